/**
 * Profile agentskills (SPEC §7): every field rule, with code, severity, line and column.
 */
import { checkText, brief, codes } from './helpers.js';
import type { AgentSkillsData } from '../../src/rules/agentskills.js';
import { nameProblem } from '../../src/rules/agentskills.js';
import { valueAt } from '../../src/lock/positions.js';

const AS = { profile: 'agentskills' as const };
const DESC = 'Does demo things. Use when a demo is needed.';

/** An agentskills SKILL.md for directory `demo` with extra frontmatter lines. */
const md = (lines: string, name = 'demo') => `---\nname: ${name}\ndescription: ${DESC}\n${lines}---\n\n# Body\n`;

describe('agentskills profile: valid skills', () => {
  const valid: [string, string, string][] = [
    ['minimal', md(''), 'demo'],
    [
      'every optional field',
      md(
        'license: Apache-2.0\ncompatibility: Requires git and network access\nmetadata:\n  author: example-org\n  version: "1.0"\nallowed-tools: Read Grep Bash(git:*)\n',
      ),
      'demo',
    ],
    ['one leading BOM', '\uFEFF' + md(''), 'demo'],
    ['x- extension keys', md('x-profile-note: anything\nx-owner: [a, b]\n'), 'demo'],
    ['a 64-character name', md('', 'a'.repeat(64)), 'a'.repeat(64)],
    ['digits and single hyphens', md('', 'pdf-2-docx'), 'pdf-2-docx'],
    [
      '1024 code points of astral characters (2048 UTF-16 units)',
      `---\nname: demo\ndescription: "${'😀'.repeat(1023)}x"\n---\n`,
      'demo',
    ],
    ['compatibility of 500 characters', md(`compatibility: ${'c'.repeat(500)}\n`), 'demo'],
    ['empty allowed-tools string', md('allowed-tools: ""\n'), 'demo'],
    ['a CRLF file', md('license: MIT\n').replace(/\n/g, '\r\n'), 'demo'],
  ];
  it.each(valid)('%s', (_label, text, dir) => {
    const r = checkText(text, { dir, settings: AS });
    expect(r.findings.filter((f) => f.code !== 'description-trigger')).toEqual([]);
    expect(r.outcome).toBe('ok');
  });

  it('reads the fields into the skill data, keyed by name', () => {
    const r = checkText(
      md(
        'license: MIT\ncompatibility: Designed for Claude Code\nmetadata:\n  version: "2.1.0"\n  author: me\nallowed-tools: Read  Bash(git add:*),Grep\n',
      ),
      { settings: AS },
    );
    const d = r.data as AgentSkillsData;
    expect(d.id).toBe('demo');
    expect(d.name).toBe('demo');
    expect(d.version).toBe('2.1.0');
    // Where metadata.version's key is: kept for drift (lock/positions.ts), which points at the
    // key that changed, as v1's drift points at its top-level `version:`.
    expect(valueAt(d.kept, 'version')).toEqual({ line: 7, column: 3 });
    expect(d.license).toBe('MIT');
    expect(d.compatibility).toBe('Designed for Claude Code');
    expect(d.metadata).toEqual({ version: '2.1.0', author: 'me' });
    expect(d.allowed_tools).toEqual(['Read', 'Bash(git add:*)', 'Grep']);
    expect(d.allowed_memory_scopes).toEqual([]);
    expect(r.hash).toMatch(/^sha256-/);
  });

  it("has version '' without metadata.version (the lock copes with it)", () => {
    expect(checkText(md(''), { settings: AS }).data?.version).toBe('');
    expect(checkText(md('metadata:\n  author: me\n'), { settings: AS }).data?.version).toBe('');
  });

  it('marks allowed-tools holding something that is no name (drift says its lists leave it out)', () => {
    const unnamed = (lines: string, settings: object = AS) => checkText(md(lines), { settings }).data?.unnamed;
    expect(unnamed('allowed-tools: Read Grep\n')).toBeUndefined();
    expect(unnamed('allowed-tools: [Read, Grep]\n')).toBeUndefined();
    expect(unnamed('allowed-tools: [Read, 7]\n')).toBe(true);
    expect(unnamed('allowed-tools: 7\n')).toBe(true);
    expect(unnamed('allowed-tools: {Read: x}\n')).toBe(true);
  });

  it('a profile v1 file with a BOM is MissingFrontmatter, in agentskills it is fine', () => {
    const text = '\uFEFF' + md('');
    expect(codes(checkText(text, { settings: { profile: 'v1' } }))).toEqual(['MissingFrontmatter']);
    expect(codes(checkText(text, { settings: AS }))).toEqual([]);
    // Only one BOM is tolerated.
    expect(codes(checkText('\uFEFF' + text, { settings: AS }))).toEqual(['MissingFrontmatter']);
  });
});

describe('agentskills profile: field errors', () => {
  // [label, text, dir, expected [code, severity, line, column][]]
  const invalid: [string, string, string, [string, string, number, number][]][] = [
    ['missing name', `---\ndescription: ${DESC}\n---\n`, 'demo', [['RequiredMissing', 'error', 1, 1]]],
    ['missing description', '---\nname: demo\n---\n', 'demo', [['RequiredMissing', 'error', 1, 1]]],
    ['uppercase name', md('', 'Demo'), 'Demo', [['InvalidId', 'error', 2, 7]]],
    ['leading hyphen', md('', '-demo'), '-demo', [['InvalidId', 'error', 2, 7]]],
    ['trailing hyphen', md('', 'demo-'), 'demo-', [['InvalidId', 'error', 2, 7]]],
    ['double hyphen', md('', 'de--mo'), 'de--mo', [['InvalidId', 'error', 2, 7]]],
    ['65 characters', md('', 'a'.repeat(65)), 'a'.repeat(65), [['InvalidId', 'error', 2, 7]]],
    ['underscore', md('', 'de_mo'), 'de_mo', [['InvalidId', 'error', 2, 7]]],
    [
      'empty name',
      md('', '""'),
      'demo',
      [
        ['InvalidId', 'error', 2, 7],
        ['NameMismatch', 'error', 2, 7],
      ],
    ],
    ['numeric name', md('', '123'), '123', [['InvalidId', 'error', 2, 7]]],
    ['name differs from its directory', md('', 'other'), 'demo', [['NameMismatch', 'error', 2, 7]]],
    [
      'Cyrillic homoglyph "а" in an ASCII directory',
      md('', 'dem\u0430'),
      'demo',
      [
        ['InvalidId', 'error', 2, 7],
        ['NameMismatch', 'error', 2, 7],
      ],
    ],
    // Same homoglyph in both: the names match, the ASCII rule still refuses it.
    ['Cyrillic homoglyph in name and directory', md('', 'dem\u0430'), 'dem\u0430', [['InvalidId', 'error', 2, 7]]],
    ['description empty', '---\nname: demo\ndescription: ""\n---\n', 'demo', [['InvalidDescription', 'error', 3, 14]]],
    [
      'description of 1025 code points',
      `---\nname: demo\ndescription: ${'d'.repeat(1025)}\n---\n`,
      'demo',
      [['InvalidDescription', 'error', 3, 14]],
    ],
    [
      'description a list',
      '---\nname: demo\ndescription:\n  - a\n---\n',
      'demo',
      [['InvalidDescription', 'error', 4, 3]],
    ],
    ['license a list', md('license: [MIT]\n'), 'demo', [['InvalidField', 'error', 4, 10]]],
    ['compatibility empty', md('compatibility: ""\n'), 'demo', [['InvalidField', 'error', 4, 16]]],
    [
      'compatibility of 501 characters',
      md(`compatibility: ${'c'.repeat(501)}\n`),
      'demo',
      [['InvalidField', 'error', 4, 16]],
    ],
    ['metadata a string', md('metadata: author\n'), 'demo', [['InvalidField', 'error', 4, 11]]],
    [
      'metadata with a number value',
      md('metadata:\n  author: me\n  revision: 3\n'),
      'demo',
      [['InvalidField', 'error', 6, 13]],
    ],
    ['metadata with a nested map', md('metadata:\n  a:\n    b: c\n'), 'demo', [['InvalidField', 'error', 6, 5]]],
    ['allowed-tools a number', md('allowed-tools: 3\n'), 'demo', [['InvalidField', 'error', 4, 16]]],
    [
      'allowed-tools list with a non-string item',
      md('allowed-tools:\n  - Read\n  - 3\n'),
      'demo',
      [
        ['allowed-tools-list', 'warning', 5, 3],
        ['InvalidField', 'error', 6, 5],
      ],
    ],
    ['NaN in metadata', md('metadata:\n  n: .nan\n'), 'demo', [['InvalidField', 'error', 5, 6]]],
    [
      'a malformed signature block (as in v1)',
      md('signature: yes\n'),
      'demo',
      [
        ['SignatureFailed', 'error', 4, 1],
        ['InvalidField', 'error', 4, 12],
      ],
    ],
  ];
  it.each(invalid)('%s', (_label, text, dir, expected) => {
    const r = checkText(text, { dir, settings: AS });
    expect(brief(r).filter(([c]) => c !== 'description-trigger')).toEqual(expected);
  });

  it('messages quote the value and say how to fix it', () => {
    const homo = checkText(md('', 'dem\u0430'), { dir: 'demo', settings: AS });
    expect(homo.findings[0].message).toContain('U+0430');
    expect(homo.findings[0].message).toContain('only ASCII a-z, 0-9');
    const mismatch = checkText(md('', 'other'), { dir: 'demo', settings: AS });
    expect(mismatch.findings[0].message).toBe(
      'name "other" does not match its directory "demo": the name must equal the directory\'s name; rename one of them',
    );
    const meta = checkText(md('metadata:\n  revision: 3\n'), { settings: AS });
    expect(meta.findings[0].field).toBe('metadata.revision');
    expect(meta.findings[0].message).toContain('quote it: revision: "3"');
    // As written, not as YAML read it: quoting 1.1 or 31 would change the value.
    const written = checkText(md('metadata:\n  version: 1.10\n  build: 0x1F\n  flag: yes\n  on: true\n'), {
      settings: AS,
    });
    expect(written.findings.map((f) => f.message)).toEqual([
      'metadata.version must be a string; got 1.10 (a number) (quote it: version: "1.10")',
      'metadata.build must be a string; got 0x1F (a number) (quote it: build: "0x1F")',
      'metadata.on must be a string; got true (a boolean) (quote it: on: "true")',
    ]);
    // A name YAML reads as a number (a folder named 2048): quoted, it is the name.
    const numeric = checkText(md('', '2048'), { dir: '2048', settings: AS });
    expect(numeric.findings.map((f) => [f.code, f.message])).toEqual([
      [
        'InvalidId',
        'name must be a string of 1..64 lowercase letters, digits and hyphens; got 2048 (a number) (quote it: name: "2048")',
      ],
    ]);
    expect(checkText(md('', '"2048"'), { dir: '2048', settings: AS }).findings).toEqual([]);
  });

  it('the name is an error outcome (invalid_field); missing fields are required_missing', () => {
    expect(checkText(md('', 'other'), { dir: 'demo', settings: AS }).outcome).toBe('invalid_field');
    expect(checkText('---\nname: demo\n---\n', { settings: AS }).outcome).toBe('required_missing');
  });
});

describe('agentskills profile: NFKC', () => {
  it('a fullwidth name is not ASCII: InvalidId, even where its NFKC form is its directory', () => {
    const r = checkText(md('', '\uFF44\uFF45\uFF4D\uFF4F'), { dir: 'demo', settings: AS }); // ｄｅｍｏ
    expect(brief(r)).toEqual([['InvalidId', 'error', 2, 7]]);
    expect(r.findings[0].message).toContain('(NFKC: "demo")');
    expect(r.findings[0].message).toMatch(/U\+FF44.*only ASCII/);
    expect(r.data?.id).toBeUndefined();
  });

  it('an ASCII name equals its fullwidth directory after NFKC', () => {
    expect(codes(checkText(md(''), { dir: '\uFF44\uFF45\uFF4D\uFF4F', settings: AS }))).toEqual([]);
  });

  it('a fullwidth name in another directory is InvalidId and NameMismatch, showing both forms', () => {
    const r = checkText(md('', '\uFF44\uFF45\uFF4D\uFF4F'), { dir: 'other', settings: AS });
    expect(brief(r)).toEqual([
      ['InvalidId', 'error', 2, 7],
      ['NameMismatch', 'error', 2, 7],
    ]);
    expect(r.findings[1].message).toContain('(NFKC: "demo")');
  });

  it('a name of a thousand characters is quoted cut in both messages, its NFKC form too (a 1 MB name made 24 MB messages)', () => {
    const r = checkText(md('', '\uFDFA'.repeat(1000)), { dir: 'other', settings: AS });
    expect(codes(r)).toEqual(['InvalidId', 'NameMismatch']);
    for (const f of r.findings) {
      expect(f.message.length).toBeLessThan(700);
      expect(f.message).toMatch(/…" \(1000 characters\) \(NFKC: ".*…" \(18000 characters\)\)/);
    }
  });

  it('nameProblem checks the ASCII rules', () => {
    expect(nameProblem('ok-name-1')).toBeNull();
    expect(nameProblem('caf\u00e9')).toMatch(/U\+00E9/);
    expect(nameProblem('Abc')).toMatch(/uppercase/);
    // Every problem at once, not one per fix.
    expect(nameProblem('Document design-')).toBe(
      'it contains the uppercase letter "D"; names are lowercase; it contains " " (U+0020): only ASCII a-z, 0-9 and "-" are allowed, so no look-alike character can pass for another skill\'s name; it starts or ends with a hyphen',
    );
  });
});

describe('agentskills profile: unknown-field and allowed-tools-list rules', () => {
  it('an unknown key is a warning on the key, with a hint', () => {
    const r = checkText(md('argument-hint: "[pr]"\nallowed_tools: Read\nversion: 1.0.0\n'), { settings: AS });
    expect(brief(r)).toEqual([
      ['unknown-field', 'warning', 4, 1],
      ['unknown-field', 'warning', 5, 1],
      ['unknown-field', 'warning', 6, 1],
    ]);
    expect(r.findings[1].message).toContain('`allowed-tools`');
    expect(r.findings[2].message).toContain('metadata');
    expect(r.outcome).toBe('ok');
  });

  it("the version hint carries the file's own version, quoted as metadata holds it", () => {
    const hint = (v: string) => checkText(md(`version: ${v}\n`), { settings: AS }).findings[0].message;
    expect(hint('0.10.0')).toContain('(metadata.version: "0.10.0")');
    expect(hint('3.8')).toContain('(metadata.version: "3.8")');
    expect(hint('"2.0.0-rc.1"')).toContain('(metadata.version: "2.0.0-rc.1")');
    expect(hint('[1, 2]')).toContain('as a string (metadata.version: "1.0.0", say)');
    expect(hint('~')).toContain('as a string (metadata.version: "1.0.0", say)');
  });

  it('disallowed-tools is not "did you mean allowed-tools": that would grant what it denies', () => {
    for (const key of ['disallowed-tools', 'disallowed_tools', 'disallowedTools', 'Disallowed-Tools', 'deny-tools']) {
      const [f] = checkText(md(`${key}: WebFetch\n`), { settings: AS }).findings;
      expect([f.code, f.field]).toEqual(['unknown-field', key]);
      expect(f.message).not.toContain('did you mean');
      expect(f.message).toContain('no deny-list');
    }
  });

  it('x- keys and signature are not unknown', () => {
    expect(codes(checkText(md('x-profile: reviewer\n'), { settings: AS }))).not.toContain('unknown-field');
  });

  it('allowed-tools as a list is a warning on the list, and its entries are still read', () => {
    const r = checkText(md('allowed-tools:\n  - Read\n  - Bash(git log:*)\n'), { settings: AS });
    expect(brief(r)).toEqual([['allowed-tools-list', 'warning', 5, 3]]);
    expect(r.findings[0].message).toContain('allowed-tools: Read Bash(git log:*)');
    expect(r.data?.allowed_tools).toEqual(['Read', 'Bash(git log:*)']);
    expect(r.effective_tools).toEqual(['Read', 'Bash(git log:*)']);
  });

  it.each([
    ['allowed-tools: []\n', 'allowed-tools: ""'],
    ['allowed-tools: ["*x"]\n', 'allowed-tools: "*x"'],
    ['allowed-tools: ["a: b"]\n', 'allowed-tools: "a: b"'],
    ['allowed-tools: ["Read #x"]\n', 'allowed-tools: "Read #x"'],
    ['allowed-tools: ["true"]\n', 'allowed-tools: "true"'],
    ['allowed-tools: ["Null"]\n', 'allowed-tools: "Null"'],
    // A blank item is left out (it was `Read ` with a trailing blank), and blanks around a name.
    ['allowed-tools: [Read, ""]\n', 'allowed-tools: Read'],
    ['allowed-tools: [" Read ", Grep]\n', 'allowed-tools: Read Grep'],
  ])('the string it suggests for %j is one YAML reads back (quoted when it must be)', (yaml, suggested) => {
    const r = checkText(md(yaml), { settings: AS });
    const m = r.findings.find((f) => f.code === 'allowed-tools-list')!.message;
    expect(m.endsWith(`: ${suggested}`)).toBe(true);
  });

  const settings: ['error' | 'warning' | 'off', string[]][] = [
    ['error', ['error', 'error']],
    ['warning', ['warning', 'warning']],
    ['off', []],
  ];
  it.each(settings)('rules: %s sets both rules', (sev, expected) => {
    const r = checkText(md('colour: red\nallowed-tools: [Read]\n'), {
      settings: { ...AS, rules: { 'unknown-field': sev, 'allowed-tools-list': sev } },
    });
    expect(r.findings.map((f) => f.severity)).toEqual(expected);
    expect(r.outcome).toBe(sev === 'error' ? 'invalid_field' : 'ok');
  });

  it('profile v1 on an agentskills.io skill says which profile reads it', () => {
    const r = checkText(md(''));
    const name = r.findings.find((f) => f.code === 'UnknownField' && f.field === 'name');
    expect(name?.message).toBe(
      'unknown field "name" (custom keys must start with `x-`); an agentskills.io skill? check it with --profile agentskills (or profile: agentskills in .skillgate.yml)',
    );
  });

  it('unknown-field is a contract error, UnknownField, in profile v1', () => {
    const v1 = `---\nid: demo\nversion: 1.0.0\ndescription: ${DESC}\nallowed_memory_scopes: []\nallowed_tools: []\ncolour: red\n---\n`;
    expect(brief(checkText(v1, { settings: { rules: { 'unknown-field': 'off' } } }))).toEqual([
      ['UnknownField', 'error', 7, 1],
    ]);
  });
});

describe('agentskills allowed-tools positions stay linear', () => {
  it("parts not written as read (`a''b`): 8x the parts cost far less than 64x (ratio in one run)", async () => {
    const { cpuNow, growth } = await import('../helpers/cpu.js');
    // Each such part's search scanned the rest of the file again: 100,000 of them took a minute.
    const text = (n: number) => md(`allowed-tools: '${"a''b ".repeat(n)}'\n`);
    const { small, big } = await growth(
      (n) => {
        const t = cpuNow();
        checkText(text(n), { settings: AS });
        return cpuNow() - t;
      },
      2_000,
      16_000,
    );
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });
});
