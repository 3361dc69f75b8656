/**
 * Reading and writing `skillgate.lock` (SPEC §4).
 *
 * The reader is a small JSON parser of its own rather than JSON.parse: JSON.parse keeps the
 * last of duplicate keys silently, gives no line/column, and a lockfile it half-accepts
 * must never turn into an empty lock. Every rejection is a LockfileError naming the
 * offending token. Parsed objects have no prototype, so hostile keys cannot pollute one.
 * That reader is slow on big files, so a file exactly as `serializeLockfile` writes it
 * takes a JSON.parse fast path (see `parseLockfileFast`); everything else goes the strict way.
 */
import { isUtf8 } from 'node:buffer';
import { promises as fsp } from 'node:fs';
import * as nodePath from 'node:path';
import type { LockEntry, Lockfile, SkillSnapshot } from './types.js';
import { own } from '../core/own.js';
import { ownerToKeep, replaced, tempBeside, trackTemp } from '../core/write-atomic.js';
import { bytePos, firstInvalidUtf8 } from '../core/utf8.js';
import { fsReason } from '../core/io-text.js';
import { quoteCut } from '../core/diagnostic.js';

export class LockfileError extends Error {
  /** The lockfileVersion the file declares, as written, when that version is the error. */
  declaredVersion?: string;
  constructor(
    public file: string,
    public line: number,
    public column: number,
    public reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'LockfileError';
  }
}

const ENTRY_KEYS = ['path', 'version', 'frontmatter', 'signer', 'allowed_tools', 'allowed_memory_scopes'] as const;
const ROOT_KEYS = ['lockfileVersion', 'skills'];
// Objects built here have no prototype, so only `__proto__` is refused: `constructor` and
// `prototype` are valid skill ids (SPEC §2) and must be lockable.
const FORBIDDEN_KEYS = new Set(['__proto__']);
// 32 bytes in base64: 43 characters and one '='. The 43rd carries the last 4 bits and two
// that must be 0 (RFC 4648 §3.5: canonical); another decodes to the same digest, so a hand-
// edited lock would read as drift when nothing changed.
const HASH_RE = /^sha256-[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;
const SIGNER_RE = /^[0-9A-Fa-f]{64}$/;
const CONFLICT_RE = /^(<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)( |$)/;
// The same markers anywhere in the text. Multiline ^ and $ also match at every \r, \n,
// U+2028 and U+2029, so this finds every marker line CONFLICT_RE finds, and a few more.
const CONFLICT_ANY_RE = /^(?:<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)(?: |$)/m;
const MAX_DEPTH = 64;
/** How every lockfile the writer produces begins. */
const LOCK_HEAD = '{\n  "lockfileVersion": 1,\n  "skills": {';
const FIX = 'fix it by hand, or delete it and run `skillgate lock` to write a new one';

// ---------------------------------------------------------------------------------------
// A strict RFC 8259 parser producing nodes with positions.

interface At {
  line: number;
  column: number;
}
type JNode = At &
  (
    | { kind: 'object'; members: JMember[] }
    | { kind: 'array'; items: JNode[]; strings?: Set<string>; notString?: JNode }
    | { kind: 'string'; value: string }
    | { kind: 'number'; value: number; raw: string }
    | { kind: 'boolean'; value: boolean }
    | { kind: 'null' }
  );
interface JMember extends At {
  key: string;
  value: JNode;
}

/**
 * How much of a value the reader keeps. Only what a check reads is kept: a hostile lockfile's
 * unknown key holding 30 million numbers was a node for each (3 GB, or node's out-of-memory
 * crash) before the key was refused.
 * - `keep`: the whole tree;
 * - `shallow`: the value's kind (and a scalar's value), no member or item of a container
 *   (each is still read and checked as JSON);
 * - `entry`: an entry of `skills`: its members, each list of ENTRY_LISTS as `strings`, every
 *   other value `shallow`;
 * - `strings`: a list's string items as a set of strings (the lock keeps a list as a sorted
 *   set), and its first item that is not one.
 */
type Keep = 'keep' | 'shallow' | 'entry' | 'strings';
const ENTRY_LISTS = new Set(['allowed_tools', 'allowed_memory_scopes']);

class JsonReader {
  private i = 0;
  private onSkill?: (m: JMember) => void;
  private onRoot?: (m: JMember) => void;
  // Where positions are counted from: the reader asks for them in text order (a duplicate
  // key's first place, and an error, may be earlier: counted again from the start). No table
  // of line starts: a 64 MB lockfile of line breaks made one of 64 M numbers (1.6 GB).
  private mark = { offset: 0, line: 1, lineStart: 0 };

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  at(offset: number): At {
    let { offset: k, line, lineStart } = offset >= this.mark.offset ? this.mark : { offset: 0, line: 1, lineStart: 0 };
    const text = this.text;
    for (; k < offset && k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(k + 1) !== 0x0a)) {
        line++;
        lineStart = k + 1;
      }
    }
    if (offset >= this.mark.offset) this.mark = { offset: k, line, lineStart };
    return { line, column: offset - lineStart + 1 };
  }

  fail(offset: number, reason: string): never {
    const { line, column } = this.at(offset);
    throw new LockfileError(this.file, line, column, reason);
  }

  /**
   * The whole document. With `onSkill`, each member of the root's "skills" object is handed
   * to it as soon as it is read, and not kept: a hostile 40 MB lockfile fails at its first
   * bad entry instead of after a tree of millions of nodes (seconds and gigabytes).
   */
  /**
   * `onSkill` sees each entry of the root's `skills` as soon as it is read (and the entries
   * are not kept); `onRoot` each other member of the root, as soon as it is read.
   */
  document(onSkill?: (m: JMember) => void, onRoot?: (m: JMember) => void): JNode {
    this.skipWs();
    this.onSkill = onSkill;
    this.onRoot = onRoot;
    // A root that is no object is refused by its kind: it is read, not kept (a root array of
    // 30 million numbers was a node each, 2.8 GB).
    const node = this.value(0, this.text[this.i] === '{' || !onSkill ? 'keep' : 'shallow');
    this.skipWs();
    if (this.i < this.text.length)
      this.fail(this.i, `invalid JSON: unexpected ${this.describe(this.i)} after the top-level value`);
    return node;
  }

  private skipWs(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) this.i++;
      else return;
    }
  }

  private describe(offset: number): string {
    if (offset >= this.text.length) return 'end of file';
    const cp = this.text.codePointAt(offset)!;
    const ch = String.fromCodePoint(cp);
    return cp < 0x20 || cp === 0x7f || cp === 0xfeff
      ? `character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
      : `character ${JSON.stringify(ch)}`;
  }

  private value(depth: number, keep: Keep = 'keep'): JNode {
    if (depth > MAX_DEPTH) this.fail(this.i, `invalid JSON: nesting deeper than ${MAX_DEPTH}`);
    const start = this.i;
    const { line, column } = this.at(start);
    const c = this.text[start];
    if (c === '{') return { line, column, kind: 'object', members: this.object(depth, depth === 0, undefined, keep) };
    if (c === '[') return { line, column, kind: 'array', ...this.array(depth, keep) };
    if (c === '"') return { line, column, kind: 'string', value: this.string() };
    if (c === '-' || (c >= '0' && c <= '9')) {
      const m = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
      m.lastIndex = start;
      const raw = m.exec(this.text)?.[0];
      if (!raw || /[0-9A-Za-z.+-]/.test(this.text[start + raw.length] ?? '')) {
        this.fail(start, 'invalid JSON: malformed number');
      }
      this.i += raw.length;
      return { line, column, kind: 'number', value: Number(raw), raw };
    }
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (this.text.startsWith(word, start) && !/[A-Za-z0-9_$]/.test(this.text[start + word.length] ?? '')) {
        this.i += word.length;
        return { line, column, ...node };
      }
    }
    if (start >= this.text.length) this.fail(start, 'invalid JSON: unexpected end of file, expected a value');
    if ((c === '}' || c === ']') && /,[ \t\r\n]*$/.test(this.text.slice(0, start))) {
      this.fail(start, `invalid JSON: trailing comma before ${JSON.stringify(c)}`);
    }
    return this.fail(start, `invalid JSON: unexpected ${this.describe(start)}, expected a value`);
  }

  private object(depth: number, root = false, visit?: (m: JMember) => void, keep: Keep = 'keep'): JMember[] {
    this.i++; // {
    const members: JMember[] = [];
    // Where each key starts: positions are worked out for a duplicate only (a skills object
    // of 300,000 entries would keep as many position objects).
    const seen = new Map<string, number>();
    this.skipWs();
    if (this.text[this.i] === '}') {
      this.i++;
      return members;
    }
    for (;;) {
      this.skipWs();
      const keyStart = this.i;
      if (this.text[keyStart] !== '"') {
        if (this.text[keyStart] === '}') this.fail(keyStart, 'invalid JSON: trailing comma before "}"');
        this.fail(keyStart, `invalid JSON: unexpected ${this.describe(keyStart)}, expected a string key`);
      }
      const { line, column } = this.at(keyStart);
      const key = this.string();
      if (FORBIDDEN_KEYS.has(key)) this.fail(keyStart, `key ${quoteCut(key)} is not allowed`);
      const firstAt = seen.get(key);
      if (firstAt !== undefined) {
        const first = this.at(firstAt);
        this.fail(keyStart, `duplicate key ${quoteCut(key)} (first at line ${first.line}, column ${first.column})`);
      }
      seen.set(key, keyStart);
      this.skipWs();
      if (this.text[this.i] !== ':')
        this.fail(this.i, `invalid JSON: unexpected ${this.describe(this.i)}, expected ":"`);
      this.i++;
      this.skipWs();
      if (root && key === 'skills' && this.onSkill && this.text[this.i] === '{') {
        const at = this.at(this.i);
        this.object(depth + 1, false, this.onSkill);
        members.push({ line, column, key, value: { ...at, kind: 'object', members: [] } });
      } else if (visit) visit({ line, column, key, value: this.value(depth + 1, 'entry') });
      else if (keep === 'shallow' || keep === 'strings') this.value(depth + 1, 'shallow');
      else {
        // The root's other members are read for their kind (lockfileVersion is a number, or
        // refused by its kind), and so is every member of an entry but its lists.
        const inner: Keep =
          keep === 'entry' ? (ENTRY_LISTS.has(key) ? 'strings' : 'shallow') : root && this.onSkill ? 'shallow' : 'keep';
        members.push({ line, column, key, value: this.value(depth + 1, inner) });
        if (root) this.onRoot?.(members[members.length - 1]!);
      }
      this.skipWs();
      const sep = this.text[this.i];
      this.i++;
      if (sep === '}') return members;
      if (sep !== ',')
        this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "}"`);
    }
  }

  private array(depth: number, keep: Keep): { items: JNode[]; strings?: Set<string>; notString?: JNode } {
    this.i++; // [
    const items: JNode[] = [];
    const list: { items: JNode[]; strings?: Set<string>; notString?: JNode } = { items };
    if (keep === 'strings') list.strings = new Set();
    this.skipWs();
    if (this.text[this.i] === ']') {
      this.i++;
      return list;
    }
    for (;;) {
      this.skipWs();
      if (keep === 'keep') items.push(this.value(depth + 1));
      else {
        const item = this.value(depth + 1, 'shallow');
        if (keep === 'strings') {
          if (item.kind === 'string') list.strings!.add(item.value);
          else list.notString ??= item;
        }
      }
      this.skipWs();
      const sep = this.text[this.i];
      this.i++;
      if (sep === ']') return list;
      if (sep !== ',')
        this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "]"`);
    }
  }

  private string(): string {
    const start = this.i;
    // Decoded as runs of text and blocks of escaped characters, joined once: a string of
    // millions of escapes appended one by one was a chain of as many pieces (1.3 GB for 31 MB).
    const parts: string[] = [];
    const codes: number[] = [];
    const flush = (): void => {
      if (codes.length) parts.push(String.fromCharCode(...codes));
      codes.length = 0;
    };
    const simple: Record<string, number> = { '"': 0x22, '\\': 0x5c, '/': 0x2f, b: 8, f: 12, n: 10, r: 13, t: 9 };
    this.i++; // opening quote
    for (;;) {
      // A run of plain characters at once (one slice, not one append per character).
      let j = this.i;
      for (let code = this.text.charCodeAt(j); code >= 0x20 && code !== 0x22 && code !== 0x5c;) {
        code = this.text.charCodeAt(++j);
      }
      if (j - this.i > 16) {
        flush();
        parts.push(this.text.slice(this.i, j));
      } else for (let k = this.i; k < j; k++) codes.push(this.text.charCodeAt(k));
      if (codes.length >= 4096) flush();
      this.i = j;
      const c = this.text[this.i];
      if (c === undefined) this.fail(start, 'invalid JSON: unterminated string');
      if (c === '"') break;
      const code = c.charCodeAt(0);
      if (code < 0x20) this.fail(this.i, `invalid JSON: ${this.describe(this.i)} must be escaped in a string`);
      const e = this.text[this.i + 1];
      if (e !== undefined && Object.hasOwn(simple, e)) {
        codes.push(simple[e]!);
        this.i += 2;
      } else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
        codes.push(parseInt(this.text.slice(this.i + 2, this.i + 6), 16));
        this.i += 6;
      } else {
        this.fail(this.i, 'invalid JSON: invalid escape sequence in string');
      }
    }
    flush();
    const out = parts.length === 1 ? parts[0]! : parts.join('');
    this.i++; // closing quote
    // The loop, not native isWellFormed: reading the characters one by one makes V8 flatten
    // the string built piece by piece above, and the GC then drops the pieces (native
    // isWellFormed leaves the chain as it is: a 10,000-entry lock held ~13 MB, not ~6 MB).
    if (!wellFormedLoop(out)) this.fail(start, 'string is not well-formed Unicode (lone surrogate)');
    return own(out); // not a slice that keeps the whole text alive
  }
}

function wellFormed(s: string): boolean {
  return s.isWellFormed();
}

function wellFormedLoop(s: string): boolean {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(k + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
      k++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------
// Field rules, shared by the reader and the writer so neither accepts what the other refuses.

/** Why a lockfile cannot hold `p`, in a few words for a message (no advice), or undefined. */
export function lockPathReason(p: string): string | undefined {
  const why = lockPathProblem(p);
  if (!why) return undefined;
  if (p.includes('\\')) return 'contains a backslash';
  if (/^[A-Za-z]:/.test(p)) return 'starts like a Windows drive (X:)';
  return why.replace(/;.*/, '');
}

/** Why `p` is not acceptable as a lock entry path, or null when it is. */
export function lockPathProblem(p: string): string | null {
  if (p === '') return 'is empty';
  if (p.includes('\\')) return 'contains a backslash; use "/"';
  const c0 = p.charCodeAt(0);
  if (c0 === 0x2f || (p.charCodeAt(1) === 0x3a && (c0 | 0x20) >= 0x61 && (c0 | 0x20) <= 0x7a))
    return 'is absolute; it must be relative to the repository root';
  // One pass (10,000 lock entries are checked on every read): control characters, then
  // ".." segments, then empty or "." segments, in that order of precedence.
  let control = false;
  let dotdot = false;
  let odd = false;
  let from = 0;
  for (let k = 0; k <= p.length; k++) {
    const c = k < p.length ? p.charCodeAt(k) : 0x2f;
    if (c === 0x2f) {
      const n = k - from;
      if (n === 0 || (n === 1 && p.charCodeAt(from) === 0x2e)) odd = true;
      else if (n === 2 && p.charCodeAt(from) === 0x2e && p.charCodeAt(from + 1) === 0x2e) dotdot = true;
      from = k + 1;
    } else if (c < 0x20 || c === 0x7f) control = true;
  }
  if (control) return 'contains a control character';
  if (dotdot) return 'contains a ".." segment';
  if (odd) return 'is not normalized (empty or "." segment)';
  return null;
}

function entryProblem(id: string, e: LockEntry): string | null {
  if (id === '') return 'skill id is empty';
  if (FORBIDDEN_KEYS.has(id)) return `skill id ${quoteCut(id)} is not allowed`;
  const pathWhy = lockPathProblem(e.path);
  if (pathWhy) return `skill ${quoteCut(id)}: path ${quoteCut(e.path)} ${pathWhy}`;
  if (!HASH_RE.test(e.frontmatter))
    return `skill ${quoteCut(id)}: frontmatter hash ${quoteCut(e.frontmatter)} is not "sha256-" + the canonical base64 of a SHA-256 digest (44 characters)`;
  if (e.signer !== null && !SIGNER_RE.test(e.signer))
    return `skill ${quoteCut(id)}: signer ${quoteCut(e.signer)} is not null or 64 hex characters`;
  const ok =
    wellFormed(id) &&
    wellFormed(e.path) &&
    wellFormed(e.version) &&
    e.allowed_tools.every(wellFormed) &&
    e.allowed_memory_scopes.every(wellFormed);
  return ok ? null : `skill ${JSON.stringify(id)}: a string is not well-formed Unicode`;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (xs: Iterable<string>): string[] => [...new Set(xs)].sort(byCodeUnit);
/** Strictly ascending by code unit: what sortedUnique returns, unchanged by it. */
function isCanonicalList(xs: readonly string[]): boolean {
  for (let k = 1; k < xs.length; k++) if (!(xs[k - 1] < xs[k])) return false;
  return true;
}

// ---------------------------------------------------------------------------------------
// Reading

/**
 * Parses the text of a lockfile. `file` is the name used in error messages.
 * Lists come back sorted and deduplicated, signers in lowercase.
 */
export function parseLockfile(text: string, file: string): Lockfile {
  text = precheck(text, file);
  return parseLockfileFast(text) ?? crlfFast(text) ?? parseStrict(text, file);
}

/**
 * A lockfile the writer wrote, checked out with CRLF line ends (git's autocrlf on
 * Windows). CR LF is whitespace between JSON tokens and cannot stand unescaped inside a
 * string, so when the text with LF ends is exactly the writer's, the strict reader would
 * return the very same value from the CRLF text: take it from the fast path instead.
 */
function crlfFast(text: string): Lockfile | null {
  if (!text.includes('\r\n')) return null;
  return parseLockfileFast(text.replaceAll('\r\n', '\n'));
}

/** parseLockfile without the fast path: the reference the fast path is tested against. */
export function parseLockfileStrict(text: string, file: string): Lockfile {
  return parseStrict(precheck(text, file), file);
}

/** Drops a BOM; throws on git conflict markers and on an empty file. */
function precheck(text: string, file: string): string {
  // Editors on Windows may add a BOM; it is not a column an editor shows, so drop it.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  // Splitting a big file into lines costs more than the whole fast path; only do it to
  // find the line number of a marker that is there.
  if (CONFLICT_ANY_RE.test(text)) {
    const lines = text.split(/\r\n|\n|\r/);
    for (let n = 0; n < lines.length; n++) {
      if (CONFLICT_RE.test(lines[n])) {
        throw new LockfileError(
          file,
          n + 1,
          1,
          `git conflict marker ${JSON.stringify(lines[n].slice(0, 40))}: resolve the merge, then run \`skillgate lock\``,
        );
      }
    }
  }
  if (text.trim() === '') throw new LockfileError(file, 1, 1, `lockfile is empty; ${FIX}`);
  return text;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The lockfile in `text` when `text` is byte for byte what serializeLockfile writes for it,
 * else null. Such a text has no duplicate, unknown or forbidden key, no escape or spacing
 * the writer would not produce, and only values the writer accepts, so the strict reader
 * would return this very value; any other text (hand-edited, CRLF, invalid) returns null
 * and takes the strict reader, which owns every error message. Exported for tests.
 */
export function parseLockfileFast(text: string): Lockfile | null {
  // Cheap early outs, so that a CRLF, minified or reindented file costs the strict
  // reader alone rather than a JSON.parse first.
  if (!text.startsWith(LOCK_HEAD) || !text.endsWith('}\n}\n')) return null;
  const scanned = scanWritten(text);
  return scanned !== undefined ? scanned : parseRoundTrip(text);
}

/** parseLockfileFast by JSON.parse and a round trip alone (a string with an escape). Exported for tests. */
export function parseRoundTrip(text: string): Lockfile | null {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(root) || Object.keys(root).length !== 2 || root.lockfileVersion !== 1) return null;
  const raw = root.skills;
  if (!Object.hasOwn(root, 'skills') || !isObject(raw)) return null;

  const skills: Record<string, LockEntry> = Object.create(null);
  // Object.keys lists integer-like ids first, but keeps the text's order for the others,
  // and skills (like the strict reader's object) orders its own keys by that same rule.
  for (const id of Object.keys(raw)) {
    const e = raw[id];
    if (!isObject(e) || Object.keys(e).length !== 6) return null;
    // Six own keys, each of the six names holding a value of its type: exactly ENTRY_KEYS.
    // Nothing is normalized here, so lists must already be sorted and unique and the signer
    // lowercase: the round trip alone would accept an uppercase signer and keep it.
    const { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes } = e;
    if (
      typeof path !== 'string' ||
      typeof version !== 'string' ||
      typeof frontmatter !== 'string' ||
      !(signer === null || (typeof signer === 'string' && signer === signer.toLowerCase())) ||
      !isStringList(allowed_tools) ||
      !isCanonicalList(allowed_tools) ||
      !isStringList(allowed_memory_scopes) ||
      !isCanonicalList(allowed_memory_scopes)
    ) {
      return null;
    }
    const entry: LockEntry = { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes };
    // entryProblem is the writer's check, which also refuses "__proto__" and other
    // forbidden ids; the reader also refuses a path that is not well-formed Unicode.
    if (entryProblem(id, entry) !== null || !wellFormed(path)) return null;
    skills[id] = entry;
  }
  const canonical = lockText(Object.keys(skills).sort(byCodeUnit), (id) => skills[id]);
  return canonical === text ? { lockfileVersion: 1, skills } : null;
}

const LIST_OPEN = '[\n        ';
const LIST_CLOSE = '\n      ]';
/** Between two items of a list the writer wrote. */
const LIST_SPLIT = '",\n        "';
/** How the writer ends a lockfile with no skills, and one with some. */
const EMPTY_TAIL = '}\n}\n';
const TAIL = '\n  }\n}\n';
/** A JSON string the writer writes as it is, its quotes included (one capture group). */
const PLAIN_STRING = '"([^"\\\\\\u0000-\\u001f]*)"';
const PLAIN_LIST = '(\\[\\]|\\[\\n {8}"[^"\\\\\\u0000-\\u001f]*"(?:,\\n {8}"[^"\\\\\\u0000-\\u001f]*")*\\n {6}\\])';
/** One entry of the writer's layout, from its id to its closing brace (lockText). */
const ENTRY_RE = new RegExp(
  PLAIN_STRING +
    ': \\{\\n {6}"allowed_memory_scopes": ' +
    PLAIN_LIST +
    ',\\n {6}"allowed_tools": ' +
    PLAIN_LIST +
    ',\\n {6}"frontmatter": ' +
    PLAIN_STRING +
    ',\\n {6}"path": ' +
    PLAIN_STRING +
    ',\\n {6}"signer": (?:null|' +
    PLAIN_STRING +
    '),\\n {6}"version": ' +
    PLAIN_STRING +
    '\\n {4}\\}',
  'y',
);

/**
 * The writer's layout read in one pass, with no JSON.parse and no text rebuilt to compare
 * (10,000 entries: ~4 MB that the round trip would build): each entry is one native match
 * of ENTRY_RE, which holds every byte lockText writes between the values, and each string
 * must be one JSON.stringify writes as is (no escape, no control character; a lone
 * surrogate fails the entry checks). Returns null when the text is surely not the writer's,
 * undefined when it cannot tell (a string with an escape may follow):
 * parseLockfileFast then decides with JSON.parse and the round trip.
 * Whenever it decides, it decides as the round trip does (exported for that test).
 */
export function scanWritten(text: string): Lockfile | null | undefined {
  if (!text.startsWith(LOCK_HEAD)) return null;
  const skills: Record<string, LockEntry> = Object.create(null);
  // Values must not be views into the text (V8 makes a slice of 13 or more characters one):
  // the lock lives for the whole run, and would keep all of its 4 MB text. Repeated values
  // (tools, scopes, versions) share one copy.
  const shared = new Map<string, string>();
  const kept = (v: string): string => {
    let got = shared.get(v);
    if (got === undefined) {
      got = own(v);
      if (shared.size < 50_000) shared.set(got, got);
    }
    return got;
  };
  const listOf = (t: string): string[] | null => {
    if (t === '[]') return [];
    const out = t.slice(LIST_OPEN.length + 1, t.length - LIST_CLOSE.length - 1).split(LIST_SPLIT);
    for (let k = 1; k < out.length; k++) if (!(out[k - 1] < out[k])) return null; // sorted and unique
    for (let k = 0; k < out.length; k++) out[k] = kept(out[k]);
    return out;
  };
  const end = text.length;
  let i = LOCK_HEAD.length;
  if (text.startsWith(EMPTY_TAIL, i) && i + EMPTY_TAIL.length === end) return { lockfileVersion: 1, skills };
  let prev: string | undefined;
  for (let first = true; ; first = false) {
    const sep = first ? '\n    ' : ',\n    ';
    ENTRY_RE.lastIndex = i + sep.length;
    let m: RegExpExecArray | null;
    try {
      m = text.startsWith(sep, i) ? ENTRY_RE.exec(text) : null;
    } catch (e) {
      // An entry of hundreds of thousands of list items overflows the regex engine's stack
      // (RangeError): the round trip decides such a text.
      if (e instanceof RangeError) return undefined;
      throw e;
    }
    if (!m) {
      // Not the writer's layout from here on, unless a string has an escape the layout
      // cannot show: then only the round trip can tell.
      return text.includes('\\', i) ? undefined : null;
    }
    const id = own(m[1]);
    if (prev !== undefined && !(prev < id)) return null;
    prev = id;
    const allowed_memory_scopes = listOf(m[2]);
    const allowed_tools = listOf(m[3]);
    const signer = m[6] === undefined ? null : m[6];
    if (allowed_memory_scopes === null || allowed_tools === null) return null;
    if (signer !== null && signer !== signer.toLowerCase()) return null;
    const entry: LockEntry = {
      path: own(m[5]),
      version: kept(m[7]),
      frontmatter: own(m[4]),
      signer: signer === null ? null : kept(signer),
      allowed_tools,
      allowed_memory_scopes,
    };
    if (entryProblem(id, entry) !== null) return null;
    skills[id] = entry;
    i = ENTRY_RE.lastIndex;
    if (text.startsWith(TAIL, i) && i + TAIL.length === end) return { lockfileVersion: 1, skills };
  }
}

/** A number as written, cut to its start and length when it is long (5,000 digits). */
export function rawCut(raw: string): string {
  return raw.length > 40 ? `${raw.slice(0, 20)}… (${raw.length} characters)` : raw;
}

/** The original strict reader, for every text the fast path does not take. */
function parseStrict(text: string, file: string): Lockfile {
  function fail(at: At, reason: string): never {
    throw new LockfileError(file, at.line, at.column, reason);
  }
  const typeName = (n: JNode): string =>
    n.kind === 'number' ? `number ${rawCut(n.raw)}` : n.kind === 'string' ? `string ${quoteCut(n.value)}` : n.kind;
  const expectObject = (n: JNode, what: string): JMember[] =>
    n.kind === 'object' ? n.members : fail(n, `${what} must be an object, got ${typeName(n)}`);
  const member = (ms: JMember[], key: string) => ms.find((m) => m.key === key);

  // Each skill is checked as soon as it is read (JsonReader.document), so a bad entry fails
  // before the rest of the file is even parsed.
  const skills: Record<string, LockEntry> = Object.create(null);
  const entry = (s: JMember): void => {
    const id = s.key;
    const q = quoteCut(id);
    if (id === '') fail(s, 'skill id is empty');
    const fields = expectObject(s.value, `skill ${q}`);
    for (const f of fields) {
      if (!(ENTRY_KEYS as readonly string[]).includes(f.key)) {
        fail(f, `skill ${q}: unknown key ${quoteCut(f.key)}; expected ${ENTRY_KEYS.map((k) => `"${k}"`).join(', ')}`);
      }
    }
    const get = (key: (typeof ENTRY_KEYS)[number]): JNode =>
      member(fields, key)?.value ?? fail(s.value, `skill ${q}: missing "${key}"`);
    const str = (key: (typeof ENTRY_KEYS)[number]): string => {
      const n = get(key);
      return n.kind === 'string' ? n.value : fail(n, `skill ${q}: "${key}" must be a string, got ${typeName(n)}`);
    };
    const list = (key: 'allowed_tools' | 'allowed_memory_scopes'): string[] => {
      const n = get(key);
      if (n.kind !== 'array') return fail(n, `skill ${q}: "${key}" must be a list of strings, got ${typeName(n)}`);
      // Read as `strings` (JsonReader's Keep): the strings, and the first item that is not one.
      if (n.notString) fail(n.notString, `skill ${q}: "${key}" must hold only strings, got ${typeName(n.notString)}`);
      return sortedUnique(n.strings!);
    };

    const path = str('path');
    const pathWhy = lockPathProblem(path);
    if (pathWhy) fail(get('path'), `skill ${q}: path ${quoteCut(path)} ${pathWhy}`);
    const entryVersion = str('version');
    const frontmatter = str('frontmatter');
    if (!HASH_RE.test(frontmatter))
      fail(
        get('frontmatter'),
        `skill ${q}: frontmatter ${quoteCut(frontmatter)} is not "sha256-" + the canonical base64 of a SHA-256 digest (44 characters)`,
      );
    const signerNode = get('signer');
    let signer: string | null = null;
    if (signerNode.kind !== 'null') {
      if (signerNode.kind !== 'string' || !SIGNER_RE.test(signerNode.value)) {
        fail(signerNode, `skill ${q}: "signer" must be null or 64 hex characters, got ${typeName(signerNode)}`);
      }
      signer = signerNode.value.toLowerCase();
    }
    skills[id] = {
      path,
      version: entryVersion,
      frontmatter,
      signer,
      allowed_tools: list('allowed_tools'),
      allowed_memory_scopes: list('allowed_memory_scopes'),
    };
  };

  const checkVersion = (version: JMember): void => {
    if (version.value.kind !== 'number')
      fail(version.value, `"lockfileVersion" must be the number 1, got ${typeName(version.value)}`);
    // As written: 1.0, 1e0 or 1.0000000000000000001 (which reads as 1) is not the writer's 1.
    if (version.value.raw !== '1') {
      const { line, column, raw } = version.value;
      const e = new LockfileError(
        file,
        line,
        column,
        Number(raw) === 1
          ? `lockfileVersion is written ${rawCut(raw)}: write it 1 (the format's version is the integer 1)`
          : `unsupported lockfileVersion ${rawCut(raw)}; this skillgate reads lockfileVersion 1`,
      );
      e.declaredVersion = raw;
      throw e;
    }
  };
  // The version is checked as soon as it is read: a lockfile of another version (first, as
  // every writer puts it) is that, not an entry with keys this version does not know.
  const root = new JsonReader(text, file).document(entry, (m) => {
    if (m.key === 'lockfileVersion') checkVersion(m);
  });
  const rootMembers = expectObject(root, 'the lockfile');
  const version = member(rootMembers, 'lockfileVersion');
  if (!version) fail(root, `missing "lockfileVersion"; ${FIX}`);
  checkVersion(version);
  for (const m of rootMembers) {
    if (!ROOT_KEYS.includes(m.key)) fail(m, `unknown key ${quoteCut(m.key)}; expected "lockfileVersion" and "skills"`);
  }
  const skillsMember = member(rootMembers, 'skills');
  if (!skillsMember) fail(root, `missing "skills"; ${FIX}`);
  // An object's entries were read and checked above; anything else is the wrong type.
  expectObject(skillsMember.value, '"skills"');
  return { lockfileVersion: 1, skills };
}

/**
 * Reads and parses a lockfile; null when it does not exist. Bytes must be strict UTF-8.
 * `displayName` is the name used in messages (e.g. the path relative to the repository).
 */
export async function readLockfile(file: string, displayName: string = file): Promise<Lockfile | null> {
  let bytes: Buffer;
  try {
    bytes = await fsp.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new LockfileError(displayName, 1, 1, `cannot read lockfile: ${fsReason(err)}`);
  }
  return parseLockfile(decodeLockfile(bytes, displayName), displayName);
}

/**
 * A lockfile's bytes as text: strict UTF-8, or a LockfileError at the first bad byte. (A
 * lenient decode would turn a bad byte into U+FFFD, which a skill may legitimately hold, and
 * a corrupted lock could then match the tree.)
 */
export function decodeLockfile(bytes: Uint8Array, displayName: string): string {
  if (isUtf8(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  const at = firstInvalidUtf8(bytes);
  const { line, column } = bytePos(bytes, at);
  throw new LockfileError(
    displayName,
    line,
    column,
    `lockfile is not valid UTF-8 (bad byte 0x${bytes[at].toString(16).padStart(2, '0')} at offset ${at})`,
  );
}

// ---------------------------------------------------------------------------------------
// Writing

// A list that is already canonical (as in every parsed lockfile) is kept as is: copying and
// sorting 20,000 lists again cost more than writing them.
const canonicalList = (xs: string[]): string[] => (isCanonicalList(xs) ? xs : sortedUnique(xs));

function toEntry(e: LockEntry): LockEntry {
  return {
    path: e.path,
    version: e.version,
    frontmatter: e.frontmatter,
    signer: e.signer === null ? null : e.signer.toLowerCase(),
    allowed_tools: canonicalList(e.allowed_tools),
    allowed_memory_scopes: canonicalList(e.allowed_memory_scopes),
  };
}

/**
 * The bytes of a lockfile: every object's keys and both lists sorted by UTF-16 code unit,
 * lists deduplicated, two-space indent, trailing newline. Throws (a plain Error: it is a
 * caller bug) on input the reader would refuse, including two snapshots with one id.
 */
export function serializeLockfile(entries: SkillSnapshot[] | Record<string, LockEntry>): string {
  const byId = new Map<string, LockEntry>();
  if (Array.isArray(entries)) {
    for (const s of entries) {
      if (byId.has(s.id)) throw new Error(`cannot write lockfile: skill id ${JSON.stringify(s.id)} appears twice`);
      byId.set(s.id, toEntry(s));
    }
  } else {
    for (const id of Object.keys(entries)) byId.set(id, toEntry(entries[id]));
  }
  const ids = [...byId.keys()].sort(byCodeUnit);
  for (const id of ids) {
    const why = entryProblem(id, byId.get(id)!);
    if (why) throw new Error(`cannot write lockfile: ${why}`);
  }
  return lockText(ids, (id) => byId.get(id)!);
}

/**
 * The text of checked, normalized entries, `ids` sorted by code unit. Assembled by hand:
 * a JS object would list integer-like ids ("10", "9") first in numeric order, and
 * JSON.stringify(entry, null, 2) per entry is several times slower. The layout is exactly
 * JSON.stringify's with a two-space indent; entry keys are ENTRY_KEYS sorted by code unit.
 */
function lockText(ids: readonly string[], entryOf: (id: string) => LockEntry): string {
  let out = LOCK_HEAD;
  for (let k = 0; k < ids.length; k++) {
    const e = entryOf(ids[k]);
    out +=
      (k === 0 ? '\n    ' : ',\n    ') +
      JSON.stringify(ids[k]) +
      ': {\n      "allowed_memory_scopes": ' +
      listText(e.allowed_memory_scopes) +
      ',\n      "allowed_tools": ' +
      listText(e.allowed_tools) +
      ',\n      "frontmatter": ' +
      JSON.stringify(e.frontmatter) +
      ',\n      "path": ' +
      JSON.stringify(e.path) +
      ',\n      "signer": ' +
      JSON.stringify(e.signer) +
      ',\n      "version": ' +
      JSON.stringify(e.version) +
      '\n    }';
  }
  return out + (ids.length ? '\n  }\n}\n' : '}\n}\n');
}

/** A list as JSON.stringify(…, null, 2) prints it three levels deep: `[]` when empty. */
function listText(xs: readonly string[]): string {
  if (xs.length === 0) return '[]';
  let out = '[\n        ' + JSON.stringify(xs[0]);
  for (let k = 1; k < xs.length; k++) out += ',\n        ' + JSON.stringify(xs[k]);
  return out + '\n      ]';
}

const RETRYABLE_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY']);

/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same
 * directory is written, fsynced and renamed over the target, so readers and concurrent
 * writers only ever see a whole file. The temp file is removed on failure. A symlinked
 * target is followed, so the link itself survives. A read-only lockfile is refused (EACCES),
 * and one root replaces keeps its owner (write-atomic.ts `replaced`).
 */
export async function writeLockfileAtomic(file: string, text: string): Promise<void> {
  let target = nodePath.resolve(file);
  try {
    target = await fsp.realpath(target);
  } catch {
    // a new file: write it where it was named
  }
  const dir = nodePath.dirname(target);
  const tmp = tempBeside(target);
  const done = trackTemp(tmp);
  let handle: fsp.FileHandle | undefined;
  try {
    const old = replaced(target);
    // A lockfile is data: execute bits are not carried over.
    const keepMode = old && old.mode & 0o666;
    handle = await fsp.open(tmp, 'wx', keepMode ?? 0o666);
    if (keepMode !== undefined) await handle.chmod(keepMode);
    const owner = ownerToKeep(old);
    if (owner) await handle.chown(owner.uid, owner.gid).catch(() => undefined); // best effort, as keepOwner
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        await fsp.rename(tmp, target);
        break;
      } catch (err) {
        // Windows refuses to replace a file another process has open; it clears quickly.
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (process.platform !== 'win32' || !RETRYABLE_RENAME.has(code) || attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 10 * (attempt + 1)));
      }
    }
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await fsp.rm(tmp, { force: true }).catch(() => undefined);
    throw err;
  } finally {
    done();
  }
  // Persist the rename itself; directories cannot be opened for fsync on every platform.
  try {
    const d = await fsp.open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // best effort
  }
}
