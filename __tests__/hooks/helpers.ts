/**
 * Shared by the hook tests: a clean environment for git and the hook tools, a throwaway
 * "skillgate package" repository built from this working tree, and user repositories
 * that install skillgate, lint-staged and husky the way npm would lay them out.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, REPO, skill, tmpDir as newTmpDir } from '../helpers/cli.js';

export { REPO, skill };

const created: string[] = [];

/** A temporary directory that cleanup() removes. */
export function tmpDir(prefix: string): string {
  const dir = newTmpDir(prefix);
  created.push(dir);
  return dir;
}

/** Removes this file's temporary directories (kept when SKILLGATE_KEEP_TMP is set, to debug). */
export function cleanup(): void {
  if (process.env.SKILLGATE_KEEP_TMP) return;
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout then stderr, for messages that may land on either. */
  out: string;
}

let gitConfig: string | undefined;

/**
 * The environment every tool here runs in: no variables from an enclosing git hook or CI
 * step that would steer git or the hook tools, and a private git config so a user's global
 * settings (commit signing, core.hooksPath, templates) cannot change the outcome.
 */
export function hookEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  if (!gitConfig) {
    gitConfig = path.join(tmpDir('skillgate-gitconfig-'), 'gitconfig');
    writeFileSync(
      gitConfig,
      '[user]\n\tname = t\n\temail = t@example.org\n[init]\n\tdefaultBranch = main\n[advice]\n\tdetachedHead = false\n',
    );
  }
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(GIT_|PRE_COMMIT|HUSKY|LINT_STAGED)/.test(k)) continue;
    if (
      ['SKIP', 'NODE_OPTIONS', 'NODE_ENV', 'GITHUB_ACTIONS', 'SKILLGATE', 'SKILLGATE_LOCKFILE', 'FORCE_COLOR'].includes(
        k,
      )
    )
      continue;
    env[k] = v;
  }
  return { ...env, GIT_CONFIG_GLOBAL: gitConfig, GIT_CONFIG_NOSYSTEM: '1', NO_COLOR: '1', ...extra };
}

export function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Run {
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd,
    env: hookEnv(opts.env),
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (r.error) throw new Error(`${cmd} ${args.join(' ')}: ${r.error.message}`);
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, out: r.stdout + r.stderr };
}

/** git in `cwd`; throws with git's message when it fails. */
export function git(cwd: string, ...args: string[]): string {
  const r = run('git', args, { cwd });
  if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed (${r.code}): ${r.out}`);
  return r.stdout;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/** An invalid skill: the id is not kebab-case (InvalidId at 2:5) and the tool is misspelled. */
export function badSkill(id: string): string {
  return skill(id).replace(`id: ${id}\n`, `id: ${id.toUpperCase()}_X\n`).replace('  - Read\n', '  - Reed\n');
}

/** Where the findings of badSkill(id) must point, relative to the repository root. */
export function badFinding(rel: string): RegExp {
  return new RegExp(`^${rel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:5: error InvalidId `, 'm');
}

/**
 * A git repository holding this package as a release would: package.json (and its
 * lockfile), the bundle (the directory of SKILLGATE_BIN, else dist/), .pre-commit-hooks.yaml
 * and the files package.json publishes. Built from the working tree, not from HEAD, so it
 * tests what is about to be committed. Returns the directory and its commit.
 */
export function packageRepo(): { dir: string; rev: string } {
  const dir = tmpDir('skillgate-pkg-');
  for (const f of [
    'package.json',
    'package-lock.json',
    '.pre-commit-hooks.yaml',
    'README.md',
    'LICENSE',
    'action.yml',
  ]) {
    if (existsSync(path.join(REPO, f))) cpSync(path.join(REPO, f), path.join(dir, f));
  }
  if (existsSync(path.join(REPO, 'schema')))
    cpSync(path.join(REPO, 'schema'), path.join(dir, 'schema'), { recursive: true });
  cpSync(path.dirname(BIN), path.join(dir, 'dist'), { recursive: true });
  chmodSync(path.join(dir, 'dist', 'index.js'), 0o755);
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'skillgate package');
  return { dir, rev: git(dir, 'rev-parse', 'HEAD').trim() };
}

/**
 * A user repository with node_modules laid out as `npm install --save-dev skillgate
 * lint-staged husky` would: packages under node_modules/ and their bins in
 * node_modules/.bin. skillgate is the throwaway package; lint-staged and husky are this
 * repository's own installs (no network).
 */
export function userRepo(pkgDir: string, files: Record<string, string> = {}): string {
  const dir = tmpDir('skillgate-user-');
  git(dir, 'init', '-q');
  const nm = path.join(dir, 'node_modules');
  mkdirSync(path.join(nm, '.bin'), { recursive: true });
  symlinkSync(pkgDir, path.join(nm, 'skillgate'));
  symlinkSync(path.join(REPO, 'node_modules', 'lint-staged'), path.join(nm, 'lint-staged'));
  symlinkSync(path.join(REPO, 'node_modules', 'husky'), path.join(nm, 'husky'));
  symlinkSync('../skillgate/dist/index.js', path.join(nm, '.bin', 'skillgate'));
  symlinkSync('../lint-staged/bin/lint-staged.js', path.join(nm, '.bin', 'lint-staged'));
  symlinkSync('../husky/bin.js', path.join(nm, '.bin', 'husky'));
  writeFiles(dir, { '.gitignore': 'node_modules/\n', ...files });
  return dir;
}

/** Runs the bundle of the throwaway package (e.g. `lock` to write a lockfile) in `cwd`. */
export function skillgate(pkgDir: string, cwd: string, ...args: string[]): Run {
  return run(process.execPath, [path.join(pkgDir, 'dist', 'index.js'), ...args], { cwd });
}

export function head(cwd: string): string {
  const r = run('git', ['rev-parse', '--verify', '-q', 'HEAD'], { cwd });
  return r.code === 0 ? r.stdout.trim() : '(no commit)';
}
