/**
 * The `yaml` library, loaded on first use (issue #7: start-up). Most frontmatter never needs
 * it (core/fastyaml.ts reads the common shapes): a single-file run that loads it anyway
 * spends ~8 ms (of ~115) compiling and running it.
 *
 * The bundle finds it in `yaml.cjs` beside itself, a CommonJS build of the package that
 * `npm run build` writes into dist/ (webpack does not follow a `createRequire` require, so
 * the library is in no chunk); run from the sources (the tests), this is the package itself.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as YamlLibrary from 'yaml';

export type { YamlLibrary };

let loaded: typeof YamlLibrary | undefined;

export function yamlLibrary(): typeof YamlLibrary {
  if (!loaded) {
    // Not `new URL('./yaml.cjs', import.meta.url)`: webpack would make that an asset of its own.
    const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), 'yaml.cjs');
    loaded = createRequire(import.meta.url)(existsSync(bundled) ? bundled : 'yaml') as typeof YamlLibrary;
  }
  return loaded;
}
