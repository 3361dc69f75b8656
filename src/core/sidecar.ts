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
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { verifyPrechecked } from '../signature/ed25519.js';
import { MAX_FILE_BYTES } from './document.js';
import type { FileRef } from './engine.js';

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
}

/** How long to wait for a git listing the sidecar started (git itself may take a while). */
const GIT_STALL_MS = 60_000;

/** Below this many files the sidecar would not be up before the run is over. */
export const SIDECAR_MIN_FILES = 256;
/** Files per read chunk, and how many chunks the sidecar may read ahead of this thread. */
const CHUNK = 64;
const AHEAD = 6;
/** Signatures per verification batch. */
const BATCH = 16;
const MAX_BATCHES = 1 << 14;
/** How long this thread waits for a silent sidecar before it does the work itself. */
const STALL_MS = 5_000;
/**
 * SKILLGATE_SIDECAR_DEBUG, for tests: `first` (this thread leaves every chunk and batch to
 * the sidecar, so that it surely does them), `crash` (the sidecar dies at start), `stall`
 * (as `first`, but the sidecar claims work and never answers: this thread gives up on it
 * after 300 ms and does everything itself).
 */
type Debug = 'first' | 'crash' | 'stall' | undefined;

// Shared Int32 slots.
const POS = 0; // the chunk this thread is at
const ANSWERS = 1; // messages the sidecar posted
const STOP = 2; // set when the run is over
const GIT = 3; // 1 once the sidecar started the git listing it was given
const HEADER = 4;

// Claim slots: 0 free, 1 the sidecar's, 2 this thread's. Read chunks first, then batches.
const WORKER_SOURCE = `
'use strict';
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createPublicKey, verify } = require('node:crypto');
const { port, shared, paths, chunk, nChunks, maxBytes, ahead, debug, git } = workerData;
if (debug === 'crash') throw new Error('SKILLGATE_SIDECAR_DEBUG=crash');
const S = new Int32Array(shared);
const POS = ${POS}, ANSWERS = ${ANSWERS}, STOP = ${STOP}, GIT = ${GIT}, HEADER = ${HEADER};
const answered = () => { Atomics.add(S, ANSWERS, 1); Atomics.notify(S, ANSWERS); };

// A git listing first (it runs in its own process; this thread only waits for it), so
// that its output is there as soon as the main thread is done with the tracked files:
// the main thread reads the first files itself meanwhile. A failure posts null: the main
// thread then runs git itself, for the error message.
if (git && debug !== 'stall') {
  Atomics.store(S, GIT, 1);
  let out = null;
  try {
    out = require('node:child_process').execFileSync('git', git.args, {
      cwd: git.cwd,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {}
  port.postMessage({ g: out });
  answered();
}
const RO = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK || 0);
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
let scratch = Buffer.allocUnsafeSlow(1 << 18);

function readInto(file, at) {
  let fd = -1;
  try {
    fd = fs.openSync(file, RO);
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) return -1;
    if (scratch.length < at + st.size) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, at + st.size));
      scratch.copy(bigger, 0, 0, at);
      scratch = bigger;
    }
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, scratch, at + off, st.size - off, off);
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

function readChunk(c) {
  if (debug === 'stall') return;
  const from = c * chunk, to = Math.min(paths.length, from + chunk);
  const spans = new Int32Array((to - from) * 2);
  let at = 0;
  for (let i = from; i < to; i++) {
    const n = readInto(paths[i], at);
    spans[(i - from) * 2] = at;
    spans[(i - from) * 2 + 1] = n;
    if (n > 0) at += n;
  }
  const bytes = new Uint8Array(at);
  bytes.set(scratch.subarray(0, at));
  port.postMessage({ r: c, bytes, spans }, [bytes.buffer, spans.buffer]);
  answered();
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
let next = 0;
while (next < nChunks && !Atomics.load(S, STOP)) {
  const at = Atomics.load(S, POS);
  if (next < at) { next = at; continue; }
  if (next > at + ahead) {
    const m = receiveMessageOnPort(port);
    if (m) verifyBatch(m.message);
    else Atomics.wait(S, POS, at, 2);
    continue;
  }
  if (Atomics.compareExchange(S, HEADER + next, 0, 1) === 0) readChunk(next);
  next++;
}
for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) verifyBatch(m.message);
port.on('message', verifyBatch);
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
  /** The current chunk's bytes and spans, when the sidecar read it. */
  private curChunk?: { bytes: Uint8Array; spans: Int32Array };
  private received = new Map<number, { bytes: Uint8Array; spans: Int32Array }>();
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
    return n >= SIDECAR_MIN_FILES && env.SKILLGATE_THREADS !== '1' && availableParallelism() >= 2;
  }

  /** `git`: a listing for the sidecar to run (in its own process) while this thread checks. */
  static for(files: FileRef[], env: NodeJS.ProcessEnv = process.env, git?: GitJob): Sidecar {
    const debug = env.SKILLGATE_SIDECAR_DEBUG as Debug;
    return new Sidecar(files, Sidecar.wanted(files.length, env), debug, git);
  }

  get threaded(): boolean {
    return this.worker !== undefined && !this.failed;
  }

  private start(): void {
    try {
      const { port1, port2 } = new MessageChannel();
      const shared = new SharedArrayBuffer(4 * (HEADER + this.nChunks + MAX_BATCHES));
      this.worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          port: port2,
          shared,
          paths: this.files.map((f) => f.abs),
          chunk: CHUNK,
          nChunks: this.nChunks,
          maxBytes: MAX_FILE_BYTES,
          ahead: AHEAD,
          debug: this.debug,
          git: this.git,
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
      this.started = true;
    } catch {
      this.failed = true;
      this.worker = undefined;
    }
  }

  /** File `i`'s bytes when the sidecar read them; undefined: read it here (scan/read.ts). */
  bytesOf(i: number): Uint8Array | undefined {
    const c = (i / CHUNK) | 0;
    if (c !== this.cur) {
      this.cur = c;
      this.curChunk = this.chunk(c);
    }
    const got = this.curChunk;
    if (!got) return undefined;
    const k = i - c * CHUNK;
    const len = got.spans[k * 2 + 1]!;
    return len < 0 ? undefined : got.bytes.subarray(got.spans[k * 2]!, got.spans[k * 2]! + len);
  }

  private chunk(c: number): { bytes: Uint8Array; spans: Int32Array } | undefined {
    const s = this.shared;
    if (!s || this.failed) return undefined;
    Atomics.store(s, POS, c);
    Atomics.notify(s, POS);
    // Ours to read unless the sidecar took it (or, in tests, must take it).
    if (!this.leaveAll && Atomics.compareExchange(s, HEADER + c, 0, 2) === 0) return undefined;
    return this.await(
      () => this.received.get(c),
      () => this.received.delete(c),
    );
  }

  /** Waits for what `get` finds among the sidecar's answers; undefined when it went silent. */
  private await<T>(get: () => T | undefined, consume?: () => void, stallMs = this.stallMs): T | undefined {
    const s = this.shared!;
    let answers = Atomics.load(s, ANSWERS);
    for (;;) {
      this.drain();
      const got = get();
      if (got !== undefined) {
        consume?.();
        return got;
      }
      if (this.failed) return undefined;
      const t0 = performance.now();
      const waited = Atomics.wait(s, ANSWERS, answers, stallMs);
      this.stats.waits++;
      this.stats.waitedMs += performance.now() - t0;
      if (waited === 'timed-out' && Atomics.load(s, ANSWERS) === answers) {
        this.failed = true;
        return undefined;
      }
      answers = Atomics.load(s, ANSWERS);
    }
  }

  private drain(): void {
    if (!this.port) return;
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
      const msg = m.message as {
        r?: number;
        bytes?: Uint8Array;
        spans?: Int32Array;
        b?: number;
        ok?: Uint8Array;
        g?: string | null;
      };
      if (msg.g !== undefined) {
        this.gitText = msg.g;
        continue;
      }
      if (msg.r !== undefined) {
        this.received.set(msg.r, { bytes: msg.bytes!, spans: msg.spans! });
        this.stats.chunks++;
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
    const text = this.await(() => this.gitText, undefined, GIT_STALL_MS);
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

  private stop(): void {
    if (this.shared) {
      Atomics.store(this.shared, STOP, 1);
      Atomics.notify(this.shared, POS);
    }
    this.port?.close();
    if (this.worker) void this.worker.terminate();
    this.worker = undefined;
    this.port = undefined;
    this.received.clear();
  }
}
