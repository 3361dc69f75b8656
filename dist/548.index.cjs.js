"use strict";
exports.id = 548;
exports.ids = [548];
exports.modules = {

/***/ 8548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startOtlp: () => (/* binding */ startOtlp)
/* harmony export */ });
/* unused harmony exports flushDeadlineMs, resourceAttributes, setupProblem, redacted, certificateProblems, headerProblems */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3914);
/* harmony import */ var _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9644);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9174);
/* harmony import */ var _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6004);
/* harmony import */ var _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8816);
/* harmony import */ var _opentelemetry_exporter_trace_otlp_proto__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7358);
/* harmony import */ var _opentelemetry_exporter_metrics_otlp_proto__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8458);
/* harmony import */ var _opentelemetry_resources__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5647);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(311);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7327);
/**
 * The OTLP/HTTP set-up, loaded (dynamic import) only when an OTLP endpoint is configured.
 * It follows the standard variables: the endpoints (common, or per signal), headers,
 * OTEL_EXPORTER_OTLP_TIMEOUT, OTEL_EXPORTER_OTLP[_<SIGNAL>]_PROTOCOL (`http/json`, the
 * default, or `http/protobuf`), OTEL_<SIGNAL>S_EXPORTER=none, OTEL_RESOURCE_ATTRIBUTES and
 * OTEL_SERVICE_NAME (the service is `skillgate` unless one of them names it).
 */













/**
 * A signal's export timeout: OTEL_EXPORTER_OTLP_<SIGNAL>_TIMEOUT, else OTEL_EXPORTER_OTLP_TIMEOUT
 * (a whole number of milliseconds, as the OTLP exporter spec has it), else 5 s.
 */
function timeoutOf(signal, env) {
    const names = [`OTEL_EXPORTER_OTLP_${signal}_TIMEOUT`, 'OTEL_EXPORTER_OTLP_TIMEOUT'];
    const read = names.map((name) => {
        const v = env[name]?.trim();
        if (!v)
            return undefined;
        // Digits only: `0x10`, `1e3` or `5s` are a typo more likely than a number of milliseconds.
        const t = /^\d+$/.test(v) ? Number(v) : NaN;
        return t > 0 ? t : NaN;
    });
    const at = read.findIndex((t) => t !== undefined && !Number.isNaN(t));
    // Capped at the longest timer Node keeps (2^31 - 1 ms): past it a timer fires at once.
    const used = at < 0 ? 5000 : Math.min(read[at], 2 ** 31 - 1);
    // A typo is said once, with the value taken instead; not taken as no timeout nor dropped in silence.
    read.forEach((t, i) => {
        const name = names[i];
        if (!Number.isNaN(t) || (at >= 0 && i > at) || badTimeouts.has(name))
            return;
        badTimeouts.add(name);
        const instead = at < 0 ? `the default is ${used}` : `${names[at]}=${used} is used`;
        (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`telemetry: ${name}=${JSON.stringify(env[name].slice(0, 40))}: not a whole number of milliseconds above 0, so it is ignored (${instead})`);
    });
    return used;
}
/** The timeout variables already said to be ignored (each is read several times). */
const badTimeouts = new Set();
/** How long the flush at exit may take: the longer of the two signals' timeouts. */
function flushDeadlineMs(env = process.env) {
    return Math.max(timeoutOf('TRACES', env), timeoutOf('METRICS', env));
}
/** One line out of whatever the SDK logs: an Error, a string, or an error serialized as JSON. */
function oneLine(a) {
    if (a instanceof Error)
        return explained(a);
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
/** An exporter's error in words a user can act on: its HTTP status, a TLS failure's reason. */
function explained(e) {
    // The retrying transport's last answer: 429/502/503/504, retried until the deadline (or not
    // at all, when the collector's Retry-After lies past it).
    if (e.message === 'Export failed with retryable status')
        return 'the collector answered 429, 502, 503 or 504 (busy or unavailable), and no retry got through within the timeout';
    if (typeof e.code === 'number')
        return `HTTP ${e.code}${e.message ? ` ${e.message}` : ''}`;
    // OpenSSL's own text names its source file: its reason is what matters.
    const tls = /EPROTO [^:]*:error:[^:]*:SSL routines:[^:]*:([^:]+):/.exec(e.message);
    if (tls)
        return `TLS failed (${tls[1]})${/wrong version number/.test(tls[1]) ? ': the endpoint may speak plain http (http://, not https://)' : ''}`;
    // An AggregateError (every address of a host refused) has an empty message: its errors say it.
    const inner = e.errors;
    if (!e.message && Array.isArray(inner) && inner.length)
        return inner.map((x) => (x instanceof Error ? x.message : String(x))).join(', ');
    return e.message || (typeof e.code === 'string' ? e.code : e.name);
}
/** A signal as `otlpSignals` and the messages name it. */
const labelOf = (signal) => (signal === 'TRACES' ? 'traces' : 'metrics');
/**
 * OTEL_RESOURCE_ATTRIBUTES: `key=value` pairs joined by `,`, percent-encoded (an empty pair is
 * skipped). On any error (a pair without exactly one `=`, an empty key, a bad percent-escape,
 * a key or value over 255 characters) the whole value is discarded, as the specification
 * asks and the SDK's own detector does, and `problem` says why (without the text: a value may
 * be anything).
 */
function resourceAttributes(env = process.env) {
    const attributes = {};
    const pairs = (env.OTEL_RESOURCE_ATTRIBUTES ?? '').split(',');
    for (let i = 0; i < pairs.length; i++) {
        const pair = pairs[i];
        if (pair.trim() === '')
            continue;
        const bad = (why) => ({
            attributes: {},
            problem: `telemetry: OTEL_RESOURCE_ATTRIBUTES is not valid (its entry ${i + 1} ${why}): no resource attribute is taken from it`,
        });
        const parts = pair.split('=');
        if (parts.length !== 2)
            return bad('is not one key=value; a "," or "=" in a key or value must be percent-encoded');
        let key;
        let value;
        try {
            key = decodeURIComponent(parts[0].trim());
            value = decodeURIComponent(parts[1].trim());
        }
        catch {
            return bad('has a percent-escape that does not decode');
        }
        if (!key)
            return bad('has an empty key');
        if (key.length > 255 || value.length > 255)
            return bad('is longer than 255 characters');
        attributes[key] = value;
    }
    return { attributes };
}
/**
 * What is wrong with a signal's set-up, or undefined: an endpoint that is not an http(s) URL
 * (the exporter would quietly send to localhost:4318 instead), or a protocol it cannot speak.
 */
function setupProblem(signal, env = process.env) {
    const own = ownEndpoint(signal, env);
    const name = own ? `OTEL_EXPORTER_OTLP_${signal}_ENDPOINT` : 'OTEL_EXPORTER_OTLP_ENDPOINT';
    const url = own || env.OTEL_EXPORTER_OTLP_ENDPOINT || '';
    let parsed;
    try {
        parsed = new URL(url);
        // The SDK appends the signal's path to the general endpoint, as written (untrimmed), and
        // sends to localhost:4318 when that does not parse: 'http://host:4318 ' passed the check
        // above (URL trims) and exported elsewhere in silence.
        if (!own)
            new URL(signalUrl(signal, env));
    }
    catch {
        parsed = undefined;
    }
    // Port 0 names no port to send to (the connection went to the scheme's default instead).
    if (parsed?.port === '0')
        return `${name} names port 0, which no collector listens on: ${JSON.stringify(redacted(url))}`;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        return url !== url.trim()
            ? `${name} has a space before or after the URL: ${JSON.stringify(redacted(url))}`
            : `${name} is not an http(s) URL: ${JSON.stringify(redacted(url))}`;
    const protocol = protocolOf(signal, env);
    if (protocol !== 'http/json' && protocol !== 'http/protobuf')
        return `OTLP protocol ${JSON.stringify(protocol)} is not supported: use http/protobuf or http/json`;
    return undefined;
}
/**
 * A signal's own endpoint variable, unless blank: an empty or blank variable is unset (the
 * OpenTelemetry spec), so the common endpoint serves the signal.
 */
function ownEndpoint(signal, env) {
    const own = env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`];
    return own?.trim() ? own : undefined;
}
/**
 * `url` with a user and password in it (`https://user:secret@host`) shown as `***`, and so the
 * values of its query (`?api_key=secret`): stderr is a CI log.
 */
function redacted(url) {
    // Whatever comes before the host, with or without a well-formed scheme (`htp//user:pw@x`,
    // `user:pw@host`): a URL too malformed to send to still carries the password.
    // Up to the last `@`: a password may hold `@` or `/` itself (a path with an `@` in it loses
    // more than it need, never less).
    return url.replace(/^(\s*(?:[^/?#@]*\/\/)?)[\s\S]*@/, '$1***@').replace(/([?&][^=&#]*=)[^&#]*/g, '$1***');
}
/**
 * The URL the exporter sends a signal to: its own endpoint as written, else the common one
 * with `v1/<signal>` added to its path, before a query or fragment (`https://host/?token=x`
 * sends traces to `https://host/v1/traces?token=x`; the SDK's own join appended the path to
 * the query). Given to the exporters, which would otherwise join it themselves.
 */
function signalUrl(signal, env) {
    const own = ownEndpoint(signal, env);
    if (own)
        return own;
    const url = env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '';
    const cut = url.search(/[?#]/);
    const base = cut < 0 ? url : url.slice(0, cut);
    return `${base}${base.endsWith('/') ? '' : '/'}v1/${signal.toLowerCase()}${cut < 0 ? '' : url.slice(cut)}`;
}
/** The network error codes that say at once that nothing can be sent: no one listens, no such host. */
const CERTAIN = new Set(['ECONNREFUSED', 'ENOTFOUND']);
/**
 * Why nothing can be sent to `url`, when that is certain at once: its host does not exist or
 * refuses the connection (every address of it: `localhost` is often ::1 and 127.0.0.1, and
 * Node then reports one AggregateError with an empty message). Anything else (no answer
 * within `ms`, a connection) resolves undefined and is left to the exporter, which retries
 * what may pass. `cancel` ends the probe (its socket and timer) at once.
 */
function unreachable(url, ms) {
    let cancel = () => undefined;
    const result = new Promise((resolve) => {
        const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.connect)({ host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port });
        const done = (why) => {
            clearTimeout(timer);
            socket.destroy();
            resolve(why);
        };
        cancel = () => done();
        const timer = setTimeout(done, ms);
        socket.once('connect', () => done());
        socket.once('error', (e) => {
            const all = Array.isArray(e.errors) && e.errors.length ? e.errors : [e];
            done(all.every((x) => CERTAIN.has(String(x?.code))) ? explained(e) : undefined);
        });
    });
    return { result, cancel };
}
/**
 * The TLS files (OTEL_EXPORTER_OTLP[_<SIGNAL>]_CERTIFICATE, _CLIENT_CERTIFICATE, _CLIENT_KEY)
 * that are named but cannot be read: the exporter goes on without them in silence, and the
 * export then fails on a certificate error that does not say why.
 */
function certificateProblems(env, signals = { traces: true, metrics: true }) {
    const lines = new Set();
    for (const signal of ['TRACES', 'METRICS']) {
        if (!signals[labelOf(signal)])
            continue;
        for (const kind of ['CERTIFICATE', 'CLIENT_CERTIFICATE', 'CLIENT_KEY']) {
            // A blank value is unset, as the SDK reads it (a CI secret that is not defined).
            const name = [`OTEL_EXPORTER_OTLP_${signal}_${kind}`, `OTEL_EXPORTER_OTLP_${kind}`].find((n) => env[n]?.trim());
            if (!name)
                continue;
            const file = env[name];
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file));
            }
            catch (e) {
                const code = e.code ?? 'error';
                lines.add(`telemetry: ${name} names ${JSON.stringify(file)}, which cannot be read (${code}): the export goes on without it`);
            }
        }
    }
    return [...lines];
}
/**
 * The OTLP header entries the SDK drops without a word (W3C baggage syntax: `key=value`
 * pairs, comma-separated, percent-encoded; an entry with no `=`, an empty key or value, or a
 * bad `%` escape): an API key given without its name (`OTEL_EXPORTER_OTLP_HEADERS=abc123`)
 * would reach no collector, and the export would fail as unauthorized. The entry's text is
 * never shown (it may be the secret); a header's name is.
 */
function headerProblems(env, signals = { traces: true, metrics: true }) {
    const lines = new Set();
    const names = [
        'OTEL_EXPORTER_OTLP_HEADERS',
        ...['TRACES', 'METRICS']
            .filter((s) => signals[labelOf(s)])
            .map((s) => `OTEL_EXPORTER_OTLP_${s}_HEADERS`),
    ];
    for (const name of names) {
        if (!env[name]?.trim())
            continue;
        // One line a variable, however many of its entries are bad.
        const bad = [];
        env[name].split(',').forEach((entry, i) => {
            if (!entry.trim())
                return;
            const pair = entry.split(';')[0];
            const at = pair.indexOf('=');
            const key = at > 0 ? pair.slice(0, at).trim() : '';
            const value = at > 0 ? pair.slice(at + 1).trim() : '';
            let ok = !!key && !!value;
            try {
                if (ok)
                    decodeURIComponent(key + value);
            }
            catch {
                ok = false;
            }
            // Named by its header only when it has a value: `abc123=` is more likely a secret with
            // base64 padding than a header's name.
            if (!ok)
                bad.push(key && value && /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(key)
                    ? `the header ${JSON.stringify(key)}`
                    : `entry ${i + 1}`);
        });
        if (!bad.length)
            continue;
        const shown = bad.length > 4 ? [...bad.slice(0, 3), `${bad.length - 3} more entries`] : bad;
        const which = shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown[0];
        const many = bad.length > 1;
        lines.add(`telemetry: ${name}: ${which} ${many ? 'are' : 'is'} not key=value with a percent-encoded value, so ${many ? 'they are' : 'it is'} not sent (${many ? 'their' : 'its'} text is not shown)`);
    }
    return [...lines];
}
/** The signal's protocol, in lower case: `HTTP/Protobuf` is not another protocol. */
function protocolOf(signal, env) {
    return (env[`OTEL_EXPORTER_OTLP_${signal}_PROTOCOL`] || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/json')
        .trim()
        .toLowerCase();
}
/**
 * Registers tracer and meter providers with the API, for the signals that are on. The
 * returned function flushes and shuts them down; it resolves false when the deadline passed
 * first.
 */
async function startOtlp(env = process.env) {
    // Export failures are one line on stderr at the end, naming each signal's own cause (the
    // exporters' results); never a stack trace, never an exit code.
    const failures = new Map();
    let logged;
    const log = (...args) => {
        logged ??= args.map(oneLine).join(' ').split('\n')[0];
    };
    const quiet = () => undefined;
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__.diag.setLogger({ error: log, warn: quiet, info: quiet, debug: quiet, verbose: quiet }, _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__.DiagLogLevel.ERROR);
    const watch = (label, exporter) => {
        const send = exporter.export.bind(exporter);
        exporter.export = (items, done) => send(items, (r) => {
            // ExportResultCode.SUCCESS is 0.
            if (r.code !== 0 && !failures.has(label))
                failures.set(label, oneLine(r.error ?? 'failed').split('\n')[0]);
            done(r);
        });
        return exporter;
    };
    const ms = flushDeadlineMs(env);
    // Each exporter gives up (and says why: refused, HTTP 500, ...) before the deadline does,
    // and before its processor or reader does (whose own timeout rejects without a word: a
    // trace export that never answered was not reported at all).
    const timeoutFor = (signal) => Math.max(100, Math.floor(timeoutOf(signal, env) * 0.8));
    const processorTimeoutFor = (signal) => Math.max(150, Math.floor(timeoutOf(signal, env) * 0.9));
    const signals = (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.otlpSignals)(env);
    const traceProblem = signals.traces ? setupProblem('TRACES', env) : undefined;
    const metricProblem = signals.metrics ? setupProblem('METRICS', env) : undefined;
    if (traceProblem && traceProblem === metricProblem)
        (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`telemetry not exported: ${traceProblem}`);
    else {
        if (traceProblem)
            (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`traces not exported: ${traceProblem}`);
        if (metricProblem)
            (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`metrics not exported: ${metricProblem}`);
    }
    if (traceProblem)
        signals.traces = false;
    if (metricProblem)
        signals.metrics = false;
    for (const line of [...certificateProblems(env, signals), ...headerProblems(env, signals)])
        (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(line);
    // A collector that is not running costs nothing: the exporter would retry a refused
    // connection until 80% of its timeout, ~4 s added to every run and every pre-commit hook.
    // Each endpoint is probed beside the export (never before it: a host that does not answer
    // would add its wait); when every signal's endpoint refuses, the flush ends at once.
    const on = ['TRACES', 'METRICS'].filter((s) => signals[labelOf(s)]);
    const probes = new Map();
    const probeOf = (signal) => {
        const url = new URL(signalUrl(signal, env));
        const key = `${url.protocol}//${url.host}`;
        let p = probes.get(key);
        if (!p)
            probes.set(key, (p = unreachable(url, timeoutFor(signal))));
        return p.result;
    };
    const probed = Promise.all(on.map(probeOf));
    const stopProbes = () => {
        for (const p of probes.values())
            p.cancel();
    };
    const { attributes: named, problem: resourceProblem } = resourceAttributes(env);
    if (resourceProblem)
        (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(resourceProblem);
    const resource = (0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_5__.defaultResource)()
        .merge((0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_5__.resourceFromAttributes)(named))
        .merge((0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_5__.resourceFromAttributes)({
        'service.name': env.OTEL_SERVICE_NAME || named['service.name'] || 'skillgate',
        'service.version': named['service.version'] || _version_js__WEBPACK_IMPORTED_MODULE_6__/* .VERSION */ .x,
    }));
    const stops = [];
    if (signals.traces) {
        const exporter = watch('traces', protocolOf('TRACES', env) === 'http/protobuf'
            ? new _opentelemetry_exporter_trace_otlp_proto__WEBPACK_IMPORTED_MODULE_7__/* .OTLPTraceExporter */ .Q({ url: signalUrl('TRACES', env), timeoutMillis: timeoutFor('TRACES') })
            : new _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_8__/* .OTLPTraceExporter */ .Q({ url: signalUrl('TRACES', env), timeoutMillis: timeoutFor('TRACES') }));
        const tracerProvider = new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_9__/* .BasicTracerProvider */ .l({
            resource,
            spanProcessors: [
                new _opentelemetry_sdk_trace_base__WEBPACK_IMPORTED_MODULE_9__/* .BatchSpanProcessor */ .J(exporter, {
                    // One span per file: a 50,000-skill run must not drop any.
                    maxQueueSize: 1 << 20,
                    maxExportBatchSize: 2048,
                    scheduledDelayMillis: 500,
                    exportTimeoutMillis: processorTimeoutFor('TRACES'),
                }),
            ],
        });
        _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__.trace.setGlobalTracerProvider(tracerProvider);
        // shutdown() exports what is queued, once.
        stops.push({ label: 'traces', stop: () => tracerProvider.shutdown() });
    }
    if (signals.metrics) {
        const exporter = watch('metrics', protocolOf('METRICS', env) === 'http/protobuf'
            ? new _opentelemetry_exporter_metrics_otlp_proto__WEBPACK_IMPORTED_MODULE_10__/* .OTLPMetricExporter */ .r({ url: signalUrl('METRICS', env), timeoutMillis: timeoutFor('METRICS') })
            : new _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_11__.OTLPMetricExporter({ url: signalUrl('METRICS', env), timeoutMillis: timeoutFor('METRICS') }));
        const meterProvider = new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_12__.MeterProvider({
            resource,
            readers: [
                new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_12__.PeriodicExportingMetricReader({
                    exporter,
                    // The reader refuses a timeout longer than the interval (OTEL_EXPORTER_OTLP_TIMEOUT=100000
                    // turned all telemetry off); only the export at shutdown happens anyway.
                    exportIntervalMillis: Math.max(60_000, processorTimeoutFor('METRICS')),
                    exportTimeoutMillis: processorTimeoutFor('METRICS'),
                }),
            ],
        });
        _opentelemetry_api__WEBPACK_IMPORTED_MODULE_4__.metrics.setGlobalMeterProvider(meterProvider);
        // shutdown() collects and exports once; a forceFlush() before it sent every metric twice.
        stops.push({ label: 'metrics', stop: () => meterProvider.shutdown() });
    }
    // What the SDK logged while it was set up (a sampler variable it could not read, say) is a
    // setting it did not take, not an export that failed: said now, as that.
    if (logged)
        (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`telemetry: ${logged}`);
    logged = undefined;
    return async () => {
        // Each signal's flush ends when its export does, or when its endpoint refused (said now,
        // not after the exporter's retries; the other signal's export goes on). A signal whose
        // export answered first is never called refused.
        const refusedOf = (label) => probed.then((why) => {
            const w = why[on.findIndex((signal) => labelOf(signal) === label)];
            return w ? w : new Promise(() => undefined); // not refused: its export decides
        });
        let anyRefused = false;
        const flushed = Promise.allSettled(stops.map((s) => Promise.race([
            s.stop().then(() => undefined),
            refusedOf(s.label).then((why) => {
                anyRefused = true;
                failures.set(s.label, why);
                return why;
            }),
        ]))).then((settled) => {
            // A shutdown that rejects (its processor's timeout, say) failed its signal, whatever
            // the exporter said (it may not have answered yet).
            settled.forEach((r, i) => {
                const label = stops[i].label;
                if (r.status === 'rejected' && !failures.has(label))
                    failures.set(label, /timeout/i.test(String(r.reason)) ? 'no answer in time' : oneLine(r.reason).split('\n')[0]);
            });
            // A refused signal's exporter is still retrying: the run is over, so it ends the process.
            return !anyRefused;
        });
        const late = new Promise((resolve) => setTimeout(resolve, ms, false).unref());
        // (A refusal the probe knew before the deadline names the cause, not "no answer".)
        let knownRefused = [];
        void probed.then((why) => (knownRefused = why));
        const done = await Promise.race([flushed, late]);
        stopProbes();
        on.forEach((signal, i) => {
            const why = knownRefused[i];
            if (!done && why && !failures.has(labelOf(signal)))
                failures.set(labelOf(signal), why);
        });
        const why = failures.size
            ? // In the signals' order (traces, then metrics), whichever failed first.
                [...failures]
                    .sort(([a], [b]) => stops.findIndex((s) => s.label === a) - stops.findIndex((s) => s.label === b))
                    .map(([signal, cause]) => `${signal}: ${cause}`)
                    .join('; ')
            : !done
                ? `no answer from the OTLP endpoint within ${ms} ms (OTEL_EXPORTER_OTLP_TIMEOUT)`
                : logged;
        if (why)
            (0,_index_js__WEBPACK_IMPORTED_MODULE_3__.telemetryWarning)(`telemetry export failed: ${why}`);
        return done;
    };
}


/***/ })

};
;