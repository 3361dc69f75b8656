// dist/yaml.cjs and dist/picomatch.cjs: the `yaml` and `picomatch` libraries, each as one
// CommonJS file beside the bundle, which loads it only when a run needs it
// (src/core/libraries.ts). Their webpack stats go to dist/<name>-stats.json for
// scripts/licenses.mjs.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ncc = path.join('node_modules', '.bin', 'ncc');
for (const name of ['yaml', 'picomatch']) {
  const entry = createRequire(import.meta.url).resolve(name);
  const out = path.join('dist', `.${name}-build`);
  rmSync(out, { recursive: true, force: true });
  execFileSync(
    ncc,
    ['build', entry, '-o', out, '--target', 'es2022', '--quiet', '--stats-out', path.join(out, 'stats.json')],
    { stdio: 'inherit' },
  );
  renameSync(path.join(out, 'index.js'), path.join('dist', `${name}.cjs`));
  renameSync(path.join(out, 'stats.json'), path.join('dist', `${name}-stats.json`));
  rmSync(out, { recursive: true, force: true });
  console.log(`dist/${name}.cjs written`);
}
