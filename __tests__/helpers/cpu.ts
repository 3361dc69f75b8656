/**
 * The process's CPU time in milliseconds (user + system, all its threads), for the ratio
 * tests: on a loaded 2-core machine a run long enough is preempted and its wall time
 * inflated, which a sub-millisecond run escapes, so a wall-clock ratio measures the load.
 * CPU time counts only the work (to the microsecond).
 */
export function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * The CPU cost of a big input against a small one, for the tests that tell linear growth
 * from quadratic. `measure(n)` builds its input of size n and returns the CPU milliseconds
 * of the part under test. The big size runs once first (the compiler's warm-up, the heap
 * grown to its size); then small and big alternate `rounds` times, so a busy spell of the
 * machine falls on both, and each side is its median. A minimum would not do: a small run
 * can escape the collector entirely while every big run pays it, and the ratio of minimums
 * then measures the collector's luck.
 */
export async function growth(
  measure: (n: number) => number | Promise<number>,
  small: number,
  big: number,
  rounds = 5,
): Promise<{ small: number; big: number }> {
  await measure(big);
  const s: number[] = [];
  const b: number[] = [];
  for (let k = 0; k < rounds; k++) {
    s.push(await measure(small));
    b.push(await measure(big));
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[xs.length >> 1];
  return { small: median(s), big: median(b) };
}
