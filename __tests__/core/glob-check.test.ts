/** Memory-scope glob syntax (SPEC §2): the forms the contract rejects, and the ones it keeps. */
import { globProblem } from '../../src/core/glob-check.js';

describe('globProblem', () => {
  it.each([
    'memories/projects/**',
    'memories/people/*/notes/**',
    'memories/{inbox,today}/**',
    'memories/{a,{b,c}}/x',
    'memories/[a-z]*.md',
    'memories/[!x]/[^y]',
    'memories/[]]',
    'memories/[a-]',
    'memories/[-a]',
    'memories/[\\]]',
    'memories/\\*literal',
    'memories/\\[not-a-class',
    'memories/..hidden/**',
    'memories/x..y',
    '**',
    '*',
    'a/b/c',
    'memories/[a-a]',
    'memories/[0-9]',
    'memories/[\u00e0-\u00ff]',
  ])('accepts %s', (glob) => {
    expect(globProblem(glob)).toBeNull();
  });

  it.each([
    ['', 'glob is empty'],
    ['[unclosed', 'unclosed `[` at position 1'],
    ['memories/[abc', 'unclosed `[` at position 10'],
    ['memories/[]', 'unclosed `[`'],
    ['memories/{a,b', 'unclosed `{` at position 10'],
    ['memories/{a,{b}', 'unclosed `{`'],
    ['memories/a}', 'unopened `}`'],
    ['memories/[z-a]', 'reversed range `[z-a]`'],
    ['memories/[9-0]', 'reversed range'],
    ['memories/[a-cz-x]', 'reversed range `[z-x]`'],
    ['/memories/**', 'absolute'],
    ['/', 'absolute'],
    ['memories/../secrets', '`..` segment'],
    ['..', '`..` segment'],
    ['../x', '`..` segment'],
    ['memories/..', '`..` segment'],
    ['memories\\', 'lone `\\`'],
    ['memories/[a\\', 'lone `\\`'],
  ])('rejects %j', (glob, reason) => {
    expect(globProblem(glob)).toContain(reason);
  });
});

describe('globProblem with astral characters and escapes in classes', () => {
  it.each(['memories/[😀-😃]', 'memories/[a-😀]', 'memories/[\\--a]', 'memories/[z\\-a]'])('accepts %s', (glob) => {
    expect(globProblem(glob)).toBeNull();
  });
  it('names a reversed astral range by its characters', () => {
    expect(globProblem('memories/[😃-😀]')).toBe('reversed range `[😃-😀]` in character class');
    expect(globProblem('memories/[\\z-a]')).toBe('reversed range `[z-a]` in character class');
  });
});
