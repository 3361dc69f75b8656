/**
 * A run of many files keeps V8's young generation at its starting size (issue #7: 150 MB
 * of peak RSS for 10,000 skills). Every result is kept for the report and the lock check, so
 * most of what a scavenge finds is alive; V8 reads that as a reason to double the young
 * generation, up to 16 MB a semi-space on node 20 and 32 MB on node 24 (the Action's
 * runtime), each megabyte of it touched and kept. A run's survivors are promoted either way,
 * and more, smaller scavenges cost the same time (measured, docs/performance.md).
 *
 * The heap's maximum is fixed when the isolate starts (only a node flag sets it, which a
 * program run as `node dist/index.js` cannot pass), but V8 reads its growth factor each time
 * it would grow the young generation: at 1 the next size is the current one. V8 flags are
 * the process's, and V8 sets a factor below 2 back to 2 whenever it sets up an isolate's
 * heap: a worker thread's start undoes the hold, so the sidecar (sidecar.ts) and a pool worker
 * (worker.ts) set it again as they start.
 */
import { nodeV8 } from './builtin.js';

/** From this many files on: below it the young generation barely grows (1,000 skills: 71 MB against 67 MB). */
export const HOLD_MIN_FILES = 1000;

let held = false;

/**
 * Stops the young generation from growing, for a run of `files` files (or a repository
 * listing of as many, before the skills among them are known). Only on the node
 * versions it was measured on: a flag V8 no longer knows would be an error line on stderr,
 * so a later node keeps V8's default.
 */
export function holdYoungGeneration(files: number): void {
  if (held || files < HOLD_MIN_FILES || !measuredOn(process.versions.node)) return;
  held = true;
  hold();
}

/** True when this run holds the young generation (a thread it starts sets the hold again). */
export function youngGenerationHeld(): boolean {
  return held;
}

export const HOLD_FLAG = '--semi-space-growth-factor=1';

function hold(): void {
  nodeV8().setFlagsFromString(HOLD_FLAG);
}

/** Node 20 to 24 (V8 11.3 to 13.6). Exported for tests. */
export function measuredOn(version: string): boolean {
  const major = Number(version.split('.')[0]);
  return major >= 20 && major <= 24;
}
