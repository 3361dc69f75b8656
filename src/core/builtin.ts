/**
 * Node built-in modules that only some runs need, loaded on first use rather than when the
 * bundle starts: a single-file run starts no thread, and node:worker_threads alone took
 * ~2.7 ms of its start-up (issue #2's 1.8x `node -e 0` budget; docs/performance.md).
 */
import { createRequire } from 'node:module';

type WorkerThreads = typeof import('node:worker_threads');
type Os = typeof import('node:os');
type V8 = typeof import('node:v8');

// process.getBuiltinModule is node 20.16+; createRequire serves older ones.
const load: (id: string) => unknown =
  typeof process.getBuiltinModule === 'function'
    ? (id) => process.getBuiltinModule(id)
    : createRequire(import.meta.url);

let workerThreadsModule: WorkerThreads | undefined;
let osModule: Os | undefined;
let v8Module: V8 | undefined;

/** node:worker_threads, loaded the first time a thread is started or asked about. */
export function workerThreads(): WorkerThreads {
  return (workerThreadsModule ??= load('node:worker_threads') as WorkerThreads);
}

/** node:os, loaded the first time a core count or CPU times are asked for. */
export function nodeOs(): Os {
  return (osModule ??= load('node:os') as Os);
}

/** node:v8, loaded the first time a run sizes the heap (heap.ts). */
export function nodeV8(): V8 {
  return (v8Module ??= load('node:v8') as V8);
}
