/**
 * Settings for an Action run: the config (or the `config` input), then the inputs over
 * it, as the CLI's flags go over it. Files named by inputs must exist; reports are
 * written where the inputs say. Errors name the input.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../core/config-types.js';
import { CONFIG_FILE, loadSettings } from '../core/config.js';
import { UsageError } from '../core/diagnostic.js';
import { findRoot, isUnder, relInside, relPath } from '../scan/files.js';
import { InputError, type ActionInputs } from './inputs.js';

const q = (s: string): string => JSON.stringify(s);

export async function settingsFor(inputs: ActionInputs, cwd: string): Promise<Settings> {
  // The repository may sit in a subdirectory of the workspace (actions/checkout `path:`).
  const repoDir = path.resolve(cwd, inputs.workingDirectory || '.');
  if (inputs.workingDirectory && !(existsSync(repoDir) && statSync(repoDir).isDirectory())) {
    throw new InputError(
      'working-directory',
      `names ${q(inputs.workingDirectory)}, which is not a directory (paths are relative to the workspace)`,
    );
  }
  const { root, inGit } = findRoot(repoDir);
  refuseOutsideLink(root, inputs.config ? path.resolve(cwd, inputs.config) : CONFIG_FILE, 'config');
  let configAbs: string | undefined;
  if (inputs.config) {
    configAbs = path.resolve(cwd, inputs.config);
    if (!existsSync(configAbs))
      throw new InputError(
        'config',
        `names ${q(inputs.config)}, which does not exist (paths are relative to the workspace)`,
      );
    if (statSync(configAbs).isDirectory())
      throw new InputError('config', `names ${q(inputs.config)}, which is a directory`);
  }
  // The profile decides how the config's `tools` are read, so the input goes in before loading.
  const settings = await loadSettings(root, inGit, configAbs, inputs.profile || undefined);
  if (inputs.config) settings.configFile = inputs.config;
  if (inputs.profile) settings.profile = inputs.profile;
  if (inputs.trust) settings.trust = inputs.trust;
  if (inputs.brokerVersion) settings.brokerVersion = inputs.brokerVersion;
  if (inputs.trustedKeys) {
    const abs = path.resolve(cwd, inputs.trustedKeys);
    if (!existsSync(abs))
      throw new InputError(
        'trusted-keys',
        `names ${q(inputs.trustedKeys)}, which does not exist (paths are relative to the workspace)`,
      );
    settings.trustedKeys = relPath(root, abs);
    settings.trustedKeysExplicit = true;
  }
  if (inputs.lockfile) {
    const abs = path.resolve(cwd, inputs.lockfile);
    if (!existsSync(abs))
      throw new InputError(
        'lockfile',
        `names ${q(inputs.lockfile)}, which does not exist: run \`skillgate lock\` and commit the lockfile, or drop the input`,
      );
    settings.lockfile = relPath(root, abs);
    settings.lockfileExplicit = true;
  }
  return settings;
}

/**
 * A config, keyring or lockfile inside the checkout must be a file of the checkout: a
 * symlink to a runner file would have the step read it, and quote it in an error message.
 * (A path outside the repository is the workflow's own, as are the inputs naming one.)
 */
export function refuseOutsideLink(root: string, file: string, what: string): void {
  const abs = path.resolve(root, file);
  if (relInside(root, abs) === undefined) return;
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(abs);
    realRoot = realpathSync(root);
  } catch {
    return; // not there: whoever reads it says so
  }
  if (!isUnder(realRoot, real)) {
    throw new UsageError(`the ${what} ${file} is a symlink to a file outside the repository: it is not read here`);
  }
}

/**
 * Writes a report file. Through a temporary file and a rename, so that a symlink the
 * checkout holds at that path (a pull request's) is replaced, not followed to a file
 * outside the checkout.
 */
export function writeReport(input: string, cwd: string, file: string, text: string): void {
  const abs = path.resolve(cwd, file);
  const tmp = path.join(
    path.dirname(abs),
    `.${path.basename(abs)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(tmp, text, { flag: 'wx' });
    renameSync(tmp, abs);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new InputError(input, `names ${q(file)}, which cannot be written: ${(e as Error).message}`);
  }
}
