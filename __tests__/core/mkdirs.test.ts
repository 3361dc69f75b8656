import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkDirs, makeDirs } from '../../src/core/mkdirs.js';
import { tmpDir } from '../helpers/cli.js';

describe('makeDirs (mkdir -p one level at a time)', () => {
  it('creates the missing folders, each with the mode asked for, and leaves existing ones alone', () => {
    const dir = tmpDir('skillgate-mkdirs-');
    mkdirSync(path.join(dir, 'a'));
    makeDirs(path.join(dir, 'a', 'b', 'c'), 0o700);
    for (const p of ['a/b', 'a/b/c']) expect(statSync(path.join(dir, p)).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'a')).mode & 0o777).not.toBe(0o700);
    expect(() => makeDirs(path.join(dir, 'a', 'b', 'c'))).not.toThrow();
  });

  it('says ENOTDIR, naming the file, when a file is on the way', () => {
    const dir = tmpDir('skillgate-mkdirs-');
    writeFileSync(path.join(dir, 'f'), 'x');
    expect(() => makeDirs(path.join(dir, 'f', 'g'))).toThrow(
      expect.objectContaining({ code: 'ENOTDIR', message: expect.stringContaining(path.join(dir, 'f')) }),
    );
    expect(existsSync(path.join(dir, 'f', 'g'))).toBe(false);
  });

  // Node's mkdirSync(recursive) loops forever there: ENOENT for /proc/x, EEXIST for /proc.
  (existsSync('/proc/self') ? it : it.skip)('fails under /proc instead of looping', () => {
    expect(() => makeDirs('/proc/skillgate-no-such/x')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('checkDirs (what makeDirs would throw, making nothing)', () => {
  it('makes no folder, and throws for a file on the way or a folder under /proc', () => {
    const dir = tmpDir('skillgate-checkdirs-');
    expect(() => checkDirs(path.join(dir, 'a', 'b'))).not.toThrow();
    expect(existsSync(path.join(dir, 'a'))).toBe(false);
    writeFileSync(path.join(dir, 'f'), 'x');
    expect(() => checkDirs(path.join(dir, 'f', 'g'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    if (existsSync('/proc/self')) expect(() => checkDirs('/proc/self/new/x')).toThrow();
  });
});
