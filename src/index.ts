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
    process.exitCode = await runAction();
    return;
  }
  const out = (stream: NodeJS.WriteStream) => (s: string) => {
    stream.write(s);
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
