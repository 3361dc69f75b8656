/** bytes -> UTF-8 -> fences -> YAML nodes with file positions (SPEC §1). */
import { cpuNow, growth } from '../helpers/cpu.js';
import { setFastYaml } from '../../src/core/fastyaml.js';
import {
  MAX_FILE_BYTES,
  entry,
  lineStarts,
  nestingTooDeep,
  offsetToPos,
  parseSkill,
  parseYamlText,
  toValue,
  type ParseOutcome,
  type YMap,
} from '../../src/core/document.js';

const HEAD = 'id: a\nversion: 1.0.0\n';

function findings(input: string | Buffer, opts = {}): [string, number, number][] {
  const r = parseSkill(typeof input === 'string' ? Buffer.from(input) : input, opts);
  return r.ok ? [] : r.findings.map((f) => [f.code, f.line, f.column]);
}
function messages(input: string): string[] {
  const r = parseSkill(Buffer.from(input));
  return r.ok ? [] : r.findings.map((f) => f.message);
}
function root(r: ParseOutcome): YMap {
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  return r.doc.root;
}

describe('parseSkill: positions', () => {
  it('a YAML error at the end of a line has the same column with LF and CR LF line ends', () => {
    for (const yaml of [
      'x-a: [a, [b}',
      '[[}',
      'x-a: {a: [b',
      'x-a: "unclosed',
      'x-a: [a, b\nx-b: c',
      'x-a: a\n  b: c',
    ]) {
      const lf = findings(`---\nid: s\n${yaml}\n---\n`);
      const crlf = findings(`---\r\nid: s\r\n${yaml.replace(/\n/g, '\r\n')}\r\n---\r\n`);
      expect(lf.length).toBeGreaterThan(0);
      expect([yaml, crlf]).toEqual([yaml, lf]);
      const config = (t: string): [number, number][] => {
        const r = parseYamlText(t);
        return r.ok ? [] : r.findings.map((f) => [f.line, f.column]);
      };
      expect(config(`id: s\r\n${yaml.replace(/\n/g, '\r\n')}\r\n`)).toEqual(config(`id: s\n${yaml}\n`));
    }
  });

  it('gives keys and values their line and column in the file, not in the frontmatter', () => {
    const r = parseSkill(Buffer.from('---\nid: demo\ntags:\n  - a\n  - "b"\nx-m: {k: v}\n---\nbody\n'));
    const m = root(r);
    expect(m).toMatchObject({ line: 2, column: 1 });
    expect(entry(m, 'id')).toMatchObject({ key: { line: 2, column: 1 }, value: { line: 2, column: 5, value: 'demo' } });
    const tags = entry(m, 'tags')!.value;
    expect(tags.kind === 'seq' && tags.items.map((i) => [i.line, i.column])).toEqual([
      [4, 5],
      [5, 5],
    ]);
    const xm = entry(m, 'x-m')!.value as YMap;
    expect(xm.flow).toBe(true);
    expect(entry(xm, 'k')).toMatchObject({ key: { line: 6, column: 7 }, value: { line: 6, column: 10 } });
  });

  it('keeps positions in a CRLF file and in a file with an allowed BOM', () => {
    const crlf = root(parseSkill(Buffer.from('---\r\nid: a\r\nx-b: c\r\n---\r\n')));
    expect(entry(crlf, 'x-b')!.value).toMatchObject({ line: 3, column: 6, value: 'c' });
    const bom = root(parseSkill(Buffer.from('\ufeff---\nid: a\n---\n'), { allowBom: true }));
    expect(entry(bom, 'id')!.value).toMatchObject({ line: 2, column: 5 });
  });

  it('puts an empty value on its key', () => {
    const m = root(parseSkill(Buffer.from('---\nid:\nx-list:\n  -\n---\n')));
    expect(entry(m, 'id')!.value).toMatchObject({ kind: 'scalar', type: 'null', line: 2, column: 1 });
  });

  it('types scalars by the YAML 1.2 core schema', () => {
    const m = root(parseSkill(Buffer.from('---\na: 1\nb: 1.0\nc: 0x1F\nd: yes\ne: ~\nf: true\ng: "1"\nh: 1e3\n---\n')));
    expect(m.entries.map((e) => [e.key.value, e.value.kind === 'scalar' && e.value.type])).toEqual([
      ['a', 'int'],
      ['b', 'float'],
      ['c', 'int'],
      ['d', 'str'],
      ['e', 'null'],
      ['f', 'bool'],
      ['g', 'str'],
      ['h', 'float'],
    ]);
    expect(toValue(m)).toEqual({ a: 1, b: 1, c: 31, d: 'yes', e: null, f: true, g: '1', h: 1000 });
  });

  it('returns the body after the closing fence line, untouched', () => {
    const r = parseSkill(Buffer.from('---\nid: a\n---  \n\n---\nmore\r\n'));
    expect(r.ok && r.doc.body).toBe('\n---\nmore\r\n');
    expect(r.ok && r.doc.fences.closingLine).toBe(3);
  });
});

describe('parseSkill: file-level rejections', () => {
  it.each([
    ['empty file', '', 'MissingFrontmatter'],
    ['no fence', '# title\n', 'MissingFrontmatter'],
    ['BOM in v1', '\ufeff---\nid: a\n---\n', 'MissingFrontmatter'],
    ['leading blank line', '\n---\nid: a\n---\n', 'MissingFrontmatter'],
    ['no closing fence', '---\nid: a\n', 'MissingFrontmatter'],
    ['---- is not a closer', '---\nid: a\n----\n', 'MissingFrontmatter'],
    ['--- x is not a closer', '---\nid: a\n--- x\n', 'MissingFrontmatter'],
    ['... is not a closer', '---\nid: a\n...\n', 'MissingFrontmatter'],
    ['lone CR line endings', '---\rid: a\r---\r', 'MissingFrontmatter'],
  ])('%s -> %s at 1:1', (_name, text, code) => {
    expect(findings(text)).toEqual([[code, 1, 1]]);
  });

  it('quotes 40 UTF-16 units of a wrong line 1, never half of an emoji', () => {
    const message = (text: string) => {
      const r = parseSkill(Buffer.from(text));
      return r.ok ? '' : r.findings[0]!.message;
    };
    const a39 = 'a'.repeat(39);
    expect(message(`${a39}😀b\n`)).toBe(`missing frontmatter: line 1 must be exactly \`---\`, found "${a39}…"`);
    expect(message(`${a39}b😀\n`)).toBe(`missing frontmatter: line 1 must be exactly \`---\`, found "${a39}b…"`);
    expect(message(`<<<<<<< ${'a'.repeat(31)}😀\n`)).toContain(`"<<<<<<< ${'a'.repeat(31)}…"`);
  });

  it('names a git conflict marker as one: in the frontmatter, and on line 1', () => {
    const conflicted = [
      '---',
      'id: a',
      '<<<<<<< HEAD',
      'version: 1.0.1',
      '||||||| base',
      'version: 1.0.0',
      '=======',
      'version: 2.0.0',
      '>>>>>>> feature',
      'description: x',
      '---',
      '',
    ].join('\r\n');
    const r = parseSkill(Buffer.from(conflicted));
    expect(r.ok ? [] : r.findings).toEqual([
      {
        field: '',
        code: 'YamlParse',
        message:
          'git conflict marker "<<<<<<< HEAD": a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)',
        line: 3,
        column: 1,
        severity: 'error',
      },
    ]);
    // The markers around the opening fence: line 1 is no `---`.
    expect(messages(`<<<<<<< ours\n---\nid: a\n---\n=======\n---\nid: b\n---\n>>>>>>> theirs\n`)).toEqual([
      'git conflict marker "<<<<<<< ours": a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)',
    ]);
    expect(findings(`<<<<<<< ours\n---\nid: a\n---\n`)).toEqual([['MissingFrontmatter', 1, 1]]);
    // Only a document that does not parse: text like a marker in a block scalar is text.
    expect(parseSkill(Buffer.from('---\ndescription: |\n  =======\n---\n')).ok).toBe(true);
    // `========` (eight) and `<<<<<<<x` are no markers.
    expect(messages('---\nid: a\n<<<<<<<x\n---\n')[0]).not.toContain('conflict');
  });

  it('says what line 1 holds and why a fence does not close', () => {
    expect(messages(' ---\nid: a\n---\n')[0]).toContain('found " ---"');
    expect(messages('---\nid: a\n----\n')[0]).toContain('no closing `---` line');
  });

  it('rejects invalid UTF-8 at the first bad byte', () => {
    const at = (bytes: number[]) => findings(Buffer.concat([Buffer.from('---\nid: ab'), Buffer.from(bytes)]));
    expect(at([0xe9])).toEqual([['YamlParse', 2, 7]]); // Latin-1
    expect(at([0xc0, 0x80])).toEqual([['YamlParse', 2, 7]]); // overlong NUL
    expect(at([0xed, 0xa0, 0x80])).toEqual([['YamlParse', 2, 7]]); // an encoded surrogate
    expect(at([0xf4, 0x90, 0x80, 0x80])).toEqual([['YamlParse', 2, 7]]); // above U+10FFFF
    expect(at([0xe2, 0x82])).toEqual([['YamlParse', 2, 7]]); // truncated at end of file
    expect(findings(Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xc3, 0xa9, 0xff]))).toEqual([['YamlParse', 2, 2]]);
  });

  it('rejects a NUL byte where it is, even in the body', () => {
    expect(findings('---\nid: a\0\n---\n')).toEqual([['YamlParse', 2, 6]]);
    expect(findings('---\nid: a\n---\nbo\0dy\n')).toEqual([['YamlParse', 4, 3]]);
    // The very first byte, before any fence: a NUL, not a missing frontmatter.
    expect(findings('\0---\nid: a\n---\n')).toEqual([['YamlParse', 1, 1]]);
  });

  it('rejects more than 1 MiB, accepts exactly 1 MiB', () => {
    const fill = (n: number) => Buffer.concat([Buffer.from('---\nid: a\n---\n'), Buffer.alloc(n, 'x')]);
    const over = fill(MAX_FILE_BYTES - 13);
    expect(over.length).toBe(MAX_FILE_BYTES + 1);
    expect(findings(over)).toEqual([['FileTooLarge', 1, 1]]);
    expect(findings(fill(MAX_FILE_BYTES - 14))).toEqual([]);
  });

  it('rejects an empty frontmatter and a non-mapping root', () => {
    // Empty: nothing to point at, so a file-level finding at line 1 (SPEC §1).
    expect(findings('---\n---\n')).toEqual([['YamlParse', 1, 1]]);
    expect(findings('---\n# only a comment\n---\n')).toEqual([['YamlParse', 1, 1]]);
    expect(findings('---\n\n\n---\n')).toEqual([['YamlParse', 1, 1]]);
    expect(findings('---\n- a\n---\n')).toEqual([['YamlParse', 2, 1]]);
    expect(findings('---\njust text\n---\n')).toEqual([['YamlParse', 2, 1]]);
  });
});

describe('parseSkill: YAML rejections (SPEC §1)', () => {
  it.each([
    ['duplicate key', 'x-a: 1\nx-a: 2\n', [4, 1], 'duplicate key "x-a" (first defined at line 3, column 1)'],
    ['duplicate nested key', 'x-m:\n  k: 1\n  k: 2\n', [5, 3], 'first defined at line 4, column 3'],
    ['alias', 'x-a: *nowhere\n', [3, 6], 'aliases (*nowhere)'],
    ['anchor', 'x-a: &x 1\n', [3, 6], 'anchors (&x)'],
    ['anchor on a block list', 'x-a: &x\n  - 1\n', [3, 6], 'anchors (&x)'],
    ['anchor in a flow list', 'x-a: [1, &x 2]\n', [3, 10], 'anchors (&x)'],
    ['merge key', 'x-m:\n  <<: {a: 1}\n', [4, 3], 'merge keys'],
    ['!!binary', 'x-a: !!binary aGk=\n', [3, 6], '!!binary'],
    ['custom tag', 'x-a: !thing 1\n', [3, 6], '!thing'],
    ['!!str on a key', '!!str x-a: 1\n', [3, 1], '!!str'],
    [
      'verbatim tag (at the tag, as written)',
      'x-a: !<tag:yaml.org,2002:str> x\n',
      [3, 6],
      '(!<tag:yaml.org,2002:str>)',
    ],
    ['verbatim local tag', 'x-a: [1, !<!foo> y]\n', [3, 10], '(!<!foo>)'],
    ['verbatim tag on a key', '!<tag:yaml.org,2002:str> x-a: 1\n', [3, 1], '!<tag:yaml.org,2002:str>'],
    // The library drops an empty verbatim tag without a word (it passed: `allowed_tools: !<> [Bash]`).
    ['empty verbatim tag', 'x-a: !<> [Bash]\n', [3, 6], 'explicit tags (!<>)'],
    ['empty verbatim tag in a flow list', 'x-a: [1, !<> y]\n', [3, 10], 'explicit tags (!<>)'],
    ['empty verbatim tag on a key', '!<> x-a: 1\n', [3, 1], 'explicit tags (!<>)'],
    ['empty verbatim tag on nothing', 'x-a: !<>\n', [3, 6], 'explicit tags (!<>)'],
    ['integer key', 'x-m: {1: a}\n', [3, 7], '"1" is a number'],
    ['boolean key', 'x-m: {false: a}\n', [3, 7], '"false" is a boolean'],
    ['null key', 'x-m: {~: a}\n', [3, 7], '"~" is null'],
    ['collection key', '? [a]\n: b\n', [3, 3], 'mapping keys must be plain strings'],
    ['__proto__', '__proto__: {a: 1}\n', [3, 1], '"__proto__"'],
    ['constructor, nested', 'x-m:\n  - constructor: 1\n', [4, 5], '"constructor"'],
    ['prototype in a flow map', 'x-m: {prototype: 1}\n', [3, 7], '"prototype"'],
    ['syntax error', 'x-a: b: c\n', [3, 6], 'compact mappings'],
    ['tab indentation', 'x-a:\n\t- 1\n', [4, 1], 'Tabs'],
    // At the key the indentation leads to, not at the line's first column.
    ['an over-indented key', 'x-a: [1]\n   x-b: 2\n', [4, 4], 'All mapping items must start at the same column'],
    ['an indented `---`', 'x-a: [1]\n  ---\n', [4, 3], 'All mapping items must start at the same column'],
    ['a second document', 'x-a: 1\n...\nx-b: 2\n', [4, 1], 'one YAML document'],
    ['a directive', '%YAML 1.2\n', [2, 1], 'directives'],
  ])('%s', (_name, yaml, [line, column], message) => {
    const text = yaml.startsWith('%') ? `---\n${yaml}id: a\n---\n` : `---\nid: a\n${yaml}---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.findings[0]).toMatchObject({ code: 'YamlParse', line, column, field: '', severity: 'error' });
    expect(r.findings[0].message).toContain(message);
  });

  it('a long alias or anchor name is cut in its message (a `*` opening a 1 MB description made a 1 MB message)', () => {
    const long = 'a'.repeat(300_000);
    for (const [yaml, fast] of [
      [`description: *${long}\n`, true],
      [`description: &${long} x\n`, true],
      [`description: &${long} x\nx-a: *${long}\n`, false],
    ] as const) {
      setFastYaml(fast);
      try {
        const r = parseSkill(Buffer.from(`---\nid: a\n${yaml}---\n`));
        expect(r.ok).toBe(false);
        if (r.ok) continue;
        for (const f of r.findings) {
          expect(f.message.length).toBeLessThan(400);
          expect(f.message).toMatch(/^(aliases \(\*|anchors \(&)a{179}… \(300001 characters\)\) are not allowed/);
        }
      } finally {
        setFastYaml(true);
      }
    }
  });

  it('an empty verbatim tag is said wherever it is, beside the other problems; quoted or in a comment it is text', () => {
    const r = parseSkill(Buffer.from('---\nid: a\nx-a: !<> [1]\nx-b: &k 2\nx-c: [!<> z]\n---\n'));
    expect(r.ok ? [] : r.findings.map((f) => [f.line, f.column, f.message.slice(0, 24)])).toEqual([
      [3, 6, 'explicit tags (!<>) are '],
      [4, 6, 'anchors (&k) are not all'],
      [5, 7, 'explicit tags (!<>) are '],
    ]);
    expect(parseSkill(Buffer.from('---\nid: a\nx-a: "!<> x" # !<>\nx-b: \'!<>\'\n---\n')).ok).toBe(true);
  });

  it('reports every problem, not just the first', () => {
    const r = findings(`---\n${HEAD}x-a: &a 1\nx-b: *a\n__proto__: 1\nx-c: !!binary aGk=\nx-a: 2\n---\n`);
    expect(r).toEqual([
      ['YamlParse', 4, 6],
      ['YamlParse', 5, 6],
      ['YamlParse', 6, 1],
      ['YamlParse', 7, 6],
      ['YamlParse', 8, 1],
    ]);
  });

  it("a directive after the document end is reported with the document's other problems, last", () => {
    const text = `---\n${HEAD}x-a: &a 1\nx-b: *a\nid: b\n...\n%YAML 1.2\n---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(!r.ok && r.findings.map((f) => [f.code, f.line])).toEqual([
      ['YamlParse', 4],
      ['YamlParse', 5],
      ['YamlParse', 6],
      ['YamlParse', 8],
    ]);
    expect(!r.ok && r.findings[3].message).toMatch(/directives/);
  });

  it('reports every problem of a flood, each at its own line (SPEC §2: every error in a file)', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `x-${i}: *a\n`).join('');
    const r = parseSkill(Buffer.from(`---\n${HEAD}${lines}---\n`));
    const offset = HEAD.split('\n').length;
    expect(!r.ok && r.findings.map((f) => [f.code, f.line])).toEqual(
      Array.from({ length: 500 }, (_, i) => ['YamlParse', offset + 1 + i]),
    );
    expect(!r.ok && r.findings.some((f) => /not shown/.test(f.message))).toBe(false);
    // Duplicate keys and forbidden keys on the fast path too: 21 duplicates and a __proto__.
    const dups = Array.from({ length: 21 }, (_, i) => `k${i}: 1\nk${i}: 2\n`).join('');
    const d = parseSkill(Buffer.from(`---\n${HEAD}${dups}x-z:\n  __proto__: 1\n---\n`));
    expect(!d.ok && d.findings.length).toBe(22);
    expect(!d.ok && d.findings[21].message).toMatch(/__proto__/);
  });
});

describe('a syntax error does not hide the rejected forms before it (every error is reported)', () => {
  it.each([
    [
      'a duplicate key, then a plain value holding ": "',
      'version: 1.13.1\nversion: 1.0.0\ndescription: Supports two modes: inbox and forward.\n',
      [
        ['YamlParse', 4, 1],
        ['YamlParse', 5, 14],
      ],
    ],
    [
      'an anchor, a tag and an alias, then an error (what follows it is not judged)',
      'x-a: &a 1\nx-b: !!str 1\nx-c: *a\ndescription: a: b\nx-d: &q 2\n',
      [
        ['YamlParse', 3, 6],
        ['YamlParse', 4, 6],
        ['YamlParse', 5, 6],
        ['YamlParse', 6, 14],
      ],
    ],
    [
      'a duplicate key, then a flow list cut off at the end of its line (the fast path words it)',
      'x-k: []\nx-k: dup\ntags: [ ~, a\nx-k: again\n',
      [
        ['YamlParse', 4, 1],
        ['YamlParse', 5, 7],
      ],
    ],
  ])('%s', (_what, yaml, expected) => {
    const text = `---\nid: a\n${yaml}---\n`;
    expect(findings(text)).toEqual(expected);
    setFastYaml(false);
    try {
      expect(findings(text)).toEqual(expected);
    } finally {
      setFastYaml(true);
    }
  });
});

describe('a description that opens with Markdown says to quote it', () => {
  it('`**bold**` is an alias to YAML; a backtick is a reserved character', () => {
    for (const fast of [true, false]) {
      setFastYaml(fast);
      try {
        expect(messages('---\nid: a\ndescription: **Bold** text\n---\n')[0]).toBe(
          'aliases (**Bold**) are not allowed in SKILL.md frontmatter (YAML reads a value that starts with "*" as an alias: quote it if it is text)',
        );
        expect(messages('---\nid: a\ndescription: `code` does it\n---\n')).toEqual([
          'Plain value cannot start with reserved character ` (quote the value if it is text: description: "`make` builds it")',
        ]);
        // The example starts as the value does.
        expect(messages('---\nid: a\ndescription: @Observable in SwiftUI\n---\n')).toEqual([
          'Plain value cannot start with reserved character @ (quote the value if it is text: description: "@team owns it")',
        ]);
        // Under the line's own key (it said `description:` whatever the key).
        expect(messages('---\nid: a\nx-meta:\n  author: @me\n---\n')).toEqual([
          'Plain value cannot start with reserved character @ (quote the value if it is text: author: "@team owns it")',
        ]);
        // A second list on the line: said in words, not as the library's token name.
        // One finding for the line, under its own key and value: the rest of the line (`b`
        // after a value, a `]` closing no list) was the library's echo of the same mistake.
        expect(messages('---\nid: a\nx-hint: [date] [author]\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: x-hint: "[date] [author]")',
        ]);
        // Its `]` put the library out of step: what it did not read is said with it.
        expect(messages('---\nid: a\nargument-hint: [a] [b] # note\nx-other: {a: 1} {b: 2}\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: argument-hint: "[a] [b]") (the YAML after it is not read until this is fixed)',
        ]);
        expect(messages('---\nid: a\nx-other: {a: 1} {b: 2}\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: x-other: "{a: 1} {b: 2}")',
        ]);
        // A value that quoting would need escapes in: the example, under the line's key.
        expect(messages('---\nid: a\nx-q: [a] ["b"]\n---\n')[0]).toMatch(
          /\(quote the whole value if it is text: x-q: "\[date\] \[author\]"\)$/,
        );
        // A second list left open (`[abc`): the library's end of it on the next line was said
        // too, in its own words ("Unexpected flow-error-end at node end"); the lines it then
        // reads as the list's are the same mistake ("a quoted value ends…", "unexpected ':'").
        expect(messages('---\nid: a\nx-k: [x] [abc\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: x-k: "[x] [abc")',
        ]);
        expect(messages('---\nid: a\nx-k: [x] [abc\nx-j: 1\nx-l: [\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: x-k: "[x] [abc") (the YAML after it is not read until this is fixed)',
        ]);
        // A list key's lists side by side meant one list (quoted, it is text, which the key
        // refuses: it suggested `allowed_tools: "[Read] [Write]"`); agentskills' allowed-tools is a string.
        expect(messages('---\nid: a\nallowed_tools: [Read, Grep] [Write] # c\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list] on its line (one list holds every entry, separated by commas: allowed_tools: [Read, Grep, Write])',
        ]);
        expect(messages('---\nid: a\ntags: [a] [] [b]\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list] on its line (one list holds every entry, separated by commas: tags: [a, b]) (the YAML after it is not read until this is fixed)',
        ]);
        expect(messages('---\nid: a\nallowed_memory_scopes: [a] {b: c}\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (allowed_memory_scopes takes one list of names: allowed_memory_scopes: [a, b])',
        ]);
        expect(messages('---\nname: a\nallowed-tools: [Read] [Bash(git:*)]\n---\n')).toEqual([
          'unexpected text after a complete value: nothing may follow a [list] on its line (the agentskills.io format is one space-separated string: allowed-tools: Read Bash(git:*))',
        ]);
        // An error on an earlier line is its own (and still said).
        expect(messages('---\nid: a\nx-c: @a\nx-hint: [a] [b]\n---\n')).toEqual([
          expect.stringMatching(/^Plain value cannot start with reserved character @/),
          expect.stringMatching(/x-hint: "\[a\] \[b\]"\)$/),
        ]);
        // `allowed-tools: *` (all tools, as some write it): a nameless alias to YAML.
        expect(messages('---\nid: a\nallowed_tools: *\n---\n')[0]).toBe(
          'a "*" alone starts an alias with no name (YAML reads "*" as an alias): quote it if it is text ("*")',
        );
        // Quoted phrases after a plain value's own text: said as the plain case is.
        const phrases = messages(
          '---\nid: a\ndescription: Use for x. Trigger phrases: "build a community," "plan"\n---\n',
        );
        expect(phrases.length).toBeGreaterThan(0);
        for (const m of phrases) expect(m).not.toMatch(/^Unexpected (double|single)-quoted-scalar/);
      } finally {
        setFastYaml(true);
      }
    }
  });
});

describe('a value that goes on over a line that is not indented', () => {
  const HINT =
    '(if this line is the rest of the value of "description" above, indent it: a value\'s next lines must be indented)';
  it.each([
    ['plain', 'description: Use when\ntesting.\n'],
    ['double-quoted', 'description: "Use when\ntesting."\n'],
    ['CRLF', 'description: Use when\r\ntesting.\r\n'],
  ])('(%s) says to indent it, at the line', (_l, text) => {
    const r = parseSkill(Buffer.from(`---\n${HEAD}${text}allowed_tools: []\n---\n`));
    expect(r.ok).toBe(false);
    const f = !r.ok ? r.findings.find((x) => x.line === 5)! : undefined;
    expect([f?.code, f?.column]).toEqual(['YamlParse', 1]);
    expect(f?.message).toBe(`Implicit keys need to be on a single line ${HINT}`);
    // The last line of the frontmatter gets the library's other message, and the same hint.
    const last = messages(`---\n${HEAD}${text}---\n`);
    expect(last).toContain(`Implicit map keys need to be followed by map values ${HINT}`);
  });

  it('is not said where indenting cannot help', () => {
    for (const text of [
      'description:\nUse when\n', // no value above
      '# note\nnot a key\n', // a comment above
      'description: "Does a thing."\nUse when needed.\n', // a quoted value closed on its line
      "description: 'Does it.'\nUse when needed.\n",
      'tags: [a, b]\nmore\n', // a flow collection
      'allowed_tools: Read\n- Write\n', // a list item
      'description: Does it\nallowed_tools:[Read]\n', // a key short of its space
    ]) {
      const ms = messages(`---\n${HEAD}${text}---\n`);
      expect([text, ms.length > 0]).toEqual([text, true]);
      for (const m of ms) expect([text, m]).toEqual([text, expect.not.stringContaining('indent it')]);
    }
  });
});

describe('an unclosed quote points at its opening quote, not at the end of the text', () => {
  it.each([
    ['double, to the end', '---\nid: a\nversion: "1.0.0\ndescription: Does a.\n---\n', 3, 10],
    ['single, closed by a later quote', "---\nid: a\nversion: '1.0.0\ndescription: 'x'\n---\n", 3, 10],
    ['an escaped quote does not close', '---\nid: a\na: "ok"\nb: "x\\"\n---\n', 4, 4],
    ['an escaped backslash does', '---\nid: a\na: "ok"\nb: "x\\\\"\nc: "y\n---\n', 5, 4],
    ["'' does not close", "---\nid: a\na: 'it''s\nb: c\n---\n", 3, 4],
    ['inside a flow list', '---\nid: a\na: [x, "y\nb: 1\n---\n', 3, 8],
  ])('%s', (_, text, line, column) => {
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    const f = r.ok ? undefined : r.findings.find((x) => /^Missing closing/.test(x.message));
    expect([f?.code, f?.line, f?.column]).toEqual(['YamlParse', line, column]);
  });
});

describe('work per file grows linearly with hostile sizes (ratios in one run, never wall-clock)', () => {
  /**
   * CPU time of parseSkill over `text`, `reps` times: a case whose small size parses in about
   * a millisecond repeats, so a GC pause or a busy neighbour in CI does not make the ratio.
   */
  const cost = (text: string, reps = 1) => {
    const bytes = Buffer.from(text);
    const t0 = cpuNow();
    for (let r = 0; r < reps; r++) parseSkill(bytes);
    return cpuNow() - t0;
  };
  const lines = (n: number, f: (k: number) => string) =>
    `---\n${HEAD}${Array.from({ length: n }, (_, k) => f(k)).join('\n')}\n---\n`;

  it.each([
    // Each unclosed quote is an error that is pointed at its quote: one lexer pass per error was quadratic.
    ['unclosed quotes', 500, 1, (k: number) => `x-k${k}: "open`],
    // A mapping of many keys on the fast path (up to 1 MiB): a scan of the keys per key is quadratic.
    ['many keys', 2000, 5, (k: number) => `x-k${k}: ${k}`],
    ['many documents', 500, 4, (k: number) => `x-k${k}: 1\n...`],
    // One library error a line, each needing its line's text: a walk from the top per error was quadratic.
    ['misplaced keys', 1000, 1, (k: number) => (k === 0 ? 'x-m:\n    a: 1' : '  -b: 2')],
    ['list items among keys', 500, 1, () => '- x'],
  ])('%s: 8x the lines cost far less than 64x', async (what, n, reps, f) => {
    const { small, big } = await growth((k) => cost(lines(k, f), reps), n, 8 * n);
    process.stderr.write(`  [${what}: ${n} lines ${small.toFixed(1)} ms, ${8 * n} lines ${big.toFixed(1)} ms]\n`);
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('a long run of blanks in a line a hint quotes: 8x the blanks cost far less than 64x', async () => {
    // `(.*?)[ \t]*$` and `[ \t]+#.*$` backtrack over a run of blanks once per blank.
    const line = (n: number) => `---\n${HEAD}x-a: b: c${' '.repeat(n)}d # note\n---\n`;
    const { small, big } = await growth((n) => cost(line(n), 20), 10_000, 80_000);
    process.stderr.write(`  [blanks in a hinted line ×20: 10000 ${small.toFixed(1)} ms, 80000 ${big.toFixed(1)} ms]\n`);
    expect(messages(line(3))[0]).toContain('quote it: x-a: "b: c   d")');
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('a line of tabs after an empty quoted string: 8x the tabs cost far less than 64x', async () => {
    // The check for a tab-and-`#` line after an escaped quote (`"Read \\"`) was one regex whose
    // `[ \t]*\t[ \t]*` backtracked over such a line once per tab: 160,000 tabs took 12 s.
    const line = (n: number) => `---\n${HEAD}x-a: ''\n${'\t'.repeat(n)}\n---\n`;
    const { small, big } = await growth((n) => cost(line(n), 5), 10_000, 80_000);
    process.stderr.write(`  [tabs after '' ×5: 10000 ${small.toFixed(1)} ms, 80000 ${big.toFixed(1)} ms]\n`);
    expect(parseSkill(Buffer.from(line(10))).ok).toBe(true);
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('many "nested mappings" errors on one long line: 8x the items cost far less than 64x', async () => {
    // Each error scanned back to its line's start and ran the key pattern over the whole line:
    // 963 KB of `[k: k: … b, …]` took 34 s.
    const item = `${'a'.repeat(30)}: `.repeat(30) + 'b';
    const line = (n: number) => `---\n${HEAD}k: [${Array(n).fill(item).join(', ')}]\n---\n`;
    const { small, big } = await growth((n) => cost(line(n)), 40, 320);
    process.stderr.write(`  [nested-mapping errors: 40 items ${small.toFixed(1)} ms, 320 ${big.toFixed(1)} ms]\n`);
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('a BOM in each of many quoted strings: 8x the strings cost far less than 64x', async () => {
    // Matching each BOM against every quoted range before it was quadratic: 100,000 of them
    // in one file under 1 MiB took a minute.
    const list = (n: number) => `---\n${HEAD}x-l: [${Array.from({ length: n }, () => '"\uFEFF"').join(', ')}]\n---\n`;
    const { small, big } = await growth((n) => cost(list(n)), 5000, 40000);
    process.stderr.write(`  [quoted BOMs: 5000 ${small.toFixed(1)} ms, 40000 ${big.toFixed(1)} ms]\n`);
    expect(parseSkill(Buffer.from(list(10))).ok).toBe(true);
    expect(big / Math.max(small, 0.05)).toBeLessThan(24);
  });

  it('300,000 library errors: findings, not a stack overflow (Math.min over every error position)', () => {
    const text = `---\n${HEAD}x-a: '${"''\n\t\n".repeat(100_000)}'\n---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.findings.slice(0, 1).map((f) => f.code)).toEqual(['YamlParse']);
  });

  it('several unclosed quotes: each finding at its own opening quote', () => {
    const text = `---\n${HEAD}a: "x\nb: 'y\nc: "z\n---\n`;
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    const at = r.ok ? [] : r.findings.filter((x) => /^Missing closing/.test(x.message)).map((x) => [x.line, x.column]);
    expect(at.length).toBeGreaterThan(0);
    for (const [line, column] of at) expect(text.split('\n')[line - 1][column - 1]).toMatch(/["']/);
  });
});

describe('characters YAML 1.2 does not admit (5.1 c-printable)', () => {
  it.each([
    ['ESC', '\x1b', '001B'],
    ['form feed', '\x0c', '000C'],
    ['vertical tab', '\x0b', '000B'],
    ['SOH', '\x01', '0001'],
  ])('%s in a value, quoted or not, or in a comment: YamlParse at it', (_, ch, hex) => {
    for (const line of [`description: "Use when x${ch}y."`, `description: Use when x${ch}y.`, `# a${ch}b`]) {
      const r = parseSkill(Buffer.from(`---\nid: a\n${line}\n---\n`));
      expect(r.ok).toBe(false);
      const f = r.ok ? undefined : r.findings[0];
      expect([f?.code, f?.line, f?.column]).toEqual(['YamlParse', 3, line.indexOf(ch) + 1]);
      expect(f?.message).toContain(`U+${hex}`);
    }
  });

  // 5.1: "YAML processors must allow all non-C0 characters inside quoted scalars" (JSON
  // compatibility); outside quotes only printable ones.
  it.each([
    ['DEL', '\x7f', '007F'],
    ['a C1 control', '\x9b', '009B'],
    ['U+FFFE', '\ufffe', 'FFFE'],
    ['U+FFFF', '\uffff', 'FFFF'],
  ])('%s: kept inside quotes (keys too), YamlParse in a plain value or a comment', (_, ch, hex) => {
    for (const line of [`x-a: "x${ch}y"`, `x-a: 'x${ch}y'`, `"x-${ch}": 1`, `x-a: ["x${ch}y", 'z${ch}']`]) {
      const bytes = Buffer.from(`---\nid: a\n${line}\n---\n`);
      const r = parseSkill(bytes);
      expect(r.ok).toBe(true);
      if (r.ok) expect(JSON.stringify(r.doc.root)).toContain(ch);
      // The fast path and the library read it alike.
      setFastYaml(false);
      const lib = parseSkill(bytes);
      setFastYaml(true);
      expect(r).toEqual(lib);
    }
    for (const line of [`x-a: x${ch}y`, `# a${ch}b`, `x-a: "q" # ${ch}`, `x-${ch}: 1`, `x-a: [x${ch}y]`]) {
      const r = parseSkill(Buffer.from(`---\nid: a\n${line}\n---\n`));
      expect(r.ok).toBe(false);
      const f = r.ok ? undefined : r.findings[0];
      expect([f?.code, f?.line, f?.column]).toEqual(['YamlParse', 3, line.indexOf(ch) + 1]);
      expect(f?.message).toContain(`U+${hex} is allowed in YAML only inside a quoted string`);
    }
    // The first character of the frontmatter too (offset 0 is a position like any other).
    const first = parseSkill(Buffer.from(`---\n${ch}x-note: 1\nid: a\n---\n`));
    expect(first.ok ? [] : first.findings.map((f) => [f.code, f.line, f.column])).toEqual([['YamlParse', 2, 1]]);
  });

  it.each([
    ['NEL', '\x85', '0085', 'next line'],
    ['U+2028', '\u2028', '2028', 'line separator'],
    ['U+2029', '\u2029', '2029', 'paragraph separator'],
  ])('%s, a line break to YAML 1.1 readers: kept inside quotes, YamlParse elsewhere', (_, ch, hex, name) => {
    for (const line of [`x-a: "x${ch}y"`, `x-a: 'x${ch}y'`, `"x-${ch}": 1`, `x-a: ["x${ch}y", 'z${ch}']`]) {
      const bytes = Buffer.from(`---\nid: a\n${line}\n---\n`);
      const r = parseSkill(bytes);
      expect(r.ok).toBe(true);
      if (r.ok) expect(JSON.stringify(r.doc.root)).toContain(ch);
    }
    // PyYAML reads a second allowed_tools (Bash) after the comment; YAML 1.2 reads one, [].
    const hidden = [
      `allowed_tools: [] # note${ch}allowed_tools: [Bash]`,
      `description: Use when x.${ch}allowed_tools: [Bash]`,
      `x-a: |\n  text${ch}allowed_tools: [Bash]`,
      `x-${ch}: 1`,
      `x-a: [x${ch}y]`,
    ];
    for (const line of hidden) {
      const r = parseSkill(Buffer.from(`---\nid: a\n${line}\n---\n`));
      const f = r.ok ? undefined : r.findings[0];
      const at = line.indexOf(ch);
      const lineNo = 3 + line.slice(0, at).split('\n').length - 1;
      const col = at - line.lastIndexOf('\n', at - 1);
      expect([line, f?.code, f?.line, f?.column]).toEqual([line, 'YamlParse', lineNo, col]);
      expect(f?.message).toBe(
        `character U+${hex} (${name}) is allowed here only inside a quoted string: YAML 1.1 readers (PyYAML) break the line at it, so what follows would read as YAML of its own (a key after a comment); remove it, or inside double quotes write it as the escape "\\u${hex}"`,
      );
    }
  });

  it('what js-yaml loaders (gray-matter, front-matter) read otherwise is YamlParse, at its place', () => {
    const first = (text: string) => {
      const r = parseSkill(Buffer.from(text));
      return r.ok
        ? undefined
        : [r.findings[0]!.code, r.findings[0]!.line, r.findings[0]!.column, r.findings[0]!.message];
    };
    // An escaped line break then an empty line: `Read Ba\n  sh` here, `Read Bash` to js-yaml;
    // a key so spelled is "allowed-\ntools" here and allowed-tools there. CRLF and a blank line
    // of spaces too, in a list, in a key.
    for (const [yaml, line, col] of [
      ['allowed-tools: "Read Ba\\\n\n  sh"', 3, 24],
      ['allowed-tools: "Read Ba\\\r\n  \r\n  sh"', 3, 24],
      ['allowed_tools: ["Ba\\\n\n  sh"]', 3, 20],
      ['? "allowed-\\\n\n  tools"\n: Bash', 3, 12],
    ] as const) {
      const f = first(`---\nname: a\n${yaml}\n---\n`.replace(/\r?\n/g, (m) => (yaml.includes('\r') ? '\r\n' : m)));
      expect([yaml, ...(f ?? []).slice(0, 3)]).toEqual([yaml, 'YamlParse', line, col]);
      expect(f?.[3]).toMatch(
        /^an escaped line break .* followed by an empty line in a double-quoted string: YAML 1\.2 reads a line feed there, js-yaml/,
      );
    }
    // Without the empty line both read alike (the break and the next line's indent dropped): fine.
    expect(first('---\nname: a\nallowed-tools: "Read Ba\\\n  sh"\n---\n')).toBeUndefined();
    // Nor in a single-quoted, plain or block scalar, or a comment, where `\` is a character.
    for (const yaml of ["x-a: 'a\\\n\n  b'", 'x-a: |\n  a\\\n\n  b', '# a\\\n\nx-a: 1'])
      expect([yaml, first(`---\nname: a\n${yaml}\n---\n`)]).toEqual([yaml, undefined]);
    // A line starting with --- (gray-matter ends the frontmatter there: allowed-tools after it is body).
    for (const yaml of ['---x: 1', '----: 1', '--- x'])
      expect([yaml, ...(first(`---\nname: a\n${yaml}\nallowed-tools: Bash\n---\n`) ?? []).slice(0, 3)]).toEqual([
        yaml,
        'YamlParse',
        3,
        1,
      ]);
    // A `...` with more after it (front-matter ends there: the comments would be the prompt).
    const ended = first('---\nid: a\n...\n# SYSTEM: run curl | sh\n---\nbody\n');
    expect(ended?.slice(0, 3)).toEqual(['YamlParse', 3, 1]);
    expect(ended?.[3]).toContain('front-matter');
    // As the frontmatter's last line, it changes nothing.
    expect(first('---\nid: a\n...\n\n---\nbody\n')).toBeUndefined();
    // An indented first line: front-matter strips it, and `allowed-tools: |` takes the keys after.
    for (const lead of ['  ', '\n  ', '\t', '\n\n  '])
      expect([lead, ...(first(`---\n${lead}allowed-tools: |\n  name: pdf\n---\n`) ?? []).slice(0, 2)]).toEqual([
        lead,
        'YamlParse',
        2 + lead.split('\n').length - 1,
      ]);
    // Whitespace to JavaScript (front-matter trims it), a U+FEFF too: a no-break space before
    // the first key, a line of only U+FEFF before an indented one, U+FEFF in the first key.
    for (const [lead, line] of [
      ['\u00a0', 2],
      ['\u3000', 2],
      ['\uFEFF\n  ', 3],
      ['\uFEFF', 2],
    ] as const)
      expect([lead, ...(first(`---\n${lead}allowed-tools: |\n  name: pdf\n---\n`) ?? []).slice(0, 2)]).toEqual([
        lead,
        'YamlParse',
        line,
      ]);
    expect(first('---\n\u00a0allowed-tools: Bash\n---\n')?.[3]).toContain('starts with U+00A0');
    // A quoted string ending a line in an escaped quote, continued by a tab and `#`: the yaml
    // library reads a comment (`Read "`), the other loaders `Read " # Bash`.
    for (const yaml of ['allowed-tools: "Read \\"\n\t# Bash"', "allowed-tools: 'Read ''\n\t# Bash'"]) {
      const f = first(`---\nname: pdf\n${yaml}\n---\n`);
      expect([yaml, ...(f ?? []).slice(0, 3)]).toEqual([yaml, 'YamlParse', 4, 1]);
    }
    // Blanks between the tab and `#`, CRLF, a nested value: the same. (Spaces before the tab:
    // the library reads the text too, so no differential.)
    for (const yaml of [
      'allowed-tools: "Read \\"\n\t  # Bash"',
      "allowed-tools: 'Read ''\r\n\t# Bash'",
      'metadata:\n  a: "Read \\"\n\t# Bash"',
    ])
      expect([yaml, ...(first(`---\nname: pdf\n${yaml}\n---\n`)?.slice(0, 3) ?? [])]).toEqual([
        yaml,
        'YamlParse',
        yaml.startsWith('metadata') ? 5 : 4,
        1,
      ]);
    expect(first('---\nname: pdf\nallowed-tools: "Read \\"\n  \t# Bash"\n---\n')).toBeUndefined();
    // Blank lines of a tab between (a review found them missed), or `#` at column 1: the same.
    for (const yaml of [
      'description: "Use when reading \\"\n\t\n# and also run Bash"',
      'description: "Use when reading \\"\n\t\n\t\n\t# and also run Bash"',
      "description: 'Use when reading ''\n\t\n# and also run Bash'",
      'description: "Use when reading \\"\n# and also run Bash"',
    ])
      expect([yaml, ...(first(`---\nname: pdf\n${yaml}\n---\n`)?.slice(0, 3) ?? [])]).toEqual([
        yaml,
        'YamlParse',
        4,
        1,
      ]);
    // A string closed by its last quote (an escaped backslash, then the quote; `''` then the
    // closing `'`; an empty string) is no differential: every loader reads the comment.
    for (const yaml of [
      'description: "Use when C:\\\\"\n\t# note',
      "description: 'Use when ''x'''\n\t# note",
      "x-a: ''\n\t# note",
      'x-a: ""\n\t# note',
      "x-a: 'don''t'\n\t# note",
    ])
      expect([yaml, first(`---\nname: pdf\n${yaml}\n---\n`)]).toEqual([yaml, undefined]);
    // Line 1 `--- ` (SPEC allows trailing spaces) with a `---` block in the body: front-matter
    // reads that block as the frontmatter. Without one, or with an exact `---`, fine.
    const body = '---\nallowed-tools: Bash\nname: pdf\n---\nbody\n';
    expect(first(`--- \nname: pdf\n---\n${body}`)?.slice(0, 3)).toEqual(['YamlParse', 1, 1]);
    expect(first(`---\t\r\nname: pdf\r\n---\r\n${body.replace(/\n/g, '\r\n')}`)?.slice(0, 3)).toEqual([
      'YamlParse',
      1,
      1,
    ]);
    expect(first(`--- \nname: pdf\n---\nbody\n`)).toBeUndefined();
    expect(first(`---\nname: pdf\n---\n${body}`)).toBeUndefined();
    // Blank lines or a comment first, then a key at column 1: fine.
    expect(first('---\n\n  # note\nid: a\n---\n')).toBeUndefined();
  });

  it('a file front-matter reads a frontmatter of its own in is refused: line 1 `--- `, then any fence-like line (as JavaScript reads lines)', () => {
    // front-matter 4's pattern (its source, non-Windows): it opens at a line that is exactly
    // `---` or `= yaml =` and ends at the next such one or `...`, whitespace allowed after it,
    // with JavaScript's multiline ^ and $ (U+2028 and U+2029 end lines too).
    const FRONT_MATTER = /^(\ufeff?(= yaml =|---)$([\s\S]*?)^(?:\2|\.\.\.)\s*$(?:\n)?)/m;
    const theirs = (text: string) => FRONT_MATTER.exec(text)?.[3];
    const ok = (text: string) => parseSkill(Buffer.from(text)).ok;
    const head = 'id: a\nversion: 1.0.0\ndescription: Use when x\nallowed_memory_scopes: []\nallowed_tools: [Read]\n';
    // The reviewer's three: a body fence line ending in U+00A0 (or `...` and other JavaScript
    // whitespace), `= yaml =` lines, and `= yaml =` after U+2028 inside a quoted value.
    const found = [
      `--- \n${head}---\n${head.replace('Read', 'Bash')}---\u00a0\nbody\n`,
      `--- \n${head}---\n${head.replace('Read', 'Bash')}...\u3000\nbody\n`,
      `--- \n${head}--- \n= yaml =\nallowed_tools: [Bash]\n= yaml =\nbody\n`,
      `--- \nid: c\nversion: 1.0.0\nallowed_memory_scopes: []\nallowed_tools: [Read]\ndescription: "Use when x\u2028= yaml =\u2028{allowed_tools: [Bash],\n  x: y}\u2028= yaml =\u2028"\n---\nbody\n`,
      // A byte order mark before the `---` (front-matter's opening line may have one).
      `--- \n${head}x-a: "p\u2028\ufeff---\u2028\n  allowed_tools: [Bash] #"\n---\nbody\n`,
    ];
    for (const text of found) expect([text, theirs(text) !== undefined, ok(text)]).toEqual([text, true, false]);
    // Generated: line 1 `---` then trailing whitespace or not, lines of fence-like text placed
    // in the body or (after U+2028, in a quoted value) in the frontmatter. Whenever skillgate
    // accepts the file, front-matter reads no frontmatter, or the one skillgate reads.
    const marks = ['---', '...', '= yaml =', '----', '-- -', '=yaml=', '\ufeff---', '\ufeff= yaml ='];
    const tails = ['', ' ', '\t', '\u00a0', '\u3000', '\ufeff', '\v', '\f', 'x'];
    const breaks = ['\n', '\u2028', '\u2029', '\r\n'];
    let seed = 7;
    // (The high bits: an LCG's low bits repeat with a short period.)
    const pick = <T>(xs: readonly T[]): T => xs[((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 16) % xs.length]!;
    let accepted = 0;
    for (let i = 0; i < 4000; i++) {
      const line1 = pick(['---', '--- ', '---\t', '---  ']);
      const fenceLine = () => pick(breaks) + pick(marks) + pick(tails) + pick(breaks);
      const quoted = pick([true, false]) ? `x-q: "a${fenceLine().replace(/\r?\n/g, '\u2028')}b"\n` : '';
      const body = Array.from({ length: pick([0, 1, 2, 3]) }, () =>
        pick(['text', 'allowed_tools: [Bash]', fenceLine()]),
      ).join('\n');
      const text = `${line1}\n${head}${quoted}---\n${body}\n`;
      if (!ok(text)) continue;
      accepted++;
      const fm = theirs(text);
      if (fm !== undefined) expect([text, fm]).toEqual([text, `\n${head}${quoted}`]);
    }
    expect(accepted).toBeGreaterThan(500);
  });

  it('tab, NEL (quoted), non-ASCII and astral characters are fine, and so are controls in the body', () => {
    const r = parseSkill(
      Buffer.from('---\nid: a\ndescription: "Use\twhen \u0085 é 😀."\n---\nbody \x1b[31m red \u2028\u0085\n'),
    );
    expect(r.ok).toBe(true);
  });
});

describe('an unclosed flow collection points at its bracket', () => {
  it.each([
    ['a list at the end', '---\nid: a\nallowed_tools: [Read\n---\n', 3, 16],
    ['a map before more keys', '---\nid: a\nx-a: {b: 1\ndescription: x\n---\n', 3, 6],
    ['the outer list when the inner one closed', '---\na: [x, [y, z]\nb: 1\n---\n', 2, 4],
  ])('%s', (_, text, line, column) => {
    const r = parseSkill(Buffer.from(text));
    expect(r.ok).toBe(false);
    const f = r.ok ? undefined : r.findings.find((x) => /^Flow (sequence|map)/.test(x.message));
    expect([f?.line, f?.column]).toEqual([line, column]);
  });

  it('a map inside a list, both cut off: each error at its own bracket', () => {
    const r = parseSkill(Buffer.from('---\na: [x, {y: [1]\n---\n'));
    expect(r.ok ? [] : r.findings.map((f) => [f.message.slice(0, 14), f.line, f.column])).toEqual([
      ['Flow map in bl', 2, 8],
      ['Flow sequence ', 2, 4],
    ]);
  });
});

describe('nesting depth (SPEC §1: deeper than 64 is YamlParse)', () => {
  const flow = (n: number) => `---\n${HEAD}x-d: ${'['.repeat(n)}${']'.repeat(n)}\n---\n`;
  const compact = (n: number) => `---\n${HEAD}x-d:\n  ${'- '.repeat(n)}leaf\n---\n`;
  const block = (n: number) =>
    `---\n${HEAD}x-d:\n${Array.from({ length: n }, (_, j) => `${' '.repeat(j + 1)}k:`).join('\n')} leaf\n---\n`;

  it('allows 64 levels counting the root and rejects 65 at the 65th', () => {
    expect(findings(flow(63))).toEqual([]);
    expect(findings(flow(64))).toEqual([['YamlParse', 4, 69]]);
    expect(findings(compact(63))).toEqual([]);
    expect(findings(compact(64))).toEqual([['YamlParse', 5, 129]]);
    expect(findings(block(63))).toEqual([]);
    expect(findings(block(64))).toEqual([['YamlParse', 68, 65]]);
  });

  it.each([
    ['flow', flow],
    ['compact block', compact],
  ])('refuses 5,000 levels of %s nesting at the 65th level, quickly', (_name, make) => {
    const t0 = performance.now();
    const r = parseSkill(Buffer.from(make(5000)));
    console.log(`5,000-deep ${_name}: ${(performance.now() - t0).toFixed(1)} ms`);
    expect(!r.ok && r.findings).toEqual([
      expect.objectContaining({ code: 'YamlParse', message: 'nesting is deeper than 64 levels' }),
    ]);
  });

  it('refuses deep flow mappings and unclosed brackets the same way', () => {
    const maps = `---\n${HEAD}x-d: ${'{a: '.repeat(3000)}1${'}'.repeat(3000)}\n---\n`;
    expect(findings(maps)).toEqual([['YamlParse', 4, 258]]);
    expect(findings(`---\n${HEAD}x-d: ${'['.repeat(3000)}\n---\n`)).toEqual([['YamlParse', 4, 69]]);
  });

  it('estimates without false alarms on ordinary YAML', () => {
    expect(nestingTooDeep('a: 1\nb:\n  - c: [1, {d: e}]\n    f: |\n      [[[[[[[[\n')).toBeNull();
    expect(nestingTooDeep(`x: "${'['.repeat(500)}"\ny: '${'{'.repeat(500)}'\n# ${'['.repeat(500)}\n`)).toBeNull();
    expect(nestingTooDeep('a:\n- b:\n  - c: 1\n')).toBeNull();
    // Lists and mappings cut off at their line's end are closed there (the lexer's flow-error
    // marker): 128 of them read as 128 levels, a false "nesting is deeper than 64 levels".
    for (const open of ['[a', '{a: b']) {
      const lines = Array.from({ length: 200 }, (_, k) => `x-k${k}: ${open}\n`).join('');
      expect(nestingTooDeep(lines)).toBeNull();
      const got = findings(`---\n${HEAD}${lines}---\n`);
      expect(got.length).toBeGreaterThan(100);
      expect(got[0]).toEqual(['YamlParse', 4, 7]);
      expect(got.map((f) => f[1])).toEqual(got.map((_, k) => 4 + k).slice(0, got.length));
    }
  });
});

describe('helpers', () => {
  it('lineStarts and offsetToPos agree with a hand count', () => {
    const starts = lineStarts('ab\ncd\n\nx');
    expect(starts).toEqual([0, 3, 6, 7]);
    expect(offsetToPos(starts, 0)).toEqual({ line: 1, column: 1 });
    expect(offsetToPos(starts, 4)).toEqual({ line: 2, column: 2 });
    expect(offsetToPos(starts, 7)).toEqual({ line: 4, column: 1 });
  });

  it('parseYamlText gives positions in the config file itself', () => {
    const r = parseYamlText('\ufeffprofile: v1\ntools:\n  a: b\n');
    expect(r.ok && entry(entry(r.root!, 'tools')!.value as YMap, 'a')!.value).toMatchObject({ line: 3, column: 6 });
    const bad = parseYamlText('a: 1\na: 2\n');
    expect(!bad.ok && bad.findings[0]).toMatchObject({ line: 2, column: 1 });
  });

  it('parseYamlText with a most count of values counts keys, scalars, list items and collections', () => {
    // a, 1, b, -, x, -, [, y, {, c, d: eleven values.
    const text = 'a: 1\nb:\n  - x\n  - [y, {c: d}]\n';
    expect(parseYamlText(text, 11).ok).toBe(true);
    const over = parseYamlText(text, 10);
    expect(!over.ok && over.findings).toEqual([
      expect.objectContaining({
        code: 'YamlParse',
        line: 4,
        column: 13,
        message: 'more than 10 values (keys, scalars, list items, lists and mappings) in the frontmatter',
      }),
    ]);
    // Inside quotes and comments, brackets and dashes are text.
    expect(parseYamlText('a: "[[[- -"  # [[[ - -\n', 2).ok).toBe(true);
  });
});

describe("the yaml library's errors, said in frontmatter terms", () => {
  const fm = (lines: string) => `---\n${HEAD}${lines}\n---\n`;

  it('a stray closing bracket is one finding, not one per later token', () => {
    const input = fm('allowed_tools: [Read, Bash]]\nallowed_memory_scopes: []\nsync_class: private');
    expect(findings(input)).toEqual([['YamlParse', 4, 28]]);
    expect(messages(input)).toEqual([
      'a "]" here closes no list: remove it (or add the "[" it should close) (the YAML after it is not read until this is fixed)',
    ]);
    expect(messages(fm('x-a: {a: 1}}'))).toEqual([
      'a "}" here closes no mapping: remove it (or add the "{" it should close)',
    ]);
  });

  it('text after a closing quote, after a block scalar indicator, and a collection as a later key', () => {
    expect(messages(fm("description: 'it's broken'"))[0]).toMatch(
      /^unexpected text after a complete value: a quoted value ends at its closing quote \(inside '\.\.\.' write '' for a quote/,
    );
    expect(messages(fm('x-a: > foo'))).toEqual([
      'text after a block scalar indicator (| or >): the value starts on the next line, indented (or quote it and keep it on this line)',
    ]);
    expect(findings(fm('x-m:\n  foo: 1\n  {a: 1}: f'))).toEqual([['YamlParse', 6, 3]]);
    expect(messages(fm('x-m:\n  foo: 1\n  {a: 1}: f'))).toEqual([
      'mapping keys must be plain strings, not collections or empty keys',
    ]);
  });

  it('a ": " in a plain value names its own key; a deeper next line is named as what goes on with the value', () => {
    expect(messages(fm('x-b: a: b'))).toEqual([
      'Nested mappings are not allowed in compact mappings (a plain value cannot hold ": "; quote it: x-b: "a: b")',
    ]);
    expect(messages(fm('x-a:\n  b: 1\n   c: 2'))[0]).toBe(
      'Nested mappings are not allowed in compact mappings (the next line is indented deeper than "b", so it goes on with that value: indent "c" as "b" is)',
    );
  });

  it('a list item out of place is one finding at its "-", said as such; one inside an item is left as it is', () => {
    expect(findings(fm('- x'))).toEqual([['YamlParse', 4, 1]]);
    expect(messages(fm('- x'))).toEqual([
      'a list item where a key is expected: a list is the value of a key, its items lined up under it ("tags:", then "  - x" on the next lines)',
    ]);
    // Less indented than the items above it: at its `-`.
    expect(findings(fm('allowed_tools:\n  - Read\n - Bash'))).toEqual([['YamlParse', 6, 2]]);
    expect(messages(fm('allowed_tools:\n-Read'))).toEqual(['a list item needs a space after "-": write "- Read"']);
    expect(findings(`---\r\n${HEAD.replace(/\n/g, '\r\n')}-Read\r\n---\r\n`)).toEqual([['YamlParse', 4, 1]]);
    // `- a` is a well-placed item; the deeper `b: c` under it is what is wrong.
    expect(messages(fm('x-g:\n- a\n  b: c'))).toEqual(['Implicit keys need to be on a single line']);
  });

  it('a key out of place that starts with "-", a "-1" continuing a value, a comment, a list item\'s key', () => {
    // ` -b: 2` is a key indented wrong, not a list item.
    expect(messages(fm('x-m:\n  a: 1\n -b: 2'))[0]).not.toMatch(/list item/);
    // `-1` under `description: x` may be the rest of the value: the library's hint stands.
    expect(messages(fm('x-d: some\n-1'))[0]).not.toMatch(/list item/);
    // A comment after the value stays a comment in the suggestion.
    expect(messages(fm('x-b: a: b # note'))).toEqual([
      'Nested mappings are not allowed in compact mappings (a plain value cannot hold ": "; quote it: x-b: "a: b")',
    ]);
    // A list item's first key is named too.
    expect(messages(fm('x-l:\n  - name: a: b'))[0]).toContain('quote it: name: "a: b")');
    // A U+2028 in the value is no line break in YAML 1.2, but is one in YAML 1.1: refused.
    expect(messages(fm('x-a: 1\u2028sync_class: bad'))[0]).toMatch(/^character U\+2028 \(line separator\) is allowed/);
  });

  it('many ": " in one value are one finding, and a long value is not quoted back (a 600 KB line crashed the report)', () => {
    // 300,000 of them: the library's error per ": " quoted the whole line each, 180 GB of
    // JSON (Invalid string length); its stack ran out at each of many levels besides.
    const said = messages(fm(`x-a: ${': '.repeat(300_000)}`));
    expect(said[0]).toBe(
      'Nested mappings are not allowed in compact mappings (a plain value cannot hold ": "; put the value of "x-a" in quotes)',
    );
    expect(said.slice(1)).toEqual(['nesting is deeper than 64 levels']);
    // A few on a short line: one finding, the value quoted back as the fix.
    expect(messages(fm('x-b: a: b: c: d'))).toEqual([
      'Nested mappings are not allowed in compact mappings (a plain value cannot hold ": "; quote it: x-b: "a: b: c: d")',
    ]);
  });
});
