// Speed at scale (issue #7): skillgate `validate` + lock check, side by side in the same
// run with the `skills-ref` library validating the same skills in one process.
//
//   npm run bench                         sizes 1000,10000,50000, 3 timed runs each
//   node scripts/bench.mjs --sizes 10000 --runs 5 --bin /path/to/index.js
//
// Options: --sizes a,b,c   --runs N   --bin FILE (default $SKILLGATE_BIN or dist/index.js)
//          --dir D (corpus cache, default <os tmp>/skillgate-bench)   --regen (rebuild corpora)
//          --no-peer (skip skills-ref)   --concurrency N (skills-ref validations in flight, default 64:
//          its fastest setting here; 1 is a plain `for ... await` loop)
//          --compare-threads (also time skillgate on one thread: SKILLGATE_THREADS=1)
//          --signed P (percent of bundles signed, default 10; 0 and 100 measure signature cost)
//
// Every corpus is a git repository of N bundles in nested folders (team/area/skill), each
// SKILL.md a realistic 15-line frontmatter and a ~2 KB body; 10% are signed, 5% invalid
// (a mix of parse errors, missing fields and bad values), one bundle in five carries an
// extra file, and skillgate.lock pins the tree. Both tools run as whole processes (node
// start-up included); peak RSS comes from getrusage in the measured process itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const GEN_VERSION = 3; // bump when the corpus shape changes: cached corpora are rebuilt
const SELF = fileURLToPath(import.meta.url);
const REPO = path.resolve(path.dirname(SELF), '..');

// ---------------------------------------------------------------------------------------
// Peer mode: `node bench.mjs --peer ROOT` validates every bundle under ROOT with the
// skills-ref library in this one process, as fast as it goes (bounded concurrency).
// ---------------------------------------------------------------------------------------
async function peer(root, concurrency) {
  const { validate } = await import('skills-ref');
  const dirs = [];
  const stack = [root];
  while (stack.length) {
    const d = stack.pop();
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name !== '.git' && e.name !== 'node_modules') stack.push(path.join(d, e.name));
      } else if (e.name === 'SKILL.md') dirs.push(d);
    }
  }
  let next = 0;
  let invalid = 0;
  const lane = async () => {
    while (next < dirs.length) {
      const errors = await validate(dirs[next++]);
      if (errors.length) invalid++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  process.stdout.write(JSON.stringify({ files: dirs.length, invalid }) + '\n');
}

// ---------------------------------------------------------------------------------------
// Corpus generation (deterministic: the same N always gives the same bytes, keys aside).
// ---------------------------------------------------------------------------------------
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOOLS = ['Read', 'Write', 'Edit', 'Glob', 'Grep', 'MemoryRead', 'MemorySearch', 'MemoryEmit', 'HttpFetch'];
const SCOPES = [
  'memories/projects/**',
  'memories/people/*/notes/**',
  'memories/projects/cyberos/**',
  'memories/teams/{alpha,beta}/*.md',
  'memories/inbox/[a-m]*/**',
  'memories/journal/2026/**',
];
const WORDS =
  'review digest capture summary release triage deploy audit notes search index plan draft report sync merge lint test build docs'.split(
    ' ',
  );
const LOREM =
  'The skill reads the relevant memory rows, groups them by project and writes a short digest that a reviewer can scan in under a minute. It never touches scopes outside its contract and it reports every tool call it makes.';

function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}
function pickN(r, list, n) {
  const copy = [...list];
  const out = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0]);
  return out;
}

/** Fifteen frontmatter lines, in one of a few realistic styles. */
function frontmatter(r, id) {
  const w = pickN(r, WORDS, 3);
  const desc = `${w[0][0].toUpperCase()}${w[0].slice(1)}s ${w[1]} items for the ${w[2]} flow. Use when a ${w[1]} needs a ${w[0]}.`;
  const scopes = pickN(r, SCOPES, 2);
  const tools = pickN(r, TOOLS, 3);
  const lines = [
    `id: ${id}`,
    `version: ${1 + Math.floor(r() * 3)}.${Math.floor(r() * 10)}.${Math.floor(r() * 20)}`,
    r() < 0.5 ? `description: ${desc}` : `description: "${desc}"`,
    '# capability contract (ADR-028)',
    'allowed_memory_scopes:',
    ...scopes.map((s) => `  - ${s.includes('*') && r() < 0.5 ? `"${s}"` : s}`),
    'allowed_tools:',
    ...tools.map((t) => `  - ${t}`),
    `sync_class: ${r() < 0.5 ? 'private' : 'shareable'}`,
    `tenant_scope: ${r() < 0.8 ? 'any' : 'pinned'}`,
    `effort_minutes: ${1 + Math.floor(r() * 60)}`,
    `tags: [${pickN(r, WORDS, 3).join(', ')}]`,
    `x-owner: '${pick(r, ['team-alpha', 'team-beta', 'platform', 'infra'])}@example.com'`,
  ];
  return lines; // 3 + 1 + 1 + 2 + 1 + 3 + 4 = 15
}

function body(r, id) {
  const parts = [`# ${id}`, '', LOREM, '', '## When to use', ''];
  for (let i = 0; i < 6; i++) parts.push(`- ${pick(r, WORDS)}: ${LOREM.slice(0, 60 + Math.floor(r() * 60))}`);
  parts.push('', '## Steps', '');
  for (let i = 1; i <= 6; i++) parts.push(`${i}. ${LOREM.slice(0, 80 + Math.floor(r() * 80))}`);
  parts.push('', '```bash', `skillgate validate skills/${id}`, '```', '', '---', '', LOREM, '', LOREM, '');
  let text = parts.join('\n');
  while (text.length < 2048) text += LOREM + '\n';
  return text.slice(0, 2048) + '\n';
}

/** Ways to be invalid, one per invalid file in turn: outcomes parse_err, required_missing, invalid_field. */
const BREAKERS = [
  (l) => l.map((x) => (x.startsWith('id: ') ? x.replace(/skill-/, 'Skill_') : x)), // InvalidId
  (l) => l.map((x) => (x.startsWith('version: ') ? 'version: 1.0' : x)), // InvalidVersion
  (l) => l.map((x, i) => (l[i - 1] === 'allowed_tools:' ? '  - Bsah' : x)), // UnknownTool
  (l) => l.concat(['allowed_tols: [Read]']), // UnknownField
  (l) => l.filter((x) => !x.startsWith('description')), // RequiredMissing
  (l) => l.map((x) => (x.startsWith('tags: ') ? 'tags: [unclosed, flow' : x)), // YamlParse
  (l) => l.concat([l[0]]), // duplicate key: YamlParse
  (l) => l.map((x) => (x.startsWith('sync_class') ? 'sync_class: public' : x)), // InvalidField
];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 30, ...opts });
  if (r.error) throw r.error;
  return r;
}

function git(cwd, ...args) {
  const r = run('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'bench@example.org',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'bench@example.org',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

function cliEnv() {
  const env = { ...process.env };
  delete env.GITHUB_ACTIONS;
  delete env.NODE_OPTIONS;
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return env;
}

function generate(dir, n, bin, signedPct) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const r = rng(n);
  const signed = [];
  const invalid = [];
  for (let i = 0; i < n; i++) {
    const id = `skill-${String(i).padStart(6, '0')}`;
    const rel = `skills/team-${String(i % 20).padStart(2, '0')}/area-${String(Math.floor(i / 20) % 10)}/${id}`;
    const abs = path.join(dir, rel);
    mkdirSync(abs, { recursive: true });
    let fm = frontmatter(r, id);
    const kind = i % 20; // 2 of 20 signed (10%), 1 of 20 invalid (5%)
    if (kind === 7) {
      fm = BREAKERS[invalid.length % BREAKERS.length](fm);
      invalid.push(rel);
    } else if (signedPct === 10 ? kind === 3 || kind === 13 : (i * 7919) % 100 < signedPct) signed.push(rel);
    writeFileSync(path.join(abs, 'SKILL.md'), `---\n${fm.join('\n')}\n---\n\n${body(r, id)}`);
    if (i % 5 === 0) {
      mkdirSync(path.join(abs, 'scripts'));
      writeFileSync(path.join(abs, 'scripts', 'run.sh'), `#!/bin/sh\necho ${id}\n`);
    }
  }
  writeFileSync(path.join(dir, 'README.md'), `# bench corpus: ${n} skills\n`);
  writeFileSync(path.join(dir, '.gitignore'), 'bench.key\n*.json\n');
  const env = cliEnv();
  const k = run(process.execPath, [bin, 'keygen', '--out', 'bench.key'], { cwd: dir, env });
  if (k.status !== 0) throw new Error(`keygen failed: ${k.stderr}`);
  for (let i = 0; i < signed.length; i += 500) {
    const s = run(process.execPath, [bin, 'sign', ...signed.slice(i, i + 500), '--key', 'bench.key'], {
      cwd: dir,
      env,
    });
    if (s.status !== 0) throw new Error(`sign failed: ${s.stderr || s.stdout}`);
  }
  // The lock pins only a clean tree: pin it with the invalid bundles set aside.
  const aside = invalid.map((rel) => [path.join(dir, rel, 'SKILL.md'), readFileSync(path.join(dir, rel, 'SKILL.md'))]);
  for (const [f] of aside) rmSync(f);
  git(dir, 'init', '-q');
  const l = run(process.execPath, [bin, 'lock'], { cwd: dir, env });
  if (l.status !== 0) throw new Error(`lock failed (${l.status}): ${(l.stderr || l.stdout).slice(0, 2000)}`);
  for (const [f, bytes] of aside) writeFileSync(f, bytes);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'bench corpus');
  writeFileSync(
    path.join(dir, '.bench-ready'),
    JSON.stringify({ GEN_VERSION, n, signed: signed.length, invalid: invalid.length }),
  );
}

function corpus(base, n, bin, regen, signedPct) {
  const dir = path.join(base, signedPct === 10 ? `corpus-${n}` : `corpus-${n}-signed${signedPct}`);
  const marker = path.join(dir, '.bench-ready');
  if (!regen && existsSync(marker)) {
    const m = JSON.parse(readFileSync(marker, 'utf8'));
    if (m.GEN_VERSION === GEN_VERSION && m.n === n) return { dir, ...m };
  }
  const t = performance.now();
  process.stderr.write(`generating ${n} bundles in ${dir} ... `);
  generate(dir, n, bin, signedPct);
  process.stderr.write(`${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  return { dir, ...JSON.parse(readFileSync(marker, 'utf8')) };
}

// ---------------------------------------------------------------------------------------
// Timing: wall from outside (spawn to exit), peak RSS from inside (a preloaded probe).
// ---------------------------------------------------------------------------------------
const PROBE = `import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
if (isMainThread && process.env.BENCH_RSS_FILE) {
  process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));
}
`;

function timed(args, cwd, probe, rssFile, okCodes, extraEnv = {}) {
  const env = { ...cliEnv(), ...extraEnv, BENCH_RSS_FILE: rssFile };
  rmSync(rssFile, { force: true });
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const wall = performance.now() - t;
  if (r.error) throw r.error;
  if (!okCodes.includes(r.status)) {
    throw new Error(`${args.join(' ')} exited ${r.status}: ${(r.stderr || r.stdout).slice(0, 2000)}`);
  }
  const rssKb = Number(readFileSync(rssFile, 'utf8'));
  return { wall, rssMb: rssKb / 1024, stdout: r.stdout, code: r.status };
}

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

function parseOpts(argv) {
  const o = {
    sizes: [1000, 10000, 50000],
    runs: 3,
    peer: true,
    concurrency: 64,
    regen: false,
    threads: false,
    signed: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--sizes') o.sizes = v().split(',').map(Number);
    else if (a === '--runs') o.runs = Number(v());
    else if (a === '--bin') o.bin = v();
    else if (a === '--dir') o.dir = v();
    else if (a === '--regen') o.regen = true;
    else if (a === '--no-peer') o.peer = false;
    else if (a === '--concurrency') o.concurrency = Number(v());
    else if (a === '--compare-threads') o.threads = true;
    else if (a === '--signed') o.signed = Number(v());
    else throw new Error(`unknown option ${a} (see the comment at the top of scripts/bench.mjs)`);
  }
  if (o.sizes.some((n) => !Number.isInteger(n) || n < 20)) throw new Error('--sizes takes integers of 20 or more');
  if (!Number.isInteger(o.runs) || o.runs < 1) throw new Error('--runs takes a positive integer');
  if (!(o.signed >= 0 && o.signed <= 100)) throw new Error('--signed takes a percentage, 0 to 100');
  return o;
}

/** The contestants of one size, timed in turn (interleaved, so that load hits them alike). */
function contestants(o, bin, dir) {
  const list = [{ name: 'skillgate validate + lock check', args: [bin, 'validate'], codes: [6], env: {} }];
  if (o.threads)
    list.push({ name: 'skillgate, one thread', args: [bin, 'validate'], codes: [6], env: { SKILLGATE_THREADS: '1' } });
  if (o.peer)
    list.push({
      name: `skills-ref library (1 process)`,
      args: [SELF, '--peer', dir, '--concurrency', String(o.concurrency)],
      codes: [0],
      env: {},
      peer: true,
    });
  return list;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === '--peer') {
    const c = argv.indexOf('--concurrency');
    return peer(argv[1], c > 0 ? Number(argv[c + 1]) : 64);
  }
  const o = parseOpts(argv);
  const bin = path.resolve(o.bin ?? process.env.SKILLGATE_BIN ?? path.join(REPO, 'dist/index.js'));
  const base = o.dir ?? path.join(tmpdir(), 'skillgate-bench');
  mkdirSync(base, { recursive: true });
  const probe = path.join(base, 'rss-probe.mjs');
  writeFileSync(probe, PROBE);
  const rssFile = path.join(base, 'rss.txt');
  const version = run(process.execPath, [bin, '--version'], { env: cliEnv() }).stdout.trim();
  const shown = bin.startsWith(REPO + path.sep) ? path.relative(REPO, bin) : bin;
  console.log(
    `skillgate ${version} (${shown}) vs skills-ref ${o.peer ? `library, ${o.concurrency} validations in flight` : '(skipped)'}; ` +
      `node ${process.version}, ${availableParallelism()} cores; median of ${o.runs} runs after a warm-up run\n`,
  );
  const rows = [];
  for (const n of o.sizes) {
    const c = corpus(base, n, bin, o.regen, o.signed);
    // Sanity: one JSON run must see every file, with the expected mix.
    const report = path.join(c.dir, 'report.json');
    timed([bin, 'validate', '--format', 'json', '--output', report], c.dir, probe, rssFile, [6]);
    const summary = JSON.parse(readFileSync(report, 'utf8')).summary;
    const counted = ['ok', 'parse_err', 'required_missing', 'invalid_field', 'signature_failed', 'version_skew']
      .map((k) => summary[k])
      .reduce((a, b) => a + b, 0);
    if (summary.files !== n || counted !== n || summary.ok !== n - c.invalid || summary.signature_failed !== 0) {
      throw new Error(`unexpected summary for ${n}: ${JSON.stringify(summary)}`);
    }
    const list = contestants(o, bin, c.dir);
    const times = list.map(() => []);
    for (let i = 0; i <= o.runs; i++) {
      list.forEach((k, j) => {
        const t = timed(k.args, c.dir, probe, rssFile, k.codes, k.env);
        if (k.peer) {
          const seen = JSON.parse(t.stdout).files;
          if (seen !== n) throw new Error(`skills-ref saw ${seen} skills, expected ${n}`);
        }
        if (i > 0) times[j].push(t); // run 0 warms the page cache
      });
    }
    const row = {
      n,
      summary,
      signed: c.signed,
      results: list.map((k, j) => ({
        name: k.name,
        peer: !!k.peer,
        wall: median(times[j].map((x) => x.wall)),
        rss: Math.max(...times[j].map((x) => x.rssMb)),
      })),
    };
    rows.push(row);
    print(row);
  }
  if (rows.length > 1) {
    const first = rows[0].results[0];
    const last = rows[rows.length - 1].results[0];
    const nf = rows[0].n;
    const nl = rows[rows.length - 1].n;
    console.log(
      `\ngrowth ${nf} -> ${nl} skills: wall x${(last.wall / first.wall).toFixed(1)} for x${nl / nf} files ` +
        `(per-file x${(last.wall / first.wall / (nl / nf)).toFixed(2)}; 1.00 is linear, below 1 is start-up amortised)`,
    );
  }
}

function print(r) {
  const fps = (n, ms) => Math.round(n / (ms / 1000)).toLocaleString('en-US');
  const s = r.summary;
  const lines = [`${r.n} skills (${s.ok} ok, ${s.files - s.ok} invalid, ${r.signed} signed, ${s.drift} drift entries)`];
  for (const x of r.results) {
    lines.push(
      `  ${x.name.padEnd(34)} ${(x.wall / 1000).toFixed(3).padStart(7)} s ${fps(r.n, x.wall).padStart(9)} files/s` +
        `   peak RSS ${x.rss.toFixed(0).padStart(4)} MB`,
    );
  }
  const ours = r.results[0];
  const peerRow = r.results.find((x) => x.peer);
  if (peerRow) lines.push(`  skillgate / skills-ref: ${(peerRow.wall / ours.wall).toFixed(2)}x faster`);
  console.log(lines.join('\n') + '\n');
}

main().catch((e) => {
  console.error(`bench: ${e.message}`);
  process.exit(1);
});
