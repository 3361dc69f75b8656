/**
 * The pipeline shared by `validate`, `lock` and the Action: settings, keyring, files,
 * per-file checks, tree checks and drift. Returns data; the callers print.
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { outcomeOf, UsageError } from './diagnostic.js';
import { DANGLING, danglingLink, fsReason } from './io-text.js';
import { MAX_FILE_BYTES } from './document.js';
import { namedFileError, type Settings } from './config-types.js';
import {
  capFindings,
  checkBytes,
  checkTree,
  orderFindings,
  makeContext,
  heldFindings,
  unreadable,
  type CheckContext,
  type FileRef,
  type FileResult,
} from './engine.js';
import { parseKeyring, KeyringError, type Keyring } from '../signature/keyring.js';
import { forgetFolders, readSkillFile, sizeText, TooLargeError } from '../scan/read.js';
import { readSettingFile } from '../scan/setting-file.js';
import { runTreeRules, type StagedTree } from '../rules/tree.js';
import { declaredOf, type SkillData } from '../rules/v1.js';
import { decodeLockfile, parseLockfile, LockfileError } from '../lock/lockfile.js';
import { byDriftOrder, diffLock } from '../lock/diff.js';
import { keyAt, valueAt, type KeptKey } from '../lock/positions.js';
import type { Drift, Lockfile, SkillSnapshot } from '../lock/types.js';
import {
  completeUntracked,
  gitEnv,
  listedFrom,
  NOT_UTF8,
  skillsFromIndex,
  UNTRACKED_ARGS,
  type Collected,
  type LeftOut,
} from '../scan/files.js';
import { checkInPool, forcedThreads, threadsFor } from './pool.js';
import { Sidecar } from './sidecar.js';
import { holdYoungGeneration } from './heap.js';
import { recordValidations } from '../telemetry/index.js';
import { epochMs } from './clock.js';
import { safe } from '../report/text.js';

/** Resolves a settings path: absolute as is, else relative to the repository root. */
export function resolveIn(settings: Settings, p: string): string {
  return path.isAbsolute(p) ? p : path.join(settings.root, p);
}

/**
 * Loads the keyring: the one a flag or config names (it must exist), else the default one
 * when it exists. Local mode reads it too, for its revocations (SPEC §3).
 */
export function loadKeyring(settings: Settings, text?: string): { keyring?: Keyring; note?: string } {
  const file = resolveIn(settings, settings.trustedKeys);
  const fromDisk = text === undefined;
  if (text === undefined) {
    try {
      // A pipe only when a flag names it (`--trusted-keys <(…)`): one the config names (`trusted_keys:`
      // at a FIFO with no writer) waited forever, where the config's lockfile is refused.
      const pipes = settings.trustedKeysExplicit && settings.trustedKeysAt === undefined;
      text = readSettingFile(file, MAX_KEYRING_BYTES, pipes, settings).toString('utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const dangling = danglingLink(e, file);
      if (!settings.trustedKeysExplicit && code === 'ENOENT' && !dangling)
        return { note: `no keyring at ${settings.trustedKeys}` };
      throw namedFileError(
        settings,
        'trustedKeys',
        `cannot read trusted keyring ${settings.trustedKeys}: ${dangling ? DANGLING : code === 'ENOENT' ? 'no such file' : fsReason(e)}`,
      );
    }
  }
  try {
    return { keyring: parseKeyring(text, settings.trustedKeys) };
  } catch (e) {
    if (e instanceof KeyringError)
      throw new UsageError(
        `invalid trusted keyring: ${e.message}`,
        // Each bad line, for the Action's annotations: only when the text is the file's (a
        // keyring read from the base commit has other lines).
        fromDisk
          ? e.problems.map((p) => ({ file, line: p.line, column: 1, message: p.reason, what: 'trusted keyring' }))
          : undefined,
      );
    throw e;
  }
}

export function checkFile(ref: FileRef, ctx: CheckContext): FileResult {
  const read = readSkillFile(ref.abs, ref.fence, listedFrom(ref));
  if (!read.ok) {
    if (ref.listed && read.code === 'ENOENT' && !exists(ref.abs)) {
      return { path: ref.rel, outcome: 'ok', findings: [], duration_ms: 0, parsed: false, gone: true };
    }
    if (read.tooLarge !== undefined) return tooLarge(ref, read.tooLarge);
    return unreadable(ref, read.reason);
  }
  return checkBytes(read.bytes, ref, ctx);
}

function tooLarge(ref: FileRef, size: number): FileResult {
  return {
    path: ref.rel,
    outcome: 'parse_err',
    findings: [
      {
        field: '',
        code: 'FileTooLarge',
        message: `file is ${size} bytes; the limit is 1048576 bytes (1 MiB)`,
        line: 1,
        column: 1,
        severity: 'error',
      },
    ],
    duration_ms: 0,
    parsed: false,
  };
}

/** True when there is a directory entry at `abs` (a dangling symlink counts). */
function exists(abs: string): boolean {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every file, then the cross-file checks. Large sets are spread over all cores (pool.ts);
 * a small one never pays for a thread. Telemetry records the final outcomes, unless
 * `record: false` (a second pass over the tree, for the lock check only, is not a validation
 * the report shows); a function records only the results it keeps (the Action checks every
 * file under `paths` for duplicate ids, and reports the changed ones).
 */
/**
 * Starts a run's sidecar (sidecar.ts) before the caller's other work, such as reading the
 * lockfile, so that the first files are read and git's untracked listing is under way
 * meanwhile; checkAll takes it over (`opts.sidecar`). Undefined when checkAll would not
 * use one (a run too small, one thread, or a pool that SKILLGATE_THREADS forces).
 */
export function startSidecar(collected: Collected, settings: Settings): Sidecar | undefined {
  // Before the lock is read: its 10,000 entries would grow the young generation (heap.ts).
  holdYoungGeneration(collected.files.length);
  forgetFolders();
  // No sidecar: checkAll lists the untracked files itself. Not here: the caller reads the
  // lock next, and a bad lockfile's error must come before a failing git listing's.
  if (poolForced(collected.files.length) || !Sidecar.wanted(collected.files.length)) return undefined;
  return sidecarFor(collected, settings);
}

/** True when SKILLGATE_THREADS asks for a pool that `n` files would use. */
function poolForced(n: number): boolean {
  return forcedThreads() !== undefined && threadsFor(n) > 1;
}

/** The run's sidecar, given git's untracked listing to run when the scan left it pending. */
function sidecarFor(collected: Collected, settings: Settings): Sidecar {
  const git = collected.untracked ? { cwd: settings.root, args: [...UNTRACKED_ARGS], env: gitEnv() } : undefined;
  return Sidecar.for(collected.files, process.env, git);
}

export function checkAll(
  collected: Collected,
  ctx: CheckContext,
  moreIds?: () => Set<string>,
  opts: {
    record?: boolean | ((r: FileResult) => boolean);
    sidecar?: Sidecar;
    /** The rest of the tree, for DuplicateId; given the files this run checked. */
    tree?: (checked: readonly FileResult[]) => readonly FileResult[];
    /** validate --staged: the tree deprecated-by targets are found in is the commit's. */
    staged?: StagedTree;
  } = {},
): FileResult[] {
  // Measured on 2 cores (docs/performance.md), the sidecar, which takes the reading, the
  // signatures and the untracked listing to the other core, beats a second checker thread
  // (pool.ts) at 10,000 and at 50,000 files: the pool runs only when SKILLGATE_THREADS asks.
  const pooled = () => !opts.sidecar && poolForced(collected.files.length);
  holdYoungGeneration(collected.files.length);
  forgetFolders();
  // A repository scan's untracked files: listed by git on the sidecar while the tracked ones
  // are checked, or here and now when there is no sidecar.
  if (!opts.sidecar && collected.untracked && (pooled() || !Sidecar.wanted(collected.files.length))) {
    completeUntracked(collected, ctx.settings);
  }
  const files = collected.files;
  let checked = pooled() ? checkInPool(files, ctx, threadsFor(files.length), (f) => checkFile(f, ctx)) : undefined;
  if (checked) {
    const held = heldFindings();
    for (const r of checked.results) held.take(r);
  }
  if (!checked) {
    // The sidecar reads ahead and verifies signatures on the other core (sidecar.ts).
    const sidecar = opts.sidecar ?? sidecarFor(collected, ctx.settings);
    const here: CheckContext = { ...ctx, verifier: sidecar };
    checked = { results: new Array<FileResult>(files.length), starts: new Array<number>(files.length) };
    // Held within bounds as each file is checked: 300 hostile files kept ~1 GB of findings.
    // (The report's own cut, in its order, is listWithinRun's.)
    const listed = heldFindings();
    try {
      for (let i = 0; i < files.length; i++) {
        checked.starts[i] = epochMs();
        const bytes = sidecar.bytesOf(i);
        checked.results[i] = listed.take(bytes ? checkBytes(bytes, files[i], here) : checkFile(files[i], here));
      }
      if (collected.untracked) {
        for (const f of completeUntracked(collected, ctx.settings, sidecar.gitOutput())) {
          checked.starts.push(epochMs());
          checked.results.push(listed.take(checkFile(f, here)));
        }
      }
    } finally {
      sidecar.settle();
    }
    if ((process.env.SKILLGATE_POOL_DEBUG ?? '').includes('trace')) process.stderr.write(sidecar.trace());
  }
  let { results, starts } = checked;
  if (ctx.settings.inGit && results.some((r) => r.gone)) {
    // Left out by a sparse checkout: checked as the index holds it (skillsFromIndex).
    const blobs = skillsFromIndex(
      ctx.settings.root,
      results.filter((r) => r.gone).map((r) => r.path),
      MAX_FILE_BYTES,
    );
    if (blobs.size) {
      results = results.map((r, i) => {
        const blob = r.gone && i < files.length ? blobs.get(r.path) : undefined;
        if (blob === undefined) return r;
        if (typeof blob === 'number') return tooLarge(files[i], blob);
        if (!Buffer.isBuffer(blob))
          return unreadable(
            files[i],
            `a sparse checkout leaves it out of the work tree, and git cannot give it: ${blob.error}`,
          );
        return checkBytes(blob, files[i], ctx);
      });
    }
  }
  if (results.some((r) => r.gone)) {
    starts = starts.filter((_, i) => !results[i].gone);
    results = results.filter((r) => !r.gone);
  }
  const { drop: aliases, named } = linksToOneFile(results, ctx.settings.root);
  if (aliases.size) {
    starts = starts.filter((_, i) => !aliases.has(i));
    results = results.filter((_, i) => !aliases.has(i));
  }
  for (const p of collected.problems) {
    starts.push(epochMs());
    const r = unreadable(p.ref, p.reason);
    // Its path spells each byte that is not UTF-8 as the text `\xff`: SARIF's URI gives the byte.
    if (p.reason === NOT_UTF8) r.bytesShown = true;
    results.push(r);
  }
  const order = results.map((_, i) => i).sort((a, b) => byPath(results[a], results[b]));
  const sorted = order.map((i) => results[i]);
  checkTree(
    sorted,
    opts.tree && sorted.some((r) => r.data?.id)
      ? withoutLinkedCopies(sorted, opts.tree(sorted), ctx.settings.root)
      : undefined,
    ctx.settings.profile === 'agentskills' ? 'name' : 'id',
    named,
  );
  runTreeRules(sorted, ctx.settings, moreIds, opts.staged);
  if (opts.record !== false) {
    const startedAt = order.map((i) => starts[i]!);
    const keep = opts.record;
    if (typeof keep === 'function') {
      const kept = sorted.flatMap((r, i) => (keep(r) ? [i] : []));
      recordValidations(
        kept.map((i) => sorted[i]!),
        kept.map((i) => startedAt[i]!),
      );
    } else recordValidations(sorted, startedAt);
  }
  return sorted;
}

/**
 * Repositories link one SKILL.md into several tools' folders (`.gemini/skills/x/SKILL.md ->
 * ../../../skills/x/SKILL.md`): one file under several names is one skill, not a
 * DuplicateId. Among results sharing an id (only those: a realpath per file would cost
 * every run; one without an id by its hash or first finding), the ones that are the same
 * file are kept once, under the file's own name when it is among them. Returns the indices to drop, and the links kept all the same: under
 * the agentskills profile a folder's name is part of the contract, so a link whose folder
 * does not carry the skill's name keeps its NameMismatch (it is no DuplicateId of its file).
 */
function linksToOneFile(results: FileResult[], root: string): { drop: Set<number>; named: Set<FileResult> } {
  const drop = new Set<number>();
  const named = new Set<FileResult>();
  const byId = new Map<string, number[]>();
  for (let i = 0; i < results.length; i++) {
    // One file read twice reads alike: its id, else (a skill of another profile, a file that
    // does not parse) its frontmatter's hash or its first finding stands for it here. Not a
    // ReadError: a link refused (one leading out, say) is reported at every name it has.
    const r = results[i];
    const first = r.findings[0];
    const id =
      r.data?.id ||
      (r.hash !== undefined ? `\0${r.hash}` : first && first.code !== 'ReadError' ? `\0${JSON.stringify(first)}` : '');
    if (!id) continue;
    const list = byId.get(id);
    if (list) list.push(i);
    else byId.set(id, [i]);
  }
  let rootReal: string | undefined;
  for (const list of byId.values()) {
    if (list.length < 2) continue;
    if (rootReal === undefined) {
      try {
        rootReal = realpathSync.native(root);
      } catch {
        rootReal = root;
      }
    }
    const byFile = new Map<string, number[]>();
    for (const i of list) {
      let real: string;
      try {
        real = realpathSync.native(path.resolve(root, results[i].path));
      } catch {
        continue;
      }
      const same = byFile.get(real);
      if (same) same.push(i);
      else byFile.set(real, [i]);
    }
    for (const [real, same] of byFile) {
      if (same.length < 2) continue;
      const own = path.relative(rootReal, real).split(path.sep).join('/');
      const mismatch = (i: number) => results[i].findings.some((f) => f.code === 'NameMismatch');
      const first = (xs: number[]) => xs.reduce((a, b) => (byPath(results[a], results[b]) <= 0 ? a : b));
      const fitting = same.filter((i) => !mismatch(i));
      const kept = same.find((i) => results[i].path === own) ?? (fitting.length ? first(fitting) : first(same));
      // One file, one permission profile: the first any of its names takes (an agent loads it
      // by the link's name, which a profile's paths may govern). That name's check is kept,
      // under the kept name: the same bytes, so the same findings but the profile's.
      const rank = (i: number) => results[i].profileRank ?? Infinity;
      const governed = fitting.reduce((a, b) => (rank(b) < rank(a) ? b : a), kept);
      if (rank(governed) < rank(kept)) {
        // Under agentskills the kept name's own NameMismatch stays (the folder a name must
        // match is its own; the governed link's folder may carry the name).
        const own = results[kept].findings.filter((f) => f.code === 'NameMismatch');
        const findings = own.length
          ? capFindings(orderFindings([...results[governed].findings, ...own]))
          : results[governed].findings;
        results[kept] = {
          ...results[governed],
          path: results[kept].path,
          findings,
          outcome: own.length ? outcomeOf(findings) : results[governed].outcome,
        };
      }
      for (const i of same) {
        if (i === kept) continue;
        if (mismatch(i)) named.add((results[i] = { ...results[i], linkOf: results[kept].path }));
        else drop.add(i);
      }
    }
  }
  return { drop, named };
}

/**
 * The rest of the tree without the files a checked result links to (or is linked from): a
 * changed `.claude/skills/x/SKILL.md -> ../../../skills/x/SKILL.md` is that skill, not a
 * DuplicateId of it. Only results sharing an id with a checked one are looked at.
 */
function withoutLinkedCopies(
  checked: readonly FileResult[],
  tree: readonly FileResult[],
  root: string,
): readonly FileResult[] {
  const ids = new Map<string, string[]>();
  const paths = new Set(checked.map((r) => r.path));
  for (const r of checked) if (r.data?.id) (ids.get(r.data.id) ?? ids.set(r.data.id, []).get(r.data.id)!).push(r.path);
  const real = (rel: string): string | undefined => {
    try {
      return realpathSync.native(path.resolve(root, rel));
    } catch {
      return undefined;
    }
  };
  const reals = new Map<string, string | undefined>();
  const realOf = (rel: string) => (reals.has(rel) ? reals.get(rel) : reals.set(rel, real(rel)).get(rel));
  return tree.filter((o) => {
    const mine = o.data?.id !== undefined && !paths.has(o.path) ? ids.get(o.data.id) : undefined;
    if (!mine) return true;
    // As read: a link of the commit's (validate --staged) may lead elsewhere in the work tree.
    const file = o.readAt ?? realOf(o.path);
    return file === undefined || !mine.some((p) => realOf(p) === file);
  });
}

export function byPath(a: FileResult, b: FileResult): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/** What the lock pins of a result, when the result is complete enough to pin. */
export function snapshotOf(r: FileResult): SkillSnapshot | undefined {
  const d = r.data;
  if (!d || !d.id || d.version === undefined || !r.hash) return undefined;
  return new ResultSnapshot(r, d, d.id, d.version, r.hash);
}

/**
 * A result's snapshot. Its positions are worked out when drift asks for them: most skills
 * match their entry, and 10,000 snapshots are made at once.
 */
class ResultSnapshot implements SkillSnapshot {
  path: string;
  signer: string | null;
  allowed_tools: string[];
  allowed_memory_scopes: string[];
  declare unnamed?: true;
  declare beyondLock?: boolean;
  declare versionKey?: 'metadata.version';
  declare invalid?: true | 'duplicate';
  private at?: SkillSnapshot['positions'];
  constructor(
    r: FileResult,
    private readonly data: SkillData,
    public id: string,
    public version: string,
    public frontmatter: string,
  ) {
    this.path = r.path;
    this.signer = r.signer ?? null;
    // The result's own lists (nothing downstream changes them): no copy per skill. Of an
    // invalid skill, every name it declares: drift says what it asks for.
    this.allowed_tools = declaredOf(data, 'allowed_tools');
    this.allowed_memory_scopes = declaredOf(data, 'allowed_memory_scopes');
    if (data.unnamed) this.unnamed = true;
    if (r.beyondLock !== undefined) this.beyondLock = r.beyondLock;
    if (r.findings.length) {
      const errors = r.findings.filter((f) => f.severity === 'error');
      if (errors.length) this.invalid = errors.every((f) => f.code === 'DuplicateId') ? 'duplicate' : true;
    }
    // Only the agentskills profile's data keeps a metadata mapping.
    if ('metadata' in data) this.versionKey = 'metadata.version';
  }

  get positions(): SkillSnapshot['positions'] {
    if (this.at) return this.at;
    const d = this.data;
    // Drift points at the key that changed (its line), falling back to where its value starts.
    // (Under agentskills the keys are `name` and `allowed-tools`.)
    const pos = (k: KeptKey, alias?: KeptKey) =>
      keyAt(d.kept, k) ?? (alias !== undefined ? keyAt(d.kept, alias) : undefined) ?? valueAt(d.kept, k);
    return (this.at = {
      file: { line: 1, column: 1 },
      id: pos('id', 'name'),
      version: pos('version'),
      allowed_tools: pos('allowed_tools', 'allowed-tools'),
      allowed_memory_scopes: pos('allowed_memory_scopes'),
      signature: d.signaturePos ?? keyAt(d.kept, 'signature'),
    });
  }
}

export function snapshots(results: FileResult[]): SkillSnapshot[] {
  const seen = new Set<string>();
  const out: SkillSnapshot[] = [];
  for (const r of results) {
    // A link kept for its own findings is pinned by its file's own name.
    const s = r.linkOf === undefined ? snapshotOf(r) : undefined;
    if (s && !seen.has(s.id)) {
      seen.add(s.id);
      out.push(s);
    }
  }
  return out;
}

/** The largest keyring read: a line per skill for 100,000 skills takes ~10 MB. */
export const MAX_KEYRING_BYTES = 16 * 1024 * 1024;

/**
 * The largest lockfile read or written (about 150,000 skills; 10,000 take ~4 MB).
 * SKILLGATE_LOCKFILE_MAX_BYTES lowers it (for tests: a lockfile past 64 MiB takes a tree of
 * hundreds of MiB to write); it never raises it.
 */
export const MAX_LOCKFILE_BYTES = Math.min(
  64 * 1024 * 1024,
  Number(process.env.SKILLGATE_LOCKFILE_MAX_BYTES) > 0 ? Number(process.env.SKILLGATE_LOCKFILE_MAX_BYTES) : Infinity,
);

/** What a lockfile past MAX_LOCKFILE_BYTES is, for every command that meets one (`size`: when known). */
export function tooLargeLockfile(name: string, size: number | undefined): string {
  return size === undefined
    ? `invalid lockfile: ${name} holds more than ${sizeText(MAX_LOCKFILE_BYTES)}, the most a lockfile may hold`
    : `invalid lockfile: ${name} is ${sizeText(size)}; a lockfile may hold at most ${sizeText(MAX_LOCKFILE_BYTES)}`;
}

/** Reads and parses the lockfile; undefined when absent and not required. */
export function readLock(settings: Settings, required: boolean, text?: string): Lockfile | undefined {
  const file = resolveIn(settings, settings.lockfile);
  let bytes: Buffer | undefined;
  if (text === undefined) {
    try {
      // A lockfile past V8's longest string (~512 MiB) could not even be decoded; 10,000
      // skills take ~4 MB. A device (/dev/zero) is cut off at the limit too.
      bytes = readSettingFile(file, MAX_LOCKFILE_BYTES, settings.lockfileExplicit, settings);
    } catch (e) {
      if (e instanceof TooLargeError) throw new UsageError(tooLargeLockfile(safe(settings.lockfile), e.size));
      const code = (e as NodeJS.ErrnoException).code;
      const fail = (message: string): never => {
        throw namedFileError(settings, 'lockfile', message);
      };
      if (danglingLink(e, file)) fail(`cannot read lockfile ${safe(settings.lockfile)}: ${DANGLING}`);
      if (code === 'ENOENT' && !required) return undefined;
      if (code === 'ENOENT') fail(`no lockfile at ${safe(settings.lockfile)}: run \`skillgate lock\` to create it`);
      fail(`cannot read lockfile ${safe(settings.lockfile)}: ${fsReason(e)}`);
    }
  }
  try {
    // Named in its errors as messages show names (a line break in it spelled out).
    const shown = safe(settings.lockfile);
    return parseLockfile(text ?? decodeLockfile(bytes!, shown), shown);
  } catch (e) {
    if (e instanceof LockfileError) throw new UsageError(`invalid lockfile: ${e.message}`);
    throw e;
  }
}

/**
 * Drift of the whole tree against the lock. An id declared by several files is DuplicateId
 * on each copy; drift then compares only the copy at the locked path (if any), so a second
 * copy is never reported as a move (when the run shows no DuplicateId of those copies, as it
 * checks none of them or compares fewer files, each other copy is `added`: it must not pass
 * unsaid). A lock entry whose file is still there but cannot be read as a skill (a parse
 * error, a broken id) is that file's error, not a removal, when the run reports that file
 * (`shownResults`: what the run reports; all the tree when undefined). A file outside
 * the paths a run shows has its error shown nowhere: its entry is then `removed`, so the lock
 * check still fails, and the drift says what is wrong with the file (it is there). So does
 * the drift of an entry whose file is still there but left out by config include/exclude
 * (`leftOut`).
 */
export function drift(
  lock: Lockfile,
  results: FileResult[],
  shownResults?: readonly FileResult[],
  leftOut?: (rel: string, read?: ReadonlySet<string>) => LeftOut | undefined,
): Drift[] {
  const byId = new Map<string, SkillSnapshot[]>();
  const broken = new Set<string>();
  const unshown = new Map<string, FileResult>();
  // Skills with errors this run does not show: their drift says to fix them, so it quotes them.
  const unshownInvalid = new Map<string, FileResult>();
  const reported = shownResults && new Set(shownResults.map((r) => r.path));
  const shown = (p: string) => !reported || reported.has(p);
  // The copies whose DuplicateId the run shows (a repository scan: every copy). A shown copy
  // may have none: the Action's `paths` or named files outside the tree compare fewer files.
  const duplicateShown =
    shownResults &&
    new Set(shownResults.filter((r) => r.findings.some((f) => f.code === 'DuplicateId')).map((r) => r.path));
  const said = (p: string) => !duplicateShown || duplicateShown.has(p);
  for (const r of results) {
    // A link kept for its own findings is the file it links to, no copy of it.
    if (r.linkOf !== undefined) continue;
    const s = snapshotOf(r);
    if (!s) {
      if (shown(r.path)) broken.add(r.path);
      else unshown.set(r.path, r);
      continue;
    }
    if (s.invalid && !shown(r.path)) unshownInvalid.set(r.path, r);
    const list = byId.get(s.id);
    if (list) list.push(s);
    else byId.set(s.id, [s]);
  }
  const compared: SkillSnapshot[] = [];
  const ambiguous = new Set<string>();
  // Ids several files this run does not show declare (a DuplicateId no finding shows here).
  const copies = new Map<string, string[]>();
  // Copies of a skill the lock pins at another of them, when no shown DuplicateId says them.
  const others: SkillSnapshot[] = [];
  for (const [id, list] of byId) {
    if (list.length === 1) {
      compared.push(list[0]);
      continue;
    }
    const locked = Object.hasOwn(lock.skills, id) ? list.find((s) => s.path === lock.skills[id].path) : undefined;
    if (locked) {
      compared.push(locked);
      // The other copies, when no DuplicateId shows them (not on the locked copy, nor on theirs):
      // not in the lock.
      if (!said(locked.path)) for (const x of list) if (x !== locked && !said(x.path)) others.push(x);
    } else if (list.some((x) => said(x.path)))
      ambiguous.add(id); // DuplicateId is shown on a copy
    else copies.set(id, list.map((x) => x.path).sort()); // shown nowhere: the drift says it
  }
  // A folder that could not be listed (a ReadError of its own) hides its skills: unknown, not removed.
  const folders = [...broken].map((p) => p + '/');
  const hidden = (p: string) => broken.has(p) || folders.some((f) => p.startsWith(f));
  const out: Drift[] = [];
  // The paths the run read, built for the first removed entry (most runs have none).
  let scanned: Set<string> | undefined;
  const readPaths = () => new Set(results.map((r) => r.path));
  // A file the run does not show that declares an id but no valid skill (a bad version, say),
  // at a path no entry pins: neither in the lock nor reported anywhere (it passed, gaining Bash
  // as a copy of a pinned id or a new skill). Drift that quotes its errors.
  const pinned = new Set(Object.values(lock.skills).map((e) => e.path));
  let unshownAdded = false;
  for (const [p, r] of unshown) {
    const id = r.data?.id;
    if (id === undefined || pinned.has(p) || hidden(p)) continue;
    const at = keyAt(r.data?.kept, 'id') ?? { line: 1, column: 1 };
    out.push({
      kind: 'added',
      id,
      path: p,
      line: at.line,
      column: at.column,
      message: `skill ${JSON.stringify(id)} is not in the lockfile, and cannot be pinned: that file does not declare a valid skill; fix it, then run \`skillgate lock\` after review.${errorsShownHere(r)}`,
    });
    unshownAdded = true;
  }
  for (const d of diffLock(lock, compared, others)) {
    // (Where the advice is to fix them: a lone DuplicateId's drift says the other file itself.)
    const invalid =
      d.kind === 'removed' || !d.message.includes('fix its errors') ? undefined : unshownInvalid.get(d.path);
    if (invalid) out.push({ ...d, message: `${d.message}.${errorsShownHere(invalid)}` });
    else if (d.kind !== 'removed') out.push(d);
    else if (!hidden(d.path) && !ambiguous.has(d.id))
      out.push({
        ...d,
        message: whyRemoved(
          d,
          unshown,
          (scanned ??= readPaths()).has(d.path) ? undefined : leftOut,
          copies.get(d.id),
          scanned,
        ),
      });
  }
  // Drift made here (files not shown) among diffLock's, in its order.
  return unshownAdded ? out.sort(byDriftOrder) : out;
}

/** The errors of a file the run does not check, for a drift message: the first three, and how many more. */
function errorsShownHere(file: FileResult): string {
  const errors = file.findings.filter((x) => x.severity === 'error');
  if (!errors.length) return '';
  const listed = errors
    .slice(0, 3)
    .map((f) => `${f.code} at line ${f.line}, column ${f.column}: ${f.message}`)
    .join('; ');
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
  return ` Its ${errors.length === 1 ? 'error' : 'errors'} (this run does not check that file, so ${errors.length === 1 ? 'it is' : 'they are'} shown only here): ${listed}${more}`;
}

/** A `removed` entry's message, when its file is still there (unchecked by this run, or left out by config). */
function whyRemoved(
  d: Drift,
  unshown: ReadonlyMap<string, FileResult>,
  leftOut?: (rel: string, read?: ReadonlySet<string>) => LeftOut | undefined,
  copies?: readonly string[],
  scanned?: ReadonlySet<string>,
): string {
  const entry = `skill ${JSON.stringify(d.id)} is in the lockfile (path ${JSON.stringify(d.path)})`;
  // Not "not in the tree": it is, several times, in files whose DuplicateId this run does not show.
  if (copies && !unshown.has(d.path) && !leftOut?.(d.path)) {
    const named = copies.slice(0, 5).join(', ') + (copies.length > 5 ? ` and ${copies.length - 5} more` : '');
    return `${entry}, but no skill at that path declares it, and ${copies.length} other files do (a DuplicateId this run does not show: ${named}); make the id unique, then run \`skillgate lock\``;
  }
  const file = unshown.get(d.path);
  if (file)
    return `${entry}, but that file no longer declares a valid skill; fix it, or delete it and run \`skillgate lock\` to drop the entry.${errorsShownHere(file)}`;
  const why = leftOut?.(d.path, scanned);
  if (typeof why === 'object')
    return `${entry}, but that file is now a symlink to ${JSON.stringify(why.link)}, which the scan checks under its own name (one file, one skill); run \`skillgate lock\` to drop the entry, or make ${JSON.stringify(d.path)} a file of its own again`;
  if (why === 'config')
    return `${entry}, but include/exclude in the config leave that file out of the scan; run \`skillgate lock\` to drop the entry, or stop excluding the file`;
  if (why === 'not-skill')
    return `${entry}, but that file is not a SKILL.md, and the scan reads only files named SKILL.md; run \`skillgate lock\` to drop the entry`;
  if (why === 'unlisted')
    return `${entry}, but the scan does not read that file: git does not list it (it is ignored, or lies in a submodule or another repository inside this one); run \`skillgate lock\` to drop the entry, or track the file (git add -f)`;
  return d.message;
}

export function contextFor(settings: Settings): CheckContext {
  const { keyring, note } = loadKeyring(settings);
  return makeContext(settings, keyring, note);
}
