import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalBody } from '../../src/signature/jcs.js';
import { canonicalFrontmatter, frontmatterDigest, lockHash, signingMessage } from '../../src/signature/message.js';
import { publicKeyFromSeed, signMessage, verifyStrict } from '../../src/signature/ed25519.js';
import { lookupKey, parseKeyring } from '../../src/signature/keyring.js';
import { VECTORS, hex, keys, parseBundle, vectors } from './helpers.js';

const sha256hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

describe('test vectors (fixtures/vectors)', () => {
  it('has the seven bundles', () => {
    expect(vectors.map((v) => v.bundle).sort()).toEqual([
      'noncanonical-s',
      'signed-restyled-crlf',
      'signed-untrusted-key',
      'signed-valid',
      'small-order-key',
      'tampered-body',
      'tampered-frontmatter',
    ]);
  });

  describe.each(vectors.map((v) => [v.bundle, v] as const))('%s', (_name, v) => {
    const { fm, body } = parseBundle(v.bundle);

    it('reproduces canonical_frontmatter and frontmatter_sha256', () => {
      expect(canonicalFrontmatter(fm)).toBe(v.canonical_frontmatter);
      expect(hex(frontmatterDigest(fm))).toBe(v.frontmatter_sha256);
      expect(lockHash(fm)).toBe('sha256-' + Buffer.from(v.frontmatter_sha256, 'hex').toString('base64'));
    });

    it('reproduces body_sha256', () => {
      expect(sha256hex(canonicalBody(body))).toBe(v.body_sha256);
    });

    it('reproduces message_hex (64 bytes)', () => {
      const m = signingMessage(fm, body);
      expect(m).toBeInstanceOf(Uint8Array);
      expect(m.length).toBe(64);
      expect(hex(m)).toBe(v.message_hex);
    });

    it(`verifies as expected (local: ${v.expect.local})`, () => {
      const sig = fm.signature as { public_key_hex: string; signature_hex: string };
      const r = verifyStrict(sig.public_key_hex, sig.signature_hex, signingMessage(fm, body));
      if (v.expect.local === 'ok') expect(r).toEqual({ ok: true });
      else expect(r.ok).toBe(false);
    });
  });

  const verify = (bundle: string) => {
    const { fm, body, signature } = parseBundle(bundle);
    return verifyStrict(signature.public_key_hex, signature.signature_hex, signingMessage(fm, body));
  };

  it.each(['signed-valid', 'signed-restyled-crlf', 'signed-untrusted-key'])('%s verifies', (b) => {
    expect(verify(b)).toEqual({ ok: true });
  });

  it('tampered-body and tampered-frontmatter fail as a mismatch', () => {
    for (const b of ['tampered-body', 'tampered-frontmatter']) {
      const r = verify(b);
      expect(r).toEqual({ ok: false, reason: 'signature does not match the frontmatter and body' });
    }
  });

  it('noncanonical-s is rejected because S >= L', () => {
    const r = verify('noncanonical-s');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/\bS\b.*L/);
  });

  it('small-order-key is rejected because the key is small order', () => {
    const r = verify('small-order-key');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/small.order/i);
  });

  it('signing with key-1 reproduces signed-valid exactly', () => {
    const seed = keys['key-1']!.secret_seed_hex;
    expect(publicKeyFromSeed(seed)).toBe(keys['key-1']!.public_key_hex);
    const { fm, body, signature } = parseBundle('signed-valid');
    expect(signMessage(seed, signingMessage(fm, body))).toBe(signature.signature_hex);
    expect(signature.public_key_hex).toBe(keys['key-1']!.public_key_hex);
  });

  it('signing with key-2 reproduces signed-untrusted-key exactly', () => {
    const seed = keys['key-2']!.secret_seed_hex;
    expect(publicKeyFromSeed(seed)).toBe(keys['key-2']!.public_key_hex);
    const { fm, body, signature } = parseBundle('signed-untrusted-key');
    expect(signMessage(seed, signingMessage(fm, body))).toBe(signature.signature_hex);
  });

  it('the vectors trusted-keys file trusts key-1 for every id and not key-2', () => {
    const kr = parseKeyring(readFileSync(join(VECTORS, 'trusted-keys'), 'utf8'), 'trusted-keys');
    expect(kr.entries).toHaveLength(1);
    expect(lookupKey(kr, 'memory-capture', keys['key-1']!.public_key_hex)).toBe('trusted');
    expect(lookupKey(kr, 'anything-else', keys['key-1']!.public_key_hex)).toBe('trusted');
    expect(lookupKey(kr, 'memory-capture', keys['key-2']!.public_key_hex)).toBe('untrusted');
    // registry expectations of the vectors that verify
    for (const v of vectors.filter((x) => x.expect.local === 'ok')) {
      const { fm } = parseBundle(v.bundle);
      const sig = fm.signature as { public_key_hex: string };
      const trust = lookupKey(kr, fm.id as string, sig.public_key_hex);
      expect(trust === 'trusted' ? 'ok' : 'UntrustedKey').toBe(v.expect.registry);
    }
  });
});
