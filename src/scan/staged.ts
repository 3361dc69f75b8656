/**
 * `--staged` (for hooks): the files a check read must be what the commit holds. skillgate reads
 * the work tree, and a hook runs before the commit exists: pre-commit sets unstaged edits of
 * tracked files aside but leaves untracked files in place, and lint-staged sets aside only the
 * unstaged part of files that are partly staged. So a lockfile written and never added, or a
 * config edited and not staged, would pass the hook and be missing from the commit.
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/diagnostic.js';
import type { Settings } from '../core/config-types.js';
import { safe } from '../report/text.js';
import {
  editedBehindFlags,
  gitFailure,
  isLink,
  isSkillPath,
  linkHops,
  realOr,
  relInside,
  spawnGit,
  splitListing,
} from './files.js';

const SKILL_SPECS = ['SKILL.md', '*/SKILL.md'];
/** Files listed at most; the rest are counted. */
const SHOWN = 20;

const literal = (files: Iterable<string>): string[] => [...files].map((f) => `:(literal)${f}`);

/** git's NUL-separated output; `okExit`: an exit status that is no failure (check-ignore's 1: none ignored). */
function listed(root: string, args: string[], opts: { input?: string; okExit?: number } = {}): string[] {
  const r = spawnGit(root, args, opts.input);
  if (r.error || (r.status !== 0 && r.status !== opts.okExit))
    throw new UsageError(`--staged: git ${args.filter((a) => !a.startsWith('-'))[0]} failed: ${gitFailure(r)}`);
  return splitListing(r.stdout).paths;
}

/**
 * Where git keeps a settings file, repository-relative: the entry itself (its folders'
 * symlinks resolved: git tracks no path beyond a symlink) and, for a symlink, the file it
 * leads to (what was read). None outside the repository (the workflow's, named on purpose).
 */
function locations(root: string, realRoot: string, file: string): string[] {
  const abs = path.resolve(root, file);
  let folder: string;
  try {
    folder = realpathSync.native(path.dirname(abs));
  } catch {
    return [];
  }
  const entry = relInside(realRoot, path.join(folder, path.basename(abs)));
  const out = entry === undefined ? [] : [entry];
  try {
    if (lstatSync(abs).isSymbolicLink()) {
      const target = relInside(realRoot, realpathSync.native(abs));
      if (target !== undefined && target !== entry) out.push(target);
    }
  } catch {
    // absent, or a link that leads nowhere: the entry alone
  }
  return out;
}

/**
 * Whether the commit `--staged` checks for holds a SKILL.md: a predicate over report paths.
 * In it are the index's entries (one a sparse checkout leaves out, or deleted from the work
 * tree without `git rm`, too); not an untracked file, nor one whose deletion is staged. A path
 * outside the repository is no part of the commit and is taken as read (as without the flag);
 * an alias (a folder symlink inside the repository) is held when the file it leads to is.
 * The index is listed once, at the first question.
 */
export function heldByCommit(root: string): (rel: string) => boolean {
  let index: Set<string> | undefined;
  const realRoot = realOr(root);
  return (rel) => {
    const abs = path.resolve(root, rel);
    if (relInside(root, abs) === undefined) return true;
    index ??= new Set(listed(root, ['ls-files', '-z', '--cached', '--', ...SKILL_SPECS]));
    if (index.has(rel)) return true;
    const real = relInside(realRoot, realOr(abs));
    return real !== undefined && index.has(real);
  };
}

export interface StagedReads {
  /** The SKILL.md files read, repository-relative (others lie outside it, named on purpose). */
  skills: readonly string[];
  /** The config, keyring and lockfile the check reads when they are there (they may not be). */
  settingsFiles: readonly (string | undefined)[];
  /** The check covered every skill (the lock check, a repository scan). */
  wholeTree: boolean;
  /** The config keeps this path (a SKILL.md it excludes is read by no check). */
  kept: (rel: string) => boolean;
  /** The SKILL.md paths the lockfile read pins. */
  pinned: ReadonlySet<string>;
}

/**
 * Throws a UsageError (exit 1) naming each file the check read that the commit would not hold
 * as read: the config, keyring or lockfile not added (untracked, or ignored), or deleted and
 * the deletion not staged; any file read with changes that are not staged (content: a mode
 * change is not read); on a whole-tree check, a SKILL.md deleted and the deletion not staged,
 * and an untracked one that the lockfile pins (the commit's lock would pin a skill it does not
 * hold). Any other untracked SKILL.md is checked as it is, as without the flag: one named is
 * what the user asked for, and one the lock check finds is `added` drift.
 *
 * Under pre-commit (it sets PRE_COMMIT=1 for its hooks) unstaged changes `git diff` shows are
 * not reported: on a commit it sets them aside itself, and on `pre-commit run --all-files`
 * (nothing set aside) the work tree is what the user asked for. Edits to files flagged
 * skip-worktree or assume-unchanged are, always: pre-commit finds what to set aside with
 * `git diff-index`, which does not see them, so the check would read an edit the commit does
 * not hold.
 * Outside a git work tree there is no commit, and nothing to compare: the flag does nothing.
 */
const UNMERGED = 'unmerged (a merge conflict): resolve it, then git add it';

export function assertStaged(settings: Settings, env: NodeJS.ProcessEnv, reads: StagedReads): void {
  if (!settings.inGit) return;
  const root = settings.root;
  const realRoot = realOr(root);
  const settingsFiles = new Set(
    reads.settingsFiles.flatMap((f) => (f === undefined ? [] : locations(root, realRoot, f))),
  );
  const specs = [...SKILL_SPECS, ...literal(settingsFiles)];
  // The index, `TAG MODE OID STAGE\tpath` (-v: `S` skip-worktree, lower case assume-unchanged).
  const index = listed(root, ['ls-files', '-z', '-s', '-v', '--', ...specs]);
  const tracked = new Set(index.map((e) => e.slice(e.indexOf('\t') + 1)));
  // Entries at a stage other than 0: a merge left them in conflict (git diff lists them too).
  const unmerged = new Set(
    index.filter((e) => !/^\S+ \d+ [0-9a-f]+ 0\t/.test(e)).map((e) => e.slice(e.indexOf('\t') + 1)),
  );
  const notStaged = (rel: string) => `${safe(rel)}: ${unmerged.has(rel) ? UNMERGED : 'changes not staged'}`;
  // Content only: skillgate reads no file mode (`chmod +x` is no change it checked). And
  // the files flagged skip-worktree or assume-unchanged, whose edits git diff does not see.
  const changed = new Set<string>();
  const diff = ['-c', 'core.fileMode=false', 'diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
  if (env.PRE_COMMIT !== '1') for (const rel of listed(root, [...diff, '--', ...specs])) changed.add(rel);
  const wanted = (rel: string) => settingsFiles.has(rel) || isSkillPath(rel);
  // (One flagged assume-unchanged and deleted: git diff does not list the deletion either.)
  const flaggedGone: string[] = [];
  for (const rel of editedBehindFlags(root, index, wanted, flaggedGone)) changed.add(rel);
  for (const rel of flaggedGone) changed.add(rel);
  const there = (rel: string) => existsSync(path.resolve(realRoot, rel)) || isLink(path.resolve(realRoot, rel));
  const problems: string[] = [];
  const notAdded: string[] = [];
  for (const rel of settingsFiles) {
    if (!tracked.has(rel)) {
      if (there(rel)) notAdded.push(rel);
    } else if (changed.has(rel))
      problems.push(
        there(rel) || unmerged.has(rel)
          ? notStaged(rel)
          : `${safe(rel)}: deleted, and the deletion not staged (git rm it)`,
      );
  }
  const ignored = new Set(
    notAdded.length
      ? listed(root, ['check-ignore', '-z', '--stdin'], { input: notAdded.map((r) => `${r}\0`).join(''), okExit: 1 })
      : [],
  );
  for (const rel of notAdded)
    problems.push(`${safe(rel)}: ${ignored.has(rel) ? 'not added: it is ignored (git add -f it)' : 'not added'}`);
  const pinned = new Set(reads.wholeTree ? reads.skills.filter((r) => reads.pinned.has(r)) : []);
  const seen = new Set<string>();
  for (const rel of reads.skills) {
    if (seen.has(rel) || path.isAbsolute(rel)) continue;
    seen.add(rel);
    if (pinned.has(rel) && !tracked.has(rel)) problems.push(`${safe(rel)}: not added (the lockfile pins it)`);
    else if (changed.has(rel)) problems.push(notStaged(rel));
  }
  // A tracked SKILL.md symlink was read through: the commit holds the link, and what it leads
  // to only when that is added (else CI reads a dangling link: a ReadError), as staged.
  // Every link on the way counts (`lnk/SKILL.md -> ../mid/hop.md -> ../shared/real.md`): one
  // not added leaves the commit's link dangling as surely as a target not added. On a check of
  // the whole tree, every tracked SKILL.md link is the tree's, also one the scan read under its
  // target's name (an untracked target the check read as it is).
  const read = new Set(reads.skills);
  const leadsTo = new Map<string, string>();
  for (const e of index) {
    const m = /^\S+ 120000 [0-9a-f]+ 0\t([\s\S]*)$/.exec(e);
    if (!m) continue;
    const link = m[1]!;
    if (!read.has(link) && !(reads.wholeTree && isSkillPath(link) && reads.kept(link))) continue;
    // Each link on the way, and where they end (linkHops, repository-relative).
    for (const h of linkHops(root, path.resolve(root, link)) ?? [])
      if (h !== link && !leadsTo.has(h)) leadsTo.set(h, link);
  }
  if (leadsTo.size) {
    const specs = literal(leadsTo.keys());
    const held = new Set(listed(root, ['ls-files', '-z', '--', ...specs]));
    const edited = new Set(env.PRE_COMMIT !== '1' ? listed(root, [...diff, '--', ...specs]) : []);
    // And the targets flagged skip-worktree or assume-unchanged whose edits git diff does not see.
    for (const rel of editedBehindFlags(root, listed(root, ['ls-files', '-z', '-s', '-v', '--', ...specs]), () => true))
      edited.add(rel);
    for (const [target, link] of leadsTo) {
      if (!held.has(target)) problems.push(`${safe(link)}: the symlink leads to ${safe(target)}, which is not added`);
      // A file the check read itself has its unstaged changes said above.
      else if (edited.has(target) && !read.has(target))
        problems.push(`${safe(link)}: the symlink leads to ${safe(target)}, whose changes are not staged`);
    }
  }
  if (reads.wholeTree) {
    for (const rel of changed) {
      if (seen.has(rel) || settingsFiles.has(rel) || !reads.kept(rel) || !isSkillPath(rel)) continue;
      if (!there(rel)) problems.push(`${safe(rel)}: deleted, and the deletion not staged (git rm it)`);
    }
  }
  if (!problems.length) return;
  const more = problems.length - SHOWN;
  throw new UsageError(
    [
      `--staged: what the check read is not what the commit holds:`,
      ...problems.slice(0, SHOWN).map((p) => `  ${p}`),
      ...(more > 0 ? [`  … and ${more} more`] : []),
      // In a merge left in conflict git stashes nothing: resolving is the way on.
      unmerged.size && problems.some((p) => p.endsWith(UNMERGED))
        ? 'Resolve the conflicts and stage the files (git add / git rm), then commit again.'
        : 'Stage them (git add / git rm), or set them aside (git stash push --keep-index --include-untracked), then commit again.',
    ].join('\n'),
  );
}
