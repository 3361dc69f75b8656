/**
 * GitHub Action mode: inputs -> files to check -> engine -> annotations, log, job
 * summary, reports and outputs. src/index.ts loads this module only when the runner
 * starts the entry (GITHUB_ACTIONS set, no arguments); @actions/* load lazily from here.
 */
import { existsSync, lstatSync, readlinkSync, statSync, truncateSync } from 'node:fs';
import { parseYamlText } from './core/document.js';
import path from 'node:path';
import { fsReason } from './core/io-text.js';
import { nameCut, quoteCut, UsageError } from './core/diagnostic.js';
import { LISTED_NAMES } from './lock/diff.js';
import { DEFAULT_LOCKFILE, namedFileError, type Settings } from './core/config-types.js';
import { listWithinRun, type CheckContext, type FileRef, type FileResult } from './core/engine.js';
import {
  MAX_LOCKFILE_BYTES,
  byPath,
  checkAll,
  contextFor,
  drift as computeDrift,
  readLock,
  resolveIn,
  snapshots,
} from './core/run.js';
import { now } from './core/clock.js';
import { stubsBrokenByChange } from './action/broken-stubs.js';
import {
  findRoot,
  isFolder,
  whyNotScanned,
  isUnder,
  keptByConfig,
  realOr,
  relPath,
  policyPaths,
  scanRepository,
  SKILL_FILE,
  isAttributesPath,
  MISNAMED_SHOWN,
  misnamedMessage,
  misnamedMoreMessage,
  nestedRepoMessage,
  nestedRepos,
  submodulesNotCheckedOut,
  type NestedRepo,
  throughTouchedLinks,
  onlyTrackedLinkTargets,
  touchedAtOrAbove,
  type Collected,
} from './scan/files.js';
import { multiJsonParts, type StepWarning } from './report/json.js';
import { sarifCutWarning, sarifParts, watchedForUpload } from './report/sarif.js';
import { overallStatus, summarize } from './report/summary.js';
import { safe, safeLines, textReport } from './report/text.js';
import type { Drift, Lockfile, SkillSnapshot } from './lock/types.js';
import { VERSION } from './version.js';
import { idleConfig, lockfileNotFound, type IdleSetting } from './commands/common.js';
import { CONFIG_FILE, MAX_CONFIG_BYTES, misnamedConfigs } from './core/config.js';
import { lockEntryLookup } from './lock/entry-position.js';
import { parseLockfile } from './lock/lockfile.js';
import { readInputs, type ActionInputs } from './action/inputs.js';
import { refuseOutsideLink, settingsFor, writeReports } from './action/settings.js';
import { pathMatcher, type PathMatch } from './action/select.js';
import { readEvent, type EventInfo } from './action/event.js';
import { Git } from './action/git.js';
import { readBounded, setNamedPipes } from './scan/read.js';
import { readSettingFile } from './scan/setting-file.js';
import { linksLeadingTo, trackedSymlinks, uncheckedLinkedSkills, type UncheckedLink } from './action/linked-folders.js';
import {
  baselineCommit,
  apiCheckoutLacksHead,
  checkoutLacksHead,
  checkoutLacksPush,
  collectChanges,
  ensureCommit,
  notGitReason,
  unreadNestedLock,
  type ChangeSet,
  type Removed,
} from './action/changed-files.js';
import { makeApi, type GitHubApi } from './action/github-api.js';
import {
  baseLock,
  lockfileAtBase,
  policyChangesAtBase,
  scanScopeAtBase,
  capabilityChanges,
  profileEscalations,
  xProfilesAtBase,
  policyAtBase,
  unbumpedVersions,
  type CapabilityChange,
  type UnbumpedVersion,
  keyringForPullRequest,
  trustAtBase,
  configUnavailableAtBase,
  shortSha,
  readAtBase,
  inRepository,
  type BaseReader,
  type KeyringDecision,
} from './action/baseline.js';
import {
  ANNOTATION_LIMIT,
  annotationsFor,
  emitAnnotations,
  overflowNotes,
  printRaw,
  type Annotation,
  type AnnotationCore,
} from './action/annotations.js';
import { buildSummary, errorSummary, keyringChangedText, type SummaryInput } from './action/summary.js';
import { recordAdded, setTelemetryWarning } from './telemetry/index.js';

/** The part of @actions/core the Action uses (tests pass a mock). */
export interface ActionCore extends AnnotationCore {
  getInput(name: string): string;
  setOutput(name: string, value: string | number): void;
  setFailed(message: string): void;
  setSecret(secret: string): void;
  debug(message: string): void;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

export interface ActionOptions {
  core?: ActionCore;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/**
 * Where the step runs from: the runner starts an action in GITHUB_WORKSPACE. Started from
 * a directory outside it (a hand-made runner environment), the workspace is still the
 * repository the step checks: the check must not pass on an unrelated directory.
 */
function actionDirectory(env: NodeJS.ProcessEnv): string {
  const here = process.cwd();
  const ws = env.GITHUB_WORKSPACE ? path.resolve(env.GITHUB_WORKSPACE) : undefined;
  if (!ws || !existsSync(ws)) return here;
  const real = realOr(ws);
  const hereReal = realOr(here);
  return hereReal === real || hereReal.startsWith(real + path.sep) ? here : ws;
}

/**
 * A SKILL.md the change set names as changed that is neither in the scan nor on disk at
 * that path: then the change set's paths are not this checkout's. (One that is on disk but
 * not in the scan is excluded by config, which is fine.)
 */
function changedButNotHere(changes: ChangeSet, scanned: Collected, root: string): string | undefined {
  const known = new Set<string>();
  for (const f of scanned.files) known.add(f.rel);
  for (const p of scanned.problems) known.add(p.ref.rel);
  for (const p of changes.changed) {
    if (isSkillPath(p) && !known.has(p) && !existsSync(path.join(root, p))) return p;
  }
  return undefined;
}

/** The config or keyring file, when the change edits or removes it (repository-relative). */
function policyFileChanged(changes: ChangeSet, settings: Settings): string | undefined {
  // Its own path, or the file a symlink at it leads to (`.skillgate.yml -> conf/sg.yml`).
  for (const rel of policyPaths(settings)) {
    if (touchedAtOrAbove(changes.changed, rel) || changes.removed.some((r) => r.path === rel || r.to === rel))
      return rel;
  }
  return undefined;
}

function isSkillPath(p: string): boolean {
  return p === SKILL_FILE || p.endsWith(`/${SKILL_FILE}`);
}

/**
 * A `.gitattributes` the change edits, adds or removes: it decides how git writes files into
 * the checkout (`working-tree-encoding=UTF-16`, `eol`, a filter), so a SKILL.md the change
 * does not touch may read otherwise here (and in every checkout after the merge).
 */
function attributesChanged(changes: ChangeSet): string | undefined {
  for (const p of changes.changed) if (isAttributesPath(p)) return p;
  for (const r of changes.removed) if (isAttributesPath(r.path)) return r.path;
  return undefined;
}

interface Run {
  settings: Settings;
  results: FileResult[];
  drift: Drift[];
  lockChecked: boolean;
  changes: ChangeSet;
  keyring?: KeyringDecision;
  capabilities?: SummaryInput['capabilities'];
  /** Skills whose frontmatter changed against the base commit's lock without a version bump. */
  unbumped?: UnbumpedVersion[];
  /**
   * Whether the checkout's lock pins skill `id`, with the `tools` and `scopes` given (true with
   * no lock): a gain or an unbumped change is a re-pin only then; otherwise the lock was not
   * re-pinned (the skill took a new id, or another skill's), and its drift error (added) or
   * DuplicateId says it.
   */
  repinned: (id: string, tools?: readonly string[], scopes?: readonly string[]) => boolean;
  /** The SKILL.md paths the `paths` input selects. */
  selects: PathMatch;
  /**
   * A pull request not merged yet, or a merge group (else a push, a merged pull request or a
   * full scan): how a step warning words "this change" and when to act ("before merging").
   */
  prLike: boolean;
  removed: ChangeSet['removed'];
  lockText?: string;
  /** The PR weakened the trust mode; the base commit's was used. */
  trustWarning?: string;
  /** The base commit's config could not be read: the PR's own decided trust and lockfile. */
  configWarning?: string;
  /** The base commit has a lockfile this checkout lacks. */
  lockRemoved?: string;
  /** The PR's config names another lockfile; the base commit's was used. */
  lockMoved?: string;
  /** The PR's config changes include/exclude; what either scope selects was scanned. */
  scopeChanged?: string;
  /** The PR's config registers tools, lowers rules or changes profiles: said, and applied. */
  policyChanged?: string;
  /** SKILL.md files the config's include/exclude left out of the scan. */
  excluded: number;
  /** Files named SKILL.md in another case under `paths` (in a pull request, the changed ones): not checked. */
  misnamed: string[];
  /** Submodules and nested repositories holding skills under `paths` (in a pull request, ones it changes): not checked. */
  nested: NestedRepo[];
  /** Submodules the change updates that are not checked out here: what it brings in them is read by no check. */
  submodulesAway: string[];
  /** The `paths` input matched no SKILL.md in the repository (none the config leaves out either). */
  pathsMatchedNothing: boolean;
  /** Folder symlinks the change adds that lead to SKILL.md files no check reads. */
  uncheckedLinks: UncheckedLink[];
  /** Config that does nothing on this tree (an include leaving every SKILL.md out, a profile governing none, a lockfile it names that is not there). */
  idle: IdleSetting[];
}

async function check(
  inputs: ActionInputs,
  settings: Settings,
  event: EventInfo,
  core: ActionCore,
  match: PathMatch,
): Promise<Run> {
  // The config was checked before it was read (settingsFor).
  // Refused where the config names them (the annotation on its line), as a keyring not there is.
  refuseOutsideLink(settings.root, settings.trustedKeys, 'trusted keyring', !!inputs.trustedKeys, (m) =>
    inputs.trustedKeys ? new UsageError(m) : namedFileError(settings, 'trustedKeys', m),
  );
  refuseOutsideLink(settings.root, settings.lockfile, 'lockfile', !!inputs.lockfile, (m) =>
    inputs.lockfile ? new UsageError(m) : namedFileError(settings, 'lockfile', m),
  );
  const git = settings.inGit ? new Git(settings.root, (s) => core.debug(s)) : undefined;
  // A checkout under a workspace that is none (actions/checkout with `path:`, no
  // working-directory): its lockfile would go unread, its drift unchecked.
  if (!git && !existsSync(resolveIn(settings, settings.lockfile))) {
    // Each checkout's lockfile as its own config names it (a plain `lockfile:` line), else the default.
    const unread = unreadNestedLock(settings.root, (checkout) =>
      configuredLockfile(path.join(settings.root, checkout)),
    );
    if (unread) throw new UsageError(unread);
  }
  let apiPromise: Promise<GitHubApi> | undefined;
  const api =
    inputs.githubToken && event.owner && event.repo
      ? () => (apiPromise ??= makeApi(inputs.githubToken, event.owner!, event.repo!))
      : undefined;

  const prLike = event.kind === 'pull_request' || event.kind === 'merge_group';
  // How the base commit's warnings name the change (a merge group is no pull request).
  const change = event.kind === 'merge_group' ? 'this merge group' : 'this pull request';
  const baseSha = baselineCommit(event);
  if (git && baseSha) ensureCommit(git, baseSha);
  // A checkout of the base branch would pass a pull request unchecked; one of the commit before
  // a push (or behind it), the push.
  const lacks = !git
    ? undefined
    : prLike
      ? checkoutLacksHead(git, event)
      : event.kind === 'push'
        ? checkoutLacksPush(git, event)
        : undefined;
  if (lacks) throw new UsageError(lacks);
  // A pull request whose payload names no base commit gets a reader that can read nothing:
  // the keyring then fails closed and BaseConfigUnavailable says what the PR's config decided,
  // as when the base commit cannot be fetched. Without one, the PR would trust its own key.
  const reader: BaseReader | undefined = baseSha
    ? { sha: baseSha, git, api: prLike ? api : undefined, change }
    : prLike
      ? { sha: '', change }
      : undefined;

  const wasShallow = !!git && prLike && git.isShallow();
  const changeDeps = {
    git,
    api,
    info: (s: string) => core.info(s),
    notGit: git ? undefined : notGitReason(settings.root),
  };
  let changes = await collectChanges(event, inputs.changedOnly, changeDeps);
  // No git to ask what the checkout is: the API's listing tells whether its files are the
  // pull request's (under pull_request_target, a checkout of the base branch's would pass).
  // (A full scan, changed-only: false, asks for the listing for this alone.)
  if (!git && prLike && reader) {
    let listing = changes.pullFiles;
    if (!listing && !inputs.changedOnly && api && event.kind === 'pull_request' && event.prNumber) {
      try {
        listing = (await (await api()).listPullFiles(event.prNumber)).files;
      } catch {
        // Not known: as when the change set could not be listed (its fallback says why).
      }
    }
    const lacksHead =
      listing && (await apiCheckoutLacksHead(settings.root, event, listing, (rel) => readAtBase(reader, rel)));
    if (lacksHead) throw new UsageError(lacksHead);
  }
  // The pull request's own change set, for a checkout of its head commit (headOnly below):
  // the run's, or, for a full scan (changed-only: false), asked of git here all the same.
  let own: ChangeSet | undefined = changes.from !== undefined ? changes : undefined;
  if (!own && prLike && git && !inputs.changedOnly) {
    const probe = await collectChanges(event, true, changeDeps);
    if (!probe.full && probe.from !== undefined) own = probe;
  }
  // Deepened while looking for the merge base, to its whole history or far enough to find it:
  // now the clone can tell a checkout behind the base, or of the base branch moved on.
  if (git && wasShallow && (!git.isShallow() || own?.from !== undefined)) {
    const again = checkoutLacksHead(git, event, { connected: own?.from !== undefined });
    if (again) throw new UsageError(again);
  }

  // Every SKILL.md under `paths` is checked, changed or not, so duplicate ids are found
  // against unchanged copies; the findings reported are those of the changed files. The
  // lock covers the whole tree (as `skillgate lock` sees it), whatever `paths` selects.
  // A pull request's own include/exclude cannot leave a skill out of the check: what the
  // base commit's scope selects is scanned too (scanScopeAtBase).
  let scopeChanged: string | undefined;
  let policyChanged: string | undefined;
  if (prLike && reader) {
    const atBase = await scanScopeAtBase(settings, reader);
    settings = atBase.settings;
    scopeChanged = atBase.warning;
    policyChanged = await policyChangesAtBase(settings, reader, {
      profile: !!inputs.profile,
      brokerVersion: !!inputs.brokerVersion,
    });
  }
  // A SKILL.md symlink that leads out of the checkout is not read (FileRef.fence): a pull
  // request cannot make the runner read one of its files and quote it in a message.
  const scanned = scanRepository(settings);
  // A SKILL.md symlink whose target changed is a changed skill, though the change set
  // names only the target (a retargeted link on the way, or a deleted target, too).
  const withLinks = (set: ChangeSet): ChangeSet => {
    const linked = throughTouchedLinks(settings.root, scanned.files, touchedPaths(set)).filter(
      (f) => !set.changed.has(f.rel),
    );
    return linked.length ? { ...set, changed: new Set([...set.changed, ...linked.map((f) => f.rel)]) } : set;
  };
  if (!changes.full) changes = withLinks(changes);
  // The pull request's own change set: the run's (the full scans below keep its files), or the
  // one asked for a full scan, the same way.
  if (own) own = changes.from !== undefined ? changes : withLinks(own);
  const unmatched = changes.full ? undefined : changedButNotHere(changes, scanned, settings.root);
  const policy = changes.full ? undefined : policyFileChanged(changes, settings);
  const attributes = changes.full || policy ? undefined : attributesChanged(changes);
  if (attributes && !unmatched) {
    changes = {
      ...changes,
      full: true,
      how: `Full scan (the change edits ${attributes})`,
      fallback: `${JSON.stringify(attributes)} changed, and it decides how git writes every file into the checkout (an encoding, line ends, a filter): checking every SKILL.md`,
    };
  }
  if (policy && !unmatched) {
    // The rules every skill is held to changed: unchanged skills may now fail them.
    changes = {
      ...changes,
      full: true,
      how: `Full scan (the change edits ${policy})`,
      fallback: `${JSON.stringify(policy)} changed, and every skill is held to it: checking every SKILL.md`,
    };
  }
  if (unmatched) {
    // The change set does not describe this checkout (the repository in a subdirectory of
    // the workspace, say): check everything rather than less than what changed. A name that
    // is not UTF-8 reaches the change set decoded (U+FFFD), a name no file has.
    const notUtf8 = unmatched.includes('\uFFFD');
    changes = {
      ...changes,
      full: true,
      how: notUtf8
        ? 'Full scan (a changed file has a name that is not UTF-8)'
        : 'Full scan (the changed files are not in this checkout)',
      fallback: notUtf8
        ? `the changed file ${JSON.stringify(unmatched)} has a name that is not valid UTF-8 (shown with U+FFFD), so it cannot be found by that name: checking every SKILL.md instead (each such file is a ReadError)`
        : `the changed file ${JSON.stringify(unmatched)} is not at that path in the checked repository: checking every SKILL.md instead (if actions/checkout used \`path:\`, set the \`working-directory\` input to it)`,
    };
  }

  // A checkout of the pull request's head commit (not GitHub's merge commit: the change set
  // runs from their merge base) holds the base branch as it was when the pull request
  // branched off: against the base commit's lock, only what the pull request touched is its
  // doing. What the base branch did since (a skill and a lockfile it added, a tool it took
  // away) is not, and the merge keeps the base branch's side of it.
  // (Also for a full scan: changed-only false, or a change to the config or .gitattributes.
  // Not when the change set does not describe this checkout: its paths are not these.)
  const headOnly =
    prLike &&
    reader &&
    own?.from !== undefined &&
    own.from !== reader.sha &&
    !changedButNotHere(own, scanned, settings.root)
      ? touchedBy(own)
      : undefined;
  // When it touches neither the config nor the keyring, a difference between them and the base
  // commit's is the base branch's: its settings are used all the same (they decide), but the
  // pull request is not warned of changing them.
  const ownPolicy = headOnly && policyFileChanged(own!, settings);
  const blames = (warning: string | undefined) => (headOnly && !ownPolicy ? undefined : warning);
  let ctx: CheckContext;
  let keyring: KeyringDecision | undefined;
  let trustWarning: string | undefined;
  if (prLike && reader && !inputs.trust) {
    trustWarning = await trustAtBase(settings, reader);
    if (trustWarning) settings = { ...settings, trust: 'registry' };
  }
  let lockMoved: string | undefined;
  if (prLike && reader && !inputs.lockfile) {
    const atBase = await lockfileAtBase(settings, reader);
    settings = atBase.settings;
    lockMoved = atBase.warning;
    if (lockMoved) refuseOutsideLink(settings.root, settings.lockfile, 'lockfile', false);
  }
  let configWarning: string | undefined;
  if (prLike && reader) {
    const touched = (rel: string): boolean | undefined =>
      changes.full
        ? undefined
        : changes.changed.has(rel) ||
          changes.removed.some((r) => r.path === rel) ||
          // A settings file that is a symlink through what the change touched (a submodule it
          // bumps, which git names alone): its text changed with it.
          throughTouchedLinks(
            settings.root,
            [{ abs: path.resolve(settings.root, rel), rel } as FileRef],
            touchedPaths(changes),
          ).length > 0;
    configWarning = await configUnavailableAtBase(settings, reader, touched, {
      trust: !!inputs.trust,
      lockfile: !!inputs.lockfile,
    });
    keyring = await keyringForPullRequest(settings, reader, touched, !!inputs.trustedKeys);
    ctx = keyring.ctx;
  } else {
    ctx = contextFor(settings);
  }

  // Read the lock before checking: a bad lockfile fails the step whatever the skills say.
  let lock = readLock(settings, settings.lockfileExplicit);
  let lockText: string | undefined;
  if (lock) {
    try {
      lockText = readSettingFile(
        path.resolve(settings.root, settings.lockfile),
        MAX_LOCKFILE_BYTES,
        false,
        settings,
      ).toString('utf8');
    } catch {
      lockText = undefined;
    }
  }
  // A push that moves the lockfile (its config names another) is compared with the lockfile
  // the commit before it used: at the new path that commit has none, and every gain went unseen.
  let pushBase: Settings | undefined;
  if (!prLike && reader && !inputs.lockfile) {
    const atBase = await lockfileAtBase(settings, reader, true);
    if (atBase.warning) {
      pushBase = atBase.settings;
      lockMoved = atBase.warning;
    }
  }
  const base = reader ? await baseLock(pushBase ?? settings, reader) : undefined;
  let lockFromBase = false;
  let lockRemoved: string | undefined;
  if (reader && base?.lock && !lock) {
    const short = shortSha(reader);
    if (prLike) {
      // A pull request cannot switch the lock check off by deleting the lockfile (as it
      // cannot by moving it): it is checked against the base commit's. A head-commit checkout
      // may lack it only because the base branch added it since: then nothing is said.
      lock = base.lock;
      lockText = base.text;
      lockFromBase = true;
      const rel = inRepository(settings, settings.lockfile) ?? settings.lockfile;
      if (!headOnly || headOnly(rel))
        lockRemoved = `${settings.lockfile} is in the base commit ${short} but not in this checkout: this change is checked against the base commit's ${settings.lockfile} (restore it, or make sure removing it was meant)`;
    } else if (!pushBase)
      lockRemoved = `${settings.lockfile} is in the base commit ${short} but not in this checkout: the lock check is off for this change (restore it, or make sure removing it was meant)`;
    // Moved by the push's config: removed only when the previous commit's lockfile is gone too.
    else if (!existsSync(path.resolve(settings.root, pushBase.lockfile)))
      lockRemoved = `${pushBase.lockfile} is in the base commit ${short} but not in this checkout, nor is ${settings.lockfile}, which the config names now: the lock check is off for this change (run skillgate lock, or make sure removing it was meant)`;
  } else if (reader && !lock && (base?.unreadable || base?.invalid)) {
    // No lockfile here, and none from the base commit to check against: one the base has but
    // that is not valid there, or one that cannot be read while the change deletes it. (A
    // full scan does not know what it changed, and most repositories without a lockfile
    // never had one: nothing is said then but BaseConfigUnavailable's "the lockfile comes
    // from this pull request's own config".)
    const rel = inRepository(settings, settings.lockfile) ?? settings.lockfile;
    const short = shortSha(reader);
    if (base.invalid)
      lockRemoved = `${settings.lockfile} is in the base commit ${short}, where it is not valid, but not in this checkout: the lock check is off for this change (restore a valid one, or make sure removing it was meant)`;
    else if (changes.removed.some((r) => r.path === rel))
      lockRemoved = `this change deletes ${settings.lockfile}, and the base commit ${short}'s copy could not be read: the lock check is off for this change (restore it, or make sure removing it was meant; fetch the base commit to check against it)`;
  }

  // A changed skill's result says whether more than its version, tools and scopes changed.
  if (lock) ctx = { ...ctx, locked: lock.skills };

  const inPaths: Collected = {
    ...scanned,
    files: scanned.files.filter((f) => match(f.rel)),
    // A folder that could not be read is reported when a SKILL.md under it may be in `paths`.
    problems: scanned.problems.filter((p) => (isSkillPath(p.ref.rel) ? match : match.mayHold)(p.ref.rel)),
  };
  const narrowed = inPaths.files.length !== scanned.files.length || inPaths.problems.length !== scanned.problems.length;
  // A `paths` input that matches no SKILL.md is a typo until shown otherwise, in a pull
  // request too (where the changed files may be none of them): only files the config leaves
  // out prove it is not (the check then has nothing to say about them).
  // The default `**/SKILL.md` matches every SKILL.md: with it, only a `!` glob that left out
  // every one the scan found is a mistake (a repository with no skill yet is not).
  const pathsMatchedNothing =
    (!inputs.paths.includes('**/SKILL.md') || scanned.files.length > 0 || scanned.problems.length > 0) &&
    inPaths.files.length === 0 &&
    inPaths.problems.length === 0 &&
    !(
      scanned.excluded > 0 &&
      scanRepository({ ...settings, include: [], exclude: [], alsoScan: undefined }).files.some((f) => match(f.rel))
    );
  let whole: FileResult[] | undefined;
  const wholeTree = (): FileResult[] => (whole ??= checkAll(scanned, ctx, undefined, { record: false }));
  const ids = () => new Set(wholeTree().flatMap((r) => (r.data?.id ? [r.data.id] : [])));
  const reported = (r: FileResult) => changes.full || changes.changed.has(r.path);
  // Telemetry counts what the report does: the changed files, not every one under paths.
  const selected = checkAll(inPaths, ctx, narrowed ? ids : undefined, { record: reported });
  if (!narrowed) whole = selected;
  // The report lists at most MAX_RUN_FINDINGS findings: of the files it reports, in its order.
  const results = listWithinRun(selected.filter(reported));
  if (!changes.full) {
    // An unchanged stub whose replacement the change deletes or renumbers: its error is the change's.
    const touched = [...changes.removed.map((r) => r.path), ...changes.changed].filter(isSkillPath);
    const broken = await stubsBrokenByChange(
      selected.filter((r) => !reported(r)),
      touched,
      reader,
      settings,
    );
    if (broken.length) {
      for (const b of broken) results.push(b);
      results.sort(byPath);
      // Reported, so counted: a span and the counter for each, as for every file checked.
      recordAdded(broken);
    }
  }
  const drift = lock
    ? computeDrift(lock, wholeTree(), results, whyNotScanned(settings)).filter(
        // The base commit's lock against a head-commit checkout: the skills the pull request touched.
        (d) => !(lockFromBase && headOnly) || headOnly(d.path),
      )
    : [];

  let capabilities: SummaryInput['capabilities'];
  let unbumped: UnbumpedVersion[] | undefined;
  // What permission profiles let through now that they did not at the base commit: for skills
  // moved or edited (an x-profile or disallowed_tools edit, re-pinned in the lock, gave Bash
  // unsaid), and, when the pull request changed the profiles, for every skill.
  const profileChanges = async (lockAtBase: Lockfile, mine: FileResult[], tree: SkillSnapshot[]) => {
    if (!reader) return [];
    // Skills moved or edited, judged with the profiles and classes of this check: their
    // x-profile and disallowed_tools at the base (on a head-commit checkout, at the commit the
    // pull request branched from: an edit the base branch made since is not its doing).
    const edits = async (at: string, all: boolean) =>
      profileEscalations(
        lockAtBase,
        mine,
        settings,
        tree,
        await xProfilesAtBase(lockAtBase, mine, reader, settings, all, at),
      );
    const from = headOnly ? own?.from : reader.sha;
    const policy = await policyAtBase(settings, reader);
    // The same policy, or one the base commit's config does not give: edits judged alone (with
    // no commit the pull request branched from, on a head-commit checkout, moves alone, as the
    // base commit's copy may hold the base branch's own edit).
    if (!policy || policy === 'same') return from === undefined ? edits(reader.sha, false) : edits(from, true);
    // A policy the base branch changed since the pull request branched (the merge keeps its
    // side): the pull request's own edits judged with this check's.
    if (headOnly && !ownPolicy) return from === undefined ? [] : edits(from, true);
    // Other profiles or tool classes than the base commit's: the pull request's doing, and
    // every skill judged.
    const all = wholeTree();
    const edited = await xProfilesAtBase(lockAtBase, all, reader, settings, true);
    return profileEscalations(lockAtBase, all, settings, snapshots(all), edited, policy);
  };
  // A head-commit checkout judges the skills the pull request touched, and those whose lock
  // entry it re-pinned itself (its lockfile against the one at the commit it branched from):
  // a re-pin granting an untouched skill Bash went unseen there.
  const repinnedByChange = (): Set<string> => {
    const out = new Set<string>();
    if (!headOnly || !lock || lockFromBase || !git || own?.from === undefined) return out;
    const rel = inRepository(settings, settings.lockfile) ?? settings.lockfile;
    if (!headOnly(rel)) return out;
    const blob = git.blob(own.from, rel);
    let before: Lockfile | undefined;
    try {
      before = blob?.state === 'present' ? parseLockfile(blob.text, rel) : undefined;
    } catch {
      before = undefined;
    }
    for (const [id, e] of Object.entries(lock.skills)) {
      const was = before && Object.hasOwn(before.skills, id) ? before.skills[id] : undefined;
      if (!was || JSON.stringify(was) !== JSON.stringify(e)) out.add(e.path);
    }
    return out;
  };
  if (reader && base) {
    const repinned = repinnedByChange();
    const mine = base.lock ? wholeTree().filter((r) => !headOnly || headOnly(r.path) || repinned.has(r.path)) : [];
    const tree = snapshots(mine);
    capabilities = base.lock
      ? {
          base: shortSha(reader),
          // What they declare, then what their permission profiles let through.
          changes: [...capabilityChanges(base.lock, tree, settings), ...(await profileChanges(base.lock, mine, tree))],
          lockfile: pushBase?.lockfile,
        }
      : { note: base.note ?? 'no base lock' };
    if (base.lock) unbumped = unbumpedVersions(base.lock, tree);
  }
  // git pairs a deleted file with an added one by their likeness: when the lock pinned another
  // skill at the old path than the new path declares, that is a deletion (and an addition).
  const idAt = new Map(wholeTree().map((r) => [r.path, r.data?.id]));
  // (The base commit's lock when this checkout has none: a push that deletes the lockfile.)
  const pins = lock ?? base?.lock;
  const pinnedAt = new Map(pins ? Object.entries(pins.skills).map(([id, e]) => [e.path, id]) : []);
  const removed = changes.removed
    .filter((r) => isSkillPath(r.path))
    .map((r): Removed => {
      const pinned = pinnedAt.has(r.path);
      // A rename to a name that is no SKILL.md (SKILL.md.bak) removes the skill.
      if (r.to !== undefined && !isSkillPath(r.to)) return { path: r.path, pinned };
      const was = r.to === undefined ? undefined : pinnedAt.get(r.path);
      const now = r.to === undefined ? undefined : idAt.get(r.to);
      return was !== undefined && now !== undefined && was !== now ? { path: r.path, pinned } : { ...r, pinned };
    });
  // A `skill.md` is no SKILL.md (the name is exact), but an agent on a case-insensitive file
  // system loads it as one: said where its SKILL.md would be checked.
  // A folder symlink the change adds, leading to skills no check reads.
  const keptByConfigAt = keptByConfig(settings);
  // The links the change adds, and those whose target it fills; in a full scan, every symlink
  // the index holds: the whole tree is under review.
  const links = trackedSymlinks(git);
  const uncheckedLinks = uncheckedLinkedSkills(
    settings.root,
    // (A change to a link itself may retarget a chain that other links go through: all then.)
    changes.full || links.some((l) => changes.changed.has(l))
      ? links
      : [...changes.changed, ...linksLeadingTo(settings.root, links, changes.changed)],
    () => new Set(scanned.files.map((f) => realOr(f.abs))),
    (rel) => keptByConfigAt(rel) && match(rel),
  );
  const misnamed = (scanned.misnamed ?? []).filter(
    (rel) => match(rel.slice(0, -SKILL_FILE.length) + SKILL_FILE) && (changes.full || changes.changed.has(rel)),
  );
  const nested = nestedRepos(settings, scanned).filter(
    (n) => match(n.skill) && (changes.full || changes.changed.has(n.rel) || changes.changed.has('.gitmodules')),
  );
  const submodulesAway = changes.full ? [] : submodulesNotCheckedOut(settings, changes.changed);
  // Config that does nothing, as the CLI's repository scan says it: on the whole tree.
  const profilePaths = Object.values(settings.permissionProfiles).some((p) => p.paths.length > 0);
  const idle = idleConfig({
    settings,
    excluded: scanned.excluded,
    results: profilePaths || scanned.files.length === 0 ? wholeTree() : scanned.files.map((f) => ({ path: f.rel })),
  });
  const noLock = lockRemoved ? undefined : lockfileNotFound(settings, !!lock);
  if (noLock) idle.push(noLock);
  return {
    settings,
    results,
    drift,
    repinned: repinnedIn(lock, wholeTree),
    idle,
    excluded: scanned.excluded,
    misnamed,
    nested,
    submodulesAway,
    pathsMatchedNothing,
    uncheckedLinks,
    lockChecked: !!lock,
    changes,
    keyring: keyring && headOnly && !ownPolicy ? { ...keyring, changed: false } : keyring,
    capabilities,
    unbumped,
    selects: match,
    prLike: prLike && !event.merged,
    removed,
    lockText,
    trustWarning: blames(trustWarning),
    configWarning,
    lockRemoved,
    lockMoved: blames(lockMoved),
    scopeChanged: blames(scopeChanged),
    policyChanged: blames(policyChanged),
  };
}

/**
 * The step's own warnings, repository-relative, in the order they are reported: a keyring
 * edit, a removed lockfile, what the config decided (on the config file), a keyring that
 * could not be read.
 */
/** The keyring a KeyringChanged is about: the base commit's when the PR moves it, else the settings'. */
function changedKeyring(run: Run, settings: Settings): string {
  return run.keyring?.file ?? settings.trustedKeys;
}

const PATHS_MATCHED_NOTHING = 'input "paths" matched no SKILL.md file in the repository';

/**
 * How annotations name a file (by its real path): as the repository does, which is how a
 * pull request's diff names it: relative to the git work tree's top when that lies in the
 * workspace (actions/checkout with `path: repo` puts it below; the runner passes a relative
 * path on as it is). With no git (actions/checkout downloads a tarball where git is missing),
 * the repository is the folder `working-directory` names (README), and files are named from it
 * too. A file outside the repository (a lockfile input beside it) as the workspace names it.
 */
function annotationNames(
  env: NodeJS.ProcessEnv,
  cwd: string,
  realRoot: string,
  rootIsRepository: boolean,
): (abs: string) => string {
  // The working directory is a real path (the OS resolves it); a workspace reached through
  // a symlink must be too, or every annotation path comes out absolute.
  const workspace = env.GITHUB_WORKSPACE ? realOr(path.resolve(env.GITHUB_WORKSPACE)) : cwd;
  const base = rootIsRepository && isUnder(workspace, realRoot) ? realRoot : workspace;
  return (abs) => relPath(isUnder(base, abs) ? base : workspace, abs);
}

/**
 * The running workflow's file, repository-relative, from GITHUB_WORKFLOW_REF
 * (`owner/repo/.github/workflows/ci.yml@refs/heads/main`): where a warning about the
 * step's inputs belongs. Undefined when the variable says something else.
 */
export function workflowFile(env: NodeJS.ProcessEnv): string | undefined {
  const m = /^([^/@]+\/[^/@]+)\/(\.github\/workflows\/[^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '');
  // A workflow of another repository (a reusable one's caller elsewhere) has no file here.
  if (!m || !env.GITHUB_REPOSITORY || m[1]!.toLowerCase() !== env.GITHUB_REPOSITORY.toLowerCase()) return undefined;
  return m[2];
}

/** The paths the change set changed, added, deleted or renamed (either name). */
function touchedPaths(changes: ChangeSet): Set<string> {
  return new Set([...changes.changed, ...changes.removed.flatMap((r) => [r.path, ...(r.to ? [r.to] : [])])]);
}

/** Whether a path is one the change set touched (touchedPaths). */
function touchedBy(changes: ChangeSet): (rel: string) => boolean {
  const touched = touchedPaths(changes);
  return (rel) => touched.has(rel);
}

/**
 * The end of a CapabilityEscalation or VersionNotBumped message: what the change did to the
 * lockfile (re-pinned the skill, or deleted the lockfile), then `todo`, before merging a pull
 * request or `later` on a push (merged already).
 */
/** Run.repinned for the checkout's `lock` and the tree's skills. */
function repinnedIn(
  lock: Lockfile | undefined,
  tree: () => readonly FileResult[],
): (id: string, tools?: readonly string[], scopes?: readonly string[]) => boolean {
  if (!lock) return () => true;
  // The ids a DuplicateId is reported on (one file linked into several folders is one skill,
  // not a copy: its links are no DuplicateId), found on the first question.
  let duplicated: Set<string> | undefined;
  return (id, tools = [], scopes = []) => {
    if (!duplicated) {
      duplicated = new Set();
      for (const r of tree())
        if (r.data?.id && r.findings.some((f) => f.code === 'DuplicateId')) duplicated.add(r.data.id);
    }
    const e = Object.hasOwn(lock.skills, id) ? lock.skills[id] : undefined;
    if (!e || duplicated.has(id)) return false;
    // Sets for long lists: a skill may gain 100,000 scopes, each looked up in as many.
    const within = (xs: readonly string[], pinned: readonly string[]): boolean => {
      if (xs.length * pinned.length <= 256) return xs.every((x) => pinned.includes(x));
      const set = new Set(pinned);
      return xs.every((x) => set.has(x));
    };
    return within(tools, e.allowed_tools) && within(scopes, e.allowed_memory_scopes);
  };
}

function withTheLock(run: Run, todo: string, later: string): string {
  // No lockfile at all (the config names one that is not there): nothing re-pinned it.
  const lock = run.lockRemoved
    ? run.prLike
      ? 'this change deletes the lockfile'
      : 'the change deleted the lockfile'
    : run.lockText === undefined
      ? 'no lockfile pins it (the lock check is off)'
      : run.prLike
        ? 'this change re-pins it in the lockfile'
        : 'the lockfile was re-pinned with it';
  return `and ${lock}: ${todo}${run.prLike ? ' before merging' : later}`;
}

function stepWarningsOf(run: Run, settings: Settings, env: NodeJS.ProcessEnv): StepWarning[] {
  const at = (file: string) => relPath(settings.root, path.resolve(settings.root, file));
  const out: StepWarning[] = [];
  // `file` '': a warning on no file (path '').
  const add = (code: string, file: string, message: string | undefined) => {
    if (message) out.push({ code, path: file && at(file), line: 1, column: 1, message, severity: 'warning' });
  };
  if (run.keyring?.changed)
    add(
      'KeyringChanged',
      changedKeyring(run, settings),
      keyringChangedText(changedKeyring(run, settings), run.keyring.source),
    );
  add('LockfileRemoved', run.settings.lockfile, run.lockRemoved);
  const config = run.settings.configFile ?? CONFIG_FILE;
  add('LockfileMoved', config, run.lockMoved);
  add('ScanScopeChanged', config, run.scopeChanged);
  add('PolicyChanged', config, run.policyChanged);
  add('TrustWeakened', config, run.trustWarning);
  add('BaseConfigUnavailable', config, run.configWarning);
  // A skill that gains a tool or a memory scope and whose lockfile entry the change re-pins:
  // no drift says it (the lock agrees), so it is said here, on the key, for the reviewer.
  // (Without the re-pin, the drift error says it; a new skill's capabilities are all new.)
  // Within `paths`, as every finding of the step is.
  if (run.capabilities && 'changes' in run.capabilities) {
    // The gains a drift error says already (`changed` with an escalation lists what it adds);
    // drift that says something else (a signer changed) leaves the gain to this warning.
    const said = new Map<string, Set<string>>();
    for (const d of run.drift) {
      const got = said.get(d.id) ?? new Set<string>();
      for (const t of d.added_tools ?? []) got.add(`t\0${t}`);
      for (const x of d.added_scopes ?? []) got.add(`s\0${x}`);
      said.set(d.id, got);
    }
    const saidAll = (c: CapabilityChange) => {
      const got = said.get(c.id);
      return !!got && c.tools.every((t) => got.has(`t\0${t.name}`)) && c.scopes.every((x) => got.has(`s\0${x}`));
    };
    for (const c of run.capabilities.changes) {
      if (
        c.isNew ||
        (!c.profile &&
          (saidAll(c) ||
            !run.repinned(
              c.id,
              c.tools.map((t) => t.name),
              c.scopes,
            ))) ||
        !run.selects(c.path)
      )
        continue;
      const gains = gainsOf(c);
      const was = c.renamedFrom !== undefined ? ` (pinned as ${JSON.stringify(c.renamedFrom)})` : '';
      // Declared before, let through now: it moved out of a restrictive profile's paths.
      // Through a tool's class alone (the same profile then and now): said as that.
      const sameProfile = !!c.profile && c.profile.before.replace(" (the base commit's)", '') === c.profile.now;
      const byClass = c.profile?.reclassified && sameProfile;
      const undisallowed = c.profile?.undisallowed?.length
        ? `its disallowed_tools listed ${c.profile.undisallowed.map((t) => quoteCut(t)).join(', ')} at ${run.capabilities.base} and no longer ${c.profile.undisallowed.length === 1 ? 'does' : 'do'}`
        : undefined;
      const message =
        undisallowed && sameProfile && !c.profile?.reclassified?.length
          ? `skill ${quoteCut(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too: ${undisallowed} (${c.profile!.now} governs it at ${JSON.stringify(c.path)}): review the new capabilities${run.prLike ? ' before merging' : ''}`
          : byClass
            ? `skill ${quoteCut(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too, through the config's tool classes: it classes ${c.profile!.reclassified!.join(', ')} (${c.profile!.now} governs it at ${JSON.stringify(c.path)})${undisallowed ? `, and ${undisallowed}` : ''}: review the new capabilities${run.prLike ? ' before merging' : ''}`
            : c.profile
              ? `skill ${quoteCut(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too, through its permission profile: at ${JSON.stringify(c.profile.basePath)} ${c.profile.before} governed it, now ${c.profile.now} at ${JSON.stringify(c.path)}${c.profile.reclassified ? ` (the config classes ${c.profile.reclassified.join(', ')})` : ''}${undisallowed ? `, and ${undisallowed}` : ''}: review the new capabilities${run.prLike ? ' before merging' : ''}`
              : `skill ${quoteCut(c.id)}${was} gains ${gains.join(', ')} against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base}, ${withTheLock(run, 'review the new capabilities', '')}`;
      out.push({
        code: 'CapabilityEscalation',
        path: c.path,
        line: c.at?.line ?? 1,
        column: c.at?.column ?? 1,
        message,
        severity: 'warning',
      });
    }
  }
  // A skill whose frontmatter changed against the base commit's lock, re-pinned without a
  // version bump: no drift says it (the lock agrees), so it is said here, on its version key.
  if (run.unbumped && run.capabilities && 'base' in run.capabilities) {
    // Left out only where a drift error says it (version-not-bumped): drift that says another
    // thing (a signer changed) does not.
    const said = new Set(run.drift.filter((d) => d.kind === 'version-not-bumped').map((d) => d.id));
    for (const u of run.unbumped) {
      if (said.has(u.id) || !run.repinned(u.id) || !run.selects(u.path)) continue;
      const was = u.renamedFrom !== undefined ? ` (pinned as ${JSON.stringify(u.renamedFrom)})` : '';
      const by = withTheLock(
        run,
        u.noVersion ? 'give it a version (metadata.version)' : `bump ${u.versionKey ?? 'version'}`,
        ' in a follow-up change',
      );
      out.push({
        code: 'VersionNotBumped',
        path: u.path,
        line: u.at?.line ?? 1,
        column: u.at?.column ?? 1,
        message: `skill ${JSON.stringify(u.id)}${was} changed against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base} but ${u.reason}, ${by}`,
        severity: 'warning',
      });
    }
  }
  if (run.keyring?.warning) {
    // On the keyring, or on the config that names it when the work tree has no such file (a
    // PR naming a keyring it does not add): an annotation on a missing file has no place.
    const keys = settings.trustedKeys;
    const placed = !existsSync(path.resolve(settings.root, keys)) && existsSync(path.resolve(settings.root, config));
    add(run.keyring.warningTitle ?? 'KeyringUnavailable', placed ? config : keys, run.keyring.warning);
  }
  // A config under another name (`.skillgate.yaml`) with none read: on itself.
  if (settings.configPath === undefined && settings.configFile === undefined)
    for (const m of misnamedConfigs(settings.root, 'the config input')) add('MisnamedConfig', m.file, m.message);
  // Each misnamed file on itself, the first MISNAMED_SHOWN of them; the rest counted on the next.
  const misnamed = [...new Set(run.misnamed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const rel of misnamed.slice(0, MISNAMED_SHOWN))
    add('MisnamedSkillFile', rel, misnamedMessage(rel, path.resolve(settings.root, rel)));
  if (misnamed.length > MISNAMED_SHOWN)
    add('MisnamedSkillFile', misnamed[MISNAMED_SHOWN], misnamedMoreMessage(misnamed.length - MISNAMED_SHOWN));
  for (const l of run.uncheckedLinks) add('UncheckedLinkedSkill', l.link, l.message);
  // A submodule on .gitmodules, which declares it (GitHub shows no file inside one).
  for (const n of run.nested)
    add('UncheckedNestedRepository', n.kind === 'submodule' ? '.gitmodules' : '', nestedRepoMessage(n));
  // On the config's line that sets it.
  for (const w of run.idle)
    out.push({
      code: w.code,
      path: at(config),
      line: w.at?.line ?? 1,
      column: w.at?.column ?? 1,
      message: w.message,
      severity: 'warning',
    });
  // On the workflow file; on no file when the runner does not say which.
  if (run.pathsMatchedNothing) add('PathsMatchedNothing', workflowFile(env) ?? '', PATHS_MATCHED_NOTHING);
  return out;
}

/**
 * Step warnings the summary says in a callout of its own (trust, config, lockfile moved or
 * removed, scope, policy, paths matched nothing, one line for all VersionNotBumped), the
 * keyring callout, or the capability table: every other one is a callout with its message.
 */
/** Step warnings about a file the change deletes: placed on it in SARIF (the deletion is in the diff). */
const ON_DELETED = new Set(['LockfileRemoved', 'KeyringChanged']);

const SUMMARY_SAYS_ELSEWHERE = new Set([
  'TrustWeakened',
  'BaseConfigUnavailable',
  'LockfileMoved',
  'ScanScopeChanged',
  'PolicyChanged',
  'LockfileRemoved',
  'PathsMatchedNothing',
  'VersionNotBumped',
  'KeyringChanged',
  'KeyringMoved',
  'KeyringUnavailable',
  'CapabilityEscalation',
]);

/** One summary line for every VersionNotBumped warning: the annotations and the log have each. */
function unbumpedNote(warnings: StepWarning[]): string | undefined {
  if (!warnings.length) return undefined;
  if (warnings.length === 1) return warnings[0]!.message;
  const SHOWN = 10;
  const paths = warnings.slice(0, SHOWN).map((w) => w.path);
  const more = warnings.length > SHOWN ? `, and ${warnings.length - SHOWN} more` : '';
  return `${warnings.length} skills changed against the base commit's lock without a version bump (each is a VersionNotBumped warning): ${paths.join(', ')}${more}`;
}

function failureMessage(failOn: string, errors: number, warnings: number, drift: number, files: number): string {
  const parts: string[] = [];
  if (errors) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (drift) parts.push(`${drift} lock drift`);
  if (failOn === 'warning' && warnings) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return `skillgate: ${parts.join(', ')} in ${files} checked SKILL.md file${files === 1 ? '' : 's'} (fail-on: ${failOn})`;
}

/**
 * The lockfile a checkout's .skillgate.yml names (its top-level `lockfile`, as YAML reads it),
 * the default when it has no config; CONFIG_FILE itself when its config names none that can be
 * told (it cannot be read, does not parse, names one by an absolute path or an anchor): the
 * checkout uses skillgate, and a scan from the workspace would not read its config either.
 */
function configuredLockfile(dir: string): string {
  const file = path.join(dir, CONFIG_FILE);
  if (!lstatSync(file, { throwIfNoEntry: false })) return DEFAULT_LOCKFILE;
  try {
    // Bounded, a regular file only (a link to /dev/zero must not fill memory).
    const parsed = parseYamlText(readBounded(file, MAX_CONFIG_BYTES, false).toString('utf8'));
    if (!parsed.ok) return CONFIG_FILE;
    const value = parsed.root?.entries.find((e) => e.key.value === 'lockfile')?.value;
    if (value === undefined) return DEFAULT_LOCKFILE;
    if (value.kind === 'scalar' && typeof value.value === 'string' && value.value && !path.isAbsolute(value.value))
      return value.value;
  } catch {
    // unreadable: said as a config the step cannot tell
  }
  return CONFIG_FILE;
}

/**
 * Sets the step's outputs, all or none: a GITHUB_OUTPUT write that fails half-way (a full
 * disk) is cut back to the length it had, so that no later step reads `status=ok` from a step
 * that says its outputs are not set, nor an entry without its closing delimiter.
 */
function setOutputs(core: Pick<ActionCore, 'setOutput'>, env: NodeJS.ProcessEnv, outputs: [string, string][]): void {
  const file = env.GITHUB_OUTPUT;
  let size: number | undefined;
  try {
    if (file) size = statSync(file).size;
  } catch {
    // Not there: setOutput says so.
  }
  try {
    for (const [name, value] of outputs) core.setOutput(name, value);
  } catch (e) {
    if (file && size !== undefined)
      try {
        truncateSync(file, size);
      } catch {
        // Cannot be cut back either: what was written stays, and the step says it failed.
      }
    throw e;
  }
}

/** Why the step's outputs were not set: GITHUB_OUTPUT could not be written. */
function outputsUnwritten(env: NodeJS.ProcessEnv, e: unknown): string {
  return `GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT ?? '')}, which cannot be written: ${fsReason(e)} (the step's outputs are not set)`;
}

/**
 * Where skills' bytes are, for the report paths' guard: each skill the run read (its real
 * path), and every file on the way of a SKILL.md symlink git tracks (each link of a chain,
 * and the file at its end), whether the run read that skill or not (a run of a change reads
 * only the skills it touched). Keyed by the place (its folder's real path, then its name),
 * naming the skill.
 */
function skillFilesByPlace(settings: Settings, results: readonly FileResult[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of results) out.set(realOr(path.resolve(settings.root, r.path)), r.path);
  const git = settings.inGit ? new Git(settings.root, () => {}) : undefined;
  for (const rel of trackedSymlinks(git)) {
    if (rel !== SKILL_FILE && !rel.endsWith(`/${SKILL_FILE}`)) continue;
    let hop = path.resolve(settings.root, rel);
    // Up to 40 links, as the kernel follows them.
    for (let n = 0; n < 40; n++) {
      let target: string;
      try {
        if (!lstatSync(hop).isSymbolicLink()) break;
        target = readlinkSync(hop);
      } catch {
        break;
      }
      // As the kernel reads it: a `..` after a folder link leaves the folder the link leads to
      // (`lnk/../mid.md` with `lnk -> a/deep` is `a/mid.md`), so the folder is resolved unnormalised.
      const raw = path.isAbsolute(target) ? target : `${path.dirname(hop)}${path.sep}${target}`;
      hop = path.join(realOr(path.dirname(raw)), path.basename(raw));
      if (!out.has(hop)) out.set(hop, rel);
    }
    const real = realOr(path.resolve(settings.root, rel));
    if (!out.has(real)) out.set(real, rel);
  }
  return out;
}

export async function runAction(opts: ActionOptions = {}): Promise<number> {
  const core: ActionCore = opts.core ?? ((await import('@actions/core')) as unknown as ActionCore);
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? actionDirectory(env);
  const t0 = now();
  // A link's target is read only when git tracks it: in a checkout, any other file is an
  // earlier step's (a .env, a token), and the pull request's own .gitignore would decide.
  onlyTrackedLinkTargets();
  const writeSummary = async (text: string): Promise<void> => {
    if (!env.GITHUB_STEP_SUMMARY) return;
    try {
      await core.summary.addRaw(text, true).write();
    } catch (e) {
      // The findings are in the log and the reports either way: said, not a failure.
      // In words (fsReason): Node's message names the runner's absolute path.
      // @actions/core's own check quotes the path too: said in words.
      const why = /^Unable to access summary file/.test(String((e as Error)?.message))
        ? 'the file GITHUB_STEP_SUMMARY names is missing, or cannot be read and written'
        : fsReason(e);
      core.warning(`the job summary was not written: ${safeLines(why)}`, { title: 'skillgate' });
    }
  };

  const pipesWere = setNamedPipes(false);
  // Telemetry's warnings (a collector that is down, say) are the step's warnings, shown on the
  // run's page, not a plain line in the log.
  setTelemetryWarning((message) => core.warning(message, { title: 'skillgate: telemetry' }));
  // The repository's folder (`working-directory`), once the inputs are read: outside git, the
  // config errors' annotations name files from it, as the findings' do.
  let repoDir: string | undefined;
  try {
    core.info(`skillgate ${VERSION}`);
    // The runner creates this file; one that is gone would fail the step after the whole check.
    if (env.GITHUB_OUTPUT && !existsSync(env.GITHUB_OUTPUT))
      throw new UsageError(
        `GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT)}, which does not exist: the step's outputs cannot be written (the runner creates this file; a step before this one may have removed it)`,
      );
    if (env.GITHUB_OUTPUT && isFolder(env.GITHUB_OUTPUT))
      throw new UsageError(
        `GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT)}, which is a folder: the step's outputs cannot be written (the runner creates a file there)`,
      );
    // The runner creates the workspace: one that is not there is no checkout to fall back
    // from (the directory the step started in was checked instead, reports written there).
    if (env.GITHUB_WORKSPACE && !isFolder(path.resolve(env.GITHUB_WORKSPACE)))
      throw new UsageError(
        `GITHUB_WORKSPACE names ${JSON.stringify(env.GITHUB_WORKSPACE)}, which ${existsSync(path.resolve(env.GITHUB_WORKSPACE)) ? 'is not a folder' : 'does not exist'}: there is no checkout to check (the runner creates the workspace; a step before this one may have removed it)`,
      );
    // The runner writes INPUT_FAIL-ON; a hand-written environment may say INPUT_FAIL_ON.
    const inputs = readInputs(
      (name) => core.getInput(name) || (env[`INPUT_${name.replace(/[ -]/g, '_').toUpperCase()}`] ?? ''),
      cwd,
    );
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    repoDir = path.resolve(cwd, inputs.workingDirectory || '.');
    const settings = await settingsFor(inputs, cwd, env);
    const event = readEvent(env);
    const run = await check(inputs, settings, event, core, pathMatcher(inputs.paths));
    const durationMs = now() - t0;
    const s = summarize(run.results, run.drift, durationMs);
    const status = overallStatus(run.results, run.drift);
    // The step's own warnings (a keyring or trust change, a removed lockfile, ...): in the
    // reports, the log, the annotations and the summary, counted with the findings' warnings.
    const steps = stepWarningsOf(run, settings, env);

    // Reports first, so they exist whatever happens to the log.
    // Where removed skills' lockfile entries are, as the reports name the lockfile (SARIF, the log).
    const lockEntry = run.lockText ? lockEntryLookup(run.lockText, run.settings.lockfile) : undefined;
    const reports = [
      {
        input: 'report-path',
        file: inputs.reportPath,
        text: multiJsonParts(run.results, run.drift, durationMs, steps, run.excluded, lockEntry),
      },
    ];
    if (inputs.sarifPath) {
      const cut = sarifCutWarning(run.results, run.drift, steps);
      if (cut) core.warning(cut);
      reports.push({
        input: 'sarif-path',
        file: inputs.sarifPath,
        // A warning on a file the checkout lacks (a config the base commit could not give) is
        // about the run, as its annotation is: a notification, no location. Not a lockfile or
        // keyring the change deletes: the deletion is in the diff, where code scanning shows it.
        text: watchedForUpload(
          sarifParts(
            run.results,
            run.drift,
            settings,
            lockEntry,
            steps.map((w) =>
              w.path !== '' && !ON_DELETED.has(w.code) && !existsSync(path.resolve(settings.root, w.path))
                ? { ...w, path: '' }
                : w,
            ),
            run.excluded,
          ),
          (m) => core.warning(m),
        ),
      });
    }
    // What the step could not write (a report, its outputs): it fails with it, but only after
    // the log, the annotations and the summary have every finding.
    const unwritten: string[] = [];
    try {
      // A report named /dev/stdout goes into the log as the findings do: fenced off.
      let skills: Map<string, string> | undefined;
      writeReports(
        cwd,
        reports,
        (text) => printRaw((l) => core.info(l), text),
        () => (skills ??= skillFilesByPlace(settings, run.results)),
      );
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      unwritten.push(e.message);
    }
    // None is written when one cannot be (they are put in place together).
    const written = !unwritten.length;

    // The log: how files were chosen, then every finding (repository text, fenced off).
    // One line each: a file name in them is spelled out as the findings spell it.
    const log: string[] = [safe(run.changes.how)];
    if (run.changes.fallback) log.push(`Falling back to a full scan: ${safe(run.changes.fallback)}`);
    log.push(
      textReport(run.results, run.drift, durationMs, {
        stepWarnings: steps,
        excluded: run.excluded,
        lockEntry,
      }).replace(/\n$/, ''),
      ...run.removed.map(
        (r) =>
          `${safe(r.path)}: ${r.to ? `renamed to ${safe(r.to)}` : 'deleted'}` +
          (run.lockChecked && r.pinned
            ? `; ${r.to ? 'its entry in' : 'its skill must leave'} ${run.settings.lockfile}${r.to ? ' must follow it' : ''} (run \`skillgate lock\`)`
            : ''),
      ),
    );
    if (run.capabilities && 'changes' in run.capabilities) {
      for (const c of run.capabilities.changes) {
        const gains = gainsOf(c).map(safe);
        log.push(
          `${safe(c.path)}: ${c.isNew ? 'new skill' : 'skill'} ${safe(nameCut(c.id))}${c.renamedFrom !== undefined ? ` (was ${safe(c.renamedFrom)})` : ''} gains ${gains.join(', ')} ${c.profile ? `through its permission profile (${safe(c.profile.before)} at ${safe(c.profile.basePath)} at ${run.capabilities.base}, ${safe(c.profile.now)} now)` : `against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base}`}`,
        );
      }
    }
    if (run.keyring?.changed)
      log.push(`${safe(changedKeyring(run, settings))}: the trusted keyring differs from the base commit's`);
    printRaw((l) => core.info(l), log.join('\n'));
    // safe(): a file name the change controls is spelled out here as in the log line (bidi, zero-width, C1).
    if (run.changes.fallback) core.notice(safe(run.changes.fallback), { title: 'skillgate: full scan' });
    // A submodule bump brings files no check reads when the job does not check submodules out.
    const away = run.submodulesAway;
    if (away.length) {
      const named = away
        .slice(0, 5)
        .map((r) => safe(JSON.stringify(r)))
        .join(', ');
      const more = away.length > 5 ? ` and ${away.length - 5} more` : '';
      const one = away.length === 1;
      core.notice(
        `this change updates ${one ? 'the submodule' : 'the submodules'} ${named}${more}, not checked out here: any SKILL.md ${one ? 'it holds' : 'they hold'} is not checked (check them out with actions/checkout's \`submodules: true\`)`,
        { title: 'skillgate: submodule not checked' },
      );
    }
    // Nothing to check on a full scan is no warning (a repository with no skills yet), but it
    // is said: a workflow that forgot actions/checkout would otherwise pass green on nothing.
    if (run.changes.full && s.files === 0 && !run.pathsMatchedNothing && run.excluded === 0)
      core.notice(
        settings.inGit
          ? 'no SKILL.md file in the repository: nothing was checked'
          : 'no SKILL.md file in the workspace, which is not a git checkout: nothing was checked (does the job run actions/checkout before skillgate?)',
        { title: 'skillgate: nothing to check' },
      );
    // A `paths` input that matches nothing is a warning of the step's own (PathsMatchedNothing,
    // in `steps`): counted with the findings' warnings (and so failing under fail-on: warning),
    // as a typo must not pass.
    const noMatch = run.pathsMatchedNothing ? PATHS_MATCHED_NOTHING : undefined;
    const ownWarnings = steps.length;

    // Annotations: errors, then the step's own warnings, then the findings' warnings.
    const realRoot = realOr(settings.root);
    // The settings' root is the repository: git's work tree, else the working directory.
    const named = annotationNames(env, cwd, realRoot, true);
    const toFile = (rel: string): string => named(path.resolve(realRoot, rel));
    const entryAt = run.lockText ? lockEntryLookup(run.lockText, toFile(run.settings.lockfile)) : undefined;
    const anns = annotationsFor(run.results, run.drift, { toFile, lockEntry: (id) => entryAt?.(id) });
    // The step's own warnings (a keyring edit first) before the findings' warnings: GitHub
    // shows only the first 10 warnings of a step, and these are the reviewer's safeguard.
    const own: Annotation[] = [];
    for (const w of steps) {
      const ann: Annotation = {
        level: 'warning',
        // On its file, unless the work tree has none (a lockfile the change removes, a config
        // the base commit had): an annotation on a missing file has no place to show.
        file: w.path !== '' && existsSync(path.resolve(realRoot, w.path)) ? toFile(w.path) : undefined,
        line: w.line,
        column: w.column,
        title: w.code,
        // Repository text (a path from the config) shown as the findings' messages are.
        message: safe(w.message),
      };
      if (w.code === 'KeyringChanged') own.unshift(ann);
      else own.push(ann);
    }
    const firstWarning = anns.findIndex((x) => x.level !== 'error');
    anns.splice(firstWarning < 0 ? anns.length : firstWarning, 0, ...own);

    // The step's own warnings are warnings like the findings': `fail-on: warning` fails on them too.
    const warnings = s.warnings + ownWarnings;
    try {
      // A report that could not be written is a bad input: `error`, with the check's counts.
      setOutputs(core, env, [
        ['status', written ? status : 'error'],
        ['files-checked', String(s.files)],
        ['errors', String(s.errors)],
        ['warnings', String(warnings)],
        ['drift', String(s.drift)],
        ['report-path', written ? inputs.reportPath : ''],
        ['sarif-path', written ? inputs.sarifPath : ''],
      ]);
    } catch (e) {
      // A GITHUB_OUTPUT that cannot be written (read-only, a full disk): said as such, and the
      // step fails on it whatever the findings (fail-on: never too).
      unwritten.push(outputsUnwritten(env, e));
    }

    const failedCheck =
      inputs.failOn !== 'never' && (s.errors > 0 || s.drift > 0 || (inputs.failOn === 'warning' && warnings > 0));
    const verdict = failedCheck ? failureMessage(inputs.failOn, s.errors, warnings, s.drift, s.files) : '';
    const failed = failedCheck || unwritten.length > 0;
    // What fails the step: what it could not write, then the verdict (setFailed's, the last).
    const problems = unwritten.map((m) => `skillgate: ${safeLines(m)}`);
    if (failedCheck) problems.push(verdict);
    // GitHub shows a step's first 10 error annotations: with as many findings, the problems
    // would not be among them. They go first then (the last is setFailed's again at the end).
    const first = anns.filter((a) => a.level === 'error').length + problems.length > ANNOTATION_LIMIT;
    if (first) for (const m of problems) core.error(m);
    const counts = emitAnnotations(core, anns);
    const notes = overflowNotes(counts);
    for (const n of notes) core.info(n);
    if (!first) for (const m of problems.slice(0, -1)) core.error(m);

    await writeSummary(
      buildSummary({
        version: VERSION,
        how: run.changes.how,
        fallback: run.changes.fallback,
        results: run.results,
        drift: run.drift,
        lockChecked: run.lockChecked,
        lockEntry,
        lockfile: run.settings.lockfile,
        removed: run.removed,
        capabilities: run.capabilities,
        keyring: run.keyring && {
          file: changedKeyring(run, settings),
          changed: run.keyring.changed,
          source: run.keyring.source,
          warning: run.keyring.warning,
        },
        warnings: [
          run.trustWarning,
          run.configWarning,
          run.lockMoved,
          run.scopeChanged,
          run.policyChanged,
          run.lockRemoved,
          noMatch,
          // Every other step warning the headline counts: files no check reads, config that
          // does nothing (nothing checked, no drift checked), a config under another name.
          ...steps.filter((w) => !SUMMARY_SAYS_ELSEWHERE.has(w.code)).map((w) => w.message),
          unbumpedNote(steps.filter((w) => w.code === 'VersionNotBumped')),
        ].filter((n): n is string => !!n),
        problems: unwritten,
        notes,
        stepWarnings: ownWarnings,
        excluded: run.excluded,
        reportPath: written ? inputs.reportPath : undefined,
        sarifPath: (written && inputs.sarifPath) || undefined,
        failOn: inputs.failOn,
        failed,
        durationMs,
      }),
    );

    if (failed) {
      core.setFailed(problems[problems.length - 1]!);
      return 1;
    }
    return 0;
  } catch (e) {
    // Control characters a message quotes (a keyring glob, a path) are shown escaped: GitHub's
    // log viewer acts on ANSI escapes.
    const message =
      e instanceof UsageError
        ? safeLines(e.message)
        : `internal error: ${safeLines((e as Error)?.message ?? String(e))}${env.SKILLGATE_DEBUG ? `\n${(e as Error)?.stack ?? ''}` : ' (set SKILLGATE_DEBUG=1 for details, and please report it)'}`;
    // Every output is set, so a later step's `if:` on them reads numbers, not empty strings;
    // no report was written, so none is named.
    // The error may be the outputs' own (a GITHUB_OUTPUT file that is gone): the step still
    // fails with its message, not a stack trace.
    let outputs: string | undefined;
    try {
      setOutputs(core, env, [
        ['status', 'error'],
        ...['files-checked', 'errors', 'warnings', 'drift'].map((name): [string, string] => [name, '0']),
        ['report-path', ''],
        ['sarif-path', ''],
      ]);
    } catch (o) {
      if (!(e instanceof UsageError && /^GITHUB_OUTPUT /.test(e.message)))
        outputs = safeLines(outputsUnwritten(env, o));
    }
    if (outputs) core.error(`skillgate: ${outputs}`);
    await writeSummary(errorSummary(VERSION, message));
    // A config's problems each on its line, as the findings are (the message lists them all).
    const locations = e instanceof UsageError ? (e.locations ?? []) : [];
    for (const l of locations.slice(0, ANNOTATION_LIMIT)) {
      if (!l.file) continue;
      const abs = realOr(l.file);
      // Outside git, the repository is the working directory (a config file's folder is not).
      const { root, inGit } = findRoot(path.dirname(abs));
      const repo = inGit ? root : repoDir;
      core.error(safe(l.message), {
        title: `skillgate: invalid ${l.what ?? 'config'}`,
        file: annotationNames(env, cwd, realOr(repo ?? root), repo !== undefined)(abs),
        startLine: Math.max(1, l.line),
        startColumn: Math.max(1, l.column),
      });
    }
    core.setFailed(`skillgate: ${message}`);
    return 1;
  } finally {
    setNamedPipes(pipesWere);
  }
}

/**
 * What a capability change gains, each name quoted (a name may hold `, `: `m/x, tool Bash` read
 * unquoted as two gains) and cut when long, at most LISTED_NAMES of them: a 200 KB tool name, or
 * 100,000 of them, filled the log and the annotation.
 */
function gainsOf(c: { tools: { name: string; class?: string }[]; scopes: string[] }): string[] {
  // Only the names listed are quoted (a skill may gain 100,000 tools).
  const tools = c.tools.slice(0, LISTED_NAMES);
  const scopes = c.scopes.slice(0, LISTED_NAMES - tools.length);
  const listed = [
    ...tools.map((t) => `tool ${quoteCut(t.name)} (${t.class ?? 'unclassified'})`),
    ...scopes.map((x) => `memory scope ${quoteCut(x)}`),
  ];
  const more = c.tools.length + c.scopes.length - listed.length;
  return more > 0 ? [...listed, `and ${more} more`] : listed;
}
