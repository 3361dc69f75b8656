/**
 * The `yaml` and `picomatch` libraries load on first use (src/core/libraries.ts, issue #7
 * start-up): the bundle keeps each in a file of its own beside it (dist/yaml.cjs,
 * dist/picomatch.cjs), outside every chunk, and a run that does not need one never reads its
 * file. Shown on copies of the bundle's folder
 * outside this tree (no node_modules above them to stand in), with and without each file.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BIN, tmpDir, writeTree } from '../helpers/cli.js';

const HEAD = 'version: 1.0.0\nallowed_tools: [Read]\n';
const NO_SCOPES = 'allowed_memory_scopes: []\n';
const SKILLS = {
  // Plain scalars, and globs of stars and `{a,b}` lists: the fast YAML path and the hand-written glob
  // checks read them (a class such as `[a-m]` is asked of picomatch).
  // (A scope with a brace, class or group is judged on picomatch's regex: not plain.)
  'plain/SKILL.md': `---\nid: plain\n${HEAD}allowed_memory_scopes: ["memories/projects/**", "memories/people/*/notes/**", "memories/teams/*.md"]\ndescription: Use when checking the fast path.\n---\nBody.\n`,
  // An escape in a double-quoted scalar: only the yaml library reads it.
  // A double-quoted scalar with an escape, over two lines: the fast path reads neither form alone.
  'escaped/SKILL.md': `---\nid: escaped\n${HEAD}${NO_SCOPES}description: "Use when checking\n  \\x41 escapes."\n---\nBody.\n`,
  // A YAML error the yaml library words.
  'broken/SKILL.md': `---\nid: broken\n${HEAD}${NO_SCOPES}description: ? complex\n---\nBody.\n`,
  // A scope only picomatch's own regex can judge (`.?` can spell `..`).
  'escaping/SKILL.md': `---\nid: escaping\n${HEAD}allowed_memory_scopes: ["memories/.?/x"]\ndescription: Use when checking a scope.\n---\nBody.\n`,
};

let dir: string;
let whole: string;
let withoutYaml: string;
let withoutPicomatch: string;

beforeAll(() => {
  dir = tmpDir('skillgate-lazy-libraries-');
  whole = path.join(dir, 'whole');
  withoutYaml = path.join(dir, 'without-yaml');
  withoutPicomatch = path.join(dir, 'without-picomatch');
  for (const copy of [whole, withoutYaml, withoutPicomatch]) cpSync(path.dirname(BIN), copy, { recursive: true });
  rmSync(path.join(withoutYaml, 'yaml.cjs'), { force: true });
  rmSync(path.join(withoutPicomatch, 'picomatch.cjs'), { force: true });
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

test.each([
  ['yaml.cjs', "Symbol.for('yaml.map')"],
  ['picomatch.cjs', 'const WIN_NO_SLASH = `[^${WIN_SLASH}]`'],
])('the bundle keeps %s in a file of its own, in no chunk', (file, mark) => {
  expect(readFileSync(path.join(whole, file), 'utf8')).toContain(mark);
  for (const f of readdirSync(whole).filter((f) => f.endsWith('.js'))) {
    expect([f, readFileSync(path.join(whole, f), 'utf8').includes(mark)]).toEqual([f, false]);
  }
});

test('a run that needs none of the libraries loads none', () => {
  expect(existsSync(path.join(withoutYaml, 'index.js'))).toBe(true);
  for (const bundle of [withoutYaml, withoutPicomatch]) {
    const r = validate(bundle, 'plain/SKILL.md');
    expect(r.out).toContain('"outcome": "ok"');
    expect(r.code).toBe(0);
  }
});

test('frontmatter only the yaml library reads loads it from yaml.cjs, its errors too', () => {
  // Without the file, the one place it comes from, the library is missing: it is not in the chunks.
  const missing = validate(withoutYaml, 'escaped/SKILL.md');
  expect(missing.code).toBe(1);
  expect(missing.out).toContain("Cannot find module 'yaml'");
  const escaped = validate(whole, 'escaped/SKILL.md');
  expect(escaped.out).toContain('"description": "Use when checking A escapes."');
  expect(escaped.code).toBe(0);
  const broken = validate(whole, 'broken/SKILL.md');
  expect(broken.out).toContain('"code": "YamlParse"');
  expect(broken.code).toBe(6);
});

test('a glob only picomatch can judge loads it from picomatch.cjs; without it the run fails, never passes', () => {
  const judged = validate(whole, 'escaping/SKILL.md');
  expect(judged.out).toContain('"code": "InvalidMemoryScopeGlob"');
  expect(judged.out).toContain('picomatch lets it match \\"memories/../x\\"');
  expect(judged.code).toBe(6);
  // A library that cannot load is not an answer about the glob (the checks' own try blocks
  // once read it as "picomatch cannot read it": valid).
  const missing = validate(withoutPicomatch, 'escaping/SKILL.md');
  expect(missing.code).toBe(1);
  expect(missing.out).toContain("Cannot find module 'picomatch'");
  expect(missing.out).not.toContain('"outcome": "ok"');
});
