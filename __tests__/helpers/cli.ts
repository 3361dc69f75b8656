/**
 * Runs the bundled CLI as a user would: `node dist/index.js ARGS` in a working directory.
 * SKILLGATE_BIN may point at another build of the bundle (a private ncc output dir).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO = process.cwd();
export const BIN = path.resolve(REPO, process.env.SKILLGATE_BIN ?? 'dist/index.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; timeout?: number } = {},
): CliResult {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  // The suite may itself run under GitHub Actions: CLI tests must not flip into Action mode.
  if (!opts.env || !('GITHUB_ACTIONS' in opts.env)) delete env.GITHUB_ACTIONS;
  // Nor into colour, when the suite's own environment asks for it.
  for (const k of ['FORCE_COLOR', 'NO_COLOR']) if (!opts.env || !(k in opts.env)) delete env[k];
  delete env.NODE_OPTIONS;
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? REPO,
    env,
    input: opts.input,
    encoding: 'utf8',
    timeout: opts.timeout ?? 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary directory (not a git repo unless you make it one). */
export function tmpDir(prefix = 'skillgate-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes files given as { 'rel/path': 'content' } under dir. */
export function writeTree(dir: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.org',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.org',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** A valid v1 SKILL.md for `id`, with optional extra frontmatter lines. */
export function skill(id: string, extra = '', body = `# ${id}\n\nBody.\n`): string {
  return `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id} things. Use when ${id} is needed.\nallowed_memory_scopes:\n  - memories/projects/**\nallowed_tools:\n  - Read\n${extra}---\n\n${body}`;
}
