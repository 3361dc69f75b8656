import { picomatchLibrary } from './libraries.js';
import { scanTakes } from './globset.js';
import { escapingPath, machineMatches, readExpression, type Machine } from './regex-escape.js';

/**
 * Syntax check for memory-scope globs (SPEC §2). picomatch accepts nearly anything
 * (`[unclosed` included), so the rules the contract names are checked here by hand.
 * Returns the reason a glob is rejected, or null when it is valid.
 */
export function globProblem(glob: string): string | null {
  if (glob.length === 0) return 'glob is empty';
  if (glob.startsWith('/')) return 'glob is absolute (starts with `/`); scopes are relative to the memory root';
  const syntax = syntaxProblem(glob);
  if (syntax) return syntax;
  if (glob.includes('..') && glob.split('/').some((seg) => seg === '..'))
    return 'glob contains a `..` segment (scopes may not escape their root)';
  return null;
}

/**
 * A run of three or more backslashes: picomatch 4 skips such a run past its own end and, at
 * the end of a glob, never returns (`a/` and four backslashes hangs `makeRe`). No glob needs
 * one: `\\\\` is a backslash.
 */
export function backslashRun(glob: string): string | null {
  const m = /\\{3,}/.exec(glob);
  return m
    ? `glob holds a run of ${m[0].length} backslashes at position ${m.index + 1}: picomatch cannot read more than two in a row (\`\\\\\` is one backslash)`
    : null;
}

/** Escapes, classes and braces well formed: no dangling `\\`, unclosed or reversed `[`, unbalanced `{`. */
export function syntaxProblem(glob: string): string | null {
  const run = backslashRun(glob);
  if (run) return run;
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
  return null;
}

/** Stars a glob may hold when the linear scan cannot take it (globset.ts scanTakes). */
export const MAX_REGEX_STARS = 2;
/** Whole-segment `**` a glob may hold when the linear scan cannot take it. */
export const MAX_REGEX_GLOBSTARS = 2;
/**
 * The most choices a regex-matched glob may leave to backtracking (see starProblem): each
 * run of `*` beyond a segment's first counts as CHOICES_PER_RUN, each group as its number
 * of alternatives, and they multiply. Measured against names of 250 `a`s: 3 runs in one
 * segment (`[a]*a*a*ab`) ~17 ms a path (refused since: 1,000 such globs took a minute), and
 * with 16 alternatives 270 ms; 2 runs and 64 alternatives ~13 ms; no runs and 4,096
 * alternatives (`@(a|a)` 12 times) ~0.3 ms.
 */
const MAX_CHOICES = 2 ** 16;
const CHOICES_PER_RUN = 256;
const MAX_ALTERNATIVES = 4096;

/**
 * A glob matched by picomatch's regex (braces, groups, escapes, classes of other than letters,
 * digits and `_`, `***`, characters
 * beyond letters, digits, `-`, `_`, `.`) that can take exponential time on a long path: the
 * regex backtracks over every way to split a name between lazy loops, and over every
 * alternative of every group, and the ways multiply. Refused:
 * - more than MAX_REGEX_STARS runs of `*` in one segment (`[a]*a*a*a*b/SKILL.md`, before classes were scanned, against a
 *   folder `aaa…`: 28 s), a `!(…)` and a repeated group counting as one;
 * - a repeated group (`+(…)`, `*(…)`, `(…)+`, `{…}+`) that holds a `*`, a group, or
 *   alternatives that can match the same text: `@(a|aa)+b` against 44 `a`s took 80 s,
 *   `+([a-z]|a)b` as long;
 * - more choices in all than MAX_CHOICES: segments each holding several runs multiply
 *   (`~*a*a*a/*a*a*a/c` against two folders of 100 `a`s: 5 s), and so do groups
 *   (`@(a|a)` 30 times against 40 `a`s: 35 s).
 * Globs of literals, `?`, stars, globstars and classes of letters, digits and `_` have no such
 * limit: a scan matches them.
 */
export function starProblem(glob: string, opts: { skillIds?: boolean } = {}): string | null {
  // Judged as globSet will match it: a leading `./` keeps it from the scan (picomatch's
  // regex strips it and matches), so it is counted here, not waved through.
  if (scanTakes(glob)) return null;
  let g = glob;
  while (g.startsWith('./')) g = g.slice(2);
  const repeated = repeatedGroup(g);
  if (repeated !== undefined)
    return `glob is too complex: the group at position ${repeated.at + 1} repeats (\`+(…)\`, \`*(…)\`, \`(…)+\`) and holds ${repeated.what}; matching it can take exponential time on a long name: repeat only plain text, or alternatives of plain text that start with different characters (\`*(a|b)\`)`;
  // Runs per segment (a star stops at `/`), escapes and classes as one literal, whole-segment
  // globstars left out.
  const segments = segmentsOf(g);
  // Each whole-segment `**` is a loop over folders: picomatch's regex backtracks over every
  // way to share a deep path among them, the depth to the power of their number (four against
  // a folder 200 deep took 53 s; three against 1,000 deep, 0.3 s a path).
  // Counted wherever they stand: `{**,x}/{**,y}/…` loops over folders as `**/**/…` does.
  // And as picomatch reads them: `**""/`, `""**/`, `**\/`, `**@(b)` and `**{b,c}` are globstars
  // too (8 `**""` and a folder 80 deep: a minute a path).
  const globstars = Math.max(g.match(/(?<=^|[/{,(|])\*\*(?=$|[/},)|])/g)?.length ?? 0, folderLoopsOf(g));
  if (globstars > MAX_REGEX_GLOBSTARS)
    return `glob is too complex: ${globstars} \`**\` in a glob with braces, groups, escapes, classes or other characters (at most ${MAX_REGEX_GLOBSTARS}); matching it takes time growing with the folder depth to the power of their number: split it into simpler globs, or write it with letters, digits, \`-\`, \`_\`, \`.\`, \`?\`, \`*\`, \`**\` and classes such as \`[a-z0-9]\` only, which have no such limit`;
  const runs = segments.map((seg) => (seg === '**' ? 0 : loopsIn(seg)));
  // A keyring glob is matched against skill ids, which have no length limit (a path segment
  // has 255 bytes): two runs already cost the square of the id's length, three its cube.
  const all = runs.reduce((n, r) => n + r, 0);
  if (opts.skillIds && all > 1)
    return `glob is too complex: ${all} runs of \`*\` in a glob with braces, groups, escapes or other characters (at most 1 in a keyring glob: matching more takes polynomial time on a long skill id); split it into several lines, or write it with letters, digits, \`-\`, \`_\`, \`?\`, \`*\` and classes such as \`[a-z0-9]\` only, which have no such limit`;
  const most = Math.max(0, ...runs);
  if (most > MAX_REGEX_STARS)
    return `glob is too complex: ${most} runs of \`*\` in one segment of a glob with braces, groups, escapes, classes or other characters (at most ${MAX_REGEX_STARS}); matching it can take exponential time on a long name: split it into simpler globs`;
  const beyondFirst = runs.reduce((n, r) => n + Math.max(0, r - 1), 0);
  const alternatives = alternativesIn(g);
  if (alternatives > MAX_ALTERNATIVES || CHOICES_PER_RUN ** beyondFirst * alternatives > MAX_CHOICES) {
    const what = [
      beyondFirst === 0
        ? ''
        : runs.filter((r) => r > 1).length === 1
          ? `${most} runs of \`*\` in one segment`
          : `runs of \`*\` in several segments (${runs.filter((r) => r > 0).join(', ')})`,
      alternatives > 1
        ? `groups with ${alternatives > MAX_ALTERNATIVES ? `more than ${MAX_ALTERNATIVES}` : alternatives} alternatives in all`
        : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return `glob is too complex: ${what}; matching it can take exponential time on a long path: split it into simpler globs`;
  }
  return null;
}

/** The glob's segments: split at each `/` outside escapes and classes. */
function segmentsOf(glob: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) i = skip;
    else if (glob[i] === '/') {
      out.push(glob.slice(from, i));
      from = i + 1;
    }
  }
  out.push(glob.slice(from));
  return out;
}

/** Lazy loops in a segment: runs of `*`, `!(…)` groups, and `+(…)` / `…)+` / `…}+` / `…]+` repeats. */
function loopsIn(seg: string): number {
  let n = 0;
  for (let i = 0; i < seg.length; i++) {
    const skip = atomEnd(seg, i);
    if (skip !== undefined) {
      // A class followed by `+` repeats (picomatch: `(?:\[ab\]|[ab])+`).
      if (seg[i] === '[' && seg[skip + 1] === '+') n++;
      i = skip;
      continue;
    }
    const c = seg[i];
    if (c === '*') {
      n++;
      while (seg[i + 1] === '*') i++;
    } else if ((c === '+' || c === '!') && seg[i + 1] === '(') n++;
    else if ((c === ')' || c === '}') && seg[i + 1] === '+') n++;
  }
  return n;
}

/** Every group of the glob (nested ones too), with where it opens; escapes and classes skipped. */
function* groupsOf(glob: string): Generator<{ at: number; kind: string; parts: string[]; end: number }> {
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) {
      i = skip;
      continue;
    }
    const group = groupStartingAt(glob, i);
    if (group) yield { at: i, ...group };
  }
}

/** The product of the alternatives of every group (a `?(…)` or `*(…)` may also be empty): an upper bound. */
function alternativesIn(glob: string): number {
  let product = 1;
  for (const group of groupsOf(glob)) {
    // picomatch keeps a `?` after a `(…)` group as a quantifier (after `}` it is a wildcard).
    const optional = group.kind === '?' || group.kind === '*' || (group.kind !== '{' && glob[group.end + 1] === '?');
    product *= (group.kind === '{' && group.parts.length === 1 ? 1 : group.parts.length) + (optional ? 1 : 0);
    if (product > MAX_ALTERNATIVES) break;
  }
  return product;
}

/**
 * A group that repeats (an extglob `+(` or `*(` opens it, or a `+` follows its `)` or `}`)
 * and holds a `*`, an alternative or another group: picomatch's `(?:a|aa)+` or
 * `(?:a[^/]*?)+` backtracks exponentially (`+(a*)`: 24 characters took 80 ms, 32 took 15 s).
 * Repeating a fixed text, a `?` or a class (`+(ab)`, `*([0-9])`) is linear.
 */
function repeatedGroup(glob: string): { at: number; what: string } | undefined {
  for (const group of groupsOf(glob)) {
    const { at } = group;
    const after = glob[group.end + 1];
    // picomatch keeps a `+` after a group as a regex quantifier; a `*` there is a star.
    const repeats = group.kind === '+' || group.kind === '*' || after === '+';
    if (!repeats || group.kind === '!') continue;
    // `{a}+` with no comma is a literal brace (or a range, one class): no alternative.
    const parts = group.kind === '{' && group.parts.length === 1 && !group.parts[0].includes('..') ? [] : group.parts;
    const inside = parts.join('\u0000');
    // Alternatives of plain text that start with distinct characters (`*(a|b)`, `+(ab|cd)`)
    // split a name one way only; others (`a|aa`, a class, a wildcard) in many.
    if (parts.length > 1) {
      const plain = parts.every((a) => /^[^*?[\]{}()|!@+\\]+$/.test(a));
      if (!plain || new Set(parts.map((a) => a[0])).size !== parts.length)
        return { at, what: 'alternatives that can match the same text' };
      continue;
    }
    let star = false;
    let nested = false;
    for (let j = 0; j < inside.length; j++) {
      const s = atomEnd(inside, j);
      if (s !== undefined) {
        j = s;
        continue;
      }
      if (inside[j] === '*') star = true;
      else if (inside[j] === '(' || inside[j] === '{') nested = true;
    }
    if (star) return { at, what: 'a `*`' };
    if (nested) return { at, what: 'a group' };
  }
  return undefined;
}

/**
 * A memory scope (SPEC §2): a well-formed glob that neither starts at `/` nor holds a `..`
 * segment, also when it spells them without writing them, as picomatch reads the glob: by an
 * escape (`\/etc`, `a/\.\./b`), a brace, extglob or group alternative (`{/etc,x}`,
 * `a/{b/..,c}/d`, `@(/etc)`, `+(.)`, `(..)`, `@(.)+`), a range or class of that one character
 * (`{...}`, `[.][.]`, `[..]`, `[/]etc`), a leading `./` (picomatch drops it: `.//etc`), a `|`
 * outside a group (an alternative of the whole glob: `x|../y`) or a leading `!` (a negated
 * glob matches everything else). Wildcards are not spelling: `.*` and `.?` are picomatch's
 * business (it keeps them from matching `..` after a `/`).
 */
export function memoryScopeProblem(glob: string, budget: SearchBudget = { left: SCOPE_SEARCH_BUDGET }): string | null {
  // A pure function of the text, and scopes repeat across a tree's skills: remember the
  // answers for short ones (a bounded table, so a hostile tree cannot grow it without end).
  // A remembered answer is charged what its search cost, so a file's verdict never depends on
  // the files checked before it; an answer the budget cut short is not remembered.
  if (glob.length > MEMO_LENGTH) return scopeProblem(glob, budget);
  const known = memo.get(glob);
  if (known !== undefined) {
    // (One that needed no search needs none now: never refused for want of budget.)
    if (known.cost === 0) return known.answer;
    budget.left -= known.cost;
    return budget.left < 0 ? OUT_OF_BUDGET : known.answer;
  }
  const before = budget.left;
  const answer = scopeProblem(glob, budget);
  if (answer === OUT_OF_BUDGET) return answer;
  if (memo.size >= MEMO_ENTRIES) memo.clear();
  memo.set(glob, { answer, cost: before - budget.left });
  return answer;
}

/**
 * The characters of candidate paths the escape search may build for one file's scopes
 * (escapeProblem): each candidate is a whole path, so a scope of n atoms costs about n²
 * (1,000 atoms: ~0.1 s), and a file of many long scopes took minutes. ~1 s of search; a
 * scope past it is refused (fail closed). Real scopes cost a few thousand each.
 */
export const SCOPE_SEARCH_BUDGET = 8_000_000;

/** What is left of a file's escape-search budget (SCOPE_SEARCH_BUDGET), in characters. */
export interface SearchBudget {
  left: number;
}

const OUT_OF_BUDGET =
  "glob is too complex to show that it stays inside the memory root (this file's scopes use up the search that shows it: write fewer or shorter scopes with wildcards)";

class BudgetSpent extends Error {}

const MEMO_LENGTH = 256;
const MEMO_ENTRIES = 4096;
const memo = new Map<string, { answer: string | null; cost: number }>();

/**
 * The longest memory scope with a POSIX class (`[:alpha:]`) in it: the checks below cost
 * the square of its length (a POSIX class inside a class reaches to the end of the text:
 * 900 KB of `[[:alpha:]` took a minute), and picomatch's regex for it can be too large to
 * run (60 KB of `*[[:].`). No scope under a memory root needs more.
 */
export const MAX_POSIX_SCOPE = 1024;

function scopeProblem(glob: string, budget: SearchBudget): string | null {
  if (glob.length > MAX_POSIX_SCOPE && glob.includes('[:'))
    return `glob is too long to check (over ${MAX_POSIX_SCOPE} characters with POSIX classes such as \`[:alpha:]\`)`;
  // `C:/x` is absolute where Windows reads it (a tool on Windows would leave the memory root).
  if (/^(?:\.\/)*[A-Za-z]:[\\/]/.test(glob))
    return `glob is absolute: it starts with a drive letter (\`${glob.replace(/^(?:\.\/)*/, '').slice(0, 3)}\`); scopes are relative to the memory root`;
  const syntax = globProblem(glob);
  if (syntax !== null || !MAYBE_SPELLING.test(glob)) return syntax;
  let g = glob;
  while (g.startsWith('./')) g = g.slice(2);
  if (g.startsWith('/'))
    return `glob is absolute: picomatch drops its leading "./", which leaves a path starting with \`/\`; scopes are relative to the memory root`;
  if (g.startsWith('!') && g[1] !== '(')
    return `glob is negated: it matches every path it does not name, outside the memory root too; name what the skill may touch`;
  const parens = parenProblem(g);
  if (parens) return parens;
  // Whatever is searched below is first read by picomatch, whose parse grows faster than the
  // glob in its classes and stars (21,000 `[a]`: 8.6 s, and 16 such scopes 168 s, 400 MB;
  // 16,000 `***/`: 21 s), and each is a loop or a choice of the regex searched after it. No
  // scope under a memory root holds near this many; up to it, a parse takes ~70 ms at most.
  const weight = globWeight(g);
  if (weight > MAX_SCOPE_WEIGHT)
    return `glob is too complex to show that it stays inside the memory root (${weight} classes, runs of stars, braces, groups and alternatives; at most ${MAX_SCOPE_WEIGHT})`;
  if (leadingClassTakesSlash(g))
    return `glob is absolute: it can match a path starting with \`/\`; scopes are relative to the memory root`;
  if (!SPELLING.test(g)) return null;
  const tooLong = (limit: number, what: string) =>
    `glob is too long to show that it stays inside the memory root (over ${limit} characters with ${what})`;
  // (Classes and `.?` alone cost one linear pass; groups and escapes are what multiply.)
  if (g.length > 4 * MAX_SPELLED_LENGTH && /[{(]|\\[./]/.test(g))
    return tooLong(4 * MAX_SPELLED_LENGTH, 'braces, groups, or escapes of "." or "/"');
  const reduced = withoutInertGroups(g);
  const groups = groupsIn(reduced);
  // Each group that is left multiplies the alternatives, each as long as the glob.
  if (groups > 0 && reduced.length > MAX_SPELLED_LENGTH)
    return tooLong(MAX_SPELLED_LENGTH, 'brace, extglob or group alternatives that can spell "." or "/"');
  const spelled = groups <= MAX_GROUPS ? expand(reduced, MAX_SPELLINGS) : undefined;
  if (!spelled)
    return `glob is too complex to show that it stays inside the memory root (more than ${MAX_GROUPS} brace, extglob or group alternatives that hold "." or "/", or ${MAX_SPELLINGS} alternatives from them)`;
  for (const alt of spelled) {
    const literal = literalOf(alt);
    if (literal.startsWith('/') || leadingClassTakesSlash(alt))
      return `glob is absolute: it can match a path starting with \`/\`; scopes are relative to the memory root`;
    if (literal.split('/').includes('..'))
      return `glob contains a \`..\` segment: it can match ${JSON.stringify(literal)} (scopes may not escape their root)`;
  }
  return escapeProblem(glob, spelled, budget) ?? automatonProblem(glob, budget);
}

/**
 * What the candidate search (escapeProblem) cannot build: a path found on picomatch's regular
 * expression itself (regex-escape.ts), then confirmed by running it. A quoted part (`"/etc"`
 * is `/etc` to picomatch), a star alternative after an alternative ending in `/`
 * (`{a/,b/}{c,*}`), a repeat that spells `/../` (`*([a-z./])x`).
 */
const AUTOMATON_UNIT = 3;

/** `run` with the budget in the automaton's units, what it spent charged back in the search's. */
function inAutomatonUnits<T>(budget: SearchBudget, run: (local: SearchBudget) => T): T {
  const local = { left: Math.floor(budget.left / AUTOMATON_UNIT) };
  const before = local.left;
  try {
    return run(local);
  } finally {
    budget.left -= (before - local.left) * AUTOMATON_UNIT;
  }
}
function automatonProblem(glob: string, budget: SearchBudget): string | null {
  let read: ReturnType<typeof scopeMachine>;
  try {
    read = scopeMachine(glob, budget);
  } catch (e) {
    if (e instanceof BudgetSpent) return OUT_OF_BUDGET;
    throw e;
  }
  if (read === null) return null; // picomatch cannot read it: it matches nothing
  if (typeof read === 'string') return read;
  const { re, machine } = read;
  // A glob that starts with a wildcard may match a path starting at `/` (picomatch's `**`
  // matches `/etc`): left to the candidate search, as `**` and `*/x` are. A `..` segment never.
  // A unit of the automaton's search (a step of a closure, an edge, a character read) costs
  // ~3 of the candidate search's (a character of a candidate): charged so, the file's budget
  // stays ~1 s (a scope that spends it all alone: ~0.8 s).
  const found = inAutomatonUnits(budget, (local) =>
    escapingPath(machine, '', local, { absolute: !/^(?:\.\/)*[*?](?!\()/.test(glob) }),
  );
  if (found === 'budget') return OUT_OF_BUDGET;
  if (found === 'unknown') return UNREAD_CONSTRUCT;
  if (found === 'large') return TOO_LARGE;
  if (found === 'none') return null;
  // The path is one the expression's automaton takes; asked again of the engine where that is
  // cheap (a reader's mistake would refuse a scope, never let one through), not where its
  // backtracking can take exponential time.
  if (engineCheap(glob, re)) {
    let matched: boolean;
    try {
      matched = re.test(found.path);
    } catch {
      return 'glob is too complex to show that it stays inside the memory root (its regular expression cannot be run)';
    }
    if (!matched || !escapes(found.path)) return null;
  }
  return escapeMessage(found.path);
}

/** A scope refused for a path it can match that starts at `/` or holds a `..` segment. */
function escapeMessage(found: string): string {
  return found.startsWith('/')
    ? `glob is absolute: picomatch lets it match ${JSON.stringify(found)}, a path starting with \`/\`; scopes are relative to the memory root`
    : `glob can match a \`..\` segment: picomatch lets it match ${JSON.stringify(found)} (scopes may not escape their root)`;
}

// An expression the search does not read (a lookbehind, `\b`, an escape it does not know,
// picomatch copies them from the glob): no proof that it stays inside, so refused.
const UNREAD_CONSTRUCT =
  "glob is too complex to show that it stays inside the memory root (picomatch's regular expression for it holds a construct this check does not read: a lookbehind, `\\b`, an unknown escape)";
const TOO_LARGE =
  "glob is too complex to show that it stays inside the memory root (picomatch's regular expression for it is too large to search)";

/**
 * picomatch's regular expression for a scope, read into automata (regex-escape.ts): null when
 * picomatch cannot read the glob (it matches nothing), a refusal when the reader cannot.
 */
function scopeMachine(glob: string, budget: SearchBudget): { re: RegExp; machine: Machine } | string | null {
  const re = scopeRegex(glob, budget);
  if (re === null) return null;
  return machineOf(re);
}

/** A scope's regex read into automata, or the refusal when the reader cannot. */
function machineOf(re: RegExp): { re: RegExp; machine: Machine } | string {
  const machine = readExpression(re.source, re.flags);
  return machine === 'unknown' ? UNREAD_CONSTRUCT : machine === 'large' ? TOO_LARGE : { re, machine };
}

/**
 * picomatch's regular expression for a scope, or null when picomatch cannot read the glob (it
 * matches nothing). Its parse is charged to the budget (~1 µs a character: a 1 MiB file of
 * long scopes read each two or three times took seconds; more for many classes and stars).
 */
function scopeRegex(glob: string, budget: SearchBudget): RegExp | null {
  // (And the square of its classes and stars, past which the parse grows: 1,024 runs of
  // `*/**/` took ~70 ms.)
  const weight = globWeight(glob);
  budget.left -= glob.length * REGEX_UNIT + (weight * weight) / 2;
  if (budget.left < 0) throw new BudgetSpent();
  const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no answer
  try {
    return picomatch.makeRe(glob);
  } catch {
    return null;
  }
}

/**
 * Whether the engine's backtracking on picomatch's regex for a scope stays cheap on a
 * candidate path: few lazy runs sharing a segment, counted over the whole glob (every
 * alternative of every group is in the regex, the ones the search leaves out too), and none
 * of what makes path globs too complex (starProblem). Other scopes' candidates are asked of
 * the regex's automaton, in linear time but dearer.
 */
function engineCheap(glob: string, re: RegExp): boolean {
  let g = glob;
  while (g.startsWith('./')) g = g.slice(2);
  let runs = 0;
  for (const seg of segmentsOf(g)) {
    // A star alone in its segment matches it one way; a globstar loops over folders, and the
    // ways to share a path among them multiply (16 `**/a/` segments and `.*`: 15 s a scope),
    // counted on picomatch's regex (`**""/` is one too: 8 of them and 60 folders, minutes).
    if (!/^\*+$/.test(seg)) runs += loopsIn(seg);
  }
  return runs <= MAX_SEARCHED_RUNS && folderLoops(re.source) <= MAX_REGEX_GLOBSTARS && starProblem(glob) === null;
}

/**
 * The loops of picomatch's regex that cross `/`: its globstar (`(?:(?!(?:^|\/)\.).)*?`) and any
 * other repeat of "any character". A star within a segment is `[^/]*?` and is not one.
 */
function folderLoops(source: string): number {
  return (source.match(/(?<!\\)\.\)\*|(?<![\\[])\.[*+]/g) ?? []).length;
}

/** folderLoops of a glob's regex (0 when picomatch cannot read it). */
function folderLoopsOf(glob: string): number {
  const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no answer
  try {
    return folderLoops(picomatch.makeRe(glob).source);
  } catch {
    return 0;
  }
}

/**
 * What no single spelling shows: a glob that picomatch lets match a path starting at `/` or
 * holding a `..` segment through its wildcards and classes together (`.?/x` and `[.a][.a]/x`
 * match `../x`, `a[--/]../x` matches `a/../x`). Candidate paths are built from each
 * alternative's atoms, one per place an escape could be (a `..` segment, a leading `/`), every
 * other atom taking a plain member, and each is asked of picomatch's own regex for the glob:
 * only a path it matches is reported. A glob too long to search is refused (fail closed).
 */
function escapeProblem(glob: string, spelled: readonly string[], budget: SearchBudget): string | null {
  let test: ((text: string) => boolean) | undefined;
  // (A POSIX class anywhere in a class, `[a[:alpha:]]`, and a run of three stars too.)
  const anyDot = /\{[^}]*\.\.[^}]*\}|\[:[a-z]+:|\*\*\*|"|[*+]\(/.test(glob);
  // picomatch guards a wildcard against a leading dot only where the glob starts a segment
  // with it: after a group that may end in `/` (`@(/|a)*`, `{/,a}?`) there is no guard.
  const unguarded = /[)}\]][+?]?[*?]|\)[+?]|[({|,][*?]/.test(glob);
  try {
    for (const alt of spelled) {
      const atoms = atomsOf(alt, anyDot, budget);
      if (atoms) atoms.unguarded = unguarded;
      if (!atoms || !mayEscape(atoms)) continue;
      if (atoms.list.length > MAX_SEARCHED_ATOMS)
        return `glob is too long to show that it stays inside the memory root (over ${MAX_SEARCHED_ATOMS} characters with wildcards or classes that can spell ".." or "/")`;
      if (atoms.runs > MAX_SEARCHED_RUNS)
        return `glob is too complex to show that it stays inside the memory root (over ${MAX_SEARCHED_RUNS} wildcards that share a segment with other characters, or classes with \`+\`); write fewer`;
      if (!test) {
        const re = scopeRegex(glob, budget);
        if (re === null) return null; // picomatch cannot read it: it matches nothing
        const read = engineCheap(glob, re) ? re : machineOf(re);
        if (typeof read === 'string') return read;
        test =
          read instanceof RegExp
            ? (text) => {
                try {
                  return read.test(text);
                } catch {
                  // The engine compiles the regex at its first test, and may give up on it (too large).
                  throw new Refused(
                    'glob is too complex to show that it stays inside the memory root (its regular expression cannot be run)',
                  );
                }
              }
            : (text) => matches(read.machine, text, budget);
      }
      const found = escapingMatch(atoms.list, test, atoms.wild, budget);
      if (found !== null) return escapeMessage(found);
    }
  } catch (e) {
    if (e instanceof BudgetSpent) return OUT_OF_BUDGET;
    if (e instanceof Refused) return e.message;
    throw e;
  }
  return null;
}

/**
 * Whether the scope's expression matches a candidate, asked of its automaton (linear in the
 * candidate, charged to the budget as the automaton search is) rather than of the engine:
 * picomatch's regex for `{a…a,*a*a*a*a*a*a*a*}/.*` backtracks over every way to share 64
 * characters among 7 stars, 52 s for one candidate.
 */
function matches(machine: Machine, text: string, budget: SearchBudget): boolean {
  const got = inAutomatonUnits(budget, (local) => machineMatches(machine, text, local));
  if (got === 'budget' || budget.left < 0) throw new BudgetSpent();
  if (got === 'unknown') throw new Refused(UNREAD_CONSTRUCT);
  return got;
}
/** A scope refused while its candidates are asked (the message says why). */
class Refused extends Error {}

const MAX_SEARCHED_ATOMS = 1024;
/**
 * Stars that share a segment with other characters (`.*`, `a**b`) and classes with `+`: each
 * is a lazy run in picomatch's regex, and the ways a candidate path splits among them grow
 * combinatorially with their number (each a run of dots, `x/.**.**…z`: 16 of them 1.2 s, 20
 * 35 s, 21 over a minute). A star alone in its segment matches it one way, so it does not
 * count. Real scopes hold one to four.
 */
const MAX_SEARCHED_RUNS = 8;

/**
 * A linear first test: can the atoms spell an escape at all? Only when an atom other than a
 * written `/` can be `/`, or a segment (between written `/`) is made only of atoms that can be
 * `.` or nothing, able to spell two dots. (`[a-z]*`, `.?x`, `*.md` cannot: most scopes stop here.)
 */
function mayEscape(atoms: Atoms): boolean {
  let dots = 0;
  let plain = false;
  let start = true;
  for (let i = 0; i <= atoms.list.length; i++) {
    const a = atoms.list[i];
    if (a === undefined || a === '/') {
      if (!plain && dots >= 2) return true;
      dots = 0;
      plain = false;
      start = true;
      continue;
    }
    // A segment that starts with `*` or `?` never starts with `.` (picomatch's guard), unless
    // a group's alternative put the `/` before it: `@(/|a)*` has no guard (`//..` matches).
    if (start && atoms.wild[i] && !atoms.unguarded) plain = true;
    start = false;
    if (typeof a === 'string') {
      if (a === '.') dots++;
      else plain = true;
      continue;
    }
    // (A class of `/` alone too: `memories[/]*` puts a star at a segment start, unguarded.)
    if (a.includes('/')) return true;
    if (a.includes('..')) dots += 2;
    else if (a.includes('.')) dots++;
    else if (!a.includes('')) plain = true;
  }
  return false;
}
/** An expanded glob's atoms, each as the strings a candidate path tries for it; `wild`: which are `*` or `?`. */
interface Atoms {
  /** A written character as itself, else the strings a candidate tries for the atom. */
  list: (string | string[])[];
  /** Which atoms are `*` or `?`. */
  wild: boolean[];
  /** A wildcard follows a group in the glob: one may start a segment with no dot guard. */
  unguarded?: boolean;
  /** Lazy runs the regex tries splits among (MAX_SEARCHED_RUNS). */
  runs: number;
}

/** Each atom of an expanded glob as the strings a candidate path tries for it; undefined for a glob too odd to read. */
function atomsOf(alt: string, anyDot: boolean, budget: SearchBudget): Atoms | undefined {
  const list: (string | string[])[] = [];
  const wild: boolean[] = [];
  const atoms: Atoms = { list, wild, runs: 0 };
  // Where picomatch reads more than the glob says, an atom stands for more (each candidate
  // is still asked of its regex): a `.` is any character when the glob holds a brace range
  // or a POSIX class (picomatch leaves it unescaped there), an escaped backslash may vanish
  // (its fast path drops it: `\\..` matches `..`), a class it cannot read may be anything.
  const ANY = ['.', '/', 'a'];
  for (let i = 0; i < alt.length; i++) {
    const c = alt[i];
    if (c === '\\' && i + 1 < alt.length) {
      const e = alt[++i];
      // An escaped `.` too is any character where a bare one is (picomatch leaves both so).
      list.push(e === '\\' ? ['\\', ''] : e === '.' && anyDot ? ANY : e);
    } else if (c === '[') {
      const end = posixClassEnd(alt, i);
      if (end === undefined) return undefined;
      // Reading a class is asking picomatch (~40 µs when it is new): charged, remembered or not,
      // so a file's verdict does not hang on the files before it (190,000 classes took 10 s).
      budget.left -= CLASS_UNIT;
      if (budget.left < 0) throw new BudgetSpent();
      const members = classMembers(alt.slice(i, end + 1));
      i = end;
      // A `+` after a class is picomatch's regex quantifier: the class once or more.
      if (alt[i + 1] === '+') {
        i++;
        atoms.runs++;
        const m = members.length ? members : ANY;
        // Once or twice (or three times) is enough to spell `..`, `/..` or `../`.
        const twice = m.flatMap((x) => m.map((y) => x + y));
        list.push([...new Set([...m, ...twice, ...(m.includes('/') && m.includes('.') ? ['/..', '../'] : [])])]);
      } else list.push(members.length ? members : ANY);
    } else if (c === '*') {
      const from = i;
      while (alt[i + 1] === '*') i++;
      wild[list.length] = true;
      // A globstar that is not a whole segment (`x**y`) is picomatch's any-characters, `/` too.
      const alone = (from === 0 || alt[from - 1] === '/') && (i + 1 >= alt.length || alt[i + 1] === '/');
      if (!alone) atoms.runs++;
      const inside = i > from && !alone;
      // Inside a segment it may also end one segment and start the next (`./`, `/..`): with
      // a `.` before it, `notes/.**md` matches `notes/../md`.
      list.push(inside ? ['', '.', '..', 'a', '/', './', '../', '/..'] : ['', '.', '..', 'a']);
    } else if (c === '?') {
      wild[list.length] = true;
      list.push(['.', 'a']);
    } else if (c === '.' && anyDot) list.push(ANY);
    else list.push(c);
  }
  return atoms;
}

/** What picomatch's parse of a scope costs a character, in the candidate search's units. */
const REGEX_UNIT = 8;
/** What reading one class costs, in the candidate search's units (a character of a candidate). */
const CLASS_UNIT = 320;
const classMemo = new Map<string, string[]>();
/** What a class can stand for in a candidate: `.`, `/` and one other of its characters, as picomatch reads it. */
function classMembers(cls: string): string[] {
  let known = classMemo.get(cls);
  if (known) return known;
  known = [];
  const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no answer
  try {
    const re = picomatch.makeRe(cls, { dot: true });
    if (re.test('.')) known.push('.');
    if (re.test('/')) known.push('/');
    for (let cp = 0x21; cp < 0x7f; cp++) {
      const ch = String.fromCharCode(cp);
      if (ch !== '.' && ch !== '/' && re.test(ch)) {
        known.push(ch);
        break;
      }
    }
  } catch {
    // picomatch cannot read it: no candidate
  }
  if (classMemo.size > 4096) classMemo.clear();
  classMemo.set(cls, known);
  return known;
}

/**
 * A path the atoms can spell that starts at `/` or holds a `..` segment and that `re`
 * matches, or null. One candidate per place: a leading `/` (the atoms before it empty), or
 * two dots (one atom's `..`, or two atoms' `.` with only empty ones between) bounded by a
 * `/` or an end on each side (the atoms between empty); every other atom takes a plain
 * member (a letter for a wildcard or class, and a `*` empty, then a letter). Linear in the
 * candidates, each tested once: no recursion, no pruning that could hide a path.
 */
function escapingMatch(
  atoms: (string | string[])[],
  test: (text: string) => boolean,
  wild: readonly boolean[] = [],
  budget: SearchBudget = { left: SCOPE_SEARCH_BUDGET },
): string | null {
  const n = atoms.length;
  const can = (i: number, piece: string) => {
    const a = atoms[i];
    return typeof a === 'string' ? a === piece : a.includes(piece);
  };
  // `dots`: an atom that may be a `.` is one (a `.` written beside a brace range or a POSIX
  // class stands for any character, yet picomatch may keep it as the `.` it is).
  // `dots` 2: every such atom but a wildcard, which picomatch guards against a leading dot
  // (`?..` beside a POSIX class: `a./..`, the `?` a letter, the written `.` a dot).
  const plainOf = (i: number, starEmpty: boolean, dots: 0 | 1 | 2): string => {
    const a = atoms[i];
    if (typeof a === 'string') return a;
    if (a.length === 1) return a[0];
    if (starEmpty && a.includes('')) return '';
    if (dots && a.includes('.') && !(dots === 2 && wild[i])) return '.';
    return a.find((x) => x !== '' && x !== '.' && x !== '/' && x !== '..') ?? (a.includes('') ? '' : a[0]);
  };
  const tried = new Set<string>();
  const attempt = (chosen: Map<number, string>): string | null => {
    for (const dots of [0, 1, 2] as const) {
      for (const starEmpty of [true, false]) {
        budget.left -= n;
        if (budget.left < 0) throw new BudgetSpent();
        let out = '';
        for (let i = 0; i < n; i++) out += chosen.get(i) ?? plainOf(i, starEmpty, dots);
        if (tried.has(out)) continue;
        tried.add(out);
        if (escapes(out) && test(out)) return out;
      }
    }
    return null;
  };
  // The places a `/` bounds a segment before atom `p` (scanning back over atoms that can be
  // empty): the nearest atom that can be `/`, or the start.
  // Every atom that can be that `/` while those between can be empty (a `**` that may be `/`
  // or nothing, then a `[/]`: either is the boundary).
  const before = (p: number): number[] => {
    const out: number[] = [];
    for (let b = p - 1; ; b--) {
      if (b < 0) return [...out, -1];
      if (can(b, '/')) out.push(b);
      if (!can(b, '')) return out;
    }
  };
  const after = (q: number): number[] => {
    const out: number[] = [];
    for (let c = q + 1; ; c++) {
      if (c >= n) return [...out, n];
      if (can(c, '/')) out.push(c);
      if (!can(c, '')) return out;
    }
  };
  const emptyBetween = (from: number, to: number, chosen: Map<number, string>) => {
    for (let k = from + 1; k < to; k++) chosen.set(k, '');
  };
  // An atom that spells it alone (`[./]+` as `/..`).
  for (let k = 0; k < n; k++) {
    const a = atoms[k];
    if (typeof a === 'string') continue;
    for (const piece of a) {
      if (piece.length < 2 || !(piece.includes('/') || piece.includes('..'))) continue;
      const found = attempt(new Map([[k, piece]]));
      if (found !== null) return found;
    }
  }
  // A leading `/`.
  for (let k = 0; k < n; k++) {
    if (can(k, '/')) {
      const chosen = new Map<number, string>([[k, '/']]);
      emptyBetween(-1, k, chosen);
      const found = attempt(chosen);
      if (found !== null) return found;
    }
    if (!can(k, '')) break;
  }
  // A `..` segment.
  for (let p = 0; p < n; p++) {
    const sites: [number, number, Map<number, string>][] = [];
    if (can(p, '..')) sites.push([p, p, new Map([[p, '..']])]);
    if (can(p, '.')) {
      for (let q = p + 1; q < n; q++) {
        if (can(q, '.')) {
          const m = new Map<number, string>([
            [p, '.'],
            [q, '.'],
          ]);
          emptyBetween(p, q, m);
          sites.push([p, q, m]);
        }
        if (!can(q, '')) break;
      }
    }
    for (const [from, to, m] of sites) {
      for (const b of before(from)) {
        for (const c of after(to)) {
          const chosen = new Map(m);
          if (b >= 0) chosen.set(b, '/');
          if (c < n) chosen.set(c, '/');
          emptyBetween(b, from, chosen);
          emptyBetween(to, c, chosen);
          const found = attempt(chosen);
          if (found !== null) return found;
        }
      }
    }
  }
  return null;
}

/** Whether a path starts at `/` or holds a `..` segment. */
function escapes(p: string): boolean {
  return p.startsWith('/') || p.split('/').includes('..');
}

/** A cheaper first test: none of these characters, no `.` before a wildcard and no leading `./`, no spelling. */
const MAYBE_SPELLING = /[\\[{()|!"]|^\.\/|\.[?*]|\*\*\*/;
/**
 * What can spell `/` or `..` without writing them: an escaped `.` or `/`, a class (`[./]`,
 * and `[--0]`, `[^a]` or `[[:punct:]]` hold them too), a brace, a group, a `.` before a
 * wildcard (`.?` can be `..`).
 */
const SPELLING = /\\|\[|\{|\(|\.[?*]|\*\*\*|"/;
const MAX_SPELLED_LENGTH = 256;
/** The most classes, runs of stars, braces, groups and alternatives a scope may hold (globWeight; see scopeProblem). */
const MAX_SCOPE_WEIGHT = 1024;
const MAX_SPELLINGS = 64;
const MAX_GROUPS = 6;
const EXTGLOB = /[@?+*!]/;

/**
 * Where an escape (`\\x`) or a character class starting at `i` ends (its last index), or
 * undefined: nothing inside either opens or closes a group.
 */
function atomEnd(glob: string, i: number): number | undefined {
  if (glob[i] === '\\') return i + 1;
  if (glob[i] !== '[') return undefined;
  const end = classProblem(glob, i);
  return typeof end === 'number' ? end : undefined;
}

/**
 * `(`…`)` as picomatch reads them: a `|` outside every group is an alternative of the whole
 * glob, an unclosed `(` takes the rest of the glob into a regex group, an empty group
 * (`?()`) is read in ways that swallow what follows. Each is refused.
 */
function parenProblem(glob: string): string | null {
  let depth = 0;
  let braces = 0;
  let deepest = 0;
  // Where each open brace opened (innermost last), and the parens open when it did.
  const opened: { at: number; depth: number }[] = [];
  for (let i = 0; i < glob.length; i++) {
    if (depth + braces > deepest) deepest = depth + braces;
    const c = glob[i];
    const skip = atomEnd(glob, i);
    if (skip !== undefined) i = skip;
    else if (c === '{') {
      braces++;
      opened.push({ at: i, depth });
    } else if (c === '}') {
      if (braces > 0) braces--;
      opened.pop();
    } else if (
      c === '|' &&
      opened.length &&
      opened[opened.length - 1]!.depth === depth &&
      !braceExpands(glob, opened[opened.length - 1]!.at)
    ) {
      // A brace picomatch does not expand (no comma at its level, no range) is text, and a `|`
      // in it splits the whole glob, or the group around it: `m/{a|b}/x` is "m/{a" or "b}/x".
      return `glob has a \`|\` at position ${i + 1} in a brace without a comma: picomatch keeps the brace as text and reads the \`|\` as an alternative of the whole glob; write {a,b}, or \\| for the character`;
    } else if (c === '!' && glob[i + 1] === '(') {
      return `glob has a \`!(…)\` group at position ${i + 1}: picomatch lets it match an empty name and \`..\`, so the scope reaches outside the memory root; name what the skill may touch`;
    } else if (c === '(') {
      if (glob[i + 1] === ')') return `glob has an empty group \`()\` at position ${i + 1}`;
      depth++;
    } else if (c === ')') {
      // picomatch escapes a `)` no `(` opened, yet keeps a `?` or `+` after it as a regex
      // quantifier: `)?*` is an optional `)` and a star with no dot guard (`)?*` matches `..`).
      if (depth === 0)
        return `glob has a \`)\` with no \`(\` at position ${i + 1}: picomatch reads a \`?\` or \`+\` after it as a regex quantifier; write \\) for the character`;
      depth--;
    } else if (c === '|' && depth === 0 && braces === 0)
      return `glob has a \`|\` outside a group at position ${i + 1}: picomatch reads it as an alternative of the whole glob; write @(a|b), or \\| for the character`;
  }
  if (depth > 0) return 'glob has an unclosed `(`';
  // Each group is read by a scan to its closer: groups in groups cost depth × length, which a
  // 1 MiB file of a thousand scopes `a{{{…}}}` made seconds. No real scope nests this deep.
  if (deepest > MAX_GROUP_DEPTH)
    return `glob is too complex to show that it stays inside the memory root (groups nested more than ${MAX_GROUP_DEPTH} deep)`;
  return null;
}
const MAX_GROUP_DEPTH = 16;

/** Whether picomatch expands the brace opened at `open`: a comma at its own level, or a range (`{1..3}`). */
function braceExpands(glob: string, open: number): boolean {
  let nested = 0;
  for (let j = open + 1; j < glob.length; j++) {
    const skip = atomEnd(glob, j);
    if (skip !== undefined) {
      j = skip;
      continue;
    }
    const d = glob[j];
    if (d === '{' || d === '(') nested++;
    else if ((d === '}' || d === ')') && nested > 0) nested--;
    else if (d === '}') return glob.slice(open + 1, j).includes('..');
    else if (d === ',' && nested === 0) return true;
  }
  return false;
}

/** Where a group starts at `i`: `{`, an extglob `@(` `?(` `+(` `*(` `!(`, or a bare `(`. */
function groupKind(glob: string, i: number): '{' | '@' | '?' | '+' | '*' | '!' | undefined {
  const c = glob[i];
  if (c === '{') return '{';
  if (EXTGLOB.test(c) && glob[i + 1] === '(') return c as '@' | '?' | '+' | '*' | '!';
  if (c === '(' && !(i > 0 && EXTGLOB.test(glob[i - 1]) && glob[i - 2] !== '\\')) return '@';
  return undefined;
}

/** The group that starts at `i`: its kind, its parts and the index of its closer; undefined if none or unclosed. */
function groupStartingAt(glob: string, i: number): { kind: string; parts: string[]; end: number } | undefined {
  const kind = groupKind(glob, i);
  if (!kind) return undefined;
  const group =
    kind === '{' ? groupAt(glob, i, '{', '}', ',') : groupAt(glob, glob[i] === '(' ? i : i + 1, '(', ')', '|');
  return group && { kind, ...group };
}

/**
 * The alternatives of a group of `kind` followed by `quantifier` (a `+` or `?` right after a
 * `)`, or a `+` right after a `}`, which picomatch keeps as a regex quantifier): `?` and `*`
 * may be empty, `+` and `*` also repeat once (`!(…)` never gets here: it is refused). A brace
 * without a top-level comma is a range (`{1..3}`, `{...}`: picomatch expands it to a class,
 * which a `+` repeats) or literal.
 */
function alternatives(kind: string, parts: string[], quantifier: string | undefined): string[] | 'literal' {
  const repeated = (alts: string[]) =>
    quantifier === '+' ? [...alts, ...alts.flatMap((a) => alts.map((b) => a + b))] : alts;
  if (kind === '{') {
    if (parts.length > 1) return repeated(parts);
    if (!parts[0].includes('..')) return 'literal';
    // picomatch turns a range into a class, in its own way (`{...}` is `[.]`, `{..}` `[]`):
    // ask it, and keep the class only when it can be one character.
    let source = '';
    const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no answer
    try {
      source = picomatch.makeRe(`{${parts[0]}}`).source;
    } catch {
      // not a range picomatch can read: no class of one character either
    }
    const range = /^\^\(\?:\[((?:\\.|[^\]\\])*)\]\)\$$/.exec(source);
    const only = range ? onlyMember(range[1].replace(/\\(.)/g, '$1')) : undefined;
    const plus = range && quantifier === '+' ? '+' : '';
    // A class of several characters stays one (`{-../}` is `[--/]`, which takes `.` and `/`).
    if (only === undefined) return [range ? `[${range[1]}]${plus}` : '?'];
    return [`[${only === ']' ? '\\]' : only}]${plus}`];
  }
  // The extglob's own repetition and the quantifier after it, both (`*(x)?` repeats and may be empty).
  const reps = [kind === '@' ? '' : kind, quantifier ?? ''];
  const repeats = reps.some((x) => x === '+' || x === '*');
  const twice = repeats ? parts.flatMap((a) => parts.map((b) => a + b)) : [];
  // Where the parts may spell `.` or `/`: three times (`*(/|.)` is `/..` only so), and of two
  // one-character parts up to five (`a*(/|.)a` matches `a./../a`).
  const more: string[] = [];
  if (repeats && parts.some((x) => /[/.\\[{(?*]/.test(x))) {
    let last = twice;
    for (let n = 3; n <= (parts.length <= 2 && parts.every((x) => x.length === 1) ? 5 : 3); n++) {
      last = last.flatMap((a) => parts.map((b) => a + b));
      more.push(...last);
    }
  }
  return [...(reps.some((x) => x === '?' || x === '*') ? [''] : []), ...parts, ...twice, ...more];
}

/**
 * A `+` or `?` right after a `(`…`)` group's closer, or a `+` right after a brace's: picomatch
 * keeps them as regex quantifiers (`{a,b}+` is `(a|b)+`). A `*` after either, and a `?` after
 * a brace, are wildcards, and stay in the glob.
 */
function quantifierAfter(glob: string, kind: string, end: number): string | undefined {
  const next = glob[end + 1];
  // `+(` or `?(` opens an extglob of its own (`@(a/|b)+(.)`): no quantifier.
  if (glob[end + 2] === '(') return undefined;
  return next === '+' || (next === '?' && kind !== '{') ? next : undefined;
}

/**
 * The glob with every inert group replaced by its first alternative: a group none of whose
 * alternatives can spell `/` or `.` (each is non-empty and holds none of `/ . \ [ { (`) turns
 * no segment into `..` or the root whichever is taken, so one stands for all
 * (`memories/{inbox,today,archive}/**` is one path to check, not three).
 */
function withoutInertGroups(glob: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) {
      i = skip;
      continue;
    }
    const group = groupStartingAt(glob, i);
    if (!group) continue;
    const { kind } = group;
    const q = quantifierAfter(glob, kind, group.end);
    const inert =
      (kind === '{' ? group.parts.length > 1 : kind === '@' || kind === '+') &&
      q !== '?' &&
      q !== '*' &&
      group.parts.every((p) => p !== '' && !/[/.\\[{(]/.test(p));
    if (!inert) continue;
    out += glob.slice(from, i) + group.parts[0];
    i = group.end + (q ? 1 : 0);
    from = i + 1;
  }
  return out + glob.slice(from);
}

/** How many groups a glob holds, nested ones too. */
function groupsIn(glob: string): number {
  let n = 0;
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) i = skip;
    else {
      const group = groupStartingAt(glob, i);
      // `{x}` is literal to picomatch; a range and a `(…)` group count.
      if (group && (group.kind !== '{' || group.parts.length > 1 || group.parts[0].includes('..'))) n++;
    }
  }
  return n;
}

/** The alternatives of a glob's groups (as `alternatives` reads each), or undefined past `limit`. */
function expand(glob: string, limit: number): string[] | undefined {
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) {
      i = skip;
      continue;
    }
    const group = groupStartingAt(glob, i);
    if (!group) continue;
    const q = quantifierAfter(glob, group.kind, group.end);
    const alts = alternatives(group.kind, group.parts, q);
    if (alts === 'literal') continue;
    if (alts.length > limit) return undefined;
    const rest = glob.slice(group.end + 1 + (q ? 1 : 0));
    const out: string[] = [];
    for (const alt of alts) {
      const more = expand(glob.slice(0, i) + alt + rest, limit - out.length);
      if (!more || out.length + more.length > limit) return undefined;
      out.push(...more);
    }
    return out;
  }
  return [glob];
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
  // The other kind of group: a separator inside it is not this group's.
  const [otherOpen, otherClose] = opener === '{' ? ['(', ')'] : ['{', '}'];
  let other = 0;
  const cuts: number[] = [];
  for (let j = open; j < glob.length; j++) {
    const d = glob[j];
    const skip = atomEnd(glob, j);
    if (skip !== undefined) j = skip;
    else if (d === opener) depth++;
    else if (d === closer && --depth === 0) {
      const parts: string[] = [];
      let from = open + 1;
      for (const k of [...cuts, j]) {
        parts.push(glob.slice(from, k));
        from = k + 1;
      }
      return { parts, end: j };
    } else if (d === otherOpen) other++;
    else if (d === otherClose && other > 0) other--;
    // picomatch reads a `|` in a brace as it reads a comma: {a|b} is (a|b).
    else if ((d === sep || d === '|') && depth === 1 && other === 0) cuts.push(j);
  }
  return undefined;
}

/**
 * The characters an expanded glob stands for where it leaves no choice: an escaped
 * character is itself, a class that can only be one character (`[.]`, `[..]`, `[.-.]`) is
 * that character; anything else is kept as written (a wildcard never turns into `/` or `..`
 * here).
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
      out += onlyMember(glob.slice(i + 1, end)) ?? glob.slice(i, end + 1);
      i = end;
    } else out += c;
  }
  return out;
}

/**
 * Does the glob start with a class that can be `/`, as `[/a]`, `[.-0]`, `[--0]`, `[!-0]` (a
 * range to picomatch) or a POSIX class (`[[:punct:]]`, `[[:ascii:]]`) make it? picomatch
 * itself is asked, as it reads the class, besides the ranges as written.
 */
function leadingClassTakesSlash(glob: string): boolean {
  if (glob[0] !== '[') return false;
  const end = classProblem(glob, 0);
  if (typeof end !== 'number') return false;
  const last = posixClassEnd(glob, 0) ?? end;
  const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no answer
  try {
    if (picomatch.makeRe(`${glob.slice(0, last + 1)}x`, { dot: true }).test('/x')) return true;
  } catch {
    // a class picomatch cannot read: the ranges decide
  }
  return (classRanges(glob.slice(1, end)) ?? []).some(([lo, hi]) => lo <= '/' && '/' <= hi);
}

/**
 * The index of the `]` that ends the class opened at `start`, as picomatch reads it:
 * `[[:alpha:][:punct:]]` is one class, ending past the POSIX classes' `]`. Undefined when unclosed.
 */
export function posixClassEnd(glob: string, start: number): number | undefined {
  const end = classProblem(glob, start);
  return typeof end === 'number' ? end : undefined;
}

/** The one character a class body can match (`.`, `\.`, `..`, `.-.`), or undefined. */
function onlyMember(body: string): string | undefined {
  const ranges = classRanges(body);
  if (!ranges?.length) return undefined;
  const [only] = ranges[0];
  return ranges.every(([lo, hi]) => lo === only && hi === only) ? only : undefined;
}

/**
 * A class body's members as ranges (a single character is lo = hi), escapes read; undefined
 * for a negated or a POSIX class, which these checks leave to picomatch.
 */
function classRanges(body: string): [string, string][] | undefined {
  if (body[0] === '!' || body[0] === '^' || body.startsWith('[:')) return undefined;
  const ranges: [string, string][] = [];
  for (let i = 0; i < body.length; i++) {
    let lo = body[i];
    if (lo === '\\' && i + 1 < body.length) lo = body[++i];
    let hi = lo;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      i += 2;
      hi = body[i] === '\\' && i + 1 < body.length ? body[++i] : body[i];
    }
    ranges.push([lo, hi]);
  }
  return ranges;
}

/**
 * The POSIX classes picomatch reads inside a class (`[[:alpha:]]`; any other name is text),
 * each with the first and last characters of its ranges as picomatch writes them (`alpha`:
 * `a-zA-Z`, so a range may end at `a` or start at `Z` there).
 */
const POSIX_ENDS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['alnum', ['a', '9']],
  ['alpha', ['a', 'Z']],
  ['ascii', ['\x00', '\x7f']],
  ['blank', [' ', '\t']],
  ['cntrl', ['\x00', '\x7f']],
  ['digit', ['0', '9']],
  ['graph', ['!', '~']],
  ['lower', ['a', 'z']],
  ['print', [' ', ' ']],
  ['punct', ['-', '~']],
  ['space', [' ', '\f']],
  ['upper', ['A', 'Z']],
  ['word', ['A', '_']],
  ['xdigit', ['A', '9']],
]);

/** Where a POSIX class (`[:alpha:]`) that starts at `i` inside a class ends (past its `]`), or undefined. */
function posixClassAt(glob: string, i: number): number | undefined {
  if (glob[i] !== '[' || glob[i + 1] !== ':') return undefined;
  // The longest name is 6 characters: looked for that far only (a glob of many `[:` stays linear).
  const end = glob.slice(i + 2, i + 10).indexOf(':]');
  return end > 0 && POSIX_ENDS.has(glob.slice(i + 2, i + 2 + end)) ? i + 2 + end + 2 : undefined;
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
  // Where `prev` is written (its `\` included): a range is quoted as it is written.
  let prevAt = i;
  while (i < glob.length) {
    const at = i;
    let cp = glob.codePointAt(i)!;
    if (cp === 0x5d && !first) return i; // `]`
    first = false;
    // A POSIX class inside the class (`[[:alpha:]z-a]`): one member, its `]` not the end.
    const posix = posixClassAt(glob, i);
    if (posix !== undefined) {
      // Its last character can start a range (`[[:punct:]-a]` is picomatch's `[…~-a]`).
      prev = POSIX_ENDS.get(glob.slice(i + 2, posix - 2))![1].codePointAt(0)!;
      prevAt = at;
      i = posix;
      continue;
    }
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
      // A range up to a POSIX class: picomatch puts the class's own ranges in its place
      // (`[a-[:alpha:]]` is `[a-a-zA-Z]`), so the range ends at their first character.
      const posixEnd = posixClassAt(glob, j);
      if (posixEnd !== undefined) {
        const first = POSIX_ENDS.get(glob.slice(j + 2, posixEnd - 2))![0];
        if (first.codePointAt(0)! < prev)
          return `reversed range \`[${glob.slice(prevAt, posixEnd)}]\` in character class (picomatch reads the class as starting at ${JSON.stringify(first)})`;
        i = posixEnd;
        prev = null;
        continue;
      }
      if (glob[j] === '\\' && j + 1 < glob.length) j++;
      const hi = glob.codePointAt(j)!;
      if (hi < prev) {
        return `reversed range \`[${glob.slice(prevAt, j + width(hi))}]\` in character class`;
      }
      i = j + width(hi);
      prev = null;
      continue;
    }
    prev = cp;
    prevAt = at;
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
  // No path holds a NUL: such a glob would match nothing, or match as if cut there.
  if (glob.includes('\0')) return `glob holds a NUL character (at position ${glob.indexOf('\0') + 1}); no path can`;
  if (glob.startsWith('/') || /^[A-Za-z]:[\\/]/.test(glob))
    return 'glob is absolute; globs are relative to the repository root';
  if (glob.split('/').includes('..')) return 'glob contains a `..` segment; globs may not leave the repository';
  // picomatch refuses a pattern over 65,536 characters by throwing; no path glob needs a tenth.
  if (glob.length > MAX_PATH_GLOB) return `glob is ${glob.length} characters long; the limit is ${MAX_PATH_GLOB}`;
  return (
    nestingProblem(glob) ?? globProblem(glob) ?? bangClassProblem(glob) ?? starProblem(glob) ?? unclosedParen(glob)
  );
}

/**
 * Groups (`{…}`, `(…)`) nested more than MAX_GROUP_DEPTH deep, outside escapes and classes:
 * picomatch compiles them in time quadratic in the glob (a keyring line of 64,000 characters of
 * `{…}`: 26 s, at every run), and no real glob nests so. Asked before picomatch is.
 */
export function nestingProblem(glob: string): string | null {
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) {
      i = skip;
      continue;
    }
    const c = glob[i];
    if (c === '{' || c === '(') {
      if (++depth > MAX_GROUP_DEPTH)
        return `groups nested more than ${MAX_GROUP_DEPTH} deep (at position ${i + 1}); no glob needs so many`;
    } else if ((c === '}' || c === ')') && depth > 0) depth--;
  }
  return null;
}

/**
 * `[!…]`, which git, bash and minimatch read as "any character but …": picomatch 4 reads it
 * as a `!` or one of the characters (`(?:\[!a\]|[!a])`), the opposite, so an exclude or a
 * profile's paths would cover the files it means to leave out, and a keyring line would trust
 * the ids it means to leave out. `[^…]` is the complement to picomatch too. For path and
 * keyring globs (memory scopes are the broker's to read, not matched here).
 */
export function bangClassProblem(glob: string): string | null {
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c !== '[') continue;
    if (glob[i + 1] === '!')
      return `\`[!\` at position ${i + 1}: picomatch reads \`[!…]\` as \`!\` or one of the characters, not as any character but them; write \`[^…]\``;
    // The class's own `]`, past any POSIX class in it (`[[:alpha:][!a]` is one class).
    const end = posixClassEnd(glob, i);
    if (end === undefined) return null; // syntaxProblem says what is wrong
    i = end;
  }
  return null;
}

/**
 * What a glob costs the regex engine to compile, roughly: its classes and alternatives (`[`,
 * `{`, `,`, `(`, `|` outside escapes) and its runs of stars. picomatch writes each `[a]` as
 * `(?:\[a\]|[a])`, and the engine's compile time grows with the alternatives in one regex: a
 * 4 KB glob of 1,300 `[a]` took ~55 ms, every run (16 s for a keyring of 200 such lines); a
 * star is a group with its dot guards (810 globstar segments: ~25 ms a glob).
 */
export function globWeight(glob: string): number {
  let n = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charCodeAt(i);
    if (c === 0x5c)
      i++; // `\`: the next character is itself
    else if (c === 0x5b || c === 0x7b || c === 0x2c || c === 0x28 || c === 0x7c) n++;
    // A run of stars: a group with its dot guards in the regex (`a/**/` 810 times, ~25 ms).
    else if (c === 0x2a && glob.charCodeAt(i - 1) !== 0x2a) n++;
  }
  return n;
}

/**
 * The most classes and alternatives (globWeight) the globs of one file (the keyring; the
 * config's include, exclude and profile paths) hold together: ~1 s of compiling at worst.
 * A glob per skill id, or thousands of `{a,b}-*`, are far below it.
 */
export const MAX_GLOB_WEIGHT = 20_000;

/** The longest path glob (config include, exclude, profile paths; the Action's `paths`). */
export const MAX_PATH_GLOB = 4096;

/** An unclosed `(` (outside escapes and classes): picomatch reads the rest as a group, and the glob matches nothing. */
function unclosedParen(glob: string): string | null {
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const skip = atomEnd(glob, i);
    if (skip !== undefined) i = skip;
    else if (glob[i] === '(') depth++;
    else if (glob[i] === ')' && depth > 0) depth--;
  }
  return depth > 0 ? 'glob has an unclosed `(`' : null;
}
