/**
 * Libraries loaded on first use (issue #7: start-up), each from a file of its own beside
 * the bundle, a CommonJS build of the package that `npm run build` writes into dist/
 * (scripts/build-libraries.mjs; webpack does not follow a `createRequire` require, so no
 * chunk holds them). Run from the sources (the tests), they are the packages themselves.
 *
 * - `yaml`: most frontmatter never needs it (core/fastyaml.ts reads the common shapes); a
 *   single-file run that loads it anyway spends ~8 ms (of ~115) compiling and running it.
 * - `picomatch`: only globs the hand-written checks and matchers leave to it (core/globset.ts,
 *   core/glob-check.ts, a keyring's globs: classes, ranges in braces, extglobs, a glob that
 *   might spell `..`; not stars, globstars nor `{a,b}` lists); ~2 ms of every start when it
 *   sat in the main chunk.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as YamlLibrary from 'yaml';
import type Picomatch from 'picomatch';

export type { YamlLibrary, Picomatch };

/** The package `pkg`, from `file` beside the bundle when it is there. */
function load<T>(file: string, pkg: string): T {
  // Not `new URL(file, import.meta.url)`: webpack would make that an asset of its own.
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), file);
  return createRequire(import.meta.url)(existsSync(bundled) ? bundled : pkg) as T;
}

let yaml: typeof YamlLibrary | undefined;
let picomatch: typeof Picomatch | undefined;

export function yamlLibrary(): typeof YamlLibrary {
  return (yaml ??= load<typeof YamlLibrary>('yaml.cjs', 'yaml'));
}

export function picomatchLibrary(): typeof Picomatch {
  return (picomatch ??= load<typeof Picomatch>('picomatch.cjs', 'picomatch'));
}
