/**
 * Acceptance criterion 19: schema/skill.schema.json, run by ajv (draft 2020-12) over every
 * fixture's frontmatter parsed with the `yaml` package, accepts and rejects exactly what the
 * validator does — except where JSON Schema cannot express the rule. Those exceptions are
 * listed below, each with its reason, and the list is exact: a fixture on it must disagree,
 * every other fixture must agree. Cross-file rules (DuplicateId, deprecated-by, lock drift)
 * never meet a single file's schema check, so no fixture here stands for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { parseConfig } from '../../src/core/config.js';
import { defaultSettings } from '../../src/core/config-types.js';
import { checkBytes, makeContext } from '../../src/core/engine.js';
import { brokerArg, FIXTURES_DIR, loadFixtures, type Expected } from '../core/fixtures.js';

const Ajv2020 = Ajv2020Module.default;
const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'schema', 'skill.schema.json'), 'utf8')) as object;
// ajv's defaults (strict), as ajv-cli compiles it (TASK-SKILL-103 #19).
const ajv = new Ajv2020({ allErrors: true });
const validate = ajv.compile(schema);

/** The YAML-level rules of SPEC §1 come before any data exists: JSON Schema never sees them. */
const YAML_LEVEL = 'YAML-level rule (SPEC §1): the `yaml` package builds data the schema accepts';
/** No data at all: the frontmatter cannot be found or decoded, or YAML refuses it. */
const NO_DATA = 'no frontmatter data: fences, UTF-8 or YAML syntax (SPEC §1) come before the schema';
/** Refused before YAML, though an editor's parser reads on (it strips a BOM, keeps a NUL). */
const FILE_LEVEL = 'file-level rule (SPEC §1): a BOM before line 1 or a NUL byte; an editor parses the YAML anyway';
const BROKER = 'broker range: needs the configured broker version, which the schema cannot see';
const MCP = 'MCP registration lives in .skillgate.yml, which the schema cannot see';
const SIGNATURE = 'signature verification: the schema checks the block shape, not the ed25519 signature';
const CANONICAL =
  'NaN, ±Infinity, lone surrogates and integers past ±(2^53 − 1): JSON data has no such values (the integer is already rounded), so an x- extension passes';
const YAML_TYPE = 'YAML int vs float: `5.0` is a float in YAML but the integer 5 once it is JSON data';
const GLOB =
  'glob syntax beyond the schema regex: reversed ranges outside ASCII letters and digits, braces deeper than 4, `/` or `..` spelled by an escape or a brace alternative';
const MIN_MAX = 'min_broker_version <= max_broker_version compares two fields: JSON Schema cannot';

const EXCEPTIONS: Record<string, string> = {
  'ac02-missing-frontmatter': NO_DATA,
  'fence-bom': FILE_LEVEL,
  'fence-dash-text-not-closer': NO_DATA,
  'fence-dots-not-closer': NO_DATA,
  'fence-empty-file': NO_DATA,
  'fence-four-dashes-not-closer': NO_DATA,
  'fence-indented-opener': NO_DATA,
  'fence-leading-blank-line': NO_DATA,
  'fence-no-closing': NO_DATA,
  'yaml-duplicate-key': NO_DATA,
  'yaml-invalid-utf8': NO_DATA,
  'yaml-nul-byte': FILE_LEVEL,
  'yaml-syntax-error': NO_DATA,
  'yaml-tab-indent': NO_DATA,
  'yaml-multiple-documents': NO_DATA,
  'yaml-dash-text-second-document': NO_DATA,
  'yaml-lone-cr': NO_DATA,
  'yaml-directive': NO_DATA,
  'yaml-directive-after-document-end': YAML_LEVEL,
  'yaml-bom-in-plain-scalar': YAML_LEVEL,
  'yaml-alias': YAML_LEVEL,
  'yaml-alias-undefined': NO_DATA,
  'yaml-anchor': YAML_LEVEL,
  'yaml-merge-key': YAML_LEVEL,
  'yaml-tag-binary': YAML_LEVEL,
  'yaml-tag-custom': NO_DATA,
  'yaml-tag-str': YAML_LEVEL,
  'yaml-non-string-key': YAML_LEVEL,
  'yaml-deep-nesting-flow': YAML_LEVEL,
  'yaml-deep-nesting-block': YAML_LEVEL,
  'ac14-broker-too-old': BROKER,
  'ac15-broker-too-new': BROKER,
  'broker-prerelease-too-old': BROKER,
  'broker-prerelease-too-new': BROKER,
  'broker-prerelease-numeric': BROKER,
  'broker-both-bounds': BROKER,
  'invalid-field-broker-min-gt-max': MIN_MAX,
  'glob-reversed-range-punctuation': GLOB,
  'glob-deep-braces-ok': GLOB,
  'glob-spelled-parent': GLOB,
  'glob-spelled-absolute': GLOB,
  'unknown-tool-mcp-unregistered': MCP,
  'unknown-tool-mcp-typo': MCP,
  'invalid-field-inf': CANONICAL,
  'invalid-field-lone-surrogate': CANONICAL,
  'invalid-field-integer-beyond-2-53': CANONICAL,
  'invalid-field-effort-float': YAML_TYPE,
  'vectors/tampered-body': SIGNATURE,
  'vectors/tampered-frontmatter': SIGNATURE,
  'vectors/noncanonical-s': SIGNATURE,
  'vectors/small-order-key': SIGNATURE,
};

interface Case {
  name: string;
  bytes: Buffer;
  expected?: Expected;
}

const cases: Case[] = [
  ...loadFixtures().map((f) => ({ name: f.name, bytes: f.bytes, expected: f.expected })),
  ...readdirSync(path.join(FIXTURES_DIR, 'vectors'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      name: `vectors/${d.name}`,
      bytes: readFileSync(path.join(FIXTURES_DIR, 'vectors', d.name, 'SKILL.md')),
    })),
];

/** The frontmatter as JSON data, the way an editor would build it, or undefined when there is none. */
function frontmatterData(bytes: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const m = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m.exec(text);
  if (!m || m.index !== 0) return undefined;
  try {
    const data: unknown = parse(m[1], { version: '1.2', schema: 'core' });
    return data === null ? undefined : data;
  } catch {
    return undefined;
  }
}

async function validatorAccepts(c: Case): Promise<boolean> {
  const settings = defaultSettings(process.cwd(), false);
  const broker = c.expected && brokerArg(c.expected);
  if (broker) settings.brokerVersion = broker;
  if (c.expected?.config) Object.assign(settings, await parseConfig(c.expected.config, '.skillgate.yml'));
  const r = checkBytes(c.bytes, { abs: c.name, rel: c.name }, makeContext(settings));
  return !r.findings.some((f) => f.severity === 'error');
}

function schemaAccepts(data: unknown): boolean | undefined {
  if (data === undefined) return undefined;
  return validate(data) as boolean;
}

describe('skill.schema.json mirrors the validator (AC19)', () => {
  it('has fixtures of both kinds and an exception list naming only real fixtures', () => {
    const names = new Set(cases.map((c) => c.name));
    expect(cases.length).toBeGreaterThan(100);
    for (const name of Object.keys(EXCEPTIONS)) expect([name, names.has(name)]).toEqual([name, true]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const byValidator = await validatorAccepts(c);
    if (c.expected) expect(byValidator).toBe(c.expected.exit === 0);
    const data = frontmatterData(c.bytes);
    const bySchema = schemaAccepts(data);
    const reason = EXCEPTIONS[name];
    if (reason === undefined) {
      // JSON Schema can express every rule this fixture exercises: same verdict.
      expect({ name, schema: bySchema, errors: bySchema ? [] : validate.errors }).toMatchObject({
        name,
        schema: byValidator,
      });
    } else if (reason === NO_DATA) {
      expect({ name, data }).toEqual({ name, data: undefined });
      expect(byValidator).toBe(false);
    } else if (reason === GLOB) {
      expect({ name, validator: byValidator, schema: bySchema }).toEqual({
        name,
        validator: !bySchema,
        schema: !byValidator,
      });
    } else {
      // The validator rejects what the schema cannot see; the schema accepts the data.
      expect({ name, validator: byValidator, schema: bySchema }).toEqual({ name, validator: false, schema: true });
    }
  });
});
