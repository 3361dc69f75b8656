/** `rules:`, `tools:` and `permission_profiles:` in .skillgate.yml (SPEC §6–§7). */
import { cpuNow, growth } from '../helpers/cpu.js';
import { parseConfig } from '../../src/core/config.js';
import { CONTRACT_CODES, RULE_IDS, UsageError } from '../../src/core/diagnostic.js';

const parse = (text: string, profile?: 'v1' | 'agentskills') => parseConfig(text, '.skillgate.yml', { profile });

async function refused(text: string, profile?: 'v1' | 'agentskills'): Promise<string> {
  try {
    await parse(text, profile);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error('config was accepted');
}

describe('rules:', () => {
  it.each([...RULE_IDS])('%s accepts error, warning and off', async (id) => {
    for (const sev of ['error', 'warning', 'off'] as const) {
      expect((await parse(`rules:\n  ${id}: ${sev}\n`)).rules).toEqual({ [id]: sev });
    }
  });

  it.each([...CONTRACT_CODES])('refuses the contract code %s', async (code) => {
    const msg = await refused(`rules:\n  ${code}: off\n`);
    expect(msg).toContain(`.skillgate.yml:2:3: rules.${code}: "${code}" is a contract code, not a rule`);
  });

  it('refuses another severity and an unknown rule, with a suggestion', async () => {
    expect(await refused('rules:\n  denied-tool: info\n')).toContain(
      '.skillgate.yml:2:16: rules.denied-tool: must be one of "error", "warning", "off"',
    );
    expect(await refused('rules:\n  denied_tool: off\n')).toContain('did you mean "denied-tool"?');
  });

  it('names the contract code a key spells as a rule id would (unknown-tool is UnknownTool, no rule)', async () => {
    expect(await refused('rules:\n  unknown-tool: off\n')).toContain(
      '.skillgate.yml:2:3: rules.unknown-tool: "unknown-tool" names the contract code "UnknownTool", not a rule: it cannot be configured or switched off',
    );
    expect(await refused('rules:\n  duplicate_id: warning\n')).toContain(
      'names the contract code "DuplicateId", not a rule',
    );
    // A rule id misspelled stays a rule id: unknown_field is the rule, not the code UnknownField.
    const field = await refused('rules:\n  unknown_field: off\n');
    expect(field).toContain('did you mean "unknown-field"?');
    expect(field).not.toContain('contract code');
  });

  it('UnknownField, a contract code, points at the rule unknown-field its name also spells', async () => {
    expect(await refused('profile: agentskills\nrules:\n  UnknownField: off\n')).toContain(
      'rules.UnknownField: "UnknownField" is a contract code, not a rule: it cannot be configured or switched off; did you mean the rule "unknown-field"?',
    );
    expect(await refused('rules:\n  UnknownTool: off\n')).not.toContain('did you mean');
  });

  it('a severity cut short is named: warn is warning', async () => {
    expect(await refused('rules:\n  denied-tool: warn\n')).toContain('got "warn"; did you mean "warning"?');
    expect(await refused('rules:\n  denied-tool: err\n')).toContain('got "err"; did you mean "error"?');
    expect(await refused('rules:\n  denied-tool: o\n')).not.toContain('did you mean');
  });
});

describe('include / exclude globs', () => {
  it('refuses a "!" glob beside others: a list adds it (every path outside it), where gitignore would subtract', async () => {
    expect(await refused('include: ["skills/**", "!skills/a/**"]\n')).toContain(
      '.skillgate.yml:1:24: include[1] "!skills/a/**": a "!" glob beside other globs adds every path outside it (a path matches the list when any one glob matches it), it does not take paths out; leave those paths out with exclude: ["skills/a/**"]',
    );
    expect(await refused('exclude: ["skills/**", "!skills/keep/**"]\n')).toContain(
      'exclude[1] "!skills/keep/**": a "!" glob beside other globs adds every path outside it (a path matches the list when any one glob matches it), it does not take paths out; list only the paths to leave out',
    );
    expect(await refused('permission_profiles:\n  p:\n    allow: []\n    paths: ["!x/**", "skills/**"]\n')).toContain(
      'permission_profiles.p.paths[0] "!x/**": a "!" glob beside other globs adds every path outside it',
    );
    // Alone it is picomatch's negation (documented); a `!(…)` group is no "!" glob.
    expect((await parse('exclude: ["!skills/**"]\n')).exclude).toEqual(['!skills/**']);
    expect((await parse('include: ["skills/!(old)/**", "team/**"]\n')).include).toHaveLength(2);
  });

  it("refuses an unclosed ( (the glob would match nothing); a negated glob is picomatch's, and kept", async () => {
    expect((await parse('include: ["!skills/**"]\n')).include).toEqual(['!skills/**']);
    expect(await refused('exclude: ["skills/(a"]\n')).toContain(
      'exclude[0] "skills/(a" is not a valid glob: glob has an unclosed `(`',
    );
    // Escaped, in a class, or closed: fine.
    expect((await parse('include: ["skills/\\\\(a/**", "skills/[(]x/**", "skills/@(a|b)/**"]\n')).include).toHaveLength(
      3,
    );
  });
});

describe('a glob that names a folder', () => {
  it('is refused: it matches no SKILL.md, so a profile would govern (or a list keep) none of the skills in it', async () => {
    expect(
      await refused(
        'permission_profiles:\n  reviewer:\n    allow: [read-only]\n    paths: ["skills/review", "skills/other/**"]\n',
      ),
    ).toContain(
      '.skillgate.yml:4:13: permission_profiles.reviewer.paths[0] "skills/review" can match no SKILL.md: config globs match each SKILL.md\'s path from the repository root; for a folder and everything under it, write "skills/review/**"',
    );
    expect(await refused('include: ["skills/"]\n')).toContain('include[0] "skills/" can match no SKILL.md');
    expect(await refused('exclude: ["vendor"]\n')).toContain('write "vendor/**"');
    expect(await refused('exclude: ["skills/a/skill.md"]\n')).toContain('can match no SKILL.md');
    // A SKILL.md, a wildcard, a class, a brace or a group in the last part, or a "!" glob, can.
    const fine = [
      'SKILL.md',
      'skills/a/SKILL.md',
      'skills/*',
      'skills/**',
      'a/SKILL.[m]d',
      'a/{SKILL.md,x}',
      'a/@(SKILL.md)',
    ];
    expect((await parse(`include: ${JSON.stringify(fine)}\n`)).include).toEqual(fine);
    expect((await parse('exclude: ["!skills/keep"]\n')).exclude).toEqual(['!skills/keep']);
    // Quoted text and a bare `|` are picomatch's: `"skills/a[1]/SKILL.md"` is that very path.
    const quoted = ['"skills/a[1]/SKILL.md"', 'skills/rev/SKILL.md|skills/other'];
    expect((await parse(`include: ${JSON.stringify(quoted)}\n`)).include).toEqual(quoted);
  });
});

describe('tools:', () => {
  it('registers MCP tools in v1', async () => {
    expect((await parse('tools:\n  mcp__github__search_code: read-only\n')).tools).toEqual({
      mcp__github__search_code: 'read-only',
    });
  });

  it('refuses other names in v1, and accepts them in agentskills (config or flag)', async () => {
    expect(await refused('tools:\n  WebFetch: read-only\n')).toContain(
      '.skillgate.yml:2:3: tools.WebFetch: in profile v1 only MCP tools',
    );
    expect((await parse('profile: agentskills\ntools:\n  WebFetch: read-only\n')).tools).toEqual({
      WebFetch: 'read-only',
    });
    expect((await parse('tools:\n  WebFetch: read-only\n', 'agentskills')).tools).toEqual({ WebFetch: 'read-only' });
    // A flag's v1 wins over the file's agentskills.
    expect(await refused('profile: agentskills\ntools:\n  WebFetch: read-only\n', 'v1')).toContain('only MCP tools');
  });

  it("refuses a tool named as a class: a profile's allow would read it as the class", async () => {
    for (const name of ['read-only', 'trusted', 'Trusted', 'READ-ONLY'])
      expect(await refused(`profile: agentskills\ntools:\n  ${name}: trusted\n`)).toContain(
        `.skillgate.yml:3:3: tools.${name}: "${name}" is the name of a tool class (read-only, write, trusted): a permission profile's allow would read it as the class, so it cannot name a tool`,
      );
  });

  it('refuses two registered tools that differ only in letter case', async () => {
    // `WebFetch: read-only` beside `webfetch: trusted`: a client matching names regardless of
    // case could run the trusted tool for a read-only grant.
    expect(await refused('profile: agentskills\ntools:\n  WebFetch: read-only\n  webfetch: trusted\n')).toContain(
      '.skillgate.yml:4:3: tools.webfetch: "webfetch" differs from the registered tool "WebFetch" only in letter case: tool names are case-sensitive, and a client that matches them regardless of case could take one for the other; register one spelling',
    );
    expect(
      await refused('tools:\n  mcp__gh__search: read-only\n  mcp__gh__Search: read-only\n  mcp__GH__SEARCH: write\n'),
    ).toMatch(
      /:3:3: tools\.mcp__gh__Search: .* "mcp__gh__search" only in letter case[^]*:4:3: tools\.mcp__GH__SEARCH: /,
    );
    // A name refused for another reason is no registered tool to compare with.
    const msg = await refused('tools:\n  MCP__s__t: read-only\n  mcp__s__t: write\n');
    expect(msg).toContain('tools.MCP__s__t: in profile v1 only MCP tools');
    expect(msg).not.toContain('differs from the registered tool');
  });

  it('refuses native tools, narrowed native tools and unknown classes', async () => {
    expect(await refused('profile: agentskills\ntools:\n  Bash: read-only\n')).toContain('fixed class trusted');
    expect(await refused('profile: agentskills\ntools:\n  Bash(git:*): read-only\n')).toContain(
      '"Bash(git:*)" takes the fixed class trusted of the native tool "Bash"',
    );
    // A native tool's name in other letter case: a client matching names regardless of case
    // would give `bash` the shell under a read-only profile.
    for (const [name, native] of [
      ['bash', 'Bash'],
      ['BASH', 'Bash'],
      ['read', 'Read'],
      ['bash(git:*)', 'Bash'],
      ['memoryemit', 'MemoryEmit'],
    ])
      for (const profile of ['agentskills', 'v1'])
        expect(await refused(`profile: ${profile}\ntools:\n  ${name}: read-only\n`)).toContain(
          `.skillgate.yml:3:3: tools.${name}: "${name}" differs from the native tool "${native}" only in letter case`,
        );
    // Folded as a client that ignores case folds them (long s, dotless i, fullwidth): a look-alike.
    for (const [name, native, cp] of [
      ['ba\u017fh', 'Bash', '017F'],
      ['Ed\u0131t', 'Edit', '0131'],
      ['\uff42\uff41\uff53\uff48', 'Bash', 'FF42'],
    ])
      for (const profile of ['agentskills', 'v1'])
        expect(await refused(`profile: ${profile}\ntools:\n  ${name}: read-only\n`)).toContain(
          `.skillgate.yml:3:3: tools.${name}: "${name}" is a look-alike of the native tool "${native}" (it holds U+${cp}): one a client could take for a native tool cannot be registered`,
        );
    // Any other name outside printable ASCII: a Cyrillic а in Bash folds to nothing native, yet
    // reads as Bash in review (`effective_tools: ["Read", "Bаsh"]` under a read-only profile).
    for (const name of ['B\u0430sh', 'my\u200btool', 'caf\u00e9'])
      expect(await refused(`profile: agentskills\ntools:\n  ${name}: read-only\n`)).toMatch(
        /^\s*\.skillgate\.yml:3:3: tools\..*: ".*" holds U\+(0430|200B|00E9): a registered tool name is printable ASCII/m,
      );
    expect(await refused('tools:\n  mcp__a__b: admin\n')).toContain('must be one of "read-only", "write", "trusted"');
    // A key of 50,000 characters is named cut, each time a message names it.
    const long = 'mcp__a__' + 'b'.repeat(50_000);
    const cut = await refused(`profile: v1\ntools:\n  ? ${long}\n  : admin\n`);
    expect(cut).toContain(`tools."mcp__a__${'b'.repeat(172)}…" (50008 characters): must be one of`);
    expect(cut.length).toBeLessThan(1000);
    // A near miss of an enum value is named, with what was written.
    expect(await refused('tools:\n  mcp__a__b: readonly\n')).toContain(
      '.skillgate.yml:2:14: tools.mcp__a__b: must be one of "read-only", "write", "trusted"; got "readonly"; did you mean "read-only"?',
    );
    expect(await refused('trust: Local\n')).toContain('got "Local"; did you mean "local"?');
  });

  it("refuses a narrowed form of any tool (it takes its base tool's class), and a name that is half of one", async () => {
    expect(await refused('profile: agentskills\ntools:\n  Task: trusted\n  Task(x): read-only\n')).toContain(
      '.skillgate.yml:4:3: tools.Task(x): "Task(x)" is a narrowed form of "Task", which takes the class of "Task": register "Task" instead',
    );
    for (const name of ['"Task("', '"(x)"', '"a)b"'])
      expect(await refused(`profile: agentskills\ntools:\n  ${name}: read-only\n`)).toMatch(/is not a tool name/);
  });

  it('says each problem once: a bad key names the key, a class left empty is one error, not two', async () => {
    expect(
      await refused('tools:\n  mcp__ok__x: read-only\n  "mcp__a b__c": read-only\n  mcp__a__b:\n  "": write\n'),
    ).toBe(
      [
        'invalid config .skillgate.yml:',
        '  .skillgate.yml:3:3: tools: key "mcp__a b__c" must not contain spaces or other whitespace',
        '  .skillgate.yml:4:3: tools.mcp__a__b: must be a string',
        '  .skillgate.yml:5:3: tools: key "" must not be empty',
      ].join('\n'),
    );
  });
});

describe('permission_profiles:', () => {
  it('reads allow and paths', async () => {
    const s = await parse(
      'permission_profiles:\n  reviewer:\n    allow: [read-only, Bash]\n    paths: ["skills/review/**"]\n  plain:\n    allow: []\n',
    );
    expect(s.permissionProfiles).toEqual({
      reviewer: { allow: ['read-only', 'Bash'], paths: ['skills/review/**'], order: 0, at: { line: 2, column: 3 } },
      plain: { allow: [], paths: [], order: 1, at: { line: 5, column: 3 } },
    });
  });

  it('requires allow', async () => {
    expect(await refused('permission_profiles:\n  reviewer:\n    paths: ["x/**"]\n')).toContain('allow');
  });

  it('refuses an allow entry that is neither a class nor a tool, with a suggestion', async () => {
    expect(await refused('permission_profiles:\n  r:\n    allow: [Read, readonly]\n')).toContain(
      '.skillgate.yml:3:19: permission_profiles.r.allow[1] "readonly" is neither a tool class (read-only, write, trusted) nor a known tool; did you mean "read-only"?',
    );
    // Registered and narrowed native names pass.
    const s = await parse(
      'tools:\n  mcp__gh__search: read-only\npermission_profiles:\n  r:\n    allow: [mcp__gh__search, "Bash(git:*)", write]\n',
    );
    expect(s.permissionProfiles?.r.allow).toEqual(['mcp__gh__search', 'Bash(git:*)', 'write']); // A narrowed form of a tool nobody registered is a typo as its base would be.
    expect(await refused('profile: agentskills\npermission_profiles:\n  r:\n    allow: ["Task(x)"]\n')).toContain(
      'permission_profiles.r.allow[0] "Task(x)" is neither a tool class',
    );
    expect(
      (await parse('profile: agentskills\ntools:\n  Task: write\npermission_profiles:\n  r:\n    allow: ["Task(x)"]\n'))
        .permissionProfiles?.r.allow,
    ).toEqual(['Task(x)']);
  });

  it('refuses an MCP name that is not registered under tools (a typo would pass unseen)', async () => {
    expect(
      await refused('tools:\n  mcp__gh__search: read-only\npermission_profiles:\n  r:\n    allow: [mcp__gh__serch]\n'),
    ).toContain(
      '.skillgate.yml:5:13: permission_profiles.r.allow[0] "mcp__gh__serch" is not a registered tool: register it under `tools` with its class, or fix the name; did you mean "mcp__gh__search"?',
    );
  });

  it('gives up the did-you-mean past its budget: 20,000 long registered names (seconds of edit distances)', async () => {
    const long = 'a'.repeat(185);
    const tools = Array.from(
      { length: 20_000 },
      (_, i) => `  mcp__s__${long}${String(i).padStart(6, '0')}: read-only\n`,
    );
    const message = await refused(
      `tools:\n${tools.join('')}permission_profiles:\n  p:\n    allow: [mcp__s__${long}zzzzzz]\n`,
    );
    expect(message).toContain('is not a registered tool: register it under `tools` with its class, or fix the name');
    expect(message).not.toContain('did you mean');
  });
});

describe('broker_version:', () => {
  it('is full SemVer or a release written short (as the flag reads it), quoted', async () => {
    expect((await parse('broker_version: "1.5"\n')).brokerVersion).toBe('1.5.0');
    expect((await parse('broker_version: "2"\n')).brokerVersion).toBe('2.0.0');
    expect((await parse('broker_version: 1.4.0-rc.1\n')).brokerVersion).toBe('1.4.0-rc.1');
    expect(await refused('broker_version: 1.10\n')).toContain(
      '.skillgate.yml:1:17: broker_version: must be a string; quote the version, as in broker_version: "1.5"',
    );
    for (const bad of ['"v1.5"', '"1.5."', '"01.5"', '"1.2.3.4"'])
      expect(await refused(`broker_version: ${bad}\n`)).toContain(
        `.skillgate.yml:1:17: broker_version: must be a SemVer 2.0.0 version such as "1.4.0" (or "1.5" for 1.5.0), with no "v" prefix; got ${bad}`,
      );
  });
});

describe('a config with a great many errors', () => {
  const profiles = (n: number) =>
    `permission_profiles:\n${Array.from({ length: n }, (_, i) => `  p${i}:\n    allow: [read-only]\n    paths: [1]\n`).join('')}`;
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}: 1\n`).join('');

  it('lists the first 50, each with its line, and counts the rest', async () => {
    const message = await refused(keys(120));
    const lines = message.split('\n');
    expect(lines[0]).toBe('invalid config .skillgate.yml:');
    expect(lines.slice(1, 51).every((l, i) => l.startsWith(`  .skillgate.yml:${i + 1}:1: unknown key "k${i}"`))).toBe(
      true,
    );
    expect(lines.slice(51)).toEqual(['  … and 70 more errors']);
    expect((await refused(profiles(3))).split('\n')).toHaveLength(4);
  });

  it('says "1 more error", singular, when one is left over (51 unknown keys)', async () => {
    const lines = (await refused(keys(51))).split('\n');
    expect(lines).toHaveLength(52);
    expect(lines.at(-1)).toBe('  … and 1 more error');
  });

  it('lists 50 glob problems, then says "1 more error", singular, for the 51st', async () => {
    const globs = JSON.stringify(Array.from({ length: 51 }, (_, i) => `/abs${i}`));
    const lines = (await refused(`include: ${globs}\n`)).split('\n');
    expect(lines).toHaveLength(52);
    expect(lines.slice(1, 51).every((l, i) => l.includes(`include[${i}] "/abs${i}" is not a valid glob`))).toBe(true);
    expect(lines.at(-1)).toBe('  … and 1 more error');
  });

  it("past 50, the first 50 in the file's order are listed, whichever check found them first", async () => {
    // Schema errors: 60 bad tool classes (lines 2-61), then an unknown key (line 62) that the
    // schema's order reports early.
    const tools = `tools:\n${Array.from({ length: 60 }, (_, i) => `  mcp__a__t${i}: bogus\n`).join('')}zzz: 1\n`;
    const schema = (await refused(tools)).split('\n');
    expect(schema.slice(1, 51).map((l) => Number(/^ {2}\.skillgate\.yml:(\d+):/.exec(l)?.[1]))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 2),
    );
    expect(schema.slice(51)).toEqual(['  … and 11 more errors']);
    // The checks after the schema: 60 bad exclude globs (lines 2-61), then a bad include (62),
    // which is checked first.
    const globs = `exclude:\n${Array.from({ length: 60 }, (_, i) => `  - /abs${i}\n`).join('')}include: [/first]\n`;
    const checked = (await refused(globs)).split('\n');
    expect(checked.slice(1, 51).map((l) => Number(/^ {2}\.skillgate\.yml:(\d+):/.exec(l)?.[1]))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 2),
    );
    expect(checked.slice(51)).toEqual(['  … and 11 more errors']);
  });

  it("lists schema errors in the file's order, not the schema's", async () => {
    const message = await refused('profile: v2\nbogus: 1\ntrust: maybe\n');
    expect(message.split('\n').map((l) => l.replace(/: [a-z].*$/, ''))).toEqual([
      'invalid config .skillgate.yml:',
      '  .skillgate.yml:1:10',
      '  .skillgate.yml:2:1',
      '  .skillgate.yml:3:8',
    ]);
  });

  it("lists every glob and tool problem too, in the file's order, not only the first", async () => {
    const message = await refused(
      [
        "exclude: ['/a', 'b/../c']",
        "include: ['x/../y']",
        'tools:',
        '  Read: write',
        '  mcp__a__b: write',
        '  Bash(git:*): trusted',
        'permission_profiles:',
        '  r:',
        '    allow: [read-onyl, mcp__zz__q]',
        "    paths: ['[z-a]']",
        '',
      ].join('\n'),
    );
    expect(message.split('\n').map((l) => l.replace(/ is .*| takes .*|: "Read" .*/, ''))).toEqual([
      'invalid config .skillgate.yml:',
      '  .skillgate.yml:1:11: exclude[0] "/a"',
      '  .skillgate.yml:1:17: exclude[1] "b/../c"',
      '  .skillgate.yml:2:11: include[0] "x/../y"',
      '  .skillgate.yml:4:3: tools.Read',
      '  .skillgate.yml:6:3: tools.Bash(git:*): "Bash(git:*)"',
      '  .skillgate.yml:9:13: permission_profiles.r.allow[0] "read-onyl"',
      '  .skillgate.yml:9:24: permission_profiles.r.allow[1] "mcp__zz__q"',
      '  .skillgate.yml:10:13: permission_profiles.r.paths[0] "[z-a]"',
    ]);
  });

  it('is read in linear time: 8x the errors cost far less than 64x (ratio in one run)', async () => {
    for (const make of [keys, profiles]) {
      const { small, big } = await growth(
        async (n) => {
          const text = make(n);
          const t0 = cpuNow();
          await refused(text);
          return cpuNow() - t0;
        },
        5000,
        40_000,
      );
      process.stderr.write(`  [${make.name}: 5,000 errors ${small.toFixed(0)} ms, 40,000 ${big.toFixed(0)} ms]\n`);
      // Linear is 8x, though the collector's share grows with the heap (medians of 10 to 18
      // measured); quadratic is 64x.
      expect(big / small).toBeLessThan(32);
    }
  }, 60_000);
});

describe('globs in the config', () => {
  // A malformed glob matches nothing: a permission profile meant to narrow a skill's tools
  // would silently not apply, an exclude would exclude nothing.
  it.each([
    ['include: ["[z-a]"]\n', '.skillgate.yml:1:11: include[0] "[z-a]" is not a valid glob: reversed range'],
    // picomatch's compile time grows with the square of nested groups (4,096 characters of them, every run).
    [
      `exclude: ["${'{'.repeat(17)}a${'}'.repeat(17)}"]\n`,
      'is not a valid glob: groups nested more than 16 deep (at position 17); no glob needs so many',
    ],
    ['exclude: ["ok/**", "{a"]\n', '.skillgate.yml:1:20: exclude[1] "{a" is not a valid glob: unclosed `{`'],
    ['include: ["/abs/**"]\n', 'include[0] "/abs/**" is not a valid glob: glob is absolute'],
    ['exclude: ["../x/**"]\n', 'exclude[0] "../x/**" is not a valid glob: glob contains a `..` segment'],
    // It excluded nothing, in silence.
    [
      'exclude: ["skills/a/SKILL.md\\0"]\n',
      'exclude[0] "skills/a/SKILL.md\\u0000" is not a valid glob: glob holds a NUL character (at position 18); no path can',
    ],
    [
      'permission_profiles:\n  r:\n    allow: [read-only]\n    paths: ["[unclosed"]\n',
      '.skillgate.yml:4:13: permission_profiles.r.paths[0] "[unclosed" is not a valid glob: unclosed `[`',
    ],
    [
      'include: ["~*a*a*a*b/SKILL.md"]\n',
      '.skillgate.yml:1:11: include[0] "~*a*a*a*b/SKILL.md" is not a valid glob: glob is too complex: 4 runs of `*` in one segment of a glob with braces, groups, escapes, classes or other characters (at most 2)',
    ],
    [
      'exclude: ["{x,***a***a***a***b}/**"]\n',
      'exclude[0] "{x,***a***a***a***b}/**" is not a valid glob: glob is too complex',
    ],
    // An escape between stars does not join them into one run.
    ['exclude: ["s/[a]*\\\\a*\\\\a*\\\\a*b/x"]\n', 'is not a valid glob: glob is too complex: 4 runs'],
    // A class of other characters than letters, digits and `_` is left to the regex, and so
    // is one without a range (picomatch matches its own text too); a leading `./` too.
    ['exclude: ["s/[a.]*a*a*a*b/x"]\n', 'is not a valid glob: glob is too complex: 4 runs'],
    ['exclude: ["s/[a]*a*a*a*b/x"]\n', 'is not a valid glob: glob is too complex: 4 runs'],
    ['exclude: ["./skills/*a*a*a*a*b/**"]\n', 'is not a valid glob: glob is too complex: 5 runs'],
    // A group that repeats and holds a star backtracks exponentially (32 characters: 15 s).
    [
      'include: ["skills/+(a*)c/**"]\n',
      '.skillgate.yml:1:11: include[0] "skills/+(a*)c/**" is not a valid glob: glob is too complex: the group at position 8 repeats',
    ],
    ['exclude: ["skills/*(x*)/**"]\n', 'glob is too complex: the group at position 8 repeats'],
    ['exclude: ["skills/@(a|(b*)+)/**"]\n', 'glob is too complex: the group at position 12 repeats'],
    // A repeated group whose alternatives can match the same text backtracks exponentially too
    // (`@(a|aa)+b` against a folder of 44 `a`s: 80 s), and so does one holding a class or group.
    [
      'exclude: ["skills/@(a|aa)+b/**"]\n',
      'exclude[0] "skills/@(a|aa)+b/**" is not a valid glob: glob is too complex: the group at position 8 repeats (`+(…)`, `*(…)`, `(…)+`) and holds alternatives that can match the same text',
    ],
    [
      'exclude: ["skills/+([a-z]|a)b/**"]\n',
      'the group at position 8 repeats (`+(…)`, `*(…)`, `(…)+`) and holds alternatives',
    ],
    ['exclude: ["skills/{a,aa}+b/**"]\n', 'the group at position 8 repeats'],
    ['exclude: ["*(@(a|aa))b"]\n', 'the group at position 1 repeats (`+(…)`, `*(…)`, `(…)+`) and holds a group'],
    [
      'permission_profiles:\n  r:\n    allow: [read-only]\n    paths: ["s/(a|a)+b/**"]\n',
      'permission_profiles.r.paths[0] "s/(a|a)+b/**" is not a valid glob: glob is too complex: the group at position 3 repeats',
    ],
    // Segments that each hold several runs multiply (two folders of 100 `a`s: 5 s); so do groups
    // (`@(a|a)` 30 times against 40 `a`s: 35 s), and groups with runs.
    [
      'include: ["~*a*a/*a*a/*a*a/c/**"]\n',
      'include[0] "~*a*a/*a*a/*a*a/c/**" is not a valid glob: glob is too complex: runs of `*` in several segments (2, 2, 2); matching it can take exponential time on a long path',
    ],
    [
      `include: ["s/${'@(a|a)'.repeat(13)}b/**"]\n`,
      'glob is too complex: groups with more than 4096 alternatives in all',
    ],
    [
      `include: ["{${'a,'.repeat(256)}a}*a*ab/**"]\n`,
      'glob is too complex: 2 runs of `*` in one segment and groups with 257 alternatives in all',
    ],
    // Three runs in one segment (the cube of a folder name's length: 1,000 such globs against
    // a folder of 250 characters took a minute).
    [
      'exclude: ["s/*a*a*a[b]/**"]\n',
      'glob is too complex: 3 runs of `*` in one segment of a glob with braces, groups, escapes, classes or other characters (at most 2)',
    ],
    // A `!(…)` is a lazy loop as a `*` is.
    ['exclude: ["s/!(b)!(b)!(b)!(b)c/**"]\n', 'glob is too complex: 4 runs of `*` in one segment'],
    // Three `**` in a glob a regex matches: the folder depth cubed (four, 200 deep: 53 s).
    [
      "exclude: ['**/a/**/a/**/a/**/b[c]']\n",
      'glob is too complex: 4 `**` in a glob with braces, groups, escapes, classes or other characters (at most 2)',
    ],
    ["include: ['s/**/{a,b}/**/c/**']\n", 'glob is too complex: 3 `**` in a glob'],
    // Inside braces they loop over folders as well.
    ["exclude: ['{**,x}/{**,y}/{**,z}/e']\n", 'glob is too complex: 3 `**` in a glob'],
    // picomatch throws on a pattern over 65,536 characters: a config error, not an internal one.
    // The glob is quoted cut to its start and its length: a 2 MB glob is not a 2 MB message.
    [`exclude: ["${'*'.repeat(70000)}"]\n`, `exclude[0] "${'*'.repeat(180)}…" (70000 characters) is not a valid glob`],
    [`include: ["${'a/'.repeat(35000)}"]\n`, 'glob is 70000 characters long; the limit is 4096'],
  ])('refuses %j', async (text, message) => {
    expect(await refused(text)).toContain(message);
  });

  it('takes ordinary globs with braces, spaces or other characters: stars are counted per segment', async () => {
    const ok = [
      'skills/@(a*|b*)/**',
      'skills/+(ab)/**',
      'skills/\\+(a*)/**',
      'skills/**/*-{a,b}/**/*.md',
      './skills/**/team-*/*/**',
      'skills/My Team/*-*/*/**',
      'packages/@org/*-*/*/**/SKILL.md',
      '**/équipe-*/*-*/**',
      'a\\*b\\*c\\*d\\*/**',
      // Repeats that split a name one way only, and a few runs and groups.
      'skills/*([0-9])/**',
      'skills/*(a|b)-x/**',
      'skills/+(ab|cd)/**',
      '[a]*a*a/*a*a/c/**',
      `s/${'@(a|b)'.repeat(12)}/**`,
      '{a,b}/*-{x,y}-*/**',
    ];
    const settings = await parse(`include: ${JSON.stringify(ok)}\n`);
    expect(settings.include).toEqual(ok);
  });

  it('takes any number of stars and globstars in a glob of literals and classes of letters and digits (a scan matches them, not a regex)', async () => {
    const settings = await parse(
      `include: ["${'**a'.repeat(12)}b/SKILL.md", "x/**/${'*-'.repeat(12)}z/**", "[a-b]*a*a*a*b/SKILL.md", "[a-z]*a*a*a/*[0-9_]*a*a/c/**"]\n`,
    );
    expect(settings.include).toHaveLength(4);
  });

  it('refuses more than 10,000 globs in all, at the list that passes the limit', async () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => `t${i}/**`));
    const message = await refused(
      `include: ${list(3)}\npermission_profiles:\n  r:\n    allow: [read-only]\n    paths: ${list(9_998)}\n`,
    );
    expect(message).toMatch(/\.skillgate\.yml:5:5: too many globs: .* more than 10000 together/);
    await expect(parse(`include: ${list(2)}\nexclude: ${list(3)}\n`)).resolves.toBeDefined();
  });

  it('refuses more than 20,000 classes and alternatives in its globs together, at the glob that crosses it', async () => {
    // 255 excludes of 1,300 `[a]`: 10 s and 1 GB at every run.
    const list = JSON.stringify(Array.from({ length: 255 }, (_, i) => `${'[a]'.repeat(1300)}x${i}`));
    expect(await refused(`exclude: ${list}\n`)).toMatch(
      /\.skillgate\.yml:1:\d+: exclude\[15\]: include, exclude and permission_profiles\.\*\.paths hold more than 20000 classes, alternatives and stars together/,
    );
    const fine = JSON.stringify(Array.from({ length: 5000 }, (_, i) => `t{a,b}${i}/**`));
    expect((await parse(`include: ${fine}\n`)).include).toHaveLength(5000);
  });

  it('accepts exactly 10,000 globs, and refuses 10,001', async () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => `t${i}/**`));
    expect((await parse(`include: ${list(10_000)}\n`)).include).toHaveLength(10_000);
    expect(await refused(`include: ${list(10_001)}\n`)).toContain('.skillgate.yml:1:1: too many globs:');
  });

  it('accepts well-formed globs', async () => {
    const s = await parse('include: ["skills/**", "team-{a,b}/*/SKILL.md"]\nexclude: ["skills/[^x]*/**"]\n');
    expect([s.include, s.exclude]).toEqual([['skills/**', 'team-{a,b}/*/SKILL.md'], ['skills/[^x]*/**']]);
    // Two `**` beside braces, and any number in a glob the linear scan matches.
    const more = await parse('include: ["**/{a,b}/**/SKILL.md", "**/a/**/b/**/c/**/[a-z]*/SKILL.md"]\n');
    expect(more.include).toEqual(['**/{a,b}/**/SKILL.md', '**/a/**/b/**/c/**/[a-z]*/SKILL.md']);
  });

  it('names the config file, not SKILL.md, in a YAML error', async () => {
    expect(await refused('include: &a ["x/**"]\nexclude: *a\n')).toMatch(/not allowed in \.skillgate\.yml/);
  });
});

describe('config errors read as sentences', () => {
  it.each([
    ['include: x\n', '.skillgate.yml:1:10: include: must be a list (such as [a, b])'],
    ['include: [1]\n', '.skillgate.yml:1:11: include[0]: must be a string'],
    ['exclude: [a, ""]\n', '.skillgate.yml:1:14: exclude[1]: must not be empty'],
    ['lockfile: ""\n', '.skillgate.yml:1:11: lockfile: must not be empty'],
    // A profile named like a list index is still a name; its list's entries are indexes.
    [
      'permission_profiles:\n  "0":\n    allow: [Read]\n    paths: [x, ""]\n',
      '.skillgate.yml:4:16: permission_profiles.0.paths[1]: must not be empty',
    ],
    // An allow entry that is no class and no tool name fails the schema's three forms: one message.
    [
      'permission_profiles:\n  a:\n    allow: ["read only"]\n',
      '.skillgate.yml:3:13: permission_profiles.a.allow[0] "read only" is neither a tool class (read-only, write, trusted) nor a tool name (a tool name holds no whitespace); did you mean "read-only"?',
    ],
    [
      'permission_profiles:\n  a:\n    allow: [""]\n',
      '.skillgate.yml:3:13: permission_profiles.a.allow[0]: must not be empty; write a tool class (read-only, write, trusted) or a tool name',
    ],
    ['foo: 1\n', '.skillgate.yml:1:1: unknown key "foo" at the top level (expected one of:'],
    // A contract code is refused as such only under rules:; at the top level it is a key like any.
    ['InvalidId: 1\n', '.skillgate.yml:1:1: unknown key "InvalidId" at the top level (expected one of:'],
    [
      'permission_profiles:\n  a:\n    pats: [x]\n    allow: [Read]\n',
      '.skillgate.yml:3:5: unknown key "pats" in permission_profiles.a; did you mean "paths"? (expected one of: allow, paths)',
    ],
  ])('%j', async (text, message) => {
    await expect(parse(text)).rejects.toThrow(message);
  });
});

describe('the YAML rules of the config', () => {
  it('name the config, not the frontmatter, in a lone-CR error', async () => {
    await expect(parse('trust: local\rlockfile: x\n')).rejects.toThrow(
      '.skillgate.yml:1:13: a CR without LF (an old Mac line end) is not allowed in .skillgate.yml',
    );
  });

  it('refuse an empty verbatim tag, as every other tag (the library dropped it: `trust: !<> registry` was read)', async () => {
    await expect(parse('trust: !<> registry\n')).rejects.toThrow(
      '.skillgate.yml:1:8: explicit tags (!<>) are not allowed in .skillgate.yml',
    );
  });

  it('list every YAML problem in the file, in its order, each with its position (not only the first)', async () => {
    const e = await parse('profile: &a v1\ntrust: !!str local\n__proto__: 1\nrules:\n  constructor: off\n').catch(
      (x: unknown) => x as UsageError,
    );
    expect(e).toBeInstanceOf(UsageError);
    const lines = (e as Error).message.split('\n');
    expect(lines[0]).toBe('invalid config .skillgate.yml:');
    expect(lines.slice(1).map((l) => /^ {2}\.skillgate\.yml:(\d+:\d+): /.exec(l)?.[1])).toEqual([
      '1:10',
      '2:8',
      '3:1',
      '5:3',
    ]);
    expect((e as UsageError).locations?.map((p) => p.line)).toEqual([1, 2, 3, 5]);
    const dup = await refused('trust: local\ntrust: registry\nprofile: v1\nprofile: v1\n');
    expect(dup).toContain('.skillgate.yml:2:1: duplicate key "trust"');
    expect(dup).toContain('.skillgate.yml:4:1: duplicate key "profile"');
    // Past the parser's 10,000 YAML findings, its note that more follow is not counted as one.
    const flood = await refused('trust: local\n'.repeat(20_001));
    expect(flood.split('\n').filter((l) => l.includes('duplicate key'))).toHaveLength(50);
    expect(flood).toMatch(/\n {2}… and more than 9950 more errors$/);
    // One problem keeps its one line.
    expect(await refused('trust: local\ntrust: registry\n')).toBe(
      '.skillgate.yml:2:1: duplicate key "trust" (first defined at line 1, column 1)',
    );
  });
});

describe('lockfile: and trusted_keys: name files', () => {
  it('refuses a path that ends with "/": it names a folder, and `lock` wrote a file of that name (at the value, as other path errors)', async () => {
    expect((await refused('trust: registry\ntrusted_keys: keys/\nlockfile: locks/\n')).split('\n')).toEqual([
      'invalid config .skillgate.yml:',
      '  .skillgate.yml:2:15: trusted_keys "keys/" ends with "/", so it names a folder: name the keyring file in it ("keys/trusted-keys")',
      '  .skillgate.yml:3:11: lockfile "locks/" ends with "/", so it names a folder: name the lockfile in it ("locks/skillgate.lock")',
    ]);
    expect(await parse('lockfile: locks/skillgate.lock\n')).toMatchObject({ lockfile: 'locks/skillgate.lock' });
  });

  it('refuses a control character in the name: `lock` wrote a file named with a line break in it', async () => {
    expect((await refused('trusted_keys: "k\\ty"\nlockfile: "x\\ny"\n')).split('\n')).toEqual([
      'invalid config .skillgate.yml:',
      '  .skillgate.yml:1:15: trusted_keys "k\\ty" holds a control character (a line break, a tab, an escape): name a file without one',
      '  .skillgate.yml:2:11: lockfile "x\\ny" holds a control character (a line break, a tab, an escape): name a file without one',
    ]);
  });
});

describe('did-you-means of bad allow entries', () => {
  it('share one budget: each had its own, and 48 entries near 1,350 long tools took 20 s on every command', async () => {
    const tail = (n: number) => n.toString(2).padStart(12, '0').replace(/0/g, 'b').replace(/1/g, 'c');
    const tools = Array.from({ length: 300 }, (_, t) => `  mcp__s__${'a'.repeat(170)}${tail(t)}: read-only`);
    const allow = Array.from(
      { length: 12 },
      (_, b) => `      - mcp__s__${'a'.repeat(178)}${String(b).padStart(4, '0')}`,
    );
    const message = await refused(
      ['tools:', ...tools, 'permission_profiles:', '  p:', '    allow:', ...allow, ''].join('\n'),
    );
    const lines = message.split('\n').filter((l) => l.includes('is not a registered tool'));
    expect(lines).toHaveLength(12);
    // 300 candidates of 190 characters cost ~11 million cells a search: four fit in 50 million.
    const hinted = lines.filter((l) => l.includes('did you mean')).length;
    expect(hinted).toBeGreaterThan(0);
    expect(hinted).toBeLessThanOrEqual(4);
  });
});

describe('strings that are not well-formed Unicode', () => {
  it('are refused with their position, as in a SKILL.md (a lockfile "\\ud800" wrote a file named U+FFFD)', async () => {
    await expect(parse('lockfile: "\\ud800"\n')).rejects.toThrow(
      '.skillgate.yml:1:11: lockfile contains a lone UTF-16 surrogate (e.g. from a \\uD800 escape): not well-formed Unicode',
    );
    const many = await parse('trusted_keys: "k\\udc00"\ninclude: ["\\ud83d"]\n').catch((e: unknown) => e);
    expect(many).toBeInstanceOf(UsageError);
    expect((many as UsageError).locations?.map((l) => [l.line, l.column])).toEqual([
      [1, 15],
      [2, 11],
    ]);
    // A pair is one character, and fine.
    await expect(parse('lockfile: "locks/\\ud83d\\ude00.lock"\n')).resolves.toMatchObject({
      lockfile: 'locks/\u{1f600}.lock',
    });
  });
});

describe('lockfile: and trusted_keys:', () => {
  it('are read without a leading ./ (shown, and pointed at in SARIF, as the flag names them); a .. is kept', async () => {
    const s = await parse('lockfile: ./././locks/s.lock\ntrusted_keys: ./keys/ring\n');
    expect([s.lockfile, s.trustedKeys]).toEqual(['locks/s.lock', 'keys/ring']);
    expect((await parse('lockfile: sub/../s.lock\n')).lockfile).toBe('sub/../s.lock');
    expect((await parse('lockfile: ./.lock\n')).lockfile).toBe('.lock');
    // `.//x` is `x` too, never `/x` (a path outside the repository).
    expect((await parse('lockfile: .//x.lock\ntrusted_keys: ././/k/ring\n')).lockfile).toBe('x.lock');
    expect((await parse('trusted_keys: ././/k/ring\n')).trustedKeys).toBe('k/ring');
  });
});
