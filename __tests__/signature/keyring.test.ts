import { cpuNow, growth } from '../helpers/cpu.js';
import { KeyringError, lookupKey, parseKeyring, type Keyring } from '../../src/signature/keyring.js';
import picomatch from 'picomatch';
import { pick, rng } from '../helpers/random.js';

const K1 = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const K2 = '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c';
const K3 = 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025';

function keyringError(text: string, file = '.skillgate/trusted-keys'): KeyringError {
  try {
    parseKeyring(text, file);
  } catch (e) {
    if (e instanceof KeyringError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('parseKeyring', () => {
  const text = [
    '# trusted keyring', // 1
    '', // 2
    `* ed25519 ${K1} key-1 (RFC 8032 test 1)`, // 3
    `   memory-* \t ed25519   ${K2.toUpperCase()}   # team key`, // 4
    `@revoked ed25519 ${K3} leaked 2024-01-01 # rotated`, // 5
    `  # indented comment`, // 6
    `memory-capture ed25519 ${K3}`, // 7
    `pay#ments ed25519 ${K2}#not-a-comment`, // 8 (# inside a field is data)
  ].join('\r\n');

  let kr: Keyring;
  beforeAll(() => {
    // line 8 has a 65-char key field: it must fail, so parse lines 1-7 here
    kr = parseKeyring(text.split('\r\n').slice(0, 7).join('\r\n'), 'trusted-keys');
  });

  it('reads entries with line numbers, lowercase keys and comments', () => {
    expect(kr.entries).toEqual([
      { glob: '*', key: K1, line: 3, comment: 'key-1 (RFC 8032 test 1)' },
      { glob: 'memory-*', key: K2, line: 4 },
      { glob: 'memory-capture', key: K3, line: 7 },
    ]);
    expect([...kr.revoked]).toEqual([[K3, 5]]);
  });

  it('treats # as a comment only at line start or after whitespace', () => {
    const e = keyringError(text, 'kr');
    expect(e.problems).toEqual([{ line: 8, reason: expect.stringMatching(/not hexadecimal|64/) }]);
    // After a tab too, and a line of a tab and a comment is a comment.
    const tabbed = parseKeyring(`pay ed25519 ${K2}\t# c\n\t# only a comment\n \t # another`, 'kr');
    expect(tabbed.entries).toHaveLength(1);
    expect(lookupKey(tabbed, 'pay', K2)).toBe('trusted');
    const ok = parseKeyring(`pay#ments ed25519 ${K2} # c`, 'kr');
    expect(ok.entries[0]!.glob).toBe('pay#ments');
    expect(lookupKey(ok, 'pay#ments', K2)).toBe('trusted');
  });

  it('refuses a glob holding a character no id can hold: an invisible one must not hide a @revoked line', () => {
    // Read as a glob, `\u200b@revoked` trusted nothing and revoked nothing: the key stayed trusted.
    const e = keyringError(`* ed25519 ${K1}\n\u200b@revoked ed25519 ${K1} leaked\nmémo ed25519 ${K2}\n`);
    expect(e.problems).toEqual([
      {
        line: 2,
        reason: 'invalid glob "\\u200b@revoked": U+200B is no character a skill id or name can hold (they are ASCII)',
      },
      {
        line: 3,
        reason: 'invalid glob "m\\u00e9mo": U+00E9 is no character a skill id or name can hold (they are ASCII)',
      },
    ]);
    // Whitespace that trims (a no-break space before the directive) still reads as the directive.
    expect([...parseKeyring(`\u00a0@revoked ed25519 ${K1}\n`, 'kr').revoked.keys()]).toEqual([K1]);
  });

  it('refuses a line end other than LF or CRLF: a comment must not hide a @revoked line', () => {
    for (const [end, name] of [
      ['\r', 'a lone CR'],
      ['\u2028', 'U+2028'],
      ['\u2029', 'U+2029'],
      ['\u0085', 'U+0085'],
    ]) {
      const e = keyringError(`# trusted keys\n* ed25519 ${K1} # release key${end}@revoked ed25519 ${K1} leaked\n`);
      expect(e.problems).toEqual([
        { line: 2, reason: `${name} at column 89: lines must end with LF or CRLF (one entry a line)` },
      ]);
    }
    expect(keyringError(`# keys\r@revoked ed25519 ${K1}\r`).problems).toEqual([
      { line: 1, reason: 'a lone CR at column 7: lines must end with LF or CRLF (one entry a line)' },
    ]);
    // A CR ending the last line, with no LF after it, is a lone CR too.
    expect(keyringError(`* ed25519 ${K1} rk\r`).problems).toEqual([
      { line: 1, reason: 'a lone CR at column 78: lines must end with LF or CRLF (one entry a line)' },
    ]);
    expect(parseKeyring(`* ed25519 ${K1} rk\r\n`, 'kr').entries).toHaveLength(1);
  });

  it('refuses a lone "!" (it negates nothing: the key would be trusted for every id)', () => {
    for (const glob of ['!', '!!'])
      expect(keyringError(`${glob} ed25519 ${K1}\n`).problems).toEqual([
        {
          line: 1,
          reason: `invalid glob "${glob}": "!" negates the glob after it, and none follows (it would trust the key for every skill id; write * for that)`,
        },
      ]);
    expect(parseKeyring(`!other ed25519 ${K1}\n`, 'kr').entries).toHaveLength(1);
  });

  it('refuses globs picomatch reads as something else, or too slowly', () => {
    expect(keyringError(`[z-a] ed25519 ${K1}\n`).problems).toEqual([
      { line: 1, reason: expect.stringMatching(/^invalid glob "\[z-a\]": .*reversed range/) },
    ]);
    // A glob the scan cannot take (braces) holds one run of stars at most: skill ids have no
    // length limit, and `{a,b}*a*a*b` costs the cube of an id's length.
    expect(keyringError(`{a,b}*a*a*b ed25519 ${K1}\n`).problems).toEqual([
      {
        line: 1,
        reason: expect.stringMatching(
          /^invalid glob "\{a,b\}\*a\*a\*b": glob is too complex: 3 runs of `\*` in a glob with braces, groups, escapes or other characters \(at most 1 in a keyring glob/,
        ),
      },
    ]);
    expect(keyringError(`{a,b}-*-* ed25519 ${K1}\n`).problems[0]!.reason).toMatch(/too complex: 2 runs/);
    // A leading `./` keeps a glob from the scan (picomatch strips it): counted too.
    expect(keyringError(`./team-*-*-*-prod ed25519 ${K1}\n`).problems[0]!.reason).toMatch(/too complex: 3 runs/);
    // A class without a range is also its own text to picomatch: regex-matched, so limited.
    expect(keyringError(`[a]*[a]*b ed25519 ${K1}\n`).problems[0]!.reason).toMatch(/too complex: 2 runs/);
    const one = parseKeyring(`{a,b}-*-x ed25519 ${K1}\n`, 'kr');
    expect(lookupKey(one, `a${'-a'.repeat(20_000)}-x`, K1)).toBe('trusted');
    // Stars with classes of letters and digits are scanned, as many as written.
    const classes = parseKeyring(`[a-a]*a*a*a*b ed25519 ${K1}\nteam-[a-z]*-*-*-prod ed25519 ${K2}\n`, 'kr');
    expect(lookupKey(classes, `team${'-a'.repeat(20_000)}-prod`, K2)).toBe('trusted');
    expect(lookupKey(classes, 'a'.repeat(40_000), K1)).toBe('untrusted');
    // `@(…)` is a group, not a directive; escapes do not hide stars from the count.
    const group = parseKeyring(`@(code|memory)-* ed25519 ${K1}\n`, 'kr');
    expect(lookupKey(group, 'memory-capture', K1)).toBe('trusted');
    expect(lookupKey(group, 'other-x', K1)).toBe('untrusted');
    expect(keyringError(`[a]*\\a*\\a*\\a*b ed25519 ${K1}\n`).problems[0]!.reason).toMatch(/too complex: 4 runs/);
    // A repeating group with a star: matched against a 30-character id it took 31 s.
    expect(keyringError(`+(a*)c ed25519 ${K1}\n`).problems[0]!.reason).toMatch(
      /^invalid glob "\+\(a\*\)c": glob is too complex: the group at position 1 repeats/,
    );
    // Stars alone are matched by a scan, as many as written.
    expect(parseKeyring(`**a**a**a**a**a**a**a**ab ed25519 ${K1}\n`, 'kr').entries).toHaveLength(1);
  });

  it('never trusts an id holding a line end (no valid id does), and answers at once', () => {
    // picomatch's regex (the scan leaves such strings to it) took 67 s for this one id.
    const kr = parseKeyring(`*-*-*-*-z ed25519 ${K1}\n* ed25519 ${K2}\n@revoked ed25519 ${K3}\n`, 'kr');
    expect(lookupKey(kr, `${'-'.repeat(1200)}\n`, K1)).toBe('untrusted');
    for (const end of ['\n', '\r', '\u2028', '\u2029']) expect(lookupKey(kr, `a${end}b`, K2)).toBe('untrusted');
    expect(lookupKey(kr, `a\nb`, K3)).toBe('revoked');
    expect(lookupKey(kr, 'ab', K2)).toBe('trusted');
  }, 20_000);

  it('looks up trusted, untrusted and revoked keys', () => {
    expect(lookupKey(kr, 'anything', K1)).toBe('trusted');
    expect(lookupKey(kr, 'anything', K1.toUpperCase())).toBe('trusted');
    expect(lookupKey(kr, 'memory-capture', K2)).toBe('trusted');
    expect(lookupKey(kr, 'other-skill', K2)).toBe('untrusted');
    expect(lookupKey(kr, 'memory-capture', 'ab'.repeat(32))).toBe('untrusted');
  });

  it('revocation wins over a trust line', () => {
    expect(lookupKey(kr, 'memory-capture', K3)).toBe('revoked');
    expect(lookupKey(kr, 'other', K3.toUpperCase())).toBe('revoked');
  });

  it('refuses `[!…]`, which picomatch reads as `!` or the characters (it trusted the ids it meant to leave out)', () => {
    expect(keyringError(`[!m]* ed25519 ${K1}\n`).problems).toEqual([
      {
        line: 1,
        reason:
          'invalid glob "[!m]*": `[!` at position 1: picomatch reads `[!…]` as `!` or one of the characters, not as any character but them; write `[^…]`',
      },
    ]);
    expect(keyringError(`a-[0-9][!x] ed25519 ${K1}\n`).problems[0]!.reason).toMatch(/`\[!` at position 8/);
    // Escaped, or inside a class, `!` is no such thing; `[^…]` is the complement.
    for (const ok of ['\\[!a\\]', '[a!]*', '[[!]x'])
      expect(parseKeyring(`${ok} ed25519 ${K1}\n`, 'kr').entries).toHaveLength(1);
    const k = parseKeyring(`[^m]* ed25519 ${K1}\n`, 'kr');
    expect(lookupKey(k, 'memory-capture', K1)).toBe('untrusted');
    expect(lookupKey(k, 'code-review', K1)).toBe('trusted');
  });

  it('supports brace and negation globs', () => {
    const k = parseKeyring(`{alpha,beta}-* ed25519 ${K1}\n!secret ed25519 ${K2}\n`, 'kr');
    expect(lookupKey(k, 'alpha-x', K1)).toBe('trusted');
    expect(lookupKey(k, 'gamma-x', K1)).toBe('untrusted');
    expect(lookupKey(k, 'public', K2)).toBe('trusted');
    expect(lookupKey(k, 'secret', K2)).toBe('untrusted');
  });

  it('accepts an empty keyring', () => {
    expect(parseKeyring('', 'kr')).toEqual({ entries: [], revoked: new Map() });
    expect(parseKeyring('# only comments\n\n  \n', 'kr').entries).toEqual([]);
  });

  it('names file:line for every malformed line', () => {
    const bad = [
      `* ed25519 ${K1}`, // 1 ok
      `* rsa ${K1}`, // 2 unknown algorithm
      `* ed25519 ${K1.slice(2)}`, // 3 bad length
      `* ed25519`, // 4 missing fields
      `@revoked ${K1}`, // 5 missing fields
      `[a- ed25519 ${K1}`, // 6 invalid glob
      `@trusted ed25519 ${K1}`, // 7 unknown directive
      `* ed25519 ${'zz'.repeat(32)}`, // 8 not hex
    ].join('\n');
    const e = keyringError(bad, 'conf/keys');
    expect(e).toBeInstanceOf(Error);
    expect(e.file).toBe('conf/keys');
    expect(e.line).toBe(2);
    expect(e.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const lines = e.message.split('\n');
    expect(lines[0]).toMatch(/^conf\/keys:2: unknown algorithm "rsa"/);
    expect(lines[1]).toMatch(/^conf\/keys:3: bad hex length.*got 62/);
    expect(lines[2]).toMatch(/^conf\/keys:4: missing fields/);
    expect(lines[3]).toMatch(/^conf\/keys:5: missing fields/);
    expect(lines[4]).toMatch(/^conf\/keys:6: invalid glob "\[a-"/);
    expect(lines[5]).toMatch(/^conf\/keys:7: unknown directive "@trusted"/);
    expect(lines[6]).toMatch(/^conf\/keys:8: .*not hexadecimal/);
  });

  it('rejects a run of three or more backslashes before picomatch reads it (four at the end hung it)', () => {
    expect(keyringError(`ab\\\\\\\\ ed25519 ${K1}`, 'k').message).toMatch(
      /^k:1: invalid glob "ab\\\\\\\\": glob holds a run of 4 backslashes at position 3: picomatch cannot read more than two in a row/,
    );
  });

  it('rejects a trailing lone backslash in a glob', () => {
    expect(keyringError(`\n\nabc\\ ed25519 ${K1}`, 'k').message).toMatch(/^k:3: invalid glob/);
    expect(parseKeyring(`abc\\\\ ed25519 ${K1}`, 'k').entries).toHaveLength(1);
  });

  it('recompiles when a keyring is built or extended by hand', () => {
    const hand: Keyring = { entries: [{ glob: 'a-*', key: K1, line: 1 }], revoked: new Map() };
    expect(lookupKey(hand, 'a-b', K1)).toBe('trusted');
    hand.entries.push({ glob: 'b', key: K2, line: 2 });
    expect(lookupKey(hand, 'b', K2)).toBe('trusted');
    hand.revoked.set(K1, 3);
    expect(lookupKey(hand, 'a-b', K1)).toBe('revoked');
  });
});

describe('lookupKey against picomatch (differential)', () => {
  const matchers = new Map<string, (s: string) => boolean>();
  const reference = (lines: { glob: string; key: string }[], revoked: Set<string>, id: string, key: string) => {
    if (revoked.has(key)) return 'revoked';
    for (const l of lines) {
      if (l.key !== key) continue;
      if (l.glob === '*' || l.glob === '**') return 'trusted';
      let m = matchers.get(l.glob);
      if (!m) matchers.set(l.glob, (m = picomatch(l.glob, { strictBrackets: true })));
      if (m(id)) return 'trusted';
    }
    return 'untrusted';
  };
  const globs = [
    'a',
    'ab',
    'a-b',
    'a_b',
    'A',
    'a*',
    '*b',
    'a?',
    '?',
    'a-*',
    '*-*',
    'a{b,c}',
    '{a,b}*',
    '!a',
    '!a*',
    '[ab]',
    '[a-c]x',
    '[^a]*',
    'a.b',
    '.a',
    'a/b',
    'a\\*',
    '*(a)',
    '+(ab)',
    '*(a|b)',
    '!(a)',
    'a**',
    'x-[0-9]',
    'memory-*',
    'mem?ry-capture',
    '*capture',
    'a\\\\b',
  ];
  const ids = [
    'a',
    'ab',
    'abc',
    'a-b',
    'a_b',
    'A',
    'b',
    'x-1',
    'x-a',
    'ax',
    'cx',
    'a.b',
    '.a',
    'memory-capture',
    'a*',
    'a\\b',
    'aab',
    'aa',
    'c',
    '',
  ];

  it('gives what one picomatch matcher per line gives, for 800 generated keyrings', () => {
    const r = rng(7);
    for (let n = 0; n < 800; n++) {
      const lines = Array.from({ length: 1 + Math.floor(r() * 6) }, () => ({
        glob: pick(r, globs),
        key: pick(r, [K1, K2]),
      }));
      const revoked = new Set(r() < 0.1 ? [K2] : []);
      const text = [
        ...lines.map((l) => `${l.glob} ed25519 ${r() < 0.5 ? l.key.toUpperCase() : l.key}`),
        ...[...revoked].map((k) => `@revoked ed25519 ${k}`),
      ].join('\n');
      const kr = parseKeyring(text, 'k');
      const got: string[] = [];
      const want: string[] = [];
      for (const id of ids)
        for (const key of [K1, K2, K3]) {
          got.push(`${text} | ${id} ${key.slice(0, 4)} ${lookupKey(kr, id, key)}`);
          want.push(`${text} | ${id} ${key.slice(0, 4)} ${reference(lines, revoked, id, key)}`);
        }
      expect(got).toEqual(want);
    }
  });

  it('joins many wildcard globs for one key into a few regexes and still matches each', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `team-${i}-* ed25519 ${K1}`).join('\n');
    const kr = parseKeyring(text, 'k');
    for (const i of [0, 255, 256, 511, 999]) expect(lookupKey(kr, `team-${i}-x`, K1)).toBe('trusted');
    expect(lookupKey(kr, 'team-1000-x', K1)).toBe('untrusted');
    expect(lookupKey(kr, 'team-1-x', K2)).toBe('untrusted');
  });
});

describe('a keyring that pins each skill id to one key (ratio in one run)', () => {
  /**
   * n lines `id-i ed25519 K1`, and n lookups: each line used to be a matcher tried per skill.
   * The ids are built before the clock starts and every lookup is done 10 times, so the small
   * run takes milliseconds rather than a fraction of one: a GC pause or a busy neighbour in CI
   * then moves the ratio little (a sub-millisecond small run once measured 26x).
   */
  const time = (n: number) => {
    const kr = parseKeyring(Array.from({ length: n }, (_, i) => `skill-${i} ed25519 ${K1}`).join('\n'), 'k');
    const ids = Array.from({ length: n }, (_, i) => `skill-${n - 1 - i}`);
    const t0 = cpuNow();
    let trusted = 0;
    for (let round = 0; round < 10; round++) for (const id of ids) if (lookupKey(kr, id, K1) === 'trusted') trusted++;
    const ms = cpuNow() - t0;
    expect(trusted).toBe(10 * n);
    return ms;
  };

  it('8x the lines and the skills cost far less than 64x', async () => {
    const { small, big } = await growth(time, 2000, 16000);
    process.stderr.write(
      `  [keyring: 2,000 lines × 2,000 skills ×10 ${small.toFixed(1)} ms, 16,000 × 16,000 ×10 ${big.toFixed(1)} ms]\n`,
    );
    expect(big / Math.max(small, 1)).toBeLessThan(24);
  });
});

describe('keyring: a star glob against a long id', () => {
  // `*aaa…x*` (16,000 letters) against an id of 400,000 `a`s took 24 s: the scan retried the
  // glob's letters at every place of the id (|glob| × |id|). Each piece between stars is now
  // looked for at once.
  const time = (n: number) => {
    const kr = parseKeyring(`*${'a'.repeat(n)}x* ed25519 ${K1}\n?${'a'.repeat(n)}*[x-y] ed25519 ${K1}`, 'k');
    const id = 'a'.repeat(8 * n);
    const t0 = cpuNow();
    expect(lookupKey(kr, id, K1)).not.toBe('trusted');
    return cpuNow() - t0;
  };

  it('8x the glob and the id cost far less than 64x', async () => {
    // (A glob is at most 4,096 characters.)
    const { small, big } = await growth(time, 500, 4000);
    process.stderr.write(
      `  [star glob × id: 500 × 4,000 ${small.toFixed(1)} ms, 4,000 × 32,000 ${big.toFixed(1)} ms]\n`,
    );
    expect(big / Math.max(small, 1)).toBeLessThan(24);
  });
});

describe('keyring globs picomatch would be slow or unable to compile', () => {
  it('refuses a glob over 4,096 characters or nesting groups more than 16 deep, naming the line, before picomatch reads it', () => {
    // `{a}` × 12,000 parsed, then every --trust registry run was an internal error (a regex too
    // large, refused at its first test); 64,000 characters of `{…}` took 26 s at every run.
    const long = keyringError(`# k\n${'{a}'.repeat(12_000)} ed25519 ${K1}\n`);
    expect(long.message).toMatch(/:2: invalid glob: 36000 characters long; the limit is 4096/);
    // A plain one (no star, no group) too: it was read whole (an id that long matches no skill).
    expect(keyringError(`${'a'.repeat(4097)} ed25519 ${K1}\n`).message).toMatch(
      /:1: invalid glob: 4097 characters long; the limit is 4096/,
    );
    const t0 = cpuNow();
    const deep = keyringError(`${'{'.repeat(2000)}${'}'.repeat(2000)} ed25519 ${K1}\n`);
    expect(cpuNow() - t0).toBeLessThan(2000);
    expect(deep.message).toMatch(/:1: invalid glob "\{+\}+": groups nested more than 16 deep \(at position 17\)/);
    expect(keyringError(`${'@('.repeat(17)}a${')'.repeat(17)} ed25519 ${K1}\n`).message).toMatch(
      /nested more than 16 deep/,
    );
    // Sixteen deep is a glob like any other.
    const ok = parseKeyring(`${'@('.repeat(16)}a${')'.repeat(16)} ed25519 ${K1}\n`, 'k');
    expect(lookupKey(ok, 'a', K1)).toBe('trusted');
  });
});

describe('a hostile keyring is refused at the cost of reading it', () => {
  it('text checks before the compile, and no compile past the listed lines (ratio in one run, not wall time)', () => {
    // 246 lines of `a[!a][!a]…` (4 KB each) were each compiled by picomatch before the text
    // checks refused them: 15 s to say the file is no keyring.
    const lines = (glob: (i: number) => string) =>
      Array.from({ length: 246 }, (_, i) => `${glob(i)} ed25519 ${K1}\n`).join('');
    const cost = (text: string) => {
      const t0 = cpuNow();
      for (let k = 0; k < 3; k++) expect(() => parseKeyring(text, 'k')).toThrow(KeyringError);
      return cpuNow() - t0;
    };
    const plain = cost(lines((i) => `a*${i}`) + '@x\n');
    const hostile = cost(lines((i) => `a${'[!a]'.repeat(1000)}${i}`));
    process.stderr.write(
      `  [246 short lines ${plain.toFixed(1)} ms, 246 hostile 4 KB lines ${hostile.toFixed(1)} ms]\n`,
    );
    expect(hostile / Math.max(plain, 1)).toBeLessThan(50);
  });

  it('refuses more than 20,000 classes and alternatives in its globs together (each compiled on every run), at the line that crosses it', () => {
    // 200 lines of 1,300 `[a]` (picomatch: `(?:\[a\]|[a])` each) took 16 s, at every run.
    const text = Array.from({ length: 200 }, (_, i) => `${'[a]'.repeat(1300)}x${i} ed25519 ${K1}\n`).join('');
    const t0 = cpuNow();
    const e = keyringError(text, 'k');
    const spent = cpuNow() - t0;
    expect(e.message).toMatch(
      /^k:16: the keyring's globs hold more than 20000 classes, alternatives and stars together \(`\[…\]`, `\{a,b\}`, `@\(a\|b\)`, `\*`\), each compiled on every run; pin ids with plain globs/m,
    );
    // The lines after it are not compiled to be counted (the first 15: ~1 s at most).
    expect(e.message).not.toMatch(/^k:17:/m);
    expect(spent).toBeLessThan(5000);
    // Many small ones are fine: 6,666 lines of `{a,b}-N-*` (3 each: 19,998) and one of
    // `x{a,b}` (20,000); plain ids any number. The next `{a,b}` crosses it.
    const many =
      Array.from({ length: 6_666 }, (_, i) => `{a,b}-${i}-* ed25519 ${K1}\n`).join('') + `x{a,b} ed25519 ${K1}\n`;
    expect(lookupKey(parseKeyring(many, 'k'), 'a-7-x', K1)).toBe('trusted');
    expect(keyringError(many + `y{a,b} ed25519 ${K1}\n`, 'k').message).toMatch(
      /^k:6668: the keyring's globs hold more/m,
    );
    // Runs of stars count too: 200 lines of 810 `a/**/` took 5 s at every run.
    const stars = Array.from({ length: 200 }, (_, i) => `${'a/**/'.repeat(810)}${i} ed25519 ${K1}\n`).join('');
    expect(keyringError(stars, 'k').message).toMatch(/^k:25: the keyring's globs hold more/m);
  });
});
