/**
 * Every fixture bundle through the bundled CLI, as a user runs it: one `validate <bundle>
 * --json` per fixture (exit code, JSON shape, exact {code, line, column}), one text run per
 * group of fixtures, and acceptance criteria 11-13 and 17-18 end to end.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, runCli, tmpDir } from '../helpers/cli.js';
import { loadFixtures, pinned, pool, runCliAsync, where, type Fixture } from '../core/fixtures.js';

const fixtures = loadFixtures();

/** Fixtures copied under one root per (config, args) group, outside any git work tree. */
interface Group {
  root: string;
  args: string[];
  members: Fixture[];
}
const groups = new Map<string, Group>();
for (const f of fixtures) {
  const key = JSON.stringify([f.expected.config ?? '', f.expected.args ?? []]);
  let g = groups.get(key);
  if (!g) {
    g = { root: tmpDir('skillgate-fx-'), args: f.expected.args ?? [], members: [] };
    if (f.expected.config) writeFileSync(path.join(g.root, '.skillgate.yml'), f.expected.config);
    groups.set(key, g);
  }
  cpSync(f.dir, path.join(g.root, f.name), { recursive: true });
  g.members.push(f);
}
const rootOf = (f: Fixture) => [...groups.values()].find((g) => g.members.includes(f))!.root;

interface FileJson {
  status: string;
  path: string;
  outcome: string;
  errors?: { code: string; line: number; column: number; field: string; message: string; severity: string }[];
  warnings: { code: string; line: number; column: number }[];
  [k: string]: unknown;
}

const STACK = /\n\s+at /;

describe('validate <fixture> --json (one bundle per run)', () => {
  let runs: { code: number; stdout: string; stderr: string }[] = [];
  beforeAll(async () => {
    runs = await pool(
      fixtures.map(
        (f) => () => runCliAsync(['validate', f.name, '--json', ...(f.expected.args ?? [])], { cwd: rootOf(f) }),
      ),
    );
  }, 300_000);

  it.each(fixtures.map((f, i) => [f.name, f, i] as const))('%s', (_name, f, i) => {
    const r = runs[i];
    expect(r.stderr).toBe('');
    expect(r.code).toBe(f.expected.exit);
    const out = JSON.parse(r.stdout) as FileJson;
    expect(out.path).toBe(`${f.name}/SKILL.md`);
    expect(out.outcome).toBe(f.expected.outcome);
    expect(out.status).toBe(f.expected.exit === 0 ? 'ok' : 'invalid');
    expect(where(out.errors ?? [])).toEqual(where(f.expected.errors));
    expect(where(out.warnings)).toEqual(where(f.expected.warnings));
    expect(pinned(f.expected.errors, out.errors ?? [])).toEqual([]);
    for (const e of out.errors ?? []) {
      expect(Object.keys(e).sort()).toEqual(['code', 'column', 'field', 'line', 'message', 'severity']);
      expect(e.severity).toBe('error');
    }
    for (const [k, v] of Object.entries(f.expected.json ?? {})) expect([k, out[k]]).toEqual([k, v]);
  });
});

describe('validate <all fixtures of a group> (text and multi-file JSON)', () => {
  // A group of one is a single-bundle run, covered above.
  const batches = [...groups.values()].filter((g) => g.members.length > 1);
  it('batches most fixtures', () => expect(batches.reduce((n, g) => n + g.members.length, 0)).toBeGreaterThan(90));
  it.each(
    batches.map(
      (g) =>
        [
          g.members
            .map((m) => m.name)
            .join(' ')
            .slice(0, 60),
          g,
        ] as const,
    ),
  )('%s…', (_label, g) => {
    const names = g.members.map((m) => m.name);
    const text = runCli(['validate', ...names, ...g.args], { cwd: g.root });
    expect(text.stderr).not.toMatch(STACK);
    expect(text.code).toBe(g.members.some((m) => m.expected.exit === 6) ? 6 : 0);
    const lines = text.stdout.trimEnd().split('\n');
    const summary = lines.pop()!;
    const invalid = g.members.filter((m) => m.expected.exit === 6).length;
    expect(summary).toMatch(
      new RegExp(`^[✓✖] skillgate: ${names.length} files? checked, ${names.length - invalid} ok, ${invalid} invalid, `),
    );
    const expected = g.members
      .flatMap((m) => [
        ...m.expected.errors.map((e) => ({ key: `${m.name}/SKILL.md:${e.line}:${e.column}: error ${e.code} `, ...e })),
        ...m.expected.warnings.map((w) => ({
          key: `${m.name}/SKILL.md:${w.line}:${w.column}: warning ${w.code} `,
          ...w,
        })),
      ])
      .map((e) => e.key);
    const got = lines.map((l) => l.replace(/^(\S+:\d+:\d+: (?:error|warning) \S+ ).*$/, '$1'));
    expect(got.sort()).toEqual(expected.sort());

    const json = runCli(['validate', ...names, '--json', ...g.args], { cwd: g.root });
    const report = JSON.parse(json.stdout) as { status: string; files: FileJson[]; summary: Record<string, number> };
    expect(report.summary.files).toBe(names.length);
    for (const m of g.members) {
      const file = report.files.find((x) => x.path === `${m.name}/SKILL.md`);
      expect([m.name, where(file?.errors ?? [])]).toEqual([m.name, where(m.expected.errors)]);
    }
  });
});

describe('acceptance criteria end to end', () => {
  const vectors = path.join(REPO, 'fixtures', 'vectors');
  const work = tmpDir('skillgate-ac-');
  for (const b of ['signed-valid', 'tampered-body', 'tampered-frontmatter']) {
    cpSync(path.join(vectors, b), path.join(work, b), { recursive: true });
  }
  cpSync(path.join(REPO, 'fixtures', 'ac01-valid'), path.join(work, 'ac01-valid'), { recursive: true });
  cpSync(path.join(REPO, 'fixtures', 'ac17-exit-codes'), path.join(work, 'ac17-exit-codes'), { recursive: true });
  cpSync(path.join(REPO, 'fixtures', 'ac18-json-output'), path.join(work, 'ac18-json-output'), { recursive: true });

  it('AC11: a correctly signed bundle loads', () => {
    const r = runCli(['validate', 'signed-valid', '--json'], { cwd: work });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'ok', outcome: 'ok', id: 'memory-capture' });
  });

  it.each(['tampered-body', 'tampered-frontmatter'])('AC12/13: %s fails verification (exit 6)', (b) => {
    const r = runCli(['validate', b, '--json'], { cwd: work });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as FileJson;
    expect(out.outcome).toBe('signature_failed');
    expect(out.errors![0]).toMatchObject({ code: 'SignatureFailed', field: 'signature' });
    // It says what to do, as every other finding does.
    expect(out.errors![0].message).toMatch(/does not match the frontmatter and body .*sign it again: `skillgate sign`/);
  });

  it('AC17: exit 0 valid, 6 invalid, 1 when SKILL.md is not found', () => {
    expect(runCli(['validate', 'ac01-valid'], { cwd: work }).code).toBe(0);
    expect(runCli(['validate', 'ac17-exit-codes'], { cwd: work }).code).toBe(6);
    const missing = runCli(['validate', 'ac17-exit-codes/nowhere'], { cwd: work });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('skillgate: cannot read ac17-exit-codes/nowhere: no such file or directory\n');
    expect(missing.stdout).toBe('');
  });

  it("the README's first command: the shipped examples validate clean in this repository", () => {
    // Named paths are compared with the repository's other tracked skills (DuplicateId): an
    // example must not take an id the fixtures or test vectors use.
    const r = runCli(['validate', 'examples/'], { cwd: REPO });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/^✓ skillgate: \d+ files checked, (\d+) ok, 0 invalid, 0 errors, 0 warnings/);
  });

  it('AC17: the seed text output for a valid bundle', () => {
    const r = runCli(['validate', 'ac01-valid'], { cwd: work });
    expect(r.stdout).toBe('✓ memory-capture v1.0.0 — valid\n');
  });

  it('AC18: --json prints the seed shape plus path, outcome, warnings and defaults (golden file)', () => {
    const r = runCli(['validate', 'ac18-json-output', '--json'], { cwd: work });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(typeof out.duration_ms).toBe('number');
    delete out.duration_ms;
    const golden = JSON.parse(
      readFileSync(path.join(REPO, 'fixtures', 'ac18-json-output', 'expected-output.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(out).toEqual(golden);
    // The seed's keys come first, in the seed's order.
    expect(Object.keys(out).slice(0, 5)).toEqual(['status', 'id', 'version', 'allowed_memory_scopes', 'allowed_tools']);
  });
});
