/**
 * Syntax check for memory-scope globs (SPEC §2). picomatch accepts nearly anything
 * (`[unclosed` included), so the rules the contract names are checked here by hand.
 * Returns the reason a glob is rejected, or null when it is valid.
 */
export function globProblem(glob: string): string | null {
  if (glob.length === 0) return 'glob is empty';
  if (glob.startsWith('/')) return 'glob is absolute (starts with `/`); scopes are relative to the memory root';
  let braces = 0;
  let braceAt = -1;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      if (i === glob.length - 1) return 'glob ends with a lone `\\` (dangling escape)';
      i++;
      continue;
    }
    if (c === '[') {
      const p = classProblem(glob, i);
      if (typeof p === 'string') return p;
      i = p;
      continue;
    }
    if (c === '{') {
      if (braces === 0) braceAt = i;
      braces++;
    } else if (c === '}') {
      if (braces === 0) return `unopened \`}\` at position ${i + 1}`;
      braces--;
    }
  }
  if (braces > 0) return `unclosed \`{\` at position ${braceAt + 1}`;
  if (glob.split('/').some((seg) => seg === '..'))
    return 'glob contains a `..` segment (scopes may not escape their root)';
  return null;
}

/** Scan a character class starting at `[`; returns the index of its `]` or a problem. */
function classProblem(glob: string, start: number): number | string {
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  let first = true;
  let prev: number | null = null;
  for (; i < glob.length; i++) {
    let c = glob[i];
    if (c === ']' && !first) return i;
    first = false;
    if (c === '\\') {
      if (i === glob.length - 1) return 'glob ends with a lone `\\` (dangling escape)';
      c = glob[++i];
    }
    if (c === '-' && prev !== null && i + 1 < glob.length && glob[i + 1] !== ']') {
      let hi = glob[i + 1];
      let skip = 1;
      if (hi === '\\' && i + 2 < glob.length) {
        hi = glob[i + 2];
        skip = 2;
      }
      const lo = prev;
      const hiCode = hi.codePointAt(0) ?? 0;
      if (hiCode < lo) {
        return `reversed range \`[${String.fromCodePoint(lo)}-${hi}]\` in character class`;
      }
      i += skip;
      prev = null;
      continue;
    }
    prev = c.codePointAt(0) ?? 0;
  }
  return `unclosed \`[\` at position ${start + 1}`;
}
