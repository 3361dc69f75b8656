/**
 * `denied-tool` (ADR-028): effective tools = declared ∩ permission profile. A declared,
 * classified tool that the skill's profile does not allow is dropped, and said so.
 */
import { nameCut, quoteCut } from '../core/diagnostic.js';
import { didYouMeanWithin, fileHints } from '../core/suggest.js';
import type { PolicyRule } from './rule.js';
import { choiceAllows, profileFor, toolClass } from './effective.js';
import { declaredTools } from './tool-list.js';

/**
 * Lists named from the config, at most 10 names a message, each cut past QUOTE_CUT
 * characters: the config has no size limit per list, and every denied tool repeats them.
 */
const SHOWN = 10;
function some(names: readonly string[]): string {
  const shown = names.slice(0, SHOWN).map(nameCut);
  return names.length <= SHOWN ? shown.join(', ') : `${shown.join(', ')}, … (${names.length - SHOWN} more)`;
}

/**
 * A profile the x-profile value nearly spells (`reviewr`): asked of short names and lists
 * only, within a file's budget drawn from the run's (400 skills naming a near miss of 1,000
 * profiles of 100 characters took 27 s).
 */
function near(name: string, known: readonly string[]): string {
  return name.length <= 100 && known.length <= 1000 ? didYouMeanWithin(name, known, fileHints(NEAR_BUDGET)) : '';
}
/** What one file's x-profile did-you-mean may cost (see SuggestBudget): a few ms at most. */
const NEAR_BUDGET = 2_000_000;

export const deniedTool: PolicyRule = {
  id: 'denied-tool',
  description: "A declared tool is not allowed by the skill's permission profile, so it is not in effective_tools.",
  defaultSeverity: () => 'warning',
  check(input, report) {
    const { doc, data, settings } = input;
    const choice = profileFor(input);
    if (choice.kind === 'none') return;
    const disallowed = new Set(data.disallowed_tools);
    const seen = new Set<string>();
    let why: string | undefined;
    for (const d of declaredTools(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
      if (seen.has(d.name) || disallowed.has(d.name)) continue;
      seen.add(d.name);
      const cls = toolClass(d.name, settings);
      // Unclassified tools are denied anyway and reported by unclassified-tool.
      if (cls === undefined || choiceAllows(choice, d.name, settings)) continue;
      // What follows the tool's name is the same for every tool of the file: worded once.
      let message: string;
      if (choice.kind === 'unknown') {
        if (why === undefined) {
          // In the config's order (JavaScript lists integer-like names first).
          const byName = settings.permissionProfiles;
          const known = Object.keys(byName).sort((a, b) => (byName[a].order ?? 0) - (byName[b].order ?? 0));
          const profiles = known.length ? `profiles: ${some(known)}` : 'none is configured';
          why =
            choice.name === undefined
              ? `x-profile is ${choice.notName}, not the name of a permission profile in the config (${profiles}), so no tool is allowed (fail closed); ${choice.quoted !== undefined ? `quote it to name that profile: x-profile: ${quoteCut(choice.quoted)}` : 'name a profile, or remove x-profile'}`
              : `x-profile names ${quoteCut(choice.name)}, which is not a permission profile in the config (${profiles}), so no tool is allowed (fail closed)${near(choice.name, known)}`;
        }
        message = `tool ${JSON.stringify(d.name)} is denied: ${why}`;
      } else {
        if (why === undefined) {
          const allow = choice.profile.allow.length ? some(choice.profile.allow) : 'nothing';
          const via =
            choice.via === 'x-profile' ? 'named by x-profile' : `matched by paths ${some(choice.profile.paths)}`;
          why = `permission profile ${quoteCut(choice.name)} (${via}; allow: ${allow}), so it is not in effective_tools; remove it, or allow it in permission_profiles.${nameCut(choice.name)}.allow`;
        }
        message = `tool ${JSON.stringify(d.name)} (${cls}) is not allowed by ${why}`;
      }
      report(d.field, message, d.at);
    }
  },
};
