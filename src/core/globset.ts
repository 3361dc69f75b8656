/**
 * Many globs matched as picomatch matches each, at the cost of a few native regex tests.
 *
 * picomatch's matcher for a list tries one matcher per glob, each allocating a result: a
 * config of K globs over N files is K × N calls (2,500 permission profiles × 2,500 files
 * took 19 s; a keyring line per skill, 54 s). Here every glob is first an exact match (as
 * picomatch checks `input === glob` before its regex), a glob that can only match itself
 * needs nothing more, and the others' regexes are joined in chunks. A chunk that matches
 * is then searched glob by glob, so `first` still names the first glob in order.
 */
import { picomatchLibrary, type Picomatch } from './libraries.js';

export interface GlobSet {
  /** Index of the first glob, in the order given, that matches `s`; -1 when none does. */
  first(s: string): number;
  test(s: string): boolean;
}

/** Letters, digits, `_`, `-` in segments joined by `/` or `.`: picomatch reads it literally. */
const PLAIN = /^[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/;
/** Globs per joined regex: a lookup is a few native matches, and each compiles quickly. */
const CHUNK = 256;

interface Chunk {
  /** Indexes of the globs it joins, ascending. */
  at: number[];
  regexes: RegExp[];
  joined: RegExp;
}

/**
 * The characters a glob spells literally before its first special one, less trailing `/`s
 * (`team/p1` of `team/p1/**`, which also matches `team/p1`; `team-` of `team-*`): a string
 * it matches starts with them. None when the glob holds a `|` (picomatch reads a `|`
 * outside a group as an alternative of the whole glob). Only letters, digits, `_`, `-` and
 * `/`: with a range such as `{1..3}` later in the glob, picomatch leaves the dots of
 * `a.b/{1..3}` unescaped, so they match any character; a leading `./` is dropped.
 */
const LITERAL_HEAD = /^[A-Za-z0-9_/-]*/;
function literalPrefix(glob: string): string {
  if (glob.includes('|')) return '';
  return LITERAL_HEAD.exec(glob)![0].replace(/\/+$/, '');
}

/** Globs with one literal prefix, their regexes joined in chunks of CHUNK. */
class Bucket {
  private readonly chunks: Chunk[] = [];
  private at: number[] = [];
  private regexes: RegExp[] = [];

  add(i: number, re: RegExp): void {
    // Back-references would point at other globs' groups once joined, and two groups of one
    // name (picomatch passes `(?<n>...)` through) cannot be in one regex; flags must agree.
    const alone = /\\(?:[1-9]|k<)|\(\?<[^=!]/.test(re.source);
    if (alone || (this.regexes.length > 0 && re.flags !== this.regexes[0]!.flags)) this.flush();
    this.at.push(i);
    this.regexes.push(re);
    if (alone || this.at.length >= CHUNK) this.flush();
  }

  flush(): void {
    const { at, regexes } = this;
    if (at.length === 0) return;
    let joined: RegExp | undefined = regexes.length === 1 ? regexes[0] : undefined;
    try {
      // The outer `^`: each source starts with its own, but the engine would still try every start position.
      joined ??= new RegExp(`^(?:${regexes.map((r) => `(?:${r.source})`).join('|')})`, regexes[0]!.flags);
      // The engine compiles it at its first test, and may refuse it as too large only then.
      joined.test('');
    } catch {
      // Whatever else cannot be joined: each glob is its own chunk, as picomatch tests it.
      for (let j = 0; j < at.length; j++)
        this.chunks.push({ at: [at[j]!], regexes: [regexes[j]!], joined: regexes[j]! });
      this.at = [];
      this.regexes = [];
      return;
    }
    this.chunks.push({ at, regexes, joined });
    this.at = [];
    this.regexes = [];
  }

  /** The first of its globs before `best` that matches `s`, else `best`. */
  first(s: string, best: number): number {
    for (const c of this.chunks) {
      if (c.at[0]! > best) break;
      if (!c.joined.test(s)) continue;
      for (let j = 0; j < c.at.length && c.at[j]! < best; j++) {
        if (c.regexes[j]!.test(s)) return c.at[j]!;
      }
    }
    return best;
  }
}

export type GlobSetOptions = Pick<Picomatch.PicomatchOptions, 'dot' | 'flags' | 'strictBrackets'>;

/**
 * A segment of a glob the scan matches: literals (letters, digits, `_`, `-`, `.`), `?`, runs
 * of `*` (`**` inside a segment is a `*`) and classes of letters, digits and `_` holding a
 * range (`[a-z0-9]`: picomatch passes such a class to its regex as it is; one without a range
 * also matches its own text), not `.` or `..`.
 * picomatch's regexes for such globs (`[^/]*?` per star) backtrack polynomially, or worse, on
 * a long string: `*-*-*-z` against a 10,000 character skill id took minutes,
 * `team-[a-z]*-*-*-prod` against an 8,000 character one 10 s, and `**a**a**a…b/SKILL.md` in
 * a config against a folder named `aaaa…` grows exponentially with the stars.
 */
const WILD_SEGMENT = /^(?:[A-Za-z0-9_.?-]|\*|\[(?:[A-Za-z0-9_](?:-[A-Za-z0-9_])?)+\])+$/;
/** A class WILD_SEGMENT takes, for its ranges' order (a reversed one is picomatch's to refuse). */
const CLASS = /\[([^\]]*)\]/g;
function rangesInOrder(seg: string): boolean {
  for (const m of seg.matchAll(CLASS)) {
    const body = m[1]!;
    // A class without a range is also its own text to picomatch (`[ab]` is `(?:\[ab\]|[ab])`):
    // left to its regex.
    if (!body.includes('-')) return false;
    for (let k = 0; k < body.length; k++)
      if (body[k + 1] === '-' && k + 2 < body.length) {
        if (body.charCodeAt(k) > body.charCodeAt(k + 2)) return false;
        k += 2;
      }
  }
  return true;
}

/**
 * The segments of a glob the scan matches, each a whole-segment globstar `**` or a
 * WILD_SEGMENT with its star runs made one star; undefined for any other glob (braces,
 * classes, extglobs, escapes, a leading `!` or `./`, an empty segment, `***`).
 */
function wildSegments(glob: string): string[] | undefined {
  if (fastPath(glob)) return undefined;
  const segs = glob.split('/');
  for (let k = 0; k < segs.length; k++) {
    const g = segs[k]!;
    if (g === '**') continue;
    // A run of three stars or more makes picomatch read a later `.` as any character.
    if (g === '.' || g === '..' || !WILD_SEGMENT.test(g) || g.includes('***') || !rangesInOrder(g)) return undefined;
    segs[k] = g.replace(/\*\*/g, '*');
  }
  return segs;
}

/**
 * Globs picomatch compiles by a shortcut of its own (`*.*` then wants a character after the
 * dot): left to its regexes, which for these few stars are quick.
 */
const FAST_PATHS = new Set(['*', '.*', '*.*', '*/*', '**', '**/*', '**/*.*', '**/.*']);
function fastPath(glob: string): boolean {
  return (glob[0] === '.' || glob[0] === '*') && shortcut(glob);
}
/** picomatch's shortcuts: one of FAST_PATHS, or one of them followed by `.ext`s. */
function shortcut(glob: string): boolean {
  for (let g = glob; ;) {
    if (FAST_PATHS.has(g)) return true;
    // picomatch's /^(.*?)\.(\w+)$/: the text before the last `.`, when word characters follow it.
    const dot = g.lastIndexOf('.');
    if (dot < 0 || !/^\w+$/.test(g.slice(dot + 1))) return false;
    g = g.slice(0, dot);
  }
}

/**
 * The segments of a string the scan takes, or undefined for one it leaves to the regexes:
 * empty, an empty segment (a leading, trailing or doubled `/`), a `.` or `..` segment, or
 * a line terminator without the `s` flag (picomatch's `(?=.)` refuses one there).
 */
function scannable(s: string, dotAll: boolean): string[] | undefined {
  if (s === '' || (!dotAll && LINE_END.test(s))) return undefined;
  const segs = s.split('/');
  for (const x of segs) if (x === '' || x === '.' || x === '..') return undefined;
  return segs;
}
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * `segs` (wildSegments) against `parts` (scannable), as picomatch matches the glob: a
 * globstar takes any number of whole segments (none starting with `.` unless `dot`), a
 * segment pattern one segment (a leading `*` or `?` never takes a leading `.` unless `dot`).
 * A table over (glob segment, string segment): O(segments² × segment length²) at worst.
 */
export function segmentsMatch(segs: readonly string[], parts: readonly string[], dot: boolean): boolean {
  const n = parts.length;
  // picomatch's quirk: trailing globstars take no segment (`a/**` matches `a`) unless the
  // segment before them ends with a star (`*/**` does not match `a`).
  let last = segs.length - 1;
  while (last >= 0 && segs[last] === '**') last--;
  const tailTakesOne = last >= 0 && last < segs.length - 1 && segs[last]!.endsWith('*');
  // next[i]: the glob's segments after this one match parts[i..].
  let next = new Uint8Array(n + 1);
  next[n] = 1;
  for (let g = segs.length - 1; g >= 0; g--) {
    const cur = new Uint8Array(n + 1);
    const seg = segs[g]!;
    if (seg === '**') {
      cur[n] = next[n]!;
      for (let i = n - 1; i >= 0; i--)
        cur[i] = next[i] || (cur[i + 1] && (dot || parts[i]!.charCodeAt(0) !== 0x2e)) ? 1 : 0;
    } else {
      const end = g === last && tailTakesOne ? n - 1 : n;
      for (let i = end - 1; i >= 0; i--) {
        const part = parts[i]!;
        cur[i] =
          next[i + 1] && (dot || part.charCodeAt(0) !== 0x2e || seg.charCodeAt(0) === 0x2e) && wildMatch(seg, part)
            ? 1
            : 0;
      }
    }
    next = cur;
  }
  return next[0] === 1;
}

/**
 * One segment pattern (letters, digits, `_`, `-`, `.`, `?`, single `*`s, classes as
 * WILD_SEGMENT takes them, each with a range) against one segment, as picomatch matches it: `?` is one UTF-16
 * unit, a class one of its characters, `*` any run of units. The pieces between stars are
 * matched left to right, each at its leftmost place after the one before (the first at the
 * start, the last at the end): a piece of literals is found by indexOf, which skips through
 * a long segment, so `*aaa…x*` against 400,000 `a`s is no longer the classic scan's
 * |glob| × |s| (16,000 × 400,000: 24 s). A piece with `?` or a class is tried place by place.
 */
export function wildMatch(glob: string, s: string): boolean {
  const first = glob.indexOf('*');
  if (first < 0) return unitsOf(glob, 0, glob.length) === s.length && pieceAt(glob, 0, glob.length, s, 0) >= 0;
  // The head, before the first star, at the start.
  let at = pieceAt(glob, 0, first, s, 0);
  if (at < 0) return false;
  const last = glob.lastIndexOf('*');
  // The tail, after the last star, at the end (its length in units: a class is one).
  const tailUnits = unitsOf(glob, last + 1, glob.length);
  const tailFrom = s.length - tailUnits;
  if (tailFrom < at || pieceAt(glob, last + 1, glob.length, s, tailFrom) < 0) return false;
  // The middle pieces, each at its leftmost place, before the tail.
  for (let g = first + 1; g < last;) {
    const e = glob.indexOf('*', g);
    if (e === g) {
      g++;
      continue;
    }
    const from = g;
    g = e;
    const units = unitsOf(glob, from, e);
    const found = findPiece(glob, from, e, s, at, tailFrom - units);
    if (found < 0) return false;
    at = found + units;
  }
  return true;
}

/** How many units of s the star-free piece glob[from..to) matches. */
function unitsOf(glob: string, from: number, to: number): number {
  let n = 0;
  for (let g = from; g < to; g++, n++) if (glob.charCodeAt(g) === 0x5b) g = glob.indexOf(']', g);
  return n;
}

/** The star-free piece glob[from..to) at s[at..]: where it ends in s, else -1. */
function pieceAt(glob: string, from: number, to: number, s: string, at: number): number {
  let i = at;
  for (let g = from; g < to; g++, i++) {
    if (i >= s.length) return -1;
    const c = glob.charCodeAt(g);
    if (c === 0x5b) {
      const end = glob.indexOf(']', g);
      if (!inClass(glob, g + 1, end, s.charCodeAt(i))) return -1;
      g = end;
    } else if (c !== 0x3f && c !== s.charCodeAt(i)) return -1;
  }
  return i;
}

/** The leftmost place in s[at..latest] where the piece glob[from..to) matches, else -1. */
function findPiece(glob: string, from: number, to: number, s: string, at: number, latest: number): number {
  if (latest < at) return -1;
  let literal = true;
  for (let g = from; g < to && literal; g++) literal = glob.charCodeAt(g) !== 0x5b && glob.charCodeAt(g) !== 0x3f;
  if (literal) {
    const found = s.indexOf(glob.slice(from, to), at);
    return found >= 0 && found <= latest ? found : -1;
  }
  for (let p = at; p <= latest; p++) if (pieceAt(glob, from, to, s, p) >= 0) return p;
  return -1;
}

/** Whether `c` is in the class whose members (`a`, `a-z`) are glob[from..end). */
function inClass(glob: string, from: number, end: number, c: number): boolean {
  for (let k = from; k < end; k++) {
    const lo = glob.charCodeAt(k);
    let hi = lo;
    if (glob.charCodeAt(k + 1) === 0x2d && k + 2 < end) {
      hi = glob.charCodeAt(k + 2);
      k += 2;
    }
    if (c >= lo && c <= hi) return true;
  }
  return false;
}

/** True when globSet matches `glob` without a regex for the strings it scans (case-sensitive sets). */
export function scanTakes(glob: string): boolean {
  return PLAIN.test(glob) || wildSegments(glob) !== undefined;
}

/** Throws as picomatch does for a glob it cannot read (strictBrackets, an empty glob). */
export function globSet(globs: readonly string[], options: GlobSetOptions = {}): GlobSet {
  const caseless = options.flags?.includes('i') ?? false;
  const dotAll = options.flags?.includes('s') ?? false;
  const dot = options.dot ?? false;
  // Globs of literals, `?`, stars and globstars are matched by a scan for the strings it can
  // take; the rest (and those globs for the other strings) by picomatch's regexes. The first
  // glob in the given order that matches is the smaller of the two answers.
  const wild: number[] = [];
  const wildSegs: string[][] = [];
  const others: string[] = [];
  const otherAt: number[] = [];
  for (let i = 0; i < globs.length; i++) {
    const g = globs[i]!;
    const segs = caseless || PLAIN.test(g) ? undefined : wildSegments(g);
    if (segs) {
      wild.push(i);
      wildSegs.push(segs);
    } else {
      others.push(g);
      otherAt.push(i);
    }
  }
  if (wild.length === 0) return regexSet(globs, options);
  const rest = regexSet(others, options);
  // picomatch matches a glob's own text first (`[a-z]` matches "[a-z]"): the scan does not
  // for a class, so those globs are looked up as text too.
  const ownText = new Map<string, number>();
  for (const i of wild) if (globs[i]!.includes('[') && !ownText.has(globs[i]!)) ownText.set(globs[i]!, i);
  const wildGlobs = wild.map((i) => globs[i]!);
  // Built only when a string the scan cannot take comes (ids and git's paths never do).
  let wildByRegex: GlobSet | undefined;
  // As the regexes are: by the literal prefix before the first wildcard, less trailing `/`s
  // (`a/**` also matches `a`): a keyring of `team-1-*`, `team-2-*`, … tries one glob per id.
  const anywhere: number[] = [];
  const byPrefix = new Map<string, number[]>();
  for (let k = 0; k < wildGlobs.length; k++) {
    const prefix = /^[^*?[]*/.exec(wildGlobs[k]!)![0].replace(/\/+$/, '');
    if (prefix === '') anywhere.push(k);
    else {
      const list = byPrefix.get(prefix);
      if (list) list.push(k);
      else byPrefix.set(prefix, [k]);
    }
  }
  const lengths = [...new Set([...byPrefix.keys()].map((p) => p.length))].sort((a, b) => a - b);
  // Each scanned glob's shortest match, and its only length when it has no star: a string of
  // another length is passed over without a scan (a keyring of 2,000 `s???…x` lines was
  // scanned line by line for every signed skill).
  const minLength: number[] = [];
  const onlyLength: number[] = [];
  for (const segs of wildSegs) {
    let chars = 0;
    let starred = false;
    for (const g of segs) {
      if (g === '**') {
        starred = true;
        continue;
      }
      // A class is one character, as is any other token but a star (WILD_SEGMENT's tokens).
      const t = g.replace(/\[[^\]]*\]/g, 'c');
      const stars = t.split('*').length - 1;
      if (stars) starred = true;
      chars += t.length - stars;
    }
    minLength.push(chars);
    onlyLength.push(starred ? -1 : chars + segs.length - 1);
  }
  /** The first glob of `list` (ascending) before `best` that matches `parts` (of `s`), else `best`. */
  const scan = (list: number[], s: string, parts: string[], best: number): number => {
    for (const k of list) {
      if (wild[k]! >= best) break;
      if (s.length < minLength[k]! || (onlyLength[k]! >= 0 && s.length !== onlyLength[k])) continue;
      if (segmentsMatch(wildSegs[k]!, parts, dot)) return wild[k]!;
    }
    return best;
  };
  const first = (s: string): number => {
    const o = rest.first(s);
    let best = o < 0 ? Infinity : otherAt[o]!;
    const own = ownText.size ? ownText.get(s) : undefined;
    if (own !== undefined && own < best) best = own;
    const parts = scannable(s, dotAll);
    if (!parts) {
      const k = (wildByRegex ??= regexSet(wildGlobs, options)).first(s);
      if (k >= 0 && wild[k]! < best) best = wild[k]!;
    } else {
      best = scan(anywhere, s, parts, best);
      for (const n of lengths) {
        if (n > s.length) break;
        const list = byPrefix.get(s.slice(0, n));
        if (list) best = scan(list, s, parts, best);
      }
    }
    return best === Infinity ? -1 : best;
  };
  return { first, test: (s) => first(s) !== -1 };
}

function regexSet(globs: readonly string[], options: GlobSetOptions): GlobSet {
  const exact = new Map<string, number>();
  /** Globs with no literal prefix, tried for every path. */
  const anywhere = new Bucket();
  /** Literal prefix → its globs, tried for the strings that start with it. */
  const byPrefix = new Map<string, Bucket>();
  const caseless = options.flags?.includes('i') ?? false;
  for (let i = 0; i < globs.length; i++) {
    const glob = globs[i]!;
    if (glob === '') throw new TypeError('Expected pattern to be a non-empty string');
    if (!exact.has(glob)) exact.set(glob, i);
    // With the `i` flag a plain glob matches other cases too, and a prefix is no longer literal.
    if (!caseless && PLAIN.test(glob)) continue;
    const re = picomatchLibrary().makeRe(glob, options);
    const prefix = caseless ? '' : literalPrefix(glob);
    let bucket = anywhere;
    if (prefix !== '') {
      bucket = byPrefix.get(prefix) ?? new Bucket();
      byPrefix.set(prefix, bucket);
    }
    bucket.add(i, re);
  }
  anywhere.flush();
  for (const b of byPrefix.values()) b.flush();
  /** The prefixes' lengths, ascending: a string is looked up by its own prefixes of these lengths. */
  const lengths = [...new Set([...byPrefix.keys()].map((k) => k.length))].sort((a, b) => a - b);

  const first = (s: string): number => {
    if (s === '') return -1;
    let best = anywhere.first(s, exact.get(s) ?? Infinity);
    for (const n of lengths) {
      if (n > s.length) break;
      const b = byPrefix.get(n === s.length ? s : s.slice(0, n));
      if (b) best = b.first(s, best);
    }
    return best === Infinity ? -1 : best;
  };
  return { first, test: (s) => first(s) !== -1 };
}
