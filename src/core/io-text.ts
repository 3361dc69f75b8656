import { isUtf8 } from 'node:buffer';
import { existsSync, fstatSync, lstatSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
/**
 * A file-system error in words, for messages about a file the user named. Node's own
 * message (`ENOTDIR: not a directory, open '/abs/path/.x.123.tmp'`) names absolute paths and
 * temporary files; the caller names the file as the user gave it, this says what went wrong.
 */
export function fsReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'its directory does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a directory';
    case 'EEXIST':
      return 'a file is in the way';
    case 'EISDIR':
      return 'it is a directory';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'ENAMETOOLONG':
      return 'the path, or a name in it, is too long';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files';
    default: {
      const message = String((e as Error | undefined)?.message ?? e);
      // Node's messages are `CODE: description, syscall 'path'`: the description is kept,
      // the path (the machine's, or a temporary file's) is not. One of skillgate's own (`it
      // is a FIFO, not a regular file`, code ENOTREG) is already words.
      if (code === undefined || !message.startsWith(`${code}:`)) return message;
      const description = message
        .slice(code.length + 1)
        .split(',')[0]!
        .trim();
      return description ? `${description} (${code})` : code;
    }
  }
}

/**
 * Why a file could not be created at `file`, in words: an ENOENT is a missing folder, a
 * dangling symlink in the file's place, or a folder where no file can be made (/proc).
 */
export function createReason(e: unknown, file: string): string {
  if ((e as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return fsReason(e);
  if (!existsSync(path.dirname(file))) return 'its directory does not exist';
  return lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()
    ? 'it is a symlink that leads nowhere'
    : 'no file can be created there';
}

/**
 * True when reading `file` failed with `e` only because a symlink is there that leads nowhere:
 * a config, keyring or lockfile so linked is one that cannot be read, not one that is absent
 * (its settings, revocations or pins would be dropped without a word).
 */
export function danglingLink(e: unknown, file: string): boolean {
  if ((e as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return false;
  try {
    return lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  } catch {
    return false;
  }
}

/** Said of a file that `danglingLink` finds. */
export const DANGLING = 'it is a symlink to a file that does not exist';

/**
 * Whether `abs` is this process's own stdout or stderr (`/dev/stdout`, `/proc/self/fd/1`, or
 * the file the output is redirected to): the same file on disk as fd 1 or 2.
 */
export function ownOutput(abs: string): boolean {
  return ownOutputFd(abs) !== undefined;
}

/** Which of this process's outputs `abs` is (ownOutput): 1 for stdout, 2 for stderr. */
export function ownOutputFd(abs: string): 1 | 2 | undefined {
  let st;
  try {
    st = statSync(abs);
  } catch {
    return undefined;
  }
  for (const fd of [1, 2] as const) {
    try {
      const o = fstatSync(fd);
      if (o.dev === st.dev && o.ino === st.ino) return fd;
    } catch {
      // not open
    }
  }
  return undefined;
}

/** True when the GitHub runner runs the CLI (a workflow's `run:` step): its output is the job's log. */
export function underRunner(env: NodeJS.ProcessEnv): boolean {
  return env.GITHUB_ACTIONS === 'true';
}

/**
 * Why a path named on the command line cannot be looked up, in words. A name holding U+FFFD
 * that is not there is most likely a name on disk that is not valid UTF-8: node decodes the
 * command line as UTF-8, so the bytes it hands back are not the name's, and nothing opens it.
 */
export function statReason(e: unknown, name = ''): string {
  if ((e as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return fsReason(e);
  return name.includes('\uFFFD')
    ? 'no such file or directory (the name holds U+FFFD: if the name on disk is not valid UTF-8, it cannot be passed on the command line; rename it, file and directory names must be UTF-8)'
    : 'no such file or directory';
}

let argvNotUtf8: string[] | undefined;

/**
 * Whether `name` came from an argument that is not UTF-8, as the bytes the process was given
 * (Linux's /proc/self/cmdline; where it cannot be read, any U+FFFD is taken as so): a U+FFFD
 * typed as itself (valid UTF-8) is a name like any other.
 */
function fromBytesNotUtf8(name: string): boolean {
  if (argvNotUtf8 === undefined) {
    try {
      argvNotUtf8 = readFileSync('/proc/self/cmdline')
        .toString('latin1')
        .split('\0')
        .map((a) => Buffer.from(a, 'latin1'))
        .filter((b) => !isUtf8(b))
        .map((b) => b.toString('utf8'));
    } catch {
      return true;
    }
  }
  return argvNotUtf8.some((a) => a.includes(name));
}

/**
 * Why a path to write, named on the command line, cannot be: it holds U+FFFD. Node decodes
 * the command line as UTF-8, so a name typed in bytes that are not (`r$'\xff'.json`) arrives
 * with U+FFFD in their place, and a file would be written under that other name, silently.
 * Undefined for any other name.
 */
export function undecodableName(flag: string, name: string): string | undefined {
  if (!name.includes('\uFFFD') || !fromBytesNotUtf8(name)) return undefined;
  return `${flag} names a file with U+FFFD in its name: a name that is not valid UTF-8 reaches skillgate so decoded, and would be written under another name; give a name in UTF-8`;
}

/**
 * Why a path to read, named on the command line, cannot be: as undecodableName, a name typed in
 * bytes that are not UTF-8 arrives with U+FFFD in their place, and a file or folder named with
 * U+FFFD (another, a sibling say) would be read in its place, silently. Undefined for any other name.
 */
export function unreadableName(what: string, name: string): string | undefined {
  if (!name.includes('\uFFFD') || !fromBytesNotUtf8(name)) return undefined;
  return `${what} names a path that is not valid UTF-8: it reaches skillgate decoded (U+FFFD in place of each bad byte), and a file so named, another, would be read in its place; rename it (names must be UTF-8) and name it again`;
}

/**
 * Text for the GitHub runner's log, where a line starting with `::` (after blanks) or
 * holding `##[` anywhere is a workflow command: a word joiner (U+2060, invisible, and no
 * blank to the runner's TrimStart) goes before such a `::` and inside each `##[`. Text
 * without either is returned as it is.
 */
export function inertForRunner(s: string): string {
  if (!s.includes('::') && !s.includes('##[')) return s;
  return s.replaceAll('##[', '##\u2060[').replace(/^([\s\u0085]*)::/gm, '$1\u2060::');
}

/**
 * A secret key's text as `sign --key` reads it (keygen writes 64 hex digits and a line end;
 * whitespace and a BOM around them are taken too). Such text is never quoted, never replaced.
 */
export function isSecretKeyText(text: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(text.trim());
}

/**
 * True when a report path ends with a path separator (`/`, and `\` on Windows): it names a
 * folder, and path.resolve would drop the separator and write a file of the folder's name.
 */
export function namesFolder(p: string): boolean {
  return folderEnding(p) !== undefined;
}

/**
 * How `p` ends when that ending names a folder whatever is there: `/` (path.resolve drops
 * it), or a last part `.` or `..` (`locks/.`: path.resolve makes it `locks`, a file's name).
 */
export function folderEnding(p: string): string | undefined {
  const sep = process.platform === 'win32' ? /[\\/]/ : /\//;
  if (p.endsWith('/') || (process.platform === 'win32' && p.endsWith('\\'))) return p.slice(-1);
  const last = p.split(sep).pop();
  if (last !== '.' && last !== '..') return undefined;
  return p.length > last.length ? p.slice(-(last.length + 1)) : last;
}

/** `p` as a folder to name a file in: `locks/` for `locks/`, `locks/.` and `locks`. */
export function asFolder(p: string): string {
  if (p.endsWith('/') || (process.platform === 'win32' && p.endsWith('\\'))) return p;
  return p === '.' ? './' : p.endsWith('/.') ? p.slice(0, -1) : `${p}/`;
}

/**
 * `s`, a path, as one word for a POSIX shell: as it is when it needs no quoting, else in
 * single quotes; `./` first when it starts with `-` (else it reads as an option).
 */
export function shellWord(s: string): string {
  const p = s.startsWith('-') ? `./${s}` : s;
  return /^[A-Za-z0-9_./@%+=:,-]+$/.test(p) ? p : `'${p.replace(/'/g, `'\\''`)}'`;
}
