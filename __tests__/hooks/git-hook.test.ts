/**
 * The plain git hook (examples/hooks/git/pre-commit) for repositories with neither
 * pre-commit nor husky: installed into .git/hooks, proven with real `git commit`s.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  userRepo,
  writeFiles,
  type Run,
} from './helpers.js';

const HOOK = path.join(REPO, 'examples/hooks/git/pre-commit');

let pkgDir: string;
beforeAll(() => {
  pkgDir = packageRepo().dir;
});
afterAll(cleanup);

/** A repository with skillgate in node_modules and the hook installed as the docs say. */
function hooked(files: Record<string, string> = {}): string {
  const dir = userRepo(pkgDir, files);
  copyFileSync(HOOK, path.join(dir, '.git/hooks/pre-commit'));
  chmodSync(path.join(dir, '.git/hooks/pre-commit'), 0o755);
  git(dir, 'add', '-A');
  return dir;
}

function commit(cwd: string, env: NodeJS.ProcessEnv = {}, ...args: string[]): Run {
  return run('git', ['commit', '-q', '-m', 'change', ...args], { cwd, env });
}

test('the sample hook is an executable POSIX sh script', () => {
  expect(readFileSync(HOOK, 'utf8').startsWith('#!/bin/sh\n')).toBe(true);
  const syntax = run('sh', ['-n', HOOK], { cwd: REPO });
  expect(syntax.out).toBe('');
  expect(syntax.code).toBe(0);
});

test('a valid skill commits; an invalid one is blocked with repository-relative findings', () => {
  const dir = hooked({ 'skills/good/SKILL.md': skill('good') });
  expect(commit(dir).code).toBe(0);
  const first = head(dir);

  writeFiles(dir, {
    "skills/it's bad/SKILL.md": badSkill('bad'),
    'skills/good/SKILL.md': skill('good', 'tags: [x]\n'),
  });
  git(dir, 'add', '-A');
  const blocked = commit(dir);
  expect(blocked.out).toMatch(badFinding("skills/it's bad/SKILL.md"));
  expect(blocked.out).toMatch(/2 files checked, 1 ok, 1 invalid/);
  expect(blocked.out).toContain('commit blocked');
  expect(blocked.out).not.toContain(dir);
  expect(blocked.code).not.toBe(0);
  expect(head(dir)).toBe(first);

  const skipped = commit(dir, {}, '--no-verify');
  expect(skipped.code).toBe(0);
  expect(head(dir)).not.toBe(first);
});

test('a skill edited behind assume-unchanged (git diff does not show it) stops the commit that relocks it: the lock check runs with --staged', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
  expect(commit(dir).code).toBe(0);
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  const first = head(dir);
  git(dir, 'update-index', '--assume-unchanged', 'skills/b/SKILL.md');
  writeFiles(dir, { 'skills/b/SKILL.md': skill('b', 'tags: [x]\n').replace('  - Read\n', '  - Read\n  - Bash\n') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', 'skillgate.lock');
  // The lock pins Bash for b; the commit's b does not have it (CI: drift).
  const blocked = commit(dir);
  expect(blocked.out).toContain('skills/b/SKILL.md: changes not staged');
  expect(blocked.code).not.toBe(0);
  expect(head(dir)).toBe(first);
});

test('an untracked copy of a staged skill is not in the commit: no DuplicateId (the hook checks what the commit holds)', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a') });
  expect(commit(dir).code).toBe(0);
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a', 'tags: [x]\n'), 'wip/copy/SKILL.md': skill('a') });
  git(dir, 'add', 'skills/a/SKILL.md');
  const r = commit(dir);
  expect(r.out).not.toContain('DuplicateId');
  expect(r.code).toBe(0);
  // Staged, the copy is in the commit: blocked.
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a', 'tags: [y]\n') });
  git(dir, 'add', '-A');
  const blocked = commit(dir);
  expect(blocked.out).toContain('DuplicateId');
  expect(blocked.code).not.toBe(0);
});

test('a staged file named like an option is checked, never obeyed (the hook passes --)', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a') });
  expect(commit(dir).code).toBe(0);
  const before = readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8');
  writeFiles(dir, { '--output=skills/a/SKILL.md': badSkill('b'), '-x/SKILL.md': badSkill('c') });
  git(dir, 'add', '-A');
  const blocked = commit(dir);
  expect(blocked.out).toMatch(badFinding('--output=skills/a/SKILL.md'));
  expect(blocked.out).toMatch(badFinding('-x/SKILL.md'));
  expect(blocked.code).not.toBe(0);
  expect(readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8')).toBe(before);
});

test('only staged SKILL.md files are checked, and a commit without any runs nothing', () => {
  const dir = hooked({
    'skills/ok/SKILL.md': skill('ok'),
    'docs/skill.md': badSkill('x'),
    'notes/XSKILL.md': badSkill('y'),
  });
  // An unstaged, untracked invalid skill is not part of the commit.
  writeFiles(dir, { 'wip/SKILL.md': badSkill('wip') });
  const r = commit(dir);
  expect(r.out).toMatch(/1 file checked|✓ ok v1\.0\.0 — valid/);
  expect(r.code).toBe(0);

  writeFiles(dir, { 'README.md': 'x\n' });
  git(dir, 'add', 'README.md');
  const none = commit(dir);
  expect(none.out).toBe('');
  expect(none.code).toBe(0);
});

test('a file name with control or bidirectional characters is spelled out, never sent to the terminal', () => {
  const name = 'skills/x\u001b]0;pwned\u0007\u001b[2Kfake\rok\u202e\u0085\u{e0041}\u206a\u00e9/SKILL.md';
  const dir = hooked({ [name]: badSkill('e') });
  writeFileSync(path.join(dir, name), skill('e'));
  const r = commit(dir);
  expect(r.code).not.toBe(0);
  expect(r.out).toContain(
    '  skills/x\\u001b]0;pwned\\u0007\\u001b[2Kfake\\rok\\u202e\\u0085\\u{e0041}\\u206a\u00e9/SKILL.md\n',
  );
  expect(r.out).not.toMatch(/[\u0007\u001b\r\u202e\u0085\u206a]|\u{e0041}/u);
  // A line break in a folder's name: one name, spelled \n (it was listed as two, `skills/nl`
  // and `x/SKILL.md`, and a name could add lines of its own to the message).
  const broken = 'skills/nl\nx/SKILL.md';
  const nl = hooked({ [broken]: badSkill('n') });
  writeFileSync(path.join(nl, broken), skill('n'));
  const split = commit(nl);
  expect(split.code).not.toBe(0);
  expect(split.out).toContain('unstaged changes');
  expect(split.out).toContain('  skills/nl\\nx/SKILL.md\n');
  expect(split.out).not.toMatch(/^x\/SKILL\.md$/m);
});

test('git commit PATH leaving out a staged skill: the stop says the commit holds only the files it names', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  writeFiles(dir, {
    'skills/a/SKILL.md': skill('a').replace('version: 1.0.0', 'version: 1.0.1'),
    'skills/b/SKILL.md': skill('b').replace('version: 1.0.0', 'version: 1.0.1'),
  });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  // b is staged, but this commit names a and the lockfile only: "stage them" alone cannot help.
  const r = commit(dir, {}, '--', 'skills/a/SKILL.md', 'skillgate.lock');
  expect(r.code).not.toBe(0);
  expect(r.out).toContain('  skills/b/SKILL.md');
  expect(r.out).toContain(
    '(This commit names its files (git commit PATH): a file staged but not named is not in it either. Name it too, or commit without paths.)',
  );
  // A commit of what is staged says no such thing.
  writeFileSync(path.join(dir, 'skills/b/SKILL.md'), skill('b'));
  const plain = commit(dir);
  expect(plain.out).toContain('unstaged changes');
  expect(plain.out).not.toContain('This commit names its files');
});

test('a staged SKILL.md with unstaged edits stops the commit instead of checking the wrong content', () => {
  const dir = hooked({ 'skills/a/SKILL.md': badSkill('a') });
  writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a'));
  const r = commit(dir);
  expect(r.out).toContain('unstaged changes');
  expect(r.out).toContain('  skills/a/SKILL.md');
  expect(r.code).not.toBe(0);
  expect(head(dir)).toBe('(no commit)');
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
});

test('a commit that changes the config or the keyring checks every tracked skill against it', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b'), '.skillgate.yml': '{}\n' });
  expect(commit(dir).code).toBe(0);
  // Only the config changes: every skill is now unsigned under trust: registry.
  writeFiles(dir, { '.skillgate.yml': 'trust: registry\n' });
  git(dir, 'add', '-A');
  const blocked = commit(dir);
  expect(blocked.out).toMatch(/^skills\/a\/SKILL\.md:1:1: error SignatureMissing /m);
  expect(blocked.out).toMatch(/^skills\/b\/SKILL\.md:1:1: error SignatureMissing /m);
  expect(blocked.code).not.toBe(0);
  // A config edit staged with another still on disk: what is checked is not what is committed.
  writeFiles(dir, { '.skillgate.yml': 'rules:\n  description-trigger: error\n' });
  git(dir, 'add', '-A');
  writeFiles(dir, { '.skillgate.yml': 'exclude: ["**"]\n' });
  const partial = commit(dir);
  expect(partial.out).toContain('unstaged changes');
  expect(partial.out).toContain('  .skillgate.yml');
  expect(partial.code).not.toBe(0);
  // With the policy staged, a SKILL.md edited but not staged would be checked in place of
  // what is committed: stopped. And the config's include applies, as in CI's scan.
  writeFiles(dir, { '.skillgate.yml': 'include: ["skills/**"]\n', 'fixtures/bad/SKILL.md': badSkill('bad') });
  git(dir, 'add', '-A');
  expect(commit(dir, {}, '--no-verify').code).toBe(0);
  writeFiles(dir, { '.skillgate.yml': 'include: ["skills/**"]\nrules:\n  description-trigger: warning\n' });
  git(dir, 'add', '.skillgate.yml');
  writeFiles(dir, { 'skills/a/SKILL.md': badSkill('a') });
  const edited = commit(dir);
  expect(edited.out).toContain('these SKILL.md files have unstaged changes');
  expect(edited.out).toContain('  skills/a/SKILL.md');
  expect(edited.code).not.toBe(0);
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a'), 'skills/wip/SKILL.md': badSkill('wip') });
  const untracked = commit(dir);
  expect(untracked.out).toContain('these SKILL.md files are untracked');
  expect(untracked.out).toContain('  skills/wip/SKILL.md');
  expect(untracked.code).not.toBe(0);
  rmSync(path.join(dir, 'skills/wip'), { recursive: true });
  const scoped = commit(dir);
  expect(scoped.out).not.toContain('fixtures/bad');
  expect(scoped.code).toBe(0);
});

test('a commit that changes the config and a pinned skill reports the drift once (the repository scan checks the lock)', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  writeFiles(dir, {
    'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n'),
    '.skillgate.yml': 'rules: {}\n',
  });
  git(dir, 'add', '-A');
  const r = commit(dir);
  expect(r.out.match(/^skills\/a\/SKILL\.md:\d+:\d+: error changed /gm)).toHaveLength(1);
  expect(r.out.match(/lock drift/g)).toHaveLength(1);
  expect(r.out).toContain('commit blocked');
  expect(r.code).not.toBe(0);
});

test('SKILLGATE_LOCKFILE and SKILLGATE_TRUSTED_KEYS name what skillgate reads, not only what the hook watches', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'keys/ring': '# none yet\n' });
  expect(skillgate(pkgDir, dir, 'lock', '--lockfile', 'locks/x.lock').code).toBe(0);
  git(dir, 'add', '-A');
  const env = { SKILLGATE_LOCKFILE: 'locks/x.lock', SKILLGATE_TRUSTED_KEYS: 'keys/ring' };
  expect(commit(dir, env).code).toBe(0);
  const ok = head(dir);
  // A skill gains Bash: the lock check of that lockfile blocks, with a policy file staged or not.
  for (const policy of [false, true]) {
    writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
    if (policy) writeFiles(dir, { '.skillgate.yml': 'rules: {}\n' });
    git(dir, 'add', '-A');
    const r = commit(dir, env);
    expect([policy, r.out]).toEqual([policy, expect.stringMatching(/error changed .*capability escalation/)]);
    expect(r.code).not.toBe(0);
    expect(head(dir)).toBe(ok);
    git(dir, 'reset', '-q', '--hard', ok);
  }
  // The keyring named so is the one read: a malformed line in it stops the check.
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a', 'tags: [x]\n'), 'keys/ring': 'not a keyring line\n' });
  git(dir, 'add', '-A');
  const bad = commit(dir, env);
  expect(bad.out).toMatch(/keys\/ring:1/);
  expect(bad.code).not.toBe(0);
  // One that is not there is none, as the default keyring.
  expect(skillgate(pkgDir, dir, 'lock', '--lockfile', 'locks/x.lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir, { ...env, SKILLGATE_TRUSTED_KEYS: 'keys/none' }).code).toBe(0);
});

test('SKILLGATE_LOCKFILE by its absolute path, or through `..` past the root, is the lockfile the index holds', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a') });
  expect(skillgate(pkgDir, dir, 'lock', '--lockfile', 'locks/x.lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir, { SKILLGATE_LOCKFILE: 'locks/x.lock' }).code).toBe(0);
  const ok = head(dir);
  for (const lock of [path.join(dir, 'locks/x.lock'), `../${path.basename(dir)}/locks/x.lock`]) {
    // Deleted from the work tree only, it is still in the commit: the hook must see it (it
    // asked git for `:/abs/…`, a commit-message search, and ran no lock check).
    writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
    git(dir, 'add', 'skills');
    rmSync(path.join(dir, 'locks/x.lock'));
    const r = commit(dir, { SKILLGATE_LOCKFILE: lock });
    expect([lock, r.code === 0]).toEqual([lock, false]);
    expect(r.out).toMatch(/locks\/x\.lock/);
    expect(head(dir)).toBe(ok);
    git(dir, 'reset', '-q', '--hard', ok);
  }
});

test('a lockfile, config or keyring edited but not staged (or not added) stops the check that reads it', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  // `skillgate lock` run, the lockfile forgotten: the commit would fail CI's lock check.
  writeFiles(dir, { 'skills/b/SKILL.md': skill('b') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', 'skills');
  const lock = commit(dir);
  expect(lock.out).toContain(
    'the checks about to run read .skillgate.yml, the keyring and skillgate.lock, but these files have unstaged changes (or are not added)',
  );
  expect(lock.out).toMatch(/^ {2}skillgate\.lock$/m);
  expect(lock.code).not.toBe(0);
  expect(head(dir)).not.toBe('(no commit)');
  git(dir, 'add', 'skillgate.lock');
  expect(commit(dir).code).toBe(0);
  const ok = head(dir);
  // The lockfile deleted from the work tree, not from the commit: CI's lock check still runs.
  rmSync(path.join(dir, 'skillgate.lock'));
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
  git(dir, 'add', 'skills');
  const deleted = commit(dir);
  expect(deleted.out).toMatch(/^ {2}skillgate\.lock$/m);
  expect(deleted.code).not.toBe(0);
  expect(head(dir)).toBe(ok);
  git(dir, 'reset', '-q', '--hard', ok);
  // A config that excludes the new skill, on disk only: the skill would pass unchecked.
  writeFiles(dir, { '.skillgate.yml': 'exclude: ["skills/wip/**"]\n', 'skills/wip/SKILL.md': badSkill('wip') });
  git(dir, 'add', 'skills/wip');
  const config = commit(dir);
  expect(config.out).toContain(
    'the checks about to run read .skillgate.yml, the keyring and skillgate.lock, but these files',
  );
  expect(config.out).toMatch(/^ {2}\.skillgate\.yml$/m);
  expect(config.code).not.toBe(0);
  expect(head(dir)).toBe(ok);
  git(dir, 'add', '.skillgate.yml');
  // Staged, the config is what the commit holds (and CI reads): the hook goes on, and the lock check fails on the new skill.
  expect(commit(dir).out).not.toContain('not added');
  // A commit that touches no skill and no policy file is not stopped by a loose one.
  git(dir, 'reset', '-q', '--hard', ok);
  rmSync(path.join(dir, 'skills/wip'), { recursive: true, force: true });
  writeFiles(dir, { '.skillgate/trusted-keys': '# keys\n', 'README.md': 'docs\n' });
  git(dir, 'add', 'README.md');
  expect(commit(dir).code).toBe(0);
});

test('a staged SKILL.md link whose target has unstaged edits (or is not added) stops the commit', () => {
  const dir = hooked({ 'src-skills/l.md': badSkill('l') });
  expect(commit(dir, {}, '--no-verify').code).toBe(0);
  mkdirSync(path.join(dir, 'skills/l'), { recursive: true });
  symlinkSync('../../src-skills/l.md', path.join(dir, 'skills/l/SKILL.md'));
  git(dir, 'add', 'skills');
  // The committed target is invalid; fixed on disk only, it would pass in the commit's place.
  writeFiles(dir, { 'src-skills/l.md': skill('l') });
  const r = commit(dir);
  expect(r.out).toContain('these staged SKILL.md links lead to files with unstaged changes (or not added)');
  expect(r.out).toContain('  skills/l/SKILL.md -> skills/l/../../src-skills/l.md');
  expect(r.code).not.toBe(0);
  git(dir, 'add', 'src-skills');
  expect(commit(dir).code).toBe(0);
  // Two hops: the link leads to a link whose target has unstaged edits.
  writeFiles(dir, { 'src-skills/real.md': badSkill('m') });
  symlinkSync('real.md', path.join(dir, 'src-skills/hop.md'));
  mkdirSync(path.join(dir, 'skills/m'), { recursive: true });
  symlinkSync('../../src-skills/hop.md', path.join(dir, 'skills/m/SKILL.md'));
  git(dir, 'add', '-A');
  writeFiles(dir, { 'src-skills/real.md': skill('m') });
  const hops = commit(dir);
  expect(hops.out).toContain('  skills/m/SKILL.md -> skills/m/../../src-skills/real.md');
  expect(hops.code).not.toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  // A link out of the repository is skillgate's to report (a ReadError), not "stage it".
  const outside = path.join(tmpdir(), `skillgate-outside-${process.pid}.md`);
  writeFileSync(outside, skill('o'));
  mkdirSync(path.join(dir, 'skills/o'), { recursive: true });
  symlinkSync(outside, path.join(dir, 'skills/o/SKILL.md'));
  git(dir, 'add', '-A');
  const out = commit(dir);
  expect(out.out).not.toContain('unstaged changes');
  expect(out.out).toMatch(/ReadError/);
  expect(out.code).not.toBe(0);
  rmSync(outside, { force: true });
});

test('a commit of the config or the lockfile alone stops on the other one edited but not staged (or not added)', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/old/SKILL.md': skill('old') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  const base = head(dir);
  // The config staged, the lockfile rewritten for it and forgotten: the repository scan would read it.
  writeFiles(dir, { '.skillgate.yml': 'exclude: ["skills/old/**"]\n' });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '.skillgate.yml');
  const config = commit(dir);
  expect(config.out).toMatch(/but these files have unstaged changes \(or are not added\)[^\n]*\n {2}skillgate\.lock$/m);
  expect(config.code).not.toBe(0);
  expect(head(dir)).toBe(base);
  // The lockfile staged, the config never added: the lock check would read it.
  git(dir, 'reset', '-q');
  git(dir, 'add', 'skillgate.lock');
  const lock = commit(dir);
  expect(lock.out).toMatch(/but these files have unstaged changes \(or are not added\)[^\n]*\n {2}\.skillgate\.yml$/m);
  expect(lock.code).not.toBe(0);
  expect(head(dir)).toBe(base);
  git(dir, 'add', '.skillgate.yml');
  expect(commit(dir).code).toBe(0);
});

test('with a lockfile: drift blocks the commit, deletions included; no lockfile, no lock check', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
  expect(commit(dir).code).toBe(0);
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);

  writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
  git(dir, 'add', '-A');
  const drift = commit(dir);
  expect(drift.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed .*capability escalation/m);
  expect(drift.code).not.toBe(0);
  git(dir, 'reset', '-q', '--hard');

  // The lock check reads the work tree: an untracked skill counts, and the hook says so.
  writeFiles(dir, { 'wip/SKILL.md': skill('wip'), 'skills/a/SKILL.md': skill('a', '', '# a\n\nNew body.\n') });
  git(dir, 'add', 'skills');
  const untracked = commit(dir);
  expect(untracked.out).toMatch(/^wip\/SKILL\.md:\d+:\d+: error added /m);
  expect(untracked.out).toMatch(/untracked files[^\n]*\n {2}wip\/SKILL\.md$/m);
  expect(untracked.code).not.toBe(0);
  rmSync(path.join(dir, 'wip'), { recursive: true });
  expect(commit(dir).code).toBe(0);
  const locked = head(dir);

  // Deleting a skill changes no SKILL.md that validate could see, but it drifts the lock.
  git(dir, 'rm', '-q', 'skills/b/SKILL.md');
  const removed = commit(dir);
  expect(removed.out).toMatch(/error removed /);
  expect(removed.code).not.toBe(0);
  expect(head(dir)).toBe(locked);
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);

  // Without the lockfile the hook only validates.
  git(dir, 'rm', '-q', 'skillgate.lock');
  writeFiles(dir, { 'skills/c/SKILL.md': skill('c') });
  git(dir, 'add', '-A');
  const nolock = commit(dir);
  expect(nolock.out).not.toMatch(/lock/);
  expect(nolock.code).toBe(0);
});

test('the config names the lockfile as YAML allows (BOM, quoted key, space before the colon); a form the hook cannot read stops it', () => {
  const escalate = (dir: string) => {
    writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
    git(dir, 'add', '-A');
    return commit(dir);
  };
  for (const [line, file] of [
    ['\ufefflockfile: locks/sk.lock', 'locks/sk.lock'],
    ['"lockfile": "locks/sk.lock"', 'locks/sk.lock'],
    ["'lockfile' : locks/sk.lock # pinned", 'locks/sk.lock'],
    // A ` #` inside quotes is part of the name, not a comment.
    ['lockfile: "locks/sk #1.lock" # pinned', 'locks/sk #1.lock'],
    ["lockfile: 'locks/sk #2.lock'", 'locks/sk #2.lock'],
    // An indented comment on the next line ends a plain value: it is no part of the name.
    ['lockfile: locks/sk.lock\n  # pinned\n\nprofile: v1', 'locks/sk.lock'],
    // As skillgate resolves it: a `..` or `.` segment, a doubled slash (the hook tested the
    // path as written, found no lockfile and ran no lock check).
    ['lockfile: locks/sub/../sk.lock', 'locks/sk.lock'],
    ['lockfile: ./locks//./sk.lock', 'locks/sk.lock'],
  ]) {
    const dir = hooked({ '.skillgate.yml': `${line}\n`, 'skills/a/SKILL.md': skill('a') });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    expect(existsSync(path.join(dir, file))).toBe(true);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    // Drift against that lockfile blocks the commit (the lock check ran).
    const drift = escalate(dir);
    expect([line, drift.out]).toEqual([line, expect.stringMatching(/error changed .*capability escalation/)]);
    expect(drift.code).not.toBe(0);
  }
  // A flow mapping or the value on the next line: the hook cannot tell the file, so it stops
  // (and says how to go on) rather than watch the default and skip the lock check.
  for (const config of [
    '{lockfile: locks/sk.lock}\n',
    'lockfile:\n  locks/sk.lock\n',
    'lockfile: >-\n  locks/sk.lock\n',
    'lockfile: !!str locks/sk.lock\n',
    // An escape in a quoted name: the hook does not guess what it stands for.
    'lockfile: "locks/s\\x6b.lock"\n',
    "lockfile: 'locks/sk''s.lock'\n",
    '{trusted_keys: keys/ring}\n',
    // The whole config one flow mapping over lines, an explicit key, a key spelled with an escape.
    '{profile: v1,\nlockfile: locks/sk.lock}\n',
    '? lockfile\n: locks/sk.lock\n',
    '"lock\\x66ile": locks/sk.lock\n',
    // A comment before the value on the next line; the whole root mapping indented (both valid YAML).
    'lockfile: # the lock\n  locks/sk.lock\n',
    '  profile: v1\n  lockfile: locks/sk.lock\n',
    '  trusted_keys: keys/ring\n',
    '---\n  lockfile: locks/sk.lock\n',
    '%YAML 1.2\n--- # the config\n\n  lockfile: locks/sk.lock\n',
    // One flow mapping over lines after a `---` or a directive.
    '---\n{profile: v1,\nlockfile: locks/sk.lock}\n',
    '%YAML 1.2\n---\n{profile: v1,\nlockfile: locks/sk.lock}\n',
    // The value goes on over the next, indented, line (YAML reads `locks/sk .lock`), plain or
    // quoted: the hook read `locks/sk` and never ran the lock check.
    'lockfile: locks/sk\n  .lock\n',
    'lockfile: locks/sk\n\n  .lock\nprofile: v1\n',
    'lockfile: "locks/sk\n  .lock"\n',
    "lockfile: 'locks/sk\n  .lock'\n",
  ]) {
    const key = config.includes('trusted_keys') ? 'trusted_keys' : 'lockfile';
    const dir = hooked({
      '.skillgate.yml': config,
      'skills/a/SKILL.md': skill('a'),
      ...(key === 'trusted_keys' ? { 'keys/ring': '# no keys yet\n' } : {}),
    });
    const r = commit(dir);
    expect(r.out).toContain(`skillgate hook: .skillgate.yml sets ${key} in a form this hook cannot read`);
    expect(r.code).not.toBe(0);
    // The variable the message names lets the commit go on, the file watched.
    // (A key spelled with an escape may be either: both are named.)
    const env = config.includes('\\x66')
      ? { SKILLGATE_LOCKFILE: 'locks/sk.lock', SKILLGATE_TRUSTED_KEYS: '.skillgate/trusted-keys' }
      : key === 'lockfile'
        ? { SKILLGATE_LOCKFILE: 'locks/sk.lock' }
        : { SKILLGATE_TRUSTED_KEYS: 'keys/ring' };
    // (skillgate itself refuses a tag in the config, and a lockfile name holding a line break:
    // that commit stays blocked, by skillgate.)
    const refused = config.includes('!!') || config.includes('locks/sk\n\n');
    expect([config, commit(dir, env).code === 0]).toEqual([config, !refused]);
  }
  // A tool, a profile or a comment that only mentions the key is not the key; nor does a
  // flow mapping or an explicit key nested under another key set it.
  const mentions =
    'tools:\n  mcp__db__lockfile: write\npermission_profiles:\n  trusted_keys:\n    allow: [read-only]\n  reviewer:\n    {allow: [read-only], paths: ["skills/review/**"]}\n  ? lockfile-readers\n  : {allow: [read-only]}\n# lockfile: elsewhere\n';
  const dir = hooked({ '.skillgate.yml': mentions, 'skills/a/SKILL.md': skill('a') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  expect(escalate(dir).code).not.toBe(0);
});

test('a SKILL.md that turns from a link into a file, or back (git status T), is checked and lock-checked', () => {
  const dir = hooked({ 'shared/a.md': skill('a'), 'shared/bad.md': badSkill('x') });
  mkdirSync(path.join(dir, 'skills/a'), { recursive: true });
  symlinkSync('../../shared/a.md', path.join(dir, 'skills/a/SKILL.md'));
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  const locked = head(dir);

  // The link becomes a regular file that gains Bash: a type change, and drift.
  rmSync(path.join(dir, 'skills/a/SKILL.md'));
  writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
  git(dir, 'add', '-A');
  expect(git(dir, 'status', '--porcelain')).toMatch(/^T {2}skills\/a\/SKILL\.md$/m);
  const escalated = commit(dir);
  expect(escalated.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed .*capability escalation/m);
  expect(escalated.code).not.toBe(0);
  expect(head(dir)).toBe(locked);

  // An invalid regular file in place of the link.
  writeFiles(dir, { 'skills/a/SKILL.md': badSkill('a') });
  git(dir, 'add', '-A');
  const invalid = commit(dir);
  expect(invalid.out).toMatch(badFinding('skills/a/SKILL.md'));
  expect(invalid.code).not.toBe(0);
  expect(head(dir)).toBe(locked);
  git(dir, 'reset', '-q', '--hard');

  // The other way: a regular file replaced by a link to an invalid one.
  writeFiles(dir, { 'skills/b/SKILL.md': skill('b') });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  const second = head(dir);
  rmSync(path.join(dir, 'skills/b/SKILL.md'));
  symlinkSync('../../shared/bad.md', path.join(dir, 'skills/b/SKILL.md'));
  git(dir, 'add', '-A');
  expect(git(dir, 'status', '--porcelain')).toMatch(/^T {2}skills\/b\/SKILL\.md$/m);
  const linked = commit(dir);
  expect(linked.out).toMatch(badFinding('skills/b/SKILL.md'));
  expect(linked.code).not.toBe(0);
  expect(head(dir)).toBe(second);
});

test('the lock check stops on a SKILL.md edited or deleted without staging (the lock would not match the commit)', () => {
  const dir = hooked({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
  expect(commit(dir).code).toBe(0);
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', '-A');
  expect(commit(dir).code).toBe(0);
  const locked = head(dir);
  // b deleted from disk (no git rm), the lock rewritten from the work tree and staged alone.
  rmSync(path.join(dir, 'skills/b'), { recursive: true });
  expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
  git(dir, 'add', 'skillgate.lock');
  const deleted = commit(dir);
  expect(deleted.out).toContain('these SKILL.md files have unstaged changes (or were deleted without git rm)');
  expect(deleted.out).toContain('  skills/b/SKILL.md');
  expect(deleted.code).not.toBe(0);
  expect(head(dir)).toBe(locked);
  git(dir, 'rm', '-q', 'skills/b/SKILL.md');
  expect(commit(dir).code).toBe(0);
});

test.each([['keys/ring'], ['my keys/ring[1]']])(
  'a keyring or lockfile that .skillgate.yml names is the one the hook watches (%s)',
  (ring) => {
    // A space or a glob character in the name: one path to git, matched as it is written.
    const dir = hooked({
      'skills/a/SKILL.md': skill('a'),
      '.skillgate.yml': `trusted_keys: "${ring}"  # ours\n`,
      [ring]: '# no keys yet\n',
    });
    expect(commit(dir).code).toBe(0);
    // Only the keyring changes, and now the config asks for registry trust: every skill is held to it.
    writeFiles(dir, {
      [ring]: '# still none\n',
      '.skillgate.yml': `trust: registry\ntrusted_keys: "${ring}"  # ours\n`,
    });
    git(dir, 'add', '--', ring);
    git(dir, 'commit', '-q', '--no-verify', '-m', 'stage config separately', '--allow-empty');
    git(dir, 'add', '.skillgate.yml');
    git(dir, 'commit', '-q', '--no-verify', '-m', 'config');
    writeFiles(dir, { [ring]: '# reviewed\n' });
    git(dir, 'add', '--', ring);
    // GIT_LITERAL_PATHSPECS in the environment changes nothing (it would make every pattern literal).
    const blocked = commit(dir, { GIT_LITERAL_PATHSPECS: '1' });
    expect(blocked.out).toMatch(/^skills\/a\/SKILL\.md:1:1: error SignatureMissing /m);
    expect(blocked.code).not.toBe(0);
    // Edited and not staged: the hook stops before a check that would read it.
    git(dir, 'commit', '-q', '--no-verify', '-m', 'ring');
    writeFiles(dir, { [ring]: '# edited, not staged\n', 'skills/a/SKILL.md': skill('a', 'tags: [x]\n') });
    git(dir, 'add', 'skills/a/SKILL.md');
    const loose = commit(dir);
    expect(loose.out).toContain(`  ${ring}`);
    expect(loose.code).not.toBe(0);
  },
);

test('SKILLGATE names the executable; a missing skillgate is a clear error', () => {
  const dir = hooked({ 'skills/a/SKILL.md': badSkill('a') });
  rmSync(path.join(dir, 'node_modules'), { recursive: true });
  // PATH without any directory that holds a skillgate executable.
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((d) => d && !existsSync(path.join(d, 'skillgate')))
    .join(path.delimiter);
  const env = { PATH };
  const missing = commit(dir, env);
  expect(missing.out).toContain('skillgate not found');
  // Installed from its git tag, as the README says: the npm registry's `skillgate` is not this.
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  expect(missing.out).toContain(`npm install --save-dev github:skillgate/skillgate#v${pkg.version}`);
  expect(missing.out).not.toMatch(/npm install --save-dev skillgate\b/);
  expect(missing.code).not.toBe(0);

  const named = commit(dir, { ...env, SKILLGATE: `${process.execPath} ${path.join(pkgDir, 'dist/index.js')}` });
  expect(named.out).toMatch(badFinding('skills/a/SKILL.md'));
  expect(named.code).not.toBe(0);
});
