// After every build: ncc can exit 0 yet leave webpackMissingModule in the bundle, so
// grep for it, then smoke-run the bundle as a user would.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

let bad = [];
let withYaml = [];
for (const f of readdirSync('dist', { recursive: true })) {
  if (!/\.c?js$/.test(String(f))) continue;
  const text = readFileSync(`dist/${f}`, 'utf8');
  if (text.includes('webpackMissingModule')) bad.push(f);
  // The yaml library is dist/yaml.cjs alone, loaded on first use (src/core/yaml-library.ts):
  // a chunk holding it again pays for it at every start.
  if (f !== 'yaml.cjs' && text.includes("Symbol.for('yaml.map')")) withYaml.push(f);
}
if (bad.length) {
  console.error(`dist/ contains webpackMissingModule in: ${bad.join(', ')}`);
  process.exit(1);
}
if (withYaml.length) {
  console.error(`the yaml library is bundled into ${withYaml.join(', ')}: import it through src/core/yaml-library.ts`);
  process.exit(1);
}
// Run as a bin (npm links dist/index.js; the hooks run it by that link): node by its shebang.
if (!readFileSync('dist/index.js', 'utf8').startsWith('#!/usr/bin/env node\n')) {
  console.error('dist/index.js does not start with #!/usr/bin/env node: it cannot run as a bin');
  process.exit(1);
}
const version = execFileSync(process.execPath, ['dist/index.js', '--version'], { encoding: 'utf8' }).trim();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
if (version !== pkg.version) {
  console.error(`dist/index.js --version printed ${JSON.stringify(version)}, expected ${pkg.version}`);
  process.exit(1);
}
// Frontmatter only the yaml library reads (escapes in a double-quoted scalar), and a YAML
// error it words, validated by a copy of dist/ outside this tree (where the `yaml` package
// in node_modules cannot stand in for a missing dist/yaml.cjs).
const dir = mkdtempSync(path.join(tmpdir(), 'skillgate-check-dist-'));
let failed = '';
try {
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  const skill = (name, line) => {
    const file = path.join(dir, name, 'SKILL.md');
    mkdirSync(path.dirname(file));
    const head = `id: ${name}\nversion: 1.0.0\nallowed_tools: [Read]\nallowed_memory_scopes: []\n`;
    writeFileSync(file, `---\n${head}${line}\n---\nBody.\n`);
    return file;
  };
  const cases = [
    [skill('escaped', 'description: "Use when checking that \\x41 escapes are read."'), 0, '"outcome": "ok"'],
    [skill('broken', 'description: ? complex'), 6, '"YamlParse"'],
  ];
  for (const [file, code, want] of cases) {
    const args = [path.join(dir, 'dist', 'index.js'), 'validate', '--format', 'json', file];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: dir });
    if (r.status !== code || !r.stdout.includes(want)) {
      const name = path.basename(path.dirname(file));
      failed = `dist/index.js validate ${name}: exit ${r.status} (expected ${code}), without ${want}\n${r.stdout}${r.stderr}`;
      break;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error(failed);
  process.exit(1);
}
console.log(`dist/ ok (skillgate ${version})`);
