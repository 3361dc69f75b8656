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

  // A loader that splits on spaces reads `Read(x Bash y)` as Read(x, Bash and y), one that
  // reads parentheses as Read narrowed: both are declared, and Bash cannot hide behind Read.
  const hiding: [string, string[]][] = [
    ['Read(x Bash y)', ['Read(x Bash y)', 'Bash']],
    ['Read(x Bash(ls)) Grep', ['Read(x Bash(ls))', 'Bash(ls)', 'Grep']],
    // A narrowed tool inside keeps its own parentheses, spaces and all.
    ['Read(x Bash(git log:*))', ['Read(x Bash(git log:*))', 'Bash(git log:*)']],
    ['Read(x Bash(git log:* y', ['Read(x Bash(git log:* y', 'Bash(git log:* y']],
    ['Read(x,Write y)', ['Read(x,Write y)', 'Write']],
    ['Read(x, Write y) Bash', ['Read(x, Write y)', 'Write', 'Bash']],
    ['Bash(git:* Read, Grep,', ['Bash(git:* Read, Grep,', 'Read', 'Grep']],
    // A word that names no tool adds nothing (`Bash)`, `Read(Bash`: neither a tool for any loader).
    ['Read(x Bash)', ['Read(x Bash)']],
    ['Read(Bash y', ['Read(Bash y']],
    // Claude Code's narrowed forms stay whole.
    ['Bash(gh pr view *) Read(./src/**)', ['Bash(gh pr view *)', 'Read(./src/**)']],
    ['Bash(git commit -m bash)', ['Bash(git commit -m bash)']],
  ];
  it.each(hiding)('a tool inside parentheses: %j', (text, expected) => {
    expect(splitToolList(text).map((e) => e.name)).toEqual(expected);
  });

  it('a registered tool inside parentheses is declared too; unregistered, it is not', () => {
    expect(splitToolList('Read(x Deploy y)', { Deploy: 'trusted' })).toEqual([
      { name: 'Read(x Deploy y)', index: 0 },
      { name: 'Deploy', index: 7 },
    ]);
    expect(splitToolList('Read(x Deploy y)').map((e) => e.name)).toEqual(['Read(x Deploy y)']);
  });

  it('splits at the whitespace Python reads too: NEL and U+001C-U+001F', () => {
    for (const sep of ['\u0085', '\u001c', '\u001d', '\u001e', '\u001f', '\u3000', '\u00a0'])
      expect(splitToolList(`Read${sep}Bash`).map((e) => e.name)).toEqual(['Read', 'Bash']);
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

  it('a tool hidden in parentheses or behind NEL is declared, at its column', () => {
    const settings = {
      profile: 'agentskills' as const,
      permissionProfiles: { ro: { allow: ['read-only'], paths: ['**'] } },
    };
    const r = checkText(as('Read(x Bash y) Grep'), { settings });
    expect(r.data!.allowed_tools).toEqual(['Read(x Bash y)', 'Bash', 'Grep']);
    expect(r.effective_tools).toEqual(['Read(x Bash y)', 'Grep']);
    expect(r.findings.map((f) => [f.code, f.message.match(/"([^"]*)"/)![1], f.column])).toEqual([
      ['denied-tool', 'Bash', 23],
    ]);
    const nel = checkText(as('"Read\\u0085Bash"'), { settings });
    expect(nel.data!.allowed_tools).toEqual(['Read', 'Bash']);
    expect(nel.effective_tools).toEqual(['Read']);
    expect(nel.findings.map((f) => [f.code, f.message.match(/"([^"]*)"/)![1]])).toEqual([['denied-tool', 'Bash']]);
  });

  it('a list entry is looked for in its own item only', () => {
    expect(doc(['allowed-tools:', '  - "\\x42sah"', '  - xBsah'])).toEqual([
      ['allowed-tools-list', 5, 3],
      ['unclassified-tool', 5, 5],
      ['unclassified-tool', 6, 5],
    ]);
  });
});
