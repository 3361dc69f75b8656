/** `tool-conflict` (SPEC §7): a tool both allowed and disallowed says two things at once. */
import type { PolicyRule } from './rule.js';
import { declaredTools } from './tool-list.js';
import { entry } from '../core/document.js';

export const toolConflict: PolicyRule = {
  id: 'tool-conflict',
  description: 'A tool is listed in both allowed_tools and disallowed_tools.',
  defaultSeverity: () => 'error',
  check({ doc, data, settings }, report) {
    // A deny list written as one string is refused as that (InvalidField) and read for its
    // names only to keep them out of the effective tools: no conflict is judged on it.
    if (!data.disallowed_tools.length || entry(doc.root, 'disallowed_tools')?.value.kind !== 'seq') return;
    // The first declaration of each denied name (a Map, not a search per allowed tool: two
    // lists of 100,000 items made that 10^10 comparisons).
    const denied = new Map<string, ReturnType<typeof declaredTools>[number]>();
    for (const x of declaredTools(doc, settings.profile, 'disallowed', data.disallowed_tools, settings.tools)) {
      if (!denied.has(x.name)) denied.set(x.name, x);
    }
    const seen = new Set<string>();
    for (const d of declaredTools(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
      if (seen.has(d.name)) continue;
      const other = denied.get(d.name);
      if (!other) continue;
      seen.add(d.name);
      report(
        d.field,
        `tool ${JSON.stringify(d.name)} is in both allowed_tools and disallowed_tools (${other.field}, line ${other.at.line}); remove it from one of them`,
        d.at,
      );
    }
  },
};
