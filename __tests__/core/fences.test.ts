import { findFences } from '../../src/core/fences.js';

describe('findFences', () => {
  it('finds LF fences', () => {
    const f = findFences('---\na: 1\n---\nbody\n');
    expect(f).toMatchObject({ yamlStart: 4, yamlEnd: 9, bodyStart: 13, closingLine: 3, eol: '\n' });
  });
  it('rejects ---- and --- x as closers', () => {
    expect(findFences('---\na: 1\n----\n--- x\n')).toBeNull();
  });
});
