import { createHash } from 'node:crypto';
import { diffLock } from '../../src/lock/diff.js';
import { parseLockfile, serializeLockfile } from '../../src/lock/lockfile.js';
import type { Lockfile, SkillSnapshot } from '../../src/lock/types.js';

const hash = (s: string): string => 'sha256-' + createHash('sha256').update(s).digest('base64');
const KEY_A = 'aa'.repeat(32);
const KEY_B = 'bb'.repeat(32);

/** A skill whose hash follows its hashed fields, as the engine's would. */
function snap(id: string, over: Partial<SkillSnapshot> & { extra?: string } = {}): SkillSnapshot {
  const { extra = '', ...rest } = over;
  const base = {
    id,
    path: `skills/${id}/SKILL.md`,
    version: '1.0.0',
    signer: null,
    allowed_tools: ['Read'],
    allowed_memory_scopes: ['memories/projects/**'],
    positions: {
      file: { line: 1, column: 1 },
      id: { line: 2, column: 1 },
      version: { line: 3, column: 1 },
      allowed_tools: { line: 5, column: 1 },
      allowed_memory_scopes: { line: 4, column: 1 },
      signature: { line: 8, column: 1 },
    },
    ...rest,
  };
  const hashed = JSON.stringify([
    id,
    base.version,
    [...base.allowed_tools].sort(),
    [...base.allowed_memory_scopes].sort(),
    extra,
  ]);
  return { frontmatter: hash(hashed), ...base, ...(rest.frontmatter ? { frontmatter: rest.frontmatter } : {}) };
}

/** Locks the given skills the way `skillgate lock` would: through the file format. */
const lockOf = (skills: SkillSnapshot[]): Lockfile => parseLockfile(serializeLockfile(skills), 'skillgate.lock');

describe('diffLock', () => {
  it('reports nothing when the tree matches the lock', () => {
    const skills = [snap('a'), snap('b', { signer: KEY_A })];
    expect(diffLock(lockOf(skills), skills)).toEqual([]);
  });

  it('names beyond ASCII are spelled with escapes in drift: gained and lost ones that print alike differ (NFC and NFD, full-width and Cyrillic letters)', () => {
    const nfc = 'm/\u00e9/**';
    const nfd = 'm/e\u0301/**';
    const locked = snap('a', { allowed_memory_scopes: [nfc, 'm/caf\u00e9/**'], allowed_tools: ['Bash', 'Read'] });
    const now = snap('a', {
      version: '1.0.1',
      allowed_memory_scopes: [nfd, 'm/caf\u00e9/**'],
      allowed_tools: ['\uff22\uff41\uff53\uff48', 'Read'],
    });
    const [d] = diffLock(lockOf([locked]), [now]);
    expect(d.message).toContain(
      'allowed_tools gained "\\uff22\\uff41\\uff53\\uff48" (capability escalation) and lost "Bash"',
    );
    expect(d.message).toContain(
      'allowed_memory_scopes gained "m/e\\u0301/**" (capability escalation) and lost "m/\\u00e9/**"',
    );
    // The data keeps the names as they are.
    expect(d.added_scopes).toEqual([nfd]);
    // A Cyrillic а prints as the a it mimics (NFKC keeps them apart): spelled, gained alone too.
    const cyr = diffLock(lockOf([snap('a', { allowed_memory_scopes: ['m/a/**'] })]), [
      snap('a', { version: '1.0.1', allowed_memory_scopes: ['m/a/**', 'm/\u0430/**'] }),
    ]);
    expect(cyr[0].message).toContain('allowed_memory_scopes gained "m/\\u0430/**" (capability escalation)');
  });

  it.each([2, 17])(
    'a list of the same length holding a repeat is not the same set (%i items): the lost one is named',
    (n) => {
      const tools = Array.from({ length: n }, (_, i) => `mcp__s__t${String(i).padStart(2, '0')}`);
      const scopes = tools.map((t) => `memories/${t}/**`);
      const locked = snap('a', { allowed_tools: tools, allowed_memory_scopes: scopes });
      // The last item replaced by a repeat of the first: same length, one lost.
      const now = snap('a', {
        version: '1.0.1',
        allowed_tools: [...tools.slice(0, -1), tools[0]],
        allowed_memory_scopes: [...scopes.slice(0, -1), scopes[0]],
      });
      const [d] = diffLock(lockOf([locked]), [now]);
      expect(d).toMatchObject({
        kind: 'changed',
        removed_tools: [tools.at(-1)],
        removed_scopes: [scopes.at(-1)],
        added_tools: [],
        added_scopes: [],
      });
      expect(d.changes).toEqual(expect.arrayContaining(['tools', 'scopes']));
      expect(d.message).toContain(`allowed_tools lost "${tools.at(-1)}"`);
    },
  );

  it('ignores list order and duplicates in the tree and signer hex case', () => {
    const locked = snap('a', { allowed_tools: ['Read', 'Grep'], signer: KEY_A });
    const now = { ...locked, allowed_tools: ['Grep', 'Read', 'Grep'], signer: KEY_A.toUpperCase() };
    expect(diffLock(lockOf([locked]), [now])).toEqual([]);
  });

  it('added: a skill not in the lock, at its id key', () => {
    const d = diffLock(lockOf([]), [snap('new-skill', { allowed_tools: ['Read', 'Bash'] })]);
    expect(d).toEqual([
      {
        kind: 'added',
        id: 'new-skill',
        path: 'skills/new-skill/SKILL.md',
        line: 2,
        column: 1,
        message:
          'skill "new-skill" (version "1.0.0", allowed_tools ["Bash", "Read"], allowed_memory_scopes ["memories/projects/**"]) is not in the lockfile; run `skillgate lock` after review to pin it',
      },
    ]);
  });

  it('removed: a lock entry with no skill, at the lock path, line 1 column 1', () => {
    const d = diffLock(lockOf([snap('gone', { path: 'old/gone/SKILL.md' })]), []);
    expect(d).toEqual([
      {
        kind: 'removed',
        id: 'gone',
        path: 'old/gone/SKILL.md',
        line: 1,
        column: 1,
        message:
          'skill "gone" is in the lockfile (path "old/gone/SKILL.md") but not in the tree; restore it, or run `skillgate lock` to drop it',
      },
    ]);
  });

  it('moved: same hash, new path, with previous_path', () => {
    const before = snap('a');
    const after = { ...before, path: 'elsewhere/a/SKILL.md' };
    expect(diffLock(lockOf([before]), [after])).toEqual([
      {
        kind: 'moved',
        id: 'a',
        path: 'elsewhere/a/SKILL.md',
        line: 1,
        column: 1,
        message:
          'skill "a" moved from "skills/a/SKILL.md" to "elsewhere/a/SKILL.md" (frontmatter unchanged); run `skillgate lock` to record the new path',
        previous_path: 'skills/a/SKILL.md',
      },
    ]);
  });

  it('changed: a gained tool is a capability escalation, at allowed_tools, plus version-not-bumped at version', () => {
    const before = snap('x', { allowed_tools: ['Read'] });
    const after = snap('x', { allowed_tools: ['Read', 'Bash'] });
    const d = diffLock(lockOf([before]), [after]);
    expect(d).toEqual([
      {
        kind: 'changed',
        id: 'x',
        path: 'skills/x/SKILL.md',
        line: 5,
        column: 1,
        message:
          'skill "x" changed since the lock: allowed_tools gained "Bash" (capability escalation); run `skillgate lock` after review',
        changes: ['tools'],
        escalation: true,
        added_tools: ['Bash'],
        removed_tools: [],
        added_scopes: [],
        removed_scopes: [],
      },
      {
        kind: 'version-not-bumped',
        id: 'x',
        path: 'skills/x/SKILL.md',
        line: 3,
        column: 1,
        message:
          'skill "x" changed but its version is still "1.0.0", as in the lock; bump version, then run `skillgate lock`',
      },
    ]);
  });

  it('changed: gained and lost tools and scopes are listed sorted by code unit, whatever the file order', () => {
    const before = snap('x', { allowed_tools: ['Read', 'Grep'], allowed_memory_scopes: ['m/**', 'b/**'] });
    const after = snap('x', {
      allowed_tools: ['Write', 'Bash', 'mcp__a__b', 'Edit'],
      allowed_memory_scopes: ['z/**', 'a/**', 'B/**'],
    });
    const [changed] = diffLock(lockOf([before]), [after]);
    expect(changed).toMatchObject({
      added_tools: ['Bash', 'Edit', 'Write', 'mcp__a__b'],
      removed_tools: ['Grep', 'Read'],
      added_scopes: ['B/**', 'a/**', 'z/**'],
      removed_scopes: ['b/**', 'm/**'],
    });
    expect(changed!.message).toContain(
      'allowed_tools gained "Bash", "Edit", "Write", "mcp__a__b" (capability escalation)',
    );
  });

  it('changed: a message names the first 50 of a long list and counts the rest; the lists hold all', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `T${String(i).padStart(4, '0')}`);
    const [changed] = diffLock(lockOf([snap('x', { allowed_tools: ['Read', ...many] })]), [snap('x')]);
    expect(changed!.removed_tools).toHaveLength(3000);
    expect(changed!.message).toContain(`allowed_tools lost "T0000", "T0001", `);
    expect(changed!.message).toContain(`"T0049" and 2950 more;`);
    expect(changed!.message).not.toContain('"T0050"');
    const fifty = many.slice(0, 50);
    const [exact] = diffLock(lockOf([snap('x')]), [snap('x', { allowed_tools: ['Read', ...fifty] })]);
    expect(exact!.message).toContain(`"T0049" (capability escalation)`);
  });

  it('changed: only removals are not an escalation; a bumped version is not version-not-bumped', () => {
    const before = snap('x', { allowed_tools: ['Read', 'Grep'], allowed_memory_scopes: ['a/**', 'b/**'] });
    const after = snap('x', { version: '1.1.0', allowed_tools: ['Read'], allowed_memory_scopes: ['a/**'] });
    const d = diffLock(lockOf([before]), [after]);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({
      kind: 'changed',
      changes: ['version', 'tools', 'scopes'],
      escalation: false,
      added_tools: [],
      removed_tools: ['Grep'],
      added_scopes: [],
      removed_scopes: ['b/**'],
      // version (line 3) comes before scopes (4) and tools (5) in this file
      line: 3,
    });
    expect(d[0].message).toBe(
      'skill "x" changed since the lock: version "1.0.0" -> "1.1.0"; allowed_tools lost "Grep"; allowed_memory_scopes lost "b/**"; run `skillgate lock` after review',
    );
  });

  it.each([
    ['went down', '2.0.0', '1.9.9', 'its version went down from "2.0.0" to "1.9.9"'],
    [
      'differs in build metadata only',
      '1.0.0',
      '1.0.0+b2',
      'its version "1.0.0+b2" has the precedence of the lock\'s "1.0.0"',
    ],
    ['left a release for its pre-release', '1.0.0', '1.0.0-rc.1', 'its version went down from "1.0.0" to "1.0.0-rc.1"'],
  ])('version-not-bumped: a version that %s is not a bump (SemVer precedence)', (_, was, now, why) => {
    const d = diffLock(lockOf([snap('x', { version: was })]), [snap('x', { version: now, allowed_tools: ['Bash'] })]);
    expect(d.map((x) => x.kind)).toEqual(['changed', 'version-not-bumped']);
    expect(d[1]).toMatchObject({ line: 3, column: 1 });
    expect(d[1].message).toContain(`skill "x" changed but ${why}`);
    expect(d[1].message).toMatch(/bump version, then run `skillgate lock`$/);
  });

  it('a version raised by precedence is a bump, however it is written', () => {
    for (const [was, now] of [
      ['1.0.0-rc.1', '1.0.0'],
      ['1.0.0-alpha', '1.0.0-alpha.1'],
      ['1.9.0', '1.10.0'],
      ['1.0.0+b9', '1.0.1+b1'],
    ]) {
      const d = diffLock(lockOf([snap('x', { version: was })]), [snap('x', { version: now })]);
      expect(d.map((x) => x.kind)).toEqual(['changed']);
    }
  });

  it('changed: a gained scope is an escalation even when a tool was dropped, at the earliest changed key', () => {
    const before = snap('x', { version: '1.0.0', allowed_tools: ['Read', 'Grep'] });
    const after = snap('x', {
      version: '2.0.0',
      allowed_tools: ['Read'],
      allowed_memory_scopes: ['memories/projects/**', 'memories/**'],
    });
    after.positions = { ...after.positions, version: { line: 9, column: 10 } };
    const [d] = diffLock(lockOf([before]), [after]);
    expect(d).toMatchObject({
      escalation: true,
      added_scopes: ['memories/**'],
      removed_tools: ['Grep'],
      line: 4,
      column: 1,
    });
    expect(d.message).toContain('allowed_memory_scopes gained "memories/**" (capability escalation)');
  });

  it('changed: other fields only -> "other", at the file start, with version-not-bumped', () => {
    const before = snap('x');
    const after = snap('x', { extra: 'new description' });
    const d = diffLock(lockOf([before]), [after]);
    expect(d.map((x) => x.kind)).toEqual(['changed', 'version-not-bumped']);
    expect(d[0]).toMatchObject({ changes: ['other'], escalation: false, line: 1, column: 1 });
    expect(d[0].message).toMatch(/a field other than version, tools and scopes, or the order or repeats of a list/);
  });

  it('changed: "other" of a file whose lists hold entries that are no names does not claim tools and scopes are unchanged', () => {
    // Its lists leave out entries that are not names: such an entry added is not in them.
    const after = { ...snap('x', { extra: 'a bad scope' }), unnamed: true as const };
    const [d] = diffLock(lockOf([snap('x')]), [after]);
    expect(d).toMatchObject({ kind: 'changed', changes: ['other'] });
    expect(d.message).toContain('this file has errors, and its lists leave out entries that are not names');
    expect(d.message).not.toMatch(/a field other than/);
  });

  it('changed: other fields with a bumped version gives no version-not-bumped and no "other"', () => {
    const d = diffLock(lockOf([snap('x')]), [snap('x', { version: '1.0.1', extra: 'edit' })]);
    expect(d).toHaveLength(1);
    expect(d[0].changes).toEqual(['version']);
  });

  it('changed: a new signer beside another change points at the signature key, not at line 1', () => {
    const before = snap('x');
    const after = snap('x', { signer: KEY_A, extra: 'description edited' });
    const d = diffLock(lockOf([before]), [after]).filter((x) => x.kind === 'changed');
    expect(d[0]).toMatchObject({ changes: ['signer', 'other'], line: 8, column: 1 });
    // A change of another field alone: the file's start.
    const other = diffLock(lockOf([before]), [snap('x', { extra: 'description edited' })]).filter(
      (x) => x.kind === 'changed',
    );
    expect(other[0]).toMatchObject({ changes: ['other'], line: 1, column: 1 });
  });

  it('changed: a new signer with an unchanged hash (re-signed under another key), no version-not-bumped', () => {
    const before = snap('x', { signer: KEY_A });
    const after = { ...before, signer: KEY_B };
    const d = diffLock(lockOf([before]), [after]);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ kind: 'changed', changes: ['signer'], escalation: false, line: 8, column: 1 });
    expect(d[0].message).toContain(`signer "${KEY_A}" -> "${KEY_B}"`);
  });

  it('changed: a removed signature plus an edit names signer and other', () => {
    const before = snap('x', { signer: KEY_A });
    const after = snap('x', { signer: null, extra: 'edit', positions: { file: { line: 1, column: 1 } } });
    const [d] = diffLock(lockOf([before]), [after]);
    expect(d).toMatchObject({ changes: ['signer', 'other'], line: 1, column: 1 });
    expect(d.message).toContain(`signer "${KEY_A}" -> unsigned`);
  });

  it('changed: a new path and a new hash is changed (not moved), with previous_path', () => {
    const before = snap('x');
    const after = snap('x', { path: 'moved/x/SKILL.md', allowed_tools: ['Read', 'Write'] });
    const d = diffLock(lockOf([before]), [after]);
    expect(d.map((x) => x.kind)).toEqual(['changed', 'version-not-bumped']);
    expect(d[0]).toMatchObject({
      path: 'moved/x/SKILL.md',
      previous_path: 'skills/x/SKILL.md',
      escalation: true,
      added_tools: ['Write'],
    });
    expect(d[0].message).toMatch(
      /^skill "x" changed since the lock \(moved from "skills\/x\/SKILL.md"\): allowed_tools gained "Write"/,
    );
  });

  it('falls back to line 1 column 1 when the engine gave no positions', () => {
    const d = diffLock(lockOf([snap('x')]), [
      snap('x', { allowed_tools: ['Bash'], positions: {} }),
      snap('y', { positions: {} }),
    ]);
    for (const x of d) expect([x.line, x.column]).toEqual([1, 1]);
    expect(d.map((x) => x.kind)).toEqual(['changed', 'version-not-bumped', 'added']);
  });

  it('a skill with no version (agentskills) that changed, or whose version was removed, is version-not-bumped', () => {
    // SPEC §4: hash changed, version did not (go up).
    const none = diffLock(lockOf([snap('x', { version: '' })]), [snap('x', { version: '', extra: 'edit' })]);
    expect(none.map((x) => [x.kind, x.message])).toEqual([
      ['changed', expect.any(String)],
      [
        'version-not-bumped',
        'skill "x" changed but it has no version (metadata.version), as in the lock; give it a version (metadata.version), then run `skillgate lock`',
      ],
    ]);
    const removed = diffLock(lockOf([snap('x', { version: '1.1' })]), [snap('x', { version: '', extra: 'edit' })]);
    expect(removed.map((x) => [x.kind, x.message])).toEqual([
      ['changed', expect.any(String)],
      [
        'version-not-bumped',
        'skill "x" changed but its version "1.1" was removed; give it a version (metadata.version) above "1.1", then run `skillgate lock`',
      ],
    ]);
    // A version given where there was none went up; an unchanged skill has nothing to say.
    expect(
      diffLock(lockOf([snap('x', { version: '' })]), [snap('x', { version: '1.0.0', extra: 'edit' })]).map(
        (x) => x.kind,
      ),
    ).toEqual(['changed']);
    expect(diffLock(lockOf([snap('x', { version: '' })]), [snap('x', { version: '' })])).toEqual([]);
  });

  it('an agentskills metadata.version of dotted numbers that went down, or reads as the same number, is version-not-bumped', () => {
    const why = (was: string, now: string): string | undefined =>
      diffLock(lockOf([snap('x', { version: was })]), [snap('x', { version: now, extra: 'edit' })]).find(
        (x) => x.kind === 'version-not-bumped',
      )?.message;
    expect(why('2.1', '1.0')).toContain('its version went down from "2.1" to "1.0"');
    expect(why('1.10', '1.9')).toContain('its version went down from "1.10" to "1.9"');
    expect(why('99999999999999999999.1', '99999999999999999999.0')).toContain('went down');
    expect(why('1.0', '1')).toContain('its version "1" has the precedence of the lock\'s "1.0"');
    expect(why('1.2', '01.2.0')).toContain('has the precedence of');
    // A SemVer on one side, dotted numbers on the other: a pre-release is below its release.
    expect(why('2.0', '1.0.0-beta')).toContain('went down from "2.0" to "1.0.0-beta"');
    expect(why('2.0', '2.0.0-rc.1')).toContain('went down');
    expect(why('2.0.0-rc.1', '1.9')).toContain('went down');
    expect(why('2.0-rc.2', '2.0-rc.1')).toContain('went down');
    expect(why('1.0', '1.0.0+b')).toContain('has the precedence of');
    // Up, or strings that are not dotted numbers: no order to judge.
    for (const [was, now] of [
      ['1.9', '1.10'],
      ['1', '1.0.1'],
      ['2024-01', '2023-12'],
      ['v2', 'v1'],
      ['2.1', 'beta'],
      ['1.0-beta', '1.0'],
      ['2.0.0-rc.1', '2.0'],
      ['1.9', '2.0.0-beta'],
      ['1.0-01', '0.9'],
    ])
      expect([was, now, why(was, now)]).toEqual([was, now, undefined]);
  });

  it('does not treat Object.prototype members as lock entries', () => {
    const d = diffLock({ lockfileVersion: 1, skills: {} }, [snap('constructor'), snap('tostring')]);
    expect(d.map((x) => [x.kind, x.id])).toEqual([
      ['added', 'constructor'],
      ['added', 'tostring'],
    ]);
  });

  it('sorts by path, then kind, independent of input order', () => {
    const lockSkills = [snap('a'), snap('b'), snap('c'), snap('gone', { path: 'skills/b/SKILL.md' })];
    const lock = lockOf(lockSkills);
    const tree = [
      snap('a', { allowed_tools: ['Bash'] }),
      { ...snap('b'), path: 'skills/z/SKILL.md' },
      snap('new', { path: 'skills/b/SKILL.md' }),
      snap('c'),
    ];
    const expected = [
      ['skills/a/SKILL.md', 'changed', 'a'],
      ['skills/a/SKILL.md', 'version-not-bumped', 'a'],
      ['skills/b/SKILL.md', 'removed', 'gone'],
      ['skills/b/SKILL.md', 'added', 'new'],
      ['skills/z/SKILL.md', 'moved', 'b'],
    ];
    const reference = diffLock(lock, tree);
    expect(reference.map((x) => [x.path, x.kind, x.id])).toEqual(expected);
    const perms = [
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
    ];
    for (const p of perms)
      expect(
        diffLock(
          lock,
          p.map((k) => tree[k]),
        ),
      ).toEqual(reference);
  });
});
