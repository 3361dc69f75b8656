/**
 * The strict lockfile reader keeps only what its checks read: a hostile lockfile (up to the
 * 64 MiB limit) whose unknown key, or whose list, holds millions of values is refused in
 * bounded memory. It built a node for every value first: 64 MiB of `0,` under an unknown key
 * took 3 GB, or crashed node out of memory on a runner's heap, before the key was refused.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLockfile, LockfileError } from '../../src/lock/lockfile.js';
import { spawnSync } from 'node:child_process';
import { BIN, git, runCli, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { heapProbe } from '../helpers/heap-probe.js';

const HASH = 'sha256-' + 'A'.repeat(43) + '=';
const entry = (extra: string, tools = '[]'): string =>
  `{\n  "lockfileVersion": 1,\n  "skills": {\n    "a": {\n      "path": "s/a/SKILL.md",\n      "version": "1.0.0",${extra}\n      "frontmatter": "${HASH}",\n      "signer": null,\n      "allowed_tools": ${tools},\n      "allowed_memory_scopes": []\n    }\n  }\n}\n`;

function refusal(text: string): string {
  try {
    parseLockfile(text, 'skillgate.lock');
  } catch (e) {
    if (e instanceof LockfileError) return e.message;
    throw e;
  }
  return 'accepted';
}

/** The peak RSS (MB) of `lock --check` in `dir`, read by the process itself at exit. */
function peakRssMb(dir: string): number {
  const preload = path.join(dir, '..', `rss-${path.basename(dir)}.cjs`);
  writeFileSync(
    preload,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.RSS_OUT, String(process.resourceUsage().maxRSS / 1024)));\n",
  );
  const out = `${preload}.out`;
  const env: NodeJS.ProcessEnv = { ...process.env, RSS_OUT: out };
  delete env.NODE_OPTIONS;
  delete env.GITHUB_ACTIONS;
  spawnSync(process.execPath, ['-r', preload, BIN, 'lock', '--check'], { cwd: dir, env, timeout: 120_000 });
  return Number(readFileSync(out, 'utf8'));
}

describe('strict lockfile reader: what it keeps', () => {
  it('words an unknown key, a non-string item and a wrong type as before, at the same place', () => {
    expect(refusal(entry(' "zz": [[1, {"b": [2]}], 3],'))).toMatch(
      /^skillgate\.lock:6:27: skill "a": unknown key "zz"; expected "path"/,
    );
    expect(refusal(entry('', '["Read", [1, 2], 3]'))).toMatch(
      /^skillgate\.lock:9:33: skill "a": "allowed_tools" must hold only strings, got array$/,
    );
    expect(refusal(entry('', '{"a": [1, 2]}'))).toMatch(
      /^skillgate\.lock:9:24: skill "a": "allowed_tools" must be a list of strings, got object$/,
    );
    // The entry's other checks still come first: a bad path before a bad list item.
    expect(refusal(entry('', '[1]').replace('"s/a/SKILL.md"', '"/abs"'))).toMatch(/path "\/abs"/);
    // A root key nobody knows, after the version: refused by name.
    expect(refusal(entry('').replace('"lockfileVersion": 1,', '"lockfileVersion": 1, "zz": {"a": [1]},'))).toMatch(
      /^skillgate\.lock:2:25: unknown key "zz"; expected "lockfileVersion" and "skills"$/,
    );
    // Before it, the version decides first, as every writer puts it first.
    expect(refusal(entry('').replace('"lockfileVersion": 1,', '"zz": [[1]], "lockfileVersion": 2,'))).toMatch(
      /unsupported lockfileVersion 2/,
    );
    // JSON errors inside a value that is not kept are still found.
    expect(refusal(entry(' "zz": [1, [2,], 3],'))).toMatch(/trailing comma/);
    expect(refusal(entry(' "zz": {"b": 1, "b": 2},'))).toMatch(/duplicate key "b"/);
    // Lists are read as sets: duplicates go, as the writer sorts them.
    expect(parseLockfile(entry('', '["b", "a", "b"]'), 'x').skills.a!.allowed_tools).toEqual(['a', 'b']);
  });

  it('refuses millions of values under an unknown key, or in a list, in bounded memory (the bundle)', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 's/a/SKILL.md': skill('a') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const lock = readFileSync(path.join(dir, 'skillgate.lock'), 'utf8');
    const probe = heapProbe('old_space');
    const n = 3_000_000;
    for (const [text, code, said, whole] of [
      [lock.replace('"version": "1.0.0"', `"version": "1.0.0", "zz": [${'0,'.repeat(n)}0]`), 1, 'unknown key "zz"'],
      [
        lock.replace('"lockfileVersion": 1,', `"lockfileVersion": 1, "zz": [${'[],'.repeat(n)}0],`),
        1,
        'unknown key "zz"',
      ],
      [
        lock.replace(/"allowed_tools": \[[^\]]*\]/, `"allowed_tools": [${'"Read",'.repeat(n)}0]`),
        1,
        'must hold only strings',
      ],
      // A root that is no object is refused by its kind.
      [`[${'0,'.repeat(n)}0]`, 1, 'must be an object, got array', true],
      // A string of millions of escapes is decoded in blocks, not a piece an escape.
      [
        lock.replace('"version": "1.0.0"', `"version": "1.0.0", "zz": "${'\\n'.repeat(n)}"`),
        1,
        'unknown key "zz"',
        true,
      ],
    ] as const) {
      writeFileSync(path.join(dir, 'skillgate.lock'), text);
      const { r, mb } = probe(dir, ['lock', '--check']);
      expect([r.status, r.stderr]).toEqual([code, expect.stringContaining(said)]);
      // A node a value was ~100 bytes: 3 million of them were 300 MB of old space.
      expect(mb()).toBeLessThan(100);
      // The whole process (a chain of 3 million pieces lives outside the old space): 300-380 MB
      // before, 70-120 MB now (the other cases, ~190 MB for the text and its reading, are
      // held to the old space above).
      if (whole) expect(peakRssMb(dir)).toBeLessThan(240);
    }
  });
});
