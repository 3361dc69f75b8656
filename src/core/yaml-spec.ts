/**
 * Two places where the `yaml` library's value differs from YAML 1.2.2, fixed here so that
 * the lock hash and the signed message are those every conforming implementation computes
 * (SPEC §3). The library still parses the document and reports its errors; only the value
 * of these scalars is computed again from their source.
 *
 * 1. A double-quoted scalar with an escaped line break followed by empty lines: each empty
 *    line is a line feed (§7.3.1, production [112] `s-double-escaped`: `s-white* "\"
 *    b-non-content l-empty* s-flow-line-prefix`), and the white space before the `\` is
 *    content. The library reads one empty line as a space, and k lines as k − 1 line feeds.
 * 2. A block scalar with an explicit indentation indicator (`|1`, `>2-`): a trailing line of
 *    spaces deeper than the content indentation is a content line (§8.1.1.1, [171]
 *    `l-nb-literal-text`: a space is an `nb-char`). The library's lexer drops such lines
 *    when they are no deeper than the first content line, as it does for an auto-detected
 *    indentation, where that is right.
 */

/** A double-quoted scalar's one-character escapes (YAML 1.2 §5.7), as the library reads them. */
export const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  '\t': '\t',
};

/** An escaped line break: a `\` that an even run of backslashes (none included) precedes, then CR? LF. */
const ESCAPED_BREAK = /(?:^|[^\\])(?:\\\\)*\\\r?\n/;

/** True when a double-quoted scalar's source (quotes included) holds an escaped line break. */
export function hasEscapedBreak(source: string): boolean {
  return source.includes('\n') && ESCAPED_BREAK.test(source);
}

/**
 * The value of a double-quoted scalar from its source, quotes included, as YAML 1.2.2 reads
 * it. The source is one the library accepted (valid escapes, a closing quote).
 */
export function doubleQuotedValue(source: string): string {
  let res = '';
  const end = source.length - 1;
  for (let i = 1; i < end; ++i) {
    const ch = source[i];
    if (ch === '\r' && source[i + 1] === '\n') continue;
    if (ch === '\n') {
      // A line folding: one break is a space, a break and k empty lines are k line feeds.
      let breaks = 0;
      let j = i + 1;
      for (;;) {
        while (source[j] === ' ' || source[j] === '\t') j++;
        if (source[j] === '\n') j++;
        else if (source[j] === '\r' && source[j + 1] === '\n') j += 2;
        else break;
        breaks++;
      }
      res += breaks ? '\n'.repeat(breaks) : ' ';
      i = j - 1;
    } else if (ch === '\\') {
      const next = source[++i];
      if (next === '\n' || (next === '\r' && source[i + 1] === '\n')) {
        // An escaped break: no content for the break; each empty line after it is a line feed.
        let j = next === '\n' ? i + 1 : i + 2;
        for (;;) {
          while (source[j] === ' ' || source[j] === '\t') j++;
          if (source[j] === '\n') j++;
          else if (source[j] === '\r' && source[j + 1] === '\n') j += 2;
          else break;
          res += '\n';
        }
        i = j - 1;
      } else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        res += String.fromCodePoint(parseInt(source.slice(i + 1, i + 1 + length), 16));
        i += length;
      } else res += Object.hasOwn(ESCAPES, next) ? ESCAPES[next] : '\\' + next;
    } else if (ch === ' ' || ch === '\t') {
      // White space before a (plain) line break is not content; before anything else it is.
      let j = i;
      while (source[j + 1] === ' ' || source[j + 1] === '\t') j++;
      const after = source[j + 1];
      if (after !== '\n' && !(after === '\r' && source[j + 2] === '\n')) res += source.slice(i, j + 1);
      i = j;
    } else res += ch;
  }
  return res;
}

/** A block scalar's CST token, as the library keeps it with keepSourceTokens. */
export interface BlockScalarToken {
  type: 'block-scalar';
  offset: number;
  indent: number;
  props: { type: string; source: string }[];
  source: string;
}

function isBlockToken(t: unknown): t is BlockScalarToken {
  const b = t as BlockScalarToken | undefined;
  return b?.type === 'block-scalar' && b.props?.[0]?.type === 'block-scalar-header' && typeof b.source === 'string';
}

/**
 * The value of a block scalar with an explicit indentation indicator, when the library's
 * differs from YAML 1.2.2's (see above); else undefined. That is when a line of spaces deeper
 * than the content indentation is in it: one the lexer left out after the source (clip or
 * strip), or any in a scalar of only such lines (the library's shortcut for empty contents).
 * `text` is the YAML text and `end` the offset where the library's source of the scalar ends.
 */
export function blockScalarValue(token: unknown, text: string, end: number): string | undefined {
  if (!isBlockToken(token)) return undefined;
  const header = token.props[0].source;
  const mode = header[0];
  const digit = /[1-9]/.exec(header)?.[0];
  if (!digit || (mode !== '|' && mode !== '>')) return undefined;
  const trim = token.indent + Number(digit);
  // The lines of spaces right after the source: what the lexer left out.
  let at = end;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const line = text.slice(at, nl < 0 ? text.length : nl);
    if (!/^ *\r?$/.test(line)) break;
    at = nl < 0 ? text.length : nl + 1;
  }
  const lines = splitLines(token.source + text.slice(end, at));
  if (!lines.some(([indent, content]) => isEmpty(content) && indent.length > trim)) return undefined;
  return blockValue(lines, mode, header.includes('-') ? '-' : header.includes('+') ? '+' : '', trim);
}

const isEmpty = (content: string): boolean => content === '' || content === '\r';

/** `[indent, content]` per line, as the library splits a block scalar's source. */
function splitLines(source: string): [string, string][] {
  const split = source.split(/\n( *)/);
  const first = split[0];
  const lead = /^( *)/.exec(first)![1];
  const lines: [string, string][] = [[lead, first.slice(lead.length)]];
  for (let i = 1; i < split.length; i += 2) lines.push([split[i], split[i + 1]]);
  return lines;
}

/**
 * The library's block scalar value (resolve-block-scalar.js) for a fixed indentation `trim`,
 * over all of the scalar's lines, where a line of spaces deeper than `trim` is content
 * wherever it is (its contents start at the first line with a character or such spaces).
 */
function blockValue(lines: [string, string][], mode: string, chomp: string, trim: number): string {
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    if (isEmpty(lines[i][1])) chompStart = i;
    else break;
  }
  // Trailing lines deeper than the indentation are content (spaces).
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i][0].length > trim) {
      chompStart = i + 1;
      break;
    }
  }
  let contentStart = 0;
  while (contentStart < chompStart && isEmpty(lines[contentStart][1]) && lines[contentStart][0].length <= trim)
    contentStart++;
  let value = '';
  let sep = '';
  let prevMoreIndented = false;
  for (let i = 0; i < contentStart; ++i) value += lines[i][0].slice(trim) + '\n';
  for (let i = contentStart; i < chompStart; ++i) {
    const indent = lines[i][0];
    let content = lines[i][1];
    if (content.endsWith('\r')) content = content.slice(0, -1);
    if (mode === '|') {
      value += sep + indent.slice(trim) + content;
      sep = '\n';
    } else if (indent.length > trim || content[0] === '\t') {
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      value += sep + indent.slice(trim) + content;
      sep = '\n';
      prevMoreIndented = true;
    } else if (content === '') {
      if (sep === '\n') value += '\n';
      else sep = '\n';
    } else {
      value += sep + content;
      sep = ' ';
      prevMoreIndented = false;
    }
  }
  if (chomp === '-') return value;
  if (chomp === '+') {
    for (let i = chompStart; i < lines.length; ++i) value += '\n' + lines[i][0].slice(trim);
    return value.endsWith('\n') ? value : value + '\n';
  }
  return value + '\n';
}
