/**
 * The pre-commit hooks, proven with the real pre-commit framework: a user repository whose
 * .pre-commit-config.yaml (examples/hooks/pre-commit) points at a throwaway clone of this
 * package, so pre-commit does its real node install (nodeenv, npm install, npm pack,
 * npm install -g) and runs the hooks on staged files and from `git commit`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  badFinding,
  badSkill,
  cleanup,
  git,
  head,
  packageRepo,
  REPO,
  run,
  skill,
  skillgate,
  tmpDir,
  userRepo,
  writeFiles,
  type Run,
} from './helpers.js';

const HAVE = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const ON_CI = !!process.env.CI && !['false', '0'].includes(process.env.CI);
const INSTALL = 'apt-get install pre-commit (Debian/Ubuntu) or pipx install pre-commit';

if (!HAVE && ON_CI) {
  test('pre-commit is installed (required on CI)', () => {
    throw new Error(`pre-commit is not on PATH, so the pre-commit hooks are unproven: ${INSTALL}`);
  });
}
if (!HAVE && !ON_CI) {
  console.warn(`SKIPPED __tests__/hooks/pre-commit.test.ts: pre-commit is not installed (${INSTALL})`);
}

const suite = HAVE ? describe : describe.skip;

suite(HAVE ? 'pre-commit hooks (real pre-commit)' : `pre-commit hooks — SKIPPED: pre-commit is not installed`, () => {
  let pkg: { dir: string; rev: string };
  // One pre-commit cache for the file: the hook environment is built once, by the first run.
  let home: string;

  /** The example config with `repo:` and `rev:` pointed at the throwaway package. */
  function config(ids: string[]): string {
    const example = parse(
      readFileSync(path.join(REPO, 'examples/hooks/pre-commit/.pre-commit-config.yaml'), 'utf8'),
    ) as { repos: { repo: string; rev: string; hooks: { id: string; language_version?: string }[] }[] };
    const [entry] = example.repos;
    entry.repo = pkg.dir;
    entry.rev = pkg.rev;
    // Use the node on PATH, never a download (nodeenv would fetch one for `default`).
    entry.hooks = entry.hooks.filter((h) => ids.includes(h.id)).map((h) => ({ ...h, language_version: 'system' }));
    expect(entry.hooks.map((h) => h.id)).toEqual(ids);
    return stringify(example);
  }

  function repo(ids: string[], files: Record<string, string> = {}): string {
    const dir = userRepo(pkg.dir, { '.pre-commit-config.yaml': config(ids), ...files });
    git(dir, 'add', '-A');
    return dir;
  }

  function preCommit(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
    return run('pre-commit', args, { cwd, env: { PRE_COMMIT_HOME: home, npm_config_prefer_offline: 'true', ...env } });
  }

  function commit(cwd: string, env: NodeJS.ProcessEnv = {}, ...args: string[]): Run {
    return run('git', ['commit', '-q', '-m', 'change', ...args], {
      cwd,
      env: { PRE_COMMIT_HOME: home, npm_config_prefer_offline: 'true', ...env },
    });
  }

  beforeAll(() => {
    pkg = packageRepo();
    home = tmpDir('skillgate-pre-commit-home-');
    // The real install: nodeenv -n system, npm install + npm pack in the clone, npm install -g.
    const dir = repo(['skillgate', 'skillgate-lock']);
    const r = preCommit(dir, ['install-hooks']);
    if (r.code !== 0) throw new Error(`pre-commit could not install the skillgate hooks:\n${r.out}`);
  }, 600_000);
  afterAll(cleanup);

  test('pre-commit run passes on a valid staged SKILL.md', () => {
    const dir = repo(['skillgate'], { 'skills/good/SKILL.md': skill('good') });
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+Passed$/m);
    expect(r.code).toBe(0);
  });

  test('pre-commit run fails on an invalid one, naming it relative to the repository', () => {
    const dir = repo(['skillgate'], {
      'skills/good/SKILL.md': skill('good'),
      'skills/bad one/SKILL.md': badSkill('bad'),
    });
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+Failed$/m);
    expect(r.out).toMatch(/^- exit code: 6$/m);
    expect(r.out).toMatch(badFinding('skills/bad one/SKILL.md'));
    expect(r.out).toContain('UnknownTool allowed_tools[0] is not a known tool: "Reed"; did you mean "Read"?');
    expect(r.out).toMatch(/2 files checked, 1 ok, 1 invalid/);
    expect(r.out).not.toContain(dir);
    expect(r.code).toBe(1);
  });

  test('a staged file named like an option (--output=skills/a/SKILL.md) is checked, never obeyed', () => {
    const dir = repo(['skillgate'], { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'commit', '-q', '--no-verify', '-m', 'a');
    const before = readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8');
    writeFiles(dir, { '--output=skills/a/SKILL.md': badSkill('b') });
    git(dir, 'add', '-A');
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+Failed$/m);
    expect(r.out).toMatch(/^- exit code: 6$/m);
    expect(r.out).toMatch(badFinding('--output=skills/a/SKILL.md'));
    expect(r.out).not.toMatch(/files were modified by this hook/);
    expect(readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8')).toBe(before);
    expect(r.code).toBe(1);
  });

  test('only SKILL.md files reach the hook', () => {
    const dir = repo(['skillgate'], { 'docs/skill.md': badSkill('x'), 'notes/XSKILL.md': badSkill('y') });
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+\(no files to check\)Skipped$/m);
    expect(r.code).toBe(0);
  });

  test('the installed hook blocks `git commit` on an invalid skill; SKIP= and --no-verify bypass it', () => {
    const dir = repo(['skillgate'], { 'skills/good/SKILL.md': skill('good') });
    expect(preCommit(dir, ['install']).code).toBe(0);
    const ok = commit(dir);
    expect(ok.code).toBe(0);
    const first = head(dir);

    writeFiles(dir, { 'skills/bad/SKILL.md': badSkill('bad') });
    git(dir, 'add', '-A');
    const blocked = commit(dir);
    expect(blocked.out).toMatch(badFinding('skills/bad/SKILL.md'));
    expect(blocked.code).not.toBe(0);
    expect(head(dir)).toBe(first);

    const skipped = commit(dir, { SKIP: 'skillgate' });
    expect(skipped.out).toMatch(/^skillgate validate\.+Skipped$/m);
    expect(skipped.code).toBe(0);
    expect(head(dir)).not.toBe(first);

    writeFiles(dir, { 'skills/bad2/SKILL.md': badSkill('bad2') });
    git(dir, 'add', '-A');
    const before = head(dir);
    expect(commit(dir, {}, '--no-verify').code).toBe(0);
    expect(head(dir)).not.toBe(before);
  });

  test('one run sees every staged SKILL.md: two staged skills with one id are DuplicateId', () => {
    // pre-commit splits file lists into parallel batches (4 or more files per CPU) unless
    // the hook is require_serial: a duplicate in another batch would pass.
    const files: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) files[`skills/k${i}/SKILL.md`] = skill(i === 1 || i === 9 ? 'dup' : `k${i}`);
    const dir = repo(['skillgate'], files);
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+Failed$/m);
    expect(r.out).toMatch(
      /^skills\/k1\/SKILL\.md:2:5: error DuplicateId id "dup" is also declared by skills\/k9\/SKILL\.md/m,
    );
    expect(r.out).toMatch(/12 files checked/);
    expect(r.code).toBe(1);
  });

  test('a staged SKILL.md that is a symlink is checked', () => {
    const dir = repo(['skillgate'], { 'templates/base.md': badSkill('linked') });
    mkdirSync(path.join(dir, 'skills/linked'), { recursive: true });
    symlinkSync('../../templates/base.md', path.join(dir, 'skills/linked/SKILL.md'));
    git(dir, 'add', '-A');
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+Failed$/m);
    expect(r.out).toMatch(badFinding('skills/linked/SKILL.md'));
    expect(r.code).toBe(1);
  });

  test('pre-commit checks the staged content, not unstaged edits', () => {
    const dir = repo(['skillgate'], { 'skills/a/SKILL.md': badSkill('a') });
    // Staged: invalid. On disk: fixed but not staged. The commit would carry the invalid one.
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a'));
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(badFinding('skills/a/SKILL.md'));
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8')).toBe(skill('a'));
  });

  test('skillgate-policy: a staged config or keyring checks every SKILL.md; other changes skip it', () => {
    const dir = repo(['skillgate', 'skillgate-policy'], {
      'skills/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b'),
    });
    git(dir, 'commit', '-q', '--no-verify', '-m', 'skills');
    writeFiles(dir, { 'README.md': 'readme\n' });
    git(dir, 'add', '-A');
    const other = preCommit(dir, ['run']);
    expect(other.out).toMatch(/^skillgate validate \(policy changed\)\.+\(no files to check\)Skipped$/m);
    expect(other.code).toBe(0);
    // A config no unchanged skill passes: the skillgate hook (SKILL.md files) does not run.
    writeFiles(dir, { '.skillgate.yml': 'profile: agentskills\n' });
    git(dir, 'add', '-A');
    const r = preCommit(dir, ['run']);
    expect(r.out).toMatch(/^skillgate validate\.+\(no files to check\)Skipped$/m);
    expect(r.out).toMatch(/^skillgate validate \(policy changed\)\.+Failed$/m);
    expect(r.out).toMatch(/^- exit code: 6$/m);
    expect(r.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error /m);
    expect(r.out).toMatch(/^skills\/b\/SKILL\.md:\d+:\d+: error /m);
    expect(r.code).toBe(1);
    // A keyring the skills pass with.
    git(dir, 'reset', '-q', '--hard');
    writeFiles(dir, { '.skillgate/trusted-keys': '# no keys yet\n' });
    git(dir, 'add', '-A');
    const keys = preCommit(dir, ['run']);
    expect(keys.out).toMatch(/^skillgate validate \(policy changed\)\.+Passed$/m);
    expect(keys.code).toBe(0);
  });

  test('skillgate-merge: a merge finished by git commit is checked whole; other commits pass it at once', () => {
    const ids = ['skillgate', 'skillgate-lock', 'skillgate-policy', 'skillgate-merge'];
    const dir = repo(ids, { 'skills/a/SKILL.md': skill('a'), 'notes.txt': 'base\n' });
    expect(skillgate(pkg.dir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--no-verify', '-m', 'skills and lock');
    expect(preCommit(dir, ['install']).code).toBe(0);
    const main = git(dir, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    // A branch committed with --no-verify: skill a gains Bash, and an invalid skill b.
    git(dir, 'checkout', '-q', '-b', 'feat');
    writeFiles(dir, {
      'skills/a/SKILL.md': skill('a', '').replace('  - Read\n', '  - Read\n  - Bash\n'),
      'skills/b/SKILL.md': badSkill('b'),
    });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--no-verify', '-m', 'bash');
    git(dir, 'checkout', '-q', main);
    // Not in a merge: the hook runs and passes, with nothing to say.
    writeFiles(dir, { 'notes.txt': 'main\n' });
    git(dir, 'add', '-A');
    const plain = commit(dir);
    expect(plain.out).toMatch(/^skillgate validate \(merge\)\.+Passed$/m);
    expect(plain.code).toBe(0);
    // The merge, finished by git commit: pre-commit hands its hooks no SKILL.md (they merged in
    // cleanly), so only skillgate-merge sees them.
    run('git', ['merge', '-q', '--no-commit', '--no-ff', 'feat'], { cwd: dir });
    const before = head(dir);
    const merged = commit(dir, {}, '--no-edit');
    expect(merged.out).toMatch(/^skillgate validate\.+\(no files to check\)Skipped$/m);
    expect(merged.out).toMatch(/^skillgate validate \(merge\)\.+Failed$/m);
    expect(merged.out).toMatch(badFinding('skills/b/SKILL.md'));
    expect(merged.code).not.toBe(0);
    expect(head(dir)).toBe(before);
    // The invalid skill fixed in the merge: the drift (a gains Bash) still blocks it.
    writeFiles(dir, { 'skills/b/SKILL.md': skill('b') });
    git(dir, 'add', '-A');
    const drift = commit(dir, {}, '--no-edit');
    expect(drift.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed .*capability escalation/m);
    expect(drift.code).not.toBe(0);
    expect(head(dir)).toBe(before);
  });

  describe('skillgate-lock', () => {
    function locked(): string {
      const dir = repo(['skillgate', 'skillgate-lock'], {
        'skills/a/SKILL.md': skill('a'),
        'skills/b/SKILL.md': skill('b'),
      });
      const w = skillgate(pkg.dir, dir, 'lock');
      expect(w.code).toBe(0);
      expect(JSON.parse(readFileSync(path.join(dir, 'skillgate.lock'), 'utf8')).skills).toHaveProperty('b');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '--no-verify', '-m', 'skills and lock');
      return dir;
    }

    test('passes when the lock matches, fails on drift, and does not run for other files', () => {
      const dir = locked();
      writeFiles(dir, { 'README.md': 'readme\n' });
      git(dir, 'add', '-A');
      const other = preCommit(dir, ['run']);
      expect(other.out).toMatch(/^skillgate lock --check\.+\(no files to check\)Skipped$/m);
      expect(other.code).toBe(0);

      // A new tool is a capability escalation the lock must catch; the file itself is valid.
      writeFiles(dir, { 'skills/a/SKILL.md': skill('a', '').replace('  - Read\n', '  - Read\n  - Bash\n') });
      git(dir, 'add', '-A');
      const drift = preCommit(dir, ['run']);
      expect(drift.out).toMatch(/^skillgate validate\.+Passed$/m);
      expect(drift.out).toMatch(/^skillgate lock --check\.+Failed$/m);
      expect(drift.out).toMatch(/^- exit code: 7$/m);
      expect(drift.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed /m);
      expect(drift.code).toBe(1);

      expect(skillgate(pkg.dir, dir, 'lock').code).toBe(0);
      git(dir, 'add', '-A');
      const relocked = preCommit(dir, ['run']);
      expect(relocked.out).toMatch(/^skillgate lock --check\.+Passed$/m);
      expect(relocked.code).toBe(0);
    });

    test('a staged lockfile edit alone triggers it', () => {
      const dir = locked();
      const lock = path.join(dir, 'skillgate.lock');
      writeFileSync(lock, readFileSync(lock, 'utf8').replace('"version": "1.0.0"', '"version": "0.9.0"'));
      git(dir, 'add', '-A');
      const r = preCommit(dir, ['run']);
      expect(r.out).toMatch(/^skillgate validate\.+\(no files to check\)Skipped$/m);
      expect(r.out).toMatch(/^skillgate lock --check\.+Failed$/m);
      expect(r.code).toBe(1);
    });

    test('a commit that only deletes a skill does not trigger it; --all-files does (documented)', () => {
      const dir = locked();
      git(dir, 'rm', '-q', 'skills/b/SKILL.md');
      const r = preCommit(dir, ['run']);
      expect(r.out).toMatch(/^skillgate lock --check\.+\(no files to check\)Skipped$/m);
      expect(r.code).toBe(0);
      const all = preCommit(dir, ['run', 'skillgate-lock', '--all-files']);
      // At the skill's entry in the lockfile: its file is gone.
      expect(all.out).toMatch(/^skillgate\.lock:\d+:5: error removed .*skills\/b\/SKILL\.md/m);
      expect(all.code).toBe(1);
    });

    test('untracked SKILL.md files count: pre-commit stashes unstaged edits, not untracked files', () => {
      const dir = locked();
      writeFiles(dir, { 'skills/a/SKILL.md': skill('a', '', '# a\n\nNew body.\n'), 'wip/SKILL.md': skill('wip') });
      git(dir, 'add', 'skills');
      const r = preCommit(dir, ['run']);
      expect(r.out).toMatch(/^wip\/SKILL\.md:\d+:\d+: error added /m);
      expect(r.code).toBe(1);
      rmSync(path.join(dir, 'wip'), { recursive: true });
      expect(preCommit(dir, ['run']).code).toBe(0);
    });

    test('a lockfile written and never added fails the hook (pre-commit does not stash untracked files)', () => {
      // A team's first lock: the skills are committed, `skillgate lock` runs, only a skill is staged.
      const dir = repo(['skillgate', 'skillgate-lock'], { 'skills/a/SKILL.md': skill('a') });
      git(dir, 'commit', '-q', '--no-verify', '-m', 'skills');
      writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
      expect(skillgate(pkg.dir, dir, 'lock').code).toBe(0);
      git(dir, 'add', 'skills/a/SKILL.md');
      const r = preCommit(dir, ['run']);
      expect(r.out).toMatch(/^skillgate lock --check\.+Failed$/m);
      expect(r.out).toMatch(/^ {2}skillgate\.lock: not added$/m);
      expect(r.code).toBe(1);
      git(dir, 'add', 'skillgate.lock');
      const added = preCommit(dir, ['run']);
      expect(added.out).toMatch(/^skillgate lock --check\.+Passed$/m);
      expect(added.code).toBe(0);
    });

    test('run --all-files checks the work tree as it is: unstaged edits are not refused', () => {
      const dir = locked();
      writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
      const all = preCommit(dir, ['run', 'skillgate-lock', '--all-files']);
      expect(all.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed /m);
      expect(all.out).not.toContain('--staged');
      expect(all.out).toMatch(/^- exit code: 7$/m);
    });

    test('without a lockfile it fails with a message, not a stack trace', () => {
      const dir = locked();
      rmSync(path.join(dir, 'skillgate.lock'));
      writeFiles(dir, { 'skills/c/SKILL.md': skill('c') });
      git(dir, 'add', '-A');
      const r = preCommit(dir, ['run']);
      expect(r.out).toMatch(/^skillgate lock --check\.+Failed$/m);
      expect(r.out).toMatch(/^- exit code: 1$/m);
      expect(r.out).toMatch(/skillgate\.lock/);
      expect(r.out).not.toMatch(/^\s+at /m);
    });
  });
});
