/**
 * Failures a test cannot stage on a real disk as root (a full disk, a root it cannot list):
 * node:fs is mocked, so the command's own handling is what is tested.
 */
import { jest } from '@jest/globals';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const failWrites = { on: false };
const actual = await import('node:fs');
jest.unstable_mockModule('node:fs', () => ({
  ...actual,
  default: actual,
  writeSync: (...args: Parameters<typeof actual.writeSync>) => {
    if (failWrites.on) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return actual.writeSync(...args);
  },
}));
const { scaffoldCommand } = await import('../../src/commands/scaffold.js');
const { scanRepository } = await import('../../src/scan/files.js');
const { defaultSettings } = await import('../../src/core/config-types.js');
const { UsageError } = await import('../../src/core/diagnostic.js');

const io = (cwd: string) => {
  const out: string[] = [];
  return {
    out,
    io: { cwd, env: {}, stdout: (s: string) => out.push(s), stderr: (s: string) => out.push(s), stdoutIsTTY: false },
  };
};

describe('scaffold on a full disk', () => {
  afterEach(() => {
    failWrites.on = false;
  });

  it('is a usage error naming the file, and leaves no empty SKILL.md behind', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillgate-full-'));
    failWrites.on = true;
    const { io: sink } = io(dir);
    await expect(scaffoldCommand({ positionals: ['demo'], opts: {} }, sink)).rejects.toThrow(
      new UsageError('cannot write demo/SKILL.md: no space left on the device'),
    );
    expect(readdirSync(path.join(dir, 'demo'))).toEqual([]);
    // With room again, it writes the starter (nothing was left to refuse over).
    failWrites.on = false;
    expect(await scaffoldCommand({ positionals: ['demo'], opts: {} }, sink)).toBe(0);
    expect(readdirSync(path.join(dir, 'demo'))).toEqual(['SKILL.md']);
  });
});

describe('a repository root that cannot be listed', () => {
  it('is a usage error (exit 1) naming it, not an internal error', () => {
    // (Root reads any folder: a file where the root should be fails the same readdir.)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillgate-root-'));
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => scanRepository(defaultSettings(file, false))).toThrow(UsageError);
    expect(() => scanRepository(defaultSettings(file, false))).toThrow(
      new RegExp(`^cannot read directory ${file.replace(/[/.\\-]/g, '\\$&')}: `),
    );
  });
});
