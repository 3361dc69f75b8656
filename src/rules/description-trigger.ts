/**
 * `description-trigger` (ADR-028): the description is the router's selection signal, so
 * it says what the skill does and when to use it ("Use when …", "Use before …").
 */
import type { PolicyRule } from './rule.js';

/**
 * "Use when …", "Use this skill whenever …", "Use it before …", "Use for …", "Use to …",
 * "This skill should be used when …", "Activates when …", "Trigger when …", "Trigger with
 * phrases like …", "Triggers: …" (the phrasings public skills use, from a sweep of 8,700).
 */
const TRIGGERS: readonly RegExp[] = [
  /\buse\b(?:\s+(?:it|this|this\s+skill|the\s+skill|me|them))?\s+(?:when|whenever|before|after|if|for|during|once|on|to|any\s*time)\b/i,
  /\b(?:should|must|can|may)\s+be\s+used\s+(?:when|whenever|before|after|if|for|during|to)\b/i,
  /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies))\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on|for|with)\b/i,
  /\b(?:trigger(?:s|ed)?|use\s+cases?|when\s+to\s+use)\s*:/i,
];

export function hasTrigger(description: string): boolean {
  return TRIGGERS.some((rx) => rx.test(description));
}

export const descriptionTrigger: PolicyRule = {
  id: 'description-trigger',
  description: 'The description says what the skill does and when to use it ("Use when …", "Use before …").',
  defaultSeverity: () => 'warning',
  check({ data }, report) {
    const d = data.description;
    if (d === undefined || hasTrigger(d)) return;
    report(
      'description',
      'description does not say when to use the skill: after what it does, add a trigger such as "Use when …" or "Use before …" (ADR-028: the description is what routes a request to the skill)',
      data.positions.description ?? { line: 1, column: 1 },
    );
  },
};
