/**
 * ADR-028: effective tools = declared ∩ permission profile ∩ classified, minus
 * disallowed. A declaration can only narrow; an unclassified tool is always denied.
 */
import picomatch from 'picomatch';
import type { PermissionProfile, Settings } from '../core/config-types.js';
import type { SkillDocument } from '../core/document.js';
import { classOf, type ToolClass } from '../core/tools.js';
import type { SkillData } from './v1.js';

export interface PolicyInput {
  path: string;
  doc: SkillDocument;
  data: SkillData;
  settings: Settings;
  /** The file's profile, chosen once by profileFor for everything that asks (effective tools, denied-tool). */
  profileChoice?: ProfileChoice;
}

/**
 * The permission profile that governs a skill. `x-profile` wins over `paths` globs (the
 * first profile in config order whose paths match); with neither, no profile narrows the
 * declaration. An `x-profile` naming no configured profile governs with an empty allow
 * list: a typo must not widen a skill's tools (fail closed).
 */
export type ProfileChoice =
  | { kind: 'none' }
  | { kind: 'profile'; name: string; profile: PermissionProfile; via: 'x-profile' | 'paths' }
  | { kind: 'unknown'; name: string };

const matcherCache = new WeakMap<PermissionProfile, (p: string) => boolean>();

export function profileFor(input: Pick<PolicyInput, 'path' | 'data' | 'settings' | 'profileChoice'>): ProfileChoice {
  return (input.profileChoice ??= chooseProfile(input));
}

function chooseProfile(input: Pick<PolicyInput, 'path' | 'data' | 'settings'>): ProfileChoice {
  const profiles = input.settings.permissionProfiles;
  if (Object.prototype.hasOwnProperty.call(input.data.x_extensions, 'x-profile')) {
    const named = input.data.x_extensions['x-profile'];
    if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
      return { kind: 'profile', name: named, profile: profiles[named], via: 'x-profile' };
    }
    return { kind: 'unknown', name: typeof named === 'string' ? named : JSON.stringify(named ?? null) };
  }
  for (const [name, profile] of Object.entries(profiles)) {
    if (!profile.paths.length) continue;
    let m = matcherCache.get(profile);
    if (!m) {
      m = picomatch(profile.paths, { dot: true, flags: 's' });
      matcherCache.set(profile, m);
    }
    if (m(input.path)) return { kind: 'profile', name, profile, via: 'paths' };
  }
  return { kind: 'none' };
}

/** Base name of a tool entry: `Bash(git:*)` takes the class of `Bash`. */
export function baseTool(tool: string): string {
  const i = tool.indexOf('(');
  return i > 0 && tool.endsWith(')') ? tool.slice(0, i) : tool;
}

/**
 * The class of a declared entry, or undefined: then it is denied. The base tool decides
 * (SPEC §7: `Bash(git:*)` takes the class of `Bash`), so no registration can make a
 * narrowed form of a tool weaker than the tool itself.
 */
export function toolClass(tool: string, settings: Pick<Settings, 'tools'>): ToolClass | undefined {
  return classOf(baseTool(tool), settings.tools) ?? classOf(tool, settings.tools);
}

/** An allow entry matches a class, the entry as written, or its base tool (`Bash` allows `Bash(git:*)`). */
export function profileAllows(profile: PermissionProfile, tool: string, settings: Pick<Settings, 'tools'>): boolean {
  const base = baseTool(tool);
  const cls = toolClass(tool, settings);
  // A Set per profile: a skill's K tools against a profile's M entries were K × M compares.
  let allow = allowSets.get(profile.allow);
  if (!allow) allowSets.set(profile.allow, (allow = new Set(profile.allow)));
  return allow.has(tool) || allow.has(base) || (cls !== undefined && allow.has(cls));
}
const allowSets = new WeakMap<readonly string[], Set<string>>();

export function choiceAllows(choice: ProfileChoice, tool: string, settings: Pick<Settings, 'tools'>): boolean {
  if (choice.kind === 'none') return true;
  if (choice.kind === 'unknown') return false;
  return profileAllows(choice.profile, tool, settings);
}

export function effectiveTools(input: PolicyInput): string[] {
  const { data, settings } = input;
  const choice = profileFor(input);
  const disallowed = new Set(data.disallowed_tools);
  const out: string[] = [];
  const kept = new Set<string>();
  for (const t of data.allowed_tools) {
    if (disallowed.has(t) || kept.has(t)) continue;
    if (toolClass(t, settings) === undefined) continue;
    if (!choiceAllows(choice, t, settings)) continue;
    kept.add(t);
    out.push(t);
  }
  return out;
}
