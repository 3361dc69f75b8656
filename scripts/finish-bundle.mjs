// After ncc (`npm run build`): the bundle's entry is dist/index.js, a CommonJS file beside a
// dist/package.json that says so (the repository's own package.json says "module"), and
// every chunk is ASCII. ncc names a CommonJS build's entry index.cjs (scripts/bundle-entry.cjs
// says why it is one); its chunks keep the names the entry loads them by.
//
// ASCII: node reads a file holding any other character into a two-byte string, which takes
// longer to decode and to compile (~2 ms of a single-file run's start-up for the main chunk:
// docs/performance.md). Each other character becomes a \u escape, which reads the same in a
// string, a template, a regular expression, an identifier and a comment; a character escaped
// with a backslash already, or a String.raw template (whose raw text would change), fails the
// build rather than being guessed at.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = 'dist';
renameSync(path.join(dist, 'index.cjs'), path.join(dist, 'index.js'));
writeFileSync(path.join(dist, 'package.json'), '{ "type": "commonjs" }\n');
const OTHER = /[^\x00-\x7f]/g;
let escaped = 0;
for (const name of readdirSync(dist)) {
  if (!/\.js$/.test(name)) continue;
  const file = path.join(dist, name);
  const text = readFileSync(file, 'utf8');
  if (!OTHER.test(text)) continue;
  const escapedBefore = text.match(/\\[^\x00-\x7f]/);
  if (escapedBefore || text.includes('String.raw')) {
    console.error(
      `${file}: ${escapedBefore ? `an escaped ${JSON.stringify(escapedBefore[0])}` : 'String.raw'} beside non-ASCII text: escape it by hand in the source`,
    );
    process.exit(1);
  }
  const out = text.replace(OTHER, (c) => {
    escaped++;
    return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
  });
  writeFileSync(file, out);
}
console.log(`dist/index.js is CommonJS; ${escaped} non-ASCII characters escaped`);
