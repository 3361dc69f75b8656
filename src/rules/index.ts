/**
 * The policy rules of SPEC §7, in one ordered registry. Each has a stable id and a
 * default severity that `rules:` in the config can change; contract codes are not here.
 */
import type { Finding, RuleId, Severity } from '../core/diagnostic.js';
import type { Pos } from '../core/document.js';
import type { Profile, Settings } from '../core/config-types.js';
import { classOf } from '../core/tools.js';
import { baseTool, profileAllows, profileFor, type PolicyInput } from './effective.js';

export type { PolicyInput } from './effective.js';

export interface PolicyRule {
  id: RuleId;
  /** One sentence for docs, SARIF and --help. */
  description: string;
  defaultSeverity(profile: Profile): Severity | 'off';
  check(input: PolicyInput, report: (field: string, message: string, at: Pos) => void): void;
}

const toolConflict: PolicyRule = {
  id: 'tool-conflict',
  description: 'A tool is listed in both allowed_tools and disallowed_tools.',
  defaultSeverity: () => 'error',
  check({ data }, report) {
    const denied = new Set(data.disallowed_tools);
    for (const t of new Set(data.allowed_tools)) {
      if (denied.has(t)) {
        report(
          'allowed_tools',
          `tool "${t}" is in both allowed_tools and disallowed_tools; remove it from one`,
          data.positions.allowed_tools ?? { line: 1, column: 1 },
        );
      }
    }
  },
};

const unclassifiedTool: PolicyRule = {
  id: 'unclassified-tool',
  description: 'A declared tool has no class (read-only, write, trusted); it is denied for every profile.',
  defaultSeverity: (p) => (p === 'v1' ? 'error' : 'warning'),
  check({ data, settings }, report) {
    for (const t of data.allowed_tools) {
      if (classOf(baseTool(t), settings.tools) === undefined) {
        report(
          'allowed_tools',
          `tool "${t}" has no class, so it is denied (fail closed); register it under \`tools\` in .skillgate.yml as read-only, write or trusted`,
          data.positions.allowed_tools ?? { line: 1, column: 1 },
        );
      }
    }
  },
};

const deniedTool: PolicyRule = {
  id: 'denied-tool',
  description: "A declared tool is not allowed by the skill's permission profile, so it is not effective.",
  defaultSeverity: () => 'warning',
  check(input, report) {
    const prof = profileFor(input);
    if (!prof) return;
    for (const t of input.data.allowed_tools) {
      if (classOf(baseTool(t), input.settings.tools) === undefined) continue;
      if (!profileAllows(prof.profile, t, input.settings)) {
        report(
          'allowed_tools',
          `tool "${t}" is not allowed by permission profile "${prof.name}" (allow: ${prof.profile.allow.join(', ') || 'nothing'}); it is not in effective_tools`,
          input.data.positions.allowed_tools ?? { line: 1, column: 1 },
        );
      }
    }
  },
};

/** "Use when …", "Use before …", "Use this skill when …" and the like. */
const TRIGGER = /\buse\b(?:\s+(?:it|this|this\s+skill|me|them))?\s+(?:when|before|after|whenever|if|to|for)\b/i;

const descriptionTrigger: PolicyRule = {
  id: 'description-trigger',
  description: 'The description should say what the skill does and when to use it ("Use when …").',
  defaultSeverity: () => 'warning',
  check({ data }, report) {
    const d = data.description;
    if (d === undefined || TRIGGER.test(d)) return;
    report(
      'description',
      'description does not say when to use the skill: add a trigger phrase such as "Use when …" or "Use before …"',
      data.positions.description ?? { line: 1, column: 1 },
    );
  },
};

export const POLICY_RULES: readonly PolicyRule[] = [toolConflict, unclassifiedTool, deniedTool, descriptionTrigger];

export function severityOf(id: RuleId, settings: Settings, fallback: Severity | 'off'): Severity | 'off' {
  return settings.rules[id] ?? fallback;
}

export function runPolicyRules(input: PolicyInput): Finding[] {
  const out: Finding[] = [];
  for (const rule of POLICY_RULES) {
    const sev = severityOf(rule.id, input.settings, rule.defaultSeverity(input.settings.profile));
    if (sev === 'off') continue;
    rule.check(input, (field, message, at) =>
      out.push({ field, code: rule.id, message, line: at.line, column: at.column, severity: sev }),
    );
  }
  return out;
}
