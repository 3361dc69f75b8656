/** Strict SemVer 2.0.0 syntax and precedence (semver.org §9-§11). */
import { compareSemver, isSemver, parseSemver } from '../../src/core/semver.js';

const cmp = (a: string, b: string) => compareSemver(parseSemver(a)!, parseSemver(b)!);

describe('parseSemver', () => {
  it.each([
    '0.0.0',
    '1.0.0',
    '10.20.30',
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-0.3.7',
    '1.0.0-x.7.z.92',
    '1.0.0-x-y-z.--',
    '1.0.0+20130313144700',
    '1.0.0-beta+exp.sha.5114f85',
    '1.0.0+21AF26D3----117B344092BD',
    '99999999999999999999999.0.0',
  ])('accepts %s', (v) => {
    expect(isSemver(v)).toBe(true);
    expect(parseSemver(v)).not.toBeNull();
  });

  it.each([
    'v1.0.0',
    '1.0',
    '1',
    '1.0.0.0',
    '01.0.0',
    '1.01.0',
    '1.0.01',
    '1.0.0-',
    '1.0.0-01',
    '1.0.0-alpha..1',
    '1.0.0+',
    '1.0.0+a..b',
    ' 1.0.0',
    '1.0.0 ',
    '=1.0.0',
    '1.0.0-αβ',
    '',
    '1.x.0',
  ])('rejects %j', (v) => {
    expect(isSemver(v)).toBe(false);
    expect(parseSemver(v)).toBeNull();
  });

  it('keeps big numbers exact', () => {
    expect(parseSemver('99999999999999999999999.0.1')).toMatchObject({ major: 99999999999999999999999n, patch: 1n });
  });
});

describe('compareSemver (precedence)', () => {
  it('orders the semver.org §11 example chain strictly', () => {
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.1.0',
      '2.0.0',
    ];
    for (let i = 0; i < chain.length; i++) {
      for (let j = 0; j < chain.length; j++) {
        expect([chain[i], chain[j], Math.sign(cmp(chain[i], chain[j]))]).toEqual([
          chain[i],
          chain[j],
          Math.sign(i - j),
        ]);
      }
    }
  });

  it.each([
    ['1.0.0-alpha.9', '1.0.0-alpha.10', -1, 'numeric identifiers compare numerically'],
    ['1.0.0-10', '1.0.0-9', 1, 'numeric identifiers compare numerically'],
    ['1.0.0-9', '1.0.0-a', -1, 'numeric is lower than alphanumeric'],
    ['1.0.0-Z', '1.0.0-a', -1, 'alphanumerics compare in ASCII order'],
    ['2.0.0-rc.1', '2.0.0', -1, 'a pre-release precedes its release'],
    ['2.0.0', '2.0.0+build.1', 0, 'build metadata is ignored'],
    ['2.0.0+a', '2.0.0+b', 0, 'build metadata is ignored'],
    ['1.0.0-rc.1+x', '1.0.0-rc.1', 0, 'build metadata is ignored on pre-releases'],
    ['10.0.0', '9.0.0', 1, 'major compares numerically'],
    ['1.10.0', '1.9.0', 1, 'minor compares numerically'],
    ['99999999999999999999999.0.0', '99999999999999999999998.0.0', 1, 'beyond 2^53'],
  ])('%s vs %s -> %d (%s)', (a, b, expected) => {
    expect(Math.sign(cmp(a, b))).toBe(expected);
    expect(Math.sign(cmp(b, a))).toBe(-expected || 0);
  });
});
