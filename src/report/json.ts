/**
 * JSON reports (SPEC §5): the seed's single-bundle shape, and the multi-file report.
 * Pure functions of the results.
 */
import type { FileResult } from '../core/engine.js';
import type { Finding } from '../core/diagnostic.js';
import type { Drift } from '../lock/types.js';
import { overallStatus, summarize } from './summary.js';

function finding(f: Finding) {
  return { field: f.field, code: f.code, message: f.message, line: f.line, column: f.column, severity: f.severity };
}

export function fileJson(r: FileResult): Record<string, unknown> {
  const errors = r.findings.filter((f) => f.severity === 'error').map(finding);
  const warnings = r.findings.filter((f) => f.severity === 'warning').map(finding);
  const d = r.data;
  if (errors.length === 0 && d && 'metadata' in d) {
    // Profile agentskills: its own fields, keyed by `name` (id holds the NFKC identity).
    const a = d as typeof d & {
      name?: string;
      license?: string;
      compatibility?: string;
      metadata: Record<string, string>;
    };
    return {
      status: 'ok',
      name: a.name ?? a.id,
      id: a.id,
      version: a.version ?? '',
      description: a.description,
      // The seed's shape (SPEC §5) holds both lists; agentskills.io grants no memory scopes.
      allowed_memory_scopes: [],
      allowed_tools: a.allowed_tools,
      path: r.path,
      outcome: r.outcome,
      license: a.license ?? null,
      compatibility: a.compatibility ?? null,
      metadata: a.metadata,
      signature: a.signature ?? null,
      x_extensions: a.x_extensions,
      effective_tools: r.effective_tools ?? [],
      frontmatter_hash: r.hash ?? null,
      warnings,
      duration_ms: r.duration_ms,
    };
  }
  if (errors.length === 0 && d) {
    return {
      status: 'ok',
      id: d.id,
      version: d.version,
      allowed_memory_scopes: d.allowed_memory_scopes,
      allowed_tools: d.allowed_tools,
      path: r.path,
      outcome: r.outcome,
      description: d.description,
      disallowed_tools: d.disallowed_tools,
      sync_class: d.sync_class,
      tenant_scope: d.tenant_scope,
      tags: d.tags,
      effort_minutes: d.effort_minutes ?? null,
      min_broker_version: d.min_broker_version ?? null,
      max_broker_version: d.max_broker_version ?? null,
      signature: d.signature ?? null,
      x_extensions: d.x_extensions,
      effective_tools: r.effective_tools ?? [],
      frontmatter_hash: r.hash ?? null,
      warnings,
      duration_ms: r.duration_ms,
    };
  }
  const out: Record<string, unknown> = { status: 'invalid', path: r.path, outcome: r.outcome };
  if (d?.id !== undefined) out.id = d.id;
  // An agentskills skill without metadata.version has none: its "" is only the lock's.
  if (d?.version !== undefined && !(d.version === '' && 'metadata' in d)) out.version = d.version;
  out.errors = errors;
  out.warnings = warnings;
  // SPEC §7: every file's entry carries effective_tools; a file that did not parse grants none.
  out.effective_tools = r.effective_tools ?? [];
  out.duration_ms = r.duration_ms;
  return out;
}

export function driftJson(d: Drift): Record<string, unknown> {
  return { ...d };
}

export function multiJson(results: FileResult[], drift: Drift[], durationMs: number): Record<string, unknown> {
  return {
    status: overallStatus(results, drift),
    summary: summarize(results, drift, durationMs),
    files: results.map(fileJson),
    drift: drift.map(driftJson),
  };
}
