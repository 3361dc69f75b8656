/**
 * A fast path for the YAML that real frontmatter is made of (issue #7).
 *
 * The `yaml` library costs ~0.2 ms for a 15-line frontmatter, most of a 10,000-skill run.
 * This parser reads only a plain subset — block mappings with plain keys, block sequences
 * of scalars and of mappings, one-line flow sequences and mappings, nested or not (and the
 * error of a sequence cut off), plain / single-quoted / escape-free double-quoted
 * scalars on one line, comments — and builds the very `YNode` tree that document.ts builds
 * from the library, values and positions alike. Whatever it is not sure of (anything
 * outside the subset, and most of what the strictness rules of SPEC §1 care about:
 * anchors, tags, merge keys, forbidden keys, odd characters, tabs, CR) makes it return
 * undefined, and the library decides, errors and all. Duplicate keys, and aliases as
 * values, it reports itself, worded and ordered as the library path reports them.
 * __tests__/perf/fastyaml.test.ts proves the equivalence differentially.
 */
import type { Pos, ScalarType, YMap, YNode, YPair, YScalar, YSeq } from './document.js';
import type { Finding } from './diagnostic.js';
import { own } from './own.js';
import { ESCAPES } from './yaml-spec.js';

/** Characters that make the fast path give up on the whole text. */
const UNSURE_CHARS = /[\0-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u00a0\u2028\u2029\ufeff\ufffe\uffff]/;

const HEX = /^[0-9a-fA-F]+$/;

/** A CR that is not part of a CRLF. */
function loneCr(s: string): boolean {
  for (let i = s.indexOf('\r'); i >= 0; i = s.indexOf('\r', i + 1)) if (s.charCodeAt(i + 1) !== 0x0a) return true;
  return false;
}
/** Keys of a mapping found by a scan; past this many, by a Map. */
const SCAN_KEYS = 32;
const KEY = /[A-Za-z_][A-Za-z0-9_./-]*/y;

/**
 * Past the key at `k0` that a `:` follows, on the line ending at `lineEnd`: a plain key (KEY),
 * or a quoted key of printable ASCII with nothing escaped (`"x-owner": a`, `'id': b`), past
 * its closing quote; -1 for any other (an escape, a `''`, another character, an empty key:
 * the library's), or no `:` after it.
 */
function keyEnd(s: string, k0: number, lineEnd: number): number {
  const q = s.charCodeAt(k0);
  if (q !== 0x22 && q !== 0x27) {
    KEY.lastIndex = k0;
    return KEY.test(s) && s.charCodeAt(KEY.lastIndex) === 0x3a ? KEY.lastIndex : -1;
  }
  const close = s.indexOf(q === 0x22 ? '"' : "'", k0 + 1);
  if (close < 0 || close >= lineEnd || close === k0 + 1 || s.charCodeAt(close + 1) !== 0x3a) return -1;
  for (let i = k0 + 1; i < close; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x5c) return -1;
  }
  return close + 1;
}

/** The name of the key from `k0` to `k1` (keyEnd): its text, inside the quotes of a quoted one. */
function keyName(s: string, k0: number, k1: number): string {
  const q = s.charCodeAt(k0);
  return own(q === 0x22 || q === 0x27 ? s.slice(k0 + 1, k1 - 1) : s.slice(k0, k1));
}
const RESERVED_KEYS = new Set([
  'true',
  'True',
  'TRUE',
  'false',
  'False',
  'FALSE',
  'null',
  'Null',
  'NULL',
  '__proto__',
  'constructor',
  'prototype',
]);
const MAX_KEY = 256;
/** 1 for the ASCII characters a plain scalar cannot start with (YAML indicators). */
const INDICATOR = new Uint8Array(128);
for (const ch of '-,[]{}#&*!|>\'"%@`?:') INDICATOR[ch.charCodeAt(0)] = 1;
const MAX_NEST = 16;
/** SPEC §1: nesting deeper than this is refused (the root mapping is level 1). */
export const MAX_DEPTH = 64;
export const TOO_DEEP = `nesting is deeper than ${MAX_DEPTH} levels`;
/** More cut-off flow lists than this are the library's (the fast path words only a few). */
const MAX_UNCLOSED = 20;
const UNCLOSED_FLOW = 'Flow sequence in block collection must be sufficiently indented and end with a ]';

// The core schema's tests, in the library's order (yaml/dist/schema/core).
const NULL_RX = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL_RX = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCT_RX = /^0o[0-7]+$/;
const INT_RX = /^[-+]?[0-9]+$/;
const HEX_RX = /^0x[0-9a-fA-F]+$/;
const NAN_RX = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXP_RX = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_RX = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/**
 * The line after the one whose break starts at `lineEnd` (its CR or LF): where it starts, and
 * where it ends before its own break. Undefined at the end of the text.
 */
function lineAfter(s: string, lineEnd: number): { start: number; stop: number } | undefined {
  const nl = s.charCodeAt(lineEnd) === 0x0d ? lineEnd + 1 : lineEnd;
  if (nl >= s.length) return undefined;
  const start = nl + 1;
  let e = s.indexOf('\n', start);
  if (e < 0) e = s.length;
  return { start, stop: e > start && s.charCodeAt(e - 1) === 0x0d ? e - 1 : e };
}

class Unsure extends Error {}
const UNSURE = new Unsure();
function unsure(): never {
  throw UNSURE;
}

/** The core-schema value and skillgate type of a plain scalar. */
export function resolvePlain(s: string): { value: string | number | boolean | null; type: ScalarType } {
  const value = plainValue(s);
  return { value, type: plainType };
}

/** The type plainValue found last (no object per scalar on the fast path). */
let plainType: ScalarType = 'str';

/** The core-schema value of a plain scalar; its type in `plainType`. */
function plainValue(s: string): string | number | boolean | null {
  // The first character decides which of the core schema's tests can match at all (null:
  // empty, ~, n, N; bool: t, T, f, F; numbers: a digit, + - or .), so at most one group
  // runs, in the library's order within it.
  const c = s.charCodeAt(0);
  if (s.length === 0 || c === 0x7e || c === 0x4e || c === 0x6e) {
    plainType = 'null';
    if (NULL_RX.test(s)) return null;
  } else if (c === 0x54 || c === 0x74 || c === 0x46 || c === 0x66) {
    plainType = 'bool';
    if (BOOL_RX.test(s)) return c === 0x74 || c === 0x54;
  } else if (c === 0x2e || c === 0x2b || c === 0x2d || (c >= 0x30 && c <= 0x39)) {
    plainType = 'int';
    if (OCT_RX.test(s)) return parseInt(s.substring(2), 8);
    if (INT_RX.test(s)) return parseInt(s, 10);
    if (HEX_RX.test(s)) return parseInt(s.substring(2), 16);
    plainType = 'float';
    if (NAN_RX.test(s)) return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity;
    if (EXP_RX.test(s) || FLOAT_RX.test(s)) return parseFloat(s);
  }
  plainType = 'str';
  return s;
}

let enabled = process.env.SKILLGATE_FAST_YAML !== '0';

/**
 * An alias (`*name`), refused, as both paths word it. Text that starts with `*` (a Markdown
 * `**bold**` opening a description) is read by YAML as an alias: said so, with the cure.
 */
export function aliasMessage(token: string): string {
  return `aliases (${propShown(token)}) are not allowed in SKILL.md frontmatter (YAML reads a value that starts with "*" as an alias: quote it if it is text)`;
}

/**
 * An alias or anchor as a message shows it: past 200 characters, its start, `…` and its length
 * (a `*` opening a 1 MB description made a 1 MB message).
 */
export function propShown(token: string): string {
  if (token.length <= 200) return token;
  let end = 180;
  if (/[\ud800-\udbff]/.test(token[end - 1]!)) end--;
  return `${token.slice(0, end)}… (${token.length} characters)`;
}

/** Turns the fast path off (tests compare it with the library; SKILLGATE_FAST_YAML=0 does it too). */
export function setFastYaml(on: boolean): void {
  enabled = on;
}

/**
 * Root mapping of `src`; or, for a document wholly in the subset whose only faults are
 * flow lists cut off at the end of their line, the library's errors as document.ts words
 * them (at each `[`), with the duplicate keys and aliases before the first; or, for one whose only faults are duplicate keys and aliases, the
 * findings document.ts's convert() gives it (the same messages, at the same places, in the
 * same order: a duplicate after any within its own value); or undefined
 * when the library must decide. Never throws.
 */
export function fastParseYaml(src: string, pos: (offset: number) => Pos): YMap | Finding[] | undefined {
  if (!enabled || UNSURE_CHARS.test(src) || loneCr(src)) return undefined;
  try {
    const parser = new FastParser(src);
    const root = parser.document(pos(0));
    // The library path reports its errors and, beside them, the duplicates and aliases the
    // text holds before the first (the library's error sits at the start of the next line).
    if (parser.unclosed.length) {
      if (parser.unclosed.length > MAX_UNCLOSED) return undefined;
      const bound = parser.unclosed[0]!.line;
      const earlier = parser.refused.filter((f) => f.line <= bound);
      if (!earlier.length) return parser.unclosed;
      return [...earlier, ...parser.unclosed].sort((a, b) => a.line - b.line || a.column - b.column);
    }
    return parser.refused.length ? parser.refused : root;
  } catch (e) {
    if (e instanceof Unsure) return undefined;
    throw e;
  }
}

class FastParser {
  /** Start offset of the current content line, its indent, and its end (before `\n`). */
  private start = 0;
  private indent = 0;
  private end = 0;
  private atEnd = false;
  /** Position of the current line's first character; columns advance one per UTF-16 unit. */
  private line = 0;
  private column = 0;
  /** Position of offset 0 (the text starts a line: every other line starts at column 1). */
  private base: Pos = { line: 1, column: 1 };
  /** Where quoted() ended (past the closing quote). */
  private next = 0;
  /** Duplicate keys and aliases, as convert() words them, in its order (a key after its value). */
  readonly refused: Finding[] = [];
  /** Flow lists cut off at the end of their line, as document.ts words the library's error. */
  readonly unclosed: Finding[] = [];
  /** Inside a collection nested too deep: what is in it is read, not reported (as convert()). */
  private muted = 0;

  constructor(private readonly s: string) {}

  document(base: Pos): YMap {
    this.base = base;
    this.seek(0);
    if (this.atEnd || this.indent !== 0) unsure();
    const root = this.map(0, 1);
    if (!this.atEnd) unsure();
    return root;
  }

  /** Moves to the first content line (not blank, not a comment) at or after `from`. */
  private seek(from: number): void {
    const s = this.s;
    let i = from;
    // `from` is 0, or just past the current line's end: on the next line after its \n, else
    // (CRLF: the \n itself) still on this one.
    let line = from === 0 ? this.base.line : s.charCodeAt(from - 1) === 0x0a ? this.line + 1 : this.line;
    while (i < s.length) {
      let j = i;
      while (s.charCodeAt(j) === 0x20) j++;
      let nl = s.indexOf('\n', j);
      if (nl < 0) nl = s.length;
      const c = s.charCodeAt(j);
      if (j < nl && c !== 0x23 && !(c === 0x0d && j + 1 === nl)) {
        // Document markers and directives end or change the document: not our business.
        if (
          j === i &&
          (c === 0x25 || ((c === 0x2d || c === 0x2e) && /^(?:---|\.\.\.)(?:[ \n]|$)/.test(s.slice(i, i + 4))))
        )
          unsure();
        this.start = i;
        this.indent = j - i;
        this.end = s.charCodeAt(nl - 1) === 0x0d ? nl - 1 : nl; // CRLF: the CR is part of the break
        this.line = line;
        this.column = i === 0 ? this.base.column : 1;
        this.atEnd = false;
        return;
      }
      i = nl + 1;
      line++;
    }
    this.atEnd = true;
    this.start = this.end = s.length;
    this.indent = -1;
  }

  /** Column of offset `o` on the current line. */
  private col(o: number): number {
    return this.column + (o - this.start);
  }

  private map(indent: number, depth: number): YMap {
    if (depth > MAX_NEST) unsure();
    const entries: YPair[] = [];
    let byName: Map<string, Pos> | undefined;
    const line = this.line;
    const column = this.col(this.start + indent);
    while (!this.atEnd && this.indent === indent) {
      const s = this.s;
      const k0 = this.start + indent;
      // A quoted key is placed at its opening quote, as the library places it.
      const k1 = keyEnd(s, k0, this.end);
      if (k1 < 0 || k1 - k0 > MAX_KEY) unsure();
      const name = keyName(s, k0, k1);
      if (RESERVED_KEYS.has(name)) unsure();
      const key: YScalar & { value: string } = {
        kind: 'scalar',
        value: name,
        type: 'str',
        line: this.line,
        column: this.col(k0),
      };
      // A handful of keys per mapping: a scan is cheaper than a Map. Past SCAN_KEYS, a Map
      // (a 1 MiB frontmatter of 64,000 keys would otherwise be quadratic).
      let first: Pos | undefined;
      if (byName) first = byName.get(name);
      else {
        for (let e = 0; e < entries.length; e++) {
          if (entries[e].key.value === name) {
            first = entries[e].key;
            break;
          }
        }
      }
      let v = k1 + 1;
      if (v < this.end && s.charCodeAt(v) !== 0x20) unsure();
      while (v < this.end && s.charCodeAt(v) === 0x20) v++;
      let value: YNode;
      if (v >= this.end) {
        // `key:` alone: a nested block (a same-indent `- ` list is allowed under a key), or
        // nothing, a null value, placed at its key as convert() places it.
        this.seek(this.end + 1);
        const dash = !this.atEnd && this.indent >= indent && this.isDash();
        if (this.atEnd || this.indent < indent || (this.indent === indent && !dash))
          value = { kind: 'scalar', value: null, type: 'null', line: key.line, column: key.column };
        else value = dash ? this.seq(this.indent, depth + 1) : this.map(this.indent, depth + 1);
      } else {
        if (s.charCodeAt(v) === 0x23) unsure(); // `key: # comment` is null
        const open = s.charCodeAt(v);
        if (open === 0x2a) {
          value = this.alias(v);
          this.rest(this.next, this.end);
        } else
          value =
            open === 0x5b
              ? this.flowSeq(v, indent === 0, depth + 1)
              : open === 0x7b
                ? this.flowMapLine(v, depth + 1)
                : this.scalar(v, this.end, indent);
        this.seek(this.end + 1);
        if (!this.atEnd && this.indent > indent) unsure(); // continuation lines
      }
      if (first) {
        this.refused.push({
          field: '',
          code: 'YamlParse',
          message: `duplicate key ${JSON.stringify(name)} (first defined at line ${first.line}, column ${first.column})`,
          line: key.line,
          column: key.column,
          severity: 'error',
        });
      } else {
        entries.push({ key, value });
        if (byName) byName.set(name, key);
        else if (entries.length === SCAN_KEYS) byName = new Map(entries.map((e) => [e.key.value, e.key]));
      }
    }
    if (!this.atEnd && this.indent > indent) unsure();
    return { kind: 'map', entries, flow: false, line, column };
  }

  private isDash(): boolean {
    const i = this.start + this.indent;
    return this.s.charCodeAt(i) === 0x2d && (i + 1 >= this.end || this.s.charCodeAt(i + 1) === 0x20);
  }

  private seq(indent: number, depth: number): YSeq {
    if (depth > MAX_NEST) unsure();
    const items: YNode[] = [];
    const line = this.line;
    const column = this.col(this.start + indent);
    while (!this.atEnd && this.indent === indent && this.isDash()) {
      const s = this.s;
      let v = this.start + indent + 1;
      while (s.charCodeAt(v) === 0x20) v++;
      if (v >= this.end) unsure(); // empty item or a nested block
      const c = s.charCodeAt(v);
      if (c === 0x23) unsure();
      if (c === 0x2d && (v + 1 >= this.end || s.charCodeAt(v + 1) === 0x20)) unsure(); // `- - x`
      let k: number;
      if (c === 0x5b) {
        items.push(this.flowSeq(v, false, depth + 1));
      } else if (c === 0x2a) {
        items.push(this.alias(v));
        this.rest(this.next, this.end);
      } else if (c === 0x7b) {
        items.push(this.flowMapLine(v, depth + 1));
      } else if ((k = keyEnd(s, v, this.end)) >= 0 && (k + 1 >= this.end || s.charCodeAt(k + 1) === 0x20)) {
        // `- key: value`: a mapping whose later keys line up with this one (map() checks the
        // rest); it reads the first key where this line's indentation would end.
        this.indent = v - this.start;
        items.push(this.map(this.indent, depth + 1));
        if (!this.atEnd && this.indent > indent) unsure();
        continue;
      } else {
        items.push(this.scalar(v, this.end));
      }
      this.seek(this.end + 1);
      if (!this.atEnd && this.indent > indent) unsure();
    }
    return { kind: 'seq', items, flow: false, line, column };
  }

  /**
   * A scalar from `i` to the end of its line (`end`), comments allowed after it. A mapping's
   * value (`keyIndent` given) may be a quoted scalar over several lines.
   */
  private scalar(i: number, end: number, keyIndent?: number): YScalar {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x27) {
      const line = this.line;
      const column = this.col(i);
      let value = this.quoted(i, end, c, keyIndent !== undefined);
      if (value === undefined) {
        value = this.quotedLines(i, c, keyIndent!);
        end = this.end;
      }
      this.rest(this.next, end);
      return { kind: 'scalar', value, type: 'str', line, column };
    }
    if ((c === 0x7c || c === 0x3e) && keyIndent !== undefined) {
      const line = this.line;
      const column = this.col(i);
      return { kind: 'scalar', value: this.blockScalar(i, end, keyIndent), type: 'str', line, column };
    }
    if (!this.plainStart(i, end)) unsure();
    let j = i;
    let stop = end;
    for (; j < end; j++) {
      const ch = s.charCodeAt(j);
      if (ch === 0x23 && s.charCodeAt(j - 1) === 0x20) {
        stop = j;
        break;
      }
      if (ch === 0x3a && (j + 1 >= end || s.charCodeAt(j + 1) === 0x20)) unsure(); // `a: b` in a value
    }
    while (stop > i && s.charCodeAt(stop - 1) === 0x20) stop--;
    if (keyIndent !== undefined && j === end && this.continues(end, keyIndent)) {
      const line = this.line;
      const column = this.col(i);
      return { kind: 'scalar', value: this.plainLines(s.slice(i, stop), keyIndent), type: 'str', line, column };
    }
    const raw = own(s.slice(i, stop));
    const value = plainValue(raw);
    return plainType === 'str' || plainType === 'null'
      ? { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(i) }
      : { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(i), source: raw };
  }

  /** Is the next line with content, after the line ending at `end`, indented past `keyIndent`? */
  private continues(end: number, keyIndent: number): boolean {
    const s = this.s;
    let lineEnd = end;
    for (;;) {
      const next = lineAfter(s, lineEnd);
      if (!next) return false;
      const { start, stop } = next;
      let j = start;
      while (j < stop && s.charCodeAt(j) === 0x20) j++;
      if (j < stop) return j - start > keyIndent;
      lineEnd = stop;
    }
  }

  /**
   * A plain scalar over several lines, as a key's value (YAML 1.2 §7.3.3): folded as a
   * quoted one is, and always a string. Each later line holds content indented past the
   * key, starting with no indicator, with no `: `, no ` #` and no `:` at its end; a comment
   * line or anything else is the library's. Leaves the parser on its last line.
   */
  private plainLines(firstLine: string, keyIndent: number): string {
    const s = this.s;
    let value = firstLine;
    let empty = 0;
    let lineEnd = this.end;
    let lineNo = this.line;
    for (;;) {
      const next = lineAfter(s, lineEnd);
      if (!next) break;
      const { start, stop } = next;
      let j = start;
      while (j < stop && s.charCodeAt(j) === 0x20) j++;
      if (j === stop) {
        empty++;
      } else {
        if (j - start <= keyIndent) break; // the next key, or less: the scalar ended
        if (!this.plainStart(j, stop)) unsure(); // `# comment`, `- x`, `[a]`, …
        let b = stop;
        while (b > j && s.charCodeAt(b - 1) === 0x20) b--;
        for (let k = j; k < b; k++) {
          const ch = s.charCodeAt(k);
          if (ch === 0x3a && (k + 1 === b || s.charCodeAt(k + 1) === 0x20)) unsure();
          if (ch === 0x23 && s.charCodeAt(k - 1) === 0x20) unsure();
        }
        value += empty ? '\n'.repeat(empty) : ' ';
        value += s.slice(j, b);
        empty = 0;
        this.start = start;
        this.end = stop;
        this.line = lineNo + 1;
        this.column = 1;
      }
      lineEnd = stop;
      lineNo++;
    }
    return own(value);
  }

  /** Can a plain scalar start at `i`? Indicators and their look-alikes are left to the library. */
  private plainStart(i: number, end: number): boolean {
    const c = this.s.charCodeAt(i);
    if (c === 0x2d) return i + 1 < end && this.s.charCodeAt(i + 1) !== 0x20;
    // , [ ] { } # & * ! | > ' " % @ ` ? :
    return !(c < 0x80 && INDICATOR[c] === 1);
  }

  /**
   * A quoted scalar closing on this line; double quotes without escapes only. Sets `next`.
   * Undefined when it does not close on this line and `mayContinue`.
   */
  private quoted(i: number, end: number, q: number, mayContinue = false): string | undefined {
    const s = this.s;
    let value = '';
    let from = i + 1;
    for (;;) {
      const close = s.indexOf(q === 0x22 ? '"' : "'", from);
      if (close < 0 || close >= end) {
        if (mayContinue) return undefined;
        unsure();
      }
      if (q === 0x22) {
        // (Scan only this scalar: lastIndexOf would scan back to the start of the text,
        // quadratic on a long line of quoted items.)
        let k = i + 1;
        while (k < close && s.charCodeAt(k) !== 0x5c) k++;
        if (k === close) {
          this.next = close + 1;
          return own(s.slice(i + 1, close));
        }
        return this.escaped(i, k, end, mayContinue);
      }
      if (s.charCodeAt(close + 1) === 0x27) {
        value += s.slice(from, close + 1);
        from = close + 2;
        continue;
      }
      this.next = close + 1;
      return own(value + s.slice(from, close));
    }
  }

  /**
   * The rest of a double-quoted scalar opened at `i` whose first escape is at `k`, closing on
   * this line (YAML 1.2 §5.7, read as the library reads them): an escape the library refuses,
   * one at the end of the line (a line break escaped) or a code point past U+10FFFF is unsure.
   */
  private escaped(i: number, k: number, end: number, mayContinue: boolean): string | undefined {
    const s = this.s;
    let value = s.slice(i + 1, k);
    let from = k;
    for (; k < end; k++) {
      const ch = s.charCodeAt(k);
      if (ch === 0x22) {
        this.next = k + 1;
        return own(value + s.slice(from, k));
      }
      if (ch !== 0x5c) continue;
      value += s.slice(from, k);
      const e = s[k + 1];
      // (Its own keys only: the table is a plain object. A tab after `\` is unsure anyway.)
      const simple = e === undefined || k + 1 >= end || !Object.hasOwn(ESCAPES, e) ? undefined : ESCAPES[e];
      if (simple !== undefined) {
        value += simple;
        k++;
      } else {
        const n = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
        const hex = s.slice(k + 2, k + 2 + n);
        if (n === 0 || k + 2 + n > end || !HEX.test(hex)) unsure();
        const code = parseInt(hex, 16);
        if (code > 0x10ffff) unsure();
        // A `\U` escape of a surrogate is no character (two would join into one): the library's.
        if (n === 8 && code >= 0xd800 && code <= 0xdfff) unsure();
        value += String.fromCodePoint(code);
        k += 1 + n;
      }
      from = k + 1;
    }
    if (mayContinue) return undefined;
    return unsure();
  }

  /**
   * A quoted scalar from `i` that closes on a later line (YAML 1.2 §7.3, line folding §6.5):
   * each line break between two lines with content is one space; n empty lines between them
   * are n line feeds; white space around a line break is dropped, except before the closing
   * quote. The form PyYAML writes long descriptions in. Only when every line with content is
   * indented past the key, and (double quotes) nothing is escaped; otherwise unsure. Leaves
   * the parser on the closing line, `next` past the quote.
   */
  private quotedLines(i: number, q: number, keyIndent: number): string {
    const s = this.s;
    const single = q === 0x27;
    let value = '';
    let empty = 0;
    let first = true;
    let from = i + 1;
    let lineStart = this.start;
    let lineEnd = this.end;
    let lineNo = this.line;
    for (;;) {
      let close = -1;
      for (let k = from; k < lineEnd; k++) {
        const ch = s.charCodeAt(k);
        if (ch === 0x5c && !single) unsure();
        if (ch === q) {
          if (single && s.charCodeAt(k + 1) === 0x27) {
            k++;
            continue;
          }
          close = k;
          break;
        }
      }
      let a = from;
      let b = close >= 0 ? close : lineEnd;
      if (!first) while (a < b && s.charCodeAt(a) === 0x20) a++;
      if (close < 0) while (b > a && s.charCodeAt(b - 1) === 0x20) b--;
      const piece = s.slice(a, b);
      if (first) {
        if (piece === '') unsure(); // `key: '` alone on its line: the library's to fold
        value = piece;
        first = false;
      } else if (piece === '' && close < 0) {
        empty++;
      } else {
        value += empty ? '\n'.repeat(empty) : ' ';
        value += piece;
        empty = 0;
      }
      if (close >= 0) {
        this.start = lineStart;
        this.end = lineEnd;
        this.line = lineNo;
        this.column = 1;
        this.next = close + 1;
        return own(single ? value.replace(/''/g, "'") : value);
      }
      // The next line: it must exist, and hold content only past the key's indent.
      const next = lineAfter(s, lineEnd) ?? unsure();
      lineStart = next.start;
      lineEnd = next.stop;
      lineNo++;
      let j = lineStart;
      while (j < lineEnd && s.charCodeAt(j) === 0x20) j++;
      if (j < lineEnd && j - lineStart <= keyIndent) unsure();
      from = lineStart;
    }
  }

  /**
   * A block scalar, `|` or `>` with an optional `-` (YAML 1.2 §8.1), as the value of a key
   * at `keyIndent`: its lines are those indented at least as far as its first line, which
   * must be past the key. Literal keeps each line break; folded makes a break between two
   * lines one space, and n empty lines between them n line feeds. The final break is kept
   * (`-`: dropped), trailing empty lines are not. Unsure on anything rarer: `+`, an
   * indentation digit, leading empty lines, a line more indented than the first (folded),
   * a blank line holding more spaces than the indentation, or no line break at the end.
   * Leaves the parser on the last line of the scalar.
   */
  private blockScalar(i: number, end: number, keyIndent: number): string {
    const s = this.s;
    const folded = s.charCodeAt(i) === 0x3e;
    let h = i + 1;
    const strip = s.charCodeAt(h) === 0x2d;
    if (strip) h++;
    if (h < end && s.charCodeAt(h) !== 0x20) unsure(); // `+`, a digit, anything else
    this.rest(h, end);
    let lineEnd = end;
    let lineNo = this.line;
    let n = -1; // the indentation, from the first line with content
    let value = '';
    let empty = 0; // empty lines since the last line with content
    let lastStart = -1;
    let lastEnd = -1;
    let lastNo = 0;
    for (;;) {
      const next = lineAfter(s, lineEnd);
      if (!next) break; // the end of the text
      const { start, stop } = next;
      let j = start;
      while (j < stop && s.charCodeAt(j) === 0x20) j++;
      if (j === stop) {
        // A blank line: empty, unless it holds more spaces than the scalar's indentation.
        if (n < 0 || j - start > n) unsure();
        empty++;
      } else {
        const ind = j - start;
        if (n < 0) {
          if (ind <= keyIndent) unsure(); // an empty scalar
          n = ind;
        } else if (ind < n)
          break; // the scalar ended before this line
        else if (ind > n && folded) unsure(); // a more-indented line is not folded
        const text = s.slice(start + n, stop);
        if (lastStart < 0) value = text;
        else value += empty ? (folded ? '\n'.repeat(empty) : '\n'.repeat(empty + 1)) : folded ? ' ' : '\n';
        if (lastStart >= 0) value += text;
        empty = 0;
        lastStart = start;
        lastEnd = stop;
        lastNo = lineNo + 1;
      }
      lineEnd = stop;
      lineNo++;
    }
    // The last line with content must end in a line break (clip keeps it).
    if (lastStart < 0 || lastEnd >= s.length) unsure();
    this.start = lastStart;
    this.end = lastEnd;
    this.line = lastNo;
    this.column = 1;
    return own(strip ? value : value + '\n');
  }

  /** After a complete value: only spaces, then an optional space-separated comment. */
  private rest(i: number, end: number): void {
    const s = this.s;
    let j = i;
    while (j < end && s.charCodeAt(j) === 0x20) j++;
    if (j < end && !(s.charCodeAt(j) === 0x23 && j > i)) unsure();
  }

  /**
   * `[a, b, "c"]` on one line; lists nest (`[a, [b, c], []]`, see deeper()); no
   * trailing comma, no empty entries, no mappings. A top-level key's list cut off at the end
   * of its line (`tags: [a, b` or `[a,` or `[`), with no list inside it, is an error when
   * the next line with content is not indented past the key (map() makes sure of that, or
   * leaves the text to the library): reported at its `[`, as document.ts reports the
   * library's error.
   */
  private flowSeq(i: number, mayCutOff: boolean, depth: number): YSeq {
    const seq = this.flowList(i, mayCutOff, depth);
    if (!seq.cut) this.rest(this.next, this.end);
    return seq.node;
  }

  /** The list opened at `i`; leaves `next` just past its `]`. */
  private flowList(i: number, mayCutOff: boolean, depth: number): { node: YSeq; cut: boolean } {
    if (!this.deeper(i, depth)) return this.flowListAt(i, mayCutOff, depth);
    try {
      return this.flowListAt(i, mayCutOff, depth);
    } finally {
      this.muted--;
    }
  }

  /**
   * A flow collection opened at `i`, at `depth` as convert() counts (the root mapping is 1):
   * true when it is the one level past MAX_DEPTH that convert() reports (then what is inside
   * it is read but not reported, until the caller lowers `muted`). Far deeper is the
   * library's: nestingTooDeep() refuses such a text as a whole, before composing it.
   */
  private deeper(i: number, depth: number): boolean {
    if (depth <= MAX_DEPTH || this.muted) {
      if (depth > 2 * MAX_DEPTH) unsure();
      return false;
    }
    this.refused.push({
      field: '',
      code: 'YamlParse',
      message: TOO_DEEP,
      line: this.line,
      column: this.col(i),
      severity: 'error',
    });
    this.muted++;
    return true;
  }

  private flowListAt(i: number, mayCutOff: boolean, depth: number): { node: YSeq; cut: boolean } {
    const s = this.s;
    const end = this.end;
    const items: YNode[] = [];
    const line = this.line;
    const column = this.col(i);
    let nested = false;
    const cut = (): { node: YSeq; cut: boolean } => {
      if (nested) unsure(); // the library's recovery reports more
      return { node: this.cutOff(i, items, mayCutOff), cut: true };
    };
    let j = i + 1;
    while (s.charCodeAt(j) === 0x20) j++;
    if (s.charCodeAt(j) === 0x5d) {
      this.next = j + 1;
      return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
    }
    if (j >= end) return cut();
    for (;;) {
      const c = s.charCodeAt(j);
      let k: number;
      if (c === 0x22 || c === 0x27) {
        const value = this.quoted(j, end, c)!;
        items.push({ kind: 'scalar', value, type: 'str', line: this.line, column: this.col(j) });
        k = this.next;
      } else if (c === 0x5b) {
        nested = true;
        items.push(this.flowList(j, false, depth + 1).node);
        k = this.next;
      } else if (c === 0x7b) {
        nested = true;
        items.push(this.flowMap(j, depth + 1));
        k = this.next;
      } else if (c === 0x2a) {
        items.push(this.alias(j));
        k = this.next;
      } else {
        items.push(this.flowPlain(j, 0x5d));
        k = this.next;
      }
      while (s.charCodeAt(k) === 0x20) k++;
      const sep = s.charCodeAt(k);
      if (k >= end) return cut();
      if (sep === 0x5d) {
        this.next = k + 1;
        return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
      }
      if (sep !== 0x2c) unsure();
      j = k + 1;
      while (s.charCodeAt(j) === 0x20) j++;
      if (j >= end) return cut();
      // A trailing comma (`[a, b, ]`) ends the list as YAML 1.2 allows; `,,` is the library's.
      if (s.charCodeAt(j) === 0x5d) {
        this.next = j + 1;
        return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
      }
      if (s.charCodeAt(j) === 0x2c) unsure();
    }
  }

  /**
   * A plain scalar at `j` inside a flow collection that `close` (`]` or `}`) ends; leaves
   * `next` at the `,` or `close` after it. Flow indicators, a possible `key: value` or a
   * comment in it are the library's business.
   */
  private flowPlain(j: number, close: number): YScalar {
    const s = this.s;
    const end = this.end;
    if (j >= end || s.charCodeAt(j) === 0x2d || !this.plainStart(j, end)) unsure();
    let k = j;
    for (; k < end; k++) {
      const ch = s.charCodeAt(k);
      if (ch === 0x2c || ch === close) break;
      if (ch === 0x5b || ch === 0x5d || ch === 0x7b || ch === 0x7d || ch === 0x3a || ch === 0x23) unsure();
    }
    this.next = k;
    let stop = k;
    while (stop > j && s.charCodeAt(stop - 1) === 0x20) stop--;
    const raw = own(s.slice(j, stop));
    const value = plainValue(raw);
    return plainType === 'str' || plainType === 'null'
      ? { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(j) }
      : { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(j), source: raw };
  }

  /** `{a: b}` as a whole value: the line holds nothing more but a comment. */
  private flowMapLine(i: number, depth: number): YMap {
    const map = this.flowMap(i, depth);
    this.rest(this.next, this.end);
    return map;
  }

  /**
   * `{key: value, ...}` on one line, opened at `i`: plain keys (as block mappings take them),
   * each followed by `: ` and a value (a plain or quoted scalar, a flow list or mapping); no
   * empty values, no repeated keys, no trailing comma. Leaves `next` just past its `}`.
   */
  private flowMap(i: number, depth: number): YMap {
    if (!this.deeper(i, depth)) return this.flowMapAt(i, depth);
    try {
      return this.flowMapAt(i, depth);
    } finally {
      this.muted--;
    }
  }

  private flowMapAt(i: number, depth: number): YMap {
    const s = this.s;
    const end = this.end;
    const entries: YPair[] = [];
    let names: Set<string> | undefined;
    const line = this.line;
    const column = this.col(i);
    let j = i + 1;
    while (s.charCodeAt(j) === 0x20) j++;
    if (s.charCodeAt(j) === 0x7d) {
      this.next = j + 1;
      return { kind: 'map', entries, flow: true, line, column };
    }
    for (;;) {
      if (j >= end) unsure(); // cut off at the end of the line: the library's
      const k1 = keyEnd(s, j, end);
      if (k1 < 0 || s.charCodeAt(k1 + 1) !== 0x20 || k1 - j > MAX_KEY) unsure();
      const name = keyName(s, j, k1);
      if (RESERVED_KEYS.has(name)) unsure();
      // A repeated key is the library's to report. Past SCAN_KEYS, a set (a 1 MiB mapping of
      // 100,000 keys would otherwise be quadratic).
      if (names) {
        if (names.has(name)) unsure();
        names.add(name);
      } else {
        for (let e = 0; e < entries.length; e++) if (entries[e]!.key.value === name) unsure();
        if (entries.length + 1 === SCAN_KEYS) names = new Set([...entries.map((x) => x.key.value), name]);
      }
      const key: YScalar & { value: string } = { kind: 'scalar', value: name, type: 'str', line, column: this.col(j) };
      let v = k1 + 2;
      while (s.charCodeAt(v) === 0x20) v++;
      if (v >= end) unsure();
      const c = s.charCodeAt(v);
      let value: YNode;
      let k: number;
      if (c === 0x22 || c === 0x27) {
        value = { kind: 'scalar', value: this.quoted(v, end, c)!, type: 'str', line, column: this.col(v) };
        k = this.next;
      } else if (c === 0x5b) {
        value = this.flowList(v, false, depth + 1).node;
        k = this.next;
      } else if (c === 0x7b) {
        value = this.flowMap(v, depth + 1);
        k = this.next;
      } else if (c === 0x2a) {
        value = this.alias(v);
        k = this.next;
      } else {
        value = this.flowPlain(v, 0x7d);
        k = this.next;
      }
      entries.push({ key, value });
      while (s.charCodeAt(k) === 0x20) k++;
      const sep = s.charCodeAt(k);
      if (sep === 0x7d) {
        this.next = k + 1;
        return { kind: 'map', entries, flow: true, line, column };
      }
      if (k >= end || sep !== 0x2c) unsure();
      j = k + 1;
      while (s.charCodeAt(j) === 0x20) j++;
      // A trailing comma (`{a: 1, }`) ends the mapping as YAML 1.2 allows.
      if (s.charCodeAt(j) === 0x7d) {
        this.next = j + 1;
        return { kind: 'map', entries, flow: true, line, column };
      }
    }
  }

  /**
   * An alias `*name` at `i` as a value (not a key): refused, as document.ts's convert() words
   * it, in document order with the duplicate keys. Names of letters, digits, `_` and `-` only,
   * followed by a space, the end of the line or a flow `,` `]` `}` (what may come after it is
   * for the caller to check); anything else is the library's. Leaves `next` past the name.
   * So a flood of aliases (1 MiB of `[*a, *a, …]`: ~500 MB in the library) stays here.
   */
  private alias(i: number): YScalar {
    const s = this.s;
    let k = i + 1;
    for (; k < this.end; k++) {
      const ch = s.charCodeAt(k);
      if (!(
        (ch >= 0x61 && ch <= 0x7a) ||
        (ch >= 0x41 && ch <= 0x5a) ||
        (ch >= 0x30 && ch <= 0x39) ||
        ch === 0x5f ||
        ch === 0x2d
      ))
        break;
    }
    const after = s.charCodeAt(k);
    if (
      k === i + 1 ||
      k - i > MAX_KEY ||
      (k < this.end && after !== 0x20 && after !== 0x2c && after !== 0x5d && after !== 0x7d)
    )
      unsure();
    this.next = k;
    const line = this.line;
    const column = this.col(i);
    if (!this.muted)
      this.refused.push({
        field: '',
        code: 'YamlParse',
        message: aliasMessage(s.slice(i, k)),
        line,
        column,
        severity: 'error',
      });
    return { kind: 'scalar', value: null, type: 'null', line, column };
  }

  /** The flow list opened at `i` ends with its line: an error at its `[` (a top-level key's only). */
  private cutOff(i: number, items: YNode[], mayCutOff: boolean): YSeq {
    if (!mayCutOff) unsure(); // in a nested mapping the library's recovery reports more
    const line = this.line;
    const column = this.col(i);
    this.unclosed.push({ field: '', code: 'YamlParse', message: UNCLOSED_FLOW, line, column, severity: 'error' });
    return { kind: 'seq', items, flow: true, line, column };
  }
}
