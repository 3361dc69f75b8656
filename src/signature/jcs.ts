/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) and the canonical body (SPEC §3).
 *
 * Only the JSON data model is accepted: well-formed strings, booleans, null, finite
 * numbers, arrays and plain objects. Anything else has no canonical form and throws a
 * CanonicalError naming where in the value it sits.
 */

/** Deeper values than this are refused (the parser already rejects nesting beyond 64). */
export const MAX_DEPTH = 1000;

export class CanonicalError extends Error {
  /** Location of the offending value inside the canonicalized value, e.g. ['x-meta', 'a', 2]. */
  readonly path: (string | number)[];
  readonly reason: string;

  constructor(path: (string | number)[], reason: string) {
    super(path.length > 0 ? `${formatPath(path)}: ${reason}` : reason);
    this.name = 'CanonicalError';
    this.path = path;
    this.reason = reason;
  }
}

function formatPath(path: (string | number)[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(p)) out += out === '' ? p : `.${p}`;
    else out += `[${JSON.stringify(p)}]`;
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `String.prototype.isWellFormed` (Node 20+; not in the ES2023 lib typings), with a fallback. */
export function isWellFormed(s: string): boolean {
  const native = (s as unknown as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof native === 'function' ? native.call(s) : !LONE_SURROGATE.test(s);
}

function serializeString(s: string, path: (string | number)[], what: string): string {
  if (!isWellFormed(s)) {
    throw new CanonicalError([...path], `${what} is not well-formed Unicode (lone surrogate)`);
  }
  // For well-formed strings JSON.stringify escapes exactly what RFC 8785 §3.2.2.2 requires:
  // `"`, `\`, \b \t \n \f \r and the other C0 controls as lowercase \u00xx; nothing else.
  return JSON.stringify(s);
}

/**
 * A string as JSON.stringify writes it (which is RFC 8785's escaping for well-formed
 * strings), without calling it for the common string that needs no escape; throws NOT_FAST
 * for a string that is not well-formed.
 */
function quote(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
      if (!isWellFormed(s)) throw NOT_FAST;
      return JSON.stringify(s);
    }
  }
  return '"' + s + '"';
}

/** Thrown by the fast path: the checked path below decides, and words the error. */
const NOT_FAST = new Error('not on the fast path');

/**
 * RFC 8785 without bookkeeping: no path, no ancestor set, no intermediate arrays. It gives
 * up (throws NOT_FAST) on anything the checked walk would refuse (cycles reach the depth
 * limit), so its output is the checked walk's whenever it returns. `skip` is a top-level key
 * left out (the frontmatter's `signature`).
 */
function fastCanonical(v: unknown, depth: number, skip?: string): string {
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'number':
      if (!Number.isFinite(v)) throw NOT_FAST;
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      break;
    default:
      throw NOT_FAST;
  }
  if (v === null) return 'null';
  if (depth >= MAX_DEPTH) throw NOT_FAST;
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + fastCanonical(v[i], depth + 1);
    return out + ']';
  }
  if (!isPlainObject(v) || Object.getOwnPropertySymbols(v).length > 0) throw NOT_FAST;
  const rec = v as Record<string, unknown>;
  const keys = Object.keys(rec).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    if (k === skip) continue;
    out += (first ? '' : ',') + quote(k) + ':' + fastCanonical(rec[k], depth + 1);
    first = false;
  }
  return out + '}';
}

/**
 * RFC 8785 of a plain object without its top-level key `skip` (the frontmatter's
 * `signature`), without copying it. Throws CanonicalError as `canonicalize` does.
 */
export function canonicalizeWithout(value: Record<string, unknown>, skip: string): string {
  try {
    return fastCanonical(value, 0, skip);
  } catch (e) {
    if (e !== NOT_FAST) throw e;
  }
  const rest = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(value)) if (k !== skip) rest[k] = value[k];
  return checkedCanonical(rest);
}

/** Serialize `value` per RFC 8785. Throws CanonicalError for values with no canonical form. */
export function canonicalize(value: unknown): string {
  try {
    return fastCanonical(value, 0);
  } catch (e) {
    if (e !== NOT_FAST) throw e;
  }
  return checkedCanonical(value);
}

/** The walk that keeps its path, so that a value with no canonical form is named exactly. */
export function checkedCanonical(value: unknown): string {
  const path: (string | number)[] = [];
  const ancestors = new Set<object>();

  const walk = (v: unknown, depth: number): string => {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'boolean':
        return v ? 'true' : 'false';
      case 'string':
        return serializeString(v, path, 'string');
      case 'number':
        if (!Number.isFinite(v)) {
          throw new CanonicalError([...path], `${String(v)} has no canonical JSON form`);
        }
        // ECMAScript Number::toString, which RFC 8785 §3.2.2.3 adopts; -0 serializes as 0.
        return JSON.stringify(v);
      case 'undefined':
        throw new CanonicalError([...path], 'undefined has no canonical JSON form');
      case 'bigint':
        throw new CanonicalError([...path], 'bigint has no canonical JSON form');
      case 'object':
        break;
      default:
        throw new CanonicalError([...path], `a ${typeof v} has no canonical JSON form`);
    }
    const obj = v as object;
    if (depth >= MAX_DEPTH) {
      throw new CanonicalError([...path], `nesting deeper than ${MAX_DEPTH}`);
    }
    if (ancestors.has(obj)) throw new CanonicalError([...path], 'circular reference');

    if (Array.isArray(obj)) {
      ancestors.add(obj);
      const parts: string[] = [];
      for (let i = 0; i < obj.length; i++) {
        path.push(i);
        parts.push(walk(obj[i], depth + 1));
        path.pop();
      }
      ancestors.delete(obj);
      return `[${parts.join(',')}]`;
    }
    if (!isPlainObject(obj)) {
      const name = (obj as { constructor?: { name?: unknown } }).constructor?.name;
      throw new CanonicalError(
        [...path],
        `${typeof name === 'string' && name !== '' ? name : 'this object'} has no canonical JSON form`,
      );
    }
    if (Object.getOwnPropertySymbols(obj).length > 0) {
      throw new CanonicalError([...path], 'symbol keys have no canonical JSON form');
    }
    ancestors.add(obj);
    const rec = obj as Record<string, unknown>;
    // Default sort compares UTF-16 code units, as RFC 8785 §3.2.3 requires.
    const keys = Object.keys(rec).sort();
    const parts: string[] = [];
    for (const k of keys) {
      path.push(k);
      const key = serializeString(k, path, 'key');
      parts.push(`${key}:${walk(rec[k], depth + 1)}`);
      path.pop();
    }
    ancestors.delete(obj);
    return `{${parts.join(',')}}`;
  };

  return walk(value, 0);
}

function isStripped(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a;
}

/**
 * Canonical body: CRLF and lone CR become LF, then leading and trailing spaces, tabs and
 * LFs are removed (nothing else: no other whitespace, no Unicode spaces).
 */
export function canonicalBody(body: string): string {
  const lf = body.replace(/\r\n?/g, '\n');
  // Plain loops rather than /[ \t\n]+$/, which is quadratic on long interior whitespace runs.
  let start = 0;
  let end = lf.length;
  while (start < end && isStripped(lf.charCodeAt(start))) start++;
  while (end > start && isStripped(lf.charCodeAt(end - 1))) end--;
  return lf.slice(start, end);
}
