/**
 * ADR-028: effective tools = declared ∩ permission profile ∩ classified, minus
 * disallowed. A declaration can only narrow; an unclassified tool is always denied.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { PermissionProfile, Settings } from '../core/config-types.js';
import type { SkillDocument } from '../core/document.js';
import { globSet, type GlobSet } from '../core/globset.js';
import { classOf, type ToolClass } from '../core/tools.js';
import type { SkillData } from './v1.js';

export interface PolicyInput {
  path: string;
  doc: SkillDocument;
  data: SkillData;
  settings: Settings;
  /** The file as read (a link's own name): its real name in the repository is matched by `paths` too. */
  abs?: string;
  /** The file's profile, chosen once by profileFor for everything that asks (effective tools, denied-tool). */
  profileChoice?: ProfileChoice;
}

/**
 * The permission profile that governs a skill. `x-profile` wins over `paths` globs (the
 * first profile in config order whose paths match); with neither, no profile narrows the
 * declaration. An `x-profile` naming no configured profile governs with an empty allow
 * list: a typo must not widen a skill's tools (fail closed). A file has a profile whatever
 * name it is reached by: `paths` match the name it is checked under and its real name in the
 * repository (`lnk/a/SKILL.md` through `lnk -> skills/review`), and checkAll gives a file
 * linked under several names the first profile any of them takes (`.claude/skills/x/SKILL.md
 * -> ../../../skills/x/SKILL.md`: the name an agent loads it by is governed too).
 */
export type ProfileChoice =
  | { kind: 'none' }
  | {
      kind: 'profile';
      name: string;
      profile: PermissionProfile;
      via: 'x-profile' | 'paths';
      /** Via paths: the index of the glob that matched, among every profile's in config order (lower is first). */
      rank?: number;
    }
  | {
      kind: 'unknown';
      /** The profile name x-profile gives; undefined when its value is not a string. */
      name?: string;
      /** What x-profile holds when it is not a string: `null (empty)`, `a list`, … */
      notName?: string;
      /** A profile's name that the value, quoted, would be (`x-profile: 2024` for profile "2024"). */
      quoted?: string;
    };

/**
 * Every profile's `paths` in config order, as one GlobSet: the first glob that matches
 * belongs to the first profile that matches. (One matcher per profile, tried per file,
 * made 2,500 profiles × 2,500 files cost 19 s.)
 */
interface PathIndex {
  set: GlobSet;
  /** Glob index → the profile it belongs to. */
  owner: string[];
}
const pathIndexes = new WeakMap<Settings['permissionProfiles'], PathIndex>();

function pathIndex(profiles: Settings['permissionProfiles']): PathIndex {
  let ix = pathIndexes.get(profiles);
  if (!ix) {
    const globs: string[] = [];
    const owner: string[] = [];
    const inOrder = Object.entries(profiles).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
    for (const [name, profile] of inOrder)
      for (const g of profile.paths) {
        globs.push(g);
        owner.push(name);
      }
    ix = { set: globSet(globs, { dot: true, flags: 's' }), owner };
    pathIndexes.set(profiles, ix);
  }
  return ix;
}

export function profileFor(input: Pick<PolicyInput, 'path' | 'data' | 'settings' | 'profileChoice'>): ProfileChoice {
  return (input.profileChoice ??= chooseProfile(input));
}

function chooseProfile(input: Pick<PolicyInput, 'path' | 'data' | 'settings' | 'abs'>): ProfileChoice {
  const profiles = input.settings.permissionProfiles;
  if (Object.prototype.hasOwnProperty.call(input.data.x_extensions, 'x-profile')) {
    const named = input.data.x_extensions['x-profile'];
    if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
      return { kind: 'profile', name: named, profile: profiles[named], via: 'x-profile' };
    }
    if (typeof named === 'string') return { kind: 'unknown', name: named };
    const text = typeof named === 'number' || typeof named === 'boolean' ? String(named) : undefined;
    return {
      kind: 'unknown',
      notName: describeValue(named),
      ...(text !== undefined && Object.prototype.hasOwnProperty.call(profiles, text) ? { quoted: text } : {}),
    };
  }
  const byPath = pathIndex(profiles);
  if (byPath.owner.length === 0) return { kind: 'none' };
  let i = byPath.set.first(input.path);
  const real = input.abs === undefined ? undefined : realName(input.abs, input.settings.root);
  if (real !== undefined && real !== input.path) {
    const j = byPath.set.first(real);
    if (j !== -1 && (i === -1 || j < i)) i = j;
  }
  return pathsChoice(profiles, i);
}

/** The profile the `rank`th glob of every profile's paths (config order) belongs to; none for -1. */
export function pathsChoice(profiles: Settings['permissionProfiles'], rank: number): ProfileChoice {
  if (rank < 0) return { kind: 'none' };
  const name = pathIndex(profiles).owner[rank]!;
  return { kind: 'profile', name, profile: profiles[name]!, via: 'paths', rank };
}

const realRoots = new Map<string, string>();

/** `abs`'s real path relative to the repository's, with `/`; undefined when it is outside or cannot be resolved. */
function realName(abs: string, root: string): string | undefined {
  let real: string;
  let top = realRoots.get(root);
  try {
    real = realpathSync.native(abs);
    if (top === undefined) realRoots.set(root, (top = realpathSync.native(root)));
  } catch {
    return undefined;
  }
  const rel = path.relative(top, real);
  if (!rel || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** An x- extension's value (not a string) as a message shows it. */
function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'null (empty)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return `${String(v)} (a ${typeof v === 'number' ? 'number' : typeof v})`;
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

/**
 * The permission profiles with `paths` that govern none of `files` (a whole tree's): their
 * globs match no SKILL.md, or only ones an earlier profile or an `x-profile` takes. Such a
 * profile restricts nothing, and a typo in its paths (`skill/review/**`) would otherwise
 * leave the skills it was written for with every tool they declare, unsaid.
 */
export function profilesGoverningNothing(
  files: readonly { path: string; data?: Pick<SkillData, 'x_extensions'>; profileRank?: number }[],
  settings: Pick<Settings, 'permissionProfiles'>,
): string[] {
  const profiles = settings.permissionProfiles;
  // In the file's order (JavaScript lists integer-like names first), as every config message is.
  const withPaths = Object.keys(profiles)
    .filter((n) => profiles[n].paths.length > 0)
    .sort((a, b) => (profiles[a].order ?? 0) - (profiles[b].order ?? 0));
  if (withPaths.length === 0) return [];
  const used = new Set<string>();
  for (const f of files) {
    // The profile its check chose (by its real name, or another name linked to it), else by its path.
    const choice =
      f.profileRank !== undefined
        ? pathsChoice(profiles, f.profileRank)
        : chooseProfile({
            path: f.path,
            data: (f.data ?? { x_extensions: {} }) as SkillData,
            settings: settings as Settings,
          });
    if (choice.kind === 'profile') used.add(choice.name);
  }
  return withPaths.filter((n) => !used.has(n));
}
