/** `skillgate validate [PATH...]` and `skillgate lock --check` share this check-and-report path. */
import { existsSync, lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError, type Finding } from '../core/diagnostic.js';
import { CONFIG_FILE, type Settings } from '../core/config-types.js';
import { listWithinRun, type FileResult } from '../core/engine.js';
import type { Drift, Lockfile } from '../lock/types.js';
import type { Sidecar } from '../core/sidecar.js';
import {
  collectPaths,
  isUnder,
  landingOf,
  scanChangedSince,
  statNamed,
  leftOutOfSparse,
  scanRepository,
  otherCase,
  realOr,
  SKILL_FILE,
  isAttributesPath,
  underRoot,
  ignoredByGitMany,
  isFolder,
  type Collected,
  keptByConfig,
  whyNotScanned,
  nestedRepos,
  type NestedRepo,
  listedFrom,
  findRoot,
  spawnGit,
} from '../scan/files.js';
import { assertStaged, heldByCommit } from '../scan/staged.js';
import { pathsOfIds, type StagedTree, type TreeIds } from '../rules/tree.js';
import { skillsSharingIds } from '../scan/sharing.js';
import {
  byPath,
  checkAll,
  contextFor,
  drift as computeDrift,
  MAX_LOCKFILE_BYTES,
  readLock,
  startSidecar,
} from '../core/run.js';
import { readSettingFile } from '../scan/setting-file.js';
import { now } from '../core/clock.js';
import { discardRecorded, recordAdded } from '../telemetry/index.js';
import { driftJson, fileJson, multiJsonParts, reportText } from '../report/json.js';
import { safe, textReport } from '../report/text.js';
import { sarifCutWarning, sarifParts, watchedForUpload } from '../report/sarif.js';
import { lockEntryLookup } from '../lock/entry-position.js';
import {
  emit,
  flagValues,
  formatOf,
  refuseOutside,
  refuseReportOverSkill,
  settingsFrom,
  warnIdle,
  warnIdleConfig,
  lockfileNotFound,
  warnMisnamed,
  warnOtherWorkTrees,
  type IO,
  type Report,
  warnNested,
} from './common.js';
import type { Parsed } from '../cli/args.js';
import { statReason } from '../core/io-text.js';
import { readSkillFile } from '../scan/read.js';

/**
 * Entries the walk of the working directory (outside a git work tree) lists at most, for the
 * ids the skills named beside it may point at: run from `/` or a home folder it read every
 * folder below it and checked every SKILL.md there, for minutes.
 */
const TREE_WALK_LIMIT = Math.max(0, Number(process.env.SKILLGATE_TREE_WALK_LIMIT)) || 100_000;

export interface CheckRun {
  settings: Settings;
  results: FileResult[];
  drift: Drift[];
  durationMs: number;
  single: boolean;
  excluded: number;
  lockChecked: boolean;
  /** The whole tree was scanned (no PATH, or the root named), not named paths. */
  wholeTree: boolean;
  /** Files named SKILL.md in another case, found and not checked (Collected.misnamed). */
  misnamed?: string[];
  /** On a repository scan: the submodules and nested repositories holding skills it did not read. */
  nested?: NestedRepo[];
}

/** True when one named path is a SKILL.md file or a directory holding SKILL.md itself. */
function isSingleBundle(paths: string[], cwd: string, checked: string): boolean {
  // One bundle named twice (`validate a a`, `validate a a/SKILL.md`) is one bundle.
  const bundle = (p: string) => {
    const abs = path.resolve(cwd, p);
    return path.basename(abs) === SKILL_FILE ? path.dirname(abs) : abs;
  };
  if (paths.length !== 1 && new Set(paths.map(bundle)).size !== 1) return false;
  const abs = path.resolve(cwd, paths[0]);
  // What a name leads to, or the link itself when it leads nowhere (dangling, a loop).
  const look = (p: string) => {
    try {
      return statSync(p, { throwIfNoEntry: false }) ?? lstatSync(p, { throwIfNoEntry: false });
    } catch {
      return lstatSync(p, { throwIfNoEntry: false });
    }
  };
  try {
    const st = look(abs);
    // Not in the work tree, yet checked: a tracked SKILL.md a sparse checkout leaves out, read
    // as the index holds it, is that bundle's (named as the bundle or as its SKILL.md).
    if (!st) return checked === (path.basename(abs) === SKILL_FILE ? abs : path.join(abs, SKILL_FILE));
    // A link that leads nowhere, named as the file, is one bundle's unreadable SKILL.md.
    if (st.isFile() || st.isSymbolicLink()) return true;
    if (!st.isDirectory()) return false;
    // A folder named SKILL.md, named itself (or a SKILL.md link to a folder): one bundle's
    // SKILL.md that is not a file, a ReadError in the one-bundle shape, as a dangling link.
    if (path.basename(abs) === SKILL_FILE) return true;
    // A bundle whose SKILL.md cannot be read (a FIFO, a dangling or looping link) is still one
    // bundle: its ReadError comes in the one-bundle shape. A folder named SKILL.md is not a bundle.
    const it = look(path.join(abs, SKILL_FILE));
    // A folder git keeps for its untracked files while a sparse checkout leaves its SKILL.md
    // out: that SKILL.md, read from the index, is the bundle's.
    if (it === undefined) return checked === path.join(abs, SKILL_FILE);
    return !it.isDirectory();
  } catch {
    return false;
  }
}

/**
 * Colour on a terminal, as the conventions say: NO_COLOR (any value) turns it off,
 * FORCE_COLOR (1-3, or empty) turns it on even into a pipe, FORCE_COLOR=0 and TERM=dumb off.
 */
export function colorWanted(io: Pick<IO, 'env'>, tty: boolean): boolean {
  if (io.env.NO_COLOR) return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return tty && io.env.TERM !== 'dumb';
}

export async function runCheck(p: Parsed, io: IO, mode: { requireLock: boolean }): Promise<CheckRun> {
  const t0 = now();
  const settings = await settingsFrom(p, io);
  const ctx = contextFor(settings);
  const paths = p.positionals;
  const since = typeof p.opts['changed-since'] === 'string' ? p.opts['changed-since'] : undefined;
  // `validate .` at the root (the root named any way) is the repository: scanned as with no
  // PATH, include and the lock check with it, so that it cannot pass while `validate` fails.
  // The root named beside other paths covers those the scan lists; the others (outside the
  // repository, or what git ignores, named) are checked beside it (`namedBeside`).
  const rootPath = paths.find((x) => underRoot(settings.root, path.resolve(io.cwd, x)) === settings.root);
  const rootNamed = rootPath !== undefined;
  const repoScan = (paths.length === 0 || rootNamed) && !since;
  if (rootNamed && !since) {
    // The paths it covers must still be there: a typo is exit 1, as without the root.
    for (const x of paths)
      if (!existsSync(path.resolve(io.cwd, x)))
        throw new UsageError(`cannot read ${safe(x)}: ${statReason({ code: 'ENOENT' }, safe(x))}`);
  }
  const lockWanted = mode.requireLock || repoScan || settings.lockfileExplicit || !!since;

  // A bad lockfile is exit 1 whatever the skills say, and its error comes first.
  const readTheLock = () => {
    if (!lockWanted) return undefined;
    // One the config names (or the default) is read inside the repository only.
    if (typeof p.opts.lockfile !== 'string')
      refuseOutside(settings.root, settings.lockfile, 'lockfile', '--lockfile', !!settings.followSymlinks, {
        settings,
        key: 'lockfile',
      });
    try {
      return readLock(settings, mode.requireLock || settings.lockfileExplicit);
    } catch (e) {
      // `lock --check --staged` with the lockfile deleted and the deletion not staged: the
      // commit holds one, so "run skillgate lock" would be the wrong advice. Said as --staged
      // says it (exit 1 either way).
      if (p.opts.staged === true && e instanceof UsageError)
        assertStaged(settings, io.env, {
          skills: [],
          settingsFiles: [settings.lockfile],
          wholeTree: false,
          kept: () => true,
          pinned: new Set(),
        });
      throw e;
    }
  };
  let lock: Lockfile | undefined;
  let collected: Collected;
  // Files named beside the root that the repository scan does not hold: checked, not the tree's.
  let beside: Set<string> | undefined;
  let sidecar: Sidecar | undefined;
  // --changed-since PATH...: the files under the named paths (as written and as they resolve).
  let within: ((abs: string) => boolean) | undefined;
  if (repoScan) {
    // A repository scan lists the files first and starts the sidecar, which reads the first
    // files and runs git's untracked listing while the lock is read (checkAll completes it).
    // With other paths named, the scan is listed whole first (untracked files too): what it
    // does not hold of theirs is told from what it does.
    const others = paths.filter((x) => underRoot(settings.root, path.resolve(io.cwd, x)) !== settings.root);
    try {
      collected = scanRepository(settings, { deferUntracked: others.length === 0 });
      if (others.length) beside = namedBeside(collected, collectPaths(others, settings, io.cwd));
    } catch (e) {
      // A bad lockfile's error comes first; but in a bare repository there is nothing to
      // check at all ("no lockfile: run skillgate lock" would send the user on, to fail).
      if (!(e as { bare?: boolean }).bare) readTheLock();
      throw e;
    }
    if (others.length) warnOtherWorkTrees(io, settings, others, collected.files);
    sidecar = startSidecar(collected, settings);
    try {
      lock = readTheLock();
    } catch (e) {
      sidecar?.stop();
      throw e;
    }
  } else {
    lock = readTheLock();
    if (since) {
      if (paths.length) {
        // What git ignores among them, asked at once (two runs of git a path took minutes).
        let ignored: Set<string> | undefined;
        const ignoredAll = () =>
          (ignored ??= ignoredByGitMany(
            settings,
            paths.map((x) => {
              const abs = underRoot(settings.root, path.resolve(io.cwd, x));
              return { abs, folder: isFolder(abs) };
            }),
          ));
        // A PATH that is not there is an I/O error (exit 1), as without --changed-since.
        for (const x of paths) {
          const abs = path.resolve(io.cwd, x);
          // A folder or SKILL.md a sparse checkout leaves out: in the repository, its changed
          // skills compared from the index (as without the flag, which checks them too).
          if (leftOutOfSparse(settings, underRoot(settings.root, abs))) continue;
          const st = statNamed(x, abs);
          // git compares the repository's files with REF: one outside it, or reached through
          // a folder symlink that leads out, was checked by no one (0 files, exit 0).
          const lands = st.isDirectory() ? realOr(abs) : landingOf(abs);
          if (!isUnder(settings.root, lands) && !isUnder(realOr(settings.root), lands))
            throw new UsageError(
              `${safe(x)} is outside the repository, which --changed-since compares with ${safe(since)}: validate it without --changed-since`,
            );
          // Nor inside a submodule or another repository in this one: git lists none of its
          // files, so it was checked by no one either.
          const nested = nestedRepoHolding(realOr(settings.root), st.isDirectory() ? lands : path.dirname(lands));
          if (nested !== undefined)
            throw new UsageError(
              `${safe(x)} is inside ${JSON.stringify(nested)}, a submodule or another git repository, whose files --changed-since does not compare: validate it without --changed-since (or from inside that repository)`,
            );
          // Nor one git ignores: git never lists it as changed (a generated skill in build/).
          if (ignoredAll().has(underRoot(settings.root, abs)))
            throw new UsageError(
              `${safe(x)} is ignored by git, and --changed-since checks the files git lists as changed since ${safe(since)}, which never include what it ignores: validate it without --changed-since`,
            );
        }
        // Each PATH as written and as it resolves: git names the files where they are, and a
        // folder symlink in the repository (skills/link -> real) holds none of its own.
        const under = paths.flatMap((x) => {
          const u = underRoot(settings.root, path.resolve(io.cwd, x));
          const r = realOr(u);
          return r === u ? [u] : [u, r];
        });
        within = (abs) => under.some((u) => abs === u || abs.startsWith(u + path.sep));
      }
      collected = scanChangedSince(settings, since, within);
      if (collected.since?.policy)
        io.stderr(
          `skillgate: ${safe(collected.since.policy)} changed since ${safe(since)}, and ${isAttributesPath(collected.since.policy) ? 'it decides how git writes every file into the work tree (an encoding, line ends, a filter)' : 'every skill is held to it'}: checking every SKILL.md${within ? ' under the named paths' : ''}\n`,
        );
    } else {
      collected = collectPaths(paths, settings, io.cwd);
      warnOtherWorkTrees(io, settings, paths, collected.files);
    }
  }
  // A changed skill's result says whether more than its version, tools and scopes changed.
  if (lock) ctx.locked = lock.skills;

  let tree: FileResult[] | undefined;
  const wholeTree = (): FileResult[] => {
    if (!tree)
      tree = repoScan
        ? beside
          ? results.filter((r) => !beside!.has(r.path))
          : results
        : checkAll(scanRepository(settings), ctx, undefined, { record: false });
    return tree;
  };
  // The ids named stubs may point at. Outside a git work tree the tree is the working
  // directory, which may be any folder (`/`, a home): unless the lock check reads it whole
  // anyway, that walk stops at TREE_WALK_LIMIT entries, and a target not found says so.
  let treeCut: number | undefined;
  const idsTree = (): FileResult[] => {
    if (tree || settings.inGit || lock) return wholeTree();
    const scanned = scanRepository(settings, { limit: TREE_WALK_LIMIT });
    treeCut = scanned.cut;
    return checkAll(scanned, ctx, undefined, { record: false });
  };
  // Named paths in a git work tree: the repository's skills that share their ids (DuplicateId).
  const sharingIds = (checked: readonly FileResult[]): readonly FileResult[] =>
    // The tree as a repository scan reads it (untracked copies too); under --staged (the
    // hooks), what the commit holds: tracked files only.
    tree ?? skillsSharingIds(settings, checked, { worktree: p.opts.staged !== true });
  // With the lock checked, the whole tree is read anyway, and is what the lock pins: a named
  // skill of the tree is compared with its other skills (DuplicateId; a copy of a pinned id that
  // no DuplicateId shows is drift, drift()). A named file outside it (ignored, in a submodule,
  // outside the repository) is no copy in the tree: it is compared with the named files only.
  const treeCopies = (checked: readonly FileResult[]): readonly FileResult[] => {
    const whole = wholeTree();
    const inTree = new Set(whole.map((r) => r.path));
    const ids = new Set(checked.flatMap((r) => (r.data?.id && inTree.has(r.path) ? [r.data.id] : [])));
    return whole.filter((r) => r.data?.id !== undefined && ids.has(r.data.id));
  };
  // Under --staged (the hooks), a stub's replacement must be in what the commit holds: an
  // untracked one, or one whose deletion is staged, is not (CI's checkout has no such skill).
  const held = p.opts.staged === true && settings.inGit ? heldByCommit(settings.root) : undefined;
  // Their ids as the commit holds them (a skill deleted or edited in the work tree and not
  // staged, from the index), and those only files the commit does not hold declare (from the
  // work tree): looked up without reading the work tree as the check's (which --staged would
  // then want staged whole: a stub's commit blocked by unrelated unstaged edits).
  let unheld: Map<string, string> | undefined;
  const staged: StagedTree | undefined = held && {
    held,
    declaredOutside: (id) =>
      (unheld ??= pathsOfIds(
        skillsSharingIds(settings, [], { worktree: true, lookFor: 'all' }),
        (r) => !held(r.path),
      )).get(id),
  };
  const commitIds = (): Set<string> =>
    new Set(
      skillsSharingIds(settings, [], { lookFor: 'all' })
        .filter((r) => held!(r.path))
        .map((r) => r.data!.id!),
    );
  // A repository scan already holds the whole tree; otherwise ids are looked up lazily.
  // The report lists at most MAX_RUN_FINDINGS findings, in its order (engine.ts).
  const results: FileResult[] = listWithinRun(
    checkAll(
      collected,
      ctx,
      repoScan
        ? undefined
        : held
          ? commitIds
          : () => {
              const ids: TreeIds = new Set(
                idsTree()
                  .map((r) => r.data?.id)
                  .filter((x): x is string => !!x),
              );
              if (treeCut !== undefined)
                ids.note = ` (outside a git work tree the tree is the working directory, and its walk stopped at ${treeCut.toLocaleString('en-US')} entries: run skillgate from the folder that holds the skills, or name that folder)`;
              return ids;
            },
      // A changed skill may take the id of one that did not change (SPEC §4: duplicate ids in
      // the tree), and so may a staged one (the hooks name the staged files): the rest of the
      // repository is looked at for the ids they declare. Bundles named without --staged are
      // a tree of their own, compared among themselves: `validate signed-valid` beside the other
      // test vectors (one id, several bundles) checks that bundle, as a user names it.
      {
        sidecar,
        tree: since
          ? wholeTree
          : lock && !repoScan
            ? treeCopies
            : settings.inGit && !repoScan && p.opts.staged === true
              ? sharingIds
              : undefined,
        staged,
      },
    ),
  );
  if (since && collected.since) {
    // An unchanged stub whose replacement the change deletes or gives another id: its
    // `deprecated-by` error is the change's (as the Action's changed-only reports it).
    const touched = [...collected.since.removed, ...results.map((r) => r.path)];
    if (touched.length) {
      const have = new Set(results.map((r) => r.path));
      const inPaths = within ? (r: FileResult) => within(path.resolve(settings.root, r.path)) : () => true;
      const others = wholeTree().filter(
        (r) => !have.has(r.path) && inPaths(r) && r.findings.some((f) => f.code === 'deprecated-by'),
      );
      if (others.length) {
        const [{ stubsBrokenByChange }, { Git }] = await Promise.all([
          import('../action/broken-stubs.js'),
          import('../action/git.js'),
        ]);
        const { sha } = collected.since;
        const reader = { sha, git: new Git(settings.root) };
        const broken = await stubsBrokenByChange(others, touched, reader, settings, `${since} (${sha.slice(0, 7)})`);
        if (broken.length) {
          for (const b of broken) results.push(b);
          results.sort(byPath);
          // Reported, so counted: a span and the counter for each, as for every file checked.
          recordAdded(broken);
        }
      }
    }
  }
  // Named, the root must hold a SKILL.md, as any named folder must (a typo must not validate nothing).
  // (A lock that pins skills still has something to say: every one of them was removed.)
  if (
    rootNamed &&
    !since &&
    results.length === 0 &&
    collected.excluded === 0 &&
    !(lock && Object.keys(lock.skills).length)
  )
    throw new UsageError(`no ${SKILL_FILE} found in ${safe(rootPath)}${otherCase(settings.root)}`);
  let drift: Drift[] = [];
  if (lock && !repoScan) {
    // The lock check covers the whole tree: what of it could not be read (a folder that cannot
    // be listed, a file that cannot be opened) is reported too, an I/O error (exit 1), rather
    // than its skills turning into `removed` drift.
    const have = new Set(results.map((r) => r.path));
    const unread = wholeTree().filter((r) => !have.has(r.path) && r.findings.some((f) => f.code === 'ReadError'));
    if (unread.length) {
      for (const u of unread) results.push(u);
      results.sort(byPath);
      // Reported, so counted (the lock check's pass over the tree records nothing).
      recordAdded(unread);
    }
  }
  if (lock) drift = computeDrift(lock, wholeTree(), repoScan ? undefined : results, whyNotScanned(settings));
  if (p.opts.staged === true) {
    // Every SKILL.md read from the work tree (a file that could not be read was not), and the
    // config, keyring and lockfile that were.
    const read = [...results, ...(tree && tree !== results ? tree : [])]
      .filter((r) => !r.gone && !r.findings.some((f) => f.code === 'ReadError'))
      .map((r) => r.path);
    // Named files one file under several names took as one (checkAll keeps one name): each
    // name was read, and one made a link to another named file and not staged is not what
    // the commit holds there.
    if (!repoScan) {
      const have = new Set(results.map((r) => r.path));
      for (const f of collected.files)
        if (!have.has(f.rel) && lstatSync(f.abs, { throwIfNoEntry: false })) read.push(f.rel);
    }
    try {
      assertStaged(settings, io.env, {
        skills: read,
        // Where they are, or would be read (one deleted and the deletion not staged is read by
        // CI from the commit): a config named by --config was read, or this is an error already.
        settingsFiles: [
          settings.configPath ?? (typeof p.opts.config === 'string' ? undefined : CONFIG_FILE),
          settings.trustedKeys,
          lockWanted ? settings.lockfile : undefined,
        ],
        wholeTree: repoScan || !!lock,
        kept: keptByConfig(settings),
        pinned: new Set(lock ? Object.values(lock.skills).map((e) => e.path) : []),
      });
    } catch (e) {
      // No report: no validation counted either (telemetry).
      discardRecorded();
      throw e;
    }
  }
  refuseReportOverSkill(
    p,
    io,
    settings,
    [...results, ...(tree && tree !== results ? tree : [])].map((r) => r.path),
  );
  return {
    settings,
    results,
    drift,
    durationMs: now() - t0,
    single:
      !since && results.length === 1 && isSingleBundle(paths, io.cwd, path.resolve(settings.root, results[0]!.path)),
    excluded: collected.excluded,
    lockChecked: !!lock,
    wholeTree: repoScan,
    misnamed: collected.misnamed,
    // A repository scan, and --changed-since (git compares no file of theirs either): under
    // the named paths only, when there are any.
    ...(repoScan || since
      ? {
          nested: nestedRepos(settings, collected).filter((n) => !within || within(path.join(settings.root, n.rel))),
        }
      : {}),
  };
}

/**
 * Adds to a repository scan the files and problems of paths named beside the root that it
 * does not hold (a path outside the repository, a folder or file git ignores, named):
 * `validate . ../other` checked only the repository, and passed over an invalid skill there.
 * Returns their repository-relative paths (undefined when none), which are no part of the tree.
 */
function namedBeside(scan: Collected, named: Collected): Set<string> | undefined {
  const have = new Set(scan.files.map((f) => f.abs));
  const more = named.files.filter((f) => !have.has(f.abs));
  // A problem of a file the scan holds is its own to find (a SKILL.md link leading out is
  // one for collectPaths, a file the scan reads and refuses).
  const told = new Set([...have, ...scan.problems.map((x) => x.ref.abs)]);
  for (const x of named.problems) if (!told.has(x.ref.abs)) scan.problems.push(x);
  if (!more.length) return undefined;
  for (const f of more) scan.files.push(f);
  return new Set(more.map((f) => f.rel));
}

export function exitFor(run: CheckRun): number {
  // A file the scan found but could not read is an I/O error (SPEC §5: exit 1), reported
  // beside every other file's findings.
  if (run.results.some((r) => r.findings.some((f: Finding) => f.code === 'ReadError'))) return EXIT.USAGE;
  if (run.results.some((r) => r.findings.some((f: Finding) => f.severity === 'error'))) return EXIT.SCHEMA;
  return run.drift.length ? EXIT.DRIFT : EXIT.OK;
}

/** Where removed skills' lock entries are (the lockfile is read again only when one is removed). */
function lockEntryFor(run: CheckRun) {
  if (!run.lockChecked || !run.drift.some((d) => d.kind === 'removed')) return undefined;
  const file = path.resolve(run.settings.root, run.settings.lockfile);
  let text: string;
  try {
    // Read again only when it is a file: a FIFO (`--lockfile <(…)`) was read once and is
    // empty now, and reading it again would wait for ever. The entries then keep the skill's
    // place. One a sparse checkout leaves out is read from the index, as the lock check read it.
    text = readSettingFile(file, MAX_LOCKFILE_BYTES, false, run.settings).toString('utf8');
  } catch {
    return undefined;
  }
  return lockEntryLookup(text, run.settings.lockfile);
}

export function render(run: CheckRun, p: Parsed, io: IO): Report {
  const format = formatOf(p);
  if (format === 'json') {
    if (run.single) {
      const one = fileJson(run.results[0]);
      if (run.lockChecked) {
        // The status is the bundle's own, `ok` or `invalid` (SPEC §5's one-bundle shape); the
        // tree's drift is the `drift` list beside it, and the exit code (7) says it too.
        const lockEntry = lockEntryFor(run);
        one.drift = run.drift.map((d) => driftJson(d, lockEntry));
      }
      return reportText(one);
    }
    return multiJsonParts(run.results, run.drift, run.durationMs, [], run.excluded, lockEntryFor(run));
  }
  if (format === 'sarif') {
    const cut = sarifCutWarning(run.results, run.drift);
    if (cut) io.stderr(`skillgate: warning: ${cut}\n`);
    return watchedForUpload(
      sarifParts(run.results, run.drift, run.settings, lockEntryFor(run), [], run.excluded),
      (m) => io.stderr(`skillgate: warning: ${m}\n`),
    );
  }
  const toFile = typeof p.opts.output === 'string';
  const tty = io.stdoutIsTTY && !toFile;
  const cache = new Map<string, string[]>();
  // A source line is shown only from a file the check read, read again as the check reads it:
  // never one it refused (a symlink out of the repository, a FIFO, /dev/zero), quoted.
  const refused = new Set(
    run.results
      .filter((r) => r.findings.some((f) => f.code === 'ReadError' || f.code === 'FileTooLarge'))
      .map((r) => r.path),
  );
  const fence = run.settings.followSymlinks ? undefined : realOr(run.settings.root);
  const readAgain = (rel: string): string[] => {
    if (refused.has(rel)) return [];
    const abs = path.resolve(run.settings.root, rel);
    const read = readSkillFile(abs, fence, listedFrom({ abs, rel, listed: true }));
    return read.ok
      ? Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8').split('\n')
      : [];
  };
  return textReport(run.results, run.drift, run.durationMs, {
    lockEntry: lockEntryFor(run),
    single: run.single,
    excluded: run.excluded,
    color: !toFile && colorWanted(io, tty),
    sourceLine: tty
      ? (rel, line) => {
          let lines = cache.get(rel);
          if (!lines) {
            lines = readAgain(rel);
            cache.set(rel, lines);
          }
          return lines[line - 1];
        }
      : undefined,
  });
}

export async function validateCommand(p: Parsed, io: IO): Promise<number> {
  formatOf(p);
  // pre-commit's skillgate-merge hook runs on every commit: it checks only one that finishes a
  // merge (pre-commit hands a merge's hooks only the files that conflicted, so a skill merged
  // in cleanly from a branch committed with --no-verify reached no other hook).
  // Its flags' values are checked still: a hook with a bad one fails every commit, not only a merge's.
  flagValues(p.opts);
  if (p.opts['if-merging'] === true && !mergeInProgress(io.cwd)) return EXIT.OK;
  const run = await runCheck(p, io, { requireLock: false });
  emit(p, io, render(run, p, io));
  warnMisnamed(io, run.settings.root, run.misnamed);
  warnNested(io, run.nested);
  if (run.wholeTree) warnIdleConfig(io, run);
  if (run.wholeTree) warnIdle(io, run.settings, [lockfileNotFound(run.settings, run.lockChecked)]);
  return exitFor(run);
}

/** True when git is finishing a merge in the work tree holding `cwd` (MERGE_HEAD is set). */
function mergeInProgress(cwd: string): boolean {
  const { root, inGit } = findRoot(cwd);
  return inGit && spawnGit(root, ['rev-parse', '-q', '--verify', 'MERGE_HEAD']).status === 0;
}

/**
 * The repository-relative folder of the nested git repository (a submodule, a repository git
 * does not track) holding `dir`, looking up from `dir` to `root` (exclusive); undefined when
 * none does.
 */
function nestedRepoHolding(root: string, dir: string): string | undefined {
  for (let at = dir; isUnder(root, at) && at !== root; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) return path.relative(root, at).split(path.sep).join('/');
    if (path.dirname(at) === at) break;
  }
  return undefined;
}
