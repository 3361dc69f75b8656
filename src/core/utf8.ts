/** Where strict UTF-8 decoding fails, for error positions (SKILL.md files, the lockfile). */

/** A character's Unicode name in messages: `U+200B`. */
export function codePointName(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Offset of the first byte that breaks UTF-8, for the error position. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    let n = 0;
    let min = 0;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      n = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      n = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      n = 3;
      min = 0x10000;
    } else return i;
    let cp = b & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return -1;
}

/** 1-based line and column of a byte offset, counting columns in characters of the valid prefix. */
export function bytePos(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const prefix = Buffer.from(bytes.buffer, bytes.byteOffset, offset).toString('utf8');
  let line = 1;
  for (let i = prefix.indexOf('\n'); i >= 0; i = prefix.indexOf('\n', i + 1)) line++;
  return { line, column: prefix.length - prefix.lastIndexOf('\n') };
}

/**
 * Path segments that are not UTF-8, as the outputs show them (each such byte as the text
 * `\xff`), mapped to their URI spelling (each byte percent-encoded, `%FF`): SARIF's URI of
 * such a file must name its bytes, and the text cannot tell `\xff` the byte from `\xff`
 * typed in a name. Noted when the name is read (scan/files.ts bytesShown), for the run.
 */
const shownSegments = new Map<string, string>();

export function noteShownSegment(shown: string, uri: string): void {
  if (!shownSegments.has(shown)) shownSegments.set(shown, uri);
}

/** The URI spelling of a segment noted by noteShownSegment, if it is one. */
export function shownSegmentUri(shown: string): string | undefined {
  return shownSegments.get(shown);
}

/** Bytes as a URI path segment: what encodeURIComponent leaves as it is, the rest as %XX. */
export function percentBytes(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += b < 0x80 && /[A-Za-z0-9\-_.!~*'()]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
