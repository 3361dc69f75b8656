/**
 * Shapes of the lockfile (SPEC §4) and of the drift it reports.
 */

/** A 1-based position in a SKILL.md file. */
export interface Pos {
  line: number;
  column: number;
}

/** One pinned skill, as written under `skills.<id>` in `skillgate.lock`. */
export interface LockEntry {
  /** Path of the SKILL.md relative to the repository root, with `/`. */
  path: string;
  version: string;
  /** `sha256-` + base64 of SHA-256 of the canonical frontmatter (SPEC §3). */
  frontmatter: string;
  /** The signing public key as 64 hex characters, or null when unsigned. */
  signer: string | null;
  allowed_tools: string[];
  allowed_memory_scopes: string[];
}

export interface Lockfile {
  lockfileVersion: 1;
  skills: Record<string, LockEntry>;
}

/** What the engine knows about one valid skill in the tree. */
export interface SkillSnapshot extends LockEntry {
  id: string;
  /** allowed_tools or allowed_memory_scopes holds entries that are no names: the lists leave them out. */
  unnamed?: true;
  /** Changed in more than version, tools and scopes since its entry (lock/beyond.ts); unset when not known. */
  beyondLock?: boolean;
  /**
   * Its file has errors: `skillgate lock` pins nothing until they are fixed, so drift says to fix
   * them first. `duplicate` when its only error is a DuplicateId (advice to make the id unique says it).
   */
  invalid?: true | 'duplicate';
  /** The key its version is written under when not `version` (the agentskills profile's). */
  versionKey?: 'metadata.version';
  positions: {
    file?: Pos;
    id?: Pos;
    version?: Pos;
    allowed_tools?: Pos;
    allowed_memory_scopes?: Pos;
    signature?: Pos;
  };
}

export type DriftKind = 'added' | 'removed' | 'changed' | 'moved' | 'version-not-bumped';

export type DriftChange = 'version' | 'tools' | 'scopes' | 'signer' | 'other';

export interface Drift {
  kind: DriftKind;
  id: string;
  /** The skill's current path, or the lock's path for `removed`. */
  path: string;
  line: number;
  column: number;
  message: string;
  changes?: DriftChange[];
  /** True when the change adds a tool or a memory scope. */
  escalation?: boolean;
  added_tools?: string[];
  removed_tools?: string[];
  added_scopes?: string[];
  removed_scopes?: string[];
  /** The lock's path when the skill now lives elsewhere. */
  previous_path?: string;
}
