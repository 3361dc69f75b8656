/** MCP_NAME: the linear check equals the regex it replaced on every short string of a hostile alphabet. */
import { MCP_NAME } from '../../src/core/tools.js';
import { rng } from '../helpers/random.js';

const REGEX = /^mcp__[A-Za-z0-9_-]+?__[A-Za-z0-9_.-]+$/;

describe('MCP_NAME', () => {
  it('decides as /^mcp__[A-Za-z0-9_-]+?__[A-Za-z0-9_.-]+$/ on 200,000 generated names', () => {
    const r = rng(7);
    const alphabet = ['a', '_', '_', '.', '-', 'm', 'B', '9', '!', 'é', ' '];
    for (let i = 0; i < 200_000; i++) {
      let s = r() < 0.85 ? 'mcp__' : r() < 0.5 ? 'mcp_' : '';
      const len = Math.floor(r() * 10);
      for (let k = 0; k < len; k++) s += alphabet[Math.floor(r() * alphabet.length)];
      if (MCP_NAME.test(s) !== REGEX.test(s)) throw new Error(`differs on ${JSON.stringify(s)}`);
    }
  });

  it.each([
    ['mcp__github__create_issue', true],
    ['mcp__a__b', true],
    ['mcp___x', false],
    ['mcp____x', false],
    ['mcp_____x', true],
    ['mcp__a.b__c', false],
    ['mcp__a__b.c', true],
    ['mcp__a__', false],
    ['mcp__a___', true],
    ['mcp__a__b\n', false],
  ])('%j -> %s', (name, ok) => {
    expect(MCP_NAME.test(name)).toBe(ok);
    expect(REGEX.test(name)).toBe(ok);
  });
});
