import { buildSummary } from '../../src/action/summary.js';
import type { FileResult } from '../../src/core/engine.js';
import { emptyData } from '../../src/rules/v1.js';

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

describe('job summary: effective tools', () => {
  it('lists declared and effective tools per skill (ADR-028)', () => {
    const text = buildSummary({
      version: '0.0.0',
      how: 'checked everything',
      results: [result('review', ['Read', 'Bash'], ['Read'])],
      drift: [],
      lockChecked: false,
      lockfile: 'skillgate.lock',
      removed: [],
      notes: [],
      failOn: 'error',
      failed: false,
      durationMs: 1,
    });
    expect(text).toContain('### Effective tools');
    expect(text).toContain('| review | skills\\/review\\/SKILL\\.md | Read, Bash | Read |');
  });
});
