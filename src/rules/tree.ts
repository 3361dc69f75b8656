/** Rules that need the whole tree: `deprecated-by` (ADR-028). */
import type { Settings } from '../core/config-types.js';
import { outcomeWith } from '../core/diagnostic.js';
import { orderFindings, type FileResult } from '../core/engine.js';
import { didYouMeanWithin, meanText, suggestCost, type SuggestBudget } from '../core/suggest.js';
import { severityOf } from './index.js';
import { valueAt } from '../lock/positions.js';

/** What a run may spend on did-you-means for missing targets (see SuggestBudget). */
const SUGGEST_BUDGET = 50_000_000;

/**
 * Under `validate --staged` (the hooks), the tree is what the commit holds: `held` tells the
 * files it holds from those it does not (untracked, or deleted with the deletion staged),
 * whose ids are no target; `declaredOutside` names such a file declaring an id, among the
 * files `moreIds` did not count.
 */
export interface StagedTree {
  held: (rel: string) => boolean;
  declaredOutside?: (id: string) => string | undefined;
}

/** Each id `keep`'s results declare, with the path of the first of them that declares it. */
export function pathsOfIds(results: readonly FileResult[], keep: (r: FileResult) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of results) if (r.data?.id && !out.has(r.data.id) && keep(r)) out.set(r.data.id, r.path);
  return out;
}

/**
 * A deprecated stub (ADR-028) points at the skill that replaces it with
 * `x-deprecated-by: <id>`; the target must exist in the tree. `moreIds` is asked only
 * when a target is not among `results` (e.g. pre-commit passed just the staged files):
 * it lists the ids of the whole tree.
 */
/** The ids of the rest of the tree, and what to add to a message when that was not all of it. */
export type TreeIds = Set<string> & { note?: string };

export function runTreeRules(
  results: FileResult[],
  settings: Settings,
  moreIds?: () => TreeIds,
  staged?: StagedTree,
): void {
  const severity = severityOf('deprecated-by', settings);
  if (severity === 'off') return;
  if (!results.some((r) => r.data && Object.prototype.hasOwnProperty.call(r.data.x_extensions, 'x-deprecated-by')))
    return;
  const held = staged?.held;
  const ids = new Set(results.filter((r) => !held || held(r.path)).flatMap((r) => (r.data?.id ? [r.data.id] : [])));
  // A target only a file the commit does not hold declares: named, with what to do.
  let unheld: Map<string, string> | undefined;
  const notHeld = (target: string): string | undefined => {
    if (!held) return undefined;
    unheld ??= pathsOfIds(results, (r) => !held(r.path));
    return unheld.get(target) ?? staged?.declaredOutside?.(target);
  };
  const idField = settings.profile === 'agentskills' ? 'name' : 'id';
  // The whole tree's ids, asked once; and one did-you-mean per missing target. (Per file,
  // 10,000 stubs naming missing targets cost 10,000 sets and 10^8 edit distances.)
  let all: Set<string> | undefined;
  let treeNote = '';
  const allIds = () => {
    if (!all && moreIds) {
      const more = moreIds();
      treeNote = more.note ?? '';
      all = new Set([...ids, ...more]);
    }
    return (all ??= ids);
  };
  const hints = new Map<string, string>();
  // Past the run's budget (hostile trees of many missing targets, however short), a near
  // miss is no longer worth the search: each one costs a table and a fixed cost per id.
  const budget: SuggestBudget = { left: SUGGEST_BUDGET };
  let idList: string[] | undefined;
  // A stub's own id is never the hint (following it gives "names this skill itself"): when
  // it is the nearest, the search runs again without it, once per target and stub id.
  const besides = new Map<string, Map<string, string>>();
  const hintFor = (target: string, self: string | undefined): string => {
    let hint = hints.get(target);
    if (hint === undefined) {
      // Sorted: a tie picks the same id whichever files a run named first.
      hint = didYouMeanWithin(target, (idList ??= [...allIds()].sort()), budget);
      hints.set(target, hint);
    }
    if (self === undefined || hint !== meanText(self, target)) return hint;
    let mine = besides.get(target);
    if (!mine) besides.set(target, (mine = new Map()));
    let other = mine.get(self);
    if (other === undefined) {
      // The budget is asked before the list is copied: a copy per stub costs too.
      const list = idList!;
      other =
        suggestCost(target, list.length - 1) > budget.left
          ? ''
          : didYouMeanWithin(
              target,
              list.filter((x) => x !== self),
              budget,
            );
      mine.set(self, other);
    }
    return other;
  };
  for (const r of results) {
    const d = r.data;
    if (!d || !Object.prototype.hasOwnProperty.call(d.x_extensions, 'x-deprecated-by')) continue;
    const target = d.x_extensions['x-deprecated-by'];
    const at = valueAt(d.kept, 'x-deprecated-by') ?? { line: 1, column: 1 };
    let message: string | undefined;
    if (typeof target !== 'string' || !target)
      message = `x-deprecated-by must be the ${idField} of the skill that replaces this one; got ${target === '' ? 'an empty string' : JSON.stringify(target ?? null)}`;
    else if (target === d.id)
      message = `x-deprecated-by names this skill itself (${JSON.stringify(target)}); name the skill that replaces it`;
    else if (!ids.has(target) && !allIds().has(target)) {
      // Skills the config leaves out are not read, so not known: a target among them is
      // reported too, and the message says where to look.
      const leftOut =
        settings.include?.length || settings.exclude?.length
          ? " (skills the config's include/exclude leave out are not part of it)"
          : '';
      const outside = notHeld(target);
      message = outside
        ? `x-deprecated-by names ${JSON.stringify(target)}, but no skill the commit holds has that ${idField}: ${outside} declares it and is not in the commit (git add it)`
        : `x-deprecated-by names ${JSON.stringify(target)}, but no skill with that ${idField} is in the tree${leftOut}${treeNote}${hintFor(target, d.id)}`;
    }
    if (!message) continue;
    const finding = {
      field: 'x-deprecated-by',
      code: 'deprecated-by',
      message,
      line: at.line,
      column: at.column,
      severity,
    } as const;
    r.findings = orderFindings([...r.findings, finding]);
    // Not from the listed findings: the cap may have left out the one that sets the outcome.
    r.outcome = outcomeWith(r.outcome, finding);
  }
}
