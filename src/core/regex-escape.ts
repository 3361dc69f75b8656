/**
 * Whether a regular expression (picomatch's, for a memory scope) matches some path that
 * starts at `/` or holds a `..` segment, decided on the expression itself: its automaton is
 * walked together with the automaton of such paths, breadth first, until a path both accept
 * is found or none is left. The lookaheads picomatch writes (`(?!\.)`, `(?=.)`,
 * `(?!(?:^|\/)\.)`, `(?!\.{1,2}(?:\/|$))`) are followed as obligations on what comes next,
 * so a wildcard's dot guard counts as it does when the expression runs. The path found is
 * checked with the expression itself before it is believed (escapingPath's caller).
 *
 * The search complements glob-check.ts's candidate search, which builds paths from the
 * glob's text and misses what picomatch reads otherwise than the text says (a quoted part,
 * a star alternative after a `/` alternative, a repeat that spells `/../`).
 */

/** A set of UTF-16 code units, as sorted disjoint ranges [lo, hi]. */
type CharSet = [number, number][];

type Node =
  | { t: 'set'; set: CharSet }
  | { t: 'cat'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; min: number; max: number; item: Node }
  | { t: 'bol' }
  | { t: 'eol' }
  | { t: 'look'; neg: boolean; item: Node };

class Unsupported extends Error {}
class TooLarge extends Error {}

const MAX_UNIT = 0xffff;
const LINE_ENDS: CharSet = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

function normalize(ranges: [number, number][]): CharSet {
  const sorted = ranges.filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
  const out: CharSet = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(set: CharSet): CharSet {
  const out: CharSet = [];
  let from = 0;
  for (const [lo, hi] of set) {
    if (lo > from) out.push([from, lo - 1]);
    from = hi + 1;
  }
  if (from <= MAX_UNIT) out.push([from, MAX_UNIT]);
  return out;
}

const DIGITS: CharSet = [[0x30, 0x39]];
const WORD: CharSet = normalize([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
const SPACE: CharSet = normalize([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);

/** A parser for the expressions picomatch writes (no flags, no backreferences, no lookbehind). */
function parse(source: string): Node {
  let i = 0;
  const peek = () => source[i];
  const escape = (inClass: boolean): CharSet => {
    const c = source[i++];
    if (c === undefined) throw new Unsupported('dangling escape');
    const hex = (n: number) => {
      const h = source.slice(i, i + n);
      if (!new RegExp(`^[0-9A-Fa-f]{${n}}$`).test(h)) throw new Unsupported('escape');
      i += n;
      const cp = parseInt(h, 16);
      return [[cp, cp]] as CharSet;
    };
    switch (c) {
      case 'x':
        return hex(2);
      case 'u':
        return hex(4);
      case 'd':
        return DIGITS;
      case 'D':
        return complement(DIGITS);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 't':
        return [[9, 9]];
      case 'n':
        return [[10, 10]];
      case 'r':
        return [[13, 13]];
      case 'f':
        return [[12, 12]];
      case 'v':
        return [[11, 11]];
      case '0':
        if (!/[0-9]/.test(source[i] ?? '')) return [[0, 0]];
        throw new Unsupported('octal');
      default:
        if (/[A-Za-z0-9]/.test(c) && !(inClass && c === 'b')) throw new Unsupported(`escape \\${c}`);
        if (inClass && c === 'b') return [[8, 8]];
        return [[c.charCodeAt(0), c.charCodeAt(0)]];
    }
  };
  const klass = (): CharSet => {
    // After the `[`.
    let neg = false;
    if (peek() === '^') {
      neg = true;
      i++;
    }
    const ranges: [number, number][] = [];
    const single = (): CharSet => {
      const c = source[i++];
      if (c === undefined) throw new Unsupported('unclosed class');
      if (c === '\\') return escape(true);
      return [[c.charCodeAt(0), c.charCodeAt(0)]];
    };
    while (peek() !== ']') {
      if (peek() === undefined) throw new Unsupported('unclosed class');
      const a = single();
      if (
        peek() === '-' &&
        source[i + 1] !== ']' &&
        source[i + 1] !== undefined &&
        a.length === 1 &&
        a[0]![0] === a[0]![1]
      ) {
        i++;
        const b = single();
        if (b.length !== 1 || b[0]![0] !== b[0]![1]) throw new Unsupported('class range to a class');
        if (b[0]![0] < a[0]![0]) throw new Unsupported('reversed range');
        ranges.push([a[0]![0], b[0]![0]]);
      } else ranges.push(...a);
    }
    i++; // `]`
    const set = normalize(ranges);
    return neg ? complement(set) : set;
  };
  const atom = (): Node | undefined => {
    const c = peek();
    if (c === undefined || c === '|' || c === ')') return undefined;
    i++;
    switch (c) {
      case '(': {
        let look: boolean | undefined;
        if (source.startsWith('?:', i)) i += 2;
        else if (source.startsWith('?=', i)) {
          i += 2;
          look = false;
        } else if (source.startsWith('?!', i)) {
          i += 2;
          look = true;
        } else if (peek() === '?') throw new Unsupported('group kind');
        const inner = alternation();
        if (peek() !== ')') throw new Unsupported('unclosed group');
        i++;
        return look === undefined ? inner : { t: 'look', neg: look, item: inner };
      }
      case '[':
        return { t: 'set', set: klass() };
      case '.':
        return { t: 'set', set: complement(LINE_ENDS) };
      case '^':
        return { t: 'bol' };
      case '$':
        return { t: 'eol' };
      case '\\':
        if (source[i] === 'b' || source[i] === 'B' || /[1-9]/.test(source[i] ?? '')) throw new Unsupported('assertion');
        return { t: 'set', set: escape(false) };
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      default:
        return { t: 'set', set: [[c.charCodeAt(0), c.charCodeAt(0)]] };
    }
  };
  const quantified = (): Node | undefined => {
    let node = atom();
    if (!node) return undefined;
    for (;;) {
      const c = peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
        if (!m) break; // a literal `{`, as JavaScript reads it without the u flag
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        if (min > 64 || (max !== Infinity && max > 64)) throw new Unsupported('large count');
        i += m[0].length - 1;
      } else break;
      i++;
      if (peek() === '?') i++; // lazy: the same language
      if (node.t === 'bol' || node.t === 'eol' || node.t === 'look') throw new Unsupported('repeated assertion');
      node = { t: 'rep', min, max, item: node };
    }
    return node;
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    for (let n = quantified(); n; n = quantified()) items.push(n);
    return { t: 'cat', items };
  };
  const alternation = (): Node => {
    const items = [sequence()];
    while (peek() === '|') {
      i++;
      items.push(sequence());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  };
  const root = alternation();
  if (i !== source.length) throw new Unsupported('trailing text');
  return root;
}

type Edge =
  | { t: 'eps'; to: number }
  | { t: 'set'; set: CharSet; to: number }
  | { t: 'bol'; to: number }
  | { t: 'eol'; to: number }
  | { t: 'look'; neg: boolean; sub: number; to: number };

interface Nfa {
  edges: Edge[][];
  start: number;
  accept: number;
}

/** Thompson's construction; lookahead bodies become automata of their own (`subs`). */
function build(root: Node, subs: Nfa[], nested: boolean): Nfa {
  const edges: Edge[][] = [];
  const node = () => edges.push([]) - 1;
  const emit = (n: Node, from: number): number => {
    switch (n.t) {
      case 'set': {
        const to = node();
        edges[from]!.push({ t: 'set', set: n.set, to });
        return to;
      }
      case 'bol':
      case 'eol': {
        const to = node();
        edges[from]!.push({ t: n.t, to });
        return to;
      }
      case 'look': {
        if (nested) throw new Unsupported('nested lookahead');
        subs.push(build(n.item, subs, true));
        const to = node();
        edges[from]!.push({ t: 'look', neg: n.neg, sub: subs.length - 1, to });
        return to;
      }
      case 'cat': {
        let at = from;
        for (const item of n.items) at = emit(item, at);
        return at;
      }
      case 'alt': {
        const to = node();
        for (const item of n.items) {
          const s = node();
          edges[from]!.push({ t: 'eps', to: s });
          edges[emit(item, s)]!.push({ t: 'eps', to });
        }
        return to;
      }
      case 'rep': {
        let at = from;
        for (let k = 0; k < n.min; k++) at = emit(n.item, at);
        if (n.max === Infinity) {
          const loop = node();
          edges[at]!.push({ t: 'eps', to: loop });
          const s = node();
          edges[loop]!.push({ t: 'eps', to: s });
          edges[emit(n.item, s)]!.push({ t: 'eps', to: loop });
          return loop;
        }
        const to = node();
        edges[at]!.push({ t: 'eps', to });
        for (let k = n.min; k < n.max; k++) {
          at = emit(n.item, at);
          edges[at]!.push({ t: 'eps', to });
        }
        return to;
      }
    }
  };
  const start = node();
  const accept = emit(root, start);
  if (edges.length > 20_000) throw new TooLarge();
  return { edges, start, accept };
}

const inSet = (set: CharSet, c: number) => {
  for (const [lo, hi] of set) {
    if (c < lo) return false;
    if (c <= hi) return true;
  }
  return false;
};

/** One representative code unit for each run of code units every set of the automata treats alike. */
function alphabet(nfas: Nfa[]): number[] {
  const cuts = new Set<number>([0, 0x2e, 0x2f, 0x30, 0x61, 0x62]);
  for (const nfa of nfas)
    for (const list of nfa.edges)
      for (const e of list)
        if (e.t === 'set')
          for (const [lo, hi] of e.set) {
            cuts.add(lo);
            if (hi < MAX_UNIT) cuts.add(hi + 1);
          }
  const sorted = [...cuts].sort((a, b) => a - b);
  // A printable member when the run has one (the path is shown in a message).
  return sorted.map((lo, k) => {
    const hi = (sorted[k + 1] ?? MAX_UNIT + 1) - 1;
    for (let c = Math.max(lo, 0x21); c <= Math.min(hi, 0x7e); c++) return c;
    return lo;
  });
}

const EOF = -1;
// The paths that escape, as an automaton: at a segment's start, after one dot, after two,
// inside a segment, escaped (a leading `/`, or `..` then `/`; `..` at the end counts too).
const START = 0;
const SEG = 1;
const DOT1 = 2;
const DOT2 = 3;
const MID = 4;
const ESC = 5;
function escStep(s: number, c: number, absolute: boolean): number {
  if (s === ESC) return ESC;
  if (c === 0x2f) return (s === START && absolute) || s === DOT2 ? ESC : SEG;
  if (c === 0x2e) return s === START || s === SEG ? DOT1 : s === DOT1 ? DOT2 : MID;
  return MID;
}

export type EscapeAnswer = { path: string } | 'none' | 'unknown' | 'large' | 'budget';

/** What the search may spend (states visited times the alphabet), shared by a file's scopes. */
export interface Budget {
  left: number;
}

/** An expression read into automata: the main one and one per lookahead. */
export interface Machine {
  main: Nfa;
  subs: Nfa[];
}

/**
 * `source` (a regular expression, anchored by itself as picomatch's are) as automata;
 * 'unknown' for an expression this reader does not take, 'large' for one too large to walk.
 */
export function readExpression(source: string, flags: string): Machine | 'unknown' | 'large' {
  if (flags.replace(/[gdy]/g, '') !== '') return 'unknown';
  const subs: Nfa[] = [];
  try {
    return { main: build(parse(source), subs, false), subs };
  } catch (e) {
    if (e instanceof TooLarge) return 'large';
    if (e instanceof Unsupported) return 'unknown';
    throw e;
  }
}

/** Where the main automaton is, with the lookaheads it still owes (searched or matched). */
interface Place {
  at: number;
  obl: Obligation[];
}

/**
 * Obligations: a lookahead's automaton, as the set of its states reached so far; a list of
 * them is kept sorted and without repeats (a lookahead in a loop adds the same one again).
 */
type Obligation = { sub: number; neg: boolean; states: number[]; key: string };

/** The moves of a machine that read nothing, each step charged to `budget` (OutOfBudget past it). */
function stepper(m: Machine, budget: Budget) {
  const { main, subs } = m;
  const spend = (n: number) => {
    budget.left -= n;
    if (budget.left < 0) throw new OutOfBudget();
  };
  const obligation = (sub: number, neg: boolean, states: number[]): Obligation => ({
    sub,
    neg,
    states,
    key: `${sub}${neg ? '!' : '='}${states.join('.')}`,
  });
  const merged = (list: Obligation[]): Obligation[] => {
    const byKey = new Map<string, Obligation>();
    for (const o of list) byKey.set(o.key, o);
    if (byKey.size > MAX_OBLIGATIONS) throw new Unsupported('too many lookaheads at once');
    return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };
  const keyOf = (list: Obligation[]) => list.map((o) => o.key).join(';');

  /** The states of `nfa` reached from `from` by moves that read nothing, at a place that is (or not) the start and before `next`. */
  const subClosure = (nfa: Nfa, from: number[], atStart: boolean, next: number): Set<number> => {
    const seen = new Set(from);
    const stack = [...from];
    while (stack.length) {
      const s = stack.pop()!;
      spend(1 + nfa.edges[s]!.length);
      for (const e of nfa.edges[s]!) {
        const ok = e.t === 'eps' || (e.t === 'bol' && atStart) || (e.t === 'eol' && next === EOF);
        if (ok && !seen.has(e.to)) {
          seen.add(e.to);
          stack.push(e.to);
        }
      }
    }
    return seen;
  };
  /** The obligations after the place before `next`: undefined when one fails. */
  const settle = (list: Obligation[], atStart: boolean, next: number): Obligation[] | undefined => {
    const out: Obligation[] = [];
    for (const o of list) {
      const nfa = subs[o.sub]!;
      const closed = subClosure(nfa, o.states, atStart, next);
      if (closed.has(nfa.accept)) {
        if (o.neg) return undefined;
        continue; // a positive lookahead holds
      }
      const moved = new Set<number>();
      if (next !== EOF)
        for (const s of closed)
          for (const e of nfa.edges[s]!) {
            spend(1);
            if (e.t === 'set' && inSet(e.set, next)) moved.add(e.to);
          }
      if (moved.size === 0) {
        if (!o.neg) return undefined;
        continue; // a negative lookahead can no longer match
      }
      out.push(
        obligation(
          o.sub,
          o.neg,
          [...moved].sort((a, b) => a - b),
        ),
      );
    }
    return merged(out);
  };
  /** The main automaton's places reached from `st` reading nothing, each with the lookaheads met on the way. */
  const closure = (st: Place, atStart: boolean, atEnd: boolean): [number, Obligation[]][] => {
    const out: [number, Obligation[]][] = [[st.at, st.obl]];
    const met = new Set<string>([`${st.at}|${keyOf(st.obl)}`]);
    for (let k = 0; k < out.length; k++) {
      const [s, obl] = out[k]!;
      spend(1 + main.edges[s]!.length);
      for (const e of main.edges[s]!) {
        if (e.t === 'set' || (e.t === 'bol' && !atStart) || (e.t === 'eol' && !atEnd)) continue;
        const o = e.t === 'look' ? merged([...obl, obligation(e.sub, e.neg, [subs[e.sub]!.start])]) : obl;
        const k2 = `${e.to}|${keyOf(o)}`;
        if (met.has(k2)) continue;
        met.add(k2);
        out.push([e.to, o]);
      }
    }
    return out;
  };
  /** Whether the place, at the end of the text, accepts with every lookahead settled. */
  const acceptsAtEnd = (st: Place, atStart: boolean) => {
    for (const [s, obl] of closure(st, atStart, true))
      if (s === main.accept && settle(obl, atStart, EOF)?.length === 0) return true;
    return false;
  };
  return { spend, closure, settle, keyOf, acceptsAtEnd };
}

/**
 * Whether the expression matches `text`, as JavaScript's engine answers, in time linear in the
 * text (each place is kept once per character; the engine's backtracking can take exponential
 * time on a glob of many stars: 7 of them and 64 characters took 52 s). 'budget' when the
 * budget ran out, 'unknown' where the search would say so.
 */
export function machineMatches(m: Machine, text: string, budget: Budget): boolean | 'budget' | 'unknown' {
  const { spend, closure, settle, keyOf, acceptsAtEnd } = stepper(m, budget);
  try {
    let places: Place[] = [{ at: m.main.start, obl: [] }];
    for (let k = 0; k < text.length; k++) {
      const atStart = k === 0;
      const c = text.charCodeAt(k);
      const next: Place[] = [];
      const seen = new Set<string>();
      const settled = new Map<string, Obligation[] | undefined>();
      for (const st of places)
        for (const [s, obl] of closure(st, atStart, false))
          for (const e of m.main.edges[s]!) {
            spend(1);
            if (e.t !== 'set' || !inSet(e.set, c)) continue;
            const ok = keyOf(obl);
            let after = settled.get(ok);
            if (!settled.has(ok)) settled.set(ok, (after = settle(obl, atStart, c)));
            if (!after) continue;
            const key = `${e.to}|${keyOf(after)}`;
            if (seen.has(key)) continue;
            seen.add(key);
            next.push({ at: e.to, obl: after });
          }
      if (!next.length) return false;
      places = next;
    }
    return places.some((st) => acceptsAtEnd(st, text.length === 0));
  } catch (e) {
    if (e instanceof OutOfBudget) return 'budget';
    if (e instanceof Unsupported) return 'unknown';
    throw e;
  }
}

/**
 * A path that `source` (a regular expression, anchored by itself as picomatch's are) matches
 * and that starts at `/` (unless `absolute` is false) or holds a `..` segment; 'none' when there is none; 'unknown' for an
 * expression this reader does not take, 'large' for one too large to walk; 'budget' when the search ran out.
 */
export function escapingPath(
  source: string | Machine,
  flags: string,
  budget: Budget,
  opts: { absolute: boolean } = { absolute: true },
): EscapeAnswer {
  const m = typeof source === 'string' ? readExpression(source, flags) : source;
  if (m === 'unknown' || m === 'large') return m;
  const { main } = m;
  const symbols = alphabet([main, ...m.subs]);
  // Every step of the search is charged (closures, edges, obligations), so the budget bounds
  // the time: an alternation of 500 characters under a repeat has 1,000 symbols and 500 edges.
  const { spend, closure, settle, keyOf, acceptsAtEnd } = stepper(m, budget);
  // The symbols each character-set edge takes (a set of one character takes one).
  const takes = new Map<CharSet, number[]>();
  const symbolsOf = (set: CharSet): number[] => {
    let got = takes.get(set);
    if (!got) {
      spend(symbols.length);
      got = symbols.filter((c) => inSet(set, c));
      takes.set(set, got);
    }
    return got;
  };

  interface State extends Place {
    esc: number;
    parent?: State;
    via?: number;
  }
  const pathOf = (s: State) => {
    const units: number[] = [];
    for (let x: State | undefined = s; x?.parent; x = x.parent) units.push(x.via!);
    return String.fromCharCode(...units.reverse());
  };

  const seen = new Set<string>([`${main.start}|${START}|`]);
  let frontier: State[] = [{ at: main.start, esc: START, obl: [] }];
  let atStart = true;
  try {
    while (frontier.length) {
      const next: State[] = [];
      for (const st of frontier) {
        // The end of the path here: accepted, with every lookahead settled, and escaped.
        if ((st.esc === ESC || st.esc === DOT2) && acceptsAtEnd(st, atStart)) return { path: pathOf(st) };
        // Each character read here: what each edge of the closure takes.
        const settled = new Map<string, Obligation[] | undefined>();
        for (const [s, obl] of closure(st, atStart, false)) {
          for (const e of main.edges[s]!) {
            if (e.t !== 'set') continue;
            for (const c of symbolsOf(e.set)) {
              spend(1);
              const sk = `${keyOf(obl)}#${c}`;
              let after = settled.get(sk);
              if (!settled.has(sk)) settled.set(sk, (after = settle(obl, atStart, c)));
              if (!after) continue;
              const esc = escStep(st.esc, c, opts.absolute);
              const k = `${e.to}|${esc}|${keyOf(after)}`;
              if (seen.has(k)) continue;
              seen.add(k);
              next.push({ at: e.to, esc, obl: after, parent: st, via: c });
            }
          }
        }
      }
      atStart = false;
      frontier = next;
    }
  } catch (e) {
    if (e instanceof OutOfBudget) return 'budget';
    if (e instanceof Unsupported) return 'unknown';
    throw e;
  }
  return 'none';
}

class OutOfBudget extends Error {}

/** Lookaheads pending at one place: picomatch writes one or two; more is no glob's. */
const MAX_OBLIGATIONS = 16;
