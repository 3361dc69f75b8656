/**
 * One line of documentation per code: used by SARIF rule metadata, the job summary and
 * the README's tables. Help links point into the repository's docs.
 */
import { CONTRACT_CODES, RULE_IDS, type Code } from '../core/diagnostic.js';
import type { DriftKind } from '../lock/types.js';

export const DOCS_BASE = 'https://github.com/skillgate/skillgate/blob/main';

export const CODE_DOCS: Record<Code, string> = {
  MissingFrontmatter: 'The file does not start with a `---` line, or the frontmatter has no closing `---` line.',
  YamlParse:
    'The frontmatter is not valid YAML 1.2 in the accepted subset (no aliases, anchors, tags, merge keys, duplicate keys, non-string keys, or nesting deeper than 64), or the file is not UTF-8 text.',
  FileTooLarge: 'The file is larger than 1 MiB.',
  ReadError: 'The file could not be read (permissions, a symlink loop, or a directory named SKILL.md).',
  RequiredMissing: 'A required field (id, version, description, allowed_memory_scopes, allowed_tools) is missing.',
  InvalidId: 'The id is not kebab-case (^[a-z][a-z0-9-]*$).',
  InvalidVersion: 'A version field is not a full SemVer 2.0.0 version.',
  InvalidDescription: 'The description is not a string of 1 to 200 characters.',
  InvalidMemoryScopeGlob: 'A memory scope is not a valid relative glob.',
  UnknownTool: 'A tool is neither a native tool nor an MCP tool registered in the config.',
  UnknownField: 'A top-level key is not part of schema v1 and does not start with `x-`.',
  InvalidField: 'A field has the wrong type or value, or holds a value with no canonical form.',
  SignatureFailed: 'The ed25519 signature does not verify over the canonical frontmatter and body.',
  SignatureMissing: 'Trust mode `registry` requires a signature and the skill has none.',
  UntrustedKey: "The signature verifies, but its public key is not in the trusted keyring for the skill's id.",
  RevokedKey: 'The signature was made with a key the keyring revokes.',
  BrokerTooOld: "The configured broker version is below the skill's min_broker_version.",
  BrokerTooNew: "The configured broker version is above the skill's max_broker_version.",
  DuplicateId: 'Two or more SKILL.md files declare the same id.',
  NameMismatch: "The agentskills `name` differs from its directory's name.",
  'tool-conflict': 'A tool is in both allowed_tools and disallowed_tools.',
  'unclassified-tool': 'A declared tool has no class; it is denied for every profile.',
  'denied-tool': "A declared tool is not allowed by the skill's permission profile.",
  'description-trigger': 'The description does not say when to use the skill ("Use when …").',
  'deprecated-by': '`x-deprecated-by` names no skill in the tree.',
  'unknown-field': 'A key that the agentskills.io specification does not define.',
  'allowed-tools-list': '`allowed-tools` is written as a YAML list instead of a space-separated string.',
};

export const DRIFT_DOCS: Record<DriftKind, string> = {
  added: 'A skill is in the tree but not in the lockfile.',
  removed: 'The lockfile pins a skill that is no longer in the tree.',
  changed: "A skill's frontmatter hash differs from the lockfile (added tools or scopes are a capability escalation).",
  moved: 'A skill moved to a new path with an unchanged frontmatter.',
  'version-not-bumped': "A skill's frontmatter changed but its version did not go up (by SemVer precedence).",
};

/** The GitHub Action's own warnings (on the config, keyring or lockfile, not on a SKILL.md). */
export const STEP_WARNING_DOCS: Record<string, string> = {
  CapabilityEscalation:
    "A skill gains a tool or memory scope against the base commit's lock, and the change re-pins it in the lockfile (so no drift says it): review the new capabilities.",
  BaseConfigUnavailable:
    "The base commit's .skillgate.yml could not be read: the trust mode, lockfile and scan came from the pull request's (or merge group's) own config.",
  IncludeLeavesAllOut:
    "The config's include (and exclude) leave out every SKILL.md of the tree: nothing was checked. Its globs match paths from the repository root (skills/** or skills/**/SKILL.md). On the config's include.",
  ExcludeLeavesAllOut:
    'The config\'s exclude leaves out every SKILL.md of the tree: nothing was checked. A glob starting with "!" leaves out every path it does not match. On the config\'s exclude.',
  KeyringChanged: "The pull request (or merge group) edits the trusted keyring: the base commit's keyring was used.",
  KeyringMoved:
    "The pull request's (or merge group's) config names another keyring: the base commit's keyring was used.",
  KeyringUnavailable: "The base commit's keyring could not be read: no key was trusted.",
  LockfileMoved:
    "The pull request's (or merge group's) config names another lockfile: the base commit's lockfile was used.",
  MisnamedConfig:
    'A file at the repository root named like the config (.skillgate.yaml, skillgate.yml, skillgate.yaml) while no .skillgate.yml is read: what it sets does not apply. Rename it to .skillgate.yml, or name it with the config input.',
  MisnamedSkillFile:
    'A file named SKILL.md in another case (skill.md, Skill.md): it is not checked, as only SKILL.md is read; an agent on a case-insensitive file system would load it. Rename it to SKILL.md.',
  LockfileNotFound:
    "The lockfile the config names is not there (a typo such as skilgate.lock?): no drift was checked. Run skillgate lock to write it, or fix the path. On the config's lockfile.",
  LockfileRemoved:
    "The base commit has a lockfile that this checkout lacks: a pull request (or merge group) is checked against the base commit's; a push has no lock check.",
  PathsMatchedNothing:
    'The `paths` input matched no SKILL.md file in the repository (a typo in a glob?): nothing under it was checked. On the workflow file.',
  ProfileGovernsNothing:
    "A permission profile's paths match no SKILL.md of the tree (or only ones an earlier profile's paths or an x-profile take): it restricts nothing. Paths match from the repository root. On the profile.",
  PolicyChanged:
    'The pull request (or merge group) changes the policy its own check applies: tools it registers or reclassifies, rules it lowers, permission profiles.',
  ScanScopeChanged: "The pull request (or merge group) changes include or exclude: the base commit's were used.",
  UncheckedNestedRepository:
    'A git submodule (or another repository inside the checkout) holds SKILL.md files: git lists none of them, so no check reads them and the lockfile does not pin them. Check them where they are kept (a skillgate run in that repository), or validate the folder by name.',
  UncheckedLinkedSkill:
    'The change adds a folder symlink leading to SKILL.md files no check reads (the config excludes them, git does not list them, or they lie outside the repository): an agent loading the skills under the link gets them unchecked and unlocked.',
  VersionNotBumped:
    "A skill's frontmatter changed against the base commit's lock but its version did not go up, and the change re-pins it in the lockfile (so no drift says it): bump version.",
  TrustWeakened:
    "The pull request (or merge group) changes trust from registry to local: the base commit's registry was used.",
};

/** README sections the help links of contract codes and lock drift point into. */
export const README_ANCHORS = {
  contract: 'error-codes',
  drift: 'the-lockfile',
} as const;

export type CodeKind = 'contract' | 'rule' | 'drift';

export function kindOf(code: string): CodeKind {
  if ((RULE_IDS as readonly string[]).includes(code)) return 'rule';
  if ((CONTRACT_CODES as readonly string[]).includes(code)) return 'contract';
  return 'drift';
}

/**
 * Where a code is documented: a contract code in the README's error-code table, lock
 * drift in its lockfile section, and each policy rule on its own page (docs/rules/, which
 * the README's policy-rule table links to).
 */
export function helpUri(code: string): string {
  if (Object.hasOwn(STEP_WARNING_DOCS, code)) return `${DOCS_BASE}/README.md#security`;
  const kind = kindOf(code);
  if (kind === 'rule') return `${DOCS_BASE}/docs/rules/${code}.md`;
  return `${DOCS_BASE}/README.md#${README_ANCHORS[kind]}`;
}
