/**
 * `--staged` (the hooks' flag): a file the check read that the commit would not hold as read
 * (not added, changes not staged, a deletion not staged) is exit 1, naming each; through the
 * bundled CLI in temporary git repositories.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git, runCli, skill, tmpDir, writeTree, type CliResult } from '../helpers/cli.js';

const ADVICE =
  'Stage them (git add / git rm), or set them aside (git stash push --keep-index --include-untracked), then commit again.\n';

/** What --staged says: its files, one a line, then what to do. */
function refused(...lines: string[]): string {
  return ['skillgate: --staged: what the check read is not what the commit holds:', ...lines.map((l) => `  ${l}`)]
    .join('\n')
    .concat('\n', ADVICE);
}

/** A repository with two committed skills and their committed lockfile. */
function locked(): string {
  const dir = tmpDir('skillgate-staged-');
  git(dir, 'init', '-q');
  writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
  expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'skills and lock');
  return dir;
}

/** Runs the CLI as a hook outside pre-commit would (PRE_COMMIT unset). */
const hook = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}, timeout?: number): CliResult =>
  runCli(args, { cwd: dir, env: { PRE_COMMIT: '', ...env }, timeout });

describe('--staged', () => {
  it('passes when everything read is staged, as without it', () => {
    const dir = locked();
    const check = hook(dir, ['lock', '--check', '--staged']);
    expect([check.code, check.stderr]).toEqual([0, '']);
    expect(check.stdout).toContain('skillgate.lock matches the tree (2 skills)');
    const named = hook(dir, ['validate', '--staged', 'skills/a/SKILL.md']);
    expect([named.code, named.stderr]).toEqual([0, '']);
  });

  it('refuses a lockfile that was never added (a first `skillgate lock`, not `git add`ed)', () => {
    const dir = tmpDir('skillgate-staged-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'add', '-A');
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    // Without --staged the check passes on a lockfile the commit would not hold.
    expect(hook(dir, ['lock', '--check']).code).toBe(0);
    const r = hook(dir, ['lock', '--check', '--staged']);
    expect([r.code, r.stdout, r.stderr]).toEqual([1, '', refused('skillgate.lock: not added')]);
    // Under pre-commit too: it sets aside unstaged edits, not untracked files.
    const pre = hook(dir, ['lock', '--check', '--staged'], { PRE_COMMIT: '1' });
    expect([pre.code, pre.stderr]).toEqual([1, refused('skillgate.lock: not added')]);
    git(dir, 'add', 'skillgate.lock');
    expect(hook(dir, ['lock', '--check', '--staged']).code).toBe(0);
  });

  it('refuses a relocked lockfile, a skill edited and a skill deleted whose changes are not staged', () => {
    const dir = locked();
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', '  - Grep\n'));
    rmSync(path.join(dir, 'skills/b/SKILL.md'));
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    // Without --staged the lock check passes: it reads the work tree.
    expect(hook(dir, ['lock', '--check']).code).toBe(0);
    const r = hook(dir, ['lock', '--check', '--staged']);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      refused(
        'skillgate.lock: changes not staged',
        'skills/a/SKILL.md: changes not staged',
        'skills/b/SKILL.md: deleted, and the deletion not staged (git rm it)',
      ),
    );
    // pre-commit sets unstaged changes aside on a commit, and `run --all-files` checks the
    // work tree on purpose: under it only files not added count (here: none).
    const pre = hook(dir, ['lock', '--check', '--staged'], { PRE_COMMIT: '1' });
    expect([pre.code, pre.stderr]).toEqual([0, '']);
    git(dir, 'add', '-A');
    // Staged (the deletion too): the check passes, as the commit would in CI.
    const staged = hook(dir, ['lock', '--check', '--staged']);
    expect([staged.code, staged.stderr]).toEqual([0, '']);
  });

  it('says a file a merge left in conflict is unmerged, not only that its changes are not staged', () => {
    const dir = locked();
    git(dir, 'checkout', '-q', '-b', 'other');
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', '  - Grep\n'));
    git(dir, 'commit', '-qam', 'a gains Grep');
    git(dir, 'checkout', '-q', '-');
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', '  - Glob\n'));
    git(dir, 'commit', '-qam', 'a gains Glob');
    expect(spawnSync('git', ['merge', '-q', 'other'], { cwd: dir }).status).not.toBe(0);
    const r = hook(dir, ['validate', '--staged', 'skills/a']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      refused('skills/a/SKILL.md: unmerged (a merge conflict): resolve it, then git add it').replace(
        ADVICE,
        'Resolve the conflicts and stage the files (git add / git rm), then commit again.\n',
      ),
    ]);
  });

  it('refuses an untracked or unstaged config and keyring; an untracked SKILL.md is checked as without it', () => {
    const dir = locked();
    // A new skill not even added: `added` drift, as without --staged (and as CI would not see it).
    writeTree(dir, { 'skills/c/SKILL.md': skill('c') });
    const wip = hook(dir, ['lock', '--check', '--staged']);
    expect([wip.code, wip.stderr]).toEqual([7, '']);
    expect(wip.stdout).toMatch(/^skills\/c\/SKILL\.md:\d+:\d+: error added /m);
    // Named, it is checked as asked.
    expect(hook(dir, ['validate', '--staged', 'skills/c']).code).toBe(0);
    rmSync(path.join(dir, 'skills/c'), { recursive: true });
    writeTree(dir, { '.skillgate.yml': 'trust: local\n', '.skillgate/trusted-keys': '# none yet\n' });
    const named = hook(dir, ['validate', '--staged', 'skills/a']);
    expect([named.code, named.stdout]).toEqual([1, '']);
    expect(named.stderr).toBe(refused('.skillgate.yml: not added', '.skillgate/trusted-keys: not added'));
    git(dir, 'add', '-A');
    expect(hook(dir, ['validate', '--staged', 'skills/a']).code).toBe(0);
    writeFileSync(path.join(dir, '.skillgate.yml'), 'trust: registry\n');
    expect(hook(dir, ['validate', '--staged', 'skills/a']).stderr).toBe(refused('.skillgate.yml: changes not staged'));
  });

  it('refuses an untracked SKILL.md the staged lockfile pins: the commit would pin a skill it lacks', () => {
    const dir = locked();
    writeTree(dir, { 'skills/c/SKILL.md': skill('c') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    git(dir, 'add', 'skillgate.lock'); // and not skills/c
    const r = hook(dir, ['lock', '--check', '--staged']);
    expect([r.code, r.stderr]).toEqual([1, refused('skills/c/SKILL.md: not added (the lockfile pins it)')]);
    // Under pre-commit too (not added), and for a skill taken out of the index but left on disk.
    expect(hook(dir, ['lock', '--check', '--staged'], { PRE_COMMIT: '1' }).code).toBe(1);
    git(dir, 'add', 'skills/c');
    git(dir, 'rm', '-q', '--cached', 'skills/b/SKILL.md');
    expect(hook(dir, ['lock', '--check', '--staged']).stderr).toBe(
      refused('skills/b/SKILL.md: not added (the lockfile pins it)'),
    );
  });

  it('refuses a config or keyring deleted without git rm (CI would read the committed one)', () => {
    const dir = locked();
    writeTree(dir, { '.skillgate.yml': 'trust: local\n', '.skillgate/trusted-keys': '# none yet\n' });
    git(dir, 'add', '-A');
    rmSync(path.join(dir, '.skillgate.yml'));
    rmSync(path.join(dir, '.skillgate/trusted-keys'));
    const r = hook(dir, ['validate', '--staged', 'skills/a']);
    expect([r.code, r.stderr]).toEqual([
      1,
      refused(
        '.skillgate.yml: deleted, and the deletion not staged (git rm it)',
        '.skillgate/trusted-keys: deleted, and the deletion not staged (git rm it)',
      ),
    ]);
    git(dir, 'rm', '-q', '.skillgate.yml', '.skillgate/trusted-keys');
    expect(hook(dir, ['validate', '--staged', 'skills/a']).code).toBe(0);
  });

  it('lock --check --staged says a lockfile deleted without git rm is that, not that there is none', () => {
    const dir = locked();
    rmSync(path.join(dir, 'skillgate.lock'));
    for (const args of [
      ['lock', '--check', '--staged'],
      ['validate', '--staged'],
    ]) {
      const r = hook(dir, args);
      expect([args, r.code, r.stderr]).toEqual([
        args,
        1,
        refused('skillgate.lock: deleted, and the deletion not staged (git rm it)'),
      ]);
    }
    // Without --staged, or with the deletion staged, there is no lockfile.
    expect(hook(dir, ['lock', '--check']).stderr).toMatch(/^skillgate: no lockfile at skillgate\.lock: run/);
    git(dir, 'rm', '-q', '--cached', 'skillgate.lock');
    expect(hook(dir, ['lock', '--check', '--staged']).stderr).toMatch(
      /^skillgate: no lockfile at skillgate\.lock: run/,
    );
  });

  it('names an ignored lockfile as ignored, takes a keyring behind a tracked folder link, and ignores a mode change', () => {
    const dir = locked();
    writeTree(dir, { '.gitignore': 'skillgate.lock\n' });
    git(dir, 'rm', '-q', '--cached', 'skillgate.lock');
    git(dir, 'add', '.gitignore');
    expect(hook(dir, ['lock', '--check', '--staged']).stderr).toBe(
      refused('skillgate.lock: not added: it is ignored (git add -f it)'),
    );
    git(dir, 'add', '-f', 'skillgate.lock');
    // `.skillgate` a tracked link to `keys/`: git holds keys/trusted-keys, which was read.
    writeTree(dir, { 'keys/trusted-keys': '# none yet\n' });
    symlinkSync('keys', path.join(dir, '.skillgate'));
    git(dir, 'add', '-A');
    chmodSync(path.join(dir, 'skills/a/SKILL.md'), 0o755);
    const r = hook(dir, ['lock', '--check', '--staged']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    writeFileSync(path.join(dir, 'keys/trusted-keys'), '# edited\n');
    expect(hook(dir, ['lock', '--check', '--staged']).stderr).toBe(refused('keys/trusted-keys: changes not staged'));
  });

  it('sees edits to files flagged skip-worktree or assume-unchanged, which git diff does not', () => {
    const dir = locked();
    writeTree(dir, { '.skillgate.yml': 'rules:\n  description-trigger: error\n' });
    git(dir, 'add', '-A');
    git(dir, 'update-index', '--skip-worktree', '.skillgate.yml');
    git(dir, 'update-index', '--assume-unchanged', 'skills/a/SKILL.md');
    expect(hook(dir, ['lock', '--check', '--staged']).code).toBe(0);
    writeFileSync(path.join(dir, '.skillgate.yml'), 'rules:\n  description-trigger: off\n');
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', '  - Grep\n'));
    expect(git(dir, 'diff', '--name-only')).toBe('');
    expect(hook(dir, ['lock', '--check', '--staged']).stderr).toBe(
      refused('.skillgate.yml: changes not staged', 'skills/a/SKILL.md: changes not staged'),
    );
    // Under pre-commit too: it sets aside what `git diff` sees, and these edits it does not
    // (the commit would hold the old skill beside a lock pinning the new one).
    const pre = hook(dir, ['lock', '--check', '--staged'], { PRE_COMMIT: '1' });
    expect(pre.stderr).toBe(refused('.skillgate.yml: changes not staged', 'skills/a/SKILL.md: changes not staged'));
    expect(pre.code).toBe(1);
  });

  it('a file flagged assume-unchanged and deleted is a deletion not staged (git diff does not say so); one skip-worktree leaves out is read from the index', () => {
    const dir = locked();
    writeTree(dir, { '.skillgate.yml': 'rules:\n  description-trigger: error\n' });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'config');
    git(dir, 'update-index', '--assume-unchanged', 'skills/b/SKILL.md', '.skillgate.yml');
    rmSync(path.join(dir, 'skills/b'), { recursive: true });
    // The lock rewritten without b and staged: the commit would hold b, unpinned.
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    git(dir, 'add', 'skillgate.lock');
    expect(git(dir, 'diff', '--name-only')).toBe('');
    const check = hook(dir, ['lock', '--check', '--staged']);
    expect([check.code, check.stderr]).toEqual([
      1,
      refused('skills/b/SKILL.md: deleted, and the deletion not staged (git rm it)'),
    ]);
    // The config deleted so: a staged skill was checked against no config (CI reads the commit's).
    rmSync(path.join(dir, '.skillgate.yml'));
    writeTree(dir, { 'skills/c/SKILL.md': skill('c').replace(/ Use when [^\n]*/, '') });
    git(dir, 'add', 'skills/c/SKILL.md');
    const named = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
    expect([named.code, named.stderr]).toEqual([
      1,
      refused('.skillgate.yml: deleted, and the deletion not staged (git rm it)'),
    ]);
  });

  it('a flagged SKILL.md that is now a FIFO or a folder: edited, never waited on; the others are not blamed', () => {
    for (const flag of ['--assume-unchanged', '--skip-worktree']) {
      const dir = locked();
      git(dir, 'update-index', flag, 'skills/a/SKILL.md', 'skills/b/SKILL.md');
      rmSync(path.join(dir, 'skills/a/SKILL.md'));
      // (git hash-object opened the FIFO and waited for a writer: the run never ended.)
      expect(spawnSync('mkfifo', [path.join(dir, 'skills/a/SKILL.md')]).status).toBe(0);
      // A named-path check does not read a: nothing to say.
      const named = hook(dir, ['validate', '--staged', 'skills/b'], {}, 20_000);
      expect([flag, named.code, named.stderr]).toEqual([flag, 0, '']);
      // A check of every skill reads a: a ReadError, which says what it is.
      const all = hook(dir, ['lock', '--check', '--staged'], {}, 20_000);
      expect([all.code, all.stdout]).toEqual([
        1,
        expect.stringMatching(/^skills\/a\/SKILL\.md:1:1: error ReadError .*FIFO/),
      ]);
      const since = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir, timeout: 20_000 });
      expect([since.code, since.stdout]).toEqual([
        1,
        expect.stringMatching(/skills\/a\/SKILL\.md:1:1: error ReadError .*FIFO/),
      ]);
      // A folder where the file was: git could not hash it, which failed the whole batch and
      // blamed b (unchanged) too.
      rmSync(path.join(dir, 'skills/a/SKILL.md'));
      mkdirSync(path.join(dir, 'skills/a/SKILL.md'));
      const folder = hook(dir, ['validate', '--staged', 'skills/b']);
      expect([folder.code, folder.stderr]).toEqual([0, '']);
      const whole = hook(dir, ['lock', '--check', '--staged']);
      expect([whole.code, whole.stdout]).toEqual([
        1,
        expect.stringMatching(/^skills\/a\/SKILL\.md:1:1: error ReadError .*directory/),
      ]);
    }
  });

  it('lists 20 files at most, and counts the rest', () => {
    const dir = locked();
    const many: Record<string, string> = {};
    for (let i = 0; i < 25; i++) many[`more/s${String(i).padStart(2, '0')}/SKILL.md`] = skill(`s${i}`);
    writeTree(dir, many);
    git(dir, 'add', '-A');
    for (const f of Object.keys(many)) writeFileSync(path.join(dir, f), skill('x'.repeat(3)));
    const r = hook(dir, ['validate', '--staged', 'more']);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 20 + 1 + 1);
    expect(lines[21]).toBe('  … and 5 more');
  });

  it('leaves out what it did not read: other skills of a named-path check, files the config excludes', () => {
    const dir = locked();
    // Another skill's unstaged edit: `validate NAMED` does not read it (its lock check does).
    writeFileSync(path.join(dir, 'skills/b/SKILL.md'), skill('b', '  - Grep\n'));
    expect(hook(dir, ['validate', '--staged', 'skills/a/SKILL.md']).code).toBe(0);
    git(dir, 'checkout', '--', 'skills/b/SKILL.md');
    // An untracked skill the config leaves out is read by no check.
    writeTree(dir, { '.skillgate.yml': 'exclude: ["wip/**"]\n', 'wip/x/SKILL.md': skill('x') });
    git(dir, 'add', '.skillgate.yml');
    const r = hook(dir, ['lock', '--check', '--staged']);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it('checks the index git commit uses (GIT_INDEX_FILE: `git commit -a`, `git commit PATH`)', () => {
    const dir = locked();
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a', '  - Grep\n'));
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    // A temporary index holding the work tree's files, as `git commit -a` builds one.
    const index = path.join(dir, '.git', 'tmp-index');
    git(dir, 'read-tree', `--index-output=${index}`, 'HEAD');
    const env = { GIT_INDEX_FILE: index };
    expect(hook(dir, ['lock', '--check', '--staged'], env).code).toBe(1);
    const add = spawnGitWith(dir, env, 'add', '-A');
    expect(add).toBe(0);
    const r = hook(dir, ['lock', '--check', '--staged'], env);
    expect([r.code, r.stderr]).toEqual([0, '']);
    // The real index still lacks the changes.
    expect(hook(dir, ['lock', '--check', '--staged']).code).toBe(1);
  });

  it("finds a stub's x-deprecated-by target only among the skills the commit holds (not an untracked one, nor one whose deletion is staged)", () => {
    const dir = locked();
    const stub = skill('stub', 'x-deprecated-by: c\n');
    writeTree(dir, { 'skills/stub/SKILL.md': stub, 'skills/c/SKILL.md': skill('c') });
    git(dir, 'add', 'skills/stub');
    const said =
      /^skills\/stub\/SKILL\.md:\d+:\d+: error deprecated-by x-deprecated-by names "c", but no skill the commit holds has that id: skills\/c\/SKILL\.md declares it and is not in the commit \(git add it\)$/m;
    // The replacement written and never added: CI's checkout has no skill c.
    for (const args of [
      ['validate', '--staged', 'skills/stub/SKILL.md'],
      ['validate', '--staged'],
    ]) {
      const r = hook(dir, args);
      expect([args, r.code, r.stdout]).toEqual([args, 6, expect.stringMatching(said)]);
    }
    // Without --staged the work tree is the tree: c is in it.
    expect(hook(dir, ['validate', 'skills/stub/SKILL.md']).code).toBe(0);
    // Added, it is held; and the check passes.
    git(dir, 'add', 'skills/c');
    for (const args of [
      ['validate', '--staged', 'skills/stub/SKILL.md'],
      ['validate', '--staged', 'skills/stub'],
    ])
      expect([args, hook(dir, args).code]).toEqual([args, 0]);
    // Committed, then its deletion staged while the work tree keeps it: the commit holds no c.
    git(dir, 'commit', '-qm', 'stub and c');
    git(dir, 'rm', '-q', '--cached', 'skills/c/SKILL.md');
    const r = hook(dir, ['validate', '--staged', 'skills/stub/SKILL.md']);
    expect([r.code, r.stdout]).toEqual([6, expect.stringMatching(said)]);
    // Added again, the commit holds it.
    git(dir, 'add', 'skills/c');
    expect(hook(dir, ['validate', '--staged', 'skills/stub/SKILL.md']).code).toBe(0);
  });

  it("looks a stub's target up in what the commit holds, not the work tree: a deletion not staged keeps it, and unrelated unstaged edits do not block the stub", () => {
    const dir = locked();
    writeTree(dir, { 'skills/c/SKILL.md': skill('c') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'c');
    // b edited and not staged: nothing the stub's check needs to read from the work tree.
    writeTree(dir, { 'skills/b/SKILL.md': skill('b') + '\nmore\n' });
    writeTree(dir, { 'skills/old/SKILL.md': skill('old', 'x-deprecated-by: c\n') });
    git(dir, 'add', 'skills/old');
    const stub = hook(dir, ['validate', '--staged', 'skills/old/SKILL.md']);
    expect([stub.code, stub.stderr]).toEqual([0, '']);
    // c deleted from the work tree, the deletion not staged: the commit still holds it.
    rmSync(path.join(dir, 'skills/c'), { recursive: true });
    const gone = hook(dir, ['validate', '--staged', 'skills/old/SKILL.md']);
    expect([gone.code, gone.stdout, gone.stderr]).toEqual([0, expect.not.stringContaining('deprecated-by'), '']);
    // A target no skill declares is the stub's own error, its hint from what the commit holds.
    writeTree(dir, { 'skills/old/SKILL.md': skill('old', 'x-deprecated-by: cc\n') });
    git(dir, 'add', 'skills/old');
    const typo = hook(dir, ['validate', '--staged', 'skills/old/SKILL.md']);
    expect([typo.code, typo.stdout]).toEqual([
      6,
      expect.stringMatching(
        /error deprecated-by x-deprecated-by names "cc", but no skill with that id is in the tree; did you mean "c"\?/,
      ),
    ]);
  });

  it("a stub's target is a valid id the index holds: not an invalid one, nor an edit git is told to overlook", () => {
    const dir = locked();
    // An invalid id names no skill, as CI's repository scan says.
    writeTree(dir, {
      'skills/bad/SKILL.md': skill('a').replace('id: a', 'id: New_X'),
      'skills/stub/SKILL.md': skill('stub', 'x-deprecated-by: New_X\n'),
    });
    git(dir, 'add', '-A');
    const invalid = hook(dir, ['validate', '--staged', 'skills/stub/SKILL.md']);
    expect([invalid.code, invalid.stdout]).toEqual([
      6,
      expect.stringContaining('x-deprecated-by names "New_X", but no skill'),
    ]);
    // The work tree's copy of b, flagged assume-unchanged, says id c; the commit's says b.
    git(dir, 'rm', '-rq', '--cached', 'skills/bad');
    rmSync(path.join(dir, 'skills/bad'), { recursive: true });
    git(dir, 'update-index', '--assume-unchanged', 'skills/b/SKILL.md');
    writeTree(dir, {
      'skills/b/SKILL.md': skill('c'),
      'skills/stub/SKILL.md': skill('stub', 'x-deprecated-by: c\n'),
    });
    git(dir, 'add', 'skills/stub');
    const overlooked = hook(dir, ['validate', '--staged', 'skills/stub/SKILL.md']);
    expect([overlooked.code, overlooked.stdout]).toEqual([
      6,
      expect.stringContaining('x-deprecated-by names "c", but no skill'),
    ]);
    writeTree(dir, { 'skills/stub/SKILL.md': skill('stub', 'x-deprecated-by: b\n') });
    git(dir, 'add', 'skills/stub');
    expect(hook(dir, ['validate', '--staged', 'skills/stub/SKILL.md']).code).toBe(0);
  });

  it("reads the other skills' ids as the commit holds them: not an edit git is told to overlook (DuplicateId missed, or made up)", () => {
    // The index's b says id c; its work-tree copy, flagged assume-unchanged, says b.
    const dir = locked();
    writeTree(dir, { 'skills/b/SKILL.md': skill('c') });
    git(dir, 'commit', '-qam', 'b says c');
    for (const flag of ['--assume-unchanged', '--skip-worktree']) {
      git(dir, 'update-index', flag, 'skills/b/SKILL.md');
      writeTree(dir, { 'skills/b/SKILL.md': skill('b'), 'skills/c/SKILL.md': skill('c') });
      git(dir, 'add', 'skills/c');
      const taken = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
      expect([flag, taken.code, taken.stdout]).toEqual([
        flag,
        6,
        expect.stringContaining('DuplicateId id "c" is also declared by skills/b/SKILL.md'),
      ]);
      // The other way round: the index's b is b, the work tree's says c: no duplicate in the commit.
      git(dir, 'update-index', flag.replace('--', '--no-'), 'skills/b/SKILL.md');
      writeTree(dir, { 'skills/b/SKILL.md': skill('b') });
      git(dir, 'add', 'skills/b');
      git(dir, 'update-index', flag, 'skills/b/SKILL.md');
      writeTree(dir, { 'skills/b/SKILL.md': skill('c') });
      const free = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
      expect([flag, free.code, free.stderr]).toEqual([flag, 0, '']);
      // Back to the committed state for the next flag.
      git(dir, 'update-index', flag.replace('--', '--no-'), 'skills/b/SKILL.md');
      git(dir, 'reset', '-q', '--hard');
      git(dir, 'clean', '-qfd');
    }
  });

  it("follows a SKILL.md symlink of another skill as the commit holds it: its target's unstaged edit, a link retargeted and not staged", () => {
    const dir = locked();
    writeTree(dir, { 'shared/real.md': skill('c') });
    mkdirSync(path.join(dir, 'skills/l'));
    symlinkSync('../../shared/real.md', path.join(dir, 'skills/l/SKILL.md'));
    writeTree(dir, { 'shared/other.md': skill('o') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'a linked skill');
    // The target's edit is not staged: the commit's link still declares c.
    writeTree(dir, { 'shared/real.md': skill('x'), 'skills/c/SKILL.md': skill('c') });
    git(dir, 'add', 'skills/c');
    const edited = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
    expect([edited.code, edited.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "c" is also declared by skills/l/SKILL.md'),
    ]);
    // The link retargeted in the work tree, not staged: the commit's still leads to c.
    writeTree(dir, { 'shared/real.md': skill('c') });
    rmSync(path.join(dir, 'skills/l/SKILL.md'));
    symlinkSync('../../shared/other.md', path.join(dir, 'skills/l/SKILL.md'));
    const retargeted = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
    expect([retargeted.code, retargeted.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "c" is also declared by skills/l/SKILL.md'),
    ]);
  });

  it('a link to another skill retargeted at the named one and not staged is still the committed link: its DuplicateId stands', () => {
    const dir = locked();
    writeTree(dir, { 'docs/x.md': skill('beta') });
    mkdirSync(path.join(dir, 'skills/c'));
    symlinkSync('../../docs/x.md', path.join(dir, 'skills/c/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'a linked skill');
    writeTree(dir, { 'skills/a/SKILL.md': skill('beta') });
    git(dir, 'add', 'skills/a');
    rmSync(path.join(dir, 'skills/c/SKILL.md'));
    symlinkSync('../a/SKILL.md', path.join(dir, 'skills/c/SKILL.md'));
    const r = hook(dir, ['validate', '--staged', 'skills/a/SKILL.md']);
    expect([r.code, r.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "beta" is also declared by skills/c/SKILL.md'),
    ]);
  });

  it('a skill swapped for a link to the named one and not staged is still the committed copy: its DuplicateId stands', () => {
    const dir = locked();
    writeTree(dir, { 'skills/c/SKILL.md': skill('x') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'c says x');
    writeTree(dir, { 'skills/x/SKILL.md': skill('x') });
    git(dir, 'add', 'skills/x');
    // The folder, then the file alone, made a link to the named skill in the work tree only.
    rmSync(path.join(dir, 'skills/c'), { recursive: true });
    symlinkSync('x', path.join(dir, 'skills/c'));
    const folder = hook(dir, ['validate', '--staged', 'skills/x/SKILL.md']);
    expect([folder.code, folder.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "x" is also declared by skills/c/SKILL.md'),
    ]);
    rmSync(path.join(dir, 'skills/c'));
    mkdirSync(path.join(dir, 'skills/c'));
    symlinkSync('../x/SKILL.md', path.join(dir, 'skills/c/SKILL.md'));
    const file = hook(dir, ['validate', '--staged', 'skills/x/SKILL.md']);
    expect([file.code, file.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "x" is also declared by skills/c/SKILL.md'),
    ]);
  });

  it('a flagged skill whose work-tree copy is a link loop is read from the index', () => {
    const dir = locked();
    writeTree(dir, { 'skills/c/SKILL.md': skill('a') });
    git(dir, 'add', 'skills/c');
    git(dir, 'update-index', '--skip-worktree', 'skills/a/SKILL.md');
    rmSync(path.join(dir, 'skills/a/SKILL.md'));
    symlinkSync('SKILL.md', path.join(dir, 'skills/a/SKILL.md'));
    const r = hook(dir, ['validate', '--staged', 'skills/c/SKILL.md']);
    expect([r.code, r.stdout]).toEqual([
      6,
      expect.stringContaining('DuplicateId id "a" is also declared by skills/a/SKILL.md'),
    ]);
  });

  it("sees a flagged SKILL.md link's unstaged retarget, and a staged link's flagged target edited", () => {
    const dir = locked();
    writeTree(dir, { 'lib/bad.md': skill('a').replace('id: a', 'id: Bad_Id'), 'lib/good.md': skill('g') });
    rmSync(path.join(dir, 'skills/b/SKILL.md'));
    symlinkSync('../../lib/bad.md', path.join(dir, 'skills/b/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'update-index', '--skip-worktree', 'skills/b/SKILL.md');
    rmSync(path.join(dir, 'skills/b/SKILL.md'));
    symlinkSync('../../lib/good.md', path.join(dir, 'skills/b/SKILL.md'));
    const retargeted = hook(dir, ['validate', '--staged', 'skills/b/SKILL.md']);
    expect([retargeted.code, retargeted.stderr]).toEqual([
      1,
      expect.stringContaining('skills/b/SKILL.md: changes not staged'),
    ]);
    // A staged link whose target is flagged and edited (pre-commit sets nothing flagged aside).
    const dir2 = locked();
    writeTree(dir2, { 't/SKILL.md': skill('t').replace('  - Read\n', '  - Fooz\n') });
    git(dir2, 'add', '-A');
    git(dir2, 'commit', '-q', '-m', 't');
    mkdirSync(path.join(dir2, 'l'));
    symlinkSync('../t/SKILL.md', path.join(dir2, 'l/SKILL.md'));
    git(dir2, 'add', 'l');
    git(dir2, 'update-index', '--assume-unchanged', 't/SKILL.md');
    writeTree(dir2, { 't/SKILL.md': skill('t') });
    for (const env of [{}, { PRE_COMMIT: '1' }]) {
      const target = hook(dir2, ['validate', '--staged', 'l/SKILL.md'], env);
      expect([target.code, target.stderr]).toEqual([
        1,
        expect.stringContaining('l/SKILL.md: the symlink leads to t/SKILL.md, whose changes are not staged'),
      ]);
    }
  });

  it('a named file made a link to another named file and not staged is refused, not taken as that file', () => {
    const dir = locked();
    writeTree(dir, { 'skills/bad/SKILL.md': skill('bad').replace('  - Read\n', '  - Fooz\n') });
    git(dir, 'add', '-A');
    rmSync(path.join(dir, 'skills/bad/SKILL.md'));
    symlinkSync('../a/SKILL.md', path.join(dir, 'skills/bad/SKILL.md'));
    const r = hook(dir, ['validate', '--staged', 'skills/bad/SKILL.md', 'skills/a/SKILL.md']);
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining('skills/bad/SKILL.md: changes not staged')]);
  });

  it("a SKILL.md link into a submodule is read as the work tree has it (the submodule's index is its own)", () => {
    const sub = tmpDir('skillgate-staged-sub-');
    git(sub, 'init', '-q');
    writeTree(sub, { 'skills/beta/SKILL.md': skill('beta') });
    git(sub, 'add', '-A');
    git(sub, 'commit', '-q', '-m', 'beta');
    const dir = locked();
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', `file://${sub}`, 'vendor');
    mkdirSync(path.join(dir, 'skills/beta'));
    symlinkSync('../../vendor/skills/beta/SKILL.md', path.join(dir, 'skills/beta/SKILL.md'));
    writeTree(dir, { 'skills/old/SKILL.md': skill('old', 'x-deprecated-by: beta\n') });
    git(dir, 'add', '-A');
    const r = hook(dir, ['validate', '--staged', 'skills/old/SKILL.md']);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it("finds a stub's replacement that is a tracked SKILL.md symlink, as the repository scan does", () => {
    const dir = locked();
    writeTree(dir, { 'shared/real.md': skill('c') });
    mkdirSync(path.join(dir, 'skills/l'));
    symlinkSync('../../shared/real.md', path.join(dir, 'skills/l/SKILL.md'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'a linked skill');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a', 'x-deprecated-by: c\n') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    git(dir, 'add', '-A');
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    const stub = hook(dir, ['validate', '--staged', 'skills/a/SKILL.md']);
    expect([stub.code, stub.stderr, stub.stdout]).toEqual([0, '', expect.stringContaining('valid')]);
  });

  it('refuses a staged SKILL.md symlink whose target is not added, or has changes not staged (CI would read another file)', () => {
    const dir = locked();
    writeTree(dir, { 'docs/l.md': skill('l') });
    mkdirSync(path.join(dir, 'skills/l'));
    symlinkSync('../../docs/l.md', path.join(dir, 'skills/l/SKILL.md'));
    git(dir, 'add', 'skills/l');
    const notAdded = refused('skills/l/SKILL.md: the symlink leads to docs/l.md, which is not added');
    for (const args of [
      ['validate', '--staged', 'skills/l/SKILL.md'],
      ['validate', '--staged'],
    ]) {
      const r = hook(dir, args);
      expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 1, '', notAdded]);
    }
    // pre-commit leaves untracked files in place: said there too.
    expect(hook(dir, ['validate', '--staged', 'skills/l/SKILL.md'], { PRE_COMMIT: '1' }).stderr).toBe(notAdded);
    git(dir, 'add', 'docs/l.md');
    expect(hook(dir, ['validate', '--staged', 'skills/l/SKILL.md']).code).toBe(0);
    // An edit of the target not staged: the commit holds the old text.
    writeTree(dir, { 'docs/l.md': skill('l').replace('id: l', 'id: L') });
    const edited = hook(dir, ['validate', '--staged', 'skills/l/SKILL.md']);
    expect([edited.code, edited.stderr]).toEqual([
      1,
      refused('skills/l/SKILL.md: the symlink leads to docs/l.md, whose changes are not staged'),
    ]);
    // Under pre-commit, which sets unstaged edits aside itself, it is not.
    expect(hook(dir, ['validate', '--staged', 'skills/l/SKILL.md'], { PRE_COMMIT: '1' }).stderr).toBe('');
  });

  it('refuses a staged SKILL.md symlink through a link that is not added, or to a SKILL.md that is not (the commit would hold a dangling link)', () => {
    const dir = locked();
    writeTree(dir, { 'shared/real.md': skill('real') });
    git(dir, 'add', 'shared');
    git(dir, 'commit', '-qm', 'shared');
    mkdirSync(path.join(dir, 'mid'));
    mkdirSync(path.join(dir, 'lnk'));
    symlinkSync('../shared/real.md', path.join(dir, 'mid/hop.md')); // never added
    symlinkSync('../mid/hop.md', path.join(dir, 'lnk/SKILL.md'));
    git(dir, 'add', 'lnk/SKILL.md');
    const hop = refused('lnk/SKILL.md: the symlink leads to mid/hop.md, which is not added');
    for (const args of [
      ['validate', '--staged', 'lnk/SKILL.md'],
      ['validate', '--staged'],
    ]) {
      const r = hook(dir, args);
      expect([args, r.code, r.stderr]).toEqual([args, 1, hop]);
    }
    git(dir, 'add', 'mid/hop.md');
    expect(hook(dir, ['validate', '--staged', 'lnk/SKILL.md']).code).toBe(0);
    // A link to a SKILL.md that is not added: the whole-tree scan read it under its target's name.
    const other = locked();
    writeTree(other, { 'newd/SKILL.md': skill('newd') });
    mkdirSync(path.join(other, 'lnk'));
    symlinkSync('../newd/SKILL.md', path.join(other, 'lnk/SKILL.md'));
    git(other, 'add', 'lnk/SKILL.md');
    const whole = hook(other, ['validate', '--staged']);
    expect([whole.code, whole.stderr]).toEqual([
      1,
      refused('lnk/SKILL.md: the symlink leads to newd/SKILL.md, which is not added'),
    ]);
  });

  it('does nothing outside a git work tree (no commit to compare with), and goes with lock --check only', () => {
    const dir = tmpDir('skillgate-staged-');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    const r = hook(dir, ['validate', '--staged', 'a']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const ms = (out: string) => out.replace(/\(\d+ ms\)/, '(N ms)');
    expect(ms(r.stdout)).toBe(ms(hook(dir, ['validate', 'a']).stdout));
    const lock = hook(locked(), ['lock', '--staged']);
    expect([lock.code, lock.stderr]).toEqual([
      1,
      'skillgate: --staged goes with --check (`skillgate lock --check --staged`, in a git hook)\n',
    ]);
  });
});

function spawnGitWith(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): number {
  return spawnSync('git', args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' }).status ?? -1;
}
