/**
 * `sign` reads every bundle, then signs and writes them one by one (seconds apart on 3,000): a
 * SKILL.md replaced in between (by a link leading out of the repository, or edited) is not
 * written over. The swap is staged by the read module: the second read of a file sees it.
 */
import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const actual = await import('../../src/scan/read.js');
const swaps = new Map<string, () => void>();
const readCount = new Map<string, number>();
jest.unstable_mockModule('../../src/scan/read.js', () => ({
  ...actual,
  readSkillFile: (...args: Parameters<typeof actual.readSkillFile>) => {
    const n = (readCount.get(args[0]) ?? 0) + 1;
    readCount.set(args[0], n);
    // Between the first read and the one before the write: the file is swapped.
    if (n === 2) swaps.get(args[0])?.();
    return actual.readSkillFile(...args);
  },
}));
const { main } = await import('../../src/cli.js');

const SKILL = (id: string) =>
  `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id}. Use when needed.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n\nbody\n`;

async function sign(dir: string, key: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['sign', 'skills', '--key', key], {
    cwd: dir,
    env: {},
    stdout: (s: string) => out.push(s),
    stderr: (s: string) => err.push(s),
    stdoutIsTTY: false,
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('sign: a bundle that changes between its read and its write', () => {
  it('is not written (a link to a file outside, an edit), the others are; exit 1', async () => {
    const top = mkdtempSync(path.join(os.tmpdir(), 'skillgate-swap-'));
    const dir = path.join(top, 'r');
    mkdirSync(dir);
    execFileSync('git', ['init', '-q'], { cwd: dir });
    for (const id of ['a', 'b', 'c']) {
      mkdirSync(path.join(dir, 'skills', id), { recursive: true });
      writeFileSync(path.join(dir, 'skills', id, 'SKILL.md'), SKILL(id));
    }
    const key = path.join(top, 'k.key');
    writeFileSync(key, `${'11'.repeat(32)}\n`, { mode: 0o600 });
    const victim = path.join(top, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    const a = path.join(dir, 'skills/a/SKILL.md');
    const b = path.join(dir, 'skills/b/SKILL.md');
    swaps.set(a, () => {
      execFileSync('rm', [a]);
      execFileSync('ln', ['-s', victim, a]);
    });
    swaps.set(b, () => writeFileSync(b, SKILL('b').replace('body', 'edited body')));
    const r = await sign(dir, key);
    expect(r.code).toBe(1);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(r.err).toContain('skillgate: cannot sign skills/a/SKILL.md: it changed while skillgate was signing (');
    expect(r.err).toContain(
      'skillgate: cannot sign skills/b/SKILL.md: it changed while skillgate was signing; run sign again',
    );
    expect(readFileSync(b, 'utf8')).toBe(SKILL('b').replace('body', 'edited body'));
    // The bundle that did not change is signed and listed.
    expect(r.out).toMatch(/^signed skills\/c\/SKILL\.md \(id c, key [0-9a-f]{64}\)$/m);
    expect(readFileSync(path.join(dir, 'skills/c/SKILL.md'), 'utf8')).toContain('signature:');
  });
});
