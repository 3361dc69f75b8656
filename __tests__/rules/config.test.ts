/** `rules:`, `tools:` and `permission_profiles:` in .skillgate.yml (SPEC §6–§7). */
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

  it('refuses native tools, narrowed native tools and unknown classes', async () => {
    expect(await refused('profile: agentskills\ntools:\n  Bash: read-only\n')).toContain('fixed class trusted');
    expect(await refused('profile: agentskills\ntools:\n  Bash(git:*): read-only\n')).toContain(
      '"Bash(git:*)" takes the fixed class trusted of the native tool "Bash"',
    );
    expect(await refused('tools:\n  mcp__a__b: admin\n')).toContain('must be one of "read-only", "write", "trusted"');
  });
});

describe('permission_profiles:', () => {
  it('reads allow and paths', async () => {
    const s = await parse(
      'permission_profiles:\n  reviewer:\n    allow: [read-only, Bash]\n    paths: ["skills/review/**"]\n  plain:\n    allow: []\n',
    );
    expect(s.permissionProfiles).toEqual({
      reviewer: { allow: ['read-only', 'Bash'], paths: ['skills/review/**'] },
      plain: { allow: [], paths: [] },
    });
  });

  it('requires allow', async () => {
    expect(await refused('permission_profiles:\n  reviewer:\n    paths: ["x/**"]\n')).toContain('allow');
  });
});
