/**
 * The signed message and the lockfile hash (SPEC §3, §4).
 *
 * message = SHA-256(UTF-8(canonical frontmatter)) || SHA-256(UTF-8(canonical body))
 */
import * as crypto from 'node:crypto';
import { canonicalBody, canonicalize, canonicalizeWithout } from './jcs.js';

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
