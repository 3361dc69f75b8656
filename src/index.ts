#!/usr/bin/env node
/**
 * The one entry: Action mode when the GitHub runner starts it (GITHUB_ACTIONS=true and no
 * CLI arguments), else the CLI. @actions/* load only in Action mode.
 */
import { isUtf8 } from 'node:buffer';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from './cli.js';
import { isPoolWorker, setWorkerEntry } from './core/pool.js';
import { fsReason, inertForRunner, underRunner } from './core/io-text.js';
import { safe } from './report/text.js';
import { signalPoint } from './core/write-atomic.js';

async function entry(): Promise<void> {
  const argv = process.argv.slice(2);
  // GITHUB_ACTIONS=true, as the runner sets it (and as the CLI's own runner checks read it).
  if (underRunner(process.env) && argv.length === 0) {
    // @actions/core writes the log (annotations, the report) with process.stdout.write: a
    // log whose reader went away (EPIPE) must not end the step with a stack trace before it
    // writes its outputs and summary; the step's result stands. Any other failure to write
    // loses annotations: one line on stderr, and the step fails.
    let lost = false;
    for (const stream of [process.stdout, process.stderr]) {
      stream.on('error', (e: NodeJS.ErrnoException) => {
        if (e?.code === 'EPIPE' || e?.code === 'ERR_STREAM_DESTROYED' || lost) return;
        lost = true;
        // Also when it comes after runAction's code was taken (a write's error is a later tick).
        process.exitCode = 1;
        if (stream !== process.stderr) {
          try {
            process.stderr.write(`skillgate: cannot write the log: ${e?.code ?? String(e?.message ?? e)}\n`);
          } catch {
            // stderr is gone too: the exit code says it.
          }
        }
      });
    }
    const { runAction } = await import('./action.js');
    try {
      const code = await runAction();
      process.exitCode = lost ? 1 : code;
      // What the run recorded for a host's telemetry providers goes out now, before any exit hook.
      await (await import('./telemetry/index.js')).endRun();
    } catch (e) {
      // runAction reports its own errors; this is one in reporting them (say, setFailed's
      // own output failing): a workflow command, no stack trace unless asked for.
      const err = e as Error;
      const text = `skillgate: internal error: ${String(err?.message ?? e)}${process.env.SKILLGATE_DEBUG ? `\n${String(err?.stack)}` : ''}`;
      // Workflow command data: %, CR and LF escaped as the runner reads them.
      process.stdout.write(`::error::${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
      process.exitCode = 1;
    }
    await signalPoint();
    return;
  }
  // A reader that goes away (`skillgate validate | head`) is no error of ours: the rest of
  // the output is dropped and the run still ends with its own exit code, without a trace.
  // Any other failure to write (a full disk under `> report.json`) loses the report: one
  // line on stderr and exit 1, never a pass with half a report, never a stack trace.
  let lost = false;
  let stdoutClosed = false;
  const out = (stream: NodeJS.WriteStream, name: string) => {
    let closed = false;
    const fail = (e: NodeJS.ErrnoException) => {
      closed = true;
      if (stream === process.stdout) stdoutClosed = true;
      if (e?.code === 'EPIPE') return;
      lost = true;
      process.exitCode = 1;
      if (stream !== process.stderr) {
        try {
          process.stderr.write(
            `skillgate: cannot write to ${name}: ${e?.code ? fsReason(e) : String(e?.message ?? e)}\n`,
          );
        } catch {
          // stderr is gone too: the exit code says it.
        }
      }
    };
    stream.on('error', fail);
    // Under the GitHub runner (a workflow's `run:` step), stdout and stderr are the job's log:
    // repository text in any of it (a path, a lockfile id, a config value, a finding) must not
    // read as a workflow command (inertForRunner). JSON reports are escaped first, value for
    // value (commands/common.ts emit), so that this changes nothing in them.
    const runner = underRunner(process.env);
    return (s: string) => {
      if (closed) return;
      if (runner) s = inertForRunner(s);
      try {
        stream.write(s);
      } catch (e) {
        fail(e as NodeJS.ErrnoException);
      }
    };
  };
  // A working directory deleted under the shell has no path: say so, without a stack trace
  // (only the commands that read files need one: not --version, help, schema, nor a usage error).
  let cwd: string;
  const reads =
    /^(validate|lock|sign|keygen|scaffold)$/.test(argv[0] ?? '') && !argv.some((a) => /^(--help|-h)$/.test(a));
  try {
    cwd = process.cwd();
  } catch (e) {
    if (reads) {
      process.stderr.write(
        `skillgate: cannot read the current directory (${(e as NodeJS.ErrnoException).code ?? 'error'}): was it deleted? cd into the repository and run again\n`,
      );
      process.exitCode = 1;
      return;
    }
    cwd = '/';
  }
  // A working directory whose path is not UTF-8 reaches node decoded, a bad byte as U+FFFD:
  // every path made from it names another folder (a sibling spelled with U+FFFD, made anew
  // by scaffold, lock and keygen, or read in its place). Only asked when U+FFFD is there.
  if (reads && cwd.includes('\uFFFD') && !cwdIsUtf8()) {
    process.stderr.write(
      `skillgate: the current directory's path is not valid UTF-8 (node reads it as ${safe(cwd)}), so no file under it can be named: rename the folder (folder names must be UTF-8) and run again\n`,
    );
    process.exitCode = 1;
    return;
  }
  const code = await main(argv, {
    cwd,
    env: process.env,
    stdout: out(process.stdout, 'standard output'),
    stderr: out(process.stderr, 'standard error'),
    stdoutIsTTY: !!process.stdout.isTTY,
    // A write's callback runs once the writes before it are done, with their error if one failed.
    stdoutLost: () =>
      new Promise<boolean>((resolve) => {
        if (stdoutClosed) return resolve(true);
        try {
          process.stdout.write('', (e) => resolve(!!e || stdoutClosed));
        } catch {
          resolve(true);
        }
      }),
  });
  process.exitCode = lost ? 1 : code;
  // A Ctrl-C that came during the report's or lockfile's write ends the run by that signal.
  await signalPoint();
}

/** Whether the working directory's path, as bytes, is UTF-8 (true when it cannot be asked). */
function cwdIsUtf8(): boolean {
  try {
    return isUtf8(realpathSync.native('.', { encoding: 'buffer' }));
  } catch {
    return true;
  }
}

// A pool worker (src/core/pool.ts) is this same bundle started on a thread: it checks files.
if (isPoolWorker()) {
  void import('./core/worker.js').then((w) => w.runWorker());
} else {
  setWorkerEntry(fileURLToPath(import.meta.url));
  void entry();
}
