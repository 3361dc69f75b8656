/**
 * A signature the sidecar verifies is pending until its verdict comes back (src/core/engine.ts
 * onVerdict): what waits must be the result, not the parsed document. A verdict callback made
 * inside checkDocument shared that function's context, which holds the document (the file's
 * text and YAML tree): 10,000 signed skills kept 10,000 documents alive to the end (113 MB of
 * heap against 38 MB on one thread). Read from the bundle's old space at exit, which V8 grows
 * to what the run kept at its height and does not give back before the process ends.
 */
import path from 'node:path';
import { git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { heapProbe } from '../helpers/heap-probe.js';

describe('signatures verified on the sidecar', () => {
  it('keep no parsed document alive while their verdicts are pending', () => {
    const dir = tmpDir('skillgate-deferred-');
    const probe = heapProbe('old_space');
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
      const { r, mb } = probe(dir, ['validate'], env);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`${n} files checked, ${n} ok`);
      return mb();
    };
    // Every verification left to the sidecar (each pending to the end), against none deferred.
    const deferred = oldSpace({ SKILLGATE_SIDECAR_DEBUG: 'first' });
    const inline = oldSpace({ SKILLGATE_THREADS: '1' });
    process.stderr.write(`  [old space, ${n} signed skills: deferred ${deferred} MB, on one thread ${inline} MB]\n`);
    expect(deferred / inline).toBeLessThan(1.4);
  });
});
