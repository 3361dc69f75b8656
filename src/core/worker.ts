/**
 * A pool worker (see pool.ts): the bundle itself, started with WorkerInit as workerData.
 * It claims chunks from the shared counter until none is left and posts their results.
 */
import { workerThreads } from './builtin.js';
import { epochMs, useEpochAnchor } from './clock.js';
import { HOLD_MIN_FILES, holdYoungGeneration } from './heap.js';
import { makeContext } from './engine.js';
import { checkFile } from './run.js';
import type { ChunkMessage, WorkerInit } from './pool.js';
import { jsonExact } from './transfer.js';
import type { FileResult } from './engine.js';

export function runWorker(init: WorkerInit = workerThreads().workerData as WorkerInit): void {
  const { files, chunk, port } = init;
  useEpochAnchor(init.epochAnchor);
  if (init.holdYoung) holdYoungGeneration(HOLD_MIN_FILES);
  const counter = new Int32Array(init.shared);
  const ctx = makeContext(init.settings, init.keyring, init.keyringNote);
  if (init.locked) ctx.locked = init.locked;
  const nChunks = Math.ceil(files.length / chunk);
  try {
    for (let c = Atomics.add(counter, 0, 1); c < nChunks; c = Atomics.add(counter, 0, 1)) {
      let msg: ChunkMessage;
      if (init.debug.includes('crash')) process.exit(1); // ends this thread only
      try {
        if (init.debug.includes('fail')) throw new Error('SKILLGATE_POOL_DEBUG=fail');
        const results: FileResult[] = [];
        const starts: number[] = [];
        for (let i = c * chunk; i < Math.min(files.length, (c + 1) * chunk); i++) {
          starts.push(epochMs());
          results.push(checkFile(files[i], ctx));
        }
        msg = jsonExact(results) ? { chunk: c, json: JSON.stringify(results), starts } : { chunk: c, results, starts };
      } catch (e) {
        // The main thread checks this chunk itself, and reports what it finds.
        msg = { chunk: c, error: e instanceof Error ? e.message : String(e) };
      }
      try {
        port.postMessage(msg);
      } catch (e) {
        // A result a structured clone cannot carry: the main thread redoes the chunk.
        port.postMessage({ chunk: c, error: e instanceof Error ? e.message : String(e) } satisfies ChunkMessage);
      }
      Atomics.add(counter, 1, 1);
      Atomics.notify(counter, 1);
    }
  } finally {
    port.close();
  }
}
