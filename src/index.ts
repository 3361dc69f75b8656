#!/usr/bin/env node
/**
 * The one entry: Action mode when the GitHub runner starts it (GITHUB_ACTIONS set and no
 * CLI arguments), else the CLI. @actions/* load only in Action mode.
 */
import { main } from './cli.js';

async function entry(): Promise<void> {
  const argv = process.argv.slice(2);
  if (process.env.GITHUB_ACTIONS === 'true' && argv.length === 0) {
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

void entry();
