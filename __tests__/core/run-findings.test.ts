/** The run-wide cut of findings (engine.ts RunFindings): counts kept, errors first, one at least. */
import { describe, expect, it } from '@jest/globals';
import { RunFindings, capFindings, type FileResult } from '../../src/core/engine.js';
import type { Finding } from '../../src/core/diagnostic.js';
import { summarize } from '../../src/report/summary.js';

const finding = (severity: 'error' | 'warning', k: number): Finding => ({
  field: `allowed_tools[${k}]`,
  code: severity === 'error' ? 'UnknownTool' : 'denied-tool',
  message: `m${k}`,
  line: k + 1,
  column: 1,
  severity,
});

function result(path: string, errors: number, warnings: number): FileResult {
  const findings = [
    ...Array.from({ length: errors }, (_, k) => finding('error', k)),
    ...Array.from({ length: warnings }, (_, k) => finding('warning', errors + k)),
  ];
  return { path, outcome: errors ? 'invalid_field' : 'ok', findings, duration_ms: 0, parsed: true };
}

describe('RunFindings', () => {
  it('lists files whole until the limit, then the rest of a file as one finding that counts it', () => {
    const cut = new RunFindings(10, 'why');
    const rs = [result('a', 6, 0), result('b', 3, 3), result('c', 0, 4), result('d', 1, 0)];
    for (const r of rs) cut.take(r);
    expect(rs.map((r) => r.findings.length)).toEqual([6, 5, 2, 1]);
    // b: 3 errors, then 1 warning of the 4 left, then one for the other 2.
    expect(rs[1]!.findings.at(-1)).toMatchObject({ severity: 'warning', omitted: { errors: 0, warnings: 2 } });
    expect(rs[1]!.findings.at(-1)!.message).toBe('2 more findings in this file are not listed; why');
    // c: nothing left, so its first finding and one for the other 3.
    expect(rs[2]!.findings.map((f) => f.omitted)).toEqual([undefined, { errors: 0, warnings: 3 }]);
    // d: a file of one finding lists it (a note standing for none would say nothing).
    expect(rs[3]!.findings).toHaveLength(1);
    // The summary still counts every finding.
    expect(summarize(rs, [], 0)).toMatchObject({ errors: 10, warnings: 7 });
  });

  it('keeps an error before warnings, and a second cut counts what the first one stood for', () => {
    const once = capFindings(result('a', 2, 20).findings, 5, 'first');
    expect(once.at(-1)!.omitted).toEqual({ errors: 0, warnings: 17 });
    const twice = capFindings(once, 1, 'second');
    expect(twice.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(twice[1]!.omitted).toEqual({ errors: 1, warnings: 20 });
    expect(twice[1]!.message).toBe('21 more findings in this file are not listed; second');
  });
});
