/** uncheckedLinkedSkills: folder symlinks leading to SKILL.md files no check reads. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linksLeadingTo, uncheckedLinkedSkills } from '../../src/action/linked-folders.js';
import { realOr } from '../../src/scan/files.js';
import { tmpDir } from './helpers.js';
import { cpuNow } from '../helpers/cpu.js';

function tree(files: string[]): string {
  const dir = realOr(tmpDir('skillgate-linked-'));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), '---\n---\n');
  }
  return dir;
}

describe('uncheckedLinkedSkills', () => {
  it("names a link out of the repository and counts its files, never naming them (the runner's, not the pull request's to learn)", () => {
    const root = tree(['skills/a/SKILL.md']);
    const outside = tree(['one/SKILL.md', 'two/SKILL.md', 'three/SKILL.md', 'four/SKILL.md', 'notes.md']);
    symlinkSync(outside, path.join(root, 'skills/ext'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    const found = uncheckedLinkedSkills(root, ['skills/ext', 'skills/a/SKILL.md', 'gone'], checked, () => true);
    expect(found).toEqual([
      {
        link: 'skills/ext',
        message:
          'skills/ext is a symlink to a folder outside the repository holding 4 SKILL.md files, which no check reads; an agent loading the skills under skills/ext gets them unchecked and unlocked. Check them where they are, or remove the link.',
      },
    ]);
    // Left out by config at the link's path too: nothing to say.
    expect(uncheckedLinkedSkills(root, ['skills/ext'], checked, () => false)).toEqual([]);
  });

  it('says nothing of a link to checked skills or to a file', () => {
    const root = tree(['skills/a/SKILL.md', 'README.md']);
    mkdirSync(path.join(root, '.claude'));
    symlinkSync('../skills', path.join(root, '.claude/skills'));
    symlinkSync('../README.md', path.join(root, 'skills/readme'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    expect(uncheckedLinkedSkills(root, ['.claude/skills', 'skills/readme'], checked, () => true)).toEqual([]);
  });

  it('a link to a folder above it still exposes the excluded skills under that folder', () => {
    const root = tree(['skills/a/SKILL.md', 'fixtures/evil/SKILL.md']);
    symlinkSync('..', path.join(root, 'skills/up'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    const keeps = (rel: string) => !rel.startsWith('fixtures/');
    expect(uncheckedLinkedSkills(root, ['skills/up'], checked, keeps).map((l) => l.message)).toEqual([
      'skills/up is a symlink to the folder ., which holds fixtures/evil/SKILL.md: SKILL.md files this check does not read where they are (the config leaves them out); an agent loading the skills under skills/up gets them unchecked and unlocked. Check them where they are, or remove the link.',
    ]);
  });

  it('says why a file inside the repository is unread: the config, or git not listing it', () => {
    const root = tree(['skills/a/SKILL.md', 'fixtures/evil/SKILL.md', 'ignored/x/SKILL.md']);
    symlinkSync('..', path.join(root, 'skills/up'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    const why = (keeps: (rel: string) => boolean) =>
      uncheckedLinkedSkills(root, ['skills/up'], checked, keeps).map((l) => /\(([^()]*)\);/.exec(l.message)?.[1]);
    // Kept by the config at their own paths, yet not checked: git does not list them
    // (.gitignore'd, a FIFO or a socket): it is not the config that leaves them out.
    expect(why(() => true)).toEqual(['git does not list them: ignored, or not regular files']);
    expect(why((rel) => !rel.startsWith('fixtures/'))).toEqual([
      'the config leaves some out, and git does not list the others: ignored, or not regular files',
    ]);
    expect(why((rel) => !rel.startsWith('fixtures/') && !rel.startsWith('ignored/'))).toEqual([
      'the config leaves them out',
    ]);
  });

  it('a SKILL.md link inside the linked folder is judged at the path an agent reads', () => {
    const root = tree(['skills/a/SKILL.md', 'vendor/x/SKILL.md']);
    mkdirSync(path.join(root, 'fixtures/evil'), { recursive: true });
    symlinkSync('../../vendor/x/SKILL.md', path.join(root, 'fixtures/evil/SKILL.md'));
    symlinkSync('../fixtures/evil', path.join(root, 'skills/evil'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    const keeps = (rel: string) => !rel.startsWith('fixtures/') && !rel.startsWith('vendor/');
    expect(uncheckedLinkedSkills(root, ['skills/evil'], checked, keeps)).toEqual([
      expect.objectContaining({
        link: 'skills/evil',
        message: expect.stringContaining('which holds fixtures/evil/SKILL.md:'),
      }),
    ]);
  });

  it('a walk cut short (too deep, too many entries) is said, never a silent pass', () => {
    const deep = Array.from({ length: 14 }, (_, i) => `d${i}`).join('/');
    const root = tree(['skills/a/SKILL.md', `big/${deep}/SKILL.md`]);
    symlinkSync('../big', path.join(root, 'skills/big'));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    expect(uncheckedLinkedSkills(root, ['skills/big'], checked, () => true)).toEqual([
      expect.objectContaining({
        link: 'skills/big',
        message: expect.stringContaining('which this check did not walk to the end'),
      }),
    ]);
  });

  it('many links to one folder walk it once, and each is still said (1,000 links to a folder of 50,000 entries took 42 s; ratio in one run)', () => {
    const root = tree(['skills/a/SKILL.md', 'fixtures/evil/SKILL.md']);
    for (let i = 0; i < 10_000; i++) writeFileSync(path.join(root, `fixtures/evil/f${i}`), '');
    const links = Array.from({ length: 100 }, (_, i) => `links/l${i}`);
    mkdirSync(path.join(root, 'links'));
    for (const l of links) symlinkSync('../fixtures/evil', path.join(root, l));
    const checked = () => new Set([path.join(root, 'skills/a/SKILL.md')]);
    const keeps = (rel: string) => !rel.startsWith('fixtures/');
    let t = cpuNow();
    const one = uncheckedLinkedSkills(root, links.slice(0, 1), checked, keeps);
    const oneMs = cpuNow() - t;
    t = cpuNow();
    const all = uncheckedLinkedSkills(root, links, checked, keeps);
    const allMs = cpuNow() - t;
    expect(one).toHaveLength(1);
    expect(all.map((u) => u.link)).toEqual(links);
    for (const u of all) expect(u.message).toContain('which holds fixtures/evil/SKILL.md:');
    process.stderr.write(`  [1 link ${oneMs.toFixed(1)} ms, 100 links ${allMs.toFixed(1)} ms]\n`);
    expect(allMs / Math.max(oneMs, 1)).toBeLessThan(20);
  });

  it('linksLeadingTo finds the links whose target holds a changed path', () => {
    const root = tree(['fixtures/evil/SKILL.md', 'other/x.md']);
    symlinkSync('fixtures/evil', path.join(root, 'skills-evil'));
    symlinkSync('other', path.join(root, 'o'));
    expect(linksLeadingTo(root, ['skills-evil', 'o'], ['fixtures/evil/SKILL.md', 'README.md'])).toEqual([
      'skills-evil',
    ]);
  });

  it('linksLeadingTo costs each changed path its own folders, not every link (file links are no folders)', () => {
    // 20,000 SKILL.md links and a change of 40,000 files took 33 s: every path against every link.
    const root = tree(['vendor/x/SKILL.md', 'deep/a/b/c/notes.md']);
    symlinkSync('../vendor/x', path.join(root, 'deep/vx'));
    const fileLinks = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const l = `links/l${i}/SKILL.md`;
        mkdirSync(path.dirname(path.join(root, l)), { recursive: true });
        try {
          symlinkSync('../../vendor/x/SKILL.md', path.join(root, l));
        } catch {
          // made by an earlier call
        }
        return l;
      });
    const paths = Array.from({ length: 20_000 }, (_, i) => `src/m${i % 50}/f${i}.txt`);
    paths.push('vendor/x/SKILL.md');
    const timed = (links: string[]) => {
      let best = Infinity;
      let got: string[] = [];
      for (let k = 0; k < 3; k++) {
        const t = cpuNow();
        got = linksLeadingTo(root, links, paths);
        best = Math.min(best, cpuNow() - t);
      }
      return { got, ms: best };
    };
    const few = timed(['deep/vx', ...fileLinks(20)]);
    const many = timed(['deep/vx', ...fileLinks(2_000)]);
    expect(few.got).toEqual(['deep/vx']);
    expect(many.got).toEqual(['deep/vx']);
    process.stderr.write(`  [21 links ${few.ms.toFixed(1)} ms, 2,001 links ${many.ms.toFixed(1)} ms]\n`);
    // Every path against every link: 100 times the links, ~100 times the time.
    expect(many.ms / Math.max(few.ms, 1)).toBeLessThan(25);
  });

  it('a link to the repository root itself leads to every changed path', () => {
    const root = tree(['vendor/evil/SKILL.md', 'skills/a/SKILL.md']);
    symlinkSync('..', path.join(root, 'skills/all'));
    expect(linksLeadingTo(root, ['skills/all'], ['vendor/evil/SKILL.md'])).toEqual(['skills/all']);
  });
});
