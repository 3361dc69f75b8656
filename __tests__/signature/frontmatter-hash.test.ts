/**
 * frontmatterHash (the lock hash straight from the parsed nodes: a key-sorted copy written
 * by JSON.stringify) against the general path it short-cuts, lockHashOf(frontmatterDigest(
 * toValue(root))): the same string, or both without a canonical form. Over every fixture and
 * test vector, and generated frontmatter aimed at RFC 8785's corners: key order by UTF-16
 * code units (not code points), integer-like keys, escapes, numbers, NaN and Infinity, lone
 * surrogates, nested `signature` keys.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSkill, toValue, type YMap } from '../../src/core/document.js';
import { CanonicalError } from '../../src/signature/jcs.js';
import { digestOfLockHash, frontmatterDigest, frontmatterHash, lockHashOf } from '../../src/signature/message.js';
import { VECTORS, vectors } from './helpers.js';
import { filesUnder, pick, rng } from '../helpers/random.js';

function reference(root: YMap): string | undefined {
  try {
    return lockHashOf(frontmatterDigest(toValue(root) as Record<string, unknown>));
  } catch (e) {
    if (e instanceof CanonicalError) return undefined;
    throw e;
  }
}

function rootOf(text: string): YMap | undefined {
  const p = parseSkill(Buffer.from(text));
  return p.ok ? p.doc.root : undefined;
}

let compared = 0;
let noForm = 0;
function same(label: string, text: string): void {
  const root = rootOf(text);
  if (!root) return;
  const expected = reference(root);
  expect({ label, text, hash: frontmatterHash(root) }).toStrictEqual({ label, text, hash: expected });
  compared++;
  if (expected === undefined) noForm++;
}

// prettier-ignore
const KEYS = [
  'id', 'version', 'description', 'allowed_tools', 'tags', 'x-owner', 'x-meta', 'signature', 'Signature', 'a', 'B',
  'b', '_x', 'é', 'ü', '"\ue000"', '"😀"', '"\uff61"', '"a b"', '"10"', '"9"', '1', '0', '"007"', '"-1"', '"1.5"',
  '"4294967295"', '"4294967294"', "'quoted key'", '"k\\u00e9"', '"tab\\tkey"', '"\\ud800"',
];
// prettier-ignore
const VALUES = [
  'Read', '"quoted"', "'single'", '1', '-0', '0', '1.0', '1.5', '1e21', '1e-7', '12345678901234567890', '0x1F',
  '0o17', '.inf', '-.inf', '.nan', 'true', 'false', 'null', '~', '""', '"say \\"hi\\""', '"back\\\\slash"',
  '"\\u0001ctl"', '"\\t"', '"é 😀 \\u2028"', '"\\ud800"', '"\\udc00x"', '"\\ud83d\\ude00"', '[a, b]', '[]',
  '[1, "2", 3.5]', '{}', '{b: 1, a: 2}', '{"10": x, "9": y}', '{signature: kept}', '2026-01-01', 'a:b', '"</script>"',
];

function gen(r: () => number): string {
  const lines: string[] = [];
  const used = new Set<string>();
  const n = 1 + Math.floor(r() * 7);
  for (let i = 0; i < n; i++) {
    const key = pick(r, KEYS);
    if (used.has(key)) continue;
    used.add(key);
    const shape = r();
    if (shape < 0.55) lines.push(`${key}: ${pick(r, VALUES)}`);
    else if (shape < 0.75) {
      lines.push(`${key}:`);
      for (let j = 0, m = Math.floor(r() * 3) + 1; j < m; j++) lines.push(`  - ${pick(r, VALUES)}`);
    } else {
      lines.push(`${key}:`);
      const sub = new Set<string>();
      for (let j = 0, m = Math.floor(r() * 4) + 1; j < m; j++) {
        const k = pick(r, KEYS);
        if (sub.has(k)) continue;
        sub.add(k);
        lines.push(`  ${k}: ${pick(r, VALUES)}`);
      }
    }
  }
  return `---\n${lines.join('\n')}\n---\nbody\n`;
}

describe('frontmatterHash equals the general canonical path', () => {
  it('on every fixture and test vector', () => {
    const files = filesUnder(path.join(process.cwd(), 'fixtures'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) same(f, readFileSync(f, 'utf8'));
    for (const v of vectors) {
      const root = rootOf(readFileSync(path.join(VECTORS, v.bundle, 'SKILL.md'), 'utf8'));
      if (!root) continue;
      // The independent implementation's digest, byte for byte.
      expect(Buffer.from(digestOfLockHash(frontmatterHash(root)!)).toString('hex')).toBe(v.frontmatter_sha256);
    }
  });

  it('on 20,000 generated frontmatters at the corners of RFC 8785', () => {
    const r = rng(20261130);
    compared = 0;
    noForm = 0;
    for (let i = 0; i < 20_000; i++) same(`generated ${i}`, gen(r));
    // Enough of them parsed, and some have no canonical form: both outcomes were compared.
    expect(compared).toBeGreaterThan(5_000);
    expect(noForm).toBeGreaterThan(100);
  });

  it('an array-index key ("0") beside keys that sort before it ("-a", "!", " ") takes the general order', () => {
    // V8 lists integer-like keys first; RFC 8785 sorts "-a" (0x2D) and "!" before "0" (0x30).
    for (const text of [
      '---\nx-meta:\n  "0": zero\n  "-a": dash\n---\n',
      '---\n"0": a\n"!": b\n" ": c\nid: x\n---\n',
    ]) {
      const root = rootOf(text)!;
      expect(frontmatterHash(root)).toBe(reference(root));
    }
    const root = rootOf('---\n"0": a\n"-a": b\n---\n')!;
    expect(frontmatterHash(root)).toBe(
      lockHashOf(new Uint8Array(createHash('sha256').update('{"-a":"b","0":"a"}').digest())),
    );
  });

  it('orders keys by UTF-16 code units and leaves out only the top-level signature', () => {
    const root = rootOf('---\n"\ue000": 1\n"😀": 2\nsignature: x\nx-meta:\n  signature: kept\n---\n')!;
    const hash = frontmatterHash(root);
    expect(hash).toBe(reference(root));
    // U+1F600 is \ud83d\ude00 in UTF-16, which sorts before U+E000 (by code point it would not).
    const expected = lockHashOf(
      new Uint8Array(createHash('sha256').update('{"x-meta":{"signature":"kept"},"😀":2,"\ue000":1}').digest()),
    );
    expect(hash).toBe(expected);
  });
});
