/**
 * The prefilter of DuplicateId for named paths (src/scan/sharing.ts): which frontmatters
 * can declare one of the named skills' ids, found in one pass a text however many ids.
 */
import { holdsAnyOf, holdsToken, needle } from '../../src/scan/sharing.js';
import { cpuNow, growth } from '../helpers/cpu.js';
import { rng } from '../helpers/random.js';

describe('holdsAnyOf', () => {
  it('says what a search for each id says, for few ids and for many (random texts)', () => {
    const rand = rng(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const pieces = ['a', 'ab', 'a-b', 'x.y', '_', ' ', ':', '\n', '"', "'", '[', ']', ',', '#', 'é', '\\', 'id', '-'];
    for (let round = 0; round < 300; round++) {
      const ids = Array.from({ length: 1 + Math.floor(rand() * 9) }, () =>
        Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(['a', 'b', 'ab', 'a-b', 'id', 'x'])).join(''),
      );
      const needles = ids.map(needle);
      const text = Array.from({ length: Math.floor(rand() * 30) }, () => pick([...pieces, ...ids])).join('');
      expect([ids, text, holdsAnyOf(needles)(text)]).toEqual([ids, text, needles.some((n) => holdsToken(text, n))]);
    }
  });

  it('costs one pass a text: 8x the ids and texts cost far less than 64x (10,000 named files took 1.5 s)', async () => {
    const cost = (n: number) => {
      const ids = Array.from({ length: n }, (_, i) => `skill-${i}`);
      const texts = ids.map((id) => `id: other-${id}\nversion: 1.0.0\ndescription: Does ${id}-like things.\n`);
      const holds = holdsAnyOf(ids.map(needle));
      const t0 = cpuNow();
      let hits = 0;
      for (const t of texts) if (holds(t)) hits++;
      expect(hits).toBe(0);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(cost, 500, 4000);
    expect(big / Math.max(small, 0.5)).toBeLessThan(24);
  });
});
