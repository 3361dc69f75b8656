/** Memory-scope glob syntax (SPEC §2): the forms the contract rejects, and the ones it keeps. */
import { cpuNow, growth } from '../helpers/cpu.js';
import { globProblem, memoryScopeProblem, pathGlobProblem, SCOPE_SEARCH_BUDGET } from '../../src/core/glob-check.js';

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
    // Reversed by one: the boundary.
    ['memories/[b-a]', 'reversed range `[b-a]`'],
    ['memories/[1-0]', 'reversed range `[1-0]`'],
    ['memories/[!b-a]', 'reversed range `[b-a]`'],
    // As written: an escaped end is not shown as another character class.
    ['memories/[a-\\]]', 'reversed range `[a-\\]]`'],
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
    // As written, its escape included, so it can be found in the file.
    expect(globProblem('memories/[\\z-a]')).toBe('reversed range `[\\z-a]` in character class');
  });
});

describe('POSIX classes inside a class, as picomatch reads them', () => {
  // picomatch ends `[:alpha:]` at its own `]`: `[[:alpha:]` is unclosed and `[[:alpha:]z-a]`
  // holds a reversed range (both compile to its never-matching regex). Read as a class that
  // ended at `:]`, both passed, and a config path glob so mistyped silently governed nothing.
  it.each([
    ['memories/[[:alpha:]', 'unclosed `[` at position 10'],
    ['memories/[[:alpha:]z-a]', 'reversed range `[z-a]`'],
    ['memories/[z-[:alpha:]]', 'reversed range `[z-[:alpha:]]`'],
    // From a POSIX class: its last character starts the range (`[…~-a]` to picomatch).
    ['memories/[[:punct:]-a]', 'reversed range `[[:punct:]-a]`'],
    ['memories/[[:blank:]-[:ascii:]]', 'reversed range'],
  ])('rejects %j', (glob, reason) => {
    expect(globProblem(glob)).toContain(reason);
    expect(pathGlobProblem(glob)).toContain(reason);
  });
  it.each([
    'memories/[[:alpha:]]',
    'memories/[a[:digit:]]',
    'memories/[[:alpha:]-z]',
    'memories/[[:foo:]]',
    // picomatch reads `[a-a-zA-Z]`, `[%-a-zA-Z]`.
    'memories/[a-[:alpha:]]',
    'memories/[%-[:alpha:]]',
    'memories/[[:blank:]-z-a]',
  ])('accepts %s', (glob) => {
    expect(globProblem(glob)).toBeNull();
    expect(pathGlobProblem(glob)).toBeNull();
  });
  it('a glob of many `[:` stays linear (8x the input: far less than 64x the time)', async () => {
    const glob = (n: number) => `memories/[${'[:'.repeat(n)}]`;
    const { small, big } = await growth(
      (n) => {
        const t = cpuNow();
        for (let k = 0; k < 5; k++) globProblem(glob(n));
        return cpuNow() - t;
      },
      20_000,
      160_000,
    );
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });
});

describe('memoryScopeProblem: `/` and `..` spelled another way', () => {
  it.each([
    ['{/etc,x}/**', 'absolute'],
    ['\\/etc/**', 'absolute'],
    ['{,/}etc', 'absolute'],
    ['[/]etc', 'absolute'],
    ['@(/etc)/**', 'absolute'],
    ['+(/etc)/**', 'absolute'],
    ['?(/)etc/**', 'absolute'],
    ['*(/)etc/**', 'absolute'],
    ['@(x|/etc)/**', 'absolute'],
    ['a/\\.\\./b', '`..` segment: it can match "a/../b"'],
    ['a/{b/..,c}/d', '`..` segment'],
    ['{.,x}./a', '`..` segment'],
    ['a/{.,b}{.,c}/d', '`..` segment'],
    ['a/[.][.]/b', '`..` segment'],
    ['a/.[.]/b', '`..` segment'],
    ['a/[\\.][.]/b', '`..` segment'],
    ['a/@(..)/b', '`..` segment'],
    ['a/+(.)/b', '`..` segment'],
    ['a/*(.)/b', '`..` segment'],
    ['a/@(x/..)/b', '`..` segment'],
    ['a@(/..)/b', '`..` segment'],
    ['a\\/..\\/b', '`..` segment'],
    ['{a,.}{c,.}{e,.}{g,.}{i,.}{k,.}{m,.}/x', 'too complex'],
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}/x', null],
    // As picomatch reads the whole glob (found by fuzzing against it).
    ['memories/x|../secret', '`|` outside a group'],
    ['x|/etc', '`|` outside a group'],
    ['memories/@(x|../secret', 'unclosed `(`'],
    ['!memories/**', 'negated'],
    ['./!x', 'negated'],
    ['.//etc', 'absolute'],
    ['././/etc', 'absolute'],
    ['./\\/etc', 'absolute'],
    ['./{/etc,x}', 'absolute'],
    ['a/(..)/b', '`..` segment'],
    ['memories/(x|../secret)', '`..` segment'],
    ['memories/@(.)+', '`..` segment'],
    ['memories/(.)+', '`..` segment'],
    ['@(..)+', '`..` segment'],
    ['{...}{...}/x', '`..` segment'],
    ['memories/{...}{...}', '`..` segment'],
    ['[..][..]/x', '`..` segment'],
    ['[.-.][.-.]/x', '`..` segment'],
    ['a/\\.[...]', '`..` segment'],
    ['?(x?()/etc', 'empty group'],
    ['[/a]etc', 'absolute'],
    ['[.-0]etc/**', 'absolute'],
    // A leading range or POSIX class that holds `/` without writing it (picomatch matches /etc).
    ['[--0]etc', 'absolute'],
    ['[+-0]etc', 'absolute'],
    ['[[:punct:]]etc', 'absolute'],
    ['[a[:graph:]]etc', 'absolute'],
    ['[[:print:]]etc', 'absolute'],
    ['[[:alpha:]]etc', null],
    ['[[:ascii:]]etc', 'absolute'],
    ['[[:alpha:][:punct:]]etc', 'absolute'],
    ['[!-0]etc', 'absolute'],
    ['./[--0]etc', 'absolute'],
    // A class of the letters `:punct` (no POSIX class outside brackets): picomatch keeps it from /etc.
    ['[:punct:]etc', null],
    // A leading class alone is no reason to expand the glob: its length limit is the plain one.
    [`[a-z]${'x'.repeat(1100)}`, null],
    ['[^[:punct:]]etc', null],
    ['[a-z]*/**', null],
    ['{x,[/]}etc', 'absolute'],
    // Wildcards and classes together, as picomatch reads them (its regex confirms each path).
    ['{-../}etc', 'absolute'],
    ['[.a][.a]/x', 'picomatch lets it match "../x"'],
    ['[.]?/x', 'picomatch lets it match "../x"'],
    ['.?/x', 'picomatch lets it match "../x"'],
    ['memories/.?', 'picomatch lets it match "memories/.."'],
    ['a/[.a]*/x', 'picomatch lets it match "a/../x"'],
    ['a/.[.a]/x', 'picomatch lets it match "a/../x"'],
    ['a/{-../}{-../}/x', 'picomatch lets it match "a/../x"'],
    ['a/[^a][^a]/x', 'picomatch lets it match "a/../x"'],
    ['a/[[:punct:]][[:punct:]]/x', 'picomatch lets it match "a/../x"'],
    ['a[--/]../x', 'picomatch lets it match "a/../x"'],
    // A wildcard elsewhere takes a letter: it does not hide the escape (review of the first search).
    ['memories/?/.?', 'picomatch lets it match "memories/a/.."'],
    ['memories/?*/[a-z.][a-z.]', 'picomatch lets it match "memories/a'],
    ['?[--/]../x', 'picomatch lets it match "a/../x"'],
    ['memories/?*[--/]../secrets', 'picomatch lets it match "memories/a/../secrets"'],
    ['?/[^a]?', 'picomatch lets it match "a/.."'],
    // An in-segment `**` after a dot ends that segment itself (`./`), and a written `.` beside
    // a POSIX class is a dot where the `?` before it is a letter (a review's differential).
    ['notes/?(.)**@(md|txt)', 'picomatch lets it match "notes/../md"'],
    ['m/@(.|x)**@(y|z)', 'picomatch lets it match "m/../y"'],
    ['m/(a|.)**{a..c}', 'picomatch lets it match "m/../a"'],
    ['x/?..[.a][[:punct:]]', 'picomatch lets it match "x/a./.."'],
    ['notes/.**md', null],
    // A POSIX class anywhere in a class, or a run of three stars: picomatch leaves a written
    // `.` unescaped there (any character, `/` too).
    ['..\\.[a[:alpha:]]tc', 'picomatch lets it match "../'],
    ['a/[a[:punct:]]..b', 'picomatch lets it match "a/../b"'],
    ['a/***x.*', 'picomatch lets it match "a/x/.."'],
    ['a.../***', 'picomatch lets it match "a/../"'],
    ['a.../**""*', 'picomatch lets it match "a/../'],
    // Too long to search: refused, not a crash (a 9 KB scope overflowed the stack) nor a pass.
    [`m/[.a][.a]/${'x'.repeat(3000)}`, 'too long to show that it stays inside'],
    [`memories/${'m'.repeat(9000)}[a]`, null],
    // Too many lazy runs to search: refused (`x/.**.**…z` took its regex exponential time: 20 of
    // them 35 s); eight are searched, and stars alone in their segments do not count.
    [`x/${'.**'.repeat(20)}z`, 'too complex to show that it stays inside the memory root (over 8 wildcards'],
    [`x/${'.**'.repeat(9)}z`, 'too complex to show'],
    [`x/${'[./]+'.repeat(9)}z`, 'too complex to show'],
    [`x/${'[.a]+'.repeat(9)}z`, null], // cannot spell "/" or a ".." segment: not searched
    [`x/${'.**'.repeat(8)}z`, null],
    [`memories/${'*/'.repeat(12)}**`, null],
    [`memories/${'*-*/'.repeat(4)}**/*.md`, null],
    ['a/*..', null],
    // Where picomatch reads more than the glob says (fuzz audit): `+` after a class repeats it,
    // a `.` is any character beside a brace range or POSIX class, `\\\\..` loses its backslash.
    ['memories/[.a]+/x', 'picomatch lets it match "memories/../x"'],
    ['[.]+', 'picomatch lets it match ".."'],
    ['a[./]+', 'picomatch lets it match "a/.."'],
    ['memories/x.../{1..3}', 'picomatch lets it match "memories/x/../1"'],
    ['x.../[[:alpha:]]', 'picomatch lets it match "x/../A"'],
    ['\\\\..', 'picomatch lets it match ".."'],
    ['memories/[a-z]+/notes/**', null],
    ['memories/{1..3}/x.md', null],
    ['memories/[[:alpha:]]*.md', null],
    // picomatch never returns on a glob ending in four backslashes: refused before it is asked.
    ['.?/\\\\\\\\', 'run of 4 backslashes'],
    ['[a]/\\\\\\', 'run of 3 backslashes'],
    ['a/\\\\x', null],
    ['a/?./x', null],
    ['..?/x', null],
    ['a/??/x', null],
    ['a/.\\?/x', null],
    ['a/x.?', null],
    ['a/.?x/b', null],
    ['memories/*.md', null],
    ['a/**/.*', null],
    ['[!a]etc', null],
    ['memories/{a..c}/x', null],
    ['memories/{-..0}etc', null],
    ['memories/(a|b)/x', null],
    ['memories/!(tmp)/**', '`!(…)` group'],
    ['!(tmp)/**', '`!(…)` group'],
    ['memories/.!(x)', '`!(…)` group'],
    ['memories/{a|b,c}/**', null],
    ['{x,(..|y)}/z', '`..` segment'],
    ['{..|x,y}/z', '`..` segment'],
    ['@({a|b,..})/z', '`..` segment'],
    [`memories/${'x'.repeat(260)}/*.{md,txt}`, null],
    ['memories/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{.,x}', null],
    ['memories/./x', null],
    ['./memories/**', null],
    ['memories/{projects,people,notes}/{inbox,today,archive}/{x,y,z}/{p,q,r}/**', null],
    ['memories/{a,b}/{c,..}/x', '`..` segment'],
    // Groups nested past 16 are refused before any group is read (each read scans to its closer).
    [`a${'{'.repeat(16)}b${'}'.repeat(16)}`, null],
    [`a${'{'.repeat(17)}b${'}'.repeat(17)}`, 'groups nested more than 16 deep'],
    [`a${'@('.repeat(9)}b${'{'.repeat(8)}c${'}'.repeat(8)}${')'.repeat(9)}`, 'groups nested more than 16 deep'],
    [`memories/{a,.}${'x'.repeat(260)}`, 'too long'],
    // Each limit is the one the message names.
    [`memories/{a,.}${'x'.repeat(260)}`, 'over 256 characters with brace, extglob or group alternatives'],
    [`memories/\\.${'x'.repeat(1013)}`, null],
    [`memories/\\.${'x'.repeat(1014)}`, 'over 1024 characters with braces, groups, or escapes of "." or "/")'],
    [`memories/[a]${'x'.repeat(260)}`, null],
    // Valid: no spelling of `/` or `..` (wildcards alone are picomatch's business: it keeps
    // `*`, `?` and `.*` from matching `..` after a `/`).
    ['{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}/x', null],
    [`memories/${'x'.repeat(1020)}`, null],
    ['{..}/secrets/**', null],
    ['memories/{1..3}/x', null],
    ['memories/{a,b}/**', null],
    ['memories/{a,b}/[0-9]*', null],
    ['memories/*.{md,txt}', null],
    ['memories/**/*.md', null],
    ['memories/[abc]/x', null],
    ['memories/?*/x', null],
    ['memories/.*', null],
    ['memories/.*/**', null],
    ['a/.*/b', null],
    // ...but not a `.` or a class that can be `.` before one: picomatch lets `.?` be `..`.
    ['a/.?/b', 'picomatch lets it match "a/../b"'],
    ['memories/.[!.]*', 'picomatch lets it match "memories/.."'],
    ['memories/[a-z.]*', 'picomatch lets it match "memories/.."'],
    ['memories/.[a-z]*', null],
    ['memories/[a-z]?', null],
    ['memories/!(secret)/**', '`!(…)` group'],
    ['memories/.cache/**', null],
    ['memories/\\*literal', null],
    ['memories/\\.env', null],
    ['memories/@(a|b)/x', null],
    ['memories/[.]git', null],
    // picomatch's quantifiers after a group, and a `)` no `(` opened (fuzz audit, 2026-12-06):
    // `)?` is an optional `)` and leaves the next star unguarded; a `+` after a brace repeats
    // it; a `*` after a group that may end in `/` starts a segment with no dot guard.
    ['memories/)?*/x', 'a `)` with no `(` at position 10'],
    [')?[[:punct:]]etc', 'a `)` with no `(` at position 1'],
    ['notes/a)b', 'a `)` with no `(`'],
    ['notes/a\\)b', null],
    ['memories/\\)?*/x', null],
    ['memories/{,.}+/x', '`..` segment: it can match "memories/../x"'],
    ['memories/{a,.}+/x', '`..` segment'],
    ['memories/{-../}+x', 'picomatch lets it match "memories/../x"'],
    ['memories/@(/|a)*/x', 'picomatch lets it match "memories//../x"'],
    ['memories/{/,a}*/x', 'picomatch lets it match "memories//../x"'],
    ['memories/{/,a}?/x', null],
    ['memories/{a,b}+/x', null],
    ['memories/{a,b}*/x', null],
    ['memories/@(a|b)*/x', null],
    ['memories/(a)?/x', null],
    ['notes/(draft)/**', null],
    // (review of the above) a class of `/`, a group's quantifier, an extglob after a group, a
    // globstar inside a segment: picomatch lets each match `..`.
    ['memories[/]*/x', 'picomatch lets it match "memories/../x"'],
    ['notes[/]*/**', 'picomatch lets it match "notes/../'],
    ['memories/@(people/|projects)+(.)/x', '`..` segment: it can match "memories/people/../x"'],
    ['m@(a/|b)@(a/|b)+*', 'picomatch lets it match'],
    ['\\.*(.)**{a/,b}', 'picomatch lets it match "../'],
    ['m[/].*[.]', 'picomatch lets it match'],
    ['*({,.})?', '`..` segment'],
    ['(*)+', 'picomatch lets it match ".."'],
    ['[.]\\.**[/]{,.}', 'picomatch lets it match "../"'],
    // (second review) a `.` beside a POSIX class or a range is still a `.` to try; an extglob
    // repeated three times; a `|` in a brace picomatch keeps as text splits the whole glob.
    ['memories/.cache/{1..2}/.?', 'picomatch lets it match "memories/.cache/1/.."'],
    ['memories/.cache/[[:alnum:]]/.?', 'picomatch lets it match "memories/.cache/'],
    ['memories/.x/[[:punct:]][[:punct:]]', 'picomatch lets it match "memories/.x/'],
    ['memories*(/|.)', '`..` segment'],
    ['x+(.|/)', '`..` segment'],
    ['memories/{x|{/etc/**,d}}', 'a `|` at position 12 in a brace without a comma'],
    ['memories/{{a,b}|{/etc,d}}', 'in a brace without a comma'],
    ['memories/{a|b}/x', 'in a brace without a comma'],
    ['a*(/|.)a', '`..` segment'],
    ['memories/(*)', 'picomatch lets it match "memories/.."'],
    ['?([.])?\\.[[:alnum:]]', 'absolute'],
    ['{1..2}[.]a\\.??', 'picomatch lets it match'],
    ['memories/{x,(a|b)}/y', null],
    ['memories/*(a|b|c|d)/x', null],
    ['memories/@(a|b)+(x)/y', null],
    ['**/{notes,docs}/*.md', null],
    ['memories/**/{a,b}', null],
    ['memories/[a-z]*/x', null],
    // Absolute where Windows reads it.
    ['C:/Users/x/**', 'glob is absolute: it starts with a drive letter (`C:/`)'],
    ['d:\\\\x', 'glob is absolute: it starts with a drive letter'],
    ['notes/C:/x', null],
  ])('%j', (glob, reason) => {
    if (reason === null) expect(memoryScopeProblem(glob)).toBeNull();
    else expect(memoryScopeProblem(glob)).toContain(reason);
  });

  it('path globs refuse `[!…]` (picomatch reads it as `!` or the characters: an exclude kept what it meant to drop)', () => {
    expect(pathGlobProblem('skills/[!a]*/**')).toBe(
      '`[!` at position 8: picomatch reads `[!…]` as `!` or one of the characters, not as any character but them; write `[^…]`',
    );
    // A `[!` inside a class is a `[` and a `!` in it, past a POSIX class too (one class to picomatch).
    for (const g of [
      'skills/[^a]*/**',
      'skills/\\[!a]/**',
      'skills/[a!]/**',
      'skills/[[!]/**',
      'skills/!(a)/**',
      'skills/[[:alpha:][!a]*/**',
    ])
      expect([g, pathGlobProblem(g)]).toEqual([g, null]);
    expect(pathGlobProblem('skills/[[:alpha:]][!a]*/**')).toMatch(/^`\[!` at position 19:/);
    // A memory scope is the broker's to read, and `[!…]` is valid glob syntax there.
    expect(memoryScopeProblem('memories/[!a]*/**')).toBeNull();
  });

  it('is a memory-scope rule only: path globs keep their own (`**/.*/**` skips hidden folders)', () => {
    for (const g of ['**/.*/**', 'skills/.*/**', 'skills/.?*/**', 'skills/!(core)/**', 'a/{b,c}/**'])
      expect(pathGlobProblem(g)).toBeNull();
  });

  it('deep nesting costs one pass: 1,000 scopes a{{{…}}} 500 deep (a 1 MiB file) stay cheap (ratio in one run)', async () => {
    const glob = (depth: number) => `a${'{'.repeat(depth)}b${'}'.repeat(depth)}`;
    let runs = 0;
    const time = (depth: number) => {
      const g = glob(depth);
      // Each call a new text: short scopes' verdicts are remembered, and this times the check.
      // 1,000 of them: 100 took half a millisecond, which a GC pause would swamp.
      const texts = Array.from({ length: 1000 }, () => `${g}/${runs++}`);
      const t0 = cpuNow();
      for (const t of texts) memoryScopeProblem(t);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(time, 60, 480);
    // 8x the length: one pass is ~8x; reading every group to its closer was ~64x.
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('costs little on hostile globs: many brace groups and classes are refused before any expansion', () => {
    const classes = 'm/' + '[x]'.repeat(70) + '{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}';
    const braces = 'memories/' + '{a,.}'.repeat(40) + '/x';
    const t = performance.now();
    for (let i = 0; i < 200; i++) {
      expect(memoryScopeProblem(classes)).toBeNull();
      expect(memoryScopeProblem(braces)).toContain('too complex');
    }
    // Logged, not asserted (a wall-clock bound would be flaky on a busy machine); the old
    // check took ~5 s for one such glob.
    process.stderr.write(`  [400 hostile globs: ${(performance.now() - t).toFixed(0)} ms]\n`);
  });
});

describe('memoryScopeProblem: long scopes with POSIX classes', () => {
  it('are refused before the checks that cost the square of their length, or a regex too large to run', () => {
    const said = 'glob is too long to check (over 1024 characters with POSIX classes such as `[:alpha:]`)';
    // 60 KB of `*[[:].` overflowed the regex compiler's stack (an internal error, the run lost).
    expect(memoryScopeProblem('*[[:].'.repeat(10_000))).toBe(said);
    // 90 KB of `[[:alpha:]`: each class reaches to the text's end (a minute for 900 KB); now
    // refused by its length first.
    expect(memoryScopeProblem('[[:alpha:]'.repeat(9_000))).toBe(said);
    // Short ones are checked as before.
    expect(memoryScopeProblem('notes/[[:alpha:]]*/**')).toBeNull();
  });
});

describe("one file's memory scopes share one escape-search budget", () => {
  // `[a]*/` makes every lone `*` after it a place a `..` could be: each candidate is the whole
  // path, so a scope of ~1,000 atoms cost ~0.1 s, and a 1 MiB file of them ~100 s.
  const scope = (i: number, stars = 480) => `[a]*/${'*/'.repeat(stars)}x${i}`;
  const check = (n: number) => {
    const budget = { left: SCOPE_SEARCH_BUDGET };
    return Array.from({ length: n }, (_, i) => memoryScopeProblem(scope(i), budget));
  };

  it('the first scopes are searched (and pass); once it is spent, the rest are refused, fail closed', () => {
    const answers = check(40);
    expect(answers[0]).toBeNull();
    expect(answers.at(-1)).toContain("this file's scopes use up the search");
    // A fresh budget (another file) searches again: the refusal was not remembered.
    expect(memoryScopeProblem(scope(39))).toBeNull();
  });

  it("a file's verdict does not depend on the files checked before it (remembered answers are charged)", () => {
    // Short enough to be remembered (under 256 characters), long enough that 22 spend the budget.
    const short = (n: number) => {
      const budget = { left: SCOPE_SEARCH_BUDGET };
      return Array.from({ length: n }, (_, i) => memoryScopeProblem(scope(i + 1000, 123), budget));
    };
    const n = 40;
    const alone = short(n);
    expect(alone.at(-1)).toContain("this file's scopes use up the search");
    // Another file's check has remembered most of them: the same verdicts.
    const other = { left: SCOPE_SEARCH_BUDGET };
    for (let i = 0; i < n - 1; i++) memoryScopeProblem(scope(i + 1000, 123), other);
    expect(short(n)).toEqual(alone);
  });

  it('8x the scopes cost about the same (the budget bounds the file), not 8x', async () => {
    const { small, big } = await growth(
      (n) => {
        const t = cpuNow();
        check(n);
        return cpuNow() - t;
      },
      20,
      160,
    );
    expect(big / Math.max(small, 0.05)).toBeLessThan(4);
  });
});

describe('memoryScopeProblem: what a hostile scope costs is bounded', () => {
  const cpu = (f: () => void) => {
    const t = cpuNow();
    f();
    return cpuNow() - t;
  };

  it("a group's star-heavy alternative the search leaves out is not run on the engine (248 bytes hung a run)", () => {
    // `{aaa…,*a*a*…}` is inert (no alternative can spell "." or "/"), so the search reads its
    // first alternative only; yet the scope's regex holds the stars, and the engine backtracked
    // over every way to share the candidate's 64 `a` among them: 7 stars, 52 s.
    const hostile = (stars: number, as: number) => `{${'a'.repeat(as)},${'*a'.repeat(stars)}*}/.*`;
    const plain = (as: number) => `{${'a'.repeat(as)},b}/.*`;
    let answers: (string | null)[] = [];
    const bad = cpu(() => {
      answers = [hostile(6, 48), hostile(15, 100), hostile(7, 64)].map((g) => memoryScopeProblem(g));
    });
    const good = cpu(() => {
      answers.push(...[plain(48), plain(100), plain(64)].map((g) => memoryScopeProblem(g)));
    });
    // Judged as the plain ones are (picomatch keeps `.*` from `..`): valid.
    expect(answers).toEqual([null, null, null, null, null, null]);
    process.stderr.write(`  [star-heavy alternatives ${bad.toFixed(1)} ms, plain ${good.toFixed(1)} ms]\n`);
    expect(bad).toBeLessThan(Math.max(good, 5) * 100);
  });

  it('a scope of more than 1,024 classes, runs of stars and groups is refused before picomatch reads it (21,000 `[a]`: 10 s each; 16,000 `***/`: 21 s)', () => {
    expect(memoryScopeProblem(`m/${'[a]'.repeat(1024)}`)).toBeNull();
    const said = memoryScopeProblem(`m/${'[a]'.repeat(1025)}`);
    expect(said).toBe(
      'glob is too complex to show that it stays inside the memory root (1025 classes, runs of stars, braces, groups and alternatives; at most 1024)',
    );
    const budget = { left: SCOPE_SEARCH_BUDGET };
    const spent = cpu(() => {
      for (let i = 0; i < 16; i++)
        expect(memoryScopeProblem(`m${i}/${'[a]'.repeat(21_000)}`, budget)).toContain('at most 1024');
      for (let i = 0; i < 3; i++)
        expect(memoryScopeProblem(`x${i}/${'***/'.repeat(16_382)}`, budget)).toContain('at most 1024');
      expect(memoryScopeProblem(`x/${'*/**/'.repeat(13_000)}a[b]`, budget)).toContain('at most 1024');
    });
    const one = cpu(() => memoryScopeProblem(`m/${'[a]'.repeat(300)}`));
    expect(spent).toBeLessThan(Math.max(one, 5) * 50);
  });

  it('globstar segments make a scope dear to the engine: its candidates go to the automaton (16 `**/a/` and `.*`: 15 s)', () => {
    const scope = (n: number) => `x/${'**/a/'.repeat(n)}.*`;
    let answers: (string | null)[] = [];
    const many = cpu(() => {
      answers = [16, 20].map((n) => memoryScopeProblem(scope(n)));
    });
    const few = cpu(() => {
      answers.push(memoryScopeProblem(scope(2)));
    });
    // Valid, as picomatch keeps `.*` from `..`.
    expect(answers).toEqual([null, null, null]);
    process.stderr.write(`  [16 and 20 globstars ${many.toFixed(1)} ms, 2 ${few.toFixed(1)} ms]\n`);
    expect(many).toBeLessThan(Math.max(few, 5) * 400);
  });

  it("reading a file's many distinct classes is charged to its budget (190,000 took 10 s and 500 MB)", async () => {
    // Each scope's classes are new to picomatch (a class is read by asking it, ~40 µs).
    let next = 0x100;
    const file = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        let s = `m${i}/`;
        for (let k = 0; k < 300; k++) s += `[${String.fromCharCode(next++ % 0xd000 || 0x100)}a]`;
        return s;
      });
    const check = (scopes: string[]) => {
      const budget = { left: SCOPE_SEARCH_BUDGET };
      return scopes.map((s) => memoryScopeProblem(s, budget));
    };
    // The first are read (and pass); once the budget is spent, the rest are refused, fail closed.
    const answers = check(file(640));
    expect(answers[0]).toBeNull();
    expect(answers.at(-1)).toContain("this file's scopes use up the search");
    const { small, big } = await growth(
      (n) => {
        const scopes = file(n);
        const t = cpuNow();
        check(scopes);
        return cpuNow() - t;
      },
      80,
      640,
      3,
    );
    process.stderr.write(`  [distinct classes: 24,000 ${small.toFixed(1)} ms, 192,000 ${big.toFixed(1)} ms]\n`);
    expect(big / Math.max(small, 5)).toBeLessThan(4);
  });
});

describe('globstars as picomatch reads them (`**""/`, `""**/`, `**\\/`, `**@(…)`, `**{…}`)', () => {
  it('count in path globs: 8 `**""` against a folder 80 deep took a minute a path', () => {
    expect(pathGlobProblem(`a/${'**""/'.repeat(8)}c/SKILL.md`)).toContain('8 `**`');
    for (const g of ['a/""**/""**/""**/b', 'a/**\\/**\\/**\\/b', 'a/**@(b)/**@(c)/**@(d)', 'a/**{b,c}/**{d,e}/**{f,g}'])
      expect([g, pathGlobProblem(g)]).toEqual([g, expect.stringContaining('3 `**`')]);
    expect(pathGlobProblem('a/**""/b/**""/c')).toBeNull();
  });

  it('send a memory scope to the automaton (8 of them hung a 302-byte SKILL.md)', () => {
    const cpu = (f: () => void) => {
      const t = cpuNow();
      f();
      return cpuNow() - t;
    };
    const scope = (star: string) => `m/{${'a/'.repeat(60)}a,a/${`${star}/`.repeat(8)}a}/?.`;
    let answers: (string | null)[] = [];
    const quoted = cpu(() => {
      answers = [scope('**""'), scope('""**')].map((g) => memoryScopeProblem(g));
    });
    const plain = cpu(() => {
      answers.push(memoryScopeProblem(scope('**')));
    });
    expect(answers).toEqual([null, null, null]);
    process.stderr.write(`  [hidden globstars ${quoted.toFixed(1)} ms, plain ${plain.toFixed(1)} ms]\n`);
    expect(quoted).toBeLessThan(Math.max(plain, 5) * 400);
  });
});
