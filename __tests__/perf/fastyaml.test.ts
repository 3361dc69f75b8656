/**
 * The fast YAML path must be indistinguishable from the `yaml` library: for every input it
 * accepts, the tree (values, types, flow flags AND positions) equals the one parseYaml
 * builds through the library; everything else it must hand over. Differential over the
 * fixtures, realistic frontmatter (the bench corpus's shapes) and 30,000 generated inputs
 * at the edge of the subset.
 */
import { cpuNow, growth } from '../helpers/cpu.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lineStarts, offsetToPos, parseSkill, parseYaml, type Pos } from '../../src/core/document.js';
import { fastParseYaml, resolvePlain, setFastYaml } from '../../src/core/fastyaml.js';
import { filesUnder, pick, rng } from '../helpers/random.js';

/** Positions as if the YAML sat after a `---` fence line, like a real SKILL.md. */
function posFn(text: string): (o: number) => Pos {
  const full = '---\n' + text;
  const starts = lineStarts(full);
  return (o) => offsetToPos(starts, 4 + o);
}

function library(text: string) {
  setFastYaml(false);
  try {
    return parseYaml(text, posFn(text), { line: 2, column: 1 });
  } finally {
    setFastYaml(true);
  }
}

let accepted = 0;
let duplicates = 0;
/** Inputs whose findings (from the fast path) name a flow list cut off. */
let cutOffs = 0;
/** Taken inputs that hold the shape a generator aims at (`shape`), so that it is proven taken. */
let shape: RegExp | undefined;
let shaped = 0;
/** Asserts equivalence for one input; returns whether the fast path took it. */
function same(text: string): boolean {
  const fast = fastParseYaml(text, posFn(text));
  if (fast === undefined) return false;
  const lib = library(text);
  if (Array.isArray(fast)) {
    // Duplicate keys, or flow lists cut off: the findings of the library path, in its order.
    if (lib.ok) throw new Error(`fast path found errors the library does not:\n${text}`);
    try {
      // Through parseYaml, which caps the list as the library path does.
      expect(parseYaml(text, posFn(text), { line: 2, column: 1 })).toEqual(lib);
    } catch (e) {
      throw new Error(`different findings for:\n${text}\n${(e as Error).message}`);
    }
    duplicates++;
    if (shape?.test(text) && fast.some((f) => /^(?:aliases|nesting is deeper)/.test(f.message))) shaped++;
    if (fast.some((f) => f.message.startsWith('Flow sequence in block collection'))) cutOffs++;
    accepted++;
    return true;
  }
  if (!lib.ok || lib.root === null) {
    throw new Error(`fast path accepted what the library rejects:\n${text}\n${JSON.stringify(lib)}`);
  }
  try {
    expect(fast).toEqual(lib.root);
  } catch (e) {
    throw new Error(`different trees for:\n${text}\n${(e as Error).message}`);
  }
  if (shape?.test(text)) shaped++;
  accepted++;
  return true;
}

// prettier-ignore
const SCALARS = [
  'Read', 'memories/projects/**', '"memories/people/*/notes/**"', "'quoted'", "'it''s'", "''", '""', '"a #b"',
  '1.0.0', '1.0', '1', '0', '-0', '+5', '007', '0x1F', '0o17', '0o8', '0xZZ', '1e5', '1E+5', '.5', '5.', '-.5e-3',
  '12345678901234567890', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', 'nan', 'inf', '~', 'null', 'Null', 'NULL',
  'nULL', 'true', 'True', 'TRUE', 'tRue', 'false', 'FALSE', 'yes', 'no', 'on', 'off', 'y', 'n', '<<', 'a: b', 'a:b',
  'a:', 'C#', 'x #c', 'x  # c', 'x#c', '#x', '-x', '- x', '--x', '---', '...', '-', '? x', '?x', ':x', '@x', '`x`',
  '%x', '&a x', '*a', '!tag x', '!!str x', '|', '>-', '"q"', '"a\\"b"', '"\\u00e9"', '"unterminated', "'open",
  "'x' y", '"x"#c', '"x" #c', '"x"  # c', '[a, b]', '[]', '[ ]', '[a,]', '[a, [b]]', '[a,b]', '[ a , b ]',
  '[a, "b", \'c\']', '[a #c]', '[1, 2.5, true, null, ~]', '[a: b]', '[-a]', '[- a]', '[a, , b]', '{a: 1}', '{}',
  'é unicode', '🙂 emoji', 'a\u00a0b', 'trailing   ', 'x,y', 'a[b]', 'a{b}', 'a, b', 'Use when: x',
  'http://example.com/a#b', 'a ! b', 'a & b', 'a * b', 'a | b', 'a > b', "it's", 'say "hi"', '"say \'hi\'"',
  '\'say "hi"\'', 'mcp__github__search_code', '[Read, mcp__x__y]', 'Bsah', '"  spaced  "', "'  spaced  '",
  '"tab\there"', 'a\tb', '\u2028', 'x\u0085y', '"\ud83d\ude00"', '[unclosed, flow', 'tags]', '{', '}', '[', ']', ',',
  '[,]', '1_000', '0b101', '1:2', '12:30:00', '2026-01-01', '+', '.', '-.', '+.5', '0.', '00', '-0x1', '0X1F', '0O7',
  '"\\q"', '"\\x4"', '"\\x4g"', '"\\U00110000"', '"\\ud800"', '"a\\"', '"\\"', '"a\\\\"b"', '"\\u00e"',
  '["\\"", "b"]', '"\\t" x', '"x\\""#c'
];
/** Values the fast path should take; mixed with SCALARS so that a fair share of inputs is taken. */
// prettier-ignore
const PLAIN = [
  'Read', 'memories/projects/**', '"memories/people/*/notes/**"', "'quoted'", "'it''s'", '1.0.0', '1.0', '1', '0',
  '-0', '+5', '007', '0x1F', '0o17', '1e5', '.5', '5.', '.inf', '-.Inf', '.nan', '~', 'null', 'NULL', 'nULL', 'true',
  'False', 'tRue', 'yes', 'C#', 'x #c', 'x#c', '-x', '--x', 'a:b', '"x" #c', '[a, b]', '[]', '[ a , b ]',
  '[a, "b", \'c\']', '[1, 2.5, true, null, ~]', 'é unicode', '🙂 emoji', 'trailing   ', 'a[b]',
  'http://example.com/a#b', "it's", '"  spaced  "', 'mcp__github__search_code', '2026-01-01', '12:30:00', '0.', '00',
  '-0x1', '0X1F', '12345678901234567890', '""', "''", '[a, b, ]', '[a,]', '[[a,], b,]', '{a: 1, }', '{a: [b,],}',
  '"a\\tb"', '"\\x41\\u00e9\\U0001F600"', '"\\"quoted\\""', '"\\\\server\\\\share"', '"\\0\\a\\b\\e\\f\\n\\r\\v"',
  '"\\N\\_\\L\\P\\ \\/"', '"\\ud83d\\ude00"', '"\\udc00"', '["a\\tb", "\\u0041"]', '{a: "\\n"}'
];
// prettier-ignore
const KEYS = [
  'id', 'version', 'description', 'allowed_tools', 'allowed_memory_scopes', 'tags', 'x-owner', 'x-a.b', 'a/b', '_x',
  'sync_class', 'true', 'null', 'True', 'on', 'y', '__proto__', 'constructor', 'prototype', '<<', '"quoted"', "'sq'",
  '1', '1.5', '-x', '?', 'a b', 'a:b', 'é', 'k#', 'k\t', 'X', 'NULL', 'nan', '.inf', 'x-' + 'k'.repeat(300),
  '"x-q"', "'x-owner'", '"id"', '"a: b"', '"x #y"', "'a\"b'", '"a\'b"', '"1"', '"true"', '"x\\y"', "'it''s'", '""',
  '"a "', '" a"', '"k\ty"', '"é"'
];

function gen(r: () => number): string {
  const noisy = r() < 0.5;
  const val = () => (!noisy || r() < 0.7 ? pick(r, PLAIN) : pick(r, SCALARS));
  const lines: string[] = [];
  const n = 1 + Math.floor(r() * 7);
  const comment = () => {
    if (r() < (noisy ? 0.15 : 0.05)) lines.push(pick(r, ['# c', '  # indented', '', '   ', '#', ' #x: y']));
  };
  comment();
  for (let i = 0; i < n; i++) {
    // Clean inputs use each key once (a duplicate is the library's business).
    const key = !noisy ? `${pick(r, KEYS.slice(0, 11))}${i}` : r() < 0.85 ? pick(r, KEYS.slice(0, 11)) : pick(r, KEYS);
    const shape = r();
    const sep = noisy ? pick(r, [': ', ': ', ': ', ':  ', ':']) : ': ';
    if (shape < 0.45) {
      lines.push(`${key}${sep}${val()}${r() < 0.1 ? pick(r, [' # note', '#x', '  ', ' ']) : ''}`);
    } else if (shape < 0.75 || (!noisy && shape < 0.85)) {
      lines.push(`${key}:${r() < 0.1 ? '  ' : ''}${r() < 0.05 ? ' # c' : ''}`);
      const ind = pick(r, ['  ', '  ', '', '    ', ' ']);
      const m = noisy ? Math.floor(r() * 4) : 1 + Math.floor(r() * 3);
      for (let j = 0; j < m; j++) {
        comment();
        lines.push(`${ind}${noisy ? pick(r, ['- ', '- ', '-  ', '-']) : '- '}${val()}`);
      }
    } else if (!noisy || shape < 0.92) {
      lines.push(`${key}:`);
      const ind = noisy ? pick(r, ['  ', '  ', '    ', ' ', '']) : pick(r, ['  ', '    ', ' ']);
      const m = noisy ? Math.floor(r() * 4) : 1 + Math.floor(r() * 3);
      for (let j = 0; j < m; j++) {
        comment();
        const sub = noisy ? pick(r, KEYS.slice(0, 11)) : `${pick(r, KEYS.slice(0, 11))}_${j}`;
        if (r() < 0.15) {
          lines.push(`${ind}${sub}:`);
          lines.push(`${ind}  - ${val()}`);
        } else lines.push(`${ind}${sub}: ${val()}`);
      }
    } else {
      lines.push(`${key}: ${val()}`);
      lines.push(pick(r, ['  continued', ' - x', '\tx: 1', 'key', '---', '...', '%YAML 1.2', '- top', '  ', '\t']));
    }
    comment();
  }
  let text = lines.join('\n') + (r() < 0.9 ? '\n' : '');
  if (r() < 0.05) text = text.replace(/\n/g, '\r\n');
  if (noisy && r() < 0.03) text = '\ufeff' + text;
  return text;
}

// prettier-ignore
const WORDS = [
  'Builds', 'a playbook', "it''s", "''", 'a: b', '#x', '# c', '- x', '-', 'é', '🙂', 'x  y', '[a]', '{b}', '"', "'",
  '\\n', 'Use when', 'ATT&CK', '*', '&a', '!t', '%', '@', '`', '|', '>', '...', '---', ':', 'T1059.001', 'trailing  ',
];

/** A quoted value over several lines, as PyYAML writes long strings, and near misses of it. */
function quotedLines(r: () => number, keyIndent: string): string {
  const q = pick(r, ["'", "'", "'", '"']);
  const ind = keyIndent + pick(r, ['  ', '  ', '  ', ' ', '    ', '', ' '.repeat(keyIndent.length ? 0 : 1)]);
  const word = () => {
    const w = pick(r, WORDS);
    // An unescaped quote of the scalar's own kind ends it early: mostly keep them escaped.
    if (w === q && r() < 0.8) return q === "'" ? "''" : 'q';
    return w;
  };
  const line = () => Array.from({ length: 1 + Math.floor(r() * 3) }, word).join(' ');
  const parts = [q + (r() < 0.05 ? '' : line()) + pick(r, ['', '', ' ', '  '])];
  const n = 1 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    if (r() < 0.25) parts.push(pick(r, ['', '', ' ', ind]));
    parts.push(ind + line() + pick(r, ['', '', ' ']));
  }
  if (r() < 0.3) {
    if (r() < 0.5) parts.push('');
    parts.push(ind.slice(0, Math.max(0, ind.length - (r() < 0.1 ? ind.length : 0))) + q);
  } else parts[parts.length - 1] += q;
  parts[parts.length - 1] += pick(r, ['', '', '', ' ', ' # c', '#c', ' x', '  # c: d']);
  return parts.join('\n');
}

/** A block scalar (`|`, `>`, with chomping and near misses) as a key's value. */
function blockLines(r: () => number, keyIndent: string): string {
  const head = pick(r, ['|', '>', '|-', '>-', '|+', '>+', '|2', '>1-', '| # c', '> #c', '|x', '>  ', '|-  # c']);
  const ind = keyIndent + pick(r, ['  ', '  ', '  ', ' ', '    ', '', '\t']);
  const line = () =>
    Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(r, WORDS)).join(' ') + pick(r, ['', '', ' ']);
  const parts = [head];
  if (r() < 0.05) parts.push(pick(r, ['', ind, ind + ' ']));
  const n = 1 + Math.floor(r() * 5);
  for (let k = 0; k < n; k++) {
    if (r() < 0.2) parts.push(pick(r, ['', '', ' ', ind, ind + '  ']));
    parts.push((r() < 0.1 ? ind + pick(r, [' ', '  ', '']) : ind) + line());
  }
  if (r() < 0.2) parts.push(pick(r, ['', '', ind, ' ']));
  if (r() < 0.1) parts.push(pick(r, ['# after', '  # indented comment', keyIndent + '# c']));
  return parts.join('\n');
}

/** A plain value over several lines, and near misses (comments, keys, indicators, less indent). */
function plainLines(r: () => number, keyIndent: string): string {
  const ind = keyIndent + pick(r, ['  ', '  ', ' ', '    ', '']);
  const word = () => pick(r, [...PLAIN.filter((p) => !/^["'[]/.test(p)), ...WORDS.filter((w) => !/^["']/.test(w))]);
  const line = () => Array.from({ length: 1 + Math.floor(r() * 3) }, word).join(' ') + pick(r, ['', '', ' ']);
  const parts = [pick(r, ['Builds', 'a', '1', 'true', 'x-y', 'é', 'http://x/y']) + ' ' + line()];
  const n = 1 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    if (r() < 0.2) parts.push(pick(r, ['', '', ' ', ind]));
    parts.push(ind + (r() < 0.05 ? pick(r, ['# c', '- x', 'k: v', '? q', ': x']) : line()));
  }
  if (r() < 0.2) parts.push(pick(r, ['', ind, '# after']));
  return parts.join('\n');
}

/**
 * A flow list cut off at the end of its line (`tags: [a, b`), and near misses: closed ones,
 * items the fast path leaves alone, lines after it indented past the key (a flow list may go
 * on there), comments and blank lines, a duplicate key after it.
 */
function flowCutOff(r: () => number, keyIndent: string): string {
  const item = () =>
    pick(r, ['a', 'Read', '1', 'x y', '"q"', "'s'", '-x', 'a: b', '#c', '[b]', '{c}', '"open', 'é', '~']);
  const items = Array.from({ length: Math.floor(r() * 4) }, item);
  const head = '[' + pick(r, ['', '', ' ']) + items.join(pick(r, [', ', ', ', ',', ' , ']));
  const parts = [head + pick(r, ['', '', '', ',', ', ', ' ', ']', ' # c', '  '])];
  if (r() < 0.3) parts.push(pick(r, ['', ' ', '# c', '  # c', keyIndent + '  # c']));
  if (r() < 0.25) parts.push(keyIndent + pick(r, ['  c]', '  c', ' ]', ']', '  - x', ', d]', '  "q"]']));
  if (r() < 0.1) parts.push(`${keyIndent}k0: dup`);
  return parts.join('\n');
}

/**
 * A block list of mappings (`- name: a` with more keys lined up under the first), and near
 * misses: keys out of line, values over several lines, nested blocks and lists, block
 * scalars, comments, keys the fast path leaves alone, an item that is not a mapping.
 */
function seqOfMaps(r: () => number, keyIndent: string): string {
  // Half are well-formed (so that a fair share is taken), half near misses.
  const clean = r() < 0.5;
  const dash = keyIndent + pick(r, clean ? ['  ', ''] : ['  ', '  ', '', '    ', ' ']);
  const lines = [clean ? '' : pick(r, ['', '', '', ' # c', ' x'])];
  const m = 1 + Math.floor(r() * 3);
  const key = () =>
    clean
      ? pick(r, ['a', 'b', 'name', 'x-y', 'a.b', 'k_1'])
      : pick(r, ['a', 'b', 'name', 'x-y', 'a.b', 'k_1', 'a', 'b', '"q"', 'a b', '1', '-x', 'true', '<<', '?']);
  const value = () =>
    clean
      ? pick(r, [` ${pick(r, PLAIN)}`, ` ${pick(r, PLAIN)}`, ' [x, [y, z]]', '', ' |', ` ${pick(r, PLAIN)} # c`])
      : pick(r, [
          ` ${pick(r, PLAIN)}`,
          ` ${pick(r, SCALARS)}`,
          ' [x, [y, z]]',
          '',
          ' |',
          ' >-',
          ' # c',
          ` ${pick(r, PLAIN)} # c`,
        ]);
  for (let j = 0; j < m; j++) {
    if (r() < 0.1) lines.push(pick(r, ['', `${dash}# c`, clean ? '' : '# c']));
    const gap = pick(r, clean ? [' ', ' ', '  '] : [' ', ' ', ' ', '  ', '   ']);
    if (r() < 0.08) {
      lines.push(`${dash}-${gap}${pick(r, PLAIN)}`); // a scalar item among mappings
      continue;
    }
    const inner = dash + ' '.repeat(1 + gap.length);
    const keys = 1 + Math.floor(r() * 3);
    for (let k = 0; k < keys; k++) {
      const v = value();
      const head =
        k === 0 ? `${dash}-${gap}` : clean || r() < 0.9 ? inner : pick(r, [inner + ' ', inner.slice(1), dash]);
      lines.push(`${head}${clean || r() < 0.9 ? `${key()}${k}` : key()}:${v}`);
      const deeper = inner + pick(r, clean ? ['  ', '    '] : ['  ', '  ', ' ', '', '    ']);
      if (v === '') {
        if (r() < 0.5) lines.push(`${deeper}- ${pick(r, PLAIN)}`, `${deeper}- ${pick(r, PLAIN)}`);
        else lines.push(`${deeper}sub: ${pick(r, PLAIN)}`, `${deeper}sub2: ${pick(r, PLAIN)}`);
      } else if (v === ' |' || v === ' >-') {
        lines.push(`${deeper}text one`, `${deeper}${pick(r, ['', '  ', ' '])}text two`);
      } else if (!clean && r() < 0.1) {
        lines.push(`${deeper}${pick(r, ['continued', '# c', '- x', 'k: v', '"q"'])}`);
      }
    }
  }
  if (!clean && r() < 0.2) lines.push(`${dash}${pick(r, ['x: 1', '- last', 'tail', '  - x'])}`);
  return lines.join('\n');
}

/** Flow lists inside flow lists on one line (`[a, [b, []], c]`), and near misses. */
function nestedFlow(r: () => number): string {
  const list = (d: number): string => {
    const n = Math.floor(r() * 4);
    const items = Array.from({ length: n }, () =>
      d < 4 && r() < 0.35
        ? list(d + 1)
        : r() < 0.9
          ? pick(r, ['a', 'Read', '1', '2.5', 'true', '~', '"q"', "'s'", 'x y', 'é'])
          : pick(r, ['a: b', '{c}', '#c', '-x', '- x', '', '[', ']', '"open', ',']),
    );
    const sep = pick(r, [', ', ', ', ',', ' , ', ' ,']);
    return (
      '[' +
      pick(r, ['', '', ' ']) +
      items.join(sep) +
      pick(r, ['', '', '', ' ', ',']) +
      pick(r, [']', ']', ']', ']', ''])
    );
  };
  return list(0) + pick(r, ['', '', '', ' # c', ' x', ']', ' ]']);
}

/** Flow mappings on one line (`{a: b, c: [d, {e: f}]}`), alone or in lists, and near misses. */
function flowMaps(r: () => number): string {
  const scalar = () =>
    r() < 0.85
      ? pick(r, ['a', 'Read', '1', '2.5', 'true', '~', 'null', '"q"', "'s'", 'x y', 'é', '"a, b"', '0x1F', '-x'])
      : pick(r, ['a: b', '{c}', '#c', '- x', '', '[', '}', '"open', ',', 'a:b', 'b #c', '&a x', '*a']);
  const key = (i: number) =>
    r() < 0.85
      ? `${pick(r, ['a', 'b', 'name', 'x-y', 'k_1', 'a.b'])}${i}`
      : pick(r, ['a', '"q"', "'s'", '1', 'true', 'null', '<<', '? a', 'a b', '-x', '', '__proto__', 'x'.repeat(300)]);
  const node = (d: number): string => (d < 3 && r() < 0.3 ? (r() < 0.5 ? map(d + 1) : list(d + 1)) : scalar());
  const map = (d: number): string => {
    const n = Math.floor(r() * 4);
    const body = Array.from({ length: n }, (_, i) => `${key(i)}${pick(r, [': ', ': ', ': ', ':', ':  '])}${node(d)}`);
    return (
      '{' +
      pick(r, ['', '', ' ']) +
      body.join(pick(r, [', ', ', ', ',', ' , '])) +
      pick(r, ['', '', ' ', ',']) +
      pick(r, ['}', '}', '}', '}', ''])
    );
  };
  const list = (d: number): string => '[' + Array.from({ length: Math.floor(r() * 3) }, () => node(d)).join(', ') + ']';
  return (r() < 0.8 ? map(0) : list(0)) + pick(r, ['', '', '', ' # c', ' x', '}']);
}

/** Aliases (refused) as values, list items and flow entries, with near misses in name and what follows. */
function aliases(r: () => number, keyIndent: string): string {
  const alias = () =>
    r() < 0.8
      ? pick(r, ['*a', '*a-b_1', '*A9', '*x'])
      : pick(r, ['*', '*a.b', '*a:', '*a: b', '*a b', '*a#c', '*é', '**a', '*a*', '&a x', '!t x', "*a'"]);
  const scalar = () => (r() < 0.5 ? alias() : pick(r, ['a', 'Read', '1', '"q"', "'s'", '~']));
  const sep = () => pick(r, [', ', ',', ' , ', ', ']);
  const flow = (): string =>
    r() < 0.7
      ? '[' +
        Array.from({ length: Math.floor(r() * 5) }, () => (r() < 0.15 ? flow() : scalar())).join(sep()) +
        pick(r, [']', ']', ']', ',]', ''])
      : '{' +
        Array.from({ length: Math.floor(r() * 3) }, (_, i) => `k${i}: ${scalar()}`).join(sep()) +
        pick(r, ['}', '}', '']);
  const shape = r();
  const tail = pick(r, ['', '', '', ' # c', ' #c', ' x', ',', ']']);
  // Now and then a repeated key after it: duplicates and aliases, in convert()'s order.
  const again = r() < 0.15 ? `\n${keyIndent}k0: ${scalar()}` : '';
  if (shape < 0.4) return alias() + tail + again;
  if (shape < 0.7) return flow() + tail + again;
  const items = Array.from(
    { length: 1 + Math.floor(r() * 3) },
    () => `${keyIndent}  - ${scalar()}${r() < 0.1 ? tail : ''}`,
  );
  return '\n' + items.join('\n') + again;
}

/**
 * Flow collections nested around MAX_DEPTH (64, the root mapping being 1), under up to 13
 * block mappings and maybe a block list item: convert() reports each collection one level
 * too deep, and nothing inside it (not its aliases); past twice that, nestingTooDeep()
 * refuses the whole text first. Siblings, aliases and a cut-off or bad close now and then.
 */
function deepFlow(r: () => number, keyIndent: string): string {
  let forks = r() < 0.3 ? 2 : 0;
  const flow = (d: number): string => {
    if (d === 0) return pick(r, ['a', '*a', '[]', '{}', '"q"', '1', '[*b]']);
    const parts: string[] = [];
    if (r() < 0.15) parts.push(pick(r, ['x', '*a', '[y]', '{}', '[[z]]']));
    parts.push(flow(d - 1));
    if (forks > 0 && r() < 0.05) {
      forks--;
      parts.push(flow(d - 1));
    }
    if (r() < 0.1) parts.push(pick(r, ['w', '*c', '[v, *d]']));
    const close = r() < 0.002 ? pick(r, ['', ',', ']]', ' #x']) : '';
    return r() < 0.7
      ? `[${parts.join(pick(r, [', ', ',']))}]${close}`
      : `{${parts.map((p, i) => `k${i}: ${p}`).join(', ')}}${close}`;
  };
  const blocks = Math.floor(r() * 14);
  const depth = r() < 0.9 ? 40 + Math.floor(r() * 30) - blocks : 60 + Math.floor(r() * 80);
  let out = '';
  let ind = keyIndent;
  for (let b = 0; b < blocks; b++) {
    ind += '  ';
    out += `\n${ind}m${b}:`;
  }
  if (blocks && r() < 0.3) return `${out}\n${ind}  - ${flow(depth)}`;
  return blocks ? `${out} ${flow(depth)}` : flow(depth);
}

/**
 * A document holding, under keys at the top or in a nested mapping, values from `value`
 * mixed with one-line ones. `eol`: the chance of a final line break (always one when
 * undefined).
 */
function docWith(value: (r: () => number, keyIndent: string) => string, eol?: number): (r: () => number) => string {
  return (r) => {
    const lines: string[] = ['id: x'];
    const nested = r() < 0.3;
    if (nested) lines.push('x-meta:');
    const keyIndent = nested ? pick(r, ['  ', ' ', '    ']) : '';
    const n = 1 + Math.floor(r() * 3);
    for (let i = 0; i < n; i++) {
      if (r() < 0.6) lines.push(`${keyIndent}k${i}: ${value(r, keyIndent)}`);
      else lines.push(`${keyIndent}k${i}: ${pick(r, PLAIN)}`);
    }
    if (r() < 0.5) lines.push(pick(r, ['tags: [a]', 'version: 1.0.0', 'allowed_tools:\n  - Read']));
    let text = lines.join('\n') + (eol === undefined || r() < eol ? '\n' : '');
    if (r() < 0.1) text = text.replace(/\n/g, '\r\n');
    return text;
  };
}

const REALISTIC = [
  `name: webapp-testing
description: Toolkit for interacting with and testing local web applications using
  Playwright. Supports verifying frontend functionality, debugging UI behavior.

  Use when testing a web app.
license: Complete terms in LICENSE.txt
`,
  `name: pdf
description: >
  Comprehensive PDF manipulation toolkit for extracting text and tables,
  creating new PDFs, and merging documents.

  Use when Claude needs to fill in a PDF form.
license: |
  Proprietary. See LICENSE.txt.
metadata:
  notes: |-
    line one
      indented two
    line three
`,
  `name: building-soc-playbook-for-ransomware
description: 'Builds a structured SOC incident response playbook for ransomware attacks
  covering detection, containment, eradication, and recovery phases. Use when SOC teams need
  formalized response procedures; it''s aligned to NIST SP 800-61.

  '
domain: cybersecurity
tags:
- soc
- ransomware
`,
  `id: memory-capture
version: 1.0.0
description: Canonical entry point for emitting memory capture rows from arbitrary tools.
allowed_memory_scopes:
  - memories/projects/**
  - memories/people/*/notes/**
allowed_tools:
  - Read
  - MemoryRead
  - MemoryEmit
sync_class: shareable
tenant_scope: any
effort_minutes: 5
tags: [memory, capture, foundation]
signature:
  algo: ed25519
  public_key_hex: "a4d8f2e1b9c7"
  signature_hex:  "9e3b1c2a"
x-cyberos-author: "stephen@cyberskill.world"
`,
  `# a comment first
id: a   # trailing comment
version: '2.0.0-rc.1+build.5'
description: "Use when: quoting protects the colon"
allowed_memory_scopes: []
allowed_tools:
- Read
- 'Grep'
disallowed_tools: [Bash, "Write"]

x-meta:
  owner: team
  reviewers: [a, b]
  nested:
    deep: 1.5
`,
];

describe('fast YAML path', () => {
  afterAll(() => setFastYaml(true));

  test('resolves plain scalars like the core schema', () => {
    expect(resolvePlain('1.2.3')).toEqual({ value: '1.2.3', type: 'str' });
    expect(resolvePlain('-0')).toEqual({ value: -0, type: 'int' });
    expect(resolvePlain('0x1F')).toEqual({ value: 31, type: 'int' });
    expect(resolvePlain('.NaN').value).toBeNaN();
    expect(resolvePlain('yes')).toEqual({ value: 'yes', type: 'str' });
  });

  test('takes realistic frontmatter and matches the library exactly', () => {
    for (const t of REALISTIC) expect(same(t)).toBe(true);
  });

  test('takes a trailing comma in a flow list or mapping, as the library reads it (a 1 MiB `[1,1,…,]` went to the library: 650 MB)', () => {
    for (const t of [
      'tags: [a, b, ]\n',
      'tags: [a,]\n',
      'x-a: [[a,], b,]\n',
      'x-m: {a: 1, }\n',
      'x-m: {a: [b,],}\n',
      'x-a: [1, 2,   ]  # c\n',
    ])
      expect([t, same(t)]).toEqual([t, true]);
    // Two commas, or one alone, stay the library's (its error).
    for (const t of ['tags: [a,,]\n', 'tags: [,]\n', 'x-m: {a: 1,,}\n']) expect([t, same(t)]).toEqual([t, false]);
  });

  test('takes a quoted key of plain ASCII, as the library reads it (one sent a 100,000-item list to the library and past its cap)', () => {
    for (const t of [
      '"x-q": 1\n',
      "'x-q': 1\n",
      '"id": a\nversion: 1.0.0\n',
      '"a: b #c": [x, y]\n',
      '"x-m":\n  "a": 1\n  b: 2\n',
      '"x-l":\n- a\n- b\n',
      '"id": a\nid: b\n',
      'id: a\n"id": b\n',
      '"x-a":\n',
      // In a list item's mapping, first or later, and in a flow mapping.
      'x-m:\n- "q": 1\n  r: 2\n- \'s\': [a]\n  "t": x\n',
      'x-m:\n  - k: 1\n    "q": 2\n',
      'x-m:\n- "q": 1\n  q: 2\n',
      'x-m: {"q": 1, \'r\': [a, b], s: {"t": u}}\n',
      'x-m: [{"q": 1}, {r: "s"}]\n',
      'x-m:\n- "q":\n- "r":\n',
    ])
      expect([t, same(t)]).toEqual([t, true]);
    // An escape, a doubled quote, an empty key, a reserved name, a space before the colon or
    // a character outside printable ASCII stay the library's.
    for (const t of [
      '"x\\tq": 1\n',
      "'it''s': 1\n",
      '"": 1\n',
      '"__proto__": 1\n',
      '"constructor": 1\n',
      '"x-q" : 1\n',
      '"é": 1\n',
      '"x-q\n": 1\n',
      '"open: 1\n',
      'x-m:\n- "x\\tq": 1\n',
      'x-m: {"x\\tq": 1}\n',
      'x-m: {"q":1}\n',
    ])
      expect([t, same(t)]).toEqual([t, false]);
    // The file of the report: 100,000 items and one quoted key, valid; so with the key in a
    // list item's mapping or a flow mapping.
    for (const head of ['"x-q": 1\n', 'x-m:\n- "q": 1\n', 'x-m: {"q": 1}\n']) {
      const big = `${head}x-a:\n${'- 0\n'.repeat(100_000)}`;
      const root = fastParseYaml(big, posFn(big));
      expect([head, root]).toMatchObject([head, { kind: 'map', entries: [{}, { key: { value: 'x-a' } }] }]);
    }
  });

  test('takes a key with no value (null, at its key), as the library reads it', () => {
    // 110,000 keys like `x-1:` went to the library, which composes at most 100,000 values.
    for (const t of [
      'x-a:\n',
      'x-a:\nid: b\n',
      'x-a:   \nid: b\n',
      'x-a:\r\nid: b\r\n',
      'x-a:\n\n# c\n  # d\nid: b\n',
      'x-m:\n  a:\n  b: 1\nc:\n',
      'x-m:\n  a:\nc: 1\n',
      'x-l:\n- a:\n- b\n',
      'x-l:\n  - a:\n    b:\n  - c\n',
      'x-a:\nx-a:\n',
    ])
      expect([t, same(t)]).toEqual([t, true]);
    const many = Array.from({ length: 5 }, (_, i) => `x-${i}:`).join('\n') + '\n';
    const root = fastParseYaml(many, posFn(many));
    expect(root).toMatchObject({
      entries: [{ value: { value: null, type: 'null', line: 2, column: 1 } }, {}, {}, {}, {}],
    });
  });

  test('takes a double-quoted scalar with escapes on one line, as the library reads it', () => {
    // PyYAML writes a description holding a tab or a non-ASCII character this way; ~250 of
    // 8,662 public SKILL.md files went to the library for it.
    for (const t of [
      'description: "Tab\\there, quote \\" and backslash \\\\"\n',
      'description: "caf\\xe9 \\u00e9 \\U0001F600 \\ud83d\\ude00"\n',
      'x-all: "\\0\\a\\b\\e\\f\\n\\r\\v\\N\\_\\L\\P\\ \\/\\""  # c\n',
      'tags: ["a\\tb", "\\u0041", c]\n',
      'x-m: {a: "\\n", b: "x"}\n',
      'x-l:\n  - "\\x41"\n',
      'x-e: "\\\\"\n',
    ])
      expect([t, same(t)]).toEqual([t, true]);
    // What the library refuses, or reads over several lines, stays the library's.
    for (const t of ['a: "\\q"\n', 'a: "\\x4"\n', 'a: "\\U00110000"\n', 'a: "x\\\n  y"\n', 'a: "\\"\n'])
      expect([t, fastParseYaml(t, posFn(t))]).toEqual([t, undefined]);
  });

  test('matches the library on every fixture it takes, and takes the plain ones', () => {
    const root = process.cwd();
    let taken = 0;
    const files = filesUnder(path.join(root, 'fixtures'));
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const m = /^---\r?\n([\s\S]*?\r?\n)---[ \t]*\r?\n/.exec(text);
      if (m && same(m[1])) taken++;
    }
    expect(files.length).toBeGreaterThan(5);
    expect(taken).toBeGreaterThan(files.length / 3);
  });

  test('matches the library on 30,000 generated near-miss inputs', () => {
    const r = rng(20260516);
    accepted = 0;
    duplicates = 0;
    let total = 0;
    for (let i = 0; i < 30000; i++) {
      same(gen(r));
      total++;
    }
    // The generator aims at the edge of the subset: a good share must still be taken,
    // or this test would prove nothing about the trees (or the duplicate-key findings).
    expect(accepted).toBeGreaterThan(total * 0.15);
    expect(duplicates).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(total);
  });

  it.each([
    ['quoted scalars over several lines', docWith(quotedLines), 20261130, 0.25],
    ['block scalars', docWith(blockLines, 0.95), 20261201, 0.2],
    ['plain scalars over several lines', docWith(plainLines, 0.95), 20261202, 0.2],
    ['flow lists cut off at the end of their line', docWith(flowCutOff, 0.95), 20261203, 0.2, 0.08],
    ['block lists of mappings', docWith(seqOfMaps, 0.95), 20261204, 0.2, 0, /^ *- +[a-z][\w.-]*: /m, 0.03],
    ['flow lists inside flow lists', docWith(nestedFlow, 0.95), 20261205, 0.2, 0, /\[[^\]\n]*\[/, 0.03],
    ['flow mappings', docWith(flowMaps, 0.95), 20261206, 0.2, 0, /: \{ ?[a-z]/, 0.03],
    ['aliases', docWith(aliases, 0.95), 20261207, 0.2, 0, /\*[A-Za-z]/, 0.1],
    ['flow collections nested near the limit', docWith(deepFlow, 0.95), 20261208, 0.8, 0, /\[{32}|\{k0: \[/, 0.2],
  ] as const)(
    'matches the library on 20,000 generated %s',
    (_, gen, seed, share, cutOffShare: number = 0, aim?: RegExp, aimShare: number = 0) => {
      const r = rng(seed);
      accepted = 0;
      cutOffs = 0;
      shaped = 0;
      shape = aim;
      let total = 0;
      try {
        for (let i = 0; i < 20000; i++) {
          same(gen(r));
          total++;
        }
      } finally {
        shape = undefined;
      }
      expect(accepted).toBeGreaterThan(total * share);
      expect(cutOffs).toBeGreaterThanOrEqual(total * cutOffShare);
      expect(shaped).toBeGreaterThanOrEqual(total * aimShare);
      expect(accepted).toBeLessThan(total);
    },
  );

  test('parseSkill gives identical results with and without the fast path', () => {
    const r = rng(7);
    for (let i = 0; i < 3000; i++) {
      const bytes = Buffer.from(`---\n${gen(r)}---\nbody\n`);
      const fast = parseSkill(bytes);
      setFastYaml(false);
      const lib = parseSkill(bytes);
      setFastYaml(true);
      expect(fast).toEqual(lib);
    }
  });

  test('stays linear on a long line of quoted items (ratio of two sizes, not wall time)', async () => {
    const pos = () => ({ line: 1, column: 1 });
    const time = (n: number): number => {
      const text = 'id: x\ntags: [' + Array.from({ length: n }, (_, i) => `"t${i}"`).join(', ') + ']\n';
      // Ten parses: one of the small size is under a millisecond, which a GC pause would swamp.
      const t = cpuNow();
      for (let k = 0; k < 10; k++) expect(fastParseYaml(text, pos)).toBeDefined();
      return cpuNow() - t;
    };
    const { small, big } = await growth(time, 4_000, 40_000);
    // 10x the items: ~10x the time when linear, ~100x when quadratic.
    expect(big / Math.max(small, 0.05)).toBeLessThan(40);
  });

  test('leaves every strictness rule to the library', () => {
    const cases = [
      'a: &x 1\nb: *x\n', // anchor, alias
      'a: !!str 1\n', // tag
      '<<: {a: 1}\n', // merge
      '__proto__: 1\n',
      'constructor: 1\n',
      '1: x\n', // non-string key
      'true: x\n',
    ];
    for (const c of cases) expect(fastParseYaml(c, posFn(c))).toBeUndefined();
    // Not strictness rules: taken, and as the library reads them.
    // A lone surrogate escaped is read as the library reads it (the v1 rules refuse it).
    for (const c of ['a: .nan\nb: x\n', 'a:\n  - [b]\n', 'a:\n- b: [c, [d]]\n  e: f\n', 'a: "\\ud800"\n'])
      expect(same(c)).toBe(true);
  });

  test('an alias flood stays on the fast path: 1 MiB of `[*a, *a, …]` took the library ~500 MB and 2 s', () => {
    const text = 'id: x\nallowed_tools: [' + Array(200_000).fill('*a').join(', ') + ']\n';
    const fast = fastParseYaml(text, posFn(text));
    expect(Array.isArray(fast) && fast.length).toBe(200_000);
    const viaParse = parseYaml(text, posFn(text), { line: 2, column: 1 });
    expect(viaParse.ok).toBe(false);
    const findings = viaParse.ok ? [] : viaParse.findings;
    expect(findings).toHaveLength(10_001);
    expect(findings[0]).toMatchObject({
      message:
        'aliases (*a) are not allowed in SKILL.md frontmatter (YAML reads a value that starts with "*" as an alias: quote it if it is text)',
      line: 3,
      column: 17,
    });
    expect(findings[10_000].message).toMatch(/^more YAML errors follow from here/);
    // The same findings as the library path, at a size it parses quickly.
    const small =
      'id: x\nallowed_tools: [' +
      Array(12_000).fill('*a').join(', ') +
      ']\nx-m: {a: *b-1, c: [d, *e_]}\nx-l:\n  - *f # c\n';
    expect(same(small)).toBe(true);
  });

  test('deep flow floods stay on the fast path: 1 MiB of lists 62 or 70 deep took the library 1.2 GB and 7 s', () => {
    const flood = (deep: number, n: number) => {
      const unit = '['.repeat(deep) + ']'.repeat(deep);
      return `id: x\nx-a: [${Array(n).fill(unit).join(',')}]\nx-l:\n  - ${unit}\n`;
    };
    // 62 lists inside x-a's, itself level 2: 64 levels, the most allowed.
    const fine = fastParseYaml(flood(62, 8000), posFn(flood(62, 8000)));
    expect(fine && !Array.isArray(fine) && fine.entries.map((e) => e.key.value)).toEqual(['id', 'x-a', 'x-l']);
    const text = flood(70, 7000);
    const fast = fastParseYaml(text, posFn(text));
    // Each unit's 63rd list is level 65: one finding a unit, none for what is inside it.
    expect(Array.isArray(fast) && fast.length).toBe(7001);
    expect(Array.isArray(fast) && fast[1]).toMatchObject({
      message: 'nesting is deeper than 64 levels',
      line: 3,
      column: 7 + 140 + 1 + 62,
    });
    // x-l's list is level 2, as x-a's is: its item's 63rd list is level 65.
    expect(Array.isArray(fast) && fast[7000]).toMatchObject({ line: 5, column: 5 + 62 });
    // The same findings as the library path, at a size it parses quickly.
    expect(same(flood(70, 50))).toBe(true);
    expect(same(flood(62, 50))).toBe(true);
  });

  test('duplicate keys: the findings of the library path, nested ones first, every copy named', () => {
    const cases = [
      'a: 1\na: 2\n',
      'a: 1\nb: 2\na: 3\na: 4\n',
      'x:\n  k: 1\n  k: 2\nx:\n  j: 1\n  j: 2\n',
      'id: s\ntags: [a, a]\nid: t\n', // a repeated list item is not a duplicate key
      Array.from({ length: 60 }, () => 'k: v\n').join(''), // more than the findings cap
    ];
    for (const c of cases) {
      const fast = fastParseYaml(c, posFn(c));
      expect(Array.isArray(fast)).toBe(true);
      expect(same(c)).toBe(true);
      const viaParse = parseYaml(c, posFn(c), { line: 2, column: 1 });
      expect(viaParse).toEqual(library(c));
    }
    expect(fastParseYaml('a: 1\na: 2\n', posFn('a: 1\na: 2\n'))).toEqual([
      expect.objectContaining({
        code: 'YamlParse',
        line: 3,
        column: 1,
        message: 'duplicate key "a" (first defined at line 2, column 1)',
      }),
    ]);
  });
});
