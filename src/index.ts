#!/usr/bin/env node
/**
 * The one entry: Action mode when the GitHub runner starts it (GITHUB_ACTIONS set and no
 * CLI arguments), else the CLI. @actions/* load only in Action mode.
 */
import { fileURLToPath } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';
import { main } from './cli.js';
import { setWorkerEntry, WORKER_TAG } from './core/pool.js';

async function entry(): Promise<void> {
  const argv = process.argv.slice(2);
  if (process.env.GITHUB_ACTIONS && argv.length === 0) {
    const { runAction } = await import('./action.js');
    try {
      process.exitCode = await runAction();
    } catch (e) {
      // runAction reports its own errors; this is one in reporting them (say, setFailed's
      // own output failing): a workflow command, no stack trace unless asked for.
      const err = e as Error;
      const text = `skillgate: internal error: ${String(err?.message ?? e)}${process.env.SKILLGATE_DEBUG ? `\n${String(err?.stack)}` : ''}`;
      // Workflow command data: %, CR and LF escaped as the runner reads them.
      process.stdout.write(`::error::${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
      process.exitCode = 1;
    }
    return;
  }
  // A reader that goes away (`skillgate validate | head`) is no error of ours: the rest of
  // the output is dropped and the run still ends with its own exit code, without a trace.
  const out = (stream: NodeJS.WriteStream) => {
    let closed = false;
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      closed = true;
    });
    return (s: string) => {
      if (!closed) stream.write(s);
    };
  };
  process.exitCode = await main(argv, {
    cwd: process.cwd(),
    env: process.env,
    stdout: out(process.stdout),
    stderr: out(process.stderr),
    stdoutIsTTY: !!process.stdout.isTTY,
  });
}

// A pool worker (src/core/pool.ts) is this same bundle started on a thread: it checks files.
if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_TAG]) {
  void import('./core/worker.js').then((w) => w.runWorker());
} else {
  setWorkerEntry(fileURLToPath(import.meta.url));
  void entry();
}
