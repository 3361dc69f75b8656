/**
 * A key's findings past the file's cap are counted, not held (diagnostic.ts spillingPush): the
 * report is the cap's, the same as when every finding was made and then cut, but 450,000 bad
 * tool names no longer hold 450,000 findings (420 MB) until the cut.
 */
import { checkV1 } from '../../src/rules/v1.js';
import { parseSkill } from '../../src/core/document.js';
import { MAX_FILE_FINDINGS } from '../../src/core/engine.js';
import { summarize } from '../../src/report/summary.js';
import { checkText } from './helpers.js';

const HEAD = 'id: s\nversion: 1.0.0\ndescription: Reads. Use when needed.\nallowed_memory_scopes: []\n';
const text = (lines: string): string => `---\n${HEAD}${lines}---\n`;
const list = (n: number, item: string): string => `[${Array.from({ length: n }, () => item).join(', ')}]`;

describe('findings past the cap, a key at a time', () => {
  it('a list of 30,000 bad tools holds the cap, not 30,000 findings, and reports as the cut did', () => {
    const t = text(`allowed_tools: ${list(30_000, 'Q')}\n`);
    const parsed = parseSkill(Buffer.from(t));
    if (!parsed.ok) throw new Error('parse');
    const made = checkV1(parsed.doc.root, { tools: {} }).findings;
    expect(made.length).toBeLessThanOrEqual(MAX_FILE_FINDINGS + 2);
    const r = checkText(t);
    expect(r.outcome).toBe('invalid_field');
    expect(r.findings).toHaveLength(MAX_FILE_FINDINGS + 1);
    expect(r.findings.slice(0, MAX_FILE_FINDINGS).map((f) => f.field)).toEqual(
      Array.from({ length: MAX_FILE_FINDINGS }, (_, i) => `allowed_tools[${i}]`),
    );
    expect(r.findings.at(-1)!.message).toMatch(/^20000 more findings in this file are not listed;/);
    expect(summarize([r], [], 0).errors).toBe(30_000);
  });

  it('counts each key on its own, and the non-canonical walk adds nothing where an InvalidField was counted', () => {
    // 12,000 tags of .nan: each InvalidField (not a string), none twice for being NaN too; then
    // 12,000 bad tools after them: the cap keeps the tags' first 10,000.
    const r = checkText(text(`tags: ${list(12_000, '.nan')}\nallowed_tools: ${list(12_000, 'Q')}\n`));
    expect(summarize([r], [], 0).errors).toBe(24_000);
    expect(r.findings.slice(0, MAX_FILE_FINDINGS).every((f) => f.field.startsWith('tags['))).toBe(true);
    expect(r.findings.at(-1)!.message).toMatch(/^14000 more findings in this file are not listed;/);
    // An error of another key before the long list is still listed first.
    const early = checkText(`---\nid: Bad_Id\n${HEAD.slice(6)}allowed_tools: ${list(12_000, 'Q')}\n---\n`);
    expect(early.findings[0]!.code).toBe('InvalidId');
    expect(summarize([early], [], 0).errors).toBe(12_001);
  });

  it('a signature block of 10,005 unknown keys lists its missing fields first and counts every finding, in both profiles', () => {
    const keys = Array.from({ length: 10_005 }, (_, i) => `  k${i}: 1`).join('\n');
    const v1 = checkText(text(`allowed_tools: []\nsignature:\n${keys}\n`));
    // The block's missing fields are at its start, made after its entries: listed first.
    expect(v1.findings.slice(0, 5).map((f) => f.message)).toEqual([
      'signature verification failed: the signature block is malformed',
      'unknown key "k0" in signature (allowed: algo, public_key_hex, signature_hex)',
      'signature.algo is missing',
      'signature.public_key_hex is missing',
      'signature.signature_hex is missing',
    ]);
    expect(summarize([v1], [], 0).errors).toBe(10_009);
    expect(v1.findings.at(-1)!.message).toMatch(/^9 more findings in this file are not listed;/);
    const as = checkText(`---\nname: demo\ndescription: Use when testing.\nsignature:\n${keys}\n---\n`, {
      settings: { profile: 'agentskills' },
    });
    const listed = as.findings.filter((f) => !f.omitted).length;
    const said = Number(/^(\d+) more findings/.exec(as.findings.at(-1)!.message)![1]);
    expect(listed + said).toBe(summarize([as], [], 0).errors + summarize([as], [], 0).warnings);
  });
});
