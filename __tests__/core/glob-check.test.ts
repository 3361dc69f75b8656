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

describe('globProblem: `/` and `..` spelled another way (as picomatch reads the glob)', () => {
  it.each([
    ['{/etc,x}/**', 'absolute'],
    ['\\/etc/**', 'absolute'],
    ['{,/}etc', 'absolute'],
    ['[/]etc', 'absolute'],
    ['x/{y,{z,/}}', null],
    ['a/\\.\\./b', '`..` segment ("\\\\.\\\\.")'],
    ['a/{b/..,c}/d', '`..` segment'],
    ['{.,x}./a', '`..` segment ("..")'],
    ['a/{.,b}{.,c}/d', '`..` segment'],
    ['a/[.][.]/b', '`..` segment'],
    ['a/.[.]/b', '`..` segment'],
    ['a/@(..)/b', '`..` segment'],
    ['a/+(.)/b', '`..` segment'],
    ['a/.?/b', '`..` segment'],
    ['a/.*/b', '`..` segment'],
    ['a\\/..\\/b', '`..` segment'],
    // Past 256 alternatives or 1,024 characters, it cannot be shown at a bounded cost.
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}/x', 'too complex'],
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}/x', null],
    [`memories/[a]${'x'.repeat(1020)}`, 'too complex'],
    [`memories/${'x'.repeat(1020)}`, null],
    // Not a path of their own to picomatch: a brace without a comma, a range.
    ['{..}/secrets/**', null],
    ['memories/{1..3}/x', null],
    ['memories/{a,b}/**', null],
    ['memories/[abc]/x', null],
    ['memories/?*/x', null],
    ['memories/??/x', null],
    ['memories/*/x', null],
    ['memories/.cache/**', null],
    ['memories/.c*/**', null],
    ['memories/\\*literal', null],
    ['memories/@(a|b)/x', null],
  ])('%j', (glob, reason) => {
    if (reason === null) expect(globProblem(glob)).toBeNull();
    else expect(globProblem(glob)).toContain(reason);
  });

  it('stays linear on a long glob of braces (ratio of two sizes, not wall time)', () => {
    const time = (n: number): number => {
      const glob = 'memories/' + '{a,b}'.repeat(n) + '/x';
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const t = performance.now();
        expect(globProblem(glob)).toContain('too complex');
        best = Math.min(best, performance.now() - t);
      }
      return best;
    };
    time(300); // warm up
    expect(time(200_000) / Math.max(time(20_000), 0.05)).toBeLessThan(40);
  });
});
