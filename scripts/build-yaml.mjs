// dist/yaml.cjs: the `yaml` library as one CommonJS file beside the bundle, which loads it
// only when a frontmatter leaves the fast YAML path (src/core/yaml-library.ts). Its webpack
// stats go to dist/yaml-stats.json for scripts/licenses.mjs.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const entry = createRequire(import.meta.url).resolve('yaml');
const out = path.join('dist', '.yaml-build');
rmSync(out, { recursive: true, force: true });
const ncc = path.join('node_modules', '.bin', 'ncc');
execFileSync(
  ncc,
  ['build', entry, '-o', out, '--target', 'es2022', '--quiet', '--stats-out', path.join(out, 'stats.json')],
  {
    stdio: 'inherit',
  },
);
renameSync(path.join(out, 'index.js'), path.join('dist', 'yaml.cjs'));
renameSync(path.join(out, 'stats.json'), path.join('dist', 'yaml-stats.json'));
rmSync(out, { recursive: true, force: true });
console.log('dist/yaml.cjs written');
