/**
 * Mutation audit of src/scan: behaviours a user sees that no other test pinned down (which
 * files a scan selects, which misnamed files it names, what a fenced read refuses, which
 * files count as another copy of a named skill's id).
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { defaultSettings, type Settings } from '../../src/core/config-types.js';
import type { FileResult } from '../../src/core/engine.js';
import { gitFailure, isMisnamedSkillPath, whyNotScanned } from '../../src/scan/files.js';
import { OUTSIDE_LINK, readSkillFile } from '../../src/scan/read.js';
import { skillsSharingIds } from '../../src/scan/sharing.js';
import { git, tmpDir, writeTree } from '../helpers/cli.js';

const skill = (id: string) =>
  `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id} things. Use when ${id} is needed.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n`;

function settingsAt(root: string, inGit: boolean, over: Partial<Settings> = {}): Settings {
  return { ...defaultSettings(root, inGit), ...over };
}

describe('misnamed SKILL.md files', () => {
  it('only a whole last part spelled SKILL.md in another case is misnamed, not a longer name ending so', () => {
    expect(isMisnamedSkillPath('skills/a/skill.md')).toBe(true);
    expect(isMisnamedSkillPath('skill.md')).toBe(true);
    expect(isMisnamedSkillPath('skills/a/myskill.md')).toBe(false);
    expect(isMisnamedSkillPath('skills/a/Xskill.md')).toBe(false);
    expect(isMisnamedSkillPath('skills/a/SKILL.md')).toBe(false);
  });
});

describe('whyNotScanned', () => {
  it('a SKILL.md symlink the config excludes is left out by config (drift says so), not missing', () => {
    const dir = tmpDir('skillgate-audit-leftout-');
    writeTree(dir, { 'real/SKILL.md': skill('a') });
    mkdirSync(path.join(dir, 'vendor/a'), { recursive: true });
    symlinkSync('../../real/SKILL.md', path.join(dir, 'vendor/a/SKILL.md'));
    // A dangling one too: still there as a link.
    mkdirSync(path.join(dir, 'vendor/b'), { recursive: true });
    symlinkSync('../../nowhere/SKILL.md', path.join(dir, 'vendor/b/SKILL.md'));
    const leftOut = whyNotScanned(settingsAt(dir, false, { exclude: ['vendor/**'] }));
    expect(leftOut('vendor/a/SKILL.md')).toBe('config');
    expect(leftOut('vendor/b/SKILL.md')).toBe('config');
    expect(leftOut('vendor/c/SKILL.md')).toBeUndefined();
    // Kept by the config, there, and not scanned: outside git, nothing more to say.
    expect(leftOut('real/SKILL.md')).toBeUndefined();
    // In a git work tree, git does not list it (ignored, or in a nested repository).
    expect(whyNotScanned(settingsAt(dir, true, { exclude: ['vendor/**'] }))('real/SKILL.md')).toBe('unlisted');
  });
});

describe('readSkillFile with a fence', () => {
  it("a SKILL.md symlink to the fence's parent folder is outside the fence, not read", () => {
    const top = tmpDir('skillgate-audit-fence-');
    const repo = path.join(top, 'repo');
    mkdirSync(path.join(repo, 'a'), { recursive: true });
    symlinkSync('../..', path.join(repo, 'a/SKILL.md'));
    const read = readSkillFile(path.join(repo, 'a/SKILL.md'), repo);
    expect(read).toEqual({ ok: false, reason: OUTSIDE_LINK, code: 'EOUTSIDE' });
  });
});

describe('skillsSharingIds', () => {
  const named = (rel: string, id: string): FileResult =>
    ({ path: rel, outcome: 'ok', findings: [], data: { id } }) as unknown as FileResult;

  it('a second name of the named skill (a SKILL.md symlink to it) is the same skill, not a duplicate', () => {
    const dir = tmpDir('skillgate-audit-sharing-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    mkdirSync(path.join(dir, '.claude/a'), { recursive: true });
    symlinkSync('../../skills/a/SKILL.md', path.join(dir, '.claude/a/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'x');
    const settings = settingsAt(dir, true);
    expect(skillsSharingIds(settings, [named('skills/a/SKILL.md', 'a')])).toEqual([]);
    // A real copy is one.
    writeTree(dir, { 'copy/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'copy');
    expect(skillsSharingIds(settings, [named('skills/a/SKILL.md', 'a')]).map((r) => r.path)).toEqual(['copy/SKILL.md']);
  });
});

describe("git's failures as said", () => {
  it('a repository another user owns keeps the way out git gives (its first line alone gave none)', () => {
    const r = {
      stderr: Buffer.from(
        "fatal: detected dubious ownership in repository at '/r'\nTo add an exception for this directory, call:\n\n\tgit config --global --add safe.directory /r\n",
      ),
      status: 128,
    } as unknown as Parameters<typeof gitFailure>[0];
    expect(gitFailure(r)).toBe(
      "fatal: detected dubious ownership in repository at '/r' (another user owns it; if you trust it: git config --global --add safe.directory /r)",
    );
    const other = { stderr: Buffer.from('fatal: not a git repository\nmore\n'), status: 128 } as unknown as Parameters<
      typeof gitFailure
    >[0];
    expect(gitFailure(other)).toBe('fatal: not a git repository');
  });
});
