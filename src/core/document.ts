/**
 * bytes -> strict UTF-8 text -> fences -> YAML nodes with file positions (SPEC §1).
 *
 * The rest of skillgate never sees the `yaml` library's node types: this module turns
 * them into a small tree (`YNode`) whose every node knows its 1-based line and column in
 * the SKILL.md file, so validators report positions without knowing where the
 * frontmatter starts.
 */
import type { Node, Scalar } from 'yaml';
import { yamlLibrary as Y, type YamlLibrary } from './libraries.js';
import { blockScalarValue, doubleQuotedValue, hasEscapedBreak } from './yaml-spec.js';
import type { Finding } from './diagnostic.js';
import { findFences, type Fences } from './fences.js';
import { aliasMessage, fastParseYaml, MAX_DEPTH, propShown, TOO_DEEP } from './fastyaml.js';
import { bytePos, firstInvalidUtf8 } from './utf8.js';
import { isSecretKeyText } from './io-text.js';

export const MAX_FILE_BYTES = 1024 * 1024;
export { MAX_DEPTH };
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * Not in YAML 1.2's c-printable: C0 controls but tab, LF and CR; DEL; C1 but NEL; U+FFFE,
 * U+FFFF. And a CR that no LF follows: YAML 1.2 reads it as a line break, the parser here
 * (and the line numbers of every message) as a character of the line, so it is refused
 * rather than read either way.
 */
/** C0 controls other than tab and LF, and a CR without LF: refused anywhere in the YAML. */
const NON_PRINTABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f]|\r(?!\n)/;
/**
 * Characters YAML 1.2 admits only inside a quoted scalar: DEL, the C1 controls but NEL,
 * U+FFFE, U+FFFF (5.1: "YAML processors must allow all non-C0 characters inside quoted
 * scalars", for JSON compatibility) and U+FEFF (nb-char excludes the byte order mark,
 * nb-json does not). And the line breaks of YAML 1.1 that 1.2 reads as ordinary
 * characters (NEL, U+2028, U+2029; see YAML_11_BREAKS), allowed there by this checker only.
 */
const QUOTED_ONLY = /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g;
/**
 * YAML 1.1 readers (PyYAML, which many agent runtimes load SKILL.md with) break the line at
 * these: `allowed_tools: [] # note<U+2028>allowed_tools: [Bash]` is one key to a YAML 1.2
 * reader and a second one, Bash granted, to them. Inside a quoted scalar they only fold.
 */
const YAML_11_BREAKS = /[\x85\u2028\u2029]/;

export interface Pos {
  line: number;
  column: number;
}
export type ScalarType = 'str' | 'int' | 'float' | 'bool' | 'null';
export interface YScalar extends Pos {
  kind: 'scalar';
  value: string | number | boolean | null;
  type: ScalarType;
  /** A number's or boolean's text as written (`1.10`, `0x1F`), for messages: the value is 1.1, 31. */
  source?: string;
  /**
   * A `\U` escape in it names a surrogate (`"\U0000D83D\U0000DE00"`): no character, though two
   * such halves read as one once decoded. Its value is not well-formed Unicode (SPEC §2).
   */
  surrogate?: true;
}
export interface YSeq extends Pos {
  kind: 'seq';
  items: YNode[];
  flow: boolean;
}
export interface YPair {
  key: YScalar & { value: string };
  value: YNode;
}
export interface YMap extends Pos {
  kind: 'map';
  entries: YPair[];
  flow: boolean;
}
export type YNode = YScalar | YSeq | YMap;

export interface SkillDocument {
  text: string;
  fences: Fences;
  root: YMap;
  /** Text after the closing fence line. */
  body: string;
}

export type ParseOutcome = { ok: true; doc: SkillDocument } | { ok: false; findings: Finding[] };

export interface ParseOptions {
  /** Profile `agentskills` strips one leading BOM; `v1` rejects it. */
  allowBom?: boolean;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function fileFinding(
  code: 'MissingFrontmatter' | 'YamlParse' | 'FileTooLarge',
  message: string,
  pos: Pos = { line: 1, column: 1 },
): Finding {
  return { field: '', code, message, line: pos.line, column: pos.column, severity: 'error' };
}

export function lineStarts(text: string, limit = text.length): number[] {
  const starts = [0];
  let i = text.indexOf('\n');
  while (i >= 0 && i < limit) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return starts;
}

export function offsetToPos(starts: number[], offset: number): Pos {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/**
 * An offset at the end of a line (a YAML error "at" the line break, an unclosed `[`) is the
 * column after the line's last character whether the line ends in LF or CR LF: on the LF of a
 * CR LF, the column of the CR.
 */
function beforeCr(text: string, offset: number): number {
  return text.charCodeAt(offset) === 10 && text.charCodeAt(offset - 1) === 13 ? offset - 1 : offset;
}

/** A git conflict marker line: `<<<<<<< ours`, `||||||| base`, `=======`, `>>>>>>> theirs`. */
export const CONFLICT_MARKER = /^(?:<{7}|\|{7}|>{7})(?:[ \t].*)?(?=\r?$)|^={7}(?=\r?$)/m;

/** What to do about a conflict marker, wherever it is. */
export const CONFLICT_ADVICE =
  'a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)';

/** The first `n` UTF-16 units of `line` and `…` when there is more, never half of a surrogate pair. */
function headOf(line: string, n: number): string {
  if (line.length <= n) return line;
  const cut = /[\uD800-\uDBFF]/.test(line[n - 1]!) && /[\uDC00-\uDFFF]/.test(line[n]!) ? n - 1 : n;
  return `${line.slice(0, cut)}…`;
}

/** What a conflict marker line says, for a SKILL.md and the config alike. */
export function conflictMessage(line: string): string {
  const shown = JSON.stringify(headOf(line, 40));
  return `git conflict marker ${shown}: ${CONFLICT_ADVICE}`;
}

function conflictFinding(code: 'MissingFrontmatter' | 'YamlParse', line: string, at: Pos): Finding {
  return fileFinding(code, conflictMessage(line), at);
}

/** Decode and split a SKILL.md. Never throws for bad input. */
export function parseSkill(bytes: Uint8Array, opts: ParseOptions = {}): ParseOutcome {
  if (bytes.length > MAX_FILE_BYTES) {
    return {
      ok: false,
      findings: [
        fileFinding('FileTooLarge', `file is ${bytes.length} bytes; the limit is ${MAX_FILE_BYTES} bytes (1 MiB)`),
      ],
    };
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    return {
      ok: false,
      findings: [
        fileFinding(
          'YamlParse',
          `file is not valid UTF-8 (bad byte 0x${bytes[Math.max(at, 0)]?.toString(16).padStart(2, '0')} at offset ${at})`,
          bytePos(bytes, Math.max(at, 0)),
        ),
      ],
    };
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    return {
      ok: false,
      findings: [
        fileFinding(
          'YamlParse',
          'file contains a NUL byte: SKILL.md must be text',
          offsetToPos(lineStarts(text, nul + 1), nul),
        ),
      ],
    };
  }
  let bomOffset = 0;
  if (text.charCodeAt(0) === 0xfeff) {
    if (!opts.allowBom) {
      return {
        ok: false,
        findings: [
          fileFinding(
            'MissingFrontmatter',
            'file starts with a UTF-8 byte order mark: line 1 must be exactly `---` (remove the BOM)',
          ),
        ],
      };
    }
    bomOffset = 1;
  }
  const fences = findFences(bomOffset ? text.slice(1) : text);
  if (!fences) {
    const first = text.slice(bomOffset, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n')).replace(/\r$/, '');
    if (CONFLICT_MARKER.test(first))
      return { ok: false, findings: [conflictFinding('MissingFrontmatter', first, { line: 1, column: 1 })] };
    const msg = /^---[ \t]*$/.test(first)
      ? 'frontmatter has no closing `---` line (a line that is exactly `---`; `----`, `--- x` and `...` do not close it)'
      : `missing frontmatter: line 1 must be exactly \`---\`${
          // A secret key (a file of 64 hex digits) is never quoted into a report or a log.
          isSecretKeyText(first)
            ? ', found a line of 64 hexadecimal digits: is this a secret key file? (not quoted)'
            : first.length
              ? `, found ${JSON.stringify(headOf(first, 40))}`
              : ''
        }`;
    return { ok: false, findings: [fileFinding('MissingFrontmatter', msg)] };
  }
  if (bomOffset) {
    fences.yamlStart += 1;
    fences.yamlEnd += 1;
    fences.bodyStart += 1;
  }
  const yamlText = text.slice(fences.yamlStart, fences.yamlEnd);
  // Line starts only when a position past the first line is asked for (the fast path counts
  // lines itself; the library path and errors need them).
  let starts: number[] | undefined;
  const pos = (yamlOffset: number): Pos =>
    yamlOffset === 0
      ? { line: fences.yamlFirstLine, column: 1 }
      : offsetToPos((starts ??= lineStarts(text, fences.yamlEnd + 1)), beforeCr(text, fences.yamlStart + yamlOffset));

  const y = parseYaml(yamlText, pos, { line: fences.yamlFirstLine, column: 1 });
  if (!y.ok) {
    // A merge left both sides in the file: that is what to say, not the YAML errors it makes.
    const marker = CONFLICT_MARKER.exec(yamlText);
    return marker ? { ok: false, findings: [conflictFinding('YamlParse', marker[0], pos(marker.index))] } : y;
  }
  if (!y.root) {
    // Nothing in it to point at: a file-level finding, at line 1 (SPEC §1).
    return {
      ok: false,
      findings: [
        fileFinding('YamlParse', 'frontmatter is empty: it must be a YAML mapping of keys to values', {
          line: 1,
          column: 1,
        }),
      ],
    };
  }
  // What mainstream loaders read otherwise than YAML 1.2 does: refused, so that no skill
  // declares one thing to this checker and another to the agent that loads it. (A text YAML
  // refuses already is reported as YAML reads it.)
  const differs = loaderDifferential(yamlText);
  if (differs) return { ok: false, findings: [fileFinding('YamlParse', differs.message, pos(differs.at))] };
  // Line 1 with trailing whitespace (`--- `, which SPEC §1 allows): front-matter looks for a
  // line that is exactly `---` (or `= yaml =`) anywhere, so it opens at the closing fence (or
  // at such a line inside a quoted string, after a U+2028) and reads what lies up to the next
  // `---`, `...` or `= yaml =` line as the frontmatter (allowed-tools: Bash there). Refused then
  // only: any such line but the closing fence, as JavaScript reads lines (U+2028 and U+2029
  // break them) and front-matter ends them (any whitespace after the marker).
  const opening = text.slice(bomOffset, text.indexOf('\n'));
  if (opening.replace(/\r$/, '') !== '---' && fenceLikeLine(text, fences))
    return {
      ok: false,
      findings: [
        fileFinding(
          'YamlParse',
          'line 1 has spaces or tabs after `---` and the file holds another line that reads as a fence (`---`, `...` or `= yaml =`, then only whitespace; a U+2028 or U+2029 starts a line there too): loaders such as front-matter look for a line that is exactly `---`, so they would read part of the file as the frontmatter; end line 1 right after `---`',
        ),
      ],
    };
  const root = y.root;
  return { ok: true, doc: { text, fences, root, body: text.slice(fences.bodyStart) } };
}

/**
 * A line front-matter opens or ends its frontmatter at (`^(= yaml =|---)$`, then
 * `^(?:\2|\.\.\.)\s*$`, JavaScript's multiline `^` and `$`), the closing fence aside:
 * whether one is after line 1.
 */
function fenceLikeLine(text: string, fences: Fences): boolean {
  // (front-matter's opening line may start with a byte order mark: `^\ufeff?(= yaml =|---)$`.)
  const re = /^\ufeff?(?:---|\.\.\.|= yaml =)\s*$/gm;
  re.lastIndex = fences.yamlStart;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index !== fences.yamlEnd) return true;
    re.lastIndex = m.index + 3; // the fence's own `---`: a match may not swallow the lines after it
  }
  return false;
}

/**
 * A line of the frontmatter that starts like a fence or a document end marker (`...` then
 * whitespace as JavaScript reads it, which front-matter ends its frontmatter at).
 */
const MARKER_LINE = /^(?:---|\.\.\.(?=\s|$))/m;
/** An escaped line break (an odd run of `\` at a line's end) followed by an empty line. */
const ESCAPED_BREAK_BLANK = /(?<!\\)(?:\\\\)*\\\r?\n[ \t]*\r?\n/;

/**
 * Where the frontmatter would be read otherwise by a mainstream loader than by YAML 1.2, or
 * undefined. A line starting with `---` (`---x: 1`, `----`): gray-matter ends the frontmatter
 * there, so every key after it (allowed-tools too) would be body to it. A `...` line, YAML's
 * document end: front-matter ends it there, and what follows up to the fence (comments, which
 * no signature covers) would be the prompt. An escaped line break followed by an empty line
 * in a double-quoted string (`"Ba\` at a line's end, an empty line, then `sh"`): YAML 1.2 reads a line feed, js-yaml (gray-matter,
 * front-matter) joins the lines, so `"Read Ba` written so grants Bash there and names `Ba` and
 * `sh` here, and a key so spelled is `allowed-tools` there.
 */
function loaderDifferential(yamlText: string): { at: number; message: string } | undefined {
  // An indented first line (`  allowed-tools: |` before `  name: pdf`): front-matter strips
  // the frontmatter's leading whitespace, so a block scalar there takes the keys after it.
  // Whitespace as JavaScript's \s reads it (what front-matter trims): a no-break space, U+3000
  // or a U+FEFF too, which YAML reads as part of the key (gray-matter keeps a U+FEFF in it).
  const lead = /^\s*/.exec(yamlText)![0];
  const indent = lead.length - (lead.lastIndexOf('\n') + 1);
  if (indent > 0 && lead.length < yamlText.length && yamlText[lead.length] !== '#') {
    const odd = /[^ \t\r\n]/.exec(lead.slice(lead.length - indent));
    return {
      at: lead.length - indent,
      message: odd
        ? `the frontmatter's first line starts with U+${hex4(odd[0])}, which loaders such as front-matter strip as whitespace (and gray-matter keeps in the first key), so its keys and values read otherwise there; start the first key at column 1`
        : "the frontmatter's first line is indented: loaders such as front-matter strip that indentation, so where its values end changes (a block scalar there takes the keys after it); start the first key at column 1",
    };
  }
  // A quoted string whose line ends in an escaped quote (`\"`, `''`), continued on a line that
  // starts with a tab and `#`: the yaml library reads a comment there and ends the string
  // (`"Read \"`, then a line `<tab># Bash"`, is `Read "`), YAML 1.2 and the other loaders read `Read " # Bash`.
  const tabHash = escapedQuoteBeforeTabHash(yamlText);
  if (tabHash !== undefined)
    return {
      at: tabHash,
      message:
        'a quoted string whose line ends in an escaped quote, continued on a line that starts with `#`: the YAML library reads a comment there and ends the string early, other loaders read the text; write the string on one line',
    };
  const marker = MARKER_LINE.exec(yamlText);
  // A `...` that ends the frontmatter's text (nothing but blank lines after it) changes nothing.
  // Its line ends where JavaScript's does (at U+2028 too: inside a quoted value, more follows).
  const markerEnd = marker ? /[\n\r\u2028\u2029]|$/.exec(yamlText.slice(marker.index))! : undefined;
  if (marker && (marker[0] === '---' || /\S/.test(yamlText.slice(marker.index + markerEnd!.index + 1))))
    return {
      at: marker.index,
      message:
        marker[0] === '---'
          ? 'a line starting with `---` inside the frontmatter: loaders such as gray-matter end the frontmatter there, and would read every key after it as the body; indent it, or quote it as a value'
          : "a `...` line (YAML's document end) with more after it inside the frontmatter: loaders such as front-matter end the frontmatter there, and would read what follows (comments too, which no signature covers) as the body; remove it",
    };
  if (!ESCAPED_BREAK_BLANK.test(yamlText)) return undefined;
  let found: number | undefined;
  for (const t of quotedScalars(yamlText) ?? []) {
    const m = t.type === 'double-quoted-scalar' ? ESCAPED_BREAK_BLANK.exec(t.source) : null;
    if (m) {
      found = t.offset + m.index;
      break;
    }
  }
  return found === undefined
    ? undefined
    : {
        at: found,
        message:
          'an escaped line break (`\\` at the end of a line) followed by an empty line in a double-quoted string: YAML 1.2 reads a line feed there, js-yaml (gray-matter, front-matter) joins the lines, so the value (or key) would read otherwise to an agent; write it on one line, with "\\n" for a line feed',
      };
}

/**
 * Candidates: a line ending in `\"` or `''` (blanks after it allowed), then blank lines or
 * none, then a line whose first non-blank is `#`. The library's own tokens then decide (the
 * blanks need not hold a tab: `#` at column 1 after the quote misreads too). Each run of
 * blanks is tried from one start only (a start is a quote pair), so hostile lines of tabs
 * cost their length once, not its square.
 */
const QUOTE_PAIR_THEN_HASH = /(?:\\"|'')[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*#/g;

/**
 * Where the line starts after a quoted string that the yaml library ends at a line's end
 * though YAML 1.2 keeps it open (its last quote escaped: `"Read \"`, `'Read ''`), when a
 * line starting with `#` follows (the library reads a comment there, after blank lines too);
 * undefined when there is none. The library's own tokens decide whether the string closes there (`"C:\\"` and
 * `'it'''` are closed: no differential): a text pattern cannot tell an escaped closing quote
 * from an escaped quote inside the string.
 */
function escapedQuoteBeforeTabHash(text: string): number | undefined {
  // Where a candidate's quote pair ends → where the next line starts.
  const ends = new Map<number, number>();
  QUOTE_PAIR_THEN_HASH.lastIndex = 0;
  for (let m = QUOTE_PAIR_THEN_HASH.exec(text); m; m = QUOTE_PAIR_THEN_HASH.exec(text)) {
    ends.set(m.index + 2, m.index + m[0].indexOf('\n') + 1);
    // `'''` then a line end: the pair that ends the run is a candidate too.
    QUOTE_PAIR_THEN_HASH.lastIndex = m.index + 1;
  }
  if (!ends.size) return undefined;
  let first: number | undefined;
  for (const t of quotedScalars(text) ?? []) {
    const at = ends.get(t.offset + t.source.length);
    if (at !== undefined && !closesAtItsEnd(t) && (first === undefined || at < first)) first = at;
  }
  return first;
}

/** Whether a quoted scalar's source, read as YAML 1.2 reads it, closes at its last character. */
function closesAtItsEnd(t: QuotedToken): boolean {
  const s = t.source;
  const quote = t.type === 'double-quoted-scalar' ? '"' : "'";
  for (let i = 1; i < s.length; i++) {
    if (quote === '"' && s[i] === '\\') i++;
    else if (s[i] === quote) {
      if (quote === "'" && s[i + 1] === "'") i++;
      else return i === s.length - 1;
    }
  }
  return false;
}

/** A quoted scalar of the `yaml` library's CST, where it stands in the text. */
interface QuotedToken {
  type: 'double-quoted-scalar' | 'single-quoted-scalar';
  offset: number;
  source: string;
}

/**
 * The quoted scalars of `text`, from the library's lexer (the tokens its CST is built of), in
 * text order; undefined when it does not lex. One linear pass in constant memory: building the
 * CST of a hostile 1 MiB text (a million `[`) took 5 s and 1 GB, for a text that one BOM in a
 * quoted value, or a comment ending in `\`, sent here.
 */
function quotedScalars(text: string): QuotedToken[] | undefined {
  const out: QuotedToken[] = [];
  let off = 0;
  try {
    for (const tok of new (Y().Lexer)().lex(text)) {
      // Control tokens (document start, scalar, flow error) are not in the source.
      if ((tok === '\x02' || tok === '\x18' || tok === '\x1f') && !text.startsWith(tok, off)) continue;
      if (!text.startsWith(tok, off)) return undefined; // out of step: cannot tell
      const c = tok.charCodeAt(0);
      if (c === 0x22 || c === 0x27)
        out.push({ type: c === 0x22 ? 'double-quoted-scalar' : 'single-quoted-scalar', offset: off, source: tok });
      off += tok.length;
    }
  } catch {
    return undefined;
  }
  return out;
}

/**
 * The offset of the first character of QUOTED_ONLY in `text` outside a quoted scalar (a
 * U+FEFF at its very start excepted), or -1. The CST is built only when the text holds one.
 */
function quotedOnlyOutsideQuotes(text: string): number {
  QUOTED_ONLY.lastIndex = text.startsWith('\uFEFF') ? 1 : 0;
  const first = QUOTED_ONLY.exec(text);
  if (!first) return -1;
  const tokens = quotedScalars(text);
  if (!tokens) return -1; // the parse reports what is wrong
  const quoted = tokens.map((t): [number, number] => [t.offset, t.offset + t.source.length]);
  // Both in source order: one pass (a range per character would be quadratic on a hostile file).
  quoted.sort((x, y) => x[0] - y[0]);
  let i = 0;
  for (let m: RegExpExecArray | null = first; m; m = QUOTED_ONLY.exec(text)) {
    const at = m.index;
    while (i < quoted.length && quoted[i][1] <= at) i++;
    if (i === quoted.length || !(at > quoted[i][0] && at < quoted[i][1])) return at;
  }
  return -1;
}

/** A UTF-16 unit as four upper-case hex digits. */
const hex4 = (ch: string): string => ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** YAML text -> root mapping (null when the document is empty), with positions via `pos`. */
export function parseYaml(
  yamlText: string,
  pos: (offset: number) => Pos,
  emptyAt: Pos,
  /** At most this many values (scanStructure()), checked before anything is composed. */
  maxValues?: number,
): { ok: true; root: YMap | null } | { ok: false; findings: Finding[] } {
  // YAML 1.2 (5.1): the stream holds only printable characters; others must be written as
  // escapes inside double quotes. The library lets them through; a conformant loader does not.
  const bad = NON_PRINTABLE.exec(yamlText);
  if (bad) {
    const message =
      bad[0] === '\r'
        ? 'a CR without LF (an old Mac line end) is not allowed in the frontmatter: end its lines with LF or CRLF; inside double quotes write it as the escape "\\r"'
        : `character U+${hex4(bad[0])} is not allowed in YAML text (YAML 1.2 admits printable characters only); inside double quotes write it as the escape "\\u${hex4(bad[0])}"`;
    return { ok: false, findings: [fileFinding('YamlParse', message, pos(bad.index))] };
  }
  // DEL, C1 controls, U+FFFE/U+FFFF and U+FEFF are allowed inside quoted scalars only; the
  // library lets them through elsewhere too. (Rare: one regex test, the CST only then.)
  const outside = quotedOnlyOutsideQuotes(yamlText);
  if (outside >= 0) {
    const ch = yamlText[outside];
    const message =
      ch === '\uFEFF'
        ? 'character U+FEFF (a byte order mark) is allowed in YAML only inside a quoted string; remove it, or inside double quotes write it as the escape "\\uFEFF"'
        : YAML_11_BREAKS.test(ch)
          ? `character U+${hex4(ch)} (${ch === '\x85' ? 'next line' : ch === '\u2028' ? 'line separator' : 'paragraph separator'}) is allowed here only inside a quoted string: YAML 1.1 readers (PyYAML) break the line at it, so what follows would read as YAML of its own (a key after a comment); remove it, or inside double quotes write it as the escape "\\u${hex4(ch)}"`
          : `character U+${hex4(ch)} is allowed in YAML only inside a quoted string (YAML 1.2 admits printable characters only elsewhere); quote the value, or inside double quotes write it as the escape "\\u${hex4(ch)}"`;
    return { ok: false, findings: [fileFinding('YamlParse', message, pos(outside))] };
  }
  const tooMany = (at: number, most: number, why = '') =>
    fileFinding(
      'YamlParse',
      `more than ${most.toLocaleString('en-US')} values (keys, scalars, list items, lists and mappings) in the frontmatter${why}`,
      pos(at),
    );
  if (maxValues !== undefined) {
    const many = scanStructure(yamlText, maxValues).tooMany;
    if (many !== null) return { ok: false, findings: [tooMany(many, maxValues)] };
  }
  // The common plain subset, ~20x faster; anything it is not sure of falls through (fastyaml.ts).
  // Linear up to the file limit (tests in document.test.ts and validate-hostile.test.ts).
  const fast = fastParseYaml(yamlText, pos);
  if (Array.isArray(fast)) {
    // Nesting past MAX_DEPTH, the fast path reports as convert() does; unless the library
    // path would refuse the text as a whole first, before composing it (below).
    const deep = fast.some((f) => f.message === TOO_DEEP) ? nestingTooDeep(yamlText) : null;
    if (deep !== null) return { ok: false, findings: [fileFinding('YamlParse', TOO_DEEP, pos(deep))] };
    return { ok: false, findings: capFindings(fast) };
  }
  if (fast) return { ok: true, root: fast };
  // Deep nesting is refused before the library composes it: its composer recurses per level,
  // so 5,000 levels cost seconds or a stack overflow (SPEC §1: nesting deeper than 64). And
  // so is a text of more values than LIMITS.values: the library's CST and nodes cost 1–2 KB
  // a value (1 MiB of nested lists with a tab in it: 5 s and 1 GB), unless its head already
  // holds so many YAML errors that they are the report (below).
  const scan = scanStructure(yamlText, LIMITS.values);
  if (scan.deep !== null) {
    return { ok: false, findings: [fileFinding('YamlParse', TOO_DEEP, pos(scan.deep))] };
  }
  // A text with many broken lines is judged by its head: the library's time and memory grow
  // with each error (1 MiB of lines like `a` took 15 s and 1.3 GB for 500,000 findings).
  for (const head of LIMITS.heads) {
    if (yamlText.length < 2 * head) break;
    // A head that holds too many values itself is not parsed either.
    if (scan.tooMany !== null && head > scan.tooMany) break;
    const capped = cappedFromHead(yamlText, head, pos);
    if (capped) {
      headStats.hits++;
      return { ok: false, findings: capped };
    }
  }
  if (scan.tooMany !== null) {
    const why =
      " that needs the full YAML parser (skillgate's fast reader takes YAML's common forms whatever their size; this frontmatter holds one it leaves to the full parser, such as a tab, an anchor, a tag, a quoted key with an escape or a flow collection over several lines)";
    const early = headErrors(yamlText, Math.min(LIMITS.heads[0] ?? 0, scan.tooMany), pos);
    return { ok: false, findings: [...early, tooMany(scan.tooMany, LIMITS.values, why)] };
  }
  let ydoc: ReturnType<typeof YamlLibrary.parseDocument>;
  try {
    ydoc = libraryParse(yamlText);
  } catch (e) {
    return { ok: false, findings: [fileFinding('YamlParse', libraryMessage(e), emptyAt)] };
  }
  if (ydoc.errors.length) {
    const errors = errorFindings(ydoc.errors, yamlText, pos).findings;
    // Every error is reported, not the first: a duplicate key, an anchor or a tag the text
    // holds before the first syntax error (where the library read it as written) is said
    // beside it, not only once the syntax is fixed. What follows that error is not judged.
    // A loop, not Math.min(...): 300,000 errors would be too many arguments (a stack overflow).
    let firstAt = Infinity;
    for (const e of ydoc.errors) if (e.pos[0] < firstAt) firstAt = e.pos[0];
    const first = pos(firstAt);
    const earlier: Finding[] = [];
    if (Y().isMap(ydoc.contents)) {
      const found: Finding[] = [];
      try {
        convert(ydoc.contents, 1, pos, found, yamlText);
      } catch {
        // a tree too broken to walk: the syntax errors alone
      }
      for (const f of found)
        if (f.line < first.line || (f.line === first.line && f.column < first.column)) earlier.push(f);
    }
    if (!earlier.length) return { ok: false, findings: errors };
    const all = [...earlier, ...errors].sort((a, b) => a.line - b.line || a.column - b.column);
    return { ok: false, findings: capFindings(all) };
  }
  // A directive after the `...` that ends the document, with no document after it: the
  // library lets it pass, YAML 1.2 does not (a directive must be followed by `---`), and
  // one on line 2 is refused, so this one is too.
  // Reported with the document's other problems, after them (it comes last in the text).
  const end = /^\.\.\.(?=[ \t\r\n#]|$)/m.exec(yamlText);
  const late = end ? /^%/m.exec(yamlText.slice(end.index)) : null;
  const lateDirective =
    end && late
      ? fileFinding(
          'YamlParse',
          'YAML directives (lines starting with `%`) are not allowed in SKILL.md frontmatter',
          pos(end.index + late.index),
        )
      : undefined;
  const withLate = (findings: Finding[]): Finding[] => (lateDirective ? [...findings, lateDirective] : findings);
  const contents = ydoc.contents;
  const bareTags = emptyVerbatimTags(yamlText, pos);
  if (bareTags.length) {
    const found: Finding[] = [];
    if (Y().isMap(contents)) convert(contents, 1, pos, found, yamlText);
    return {
      ok: false,
      findings: capFindings(withLate([...found, ...bareTags].sort((a, b) => a.line - b.line || a.column - b.column))),
    };
  }
  if (contents === null || (Y().isScalar(contents) && contents.value === null && !contents.tag && !contents.anchor)) {
    return lateDirective ? { ok: false, findings: [lateDirective] } : { ok: true, root: null };
  }
  if (!Y().isMap(contents)) {
    const where = contents.range ? pos(contents.range[0]) : emptyAt;
    const what = Y().isSeq(contents) ? 'a list' : 'a scalar';
    return {
      ok: false,
      findings: withLate([
        fileFinding('YamlParse', `the document must be a YAML mapping of keys to values; it is ${what}`, where),
      ]),
    };
  }
  const findings: Finding[] = [];
  const root = convert(contents, 1, pos, findings, yamlText) as YMap | null;
  if (findings.length || !root || lateDirective) return { ok: false, findings: capFindings(withLate(findings)) };
  return { ok: true, root };
}

/**
 * Offset of the quote that opens the last quoted scalar at or before `until` which its
 * quote does not close (the lexer's token runs on to the end of the text), or -1.
 */
function unclosedQuote(quotes: UnclosedQuotes, quote: string, until: number): number {
  const list = quote === "'" ? quotes.single : quotes.double;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] <= until) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? list[lo - 1] : -1;
}

interface UnclosedQuotes {
  single: number[];
  double: number[];
}

/**
 * The offsets of the quoted scalars whose quote does not close them, in one pass of the
 * lexer, for every "Missing closing quote" of a document: one pass per error was quadratic
 * (4,000 such lines, 70 KB, took 19 s).
 */
function unclosedQuotes(yamlText: string): UnclosedQuotes {
  const out: UnclosedQuotes = { single: [], double: [] };
  for (const { tok, off } of lexed(yamlText)) {
    const q = tok.charAt(0);
    if ((q === "'" || q === '"') && !closes(tok, q)) (q === "'" ? out.single : out.double).push(off);
  }
  return out;
}

/**
 * Each empty verbatim tag (`!<>`) as the explicit tag it is: YAML forbids it (a verbatim tag
 * names a URI), and the library drops it without a word (no tag, no error), so `allowed_tools:
 * !<> [Bash]` passed where every other tag is refused.
 */
function emptyVerbatimTags(yamlText: string, pos: (o: number) => Pos): Finding[] {
  const out: Finding[] = [];
  if (!yamlText.includes('!<>')) return out;
  for (const { tok, off } of lexed(yamlText))
    if (tok === '!<>')
      out.push(fileFinding('YamlParse', 'explicit tags (!<>) are not allowed in SKILL.md frontmatter', pos(off)));
  return out;
}

/**
 * The lexer's tokens with their offsets in the text. Its markers (document start, scalar,
 * flow end) stand for no text: they come with `tok` '' and `marker` set.
 */
function* lexed(yamlText: string): Generator<{ tok: string; off: number; marker?: string }> {
  let off = 0;
  for (const tok of new (Y().Lexer)().lex(yamlText)) {
    if (tok === '\x02' || tok === '\x18' || tok === '\x1f') {
      yield { tok: '', off, marker: tok };
      continue;
    }
    yield { tok, off };
    off += tok.length;
  }
}

/**
 * The flow collections the lexer had to cut off (it ends them with a flow-end marker when
 * the text runs out or drops back to block indentation): each `[` or `{` with its offset,
 * innermost first within a cut.
 */
function unclosedFlows(yamlText: string): { c: string; at: number }[] {
  const open: { c: string; at: number }[] = [];
  const cut: { c: string; at: number }[] = [];
  for (const { tok, off, marker } of lexed(yamlText)) {
    if (marker === '\x18') while (open.length) cut.push(open.pop()!);
    else if (tok === '[' || tok === '{') open.push({ c: tok, at: off });
    else if ((tok === ']' || tok === '}') && open.length) open.pop();
  }
  while (open.length) cut.push(open.pop()!);
  return cut;
}

/** The first cut-off collection opened by `c` before `until`, taken from the list; or -1. */
function takeUnclosed(list: { c: string; at: number }[], c: string, until: number): number {
  const i = list.findIndex((x) => x.c === c && x.at <= until);
  if (i < 0) return -1;
  return list.splice(i, 1)[0].at;
}

/** True when a quoted scalar's source ends with its closing quote. */
function closes(tok: string, quote: string): boolean {
  if (quote === "'") return /^'(?:[^']|'')*'$/.test(tok);
  let i = 1;
  while (i < tok.length) {
    const c = tok.charAt(i);
    if (c === '\\') i += 2;
    else if (c === '"') return i === tok.length - 1;
    else i++;
  }
  return false;
}

/**
 * The commonest cause of "Implicit keys need to be on a single line" (or, on the last line,
 * "Implicit map keys need to be followed by map values") in frontmatter: a long
 * value went on over a second line that is not indented (a pasted description), so YAML
 * reads that line as a key. Said when the line at `at` starts at column 1, is no `key:` of
 * its own, and the line above is a `key: value` line.
 */
function continuationHint(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  if (start !== at || start === 0) return '';
  const end = text.indexOf('\n', start);
  const line = text.slice(start, end < 0 ? text.length : end);
  // A key of its own (`key: v`, or `key:[v]` short of a space), a list item, a comment: no.
  if (/^[^\s#][^:]*:/.test(line) || /^-(?:[ \t]|\r?$)/.test(line)) return '';
  const prevStart = text.lastIndexOf('\n', start - 2) + 1;
  const prev = /^([A-Za-z_][\w-]*):[ \t]+([^\s#].*?)\r?$/.exec(text.slice(prevStart, start - 1));
  if (!prev) return '';
  // The value above must be one that can go on: not a flow collection, not a quoted value
  // closed on its own line (indenting the next line could not join them).
  const v = prev[2]!;
  if (/^[[{]/.test(v) || /^"(?:[^"\\]|\\.)*"\s*(?:#.*)?$/.test(v) || /^'(?:[^']|'')*'\s*(?:#.*)?$/.test(v)) return '';
  return ` (if this line is the rest of the value of ${JSON.stringify(prev[1])} above, indent it: a value's next lines must be indented)`;
}

/** The yaml library's "a token out of place" error (`Unexpected flow-seq-end token in YAML stream: "]"`). */
const STREAM_ERROR = /^Unexpected ([\w-]+) token in YAML stream/;
/** The v1 keys whose value is a list of names. */
const LIST_KEYS = new Set(['allowed_tools', 'disallowed_tools', 'allowed_memory_scopes', 'tags']);
/** The library's words for a second collection (or an alias) after a complete value on its line. */
const SECOND_VALUE = /^Unexpected (?:flow-seq-start|flow-map-start|alias|anchor) at node end/;

/** The library, with the options the contract needs (its errors carry no stack trace). */
function libraryParse(yamlText: string): ReturnType<typeof YamlLibrary.parseDocument> {
  // Each error the library makes is an Error: capturing its stack was half the time of a
  // text with an error on every line.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return Y().parseDocument(yamlText, {
      version: '1.2',
      schema: 'core',
      merge: false,
      // Duplicate keys are found in convert(), which can name the first definition.
      uniqueKeys: false,
      strict: true,
      prettyErrors: false,
      intAsBigInt: false,
      // Block scalars' tokens, for their indentation (yaml-spec.ts).
      keepSourceTokens: true,
    });
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * At most this many YAML findings a file (SPEC §2 has every error reported: far more than
 * any real file holds), then one that says more follow: a flood of one per line is bounded.
 */
export const MAX_YAML_FINDINGS = 10_000;
const DEFAULT_HEADS = [32 * 1024, 256 * 1024];
/** The cap, and the heads of a long text parsed alone first (cappedFromHead), each for texts twice as long. */
/**
 * The most values (keys, scalars, list items, collections) of a text the library composes:
 * ~200 MB and 0.5 s; no real frontmatter comes near (the fast path reads any number).
 */
export const MAX_LIBRARY_VALUES = 100_000;
const LIMITS = { findings: MAX_YAML_FINDINGS, heads: DEFAULT_HEADS, values: MAX_LIBRARY_VALUES };
/** For tests: how many texts their head decided. */
export const headStats = { hits: 0 };
/** For tests: other limits (small ones make the heads' path testable on small texts); none: the defaults. */
export function setYamlLimits(limits?: { findings?: number; heads?: number[]; values?: number }): void {
  LIMITS.findings = limits?.findings ?? MAX_YAML_FINDINGS;
  LIMITS.heads = limits?.heads ?? DEFAULT_HEADS;
  LIMITS.values = limits?.values ?? MAX_LIBRARY_VALUES;
}

/** How the finding past MAX_YAML_FINDINGS begins (it says more follow; it is no error itself). */
export const MORE_YAML_ERRORS = 'more YAML errors follow from here';
const moreYamlErrors = () =>
  `${MORE_YAML_ERRORS}; only the first ${LIMITS.findings} are listed (fix them first: one mistake often causes many)`;

type YamlError = ReturnType<typeof YamlLibrary.parseDocument>['errors'][number];

/**
 * The library's errors as findings, in the order of their offsets, cut to
 * MAX_YAML_FINDINGS plus one that says more follow. `stream` counts the stream errors seen.
 */
function errorFindings(
  all: readonly YamlError[],
  yamlText: string,
  pos: (offset: number) => Pos,
): { findings: Finding[]; stream: number; whole: number } {
  const sorted = [...all].sort((a, b) => a.pos[0] - b.pos[0]);
  let unclosed: { c: string; at: number }[] | undefined;
  let quotes: UnclosedQuotes | undefined;
  let ends: number[] | undefined;
  const directive = /^%/m.exec(yamlText);
  // One token out of place (a stray `]`) leaves the parser out of step for the rest of
  // the text: every later token is "unexpected" too, on lines that are fine. The first is
  // the finding; the ones after it are its echo.
  let streamErrors = 0;
  // `argument-hint: [a] [b]`: once a second collection (or an alias) follows a complete value,
  // the rest of its line is the library's echo of that one mistake (`b` after a value, a `]`
  // closing no list): the first says it, with the fix for the whole line.
  let echoUntil = -1;
  let echoed: YamlError | undefined;
  // The error that says the first token out of place (when it is an echo: the error it echoes).
  let outOfStep: YamlError | undefined;
  // The end of the echoed error's line, and whether the library read on past it in its open collection.
  let lineEnd = -1;
  let readOn = false;
  const errors = sorted.filter((e) => {
    const stream = STREAM_ERROR.test(e.message);
    // A list left open on that line (`[x] [abc`) is ended by the library at the next line's
    // start: its "Unexpected flow-error-end" is the same mistake's echo too.
    if (e.pos[0] < echoUntil || (e.pos[0] <= echoUntil + 1 && /^Unexpected flow-error-end/.test(e.message))) {
      if (stream && streamErrors++ === 0) outOfStep = echoed;
      // (Past its line, where there is more text: not the end of the YAML.)
      if (e.pos[0] > lineEnd && !readOn) {
        const more = /\S/g;
        more.lastIndex = lineEnd;
        readOn = more.test(yamlText);
      }
      return false;
    }
    if (SECOND_VALUE.test(e.message)) {
      const end = yamlText.indexOf('\n', e.pos[0]);
      echoUntil = lineEnd = end < 0 ? yamlText.length : end;
      echoed = e;
      // The second collection left open (`[x] [abc`): the library reads on in it, line after
      // line, and what it then says is that one mistake too: said once, with the YAML not read.
      const rest = yamlText.slice(e.pos[0], lineEnd);
      if ((rest.match(/[[{]/g)?.length ?? 0) > (rest.match(/[\]}]/g)?.length ?? 0)) echoUntil = yamlText.length;
    }
    if (stream && streamErrors++ === 0) outOfStep = e;
    return !stream || outOfStep === e;
  });
  // What the parser did not read past it is said with it.
  const unread = streamErrors > 1 || readOn ? ' (the YAML after it is not read until this is fixed)' : '';
  if (readOn && !outOfStep) outOfStep = echoed;
  const toFinding = (e: YamlError): Finding => {
    const message = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    if (e.code === 'MULTIPLE_DOCS') {
      // Point at the `...` that ended the first document, not at the second one.
      let marker = -1;
      for (const at of (ends ??= [...yamlText.matchAll(/^\.\.\.(?=[ \t\r\n#]|$)/gm)].map((m) => m.index))) {
        if (at < e.pos[0]) marker = at;
        else break;
      }
      if (marker < 0 && yamlText.startsWith('---', e.pos[0])) {
        // `--- x` (or `---` followed by a space or tab and more) is no closing fence: it
        // starts a second document.
        return fileFinding(
          'YamlParse',
          'the frontmatter must be one YAML document; this `---` line starts another (only a line that is exactly `---` closes the frontmatter)',
          pos(e.pos[0]),
        );
      }
      return fileFinding(
        'YamlParse',
        'the frontmatter must be one YAML document; remove the `...` line inside it',
        pos(marker < 0 ? e.pos[0] : marker),
      );
    }
    if (e.code === 'MISSING_CHAR' && directive && message.startsWith('Missing directives-end')) {
      return fileFinding(
        'YamlParse',
        'YAML directives (lines starting with `%`) are not allowed in SKILL.md frontmatter',
        pos(directive.index),
      );
    }
    const flow = /^Flow (sequence|map) in block collection must be sufficiently indented and end with a/.exec(message);
    if (flow) {
      // The library points where the collection was cut off: point at its `[` or `{`.
      const open = takeUnclosed((unclosed ??= unclosedFlows(yamlText)), flow[1] === 'map' ? '{' : '[', e.pos[0]);
      if (open >= 0) return fileFinding('YamlParse', libraryMessage(message), pos(open));
    }
    if (e.code === 'MISSING_CHAR' && /^Missing closing ["']quote/.test(message)) {
      // The library points past the end of the text the quote swallowed: point at the quote.
      const open = unclosedQuote((quotes ??= unclosedQuotes(yamlText)), message.charAt(16), e.pos[0]);
      if (open >= 0) return fileFinding('YamlParse', libraryMessage(message), pos(open));
    }
    if (/^Implicit (?:keys need to be on a single line|map keys need to be followed by map values)/.test(message)) {
      const hint = continuationHint(yamlText, e.pos[0]);
      if (hint) return fileFinding('YamlParse', `${libraryMessage(message)}${hint}`, pos(e.pos[0]));
    }
    const said = libraryMessage(message, yamlText, e.pos[0]);
    return fileFinding('YamlParse', e === outOfStep ? said + unread : said, pos(pastIndent(yamlText, e.pos[0])));
  };
  // Only as many as the cap needs are worded (a flood of 500,000 errors took seconds more):
  // the first n, for n doubled until past the cap. Filters that keep first occurrences, so
  // each try's findings begin the next's; the openings errors take are found again each try.
  let n = Math.min(errors.length, 2 * (LIMITS.findings + 1));
  let kept: Finding[];
  for (;;) {
    unclosed = undefined;
    quotes = undefined;
    kept = dedupe(oneKeyErrorPerLine(errors.slice(0, n).map(toFinding), yamlText, pos));
    if (kept.length > LIMITS.findings || n === errors.length) break;
    n = Math.min(errors.length, 2 * n);
  }
  return { findings: capFindings(kept), stream: streamErrors, whole: kept.length };
}

/** The first LIMITS.findings findings, and one at the next that says more follow. */
function capFindings(findings: Finding[]): Finding[] {
  const cap = LIMITS.findings;
  if (findings.length <= cap) return findings;
  return [...findings.slice(0, cap), { ...findings[cap]!, message: moreYamlErrors() }];
}

/**
 * The findings of a text whose head alone holds more than MAX_YAML_FINDINGS of them, from
 * the head's parse: the same as the whole text's (what comes after the head cannot change
 * how the lines before its last top-level line parse). Undefined when the head holds
 * fewer, or a stream error (whose wording counts the ones after it).
 */
function cappedFromHead(yamlText: string, size: number, pos: (offset: number) => Pos): Finding[] | undefined {
  const parsed = parseHead(yamlText, size);
  if (!parsed) return undefined;
  const { head, safe, ydoc } = parsed;
  if (ydoc.errors.length) {
    const before = ydoc.errors.filter((e) => e.pos[0] < safe);
    if (before.length <= LIMITS.findings) return undefined;
    const got = errorFindings(before, yamlText, pos);
    return got.stream === 0 && got.whole > LIMITS.findings ? got.findings : undefined;
  }
  // No syntax error in the head: what the mapping's own checks find before its last
  // top-level line (1 MiB of `:` lines, each a null key, took 13 s and 1 GB).
  if (!Y().isMap(ydoc.contents)) return undefined;
  const found: Finding[] = [];
  convert(ydoc.contents, 1, pos, found, head);
  const safeLine = pos(safe).line;
  const before = found.filter((f) => f.line < safeLine);
  return before.length > LIMITS.findings ? capFindings(before) : undefined;
}

/**
 * The library's parse of the text's first `size` characters (cut after a line), and `safe`:
 * where its last top-level line starts. What lies from there on may belong to something the
 * cut leaves open; what comes after the head cannot change how the lines before it parse.
 */
function parseHead(
  yamlText: string,
  size: number,
): { head: string; safe: number; ydoc: ReturnType<typeof YamlLibrary.parseDocument> } | undefined {
  const cut = yamlText.lastIndexOf('\n', size - 1) + 1;
  if (cut <= 0) return undefined;
  const head = yamlText.slice(0, cut);
  // The last line that starts at column 0 (a key, a list item, or a line out of place).
  TOP_LINE.lastIndex = 0;
  let safe = 0;
  for (let m = TOP_LINE.exec(head); m; m = TOP_LINE.exec(head)) safe = m.index;
  try {
    return { head, safe, ydoc: libraryParse(head) };
  } catch {
    return undefined;
  }
}

/**
 * The YAML errors in the head of a text too large for the library (more values than it
 * composes): reported before that finding, so the cut does not hide the file's real error.
 */
function headErrors(yamlText: string, size: number, pos: (offset: number) => Pos): Finding[] {
  const parsed = parseHead(yamlText, size);
  if (!parsed) return [];
  const { head, ydoc } = parsed;
  // What the cut leaves open (a flow collection, a quoted scalar) is said at the head's last
  // line with content or at its end; the lines before it read as they do in the whole text
  // (an indentation error on line 7 of 60,000 indented lines is the file's first error).
  const last = head.trimEnd().lastIndexOf('\n') + 1;
  const before = ydoc.errors.filter((e) => e.pos[0] < last);
  // A token out of place is one finding (the rest of the text is its echo), as in a whole parse.
  if (before.length) return capFindings(errorFindings(before, yamlText, pos).findings);
  // No syntax error before it: what the mapping's own checks find before its last top-level
  // line (an anchor, a tag, a duplicate key), as a whole parse would report them. Not up to
  // the last line: a key over several lines (`? a` then `  b`, or in a flow mapping) cut
  // short is another key, a false duplicate; a top-level entry holds all of its own lines.
  if (!Y().isMap(ydoc.contents)) return [];
  const found: Finding[] = [];
  convert(ydoc.contents, 1, pos, found, head);
  const safeLine = pos(parsed.safe).line;
  return capFindings(found.filter((f) => f.line < safeLine));
}

/** A line of the frontmatter that starts at column 0 with anything but a comment. */
const TOP_LINE = /^[^\s#]/gm;

/** The closing bracket of a flow collection, and what it would close. */
const CLOSERS: Record<string, [string, string, string]> = {
  'flow-seq-end': [']', '[', 'list'],
  'flow-map-end': ['}', '{', 'mapping'],
};

/** The line starts of the last text asked about (libraryMessage: thousands of errors, one text). */
let startsText: string | undefined;
let startsOfText: number[] = [];
/** Where the line holding offset `at` of `text` starts (a binary search, not a scan back per error). */
function lineStartOf(text: string, at: number): number {
  if (text !== startsText) {
    startsText = text;
    startsOfText = lineStarts(text);
  }
  return at - offsetToPos(startsOfText, at).column + 1;
}

/** nestedHint's answers for the last text, by line start. */
let hintsText: string | undefined;
const hintsAt = new Map<number, string | undefined>();
/** The hint for a "nested mappings" error on the line at `lineStart` (undefined: the generic one). */
function nestedHint(text: string, lineStart: number): string | undefined {
  if (text !== hintsText) {
    hintsText = text;
    hintsAt.clear();
  }
  if (hintsAt.has(lineStart)) return hintsAt.get(lineStart);
  const hint = computeNestedHint(text, lineStart);
  hintsAt.set(lineStart, hint);
  return hint;
}

function computeNestedHint(text: string, lineStart: number): string | undefined {
  // A line without its line end and trailing blanks (so no pattern below runs over them).
  const lineOf = (from: number) => {
    const end = text.indexOf('\n', from);
    return text.slice(from, end < 0 ? text.length : end).trimEnd();
  };
  // `key: value`, also as a list item's first key (`- name: a: b`).
  // (`s`: a U+2028 in the value is no line break in YAML 1.2, nor here.)
  const KEY = /^([ \t]*(?:-[ \t]+)?)([^\s#:'"[{-][^:]*?):(?:[ \t]+(.*))?$/s;
  const own = KEY.exec(lineOf(lineStart));
  // `key: value` and, indented deeper on the next line, `other: x`: that line goes on
  // with the value (the library points at the value).
  const nextStart = text.indexOf('\n', lineStart) + 1;
  const next = own && nextStart > 0 ? KEY.exec(lineOf(nextStart)) : null;
  if (own && next && next[1].length > own[1].length && !(own[3] ?? '').includes(': '))
    return `(the next line is indented deeper than ${JSON.stringify(own[2])}, so it goes on with that value: indent ${JSON.stringify(next[2])} as ${JSON.stringify(own[2])} is)`;
  // The value as it would be quoted: a comment after it (` # note`) stays a comment.
  const comment = own?.[3]?.search(/[ \t]#/) ?? -1;
  const value = comment >= 0 ? own![3].slice(0, comment).trimEnd() : own?.[3];
  // A long value is not quoted back whole: one line of a hostile file holds thousands
  // of these errors, and each copy of a 600 KB line made the report quadratic.
  if (value?.includes(': '))
    return value.length <= HINT_VALUE_MAX
      ? `(a plain value cannot hold ": "; quote it: ${own![2]}: ${JSON.stringify(value)})`
      : `(a plain value cannot hold ": "; put the value of ${JSON.stringify(own![2])} in quotes)`;
  return undefined;
}

/**
 * A library message fit for users (a stack overflow means nesting, whatever the library
 * says). Given the text and the error's offset, the commonest mistakes are said in
 * frontmatter terms, with the fix.
 */
function libraryMessage(e: unknown, text?: string, at?: number): string {
  const m = typeof e === 'string' ? e : e instanceof Error ? e.message : String(e);
  if (/call stack|too much recursion/i.test(m)) return TOO_DEEP;
  const first = m.split('\n')[0];
  const lineStart = text === undefined || at === undefined ? -1 : lineStartOf(text, at);
  if (NESTED_MAPPING.test(first)) {
    // One line of a hostile file holds thousands of these errors: its hint is worked out once.
    if (lineStart >= 0) {
      const hint = nestedHint(text!, lineStart);
      if (hint !== undefined) return `${first} ${hint}`;
    }
    return `${first} (a plain value cannot hold ": "; quote it: description: "Does this: and that")`;
  }
  const stray = STREAM_ERROR.exec(first);
  if (stray) {
    const closer = CLOSERS[stray[1]];
    if (closer)
      return `a "${closer[0]}" here closes no ${closer[2]}: remove it (or add the "${closer[1]}" it should close)`;
    const token = /: (".*")$/.exec(first)?.[1];
    return `unexpected ${token ?? stray[1]} here: the YAML is broken at this point or just before it`;
  }
  if (/^Unexpected (?:scalar|double-quoted-scalar|single-quoted-scalar) at node end/.test(first))
    return "unexpected text after a complete value: a quoted value ends at its closing quote (inside '...' write '' for a quote, inside \"...\" write \\\"), and nothing may follow a [list], a {mapping} or an *alias on its line";
  if (lineStart >= 0 && /^Not a YAML token/.test(first) && /[|>][-+1-9]*[ \t]+$/.test(text!.slice(lineStart, at)))
    return 'text after a block scalar indicator (| or >): the value starts on the next line, indented (or quote it and keep it on this line)';
  if (at !== undefined && /^Map comment with trailing content/.test(first) && /[[{]/.test(text!.charAt(at)))
    return 'mapping keys must be plain strings, not collections or empty keys';
  // `` description: `code` does … `` or `@team …`: YAML keeps these characters for itself.
  if (/^Plain value cannot start with reserved character/.test(first)) {
    // The example under the line's own key (`author: @me`: it said `description:` whatever the key).
    const key =
      (lineStart >= 0 &&
        /^[ \t]*(?:-[ \t]+)?([A-Za-z0-9_][A-Za-z0-9_.-]{0,63})[ \t]*:[ \t]/.exec(text!.slice(lineStart, at))?.[1]) ||
      'description';
    return `${first} (quote the value if it is text: ${key}: ${/character @/.test(first) ? '"@team owns it"' : '"`make` builds it"'})`;
  }
  // `argument-hint: [a] [b]`: the library's own words for a second collection on the line.
  if (SECOND_VALUE.test(first)) {
    // The fix under the line's own key, with its own value when it is short and plain to quote.
    let example = 'argument-hint: "[date] [author]"';
    if (lineStart >= 0) {
      const end = text!.indexOf('\n', lineStart);
      const line = text!.slice(lineStart, end < 0 ? text!.length : end).replace(/\r$/, '');
      const own = /^[ \t]*(?:-[ \t]+)?([A-Za-z0-9_][A-Za-z0-9_.-]{0,63})[ \t]*:[ \t]+(.*)$/.exec(line);
      if (own) {
        // A comment after the value (` # note`) stays a comment.
        const comment = own[2].search(/[ \t]#/);
        const value = (comment >= 0 ? own[2].slice(0, comment) : own[2]).trimEnd();
        // A list key written as lists side by side (`allowed_tools: [Read] [Write]`) meant one
        // list: quoted, it is text, which such a key refuses.
        const lists = value.length <= HINT_VALUE_MAX && /^(?:\[[^[\]{}"'#]*\][ \t]*)+$/.test(value);
        const entries = lists
          ? value
              .split(/[[\],]/)
              .map((x) => x.trim())
              .filter(Boolean)
          : [];
        // Names only: an entry YAML reads as more (an *alias, a &anchor, a !tag) is not merged.
        const items = entries.some((x) => /^[*&!|>%@`]/.test(x)) ? [] : entries;
        if (items.length && LIST_KEYS.has(own[1]))
          return `unexpected text after a complete value: nothing may follow a [list] on its line (one list holds every entry, separated by commas: ${own[1]}: [${items.join(', ')}])`;
        if (LIST_KEYS.has(own[1]))
          return `unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (${own[1]} takes one list of names: ${own[1]}: [a, b])`;
        if (items.length && own[1] === 'allowed-tools')
          return `unexpected text after a complete value: nothing may follow a [list] on its line (the agentskills.io format is one space-separated string: allowed-tools: ${items.join(' ')})`;
        example =
          value.length <= HINT_VALUE_MAX && !/["\\]/.test(value)
            ? `${own[1]}: "${value}"`
            : `${own[1]}: "[date] [author]"`;
      }
    }
    return `unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: ${example})`;
  }
  // `allowed-tools: *`: a `*` alone is an alias with no name.
  if (/^Alias cannot be an empty string/.test(first))
    return 'a "*" alone starts an alias with no name (YAML reads "*" as an alias): quote it if it is text ("*")';
  return first;
}

/**
 * A cheap upper estimate of the nesting depth, from the library's lexer (linear, no
 * recursion): flow brackets exactly, block levels by the columns of entries. Returns the
 * offset where the estimate first passes MAX_DEPTH when it later passes twice that, so the
 * library never composes a pathological document; shallower cases are measured exactly by
 * convert(). null when the text is not pathologically deep.
 */
export function nestingTooDeep(yamlText: string): number | null {
  return scanStructure(yamlText).deep;
}

/**
 * One lexer pass (linear, no recursion) over a text the library is about to compose:
 * `deep` as nestingTooDeep() says it, and `tooMany`, the offset of the value (a scalar, a
 * key, a collection or a list item) that passes `maxValues`. The library's CST and nodes
 * cost ~1–2 KB a value whatever their size: 1 MiB of `[[[[]]]],` took 3 s and 0.9 GB.
 */
export function scanStructure(yamlText: string, maxValues = Infinity): { deep: number | null; tooMany: number | null } {
  const LIMIT = 2 * MAX_DEPTH;
  let values = 0;
  const stack: { col: number; seq: boolean }[] = [];
  let flow = 0;
  let off = 0;
  let lineStart = 0;
  let atLineStart = true;
  let afterIndicator = false;
  let first = -1;
  const enter = (col: number, seq: boolean) => {
    const top = () => stack[stack.length - 1];
    // A block sequence may sit at its parent key's column: it is still one level deeper.
    while (
      stack.length &&
      (top().col > col || (top().col === col && top().seq !== seq && stack[stack.length - 2]?.col === col))
    ) {
      stack.pop();
    }
    if (!stack.length || top().col < col || top().seq !== seq) stack.push({ col, seq });
  };
  let scalarNext = false;
  for (const tok of new (Y().Lexer)().lex(yamlText)) {
    // Control tokens (document, scalar and flow-error markers) are not in the source. The
    // flow-error marker ends every open flow collection (the lexer leaves flow there): 128
    // lists cut off at their line's end were counted open, a false "nesting is deeper".
    if (tok === '\x18') flow = 0;
    if (tok === '\x02' || tok === '\x18') continue;
    // An alias (`*a`, not a scalar's own text) is a value too: each one costs the library a
    // node, and 1 MiB of them after one anchor took 1.8 s and 566 MB.
    const alias = tok.charCodeAt(0) === 0x2a && !scalarNext;
    scalarNext = tok === '\x1f';
    if (alias || tok === '\x1f' || tok === '[' || tok === '{' || tok === '-' || tok === '?') {
      if (++values > maxValues) return { deep: null, tooMany: off };
      if (tok === '\x1f') continue;
    }
    // A closer outside any flow collection (a stray `}` or `]`): an error of the library's
    // each, which cost it as a value does (1 MiB of `}` lines: 5 s and 300 MB).
    if ((tok === ']' || tok === '}') && flow === 0 && ++values > maxValues) return { deep: null, tooMany: off };
    const start = off;
    off += tok.length;
    if (/^\r?\n$/.test(tok)) {
      atLineStart = true;
      afterIndicator = false;
      lineStart = off;
      continue;
    }
    if (/^[ \t]+$/.test(tok) || tok.startsWith('#')) continue;
    const nl = tok.lastIndexOf('\n');
    if (flow > 0) {
      if (tok === '[' || tok === '{') flow++;
      else if (tok === ']' || tok === '}') flow--;
    } else if (tok === '[' || tok === '{') {
      flow = 1;
    } else if (tok === '-' || tok === '?') {
      enter(start - lineStart, tok === '-');
      afterIndicator = true;
    } else if (atLineStart || afterIndicator) {
      enter(start - lineStart, false);
      afterIndicator = false;
    }
    atLineStart = false;
    if (nl >= 0) lineStart = start + nl + 1;
    const depth = stack.length + flow;
    if (depth > MAX_DEPTH && first < 0) first = start;
    if (depth > LIMIT) return { deep: first, tooMany: null };
  }
  return { deep: null, tooMany: null };
}

/** A whole YAML file (the config): positions are in the text itself. */
export function parseYamlText(
  text: string,
  maxValues?: number,
): { ok: true; root: YMap | null } | { ok: false; findings: Finding[] } {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const starts = lineStarts(t);
  return parseYaml(t, (o) => offsetToPos(starts, beforeCr(t, o)), { line: 1, column: 1 }, maxValues);
}

const NESTED_MAPPING = /^Nested mappings are not allowed in compact mappings/;
/** How long a value a hint quotes back whole (`quote it: key: "…"`). */
const HINT_VALUE_MAX = 200;

/** The library's ways of saying a line is no `key: value` where one is expected. */
const KEY_LINE_ERROR =
  /^(?:Implicit keys need to be on a single line|Implicit map keys need to be followed by map values|Unexpected block-seq-ind on same line with key|A block sequence may not be used as an implicit map key|All mapping items must start at the same column)/;

/**
 * The library says one misplaced line in up to three ways (`- x` among keys: "Implicit keys
 * need to be on a single line", "Unexpected block-seq-ind on same line with key", "Implicit
 * map keys need to be followed by map values"): one finding a line is kept, the first. A
 * list item out of place (`- x` where a key is expected, `-Read` with no space), when the
 * finding is on its `-`, is said as such, there.
 */
function oneKeyErrorPerLine(findings: Finding[], text: string, pos: (offset: number) => Pos): Finding[] {
  const lines = new Set<number>();
  const first = pos(0).line;
  // The frontmatter's line starts, found once (a finding per line of a hostile 1 MiB text).
  let starts: number[] | undefined;
  return findings.flatMap((f) => {
    if (f.code !== 'YamlParse' || !KEY_LINE_ERROR.test(f.message)) return [f];
    if (lines.has(f.line)) return [];
    lines.add(f.line);
    // The finding's line of the file, as a line of the frontmatter's text.
    const lineStart = (starts ??= lineStarts(text, text.length))[f.line - first];
    if (lineStart === undefined) return [f];
    const end = text.indexOf('\n', lineStart);
    const line = text.slice(lineStart, end < 0 ? text.length : end).replace(/\r$/, '');
    const item = /^([ \t]*)-([^\s:]*)/.exec(line);
    // Only where the finding is on the `-` itself (or before it): one inside an item's text
    // (`- a` then a deeper `b: c`) is about that text, and the item may be well placed. A
    // line that holds a key (` -b: 2`) is a key out of place, as the library says.
    if (!item || f.column > item[1].length + 1 || line.includes(':', item[0].length)) return [f];
    const at = pos(lineStart + item[1].length);
    if (!item[2])
      return [
        {
          ...f,
          message:
            'a list item where a key is expected: a list is the value of a key, its items lined up under it ("tags:", then "  - x" on the next lines)',
          line: at.line,
          column: at.column,
        },
      ];
    // `-Read` under a key with no value (`allowed_tools:`) is an item short of its space;
    // elsewhere (`-1` after `description: x`) the library's own hint stands.
    const prev = lineStart > 0 ? text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1) : '';
    if (!/:[ \t]*\r?$/.test(prev)) return [f];
    return [
      { ...f, message: `a list item needs a space after "-": write "- ${item[2]}"`, line: at.line, column: at.column },
    ];
  });
}

/**
 * An error the library places on a line's indentation (`   x: 1` over-indented: "All mapping
 * items must start at the same column") points at what the indentation leads to, the key.
 */
function pastIndent(text: string, at: number): number {
  if (at > 0 && text[at - 1] !== '\n') return at;
  let i = at;
  while (text[i] === ' ') i++;
  // A tab in the indentation is the error itself: it stays pointed at.
  return i < text.length && !'\t\r\n'.includes(text[i]!) ? i : at;
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    // Each further ": " in a plain value is the same mistake again: one finding a line says it.
    // The library's stack running out at each of many levels is one finding too (the first).
    const k = NESTED_MAPPING.test(f.message)
      ? `${f.line}:nested`
      : f.message === TOO_DEEP
        ? 'deep'
        : `${f.line}:${f.column}:${f.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const INT_RX = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;

/** `key:` with nothing after it: the finding belongs on the key, not on the empty spot after it. */
/** Offset of the `-` before an empty block item at `offset` (else `offset`). */
function dashBefore(src: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && src.charCodeAt(i) === 0x20) i--;
  return src.charCodeAt(i) === 0x2d ? i : offset;
}

function isEmptyScalar(v: unknown): boolean {
  if (!Y().isScalar(v) || v.value !== null || v.anchor || v.tag) return false;
  return !!v.range && v.range[0] === v.range[1];
}

/** Offset of the `&anchor` or `!tag` written before a node that starts at `offset` (else `offset`). */
function propOffset(src: string, offset: number, marker: '&' | '!'): number {
  const sep = /[\s,[{]/;
  let i = offset;
  for (let guard = 0; guard < 3 && i > 0; guard++) {
    while (i > 0 && /\s/.test(src[i - 1])) i--;
    let j = i;
    // A verbatim tag (`!<tag:yaml.org,2002:str>`) may hold the separators: it is one token.
    const verbatim = src[i - 1] === '>' ? src.lastIndexOf('!<', i - 2) : -1;
    if (verbatim >= 0 && !/[\s]/.test(src.slice(verbatim, i))) j = verbatim;
    else while (j > 0 && !sep.test(src[j - 1])) j--;
    const tok = src.slice(j, i);
    if (tok.startsWith(marker)) return j;
    if (!tok.startsWith('&') && !tok.startsWith('!')) break;
    i = j;
  }
  return offset;
}

/** A string scalar's value as YAML 1.2.2 reads it, where the library reads it otherwise (yaml-spec.ts). */
function specString(n: Scalar, v: string, src: string): string {
  const range = n.range;
  if (!range) return v;
  if (n.type === 'QUOTE_DOUBLE') {
    const source = src.slice(range[0], range[1]);
    return hasEscapedBreak(source) ? doubleQuotedValue(source) : v;
  }
  if (n.type === 'BLOCK_LITERAL' || n.type === 'BLOCK_FOLDED') return blockScalarValue(n.srcToken, src, range[1]) ?? v;
  return v;
}

/** True when a double-quoted scalar's source holds a `\U` escape of a surrogate (U+D800–U+DFFF). */
function surrogateEscape(source: string): boolean {
  if (!source.includes('\\U')) return false;
  for (let i = source.indexOf('\\'); i >= 0 && i < source.length; i = source.indexOf('\\', i + 2))
    if (source[i + 1] === 'U' && /^0000d[89a-f][0-9a-f]{2}$/i.test(source.slice(i + 2, i + 10))) return true;
  return false;
}

function convert(
  node: Node | null | unknown,
  depth: number,
  pos: (o: number) => Pos,
  out: Finding[],
  src: string,
): YNode | null {
  const n = node as Node;
  const at = (x: { range?: [number, number, number] | null }) => pos(x.range ? x.range[0] : 0);
  if (Y().isAlias(n)) {
    out.push(fileFinding('YamlParse', aliasMessage(`*${n.source}`), at(n)));
    return null;
  }
  const anchored = n as { anchor?: string; tag?: string; range?: [number, number, number] };
  if (anchored.anchor) {
    out.push(
      fileFinding(
        'YamlParse',
        `anchors (${propShown(`&${anchored.anchor}`)}) are not allowed in SKILL.md frontmatter`,
        pos(propOffset(src, anchored.range?.[0] ?? 0, '&')),
      ),
    );
    return null;
  }
  if (anchored.tag) {
    const tagAt = propOffset(src, anchored.range?.[0] ?? 0, '!');
    // The tag as written (`!<tag:yaml.org,2002:str>`, `!e!x`), else as the library resolved it.
    const written = /^!(?:<[^>\s]*>|[^\s,[\]{}]*)/.exec(src.slice(tagAt, tagAt + 1024))?.[0];
    out.push(
      fileFinding(
        'YamlParse',
        `explicit tags (${written ?? anchored.tag.replace(/^tag:yaml\.org,2002:/, '!!')}) are not allowed in SKILL.md frontmatter`,
        pos(tagAt),
      ),
    );
    return null;
  }
  if (Y().isScalar(n)) {
    const v = n.value;
    const p = at(n);
    if (v === null || v === undefined) return { kind: 'scalar', value: null, type: 'null', ...p };
    if (typeof v === 'boolean')
      return typeof n.source === 'string'
        ? { kind: 'scalar', value: v, type: 'bool', ...p, source: n.source }
        : { kind: 'scalar', value: v, type: 'bool', ...p };
    if (typeof v === 'number') {
      const src = typeof n.source === 'string' ? n.source : String(v);
      return { kind: 'scalar', value: v, type: INT_RX.test(src) ? 'int' : 'float', ...p, source: src };
    }
    if (typeof v === 'string') {
      const value = specString(n, v, src);
      return n.type === 'QUOTE_DOUBLE' && n.range && surrogateEscape(src.slice(n.range[0], n.range[1]))
        ? { kind: 'scalar', value, type: 'str', ...p, surrogate: true }
        : { kind: 'scalar', value, type: 'str', ...p };
    }
    out.push(fileFinding('YamlParse', `unsupported scalar value`, p));
    return null;
  }
  if (depth > MAX_DEPTH) {
    out.push(fileFinding('YamlParse', TOO_DEEP, at(anchored)));
    return null;
  }
  // Siblings are still converted after a problem, so every problem of the file is reported.
  if (Y().isSeq(n)) {
    const items: YNode[] = [];
    let bad = false;
    for (const it of n.items) {
      const c =
        it === null
          ? { kind: 'scalar' as const, value: null, type: 'null' as const, ...at(n) }
          : convert(it, depth + 1, pos, out, src);
      // An empty block item (`-` alone) has no text of its own: point at its dash, as an
      // empty mapping value points at its key, not past the end of the line.
      if (c && !n.flow && isEmptyScalar(it)) Object.assign(c, pos(dashBefore(src, (it as Node).range![0])));
      if (c) items.push(c);
      else bad = true;
    }
    return bad ? null : { kind: 'seq', items, flow: !!n.flow, ...at(n) };
  }
  if (Y().isMap(n)) {
    const entries: YPair[] = [];
    const seen = new Map<string, Pos>();
    let bad = false;
    for (const pair of n.items) {
      if (!Y().isPair(pair)) continue;
      const k = pair.key as Node | null;
      if (k === null || !Y().isScalar(k)) {
        const where =
          k && (k as { range?: [number, number, number] }).range ? at(k as { range: [number, number, number] }) : at(n);
        out.push(
          fileFinding(
            'YamlParse',
            Y().isAlias(k)
              ? aliasMessage(`*${k.source}`)
              : 'mapping keys must be plain strings, not collections or empty keys',
            where,
          ),
        );
        bad = true;
        continue;
      }
      const kc = convert(k, depth + 1, pos, out, src) as YScalar | null;
      const value: YNode | null =
        pair.value === null || pair.value === undefined || isEmptyScalar(pair.value)
          ? kc && { kind: 'scalar', value: null, type: 'null', line: kc.line, column: kc.column }
          : convert(pair.value, depth + 1, pos, out, src);
      if (!kc) {
        bad = true;
        continue;
      }
      if (kc.type !== 'str') {
        out.push(
          fileFinding(
            'YamlParse',
            `mapping keys must be strings; ${JSON.stringify(k.source ?? String(kc.value))} is ${kc.type === 'int' || kc.type === 'float' ? 'a number' : kc.type === 'bool' ? 'a boolean' : 'null'} (quote it)`,
            kc,
          ),
        );
        bad = true;
        continue;
      }
      const key = kc as YScalar & { value: string };
      if (key.value === '<<' && k.type === 'PLAIN') {
        out.push(fileFinding('YamlParse', 'merge keys (<<) are not allowed in SKILL.md frontmatter', key));
        bad = true;
        continue;
      }
      if (FORBIDDEN_KEYS.has(key.value)) {
        out.push(
          fileFinding('YamlParse', `key ${JSON.stringify(key.value)} is not allowed (prototype pollution guard)`, key),
        );
        bad = true;
        continue;
      }
      const earlier = seen.get(key.value);
      if (earlier) {
        out.push(
          fileFinding(
            'YamlParse',
            `duplicate key ${JSON.stringify(key.value)} (first defined at line ${earlier.line}, column ${earlier.column})`,
            key,
          ),
        );
        bad = true;
        continue;
      }
      seen.set(key.value, { line: key.line, column: key.column });
      if (value) entries.push({ key, value });
      else bad = true;
    }
    return bad ? null : { kind: 'map', entries, flow: !!n.flow, ...at(n) };
  }
  out.push(fileFinding('YamlParse', 'unsupported YAML node', { line: 1, column: 1 }));
  return null;
}

/** Plain JS value of a node (for canonical form and reports). Keys are never hostile here. */
export function toValue(node: YNode): unknown {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'seq') return node.items.map(toValue);
  const o: Record<string, unknown> = {};
  for (const e of node.entries) o[e.key.value] = toValue(e.value);
  return o;
}

export function entry(map: YMap, key: string): YPair | undefined {
  return map.entries.find((e) => e.key.value === key);
}
