/**
 * A frontmatter with a YAML error on every line: at most MAX_YAML_FINDINGS findings and one
 * that says more follow, and a long one judged by its head (document.ts cappedFromHead),
 * whose findings must be the whole text's.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  headStats,
  lineStarts,
  MAX_YAML_FINDINGS,
  offsetToPos,
  parseSkill,
  parseYaml,
  setYamlLimits,
} from '../../src/core/document.js';
import { cpuNow, growth } from '../helpers/cpu.js';

const HEAD = 'id: a-b\nversion: 1.0.0\ndescription: d\nallowed_memory_scopes: []\nallowed_tools: []\n';
const MORE = /^more YAML errors follow from here; only the first 10000 are listed/;

function yaml(text: string) {
  const starts = lineStarts(text);
  return parseYaml(text, (o) => offsetToPos(starts, o), { line: 1, column: 1 });
}

afterEach(() => setYamlLimits());

describe('a cap on YAML findings', () => {
  it.each([
    ['lines that are not keys', 'a'],
    ['lines of a lone colon (null keys)', ':'],
    ['keys with a tab-separated value', 'a\tb c'],
    ['duplicate keys', 'x-a: 1'],
  ])('%s: the first 10,000 findings, then one that says more follow', (_what, line) => {
    const text = `---\n${HEAD}${`${line}\n`.repeat(10_500)}---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.findings).toHaveLength(MAX_YAML_FINDINGS + 1);
    const last = r.findings[MAX_YAML_FINDINGS]!;
    expect(last.code).toBe('YamlParse');
    expect(last.message).toMatch(MORE);
    // It points where the next, unlisted one is: after the listed ones.
    const prev = r.findings[MAX_YAML_FINDINGS - 1]!;
    expect(last.line > prev.line || (last.line === prev.line && last.column > prev.column)).toBe(true);
    for (const f of r.findings.slice(0, -1)) expect(f.message).not.toMatch(MORE);
  });

  it('a text with 10,000 errors or fewer lists them all', () => {
    const text = `---\n${HEAD}${'a\n'.repeat(MAX_YAML_FINDINGS)}---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(r.ok ? [] : r.findings.map((f) => f.line)).toEqual(
      Array.from({ length: MAX_YAML_FINDINGS }, (_, k) => 7 + k),
    );
  });
});

describe("a long text's head", () => {
  // Lines of every kind the cut can fall among: open quotes and flow lists whose ends lie
  // past it, block scalars, lists, comments, broken lines, duplicate and null keys.
  const KINDS = [
    (k: number) => `x-${k}: v`,
    () => 'a',
    () => ':',
    () => '? ',
    () => 'x-dup: 1',
    () => 'x-q: "open',
    () => "x-s: 'open",
    () => '"',
    () => "'",
    () => 'x-f: [a,',
    () => 'x-m: {a: 1,',
    () => ']',
    () => '}',
    () => '  indented more',
    () => 'x-b: |',
    () => '  block line',
    () => '- item',
    () => '# comment',
    () => '',
    () => 'x-t: &a b',
    () => 'x-u: *a',
    () => 'a: b: c',
    () => '...',
    () => 'x-e: "esc\\x41"',
  ];

  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };

  function sample(): string {
    const lines: string[] = [];
    const n = 200 + rnd(600);
    // Mostly one kind (the hostile shape), with others mixed in where the cut may fall.
    const main = KINDS[rnd(KINDS.length)]!;
    const mix = 1 + rnd(4);
    for (let k = 0; k < n; k++) lines.push((rnd(10) < mix ? KINDS[rnd(KINDS.length)]! : main)(k));
    return HEAD + lines.join('\n') + '\n';
  }

  it('gives the findings the whole text gives, on 1,000 generated texts', () => {
    let fired = 0;
    for (let i = 0; i < 1000; i++) {
      const text = sample();
      // A cap of 100: the heads of these small texts hold more.
      setYamlLimits({ findings: 100, heads: [] });
      const whole = yaml(text);
      const sizes = [64 + rnd(400), 512 + rnd(1024)];
      setYamlLimits({ findings: 100, heads: sizes });
      const before = headStats.hits;
      const headed = yaml(text);
      fired += headStats.hits - before;
      if (JSON.stringify(headed) !== JSON.stringify(whole))
        throw new Error(`head sizes ${sizes.join(', ')} differ on:\n${text}`);
    }
    process.stderr.write(`  [heads decided ${fired} of 1000 texts]\n`);
    // The heads' path must really have been taken, and often.
    expect(fired).toBeGreaterThan(100);
  });

  it('1 MiB of broken lines costs about what a valid 1 MiB text does, not 40x', async () => {
    const broken = (n: number) => Buffer.from(`---\n${HEAD}${'a\n'.repeat(n)}---\n`);
    const valid = (n: number) =>
      Buffer.from(`---\n${HEAD}${Array.from({ length: n }, (_, k) => `x-${k}: v`).join('\n')}\n---\n`);
    const cost = (bytes: Buffer) => {
      const t0 = cpuNow();
      parseSkill(bytes);
      return cpuNow() - t0;
    };
    // small: the valid text (~1 MiB); big: the broken one (~1 MiB).
    const { small, big } = await growth((n) => (n === 1 ? cost(valid(90_000)) : cost(broken(500_000))), 1, 2, 3);
    process.stderr.write(`  [1 MiB valid ${small.toFixed(0)} ms, 1 MiB of broken lines ${big.toFixed(0)} ms]\n`);
    const r = parseSkill(broken(500_000));
    expect(r.ok ? 0 : r.findings.length).toBe(MAX_YAML_FINDINGS + 1);
    expect(big / Math.max(small, 1)).toBeLessThan(15);
  });
});

describe('a cap on the values the YAML library composes', () => {
  // A tab inside a flow list keeps the text off the fast path (fastyaml.ts).
  const flowWithTab = (n: number) => `${HEAD}x-a: [${Array(n).fill('\t[]').join(',')}]\n`;
  const tooMany = (most: number) =>
    `more than ${most.toLocaleString('en-US')} values (keys, scalars, list items, lists and mappings) in the frontmatter that needs the full YAML parser (skillgate's fast reader takes YAML's common forms whatever their size; this frontmatter holds one it leaves to the full parser, such as a tab, an anchor, a tag, a quoted key with an escape or a flow collection over several lines)`;

  it('a text past the cap is refused at the value that passes it, before the library composes it', () => {
    // HEAD holds 10 values (5 keys, 5 values), x-a 1, its list 1: 12; the lists follow.
    setYamlLimits({ values: 50 });
    expect(yaml(flowWithTab(38)).ok).toBe(true);
    const r = yaml(flowWithTab(39));
    expect(r.ok ? [] : r.findings).toEqual([
      expect.objectContaining({ code: 'YamlParse', line: 6, column: 8 + 38 * 4, message: tooMany(50) }),
    ]);
    // The fast path reads plain YAML of any size.
    expect(yaml(`${HEAD}x-a: [${Array(200).fill('[]').join(',')}]\n`).ok).toBe(true);
  });

  it('aliases count: a flood of them after one anchor is refused by the count (1 MiB took 1.8 s and 566 MB)', () => {
    setYamlLimits({ values: 50 });
    // HEAD 10, x-b 1, its list 1, the anchored scalar 1: 13; then the aliases.
    const after = (n: number) => `${HEAD}x-b: [&a x${',*a'.repeat(n)}]\n`;
    const r = yaml(after(20));
    expect(r.ok ? [] : r.findings.map((f) => f.message)).not.toContain(tooMany(50));
    const flood = yaml(after(200));
    expect(flood.ok ? [] : flood.findings).toEqual([
      expect.objectContaining({ code: 'YamlParse', message: tooMany(50) }),
    ]);
    // An anchor on the list itself, its aliases inside it.
    const self = yaml(`${HEAD}x-b: &a [${Array(200).fill('*a').join(',')}]\n`);
    expect(self.ok ? [] : self.findings.map((f) => f.message)).toEqual([tooMany(50)]);
  });

  it('a head that holds too many YAML errors still gives them; a head with too many values is not parsed', () => {
    const broken = `${HEAD}${'a\n'.repeat(300)}`;
    // A head of 160 characters holds HEAD (75) and ~40 broken lines, not the 101st value.
    setYamlLimits({ findings: 5, heads: [160], values: 100 });
    const r = yaml(broken);
    expect(r.ok ? [] : r.findings.map((f) => f.message)).toEqual([
      ...Array(5).fill('Implicit map keys need to be followed by map values'),
      expect.stringMatching(/^more YAML errors follow/),
    ]);
    // Its head past the 100th value: the text is refused by its count, after the errors of
    // its lines before that value (parsed alone: never more values than the cap).
    setYamlLimits({ findings: 5, heads: [1024], values: 100 });
    const before = headStats.hits;
    const refused = yaml(broken);
    expect(headStats.hits).toBe(before);
    expect(refused.ok ? [] : refused.findings.map((f) => f.message)).toEqual([
      ...Array(5).fill('Implicit map keys need to be followed by map values'),
      expect.stringMatching(/^more YAML errors follow/),
      tooMany(100),
    ]);
  });

  it("a syntax error before the cap is reported with it: the count does not hide the file's real error", () => {
    // A `]` that closes nothing on line 6, then 60,000 flow lists with a tab (off the fast path).
    const text = `${HEAD}x-z: ]\n${Array.from({ length: 60_000 }, (_, i) => `x-${i}: [\ta]\n`).join('')}`;
    const r = yaml(text);
    expect(r.ok ? [] : r.findings).toEqual([
      expect.objectContaining({ code: 'YamlParse', line: 6, column: 6 }),
      expect.objectContaining({ code: 'YamlParse', message: tooMany(100_000) }),
    ]);
    // With no error in its head, the count alone, as before.
    const clean = yaml(text.replace('x-z: ]', 'x-z: a'));
    expect(clean.ok ? [] : clean.findings.map((f) => f.message)).toEqual([tooMany(100_000)]);
  });

  it('an error between the last top-level line and the cut is reported too (60,000 lines indented one space)', () => {
    // Line 6 starts a mapping at column 2 under none: the file's first error, in every
    // line's echo. The head's top-level lines end at line 5, yet line 6 is no cut's doing.
    const text = `${HEAD}${' x-a: 1\t\n'.repeat(60_000)}`;
    const r = yaml(text);
    const findings = r.ok ? [] : r.findings;
    expect(findings[0]).toEqual(expect.objectContaining({ code: 'YamlParse', line: 6, column: 2 }));
    expect(findings.at(-1)).toEqual(expect.objectContaining({ message: tooMany(100_000) }));
  });

  it("the mapping's own checks before the cap are reported with it (an anchor, a tag, a duplicate key)", () => {
    const many = `x-l:\n${'- 1\t\n'.repeat(110_000)}`;
    for (const [early, want] of [
      ['x-a: &a 1\n', /^anchors \(&a\) are not allowed/],
      ['x-a: !t 1\n', /^explicit tags \(!t\) are not allowed/],
      ['id: again\n', /^duplicate key "id"/],
    ] as const) {
      const r = yaml(`${HEAD}${early}${many}`);
      const findings = r.ok ? [] : r.findings;
      expect([early, findings.length, findings[0].line, findings[0].message]).toEqual([
        early,
        2,
        6,
        expect.stringMatching(want),
      ]);
      expect(findings[1].message).toBe(tooMany(100_000));
    }
  });

  it('a key over several lines that the head cuts short is no false duplicate, nor a forbidden key', () => {
    for (const [before, key] of [
      ['a b: 1\n', '? a\n  b\n  c\n: 2\n'],
      ['', 'm: {a b: 1, a\n  b\n  c: 2}\n'],
      ['', '? "__proto__\\\n  \\\n  x"\n: 1\n'],
    ]) {
      const text = `${HEAD}${before}${key}x-l:\n${'- x\n'.repeat(400)}`;
      // The head ends after the key's second line.
      const second = text.indexOf('\n', text.indexOf('\n', text.indexOf(key)) + 1) + 1;
      setYamlLimits({ values: 300, heads: [second] });
      const r = yaml(text);
      expect([key, r.ok ? [] : r.findings.map((f) => f.message)]).toEqual([key, [tooMany(300)]]);
    }
  });

  it('a head cut inside an open flow list or quoted scalar reports nothing of the cut', () => {
    const items = '  1,\t\n'.repeat(110_000);
    const list = `x-l:\n${'- 1\t\n'.repeat(110_000)}`;
    for (const text of [
      `x-a: [\n${items}  1]\n`,
      `x-a: [a,\n  {b: [\n${items}  1]}]\n`,
      // The head ends inside the quoted scalar (8,000 lines of it), the values come after it.
      `x-q: "a\n${'  b\n'.repeat(8_000)}  "\n${list}`,
    ]) {
      const r = yaml(`${HEAD}${text}`);
      expect([text.slice(0, 20), r.ok ? [] : r.findings.map((f) => f.message)]).toEqual([
        text.slice(0, 20),
        [tooMany(100_000)],
      ]);
    }
  });

  it('stray closers count: 520,000 `}` lines are refused by the count (the library made an error of each: 5 s, 300 MB)', () => {
    setYamlLimits({ values: 50 });
    const stray = (n: number) => `${HEAD}x-a: [\n${'}\n'.repeat(n)}`;
    const few = yaml(stray(5));
    expect(few.ok ? [] : few.findings.map((f) => f.message)).not.toContain(tooMany(50));
    const flood = yaml(stray(200));
    expect(flood.ok ? [] : flood.findings.map((f) => f.message)).toContain(tooMany(50));
    // Closers that close what they should are no stray ones.
    expect(yaml(`${HEAD}x-a: [${Array(100).fill('{}').join(',')}]\n`).ok).toBe(true);
  });

  it('one quoted BOM or a comment ending in `\\` costs about what a valid 1 MiB text does (the CST built of 1 MiB: 25x that, 1 GB)', async () => {
    // A quoted U+FEFF (allowed inside quotes only: judged outside them), then nesting the count refuses.
    const nested = (mark: string) => Buffer.from(`---\n${HEAD}x-q: "${mark}"\nx-a: ${'['.repeat(1_040_000)}\n---\n`);
    // A comment ending in a backslash before an empty line (the escaped-break check), then a valid flow list.
    const listed = (comment: string) => Buffer.from(`---\n${HEAD}${comment}\n\nx-a: [${'a,'.repeat(510_000)}a]\n---\n`);
    const cost = (bytes: Buffer) => {
      const t0 = cpuNow();
      parseSkill(bytes);
      return cpuNow() - t0;
    };
    const valid = Buffer.from(`---\n${HEAD}${Array.from({ length: 90_000 }, (_, k) => `x-${k}: v`).join('\n')}\n---\n`);
    for (const marked of [nested('\ufeff'), listed('# note \\')]) {
      const { small, big } = await growth((n) => cost(n === 1 ? valid : marked), 1, 2, 3);
      process.stderr.write(`  [1 MiB valid ${small.toFixed(0)} ms, marked ${big.toFixed(0)} ms]\n`);
      expect(big / Math.max(small, 1)).toBeLessThan(8);
    }
    const r = parseSkill(nested('\ufeff'));
    expect(r.ok ? [] : r.findings.map((f) => f.message)).toEqual([expect.stringMatching(/^nesting is deeper than 64/)]);
    expect(parseSkill(listed('# note \\')).ok).toBe(true);
  });

  it('1 MiB of lists with a tab in it costs little (was 1.7 s and 510 MB), and the default cap is 100,000', () => {
    const r = yaml(flowWithTab(250_000));
    expect(r.ok ? [] : r.findings).toEqual([expect.objectContaining({ message: tooMany(100_000) })]);
  });
});
