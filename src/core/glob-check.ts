import picomatch from 'picomatch';

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
  if (TRICKY.test(glob)) return escapeProblem(glob);
  return null;
}

/**
 * What may spell `/` or `..` without writing it: an escape (`\.\.`, `\/etc`), a brace
 * alternative (`{/etc,x}`, `a/{b/..,c}`, `{.,x}.`), a class (`[.][.]`, `[/]`), an extglob
 * (`@(..)`) or a wildcard after a dot (`.?`, `.*`). Globs without any are decided above.
 */
const TRICKY = /[\\{[]|[@+*?!]\(|(?:^|\/)\.[^/]*[*?]/;
const MAX_ALTERNATIVES = 256;
const MAX_TRICKY_LENGTH = 1024;
const MAX_BRACES = 16;
/** A segment (braces expanded) that may match `..` other than by being it. */
const TRICKY_SEGMENT = /[\\[]|[@+*?!]\(|^\.[^/]*[*?]/;

/**
 * The absolute or `..` problem of a glob that may spell one in another way: each brace
 * alternative, split into segments as picomatch splits them (`/` or `\/`, not inside a
 * class), must not start at `/`, and no segment may match `..` as picomatch reads it. A glob
 * of more than 256 alternatives, 16 braces or 1,024 characters is refused: it cannot be shown to stay
 * inside the root at a bounded cost (no real scope comes near either).
 */
function escapeProblem(glob: string): string | null {
  const braces = glob.split('{').length - 1;
  const alternatives =
    glob.length <= MAX_TRICKY_LENGTH && braces <= MAX_BRACES ? expandBraces(glob, MAX_ALTERNATIVES) : undefined;
  if (!alternatives)
    return `glob is too complex to show that it stays inside its root (more than ${MAX_ALTERNATIVES} brace alternatives or ${MAX_BRACES} braces, or over ${MAX_TRICKY_LENGTH} characters with escapes, braces or classes)`;
  const seen = new Set<string>();
  for (const alt of alternatives) {
    const segments = segmentsOf(alt);
    if (startsAtRoot(segments[0]))
      return 'glob is absolute (it can match a path starting with `/`); it must stay inside its root';
    for (const seg of segments) {
      if (seen.has(seg)) continue;
      seen.add(seg);
      if (seg === '..' || (TRICKY_SEGMENT.test(seg) && picomatch.isMatch('..', seg)))
        return `glob can match a \`..\` segment (${JSON.stringify(seg)}); it must stay inside its root`;
    }
  }
  return null;
}

/** An empty first segment (the glob starts with `/` or `\/`), or one whose leading class takes `/`. */
function startsAtRoot(first: string): boolean {
  if (first === '') return true;
  if (first[0] !== '[') return false;
  const end = classProblem(first, 0);
  return typeof end === 'number' && picomatch.isMatch('/x', `${first.slice(0, end + 1)}x`);
}

/** Segments as picomatch separates them: at `/` and `\/`, not inside a character class. */
function segmentsOf(glob: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '[') {
      const end = classProblem(glob, i);
      if (typeof end === 'number') i = end;
    } else if (c === '/' || (c === '\\' && glob[i + 1] === '/')) {
      out.push(glob.slice(from, i));
      if (c === '\\') i++;
      from = i + 1;
    } else if (c === '\\') i++;
  }
  out.push(glob.slice(from));
  return out;
}

/**
 * The brace alternatives of a well-formed glob (`a{b,c/d}` gives `ab`, `ac/d`), or undefined
 * past `limit`. A brace without a top-level comma (`{..}`, a range `{1..3}`) is left as it
 * is: picomatch reads neither as a path of its own.
 */
function expandBraces(glob: string, limit: number): string[] | undefined {
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      const end = classProblem(glob, i);
      if (typeof end === 'number') i = end;
      continue;
    }
    if (c !== '{') continue;
    let depth = 0;
    let j = i;
    const commas: number[] = [];
    for (; j < glob.length; j++) {
      const d = glob[j];
      if (d === '\\') j++;
      else if (d === '[') {
        const end = classProblem(glob, j);
        if (typeof end === 'number') j = end;
      } else if (d === '{') depth++;
      else if (d === '}' && --depth === 0) break;
      else if (d === ',' && depth === 1) commas.push(j);
    }
    if (j >= glob.length || !commas.length) continue;
    const out: string[] = [];
    let from = i + 1;
    for (const k of [...commas, j]) {
      const more = expandBraces(glob.slice(0, i) + glob.slice(from, k) + glob.slice(j + 1), limit - out.length);
      if (!more || out.length + more.length > limit) return undefined;
      out.push(...more);
      from = k + 1;
    }
    return out;
  }
  return [glob];
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
