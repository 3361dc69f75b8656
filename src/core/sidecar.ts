/**
 * The second core's share of a large run, without a second copy of the checker (issues #3, #7).
 *
 * Two costs of a run need nothing of the checker's code: reading the files (open, fstat,
 * read, close: ~25 µs of system calls each) and the curve arithmetic of Ed25519
 * verification (~0.11 ms native). A sidecar is a tiny worker thread, an eval'd script that
 * loads only node:fs and node:crypto (it starts in ~20 ms: no bundle to load, no JIT to
 * warm up), that reads the files a little ahead of this thread and verifies the signatures
 * this thread hands it, while this thread parses and checks.
 *
 * It never decides anything, and nothing depends on it: every unit of work (a chunk of
 * files to read, a batch of signatures to verify) has a claim slot in shared memory, taken
 * by exactly one thread with a compare-and-swap. This thread does whatever the sidecar has
 * not claimed when it needs it, so a sidecar that starts late, fails or stalls only means
 * this thread does the work, as it would without one. A file the sidecar cannot read
 * cleanly (an error, not a regular file, too large) is read again here, by
 * scan/read.ts, which words the error. Verdicts come from the same `crypto.verify` either
 * way, after every strict check (ed25519.ts `precheck`) ran here.
 */
import path from 'node:path';
import type { MessagePort, Worker } from 'node:worker_threads';
import { nodeOs, workerThreads } from './builtin.js';
import { now } from './clock.js';
import { verifyPrechecked } from '../signature/ed25519.js';
import { HOLD_FLAG, youngGenerationHeld } from './heap.js';
import { MAX_FILE_BYTES } from './document.js';
import type { FileRef } from './engine.js';
import { listedFrom } from '../scan/files.js';

/** A signature whose strict checks passed: only the curve equation is left. */
export interface Deferred {
  /** Lowercase 64-hex public key. */
  key: string;
  /** 64-byte signature. */
  sig: Uint8Array;
  /** The 64-byte signed message. */
  message: Uint8Array;
  /** Called once with the verdict, at the latest in `settle()`. */
  done: (ok: boolean) => void;
}

/** A git command for the sidecar to run: `git <args>` in `cwd`. */
export interface GitJob {
  cwd: string;
  args: string[];
  /** git's environment (gitEnv): passed whole, as a worker's own process.env is a copy. */
  env?: NodeJS.ProcessEnv;
}

/** How long to wait for a git listing the sidecar started (git itself may take a while). */
const GIT_STALL_MS = 60_000;

/**
 * Below this many files a sidecar costs more than it saves: starting a worker's isolate takes
 * ~0.2 s of CPU on these machines (where each first touch of a page of memory costs ~20 µs),
 * more than reading the files and listing git's untracked ones here. Measured interleaved on
 * the bench corpus (docs/performance.md): 1,000 and 1,500 skills ~10% slower with it, 2,500
 * a tie, 5,000 and 10,000 faster.
 */
export const SIDECAR_MIN_FILES = 3000;
/** Files per read chunk, and how many chunks the sidecar may read ahead of this thread. */
const CHUNK = 64;
const AHEAD = 6;
/** The ring the sidecar reads files into: a slot of this many bytes per chunk in flight. */
const SLOTS = AHEAD + 2;
const SLOT_BYTES = 1024 * 1024;
/** Signatures per verification batch. */
const BATCH = 16;
const MAX_BATCHES = 1 << 14;
/** How long this thread waits for a silent sidecar before it does the work itself. */
const STALL_MS = 5_000;
/**
 * SKILLGATE_SIDECAR_DEBUG, for tests; each starts a sidecar whatever the number of files:
 * `on` (as it runs from SIDECAR_MIN_FILES files on), `first` (this thread leaves every chunk
 * and batch to the sidecar, so that it surely does them), `crash` (the sidecar dies at
 * start), `stall` (as `first`, but the sidecar claims work and never answers: this thread
 * gives up on it after 300 ms and does everything itself).
 */
type Debug = 'on' | 'first' | 'crash' | 'stall' | undefined;
const DEBUG_MODES: readonly string[] = ['on', 'first', 'crash', 'stall'];

// Shared Int32 slots.
const POS = 0; // the chunk this thread is at
const ANSWERS = 1; // messages the sidecar posted
const STOP = 2; // set when the run is over
const GIT = 3; // 1 once the sidecar started the git listing it was given
const HEADER = 4;

// Claim slots: 0 free, 1 the sidecar's, 2 this thread's; 3 a chunk the sidecar has read into
// the ring. Read chunks first, then batches.
const WORKER_SOURCE = `
'use strict';
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createPublicKey, verify } = require('node:crypto');
const { port, shared, paths, listedAt, fences, fenceAt, sep, chunk, nChunks, maxBytes, ahead, debug, git, ring, spanRing, slots, slotBytes, hold } = workerData;
// Setting up this thread's isolate set the process's young-generation growth back: the main
// thread's hold is set again, first thing (heap.ts).
if (hold) require('node:v8').setFlagsFromString(${JSON.stringify(HOLD_FLAG)});
if (debug === 'crash') throw new Error('SKILLGATE_SIDECAR_DEBUG=crash');
const S = new Int32Array(shared);
const POS = ${POS}, ANSWERS = ${ANSWERS}, STOP = ${STOP}, GIT = ${GIT}, HEADER = ${HEADER};
const answered = () => { Atomics.add(S, ANSWERS, 1); Atomics.notify(S, ANSWERS); };

// The git listing runs in its own process, started first and collected by the event loop
// between chunks (the loop below yields to it), so that its output is there as soon as the
// main thread is done with the tracked files. A failure posts null: the main thread then
// runs git itself, for the error message.
if (git && debug !== 'stall') {
  Atomics.store(S, GIT, 1);
  let posted = false;
  const post = (out) => {
    if (posted) return;
    posted = true;
    port.postMessage({ g: out });
    answered();
  };
  try {
    const child = require('node:child_process').spawn('git', git.args, {
      cwd: git.cwd,
      env: git.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parts = [];
    // Anything on stderr (a directory git could not open, say) sends the listing to the main
    // thread, which runs git again and reads its warnings.
    let warned = false;
    child.stdout.on('data', (d) => parts.push(d));
    child.stderr.on('data', () => { warned = true; });
    child.on('error', () => post(null));
    child.on('close', (code) => post(code === 0 && !warned ? Buffer.concat(parts).toString('utf8') : null));
  } catch {
    post(null);
  }
}
// O_NOFOLLOW: a symlinked SKILL.md is left to the main thread, which reads it only when
// it stays inside the scanned tree (scan/read.ts).
const RO = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK || 0) | (fs.constants.O_NOFOLLOW || 0);
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
const RING = Buffer.from(ring);
const SPANS = new Int32Array(spanRing);

// Folders on the way to a listed file: one a symlink (a tracked folder replaced by a link,
// which O_NOFOLLOW does not see) leaves the file to the main thread, which judges where it leads.
const plain = new Map();
function linkOnTheWay(file, start) {
  for (let j = file.indexOf(sep, start); j >= 0; j = file.indexOf(sep, j + 1)) {
    const dir = file.slice(0, j);
    let p = plain.get(dir);
    if (p === undefined) {
      try { p = !fs.lstatSync(dir).isSymbolicLink(); } catch { p = true; }
      plain.set(dir, p);
    }
    if (!p) return true;
  }
  return false;
}

// Where an open file really is (Linux): a folder swapped for a symlink since the scan listed
// it leads the open out of the tree, whatever was checked before. Such a file, or one inside
// a .git folder, is left to the main thread, which says so (scan/read.ts, openedPath).
const PROC_FD = process.platform === 'linux' ? '/proc/self/fd/' : undefined;
function openedAt(fd) {
  if (PROC_FD === undefined) return undefined;
  try { return fs.readlinkSync(PROC_FD + fd); } catch { return undefined; }
}
function leftTheFence(real, fence) {
  if (real === undefined) return false;
  if (!real.startsWith(fence + sep) && !(fence.endsWith(sep) && real.startsWith(fence))) return true;
  return real.slice(fence.length).split(sep).some((part) => part.toLowerCase() === '.git');
}

// Reads a file into the ring at base + at; -1 when the main thread must read it (an error,
// not a regular file, too large, no room left in this chunk's slot, a folder link on the way,
// or where it was opened out of its fence).
function readInto(file, base, at, start, fence) {
  let fd = -1;
  try {
    fd = fs.openSync(file, RO);
    // Opened by exactly the name asked for: no folder on the way is a link (the lstats of
    // linkOnTheWay have nothing to find).
    const real = fence !== undefined || start >= 0 ? openedAt(fd) : undefined;
    if (real !== file && start >= 0 && linkOnTheWay(file, start)) return -1;
    if (fence !== undefined && leftTheFence(real, fence)) return -1;
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes || at + st.size > slotBytes) return -1;
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, RING, base + at + off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return off;
  } catch {
    return -1;
  } finally {
    if (fd >= 0) try { fs.closeSync(fd); } catch {}
  }
}

// Chunk c goes to ring slot c % slots: the main thread is never more than \`ahead\` (< slots - 1)
// chunks behind, so a slot is rewritten only once it is done with it.
function readChunk(c) {
  if (debug === 'stall') return;
  const from = c * chunk, to = Math.min(paths.length, from + chunk);
  const slot = c % slots, base = slot * slotBytes, sp = slot * chunk * 2;
  let at = 0;
  for (let i = from; i < to; i++) {
    const n = readInto(paths[i], base, at, listedAt[i], fenceAt[i] >= 0 ? fences[fenceAt[i]] : undefined);
    SPANS[sp + (i - from) * 2] = at;
    SPANS[sp + (i - from) * 2 + 1] = n;
    if (n > 0) at += n;
  }
  Atomics.store(S, HEADER + c, 3);
  Atomics.notify(S, HEADER + c);
}

function verifyBatch(m) {
  if (Atomics.compareExchange(S, HEADER + nChunks + m.b, 0, 1) !== 0 || debug === 'stall') return;
  const n = m.keys.length;
  const ok = new Uint8Array(n);
  const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
  for (let i = 0; i < n; i++) {
    try {
      let k = keys.get(m.keys[i]);
      if (k === undefined) {
        k = createPublicKey({ key: Buffer.concat([SPKI, Buffer.from(m.keys[i], 'hex')]), format: 'der', type: 'spki' });
        keys.set(m.keys[i], k);
      }
      ok[i] = verify(null, data.subarray(i * 128 + 64, i * 128 + 128), k, data.subarray(i * 128, i * 128 + 64)) ? 1 : 0;
    } catch {
      ok[i] = 2;
    }
  }
  port.postMessage({ b: m.b, ok }, [ok.buffer]);
  answered();
}

// Reading ahead comes first (the main thread needs the files in order, the verdicts only at
// the end); one batch of signatures at a time in between, so reading never falls behind.
// Each turn does a few steps and yields to the event loop (git's output arrives there).
let next = 0;
function pump() {
  for (let steps = 0; steps < 8; steps++) {
    if (next >= nChunks || Atomics.load(S, STOP)) {
      for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) verifyBatch(m.message);
      port.on('message', verifyBatch);
      return;
    }
    const at = Atomics.load(S, POS);
    if (next < at) { next = at; continue; }
    if (next > at + ahead) {
      const m = receiveMessageOnPort(port);
      if (m) verifyBatch(m.message);
      else Atomics.wait(S, POS, at, 2); // the main thread does not notify its moves: look again in 2 ms
      continue;
    }
    if (Atomics.compareExchange(S, HEADER + next, 0, 1) === 0) readChunk(next);
    next++;
  }
  setImmediate(pump);
}
pump();
`;

interface Batch {
  items: Deferred[];
  settled: boolean;
}

/**
 * One run's sidecar. `Sidecar.for(files)` starts one when the run is large enough and a
 * second core exists (SKILLGATE_THREADS=1 turns it off); else every method does the work here.
 */
export class Sidecar {
  private worker?: Worker;
  private port?: MessagePort;
  private shared?: Int32Array;
  private failed = false;
  private started = false;
  private readonly nChunks: number;
  private cur = -1;
  /** True when the sidecar read the current chunk into the ring. */
  private curReady = false;
  private ring?: Uint8Array;
  private spans?: Int32Array;
  private batches: Batch[] = [];
  private open: Deferred[] = [];
  /** Chunks the sidecar read and batches it verified, of how many (SKILLGATE_POOL_DEBUG=trace). */
  readonly stats = { chunks: 0, batches: 0, waits: 0, waitedMs: 0 };

  /** One line for SKILLGATE_POOL_DEBUG=trace. */
  trace(): string {
    return (
      `skillgate: sidecar: ${this.started ? 'started' : 'not started'}, ` +
      `${this.stats.chunks} of ${this.nChunks} chunks read there, ` +
      `${this.stats.batches} of ${this.batches.length} signature batches verified there, ` +
      `${this.git ? `untracked files listed ${this.gitText ? 'there' : 'here'}, ` : ''}` +
      `${this.stats.waits} waits for it (${this.stats.waitedMs.toFixed(1)} ms)\n`
    );
  }

  private readonly stallMs: number;
  /** Tests: this thread claims nothing and waits for the sidecar (which may never answer). */
  private readonly leaveAll: boolean;

  /** git's output for the listing handed over: undefined while pending, null when it failed. */
  private gitText?: string | null;

  private constructor(
    private readonly files: FileRef[],
    threaded: boolean,
    private readonly debug: Debug,
    private readonly git?: GitJob,
  ) {
    this.nChunks = Math.ceil(files.length / CHUNK);
    // `first` waits as long as a loaded CI machine may take to start a thread.
    this.stallMs = debug === 'stall' ? 300 : debug === 'first' ? 60_000 : STALL_MS;
    this.leaveAll = debug === 'first' || debug === 'stall';
    if (threaded) this.start();
  }

  /** True when `Sidecar.for` would start one for `n` files. */
  static wanted(n: number, env: NodeJS.ProcessEnv = process.env): boolean {
    const min = DEBUG_MODES.includes(env.SKILLGATE_SIDECAR_DEBUG ?? '') ? 1 : SIDECAR_MIN_FILES;
    return n >= min && env.SKILLGATE_THREADS !== '1' && nodeOs().availableParallelism() >= 2;
  }

  /** `git`: a listing for the sidecar to run (in its own process) while this thread checks. */
  static for(files: FileRef[], env: NodeJS.ProcessEnv = process.env, git?: GitJob): Sidecar {
    const mode = env.SKILLGATE_SIDECAR_DEBUG ?? '';
    const debug = DEBUG_MODES.includes(mode) ? (mode as Debug) : undefined;
    return new Sidecar(files, Sidecar.wanted(files.length, env), debug, git);
  }

  get threaded(): boolean {
    return this.worker !== undefined && !this.failed;
  }

  private start(): void {
    try {
      const { MessageChannel, Worker } = workerThreads();
      const { port1, port2 } = new MessageChannel();
      const shared = new SharedArrayBuffer(4 * (HEADER + this.nChunks + MAX_BATCHES));
      // Allocated here, once: no buffer per chunk made on the sidecar and freed on this thread.
      const ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
      const spanRing = new SharedArrayBuffer(4 * SLOTS * CHUNK * 2);
      this.worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          port: port2,
          shared,
          paths: this.files.map((f) => f.abs),
          // Where each listed file starts below its root (-1: not listed): folders checked from there.
          listedAt: Int32Array.from(this.files, (f) => listedFrom(f) ?? -1),
          // Each file's fence (FileRef.fence), as an index into the few there are (-1: none).
          ...fenceIndex(this.files),
          sep: path.sep,
          chunk: CHUNK,
          nChunks: this.nChunks,
          maxBytes: MAX_FILE_BYTES,
          ahead: AHEAD,
          debug: this.debug,
          git: this.git,
          ring,
          spanRing,
          slots: SLOTS,
          slotBytes: SLOT_BYTES,
          hold: youngGenerationHeld(),
        },
        transferList: [port2],
        stdout: true,
        stderr: true,
        resourceLimits: { maxYoungGenerationSizeMb: 4 },
      });
      this.worker.unref();
      this.worker.on('error', () => {
        this.failed = true;
      });
      this.port = port1;
      this.shared = new Int32Array(shared);
      this.ring = new Uint8Array(ring);
      this.spans = new Int32Array(spanRing);
      this.started = true;
    } catch {
      this.failed = true;
      this.worker = undefined;
    }
  }

  /**
   * File `i`'s bytes when the sidecar read them, valid until this thread asks for a file of
   * another chunk; undefined: read it here (scan/read.ts).
   */
  bytesOf(i: number): Uint8Array | undefined {
    const c = (i / CHUNK) | 0;
    if (c !== this.cur) {
      this.cur = c;
      this.curReady = this.chunk(c);
      if (this.curReady) this.stats.chunks++;
    }
    if (!this.curReady) return undefined;
    const slot = c % SLOTS;
    const k = slot * CHUNK * 2 + (i - c * CHUNK) * 2;
    const len = this.spans![k + 1]!;
    if (len < 0) return undefined;
    const start = slot * SLOT_BYTES + this.spans![k]!;
    // A view into the ring, no copy: its slot is rewritten only after this thread has moved
    // two chunks on, and checkBytes keeps nothing of the bytes (it decodes them to text).
    return this.ring!.subarray(start, start + len);
  }

  /** True when the sidecar read chunk `c` into the ring; false: this thread reads it. */
  private chunk(c: number): boolean {
    const s = this.shared;
    if (!s || this.failed) return false;
    // Not notified: the sidecar's wait for a move times out every 2 ms, and it is chunks
    // ahead. A notify woke its idle core each chunk and cost this thread ~150 µs a time
    // (~40 ms of a 10,000-skill run's ~650 ms: a futex wake of another vCPU is dear here).
    Atomics.store(s, POS, c);
    // Ours to read unless the sidecar took it (or, in tests, must take it).
    if (!this.leaveAll && Atomics.compareExchange(s, HEADER + c, 0, 2) === 0) return false;
    for (;;) {
      const v = Atomics.load(s, HEADER + c);
      if (v === 3) return true;
      if (v === 2 || this.failed) return false;
      const t0 = now();
      const waited = Atomics.wait(s, HEADER + c, v, this.stallMs);
      this.stats.waits++;
      this.stats.waitedMs += now() - t0;
      if (waited === 'timed-out' && Atomics.load(s, HEADER + c) === v) {
        this.failed = true;
        return false;
      }
    }
  }

  /** Waits for what `get` finds among the sidecar's answers; undefined when it went silent. */
  private await<T>(get: () => T | undefined, stallMs = this.stallMs): T | undefined {
    const s = this.shared!;
    let answers = Atomics.load(s, ANSWERS);
    for (;;) {
      this.drain();
      const got = get();
      if (got !== undefined) return got;
      if (this.failed) return undefined;
      const t0 = now();
      const waited = Atomics.wait(s, ANSWERS, answers, stallMs);
      this.stats.waits++;
      this.stats.waitedMs += now() - t0;
      if (waited === 'timed-out' && Atomics.load(s, ANSWERS) === answers) {
        this.failed = true;
        return undefined;
      }
      answers = Atomics.load(s, ANSWERS);
    }
  }

  private drain(): void {
    if (!this.port) return;
    const { receiveMessageOnPort } = workerThreads();
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
      const msg = m.message as {
        b?: number;
        ok?: Uint8Array;
        g?: string | null;
      };
      if (msg.g !== undefined) {
        this.gitText = msg.g;
        continue;
      }
      const batch = this.batches[msg.b!];
      if (!batch || batch.settled) continue;
      batch.settled = true;
      this.stats.batches++;
      batch.items.forEach((d, i) =>
        // 2: the sidecar could not run the check (never expected): decide it here.
        d.done(msg.ok![i] === 2 ? verifyPrechecked(d.key, d.sig, d.message) : msg.ok![i] === 1),
      );
    }
  }

  /**
   * The output of the git listing handed to `Sidecar.for`, once it is done; undefined when
   * the sidecar did not run it or it failed (the caller then runs git itself, for the error).
   */
  gitOutput(): string | undefined {
    const s = this.shared;
    if (!this.git || !s || this.failed || Atomics.load(s, GIT) !== 1) return undefined;
    const text = this.await(() => this.gitText, GIT_STALL_MS);
    return text ?? undefined;
  }

  /** Hands over a signature's curve check; its verdict arrives by `settle()` at the latest. */
  submit(d: Deferred): void {
    if (!this.threaded) {
      d.done(verifyPrechecked(d.key, d.sig, d.message));
      return;
    }
    this.open.push(d);
    if (this.open.length >= BATCH) this.flush();
  }

  private flush(): void {
    while (this.open.length > 0 && this.batches.length < MAX_BATCHES) {
      const items = this.open.splice(0, BATCH);
      const b = this.batches.length;
      this.batches.push({ items, settled: false });
      const data = new Uint8Array(items.length * 128);
      items.forEach((d, i) => {
        data.set(d.sig, i * 128);
        data.set(d.message, i * 128 + 64);
      });
      try {
        this.port!.postMessage({ b, keys: items.map((d) => d.key), data }, [data.buffer]);
      } catch {
        this.failed = true;
      }
    }
  }

  /** Every verdict delivered (each `done` called) and the sidecar stopped when this returns. */
  settle(): void {
    const s = this.shared;
    if (s && !this.failed) this.flush();
    for (const d of this.open) d.done(verifyPrechecked(d.key, d.sig, d.message));
    this.open = [];
    const base = HEADER + this.nChunks;
    // Batches the sidecar has not claimed: here, now (the claim keeps it off them).
    for (let b = 0; b < this.batches.length; b++) {
      if (this.batches[b].settled) continue;
      if (!s || this.failed) this.runHere(b);
      else if (!this.leaveAll && Atomics.compareExchange(s, base + b, 0, 2) === 0) this.runHere(b);
    }
    // The rest is the sidecar's: take its answers, or do them here if it went silent.
    const pending = () => (this.batches.some((x) => !x.settled) ? undefined : true);
    if (s && pending() === undefined && this.await(pending) === undefined) {
      for (let b = 0; b < this.batches.length; b++) if (!this.batches[b].settled) this.runHere(b);
    }
    this.stop();
  }

  private runHere(b: number): void {
    const batch = this.batches[b];
    batch.settled = true;
    for (const d of batch.items) d.done(verifyPrechecked(d.key, d.sig, d.message));
  }

  /** Stops the sidecar (settle() does, once every verdict is in; a run that ends early, at once). */
  stop(): void {
    if (this.shared) {
      Atomics.store(this.shared, STOP, 1);
      Atomics.notify(this.shared, POS);
    }
    this.port?.close();
    if (this.worker) void this.worker.terminate();
    this.worker = undefined;
    this.port = undefined;
  }
}

/** The files' fences as a list of the distinct ones and each file's index into it (-1: none). */
function fenceIndex(files: readonly FileRef[]): { fences: string[]; fenceAt: Int32Array } {
  const fences: string[] = [];
  const at = new Map<string, number>();
  const fenceAt = Int32Array.from(files, (f) => {
    if (f.fence === undefined) return -1;
    let i = at.get(f.fence);
    if (i === undefined) at.set(f.fence, (i = fences.push(f.fence) - 1));
    return i;
  });
  return { fences, fenceAt };
}
