/**
 * ADR-028: effective tools = declared ∩ permission profile ∩ classified, minus
 * disallowed. A declaration can only narrow; an unclassified tool is always denied.
 */
import picomatch from 'picomatch';
import type { PermissionProfile, Settings } from '../core/config-types.js';
import type { SkillDocument } from '../core/document.js';
import { classOf } from '../core/tools.js';
import type { SkillData } from './v1.js';

export interface PolicyInput {
  path: string;
  doc: SkillDocument;
  data: SkillData;
  settings: Settings;
}

const matcherCache = new WeakMap<PermissionProfile, (p: string) => boolean>();

/** The profile that governs a skill: its `x-profile` wins over `paths` globs. */
export function profileFor(input: PolicyInput): { name: string; profile: PermissionProfile } | undefined {
  const profiles = input.settings.permissionProfiles;
  const named = input.data.x_extensions['x-profile'];
  if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
    return { name: named, profile: profiles[named] };
  }
  for (const [name, profile] of Object.entries(profiles)) {
    if (!profile.paths.length) continue;
    let m = matcherCache.get(profile);
    if (!m) {
      m = picomatch(profile.paths, { dot: true });
      matcherCache.set(profile, m);
    }
    if (m(input.path)) return { name, profile };
  }
  return undefined;
}

/** Base name of a tool entry: `Bash(git:*)` takes the class of `Bash`. */
export function baseTool(tool: string): string {
  const i = tool.indexOf('(');
  return i > 0 && tool.endsWith(')') ? tool.slice(0, i) : tool;
}

export function profileAllows(profile: PermissionProfile, tool: string, settings: Settings): boolean {
  const base = baseTool(tool);
  const cls = classOf(base, settings.tools);
  return profile.allow.some((a) => a === tool || a === base || (cls !== undefined && a === cls));
}

export function effectiveTools(input: PolicyInput): string[] {
  const { data, settings } = input;
  const prof = profileFor(input);
  const disallowed = new Set(data.disallowed_tools);
  const out: string[] = [];
  for (const t of data.allowed_tools) {
    if (disallowed.has(t)) continue;
    if (classOf(baseTool(t), settings.tools) === undefined) continue;
    if (prof && !profileAllows(prof.profile, t, settings)) continue;
    if (!out.includes(t)) out.push(t);
  }
  return out;
}
