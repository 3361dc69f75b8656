import { cpuNow, growth } from '../helpers/cpu.js';
import { CanonicalError, MAX_DEPTH, canonicalBody, canonicalize, checkedCanonical } from '../../src/signature/jcs.js';
import { canonicalFrontmatter } from '../../src/signature/message.js';

function thrown(f: () => unknown): CanonicalError {
  try {
    f();
  } catch (e) {
    if (e instanceof CanonicalError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('canonicalize (RFC 8785)', () => {
  it('serializes literals, arrays and nested objects without whitespace', () => {
    expect(canonicalize(null)).toBe('null');
    expect(canonicalize(true)).toBe('true');
    expect(canonicalize(false)).toBe('false');
    expect(canonicalize([])).toBe('[]');
    expect(canonicalize({})).toBe('{}');
    expect(canonicalize({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
  });

  it('sorts keys by UTF-16 code units, non-BMP included (RFC 8785 §3.2.3 example)', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    expect(canonicalize(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('orders a surrogate pair before U+FB33 (code units, not code points)', () => {
    // By code point U+1F600 > U+FB33; by UTF-16 code unit 0xD83D < 0xFB33.
    expect(canonicalize({ '\ufb33': 1, '\u{1F600}': 2 })).toBe('{"\u{1F600}":2,"\ufb33":1}');
    expect(canonicalize({ b: 1, a: 2, B: 3, aa: 4 })).toBe('{"B":3,"a":2,"aa":4,"b":1}');
  });

  it('formats numbers as ECMAScript does (RFC 8785 §3.2.2.3)', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0, '0'],
      [5.0, '5'],
      [0.1, '0.1'],
      [-1.5, '-1.5'],
      [1e21, '1e+21'],
      [1e20, '100000000000000000000'],
      [1e-7, '1e-7'],
      [0.000001, '0.000001'],
      [333333333.3333333, '333333333.3333333'],
      [4.5, '4.5'],
      [2e-3, '0.002'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [5e-324, '5e-324'],
      // eslint-disable-next-line no-loss-of-precision -- deliberately past 2^53
      [9007199254740993, '9007199254740992'],
      [4294967295, '4294967295'],
    ];
    for (const [n, s] of cases) expect(canonicalize(n)).toBe(s);
    expect(canonicalize([-0, 1e21])).toBe('[0,1e+21]');
  });

  it('escapes only quote, backslash and control characters', () => {
    expect(canonicalize('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(canonicalize('\b\t\n\f\r')).toBe('"\\b\\t\\n\\f\\r"');
    expect(canonicalize('\u0000\u0001\u001f')).toBe('"\\u0000\\u0001\\u001f"');
    expect(canonicalize('\u007f\u2028\u2029/é€😀')).toBe('"\u007f\u2028\u2029/é€😀"');
    expect(canonicalize({ 'k\n': 'v' })).toBe('{"k\\n":"v"}');
  });

  it('throws CanonicalError with the path for NaN and ±Infinity', () => {
    let e = thrown(() => canonicalize({ 'x-meta': { a: [1, 2, NaN] } }));
    expect(e.path).toEqual(['x-meta', 'a', 2]);
    expect(e.message).toMatch(/NaN/);
    e = thrown(() => canonicalize({ a: Infinity }));
    expect(e.path).toEqual(['a']);
    e = thrown(() => canonicalize([-Infinity]));
    expect(e.path).toEqual([0]);
    expect(e).toBeInstanceOf(Error);
  });

  it('throws for lone surrogates in values and keys, accepts pairs', () => {
    let e = thrown(() => canonicalize({ a: ['ok', 'x\ud800y'] }));
    expect(e.path).toEqual(['a', 1]);
    expect(e.message).toMatch(/surrogate|well-formed/);
    e = thrown(() => canonicalize({ outer: { 'k\udc00': 1 } }));
    expect(e.path).toEqual(['outer', 'k\udc00']);
    expect(canonicalize('\ud83d\ude00')).toBe('"\ud83d\ude00"');
    thrown(() => canonicalize('\ude00\ud83d'));
  });

  it('throws for undefined, bigint, functions, symbols, Dates, Maps and class instances', () => {
    expect(thrown(() => canonicalize({ a: undefined })).path).toEqual(['a']);
    expect(thrown(() => canonicalize([1n])).path).toEqual([0]);
    thrown(() => canonicalize({ f: () => 1 }));
    thrown(() => canonicalize({ s: Symbol('x') }));
    thrown(() => canonicalize({ d: new Date(0) }));
    thrown(() => canonicalize(new Map([['a', 1]])));
    thrown(() => canonicalize({ [Symbol('k')]: 1 }));
    class K {
      a = 1;
    }
    expect(thrown(() => canonicalize({ k: new K() })).path).toEqual(['k']);
    thrown(() => canonicalize(undefined));
  });

  it('accepts null-prototype objects', () => {
    const o = Object.create(null) as Record<string, unknown>;
    o.b = 1;
    o.a = 2;
    expect(canonicalize(o)).toBe('{"a":2,"b":1}');
  });

  it('refuses cycles and excessive depth with a CanonicalError, not a crash', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(thrown(() => canonicalize(a)).path).toEqual([0]);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const e = thrown(() => canonicalize(deep));
    expect(e.path.length).toBe(MAX_DEPTH);
    let ok: unknown = 'x';
    for (let i = 0; i < 65; i++) ok = { k: ok };
    expect(canonicalize(ok)).toMatch(/^(\{"k":){65}"x"\}{65}$/);
  });
});

describe('canonicalFrontmatter', () => {
  it('drops only the top-level signature key', () => {
    const fm = { signature: { algo: 'ed25519' }, id: 'a', 'x-m': { signature: 1 } };
    expect(canonicalFrontmatter(fm)).toBe('{"id":"a","x-m":{"signature":1}}');
    expect(fm.signature).toEqual({ algo: 'ed25519' }); // input untouched
  });

  it('reports paths relative to the mapping', () => {
    const e = thrown(() => canonicalFrontmatter({ 'x-meta': { a: [0, 1, NaN] } }));
    expect(e.path).toEqual(['x-meta', 'a', 2]);
  });

  it('keeps a __proto__ key as data', () => {
    const fm = JSON.parse('{"__proto__":{"a":1},"b":2}') as Record<string, unknown>;
    expect(canonicalFrontmatter(fm)).toBe('{"__proto__":{"a":1},"b":2}');
  });
});

describe('canonicalBody', () => {
  it('turns CRLF and lone CR into LF', () => {
    expect(canonicalBody('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(canonicalBody('a\r\r\nb')).toBe('a\n\nb');
  });

  it('strips leading and trailing spaces, tabs and LFs only', () => {
    expect(canonicalBody(' \t\r\n\n # T  \n\n x\t \r\n')).toBe('# T  \n\n x');
    expect(canonicalBody('\u00a0x\u00a0')).toBe('\u00a0x\u00a0');
    expect(canonicalBody('\fx\v')).toBe('\fx\v');
    expect(canonicalBody('')).toBe('');
    expect(canonicalBody(' \n\t\r\n')).toBe('');
  });

  it('is linear on long whitespace runs (ratio of two sizes, not wall time)', async () => {
    const time = (n: number): number => {
      const s = ' '.repeat(n) + 'x' + ' '.repeat(n) + 'y';
      // Ten runs: one of the small size is under a millisecond, which a GC pause would swamp.
      const t0 = cpuNow();
      for (let k = 0; k < 10; k++) expect(canonicalBody(s).length).toBe(n + 2);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(time, 1 << 16, 1 << 20);
    // 16x the input: ~16x the time when linear, ~256x when quadratic.
    expect(big / Math.max(small, 0.05)).toBeLessThan(64);
  });
});

describe('fast path (no bookkeeping) equals the checked walk', () => {
  const rng = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const KEYS = ['a', 'b', 'B', 'é', '😀', '\u0000', '10', '9', '', 'signature', 'x-meta', '"q"', '\\', 'ÿ', '\u2028'];
  const NUMS = [0, -0, 1, -1, 1.5, 1e21, 1e-7, 123456789012345680000, 5e-324, 0.1 + 0.2, 2 ** 53, -1e-300];
  const STRS = ['', 'x', 'tab\t', 'nl\n', '"', '\\', '\u001f', '😀', 'é', '\u2028', '</script>'];
  function gen(r: () => number, depth: number): unknown {
    const t = r();
    if (depth > 3 || t < 0.45) {
      const u = r();
      if (u < 0.35) return STRS[Math.floor(r() * STRS.length)];
      if (u < 0.7) return NUMS[Math.floor(r() * NUMS.length)];
      if (u < 0.85) return r() < 0.5;
      return null;
    }
    if (t < 0.7) return Array.from({ length: Math.floor(r() * 4) }, () => gen(r, depth + 1));
    const o: Record<string, unknown> = {};
    for (let i = Math.floor(r() * 5); i > 0; i--) o[KEYS[Math.floor(r() * KEYS.length)]!] = gen(r, depth + 1);
    return o;
  }

  it('on 5,000 generated values', () => {
    const r = rng(42);
    for (let i = 0; i < 5000; i++) {
      const v = gen(r, 0);
      expect(canonicalize(v)).toBe(checkedCanonical(v));
    }
  });

  it('refuses what the checked walk refuses, with the same error', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    const withSymbol = { a: 1, [Symbol('s')]: 2 };
    const bad: unknown[] = [
      { a: { b: [1, NaN] } },
      { a: Infinity },
      { ['\uD800']: 1 },
      { a: ['ok', 'x\uDC00'] },
      { a: undefined },
      [1, , 3], // eslint-disable-line no-sparse-arrays
      { a: new Map() },
      { a: new Date(0) },
      { a: 1n },
      withSymbol,
      cyclic,
      { a: () => 1 },
    ];
    for (const v of bad) {
      let slow: unknown;
      try {
        checkedCanonical(v);
      } catch (e) {
        slow = e;
      }
      expect(slow).toBeInstanceOf(CanonicalError);
      expect(() => canonicalize(v)).toThrow((slow as Error).message);
    }
  });
});
