/**
 * Strict Ed25519 (RFC 8032, pure) for skill signatures (SPEC §3).
 *
 * The curve arithmetic of verification is node's built-in crypto (OpenSSL), which is far
 * faster than pure JS. OpenSSL, like @noble/ed25519's default ZIP-215 mode, accepts a
 * signature under a small-order public key (with R = identity and S = 0 it "signs" every
 * message), so strictness comes from the checks here: S < L, a canonical R that is not of
 * small order, and a public key that is a canonical encoding of a curve point outside the
 * 8-torsion. Key checks are done once per distinct key and cached.
 */
import {
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign as cryptoSign,
  verify as cryptoVerify,
  type KeyObject,
} from 'node:crypto';
import { Point } from '@noble/ed25519';

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/** Order of the prime subgroup: 2^252 + 27742317777372353535851937790883648493. */
export const L = (1n << 252n) + 27742317777372353535851937790883648493n;

const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Canonical encodings of the eight points of the 8-torsion subgroup (orders 1, 2, 4, 8).
 * Non-canonical encodings of them have y >= p and are rejected before this list is used.
 */
export const SMALL_ORDER_ENCODINGS: ReadonlySet<string> = new Set([
  '0100000000000000000000000000000000000000000000000000000000000000', // identity
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // order 2
  '0000000000000000000000000000000000000000000000000000000000000000', // order 4
  '0000000000000000000000000000000000000000000000000000000000000080', // order 4
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05', // order 8
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85', // order 8
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a', // order 8
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa', // order 8
]);

const HEX64 = /^[0-9a-fA-F]{64}$/;
const HEX128 = /^[0-9a-fA-F]{128}$/;

function hexProblem(what: string, hex: unknown, len: number): string | null {
  if (typeof hex !== 'string') return `${what} must be a string of ${len} hex characters`;
  if (!/^[0-9a-fA-F]*$/.test(hex)) return `${what} is not hexadecimal`;
  if (hex.length !== len) return `${what} must be ${len} hex characters, got ${hex.length}`;
  return null;
}

/** L as 32 little-endian bytes, for a comparison without BigInt (it runs once per signature). */
const L_BYTES = Uint8Array.from(Buffer.from(L.toString(16).padStart(64, '0'), 'hex').reverse());

/** S (bytes 32..63 of a signature, little-endian) >= L. */
export function sIsNotCanonical(sig: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    const a = sig[32 + i]!;
    const b = L_BYTES[i]!;
    if (a !== b) return a > b;
  }
  return true; // S == L
}

/** The 32 bytes at `start` encode y >= p = 2^255 - 19 (the sign bit ignored). */
export function yIsNotCanonical(bytes: Uint8Array, start: number): boolean {
  if ((bytes[start + 31]! & 0x7f) !== 0x7f) return false;
  for (let i = 30; i >= 1; i--) if (bytes[start + i] !== 0xff) return false;
  return bytes[start]! >= 0xed;
}

type KeyEntry = { keyObject: KeyObject } | { reason: string };
const keyCache = new Map<string, KeyEntry>();
const KEY_CACHE_LIMIT = 4096;

/** Why a (lowercase, 64-hex) public key is unacceptable, or its KeyObject. */
function checkPublicKey(hex: string): KeyEntry {
  const bytes = Buffer.from(hex, 'hex');
  if (yIsNotCanonical(bytes, 0)) {
    return { reason: 'public key is a non-canonical point encoding (y >= p)' };
  }
  let point: Point;
  try {
    point = Point.fromBytes(bytes, false); // strict RFC 8032 decoding
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (/x\s*==\s*0/.test(msg)) {
      return {
        reason: 'public key is a non-canonical point encoding (x = 0 with the sign bit set)',
      };
    }
    return { reason: 'public key is not a point on the curve' };
  }
  if (point.isSmallOrder()) return { reason: 'public key is a small-order point' };
  try {
    const keyObject = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, bytes]),
      format: 'der',
      type: 'spki',
    });
    return { keyObject };
  } catch {
    return { reason: 'public key is not a valid Ed25519 key' };
  }
}

function publicKeyEntry(hex: string): KeyEntry {
  let entry = keyCache.get(hex);
  if (entry === undefined) {
    entry = checkPublicKey(hex);
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
    keyCache.set(hex, entry);
  }
  return entry;
}

/** A signature that passed every strict check: only the curve equation is left to decide. */
export interface Prechecked {
  /** Lowercase 64-hex public key. */
  key: string;
  /** The 64 signature bytes. */
  sig: Buffer;
}

/**
 * Everything strict about a signature, without the curve arithmetic: hex shapes, the
 * public key (canonical, on the curve, outside the 8-torsion; cached per key), S < L and a
 * canonical R outside the 8-torsion. Never throws.
 */
export function precheck(publicKeyHex: string, signatureHex: string): Prechecked | { ok: false; reason: string } {
  const keyProblem = hexProblem('public key', publicKeyHex, 64);
  if (keyProblem) return { ok: false, reason: keyProblem };
  const sigProblem = hexProblem('signature', signatureHex, 128);
  if (sigProblem) return { ok: false, reason: sigProblem };

  const key = publicKeyHex.toLowerCase();
  const entry = publicKeyEntry(key);
  if ('reason' in entry) return { ok: false, reason: entry.reason };

  const sig = Buffer.from(signatureHex, 'hex');
  if (sIsNotCanonical(sig)) {
    return { ok: false, reason: 'signature S is not canonical (S >= L)' };
  }
  if (yIsNotCanonical(sig, 0)) {
    return { ok: false, reason: 'signature R is a non-canonical point encoding (y >= p)' };
  }
  if (SMALL_ORDER_ENCODINGS.has(signatureHex.slice(0, 64).toLowerCase())) {
    return { ok: false, reason: 'signature R is a small-order point' };
  }
  // Its own 64 bytes: a deferred signature is kept until the run settles, and a slice of
  // Buffer's shared pool would keep the whole 8 KB slab around it alive.
  return { key, sig: Buffer.from(new Uint8Array(sig)) };
}

/** The curve equation for a signature `precheck` accepted (node's crypto.verify). Never throws. */
export function verifyPrechecked(key: string, sig: Uint8Array, message: Uint8Array): boolean {
  const entry = publicKeyEntry(key);
  if ('reason' in entry) return false;
  try {
    return cryptoVerify(null, message, entry.keyObject, sig);
  } catch {
    return false;
  }
}

export const MISMATCH = 'signature does not match the frontmatter and body';

/**
 * Strict verification of a 64-byte message. Hex may be either case. Never throws.
 */
export function verifyStrict(publicKeyHex: string, signatureHex: string, message: Uint8Array): VerifyResult {
  const pre = precheck(publicKeyHex, signatureHex);
  if ('reason' in pre) return pre;
  return verifyPrechecked(pre.key, pre.sig, message) ? { ok: true } : { ok: false, reason: MISMATCH };
}

function seedBytes(seedHex: string): Buffer {
  if (typeof seedHex !== 'string' || !HEX64.test(seedHex)) {
    throw new Error('Ed25519 seed must be 64 hex characters');
  }
  return Buffer.from(seedHex, 'hex');
}

/** The key of the last seed: `sign` of many bundles uses one key (building it was ~40% of a bundle's cost). */
let lastKey: { seedHex: string; key: KeyObject } | undefined;

function privateKeyFromSeed(seedHex: string): KeyObject {
  if (lastKey?.seedHex === seedHex) return lastKey.key;
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seedBytes(seedHex)]),
    format: 'der',
    type: 'pkcs8',
  });
  lastKey = { seedHex, key };
  return key;
}

/** 32 random bytes, as 64 lowercase hex characters: an Ed25519 seed. */
export function generateSeedHex(): string {
  return randomBytes(32).toString('hex');
}

/** The 64-hex public key of a 64-hex seed. */
export function publicKeyFromSeed(seedHex: string): string {
  const spki = createPublicKey(privateKeyFromSeed(seedHex)).export({ format: 'der', type: 'spki' });
  return Buffer.from(spki.subarray(SPKI_PREFIX.length)).toString('hex');
}

/** Ed25519 signature (128 lowercase hex) of `message` under the 64-hex seed. */
export function signMessage(seedHex: string, message: Uint8Array): string {
  return cryptoSign(null, message, privateKeyFromSeed(seedHex)).toString('hex');
}

/** True when `hex` is a 128-hex string (either case). */
export function isSignatureHex(hex: unknown): hex is string {
  return typeof hex === 'string' && HEX128.test(hex);
}

/** True when `hex` is a 64-hex string (either case). */
export function isPublicKeyHex(hex: unknown): hex is string {
  return typeof hex === 'string' && HEX64.test(hex);
}
