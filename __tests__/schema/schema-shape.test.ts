import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

// ajv is CommonJS: under NodeNext, TypeScript types the default import as the whole module while
// Node hands over module.exports (the class itself). ajv also sets `.default` on the class, so
// `.default` is the constructor in both views.
const Ajv2020 = Ajv2020Module.default;

// jest runs from the repository root, so the schemas are read relative to it.
function loadSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(process.cwd(), 'schema', name), 'utf8')) as Record<string, unknown>;
}

function compile(name: string): ValidateFunction {
  // strict, as ajv and ajv-cli are by default: any keyword ajv does not know (an editor's
  // markdownDescription, say) fails the test, as it would fail a user's `ajv validate`.
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  return ajv.compile(loadSchema(name));
}

const PUBLIC_KEY = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const SIGNATURE =
  '054b46f51eddf5706f39e07431825b5f3b7d6f0901bd9583128a325157f9dfd9f8250022242e2534e95ed160ea53294ac06209c9f1dba2b13f7fffaa0c91580d';

function validSkill(): Record<string, unknown> {
  return {
    id: 'memory-capture',
    version: '1.0.0',
    description: 'Canonical entry point for emitting memory capture rows from arbitrary tools.',
    allowed_memory_scopes: ['memories/projects/**', 'memories/people/*/notes/**'],
    allowed_tools: ['Read', 'MemoryRead', 'MemoryEmit'],
    sync_class: 'shareable',
    tenant_scope: 'any',
    effort_minutes: 5,
    tags: ['memory', 'capture', 'foundation'],
    signature: {
      algo: 'ed25519',
      public_key_hex: PUBLIC_KEY,
      signature_hex: SIGNATURE,
    },
    'x-cyberos-author': 'stephen@cyberskill.world',
  };
}

function errorsOf(validate: ValidateFunction, doc: unknown): string {
  validate(doc);
  return JSON.stringify(validate.errors ?? []);
}

describe('schema/skill.schema.json', () => {
  const validate = compile('skill.schema.json');
  const withField = (key: string, value: unknown) => ({
    ...validSkill(),
    [key]: value,
  });

  it('declares draft 2020-12 and its $id', () => {
    const schema = loadSchema('skill.schema.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe('https://github.com/skillgate/skillgate/schema/skill.schema.json');
  });

  it('accepts every example it shows on hover', () => {
    const schema = loadSchema('skill.schema.json') as { properties: Record<string, { examples?: unknown[] }> };
    for (const [key, prop] of Object.entries(schema.properties)) {
      for (const example of prop.examples ?? []) {
        expect([key, errorsOf(validate, withField(key, example))]).toEqual([key, '[]']);
      }
    }
  });

  it('accepts the full example with an x- extension', () => {
    expect(errorsOf(validate, validSkill())).toBe('[]');
  });

  it('accepts the minimal required set with empty lists and MCP tools', () => {
    const doc = {
      id: 'a',
      version: '0.1.0-rc.1+build.5',
      description: 'x',
      allowed_memory_scopes: [],
      allowed_tools: ['mcp__github__search_code'],
      disallowed_tools: ['Bash'],
      'x-profile': 'reviewer',
      'x-anything': { nested: [1, null, true] },
    };
    expect(errorsOf(validate, doc)).toBe('[]');
  });

  it('rejects a missing required field', () => {
    const doc = validSkill();
    delete doc.id;
    expect(validate(doc)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keyword: 'required',
          params: { missingProperty: 'id' },
        }),
      ]),
    );
  });

  it.each(['1.0', 'v1.0.0', '01.0.0', '1.0.0-', '1.0.0-01', '1.0.0+'])('rejects version %j', (v) => {
    expect(validate(withField('version', v))).toBe(false);
  });

  it.each(['1.0.0', '10.20.30', '1.0.0-alpha.1', '1.0.0-0A.is.legal', '1.0.0+build.1-x', '1.0.0-rc.1+build.1'])(
    'accepts version %j',
    (v) => {
      expect(validate(withField('version', v))).toBe(true);
    },
  );

  it('rejects a non-x- unknown key such as allowed_tols', () => {
    expect(validate(withField('allowed_tols', ['Bash']))).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keyword: 'additionalProperties',
          params: { additionalProperty: 'allowed_tols' },
        }),
      ]),
    );
  });

  it('rejects enum values outside the schema', () => {
    expect(validate(withField('sync_class', 'public'))).toBe(false);
    expect(validate(withField('tenant_scope', 'global'))).toBe(false);
  });

  it('rejects bad signature hex, a wrong algo and extra signature keys', () => {
    const sig = {
      algo: 'ed25519',
      public_key_hex: PUBLIC_KEY,
      signature_hex: SIGNATURE,
    };
    expect(
      validate(
        withField('signature', {
          ...sig,
          public_key_hex: 'zz' + PUBLIC_KEY.slice(2),
        }),
      ),
    ).toBe(false);
    expect(validate(withField('signature', { ...sig, signature_hex: SIGNATURE.slice(1) }))).toBe(false);
    expect(validate(withField('signature', { ...sig, algo: 'rsa' }))).toBe(false);
    expect(validate(withField('signature', { ...sig, extra: 1 }))).toBe(false);
    expect(validate(withField('signature', { algo: 'ed25519', public_key_hex: PUBLIC_KEY }))).toBe(false);
  });

  it('checks id, description, tools, effort_minutes and tags', () => {
    expect(validate(withField('id', 'memoryCapture'))).toBe(false);
    expect(validate(withField('id', '1skill'))).toBe(false);
    expect(validate(withField('description', ''))).toBe(false);
    expect(validate(withField('description', 'é'.repeat(200)))).toBe(true);
    expect(validate(withField('description', 'x'.repeat(201)))).toBe(false);
    // 200 astral characters are 400 UTF-16 units but 200 code points.
    expect(validate(withField('description', '😀'.repeat(200)))).toBe(true);
    expect(validate(withField('allowed_tools', ['Bsah']))).toBe(false);
    expect(validate(withField('allowed_tools', ['bash']))).toBe(false);
    expect(validate(withField('allowed_tools', ['mcp__github']))).toBe(false);
    expect(validate(withField('disallowed_tools', ['Nope']))).toBe(false);
    expect(validate(withField('effort_minutes', -1))).toBe(false);
    expect(validate(withField('effort_minutes', 1.5))).toBe(false);
    expect(validate(withField('effort_minutes', 4294967295))).toBe(true);
    expect(validate(withField('effort_minutes', 4294967296))).toBe(false);
    expect(validate(withField('tags', 'x'))).toBe(false);
  });

  it('reads an MCP name as mcp__<server>__<tool> (the regex SPEC words it with), in linear time', () => {
    const spec = /^mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_.-]+$/;
    // Every name of up to 5 characters after `mcp__` over the characters that matter.
    const alphabet = ['a', '_', '.', '-', '!'];
    let names = [''];
    for (let n = 1; n <= 5; n++)
      names = [...names, ...names.filter((x) => x.length === n - 1).flatMap((x) => alphabet.map((c) => x + c))];
    for (const rest of names) {
      const name = `mcp__${rest}`;
      expect([name, validate(withField('allowed_tools', [name]))]).toEqual([name, spec.test(name)]);
    }
    // The regex as SPEC writes it backtracks over every `__` split (a 100 KB name of
    // underscores: ~8 s in ajv); the schema's took as long as a description of the same size.
    const time = (value: Record<string, unknown>): number => {
      const t = performance.now();
      for (let i = 0; i < 3; i++) validate(value);
      return performance.now() - t;
    };
    const hostile = time(withField('allowed_tools', [`mcp__${'_'.repeat(100_000)}!`]));
    const plain = time(withField('description', 'x'.repeat(100_000)));
    expect(hostile).toBeLessThan(Math.max(plain, 1) * 50);
  });

  it.each([
    'memories/projects/**',
    'memories/people/*/notes/**',
    'memories/{inbox,today}/[a-z]*.md',
    'memories/{a,{b,c}}/x',
    'memories/[!0-9]x',
    'memories/[]]',
    'memories/a-z/[a-]',
    'memories/[a-z-a]',
    'memories/\\[literal',
    'memories/trailing\\\\',
    'memories/..x/y..',
    'memories/{a,{b,{c,d}}}',
    'memories/[[],*a-0',
    'memories/[z\\-a]', // an escaped dash is a literal, not a range
    'memories/[a\\]]',
    'memories/a!b',
  ])('accepts memory scope %j', (scope) => {
    expect(errorsOf(validate, withField('allowed_memory_scopes', [scope]))).toBe('[]');
  });

  it.each([
    '',
    '[unclosed',
    'memories/{a,b',
    'memories/[z-a]',
    'memories/[9-0]',
    'memories/[!b-a]',
    '/memories/x',
    '../x',
    'memories/../x',
    'memories/..',
    'memories/x\\',
    'memories/[a\\]',
    'memories/[]',
    'memories/[!]',
    'memories/a}',
    'memories/[\\b-a]',
    'memories/[9\\-z-A-A}]', // 9, a literal dash, then the reversed range z-A
    '!memories/x', // negated: every path it does not name
    './!x',
    './/etc/**', // picomatch drops the `./`: absolute
    '././/x',
    '!',
    '!(drafts)/**', // a group that can match `..`
  ])('rejects memory scope %j', (scope) => {
    expect(validate(withField('allowed_memory_scopes', [scope]))).toBe(false);
  });
});

describe('schema/config.schema.json', () => {
  const validate = compile('config.schema.json');

  it('declares draft 2020-12 and its $id', () => {
    const schema = loadSchema('config.schema.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe('https://github.com/skillgate/skillgate/schema/config.schema.json');
  });

  it('accepts every example it shows on hover', () => {
    const schema = loadSchema('config.schema.json') as { properties: Record<string, { examples?: unknown[] }> };
    for (const [key, prop] of Object.entries(schema.properties)) {
      for (const example of prop.examples ?? []) {
        expect([key, errorsOf(validate, { [key]: example })]).toEqual([key, '[]']);
      }
    }
  });

  it('accepts an empty config and a full one', () => {
    expect(errorsOf(validate, {})).toBe('[]');
    const full = {
      profile: 'v1',
      broker_version: '1.4.0',
      trust: 'registry',
      trusted_keys: '.skillgate/trusted-keys',
      lockfile: 'skillgate.lock',
      include: ['skills/**'],
      exclude: ['skills/experimental/**'],
      tools: {
        mcp__github__create_issue: 'write',
        mcp__github__search_code: 'read-only',
      },
      permission_profiles: {
        reviewer: {
          allow: ['read-only', 'mcp__github__search_code'],
          paths: ['skills/review/**'],
        },
        minimal: { allow: [] },
      },
      rules: {
        'tool-conflict': 'error',
        'unclassified-tool': 'warning',
        'denied-tool': 'error',
        'description-trigger': 'off',
        'deprecated-by': 'warning',
        'unknown-field': 'off',
        'allowed-tools-list': 'error',
      },
    };
    expect(errorsOf(validate, full)).toBe('[]');
  });

  it('leaves profile-dependent tool registration to src/core/config.ts', () => {
    // Native tools and non-MCP names under `tools` are rejected after the schema, with a message
    // naming the fixed class or the profile; the schema only insists on a valid class.
    expect(validate({ tools: { Bash: 'read-only', WebSearch: 'read-only' } })).toBe(true);
    expect(validate({ tools: { 'has space': 'write' } })).toBe(false);
  });

  it('rejects a contract code under rules', () => {
    expect(validate({ rules: { InvalidId: 'off' } })).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keyword: 'additionalProperties',
          params: { additionalProperty: 'InvalidId' },
        }),
      ]),
    );
  });

  it('rejects a bad severity, tool class, profile or key', () => {
    expect(validate({ rules: { 'tool-conflict': 'fatal' } })).toBe(false);
    expect(validate({ tools: { mcp__github__create_issue: 'admin' } })).toBe(false);
    expect(validate({ profile: 'v2' })).toBe(false);
    expect(validate({ trust: 'none' })).toBe(false);
    expect(validate({ broker_version: 'v1.0.0' })).toBe(false);
    expect(validate({ permission_profiles: { reviewer: { paths: ['x/**'] } } })).toBe(false);
    expect(
      validate({
        permission_profiles: { reviewer: { allow: [], extra: true } },
      }),
    ).toBe(false);
    expect(validate({ include: 'skills/**' })).toBe(false);
    expect(validate({ unknown: 1 })).toBe(false);
  });
});
