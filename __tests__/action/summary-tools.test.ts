import { buildSummary, type SummaryInput } from '../../src/action/summary.js';
import type { FileResult } from '../../src/core/engine.js';
import { emptyData } from '../../src/rules/v1.js';
import { resultsOf } from './helpers.js';
import { serializeLockfile } from '../../src/lock/lockfile.js';
import { snapshots } from '../../src/core/run.js';
import { lockEntryLookup } from '../../src/lock/entry-position.js';

function result(id: string, declared: string[], effective: string[]): FileResult {
  return {
    path: `skills/${id}/SKILL.md`,
    outcome: 'ok',
    findings: [],
    data: { ...emptyData(), id, version: '1.0.0', allowed_tools: declared },
    effective_tools: effective,
    duration_ms: 1,
    parsed: true,
  };
}

/** A summary of `over` with the rest of a plain run's input. */
function summary(over: Partial<SummaryInput>): string {
  return buildSummary({
    version: '0.0.0',
    how: 'checked everything',
    results: [],
    drift: [],
    lockChecked: false,
    lockfile: 'skillgate.lock',
    removed: [],
    notes: [],
    failOn: 'error',
    failed: false,
    durationMs: 1,
    ...over,
  });
}

describe('job summary: effective tools', () => {
  it('lists declared and effective tools per skill (ADR-028)', () => {
    const text = summary({
      results: [result('review', ['Read', 'Bash'], ['Read'])],
    });
    expect(text).toContain('### Effective tools');
    expect(text).toContain('| review | skills\\/review\\/SKILL\\.md | Read, Bash | Read |');
  });

  it('the declared column names every tool the skill declares, unknown ones too', () => {
    const [r] = resultsOf({
      'skills/odd/SKILL.md':
        '---\nid: odd\nversion: 1.0.0\ndescription: Odd. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read, "mcp__a__<b>x</b>", Reed]\n---\n',
    });
    expect(r.findings.map((f) => f.code)).toEqual(['UnknownTool', 'UnknownTool']);
    const text = summary({
      results: [r],
      failed: true,
    });
    expect(text).toContain(
      '| odd | skills\\/odd\\/SKILL\\.md | Read, mcp\\_\\_a\\_\\_\\<b\\>x\\<\\/b\\>, Reed | Read |',
    );
  });
});

describe('job summary: a declared tool name that could read as another, or as two', () => {
  it('is quoted with what it holds spelled out, as the findings show it', () => {
    const [r] = resultsOf({
      'skills/u/SKILL.md':
        '---\nid: u\nversion: 1.0.0\ndescription: Use when x.\nallowed_memory_scopes: []\nallowed_tools: [Read, "Read, Bash", "Gre\\u0000p", "a\\u2028b", "\\u001b[31mred", "z\\r::warning::cr", " "]\n---\n',
    });
    expect(r.findings.filter((f) => f.code === 'UnknownTool')).toHaveLength(6);
    const row = summary({ results: [r], failed: true })
      .split('\n')
      .find((l) => l.startsWith('| u |'))!;
    expect(row).toBe(
      '| u | skills\\/u\\/SKILL\\.md | Read, \\"Read\\, Bash\\", \\"Gre\\\\u0000p\\", \\"a\\\\u2028b\\", \\"\\\\u001b\\[31mred\\", \\"z\\\\r\\:\\:warning\\:\\:cr\\", \\" \\" | Read |',
    );
  });
});

describe('job summary: lock drift', () => {
  it('shows a removed skill at its entry in the lockfile, as the log and the annotations do', () => {
    const lockText = serializeLockfile(
      snapshots(
        resultsOf({
          'skills/a/SKILL.md':
            '---\nid: a\nversion: 1.0.0\ndescription: A. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n',
          'skills/del/SKILL.md':
            '---\nid: del\nversion: 1.0.0\ndescription: D. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n',
        }),
      ),
    );
    const entry = lockEntryLookup(lockText, 'skillgate.lock')('del')!;
    expect(entry.line).toBeGreaterThan(1);
    const text = summary({
      results: [],
      drift: [
        {
          kind: 'removed',
          id: 'del',
          path: 'skills/del/SKILL.md',
          line: 1,
          column: 1,
          message: 'skill "del" is in the lock but not in the tree',
        },
      ],
      lockChecked: true,
      lockEntry: lockEntryLookup(lockText, 'skillgate.lock'),
      failed: true,
    });
    expect(text).toContain(
      `| removed | del | skillgate\\.lock | ${entry.line}:${entry.column} | skill \\"del\\" is in the lock`,
    );
  });
});

describe('job summary: a line break in repository text is spelled out, never flattened', () => {
  // Flattened to a space, `q\n::error::z` and `q ::error::z` read as one name.
  const nl = 's/q\n::error::z/skill.md';
  const sp = 's/q ::error::z/skill.md';

  it('in the step warnings, the notes, the keyring callout and the line that says how files were chosen', () => {
    const text = summary({
      how: `Full scan (the change edits ${nl})`,
      fallback: `${nl} changed`,
      warnings: [`${nl} is not checked`, `${sp} is not checked`],
      notes: [`note on ${nl}`],
      keyring: { file: nl, changed: false, source: 'base', warning: `keyring ${nl}` },
    });
    const escNl = 's\\/q\\\\n\\:\\:error\\:\\:z\\/skill\\.md';
    const escSp = 's\\/q \\:\\:error\\:\\:z\\/skill\\.md';
    expect(text).toContain(`Full scan \\(the change edits ${escNl}\\): ${escNl} changed.\n`);
    expect(text).toContain(`> [!WARNING]\n> ${escNl} is not checked\n`);
    expect(text).toContain(`> [!WARNING]\n> ${escSp} is not checked\n`);
    expect(text).toContain(`> [!NOTE]\n> note on ${escNl}\n`);
    expect(text).toContain(`> [!WARNING]\n> keyring ${escNl}\n`);
    expect(text).not.toMatch(/\n[^>|\n]*::error::/);
  });

  it('in the capability changes table: a tool or scope with a line break or a comma is quoted', () => {
    const text = summary({
      capabilities: {
        base: 'abc1234',
        changes: [
          {
            id: 'a',
            path: 'skills/a/SKILL.md',
            isNew: false,
            tools: [{ name: 'w\nz' }, { name: 'Read, Bash' }, { name: 'Grep', class: 'read-only' }],
            scopes: ['m/x\ny/**', 'notes/**'],
          },
        ],
      },
    });
    expect(text).toContain(
      '| a | skills\\/a\\/SKILL\\.md | \\"w\\\\nz\\" (unclassified), \\"Read\\, Bash\\" (unclassified), Grep (read-only) | \\"m\\/x\\\\ny\\/\\*\\*\\", notes\\/\\*\\* |',
    );
  });
});

describe('job summary: long values are cut as the log cuts them (a 200 KB name filled the summary)', () => {
  const long = 'B'.repeat(200_000);

  it('a tool name in the effective tools and capability tables, and an id', () => {
    const text = summary({
      results: [result('a', [long, 'Read', ...Array.from({ length: 80 }, (_, i) => `mcp__s__t${i}`)], ['Read'])],
      capabilities: {
        base: 'abc1234',
        changes: [{ id: 'a', path: 'skills/a/SKILL.md', isNew: true, tools: [{ name: long }], scopes: [long] }],
      },
    });
    expect(text.length).toBeLessThan(10_000);
    expect(text).toContain(
      `| a | skills\\/a\\/SKILL\\.md | \\"${'B'.repeat(180)}…\\" \\(200000 characters\\), Read, mcp`,
    );
    expect(text).toContain('mcp\\_\\_s\\_\\_t47 and 32 more | Read |');
    expect(text).toContain(
      `| a (new) | skills\\/a\\/SKILL\\.md | \\"${'B'.repeat(180)}…\\" \\(200000 characters\\) (unclassified) | \\"${'B'.repeat(180)}…\\" \\(200000 characters\\) |`,
    );
  });

  it('a finding or drift message quoting a long value', () => {
    const [r] = resultsOf({
      'skills/odd/SKILL.md': `---\nid: odd\nversion: 1.0.0\ndescription: Odd. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [${long}]\n---\n`,
    });
    const text = summary({
      results: [r],
      failed: true,
      lockChecked: true,
      drift: [
        { kind: 'added', id: 'odd', path: 'skills/odd/SKILL.md', line: 2, column: 1, message: `gained "${long}"` },
      ],
    });
    expect(text.length).toBeLessThan(10_000);
    expect(text).toMatch(/is not a known tool\\: \\"B{90,120}…\\" \\\(200000 characters\\\)/);
    expect(text).toMatch(/\| gained \\"B{90,120}…\\" \\\(200000 characters\\\) \|/);
  });
});
