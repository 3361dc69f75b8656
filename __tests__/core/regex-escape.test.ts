/**
 * regex-escape.ts: a path that escapes the memory root found on picomatch's own regular
 * expression. Differential: every path it gives is matched by the expression and escapes;
 * where it says there is none, no short path over the glob's own characters escapes either.
 */
import picomatch from 'picomatch';
import { escapingPath, machineMatches, readExpression } from '../../src/core/regex-escape.js';
import { memoryScopeProblem, SCOPE_SEARCH_BUDGET } from '../../src/core/glob-check.js';

const escapes = (p: string) => p.startsWith('/') || p.split('/').includes('..');
// As glob-check.ts asks: a glob starting with a wildcard is not searched for a leading `/`.
const search = (glob: string) => {
  const re = picomatch.makeRe(glob);
  return escapingPath(re.source, re.flags, { left: 10_000_000 }, { absolute: !/^[*?]/.test(glob) });
};

describe('escapingPath', () => {
  it('finds the paths a review found the candidate search missing, and the scopes are refused', () => {
    for (const [glob, path] of [
      ['"/etc"', '/etc'],
      ['memories/".."/secrets', 'memories/../secrets'],
      ['"../"x', '../x'],
      ['memories/{a/,b/}{c,*}/x', 'memories/a/../x'],
      ['notes{/,_}{draft,*}', 'notes/..'],
      ['a[/]@(b|*)', 'a/..'],
      ['notes*([a-z./])x', 'notes/../x'],
      ['a+([.-a])a', 'a/../a'],
      ['a*([[:print:]])a', 'a/../a'],
      ['a{...a}+a', 'a/../a'],
      ['notes(?/)*', 'notes?/..'],
      ['a{{...a}*|}', 'a{/..'],
    ] as const) {
      const found = search(glob);
      expect([glob, typeof found === 'object' && escapes(found.path)]).toEqual([glob, true]);
      // Any escaping path will do; the reviewer's is one the expression takes too.
      expect([glob, picomatch.makeRe(glob).test(path)]).toEqual([glob, true]);
      expect([glob, memoryScopeProblem(glob)]).toEqual([
        glob,
        expect.stringMatching(/picomatch lets it match|absolute|\.\./),
      ]);
    }
  });

  it('refuses what a second review found: escapes picomatch copies into its regex, constructs the search does not read (fail closed), an extglob first', () => {
    for (const glob of [
      'notes/\\x2e\\x2e/secrets/**',
      '\\x2fetc/**',
      'notes/\\W\\W/x',
      '\\Detc',
      '?("/etc")',
      '*("/etc")',
    ])
      expect([glob, memoryScopeProblem(glob)]).toEqual([glob, expect.stringMatching(/picomatch lets it match/)]);
    for (const glob of ['notes/\\56\\56/x', 'notes/..(?<=.)/x', '(?<!a)/etc', '"/etc"\\b', 'notes/".""."/\\q'])
      expect([glob, memoryScopeProblem(glob)]).toEqual([
        glob,
        expect.stringMatching(/construct this check does not read/),
      ]);
  });

  it('a lookahead in a loop ends (the same obligation is not added again), and the budget bounds a wide alternation', () => {
    // Each pass of `(?:(?=a))+` added one more obligation: the search never ended (out of memory).
    for (const glob of ['x/+((?=a))b', 'x/((?=a))+b', 'x/+((?=[a-z]+b)a)c'])
      expect([glob, search(glob)]).toEqual([glob, 'none']);
    // 500 alternatives under a repeat: each state read 1,000 symbols against 500 edges, charged
    // as one step (67 s for a file of two). Now every step is charged: the second is refused.
    const alt = (from: number) =>
      `x/+(${Array.from({ length: 500 }, (_, i) => String.fromCharCode(from + i)).join('|')})`;
    const budget = { left: SCOPE_SEARCH_BUDGET };
    const first = memoryScopeProblem(alt(0x4e00), budget);
    const second = memoryScopeProblem(alt(0x5200), budget);
    expect([first, second]).toEqual([null, expect.stringContaining("this file's scopes use up the search")]);
  });

  it('finds none for the scopes real skills write, whose wildcards picomatch guards against a leading dot', () => {
    for (const glob of [
      '*',
      '**',
      'memories/**',
      'notes/*.md',
      'a/{b,c}/**',
      '?',
      'x/.*',
      '[[:alpha:]]',
      '**/x',
      'x/**/',
      'a/**/b',
      'notes/{draft,final}-*.md',
      'm/[a-z]*/x',
      '@(a|b)/*',
    ])
      expect([glob, search(glob)]).toEqual([glob, 'none']);
  });

  it("agrees with the expression on every path up to 5 characters over the glob's own characters (4,000 generated globs)", () => {
    const parts = [
      '*',
      '**',
      '?',
      '.',
      '..',
      '/',
      'a',
      '[./]',
      '[a-z]',
      '[.-a]',
      '{a,b}',
      '{a/,b}',
      '{.,a}',
      '@(a|.)',
      '*(a|/)',
      '+(.)',
      '?(/)',
      '"',
      '"/',
      '\\.',
      '{1..2}',
      '[[:punct:]]',
      '(',
      ')',
      '|',
      '!(a)',
    ];
    let seed = 11;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    let checked = 0;
    for (let k = 0; k < 4000; k++) {
      const glob = Array.from({ length: 1 + rnd(5) }, () => parts[rnd(parts.length)]).join('');
      let re: RegExp;
      try {
        re = picomatch.makeRe(glob);
      } catch {
        continue;
      }
      const found = escapingPath(re.source, re.flags, { left: 5_000_000 });
      // (Every escape here, a leading `/` too.)
      if (found === 'unknown' || found === 'budget') continue;
      checked++;
      if (typeof found === 'object') {
        expect([glob, found.path, re.test(found.path) && escapes(found.path)]).toEqual([glob, found.path, true]);
        continue;
      }
      // None: no short path over these characters escapes.
      const chars = [...new Set([...'./a', ...glob.replace(/[*?]/g, '')])];
      const walk = (prefix: string): void => {
        if (escapes(prefix) && re.test(prefix)) throw new Error(`${glob}: ${prefix} escapes, and was not found`);
        if (prefix.length >= 5) return;
        for (const c of chars) walk(prefix + c);
      };
      if (chars.length <= 8) walk('');
    }
    expect(checked).toBeGreaterThan(2500);
  });
});

describe('machineMatches', () => {
  it('answers as the engine does, on every short path over the globs’ characters', () => {
    const globs = [
      '*.md',
      'notes/.*',
      'a/**/b',
      '{a,b}/*',
      '@(a|b)+(c)',
      '*(a|b)x',
      'a[.a]?/*',
      '[[:alpha:]]*',
      '?("/a")',
      '**/..a',
      'a{...a}+a',
      '{a/,b/}{c,*}',
      'x/.**.**z',
      '[^a]*/b',
      '!(a)',
      'a\\.b/*',
      '{1..3}/x',
    ];
    const alphabet = ['a', 'b', '.', '/', 'x', 'c'];
    const paths: string[] = [''];
    for (let len = 1, layer = ['']; len <= 5; len++) {
      layer = layer.flatMap((p) => alphabet.map((c) => p + c));
      paths.push(...layer);
    }
    for (const glob of globs) {
      const re = picomatch.makeRe(glob);
      const m = readExpression(re.source, re.flags);
      if (typeof m === 'string') throw new Error(`${glob}: ${m}`);
      const wrong = paths.filter((p) => machineMatches(m, p, { left: 1e9 }) !== re.test(p));
      expect([glob, wrong.slice(0, 5)]).toEqual([glob, []]);
    }
  });

  it('takes linear time where the engine backtracks exponentially, and stops at its budget', () => {
    const re = picomatch.makeRe(`{a,${'*a'.repeat(12)}*}/b`);
    const m = readExpression(re.source, re.flags);
    if (typeof m === 'string') throw new Error(m);
    // The engine: every way to share 60 `a` among 12 stars before it fails.
    expect(machineMatches(m, `${'a'.repeat(60)}/c`, { left: 1e8 })).toBe(false);
    expect(machineMatches(m, `${'a'.repeat(60)}/b`, { left: 1e8 })).toBe(true);
    expect(machineMatches(m, `${'a'.repeat(60)}/c`, { left: 100 })).toBe('budget');
  });
});
