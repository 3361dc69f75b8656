/**
 * Text report: `path:line:col: error CODE message` per finding (actionlint style), an
 * optional source line with a caret (terminals only), then a one-line summary.
 */
import { nameCut } from '../core/diagnostic.js';
import type { FileResult } from '../core/engine.js';
import type { Drift } from '../lock/types.js';
import { summarize } from './summary.js';
import type { StepWarning } from './json.js';

export interface TextOptions {
  /** Returns a source line for the caret display, or undefined to skip it. */
  sourceLine?: (path: string, line: number) => string | undefined;
  color?: boolean;
  /** One bundle was named: print the seed's "✓ id vX — valid" line when it passes. */
  single?: boolean;
  excluded?: number;
  /** The Action's own warnings: printed after the drift and counted in the summary line. */
  stepWarnings?: readonly StepWarning[];
  /** Where a skill's lockfile entry is: a `removed` skill's file is gone, so its line points there (as in SARIF). */
  lockEntry?: (id: string) => { file: string; line: number; column: number } | undefined;
}

const paint = (on: boolean | undefined, code: string, s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

/**
 * Terminal-safe: control characters from the repository (C0 with tab, DEL and C1: U+009B is
 * a CSI to terminals that act on 8-bit controls) never reach the terminal raw, nor
 * do the invisible ones that reorder or hide text (bidirectional controls, zero-width
 * characters: "Trojan Source"), nor Unicode's other default-ignorable code points, which
 * show as nothing: a soft hyphen, variation selectors, Hangul fillers, the tag characters
 * U+E0000-E007F that "ASCII smuggling" hides text in (`"Re<U+E0041>ad"` read as "Read"),
 * and the interlinear annotation controls. An astral one is spelled `\u{e0041}`.
 */
const UNSEEN =
  // Code points, one by one, on purpose: combining ones (U+034F, the variation selectors) among them.
  // eslint-disable-next-line no-misleading-character-class
  /[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}]/gu;

export function safe(s: string): string {
  return (
    s
      // A CR as JSON spells it, as a value's in a message (`"a\rb"`): the same character reads alike.
      .replace(/\r/g, '\\r')
      .replace(UNSEEN, (c) => {
        const cp = c.codePointAt(0)!;
        return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
      })
      .replace(/\n/g, '\\n')
      .replace(/\t/g, '\\t')
      // A lone surrogate (a hostile key `"\ud800"`) has no UTF-8: written out, it became U+FFFD.
      .replace(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16)}`,
      )
  );
}

/** A message line longer than this quotes something hostile (a 900 KB path in a config). */
const LINE_MAX = 4000;

/** A message of several lines, each made `safe` and cut in its middle past LINE_MAX: the lines stay lines. */
export function safeLines(s: string): string {
  return s.split('\n').map(clipLine).join('\n');
}

/** A line as `safe`, past LINE_MAX characters its start and its end (the reason) around what was cut. */
function clipLine(line: string): string {
  if (line.length <= LINE_MAX) return safe(line);
  let head = 1500;
  let tail = line.length - 500;
  // Never half a surrogate pair.
  if (/[\ud800-\udbff]/.test(line[head - 1]!)) head--;
  if (/[\udc00-\udfff]/.test(line[tail]!)) tail++;
  return `${safe(line.slice(0, head))}… (${tail - head} characters cut) …${safe(line.slice(tail))}`;
}

/** Quoted values longer than this are cut in text lines and annotations (JSON keeps them whole). */
const QUOTED_MAX = 120;

/**
 * A message for a terminal or an annotation: `safe`, and a quoted value of 5,000 characters
 * cut to its start and its length, so one finding stays one readable line.
 */
export function shown(message: string): string {
  return safe(message.length <= QUOTED_MAX ? message : cutQuoted(message));
}

/** `v1.0.0`, or the version as it is when it starts with v; a long one cut, with no `v` glued to its quote. */
function versionShown(version: string): string {
  const cut = nameCut(version);
  return safe(cut !== version || /^v/i.test(version) ? cut : `v${version}`);
}

/**
 * Each `"…"` (backslash escapes inside) over QUOTED_MAX cut to its start and its length. One
 * pass: a regex retried at every `"` of an unclosed `"\"\"\"…` took quadratic time (a
 * 320 KB skill, a minute).
 */
function cutQuoted(message: string): string {
  let out = '';
  let from = 0;
  for (let i = message.indexOf('"'); i >= 0; i = message.indexOf('"', from)) {
    let j = i + 1;
    while (j < message.length && message[j] !== '"') j += message[j] === '\\' ? 2 : 1;
    if (j >= message.length) break; // unclosed: the rest stays as it is
    const q = message.slice(i, j + 1);
    let cut = q;
    if (q.length > QUOTED_MAX) {
      let end = QUOTED_MAX - 20;
      if (q[end - 1] === '\\') end--;
      if (/[\ud800-\udbff]/.test(q[end - 1])) end--;
      // A value the message cut already (quoteCut: `"abc…" (5006 characters)`) keeps its own
      // count: counting the cut would say "(181 characters) (5006 characters)".
      const counted = q.endsWith('…"') && /^ \(\d+ characters\)/.test(message.slice(j + 1));
      cut = counted ? `${q.slice(0, end)}…"` : `${q.slice(0, end)}…" (${codePoints(q)} characters)`;
    }
    out += message.slice(from, i) + cut;
    from = j + 1;
  }
  return out + message.slice(from);
}

/**
 * How many characters a quoted value holds, as the schema's limits count them (code points:
 * an emoji is one): the value the JSON quotes, else the text between the quotes.
 */
function codePoints(q: string): number {
  let value: string;
  try {
    value = JSON.parse(q) as string;
  } catch {
    value = q.slice(1, -1);
  }
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Terminal cells a string takes: wide East Asian characters and emoji 2, marks 0. */
function cells(s: string): number {
  let n = 0;
  for (const ch of s) {
    if (/\p{Mn}|\p{Me}/u.test(ch)) continue;
    n += WIDE.test(ch) ? 2 : 1;
  }
  return n;
}
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]|\p{Emoji_Presentation}/u;

/** Source lines longer than this are shown as a window around the column. */
const SHOWN_MAX = 160;

/**
 * The characters of `s` escaped one by one, from its end (`fromEnd`) or its start, and their
 * width in cells, read until it passes SHOWN_MAX. A tab in the source line is layout: one
 * space, not an escape.
 */
function pieces(s: string, fromEnd: boolean): { pieces: string[]; width: number } {
  const out: string[] = [];
  let width = 0;
  let i = fromEnd ? s.length : 0;
  while (width <= SHOWN_MAX && (fromEnd ? i > 0 : i < s.length)) {
    let ch: string;
    if (fromEnd) {
      const low = s.charCodeAt(i - 1);
      const pair = i > 1 && low >= 0xdc00 && low <= 0xdfff && (s.charCodeAt(i - 2) & 0xfc00) === 0xd800;
      ch = s.slice(i - (pair ? 2 : 1), i);
      i -= ch.length;
    } else {
      ch = String.fromCodePoint(s.codePointAt(i)!);
      // A lone surrogate is one unit (fromCodePoint of it gives it back).
      i += ch.length;
    }
    const k = ch.charCodeAt(0);
    const piece = k >= 0x20 && k < 0x7f ? ch : k === 9 ? ' ' : safe(ch);
    out.push(piece);
    width += pieceCells(piece);
  }
  if (fromEnd) out.reverse();
  return { pieces: out, width };
}

/** A piece's cells; printable ASCII (most of any line) without a regex. */
function pieceCells(piece: string): number {
  return piece.length === 1 && piece.charCodeAt(0) < 0x7f ? 1 : cells(piece);
}

/** As many of `pieces` as fill SHOWN_MAX / 2 cells, from the end or the start (at least one), and their width. */
function shownPart(all: string[], fromEnd: boolean): { text: string; width: number } {
  const list = fromEnd ? [...all].reverse() : all;
  let n = 0;
  let i = 0;
  while (i < list.length && n + pieceCells(list[i]!) <= SHOWN_MAX / 2) n += pieceCells(list[i++]!);
  if (i === 0) n = pieceCells(list[i++]!);
  const kept = list.slice(0, i);
  return { text: (fromEnd ? kept.reverse() : kept).join(''), width: n };
}

/**
 * The source line and a caret under `column` (UTF-16 units, as every report counts). The
 * caret is placed by what the terminal draws before it: escapes, tabs, wide characters.
 */
export function caret(src: string, column: number): string {
  const raw = src.endsWith('\r') ? src.slice(0, -1) : src;
  const at = Math.max(0, Math.min(column - 1, raw.length));
  // Only a window of the line is ever shown: escape that, not the whole line (a 1 MiB line
  // with 60,000 findings on it escaped 60,000 times was quadratic). Each side keeps
  // SHOWN_MAX raw characters, more than the SHOWN_MAX / 2 shown once escaped.
  let from = Math.max(0, at - SHOWN_MAX);
  if (from > 0 && /[\udc00-\udfff]/.test(raw[from])) from--;
  let to = Math.min(raw.length, at + SHOWN_MAX);
  if (to < raw.length && /[\udc00-\udfff]/.test(raw[to])) to++;
  // Each character is escaped on its own, so that the window is cut between escapes (never
  // `…u202e` or a lone `\`), and measured by what the terminal draws (a CJK character is two
  // cells). Each side is read only as far as it can be shown.
  const before = pieces(raw.slice(from, at), true);
  const after = pieces(raw.slice(at, to), false);
  const cut = before.width + after.width > SHOWN_MAX;
  const head =
    cut && before.width > SHOWN_MAX / 2
      ? ((part) => ({ text: '…' + part.text, width: part.width + 1 }))(shownPart(before.pieces, true))
      : // The raw window itself may have left out the line's start (characters of no cells,
        // combining marks): that is a cut too.
        from > 0
        ? { text: '…' + before.pieces.join(''), width: before.width + 1 }
        : { text: before.pieces.join(''), width: before.width };
  const tail =
    cut && after.width > SHOWN_MAX / 2
      ? shownPart(after.pieces, false).text + '…'
      : after.pieces.join('') + (to < raw.length ? '…' : '');
  return `    ${head.text}${tail}\n    ${' '.repeat(head.width)}^`;
}

export function textReport(results: FileResult[], drift: Drift[], durationMs: number, opts: TextOptions = {}): string {
  const lines: string[] = [];
  for (const r of results) {
    for (const f of r.findings) {
      const sev = f.severity === 'error' ? paint(opts.color, '31', 'error') : paint(opts.color, '33', 'warning');
      lines.push(`${safe(r.path)}:${f.line}:${f.column}: ${sev} ${f.code} ${shown(f.message)}`);
      const src = opts.sourceLine?.(r.path, f.line);
      if (src !== undefined) lines.push(caret(src, f.column));
    }
  }
  for (const d of drift) {
    const at = (d.kind === 'removed' ? opts.lockEntry?.(d.id) : undefined) ?? {
      file: d.path,
      line: d.line,
      column: d.column,
    };
    lines.push(
      `${safe(at.file)}:${at.line}:${at.column}: ${paint(opts.color, '31', 'error')} ${d.kind} ${shown(d.message)}`,
    );
  }
  for (const w of opts.stepWarnings ?? []) {
    // One on no file (path ''): no place to name, rather than `:1:1:`.
    const at = w.path ? `${safe(w.path)}:${w.line}:${w.column}: ` : '';
    lines.push(`${at}${paint(opts.color, '33', 'warning')} ${w.code} ${shown(w.message)}`);
  }
  const s = summarize(results, drift, durationMs);
  s.warnings += opts.stepWarnings?.length ?? 0;
  if (opts.single && results.length === 1 && s.errors === 0 && drift.length === 0 && results[0].data) {
    const d = results[0].data;
    lines.push(
      // A version is SemVer in v1; an agentskills `metadata.version` may already start with v.
      paint(
        opts.color,
        '32',
        // A long id or version (a 400 KB id is valid) is cut as a message cuts a value.
        `✓ ${safe(nameCut(d.id ?? ''))}${d.version ? ` ${versionShown(d.version)}` : ''} — valid`,
      ) + (s.warnings ? ` (${s.warnings} warning${s.warnings === 1 ? '' : 's'})` : ''),
    );
    return lines.join('\n') + '\n';
  }
  const invalid = results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
  const parts = [`${s.files} file${s.files === 1 ? '' : 's'} checked`, `${s.files - invalid} ok`, `${invalid} invalid`];
  parts.push(`${s.errors} error${s.errors === 1 ? '' : 's'}`, `${s.warnings} warning${s.warnings === 1 ? '' : 's'}`);
  // Unreadable files make the exit code 1: say so where the eye lands.
  const unreadable = results.filter((r) => r.findings.some((f) => f.code === 'ReadError')).length;
  if (unreadable) parts.push(`${unreadable} unreadable`);
  if (drift.length) parts.push(`${drift.length} lock drift`);
  if (opts.excluded) parts.push(`${opts.excluded} excluded by config`);
  const mark = s.errors || drift.length ? paint(opts.color, '31', '✖') : paint(opts.color, '32', '✓');
  lines.push(`${mark} skillgate: ${parts.join(', ')} (${Math.round(durationMs)} ms)`);
  return lines.join('\n') + '\n';
}
