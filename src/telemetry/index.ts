/**
 * OpenTelemetry for validation (TASK-SKILL-103 §1 #8, #9; acceptance #20, #21).
 *
 * Per validated file: a span `skill.frontmatter.validate` (attributes skill_id, version,
 * validation_outcome, duration_ms, skill_path), one increment of the counter
 * `skill_frontmatter_validation_total{outcome}` and one sample of the histogram
 * `skill_frontmatter_validation_duration_seconds{outcome}`. The spans of one run are
 * children of a `skillgate.check` span.
 *
 * Everything goes through @opentelemetry/api, recorded after the fact from the results
 * (files may have been checked on worker threads), with each file's real start time. By
 * default nothing is registered with the API: a run then costs one property lookup, and the
 * API is not even loaded (importing it costs ~10 ms, a tenth of a single-file run). When a
 * host or a test registered providers, the API is loaded (dynamic import) and the records
 * are emitted right after the run; `flushTelemetry()` waits for that. With
 * OTEL_EXPORTER_OTLP_ENDPOINT (or a per-signal endpoint) set, the records are kept and, when
 * the process is about to exit, the SDK and the OTLP/HTTP exporters are loaded (otlp.ts,
 * never loaded otherwise), the records replayed into them and flushed.
 */
import type * as OtelApi from '@opentelemetry/api';
import type { FileResult } from '../core/engine.js';
import { VERSION } from '../version.js';
import { epochMs } from '../core/clock.js';

export const SPAN_NAME = 'skill.frontmatter.validate';
export const RUN_SPAN_NAME = 'skillgate.check';
export const COUNTER_NAME = 'skill_frontmatter_validation_total';
export const HISTOGRAM_NAME = 'skill_frontmatter_validation_duration_seconds';
/** Seconds: a frontmatter check takes tens of microseconds to a few milliseconds. */
export const DURATION_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 1];

/** Where @opentelemetry/api 1.x keeps registered providers (its documented global contract). */
const API_GLOBAL = Symbol.for('opentelemetry.js.api.1');

interface Batch {
  results: FileResult[];
  /** Epoch ms at which each file's check started. */
  starts: number[];
  end: number;
}

let pending: Batch[] = [];
let emitting: Promise<void> = Promise.resolve();
let exitHooked = false;
let otlpStarted = false;
let exportersChecked = false;

/** Where telemetry's one-line warnings go: stderr, or (the Action) a workflow warning. */
let warnSink = (message: string): void => void process.stderr.write(`skillgate: ${message}\n`);

/** Sends telemetry's warnings (each one line, without the `skillgate: ` prefix) to `sink`. */
export function setTelemetryWarning(sink: (message: string) => void): void {
  warnSink = sink;
}

/** One telemetry warning: never a stack trace, never an exit code. */
export function telemetryWarning(message: string): void {
  warnSink(message);
}

const sdkDisabled = (env: NodeJS.ProcessEnv): boolean => (env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true';

/** The exporters OTEL_<SIGNAL>S_EXPORTER names (lowercase, trimmed); undefined when it is unset or blank. */
function exportersOf(env: NodeJS.ProcessEnv, signal: 'TRACES' | 'METRICS'): string[] | undefined {
  const value = (env[`OTEL_${signal}_EXPORTER`] ?? '').trim().toLowerCase();
  return value ? value.split(',').map((e) => e.trim()) : undefined;
}

/**
 * The signals to export over OTLP: a signal is on when its endpoint (OTEL_EXPORTER_OTLP_
 * <SIGNAL>_ENDPOINT) or the common one is set and OTEL_<SIGNAL>S_EXPORTER, when set, names
 * `otlp` (`none` turns it off); OTEL_SDK_DISABLED=true turns both off.
 */
export function otlpSignals(env: NodeJS.ProcessEnv = process.env): { traces: boolean; metrics: boolean } {
  if (sdkDisabled(env)) return { traces: false, metrics: false };
  const on = (signal: 'TRACES' | 'METRICS') => {
    const names = exportersOf(env, signal);
    if (names && !names.includes('otlp')) return false;
    // A blank signal endpoint is unset (the common one serves the signal).
    return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT || env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]?.trim());
  };
  return { traces: on('TRACES'), metrics: on('METRICS') };
}

/**
 * One line for each OTEL_<SIGNAL>S_EXPORTER that names an exporter skillgate does not have
 * (console, zipkin, prometheus...) and not `none`: without `otlp` the signal would otherwise
 * be off without a word, beside it that exporter would be left out without one.
 */
export function unsupportedExporters(env: NodeJS.ProcessEnv = process.env): string[] {
  if (sdkDisabled(env)) return [];
  const lines: string[] = [];
  for (const signal of ['TRACES', 'METRICS'] as const) {
    const name = `OTEL_${signal}_EXPORTER`;
    const names = exportersOf(env, signal);
    if (!names || names.every((e) => e === '') || names.includes('none')) continue;
    if (names.includes('otlp')) {
      // Beside otlp (`console,otlp`): the others are dropped, and a user who asked for the
      // console's spans would look for them.
      const others = [...new Set(names.filter((e) => e !== 'otlp' && e !== ''))];
      if (others.length)
        lines.push(
          `${name}=${JSON.stringify(env[name])}: ${others.map((e) => JSON.stringify(e)).join(', ')} ${others.length > 1 ? 'are' : 'is'} not supported (skillgate exports over OTLP only); ${signal.toLowerCase()} are exported over OTLP alone`,
        );
      continue;
    }
    lines.push(
      `${name}=${JSON.stringify(env[name])} is not supported (skillgate exports over OTLP only: otlp or none); ${signal.toLowerCase()} are not exported`,
    );
  }
  return lines;
}

/** True when an OTLP endpoint is configured for a signal and the SDK is not switched off. */
export function otlpWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  const s = otlpSignals(env);
  return s.traces || s.metrics;
}

/** True when something (the OTLP set-up, a host, a test) registered a provider with the API. */
function apiActive(): boolean {
  const g = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[API_GLOBAL];
  return !!g && (g.trace !== undefined || g.metrics !== undefined);
}

/**
 * Records results checked earlier and added to the report after (the stubs a change breaks):
 * each started its duration before now.
 */
export function recordAdded(results: FileResult[]): void {
  const end = epochMs();
  // The run's own batch when it is still held (not yet emitted): one run span for the run,
  // its counts whole (a second span in another trace held the added files).
  const last = pending[pending.length - 1];
  if (last && results.length) {
    for (const r of results) {
      last.results.push(r);
      last.starts.push(end - r.duration_ms);
    }
    last.end = Math.max(last.end, end);
    return;
  }
  recordValidations(
    results,
    results.map((r) => end - r.duration_ms),
    end,
  );
}

/** Records the validations of one run. `starts[i]` is when `results[i]`'s check began (epoch ms). */
export function recordValidations(results: FileResult[], starts: number[], end = epochMs()): void {
  if (results.length === 0) return;
  // A host that registered its own providers (zero-code instrumentation, which reads the same
  // OTEL_EXPORTER_OTLP_ENDPOINT) owns the export: registering skillgate's SDK beside it failed
  // ("duplicate registration") and nothing was sent.
  const hosted = apiActive() && !otlpStarted;
  // The exporter variables are skillgate's to read only when no host did (its console
  // exporter, say, prints the spans).
  if (!exportersChecked && !hosted) {
    exportersChecked = true;
    for (const line of unsupportedExporters()) telemetryWarning(line);
  }
  const otlp = !otlpStarted && !hosted && otlpWanted();
  if (!otlp && !apiActive()) return;
  // Copies: a caller may add to its list after (the stubs a change breaks), and records those itself.
  pending.push({ results: results.slice(), starts: starts.slice(), end });
  if (otlp) {
    if (!exitHooked) process.once('beforeExit', () => void exportOtlp());
    exitHooked = true;
    return;
  }
  // Emitted when the command is over (endRun, which the CLI and the Action call before they
  // return): files added to the report after the checks (recordAdded) then join the run's
  // span, and a host that shuts its SDK down on beforeExit (zero-code instrumentation's
  // register does) has them by then. beforeExit emits whatever is left, then flushes a host's
  // batch processor, which may still hold the spans.
  deferred = true;
  if (!hostFlushHooked)
    process.once('beforeExit', () => {
      void endRun();
      if (hosted) void flushHost();
    });
  hostFlushHooked = true;
}

/**
 * Forgets what the run recorded and has not emitted: a run refused after its checks
 * (`--staged`: what it read is not what the commit holds) reports no result, so it counts none.
 */
export function discardRecorded(): void {
  pending = [];
}

/** Records held for the API (a host's providers, a test's) wait for endRun. */
let deferred = false;

/**
 * The command is over: what it recorded for a host's (or a test's) providers is emitted now.
 * Records for skillgate's own OTLP export are left to it (it loads its SDK before exit).
 */
export function endRun(): Promise<void> {
  if (!deferred) return emitting;
  emitting = emitting.then(emitPending);
  return emitting;
}

let hostFlushHooked = false;

/** Flushes the providers a host registered (at most 5 s); what fails there is the host's to say. */
async function flushHost(): Promise<void> {
  try {
    await emitting;
    const api = await import('@opentelemetry/api');
    const tracers = api.trace.getTracerProvider() as Flushable;
    const delegate = (tracers.getDelegate?.() ?? tracers) as Flushable;
    const meters = api.metrics.getMeterProvider() as Flushable;
    const flushed = Promise.allSettled([delegate.forceFlush?.(), meters.forceFlush?.()]);
    await Promise.race([flushed, new Promise((r) => setTimeout(r, 5_000).unref())]);
  } catch {
    // nothing of skillgate's to report
  }
}

/** Resolves once every run recorded so far has reached the registered providers. */
export function flushTelemetry(): Promise<void> {
  return endRun();
}

async function emitPending(): Promise<void> {
  if (pending.length === 0) return;
  try {
    const api = await import('@opentelemetry/api');
    const batches = pending;
    pending = [];
    // skillgate's own exporter takes any number of spans; a host's batch processor, at its
    // defaults, keeps 2,048 and drops the rest (the run span, ended last, first of all).
    const flush = otlpStarted ? undefined : hostFlusher(api);
    for (const b of batches) await emit(api, b, flush);
  } catch (e) {
    pending = [];
    telemetryWarning(`telemetry not recorded: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Spans handed to a host's provider between two flushes: its batch processor's default export batch. */
const HOST_CHUNK = 512;
/**
 * How long the flushes of a host's spans may take in all: past it the rest are handed over
 * unflushed (a slow exporter must not hold the process for minutes: 100 lots of 3 s each).
 */
let hostFlushMs = 5_000;
/** Tests: a shorter deadline. */
export function setHostFlushMs(ms: number): void {
  hostFlushMs = ms;
}

type Flushable = { forceFlush?: () => Promise<void>; getDelegate?: () => unknown };

/**
 * Flushes the host's tracer provider (its delegate behind the API's proxy), so that its batch
 * processor's queue never holds more than a chunk: undefined when it cannot be flushed. All
 * the flushes of a run share one deadline (hostFlushMs); once it passes, none is waited on.
 */
function hostFlusher(api: typeof OtelApi): (() => Promise<void>) | undefined {
  const tracers = api.trace.getTracerProvider() as Flushable;
  const delegate = (tracers.getDelegate?.() ?? tracers) as Flushable;
  if (typeof delegate.forceFlush !== 'function') return undefined;
  const deadline = Date.now() + hostFlushMs;
  return async () => {
    const left = deadline - Date.now();
    if (left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    // Unref'd: a pending flush does not keep the process alive past its work.
    const late = new Promise<void>((r) => (timer = setTimeout(r, left).unref()));
    const done = delegate.forceFlush!().then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([done, late]);
    clearTimeout(timer);
  };
}

async function emit(api: typeof OtelApi, b: Batch, flush?: () => Promise<void>): Promise<void> {
  const { context, metrics, trace, SpanStatusCode, ValueType } = api;
  const tracer = trace.getTracer('skillgate', VERSION);
  const meter = metrics.getMeter('skillgate', VERSION);
  const counter = meter.createCounter(COUNTER_NAME, {
    description: 'SKILL.md frontmatter validations, by outcome',
    // A count: exported as an integer (OTLP `asInt`), not a double.
    valueType: ValueType.INT,
  });
  const histogram = meter.createHistogram(HISTOGRAM_NAME, {
    description: 'Time to validate one SKILL.md frontmatter',
    unit: 's',
    advice: { explicitBucketBoundaries: DURATION_BUCKETS },
  });
  // A loop, not Math.min(...starts): 150,000 files would be too many arguments.
  let first = b.starts.length ? Infinity : b.end;
  for (const t of b.starts) if (t < first) first = t;
  const run = tracer.startSpan(RUN_SPAN_NAME, { startTime: first, attributes: { files: b.results.length } });
  const parent = trace.setSpan(context.active(), run);
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < b.results.length; i++) {
    const r = b.results[i];
    const start = b.starts[i] ?? first;
    // Every span carries the four attributes of TASK-SKILL-103 #20: a file with no valid id
    // or version (a parse error, an InvalidId) has them empty, never missing.
    const attributes: OtelApi.Attributes = {
      skill_id: r.data?.id ?? '',
      version: r.data?.version ?? '',
      validation_outcome: r.outcome,
      duration_ms: r.duration_ms,
      skill_path: r.path,
    };
    const span = tracer.startSpan(SPAN_NAME, { startTime: start, attributes }, parent);
    if (r.outcome !== 'ok') {
      const firstError = r.findings.find((f) => f.severity === 'error');
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: firstError ? `${r.outcome}: ${firstError.code}` : r.outcome,
      });
    }
    span.end(start + r.duration_ms);
    counter.add(1, { outcome: r.outcome });
    histogram.record(r.duration_ms / 1000, { outcome: r.outcome });
    outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
    if (flush && (i + 1) % HOST_CHUNK === 0) await flush();
  }
  for (const [o, n] of Object.entries(outcomes)) run.setAttribute(`outcome.${o}`, n);
  run.end(b.end);
}

/** Loads the SDK, replays what was recorded, flushes. Never throws, never prints a stack. */
async function exportOtlp(): Promise<void> {
  try {
    const { startOtlp } = await import('./otlp.js');
    const stop = await startOtlp();
    otlpStarted = true;
    await emitPending();
    // Past the deadline the exporter's retries would hold the process: the run is over, so end it.
    if (!(await stop())) process.exit(process.exitCode ?? 0);
  } catch (e) {
    telemetryWarning(`telemetry not exported: ${e instanceof Error ? e.message : String(e)}`);
  }
}
