/** deprecated-by (ADR-028): x-deprecated-by must name a skill that exists in the tree. */
import { cpuNow, growth } from '../helpers/cpu.js';
import { checkText, brief } from './helpers.js';
import type { Settings } from '../../src/core/config-types.js';
import { settingsWith } from './helpers.js';
import { runTreeRules } from '../../src/rules/tree.js';
import { checkTree, type FileResult } from '../../src/core/engine.js';
import { emptyData } from '../../src/rules/v1.js';

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

  it('says that skills the config leaves out are not in the tree, when it leaves any out', () => {
    const [stub] = tree({ stub: v1('stub', 'x-deprecated-by: archived\n') }, { exclude: ['archive/**'] });
    expect(stub.findings[0].message).toBe(
      'x-deprecated-by names "archived", but no skill with that id is in the tree (skills the config\'s include/exclude leave out are not part of it)',
    );
    const [plain] = tree({ stub: v1('stub', 'x-deprecated-by: archived\n') });
    expect(plain.findings[0].message).toBe(
      'x-deprecated-by names "archived", but no skill with that id is in the tree',
    );
  });

  it("never suggests the stub's own id (following it gives 'names this skill itself')", () => {
    const [alone] = tree({ 'code-review': v1('code-review', 'x-deprecated-by: code-reveiw\n') });
    expect(alone.findings[0].message).toMatch(/no skill with that id is in the tree$/);
    // Another near id is still offered, and the same target from another stub gets its hint.
    const [stub, , other] = tree({
      'code-review': v1('code-review', 'x-deprecated-by: code-reveiw\n'),
      'code-reviews': v1('code-reviews'),
      zz: v1('zz', 'x-deprecated-by: code-reveiw\n'),
    });
    expect(stub.findings[0].message).toMatch(/; did you mean "code-reviews"\?$/);
    expect(other.findings[0].message).toMatch(/; did you mean "code-review"\?$/);
  });

  it('a tie between near ids suggests the same one whichever order the files come in (named first, or path order)', () => {
    const files = { old: v1('old', 'x-deprecated-by: beta\n'), a: v1('zeta'), beta9: v1('beta9') };
    const [first] = tree(files);
    const [again] = tree({ old: files.old, beta9: files.beta9, a: files.a });
    expect(first.findings[0].message).toMatch(/; did you mean "beta9"\?$/);
    expect(again.findings[0].message).toBe(first.findings[0].message);
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

describe('deprecated-by on hostile trees', () => {
  it('5,000 stubs naming missing targets among 5,000 long ids: one hint search per target, within a budget', () => {
    const long = (i: number) => `skill-${String(i).padStart(190, '0')}`;
    const files: Record<string, string> = {};
    for (let i = 0; i < 2500; i++) files[`t${i}`] = v1(long(i));
    for (let i = 0; i < 2500; i++) files[`s${i}`] = v1(`stub-${i}`, `x-deprecated-by: ${long(i + 100000)}\n`);
    const results = tree(files);
    const stubs = results.filter((r) => r.data?.id?.startsWith('stub-'));
    expect(stubs).toHaveLength(2500);
    for (const r of stubs) expect(r.findings.map((f) => f.code)).toEqual(['deprecated-by']);
    // Past the budget the message has no hint, and says the rest all the same.
    expect(stubs[2499].findings[0].message).toMatch(/but no skill with that id is in the tree$/);
  });
});

describe('DuplicateId on many copies', () => {
  it('names up to 10 other copies, then how many more: 3,000 copies make no 3,000 x 3,000 message', () => {
    const results = Array.from({ length: 3000 }, (_, i) => ({
      ...checkText(v1('same'), { dir: `d${i}` }),
      path: `skills/d${String(i).padStart(4, '0')}/SKILL.md`,
    }));
    checkTree(results);
    const msg = results[0].findings.find((f) => f.code === 'DuplicateId')!.message;
    expect(msg).toBe(
      `id "same" is also declared by ${Array.from({ length: 10 }, (_, i) => `skills/d${String(i + 1).padStart(4, '0')}/SKILL.md`).join(', ')}, and 2989 more: skill ids must be unique`,
    );
    expect(results.every((r) => r.outcome === 'invalid_field')).toBe(true);
    const few = Array.from({ length: 3 }, (_, i) => ({ ...checkText(v1('twin'), { dir: 'x' }), path: `t${i}` }));
    checkTree(few);
    expect(few[0].findings.map((f) => f.message)).toEqual([
      'id "twin" is also declared by t1, t2: skill ids must be unique',
    ]);
  });
});

describe('DuplicateId names the other copies in path order', () => {
  it('whichever the run checked first: `validate skills/alpha2` words it as a repository scan does', () => {
    const copy = (p: string) => ({ ...checkText(v1('alpha'), { dir: 'x' }), path: p });
    const paths = ['skills/alpha/SKILL.md', 'skills/alpha2/SKILL.md', 'skills/alpha3/SKILL.md'];
    const scan = paths.map(copy);
    checkTree(scan);
    const named = [copy(paths[1]!)];
    checkTree(named, [copy(paths[2]!), copy(paths[0]!)]);
    const msg = (r: FileResult) => r.findings.find((f) => f.code === 'DuplicateId')!.message;
    expect(msg(named[0]!)).toBe(
      'id "alpha" is also declared by skills/alpha/SKILL.md, skills/alpha3/SKILL.md: skill ids must be unique',
    );
    expect(msg(named[0]!)).toBe(msg(scan[1]!));
  });
});

describe('deprecated-by did-you-means are bounded by what they cost (ratio in one run)', () => {
  /** N stubs each naming its own missing one-character target: each would search every id. */
  const stubs = (n: number): FileResult[] =>
    Array.from({ length: n }, (_, i) => ({
      path: `s/a${i}/SKILL.md`,
      outcome: 'ok',
      findings: [],
      duration_ms: 0,
      parsed: true,
      data: {
        ...emptyData(),
        id: `a${i}`,
        x_extensions: { 'x-deprecated-by': String.fromCharCode(0x4e00 + i) },
      },
    })) as FileResult[];
  const time = (n: number) => {
    const results = stubs(n);
    const t0 = cpuNow();
    runTreeRules(results, settingsWith());
    const ms = cpuNow() - t0;
    expect(results.every((r) => r.findings[0]?.code === 'deprecated-by')).toBe(true);
    return ms;
  };

  it('8x the stubs cost far less than 64x', async () => {
    const { small, big } = await growth(time, 1000, 8000);
    process.stderr.write(`  [deprecated-by: 1,000 stubs ${small.toFixed(0)} ms, 8,000 stubs ${big.toFixed(0)} ms]\n`);
    expect(big / Math.max(small, 1)).toBeLessThan(24);
  });
});
