/**
 * The one definition of every finding skillgate reports.
 *
 * Contract codes (SPEC §2–§4) cannot be switched off; rule ids (SPEC §7) carry a
 * configurable severity. Each code maps to exactly one outcome.
 */

export const CONTRACT_CODES = [
  'MissingFrontmatter',
  'YamlParse',
  'FileTooLarge',
  'ReadError',
  'RequiredMissing',
  'InvalidId',
  'InvalidVersion',
  'InvalidDescription',
  'InvalidMemoryScopeGlob',
  'UnknownTool',
  'UnknownField',
  'InvalidField',
  'SignatureFailed',
  'SignatureMissing',
  'UntrustedKey',
  'RevokedKey',
  'BrokerTooOld',
  'BrokerTooNew',
  'DuplicateId',
  'NameMismatch',
] as const;
export type ContractCode = (typeof CONTRACT_CODES)[number];

export const RULE_IDS = [
  'tool-conflict',
  'unclassified-tool',
  'denied-tool',
  'description-trigger',
  'deprecated-by',
  'unknown-field',
  'allowed-tools-list',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export type Code = ContractCode | RuleId;
export type Severity = 'error' | 'warning';

export type Outcome = 'ok' | 'parse_err' | 'required_missing' | 'invalid_field' | 'signature_failed' | 'version_skew';

export const OUTCOMES: readonly Outcome[] = [
  'ok',
  'parse_err',
  'required_missing',
  'invalid_field',
  'signature_failed',
  'version_skew',
];

/** A finding as it appears in every report: `{field, code, message, line, column, severity}`. */
export interface Finding {
  field: string;
  code: Code;
  message: string;
  line: number;
  column: number;
  severity: Severity;
  /**
   * Set on the one finding that stands for those a file's cap left out (engine.ts
   * capFindings): how many errors and warnings it stands for, so that the summaries count
   * the file's findings, not the ones listed. Never in a report's finding objects.
   */
  omitted?: { errors: number; warnings: number };
}

/**
 * At most this many findings a file (its YAML findings are capped alike in document.ts), then
 * one that says how many more: a 1 MiB list of 350,000 bad names would otherwise be 350,000
 * findings, a 117 MB report and over 1 GB of memory. SPEC §2 has every error reported: far
 * more than any real file holds. (engine.ts capFindings makes the cut.)
 */
export const MAX_FILE_FINDINGS = 10_000;

/**
 * A push for errors made in document order (one top-level key's, a list's items): past
 * MAX_FILE_FINDINGS + 1 of them, the rest are one error that stands for them (`omitted`),
 * which the file's cap (engine.ts capFindings) always leaves out and counts, as more errors
 * than it keeps come before each. The report is the same, but they are not held (450,000 bad
 * tool names were 420 MB before the cap). Warnings are pushed as they come.
 */
export function spillingPush(findings: Finding[]): { push(f: Finding): void; reset(): void } {
  let errors = 0;
  let spill: Finding | undefined;
  return {
    push(f) {
      if (f.severity !== 'error' || errors++ <= MAX_FILE_FINDINGS) {
        findings.push(f);
        return;
      }
      if (!spill) findings.push((spill = { ...f, omitted: { errors: 0, warnings: 0 } }));
      spill.omitted!.errors++;
      // A file's outcome is its highest finding's: the spill's code keeps the highest it stands for.
      if (outcomeWith(outcomeOfCode(spill.code), f) !== outcomeOfCode(spill.code)) spill.code = f.code;
    },
    reset() {
      errors = 0;
      spill = undefined;
    },
  };
}

/** Past this many characters a value quoted by quoteCut is cut to its start and its length. */
export const QUOTE_CUT = 200;

/** A name a message writes bare (a config key, a profile): as it is, or quoteCut when it is long. */
export function nameCut(name: string): string {
  return name.length > QUOTE_CUT ? quoteCut(name) : name;
}

/**
 * `JSON.stringify(s)`, cut past `max` characters to its start, `…` and its length: for a
 * value that a message repeats in every finding of a file (3,000 tools denied by one
 * x-profile of 300 KB made a 900 MB report), never a finding's own value.
 */
export function quoteCut(s: string, max = QUOTE_CUT): string {
  if (s.length <= max) return JSON.stringify(s);
  let end = max - 20;
  if (/[\ud800-\udbff]/.test(s[end - 1]!)) end--;
  // Counted in code points, as description lengths are (an emoji is one character).
  let n = 0;
  for (const _ of s) n++;
  return `${JSON.stringify(s.slice(0, end)).slice(0, -1)}…" (${n} characters)`;
}

const OUTCOME_OF: Partial<Record<Code, Outcome>> = {
  MissingFrontmatter: 'parse_err',
  YamlParse: 'parse_err',
  FileTooLarge: 'parse_err',
  ReadError: 'parse_err',
  SignatureFailed: 'signature_failed',
  SignatureMissing: 'signature_failed',
  UntrustedKey: 'signature_failed',
  RevokedKey: 'signature_failed',
  RequiredMissing: 'required_missing',
  BrokerTooOld: 'version_skew',
  BrokerTooNew: 'version_skew',
};

/** SPEC §2: a file with several errors takes the first of this list. */
const PRECEDENCE: Outcome[] = ['parse_err', 'signature_failed', 'required_missing', 'version_skew', 'invalid_field'];

export function outcomeOfCode(code: Code): Outcome {
  return OUTCOME_OF[code] ?? 'invalid_field';
}

/**
 * A file's outcome once `f` is added to its findings: `outcome` holds for the findings it
 * has (some maybe left out of its list by the cap), so it is kept unless `f` comes first.
 */
export function outcomeWith(outcome: Outcome, f: Pick<Finding, 'code' | 'severity'>): Outcome {
  if (f.severity !== 'error') return outcome;
  const added = outcomeOfCode(f.code);
  const i = PRECEDENCE.indexOf(outcome);
  return i >= 0 && i <= PRECEDENCE.indexOf(added) ? outcome : added;
}

export function outcomeOf(findings: readonly Finding[]): Outcome {
  let best = PRECEDENCE.length;
  for (const f of findings) {
    if (f.severity !== 'error') continue;
    const i = PRECEDENCE.indexOf(outcomeOfCode(f.code));
    if (i < best) best = i;
  }
  return best < PRECEDENCE.length ? PRECEDENCE[best] : 'ok';
}

/** Errors first, then by position; stable for equal positions. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
    .map((x) => x.f);
}

/** Exit codes (SPEC §5), named once. */
export const EXIT = {
  OK: 0,
  USAGE: 1,
  SCHEMA: 6,
  DRIFT: 7,
} as const;

/** A place in a file an error points at (the Action annotates it). */
export interface ErrorLocation {
  /** The file's absolute path, once known (a config's text is parsed before its path is attached). */
  file?: string;
  line: number;
  column: number;
  message: string;
  /** What the file is, for the annotation's title (default: the config). */
  what?: string;
}

/** An error that aborts a command with exit 1 and a one-line message (no stack trace). */
export class UsageError extends Error {
  /** Where in a file (the config) each problem the message lists is. */
  locations?: ErrorLocation[];
  constructor(message: string, locations?: ErrorLocation[]) {
    super(message);
    this.name = 'UsageError';
    if (locations?.length) this.locations = locations;
  }
}
