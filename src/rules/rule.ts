/**
 * What every policy rule of SPEC §7 shares: a stable id, a one-line description, a
 * default severity per profile, and the one place where `rules:` in the config resolves
 * a rule's severity. Contract codes (SPEC §2–§4) are not rules and never come here.
 */
import type { RuleId, Severity } from '../core/diagnostic.js';
import type { Pos } from '../core/document.js';
import type { Profile, Settings } from '../core/config-types.js';
import type { PolicyInput } from './effective.js';

export type RuleSeverity = Severity | 'off';

export interface RuleMeta {
  id: RuleId;
  /** One sentence for docs, SARIF and --help. */
  description: string;
  defaultSeverity(profile: Profile): RuleSeverity;
}

/** A per-file policy rule: it reports (field, message, position); the runner adds code and severity. */
export interface PolicyRule extends RuleMeta {
  check(input: PolicyInput, report: (field: string, message: string, at: Pos) => void): void;
}

/** Defaults of the rules that run outside the per-file policy pass (tree and profile rules). */
export const OTHER_RULES: readonly RuleMeta[] = [
  {
    id: 'deprecated-by',
    description: '`x-deprecated-by` must name a skill that exists in the tree.',
    defaultSeverity: () => 'error',
  },
  {
    id: 'unknown-field',
    description: 'A key that the agentskills.io specification does not define (profile agentskills).',
    defaultSeverity: () => 'warning',
  },
  {
    id: 'allowed-tools-list',
    description: '`allowed-tools` is written as a YAML list instead of a space-separated string (profile agentskills).',
    defaultSeverity: () => 'warning',
  },
];

/** The severity a rule runs at: `rules.<id>` in the config, else its default for the profile. */
export function ruleSeverity(meta: RuleMeta, settings: Settings): RuleSeverity {
  return settings.rules[meta.id] ?? meta.defaultSeverity(settings.profile);
}
