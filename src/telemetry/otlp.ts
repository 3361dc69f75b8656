/**
 * The OTLP/HTTP set-up, loaded (dynamic import) only when an OTLP endpoint is configured.
 * The exporters read the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers,
 * timeout); the service is `skillgate` unless OTEL_SERVICE_NAME says otherwise.
 */
import { diag, DiagLogLevel, metrics, trace } from '@opentelemetry/api';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { VERSION } from '../version.js';

/** How long the flush at exit may take: OTEL_EXPORTER_OTLP_TIMEOUT (ms), else 5 s. */
export function flushDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const t = Number(env.OTEL_EXPORTER_OTLP_TIMEOUT);
  return Number.isFinite(t) && t > 0 ? t : 5000;
}

/** One line out of whatever the SDK logs: an Error, a string, or an error serialized as JSON. */
function oneLine(a: unknown): string {
  if (a instanceof Error) return a.message;
  const s = String(a);
  try {
    const o = JSON.parse(s) as { message?: unknown };
    if (o && typeof o.message === 'string') return o.message;
  } catch {
    // not JSON
  }
  return s;
}

/**
 * Registers tracer and meter providers with the API. The returned function flushes and
 * shuts them down; it resolves false when the deadline passed first.
 */
export async function startOtlp(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<boolean>> {
  // Export failures are one line on stderr, once: never a stack trace, never an exit code.
  let warned = false;
  const warn = (...args: unknown[]): void => {
    if (warned) return;
    warned = true;
    const what = args.map(oneLine).join(' ');
    process.stderr.write(`skillgate: telemetry export failed: ${what.split('\n')[0]}\n`);
  };
  const quiet = (): void => undefined;
  diag.setLogger({ error: warn, warn: quiet, info: quiet, debug: quiet, verbose: quiet }, DiagLogLevel.ERROR);

  const resource = resourceFromAttributes({
    'service.name': env.OTEL_SERVICE_NAME || 'skillgate',
    'service.version': VERSION,
  });
  const tracerProvider = new BasicTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter(), {
        // One span per file: a 50,000-skill run must not drop any.
        maxQueueSize: 1 << 20,
        maxExportBatchSize: 2048,
        scheduledDelayMillis: 500,
      }),
    ],
  });
  const meterProvider = new MeterProvider({
    resource,
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter(), exportIntervalMillis: 60_000 })],
  });
  trace.setGlobalTracerProvider(tracerProvider);
  metrics.setGlobalMeterProvider(meterProvider);
  return async () => {
    const flushed = Promise.allSettled([
      tracerProvider.forceFlush().then(() => tracerProvider.shutdown()),
      meterProvider.forceFlush().then(() => meterProvider.shutdown()),
    ]).then(() => true);
    const ms = flushDeadlineMs(env);
    const late = new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref());
    const done = await Promise.race([flushed, late]);
    if (!done) warn(`no answer from the OTLP endpoint within ${ms} ms (OTEL_EXPORTER_OTLP_TIMEOUT)`);
    return done;
  };
}
