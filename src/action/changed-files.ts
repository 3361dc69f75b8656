/**
 * Which files a run covers (issue #5 §2).
 *
 * pull_request / merge_group: base..head from git when the history is there — a
 * shallow clone is deepened with `git fetch` — else GitHub's "list pull request files"
 * (paginated; at its 3,000-file cap, a full scan). push: before..after; a new branch
 * (zero `before`) or a force push is a full scan. Any other event, or `changed-only:
 * false`: a full scan. A full scan that replaces a changed-files run says why.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { EventInfo } from './event.js';
import { isZeroSha } from './event.js';
import type { Blob, ChangeEntry, Git } from './git.js';
import { skillDirOf } from '../scan/files.js';
import { apiErrorText, PR_FILES_CAP, type GitHubApi, type PullFile } from './github-api.js';

export interface Removed {
  path: string;
  /** Set when the file was renamed rather than deleted. */
  to?: string;
  /** The lockfile pins a skill at `path` (set by the check; only then must its entry change). */
  pinned?: boolean;
}

export interface ChangeSet {
  full: boolean;
  /** How the files were chosen, for the log and the summary (no repository text). */
  how: string;
  /** Set when a changed-files run had to fall back to a full scan: shown as a notice. */
  fallback?: string;
  /** Paths (repository-relative, `/`) added, modified or renamed to. */
  changed: Set<string>;
  /** Paths deleted or renamed away. */
  removed: Removed[];
  source: 'git' | 'api' | 'none';
  /** The GitHub API's listing of the pull request's files, when it was read (whole or not). */
  pullFiles?: PullFile[];
  /** A pull request's files from git: the commit they were diffed from (the base, or the merge base found). */
  from?: string;
}

export interface ChangeDeps {
  /** Undefined outside a git work tree. */
  git?: Git;
  /** Undefined when no token or repository is known. */
  api?: () => Promise<GitHubApi>;
  info: (s: string) => void;
  /** Why there is no git work tree, when `git` is undefined (default: "not a git work tree"). */
  notGit?: string;
}

/** Depths tried, in turn, to find the merge base in a shallow clone. */
export const DEEPEN_STEPS = [50, 400, 3000];

const short = (sha: string): string => sha.slice(0, 7);
const NOT_GIT = 'not a git work tree';
/** A checkout's config (lockfileOf gives its name when the lockfile it names cannot be told). */
const CONFIG_NAME = '.skillgate.yml';

/**
 * Why the step's folder is no git work tree, naming the checkouts in its subfolders (actions/checkout
 * with `path:`): the step would otherwise scan them as plain folders, their lockfile unread.
 */
export function notGitReason(root: string): string {
  const nested = nestedCheckouts(root);
  if (!nested.length) return NOT_GIT;
  const shown = nested.slice(0, 3).map((n) => JSON.stringify(n));
  return `${NOT_GIT} (${shown.join(', ')}${nested.length > 3 ? ` and ${nested.length - 3} more` : ''} ${nested.length === 1 ? 'is one' : 'are'}: set the action's working-directory input to the checkout, the path given to actions/checkout, so that its history and its lockfile are used)`;
}

/** The folders right under `root` that are git checkouts (actions/checkout with `path:`), sorted. */
export function nestedCheckouts(root: string): string[] {
  return checkoutsUnder(root, 1);
}

/**
 * The git checkouts under `root` (actions/checkout with `path:`, `src/repo` too), up to
 * three folders deep, not inside one another; a bounded walk (a workspace may be large).
 */
export function checkoutsUnder(root: string, depth = 3, budget = 2000): string[] {
  const found: string[] = [];
  let level = [''];
  for (let d = 0; d < depth && level.length && budget > 0; d++) {
    const next: string[] = [];
    for (const rel of level) {
      let entries: Dirent[];
      try {
        entries = readdirSync(path.join(root, rel), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        if (!e.isDirectory() || e.name === '.git' || e.name === 'node_modules' || --budget < 0) continue;
        const sub = rel ? `${rel}/${e.name}` : e.name;
        if (existsSync(path.join(root, sub, '.git'))) found.push(sub);
        else next.push(sub);
      }
    }
    level = next;
  }
  return found.sort();
}

/**
 * Why the step stops: its folder is no git work tree (so its own lockfile is not there) while a
 * checkout under it holds a lockfile (the default name, or the one its config names), whose
 * lock check a scan from here would silently skip: a capability escalation would pass green.
 * Undefined when no checkout holds one.
 */
export function unreadNestedLock(root: string, lockfileOf: (checkout: string) => string): string | undefined {
  const held = checkoutsUnder(root).filter((n) => existsSync(path.join(root, n, lockfileOf(n))));
  if (!held.length) return undefined;
  const [first] = held;
  const named = lockfileOf(first!);
  const what = named === CONFIG_NAME ? 'a skillgate config' : 'the lockfile';
  const lock = JSON.stringify(`${first}/${named}`);
  return `the workspace is not a git work tree, and the checkout ${JSON.stringify(first)} under it holds ${what} ${lock}, which a check from the workspace would not read (no drift would be checked): set the action's working-directory input to ${JSON.stringify(first)}, the path given to actions/checkout${held.length > 1 ? ` (${held.length} checkouts hold one: one step for each)` : ''}`;
}

function full(how: string, fallback?: string): ChangeSet {
  return { full: true, how, fallback, changed: new Set(), removed: [], source: 'none' };
}

/**
 * The commit whose keyring and lock are the baseline: the PR base, or the push's `before`
 * (a force push's too: its files are all scanned, but what the branch held before it is still
 * what a gain is measured against, when that commit can be had; every comparison was lost).
 */
export function baselineCommit(event: EventInfo): string | undefined {
  if (event.kind === 'pull_request' || event.kind === 'merge_group') return event.base;
  if (event.kind === 'push' && event.before && !isZeroSha(event.before)) return event.before;
  return undefined;
}

/** Makes sure git has `sha`, fetching it from origin when it does not; false when it cannot. */
export function ensureCommit(git: Git, sha: string): boolean {
  if (git.hasCommit(sha)) return true;
  if (!git.hasRemote('origin')) return false;
  git.fetch([sha], git.isShallow() ? 1 : undefined);
  return git.hasCommit(sha);
}

/**
 * Why the checkout is not the change the event describes, or undefined. It is not when HEAD:
 * - is GITHUB_SHA under pull_request_target: the base branch's last commit, which
 *   actions/checkout checks out by default there;
 * - is the base commit or a commit behind it;
 * - has the base commit as its only parent (GitHub's merge commit has the head as a parent);
 * - with the whole history of the event's repository in the clone (the base commit is in it),
 *   does not hold the head commit (fetched if missing).
 * It is the change when HEAD is the head commit, GitHub's merge commit, a commit on top of
 * the head, the result of a merged pull request (squashed or rebased: the head is then in no
 * ancestry), or a commit whose history a shallow clone cannot tell (`collectChanges` may
 * deepen the clone; the caller asks again once it found the merge base, `connected`, or the
 * clone is whole).
 */
export function checkoutLacksHead(
  git: Git,
  event: EventInfo,
  /** The clone holds the history between the base and HEAD (a merge base was found in it), shallow or not. */
  opts: { connected?: boolean } = {},
): string | undefined {
  const { head, base } = event;
  const at = git.head();
  if (!at || event.merged) return undefined;
  if (!base) {
    // A payload without the base commit (never GitHub's, but a step must not pass on the base
    // branch's files for it): under pull_request_target GITHUB_SHA is the base branch's commit;
    // a head commit the payload names must be what is checked out, a parent of it (GitHub's
    // merge commit), or in its history.
    if (event.name === 'pull_request_target' && at === event.sha && at !== head)
      return lacksHeadText(event, `HEAD ${short(at)}`);
    if (!head || at === head || git.parents(at).includes(head)) return undefined;
    if (!git.hasCommit(head) && git.hasRemote('origin')) git.fetch([head]);
    return git.hasCommit(head) && git.isAncestor(head, at) ? undefined : lacksHeadText(event, `HEAD ${short(at)}`);
  }
  // A payload without the head commit (never GitHub's): what shows the base branch checked out
  // without it still fails the step, rather than check the base's files as the change's.
  if (!head)
    return (event.name === 'pull_request_target' && at === event.sha) || at === base
      ? lacksHeadText(event, `HEAD ${short(at)}`)
      : undefined;
  if (head === base || at === head) return undefined;
  const parents = git.parents(at);
  if (parents.includes(head)) return undefined;
  let lacks =
    (event.name === 'pull_request_target' && at === event.sha) ||
    at === base ||
    (parents.length === 1 && parents[0] === base) ||
    (git.hasCommit(base) && git.isAncestor(at, base));
  // The whole history, and of the event's repository (the base commit is in it: a workflow may
  // check out another repository, whose history cannot hold the event's commits).
  if (!lacks && (opts.connected || !git.isShallow()) && git.hasCommit(base)) {
    if (!git.hasCommit(head) && git.hasRemote('origin')) git.fetch([head]);
    lacks = !git.hasCommit(head) || !git.isAncestor(head, at);
  }
  if (!lacks) return undefined;
  return lacksHeadText(event, `HEAD ${short(at)}`);
}

/**
 * Why the checkout is not the push the event describes, or undefined: HEAD is the commit before
 * the push (or one behind it), or, the clone holding the whole history of the event's repository
 * (the commit before the push is in it), a commit whose history lacks the pushed one (fetched if
 * missing). HEAD is the push when it is the pushed commit or a commit on top of it (a later push
 * checked out); a shallow clone that cannot tell, a push that created its branch (no commit
 * before it to know the repository by) and a deleted branch are not refused.
 */
export function checkoutLacksPush(git: Git, event: EventInfo): string | undefined {
  const at = git.head();
  if (!at || !event.after || isZeroSha(event.after) || at === event.after) return undefined;
  if (!event.before || isZeroSha(event.before)) return undefined;
  // A tag push names tag objects (an annotated tag's own id): the commits they tag are compared.
  const before = git.commitOf(event.before);
  if (!before) return undefined;
  if (!git.hasCommit(event.after) && git.hasRemote('origin')) git.fetch([event.after], git.isShallow() ? 1 : undefined);
  const after = git.commitOf(event.after) ?? event.after;
  if (at === after || git.parents(at).includes(after)) return undefined;
  let lacks = at === before || git.isAncestor(at, before);
  if (!lacks && !git.isShallow()) lacks = !git.hasCommit(after) || !git.isAncestor(after, at);
  if (!lacks) return undefined;
  return `the checkout (HEAD ${short(at)}) does not hold the pushed commit ${short(after)}, so its files are not the ones to check; check out the pushed commit (actions/checkout's default for push)`;
}

/** What a step that would check the wrong files says: the checkout (`which`) lacks the head commit. */
function lacksHeadText(event: EventInfo, which: string): string {
  const what =
    event.kind === 'merge_group' ? 'merge group' : `pull request${event.prNumber ? ` #${event.prNumber}` : ''}`;
  return `the checkout (${which}) does not hold the ${what}'s head commit${event.head ? ` ${short(event.head)}` : ''}, so its files are not the ones to check; check out the ${what === 'merge group' ? 'merge group' : 'pull request'} (actions/checkout's default for pull_request; with pull_request_target, set its \`ref\` to the head commit)`;
}

/** Listed files looked at in the workspace, and changed files compared with the base commit's copy. */
const LOOKED_AT = 200;
const COMPARED_WITH_BASE = 5;

/**
 * With no git (actions/checkout downloads the repository where git is missing), under
 * pull_request_target (whose default ref is the base branch; pull_request's is GitHub's merge
 * commit), whether the workspace holds the pull request, from the GitHub API's listing of its
 * files, which names each one's blob at the head commit. Only what a checkout of the base
 * branch cannot show counts for the head: an added (or renamed-to) file there as the head has
 * it, or a changed file whose copy is not the base commit's text (the head's, or a merge of
 * it). A removed file still there, an added one missing, or a changed file with the base's
 * text (line ends aside) shows another checkout, unless the change kept the file's bytes (a
 * mode change) or changed only its line ends: the error, unless something showed the head.
 * A symlink tells nothing (the contents API gives its target's text).
 */
export async function apiCheckoutLacksHead(
  root: string,
  event: EventInfo,
  files: readonly PullFile[],
  baseText: (rel: string) => Promise<Blob | undefined>,
): Promise<string | undefined> {
  // Only where the default checkout is not the change: pull_request's is GitHub's merge commit.
  if (event.name !== 'pull_request_target') return undefined;
  let other = 0;
  let missing = 0;
  const changed: { rel: string; here: Buffer; sha?: string }[] = [];
  for (const f of files.slice(0, LOOKED_AT)) {
    if (f.status === 'unchanged') continue;
    const here = workspaceBlob(path.join(root, f.filename));
    if (f.status === 'removed') {
      if (here) other++;
      continue;
    }
    if (here === null) {
      missing++;
      continue;
    }
    if (here === undefined) continue;
    if (f.status === 'added' || f.status === 'renamed' || f.status === 'copied') {
      if (f.sha && blobId(here, f.sha.length) === f.sha) return undefined;
      continue;
    }
    changed.push({ rel: f.filename, here, sha: f.sha });
  }
  // Each changed file against the base commit's copy. When the head's blob is the base's
  // bytes (a mode change, a change the base branch made too), it tells nothing. Else a copy
  // that is the head's blob shows the head; one that is the base's text, line ends aside (a
  // checkout may write CRLF, .gitattributes), the base branch; any other, a merge of the head.
  const lf = (t: string) => t.replace(/\r\n/g, '\n');
  for (const c of changed.slice(0, COMPARED_WITH_BASE)) {
    const base = await baseText(c.rel);
    if (base?.state !== 'present') continue;
    const text = c.here.toString('utf8');
    if (text === base.text || lf(text) === lf(base.text)) {
      // The base's text here (line ends aside). A change that kept the bytes (a mode change)
      // or only changed line ends (which a checkout writing CRLF undoes) tells nothing; else
      // the base branch is checked out.
      const kept =
        !!c.sha &&
        (blobId(c.here, c.sha.length) === c.sha || blobId(Buffer.from(lf(text), 'utf8'), c.sha.length) === c.sha);
      if (!kept) other++;
      continue;
    }
    // Not the base's text: the head's, or a merge of it with the base's own edit.
    return undefined;
  }
  if (other || missing)
    return lacksHeadText(
      event,
      other
        ? "no git: its files compared with the GitHub API's listing of the pull request"
        : 'no git: files the pull request adds or changes are missing; if actions/checkout used `path:`, set the `working-directory` input to it',
    );
  return undefined;
}

/** A file's content as git hashes it (a symlink: its target), null when nothing is there, undefined when it cannot be told. */
function workspaceBlob(abs: string): Buffer | null | undefined {
  try {
    const st = lstatSync(abs);
    // A symlink: the contents API answers with its target's text, not the link's blob.
    if (st.isSymbolicLink()) return undefined;
    if (!st.isFile() || st.size > 16 * 1024 * 1024) return undefined;
    return readFileSync(abs);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? null : undefined;
  }
}

/** git's object id of a blob: SHA-1 (40 hex digits) or, in a SHA-256 repository, SHA-256. */
function blobId(bytes: Buffer, hexLength: number): string {
  return createHash(hexLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

function fromEntries(entries: ChangeEntry[], untracked: string[]): Pick<ChangeSet, 'changed' | 'removed'> {
  const changed = new Set<string>();
  const removed: Removed[] = [];
  for (const e of entries) {
    if (e.status === 'deleted') removed.push({ path: e.path });
    else if (e.status === 'renamed') {
      changed.add(e.path);
      if (e.from !== undefined) removed.push({ path: e.from, to: e.path });
    } else changed.add(e.path);
  }
  for (const u of untracked) changed.add(u);
  return { changed: withSkillDirs(changed), removed };
}

/**
 * A folder named SKILL.md that the change fills is changed too: git names only the files under
 * it, and the scan reports the folder itself (a ReadError), which the changed-only report
 * must keep, as a full scan does.
 */
function withSkillDirs(changed: Set<string>): Set<string> {
  for (const p of [...changed]) {
    const dir = skillDirOf(p);
    if (dir) changed.add(dir);
  }
  return changed;
}

function fromPullFiles(files: PullFile[]): Pick<ChangeSet, 'changed' | 'removed'> {
  const changed = new Set<string>();
  const removed: Removed[] = [];
  for (const f of files) {
    if (f.status === 'removed') removed.push({ path: f.filename });
    else if (f.status === 'unchanged') continue;
    else {
      changed.add(f.filename);
      if (f.status === 'renamed' && f.previous_filename) removed.push({ path: f.previous_filename, to: f.filename });
    }
  }
  return { changed: withSkillDirs(changed), removed };
}

/** The commit to diff from for a pull request: `base` itself for GitHub's merge commit, else the merge base. */
function prDiffBase(git: Git, base: string, event: EventInfo, info: (s: string) => void): string | undefined {
  const head = git.head();
  if (!head) return undefined;
  // actions/checkout checks out refs/pull/N/merge: a merge commit whose first parent is the base.
  if (git.parents(head).includes(base)) return base;
  let mb = git.mergeBase(base, head);
  if (mb || !git.isShallow() || !git.hasRemote('origin')) return mb;
  for (const depth of DEEPEN_STEPS) {
    info(`Deepening the shallow clone to ${depth} commits to find the merge base`);
    git.fetch([base], depth);
    if (!git.fetch([head], depth) && event.head && event.head !== head) git.fetch([event.head], depth);
    mb = git.mergeBase(base, head);
    if (mb) return mb;
    if (!git.isShallow()) break;
  }
  return undefined;
}

function viaGit(git: Git, from: string, how: string): ChangeSet | undefined {
  const entries = git.diff(from);
  if (!entries) return undefined;
  // Untracked files are changed files too (made by an earlier step): a listing git could not
  // finish would leave the SKILL.md files it skipped unchecked, so the whole tree is scanned.
  const untracked = git.untracked();
  if (!untracked) {
    const why = git.failure();
    return full(
      'Full scan',
      `git could not list the untracked files (${why.length > 300 ? why.slice(0, 300) + '…' : why})`,
    );
  }
  return { full: false, how, ...fromEntries(entries, untracked), source: 'git' };
}

export async function collectChanges(event: EventInfo, changedOnly: boolean, deps: ChangeDeps): Promise<ChangeSet> {
  const { git } = deps;
  if (!changedOnly) return full('Full scan (changed-only is false)');

  if (event.kind === 'push') {
    if (!event.before && event.problem) return full('Full scan', event.problem);
    if (!event.before || isZeroSha(event.before))
      return full(
        `Full scan (the push created the ${event.tag ? 'tag' : 'branch'}: no earlier commit to compare with)`,
      );
    if (event.forced) return full('Full scan (force push: the previous commit may be gone)');
    const before = event.before;
    if (!git) return full('Full scan', `${deps.notGit ?? NOT_GIT}, so the files changed by the push are unknown`);
    if (!ensureCommit(git, before))
      return full('Full scan', `the push's previous commit ${short(before)} could not be fetched`);
    return (
      viaGit(git, before, `Files changed by the push since ${short(before)} (git)`) ??
      full('Full scan', `git diff against ${short(before)} failed`)
    );
  }

  if (event.kind !== 'pull_request' && event.kind !== 'merge_group') {
    if (event.problem) return full('Full scan', event.problem);
    return full(
      event.name ? `Full scan (event "${event.name}" has no base to compare with)` : 'Full scan (not run by an event)',
    );
  }

  const what =
    event.kind === 'merge_group' ? 'merge group' : `pull request${event.prNumber ? ` #${event.prNumber}` : ''}`;
  if (!event.base) return full('Full scan', `${event.problem ?? 'no base commit in the event'}`);
  const base = event.base;
  const reasons: string[] = [];

  if (git && ensureCommit(git, base)) {
    const from = prDiffBase(git, base, event, deps.info);
    if (from) {
      const set = viaGit(git, from, `Files changed by the ${what} since ${short(from)} (git)`);
      if (set) return set.full ? set : { ...set, from };
      reasons.push('git diff failed');
    } else reasons.push(`no merge base with ${short(base)} in the git history`);
  } else reasons.push(git ? `the base commit ${short(base)} could not be fetched` : (deps.notGit ?? NOT_GIT));

  if (event.kind === 'pull_request' && event.prNumber && deps.api) {
    if (event.changedFiles !== undefined && event.changedFiles >= PR_FILES_CAP) {
      return full(
        'Full scan',
        `the ${what} changes ${event.changedFiles} files; GitHub lists at most ${PR_FILES_CAP}, so every SKILL.md is checked`,
      );
    }
    try {
      const api = await deps.api();
      const { files, capped } = await api.listPullFiles(event.prNumber);
      if (capped) {
        return {
          ...full(
            'Full scan',
            `the ${what} changes at least ${PR_FILES_CAP} files, GitHub's limit for listing them, so every SKILL.md is checked`,
          ),
          pullFiles: files,
        };
      }
      // Fewer files than the event says the pull request changes: a listing that lost pages
      // (a server that pages otherwise, or sends one page twice), or a pull request changed
      // since; either way not all of them.
      const listed = new Set(files.map((f) => f.filename)).size;
      if (event.changedFiles !== undefined && listed < event.changedFiles) {
        return {
          ...full(
            'Full scan',
            `the GitHub API listed ${listed} of the ${event.changedFiles} files the event says the ${what} changes, so every SKILL.md is checked`,
          ),
          pullFiles: files,
        };
      }
      return {
        full: false,
        how: `Files changed by the ${what} (GitHub API, ${files.length} file${files.length === 1 ? '' : 's'})`,
        ...fromPullFiles(files),
        source: 'api',
        pullFiles: files,
      };
    } catch (e) {
      reasons.push(`the GitHub API failed (${apiErrorText(e)})`);
    }
  } else if (event.kind === 'pull_request') {
    reasons.push(deps.api ? 'no pull request number in the event' : 'no github-token for the GitHub API');
  }
  return full('Full scan', `the files changed by the ${what} are unknown: ${reasons.join('; ')}`);
}
