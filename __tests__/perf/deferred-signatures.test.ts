/**
 * A signature the sidecar verifies is pending until its verdict comes back (src/core/engine.ts
 * onVerdict): what waits must be the result, not the parsed document. A verdict callback made
 * inside checkDocument shared that function's context, which holds the document (the file's
 * text and YAML tree): 10,000 signed skills kept 10,000 documents alive to the end (113 MB of
 * heap against 38 MB on one thread). Read from the bundle's old space at exit, which V8 grows
 * to what the run kept at its height and does not give back before the process ends.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';

const PRELOAD = `
if (require('node:worker_threads').isMainThread) process.on('exit', () => {
  const s = require('node:v8').getHeapSpaceStatistics().find((x) => x.space_name === 'old_space');
  require('node:fs').writeFileSync(process.env.HEAP_OUT, String(s.space_size / 1048576));
});
`;

describe('signatures verified on the sidecar', () => {
  it('keep no parsed document alive while their verdicts are pending', () => {
    const dir = tmpDir('skillgate-deferred-');
    const preload = path.join(tmpDir('skillgate-deferred-preload-'), 'preload.cjs');
    writeFileSync(preload, PRELOAD);
    const n = 2500;
    const body = `# Body\n\n${'A line of the body that the document holds. '.repeat(60)}\n`;
    const files: Record<string, string> = {};
    for (let i = 0; i < n; i++) files[`skills/s${i}/SKILL.md`] = skill(`s${i}`, '', body);
    writeTree(dir, files);
    git(dir, 'init', '-q');
    const key = path.join(tmpDir('skillgate-deferred-key-'), 'k.key');
    const made = runCli(['keygen', '--out', key], { cwd: dir });
    expect([made.code, made.stderr]).toEqual([0, '']);
    const signed = runCli(['sign', 'skills', '--key', key], { cwd: dir });
    expect(signed.code).toBe(0);
    const oldSpace = (env: Record<string, string>): number => {
      const out = path.join(dir, '..', `heap-${Object.keys(env).join('-')}`);
      const environment: NodeJS.ProcessEnv = { ...process.env, ...env, HEAP_OUT: out };
      delete environment.NODE_OPTIONS;
      delete environment.GITHUB_ACTIONS;
      const r = spawnSync(process.execPath, ['-r', preload, BIN, 'validate'], {
        cwd: dir,
        env: environment,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`${n} files checked, ${n} ok`);
      return Number(readFileSync(out, 'utf8'));
    };
    // Every verification left to the sidecar (each pending to the end), against none deferred.
    const deferred = oldSpace({ SKILLGATE_SIDECAR_DEBUG: 'first' });
    const inline = oldSpace({ SKILLGATE_THREADS: '1' });
    process.stderr.write(`  [old space, ${n} signed skills: deferred ${deferred} MB, on one thread ${inline} MB]\n`);
    expect(deferred / inline).toBeLessThan(1.4);
  });
});
