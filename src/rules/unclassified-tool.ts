/**
 * `unclassified-tool` (ADR-028, SPEC §6–§7): a declared tool that nothing classifies as
 * read-only, write or trusted is denied for every profile (fail closed), and said so.
 */
import { TOOL_CLASSES, nativeByCase } from '../core/tools.js';
import type { PolicyRule } from './rule.js';
import { baseTool, toolClass } from './effective.js';
import { declaredTools } from './tool-list.js';

export const unclassifiedTool: PolicyRule = {
  id: 'unclassified-tool',
  description:
    'A declared tool has no class (read-only, write, trusted): it is denied for every permission profile (fail closed).',
  // In agentskills, tool names belong to each client: an unknown one is worth a warning, not a failure.
  defaultSeverity: (p) => (p === 'v1' ? 'error' : 'warning'),
  check({ doc, data, settings }, report) {
    // Only a tool of the data can be reported: most skills have none to report.
    if (data.allowed_tools.every((t) => toolClass(t, settings) !== undefined)) return;
    const seen = new Set<string>();
    for (const d of declaredTools(doc, settings.profile, 'allowed', data.allowed_tools)) {
      if (seen.has(d.name) || toolClass(d.name, settings) !== undefined) continue;
      seen.add(d.name);
      const base = baseTool(d.name);
      const hint = /,$/.test(d.name) ? ' (entries are separated by spaces)' : '';
      // `bash` is not `Bash`, and cannot be registered (config.ts): name the native tool.
      const native = nativeByCase(base);
      report(
        d.field,
        native !== undefined
          ? `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed); tool names are case-sensitive: did you mean the native tool ${JSON.stringify(native)}?`
          : `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed)${hint}; register ${JSON.stringify(base)} under \`tools\` in ${settings.configFile ?? '.skillgate.yml'} as one of ${TOOL_CLASSES.join(', ')}`,
        d.at,
      );
    }
  },
};
