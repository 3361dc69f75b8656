/**
 * SPEC §2: a file with several errors takes the first of parse_err, signature_failed,
 * required_missing, version_skew, invalid_field. Every pair, in both orders, and through the
 * engine for the pairs a real file can hold.
 */
import { outcomeOf, outcomeOfCode, type Code, type Finding } from '../../src/core/diagnostic.js';
import { checkText } from '../rules/helpers.js';

const ORDER: [Code, string][] = [
  ['YamlParse', 'parse_err'],
  ['SignatureFailed', 'signature_failed'],
  ['RequiredMissing', 'required_missing'],
  ['BrokerTooOld', 'version_skew'],
  ['InvalidId', 'invalid_field'],
];
const finding = (code: Code, severity: 'error' | 'warning' = 'error'): Finding => ({
  field: '',
  code,
  message: '',
  line: 1,
  column: 1,
  severity,
});

describe('outcome precedence', () => {
  it('maps each code to its outcome', () => {
    for (const [code, outcome] of ORDER) expect([code, outcomeOfCode(code)]).toEqual([code, outcome]);
  });

  it('takes the earlier outcome of every pair, whatever the findings order', () => {
    for (let i = 0; i < ORDER.length; i++)
      for (let j = i + 1; j < ORDER.length; j++) {
        const [a, want] = ORDER[i]!;
        const [b] = ORDER[j]!;
        expect([a, b, outcomeOf([finding(b), finding(a)])]).toEqual([a, b, want]);
        expect([a, b, outcomeOf([finding(a), finding(b)])]).toEqual([a, b, want]);
      }
  });

  it('ignores warnings: a file with warnings only is ok', () => {
    expect(outcomeOf([finding('YamlParse', 'warning'), finding('InvalidId', 'warning')])).toBe('ok');
    expect(outcomeOf([finding('YamlParse', 'warning'), finding('InvalidId')])).toBe('invalid_field');
  });

  const head = 'id: demo\nversion: 1.0.0\ndescription: Demo. Use when testing.\nallowed_memory_scopes: []\n';
  const badSignature = `signature:\n  algo: ed25519\n  public_key_hex: "${'a'.repeat(64)}"\n  signature_hex: "${'b'.repeat(128)}"\n`;

  it('a signature that fails beats a missing field (engine)', () => {
    const r = checkText(`---\n${head}${badSignature}---\nbody\n`);
    expect(r.findings.map((f) => f.code).sort()).toEqual(['RequiredMissing', 'SignatureFailed']);
    expect(r.outcome).toBe('signature_failed');
  });

  it('a missing field beats a broker out of range, which beats an invalid field (engine)', () => {
    const r = checkText(`---\n${head}max_broker_version: 1.0.0\n---\nbody\n`, { settings: { brokerVersion: '2.0.0' } });
    expect(r.findings.map((f) => f.code).sort()).toEqual(['BrokerTooNew', 'RequiredMissing']);
    expect(r.outcome).toBe('required_missing');
    const skew = checkText(`---\n${head}allowed_tools: [Bsah]\nmax_broker_version: 1.0.0\n---\nbody\n`, {
      settings: { brokerVersion: '2.0.0' },
    });
    expect(skew.findings.map((f) => f.code).sort()).toEqual(['BrokerTooNew', 'UnknownTool']);
    expect(skew.outcome).toBe('version_skew');
  });

  it('the broker range messages cut a long version as other messages cut a value (30 such files: 11 MB of gzipped SARIF)', () => {
    const long = `2.0.0-${'a'.repeat(50_000)}`;
    const r = checkText(
      `---\n${head}allowed_tools: [Read]\nmin_broker_version: ${long}\nmax_broker_version: 1.0.0-a\n---\nbody\n`,
      {
        settings: { brokerVersion: `3.0.0-${'b'.repeat(50_000)}` },
      },
    );
    expect(r.findings.map((f) => f.code).sort()).toEqual(['BrokerTooNew', 'InvalidField']);
    for (const f of r.findings) {
      expect(f.message.length).toBeLessThan(600);
      expect(f.message).toContain('(50006 characters)');
    }
    // Short ones stay as they were written, bare.
    const short = checkText(
      `---\n${head}allowed_tools: [Read]\nmin_broker_version: 2.0.0\nmax_broker_version: 1.0.0\n---\nbody\n`,
    );
    expect(short.findings.map((f) => f.message)).toEqual([
      'max_broker_version 1.0.0 is lower than min_broker_version 2.0.0',
    ]);
  });
});
