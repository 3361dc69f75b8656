/** What every command shares: the IO seam, settings from config + flags, and writing reports. */
import {
  accessSync,
  constants,
  existsSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/diagnostic.js';
import { writeFileAtomic, writeTextTo } from '../core/write-atomic.js';
import { checkDirs, makeDirs } from '../core/mkdirs.js';
import { namedFileError, DEFAULT_LOCKFILE, DEFAULT_TRUSTED_KEYS, type Settings } from '../core/config-types.js';
import { CONFIG_FILE, loadSettings, misnamedConfigs } from '../core/config.js';
import { resolveIn } from '../core/run.js';
import type { FileRef } from '../core/engine.js';
import { brokerVersionOf } from '../core/semver.js';
import {
  findRoot,
  followParts,
  inAnyGitDir,
  inGitOwnFolder,
  isGitName,
  isUnder,
  landingOf,
  misnamedMessage,
  misnamedMoreMessage,
  MISNAMED_SHOWN,
  realDeepest,
  realOr,
  relInside,
  SKILL_FILE,
  spawnGit,
  relPath,
  underDotGit,
  nestedRepoMessage,
  type NestedRepo,
} from '../scan/files.js';
import { linkLeadsOut, unlistedByGit } from '../scan/read.js';
import { safe } from '../report/text.js';
import { profilesGoverningNothing } from '../rules/effective.js';
import type { SkillData } from '../rules/v1.js';
import { oneOf, type OptionSpec, type Parsed } from '../cli/args.js';
import {
  createReason,
  isSecretKeyText,
  asFolder,
  folderEnding,
  namesFolder,
  ownOutputFd,
  undecodableName,
  underRunner,
} from '../core/io-text.js';

export interface IO {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  stdoutIsTTY: boolean;
  /** Settles once what was written to stdout is written: true when a write failed (a full disk, a reader gone). */
  stdoutLost?: () => Promise<boolean>;
}

/** Options shared by the commands that check skills. */
export const CHECK_OPTIONS: Record<string, OptionSpec> = {
  format: { value: true },
  json: {},
  output: { value: true },
  config: { value: true },
  profile: { value: true },
  'broker-version': { value: true },
  trust: { value: true },
  'trusted-keys': { value: true },
  lockfile: { value: true },
  'follow-symlinks': {},
  staged: {},
  help: {},
  h: { alias: 'help' },
};

/**
 * The config, and the lockfile and keyring it names (or the defaults), are read only inside
 * the repository, as the Action reads them: a checkout's `lockfile: /etc/passwd`, or a
 * `skillgate.lock` symlink to a file outside, must not make a CI job read that file and quote
 * its lines in an error. A flag names any file; --follow-symlinks lets a link lead out.
 */
export function refuseOutside(
  root: string,
  file: string,
  what: string,
  flag: string,
  follow: boolean,
  /** The keyring or the lockfile the settings name (the config, or the default). */
  named?: { settings: Settings; key: 'lockfile' | 'trustedKeys' },
): void {
  const config = named?.settings.configFile ?? CONFIG_FILE;
  const refuse = (message: string): never => {
    throw named ? namedFileError(named.settings, named.key, message) : new UsageError(message);
  };
  const abs = path.resolve(root, file);
  if (!isUnder(root, abs))
    refuse(
      `the ${what} ${JSON.stringify(file)} that ${safe(config)} names lies outside the repository: it is not read (name it with ${flag} to read it)`,
    );
  if (underDotGit(root, abs))
    refuse(
      `the ${what} ${JSON.stringify(file)} that ${safe(config)} names lies in git's own folder (.git): it is not read (name it with ${flag} to read it)`,
    );
  if (follow) return;
  const real = realOr(abs);
  const realRoot = realOr(root);
  // (A link that leads nowhere, ending outside, too: said as one that leads out, never as a
  // missing file, so that a committed link cannot ask which runner paths exist.)
  if ((real !== abs && !isUnder(realRoot, real)) || linkLeadsOut(abs, realRoot))
    refuse(
      `the ${what} ${safe(file)} is a symlink to a file outside the repository: it is not read (run with --follow-symlinks, or name it with ${flag})`,
    );
  // git's own folder holds no setting; in a CI checkout its config holds the token.
  if (real !== abs && underDotGit(realRoot, real))
    refuse(
      `the ${what} ${safe(file)} is a symlink into git's own folder (.git): it is not read (run with --follow-symlinks, or name it with ${flag})`,
    );
  // Nor to a file git does not list (a .env it ignores, a file in a submodule): its lines would
  // be quoted in the error that says why it is no config.
  // (A folder is no file git lists, ignored or not: the read says it is a directory.)
  if (real !== abs && existsSync(real) && statOr(real)?.isDirectory() !== true && unlistedByGit(real, realRoot))
    refuse(
      `the ${what} ${safe(file)} is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track): it is not read (run with --follow-symlinks, or name it with ${flag})`,
    );
}

/**
 * The values of --profile, --trust and --broker-version, each checked (a bad one is a usage
 * error): what a run that reads no file (`validate --if-merging` outside a merge) checks too,
 * so that a hook's bad flag fails every commit, not only a merge's.
 */
export function flagValues(o: Parsed['opts']) {
  const profile = oneOf('profile', o.profile, ['v1', 'agentskills'] as const);
  const trust = oneOf('trust', o.trust, ['local', 'registry'] as const);
  let broker: ReturnType<typeof brokerVersionOf> | undefined;
  if (typeof o['broker-version'] === 'string') {
    broker = brokerVersionOf(o['broker-version']);
    if (!broker)
      throw new UsageError(
        `--broker-version must be a SemVer 2.0.0 version such as 1.4.0 (or 1.4 for 1.4.0); got ${JSON.stringify(o['broker-version'])}`,
      );
  }
  return { profile, trust, broker };
}

/**
 * `reads`: the files the command reads (the lockfile is judged where it is read: runCheck;
 * `lock` refuses one outside before it reads or writes it, worded for writing).
 */
export async function settingsFrom(
  p: Parsed,
  io: IO,
  reads: { config?: false; keyring: boolean } = { keyring: true },
): Promise<Settings> {
  const { root, inGit } = findRoot(io.cwd);
  const o = p.opts;
  const follow = o['follow-symlinks'] === true;
  if (typeof o.config !== 'string' && reads.config !== false)
    refuseOutside(root, CONFIG_FILE, 'config', '--config', follow);
  // The profile decides how the config's `tools` are read, so it is known before loading.
  const { profile, trust, broker } = flagValues(o);
  const settings = await loadSettings(
    root,
    inGit,
    typeof o.config === 'string' ? path.resolve(io.cwd, o.config) : undefined,
    profile,
    typeof o.config === 'string' ? o.config : undefined,
  );
  if (typeof o.config === 'string') settings.configFile = o.config;
  else if (settings.configPath === undefined)
    for (const m of misnamedConfigs(root)) io.stderr(`skillgate: warning: ${m.message}\n`);
  if (profile) settings.profile = profile;
  if (trust) settings.trust = trust;
  if (broker) settings.brokerVersion = broker;
  if (typeof o['trusted-keys'] === 'string') {
    if (namesFolder(o['trusted-keys']))
      throw new UsageError(
        `--trusted-keys ${safe(o['trusted-keys'])} ends with "${folderEnding(o['trusted-keys'])}", so it names a folder: name the keyring file`,
      );
    settings.trustedKeys = relPath(root, path.resolve(io.cwd, o['trusted-keys']));
    settings.trustedKeysExplicit = true;
    delete settings.trustedKeysAt;
  } else if (reads.keyring)
    refuseOutside(root, settings.trustedKeys, 'trusted keyring', '--trusted-keys', follow, {
      settings,
      key: 'trustedKeys',
    });
  if (typeof o.lockfile === 'string') {
    // path.resolve drops the slash: `lock --lockfile locks/` wrote a file named `locks`.
    if (namesFolder(o.lockfile))
      throw new UsageError(
        `--lockfile ${safe(o.lockfile)} ends with "${folderEnding(o.lockfile)}", so it names a folder: name the lockfile in it (${safe(asFolder(o.lockfile))}skillgate.lock)`,
      );
    settings.lockfile = relPath(root, path.resolve(io.cwd, o.lockfile));
    settings.lockfileExplicit = true;
    delete settings.lockfileAt;
  }
  // A flag only, never config: a pull request's config must not turn the fence off.
  if (o['follow-symlinks'] === true) settings.followSymlinks = true;
  // Where the report goes is known now: refuse it before any work (`lock` would otherwise
  // write the lockfile and then fail on its report).
  if (typeof o.output === 'string') {
    const undecodable = undecodableName('--output', o.output);
    if (undecodable) throw new UsageError(undecodable);
    if (namesFolder(o.output))
      throw new UsageError(
        `--output ${safe(o.output)} ends with "${folderEnding(o.output)}", so it names a folder: name the report file in it`,
      );
    const file = path.resolve(io.cwd, o.output);
    // A folder there: refused now, not after `lock` has written the lockfile.
    if (statOr(file)?.isDirectory()) throw new UsageError(`cannot write --output ${safe(o.output)}: it is a directory`);
    const lost = replacedByReport(p, io, file, settings);
    if (lost) throw new UsageError(`--output ${safe(o.output)} ${lost}; write it elsewhere`);
    // Its folders are made when the report is written, as keygen's and scaffold's are
    // (`--output reports/x.sarif` in CI); whether they can be is known now.
    try {
      checkDirs(path.dirname(file));
    } catch (e) {
      throw new UsageError(`cannot write --output ${safe(o.output)}: ${createReason(e, file)}`);
    }
    const linked = reportLinkedInPlace(file) ?? unwritableReport(file);
    if (linked) throw new UsageError(`cannot write --output ${safe(o.output)}: ${linked}`);
  }
  return settings;
}

export type Format = 'text' | 'json' | 'sarif';

export function formatOf(p: Parsed): Format {
  if (p.opts.json && p.opts.format && p.opts.format !== 'json')
    throw new UsageError('--json conflicts with --format ' + String(p.opts.format));
  return oneOf('format', p.opts.json ? 'json' : (p.opts.format ?? 'text'), ['text', 'json', 'sarif'] as const)!;
}

/**
 * A report replaces a regular file (or creates one) atomically, so that a full disk or a
 * killed run leaves the previous report, not an empty one, and a hard link to another file
 * (a skill, a lockfile) is broken rather than written through. Anything else (/dev/stdout, a
 * FIFO, a terminal) is written as it is; so is a file whose directory takes no new file,
 * unless it has other hard links.
 */
function writeReport(target: string, text: Report): void {
  let st;
  try {
    st = statSync(target);
  } catch {
    // not there yet; a link that leads nowhere yet is written through, as before
    if (lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) return writeTextTo(target, text);
  }
  if (st && !st.isFile()) return writeTextTo(target, text);
  try {
    writeFileAtomic(target, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!st || (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS')) throw e;
    // Written in place, a hard link's other names (a skill, another repository's file) would
    // change too: refused, as a report never replaces a skill (settingsFrom refused it first).
    if (st.nlink > 1) throw new UsageError(inPlaceLinked(st.nlink, noRename(code)));
    writeTextTo(target, text);
  }
}

/** Why a report cannot be written in place: `nlink` names, its folder takes no new file (`code`). */
function inPlaceLinked(nlink: number, why: string): string {
  return `it cannot be replaced (${why}), so it could only be written in place, and it has ${nlink - 1} other hard ${nlink === 2 ? 'link' : 'links'} that would change with it: write the report elsewhere`;
}

/** Why a rename over a file failed with `code` (EACCES, EPERM, EROFS). */
function noRename(code: string): string {
  return code === 'EROFS' ? 'a read-only file system' : 'its folder takes no new file or rename: permission denied';
}

/**
 * Before any work, what the write would fail on (`lock` would write the lockfile first): a
 * name too long for the system, a socket (no file opens one), a symlink that leads into a
 * folder that does not exist.
 */
function unwritableReport(file: string): string | undefined {
  if (Buffer.byteLength(file) > 4095 || file.split(path.sep).some((part) => Buffer.byteLength(part) > 255))
    return 'the path, or a name in it, is too long';
  const st = statOr(file);
  // (This process's own output, a socket when its parent made it one, is written through it.)
  if (st?.isSocket() && ownOutputFd(file) === undefined) return 'it is a socket, not a file';
  if (!st && lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) {
    let target: string;
    try {
      target = path.resolve(path.dirname(file), readlinkSync(file));
    } catch {
      return undefined;
    }
    if (!statOr(path.dirname(target))?.isDirectory()) return 'it is a symlink that leads nowhere';
  }
  return undefined;
}

/**
 * Before any work (`lock` would write the lockfile, then fail on its report): a regular file
 * with other hard links that a rename cannot replace (its folder takes no new file, or is
 * sticky and the file another user's), which writeReport would refuse.
 */
function reportLinkedInPlace(file: string): string | undefined {
  const st = statOr(file);
  if (!st?.isFile() || st.nlink < 2) return undefined;
  const dir = path.dirname(realOr(file));
  try {
    accessSync(dir, constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
      ? inPlaceLinked(st.nlink, noRename(code))
      : undefined;
  }
  // A sticky folder (/tmp): only the file's or the folder's owner (or root) may replace it.
  const uid = process.getuid?.();
  const folder = statOr(dir);
  if (uid !== undefined && uid !== 0 && folder && folder.mode & 0o1000 && st.uid !== uid && folder.uid !== uid)
    return inPlaceLinked(st.nlink, "its folder is sticky and the file another user's");
  return undefined;
}

/** The largest file looked at as a possible secret key (`sign --key` reads up to this). */
const MAX_KEY_TEXT = 64 * 1024;

/** A small file's text, or '' when it cannot be read. */
function readTextOr(p: string, encoding: BufferEncoding = 'latin1'): string {
  try {
    return readFileSync(p, encoding);
  } catch {
    return '';
  }
}

/** A path's stat (links followed), or undefined when there is none to take. */
function statOr(p: string): Stats | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

/** A path's own lstat (a link itself), or undefined when there is none. */
function lstatOr(p: string): Stats | undefined {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

/**
 * Where a write through `file` lands when `file` is a symlink that leads nowhere yet (the
 * report is written through it, writeReport): the missing name its links end at, followed
 * as the kernel does (followParts). Undefined when `file` is no such link.
 */
function danglingEnd(file: string): string | undefined {
  let st;
  try {
    st = lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // a file on its path (ENOTDIR): the write says so
  }
  return st?.isSymbolicLink() && !existsSync(file) ? followParts(file) : undefined;
}

/**
 * A `.git` folder, or the `.git` file that links a worktree or a submodule to its git
 * directory (in any case): replaced, git no longer finds the repository. With `root`, any
 * `.git` on the way from the repository root (a nested repository's, a submodule's); the
 * file's own name only outside it, or without `root` (a run inside some `.git` folder, a
 * worktree put there, is no reason to refuse).
 */
export function replacesGitLink(file: string, by: string, root?: string): string | undefined {
  const parts = (f: string): string[] => {
    const rel = root === undefined ? undefined : (relInside(root, f) ?? relInside(realOr(root), f));
    return rel === undefined ? [path.basename(f)] : rel.split('/');
  };
  if ([file, realOr(file), danglingEnd(file)].some((f) => f !== undefined && parts(f).some(isGitName)))
    return `is inside git's own files (a \`.git\` folder, or the \`.git\` file that links a worktree or submodule to its repository): ${by} would replace them`;
  return undefined;
}

/**
 * What is lost when `by` (the report, the lockfile) replaces `file`: a skill (a link to one is
 * the skill; so is a link that leads nowhere yet where a SKILL.md would be) or one of the
 * `guarded` files the run reads (the same file by name, through links, or, on any disk, a
 * case-insensitive one too, by inode). Undefined when neither is.
 */
export function replacesWhatRunReads(
  file: string,
  guarded: readonly (readonly [file: string, what: string])[],
  by: string,
): string | undefined {
  const target = realOr(file);
  const end = danglingEnd(file);
  if ([file, target, end].some((f) => f !== undefined && path.basename(f).toLowerCase() === 'skill.md'))
    return `names a SKILL.md file: ${by} would replace a skill`;
  const st = statOr(file);
  for (const [g, what] of guarded) {
    const gs = st && statOr(g);
    if (
      landingOf(g) === landingOf(file) ||
      realOr(g) === target ||
      (end !== undefined && landingOf(g) === end) ||
      (st && gs && gs.dev === st.dev && gs.ino === st.ino)
    )
      return `is ${what}: ${by} would replace it`;
  }
  return undefined;
}

/** A secret key (64 hex digits, as `sign --key` reads one) at `file`: replacing it loses the key for good. */
export function destroysSecretKey(file: string, by: string): string | undefined {
  const st = statOr(file);
  if (st?.isFile() && st.size <= MAX_KEY_TEXT && isSecretKeyText(readTextOr(realOr(file), 'utf8')))
    return `is a secret key file (64 hex digits, as keygen writes it): ${by} would destroy the key`;
  return undefined;
}

/** What is lost when a report replaces `file`, or undefined when nothing the run uses is. */
function replacedByReport(p: Parsed, io: IO, file: string, settings: Settings): string | undefined {
  const config =
    typeof p.opts.config === 'string' ? path.resolve(io.cwd, p.opts.config) : path.join(settings.root, CONFIG_FILE);
  const guarded = [
    [resolveIn(settings, settings.lockfile), 'the lockfile'],
    [resolveIn(settings, settings.trustedKeys), 'the trusted keyring'],
    // The default keyring too, when the config names another: a flag may bring it back.
    [resolveIn(settings, DEFAULT_TRUSTED_KEYS), 'the trusted keyring'],
    [config, 'the config'],
    // A file named to validate (any name: `validate my-skill.md --output my-skill.md`).
    ...p.positionals
      .map((x) => path.resolve(io.cwd, x))
      // One that is there (a link that leads nowhere included): a name that is not is said
      // as such (`cannot read`), not as a file the report would replace.
      .filter((x) => lstatOr(x) !== undefined && statOr(x)?.isDirectory() !== true)
      .map((x) => [x, 'a file this run checks'] as const),
  ] as const;
  const read = replacesWhatRunReads(file, guarded, 'the report');
  if (read) return read;
  // A symlink a checkout holds on the way (`report.json -> ~/.bashrc`, `out -> /etc`): the
  // report would replace a file outside the repository, as a lockfile would (SPEC §4's writer
  // refuses it too). A path outside the repository is the user's own.
  // Judged by the links the write goes through, not by how the path is spelled: one named
  // through an alias of the repository (`$PWD/report.json`, a symlinked workspace) counts too.
  if (!settings.followSymlinks) {
    const realRoot = realOr(settings.root);
    let throughRepo = isUnder(settings.root, file) || isUnder(realRoot, file);
    const lands = followParts(file, (link) => {
      if (isUnder(realRoot, link)) throughRepo = true;
    });
    // Links that never end (`a -> b`, `b -> a`): no write lands anywhere, with the flag or not.
    if (lands === undefined)
      return 'is a symlink loop (too many levels of symbolic links): no write lands there (fix the link)';
    if (throughRepo && !isUnder(realRoot, lands))
      return 'leads out of the repository through a symlink: the report is not written there (--follow-symlinks writes it)';
  }
  // Where the write lands, and where a link to a file not there yet leads.
  const landed = landingOf(file);
  const dangling = danglingEnd(file);
  if (settings.inGit && [landed, dangling].some((f) => f && inGitOwnFolder(settings.root, realOr(settings.root), f)))
    return "is inside git's own files (the git directory or the hooks folder): the report would replace them";
  const link = replacesGitLink(file, 'the report', settings.root);
  if (link) return link;
  // Another repository's too (a superproject's `../.git/config`, a bare `repo.git/hooks/…`).
  // Where a link leads too, to a file there or not yet (`report.json -> vendor/x.git/packed-refs`).
  if ([file, landed, dangling].some((f) => f && inAnyGitDir(f, settings.inGit ? settings.root : undefined)))
    return "is inside git's own files (a repository's `.git` folder, or a bare repository): the report would replace them";
  return destroysSecretKey(file, 'the report');
}

/**
 * Refuses (exit 1, before anything is written) an --output that is one of the skills the run
 * read, by another name: a SKILL.md symlink's target (`skills/b/SKILL.md -> ../../docs/b.md`,
 * then `--output docs/b.md`). A name ending in SKILL.md, or a file named to
 * check, settingsFrom refused already; these are known once the scan has listed the skills.
 */
export function refuseReportOverSkill(
  p: Parsed,
  io: IO,
  settings: Pick<Settings, 'root' | 'inGit'>,
  paths: Iterable<string>,
): void {
  if (typeof p.opts.output !== 'string') return;
  const root = settings.root;
  const file = path.resolve(io.cwd, p.opts.output);
  const st = statOr(file);
  // Written through the stream (emit), or made anew: no skill's bytes are there.
  if (!st?.isFile() || ownOutputFd(file) !== undefined) return;
  // The same file where the write lands (a hard link's other name is no skill's: the write
  // replaces that name only).
  const lands = realOr(file);
  // The skills the run read, and (a run of named files or of a change may read none of them)
  // every SKILL.md symlink git tracks in the repository.
  const links: string[] = [];
  if (settings.inGit) {
    const r = spawnGit(root, ['ls-files', '-z', '-s', '--', 'SKILL.md', '*/SKILL.md']);
    if (r.status === 0)
      for (const e of r.stdout.toString('utf8').split('\0'))
        if (e.startsWith('120000 ')) links.push(e.slice(e.indexOf('\t') + 1));
  }
  for (const rel of [...paths, ...links]) {
    const abs = path.resolve(root, rel);
    const skill = statOr(abs);
    if (skill && skill.dev === st.dev && skill.ino === st.ino && realOr(abs) === lands)
      throw new UsageError(
        `--output ${safe(p.opts.output)} is the file the skill ${safe(rel)} is (through a link): a report never replaces a skill; write it elsewhere`,
      );
  }
}

/**
 * A report's text, or its parts in order (json.ts reportParts: made as they are written, and
 * made again from the start when iterated again).
 */
export type Report = string | Iterable<string>;

/** Writes a report to --output (settingsFrom has refused a target the run needs), or stdout. */
export function emit(p: Parsed, io: IO, text: Report): void {
  const parts = typeof text === 'string' ? [text] : text;
  if (typeof p.opts.output === 'string') {
    const file = path.resolve(io.cwd, p.opts.output);
    // --output /dev/stdout (or the file stdout is redirected to) is written through the
    // stream, in place: replaced by a temp file, it would lose what the shell writes there
    // before and after (`>> build.log`). Under the runner it is the log, as stdout is.
    const fd = ownOutputFd(file);
    if (fd !== undefined) {
      const to = fd === 1 ? io.stdout : io.stderr;
      for (const part of parts) to(underRunner(io.env) ? forRunnerLog(part, formatOf(p)) : part);
      return;
    }
    try {
      makeDirs(path.dirname(file));
      writeReport(file, text);
    } catch (e) {
      const why =
        e instanceof UsageError
          ? e.message
          : (e as NodeJS.ErrnoException).code === undefined
            ? 'write failed'
            : createReason(e, file);
      throw new UsageError(`cannot write --output ${safe(String(p.opts.output))}: ${why}`);
    }
  } else for (const part of parts) io.stdout(underRunner(io.env) ? forRunnerLog(part, formatOf(p)) : part);
}

/**
 * A report for the runner's log, where a line starting with `::` or holding `##[` is a
 * workflow command: repository text in it (a folder named `::warning::x`, a tool named
 * `##[set-output name=status]ok`) must not become one. The CLI's output streams make any text
 * inert there (src/index.ts, inertForRunner: an invisible word joiner); JSON and SARIF, which
 * a later command may parse, are made so first without changing a value: a `[` after `##`
 * (only ever inside a string) is written as the escape `\u005b`, and no line of theirs starts
 * with `::`. Text is returned as it is.
 */
export function forRunnerLog(text: string, format: Format): string {
  return format === 'text' ? text : text.replaceAll('##[', '##\\u005b');
}

/** A setting of the config that does nothing on a whole-tree run: what it is, where, and why. */
export interface IdleSetting {
  /** The Action's step warning code. */
  code: 'IncludeLeavesAllOut' | 'ExcludeLeavesAllOut' | 'ProfileGovernsNothing' | 'LockfileNotFound';
  /** Where the config sets it, when known. */
  at?: { line: number; column: number };
  message: string;
}

/**
 * Config that does nothing on a whole-tree run: an `include` that leaves every SKILL.md out
 * (nothing was checked), and a permission profile whose `paths` govern no skill (it
 * restricts nothing). The CLI says them on stderr (warnIdleConfig), the Action as step
 * warnings on the config; never the exit code.
 */
export function idleConfig(
  run: {
    settings: Settings;
    results: readonly { path: string; data?: Pick<SkillData, 'x_extensions'> }[];
    excluded: number;
  },
  opts: { include: boolean } = { include: true },
): IdleSetting[] {
  const { settings } = run;
  const out: IdleSetting[] = [];
  if (opts.include && run.results.length === 0 && run.excluded > 0 && settings.include?.length) {
    // With an exclude too, either may be why: both are named, and the include hint only
    // when it is the include alone.
    const what = settings.exclude?.length ? 'include and exclude leave' : 'include leaves';
    const hint = settings.exclude?.length
      ? ''
      : '; its globs match paths from the repository root (skills/** or skills/**/SKILL.md)';
    out.push({
      code: 'IncludeLeavesAllOut',
      at: settings.includeAt,
      message: `${what} out ${run.excluded === 1 ? 'the only SKILL.md' : `all ${run.excluded} SKILL.md files`} of the tree, so nothing was checked${hint}`,
    });
  } else if (opts.include && run.results.length === 0 && run.excluded > 0 && settings.exclude?.length) {
    // `exclude: ["!skills/x/**"]` leaves out every path but those: the opposite of its look.
    const negated = settings.exclude.some((g) => g.startsWith('!') && !g.startsWith('!('));
    out.push({
      code: 'ExcludeLeavesAllOut',
      at: settings.excludeAt,
      message: `exclude leaves out ${run.excluded === 1 ? 'the only SKILL.md' : `all ${run.excluded} SKILL.md files`} of the tree, so nothing was checked${negated ? '; a glob starting with "!" leaves out every path it does not match' : ''}`,
    });
  }
  for (const name of profilesGoverningNothing(run.results, settings)) {
    const globs = settings.permissionProfiles[name].paths;
    const shown =
      globs
        .slice(0, 3)
        .map((g) => JSON.stringify(g))
        .join(', ') + (globs.length > 3 ? ', …' : '');
    out.push({
      code: 'ProfileGovernsNothing',
      at: settings.permissionProfiles[name].at,
      message: `permission profile ${safe(JSON.stringify(name))} governs no skill: its paths (${safe(shown)}) match no SKILL.md, or only ones an earlier profile's paths or an x-profile take, so it restricts nothing (paths match from the repository root)`,
    });
  }
  return out;
}

/**
 * A whole-tree run without a lock check because the lockfile the config names is not there
 * (`lockfile: skilgate.lock`, a typo), as the config's other settings that do nothing are.
 * The default lockfile absent is a repository that does not pin (SPEC §5); one an input or
 * flag names must exist.
 */
export function lockfileNotFound(settings: Settings, lockChecked: boolean): IdleSetting | undefined {
  if (lockChecked || !settings.lockfileAt || settings.lockfile === DEFAULT_LOCKFILE) return undefined;
  return {
    code: 'LockfileNotFound',
    at: settings.lockfileAt,
    message: `the lockfile ${safe(JSON.stringify(settings.lockfile))} it names does not exist, so no drift was checked (run skillgate lock to write it, or fix the path)`,
  };
}

/** Idle settings on stderr: `skillgate: warning: .skillgate.yml:3:10: …`. */
export function warnIdle(io: IO, settings: Settings, idle: readonly (IdleSetting | undefined)[]): void {
  const file = settings.configFile ?? CONFIG_FILE;
  for (const w of idle)
    if (w) io.stderr(`skillgate: warning: ${safe(file)}${w.at ? `:${w.at.line}:${w.at.column}` : ''}: ${w.message}\n`);
}

/** idleConfig on stderr. */
export function warnIdleConfig(io: IO, run: Parameters<typeof idleConfig>[0], opts?: { include: boolean }): void {
  warnIdle(io, run.settings, idleConfig(run, opts));
}

/**
 * Named paths that lie in another git work tree than the run's repository (a run from a
 * workspace folder that names `repo/skills/x`): the run holds them to its own repository's
 * config, keyring and lockfile (SPEC §6), not to the ones that work tree has, so a signer its
 * keyring revokes passes. Said once a work tree that has any of them. No git is run there
 * (its .git/config could run commands): a `.git` beside a folder on the way up marks it.
 */
export function warnOtherWorkTrees(
  io: IO,
  settings: Settings,
  paths: readonly string[],
  found: readonly FileRef[] = [],
): void {
  const root = realOr(settings.root);
  const treeOf = new Map<string, string | undefined>();
  // Up from `dir` to the first folder with a `.git`; one stat a folder, each folder once (a
  // hook names thousands of files in a few folders). Inside the repository, up to its root.
  const workTree = (dir: string): string | undefined => {
    if (treeOf.has(dir)) return treeOf.get(dir);
    const up = path.dirname(dir);
    const found =
      dir === settings.root || existsSync(path.join(dir, '.git')) ? dir : up === dir ? undefined : workTree(up);
    treeOf.set(dir, found);
    return found;
  };
  const told = new Set<string>();
  // A named folder outside the repository (`validate ..` from inside it) may hold other work
  // trees below it: each is named by the first SKILL.md found in it.
  const outside = found.filter((f) => !isUnder(settings.root, f.abs)).map((f) => path.relative(io.cwd, f.abs) || f.abs);
  for (const p of [...paths, ...outside]) {
    const abs = path.resolve(io.cwd, p);
    // A path inside the repository as written is looked at as written (no realpath a file);
    // one outside it, or through an alias, where it really is.
    const at = isUnder(settings.root, abs) ? abs : realDeepest(abs);
    const tree = workTree(path.basename(at) === SKILL_FILE ? path.dirname(at) : at);
    if (tree === undefined || tree === root || tree === settings.root || told.has(tree)) continue;
    // A folder link back into this repository (`skills/up -> ..`) finds this repository's `.git`.
    if (realOr(tree) === root) continue;
    told.add(tree);
    const own = [CONFIG_FILE, DEFAULT_TRUSTED_KEYS, DEFAULT_LOCKFILE].filter((f) => existsSync(path.join(tree, f)));
    if (!own.length) continue;
    const shown = safe(path.relative(io.cwd, tree) || '.');
    const where = tree === realDeepest(abs) ? 'is a git work tree' : `is in the git work tree ${shown}`;
    io.stderr(
      `skillgate: warning: ${safe(p)} ${where}, and this run is in ${safe(path.relative(io.cwd, settings.root) || '.')}: ${shown}'s ${own.join(', ')} ${own.length > 1 ? 'are' : 'is'} not read; run skillgate from inside ${shown} to hold its skills to ${own.length > 1 ? 'them' : 'it'}\n`,
    );
  }
}

/** Says, on stderr, which submodules and nested repositories hold skills the scan did not read. */
export function warnNested(io: IO, nested: readonly NestedRepo[] | undefined): void {
  for (const n of nested ?? []) io.stderr(`skillgate: warning: ${nestedRepoMessage(n, safe)}\n`);
}

/**
 * Says, on stderr (the report on stdout stays as the formats define it), which files named
 * SKILL.md in another case the run found and did not check: an agent on a case-insensitive
 * file system loads `skill.md` as its SKILL.md, so leaving it out in silence would be a
 * skipped check.
 */
export function warnMisnamed(io: IO, root: string, misnamed: readonly string[] | undefined): void {
  if (!misnamed?.length) return;
  const all = [...new Set(misnamed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const rel of all.slice(0, MISNAMED_SHOWN))
    io.stderr(`skillgate: warning: ${misnamedMessage(safe(rel), path.resolve(root, rel))}\n`);
  if (all.length > MISNAMED_SHOWN)
    io.stderr(`skillgate: warning: ${misnamedMoreMessage(all.length - MISNAMED_SHOWN)}\n`);
}
