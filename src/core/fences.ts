/**
 * Locating the frontmatter fences of a SKILL.md (SPEC §1).
 *
 * Line 1 is exactly `---` (trailing spaces/tabs allowed) ending in LF or CRLF; the
 * frontmatter ends at the first later line that is exactly `---` (trailing spaces/tabs
 * allowed). Everything is expressed as UTF-16 offsets into the decoded text so that the
 * parser, the signer and the reporters agree on positions.
 */

export interface Fences {
  /** Offset of the first character of the YAML text (the line after the opening fence). */
  yamlStart: number;
  /** Offset just past the YAML text (the start of the closing fence line). */
  yamlEnd: number;
  /** Offset of the first character of the body (after the closing fence's line break). */
  bodyStart: number;
  /** 1-based line number of the first YAML line (always 2). */
  yamlFirstLine: number;
  /** 1-based line number of the closing fence. */
  closingLine: number;
  /** The line break used by the opening fence: what a writer should use. */
  eol: '\n' | '\r\n';
}

const FENCE = /^---[ \t]*$/;

/** Returns the fences, or null when the text has no valid frontmatter block. */
export function findFences(text: string): Fences | null {
  const firstNl = text.indexOf('\n');
  if (firstNl < 0) return null;
  let first = text.slice(0, firstNl);
  const eol: '\n' | '\r\n' = first.endsWith('\r') ? '\r\n' : '\n';
  if (eol === '\r\n') first = first.slice(0, -1);
  if (!FENCE.test(first)) return null;

  let lineStart = firstNl + 1;
  let line = 2;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const end = nl < 0 ? text.length : nl;
    // Only a line that starts with `---` can be a fence: the others need no copy and no regex.
    const dashes =
      text.charCodeAt(lineStart) === 0x2d &&
      text.charCodeAt(lineStart + 1) === 0x2d &&
      text.charCodeAt(lineStart + 2) === 0x2d;
    let content = dashes ? text.slice(lineStart, end) : '';
    // CR is part of a CRLF line end only: `---` then a lone CR at the end of the file is no fence.
    if (nl >= 0 && content.endsWith('\r')) content = content.slice(0, -1);
    if (dashes && FENCE.test(content)) {
      return {
        yamlStart: firstNl + 1,
        yamlEnd: lineStart,
        bodyStart: nl < 0 ? text.length : nl + 1,
        yamlFirstLine: 2,
        closingLine: line,
        eol,
      };
    }
    if (nl < 0) break;
    lineStart = nl + 1;
    line++;
  }
  return null;
}
