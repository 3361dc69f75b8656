/**
 * docs/rules/<id>.md: one page per rule (what, why, a failing and a passing example, the
 * fix), linked from the README's rule table. Each failing example is run, and its shown
 * output must be what skillgate prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RULE_IDS, type RuleId } from '../../src/core/diagnostic.js';
import { parseConfig } from '../../src/core/config.js';
import { ruleMeta } from '../../src/rules/index.js';
import { runTreeRules } from '../../src/rules/tree.js';
import { checkText, settingsWith } from './helpers.js';

const ROOT = process.cwd();
const page = (id: string) => path.join(ROOT, 'docs', 'rules', `${id}.md`);

/** The fenced blocks of one `## heading` section: [info string, body]. */
function blocks(md: string, heading: string): [string, string][] {
  const start = md.indexOf(`\n## ${heading}\n`);
  if (start < 0) return [];
  const end = md.indexOf('\n## ', start + 1);
  const section = md.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => [m[1], m[2]]);
}

describe.each([...RULE_IDS])('docs/rules/%s.md', (id: RuleId) => {
  const md = existsSync(page(id)) ? readFileSync(page(id), 'utf8') : '';

  it('exists with what, why, a failing and a passing example, and the fix', () => {
    expect(md.startsWith(`# \`${id}\`\n`)).toBe(true);
    for (const h of ['What it reports', 'Why', 'Failing example', 'Passing example', 'How to fix']) {
      expect([id, md.includes(`\n## ${h}\n`)]).toEqual([id, true]);
    }
    expect(blocks(md, 'Passing example').length).toBeGreaterThan(0);
  });

  it('states the default severity of the registry and the setting', () => {
    const row = md.split('\n').find((l) => l.startsWith('| default severity |')) ?? '';
    for (const p of ['v1', 'agentskills'] as const) expect(row).toContain(`\`${ruleMeta(id).defaultSeverity(p)}\``);
    expect(md).toContain(`rules: { ${id}: error \\| warning \\| off }`);
  });

  it('its failing example prints the output shown', async () => {
    const fenced = blocks(md, 'Failing example');
    const shown = fenced.find(([info]) => info === '')?.[1].trim() ?? '';
    const m = /^(skills\/([^/]+)\/SKILL\.md):(\d+):(\d+): (error|warning) (\S+) (.*)$/.exec(shown);
    expect(m).not.toBeNull();
    const [, rel, dir, line, column, severity, code, message] = m!;
    expect(code).toBe(id);
    let config = {};
    let skill = '';
    for (const [, body] of fenced.filter(([info]) => info === 'yaml')) {
      if (body.startsWith('# .skillgate.yml\n')) config = await parseConfig(body, '.skillgate.yml');
      else skill = body.replace(/^# .*\n/, '');
    }
    expect(skill.startsWith('---\n')).toBe(true);
    const agentskills = /^name:/m.test(skill);
    const over = { ...config, profile: agentskills ? ('agentskills' as const) : ('v1' as const) };
    const result = checkText(skill, { dir, settings: over });
    // The tree of the deprecated-by page holds the skill its suggestion names.
    const named = [...message.matchAll(/did you mean "([^"]+)"/g)].map((x) => x[1]);
    runTreeRules([result], settingsWith(over), () => new Set(named));
    const printed = result.findings
      .filter((f) => f.code === id)
      .map((f) => `${rel}:${f.line}:${f.column}: ${f.severity} ${f.code} ${f.message}`);
    expect(printed).toEqual([`${rel}:${line}:${column}: ${severity} ${code} ${message}`]);
  });
});

describe('README', () => {
  it("links every rule's page from its rule table", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const id of RULE_IDS) expect(readme).toContain(`[\`${id}\`](docs/rules/${id}.md)`);
  });
});
