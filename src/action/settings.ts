/**
 * Settings for an Action run: the config (or the `config` input), then the inputs over
 * it, as the CLI's flags go over it. Files named by inputs must exist; reports are
 * written where the inputs say. Errors name the input.
 */
import {
  closeSync,
  existsSync,
  linkSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { Settings } from '../core/config-types.js';
import { CONFIG_FILE, loadSettings } from '../core/config.js';
import { UsageError } from '../core/diagnostic.js';
import { createReason, fsReason, ownOutput } from '../core/io-text.js';
import { makeDirs } from '../core/mkdirs.js';
import { tempBeside, trackTemp, writeTextTo } from '../core/write-atomic.js';
import {
  findRoot,
  inAnyGitDir,
  inGitOwnFolder,
  isGitName,
  isUnder,
  landingOf,
  realOr,
  relInside,
  relPath,
  underDotGit,
} from '../scan/files.js';
import { linkLeadsOut, unlistedByGit } from '../scan/read.js';
import { InputError, type ActionInputs } from './inputs.js';
import { safe } from '../report/text.js';

const q = (s: string): string => JSON.stringify(s);

/** Files the runner hands the step and reads back (or reads after it): never a report's place. */
const RUNNER_FILES = [
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'GITHUB_EVENT_PATH',
] as const;

export async function settingsFor(inputs: ActionInputs, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Settings> {
  // The repository may sit in a subdirectory of the workspace (actions/checkout `path:`).
  const repoDir = path.resolve(cwd, inputs.workingDirectory || '.');
  if (inputs.workingDirectory && !(existsSync(repoDir) && statSync(repoDir).isDirectory())) {
    throw new InputError(
      'working-directory',
      `names ${q(inputs.workingDirectory)}, which is not a directory (paths are relative to the workspace)`,
    );
  }
  // The repository is inside the workspace: `..` (or a folder symlink that leads out) would
  // have the step walk the runner's disk, and annotate files GitHub cannot show.
  if (inputs.workingDirectory && !isUnder(realOr(cwd), realOr(repoDir)))
    throw new InputError(
      'working-directory',
      `names ${q(inputs.workingDirectory)}, which is outside the workspace (paths are relative to the workspace)`,
    );
  const { root, inGit } = findRoot(repoDir);
  refuseOutsideLink(root, inputs.config ? path.resolve(cwd, inputs.config) : CONFIG_FILE, 'config');
  let configAbs: string | undefined;
  if (inputs.config) {
    configAbs = path.resolve(cwd, inputs.config);
    if (!existsSync(configAbs))
      throw new InputError(
        'config',
        `names ${q(inputs.config)}, which does not exist (paths are relative to the workspace)`,
      );
    if (statSync(configAbs).isDirectory())
      throw new InputError('config', `names ${q(inputs.config)}, which is a directory`);
  }
  // The profile decides how the config's `tools` are read, so the input goes in before loading.
  const settings = await loadSettings(root, inGit, configAbs, inputs.profile || undefined, inputs.config || undefined);
  // As the repository names it (the other path inputs alike): with working-directory, the
  // workspace's `repo/.skillgate.yml` resolved against the repository named no file, and the
  // pull request's own config was taken for the workflow's (no base-commit lockfile, trust or
  // keyring held).
  // (Through a symlinked folder on either side, by the real paths.)
  if (configAbs)
    settings.configFile =
      relInside(root, configAbs) ?? relInside(realOr(root), realOr(configAbs)) ?? relPath(root, configAbs);
  if (inputs.profile) settings.profile = inputs.profile;
  if (inputs.trust) settings.trust = inputs.trust;
  if (inputs.brokerVersion) settings.brokerVersion = inputs.brokerVersion;
  if (inputs.trustedKeys) {
    const abs = path.resolve(cwd, inputs.trustedKeys);
    if (!existsSync(abs))
      throw new InputError(
        'trusted-keys',
        `names ${q(inputs.trustedKeys)}, which does not exist (paths are relative to the workspace)`,
      );
    settings.trustedKeys = relPath(root, abs);
    settings.trustedKeysExplicit = true;
    delete settings.trustedKeysAt;
  }
  if (inputs.lockfile) {
    const abs = path.resolve(cwd, inputs.lockfile);
    if (!existsSync(abs))
      throw new InputError(
        'lockfile',
        `names ${q(inputs.lockfile)}, which does not exist: run \`skillgate lock\` and commit the lockfile, or drop the input`,
      );
    settings.lockfile = relPath(root, abs);
    settings.lockfileExplicit = true;
    delete settings.lockfileAt;
  }
  refuseReportOverFile(inputs, cwd, settings, configAbs, env);
  return settings;
}

/**
 * A report must not replace a file the check reads: the lockfile, the config, the keyring or
 * a SKILL.md (the next run would read the report in its place). Refused before the check runs.
 */
function refuseReportOverFile(
  inputs: ActionInputs,
  cwd: string,
  settings: Settings,
  configAbs: string | undefined,
  env: NodeJS.ProcessEnv,
): void {
  const guarded = new Map<string, string>([
    [landingOf(path.resolve(settings.root, settings.lockfile)).toLowerCase(), 'the lockfile'],
    [landingOf(path.resolve(settings.root, settings.trustedKeys)).toLowerCase(), 'the trusted keyring'],
    [landingOf(configAbs ?? path.resolve(settings.root, CONFIG_FILE)).toLowerCase(), 'the config'],
  ]);
  // The runner's own files: a report over GITHUB_OUTPUT would replace the step's outputs
  // (and one over GITHUB_ENV or GITHUB_PATH hand repository text to every later step).
  for (const name of RUNNER_FILES) {
    const f = env[name];
    // (A device such as /dev/null standing in for one, in a hand-made run, is no file to keep.)
    if (f && !isDevice(path.resolve(cwd, f)))
      guarded.set(landingOf(path.resolve(cwd, f)).toLowerCase(), `the runner's ${name} file`);
  }
  for (const [input, file] of [
    ['report-path', inputs.reportPath],
    ['sarif-path', inputs.sarifPath],
  ] as const) {
    if (!file) continue;
    const abs = landingOf(path.resolve(cwd, file));
    // Compared in any case: on a case-insensitive disk (macOS runners) SKILLGATE.LOCK is the lockfile.
    const what =
      guarded.get(abs.toLowerCase()) ?? (path.basename(abs).toLowerCase() === 'skill.md' ? 'a SKILL.md' : undefined);
    if (what)
      throw new InputError(
        input,
        `names ${q(file)}, which is ${what}: the report would replace it; give the report its own file`,
      );
    // git's own files (.git/config, a hook) are the repository's machinery, not a report's place:
    // the git dir, the hooks folder (husky's `.husky/` too), or a `.git` file (a submodule's or
    // worktree's link to its git dir) or folder, in any case. Another repository's too: a bare
    // one the workspace holds (`vendor/x.git/config`), or, with no work tree, `tools/.git/config`.
    const root = settings.inGit ? settings.root : undefined;
    const own =
      (root !== undefined &&
        inGitOwnFolder(root, realOr(root), path.join(nearestReal(path.dirname(abs)), path.basename(abs)))) ||
      path
        .relative(root ?? cwd, path.resolve(cwd, file))
        .split(path.sep)
        .some(isGitName) ||
      inAnyGitDir(abs, root);
    if (own)
      throw new InputError(input, `names ${q(file)}, which is inside git's own files: give the report its own file`);
  }
}

function isDevice(p: string): boolean {
  try {
    const st = statSync(p);
    return st.isCharacterDevice() || st.isBlockDevice();
  } catch {
    return false;
  }
}

/** `p` with its deepest existing folder resolved (the folders a write would create kept as named). */
function nearestReal(p: string): string {
  const rest: string[] = [];
  for (let at = p; ; at = path.dirname(at)) {
    const real = realOr(at);
    if (real !== at || existsSync(at) || path.dirname(at) === at) return path.join(real, ...rest.reverse());
    rest.push(path.basename(at));
  }
}

/**
 * A config, keyring or lockfile inside the checkout must be a file of the checkout: a
 * symlink to a runner file would have the step read it, and quote it in an error message.
 * One the repository's config names must lie inside the repository at all; a path outside
 * it is the workflow's own only when an input names it (`byInput`).
 */
export function refuseOutsideLink(
  root: string,
  file: string,
  what: string,
  byInput = true,
  /** The error, placed where the config names the file (namedFileError). */
  refusal: (message: string) => UsageError = (message) => new UsageError(message),
): void {
  const abs = path.resolve(root, file);
  if (!isUnder(root, abs)) {
    if (byInput) return;
    throw refusal(
      `the ${what} ${JSON.stringify(file)} that the repository's config names lies outside the repository: it is not read here (the workflow can name one there with an input)`,
    );
  }
  // git's own folder holds no setting, and a checkout's .git/config holds its token.
  if (underDotGit(root, abs))
    throw refusal(`the ${what} ${JSON.stringify(file)} lies in git's own folder (.git): it is not read here`);
  let real: string;
  let realRoot: string;
  try {
    realRoot = realpathSync.native(root);
  } catch {
    return; // not there: whoever reads it says so
  }
  // A link that leads nowhere, written out of the repository: said as one that leads out.
  if (linkLeadsOut(abs, realRoot))
    throw refusal(`the ${what} ${safe(file)} is a symlink to a file outside the repository: it is not read here`);
  try {
    real = realpathSync.native(abs);
  } catch {
    return; // not there: whoever reads it says so
  }
  if (!isUnder(realRoot, real)) {
    throw refusal(`the ${what} ${safe(file)} is a symlink to a file outside the repository: it is not read here`);
  }
  if (underDotGit(realRoot, real))
    throw refusal(`the ${what} ${safe(file)} is a symlink into git's own folder (.git): it is not read here`);
  // Nor to a file git does not list (a .env an earlier step wrote, a file in a submodule): its
  // lines would be quoted in the error that says why it is no setting.
  // (A folder is no file git lists, ignored or not: the read says it is a directory.)
  if (
    real !== abs &&
    statSync(real, { throwIfNoEntry: false })?.isDirectory() !== true &&
    unlistedByGit(real, realRoot)
  )
    throw refusal(
      `the ${what} ${safe(file)} is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track): it is not read here`,
    );
}

/** The first folder on the way to `abs` that is not a folder, if any. */
function fileInTheWay(abs: string): string | undefined {
  const parts = path.dirname(abs).split(path.sep);
  for (let i = 2; i <= parts.length; i++) {
    const p = parts.slice(0, i).join(path.sep) || path.sep;
    try {
      if (!statSync(p).isDirectory()) return p;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The first path on the way to `abs` (its folders; `abs` itself too with `withSelf`) that
 * lies in the workspace and leads out of it, if any: a pull request can commit
 * `reports -> /somewhere`, and `report-path: reports/skillgate.json` would then write (and
 * create folders) there. Judged on real paths, so that a workspace reached through a
 * symlink (a self-hosted runner's `_work`) is the same workspace; a report path that never
 * enters the workspace is the workflow's own choice and is not checked.
 */
function exitFromWorkspace(realWs: string, abs: string, withSelf: boolean): string | undefined {
  const parts = abs.split(path.sep).filter((x) => x !== '');
  const n = withSelf ? parts.length : parts.length - 1;
  let lex: string = path.sep;
  let inside = isUnder(realWs, lex);
  for (let i = 0; i < n; i++) {
    lex = path.join(lex, parts[i]!);
    let real: string;
    try {
      real = realpathSync.native(lex);
    } catch {
      return undefined; // not there (or a dangling link): creating the folder fails, and says so
    }
    const now = isUnder(realWs, real);
    if (inside && !now) return lex;
    inside = now;
  }
  return undefined;
}

/** Where `p` itself lies, its folders resolved (not `p` when it is a link). */
function locationOf(p: string): string {
  return path.join(realOr(path.dirname(p)), path.basename(p));
}

/**
 * Where a symlink outside the workspace (the workflow's own) leads through the checkout,
 * if it does: a link of the checkout's on the way (a pull request's, which may lead
 * anywhere), a folder of it that leads out, or a file in it. Followed hop by hop (40 at
 * most, as the kernel does); a link that leads to none of these is the workflow's to follow.
 */
function throughCheckout(realWs: string, abs: string): string | undefined {
  let p = abs;
  for (let hop = 0; hop < 40; hop++) {
    let target: string;
    try {
      target = path.resolve(path.dirname(p), readlinkSync(p));
    } catch {
      return undefined;
    }
    if (exitFromWorkspace(realWs, target, false) !== undefined || isUnder(realWs, locationOf(target))) return target;
    let st;
    try {
      st = lstatSync(target);
    } catch {
      return undefined; // dangling: the file it names is created there, outside the checkout
    }
    if (!st.isSymbolicLink()) return undefined;
    p = target;
  }
  return p;
}

/**
 * Writes report files, all or none. Each goes through a temporary file and a rename, so that
 * a symlink the checkout holds at that path (a pull request's) is replaced, not followed to a
 * file outside the checkout. Every temporary file is written before any is renamed: a report
 * path that cannot be written (a file where its folder should be, say) fails the step with
 * no report in place, as its `error` status says.
 */
export function writeReports(
  cwd: string,
  /** Each report's text, or its parts (json.ts reportParts), taken once for each file written. */
  reports: { input: string; file: string; text: string | Iterable<string> }[],
  toLog?: (text: string) => void,
  /** The skills the run read, by where they are (their real paths) (the first asks). */
  skills?: () => ReadonlyMap<string, string>,
): void {
  // A character device (/dev/null) is written as it is, before any rename: renaming over it
  // would replace the device node. So is a file reached through a symlink outside the
  // workspace, the workflow's own (`/dev/stdout` when the runner's output goes to a file):
  // a rename would replace the link itself (/dev/stdout turned into a file). A FIFO is
  // refused (with no reader it blocks the step).
  // The step's own output (`/dev/stdout`): the runner reads it as the log, where repository
  // text must stay between stop-commands markers (`toLog`); written to, it was a FIFO
  // (refused), or a file cut short under the log written after it.
  const devices: ((typeof reports)[number] & { abs: string })[] = [];
  const logged: typeof reports = [];
  const regular: typeof reports = [];
  const realWs = realOr(cwd);
  const shown = (p: string) => q(isUnder(cwd, p) ? path.relative(cwd, p) : p);
  for (const r of reports) {
    const abs = path.resolve(cwd, r.file);
    // A committed folder link out of the workspace is refused for a device too.
    const out = exitFromWorkspace(realWs, abs, false);
    if (out !== undefined)
      throw new InputError(
        r.input,
        `names ${q(r.file)}, which cannot be written: ${shown(out)} is a symlink to a folder outside the workspace`,
      );
    // Only a path outside the checkout: a link a pull request commits there (report.json ->
    // /dev/stdout) is replaced, never followed, like any other.
    if (toLog && !isUnder(realWs, locationOf(abs)) && ownOutput(abs)) {
      logged.push(r);
      continue;
    }
    let st;
    let through = false;
    try {
      st = lstatSync(abs);
      // A link in the checkout (a pull request's) is replaced, never followed. One outside it
      // is the workflow's (`/dev/stdout`): what it leads to is written through it, unless it
      // leads through the checkout.
      if (st.isSymbolicLink() && !isUnder(realWs, locationOf(abs))) {
        const via = throughCheckout(realWs, abs);
        if (via !== undefined)
          throw new InputError(
            r.input,
            `names ${q(r.file)}, a symlink that leads through the checkout (${shown(via)}): name the file itself`,
          );
        through = true;
        st = statSync(abs);
      }
    } catch (e) {
      if (e instanceof InputError) throw e;
      // not there, a dangling link (written through: the file it names is created), or under
      // a file (the staging below says so)
    }
    if (st?.isDirectory() && through) throw new InputError(r.input, `names ${q(r.file)}, which is a folder`);
    // A file a SKILL.md symlink leads to (`skills/g/SKILL.md -> ../../docs/g.md`): replaced,
    // the skill would be the report.
    // A link on the way to one (`mid/b.md -> ../docs/b.md`, `skills/c/SKILL.md -> ../../mid/b.md`)
    // too: replaced by the report, the skill would lead to it.
    const place = path.join(realOr(path.dirname(abs)), path.basename(abs));
    const skill =
      st && !st.isDirectory()
        ? (skills?.().get(place) ?? (st.isFile() && !st.isSymbolicLink() ? skills?.().get(realOr(abs)) : undefined))
        : undefined;
    if (skill !== undefined)
      throw new InputError(
        r.input,
        `names ${q(r.file)}, which is the file the skill ${q(skill)} is (through a link): the report would replace it; give the report its own file`,
      );
    if (st?.isCharacterDevice() || (through && !st?.isFIFO() && !st?.isSocket() && !st?.isBlockDevice()))
      devices.push({ ...r, abs });
    else if (st && (st.isFIFO() || st.isSocket() || st.isBlockDevice()))
      throw new InputError(r.input, `names ${q(r.file)}, which is not a file (a FIFO, socket or block device)`);
    else regular.push(r);
  }
  for (const l of logged) toLog!(typeof l.text === 'string' ? l.text : [...l.text].join(''));
  for (const d of devices) {
    try {
      writeTextTo(d.abs, d.text);
    } catch (e) {
      throw new InputError(d.input, `names ${q(d.file)}, which cannot be written: ${fsReason(e)}`);
    }
  }
  reports = regular;
  // A signal while they are written (a cancelled job) removes the temp files and backups.
  const untrack: (() => void)[] = [];
  try {
    const staged: { tmp: string; abs: string; input: string; file: string }[] = [];
    const discard = () => {
      for (const s of staged) {
        try {
          rmSync(s.tmp, { force: true });
        } catch {
          // Never written (its folder is not a folder): nothing to remove.
        }
      }
    };
    const fail = (r: { input: string; file: string }, e: unknown): never => {
      discard();
      const code = (e as NodeJS.ErrnoException).code;
      const blocker = code === 'EEXIST' || code === 'ENOTDIR' ? fileInTheWay(path.resolve(cwd, r.file)) : undefined;
      const why = blocker
        ? `${q(path.relative(cwd, blocker))} is a file, not a folder`
        : createReason(e, path.resolve(cwd, r.file));
      throw new InputError(r.input, `names ${q(r.file)}, which cannot be written: ${why}`);
    };
    for (const r of reports) {
      const abs = path.resolve(cwd, r.file);
      const tmp = tempBeside(abs);
      staged.push({ tmp, abs, input: r.input, file: r.file });
      untrack.push(trackTemp(tmp));
      try {
        makeDirs(path.dirname(abs));
        const fd = openSync(tmp, 'wx');
        try {
          writeTextTo(fd, r.text);
        } finally {
          closeSync(fd);
        }
      } catch (e) {
        fail(r, e);
      }
    }
    // A folder at a report path would fail its rename after the others succeeded: refuse first.
    // (lstat: a symlink there, even to a folder, is replaced by the rename, never followed.)
    for (const s of staged) {
      let folder = false;
      try {
        folder = lstatSync(s.abs).isDirectory();
      } catch {
        // not there yet: the rename creates it
      }
      if (folder) fail(s, new Error('it is a folder'));
    }
    // What each rename replaces is kept (a hard link) until all are done, to put back if one fails.
    const backups = staged.map((s) => {
      const bak = `${s.tmp}.bak`;
      try {
        linkSync(s.abs, bak);
        untrack.push(trackTemp(bak));
        return bak;
      } catch {
        return undefined; // nothing there (or no hard links here): nothing to put back
      }
    });
    const dropBackups = () => {
      for (const bak of backups) if (bak) rmSync(bak, { force: true });
    };
    for (let i = 0; i < staged.length; i++) {
      const s = staged[i]!;
      try {
        renameSync(s.tmp, s.abs);
      } catch (e) {
        // None, then: each report already placed gives way to what was there before.
        for (let j = 0; j < i; j++) {
          const bak = backups[j];
          try {
            if (bak) renameSync(bak, staged[j]!.abs);
            else rmSync(staged[j]!.abs, { force: true });
          } catch {
            // best effort: the step fails with its message either way
          }
        }
        dropBackups();
        fail(s, e);
      }
    }
    dropBackups();
  } finally {
    for (const done of untrack) done();
  }
}
