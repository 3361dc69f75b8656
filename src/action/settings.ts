/**
 * Settings for an Action run: the config (or the `config` input), then the inputs over
 * it, as the CLI's flags go over it. Files named by inputs must exist; reports are
 * written where the inputs say. Errors name the input.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../core/config-types.js';
import { loadSettings } from '../core/config.js';
import { findRoot, relPath } from '../scan/files.js';
import { InputError, type ActionInputs } from './inputs.js';

const q = (s: string): string => JSON.stringify(s);

export async function settingsFor(inputs: ActionInputs, cwd: string): Promise<Settings> {
  const { root, inGit } = findRoot(cwd);
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

export function writeReport(input: string, cwd: string, file: string, text: string): void {
  const abs = path.resolve(cwd, file);
  try {
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  } catch (e) {
    throw new InputError(input, `names ${q(file)}, which cannot be written: ${(e as Error).message}`);
  }
}
