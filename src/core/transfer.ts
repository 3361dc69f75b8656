/**
 * How results cross from a pool worker to the main thread (pool.ts, worker.ts): as JSON when
 * JSON carries them exactly, which is far cheaper to read than a structured clone.
 */

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
