import { createHash } from 'node:crypto';
import { LockfileError, lockPathProblem, parseLockfile, serializeLockfile } from '../../src/lock/lockfile.js';
import type { LockEntry, SkillSnapshot } from '../../src/lock/types.js';
import { quoteCut } from '../../src/core/diagnostic.js';

const hash = (s: string): string => 'sha256-' + createHash('sha256').update(s).digest('base64');
const KEY = 'ab'.repeat(32);

function snap(id: string, over: Partial<SkillSnapshot> = {}): SkillSnapshot {
  return {
    id,
    path: `skills/${id}/SKILL.md`,
    version: '1.0.0',
    frontmatter: hash(id),
    signer: null,
    allowed_tools: ['Read', 'MemoryRead'],
    allowed_memory_scopes: ['memories/projects/**'],
    positions: {},
    ...over,
  };
}

function entryJson(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    path: 'skills/a/SKILL.md',
    version: '1.0.0',
    frontmatter: hash('a'),
    signer: null,
    allowed_tools: ['Read'],
    allowed_memory_scopes: [],
    ...over,
  };
}

const lockText = (skills: Record<string, unknown>, version: unknown = 1): string =>
  JSON.stringify({ lockfileVersion: version, skills }, null, 2) + '\n';

/** Runs parseLockfile expecting a LockfileError and returns it. */
function reject(text: string): LockfileError {
  try {
    parseLockfile(text, 'skillgate.lock');
  } catch (err) {
    expect(err).toBeInstanceOf(LockfileError);
    return err as LockfileError;
  }
  throw new Error('parseLockfile accepted the input');
}

describe('serializeLockfile', () => {
  it('writes sorted keys, sorted deduplicated lists, two-space indent and a trailing newline', () => {
    const text = serializeLockfile([
      snap('beta', {
        allowed_tools: ['Read', 'Bash', 'Read'],
        allowed_memory_scopes: ['z/**', 'a/**', 'z/**'],
        signer: KEY.toUpperCase(),
      }),
      snap('alpha'),
    ]);
    expect(text).toBe(
      [
        '{',
        '  "lockfileVersion": 1,',
        '  "skills": {',
        '    "alpha": {',
        '      "allowed_memory_scopes": [',
        '        "memories/projects/**"',
        '      ],',
        '      "allowed_tools": [',
        '        "MemoryRead",',
        '        "Read"',
        '      ],',
        `      "frontmatter": "${hash('alpha')}",`,
        '      "path": "skills/alpha/SKILL.md",',
        '      "signer": null,',
        '      "version": "1.0.0"',
        '    },',
        '    "beta": {',
        '      "allowed_memory_scopes": [',
        '        "a/**",',
        '        "z/**"',
        '      ],',
        '      "allowed_tools": [',
        '        "Bash",',
        '        "Read"',
        '      ],',
        `      "frontmatter": "${hash('beta')}",`,
        '      "path": "skills/beta/SKILL.md",',
        `      "signer": "${KEY}",`,
        '      "version": "1.0.0"',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('sorts ids by UTF-16 code unit, not by locale', () => {
    const text = serializeLockfile([snap('b'), snap('B-x'), snap('a'), snap('a-b'), snap('9'), snap('10')]);
    const ids = [...text.matchAll(/^ {4}"([^"]+)": \{$/gm)].map((m) => m[1]);
    expect(ids).toEqual(['10', '9', 'B-x', 'a', 'a-b', 'b']);
  });

  it('matches JSON.stringify(x, null, 2) formatting', () => {
    const text = serializeLockfile([snap('a'), snap('b', { allowed_tools: [] })]);
    expect(JSON.stringify(JSON.parse(text), null, 2) + '\n').toBe(text);
  });

  it('writes an empty lock for no skills', () => {
    expect(serializeLockfile([])).toBe('{\n  "lockfileVersion": 1,\n  "skills": {}\n}\n');
  });

  it('gives the same bytes for any input order (snapshots and records)', () => {
    const skills = Array.from({ length: 12 }, (_, k) =>
      snap(`skill-${(k * 7) % 12}`, { allowed_tools: ['Read', 'Grep', 'Bash', 'Write'].slice(k % 4).concat(['Edit']) }),
    );
    const reference = serializeLockfile(skills);
    let seed = 42;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 20; round++) {
      const shuffled = skills
        .map((s) => ({ ...s, allowed_tools: [...s.allowed_tools].sort(() => rand() - 0.5) }))
        .sort(() => rand() - 0.5);
      expect(serializeLockfile(shuffled)).toBe(reference);
      const record: Record<string, LockEntry> = {};
      for (const s of shuffled) record[s.id] = { ...s };
      expect(serializeLockfile(record)).toBe(reference);
    }
  });

  it('leaves out id and positions of snapshots', () => {
    const text = serializeLockfile([snap('a', { positions: { id: { line: 2, column: 5 } } })]);
    expect(text).not.toContain('positions');
    expect(Object.keys(JSON.parse(text).skills.a)).toHaveLength(6);
  });

  it('refuses duplicate ids and entries the reader would reject', () => {
    expect(() => serializeLockfile([snap('a'), snap('a', { path: 'other/SKILL.md' })])).toThrow(/"a" appears twice/);
    expect(() => serializeLockfile([snap('a', { path: '/abs/SKILL.md' })])).toThrow(/absolute/);
    expect(() => serializeLockfile([snap('a', { path: '../a/SKILL.md' })])).toThrow(/"\.\." segment/);
    expect(() => serializeLockfile([snap('a', { frontmatter: 'sha256-short' })])).toThrow(/frontmatter hash/);
    expect(() => serializeLockfile([snap('a', { signer: 'xyz' })])).toThrow(/signer/);
    expect(() => serializeLockfile([snap('__proto__')])).toThrow(/not allowed/);
    expect(() => serializeLockfile([snap('a', { allowed_tools: ['\uD800'] })])).toThrow(/well-formed/);
  });

  it('round-trips through parseLockfile', () => {
    const skills = [
      snap('memory-capture', { signer: KEY, allowed_tools: ['MemoryEmit', 'Read', 'MemoryRead'] }),
      snap('émoji-ok', { allowed_memory_scopes: ['memories/😀/**', 'memories/"q"/**'] }),
      snap('empty', { allowed_tools: [], allowed_memory_scopes: [] }),
    ];
    const text = serializeLockfile(skills);
    const lock = parseLockfile(text, 'skillgate.lock');
    expect(lock.lockfileVersion).toBe(1);
    expect(Object.keys(lock.skills).sort()).toEqual(['empty', 'memory-capture', 'émoji-ok']);
    expect(lock.skills['memory-capture']).toEqual({
      path: 'skills/memory-capture/SKILL.md',
      version: '1.0.0',
      frontmatter: hash('memory-capture'),
      signer: KEY,
      allowed_tools: ['MemoryEmit', 'MemoryRead', 'Read'],
      allowed_memory_scopes: ['memories/projects/**'],
    });
    expect(serializeLockfile(lock.skills)).toBe(text);
  });
});

describe('parseLockfile accepts', () => {
  it('a CRLF file, a leading BOM, uppercase signer hex, unsorted lists', () => {
    const text = lockText({ a: entryJson({ signer: KEY.toUpperCase(), allowed_tools: ['Read', 'Bash'] }) }).replace(
      /\n/g,
      '\r\n',
    );
    const lock = parseLockfile('\uFEFF' + text, 'skillgate.lock');
    expect(lock.skills.a.signer).toBe(KEY);
    expect(lock.skills.a.allowed_tools).toEqual(['Bash', 'Read']);
  });

  it('returns prototype-less skills so ids cannot collide with Object members', () => {
    const lock = parseLockfile(lockText({ toString: entryJson(), hasOwnProperty: entryJson() }), 'x.lock');
    expect(Object.getPrototypeOf(lock.skills)).toBeNull();
    expect(Object.keys(lock.skills)).toEqual(['toString', 'hasOwnProperty']);
  });
});

describe('parseLockfile rejects', () => {
  it('an empty or blank file', () => {
    for (const text of ['', '  \n\n']) {
      const e = reject(text);
      expect([e.line, e.column]).toEqual([1, 1]);
      expect(e.message).toMatch(/^skillgate\.lock:1:1: lockfile is empty/);
    }
  });

  it('invalid JSON, naming line and column', () => {
    const e = reject('{\n  "lockfileVersion": 1,\n  "skills": { x }\n}\n');
    expect([e.line, e.column]).toEqual([3, 15]);
    expect(e.message).toBe('skillgate.lock:3:15: invalid JSON: unexpected character "x", expected a string key');
  });

  it('a trailing comma, at the closing bracket', () => {
    const e = reject('{"lockfileVersion": 1, "skills": {},\n}');
    expect([e.line, e.column]).toEqual([2, 1]);
    expect(e.reason).toMatch(/trailing comma/);
    expect(reject('{"lockfileVersion": 1, "skills": {"a": {"allowed_tools": ["Read",]}}}').reason).toMatch(
      /trailing comma before "]"/,
    );
  });

  it('truncated files, comments, single quotes, bad escapes, raw control characters, garbage after the value', () => {
    const cases: [string, number, number][] = [
      ['{"lockfileVersion": 1, "skills": {', 1, 35],
      ['{"lockfileVersion": 1, // c\n"skills": {}}', 1, 24],
      ["{'lockfileVersion': 1}", 1, 2],
      ['{"lockfileVersion": 1, "skills": {"a\\x": {}}}', 1, 37],
      ['{"lockfileVersion": 1, "skills": {"a\tb": {}}}', 1, 37],
      ['{"lockfileVersion": 1, "skills": {}} {}', 1, 38],
      ['{"lockfileVersion": 01, "skills": {}}', 1, 21],
      ['{"lockfileVersion": 1, "skills": {"a": {"version": "1.0.0', 1, 52],
      ['{"lockfileVersion": tru, "skills": {}}', 1, 21],
    ];
    for (const [text, line, column] of cases) {
      const e = reject(text);
      expect({ text, line: e.line, column: e.column }).toEqual({ text, line, column });
      expect(e.reason).toMatch(/^invalid JSON: /);
    }
  });

  it('nesting deeper than the limit instead of overflowing the stack', () => {
    const e = reject('['.repeat(100000));
    expect(e.reason).toMatch(/nesting deeper than 64/);
  });

  it('duplicate keys anywhere, at the second key, naming the first', () => {
    const top = reject('{\n  "lockfileVersion": 1,\n  "lockfileVersion": 1,\n  "skills": {}\n}');
    expect([top.line, top.column]).toEqual([3, 3]);
    expect(top.reason).toBe('duplicate key "lockfileVersion" (first at line 2, column 3)');

    const skill = JSON.stringify(entryJson());
    const ids = reject(`{"lockfileVersion": 1, "skills": {\n"a": ${skill},\n  "a": ${skill}}}`);
    expect([ids.line, ids.column]).toEqual([3, 3]);
    expect(ids.reason).toMatch(/^duplicate key "a"/);

    const field = reject(`{"lockfileVersion": 1, "skills": {"a": {"path": "x/SKILL.md",\n "path": "y/SKILL.md"}}}`);
    expect([field.line, field.column]).toEqual([2, 2]);
    expect(field.reason).toMatch(/^duplicate key "path" \(first at line 1, column 41\)/);

    // The same key spelled with an escape is still the same key.
    expect(reject('{"lockfileVersion": 1, "lockfile\\u0056ersion": 1}').reason).toMatch(
      /duplicate key "lockfileVersion"/,
    );
  });

  it('git conflict markers, naming the first marker line', () => {
    const text = [
      '{',
      '  "lockfileVersion": 1,',
      '  "skills": {',
      '<<<<<<< HEAD',
      '    "a": {}',
      '=======',
      '    "b": {}',
      '>>>>>>> feature',
      '  }',
      '}',
    ].join('\n');
    const e = reject(text);
    expect([e.line, e.column]).toEqual([4, 1]);
    expect(e.reason).toMatch(/git conflict marker "<<<<<<< HEAD"/);
    expect(reject('{}\n=======\n').line).toBe(2);
    expect(reject('{}\r\n\r\n>>>>>>> theirs\r\n').line).toBe(3);
    expect(reject('{}\n||||||| base\n').line).toBe(2);
  });

  it('another lockfileVersion, a missing one, or one of the wrong type', () => {
    const v2 = reject(lockText({}, 2));
    expect([v2.line, v2.column]).toEqual([2, 22]);
    expect(v2.reason).toBe('unsupported lockfileVersion 2; this skillgate reads lockfileVersion 1');
    expect(reject(lockText({}, 0)).reason).toMatch(/unsupported lockfileVersion 0/);
    expect(reject(lockText({}, '1')).reason).toBe('"lockfileVersion" must be the number 1, got string "1"');
    // Written another way, even one that reads as 1, it is not the writer's 1: said so, not
    // called another version.
    for (const raw of ['1.0', '1e0', '10e-1', '1.0000000000000000001'])
      expect(reject(lockText({}, 1).replace('"lockfileVersion": 1', `"lockfileVersion": ${raw}`)).reason).toBe(
        `lockfileVersion is written ${raw}: write it 1 (the format's version is the integer 1)`,
      );
    expect(reject(lockText({}, 1).replace('"lockfileVersion": 1', '"lockfileVersion": 1.5')).reason).toBe(
      'unsupported lockfileVersion 1.5; this skillgate reads lockfileVersion 1',
    );
    // A newer format's entries hold keys this version does not know: the version, read
    // first, is the reason given (not the first unknown key).
    const newer = reject(
      lockText({}, 2).replace(
        '"skills": {}',
        '"skills": {\n    "a": {\n      "path": "a/SKILL.md",\n      "integrity": "x"\n    }\n  }',
      ),
    );
    expect([newer.line, newer.reason]).toEqual([
      2,
      'unsupported lockfileVersion 2; this skillgate reads lockfileVersion 1',
    ]);
    const missing = reject('{\n  "skills": {}\n}');
    expect([missing.line, missing.column]).toEqual([1, 1]);
    expect(missing.reason).toMatch(/missing "lockfileVersion"/);
  });

  it('a root that is not an object, a missing or non-object skills, unknown top-level keys', () => {
    expect(reject('[]').reason).toBe('the lockfile must be an object, got array');
    expect(reject('null').reason).toBe('the lockfile must be an object, got null');
    expect(reject('{"lockfileVersion": 1}').reason).toMatch(/missing "skills"/);
    const arr = reject('{"lockfileVersion": 1, "skills": []}');
    expect([arr.column, arr.reason]).toEqual([34, '"skills" must be an object, got array']);
    const extra = reject('{"lockfileVersion": 1, "skills": {}, "generated": "2024"}');
    expect([extra.column, extra.reason]).toEqual([
      38,
      'unknown key "generated"; expected "lockfileVersion" and "skills"',
    ]);
  });

  it.each([
    ['/etc/SKILL.md', /is absolute/],
    ['C:/skills/a/SKILL.md', /is absolute/],
    ['c:skills/SKILL.md', /is absolute/],
    ['//server/share/SKILL.md', /is absolute/],
    ['skills/../a/SKILL.md', /contains a "\.\." segment/],
    ['..', /contains a "\.\." segment/],
    ['skills\\a\\SKILL.md', /contains a backslash/],
    ['', /is empty/],
    ['./skills/a/SKILL.md', /not normalized/],
    ['skills//a/SKILL.md', /not normalized/],
    ['skills/a\n/SKILL.md', /control character/],
  ])('entry path %j', (p, why) => {
    const text = `{"lockfileVersion": 1, "skills": {"a": {\n  "path": ${JSON.stringify(p)}, "version": "1.0.0", "frontmatter": "${hash('a')}", "signer": null, "allowed_tools": [], "allowed_memory_scopes": []}}}`;
    const e = reject(text);
    expect([e.line, e.column]).toEqual([2, 11]);
    expect(e.reason).toMatch(why);
    expect(e.reason).toContain(`skill "a": path ${JSON.stringify(p)}`);
    expect(lockPathProblem(p)).not.toBeNull();
  });

  it('accepts ordinary relative paths, dots inside names included', () => {
    for (const p of ['SKILL.md', 'skills/a/SKILL.md', 'skills/a..b/SKILL.md', '.hidden/x/SKILL.md'])
      expect(lockPathProblem(p)).toBeNull();
  });

  it.each([
    ['path', 5, '5', /"path" must be a string, got number 5/],
    ['version', null, 'null', /"version" must be a string, got null/],
    ['frontmatter', 'sha256-abc=', '"sha256-abc="', /frontmatter "sha256-abc=" is not "sha256-"/],
    ['frontmatter', 'sha512-' + 'A'.repeat(43) + '=', '"sha512-', /frontmatter/],
    ['frontmatter', 'sha256-' + 'A'.repeat(43), '"sha256-', /frontmatter "sha256-A+" is not "sha256-"/],
    ['frontmatter', 'sha256-' + 'A'.repeat(42) + '==', '"sha256-', /frontmatter "sha256-A+==" is not "sha256-"/],
    // The same digest as ...A=, written with bits that must be 0 set: not canonical base64.
    [
      'frontmatter',
      'sha256-' + 'A'.repeat(42) + 'B=',
      '"sha256-',
      /frontmatter "sha256-A+B=" is not "sha256-" \+ the canonical base64/,
    ],
    ['frontmatter', 42, '42', /"frontmatter" must be a string, got number 42/],
    ['signer', 'ab'.repeat(31), '"abab', /"signer" must be null or 64 hex characters/],
    ['signer', 'zz'.repeat(32), '"zz', /"signer" must be null or 64 hex characters/],
    ['signer', false, 'false', /"signer" must be null or 64 hex characters, got boolean/],
    ['allowed_tools', 'Read', '"Read"', /"allowed_tools" must be a list of strings, got string "Read"/],
    ['allowed_tools', ['Read', 1], '1]', /"allowed_tools" must hold only strings, got number 1/],
    ['allowed_memory_scopes', { a: 1 }, '{"a":1}', /"allowed_memory_scopes" must be a list of strings, got object/],
    ['allowed_memory_scopes', [null], 'null]', /"allowed_memory_scopes" must hold only strings, got null/],
  ])('entry field %s = %j, at the offending value', (field, value, token, why) => {
    const text = JSON.stringify({ lockfileVersion: 1, skills: { a: entryJson({ [field]: value }) } });
    const e = reject(text);
    expect(e.reason).toMatch(why);
    expect(e.line).toBe(1);
    expect(text.slice(e.column - 1)).toMatch(new RegExp('^' + token.replace(/[[\]{}()*+?.\\^$|]/g, '\\$&')));
  });

  it('a hostile value is quoted cut to its start and length (a 2 MiB signer filled stderr)', () => {
    const big = 'q'.repeat(2 * 1024 * 1024);
    const cut = quoteCut(big);
    expect(cut).toMatch(/^"q{100,}…" \(2097152 characters\)$/);
    const cases: [string, string][] = [
      [JSON.stringify({ lockfileVersion: 1, skills: { a: entryJson({ signer: big }) } }), `got string ${cut}`],
      [JSON.stringify({ lockfileVersion: 1, skills: { a: entryJson({ frontmatter: big }) } }), `frontmatter ${cut}`],
      [JSON.stringify({ lockfileVersion: 1, skills: { a: entryJson({ path: `/${big}` }) } }), '(2097153 characters)'],
      [JSON.stringify({ lockfileVersion: 1, skills: { a: { ...entryJson(), [big]: 1 } } }), `unknown key ${cut}`],
      [JSON.stringify({ lockfileVersion: 1, skills: {}, [big]: 1 }), `unknown key ${cut}`],
      [JSON.stringify({ lockfileVersion: big, skills: {} }), `got string ${cut}`],
      [
        `{"lockfileVersion": 1${'1'.repeat(5000)}, "skills": {}}`,
        'lockfileVersion 11111111111111111111… (5001 characters);',
      ],
    ];
    for (const [text, part] of cases) {
      const e = reject(text);
      expect(e.reason).toContain(part);
      expect(e.reason.length).toBeLessThan(400);
    }
  });

  it('missing and unknown entry keys, and an entry that is not an object', () => {
    const noSigner = entryJson();
    delete noSigner.signer;
    const missing = reject(`{"lockfileVersion": 1, "skills": {\n  "a": ${JSON.stringify(noSigner)}}}`);
    expect([missing.line, missing.column, missing.reason]).toEqual([2, 8, 'skill "a": missing "signer"']);
    const unknown = reject(`{"lockfileVersion": 1, "skills": {"a": {"paht": "x"}}}`);
    expect(unknown.column).toBe(41);
    expect(unknown.reason).toMatch(/^skill "a": unknown key "paht"; expected "path", "version"/);
    expect(reject(`{"lockfileVersion": 1, "skills": {"a": "x"}}`).reason).toBe(
      'skill "a" must be an object, got string "x"',
    );
    expect(reject(`{"lockfileVersion": 1, "skills": {"": {}}}`).reason).toBe('skill id is empty');
  });

  it('constructor and prototype only where no key is expected (they are valid skill ids)', () => {
    const asTop = reject(`{"constructor": {"polluted": true}, "lockfileVersion": 1, "skills": {}}`);
    expect(asTop.reason).toMatch(/unknown key "constructor"/);
    expect(reject(`{"lockfileVersion": 1, "skills": {"a": {"prototype": 1}}}`).reason).toMatch(/prototype/);
    const ok = `{"lockfileVersion": 1, "skills": {"constructor": ${JSON.stringify(entryJson())}}}`;
    expect(() => parseLockfile(ok, 'x')).not.toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['__proto__'])('the key %s anywhere', (key) => {
    const asId = reject(`{"lockfileVersion": 1, "skills": {"${key}": ${JSON.stringify(entryJson())}}}`);
    expect([asId.line, asId.column, asId.reason]).toEqual([1, 35, `key "${key}" is not allowed`]);
    const asTop = reject(`{"${key}": {"polluted": true}, "lockfileVersion": 1, "skills": {}}`);
    expect(asTop.column).toBe(2);
    const escaped = key.replace('o', '\\u006f');
    expect(reject(`{"lockfileVersion": 1, "skills": {"a": {"${escaped}": 1}}}`).reason).toBe(
      `key "${key}" is not allowed`,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('strings that are not well-formed Unicode', () => {
    const e = reject(lockText({ a: entryJson({ allowed_tools: ['Read'] }) }).replace('"Read"', '"\\uD800"'));
    expect(e.reason).toMatch(/lone surrogate/);
  });

  it('never returns an empty lock for a bad file that JSON.parse would accept', () => {
    // JSON.parse keeps the last duplicate silently: {"skills": {}} would win here.
    const text = `{"lockfileVersion": 1, "skills": {"a": ${JSON.stringify(entryJson())}}, "skills": {}}`;
    expect(Object.keys(JSON.parse(text).skills)).toHaveLength(0);
    expect(reject(text).reason).toMatch(/duplicate key "skills"/);
  });
});
