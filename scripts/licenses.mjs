// dist/licenses.txt from what the bundle holds: ncc's own license list misses packages that
// land in the main chunk (@noble/ed25519, yaml and picomatch were left out), so the packages
// are read from ncc's webpack stats (--stats-out) and each one's license file is copied.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Each build's stats (the bundle's, dist/yaml.cjs's), read and removed.
const statsFiles = process.argv.slice(2);
const names = new Set();
const walk = (modules = []) => {
  for (const m of modules) {
    const id = m.identifier || m.name || '';
    let last;
    for (const x of id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/!]+)/g)) last = x[1];
    if (last && last !== '@vercel/ncc') names.add(last);
    walk(m.modules);
  }
};
for (const statsFile of statsFiles) {
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  rmSync(statsFile, { force: true });
  walk(stats.modules);
  for (const c of stats.chunks ?? []) walk(c.modules);
}
if (!names.size) {
  console.error('licenses: the build stats name no bundled package');
  process.exit(1);
}
let out = '';
for (const name of [...names].sort()) {
  const dir = path.join('node_modules', name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f));
  if (!file || !existsSync(path.join(dir, file))) {
    console.error(`licenses: ${name} has no license file`);
    process.exit(1);
  }
  const text = readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n').trim();
  out += `${name}\n${pkg.license ?? 'see the text'}\n${text}\n\n`;
}
writeFileSync(path.join('dist', 'licenses.txt'), out);
console.log(`dist/licenses.txt: ${names.size} bundled packages`);
