/**
 * `--staged` (for hooks): the files a check read must be what the commit holds. skillgate reads
 * the work tree, and a hook runs before the commit exists: pre-commit sets unstaged edits of
 * tracked files aside but leaves untracked files in place, and lint-staged sets aside only the
 * unstaged part of files that are partly staged. So a lockfile written and never added, or a
 * config edited and not staged, would pass the hook and be missing from the commit.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/diagnostic.js';
import type { Settings } from '../core/config-types.js';
import { safe } from '../report/text.js';
import { cannotRun, relInside, spawnGit, splitListing } from './files.js';

/** The pathspecs of every SKILL.md, and each named file as it is written (no glob). */
function pathspecs(files: readonly string[]): string[] {
  return ['SKILL.md', '*/SKILL.md', ...files.map((f) => `:(literal)${f}`)];
}

function listed(root: string, args: string[]): Set<string> {
  const r = spawnGit(root, args);
  if (r.error || r.status !== 0) {
    const why = r.stderr?.toString().trim().split('\n')[0] || cannotRun(r.error) || `exit ${r.status ?? r.signal}`;
    throw new UsageError(`--staged: git ${args.slice(0, 3).join(' ')} failed: ${why}`);
  }
  return new Set(splitListing(r.stdout).paths);
}

/** The repository-relative path of a settings file when it is inside the repository and there. */
export function readSetting(settings: Settings, file: string | undefined): string | undefined {
  if (!file) return undefined;
  const abs = path.resolve(settings.root, file);
  const rel = relInside(settings.root, abs);
  return rel !== undefined && existsSync(abs) ? rel : undefined;
}

/**
 * Throws a UsageError (exit 1) naming each file the check read that the commit would not hold
 * as read: the config, keyring or lockfile (`settingsFiles`) not added (untracked, or
 * ignored), and any file read with changes that are not staged, a tracked SKILL.md deleted
 * and the deletion not staged too (`wholeTree`: the check covered every skill; `kept`: the
 * config keeps it). An untracked SKILL.md is checked as it is, as without the flag: one named
 * is what the user asked for, and one the lock check finds is `added` drift.
 *
 * Under pre-commit (it sets PRE_COMMIT=1 for its hooks) only files not added are reported:
 * on a commit it sets every unstaged change of a tracked file aside itself, and on
 * `pre-commit run --all-files` (nothing set aside) the work tree is what the user asked for.
 * Outside a git work tree there is no commit, and nothing to compare: the flag does nothing.
 */
export function assertStaged(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  skills: readonly string[],
  settingsFiles: readonly string[],
  wholeTree: boolean,
  kept: (rel: string) => boolean,
): void {
  if (!settings.inGit) return;
  const specs = pathspecs(settingsFiles);
  const literal = settingsFiles.map((f) => `:(literal)${f}`);
  const tracked = literal.length ? listed(settings.root, ['ls-files', '-z', '--cached', '--', ...literal]) : new Set();
  const changed =
    env.PRE_COMMIT === '1'
      ? new Set<string>()
      : listed(settings.root, ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff', '--', ...specs]);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const rel of [...settingsFiles, ...skills]) {
    if (seen.has(rel) || path.isAbsolute(rel)) continue;
    seen.add(rel);
    // (git diff lists tracked files only: an untracked SKILL.md is never `changed`.)
    if (settingsFiles.includes(rel) && !tracked.has(rel)) problems.push(`${safe(rel)}: not added`);
    else if (changed.has(rel)) problems.push(`${safe(rel)}: changes not staged`);
  }
  if (wholeTree) {
    for (const rel of changed) {
      if (seen.has(rel) || !kept(rel) || !/(^|\/)SKILL\.md$/.test(rel)) continue;
      if (!existsSync(path.resolve(settings.root, rel)))
        problems.push(`${safe(rel)}: deleted, and the deletion not staged (git rm it)`);
    }
  }
  if (!problems.length) return;
  throw new UsageError(
    [
      `--staged: what the check read is not what the commit holds:`,
      ...problems.map((p) => `  ${p}`),
      'Stage them (git add / git rm), or set them aside (git stash push --keep-index --include-untracked), then commit again.',
    ].join('\n'),
  );
}
