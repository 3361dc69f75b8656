/**
 * The pipeline shared by `validate`, `lock` and the Action: settings, keyring, files,
 * per-file checks, tree checks and drift. Returns data; the callers print.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { UsageError } from './diagnostic.js';
import type { Settings } from './config-types.js';
import {
  checkBytes,
  checkTree,
  makeContext,
  unreadable,
  type CheckContext,
  type FileRef,
  type FileResult,
} from './engine.js';
import { parseKeyring, KeyringError, type Keyring } from '../signature/keyring.js';
import { readSkillFile } from '../scan/read.js';
import { runTreeRules } from '../rules/tree.js';
import { parseLockfile, LockfileError } from '../lock/lockfile.js';
import { diffLock } from '../lock/diff.js';
import type { Drift, Lockfile, SkillSnapshot } from '../lock/types.js';
import type { Collected } from '../scan/files.js';

/** Resolves a settings path: absolute as is, else relative to the repository root. */
export function resolveIn(settings: Settings, p: string): string {
  return path.isAbsolute(p) ? p : path.join(settings.root, p);
}

/** Loads the keyring when the trust mode needs it or a flag/config names it. */
export function loadKeyring(settings: Settings, text?: string): { keyring?: Keyring; note?: string } {
  const file = resolveIn(settings, settings.trustedKeys);
  if (text === undefined) {
    if (!settings.trustedKeysExplicit && settings.trust !== 'registry') return {};
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (!settings.trustedKeysExplicit && code === 'ENOENT') return { note: `no keyring at ${settings.trustedKeys}` };
      throw new UsageError(
        `cannot read trusted keyring ${settings.trustedKeys}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`,
      );
    }
  }
  try {
    return { keyring: parseKeyring(text, settings.trustedKeys) };
  } catch (e) {
    if (e instanceof KeyringError) throw new UsageError(`invalid trusted keyring: ${e.message}`);
    throw e;
  }
}

export function checkFile(ref: FileRef, ctx: CheckContext): FileResult {
  const read = readSkillFile(ref.abs);
  if (!read.ok) {
    if (read.tooLarge !== undefined) {
      return {
        path: ref.rel,
        outcome: 'parse_err',
        findings: [
          {
            field: '',
            code: 'FileTooLarge',
            message: `file is ${read.tooLarge} bytes; the limit is 1048576 bytes (1 MiB)`,
            line: 1,
            column: 1,
            severity: 'error',
          },
        ],
        duration_ms: 0,
        parsed: false,
      };
    }
    return unreadable(ref, read.reason);
  }
  return checkBytes(read.bytes, ref, ctx);
}

export function checkAll(collected: Collected, ctx: CheckContext, moreIds?: () => Set<string>): FileResult[] {
  const results = collected.files.map((f) => checkFile(f, ctx));
  for (const p of collected.problems) results.push(unreadable(p.ref, p.reason));
  results.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  checkTree(results);
  runTreeRules(results, ctx.settings, moreIds);
  return results;
}

/** What the lock pins of a result, when the result is complete enough to pin. */
export function snapshotOf(r: FileResult): SkillSnapshot | undefined {
  const d = r.data;
  if (!d || !d.id || d.version === undefined || !r.hash) return undefined;
  const pos = (k: string) => d.positions[k];
  return {
    id: d.id,
    path: r.path,
    version: d.version,
    frontmatter: r.hash,
    signer: r.signer ?? null,
    allowed_tools: [...d.allowed_tools],
    allowed_memory_scopes: [...d.allowed_memory_scopes],
    positions: {
      file: { line: 1, column: 1 },
      id: pos('id'),
      version: pos('version'),
      allowed_tools: pos('allowed_tools'),
      allowed_memory_scopes: pos('allowed_memory_scopes'),
      signature: d.signaturePos,
    },
  };
}

export function snapshots(results: FileResult[]): SkillSnapshot[] {
  const seen = new Set<string>();
  const out: SkillSnapshot[] = [];
  for (const r of results) {
    const s = snapshotOf(r);
    if (s && !seen.has(s.id)) {
      seen.add(s.id);
      out.push(s);
    }
  }
  return out;
}

/** Reads and parses the lockfile; undefined when absent and not required. */
export function readLock(settings: Settings, required: boolean, text?: string): Lockfile | undefined {
  const file = resolveIn(settings, settings.lockfile);
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && !required) return undefined;
      if (code === 'ENOENT')
        throw new UsageError(`no lockfile at ${settings.lockfile}: run \`skillgate lock\` to create it`);
      throw new UsageError(`cannot read lockfile ${settings.lockfile}: ${(e as Error).message}`);
    }
  }
  try {
    return parseLockfile(text, settings.lockfile);
  } catch (e) {
    if (e instanceof LockfileError) throw new UsageError(`invalid lockfile: ${e.message}`);
    throw e;
  }
}

export function drift(lock: Lockfile, results: FileResult[]): Drift[] {
  return diffLock(lock, snapshots(results));
}

export function contextFor(settings: Settings): CheckContext {
  const { keyring, note } = loadKeyring(settings);
  return makeContext(settings, keyring, note);
}

export function now(): number {
  return performance.now();
}
