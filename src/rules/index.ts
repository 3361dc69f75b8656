/**
 * The policy rules of SPEC §7, in one ordered registry. Each has a stable id and a
 * default severity that `rules:` in the config can change (error, warning, off); the
 * contract codes of SPEC §2–§4 are not here and cannot be switched off.
 *
 * Per-file rules run here; `deprecated-by` needs the whole tree (tree.ts), and
 * `unknown-field` / `allowed-tools-list` belong to the agentskills profile (agentskills.ts).
 */
import type { Finding, RuleId } from '../core/diagnostic.js';
import type { Settings } from '../core/config-types.js';
import { OTHER_RULES, ruleSeverity, type PolicyRule, type RuleMeta, type RuleSeverity } from './rule.js';
import type { PolicyInput } from './effective.js';
import { toolConflict } from './tool-conflict.js';
import { unclassifiedTool } from './unclassified-tool.js';
import { deniedTool } from './denied-tool.js';
import { descriptionTrigger } from './description-trigger.js';

export type { PolicyInput } from './effective.js';
export type { PolicyRule, RuleMeta, RuleSeverity } from './rule.js';

export const POLICY_RULES: readonly PolicyRule[] = [toolConflict, unclassifiedTool, deniedTool, descriptionTrigger];

/** Every rule of SPEC §7, in the order of its table. */
export const ALL_RULES: readonly RuleMeta[] = [...POLICY_RULES, ...OTHER_RULES];

export function ruleMeta(id: RuleId): RuleMeta {
  const meta = ALL_RULES.find((r) => r.id === id);
  if (!meta) throw new Error(`no rule ${id}`);
  return meta;
}

/** The severity rule `id` runs at under these settings. */
export function severityOf(id: RuleId, settings: Settings): RuleSeverity {
  return ruleSeverity(ruleMeta(id), settings);
}

export function runPolicyRules(input: PolicyInput): Finding[] {
  const out: Finding[] = [];
  for (const rule of POLICY_RULES) {
    const severity = ruleSeverity(rule, input.settings);
    if (severity === 'off') continue;
    rule.check(input, (field, message, at) =>
      out.push({ field, code: rule.id, message, line: at.line, column: at.column, severity }),
    );
  }
  return out;
}
