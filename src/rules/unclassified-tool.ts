/**
 * `unclassified-tool` (ADR-028, SPEC §6–§7): a declared tool that nothing classifies as
 * read-only, write or trusted is denied for every profile (fail closed), and said so.
 */
import { NATIVE_TOOL_NAMES, TOOL_CLASSES, nativeByCase, type ToolClass } from '../core/tools.js';
import { didYouMeanWithin, fileHints } from '../core/suggest.js';
import type { PolicyRule } from './rule.js';
import { baseTool, toolClass } from './effective.js';
import { declaredTools, SEPARATOR } from './tool-list.js';

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
    // A typo (`Raed`) is said as one, against the native and registered names, before the
    // advice to register it; within a budget, as v1's UnknownTool is (a 1 MiB list of names).
    const budget = fileHints(HINT_BUDGET);
    for (const d of declaredTools(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
      if (seen.has(d.name) || toolClass(d.name, settings) !== undefined) continue;
      seen.add(d.name);
      const base = baseTool(d.name);
      // A `(` never closed runs to the end of the string (`Bash(git:* status`): one entry, which
      // no config can register (a name with parentheses is refused there); unless a word after
      // it names a tool (`Bash(git:* Read`, split as a loader splits it: tool-list.ts), which
      // leaves the `(` and a `)` (`Read(x Bash y)`: `y)`) in entries of their own.
      // (The last `(` after the last `)`: one pass, where /\([^)]*$/ rescanned from each `(`,
      // quadratic in a name of 500,000 of them.)
      const unclosed = d.name.lastIndexOf('(') > d.name.lastIndexOf(')');
      const unopened = !unclosed && !d.name.includes('(') && d.name.includes(')');
      const runs = SEPARATOR.test(d.name) ? ', so it runs to the end of the list' : '';
      const hint = /,$/.test(d.name) && !unclosed ? ' (entries are separated by spaces)' : '';
      // `bash` is not `Bash`, and cannot be registered (config.ts): name the native tool.
      const native = nativeByCase(base);
      report(
        d.field,
        unclosed || unopened
          ? `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed): a parenthesis in it ${unclosed ? `does not close${runs}` : 'closes none that opens'} (a narrowed tool is written Tool(argument), as Bash(git:*))`
          : native !== undefined
            ? `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed); tool names are case-sensitive: did you mean the native tool ${JSON.stringify(native)}?`
            : registerAdvice(d.name, base, hint, settings.configFile ?? '.skillgate.yml', settings.tools, budget),
        d.at,
      );
    }
  },
};

/** Did-you-mean work one file's unclassified tools may cost (see SuggestBudget). */
const HINT_BUDGET = 2_000_000;

/** The native tools and a config's registered ones, listed once per config. */
const candidates = new WeakMap<object, string[]>();

function registerAdvice(
  name: string,
  base: string,
  hint: string,
  configName: string,
  tools: Readonly<Record<string, ToolClass>>,
  budget: { left: number },
): string {
  let names = candidates.get(tools);
  if (!names) candidates.set(tools, (names = [...NATIVE_TOOL_NAMES, ...Object.keys(tools)]));
  const mean = didYouMeanWithin(base, names, budget);
  const register = `register ${JSON.stringify(base)} under \`tools\` in ${configName} as one of ${TOOL_CLASSES.join(', ')}`;
  return `tool ${JSON.stringify(name)} has no class, so it is denied for every profile (fail closed)${hint}${mean ? `${mean} If not, ${register}` : `; ${register}`}`;
}
