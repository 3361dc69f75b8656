import { applySignature } from '../../src/signature/insert.js';
import { signingMessage } from '../../src/signature/message.js';
import { signMessage, verifyStrict } from '../../src/signature/ed25519.js';
import { keys, parseBundleText, readBundle } from './helpers.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSkill } from '../../src/core/document.js';
import { cpuNow } from '../helpers/cpu.js';
import { REPO } from '../helpers/cli.js';

const FIXTURES = path.join(REPO, 'fixtures');

const PUB = keys['key-1']!.public_key_hex;
const SEED = keys['key-1']!.secret_seed_hex;
const SIG =
  '054b46f51eddf5706f39e07431825b5f3b7d6f0901bd9583128a325157f9dfd9f8250022242e2534e95ed160ea53294ac06209c9f1dba2b13f7fffaa0c91580d';

/** Removes the 4-line signature block of a vector bundle. */
function unsign(text: string): string {
  const out = text.replace(
    /signature:(\r?\n) {2}algo: ed25519\1 {2}public_key_hex: "[0-9a-f]+"\1 {2}signature_hex: "[0-9a-f]+"\1/,
    '',
  );
  expect(out).not.toBe(text);
  return out;
}

/** What `skillgate sign` does: sign the file's content and write the block. */
function sign(text: string): string {
  const { fm, body } = parseBundleText(text);
  return applySignature(text, {
    publicKeyHex: PUB,
    signatureHex: signMessage(SEED, signingMessage(fm, body)),
  });
}

describe('applySignature', () => {
  const valid = readBundle('signed-valid');
  const crlf = readBundle('signed-restyled-crlf');

  it('reproduces signed-valid byte for byte from its unsigned form', () => {
    const unsigned = unsign(valid);
    expect(unsigned).not.toContain('signature');
    expect(sign(unsigned)).toBe(valid);
    expect(applySignature(unsigned, { publicKeyHex: PUB, signatureHex: SIG })).toBe(valid);
  });

  it('reproduces signed-restyled-crlf byte for byte, keeping CRLF', () => {
    const unsigned = unsign(crlf);
    const out = sign(unsigned);
    expect(out).toBe(crlf);
    expect(out.split('\r\n').length).toBe(out.split('\n').length);
  });

  it("signed on skillgate's own reading (sign's first signing) the bytes are the yaml library path's, on every fixture and generated frontmatters", () => {
    const texts: string[] = [unsign(valid), unsign(crlf)];
    for (const dir of readdirSync(FIXTURES)) {
      const f = path.join(FIXTURES, dir, 'SKILL.md');
      if (existsSync(f)) texts.push(readFileSync(f, 'utf8'));
    }
    // Frontmatters of every shape the fast path reads: comments last, no final line break
    // before the fence is impossible (the fence starts a line), blank lines, block scalars last.
    const sigBlock = `signature:\n  algo: ed25519\n  public_key_hex: "${'a'.repeat(64)}"\n  signature_hex: "${'b'.repeat(128)}"\n`;
    for (const tail of [
      '',
      '# trailing comment\n',
      '\n\n',
      'x-notes: |\n  a\n  b\n',
      'x-f: >-\n  folded\n\n',
      'tags: [a, b]\n',
      "x-q: 'it''s'\n",
      // Re-signings: the entry last, in the middle, with comments and blank lines around it.
      sigBlock,
      `${sigBlock}tags: [a]\n`,
      `${sigBlock}# after\ntags: [a]\n`,
      `${sigBlock}  # indented after\ntags: [a]\n`,
      `${sigBlock}\ntags: [a]\n`,
      `signature: {algo: ed25519, public_key_hex: "${'a'.repeat(64)}", signature_hex: "${'b'.repeat(128)}"}\ntags: [a]\n`,
      `signature: # old\n  algo: ed25519\n  public_key_hex: "${'a'.repeat(64)}"\n  signature_hex: "${'b'.repeat(128)}"\n`,
      sigBlock.replace('\n  algo', '\n  # note\n  algo'),
    ])
      texts.push(
        `---\nid: a\nversion: 1.0.0\ndescription: Use when x\nallowed_memory_scopes: []\nallowed_tools: [Read]\n${tail}---\nbody\n`,
      );
    let fast = 0;
    for (const text of texts) {
      const parsed = parseSkill(Buffer.from(text));
      if (!parsed.ok) continue;
      const fields = { publicKeyHex: PUB, signatureHex: SIG };
      expect([text, applySignature(text, fields, parsed.doc.root)]).toEqual([text, applySignature(text, fields)]);
      fast++;
    }
    expect(fast).toBeGreaterThan(8);
  });

  it("a large frontmatter is signed at the cost of skillgate's own parse, not the yaml library's (450,000 list items took 7.6 s and 1 GB; ratio in one run)", () => {
    const big = `---\nid: big\nversion: 1.0.0\ndescription: Use when x\nallowed_memory_scopes: []\nallowed_tools: []\nx-a: [${Array(100_000).fill('1').join(',')}]\n---\nbody\n`;
    const fields = { publicKeyHex: PUB, signatureHex: SIG };
    const parsed = parseSkill(Buffer.from(big));
    if (!parsed.ok) throw new Error('big did not parse');
    let t = cpuNow();
    const own = applySignature(big, fields, parsed.doc.root);
    const ownMs = cpuNow() - t;
    t = cpuNow();
    const library = applySignature(big, fields);
    const libraryMs = cpuNow() - t;
    expect(own).toBe(library);
    process.stderr.write(
      `  [sign 100,000 items: own parse ${ownMs.toFixed(0)} ms, yaml library ${libraryMs.toFixed(0)} ms]\n`,
    );
    expect(libraryMs / Math.max(ownMs, 1)).toBeGreaterThan(2);
    // Re-signing (a signature there already) too: 340,000 items took 3.7 s and 966 MB.
    const again = parseSkill(Buffer.from(own));
    if (!again.ok) throw new Error('signed big did not parse');
    const other = { publicKeyHex: PUB, signatureHex: SIG.replace(/^../, 'ff') };
    t = cpuNow();
    const resignedOwn = applySignature(own, other, again.doc.root);
    const resignOwnMs = cpuNow() - t;
    t = cpuNow();
    const resignedLibrary = applySignature(own, other);
    const resignLibraryMs = cpuNow() - t;
    expect(resignedOwn).toBe(resignedLibrary);
    expect(resignLibraryMs / Math.max(resignOwnMs, 1)).toBeGreaterThan(2);
  });

  it('writes lowercase hex', () => {
    const out = applySignature(unsign(valid), {
      publicKeyHex: PUB.toUpperCase(),
      signatureHex: SIG.toUpperCase(),
    });
    expect(out).toBe(valid);
  });

  it('replaces an existing (wrong) signature in place, LF and CRLF', () => {
    for (const name of ['tampered-body', 'noncanonical-s', 'small-order-key']) {
      const text = readBundle(name);
      const out = sign(text);
      const { fm, body, signature } = parseBundleText(out);
      expect(signature.public_key_hex).toBe(PUB);
      expect(verifyStrict(signature.public_key_hex, signature.signature_hex, signingMessage(fm, body))).toEqual({
        ok: true,
      });
      // only the two hex lines changed
      const a = text.split('\n');
      const b = out.split('\n');
      expect(b.length).toBe(a.length);
      const changed = a.map((l, i) => (l === b[i] ? -1 : i)).filter((i) => i >= 0);
      expect(changed.length).toBeLessThanOrEqual(2);
      for (const i of changed) expect(a[i]).toMatch(/^ {2}(public_key_hex|signature_hex): /);
    }
    expect(applySignature(crlf.replace(SIG, 'ab'.repeat(64)), { publicKeyHex: PUB, signatureHex: SIG })).toBe(crlf);
    expect(sign(readBundle('tampered-frontmatter'))).not.toBe(readBundle('tampered-frontmatter'));
  });

  it('replaces flow, scalar, null and commented signature entries, keeping the rest', () => {
    const block = `signature:\n  algo: ed25519\n  public_key_hex: "${PUB}"\n  signature_hex: "${SIG}"\n`;
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    const cases: [string, string][] = [
      [
        '---\nid: a\nsignature: {algo: ed25519,\n  x: 1}  # old\nz: 1\n---\nbody',
        `---\nid: a\n${block}z: 1\n---\nbody`,
      ],
      ['---\nid: a\nsignature: nope\nz: 1\n---\n', `---\nid: a\n${block}z: 1\n---\n`],
      ['---\nid: a\nsignature:\nz: 1\n---\n', `---\nid: a\n${block}z: 1\n---\n`],
      ['---\nid: a\nsignature: ~   \n---\n', `---\nid: a\n${block}---\n`],
      [
        '---\n# head\nsignature: # why\n  algo: x\n  # inner comment\n\n# c\nid: a   \n---\n\n body  \n',
        `---\n# head\n${block}  # inner comment\n\n# c\nid: a   \n---\n\n body  \n`,
      ],
      ['---\nid: a\nsignature:\n- 1\n- 2\n---\n', `---\nid: a\n${block}---\n`],
      // An explicit key (`? signature`, its value on the `:` line below), as validate reads it.
      [
        '---\nid: a\n? signature\n: algo: ed25519\n  public_key_hex: aa\n  signature_hex: bb\nz: 1\n---\n',
        `---\nid: a\n${block}z: 1\n---\n`,
      ],
      ['---\nid: a\n?   signature\n:\n  algo: x\n---\n', `---\nid: a\n${block}---\n`],
    ];
    for (const [input, expected] of cases) expect(applySignature(input, s)).toBe(expected);
  });

  it('appends as the last key before the closing fence, after trailing comments', () => {
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    const block = `signature:\n  algo: ed25519\n  public_key_hex: "${PUB}"\n  signature_hex: "${SIG}"\n`;
    expect(applySignature('---  \nid: a # c\n# end\n---\t\nbody\n', s)).toBe(
      `---  \nid: a # c\n# end\n${block}---\t\nbody\n`,
    );
    expect(applySignature('---\ndescription: |\n  text\n---\n', s)).toBe(`---\ndescription: |\n  text\n${block}---\n`);
    expect(applySignature('---\n---\nbody', s)).toBe(`---\n${block}---\nbody`);
    expect(applySignature('---\n  id: a\n---\n', s)).toBe(`---\n  id: a\n${block.replace(/^(?=.)/gm, '  ')}---\n`);
    expect(applySignature('---\r\nid: a\r\n---\r\n', s)).toBe(`---\r\nid: a\r\n${block.replace(/\n/g, '\r\n')}---\r\n`);
  });

  it('goes before a document-end marker (...), which stays last', () => {
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    const block = `signature:\n  algo: ed25519\n  public_key_hex: "${PUB}"\n  signature_hex: "${SIG}"\n`;
    expect(applySignature('---\nid: a\n...\n---\nbody\n', s)).toBe(`---\nid: a\n${block}...\n---\nbody\n`);
    expect(applySignature('---\nid: a\n# c\n... # end\n---\n', s)).toBe(`---\nid: a\n# c\n${block}... # end\n---\n`);
  });

  it('signs a frontmatter of 40,000 keys (the duplicate-key search was quadratic)', () => {
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    const keys40k = Array.from({ length: 40_000 }, (_, i) => `x-${i}: 1`).join('\n');
    const out = applySignature(`---\nid: a\n${keys40k}\n---\n`, s);
    expect(
      out.endsWith(
        `x-39999: 1\nsignature:\n  algo: ed25519\n  public_key_hex: "${PUB}"\n  signature_hex: "${SIG}"\n---\n`,
      ),
    ).toBe(true);
  }, 30_000);

  it('signs a frontmatter written as one flow mapping with a flow entry, in place or last', () => {
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    const entry = `signature: {algo: ed25519, public_key_hex: "${PUB}", signature_hex: "${SIG}"}`;
    const cases: [string, string][] = [
      [
        '---\n{id: a, allowed_tools: [Read]}\n---\nbody\n',
        `---\n{id: a, allowed_tools: [Read], ${entry}}\n---\nbody\n`,
      ],
      [
        '---\r\n{\r\n  id: a,\r\n  v: 1.0.0,  # c\r\n}\r\n---\r\n',
        `---\r\n{\r\n  id: a,\r\n  v: 1.0.0, ${entry},  # c\r\n}\r\n---\r\n`,
      ],
      ['---\n{id: a, signature: {algo: x}, z: 1}\n---\n', `---\n{id: a, ${entry}, z: 1}\n---\n`],
      ['---\n{id: a, signature: , z: 1}\n---\n', `---\n{id: a, ${entry}, z: 1}\n---\n`],
      ['---\n{id}\n---\n', `---\n{id, ${entry}}\n---\n`],
      ['---\n{}\n---\n', `---\n{${entry}}\n---\n`],
    ];
    for (const [input, expected] of cases) expect([input, applySignature(input, s)]).toEqual([input, expected]);
    // And it verifies: the signed message is the mapping's, whatever its style.
    const flow =
      '---\n{id: demo, version: 1.0.0, description: "Demo. Use when testing.", allowed_memory_scopes: [], allowed_tools: [Read]}\n---\nbody\n';
    const { fm, body } = parseBundleText(sign(flow));
    const hex = (fm.signature as { signature_hex: string }).signature_hex;
    expect(verifyStrict(PUB, hex, signingMessage(fm, body))).toEqual({ ok: true });
  });

  it('throws without frontmatter or on an unusable one', () => {
    const s = { publicKeyHex: PUB, signatureHex: SIG };
    expect(() => applySignature('# no frontmatter\n', s)).toThrow(/frontmatter/);
    expect(() => applySignature('---\nid: a\n', s)).toThrow(/frontmatter/);
    expect(() => applySignature('---\n- a\n---\n', s)).toThrow(/mapping/);
    expect(() => applySignature('---\nid: [\n---\n', s)).toThrow(/parse/);
    expect(() => applySignature('---\nid: a\n---\n', { publicKeyHex: 'x', signatureHex: SIG })).toThrow(/64 hex/);
    expect(() => applySignature('---\nid: a\n---\n', { publicKeyHex: PUB, signatureHex: 'ab' })).toThrow(/128 hex/);
  });
});
