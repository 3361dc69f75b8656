/**
 * The fixture bundles of fixtures/<case>/: SKILL.md beside expected.json (see fixtures/README.md).
 * Shared by the engine test (core/fixtures.test.ts), the CLI test (e2e/validate-fixtures.test.ts)
 * and the JSON Schema mirror (schema/mirror.test.ts), so all three judge the same files.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, type CliResult } from '../helpers/cli.js';

export interface ExpectedFinding {
  code: string;
  line: number;
  column: number;
  /** When present, the finding's `field` must equal it. */
  field?: string;
  /** When present, the finding's message must contain it. */
  message?: string;
}

export interface Expected {
  note: string;
  /** Extra CLI arguments (only --broker-version is used by fixtures). */
  args?: string[];
  /** Text of a .skillgate.yml to put at the root of the run. */
  config?: string;
  exit: number;
  outcome: string;
  errors: ExpectedFinding[];
  warnings: ExpectedFinding[];
  /** Keys the single-bundle `--json` output must hold with exactly these values. */
  json?: Record<string, unknown>;
}

export interface Fixture {
  name: string;
  dir: string;
  bytes: Buffer;
  expected: Expected;
}

export const FIXTURES_DIR = path.join(process.cwd(), 'fixtures');

/** Every fixtures/<case>/ that has an expected.json, sorted by name. */
export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((name) => existsSync(path.join(FIXTURES_DIR, name, 'expected.json')))
    .sort()
    .map((name) => {
      const dir = path.join(FIXTURES_DIR, name);
      return {
        name,
        dir,
        bytes: readFileSync(path.join(dir, 'SKILL.md')),
        expected: JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Expected,
      };
    });
}

/** The broker version a fixture asks for, if any. */
export function brokerArg(e: Expected): string | undefined {
  const args = e.args ?? [];
  const i = args.indexOf('--broker-version');
  return i >= 0 ? args[i + 1] : undefined;
}

/** `{code, line, column}` of findings, the part every fixture pins exactly. */
export function where(list: readonly { code: string; line: number; column: number }[]) {
  return list.map(({ code, line, column }) => ({ code, line, column }));
}

/** Checks the optional field/message pins of expected findings against actual ones. */
export function pinned(
  expected: readonly ExpectedFinding[],
  actual: readonly { field: string; message: string }[],
): string[] {
  const problems: string[] = [];
  expected.forEach((e, i) => {
    const a = actual[i];
    if (!a) return;
    if (e.field !== undefined && a.field !== e.field) problems.push(`#${i} field ${a.field} != ${e.field}`);
    if (e.message !== undefined && !a.message.includes(e.message))
      problems.push(`#${i} message ${JSON.stringify(a.message)} lacks ${JSON.stringify(e.message)}`);
  });
  return problems;
}

/** runCli without blocking: several bundles can be checked at once on a busy machine. */
export function runCliAsync(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  delete env.GITHUB_ACTIONS;
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Runs `jobs` with at most `limit` in flight, results in order. */
export async function pool<T>(jobs: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return out;
}

/** The SPEC §2 error codes every fixture set must exercise (FileTooLarge is generated in tests). */
export const SPEC2_CODES = [
  'MissingFrontmatter',
  'YamlParse',
  'RequiredMissing',
  'InvalidId',
  'InvalidVersion',
  'InvalidDescription',
  'InvalidMemoryScopeGlob',
  'UnknownTool',
  'UnknownField',
  'InvalidField',
  'BrokerTooOld',
  'BrokerTooNew',
] as const;
