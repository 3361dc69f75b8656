/** Whole-file replacement that never leaves a half-written or emptied file behind. */
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';

/**
 * A fresh temporary name beside `target` for a write-then-rename: hidden, unique, and never
 * much longer than a name can be (at most 64 characters of the target's name are kept).
 */
export function tempBeside(target: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target).slice(0, 64)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
}

/** Temporary files being written: a signal that stops the run removes them first. */
const live = new Set<string>();
let guarding = false;

/**
 * Counts `tmp` as being written until the returned function is called. Ctrl-C (SIGINT) or a
 * SIGTERM would otherwise leave it beside its target (`.skillgate.lock.<pid>.<hex>.tmp`, a
 * whole copy for `git add -A` to pick up): from the first such file on, those signals remove
 * every temp file still there, then end the run as the signal does (the shell sees 128+n).
 * A signal that comes during a synchronous write is handled once it is done (renamed).
 */
export function trackTemp(tmp: string): () => void {
  live.add(tmp);
  if (!guarding) {
    guarding = true;
    const stop = (signal: NodeJS.Signals): void => {
      for (const t of live) {
        try {
          rmSync(t, { force: true });
        } catch {
          // cannot be removed (its folder went read-only): the signal still ends the run
        }
      }
      live.clear();
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      // With no listener left the signal's default action is back: it ends the process.
      process.kill(process.pid, signal);
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
  return () => live.delete(tmp);
}

/**
 * Lets a signal that came while a synchronous write ran be handled now: node runs its handler
 * only from the event loop, and a run that ends right after the write would exit as if no
 * Ctrl-C had come (exit 0, and `sign` went on through every bundle). A no-op until a temp
 * file was made. (One turn of the loop is not enough: the signal is read in the next poll.)
 */
export async function signalPoint(): Promise<void> {
  if (!guarding) return;
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
}

/**
 * What a replacement of `target` keeps of the file there (undefined: none yet). A file its user
 * may not write (0444) is refused with EACCES, as writing it in place would be: a rename needs
 * only the folder's permission, and would overwrite it.
 */
export function replaced(target: string): Stats | undefined {
  let st: Stats;
  try {
    st = statSync(target);
  } catch {
    return undefined;
  }
  accessSync(target, constants.W_OK);
  return st;
}

/**
 * Gives the replacement its owner back, when it can: root in a user namespace (a rootless
 * container) may not name an owner the namespace does not map (EINVAL), and the write goes on.
 */
export function keepOwner(chown: () => void): void {
  try {
    chown();
  } catch {
    // not kept: the replacement is the writer's, as a rename by anyone else leaves it
  }
}

/** The owner to give a replacement of `old`: root replacing another user's file leaves it theirs. */
export function ownerToKeep(old: Stats | undefined): { uid: number; gid: number } | undefined {
  if (!old || process.getuid?.() !== 0 || (old.uid === 0 && old.gid === 0)) return undefined;
  return { uid: old.uid, gid: old.gid };
}

/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same directory
 * is written, fsynced and renamed over the target. A symlink is followed (the link
 * survives); a hard link is broken (the other names keep the old bytes). An existing file
 * keeps its permission bits (and, replaced by root, its owner); one its user may not write is
 * refused (EACCES); a new one gets 0666 less the umask. On failure (a full disk,
 * say) the temp file is removed and the target is as it was. Throws what the file system
 * throws.
 */
export function writeFileAtomic(file: string, text: string | Iterable<string>): void {
  let target = path.resolve(file);
  try {
    target = realpathSync.native(target);
  } catch {
    // a new file: written where it was named
  }
  const old = replaced(target);
  const mode = old && old.mode & 0o7777;
  const tmp = tempBeside(target);
  // Counted before the open: the first write installs the signal handler, and a signal
  // between the open and the count would end the run with the file there.
  const done = trackTemp(tmp);
  const fd = openSync(tmp, 'wx', mode ?? 0o666);
  try {
    try {
      writeTextTo(fd, text);
      if (mode !== undefined) fchmodSync(fd, mode);
      const owner = ownerToKeep(old);
      if (owner) keepOwner(() => fchownSync(fd, owner.uid, owner.gid));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  } finally {
    done();
  }
}

/**
 * Writes a text, or the parts of one (a report written in parts, json.ts reportParts) one after
 * another, to an open file or to a path (created or truncated, as writeFileSync does).
 */
export function writeTextTo(target: number | string, text: string | Iterable<string>): void {
  if (typeof text === 'string') return writeFileSync(target, text);
  const fd = typeof target === 'number' ? target : openSync(target, 'w');
  try {
    // writeFileSync on a descriptor writes from where the last write ended.
    for (const part of text) writeFileSync(fd, part);
  } finally {
    if (fd !== target) closeSync(fd);
  }
}
