/**
 * Where each top-level key of a checked skill sits in its SKILL.md, so that drift can point
 * at the line of the key that changed (`allowed_tools:`), not at its first list item.
 *
 * SkillData records value positions only. Until it records key positions too, the key
 * positions are kept here, keyed by the SkillData object of the result (weakly: nothing
 * outlives its result).
 */
import type { Pos, YMap } from '../core/document.js';

const keyPositionsMap = new WeakMap<object, Record<string, Pos>>();

/** The keys drift points at (run.ts snapshotOf): the only ones kept, 10,000 results being many. */
export const DRIFT_KEYS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'version',
  'allowed_tools',
  'allowed-tools',
  'allowed_memory_scopes',
  'signature',
]);

/** Records the position of the drift keys of `root` (the first of each) for the result data `data`. */
export function recordKeyPositions(data: object, root: YMap): void {
  // A plain object (no DRIFT_KEYS name is on Object.prototype): V8 keeps it in fast mode.
  const at: Record<string, Pos> = {};
  for (const { key } of root.entries) {
    if (DRIFT_KEYS.has(key.value) && !Object.hasOwn(at, key.value))
      at[key.value] = { line: key.line, column: key.column };
  }
  keyPositionsMap.set(data, at);
}

/** The position of top-level key `key` for the result data `data`, when recorded. */
export function keyPosition(data: object, key: string): Pos | undefined {
  return keyPositionsMap.get(data)?.[key];
}

/** Every recorded key position for `data` (a copy), e.g. to carry them across a structured clone. */
export function keyPositions(data: object): Record<string, Pos> | undefined {
  const at = keyPositionsMap.get(data);
  return at ? { ...at } : undefined;
}

/** Records key positions obtained from `keyPositions` (e.g. after a structured clone of `data`). */
export function setKeyPositions(data: object, at: Record<string, Pos>): void {
  keyPositionsMap.set(data, Object.assign(Object.create(null) as Record<string, Pos>, at));
}
