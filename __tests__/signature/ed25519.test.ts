import { createHash } from 'node:crypto';
import { Point } from '@noble/ed25519';
import {
  L,
  SMALL_ORDER_ENCODINGS,
  generateSeedHex,
  publicKeyFromSeed,
  sIsNotCanonical,
  signMessage,
  verifyStrict,
  yIsNotCanonical,
} from '../../src/signature/ed25519.js';
import { keys } from './helpers.js';

const fromHex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
const msg = new Uint8Array(createHash('sha512').update('skillgate').digest()); // 64 bytes

/** little-endian 32-byte hex of n */
const le32 = (n: bigint): string => {
  const b = Buffer.alloc(32);
  for (let i = 0; i < 32; i++) b[i] = Number((n >> BigInt(8 * i)) & 0xffn);
  return b.toString('hex');
};

describe('RFC 8032 test vectors', () => {
  it('test 1 (empty message)', () => {
    const seed = keys['key-1']!.secret_seed_hex;
    const pub = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
    const sig =
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';
    expect(publicKeyFromSeed(seed)).toBe(pub);
    expect(signMessage(seed, new Uint8Array())).toBe(sig);
    expect(verifyStrict(pub, sig, new Uint8Array())).toEqual({ ok: true });
  });

  it('test 2 (one byte 0x72)', () => {
    const seed = keys['key-2']!.secret_seed_hex;
    const pub = '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c';
    const sig =
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00';
    expect(publicKeyFromSeed(seed)).toBe(pub);
    expect(signMessage(seed, fromHex('72'))).toBe(sig);
    expect(verifyStrict(pub, sig, fromHex('72'))).toEqual({ ok: true });
    expect(verifyStrict(pub, sig, fromHex('73')).ok).toBe(false);
  });
});

describe('generateSeedHex / signMessage', () => {
  it('round-trips a fresh key', () => {
    const seed = generateSeedHex();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSeedHex()).not.toBe(seed);
    const pub = publicKeyFromSeed(seed);
    expect(pub).toMatch(/^[0-9a-f]{64}$/);
    const sig = signMessage(seed, msg);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyStrict(pub, sig, msg)).toEqual({ ok: true });
    expect(verifyStrict(publicKeyFromSeed(generateSeedHex()), sig, msg).ok).toBe(false);
  });

  it('rejects a malformed seed', () => {
    expect(() => publicKeyFromSeed('abc')).toThrow(/64 hex/);
    expect(() => signMessage('zz'.repeat(32), msg)).toThrow(/64 hex/);
  });
});

describe('verifyStrict', () => {
  const seed = keys['key-1']!.secret_seed_hex;
  const pub = keys['key-1']!.public_key_hex;
  const sig = signMessage(seed, msg);

  it('accepts either hex case', () => {
    expect(verifyStrict(pub.toUpperCase(), sig.toUpperCase(), msg)).toEqual({ ok: true });
  });

  it('rejects wrong lengths and non-hex input with a reason', () => {
    const cases: [string, string, RegExp][] = [
      [pub.slice(2), sig, /public key.*64/],
      [pub + '00', sig, /public key.*64/],
      ['g' + pub.slice(1), sig, /public key.*hex/],
      [pub, sig.slice(2), /signature.*128/],
      [pub, sig.slice(0, -1) + 'x', /signature.*hex/],
      [pub, '', /signature.*128/],
    ];
    for (const [k, s, re] of cases) {
      const r = verifyStrict(k, s, msg);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(re);
    }
  });

  it('rejects a signature of another message, naming the mismatch', () => {
    const other = new Uint8Array(msg);
    other[0]! ^= 1;
    expect(verifyStrict(pub, sig, other)).toEqual({
      ok: false,
      reason: 'signature does not match the frontmatter and body',
    });
  });

  it('rejects S + L and accepts S (malleability)', () => {
    const s = BigInt('0x' + Buffer.from(sig.slice(64), 'hex').reverse().toString('hex'));
    expect(s < L).toBe(true);
    const r = verifyStrict(pub, sig.slice(0, 64) + le32(s + L), msg);
    expect(r).toEqual({ ok: false, reason: 'signature S is not canonical (S >= L)' });
    // S = L exactly is also refused
    expect(verifyStrict(pub, sig.slice(0, 64) + le32(L), msg).ok).toBe(false);
  });

  it('lists exactly the 8 canonical small-order encodings', () => {
    expect(SMALL_ORDER_ENCODINGS.size).toBe(8);
    for (const h of SMALL_ORDER_ENCODINGS) {
      const p = Point.fromHex(h, false);
      expect(p.isSmallOrder()).toBe(true);
      expect(p.toHex()).toBe(h);
    }
  });

  it('rejects every small-order public key, even with a forged signature', () => {
    // R = identity, S = 0 "verifies" under a small-order key A for any message.
    const forged = '01' + '00'.repeat(63);
    for (const h of SMALL_ORDER_ENCODINGS) {
      const r = verifyStrict(h, forged, msg);
      expect(r).toEqual({ ok: false, reason: 'public key is a small-order point' });
    }
  });

  it('rejects non-canonical public key encodings', () => {
    // y = p (encodes y = 0), y = p + 1 (encodes the identity)
    const yP = 'ed' + 'ff'.repeat(30) + '7f';
    const yP1 = 'ee' + 'ff'.repeat(30) + '7f';
    for (const k of [yP, yP1, 'ff'.repeat(32)]) {
      const r = verifyStrict(k, sig, msg);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/non-canonical.*y >= p/);
    }
    // x = 0 with the sign bit set: identity and the order-2 point
    for (const k of ['01' + '00'.repeat(30) + '80', 'ec' + 'ff'.repeat(30) + 'ff']) {
      const r = verifyStrict(k, sig, msg);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/non-canonical.*x = 0/);
    }
  });

  it('rejects a public key that is not on the curve', () => {
    // y = 2 has no x on edwards25519
    expect(() => Point.fromHex('02' + '00'.repeat(31), false)).toThrow();
    const r = verifyStrict('02' + '00'.repeat(31), sig, msg);
    expect(r).toEqual({ ok: false, reason: 'public key is not a point on the curve' });
  });

  it('rejects a small-order or non-canonical R', () => {
    for (const h of SMALL_ORDER_ENCODINGS) {
      // Hex in either case is the same point.
      for (const r of [h, h.toUpperCase()].map((x) => verifyStrict(pub, x + sig.slice(64), msg)))
        expect(r).toEqual({ ok: false, reason: 'signature R is a small-order point' });
    }
    const r = verifyStrict(pub, 'ee' + 'ff'.repeat(30) + '7f' + sig.slice(64), msg);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/R is a non-canonical/);
  });

  it('caches per key: 10,000 verifications under one key (benchmark, logged)', () => {
    const messages: Uint8Array[] = [];
    const sigs: string[] = [];
    for (let i = 0; i < 200; i++) {
      const m = new Uint8Array(createHash('sha512').update(String(i)).digest());
      messages.push(m);
      sigs.push(signMessage(seed, m));
    }
    verifyStrict(pub, sigs[0]!, messages[0]!); // warm up
    const n = 10_000;
    const t0 = process.hrtime.bigint();
    let ok = 0;
    for (let i = 0; i < n; i++) {
      if (verifyStrict(pub, sigs[i % 200]!, messages[i % 200]!).ok) ok++;
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    expect(ok).toBe(n);
    console.log(`verifyStrict: ${n} verifications in ${ms.toFixed(0)} ms (${((ms / n) * 1000).toFixed(1)} µs each)`);
  });
});

describe('byte-wise canonicality checks (no BigInt on the hot path)', () => {
  const P = (1n << 255n) - 19n;
  const leValue = (b: Uint8Array, start: number): bigint => {
    let n = 0n;
    for (let i = start + 31; i >= start; i--) n = (n << 8n) | BigInt(b[i]!);
    return n;
  };
  const cases = (): Uint8Array[] => {
    const out: Uint8Array[] = [];
    const around = [0n, 1n, L - 1n, L, L + 1n, 2n * L, P - 1n, P, P + 1n, (1n << 255n) - 1n, (1n << 256n) - 1n];
    for (const v of around) {
      for (const hi of [0, 0x80]) {
        const b = fromHex(le32(v) + le32(v));
        b[31] = (b[31]! & 0x7f) | hi;
        out.push(b);
      }
    }
    for (let i = 0; i < 2000; i++) {
      const b = new Uint8Array(createHash('sha512').update(`r${i}`).digest());
      // Mostly near the bounds: top bytes 0x10 / 0x7f / 0xff, low bytes random.
      if (i % 3 === 0) b.fill(0xff, 1, 31);
      if (i % 4 === 0) b.set(fromHex(le32(L)).subarray(8), 32 + 8);
      out.push(b);
    }
    return out;
  };
  it('S >= L agrees with BigInt arithmetic', () => {
    for (const b of cases()) expect(sIsNotCanonical(b)).toBe(leValue(b, 32) >= L);
  });
  it('y >= p agrees with BigInt arithmetic (sign bit ignored)', () => {
    for (const b of cases()) {
      expect(yIsNotCanonical(b, 0)).toBe((leValue(b, 0) & ((1n << 255n) - 1n)) >= P);
      expect(yIsNotCanonical(b, 32)).toBe((leValue(b, 32) & ((1n << 255n) - 1n)) >= P);
    }
  });
});
