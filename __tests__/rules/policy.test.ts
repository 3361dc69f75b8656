/**
 * Policy rules (SPEC §6–§7, ADR-028): tool classes, permission profiles, effective tools,
 * tool-conflict and description-trigger, with code, severity, line and column.
 */
import { cpuNow, growth } from '../helpers/cpu.js';
import { checkText, brief, codes, settingsWith } from './helpers.js';
import type { PermissionProfile, Settings } from '../../src/core/config-types.js';
import type { RuleSetting } from '../../src/core/config-types.js';
import { baseTool, profileFor, toolClass } from '../../src/rules/effective.js';
import { hasTrigger } from '../../src/rules/description-trigger.js';
import { ALL_RULES, POLICY_RULES, severityOf } from '../../src/rules/index.js';
import { RULE_IDS } from '../../src/core/diagnostic.js';
import { emptyData } from '../../src/rules/v1.js';
import { parseConfig } from '../../src/core/config.js';

const DESC = 'Reviews code. Use when a PR is opened.';

/** A v1 SKILL.md: allowed_tools on line 6, its items from line 7. */
function v1(tools: string[], extra = '', desc = DESC): string {
  return `---\nid: demo\nversion: 1.0.0\ndescription: ${desc}\nallowed_memory_scopes: []\nallowed_tools:\n${tools.map((t) => `  - ${t}\n`).join('')}${extra}---\n`;
}

/** An agentskills SKILL.md: allowed-tools on line 4, value at column 16. */
function as(tools: string, extra = '', desc = DESC): string {
  return `---\nname: demo\ndescription: ${desc}\nallowed-tools: ${tools}\n${extra}---\n`;
}

const MCP: Settings['tools'] = { mcp__github__search_code: 'read-only', mcp__github__create_issue: 'write' };
const REVIEWER: PermissionProfile = { allow: ['read-only', 'mcp__github__search_code'], paths: ['skills/review/**'] };
const WRITER: PermissionProfile = { allow: ['read-only', 'write'], paths: [] };

describe('registry', () => {
  it('has every rule of SPEC §7 once, with its default severity', () => {
    expect(ALL_RULES.map((r) => r.id).sort()).toEqual([...RULE_IDS].sort());
    const defaults = (profile: 'v1' | 'agentskills') =>
      Object.fromEntries(ALL_RULES.map((r) => [r.id, r.defaultSeverity(profile)]));
    expect(defaults('v1')).toEqual({
      'tool-conflict': 'error',
      'unclassified-tool': 'error',
      'denied-tool': 'warning',
      'description-trigger': 'warning',
      'deprecated-by': 'error',
      'unknown-field': 'warning',
      'allowed-tools-list': 'warning',
    });
    expect(defaults('agentskills')['unclassified-tool']).toBe('warning');
    expect(POLICY_RULES.map((r) => r.id)).toEqual([
      'tool-conflict',
      'unclassified-tool',
      'denied-tool',
      'description-trigger',
    ]);
  });

  it('rules: in the config overrides the default', () => {
    expect(severityOf('denied-tool', settingsWith())).toBe('warning');
    expect(severityOf('denied-tool', settingsWith({ rules: { 'denied-tool': 'error' } }))).toBe('error');
    expect(severityOf('unclassified-tool', settingsWith({ profile: 'agentskills' }))).toBe('warning');
    expect(
      severityOf('unclassified-tool', settingsWith({ profile: 'agentskills', rules: { 'unclassified-tool': 'off' } })),
    ).toBe('off');
  });
});

describe('tool classes', () => {
  it('native tools have fixed classes; registered tools have theirs; entries take their base tool class', () => {
    const s = { tools: { WebFetch: 'read-only' as const } };
    expect(toolClass('Read', s)).toBe('read-only');
    expect(toolClass('Edit', s)).toBe('write');
    expect(toolClass('Bash', s)).toBe('trusted');
    expect(toolClass('Bash(git:*)', s)).toBe('trusted');
    expect(toolClass('Bash(git add:*)', s)).toBe('trusted');
    expect(toolClass('WebFetch', s)).toBe('read-only');
    expect(toolClass('WebFetch(domain:example.org)', s)).toBe('read-only');
    expect(toolClass('Task', s)).toBeUndefined();
    expect(toolClass('read', s)).toBeUndefined();
    expect(baseTool('Bash(git:*)')).toBe('Bash');
    expect(baseTool('Bash(git')).toBe('Bash(git');
  });
});

describe('tool-conflict', () => {
  const cases: [string, string, [string, string, number, number][]][] = [
    ['no conflict', v1(['Read'], 'disallowed_tools: [Bash]\n'), []],
    [
      'a conflict, on the allowed entry',
      v1(['Read', 'Bash'], 'disallowed_tools:\n  - Bash\n'),
      [['tool-conflict', 'error', 8, 5]],
    ],
    ['reported once per tool', v1(['Bash', 'Bash'], 'disallowed_tools: [Bash]\n'), [['tool-conflict', 'error', 7, 5]]],
  ];
  it.each(cases)('%s', (_l, text, expected) => {
    expect(brief(checkText(text))).toEqual(expected);
  });

  it('names the disallowed entry and keeps the tool out of effective_tools', () => {
    const r = checkText(v1(['Read', 'Bash'], 'disallowed_tools:\n  - Bash\n'));
    expect(r.findings[0].field).toBe('allowed_tools[1]');
    expect(r.findings[0].message).toBe(
      'tool "Bash" is in both allowed_tools and disallowed_tools (disallowed_tools[0], line 10); remove it from one of them',
    );
    expect(r.effective_tools).toEqual(['Read']);
    expect(r.outcome).toBe('invalid_field');
  });

  it.each<[RuleSetting, string[]]>([
    ['error', ['error']],
    ['warning', ['warning']],
    ['off', []],
  ])('rules: tool-conflict: %s', (sev, expected) => {
    const r = checkText(v1(['Bash'], 'disallowed_tools: [Bash]\n'), { settings: { rules: { 'tool-conflict': sev } } });
    expect(r.findings.map((f) => f.severity)).toEqual(expected);
    expect(r.effective_tools).toEqual([]);
  });
});

describe('unclassified-tool', () => {
  it('agentskills: an unknown client tool is a warning at its entry, and denied', () => {
    const r = checkText(as('Read Task WebSearch'), { settings: { profile: 'agentskills' } });
    expect(brief(r)).toEqual([
      ['unclassified-tool', 'warning', 4, 21],
      ['unclassified-tool', 'warning', 4, 26],
    ]);
    expect(r.findings[0].message).toContain('register "Task" under `tools`');
    expect(r.effective_tools).toEqual(['Read']);
    expect(r.outcome).toBe('ok');
  });

  it('agentskills: a tool of many parentheses is checked in linear time (8x the text costs far less than 64x)', async () => {
    // `((((…))))` and `(a(a…)))`: an unanchored /\([^)]*$/ rescanned the rest from each `(`,
    // quadratic (a 1 MiB file: over 60 s).
    for (const unit of ['(', '(a']) {
      const run = (n: number) => {
        const t0 = cpuNow();
        const r = checkText(as(`'${unit.repeat(n)}${')'.repeat(n)}'`), { settings: { profile: 'agentskills' } });
        const ms = cpuNow() - t0;
        expect(codes(r)).toEqual(['unclassified-tool']);
        return ms;
      };
      const { small, big } = await growth(run, 4000, 32_000);
      process.stderr.write(`  [${unit}… x n: 4,000 ${small.toFixed(1)} ms, 32,000 ${big.toFixed(1)} ms]\n`);
      expect(big / Math.max(small, 0.5)).toBeLessThan(24);
    }
  });

  it('agentskills: a misspelled tool is said as one (did you mean), before the advice to register it', () => {
    const r = checkText(as('Raed Gerp(x) mcp__github__serch_code'), {
      settings: { profile: 'agentskills', tools: MCP },
    });
    expect(r.findings.map((f) => f.message)).toEqual([
      'tool "Raed" has no class, so it is denied for every profile (fail closed); did you mean "Read"? If not, register "Raed" under `tools` in .skillgate.yml as one of read-only, write, trusted',
      'tool "Gerp(x)" has no class, so it is denied for every profile (fail closed); did you mean "Grep"? If not, register "Gerp" under `tools` in .skillgate.yml as one of read-only, write, trusted',
      'tool "mcp__github__serch_code" has no class, so it is denied for every profile (fail closed); did you mean "mcp__github__search_code"? If not, register "mcp__github__serch_code" under `tools` in .skillgate.yml as one of read-only, write, trusted',
    ]);
  });

  it('agentskills: a native tool in other letter case is unclassified, and the native one is named', () => {
    const r = checkText(as('bash READ(x)'), { settings: { profile: 'agentskills' } });
    expect(codes(r)).toEqual(['unclassified-tool', 'unclassified-tool']);
    expect(r.findings[0].message).toBe(
      'tool "bash" has no class, so it is denied for every profile (fail closed); tool names are case-sensitive: did you mean the native tool "Bash"?',
    );
    expect(r.findings[1].message).toContain('did you mean the native tool "Read"?');
    expect(r.effective_tools).toEqual([]);
  });

  it('agentskills: a parenthesis that does not close is said, not "register it" (no config can)', () => {
    const r = checkText(as('"Bash(git:* status, log,"'), { settings: { profile: 'agentskills' } });
    expect(r.findings.map((f) => f.message)).toEqual([
      'tool "Bash(git:* status, log," has no class, so it is denied for every profile (fail closed): a parenthesis in it does not close, so it runs to the end of the list (a narrowed tool is written Tool(argument), as Bash(git:*))',
    ]);
    expect(r.effective_tools).toEqual([]);
    // Tools named after it are declared too, as a loader that splits on spaces reads them (tool-list.ts).
    const tools = checkText(as('"Bash(git:* Read, Grep,"'), { settings: { profile: 'agentskills' } });
    expect(tools.findings.map((f) => f.message)).toEqual([
      'tool "Bash(git:* Read, Grep," has no class, so it is denied for every profile (fail closed): a parenthesis in it does not close, so it runs to the end of the list (a narrowed tool is written Tool(argument), as Bash(git:*))',
    ]);
    expect(tools.effective_tools).toEqual(['Read', 'Grep']);
    const stray = checkText(as('Read(x y)'), { settings: { profile: 'agentskills' } });
    expect(stray.findings).toEqual([]);
    const unopened = checkText(as('Read y)'), { settings: { profile: 'agentskills' } });
    expect(unopened.findings.map((f) => f.message)).toEqual([
      'tool "y)" has no class, so it is denied for every profile (fail closed): a parenthesis in it closes none that opens (a narrowed tool is written Tool(argument), as Bash(git:*))',
    ]);
    // Parentheses that close are not said to be open.
    const closed = checkText(as('(foo) Bash(git:*)x'), { settings: { profile: 'agentskills' } });
    expect(closed.findings.map((f) => f.message).filter((m) => m.includes('does not close'))).toEqual([]);
  });

  it('agentskills: unknown tool names are never UnknownTool errors', () => {
    expect(codes(checkText(as('Frobnicate'), { settings: { profile: 'agentskills' } }))).toEqual(['unclassified-tool']);
  });

  it('agentskills: registering the tool classifies it', () => {
    const r = checkText(as('Read WebFetch(domain:x.org)'), {
      settings: { profile: 'agentskills', tools: { WebFetch: 'read-only' } },
    });
    expect(codes(r)).toEqual([]);
    expect(r.effective_tools).toEqual(['Read', 'WebFetch(domain:x.org)']);
  });

  it('is denied even when the rule is off (fail closed)', () => {
    const r = checkText(as('Task'), { settings: { profile: 'agentskills', rules: { 'unclassified-tool': 'off' } } });
    expect(codes(r)).toEqual([]);
    expect(r.effective_tools).toEqual([]);
  });

  it('is an error when set so', () => {
    const r = checkText(as('Task'), { settings: { profile: 'agentskills', rules: { 'unclassified-tool': 'error' } } });
    expect(brief(r)).toEqual([['unclassified-tool', 'error', 4, 16]]);
    expect(r.outcome).toBe('invalid_field');
  });

  it('v1: an unregistered MCP tool is UnknownTool (the contract), never effective', () => {
    const r = checkText(v1(['Read', 'mcp__x__y']));
    expect(brief(r)).toEqual([['UnknownTool', 'error', 8, 5]]);
    expect(r.effective_tools).toEqual(['Read']);
  });
});

describe('permission profiles and effective_tools', () => {
  const tools = ['Read', 'Bash', 'mcp__github__search_code', 'mcp__github__create_issue'];

  it('without a profile: declared ∩ classified', () => {
    expect(checkText(v1(tools), { settings: { tools: MCP } }).effective_tools).toEqual(tools);
  });

  it('by paths: declared ∩ profile, with denied-tool warnings at each entry', () => {
    const r = checkText(v1(tools), {
      dir: 'review',
      settings: { tools: MCP, permissionProfiles: { reviewer: REVIEWER } },
    });
    expect(r.effective_tools).toEqual(['Read', 'mcp__github__search_code']);
    expect(brief(r)).toEqual([
      ['denied-tool', 'warning', 8, 5],
      ['denied-tool', 'warning', 10, 5],
    ]);
    expect(r.findings[0].message).toContain('permission profile "reviewer" (matched by paths skills/review/**');
    expect(r.outcome).toBe('ok');
  });

  it('names at most 10 entries of a config list per message (the config has no size limit per list)', () => {
    const allow = ['read-only', ...Array.from({ length: 50 }, (_, i) => `mcp__other__t${i}`)];
    const paths = Array.from({ length: 30 }, (_, i) => `skills/r${i}/**`).concat('skills/review/**');
    const r = checkText(v1(tools), {
      dir: 'review',
      settings: { tools: MCP, permissionProfiles: { reviewer: { allow, paths } } },
    });
    const m = r.findings.find((f) => f.code === 'denied-tool')!.message;
    expect(m).toContain('allow: read-only, mcp__other__t0, ');
    expect(m).toContain('mcp__other__t8, … (41 more)');
    expect(m).toContain('skills/r9/**, … (21 more)');
    expect(m.length).toBeLessThan(800);
    const profiles = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, WRITER]));
    const unknown = checkText(v1(['Read'], 'x-profile: nope\n'), { settings: { permissionProfiles: profiles } });
    expect(unknown.findings[0].message).toContain('profiles: p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, … (90 more)');
  });

  it('K declared tools against a profile of M entries cost K + M, not K × M (ratio in one run)', async () => {
    const run = (n: number) => {
      const names = Array.from({ length: n }, (_, i) => `mcp__srv__tool${i}`);
      const settings = {
        tools: Object.fromEntries(names.map((t) => [t, 'read-only' as const])),
        permissionProfiles: {
          p: { allow: Array.from({ length: n }, (_, i) => `mcp__other__t${i}`).concat(names[0]), paths: ['**'] },
        },
      };
      const text = v1(names);
      const t0 = cpuNow();
      const r = checkText(text, { settings });
      const ms = cpuNow() - t0;
      expect(r.effective_tools).toEqual([names[0]]);
      // Past 10,000 the file's findings are capped, plus one that counts the rest.
      expect(r.findings.filter((f) => f.code === 'denied-tool')).toHaveLength(Math.min(n - 1, 10_001));
      return ms;
    };
    const { small, big } = await growth(run, 1000, 16_000);
    process.stderr.write(`  [tools x profile entries: 1,000 ${small.toFixed(0)} ms, 16,000 ${big.toFixed(0)} ms]\n`);
    // 16x the tools and entries: linear is ~16x; K × M was ~50x (the compares grow 256x,
    // but at 1,000 they are a small share of the run).
    expect(big / Math.max(small, 1)).toBeLessThan(32);
  });

  it('paths that do not match leave the skill unnarrowed', () => {
    const r = checkText(v1(tools), {
      dir: 'other',
      settings: { tools: MCP, permissionProfiles: { reviewer: REVIEWER } },
    });
    expect(r.effective_tools).toEqual(tools);
    expect(codes(r)).toEqual([]);
  });

  it('x-profile wins over a paths match', () => {
    const r = checkText(v1(tools, 'x-profile: writer\n'), {
      dir: 'review',
      settings: { tools: MCP, permissionProfiles: { reviewer: REVIEWER, writer: WRITER } },
    });
    expect(r.effective_tools).toEqual(['Read', 'mcp__github__search_code', 'mcp__github__create_issue']);
    expect(brief(r)).toEqual([['denied-tool', 'warning', 8, 5]]);
    expect(r.findings[0].message).toContain('"writer" (named by x-profile');
  });

  it('an x-profile naming no configured profile allows nothing (fail closed)', () => {
    const r = checkText(v1(['Read'], 'x-profile: reviewr\n'), {
      settings: { permissionProfiles: { reviewer: REVIEWER } },
    });
    expect(r.effective_tools).toEqual([]);
    expect(brief(r)).toEqual([['denied-tool', 'warning', 7, 5]]);
    expect(r.findings[0].message).toContain('x-profile names "reviewr", which is not a permission profile');
    expect(r.findings[0].message).toMatch(/\(fail closed\); did you mean "reviewer"\?$/);
  });

  it('an unknown x-profile lists the profiles in the config order, an integer-like name too', async () => {
    const config = await parseConfig(
      'permission_profiles:\n  reviewer: {allow: [read-only]}\n  writer: {allow: [write]}\n  "2024": {allow: []}\n',
      '.skillgate.yml',
    );
    const r = checkText(v1(['Read'], 'x-profile: nope\n'), {
      settings: { permissionProfiles: config.permissionProfiles! },
    });
    expect(r.findings[0].message).toContain('(profiles: reviewer, writer, 2024)');
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'an x-profile naming an Object.prototype member (%s) is an unknown profile, fail closed',
    (name) => {
      const r = checkText(v1(['Read', 'Bash'], `x-profile: ${name}\n`), {
        settings: { permissionProfiles: { reviewer: REVIEWER } },
      });
      expect(r.effective_tools).toEqual([]);
      expect(brief(r).map((b) => b[0])).toEqual(['denied-tool', 'denied-tool']);
      expect(r.findings[0].message).toContain(`x-profile names "${name}", which is not a permission profile`);
    },
  );

  it('a deny list written as one string is refused, and still denies what it names', () => {
    const r = checkText(v1(['Read', 'Bash'], 'disallowed_tools: Bash\n'));
    expect(codes(r)).toEqual(['InvalidField']);
    expect(r.effective_tools).toEqual(['Read']);
  });

  it('a tool the skill itself disallows is not also denied by its profile', () => {
    const r = checkText(v1(['Read', 'Bash'], 'disallowed_tools: [Bash]\n'), {
      dir: 'review',
      settings: {
        permissionProfiles: { reviewer: REVIEWER },
        rules: { 'tool-conflict': 'off', 'denied-tool': 'error' },
      },
    });
    expect(r.effective_tools).toEqual(['Read']);
    expect(codes(r)).toEqual([]);
  });

  it('a long x-profile or profile name is cut in each denied tool, never repeated whole', () => {
    const tools = ['Read', 'Grep', 'Glob', 'Write', 'Edit'];
    const long = 'p'.repeat(50_000);
    const unknown = checkText(v1(tools, `x-profile: ${long}\n`), {
      settings: { permissionProfiles: { reviewer: REVIEWER } },
    });
    expect(unknown.findings.filter((f) => f.code === 'denied-tool')).toHaveLength(5);
    for (const f of unknown.findings) {
      expect(f.message).toContain(`x-profile names "${'p'.repeat(180)}…" (50000 characters), which`);
      expect(f.message.length).toBeLessThan(400);
    }
    // A profile's own name and its allow list and paths come from the config: cut the same way.
    const named = checkText(v1(tools, `x-profile: ${long}\n`), {
      settings: { permissionProfiles: { [long]: { allow: ['q'.repeat(10_000)], paths: ['r'.repeat(10_000)] } } },
    });
    expect(named.findings.filter((f) => f.code === 'denied-tool')).toHaveLength(5);
    for (const f of named.findings) {
      expect(f.message).toContain(`permission profile "${'p'.repeat(180)}…" (50000 characters) (named by x-profile`);
      expect(f.message).toContain(`allow: "${'q'.repeat(180)}…" (10000 characters))`);
      expect(f.message.length).toBeLessThan(800);
    }
  });

  it('an x-profile that YAML reads as a number, naming a profile once quoted, says to quote it', () => {
    const r = checkText(v1(['Read'], 'x-profile: 2024\n'), {
      settings: { permissionProfiles: { '2024': REVIEWER } },
    });
    expect(r.effective_tools).toEqual([]);
    expect(r.findings[0].message).toContain(
      'x-profile is 2024 (a number), not the name of a permission profile in the config (profiles: 2024), so no tool is allowed (fail closed); quote it to name that profile: x-profile: "2024"',
    );
  });

  it.each([
    ['x-profile:\n', 'null (empty)'],
    ['x-profile: null\n', 'null (empty)'],
    ['x-profile: [reviewer]\n', 'a list'],
    ['x-profile: {a: b}\n', 'a mapping'],
    ['x-profile: 5\n', '5 (a number)'],
    ['x-profile: true\n', 'true (a boolean)'],
  ])('an x-profile that is no string (%j) says what it holds, and still allows nothing', (extra, shown) => {
    const r = checkText(v1(['Read'], extra), {
      settings: { permissionProfiles: { reviewer: { ...REVIEWER, paths: ['**'] } } },
    });
    expect(r.effective_tools).toEqual([]);
    expect(brief(r)).toEqual([['denied-tool', 'warning', 7, 5]]);
    expect(r.findings[0].message).toContain(`x-profile is ${shown}, not the name of a permission profile`);
    expect(r.findings[0].message).not.toContain('names "');
  });

  it('allow may name a tool, a class, or the base tool of an entry', () => {
    const settings = {
      profile: 'agentskills' as const,
      permissionProfiles: {
        git: { allow: ['Bash', 'Read'], paths: ['skills/**'] },
        narrow: { allow: ['Bash(git:*)'], paths: [] },
      },
    };
    expect(checkText(as('Bash(git:*) Edit Read'), { settings }).effective_tools).toEqual(['Bash(git:*)', 'Read']);
    const narrow = checkText(as('Bash(git:*) Bash'), { settings, dir: 'demo' });
    expect(narrow.effective_tools).toEqual(['Bash(git:*)', 'Bash']);
    const x = checkText(as('Bash(git:*) Bash', 'x-profile: narrow\n'), { settings });
    expect(x.effective_tools).toEqual(['Bash(git:*)']);
    expect(brief(x)).toEqual([['denied-tool', 'warning', 4, 28]]);
  });

  it('a declaration can only narrow: an empty allow list allows nothing', () => {
    const r = checkText(v1(['Read']), { settings: { permissionProfiles: { none: { allow: [], paths: ['**'] } } } });
    expect(r.effective_tools).toEqual([]);
    expect(r.findings[0].message).toContain('allow: nothing');
  });

  it.each<[RuleSetting, string[]]>([
    ['error', ['error']],
    ['warning', ['warning']],
    ['off', []],
  ])('rules: denied-tool: %s', (sev, expected) => {
    const r = checkText(v1(['Bash']), {
      settings: { permissionProfiles: { ro: { allow: ['read-only'], paths: ['**'] } }, rules: { 'denied-tool': sev } },
    });
    expect(r.findings.map((f) => f.severity)).toEqual(expected);
    expect(r.effective_tools).toEqual([]);
  });

  it('profileFor: first paths match in config order, x-profile first', () => {
    const settings = settingsWith({
      permissionProfiles: { a: { allow: [], paths: ['skills/x/**'] }, b: { allow: [], paths: ['skills/**'] } },
    });
    const data = emptyData();
    expect(profileFor({ path: 'skills/x/SKILL.md', data, settings })).toMatchObject({ kind: 'profile', name: 'a' });
    expect(profileFor({ path: 'skills/y/SKILL.md', data, settings })).toMatchObject({ kind: 'profile', name: 'b' });
    expect(profileFor({ path: 'other/SKILL.md', data, settings })).toEqual({ kind: 'none' });
    data.x_extensions['x-profile'] = 'b';
    expect(profileFor({ path: 'skills/x/SKILL.md', data, settings })).toMatchObject({ name: 'b', via: 'x-profile' });
    data.x_extensions['x-profile'] = 3;
    expect(profileFor({ path: 'skills/x/SKILL.md', data, settings })).toEqual({
      kind: 'unknown',
      notName: '3 (a number)',
    });
  });
});

describe('which permission profile governs, by paths: the first in the file', () => {
  it('a profile named like a number ("2024") does not jump ahead of one listed before it', async () => {
    const yaml = (second: string) =>
      `permission_profiles:\n  locked:\n    allow: [read-only]\n    paths: ["skills/**"]\n  ${second}:\n    allow: [read-only, trusted]\n    paths: ["skills/review/**"]\n`;
    for (const second of ['"2024"', 'legacy', '"1"']) {
      const partial = await parseConfig(yaml(second), '.skillgate.yml');
      const settings = settingsWith({ permissionProfiles: partial.permissionProfiles! });
      const data = emptyData();
      expect([second, profileFor({ path: 'skills/review/SKILL.md', data, settings })]).toEqual([
        second,
        expect.objectContaining({ kind: 'profile', name: 'locked', via: 'paths' }),
      ]);
      const r = checkText(v1(['Read', 'Bash']), {
        dir: 'review',
        settings: { permissionProfiles: partial.permissionProfiles! },
      });
      expect(r.effective_tools).toEqual(['Read']);
    }
  });
});

describe('description-trigger', () => {
  const cases: [string, boolean][] = [
    ['Reviews code. Use when a PR is opened.', true],
    ['Formats SQL. Use before committing migrations.', true],
    ['Use this skill whenever the user wants a PDF.', true],
    ['Builds decks. Use it for slides and presentations.', true],
    ['Use this skill any time a .pptx file is involved.', true],
    ['Splits commits. Trigger when the user mentions commits.', true],
    // Phrasings of public skills (a sweep of 8,700 found each one flagged before).
    ['This skill should be used when the user asks about PDFs.', true],
    ['Handles PDFs. Activates when the user mentions PDF files.', true],
    ['Handles PDFs. Trigger with phrases like "merge these".', true],
    ['Use to merge PDFs.', true],
    ['Merges PDFs. Applies when two files are attached.', true],
    ['Helps with PDFs.', false],
    ['Tools to use.', false],
    ['Used for PDFs.', false],
    ['A useful tool for PDFs.', false],
    ['Toolkit for testing web apps with Playwright.', false],
    // A trigger must say when (a word after it), and not the other way round.
    ['Does X. Use when', false],
    ['Does X. Use when.', false],
    ['Does X. Use when ...', false],
    ['Does X. Do not use when Y.', false],
    ["Does X. Don't use this skill for Y.", false],
    ['Does X. Never use before Y.', false],
    ['Does X. Do not use when Y. Use when Z.', true],
    ['Does X. Use when "merge" is asked.', true],
    ['Does X. Use for 3D files.', true],
    // Something that is not a word still says when; other negations do not.
    ['Does X. Use for /review requests.', true],
    ['Does X. Use on .env files.', true],
    ['Does X. Use for @mentions.', true],
    ['Does X. Use when [CI] fails.', true],
    ['Does X. Use when ~/.bashrc changes.', true],
    ['Does X. Use when « résumé » is asked.', true],
    ["Does X. Can't use when offline.", false],
    ['Does X. Cannot use when offline.', false],
    ['Does X. Do not ever use when offline.', false],
    ['Does X. Use when …', false],
    // A trigger word followed by a closing quote or bracket, or a dash alone, says nothing.
    ['Lints prose and flags the filler phrase "use when".', false],
    ['Formats code (see use when).', false],
    ['Formats code. Use for —', false],
    ['Formats code. Use when -', false],
    ['Tracks expenses. Use when -- the user mentions money', true],
    ["Formats code. 'Use when'", false],
    ['Does X. Use when "deploy" is said.', true],
    ['Does X. Use when \u201cdeploy\u201d is said.', true],
    ['Does X. Use when (and only when) asked.', true],
    ['Does X. Use when `make` fails.', true],
    // An emoji or other symbol is something said, as a word is.
    ['Does X. Use when \u{1F600} happens.', true],
    ['Does X. Use when \u2605 is shown.', true],
    // Claude Code's subagent phrasings and other common ones (the policy audit found each flagged).
    ['Reviews code. Use PROACTIVELY when code changes.', true],
    ['Reviews code. Use proactively when code changes.', true],
    ['Reviews code. Use immediately after writing code.', true],
    ['Formats. Use only when asked.', true],
    ['Formats. Use only before merging.', true],
    ['When the user asks to format, use this.', true],
    ['Fills PDF forms. When Claude needs to fill in a PDF form, read forms.md.', true],
    ['This skill is used when merging.', true],
    // "Used when …" opening a sentence, "Best used when …", "Useful when …" (a review found them warned).
    ['Formats SQL. Used when the user pastes a query.', true],
    ['Used before every release.', true],
    ['Formats SQL. Best used when the user pastes a query.', true],
    ['Formats SQL. Useful when the user pastes a query.', true],
    ['Formats SQL. Helpful if a query fails.', true],
    // ... not a use that says what it is for, or a tool used by it.
    ['Formats SQL. Used for PDFs.', false],
    ['Formats SQL with the library it used when it was written.', false],
    ['Lints. Use while editing.', true],
    ['Lints. Use as soon as files change.', true],
    ['Formats. Call when formatting.', true],
    ['Checks links. Runs when docs change.', true],
    // Real descriptions the sweep of public skills found warned (2026-12-06).
    ['Indexes the WoW API. Use this skill FIRST when looking up any function.', true],
    ['Upgrades SDKs. Use this agent when the user needs to upgrade packages.', true],
    ['Writes the daily log. Use at the end of the workday.', true],
    ['Looks things up. Trigger this tool when information is needed.', true],
    // ... and not these, which say nothing of when (the re-review found them passing).
    ['Does X. Use at your own risk.', false],
    ['Does X. Use at least Node 20.', false],
    ['Does X. Use this tool at your own risk.', false],
    ['Does X. Apply this tool with caution.', false],
    // ... while these say when (the next review found them warned).
    ['Reviews. Apply this tool when the user asks for a review.', true],
    ['Reviews. Triggers this agent when a PR opens.', true],
    ['Lints. Invoke this tool on every commit.', true],
    ['Formats YAML. Use at all times when editing YAML.', true],
    ['Deploys. Use at your own discretion when deploying.', true],
    // ... and still not these.
    ['Does X. Do not use proactively when offline.', false],
    ['Does X. Never use only before Y.', false],
    ['Says when.', false],
    ['Formats code whenever.', false],
    // Nor these, which say how or where, not when (review found each passing).
    ['Checks links. Runs on Linux and macOS.', false],
    ['Checks links. Runs with Python 3.12.', false],
    ['Parses forms. Called with a JSON object.', false],
    ['Lays out text. Can use right to left text.', false],
    ['Builds sheets. Run for each sheet.', false],
    ['Summarizes. When finished it prints a summary.', false],
    ['Summarizes. When done, it exits.', false],
    // ... while these do (the re-review found each warned once the "When" rule was a closed list).
    ['When implementing login flows, OAuth or sessions, read auth.md.', true],
    ['Resolves conflicts. When there are merge conflicts, start here.', true],
    ['Fixes tests. When tests fail, run this.', true],
    ['When developers ask for a changelog, write one.', true],
    ['Reviews code. Use right after editing a file.', true],
    ['Tags releases. Use right before tagging.', true],
    ['Lints. Runs on every pull request.', true],
    ['Formats. Runs on every save.', true],
  ];
  it('reads U+0085 (NEXT LINE) as the line break it is, not as a letter between words', () => {
    expect(hasTrigger('Formats SQL. Use\u0085when the user pastes a query.')).toBe(true);
    expect(hasTrigger('Formats SQL.\u0085When the user pastes a query, format it.')).toBe(true);
    expect(hasTrigger('Formats SQL. Use \u0085 when the user pastes a query.')).toBe(true);
    expect(hasTrigger('Formats SQL. Use\u0085\u0085')).toBe(false);
  });
  it('reads "Trigger:" / "Triggers:" lines (block scalars of public skills) as a trigger', () => {
    expect(hasTrigger('Handles PDFs.\nTrigger: "merge pdf", "split pdf".')).toBe(true);
    expect(hasTrigger('Handles PDFs.\nTriggers: merge, split')).toBe(true);
    expect(hasTrigger('Handles PDFs.\nNotes: none')).toBe(false);
    // ... with something after it.
    expect(hasTrigger('Handles PDFs.\nTriggers:')).toBe(false);
    expect(hasTrigger('Handles PDFs. Use when: a PR is opened.')).toBe(true);
  });

  it('reads a list after the trigger as saying when (public skills write "Use when:" then items)', () => {
    expect(hasTrigger('Tracks expenses.\n\nUse when:\n- the user mentions money\n- a receipt is shared')).toBe(true);
    expect(hasTrigger('Typed swap SDK. USE THIS SKILL WHEN: - building TypeScript apps')).toBe(true);
    expect(hasTrigger('Tracks expenses. Use when:\n\u2022 the user mentions money')).toBe(true);
    expect(hasTrigger('Tracks expenses. Use when:\n* the user mentions money')).toBe(true);
    // ... and a bullet with nothing after it still says nothing.
    expect(hasTrigger('Formats code. Use when: -')).toBe(false);
    expect(hasTrigger('Formats code. Use when:\n- ')).toBe(false);
    expect(hasTrigger('Formats code. Use when:\n-\n-')).toBe(false);
  });

  it('reads a CJK bracket, an ellipsis or an arrow after the trigger as saying when (public skills write them)', () => {
    // takusaotome/claude-skills-library: `Use when: 「AIっぽい文章を直して」` was warned as saying nothing.
    expect(hasTrigger('Converts text. Use when: \u300cAI\u3063\u307d\u3044\u6587\u7ae0\u300d is asked.')).toBe(true);
    expect(hasTrigger('Converts text. Use when \u300ePDF\u300f is mentioned.')).toBe(true);
    expect(hasTrigger('Converts text. Use when \u300aPDF\u300b is mentioned.')).toBe(true);
    expect(hasTrigger('Converts text. Use when \uff08PDF\uff09 is mentioned.')).toBe(true);
    expect(hasTrigger('Converts text. Use when \u3010PDF\u3011 is mentioned.')).toBe(true);
    expect(hasTrigger('Converts text. Use when\u2026 the user asks.')).toBe(true);
    expect(hasTrigger('Converts text. Use when... the user asks.')).toBe(true);
    expect(hasTrigger('Converts text. Use when \u2192 the user asks.')).toBe(true);
    expect(hasTrigger('Converts text. Use when > the user asks.')).toBe(true);
    // ... and with nothing after them still says nothing.
    expect(hasTrigger('Converts text. Use when\u2026')).toBe(false);
    expect(hasTrigger('Converts text. Use when...')).toBe(false);
    expect(hasTrigger('Converts text. Use when \u2192')).toBe(false);
    expect(hasTrigger('Converts text. Use when \u300c\u300d.')).toBe(false);
    // A fullwidth colon or quote, as CJK text writes them.
    expect(hasTrigger('Converts text. Use when\uff1a\u7528\u6237\u8981\u6c42\u65f6')).toBe(true);
    expect(hasTrigger('Converts text. Use when \uff02PDF\uff02 is mentioned.')).toBe(true);
    // An ellipsis with no space after it, as CJK text and hurried English write it.
    for (const d of [
      'Makes PDFs. Use when\u2026the user asks for a PDF.',
      'Makes PDFs. Use when...the user asks for a PDF.',
      'Makes PDFs. Use when\u2026(the user asks).',
      'Makes PDFs. Use when\u2026\u201cPDF\u201d is mentioned.',
      'Makes PDFs. Use when\u2026\u300cPDF\u300d is mentioned.',
      'Makes PDFs. Use when:\u2026the user asks.',
      'Makes PDFs. Use when\u2026\u2192 the user asks.',
    ])
      expect([d, hasTrigger(d)]).toEqual([d, true]);
    // An ellipsis right before a closing quote ends a quoted phrase: no trigger.
    expect(hasTrigger("Writes 'use when\u2026' lines.")).toBe(false);
    expect(hasTrigger("Writes 'use when...' lines.")).toBe(false);
    // A closing quote still ends the phrase (the phrase “use when” is quoted, not a trigger).
    expect(hasTrigger('Explains the phrase \u201cuse when\u201d.')).toBe(false);
    expect(hasTrigger('Explains the phrase \u300cuse when\u300d.')).toBe(false);
  });

  it('reads "Activate ONLY when", "Trigger words:" and "Trigger keywords -" as triggers (public skills write them)', () => {
    expect(hasTrigger('Tracks events. Activate ONLY when the user asks about analytics.')).toBe(true);
    expect(hasTrigger('Tracks events. Invoke automatically before a release.')).toBe(true);
    expect(hasTrigger('Tracks events.\nTrigger words: analytics, funnel.')).toBe(true);
    expect(hasTrigger('Tracks events. Trigger keywords - analytics, funnel.')).toBe(true);
    expect(hasTrigger('Tracks events. Trigger phrases \u2014 "show the funnel".')).toBe(true);
    // ... with nothing after them, or negated, still not.
    expect(hasTrigger('Tracks events. Trigger words:')).toBe(false);
    expect(hasTrigger('Tracks events. Trigger keywords -')).toBe(false);
    expect(hasTrigger('Tracks events. Never activate only when asked.')).toBe(false);
    // "Applies only when/if" says when; a trigger verb's adverb takes on/for/with too.
    for (const d of [
      'Makes PDFs. Applies only when the user asks.',
      'Makes PDFs. Apply only when the user asks.',
      'Makes PDFs. Applies only if the repo has PDFs.',
      'Makes PDFs. Invoke only on push.',
      'Makes PDFs. Triggers only for PDFs.',
    ])
      expect([d, hasTrigger(d)]).toEqual([d, true]);
    // "Applies only on Linux" says where, not when.
    expect(hasTrigger('Formats code. Applies only on Linux.')).toBe(false);
    expect(hasTrigger('Formats code. Applies only with care.')).toBe(false);
    // A trigger word as a plain noun says nothing ("the trigger words list").
    expect(hasTrigger('Edits the trigger words list of a bot.')).toBe(false);
  });

  it('reads a run of line breaks or spaces in linear time (8x the run costs far less than 64x)', async () => {
    // `\n\s*when` rescanned a run of line breaks from each of them: quadratic in the run.
    for (const unit of ['\n', '\n ']) {
      const run = (n: number) => {
        const d = `a${unit.repeat(n)}b`;
        const t0 = cpuNow();
        for (let k = 0; k < 20; k++) expect(hasTrigger(d)).toBe(false);
        return cpuNow() - t0;
      };
      const { small, big } = await growth(run, 1000, 8000);
      process.stderr.write(
        `  [${JSON.stringify(unit)} x n: 1,000 ${small.toFixed(1)} ms, 8,000 ${big.toFixed(1)} ms]\n`,
      );
      expect(big / Math.max(small, 1)).toBeLessThan(24);
    }
    // ... and still finds a trigger after one.
    expect(hasTrigger(`Makes PDFs.${'\n'.repeat(500)}When the user asks for one, use this.`)).toBe(true);
  });

  it('reads a trigger through invisible format characters (bidi controls, zero-width ones)', () => {
    // "Use when\u202e a task …" shows as a trigger; the invisible character between the
    // words hides nothing a reader of the description would miss.
    expect(hasTrigger('Merges PDFs. Use when\u202e a PR is opened.')).toBe(true);
    expect(hasTrigger('Merges PDFs. Use\u200b when a PR is opened.')).toBe(true);
    expect(hasTrigger('Merges PDFs. \u2066Use when\u2069 a PR is opened.')).toBe(true);
    // Seen through, a negation still negates and a bare trigger still says nothing.
    expect(hasTrigger('Merges PDFs. Do not\u200b use when a PR is opened.')).toBe(false);
    expect(hasTrigger('Merges PDFs. Use when\u200b.')).toBe(false);
  });

  it.each(cases)('%j -> trigger %s', (desc, ok) => {
    expect(hasTrigger(desc)).toBe(ok);
    const r = checkText(v1(['Read'], '', desc));
    expect(brief(r)).toEqual(ok ? [] : [['description-trigger', 'warning', 4, 14]]);
  });

  it('works in agentskills on the description value', () => {
    const r = checkText(as('Read', '', 'Helps with PDFs.'), { settings: { profile: 'agentskills' } });
    expect(brief(r)).toEqual([['description-trigger', 'warning', 3, 14]]);
  });

  it.each<[RuleSetting, string[]]>([
    ['error', ['error']],
    ['warning', ['warning']],
    ['off', []],
  ])('rules: description-trigger: %s', (sev, expected) => {
    const r = checkText(v1(['Read'], '', 'Helps.'), { settings: { rules: { 'description-trigger': sev } } });
    expect(r.findings.map((f) => f.severity)).toEqual(expected);
    expect(r.outcome).toBe(sev === 'error' ? 'invalid_field' : 'ok');
  });
});
