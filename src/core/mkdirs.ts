import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `mkdir -p`, one level at a time from the deepest folder that exists. Node's
 * `mkdirSync(dir, { recursive: true })` never returns under /proc (`/proc/x/y`: mkdir says
 * ENOENT, its parent says EEXIST, and it tries again), so a report path or `--dir` there
 * would hang the step; here it fails with the first mkdir's error. A file on the way is
 * ENOTDIR; a folder named SKILL.md to be made on the way is refused (ESKILLDIR). `mode`
 * applies to every folder it creates. Returns the folders it made, the shallowest first.
 */
export function makeDirs(dir: string, mode?: number): string[] {
  const missing = missingDirs(dir);
  const made: string[] = [];
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      mkdirSync(missing[i]!, mode === undefined ? undefined : { mode });
      made.push(missing[i]!);
    } catch (e) {
      // Created meanwhile by someone else: fine when it is a folder.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(missing[i]!).isDirectory()) throw e;
    }
  }
  return made;
}

/**
 * Throws what makeDirs(dir) would before it made a folder (a file on the way, a folder that
 * takes no new entry), making none: a run that fails later leaves no empty folders behind.
 */
export function checkDirs(dir: string): void {
  const missing = missingDirs(dir);
  if (missing.length) accessSync(path.dirname(missing[missing.length - 1]!), constants.W_OK | constants.X_OK);
}

/** The folders of `dir` that are not there, deepest first; throws as mkdir would for a file on the way. */
function missingDirs(dir: string): string[] {
  const missing: string[] = [];
  let d = path.resolve(dir);
  for (;;) {
    let isDir: boolean;
    try {
      isDir = statSync(d).isDirectory();
    } catch (e) {
      const up = path.dirname(d);
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || up === d) throw e;
      missing.push(d);
      d = up;
      continue;
    }
    if (!isDir)
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}' (${d} is a file)`), {
        code: 'ENOTDIR',
      });
    break;
  }
  // A folder named SKILL.md is read by every scan as a skill that cannot be read (ReadError):
  // a report, a key or a skill written under one would break every later check.
  if (missing.some((d) => path.basename(d) === 'SKILL.md'))
    throw Object.assign(
      new Error(
        'a folder named SKILL.md would be made on the way, and every scan reads a folder by that name as a skill it cannot read (ReadError); name the folder otherwise',
      ),
      { code: 'ESKILLDIR' },
    );
  return missing;
}
