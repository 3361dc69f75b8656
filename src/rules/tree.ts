/** Rules that need the whole tree: `deprecated-by` (ADR-028). */
import type { Settings } from '../core/config-types.js';
import { outcomeOf } from '../core/diagnostic.js';
import { orderFindings, type FileResult } from '../core/engine.js';
import { severityOf } from './index.js';

/**
 * `moreIds` is asked only when a target is not among `results` (e.g. pre-commit passed
 * just the staged files): it lists the ids of the whole tree.
 */
export function runTreeRules(results: FileResult[], settings: Settings, moreIds?: () => Set<string>): void {
  const sev = severityOf('deprecated-by', settings, 'error');
  if (sev === 'off') return;
  const ids = new Set(results.map((r) => r.data?.id).filter((x): x is string => !!x));
  for (const r of results) {
    const d = r.data;
    if (!d || !('x-deprecated-by' in d.x_extensions)) continue;
    const target = d.x_extensions['x-deprecated-by'];
    const at = d.positions['x-deprecated-by'] ?? { line: 1, column: 1 };
    let message: string | undefined;
    if (typeof target !== 'string' || !target)
      message = 'x-deprecated-by must name the id of the skill that replaces this one';
    else if (target === d.id) message = `x-deprecated-by names this skill itself ("${target}")`;
    else if (!ids.has(target) && !(moreIds && moreIds().has(target)))
      message = `x-deprecated-by names "${target}", but no skill with that id is in the tree`;
    if (!message) continue;
    r.findings.push({
      field: 'x-deprecated-by',
      code: 'deprecated-by',
      message,
      line: at.line,
      column: at.column,
      severity: sev,
    });
    r.findings = orderFindings(r.findings);
    r.outcome = outcomeOf(r.findings);
  }
}
