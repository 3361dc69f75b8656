/**
 * The positions a checked skill keeps for the stages after its own checks (tree rules,
 * DuplicateId, drift): of a few top-level keys, where the key sits (drift points at the line
 * of the key that changed, `allowed_tools:`, not at its first list item) and where its value
 * starts. They live in one list of small integers on the skill's data (`SkillData.kept`):
 * 10,000 results kept ~14 position objects, two holders and a WeakMap entry each, ~7 MB that
 * every scavenge copied and promoted (docs/performance.md). A list of numbers also crosses a
 * structured clone or JSON unchanged (pool workers).
 */
import type { Pos, YMap } from '../core/document.js';

/** The keys whose positions are kept: drift's, the agentskills spellings, and x-deprecated-by (tree rules). */
const KEPT_KEYS = [
  'id',
  'name',
  'version',
  'allowed_tools',
  'allowed-tools',
  'allowed_memory_scopes',
  'signature',
  'x-deprecated-by',
] as const;
export type KeptKey = (typeof KEPT_KEYS)[number];

const SLOT = new Map<string, number>(KEPT_KEYS.map((k, i) => [k, i * 4]));

/**
 * Per kept key, four numbers: the key's line and column, then its value's line and column
 * (0 when there is none: lines and columns start at 1).
 */
export type KeptPositions = readonly number[];

/**
 * The kept positions of a checked skill: each key's first occurrence in `root` (a duplicate
 * key is reported, the first is the one read), and the value positions the checks recorded
 * in `values` (under the v1 names: agentskills records `allowed-tools`' value as `allowed_tools`).
 */
export function keepPositions(values: Readonly<Record<string, Pos>>, root: YMap): KeptPositions {
  const out = new Array<number>(KEPT_KEYS.length * 4).fill(0);
  for (const { key } of root.entries) {
    const s = SLOT.get(key.value);
    if (s !== undefined && out[s] === 0) {
      out[s] = key.line;
      out[s + 1] = key.column;
    }
  }
  for (let i = 0; i < KEPT_KEYS.length; i++) {
    const p = Object.hasOwn(values, KEPT_KEYS[i]) ? values[KEPT_KEYS[i]] : undefined;
    if (p) {
      out[i * 4 + 2] = p.line;
      out[i * 4 + 3] = p.column;
    }
  }
  return out;
}

function at(kept: KeptPositions | undefined, i: number): Pos | undefined {
  if (kept === undefined || !(kept[i] > 0)) return undefined;
  return { line: kept[i], column: kept[i + 1] };
}

/** Where top-level key `key` of the skill sits, when kept. */
export function keyAt(kept: KeptPositions | undefined, key: KeptKey): Pos | undefined {
  return at(kept, SLOT.get(key)!);
}

/** Where the value of top-level key `key` starts, when kept. */
export function valueAt(kept: KeptPositions | undefined, key: KeptKey): Pos | undefined {
  return at(kept, SLOT.get(key)! + 2);
}
