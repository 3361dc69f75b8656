/**
 * Seeded inputs for differential tests: a small PRNG (mulberry32), a pick from a list, and
 * every SKILL.md under a directory.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

/** Every file named SKILL.md below `dir`. */
export function filesUnder(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir)) {
    const p = path.join(dir, e);
    if (statSync(p).isDirectory()) filesUnder(p, out);
    else if (e === 'SKILL.md') out.push(p);
  }
  return out;
}
