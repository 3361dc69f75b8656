// After every build: ncc can exit 0 yet leave webpackMissingModule in the bundle, so
// grep for it, then smoke-run the bundle as a user would.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let bad = [];
for (const f of readdirSync('dist', { recursive: true })) {
  if (!String(f).endsWith('.js')) continue;
  if (readFileSync(`dist/${f}`, 'utf8').includes('webpackMissingModule')) bad.push(f);
}
if (bad.length) {
  console.error(`dist/ contains webpackMissingModule in: ${bad.join(', ')}`);
  process.exit(1);
}
const version = execFileSync(process.execPath, ['dist/index.js', '--version'], { encoding: 'utf8' }).trim();
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
if (version !== pkg.version) {
  console.error(`dist/index.js --version printed ${JSON.stringify(version)}, expected ${pkg.version}`);
  process.exit(1);
}
console.log(`dist/ ok (skillgate ${version})`);
