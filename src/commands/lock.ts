/** `skillgate lock` writes the lockfile; `lock --check` reports drift and never writes. */
import { closeSync, lstatSync, openSync, readlinkSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { kindOf, sizeText, TooLargeError } from '../scan/read.js';
import { readSettingFile } from '../scan/setting-file.js';
import { EXIT, UsageError, nameCut } from '../core/diagnostic.js';
import { CONFIG_FILE, DEFAULT_LOCKFILE, DEFAULT_TRUSTED_KEYS, namedFileError } from '../core/config-types.js';
import { hasErrors, listWithinRun } from '../core/engine.js';
import { MAX_LOCKFILE_BYTES, checkAll, contextFor, resolveIn, snapshots, tooLargeLockfile } from '../core/run.js';
import { now } from '../core/clock.js';
import {
  gitOwnDirs,
  inAnyGitDir,
  inGitOwnFolder,
  HOOK_NAMES,
  isGitName,
  isLink,
  isUnder,
  realDeepest,
  scanRepository,
  SKILL_FILE,
  nestedRepos,
} from '../scan/files.js';
import { safe } from '../report/text.js';
import {
  decodeLockfile,
  lockPathReason,
  parseLockfile,
  serializeLockfile,
  writeLockfileAtomic,
  LockfileError,
  rawCut,
} from '../lock/lockfile.js';
import { diffLock } from '../lock/diff.js';
import type { DriftKind, Lockfile, SkillSnapshot } from '../lock/types.js';
import type { Parsed } from '../cli/args.js';
import {
  destroysSecretKey,
  emit,
  formatOf,
  replacesGitLink,
  refuseReportOverSkill,
  replacesWhatRunReads,
  settingsFrom,
  warnIdleConfig,
  warnMisnamed,
  warnNested,
  type IO,
} from './common.js';
import { exitFor, render, runCheck, type CheckRun } from './validate.js';
import { createReason, fsReason, ownOutputFd, shellWord, undecodableName } from '../core/io-text.js';
import { makeDirs } from '../core/mkdirs.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function lockCommand(p: Parsed, io: IO): Promise<number> {
  if (p.positionals.length)
    throw new UsageError(
      '`skillgate lock` takes no paths: it pins every skill in the repository (use include/exclude in .skillgate.yml)',
    );
  const format = formatOf(p);
  if (p.opts.staged === true && !p.opts.check)
    throw new UsageError('--staged goes with --check (`skillgate lock --check --staged`, in a git hook)');
  if (p.opts.check) {
    const run = await runCheck(p, io, { requireLock: true });
    const code = exitFor(run);
    // Said on the terminal with --output too (after the file is written): the file holds the
    // report, not this line. On stdout it comes before the report, which ends with its
    // one-line summary (SPEC §5).
    const verdict =
      code === EXIT.OK && format === 'text'
        ? `${safe(run.settings.lockfile)} matches the tree (${plural(run.results.length, 'skill')})\n`
        : '';
    const toFile = typeof p.opts.output === 'string';
    if (!toFile && verdict) io.stdout(verdict);
    emit(p, io, render(run, p, io));
    if (toFile && verdict) io.stdout(verdict);
    warnMisnamed(io, run.settings.root, run.misnamed);
    warnNested(io, run.nested);
    warnIdleConfig(io, run);
    return code;
  }
  return writeLock(p, io);
}

/**
 * Writing. The lock pins only valid contracts, so any error refuses to write. The old
 * lockfile feeds the message (what changed), and one that is not a valid lockfile (a merge
 * conflict, a bad entry, too large) is an error, as for every command (SPEC §4): it is
 * replaced only once deleted.
 */
async function writeLock(p: Parsed, io: IO): Promise<number> {
  const t0 = now();
  // Written under a name decoded with U+FFFD, it would be another file (the lock checked nowhere).
  const undecodable = typeof p.opts.lockfile === 'string' ? undecodableName('--lockfile', p.opts.lockfile) : undefined;
  if (undecodable) throw new UsageError(undecodable);
  const settings = await settingsFrom(p, io);
  const ctx = contextFor(settings);
  const collected = scanRepository(settings, { deferUntracked: true }); // checkAll completes it
  const results = listWithinRun(checkAll(collected, ctx));
  // As messages show it (a line break in it spelled out).
  const name = safe(settings.lockfile);
  const run: CheckRun = {
    settings,
    results,
    drift: [],
    durationMs: now() - t0,
    single: false,
    excluded: collected.excluded,
    lockChecked: false,
    wholeTree: true,
    misnamed: collected.misnamed,
    nested: nestedRepos(settings, collected),
  };
  refuseReportOverSkill(
    p,
    io,
    settings,
    results.map((r) => r.path),
  );
  warnMisnamed(io, run.settings.root, run.misnamed);
  warnNested(io, run.nested);
  // The include that leaves everything out is said in the summary line already.
  warnIdleConfig(io, run, { include: false });
  const file = resolveIn(settings, settings.lockfile);
  // Never a skill, the config, the keyring or a secret key, whoever names it: none of them
  // can be a lockfile, and `--lockfile my.key` would lose the key for good.
  const config = settings.configPath ?? path.join(settings.root, CONFIG_FILE);
  const lost =
    replacesWhatRunReads(
      file,
      [
        [resolveIn(settings, settings.trustedKeys), 'the trusted keyring'],
        // The default keyring too, when the config names another: a flag may bring it back.
        [resolveIn(settings, DEFAULT_TRUSTED_KEYS), 'the trusted keyring'],
        [config, 'the config'],
      ],
      'the lockfile',
    ) ?? destroysSecretKey(file, 'the lockfile');
  if (lost) throw new UsageError(`cannot write lockfile ${name}: it ${lost}; name another file`);
  refuseToWriteThrough(
    file,
    name,
    settings.root,
    !!settings.followSymlinks,
    settings.lockfileExplicit,
    settings.inGit,
    // The config named it (a flag makes the write allowed): refused at the config's line.
    (message) => namedFileError(settings, 'lockfile', message),
  );
  // Named by --lockfile too: a worktree's `.git` file replaced, git loses the work tree. (A
  // file inside git's folders is written when named: a lockfile is data.)
  const gitLink = replacesGitLink(file, 'the lockfile');
  if (gitLink) throw new UsageError(`cannot write lockfile ${name}: it ${gitLink}; name another file`);
  // Compared as bytes: a corrupted byte decoded leniently could read as the U+FFFD a skill holds.
  let previous: Buffer | undefined;
  let tooLarge: TooLargeError | undefined;
  // Not in the work tree, yet read: a sparse checkout leaves it out (read from the index).
  let leftOut = false;
  try {
    // One too large to be a lockfile is not read (its bytes could not be one string).
    leftOut = settings.inGit && !lstatSync(file, { throwIfNoEntry: false });
    previous = readSettingFile(file, MAX_LOCKFILE_BYTES, settings.lockfileExplicit, settings);
  } catch (e) {
    if (e instanceof TooLargeError) tooLarge = e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new UsageError(`cannot write lockfile ${name}: it is a directory`);
    if (code === 'ENOTREG') throw new UsageError(`cannot write lockfile ${name}: ${(e as Error).message}`);
    // ENOENT (or a missing folder): a first lock. A lockfile that is there but cannot be read
    // (no read permission, an I/O error) is not replaced unread: it may be one a newer
    // skillgate wrote, and what it pins would be lost without a word.
    if (!(e instanceof TooLargeError) && code !== 'ENOENT' && code !== 'ENOTDIR')
      throw new UsageError(
        `cannot read lockfile ${name}: ${fsReason(e)}; not replacing a lockfile it cannot read (make it readable, or delete it to write a new one)`,
      );
  }
  // A lockfile there that is not valid is the error (exit 1), whatever the skills say (SPEC
  // §4, §5): it would have to be fixed (or deleted) before any lock is written all the same.
  if (tooLarge) throw new UsageError(`${tooLargeLockfile(name, tooLarge.size)} ${NOT_REPLACED(name)}`);
  if (hasErrors(results)) {
    if (previous !== undefined) previousLock(previous, name);
    emit(p, io, render(run, p, io));
    io.stderr(`skillgate: not writing ${name}: the lock pins only valid skills; fix the errors above first\n`);
    return exitFor(run);
  }
  // With --json, --format or --output the report of the skills checked goes where they say,
  // and what was written is said on the stream the report leaves free.
  const reported = formatOf(p) !== 'text' || typeof p.opts.output === 'string';
  // One line, its names spelled out (a lockfile named in a checked-out config, a skill id).
  let emitted = false;
  const say = (line: string) => {
    // The report once, before the first line (a second line is no second report).
    if (reported && !emitted) emit(p, io, render(run, p, io));
    emitted = true;
    // (The report on stdout, --output /dev/stdout too: the line goes to stderr, or stdout would
    // not be one JSON document.)
    const onStdout = typeof p.opts.output !== 'string' || ownOutputFd(path.resolve(io.cwd, p.opts.output)) === 1;
    (reported && onStdout ? io.stderr : io.stdout)(`${safe(line.replace(/\n$/, ''))}\n`);
  };
  const pinned = snapshots(results);
  // A path the lockfile cannot hold (SPEC §4: no `\`, no drive or absolute form, no `..`; and
  // no control character) is valid on this disk but cannot be pinned: say which and why, not crash.
  const unpinnable = pinned.flatMap((s) => {
    const said = lockPathReason(s.path);
    return said ? [`${JSON.stringify(s.path)} (${said})`] : [];
  });
  if (unpinnable.length) {
    throw new UsageError(
      `cannot write ${name}: a lockfile cannot hold ${unpinnable.length === 1 ? 'this skill path' : 'these skill paths'}: ${unpinnable.join(', ')}; rename the directory`,
    );
  }
  const text = serializeLockfile(pinned);
  // Never a lockfile every command would then refuse to read (and `lock` to replace).
  const size = Buffer.byteLength(text);
  if (size > MAX_LOCKFILE_BYTES)
    throw new UsageError(
      `cannot write ${name}: it would be ${sizeText(size)}, and a lockfile may hold at most ${sizeText(MAX_LOCKFILE_BYTES)} (every command would refuse it); pin fewer skills, or shorter tool and memory scope lists, per lockfile (config include/exclude and \`lockfile\`)`,
    );
  const count = plural(pinned.length, 'skill');
  if (previous?.equals(Buffer.from(text))) {
    say(`${name} is up to date (${count}); nothing to write\n`);
    return EXIT.OK;
  }
  const what = previous === undefined ? `created ${name}` : `updated ${name}`;
  const detail = previous === undefined ? '' : changesSince(previousLock(previous, name), name, pinned);
  try {
    makeDirs(path.dirname(file)); // `lockfile: locks/skillgate.lock` in a fresh repository
    await writeLockfileAtomic(file, text);
  } catch (e) {
    throw new UsageError(`cannot write lockfile ${name}: ${createReason(e, file)}`);
  }
  // Where it looked, without the machine's path (a CI log would show the runner's).
  const where = settings.inGit ? 'in the repository' : 'under the working directory';
  const none =
    pinned.length > 0
      ? ''
      : run.excluded
        ? ` (${run.excluded} ${SKILL_FILE} file${run.excluded === 1 ? '' : 's'} ${where}, all excluded by config include/exclude)`
        : ` (no ${SKILL_FILE} found ${where})`;
  say(`${what}: ${count} pinned${detail}${none}\n`);
  // git add (and add -A) leaves a path outside the sparse checkout unstaged without a word.
  if (leftOut && previous !== undefined)
    say(
      `${name} is outside the sparse checkout: stage it with \`git add --sparse ${safe(shellWord(settings.lockfile))}\` (git add alone leaves it out)\n`,
    );
  return EXIT.OK;
}

/**
 * The lockfile is replaced only when it is a lockfile of the repository. A device or a FIFO
 * there (`--lockfile /dev/null`) is not turned into a regular file. A lockfile path that
 * comes from the (checked-out) config must not make a developer's `skillgate lock` write
 * elsewhere: outside the repository (`lockfile: ../x`; through a symlink, unless
 * --follow-symlinks), into git's own files (`.git/hooks/pre-commit`, the folder
 * core.hooksPath names, husky's `.husky/_/h`, which every hook sources), or over a file that
 * is not a lockfile. --lockfile on the command line names the file to write, whatever it is.
 */
function refuseToWriteThrough(
  file: string,
  name: string,
  root: string,
  follow: boolean,
  flagged: boolean,
  inGit: boolean,
  refusal: (message: string) => UsageError = (message) => new UsageError(message),
): void {
  let st;
  try {
    st = statSync(file);
  } catch {
    st = undefined; // a first lock: the write says what is wrong
  }
  // A link that leads nowhere is no absent lockfile (validate and lock --check say it cannot be
  // read): a link someone set up (to a shared lockfile not there yet) is not replaced in silence.
  if (!st && isLink(file))
    throw new UsageError(
      `cannot write lockfile ${name}: it is a symlink that leads nowhere (${safe(readlinkSync(file))}): fix the link, or remove it to write a new lockfile`,
    );
  if (st && !st.isFile() && !st.isDirectory())
    throw new UsageError(`cannot write lockfile ${name}: it is ${kindOf(st)}, not a regular file`);
  if (flagged) return;
  const refuse = (why: string, tail = 'name the file with --lockfile to write it anyway'): never => {
    throw refusal(`cannot write lockfile ${name}: ${why}; ${tail}`);
  };
  if (!isUnder(root, file)) refuse('the config names a path outside the repository');
  const realRoot = realDeepest(root);
  const lands = realDeepest(file); // a link to a file is written through
  if (!follow && !isUnder(realRoot, lands))
    refuse('the write would land outside the repository through a symlink (or run with --follow-symlinks)');
  const inGitDir = path.relative(realRoot, lands).split(path.sep).some(isGitName);
  // Outside a work tree the "repository" may be git's own folder: a bare repository, or `.git`
  // itself as the working directory.
  const inBareGit = !inGit && gitOwnDirs(root).some((d) => isUnder(d, lands));
  // Any git directory on the way too: a bare repository's in the tree (`vendor/x.git/packed-refs`),
  // or, through a link, the one the work tree lies in.
  const anyGitDir = [file, lands].some((f) => inAnyGitDir(f, inGit ? root : undefined));
  if (
    inGitDir ||
    inBareGit ||
    anyGitDir ||
    HOOK_NAMES.has(path.basename(lands)) ||
    (inGit && inGitOwnFolder(root, realRoot, lands))
  )
    refuse("it is inside git's own files (.git, or the hooks folder core.hooksPath names), or named as a git hook");
  // The default skillgate.lock, written where it is named, is the lockfile's own file:
  // whatever is there is replaced. A name from the config, or a write through a link, must
  // find a lockfile there already (not package.json, not ~/.bashrc).
  const throughLink = path.relative(realRoot, lands) !== path.relative(root, path.resolve(file));
  if ((name !== DEFAULT_LOCKFILE || throughLink) && st?.isFile() && st.size > 0 && !looksLikeLockfile(file))
    // Not even with --lockfile: `lock` writes over a lockfile only (SPEC §4).
    refuse('a file is there that is not a skillgate lockfile', 'name another file');
}

/**
 * True when the file holds a skillgate lockfile, whole or broken (its keys, or a merge
 * conflict), or nothing: what `lock` may replace under a name the config gives.
 */
function looksLikeLockfile(file: string): boolean {
  let head = '';
  try {
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(4096);
      head = buf.subarray(0, readSync(fd, buf, 0, 4096, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return true; // unreadable: the write says what is wrong
  }
  return lockfileLike(head);
}

/** Whether a file's first bytes are a lockfile's (perhaps broken or conflicted) or nothing. */
function lockfileLike(head: string): boolean {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  return start === '' || start.startsWith('<<<<<<<') || (/"lockfileVersion"/.test(head) && /"skills"/.test(head));
}

/** What `lock` says of a lockfile it will not replace. */
const NOT_REPLACED = (name: string): string =>
  `(not replaced: skillgate lock rewrites only a lockfile it can read; fix it, or delete ${name} and run skillgate lock to write a new one)`;

/** The number a lockfile's last root member, `"lockfileVersion": N }`, gives, as written. */
function lastVersion(bytes: Buffer): string | undefined {
  const tail = bytes.subarray(Math.max(0, bytes.length - 256)).toString('latin1');
  return /[,{]\s*"lockfileVersion"\s*:\s*(-?[0-9][0-9.eE+-]*)\s*\}\s*$/.exec(tail)?.[1];
}

/** The lockfile there before, read strictly: one that is not valid is a UsageError (exit 1). */
function previousLock(previous: Buffer, name: string): Lockfile {
  try {
    return parseLockfile(decodeLockfile(previous, name), name);
  } catch (e) {
    if (!(e instanceof LockfileError)) throw e;
    // A lockfile a newer skillgate wrote is not replaced by an older one's (which would drop
    // what the newer format pins); one that is broken, conflicted or hand-mangled is.
    // The version as the strict reader found it (no second parse of a file that may be huge),
    // or, when an entry failed before the reader got to it, a version written last (the
    // other order a writer may use; skillgate's own writes it first).
    const newer = e.declaredVersion ?? lastVersion(previous);
    if (newer !== undefined && Number(newer) > 1)
      throw new UsageError(
        `${name} is lockfileVersion ${rawCut(newer)}, written by a newer skillgate; this one reads and writes lockfileVersion 1: upgrade skillgate, or delete ${name} to write a version 1 lockfile`,
      );
    // SPEC §4: such a lockfile is an error (exit 1), for the command that writes it too: a
    // conflicted or hand-mangled lock is not papered over (what the other side pinned, or the
    // edit, would be gone without a review). Deleting it is the deliberate way to start anew.
    // A file that is no lockfile at all (named by --lockfile: a script, a README) is not
    // "fixed" by deleting it: another name is the way. (What is at skillgate.lock is the
    // lockfile, however broken.)
    if (path.basename(name) !== DEFAULT_LOCKFILE && !lockfileLike(previous.subarray(0, 4096).toString('utf8')))
      throw new UsageError(
        `cannot write lockfile ${name}: a file is there that is not a skillgate lockfile (${e.reason.replace(/; fix it by hand.*$/s, '')}); name another file`,
      );
    throw new UsageError(
      `invalid lockfile: ${e.message} ${/\bdelete it\b/.test(e.message) ? '(not replaced)' : NOT_REPLACED(name)}`,
    );
  }
}

/** What writing changes, for the message: ` (added: a; changed: b, c)`. */
function changesSince(before: Lockfile, name: string, pinned: SkillSnapshot[]): string {
  const ids: Partial<Record<DriftKind, string[]>> = {};
  for (const d of diffLock(before, pinned)) (ids[d.kind] ??= []).push(d.id);
  const parts: string[] = [];
  // A changed skill re-pinned at the same (or a lower) version: what lock --check called
  // version-not-bumped, said as the drift goes away.
  for (const kind of ['added', 'removed', 'changed', 'moved', 'version-not-bumped'] as const) {
    // By id, as the lockfile lists them (drift comes sorted by path).
    const list = [...new Set(ids[kind] ?? [])].sort(); // UTF-16 code units
    if (!list.length) continue;
    // An id a hand-edited lockfile holds may be anything (1 MB of it): cut, and spelled out.
    const shown =
      list
        .slice(0, 10)
        .map((id) => safe(nameCut(id)))
        .join(', ') + (list.length > 10 ? `, … ${list.length - 10} more` : '');
    parts.push(`${kind === 'version-not-bumped' ? 'version not bumped' : kind}: ${shown}`);
  }
  // Same skills, other bytes: the old file was hand-edited or written by another version.
  return parts.length ? ` (${parts.join('; ')})` : ' (reformatted)';
}
