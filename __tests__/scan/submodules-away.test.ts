/** submodulesNotCheckedOut: a change's gitlinks whose folder is empty, for any number of paths. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submodulesNotCheckedOut } from '../../src/scan/files.js';
import type { Settings } from '../../src/core/config-types.js';

const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
};

it('finds the submodule among 30,000 long paths (one command line of them passed ARG_MAX: git did not run)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'skillgate-submodules-'));
  git(root, 'init', '-q');
  git(root, 'update-index', '--add', '--cacheinfo', '160000,1111111111111111111111111111111111111111,sub');
  const settings = { root, inGit: true } as Settings;
  const long = Array.from({ length: 30_000 }, (_, i) => `${'folder-with-a-long-name/'.repeat(4)}file-${i}.txt`);
  expect(submodulesNotCheckedOut(settings, ['sub'])).toEqual(['sub']);
  expect(submodulesNotCheckedOut(settings, [...long, 'sub'])).toEqual(['sub']);
});

it('asks git once for a change of many paths, not once per 1,000 of them (80,000 added files took 37 s)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'skillgate-submodules-'));
  git(root, 'init', '-q');
  const files = Array.from({ length: 40_000 }, (_, i) => `t/d${i % 400}/f${i}`);
  const info = [
    ...files.map((f) => `100644 e69de29bb2d1d6434b8b29ae775ad8c2e48c5391 0\t${f}`),
    '160000 1111111111111111111111111111111111111111 0\tvendor/a/sub',
    '160000 2222222222222222222222222222222222222222 0\tother/sub',
  ].join('\n');
  const r = spawnSync('git', ['update-index', '--index-info'], { cwd: root, input: `${info}\n` });
  expect(r.status).toBe(0);
  const settings = { root, inGit: true } as Settings;
  const timed = (paths: string[]) => {
    const t = performance.now();
    const got = submodulesNotCheckedOut(settings, paths);
    return { got, ms: performance.now() - t };
  };
  // Named itself, or by a folder above it (as git's literal pathspec matches); the other not.
  expect(timed([...files.slice(0, 2_000), 'vendor/a/sub']).got).toEqual(['vendor/a/sub']);
  expect(timed([...files.slice(0, 2_000), 'vendor']).got).toEqual(['vendor/a/sub']);
  expect(timed([...files.slice(0, 2_000), 'vendor/a/su']).got).toEqual([]);
  expect(timed(['vendor']).got).toEqual(['vendor/a/sub']);
  const few = timed([...files.slice(0, 4_000), 'vendor/a/sub']);
  const many = timed([...files, 'vendor/a/sub']);
  expect(many.got).toEqual(['vendor/a/sub']);
  process.stderr.write(`  [4,001 changed paths ${few.ms.toFixed(0)} ms, 40,001 ${many.ms.toFixed(0)} ms]\n`);
  // One batch of names per 1,000, each matched against the whole index: 10x the batches, ~10x the time.
  expect(many.ms / Math.max(few.ms, 20)).toBeLessThan(4);
});
