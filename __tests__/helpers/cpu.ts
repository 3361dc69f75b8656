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
