/** `skillgate validate [PATH...]` and `skillgate lock --check` share this check-and-report path. */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError, type Finding } from '../core/diagnostic.js';
import type { Settings } from '../core/config-types.js';
import type { FileResult } from '../core/engine.js';
import type { Drift, Lockfile } from '../lock/types.js';
import type { Sidecar } from '../core/sidecar.js';
import {
  collectPaths,
  relInside,
  scanChangedSince,
  sparseSkills,
  scanRepository,
  SKILL_FILE,
  underRoot,
  type Collected,
} from '../scan/files.js';
import { readSkillFile } from '../scan/read.js';
import { MAX_FILE_BYTES, parseSkill } from '../core/document.js';
import { checkAll, contextFor, drift as computeDrift, now, readLock, startSidecar } from '../core/run.js';
import { fileJson, multiJson, reportText } from '../report/json.js';
import { textReport } from '../report/text.js';
import { sarifCutWarning, sarifReport } from '../report/sarif.js';
import { lockEntryLookup } from '../lock/entry-position.js';
import { emit, formatOf, settingsFrom, type IO } from './common.js';
import type { Parsed } from '../cli/args.js';

export interface CheckRun {
  settings: Settings;
  results: FileResult[];
  drift: Drift[];
  durationMs: number;
  single: boolean;
  excluded: number;
  lockChecked: boolean;
}

/** True when one named path is a SKILL.md file or a directory holding SKILL.md itself. */
function isSingleBundle(paths: string[], cwd: string): boolean {
  if (paths.length !== 1) return false;
  const abs = path.resolve(cwd, paths[0]);
  try {
    const st = statSync(abs);
    return (
      st.isFile() ||
      (st.isDirectory() && existsSync(path.join(abs, SKILL_FILE)) && statSync(path.join(abs, SKILL_FILE)).isFile())
    );
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

/** Characters next to which a whole scalar cannot end: an id there is part of a longer one. */
const WORDISH = /[A-Za-z0-9_.\-\x80-\xff]/;

/**
 * True when `token` occurs in `text` with no letter, digit, `_`, `.`, `-` or non-ASCII byte
 * right before or after it: the only way a scalar can equal it (a scalar's neighbours are
 * YAML's own: spaces, quotes, line ends, `[]{},:#`). `memory` in `allowed_memory_scopes` is
 * not one.
 */
function holdsToken(text: string, token: string): boolean {
  for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    const after = at + token.length < text.length ? text[at + token.length]! : ' ';
    if (!WORDISH.test(before) && !WORDISH.test(after)) return true;
  }
  return false;
}

/**
 * A SKILL.md's frontmatter as latin1 text (bytes one for one), up to its closing fence (SPEC
 * §1: a later line that is exactly `---`, trailing spaces or tabs allowed); the rest of the
 * text when it has none. Undefined when line 1 is not the opening fence (an optional BOM
 * before it): no id is declared there.
 */
function frontmatterOf(text: string): string | undefined {
  const open = /^(?:\xef\xbb\xbf)?---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const close = /\n---[ \t]*(?:\r?\n|$)/g;
  close.lastIndex = open[0].length - 1;
  const m = close.exec(text);
  return text.slice(0, m ? m.index : text.length);
}

export async function runCheck(p: Parsed, io: IO, mode: { requireLock: boolean }): Promise<CheckRun> {
  const t0 = now();
  const settings = await settingsFrom(p, io);
  const ctx = contextFor(settings);
  const paths = p.positionals;
  const since = typeof p.opts['changed-since'] === 'string' ? p.opts['changed-since'] : undefined;
  // `validate .` at the root (the root named any way) is the repository: scanned as with no
  // PATH, include and the lock check with it, so that it cannot pass while `validate` fails.
  // The root named beside other paths covers them.
  const rootPath = paths.find((x) => underRoot(settings.root, path.resolve(io.cwd, x)) === settings.root);
  const rootNamed = rootPath !== undefined;
  const repoScan = (paths.length === 0 || rootNamed) && !since;
  if (rootNamed && !since) {
    // The paths it covers must still be there: a typo is exit 1, as without the root.
    for (const x of paths)
      if (!existsSync(path.resolve(io.cwd, x))) throw new UsageError(`cannot read ${x}: no such file or directory`);
  }
  const lockWanted = mode.requireLock || repoScan || settings.lockfileExplicit || !!since;

  // A bad lockfile is exit 1 whatever the skills say, and its error comes first.
  const readTheLock = () =>
    lockWanted ? readLock(settings, mode.requireLock || settings.lockfileExplicit) : undefined;
  let lock: Lockfile | undefined;
  let collected: Collected;
  let sidecar: Sidecar | undefined;
  if (repoScan) {
    // A repository scan lists the files first and starts the sidecar, which reads the first
    // files and runs git's untracked listing while the lock is read (checkAll completes it).
    try {
      collected = scanRepository(settings, { deferUntracked: true });
    } catch (e) {
      readTheLock();
      throw e;
    }
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
      collected = scanChangedSince(settings, since);
      if (paths.length) {
        // A PATH that is not there is an I/O error (exit 1), as without --changed-since.
        for (const x of paths)
          if (!existsSync(path.resolve(io.cwd, x))) throw new UsageError(`cannot read ${x}: no such file or directory`);
        const under = paths.map((x) => underRoot(settings.root, path.resolve(io.cwd, x)));
        collected.files = collected.files.filter((f) =>
          under.some((u) => f.abs === u || f.abs.startsWith(u + path.sep)),
        );
      }
    } else collected = collectPaths(paths, settings, io.cwd);
  }

  let tree: FileResult[] | undefined;
  const wholeTree = (): FileResult[] => {
    if (!tree) tree = repoScan ? results : checkAll(scanRepository(settings), ctx, undefined, { record: false });
    return tree;
  };
  // The skills of the repository that declare an id a named skill inside it declares, for
  // DuplicateId. What a commit and CI's checkout hold: the tracked files (an untracked copy
  // is not part of either). Cheap: a file's frontmatter that holds none of the ids, nor a
  // backslash that could spell one in an escape, cannot declare it; the others are parsed
  // only (no rules, no signatures). Best effort: when git cannot list the files, named
  // paths are a tree of their own, as they are outside git.
  const sharingIds = (checked: readonly FileResult[]): readonly FileResult[] => {
    if (tree) return tree;
    const ids = new Set(
      checked
        .filter((r) => relInside(settings.root, path.resolve(settings.root, r.path)) !== undefined)
        .map((r) => r.data?.id)
        .filter((x): x is string => !!x),
    );
    if (!ids.size) return [];
    let scan: Collected;
    try {
      scan = scanRepository(settings, { deferUntracked: true });
    } catch {
      return [];
    }
    const needles = [...ids].map((id) => Buffer.from(id, 'utf8').toString('latin1'));
    const named = new Set(checked.map((r) => r.path));
    // One file under several names (.gemini/skills/x -> skills/x) is one skill, not a duplicate.
    const real = (abs: string): string => {
      try {
        return realpathSync(abs);
      } catch {
        return abs;
      }
    };
    let namedReal: Set<string> | undefined;
    const key = settings.profile === 'agentskills' ? 'name' : 'id';
    const found: FileResult[] = [];
    const consider = (rel: string, abs: string, bytes: Buffer): void => {
      const fm = frontmatterOf(bytes.toString('latin1'));
      if (fm === undefined || (!fm.includes('\\') && !needles.some((n) => holdsToken(fm, n)))) return;
      namedReal ??= new Set(checked.map((r) => real(path.resolve(settings.root, r.path))));
      if (namedReal.has(real(abs))) return;
      const parsed = parseSkill(bytes, { allowBom: settings.profile === 'agentskills' });
      if (!parsed.ok) return;
      const value = parsed.doc.root.entries.find((e) => e.key.value === key)?.value;
      if (value?.kind !== 'scalar' || typeof value.value !== 'string' || !ids.has(value.value)) return;
      // Only its path and id are read (checkTree names the other copies by path).
      found.push({
        path: rel,
        outcome: 'ok',
        findings: [],
        duration_ms: 0,
        parsed: true,
        data: { id: value.value },
      } as unknown as FileResult);
    };
    const missing: string[] = [];
    for (const f of scan.files) {
      if (named.has(f.rel)) continue;
      const read = readSkillFile(f.abs, f.fence);
      if (read.ok) consider(f.rel, f.abs, Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
      else if (read.code === 'ENOENT') missing.push(f.rel);
    }
    // Left out of the work tree by a sparse checkout: as the index holds them.
    if (missing.length) {
      for (const [rel, blob] of sparseSkills(settings.root, missing, MAX_FILE_BYTES)) {
        if (Buffer.isBuffer(blob)) consider(rel, path.join(settings.root, rel), blob);
        else if (typeof blob === 'object')
          // Its id cannot be known, so neither can the uniqueness of the named ones.
          throw new UsageError(
            `cannot check that the named skills' ids are unique: a sparse checkout leaves ${rel} out of the work tree, and git cannot give it: ${blob.error}`,
          );
      }
    }
    return found;
  };
  // A repository scan already holds the whole tree; otherwise ids are looked up lazily.
  const results: FileResult[] = checkAll(
    collected,
    ctx,
    repoScan
      ? undefined
      : () =>
          new Set(
            wholeTree()
              .map((r) => r.data?.id)
              .filter((x): x is string => !!x),
          ),
    // A changed skill may take the id of one that did not change (SPEC §4: duplicate ids in
    // the tree), and so may a named one (the pre-commit hook names the staged files): in a
    // git work tree, the rest of the repository is looked at for the ids they declare.
    { sidecar, tree: since ? wholeTree : settings.inGit && !repoScan ? sharingIds : undefined },
  );
  // Named, the root must hold a SKILL.md, as any named folder must (a typo must not validate nothing).
  // (A lock that pins skills still has something to say: every one of them was removed.)
  if (
    rootNamed &&
    !since &&
    results.length === 0 &&
    collected.excluded === 0 &&
    !(lock && Object.keys(lock.skills).length)
  )
    throw new UsageError(`no ${SKILL_FILE} found in ${rootPath}`);
  let drift: Drift[] = [];
  if (lock) drift = computeDrift(lock, wholeTree(), repoScan ? undefined : new Set(results.map((r) => r.path)));
  return {
    settings,
    results,
    drift,
    durationMs: now() - t0,
    single: !since && isSingleBundle(paths, io.cwd) && results.length === 1,
    excluded: collected.excluded,
    lockChecked: !!lock,
  };
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
  let text: string;
  try {
    text = readFileSync(path.resolve(run.settings.root, run.settings.lockfile), 'utf8');
  } catch {
    return undefined;
  }
  return lockEntryLookup(text, run.settings.lockfile);
}

export function render(run: CheckRun, p: Parsed, io: IO): string {
  const format = formatOf(p);
  if (format === 'json') {
    if (run.single) {
      const one = fileJson(run.results[0]);
      if (run.lockChecked) {
        // The status agrees with the exit code: a valid bundle in a drifting tree exits 7.
        if (one.status === 'ok' && run.drift.length) one.status = 'drift';
        one.drift = run.drift;
      }
      return reportText(one);
    }
    return reportText(multiJson(run.results, run.drift, run.durationMs, [], run.excluded));
  }
  if (format === 'sarif') {
    const cut = sarifCutWarning(run.results, run.drift);
    if (cut) io.stderr(`skillgate: warning: ${cut}\n`);
    return reportText(sarifReport(run.results, run.drift, run.settings, lockEntryFor(run), [], run.excluded));
  }
  const toFile = typeof p.opts.output === 'string';
  const tty = io.stdoutIsTTY && !toFile;
  const cache = new Map<string, string[]>();
  return textReport(run.results, run.drift, run.durationMs, {
    single: run.single,
    excluded: run.excluded,
    color: !toFile && colorWanted(io, tty),
    sourceLine: tty
      ? (rel, line) => {
          let lines = cache.get(rel);
          if (!lines) {
            try {
              lines = readFileSync(path.resolve(run.settings.root, rel), 'utf8').split('\n');
            } catch {
              lines = [];
            }
            cache.set(rel, lines);
          }
          return lines[line - 1];
        }
      : undefined,
  });
}

export async function validateCommand(p: Parsed, io: IO): Promise<number> {
  formatOf(p);
  const run = await runCheck(p, io, { requireLock: false });
  emit(p, io, render(run, p, io));
  return exitFor(run);
}
