/**
 * What crosses from a pool worker to the main thread besides the results themselves
 * (pool.ts, worker.ts): whether JSON can carry them exactly, and the key positions that
 * lock/positions.ts keeps outside the results.
 */
import type { FileResult } from './engine.js';
import type { Pos } from './document.js';
import { DRIFT_KEYS, keyPosition, recordKeyPositions } from '../lock/positions.js';

/** A top-level key and its position, in the shape recordKeyPositions reads from a YMap. */
export type KeyEntry = { key: { value: string } & Pos };

/**
 * lock/positions.ts keeps key positions in a WeakMap keyed by each result's data object,
 * which a structured clone does not carry: the worker sends them along and the main thread
 * records them again for the cloned data. (Moving them into SkillData would remove this.)
 */
export function keyPositionsOf(r: FileResult): KeyEntry[] | undefined {
  const d = r.data;
  if (!d) return undefined;
  const out: KeyEntry[] = [];
  for (const value of DRIFT_KEYS) {
    const p = keyPosition(d, value);
    if (p) out.push({ key: { value, line: p.line, column: p.column } });
  }
  return out;
}

/**
 * True when JSON.parse(JSON.stringify(v)) gives back the same data: no NaN, Infinity or -0,
 * no undefined in a list, no Map, Date or other class instance. (An undefined property is
 * dropped, which reads the same.) Otherwise the structured clone carries the chunk.
 */
export function jsonExact(v: unknown): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(v) && !Object.is(v, -0);
    case 'object': {
      if (Array.isArray(v)) {
        for (const x of v) if (x === undefined || !jsonExact(x)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const k in v) if (!jsonExact((v as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

export function restoreKeyPositions(r: FileResult, entries: KeyEntry[] | undefined): void {
  if (r.data && entries) recordKeyPositions(r.data, { entries } as unknown as Parameters<typeof recordKeyPositions>[1]);
}
