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
