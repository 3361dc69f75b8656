/**
 * Checking many files on every core (issue #7), synchronously.
 *
 * The main thread and N-1 worker threads take chunks of the file list from one shared
 * counter, so a worker that starts late (it loads the bundle first) simply takes fewer.
 * Workers post each chunk's results on a MessagePort; the main thread, once the counter
 * is past the end, blocks on Atomics.wait and drains the port with receiveMessageOnPort,
 * so checkAll stays synchronous. Results never depend on a worker: a chunk it claimed
 * but did not deliver (it failed, or went silent) is checked on the main thread.
 *
 * checkAll uses the pool only when SKILLGATE_THREADS=N (N >= 2) asks for it: on these 2-core
 * machines the sidecar (sidecar.ts) does better at every size measured. Unforced (the
 * `late` test mode), workers start after a first probe, for a large rest (worthAWorker).
 *
 * The worker is the bundle itself (`src/index.ts` branches on workerData), started from
 * the path src/index.ts registers with setWorkerEntry: ncc bundles a separate worker file
 * poorly, and under ts-jest there is no bundle, so no entry and no pool.
 */
import type { MessagePort, Worker } from 'node:worker_threads';
import { nodeOs, workerThreads } from './builtin.js';
import { epochAnchor, epochMs, now } from './clock.js';
import type { LockEntry } from '../lock/types.js';
import { youngGenerationHeld } from './heap.js';
import type { CheckContext, FileRef, FileResult } from './engine.js';
import type { Keyring } from '../signature/keyring.js';
import type { Settings } from './config-types.js';

/** Marks workerData as ours: src/index.ts runs the worker when it sees it. */
export const WORKER_TAG = 'skillgate-pool-worker';
/**
 * Below this many files a worker is never worth it: it takes ~90 ms to load the bundle, its
 * code starts cold (JIT) and each result it sends back costs ~20 µs to receive.
 */
export const POOL_THRESHOLD = 1000;
/**
 * Above the threshold the main thread checks the first chunks itself, then starts workers
 * only for a large rest (docs/performance.md): plain JS checking of a few thousand files
 * gains nothing from a cold second isolate, and the sidecar (sidecar.ts) already gives the
 * other core the reading and the signature checks.
 */
export const LARGE_REST = 20_000;
const PROBE_CHUNKS = 2;
const CHUNK = 48;
const MAX_THREADS = 8;
/** How long the main thread waits for a silent worker before checking its chunks itself. */
const STALL_MS = 5_000;

let entry: string | undefined;

/**
 * True in a pool worker: the bundle started by checkInPool, with WORKER_TAG as its argument
 * and in its workerData. A user's `skillgate skillgate-pool-worker` is not one; node's
 * worker_threads module is loaded only to tell (a plain run never loads it).
 */
export function isPoolWorker(argv: readonly string[] = process.argv): boolean {
  if (argv[2] !== WORKER_TAG) return false;
  const { isMainThread, workerData } = workerThreads();
  return !isMainThread && !!(workerData as Record<string, unknown> | null)?.[WORKER_TAG];
}

/** Called by the bundle's entry with its own path: the file a worker runs. */
export function setWorkerEntry(file: string): void {
  entry = file;
}

/** What a worker needs to rebuild the CheckContext (all structured-cloneable). */
export interface WorkerInit {
  [WORKER_TAG]: true;
  settings: Settings;
  keyring?: Keyring;
  keyringNote?: string;
  /** CheckContext.locked: the lockfile's entries, when the run checks drift. */
  locked?: Readonly<Record<string, LockEntry>>;
  files: FileRef[];
  chunk: number;
  /** Int32Array over it: [0] next chunk to claim, [1] chunks delivered by workers. */
  shared: SharedArrayBuffer;
  port: MessagePort;
  /** SKILLGATE_POOL_DEBUG, for tests: `trace`, `wait` (workers go first), `late`, `fail`, `crash`. */
  debug: string[];
  /** The main thread's clock.ts epochAnchor(): spans' start times on one clock across threads. */
  epochAnchor: number;
  /** The run holds the young generation (heap.ts): a worker's isolate setup undid it, so it sets it again. */
  holdYoung: boolean;
}

export interface ChunkMessage {
  chunk: number;
  /** The results as JSON when JSON carries them exactly (see jsonExact): far cheaper to read here. */
  json?: string;
  results?: FileResult[];
  /** Epoch ms at which each file's check started (spans are recorded on the main thread). */
  starts?: number[];
  error?: string;
}

export interface Checked {
  results: FileResult[];
  starts: number[];
}

const CONTEXT_KEYS = new Set(['settings', 'broker', 'keyring', 'keyringNote', 'locked']);

/**
 * CPU times when the run first asked about threads: the window idleCores() looks at. Not read
 * when the module loads: a single-file run would pay for node:os and /proc reads it never uses.
 */
let cpusAtStart: { idle: number; total: number }[] | undefined;

function cpuTimes(): { idle: number; total: number }[] {
  try {
    return nodeOs()
      .cpus()
      .map(({ times: t }) => ({ idle: t.idle, total: t.user + t.nice + t.sys + t.idle + t.irq }));
  } catch {
    return [];
  }
}

/**
 * How many cores sat idle since the run first asked (threadsFor, before the main thread's
 * first chunks), e.g. 0.9 on a quiet 2-core machine. Falls back to the load average when the
 * window is too short to tell (the kernel counts in 10 ms ticks), as it is on the first call.
 */
export function idleCores(): number {
  if (!cpusAtStart) cpusAtStart = cpuTimes();
  const current = cpuTimes();
  let idle = 0;
  let ticks = 0;
  for (let i = 0; i < current.length && i < cpusAtStart.length; i++) {
    const total = current[i].total - cpusAtStart[i].total;
    ticks += total;
    if (total > 0) idle += (current[i].idle - cpusAtStart[i].idle) / total;
  }
  if (ticks >= 40 * Math.max(1, current.length)) return idle;
  const os = nodeOs();
  return Math.max(0, os.availableParallelism() - os.loadavg()[0] - 1);
}

/**
 * How many threads (main included) to use for `n` files; 1 means: do not start a pool.
 * Only an idle core is worth a worker: on a busy machine a second thread gets no core of its
 * own, and its start-up (~70 ms of CPU), its cold JIT and the results it sends back are pure
 * cost (measured: docs/performance.md). SKILLGATE_THREADS=N overrides (1 turns the pool off).
 */
export function threadsFor(
  n: number,
  env: NodeJS.ProcessEnv = process.env,
  cores = nodeOs().availableParallelism(),
  idle = n >= POOL_THRESHOLD ? idleCores() : 0,
): number {
  if (!entry || n === 0) return 1;
  const forced = forcedThreads(env);
  if (forced !== undefined) return forced;
  if (n < POOL_THRESHOLD) return 1;
  const workers = Math.floor(idle + 0.4);
  return Math.max(1, Math.min(1 + workers, cores, MAX_THREADS, Math.ceil(n / (POOL_THRESHOLD / 2))));
}

/** SKILLGATE_THREADS=N, when set: the thread count, decided by the user (tests, benchmarks). */
export function forcedThreads(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const v = env.SKILLGATE_THREADS;
  return v !== undefined && /^\d+$/.test(v) ? Math.max(1, Math.min(Number(v), MAX_THREADS)) : undefined;
}

/**
 * After the probe: is a worker worth starting for `rest` files? Only for a large rest: below
 * that, the sidecar (sidecar.ts) gives the other core the reading and the signatures, which
 * pays more than a cold second checker.
 */
export function worthAWorker(rest: number): boolean {
  return rest >= LARGE_REST;
}

/**
 * Checks `files` with `check` on up to `threads` threads (all of them at once when the user
 * forced the count, else after the probe, if it pays). Returns undefined when it cannot use
 * a pool at all (the caller then checks sequentially); never loses or duplicates a file.
 */
export function checkInPool(
  files: FileRef[],
  ctx: CheckContext,
  threads: number,
  check: (f: FileRef) => FileResult,
  forced = forcedThreads() !== undefined,
): Checked | undefined {
  if (!entry || threads < 2 || files.length === 0) return undefined;
  // A context field a worker could not rebuild means: do it here, correctly, if slowly.
  if (Object.keys(ctx).some((k) => !CONTEXT_KEYS.has(k))) return undefined;
  const debug = (process.env.SKILLGATE_POOL_DEBUG ?? '').split(',').filter(Boolean);
  const stallMs = debug.includes('crash') ? 300 : STALL_MS;
  const nChunks = Math.ceil(files.length / CHUNK);
  const shared = new SharedArrayBuffer(8);
  const counter = new Int32Array(shared);
  const workers: { worker: Worker; port: MessagePort }[] = [];
  const spawn = (): void => {
    try {
      for (let i = 1; i < threads; i++) {
        const { MessageChannel, Worker } = workerThreads();
        const { port1, port2 } = new MessageChannel();
        const init: WorkerInit = {
          [WORKER_TAG]: true,
          settings: ctx.settings,
          keyring: ctx.keyring,
          keyringNote: ctx.keyringNote,
          locked: ctx.locked,
          files,
          chunk: CHUNK,
          shared,
          port: port2,
          debug,
          epochAnchor: epochAnchor(),
          holdYoung: youngGenerationHeld(),
        };
        const worker = new Worker(entry!, {
          // src/index.ts looks at workerData only when it sees this argument (see isPoolWorker).
          argv: [WORKER_TAG],
          workerData: init,
          transferList: [port2],
          stdout: true,
          stderr: true,
          // A smaller young generation: ~10 MB less RSS per worker, no measurable time.
          resourceLimits: { maxYoungGenerationSizeMb: 8 },
        });
        worker.unref();
        // A worker that fails is recovered from below; its errors must not reach the user.
        worker.on('error', () => undefined);
        workers.push({ worker, port: port1 });
      }
    } catch {
      // No worker, or fewer: the main thread claims whatever they do not.
    }
  };
  // `late` (tests): start the workers after the probe, as an unforced run that pays would.
  if (forced && !debug.includes('late')) spawn();

  const results: (FileResult[] | undefined)[] = new Array(nChunks);
  const starts: (number[] | undefined)[] = new Array(nChunks);
  const runChunk = (c: number): void => {
    const from = c * CHUNK;
    const to = Math.min(files.length, from + CHUNK);
    const rs: FileResult[] = [];
    const ts: number[] = [];
    for (let i = from; i < to; i++) {
      ts.push(epochMs());
      rs.push(check(files[i]));
    }
    results[c] = rs;
    starts[c] = ts;
  };

  // Tests make the workers go first, so that they surely take part.
  const letWorkersStart = (): void => {
    if (!debug.includes('wait') || workers.length === 0) return;
    const t0 = now();
    const claimed = Atomics.load(counter, 0);
    while (Atomics.load(counter, 0) === claimed && now() - t0 < 20_000) Atomics.wait(counter, 0, claimed, 20);
  };
  letWorkersStart();
  // Main thread's share: claim chunks until none is left; after the probe, maybe start workers.
  let mainChunks = 0;
  let decided = forced && !debug.includes('late');
  for (let c = Atomics.add(counter, 0, 1); c < nChunks; c = Atomics.add(counter, 0, 1)) {
    runChunk(c);
    mainChunks++;
    if (!decided && mainChunks >= PROBE_CHUNKS) {
      decided = true;
      if (debug.includes('late') || worthAWorker(files.length - (c + 1) * CHUNK)) {
        spawn();
        letWorkersStart();
      }
    }
  }

  // The rest was claimed by workers: wait for their messages, or do it here.
  let missing = 0;
  let failed = 0;
  for (let c = 0; c < nChunks; c++) if (!results[c]) missing++;
  const drain = (): void => {
    const { receiveMessageOnPort } = workerThreads();
    for (const { port } of workers) {
      for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
        const msg = m.message as ChunkMessage;
        const rs = msg.json !== undefined ? (JSON.parse(msg.json) as FileResult[]) : msg.results;
        if (rs && msg.starts && !results[msg.chunk] && rs.length > 0) {
          results[msg.chunk] = rs;
          starts[msg.chunk] = msg.starts;
          missing--;
        } else if (msg.error !== undefined && !results[msg.chunk]) {
          runChunk(msg.chunk);
          failed++;
          missing--;
        }
      }
    }
  };
  const fromWorkers = missing;
  let recovered = 0;
  let delivered = Atomics.load(counter, 1);
  while (missing > 0) {
    drain();
    if (missing === 0) break;
    if (Atomics.wait(counter, 1, delivered, stallMs) === 'timed-out' && Atomics.load(counter, 1) === delivered) {
      for (let c = 0; c < nChunks; c++) {
        if (results[c]) continue;
        runChunk(c);
        recovered++;
      }
      missing = 0;
    }
    delivered = Atomics.load(counter, 1);
  }
  if (debug.includes('trace')) {
    process.stderr.write(
      `skillgate: pool: ${files.length} files, ${workers.length + 1} threads, ${nChunks} chunks: ` +
        `${mainChunks} on the main thread, ${fromWorkers - failed - recovered} from workers, ` +
        `${failed + recovered} redone after a worker failed\n`,
    );
  }
  for (const { worker, port } of workers) {
    port.close();
    void worker.terminate();
  }
  return { results: results.flatMap((r) => r!), starts: starts.flatMap((s) => s!) };
}
