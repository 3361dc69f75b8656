/** "Did you mean" for keys, tools and commands. */
import { didYouMean, editDistance, oddCharacters, suggest } from '../../src/core/suggest.js';
import { V1_KEYS } from '../../src/rules/v1.js';
import { NATIVE_TOOL_NAMES } from '../../src/core/tools.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['Bsah', 'Bash', 1], // one transposition
    ['allowed_tols', 'allowed_tools', 1],
    ['ab', 'ba', 1],
  ])('%s -> %s = %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('suggest', () => {
  it.each([
    ['allowed_tols', V1_KEYS, 'allowed_tools'],
    ['alowed_tools', V1_KEYS, 'allowed_tools'],
    ['allowed_memory_scope', V1_KEYS, 'allowed_memory_scopes'],
    ['descripton', V1_KEYS, 'description'],
    ['versoin', V1_KEYS, 'version'],
    ['sync-class', V1_KEYS, 'sync_class'],
    ['Bsah', NATIVE_TOOL_NAMES, 'Bash'],
    ['bash', NATIVE_TOOL_NAMES, 'Bash'],
    ['MEMORYREAD', NATIVE_TOOL_NAMES, 'MemoryRead'],
    ['HttpPots', NATIVE_TOOL_NAMES, 'HttpPost'],
    ['Raed', NATIVE_TOOL_NAMES, 'Read'],
    // A key cut short, or its last part: the one key it begins or ends at a `_`.
    ['min_broker', V1_KEYS, 'min_broker_version'],
    ['effort', V1_KEYS, 'effort_minutes'],
    ['memory_scopes', V1_KEYS, 'allowed_memory_scopes'],
    ['Effort', V1_KEYS, 'effort_minutes'],
  ])('%s -> %s', (input, candidates, expected) => {
    expect(suggest(input, candidates)).toBe(expected);
  });

  it.each([
    ['random_field', V1_KEYS],
    ['x', V1_KEYS],
    ['Terminal', NATIVE_TOOL_NAMES],
    ['a'.repeat(500), V1_KEYS],
    // The start of two keys, or not at a boundary: no guess.
    ['allowed', V1_KEYS],
    ['effor', V1_KEYS],
  ])('suggests nothing for %s', (input, candidates) => {
    expect(suggest(input.slice(0, 600), candidates)).toBeUndefined();
  });

  it('prefers a case-insensitive match over a closer edit', () => {
    expect(suggest('ab', ['AB', 'ac'])).toBe('AB');
  });

  it('formats the hint', () => {
    expect(didYouMean('allowed_tols', V1_KEYS)).toBe('; did you mean "allowed_tools"?');
    expect(didYouMean('zzzzzz', V1_KEYS)).toBe('');
  });
});

describe('editDistance with a cutoff', () => {
  it('is exact up to the cutoff and above it when beyond, on 20,000 generated pairs', () => {
    let seed = 5;
    const r = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) / 16777216;
    const word = () => Array.from({ length: Math.floor(r() * 12) }, () => 'abcab_-'[Math.floor(r() * 7)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const a = word();
      const b = r() < 0.5 ? word() : a.slice(0, Math.floor(r() * a.length)) + word().slice(0, 2);
      const exact = editDistance(a, b);
      const max = Math.floor(r() * 6);
      const cut = editDistance(a, b, max);
      if (exact <= max) expect(cut).toBe(exact);
      else expect(cut).toBeGreaterThan(max);
    }
  });

  it('finds a near miss among 5,000 ids', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `skill-${String(i).padStart(6, '0')}-review`);
    expect(suggest('skill-001234-reveiw', ids)).toBe('skill-001234-review');
  });
});

describe('didYouMean names a look-alike', () => {
  it('a name with characters beyond printable ASCII, near an ASCII one, says which (they print alike)', () => {
    // "revіewer" with a Cyrillic і; "a" as a Cyrillic а.
    expect(didYouMean('rev\u0456ewer', ['reviewer', 'writer'])).toBe(
      '; did you mean "reviewer"? (the name written holds U+0456)',
    );
    expect(didYouMean('\u0430', ['a', 'b'])).toBe('; did you mean "a"? (the name written holds U+0430)');
    // An astral character is one code point; repeats are named once, four at most.
    expect(oddCharacters('a\u{1F600}\u{1F600}\u00e9\u00e8\u00ea\u00eb')).toBe('U+1F600, U+00E9, U+00E8, U+00EA');
    // A lone high surrogate is named as itself, and the character after it still counts.
    expect(oddCharacters('\ud83d\u00e9')).toBe('U+D83D, U+00E9');
    // Plain ASCII, or a suggestion that is itself not ASCII: nothing added.
    expect(didYouMean('reviwer', ['reviewer'])).toBe('; did you mean "reviewer"?');
    expect(didYouMean('caf\u00e8', ['caf\u00e9'])).toBe('; did you mean "caf\u00e9"?');
    expect(didYouMean('rev\u0456ewer', ['reviewer'], false)).toBe('; did you mean "reviewer"?');
  });
});
