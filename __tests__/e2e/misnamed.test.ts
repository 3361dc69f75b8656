/**
 * A file named SKILL.md in another case (`skill.md`, `Skill.md`) is not checked: the name is
 * exact (SPEC §1). But an agent on a case-insensitive file system loads it as its SKILL.md,
 * so a scan that finds one says so on stderr, leaving the report, counts and exit code as
 * they are. Wherever the scan's files come from: git's tracked and untracked listings (with
 * and without the sidecar), --changed-since, a walk outside git, a named folder.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';

const warning = (rel: string) =>
  `skillgate: warning: ${rel} is not checked: its name differs from SKILL.md in case, and only SKILL.md is read (rename it to SKILL.md)\n`;

/** A repository with one SKILL.md, a committed skill.md and an untracked Skill.md. */
function repo(): string {
  const dir = tmpDir('skillgate-misnamed-');
  git(dir, 'init', '-q');
  writeTree(dir, {
    'skills/good/SKILL.md': skill('good'),
    'skills/lower/skill.md': '---\nid: Not Valid\ndescription: x\n---\n',
    'docs/notskill.md': '# not a skill\n',
    'docs/XSKILL.md': '# not a skill either\n',
    // A page about skills, and a page with another frontmatter: no skill, no warning.
    'docs/skill.md': '# Writing a skill\n\nEach skill has a SKILL.md.\n',
    'site/skill.md': '---\ntitle: Skills\ndescription: How we write skills\n---\n',
  });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  writeTree(dir, { 'skills/mixed/Skill.md': skill('mixed') });
  return dir;
}

describe('files named SKILL.md in another case', () => {
  it.each([
    ['validate', ['validate'], {}],
    ['validate (sidecar)', ['validate'], { SKILLGATE_SIDECAR_DEBUG: 'on' }],
    ['validate --json', ['validate', '--json'], {}],
    ['lock --check', ['lock', '--check'], {}],
  ])('%s names each one on stderr, and checks only the SKILL.md', (_name, args, env) => {
    const dir = repo();
    if (args[0] === 'lock') expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const r = runCli(args, { cwd: dir, env });
    expect(r.stderr).toBe(warning('skills/lower/skill.md') + warning('skills/mixed/Skill.md'));
    expect(r.code).toBe(0);
    if (args.includes('--json')) {
      const report = JSON.parse(r.stdout);
      expect(report.files.map((f: { path: string }) => f.path)).toEqual(['skills/good/SKILL.md']);
      expect(report.summary).toMatchObject({ files: 1, ok: 1, warnings: 0 });
    } else expect(r.stdout).toMatch(/1 file checked, 1 ok/);
  });

  it('lock pins only the SKILL.md and says what it left out', () => {
    const dir = repo();
    const r = runCli(['lock'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 skill pinned');
    expect(r.stderr).toBe(warning('skills/lower/skill.md') + warning('skills/mixed/Skill.md'));
  });

  it('--changed-since names only the changed ones, within the named paths', () => {
    const dir = repo();
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'all');
    writeTree(dir, {
      'skills/lower/skill.md': '---\nid: still-not\ndescription: y\n---\n',
      'other/skill.md': skill('other'),
    });
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.stderr).toBe(warning('other/skill.md') + warning('skills/lower/skill.md'));
    expect(r.code).toBe(0);
    const within = runCli(['validate', '--changed-since', 'HEAD', 'skills'], { cwd: dir });
    expect(within.stderr).toBe(warning('skills/lower/skill.md'));
  });

  it('config exclude silences the ones it would leave out as SKILL.md', () => {
    const dir = repo();
    writeTree(dir, { '.skillgate.yml': 'exclude: ["skills/lower/**"]\n' });
    const r = runCli(['validate'], { cwd: dir });
    expect(r.stderr).toBe(warning('skills/mixed/Skill.md'));
  });

  it('outside git, and in a named folder, the walk finds them too', () => {
    const dir = tmpDir('skillgate-misnamed-plain-');
    writeTree(dir, {
      'a/SKILL.md': skill('a'),
      'b/SKILL.MD': skill('b'),
      'b/c/skill.md': skill('c'),
      'b/d/SKILL.md': skill('d'),
    });
    const r = runCli(['validate'], { cwd: dir });
    expect(r.stderr).toBe(warning('b/SKILL.MD') + warning('b/c/skill.md'));
    expect(r.stdout).toMatch(/2 files checked/);
    const named = runCli(['validate', 'a', 'b/c/..'], { cwd: dir });
    expect(named.stderr).toBe(warning('b/SKILL.MD') + warning('b/c/skill.md'));
    expect(named.stdout).toMatch(/2 files checked/);
    expect(named.code).toBe(0);
  });

  it('past ten, the rest are counted in one line', () => {
    const dir = tmpDir('skillgate-misnamed-many-');
    const files: Record<string, string> = { 'ok/SKILL.md': skill('ok') };
    for (let i = 10; i < 23; i++) files[`s${i}/skill.md`] = skill(`s${i}`);
    writeTree(dir, files);
    const r = runCli(['validate'], { cwd: dir });
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe(warning('s10/skill.md').trimEnd());
    expect(lines[9]).toBe(warning('s19/skill.md').trimEnd());
    expect(lines[10]).toBe(
      'skillgate: warning: 3 more files named SKILL.md in another case are not checked (rename them to SKILL.md)',
    );
    // One past ten is one file: "is", "it".
    writeTree(dir, { 's20/SKILL.md': skill('s20'), 's21/SKILL.md': skill('s21') });
    rmSync(path.join(dir, 's20/skill.md'));
    rmSync(path.join(dir, 's21/skill.md'));
    const one = runCli(['validate'], { cwd: dir }).stderr.trimEnd().split('\n');
    expect(one[10]).toBe(
      'skillgate: warning: 1 more file named SKILL.md in another case is not checked (rename it to SKILL.md)',
    );
  });

  it('a misnamed file named on the command line is checked as named', () => {
    const dir = repo();
    const r = runCli(['validate', 'skills/lower/skill.md'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('InvalidId');
    expect(r.code).toBe(6);
  });

  it('beside a SKILL.md, the advice is to merge or remove it, not to rename it', () => {
    const dir = tmpDir('skillgate-misnamed-beside-');
    writeTree(dir, { 'a/SKILL.md': skill('a'), 'a/Skill.md': skill('a-old') });
    const r = runCli(['validate'], { cwd: dir });
    expect(r.stderr).toBe(
      'skillgate: warning: a/Skill.md is not checked: its name differs from SKILL.md in case, and only SKILL.md is read; its folder has a SKILL.md too (merge the two, or remove this one)\n',
    );
  });
});
