/** Reading a SKILL.md safely: size checked before reading, I/O errors as one-line reasons. */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { MAX_FILE_BYTES } from '../core/document.js';
import { fsReason } from '../core/io-text.js';

export type ReadOutcome =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: string; tooLarge?: number; code?: string };

// O_NONBLOCK: opening a FIFO named SKILL.md must not wait for a writer (it is rejected below).
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
// Undefined on Windows, where a fenced read lstats first.
const NOFOLLOW: number | undefined = constants.O_NOFOLLOW;

export const OUTSIDE_LINK =
  'SKILL.md is a symlink to a file outside the repository: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)';
/** git's own folder holds no skill, and on a CI runner its config holds the checkout's token. */
const GIT_DIR_LINK =
  "SKILL.md is a symlink into git's own folder (.git): it is not read (the CLI reads it with --follow-symlinks)";

/**
 * Reads a SKILL.md. With `fence` (a scanned file, FileRef.fence), a symlink is followed
 * only to a file inside that real directory: one that leads out is not read at all, so no
 * byte of it reaches a message. The common case costs nothing: the file is opened with
 * O_NOFOLLOW, and only a link (ELOOP) is looked at.
 */
export function readSkillFile(
  abs: string,
  fence?: string,
  listedFrom?: number,
  /**
   * Only a file opened by exactly `abs` (no symlink on the way, as Linux's /proc tells):
   * anything else is `ENOTEXACT`, unread (validate --staged: a work-tree link where the index
   * holds a file is read from the index). Where it cannot be told, always `ENOTEXACT`.
   */
  exactName = false,
): ReadOutcome {
  // A file that lies in a folder named `.git` in some spelling (`x/.GIT/s/SKILL.md`) by its
  // own path: no symlink leads there, so it is said as what it is (a case-insensitive disk
  // opens `.GIT` as git's own folder, which is never read).
  if (fence !== undefined) {
    const rel = path.relative(fence, abs);
    const part = outside(rel) ? undefined : rel.split(path.sep).find((x) => x.toLowerCase() === '.git');
    if (part !== undefined)
      return {
        ok: false,
        reason:
          part === '.git'
            ? "SKILL.md lies in git's own folder (.git): it is not read"
            : `SKILL.md lies in a folder named ${part}, which a case-insensitive disk opens as git's own folder (.git): it is not read; rename the folder`,
        code: 'EOUTSIDE',
      };
  }
  // The common case first: opened without following a link, the file is where the kernel says
  // it is, by exactly the name it was asked for, so no part of the way is a symlink and the
  // checks below (an lstat of each new folder, then of the file) have nothing to find.
  if (fence !== undefined && NOFOLLOW !== undefined && PROC_FD !== undefined) {
    let fd = -1;
    try {
      fd = openSync(abs, READ_FLAGS | NOFOLLOW);
    } catch {
      // Anything else (a link, an error) takes the way below, which words it.
    }
    if (fd >= 0) {
      if (openedPath(fd) === abs) return readOpened(fd, fence, abs);
      closeSync(fd);
    }
  }
  if (exactName) return { ok: false, reason: 'not opened by exactly its name', code: 'ENOTEXACT' };
  let file = abs;
  let flags = READ_FLAGS;
  // A file git lists, whose tracked folder was replaced by a symlink (O_NOFOLLOW guards only
  // the last part of the path): read only when the folder it leads to stays inside.
  if (fence !== undefined && listedFrom !== undefined && folderLinkOnTheWay(abs, listedFrom)) {
    let dir: string;
    try {
      dir = realpathSync.native(path.dirname(abs));
    } catch (e) {
      return { ok: false, reason: ioReason(e), code: (e as NodeJS.ErrnoException).code };
    }
    const rel = path.relative(fence, dir);
    if (outside(rel)) return { ok: false, reason: `SKILL.md ${OUTSIDE_FOLDER}`, code: 'EOUTSIDE' };
    if (inGitFolder(rel)) return refusedLink(GIT_DIR);
  }
  if (fence !== undefined) {
    if (NOFOLLOW === undefined) {
      const out = linkOutside(abs, fence);
      if (out === true || out === GIT_DIR) return refusedLink(out);
      if (typeof out === 'string' && ignoredTarget(out, fence)) return refusedLink(IGNORED);
      if (typeof out === 'string') file = out;
    } else flags |= NOFOLLOW;
  }
  let fd: number;
  try {
    try {
      fd = openSync(file, flags);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (fence === undefined || NOFOLLOW === undefined || (code !== 'ELOOP' && code !== 'EMLINK')) throw e;
      // A symlink (O_NOFOLLOW's ELOOP; EMLINK on FreeBSD): read its target only when it stays
      // inside, opened by its real path so that the link cannot be swapped in between.
      const out = linkOutside(abs, fence);
      if (out === true || out === GIT_DIR) return refusedLink(out);
      // One that leads nowhere: its realpath error (dangling, a loop) is worded. Not a link
      // now (swapped since): opened again without following anything.
      if (typeof out === 'object') throw out.error;
      if (typeof out === 'string' && ignoredTarget(out, fence)) return refusedLink(IGNORED);
      fd = openSync(out ?? abs, flags);
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A Unix socket cannot be opened (ENXIO): said as what it is, as a FIFO is below.
    if (code === 'ENXIO') {
      const kind = kindAt(abs);
      if (kind) return { ok: false, reason: `SKILL.md is ${kind}, not a regular file`, code };
    }
    return { ok: false, reason: ioReason(e), code };
  }
  return readOpened(fd, fence);
}

/** Reads the file open as `fd`, and closes it; `real`: where it is, when already known. */
function readOpened(fd: number, fence: string | undefined, real?: string): ReadOutcome {
  try {
    // Where the file opened really is: a folder on the way swapped for a symlink since the
    // scan listed it (or since the checks above) would lead the open out of the tree.
    if (fence !== undefined) {
      real ??= openedPath(fd);
      if (real !== undefined) {
        const rel = path.relative(fence, real);
        if (outside(rel)) return { ok: false, reason: `SKILL.md ${OUTSIDE_FOLDER}`, code: 'EOUTSIDE' };
        if (inGitFolder(rel)) return refusedLink(GIT_DIR);
      }
    }
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, reason: 'SKILL.md is a directory, not a file' };
    if (!st.isFile()) return { ok: false, reason: `SKILL.md is ${kindOf(st)}, not a regular file` };
    if (st.size > MAX_FILE_BYTES) return { ok: false, reason: '', tooLarge: st.size };
    const buf = Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { ok: true, bytes: buf.subarray(0, off) };
  } catch (e) {
    return { ok: false, reason: ioReason(e) };
  } finally {
    closeSync(fd);
  }
}

const GIT_DIR = Symbol('git dir');

/** Linux names every open file's real path under /proc/self/fd (elsewhere: not told). */
const PROC_FD = process.platform === 'linux' ? '/proc/self/fd/' : undefined;
const DELETED = ' (deleted)';

/**
 * The real path of what `fd` opened, as the kernel resolved it when it was opened (no path
 * can be swapped under it since); undefined where that cannot be told (no /proc).
 */
export function openedPath(fd: number): string | undefined {
  if (PROC_FD === undefined) return undefined;
  try {
    const real = readlinkSync(PROC_FD + fd);
    // A file removed since it was opened (no link left to it): still the file that was read.
    // A name that ends so itself is kept.
    return real.endsWith(DELETED) && fstatSync(fd).nlink === 0 ? real.slice(0, -DELETED.length) : real;
  } catch {
    return undefined;
  }
}

export const OUTSIDE_FOLDER =
  'lies behind a symlinked folder that leads out of the repository: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)';

/** Folders on the way to listed files, and whether each is a plain folder (no symlink): one lstat each a run. */
const plainFolders = new Map<string, boolean>();

/** Forgets what folders were (a new run: the tree may have changed). */
export function forgetFolders(): void {
  plainFolders.clear();
}

/** True when a folder of `abs` past its first `from` characters (the root) is a symlink. */
function folderLinkOnTheWay(abs: string, from: number): boolean {
  for (let j = abs.indexOf(path.sep, from); j >= 0; j = abs.indexOf(path.sep, j + 1)) {
    const dir = abs.slice(0, j);
    let plain = plainFolders.get(dir);
    if (plain === undefined) {
      try {
        plain = !lstatSync(dir).isSymbolicLink();
      } catch {
        plain = true; // not there: the read says what is missing
      }
      plainFolders.set(dir, plain);
    }
    if (!plain) return true;
  }
  return false;
}

function refusedLink(out: true | typeof GIT_DIR | typeof IGNORED): ReadOutcome {
  return {
    ok: false,
    reason: out === true ? OUTSIDE_LINK : out === GIT_DIR ? GIT_DIR_LINK : IGNORED_LINK,
    code: 'EOUTSIDE',
  };
}

const IGNORED = Symbol('ignored');
const IGNORED_LINK =
  'SKILL.md is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track), not to a SKILL.md: it is not read (such files are where a checkout keeps its secrets, a .env or a token file an earlier step wrote; link to a file git tracks; the CLI reads it with --follow-symlinks)';

/** Asks git whether it lists a path (a link's target, real, inside `fence`); set by scan/files.ts. */
let gitUnlisted: ((real: string, fence: string) => boolean) | undefined;
export function setGitUnlisted(check: (real: string, fence: string) => boolean): void {
  gitUnlisted = check;
}

/**
 * True when `real`, where a settings file's symlink (the config, the keyring, the lockfile)
 * leads inside the repository `fence`, is a file git does not list: not read, as a SKILL.md
 * link to it is not.
 */
export function unlistedByGit(real: string, fence: string): boolean {
  return gitUnlisted !== undefined && gitUnlisted(real, fence);
}

/**
 * True when a SKILL.md link's target inside the repository is a file git does not list
 * (tracked, or untracked and not ignored), not itself named SKILL.md: what a scan would never
 * read (a `.env`, a token file an earlier CI step wrote) is not read through a link either, and
 * no line of it reaches a message, a job summary or a report. A link to a SKILL.md git ignores
 * (a skill vendored under node_modules) is read.
 */
function ignoredTarget(real: string, fence: string): boolean {
  return path.basename(real) !== 'SKILL.md' && unlistedByGit(real, fence);
}

/**
 * For a symlink at `abs`: true when its target lies outside `fence`, GIT_DIR when inside the
 * `.git` folder at its top (the repository's own files: `.git/config`, hooks), else the
 * target's real path; the error when it cannot be resolved (dangling, a loop). Undefined
 * when `abs` is no symlink.
 */
function linkOutside(abs: string, fence: string): string | true | typeof GIT_DIR | { error: unknown } | undefined {
  try {
    if (!lstatSync(abs).isSymbolicLink()) return undefined;
  } catch (e) {
    return { error: e };
  }
  let real: string;
  try {
    real = realpathSync.native(abs);
  } catch (e) {
    // Leading nowhere: when it ends outside the fence (followed as the kernel follows it: a
    // folder link or a chain on the way), it is refused as one that leads out (a pull request
    // must not learn which paths of the runner exist); else the error.
    const end = followParts(path.resolve(abs));
    if (end !== undefined && outside(path.relative(fence, end))) return true;
    return { error: e };
  }
  const rel = path.relative(fence, real);
  // The fence itself (a link to the repository root) is inside: it is a directory, said so.
  if (outside(rel)) return true;
  return inGitFolder(rel) ? GIT_DIR : real;
}

/** A path inside the fence that is or lies in a `.git` folder (the repository's, or a nested checkout's). */
const inGitFolder = (rel: string) => rel.split(path.sep).some((part) => part.toLowerCase() === '.git');

const outside = (rel: string) => rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel);

/**
 * True when `abs` is a symlink leading out of `fence` (or written to, when it leads nowhere):
 * a named SKILL.md that is such a link is refused unread, whatever its target is (a device, a
 * folder, nothing), as a scan refuses it.
 */
export function linkLeadsOut(abs: string, fence: string): boolean {
  return linkOutside(abs, fence) === true;
}

/** What a non-regular file is, for the one-line reason. */
export function kindOf(st: {
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
}): string {
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'a special file';
}

/** What the non-regular file at `abs` is (its link followed), or undefined. */
function kindAt(abs: string): string | undefined {
  try {
    const st = statSync(abs);
    return st.isFile() || st.isDirectory() ? undefined : kindOf(st);
  } catch {
    return undefined;
  }
}

export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'cannot read file: no such file (or a dangling symlink)';
    case 'EACCES':
    case 'EPERM':
      return 'cannot read file: permission denied';
    case 'ELOOP':
      return 'cannot read file: too many levels of symbolic links (symlink loop)';
    case 'EISDIR':
      return 'SKILL.md is a directory, not a file';
    default:
      return `cannot read file: ${fsReason(e)}`;
  }
}

/** A file past the limit its reader sets: `size` when a regular file's size says so, else undefined. */
export class TooLargeError extends Error {
  readonly size: number | undefined;
  readonly limit: number;
  constructor(limit: number, size?: number) {
    super(`it is larger than ${sizeText(limit)}`);
    this.name = 'TooLargeError';
    this.size = size;
    this.limit = limit;
  }
}

export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / 1024 / 1024} MiB`
    : bytes >= 1024 && bytes % 1024 === 0
      ? `${bytes / 1024} KiB`
      : `${bytes} bytes`;
}

let namedPipes = true;
/**
 * Whether a file named by a flag or the config may be a pipe, read as it comes (the CLI:
 * `--config <(...)`). The Action turns it off: nothing writes to a FIFO its inputs or the
 * repository name, so one is refused rather than waited on until the job's timeout.
 */
export function setNamedPipes(on: boolean): boolean {
  const was = namedPipes;
  namedPipes = on;
  return was;
}

/**
 * Reads a file the user names (a config, keyring, lockfile, key), at most `limit` bytes:
 * a device such as /dev/zero, or a file of gigabytes, is a TooLargeError, not a read that
 * runs out of memory. With `pipes` (a file the user named, by a flag or the config), a pipe
 * (`--key <(...)`) is read as it comes; without (a default path such as skillgate.lock), a
 * FIFO there is refused at once instead of waited on for a writer that never comes. Errors
 * are fs's own (ENOENT, EACCES, EISDIR, ...).
 */
export function readBounded(file: string, limit: number, pipes = true): Buffer {
  pipes &&= namedPipes;
  const fd = openSync(file, pipes ? constants.O_RDONLY : READ_FLAGS);
  try {
    const st = fstatSync(fd);
    if (st.isDirectory())
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read`), { code: 'EISDIR' });
    if (!pipes && !st.isFile())
      throw Object.assign(new Error(`it is ${kindOf(st)}, not a regular file`), { code: 'ENOTREG' });
    if (st.isFile() && st.size > limit) throw new TooLargeError(limit, st.size);
    const chunks: Buffer[] = [];
    let total = 0;
    // One byte past the limit tells a file at the limit from a longer one.
    for (;;) {
      const want = Math.min(st.isFile() && total < st.size ? st.size - total : 64 * 1024, limit + 1 - total);
      if (want <= 0) break;
      const buf = Buffer.allocUnsafe(want);
      const n = readSync(fd, buf, 0, want, null);
      if (n === 0) break;
      chunks.push(n === want ? buf : buf.subarray(0, n));
      total += n;
    }
    if (total > limit) throw new TooLargeError(limit);
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * Follows `abs` one path part at a time, as the kernel does: each symlink on the way (given
 * to `hop`) is replaced by its target's parts, so a `..` in a target goes up from where the
 * parts before it lead, never taken as text. Returns where the path ends: its real path, or,
 * from the first part that is not there (or cannot be looked at), that part joined with the
 * rest as written. Undefined past 40 links (a loop).
 */
export function followParts(abs: string, hop?: (link: string) => void): string | undefined {
  const split = (p: string): [string, string[]] => {
    const top = path.parse(p).root;
    return [top, p.slice(top.length).split(path.sep)];
  };
  let [cur, pending] = split(abs);
  let links = 0;
  while (pending.length) {
    const part = pending.shift()!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      cur = path.dirname(cur);
      continue;
    }
    const next = path.join(cur, part);
    let link: string | undefined;
    try {
      link = lstatSync(next).isSymbolicLink() ? readlinkSync(next) : undefined;
    } catch {
      return path.join(next, ...pending);
    }
    if (link === undefined) {
      cur = next;
      continue;
    }
    hop?.(next);
    if (++links > 40) return undefined;
    let parts: string[];
    if (path.isAbsolute(link)) [cur, parts] = split(link);
    else parts = link.split(path.sep);
    pending = [...parts, ...pending];
  }
  return cur;
}
