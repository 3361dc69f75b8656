/**
 * files + settings -> results. No stdout, no exit: cli.ts and action.ts report.
 *
 * Per file: parse, verify a present signature first, schema rules, policy rules.
 * Across files: duplicate ids, deprecated-by, and (in lock/) drift.
 */
import path from 'node:path';
import { now } from './clock.js';
import { parseSkill, type Pos, type SkillDocument } from './document.js';
import { MAX_FILE_FINDINGS, outcomeOf, outcomeWith, type Finding, type Outcome } from './diagnostic.js';
import type { Settings } from './config-types.js';
import { parseSemver, type SemVer } from './semver.js';
import { checkV1, declaredOf, type SkillData } from '../rules/v1.js';
import { checkAgentSkills } from '../rules/agentskills.js';
import { runPolicyRules, type PolicyInput } from '../rules/index.js';
import { checkSignature, mismatchFinding } from '../signature/check.js';
import type { Keyring } from '../signature/keyring.js';
import type { Sidecar } from './sidecar.js';
import { digestOfLockHash, frontmatterHash } from '../signature/message.js';
import { toValue } from './document.js';
import { effectiveTools } from '../rules/effective.js';
import { keepPositions, valueAt } from '../lock/positions.js';
import { beyondLock } from '../lock/beyond.js';
import type { LockEntry } from '../lock/types.js';

export interface FileRef {
  /** Absolute path on disk. */
  abs: string;
  /** Path shown in every output: repository-relative with `/`. */
  rel: string;
  /**
   * Listed by git (scan/files.ts): when it is missing from the work tree it was deleted
   * there, which is the lock check's business, not a read error. git lists no directories,
   * so this is checked when the file is read, not by a stat of every file up front.
   */
  listed?: true;
  /**
   * Found by a scan (not named on the command line): the real path of the tree it must stay
   * in. A SKILL.md that is a symlink to a file outside it is not read (scan/read.ts), so a
   * scan of a pull request's checkout cannot be made to read and quote a file of the runner's.
   */
  fence?: string;
}

export interface FileResult {
  path: string;
  outcome: Outcome;
  findings: Finding[];
  data?: SkillData;
  /** `sha256-…` of the canonical frontmatter, when it has one. */
  hash?: string;
  signer?: string | null;
  effective_tools?: string[];
  duration_ms: number;
  /**
   * Its lock entry's hash differs: true when more than the version, tools and scopes changed
   * (drift's `other`), false when they explain it; unset when not worked out (lock/beyond.ts).
   */
  beyondLock?: boolean;
  /** True when the file could be parsed (a frontmatter mapping exists). */
  parsed: boolean;
  /** A file git listed that is gone from the work tree: dropped from the results (checkAll). */
  gone?: true;
  /**
   * `path` names a file whose name is not UTF-8, each such byte spelled `\xff` (bytesShown in
   * scan/files.ts): a folder may be named so in UTF-8 too, so SARIF's URI writes the byte (%FF).
   */
  bytesShown?: true;
  /**
   * Its permission profile came from `paths`: the matching glob's index among every profile's
   * (rules/effective.ts). A file checked under several names (links) takes the lowest.
   */
  profileRank?: number;
  /**
   * The file read, resolved (validate --staged: another skill as the commit holds it, a link
   * followed through the index, not the work tree): what tells a link to a named skill from a
   * copy of its id (run.ts withoutLinkedCopies).
   */
  readAt?: string;
  /**
   * A link to another checked file, kept for its own findings (under agentskills, a folder not
   * named after the skill: its NameMismatch): the same skill, no copy of its id (drift).
   */
  linkOf?: string;
}

export interface CheckContext {
  settings: Settings;
  broker?: SemVer;
  keyring?: Keyring;
  /** Why there is no keyring in registry mode (shown in UntrustedKey messages). */
  keyringNote?: string;
  /**
   * When set (checkAll on the main thread), signatures' curve checks are handed to it and
   * their results patched in by `verifier.settle()`, which must run before the results are read.
   */
  verifier?: Pick<Sidecar, 'submit'>;
  /**
   * The lockfile's entries, when the run checks drift: a skill whose hash differs from its
   * entry's is told apart from one that changed in more than its version, tools and scopes
   * (FileResult.beyondLock), while its frontmatter is still at hand.
   */
  locked?: Readonly<Record<string, LockEntry>>;
}

export function makeContext(settings: Settings, keyring?: Keyring, keyringNote?: string): CheckContext {
  return {
    settings,
    broker: settings.brokerVersion ? (parseSemver(settings.brokerVersion) ?? undefined) : undefined,
    keyring,
    keyringNote,
  };
}

/** Validate one SKILL.md given its bytes. Never throws for bad input. */
export function checkBytes(bytes: Uint8Array, ref: FileRef, ctx: CheckContext): FileResult {
  const t0 = now();
  const profile = ctx.settings.profile;
  const parsed = parseSkill(bytes, { allowBom: profile === 'agentskills' });
  if (!parsed.ok) {
    return finish(
      { path: ref.rel, outcome: 'parse_err', findings: parsed.findings, duration_ms: 0, parsed: false },
      t0,
    );
  }
  return checkDocument(parsed.doc, ref, ctx, t0);
}

export function checkDocument(doc: SkillDocument, ref: FileRef, ctx: CheckContext, t0 = now()): FileResult {
  const { settings } = ctx;
  const schema = checkV1Like(doc, ref, ctx);
  const data = schema.data;
  const findings: Finding[] = [];

  // A present signature is verified before anything else is reported (SPEC §3).
  // One digest of the canonical frontmatter: the lock hash and the signed message share it.
  const hash = frontmatterHash(doc.root);
  const digest = hash !== undefined && data.signaturePresent ? digestOfLockHash(hash) : undefined;
  const signature = checkSignature(doc, data, () => toValue(doc.root) as Record<string, unknown>, digest, ctx);
  // Loops, not push(...list): a list of 130,000 items has as many findings, too many arguments.
  append(findings, signature.findings);
  append(findings, schema.findings);

  const input: PolicyInput = { path: ref.rel, abs: ref.abs, doc, data, settings };
  const eff = effectiveTools(input);
  append(findings, runPolicyRules(input));
  // Later stages read a few keys' positions: kept as numbers (10,000 results are many).
  // Drift points at the key that changed (`allowed_tools:`), not only at its value.
  data.kept = keepPositions(data.positions, doc.root);
  data.positions = {};
  // Lists grown by push() keep room for 17 items; exact copies hold 10,000 results in ~4 MB less.
  data.allowed_memory_scopes = data.allowed_memory_scopes.slice();
  data.allowed_tools = data.allowed_tools.slice();
  data.disallowed_tools = data.disallowed_tools.slice();
  data.tags = data.tags.slice();

  const result: FileResult = {
    path: ref.rel,
    outcome: outcomeOf(findings),
    findings: capFindings(orderFindings(findings)),
    data,
    hash,
    signer: data.signature ? data.signature.public_key_hex.toLowerCase() : null,
    effective_tools: eff.slice(),
    duration_ms: 0,
    parsed: true,
  };
  const choice = input.profileChoice;
  if (choice?.kind === 'profile' && choice.rank !== undefined) result.profileRank = choice.rank;
  // Drift's `other` (lock/beyond.ts): the lists as the lock snapshot takes them (run.ts).
  if (ctx.locked && hash !== undefined && data.id && data.version !== undefined && !data.unnamed) {
    const entry = Object.hasOwn(ctx.locked, data.id) ? ctx.locked[data.id] : undefined;
    if (entry && entry.frontmatter !== hash) {
      const beyond = beyondLock(
        doc.root,
        settings,
        {
          version: data.version,
          allowed_tools: declaredOf(data, 'allowed_tools'),
          allowed_memory_scopes: declaredOf(data, 'allowed_memory_scopes'),
        },
        entry,
      );
      if (beyond !== undefined) result.beyondLock = beyond;
    }
  }
  const pending = signature.pending;
  if (pending && ctx.verifier) ctx.verifier.submit({ ...pending, done: onVerdict(result, data) });
  return finish(result, t0);
}

/**
 * What a deferred signature's verdict does to its result. Made here, not in checkDocument: a
 * closure there shares that function's context with its other closures, which hold the parsed
 * document (the file's text and YAML tree), and 10,000 pending verdicts kept 10,000 documents
 * alive until the end (a fully signed tree of 10,000 skills: 113 MB of heap, not 38).
 */
function onVerdict(result: FileResult, data: SkillData): (ok: boolean) => void {
  return (ok) => {
    if (ok) return;
    // The trust verdict assumed a good signature: a bad one replaces it.
    const bad = mismatchFinding(data);
    result.findings = orderFindings([bad, ...result.findings.filter((f) => !SIGNATURE_CODES.has(f.code))]);
    result.outcome = outcomeWith(result.outcome, bad);
  };
}

function checkV1Like(doc: SkillDocument, ref: FileRef, ctx: CheckContext) {
  if (ctx.settings.profile === 'agentskills') {
    return checkAgentSkills(doc.root, {
      settings: ctx.settings,
      dirName: path.basename(path.dirname(ref.abs)),
    });
  }
  return checkV1(doc.root, {
    tools: ctx.settings.tools,
    brokerVersion: ctx.broker,
    brokerVersionText: ctx.settings.brokerVersion,
    configName: ctx.settings.configFile,
  });
}

const SIGNATURE_CODES = new Set(['SignatureFailed', 'SignatureMissing', 'UntrustedKey', 'RevokedKey']);

/** Signature findings first (they are decided before any field is trusted), then by position. */
export function orderFindings(findings: Finding[]): Finding[] {
  if (findings.length < 2) return findings.slice();
  const rank = (f: Finding) => (SIGNATURE_CODES.has(f.code) ? 0 : 1);
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
    .map((x) => x.f);
}

export { MAX_FILE_FINDINGS };

/** Why a file's findings past MAX_FILE_FINDINGS are not listed. */
const FILE_CAP_WHY = `only the first ${MAX_FILE_FINDINGS} are (fix them first: one mistake repeated down a list often causes many)`;

/**
 * `ordered` cut to `max` findings (MAX_FILE_FINDINGS) plus one that says how many more, in
 * their order. Errors are kept before warnings, so a cut never hides an error behind warnings
 * (the outcome and the exit code are the whole file's either way). A finding that already
 * stands for others (an earlier cut) counts as those when cut again.
 */
export function capFindings(ordered: Finding[], max = MAX_FILE_FINDINGS, why = FILE_CAP_WHY): Finding[] {
  if (ordered.length <= max + 1) return ordered;
  let errors = 0;
  for (const f of ordered) if (f.severity === 'error') errors++;
  let errorRoom = max;
  let warningRoom = Math.max(0, max - errors);
  const kept: Finding[] = [];
  let left = 0;
  let leftErrors = 0;
  let first: Finding | undefined;
  for (const f of ordered) {
    if (f.severity === 'error' ? errorRoom-- > 0 : warningRoom-- > 0) kept.push(f);
    else {
      const stands = f.omitted ?? (f.severity === 'error' ? { errors: 1, warnings: 0 } : { errors: 0, warnings: 1 });
      left += stands.errors + stands.warnings;
      leftErrors += stands.errors;
      // The first left-out error, else the first left out: its code keeps the outcome.
      if (!first || (first.severity !== 'error' && f.severity === 'error')) first = f;
    }
  }
  kept.push({
    ...first!,
    message: `${left} more findings in this file are not listed; ${why}`,
    omitted: { errors: leftErrors, warnings: left - leftErrors },
  });
  return kept;
}

/**
 * Findings a run lists in its report (a report of 300 hostile files of 10,000 findings each
 * took 4 GB and ended in "Invalid string length", with no report). Past them, in the
 * report's order, each further file lists its first finding (an error when it has one) and
 * one that counts the rest: `listWithinRun`, on the results a report shows.
 */
export const MAX_RUN_FINDINGS = 100_000;

/**
 * Findings a pass over the files holds while it checks (~200 MB of them; a run may make two
 * passes): past them, in the order files are checked, a file keeps its first and one that
 * counts the rest. Only a run of more than twice the report's cut gets there; the report's
 * cut (MAX_RUN_FINDINGS, in its own order) comes after.
 */
export const HELD_RUN_FINDINGS = 200_000;

/** Keeps findings within `limit`, file by file, in the order results are given. */
export class RunFindings {
  private left: number;

  constructor(
    limit: number,
    private readonly why: string,
  ) {
    this.left = limit;
  }

  take(r: FileResult): FileResult {
    if (r.findings.length > this.left) r.findings = capFindings(r.findings, Math.max(1, this.left), this.why);
    this.left = Math.max(0, this.left - r.findings.length);
    return r;
  }
}

/** A run's results cut to MAX_RUN_FINDINGS listed findings, in their (the report's) order. */
export function listWithinRun<T extends FileResult>(results: T[]): T[] {
  const cut = new RunFindings(
    MAX_RUN_FINDINGS,
    `a report lists at most ${MAX_RUN_FINDINGS} findings, and the files before this one used them (fix those first)`,
  );
  for (const r of results) cut.take(r);
  return results;
}

/** The cut while a run checks (HELD_RUN_FINDINGS). */
export function heldFindings(): RunFindings {
  return new RunFindings(
    HELD_RUN_FINDINGS,
    `a run holds at most ${HELD_RUN_FINDINGS} findings, and the files checked before this one used them (fix those first)`,
  );
}

function append<T>(to: T[], from: readonly T[]): void {
  for (let i = 0; i < from.length; i++) to.push(from[i]);
}

function finish(r: FileResult, t0: number): FileResult {
  r.duration_ms = Math.round((now() - t0) * 1000) / 1000;
  return r;
}

/** A file that could not be read at all (scan-time I/O problem). */
export function unreadable(ref: FileRef, reason: string): FileResult {
  return {
    path: ref.rel,
    outcome: 'parse_err',
    findings: [{ field: '', code: 'ReadError', message: reason, line: 1, column: 1, severity: 'error' }],
    duration_ms: 0,
    parsed: false,
  };
}

const DUPLICATES_NAMED = 10;

/**
 * Cross-file checks: duplicate ids (SPEC §4) on every copy. `tree`, when the run checks part
 * of a repository (`--changed-since`), is the whole tree's results: a checked file's id is
 * then also compared with the unchecked copies, and only the checked files get findings.
 */
export function checkTree(
  results: FileResult[],
  tree?: readonly FileResult[],
  key: 'id' | 'name' = 'id',
  /** Links to another checked file, kept for their own findings: no copies of it. */
  links?: ReadonlySet<FileResult>,
): void {
  const byId = new Map<string, FileResult[]>();
  const add = (r: FileResult) => {
    const id = r.data?.id;
    if (!id || links?.has(r)) return;
    const list = byId.get(id);
    if (list) list.push(r);
    else byId.set(id, [r]);
  };
  for (const r of results) add(r);
  let mine: Set<FileResult> | undefined;
  if (tree) {
    mine = new Set(results);
    const checked = new Set(results.map((r) => r.path));
    for (const r of tree) if (!checked.has(r.path)) add(r);
  }
  for (const [id, found] of byId) {
    if (found.length < 2) continue;
    // The others named in path order, whichever files the run checked first: `validate one`
    // and a repository scan word a copy's finding alike.
    const list = found.slice().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const r of list) {
      if (mine && !mine.has(r)) continue;
      // Each copy names the others, up to a point: 10,000 copies of one id must not make
      // 10,000 messages of 10,000 paths each.
      const others: string[] = [];
      for (const o of list) {
        if (o === r) continue;
        if (others.length === DUPLICATES_NAMED) {
          others.push(`and ${list.length - 1 - DUPLICATES_NAMED} more`);
          break;
        }
        others.push(o.path);
      }
      // The agentskills profile names its identity `name`; v1 calls it `id`.
      const at: Pos = valueAt(r.data?.kept, key) ?? valueAt(r.data?.kept, 'id') ?? { line: 1, column: 1 };
      const finding = {
        field: key,
        code: 'DuplicateId',
        message: `${key} "${id}" is also declared by ${others.join(', ')}: skill ${key}s must be unique`,
        line: at.line,
        column: at.column,
        severity: 'error',
      } as const;
      r.findings = orderFindings([...r.findings, finding]);
      // Not from the listed findings: the cap may have left out the one that sets the outcome.
      r.outcome = outcomeWith(r.outcome, finding);
    }
  }
}

export function hasErrors(results: FileResult[]): boolean {
  return results.some((r) => r.findings.some((f) => f.severity === 'error'));
}
