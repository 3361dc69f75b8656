/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * SARIF output against the official OASIS SARIF 2.1.0 schema (fixtures/sarif/), with
 * stable rule ids and rule metadata pointing into the README.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import { CONTRACT_CODES, RULE_IDS } from '../../src/core/diagnostic.js';
import {
  MAX_SARIF_RESULTS,
  pathUri,
  sarifCutMessage,
  sarifOmitted,
  sarifReport,
  sarifRules,
  sarifText,
} from '../../src/report/sarif.js';
import { checkTree, type FileResult } from '../../src/core/engine.js';
import { runTreeRules } from '../../src/rules/tree.js';
import { defaultSettings } from '../../src/core/config-types.js';
import { DOCS_BASE, STEP_WARNING_DOCS } from '../../src/report/catalog.js';
import type { Drift } from '../../src/lock/types.js';
import { resultsOf, validSkill } from './helpers.js';

// ajv is CommonJS: `.default` is the constructor both as TypeScript and as Node see it.
const Ajv = AjvModule.default;

const SCHEMA_FILE = path.join(process.cwd(), 'fixtures/sarif/sarif-schema-2.1.0.json');

function validator() {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
  // Draft-04 names its id `id`; everything else it uses means the same in ajv's draft-07.
  const { id, $schema: _drop, ...rest } = schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('uri', (s: string) => {
    try {
      return !!new URL(s).protocol;
    } catch {
      return false;
    }
  });
  ajv.addFormat('uri-reference', (s: string) => !/[\s"<>\\^`{|}]/.test(s) && !/%(?![0-9A-Fa-f]{2})/.test(s));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d\d-\d\dT/.test(s));
  return ajv.compile({ $id: id as string, ...rest });
}

const validate = validator();

function expectValid(doc: unknown): void {
  const ok = validate(doc);
  if (!ok) throw new Error(JSON.stringify(validate.errors, null, 2));
  expect(ok).toBe(true);
}

const BAD = `---\nid: Bad_Id\nversion: 1.0\ndescription: x\nallowed_memory_scopes: ["[unclosed"]\nallowed_tools: [Bsah]\nrandom_field: 1\n---\n`;

const drift: Drift[] = [
  {
    kind: 'changed',
    id: 'good',
    path: 'skills/good/SKILL.md',
    line: 6,
    column: 3,
    message: 'skill "good" changed since the lock: allowed_tools gained "Bash" (capability escalation)',
    changes: ['tools'],
    escalation: true,
    added_tools: ['Bash'],
  },
  { kind: 'removed', id: 'gone', path: 'skills/gone/SKILL.md', line: 1, column: 1, message: 'skill "gone" removed' },
];

/**
 * A file's result with `n` UnknownTool findings, one a column (a checked file lists at most
 * 10,000: these stand for several files' worth, as the SARIF cut sees them).
 */
function withFindings(n: number): FileResult {
  const [one] = resultsOf({ 'skills/many/SKILL.md': validSkill('many', ['Bad0']) });
  const f = one.findings.find((x) => x.code === 'UnknownTool')!;
  const findings = Array.from({ length: n }, (_, i) => ({
    ...f,
    field: `allowed_tools[${i}]`,
    message: `allowed_tools[${i}] is not a known tool: "Bad${i}"`,
    column: f.column + i,
  }));
  return { ...one, findings };
}

describe('SARIF report', () => {
  it('the schema itself rejects a broken log (the validator can fail)', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: {} }] })).toBe(false);
    expect(validate({ version: '9.9', runs: [] })).toBe(false);
    // Deep checks too: a bad level, a line 0 and an unknown property are all rejected.
    const good = sarifReport(resultsOf({ 'skills/bad/SKILL.md': BAD }), []) as { runs: Record<string, unknown>[] };
    expect(validate(good)).toBe(true);
    const mutate = (f: (d: any) => void) => {
      const d = JSON.parse(JSON.stringify(good));
      f(d);
      return validate(d);
    };
    expect(mutate((d) => (d.runs[0].results[0].level = 'fatal'))).toBe(false);
    expect(mutate((d) => (d.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0))).toBe(false);
    expect(mutate((d) => (d.runs[0].tool.driver.rules[0].helpUri = 'not a uri'))).toBe(false);
    expect(mutate((d) => (d.runs[0].bogus = 1))).toBe(false);
  });

  it('is valid SARIF 2.1.0 for findings, warnings and drift', () => {
    const results = resultsOf({ 'skills/bad/SKILL.md': BAD, 'skills/good/SKILL.md': validSkill('good') });
    expect(results[0].findings.length).toBeGreaterThan(3);
    const doc = sarifReport(results, drift, { profile: 'v1', trust: 'local' });
    expectValid(doc);
  });

  it('points a removed skill at its lockfile entry, not at the deleted file', () => {
    const results = resultsOf({ 'skills/good/SKILL.md': validSkill('good') });
    const doc = sarifReport(results, drift, { profile: 'v1', trust: 'local' }, (id) =>
      id === 'gone' ? { file: 'skillgate.lock', line: 4, column: 5 } : undefined,
    ) as any;
    expectValid(doc);
    const removed = doc.runs[0].results.find((r: any) => r.ruleId === 'drift/removed');
    expect(removed.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'skillgate.lock', uriBaseId: '%SRCROOT%' },
      region: { startLine: 4, startColumn: 5 },
    });
    const changed = doc.runs[0].results.find((r: any) => r.ruleId === 'drift/changed');
    expect(changed.locations[0].physicalLocation.artifactLocation.uri).toBe('skills/good/SKILL.md');
  });

  it('keeps at most 25,000 results (GitHub rejects a bigger run whole): errors first, in order, and says so', () => {
    // One file with 26,000 unknown tools (errors), and 2,000 warnings (copies of its first
    // findings, re-levelled) in a file reported before it.
    const many = withFindings(26_000);
    expect(many.findings.filter((f) => f.code === 'UnknownTool')).toHaveLength(26_000);
    const warned: FileResult = {
      ...many,
      path: 'skills/warned/SKILL.md',
      findings: many.findings.slice(0, 2000).map((f) => ({ ...f, severity: 'warning' as const })),
    };
    // Warnings first in the report: the cut must still keep every error it can.
    const doc = sarifReport([warned, many], drift, { profile: 'v1', trust: 'local' }) as any;
    const total = 2000 + many.findings.length + drift.length;
    expect(sarifOmitted([warned, many], drift)).toBe(total - MAX_SARIF_RESULTS);
    const run = doc.runs[0];
    expect(run.results).toHaveLength(MAX_SARIF_RESULTS);
    expect(run.results.every((r: any) => r.level === 'error')).toBe(true);
    // Report order kept: the first errors of `many`, in order.
    expect(run.results[0].message.text).toBe(many.findings[0].message);
    expect(run.results[1].message.text).toBe(many.findings[1].message);
    expect(run.properties).toMatchObject({ results_total: total, results_omitted: total - MAX_SARIF_RESULTS });
    expect(run.invocations[0].toolExecutionNotifications[0].message.text).toBe(sarifCutMessage(total));
    expectValid(doc);
    // Under the limit nothing is cut and nothing is said.
    const small = sarifReport([warned], drift, { profile: 'v1', trust: 'local' }) as any;
    expect(small.runs[0].results).toHaveLength(2000 + drift.length);
    expect(small.runs[0].invocations).toBeUndefined();
    expect(small.runs[0].properties).toEqual({ profile: 'v1', trust: 'local' });
    expect(sarifOmitted([warned], drift)).toBe(0);
  });

  it("a cut keeps the step's own warnings before the findings' warnings, and counts them", () => {
    const many = withFindings(30_000);
    const warned: FileResult = {
      ...many,
      findings: many.findings.slice(0, 26_000).map((f) => ({ ...f, severity: 'warning' as const })),
    };
    const steps = [
      {
        code: 'TrustWeakened',
        message: 'this pull request changes trust from registry to local',
        path: '.skillgate.yml',
        line: 1,
        column: 1,
        severity: 'warning' as const,
      },
    ];
    const doc = sarifReport([warned], [], { profile: 'v1', trust: 'local' }, undefined, steps) as any;
    const run = doc.runs[0];
    expect(run.results).toHaveLength(MAX_SARIF_RESULTS);
    const kept = run.results.filter((r: any) => r.ruleId === 'TrustWeakened');
    expect(kept).toHaveLength(1);
    expect(run.tool.driver.rules[kept[0].ruleIndex]).toMatchObject({
      id: 'TrustWeakened',
      defaultConfiguration: { level: 'warning' },
      properties: { tags: ['action'] },
    });
    expect(run.properties).toMatchObject({ results_total: 26_001, results_omitted: 26_001 - MAX_SARIF_RESULTS });
    expect(sarifOmitted([warned], [], 1)).toBe(26_001 - MAX_SARIF_RESULTS);
    expectValid(doc);
  });

  it("a step warning on no file is a notification of the run's invocation, not lost (code scanning takes no result without a location)", () => {
    const steps = [
      {
        code: 'PathsMatchedNothing',
        message: 'the paths input `nothing` matched no SKILL.md',
        path: '',
        line: 1,
        column: 1,
        severity: 'warning' as const,
      },
    ];
    const doc = sarifReport([], [], { profile: 'v1', trust: 'local' }, undefined, steps) as any;
    const run = doc.runs[0];
    expect(run.results).toEqual([]);
    const notes = run.invocations[0].toolExecutionNotifications;
    expect(notes).toEqual([
      {
        level: 'warning',
        message: { text: sarifText(steps[0]!.message) },
        associatedRule: { id: 'PathsMatchedNothing', index: expect.any(Number) },
      },
    ]);
    expect(run.tool.driver.rules[notes[0].associatedRule.index].id).toBe('PathsMatchedNothing');
    expect(run.invocations[0].executionSuccessful).toBe(true);
    expectValid(doc);
    // Beside a cut, both are said.
    const cut = sarifReport([withFindings(MAX_SARIF_RESULTS + 1)], [], undefined, undefined, steps) as any;
    expect(cut.runs[0].invocations[0].toolExecutionNotifications.map((n: any) => n.message.text)).toEqual([
      sarifText(steps[0]!.message),
      sarifCutMessage(MAX_SARIF_RESULTS + 1),
    ]);
    expectValid(cut);
  });

  it("a step warning on a SKILL.md of the run carries that file's artifact index (SARIF §3.4.5)", () => {
    const results = resultsOf({ 'a/SKILL.md': validSkill('a'), 'b/SKILL.md': validSkill('b') });
    const steps = [
      {
        code: 'CapabilityEscalation',
        message: 'gains',
        path: 'b/SKILL.md',
        line: 3,
        column: 1,
        severity: 'warning' as const,
      },
      {
        code: 'LockfileRemoved',
        message: 'gone',
        path: 'skillgate.lock',
        line: 1,
        column: 1,
        severity: 'warning' as const,
      },
    ];
    const doc = sarifReport(results, [], undefined, undefined, steps) as any;
    const run = doc.runs[0];
    const loc = (code: string) =>
      run.results.find((r: any) => r.ruleId === code).locations[0].physicalLocation.artifactLocation;
    expect(loc('CapabilityEscalation')).toEqual({ uri: 'b/SKILL.md', uriBaseId: '%SRCROOT%', index: 1 });
    expect(run.artifacts[1].location.uri).toBe('b/SKILL.md');
    expect(loc('LockfileRemoved').index).toBeUndefined();
    expectValid(doc);
  });

  it('is valid with no results at all', () => {
    expectValid(sarifReport([], []));
  });

  it('is valid for paths that need percent-encoding, and encodes them per segment', () => {
    const odd = 'skills/a #1?x%/é:b/SKILL.md';
    const results = resultsOf({ [odd]: BAD });
    const doc = sarifReport(results, []) as { runs: { results: { locations: unknown[] }[] }[] };
    expectValid(doc);
    expect(pathUri(odd)).toBe('skills/a%20%231%3Fx%25/%C3%A9%3Ab/SKILL.md');
    expect(decodeURIComponent(pathUri(odd))).toBe(odd);
    const loc = doc.runs[0].results[0].locations[0] as { physicalLocation: { artifactLocation: { uri: string } } };
    expect(loc.physicalLocation.artifactLocation.uri).toBe(pathUri(odd));
  });

  it('a folder named like a drive (C:) is a repository path off Windows, not a file:/// URI', () => {
    const doc = sarifReport(resultsOf({ 'C:/SKILL.md': BAD, 'z:/sub/SKILL.md': BAD }), []) as {
      runs: {
        artifacts: { location: unknown }[];
        results: { locations: { physicalLocation: { artifactLocation: unknown } }[] }[];
      }[];
    };
    expectValid(doc);
    const want =
      process.platform === 'win32'
        ? [{ uri: 'file:///C:/SKILL.md' }, { uri: 'file:///z:/sub/SKILL.md' }]
        : [
            { uri: 'C%3A/SKILL.md', uriBaseId: '%SRCROOT%' },
            { uri: 'z%3A/sub/SKILL.md', uriBaseId: '%SRCROOT%' },
          ];
    const located = doc.runs[0].results.map((r) => r.locations[0].physicalLocation.artifactLocation as { uri: string });
    expect([...new Map(located.map((l) => [l.uri, l])).values()]).toEqual(want.map((w) => expect.objectContaining(w)));
    expect(doc.runs[0].artifacts.map((a) => a.location)).toEqual(want.map((w) => expect.objectContaining(w)));
  });

  it('has one rule per code with a stable id, a name, descriptions and a help URI into the docs', () => {
    const rules = sarifRules();
    const ids = rules.map((r) => r.id);
    expect(ids).toEqual([
      ...CONTRACT_CODES,
      ...RULE_IDS,
      'drift/added',
      'drift/removed',
      'drift/changed',
      'drift/moved',
      'drift/version-not-bumped',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    // SARIF §3.49.7: a name, where given, differs from the id; no two rules share one.
    const names = rules.flatMap((r) => (r.name === undefined ? [] : [r.name]));
    expect(new Set(names).size).toBe(names.length);
    expect(rules.find((r) => r.id === 'unknown-field')!.name).toBe('PolicyUnknownField');
    expect(rules.find((r) => r.id === 'InvalidId')!.name).toBeUndefined();
    for (const r of rules) {
      if (r.name !== undefined) expect(r.name).not.toBe(r.id);
      if (r.name !== undefined) expect(r.name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(r.shortDescription.text.length).toBeGreaterThan(5);
      expect(r.fullDescription.text.length).toBeGreaterThanOrEqual(r.shortDescription.text.length);
      expect(r.helpUri).toMatch(
        r.id.startsWith('drift/')
          ? new RegExp(`^${DOCS_BASE}/README\\.md#the-lockfile$`)
          : (RULE_IDS as readonly string[]).includes(r.id)
            ? new RegExp(`^${DOCS_BASE}/docs/rules/${r.id}\\.md$`)
            : new RegExp(`^${DOCS_BASE}/README\\.md#error-codes$`),
      );
      expect(r.help.text).toContain(r.helpUri);
    }
    expect(rules.find((r) => r.id === 'InvalidId')!.helpUri).toBe(`${DOCS_BASE}/README.md#error-codes`);
    expect(rules.find((r) => r.id === 'description-trigger')!.defaultConfiguration.level).toBe('warning');
    expect(rules.find((r) => r.id === 'tool-conflict')!.defaultConfiguration.level).toBe('error');
  });

  it("documents every one of the Action's own warning codes (SARIF rule text, README's warnings output)", () => {
    // The codes as the Action's source writes them: add('Code', …), code: 'Code', warningTitle: 'Code'.
    const src = ['src/action.ts', 'src/action/baseline.ts', 'src/commands/common.ts']
      .map((f) => readFileSync(path.join(process.cwd(), f), 'utf8'))
      .join('\n');
    const codes = new Set(
      [...src.matchAll(/(?:\badd\(\s*|\bcode: |warningTitle(?: \?\?|:) )'([A-Z][A-Za-z]+)'/g)].map((m) => m[1]!),
    );
    expect(codes).toContain('CapabilityEscalation');
    expect(codes).toContain('VersionNotBumped');
    expect(codes).toContain('KeyringMoved');
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    const row = readme.split('\n').find((l) => l.startsWith('| `warnings` |'))!;
    for (const code of codes) {
      expect([code, STEP_WARNING_DOCS[code]?.length]).toEqual([code, expect.any(Number)]);
      expect([code, row.includes(`\`${code}\``)]).toEqual([code, true]);
    }
    expect(Object.keys(STEP_WARNING_DOCS).sort()).toEqual([...codes].sort());
  });

  it('points each result at its rule by id and index, with severity and position', () => {
    const results = resultsOf({ 'skills/bad/SKILL.md': BAD });
    const doc = sarifReport(results, drift) as {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          locations: { physicalLocation: { region: { startLine: number; startColumn: number } } }[];
        }[];
      }[];
    };
    const run = doc.runs[0];
    const codes = results[0].findings.map((f) => f.code);
    expect(run.results.map((r) => r.ruleId)).toEqual([...codes, 'drift/changed', 'drift/removed']);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    const invalidId = run.results.find((r) => r.ruleId === 'InvalidId')!;
    expect(invalidId.level).toBe('error');
    expect(invalidId.locations[0].physicalLocation.region).toEqual({ startLine: 2, startColumn: 5 });
    const escalation = run.results.find((r) => r.ruleId === 'drift/changed')!;
    expect(escalation.locations[0].physicalLocation.region).toEqual({ startLine: 6, startColumn: 3 });
  });

  it('is byte-for-byte stable for the same input', () => {
    const a = JSON.stringify(sarifReport(resultsOf({ 'skills/bad/SKILL.md': BAD }), drift));
    const b = JSON.stringify(sarifReport(resultsOf({ 'skills/bad/SKILL.md': BAD }), drift));
    expect(a).toBe(b);
  });

  it('gives every result its own fingerprint: one rule on one line is several alerts, and lines may move', () => {
    const missing = `---\nfoo: 1\n---\n`;
    const tools = (pad: string) =>
      `---\n${pad}id: b\nversion: 1.0.0\ndescription: D. Use when x.\nallowed_memory_scopes: []\nallowed_tools: [Bsah, Raed, Read]\ndisallowed_tools: [Read]\n---\n`;
    const fps = (files: Record<string, string>) =>
      (sarifReport(resultsOf(files), []) as any).runs[0].results.map((r: any) => [
        r.ruleId,
        r.partialFingerprints['skillgate/v1'],
        r.partialFingerprints.primaryLocationLineHash,
      ]);
    const before = fps({ 'a/SKILL.md': missing, 'b/SKILL.md': tools('') });
    // RequiredMissing x5 at 1:1 in a, UnknownTool x2 on one line of b, and a tool-conflict naming a line.
    expect(before.filter((x: string[]) => x[0] === 'RequiredMissing')).toHaveLength(5);
    expect(before.filter((x: string[]) => x[0] === 'UnknownTool')).toHaveLength(2);
    for (const [, own, line] of before) {
      expect(own).toMatch(/^[0-9a-f]{32}:\d+$/);
      expect(line).toBe(own);
    }
    expect(new Set(before.map((x: string[]) => x[1])).size).toBe(before.length);
    const conflict = (sarifReport(resultsOf({ 'b/SKILL.md': tools('') }), []) as any).runs[0].results.find(
      (r: any) => r.ruleId === 'tool-conflict',
    );
    expect(conflict.message.text).toMatch(/line \d+/);
    // The same findings three lines further down (tool-conflict's message names a line): the same fingerprints.
    const after = fps({ 'a/SKILL.md': missing, 'b/SKILL.md': tools('# a\n# b\n# c\n') });
    expect(after).toEqual(before);
    // An item added before a bad one moves its index (allowed_tools[0] -> [1]): the same alert.
    const shifted = fps({ 'a/SKILL.md': missing, 'b/SKILL.md': tools('').replace('[Bsah, ', '[Glob, Bsah, ') });
    const unknown = (list: string[][]) => list.filter((x) => x[0] === 'UnknownTool').map((x) => x[1]);
    expect(unknown(shifted)).toEqual(unknown(before));
    // Another file: other fingerprints.
    const moved = fps({ 'a/SKILL.md': missing, 'c/SKILL.md': tools('') });
    expect(moved.slice(5)).not.toEqual(before.slice(5));
    // Two identical findings are told apart by their count.
    const twice = (sarifReport(resultsOf({ 'a/SKILL.md': missing }), []) as any).runs[0].results;
    const doc = sarifReport(resultsOf({ 'a/SKILL.md': missing }), [], undefined, undefined, [
      { code: 'KeyringChanged', message: 'm', path: 'k', line: 1, column: 1, severity: 'warning' },
      { code: 'KeyringChanged', message: 'm', path: 'k', line: 1, column: 1, severity: 'warning' },
    ]) as any;
    const steps = doc.runs[0].results.slice(twice.length).map((r: any) => r.partialFingerprints['skillgate/v1']);
    expect(steps[0].split(':')[0]).toBe(steps[1].split(':')[0]);
    expect(steps.map((f: string) => f.split(':')[1])).toEqual(['1', '2']);
    expectValid(doc);
  });

  it('a fingerprint does not change with the base commit a message names (an unrelated merge moves it)', () => {
    const fps = (sha: string) => {
      const step = (code: string, line: number, message: string) => ({
        code,
        message,
        path: 'aa/SKILL.md',
        line,
        column: 1,
        severity: 'warning' as const,
      });
      const steps = [
        step(
          'CapabilityEscalation',
          9,
          `skill "aa" gains tool "Bash" (trusted) against skillgate.lock at ${sha}, and this change re-pins it in the lockfile: review the new capabilities before merging`,
        ),
        step(
          'VersionNotBumped',
          3,
          `skill "aa" changed against skillgate.lock at ${sha} without a version bump, and this change re-pins it in the lockfile: bump version before merging`,
        ),
        step('BaseConfigUnavailable', 1, `could not read .skillgate.yml from the base commit ${sha}: no such file`),
      ];
      const drift = [
        {
          kind: 'added' as const,
          id: 'aa',
          path: 'aa/SKILL.md',
          line: 1,
          column: 1,
          message: `x-deprecated-by names "zz", which --changed-since main (${sha}) deletes`,
        },
      ];
      const doc = sarifReport([], drift as any, undefined, undefined, steps) as any;
      expectValid(doc);
      return doc.runs[0].results.map((r: any) => [r.ruleId, r.partialFingerprints['skillgate/v1']]);
    };
    const before = fps('07a7ea7');
    expect(before.length).toBe(4);
    expect(fps('895fe96')).toEqual(before);
    // A full object id (--changed-since given the base's SHA) too.
    expect(fps('895fe96'.padEnd(40, 'a'))).toEqual(before);
    // Still told apart from one another.
    expect(new Set(before.map((x: string[]) => x[1])).size).toBe(4);
  });

  it('a fingerprint does not change with what other files decide in its message (a did-you-mean, the other copies)', () => {
    const fp = (files: Record<string, string>, path: string, rule: string) => {
      const results = resultsOf(files);
      checkTree(results);
      runTreeRules(results, defaultSettings('/nonexistent-root', false));
      return (sarifReport(results, []) as any).runs[0].results
        .filter((r: any) => r.ruleId === rule && r.locations[0].physicalLocation.artifactLocation.uri === path)
        .map((r: any) => [r.message.text, r.partialFingerprints['skillgate/v1']]);
    };
    const deprecated = { 'b/SKILL.md': validSkill('b').replace('---\n\n', 'x-deprecated-by: zzz\n---\n\n') };
    const [[m1, f1]] = fp(deprecated, 'b/SKILL.md', 'deprecated-by');
    const [[m2, f2]] = fp({ ...deprecated, 'zzy/SKILL.md': validSkill('zzy') }, 'b/SKILL.md', 'deprecated-by');
    expect(m1).not.toContain('did you mean');
    expect(m2).toContain('did you mean "zzy"?');
    expect(f2).toBe(f1);
    const twice = { 'a/SKILL.md': validSkill('d'), 'b/SKILL.md': validSkill('d') };
    const [[d1, g1]] = fp(twice, 'a/SKILL.md', 'DuplicateId');
    const [[d2, g2]] = fp({ ...twice, 'c/SKILL.md': validSkill('d') }, 'a/SKILL.md', 'DuplicateId');
    expect([d1, d2]).toEqual([
      'id "d" is also declared by b/SKILL.md: skill ids must be unique',
      'id "d" is also declared by b/SKILL.md, c/SKILL.md: skill ids must be unique',
    ]);
    expect(g2).toBe(g1);
    // Still one alert per copy, and per skill id.
    expect(fp(twice, 'b/SKILL.md', 'DuplicateId')[0][1]).not.toBe(g1);
    const other = { 'a/SKILL.md': validSkill('e'), 'b/SKILL.md': validSkill('e') };
    expect(fp(other, 'a/SKILL.md', 'DuplicateId')[0][1]).not.toBe(g1);
  });

  it('a value quoted in a message cannot form an embedded link (SARIF §3.11.6)', () => {
    expect(sarifText('id "[Verified](https://evil.example/)" is not kebab-case')).toBe(
      'id "[Verified\\](https://evil.example/)" is not kebab-case',
    );
    expect(sarifText('a \\](x) b')).toBe('a \\\\\\](x) b');
    expect(sarifText('tags[0] must be a string; [a-m]* (ok)')).toBe('tags[0] must be a string; [a-m]* (ok)');
  });

  it('a brace in a message is doubled: `{0}` is a placeholder in SARIF text (§3.11.5)', () => {
    expect(sarifText('unclosed `{` in "mem/{a,b" and "{0}"')).toBe('unclosed `{{` in "mem/{{a,b" and "{{0}}"');
    const doc = sarifReport(
      resultsOf({
        'a/SKILL.md':
          '---\nid: a\nversion: 1.0.0\ndescription: Use when x\nallowed_memory_scopes: ["mem/{a,b"]\nallowed_tools: ["{0}"]\n---\n',
      }),
      [],
    ) as any;
    const texts: string[] = doc.runs[0].results.map((r: any) => r.message.text);
    expect(texts.length).toBe(2);
    // Every brace doubled: no lone one (a reader of placeholders fails on it) and no `{0}`.
    for (const t of texts) expect(t.replace(/\{\{|\}\}/g, '')).not.toMatch(/[{}]/);
    expect(texts.join('\n')).toContain('"{{0}}"');
  });

  it('a quoted link stays inert in the whole report', () => {
    const doc = sarifReport(
      resultsOf({ 'a/SKILL.md': '---\nid: "[Verified by security](https://evil.example/)"\n---\n' }),
      [],
    ) as any;
    const texts: string[] = doc.runs[0].results.map((r: any) => r.message.text);
    expect(texts.some((t) => t.includes('[Verified by security\\](https://evil.example/)'))).toBe(true);
    expect(texts.some((t) => /\[[^\]]*[^\\]\]\(/.test(t))).toBe(false);
    expectValid(doc);
  });

  it('cuts long quoted values in messages, as the text output does: GitHub refuses an upload over 10 MB gzipped', () => {
    const long = 'T'.repeat(20_000);
    const key = `x${'k'.repeat(999)}`; // YAML takes an implicit key of 1,024 characters at most
    const doc = sarifReport(
      resultsOf({
        'a/SKILL.md': validSkill('a').replace('  - Read', `  - Read\n  - ${long}`),
        'b/SKILL.md': validSkill('b').replace('---\n\n', `${key}: 1\n---\n\n`),
      }),
      [],
    ) as any;
    const results: any[] = doc.runs[0].results;
    const tool = results.find((r) => r.ruleId === 'UnknownTool');
    expect(tool.message.text).toContain(`"${'T'.repeat(40)}`);
    expect(tool.message.text).toContain('(20000 characters)');
    expect(tool.message.text.length).toBeLessThan(400);
    const field = results.find((r) => r.properties.field.startsWith('xkkk'));
    expect(field.properties.field).toBe(`x${'k'.repeat(199)}… (1000 characters)`);
    expect(JSON.stringify(results).length).toBeLessThan(3_000);
    expectValid(doc);
  });
});
