/** drift() of core/run.ts over checked files: key positions, duplicate ids, broken files. */
import { checkBytes, makeContext, checkTree, unreadable, type FileResult } from '../../src/core/engine.js';
import { defaultSettings } from '../../src/core/config-types.js';
import { drift, snapshots } from '../../src/core/run.js';
import { parseLockfile, serializeLockfile } from '../../src/lock/lockfile.js';

const ctx = makeContext(defaultSettings('/repo', false));

function skill(id: string, extra = ''): string {
  return `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id}. Use when ${id}.\nallowed_memory_scopes:\n  - memories/**\nallowed_tools:\n  - Read\n${extra}---\nbody\n`;
}

function check(files: Record<string, string>): FileResult[] {
  const results = Object.entries(files).map(([rel, text]) =>
    checkBytes(Buffer.from(text, 'utf8'), { abs: `/repo/${rel}`, rel }, ctx),
  );
  checkTree(results);
  return results;
}

function lockOf(files: Record<string, string>) {
  return parseLockfile(serializeLockfile(snapshots(check(files))), 'skillgate.lock');
}

test('changed tools point at the `allowed_tools:` key line, not its first item', () => {
  const lock = lockOf({ 'a/SKILL.md': skill('a') });
  const now = check({ 'a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bash\n') });
  const d = drift(lock, now);
  const changed = d.find((x) => x.kind === 'changed')!;
  expect(changed).toMatchObject({ line: 7, column: 1, escalation: true, added_tools: ['Bash'] });
  expect(d.find((x) => x.kind === 'version-not-bumped')).toMatchObject({ line: 3 });
});

test('a duplicated id is compared at its locked path only; elsewhere it is neither moved nor added', () => {
  const lock = lockOf({ 'a/SKILL.md': skill('a') });
  expect(drift(lock, check({ 'a/SKILL.md': skill('a'), 'b/SKILL.md': skill('a') }))).toEqual([]);
  // Neither copy at the locked path: ambiguous, so nothing (DuplicateId already fails the run).
  expect(drift(lock, check({ 'b/SKILL.md': skill('a'), 'c/SKILL.md': skill('a') }))).toEqual([]);
  // The locked copy changed: reported on that copy.
  const d = drift(lock, check({ 'a/SKILL.md': skill('a', 'tags: [x]\n'), 'b/SKILL.md': skill('a') }));
  expect(d.map((x) => `${x.kind}:${x.path}`)).toEqual(['changed:a/SKILL.md', 'version-not-bumped:a/SKILL.md']);
});

test('a copy of a pinned id that no shown DuplicateId says is added drift, whatever else the run shows', () => {
  const lock = lockOf({ 'a/SKILL.md': skill('a') });
  const bash = skill('a').replace('  - Read\n', '  - Read\n  - Bash\n');
  // The tree: both copies, each with its DuplicateId.
  const tree = check({ 'a/SKILL.md': skill('a'), 'docs/evil/SKILL.md': bash });
  const added = (shown: FileResult[]) => drift(lock, tree, shown).map((x) => `${x.kind}:${x.path}`);
  // The run shows the locked copy, checked among fewer files (the Action's `paths`): no
  // DuplicateId on it, so the copy gaining Bash is drift (it passed).
  const [alone] = check({ 'a/SKILL.md': skill('a') });
  expect(added([alone!])).toEqual(['added:docs/evil/SKILL.md']);
  // It shows none of them: the same.
  expect(added([])).toEqual(['added:docs/evil/SKILL.md']);
  // It shows a copy's DuplicateId (on either): that fails the run, and no drift besides.
  expect(added([tree[0]!])).toEqual([]);
  expect(added([tree[1]!])).toEqual([]);
  // Neither copy at the locked path and none said: the entry is removed, saying why.
  const moved = check({ 'b/SKILL.md': skill('a'), 'c/SKILL.md': skill('a') });
  const [b] = check({ 'b/SKILL.md': skill('a') });
  expect(drift(lock, moved, [b!]).map((x) => [x.kind, x.message])).toEqual([
    [
      'removed',
      'skill "a" is in the lockfile (path "a/SKILL.md"), but no skill at that path declares it, and 2 other files do (a DuplicateId this run does not show: b/SKILL.md, c/SKILL.md); make the id unique, then run `skillgate lock`',
    ],
  ]);
  expect(drift(lock, moved, [moved[0]!])).toEqual([]);
});

test('a locked file that no longer parses is not a removal; a deleted one is', () => {
  const lock = lockOf({ 'a/SKILL.md': skill('a'), 'b/SKILL.md': skill('b') });
  const d = drift(lock, check({ 'a/SKILL.md': 'not a skill\n' }));
  expect(d.map((x) => `${x.kind}:${x.id}`)).toEqual(['removed:b']);
});

test('skills under a folder that could not be listed are unknown, not removed', () => {
  const lock = lockOf({ 'x/b/SKILL.md': skill('b'), 'xy/c/SKILL.md': skill('c'), 'a/SKILL.md': skill('a') });
  // What scan/files.ts reports for a folder it cannot list: a ReadError result at the folder.
  const folder = unreadable({ abs: '/repo/x', rel: 'x' }, 'cannot read directory: permission denied');
  const d = drift(lock, [...check({ 'a/SKILL.md': skill('a') }), folder]);
  // x/b is hidden by the unreadable folder; xy/c (a sibling whose name starts the same) is gone.
  expect(d.map((x) => `${x.kind}:${x.id}`)).toEqual(['removed:c']);
});

test('a long refused list is kept packed, and drift reads every name of it back exactly', () => {
  // 1,500 names, one unknown, one written with escapes (a quote, a non-ASCII letter).
  const names = ['Bsah', '"\\u00e9\\"x"', ...Array.from({ length: 1498 }, (_, i) => `mcp__s__t${i}`)];
  const lock = lockOf({ 'a/SKILL.md': skill('a') });
  const text = skill('a').replace('allowed_tools:\n  - Read\n', `allowed_tools: [Read, ${names.join(', ')}]\n`);
  const [r] = check({ 'a/SKILL.md': text });
  expect(r!.outcome).toBe('invalid_field');
  expect(Array.isArray(r!.data!.declared!.allowed_tools)).toBe(false);
  const changed = drift(lock, [r!]).find((x) => x.kind === 'changed')!;
  const expected = ['Bsah', '\u00e9"x', ...names.slice(2)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(changed.added_tools).toEqual(expected);
  expect(changed.escalation).toBe(true);
  // A short one stays a list.
  const [short] = check({ 'a/SKILL.md': skill('a').replace('  - Read\n', '  - Read\n  - Bsah\n') });
  expect(short!.data!.declared!.allowed_tools).toEqual(['Read', 'Bsah']);
});
