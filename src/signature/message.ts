/**
 * The signed message and the lockfile hash (SPEC §3, §4).
 *
 * message = SHA-256(UTF-8(canonical frontmatter)) || SHA-256(UTF-8(canonical body))
 */
import * as crypto from 'node:crypto';
import { canonicalBody, canonicalize, canonicalizeWithout, CanonicalError } from './jcs.js';
import { toValue, type YMap, type YNode } from '../core/document.js';

/** JCS of the frontmatter mapping without its top-level `signature` key. */
export function canonicalFrontmatter(fm: Record<string, unknown>): string {
  if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) {
    // Not a mapping: let canonicalize serialize it or say why it cannot.
    return canonicalize(fm);
  }
  const proto = Object.getPrototypeOf(fm) as unknown;
  if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(fm).length > 0) {
    return canonicalize(fm); // throws: no canonical form
  }
  return canonicalizeWithout(fm, 'signature');
}

/** One-shot `crypto.hash` (Node 20.12+, ~40% cheaper for short inputs), else createHash. */
const oneShot = typeof crypto.hash === 'function' ? crypto.hash : undefined;

function sha256(text: string): Uint8Array {
  return oneShot ? oneShot('sha256', text, 'buffer') : crypto.createHash('sha256').update(text, 'utf8').digest();
}

/** SHA-256 of UTF-8 `text`, as base64. */
function sha256Base64(text: string): string {
  return oneShot
    ? oneShot('sha256', text, 'base64')
    : crypto.createHash('sha256').update(text, 'utf8').digest('base64');
}

/** SHA-256 of the UTF-8 canonical frontmatter. */
export function frontmatterDigest(fm: Record<string, unknown>): Uint8Array {
  return sha256(canonicalFrontmatter(fm));
}

/** The lockfile's `frontmatter` value: `sha256-` + base64 of the frontmatter digest. */
export function lockHash(fm: Record<string, unknown>): string {
  return lockHashOf(frontmatterDigest(fm));
}

/** SHA-256 of the UTF-8 canonical body. */
export function bodyDigest(body: string): Uint8Array {
  return sha256(canonicalBody(body));
}

/** The 64 bytes that Ed25519 signs. */
export function signingMessage(fm: Record<string, unknown>, body: string): Uint8Array {
  return messageOf(frontmatterDigest(fm), body);
}

/** The signed message from a frontmatter digest already computed (for the lock hash). */
export function messageOf(fmDigest: Uint8Array, body: string): Uint8Array {
  const out = new Uint8Array(64);
  out.set(fmDigest, 0);
  out.set(bodyDigest(body), 32);
  return out;
}

/** The lockfile's `frontmatter` value from a frontmatter digest. */
export function lockHashOf(fmDigest: Uint8Array): string {
  return 'sha256-' + Buffer.from(fmDigest.buffer, fmDigest.byteOffset, fmDigest.byteLength).toString('base64');
}

/**
 * The lockfile's `frontmatter` value straight from a parsed root, or undefined when the
 * frontmatter has no canonical form. The same bytes as lockHashOf(frontmatterDigest(
 * toValue(root))), without the value tree or the canonical text built in pieces: a copy
 * with its keys in RFC 8785 order, which JSON.stringify then writes as RFC 8785 does
 * (for well-formed strings, finite numbers and keys that are not array indices; anything
 * else takes the general path).
 */
export function frontmatterHash(root: YMap): string | undefined {
  const sorted = sortedCopy(root, true);
  try {
    const text =
      sorted !== NOT_PLAIN ? JSON.stringify(sorted) : canonicalFrontmatter(toValue(root) as Record<string, unknown>);
    return lockHashOfText(text);
  } catch (e) {
    if (e instanceof CanonicalError) return undefined;
    throw e;
  }
}

/** canonicalFrontmatter(), or undefined when the frontmatter has none (lock/beyond.ts). */
export function canonicalFrontmatterOrUndefined(fm: Record<string, unknown>): string | undefined {
  try {
    return canonicalFrontmatter(fm);
  } catch (e) {
    if (e instanceof CanonicalError) return undefined;
    throw e;
  }
}

/** The lock hash of a canonical frontmatter's text. */
export function lockHashOfText(text: string): string {
  return 'sha256-' + sha256Base64(text);
}

/** The SHA-256 digest a lock hash holds (the first half of the signed message). */
export function digestOfLockHash(hash: string): Uint8Array {
  return new Uint8Array(Buffer.from(hash.slice('sha256-'.length), 'base64'));
}

const NOT_PLAIN: unique symbol = Symbol('not plain');
const byKey = (a: { key: { value: string } }, b: { key: { value: string } }): number =>
  a.key.value < b.key.value ? -1 : a.key.value > b.key.value ? 1 : 0;

/**
 * toValue(node) with every mapping's keys inserted in code-unit order, which is the order
 * JSON.stringify writes them in, unless a key is an array index (V8 lists those first):
 * such a key, a key `__proto__`, a non-finite number or a string that is not well-formed
 * Unicode gives NOT_PLAIN.
 */
function sortedCopy(node: YNode, top = false): unknown {
  if (node.kind === 'scalar') {
    const v = node.value;
    if (typeof v === 'string') return v.isWellFormed() ? v : NOT_PLAIN;
    if (typeof v === 'number' && !Number.isFinite(v)) return NOT_PLAIN;
    return v;
  }
  if (node.kind === 'seq') {
    const out = new Array<unknown>(node.items.length);
    for (let i = 0; i < out.length; i++) {
      const v = sortedCopy(node.items[i]);
      if (v === NOT_PLAIN) return NOT_PLAIN;
      out[i] = v;
    }
    return out;
  }
  const entries = node.entries.slice().sort(byKey);
  const out: Record<string, unknown> = {};
  for (let i = 0; i < entries.length; i++) {
    const k = entries[i].key.value;
    if (top && k === 'signature') continue;
    const c = k.charCodeAt(0);
    if ((c >= 0x30 && c <= 0x39) || k === '__proto__' || !k.isWellFormed()) return NOT_PLAIN;
    const v = sortedCopy(entries[i].value);
    if (v === NOT_PLAIN) return NOT_PLAIN;
    out[k] = v;
  }
  return out;
}
