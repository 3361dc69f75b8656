/**
 * Reports written in parts (report/json.ts reportParts: the multi-file JSON report and SARIF):
 * the bytes of the report made whole (reportText), for any number of files, whatever they
 * hold, made again when iterated again, and in parts small enough to be freed young.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { defaultSettings } from '../../src/core/config-types.js';
import { checkBytes, makeContext, type FileResult } from '../../src/core/engine.js';
import { multiJson, multiJsonParts, reportParts, reportText, type StepWarning } from '../../src/report/json.js';
import { sarifParts, sarifReport, watchedForUpload } from '../../src/report/sarif.js';
import type { Drift } from '../../src/lock/types.js';
import { loadFixtures } from './fixtures.js';

const ctx = makeContext(defaultSettings(process.cwd(), false));
/** Every fixture bundle checked: valid ones, parse errors, every code, warnings, extensions. */
const checked: FileResult[] = loadFixtures().map((f) =>
  checkBytes(f.bytes, { abs: `${f.dir}/SKILL.md`, rel: `fixtures/${f.name}/SKILL.md` }, ctx),
);

/** n results, the fixtures' over and over, each under its own path. */
function results(n: number): FileResult[] {
  return Array.from({ length: n }, (_, i) => ({ ...checked[i % checked.length]!, path: `skills/s${i}/SKILL.md` }));
}

const drift: Drift[] = [
  { kind: 'added', id: 'a', path: 'skills/a/SKILL.md', line: 1, column: 1, message: 'a is not in the lock' },
  {
    kind: 'changed',
    id: 'b',
    path: 'skills/b/SKILL.md',
    line: 2,
    column: 1,
    message: 'b changed: tools ##[x] "files": []',
    escalation: true,
    added_tools: ['Bash'],
  },
];
const steps: StepWarning[] = [
  { code: 'TrustWeakened', message: 'w', path: '.skillgate.yml', line: 1, column: 1, severity: 'warning' },
];

function whole(rs: FileResult[], d: Drift[] = [], s: StepWarning[] = [], excluded = 0): string {
  return reportText(multiJson(rs, d, 12.5, s, excluded));
}
function streamed(rs: FileResult[], d: Drift[] = [], s: StepWarning[] = [], excluded = 0): string[] {
  return [...multiJsonParts(rs, d, 12.5, s, excluded)];
}

describe('multiJsonParts', () => {
  it('holds results of every kind (the fixtures: ok, parse errors, invalid, warnings)', () => {
    expect(checked.length).toBeGreaterThan(100);
    expect(new Set(checked.map((r) => r.outcome)).size).toBeGreaterThanOrEqual(4);
    expect(checked.some((r) => r.findings.some((f) => f.severity === 'warning'))).toBe(true);
  });

  it.each([0, 1, 2, 63, 64, 65, 128, 129, 1000])('writes the whole report byte for byte for %i files', (n) => {
    const rs = results(n);
    expect(streamed(rs).join('')).toBe(whole(rs));
    expect(streamed(rs, drift, steps, 3).join('')).toBe(whole(rs, drift, steps, 3));
  });

  it('writes 64 files a part, each part far under V8 large-object size', () => {
    const parts = streamed(results(1000), drift);
    // The outline's head, 16 parts of entries (15 of 64, one of 40), the outline's tail.
    expect(parts).toHaveLength(18);
    for (const p of parts) expect(p.length).toBeLessThan(100_000);
    expect(JSON.parse(parts.join('')).files).toHaveLength(1000);
  });

  it('spells out a lone surrogate in a later part as the whole report does', () => {
    const rs = results(200);
    const odd: FileResult = {
      path: 'skills/odd/SKILL.md',
      outcome: 'invalid_field',
      parsed: true,
      duration_ms: 0,
      findings: [
        {
          field: 'x-\uD800',
          code: 'InvalidField',
          message: 'x-\uD800 is not well-formed Unicode',
          line: 2,
          column: 1,
          severity: 'error',
        },
      ],
    };
    rs.splice(150, 0, odd);
    const text = streamed(rs).join('');
    expect(text).toBe(whole(rs));
    // Spelled out as text (six characters), not JSON.stringify's escape of it, which strict
    // readers (jq) refuse and which would parse back to the lone surrogate.
    expect(JSON.parse(text).files[150].errors[0].field).toBe('x-\\uD800');
  });

  it('makes the report again from the start when iterated again (a report rewritten in place)', () => {
    const rs = results(130);
    const report = multiJsonParts(rs, drift, 1, [], 0);
    const first = [...report].join('');
    expect([...report].join('')).toBe(first);
    expect(first).toBe(reportText(multiJson(rs, drift, 1, [], 0)));
  });
});

describe('sarifParts', () => {
  const settings = { profile: 'v1' as const, trust: 'local' as const, rules: {} };
  const lockEntry = () => ({ file: 'skillgate.lock', line: 4, column: 5 });
  it.each([0, 1, 64, 65, 700])(
    'writes the SARIF report byte for byte for %i files (artifacts and results in parts)',
    (n) => {
      const rs = results(n);
      const args = [rs, drift, settings, lockEntry, steps, 2] as const;
      const text = [...sarifParts(...args)].join('');
      expect(text).toBe(reportText(sarifReport(...args)));
      expect(JSON.parse(text).runs[0].artifacts).toHaveLength(n);
    },
  );
});

describe('reportParts', () => {
  it('refuses an outline where a list key does not stand once, empty, at its depth', () => {
    const list = { key: 'files', depth: 1, items: [1, 2] };
    expect(() => [...reportParts({ files: [1] }, [list])]).toThrow('no one place for its files');
    expect(() => [...reportParts({ a: { files: [] } }, [list])]).toThrow('no one place for its files');
    expect([...reportParts({ a: { files: [] }, files: [] }, [list])].join('')).toBe(
      reportText({ a: { files: [] }, files: [1, 2] }),
    );
  });
});

describe('a part too long for one string', () => {
  it('is written an item a part instead: the same bytes (files of huge findings passed the longest string V8 makes)', () => {
    const items = Array.from({ length: 150 }, (_, i) => ({ n: i, s: 'x'.repeat(i % 7) }));
    const whole = [...reportParts({ files: [] }, [{ key: 'files', depth: 1, items }])].join('');
    // Each batch of more than one item fails as V8 fails past its longest string.
    let batch = 0;
    const map = (item: never): unknown => ({
      toJSON: () => {
        if (batch > 1) throw new RangeError('Invalid string length');
        return item;
      },
    });
    const sized = items.map((it) => it);
    const counting = new Proxy(sized, {
      get(target, key, receiver) {
        if (key === 'slice')
          return (a: number, b: number) => {
            const out = target.slice(a, b);
            batch = out.length;
            return out;
          };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const split = [...reportParts({ files: [] }, [{ key: 'files', depth: 1, items: counting, map }])].join('');
    expect(split).toBe(whole);
    expect(JSON.parse(split)).toEqual({ files: items });
  });
});

describe('a SARIF report over the upload limit gzipped (watchedForUpload)', () => {
  const run = (parts: string[]) => {
    const warnings: string[] = [];
    const watched = watchedForUpload(parts, (m) => warnings.push(m));
    return { watched, warnings };
  };
  // Random bytes as hex compress to about half: 24 MB of them is ~12 MB gzipped.
  const noisy = Array.from({ length: 24 }, () => randomBytes(500_000).toString('hex'));

  it('warns once it is written, with its size, and passes every part through unchanged', () => {
    const { watched, warnings } = run(noisy);
    expect([...watched]).toEqual(noisy);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^the SARIF report is about 1[1-3]\.\d MB gzipped \(24\.0 MB as written\): GitHub code scanning rejects an upload over 10 MB gzipped, whole;/,
    );
    // Taken again (a write in place after a failed rename): the same parts, no second warning.
    expect([...watched]).toEqual(noisy);
    expect(warnings).toHaveLength(1);
  });

  it('says nothing of a report that is large but compresses under the limit, or small', () => {
    for (const parts of [Array.from({ length: 24 }, (_, i) => `{"x": ${i}}`.padEnd(1_000_000, ' ')), ['{}', '[]']]) {
      const { watched, warnings } = run(parts);
      expect([...watched]).toEqual(parts);
      expect(warnings).toEqual([]);
    }
  });
});
