/** Whole-file replacement that never leaves a half-written or emptied file behind. */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
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

/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same directory
 * is written, fsynced and renamed over the target. A symlink is followed (the link
 * survives); a hard link is broken (the other names keep the old bytes). An existing file
 * keeps its permission bits; a new one gets 0666 less the umask. On failure (a full disk,
 * say) the temp file is removed and the target is as it was. Throws what the file system
 * throws.
 */
export function writeFileAtomic(file: string, text: string): void {
  let target = path.resolve(file);
  try {
    target = realpathSync(target);
  } catch {
    // a new file: written where it was named
  }
  let mode: number | undefined;
  try {
    mode = statSync(target).mode & 0o7777;
  } catch {
    // no file yet
  }
  const tmp = tempBeside(target);
  const fd = openSync(tmp, 'wx', mode ?? 0o666);
  try {
    try {
      writeFileSync(fd, text);
      if (mode !== undefined) fchmodSync(fd, mode);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, target);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
