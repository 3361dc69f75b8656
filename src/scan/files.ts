/**
 * Finding the SKILL.md files to check: named paths, directory walks, the repository
 * (git-tracked plus untracked-not-ignored), and files changed since a ref.
 * Paths leave here as FileRefs: absolute on disk, repository-relative with `/` for output.
 */
import { isUtf8 } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { globSet } from '../core/globset.js';
import { UsageError } from '../core/diagnostic.js';
import { fsReason, namesFolder, shellWord, statReason } from '../core/io-text.js';
import { CONFIG_FILE, type Settings } from '../core/config-types.js';
import type { FileRef } from '../core/engine.js';
import { HOLD_MIN_FILES, holdYoungGeneration } from '../core/heap.js';
import { noteShownSegment, percentBytes } from '../core/utf8.js';
import {
  followParts,
  ioReason,
  kindOf,
  linkLeadsOut,
  openedPath,
  OUTSIDE_FOLDER,
  OUTSIDE_LINK,
  setGitUnlisted,
} from './read.js';

export { followParts };
import { safe } from '../report/text.js';

export const SKILL_FILE = 'SKILL.md';

/**
 * git's attributes file at any level: it decides how git writes files into a work tree
 * (`working-tree-encoding=UTF-16`, `eol`, a filter), so a change to it may change the bytes
 * of SKILL.md files it does not touch. A change set that holds one is checked whole.
 */
export function isAttributesPath(p: string): boolean {
  return p === '.gitattributes' || p.endsWith('/.gitattributes');
}

const SKIP_DIRS = new Set(['.git', 'node_modules']);
/** The reason a folder named SKILL.md is reported. */
const SKILL_DIR = 'SKILL.md is a directory, not a file';

/** The git work tree holding `cwd` (found by walking up to a `.git`), else `cwd` itself. */
export function findRoot(cwd: string): { root: string; inGit: boolean } {
  let dir = path.resolve(cwd);
  for (;;) {
    if (existsSync(path.join(dir, '.git'))) return { root: dir, inGit: true };
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  const named = workTreeNamedByEnv(cwd);
  return named ? { root: named, inGit: true } : { root: path.resolve(cwd), inGit: false };
}

/**
 * The work tree and git dir GIT_DIR (and GIT_WORK_TREE) name, when no `.git` is found from the
 * working directory: a bare repository with a separate work tree (`git --git-dir=… --work-tree=…`,
 * a dotfiles repository), whose hooks git runs with both set. Then git runs with them, made
 * absolute (gitEnv). Else GIT_DIR and GIT_WORK_TREE are dropped: see gitEnv.
 */
let namedByEnv: { GIT_DIR: string; GIT_WORK_TREE: string } | undefined;

/** The work tree GIT_DIR/GIT_WORK_TREE name, when the working directory is inside it (git says). */
function workTreeNamedByEnv(cwd: string): string | undefined {
  const { GIT_DIR, GIT_WORK_TREE } = process.env;
  if (!GIT_DIR) return undefined;
  // git's environment, with the two it otherwise drops.
  const env = { ...gitEnv(), GIT_DIR, ...(GIT_WORK_TREE === undefined ? {} : { GIT_WORK_TREE }) };
  const r = spawnSync('git', ['rev-parse', '--absolute-git-dir', '--show-toplevel', '--is-inside-work-tree'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (r.error || r.status !== 0) return undefined;
  const [gitDir, top, inside] = r.stdout.toString('utf8').split('\n');
  // Outside the work tree they name, the run is not in it (a hook's script run elsewhere).
  if (!gitDir || !top || inside !== 'true') return undefined;
  namedByEnv = { GIT_DIR: gitDir, GIT_WORK_TREE: top };
  return top;
}

export function relPath(root: string, abs: string): string {
  return relInside(root, abs) ?? abs.split(path.sep).join('/');
}

/** `abs` relative to `root` with `/` when it lies strictly inside `root`, else undefined. */
export function relInside(root: string, abs: string): string | undefined {
  const rel = path.relative(root, abs);
  if (!rel || rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/**
 * `abs` as a path under `root` when it reaches the repository through a symlink (say,
 * `$PWD/skills/a` where the working directory was entered through a symlinked parent):
 * a directory resolved, a file's directories resolved and its own name kept. Any other
 * path is returned as is.
 */
export function underRoot(root: string, abs: string): string {
  if (isUnder(root, abs)) return abs;
  try {
    const real = statSync(abs).isDirectory()
      ? realpathSync.native(abs)
      : path.join(realpathSync.native(path.dirname(abs)), path.basename(abs));
    return isUnder(root, real) ? real : abs;
  } catch {
    return abs;
  }
}

/** True when `abs` is `root` or lies inside it. */
export function isUnder(root: string, abs: string): boolean {
  return path.relative(root, abs) === '' || relInside(root, abs) !== undefined;
}

/**
 * True when `abs` is or lies under a `.git` folder inside `root` (`.git/config`, where a CI
 * checkout keeps its token; a nested checkout's too), told from the path alone (no git run, unlike inGitOwnFolder):
 * no setting file is read there, nor quoted.
 */
export function underDotGit(root: string, abs: string): boolean {
  const rel = path.relative(root, abs);
  // Any `.git` on the way, a nested checkout's too (actions/checkout with `path:` keeps its token there).
  return (
    rel !== '' &&
    rel !== '..' &&
    !rel.startsWith('..' + path.sep) &&
    !path.isAbsolute(rel) &&
    rel.split(path.sep).some(isGitName)
  );
}

/**
 * The config's and the keyring's repository-relative paths that a change may edit them at:
 * each one's own path and, when it is a symlink or lies under a symlinked folder inside the
 * repository (`.skillgate.yml -> conf/sg.yml`), the file it leads to, whose edit changes
 * the policy as much.
 */
export function policyPaths(settings: Settings): string[] {
  const out = new Set<string>();
  const realRoot = realOr(settings.root);
  for (const abs of [
    settings.configPath ?? path.join(settings.root, CONFIG_FILE),
    path.resolve(settings.root, settings.trustedKeys),
  ]) {
    out.add(relPath(settings.root, abs));
    const real = relInside(realRoot, realOr(abs));
    if (real !== undefined) out.add(real);
  }
  return [...out];
}

/** The real path of `p`; `p` itself when it cannot be resolved (not there, a loop). */
export function realOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

/**
 * Where a write to `abs` lands: the folders on the way resolved (a folder symlink is followed
 * by the write, and folders made for it are made where the nearest existing one leads), the
 * last name as it is (a rename replaces a symlink there).
 */
export function landingOf(abs: string): string {
  return path.join(realDeepest(path.dirname(abs)), path.basename(abs));
}

/**
 * The real path of `p` when it exists, else its nearest existing ancestor's real path with
 * the rest of the name (`alias/new/x` with `alias -> .git`: `<repo>/.git/new/x`).
 */
export function realDeepest(p: string): string {
  const rest: string[] = [];
  let at = p;
  // No system resolves a path past PATH_MAX: start at the longest ancestor under it (a config
  // `lockfile:` of 40,000 parts took 85 s, a lookup and two copies of the path a part).
  while (Buffer.byteLength(at) > 4095) {
    const up = path.dirname(at);
    if (up === at) break;
    rest.push(path.basename(at));
    at = up;
    // (A long run of short parts: cut at once to the last separator under the limit.)
    if (at.length > 8192) {
      const cut = at.lastIndexOf(path.sep, 4095);
      if (cut > 0) {
        const parts = at.slice(cut + 1).split(path.sep);
        for (let k = parts.length - 1; k >= 0; k--) rest.push(parts[k]!);
        at = at.slice(0, cut);
      }
    }
  }
  // `rest`: the parts below `at`, the deepest first.
  for (;;) {
    try {
      return path.join(realpathSync.native(at), [...rest].reverse().join(path.sep));
    } catch {
      const up = path.dirname(at);
      if (up === at) return p;
      rest.push(path.basename(at));
      at = up;
    }
  }
}

/**
 * The real path of `dir`, the fence of the files a scan of it finds (FileRef.fence): a
 * SKILL.md symlink that leads out of it is not read. `dir` itself when it cannot be resolved.
 */
export const fenceOf = realOr;

/** The fence of a scan of `dir` under `settings` (undefined: --follow-symlinks, no fence). */
function fenceFor(settings: Settings, dir: string): string | undefined {
  return settings.followSymlinks ? undefined : fenceOf(dir);
}

export function ref(root: string, abs: string): FileRef {
  return { abs, rel: relPath(root, abs) };
}

/** A directory entry that is not a regular file but is named SKILL.md. */
export interface ScanProblem {
  ref: FileRef;
  reason: string;
  /** A directory that could not be listed (repository-relative): include/exclude see it as a folder. */
  unlistedDir?: string;
}

/** A directory the scan could not list: the SKILL.md files under it would go unchecked. */
function unlistable(root: string, absDir: string, why: string): ScanProblem {
  const r = ref(root, absDir);
  return {
    ref: r,
    reason: `cannot read directory: ${why}; the SKILL.md files under it are not checked`,
    unlistedDir: r.rel,
  };
}

export interface Collected {
  files: FileRef[];
  problems: ScanProblem[];
  /** A repository scan whose untracked files are still to be listed (see scanRepository). */
  untracked?: PendingUntracked;
  /** Files dropped by config include/exclude. */
  excluded: number;
  /**
   * Files named SKILL.md in another case (`skill.md`, `Skill.md`), repository-relative:
   * never checked (the name is exact), and a case-insensitive file system opens them as
   * SKILL.md, so the run says so rather than skipping them in silence.
   */
  misnamed?: string[];
  /**
   * Folders git lists as another repository (`dir/` among the untracked files: a nested
   * repository it does not track), repository-relative: git lists none of their files.
   */
  nested?: string[];
  /**
   * --changed-since: the commit REF names, and the SKILL.md files (repository-relative) the
   * change deletes, whose ids unchanged skills may still name; `policy`: the config or
   * keyring (repository-relative) the change edits, so that every SKILL.md was listed.
   */
  since?: { sha: string; removed: string[]; policy?: string };
  /** A walk stopped at its limit of entries (scanRepository's `limit`): files past it are not listed. */
  cut?: number;
}

/** Why a named path cannot be read as a SKILL.md, or undefined when it can. */
function canOpen(abs: string, st: Stats): string | undefined {
  if (!st.isFile()) return `it is ${kindOf(st)}, not a regular file`;
  try {
    closeSync(openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)));
    return undefined;
  } catch (e) {
    return ioReason(e).replace(/^cannot read file: /, '');
  }
}

/**
 * Runs git in `root`, in the C locale (its warnings are read in English); a failure is a
 * UsageError naming the command and git's first line.
 */
function runGit(root: string, args: string[]): { stdout: Buffer; stderr: Buffer } {
  const r = spawnGit(root, args);
  if (r.error || r.status !== 0) throw new UsageError(`git ${args.join(' ')} failed: ${gitFailure(r)}`);
  return { stdout: r.stdout, stderr: r.stderr };
}

/** Why a git run failed: git's first line, else why it could not start, else its exit. */
export function gitFailure(r: ReturnType<typeof spawnGit>): string {
  const said = r.stderr?.toString().trim();
  const first = said?.split('\n')[0];
  // git's own way out follows on later lines; the first alone left the user without it.
  const fix = first && /dubious ownership/.test(first) && /git config --global --add safe\.directory .+/.exec(said!);
  if (fix) return `${first} (another user owns it; if you trust it: ${fix[0].trim()})`;
  return first || cannotRun(r.error) || `exit ${r.status ?? r.signal}`;
}

/**
 * The environment git runs in: the repository is the one found from the working directory
 * (findRoot), so a GIT_DIR or GIT_WORK_TREE inherited from elsewhere must not point git at
 * another (git sets GIT_DIR for hooks in a linked worktree: the same repository, found again
 * from `root`). Only when no `.git` is found do they name the repository (findRoot), and then
 * git runs with them. GIT_INDEX_FILE stays: a hook run by `git commit -a` checks its index.
 * The pathspec switches go too: every pathspec skillgate writes says how it matches
 * (`*\/SKILL.md` as a glob, `:(literal)` for names), and an inherited GIT_LITERAL_PATHSPECS
 * (Magit sets it for hooks) or GIT_GLOB_PATHSPECS made `*\/SKILL.md` match no nested file.
 */
export function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C', LANGUAGE: '' };
  for (const name of GIT_ENV_DROPPED) delete env[name];
  return namedByEnv ? Object.assign(env, namedByEnv) : env;
}

const GIT_ENV_DROPPED = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
];

/** Why git could not be started at all, as a user reads it (`spawnSync git ENOENT`: git is not installed). */
export function cannotRun(error: Error | undefined): string | undefined {
  if (!error) return undefined;
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? 'git was not found on PATH (in a git work tree, skillgate asks git which files it tracks): install git'
    : error.message;
}

// A SKILL.md link's target that git does not list is not read (scan/read.ts). What git lists
// is read once per repository (the fence's, and a submodule's: one git process a link took
// 45 s for 2,000 links): its tracked files and, unless only tracked files count (the Action:
// a file the checkout does not track there is an earlier step's, and the pull request's own
// .gitignore would decide), its untracked files that are not ignored. A target inside a
// submodule (a gitlink the repository tracks) is judged by the submodule's git; inside any
// other nested repository (a private checkout an earlier step made), it is not listed. Outside
// a work tree, or without git, nothing is ignored; any other failure of git refuses the target.
let trackedOnly = false;
/** Only tracked files are link targets (the Action). */
export function onlyTrackedLinkTargets(): void {
  trackedOnly = true;
}
type ListedFiles = Set<string> | 'no git' | 'failed';
const listedAt = new Map<string, ListedFiles>();
function listedIn(dir: string): ListedFiles {
  let listed = listedAt.get(dir);
  if (listed !== undefined) return listed;
  const args = trackedOnly
    ? ['ls-files', '-z', '--cached']
    : ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const r = spawnGit(dir, args);
  listed =
    r.status === 0
      ? new Set(splitListing(r.stdout).paths)
      : r.error || /not a git repository/i.test(r.stderr?.toString('utf8') ?? '')
        ? 'no git'
        : 'failed';
  listedAt.set(dir, listed);
  return listed;
}
setGitUnlisted((real, fence) => {
  const here = listedIn(fence);
  if (here === 'no git') return false;
  if (here === 'failed') return true;
  const rel = path.relative(fence, real).split(path.sep).join('/');
  if (here.has(rel)) return false;
  // Inside a submodule (a gitlink this repository tracks, which lists none of its files).
  const parts = rel.split('/');
  for (let i = parts.length - 1; i > 0; i--) {
    const sub = parts.slice(0, i).join('/');
    if (!here.has(sub)) continue;
    const inner = listedIn(path.join(fence, sub));
    return !(inner instanceof Set && inner.has(parts.slice(i).join('/')));
  }
  return true;
});

export function spawnGit(root: string, args: string[], input?: string) {
  return spawnSync('git', args, {
    cwd: root,
    maxBuffer: 1 << 30,
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    env: gitEnv(),
  });
}

/**
 * git's NUL-separated paths. A path whose bytes are not UTF-8 cannot be named (every output
 * names files in UTF-8) nor opened by a decoded name: it goes to `notUtf8`, decoded with
 * U+FFFD for each bad byte, for the caller to report instead of skipping it silently.
 */
export interface Listing {
  paths: string[];
  notUtf8: string[];
  /** Directories git warned it could not open (repository-relative), with why. */
  unreadable?: { dir: string; why: string }[];
}

export function splitListing(out: Buffer): Listing {
  const text = out.toString('utf8');
  // U+FFFD also stands for itself (a file name may hold it): only then are the bytes looked at.
  if (!text.includes('\uFFFD')) return plainListing(text);
  const listing: Listing = { paths: [], notUtf8: [] };
  let from = 0;
  while (from < out.length) {
    let end = out.indexOf(0, from);
    if (end < 0) end = out.length;
    if (end > from) {
      const raw = out.subarray(from, end);
      if (isUtf8(raw)) listing.paths.push(raw.toString('utf8'));
      else listing.notUtf8.push(bytesShown(raw));
    }
    from = end + 1;
  }
  return listing;
}

/**
 * A name that is not UTF-8, as outputs show it: its UTF-8 parts as they are, each other byte
 * as the text `\xff`. (Decoded with U+FFFD, two names that differ only in such bytes were
 * one name, and one of the two files went unreported.)
 */
export function bytesShown(b: Buffer): string {
  // Each segment that is not UTF-8 is noted with its URI (the bytes percent-encoded), for
  // SARIF: the text `\xff` is also a name a folder may have, and `\x41` a UTF-8 one.
  for (let from = 0; from <= b.length;) {
    let to = b.indexOf(0x2f, from);
    if (to < 0) to = b.length;
    const seg = b.subarray(from, to);
    if (!isUtf8(seg)) noteShownSegment(segmentShown(seg), percentBytes(seg));
    from = to + 1;
  }
  return segmentShown(b);
}

function segmentShown(b: Buffer): string {
  let out = '';
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
    if (n && i + n <= b.length && isUtf8(b.subarray(i, i + n))) {
      out += b.toString('utf8', i, i + n);
      i += n;
    } else {
      out += `\\x${c.toString(16).padStart(2, '0')}`;
      i++;
    }
  }
  return out;
}

/** A listing decoded without a U+FFFD: every path is UTF-8. */
function plainListing(text: string): Listing {
  return { paths: text.split('\0').filter(Boolean), notUtf8: [] };
}

/**
 * The paths `git diff -z --name-status --no-renames ARGS --` names, those it says are deleted
 * apart from the others (one run for both).
 */
function gitChanges(root: string, args: string[]): { changed: Listing; deleted: Listing } {
  const out = runGit(root, ['diff', '-z', '--name-status', '--no-renames', ...args, '--']).stdout;
  const changed: Buffer[] = [];
  const deleted: Buffer[] = [];
  // STATUS NUL PATH NUL, for each path.
  for (let from = 0; from < out.length;) {
    const at = out.indexOf(0, from);
    if (at < 0) break;
    let end = out.indexOf(0, at + 1);
    if (end < 0) end = out.length;
    (out.subarray(from, at).toString('latin1') === 'D' ? deleted : changed).push(out.subarray(at + 1, end), NUL);
    from = end + 1;
  }
  const listing = { changed: splitListing(Buffer.concat(changed)), deleted: splitListing(Buffer.concat(deleted)) };
  holdYoungGeneration(listing.changed.paths.length);
  return listing;
}
const NUL = Buffer.from([0]);

/** git lists what it can and, for a directory it cannot open, warns on stderr and exits 0: those warnings become `unreadable`. */
function gitPaths(root: string, args: string[]): Listing {
  const r = runGit(root, args);
  const listing = splitListing(r.stdout);
  // Before its paths become the run's files: a large listing is a large run (heap.ts).
  holdYoungGeneration(listing.paths.length);
  const unreadable = gitDirWarnings(r.stderr.toString('utf8'));
  return unreadable.length ? { ...listing, unreadable } : listing;
}

const COULD_NOT_OPEN = /^warning: could not open directory '/gm;
/** What git's message was cut from: a path over PATH_MAX (git cuts its messages at 4 KiB). */
const TOO_LONG = 'the path, or a name in it, is too long';

/**
 * `warning: could not open directory 'a/b/': Permission denied` lines, as {dir, why}. git
 * cuts a message at 4 KiB, so one about a path too long to open (over PATH_MAX) has no
 * `': reason` at all: it names the deepest whole folder of what is left, which holds the
 * one git skipped (else a SKILL.md down there would be left out with exit 0).
 */
export function gitDirWarnings(stderr: string): { dir: string; why: string }[] {
  const out: { dir: string; why: string }[] = [];
  const starts = [...stderr.matchAll(COULD_NOT_OPEN)].map((m) => m.index);
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i]! + "warning: could not open directory '".length;
    // git writes the name raw: one holding a newline spans lines, so the name runs to the
    // first `': ` (before the next warning).
    const text = stderr.slice(from, i + 1 < starts.length ? starts[i + 1]! - 1 : stderr.length);
    const end = text.indexOf("': ");
    if (end >= 0) {
      const dir = text.slice(0, end).replace(/\/+$/, '');
      const why = text
        .slice(end + 3)
        .split('\n')[0]!
        .trim()
        .toLowerCase();
      if (dir) out.push({ dir, why: why || 'unreadable' });
      continue;
    }
    const cut = text.replace(/\n$/, '');
    const dir = cut.slice(0, cut.lastIndexOf('/'));
    if (cut.length >= 3000 && dir) out.push({ dir, why: `a folder in it: ${TOO_LONG}` });
  }
  return out;
}

/**
 * SKILL.md files git tracks that a sparse checkout leaves out of the work tree (the
 * skip-worktree bit), with their content in the index: among `missing` (tracked files whose
 * read found nothing). Checked from there, a sparse checkout neither reports them removed
 * from the lock nor has `lock` drop them. A blob over `maxBytes` gives its size instead (a
 * FileTooLarge, as on disk). Only regular files (a symlinked SKILL.md is an alias of another
 * file), stage 0. Asked only when tracked files were missing; blobs are read by object id,
 * so any path works.
 */
export function skillsFromIndex(
  root: string,
  missing: readonly string[],
  maxBytes: number,
): Map<string, Buffer | number | { error: string }> {
  const out = new Map<string, Buffer | number | { error: string }>();
  const wanted = new Set(missing);
  const listed = spawnGit(root, ['ls-files', '-z', '-s', '-t']);
  if (listed.error || listed.status !== 0) return out;
  const sparse: { path: string; oid: string }[] = [];
  // `S 100644 <oid> 0<TAB>path`: skip-worktree, a regular file, merged. (What a commit holds
  // of any file, links followed: skillsAsCommitted.)
  const entry = /^S (100644|100755) ([0-9a-f]+) 0\t([\s\S]*)$/;
  for (const line of listed.stdout.toString('utf8').split('\0')) {
    const m = entry.exec(line);
    if (m && wanted.has(m[3]!)) sparse.push({ path: m[3]!, oid: m[2]! });
  }
  if (!sparse.length) return out;
  readBlobs(root, sparse, maxBytes, out);
  return out;
}

/**
 * The blobs of `list` (a path and its object id each) into `out`: the content, its size when
 * over `maxBytes` (never read into memory: a FileTooLarge, as on disk), or why git cannot
 * give it. Two `git cat-file` calls whatever the number.
 */
function readBlobs(
  root: string,
  list: readonly { path: string; oid: string }[],
  maxBytes: number,
  out: Map<string, Buffer | number | { error: string }>,
): void {
  if (!list.length) return;
  // A skill git cannot give (a partial clone whose remote is gone, say) is unreadable, never
  // gone: it would be `removed` drift, and `skillgate lock` would drop it.
  const failed = (of: readonly { path: string }[], why: string) => {
    for (const x of of) if (!out.has(x.path)) out.set(x.path, { error: why });
  };
  const batch = (args: string[], oids: string[]) =>
    spawnSync('git', ['cat-file', ...args], {
      cwd: root,
      env: gitEnv(),
      input: oids.map((o) => `${o}\n`).join(''),
      maxBuffer: 1 << 30,
    });
  const gitSays = (r: ReturnType<typeof batch>) =>
    r.error?.message ?? (r.stderr?.toString('utf8').trim().split('\n').pop() || `git exited ${r.status}`);
  const MISSING = 'its content is not in the local object store (a partial clone that cannot fetch it?)';
  // Sizes first: a blob too large to be a SKILL.md is never read into memory.
  const check = batch(
    ['--batch-check'],
    list.map((x) => x.oid),
  );
  if (check.error || check.status !== 0) {
    failed(list, gitSays(check));
    return;
  }
  const sizes = check.stdout.toString('utf8').split('\n');
  const small: { path: string; oid: string }[] = [];
  list.forEach((x, k) => {
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(sizes[k] ?? '');
    if (!m) out.set(x.path, { error: MISSING });
    else if (Number(m[1]) > maxBytes) out.set(x.path, Number(m[1]));
    else small.push(x);
  });
  if (!small.length) return;
  const r = batch(
    ['--batch'],
    small.map((x) => x.oid),
  );
  if (r.error || r.status !== 0) {
    failed(small, gitSays(r));
    return;
  }
  const buf = r.stdout;
  let at = 0;
  for (const x of small) {
    const eol = buf.indexOf(0x0a, at);
    if (eol < 0) break;
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(buf.subarray(at, eol).toString('utf8'));
    at = eol + 1;
    if (!m) {
      out.set(x.path, { error: MISSING });
      continue;
    }
    const size = Number(m[1]);
    out.set(x.path, Buffer.from(buf.subarray(at, at + size)));
    at += size + 1;
  }
  failed(small, MISSING);
}

/** How a path reads in the commit the index holds (skillsAsCommitted). */
export type Committed =
  | { kind: 'file'; target: string; blob: Buffer | number | { error: string } }
  /** Not in it: untracked, or a symlink that leads to nothing the index holds. */
  | { kind: 'absent' }
  /** A symlink that leads out of the checked folder or into a submodule: the index cannot say; read the work tree. */
  | { kind: 'outside' };

/**
 * Each of `rels` (root-relative) as the commit the index holds would have it: a regular file
 * as its index blob, a symlink (a SKILL.md link, or a folder link on its way) followed through
 * the links the index holds, to the regular file it lands on (`target`, root-relative) and
 * its blob. What the work tree says is not read: an unstaged edit, a link retargeted and not
 * staged, a target edited and not staged, a file flagged skip-worktree or assume-unchanged
 * are all as the commit will hold them (validate --staged: the ids of the other skills).
 * Merged entries only (stage 0); at most 40 links followed a path, as the kernel does.
 */
export function skillsAsCommitted(root: string, rels: readonly string[], maxBytes: number): Map<string, Committed> {
  const out = new Map<string, Committed>();
  const listed = spawnGit(root, ['ls-files', '-z', '-s']);
  if (listed.error || listed.status !== 0) {
    for (const rel of rels) out.set(rel, { kind: 'outside' });
    return out;
  }
  const entries = new Map<string, { mode: string; oid: string }>();
  for (const line of listed.stdout.toString('utf8').split('\0')) {
    const m = /^(\d+) ([0-9a-f]+) 0\t([\s\S]*)$/.exec(line);
    if (m) entries.set(m[3]!, { mode: m[1]!, oid: m[2]! });
  }
  // What each link of the index holds: its target's text.
  const linkList = [...entries].filter(([, e]) => e.mode === '120000').map(([p, e]) => ({ path: p, oid: e.oid }));
  const linkBlobs = new Map<string, Buffer | number | { error: string }>();
  readBlobs(root, linkList, 4096, linkBlobs);
  const resolve = (rel: string): string | undefined | null => {
    let pending = rel.split('/');
    const done: string[] = [];
    let hops = 0;
    while (pending.length) {
      const c = pending.shift()!;
      if (c === '' || c === '.') continue;
      if (c === '..') {
        // Above the checked folder: the index (of this folder) cannot say.
        if (!done.length) return null;
        done.pop();
        continue;
      }
      done.push(c);
      const at = done.join('/');
      const mode = entries.get(at)?.mode;
      // Into a submodule: its files are in its own index, not this one's.
      if (mode === '160000') return null;
      if (mode !== '120000') continue;
      const text = linkBlobs.get(at);
      if (!Buffer.isBuffer(text)) return undefined;
      const target = text.toString('utf8');
      if (++hops > 40 || target.startsWith('/')) return target.startsWith('/') ? null : undefined;
      done.pop();
      pending = [...target.split('/'), ...pending];
    }
    return done.join('/');
  };
  const wanted: { path: string; oid: string }[] = [];
  const targetOf = new Map<string, string>();
  for (const rel of rels) {
    const target = resolve(rel);
    if (target === null) {
      out.set(rel, { kind: 'outside' });
      continue;
    }
    const e = target === undefined ? undefined : entries.get(target);
    if (!e || (e.mode !== '100644' && e.mode !== '100755')) {
      out.set(rel, { kind: 'absent' });
      continue;
    }
    targetOf.set(rel, target!);
    wanted.push({ path: rel, oid: e.oid });
  }
  const blobs = new Map<string, Buffer | number | { error: string }>();
  readBlobs(root, wanted, maxBytes, blobs);
  for (const [rel, target] of targetOf) out.set(rel, { kind: 'file', target, blob: blobs.get(rel)! });
  return out;
}

/**
 * False when the index cannot hold a skip-worktree entry: git writes index version 2 unless
 * an entry needs the extended flags (skip-worktree is one), so a repository that is not a
 * sparse checkout costs no git run to ask (a settings file absent, a folder named).
 * True when unsure (another index file, one not read), for git to say.
 */
export function mayHoldSkipWorktree(root: string): boolean {
  if (process.env.GIT_INDEX_FILE) return true;
  const index = indexPath(root);
  if (index === undefined) return true;
  let fd: number | undefined;
  try {
    fd = openSync(index, 'r');
    const head = Buffer.alloc(8);
    if (readSync(fd, head, 0, 8, 0) < 8) return true;
    return !(head.toString('latin1', 0, 4) === 'DIRC' && head.readUInt32BE(4) === 2);
  } catch (e) {
    // No index at all (a repository with no commit and nothing added) holds no entry.
    return (e as NodeJS.ErrnoException).code !== 'ENOENT';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** `.git/index`, or the index of the git dir a `.git` file names (a linked worktree, a submodule). */
function indexPath(root: string): string | undefined {
  const dotGit = path.join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return path.join(dotGit, 'index');
    const m = /^gitdir: (.+?)\s*$/.exec(readFileSync(dotGit, 'utf8').split('\n')[0] ?? '');
    return m ? path.join(path.resolve(root, m[1]!), 'index') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * git's own folders for the repository at `root`: its git dir, common dir and hooks folder
 * (`core.hooksPath`, husky's `.husky/_`), as real paths. Empty when git cannot say.
 */
export function gitOwnDirs(root: string): string[] {
  const r = spawnGit(root, ['rev-parse', '--git-dir', '--git-common-dir', '--git-path', 'hooks']);
  if (r.error || r.status !== 0) return [];
  return r.stdout
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((p) => {
      const abs = path.resolve(root, p);
      try {
        return realpathSync.native(abs);
      } catch {
        return abs;
      }
    });
}

/**
 * Whether `lands` is in one of git's own folders: the git dir, the common dir, or the hooks
 * folder (with husky's parent of `.husky/_`, whose scripts its hooks run). A hooks folder at
 * the root or above it (core.hooksPath = .) is not the whole repository: what is there is the
 * repository's, but for a file there under a hook's name (`pre-commit`), which git runs.
 */
export function inGitOwnFolder(root: string, realRoot: string, lands: string): boolean {
  const dirs = gitOwnDirs(root);
  const hooks = dirs[2];
  if (hooks !== undefined && path.basename(hooks) === '_') dirs.push(path.dirname(hooks));
  if (
    hooks !== undefined &&
    isUnder(hooks, realRoot) &&
    path.dirname(lands) === hooks &&
    HOOK_NAMES.has(path.basename(lands))
  )
    return true;
  return dirs.some((d) => isUnder(d, lands) && !isUnder(d, realRoot));
}

/** githooks(5): a file so named in a hooks folder is run by git (husky runs .husky/<name> too). */
export const HOOK_NAMES = new Set([
  'applypatch-msg',
  'pre-applypatch',
  'post-applypatch',
  'pre-commit',
  'pre-merge-commit',
  'prepare-commit-msg',
  'commit-msg',
  'post-commit',
  'pre-rebase',
  'post-checkout',
  'post-merge',
  'pre-push',
  'pre-receive',
  'update',
  'proc-receive',
  'post-receive',
  'post-update',
  'reference-transaction',
  'push-to-checkout',
  'pre-auto-gc',
  'post-rewrite',
  'sendemail-validate',
  'fsmonitor-watchman',
  'p4-changelist',
  'p4-prepare-changelist',
  'p4-post-changelist',
  'p4-pre-submit',
  'post-index-change',
]);

/**
 * Whether a write to `file` lands inside a git directory: a folder named `.git` (any case) on
 * its way, or one git takes for a repository (a bare one, `HEAD`, `objects/` and `refs/` in it:
 * `repo.git/hooks/pre-commit`, `../other.git/config`), a nested, a sibling or a superproject's
 * repository's too. For a file inside the work tree `root`, the folders that hold the work tree
 * (a work tree put inside some `.git` folder, or under a bare repository's folder) are its own,
 * no reason to refuse; for any other file (`../refs/heads/x` from a work tree in `.git/wt`), and
 * without a work tree (a run inside a bare repository), every folder on the way counts.
 */
export function inAnyGitDir(file: string, root: string | undefined): boolean {
  const partsOf = (p: string) => p.split(path.sep).filter((x) => x !== '');
  const ownRoots = root === undefined ? [] : [partsOf(path.resolve(root)), partsOf(realOr(root))];
  const abs = path.resolve(file);
  const real = realDeepest(abs);
  for (const start of real === abs ? [abs] : [abs, real]) {
    // Its folders from the top (one pass: a path of 65,000 folders took minutes folder by
    // folder up), past those that hold the work tree.
    const parts = partsOf(start);
    parts.pop();
    let own = 0;
    for (const r of ownRoots) {
      let k = 0;
      while (k < r.length && k < parts.length && r[k] === parts[k]) k++;
      // Only for a file inside the work tree: one beside it, under a folder that holds it
      // (`.git/wt`'s `../refs/heads/x`), is in that folder's files, a git directory's maybe.
      if (k === r.length) own = Math.max(own, k);
    }
    let d = path.parse(start).root;
    for (let k = 0; k < parts.length; k++) {
      d = k === 0 ? d + parts[k] : d + path.sep + parts[k];
      if (k < own) continue;
      // (A folder past PATH_MAX cannot be opened: its parts' names still tell.)
      if (isGitName(parts[k]!) || (d.length < 4096 && looksLikeGitDir(d))) return true;
    }
  }
  return false;
}

/** A folder git would read as a repository's git directory (as git's own test: HEAD, objects/, refs/). */
function looksLikeGitDir(dir: string): boolean {
  try {
    return (
      statSync(path.join(dir, 'HEAD'), { throwIfNoEntry: false })?.isFile() === true &&
      statSync(path.join(dir, 'objects'), { throwIfNoEntry: false })?.isDirectory() === true &&
      statSync(path.join(dir, 'refs'), { throwIfNoEntry: false })?.isDirectory() === true
    );
  } catch {
    return false; // not readable: not known to be one
  }
}

/** The reason a SKILL.md under a name that is not UTF-8 is reported, not checked. */
export const NOT_UTF8 =
  'the path is not valid UTF-8, so skillgate cannot name or check this file: rename it (file and directory names must be UTF-8)';

/** True when a path part is `.git` (in any case: a case-insensitive disk opens `.GIT` as it). */
export function isGitName(part: string): boolean {
  return part.toLowerCase() === '.git';
}

export function isSkillPath(p: string): boolean {
  return p === SKILL_FILE || p.endsWith('/' + SKILL_FILE);
}

/** A path whose last part is SKILL.md in another case (`a/skill.md`), as git or a walk names it. */
export function isMisnamedSkillPath(p: string): boolean {
  const n = p.length;
  // Most paths end in neither d nor D: one character code decides them.
  if (n < 8 || (p.charCodeAt(n - 1) | 32) !== 100 || (n > 8 && p.charCodeAt(n - 9) !== 47)) return false;
  const last = p.slice(n - 8);
  return last !== SKILL_FILE && last.toLowerCase() === 'skill.md';
}

/** How many misnamed files a run names one by one; the rest are counted. */
export const MISNAMED_SHOWN = 10;

/**
 * What a run says of a misnamed file it did not check (`shown` as the report names it; `abs`
 * where it is): rename it, or, when its folder has a SKILL.md too, merge or remove it.
 */
export function misnamedMessage(shown: string, abs: string): string {
  let beside = false;
  try {
    beside = readdirSync(path.dirname(abs)).includes(SKILL_FILE);
  } catch {
    // unreadable folder: the plain advice
  }
  return beside
    ? `${shown} is not checked: its name differs from ${SKILL_FILE} in case, and only ${SKILL_FILE} is read; its folder has a ${SKILL_FILE} too (merge the two, or remove this one)`
    : `${shown} is not checked: its name differs from ${SKILL_FILE} in case, and only ${SKILL_FILE} is read (rename it to ${SKILL_FILE})`;
}

/** How much of a misnamed file is read to tell a skill from a document that happens to be named so. */
const SHAPE_BYTES = 16 * 1024;

/**
 * Whether a file named SKILL.md in another case holds a skill: it opens with a `---`
 * frontmatter that has a `description` key and an `id` or `name` key, as both profiles
 * require. A `docs/skill.md` page about skills is no skill, and is not warned about.
 */
export function skillShaped(abs: string): boolean {
  let text: string;
  try {
    const fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      if (!fstatSync(fd).isFile()) return false;
      const buf = Buffer.alloc(SHAPE_BYTES);
      text = buf.subarray(0, readSync(fd, buf, 0, SHAPE_BYTES, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^---[ \t]*$/.test(lines[0] ?? '')) return false;
  let description = false;
  let identity = false;
  for (let i = 1; i < lines.length && !/^---[ \t]*$/.test(lines[i]); i++) {
    if (/^description[ \t]*:/.test(lines[i])) description = true;
    else if (/^(?:id|name)[ \t]*:/.test(lines[i])) identity = true;
  }
  return description && identity;
}

/** What a run says of the misnamed files past MISNAMED_SHOWN. */
export function misnamedMoreMessage(n: number): string {
  return `${n} more file${n === 1 ? '' : 's'} named ${SKILL_FILE} in another case ${n === 1 ? 'is' : 'are'} not checked (rename ${n === 1 ? 'it' : 'them'} to ${SKILL_FILE})`;
}

function noteMisnamed(out: Collected, rel: string, abs: string): void {
  if (skillShaped(abs)) (out.misnamed ??= []).push(rel);
}

/** Folders a walk lists before it holds the young generation (see walk). */
const WALK_HOLD_FOLDERS = 256;

/**
 * Walks a directory for SKILL.md entries without following symlinked directories, skipping
 * `ignored` (repository-relative paths: what git ignores, see ignoredUnder).
 */
function walk(
  dir: string,
  root: string,
  out: Collected,
  fence: string | undefined,
  ignored?: ReadonlySet<string>,
  /** Inside a git work tree what git ignores is left out (`ignored`), not node_modules as such: git may track it. */
  inWorkTree = false,
  /** Entries listed, at most: past it the walk stops and says so (Collected.cut). */
  limit = Infinity,
): void {
  let seen = 0;
  // Each folder with the real path it must have: one swapped for a symlink since its parent
  // was listed is not entered (a link to `..` made the walk run round the tree for ever, one
  // leading out read the files there).
  const stack: [string, string | undefined][] = [[dir, undefined]];
  const top = realOrUndefined(dir);
  let listings = 0;
  // With a limit, breadth first: what a cut leaves out is what lies farthest from the root.
  const wide = limit !== Infinity;
  let next = 0;
  while (wide ? next < stack.length : stack.length) {
    const [d, real] = wide ? stack[next++]! : stack.pop()!;
    // A walk of WALK_HOLD_FOLDERS folders is a large run in the making: its paths are kept
    // (long ones under a deep folder), and by its 1,000th file node 24 had already doubled
    // the young generation (heap.ts).
    if (++listings === WALK_HOLD_FOLDERS) holdYoungGeneration(HOLD_MIN_FILES);
    let entries: Dirent[];
    try {
      const listed = d === dir ? readdirSync(d, { withFileTypes: true }) : listFolder(d, real);
      if (listed === undefined) continue;
      entries = listed;
    } catch (e) {
      if (d === dir) throw e;
      // Skipped in silence, its skills would never be checked nor locked: an I/O error (exit 1).
      out.problems.push(unlistable(root, d, ioReason(e).replace(/^cannot read file: /, '')));
      continue;
    }
    if (entries.length >= HOLD_MIN_FILES) holdYoungGeneration(HOLD_MIN_FILES);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // The entries up to the limit are taken, then the walk stops.
    const cut = seen + entries.length > limit;
    if (cut) {
      entries = entries.slice(0, limit - seen);
      out.cut = limit;
    }
    seen += entries.length;
    const bad = entries.some((e) => e.name.includes('\uFFFD')) ? notUtf8Names(d) : undefined;
    for (const ent of entries) {
      const full = path.join(d, ent.name);
      if (ignored?.has(relPath(root, full))) continue;
      const badNames = bad?.get(ent.name);
      // readdir lists every such name, and a valid one holding U+FFFD, under one string: the
      // first of them reports the names that are not UTF-8, a valid one is walked as any other.
      if (badNames && (badNames.length || !validNames(d).has(ent.name))) {
        // Its name cannot be opened by its decoded form: its SKILL.md files are reported, under
        // every name that decodes so (each once: readdir lists them all under that one name).
        for (const [raw, name] of badNames.splice(0)) {
          for (const rel of skillFilesUnder(raw, path.join(d, bytesShown(name)))) {
            out.problems.push({ ref: ref(root, rel), reason: NOT_UTF8 });
          }
        }
        continue;
      }
      if (ent.isDirectory()) {
        if (ent.name === SKILL_FILE) out.problems.push({ ref: ref(root, full), reason: SKILL_DIR });
        const skipped = ent.name === '.git' || (!inWorkTree && SKIP_DIRS.has(ent.name));
        if (
          !skipped &&
          stack.push([full, d === dir ? top && path.join(top, ent.name) : real && path.join(real, ent.name)]) ===
            HOLD_MIN_FILES
        )
          // As many folders to walk as a large run's files: held before their listings grow it.
          holdYoungGeneration(HOLD_MIN_FILES);
      } else if (ent.name === SKILL_FILE) {
        // (A folder holds one SKILL.md: a walk's 1,000th is past its 256th listing, held then.)
        out.files.push({ abs: full, rel: relPath(root, full), fence });
      } else if (isMisnamedSkillPath(ent.name)) noteMisnamed(out, relPath(root, full), full);
    }
    if (cut) return;
  }
}

const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * Lists a folder the walk found, opened without following a symlink: undefined when it is
 * one now (a symlinked folder is not followed). Where the system tells what it opened
 * (openedPath), the folder must be at `real`: a folder on the way swapped for a symlink since
 * is an error (the files under it are not where the scan found them).
 */
export function listFolder(d: string, real: string | undefined): Dirent[] | undefined {
  let fd: number;
  try {
    fd = openSync(d, DIR_FLAGS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'EMLINK') return undefined;
    throw e;
  }
  try {
    const opened = openedPath(fd);
    if (opened === undefined || real === undefined) return readdirSync(d, { withFileTypes: true });
    if (opened !== real)
      throw Object.assign(new Error('a folder on its way was replaced by a symlink while the scan read it'), {
        code: 'ECHANGED',
      });
    // The folder opened, not whatever its path names by now.
    return readdirSync(`/proc/self/fd/${fd}`, { withFileTypes: true });
  } finally {
    closeSync(fd);
  }
}

function realOrUndefined(p: string): string | undefined {
  try {
    return realpathSync.native(p);
  } catch {
    return undefined;
  }
}

/** The names of `dir`'s entries that are valid UTF-8 and hold U+FFFD (which a name not UTF-8 decodes to). */
function validNames(dir: string): Set<string> {
  const found = new Set<string>();
  try {
    for (const name of readdirSync(Buffer.from(dir), { encoding: 'buffer' })) {
      if (isUtf8(name) && name.includes(REPLACEMENT)) found.add(name.toString('utf8'));
    }
  } catch {
    // Unreadable now: nothing more to walk.
  }
  return found;
}
const REPLACEMENT = Buffer.from('\uFFFD');

/** The entries of `dir` whose names are not UTF-8: decoded name -> each such entry's path bytes and name bytes. */
function notUtf8Names(dir: string): Map<string, [Buffer, Buffer][]> {
  const found = new Map<string, [Buffer, Buffer][]>();
  const base = Buffer.from(dir.endsWith(path.sep) ? dir : dir + path.sep);
  try {
    for (const name of readdirSync(Buffer.from(dir), { encoding: 'buffer' })) {
      if (isUtf8(name)) continue;
      const decoded = name.toString('utf8');
      const list = found.get(decoded) ?? [];
      list.push([Buffer.concat([base, name]), name]);
      found.set(decoded, list);
    }
  } catch {
    // Unreadable now: the walk already has its entries, and skips what it cannot open.
  }
  return found;
}

/**
 * The SKILL.md files at or under `raw` (a path in bytes, not UTF-8), as decoded paths under
 * `shown`. Symlinked directories are not followed, as in walk().
 */
function skillFilesUnder(raw: Buffer, shown: string): string[] {
  const found: string[] = [];
  const sep = Buffer.from(path.sep);
  const stack: [Buffer, string][] = [[raw, shown]];
  while (stack.length) {
    const [p, name] = stack.pop()!;
    let st: Stats;
    try {
      st = lstatSync(p);
    } catch {
      continue;
    }
    if (st.isDirectory()) {
      let names: Buffer[];
      try {
        names = readdirSync(p, { encoding: 'buffer' });
      } catch {
        continue;
      }
      for (const n of names) {
        const decoded = isUtf8(n) ? n.toString('utf8') : bytesShown(n);
        if (!SKIP_DIRS.has(decoded)) stack.push([Buffer.concat([p, sep, n]), path.join(name, decoded)]);
      }
    } else if (path.basename(name) === SKILL_FILE) found.push(name);
  }
  return found.sort();
}

function matcher(globs: string[]): ((p: string) => boolean) | undefined {
  if (!globs.length) return undefined;
  const set = globSet(globs, { dot: true, flags: 's' });
  return (p) => set.test(p);
}

/**
 * Whether some include glob could match a path under `dir`: its leading literal segments
 * (letters, digits, ` `, `_`, `-`; anything else may be special to picomatch) lead into
 * `dir`, or `dir` into them. When unsure, yes.
 */
export function includeCouldReach(dir: string, globs: readonly string[]): boolean {
  const d = dir.split('/');
  for (const raw of globs) {
    // picomatch reads `!a/**` as everything outside a: it may reach anywhere.
    if (raw.startsWith('!')) return true;
    if (raw.includes('|')) return true;
    const g = raw.startsWith('./') ? raw.slice(2) : raw;
    const lead: string[] = [];
    for (const seg of g.split('/')) {
      if (!/^[A-Za-z0-9 _-]+$/.test(seg)) break;
      lead.push(seg);
    }
    const n = Math.min(lead.length, d.length);
    let same = true;
    for (let i = 0; i < n && same; i++) same = lead[i] === d[i];
    if (same) return true;
  }
  return false;
}

/**
 * Whether exclude drops everything a folder could hold: a SKILL.md right in it and ones
 * folders deep (`s/c/**` does; `s/*` or `s/*\/SKILL.md`, which match the folder or its own
 * SKILL.md only, do not). Probed with names no config spells.
 */
function excludeCoversFolder(dir: string, exc: (p: string) => boolean): boolean {
  return [`${dir}/${SKILL_FILE}`, `${dir}/.sg-probe/${SKILL_FILE}`, `${dir}/.sg-probe/.sg-probe2/${SKILL_FILE}`].every(
    exc,
  );
}

/** The config's include/exclude as tests, one per scope (a file any scope keeps is kept). */
function configTests(settings: Settings) {
  const scopes = [{ include: settings.include, exclude: settings.exclude }];
  // A second scope (alsoScan, the Action's scan of the base): a file either one keeps is kept.
  if (settings.alsoScan) scopes.push(settings.alsoScan);
  return scopes.map((scope) => {
    const inc = matcher(scope.include);
    const exc = matcher(scope.exclude);
    return {
      all: !inc && !exc,
      keep: (rel: string) => (!inc || inc(rel)) && !(exc && exc(rel)),
      // What an unlisted folder holds is unknown: it is reported unless no include glob could
      // reach into it, or exclude covers all of it.
      keepFolder: (dir: string) =>
        (!inc || includeCouldReach(dir, scope.include)) && !(exc && excludeCoversFolder(dir, exc)),
    };
  });
}

/**
 * Why a file that is there (or a link of that name) was not in a repository scan, for
 * drift's wording: the config's include/exclude leave it out, or git's listing does not hold
 * it (it is ignored, or lies in a submodule or a nested repository), or it is not a SKILL.md.
 * Asked of a path the scan did not read.
 */
export type LeftOut = 'config' | 'unlisted' | 'not-skill' | { link: string };

export function whyNotScanned(settings: Settings): (rel: string, read?: ReadonlySet<string>) => LeftOut | undefined {
  // Built on the first question: most runs have no removed entry to ask about.
  let kept: ((rel: string) => boolean) | undefined;
  return (rel, read) => {
    const abs = path.join(settings.root, rel);
    const st = lstatOrNone(abs);
    if (!st || !(st.isFile() || st.isSymbolicLink())) return undefined;
    // Only a file of the repository (not one reached through a folder link leading out): the
    // wording would tell a pull request's lock entry whether a file exists out there.
    if (!isUnder(realOr(settings.root), realOr(path.dirname(abs)))) return undefined;
    // A hand-edited entry naming another file (`docs/notes.md`): no scan reads it, listed or not.
    if (path.posix.basename(rel) !== 'SKILL.md') return 'not-skill';
    if (!(kept ??= keptByConfig(settings))(rel)) return 'config';
    // A SKILL.md link to a file the scan read (`read`): it checks that file under its own
    // name (checkAll's linksToOneFile), not under this one.
    if (st.isSymbolicLink() && read) {
      const rootReal = realOr(settings.root);
      const to = path.relative(rootReal, realOr(abs)).split(path.sep).join('/');
      if (read.has(to)) return { link: to };
    }
    return settings.inGit ? 'unlisted' : undefined;
  };
}

/** Whether config include/exclude keep a SKILL.md at repository-relative `rel`. */
export function keptByConfig(settings: Settings): (rel: string) => boolean {
  const tests = configTests(settings);
  return (rel) => tests.some((t) => t.all || t.keep(rel));
}

function applyConfig(c: Collected, settings: Settings): Collected {
  const tests = configTests(settings);
  if (tests.some((t) => t.all)) return c;
  // Config globs are over repository-relative paths: a file named outside the repository
  // (its `rel` is then its absolute path) is none of theirs, and is checked.
  const keep = (r: FileRef) => path.isAbsolute(r.rel) || tests.some((t) => t.keep(r.rel));
  const files = c.files.filter(keep);
  // A misnamed file is said only where its SKILL.md would be checked.
  const misnamed = c.misnamed?.filter(
    (rel) => path.isAbsolute(rel) || tests.some((t) => t.keep(rel.slice(0, -SKILL_FILE.length) + SKILL_FILE)),
  );
  return {
    files,
    problems: c.problems.filter((p) =>
      p.unlistedDir === undefined ? keep(p.ref) : tests.some((t) => t.keepFolder(p.unlistedDir!)),
    ),
    excluded: c.excluded + c.files.length - files.length,
    ...(misnamed?.length ? { misnamed } : {}),
    ...(c.nested ? { nested: c.nested } : {}),
    ...(c.cut ? { cut: c.cut } : {}),
  };
}

/** A hint when the folder holds the file under another case (`skill.md`): the name is exact. */
export function otherCase(dir: string): string {
  try {
    const near = readdirSync(dir).find((n) => n !== SKILL_FILE && n.toLowerCase() === SKILL_FILE.toLowerCase());
    return near ? ` (it holds ${JSON.stringify(near)}: the file must be named ${SKILL_FILE}, in that case)` : '';
  } catch {
    return '';
  }
}

function dedupeRefs(c: Collected): Collected {
  const seen = new Set<string>();
  const files = c.files.filter((f) => (seen.has(f.abs) ? false : (seen.add(f.abs), true)));
  // A path named twice that cannot be read (a dangling link, a folder named SKILL.md) is one
  // unreadable file, as a readable one named twice is one file.
  const said = new Set<string>();
  const problems = c.problems.filter((p) => {
    const key = `${p.ref.abs}\0${p.reason}`;
    return said.has(key) ? false : (said.add(key), true);
  });
  return { ...c, files, problems };
}

/** git's listing of the untracked-not-ignored files (repository scan). */
export const UNTRACKED_ARGS: readonly string[] = ['ls-files', '-z', '--others', '--exclude-standard'];

/**
 * The untracked part of a repository scan, still to be listed: checkAll has git list it on
 * the sidecar while this thread checks the tracked files (core/sidecar.ts), and completes the
 * scan with `completeUntracked`. `seen` holds what the tracked part already listed.
 */
export interface PendingUntracked {
  seen: Set<string>;
}

/** What a `seen` set holds a name that is not UTF-8 under, beside the spelling it is shown as. */
const NOT_UTF8_KEY = '\0';

/** Adds git's repository-relative paths to `out`: SKILL.md files, and directories named so. */
function addListed(listed: Listing, settings: Settings, out: Collected, seen: Set<string>): void {
  const root = settings.root.endsWith(path.sep) ? settings.root : settings.root + path.sep;
  const abs = (p: string) => root + (path.sep === '/' ? p : p.split('/').join(path.sep));
  const fence = fenceFor(settings, settings.root);
  for (const p of listed.paths) {
    // git lists files, and a nested repository it does not track as `dir/`.
    if (p.endsWith('/')) {
      (out.nested ??= []).push(p.slice(0, -1));
      continue;
    }
    // A directory named SKILL.md shows as files under it.
    noteSkillDir(out, settings.root, p, seen);
    if (!isSkillPath(p)) {
      if (isMisnamedSkillPath(p) && !seen.has(p)) {
        seen.add(p);
        noteMisnamed(out, p, abs(p));
      }
      continue;
    }
    if (seen.has(p)) continue;
    seen.add(p);
    // git's path is already root-relative with `/`. Whether the file is still there (a
    // tracked file deleted from the work tree is dropped) or became a directory is found
    // when it is read: no stat of every file here.
    out.files.push({ abs: abs(p), rel: p, listed: true, fence });
  }
  for (const u of listed.unreadable ?? []) {
    if (seen.has(u.dir + '/')) continue;
    seen.add(u.dir + '/');
    out.problems.push(unlistable(settings.root, path.join(settings.root, u.dir), u.why));
  }
  for (const p of listed.notUtf8) {
    const shown = isSkillPath(p) ? p : skillDirOf(p);
    // Kept apart from the UTF-8 names (a NUL is in no path): `caf\xe9` spells the byte 0xe9
    // and is also a name a folder can have; one must not hide the other.
    if (!shown || seen.has(NOT_UTF8_KEY + shown)) continue;
    seen.add(NOT_UTF8_KEY + shown);
    out.problems.push({ ref: { abs: abs(shown), rel: shown }, reason: NOT_UTF8 });
  }
}

/**
 * Where a file git lists starts below its root (for readSkillFile's check of the folders on
 * its way), or undefined for a file that is not listed or lies at the root.
 */
export function listedFrom(ref: FileRef): number | undefined {
  if (!ref.listed || !ref.rel.includes('/')) return undefined;
  const rel = path.sep === '/' ? ref.rel : ref.rel.split('/').join(path.sep);
  return ref.abs.endsWith(path.sep + rel) ? ref.abs.length - rel.length : undefined;
}

/** Reports the directory named SKILL.md that git's file path `p` lies in, once (`seen`). */
function noteSkillDir(out: Collected, root: string, p: string, seen: Set<string>): void {
  const dirPath = skillDirOf(p);
  if (!dirPath || seen.has(dirPath)) return;
  seen.add(dirPath);
  out.problems.push({ ref: ref(root, path.join(root, dirPath)), reason: SKILL_DIR });
}

/** The directory named SKILL.md that git's file path `p` lies in, or ''. */
export function skillDirOf(p: string): string {
  if (p.startsWith(SKILL_FILE + '/')) return SKILL_FILE;
  const inside = p.indexOf('/' + SKILL_FILE + '/');
  return inside >= 0 ? p.slice(0, inside + SKILL_FILE.length + 1) : '';
}

/**
 * Repository scan: git-tracked and untracked-not-ignored files, or a walk outside git.
 * `deferUntracked`: list the tracked files only and leave the untracked ones pending in
 * `untracked` for checkAll (which must then run on this Collected before it is read).
 */
export function scanRepository(
  settings: Settings,
  opts: {
    deferUntracked?: boolean;
    /** Outside a git work tree: the walk lists at most this many entries (Collected.cut). */
    limit?: number;
  } = {},
): Collected {
  const out: Collected = { files: [], problems: [], excluded: 0 };
  if (settings.inGit && opts.deferUntracked) {
    const seen = new Set<string>();
    addListed(gitPaths(settings.root, ['ls-files', '-z', '--cached']), settings, out, seen);
    return { ...applyConfig(out, settings), untracked: { seen } };
  }
  return applyConfig(listRepository(settings, opts.limit), settings);
}

/** True when `dir` is a git directory as git tells one: a HEAD file beside objects/ and refs/. */
function isGitDir(dir: string): boolean {
  try {
    return (
      statSync(path.join(dir, 'HEAD')).isFile() &&
      statSync(path.join(dir, 'objects')).isDirectory() &&
      statSync(path.join(dir, 'refs')).isDirectory()
    );
  } catch {
    return false;
  }
}

/** The git directory `dir` is or lies in, looking up from it; undefined when none. */
function gitDirHolding(dir: string): string | undefined {
  for (let at = dir; ;) {
    if (isGitDir(at)) return at;
    const up = path.dirname(at);
    if (up === at) return undefined;
    at = up;
  }
}

/** Every SKILL.md of the repository (git's tracked and untracked ones, or a walk), before the config's include and exclude. */
function listRepository(settings: Settings, limit?: number): Collected {
  const out: Collected = { files: [], problems: [], excluded: 0 };
  if (settings.inGit) {
    const listed = gitPaths(settings.root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
    addListed(listed, settings, out, new Set<string>());
  } else {
    // A bare repository (a server-side hook's working directory) holds its skills in
    // commits: a walk of its folders found none, and the run passed.
    // Its hooks/ folder too: a walk there passed with no file checked.
    const gitDir = gitDirHolding(settings.root);
    if (gitDir !== undefined)
      throw Object.assign(
        new UsageError(
          `the working directory ${gitDir === settings.root ? 'is' : `is inside ${gitDir}, which is`} a bare git repository (git's own folder, no work tree): its skills are in its commits, not in files here; check them in a work tree (git worktree add, or a checkout of the pushed commit)`,
        ),
        { bare: true },
      );
    try {
      walk(settings.root, settings.root, out, fenceFor(settings, settings.root), undefined, false, limit);
    } catch (e) {
      // The root itself cannot be listed (a folder below it is a ReadError, as in git mode).
      throw new UsageError(
        `cannot read directory ${safe(settings.root)}: ${ioReason(e).replace(/^cannot read file: /, '')}`,
      );
    }
  }
  return out;
}

/**
 * Completes a deferred repository scan: adds the untracked files from git's output (or
 * from running git now, when `stdout` is undefined) to `c`, and clears `c.untracked`.
 * Returns the files added.
 */
export function completeUntracked(c: Collected, settings: Settings, stdout?: string): FileRef[] {
  const pending = c.untracked;
  if (!pending) return [];
  c.untracked = undefined;
  const more: Collected = { files: [], problems: [], excluded: 0 };
  // The sidecar's output is text: a name that is not UTF-8 (U+FFFD in it) is listed again in bytes.
  const listed =
    stdout !== undefined && !stdout.includes('\uFFFD')
      ? plainListing(stdout)
      : gitPaths(settings.root, [...UNTRACKED_ARGS]);
  addListed(listed, settings, more, pending.seen);
  const kept = applyConfig(more, settings);
  for (const f of kept.files) c.files.push(f);
  for (const p of kept.problems) c.problems.push(p);
  for (const m of kept.misnamed ?? []) (c.misnamed ??= []).push(m);
  for (const n of kept.nested ?? []) (c.nested ??= []).push(n);
  c.excluded += kept.excluded;
  return kept.files;
}

/**
 * The repository-relative paths a SKILL.md symlink goes through: the link itself, each
 * link it leads to (a folder's included) and the file it ends at, where each lies inside the
 * repository. Undefined when `abs` is not a symlink. Resolved one path part at a time, as
 * the kernel does, so a target that is gone still ends the list (a deleted target is a
 * change too) and a loop stops after 40 links.
 */
export function linkHops(root: string, abs: string): string[] | undefined {
  if (!isLink(abs)) return undefined;
  const rootReal = realOr(root);
  const hops: string[] = [];
  const note = (p: string): void => {
    const rel = relInside(root, p) ?? relInside(rootReal, p);
    if (rel !== undefined && !hops.includes(rel)) hops.push(rel);
  };
  const end = followParts(path.resolve(abs), note);
  if (end !== undefined) note(end);
  return hops;
}

/**
 * What is at `abs`, not following a link there; undefined when nothing can be looked at: no
 * such path, or one that cannot be (a name too long, a file on the way, a loop of links),
 * which whoever names the path words (statNamed). A lock entry's path of 300 characters, or
 * `validate plain/SKILL.md` where plain is a file, was an internal error.
 */
function lstatOrNone(abs: string): Stats | undefined {
  try {
    return lstatSync(abs, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function isLink(abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The files of `files` that are symlinks going through a path of `touched` (a changed or
 * deleted file, a retargeted link): a change there changes the skill, though git names
 * only the target. Each file is asked with one lstat; only links are followed.
 */
export function throughTouchedLinks(root: string, files: readonly FileRef[], touched: ReadonlySet<string>): FileRef[] {
  if (touched.size === 0) return [];
  return files.filter((f) => linkHops(root, f.abs)?.some((h) => h !== f.rel && touchedAtOrAbove(touched, h)));
}

/**
 * Whether `rel` or a folder above it is in `touched`: a submodule bumped (git names only its
 * folder, the gitlink) changes every file in it, one a link or a setting leads to included.
 */
export function touchedAtOrAbove(touched: ReadonlySet<string>, rel: string): boolean {
  for (let i = rel.indexOf('/'); i > 0; i = rel.indexOf('/', i + 1)) if (touched.has(rel.slice(0, i))) return true;
  return touched.has(rel);
}

/**
 * SKILL.md files changed since `since` (committed, staged, unstaged or untracked); with
 * `within`, only those it keeps (absolute paths: the PATHs named beside --changed-since),
 * before the config's include/exclude, so that `excluded` counts only files within them.
 */
export function scanChangedSince(settings: Settings, since: string, within?: (abs: string) => boolean): Collected {
  if (!settings.inGit) throw new UsageError('--changed-since needs a git work tree');
  // --quiet: a ref that is not there fails in silence; anything git says is another failure
  // (git missing, a repository it refuses: "dubious ownership"), worded as git words it.
  // --end-of-options: a REF such as `-foo` (refs/heads/-foo) is a name, never an option.
  let r = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${since}^{commit}`]);
  // `:/text` (the youngest commit whose message matches) reads a suffix as part of the text:
  // the REF is resolved first, and what it names peeled to its commit after.
  if (r.status !== 0 && !r.error && since.startsWith(':/')) {
    const named = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', since]);
    const sha = named.status === 0 ? named.stdout.toString().trim() : '';
    if (/^[0-9a-f]{40,64}$/.test(sha))
      r = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', `${sha}^{commit}`]);
  }
  if (r.error) throw new UsageError(`--changed-since needs git, which could not run: ${cannotRun(r.error)}`);
  if (r.status !== 0) {
    const said = r.stderr?.toString().trim() ? gitFailure(r) : undefined;
    if (said) throw new UsageError(`--changed-since ${JSON.stringify(since)}: git rev-parse failed: ${said}`);
    // A range (`main..HEAD`, `HEAD^!`) or a path in a commit (`HEAD:skills`): no ref name holds
    // `..`, `^` or `:`, so it is no missing commit, and saying so would send the user looking.
    // (A `:` inside a reflog's `@{…}`, `main@{10:00}`, is a time, not a path.)
    const bare = since.replace(/@\{[^}]*\}/g, '');
    const shape = /\.\.|\^[!@-]/.test(bare) ? 'a range' : /^(?!:\/)[^:]+:|^:[^/]/.test(bare) ? 'a path' : undefined;
    if (shape)
      throw new UsageError(
        `--changed-since ${JSON.stringify(since)}: it names ${shape}, not one commit; give the commit to compare with (--changed-since origin/main)`,
      );
    // A shallow clone (CI's fetch-depth: 1) lacks the history a REF names.
    const shallow =
      spawnGit(settings.root, ['rev-parse', '--is-shallow-repository']).stdout?.toString().trim() === 'true';
    // A repository without a commit yet (`HEAD` names none, and no ref any): said so; a
    // branch without a commit yet (`git checkout --orphan`) in one that has some, too.
    const unborn = !shallow && spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', 'HEAD']).status !== 0;
    const empty =
      unborn &&
      spawnGit(settings.root, ['for-each-ref', '--count=1', '--format=%(objectname)']).stdout?.toString().trim() === '';
    throw new UsageError(
      `--changed-since ${JSON.stringify(since)}: no such commit in this repository` +
        (shallow
          ? ' (this clone is shallow: fetch the history it needs, e.g. git fetch --unshallow)'
          : empty
            ? ' (it has no commit yet: validate without --changed-since)'
            : unborn && /^(?:HEAD|@)(?![\w/-])/.test(since)
              ? ' (the current branch has no commit yet: name a commit of another branch, or validate without --changed-since)'
              : ''),
    );
  }
  // Compared with the commit it names (an object id: no option, no ref read twice): the
  // commit against the index, then the index against the work tree. One diff of the commit
  // against the work tree is quadratic in git (2.39) when files are added in folders the
  // commit has: 20,000 skills each beside an added file took two such diffs of 7-8 s; these
  // take ~0.1 s. (A file changed and changed back is checked too.)
  const sha = r.stdout.toString().trim();
  const staged = gitChanges(settings.root, ['--cached', sha]);
  const unstaged = gitChanges(settings.root, []);
  // The index, `TAG MODE OID STAGE\tpath` (-v: `S` skip-worktree, lower case assume-unchanged).
  const index = gitPaths(settings.root, ['ls-files', '-z', '-s', '-v']).paths;
  // git diff takes a flagged file's work-tree copy as the index holds it: one edited on disk
  // (assume-unchanged, or skip-worktree outside a sparse checkout) is found by its content,
  // and one deleted (assume-unchanged) by its absence; the config and the keyring too.
  const policyFiles = new Set(policyPaths(settings));
  const flaggedGone: string[] = [];
  const edited = editedBehindFlags(
    settings.root,
    index,
    (rel) => isSkillPath(rel) || policyFiles.has(rel),
    flaggedGone,
  );
  // Gone from the work tree: deleted from the index, or from the disk while in the index.
  const gone = new Set([...unstaged.deleted.paths, ...unstaged.deleted.notUtf8, ...flaggedGone]);
  const deleted = [...new Set([...staged.deleted.paths, ...unstaged.deleted.paths, ...flaggedGone])];
  const changed: Listing = {
    paths: [...new Set([...staged.changed.paths, ...unstaged.changed.paths])].filter((p) => !gone.has(p)),
    notUtf8: [...new Set([...staged.changed.notUtf8, ...unstaged.changed.notUtf8])].filter((p) => !gone.has(p)),
  };
  const removed = deleted.filter(isSkillPath);
  const untracked = gitPaths(settings.root, [...UNTRACKED_ARGS]);
  // The config or the keyring changed: every skill is held to the new ones, so every SKILL.md
  // is checked (as the Action does), not only the changed ones. And so when a .gitattributes
  // changed: git may now write unchanged SKILL.md files otherwise (git diff compares them
  // through it, so they are not listed).
  const touched = new Set([...changed.paths, ...deleted, ...untracked.paths, ...edited]);
  const policy =
    policyPaths(settings).find((rel) => touchedAtOrAbove(touched, rel)) ?? [...touched].find(isAttributesPath);
  if (policy) {
    const all = listRepository(settings);
    if (within) {
      all.files = all.files.filter((f) => within(f.abs));
      all.problems = all.problems.filter((p) => within(p.ref.abs));
      all.misnamed = all.misnamed?.filter((rel) => within(path.join(settings.root, rel)));
      all.nested = all.nested?.filter((rel) => within(path.join(settings.root, rel)));
    }
    return { ...applyConfig(all, settings), since: { sha, removed, policy } };
  }
  // Repositories inside this one that git does not track (`dir/`): none of their files is
  // listed, so the run says which hold skills (nestedRepos), as a repository scan does.
  const nested = untracked.paths
    .filter((p) => p.endsWith('/'))
    .map((p) => p.slice(0, -1))
    .filter((rel) => !within || within(path.join(settings.root, rel)));
  const out: Collected = {
    files: [],
    problems: [],
    excluded: 0,
    since: { sha, removed },
    ...(nested.length ? { nested } : {}),
  };
  const fence = fenceFor(settings, settings.root);
  const dirs = new Set<string>();
  for (const p of new Set([...changed.paths, ...untracked.paths])) {
    // A folder named SKILL.md that the change fills: git names the files under it, and a scan
    // of the tree reports it (addListed); so must the check of the change.
    noteSkillDir(out, settings.root, p, dirs);
    if (!isSkillPath(p)) {
      const at = path.join(settings.root, p);
      if (isMisnamedSkillPath(p) && (!within || within(at))) noteMisnamed(out, p, at);
      continue;
    }
    // Not on disk: a skill a sparse checkout leaves out, checked as the index holds it
    // (checkAll reads it from git; one that is simply gone is dropped there).
    const abs = path.join(settings.root, p);
    out.files.push({ abs, rel: relPath(settings.root, abs), fence, listed: true });
  }
  for (const p of new Set([...changed.notUtf8, ...untracked.notUtf8])) {
    if (isSkillPath(p)) out.problems.push({ ref: { abs: path.join(settings.root, p), rel: p }, reason: NOT_UTF8 });
  }
  const have = new Set(out.files.map((f) => f.rel));
  const add = (f: FileRef) => {
    if (have.has(f.rel)) return;
    have.add(f.rel);
    out.files.push({ ...f, listed: true });
  };
  for (const rel of edited) if (isSkillPath(rel)) add({ abs: path.join(settings.root, rel), rel, fence });
  // A SKILL.md symlink whose target (or a link on the way) changed: git names the target only.
  // The SKILL.md symlinks: git's mode 120000 among the tracked files, and untracked ones.
  const linkPaths = index
    .filter((e) => e.startsWith('120000 ', 2))
    .map((e) => e.slice(e.indexOf('\t') + 1))
    .concat(untracked.paths.filter((p) => isSkillPath(p) && isLink(path.join(settings.root, p))))
    .filter(isSkillPath);
  const links = linkPaths.map((p): FileRef => ({ abs: path.join(settings.root, p), rel: p, fence }));
  if (links.length) {
    const touched = gitPaths(settings.root, ['diff', '-z', '--name-only', '--no-renames', sha, '--']).paths;
    for (const f of throughTouchedLinks(settings.root, links, new Set([...touched, ...untracked.paths, ...edited])))
      add(f);
  }
  if (within) {
    out.files = out.files.filter((f) => within(f.abs));
    out.problems = out.problems.filter((p) => within(p.ref.abs));
  }
  out.files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  // (applyConfig keeps only what it filters: `since` is carried over, or with include or
  // exclude set the stubs a deletion breaks went unreported.)
  return { ...applyConfig(out, settings), since: out.since };
}

/**
 * The SKILL.md files (or those `wanted`) flagged skip-worktree or assume-unchanged in `index`
 * (`ls-files -s -v` entries) whose work-tree copy is not the index's blob: git's diff does not look at them.
 * One `git hash-object` per 500 files (with the path's filters, as `git add` would hash it);
 * a file not on disk (a sparse checkout's) is left to the index, unless it is flagged
 * assume-unchanged alone: then it was deleted, and is added to `deleted`.
 */
export function editedBehindFlags(
  root: string,
  index: readonly string[],
  wanted: (rel: string) => boolean = isSkillPath,
  deleted?: string[],
): string[] {
  const flagged: { rel: string; oid: string }[] = [];
  const links: { path: string; oid: string }[] = [];
  const otherKinds: string[] = [];
  for (const e of index) {
    const tag = e.charCodeAt(0);
    if (tag !== 0x53 /* S */ && !(tag >= 0x61 && tag <= 0x7a)) continue;
    const tab = e.indexOf('\t');
    const rel = e.slice(tab + 1);
    const [, mode, oid] = e.slice(0, tab).split(' ');
    if (mode === '100644' || mode === '100755') {
      if (!wanted(rel)) continue;
      // Hashed only when a regular file: git hash-object would wait on a FIFO for a writer
      // forever (or read a device without end). Anything else where the index has a file (a
      // FIFO, a folder, a symlink) is no longer what the index holds: edited, and its read
      // says what it is. One not there at all (a sparse checkout's) is left to the index.
      const kind = lstatKind(path.join(root, rel));
      if (kind === 'file') flagged.push({ rel, oid: oid! });
      else if (kind === 'other') otherKinds.push(rel);
      // Not there, and flagged assume-unchanged alone (lower case, not `s`): no sparse
      // checkout left it out; it was deleted, and git diff does not say so.
      else if (tag !== 0x73 /* s */ && tag !== 0x53) deleted?.push(rel);
    } else if (mode === '120000' && wanted(rel)) links.push({ path: rel, oid: oid! });
  }
  const edited: string[] = [...otherKinds];
  // A flagged symlink: edited when the work tree's is no longer a link to the same target
  // (one not there at all, a sparse checkout's, is left to the index).
  if (links.length) {
    const was = new Map<string, Buffer | number | { error: string }>();
    readBlobs(root, links, 4096, was);
    for (const l of links) {
      let now: string | undefined;
      try {
        now = readlinkSync(path.join(root, l.path));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      }
      const text = was.get(l.path);
      if (now === undefined || !Buffer.isBuffer(text) || text.toString('utf8') !== now) edited.push(l.path);
    }
  }
  for (let i = 0; i < flagged.length; i += 500) {
    const part = flagged.slice(i, i + 500);
    const r = spawnGit(root, ['hash-object', '--', ...part.map((f) => f.rel)]);
    // One file git cannot hash (unreadable, say) fails the whole run: each is hashed alone
    // then, so only that one counts as edited (checked, and the read words why).
    const oids =
      r.status === 0
        ? r.stdout.toString('utf8').split('\n')
        : part.map((f) => {
            const one = spawnGit(root, ['hash-object', '--', f.rel]);
            return one.status === 0 ? one.stdout.toString('utf8').trim() : '';
          });
    part.forEach((f, k) => {
      if (oids[k] !== f.oid) edited.push(f.rel);
    });
  }
  return edited;
}

/** What is at `abs`, not following a symlink: a regular file, nothing, or something else. */
function lstatKind(abs: string): 'file' | 'none' | 'other' {
  try {
    return lstatSync(abs).isFile() ? 'file' : 'other';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'none' : 'other';
  }
}

/** git's listing of what it ignores (ignored folders as one entry each, with a `/`). */
const IGNORED_LISTING = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'];

/**
 * What git ignores under `abs`, a folder named on the command line, as repository-relative
 * paths (a folder without its `/`): a folder walked inside a git work tree leaves out what a
 * repository scan leaves out (build output, vendored copies that would be DuplicateIds).
 * Undefined when nothing is ignored there, outside the work tree, when git fails (the whole
 * folder is walked, as before), and when the named folder is itself ignored or lies in an
 * ignored one: named on purpose, it is walked whole. The folder's own SKILL.md is never in
 * the set.
 */
export function ignoredUnder(settings: Settings, abs: string): Set<string> | undefined {
  if (!settings.inGit || !isUnder(settings.root, abs)) return undefined;
  const rel = relInside(settings.root, abs);
  if (rel) {
    // Named on purpose though git ignores it (or a folder above it): walked whole. Asked
    // of the ignore rules alone (--no-index): a folder with force-added files is still one.
    // Without a trailing slash: git reads `rel/` as a path inside the folder, which
    // `rel/*` matches, so a folder whose contents are ignored would count as ignored itself
    // (a folder pattern, `rel/`, still matches: git sees that it is a folder).
    if (spawnGit(settings.root, ['check-ignore', '-q', '--no-index', '--', rel]).status === 0) return undefined;
  }
  let listing: Listing;
  try {
    listing = gitPaths(settings.root, [...IGNORED_LISTING, ...(rel ? ['--', `:(literal)${rel}`] : [])]);
  } catch {
    return undefined;
  }
  const ignored = new Set(listing.paths.map((p) => (p.endsWith('/') ? p.slice(0, -1) : p)));
  // The named folder's own SKILL.md makes it a bundle named on purpose (SPEC §1: a path may
  // be the bundle directory), checked as when the file itself is named, ignored or not.
  ignored.delete(rel ? `${rel}/${SKILL_FILE}` : SKILL_FILE);
  return ignored.size ? ignored : undefined;
}

/**
 * True when git ignores `abs`, a path named beside `--changed-since` (so git lists none of
 * its files as changed): a file that is ignored and not tracked, a folder that is ignored
 * itself or lies in an ignored one (asked of the ignore rules alone, as ignoredUnder does), or
 * a bundle folder whose SKILL.md is ignored and not tracked. False outside a work tree and
 * when git cannot tell.
 */
export function ignoredByGit(settings: Settings, abs: string, folder: boolean): boolean {
  if (!settings.inGit) return false;
  const rel = relInside(settings.root, abs);
  if (!rel) return false;
  const ignored = (args: string[]) => spawnGit(settings.root, ['check-ignore', '-q', ...args]).status === 0;
  if (!folder) return ignored(['--', rel]);
  if (existsSync(path.join(abs, SKILL_FILE)) && ignored(['--', `${rel}/${SKILL_FILE}`])) return true;
  // A folder git ignores but whose files it tracks (added with -f): git compares those.
  if (!ignored(['--no-index', '--', rel])) return false;
  const tracked = spawnGit(settings.root, ['ls-files', '-z', '--', `:(literal)${rel}`]);
  return tracked.status === 0 && tracked.stdout.length === 0;
}

/**
 * ignoredByGit for many paths at once (named with --changed-since): one `check-ignore --stdin`
 * with the index and one without, where asking for each cost two runs of git (10,000 folders:
 * 100 s). The paths git ignores, as given; one it cannot answer for is asked alone.
 */
export function ignoredByGitMany(settings: Settings, items: { abs: string; folder: boolean }[]): Set<string> {
  const out = new Set<string>();
  if (!settings.inGit || items.length === 0) return out;
  const rels = items.map((it) => ({ ...it, rel: relInside(settings.root, it.abs) }));
  const ask = (args: string[], paths: string[]): Set<string> | undefined => {
    if (paths.length === 0) return new Set();
    const r = spawnGit(settings.root, ['check-ignore', '-z', '--stdin', ...args], paths.map((x) => `${x}\0`).join(''));
    // 0: some ignored, 1: none; anything else (a path git refuses): asked one by one.
    if (r.error || (r.status !== 0 && r.status !== 1)) return undefined;
    return new Set(r.stdout.toString('utf8').split('\0').filter(Boolean));
  };
  const files = rels.filter((x) => x.rel && !x.folder).map((x) => x.rel!);
  const withSkill = rels.filter((x) => x.rel && x.folder && existsSync(path.join(x.abs, SKILL_FILE)));
  const viaIndex = ask([], [...files, ...withSkill.map((x) => `${x.rel}/${SKILL_FILE}`)]);
  const folders = rels.filter((x) => x.rel && x.folder);
  const noIndex = ask(
    ['--no-index'],
    folders.map((x) => x.rel!),
  );
  if (!viaIndex || !noIndex) {
    for (const it of items) if (ignoredByGit(settings, it.abs, it.folder)) out.add(it.abs);
    return out;
  }
  for (const x of rels) {
    if (!x.rel) continue;
    if (!x.folder) {
      if (viaIndex.has(x.rel)) out.add(x.abs);
      continue;
    }
    if (viaIndex.has(`${x.rel}/${SKILL_FILE}`) && existsSync(path.join(x.abs, SKILL_FILE))) out.add(x.abs);
    // A folder git ignores but whose files it tracks (added with -f): git compares those.
    else if (noIndex.has(x.rel)) {
      const tracked = spawnGit(settings.root, ['ls-files', '-z', '--', `:(literal)${x.rel}`]);
      if (tracked.status === 0 && tracked.stdout.length === 0) out.add(x.abs);
    }
  }
  return out;
}

/** Is `abs` a folder (links followed)? False when it cannot be looked up. */
export function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** Named folders listed by one run of git (a command line stays well under ARG_MAX). */
const IGNORED_BATCH = 256;

/**
 * ignoredUnder for many folders named on the command line at once, keyed by absolute path:
 * one `check-ignore --stdin` and one `ls-files` per IGNORED_BATCH folders, where asking for
 * each cost two runs of git (~50 ms a folder: 1,000 folders took a minute). Each folder's
 * set is what the listing holds under it, as a listing of that folder alone gives (tests
 * compare the two). Folders it cannot answer for are left out: the caller asks ignoredUnder.
 */
export function ignoredUnderMany(settings: Settings, absDirs: string[]): Map<string, Set<string> | undefined> {
  const out = new Map<string, Set<string> | undefined>();
  if (!settings.inGit) return out;
  const byRel = new Map<string, string[]>();
  for (const abs of absDirs) {
    if (!isUnder(settings.root, abs)) continue;
    const rel = relInside(settings.root, abs);
    // The root is one listing of its own (ignoredUnder); a folder named twice is asked once.
    if (!rel) continue;
    const list = byRel.get(rel);
    if (list) list.push(abs);
    else byRel.set(rel, [abs]);
  }
  // A folder named inside another named one is asked alone (its listing could shape the
  // other's); so is the other.
  const nested = new Set<string>();
  for (const rel of byRel.keys()) {
    for (let cut = rel.lastIndexOf('/'); cut > 0; cut = rel.lastIndexOf('/', cut - 1)) {
      const up = rel.slice(0, cut);
      if (byRel.has(up)) nested.add(up).add(rel);
    }
  }
  const rels = [...byRel.keys()].filter((rel) => !nested.has(rel));
  if (rels.length < 2) return out;
  const check = spawnSync('git', ['check-ignore', '--no-index', '-z', '--stdin'], {
    cwd: settings.root,
    input: rels.join('\0') + '\0',
    maxBuffer: 1 << 30,
    env: gitEnv(),
  });
  if (check.error || (check.status !== 0 && check.status !== 1)) return out;
  const skipped = new Set(check.stdout.toString('utf8').split('\0'));
  const listed: string[] = [];
  const asked = rels.filter((rel) => !skipped.has(rel));
  for (let i = 0; i < asked.length; i += IGNORED_BATCH) {
    const chunk = asked.slice(i, i + IGNORED_BATCH);
    let listing: Listing;
    try {
      listing = gitPaths(settings.root, [...IGNORED_LISTING, '--', ...chunk.map((rel) => `:(literal)${rel}`)]);
    } catch {
      return out;
    }
    for (const p of listing.paths) listed.push(p.endsWith('/') ? p.slice(0, -1) : p);
  }
  listed.sort();
  // The first index whose path is not below `key` in code-unit order.
  const lower = (key: string): number => {
    let lo = 0;
    let hi = listed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (listed[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const rel of rels) {
    let set: Set<string> | undefined;
    if (!skipped.has(rel)) {
      const found = new Set<string>();
      // The folder itself, then everything under `rel/` (between `rel/` and `rel0`: `0` follows `/`).
      for (let i = lower(rel); i < listed.length && listed[i] === rel; i++) found.add(rel);
      for (let i = lower(`${rel}/`); i < listed.length && listed[i]! < `${rel}0`; i++) found.add(listed[i]!);
      found.delete(`${rel}/${SKILL_FILE}`);
      if (found.size) set = found;
    }
    for (const abs of byRel.get(rel)!) out.set(abs, set);
  }
  return out;
}

/**
 * True when `abs` resolves outside `fence` through a symlinked folder: a folder on the way,
 * or `abs` itself when it is a folder (a file's own link is the reader's to judge).
 */
function behindOutsideLink(abs: string, fence: string, folder: boolean): boolean | 'git' {
  let real: string;
  try {
    if (!folder && lstatSync(abs).isSymbolicLink())
      real = path.join(realpathSync.native(path.dirname(abs)), path.basename(abs));
    else real = realpathSync.native(abs);
  } catch {
    return false; // unreadable on the way: whoever reads it says so
  }
  if (!isUnder(fence, real)) return true;
  // Into git's own folder (`lnk -> .git/x`): its config holds a CI checkout's token.
  return underDotGit(fence, real) && !underDotGit(fence, abs) ? 'git' : false;
}

const GIT_FOLDER =
  "lies behind a symlinked folder that leads into git's own folder (.git): it is not read (the CLI reads it with --follow-symlinks)";

/** Why `abs` cannot be looked up (links followed), or undefined when it can. */
function statFailure(abs: string): unknown {
  try {
    statSync(abs);
    return undefined;
  } catch (e) {
    return e;
  }
}

/** What a path named on the command line is; exit 1, in words, when it cannot be looked up. */
export function statNamed(shown: string, abs: string): Stats {
  try {
    return statSync(abs);
  } catch (e) {
    // Never Node's message (which names the machine's absolute path).
    throw new UsageError(`cannot read ${safe(shown)}: ${statReason(e, safe(shown))}`);
  }
}

/** Named paths: a SKILL.md file, a bundle directory, or a tree to walk. Missing path: exit 1. */
/**
 * A named path with `.` or `..` parts is read as the system reads it: `link/../b` is the
 * folder above link's target, not `./b` (path.resolve's reading, which was checked, or
 * signed, in its place), and `SKILL.md/.` is no path at all. Refused when the two differ.
 */
function refuseDotsAfterLink(p: string, cwd: string, abs: string): void {
  if (!p.split(/[\\/]/).some((part) => part === '..' || part === '.')) return;
  const raw = path.isAbsolute(p) ? p : `${cwd}${path.sep}${p}`;
  let system: string | undefined;
  let textual: string | undefined;
  try {
    system = realpathSync.native(raw);
  } catch {
    // not there as the system reads it
  }
  try {
    textual = realpathSync.native(abs);
  } catch {
    // not there at all: statNamed says so
  }
  if (textual === undefined || system === textual) return;
  throw new UsageError(
    system === undefined
      ? `cannot read ${safe(p)}: as the system reads it (following each symlink, then its ".." or "."), there is no such path; name the file or folder itself`
      : `cannot read ${safe(p)}: a ".." in it comes after a symlink, so the system reads another path than the one it spells; name the file or folder itself`,
  );
}

export function collectPaths(paths: string[], settings: Settings, cwd: string): Collected {
  const out: Collected = { files: [], problems: [], excluded: 0 };
  let realRoot: string | undefined;
  const rootFence = () => (realRoot ??= fenceOf(settings.root));
  let kept: ((rel: string) => boolean) | undefined;
  // What git ignores under each named folder, asked of git once for them all.
  let ignoredAt: Map<string, Set<string> | undefined> | undefined;
  const ignoredIn = (abs: string): Set<string> | undefined => {
    ignoredAt ??= ignoredUnderMany(
      settings,
      paths.map((x) => underRoot(settings.root, path.resolve(cwd, x))).filter(isFolder),
    );
    if (ignoredAt.has(abs)) return ignoredAt.get(abs);
    const ignored = ignoredUnder(settings, abs);
    ignoredAt.set(abs, ignored);
    return ignored;
  };
  // A path named again (`validate s s s …`, 1,000 times in 30 s) is the same files: looked at once.
  const named = new Set<string>();
  for (const p of paths) {
    const abs = underRoot(settings.root, path.resolve(cwd, p));
    refuseDotsAfterLink(p, cwd, abs);
    // (`plain/` is another question than `plain`: a file named as a folder is refused.)
    const key = namesFolder(p) ? `${abs}${path.sep}` : abs;
    if (named.has(key)) continue;
    named.add(key);
    // A SKILL.md the config leaves out is left out before it is looked at, as a scan leaves it
    // out (a hook names a staged dangling link or a folder named SKILL.md all the same).
    const rel = path.basename(abs) === SKILL_FILE ? relInside(settings.root, abs) : undefined;
    if (rel !== undefined && !(kept ??= keptByConfig(settings))(rel)) {
      out.excluded++;
      continue;
    }
    // A SKILL.md link leading out of the repository is not read, nor looked at: its target may
    // be a device, a folder or nothing, which the check of a pull request must not tell apart.
    if (rel !== undefined && !settings.followSymlinks && isLink(abs) && linkLeadsOut(abs, rootFence())) {
      out.problems.push({ ref: ref(settings.root, abs), reason: OUTSIDE_LINK });
      continue;
    }
    // A SKILL.md that is a symlink leading nowhere or in a loop (a hook names a staged one):
    // a ReadError beside the other files' findings, as a scan reports it (exit 1 all the
    // same), so that one bad link does not hide the rest of a commit's problems.
    const linkFailure = rel !== undefined && isLink(abs) ? statFailure(abs) : undefined;
    if (linkFailure) {
      out.problems.push({ ref: ref(settings.root, abs), reason: ioReason(linkFailure) });
      continue;
    }
    // Not in the work tree at all (a folder or SKILL.md a sparse checkout leaves out): the
    // tracked skills at that path, from the index; else statNamed says there is no such path.
    if (settings.inGit && !lstatOrNone(abs)) {
      const leftOut = leftOutUnder(settings, abs, rootFence);
      if (leftOut.length) {
        for (const f of leftOut) out.files.push(f);
        continue;
      }
    }
    const st = statNamed(p, abs);
    // A folder named SKILL.md (or a SKILL.md link to a folder, which a hook names when it is
    // staged): a ReadError beside the other files' findings, as a scan reports it (exit 1 all
    // the same), not a stop that hides the rest of a commit's problems. A folder (not a link)
    // is still a folder named to be scanned: the skills inside it are checked, as a scan does.
    const skillFolder = st.isDirectory() && path.basename(abs) === SKILL_FILE;
    if (skillFolder) {
      out.problems.push({ ref: ref(settings.root, abs), reason: SKILL_DIR });
      if (isLink(abs)) continue;
    }
    // path.resolve drops the slash, the system does not (`cat plain/`: not a directory).
    if (!st.isDirectory() && namesFolder(p))
      throw new UsageError(`cannot read ${safe(p)}: it is a file, not a directory`);
    // A path inside the repository that leads out of it through a symlinked folder on the way
    // (`evil -> /elsewhere`, then `evil` or `evil/SKILL.md`): the fence of its SKILL.md files
    // is the repository, and opening with O_NOFOLLOW only sees the last name. (A SKILL.md that
    // is itself the link is left to the reader, which words it.)
    const behind =
      !settings.followSymlinks && isUnder(settings.root, abs) && behindOutsideLink(abs, rootFence(), st.isDirectory());
    if (behind) {
      const where = behind === 'git' ? "into git's own folder (.git)" : 'out of the repository';
      if (st.isDirectory())
        throw new UsageError(
          `cannot read ${safe(p)}: this folder leads ${where} through a symlink: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)`,
        );
      out.problems.push({
        ref: ref(settings.root, abs),
        reason: behind === 'git' ? `SKILL.md ${GIT_FOLDER}` : `SKILL.md ${OUTSIDE_FOLDER}`,
      });
      continue;
    }
    if (st.isDirectory()) {
      const before = out.files.length + out.problems.length;
      try {
        // A tree inside the repository is fenced by the repository; a tree outside it, named
        // by its own path, by itself (one reached through a symlinked folder inside the
        // repository was refused above, unless --follow-symlinks: then there is no fence).
        const real = fenceOf(abs);
        const fence = settings.followSymlinks ? undefined : isUnder(rootFence(), real) ? rootFence() : real;
        // A folder inside the repository named through a symlink (`skills/alias -> ../shared`) is
        // walked where it is: its files under their own names, and what git ignores there left
        // out (git lists nothing beyond a symlink, so asked at the alias it ignored nothing).
        const own =
          isUnder(settings.root, abs) && isUnder(rootFence(), real)
            ? real === rootFence()
              ? ''
              : relInside(rootFence(), real)
            : undefined;
        const at = own === undefined ? abs : path.join(settings.root, own);
        walk(at, settings.root, out, fence, ignoredIn(at), settings.inGit && isUnder(settings.root, at));
      } catch (e) {
        throw new UsageError(`cannot read directory ${safe(p)}: ${fsReason(e)}`);
      }
      // The skills under it a sparse checkout leaves out, as a repository scan checks them.
      for (const f of leftOutUnder(settings, abs, rootFence)) out.files.push(f);
      if (!skillFolder && out.files.length + out.problems.length === before) {
        throw new UsageError(`no ${SKILL_FILE} found in ${safe(p)}${otherCase(abs)}`);
      }
    } else {
      // A named file that cannot be read is an I/O error of the command line (exit 1).
      const read = canOpen(abs, st);
      if (read) throw new UsageError(`cannot read ${safe(p)}: ${read}`);
      // A file named by a path inside the repository is fenced by it too: in CI the names
      // often come from the change (git diff --name-only | xargs skillgate validate).
      const fence = settings.followSymlinks || !isUnder(settings.root, abs) ? undefined : rootFence();
      out.files.push(fence === undefined ? ref(settings.root, abs) : { ...ref(settings.root, abs), fence });
    }
  }
  // A skill reached by several names (a symlinked directory, a link to the file) is checked
  // once, under its own name: checkAll's linksToOneFile. Config include and exclude apply to
  // named paths as to a scan: a pre-commit hook names the staged files, and must keep and
  // leave out what CI's scan (and the Action) does.
  return applyConfig(dedupeRefs(out), settings);
}

/** True when `abs` is not on disk but the index holds tracked SKILL.md files there that a sparse checkout leaves out. */
export function leftOutOfSparse(settings: Settings, abs: string): boolean {
  try {
    return (
      settings.inGit &&
      !lstatSync(abs, { throwIfNoEntry: false }) &&
      leftOutUnder(settings, abs, () => settings.root).length > 0
    );
  } catch {
    // A name too long, a folder that cannot be looked at: statNamed says what is wrong.
    return false;
  }
}

/**
 * The tracked SKILL.md files at `abs` (itself, or under the folder) that a sparse checkout
 * leaves out of the work tree (skip-worktree, not on disk), as listed refs fenced by the
 * repository: a named path holds them as a repository scan does (checkAll reads them from
 * the index). None outside git, for the root (a scan), or when the index cannot hold such an
 * entry (no git run).
 */
function leftOutUnder(settings: Settings, abs: string, fence: () => string): FileRef[] {
  const rel = settings.inGit ? relInside(settings.root, abs) : undefined;
  if (rel === undefined || !mayHoldSkipWorktree(settings.root)) return [];
  const r = spawnGit(settings.root, ['ls-files', '-z', '-t', '--', `:(literal)${rel}`]);
  if (r.error || r.status !== 0) return [];
  return r.stdout
    .toString('utf8')
    .split('\0')
    .flatMap((e): FileRef[] => {
      const at = path.join(settings.root, e.slice(2));
      return e.startsWith('S ') && isSkillPath(e.slice(2)) && !lstatOrNone(at)
        ? [{ abs: at, rel: e.slice(2), listed: true, fence: fence() }]
        : [];
    });
}

/** Another git repository inside the repository whose SKILL.md files a repository scan does not read. */
export interface NestedRepo {
  /** Its folder, repository-relative. */
  rel: string;
  kind: 'submodule' | 'repository';
  /** The first SKILL.md found in it that the config would keep, repository-relative. */
  skill: string;
}

/** Entries a search of one nested repository looks at before it gives up (a vendored monorepo). */
const NESTED_SEARCH_LIMIT = 20_000;

/**
 * The submodules (the paths .gitmodules declares) and the nested repositories git does not
 * track (Collected.nested) of a repository scan that hold a SKILL.md the config keeps: git
 * lists none of their files, so the scan does not check them and the lock does not pin them,
 * and a skill that gains Bash through a submodule bump would pass in silence. No git is run
 * in them (a checkout's own config could run commands): a bounded walk finds the first one.
 */
export function nestedRepos(settings: Settings, collected: Collected): NestedRepo[] {
  if (!settings.inGit) return [];
  const found: { rel: string; kind: NestedRepo['kind'] }[] = [];
  if (existsSync(path.join(settings.root, '.gitmodules'))) {
    // `key\nvalue` entries, NUL-ended; a .gitmodules git cannot read declares nothing here.
    const r = spawnGit(settings.root, [
      'config',
      '-z',
      '--file',
      '.gitmodules',
      '--get-regexp',
      '^submodule\\..*\\.path$',
    ]);
    const declared: string[] = [];
    for (const entry of r.status === 0 ? r.stdout.toString('utf8').split('\0') : []) {
      const value = entry.slice(entry.indexOf('\n') + 1);
      const rel = path.posix.normalize(value).replace(/\/+$/, '');
      if (
        entry.includes('\n') &&
        rel &&
        rel !== '.' &&
        !rel.startsWith('../') &&
        rel !== '..' &&
        !path.posix.isAbsolute(rel)
      )
        declared.push(rel);
    }
    // Only where the index holds a submodule (a gitlink, mode 160000): a stale or edited
    // .gitmodules entry (`path = skills`) names a folder whose skills are checked.
    if (declared.length) {
      const gitlinks = spawnGit(settings.root, [
        'ls-files',
        '-z',
        '-s',
        '--',
        ...declared.map((d) => `:(literal)${d}`),
      ]);
      for (const e of gitlinks.status === 0 ? gitlinks.stdout.toString('utf8').split('\0') : []) {
        const tab = e.indexOf('\t');
        if (tab > 0 && e.startsWith('160000 ')) found.push({ rel: e.slice(tab + 1), kind: 'submodule' });
      }
    }
  }
  for (const rel of collected.nested ?? []) found.push({ rel, kind: 'repository' });
  if (!found.length) return [];
  const keep = keptByConfig(settings);
  const out: NestedRepo[] = [];
  const told = new Set<string>();
  for (const f of found) {
    if (told.has(f.rel)) continue;
    told.add(f.rel);
    // Its folder as a folder of this repository: not a link (a pull request's .gitmodules
    // could name one that leads out), not inside git's own files.
    if (f.rel.split('/').some(isGitName)) continue;
    const abs = path.join(settings.root, f.rel);
    const st = lstatOrNone(abs);
    // Nor through a link on its way: it must really lie inside the repository.
    if (!st?.isDirectory() || !isUnder(realOr(settings.root), realOr(abs))) continue;
    const skill = firstSkillIn(settings.root, f.rel, keep);
    if (skill !== undefined) out.push({ ...f, skill });
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/**
 * The most paths `git ls-files` is given by name (more: the whole index, matched here): git
 * matches each index entry against each name.
 */
const SUBMODULE_NAMED = 64;

/**
 * Of `paths` (a change's files, repository-relative), the submodules (gitlinks in the index)
 * that are not checked out here (their folder empty or missing): what the change brings in
 * them is read by no check, and the step says so. No git is run inside them.
 */
export function submodulesNotCheckedOut(settings: Settings, paths: Iterable<string>): string[] {
  const list = [...paths].filter((p) => p && !p.endsWith('/'));
  if (!settings.inGit || list.length === 0) return [];
  const listing: string[] = [];
  // A few paths are asked of git by name. Many are not: git matches every index entry against
  // every pathspec, so a change of 80,000 files took 37 s (in batches of 1,000 names, as one
  // command line of 30,000 passed ARG_MAX); the whole index is listed once and matched here.
  const many = list.length > SUBMODULE_NAMED;
  const asked = many ? new Set(list) : undefined;
  if (many) {
    const r = spawnGit(settings.root, ['ls-files', '-z', '-s']);
    if (r.status === 0) for (const e of r.stdout.toString('utf8').split('\0')) listing.push(e);
  } else {
    const part = list.map((p) => `:(literal)${p}`);
    const r = spawnGit(settings.root, ['ls-files', '-z', '-s', '--', ...part]);
    if (r.status === 0) for (const e of r.stdout.toString('utf8').split('\0')) listing.push(e);
  }
  // As a literal pathspec matches: the path itself, or a folder above it.
  const named = (rel: string) => {
    if (!asked) return true;
    for (let p = rel; ; p = p.slice(0, p.lastIndexOf('/'))) {
      if (asked.has(p)) return true;
      if (!p.includes('/')) return false;
    }
  };
  const out: string[] = [];
  for (const e of listing) {
    const tab = e.indexOf('\t');
    if (tab < 0 || !e.startsWith('160000 ')) continue;
    const rel = e.slice(tab + 1);
    if (!named(rel)) continue;
    let entries: string[] = [];
    try {
      entries = readdirSync(path.join(settings.root, rel));
    } catch {
      // missing: not checked out
    }
    if (entries.length === 0) out.push(rel);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The first SKILL.md (repository-relative) under `rel` that `keep` keeps: links not followed, .git skipped. */
function firstSkillIn(root: string, rel: string, keep: (rel: string) => boolean): string | undefined {
  let budget = NESTED_SEARCH_LIMIT;
  const stack = [rel];
  while (stack.length && budget > 0) {
    const dir = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (--budget < 0) break;
      const child = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) stack.push(child);
      } else if (e.name === SKILL_FILE && (e.isFile() || e.isSymbolicLink()) && keep(child)) return child;
    }
  }
  return undefined;
}

/** What a run says of a nested repository whose skills it does not check. */
export function nestedRepoMessage(n: NestedRepo, shown: (rel: string) => string = (r) => r): string {
  const what =
    n.kind === 'submodule' ? 'is a git submodule' : 'is another git repository inside this one, not tracked by it';
  return `${shown(n.rel)} ${what}: it holds skills (${shown(n.skill)} among them) that a repository scan does not check and the lockfile does not pin; check them from inside it (cd ${shown(shellWord(n.rel))} && skillgate validate), or name the folder (skillgate validate ${shown(shellWord(n.rel))})`;
}
