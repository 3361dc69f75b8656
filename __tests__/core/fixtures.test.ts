/**
 * Every fixture bundle through the engine in-process: the exact {code, line, column} list,
 * the outcome, pinned fields and messages. The same expectations run through the bundled
 * CLI in e2e/validate-fixtures.test.ts.
 */
import { parseConfig } from '../../src/core/config.js';
import { defaultSettings, type Settings } from '../../src/core/config-types.js';
import { checkBytes, makeContext } from '../../src/core/engine.js';
import { SPEC2_CODES, brokerArg, loadFixtures, pinned, where, type Fixture } from './fixtures.js';

const fixtures = loadFixtures();

async function settingsFor(f: Fixture): Promise<Settings> {
  const s = defaultSettings(process.cwd(), false);
  const broker = brokerArg(f.expected);
  if (broker) s.brokerVersion = broker;
  if (f.expected.config) Object.assign(s, await parseConfig(f.expected.config, '.skillgate.yml'));
  return s;
}

async function check(f: Fixture) {
  const rel = `fixtures/${f.name}/SKILL.md`;
  return checkBytes(f.bytes, { abs: `${f.dir}/SKILL.md`, rel }, makeContext(await settingsFor(f)));
}

describe('fixture bundles (engine)', () => {
  it('are there, one per acceptance criterion 1-18 (11-13 are fixtures/vectors)', () => {
    expect(fixtures.length).toBeGreaterThan(100);
    for (let ac = 1; ac <= 18; ac++) {
      if (ac >= 11 && ac <= 13) continue;
      const prefix = `ac${String(ac).padStart(2, '0')}-`;
      expect([ac, fixtures.some((f) => f.name.startsWith(prefix))]).toEqual([ac, true]);
    }
  });

  it('exercise every error code of SPEC §2 and the valid boundaries', () => {
    const seen = new Set(fixtures.flatMap((f) => f.expected.errors.map((e) => e.code)));
    for (const code of SPEC2_CODES) expect([code, seen.has(code)]).toEqual([code, true]);
    expect(fixtures.filter((f) => f.expected.exit === 0).length).toBeGreaterThan(15);
  });

  it('only pass --broker-version as extra arguments', () => {
    for (const f of fixtures) {
      const args = f.expected.args ?? [];
      expect([f.name, args.length === 0 || (args.length === 2 && args[0] === '--broker-version')]).toEqual([
        f.name,
        true,
      ]);
    }
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', async (_name, f) => {
    const r = await check(f);
    const errors = r.findings.filter((x) => x.severity === 'error');
    const warnings = r.findings.filter((x) => x.severity === 'warning');
    expect(where(errors)).toEqual(where(f.expected.errors));
    expect(where(warnings)).toEqual(where(f.expected.warnings));
    expect(pinned(f.expected.errors, errors)).toEqual([]);
    expect(r.outcome).toBe(f.expected.outcome);
    expect(errors.length > 0 ? 6 : 0).toBe(f.expected.exit);
  });

  it('point every finding inside the file: a real line, a column at most one past its end', () => {
    for (const f of fixtures) {
      const lines = f.bytes.toString('utf8').split('\n');
      for (const e of f.expected.errors) {
        const text = (lines[e.line - 1] ?? '').replace(/\r$/, '');
        expect([f.name, e.line >= 1 && e.line <= lines.length]).toEqual([f.name, true]);
        expect([f.name, e.column >= 1 && e.column <= text.length + 1]).toEqual([f.name, true]);
      }
    }
  });

  it('report file-level findings at 1:1', () => {
    const fileLevel = new Set(['MissingFrontmatter', 'RequiredMissing', 'FileTooLarge']);
    for (const f of fixtures)
      for (const e of f.expected.errors)
        if (fileLevel.has(e.code)) expect([f.name, e.line, e.column]).toEqual([f.name, 1, 1]);
  });
});
