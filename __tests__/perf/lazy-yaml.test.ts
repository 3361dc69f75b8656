/**
 * The yaml library loads on first use (src/core/yaml-library.ts, issue #7 start-up): the
 * bundle keeps it in dist/yaml.cjs, outside every chunk, and a frontmatter on the fast YAML
 * path never reads that file. Shown on a copy of the bundle's folder outside this tree (no
 * node_modules above it to stand in), with and without yaml.cjs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BIN, tmpDir, writeTree } from '../helpers/cli.js';

const HEAD = 'version: 1.0.0\nallowed_tools: [Read]\nallowed_memory_scopes: []\n';
const SKILLS = {
  // Plain scalars: the fast path reads them.
  'plain/SKILL.md': `---\nid: plain\n${HEAD}description: Use when checking the fast path.\n---\nBody.\n`,
  // An escape in a double-quoted scalar: only the library reads it.
  'escaped/SKILL.md': `---\nid: escaped\n${HEAD}description: "Use when checking \\x41 escapes."\n---\nBody.\n`,
  // A YAML error the library words.
  'broken/SKILL.md': `---\nid: broken\n${HEAD}description: ? complex\n---\nBody.\n`,
};

let dir: string;
let withYaml: string;
let withoutYaml: string;

beforeAll(() => {
  dir = tmpDir('skillgate-lazy-yaml-');
  withYaml = path.join(dir, 'with');
  withoutYaml = path.join(dir, 'without');
  cpSync(path.dirname(BIN), withYaml, { recursive: true });
  cpSync(path.dirname(BIN), withoutYaml, { recursive: true });
  rmSync(path.join(withoutYaml, 'yaml.cjs'), { force: true });
  writeTree(path.join(dir, 'skills'), SKILLS);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function validate(bundle: string, skill: string): { code: number; out: string } {
  const r = spawnSync(process.execPath, [path.join(bundle, 'index.js'), 'validate', '--format', 'json', skill], {
    cwd: path.join(dir, 'skills'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    encoding: 'utf8',
  });
  return { code: r.status ?? -1, out: r.stdout + r.stderr };
}

test('the bundle keeps the yaml library in yaml.cjs, in no chunk', () => {
  expect(existsSync(path.join(withYaml, 'yaml.cjs'))).toBe(true);
  for (const f of readdirSync(withYaml).filter((f) => f.endsWith('.js'))) {
    expect([f, readFileSync(path.join(withYaml, f), 'utf8').includes("Symbol.for('yaml.map')")]).toEqual([f, false]);
  }
});

test('frontmatter on the fast path never loads the yaml library', () => {
  const r = validate(withoutYaml, 'plain/SKILL.md');
  expect(r.out).toContain('"outcome": "ok"');
  expect(r.code).toBe(0);
});

test('frontmatter only the library reads loads it from yaml.cjs, its errors too', () => {
  // Without the file, the one place it comes from, the library is missing: it is not in the chunks.
  const missing = validate(withoutYaml, 'escaped/SKILL.md');
  expect(missing.code).toBe(1);
  expect(missing.out).toContain("Cannot find module 'yaml'");
  const escaped = validate(withYaml, 'escaped/SKILL.md');
  expect(escaped.out).toContain('"description": "Use when checking A escapes."');
  expect(escaped.code).toBe(0);
  const broken = validate(withYaml, 'broken/SKILL.md');
  expect(broken.out).toContain('"code": "YamlParse"');
  expect(broken.code).toBe(6);
});
