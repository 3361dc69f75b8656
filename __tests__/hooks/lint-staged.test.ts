/**
 * husky + lint-staged, end to end in a temporary repository set up from
 * examples/hooks/husky-lint-staged: `npm run prepare` installs the husky hooks, `git commit`
 * runs .husky/pre-commit, which runs lint-staged, which runs skillgate on the staged files.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

const EXAMPLE = path.join(REPO, 'examples/hooks/husky-lint-staged');

let pkgDir: string;
beforeAll(() => {
  pkgDir = packageRepo().dir;
});
afterAll(cleanup);

/** A repository set up as the docs say: package.json snippet, .husky/pre-commit, npm run prepare. */
function huskyRepo(files: Record<string, string> = {}, opts: { lockConfig?: boolean } = {}): string {
  const snippet = JSON.parse(readFileSync(path.join(EXAMPLE, 'package.json'), 'utf8')) as Record<string, unknown>;
  if (opts.lockConfig) delete snippet['lint-staged'];
  const dir = userRepo(pkgDir, {
    'package.json': JSON.stringify({ name: 'demo', private: true, ...snippet }, null, 2) + '\n',
    '.husky/pre-commit': readFileSync(path.join(EXAMPLE, '.husky/pre-commit'), 'utf8'),
    ...files,
  });
  if (opts.lockConfig) cpSync(path.join(EXAMPLE, 'lint-staged.config.mjs'), path.join(dir, 'lint-staged.config.mjs'));
  const prepare = run('npm', ['run', 'prepare', '--silent'], { cwd: dir });
  expect(prepare.out).toBe('');
  expect(git(dir, 'config', 'core.hooksPath').trim()).toBe('.husky/_');
  git(dir, 'add', '-A');
  return dir;
}

function commit(cwd: string, env: NodeJS.ProcessEnv = {}, ...args: string[]): Run {
  return run('git', ['commit', '-q', '-m', 'change', ...args], { cwd, env });
}

describe('husky + lint-staged (package.json snippet)', () => {
  test('a valid skill commits; an invalid one is blocked with repository-relative findings', () => {
    const dir = huskyRepo({ 'skills/good/SKILL.md': skill('good') });
    const ok = commit(dir);
    expect(ok.code).toBe(0);
    const first = head(dir);

    writeFiles(dir, {
      'skills/bad one/SKILL.md': badSkill('bad'),
      'skills/good/SKILL.md': skill('good', 'tags: [x]\n'),
    });
    git(dir, 'add', '-A');
    const blocked = commit(dir);
    expect(blocked.out).toMatch(badFinding('skills/bad one/SKILL.md'));
    expect(blocked.out).toMatch(/2 files checked, 1 ok, 1 invalid/);
    expect(blocked.out).toContain('husky - pre-commit script failed');
    expect(blocked.out).not.toContain(dir);
    expect(blocked.code).not.toBe(0);
    expect(head(dir)).toBe(first);
    // lint-staged restored the index: the commit can be retried as it was.
    expect(git(dir, 'diff', '--cached', '--name-only')).toContain('skills/bad one/SKILL.md');
  });

  test('HUSKY=0 and --no-verify skip the hook', () => {
    const dir = huskyRepo({ 'skills/bad/SKILL.md': badSkill('bad') });
    expect(commit(dir).code).not.toBe(0);
    expect(head(dir)).toBe('(no commit)');
    expect(commit(dir, { HUSKY: '0' }).code).toBe(0);
    const first = head(dir);
    writeFiles(dir, { 'skills/bad2/SKILL.md': badSkill('bad2') });
    git(dir, 'add', '-A');
    expect(commit(dir, {}, '--no-verify').code).toBe(0);
    expect(head(dir)).not.toBe(first);
  });

  test('a SKILL.md link turned into a regular file (git status T) is checked', () => {
    const dir = huskyRepo({ 'shared/a.md': skill('a') });
    mkdirSync(path.join(dir, 'skills/a'), { recursive: true });
    symlinkSync('../../shared/a.md', path.join(dir, 'skills/a/SKILL.md'));
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    const first = head(dir);
    rmSync(path.join(dir, 'skills/a/SKILL.md'));
    writeFiles(dir, { 'skills/a/SKILL.md': badSkill('a') });
    git(dir, 'add', '-A');
    expect(git(dir, 'status', '--porcelain')).toMatch(/^T {2}skills\/a\/SKILL\.md$/m);
    const blocked = commit(dir);
    expect(blocked.out).toMatch(badFinding('skills/a/SKILL.md'));
    expect(blocked.code).not.toBe(0);
    expect(head(dir)).toBe(first);
  });

  test('files that are not SKILL.md never reach skillgate', () => {
    // Given to `skillgate validate` by name, each of these would fail the commit.
    const dir = huskyRepo({
      'skills/ok/SKILL.md': skill('ok'),
      'docs/skill.md': badSkill('x'),
      'notes/XSKILL.md': badSkill('y'),
    });
    const r = commit(dir);
    expect(r.code).toBe(0);
    // The hook is live in this repository: a bad SKILL.md is still caught.
    writeFiles(dir, { 'skills/ok/SKILL.md': badSkill('ok') });
    git(dir, 'add', '-A');
    expect(commit(dir).code).not.toBe(0);
  });
});

describe('lint-staged passes absolute paths, split into chunks run in parallel', () => {
  const N = 8;
  const RECORDER = `import { appendFileSync } from 'node:fs';
appendFileSync(process.env.ARGV_LOG, JSON.stringify(process.argv.slice(2)) + '\\n');
`;

  /** Runs lint-staged with an argument limit that forces two chunks, recording each chunk's argv. */
  function chunked(bad: number | undefined): { r: Run; calls: string[][]; dir: string } {
    const files: Record<string, string> = { 'record.mjs': RECORDER };
    for (let i = 1; i <= N; i++) files[`skills/skill-${i}/SKILL.md`] = i === bad ? badSkill(`s${i}`) : skill(`s${i}`);
    const dir = huskyRepo(files);
    const log = path.join(dir, '.git', 'argv.log');
    // The same task as the snippet, with a recorder run first on the same chunk.
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'demo',
        private: true,
        'lint-staged': { '**/SKILL.md': ['node record.mjs', 'skillgate validate'] },
      }),
    );
    git(dir, 'add', '-A');
    const total = Object.keys(files)
      .filter((f) => f.endsWith('SKILL.md'))
      .reduce((n, f) => n + path.join(dir, f).length + 1, -1);
    const r = run('node_modules/.bin/lint-staged', ['--max-arg-length', String(Math.ceil(total / 2)), '--verbose'], {
      cwd: dir,
      env: { ARGV_LOG: log },
    });
    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as string[]);
    return { r, calls, dir };
  }

  test('every chunk passes and reports its own files', () => {
    const { r, calls, dir } = chunked(undefined);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    const passed = calls.flat();
    expect(passed).toHaveLength(N);
    for (const p of passed) expect(path.isAbsolute(p) && p.startsWith(dir)).toBe(true);
    expect(r.out).toMatch(/chunk 1\/\d/);
    const summaries = [...r.out.matchAll(/(\d+) files checked, (\d+) ok, 0 invalid/g)];
    expect(summaries.length).toBe(calls.length);
    expect(summaries.reduce((n, m) => n + Number(m[1]), 0)).toBe(N);
    expect(r.code).toBe(0);
  });

  test('an invalid skill in one chunk fails the run and is named relative to the repository', () => {
    const { r, calls, dir } = chunked(7);
    // lint-staged stops the other chunk once one fails: on a busy machine it may not have
    // started yet, so only the failing chunk is sure to have run.
    expect(calls.flat()).toContain(path.join(dir, 'skills/skill-7/SKILL.md'));
    expect(r.out).toMatch(badFinding('skills/skill-7/SKILL.md'));
    expect(r.out).not.toContain(path.join(dir, 'skills'));
    expect(r.code).not.toBe(0);
  });
});

describe('husky + lint-staged with the lockfile (lint-staged.config.mjs)', () => {
  test('a commit that drifts from skillgate.lock is blocked; relocking lets it through', () => {
    const dir = huskyRepo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') }, { lockConfig: true });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    const first = head(dir);

    writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
    git(dir, 'add', '-A');
    const drift = commit(dir);
    expect(drift.out).toMatch(/^skills\/a\/SKILL\.md:\d+:\d+: error changed .*capability escalation/m);
    expect(drift.out).toContain('skillgate lock --check');
    expect(drift.code).not.toBe(0);
    expect(head(dir)).toBe(first);

    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    const relocked = commit(dir);
    expect(relocked.code).toBe(0);
    expect(head(dir)).not.toBe(first);
  });

  test('a relocked lockfile left unstaged blocks the commit (--staged), where it used to pass without it', () => {
    const dir = huskyRepo({ 'skills/a/SKILL.md': skill('a') }, { lockConfig: true });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    const first = head(dir);
    writeFiles(dir, { 'skills/a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', 'skills/a/SKILL.md');
    const r = commit(dir);
    expect(r.out).toMatch(/^ {2}skillgate\.lock: changes not staged$/m);
    expect(r.code).not.toBe(0);
    expect(head(dir)).toBe(first);
    git(dir, 'add', 'skillgate.lock');
    expect(commit(dir).code).toBe(0);
  });

  test('a repository that is one skill (SKILL.md at its root) gets the lock check too', () => {
    const dir = huskyRepo({ 'SKILL.md': skill('root') }, { lockConfig: true });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    const first = head(dir);
    writeFiles(dir, { 'SKILL.md': skill('root').replace('  - Read\n', '  - Read\n  - Bash\n') });
    git(dir, 'add', '-A');
    const drift = commit(dir);
    expect(drift.out).toMatch(/^SKILL\.md:\d+:\d+: error changed .*capability escalation/m);
    expect(drift.code).not.toBe(0);
    expect(head(dir)).toBe(first);
  });

  test('a commit that changes only the config or the keyring gets the lock check (an exclude drifts the lock)', () => {
    const dir = huskyRepo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') }, { lockConfig: true });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);
    const first = head(dir);
    writeFiles(dir, { '.skillgate.yml': 'exclude: ["skills/b/**"]\n' });
    git(dir, 'add', '-A');
    const excluded = commit(dir);
    expect(excluded.out).toMatch(/error removed /);
    expect(excluded.code).not.toBe(0);
    expect(head(dir)).toBe(first);
    git(dir, 'rm', '-q', '--cached', '.skillgate.yml');
    rmSync(path.join(dir, '.skillgate.yml'));
    // The keyring: a garbled line is an error of the lock check (exit 1), which now runs.
    writeFiles(dir, { '.skillgate/trusted-keys': 'not a key line\n' });
    git(dir, 'add', '-A');
    const keyring = commit(dir);
    expect(keyring.out).toMatch(/\.skillgate\/trusted-keys:1/);
    expect(keyring.code).not.toBe(0);
    expect(head(dir)).toBe(first);
  });

  test('validation still runs, and a staged lockfile edit alone triggers the lock check', () => {
    const dir = huskyRepo({ 'skills/a/SKILL.md': skill('a') }, { lockConfig: true });
    expect(skillgate(pkgDir, dir, 'lock').code).toBe(0);
    git(dir, 'add', '-A');
    expect(commit(dir).code).toBe(0);

    writeFiles(dir, { 'skills/z/SKILL.md': badSkill('z') });
    git(dir, 'add', '-A');
    const bad = commit(dir);
    expect(bad.out).toMatch(badFinding('skills/z/SKILL.md'));
    expect(bad.code).not.toBe(0);
    git(dir, 'rm', '-q', '-r', '-f', 'skills/z');

    const lock = path.join(dir, 'skillgate.lock');
    writeFileSync(lock, readFileSync(lock, 'utf8').replace('"version": "1.0.0"', '"version": "0.9.0"'));
    git(dir, 'add', 'skillgate.lock');
    const r = commit(dir);
    expect(r.out).toMatch(/skills\/a\/SKILL\.md:\d+:\d+: error changed /);
    expect(r.code).not.toBe(0);
  });
});
