/**
 * A host's own OpenTelemetry providers, as zero-code instrumentation registers them: a
 * `--require` preload whose tracer keeps every span's name, and the `skill_id` of each
 * `skill.frontmatter.validate` span, and writes them out only when flushed (skillgate flushes
 * a host's providers before it exits).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OtelHost {
  /** The file to `--require`. */
  preload: string;
  /** The span names, in the order the spans ended. */
  names: () => string[];
  /** The `skill_id` of each `skill.frontmatter.validate` span, sorted. */
  ids: () => string[];
}

/**
 * `shutdownOnBeforeExit`: the host also shuts its provider down on `beforeExit`, registered
 * before skillgate's own hook, as @opentelemetry/auto-instrumentations-node/register does:
 * what reaches it after that is lost (writes out what it has, then ignores the rest).
 */
export function otelHost(opts: { shutdownOnBeforeExit?: boolean } = {}): OtelHost {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillgate-otel-host-'));
  const out = path.join(dir, 'spans.json');
  const api = path.join(process.cwd(), 'node_modules/@opentelemetry/api');
  const preload = path.join(dir, 'host.cjs');
  writeFileSync(
    preload,
    `const { trace } = require(${JSON.stringify(api)});
const { writeFileSync } = require('node:fs');
const names = [];
const ids = [];
const ctx = { traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 1 };
const span = (name, attrs) => ({
  spanContext: () => ctx, setAttribute(k, v) { attrs[k] = v; return this; },
  setAttributes(a) { Object.assign(attrs, a); return this; },
  addEvent() { return this; }, addLink() { return this; }, addLinks() { return this; },
  setStatus() { return this; }, updateName() { return this; }, isRecording: () => true,
  recordException() {},
  end() { names.push(name); if (name === 'skill.frontmatter.validate') ids.push(attrs.skill_id); },
});
trace.setGlobalTracerProvider({
  getTracer: () => ({ startSpan: (name, o) => span(name, { ...(o && o.attributes) }), startActiveSpan() { throw new Error('unused'); } }),
  forceFlush: async () => { if (!down) writeFileSync(${JSON.stringify(out)}, JSON.stringify({ names, ids: ids.sort() })); },
});
let down = false;
${opts.shutdownOnBeforeExit ? `process.once('beforeExit', () => { writeFileSync(${JSON.stringify(out)}, JSON.stringify({ names, ids: ids.sort() })); down = true; names.length = 0; });` : ''}
`,
  );
  const read = () => JSON.parse(readFileSync(out, 'utf8')) as { names: string[]; ids: string[] };
  return { preload, names: () => read().names, ids: () => read().ids };
}
