import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inAnyGitDir } from '../../src/scan/files.js';
import { cpuNow, growth } from '../helpers/cpu.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'skillgate-gitdir-'));

describe('inAnyGitDir: a write into any repository’s git folder', () => {
  it('a .git folder on the way, a bare repository (from inside it too), not a plain folder beside them', () => {
    const top = tmp();
    execFileSync('git', ['init', '-q', path.join(top, 'sup')]);
    execFileSync('git', ['init', '-q', '--bare', path.join(top, 'repo.git')]);
    const root = path.join(top, 'sup');
    expect(inAnyGitDir(path.join(top, 'sup/.git/config'), root)).toBe(true);
    expect(inAnyGitDir(path.join(top, 'repo.git/hooks/pre-push'), root)).toBe(true);
    expect(inAnyGitDir(path.join(top, 'repo.git/new/deeper/x'), root)).toBe(true);
    // A run inside the bare repository has no work tree: its own folder counts.
    expect(inAnyGitDir(path.join(top, 'repo.git/demo/SKILL.md'), undefined)).toBe(true);
    expect(inAnyGitDir(path.join(top, 'sup/report.json'), root)).toBe(false);
    expect(inAnyGitDir(path.join(top, 'plain/report.json'), root)).toBe(false);
  });

  it('the folders a work tree lies in are its own: one put inside a .git folder or a bare repository writes there', () => {
    const top = tmp();
    execFileSync('git', ['init', '-q', '--bare', path.join(top, 'b.git')]);
    const wt = path.join(top, 'b.git/wt');
    mkdirSync(wt);
    expect(inAnyGitDir(path.join(wt, 'report.json'), wt)).toBe(false);
    expect(inAnyGitDir(path.join(wt, 'sub/.git/config'), wt)).toBe(true);
    const dotted = path.join(top, 'x/.git/wt');
    mkdirSync(dotted, { recursive: true });
    expect(inAnyGitDir(path.join(dotted, 'r.json'), dotted)).toBe(false);
    expect(inAnyGitDir(path.join(top, 'x/.git/other/.git/r.json'), dotted)).toBe(true);
  });

  it('a path of 65,000 folders is answered by their names in one pass (it walked up folder by folder, for minutes)', () => {
    const top = tmp();
    const deep = path.join(top, ...Array.from({ length: 65_000 }, () => 'a'), 'x.json');
    const gitDeep = path.join(top, ...Array.from({ length: 30_000 }, () => 'a'), '.git', 'x');
    expect(inAnyGitDir(deep, top)).toBe(false);
    expect(inAnyGitDir(gitDeep, top)).toBe(true);
  });

  it('grows linearly with the depth (CPU time of 4x the folders, within a ratio)', async () => {
    const top = tmp();
    const { small, big } = await growth(
      (n) => {
        const p = path.join(top, 'a/'.repeat(n) + 'x');
        const t = cpuNow();
        inAnyGitDir(p, top);
        return cpuNow() - t;
      },
      16_000,
      64_000,
      3,
    );
    // Quadratic is 16x.
    expect(big / Math.max(small, 1)).toBeLessThan(9);
  });
});
