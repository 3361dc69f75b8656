/** `skillgate scaffold ID [--dir D]`: a commented starter SKILL.md that validates as is. */
import { existsSync, openSync, writeSync, closeSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from '../core/diagnostic.js';
import { makeDirs } from '../core/mkdirs.js';
import type { Parsed } from '../cli/args.js';
import { settingsFrom, type IO } from './common.js';
import { oneOf } from '../cli/args.js';
import type { Settings } from '../core/config-types.js';
import { createReason, fsReason, shellWord, undecodableName } from '../core/io-text.js';
import { lockPathReason } from '../lock/lockfile.js';
import { V1_ID } from '../rules/v1.js';
import { skillsSharingIds } from '../scan/sharing.js';
import {
  inAnyGitDir,
  inGitOwnFolder,
  isGitName,
  keptByConfig,
  landingOf,
  realOr,
  relInside,
  underRoot,
} from '../scan/files.js';
import { safe } from '../report/text.js';
import type { FileResult } from '../core/engine.js';

/** `bundle` is the directory as the user named it, for the `skillgate sign` hint. */
export function starter(id: string, bundle = id): string {
  // A comment line must stay one line; the path is one word for the shell.
  const dir = /[\x00-\x1f\x7f\u2028\u2029]/.test(bundle) ? shellWord(id) : shellWord(bundle);
  return `---
# ${id}: a skillgate schema-v1 SKILL.md. Every key below is checked by \`skillgate validate\`.
# Required: id, version, description, allowed_memory_scopes, allowed_tools.
${`id: ${yamlString(id)}`.padEnd(32)} # kebab-case; unique in the repository
version: 0.1.0                   # SemVer 2.0.0; bump it whenever the frontmatter changes
# What the skill does, then when to use it (1..200 characters).
description: Describe what this skill does. Use when a task needs it.
allowed_memory_scopes: []        # relative globs, e.g. memories/projects/**; [] = no memory access
allowed_tools:                   # what the skill may call; effective tools are narrowed by policy
  - Read
# Optional, with their defaults:
# disallowed_tools: []           # tools the skill must never get
# sync_class: private            # private | shareable
# tenant_scope: any              # any | pinned
# effort_minutes: 5              # whole minutes, 0..4294967295
# tags: []                       # free-form labels
# min_broker_version: 1.0.0      # oldest broker the skill runs on
# max_broker_version: 2.0.0      # newest broker the skill was tested on
# x-owner: team@example.org      # keys starting with x- are kept as extensions
# signature: added by \`skillgate sign ${dir} --key skillgate.key\`
---

# ${id}

Explain here, for the agent, how to perform the task step by step.
`;
}

/** An agentskills.io starter: `name` (equal to its directory's name) and `description`. */
export function agentskillsStarter(name: string): string {
  return `---
# ${name}: an agentskills.io SKILL.md. Every key below is checked by \`skillgate validate\`.
name: ${yamlString(name)}
# What the skill does, then when to use it (1..1024 characters).
description: Describe what this skill does. Use when a task needs it.
# The skill's version (SemVer): skillgate.lock pins it, and a change to the frontmatter that
# does not raise it is version-not-bumped drift.
metadata:
  version: "1.0.0"
# Optional:
# license: Apache-2.0
# compatibility: Requires git and network access.
# allowed-tools: Read Grep
---

# ${name}

Explain here, for the agent, how to perform the task step by step.
`;
}

/**
 * An id or name as a YAML string: plain, unless YAML 1.2 would read it as something else
 * (`null`, `true`, `123`, `0x1f`, `1e5`: kebab-case and agentskills names allow them), then
 * double-quoted (its characters need no escape). A starter must validate as it is.
 */
export function yamlString(id: string): string {
  const other =
    /^(?:null|true|false|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)$/;
  return other.test(id) ? `"${id}"` : id;
}

export async function scaffoldCommand(p: Parsed, io: IO): Promise<number> {
  const [id, ...rest] = p.positionals;
  if (!id || rest.length) throw new UsageError('usage: skillgate scaffold ID [--dir D] [--profile v1|agentskills]');
  // The repository's profile (config or --profile) decides which starter validates there.
  // A config that cannot be read is an error (exit 1), as for every command (SPEC §5): the
  // starter's profile and the id's uniqueness both depend on it.
  const flagged =
    typeof p.opts.profile === 'string'
      ? oneOf('profile', p.opts.profile as string, ['v1', 'agentskills'] as const)!
      : undefined;
  // The flag's profile reads the config too (its `tools` are read by the profile's rules).
  // A config that is a symlink leading out of the repository (or into .git) is not read, as
  // for every command: it was parsed, quoted and obeyed.
  const opts: Parsed['opts'] = flagged ? { profile: flagged } : {};
  if (typeof p.opts.config === 'string') opts.config = p.opts.config;
  if (p.opts['follow-symlinks'] === true) opts['follow-symlinks'] = true;
  const read = await settingsFrom({ positionals: [], opts }, io, { keyring: false });
  const settings: Settings = flagged ? { ...read, profile: flagged } : read;
  const profile = settings.profile;
  const dir = typeof p.opts.dir === 'string' ? p.opts.dir : id;
  const undecodable = undecodableName('--dir', dir);
  if (undecodable) throw new UsageError(undecodable);
  if (profile === 'agentskills') {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 64)
      throw new UsageError(
        `skill name ${JSON.stringify(id)} is not an agentskills.io name: 1-64 of a-z, 0-9 and -, no leading, trailing or double hyphen`,
      );
    // As validate compares them (SPEC §7): the directory's name after NFKC, so a folder
    // spelled with a ligature or in fullwidth holds the ASCII name it normalizes to.
    const base = path.basename(path.resolve(io.cwd, dir));
    const folded = base.normalize('NFKC');
    if (folded !== id) {
      const other = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(folded) && folded.length <= 64;
      const named = path.join(path.dirname(path.normalize(dir)), id);
      // Neither way out into a folder that holds a skill already: the write would be refused
      // next (the advised --dir, or the folder given, for the other name).
      const holds = (d: string) => existsSync(path.join(path.resolve(io.cwd, d), 'SKILL.md'));
      const ways = [
        ...(holds(named) ? [] : [`use --dir ${JSON.stringify(named)}`]),
        ...(other && !holds(dir) ? [`name the skill ${JSON.stringify(folded)}`] : []),
      ];
      // No way out left: the folders that hold a skill say why (the given one only when its
      // name would have been the other way).
      const held = [named, ...(other ? [dir] : [])].filter(holds).map((d) => JSON.stringify(d));
      const none = `${held.join(' and ')} ${held.length > 1 ? 'hold' : 'holds'} a SKILL.md already: choose another name, and a --dir named after it`;
      throw new UsageError(
        `an agentskills.io skill's name must equal its directory's name after NFKC: ${ways.length ? ways.join(', or ') : none}`,
      );
    }
  } else if (!V1_ID.test(id))
    throw new UsageError(`skill id ${JSON.stringify(id)} is not kebab-case: it must match ^[a-z][a-z0-9-]*$`);
  const file = path.join(path.resolve(io.cwd, dir), 'SKILL.md');
  const shown = path.join(dir, 'SKILL.md').split(path.sep).join('/');
  // A folder the lockfile could never pin (a control character or a backslash in its path,
  // SPEC §4): `lock` would refuse the skill later; say so now, before anything is written.
  const inRepo = relInside(settings.root, underRoot(settings.root, file));
  const unpinnable = inRepo === undefined ? undefined : lockPathReason(inRepo);
  if (unpinnable)
    throw new UsageError(
      `cannot write ${JSON.stringify(shown)}: a lockfile cannot hold its path (it ${unpinnable}); choose another --dir`,
    );
  // Not out of the repository through a symlinked folder (`--dir lnk`, `lnk -> /elsewhere`):
  // validate and sign do not read through it, so the starter would be written where no check
  // reads it, and the "next" command would refuse it.
  if (inRepo !== undefined && relInside(realOr(settings.root), landingOf(file)) === undefined)
    throw new UsageError(
      `cannot write ${JSON.stringify(shown)}: its folder leads out of the repository through a symlink, where no check reads a skill; choose another --dir`,
    );
  // Never into git's own folders (`--dir .git/hooks`): no scan reads a skill there, and what
  // is there is git's.
  // Outside a work tree too: a `.git` folder made there would make later scans ask git.
  // (`--dir` as written from here: an absolute one names the folders the work tree lies in too,
  // a `.git` folder holding a worktree among them, which inAnyGitDir judges.)
  const gitPart = path
    .relative(settings.root, file)
    .split(path.sep)
    .concat(path.relative(io.cwd, path.resolve(io.cwd, dir)).split(/[\\/]/))
    .some(isGitName);
  if (
    gitPart ||
    (settings.inGit && inGitOwnFolder(settings.root, realOr(settings.root), landingOf(file))) ||
    // Another repository's git folder, or a bare repository's (a run inside one: no work tree).
    inAnyGitDir(file, settings.inGit ? settings.root : undefined)
  )
    throw new UsageError(
      `cannot write ${JSON.stringify(shown)}: it is inside git's own files (the git directory or the hooks folder), where no check reads a skill; choose another --dir`,
    );
  // "Validates as is": not when another skill that validate reads (the work tree, untracked
  // files included) already declares the id, unless the config leaves the new file out (then
  // no check ever compares them). In a git work tree only: outside one the tree is the working
  // directory, which may be any folder (a scan from / would not end).
  if (settings.inGit) {
    const key = profile === 'agentskills' ? 'name' : 'id';
    const taken =
      inRepo === undefined || !keptByConfig(settings)(inRepo)
        ? []
        : skillsSharingIds(settings, [{ path: inRepo, data: { id } } as unknown as FileResult], {
            worktree: true,
            mustReadAll: true,
          });
    if (taken.length)
      throw new UsageError(
        `skill ${key} ${JSON.stringify(id)} is already declared by ${taken
          .slice(0, 3)
          .map((r) => safe(r.path))
          .join(
            ', ',
          )}${taken.length > 3 ? ` and ${taken.length - 3} more` : ''}: ${key}s must be unique in the repository; choose another`,
      );
  }
  try {
    makeDirs(path.dirname(file));
  } catch (e) {
    throw new UsageError(`cannot write ${safe(shown)}: cannot create its folder: ${fsReason(e)}`);
  }
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'EEXIST'
        ? `${safe(shown)} already exists: refusing to overwrite it`
        : `cannot write ${safe(shown)}: ${createReason(e, file)}`,
    );
  }
  const text = Buffer.from(
    profile === 'agentskills' ? agentskillsStarter(id) : starter(id, dir.split(path.sep).join('/')),
  );
  try {
    for (let off = 0; off < text.length;) off += writeSync(fd, text, off);
    closeSync(fd);
  } catch (e) {
    // A full disk, say: no empty SKILL.md left behind (a second try would refuse to overwrite it).
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    rmSync(file, { force: true });
    throw new UsageError(`cannot write ${safe(shown)}: ${fsReason(e)}`);
  }
  // The flags that decided the starter decide its check too.
  const flag =
    (typeof p.opts.profile === 'string' ? ` --profile ${profile}` : '') +
    (typeof p.opts.config === 'string' ? ` --config ${safe(shellWord(p.opts.config))}` : '') +
    (p.opts['follow-symlinks'] === true ? ' --follow-symlinks' : '');
  // Control characters shown as escapes (a folder outside the repository may hold one).
  io.stdout(`wrote ${safe(shown)}\nnext: edit it, then run \`skillgate validate ${safe(shellWord(dir))}${flag}\`\n`);
  // A file the config leaves out is checked by no command (validate says 0 files checked).
  if (inRepo !== undefined && !keptByConfig(settings)(inRepo))
    io.stderr(
      `skillgate: warning: the config's include/exclude leave ${safe(inRepo)} out: no check reads it, nor pins it in the lockfile; change include/exclude in ${safe(settings.configFile ?? '.skillgate.yml')}, or choose another --dir\n`,
    );
  return EXIT.OK;
}

export async function schemaCommand(p: Parsed, io: IO): Promise<number> {
  if (p.positionals.length) throw new UsageError('`skillgate schema` takes no arguments');
  const { configSchema, skillSchema } = await import('../generated/schemas.js');
  io.stdout(JSON.stringify(p.opts.config ? configSchema : skillSchema, null, 2) + '\n');
  return EXIT.OK;
}
