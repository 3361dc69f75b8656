/**
 * Speed check (issue #3, logged only, never asserted: the machine is noisy): validating
 * 2,000 signed skills against 2,000 unsigned ones in one run each, through the bundled CLI.
 * Signatures by one key share one key check (cached per distinct key); 2,000 distinct keys
 * show what the key check costs when nothing can be cached.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { parseSkill, toValue } from '../../src/core/document.js';
import { generateSeedHex, publicKeyFromSeed, signMessage } from '../../src/signature/ed25519.js';
import { signingMessage } from '../../src/signature/message.js';
import { applySignature } from '../../src/signature/insert.js';

const N = 2000;
const keys: Record<string, { secret_seed_hex: string; public_key_hex: string }> = JSON.parse(
  readFileSync(path.join(REPO, 'fixtures', 'vectors', 'keys.json'), 'utf8'),
);

function tree(): { dir: string; rels: string[] } {
  const dir = tmpDir('skillgate-speed-');
  const files: Record<string, string> = {};
  for (let i = 0; i < N; i++) files[`skills/s${i}/SKILL.md`] = skill(`s${i}`);
  writeTree(dir, files);
  return { dir, rels: Object.keys(files) };
}

/** Signs one file in-process with a fresh key (the CLI takes one key per run). */
function signFresh(file: string): string {
  const seed = generateSeedHex();
  const pub = publicKeyFromSeed(seed);
  const text = readFileSync(file, 'utf8');
  const parsed = parseSkill(Buffer.from(text, 'utf8'));
  if (!parsed.ok) throw new Error(`cannot parse ${file}`);
  const sig = signMessage(seed, signingMessage(toValue(parsed.doc.root) as Record<string, unknown>, parsed.doc.body));
  writeFileSync(file, applySignature(text, { publicKeyHex: pub, signatureHex: sig }));
  return pub;
}

interface Run {
  ms: number;
  ok: number;
}

function validate(dir: string, extra: string[] = []): Run {
  // The report goes to a file: a few MB of JSON is more than runCli buffers from stdout.
  const r = runCli(['validate', 'skills', '--json', '--output', 'report.json', ...extra], { cwd: dir });
  if (r.code !== 0) throw new Error(`validate failed (exit ${r.code}):\n${r.stderr}\n${r.stdout.slice(0, 2000)}`);
  const out = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
    summary: { ok: number; duration_ms: number };
  };
  return { ms: out.summary.duration_ms, ok: out.summary.ok };
}

test(`validate ${N} signed vs ${N} unsigned skills (timings logged, not asserted)`, () => {
  const unsigned = tree();
  const oneKey = tmpDir('skillgate-speed-');
  cpSync(unsigned.dir, oneKey, { recursive: true });
  writeFileSync(path.join(oneKey, 'k'), keys['key-1'].secret_seed_hex + '\n');
  writeFileSync(path.join(oneKey, 'keys'), `s* ed25519 ${keys['key-1'].public_key_hex}\n`);
  const signed = runCli(['sign', ...unsigned.rels.map((r) => path.dirname(r)), '--key', 'k'], { cwd: oneKey });
  expect(signed.stderr).toBe('');
  expect(signed.code).toBe(0);
  expect(signed.stdout.match(/^signed /gm)).toHaveLength(N);

  const manyKeys = tmpDir('skillgate-speed-');
  cpSync(unsigned.dir, manyKeys, { recursive: true });
  const ring = unsigned.rels.map((rel, i) => `s${i} ed25519 ${signFresh(path.join(manyKeys, rel))}`);
  writeFileSync(path.join(manyKeys, 'keys'), ring.join('\n') + '\n');

  // Warm-up (file cache, JIT of node itself), then one measured run of each.
  validate(unsigned.dir);
  const base = validate(unsigned.dir);
  const local = validate(oneKey);
  const registry = validate(oneKey, ['--trust', 'registry', '--trusted-keys', 'keys']);
  const distinct = validate(manyKeys, ['--trust', 'registry', '--trusted-keys', 'keys']);
  for (const r of [base, local, registry, distinct]) expect(r.ok).toBe(N);

  const per = (r: Run) => (((r.ms - base.ms) / N) * 1000).toFixed(1);
  console.log(
    [
      `validate ${N} skills (in-process duration_ms from the JSON summary):`,
      `  unsigned:                          ${base.ms.toFixed(0)} ms`,
      `  signed, one key, --trust local:    ${local.ms.toFixed(0)} ms  (~${per(local)} µs per signature)`,
      `  signed, one key, --trust registry: ${registry.ms.toFixed(0)} ms  (~${per(registry)} µs per signature)`,
      `  signed, ${N} distinct keys:        ${distinct.ms.toFixed(0)} ms  (~${per(distinct)} µs per signature, no key-check cache hits)`,
    ].join('\n'),
  );
}, 600_000);
