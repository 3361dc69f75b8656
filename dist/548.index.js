export const id = 548;
export const ids = [548];
export const modules = {

/***/ 68548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startOtlp: () => (/* binding */ startOtlp)
/* harmony export */ });
/* unused harmony export flushDeadlineMs */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63914);
/* harmony import */ var _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19644);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89174);
/* harmony import */ var _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86004);
/* harmony import */ var _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78816);
/* harmony import */ var _opentelemetry_resources__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75647);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);
/**
 * The OTLP/HTTP set-up, loaded (dynamic import) only when an OTLP endpoint is configured.
 * The exporters read the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers,
 * timeout); the service is `skillgate` unless OTEL_SERVICE_NAME says otherwise.
 */







/** How long the flush at exit may take: OTEL_EXPORTER_OTLP_TIMEOUT (ms), else 5 s. */
function flushDeadlineMs(env = process.env) {
    const t = Number(env.OTEL_EXPORTER_OTLP_TIMEOUT);
    return Number.isFinite(t) && t > 0 ? t : 5000;
}
/** One line out of whatever the SDK logs: an Error, a string, or an error serialized as JSON. */
function oneLine(a) {
    if (a instanceof Error)
        return a.message;
    const s = String(a);
    try {
        const o = JSON.parse(s);
        if (o && typeof o.message === 'string')
            return o.message;
    }
    catch {
        // not JSON
    }
    return s;
}
/**
 * Registers tracer and meter providers with the API. The returned function flushes and
 * shuts them down; it resolves false when the deadline passed first.
 */
async function startOtlp(env = process.env) {
    // Export failures are one line on stderr, once: never a stack trace, never an exit code.
    let warned = false;
    const warn = (...args) => {
        if (warned)
            return;
        warned = true;
        const what = args.map(oneLine).join(' ');
        process.stderr.write(`skillgate: telemetry export failed: ${what.split('\n')[0]}\n`);
    };
    const quiet = () => undefined;
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__.diag.setLogger({ error: warn, warn: quiet, info: quiet, debug: quiet, verbose: quiet }, _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__.DiagLogLevel.ERROR);
    const resource = (0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_1__.resourceFromAttributes)({
        'service.name': env.OTEL_SERVICE_NAME || 'skillgate',
        'service.version': _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x,
    });
    const tracerProvider = new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__/* .BasicTracerProvider */ .l({
        resource,
        spanProcessors: [
            new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_3__/* .BatchSpanProcessor */ .J(new _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_4__/* .OTLPTraceExporter */ .Q(), {
                // One span per file: a 50,000-skill run must not drop any.
                maxQueueSize: 1 << 20,
                maxExportBatchSize: 2048,
                scheduledDelayMillis: 500,
            }),
        ],
    });
    const meterProvider = new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__.MeterProvider({
        resource,
        readers: [new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_5__.PeriodicExportingMetricReader({ exporter: new _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_6__/* .OTLPMetricExporter */ .r4(), exportIntervalMillis: 60_000 })],
    });
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__.trace.setGlobalTracerProvider(tracerProvider);
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_0__.metrics.setGlobalMeterProvider(meterProvider);
    return async () => {
        const flushed = Promise.allSettled([
            tracerProvider.forceFlush().then(() => tracerProvider.shutdown()),
            meterProvider.forceFlush().then(() => meterProvider.shutdown()),
        ]).then(() => true);
        const ms = flushDeadlineMs(env);
        const late = new Promise((resolve) => setTimeout(resolve, ms, false).unref());
        const done = await Promise.race([flushed, late]);
        if (!done)
            warn(`no answer from the OTLP endpoint within ${ms} ms (OTEL_EXPORTER_OTLP_TIMEOUT)`);
        return done;
    };
}


/***/ })

};
