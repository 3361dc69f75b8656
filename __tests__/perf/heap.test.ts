/**
 * A run of 1,000 files or more holds V8's young generation at its starting size
 * (src/core/heap.ts): every result is kept, so V8 would double it scavenge after scavenge,
 * to 32 MB on node 20 (64 MB on node 24) of memory touched and kept. Read from the bundle's
 * own heap at exit: without the hold, each run below ends with 8 MB or more of new space.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { git, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { heapProbe } from '../helpers/heap-probe.js';
import { HOLD_MIN_FILES, measuredOn } from '../../src/core/heap.js';

// Held on the node versions it was measured on only (heap.ts): elsewhere V8's default stands.
const onHeld = measuredOn(process.versions.node) ? describe : describe.skip;

onHeld('the young generation of a large run', () => {
  // Under a deep folder, as a CI runner's temporary folder may be: with long paths node 24 had
  // doubled the young generation while the walk queued the first listing's 1,200 folders,
  // before the hold (set then at the 1,000th) could stop it.
  const dir = path.join(
    tmpDir('skillgate-heap-'),
    'a-folder-whose-long-name-stands-for-a-deep-temporary-folder',
    'repo',
  );
  mkdirSync(dir, { recursive: true });
  const probe = heapProbe('new_space');
  const n = HOLD_MIN_FILES + 200;
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) files[`skills/s${i}/SKILL.md`] = skill(`s${i}`);
  writeTree(dir, files);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'skills');

  /** The new space at the end of `validate ARGS` (MB), after checking the run's own outcome. */
  const newSpace = (args: string[], env: Record<string, string> = {}): number => {
    const { r, mb } = probe(dir, ['validate', ...args], env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${n} files`);
    return mb();
  };

  it('is held on a repository scan (the hold is set when git lists the files)', () => {
    expect(newSpace([])).toBeLessThanOrEqual(4);
  });

  it('is held for named folders, outside any git listing', () => {
    expect(newSpace(['skills'])).toBeLessThanOrEqual(4);
  });

  it('is held again after the sidecar starts (setting up its isolate undoes the hold)', () => {
    expect(newSpace([], { SKILLGATE_SIDECAR_DEBUG: 'on' })).toBeLessThanOrEqual(4);
  });
});

describe('measuredOn', () => {
  it('holds on the node versions it was measured on only', () => {
    for (const v of ['20.0.0', '20.20.2', '22.11.0', '24.22.3']) expect(measuredOn(v)).toBe(true);
    for (const v of ['18.20.4', '19.9.0', '25.0.0', '26.1.0', '']) expect(measuredOn(v)).toBe(false);
  });
});
