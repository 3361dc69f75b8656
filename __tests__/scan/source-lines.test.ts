/**
 * On a terminal, the text report shows each finding's source line under it. It is read again
 * for that: only from a file the check read, as the check reads it. A file the check refused
 * (a symlink out of the repository, a FIFO, /dev/zero) was read and quoted (or waited on,
 * or read until memory ran out) by that second read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';

const SECRET = 'SECRET-LINE-5f3c';

async function onTerminal(cwd: string, args: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await main(args, {
    cwd,
    env: { NO_COLOR: '1' },
    stdout: (s: string) => out.push(s),
    stderr: (s: string) => out.push(s),
    stdoutIsTTY: true,
  });
  return { code, out: out.join('') };
}

describe('source lines on a terminal', () => {
  it('come from the files the check read, never from one it refused', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'skillgate-outside-'));
    writeFileSync(path.join(outside, 'secret.md'), `${SECRET}\n`);
    mkdirSync(path.join(outside, 'folder'));
    writeFileSync(path.join(outside, 'folder', 'SKILL.md'), `${SECRET}\n`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillgate-tty-'));
    execFileSync('git', ['init', '-q'], { cwd: dir });
    for (const d of ['s/link', 's/fifo', 's/zero', 's/bad']) mkdirSync(path.join(dir, d), { recursive: true });
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 's/link/SKILL.md'));
    execFileSync('mkfifo', [path.join(dir, 's/fifo/SKILL.md')]);
    symlinkSync('/dev/zero', path.join(dir, 's/zero/SKILL.md'));
    symlinkSync(path.join(outside, 'folder'), path.join(dir, 's/out'));
    writeFileSync(path.join(dir, 's/bad/SKILL.md'), '---\nid: Bad\n---\n');
    for (const args of [['validate'], ['validate', 's/link', 's/fifo', 's/zero', 's/out/SKILL.md', 's/bad']]) {
      const r = await onTerminal(dir, args);
      expect(r.code).toBe(1);
      expect(r.out).not.toContain(SECRET);
      expect(r.out).toMatch(/^s\/link\/SKILL\.md:1:1: error ReadError /m);
      // A file the check read keeps its source line and caret.
      expect(r.out).toMatch(/^s\/bad\/SKILL\.md:2:5: error InvalidId .*\n {4}id: Bad\n {8}\^/m);
    }
  });
});
