/**
 * `description-trigger` (ADR-028): the description is the router's selection signal, so
 * it says what the skill does and when to use it ("Use when …", "Use before …").
 */
import type { PolicyRule } from './rule.js';

/** "Use when …", "Use this skill whenever …", "Use it before …", "Use for …", "Trigger when …". */
const TRIGGERS: readonly RegExp[] = [
  /\buse\b(?:\s+(?:it|this|this\s+skill|the\s+skill|me|them))?\s+(?:when|whenever|before|after|if|for|during|once|on|any\s*time)\b/i,
  /\b(?:trigger|triggers|triggered|invoke|activate|apply)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on|for)\b/i,
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
