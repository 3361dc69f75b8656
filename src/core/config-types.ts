import { UsageError, type RuleId } from './diagnostic.js';
import type { ToolClass } from './tools.js';
import { safe } from '../report/text.js';

/** The config at the repository root. */
export const CONFIG_FILE = '.skillgate.yml';

export type Profile = 'v1' | 'agentskills';
export type TrustMode = 'local' | 'registry';
export type RuleSetting = 'error' | 'warning' | 'off';

export interface PermissionProfile {
  allow: string[];
  paths: string[];
  /**
   * Its place in the config file. JavaScript lists integer-like keys ("2024") first, so the
   * object's own order is not the file's; by `paths`, the first profile in the file wins.
   */
  order?: number;
  /** Where its key is in the config file (for the warning when it governs no skill). */
  at?: { line: number; column: number };
}

/** Resolved settings: config file, then flags/inputs over it. Paths are repo-relative. */
export interface Settings {
  /** Absolute repository root (git work tree, else the working directory). */
  root: string;
  inGit: boolean;
  configFile?: string;
  /** Absolute path of the config that was read (none: defaults). */
  configPath?: string;
  profile: Profile;
  brokerVersion?: string;
  trust: TrustMode;
  trustedKeys: string;
  trustedKeysExplicit: boolean;
  lockfile: string;
  lockfileExplicit: boolean;
  include: string[];
  exclude: string[];
  /**
   * Where the config names the keyring and the lockfile (their values), while they are what it
   * names (a flag or an input that names another drops it): errors about the file say so.
   */
  trustedKeysAt?: { line: number; column: number };
  lockfileAt?: { line: number; column: number };
  /** Where `include` is in the config file (for the warning when it leaves out every skill). */
  includeAt?: { line: number; column: number };
  /** Where `exclude` is in the config file (likewise, when it alone leaves out every skill). */
  excludeAt?: { line: number; column: number };
  /**
   * Another include/exclude pair whose files a repository scan keeps too (the union): the
   * Action's base-commit scope beside a pull request's own (action/baseline.ts).
   */
  alsoScan?: { include: string[]; exclude: string[] };
  /** The CLI's --follow-symlinks: a SKILL.md symlink that leads out of the repository is read too. */
  followSymlinks?: boolean;
  tools: Record<string, ToolClass>;
  permissionProfiles: Record<string, PermissionProfile>;
  rules: Partial<Record<RuleId, RuleSetting>>;
}

/** Where the trusted keyring is unless a config or flag names another. */
export const DEFAULT_TRUSTED_KEYS = '.skillgate/trusted-keys';
export const DEFAULT_LOCKFILE = 'skillgate.lock';

export function defaultSettings(root: string, inGit: boolean): Settings {
  return {
    root,
    inGit,
    profile: 'v1',
    trust: 'local',
    trustedKeys: DEFAULT_TRUSTED_KEYS,
    trustedKeysExplicit: false,
    lockfile: DEFAULT_LOCKFILE,
    lockfileExplicit: false,
    include: [],
    exclude: [],
    tools: {},
    permissionProfiles: {},
    rules: {},
  };
}

/**
 * An error about the keyring or the lockfile, placed where the config names it when it does
 * (`.skillgate.yml:3:11: no lockfile at skilgate.lock …`: a typo in the config is found there),
 * with that place for the Action's annotation. As it is when a flag or the default names it.
 */
export function namedFileError(settings: Settings, key: 'lockfile' | 'trustedKeys', message: string): UsageError {
  const at = key === 'lockfile' ? settings.lockfileAt : settings.trustedKeysAt;
  if (!at) return new UsageError(message);
  return new UsageError(`${safe(settings.configFile ?? CONFIG_FILE)}:${at.line}:${at.column}: ${message}`, [
    { file: settings.configPath, line: at.line, column: at.column, message },
  ]);
}
