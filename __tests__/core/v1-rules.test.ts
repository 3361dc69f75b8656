/**
 * Schema v1 field rules (SPEC §2), table-driven in the manner of eslint's RuleTester:
 * `valid` frontmatters give no finding; each `invalid` one gives exactly the listed
 * [code, line, column, field] findings, in order.
 */
import { cpuNow, growth } from '../helpers/cpu.js';
import { parseSkill } from '../../src/core/document.js';
import { parseSemver } from '../../src/core/semver.js';
import { checkV1, codePoints, describe as describeNode, type V1Context } from '../../src/rules/v1.js';

const SIG = {
  key: 'D75A980182B10AB7D54BFED3C964073A0EE172F3DAA62325AF021A68F707511A',
  sig: 'ab'.repeat(64),
};

/** Lines 2-6 are the required fields; `extra` starts at line 7. */
function fm(extra = '', over: Record<string, string> = {}): string {
  const base: Record<string, string> = {
    id: 'id: demo',
    version: 'version: 1.0.0',
    description: 'description: Demo skill. Use when testing.',
    allowed_memory_scopes: 'allowed_memory_scopes: [memories/**]',
    allowed_tools: 'allowed_tools: [Read]',
    ...over,
  };
  return `${Object.values(base)
    .filter((l) => l !== '')
    .map((l) => `${l}\n`)
    .join('')}${extra}`;
}

function run(yaml: string, ctx: Partial<V1Context> & { broker?: string } = {}) {
  const parsed = parseSkill(Buffer.from(`---\n${yaml}---\nbody\n`));
  if (!parsed.ok) throw new Error(`fixture does not parse: ${JSON.stringify(parsed.findings)}`);
  return checkV1(parsed.doc.root, {
    tools: ctx.tools ?? {},
    brokerVersion: ctx.broker ? parseSemver(ctx.broker)! : undefined,
    brokerVersionText: ctx.broker,
  });
}

type Ctx = { tools?: Record<string, 'read-only' | 'write' | 'trusted'>; broker?: string };
const MCP: Ctx = { tools: { mcp__github__create_issue: 'write' } };

const valid: [string, string, Ctx?][] = [
  ['the required fields', fm()],
  [
    'empty lists grant nothing',
    fm('', { allowed_memory_scopes: 'allowed_memory_scopes: []', allowed_tools: 'allowed_tools: []' }),
  ],
  [
    'every optional field',
    fm(
      'disallowed_tools: [Bash]\nsync_class: shareable\ntenant_scope: pinned\neffort_minutes: 0\ntags: []\nmin_broker_version: 1.0.0\nmax_broker_version: 1.0.0\n',
    ),
  ],
  ['the largest u32 effort', fm('effort_minutes: 4294967295\n')],
  ['a hex effort is an integer in YAML 1.2', fm('effort_minutes: 0x10\n')],
  ['x- extensions of any shape', fm('x-a: 1\nx-b: [1, {c: null}]\nx-c: ~\nx-d: {e: true}\n')],
  ['a one-character id', fm('', { id: 'id: a' })],
  ['an id with a trailing hyphen', fm('', { id: 'id: a-' })],
  ['pre-release and build versions', fm('', { version: 'version: 1.0.0-rc.1+build.5' })],
  ['a 200-character description', fm('', { description: `description: ${'d'.repeat(200)}` })],
  ['200 emoji', fm('', { description: `description: "${'\u{1F600}'.repeat(200)}"` })],
  ['a one-character description', fm('', { description: 'description: d' })],
  ['a registered MCP tool', fm('', { allowed_tools: 'allowed_tools: [mcp__github__create_issue]' }), MCP],
  ['a registered MCP tool in disallowed_tools', fm('disallowed_tools: [mcp__github__create_issue]\n'), MCP],
  [
    'a well-formed signature block, hex in any case',
    fm(`signature:\n  algo: ed25519\n  public_key_hex: "${SIG.key}"\n  signature_hex: "${SIG.sig}"\n`),
  ],
  ['a broker inside the range', fm('min_broker_version: 1.0.0\nmax_broker_version: 2.0.0\n'), { broker: '1.5.0' }],
  [
    'a broker equal to both bounds',
    fm('min_broker_version: 2.0.0\nmax_broker_version: 2.0.0+b\n'),
    { broker: '2.0.0' },
  ],
  ['any range without a broker version', fm('min_broker_version: 90.0.0\n')],
];

const invalid: [string, string, [string, number, number, string][], Ctx?][] = [
  [
    'every required field missing',
    'x-only: 1\n',
    ['id', 'version', 'description', 'allowed_memory_scopes', 'allowed_tools'].map(
      (f) => ['RequiredMissing', 1, 1, f] as [string, number, number, string],
    ),
  ],
  ['camelCase id', fm('', { id: 'id: memoryCapture' }), [['InvalidId', 2, 5, 'id']]],
  ['numeric id', fm('', { id: 'id: 7' }), [['InvalidId', 2, 5, 'id']]],
  ['list id', fm('', { id: 'id: [a]' }), [['InvalidId', 2, 5, 'id']]],
  ['empty id value, on the key', fm('', { id: 'id:' }), [['InvalidId', 2, 1, 'id']]],
  ['v prefix', fm('', { version: 'version: v1.0.0' }), [['InvalidVersion', 3, 10, 'version']]],
  ['1.0 is a number', fm('', { version: 'version: 1.0' }), [['InvalidVersion', 3, 10, 'version']]],
  ['two parts as a string', fm('', { version: 'version: "1.0"' }), [['InvalidVersion', 3, 10, 'version']]],
  [
    'bad min and max broker versions',
    fm('min_broker_version: 1\nmax_broker_version: latest\n'),
    [
      ['InvalidVersion', 7, 21, 'min_broker_version'],
      ['InvalidVersion', 8, 21, 'max_broker_version'],
    ],
  ],
  ['empty description', fm('', { description: 'description: ""' }), [['InvalidDescription', 4, 14, 'description']]],
  [
    '201 characters',
    fm('', { description: `description: ${'d'.repeat(201)}` }),
    [['InvalidDescription', 4, 14, 'description']],
  ],
  [
    '201 emoji',
    fm('', { description: `description: "${'\u{1F600}'.repeat(201)}"` }),
    [['InvalidDescription', 4, 14, 'description']],
  ],
  [
    'a boolean description',
    fm('', { description: 'description: true' }),
    [['InvalidDescription', 4, 14, 'description']],
  ],
  [
    'scopes not a list',
    fm('', { allowed_memory_scopes: 'allowed_memory_scopes: memories/**' }),
    [['InvalidField', 5, 24, 'allowed_memory_scopes']],
  ],
  [
    'each bad glob, each at its item',
    fm('', { allowed_memory_scopes: 'allowed_memory_scopes: ["", "[x", "{a", "[z-a]", /a, a/../b, "a\\\\", 3]' }),
    [
      ['InvalidMemoryScopeGlob', 5, 25, 'allowed_memory_scopes[0]'],
      ['InvalidMemoryScopeGlob', 5, 29, 'allowed_memory_scopes[1]'],
      ['InvalidMemoryScopeGlob', 5, 35, 'allowed_memory_scopes[2]'],
      ['InvalidMemoryScopeGlob', 5, 41, 'allowed_memory_scopes[3]'],
      ['InvalidMemoryScopeGlob', 5, 50, 'allowed_memory_scopes[4]'],
      ['InvalidMemoryScopeGlob', 5, 54, 'allowed_memory_scopes[5]'],
      ['InvalidMemoryScopeGlob', 5, 62, 'allowed_memory_scopes[6]'],
      ['InvalidMemoryScopeGlob', 5, 69, 'allowed_memory_scopes[7]'],
    ],
  ],
  [
    'unknown and miscased tools',
    fm('', { allowed_tools: 'allowed_tools: [Bsah, read, Read]' }),
    [
      ['UnknownTool', 6, 17, 'allowed_tools[0]'],
      ['UnknownTool', 6, 23, 'allowed_tools[1]'],
    ],
  ],
  [
    'an unregistered MCP tool',
    fm('', { allowed_tools: 'allowed_tools: [mcp__github__create_issue]' }),
    [['UnknownTool', 6, 17, 'allowed_tools[0]']],
  ],
  [
    'an MCP tool of another server',
    fm('', { allowed_tools: 'allowed_tools: [mcp__gitlab__create_issue]' }),
    [['UnknownTool', 6, 17, 'allowed_tools[0]']],
    MCP,
  ],
  [
    'a native tool name is case-sensitive even for MCP-like names',
    fm('disallowed_tools: [MCP__github__create_issue]\n'),
    [['UnknownTool', 7, 20, 'disallowed_tools[0]']],
    MCP,
  ],
  [
    'a tool that is not a string',
    fm('', { allowed_tools: 'allowed_tools: [1]' }),
    [['UnknownTool', 6, 17, 'allowed_tools[0]']],
  ],
  [
    'an empty block item, at its dash (not past the end of the line, nor at a comment)',
    fm('', { allowed_tools: 'allowed_tools:\n- Read\n-\ndisallowed_tools:\n  - Bash\n  -   # nothing here' }),
    [
      ['UnknownTool', 8, 1, 'allowed_tools[1]'],
      ['UnknownTool', 11, 3, 'disallowed_tools[1]'],
    ],
  ],
  [
    'unknown fields, at the key',
    fm('allowed_tols: [Read]\nX-upper: 1\nx_under: 1\n'),
    [
      ['UnknownField', 7, 1, 'allowed_tols'],
      ['UnknownField', 8, 1, 'X-upper'],
      ['UnknownField', 9, 1, 'x_under'],
    ],
  ],
  [
    'enum values',
    fm('sync_class: public\ntenant_scope: [any]\n'),
    [
      ['InvalidField', 7, 13, 'sync_class'],
      ['InvalidField', 8, 15, 'tenant_scope'],
    ],
  ],
  ['tags', fm('tags: x\n'), [['InvalidField', 7, 7, 'tags']]],
  [
    'tag items',
    fm('tags: [a, 1, {b: c}]\n'),
    [
      ['InvalidField', 7, 11, 'tags[1]'],
      ['InvalidField', 7, 14, 'tags[2]'],
    ],
  ],
  ['negative effort', fm('effort_minutes: -1\n'), [['InvalidField', 7, 17, 'effort_minutes']]],
  ['fractional effort', fm('effort_minutes: 5.5\n'), [['InvalidField', 7, 17, 'effort_minutes']]],
  ['effort 5.0 is a float', fm('effort_minutes: 5.0\n'), [['InvalidField', 7, 17, 'effort_minutes']]],
  ['effort past u32', fm('effort_minutes: 4294967296\n'), [['InvalidField', 7, 17, 'effort_minutes']]],
  ['effort as a string', fm('effort_minutes: "5"\n'), [['InvalidField', 7, 17, 'effort_minutes']]],
  [
    'NaN and Infinity anywhere, once per value',
    fm('effort_minutes: .inf\nx-a: {b: [.nan]}\n'),
    [
      ['InvalidField', 7, 17, 'effort_minutes'],
      ['InvalidField', 8, 11, 'x-a.b[0]'],
    ],
  ],
  [
    'a lone surrogate in a value and in a key',
    fm('x-a: "\\uDC00"\n"x-\\uD800": 1\n'),
    [
      ['InvalidField', 7, 6, 'x-a'],
      ['InvalidField', 8, 1, 'x-\uD800'],
    ],
  ],
  ['signature not a mapping', fm('signature: abc\n'), [['InvalidField', 7, 12, 'signature']]],
  [
    'signature block fields',
    fm(`signature:\n  algo: RSA\n  public_key_hex: "${SIG.key}00"\n  signature_hex: 12\n  by: me\n`),
    [
      ['InvalidField', 8, 9, 'signature.algo'],
      ['InvalidField', 9, 19, 'signature.public_key_hex'],
      ['InvalidField', 10, 18, 'signature.signature_hex'],
      ['InvalidField', 11, 3, 'signature.by'],
    ],
  ],
  // The contract's value, in its case: ED25519 is not ed25519.
  ...['ED25519', 'Ed25519'].map((algo): [string, string, [string, number, number, string][]] => [
    `signature algo ${algo}`,
    fm(`signature:\n  algo: ${algo}\n  public_key_hex: "${SIG.key}"\n  signature_hex: "${SIG.sig}"\n`),
    [['InvalidField', 8, 9, 'signature.algo']],
  ]),
  [
    'signature keys missing',
    fm('signature: {algo: ed25519}\n'),
    [
      ['InvalidField', 7, 12, 'signature.public_key_hex'],
      ['InvalidField', 7, 12, 'signature.signature_hex'],
    ],
  ],
  [
    'min above max',
    fm('min_broker_version: 2.0.0\nmax_broker_version: 2.0.0-rc.1\n'),
    [['InvalidField', 8, 21, 'max_broker_version']],
  ],
  [
    'broker below min',
    fm('min_broker_version: 2.0.0\n'),
    [['BrokerTooOld', 7, 21, 'min_broker_version']],
    { broker: '1.5.0' },
  ],
  [
    'broker pre-release below its release',
    fm('min_broker_version: 2.0.0\n'),
    [['BrokerTooOld', 7, 21, 'min_broker_version']],
    { broker: '2.0.0-rc.9' },
  ],
  [
    'broker above max',
    fm('max_broker_version: 1.0.0\n'),
    [['BrokerTooNew', 7, 21, 'max_broker_version']],
    { broker: '2.0.0' },
  ],
  [
    'broker above a pre-release max',
    fm('max_broker_version: 1.0.0-beta.2\n'),
    [['BrokerTooNew', 7, 21, 'max_broker_version']],
    { broker: '1.0.0-beta.11' },
  ],
  [
    'several errors, all reported in file order',
    fm('sync_class: x\nrandom: 1\n', { id: 'id: Bad', version: 'version: 1', allowed_tools: 'allowed_tools: [Bsah]' }),
    [
      ['InvalidId', 2, 5, 'id'],
      ['InvalidVersion', 3, 10, 'version'],
      ['UnknownTool', 6, 17, 'allowed_tools[0]'],
      ['InvalidField', 7, 13, 'sync_class'],
      ['UnknownField', 8, 1, 'random'],
    ],
  ],
];

describe('schema v1 rules', () => {
  describe('valid', () => {
    // Every row gets its context: a missing last argument would make jest wait for a `done` callback.
    it.each(valid.map(([n, y, c]) => [n, y, c ?? {}] as const))('%s', (_name, yaml, ctx) => {
      expect(run(yaml, ctx).findings).toEqual([]);
    });
  });

  describe('invalid', () => {
    it.each(invalid.map(([n, y, e, c]) => [n, y, e, c ?? {}] as const))('%s', (_name, yaml, expected, ctx) => {
      const { findings } = run(yaml, ctx);
      expect(findings.map((f) => [f.code, f.line, f.column, f.field])).toEqual(expected);
      for (const f of findings) {
        expect(f.severity).toBe('error');
        expect(f.message.length).toBeGreaterThan(10);
      }
    });
  });
});

describe('messages quote the value and say how to fix it', () => {
  const first = (yaml: string, ctx?: Ctx) => run(yaml, ctx).findings[0].message;
  it.each([
    [
      fm('allowed_tols: [Read]\n'),
      'unknown field "allowed_tols"; did you mean "allowed_tools"? (custom keys must start with `x-`)',
    ],
    [fm('x_owner: me\n'), 'unknown field "x_owner"; did you mean "x-owner"? (custom keys must start with `x-`)'],
    [fm('X-team: a\n'), 'unknown field "X-team"; did you mean "x-team"? (custom keys must start with `x-`)'],
    [
      fm('x_deprecated_by: a\n'),
      'unknown field "x_deprecated_by"; did you mean "x-deprecated-by"? (custom keys must start with `x-`)',
    ],
    [fm('X-Profile: a\n'), 'unknown field "X-Profile"; did you mean "x-profile"? (custom keys must start with `x-`)'],
    [
      fm('', { allowed_tools: 'allowed_tools: [Bsah]' }),
      'allowed_tools[0] is not a known tool: "Bsah"; did you mean "Bash"?',
    ],
    // A look-alike (a Cyrillic а, a fullwidth Ｒ, a zero-width space) prints as the name it mimics: said.
    [
      fm('', { allowed_tools: 'allowed_tools: [B\u0430sh]' }),
      'allowed_tools[0] is not a known tool: "B\u0430sh"; did you mean "Bash"? (it holds U+0430: tool names are printable ASCII)',
    ],
    [
      fm('', { allowed_tools: 'allowed_tools: ["\uff32ead\\u200b"]' }),
      'native tools are Read, Glob, Grep, MemoryRead, MemorySearch, HttpFetch, Write, Edit, MemoryEmit, HttpPost, Bash (it holds U+FF32, U+200B: tool names are printable ASCII)',
    ],
    [fm('', { allowed_tools: 'allowed_tools: [Terminal]' }), 'native tools are Read, Glob, Grep'],
    // So are an id's and a key's: "аbc" (a Cyrillic а) and "x‐foo" (a hyphen U+2010) read as valid.
    [fm('', { id: 'id: \u0430bc' }), 'id violates kebab-case: "\u0430bc" (it holds U+0430); it must match'],
    [fm('x\u2010foo: 1\n'), 'unknown field "x\u2010foo" (it holds U+2010) (custom keys must start with `x-`)'],
    [
      fm('allowed_t\u043eols: [Read]\n'),
      'unknown field "allowed_t\u043eols" (it holds U+043E); did you mean "allowed_tools"? (custom keys',
    ],
    [
      fm('', { allowed_tools: 'allowed_tools: [mcp__github__create_isue]' }),
      'did you mean "mcp__github__create_issue"? (MCP tools must be registered',
    ],
    [fm('', { version: 'version: 1.0' }), 'version is not valid SemVer: 1.0 (a number); YAML reads it as a number'],
    [fm('', { version: 'version: v1.2.3' }), 'drop the `v` prefix'],
    // The seed's own wording (TASK-SKILL-103's FrontmatterError) leads each message.
    [fm('', { version: 'version: "1.0"' }), 'version is not valid SemVer: "1.0"'],
    [fm('', { id: 'id: Bad_Id' }), 'id violates kebab-case: "Bad_Id"'],
    [fm('', { description: `description: "${'x'.repeat(201)}"` }), 'description must be 1..=200 chars (was 201)'],
    [fm('', { description: `description: "${'\u{1F600}'.repeat(201)}"` }), '(was 201)'],
    [fm('sync_class: Private\n'), 'got "Private"; did you mean "private"?'],
    [fm('effort_minutes: 5.0\n'), 'got 5.0 (a number)'],
    [fm('', { allowed_memory_scopes: 'allowed_memory_scopes: ["[z-a]"]' }), '"[z-a]" — reversed range `[z-a]`'],
    [fm('max_broker_version: 1.0.0\n'), "broker version 2.0.0 above skill's max_broker_version 1.0.0"],
  ] as [string, string][])('%#: %s', (yaml, text) => {
    const ctx: Ctx = yaml.includes('mcp__') ? MCP : yaml.includes('max_broker') ? { broker: '2.0.0' } : {};
    expect(first(yaml, ctx)).toContain(text);
  });
});

describe('the data of a valid skill', () => {
  it('applies the defaults of optional fields', () => {
    const { data } = run(fm());
    expect(data).toMatchObject({
      id: 'demo',
      version: '1.0.0',
      allowed_memory_scopes: ['memories/**'],
      allowed_tools: ['Read'],
      disallowed_tools: [],
      sync_class: 'private',
      tenant_scope: 'any',
      tags: [],
      signaturePresent: false,
      x_extensions: {},
    });
    expect(data.effort_minutes).toBeUndefined();
  });

  it('keeps x- extensions as plain values and records positions of values', () => {
    const { data } = run(fm('x-cyberos-author: alice\nx-list: [1, {a: b}]\n'));
    expect(data.x_extensions).toEqual({ 'x-cyberos-author': 'alice', 'x-list': [1, { a: 'b' }] });
    expect(data.positions['x-cyberos-author']).toEqual({ line: 7, column: 19 });
    expect(data.positions.id).toEqual({ line: 2, column: 5 });
  });

  it('marks a present signature, well-formed or not', () => {
    expect(run(fm('signature: x\n')).data).toMatchObject({
      signaturePresent: true,
      signaturePos: { line: 7, column: 1 },
    });
    expect(run(fm('signature: x\n')).data.signature).toBeUndefined();
  });
});

describe('helpers', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePoints('\u{1F600}'.repeat(3))).toBe(3);
    expect(codePoints('a\uD800b')).toBe(3);
    expect(codePoints('')).toBe(0);
  });

  it('describes a node as the user wrote it', () => {
    const root = (yaml: string) => {
      const r = parseSkill(Buffer.from(`---\nv: ${yaml}\n---\n`));
      if (!r.ok) throw new Error('no parse');
      return describeNode(r.doc.root.entries[0].value);
    };
    expect(root('1.0')).toBe('1.0 (a number)');
    expect(root('7')).toBe('7 (a number)');
    expect(root('true')).toBe('true (a boolean)');
    expect(root('~')).toBe('null (empty)');
    expect(root('"s"')).toBe('"s"');
    expect(root('[1]')).toBe('a list');
    expect(root('{a: 1}')).toBe('a mapping');
    // As written, in the fast path and in the library's (a flow list goes to either).
    expect(root('1.10')).toBe('1.10 (a number)');
    expect(root('0x1F')).toBe('0x1F (a number)');
    expect(root('1e3')).toBe('1e3 (a number)');
    expect(root('True')).toBe('True (a boolean)');
    const inList = parseSkill(Buffer.from('---\nv: [0x1F, 1.10]\n---\n'));
    if (!inList.ok) throw new Error('no parse');
    const items = (inList.doc.root.entries[0].value as { items: Parameters<typeof describeNode>[0][] }).items;
    expect(items.map(describeNode)).toEqual(['0x1F (a number)', '1.10 (a number)']);
  });

  it('an effort YAML reads as a float says so when its value is whole (1e3, 5.0), not that 1e3 is no whole number', () => {
    const msg = (v: string) => run(fm(`effort_minutes: ${v}\n`)).findings.map((f) => f.message);
    expect(msg('1e3')).toEqual([
      'effort_minutes must be a whole number from 0 to 4294967295; got 1e3 (a number) (YAML reads it as a float, not an integer: write 1000)',
    ]);
    expect(msg('5.0')[0]).toMatch(/got 5\.0 \(a number\) \(YAML reads it as a float, not an integer: write 5\)$/);
    // Not whole, or out of range: no such hint.
    expect(msg('5.5')).toEqual(['effort_minutes must be a whole number from 0 to 4294967295; got 5.5 (a number)']);
    expect(msg('-1e3')[0]).not.toMatch(/float/);
  });

  it('a version YAML reads as a number or a boolean is quoted as written, with the right hint', () => {
    const msg = (over: Record<string, string>) => run(fm('', over)).findings.map((f) => f.message);
    expect(msg({ version: 'version: 1.10' })).toEqual([
      'version is not valid SemVer: 1.10 (a number); YAML reads it as a number: write all three parts, e.g. 1.0.0',
    ]);
    expect(msg({ version: 'version: true' })).toEqual([
      'version is not valid SemVer: true (a boolean); expected SemVer 2.0.0 MAJOR.MINOR.PATCH, e.g. 1.0.0',
    ]);
    // A list, a mapping or nothing is no version at all.
    expect(msg({ version: 'version: [1.0.0]' })).toEqual([
      'version is not valid SemVer: a list; it must be a SemVer 2.0.0 version such as 1.0.0',
    ]);
    expect(msg({ version: 'version: {a: 1}' })).toEqual([
      'version is not valid SemVer: a mapping; it must be a SemVer 2.0.0 version such as 1.0.0',
    ]);
    expect(msg({ version: 'version: ~' })).toEqual([
      'version is not valid SemVer: null (empty); it must be a SemVer 2.0.0 version such as 1.0.0',
    ]);
  });
});

describe('non-canonical values: the finding names the nested path', () => {
  test.each([
    ['x-meta:\n  a: [1, .nan]\n', 'x-meta.a[1]', /is NaN/],
    ['x-meta:\n  - b: -.inf\n', 'x-meta[0].b', /is -Infinity/],
    ['x-meta:\n  deep:\n    k: "\\ud800"\n', 'x-meta.deep.k', /lone UTF-16 surrogate/],
    ['x-meta:\n  "\\udc00": 1\n', 'x-meta.\udc00', /key .* lone UTF-16 surrogate/],
    // Two `\U` escapes of surrogates read as one character once decoded: still none (it passed).
    ['x-meta:\n  k: "\\U0000D83D\\U0000DE00"\n', 'x-meta.k', /x-meta\.k holds a \\U escape of a surrogate/],
    ['x-meta:\n  "a\\U0000d83d\\U0000de00": 1\n', 'x-meta.a😀', /key "a😀" holds a \\U escape of a surrogate/],
    [
      'x-meta:\n  n: 9007199254740992\n',
      'x-meta.n',
      /is 9007199254740992: an integer beyond ±9007199254740991 .*I-JSON/,
    ],
    ['x-meta: [0x20000000000001]\n', 'x-meta[0]', /is 0x20000000000001: an integer beyond/],
  ])('%j', (extra, field, message) => {
    const parsed = parseSkill(Buffer.from(`---\n${fm(extra)}---\nbody\n`));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
    const { findings } = checkV1(parsed.doc.root, { tools: {} });
    const f = findings.filter((x) => x.code === 'InvalidField');
    expect(f).toHaveLength(1);
    expect(f[0]!.field).toBe(field);
    expect(f[0]!.message).toMatch(message);
  });

  test('a \\U escape of a character, an escaped backslash before U, and a \\u pair are characters', () => {
    for (const extra of ['x-a: "\\U0001F600"\n', 'x-a: "\\\\U0000D83D"\n', 'x-a: "\\uD83D\\uDE00"\n']) {
      const parsed = parseSkill(Buffer.from(`---\n${fm(extra)}---\nbody\n`));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
      expect([extra, checkV1(parsed.doc.root, { tools: {} }).findings]).toEqual([extra, []]);
    }
  });

  test('a path of long keys nested deep is cut to its start and end: each finding repeats it', () => {
    // 60 keys of 1,000 characters: a 60 KB path in every one of 10,000 findings was a report
    // too long for one string (an internal error, no report).
    const keys = Array.from(
      { length: 60 },
      (_, d) => `${'  '.repeat(d + 1)}"${String.fromCharCode(97 + (d % 26)).repeat(1000)}":\n`,
    );
    const text = `x-a:\n${keys.join('')}${'  '.repeat(61)}[${Array(200).fill('.nan').join(', ')}]\n`;
    const parsed = parseSkill(Buffer.from(`---\n${fm(text)}---\nbody\n`));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
    const f = checkV1(parsed.doc.root, { tools: {} }).findings.filter((x) => x.code === 'InvalidField');
    expect(f).toHaveLength(200);
    for (const x of f) {
      expect(x.message.length).toBeLessThan(300);
      expect(x.field.length).toBeLessThan(250);
    }
    expect(f[7]!.field).toMatch(/^x-a\.a{86}…h{87}\[7\] \(a path of 60066 characters\)$/);
    expect(f[7]!.message).toBe(`${f[7]!.field} is NaN: NaN and Infinity have no canonical form`);
  });

  test('a path of 200 characters or fewer is whole, however many list levels it has', () => {
    for (const [extra, field] of [
      [`x-a: ${'['.repeat(20)}.nan${']'.repeat(20)}\n`, `x-a${'[0]'.repeat(20)}`],
      [`x-${'k'.repeat(100)}: ${'['.repeat(10)}.nan${']'.repeat(10)}\n`, `x-${'k'.repeat(100)}${'[0]'.repeat(10)}`],
    ]) {
      const parsed = parseSkill(Buffer.from(`---\n${fm(extra)}---\nbody\n`));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
      const [f] = checkV1(parsed.doc.root, { tools: {} }).findings.filter((x) => x.code === 'InvalidField');
      expect(f!.field).toBe(field);
    }
  });

  test('the cut falls between code points: no half of an emoji (a lone surrogate) in the report', () => {
    for (const pad of ['', 'x', 'xy']) {
      const text = `x-m:\n  ${pad}${'😀'.repeat(100)}:\n    ${'😀'.repeat(100)}: .inf\n`;
      const parsed = parseSkill(Buffer.from(`---\n${fm(text)}---\nbody\n`));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
      const [f] = checkV1(parsed.doc.root, { tools: {} }).findings.filter((x) => x.code === 'InvalidField');
      expect(f!.field).toContain('…');
      expect([pad, f!.field.isWellFormed(), f!.message.isWellFormed()]).toEqual([pad, true, true]);
    }
  });
});

test('integers up to ±(2^53 − 1), and floats of any size, have a canonical form', () => {
  const parsed = parseSkill(
    Buffer.from(`---\n${fm('x-meta: [9007199254740991, -9007199254740991, 1e300, 12345678901234567890.0]\n')}---\n`),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
  expect(checkV1(parsed.doc.root, { tools: {} }).findings.filter((x) => x.code === 'InvalidField')).toEqual([]);
});

describe('did-you-means for unknown tools are bounded per file (ratio in one run)', () => {
  // K unknown MCP tools against M registered ones: a search each was K × M edit distances.
  const tools = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`mcp__srv__tool${i}`, 'read-only' as const]));
  const yaml = (k: number) =>
    fm('', {
      allowed_tools: `allowed_tools: [${Array.from({ length: k }, (_, i) => `mcp__srv__tolx${i}`).join(', ')}]`,
    });
  const time = (k: number) => {
    const t0 = cpuNow();
    const r = run(yaml(k), { tools });
    const ms = cpuNow() - t0;
    expect(r.findings.filter((f) => f.code === 'UnknownTool')).toHaveLength(k);
    return { ms, r };
  };

  it('8x the unknown tools cost far less than 64x, and the first ones still get a suggestion', async () => {
    const { small, big } = await growth((k) => time(k).ms, 500, 4000);
    process.stderr.write(`  [unknown tools x400 registered: 500 ${small.toFixed(0)} ms, 4000 ${big.toFixed(0)} ms]\n`);
    expect(big / Math.max(small, 1)).toBeLessThan(24);
    const { r } = time(4000);
    expect(r.findings[0].message).toContain('did you mean "mcp__srv__tool0"?');
    expect(r.findings[3999].message).not.toContain('did you mean');
    expect(r.findings[3999].message).toContain('MCP tools must be registered');
  });
});

describe('an item indented deeper than the one above it', () => {
  it('is one item holding "- ": the message says to line the items up', () => {
    const { findings } = run(fm('', { allowed_tools: 'allowed_tools:\n  - Read\n    - Bash' }));
    expect(findings.map((f) => [f.code, f.message])).toEqual([
      [
        'UnknownTool',
        'allowed_tools[0] is not a known tool: "Read - Bash" (one item holding " - ": in a block list, an item indented deeper than the one above it goes on with that one, so line the "- " items up; in a [flow list], separate items with ",")',
      ],
    ]);
    // A name that only holds " - " keeps the usual hint.
    const other = run(fm('', { allowed_tools: 'allowed_tools: ["Read - Nope"]' }));
    expect(other.findings[0].message).not.toContain('line the items up');
  });

  it('costs linear time on a long name: 8x the blanks cost far less than 64x', async () => {
    const time = (n: number) => {
      const yaml = fm('', { allowed_tools: `allowed_tools:\n  - Read - Bash${' '.repeat(n)}x` });
      // 60 runs: one small run takes a fraction of a millisecond, which a GC pause would swamp.
      const t0 = cpuNow();
      for (let r = 0; r < 60; r++) run(yaml);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(time, 10_000, 80_000);
    process.stderr.write(`  [tool hint ×60: 10000 blanks ${small.toFixed(1)} ms, 80000 ${big.toFixed(1)} ms]\n`);
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });
});
