/**
 * Action inputs (action.yml): read through a `getInput` seam, validated here so a bad
 * value fails the step with a message that names the input and quotes the value.
 *
 * An empty input always means "the default": the runner fills in action.yml defaults,
 * but a caller that starts the entry without them (or passes `''`) must not break.
 */
import path from 'node:path';
import { UsageError } from '../core/diagnostic.js';
import type { Profile, TrustMode } from '../core/config-types.js';
import { brokerVersionOf } from '../core/semver.js';
import { pathGlobProblem, posixClassEnd } from '../core/glob-check.js';
import { followParts } from '../scan/files.js';
import { folderEnding, namesFolder } from '../core/io-text.js';

export type FailOn = 'error' | 'warning' | 'never';

export interface ActionInputs {
  /** Globs of SKILL.md paths to validate (repository-relative); `!glob` excludes. */
  paths: string[];
  changedOnly: boolean;
  config?: string;
  profile?: Profile;
  brokerVersion?: string;
  trust?: TrustMode;
  trustedKeys?: string;
  lockfile?: string;
  failOn: FailOn;
  reportPath: string;
  /** Empty: no SARIF file. */
  sarifPath: string;
  githubToken: string;
  /** The repository to check, relative to the workspace ('' = the workspace itself). */
  workingDirectory: string;
}

export const DEFAULT_PATHS = ['**/SKILL.md'];
export const DEFAULT_REPORT = 'skillgate-report.json';

/** A bad action input: the message names the input. */
export class InputError extends UsageError {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`input "${input}" ${message}`);
    this.name = 'InputError';
  }
}

const q = (s: string): string => JSON.stringify(s);

function oneOf<T extends string>(input: string, v: string, allowed: readonly T[]): T | undefined {
  if (v === '') return undefined;
  if (!(allowed as readonly string[]).includes(v)) {
    throw new InputError(input, `must be one of ${allowed.join(', ')}; got ${q(v)}`);
  }
  return v as T;
}

/** YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them; empty = default. */
export function parseBool(input: string, v: string, dflt: boolean): boolean {
  if (v === '') return dflt;
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  throw new InputError(input, `must be true or false; got ${q(v)}`);
}

/**
 * Splits the `paths` input: one glob a line, or several on a line separated by commas
 * outside braces and classes (so `skills/{a,b}/SKILL.md` and `skills/a[,]b/SKILL.md` stay
 * whole; `\,` is a comma too). `#` lines are comments.
 */
export function splitGlobs(v: string): string[] {
  const out: string[] = [];
  for (const line of v.split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    let depth = 0;
    let cur = '';
    for (let i = 0; i < t.length; i++) {
      const c = t[i];
      if (c === '\\' && i + 1 < t.length) {
        cur += c + t[++i];
        continue;
      }
      if (c === '[') {
        // A class up to its `]`, as the glob check reads it (`[,]`, `[!,]`, `[[:alpha:],]`): commas and all.
        const end = posixClassEnd(t, i);
        if (end !== undefined) {
          cur += t.slice(i, end + 1);
          i = end;
          continue;
        }
      }
      if (c === '{') depth++;
      else if (c === '}' && depth > 0) depth--;
      if (c === ',' && depth === 0) {
        if (cur.trim()) out.push(cur.trim());
        cur = '';
      } else cur += c;
    }
    if (cur.trim()) out.push(cur.trim());
  }
  return out;
}

function checkGlob(g: string): string {
  const body = g.startsWith('!') ? g.slice(1) : g;
  // `skills//b/SKILL.md`, `skills/./b/SKILL.md` and `skills/b/.` name what `skills/b/SKILL.md`
  // and `skills/b` do (git lists neither form, so as written they matched nothing); a leading
  // `./` (`.//skills`) is the root. A leading `/` stays: an absolute glob is refused below.
  let norm = body.replace(/(?<=.)\/(?:\.?\/)+/g, '/').replace(/(?<=.)\/\.$/, '');
  while (norm.startsWith('./')) norm = norm.slice(2);
  // `./` is the repository root, as `.` is.
  if (!norm && body) norm = '.';
  if (!norm) throw new InputError('paths', `has an empty glob in ${q(g)}`);
  if (norm.startsWith('/') || /^[A-Za-z]:[\\/]/.test(norm)) {
    throw new InputError(
      'paths',
      `globs are relative to the repository root; got the absolute ${q(g)} (drop the leading "/")`,
    );
  }
  if (norm.split('/').includes('..')) {
    throw new InputError('paths', `globs may not leave the repository; got ${q(g)} (remove the ".." segment)`);
  }
  const why = pathGlobProblem(norm);
  // "Too complex" is a well-formed glob refused for its cost: not called malformed.
  if (why)
    throw new InputError(
      'paths',
      `has ${why.startsWith('glob is too complex') ? 'a glob it refuses' : 'a malformed glob'} ${q(g)}: ${why}`,
    );
  return (g.startsWith('!') ? '!' : '') + norm;
}

export function readInputs(getInput: (name: string) => string, cwd = process.cwd()): ActionInputs {
  const get = (name: string): string => (getInput(name) ?? '').trim();
  const single = (name: string): string => {
    const v = get(name);
    if (/[\r\n]/.test(v)) throw new InputError(name, `must be a single line; got ${q(v)}`);
    return v;
  };

  const pathsRaw = get('paths');
  const paths = pathsRaw ? splitGlobs(pathsRaw).map(checkGlob) : [...DEFAULT_PATHS];
  if (!paths.length) {
    // Only separators (`,`, or commas and spaces): no glob at all, which is not the default.
    throw new InputError(
      'paths',
      /^\s*#/m.test(pathsRaw)
        ? `holds no glob, only comments (a line starting with # is one; a name starting with #: \\#) and separators; got ${q(pathsRaw)}`
        : `holds no glob, only separators (commas, spaces, new lines); got ${q(pathsRaw)}`,
    );
  }
  if (!paths.some((g) => !g.startsWith('!'))) {
    throw new InputError('paths', `needs at least one glob that is not a "!" exclusion; got ${q(pathsRaw)}`);
  }

  const brokerRaw = single('broker-version') || undefined;
  const brokerVersion = brokerRaw === undefined ? undefined : brokerVersionOf(brokerRaw);
  if (brokerRaw !== undefined && !brokerVersion) {
    throw new InputError(
      'broker-version',
      `must be a SemVer 2.0.0 version such as 1.4.0, or 1.4 for 1.4.0 (no "v" prefix); got ${q(brokerRaw)}`,
    );
  }

  const reportPath = single('report-path') || DEFAULT_REPORT;
  const sarifPath = single('sarif-path');
  for (const [name, value] of [
    ['report-path', reportPath],
    ['sarif-path', sarifPath],
  ] as const) {
    if (namesFolder(value))
      throw new InputError(
        name,
        `${q(value)} ends with "${folderEnding(value)}", so it names a folder: name the report file in it`,
      );
  }
  for (const [name, what] of [
    ['lockfile', 'the lockfile'],
    ['trusted-keys', 'the keyring file'],
  ] as const) {
    const value = single(name);
    if (namesFolder(value))
      throw new InputError(
        name,
        `${q(value)} ends with "${folderEnding(value)}", so it names a folder: name ${what} in it`,
      );
  }
  // Compared where they are written (from the step's directory), as the file system compares
  // names: `out/r.json` and `./out//r.json`, an absolute path to it, or `link/r.json` through
  // a symlinked folder `link -> out`, are one file. (The last part is not followed: a link
  // there is replaced, not written through.)
  const where = (p: string): string => {
    const abs = path.resolve(cwd, p);
    const dir = followParts(path.dirname(abs)) ?? path.dirname(abs);
    const at = path.join(dir, path.basename(abs));
    return process.platform === 'darwin' || process.platform === 'win32' ? at.toLowerCase() : at;
  };
  if (sarifPath && where(sarifPath) === where(reportPath)) {
    throw new InputError(
      'sarif-path',
      `names the same file as report-path (${q(reportPath)}): the SARIF report would replace the JSON one; give each its own file`,
    );
  }

  return {
    paths,
    changedOnly: parseBool('changed-only', get('changed-only'), true),
    config: single('config') || undefined,
    profile: oneOf('profile', single('profile'), ['v1', 'agentskills'] as const),
    brokerVersion,
    trust: oneOf('trust', single('trust'), ['local', 'registry'] as const),
    trustedKeys: single('trusted-keys') || undefined,
    lockfile: single('lockfile') || undefined,
    failOn: oneOf('fail-on', single('fail-on'), ['error', 'warning', 'never'] as const) ?? 'error',
    reportPath,
    sarifPath,
    githubToken: get('github-token'),
    workingDirectory: single('working-directory'),
  };
}
