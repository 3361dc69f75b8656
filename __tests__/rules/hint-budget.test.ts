/**
 * Did-you-means have a budget per file and one for the whole run (src/core/suggest.ts): a
 * tree of hostile files paid the file's budget once a file (1,000 skills each naming a near
 * miss of 320 long registered tools: 15.6 s; 400 naming a near miss of 1,000 long permission
 * profiles: 27 s). Its own test file: the run's budget is the module's, as in a process.
 */
import type { PermissionProfile } from '../../src/core/config-types.js';
import type { ToolClass } from '../../src/core/tools.js';
import { suggestCost } from '../../src/core/suggest.js';
import { checkText } from './helpers.js';

const bits = (n: number) => n.toString(2).padStart(16, '0').replace(/0/g, 'b').replace(/1/g, 'c');
const skill = (i: number, extra: string) =>
  `---\nid: k${i}\nversion: 1.0.0\ndescription: Use when x.\nallowed_memory_scopes: []\n${extra}---\n`;
const hinted = (r: { findings: { message: string }[] }) => r.findings.some((f) => f.message.includes('did you mean'));

describe('did-you-mean budgets', () => {
  it('a permission profile nearly named: a few short ones are suggested, 1,000 of 100 characters are not asked', () => {
    const few: Record<string, PermissionProfile> = { reviewer: { allow: ['read-only'], paths: [] } };
    const near = checkText(skill(0, 'allowed_tools: [Read]\nx-profile: reviewr\n'), {
      settings: { permissionProfiles: few },
    });
    expect(near.findings.map((f) => f.message).join('\n')).toContain('did you mean "reviewer"?');
    const many: Record<string, PermissionProfile> = {};
    for (let p = 0; p < 1000; p++) many[`${'a'.repeat(84)}${bits(p)}`] = { allow: ['read-only'], paths: [] };
    // Each search would cost more than a file may spend: none is made.
    expect(suggestCost('a'.repeat(100), 1000)).toBeGreaterThan(2_000_000);
    for (let i = 0; i < 20; i++) {
      const r = checkText(skill(i, `allowed_tools: [Read]\nx-profile: "${'a'.repeat(99)}${i % 10}"\n`), {
        settings: { permissionProfiles: many },
      });
      expect(r.findings.map((f) => f.code)).toContain('denied-tool');
      expect(hinted(r)).toBe(false);
    }
  });

  it("a near miss of 320 long registered tools in every file: the run's budget stops the searches", () => {
    const tools: Record<string, ToolClass> = {};
    for (let p = 0; p < 320; p++) tools[`mcp__s__${'a'.repeat(50)}${bits(p)}`] = 'read-only';
    const name = `mcp__s__${'a'.repeat(66)}`;
    // One file may: the search costs less than a file's budget.
    expect(suggestCost(name, 320)).toBeLessThan(2_000_000);
    let hints = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const r = checkText(skill(i, `allowed_tools: [${name}]\n`), { settings: { tools } });
      expect(r.findings.map((f) => f.code)).toContain('UnknownTool');
      if (hinted(r)) hints++;
    }
    // The first files are told, until the run's budget (200,000,000 cells) is spent.
    expect(hints).toBeGreaterThan(0);
    expect(hints).toBeLessThan(n);
    expect(hints).toBeLessThanOrEqual(Math.ceil(200_000_000 / suggestCost(name, 320)));
  });
});
