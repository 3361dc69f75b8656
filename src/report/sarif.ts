/**
 * SARIF 2.1.0 report (valid against the OASIS schema vendored in fixtures/sarif/): one
 * rule per code with stable ruleIds (the code itself, `drift/<kind>` for lock drift),
 * results with repository-relative locations, and each file's effective tools as
 * artifact properties. A pure function of the results.
 */
import { CONTRACT_CODES, RULE_IDS, type Code, type RuleId } from '../core/diagnostic.js';
import { shownSegmentUri } from '../core/utf8.js';
import { ruleMeta } from '../rules/index.js';
import type { Settings } from '../core/config-types.js';
import type { FileResult } from '../core/engine.js';
import type { Drift, DriftKind } from '../lock/types.js';
import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { VERSION } from '../version.js';
import { CODE_DOCS, DRIFT_DOCS, helpUri, kindOf, STEP_WARNING_DOCS } from './catalog.js';
import { reportParts, type StepWarning } from './json.js';
import { shown } from './text.js';

export const SARIF_SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

const DRIFT_KINDS: DriftKind[] = ['added', 'removed', 'changed', 'moved', 'version-not-bumped'];

export interface SarifRule {
  id: string;
  /** A readable name, only where it differs from `id` (SARIF §3.49.7: never the same). */
  name?: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: 'error' | 'warning' | 'none' };
  properties: { tags: string[] };
}

function pascal(id: string): string {
  return id.replace(/(^|[-/])([a-z])/g, (_, __, c: string) => c.toUpperCase());
}

/** A short first sentence for shortDescription. */
function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text);
  return m ? m[1] : text;
}

function rule(
  id: string,
  name: string | undefined,
  text: string,
  fix: string,
  level: 'error' | 'warning' | 'none',
  tags: string[],
): SarifRule {
  const uri = helpUri(id);
  return {
    id,
    ...(name !== undefined && name !== id ? { name } : {}),
    shortDescription: { text: firstSentence(text) },
    fullDescription: { text },
    helpUri: uri,
    help: { text: `${text} ${fix} See ${uri}`, markdown: `${text} ${fix}\n\n[Documentation](${uri})` },
    defaultConfiguration: { level },
    properties: { tags },
  };
}

/**
 * Rule metadata. With settings, a policy rule's level is the one it runs at (its
 * `rules:` setting, else its default for the profile); without, its v1 default.
 */
export function sarifRules(settings?: Pick<Settings, 'profile' | 'rules'>): SarifRule[] {
  const levelOf = (id: RuleId): 'error' | 'warning' | 'none' => {
    const meta = ruleMeta(id);
    const sev = settings
      ? (settings.rules?.[id] ?? meta.defaultSeverity(settings.profile))
      : meta.defaultSeverity('v1');
    return sev === 'off' ? 'none' : sev;
  };
  const rules: SarifRule[] = [];
  const contract = new Set<string>(CONTRACT_CODES);
  for (const code of [...CONTRACT_CODES, ...RULE_IDS] as Code[]) {
    const isRule = kindOf(code) === 'rule';
    // A contract code is its own name (none given); a policy rule's name must not be another
    // rule's: `unknown-field` (agentskills) is not the contract's UnknownField.
    const name = isRule ? (contract.has(pascal(code)) ? `Policy${pascal(code)}` : pascal(code)) : undefined;
    rules.push(
      rule(
        code,
        name,
        CODE_DOCS[code],
        isRule
          ? `Fix the frontmatter, or set its severity under \`rules\` in .skillgate.yml.`
          : 'Fix the frontmatter: this is part of the schema v1 contract and cannot be switched off.',
        isRule ? levelOf(code as RuleId) : 'error',
        [isRule ? 'policy' : 'contract', 'skill'],
      ),
    );
  }
  for (const kind of DRIFT_KINDS) {
    rules.push(
      rule(
        `drift/${kind}`,
        `LockDrift${pascal(kind)}`,
        DRIFT_DOCS[kind],
        'Run `skillgate lock` after reviewing the change.',
        'error',
        ['lockfile', 'skill'],
      ),
    );
  }
  return rules;
}

/** A repository-relative path as a URI reference: each segment percent-encoded, so `#`, `?`, `%` and `:` stay in the path. */
export function pathUri(p: string, bytesShown = false): string {
  // A name that is not UTF-8 spells each such byte `\xff` (scan/files.ts bytesShown): the URI
  // holds the byte itself, which a percent-encoding stands for (RFC 3986 2.1), not that text.
  return p
    .split('/')
    .map((seg) => (bytesShown && shownSegmentUri(seg)) || encodeURIComponent(seg))
    .join('/');
}

/**
 * Where a file is, for SARIF: relative to %SRCROOT% (the repository root) as a rule. A file
 * named outside the repository is reported by its absolute path, which is no relative
 * reference: it becomes a `file://` URI with no base (SARIF §3.4.3), never an absolute path
 * resolved against the root.
 */
export function artifactLocation(p: string, bytesShown = false): { uri: string; uriBaseId?: string } {
  if (p.startsWith('/')) return { uri: 'file://' + pathUri(p, bytesShown) };
  // A drive letter only where paths have them: elsewhere `C:/SKILL.md` is a folder named `C:`
  // in the repository (its `:` percent-encoded, as a relative reference's first segment needs).
  if (process.platform === 'win32' && /^[A-Za-z]:\//.test(p))
    return { uri: 'file:///' + p.slice(0, 2) + pathUri(p.slice(2)) };
  return { uri: pathUri(p, bytesShown), uriBaseId: '%SRCROOT%' };
}

function location(uri: string, line: number, column: number, bytesShown = false) {
  return {
    physicalLocation: {
      artifactLocation: artifactLocation(uri, bytesShown),
      region: { startLine: Math.max(1, line), startColumn: Math.max(1, column) },
    },
  };
}

/** GitHub code scanning's hard limit on results per run: a run over it is rejected whole. */
export const MAX_SARIF_RESULTS = 25_000;

/** How many results a SARIF report of these results leaves out (0 under the limit). */
export function sarifOmitted(results: readonly FileResult[], drift: readonly Drift[], extra = 0): number {
  let n = drift.length + extra;
  for (const r of results) n += r.findings.length;
  return Math.max(0, n - MAX_SARIF_RESULTS);
}

/**
 * The step warnings that are SARIF results: a warning on no file (path '') is not one, as
 * code scanning requires a result to have a location; it is a notification of the run's
 * invocation instead (sarifReport).
 */
function sarifPlaced(stepWarnings: readonly StepWarning[]): readonly StepWarning[] {
  return stepWarnings.filter((w) => w.path !== '');
}

/** The warning a SARIF report of these results needs (it is cut), else undefined. */
export function sarifCutWarning(
  results: readonly FileResult[],
  drift: readonly Drift[],
  /** The Action's own warnings, those on a file a result each besides (sarifPlaced). */
  stepWarnings: readonly StepWarning[] = [],
): string | undefined {
  const cut = sarifOmitted(results, drift, sarifPlaced(stepWarnings).length);
  return cut ? sarifCutMessage(cut + MAX_SARIF_RESULTS) : undefined;
}

/** Says what a cut SARIF report left out, and where the rest is. */
export function sarifCutMessage(total: number): string {
  return (
    `the SARIF report holds ${MAX_SARIF_RESULTS} of ${total} results (errors first): GitHub code scanning ` +
    `rejects a run of more than ${MAX_SARIF_RESULTS}; the JSON report (--format json; the Action's report-path) holds them all`
  );
}

/** GitHub code scanning's limit on a SARIF upload, gzipped (10 MB; taken as 10,000,000 bytes). */
export const MAX_SARIF_GZIP_BYTES = 10_000_000;

/**
 * The parts of a SARIF report as written, and, once written, a warning (`warn`) when it is
 * over the upload limit gzipped: code scanning would reject it whole, and the 25,000-result cut
 * does not bound its size (1,500 skills' drift, 50 names of 120 characters each, made 13.6 MB
 * gzipped). Text up to the limit is held, not compressed (gzip makes no text much larger); past
 * it, each part is compressed on its own, an estimate a little over the size of one stream.
 */
export function watchedForUpload(parts: Iterable<string>, warn: (message: string) => void): Iterable<string> {
  let warned = false;
  // Iterable again, as the parts are (a write in place after a failed rename takes them twice).
  return {
    *[Symbol.iterator]() {
      let raw = 0;
      let held: string[] = [];
      let gzipped = 0;
      for (const part of parts) {
        yield part;
        raw += Buffer.byteLength(part);
        held.push(part);
        if (raw > MAX_SARIF_GZIP_BYTES) {
          for (const h of held) gzipped += deflateRawSync(h).length;
          held = [];
        }
      }
      if (gzipped + 18 > MAX_SARIF_GZIP_BYTES && !warned) {
        warned = true;
        warn(
          `the SARIF report is about ${(gzipped / 1e6).toFixed(1)} MB gzipped (${(raw / 1e6).toFixed(1)} MB as written): GitHub code scanning rejects an upload over 10 MB gzipped, whole; narrow the run (fewer files, or fix the drift and findings first); the JSON report (--format json; the Action's report-path) has no such limit`,
        );
      }
    },
  };
}

/**
 * A result's message: as the text output and annotations show it, each quoted value over 120
 * characters cut to its start and its length (the JSON report keeps them whole). GitHub refuses
 * a SARIF upload over 10 MB gzipped, and 1,152 findings quoting 20,000-character tool names
 * made 17 MB.
 */
const sarifMessage = shown;

/** A result's `field` property, cut likewise past 200 characters (a key may be 1 MiB long). */
function sarifField(field: string): string {
  if (field.length <= 200) return field;
  const end = /[\uD800-\uDBFF]/.test(field[199]!) ? 199 : 200;
  return `${field.slice(0, end)}… (${field.length} characters)`;
}

/**
 * A message's text as SARIF plain text (§3.11.6): `[text](uri)` there is an embedded link,
 * which a viewer shows as one, so a value quoted from a SKILL.md (`id: "[Verified](https://x)"`)
 * could pass for a link of skillgate's. The `]` before each `(` is escaped (`\]`, a literal
 * bracket to a viewer; backslashes before it are doubled so that they stay literal too): no
 * link can form. Braces are doubled (below); every other character is as the other reports
 * show it.
 */
export function sarifText(text: string): string {
  // §3.11.5: `{0}` is a placeholder in a message (a reader fills it in, or fails on a lone
  // `{`); a literal brace is written doubled. A value quoted from a SKILL.md may hold them.
  const braced = /[{}]/.test(text) ? text.replace(/[{}]/g, '$&$&') : text;
  return braced.includes('](') ? braced.replace(/(\\*)\]\(/g, (_, bs: string) => `${bs}${bs}\\](`) : braced;
}

/**
 * Numbers in a field or message that move with the file: positions (`first defined at line 3,
 * column 1`, a keyring's `file:12`) and list indexes (`allowed_tools[2]`, which another item
 * added above shifts). Left out of fingerprints; the count tells equal findings apart.
 */
const MOVING = /\b((?:line|column)s?) \d+|\[\d+\]|:\d+\b/g;

/**
 * Gives each result `partialFingerprints`: without them, GitHub's upload computes one from the
 * text of the result's line, and every result of one rule on one line (five RequiredMissing
 * at 1:1, two UnknownTool in one flow list) becomes one alert. The identity is the rule, the
 * file, the field (or skill) and the message without its positions, so an alert follows its
 * finding when lines move, plus a count among results with the same identity.
 */
const unmoved = (m: string, words?: string) => words ?? (m.startsWith('[') ? '[]' : ':');

/**
 * Parts of a message that other files decide, left out of fingerprints as positions are: a
 * did-you-mean (`x-deprecated-by` names "zzz"; did you mean "zzy"?, which a new skill `zzy`
 * elsewhere adds) and the copies a DuplicateId names (a third copy adds itself to the first
 * two's messages). An alert stays the same alert when an unrelated file changes.
 */
const ELSEWHERE = /; did you mean "(?:[^"\\]|\\.)*"\?| is also declared by .*(?=: skill (?:id|name)s must be unique$)/g;

/**
 * A commit a message names (`against skillgate.lock at 07a7ea7`, `the base commit 07a7ea7`,
 * `--changed-since main (07a7ea7)`): it moves whenever the base branch does, and an alert
 * would close and open again as another on every unrelated merge. Left out of fingerprints.
 */
const COMMITS = /(?<=\b(?:commit|HEAD|at|since) | \()[0-9a-f]{7,64}\b/g;

function fingerprint(out: readonly Record<string, unknown>[], keys: readonly string[]): void {
  const seen = new Map<string, number>();
  out.forEach((x, i) => {
    const key = keys[i];
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const h = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}:${n}`;
    x.partialFingerprints = { 'skillgate/v1': h, primaryLocationLineHash: h };
  });
}

export function sarifReport(
  results: FileResult[],
  drift: Drift[],
  settings?: Pick<Settings, 'profile' | 'trust'> & Partial<Pick<Settings, 'rules'>>,
  /** Where a skill's lockfile entry is: a `removed` skill's file is gone, so its result points there. */
  lockEntry?: (id: string) => { file: string; line: number; column: number } | undefined,
  /** The Action's own warnings (LockfileRemoved, TrustWeakened, ...), each a result on its file. */
  stepWarnings: readonly StepWarning[] = [],
  /** SKILL.md files the config's include/exclude left out (a run property when there are any). */
  excluded = 0,
): Record<string, unknown> {
  const rules = sarifRules(settings ? { profile: settings.profile, rules: settings.rules ?? {} } : undefined);
  for (const code of new Set(stepWarnings.map((w) => w.code))) {
    rules.push(
      rule(
        code,
        undefined,
        STEP_WARNING_DOCS[code] ?? 'A warning of the GitHub Action itself about how this change is checked.',
        "See the message: the step checked this change with the base commit's settings, or without something it needs.",
        'warning',
        ['action'],
      ),
    );
  }
  const index = new Map(rules.map((r, i) => [r.id, i]));
  // A result's own artifact is at its own index (two files may be shown under one path: a
  // name that is not UTF-8 and a folder named like its spelling); drift finds its file's first.
  const artifactIndex = new Map<string, number>();
  results.forEach((r, i) => {
    if (!artifactIndex.has(r.path)) artifactIndex.set(r.path, i);
  });
  const withIndex = (loc: ReturnType<typeof location>, i: number | undefined) => {
    if (i !== undefined) (loc.physicalLocation.artifactLocation as Record<string, unknown>).index = i;
    return loc;
  };
  const out: Record<string, unknown>[] = [];
  const keys: string[] = [];
  const identity = (rule: string, file: string, what: string, message: string) =>
    [
      rule,
      file,
      what.replace(MOVING, unmoved),
      message.replace(ELSEWHERE, '').replace(COMMITS, '').replace(MOVING, unmoved),
    ].join('\0');
  for (const [ri, r] of results.entries()) {
    for (const f of r.findings) {
      keys.push(identity(f.code, r.path, f.field, f.message));
      out.push({
        ruleId: f.code,
        ruleIndex: index.get(f.code) ?? -1,
        level: f.severity,
        message: { text: sarifText(sarifMessage(f.message)) },
        locations: [withIndex(location(r.path, f.line, f.column, r.bytesShown), ri)],
        properties: { field: sarifField(f.field), outcome: r.outcome },
      });
    }
  }
  for (const d of drift) {
    const id = `drift/${d.kind}`;
    const entry = d.kind === 'removed' ? lockEntry?.(d.id) : undefined;
    keys.push(identity(id, entry ? entry.file : d.path, d.id, d.message));
    out.push({
      ruleId: id,
      ruleIndex: index.get(id) ?? -1,
      level: 'error',
      message: { text: sarifText(sarifMessage(d.message)) },
      locations: [
        entry
          ? location(entry.file, entry.line, entry.column)
          : withIndex(location(d.path, d.line, d.column), artifactIndex.get(d.path)),
      ],
      properties: { skill_id: d.id, escalation: d.escalation ?? false },
    });
  }
  const placed = sarifPlaced(stepWarnings);
  for (const w of placed) {
    keys.push(identity(w.code, w.path, '', w.message));
    out.push({
      ruleId: w.code,
      ruleIndex: index.get(w.code) ?? -1,
      level: 'warning',
      message: { text: sarifText(sarifMessage(w.message)) },
      // On a SKILL.md of the run (CapabilityEscalation, VersionNotBumped): its artifact's index.
      locations: [withIndex(location(w.path, w.line, w.column), artifactIndex.get(w.path))],
    });
  }
  fingerprint(out, keys);
  const omitted = Math.max(0, out.length - MAX_SARIF_RESULTS);
  let kept = out;
  if (omitted) {
    // GitHub code scanning rejects a whole run of more than 25,000 results: keep errors
    // first (drift included), then the step's own warnings (a handful, each about the whole
    // check), then the findings' warnings, each in report order, and say what was left out.
    let errorRoom = Math.min(out.filter((x) => x.level === 'error').length, MAX_SARIF_RESULTS);
    let stepRoom = Math.min(placed.length, MAX_SARIF_RESULTS - errorRoom);
    let room = MAX_SARIF_RESULTS - errorRoom - stepRoom;
    const step = new Set(out.slice(out.length - placed.length));
    kept = out.filter((x) => (x.level === 'error' ? errorRoom-- > 0 : step.has(x) ? stepRoom-- > 0 : room-- > 0));
  }
  // What concerns the run, not a place in a file: a step warning on no file (code scanning
  // takes no result without a location) and the cut, as the invocation's notifications.
  const notifications: Record<string, unknown>[] = stepWarnings
    .filter((w) => w.path === '')
    .map((w) => ({
      level: 'warning',
      message: { text: sarifText(sarifMessage(w.message)) },
      associatedRule: { id: w.code, index: index.get(w.code) ?? -1 },
    }));
  if (omitted) notifications.push({ level: 'warning', message: { text: sarifCutMessage(out.length) } });
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'skillgate',
            version: VERSION,
            semanticVersion: VERSION,
            informationUri: 'https://github.com/skillgate/skillgate',
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        columnKind: 'utf16CodeUnits',
        artifacts: results.map((r) => ({
          location: artifactLocation(r.path, r.bytesShown),
          properties: {
            skill_id: r.data?.id ?? null,
            outcome: r.outcome,
            effective_tools: r.effective_tools ?? [],
          },
        })),
        results: kept,
        ...(notifications.length
          ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }] }
          : {}),
        properties: {
          ...(settings ? { profile: settings.profile, trust: settings.trust } : {}),
          ...(omitted ? { results_total: out.length, results_omitted: omitted } : {}),
          ...(excluded ? { excluded_by_config: excluded } : {}),
        },
      },
    ],
  };
}

/**
 * reportText(sarifReport(...)) in parts (json.ts reportParts): the run's artifacts (one a
 * file) and results, written a part at a time.
 */
export function sarifParts(...args: Parameters<typeof sarifReport>): Iterable<string> {
  const report = sarifReport(...args);
  const run = (report.runs as Record<string, unknown>[])[0]!;
  const lists = (['artifacts', 'results'] as const).map((key) => {
    const items = run[key] as unknown[];
    run[key] = [];
    return { key, depth: 3, items };
  });
  return reportParts(report, lists);
}
