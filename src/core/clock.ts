/**
 * The run's clocks, without node:perf_hooks: the `performance` global loads it and ten more
 * of node's modules (~1 ms of a single-file run's start-up, docs/performance.md), for a
 * monotonic clock that process.hrtime reads as cheaply (~55 ns a call, as performance.now).
 */

/** Milliseconds on the monotonic clock (its origin is arbitrary): for durations. */
export function now(): number {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
}

let offset: number | undefined;

/**
 * Milliseconds since the epoch, for telemetry's start times: the monotonic clock anchored to
 * the wall clock once, so that times taken in one run never go backwards (within 1 ms of
 * Date.now(), whose milliseconds it reads once).
 */
export function epochMs(): number {
  const t = now();
  return t + (offset ??= Date.now() - t);
}

/**
 * The anchor epochMs() adds to the monotonic clock (taken now when not yet). A pool worker
 * is given the main thread's (useEpochAnchor): the monotonic clock is the process's, so their
 * start times then agree to the nanosecond, where two anchors read from Date.now() could
 * differ by a millisecond.
 */
export function epochAnchor(): number {
  if (offset === undefined) epochMs();
  return offset!;
}

export function useEpochAnchor(anchor: number): void {
  offset = anchor;
}
