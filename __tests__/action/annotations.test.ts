/**
 * Annotations and log safety: ordering, the 10-per-type note, stop-commands fencing, and
 * the escaping @actions/core really applies (checked against its printed output).
 */
import { jest } from '@jest/globals';
import * as core from '@actions/core';
import {
  ANNOTATION_LIMIT,
  annotationsFor,
  ANNOTATIONS_ISSUED,
  emitAnnotations,
  lockEntryIndex,
  lockEntryPosition,
  overflowNotes,
  printRaw,
} from '../../src/action/annotations.js';
import { buildSummary, errorSummary, md, mdName, SUMMARY_LIMIT, type SummaryInput } from '../../src/action/summary.js';
import type { Drift } from '../../src/lock/types.js';
import type { FileResult } from '../../src/core/engine.js';
import { mockCore, resultsOf, validSkill } from './helpers.js';

const BAD = `---\nid: Bad\nversion: 1.0.0\ndescription: No trigger here\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n`;

/** What @actions/core prints to stdout while `fn` runs. */
function captureStdout(fn: () => void): string {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => {
    chunks.push(String(c));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('');
}

/** `n` skills under long paths, each with one UnknownTool error whose message is padded by `pad` characters. */
function unknownToolEach(n: number, pad: number): FileResult[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `skills/s${i}/${'n'.repeat(60)}/SKILL.md`,
    outcome: 'invalid_field',
    findings: [
      {
        field: 'allowed_tools[0]',
        code: 'UnknownTool',
        message: `allowed_tools[0] is not a known tool: "Nope${i}" ${'m'.repeat(pad)}`,
        line: 7,
        column: 3,
        severity: 'error',
      },
    ],
    duration_ms: 0,
    parsed: true,
  }));
}

describe('annotationsFor', () => {
  it('lists errors before warnings, drift among the errors, with code titles and positions', () => {
    const results = resultsOf({ 'a/SKILL.md': BAD, 'b/SKILL.md': validSkill('b') });
    const drift: Drift[] = [{ kind: 'added', id: 'b', path: 'b/SKILL.md', line: 2, column: 5, message: 'not locked' }];
    const anns = annotationsFor(results, drift, { toFile: (p) => `sub/${p}` });
    expect(anns.map((a) => [a.level, a.title, a.file, a.line, a.column])).toEqual([
      ['error', 'InvalidId', 'sub/a/SKILL.md', 2, 5],
      ['error', 'drift/added', 'sub/b/SKILL.md', 2, 5],
      ['warning', 'description-trigger', 'sub/a/SKILL.md', 4, 14],
    ]);
  });

  it('puts a removed skill on its lockfile entry', () => {
    const lockText =
      '{\n  "lockfileVersion": 1,\n  "skills": {\n    "gone": {\n      "path": "x/SKILL.md"\n    }\n  }\n}\n';
    const drift: Drift[] = [{ kind: 'removed', id: 'gone', path: 'x/SKILL.md', line: 1, column: 1, message: 'gone' }];
    const anns = annotationsFor([], drift, {
      toFile: (p) => p,
      lockEntry: (id) => {
        const at = lockEntryPosition(lockText, id);
        return at && { file: 'skillgate.lock', ...at };
      },
    });
    expect(anns[0]).toMatchObject({ file: 'skillgate.lock', line: 4, column: 5, title: 'drift/removed' });
    expect(lockEntryPosition(lockText, 'path')).toBeUndefined();
  });
});

describe('emitAnnotations', () => {
  it('issues each annotation through core with file, line, column and title, and counts them', () => {
    const m = mockCore();
    const results = resultsOf({ 'a/SKILL.md': BAD });
    const counts = emitAnnotations(m.core, annotationsFor(results, [], { toFile: (p) => p }));
    expect(counts).toEqual({ error: 1, warning: 1, notice: 0 });
    expect(m.of('error')[0].args).toEqual([
      expect.stringContaining('"Bad"'),
      { title: 'InvalidId', file: 'a/SKILL.md', startLine: 2, startColumn: 5 },
    ]);
    expect(m.calls.map((c) => c.fn)).toEqual(['error', 'warning']);
  });

  it('issues the first 50 of each type (GitHub shows 10), and counts them all', () => {
    const m = mockCore();
    const many: Record<string, string> = {};
    for (let i = 0; i < 70; i++) many[`s${String(i).padStart(2, '0')}/SKILL.md`] = BAD;
    const counts = emitAnnotations(m.core, annotationsFor(resultsOf(many), [], { toFile: (p) => p }));
    expect(ANNOTATIONS_ISSUED).toBe(50);
    expect(counts).toEqual({ error: 70, warning: 70, notice: 0 });
    expect(m.of('error')).toHaveLength(50);
    expect(m.of('warning')).toHaveLength(50);
    // The first ones, in order.
    expect((m.of('error')[49].args[1] as { file: string }).file).toBe('s49/SKILL.md');
    expect(overflowNotes(counts)[0]).toMatch(/first 10 error annotations.*all 70 are in the log/);
  });

  it('says when a type goes over the 10 GitHub shows', () => {
    expect(overflowNotes({ error: ANNOTATION_LIMIT, warning: 3, notice: 0 })).toEqual([]);
    const notes = overflowNotes({ error: 12, warning: 11, notice: 0 });
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/first 10 error annotations.*all 12 are in the log/);
    expect(notes[1]).toMatch(/first 10 warning annotations.*all 11 are in the log/);
  });
});

describe('workflow-command safety', () => {
  const hostile = 'x\n::error::injected%0A::warning::y\r\n::set-output name=status::ok,file=a:b';

  it('@actions/core escapes % CR LF in messages and also : and , in properties', () => {
    const out = captureStdout(() =>
      core.error(hostile, { title: 'T:1,2', file: 'evil\n::error::dir/SKILL.md', startLine: 3, startColumn: 4 }),
    );
    expect(out.split('\n').filter(Boolean)).toHaveLength(1);
    expect(out).toBe(
      '::error title=T%3A1%2C2,file=evil%0A%3A%3Aerror%3A%3Adir/SKILL.md,line=3,col=4::' +
        'x%0A::error::injected%250A::warning::y%0D%0A::set-output name=status::ok,file=a:b\n',
    );
  });

  it('printRaw fences every line inside stop-commands with a token absent from the text', () => {
    const lines: string[] = [];
    printRaw((s) => lines.push(...s.split('\n')), `first\n${hostile}\n##[error]old style`);
    const start = /^::stop-commands::(.+)$/.exec(lines[0]);
    expect(start).not.toBeNull();
    const token = start![1];
    expect(token).toMatch(/^skillgate-[0-9a-f-]{36}$/);
    expect(lines[lines.length - 1]).toBe(`::${token}::`);
    const inner = lines.slice(1, -1);
    expect(inner.join('\n')).not.toContain(token);
    // Indented, so even the old `##[` form does not start a line; CR is shown, not sent.
    for (const l of inner) expect(l.startsWith('  ')).toBe(true);
    expect(inner.join('\n')).toContain('\\u000d');
  });

  it('printRaw picks another token if the text happens to contain one', () => {
    const lines: string[] = [];
    printRaw((s) => lines.push(s), 'plain');
    const used = /^::stop-commands::(.+)$/.exec(lines[0])![1];
    const again: string[] = [];
    printRaw((s) => again.push(s), `::${used}::`);
    expect(again[0]).not.toBe(`::stop-commands::${used}`);
  });
});

describe('job summary', () => {
  const base: SummaryInput = {
    version: '0.1.0',
    how: 'Files changed by the pull request #7 since abc1234 (git)',
    results: [],
    drift: [],
    lockChecked: true,
    lockfile: 'skillgate.lock',
    removed: [],
    notes: [],
    failOn: 'error',
    failed: false,
    durationMs: 12,
  };

  it('escapes Markdown and HTML from the repository', () => {
    expect(md('<img src=x onerror=alert(1)>|*[a](http://e)*\n# h')).toBe(
      '\\<img src\\=x onerror\\=alert\\(1\\)\\>\\|\\*\\[a\\]\\(http\\:\\/\\/e\\)\\* \\# h',
    );
  });

  it('shows a line break in a file name as \\n, as the log does (a space would be another name)', () => {
    expect(mdName('skills/a\nb/SKILL.md')).toBe('skills\\/a\\\\nb\\/SKILL\\.md');
    const text = buildSummary({
      ...base,
      results: resultsOf({ 'a\nb/SKILL.md': BAD }),
    });
    expect(text).toContain('a\\\\nb\\/SKILL\\.md');
    expect(text).not.toContain('a b');
    // A message quoting another file's name (DuplicateId) and a drift id spell it so too.
    const quoted = buildSummary({
      ...base,
      results: [
        {
          path: 'a/SKILL.md',
          outcome: 'invalid_field',
          findings: [
            {
              field: 'id',
              code: 'DuplicateId',
              message: 'id "x" is also declared by b\nc/SKILL.md: skill ids must be unique',
              line: 2,
              column: 5,
              severity: 'error',
            },
          ],
          duration_ms: 0,
          parsed: true,
        },
      ],
      drift: [{ kind: 'removed', id: 'p\nq', path: 'p/SKILL.md', line: 1, column: 1, message: 'skill "p\nq" gone' }],
    });
    expect(quoted).toContain('declared by b\\\\nc\\/SKILL\\.md');
    expect(quoted).toContain('| p\\\\nq |');
    expect(quoted).not.toMatch(/b c|p q/);
  });

  it('shows bidi controls and zero-width characters as escapes, as the log does', () => {
    // U+202E would render the name reversed. Markdown shows `\\u202e` as \u202e.
    expect(md('skills/bidi\u202eevil/\u200bx\u0085')).toBe('skills\\/bidi\\\\u202eevil\\/\\\\u200bx\\\\u0085');
  });

  it('has the counts, a findings table (errors first), drift, capability changes and removed files', () => {
    const results = resultsOf({ 'a/SKILL.md': BAD, 'b/SKILL.md': validSkill('b') });
    const text = buildSummary({
      ...base,
      results,
      drift: [
        { kind: 'removed', id: 'gone', path: 'gone/SKILL.md', line: 1, column: 1, message: 'skill "gone" is gone' },
      ],
      removed: [{ path: 'gone/SKILL.md' }, { path: 'old/SKILL.md', to: 'new/SKILL.md' }],
      capabilities: {
        base: 'abc1234',
        changes: [
          {
            id: 'b',
            path: 'b/SKILL.md',
            isNew: false,
            tools: [{ name: 'Bash', class: 'trusted' }],
            scopes: ['memories/**'],
          },
        ],
      },
      keyring: { file: '.skillgate/trusted-keys', changed: true, source: 'base commit' },
      notes: ['GitHub shows only the first 10 error annotations of a step'],
      failed: true,
    });
    expect(text).toMatch(/^## ❌ skillgate/);
    expect(text).toContain('2 SKILL.md files checked · 1 invalid · 1 error · 1 warning · 1 lock drift');
    expect(text).toContain('| invalid_field | 1 |');
    const err = text.indexOf('| ❌ error | a\\/SKILL\\.md | 2:5 | InvalidId |');
    const warn = text.indexOf('| ⚠️ warning | a\\/SKILL\\.md | 4:14 | description\\-trigger |');
    expect(err).toBeGreaterThan(0);
    expect(warn).toBeGreaterThan(err);
    expect(text).toContain('### Lock drift');
    expect(text).toContain('| b | b\\/SKILL\\.md | Bash (trusted) | memories\\/\\*\\* |');
    expect(text).toContain('old\\/SKILL\\.md (renamed to new\\/SKILL\\.md)');
    expect(text).toContain('edits the trusted keyring');
    expect(text).toContain('first 10 error annotations');
  });

  it('stays under 1 MiB when thousands of skills are removed and gain capabilities', () => {
    const long = (i: number) => `skills/s${i}/${'n'.repeat(80)}/SKILL.md`;
    const text = buildSummary({
      ...base,
      removed: Array.from({ length: 6000 }, (_, i) => ({ path: long(i) })),
      capabilities: {
        base: 'abc1234',
        changes: Array.from({ length: 3000 }, (_, i) => ({
          id: `s${i}`,
          path: long(i),
          isNew: true,
          tools: [{ name: 'Read', class: 'read-only' as const }],
          scopes: Array.from({ length: 10 }, (_, k) => `memories/${'p'.repeat(40)}/${k}/**`),
        })),
      },
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const removedShown = text.split('\n').filter((l) => l.startsWith('- skills')).length;
    const gainsShown = text.split('\n').filter((l) => /^\| s\d/.test(l)).length;
    expect(removedShown).toBeGreaterThan(100);
    expect(gainsShown).toBeGreaterThan(100);
    expect(text).toContain(`_${6000 - removedShown} more removed files are in the log._`);
    expect(text).toContain(`_${3000 - gainsShown} more skills gain capabilities; every one is in the log._`);
    expect(text).toContain('<sub>skillgate ');
  });

  it("stays under 1 MiB with thousands of the step's own warnings and notes (one per link a pull request adds)", () => {
    const warning = (i: number) =>
      `skills/${'l'.repeat(200)}${i} is a symlink to fixtures/f: not checked (UncheckedLinkedSkill)`;
    const text = buildSummary({
      ...base,
      warnings: Array.from({ length: 5000 }, (_, i) => warning(i)),
      notes: Array.from({ length: 5000 }, (_, i) => `note ${i} ${'n'.repeat(300)}`),
      removed: Array.from({ length: 6000 }, (_, i) => ({ path: `skills/s${i}/${'n'.repeat(80)}/SKILL.md` })),
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const warningsShown = text.split('\n').filter((l) => l === '> [!WARNING]').length;
    const notesShown = text.split('\n').filter((l) => l === '> [!NOTE]').length;
    expect(warningsShown).toBeGreaterThan(100);
    expect(notesShown).toBeGreaterThan(100);
    expect(text).toContain(`_${5000 - warningsShown} more warnings are in the log._`);
    expect(text).toContain(`_${5000 - notesShown} more notes are in the log._`);
    expect(text).toContain('| outcome | files |');
    expect(text).toContain('<sub>skillgate ');
  });

  it('one skill whose row does not fit: no table header without rows, one skill said as one', () => {
    const text = buildSummary({
      ...base,
      removed: [{ path: `skills/${'r'.repeat(SUMMARY_LIMIT / 2)}/SKILL.md` }],
      capabilities: {
        base: 'abc1234',
        changes: [
          {
            id: 'big',
            // (Its tools are listed 50 at most: 30,000 of them fit; a path this long does not.)
            path: `skills/${'b'.repeat(SUMMARY_LIMIT / 2)}/SKILL.md`,
            isNew: false,
            tools: Array.from({ length: 30_000 }, (_, k) => ({ name: `mcp__s__t${k}`, class: 'write' as const })),
            scopes: [],
          },
        ],
      },
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(text).toContain('_1 more removed file is in the log._');
    expect(text).toContain('_1 more skill gains capabilities; every one is in the log._');
    expect(text).not.toContain('| skill | file | gains tools | gains memory scopes |');
  });

  it('one skill gaining 30,000 tools: its row lists 50 and counts the rest', () => {
    const text = buildSummary({
      ...base,
      capabilities: {
        base: 'abc1234',
        changes: [
          {
            id: 'big',
            path: 'skills/big/SKILL.md',
            isNew: false,
            tools: Array.from({ length: 30_000 }, (_, k) => ({ name: `mcp__s__t${k}`, class: 'write' as const })),
            scopes: [],
          },
        ],
      },
    });
    expect(text).toContain('mcp\\_\\_s\\_\\_t49 (write) and 29950 more | — |');
    expect(Buffer.byteLength(text)).toBeLessThan(20_000);
  });

  it('stays under 1 MiB when the notes and names quote a huge value from the config, and keeps the findings', () => {
    const huge = `x${'é'.repeat(600_000)}😀${'y'.repeat(600_000)}z`;
    const results = resultsOf({ 'a/SKILL.md': BAD });
    const text = buildSummary({
      ...base,
      results,
      how: `Files changed ${huge}`,
      fallback: huge,
      lockfile: huge,
      removed: [{ path: 'gone/SKILL.md' }],
      capabilities: { note: huge },
      keyring: { file: huge, changed: true, source: 'base commit', warning: huge },
      notes: [`the pull request's config names the lockfile ${huge}`, huge, huge],
      reportPath: huge,
      sarifPath: huge,
    });
    expect(Buffer.byteLength(text)).toBeLessThan(100_000);
    expect(text).toContain('| ❌ error | a\\/SKILL\\.md | 2:5 | InvalidId |');
    expect(text).toContain("the pull request\\'s config names the lockfile xéé");
    expect(text).toMatch(/characters cut\\\) … y+z/);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(errorSummary('1.0.0', huge).length).toBeLessThan(20_000);
  });

  it('stays under 1 MiB with a huge number of findings, and says how many were left out', () => {
    const results = unknownToolEach(5000, 120);
    const total = results.reduce((n, r) => n + r.findings.length, 0);
    const text = buildSummary({ ...base, results });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const shown = text.split('\n').filter((l) => l.startsWith('| ❌') || l.startsWith('| ⚠️')).length;
    expect(shown).toBeLessThan(total);
    expect(text).toContain(`${total - shown} more findings are not shown here`);
    expect(text).toContain('<sub>skillgate');
  });
});

describe('job summary room', () => {
  const base: SummaryInput = {
    version: '0.1.0',
    how: 'every SKILL.md (full scan)',
    results: [],
    drift: [],
    lockChecked: true,
    lockfile: 'skillgate.lock',
    removed: [],
    notes: [],
    failOn: 'error',
    failed: true,
    durationMs: 12,
  };
  const result = (i: number, severity: 'error' | 'warning'): FileResult => ({
    path: `skills/s${i}/SKILL.md`,
    outcome: severity === 'error' ? 'invalid_field' : 'ok',
    findings: [
      {
        field: 'description',
        code: severity === 'error' ? 'InvalidField' : 'description-trigger',
        message: `${'m'.repeat(150)} ${i}`,
        line: 4,
        column: 14,
        severity,
      },
    ],
    duration_ms: 0,
    parsed: true,
  });
  const drift = (i: number): Drift => ({
    kind: 'added',
    id: `s${i}`,
    path: `skills/s${i}/SKILL.md`,
    line: 1,
    column: 1,
    message: `skill "s${i}" is not in the lockfile`,
  });

  it('20,000 warnings do not crowd out the drift that failed the step; errors come first, then drift', () => {
    const text = buildSummary({
      ...base,
      results: [
        ...Array.from({ length: 20_000 }, (_, i) => result(i, 'warning')),
        ...Array.from({ length: 50 }, (_, i) => result(i, 'error')),
      ],
      drift: Array.from({ length: 20_000 }, (_, i) => drift(i)),
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('| ❌'))).toHaveLength(50);
    const driftShown = lines.filter((l) => l.startsWith('| added')).length;
    expect(driftShown).toBeGreaterThan(1000);
    expect(text).toContain(`${20_000 - driftShown} more drift items are in the log`);
    const warningsShown = lines.filter((l) => l.startsWith('| ⚠️')).length;
    expect(text).toContain(
      `${20_000 - warningsShown} more findings are not shown here (0 errors, ${20_000 - warningsShown} warnings;`,
    );
  });

  it('when errors alone overflow, drift still gets its share', () => {
    const text = buildSummary({
      ...base,
      results: Array.from({ length: 20_000 }, (_, i) => result(i, 'error')),
      drift: Array.from({ length: 100 }, (_, i) => drift(i)),
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(text.split('\n').filter((l) => l.startsWith('| added'))).toHaveLength(100);
  });

  it('effective tools: when the room has run out, one line says where they are, never a table head without rows', () => {
    const manyTools = Array.from({ length: 4000 }, (_, k) => `mcp__server__tool_${k}`);
    const results = unknownToolEach(5000, 200).map(
      (r, i) =>
        // A row longer than the room the findings leave (each skill declares 4,000 tools).
        ({ ...r, data: { id: `s${i}`, allowed_tools: manyTools }, effective_tools: ['Read'] }) as unknown as FileResult,
    );
    const text = buildSummary({ ...base, results, lockChecked: false });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(text).toContain(
      '### Effective tools\n\n_The effective tools of 5000 skills are in the report files (the summary is limited to 1 MiB)._',
    );
    expect(text).not.toContain('| skill | file | declared | effective |');
  });
});

describe('lockEntryIndex', () => {
  it('finds every entry as lockEntryPosition does, in any order, splitting the text once', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `skill-${i}`);
    const entry = (id: string) =>
      `    ${JSON.stringify(id)}: {\n      "allowed_memory_scopes": [],\n      "allowed_tools": [],\n      "frontmatter": "sha256-${'A'.repeat(43)}=",\n      "path": "skills/${id}/SKILL.md",\n      "signer": null,\n      "version": "1.0.0"\n    }`;
    const text = `{\n  "lockfileVersion": 1,\n  "skills": {\n${[...ids].sort().map(entry).join(',\n')}\n  }\n}\n`;
    const at = lockEntryIndex(text);
    const shuffled = [...ids].reverse().concat(['missing', 'path', ids[7]]);
    for (const id of shuffled) expect(at(id)).toEqual(lockEntryPosition(text, id));
    expect(at('skill-0')).toEqual({ line: 4, column: 5 });
    expect(at('missing')).toBeUndefined();
  });

  it("finds entries of a lockfile not in the writer's layout: minified, an id spelled with an escape, a BOM", () => {
    const entry = {
      allowed_memory_scopes: [],
      allowed_tools: [],
      frontmatter: `sha256-${'A'.repeat(43)}=`,
      path: 'p',
      signer: null,
      version: '1',
    };
    const minified = JSON.stringify({ lockfileVersion: 1, skills: { a: entry, b: entry } });
    expect(lockEntryIndex(minified)('b')).toEqual({ line: 1, column: minified.indexOf('"b"') + 1 });
    expect(lockEntryIndex(minified)('path')).toBeUndefined();
    const escaped =
      '\uFEFF{\r\n  "lockfileVersion": 1,\r\n  "skills": {\r\n    "\\u0062": ' +
      JSON.stringify(entry) +
      '\r\n  }\r\n}\r\n';
    expect(lockEntryIndex(escaped)('b')).toEqual({ line: 4, column: 5 });
    // A key inside an entry is no entry; nor is a `skills` key deeper down.
    const nested = JSON.stringify({ lockfileVersion: 1, skills: { c: { ...entry, skills: { d: 1 } } } });
    expect(lockEntryIndex(nested)('d')).toBeUndefined();
  });
});
