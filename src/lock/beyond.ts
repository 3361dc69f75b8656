/**
 * Whether a skill whose frontmatter hash differs from its lock entry changed in more than
 * the version, tools and scopes the entry pins (drift's `other`, lock/diff.ts).
 *
 * The lock keeps only a hash of the rest, so a change to `version` alone explained the new
 * hash as far as drift could tell: a pull request that bumped the version and dropped
 * `disallowed_tools: [Bash]` (or moved the skill to a wider `x-profile`) was reported as
 * "version 1.0.0 -> 1.0.1", nothing else. Here the lock's values are put back into the
 * frontmatter and the hash worked out again: when it is the lock's, nothing else changed.
 */
import type { Profile } from '../core/config-types.js';
import { toValue, type YMap } from '../core/document.js';
import { frontmatterHashOf } from '../signature/message.js';
import type { LockEntry } from './types.js';

/** What the skill declares now, as the lock would pin it. */
export interface Pinned {
  version: string;
  allowed_tools: readonly string[];
  allowed_memory_scopes: readonly string[];
}

/** A key the lock's value may have been written in, or left out of (an empty list, say). */
type Choice = { key: string; values: unknown[] };

const ABSENT = Symbol('absent');

/** Hashes worked out for one skill, at most (each ~5 us): the combinations of the choices above. */
const MAX_TRIES = 400;

/**
 * True when more than the version, tools and scopes changed since `entry` was written (or
 * when their lock values cannot be put back as they were written: a list in another order,
 * a version written otherwise); false when they explain the new hash; undefined when the
 * frontmatter has no canonical form, or nothing of these three changed (drift says `other`
 * then anyway).
 */
export function beyondLock(root: YMap, profile: Profile, now: Pinned, entry: LockEntry): boolean | undefined {
  const choices: Choice[] = [];
  if (entry.version !== now.version && profile === 'v1') choices.push({ key: 'version', values: [entry.version] });
  if (!sameSet(entry.allowed_tools, now.allowed_tools)) {
    const lists = orders(entry.allowed_tools, now.allowed_tools);
    choices.push(
      profile === 'agentskills'
        ? {
            key: 'allowed-tools',
            values: [...lists.map((l) => l.join(' ')), ...lists, ...(entry.allowed_tools.length ? [] : [ABSENT])],
          }
        : { key: 'allowed_tools', values: lists },
    );
  }
  if (profile === 'v1' && !sameSet(entry.allowed_memory_scopes, now.allowed_memory_scopes))
    choices.push({
      key: 'allowed_memory_scopes',
      values: orders(entry.allowed_memory_scopes, now.allowed_memory_scopes),
    });
  if (!choices.length) return undefined;
  const fm = toValue(root) as Record<string, unknown>;
  let tries = 0;
  const tryFrom = (i: number, draft: Record<string, unknown>): boolean | undefined => {
    if (i === choices.length) {
      if (++tries > MAX_TRIES) return false;
      const hash = frontmatterHashOf(draft);
      return hash === undefined ? undefined : hash === entry.frontmatter;
    }
    const { key, values } = choices[i]!;
    for (const v of values) {
      const next = { ...draft };
      if (v === ABSENT) delete next[key];
      else next[key] = v;
      const found = tryFrom(i + 1, next);
      if (found !== false) return found;
    }
    return false;
  };
  const matched = tryFrom(0, fm);
  return matched === undefined ? undefined : !matched;
}

/**
 * The lists a file may have held when the lock (which keeps a sorted set) was written: the
 * lock's order, and the file's own order of what it still holds, with what it dropped put
 * back first, last, or (one item) at each place.
 */
function orders(locked: readonly string[], now: readonly string[]): string[][] {
  const keep = new Set(locked);
  const held = now.filter((x) => keep.has(x));
  const have = new Set(held);
  const dropped = locked.filter((x) => !have.has(x));
  const out = new Map<string, string[]>();
  const add = (l: string[]) => out.set(JSON.stringify(l), l);
  add([...locked]);
  add([...held, ...dropped]);
  add([...dropped, ...held]);
  if (dropped.length === 1 && held.length <= MAX_PLACES)
    for (let i = 1; i < held.length; i++) add([...held.slice(0, i), dropped[0]!, ...held.slice(i)]);
  return [...out.values()];
}

/** Places one dropped item is tried at, at most. */
const MAX_PLACES = 32;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}
