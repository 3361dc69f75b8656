/**
 * Which files `validate` checks and how it names them: repository scans (git-tracked plus
 * untracked-not-ignored, config include/exclude), paths given absolute or relative from
 * anywhere in the repository (lint-staged passes absolute ones), odd file names, and
 * --changed-since.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';

interface Report {
  status: string;
  summary: Record<string, number>;
  files: { path: string; status: string; errors?: { code: string }[] }[];
}
const NL_DIR = 'skills/new\nline';

function report(args: string[], cwd: string): Report {
  const r = runCli([...args, '--json'], { cwd });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Report;
}
const paths = (r: Report) => r.files.map((f) => f.path);

/** A committed repository with odd names, an untracked skill and an ignored one. */
function repo(): string {
  const dir = tmpDir('skillgate-paths-');
  git(dir, 'init', '-q');
  writeTree(dir, {
    '.gitignore': 'vendor/\n*.tmp/\n',
    'skills/alpha/SKILL.md': skill('alpha'),
    'skills/with space/SKILL.md': skill('with-space'),
    'skills/ünïcode/SKILL.md': skill('unicode'),
    [`${NL_DIR}/SKILL.md`]: skill('newline', 'tags: x\n'),
    'skills/gone/SKILL.md': skill('gone'),
    'README.md': '# repo\n',
  });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  writeTree(dir, {
    'skills/untracked/SKILL.md': skill('untracked'),
    'vendor/lib/SKILL.md': 'not even frontmatter\n',
    'scratch.tmp/SKILL.md': 'ignored too\n',
  });
  rmSync(path.join(dir, 'skills', 'gone'), { recursive: true });
  return dir;
}

describe('repository scan (no PATH)', () => {
  const dir = repo();

  it('checks tracked and untracked-not-ignored SKILL.md files, never ignored ones', () => {
    const r = report(['validate'], dir);
    expect(paths(r)).toEqual([
      'skills/alpha/SKILL.md',
      `${NL_DIR}/SKILL.md`,
      'skills/untracked/SKILL.md',
      'skills/with space/SKILL.md',
      'skills/ünïcode/SKILL.md',
    ]);
    expect(r.status).toBe('invalid'); // the newline-named one has `tags: x`
  });

  it('scans the whole repository from a subdirectory too, naming paths from the root', () => {
    mkdirSync(path.join(dir, 'docs', 'deep'), { recursive: true });
    expect(paths(report(['validate'], path.join(dir, 'docs', 'deep')))).toHaveLength(5);
  });

  it('prints odd names safely in text: the newline escaped, spaces and unicode as they are', () => {
    const r = runCli(['validate'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stdout).toContain('skills/new\\nline/SKILL.md:9:7: error InvalidField tags must be a list');
    expect(r.stdout.split('\n').filter((l) => l.includes('new'))).toHaveLength(1);
    expect(r.stdout).toMatch(/5 files checked, 4 ok, 1 invalid/);
  });

  it('honours include and exclude from .skillgate.yml (globs on repository-relative paths)', () => {
    const cfg = tmpDir('skillgate-paths-cfg-');
    git(cfg, 'init', '-q');
    writeTree(cfg, {
      'skills/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b'),
      'examples/c/SKILL.md': skill('c'),
      'skills/drafts/d/SKILL.md': 'broken\n',
      '.skillgate.yml': 'include: ["skills/**"]\nexclude: ["skills/drafts/**"]\n',
    });
    const r = runCli(['validate'], { cwd: cfg });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/2 files checked, 2 ok, 0 invalid, .*2 excluded by config/);
    expect(paths(report(['validate'], cfg))).toEqual(['skills/a/SKILL.md', 'skills/b/SKILL.md']);
    // An empty include is the default, every SKILL.md: a config cannot turn checking off so.
    writeTree(cfg, { '.skillgate.yml': 'include: []\nexclude: ["skills/drafts/**"]\n' });
    expect(paths(report(['validate'], cfg))).toEqual(['examples/c/SKILL.md', 'skills/a/SKILL.md', 'skills/b/SKILL.md']);
  });

  it('applies include to named paths too, as a pre-commit hook names the staged files', () => {
    const cfg = tmpDir('skillgate-paths-inc-');
    git(cfg, 'init', '-q');
    writeTree(cfg, {
      'skills/a/SKILL.md': skill('x'),
      'other/b/SKILL.md': skill('x'),
      '.skillgate.yml': 'include: ["skills/**"]\n',
    });
    // other/b is no skill of this repository (CI's scan leaves it out): named, it is left out
    // too, so naming it or not changes no verdict (it was DuplicateId with skills/a when named).
    for (const args of [['other/b'], ['other/b/SKILL.md'], ['other']]) {
      const r = runCli(['validate', ...args], { cwd: cfg });
      expect([args, r.code]).toEqual([args, 0]);
      expect(r.stdout).toMatch(/0 files checked, .*1 excluded by config/);
    }
    const both = runCli(['validate', 'skills/a', 'other/b'], { cwd: cfg });
    expect([both.code, both.stdout]).toEqual([
      0,
      expect.stringMatching(/1 file checked, 1 ok, .*1 excluded by config/),
    ]);
    expect(runCli(['validate', 'skills/a'], { cwd: cfg }).code).toBe(0);
    // A SKILL.md the config leaves out is left out before it is read: a dangling link, or a
    // folder named SKILL.md, named as a hook names staged files, is no error.
    symlinkSync('nowhere', path.join(cfg, 'other', 'SKILL.md'));
    const dangling = runCli(['validate', 'other/SKILL.md', 'skills/a/SKILL.md'], { cwd: cfg });
    expect([dangling.code, dangling.stdout]).toEqual([
      0,
      expect.stringMatching(/1 file checked, .*1 excluded by config/),
    ]);
    // A file outside the repository is none of its globs' business: checked.
    const outside = tmpDir('skillgate-paths-out-');
    writeTree(outside, { 'x/SKILL.md': 'id: BAD\n' });
    const named = runCli(['validate', path.join(outside, 'x')], { cwd: cfg });
    expect([named.code, named.stdout]).toEqual([6, expect.stringMatching(/1 file checked, 0 ok, 1 invalid/)]);
    // sign signs what it is given, whatever include says.
    const key = path.join(cfg, 'k.key');
    expect(runCli(['keygen', '--out', key], { cwd: cfg }).code).toBe(0);
    const signed = runCli(['sign', 'other/b', '--key', key], { cwd: cfg });
    expect([signed.code, signed.stdout]).toEqual([0, expect.stringMatching(/^signed other\/b\/SKILL\.md /)]);
  });

  it('walks the working directory outside a git work tree, skipping node_modules', () => {
    const plain = tmpDir('skillgate-plain-');
    writeTree(plain, {
      'a/SKILL.md': skill('a'),
      'node_modules/pkg/SKILL.md': 'broken\n',
      'b/c/SKILL.md': skill('c'),
    });
    expect(paths(report(['validate'], plain))).toEqual(['a/SKILL.md', 'b/c/SKILL.md']);
  });
});

describe('a folder named inside a git work tree', () => {
  const dir = repo();

  it('walks a node_modules git does not ignore, as the repository scan reads it (it may be tracked)', () => {
    const vendored = tmpDir('skillgate-nm-');
    git(vendored, 'init', '-q');
    writeTree(vendored, { 'skills/a/SKILL.md': skill('a'), 'skills/node_modules/pkg/SKILL.md': skill('pkg') });
    git(vendored, 'add', '-A');
    git(vendored, 'commit', '-qm', 'vendored');
    const all = ['skills/a/SKILL.md', 'skills/node_modules/pkg/SKILL.md'];
    expect(paths(report(['validate'], vendored))).toEqual(all);
    expect(paths(report(['validate', 'skills'], vendored))).toEqual(all);
    // Ignored, it is left out by both.
    writeTree(vendored, { '.gitignore': 'node_modules/\n' });
    git(vendored, 'rm', '-rq', '--cached', 'skills/node_modules');
    expect(paths(report(['validate', 'skills'], vendored))).toEqual(['skills/a/SKILL.md']);
    expect(paths(report(['validate', '.'], vendored))).toEqual(['skills/a/SKILL.md']);
  });

  it('leaves out what git ignores, as the repository scan does', () => {
    writeTree(dir, { 'skills/alpha/vendor/x/SKILL.md': 'not even frontmatter\n' });
    for (const [args, cwd] of [
      [['skills'], dir],
      [['.'], path.join(dir, 'skills')],
      [['../../skills'], path.join(dir, 'skills', 'with space')],
    ] as const) {
      const r = report(['validate', ...args], cwd);
      expect([args, paths(r).filter((p) => /vendor|scratch/.test(p))]).toEqual([args, []]);
      expect(paths(r)).toContain('skills/alpha/SKILL.md');
    }
  });

  it('asks git about ignored files once for many named folders, not twice a folder', () => {
    const x = tmpDir('skillgate-many-folders-');
    git(x, 'init', '-q');
    const files: Record<string, string> = { '.gitignore': 'vendor/\n' };
    for (let i = 0; i < 60; i++) {
      files[`skills/s${i}/SKILL.md`] = skill(`s${i}`);
      files[`skills/s${i}/vendor/x/SKILL.md`] = 'not even frontmatter\n';
    }
    writeTree(x, files);
    // A git that logs each run (the real one does the work).
    const bin = tmpDir('skillgate-git-shim-');
    const log = path.join(bin, 'log');
    const real = git(x, '--exec-path').trim();
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${path.join(real, 'git')}' "$@"\n`, {
      mode: 0o755,
    });
    const named = Array.from({ length: 120 }, (_, i) => `skills/s${i % 60}`);
    const r = runCli(['validate', ...named, '--json'], {
      cwd: x,
      env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Report).summary.files).toBe(60);
    const runs = readFileSync(log, 'utf8').trim().split('\n');
    // Was two runs a folder named (240 for these 120).
    expect(runs.length).toBeLessThan(10);
  });

  it('walks a folder named on purpose whole, even when git ignores it', () => {
    for (const named of ['vendor', 'vendor/lib', 'scratch.tmp']) {
      const r = runCli(['validate', named, '--json'], { cwd: dir });
      expect([named, r.code]).toEqual([named, 6]);
      expect(r.stdout).toMatch(/MissingFrontmatter/);
    }
    // Also when git tracks a file in it (force-added): the folder is still an ignored one.
    const forced = repo();
    writeTree(forced, { 'vendor/kept/SKILL.md': skill('kept') });
    git(forced, 'add', '-f', 'vendor/kept/SKILL.md');
    expect(paths(report(['validate', 'vendor'], forced))).toEqual(['vendor/kept/SKILL.md', 'vendor/lib/SKILL.md']);
  });

  it('a bundle folder named on purpose is checked though git ignores its SKILL.md (as the file named)', () => {
    for (const rule of ['skills/wip/SKILL.md', '*.md', 'SKILL.md', 'skills/wip/*', 'skills/wip/**']) {
      const x = tmpDir('skillgate-ignored-bundle-');
      git(x, 'init', '-q');
      writeTree(x, {
        '.gitignore': `${rule}\n`,
        'skills/wip/SKILL.md': skill('Bad'),
        'skills/wip/deeper/SKILL.md': skill('Deeper'),
      });
      for (const [args, cwd] of [
        [['skills/wip'], x],
        [[path.join(x, 'skills', 'wip')], x],
        [['.'], path.join(x, 'skills', 'wip')],
        [['skills/wip/SKILL.md'], x],
      ] as const) {
        const r = runCli(['validate', ...args], { cwd });
        expect([rule, args, r.code, r.stderr]).toEqual([rule, args, 6, '']);
        expect(r.stdout).toMatch(/^skills\/wip\/SKILL\.md:2:5: error InvalidId /m);
        // A SKILL.md deeper down is the tree's: left out where git ignores it, as a scan does.
        const deeperIgnored = rule !== 'skills/wip/SKILL.md' && args[0] !== 'skills/wip/SKILL.md';
        if (args[0] !== 'skills/wip/SKILL.md') expect(r.stdout.includes('deeper')).toBe(!deeperIgnored);
      }
    }
  });

  it('a named folder below the root leaves out its ignored parts, keeping tracked files', () => {
    const x = repo();
    writeTree(x, {
      'x/ok/SKILL.md': skill('ok'),
      'x/vendor/copy/SKILL.md': 'not even frontmatter\n',
      'x/vendor/kept/SKILL.md': skill('kept'),
    });
    git(x, 'add', '-f', 'x/vendor/kept/SKILL.md');
    expect(paths(report(['validate', 'x'], x))).toEqual(['x/ok/SKILL.md', 'x/vendor/kept/SKILL.md']);
  });
});

describe('a folder inside the repository named through a symlink', () => {
  it('is walked where it is: its files under their own names, what git ignores there left out', () => {
    const x = tmpDir('skillgate-alias-');
    git(x, 'init', '-q');
    writeTree(x, {
      '.gitignore': 'build/\n',
      'shared/x/SKILL.md': skill('x'),
      // An ignored copy (build output): the same id, which a walk of it reported as DuplicateId.
      'shared/build/copy/SKILL.md': skill('x'),
    });
    mkdirSync(path.join(x, 'skills'));
    symlinkSync('../shared', path.join(x, 'skills/alias'));
    symlinkSync('..', path.join(x, 'skills/top'));
    for (const named of ['shared', 'skills/alias', 'skills/alias/', 'skills/top'])
      expect([named, paths(report(['validate', named], x))]).toEqual([named, ['shared/x/SKILL.md']]);
    expect(report(['validate', 'skills/alias', 'shared'], x).status).toBe('ok');
    // sign takes the same files: the ignored copy is left as it was.
    const key = path.join(tmpDir('skillgate-alias-key-'), 'k.key');
    expect(runCli(['keygen', '--out', key], { cwd: x }).code).toBe(0);
    const signed = runCli(['sign', 'skills/alias', '--key', key], { cwd: x });
    expect([signed.code, signed.stdout]).toEqual([0, expect.stringMatching(/^signed shared\/x\/SKILL\.md /)]);
    expect(readFileSync(path.join(x, 'shared/build/copy/SKILL.md'), 'utf8')).toBe(skill('x'));
  });
});

describe('named paths are printed repository-relative with /', () => {
  const dir = repo();
  const alpha = path.join(dir, 'skills', 'alpha');

  it.each([
    ['a relative bundle directory', ['skills/alpha'], '.'],
    ['a relative SKILL.md', ['skills/alpha/SKILL.md'], '.'],
    ['an absolute bundle directory', [alpha], '.'],
    ['an absolute SKILL.md (lint-staged)', [path.join(alpha, 'SKILL.md')], '.'],
    ['an absolute path from a subdirectory', [path.join(alpha, 'SKILL.md')], 'skills/with space'],
    ['a ../ path from a subdirectory', ['../alpha/SKILL.md'], 'skills/untracked'],
    ['`.` inside the bundle', ['.'], 'skills/alpha'],
    ['a path with ./ and a trailing slash', ['./skills/alpha/'], '.'],
  ])('%s', (_name, args, cwd) => {
    const r = report(['validate', ...args], path.join(dir, cwd));
    expect(r).toMatchObject({ status: 'ok', path: 'skills/alpha/SKILL.md' });
  });

  it('names several absolute files (as lint-staged passes them) relative to the root', () => {
    const files = ['alpha', 'with space', 'ünïcode'].map((d) => path.join(dir, 'skills', d, 'SKILL.md'));
    const r = report(['validate', ...files], path.join(dir, 'skills'));
    expect(paths(r)).toEqual(['skills/alpha/SKILL.md', 'skills/with space/SKILL.md', 'skills/ünïcode/SKILL.md']);
  });

  it('names a skill outside the repository by its absolute path; in SARIF a file:// URI with no base', () => {
    const other = tmpDir('skillgate-other-');
    writeTree(other, { 'my skill/SKILL.md': skill('Bad-Id') });
    const r = runCli(['validate', path.relative(dir, path.join(other, 'my skill')), '--format', 'sarif'], { cwd: dir });
    expect(r.code).toBe(6);
    const run = JSON.parse(r.stdout).runs[0];
    const uri = 'file://' + path.join(other, 'my%20skill', 'SKILL.md');
    expect(run.artifacts.map((a: { location: unknown }) => a.location)).toEqual([{ uri }]);
    expect(run.results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri, index: 0 });
    // Inside the repository: relative to %SRCROOT%, as always.
    const inside = JSON.parse(runCli(['validate', 'skills/alpha', '--format', 'sarif'], { cwd: dir }).stdout).runs[0];
    expect(inside.artifacts[0].location).toEqual({ uri: 'skills/alpha/SKILL.md', uriBaseId: '%SRCROOT%' });
  });

  it('warns when a named skill lies in another git work tree, whose config, keyring and lockfile the run does not read', () => {
    // A workspace folder (no work tree) holding a repository that requires signatures.
    const ws = tmpDir('skillgate-ws-');
    const other = path.join(ws, 'repo');
    mkdirSync(other);
    git(other, 'init', '-q');
    writeTree(other, { '.skillgate.yml': 'trust: registry\n', 'skills/x/SKILL.md': skill('x') });
    const warning = (s: string) => s.split('\n').filter((l) => l.startsWith('skillgate: warning:'));
    const r = runCli(['validate', 'repo/skills/x', 'repo'], { cwd: ws });
    expect(r.code).toBe(0); // held to the working directory's (absent) config, as SPEC §6 says
    expect(warning(r.stderr)).toEqual([
      "skillgate: warning: repo/skills/x is in the git work tree repo, and this run is in .: repo's .skillgate.yml is not read; run skillgate from inside repo to hold its skills to it",
    ]);
    // Inside that repository the rule applies, and nothing is said.
    const inside = runCli(['validate', 'skills/x'], { cwd: other });
    expect(inside.code).toBe(6);
    expect(warning(inside.stderr)).toEqual([]);
    // Named from another repository: the repository itself, said once with all it has.
    writeTree(other, { 'skillgate.lock': '{}\n' });
    const fromRepo = runCli(['validate', other, path.join(other, 'skills/x/SKILL.md')], { cwd: dir });
    expect(warning(fromRepo.stderr)).toEqual([
      `skillgate: warning: ${other} is a git work tree, and this run is in .: ${path.relative(dir, other)}'s .skillgate.yml, skillgate.lock are not read; run skillgate from inside ${path.relative(dir, other)} to hold its skills to them`,
    ]);
    // A work tree with none of them: nothing to say.
    const plain = path.join(ws, 'plain');
    mkdirSync(plain);
    git(plain, 'init', '-q');
    writeTree(plain, { 'skills/y/SKILL.md': skill('y') });
    expect(warning(runCli(['validate', 'plain/skills/y'], { cwd: ws }).stderr)).toEqual([]);
  });

  it('warns of another work tree found below a named folder outside the repository (`validate ..`)', () => {
    // A workspace folder holding two repositories: one run from inside the first names the
    // workspace, and so checks the second's skills by the first's (absent) rules.
    const ws = tmpDir('skillgate-ws-');
    const [mine, other] = [path.join(ws, 'mine'), path.join(ws, 'other')];
    for (const d of [mine, other]) {
      mkdirSync(d);
      git(d, 'init', '-q');
    }
    writeTree(mine, { 'skills/m/SKILL.md': skill('m') });
    writeTree(other, { '.skillgate.yml': 'trust: registry\n', 'skills/o/SKILL.md': skill('o') });
    const warning = (s: string) => s.split('\n').filter((l) => l.startsWith('skillgate: warning:'));
    const r = runCli(['validate', '..'], { cwd: mine });
    expect(r.code).toBe(0);
    expect(warning(r.stderr)).toEqual([
      "skillgate: warning: ../other/skills/o/SKILL.md is in the git work tree ../other, and this run is in .: ../other's .skillgate.yml is not read; run skillgate from inside ../other to hold its skills to it",
    ]);
    // Its own skills, named the same way, are its own: nothing is said of them.
    expect(warning(runCli(['validate', '../mine'], { cwd: mine }).stderr)).toEqual([]);
    // Nor through a folder link back into it, which finds its own `.git` at the link.
    writeTree(mine, { '.skillgate/trusted-keys': '# none yet\n' });
    symlinkSync('..', path.join(mine, 'skills', 'up'));
    for (const named of ['skills/up', 'skills/up/skills/m'])
      expect(warning(runCli(['validate', named], { cwd: mine }).stderr)).toEqual([]);
  });

  it('names a file with a newline in its directory name', () => {
    const r = report(['validate', path.join(dir, NL_DIR)], dir) as unknown as { path: string; errors: unknown[] };
    expect(r.path).toBe(`${NL_DIR}/SKILL.md`);
    expect(r.errors).toEqual([expect.objectContaining({ code: 'InvalidField', line: 9, column: 7 })]);
  });

  it('checks a file named three ways only once: one bundle, in its shape', () => {
    const r = report(['validate', 'skills/alpha', 'skills/alpha/SKILL.md', path.join(alpha, 'SKILL.md')], dir);
    expect(r).toMatchObject({ path: 'skills/alpha/SKILL.md', id: 'alpha' });
    expect(r.files).toBeUndefined();
  });
});

describe('--changed-since REF', () => {
  function changed(): string {
    const dir = tmpDir('skillgate-changed-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'skills/same/SKILL.md': skill('same'),
      'skills/committed/SKILL.md': skill('committed'),
      'skills/staged/SKILL.md': skill('staged'),
      'skills/unstaged/SKILL.md': skill('unstaged'),
      'skills/deleted/SKILL.md': skill('deleted'),
      'skills/space name/SKILL.md': skill('space-name'),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'tag', 'base');
    writeFileSync(path.join(dir, 'skills/committed/SKILL.md'), skill('committed', 'tags: [c]\n'));
    git(dir, 'commit', '-qam', 'change');
    writeFileSync(path.join(dir, 'skills/staged/SKILL.md'), skill('staged', 'tags: [s]\n'));
    git(dir, 'add', 'skills/staged/SKILL.md');
    writeFileSync(path.join(dir, 'skills/unstaged/SKILL.md'), skill('unstaged', 'sync_class: nope\n'));
    writeFileSync(path.join(dir, 'skills/space name/SKILL.md'), skill('space-name', 'tags: [n]\n'));
    rmSync(path.join(dir, 'skills/deleted'), { recursive: true });
    writeTree(dir, { 'skills/new/SKILL.md': skill('new'), 'notes.md': 'changed, not a skill\n' });
    return dir;
  }

  it('a change to the file a symlinked config leads to is a change to the config (every SKILL.md is checked)', () => {
    const dir = tmpDir('skillgate-changed-policy-link-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'conf/sg.yml': 'trust: local\n' });
    symlinkSync('conf/sg.yml', path.join(dir, '.skillgate.yml'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'conf/sg.yml': 'profile: agentskills\n' });
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.stderr).toBe(
      'skillgate: conf/sg.yml changed since HEAD, and every skill is held to it: checking every SKILL.md\n',
    );
    expect(r.stdout).toMatch(/^✖ skillgate: 1 file checked, 0 ok, 1 invalid/m);
    expect(r.code).toBe(6);
  });

  it('a change to a .gitattributes checks every SKILL.md (git writes them through it), and says so', () => {
    const dir = tmpDir('skillgate-changed-attributes-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    writeTree(dir, { 'skills/.gitattributes': 'a/SKILL.md working-tree-encoding=UTF-16\n' });
    git(dir, 'add', 'skills/.gitattributes');
    git(dir, 'commit', '-qm', 'attributes');
    // A checkout of the branch: a is written in UTF-16, and git diff (through the attribute)
    // lists no SKILL.md as changed.
    rmSync(path.join(dir, 'skills/a/SKILL.md'));
    git(dir, 'checkout', '--', 'skills/a/SKILL.md');
    expect(git(dir, 'diff', '--name-only', base).trim()).toBe('skills/.gitattributes');
    const r = runCli(['validate', '--changed-since', base], { cwd: dir });
    expect(r.stderr).toBe(
      `skillgate: skills/.gitattributes changed since ${base}, and it decides how git writes every file into the work tree (an encoding, line ends, a filter): checking every SKILL.md\n`,
    );
    expect(r.stdout).toMatch(/^skills\/a\/SKILL\.md:1:1: error YamlParse .*not valid UTF-8/m);
    expect(r.code).toBe(6);
  });

  it('a change to the config or the keyring checks every SKILL.md (every skill is held to them), and says so', () => {
    const dir = tmpDir('skillgate-changed-policy-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'other/b/SKILL.md': skill('b') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // (The note is on stderr: report() wants none.)
    const checked = (...args: string[]) =>
      (JSON.parse(runCli(['validate', '--changed-since', ...args, '--json'], { cwd: dir }).stdout) as Report).files
        .map((f) => f.path)
        .sort();
    expect(checked('HEAD')).toEqual([]);
    // A new config (untracked) that no unchanged skill passes.
    writeTree(dir, { '.skillgate.yml': 'profile: agentskills\n' });
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.stderr).toBe(
      'skillgate: .skillgate.yml changed since HEAD, and every skill is held to it: checking every SKILL.md\n',
    );
    expect(r.stdout).toMatch(/^✖ skillgate: 2 files checked, 0 ok, 2 invalid/m);
    expect(r.code).toBe(6);
    // Under a PATH, every SKILL.md under it.
    expect(checked('HEAD', 'other')).toEqual(['other/b/SKILL.md']);
    expect(runCli(['validate', '--changed-since', 'HEAD', 'other'], { cwd: dir }).stderr).toBe(
      'skillgate: .skillgate.yml changed since HEAD, and every skill is held to it: checking every SKILL.md under the named paths\n',
    );
    // Committed: from the commit before it, the same; from its own, nothing changed.
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'config');
    expect(checked('HEAD~1')).toEqual(['other/b/SKILL.md', 'skills/a/SKILL.md']);
    expect(checked('HEAD')).toEqual([]);
    // Deleted, the config changed too; so did a keyring added, or a config --config names.
    git(dir, 'rm', '-q', '.skillgate.yml');
    expect(checked('HEAD')).toHaveLength(2);
    git(dir, 'commit', '-qm', 'no config');
    writeTree(dir, { '.skillgate/trusted-keys': '# none yet\n' });
    expect(checked('HEAD')).toHaveLength(2);
    rmSync(path.join(dir, '.skillgate'), { recursive: true });
    writeTree(dir, { 'conf/sg.yml': 'profile: v1\n' });
    expect(checked('HEAD', '--config', 'conf/sg.yml')).toHaveLength(2);
    expect(checked('HEAD')).toEqual([]);
  });

  it("reports an unchanged stub whose replacement the change deletes or renames (its error is the change's)", () => {
    const dir = tmpDir('skillgate-changed-stub-');
    git(dir, 'init', '-q');
    const stub = (id: string, by: string) => skill(id, `x-deprecated-by: ${by}\n`);
    writeTree(dir, {
      'skills/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b'),
      'skills/old-a/SKILL.md': stub('old-a', 'a'),
      'skills/old-b/SKILL.md': stub('old-b', 'b'),
      'other/old-c/SKILL.md': stub('old-c', 'c'),
      'skills/stale/SKILL.md': stub('stale', 'never-there'),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // Untouched, a stub naming a skill that was never there is not this change's error.
    expect(runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir }).code).toBe(0);
    // a is deleted; b is given another id; other/old-c's target was never there either.
    git(dir, 'rm', '-q', 'skills/a/SKILL.md');
    writeFileSync(path.join(dir, 'skills/b/SKILL.md'), skill('b2'));
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.code).toBe(6);
    const sha = git(dir, 'rev-parse', '--short=7', 'HEAD').trim();
    expect(r.stdout).toContain(
      `skills/old-a/SKILL.md:9:18: error deprecated-by x-deprecated-by names "a", but no skill with that id is in the tree (this change takes it away: skills/a/SKILL.md declared it at HEAD (${sha}))\n`,
    );
    expect(r.stdout).toContain(
      `skills/old-b/SKILL.md:9:18: error deprecated-by x-deprecated-by names "b", but no skill with that id is in the tree; did you mean "b2"? (this change takes it away: skills/b/SKILL.md declared it at HEAD (${sha}))\n`,
    );
    expect(r.stdout).not.toMatch(/old-c|stale/);
    expect(r.stdout).toMatch(/^✖ skillgate: 3 files checked, 1 ok, 2 invalid, 2 errors/m);
    // Under a PATH, only the stubs under it.
    const under = report(['validate', '--changed-since', 'HEAD', 'skills/old-a'], dir);
    expect(paths(under)).toEqual(['skills/old-a/SKILL.md']);
    // Committed, the change is the same from the commit before it.
    git(dir, 'commit', '-qam', 'drop a, renumber b');
    expect(paths(report(['validate', '--changed-since', 'HEAD~1'], dir))).toEqual([
      'skills/b/SKILL.md',
      'skills/old-a/SKILL.md',
      'skills/old-b/SKILL.md',
    ]);
    expect(runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir }).code).toBe(0);
  });

  it("a deleted or re-pointed SKILL.md symlink takes its target's id away from a stub", () => {
    const dir = tmpDir('skillgate-changed-stub-link-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'shared/a.md': skill('a'),
      'shared/b.md': skill('b'),
      'skills/old-a/SKILL.md': skill('old-a', 'x-deprecated-by: a\n'),
    });
    mkdirSync(path.join(dir, 'skills/a'), { recursive: true });
    symlinkSync('../../shared/a.md', path.join(dir, 'skills/a/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // Re-pointed at another skill: a's id is gone from the tree.
    rmSync(path.join(dir, 'skills/a/SKILL.md'));
    symlinkSync('../../shared/b.md', path.join(dir, 'skills/a/SKILL.md'));
    const repointed = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(repointed.code).toBe(6);
    expect(repointed.stdout).toContain('(this change takes it away: skills/a/SKILL.md declared it at HEAD (');
    // Deleted.
    git(dir, 'rm', '-q', '-f', 'skills/a/SKILL.md');
    const deleted = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(deleted.code).toBe(6);
    expect(deleted.stdout).toMatch(/^skills\/old-a\/SKILL\.md:\d+:\d+: error deprecated-by .*takes it away/m);
  });

  it('a folder named SKILL.md that the change fills is a ReadError, as in a full scan (it passed in silence)', () => {
    const dir = tmpDir('skillgate-changed-skilldir-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/ok/SKILL.md': skill('ok') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'skills/evil/SKILL.md/inner/SKILL.md': skill('inner') });
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('skills/evil/SKILL.md:1:1: error ReadError SKILL.md is a directory, not a file');
    // Named paths elsewhere keep it out.
    expect(runCli(['validate', '--changed-since', 'HEAD', 'skills/ok'], { cwd: dir }).code).toBe(0);
  });

  it('a stub the change breaks is reported with config include/exclude too (it went unsaid: 0 files, exit 0)', () => {
    for (const config of ['include: ["**"]\n', 'exclude: ["zzz/**"]\n', 'include: ["skills/**"]\n']) {
      const dir = tmpDir('skillgate-changed-stub-config-');
      git(dir, 'init', '-q');
      writeTree(dir, {
        '.skillgate.yml': config,
        'skills/a/SKILL.md': skill('a'),
        'skills/old-a/SKILL.md': skill('old-a', 'x-deprecated-by: a\n'),
      });
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'base');
      git(dir, 'rm', '-q', '-r', 'skills/a');
      const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
      expect([config, r.code]).toEqual([config, 6]);
      expect(r.stdout).toMatch(/^skills\/old-a\/SKILL\.md:\d+:\d+: error deprecated-by .*takes it away/m);
    }
  });

  it('checks a changed skill that a sparse checkout leaves out, as the index holds it', () => {
    const dir = tmpDir('skillgate-changed-sparse-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'other/c/SKILL.md': skill('c') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'other/c/SKILL.md'), skill('c').replace('  - Read\n', '  - Bsh\n'));
    git(dir, 'commit', '-qam', 'bad tool');
    git(dir, 'sparse-checkout', 'set', '--cone', 'skills');
    const r = runCli(['validate', '--changed-since', 'HEAD~1'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stdout).toMatch(/^other\/c\/SKILL\.md:\d+:\d+: error UnknownTool /m);
    // Named, the folder or the file it leaves out: the same (it was "cannot read", exit 1).
    for (const named of ['other', 'other/c/SKILL.md']) {
      const n = runCli(['validate', '--changed-since', 'HEAD~1', named], { cwd: dir });
      expect([named, n.code, n.stderr]).toEqual([named, 6, '']);
      expect(n.stdout).toMatch(/^other\/c\/SKILL\.md:\d+:\d+: error UnknownTool /m);
    }
  });

  it('finds edits to files flagged skip-worktree or assume-unchanged (git diff does not look at them)', () => {
    const dir = tmpDir('skillgate-changed-flagged-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'skills/skip/SKILL.md': skill('skip'),
      'skills/assume/SKILL.md': skill('assume'),
      'skills/flagged-same/SKILL.md': skill('flagged-same'),
      'skills/plain/SKILL.md': skill('plain'),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'update-index', '--skip-worktree', 'skills/skip/SKILL.md');
    git(dir, 'update-index', '--assume-unchanged', 'skills/assume/SKILL.md', 'skills/flagged-same/SKILL.md');
    writeFileSync(path.join(dir, 'skills/skip/SKILL.md'), skill('skip').replace('  - Read\n', '  - Bsh\n'));
    writeFileSync(path.join(dir, 'skills/assume/SKILL.md'), skill('assume', 'sync_class: nope\n'));
    const r = runCli(['validate', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as Report;
    expect(out.files.map((f) => [f.path, f.errors?.map((e) => e.code)])).toEqual([
      ['skills/assume/SKILL.md', ['InvalidField']],
      ['skills/skip/SKILL.md', ['UnknownTool']],
    ]);
  });

  it('a skill flagged assume-unchanged and deleted is a deletion (its stubs are checked), and an edited config or keyring flagged so is a policy change', () => {
    const dir = tmpDir('skillgate-changed-flagged-gone-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'skills/neu/SKILL.md': skill('neu'),
      'skills/old/SKILL.md': skill('old', 'x-deprecated-by: neu\n'),
      'skills/c/SKILL.md': skill('c').replace(/ Use when [^\n]*/, ''),
      '.skillgate.yml': 'rules:\n  description-trigger: warning\n',
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'update-index', '--assume-unchanged', 'skills/neu/SKILL.md');
    rmSync(path.join(dir, 'skills/neu'), { recursive: true });
    const gone = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect([gone.code, gone.stdout]).toEqual([
      6,
      expect.stringMatching(
        /^skills\/old\/SKILL\.md:\d+:\d+: error deprecated-by .*this change takes it away: skills\/neu\/SKILL\.md/m,
      ),
    ]);
    // The config edited behind skip-worktree (or assume-unchanged): every skill is held to it.
    for (const flag of ['--skip-worktree', '--assume-unchanged']) {
      git(dir, 'update-index', '--no-assume-unchanged', '--no-skip-worktree', '.skillgate.yml');
      writeFileSync(path.join(dir, '.skillgate.yml'), 'rules:\n  description-trigger: warning\n');
      git(dir, 'update-index', flag, '.skillgate.yml');
      writeFileSync(path.join(dir, '.skillgate.yml'), 'rules:\n  description-trigger: error\n');
      const policy = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
      expect([flag, policy.code, policy.stderr]).toEqual([
        flag,
        6,
        expect.stringContaining(
          '.skillgate.yml changed since HEAD, and every skill is held to it: checking every SKILL.md',
        ),
      ]);
      expect(policy.stdout).toMatch(/^skills\/c\/SKILL\.md:\d+:\d+: error description-trigger /m);
    }
  });

  it('a link to a skill edited while flagged skip-worktree counts as changed too', () => {
    const dir = tmpDir('skillgate-changed-flagged-link-');
    git(dir, 'init', '-q');
    const md = (d: string) => `---\nname: pdf\ndescription: ${d}. Use when a PDF form must be filled.\n---\n`;
    writeTree(dir, { 'skills/pdf/SKILL.md': md('Fills PDFs') });
    mkdirSync(path.join(dir, '.claude/skills/other'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.claude/skills/other/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    git(dir, 'update-index', '--skip-worktree', 'skills/pdf/SKILL.md');
    writeFileSync(path.join(dir, 'skills/pdf/SKILL.md'), md('Fills PDF forms'));
    const r = runCli(['validate', '--profile', 'agentskills', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as Report;
    expect(out.files.map((f) => [f.path, (f.errors ?? []).map((e) => e.code)])).toEqual([
      ['.claude/skills/other/SKILL.md', ['NameMismatch']],
      ['skills/pdf/SKILL.md', []],
    ]);
  });

  it('a skill of the tree it cannot read is a ReadError (exit 1) for the lock check, not removed drift', () => {
    const dir = tmpDir('skillgate-changed-unread-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'other/c/SKILL.md': skill('c') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', 'tags: [x]\n'));
    // A tracked SKILL.md that is now a folder: unreadable, not gone.
    rmSync(path.join(dir, 'other/c/SKILL.md'));
    mkdirSync(path.join(dir, 'other/c/SKILL.md'));
    const r = runCli(['validate', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Report & { drift: { kind: string }[] };
    expect(out.drift.map((d) => d.kind)).not.toContain('removed');
    expect(out.files.find((f) => f.path === 'other/c/SKILL.md')?.errors?.map((e) => e.code)).toEqual(['ReadError']);
  });

  it('checks only SKILL.md files changed since REF: committed, staged, unstaged or untracked', () => {
    const dir = changed();
    const r = report(['validate', '--changed-since', 'base'], dir);
    expect(paths(r)).toEqual([
      'skills/committed/SKILL.md',
      'skills/new/SKILL.md',
      'skills/space name/SKILL.md',
      'skills/staged/SKILL.md',
      'skills/unstaged/SKILL.md',
    ]);
    expect(runCli(['validate', '--changed-since', 'base'], { cwd: dir }).code).toBe(6);
    expect(paths(report(['validate', '--changed-since', 'HEAD'], dir))).not.toContain('skills/committed/SKILL.md');
  });

  it.each([
    [
      'its target is edited',
      (dir: string) => writeTree(dir, { 'templates/a.md': skill('a', 'sync_class: nope\n') }),
      'InvalidField',
    ],
    [
      'a link on the way is retargeted',
      (dir: string) => {
        writeTree(dir, { 'templates/b.md': skill('a', 'sync_class: nope\n') });
        rmSync(path.join(dir, 'current.md'));
        symlinkSync('templates/b.md', path.join(dir, 'current.md'));
      },
      'InvalidField',
    ],
    ['its target is deleted', (dir: string) => rmSync(path.join(dir, 'templates/a.md')), 'ReadError'],
  ])('checks a SKILL.md symlink when %s (git names only the target)', (_what, change, code) => {
    const dir = tmpDir('skillgate-changed-link-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'templates/a.md': skill('a'), 'skills/other/SKILL.md': skill('other') });
    mkdirSync(path.join(dir, 'skills/a'));
    symlinkSync('../../current.md', path.join(dir, 'skills/a/SKILL.md'));
    symlinkSync('templates/a.md', path.join(dir, 'current.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    expect(paths(report(['validate', '--changed-since', 'HEAD'], dir))).toEqual([]);
    change(dir);
    for (const committed of [false, true]) {
      if (committed) {
        git(dir, 'add', '-A');
        git(dir, 'commit', '-qm', 'change');
      }
      const r = runCli(['validate', '--changed-since', committed ? 'HEAD~1' : 'HEAD', '--json'], { cwd: dir });
      const out = JSON.parse(r.stdout) as Report;
      expect(paths(out)).toEqual(['skills/a/SKILL.md']);
      expect(out.files[0].errors?.map((e) => e.code)).toEqual([code]);
      expect(r.code).toBe(code === 'ReadError' ? 1 : 6);
    }
  });

  it('checks a SKILL.md symlink into a submodule the change bumps (git names only the submodule)', () => {
    const lib = tmpDir('skillgate-changed-sublib-');
    git(lib, 'init', '-q');
    writeTree(lib, { 'skills/x/SKILL.md': skill('x') });
    git(lib, 'add', '-A');
    git(lib, 'commit', '-qm', 'lib');
    const dir = tmpDir('skillgate-changed-sub-');
    git(dir, 'init', '-q');
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'sub');
    mkdirSync(path.join(dir, 'skills/x'), { recursive: true });
    symlinkSync('../../sub/skills/x/SKILL.md', path.join(dir, 'skills/x/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const sub = path.join(dir, 'sub');
    writeTree(sub, { 'skills/x/SKILL.md': skill('x', 'sync_class: nope\n') });
    git(sub, 'commit', '-qam', 'bump');
    git(dir, 'add', 'sub');
    git(dir, 'commit', '-qm', 'bump');
    // It was 0 files checked, exit 0: the skill's new text went unchecked.
    const r = runCli(['validate', '--changed-since', 'HEAD~1', '--json'], { cwd: dir });
    const out = JSON.parse(r.stdout) as Report;
    expect(paths(out)).toEqual(['skills/x/SKILL.md']);
    expect(out.files[0].errors?.map((e) => e.code)).toEqual(['InvalidField']);
    expect(r.code).toBe(6);
  });

  it('a config linked into a submodule the change bumps is a policy change: every SKILL.md is checked', () => {
    const pol = tmpDir('skillgate-changed-pol-');
    git(pol, 'init', '-q');
    writeTree(pol, { 'sg.yml': 'rules: {}\n' });
    git(pol, 'add', '-A');
    git(pol, 'commit', '-qm', 'p1');
    const dir = tmpDir('skillgate-changed-polsub-');
    git(dir, 'init', '-q');
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', pol, 'pol');
    symlinkSync('pol/sg.yml', path.join(dir, '.skillgate.yml'));
    writeTree(dir, {
      'skills/o/SKILL.md':
        '---\nid: o\nversion: 1.0.0\ndescription: Other things.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\nb\n',
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(path.join(dir, 'pol'), { 'sg.yml': 'rules:\n  description-trigger: error\n' });
    git(path.join(dir, 'pol'), 'commit', '-qam', 'stricter');
    git(dir, 'add', 'pol');
    git(dir, 'commit', '-qm', 'bump');
    // It was 0 files checked, exit 0; the whole-tree scan fails on the untouched skill.
    const r = runCli(['validate', '--changed-since', 'HEAD~1', '--json'], { cwd: dir });
    expect(paths(JSON.parse(r.stdout) as Report)).toEqual(['skills/o/SKILL.md']);
    expect(r.code).toBe(6);
  });

  it('narrows to the named paths, from a subdirectory too', () => {
    const dir = changed();
    const r = report(['validate', '--changed-since', 'base', 'committed', 'staged'], path.join(dir, 'skills'));
    expect(paths(r)).toEqual(['skills/committed/SKILL.md', 'skills/staged/SKILL.md']);
  });

  it('narrows to a named folder symlink as to the folder it leads to', () => {
    const dir = changed();
    symlinkSync('staged', path.join(dir, 'skills', 'link'));
    expect(paths(report(['validate', '--changed-since', 'base', 'skills/link'], dir))).toEqual([
      'skills/staged/SKILL.md',
    ]);
    expect(paths(report(['validate', '--changed-since', 'base', 'link'], path.join(dir, 'skills')))).toEqual([
      'skills/staged/SKILL.md',
    ]);
  });

  it('with named paths, counts as excluded by config only the changed files within them', () => {
    const dir = changed();
    // The config lives outside the repository: one the change adds would check every SKILL.md.
    const conf = path.join(tmpDir('skillgate-changed-conf-'), 'sg.yml');
    writeFileSync(conf, 'exclude:\n  - "skills/unstaged/**"\n  - "skills/new/**"\n');
    // A new skill whose folder's name is not UTF-8, outside the named paths: not reported.
    const odd = Buffer.concat([Buffer.from(path.join(dir, 'skills', 'odd')), Buffer.from([0xe9])]);
    mkdirSync(odd);
    writeFileSync(Buffer.concat([odd, Buffer.from('/SKILL.md')]), skill('odd'));
    expect(runCli(['validate', '--config', conf, '--changed-since', 'base'], { cwd: dir }).stdout).toMatch(
      /not valid UTF-8|UTF-8/,
    );
    const within = runCli(['validate', '--config', conf, '--changed-since', 'base', 'skills/staged', 'skills/new'], {
      cwd: dir,
    });
    expect(within.stdout).toMatch(/1 file checked, 1 ok, .*1 excluded by config/);
    expect(within.code).toBe(0);
    const j = JSON.parse(
      runCli(['validate', '--config', conf, '--changed-since', 'base', 'skills/staged', '--json'], { cwd: dir }).stdout,
    ) as { summary: { files: number; excluded?: number } };
    expect(j.summary.files).toBe(1);
    expect(j.summary.excluded).toBeUndefined();
    const all = runCli(['validate', '--config', conf, '--changed-since', 'base'], { cwd: dir });
    expect(all.stdout).toMatch(/2 excluded by config/);
  });

  it('finds a changed skill taking the id of one that did not change (DuplicateId on the changed copy)', () => {
    const dir = tmpDir('skillgate-changed-dup-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/q/SKILL.md': skill('q'), 'skills/other/SKILL.md': skill('other') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'skills/copy/SKILL.md': skill('q') });
    const r = runCli(['validate', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as Report & { files: { errors?: { code: string; message: string }[] }[] };
    expect(paths(out)).toEqual(['skills/copy/SKILL.md']);
    expect(out.files[0].errors).toEqual([
      expect.objectContaining({
        code: 'DuplicateId',
        message: 'id "q" is also declared by skills/q/SKILL.md: skill ids must be unique',
      }),
    ]);
    // Without a duplicate, the unchanged tree adds nothing.
    rmSync(path.join(dir, 'skills/copy'), { recursive: true });
    writeTree(dir, { 'skills/fresh/SKILL.md': skill('fresh') });
    expect(runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir }).code).toBe(0);
  });

  it('under --staged reads a tracked skill edited or deleted in the work tree as the index holds it (what the commit holds)', () => {
    const dir = tmpDir('skillgate-named-dup-index-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/alpha/SKILL.md': skill('alpha'), 'skills/beta/SKILL.md': skill('beta') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // Moved without `git rm`: the commit still holds skills/beta/SKILL.md.
    cpSync(path.join(dir, 'skills/beta'), path.join(dir, 'skills/beta-v2'), { recursive: true });
    rmSync(path.join(dir, 'skills/beta'), { recursive: true });
    git(dir, 'add', 'skills/beta-v2');
    const moved = runCli(['validate', 'skills/beta-v2', '--staged'], { cwd: dir });
    expect([moved.code, moved.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "beta" is also declared by skills/beta/SKILL.md'),
    ]);
    // Without --staged, the tree is the work tree, as a repository scan reads it: beta is gone.
    expect(runCli(['validate', 'skills/beta-v2'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    // Renamed on disk but not staged: the commit still holds id alpha.
    writeTree(dir, { 'skills/alpha/SKILL.md': skill('alpha-renamed'), 'skills/new/SKILL.md': skill('alpha') });
    git(dir, 'add', 'skills/new');
    const taken = runCli(['validate', 'skills/new', '--staged'], { cwd: dir });
    expect([taken.code, taken.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "alpha" is also declared by skills/alpha/SKILL.md'),
    ]);
    expect(runCli(['validate', 'skills/new'], { cwd: dir }).code).toBe(0);
    // Staged, the rename frees the id.
    git(dir, 'add', 'skills/alpha');
    git(dir, 'rm', '-q', '--cached', 'skills/beta/SKILL.md');
    expect(runCli(['validate', 'skills/new', '--staged'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', 'skills/beta-v2', '--staged'], { cwd: dir }).code).toBe(0);
  });

  it('finds an id past a long run of its own letter in a tracked skill, in one pass (was quadratic: ~30 s here)', () => {
    const dir = tmpDir('skillgate-named-dup-run-');
    git(dir, 'init', '-q');
    const id = 'a'.repeat(200_000);
    const long = (pad: string) =>
      `---\n${pad}id: ${id}\nversion: 1.0.0\ndescription: Long ids. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: []\n---\n`;
    // Inside the run the id occurs 200,000 times and never stands alone; then once as the id.
    writeTree(dir, { 'other/SKILL.md': long(`x-pad: ${'a'.repeat(400_001)}\n`) });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'sk/SKILL.md': long('') });
    git(dir, 'add', 'sk');
    // Killed after 20 s (~0.3 s in one pass, ~40 s quadratic): a hang fails the test.
    const r = runCli(['validate', '--staged', 'sk', '--json'], { cwd: dir, timeout: 20_000 });
    expect(r.code).toBe(6);
    expect((JSON.parse(r.stdout) as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(['DuplicateId']);
  });

  it('a staged skill taking the id of one elsewhere in the repository is DuplicateId (the hooks name files); bundles named without --staged are a tree of their own', () => {
    const dir = tmpDir('skillgate-named-dup-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/q/SKILL.md': skill('q'), 'skills/other/SKILL.md': skill('other') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'skills/copy/SKILL.md': skill('q') });
    git(dir, 'add', 'skills/copy');
    for (const named of ['skills/copy/SKILL.md', 'skills/copy', path.join(dir, 'skills/copy')]) {
      const r = runCli(['validate', '--staged', named, '--json'], { cwd: dir });
      expect([named, r.code]).toEqual([named, 6]);
      const one = JSON.parse(r.stdout) as { path: string; errors: { code: string; message: string }[] };
      expect(one.path).toBe('skills/copy/SKILL.md');
      expect(one.errors).toEqual([
        expect.objectContaining({
          code: 'DuplicateId',
          message: 'id "q" is also declared by skills/q/SKILL.md: skill ids must be unique',
        }),
      ]);
      // Named without --staged, the bundle is checked as it is (SPEC §1: a path names a bundle
      // or a folder to scan): `validate signed-valid` beside the other test vectors, which
      // share its id, is that vector's outcome. The repository scan and CI's see the copy.
      const alone = runCli(['validate', named, '--json'], { cwd: dir });
      expect([named, alone.code, (JSON.parse(alone.stdout) as { status: string }).status]).toEqual([named, 0, 'ok']);
    }
    // Named together, they are one tree: DuplicateId on both.
    const both = runCli(['validate', 'skills/copy', 'skills/q'], { cwd: dir });
    expect(both.code).toBe(6);
    expect(both.stdout).toMatch(
      /^skills\/copy\/SKILL\.md:\d+:\d+: error DuplicateId id "q" is also declared by skills\/q\/SKILL\.md/m,
    );
    expect(both.stdout).toMatch(
      /^skills\/q\/SKILL\.md:\d+:\d+: error DuplicateId id "q" is also declared by skills\/copy\/SKILL\.md/m,
    );
    expect(runCli(['validate'], { cwd: dir }).stdout).toMatch(
      /DuplicateId id "q" is also declared by skills\/copy\/SKILL\.md/,
    );
    git(dir, 'rm', '-q', '--cached', '-r', 'skills/copy');
    // An id spelled with an escape is the same id.
    writeTree(dir, {
      'skills/copy/SKILL.md': skill('other'),
      'skills/esc/SKILL.md': skill('q').replace('id: q', 'id: "\\x71"'),
    });
    git(dir, 'add', 'skills/esc');
    expect(runCli(['validate', '--staged', 'skills/esc'], { cwd: dir }).stdout).toMatch(
      /DuplicateId id "q" is also declared by skills\/q\/SKILL\.md/,
    );
    // The other way round: under --staged the escaped copy counts once it is staged (an
    // untracked file is in neither the commit nor CI's checkout); a repository scan reads it
    // either way (SPEC §5: untracked files too).
    const dupOfEsc = /DuplicateId id "q" is also declared by skills\/esc\/SKILL\.md/;
    expect(runCli(['validate', 'skills/q', '--staged'], { cwd: dir }).stdout).toMatch(dupOfEsc);
    git(dir, 'rm', '-q', '--cached', '-r', 'skills/esc');
    expect(runCli(['validate', 'skills/q', '--staged'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate'], { cwd: dir }).stdout).toMatch(dupOfEsc);
    rmSync(path.join(dir, 'skills/esc'), { recursive: true });
    // Without git, a named bundle is checked as it is (exit 0, not 1).
    writeTree(dir, { 'skills/copy/SKILL.md': skill('q') });
    const noGit = runCli(['validate', 'skills/copy'], { cwd: dir, env: { PATH: '/nonexistent' } });
    expect([noGit.code, noGit.stderr]).toEqual([0, '']);
    // One file under two names is one skill; a skill named outside the repository is not compared.
    rmSync(path.join(dir, 'skills/copy'), { recursive: true });
    mkdirSync(path.join(dir, '.gemini/skills'), { recursive: true });
    symlinkSync('../../skills/q', path.join(dir, '.gemini/skills/q'));
    git(dir, 'add', '.gemini');
    expect(runCli(['validate', '--staged', 'skills/q'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    const elsewhere = tmpDir('skillgate-elsewhere-');
    writeTree(elsewhere, { 'q/SKILL.md': skill('q') });
    expect(runCli(['validate', path.join(elsewhere, 'q')], { cwd: dir }).code).toBe(0);
  });

  it('git runs on the repository found from the working directory, whatever GIT_DIR / GIT_WORK_TREE say', () => {
    const dir = tmpDir('skillgate-gitenv-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/ok/SKILL.md': skill('ok') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'untr/SKILL.md': skill('untr').replace('id: untr', 'id: Untr') });
    const other = tmpDir('skillgate-other-');
    git(other, 'init', '-q');
    for (const env of [{ GIT_WORK_TREE: other }, { GIT_DIR: path.join(other, '.git') }]) {
      for (const args of [['validate'], ['validate', '--changed-since', 'HEAD'], ['validate', 'untr']]) {
        const r = runCli(args, { cwd: dir, env });
        expect([env, args, r.code]).toEqual([env, args, 6]);
        expect(r.stdout).toMatch(/^untr\/SKILL\.md:\d+:\d+: error InvalidId /m);
      }
    }
  });

  it('a work tree git knows only through GIT_DIR / GIT_WORK_TREE (a bare repository, as its hooks run) is a git work tree', () => {
    const top = tmpDir('skillgate-gitdir-');
    const gitDir = path.join(top, 'repo.git');
    const wt = path.join(top, 'wt');
    mkdirSync(wt);
    git(top, 'init', '-q', '--bare', gitDir);
    git(top, '--git-dir', gitDir, 'config', 'core.bare', 'false');
    // Relative, as `git --work-tree=.` exports it to a hook.
    const env = { GIT_DIR: gitDir, GIT_WORK_TREE: '.' };
    const g = (...args: string[]) => git(wt, '--git-dir', gitDir, '--work-tree', wt, ...args);
    writeTree(wt, {
      'skills/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b'),
      '.gitignore': 'ignored/\n',
      'ignored/x/SKILL.md': skill('x').replace('id: x', 'id: X'),
    });
    g('add', 'skills', '.gitignore');
    g('commit', '-qm', 'base');
    // What git ignores is not scanned (it was: no work tree was known).
    const scan = runCli(['validate', '--json'], { cwd: wt, env });
    expect([scan.code, (JSON.parse(scan.stdout) as { files: { path: string }[] }).files.map((f) => f.path)]).toEqual([
      0,
      ['skills/a/SKILL.md', 'skills/b/SKILL.md'],
    ]);
    // The hook: an invalid b staged, then fixed in the work tree only. The commit holds the bad one.
    writeTree(wt, { 'skills/b/SKILL.md': skill('b').replace('id: b', 'id: B') });
    g('add', 'skills/b');
    writeTree(wt, { 'skills/b/SKILL.md': skill('b') });
    const hook = runCli(['validate', '--staged', 'skills/b/SKILL.md'], { cwd: wt, env });
    expect([hook.code, hook.stderr]).toEqual([1, expect.stringContaining('skills/b/SKILL.md: changes not staged')]);
    g('reset', '-q');
    // --changed-since asks git what changed; from a folder inside the work tree too (a relative
    // GIT_WORK_TREE is git's from the working directory: named absolute here).
    writeTree(wt, { 'skills/a/SKILL.md': skill('a').replace('id: a', 'id: A') });
    const changed = runCli(['validate', '--changed-since', 'HEAD'], {
      cwd: path.join(wt, 'skills'),
      env: { GIT_DIR: gitDir, GIT_WORK_TREE: wt },
    });
    expect([changed.code, changed.stderr]).toEqual([6, '']);
    expect(changed.stdout).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error InvalidId /m);
    expect(changed.stdout).not.toMatch(/skills\/b/);
    // A working directory outside the work tree they name is not in it: it is scanned as a folder.
    const elsewhere = tmpDir('skillgate-elsewhere-');
    writeTree(elsewhere, { 'q/SKILL.md': skill('q') });
    const out = runCli(['validate', '--json'], { cwd: elsewhere, env: { GIT_DIR: gitDir, GIT_WORK_TREE: wt } });
    expect([out.code, (JSON.parse(out.stdout) as { files: { path: string }[] }).files.map((f) => f.path)]).toEqual([
      0,
      ['q/SKILL.md'],
    ]);
  });

  it('an inherited GIT_*_PATHSPECS switch changes nothing: ids as the commit holds them (--staged) or the work tree, ignored folders left out', () => {
    const dir = tmpDir('skillgate-pathspecs-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'skills/deep/a/SKILL.md': skill('a'),
      '.gitignore': 'skills/vendor/\n',
      'skills/vendor/v/SKILL.md': skill('v').replace('id: v', 'id: V'),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // The commit still holds id a there: the edit is not staged.
    writeTree(dir, { 'skills/deep/a/SKILL.md': skill('zz'), 'skills/n/SKILL.md': skill('a') });
    git(dir, 'add', 'skills/n');
    for (const name of ['GIT_LITERAL_PATHSPECS', 'GIT_GLOB_PATHSPECS', 'GIT_NOGLOB_PATHSPECS', 'GIT_ICASE_PATHSPECS']) {
      const env = { [name]: '1' };
      const named = runCli(['validate', 'skills/n/SKILL.md', '--staged'], { cwd: dir, env });
      expect([name, named.code]).toEqual([name, 6]);
      expect(named.stdout).toMatch(/DuplicateId id "a" is also declared by skills\/deep\/a\/SKILL\.md/);
      // The work tree, without --staged: deep/a is zz there.
      expect([name, runCli(['validate', 'skills/n/SKILL.md'], { cwd: dir, env }).code]).toEqual([name, 0]);
      const folder = runCli(['validate', 'skills'], { cwd: dir, env });
      expect([name, folder.stdout]).toEqual([name, expect.not.stringContaining('skills/vendor')]);
    }
  });

  it('says when git itself fails, rather than that the commit does not exist', () => {
    const dir = changed();
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir, env: { PATH: '/nonexistent' } });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      'skillgate: --changed-since needs git, which could not run: git was not found on PATH (in a git work tree, skillgate asks git which files it tracks): install git\n',
    );
    // A repository scan and `lock` say so too (not `spawnSync git ENOENT`).
    for (const args of [['validate'], ['lock']]) {
      const scan = runCli(args, { cwd: dir, env: { PATH: '/nonexistent' } });
      expect([scan.code, scan.stdout]).toEqual([1, '']);
      expect(scan.stderr).toMatch(/^skillgate: git ls-files .* failed: git was not found on PATH \(/);
    }
    // And scaffold, which cannot check its id then: it wrote the starter, a DuplicateId unchecked.
    const made = runCli(['scaffold', 'fresh-one', '--dir', 'skills/fresh'], {
      cwd: dir,
      env: { PATH: '/nonexistent' },
    });
    expect([made.code, made.stdout]).toEqual([1, '']);
    expect(made.stderr).toMatch(/^skillgate: git ls-files .* failed: git was not found on PATH \(/);
    expect(existsSync(path.join(dir, 'skills/fresh'))).toBe(false);
  });

  it('in a shallow clone, an unknown REF says the clone is shallow', () => {
    const dir = changed();
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'two');
    const clone = path.join(tmpDir('skillgate-shallow-'), 'c');
    git(dir, 'clone', '-q', '--depth=1', `file://${dir}`, clone);
    const r = runCli(['validate', '--changed-since', 'HEAD~1'], { cwd: clone });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'skillgate: --changed-since "HEAD~1": no such commit in this repository (this clone is shallow: fetch the history it needs, e.g. git fetch --unshallow)\n',
    );
  });

  it('takes a REF that starts with "-" as a name (refs/heads/-foo), never as a git option', () => {
    const dir = changed();
    git(dir, 'update-ref', 'refs/heads/-foo', 'HEAD');
    writeTree(dir, { 'new/SKILL.md': skill('new').replace('id: new', 'id: New') });
    for (const args of [['--changed-since', '-foo'], ['--changed-since=-foo']]) {
      const r = runCli(['validate', ...args], { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 6, '']);
      expect(r.stdout).toMatch(/^new\/SKILL\.md:\d+:\d+: error InvalidId /m);
    }
  });

  it('a range or a path in a commit is said as that, not as a missing commit', () => {
    const dir = changed();
    for (const [since, shape] of [
      ['HEAD~1..HEAD', 'a range'],
      ['HEAD...HEAD', 'a range'],
      ['HEAD^!', 'a range'],
      ['HEAD:skills', 'a path'],
    ]) {
      const r = runCli(['validate', '--changed-since', since], { cwd: dir });
      expect([since, r.code, r.stderr]).toEqual([
        since,
        1,
        `skillgate: --changed-since ${JSON.stringify(since)}: it names ${shape}, not one commit; give the commit to compare with (--changed-since origin/main)\n`,
      ]);
    }
    // A commit found by its message is one commit; a reflog time is no path.
    expect(runCli(['validate', '--changed-since', ':/base'], { cwd: dir }).stderr).not.toContain('names a path');
    expect(runCli(['validate', '--changed-since', 'nope@{10:00}'], { cwd: dir }).stderr).toBe(
      'skillgate: --changed-since "nope@{10:00}": no such commit in this repository\n',
    );
  });

  it('is exit 1 for an unknown REF or outside a git work tree, with one line', () => {
    const dir = changed();
    const bad = runCli(['validate', '--changed-since', 'no-such-ref'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('skillgate: --changed-since "no-such-ref": no such commit in this repository\n');
    const plain = tmpDir('skillgate-nogit-');
    writeTree(plain, { 'a/SKILL.md': skill('a') });
    const outside = runCli(['validate', '--changed-since', 'HEAD'], { cwd: plain });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('--changed-since needs a git work tree');
    git(plain, 'init', '-q');
    const empty = runCli(['validate', '--changed-since', 'HEAD'], { cwd: plain });
    expect([empty.code, empty.stderr]).toEqual([
      1,
      'skillgate: --changed-since "HEAD": no such commit in this repository (it has no commit yet: validate without --changed-since)\n',
    ]);
    // A branch with no commit yet in a repository that has some (`git checkout --orphan`).
    git(dir, 'checkout', '-q', '--orphan', 'fresh');
    for (const ref of ['HEAD', 'HEAD~1', '@']) {
      const orphan = runCli(['validate', '--changed-since', ref], { cwd: dir });
      expect([ref, orphan.code, orphan.stderr]).toEqual([
        ref,
        1,
        `skillgate: --changed-since "${ref}": no such commit in this repository (the current branch has no commit yet: name a commit of another branch, or validate without --changed-since)\n`,
      ]);
    }
    expect(runCli(['validate', '--changed-since', 'no-such-ref'], { cwd: dir }).stderr).toBe(
      'skillgate: --changed-since "no-such-ref": no such commit in this repository\n',
    );
  });
});

describe('a PATH given with --changed-since', () => {
  it('is exit 1 when it lies in a nested repository (git lists none of its files), not 0 files checked', () => {
    const dir = tmpDir('skillgate-changed-nested-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const nested = path.join(dir, 'nested');
    git(dir, 'init', '-q', nested);
    writeTree(nested, { 'skills/n/SKILL.md': skill('n').replace('id: n', 'id: N') });
    for (const named of ['nested', 'nested/skills/n', 'nested/skills/n/SKILL.md']) {
      const r = runCli(['validate', '--changed-since', 'HEAD', named], { cwd: dir });
      expect([named, r.code, r.stdout]).toEqual([named, 1, '']);
      expect(r.stderr).toBe(
        `skillgate: ${named} is inside "nested", a submodule or another git repository, whose files --changed-since does not compare: validate it without --changed-since (or from inside that repository)\n`,
      );
    }
    // A REF found by its message (`:/text`) is a commit too.
    const byMessage = runCli(['validate', '--changed-since', ':/base', 'skills'], { cwd: dir });
    expect([byMessage.code, byMessage.stderr]).toEqual([0, '']);
  });

  it('is exit 1 when git ignores it (git lists none of its files as changed), not 0 files checked', () => {
    const dir = tmpDir('skillgate-changed-ignored-');
    git(dir, 'init', '-q');
    writeTree(dir, { '.gitignore': 'build/\n', 'skills/a/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'build/gen/SKILL.md': skill('gen').replace('id: gen', 'id: Gen') });
    for (const named of ['build', 'build/gen', 'build/gen/SKILL.md']) {
      const r = runCli(['validate', '--changed-since', 'HEAD', named], { cwd: dir });
      expect([named, r.code, r.stdout]).toEqual([named, 1, '']);
      expect(r.stderr).toBe(
        `skillgate: ${named} is ignored by git, and --changed-since checks the files git lists as changed since HEAD, which never include what it ignores: validate it without --changed-since\n`,
      );
      // Without the flag it is checked, as named.
      expect([named, runCli(['validate', named], { cwd: dir }).code]).toEqual([named, 6]);
    }
    // A file git tracks though its folder is ignored (force-added) is compared by git: checked,
    // named or in a named folder.
    git(dir, 'add', '-f', 'build/gen/SKILL.md');
    for (const named of ['build', 'build/gen', 'build/gen/SKILL.md']) {
      const tracked = runCli(['validate', '--changed-since', 'HEAD', named], { cwd: dir });
      expect([named, tracked.code, tracked.stderr]).toEqual([named, 6, '']);
    }
    // Folders beside it that git does not ignore are as before.
    expect(runCli(['validate', '--changed-since', 'HEAD', 'skills'], { cwd: dir }).code).toBe(0);
  });

  it('asks git what it ignores for all the named paths at once, not twice a path (10,000 folders took 100 s)', () => {
    const dir = tmpDir('skillgate-changed-many-');
    git(dir, 'init', '-q');
    const files: Record<string, string> = { '.gitignore': 'build/\n' };
    for (let i = 0; i < 120; i++) files[`skills/s${i}/SKILL.md`] = skill(`s${i}`);
    writeTree(dir, files);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'build/gen/SKILL.md': skill('gen') });
    // A git that logs its subcommands, then runs the real one.
    const bin = tmpDir('skillgate-git-log-');
    const real = spawnSync('sh', ['-c', 'command -v git']).stdout.toString().trim();
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$1" >> "${bin}/calls"\nexec "${real}" "$@"\n`, {
      mode: 0o755,
    });
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const named = Array.from({ length: 120 }, (_, i) => `skills/s${i}`);
    const r = runCli(['validate', '--changed-since', 'HEAD', ...named], { cwd: dir, env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const calls = readFileSync(path.join(bin, 'calls'), 'utf8').split('\n');
    expect(calls.filter((c) => c === 'check-ignore').length).toBeLessThanOrEqual(2);
    // And an ignored one among them is still refused.
    const mixed = runCli(['validate', '--changed-since', 'HEAD', ...named.slice(0, 3), 'build/gen'], { cwd: dir, env });
    expect([mixed.code, mixed.stderr]).toEqual([
      1,
      'skillgate: build/gen is ignored by git, and --changed-since checks the files git lists as changed since HEAD, which never include what it ignores: validate it without --changed-since\n',
    ]);
  });

  it('is exit 1 when it lies outside the repository (git cannot say whether it changed), not a pass', () => {
    const dir = tmpDir('skillgate-changed-outside-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const elsewhere = tmpDir('skillgate-changed-elsewhere-');
    writeTree(elsewhere, { 's/SKILL.md': skill('s').replace('id: s', 'id: S') });
    const r = runCli(['validate', '--changed-since', 'HEAD', path.join(elsewhere, 's/SKILL.md')], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      `skillgate: ${path.join(elsewhere, 's/SKILL.md')} is outside the repository, which --changed-since compares with HEAD: validate it without --changed-since\n`,
    );
    expect(runCli(['validate', path.join(elsewhere, 's/SKILL.md')], { cwd: dir }).code).toBe(6);
    // Named inside the repository, through a folder link that leads out: the same.
    symlinkSync(elsewhere, path.join(dir, 'ext'));
    for (const named of ['ext', 'ext/s', 'ext/s/SKILL.md']) {
      const through = runCli(['validate', '--changed-since', 'HEAD', named], { cwd: dir });
      expect([named, through.code, through.stderr]).toEqual([
        named,
        1,
        expect.stringContaining('is outside the repository'),
      ]);
    }
    // A name too long to look up is said as without the flag.
    const long = 'x'.repeat(300);
    expect(runCli(['validate', '--changed-since', 'HEAD', long], { cwd: dir }).stderr).toBe(
      `skillgate: cannot read ${long}: the path, or a name in it, is too long\n`,
    );
  });

  it('a path too long to look up is said in words, without the machine path Node names', () => {
    const dir = tmpDir('skillgate-toolong-');
    const long = Array.from({ length: 500 }, () => 'abcdefghij').join('/');
    const r = runCli(['validate', long], { cwd: dir });
    expect(r.code).toBe(1);
    // Past 4,000 characters the line is cut in its middle (a usage error quoting a hostile path).
    expect(r.stderr.length).toBeLessThan(2200);
    expect(r.stderr).toMatch(
      /^skillgate: cannot read abcdefghij\/[a-j/]+… \(\d+ characters cut\) …[a-j/]+: the path, or a name in it, is too long\n$/,
    );
  });

  it('is exit 1 when it does not exist, as without the flag (a typo must not validate nothing)', () => {
    const dir = tmpDir('skillgate-changed-missing-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a', 'sync_class: nope\n') });
    const r = runCli(['validate', 'skils', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('skillgate: cannot read skils: no such file or directory\n');
    expect(runCli(['validate', 'skills', '--changed-since', 'HEAD'], { cwd: dir }).code).toBe(6);
  });
});

describe('names that are not UTF-8', () => {
  // Linux file names are bytes: a directory named with byte 0xff holds a SKILL.md that no
  // UTF-8 name can open. It is reported (and fails the run), never skipped.
  const BAD = Buffer.concat([Buffer.from('skills/bad'), Buffer.from([0xff]), Buffer.from('name')]);
  // Each byte that is not UTF-8 as the text `\xff`: a name U+FFFD would stand for is not one.
  const SHOWN = 'skills/bad\\xffname/SKILL.md';

  function repoWithBadName(commit: boolean): string {
    const dir = tmpDir('skillgate-notutf8-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/ok/SKILL.md': skill('ok') });
    const badDir = Buffer.concat([Buffer.from(dir + path.sep), BAD]);
    mkdirSync(badDir, { recursive: true });
    writeFileSync(Buffer.concat([badDir, Buffer.from('/SKILL.md')]), skill('bad', 'allowed_tools_x: [Bash]\n'));
    if (commit) {
      git(dir, 'add', '-A');
      git(dir, 'commit', '-qm', 'base');
    }
    return dir;
  }

  it.each([
    ['tracked', true],
    ['untracked', false],
  ])('a %s SKILL.md under such a name is a ReadError on a repository scan (exit 1)', (_, commit) => {
    const dir = repoWithBadName(commit as boolean);
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const rep = JSON.parse(r.stdout) as Report;
    expect(paths(rep)).toEqual([SHOWN, 'skills/ok/SKILL.md']);
    expect(rep.files[0].errors?.map((e) => e.code)).toEqual(['ReadError']);
    const text = runCli(['validate'], { cwd: dir });
    expect(text.stdout).toContain(`${SHOWN}:1:1: error ReadError the path is not valid UTF-8`);
  });

  it('is reported by a directory walk, by --changed-since, and refused by lock', () => {
    const dir = repoWithBadName(true);
    const walked = runCli(['validate', 'skills', '--json'], { cwd: dir });
    expect(walked.code).toBe(1);
    expect(paths(JSON.parse(walked.stdout) as Report)).toEqual([SHOWN, 'skills/ok/SKILL.md']);
    const changed = runCli(['validate', '--changed-since', 'HEAD~0', '--json'], { cwd: dir });
    expect(paths(JSON.parse(changed.stdout) as Report)).toEqual([]);
    writeFileSync(
      Buffer.concat([Buffer.from(dir + path.sep), BAD, Buffer.from('/SKILL.md')]),
      skill('bad', 'tags: [changed]\n'),
    );
    const since = runCli(['validate', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(since.code).toBe(1);
    expect(paths(JSON.parse(since.stdout) as Report)).toEqual([SHOWN]);
    const lock = runCli(['lock'], { cwd: dir });
    expect(lock.code).toBe(1);
    expect(lock.stderr).toContain('not writing skillgate.lock');
  });

  it('named on the command line, it is not there, and the message says why (node decodes argv as UTF-8)', () => {
    const dir = repoWithBadName(true);
    // What a shell's `skills/bad$'\\xff'name` reaches node as: U+FFFD, a name no file has.
    for (const args of [
      ['validate', 'skills/bad\uFFFDname'],
      ['validate', '.', 'skills/bad\uFFFDname'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([r.code, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toBe(
        'skillgate: cannot read skills/bad\uFFFDname: no such file or directory (the name holds U+FFFD: if the name on disk is not valid UTF-8, it cannot be passed on the command line; rename it, file and directory names must be UTF-8)\n',
      );
    }
  });

  it('outside git, a walk reports it too', () => {
    const dir = tmpDir('skillgate-notutf8-plain-');
    writeTree(dir, { 'skills/ok/SKILL.md': skill('ok') });
    const badDir = Buffer.concat([Buffer.from(dir + path.sep), BAD, Buffer.from('/deeper')]);
    mkdirSync(badDir, { recursive: true });
    writeFileSync(Buffer.concat([badDir, Buffer.from('/SKILL.md')]), skill('bad'));
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(paths(JSON.parse(r.stdout) as Report)).toEqual([
      'skills/bad\\xffname/deeper/SKILL.md',
      'skills/ok/SKILL.md',
    ]);
  });

  it('two names that differ only in such bytes are two files, each reported (one went unsaid)', () => {
    const dir = tmpDir('skillgate-notutf8-two-');
    writeTree(dir, { 'skills/ok/SKILL.md': skill('ok') });
    for (const b of [0xff, 0xfe]) {
      const badDir = Buffer.concat([Buffer.from(dir + path.sep + 'skills/bad'), Buffer.from([b]), Buffer.from('name')]);
      mkdirSync(badDir, { recursive: true });
      writeFileSync(Buffer.concat([badDir, Buffer.from('/SKILL.md')]), skill('bad'));
    }
    // And a valid name holding U+FFFD, which each of them decodes to: a skill checked as any other.
    writeTree(dir, { 'skills/bad\uFFFDname/SKILL.md': skill('real', 'bogus: 1\n') });
    const want = [
      'skills/bad\\xfename/SKILL.md',
      'skills/bad\\xffname/SKILL.md',
      'skills/bad\uFFFDname/SKILL.md',
      'skills/ok/SKILL.md',
    ];
    const walked = runCli(['validate', '--json'], { cwd: dir });
    expect([walked.code, paths(JSON.parse(walked.stdout) as Report)]).toEqual([1, want]);
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const scanned = runCli(['validate', '--json'], { cwd: dir });
    expect([scanned.code, paths(JSON.parse(scanned.stdout) as Report)]).toEqual([1, want]);
  });

  it('a folder named like the spelling of such a name (`bad\\xffname`) does not hide it (a decoy passed the run)', () => {
    const dir = repoWithBadName(false);
    // A valid name: the four characters \, x, f, f.
    writeTree(dir, { 'skills/bad\\xffname/SKILL.md': skill('decoy') });
    for (const commit of [false, true]) {
      if (commit) {
        git(dir, 'add', '-A');
        git(dir, 'commit', '-qm', 'base');
      }
      const r = runCli(['validate', '--json'], { cwd: dir });
      expect(r.code).toBe(1);
      const rep = JSON.parse(r.stdout) as Report;
      expect(paths(rep)).toEqual([SHOWN, SHOWN, 'skills/ok/SKILL.md']);
      expect(rep.files.map((f) => f.errors?.[0]?.code ?? 'ok').sort()).toEqual(['ReadError', 'ok', 'ok']);
      // Each SARIF result points at its own artifact.
      const sarif = JSON.parse(runCli(['validate', '--format', 'sarif'], { cwd: dir }).stdout) as {
        runs: {
          results: {
            ruleId: string;
            locations: { physicalLocation: { artifactLocation: { index: number; uri: string } } }[];
          }[];
          artifacts: { location: { uri: string }; properties: { outcome: string } }[];
        }[];
      };
      const run = sarif.runs[0];
      const read = run.results.find((x) => x.ruleId === 'ReadError')!;
      const at = read.locations[0].physicalLocation.artifactLocation;
      expect(run.artifacts[at.index].properties.outcome).toBe('parse_err');
      // The URIs tell them apart too: the byte 0xff is %FF, the decoy's text \xff is %5Cxff.
      expect(at.uri).toBe('skills/bad%FFname/SKILL.md');
      expect(run.artifacts.map((a) => a.location.uri).sort()).toEqual([
        'skills/bad%5Cxffname/SKILL.md',
        'skills/bad%FFname/SKILL.md',
        'skills/ok/SKILL.md',
      ]);
    }
  });
});

describe('a SARIF URI of a name that is not UTF-8', () => {
  it('holds its bytes (%FF), and a UTF-8 segment spelled like an escape as its text (%5Cx41)', () => {
    const dir = tmpDir('skillgate-uri-');
    git(dir, 'init', '-q');
    // skills/\x41 (the four characters) / b<0xff> / SKILL.md
    const badDir = Buffer.concat([
      Buffer.from(path.join(dir, 'skills', '\\x41') + path.sep),
      Buffer.from([0x62, 0xff]),
    ]);
    mkdirSync(badDir, { recursive: true });
    writeFileSync(Buffer.concat([badDir, Buffer.from('/SKILL.md')]), skill('bad'));
    for (const commit of [false, true]) {
      if (commit) {
        git(dir, 'add', '-A');
        git(dir, 'commit', '-qm', 'base');
      }
      const sarif = JSON.parse(runCli(['validate', '--format', 'sarif'], { cwd: dir }).stdout) as {
        runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
      };
      expect(sarif.runs[0].results.map((r) => r.locations[0].physicalLocation.artifactLocation.uri)).toEqual([
        'skills/%5Cx41/b%FF/SKILL.md',
      ]);
    }
  });
});

describe('paths that reach the repository through a symlink', () => {
  it('are named from the root, and one file named two ways is checked once', () => {
    const dir = repo();
    const link = path.join(tmpDir('skillgate-link-'), 'repo');
    symlinkSync(dir, link);
    const viaLink = path.join(link, 'skills', 'alpha', 'SKILL.md');
    const r = report(['validate', viaLink, path.join(dir, 'skills', 'alpha', 'SKILL.md')], dir);
    expect(paths(r)).toEqual(['skills/alpha/SKILL.md']);
    expect(r.status).toBe('ok');
    const one = runCli(['validate', path.join(link, 'skills', 'alpha'), '--json'], { cwd: dir });
    expect((JSON.parse(one.stdout) as { path: string }).path).toBe('skills/alpha/SKILL.md');
    expect(paths(report(['validate', path.join(link, 'skills')], dir))).toContain('skills/alpha/SKILL.md');
  });
});

describe('one file reached by two names', () => {
  it('is checked once, never a DuplicateId of itself', () => {
    const dir = tmpDir('skillgate-samefile-');
    writeTree(dir, { 'skills/good/SKILL.md': skill('good') });
    symlinkSync('skills', path.join(dir, 'sk2'));
    symlinkSync('SKILL.md', path.join(dir, 'skills/good/LINK.md'));
    for (const args of [
      ['skills/good', 'sk2/good'],
      ['skills/good/SKILL.md', 'skills/good/LINK.md'],
    ]) {
      const r = runCli(['validate', ...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 0]);
      expect(paths(JSON.parse(r.stdout) as Report)).toEqual(['skills/good/SKILL.md']);
    }
  });

  it('a linked SKILL.md with no id (an agentskills skill under v1, a file that does not parse) is reported once too', () => {
    const dir = tmpDir('skillgate-linked-noid-');
    git(dir, 'init', '-q');
    writeTree(dir, {
      'skills/pdf/SKILL.md': '---\nname: pdf\ndescription: Use when x.\n---\n',
      'skills/bad/SKILL.md': '---\nid: bad\ndescription: [unclosed\n---\n',
    });
    for (const name of ['pdf', 'bad']) {
      mkdirSync(path.join(dir, `.claude/skills/${name}`), { recursive: true });
      symlinkSync(`../../../skills/${name}/SKILL.md`, path.join(dir, `.claude/skills/${name}/SKILL.md`));
    }
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(paths(JSON.parse(r.stdout) as Report)).toEqual(['skills/bad/SKILL.md', 'skills/pdf/SKILL.md']);
    // Two files alike that are not one file are both reported.
    writeTree(dir, { 'copy/SKILL.md': '---\nname: pdf\ndescription: Use when x.\n---\n' });
    const copies = runCli(['validate', '--json'], { cwd: dir });
    expect(paths(JSON.parse(copies.stdout) as Report)).toEqual([
      'copy/SKILL.md',
      'skills/bad/SKILL.md',
      'skills/pdf/SKILL.md',
    ]);
  });

  it('a SKILL.md linked into other folders (.gemini/skills/x -> skills/x) is one skill, checked and locked under its own name', () => {
    const dir = tmpDir('skillgate-linked-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/pdf/SKILL.md': skill('pdf'), 'skills/other/SKILL.md': skill('other') });
    mkdirSync(path.join(dir, '.gemini/skills/pdf'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.gemini/skills/pdf/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    for (const args of [['validate'], ['validate', '.'], ['validate', '.gemini', 'skills']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 0]);
      expect(paths(JSON.parse(r.stdout) as Report)).toEqual(['skills/other/SKILL.md', 'skills/pdf/SKILL.md']);
    }
    // Named alone, the link is checked under the name given.
    expect(paths(report(['validate', '.gemini'], dir))).toEqual(['.gemini/skills/pdf/SKILL.md']);
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(dir, 'skillgate.lock'), 'utf8'));
    expect(lock.skills.pdf.path).toBe('skills/pdf/SKILL.md');
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    // A real copy of the file is still a second skill with the same id.
    writeTree(dir, { 'copy/pdf/SKILL.md': skill('pdf') });
    expect(runCli(['validate'], { cwd: dir }).code).toBe(6);
  });

  it('a changed link to an unchanged skill is that skill, no DuplicateId of it (--changed-since)', () => {
    const dir = tmpDir('skillgate-linked-since-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/pdf/SKILL.md': skill('pdf') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    mkdirSync(path.join(dir, '.claude/skills/pdf'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.claude/skills/pdf/SKILL.md'));
    const v1 = runCli(['validate', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect([v1.code, paths(JSON.parse(v1.stdout) as Report)]).toEqual([0, ['.claude/skills/pdf/SKILL.md']]);
    // agentskills: a second link in a folder named otherwise keeps only its NameMismatch.
    const md = '---\nname: pdf\ndescription: Fills PDFs. Use when a PDF form must be filled.\n---\n';
    writeFileSync(path.join(dir, 'skills/pdf/SKILL.md'), md);
    git(dir, 'commit', '-qam', 'agentskills');
    mkdirSync(path.join(dir, '.claude/skills/other'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.claude/skills/other/SKILL.md'));
    const as = runCli(['validate', '--profile', 'agentskills', '--changed-since', 'HEAD', '--json'], { cwd: dir });
    expect(as.code).toBe(6);
    const out = JSON.parse(as.stdout) as Report;
    expect(out.files.map((f) => [f.path, (f.errors ?? []).map((e) => e.code)])).toEqual([
      ['.claude/skills/other/SKILL.md', ['NameMismatch']],
      ['.claude/skills/pdf/SKILL.md', []],
    ]);
  });

  it('agentskills: a link in a folder not named after the skill keeps its NameMismatch, with no DuplicateId', () => {
    const dir = tmpDir('skillgate-linked-as-');
    git(dir, 'init', '-q');
    const md = '---\nname: pdf\ndescription: Fills PDFs. Use when a PDF form must be filled.\n---\n';
    writeTree(dir, { '.skillgate.yml': 'profile: agentskills\n', 'skills/pdf/SKILL.md': md });
    for (const [link, to] of [
      ['skills/pdf-alias/SKILL.md', '../pdf/SKILL.md'],
      ['.claude/skills/pdf/SKILL.md', '../../../skills/pdf/SKILL.md'],
    ]) {
      mkdirSync(path.join(dir, path.dirname(link)), { recursive: true });
      symlinkSync(to, path.join(dir, link));
    }
    for (const args of [['validate'], ['validate', 'skills'], ['validate', 'skills/pdf', 'skills/pdf-alias']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 6]);
      const out = JSON.parse(r.stdout) as Report;
      expect(out.files.map((f) => [f.path, (f.errors ?? []).map((e) => e.code)])).toEqual([
        ['skills/pdf-alias/SKILL.md', ['NameMismatch']],
        ['skills/pdf/SKILL.md', []],
      ]);
    }
  });
});

describe('a scan stays inside the repository', () => {
  const SECRET = 'SECRET-TOKEN-d41d8cd98f00';
  type One = { path: string; errors?: { code: string; message: string }[] };
  /** A repository whose SKILL.md symlinks lead out of it (to a secret, to a valid skill) and inside it. */
  function linked(extra = 0): { dir: string; outside: string } {
    const outside = tmpDir('skillgate-outside-');
    writeTree(outside, {
      'secret.txt': `${SECRET}\nmore\n`,
      'valid/SKILL.md': skill('far-away'),
      'tree/own/SKILL.md': skill('own'),
    });
    mkdirSync(path.join(outside, 'tree/leak'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(outside, 'tree/leak/SKILL.md'));
    mkdirSync(path.join(outside, 'tree/inner'));
    symlinkSync('../own/SKILL.md', path.join(outside, 'tree/inner/SKILL.md'));
    const dir = tmpDir('skillgate-fence-');
    git(dir, 'init', '-q');
    const files: Record<string, string> = { 'skills/ok/SKILL.md': skill('ok') };
    for (let i = 0; i < extra; i++) files[`skills/many/m${i}/SKILL.md`] = skill(`m${i}`);
    writeTree(dir, files);
    for (const [at, to] of [
      ['skills/leak/SKILL.md', path.join(outside, 'secret.txt')],
      ['skills/far/SKILL.md', path.join(outside, 'valid', 'SKILL.md')],
      ['skills/alias/SKILL.md', '../ok/SKILL.md'],
    ]) {
      mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      symlinkSync(to, path.join(dir, at));
    }
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'links');
    return { dir, outside };
  }
  const codesOf = (files: One[]) =>
    Object.fromEntries(files.map((f) => [f.path, (f.errors ?? []).map((e) => e.code).join(',') || 'ok']));

  it('a SKILL.md symlink out of the repository is a ReadError, never read; one inside it is followed', () => {
    const { dir, outside } = linked();
    for (const args of [['validate'], ['validate', '.'], ['validate', 'skills'], ['validate', 'skills/leak']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stdout).not.toContain(SECRET);
      const out = JSON.parse(r.stdout) as { files?: One[] } & One;
      // One bundle named: the one-file shape; a scan: the report of every file.
      const files = out.files ?? [out];
      const leak = files.find((f) => f.path === 'skills/leak/SKILL.md');
      expect(leak?.errors?.[0]?.code).toBe('ReadError');
      expect(leak?.errors?.[0]?.message).toMatch(/symlink to a file outside the repository/);
      if (out.files) {
        // skills/alias links to skills/ok: one file under two names, checked once.
        expect(codesOf(out.files)).toEqual({
          'skills/far/SKILL.md': 'ReadError',
          'skills/leak/SKILL.md': 'ReadError',
          'skills/ok/SKILL.md': 'ok',
        });
      }
    }
    const text = runCli(['validate'], { cwd: dir });
    expect(text.stdout + text.stderr).not.toContain(SECRET);
    // Not read, so never locked either.
    const lock = runCli(['lock'], { cwd: dir });
    expect(lock.code).toBe(1);
    expect(lock.stdout + lock.stderr).not.toContain(SECRET);
    // An untracked link, found by --changed-since and by the scan's untracked listing.
    mkdirSync(path.join(dir, 'skills/new-leak'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'skills/new-leak/SKILL.md'));
    for (const args of [['validate', '--changed-since', 'HEAD'], ['validate']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stdout).not.toContain(SECRET);
      expect(codesOf((JSON.parse(r.stdout) as { files: One[] }).files)['skills/new-leak/SKILL.md']).toBe('ReadError');
    }
  });

  it('a SKILL.md named by a path inside the repository is fenced too; --follow-symlinks lifts the fence', () => {
    const { dir, outside } = linked();
    // In CI the names often come from the change itself: git diff --name-only | xargs skillgate validate.
    const named = runCli(['validate', 'skills/leak/SKILL.md', 'skills/ok/SKILL.md', '--json'], { cwd: dir });
    expect(named.code).toBe(1);
    expect(named.stdout).not.toContain(SECRET);
    expect(codesOf((JSON.parse(named.stdout) as { files: One[] }).files)).toEqual({
      'skills/leak/SKILL.md': 'ReadError',
      'skills/ok/SKILL.md': 'ok',
    });
    // The user's own choice, on the command line only (never the config's).
    const followed = runCli(['validate', 'skills/leak/SKILL.md', '--follow-symlinks'], { cwd: dir });
    expect(followed.code).toBe(6);
    expect(followed.stdout).toMatch(/MissingFrontmatter/);
    expect(runCli(['validate', 'skills/far/SKILL.md', '--follow-symlinks'], { cwd: dir }).code).toBe(0);
    // A repository that links a skill in from elsewhere can still validate and lock it.
    rmSync(path.join(dir, 'skills/leak'), { recursive: true });
    expect(runCli(['validate'], { cwd: dir }).code).toBe(1);
    expect(runCli(['validate', '--follow-symlinks'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lock', '--follow-symlinks'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lock', '--check', '--follow-symlinks'], { cwd: dir }).code).toBe(0);
    writeFileSync(path.join(dir, '.skillgate.yml'), 'follow_symlinks: true\n');
    expect(runCli(['validate'], { cwd: dir }).code).toBe(1); // not a config key: exit 1 either way
    // A file named outside the repository is the user's: read where its link leads.
    const elsewhere = tmpDir('skillgate-elsewhere-');
    symlinkSync(path.join(outside, 'valid', 'SKILL.md'), path.join(elsewhere, 'SKILL.md'));
    expect(runCli(['validate', path.join(elsewhere, 'SKILL.md')], { cwd: tmpDir('skillgate-cwd-') }).code).toBe(0);
  });

  it('a tree outside the repository is fenced by itself', () => {
    const { dir, outside } = linked();
    const r = runCli(['validate', path.join(outside, 'tree'), '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain(SECRET);
    const files = (JSON.parse(r.stdout) as { files: One[] }).files;
    // inner/SKILL.md links to own/SKILL.md, inside the tree: followed, and one file under
    // two names is checked once.
    const codes = Object.entries(codesOf(files)).map(([p, c]) => [path.basename(path.dirname(p)), c]);
    expect(codes).toHaveLength(2);
    expect(codes).toContainEqual(['leak', 'ReadError']);
    expect(codes.filter(([d, c]) => (d === 'own' || d === 'inner') && c === 'ok')).toHaveLength(1);
  });

  it('a path inside the repository through a symlinked folder that leads out of it is not read', () => {
    const { dir, outside } = linked();
    // `evil -> <outside>/tree/leak`, whose SKILL.md is the secret: O_NOFOLLOW sees only the last name.
    mkdirSync(path.join(outside, 'plain'));
    writeFileSync(path.join(outside, 'plain', 'SKILL.md'), `${SECRET}\n`);
    symlinkSync(path.join(outside, 'plain'), path.join(dir, 'evil'));
    const file = runCli(['validate', 'evil/SKILL.md', '--json'], { cwd: dir });
    expect(file.code).toBe(1);
    expect(file.stdout + file.stderr).not.toContain(SECRET);
    const one = JSON.parse(file.stdout) as One;
    expect(one.errors?.[0]?.code).toBe('ReadError');
    expect(one.errors?.[0]?.message).toMatch(/lies behind a symlinked folder that leads out of the repository/);
    const folder = runCli(['validate', 'evil'], { cwd: dir });
    expect([folder.code, folder.stdout]).toEqual([1, '']);
    expect(folder.stderr).toBe(
      'skillgate: cannot read evil: this folder leads out of the repository through a symlink: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)\n',
    );
    // sign neither reads nor writes there.
    writeFileSync(path.join(dir, 'k'), '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60\n');
    for (const target of ['evil', 'evil/SKILL.md']) {
      const signed = runCli(['sign', target, '--key', 'k'], { cwd: dir });
      expect([target, signed.code]).toEqual([target, 1]);
      expect(signed.stderr).not.toContain(SECRET);
    }
    expect(readFileSync(path.join(outside, 'plain', 'SKILL.md'), 'utf8')).toBe(`${SECRET}\n`);
    // The user's own choice lifts it; a folder symlink that stays inside is followed as before.
    expect(runCli(['validate', 'evil', '--follow-symlinks'], { cwd: dir }).stdout).toContain(SECRET);
    symlinkSync('skills/ok', path.join(dir, 'inside'));
    expect(runCli(['validate', 'inside'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', 'inside/SKILL.md'], { cwd: dir }).code).toBe(0);
  });

  it('a settings file that is a dangling symlink out of the repository is said as one leading out (it told which runner paths exist)', () => {
    const dir = tmpDir('skillgate-dangle-');
    git(dir, 'init', '-q');
    writeTree(dir, { 's/a/SKILL.md': skill('a') });
    const said = (file: string) => {
      const out: string[] = [];
      for (const target of ['/etc/hostname', '/nonexistent/skillgate-probe']) {
        rmSync(path.join(dir, file), { force: true });
        symlinkSync(target, path.join(dir, file));
        const r = runCli(['validate'], { cwd: dir });
        expect([file, target, r.code]).toEqual([file, target, 1]);
        out.push(r.stderr);
      }
      rmSync(path.join(dir, file), { force: true });
      return out;
    };
    for (const [file, what] of [
      ['skillgate.lock', 'lockfile'],
      ['.skillgate.yml', 'config'],
    ]) {
      const [there, gone] = said(file);
      expect(gone).toBe(there);
      expect(there).toContain(`the ${what} ${file} is a symlink to a file outside the repository: it is not read`);
    }
    // Followed as the kernel follows it: through a folder link or a chain on the way, out or in.
    symlinkSync('/etc', path.join(dir, 'up'));
    mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
    symlinkSync('a/b', path.join(dir, 'deep'));
    symlinkSync('/nonexistent/skillgate-probe', path.join(dir, 'hop'));
    for (const [target, out] of [
      ['up/nonexistent-probe', true],
      ['hop', true],
      ['deep/../../nonexistent', false],
    ] as [string, boolean][]) {
      symlinkSync(target, path.join(dir, '.skillgate.yml'));
      const r = runCli(['validate'], { cwd: dir });
      rmSync(path.join(dir, '.skillgate.yml'));
      expect([target, r.code]).toEqual([target, 1]);
      expect([target, r.stderr]).toEqual([
        target,
        out
          ? 'skillgate: the config .skillgate.yml is a symlink to a file outside the repository: it is not read (run with --follow-symlinks, or name it with --config)\n'
          : 'skillgate: cannot read config .skillgate.yml: it is a symlink to a file that does not exist\n',
      ]);
    }
    // A SKILL.md alike.
    writeTree(dir, { 's/b/.keep': '' });
    symlinkSync('../../up/nonexistent-probe', path.join(dir, 's/b/SKILL.md'));
    const skillLink = runCli(['validate', '--json'], { cwd: dir });
    expect(skillLink.stdout).toContain('SKILL.md is a symlink to a file outside the repository: it is not read');
  });

  it('a config, keyring or lockfile that is a symlink to a folder of the repository is said to be a directory (it was "a file that git does not list")', () => {
    const dir = tmpDir('skillgate-dirlink-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    symlinkSync('a', path.join(dir, 'to-a'));
    for (const [args, what, name] of [
      [['validate', '--config', 'to-a'], 'config', 'to-a'],
      [['validate', '--trust', 'registry', '--trusted-keys', 'to-a'], 'trusted keyring', 'to-a'],
      [['validate', '--lockfile', 'to-a'], 'lockfile', 'to-a'],
    ]) {
      const r = runCli(args as string[], { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([
        args,
        1,
        `skillgate: cannot read ${what} ${name}: it is a directory\n`,
      ]);
    }
    // The default names go through the check of links (the named ones above do not).
    mkdirSync(path.join(dir, '.skillgate'));
    for (const [link, target, what] of [
      ['.skillgate/trusted-keys', '../a', 'trusted keyring'],
      ['skillgate.lock', 'a', 'lockfile'],
    ] as const) {
      symlinkSync(target, path.join(dir, link));
      const r = runCli(['validate'], { cwd: dir });
      expect([link, r.code, r.stderr]).toEqual([
        link,
        1,
        `skillgate: cannot read ${what} ${link}: it is a directory\n`,
      ]);
      rmSync(path.join(dir, link));
    }
    symlinkSync('.', path.join(dir, '.skillgate.yml'));
    const r = runCli(['validate'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, 'skillgate: cannot read config .skillgate.yml: it is a directory\n']);
  });

  it('a config link leading out: every command that reads it says to run with --follow-symlinks, and takes that flag (keygen refused it)', () => {
    const outside = tmpDir('skillgate-outside-');
    writeFileSync(path.join(outside, 'sg.yml'), 'profile: v1\n');
    const dir = tmpDir('skillgate-cfglink-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    symlinkSync(path.join(outside, 'sg.yml'), path.join(dir, '.skillgate.yml'));
    const key = path.join(outside, 'k.key');
    for (const args of [
      ['validate'],
      ['lock'],
      ['keygen', '--out', key],
      ['scaffold', 'bee'],
      ['sign', 'a', '--key', key],
    ]) {
      const refused = runCli(args, { cwd: dir });
      expect([args, refused.code, refused.stderr]).toEqual([
        args,
        1,
        'skillgate: the config .skillgate.yml is a symlink to a file outside the repository: it is not read (run with --follow-symlinks, or name it with --config)\n',
      ]);
      const followed = runCli([...args, '--follow-symlinks'], { cwd: dir });
      expect([args, followed.code, followed.stderr]).toEqual([args, 0, '']);
    }
  });

  it("a link whose target goes up (..) after a folder link is resolved as the kernel resolves it (Node's JS realpath read another file)", () => {
    const outside = tmpDir('skillgate-outside-');
    mkdirSync(path.join(outside, 'dir'));
    writeFileSync(path.join(outside, 'sg.yml'), 'SECRET_KEY_NAME: 1\n');
    writeFileSync(path.join(outside, 'valid.lock'), '{\n  "lockfileVersion": 1,\n  "skills": {}\n}\n');
    const dir = tmpDir('skillgate-updots-');
    git(dir, 'init', '-q');
    mkdirSync(path.join(dir, 'vendor/deep/dir'), { recursive: true });
    symlinkSync('vendor/deep/dir', path.join(dir, 'dl'));
    // What the kernel opens: vendor/deep/evil.md; a lexical reading: the decoy at the root.
    writeFileSync(path.join(dir, 'vendor/deep/evil.md'), skill('x').replace('  - Read', '  - NotATool'));
    writeFileSync(path.join(dir, 'evil.md'), skill('x'));
    mkdirSync(path.join(dir, 'skills/x'), { recursive: true });
    symlinkSync('../../dl/../evil.md', path.join(dir, 'skills/x/SKILL.md'));
    const checked = runCli(['validate', 'skills', '--json'], { cwd: dir });
    expect(checked.code).toBe(6);
    expect(checked.stdout).toContain('NotATool');
    // Settings files through such a link out of the repository: refused, unread.
    symlinkSync(path.join(outside, 'dir'), path.join(dir, 'out'));
    symlinkSync('out/../sg.yml', path.join(dir, '.skillgate.yml'));
    const config = runCli(['validate', 'skills'], { cwd: dir });
    expect(config.code).toBe(1);
    expect(config.stderr).not.toContain('SECRET_KEY_NAME');
    expect(config.stderr).toContain('the config .skillgate.yml is a symlink to a file outside the repository');
    rmSync(path.join(dir, '.skillgate.yml'));
    rmSync(path.join(dir, 'skills'), { recursive: true });
    writeTree(dir, { 's/a/SKILL.md': skill('a') });
    symlinkSync('out/../valid.lock', path.join(dir, 'skillgate.lock'));
    const lock = runCli(['lock'], { cwd: dir });
    expect(lock.code).toBe(1);
    expect(readFileSync(path.join(outside, 'valid.lock'), 'utf8')).toBe(
      '{\n  "lockfileVersion": 1,\n  "skills": {}\n}\n',
    );
  });

  it("a link into a nested checkout's .git (its config holds that checkout's token) is not read, nor signed through", () => {
    const dir = tmpDir('skillgate-nestedgit-');
    git(dir, 'init', '-q');
    mkdirSync(path.join(dir, 'sub'));
    git(path.join(dir, 'sub'), 'init', '-q');
    git(path.join(dir, 'sub'), 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
    mkdirSync(path.join(dir, 'evil'));
    symlinkSync('../sub/.git/config', path.join(dir, 'evil/SKILL.md'));
    mkdirSync(path.join(dir, 'sub/.git/x'));
    writeFileSync(path.join(dir, 'sub/.git/x/SKILL.md'), skill('g'));
    symlinkSync('sub/.git/x', path.join(dir, 'nl'));
    const scan = runCli(['validate', '--json'], { cwd: dir });
    expect(scan.code).toBe(1);
    expect(scan.stdout).not.toContain('[core]');
    expect(scan.stdout).toContain("SKILL.md is a symlink into git's own folder (.git): it is not read");
    writeFileSync(path.join(dir, 'k'), '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60\n');
    const before = readFileSync(path.join(dir, 'sub/.git/x/SKILL.md'), 'utf8');
    expect(runCli(['sign', 'nl', '--key', 'k'], { cwd: dir }).code).toBe(1);
    expect(readFileSync(path.join(dir, 'sub/.git/x/SKILL.md'), 'utf8')).toBe(before);
    expect(runCli(['validate', 'nl'], { cwd: dir }).stderr).toContain("this folder leads into git's own folder (.git)");
  });

  it("a named folder symlink into git's own folder is not read, nor signed through", () => {
    const dir = tmpDir('skillgate-gitlink-');
    git(dir, 'init', '-q');
    mkdirSync(path.join(dir, '.git', 'x'));
    writeFileSync(path.join(dir, '.git', 'x', 'SKILL.md'), skill('in-git'));
    symlinkSync('.git/x', path.join(dir, 'lnk'));
    writeFileSync(path.join(dir, 'k'), '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60\n');
    const folder = runCli(['validate', 'lnk'], { cwd: dir });
    expect([folder.code, folder.stdout, folder.stderr]).toEqual([
      1,
      '',
      "skillgate: cannot read lnk: this folder leads into git's own folder (.git) through a symlink: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)\n",
    ]);
    const file = runCli(['validate', 'lnk/SKILL.md', '--json'], { cwd: dir });
    expect(file.code).toBe(1);
    expect(JSON.parse(file.stdout).errors[0].message).toBe(
      "SKILL.md lies behind a symlinked folder that leads into git's own folder (.git): it is not read (the CLI reads it with --follow-symlinks)",
    );
    const before = readFileSync(path.join(dir, '.git', 'x', 'SKILL.md'), 'utf8');
    for (const target of ['lnk', 'lnk/SKILL.md'])
      expect(runCli(['sign', target, '--key', 'k'], { cwd: dir }).code).toBe(1);
    expect(readFileSync(path.join(dir, '.git', 'x', 'SKILL.md'), 'utf8')).toBe(before);
  });

  it('scaffold does not read a config that is a symlink out of the repository (it parsed, quoted and obeyed it)', () => {
    const outside = tmpDir('skillgate-outside-');
    writeFileSync(path.join(outside, 'conf.yml'), 'SECRET_KEY_NAME: x\n');
    const dir = tmpDir('skillgate-scaffold-link-');
    git(dir, 'init', '-q');
    symlinkSync(path.join(outside, 'conf.yml'), path.join(dir, '.skillgate.yml'));
    const r = runCli(['scaffold', 'demo'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('SECRET_KEY_NAME');
    expect(r.stderr).toMatch(/\.skillgate\.yml is a symlink to a file outside the repository/);
    expect(existsSync(path.join(dir, 'demo'))).toBe(false);
    // The way out the message names is scaffold's too: --follow-symlinks, or --config.
    writeFileSync(path.join(outside, 'conf.yml'), 'profile: agentskills\n');
    const followed = runCli(['scaffold', 'demo', '--follow-symlinks'], { cwd: dir });
    expect(followed.code).toBe(0);
    expect(readFileSync(path.join(dir, 'demo', 'SKILL.md'), 'utf8')).toContain('name: demo');
    const named = runCli(['scaffold', 'other', '--config', path.join(outside, 'conf.yml')], { cwd: dir });
    expect(named.code).toBe(0);
    // The advised check reads the same config, and passes.
    expect(named.stdout).toContain(`run \`skillgate validate other --config ${path.join(outside, 'conf.yml')}\``);
    expect(runCli(['validate', 'other', '--config', path.join(outside, 'conf.yml')], { cwd: dir }).code).toBe(0);
    expect(followed.stdout).toContain('run `skillgate validate demo --follow-symlinks`');
    // A control character in the config's name is spelled out there, never sent raw.
    const odd = path.join(outside, 'c\u001b[31mX.yml');
    writeFileSync(odd, 'profile: agentskills\n');
    const escaped = runCli(['scaffold', 'third', '--config', odd], { cwd: dir });
    expect(escaped.code).toBe(0);
    expect(escaped.stdout).not.toContain('\u001b');
    expect(escaped.stdout).toContain('c\\u001b[31mX.yml');
    expect(readFileSync(path.join(dir, 'other', 'SKILL.md'), 'utf8')).toContain('name: other');
  });

  it('a named path with ".." after a symlink is refused, not read as the text spells it (another file was checked and signed)', () => {
    const dir = tmpDir('skillgate-dots-');
    writeTree(dir, {
      'skills/a/SKILL.md': skill('sa'),
      'skills/b/SKILL.md': skill('skillsb').replace('allowed_tools: [Read]', 'allowed_tools: [Bsah]'),
      'b/SKILL.md': skill('rootb'),
    });
    symlinkSync('skills/a', path.join(dir, 'link'));
    writeFileSync(path.join(dir, 'k'), '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60\n');
    const before = readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8');
    for (const args of [
      ['validate', 'link/../b/SKILL.md'],
      ['validate', 'link/../b'],
      ['sign', 'link/../b', '--key', 'k'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stdout]).toEqual([args, 1, '']);
      expect(r.stderr).toMatch(
        /a "\.\." in it comes after a symlink, so the system reads another path than the one it spells/,
      );
    }
    expect(readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8')).toBe(before);
    // A file is no folder: `SKILL.md/.` names nothing.
    const dot = runCli(['validate', 'skills/a/SKILL.md/.'], { cwd: dir });
    expect([dot.code, dot.stderr]).toEqual([
      1,
      'skillgate: cannot read skills/a/SKILL.md/.: as the system reads it (following each symlink, then its ".." or "."), there is no such path; name the file or folder itself\n',
    ]);
    // ".." with no symlink before it reads as it spells.
    expect(runCli(['validate', 'skills/a/../a'], { cwd: dir }).code).toBe(0);
  });

  it('a tracked folder replaced by a symlink out of the repository: its files are not read by a scan, lock or sign', () => {
    const { dir, outside } = linked(300);
    mkdirSync(path.join(outside, 'plain'));
    writeFileSync(path.join(outside, 'plain', 'SKILL.md'), `${SECRET}\n`);
    mkdirSync(path.join(outside, 'deep', 'x'), { recursive: true });
    writeFileSync(path.join(outside, 'deep', 'x', 'SKILL.md'), skill('deep'));
    writeTree(dir, { 'swap/SKILL.md': skill('swap'), 'nest/deep/x/SKILL.md': skill('deep') });
    git(dir, 'add', 'swap', 'nest');
    git(dir, '-c', 'user.name=u', '-c', 'user.email=u@x', 'commit', '-qm', 'tracked folders');
    // git still lists swap/SKILL.md and nest/deep/x/SKILL.md; on disk a folder on their way leads out.
    rmSync(path.join(dir, 'swap'), { recursive: true });
    symlinkSync(path.join(outside, 'plain'), path.join(dir, 'swap'));
    rmSync(path.join(dir, 'nest', 'deep'), { recursive: true });
    symlinkSync(path.join(outside, 'deep'), path.join(dir, 'nest', 'deep'));
    // 'first': the sidecar reads every file (it checks the folders on its own).
    const envs = [{}, { SKILLGATE_SIDECAR_DEBUG: 'first' }, { SKILLGATE_THREADS: '2' }, { SKILLGATE_THREADS: '1' }];
    for (const env of envs) {
      const r = runCli(['validate', '--json'], { cwd: dir, env });
      expect([env, r.code, r.stdout.includes(SECRET)]).toEqual([env, 1, false]);
      const codes = codesOf((JSON.parse(r.stdout) as { files: One[] }).files);
      for (const f of ['swap/SKILL.md', 'nest/deep/x/SKILL.md'])
        expect([env, f, codes[f]]).toEqual([env, f, 'ReadError']);
    }
    const lock = runCli(['lock'], { cwd: dir });
    expect(lock.code).toBe(1);
    expect(lock.stdout + lock.stderr).not.toContain(SECRET);
    // The user's own choice lifts it.
    expect(runCli(['validate', '--follow-symlinks'], { cwd: dir }).stdout).toContain(SECRET);
  });

  it('holds when the sidecar or a worker pool reads the files (a run of 300)', () => {
    const { dir } = linked(300);
    for (const env of [{ SKILLGATE_SIDECAR_DEBUG: 'on' }, { SKILLGATE_THREADS: '2' }, { SKILLGATE_THREADS: '1' }]) {
      const r = runCli(['validate', '--json'], { cwd: dir, env });
      expect([env, r.code]).toEqual([env, 1]);
      expect(r.stdout).not.toContain(SECRET);
      const rep = JSON.parse(r.stdout) as { summary: { files: number }; files: One[] };
      expect(rep.summary.files).toBe(303);
      expect(codesOf(rep.files)).toMatchObject({
        'skills/leak/SKILL.md': 'ReadError',
        'skills/far/SKILL.md': 'ReadError',
        'skills/ok/SKILL.md': 'ok',
      });
    }
  });
});

describe('a path that cannot be looked at is a usage error in words, never an internal error', () => {
  it('a file on the way, a name too long, a loop of links, a file named as a folder (exit 1); so for sign', () => {
    const dir = tmpDir('skillgate-paths-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), plain: 'x\n' });
    symlinkSync('lp', path.join(dir, 'lp'));
    const long = 'a'.repeat(300);
    for (const [named, why] of [
      ['plain/SKILL.md', 'a part of its path is a file, not a directory'],
      [long, 'the path, or a name in it, is too long'],
      [`${long}/SKILL.md`, 'the path, or a name in it, is too long'],
      ['lp/SKILL.md', 'too many levels of symbolic links'],
      ['plain/', 'it is a file, not a directory'],
    ] as const) {
      const r = runCli(['validate', named], { cwd: dir });
      expect([named, r.code, r.stdout, r.stderr]).toEqual([named, 1, '', `skillgate: cannot read ${named}: ${why}\n`]);
    }
    const key = path.join(tmpDir('skillgate-paths-key-'), 'k.key');
    expect(runCli(['keygen', '--out', key], { cwd: dir }).code).toBe(0);
    const signed = runCli(['sign', 'plain/SKILL.md', '--key', key], { cwd: dir });
    expect([signed.code, signed.stderr]).toEqual([
      1,
      'skillgate: cannot read plain/SKILL.md: a part of its path is a file, not a directory\n',
    ]);
  });

  it("a lock entry whose path cannot be looked at is removed drift (a pull request's lockfile)", () => {
    const dir = tmpDir('skillgate-paths-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(dir, 'skillgate.lock'), 'utf8')) as {
      skills: Record<string, { path: string }>;
    };
    const entry = lock.skills.a;
    lock.skills.b = { ...entry, path: `${'b'.repeat(300)}/SKILL.md` };
    lock.skills.c = { ...entry, path: 'skills/a/SKILL.md/x/SKILL.md' };
    writeFileSync(path.join(dir, 'skillgate.lock'), JSON.stringify(lock, null, 2) + '\n');
    for (const args of [['lock', '--check'], ['validate']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 7, '']);
      const drift = (JSON.parse(r.stdout) as { drift: { kind: string; id: string }[] }).drift;
      expect(drift.map((d) => `${d.kind} ${d.id}`)).toEqual(['removed b', 'removed c']);
    }
  });
});

describe('outside a git work tree, a named stub looks for its target in the working directory, within a limit', () => {
  // From `/` or a home folder the walk read every folder below and checked every SKILL.md there.
  const tree = () => {
    const dir = tmpDir('skillgate-walk-limit-');
    writeTree(dir, {
      'z/old/SKILL.md': skill('old', 'x-deprecated-by: new\n'),
      'a/deep/new/SKILL.md': skill('new'),
      ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`m/f${i}/README.md`, 'x\n'])),
    });
    return dir;
  };

  test('a target in the working directory is found (no git)', () => {
    const dir = tree();
    const r = runCli(['validate', 'z/old/SKILL.md'], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/^✓ old v1\.0\.0 — valid/)]);
  });

  test('past the limit the walk stops, and the message says the working directory was searched in part', () => {
    const dir = tree();
    const r = runCli(['validate', 'z/old/SKILL.md'], { cwd: dir, env: { SKILLGATE_TREE_WALK_LIMIT: '20' } });
    expect(r.code).toBe(6);
    expect(r.stdout).toContain(
      'z/old/SKILL.md:9:18: error deprecated-by x-deprecated-by names "new", but no skill with that id is in the tree (outside a git work tree the tree is the working directory, and its walk stopped at 20 entries: run skillgate from the folder that holds the skills, or name that folder)',
    );
    // The lock check reads the whole working directory (a skill past the limit is not
    // `removed`), and then the target is found there too.
    const locked = runCli(['lock'], { cwd: dir });
    expect(locked.code).toBe(0);
    const withLock = runCli(['validate', 'z/old/SKILL.md', '--lockfile', 'skillgate.lock'], {
      cwd: dir,
      env: { SKILLGATE_TREE_WALK_LIMIT: '20' },
    });
    expect([withLock.code, withLock.stdout]).toEqual([0, expect.stringMatching(/^✓ old v1\.0\.0 — valid/)]);
    // Breadth first: a target beside the stub is found before a big folder beside them is
    // listed past the limit.
    const near = tmpDir('skillgate-walk-limit-');
    writeTree(near, {
      'old/SKILL.md': skill('old', 'x-deprecated-by: new\n'),
      'new/SKILL.md': skill('new'),
      ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`zz/f${i}/README.md`, 'x\n'])),
    });
    const found = runCli(['validate', 'old'], { cwd: near, env: { SKILLGATE_TREE_WALK_LIMIT: '20' } });
    expect([found.code, found.stdout]).toEqual([0, expect.stringMatching(/^✓ old v1\.0\.0 — valid/)]);
    // Named together, they are found whatever the limit.
    const both = runCli(['validate', 'z/old', 'a/deep/new'], { cwd: dir, env: { SKILLGATE_TREE_WALK_LIMIT: '20' } });
    expect(both.code).toBe(0);
  });
});
