/**
 * Shared pieces of the Action tests: engine results from SKILL.md texts, a recording
 * mock of @actions/core, throwaway git repositories with base and head commits, and
 * the runner's view of a step (INPUT_* variables, event payload, output files).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSettings, type Settings } from '../../src/core/config-types.js';
import { checkBytes, makeContext, type FileResult } from '../../src/core/engine.js';
import { BIN, git, tmpDir, writeTree } from '../helpers/cli.js';

export { git, tmpDir, writeTree, skill } from '../helpers/cli.js';

/** Checks SKILL.md texts given as { 'rel/path/SKILL.md': text } with default settings. */
export function resultsOf(files: Record<string, string>, over: Partial<Settings> = {}): FileResult[] {
  const settings = { ...defaultSettings('/nonexistent-root', false), ...over };
  const ctx = makeContext(settings);
  return Object.entries(files).map(([rel, text]) =>
    checkBytes(Buffer.from(text), { abs: path.join(settings.root, rel), rel }, ctx),
  );
}

export interface Call {
  fn: string;
  args: unknown[];
}

/** A recording stand-in for @actions/core with inputs from a map. */
export function mockCore(inputs: Record<string, string> = {}) {
  const calls: Call[] = [];
  const outputs: Record<string, string> = {};
  const summaries: string[] = [];
  const rec =
    (fn: string) =>
    (...args: unknown[]) => {
      calls.push({ fn, args });
    };
  let failed: string | undefined;
  const core = {
    getInput: (name: string) => inputs[name] ?? '',
    setOutput: (name: string, value: string | number) => {
      outputs[name] = String(value);
    },
    setFailed: (message: string) => {
      failed = message;
      calls.push({ fn: 'setFailed', args: [message] });
    },
    setSecret: rec('setSecret'),
    debug: rec('debug'),
    info: rec('info'),
    error: rec('error'),
    warning: rec('warning'),
    notice: rec('notice'),
    summary: {
      addRaw(text: string, _eol?: boolean) {
        summaries.push(text);
        return { write: async () => undefined };
      },
    },
  };
  return {
    core,
    calls,
    outputs,
    summaries,
    get failed() {
      return failed;
    },
    /** Every line printed with info(), joined. */
    log: () =>
      calls
        .filter((c) => c.fn === 'info')
        .map((c) => String(c.args[0]))
        .join('\n'),
    of: (fn: string) => calls.filter((c) => c.fn === fn),
  };
}

const VALID = (id: string, tools = ['Read'], scopes = ['memories/projects/**']) =>
  `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id} things. Use when ${id} is needed.\nallowed_memory_scopes:\n${scopes.map((s) => `  - ${s}\n`).join('')}allowed_tools:\n${tools.map((t) => `  - ${t}\n`).join('')}---\n\n# ${id}\n`;
export const validSkill = VALID;

export interface Repo {
  dir: string;
  base: string;
  head: string;
}

/** A git repository with a base commit holding `base` files and a head commit applying `head` (null deletes). */
export function repoWith(base: Record<string, string>, head: Record<string, string | null>, branch = 'main'): Repo {
  const dir = tmpDir('skillgate-action-');
  git(dir, 'init', '-q', '-b', branch);
  git(dir, 'config', 'core.quotePath', 'false');
  writeTree(dir, base);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'base');
  const baseSha = git(dir, 'rev-parse', 'HEAD').trim();
  git(dir, 'checkout', '-q', '-b', 'feature');
  for (const [rel, content] of Object.entries(head)) {
    if (content === null) git(dir, 'rm', '-q', rel);
    else writeTree(dir, { [rel]: content });
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'head');
  const headSha = git(dir, 'rev-parse', 'HEAD').trim();
  return { dir, base: baseSha, head: headSha };
}

/** A pull_request payload as GitHub sends it (the fields skillgate reads, and some it does not). */
export function prPayload(repo: Pick<Repo, 'base' | 'head'>, number = 7, changedFiles = 1): Record<string, unknown> {
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      state: 'open',
      title: 'Add a skill',
      changed_files: changedFiles,
      base: { ref: 'main', sha: repo.base, repo: { full_name: 'octo/skills' } },
      head: { ref: 'feature', sha: repo.head, repo: { full_name: 'fork/skills' } },
    },
    repository: { full_name: 'octo/skills', name: 'skills', owner: { login: 'octo' } },
    sender: { login: 'contributor' },
  };
}

export interface StepRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses a GITHUB_OUTPUT file (`name<<DELIM` blocks). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== m[2]) value.push(lines[i++]);
      out[m[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}

/**
 * Runs `node dist/index.js` with no arguments as the runner does: GITHUB_ACTIONS=true,
 * INPUT_<NAME> per input (dashes kept, as the runner writes them), the event payload in a
 * file, and fresh GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Asynchronous, so a local
 * HTTP server in this process can answer the Action's API calls.
 */
export async function runStep(opts: {
  cwd: string;
  event: string;
  payload?: Record<string, unknown>;
  inputs?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  /** The process's working directory, when not the workspace (`cwd`). */
  startIn?: string;
  /** Close the read end of the step's stdout at once (a log reader gone: EPIPE on its writes). */
  closeStdout?: boolean;
}): Promise<StepRun> {
  const runner = tmpDir('skillgate-runner-');
  mkdirSync(runner, { recursive: true });
  const eventPath = path.join(runner, 'event.json');
  writeFileSync(eventPath, JSON.stringify(opts.payload ?? {}));
  const outputFile = path.join(runner, 'output');
  const summaryFile = path.join(runner, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    // Hermetic: nothing from a surrounding workflow or proxy leaks into the step.
    if (/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(k) || /_proxy$/i.test(k) || k === 'NODE_OPTIONS') continue;
    env[k] = v;
  }
  const inputs: Record<string, string> = {
    paths: '**/SKILL.md',
    'changed-only': 'true',
    'fail-on': 'error',
    'report-path': 'skillgate-report.json',
    ...opts.inputs,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  Object.assign(env, {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: opts.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: opts.cwd,
    GITHUB_REPOSITORY: 'octo/skills',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    ...opts.env,
  });
  const child = spawn(process.execPath, [BIN], {
    cwd: opts.startIn ?? opts.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  if (opts.closeStdout) child.stdout.destroy();
  else child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
  };
}

/** The `::error …::` / `::warning …::` command lines of a step's stdout. */
export function commands(stdout: string, name: string): string[] {
  return stdout.split(/\r?\n/).filter((l) => l.startsWith(`::${name} `) || l.startsWith(`::${name}::`));
}

/** Lines between `::stop-commands::TOKEN` and `::TOKEN::`. */
export function fencedLines(stdout: string): string[] {
  const lines = stdout.split(/\r?\n/);
  const out: string[] = [];
  let token: string | undefined;
  for (const l of lines) {
    if (token === undefined) {
      const m = /^::stop-commands::(.+)$/.exec(l);
      if (m) token = m[1];
    } else if (l === `::${token}::`) token = undefined;
    else out.push(l);
  }
  return out;
}

/** Lines outside any stop-commands block: the ones the runner would interpret. */
export function liveLines(stdout: string): string[] {
  const lines = stdout.split(/\r?\n/);
  const out: string[] = [];
  let token: string | undefined;
  for (const l of lines) {
    if (token === undefined) {
      const m = /^::stop-commands::(.+)$/.exec(l);
      if (m) token = m[1];
      else out.push(l);
    } else if (l === `::${token}::`) token = undefined;
  }
  return out;
}
