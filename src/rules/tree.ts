/** Rules that need the whole tree: `deprecated-by` (ADR-028). */
import type { Settings } from '../core/config-types.js';
import { outcomeOf } from '../core/diagnostic.js';
import { orderFindings, type FileResult } from '../core/engine.js';
import { didYouMean } from '../core/suggest.js';
import { severityOf } from './index.js';

/**
 * A deprecated stub (ADR-028) points at the skill that replaces it with
 * `x-deprecated-by: <id>`; the target must exist in the tree. `moreIds` is asked only
 * when a target is not among `results` (e.g. pre-commit passed just the staged files):
 * it lists the ids of the whole tree.
 */
export function runTreeRules(results: FileResult[], settings: Settings, moreIds?: () => Set<string>): void {
  const severity = severityOf('deprecated-by', settings);
  if (severity === 'off') return;
  const ids = new Set(results.map((r) => r.data?.id).filter((x): x is string => !!x));
  const idField = settings.profile === 'agentskills' ? 'name' : 'id';
  for (const r of results) {
    const d = r.data;
    if (!d || !Object.prototype.hasOwnProperty.call(d.x_extensions, 'x-deprecated-by')) continue;
    const target = d.x_extensions['x-deprecated-by'];
    const at = d.positions['x-deprecated-by'] ?? { line: 1, column: 1 };
    let message: string | undefined;
    if (typeof target !== 'string' || !target)
      message = `x-deprecated-by must be the ${idField} of the skill that replaces this one; got ${target === '' ? 'an empty string' : JSON.stringify(target ?? null)}`;
    else if (target === d.id)
      message = `x-deprecated-by names this skill itself (${JSON.stringify(target)}); name the skill that replaces it`;
    else if (!ids.has(target)) {
      const all = moreIds ? new Set([...ids, ...moreIds()]) : ids;
      if (!all.has(target))
        message = `x-deprecated-by names ${JSON.stringify(target)}, but no skill with that ${idField} is in the tree${didYouMean(target, [...all])}`;
    }
    if (!message) continue;
    r.findings.push({
      field: 'x-deprecated-by',
      code: 'deprecated-by',
      message,
      line: at.line,
      column: at.column,
      severity,
    });
    r.findings = orderFindings(r.findings);
    r.outcome = outcomeOf(r.findings);
  }
}
