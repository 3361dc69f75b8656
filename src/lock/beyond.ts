/**
 * Whether a skill whose frontmatter hash differs from its lock entry changed in more than
 * the version, tools and scopes the entry pins (drift's `other`, lock/diff.ts).
 *
 * The lock keeps only a hash of the rest, so a change to `version` alone explained the new
 * hash as far as drift could tell: a pull request that bumped the version and dropped
 * `disallowed_tools: [Bash]` (or moved the skill to a wider `x-profile`) was reported as
 * "version 1.0.0 -> 1.0.1", nothing else. Here the lock's values are put back into the
 * frontmatter and the hash worked out again: when it is the lock's, nothing else changed.
 * The lock keeps its lists sorted, so the order a file wrote them in is guessed (the lock's,
 * the file's own with what it dropped put back at each place, up to 40,320 orders a list);
 * a guess that misses, or a budget run out, says `other`, which drift words as "or the order
 * or repeats of a list".
 */
import type { Profile, Settings } from '../core/config-types.js';
import { splitToolList } from '../rules/tool-list.js';
import { toValue, type YMap } from '../core/document.js';
import { canonicalFrontmatterOrUndefined, lockHashOfText } from '../signature/message.js';
import { CanonicalError, canonicalize } from '../signature/jcs.js';
import type { LockEntry } from './types.js';

/** What the skill declares now, as the lock would pin it. */
export interface Pinned {
  version: string;
  allowed_tools: readonly string[];
  allowed_memory_scopes: readonly string[];
}

type Draft = Record<string, unknown>;
/** Ways one key may have been written when the lock was: each sets it so on a copy. */
type Choice = ((d: Draft) => void)[];

/** Characters hashed for one skill, at most: a 1 MiB frontmatter gets a few tries, a small one hundreds. */
export const FILE_BUDGET = 8 << 20;
/** And for the run (a thread): past it, a changed skill is said to have changed more (`other`). */
const RUN_BUDGET = 256 << 20;
let runLeft = RUN_BUDGET;

/** Characters hashed so far in this thread (tests). */
export function hashedChars(): number {
  return RUN_BUDGET - runLeft;
}

/**
 * True when more than the version, tools and scopes changed since `entry` was written, or
 * when the lock's values cannot be put back as the file wrote them (a list in an order not
 * guessed) or the budget for hashing runs out; false when they explain the new hash;
 * undefined when the frontmatter has no canonical form, or none of the three changed (drift
 * says `other` then anyway).
 */
export function beyondLock(
  root: YMap,
  settings: Pick<Settings, 'profile' | 'tools'>,
  now: Pinned,
  entry: LockEntry,
): boolean | undefined {
  const { profile } = settings;
  // Keys set wholesale on a copy of the frontmatter (a version, a key taken out), and lists
  // or strings swapped into the canonical text in place: a list's thousands of orders cost a
  // hash each, not a canonical form of the whole frontmatter each.
  const choices: Choice[] = [];
  const slots: Slot[] = [];
  if (entry.version !== now.version) choices.push(versionChoice(profile, entry.version));
  if (!sameSet(entry.allowed_tools, now.allowed_tools)) {
    const key = profile === 'agentskills' ? 'allowed-tools' : 'allowed_tools';
    if (profile === 'agentskills') {
      const values = toolStrings(first(orders(entry.allowed_tools, now.allowed_tools), STRING_ORDERS), settings.tools);
      if (!entry.allowed_tools.length) values.push(ABSENT);
      choices.push(values.map((v) => (d: Draft) => set(d, key, v)));
    } else slots.push({ key, values: () => orders(entry.allowed_tools, now.allowed_tools) });
  }
  if (profile === 'v1' && !sameSet(entry.allowed_memory_scopes, now.allowed_memory_scopes))
    slots.push({
      key: 'allowed_memory_scopes',
      values: () => orders(entry.allowed_memory_scopes, now.allowed_memory_scopes),
    });
  if (!choices.length && !slots.length) return undefined;
  const fm = toValue(root) as Draft;
  let fileLeft = FILE_BUDGET;
  const matches = (text: string): boolean => {
    if (text.length > fileLeft || text.length > runLeft) throw OUT_OF_BUDGET;
    fileLeft -= text.length;
    runLeft -= text.length;
    return lockHashOfText(text) === entry.frontmatter;
  };
  const tryFrom = (i: number, draft: Draft): boolean | undefined => {
    if (i === choices.length) return trySlots(draft);
    for (const apply of choices[i]!) {
      const next = { ...draft };
      apply(next);
      const found = tryFrom(i + 1, next);
      if (found !== false) return found;
    }
    return false;
  };
  // The canonical text with a marker string where each slot's value goes, cut at the
  // markers: each value is then its own canonical JSON put between the pieces.
  const trySlots = (draft: Draft): boolean | undefined => {
    const marked = { ...draft };
    slots.forEach((slot, k) => (marked[slot.key] = `${MARK}${k}`));
    const text = canonicalFrontmatterOrUndefined(marked);
    if (text === undefined) return undefined;
    if (!slots.length) return matches(text);
    const at = slots.map((_, k) => {
      const m = JSON.stringify(`${MARK}${k}`);
      const first = text.indexOf(m);
      return first >= 0 && text.indexOf(m, first + 1) < 0 ? { k, first, end: first + m.length } : undefined;
    });
    // The marker is a value of the frontmatter too (`x-note: "\0skillgate-slot\00"`): each
    // value set on a copy, and that canonical form hashed, as for a large frontmatter.
    if (at.some((a) => a === undefined)) return setEach(0, draft);
    const cuts = (at as { k: number; first: number; end: number }[]).sort((a, b) => a.first - b.first);
    const pieces = [text.slice(0, cuts[0]!.first)];
    cuts.forEach((c, n) => pieces.push(text.slice(c.end, n + 1 < cuts.length ? cuts[n + 1]!.first : text.length)));
    const fill = (n: number, head: string): boolean | undefined => {
      if (n === cuts.length) return matches(head);
      for (const v of slots[cuts[n]!.k]!.values()) {
        let json: string;
        try {
          json = canonicalize(v);
        } catch (e) {
          if (e instanceof CanonicalError) return undefined;
          throw e;
        }
        const found = fill(n + 1, head + json + pieces[n + 1]!);
        if (found !== false) return found;
      }
      return false;
    };
    return fill(0, pieces[0]!);
  };
  const setEach = (n: number, draft: Draft): boolean | undefined => {
    if (n === slots.length) {
      const text = canonicalFrontmatterOrUndefined(draft);
      return text === undefined ? undefined : matches(text);
    }
    for (const v of slots[n]!.values()) {
      const found = setEach(n + 1, { ...draft, [slots[n]!.key]: v });
      if (found !== false) return found;
    }
    return false;
  };
  try {
    const matched = tryFrom(0, fm);
    return matched === undefined ? undefined : !matched;
  } catch (e) {
    if (e === OUT_OF_BUDGET) return true;
    throw e;
  }
}

/** A key whose value is swapped into the canonical text, and the values tried. */
interface Slot {
  key: string;
  values: () => Iterable<string[]>;
}

/** The marker a slot's value stands in for while the text is cut (NULs: a value's JSON escapes them). */
const MARK = '\u0000skillgate-slot\u0000';

const ABSENT = Symbol('absent');
const OUT_OF_BUDGET = Symbol('out of budget');

function set(d: Draft, key: string, v: unknown): void {
  if (v === ABSENT) delete d[key];
  else d[key] = v;
}

/**
 * The lock's version put back: v1's `version`; agentskills' `metadata.version` (the lock
 * pins "" for a skill without one: then it had none, an empty one, or no `metadata`).
 */
function versionChoice(profile: Profile, version: string): Choice {
  if (profile === 'v1') return [(d) => set(d, 'version', version)];
  const withMeta = (d: Draft, f: (m: Draft) => void) => {
    const m = d.metadata === undefined ? {} : d.metadata;
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return;
    const copy = { ...(m as Draft) };
    f(copy);
    d.metadata = copy;
  };
  if (version !== '') return [(d) => withMeta(d, (m) => (m.version = version))];
  return [
    (d) => d.metadata !== undefined && withMeta(d, (m) => delete m.version),
    (d) => withMeta(d, (m) => (m.version = '')),
    (d) => set(d, 'metadata', ABSENT),
  ];
}

/**
 * An agentskills `allowed-tools` string as it may have been written: the names joined by a
 * space, a comma or a line end (a block scalar, with its final line end or not), without the
 * tools splitToolList found inside another entry's parentheses (`Bash` of `Read(x Bash y)`,
 * which the lock lists too) or with them; or as a YAML list.
 */
function toolStrings(lists: string[][], tools: Settings['tools']): unknown[] {
  const strings = new Set<string>();
  const arrays: string[][] = [];
  for (const l of lists) {
    const inner = new Set(
      l.flatMap((x) =>
        splitToolList(x, tools)
          .slice(1)
          .map((e) => e.name),
      ),
    );
    const top = inner.size ? l.filter((x) => !inner.has(x)) : l;
    for (const names of top === l ? [l] : [top, l]) {
      arrays.push(names);
      for (const sep of [' ', ', ', ',', '\n']) for (const end of ['', '\n']) strings.add(names.join(sep) + end);
    }
  }
  return [...strings, ...arrays];
}

/**
 * Orders tried for one list, at most: every order of a list of 8 (each one a hash, times the
 * other list's tries, within the budgets above).
 */
const MAX_ORDERS = 40_320;
/** Orders of an agentskills tool list tried, at most: each is eight strings and a list. */
const STRING_ORDERS = 64;

function first<T>(items: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  for (const x of items) {
    if (out.length >= n) break;
    out.push(x);
  }
  return out;
}

/** Items of a list past which only the three likeliest orders are tried (the walk is as deep as the list). */
const MAX_WALKED = 64;

/**
 * The lists a file may have held when the lock (which keeps a sorted set) was written: the
 * lock's order, and the file's own order of what it still holds with what it dropped put
 * back at each place (every interleaving, up to MAX_ORDERS), one at a time.
 */
function* orders(locked: readonly string[], now: readonly string[]): Generator<string[]> {
  const keep = new Set(locked);
  const held = now.filter((x) => keep.has(x));
  const have = new Set(held);
  const dropped = locked.filter((x) => !have.has(x));
  const seen = new Set<string>();
  const seeds = [[...locked], [...held, ...dropped], [...dropped, ...held]];
  for (const l of seeds) {
    const key = JSON.stringify(l);
    if (seen.has(key)) continue;
    seen.add(key);
    yield l;
  }
  if (held.length + dropped.length > MAX_WALKED) return;
  // Each list takes, next, the held item that comes next or any dropped one not yet placed.
  // Every list the walk makes is a different one (the dropped items are none of the held);
  // it makes the seeds again (a hash each), so they are not counted against it: every order
  // of 8 items is made.
  let left = MAX_ORDERS;
  const list: string[] = [];
  const free = dropped.map(() => true);
  function* walk(h: number, placed: number): Generator<string[]> {
    if (left <= 0) return;
    if (h === held.length && placed === dropped.length) {
      left--;
      yield [...list];
      return;
    }
    if (h < held.length) {
      list.push(held[h]!);
      yield* walk(h + 1, placed);
      list.pop();
    }
    for (let k = 0; k < dropped.length && left > 0; k++) {
      if (!free[k]) continue;
      free[k] = false;
      list.push(dropped[k]!);
      yield* walk(h, placed + 1);
      list.pop();
      free[k] = true;
    }
  }
  yield* walk(0, 0);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}
