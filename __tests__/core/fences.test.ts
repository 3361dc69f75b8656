/** Locating the frontmatter fences (SPEC §1): exact `---` lines, LF or CRLF, trailing blanks. */
import { findFences } from '../../src/core/fences.js';

describe('findFences', () => {
  it('finds LF fences', () => {
    const f = findFences('---\na: 1\n---\nbody\n');
    expect(f).toMatchObject({ yamlStart: 4, yamlEnd: 9, bodyStart: 13, yamlFirstLine: 2, closingLine: 3, eol: '\n' });
  });

  it('finds CRLF fences and reports CRLF as the line break to write', () => {
    const text = '---\r\na: 1\r\n---\r\nbody\r\n';
    const f = findFences(text)!;
    expect(f).toMatchObject({ closingLine: 3, eol: '\r\n' });
    expect(text.slice(f.yamlStart, f.yamlEnd)).toBe('a: 1\r\n');
    expect(text.slice(f.bodyStart)).toBe('body\r\n');
  });

  it('allows trailing spaces and tabs on both fences', () => {
    const text = '--- \t\na: 1\n---\t  \nbody';
    const f = findFences(text)!;
    expect(text.slice(f.yamlStart, f.yamlEnd)).toBe('a: 1\n');
    expect(text.slice(f.bodyStart)).toBe('body');
  });

  it('takes a closing fence at the very end without a newline', () => {
    const f = findFences('---\na: 1\n---')!;
    expect(f).toMatchObject({ yamlEnd: 9, bodyStart: 12, closingLine: 3 });
  });

  it('closes at the first fence; later --- lines belong to the body', () => {
    const text = '---\na: 1\n---\n---\nb: 2\n---\n';
    const f = findFences(text)!;
    expect(f.closingLine).toBe(3);
    expect(text.slice(f.bodyStart)).toBe('---\nb: 2\n---\n');
  });

  it('closes an empty frontmatter', () => {
    expect(findFences('---\n---\n')).toMatchObject({ yamlStart: 4, yamlEnd: 4, closingLine: 2 });
  });

  it.each([
    ['----', '---\na: 1\n----\n'],
    ['--- x', '---\na: 1\n--- x\n'],
    ['...', '---\na: 1\n...\n'],
    [' --- (indented)', '---\na: 1\n ---\n'],
    ['no closer at all', '---\na: 1\n'],
    ['--- and a lone CR at the end of the file', '---\na: 1\n---\r'],
    ['--- and a lone CR before more text', '---\na: 1\n---\rbody\n'],
  ])('does not close at %s', (_name, text) => {
    expect(findFences(text)).toBeNull();
  });

  it.each([
    ['a BOM', '\ufeff---\na: 1\n---\n'],
    ['a blank first line', '\n---\na: 1\n---\n'],
    ['----', '----\na: 1\n---\n'],
    ['--- with text', '--- yaml\na: 1\n---\n'],
    ['only a fence', '---'],
    ['lone CR', '---\ra: 1\r---\r'],
    ['empty text', ''],
  ])('does not open on %s', (_name, text) => {
    expect(findFences(text)).toBeNull();
  });
});
