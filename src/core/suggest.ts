/** "Did you mean" for unknown keys and tools: case-insensitive match first, then edit distance. */

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions). With
 * `max`, any distance above it may be returned as `max + 1` as soon as a whole row of the
 * table exceeds it: a search over thousands of candidates stops most of them early.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 8) return Math.abs(m - n);
  // Three rows of the table (this one, the one above, the one above that).
  let prev2 = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, prev2[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // Every later row's values are at least this row's minimum, less one for a transposition
    // that reaches two rows back: past max + 1 it cannot come back.
    if (rowMin > max + 1) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n];
}

export function suggest(input: string, candidates: readonly string[]): string | undefined {
  if (input.length > 200) return undefined;
  const lower = input.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower);
  if (ci) return ci;
  let best: string | undefined;
  let bestD = Infinity;
  // One edit per three characters, at least one: `x` must not suggest `id` (two edits away).
  const limit = Math.max(1, Math.floor(input.length / 3));
  for (const c of candidates) {
    const dist = editDistance(lower, c.toLowerCase(), Math.min(bestD, limit + 1));
    if (dist < bestD) {
      bestD = dist;
      best = c;
    }
  }
  if (bestD <= limit) return best;
  return partOf(lower, candidates);
}

/**
 * The one candidate that `input` (lower case) begins or ends at a `_` or `-` boundary:
 * `min_broker` → `min_broker_version`, `effort` → `effort_minutes`, `memory_scopes` →
 * `allowed_memory_scopes`. None when several do (`allowed` is the start of two keys) or the
 * input is under four characters.
 */
function partOf(input: string, candidates: readonly string[]): string | undefined {
  if (input.length < 4) return undefined;
  let found: string | undefined;
  for (const c of candidates) {
    const l = c.toLowerCase();
    if (l.length <= input.length) continue;
    const head = l.startsWith(input) && '_-'.includes(l[input.length]!);
    const tail = l.endsWith(input) && '_-'.includes(l[l.length - input.length - 1]!);
    if (!head && !tail) continue;
    if (found !== undefined) return undefined;
    found = c;
  }
  return found;
}

/** `; did you mean "x"?` for the nearest candidate, or ''; `noteOdd` false: its caller names look-alikes itself. */
export function didYouMean(input: string, candidates: readonly string[], noteOdd = true): string {
  const s = suggest(input, candidates);
  return s ? meanText(s, noteOdd ? input : undefined) : '';
}

/**
 * The text didYouMean adds for a suggestion `s` of `input`. A look-alike (`revіewer` with a
 * Cyrillic і, for `reviewer`) prints as the name it is not: its odd characters are named.
 */
export function meanText(s: string, input?: string): string {
  const odd = input === undefined ? '' : oddCharacters(input);
  return `; did you mean "${s}"?${odd && !oddCharacters(s) ? ` (the name written holds ${odd})` : ''}`;
}

/**
 * The first (up to four) characters of `s` outside printable ASCII, as code points
 * (`U+0430, U+2010`); '' when there are none. Names that must be ASCII (ids, tools, keys) and
 * hold one of these look like a name they are not.
 */
export function oddCharacters(s: string): string {
  const odd: string[] = [];
  for (let i = 0; i < s.length && odd.length < 4; i++) {
    const u = s.charCodeAt(i);
    if (u >= 0x20 && u <= 0x7e) continue;
    const c = s.codePointAt(i)!;
    // (A pair is one character; a lone surrogate is named as itself.)
    if (c > 0xffff) i++;
    const cp = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    if (!odd.includes(cp)) odd.push(cp);
  }
  return odd.join(', ');
}

/** ` (it holds U+0430)` for a name with odd characters (oddCharacters), else ''. */
export function holdsOdd(s: string): string {
  const odd = oddCharacters(s);
  return odd ? ` (it holds ${odd})` : '';
}

/**
 * What did-you-means may still cost, in edit-distance table cells (plus a fixed cost per
 * candidate): hostile input can ask for one per item of a 1 MiB list, against every tool of a
 * big config. Past it, messages simply carry no suggestion; the order of asking decides
 * which do, so the result stays deterministic.
 */
export interface SuggestBudget {
  left: number;
  /** A budget this one also draws from (the run's, for one file's: fileHints). */
  run?: SuggestBudget;
}

/** didYouMean, charged to `budget` (and the budget it draws from): '' when the search would cost more than is left. */
export function didYouMeanWithin(
  input: string,
  candidates: readonly string[],
  budget: SuggestBudget,
  noteOdd = true,
): string {
  const cost = suggestCost(input, candidates.length);
  if (cost > budget.left || (budget.run && cost > budget.run.left)) return '';
  budget.left -= cost;
  if (budget.run) budget.run.left -= cost;
  return didYouMean(input, candidates, noteOdd);
}

/**
 * What the did-you-means of every file's own checks may cost together, in one thread's run
 * (~1 s): a file's budget bounds that file, but a tree of hostile files paid it once a file
 * (1,000 skills each naming a near miss of 320 registered 66-character tools: 15.6 s). A
 * typo in each of 10,000 ordinary skills costs a tenth of it.
 */
const RUN_HINT_BUDGET = 200_000_000;
const runHints: SuggestBudget = { left: RUN_HINT_BUDGET };

/** A budget of `perFile` for one file's did-you-means, drawn from the run's as well. */
export function fileHints(perFile: number): SuggestBudget {
  return { left: perFile, run: runHints };
}

/**
 * What one candidate costs beyond its table, in table cells: lower-casing it and three
 * small arrays (~2 µs, where a cell is a few ns).
 */
const SUGGEST_FIXED = 500;

/** An upper estimate of what suggest() costs: a table per candidate and a fixed cost each. */
export function suggestCost(input: string, candidates: number): number {
  return candidates * (SUGGEST_FIXED + (Math.min(input.length, 200) + 1) ** 2);
}
