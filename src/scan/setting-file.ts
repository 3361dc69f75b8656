/**
 * Reading a settings file (the config, the keyring, the lockfile) in a sparse checkout: a
 * tracked one the sparse checkout leaves out of the work tree is read as the index holds it,
 * as a SKILL.md left out is. Read as absent, it would drop the keyring's revocations, turn the
 * lock check off, or drop `trust: registry`, where a full checkout (CI) enforces them.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { readBounded, TooLargeError } from './read.js';
import { mayHoldSkipWorktree, relInside, skillsFromIndex, spawnGit, underDotGit } from './files.js';

/** The repository a settings path is read in (Settings' root and inGit). */
export interface RepoAt {
  root: string;
  inGit: boolean;
}

/**
 * readBounded, and when nothing is at `file` (ENOENT, no entry at all: a dangling symlink is
 * its caller's to word) in a git work tree, the file as the index holds it when git tracks
 * it with the skip-worktree bit (a sparse checkout leaves it out). A blob over `limit` is a
 * TooLargeError; one git cannot give (a partial clone whose remote is gone) is an error that
 * says so, never an absent file. Errors are otherwise readBounded's.
 */
export function readSettingFile(file: string, limit: number, pipes: boolean, repo: RepoAt): Buffer {
  try {
    return readBounded(file, limit, pipes);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || !repo.inGit) throw e;
    const held = leftOutBySparseCheckout(repo.root, file, limit);
    if (held === undefined) throw e;
    return held;
  }
}

function leftOutBySparseCheckout(root: string, file: string, limit: number): Buffer | undefined {
  const rel = relInside(root, file);
  if (rel === undefined || underDotGit(root, file) || onDisk(file) || !mayHoldSkipWorktree(root)) return undefined;
  const held = skillsFromIndex(root, [rel], limit).get(rel);
  if (Buffer.isBuffer(held)) return held;
  if (typeof held === 'number') throw new TooLargeError(limit, held);
  if (held) throw leftOut(`git cannot give it: ${held.error}`);
  // A symlink left out: what it leads to is not read from the index here. Refused, never
  // read as absent (a keyring's revocations, a lockfile's pins would be dropped).
  const r = spawnGit(root, ['ls-files', '-z', '-s', '-t', '--', `:(literal)${rel}`]);
  if (!r.error && r.status === 0 && r.stdout.toString('utf8').startsWith('S 120000 ')) {
    const dir = path.posix.dirname(rel);
    throw leftOut(
      `it is a symlink, which is not read from the index: add it to the sparse checkout${dir === '.' ? '' : ` (git sparse-checkout add ${dir})`}`,
    );
  }
  return undefined;
}

/** Why a settings file the sparse checkout leaves out cannot be read (fsReason words it as is). */
function leftOut(why: string): Error {
  return Object.assign(new Error(`a sparse checkout leaves it out of the work tree, and ${why}`), { code: 'ESPARSE' });
}

function onDisk(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}
