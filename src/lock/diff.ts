/**
 * Drift between the lockfile and the skills in the tree (SPEC §4, `lock --check`).
 */
import type { Drift, DriftChange, DriftKind, LockEntry, Lockfile, Pos, SkillSnapshot } from './types.js';
import { lockPathReason } from './lockfile.js';
import { compareSemver, parseSemver } from '../core/semver.js';

const FILE_START: Pos = { line: 1, column: 1 };
const RELOCK = 'run `skillgate lock` after review';
/** `skillgate lock` refuses a tree with errors: a skill with errors of its own is told to fix them first. */
const fixFirst = (skill: SkillSnapshot, advice: string): string =>
  skill.invalid ? `fix its errors, then ${advice}` : advice;
/** What a skill must do before `skillgate lock` pins it: `rename its directory`, say, and fix its errors (not when the step is to make the id unique, its only error a DuplicateId). */
const before = (skill: SkillSnapshot, step: string, duplicate = false): string =>
  skill.invalid && !(duplicate && skill.invalid === 'duplicate') ? `${step} and fix its errors` : step;

const q = (s: string): string => JSON.stringify(s);
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Names a drift message lists; a lockfile's list may hold 3,000,000 (one 35 MB line). */
export const LISTED_NAMES = 50;
const quoteList = (xs: string[], quote: (s: string) => string = q): string =>
  xs.length <= LISTED_NAMES
    ? xs.map(quote).join(', ')
    : `${xs.slice(0, LISTED_NAMES).map(quote).join(', ')} and ${xs.length - LISTED_NAMES} more`;

/** `s` quoted with every character beyond ASCII as an escape (`"m/e\\u0301/**"`). */
const spelled = (s: string): string =>
  q(s).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Items of `now` not in `before`, and of `before` not in `now`, each sorted. */
function setDiff(before: readonly string[], now: readonly string[]): { added: string[]; removed: string[] } {
  // The common case, without sets.
  if (sameItems(before, now)) return { added: [], removed: [] };
  const b = new Set(before);
  const n = new Set(now);
  return {
    added: [...n].filter((x) => !b.has(x)).sort(byCodeUnit),
    removed: [...b].filter((x) => !n.has(x)).sort(byCodeUnit),
  };
}

function describeList(field: string, d: { added: string[]; removed: string[] }): string {
  // A name beyond ASCII is spelled with escapes: one gained may print as one pinned or lost
  // (`é` as one character, then as `e` and a combining accent; a Cyrillic `а` for `a`; a
  // full-width `Ｂａｓｈ`), and no table of look-alikes is whole. (The data keeps the names.)
  const parts: string[] = [];
  if (d.added.length) parts.push(`gained ${quoteList(d.added, spelled)} (capability escalation)`);
  if (d.removed.length) parts.push(`lost ${quoteList(d.removed, spelled)}`);
  return `${field} ${parts.join(' and ')}`;
}

const signerText = (s: string | null): string => (s === null ? 'unsigned' : q(s));

/** The earliest of the given positions in the file, or the fallback. */
function firstPos(candidates: (Pos | undefined)[], fallback: Pos): Pos {
  const known = candidates.filter((p): p is Pos => p !== undefined);
  known.sort((a, b) => a.line - b.line || a.column - b.column);
  return known[0] ?? fallback;
}

const NO_DRIFT: readonly Drift[] = Object.freeze([]);

/** The same items, each once in `now` (`before`, from the lock, is unique). */
function sameItems(before: readonly string[], now: readonly string[]): boolean {
  if (before.length !== now.length) return false;
  if (now.length > 16) {
    // Long lists (a 1 MiB file holds 100,000 scopes) by sets: the scan below is quadratic.
    const b = new Set(before);
    const n = new Set(now);
    if (n.size !== now.length) return false;
    for (const x of n) if (!b.has(x)) return false;
    return true;
  }
  for (let i = 0; i < now.length; i++) if (!before.includes(now[i]) || now.indexOf(now[i]) !== i) return false;
  return true;
}

function compare(id: string, entry: LockEntry, skill: SkillSnapshot): readonly Drift[] {
  // Most skills match their entry: say so without building the change lists.
  if (
    entry.path === skill.path &&
    entry.frontmatter === skill.frontmatter &&
    entry.version === skill.version &&
    (entry.signer ?? '').toLowerCase() === (skill.signer ?? '').toLowerCase() &&
    sameItems(entry.allowed_tools, skill.allowed_tools) &&
    sameItems(entry.allowed_memory_scopes, skill.allowed_memory_scopes)
  ) {
    return NO_DRIFT;
  }
  const fileAt = skill.positions.file ?? FILE_START;
  const moved = entry.path !== skill.path;
  const hashChanged = entry.frontmatter !== skill.frontmatter;
  const tools = setDiff(entry.allowed_tools, skill.allowed_tools);
  const scopes = setDiff(entry.allowed_memory_scopes, skill.allowed_memory_scopes);
  const changes: DriftChange[] = [];
  const at: (Pos | undefined)[] = [];
  const said: string[] = [];

  if (entry.version !== skill.version) {
    changes.push('version');
    at.push(skill.positions.version);
    said.push(`version ${q(entry.version)} -> ${q(skill.version)}`);
  }
  if (tools.added.length || tools.removed.length) {
    changes.push('tools');
    at.push(skill.positions.allowed_tools);
    said.push(describeList('allowed_tools', tools));
  }
  if (scopes.added.length || scopes.removed.length) {
    changes.push('scopes');
    at.push(skill.positions.allowed_memory_scopes);
    said.push(describeList('allowed_memory_scopes', scopes));
  }
  // Not part of the hash (the signature is excluded from the canonical form), so a
  // re-signing under another key is caught here even when the hash is unchanged.
  if ((entry.signer ?? '').toLowerCase() !== (skill.signer ?? '').toLowerCase()) {
    changes.push('signer');
    at.push(skill.positions.signature);
    said.push(`signer ${signerText(entry.signer)} -> ${signerText(skill.signer)}`);
  }
  const explained = changes.some((c) => c === 'version' || c === 'tools' || c === 'scopes');
  // Beside a version bump, a change elsewhere (`disallowed_tools: [Bash]` dropped) is said too:
  // the result put the lock's version, tools and scopes back and got another hash (beyond.ts).
  if (hashChanged && explained && skill.beyondLock === true) {
    changes.push('other');
    said.push(
      'and more of the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list',
    );
  }
  if (hashChanged && !explained) {
    changes.push('other');
    // No key of its own: the file's start only when nothing else changed (a signer change
    // beside it points at its `signature` key).
    // The lock keeps the lists as sets: reordering one changes the hash, not the sets. The
    // lists hold every name a skill declares, valid or not, but not entries that are no names
    // (`- 1`, `- {a: b}`): when the skill has some, what changed may be one of those.
    said.push(
      skill.unnamed
        ? 'the frontmatter (this file has errors, and its lists leave out entries that are not names: fix the errors, then review the change)'
        : 'the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list',
    );
  }

  const drift: Drift[] = [];
  // A path a lockfile cannot hold (a `\\`): `skillgate lock` would refuse it, so the advice
  // is to rename first, as an `added` skill's is.
  const unpinnable = moved ? lockPathReason(skill.path) : null;
  const relock = unpinnable
    ? `a lockfile cannot hold its new path (it ${unpinnable}); ${before(skill, 'rename its directory')}, then ${RELOCK}`
    : undefined;
  if (changes.length === 0) {
    if (moved) {
      drift.push({
        kind: 'moved',
        id,
        path: skill.path,
        line: fileAt.line,
        column: fileAt.column,
        message: `skill ${q(id)} moved from ${q(entry.path)} to ${q(skill.path)} (frontmatter unchanged); ${relock ?? fixFirst(skill, 'run `skillgate lock` to record the new path')}`,
        previous_path: entry.path,
      });
    }
    return drift;
  }

  const escalation = tools.added.length > 0 || scopes.added.length > 0;
  const where = moved ? ` (moved from ${q(entry.path)})` : '';
  const pos = firstPos(at, fileAt);
  drift.push({
    kind: 'changed',
    id,
    path: skill.path,
    line: pos.line,
    column: pos.column,
    message: `skill ${q(id)} changed since the lock${where}: ${said.join('; ')}; ${relock ?? fixFirst(skill, RELOCK)}`,
    changes,
    escalation,
    added_tools: tools.added,
    removed_tools: tools.removed,
    added_scopes: scopes.added,
    removed_scopes: scopes.removed,
    ...(moved ? { previous_path: entry.path } : {}),
  });

  // A skill with no version (possible in the agentskills profile) did not bump it either.
  const notBumped = hashChanged ? notBumpedReason(entry.version, skill.version) : null;
  if (notBumped !== null) {
    const vpos = skill.positions.version ?? fileAt;
    drift.push({
      kind: 'version-not-bumped',
      id,
      path: skill.path,
      line: vpos.line,
      column: vpos.column,
      message: `skill ${q(id)} changed but ${notBumped}; ${before(skill, skill.version === '' ? `give it a version (metadata.version)${entry.version ? ` above ${q(entry.version)}` : ''}` : `bump ${skill.versionKey ?? 'version'}`)}, then run \`skillgate lock\``,
    });
  }
  return drift;
}

const KIND_ORDER: Record<DriftKind, number> = { removed: 0, added: 1, moved: 2, changed: 3, 'version-not-bumped': 4 };

/**
 * Every difference between `lock` and the skills in the tree, sorted by path, then kind
 * (removed, added, moved, changed, version-not-bumped), then id and position.
 * Duplicate ids in `skills` are the engine's `DuplicateId`; here each copy is compared.
 * `copies`: skills declaring an id the lock pins at another file, which no finding of the run
 * shows as a DuplicateId: each is `added` (the lock does not pin it), saying where the id is.
 */
export function diffLock(lock: Lockfile, skills: SkillSnapshot[], copies: readonly SkillSnapshot[] = []): Drift[] {
  const drift: Drift[] = [];
  const present = new Set<string>();
  const added = (skill: SkillSnapshot, pinnedAt?: string): Drift => {
    const at = skill.positions.id ?? skill.positions.file ?? FILE_START;
    const unpinnable = lockPathReason(skill.path);
    const caps = `allowed_tools [${quoteList([...new Set(skill.allowed_tools)].sort(byCodeUnit))}], allowed_memory_scopes [${quoteList([...new Set(skill.allowed_memory_scopes)].sort(byCodeUnit))}]`;
    const what = `skill ${q(skill.id)} (version ${q(skill.version)}, ${caps}) is not in the lockfile`;
    return {
      kind: 'added',
      id: skill.id,
      path: skill.path,
      line: at.line,
      column: at.column,
      message:
        pinnedAt !== undefined
          ? `${what}, which pins that id at ${q(pinnedAt)}: both files declare it (a DuplicateId this run does not show); ${before(skill, 'make the id unique', true)}, then ${RELOCK}`
          : unpinnable
            ? `${what}, and cannot be: a lockfile cannot hold its path (it ${unpinnable}); ${before(skill, 'rename its directory')}, then ${RELOCK} to pin it`
            : `${what}; ${fixFirst(skill, RELOCK)} to pin it`,
    };
  };
  for (const skill of skills) {
    present.add(skill.id);
    const entry = Object.hasOwn(lock.skills, skill.id) ? lock.skills[skill.id] : undefined;
    if (!entry) {
      drift.push(added(skill));
      continue;
    }
    drift.push(...compare(skill.id, entry, skill));
  }
  for (const copy of copies) drift.push(added(copy, lock.skills[copy.id].path));
  for (const id of Object.keys(lock.skills)) {
    if (present.has(id)) continue;
    const entry = lock.skills[id];
    drift.push({
      kind: 'removed',
      id,
      path: entry.path,
      ...FILE_START,
      message: `skill ${q(id)} is in the lockfile (path ${q(entry.path)}) but not in the tree; restore it, or run \`skillgate lock\` to drop it`,
    });
  }
  return drift.sort(byDriftOrder);
}

/** Drift in report order: by path, then kind (removed, added, moved, changed, version-not-bumped), id, position. */
export function byDriftOrder(a: Drift, b: Drift): number {
  return (
    byCodeUnit(a.path, b.path) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    byCodeUnit(a.id, b.id) ||
    a.line - b.line ||
    a.column - b.column ||
    byCodeUnit(a.message, b.message)
  );
}

/**
 * Two versions that SemVer does not read, when both are dotted numbers (`2.1`, `1.0.3`, `10`),
 * each optionally with a SemVer pre-release and build (`1.0-beta`, `2.0+b1`): the numbers
 * ordered part by part (a missing part is 0: `1.0` is `1`), then the pre-release as SemVer
 * orders it (`1.0-beta` below `1.0`). Undefined when either is another string.
 */
function compareLoose(x: string, y: string): number | undefined {
  const loose = /^(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
  const mx = loose.exec(x);
  const my = loose.exec(y);
  if (!mx || !my) return undefined;
  // The pre-releases, as SemVer's rules order them (a malformed one, `2024-01`: no order).
  const px = parseSemver(mx[2] === undefined ? '0.0.0' : `0.0.0-${mx[2]}`);
  const py = parseSemver(my[2] === undefined ? '0.0.0' : `0.0.0-${my[2]}`);
  if (!px || !py) return undefined;
  const xs = mx[1]!.split('.');
  const ys = my[1]!.split('.');
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    // As digit strings (no rounding past 2^53): without leading zeros, longer is larger.
    const m = (xs[i] ?? '0').replace(/^0+(?=.)/, '');
    const n = (ys[i] ?? '0').replace(/^0+(?=.)/, '');
    if (m !== n) return m.length !== n.length ? m.length - n.length : m < n ? -1 : 1;
  }
  return compareSemver(px, py);
}

/**
 * Why `now` is not a bump of the lock's `was`, or null when it is: the same version, one of
 * the same SemVer precedence (build metadata does not count, SemVer 2.0.0 §10) or a lower
 * one. Versions that are not both SemVer are ordered only as compareLoose orders them.
 */
export function notBumpedReason(was: string, now: string, lock = 'the lock'): string | null {
  // No version (the agentskills profile's metadata.version is optional): nothing went up.
  if (now === '')
    return was === '' ? `it has no version (metadata.version), as in ${lock}` : `its version ${q(was)} was removed`;
  if (was === now) return `its version is still ${q(now)}, as in ${lock}`;
  const a = parseSemver(was);
  const b = parseSemver(now);
  if (!a || !b) {
    // agentskills' metadata.version is any string: dotted numbers ("2.1", "1.0", "1.0.0-beta")
    // are still ordered, each part as a number; other strings are not.
    const order = compareLoose(now, was);
    if (order === 0) return `its version ${q(now)} has the precedence of ${lock}'s ${q(was)}`;
    if (order !== undefined && order < 0) return `its version went down from ${q(was)} to ${q(now)}`;
    return null;
  }
  const order = compareSemver(b, a);
  if (order === 0)
    return `its version ${q(now)} has the precedence of ${lock}'s ${q(was)} (build metadata does not count)`;
  if (order < 0) return `its version went down from ${q(was)} to ${q(now)}`;
  return null;
}
