/**
 * The config validator is compiled ahead of time (scripts/gen-schemas.mjs, ajv standalone):
 * it must judge every config as ajv compiling schema/config.schema.json does, errors included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { validate as generated } from '../../src/generated/config-validator.js';

const Ajv2020 = Ajv2020Module.default;
const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'schema', 'config.schema.json'), 'utf8'));
const live = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
const gen = generated as unknown as ((d: unknown) => boolean) & { errors?: unknown[] | null };

const configs: unknown[] = [
  {},
  { profile: 'v1', trust: 'registry', broker_version: '1.2.3', trusted_keys: 'k', lockfile: 'x.lock' },
  { profile: 'v2' },
  { trust: 'Registry' },
  { include: ['skills/**'], exclude: ['skills/old/**'] },
  { include: [''], exclude: 'x' },
  { tools: { mcp__github__create_issue: 'write', mcp__a__b: 'read-only', mcp__c__d: 'trusted' } },
  { tools: { mcp__x__y: 'writ' } },
  { tools: { Bash: 'read-only' } },
  {
    permission_profiles: {
      reviewer: { allow: ['read-only', 'mcp__github__search_code'], paths: ['skills/review/**'] },
    },
  },
  { permission_profiles: { reviewer: { paths: ['x'] } } },
  { permission_profiles: { reviewer: { allow: ['nope'], extra: 1 } } },
  { rules: { 'description-trigger': 'warning', 'tool-conflict': 'off' } },
  { rules: { 'description-trigger': 'loud' } },
  { rules: { InvalidId: 'off' } },
  { unknown_key: 1, profile: 3 },
  { broker_version: 15 },
  { tools: { ['mcp__' + 'é'.repeat(300) + '__x']: 'write' } },
  [],
  'scalar',
  null,
];

describe('the generated config validator agrees with ajv on schema/config.schema.json', () => {
  it.each(configs.map((c) => [JSON.stringify(c).slice(0, 80), c]))('%s', (_, config) => {
    const a = live(config);
    const b = gen(config);
    expect(b).toBe(a);
    expect(gen.errors ?? null).toEqual(live.errors ?? null);
  });

  it('is what scripts/gen-schemas.mjs writes for the schema as it is now', () => {
    // The generated file embeds the schema it was compiled from.
    const text = readFileSync(path.join(process.cwd(), 'src', 'generated', 'config-validator.ts'), 'utf8');
    expect(text).toContain(JSON.stringify(schema));
  });
});
