/**
 * JSON reports (SPEC §5): the seed's single-bundle shape, and the multi-file report.
 * Pure functions of the results.
 */
import { randomBytes } from 'node:crypto';
import type { FileResult } from '../core/engine.js';
import type { Finding } from '../core/diagnostic.js';
import type { Drift } from '../lock/types.js';
import { overallStatus, summarize } from './summary.js';
import { safe } from './text.js';

/**
 * A message as every report shows it (text.ts `safe`): a control, bidirectional or invisible
 * character of a quoted value is spelled out (`\u202e`), as C0 ones already are by the
 * quoting, so that `jq -r` or a viewer never prints it raw. Values (`path`, `id`, …) stay as they are.
 */
export const shownMessage = safe;

function finding(f: Finding) {
  return {
    field: f.field,
    code: f.code,
    message: shownMessage(f.message),
    line: f.line,
    column: f.column,
    severity: f.severity,
  };
}

export function fileJson(r: FileResult): Record<string, unknown> {
  const errors = r.findings.filter((f) => f.severity === 'error').map(finding);
  const warnings = r.findings.filter((f) => f.severity === 'warning').map(finding);
  const d = r.data;
  if (errors.length === 0 && d && 'metadata' in d) {
    // Profile agentskills: its own fields, keyed by `name` (id holds the NFKC identity).
    const a = d as typeof d & {
      name?: string;
      license?: string;
      compatibility?: string;
      metadata: Record<string, string>;
    };
    return {
      status: 'ok',
      name: a.name ?? a.id,
      id: a.id,
      version: a.version ?? '',
      description: a.description,
      // The seed's shape (SPEC §5) holds both lists; agentskills.io grants no memory scopes.
      allowed_memory_scopes: [],
      allowed_tools: a.allowed_tools,
      path: r.path,
      outcome: r.outcome,
      license: a.license ?? null,
      compatibility: a.compatibility ?? null,
      metadata: a.metadata,
      signature: a.signature ?? null,
      x_extensions: oneLineEach(a.x_extensions),
      effective_tools: r.effective_tools ?? [],
      frontmatter_hash: r.hash ?? null,
      warnings,
      duration_ms: r.duration_ms,
    };
  }
  if (errors.length === 0 && d) {
    return {
      status: 'ok',
      id: d.id,
      version: d.version,
      allowed_memory_scopes: d.allowed_memory_scopes,
      allowed_tools: d.allowed_tools,
      path: r.path,
      outcome: r.outcome,
      description: d.description,
      disallowed_tools: d.disallowed_tools,
      sync_class: d.sync_class,
      tenant_scope: d.tenant_scope,
      tags: d.tags,
      effort_minutes: d.effort_minutes ?? null,
      min_broker_version: d.min_broker_version ?? null,
      max_broker_version: d.max_broker_version ?? null,
      signature: d.signature ?? null,
      x_extensions: oneLineEach(d.x_extensions),
      effective_tools: r.effective_tools ?? [],
      frontmatter_hash: r.hash ?? null,
      warnings,
      duration_ms: r.duration_ms,
    };
  }
  const out: Record<string, unknown> = { status: 'invalid', path: r.path, outcome: r.outcome };
  // Profile agentskills keys a skill by `name`, as its ok shape says it (when it was read).
  const name = d && 'metadata' in d ? (d as typeof d & { name?: string }).name : undefined;
  if (name !== undefined) out.name = name;
  if (d?.id !== undefined) out.id = d.id;
  // An agentskills skill without metadata.version has none: its "" is only the lock's.
  if (d?.version !== undefined && !(d.version === '' && 'metadata' in d)) out.version = d.version;
  out.errors = errors;
  out.warnings = warnings;
  // SPEC §7: every file's entry carries effective_tools; a file that did not parse grants none.
  out.effective_tools = r.effective_tools ?? [];
  out.duration_ms = r.duration_ms;
  return out;
}

/** Where a removed skill's entry is in the lockfile (its file is gone: `path`, `line` and `column` are the skill's). */
export type LockEntryAt = (id: string) => { file: string; line: number; column: number } | undefined;

export function driftJson(d: Drift, lockEntry?: LockEntryAt): Record<string, unknown> {
  const at = d.kind === 'removed' ? lockEntry?.(d.id) : undefined;
  const shown = { ...d, message: shownMessage(d.message) };
  return at ? { ...shown, lockfile: { path: at.file, line: at.line, column: at.column } } : shown;
}

/**
 * A warning of the Action's own, on a file that is no SKILL.md (LockfileRemoved on the
 * lockfile, TrustWeakened on the config, ...): a finding with the file it is on.
 */
export interface StepWarning {
  code: string;
  message: string;
  path: string;
  line: number;
  column: number;
  severity: 'warning';
}

/**
 * The report of several files. `stepWarnings` (the Action's): counted in summary.warnings
 * and listed in `step_warnings`, present only when there is one.
 */
export function multiJson(
  results: FileResult[],
  drift: Drift[],
  durationMs: number,
  stepWarnings: readonly StepWarning[] = [],
  /** SKILL.md files the config's include/exclude left out: `summary.excluded`, when any. */
  excluded = 0,
  lockEntry?: LockEntryAt,
  /** False for multiJsonParts: `files` is left empty, to be written a part at a time. */
  withFiles = true,
): Record<string, unknown> {
  const summary: ReturnType<typeof summarize> & { excluded?: number } = summarize(results, drift, durationMs);
  if (stepWarnings.length) summary.warnings += stepWarnings.length;
  if (excluded) summary.excluded = excluded;
  return {
    status: overallStatus(results, drift),
    summary,
    files: withFiles ? results.map(fileJson) : [],
    drift: drift.map((d) => driftJson(d, lockEntry)),
    ...(stepWarnings.length
      ? { step_warnings: stepWarnings.map((w) => ({ ...w, message: shownMessage(w.message) })) }
      : {}),
  };
}

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `s` with each lone surrogate written as the text `\uD800` (six characters). */
function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A report (JSON or SARIF) as the text written out. JSON.stringify writes a lone surrogate
 * (a key `"x-\uD800"` of a hostile SKILL.md, named in a finding's `field`) as the escape
 * `\ud800`: JSON by its grammar, but jq and other strict readers reject the whole report.
 * Only when one is there, every string and key is rewritten with it spelled out as text.
 */
export function reportText(value: unknown): string {
  return jsonText(value) + '\n';
}

/** reportText without the line end. */
function jsonText(value: unknown): string {
  const text = indentedText(value, false);
  if (!/\\ud[89a-f][0-9a-f]{2}/.test(text)) return text;
  return indentedText(value, true);
}

/** A lone surrogate spelled out, in a string or a key. */
function wellFormedValue(_key: string, v: unknown): unknown {
  if (typeof v === 'string') return wellFormed(v);
  if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => wellFormed(k) !== k))
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), x]));
  return v;
}

/**
 * An `x_extensions` value, written on one line where the report is indented: a skill's own
 * nested `x-` value (62 lists deep, a leaf every 2 bytes) indented leaf by leaf made 68 MB of
 * report from a 1 MiB SKILL.md. Written by indentedText, it stands in as a placeholder (a
 * string no report holds: a NUL and a random token) for its compact text; elsewhere as itself.
 */
class OneLine {
  constructor(readonly value: unknown) {}
  toJSON(): unknown {
    if (!writing) return this.value;
    writing.compact.push(JSON.stringify(this.value, writing.wellFormedOnly ? wellFormedValue : undefined));
    return writing.token + (writing.compact.length - 1);
  }
}
let writing: { token: string; compact: string[]; wellFormedOnly: boolean } | undefined;

/** A skill's `x_extensions`, each value to be written on one line (OneLine). */
function oneLineEach(x: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!x) return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[k] = v !== null && typeof v === 'object' ? new OneLine(v) : v;
  return out;
}

/** JSON indented by 2, each OneLine value on one line. */
function indentedText(value: unknown, wellFormedOnly: boolean): string {
  const token = `\u0000${randomBytes(8).toString('hex')}:`;
  const compact: string[] = [];
  writing = { token, compact, wellFormedOnly };
  let text: string;
  try {
    text = wellFormedOnly ? JSON.stringify(value, wellFormedValue, 2) : JSON.stringify(value, null, 2);
  } finally {
    writing = undefined;
  }
  if (!compact.length) return text;
  const at = new RegExp(`"\\\\u0000${token.slice(1)}(\\d+)"`, 'g');
  return text.replace(at, (_, i: string) => compact[Number(i)]!);
}

/**
 * How many entries a part of reportParts holds: ~70 KB of text in the bench's files, under
 * V8's large-object size (~128 KB), past which each text is a mapping of its own that only a
 * full collection frees (256 a part: 165 MB peak RSS at 10,000 files, 64: 146 MB).
 */
const ITEMS_PER_PART = 64;

/** A list of a report written in parts: `key`'s value, `depth` objects down (1: a top-level key). */
export interface ReportList {
  key: string;
  depth: number;
  items: readonly unknown[];
  /** What each item is written as (made a part at a time), when not the item itself. */
  map?: (item: never) => unknown;
}

/**
 * reportText of a report whose long lists (`lists`: each left empty in `outline`, where its
 * key stands once at its depth) are written a part at a time: the same bytes, each part made
 * when the one before it has been taken, and made again from the start when iterated again (a
 * report file written in place after its temp file failed). 10,000 files make 10.7 MB of
 * JSON, which as one text was held two and three times over while it was written (its
 * objects, the text, the text with its line end, the bytes written): ~25 MB of peak RSS.
 * Each part is JSON.stringify's text of the same items as deep down as the report has them (a
 * line end is only ever between tokens, never in a string), so a lone surrogate is spelled
 * out in a part as reportText spells it out in the whole.
 */
export function reportParts(outline: unknown, lists: readonly ReportList[]): Iterable<string> {
  return { [Symbol.iterator]: () => parts(outline, lists) };
}

function* parts(outline: unknown, lists: readonly ReportList[]): Generator<string, void, undefined> {
  const text = jsonText(outline);
  const holes = lists
    .filter((l) => l.items.length)
    .map((l) => {
      const at = `\n${'  '.repeat(l.depth)}${JSON.stringify(l.key)}: []`;
      const i = text.indexOf(at);
      if (i < 0 || text.indexOf(at, i + 1) >= 0) throw new Error(`the report has no one place for its ${l.key}`);
      return { list: l, close: i + at.length - 1 };
    })
    .sort((a, b) => a.close - b.close);
  let from = 0;
  let lead = '';
  for (const { list, close } of holes) {
    yield lead + text.slice(from, close);
    const indent = '  '.repeat(list.depth);
    const partOf = (from: number, to: number): string => {
      let batch: unknown = list.items.slice(from, to);
      if (list.map) batch = (batch as never[]).map(list.map);
      // [items] inside depth objects of one key `x` puts them as deep as the report has them:
      // after the first `[` (no key of x's holds one), up to the line end before the last `]`.
      for (let d = 0; d < list.depth; d++) batch = { x: batch };
      const t = jsonText(batch);
      return t.slice(t.indexOf('[') + 1, t.lastIndexOf(']') - 1 - indent.length);
    };
    for (let i = 0; i < list.items.length; i += ITEMS_PER_PART) {
      const end = Math.min(i + ITEMS_PER_PART, list.items.length);
      let part: string | undefined;
      try {
        part = partOf(i, end);
      } catch (e) {
        // Past the longest string V8 makes (~512 MB: files of huge findings): one item a part.
        if (!(e instanceof RangeError)) throw e;
      }
      if (part !== undefined) yield (i === 0 ? '' : ',') + part;
      else for (let k = i; k < end; k++) yield (k === 0 ? '' : ',') + partOf(k, k + 1);
    }
    lead = '\n' + indent;
    from = close;
  }
  yield lead + text.slice(from) + '\n';
}

/** reportText(multiJson(...)) in parts (reportParts): each file's entry made as its part is. */
export function multiJsonParts(...args: Parameters<typeof multiJson>): Iterable<string> {
  const [results, drift, durationMs, stepWarnings, excluded, lockEntry] = args;
  const outline = multiJson(results, drift, durationMs, stepWarnings, excluded, lockEntry, false);
  return reportParts(outline, [{ key: 'files', depth: 1, items: results, map: fileJson }]);
}
