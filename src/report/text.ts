/**
 * Text report: `path:line:col: error CODE message` per finding (actionlint style), an
 * optional source line with a caret (terminals only), then a one-line summary.
 */
import type { FileResult } from '../core/engine.js';
import type { Drift } from '../lock/types.js';
import { summarize } from './summary.js';

export interface TextOptions {
  /** Returns a source line for the caret display, or undefined to skip it. */
  sourceLine?: (path: string, line: number) => string | undefined;
  color?: boolean;
  /** One bundle was named: print the seed's "✓ id vX — valid" line when it passes. */
  single?: boolean;
  excluded?: number;
}

const paint = (on: boolean | undefined, code: string, s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

/** Terminal-safe: control characters from the repository never reach the terminal raw. */
export function safe(s: string): string {
  return s
    .replace(/[\x00-\x08\x0b-\x1f\x7f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\n/g, '\\n');
}

function caret(src: string, column: number): string {
  const shown = safe(src.replace(/\r$/, '')).replace(/\t/g, ' ');
  const pad = Math.max(0, Math.min(column - 1, shown.length));
  return `    ${shown}\n    ${' '.repeat(pad)}^`;
}

export function textReport(results: FileResult[], drift: Drift[], durationMs: number, opts: TextOptions = {}): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const f of r.findings) {
      const sev = f.severity === 'error' ? paint(opts.color, '31', 'error') : paint(opts.color, '33', 'warning');
      lines.push(`${safe(r.path)}:${f.line}:${f.column}: ${sev} ${f.code} ${safe(f.message)}`);
      const src = opts.sourceLine?.(r.path, f.line);
      if (src !== undefined) lines.push(caret(src, f.column));
    }
  }
  for (const d of drift) {
    lines.push(
      `${safe(d.path)}:${d.line}:${d.column}: ${paint(opts.color, '31', 'error')} ${d.kind} ${safe(d.message)}`,
    );
  }
  const s = summarize(results, drift, durationMs);
  if (opts.single && results.length === 1 && s.errors === 0 && drift.length === 0 && results[0].data) {
    const d = results[0].data;
    lines.push(
      paint(opts.color, '32', `✓ ${d.id}${d.version ? ` v${d.version}` : ''} — valid`) +
        (s.warnings ? ` (${s.warnings} warning${s.warnings === 1 ? '' : 's'})` : ''),
    );
    return lines.join('\n') + '\n';
  }
  const invalid = results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
  const parts = [`${s.files} file${s.files === 1 ? '' : 's'} checked`, `${s.files - invalid} ok`, `${invalid} invalid`];
  parts.push(`${s.errors} error${s.errors === 1 ? '' : 's'}`, `${s.warnings} warning${s.warnings === 1 ? '' : 's'}`);
  if (drift.length) parts.push(`${drift.length} lock drift`);
  if (opts.excluded) parts.push(`${opts.excluded} excluded by config`);
  const mark = s.errors || drift.length ? paint(opts.color, '31', '✖') : paint(opts.color, '32', '✓');
  lines.push(`${mark} skillgate: ${parts.join(', ')} (${Math.round(durationMs)} ms)`);
  return lines.join('\n') + '\n';
}
