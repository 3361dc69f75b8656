/**
 * A frontmatter with a YAML error on every line, through the bundle: the first 10,000 and one
 * that says more follow, instead of a report of hundreds of thousands of lines (15 s and
 * 1.3 GB of memory for one hostile file of 1 MiB).
 */
import { describe, expect, it } from '@jest/globals';
import { runCli, tmpDir, writeTree } from '../helpers/cli.js';

const HEAD = 'id: a-b\nversion: 1.0.0\ndescription: Does x. Use when y.\nallowed_memory_scopes: []\n';

interface JsonFinding {
  code: string;
  message: string;
  line: number;
  column: number;
  severity: string;
}

describe('capped YAML findings (bundle)', () => {
  it('100,000 lines that are not keys: 10,000 YAML findings and one that says more follow', () => {
    const dir = tmpDir();
    writeTree(dir, { 'bad/SKILL.md': `---\n${HEAD}allowed_tools: []\n${'a\n'.repeat(100_000)}---\nbody\n` });
    const r = runCli(['validate', 'bad', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { outcome: string; errors: JsonFinding[] };
    expect(out.outcome).toBe('parse_err');
    expect(out.errors).toHaveLength(10_001);
    expect(out.errors.slice(0, 10_000).map((f) => [f.code, f.line, f.column])).toEqual(
      Array.from({ length: 10_000 }, (_, k) => ['YamlParse', 7 + k, 1]),
    );
    expect(out.errors[10_000]).toMatchObject({ code: 'YamlParse', line: 10_007, column: 1 });
    expect(out.errors[10_000]!.message).toMatch(/^more YAML errors follow from here; only the first 10000 are listed/);
  });
});

describe('capped schema and rule findings (bundle)', () => {
  it('a 1 MiB-class list of bad names: 10,000 findings and one that counts the rest (was 350,000 and 1 GB)', () => {
    const dir = tmpDir();
    const items = Array.from({ length: 30_000 }, () => '""').join(',');
    writeTree(dir, { 'bad/SKILL.md': `---\n${HEAD}allowed_tools: []\ndisallowed_tools: [${items},]\n---\nbody\n` });
    const r = runCli(['validate', 'bad', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { outcome: string; errors: JsonFinding[] };
    expect(out.outcome).toBe('invalid_field');
    expect(out.errors).toHaveLength(10_001);
    expect(out.errors.slice(0, 10_000).every((f) => f.code === 'UnknownTool')).toBe(true);
    // The note stands where the first left-out finding was, with its code.
    expect(out.errors[10_000]).toMatchObject({ code: 'UnknownTool', line: 7, column: 1 + 19 + 3 * 10_000 });
    expect(out.errors[10_000]!.message).toMatch(
      /^20000 more findings in this file are not listed; only the first 10000 are/,
    );
    // The summaries count the file's findings, not the ones listed (they said 10001).
    const text = runCli(['validate', 'bad'], { cwd: dir });
    expect(text.stdout).toMatch(/1 invalid, 30000 errors, 0 warnings/);
    // The folder holding it: the report for several files, with its summary.
    const several = runCli(['validate', '.', '--json'], { cwd: dir });
    const summary = (JSON.parse(several.stdout) as { summary: Record<string, number> }).summary;
    expect(summary).toMatchObject({ files: 1, errors: 30_000, warnings: 0 });
  });

  it('a DuplicateId or deprecated-by added to a capped file keeps the outcome its left-out findings set', () => {
    const dir = tmpDir();
    const items = Array.from({ length: 12_000 }, () => '""').join(',');
    // 12,000 UnknownTool errors (invalid_field), then a max_broker_version the broker is past
    // (version_skew, which comes first): the cap leaves that one out of the list.
    const capped = (extra: string) =>
      `---\n${HEAD}allowed_tools: []\ndisallowed_tools: [${items},]\nmax_broker_version: 1.0.0\n${extra}---\nbody\n`;
    writeTree(dir, {
      'a/SKILL.md': capped(''),
      'b/SKILL.md': `---\n${HEAD}allowed_tools: []\n---\nbody\n`, // the same id, a-b
      'c/SKILL.md': capped('x-deprecated-by: nowhere\n').replace('id: a-b', 'id: c-d'),
    });
    const outcomes = (args: string[], cwd = dir) => {
      const r = runCli(['validate', ...args, '--broker-version', '2.0.0', '--json'], { cwd });
      expect(r.code).toBe(6);
      const out = JSON.parse(r.stdout) as { files: { path: string; outcome: string; errors: JsonFinding[] }[] };
      return out.files.map((f) => [f.path, f.outcome, f.errors.some((e) => e.code === 'BrokerTooNew')]);
    };
    // Alone, with nothing added to it, a is version_skew (its BrokerTooNew not listed).
    const alone = tmpDir();
    writeTree(alone, { 'a/SKILL.md': capped('') });
    expect(outcomes(['.'], alone)).toEqual([['a/SKILL.md', 'version_skew', false]]); // one file, the report for several
    // With b, a is a DuplicateId and c's stub names no skill: both were invalid_field.
    expect(outcomes(['a', 'b', 'c'])).toEqual([
      ['a/SKILL.md', 'version_skew', false],
      ['b/SKILL.md', 'invalid_field', false],
      ['c/SKILL.md', 'version_skew', false],
    ]);
  });

  it('errors are kept before warnings: an error after 12,000 warnings is listed, and the exit code is 6', () => {
    const dir = tmpDir();
    const unknown = Array.from({ length: 12_000 }, (_, i) => `k${i}: x\n`).join('');
    writeTree(dir, {
      'p/SKILL.md': `---\nname: p\ndescription: Does x. Use when y.\n${unknown}compatibility: ${'c'.repeat(501)}\n---\nbody\n`,
    });
    const r = runCli(['validate', 'p', '--json', '--profile', 'agentskills'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { errors: JsonFinding[]; warnings: JsonFinding[] };
    expect(out.errors.map((f) => f.code)).toEqual(['InvalidField']);
    expect(out.warnings).toHaveLength(10_000);
    expect(out.warnings.slice(0, 9_999).every((f) => f.code === 'unknown-field')).toBe(true);
    expect(out.warnings[9_999]).toMatchObject({ code: 'unknown-field', line: 4 + 9_999, column: 1 });
    expect(out.warnings[9_999]!.message).toMatch(/^2001 more findings in this file are not listed/);
    // The note is no finding object of its own in the report: the fields SPEC names, no more.
    expect(Object.keys(out.warnings[9_999]!).sort()).toEqual([
      'code',
      'column',
      'field',
      'line',
      'message',
      'severity',
    ]);
    const text = runCli(['validate', 'p', '--profile', 'agentskills'], { cwd: dir });
    expect(text.stdout).toMatch(/1 error, 12000 warnings/);
  });
});

describe('capped findings across a run (bundle)', () => {
  it('a run lists at most 100,000 findings: later files list their first and one that counts the rest', () => {
    // 12 files of 12,000 bad tool names: 144,000 errors (300 such files of 60,000 took 4 GB
    // and ended in "Invalid string length", with no report).
    const dir = tmpDir();
    const tools = Array.from({ length: 12_000 }, (_, i) => `B${i}`).join(', ');
    const files: Record<string, string> = {};
    for (let k = 0; k < 12; k++)
      files[`s${String(k).padStart(2, '0')}/SKILL.md`] =
        `---\n${HEAD.replace('a-b', `s${k}`)}allowed_tools: [${tools}]\n---\nbody\n`;
    writeTree(dir, files);
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as {
      summary: Record<string, number>;
      files: { path: string; errors: JsonFinding[] }[];
    };
    // The summary counts every finding; the listing stops at 100,000 (and one note a file).
    expect(out.summary).toMatchObject({ files: 12, invalid_field: 12, errors: 144_000 });
    // In the report's order: nine list their 10,000 and the note of their own cap, the tenth
    // what is left of the 100,000, the last two their first and a note.
    expect(out.files.map((f) => [f.path, f.errors.length])).toEqual(
      out.files.map((f, k) => [
        `s${String(k).padStart(2, '0')}/SKILL.md`,
        k < 9 ? 10_001 : k === 9 ? 100_000 - 9 * 10_001 + 1 : 2,
      ]),
    );
    for (const f of out.files.slice(10)) {
      expect(f.errors[0]!.code).toBe('UnknownTool');
      expect(f.errors[1]).toMatchObject({ code: 'UnknownTool', severity: 'error' });
      expect(f.errors[1]!.message).toBe(
        '11999 more findings in this file are not listed; a report lists at most 100000 findings, and the files before this one used them (fix those first)',
      );
    }
    // Named in another order, the report (and so its cut) is the same.
    const named = runCli(
      [
        'validate',
        ...Object.keys(files)
          .reverse()
          .map((f) => f.split('/')[0]!),
        '--json',
      ],
      { cwd: dir },
    );
    expect((JSON.parse(named.stdout) as typeof out).files.map((f) => [f.path, f.errors.length])).toEqual(
      out.files.map((f) => [f.path, f.errors.length]),
    );
    const text = runCli(['validate'], { cwd: dir });
    expect(text.code).toBe(6);
    expect(text.stdout).toMatch(/12 files checked, 0 ok, 12 invalid, 144000 errors, 0 warnings/);
  });
});

describe('a long key path in every finding (bundle)', () => {
  it('10,000 NaNs under 60 keys of 1,000 characters: a report, not an internal error', () => {
    const dir = tmpDir();
    const keys = Array.from({ length: 60 }, (_, d) => `${'  '.repeat(d + 1)}"${'k'.repeat(1000)}":\n`).join('');
    const nans = `${'  '.repeat(61)}[${Array(10_000).fill('.nan').join(', ')}]\n`;
    writeTree(dir, { 's/SKILL.md': `---\n${HEAD}allowed_tools: []\nx-a:\n${keys}${nans}---\n` });
    for (const args of [
      ['validate', 's'],
      ['validate', 's', '--json'],
      ['validate', 's', '--format', 'sarif'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 6, '']);
      // At most ~1.4 KB a finding (SARIF), where the whole 60 KB path was in each.
      expect(r.stdout.length).toBeLessThan(10_000 * 2000);
    }
  });
});
