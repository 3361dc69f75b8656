/**
 * What a single-file run loads (issue #2's start-up budget, issue #7: "a single-file run must
 * not pay for [threads]"): the bundle is CommonJS (no ESM loader to set up), and node's
 * worker_threads, perf_hooks and os modules load only for a run that starts a thread (v8 only
 * for one of 1,000 files or more, src/core/heap.ts). Read
 * from node's own list of the modules it loaded, written at exit by a preloaded script; the
 * same run with a thread forced (SKILLGATE_SIDECAR_DEBUG=on) shows the list would tell.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, git, tmpDir, writeTree } from '../helpers/cli.js';

const SKILL =
  '---\nid: one\nversion: 1.0.0\ndescription: Use when checking start-up.\nallowed_tools: [Read]\nallowed_memory_scopes: ["memories/projects/**"]\n---\nBody.\n';

let dir: string;
let preload: string;
let list: string;

beforeAll(() => {
  dir = tmpDir('skillgate-startup-');
  writeTree(path.join(dir, 'repo'), { 'skills/one/SKILL.md': SKILL });
  git(path.join(dir, 'repo'), 'init', '-q');
  preload = path.join(dir, 'list-modules.cjs');
  list = path.join(dir, 'modules.txt');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function modulesLoaded(env: NodeJS.ProcessEnv = {}): string[] {
  const r = spawnSync(process.execPath, ['--require', preload, BIN, 'validate', 'skills/one/SKILL.md'], {
    cwd: path.join(dir, 'repo'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  expect([r.status, r.stderr]).toEqual([0, '']);
  return readFileSync(list, 'utf8').split('\n');
}

test('the bundle is CommonJS, beside a package.json that says so', () => {
  expect(JSON.parse(readFileSync(path.join(path.dirname(BIN), 'package.json'), 'utf8'))).toEqual({
    type: 'commonjs',
  });
  expect(readFileSync(BIN, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
});

test('a single-file run loads neither worker_threads, perf_hooks, os nor v8', () => {
  const loaded = modulesLoaded();
  expect(loaded).toContain('NativeModule child_process'); // the list is node's, and whole
  for (const m of ['worker_threads', 'perf_hooks', 'os', 'v8']) expect(loaded).not.toContain(`NativeModule ${m}`);
});

test('a run that starts a thread loads worker_threads (so the list above would show it)', () => {
  expect(modulesLoaded({ SKILLGATE_SIDECAR_DEBUG: 'on' })).toContain('NativeModule worker_threads');
});
