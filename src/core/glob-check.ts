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
  if (glob.includes('..') && glob.split('/').some((seg) => seg === '..'))
    return 'glob contains a `..` segment (scopes may not escape their root)';
  return null;
}

/**
 * Scan a character class starting at `[`; returns the index of its `]` or a problem.
 * Walks code points, so a range of astral characters (`[😀-😃]`) compares whole characters.
 */
function classProblem(glob: string, start: number): number | string {
  const width = (cp: number) => (cp > 0xffff ? 2 : 1);
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  let first = true;
  let prev: number | null = null;
  while (i < glob.length) {
    let cp = glob.codePointAt(i)!;
    if (cp === 0x5d && !first) return i; // `]`
    first = false;
    let escaped = false;
    if (cp === 0x5c) {
      // `\` escapes the next character, which is then never special.
      if (i === glob.length - 1) return 'glob ends with a lone `\\` (dangling escape)';
      i++;
      cp = glob.codePointAt(i)!;
      escaped = true;
    }
    const next = i + width(cp);
    if (cp === 0x2d && !escaped && prev !== null && next < glob.length && glob[next] !== ']') {
      let j = next;
      if (glob[j] === '\\' && j + 1 < glob.length) j++;
      const hi = glob.codePointAt(j)!;
      if (hi < prev) {
        return `reversed range \`[${String.fromCodePoint(prev)}-${String.fromCodePoint(hi)}]\` in character class`;
      }
      i = j + width(hi);
      prev = null;
      continue;
    }
    prev = cp;
    i = next;
  }
  return `unclosed \`[\` at position ${start + 1}`;
}

/**
 * Syntax check for the globs that select SKILL.md paths (config include, exclude and
 * permission_profiles paths; the Action's `paths`): relative to the repository root, and
 * well formed. picomatch would read `[unclosed` as matching nothing, so a profile meant to
 * narrow a skill's tools would silently not apply.
 */
export function pathGlobProblem(glob: string): string | null {
  if (glob.length === 0) return 'glob is empty';
  if (glob.startsWith('/') || /^[A-Za-z]:[\\/]/.test(glob))
    return 'glob is absolute; globs are relative to the repository root';
  if (glob.split('/').includes('..')) return 'glob contains a `..` segment; globs may not leave the repository';
  return globProblem(glob);
}
