/**
 * The job summary (Markdown): outcome, files checked, a table of findings, lock drift,
 * capability changes against the base lock, and notes. Repository text is escaped so it
 * renders as text; the whole stays under GitHub's 1 MiB step-summary limit.
 */
import { nameCut, OUTCOMES, quoteCut, QUOTE_CUT } from '../core/diagnostic.js';
import type { FileResult } from '../core/engine.js';
import type { Drift } from '../lock/types.js';
import { summarize } from '../report/summary.js';
import { safe, shown } from '../report/text.js';
import { LISTED_NAMES } from '../lock/diff.js';
import type { CapabilityChange } from './baseline.js';
import type { Removed } from './changed-files.js';
import { declaredOf } from '../rules/v1.js';

/** GitHub rejects a step summary over 1 MiB; keep a margin for what follows the tables. */
export const SUMMARY_LIMIT = 1024 * 1024 - 16 * 1024;

export interface SummaryInput {
  version: string;
  how: string;
  fallback?: string;
  results: FileResult[];
  drift: Drift[];
  lockChecked: boolean;
  lockfile: string;
  /** Where a lockfile entry is: a `removed` drift item is shown there, as in the log and the annotations. */
  lockEntry?: (id: string) => { file: string; line: number; column: number } | undefined;
  /** SKILL.md files deleted or renamed away by the change. */
  removed: Removed[];
  /** `lockfile`: the base commit's, when not `lockfile` (a push that moved it). */
  capabilities?: { base: string; changes: CapabilityChange[]; lockfile?: string } | { note: string };
  keyring?: { file: string; changed: boolean; source: string; warning?: string };
  /** The step's own warnings (trust weakened, lockfile moved or removed, scope changed, files no check reads): callouts a reviewer must not miss. */
  warnings?: string[];
  /** What the step could not write (a report, its outputs): it fails on them. */
  problems?: string[];
  /** Notes: how the run went (annotation limits, no file matched). */
  notes: string[];
  /** How many warnings of the step's own (shown in `warnings` and the keyring callout): counted in the headline. */
  stepWarnings?: number;
  /** SKILL.md files the config's include/exclude left out: in the headline, when any. */
  excluded?: number;
  reportPath?: string;
  sarifPath?: string;
  failOn: string;
  failed: boolean;
  durationMs: number;
}

/** Escapes every ASCII punctuation character (CommonMark backslash escapes) and flattens control characters. */
export function md(s: string): string {
  // Bidi controls, zero-width characters and C1 controls shown as escapes (`safe`), as in the
  // log: a file name cannot read one way and be another.
  return safe(s.replace(/[\r\n\t]+/g, ' ').replace(/[\x00-\x1f\x7f\u2028\u2029]/g, '')).replace(
    /[!-/:-@[-`{-~]/g,
    (c) => `\\${c}`,
  );
}

/**
 * A file name as Markdown: as `md`, but a line break or tab in it is shown as `\n` / `\t`,
 * as the log shows it (flattened to a space, `a\nb` and `a b` read as one name).
 */
export function mdName(s: string): string {
  return md(safe(s));
}

/**
 * A declared tool name (or a memory scope) in a list of them: as it is when it reads as one name, else quoted with
 * what it holds spelled out (`"Read, Bash"`, `"Gre\u0000p"`), as the findings show it: flattened
 * or joined with `, `, a name could read as another, or as two.
 */
export function mdTool(s: string): string {
  if (s.length > QUOTE_CUT) return mdName(quoteCut(s));
  return s === '' || /[\s,"\\]/.test(s) || safe(s) !== s ? mdName(JSON.stringify(s)) : md(s);
}

/** Names in a cell, at most LISTED_NAMES of them (a skill may declare 100,000), each as `name` shows it. */
function names<T>(xs: readonly T[], name: (x: T) => string): string {
  if (xs.length <= LISTED_NAMES) return xs.map(name).join(', ');
  return `${xs.slice(0, LISTED_NAMES).map(name).join(', ')} and ${xs.length - LISTED_NAMES} more`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A line of the step's own that quotes repository text (a note, a warning, a file name from
 * the config): at most `max` characters, cut in the middle, so that a pull request's config
 * cannot push the summary past GitHub's limit or crowd out the findings. Never splits a
 * surrogate pair.
 */
export function brief(s: string, max = 2000): string {
  if (s.length <= max) return s;
  let head = Math.floor((max * 3) / 4);
  let tail = s.length - Math.floor(max / 4);
  if (/[\ud800-\udbff]/.test(s[head - 1])) head--;
  if (/[\udc00-\udfff]/.test(s[tail])) tail++;
  return `${s.slice(0, head)} … (${tail - head} characters cut) … ${s.slice(tail)}`;
}

export function buildSummary(full: SummaryInput, limit = SUMMARY_LIMIT): string {
  const input: SummaryInput = {
    ...full,
    how: brief(full.how),
    fallback: full.fallback === undefined ? undefined : brief(full.fallback),
    lockfile: brief(full.lockfile, 512),
    warnings: (full.warnings ?? []).map((n) => brief(n)),
    problems: (full.problems ?? []).map((n) => brief(n)),
    notes: full.notes.map((n) => brief(n)),
    reportPath: full.reportPath === undefined ? undefined : brief(full.reportPath, 512),
    sarifPath: full.sarifPath === undefined ? undefined : brief(full.sarifPath, 512),
  };
  const s = summarize(input.results, input.drift, input.durationMs);
  s.warnings += input.stepWarnings ?? 0;
  const invalid = input.results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
  const parts: string[] = [];
  // The lists below the tables take at most a quarter of the limit each: a pull request
  // that removes or adds thousands of skills must not push the summary past 1 MiB.
  const capped = (rows: string[], more: (n: number) => string, share = 4): string[] => {
    let room = Math.floor(limit / share);
    let n = 0;
    while (n < rows.length && Buffer.byteLength(rows[n]) + 1 <= room) room -= Buffer.byteLength(rows[n++]) + 1;
    return n < rows.length ? [...rows.slice(0, n), `\n_${more(rows.length - n)}_`] : rows;
  };
  const mark = input.failed ? '❌' : s.errors || s.drift || s.warnings ? '⚠️' : '✅';
  const headline = [
    `${plural(s.files, 'SKILL.md file')} checked`,
    `${invalid} invalid`,
    plural(s.errors, 'error'),
    plural(s.warnings, 'warning'),
  ];
  if (input.lockChecked) headline.push(`${s.drift} lock drift`);
  if (input.excluded) headline.push(`${input.excluded} excluded by config`);
  parts.push(`## ${mark} skillgate\n`);
  parts.push(`**${headline.join(' · ')}**\n`);
  parts.push(`${mdName(input.how)}${input.fallback ? `: ${mdName(input.fallback)}` : ''}.\n`);
  // What failed the step beside the findings, first; then the step's own warnings under the
  // headline: a reviewer reads them before the tables.
  for (const p of input.problems ?? []) parts.push(`> [!CAUTION]\n> ${mdName(p)}\n`);
  if (input.keyring?.changed) {
    parts.push(`> [!WARNING]\n> ${mdName(brief(keyringChangedText(input.keyring.file, input.keyring.source)))}\n`);
  }
  if (input.keyring?.warning) parts.push(`> [!WARNING]\n> ${mdName(brief(input.keyring.warning))}\n`);
  // One per link, nested repository, ...: as many as a pull request adds, so capped too (an
  // eighth of the limit each, the warnings and the notes: the lists below take a quarter each).
  const callouts = (kind: string, list: readonly string[], what: string) =>
    capped(
      list.map((w) => `> [!${kind}]\n> ${mdName(w)}\n`),
      (n) => `${n} more ${what}${n === 1 ? ' is' : 's are'} in the log.`,
      8,
    );
  parts.push(...callouts('WARNING', input.warnings ?? [], 'warning'));
  parts.push(...callouts('NOTE', input.notes, 'note'));

  parts.push('| outcome | files |\n|---|---:|');
  for (const o of OUTCOMES) parts.push(`| ${o} | ${s[o]} |`);
  parts.push('');

  const tail: string[] = [];
  if (input.removed.length) {
    tail.push(`### Removed SKILL.md files\n`);
    const rows = input.removed.map(
      (r) =>
        `- ${mdName(r.path)}${r.to ? ` (renamed to ${mdName(r.to)})` : ' (deleted)'}` +
        (input.lockChecked && r.pinned
          ? r.to
            ? `: its entry in ${mdName(input.lockfile)} must follow it`
            : `: its skill must leave ${mdName(input.lockfile)}`
          : ''),
    );
    tail.push(...capped(rows, (n) => `${n} more removed ${n === 1 ? 'file is' : 'files are'} in the log.`));
    tail.push('');
  }
  if (input.capabilities) {
    tail.push('### Capability changes against the base lock\n');
    if ('note' in input.capabilities) tail.push(`Not compared: ${mdName(brief(input.capabilities.note))}.\n`);
    else if (!input.capabilities.changes.length)
      tail.push(
        `No skill gains a tool or memory scope compared with ${mdName(input.capabilities.lockfile ?? input.lockfile)} at ${input.capabilities.base}.\n`,
      );
    else {
      tail.push(
        `Compared with ${mdName(input.capabilities.lockfile ?? input.lockfile)} at ${input.capabilities.base}.\n`,
      );
      const rows = input.capabilities.changes.map((c) => {
        const tools = names(c.tools, (t) => `${mdTool(t.name)} (${t.class ?? 'unclassified'})`) || '—';
        const scopes = names(c.scopes, mdTool) || '—';
        const note = c.isNew ? ' (new)' : c.renamedFrom !== undefined ? ` (was ${md(c.renamedFrom)})` : '';
        return `| ${md(nameCut(c.id))}${note} | ${mdName(c.path)} | ${tools} | ${scopes} |`;
      });
      const kept = capped(
        rows,
        (n) => `${n} more ${n === 1 ? 'skill gains' : 'skills gain'} capabilities; every one is in the log.`,
      );
      // No row fits (one skill gaining 1 MiB of tools): no table header without rows.
      if (kept.length > 1 || kept[0] === rows[0])
        tail.push('| skill | file | gains tools | gains memory scopes |\n|---|---|---|---|');
      tail.push(...kept);
      tail.push('');
    }
  }
  const files = [
    input.reportPath && `JSON report: ${mdName(input.reportPath)}`,
    input.sarifPath && `SARIF: ${mdName(input.sarifPath)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  tail.push(
    `<sub>skillgate ${md(input.version)} · fail\\-on: ${md(input.failOn)} · ${Math.round(input.durationMs)} ms${files ? ` · ${files}` : ''}</sub>\n`,
  );
  const tailText = tail.join('\n');

  // Tables last to first in priority: findings, then drift, cut when the limit nears.
  let size = Buffer.byteLength(parts.join('\n')) + Buffer.byteLength(tailText) + 1024;
  const add = (line: string): boolean => {
    const n = Buffer.byteLength(line) + 1;
    if (size + n > limit) return false;
    parts.push(line);
    size += n;
    return true;
  };

  const errorRows: string[] = [];
  const warningRows: string[] = [];
  for (const r of input.results) {
    for (const f of r.findings) {
      (f.severity === 'error' ? errorRows : warningRows).push(
        `| ${f.severity === 'error' ? '❌ error' : '⚠️ warning'} | ${mdName(r.path)} | ${f.line}:${f.column} | ${md(f.code)} | ${mdName(shown(f.message))} |`,
      );
    }
  }
  const driftRows = input.lockChecked
    ? input.drift.map((d) => {
        const at = (d.kind === 'removed' ? input.lockEntry?.(d.id) : undefined) ?? {
          file: d.path,
          line: d.line,
          column: d.column,
        };
        return `| ${md(d.kind)}${d.escalation ? ' ⬆️' : ''} | ${mdName(nameCut(d.id))} | ${mdName(at.file)} | ${at.line}:${at.column} | ${mdName(shown(d.message))} |`;
      })
    : [];

  // What fails the step gets the room first: errors (leaving drift a share when there is
  // drift), then drift, then the rest of the errors, then warnings. 20,000 warnings must not
  // crowd out the drift that failed the step.
  const TABLE_OVERHEAD = 400;
  let room = limit - size - 3 * TABLE_OVERHEAD;
  const take = (body: string[], from: number, cap: number): number => {
    let n = from;
    while (n < body.length) {
      const cost = Buffer.byteLength(body[n]) + 1;
      if (cost > room || cost > cap) break;
      room -= cost;
      cap -= cost;
      n++;
    }
    return n;
  };
  let errorsShown = take(errorRows, 0, driftRows.length ? Math.floor(room * 0.6) : room);
  const driftShown = take(driftRows, 0, room);
  errorsShown = take(errorRows, errorsShown, room);
  const warningsShown = take(warningRows, 0, room);

  /** A titled table of the rows chosen above, then a note of what was left out. */
  const table = (title: string, header: string, body: string[], left: number, more: (n: number) => string): void => {
    add(title);
    add(header);
    for (const row of body) parts.push(row);
    size += body.reduce((n, row) => n + Buffer.byteLength(row) + 1, 0);
    if (left > 0) parts.push(`\n_${more(left)}_`);
    parts.push('');
  };

  const findingRows = errorRows.slice(0, errorsShown).concat(warningRows.slice(0, warningsShown));
  const findingsLeft = errorRows.length - errorsShown + warningRows.length - warningsShown;
  if (errorRows.length + warningRows.length) {
    table(
      '### Findings\n',
      '| severity | file | line:col | code | message |\n|---|---|---|---|---|',
      findingRows,
      findingsLeft,
      (n) =>
        `${n} more findings are not shown here (${plural(errorRows.length - errorsShown, 'error')}, ${plural(warningRows.length - warningsShown, 'warning')}; the summary is limited to 1 MiB); every finding is in the log and the report files.`,
    );
  } else if (input.results.length) {
    // The headline counts the step's own warnings (an escalation, a file no check reads): "No
    // findings." beside "2 warnings" read as a contradiction.
    const own = input.stepWarnings ?? 0;
    add(
      own
        ? `No findings in the files checked; the ${own === 1 ? 'warning counted above is' : `${own} warnings counted above are`} the step's own (in this summary's other sections, and in the log).\n`
        : 'No findings.\n',
    );
  }

  if (input.lockChecked) {
    if (driftRows.length) {
      table(
        `### Lock drift (${mdName(input.lockfile)})\n`,
        '| kind | skill | file | line:col | message |\n|---|---|---|---|---|',
        driftRows.slice(0, driftShown),
        driftRows.length - driftShown,
        (n) => `${n} more drift items are in the log and the report files.`,
      );
    } else add(`The lock check found no drift against ${mdName(input.lockfile)}.\n`);
  }

  // ADR-028: what each checked skill may actually use (declared ∩ profile ∩ classified).
  const list = (xs: string[]) => (xs.length ? names(xs, mdTool) : '—');
  const toolRows = input.results
    .filter((r) => r.data?.id)
    .map(
      (r) =>
        // Every name the skill declares, unknown ones too (they are findings above, never effective).
        `| ${md(nameCut(r.data!.id!))} | ${mdName(r.path)} | ${list(declaredOf(r.data!, 'allowed_tools'))} | ${list(r.effective_tools ?? [])} |`,
    );
  if (toolRows.length) {
    const before = parts.length;
    const headed = add('### Effective tools\n') && add('| skill | file | declared | effective |\n|---|---|---|---|');
    let shown = 0;
    while (headed && shown < toolRows.length && add(toolRows[shown])) shown++;
    if (shown === 0) {
      // No row fits: no table head without a body, one line instead.
      parts.length = before;
      parts.push(
        `### Effective tools\n\n_The effective tools of ${toolRows.length} skills are in the report files (the summary is limited to 1 MiB)._`,
      );
    } else if (shown < toolRows.length)
      parts.push(`\n_${toolRows.length - shown} more skills are in the report files._`);
    parts.push('');
  }
  parts.push(tailText);
  return parts.join('\n');
}

/** What to say about a change that edits the trusted keyring. */
export function keyringChangedText(file: string, source: string): string {
  const how =
    source === 'base commit'
      ? "signatures were checked against the base commit's copy, so a key it adds counts only after merge"
      : source === 'revocations'
        ? "in trust mode local only its revocations count, and both the base commit's copy's and this change's apply, so a revocation it removes counts only after merge"
        : source === 'base revocations'
          ? "in trust mode local only its revocations count; this change moves the keyring, so the base commit's copy's apply, and the moved copy's count only after merge"
          : source === 'own revocations'
            ? "in trust mode local only its revocations count, and the base commit's copy could not be read, so this change's apply"
            : 'the keyring is not in use for this run';
  return `This change edits the trusted keyring ${file}: ${how}. Review every added or removed key before merging.`;
}

/** A short summary for a run that stopped on a usage error. */
export function errorSummary(version: string, message: string): string {
  return `## ❌ skillgate\n\nThe check did not run: ${md(brief(message, 8000))}\n\n<sub>skillgate ${md(version)}</sub>\n`;
}
