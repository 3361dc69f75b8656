/** Counts shared by every report: outcomes, findings, drift. */
import { OUTCOMES, type Outcome } from '../core/diagnostic.js';
import type { FileResult } from '../core/engine.js';
import type { Drift } from '../lock/types.js';

export type Summary = Record<Outcome, number> & {
  files: number;
  errors: number;
  warnings: number;
  drift: number;
  duration_ms: number;
};

export function summarize(results: FileResult[], drift: Drift[], durationMs: number): Summary {
  const s = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  let errors = 0;
  let warnings = 0;
  for (const r of results) {
    s[r.outcome]++;
    for (const f of r.findings) {
      // The finding that stands for those a file's cap left out counts as they do.
      if (f.omitted) {
        errors += f.omitted.errors;
        warnings += f.omitted.warnings;
      } else if (f.severity === 'error') errors++;
      else warnings++;
    }
  }
  return {
    files: results.length,
    ...s,
    errors,
    warnings,
    drift: drift.length,
    duration_ms: Math.round(durationMs * 1000) / 1000,
  };
}

export function overallStatus(results: FileResult[], drift: Drift[]): 'ok' | 'invalid' | 'drift' {
  if (results.some((r) => r.findings.some((f) => f.severity === 'error'))) return 'invalid';
  return drift.length ? 'drift' : 'ok';
}
