/** The text report's terminal view: the caret under the column, and what repository text may show. */
import { cpuNow, growth } from '../helpers/cpu.js';
import { caret, safe, shown, textReport } from '../../src/report/text.js';
import { quoteCut } from '../../src/core/diagnostic.js';
import type { FileResult } from '../../src/core/engine.js';

/** The caret line's offset in terminal cells, and the source line shown above it. */
function view(src: string, column: number): { shown: string; pad: number } {
  const [line, under] = caret(src, column).split('\n');
  return { shown: line.slice(4), pad: under.length - 4 - 1 };
}

describe('caret', () => {
  it('sits under the column in ASCII, after tabs and before the first character', () => {
    expect(view('allowed_tools: [Read, Bsah]', 23)).toEqual({ shown: 'allowed_tools: [Read, Bsah]', pad: 22 });
    expect(view('\tx: 1', 2)).toEqual({ shown: ' x: 1', pad: 1 });
    expect(view('x', 1).pad).toBe(0);
  });

  it('counts what the terminal draws: wide characters two cells, combining marks none, escapes their text', () => {
    // Column 23 (UTF-16) is the B of Bsah after two CJK characters of 2 cells each.
    expect(view('allowed_tools: ["日本", Bsah]', 23).pad).toBe(24);
    // e + U+0301 is one cell, two units; 𝒜 is one cell, two units.
    expect(view('x: ["\u{1d49c}", "e\u0301", Bsah]', 17).pad).toBe(14);
    // A BEL is shown as \u0007: the caret under the escape, not under what follows it.
    const bel = view('x-b: "日a\u0007"', 9);
    expect(bel.shown).toBe('x-b: "日a\\u0007"');
    expect(bel.pad).toBe(9);
  });

  it('costs the same on a line 16x as long: only the window shown is escaped (ratio in one run)', async () => {
    const line = (n: number) => `allowed_tools: [${Array.from({ length: n }, (_, i) => `Rea${i}`).join(', ')}]\r`;
    const short = line(4000);
    const long = line(64_000);
    const time = (n: number) => {
      const src = n === 4000 ? short : long;
      const t0 = cpuNow();
      for (let c = 17; c < 17 + 2000; c++) caret(src, c);
      return cpuNow() - t0;
    };
    const { small: a, big: b } = await growth(time, 4000, 64_000);
    process.stderr.write(
      `  [caret x2000: ${short.length} chars ${a.toFixed(1)} ms, ${long.length} chars ${b.toFixed(1)} ms]\n`,
    );
    expect(b / Math.max(a, 1)).toBeLessThan(4);
    // The window is the same either way.
    expect(caret(long, 40)).toBe(caret(short, 40));
  });

  it('cuts a long line between escapes, never inside one, and by the cells the terminal draws', () => {
    // A line of bidi and zero-width characters, each shown as a six-character escape.
    const src = `x-a: ["${'\u202e'.repeat(27)}", .nan, "${'\u200b'.repeat(40)}"]`;
    const v = view(src, src.indexOf('.nan') + 1);
    expect(v.shown.slice(v.pad, v.pad + 4)).toBe('.nan');
    expect(v.shown).toMatch(/^…(?:\\u202e)+", \.nan, "(?:\\u200b)+…$/);
    // CJK: two cells a character, so the window holds half as many of them.
    const cjk = `x-a: ${'日'.repeat(500)}BAD${'本'.repeat(500)}`;
    const w = view(cjk, cjk.indexOf('BAD') + 1);
    expect(w.shown.slice(w.pad / 2 + 1, w.pad / 2 + 4)).toBe('BAD');
    expect(w.pad).toBeLessThanOrEqual(82);
    expect(w.shown).toMatch(/^…日+BAD本+…$/);
    expect([...w.shown].length).toBeLessThanOrEqual(90);
    // Combining marks draw no cell: a window of them still says where the line was cut.
    const marks = `START${'\u0301'.repeat(200)}${'x'.repeat(10)}@${'\u0301'.repeat(200)}END`;
    const m = view(marks, marks.indexOf('@') + 1);
    expect(m.shown.startsWith('…')).toBe(true);
    expect(m.shown.endsWith('…')).toBe(true);
    const drawn = [...m.shown.slice(0, m.shown.indexOf('@'))].filter((c) => !/\p{Mn}/u.test(c)).length;
    expect(m.pad).toBe(drawn);
    // An emoji (a surrogate pair) is never split at either edge.
    const emoji = `x: ${'😀'.repeat(300)}X${'😀'.repeat(300)}`;
    const e = view(emoji, emoji.indexOf('X') + 1);
    expect(e.shown).toMatch(/^…(?:😀)+X(?:😀)+…$/u);
  });

  it('shows a window around the column of a very long line', () => {
    const src = 'x-a: ' + 'a'.repeat(12_000) + 'BAD' + 'b'.repeat(5_000);
    const v = view(src, 12_006);
    expect(v.shown.length).toBeLessThanOrEqual(170);
    expect(v.shown.startsWith('…')).toBe(true);
    expect(v.shown.endsWith('…')).toBe(true);
    expect(v.shown.slice(v.pad, v.pad + 3)).toBe('BAD');
  });
});

describe('repository text in the terminal and in annotations', () => {
  it('escapes bidirectional controls and zero-width characters (Trojan Source), as it does control characters', () => {
    expect(safe('unknown field "\u202eevil"')).toBe('unknown field "\\u202eevil"');
    expect(safe('a\u200bb\u2066c\ufeffd\u061ce')).toBe('a\\u200bb\\u2066c\\ufeffd\\u061ce');
    expect(safe('\u001b[31m\n')).toBe('\\u001b[31m\\n');
    // A CR as JSON spells it (a value quoted in a message shows `\r`), never sent raw.
    expect(safe('cr\rname\u000b')).toBe('cr\\rname\\u000b');
    expect(safe('日本 é 😀')).toBe('日本 é 😀');
    // A lone surrogate (a hostile YAML key) has no UTF-8: spelled out, not written as U+FFFD.
    expect(safe('x-a.\ud800 and \udc00 but 😀')).toBe('x-a.\\ud800 and \\udc00 but 😀');
  });

  it('escapes what shows as nothing: a soft hyphen, tag characters, variation selectors, Hangul fillers', () => {
    // "ASCII smuggling": Re<U+E0041>ad printed as Read, beside "did you mean Read".
    expect(safe('"Re\u{e0041}ad" "Rea\u00add" "Read\ufe0f" "\u3164" "x\ufff9y" "\u{e0100}"')).toBe(
      '"Re\\u{e0041}ad" "Rea\\u00add" "Read\\ufe0f" "\\u3164" "x\\ufff9y" "\\u{e0100}"',
    );
    expect(safe('\u034f\u115f\u1160\u17b4\u180e\u206f\uffa0\u{1d173}')).toBe(
      '\\u034f\\u115f\\u1160\\u17b4\\u180e\\u206f\\uffa0\\u{1d173}',
    );
    // Seen characters around them stay: an emoji with its variation selector is spelled out
    // (the selector), CJK and accents are not.
    expect(safe('日本 é ❤\ufe0f 😀')).toBe('日本 é ❤\\ufe0f 😀');
    // The caret counts the escape's text.
    const v = view('x: ["Re\u{e0041}ad", Bsah]', 15);
    expect(v.shown).toBe('x: ["Re\\u{e0041}ad", Bsah]');
    expect(v.shown.slice(v.pad, v.pad + 4)).toBe('Bsah');
  });

  it('escapes C1 controls and tabs too: U+009B is a CSI to terminals that act on 8-bit controls', () => {
    expect(safe('z\u009b31mred/SKILL.md')).toBe('z\\u009b31mred/SKILL.md');
    expect(safe('k\u0085y \u0080 \u009f')).toBe('k\\u0085y \\u0080 \\u009f');
    expect(safe('tab\tx/SKILL.md')).toBe('tab\\tx/SKILL.md');
    // Latin-1 letters after the C1 block are text.
    expect(safe('\u00a0é\u00ff')).toBe('\u00a0é\u00ff');
    // In the source view a tab is layout (a space) and a C1 control an escape, the caret after it.
    const v = view('x-k: "a\u009b2J\tBAD"', 12);
    expect(v.shown).toBe('x-k: "a\\u009b2J BAD"');
    expect(v.shown.slice(v.pad, v.pad + 3)).toBe('BAD');
  });

  it('cuts a quoted value past 120 characters to its start and length', () => {
    const long = 'A'.repeat(5000);
    const msg = `allowed_tools[1] is not a known tool: ${JSON.stringify(long)}; did you mean "Read"?`;
    const out = shown(msg);
    expect(out).toBe(
      `allowed_tools[1] is not a known tool: "${'A'.repeat(99)}…" (5000 characters); did you mean "Read"?`,
    );
    // Short values and escapes are left as they are.
    expect(shown('got "a\\"b"')).toBe('got "a\\"b"');
    // Two long values, an escaped quote inside one, and an unclosed quote after them.
    const two = `a ${JSON.stringify('x"'.repeat(200))} b ${JSON.stringify('y'.repeat(300))} c "open`;
    expect(shown(two)).toBe(
      `a "${'x\\"'.repeat(33)}…" (400 characters) b "${'y'.repeat(99)}…" (300 characters) c "open`,
    );
    // The length is the value's in code points, as the schema counts (an emoji is one).
    expect(shown(`got ${JSON.stringify('é😀'.repeat(100))}`)).toMatch(/…" \(200 characters\)$/);
  });

  it('cuts in one pass: an unclosed run of escaped quotes is not quadratic (ratio in one run)', async () => {
    const time = (n: number) => {
      const msg = `allowed-tools is a list: "${'\\"'.repeat(n)}`;
      shown(msg); // the first read of a string built by joining pays for making it flat
      const t0 = cpuNow();
      // Ten cuts: one of 50,000 is a fraction of a millisecond, the clock's noise.
      for (let k = 0; k < 10; k++) shown(msg);
      return cpuNow() - t0;
    };
    const { small, big } = await growth(time, 50_000, 400_000);
    // 8x the input: linear is ~8x; the regex it replaces took ~64x.
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it("escapes a drift line's path as a finding's: a newline, ESC or bidi control in a folder forges no line", () => {
    const bad = 'skills/b\nx\u001b[31m\u202e/SKILL.md';
    const drift = {
      kind: 'added' as const,
      id: 'b',
      path: bad,
      line: 2,
      column: 1,
      message: 'skill "b" is not in the lockfile',
    };
    const lines = textReport([], [drift], 1).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('skills/b\\nx\\u001b[31m\\u202e/SKILL.md:2:1: error added skill "b" is not in the lockfile');
  });

  it('puts one line per finding in the report, however long the value', () => {
    const r: FileResult = {
      path: 's/SKILL.md',
      outcome: 'invalid_field',
      findings: [
        {
          field: 'allowed_tools[0]',
          code: 'UnknownTool',
          message: `allowed_tools[0] is not a known tool: ${JSON.stringify('x\u202e'.repeat(3000))}`,
          line: 6,
          column: 17,
          severity: 'error',
        },
      ],
      duration_ms: 0,
      parsed: true,
    };
    const lines = textReport([r], [], 1).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    // 99 characters of the value, each U+202E shown as its 6-character escape.
    expect(lines[0].length).toBeLessThan(800);
    expect(lines[0]).not.toContain('\u202e');
  });
});

describe('a value the message cut already', () => {
  it('is cut once more for the text report, keeping its own count (it read "(181 characters) (5006 characters)")', () => {
    const message = `broker version 2.0.0 below skill's min_broker_version ${quoteCut(`9.0.0-${'a'.repeat(5000)}`)}`;
    const out = shown(message);
    expect(out.match(/characters\)/g)).toHaveLength(1);
    expect(out).toMatch(
      /^broker version 2\.0\.0 below skill's min_broker_version "9\.0\.0-a{93}…" \(5006 characters\)$/,
    );
    // A long quoted value the message did not cut is counted, as before.
    expect(shown(`unknown tool "${'b'.repeat(500)}" in x`)).toMatch(/^unknown tool "b{99}…" \(500 characters\) in x$/);
  });
});
