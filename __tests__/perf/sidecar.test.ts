/**
 * The sidecar (src/core/sidecar.ts) reads files ahead and verifies signatures on the other
 * core. It must never change a result: the same bytes, the same verdicts and the same
 * reports whether it does all the work (`first`), some, none, dies at start (`crash`) or
 * takes work and never answers (`stall`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { Sidecar, SIDECAR_MIN_FILES, type Deferred } from '../../src/core/sidecar.js';
import type { FileRef } from '../../src/core/engine.js';
import { precheck, publicKeyFromSeed, signMessage, verifyPrechecked } from '../../src/signature/ed25519.js';

const VECTORS = path.join(process.cwd(), 'fixtures', 'vectors');
const keys: Record<string, { secret_seed_hex: string }> = JSON.parse(
  readFileSync(path.join(VECTORS, 'keys.json'), 'utf8'),
);

/** Regular files of many sizes, and every kind of file the sidecar must leave to the main thread. */
function fileSet(n: number): { dir: string; files: FileRef[] } {
  const dir = tmpDir('skillgate-sidecar-');
  const files: FileRef[] = [];
  for (let i = 0; i < n; i++) {
    const rel = `s${i}/SKILL.md`;
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    switch (i % 50) {
      case 7:
        execFileSync('mkfifo', [abs]);
        break;
      case 13:
        mkdirSync(abs);
        break;
      case 21:
        writeFileSync(abs, Buffer.alloc(1024 * 1024 + 1, 0x61));
        break;
      case 29:
        symlinkSync('nowhere', abs);
        break;
      case 33:
        break; // missing
      case 41:
        writeFileSync(abs, '');
        break;
      case 45:
        // A symlink to a regular file: left to the main thread, which decides whether a
        // scan may follow it (scan/read.ts, FileRef.fence).
        symlinkSync(path.join(dir, 's0', 'SKILL.md'), abs);
        break;
      default:
        writeFileSync(abs, skill(`s${i}`) + 'x'.repeat(i * 37));
    }
    files.push({ abs, rel });
  }
  return { dir, files };
}

function signatures(n: number): { key: string; sig: Uint8Array; message: Uint8Array; expected: boolean }[] {
  const seeds = ['key-1', 'key-2'].map((k) => keys[k]!.secret_seed_hex);
  return Array.from({ length: n }, (_, i) => {
    const seed = seeds[i % 2]!;
    const message = new Uint8Array(createHash('sha512').update(`m${i}`).digest());
    const sigHex = signMessage(seed, message);
    const pre = precheck(publicKeyFromSeed(seed), sigHex);
    if ('reason' in pre) throw new Error(pre.reason);
    // Every fifth signature is over another message: it must fail, wherever it is checked.
    const signed = i % 5 === 0 ? new Uint8Array(createHash('sha512').update(`other${i}`).digest()) : message;
    return { key: pre.key, sig: pre.sig, message: signed, expected: i % 5 !== 0 };
  });
}

describe('Sidecar', () => {
  const { files } = fileSet(700);
  const sigs = signatures(200);

  const run = (env: Record<string, string>) => {
    const car = Sidecar.for(files, env);
    // A file's bytes are a view into the sidecar's ring, valid until another chunk is asked
    // for: copy them at once, as checkAll uses them at once.
    const bytes = files.map((_, i) => {
      const b = car.bytesOf(i);
      return b && Buffer.from(b);
    });
    const verdicts: (boolean | undefined)[] = new Array(sigs.length);
    sigs.forEach((s, i) =>
      car.submit({ key: s.key, sig: s.sig, message: s.message, done: (ok) => (verdicts[i] = ok) } satisfies Deferred),
    );
    car.settle();
    return { car, bytes, verdicts };
  };

  test.each([['first'], ['on'], ['crash'], ['stall']])(
    'bytes and verdicts are the same whoever does the work (%s)',
    (mode) => {
      const { car, bytes, verdicts } = run({ SKILLGATE_SIDECAR_DEBUG: mode });
      files.forEach((f, i) => {
        const b = bytes[i];
        if (b === undefined) return; // left to scan/read.ts: allowed for any file
        expect(i % 50).not.toBe(7); // never a FIFO, a directory, a too-large or a missing file
        expect([13, 21, 29, 33, 45]).not.toContain(i % 50);
        expect(Buffer.from(b).equals(readFileSync(f.abs))).toBe(true);
      });
      expect(verdicts).toEqual(sigs.map((s) => s.expected));
      expect(verdicts).toEqual(sigs.map((s) => verifyPrechecked(s.key, s.sig, s.message)));
      if (mode === 'first') {
        // The sidecar read every chunk and verified every batch.
        expect(car.trace()).toMatch(/: started, (\d+) of \1 chunks read there, (\d+) of \2 signature batches/);
        expect(car.stats.chunks).toBeGreaterThan(0);
        expect(car.stats.batches).toBeGreaterThan(0);
        // Every regular file came from the sidecar, up to what fits in a chunk's slot of its
        // ring (1 MiB: the first 256 files here); the rest is read by the main thread.
        files.forEach((_, i) => {
          if (i < 256 && ![7, 13, 21, 29, 33, 45].includes(i % 50)) expect(bytes[i]).toBeDefined();
        });
      }
      if (mode === 'crash' || mode === 'stall') expect(car.stats).toMatchObject({ chunks: 0, batches: 0 });
    },
    30_000,
  );

  test('a small run or SKILLGATE_THREADS=1 never starts one', () => {
    // A sidecar's isolate costs more than it saves below SIDECAR_MIN_FILES files (measured).
    expect(SIDECAR_MIN_FILES).toBeGreaterThan(files.length);
    for (const n of [1, files.length]) {
      const small = Sidecar.for(files.slice(0, n), {});
      expect(small.trace()).toMatch(/not started/);
      small.settle();
    }
    expect(Sidecar.wanted(SIDECAR_MIN_FILES - 1, {})).toBe(false);
    // (Only on a machine with a second core to run it.)
    const twoCores = availableParallelism() >= 2;
    expect(Sidecar.wanted(SIDECAR_MIN_FILES, {})).toBe(twoCores);
    // The test modes start one whatever the size; an unknown value is no mode.
    expect(Sidecar.wanted(1, { SKILLGATE_SIDECAR_DEBUG: 'on' })).toBe(twoCores);
    expect(Sidecar.wanted(1, { SKILLGATE_SIDECAR_DEBUG: 'bogus' })).toBe(false);
    expect(Sidecar.wanted(SIDECAR_MIN_FILES, { SKILLGATE_THREADS: '1', SKILLGATE_SIDECAR_DEBUG: 'on' })).toBe(false);
    const off = Sidecar.for(files, { SKILLGATE_THREADS: '1' });
    const verdicts: boolean[] = [];
    for (const s of sigs.slice(0, 10)) off.submit({ ...s, done: (ok) => verdicts.push(ok) });
    expect(verdicts).toEqual(sigs.slice(0, 10).map((s) => s.expected)); // decided at once, here
    expect(off.bytesOf(0)).toBeUndefined();
    off.settle();
    expect(off.trace()).toMatch(/not started, 0 of \d+ chunks/);
  });
});

describe('validate with a sidecar (the bundle)', () => {
  /** Signed, tampered, untrusted and revoked skills, and files the sidecar cannot read. */
  function tree(n: number): string {
    const dir = tmpDir('skillgate-sidecar-tree-');
    const files: Record<string, string | Buffer> = {};
    const bundles = [
      'signed-valid',
      'tampered-body',
      'tampered-frontmatter',
      'signed-untrusted-key',
      'signed-restyled-crlf',
      'noncanonical-s',
      'small-order-key',
    ];
    for (let i = 0; i < n; i++) {
      const at = `skills/g${i % 9}/s${i}/SKILL.md`;
      if (i % 3 === 0) {
        const b = bundles[(i / 3) % bundles.length]!;
        files[at] = readFileSync(path.join(VECTORS, b, 'SKILL.md'));
      } else if (i % 97 === 5) {
        files[at] = Buffer.alloc(1024 * 1024 + 10, 0x20);
      } else {
        files[at] = skill(`s${i}`, i % 11 === 0 ? 'allowed_tols: [Read]\n' : '');
      }
    }
    writeTree(dir, files);
    // Keyrings: key-1 trusted for everything; key-2 not trusted, or revoked.
    const pub = (k: string) => publicKeyFromSeed(keys[k]!.secret_seed_hex);
    writeTree(dir, {
      keys: `* ed25519 ${pub('key-1')}\n`,
      'keys-revoked': `* ed25519 ${pub('key-1')}\n@revoked ed25519 ${pub('key-2')}\n`,
    });
    mkdirSync(path.join(dir, 'skills', 'fifo'));
    execFileSync('mkfifo', [path.join(dir, 'skills', 'fifo', 'SKILL.md')]);
    git(dir, 'init', '-q');
    return dir;
  }

  let dir: string;
  beforeAll(() => {
    dir = tree(900);
  });

  const normalized = (stdout: string) => {
    const r = JSON.parse(stdout) as { summary: Record<string, number>; files: Record<string, unknown>[] };
    delete r.summary.duration_ms;
    r.files = r.files.map((f) => ({ ...f, duration_ms: 0 }));
    return r;
  };

  test.each([
    ['local', 'keys'],
    ['registry', 'keys'],
    ['registry', 'keys-revoked'],
  ])(
    'trust %s, keyring %s: the same report with or without the sidecar',
    (trust, keyring) => {
      const args = ['validate', '--format', 'json', '--trust', trust, '--trusted-keys', keyring];
      const one = runCli(args, { cwd: dir, env: { SKILLGATE_THREADS: '1', SKILLGATE_POOL_DEBUG: 'trace' } });
      expect(one.stderr).toMatch(/sidecar: not started/);
      const base = normalized(one.stdout);
      expect(base.files).toHaveLength(900); // git lists no FIFO
      expect(base.summary.signature_failed).toBeGreaterThan(0);
      for (const mode of ['first', 'on', 'crash', 'stall', '']) {
        const env: Record<string, string> = { SKILLGATE_POOL_DEBUG: 'trace' };
        if (mode) env.SKILLGATE_SIDECAR_DEBUG = mode;
        const r = runCli(args, { cwd: dir, env });
        expect(r.code).toBe(one.code);
        expect(normalized(r.stdout)).toEqual(base);
        // 900 files: too few for a sidecar of its own accord (and none on a single core).
        expect(r.stderr).toMatch(mode && availableParallelism() >= 2 ? /sidecar: started/ : /sidecar: not started/);
        if (mode === 'first') expect(r.stderr).toMatch(/sidecar: started, (\d+) of \1 chunks read there, (\d+) of \2 /);
      }
      // A tampered skill under registry trust is SignatureFailed, never UntrustedKey/RevokedKey.
      const codes = (f: Record<string, unknown>) =>
        ((f.errors as { code: string }[] | undefined) ?? []).map((e) => e.code);
      const tampered = base.files.filter((f) => codes(f).includes('SignatureFailed'));
      expect(tampered.length).toBeGreaterThan(0);
      for (const f of tampered) expect(codes(f).filter((c) => /Key$/.test(c))).toEqual([]);
      const expected = { local: undefined, keys: 'UntrustedKey', 'keys-revoked': 'RevokedKey' }[
        trust === 'local' ? 'local' : keyring
      ];
      if (expected) expect(base.files.some((f) => codes(f).includes(expected))).toBe(true);
    },
    120_000,
  );
});

describe('repository scan: untracked files listed on the sidecar', () => {
  /** 400 committed skills, then untracked ones: plain, ignored, excluded, a directory named SKILL.md. */
  function repo(): string {
    const dir = tmpDir('skillgate-sidecar-git-');
    const files: Record<string, string> = {};
    for (let i = 0; i < 400; i++)
      files[`skills/t${i}/SKILL.md`] = skill(`t${i}`, i % 13 === 0 ? 'allowed_tols: [Read]\n' : '');
    writeTree(dir, { ...files, '.gitignore': 'ignored/\n', '.skillgate.yml': 'exclude:\n  - "excluded/**"\n' });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    writeTree(dir, {
      'new/u1/SKILL.md': skill('u1'),
      'new/u2/SKILL.md': skill('u2', 'allowed_tols: [Read]\n'),
      'new/t5/SKILL.md': skill('t5'), // a duplicate id of a tracked skill
      'ignored/i1/SKILL.md': skill('i1'),
      'excluded/e1/SKILL.md': skill('e1'),
      'odd/SKILL.md/inner.txt': 'x',
    });
    rmSync(path.join(dir, 'skills', 't7', 'SKILL.md')); // tracked, deleted from the work tree
    return dir;
  }

  const normalized = (stdout: string) => {
    const r = JSON.parse(stdout) as { summary: Record<string, number>; files: { path: string }[] };
    delete r.summary.duration_ms;
    r.files = r.files.map((f) => ({ ...f, duration_ms: 0 }));
    return r;
  };

  test('validate and lock see the same tree with or without the sidecar', () => {
    const dir = repo();
    const one = runCli(['validate', '--format', 'json'], { cwd: dir, env: { SKILLGATE_THREADS: '1' } });
    const base = normalized(one.stdout);
    const paths = base.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['new/u1/SKILL.md', 'new/u2/SKILL.md', 'new/t5/SKILL.md', 'odd/SKILL.md']),
    );
    expect(paths).not.toEqual(expect.arrayContaining(['ignored/i1/SKILL.md']));
    expect(paths.some((p) => p.startsWith('excluded/') || p === 'skills/t7/SKILL.md')).toBe(false);
    expect(paths).toHaveLength(399 + 4);
    for (const mode of ['on', 'first', 'crash', 'stall']) {
      const env: Record<string, string> = { SKILLGATE_POOL_DEBUG: 'trace', SKILLGATE_SIDECAR_DEBUG: mode };
      const r = runCli(['validate', '--format', 'json'], { cwd: dir, env });
      expect(r.code).toBe(one.code);
      expect(normalized(r.stdout)).toEqual(base);
      if (mode === 'first') expect(r.stderr).toMatch(/untracked files listed there/);
      if (mode === 'crash' || mode === 'stall') expect(r.stderr).toMatch(/untracked files listed here/);
    }
    // The lock: refused while any skill is invalid, then the same bytes either way.
    writeTree(dir, { 'new/u2/SKILL.md': skill('u2'), 'new/t5/SKILL.md': skill('t5-copy') });
    rmSync(path.join(dir, 'odd'), { recursive: true });
    for (let i = 0; i < 400; i += 13) writeTree(dir, { [`skills/t${i}/SKILL.md`]: skill(`t${i}`) });
    const a = runCli(['lock'], { cwd: dir, env: { SKILLGATE_THREADS: '1' } });
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const first = readFileSync(path.join(dir, 'skillgate.lock'), 'utf8');
    expect(first).toContain('"u1"');
    expect(first).toContain('"t5-copy"');
    // `on`: the sidecar may not be up yet when the tracked files are done (then this thread
    // lists them); `first` makes it take part for sure.
    for (const mode of ['on', 'first']) {
      const env: Record<string, string> = { SKILLGATE_POOL_DEBUG: 'trace', SKILLGATE_SIDECAR_DEBUG: mode };
      const b = runCli(['lock'], { cwd: dir, env });
      expect(b.code).toBe(0);
      if (mode === 'first') expect(b.stderr).toMatch(/untracked files listed there/);
      expect(readFileSync(path.join(dir, 'skillgate.lock'), 'utf8')).toBe(first);
    }
  }, 120_000);
});

describe('the ring', () => {
  test('a slot is rewritten only after the main thread has moved on: every view is right when it is used', () => {
    // 40 chunks through 8 slots, the sidecar reading as far ahead as it may ('first': it
    // reads every chunk), the main thread checking each file's bytes when it gets them.
    const { files } = fileSet(64 * 40);
    const car = Sidecar.for(files, { SKILLGATE_SIDECAR_DEBUG: 'first' });
    let fromRing = 0;
    files.forEach((f, i) => {
      const b = car.bytesOf(i);
      if (b === undefined) return;
      fromRing++;
      expect(Buffer.from(b).equals(readFileSync(f.abs))).toBe(true);
    });
    car.settle();
    expect(fromRing).toBeGreaterThan(64 * 4);
    expect(car.stats.chunks).toBe(40);
  }, 60_000);
});
