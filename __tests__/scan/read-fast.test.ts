/**
 * Reading a listed SKILL.md costs an open, a readlink of where it landed, an fstat and a read:
 * a file opened by exactly the name it was asked for has no symlink on its way, so the lstats
 * of each folder and of the file (issue #7: ~10,000 a 10,000-skill run) are left out. Anything
 * else still takes the checks that word a link.
 */
import { jest } from '@jest/globals';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpDir } from '../helpers/cli.js';

const lstats: string[] = [];
const actual = await import('node:fs');
jest.unstable_mockModule('node:fs', () => ({
  ...actual,
  default: actual,
  lstatSync: (...args: Parameters<typeof actual.lstatSync>) => {
    lstats.push(String(args[0]));
    return actual.lstatSync(...args);
  },
}));
const { readSkillFile, forgetFolders } = await import('../../src/scan/read.js');

const linux = process.platform === 'linux';
const text = (r: ReturnType<typeof readSkillFile>) => (r.ok ? Buffer.from(r.bytes).toString() : r.reason);

describe('readSkillFile of a listed file', () => {
  const root = realpathSync(tmpDir('skillgate-readfast-'));
  mkdirSync(path.join(root, 'skills/team/a'), { recursive: true });
  writeFileSync(path.join(root, 'skills/team/a/SKILL.md'), 'plain');
  mkdirSync(path.join(root, 'elsewhere'));
  writeFileSync(path.join(root, 'elsewhere/SKILL.md'), 'through a folder link');
  symlinkSync('../elsewhere', path.join(root, 'skills/linked'));
  symlinkSync('team/a/SKILL.md', path.join(root, 'skills/SKILL.md'));

  beforeEach(() => {
    lstats.length = 0;
    forgetFolders();
  });

  (linux ? it : it.skip)('reads a plain file without one lstat', () => {
    const abs = path.join(root, 'skills/team/a/SKILL.md');
    expect(text(readSkillFile(abs, root, root.length))).toBe('plain');
    expect(lstats).toEqual([]);
  });

  it('still looks at a folder link on the way, and reads through one that stays inside', () => {
    const abs = path.join(root, 'skills/linked/SKILL.md');
    expect(text(readSkillFile(abs, root, root.length))).toBe('through a folder link');
    expect(lstats).toContain(path.join(root, 'skills/linked'));
  });

  it('still reads a SKILL.md symlink to a file inside', () => {
    expect(text(readSkillFile(path.join(root, 'skills/SKILL.md'), root, root.length))).toBe('plain');
    expect(lstats.length).toBeGreaterThan(0);
  });

  it('refuses a file outside the fence it is given', () => {
    const fence = path.join(root, 'skills');
    const r = readSkillFile(path.join(root, 'elsewhere/SKILL.md'), fence);
    expect(r.ok).toBe(false);
  });
});
