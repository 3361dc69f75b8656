/** deprecated-by (ADR-028): x-deprecated-by must name a skill that exists in the tree. */
import { checkText, brief } from './helpers.js';
import type { Settings } from '../../src/core/config-types.js';
import { settingsWith } from './helpers.js';
import { runTreeRules } from '../../src/rules/tree.js';
import type { FileResult } from '../../src/core/engine.js';

const v1 = (id: string, extra = '') =>
  `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id}. Use when needed.\nallowed_memory_scopes: []\nallowed_tools: []\n${extra}---\n`;
const as = (name: string, extra = '') =>
  `---\nname: ${name}\ndescription: Does ${name}. Use when needed.\n${extra}---\n`;

function tree(files: Record<string, string>, over: Partial<Settings> = {}, more?: () => Set<string>): FileResult[] {
  const results = Object.entries(files).map(([dir, text]) => checkText(text, { dir, settings: over }));
  runTreeRules(results, settingsWith(over), more);
  return results;
}

describe('deprecated-by', () => {
  it('passes when the target exists', () => {
    const [stub, target] = tree({ stub: v1('stub', 'x-deprecated-by: the-target\n'), 'the-target': v1('the-target') });
    expect(brief(stub)).toEqual([]);
    expect(brief(target)).toEqual([]);
  });

  const bad: [string, string, RegExp][] = [
    [
      'a missing target, with a suggestion',
      'x-deprecated-by: the-targte\n',
      /no skill with that id is in the tree; did you mean "the-target"\?/,
    ],
    ['itself', 'x-deprecated-by: stub\n', /names this skill itself/],
    ['an empty string', 'x-deprecated-by: ""\n', /got an empty string/],
    ['a list', 'x-deprecated-by: [the-target]\n', /must be the id of the skill/],
  ];
  it.each(bad)('fails for %s, at the value', (_l, extra, message) => {
    const [stub] = tree({ stub: v1('stub', extra), 'the-target': v1('the-target') });
    expect(brief(stub)).toEqual([['deprecated-by', 'error', 7, 18]]);
    expect(stub.findings[0].message).toMatch(message);
    expect(stub.outcome).toBe('invalid_field');
  });

  it('asks the whole tree when the target is not among the checked files', () => {
    let asked = 0;
    const more = () => {
      asked++;
      return new Set(['elsewhere']);
    };
    const [ok] = tree({ stub: v1('stub', 'x-deprecated-by: elsewhere\n') }, {}, more);
    expect(brief(ok)).toEqual([]);
    expect(asked).toBe(1);
    const [bad] = tree({ stub: v1('stub', 'x-deprecated-by: nowhere\n') }, {}, more);
    expect(brief(bad)).toEqual([['deprecated-by', 'error', 7, 18]]);
  });

  it('uses names in profile agentskills', () => {
    const [stub] = tree(
      { stub: as('stub', 'x-deprecated-by: pdf\n'), pdf: as('pdf'), old: as('old', 'x-deprecated-by: pfd\n') },
      { profile: 'agentskills' },
    );
    expect(brief(stub)).toEqual([]);
    const results = tree({ old: as('old', 'x-deprecated-by: pfd\n'), pdf: as('pdf') }, { profile: 'agentskills' });
    expect(brief(results[0])).toEqual([['deprecated-by', 'error', 4, 18]]);
    expect(results[0].findings[0].message).toContain('no skill with that name');
  });

  it.each<['error' | 'warning' | 'off', string[]]>([
    ['error', ['error']],
    ['warning', ['warning']],
    ['off', []],
  ])('rules: deprecated-by: %s', (sev, expected) => {
    const [stub] = tree({ stub: v1('stub', 'x-deprecated-by: gone\n') }, { rules: { 'deprecated-by': sev } });
    expect(stub.findings.map((f) => f.severity)).toEqual(expected);
    expect(stub.outcome).toBe(sev === 'error' ? 'invalid_field' : 'ok');
  });
});
