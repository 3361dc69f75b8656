/** The positions a checked skill keeps for later stages (src/lock/positions.ts). */
import { keyAt, valueAt } from '../../src/lock/positions.js';
import { snapshotOf } from '../../src/core/run.js';
import { checkText } from '../rules/helpers.js';

const AS = { profile: 'agentskills' as const };

describe('kept positions', () => {
  it("keep each drift key's line and column and its value's", () => {
    const r = checkText(
      '---\nid: demo\nversion:   1.0.0\ndescription: Does demo things. Use when demo is needed.\n' +
        'allowed_memory_scopes: []\nallowed_tools:\n  - Read\nx-deprecated-by: other\n---\nbody\n',
    );
    const kept = r.data?.kept;
    expect(keyAt(kept, 'version')).toEqual({ line: 3, column: 1 });
    expect(valueAt(kept, 'version')).toEqual({ line: 3, column: 12 });
    expect(keyAt(kept, 'allowed_tools')).toEqual({ line: 6, column: 1 });
    expect(valueAt(kept, 'allowed_tools')).toEqual({ line: 7, column: 3 });
    expect(valueAt(kept, 'x-deprecated-by')).toEqual({ line: 8, column: 18 });
    expect(keyAt(kept, 'signature')).toBeUndefined();
    expect(keyAt(kept, 'name')).toBeUndefined();
    expect(valueAt(undefined, 'id')).toBeUndefined();
    // Only the numbers are kept: the positions the checks used are let go.
    expect(r.data?.positions).toEqual({});
  });

  it('a snapshot points drift at the key, under agentskills at name and allowed-tools', () => {
    const r = checkText(
      '---\nname: demo\ndescription: Does demo things. Use when demo is needed.\nallowed-tools: Read\n---\n',
      { dir: 'demo', settings: AS },
    );
    const s = snapshotOf(r)!;
    expect(s.positions).toEqual({
      file: { line: 1, column: 1 },
      id: { line: 2, column: 1 },
      version: undefined,
      allowed_tools: { line: 4, column: 1 },
      allowed_memory_scopes: undefined,
      signature: undefined,
    });
    // Worked out once, when asked.
    expect(s.positions).toBe(s.positions);
  });
});
