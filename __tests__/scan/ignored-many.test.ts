/**
 * Folders named on the command line leave out what git ignores under them. Asked of git for
 * all of them at once (ignoredUnderMany), each folder's set must be the one a listing of
 * that folder alone gives (ignoredUnder), over generated trees and ignore rules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSettings } from '../../src/core/config-types.js';
import { ignoredUnder, ignoredUnderMany } from '../../src/scan/files.js';
import { git, tmpDir } from '../helpers/cli.js';
import { pick, rng } from '../helpers/random.js';

// prettier-ignore
const RULES = [
  'vendor/', 'build', 'skills/a/*', 'skills/*', '*.tmp', '!skills/a/keep', 'skills/**/x/', 'out/**', '/top',
  'b*/', 'skills/b', '**/SKILL.md', '!skills/c/SKILL.md', 'x', '', '# comment',
];
const DIRS = [
  'skills',
  'skills/a',
  'skills/b',
  'skills/c',
  'skills/a/x',
  'skills/b/vendor',
  'vendor',
  'build',
  'top',
  'out',
  'b1',
  'x',
];

test('one listing for many named folders gives each the set a listing of it alone gives', () => {
  const r = rng(20261202);
  let compared = 0;
  let nonEmpty = 0;
  for (let round = 0; round < 12; round++) {
    const dir = tmpDir('skillgate-ignored-');
    git(dir, 'init', '-q');
    for (const d of DIRS) {
      mkdirSync(path.join(dir, d, 'y'), { recursive: true });
      writeFileSync(path.join(dir, d, 'SKILL.md'), 'x\n');
      writeFileSync(path.join(dir, d, 'y', 'SKILL.md'), 'x\n');
      if (r() < 0.3) writeFileSync(path.join(dir, d, 'keep'), 'x\n');
      if (r() < 0.3) writeFileSync(path.join(dir, d, 'f.tmp'), 'x\n');
    }
    const rules = Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, RULES));
    writeFileSync(path.join(dir, '.gitignore'), rules.join('\n') + '\n');
    if (r() < 0.5) {
      git(dir, 'add', '-f', path.join(DIRS[Math.floor(r() * DIRS.length)]!, 'SKILL.md'));
    }
    const settings = defaultSettings(dir, true);
    const named = DIRS.filter(() => r() < 0.6).map((d) => path.join(dir, d));
    const many = ignoredUnderMany(settings, [...named, ...named.slice(0, 2)]);
    for (const abs of named) {
      if (!many.has(abs)) continue;
      const alone = ignoredUnder(settings, abs);
      const got = many.get(abs);
      expect([rules, path.relative(dir, abs), got && [...got].sort()]).toEqual([
        rules,
        path.relative(dir, abs),
        alone && [...alone].sort(),
      ]);
      compared++;
      if (alone) nonEmpty++;
    }
  }
  // The batch must have answered for a fair share of folders, some of them with ignored files.
  expect(compared).toBeGreaterThan(20);
  expect(nonEmpty).toBeGreaterThan(5);
});
