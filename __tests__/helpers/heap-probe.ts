/**
 * Runs the bundle with a preload that writes one of the main isolate's heap spaces (its size,
 * in MB) to a file at exit: what a run kept at its height, as V8 sized the space for it.
 * (A preload runs in worker threads too: theirs are left out.)
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, tmpDir } from './cli.js';

export function heapProbe(
  space: 'new_space' | 'old_space',
): (cwd: string, args: string[], env?: Record<string, string>) => { r: SpawnSyncReturns<string>; mb: () => number } {
  const dir = tmpDir('skillgate-heap-probe-');
  const preload = path.join(dir, 'preload.cjs');
  writeFileSync(
    preload,
    `if (require('node:worker_threads').isMainThread) process.on('exit', () => {
  const s = require('node:v8').getHeapSpaceStatistics().find((x) => x.space_name === ${JSON.stringify(space)});
  require('node:fs').writeFileSync(process.env.HEAP_OUT, String(s.space_size / 1048576));
});
`,
  );
  let runs = 0;
  return (cwd, args, env = {}) => {
    const out = path.join(dir, `heap-${runs++}`);
    const environment: NodeJS.ProcessEnv = { ...process.env, ...env, HEAP_OUT: out };
    delete environment.NODE_OPTIONS;
    delete environment.GITHUB_ACTIONS;
    const r = spawnSync(process.execPath, ['-r', preload, BIN, ...args], {
      cwd,
      env: environment,
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { r, mb: () => Number(readFileSync(out, 'utf8')) };
  };
}
