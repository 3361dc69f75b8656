/**
 * The worker pool (src/core/pool.ts) must be invisible in the output: the same JSON report,
 * byte for byte apart from timings, whether one thread checks every file or several share
 * them, and whether a worker delivers, fails or dies. Runs the bundle (SKILLGATE_BIN).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runCli, skill, tmpDir, writeTree, git } from '../helpers/cli.js';
import { jsonExact } from '../../src/core/transfer.js';
import {
  idleCores,
  LARGE_REST,
  POOL_THRESHOLD,
  setWorkerEntry,
  threadsFor,
  worthAWorker,
} from '../../src/core/pool.js';

interface Report {
  summary: Record<string, number>;
  files: Record<string, unknown>[];
  drift: unknown[];
}

/** The report without its timings. */
function normalized(stdout: string): Report {
  const r = JSON.parse(stdout) as Report;
  delete r.summary.duration_ms;
  r.files = r.files.map((f) => ({ ...f, duration_ms: 0 }));
  return r;
}

const VECTORS = path.join(process.cwd(), 'fixtures', 'vectors');

/** A tree with every outcome, duplicate ids, deprecated-by, signatures and a drifting lock. */
function makeTree(n: number): string {
  const dir = tmpDir('skillgate-pool-');
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < n; i++) {
    const id = `skill-${String(i).padStart(4, '0')}`;
    const at = `skills/g${i % 7}/${id}/SKILL.md`;
    switch (i % 12) {
      case 1:
        files[at] = skill(id, 'tags: [a, b]\nx-meta:\n  owner: "t"\n  n: .nan\n'); // NaN: the structured clone path
        break;
      case 2:
        files[at] = skill(id, 'allowed_tols: [Read]\n');
        break;
      case 3:
        files[at] = `---\nid: ${id}\nversion: 1.0\n---\n`;
        break;
      case 4:
        files[at] = `---\nid: ${id}\ntags: [unclosed\n---\n`;
        break;
      case 5:
        files[at] = skill(id, `x-deprecated-by: skill-${String(i + 1).padStart(4, '0')}\n`);
        break;
      case 6:
        files[at] = skill(id, 'x-deprecated-by: nobody\n');
        break;
      case 7:
        files[at] = skill('skill-dup'); // duplicate ids across the tree
        break;
      case 8:
        files[at] = readFileSync(path.join(VECTORS, i % 24 === 8 ? 'signed-valid' : 'tampered-body', 'SKILL.md'));
        break;
      case 9:
        files[at] = skill(id, 'min_broker_version: 9.0.0\n');
        break;
      default:
        files[at] = skill(id, i % 2 ? 'effort_minutes: -0\n' : '');
    }
  }
  writeTree(dir, files);
  git(dir, 'init', '-q');
  return dir;
}

function validate(dir: string, env: Record<string, string>) {
  return runCli(['validate', '--format', 'json', '--broker-version', '1.0.0'], { cwd: dir, env });
}

describe('worker pool', () => {
  let dir: string;
  let baseline: Report;

  beforeAll(() => {
    dir = makeTree(240);
    // Pin a lock from a clean subset, then let the tree drift from it.
    const clean = tmpDir('skillgate-pool-lock-');
    writeTree(clean, { 'a/SKILL.md': skill('skill-0000'), 'b/SKILL.md': skill('gone') });
    expect(runCli(['lock'], { cwd: clean }).code).toBe(0);
    writeTree(dir, { 'skillgate.lock': readFileSync(path.join(clean, 'skillgate.lock')) });
    const one = validate(dir, { SKILLGATE_THREADS: '1' });
    expect(one.code).toBe(6);
    baseline = normalized(one.stdout);
    expect(baseline.files).toHaveLength(240);
    expect(baseline.drift.length).toBeGreaterThan(0);
    for (const o of ['ok', 'parse_err', 'invalid_field', 'required_missing', 'version_skew', 'signature_failed'])
      expect(baseline.summary[o]).toBeGreaterThan(0);
  });

  test.each([
    ['workers deliver', 'trace,wait', /[1-9]\d* from workers, 0 redone/],
    [
      'workers start after the probe',
      'trace,wait,late',
      /: [2-9]\d* on the main thread, [1-9]\d* from workers, 0 redone/,
    ],
    ['a worker fails every chunk', 'trace,wait,fail', /0 from workers, [1-9]\d* redone/],
    ['a worker dies', 'trace,wait,crash', /[1-9]\d* redone/],
  ])('same report when %s', (_what, debug, trace) => {
    const r = validate(dir, { SKILLGATE_THREADS: '3', SKILLGATE_POOL_DEBUG: debug });
    expect(r.stderr).toMatch(trace);
    expect(r.code).toBe(6);
    expect(normalized(r.stdout)).toEqual(baseline);
  });

  test('text and SARIF reports do not depend on the pool either', () => {
    for (const format of ['text', 'sarif']) {
      const args = ['validate', '--format', format, '--broker-version', '1.0.0'];
      const one = runCli(args, { cwd: dir, env: { SKILLGATE_THREADS: '1' } });
      const two = runCli(args, { cwd: dir, env: { SKILLGATE_THREADS: '2', SKILLGATE_POOL_DEBUG: 'wait' } });
      const strip = (s: string) => s.replace(/\d+(\.\d+)? ?ms/g, 'N ms').replace(/"duration_ms": [\d.]+/g, '');
      expect(strip(two.stdout)).toEqual(strip(one.stdout));
    }
  });

  test('a small run never starts a worker', () => {
    const small = tmpDir('skillgate-pool-small-');
    writeTree(small, { 'a/SKILL.md': skill('a'), 'b/SKILL.md': skill('b') });
    const r = runCli(['validate', 'a', 'b'], { cwd: small, env: { SKILLGATE_POOL_DEBUG: 'trace' } });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/pool:/);
  });
});

describe('pool policy', () => {
  test('threads: none without a bundle, none for few files, one per idle core otherwise', () => {
    expect(threadsFor(50_000, {}, 2, 1)).toBe(1); // no worker entry registered (not the bundle)
    setWorkerEntry('/nonexistent/index.js');
    // The last argument: how many cores sat idle while the main thread got ready.
    expect(threadsFor(POOL_THRESHOLD - 1, {}, 2, 1)).toBe(1);
    expect(threadsFor(10_000, {}, 2, 0.95)).toBe(2);
    expect(threadsFor(10_000, {}, 2, 0.3)).toBe(1); // the other core is busy
    expect(threadsFor(10_000, {}, 8, 7)).toBe(8);
    expect(threadsFor(10_000, {}, 8, 2.2)).toBe(3);
    expect(threadsFor(10_000, { SKILLGATE_THREADS: '1' }, 8, 0)).toBe(1);
    expect(threadsFor(3, { SKILLGATE_THREADS: '2' }, 1, 9)).toBe(2);
  });

  test('after the probe, workers only for a large rest (the sidecar takes the signatures)', () => {
    expect(worthAWorker(9_900)).toBe(false); // the 10,000-skill bench corpus
    expect(worthAWorker(LARGE_REST - 1)).toBe(false);
    expect(worthAWorker(LARGE_REST)).toBe(true);
  });

  test('idle cores: a measured number between 0 and the core count', () => {
    const idle = idleCores();
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(availableParallelism());
  });

  test('JSON carries a chunk only when it is exact', () => {
    expect(jsonExact({ a: [1, 'x', null, true, { b: 2.5 }], c: undefined })).toBe(true);
    for (const v of [NaN, Infinity, -0, [undefined], new Map(), new Date(0), 1n, () => 1])
      expect(jsonExact({ x: { y: [v] } })).toBe(false);
  });
});
