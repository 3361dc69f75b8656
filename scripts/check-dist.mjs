// After every build: ncc can exit 0 yet leave webpackMissingModule in the bundle, so
// grep for it, then smoke-run the bundle as a user would.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

let bad = [];
// The libraries loaded on first use (src/core/libraries.ts) are each in a file of their own:
// a chunk holding one again pays for it at every start. A text each one's source holds.
const LIBRARIES = { 'yaml.cjs': "Symbol.for('yaml.map')", 'picomatch.cjs': 'const WIN_NO_SLASH = `[^${WIN_SLASH}]`' };
const bundledAgain = [];
for (const f of readdirSync('dist', { recursive: true })) {
  if (!/\.c?js$/.test(String(f))) continue;
  const text = readFileSync(`dist/${f}`, 'utf8');
  if (text.includes('webpackMissingModule')) bad.push(f);
  for (const [lib, mark] of Object.entries(LIBRARIES))
    if (f !== lib && text.includes(mark)) bundledAgain.push(`${lib.replace(/\.cjs$/, '')} in ${f}`);
}
if (bad.length) {
  console.error(`dist/ contains webpackMissingModule in: ${bad.join(', ')}`);
  process.exit(1);
}
if (bundledAgain.length) {
  console.error(`bundled again: ${bundledAgain.join(', ')}: import it through src/core/libraries.ts`);
  process.exit(1);
}
for (const lib of Object.keys(LIBRARIES)) {
  if (!existsSync(`dist/${lib}`) || !readFileSync(`dist/${lib}`, 'utf8').includes(LIBRARIES[lib])) {
    console.error(`dist/${lib} is missing, or does not hold what scripts/check-dist.mjs looks for`);
    process.exit(1);
  }
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
// Frontmatter only the yaml library reads (escapes in a double-quoted scalar), a YAML error
// it words, and a memory scope only picomatch can judge, validated by a copy of dist/ outside
// this tree (where node_modules cannot stand in for a missing dist/yaml.cjs or picomatch.cjs).
const dir = mkdtempSync(path.join(tmpdir(), 'skillgate-check-dist-'));
let failed = '';
try {
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  const skill = (name, line, scopes = '[]') => {
    const file = path.join(dir, name, 'SKILL.md');
    mkdirSync(path.dirname(file));
    const head = `id: ${name}\nversion: 1.0.0\nallowed_tools: [Read]\nallowed_memory_scopes: ${scopes}\n`;
    writeFileSync(file, `---\n${head}${line}\n---\nBody.\n`);
    return file;
  };
  const cases = [
    [skill('escaped', 'description: "Use when checking that \\x41 escapes are read."'), 0, '"outcome": "ok"'],
    [skill('broken', 'description: ? complex'), 6, '"YamlParse"'],
    [skill('scoped', 'description: Use when checking a scope.', '["memories/.?/x"]'), 6, '"InvalidMemoryScopeGlob"'],
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
