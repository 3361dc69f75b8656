/**
 * OTLP end to end, with the bundle (SKILLGATE_BIN): a tiny local HTTP server is the
 * collector. With OTEL_EXPORTER_OTLP_ENDPOINT set, `validate` of 10 mixed files exports 10
 * `skill.frontmatter.validate` spans and the per-outcome counter before it exits, with the
 * exit code of the validation. Without it, the SDK's chunk of the bundle is never loaded.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BIN, git, skill, tmpDir, writeTree } from '../helpers/cli.js';
import { otelHost } from '../helpers/otel-host.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<Run> {
  const e: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('GITHUB_ACTIONS' in env)) delete e.GITHUB_ACTIONS;
  delete e.NODE_OPTIONS;
  if (!('OTEL_EXPORTER_OTLP_ENDPOINT' in env)) delete e.OTEL_EXPORTER_OTLP_ENDPOINT;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, BIN, ...args], { cwd, env: e });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

type Attr = { key: string; value: Record<string, unknown> };
const attr = (attrs: Attr[], key: string) => {
  const v = attrs.find((a) => a.key === key)?.value;
  return v && (v.stringValue ?? v.intValue ?? v.doubleValue ?? v.boolValue);
};

/**
 * A `--require` preload that makes dns.lookup answer `host` with `answer` (code that calls
 * `cb`, given `opts`), and every other name as usual: hosts this machine cannot have.
 */
function dnsPreload(host: string, answer: string): string {
  const file = path.join(tmpDir('skillgate-dns-'), `${host}.cjs`);
  writeFileSync(
    file,
    `const dns = require('dns');
const lookup = dns.lookup;
dns.lookup = function (host, opts, cb) {
  if (typeof opts === 'function') { cb = opts; opts = {}; }
  if (typeof opts === 'number') opts = { family: opts };
  if (host !== ${JSON.stringify(host)}) return lookup.call(this, host, opts, cb);
  ${answer}
};
`,
  );
  return file;
}

function tree(): string {
  const dir = tmpDir('skillgate-otlp-');
  const files: Record<string, string> = {};
  for (let i = 0; i < 6; i++) files[`ok-${i}/SKILL.md`] = skill(`ok-${i}`);
  files['no-fm/SKILL.md'] = 'no frontmatter\n';
  files['bad-yaml/SKILL.md'] = '---\nid: [x\n---\n';
  files['bad-id/SKILL.md'] = skill('Bad_Id');
  files['skew/SKILL.md'] = skill('skew', 'min_broker_version: 9.0.0\n');
  writeTree(dir, files);
  return dir;
}

describe('OTLP export', () => {
  let server: Server;
  let endpoint: string;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const dir = tree();
  const paths = readdirSync(dir).sort();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body || '{}') as Record<string, unknown> });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('exports one span per file and the counter by outcome, then exits with the validation code', async () => {
    const r = await run(['validate', ...paths, '--broker-version', '1.0.0', '--json'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'skillgate-e2e',
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(6);
    const report = JSON.parse(r.stdout) as { summary: Record<string, number> };

    const spans = received
      .filter((x) => x.path === '/v1/traces')
      .flatMap(
        (x) => x.body.resourceSpans as { resource: { attributes: Attr[] }; scopeSpans: { spans: unknown[] }[] }[],
      )
      .flatMap((rs) => {
        expect(attr(rs.resource.attributes, 'service.name')).toBe('skillgate-e2e');
        return rs.scopeSpans.flatMap((s) => s.spans as { name: string; attributes: Attr[] }[]);
      })
      .filter((s) => s.name === 'skill.frontmatter.validate');
    expect(spans).toHaveLength(10);
    const outcomes: Record<string, number> = {};
    for (const s of spans) {
      const o = String(attr(s.attributes, 'validation_outcome'));
      outcomes[o] = (outcomes[o] ?? 0) + 1;
      expect(Number(attr(s.attributes, 'duration_ms'))).toBeGreaterThanOrEqual(0);
      // The four attributes of TASK-SKILL-103 #20 on every span, a parse error's too.
      const keys = s.attributes.map((a) => a.key);
      for (const k of ['skill_id', 'version', 'validation_outcome', 'duration_ms']) expect(keys).toContain(k);
    }
    expect(outcomes).toEqual({ ok: 6, parse_err: 2, invalid_field: 1, version_skew: 1 });
    expect(
      spans.some((s) => attr(s.attributes, 'skill_id') === 'ok-3' && attr(s.attributes, 'version') === '1.0.0'),
    ).toBe(true);

    type Metric = {
      name: string;
      sum?: { dataPoints: { attributes: Attr[]; asInt?: string | number; asDouble?: number }[] };
    };
    const counter = received
      .filter((x) => x.path === '/v1/metrics')
      .flatMap((x) => x.body.resourceMetrics as { scopeMetrics: { metrics: Metric[] }[] }[])
      .flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics))
      .find((m) => m.name === 'skill_frontmatter_validation_total');
    const counted: Record<string, number> = {};
    for (const dp of counter!.sum!.dataPoints) {
      // An integer count (asInt; OTLP/JSON writes int64 as a string).
      expect(dp.asDouble).toBeUndefined();
      counted[String(attr(dp.attributes, 'outcome'))] = Number(dp.asInt);
    }
    expect(counted).toEqual(outcomes);
    for (const [o, n] of Object.entries(outcomes)) expect(report.summary[o]).toBe(n);
  });

  test('a stub the change breaks (--changed-since) is in the spans and the counter, as in the report', async () => {
    const repo = tmpDir('skillgate-otlp-stub-');
    git(repo, 'init', '-q');
    writeTree(repo, {
      'new/SKILL.md': skill('new-skill'),
      'stub/SKILL.md': skill('stub', 'x-deprecated-by: new-skill\n'),
    });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    writeTree(repo, { 'new/SKILL.md': skill('newer-skill') });
    const before = received.length;
    const r = await run(['validate', '--changed-since', 'HEAD', '--json'], repo, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'skillgate-stub',
    });
    expect([r.code, r.stderr]).toEqual([6, '']);
    const report = JSON.parse(r.stdout) as { summary: Record<string, number>; files: { path: string }[] };
    expect(report.files.map((f) => f.path)).toEqual(['new/SKILL.md', 'stub/SKILL.md']);
    const all = received
      .slice(before)
      .filter((x) => x.path === '/v1/traces')
      .flatMap(
        (x) =>
          x.body.resourceSpans as {
            scopeSpans: { spans: { name: string; attributes: Attr[]; traceId: string }[] }[];
          }[],
      )
      .flatMap((rs) => rs.scopeSpans.flatMap((sc) => sc.spans));
    const spans = all.filter((sp) => sp.name === 'skill.frontmatter.validate');
    // One run span for the run, its counts whole, every file span in its trace (the stub had a
    // run span of its own, in another trace).
    const runs = all.filter((sp) => sp.name === 'skillgate.check');
    expect(runs.map((sp) => [attr(sp.attributes, 'files'), attr(sp.attributes, 'outcome.invalid_field')])).toEqual([
      [2, 1],
    ]);
    expect(new Set(all.map((sp) => sp.traceId)).size).toBe(1);
    expect(
      spans.map((sp) => [attr(sp.attributes, 'skill_id'), attr(sp.attributes, 'validation_outcome')]).sort(),
    ).toEqual([
      ['newer-skill', 'ok'],
      ['stub', 'invalid_field'],
    ]);
    expect(report.summary.files).toBe(2);
    // And to a host's own providers (zero-code instrumentation): one span per reported file.
    const host = otelHost();
    const hosted = await run(['validate', '--changed-since', 'HEAD'], repo, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, [
      '--require',
      host.preload,
    ]);
    expect([hosted.code, hosted.stderr]).toEqual([6, '']);
    expect(host.ids()).toEqual(['newer-skill', 'stub']);
    // One run span there too (the stub's was a second one).
    expect(host.names().filter((n) => n === 'skillgate.check')).toHaveLength(1);
    // A host that shuts its provider down on beforeExit (zero-code instrumentation's register)
    // has every span by then: they go out when the command is over, not at exit.
    const strict = otelHost({ shutdownOnBeforeExit: true });
    const early = await run(['validate', '--changed-since', 'HEAD'], repo, {}, ['--require', strict.preload]);
    expect([early.code, early.stderr]).toEqual([6, '']);
    expect(strict.ids()).toEqual(['newer-skill', 'stub']);
    expect(strict.names().filter((n) => n === 'skillgate.check')).toHaveLength(1);
  });

  test('a file the lock check could not read, added to the report, is counted too', async () => {
    const repo = tmpDir('skillgate-otlp-unread-');
    git(repo, 'init', '-q');
    writeTree(repo, { 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    expect((await run(['lock'], repo, {})).code).toBe(0);
    writeTree(repo, { 'skills/x/SKILL.md/keep': '' });
    const before = received.length;
    const r = await run(['validate', 'skills/a', '--lockfile', 'skillgate.lock', '--json'], repo, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { summary: Record<string, number> };
    expect([report.summary.files, report.summary.ok, report.summary.parse_err]).toEqual([2, 1, 1]);
    const ids = received
      .slice(before)
      .filter((x) => x.path === '/v1/traces')
      .flatMap((x) => x.body.resourceSpans as { scopeSpans: { spans: { name: string; attributes: Attr[] }[] }[] }[])
      .flatMap((rs) => rs.scopeSpans.flatMap((sc) => sc.spans))
      .filter((sp) => sp.name === 'skill.frontmatter.validate')
      .map((sp) => attr(sp.attributes, 'validation_outcome'))
      .sort();
    expect(ids).toEqual(['ok', 'parse_err']);
  });

  test('a --staged run refused for unstaged changes reports no result, so it exports none', async () => {
    const repo = tmpDir('skillgate-otlp-staged-');
    git(repo, 'init', '-q');
    writeTree(repo, { 'skills/a/SKILL.md': skill('a') });
    git(repo, 'add', '-A');
    writeTree(repo, { 'skills/a/SKILL.md': '---\nid: a\n---\n' }); // not staged
    const before = received.length;
    const r = await run(['validate', '--staged', '--json', 'skills/a/SKILL.md'], repo, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      PRE_COMMIT: '',
    });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain('changes not staged');
    await new Promise((res) => setTimeout(res, 200));
    expect(received.slice(before)).toEqual([]);
  });

  test('an unreachable collector is one line on stderr, never a stack trace or another exit code', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '2000',
    });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  test('a timeout that is no number of milliseconds is said once per variable, not dropped in silence', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '5s',
      OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: '-1',
    });
    expect(r.code).toBe(0);
    const said = r.stderr.split('\n').filter((l) => l.includes('_TIMEOUT='));
    expect(said).toEqual([
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_TRACES_TIMEOUT="-1": not a whole number of milliseconds above 0, so it is ignored (the default is 5000)',
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_TIMEOUT="5s": not a whole number of milliseconds above 0, so it is ignored (the default is 5000)',
    ]);
  });

  test('a bad per-signal timeout names the value taken instead; hex or exponent forms are no milliseconds', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: ' 1500 ',
      OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: '5s',
      OTEL_EXPORTER_OTLP_METRICS_TIMEOUT: '0x10',
    });
    expect(r.code).toBe(0);
    const said = r.stderr.split('\n').filter((l) => l.includes('_TIMEOUT='));
    expect(said).toEqual([
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_TRACES_TIMEOUT="5s": not a whole number of milliseconds above 0, so it is ignored (OTEL_EXPORTER_OTLP_TIMEOUT=1500 is used)',
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_METRICS_TIMEOUT="0x10": not a whole number of milliseconds above 0, so it is ignored (OTEL_EXPORTER_OTLP_TIMEOUT=1500 is used)',
    ]);
    const hex = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '1e3',
    });
    expect(hex.stderr).toContain('OTEL_EXPORTER_OTLP_TIMEOUT="1e3": not a whole number of milliseconds above 0');
  });

  test('header entries the SDK would drop are said, by name or place, never their text (it may be the secret)', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '2000',
      OTEL_EXPORTER_OTLP_HEADERS: 's3cr3t-token,api-key=%zz,ok=1,sk-live-s3cr3t0123=',
      OTEL_EXPORTER_OTLP_METRICS_HEADERS: 'x-team=%zz',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'good=a%20b',
    });
    expect(r.code).toBe(0);
    const said = r.stderr.split('\n').filter((l) => l.includes('_HEADERS'));
    const tail = 'is not key=value with a percent-encoded value, so it is not sent (its text is not shown)';
    const tails = 'are not key=value with a percent-encoded value, so they are not sent (their text is not shown)';
    expect(said).toEqual([
      `skillgate: telemetry: OTEL_EXPORTER_OTLP_HEADERS: entry 1, the header "api-key" and entry 4 ${tails}`,
      `skillgate: telemetry: OTEL_EXPORTER_OTLP_METRICS_HEADERS: the header "x-team" ${tail}`,
    ]);
    expect(r.stderr).not.toContain('s3cr3t');
  });

  test('many bad header entries are one line, not one each', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '2000',
      OTEL_EXPORTER_OTLP_HEADERS: Array.from({ length: 500 }, (_, i) => (i === 1 ? 'ok=1' : 'bad')).join(','),
    });
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('_HEADERS'))).toEqual([
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_HEADERS: entry 1, entry 3, entry 4 and 496 more entries are not key=value with a percent-encoded value, so they are not sent (their text is not shown)',
    ]);
  });

  test('a collector that is not running or a host that does not exist costs no retries', async () => {
    // The exporter retried a refused connection until 80% of the timeout (~4 s at the default
    // on every run and every pre-commit hook). Timed as a ratio to the same run without telemetry.
    const timed = async (env: NodeJS.ProcessEnv): Promise<[Run, number]> => {
      const t = performance.now();
      const r = await run(['validate', 'ok-1'], dir, env);
      return [r, performance.now() - t];
    };
    const [, plain] = await timed({});
    const [refused, refusedMs] = await timed({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_TIMEOUT: '20000',
    });
    expect(refused.code).toBe(0);
    expect(refused.stderr).toBe(
      'skillgate: telemetry export failed: traces: connect ECONNREFUSED 127.0.0.1:9; metrics: connect ECONNREFUSED 127.0.0.1:9\n',
    );
    const [unknown, unknownMs] = await timed({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://no-such-host.invalid:4318/v1/traces',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_EXPORTER_OTLP_TIMEOUT: '20000',
    });
    expect(unknown.stderr).toBe(
      'skillgate: telemetry export failed: traces: getaddrinfo ENOTFOUND no-such-host.invalid\n',
    );
    // A name with two addresses that both refuse (`localhost` as ::1 and 127.0.0.1 on most
    // machines): Node's error is an AggregateError with an empty message. (This machine's
    // resolver is made to answer so for one name.)
    const preload = dnsPreload(
      'dualhost',
      `const all = [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }];
  process.nextTick(() => (opts.all ? cb(null, all) : cb(null, '::1', 6)));`,
    );
    const t = performance.now();
    const dual = await run(
      ['validate', 'ok-1'],
      dir,
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://dualhost:9', OTEL_EXPORTER_OTLP_TIMEOUT: '20000' },
      ['--require', preload],
    );
    const dualMs = performance.now() - t;
    expect(dual.code).toBe(0);
    expect(dual.stderr).toBe(
      'skillgate: telemetry export failed: traces: connect ECONNREFUSED ::1:9, connect ECONNREFUSED 127.0.0.1:9; metrics: connect ECONNREFUSED ::1:9, connect ECONNREFUSED 127.0.0.1:9\n',
    );
    // One signal's endpoint refused, the other's live: that one is sent, the refused one
    // costs no retries either.
    received.length = 0;
    const [half, halfMs] = await timed({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:9/v1/traces',
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${endpoint}/v1/metrics`,
      OTEL_EXPORTER_OTLP_TIMEOUT: '20000',
    });
    expect(half.stderr).toBe('skillgate: telemetry export failed: traces: connect ECONNREFUSED 127.0.0.1:9\n');
    expect(received.map((x) => x.path)).toEqual(['/v1/metrics']);
    // Retrying took at least 2.5 s of a 20 s timeout against ~0.1 s for the run.
    expect(halfMs / plain).toBeLessThan(8);
    expect(refusedMs / plain).toBeLessThan(8);
    expect(unknownMs / plain).toBeLessThan(8);
    expect(dualMs / plain).toBeLessThan(8);
  });

  test('a collector that does not answer costs no more than its timeout (the probe waits beside the export)', async () => {
    // A name whose lookup answers only after a minute: neither the probe nor the exporter
    // gets anywhere in time.
    const preload = dnsPreload(
      'slowhost',
      `setTimeout(() => cb(Object.assign(new Error('getaddrinfo EAI_AGAIN slowhost'), { code: 'EAI_AGAIN' })), 60000);`,
    );
    const [plain, slow] = await Promise.all([
      (async () => {
        const t = performance.now();
        await run(['validate', 'ok-1'], dir, {});
        return performance.now() - t;
      })(),
      (async () => {
        const t = performance.now();
        const r = await run(
          ['validate', 'ok-1'],
          dir,
          { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://slowhost:4318', OTEL_EXPORTER_OTLP_TIMEOUT: '3000' },
          ['--require', preload],
        );
        expect(r.stderr).toBe(
          'skillgate: telemetry export failed: no answer from the OTLP endpoint within 3000 ms (OTEL_EXPORTER_OTLP_TIMEOUT)\n',
        );
        return performance.now() - t;
      })(),
    ]);
    // The deadline (3 s) plus a run, not the deadline plus the probe's own wait.
    expect(slow - plain).toBeLessThan(3000 + 700);
  });

  test('without an endpoint neither the SDK nor the API is loaded', async () => {
    // Which chunks of the bundle hold the OTLP exporter and the API, and which a run loads.
    const distDir = path.dirname(BIN);
    const holding = (s: string) =>
      readdirSync(distDir).filter((f) => f.endsWith('.js') && readFileSync(path.join(distDir, f), 'utf8').includes(s));
    const sdkChunks = holding('OTLPTraceExporter');
    const apiChunks = holding('GLOBAL_OPENTELEMETRY_API_KEY =');
    expect(sdkChunks.length).toBeGreaterThan(0);
    expect(apiChunks.length).toBeGreaterThan(0);
    // The bundle is CommonJS: every file it loads (its chunks by require) goes through
    // Module._extensions, which a preloaded script wraps to write each name down.
    const hooks = tmpDir('skillgate-hooks-');
    const log = path.join(hooks, 'loaded.txt');
    writeFileSync(
      path.join(hooks, 'log-loads.cjs'),
      `const { appendFileSync } = require('node:fs');\nconst Module = require('node:module');\nfor (const ext of ['.js', '.cjs']) {\n  const load = Module._extensions[ext];\n  Module._extensions[ext] = function (m, file) {\n    appendFileSync(${JSON.stringify(log)}, file + '\\n');\n    return load.call(this, m, file);\n  };\n}\n`,
    );
    const loaded = async (env: NodeJS.ProcessEnv) => {
      writeFileSync(log, '');
      const r = await run(['validate', 'ok-1'], dir, env, ['--require', path.join(hooks, 'log-loads.cjs')]);
      expect(r.code).toBe(0);
      return readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((u) => path.basename(u));
    };
    const without = await loaded({});
    expect(without.length).toBeGreaterThan(1);
    for (const c of [...sdkChunks, ...apiChunks]) expect(without).not.toContain(c);
    const withEndpoint = await loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(sdkChunks.some((c) => withEndpoint.includes(c))).toBe(true);
  });

  test("a host's own providers (zero-code instrumentation) get the spans and are flushed; no second SDK", async () => {
    const host = otelHost();
    received.length = 0;
    // The host reads OTEL_TRACES_EXPORTER (console, say): skillgate says nothing of it.
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_EXPORTER: 'console' };
    const r = await run(['validate', 'ok-1', 'ok-2', 'bad-id'], dir, env, ['--require', host.preload]);
    expect([r.code, r.stderr]).toEqual([6, '']);
    const names = host.names();
    expect(names.filter((n) => n === 'skill.frontmatter.validate')).toHaveLength(3);
    expect(names).toContain('skillgate.check');
    // The host exports (here: nowhere); skillgate's own exporter did not start beside it.
    expect(received.filter((x) => x.path === '/v1/traces')).toEqual([]);
  });
});

describe('OTLP export follows the standard variables', () => {
  let server: Server;
  let endpoint: string;
  let status = 200;
  // The reason phrase the collector sends (its own text, quoted in the warning).
  let reason: string | undefined;
  let received: { path: string; type: string; body: Buffer }[] = [];
  // Status 0: the collector never answers (the responses are ended after the test).
  const hanging: { end: () => void }[] = [];
  const dir = tree();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (d: Buffer) => chunks.push(d));
      req.on('end', () => {
        received.push({ path: req.url ?? '', type: String(req.headers['content-type']), body: Buffer.concat(chunks) });
        if (status === 0) {
          hanging.push(res);
          return;
        }
        if (reason !== undefined) res.writeHead(status, reason, { 'content-type': 'application/json' });
        else res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200 ? '{}' : 'boom');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    received = [];
    status = 200;
  });
  afterEach(() => {
    for (const res of hanging.splice(0)) res.end();
  });
  const paths = () => received.map((x) => x.path).sort();

  test('a TLS file named by OTEL_EXPORTER_OTLP_CERTIFICATE that cannot be read is said; the export goes on', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_CERTIFICATE: 'no-such-ca.pem',
      OTEL_EXPORTER_OTLP_METRICS_CLIENT_KEY: 'no-such-key.pem',
      // Blank is unset (a CI secret not defined), and hides no general variable.
      OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE: '',
      OTEL_EXPORTER_OTLP_TRACES_CERTIFICATE: ' ',
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'skillgate: telemetry: OTEL_EXPORTER_OTLP_CERTIFICATE names "no-such-ca.pem", which cannot be read (ENOENT): the export goes on without it\n' +
        'skillgate: telemetry: OTEL_EXPORTER_OTLP_METRICS_CLIENT_KEY names "no-such-key.pem", which cannot be read (ENOENT): the export goes on without it\n',
    );
    expect(paths().sort()).toEqual(['/v1/metrics', '/v1/traces']);
  });

  test("a collector's refusal is worded: its HTTP status, busy until the timeout, https to a plain http server", async () => {
    status = 404;
    const notFound = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_METRICS_EXPORTER: 'none',
    });
    expect(notFound.stderr).toBe('skillgate: telemetry export failed: traces: HTTP 404 Not Found\n');
    status = 503;
    const busy = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_EXPORTER_OTLP_TIMEOUT: '1000',
    });
    expect(busy.stderr).toBe(
      'skillgate: telemetry export failed: traces: the collector answered 429, 502, 503 or 504 (busy or unavailable), and no retry got through within the timeout\n',
    );
    const tls = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint.replace('http:', 'https:'),
      OTEL_METRICS_EXPORTER: 'none',
    });
    // Not OpenSSL's text with its source file's name.
    expect(tls.stderr).toBe(
      'skillgate: telemetry export failed: traces: TLS failed (wrong version number): the endpoint may speak plain http (http://, not https://)\n',
    );
    expect(notFound.code + busy.code + tls.code).toBe(0);
    // In a workflow's log, the collector's words are no workflow command (a word joiner in `##[`).
    status = 500;
    reason = '##[set-output name=status;]ok';
    const hostile = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_METRICS_EXPORTER: 'none',
      GITHUB_ACTIONS: 'true',
    });
    reason = undefined;
    expect([hostile.code, hostile.stderr]).toEqual([
      0,
      'skillgate: telemetry export failed: traces: HTTP 500 ##\u2060[set-output name=status;]ok\n',
    ]);
  });

  test('a long OTEL_EXPORTER_OTLP_TIMEOUT (past the metric interval) still exports both signals', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TIMEOUT: '100000',
    });
    expect(r.stderr).toBe('');
    expect(paths()).toEqual(['/v1/metrics', '/v1/traces']);
    // Past the longest timer Node keeps, it is capped: no TimeoutOverflowWarning, no false failure.
    received = [];
    const huge = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TIMEOUT: '3000000000',
    });
    expect(huge.stderr).toBe('');
    expect(paths()).toEqual(['/v1/metrics', '/v1/traces']);
  });

  test('one export per signal: the metrics are not sent twice', async () => {
    const r = await run(['validate', 'ok-1', 'ok-2'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(r.stderr).toBe('');
    expect(paths()).toEqual(['/v1/metrics', '/v1/traces']);
  });

  test('a signal endpoint alone exports that signal only; OTEL_METRICS_EXPORTER=none turns metrics off', async () => {
    const only = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${endpoint}/v1/traces` });
    expect(only.stderr).toBe('');
    expect(paths()).toEqual(['/v1/traces']);
    received = [];
    const none = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_METRICS_EXPORTER: 'none',
    });
    expect(none.stderr).toBe('');
    expect(paths()).toEqual(['/v1/traces']);
    received = [];
    await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_METRICS_EXPORTER: 'none',
    });
    expect(paths()).toEqual([]);
  });

  test('an OTEL_<SIGNAL>S_EXPORTER skillgate does not have (console, zipkin) says so in one line; the other signal goes on', async () => {
    const r = await run(['validate', 'ok-1', '--json'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_TRACES_EXPORTER: 'console',
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'ok' });
    expect(r.stderr).toBe(
      'skillgate: OTEL_TRACES_EXPORTER="console" is not supported (skillgate exports over OTLP only: otlp or none); traces are not exported\n',
    );
    expect(paths()).toEqual(['/v1/metrics']);
    received = [];
    // Without an endpoint too: it was asked for.
    const both = await run(['validate', 'ok-1'], dir, {
      OTEL_TRACES_EXPORTER: 'zipkin',
      OTEL_METRICS_EXPORTER: 'prometheus',
    });
    expect(both.code).toBe(0);
    expect(both.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^skillgate: OTEL_TRACES_EXPORTER="zipkin" is not supported .*; traces are not exported$/),
      expect.stringMatching(
        /^skillgate: OTEL_METRICS_EXPORTER="prometheus" is not supported .*; metrics are not exported$/,
      ),
    ]);
    // none, or otlp alone: nothing to say.
    for (const value of ['none', '', 'otlp', ' OTLP , otlp']) {
      const quiet = await run(['validate', 'ok-1'], dir, { OTEL_TRACES_EXPORTER: value });
      expect([value, quiet.stderr]).toEqual([value, '']);
    }
    expect(paths()).toEqual([]);
    // Another beside otlp: it is left out, and the line says so; otlp still exports.
    const mixed = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_TRACES_EXPORTER: 'console,otlp,zipkin',
    });
    expect(mixed.stderr).toBe(
      'skillgate: OTEL_TRACES_EXPORTER="console,otlp,zipkin": "console", "zipkin" are not supported (skillgate exports over OTLP only); traces are exported over OTLP alone\n',
    );
    expect(paths().sort()).toEqual(['/v1/metrics', '/v1/traces']);
  });

  test('OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf sends protobuf; grpc is refused in one line', async () => {
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    });
    expect(r.stderr).toBe('');
    expect(received.map((x) => [x.path, x.type]).sort()).toEqual([
      ['/v1/metrics', 'application/x-protobuf'],
      ['/v1/traces', 'application/x-protobuf'],
    ]);
    // The span's name is in the protobuf as it is.
    expect(received.find((x) => x.path === '/v1/traces')!.body.includes('skill.frontmatter.validate')).toBe(true);
    received = [];
    const grpc = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
    });
    expect(grpc.stderr).toBe(
      'skillgate: telemetry not exported: OTLP protocol "grpc" is not supported: use http/protobuf or http/json\n',
    );
    expect(grpc.code).toBe(0);
    expect(paths()).toEqual([]);
    // The value's case is no other protocol.
    const upper = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'HTTP/Protobuf',
      OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: 'HTTP/JSON',
    });
    expect(upper.stderr).toBe('');
    expect(received.map((x) => [x.path, x.type]).sort()).toEqual([
      ['/v1/metrics', 'application/json'],
      ['/v1/traces', 'application/x-protobuf'],
    ]);
  });

  test('a sampler variable the SDK cannot read is said as that, not as a failed export', async () => {
    for (const [env, text] of [
      [{ OTEL_TRACES_SAMPLER: 'bogus' }, 'OTEL_TRACES_SAMPLER value "bogus" invalid'],
      [{ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.9x' }, 'OTEL_TRACES_SAMPLER_ARG'],
    ] as const) {
      received = [];
      const r = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, ...env });
      expect(r.code).toBe(0);
      expect(r.stderr).not.toContain('export failed');
      const lines = r.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^skillgate: telemetry: /);
      expect(lines[0]).toContain(text);
      expect(received.map((x) => x.path).sort()).toEqual(['/v1/metrics', '/v1/traces']);
    }
  });

  test('OTEL_RESOURCE_ATTRIBUTES tags the resource; OTEL_SERVICE_NAME still wins for the name', async () => {
    await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=ci,service.name=from%20attrs',
    });
    const attrs = () =>
      (
        JSON.parse(received.find((x) => x.path === '/v1/traces')!.body.toString()) as {
          resourceSpans: { resource: { attributes: Attr[] } }[];
        }
      ).resourceSpans[0].resource.attributes;
    expect(attr(attrs(), 'deployment.environment')).toBe('ci');
    expect(attr(attrs(), 'service.name')).toBe('from attrs');
    expect(attr(attrs(), 'telemetry.sdk.language')).toBe('nodejs');
    received = [];
    await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_RESOURCE_ATTRIBUTES: 'service.name=from%20attrs',
      OTEL_SERVICE_NAME: 'named',
    });
    expect(attr(attrs(), 'service.name')).toBe('named');
  });

  test('an OTEL_RESOURCE_ATTRIBUTES that is not valid is discarded whole, and said (the spec; the SDK does so)', async () => {
    for (const [value, why] of [
      ['a=1,broken,c=3', 'its entry 2 is not one key=value'],
      ['a=1,b=%zz', 'its entry 2 has a percent-escape that does not decode'],
      ['a=x=y', 'its entry 1 is not one key=value'],
      [' =1', 'its entry 1 has an empty key'],
    ]) {
      received = [];
      const r = await run(['validate', 'ok-1'], dir, {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_METRICS_EXPORTER: 'none',
        OTEL_RESOURCE_ATTRIBUTES: value,
      });
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(new RegExp(`^skillgate: telemetry: OTEL_RESOURCE_ATTRIBUTES is not valid \\(${why}`));
      expect(r.stderr.split('\n')).toHaveLength(2);
      const resource = (
        JSON.parse(received.find((x) => x.path === '/v1/traces')!.body.toString()) as {
          resourceSpans: { resource: { attributes: Attr[] } }[];
        }
      ).resourceSpans[0].resource.attributes;
      const names = resource.map((a) => a.key);
      expect(names).not.toContain('a');
      expect(names).not.toContain('c');
      expect(attr(resource, 'service.name')).toBe('skillgate');
    }
  });

  test('a collector that never answers is named, traces alone included (their processor gave up first, unsaid)', async () => {
    status = 0;
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TIMEOUT: '1500',
      OTEL_METRICS_EXPORTER: 'none',
    });
    expect(r.code).toBe(0);
    expect(paths()).toEqual(['/v1/traces']);
    expect(r.stderr).toMatch(/^skillgate: telemetry export failed: traces: [^;\n]+\n$/);
    const both = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TIMEOUT: '1500',
    });
    // Traces first, whichever fails first (the README's order; it was a race).
    expect(both.stderr).toMatch(/^skillgate: telemetry export failed: traces: [^;\n]+; metrics: [^;\n]+\n$/);
  });

  test('an endpoint with a space after it is refused, not sent to localhost:4318 in silence; a password in any endpoint is never printed', async () => {
    const r = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint} ` });
    expect(r.stderr).toBe(
      `skillgate: telemetry not exported: OTEL_EXPORTER_OTLP_ENDPOINT has a space before or after the URL: ${JSON.stringify(`${endpoint} `)}\n`,
    );
    expect(r.code).toBe(0);
    // A user and password in the URL are not printed (stderr is a CI log).
    for (const url of [`https://user:s3cret@127.0.0.1:4399 `, 'ftp://user:pw@host/x']) {
      const secret = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: url });
      expect(secret.stderr).not.toMatch(/s3cret|pw@|user/);
      expect(secret.stderr).toMatch(/^skillgate: telemetry not exported: OTEL_EXPORTER_OTLP_ENDPOINT .*:\/\/\*\*\*@/);
    }
    // Nor in a URL too malformed to send to.
    for (const [url, shown] of [
      ['htp//user:s3cret@x', 'htp//***@x'],
      ['user:s3cret@host:4318', '***@host:4318'],
      // A password holding `@` or `/`: hidden up to the last `@`.
      ['htps://user:s3cret@TOP@collector.example/', 'htps://***@collector.example/'],
      ['htps://user:s3/cret@collector.example', 'htps://***@collector.example'],
      // Nor a key in the query.
      ['localhost:4318/otlp?api_key=S3CRET&x=1', 'localhost:4318/otlp?api_key=***&x=***'],
    ]) {
      const secret = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: url });
      expect(secret.stderr).toBe(
        `skillgate: telemetry not exported: OTEL_EXPORTER_OTLP_ENDPOINT is not an http(s) URL: ${JSON.stringify(shown)}\n`,
      );
    }
  });

  test('a blank signal endpoint is unset: the common endpoint serves that signal', async () => {
    received = [];
    const r = await run(['validate', 'ok-1'], dir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: ' ',
      OTEL_METRICS_EXPORTER: 'none',
    });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(received.map((x) => x.path)).toEqual(['/v1/traces']);
  });

  test('a failing collector is one line naming each signal and its cause; a bad URL sends nothing', async () => {
    status = 500;
    const r = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^skillgate: telemetry export failed: traces: [^;\n]+; metrics: [^;\n]+\n$/);
    received = [];
    const bad = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: 'not-a-url' });
    expect(bad.stderr).toBe(
      'skillgate: telemetry not exported: OTEL_EXPORTER_OTLP_ENDPOINT is not an http(s) URL: "not-a-url"\n',
    );
    expect(bad.code).toBe(0);
  });

  test("the general endpoint's query stays after the signal's path; port 0 is refused, not sent to port 80", async () => {
    const r = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/otlp?token=t1#f` });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(paths()).toEqual(['/otlp/v1/metrics?token=t1', '/otlp/v1/traces?token=t1']);
    received = [];
    const zero = await run(['validate', 'ok-1'], dir, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:0' });
    expect([zero.code, zero.stderr]).toEqual([
      0,
      'skillgate: telemetry not exported: OTEL_EXPORTER_OTLP_ENDPOINT names port 0, which no collector listens on: "http://127.0.0.1:0"\n',
    ]);
    expect(received).toEqual([]);
  });
});
