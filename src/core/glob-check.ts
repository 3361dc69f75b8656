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
 * A memory scope (SPEC §2): a well-formed glob that neither starts at `/` nor holds a `..`
 * segment, also when it spells them without writing them: by an escape (`\\/etc`,
 * `a/\\.\\./b`), a brace or extglob alternative (`{/etc,x}`, `a/{b/..,c}/d`, `@(/etc)`,
 * `+(.)`), or a class of that one character (`[.][.]`, `[/]etc`). Wildcards are not spelling:
 * `.*` and `.?` are picomatch's business (it keeps them from matching `..` after a `/`).
 */
export function memoryScopeProblem(glob: string): string | null {
  const syntax = globProblem(glob);
  if (syntax !== null || !MAYBE_SPELLING.test(glob) || !SPELLING.test(glob)) return syntax;
  if (glob.length > MAX_SPELLED_LENGTH)
    return `glob is too long to show that it stays inside the memory root (over ${MAX_SPELLED_LENGTH} characters with escapes, braces, classes or extglobs)`;
  // Each group that matters gives two alternatives or more: past six, refused unexpanded.
  const spelled = groupsIn(glob) <= MAX_GROUPS ? expand(glob, MAX_SPELLINGS) : undefined;
  if (!spelled)
    return `glob is too complex to show that it stays inside the memory root (more than ${MAX_GROUPS} brace or extglob groups, or ${MAX_SPELLINGS} alternatives from them)`;
  for (const alt of spelled) {
    const literal = literalOf(alt);
    if (literal.startsWith('/'))
      return `glob is absolute: ${JSON.stringify(glob)} can match a path starting with \`/\`; scopes are relative to the memory root`;
    if (literal.split('/').includes('..'))
      return `glob contains a \`..\` segment: ${JSON.stringify(glob)} can match ${JSON.stringify(literal)} (scopes may not escape their root)`;
  }
  return null;
}

/**
 * What can spell `/` or `..` without writing them: an escaped `.` or `/`, a class of just
 * one of them, a brace, an extglob. (`[a-m]*` is none: most scopes skip the check.)
 */
const SPELLING = /\\[./]|\[\\?[./]\]|\{|[@?+*!]\(/;
/** A cheaper first test: none of these characters, no spelling. */
const MAYBE_SPELLING = /[\\[{(]/;
const MAX_SPELLED_LENGTH = 256;
const MAX_SPELLINGS = 64;
const MAX_GROUPS = 6;
const EXTGLOB = /[@?+*!]/;

/**
 * The alternatives of a glob's braces (`{a,b}`) and extglobs (`@(a|b)`; `?(…)` and `*(…)`
 * may be empty; `+(…)` and `*(…)` also repeat once; `!(…)` is a wildcard), or undefined past
 * `limit`. A brace without a top-level comma (`{..}`, a range `{1..3}`) is no alternative to
 * picomatch and stays as written.
 */
function expand(glob: string, limit: number): string[] | undefined {
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
    const ext = EXTGLOB.test(c) && glob[i + 1] === '(';
    if (c !== '{' && !ext) continue;
    const open = ext ? i + 1 : i;
    const group = groupAt(glob, open, ext ? '(' : '{', ext ? ')' : '}', ext ? '|' : ',');
    if (!group || (!ext && group.parts.length < 2)) continue;
    let alts = group.parts;
    if (inert(c, ext, alts)) alts = [alts[0]];
    else if (ext) {
      if (c === '!') alts = ['*'];
      else {
        const twice = c === '+' || c === '*' ? alts.flatMap((a) => alts.map((b) => a + b)) : [];
        alts = [...(c === '?' || c === '*' ? [''] : []), ...alts, ...twice];
      }
    }
    if (alts.length > limit) return undefined;
    const out: string[] = [];
    for (const alt of alts) {
      const more = expand(glob.slice(0, i) + alt + glob.slice(group.end + 1), limit - out.length);
      if (!more || out.length + more.length > limit) return undefined;
      out.push(...more);
    }
    return out;
  }
  return [glob];
}

/** How many brace groups with alternatives and extglobs a glob holds that are not inert (nested ones too). */
function groupsIn(glob: string): number {
  let n = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = classProblem(glob, i);
      if (typeof end === 'number') i = end;
    } else if (EXTGLOB.test(c) && glob[i + 1] === '(') {
      const g = groupAt(glob, i + 1, '(', ')', '|');
      if (!g || !inert(c, true, g.parts)) n++;
    } else if (c === '{') {
      const g = groupAt(glob, i, '{', '}', ',');
      if (g && g.parts.length > 1 && !inert(c, false, g.parts)) n++;
    }
  }
  return n;
}

/**
 * A group none of whose alternatives can spell `/` or `.` (each holds some other character,
 * and none of `/ . \ [ { (`): which one is taken changes no segment into `..` or the root,
 * so one stands for all (`memories/{inbox,today,archive}/**` is one path to check, not three).
 */
function inert(c: string, ext: boolean, parts: string[]): boolean {
  if (ext && c !== '@' && c !== '+') return false; // ?( *( may be empty, !( is a wildcard
  return parts.every((p) => p !== '' && !/[/.\\[{(]/.test(p));
}

/** The group opened at `open`: its top-level parts and the index of its closer; undefined if unclosed. */
function groupAt(
  glob: string,
  open: number,
  opener: string,
  closer: string,
  sep: string,
): { parts: string[]; end: number } | undefined {
  let depth = 0;
  const cuts: number[] = [];
  for (let j = open; j < glob.length; j++) {
    const d = glob[j];
    if (d === '\\') j++;
    else if (d === '[') {
      const end = classProblem(glob, j);
      if (typeof end === 'number') j = end;
    } else if (d === opener) depth++;
    else if (d === closer && --depth === 0) {
      const parts: string[] = [];
      let from = open + 1;
      for (const k of [...cuts, j]) {
        parts.push(glob.slice(from, k));
        from = k + 1;
      }
      return { parts, end: j };
    } else if (d === sep && depth === 1) cuts.push(j);
  }
  return undefined;
}

/**
 * The characters an expanded glob stands for where it leaves no choice: an escaped
 * character is itself, a class of one character (`[.]`) is that character; anything else
 * is kept as written (a wildcard never turns into `/` or `..` here).
 */
function literalOf(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\' && i + 1 < glob.length) {
      out += glob[++i];
    } else if (c === '[') {
      const end = classProblem(glob, i);
      if (typeof end !== 'number') {
        out += c;
        continue;
      }
      const body = glob.slice(i + 1, end);
      const one = body.length === 2 && body[0] === '\\' ? body[1] : body.length === 1 ? body : undefined;
      out += one !== undefined && one !== '!' && one !== '^' ? one : glob.slice(i, end + 1);
      i = end;
    } else out += c;
  }
  return out;
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
