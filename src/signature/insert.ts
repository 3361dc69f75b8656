/**
 * Writing a signature into a SKILL.md (SPEC §3, `skillgate sign`).
 *
 * An existing top-level `signature` entry is replaced in place, from the start of its
 * key's line through the end of the last line of its value; otherwise the block is
 * appended as the last frontmatter key, just before the closing fence. Every line of the
 * block uses the file's line break. A frontmatter written as one flow mapping gets a flow
 * entry instead. No other byte of the file changes.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Document, Pair, YAMLMap } from 'yaml';
import { yamlLibrary as Y } from '../core/libraries.js';
import { findFences } from '../core/fences.js';
import { lineStarts, MAX_FILE_BYTES, parseSkill, toValue, type YMap } from '../core/document.js';

export interface SignatureFields {
  publicKeyHex: string;
  signatureHex: string;
}

function signatureBlock(sig: SignatureFields, eol: string, indent: string): string {
  const inner = indent + '  ';
  return (
    `${indent}signature:${eol}` +
    `${inner}algo: ed25519${eol}` +
    `${inner}public_key_hex: "${sig.publicKeyHex.toLowerCase()}"${eol}` +
    `${inner}signature_hex: "${sig.signatureHex.toLowerCase()}"${eol}`
  );
}

function parseFrontmatter(yamlText: string): Document.Parsed {
  // No duplicate-key search: the file was validated (duplicates rejected) before signing,
  // and the library's search is quadratic in the number of keys (95,000 keys: minutes).
  const doc = Y().parseDocument(yamlText, { version: '1.2', uniqueKeys: false });
  if (doc.errors.length > 0) {
    throw new Error(`cannot sign: the frontmatter does not parse (${doc.errors[0]!.message.split('\n')[0]})`);
  }
  return doc;
}

/** A node's source range, when it has one. */
const rangeOf = (n: unknown): [number, number, number] | undefined =>
  (n as { range?: [number, number, number] | null } | null)?.range ?? undefined;

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/**
 * Returns `fileText` with the signature block set. Throws when there is no frontmatter.
 * `read`: the frontmatter as skillgate read it (parseSkill), when the caller has it: a block
 * mapping with no signature yet (the common case, a first signing) is then signed without the
 * yaml library, whose parse of a large frontmatter (450,000 list items) took seconds and a GB.
 */
export function applySignature(fileText: string, sig: SignatureFields, read?: YMap): string {
  if (!/^[0-9a-fA-F]{64}$/.test(sig.publicKeyHex)) throw new Error('public key must be 64 hex characters');
  if (!/^[0-9a-fA-F]{128}$/.test(sig.signatureHex)) throw new Error('signature must be 128 hex characters');
  const fences = findFences(fileText);
  if (!fences)
    throw new Error('cannot sign: no frontmatter (the file must start with a "---" line and close it with another)');
  const { yamlStart, yamlEnd, eol } = fences;
  const yamlText = fileText.slice(yamlStart, yamlEnd);
  if (
    read &&
    !read.flow &&
    read.entries.length > 0 &&
    read.entries[0]!.key.column === 1 &&
    !/^\.\.\.(?=[ \t\r\n#]|$)/m.test(yamlText)
  ) {
    const at = read.entries.findIndex((e) => e.key.value === 'signature');
    // The block goes last, at column 1 (the keys' indentation), before the closing fence.
    if (at < 0) {
      const block = (yamlText.length > 0 && !yamlText.endsWith('\n') ? eol : '') + signatureBlock(sig, eol, '');
      return checkedOwn(fileText, yamlStart, yamlEnd, read, yamlText + block, sig);
    }
    // A re-signing: the entry's lines (its key's line, then indented lines up to the next key
    // or the end) are replaced; anything else between (a blank line, a comment at column 1)
    // is left to the yaml library's placing below.
    const region = entryLines(yamlText, fences.yamlFirstLine, read, at);
    if (region) {
      const [from, to] = region;
      const newYaml = yamlText.slice(0, from) + signatureBlock(sig, eol, '') + yamlText.slice(to);
      return checkedOwn(fileText, yamlStart, yamlEnd, read, newYaml, sig);
    }
  }
  const doc = parseFrontmatter(yamlText);
  const root = doc.contents;

  let start: number; // offsets within yamlText
  let end: number;
  let indent = '';
  if (root === null) {
    // Empty frontmatter: the block becomes its only key.
    start = end = yamlText.length;
  } else {
    if (!Y().isMap(root)) throw new Error('cannot sign: the frontmatter is not a mapping');
    if (root.flow) return signFlowRoot(fileText, yamlStart, yamlEnd, doc, sig);
    const first = root.items[0]?.key;
    if (Y().isScalar(first) && first.range) {
      const ls = lineStartOf(yamlText, first.range[0]);
      const before = yamlText.slice(ls, first.range[0]);
      if (/^ *$/.test(before)) indent = before;
    }
    const pair = root.items.find((p: Pair<unknown, unknown>) => Y().isScalar(p.key) && p.key.value === 'signature');
    if (pair) {
      const key = rangeOf(pair.key);
      if (!key) throw new Error('cannot sign: cannot locate the existing signature entry');
      start = lineStartOf(yamlText, key[0]);
      // `signature:` at the line's start, or written as an explicit key (`? signature` with
      // its value on a `:` line): the whole entry is replaced.
      const lead = /^( *)(?:\?[ \t]+)?$/.exec(yamlText.slice(start, key[0]));
      if (!lead) throw new Error('cannot sign: the existing signature key does not start its line');
      indent = lead[1]!;
      const valueEnd = Math.max(rangeOf(pair.value)?.[1] ?? key[1], key[1]);
      if (valueEnd > start && yamlText[valueEnd - 1] === '\n') {
        end = valueEnd; // a block value ends with its last line break
      } else {
        const nl = yamlText.indexOf('\n', valueEnd);
        end = nl < 0 ? yamlText.length : nl + 1;
      }
    } else {
      // The new last key goes before a document-end marker (`...`), which must stay last.
      const marker = /^\.\.\.(?=[ \t\r\n#]|$)/m.exec(yamlText.slice(root.range?.[1] ?? 0));
      start = end = marker ? (root.range?.[1] ?? 0) + marker.index : yamlText.length;
    }
  }

  let block = signatureBlock(sig, eol, indent);
  // By construction the YAML text ends with a line break (the closing fence starts a line);
  // if the replaced region reaches the end without one, keep the file's lines intact.
  if (start > 0 && start === yamlText.length && yamlText[start - 1] !== '\n') block = eol + block;
  return checked(fileText, yamlStart, yamlEnd, doc, yamlText.slice(0, start) + block + yamlText.slice(end), sig);
}

/**
 * A frontmatter written as one flow mapping (`{id: a, ...}`): the signature is a flow entry
 * too, `signature: {algo: ed25519, public_key_hex: "...", signature_hex: "..."}`, in place
 * of an existing one or after the last entry.
 */
function signFlowRoot(
  fileText: string,
  yamlStart: number,
  yamlEnd: number,
  doc: Document.Parsed,
  sig: SignatureFields,
): string {
  const yamlText = fileText.slice(yamlStart, yamlEnd);
  const root = doc.contents as YAMLMap<unknown, unknown>;
  const entry = `signature: {algo: ed25519, public_key_hex: "${sig.publicKeyHex.toLowerCase()}", signature_hex: "${sig.signatureHex.toLowerCase()}"}`;
  const pair = root.items.find((p: Pair<unknown, unknown>) => Y().isScalar(p.key) && p.key.value === 'signature');
  let start: number;
  let end: number;
  let text = entry;
  if (pair) {
    const key = rangeOf(pair.key);
    if (!key) throw new Error('cannot sign: cannot locate the existing signature entry');
    start = key[0];
    end = Math.max(key[1], rangeOf(pair.value)?.[1] ?? key[1]);
  } else {
    const last = root.items[root.items.length - 1];
    const after = last ? (rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1]) : (rangeOf(root)?.[0] ?? -1) + 1;
    if (after === undefined || after <= 0) throw new Error('cannot sign: cannot locate the end of the frontmatter');
    start = end = after;
    if (last) text = `, ${entry}`;
  }
  return checked(fileText, yamlStart, yamlEnd, doc, yamlText.slice(0, start) + text + yamlText.slice(end), sig);
}

/** The file with `newYaml` as its frontmatter, once it parses to the old mapping plus the new signature. */
function checked(
  fileText: string,
  yamlStart: number,
  yamlEnd: number,
  doc: Document.Parsed,
  newYaml: string,
  sig: SignatureFields,
): string {
  const result = fileText.slice(0, yamlStart) + newYaml + fileText.slice(yamlEnd);
  // Safety net: the result must parse to the same mapping with the new signature.
  const after = parseFrontmatter(newYaml).toJS() as Record<string, unknown> | null;
  const before = (doc.toJS() ?? {}) as Record<string, unknown>;
  const expected = {
    ...withoutSignature(before),
    signature: {
      algo: 'ed25519',
      public_key_hex: sig.publicKeyHex.toLowerCase(),
      signature_hex: sig.signatureHex.toLowerCase(),
    },
  };
  if (
    !after ||
    !isDeepStrictEqual(withoutSignature(after), withoutSignature(expected)) ||
    !isDeepStrictEqual(after.signature, expected.signature)
  ) {
    throw new Error('cannot sign: inserting the signature would change the frontmatter; check its layout');
  }
  return result;
}

/**
 * Where the root entry `at` of `root` lies in `yamlText` (whose first line is the file's line
 * `firstLine`): from its key's line to the next entry's key line (or the end), when its key
 * starts its line and every line after the key's is indented and no comment; else undefined.
 */
function entryLines(yamlText: string, firstLine: number, root: YMap, at: number): [number, number] | undefined {
  const entry = root.entries[at]!;
  const next = root.entries[at + 1];
  if (entry.key.column !== 1 || (next && next.key.column !== 1)) return undefined;
  const starts = lineStarts(yamlText);
  const from = starts[entry.key.line - firstLine];
  const to = next ? starts[next.key.line - firstLine] : yamlText.length;
  if (from === undefined || to === undefined || to <= from) return undefined;
  const after = yamlText.indexOf('\n', from);
  if (after < 0 || after + 1 > to) return after < 0 && !next ? [from, to] : undefined;
  for (const line of yamlText
    .slice(after + 1, to)
    .split('\n')
    .slice(0, -1))
    if (!/^[ ]+[^\s#]/.test(line)) return undefined; // (an indented comment: the library decides whose it is)
  return [from, to];
}

/** checked(), on skillgate's own reading of the old and the new frontmatter. */
function checkedOwn(
  fileText: string,
  yamlStart: number,
  yamlEnd: number,
  root: YMap,
  newYaml: string,
  sig: SignatureFields,
): string {
  const result = fileText.slice(0, yamlStart) + newYaml + fileText.slice(yamlEnd);
  const bytes = Buffer.from(result, 'utf8');
  // Past the file limit no reader takes it, and the caller refuses it saying so.
  if (bytes.length > MAX_FILE_BYTES) return result;
  const after = parseSkill(bytes);
  // A reader's limit the signature's few values pass (100,000 values a frontmatter): said as that.
  if (!after.ok)
    throw new Error(`cannot sign: the signed file would not be read: ${after.findings[0]!.message}; shorten it first`);
  const value = toValue(after.doc.root) as Record<string, unknown>;
  const expected = {
    algo: 'ed25519',
    public_key_hex: sig.publicKeyHex.toLowerCase(),
    signature_hex: sig.signatureHex.toLowerCase(),
  };
  if (
    !isDeepStrictEqual(withoutSignature(value), withoutSignature(toValue(root) as Record<string, unknown>)) ||
    !isDeepStrictEqual(value.signature, expected)
  )
    throw new Error('cannot sign: inserting the signature would change the frontmatter; check its layout');
  return result;
}

function withoutSignature(m: Record<string, unknown>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(m)) if (k !== 'signature') out[k] = m[k];
  return out;
}
