import { cpuNow, growth } from '../helpers/cpu.js';
import picomatch from 'picomatch';
import { globSet, wildMatch } from '../../src/core/globset.js';
import { pick, rng } from '../helpers/random.js';

const PIECES = [
  '(?<n>a)',
  '(?<n>b)*',
  'a-*',
  'ab*',
  'x-1?',
  '',
  'te/am',
  'skills',
  'a',
  'b',
  'review',
  'SKILL.md',
  '*',
  '**',
  '?',
  '*.md',
  '[ab]',
  '[!a]',
  '{a,b}',
  '.hidden',
  '..',
  '.',
  'x-1',
  'a_b',
  '@(a|b)',
  'a|b',
  'skills|a',
  '(a',
  'b)',
  'a\\/b',
  '-',
  'a.b.c',
  '*(a)',
  '!(a)',
  '+(b)',
  'a\\*',
  'é',
  'a b',
  'a\nb',
  '[a-c]',
  '{1..3}',
  'a.b',
  'A',
];
const PATH_PIECES = [
  '',
  'a-b',
  'x-12',
  'axb',
  'a|b',
  'a.b.c',
  '-',
  '(a',
  'skills',
  'a',
  'b',
  'review',
  'SKILL.md',
  '.hidden',
  'x-1',
  'a_b',
  'é',
  'a b',
  'a\nb',
  'c',
  '2',
  'A',
  'a.b',
  'ab',
  'aa',
  '*',
];

function glob(r: () => number): string {
  const n = 1 + Math.floor(r() * 4);
  let g = Array.from({ length: n }, () => pick(r, PIECES)).join('/');
  if (r() < 0.1) g = `!${g}`;
  if (r() < 0.05) g = `./${g}`;
  if (r() < 0.05) g = `${g}/`;
  return g;
}
function path(r: () => number): string {
  return Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, PATH_PIECES)).join('/');
}

describe('globSet gives what one picomatch matcher per glob gives (differential)', () => {
  for (const options of [{ dot: true, flags: 's' }, { strictBrackets: true }, {}, { flags: 'i' }]) {
    it(`first matching glob, options ${JSON.stringify(options)}`, () => {
      const r = rng(options.dot ? 11 : options.strictBrackets ? 12 : options.flags ? 14 : 13);
      const paths = Array.from({ length: 300 }, () => path(r));
      for (let n = 0; n < 150; n++) {
        // Sometimes more than one chunk of 256, so that finding the first glob crosses chunks.
        const globs: string[] = [];
        const count = n % 10 === 0 ? 300 + Math.floor(r() * 300) : 1 + Math.floor(r() * 8);
        for (let i = 0; i < count; i++) {
          const g = r() < 0.3 ? path(r) : glob(r);
          try {
            picomatch(g, options);
            globs.push(g);
          } catch {
            expect(() => globSet([g], options)).toThrow();
          }
        }
        const one = globs.map((g) => picomatch(g, options));
        const set = globSet(globs, options);
        const got = paths.map((p) => `${JSON.stringify(p)} ${set.first(p)} ${set.test(p)}`);
        const want = paths.map((p) => {
          const i = one.findIndex((m) => m(p));
          return `${JSON.stringify(p)} ${i} ${i !== -1}`;
        });
        expect(got).toEqual(want);
      }
    });
  }

  it('star-and-question-mark globs (matched by a scan) agree with picomatch, mixed with others, in order', () => {
    const r = rng(21);
    const atoms = ['a', 'b', '-', '*', '?', '_', 'A', '1', '[ab]', '[a-c]', '[A-Z0-9]', '[_b]', '[1-1]', '[b-a]'];
    const chars = ['a', 'b', 'c', '-', '_', 'A', 'Z', '1', '.', '/', 'é', '\uD83D\uDE00', '\n', '[', ']'];
    const wildGlob = () => {
      let g = '';
      for (let n = 1 + Math.floor(r() * 7); n > 0; n--) {
        const a = pick(r, atoms);
        if (!(a === '*' && g.endsWith('*'))) g += a;
      }
      return g || 'a';
    };
    const str = () => Array.from({ length: Math.floor(r() * 9) }, () => pick(r, chars)).join('');
    for (const options of [{ dot: true, flags: 's' }, { strictBrackets: true }, {}]) {
      const strings = [...Array.from({ length: 400 }, str), '.', '..', '.a', 'a.', '*', '?'];
      for (let n = 0; n < 200; n++) {
        const globs = Array.from({ length: 1 + Math.floor(r() * 6) }, () => (r() < 0.25 ? glob(r) : wildGlob())).filter(
          (g) => {
            try {
              return !!picomatch(g, options);
            } catch {
              return false;
            }
          },
        );
        if (!globs.length) continue;
        const one = globs.map((g) => picomatch(g, options));
        const set = globSet(globs, options);
        const got = strings.map((s) => set.first(s));
        const want = strings.map((s) => one.findIndex((m) => m(s)));
        const k = got.findIndex((g, i) => g !== want[i]);
        if (k >= 0) expect([options, globs, strings[k], got[k]]).toEqual([options, globs, strings[k], want[k]]);
      }
    }
  });

  it('a star glob against a long id does not backtrack polynomially (a keyring line against a hostile skill id)', () => {
    // picomatch's regex for this took minutes on a 10,000 character id.
    const id = 'a' + '-a'.repeat(20_000);
    const set = globSet(['*-*-*-*-z', 'b-*', '*-*-*-a?'], { strictBrackets: true });
    expect(set.first(id)).toBe(-1);
    expect(set.first(id + 'xy')).toBe(-1);
    expect(set.first(id + '-ab')).toBe(2);
  });

  it('globs of literals, `?`, stars and globstars (matched by a scan) agree with picomatch on paths', () => {
    const r = rng(31);
    const atoms = [
      'a',
      'b',
      '.',
      '*',
      '**',
      '?',
      '/',
      '-',
      '.a',
      'a.',
      '/**/',
      '**/',
      '/**',
      '*.',
      '.*',
      'md',
      '_',
      '***',
      '[ab]',
      '[a-m]',
      '[._]',
      '[A-Za-z0-9_]',
    ];
    const chars = ['a', 'b', '.', '/', '-', '\n', 'é', 'm', 'd', '_', '\u2028', 'Q', '7'];
    // Strings made from the glob (each wildcard filled in) match often; random ones rarely.
    const fill = (g: string) =>
      g.replace(/\*\*|\*|\?|\[[^\]]*\]/g, (w) =>
        w === '?' || w.startsWith('[')
          ? pick(r, chars)
          : Array.from({ length: Math.floor(r() * (w === '**' ? 6 : 3)) }, () => pick(r, chars)).join(''),
      );
    const str = () => Array.from({ length: Math.floor(r() * 8) }, () => pick(r, chars)).join('');
    for (const options of [{ dot: true, flags: 's' }, { strictBrackets: true }, {}, { dot: true }]) {
      for (let n = 0; n < 2500; n++) {
        let g = '';
        for (let k = 1 + Math.floor(r() * 6); k > 0; k--) g += pick(r, atoms);
        let m: (s: string) => boolean;
        try {
          m = picomatch(g, options);
        } catch {
          continue;
        }
        const set = globSet([g], options);
        for (let t = 0; t < 16; t++) {
          const s = t < 8 ? fill(g) : str();
          if (set.test(s) !== m(s)) expect([options, g, s, set.test(s)]).toEqual([options, g, s, m(s)]);
        }
      }
    }
  });

  it('stars and globstars against a long folder name stay linear (a config glob against a hostile tree)', () => {
    // picomatch's regex for 10 `**a` took 17 s against a folder of 40 `a`s, and doubled per star.
    const folder = 'a'.repeat(250);
    const set = globSet([`${'**a'.repeat(40)}b/SKILL.md`, `x/**/${'*a'.repeat(40)}b/**`, `${'?*'.repeat(30)}c`], {
      dot: true,
      flags: 's',
    });
    expect(set.first(`${folder}/SKILL.md`)).toBe(-1);
    expect(set.first(`x/y/${folder}/z`)).toBe(-1);
    expect(set.first(`x/y/${folder}b/z`)).toBe(1);
    expect(set.first(`${folder}c`)).toBe(2);
    const ids = globSet([`${'**a'.repeat(40)}b`], { strictBrackets: true });
    expect(ids.first('a'.repeat(20_000))).toBe(-1);
  }, 5000);

  it('classes of letters, digits and ranges are scanned too: a keyring glob against a long skill id stays linear', () => {
    // picomatch's regex for `[a]*[a]*[a]*b` took 36 s against an 8,000 character id, and grew as its cube.
    const id = 'team' + '-a'.repeat(20_000);
    const set = globSet(['team-[a-z]*-*-*-prod', '[a-a]*[a-a]*[a-a]*b', 't[a-e]am-[a-z]*[0-9]', '[t-t]eam-*-[a-a]'], {
      strictBrackets: true,
    });
    expect(set.first(id)).toBe(3);
    expect(set.first(id.replace(/a$/, 'b'))).toBe(-1);
    expect(set.first(`${id}-prod`)).toBe(0);
    expect(set.first(`${id}7`)).toBe(2);
    expect(set.first('a'.repeat(40_000))).toBe(-1);
  }, 5000);

  it('a glob with a class matches its own text, and a class without a range its own text too, as picomatch does', () => {
    const globs = ['[a-z]', 'x[ab]y', '*[ab]', 'a/[bc]/SKILL.md', 'skills/[wip]/**', 'k[a-c]*'];
    const strings = [
      '[a-z]',
      'q',
      'x[ab]y',
      'xay',
      'foo[ab]',
      'foob',
      'a/[bc]/SKILL.md',
      'a/b/SKILL.md',
      'skills/[wip]/x',
      'skills/w/x',
      'k[a-c]',
      'kbz',
    ];
    for (const options of [{ dot: true, flags: 's' }, { strictBrackets: true }, {}]) {
      const set = globSet(globs, options);
      const one = globs.map((g) => picomatch(g, options));
      for (const s of strings) expect([options, s, set.first(s)]).toEqual([options, s, one.findIndex((m) => m(s))]);
    }
  });

  it('two globs whose regexes name the same group (picomatch passes (?<n>...) through) do not crash', () => {
    const globs = ['(?<n>s)kills/**', '(?<n>x)/**', 'other/**'];
    const set = globSet(globs, { dot: true, flags: 's' });
    for (const p of ['skills/a/SKILL.md', 'x/SKILL.md', 'other/y', 'nope'])
      expect(set.first(p)).toBe(globs.findIndex((g) => picomatch(g, { dot: true, flags: 's' })(p)));
  });

  it('matches no empty path and rejects an empty glob, as picomatch does', () => {
    expect(globSet(['**'], { dot: true }).test('')).toBe(false);
    expect(() => globSet([''])).toThrow(/non-empty/);
  });
});

describe('globSet cost grows with globs plus paths, not their product (ratio in one run)', () => {
  const time = (n: number) => {
    const globs = Array.from({ length: n }, (_, i) => (i % 2 ? `team/p${i}/**` : `skills/s${i}/SKILL.md`));
    // Five builds and passes: one of the small size takes about a millisecond, which a GC
    // pause would swamp.
    const t0 = cpuNow();
    let hits = 0;
    for (let k = 0; k < 5; k++) {
      const set = globSet(globs, { dot: true, flags: 's' });
      for (let i = 0; i < n; i++) if (set.test(i % 2 ? `team/p${i}/x/SKILL.md` : `skills/s${i}/SKILL.md`)) hits++;
    }
    const ms = cpuNow() - t0;
    expect(hits).toBe(5 * n);
    return ms;
  };

  it('8x the globs and the paths cost far less than 64x', async () => {
    const { small, big } = await growth(time, 500, 4000);
    process.stderr.write(
      `  [globSet: 500 globs × 500 paths ${small.toFixed(1)} ms, 4,000 × 4,000 ${big.toFixed(1)} ms]\n`,
    );
    expect(big / Math.max(small, 1)).toBeLessThan(32);
  });

  it('so do star globs matched by the scan (a keyring line per skill: team-N-*)', async () => {
    const timeWild = (n: number) => {
      const globs = Array.from({ length: n }, (_, i) => `team-${i}-*`);
      const t0 = cpuNow();
      let hits = 0;
      for (let k = 0; k < 5; k++) {
        const set = globSet(globs, { strictBrackets: true });
        for (let i = 0; i < n; i++) if (set.first(`team-${i}-skill-name`) === i) hits++;
      }
      const ms = cpuNow() - t0;
      expect(hits).toBe(5 * n);
      return ms;
    };
    const { small, big } = await growth(timeWild, 1000, 8000);
    process.stderr.write(
      `  [globSet, star globs: 1,000 × 1,000 ${small.toFixed(1)} ms, 8,000 × 8,000 ${big.toFixed(1)} ms]\n`,
    );
    expect(big / Math.max(small, 1)).toBeLessThan(32);
  });
});

describe('wildMatch against a long string', () => {
  it('8x the glob and the string cost far less than 64x (each piece between stars is looked for once)', async () => {
    // The classic scan retried the glob's letters at every place of the string: |glob| × |s|
    // (a 16,000-letter keyring glob over a 400,000-letter id: 24 s).
    const time = (n: number) => {
      const glob = `*${'a'.repeat(n)}x*`;
      const s = 'a'.repeat(8 * n);
      const t0 = cpuNow();
      for (let k = 0; k < 5; k++) expect(wildMatch(glob, s)).toBe(false);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(time, 500, 4000);
    process.stderr.write(`  [wildMatch: 500 × 4,000 ${small.toFixed(1)} ms, 4,000 × 32,000 ${big.toFixed(1)} ms]\n`);
    expect(big / Math.max(small, 1)).toBeLessThan(24);
  });
});

describe('globs of a fixed or least length', () => {
  it('pass over a string of another length without a scan (a keyring of 1,900 `s???…x` lines × every signed skill)', () => {
    const hostile = Array.from({ length: 1900 }, (_, i) => `s${'?'.repeat(400 + (i % 100))}x`);
    // The same globs under another prefix: a string starting with `s` never looks at them.
    const elsewhere = hostile.map((g) => `t${g.slice(1)}`);
    const ids = Array.from({ length: 3000 }, (_, i) => `s${i}`);
    const time = (globs: string[]): number => {
      const set = globSet([...globs, 's*'], { strictBrackets: true });
      for (const id of ids.slice(0, 100)) set.test(id); // warm
      let wrong = 0;
      const t0 = cpuNow();
      for (let k = 0; k < 3; k++) for (const id of ids) if (set.first(id) !== globs.length) wrong++;
      const spent = cpuNow() - t0;
      expect(wrong).toBe(0);
      return spent;
    };
    const a = time(hostile);
    const b = time(elsewhere);
    process.stderr.write(`  [1,900 ?-run globs: ${a.toFixed(1)} ms; under another prefix: ${b.toFixed(1)} ms]\n`);
    // A scan each was ~0.7 µs (~17 s here, hundreds of times the other); a length check is ~ns.
    expect(a / Math.max(b, 1)).toBeLessThan(40);
    // And the lengths are right: one of exactly that length matches.
    const set = globSet([`s${'?'.repeat(3)}x`, 'a/?/b', 'c*d?'], {});
    expect(['s123x', 's12x', 's1234x', 'a/1/b', 'a//b', 'cd1', 'c', 'cxxd1'].map((s) => set.first(s))).toEqual([
      0, -1, -1, 1, -1, 2, -1, 2,
    ]);
  });
});
