/**
 * Drift's `other` beside a version, tools or scopes change (lock/beyond.ts): the lock's
 * values put back into the frontmatter tell whether anything else changed.
 */
import { checkBytes, checkTree, makeContext, type CheckContext, type FileResult } from '../../src/core/engine.js';
import { defaultSettings, type Settings } from '../../src/core/config-types.js';
import { drift, snapshots } from '../../src/core/run.js';
import { parseLockfile, serializeLockfile } from '../../src/lock/lockfile.js';
import type { Lockfile } from '../../src/lock/types.js';
import { FILE_BUDGET, hashedChars } from '../../src/lock/beyond.js';

const V1 = `---
id: a
version: 1.0.0
description: Does a. Use when a.
allowed_memory_scopes: [memories/a/**]
allowed_tools: [Read, Bash]
disallowed_tools: [Bash]
---
body
`;

const AGENT = `---
name: a
description: Does a. Use when a.
license: MIT
allowed-tools: Read Grep
---
body
`;

function settingsFor(profile: 'v1' | 'agentskills'): Settings {
  return { ...defaultSettings('/repo', false), profile };
}

function check(text: string, ctx: CheckContext): FileResult[] {
  const results = [
    checkBytes(Buffer.from(text, 'utf8'), { abs: '/repo/skills/a/SKILL.md', rel: 'skills/a/SKILL.md' }, ctx),
  ];
  checkTree(results);
  return results;
}

function lockOf(text: string, settings: Settings): Lockfile {
  return parseLockfile(serializeLockfile(snapshots(check(text, makeContext(settings)))), 'skillgate.lock');
}

/** The drift of `now` against the lock of `before`: kinds, changes and the changed entry's message. */
function driftOf(before: string, now: string, profile: 'v1' | 'agentskills' = 'v1', withLock = true) {
  const settings = settingsFor(profile);
  const lock = lockOf(before, settings);
  const ctx = makeContext(settings);
  if (withLock) ctx.locked = lock.skills;
  const results = check(now, ctx);
  const d = drift(lock, results);
  const changed = d.find((x) => x.kind === 'changed');
  return { changes: changed?.changes, message: changed?.message ?? '', beyond: results[0]!.beyondLock };
}

const bump = (t: string) => t.replace('version: 1.0.0', 'version: 1.0.1');

describe('v1', () => {
  test('a version bump alone is the version only', () => {
    expect(driftOf(V1, bump(V1))).toEqual({
      changes: ['version'],
      message: expect.not.stringContaining('more of the frontmatter'),
      beyond: false,
    });
  });

  test('a version bump that also drops disallowed_tools: [Bash] says more changed', () => {
    const r = driftOf(V1, bump(V1).replace('disallowed_tools: [Bash]\n', ''));
    expect(r.changes).toEqual(['version', 'other']);
    expect(r.beyond).toBe(true);
    expect(r.message).toContain(
      'version "1.0.0" -> "1.0.1"; and more of the frontmatter: a field other than version, tools and scopes',
    );
  });

  test('a new x-profile beside a tool gained says more changed; the tool alone does not', () => {
    const gained = V1.replace('[Read, Bash]', '[Read, Bash, Grep]');
    expect(driftOf(V1, gained).changes).toEqual(['tools']);
    expect(driftOf(V1, gained.replace('---\nbody', 'x-profile: ops\n---\nbody')).changes).toEqual(['tools', 'other']);
  });

  test('scopes and version changed together, nothing else: no other', () => {
    const r = driftOf(V1, bump(V1).replace('[memories/a/**]', '[memories/a/**, memories/b/**]'));
    expect(r.changes).toEqual(['version', 'scopes']);
    expect(r.beyond).toBe(false);
  });

  test("tools kept in the file's order are matched; reordered, said as possibly more (the lock keeps sets)", () => {
    // Added ones taken out of the file's own list give back what the lock hashed.
    expect(driftOf(V1, V1.replace('[Read, Bash]', '[Read, Bash, Edit]')).changes).toEqual(['tools']);
    expect(driftOf(V1, V1.replace('[Read, Bash]', '[Edit, Read, Bash]')).changes).toEqual(['tools']);
    expect(driftOf(V1, V1.replace('[Read, Bash]', '[Read, Edit, Bash]')).changes).toEqual(['tools']);
    // A dropped one put back at any place.
    expect(driftOf(V1.replace('[Read, Bash]', '[Read, Edit, Bash]'), V1).changes).toEqual(['tools']);
    const r = driftOf(V1, V1.replace('[Read, Bash]', '[Bash, Read, Edit]'));
    expect(r.changes).toEqual(['tools', 'other']);
    expect(r.message).toContain('or the order or repeats of a list');
  });

  test('without the lock in the context (not worked out), drift says what it said before', () => {
    const r = driftOf(V1, bump(V1).replace('disallowed_tools: [Bash]\n', ''), 'v1', false);
    expect(r).toMatchObject({ changes: ['version'], beyond: undefined });
  });

  test('the hash unchanged: nothing to work out', () => {
    expect(driftOf(V1, V1.replace('body', 'new body'))).toEqual({ changes: undefined, message: '', beyond: undefined });
  });
});

describe('agentskills', () => {
  test('tools gained in the string, nothing else: no other; the license changed too: other', () => {
    const gained = AGENT.replace('Read Grep', 'Read Grep Bash');
    expect(driftOf(AGENT, gained, 'agentskills').changes).toEqual(['tools']);
    expect(driftOf(AGENT, gained.replace('Read Grep Bash', 'Bash Read Grep'), 'agentskills').changes).toEqual([
      'tools',
    ]);
    expect(driftOf(AGENT, gained.replace('MIT', 'Apache-2.0'), 'agentskills').changes).toEqual(['tools', 'other']);
  });

  test('allowed-tools added where the lock had none', () => {
    const none = AGENT.replace('allowed-tools: Read Grep\n', '');
    expect(driftOf(none, AGENT.replace('Read Grep', 'Bash'), 'agentskills')).toMatchObject({
      changes: ['tools'],
      beyond: false,
    });
  });
});

describe('after review', () => {
  test('agentskills: metadata.version is put back; a bump beside another change says other', () => {
    const agent = AGENT.replace('license: MIT\n', 'license: MIT\nmetadata:\n  version: "1.0.0"\n');
    const bumped = agent.replace('"1.0.0"', '"1.0.1"');
    expect(driftOf(agent, bumped, 'agentskills').changes).toEqual(['version']);
    expect(driftOf(agent, bumped.replace('MIT', 'BSD'), 'agentskills').changes).toEqual(['version', 'other']);
    expect(driftOf(agent, bumped.replace('Read Grep', 'Read Grep Bash'), 'agentskills').changes).toEqual([
      'version',
      'tools',
    ]);
    // A version where the lock pinned none ("").
    expect(driftOf(AGENT, agent, 'agentskills').changes).toEqual(['version']);
  });

  test('agentskills: a comma-separated allowed-tools is put back as written', () => {
    const commas = AGENT.replace('Read Grep', 'Read, Grep');
    expect(driftOf(commas, commas.replace('Read, Grep', 'Read, Grep, Glob'), 'agentskills').changes).toEqual(['tools']);
    const tight = AGENT.replace('Read Grep', 'Read,Grep');
    expect(driftOf(tight, tight.replace('Read,Grep', 'Read,Grep,Glob'), 'agentskills').changes).toEqual(['tools']);
  });

  test('v1: several items dropped from an unsorted list, the rest in order: no other', () => {
    const three = V1.replace('[Read, Bash]', '[Write, Read, Bash]').replace('disallowed_tools: [Bash]\n', '');
    expect(driftOf(three, bump(three).replace('[Write, Read, Bash]', '[Read]')).changes).toEqual(['version', 'tools']);
    const scopes = V1.replace('[memories/a/**]', '[m/c/**, m/a/**, m/d/**, m/b/**]');
    expect(driftOf(scopes, scopes.replace('[m/c/**, m/a/**, m/d/**, m/b/**]', '[m/a/**, m/b/**]')).changes).toEqual([
      'scopes',
    ]);
  });

  test('a frontmatter too large to try every order is said to have changed more (a budget, not 400 hashes of 1 MB)', () => {
    const tools = Array.from({ length: 40 }, (_, i) => `mcp__s__t${String(i).padStart(2, '0')}`);
    const settings = { ...settingsFor('v1'), tools: Object.fromEntries(tools.map((t) => [t, 'read-only' as const])) };
    const big = V1.replace('[Read, Bash]', `[${tools.slice(0, 33).reverse().join(', ')}]`).replace(
      'disallowed_tools: [Bash]\n',
      `x-pad: ${'y'.repeat(900_000)}\n`,
    );
    const lock = lockOf(big, settings);
    const ctx = makeContext(settings);
    ctx.locked = lock.skills;
    // Dropped one tool and added another, and the pad changed: no order can match.
    const now = bump(big)
      .replace('mcp__s__t20, ', '')
      .replace('x-pad: y', 'x-pad: z')
      .replace('[mcp__s__t32', '[mcp__s__t39, mcp__s__t32');
    const before = hashedChars();
    const [r] = check(now, ctx);
    expect(r!.beyondLock).toBe(true);
    expect(hashedChars() - before).toBeLessThanOrEqual(FILE_BUDGET);
    // A tool added, nothing else: the file's own order is among the first tried.
    const [onlyTools] = check(bump(big).replace('[mcp__s__t32', '[mcp__s__t39, mcp__s__t32'), ctx);
    expect(onlyTools!.beyondLock).toBe(false);
  });

  test('agentskills: the lock lists a tool found inside parentheses; the string is rebuilt without it', () => {
    const hidden = AGENT.replace('Read Grep', 'Read(x Bash y)').replace(
      'license: MIT\n',
      'license: MIT\nmetadata:\n  version: "1.0.0"\n',
    );
    const bumped = hidden.replace('"1.0.0"', '"1.0.1"');
    expect(driftOf(hidden, bumped.replace('Read(x Bash y)', 'Read(x Bash y) Grep'), 'agentskills').changes).toEqual([
      'version',
      'tools',
    ]);
    const two = hidden.replace('Read(x Bash y)', 'Read(x Bash y) Grep');
    expect(driftOf(two, two.replace(' Grep\n', '\n'), 'agentskills').changes).toEqual(['tools']);
  });

  test('agentskills: metadata.version taken out with the whole metadata, or set where the lock pinned ""', () => {
    const versioned = AGENT.replace('license: MIT\n', 'license: MIT\nmetadata:\n  version: "1.0.0"\n');
    expect(driftOf(versioned, AGENT, 'agentskills').changes).toEqual(['version']);
    const empty = AGENT.replace('license: MIT\n', 'license: MIT\nmetadata: {version: "", author: me}\n');
    expect(driftOf(empty, empty.replace('version: ""', 'version: "1.0.0"'), 'agentskills').changes).toEqual([
      'version',
    ]);
  });

  test('agentskills: a block scalar allowed-tools, folded or literal, is rebuilt with its line ends', () => {
    const folded = AGENT.replace('allowed-tools: Read Grep', 'allowed-tools: >\n  Read Grep\n  Glob');
    expect(driftOf(folded, folded.replace('  Read Grep\n  Glob', '  Read Grep'), 'agentskills').changes).toEqual([
      'tools',
    ]);
    const literal = AGENT.replace('allowed-tools: Read Grep', 'allowed-tools: |\n  Read\n  Grep\n  Glob');
    expect(driftOf(literal, literal.replace('  Grep\n  Glob', '  Grep'), 'agentskills').changes).toEqual(['tools']);
  });

  test('v1: two items dropped from the front of a long unsorted list: no other', () => {
    const ten = ['a1', 'a2', 'k', 'j', 'i', 'h', 'g', 'f', 'e', 'd'].map((x) => `memories/${x}/**`);
    const before = V1.replace('[memories/a/**]', `[${ten.join(', ')}]`);
    expect(driftOf(before, bump(before).replace(`${ten[0]}, ${ten[1]}, `, '')).changes).toEqual(['version', 'scopes']);
  });

  test('a frontmatter value equal to the marker the search puts in place of a list is no way around other', () => {
    const marked = V1.replace(
      'disallowed_tools: [Bash]\n',
      'disallowed_tools: [Bash]\nx-note: "\\0skillgate-slot\\00"\n',
    );
    const now = bump(marked).replace('[Read, Bash]', '[Bash]').replace('disallowed_tools: [Bash]\n', '');
    expect(driftOf(marked, now).changes).toEqual(['version', 'tools', 'other']);
    // And without the other change, no other.
    expect(driftOf(marked, bump(marked).replace('[Read, Bash]', '[Bash]')).changes).toEqual(['version', 'tools']);
  });

  test('v1: most of an unsorted list dropped, and most of another: every order is tried (20,160 of them; 90 times 6), no other', () => {
    // Two kept and six dropped: the file's first order is one of 8!/2! (64 were tried).
    const eight = 'Write, Read, MemoryRead, Edit, HttpFetch, Grep, Bash, Glob';
    const tools = V1.replace('[Read, Bash]', `[${eight}]`).replace('disallowed_tools: [Bash]\n', '');
    expect(driftOf(tools, bump(tools).replace(eight, 'Read, Grep'))).toMatchObject({
      changes: ['version', 'tools'],
      beyond: false,
    });
    // Ten scopes, two of them dropped from the middle (90 orders), beside three tools that
    // lost two (6): every pair is tried.
    const ten = ['k', 'j', 'a', 'i', 'h', 'b', 'g', 'f', 'e', 'd'].map((x) => `m/${x}/**`);
    const both = V1.replace('[Read, Bash]', '[Write, Bash, Read]')
      .replace('disallowed_tools: [Bash]\n', '')
      .replace('[memories/a/**]', `[${ten.join(', ')}]`);
    const kept = ten.filter((x) => x !== 'm/a/**' && x !== 'm/b/**');
    const after = bump(both).replace('Write, Bash, Read', 'Read').replace(ten.join(', '), kept.join(', '));
    expect(driftOf(both, after).changes).toEqual(['version', 'tools', 'scopes']);
    // Every order of 8 is made: all eight dropped, in the last order the walk makes.
    const all8 = 'Write, Read, MemorySearch, MemoryRead, MemoryEmit, Grep, Glob, Edit';
    const gone = V1.replace('[Read, Bash]', `[${all8}]`).replace('disallowed_tools: [Bash]\n', '');
    expect(driftOf(gone, bump(gone).replace(`[${all8}]`, '[]')).changes).toEqual(['version', 'tools']);
    // Something else changed too: still said, within the budget.
    const before = hashedChars();
    const other = driftOf(tools, bump(tools).replace(eight, 'Read, Grep').replace('Does a.', 'Does b.'));
    expect(other.changes).toEqual(['version', 'tools', 'other']);
    expect(hashedChars() - before).toBeLessThanOrEqual(FILE_BUDGET);
  });
});
