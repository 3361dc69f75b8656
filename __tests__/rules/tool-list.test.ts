/** Splitting agentskills `allowed-tools` and locating each entry in the file. */
import { splitToolList } from '../../src/rules/tool-list.js';
import { checkText } from './helpers.js';

describe('splitToolList', () => {
  const cases: [string, string[]][] = [
    ['Read Grep', ['Read', 'Grep']],
    ['  Read\tGrep  ', ['Read', 'Grep']],
    ['Bash(git:*) Bash(jq:*) Read', ['Bash(git:*)', 'Bash(jq:*)', 'Read']],
    ['Bash(git add:*) Read', ['Bash(git add:*)', 'Read']],
    ['Read, Write,Edit', ['Read', 'Write', 'Edit']],
    ['Bash(git diff:*, git log:*), Read', ['Bash(git diff:*, git log:*)', 'Read']],
    ['Bash(git', ['Bash(git']],
    ['', []],
  ];
  it.each(cases)('%j', (text, expected) => {
    expect(splitToolList(text).map((e) => e.name)).toEqual(expected);
  });

  it('keeps each entry offset', () => {
    expect(splitToolList('Read  Bash(a b)')).toEqual([
      { name: 'Read', index: 0 },
      { name: 'Bash(a b)', index: 6 },
    ]);
  });
});

describe('entry positions', () => {
  const as = (value: string) => `---\nname: demo\ndescription: Demo. Use when needed.\nallowed-tools: ${value}\n---\n`;
  const at = (value: string) =>
    checkText(as(value), { settings: { profile: 'agentskills' } }).findings.map((f) => [f.line, f.column]);

  it('plain, quoted and repeated entries point at their own column', () => {
    expect(at('Read Task Task2')).toEqual([
      [4, 21],
      [4, 26],
    ]);
    expect(at('"Read Task"')).toEqual([[4, 22]]);
    expect(at('Task Read Task')).toEqual([[4, 16]]);
  });

  it('a folded string points at each entry line', () => {
    expect(at('>-\n  Read\n  Task')).toEqual([[6, 3]]);
  });

  const doc = (lines: string[]) =>
    checkText(`---\nname: demo\ndescription: Demo. Use when needed.\n${lines.join('\n')}\n---\n`, {
      settings: { profile: 'agentskills' },
    }).findings.map((f) => [f.code, f.line, f.column]);

  it('an entry the text does not spell (an escape) points at its value, never into a later key', () => {
    // "\x42sah" is Bsah: the raw text holds no "Bsah" until metadata's line.
    expect(doc(['allowed-tools: "\\x42sah Zork"', 'metadata:', '  note: "Bsah and Zork"'])).toEqual([
      ['unclassified-tool', 4, 16],
      ['unclassified-tool', 4, 16],
    ]);
  });

  it('a list entry is looked for in its own item only', () => {
    expect(doc(['allowed-tools:', '  - "\\x42sah"', '  - xBsah'])).toEqual([
      ['allowed-tools-list', 5, 3],
      ['unclassified-tool', 5, 5],
      ['unclassified-tool', 6, 5],
    ]);
  });
});
