/**
 * End to end, as the runner does it: `node dist/index.js` with no arguments,
 * GITHUB_ACTIONS=true, INPUT_* variables, a real pull_request payload in
 * GITHUB_EVENT_PATH, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, in a temporary git
 * repository with base and head commits (or a shallow clone of one, or no git at all
 * with a local HTTP server playing the GitHub API). SKILLGATE_BIN selects the build.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serializeLockfile } from '../../src/lock/lockfile.js';
import { BIN, runCli } from '../helpers/cli.js';
import { snapshots } from '../../src/core/run.js';
import { md } from '../../src/action/summary.js';
import { otelHost } from '../helpers/otel-host.js';
import {
  commands,
  fencedLines,
  git,
  liveLines,
  prPayload,
  repoWith,
  resultsOf,
  runStep,
  tmpDir,
  validSkill,
  writeTree,
  type Repo,
} from './helpers.js';

const BAD = `---\nid: NewBad\nversion: 1.0\ndescription: Bad skill. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n`;
const lockOf = (files: Record<string, string>): string => serializeLockfile(snapshots(resultsOf(files)));

describe('Action end to end (pull_request, git history)', () => {
  it('annotates the changed files, sets outputs, writes the summary and both reports', async () => {
    const base = { 'skills/good/SKILL.md': validSkill('good') };
    const repo = repoWith(
      { ...base, 'skills/old/SKILL.md': BAD.replace('NewBad', 'Old'), 'skillgate.lock': lockOf(base) },
      { 'skills/new-bad/SKILL.md': BAD, 'skills/good/SKILL.md': validSkill('good', ['Read', 'Bash']) },
    );
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo, 7, 2),
      inputs: { 'sarif-path': 'reports/skillgate.sarif' },
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([
      '::error title=InvalidId,file=skills/new-bad/SKILL.md,line=2,col=5::id violates kebab-case: "NewBad"; it must match ^[a-z][a-z0-9-]*$ (lowercase letters, digits and hyphens, starting with a letter)',
      expect.stringMatching(
        /^::error title=InvalidVersion,file=skills\/new-bad\/SKILL\.md,line=3,col=10::version .*SemVer/,
      ),
      expect.stringMatching(
        /^::error title=drift\/changed,file=skills\/good\/SKILL\.md,line=\d+,col=\d+::skill "good" changed since the lock: allowed_tools gained "Bash" \(capability escalation\)/,
      ),
      expect.stringMatching(/^::error title=drift\/version-not-bumped,file=skills\/good\/SKILL\.md,line=3,col=\d+::/),
      '::error::skillgate: 2 errors, 2 lock drift in 2 checked SKILL.md files (fail-on: error)',
    ]);
    expect(r.outputs).toEqual({
      status: 'invalid',
      'files-checked': '2',
      errors: '2',
      warnings: '0',
      drift: '2',
      'report-path': 'skillgate-report.json',
      'sarif-path': 'reports/skillgate.sarif',
    });
    // The untouched broken skill is not reported; every finding is in the fenced log.
    const fenced = fencedLines(r.stdout).join('\n');
    expect(fenced).not.toContain('skills/old/SKILL.md');
    expect(fenced).toContain('skills/new-bad/SKILL.md:2:5: error InvalidId');
    expect(fenced).toContain(`Files changed by the pull request #7 since ${repo.base.slice(0, 7)} (git)`);

    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(Object.keys(report)).toEqual(['status', 'summary', 'files', 'drift']);
    expect(report.summary).toMatchObject({ files: 2, ok: 1, invalid_field: 1, errors: 2, drift: 2 });
    expect(report.drift.map((d: { kind: string }) => d.kind)).toEqual(['changed', 'version-not-bumped']);
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'reports/skillgate.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toHaveLength(4);

    expect(r.summary).toContain('## ❌ skillgate');
    expect(r.summary).toContain('| ❌ error | skills\\/new\\-bad\\/SKILL\\.md | 2:5 | InvalidId |');
    expect(r.summary).toContain('### Lock drift');
    expect(r.summary).toContain('| good | skills\\/good\\/SKILL\\.md | Bash (trusted) | — |');
  });

  it('an untracked folder git cannot list (a path too long) means a full scan, and its SKILL.md a ReadError', async () => {
    const repo = repoWith(
      { 'skills/old/SKILL.md': BAD.replace('NewBad', 'Old') },
      { 'skills/fine/SKILL.md': validSkill('fine') },
    );
    // An earlier step of the job left an untracked tree past PATH_MAX (22 folders of 200
    // characters, made relative with node's chdir: a shell's cd gives up past PATH_MAX).
    const name = 'd'.repeat(200);
    const make = `const fs = require('fs'); for (let i = 0; i < 22; i++) { fs.mkdirSync('${name}'); process.chdir('${name}'); } fs.writeFileSync('SKILL.md', '---\\nid: deep\\n---\\n');`;
    execFileSync(process.execPath, ['-e', make], { cwd: repo.dir });
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(commands(r.stdout, 'notice')).toEqual([
      expect.stringMatching(
        /^::notice title=skillgate%3A full scan::git could not list the untracked files \(warning: could not open directory 'd{200}\/d+/,
      ),
    ]);
    // The full scan reports the folder it could not read, and the untouched broken skill.
    const errors = commands(r.stdout, 'error');
    expect(errors).toContainEqual(
      expect.stringMatching(/^::error title=ReadError,file=(?:d{200}\/){19}d{200},line=1,col=1::cannot read directory/),
    );
    expect(errors).toContainEqual(expect.stringMatching(/^::error title=InvalidId,file=skills\/old\/SKILL\.md,/));
    expect(r.code).toBe(1);
    execFileSync('rm', ['-rf', repo.dir]);
  });

  it('a sparse checkout (actions/checkout sparse-checkout: skills) still holds skills to the lockfile it leaves out', async () => {
    const base = { 'skills/good/SKILL.md': validSkill('good') };
    const repo = repoWith(
      { ...base, '.skillgate.yml': 'lockfile: locks/skillgate.lock\n', 'locks/skillgate.lock': lockOf(base) },
      { 'skills/good/SKILL.md': validSkill('good', ['Read', 'Bash']) },
    );
    git(repo.dir, 'sparse-checkout', 'set', 'skills');
    const r = await runStep({
      cwd: repo.dir,
      event: 'push',
      payload: { before: repo.base, after: repo.head },
    });
    // The escalation is drift against the lockfile the checkout left out, not a pass.
    expect(commands(r.stdout, 'error')).toEqual([
      expect.stringMatching(/^::error title=drift\/changed,file=skills\/good\/SKILL\.md,.*capability escalation/),
      expect.stringMatching(/^::error title=drift\/version-not-bumped,file=skills\/good\/SKILL\.md,/),
      '::error::skillgate: 2 lock drift in 1 checked SKILL.md file (fail-on: error)',
    ]);
    expect(r.stdout).not.toMatch(/LockfileNotFound/);
    expect(r.code).toBe(1);
  });

  it('checks GITHUB_WORKSPACE when started from a directory outside it', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new-bad/SKILL.md': BAD });
    const elsewhere = tmpDir('skillgate-elsewhere-');
    const r = await runStep({
      cwd: repo.dir,
      startIn: elsewhere,
      event: 'pull_request',
      payload: prPayload(repo, 7, 2),
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')[0]).toMatch(
      /^::error title=InvalidId,file=skills\/new-bad\/SKILL\.md,line=2,col=5::/,
    );
    expect(r.outputs['files-checked']).toBe('1');
    expect(existsSync(path.join(repo.dir, 'skillgate-report.json'))).toBe(true);
    expect(existsSync(path.join(elsewhere, 'skillgate-report.json'))).toBe(false);
  });

  it('exits 0 and reports ok when the changed files pass', async () => {
    const repo = repoWith({ 'skills/old/SKILL.md': BAD }, { 'skills/fine/SKILL.md': validSkill('fine') });
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'error')).toEqual([]);
    expect(r.outputs).toMatchObject({ status: 'ok', 'files-checked': '1', errors: '0', drift: '0' });
    expect(r.summary).toContain('## ✅ skillgate');
  });

  it('a bad input fails the step with a message naming it', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a') });
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      inputs: { 'fail-on': 'all' },
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([
      '::error::skillgate: input "fail-on" must be one of error, warning, never; got "all"',
    ]);
    expect(r.outputs.status).toBe('error');
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });

  it('an invalid config fails the step with an annotation on the line of each problem', async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'include: ["skills/**"]\nprofle: strict\ntrust: maybe\n' },
      { 'skills/a/SKILL.md': validSkill('a') },
    );
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('error');
    const errors = commands(r.stdout, 'error');
    expect(errors.slice(0, 2)).toEqual([
      expect.stringMatching(
        /^::error title=skillgate%3A invalid config,file=\.skillgate\.yml,line=2,col=1::unknown key "profle" at the top level; did you mean "profile"\?/,
      ),
      '::error title=skillgate%3A invalid config,file=.skillgate.yml,line=3,col=8::trust: must be one of "local", "registry"; got "maybe"',
    ]);
    // The step's failure still lists them all, as the CLI does.
    expect(errors[2]).toMatch(
      /^::error::skillgate: invalid config \.skillgate\.yml:%0A {2}\.skillgate\.yml:2:1: unknown key/,
    );
    expect(errors).toHaveLength(3);

    // YAML that does not parse, and bytes that are not UTF-8: one annotation, at the place.
    writeTree(repo.dir, { '.skillgate.yml': 'exclude: []\ninclude: [a\n' });
    const yaml = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(commands(yaml.stdout, 'error')[0]).toMatch(
      /^::error title=skillgate%3A invalid config,file=\.skillgate\.yml,line=2,col=10::/,
    );
    writeFileSync(path.join(repo.dir, '.skillgate.yml'), Buffer.from('include: ["\xff"]\n', 'latin1'));
    const bytes = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(commands(bytes.stdout, 'error')[0]).toBe(
      '::error title=skillgate%3A invalid config,file=.skillgate.yml,line=1,col=12::the config is not valid UTF-8 (bad byte 0xff)',
    );

    // A malformed keyring line: annotated on its line too.
    writeTree(repo.dir, { '.skillgate.yml': 'trust: local\n', '.skillgate/trusted-keys': '# keys\n* ed25519 abcd\n' });
    const keys = await runStep({ cwd: repo.dir, event: 'workflow_dispatch' });
    expect(keys.code).toBe(1);
    expect(commands(keys.stdout, 'error')).toEqual([
      '::error title=skillgate%3A invalid trusted keyring,file=.skillgate/trusted-keys,line=2,col=1::bad hex length: public key must be 64 hex characters, got 4',
      '::error::skillgate: invalid trusted keyring: .skillgate/trusted-keys:2: bad hex length: public key must be 64 hex characters, got 4',
    ]);

    // A keyring the config names that is not there: annotated where the config names it.
    rmSync(path.join(repo.dir, '.skillgate/trusted-keys'));
    writeTree(repo.dir, { '.skillgate.yml': 'trust: local\ntrusted_keys: keys/tema\n' });
    const named = await runStep({ cwd: repo.dir, event: 'workflow_dispatch' });
    expect(named.code).toBe(1);
    expect(commands(named.stdout, 'error')).toEqual([
      '::error title=skillgate%3A invalid config,file=.skillgate.yml,line=2,col=15::cannot read trusted keyring keys/tema: no such file',
      '::error::skillgate: .skillgate.yml:2:15: cannot read trusted keyring keys/tema: no such file',
    ]);
  });

  it.each(['local', 'registry'])(
    'a pull request (trust %s) whose keyring has a bad line, or whose config names a missing one, is annotated there',
    async (trust) => {
      const key = validSkill('a');
      const repo = repoWith(
        { '.skillgate.yml': `trust: ${trust}\n`, 'skills/a/SKILL.md': key },
        { '.skillgate/trusted-keys': '# keys\n* ed25519 abcd\n' },
      );
      const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
      expect(r.code).toBe(1);
      expect(commands(r.stdout, 'error')[0]).toMatch(
        /^::error title=skillgate%3A invalid trusted keyring,file=\.skillgate\/trusted-keys,line=2,col=1::bad hex length/,
      );
      const named = repoWith(
        { '.skillgate.yml': `trust: ${trust}\n`, 'skills/a/SKILL.md': key },
        { '.skillgate.yml': `trust: ${trust}\ntrusted_keys: keys/tema\n` },
      );
      const n = await runStep({ cwd: named.dir, event: 'pull_request', payload: prPayload(named) });
      expect(n.code).toBe(1);
      expect(commands(n.stdout, 'error')[0]).toMatch(
        /^::error title=skillgate%3A invalid config,file=\.skillgate\.yml,line=2,col=15::cannot read trusted keyring keys\/tema: no such file/,
      );
    },
  );

  it('a GITHUB_OUTPUT file that is gone fails the step with a message, not a stack trace', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a') });
    const gone = path.join(tmpDir('skillgate-gone-'), 'no-such-dir', 'output');
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      env: { GITHUB_OUTPUT: gone },
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^::error::skillgate: GITHUB_OUTPUT names ".*output", which does not exist: the step's outputs cannot be written/,
      ),
    ]);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a report or GITHUB_OUTPUT that cannot be written fails the step, and every finding still reaches the log, annotations and summary', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bsh']) });
    const base = { cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) } as const;
    const report = await runStep({ ...base, inputs: { 'report-path': '/dev/full' } });
    expect(report.code).toBe(1);
    const reportErrors = commands(report.stdout, 'error');
    // The finding's annotation, the report's error, then the verdict (setFailed's).
    expect(reportErrors).toEqual([
      expect.stringMatching(/^::error title=UnknownTool,file=skills\/a\/SKILL\.md,line=\d+,col=\d+::/),
      '::error::skillgate: input "report-path" names "/dev/full", which cannot be written: no space left on the device',
      '::error::skillgate: 1 error in 1 checked SKILL.md file (fail-on: error)',
    ]);
    expect(report.stdout).toMatch(/skills\/a\/SKILL\.md:\d+:\d+: error UnknownTool/);
    expect(report.outputs).toMatchObject({ status: 'error', 'files-checked': '1', errors: '1', 'report-path': '' });
    expect(report.summary).not.toMatch(/did not run/);
    expect(report.summary).toContain('UnknownTool');
    expect(report.summary).toContain(
      '> input \\"report\\-path\\" names \\"\\/dev\\/full\\"\\, which cannot be written\\:',
    );
    // An output file the step cannot write (EIO for root, EACCES for others): in words.
    if (existsSync('/proc/version')) {
      const out = await runStep({ ...base, env: { GITHUB_OUTPUT: '/proc/version' } });
      expect(out.code).toBe(1);
      const errors = commands(out.stdout, 'error');
      expect(errors[0]).toMatch(/^::error title=UnknownTool,file=skills\/a\/SKILL\.md,/);
      expect(errors[1]).toMatch(
        /^::error::skillgate: GITHUB_OUTPUT names "\/proc\/version", which cannot be written: .+ \(the step's outputs are not set\)$/,
      );
      expect(errors[2]).toBe('::error::skillgate: 1 error in 1 checked SKILL.md file (fail-on: error)');
      expect(out.stdout + out.stderr).not.toMatch(/internal error|\n\s+at /);
      expect(out.summary).toContain('UnknownTool');
      // A check that passes (or fail-on: never) still fails on outputs it could not set.
      const clean = repoWith({}, { 'skills/b/SKILL.md': validSkill('b') });
      const pass = await runStep({
        cwd: clean.dir,
        event: 'pull_request',
        payload: prPayload(clean),
        env: { GITHUB_OUTPUT: '/proc/version' },
      });
      expect(pass.code).toBe(1);
      expect(commands(pass.stdout, 'error')).toEqual([
        expect.stringMatching(/^::error::skillgate: GITHUB_OUTPUT names "\/proc\/version", which cannot be written: /),
      ]);
      expect(pass.summary).toMatch(/^## ❌ skillgate/);
      expect(pass.summary).toContain('> [!CAUTION]\n> GITHUB\\_OUTPUT names');
    }
    // With 10 error annotations or more, what failed the step goes first (GitHub shows 10).
    const many = repoWith(
      {},
      { 'skills/m/SKILL.md': validSkill('m', ['Read', ...Array.from({ length: 12 }, (_, k) => `R${k}`)]) },
    );
    const r = await runStep({
      cwd: many.dir,
      event: 'pull_request',
      payload: prPayload(many),
      inputs: { 'report-path': '/dev/full', 'fail-on': 'never' },
    });
    expect(r.code).toBe(1);
    const errors = commands(r.stdout, 'error');
    expect(errors[0]).toBe(
      '::error::skillgate: input "report-path" names "/dev/full", which cannot be written: no space left on the device',
    );
    expect(errors.filter((e) => e.startsWith('::error title=UnknownTool'))).toHaveLength(12);
  });

  it('report-path /dev/stdout (a pipe on the runner) prints the report into the log, fenced off', async () => {
    const hostile = validSkill('a', ['Read', '##[error]approved', '::error::x']);
    const repo = repoWith({}, { 'skills/a/SKILL.md': hostile });
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      inputs: { 'report-path': '/dev/stdout' },
    });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('invalid');
    // Every line holding repository text sits between ::stop-commands::T and ::T::.
    let token: string | undefined;
    const fenced: string[][] = [];
    for (const line of r.stdout.split('\n')) {
      const start = /^::stop-commands::(.+)$/.exec(line);
      if (!token && start) {
        token = start[1];
        fenced.push([]);
      } else if (token && line === `::${token}::`) token = undefined;
      else if (token) fenced[fenced.length - 1]!.push(line);
      else expect(line).not.toMatch(/##\[|approved/);
    }
    const report = fenced
      .map((block) => {
        try {
          return JSON.parse(block.join('\n')) as { status: string; files: { path: string }[] };
        } catch {
          return undefined;
        }
      })
      .find((x) => x !== undefined);
    expect(report).toMatchObject({ status: 'invalid', files: [{ path: 'skills/a/SKILL.md' }] });
  });

  it('a report-path link to /dev/stdout that the pull request commits is replaced, not followed', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a') });
    symlinkSync('/dev/stdout', path.join(repo.dir, 'skillgate-report.json'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'link');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ base: repo.base, head }) });
    expect(r.code).toBe(0);
    expect(lstatSync(path.join(repo.dir, 'skillgate-report.json')).isSymbolicLink()).toBe(false);
    expect(JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8')).status).toBe('ok');
  });

  it('a GITHUB_OUTPUT that is a folder fails the step with a message, not an internal error', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a') });
    const folder = tmpDir('skillgate-output-dir-');
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      env: { GITHUB_OUTPUT: folder },
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout, 'error')).toEqual([
      expect.stringMatching(/^::error::skillgate: GITHUB_OUTPUT names ".*", which is a folder: the step's outputs/),
    ]);
    expect(r.stdout).not.toMatch(/internal error/);
  });

  it('deepens a shallow clone to find the merge base', async () => {
    // origin: main moved on after the feature branch forked, so HEAD's parent is not the base.
    const work = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': BAD });
    git(work.dir, 'checkout', '-q', 'main');
    git(work.dir, 'commit', '-q', '--allow-empty', '-m', 'main moves');
    const baseTip = git(work.dir, 'rev-parse', 'HEAD').trim();
    git(work.dir, 'checkout', '-q', 'feature');
    git(work.dir, 'commit', '-q', '--allow-empty', '-m', 'feature 2');
    const headTip = git(work.dir, 'rev-parse', 'HEAD').trim();
    const origin = path.join(tmpDir(), 'origin.git');
    git(work.dir, 'clone', '-q', '--bare', work.dir, origin);
    const clone = path.join(tmpDir(), 'checkout');
    git(work.dir, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${origin}`, clone);
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');

    const r = await runStep({
      cwd: clone,
      event: 'pull_request',
      payload: prPayload({ base: baseTip, head: headTip }),
      env: { RUNNER_DEBUG: '1' },
    });
    expect(fencedLines(r.stdout).join('\n')).toContain(
      `Files changed by the pull request #7 since ${work.base.slice(0, 7)} (git)`,
    );
    expect(r.stdout).toContain('Deepening the shallow clone');
    expect(r.outputs['files-checked']).toBe('1');
    expect(commands(r.stdout, 'error')[0]).toMatch(/^::error title=InvalidId,file=skills\/b\/SKILL\.md,line=2,col=5::/);
  });
});

describe('Action end to end: a SKILL.md symlink whose target the pull request changes', () => {
  /** Base: the skill links (through `chain`) to a valid file; head: `change` runs on the tree. */
  function linkedRepo(chain: Record<string, string>, change: (dir: string) => void): Repo {
    const dir = tmpDir('skillgate-action-');
    git(dir, 'init', '-q', '-b', 'main');
    writeTree(dir, { 'templates/good.md': validSkill('a'), 'skills/other/SKILL.md': validSkill('other') });
    for (const [at, to] of Object.entries(chain)) {
      mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      symlinkSync(to, path.join(dir, at));
    }
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'checkout', '-q', '-b', 'feature');
    change(dir);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'head');
    return { dir, base, head: git(dir, 'rev-parse', 'HEAD').trim() };
  }

  it.each([
    [
      'the target file is edited',
      { 'skills/a/SKILL.md': '../../templates/good.md' },
      (dir: string) => writeTree(dir, { 'templates/good.md': BAD }),
      'InvalidVersion',
    ],
    [
      'a link on the way is retargeted',
      { 'skills/a/SKILL.md': '../../current.md', 'current.md': 'templates/good.md' },
      (dir: string) => {
        writeTree(dir, { 'templates/bad.md': BAD });
        rmSync(path.join(dir, 'current.md'));
        symlinkSync('templates/bad.md', path.join(dir, 'current.md'));
      },
      'InvalidVersion',
    ],
    [
      'the target is deleted',
      { 'skills/a/SKILL.md': '../../templates/good.md' },
      (dir: string) => rmSync(path.join(dir, 'templates/good.md')),
      'ReadError',
    ],
  ])('is checked when %s (git names only the target)', async (_what, chain, change, code) => {
    const repo = linkedRepo(chain, change);
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(1);
    expect(r.outputs['files-checked']).toBe('1');
    expect(r.outputs.status).not.toBe('ok');
    expect(commands(r.stdout, 'error').join('\n')).toContain(`file=skills/a/SKILL.md`);
    expect(commands(r.stdout, 'error').join('\n')).toContain(code);
  });

  it('an unrelated change leaves the linked skill unchecked', async () => {
    const repo = linkedRepo({ 'skills/a/SKILL.md': '../../templates/good.md' }, (dir) =>
      writeTree(dir, { 'templates/other.md': BAD }),
    );
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(0);
    expect(r.outputs['files-checked']).toBe('0');
  });
});

describe('Action end to end: a checkout that is not the pull request', () => {
  it.each(['pull_request', 'pull_request_target'])(
    '%s with the base branch checked out fails the step, never 0 files checked',
    async (event) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
      git(repo.dir, 'checkout', '-q', 'main');
      const r = await runStep({ cwd: repo.dir, event, payload: prPayload(repo) });
      expect(r.code).toBe(1);
      expect(r.outputs.status).toBe('error');
      expect(r.stdout).toContain(
        `::error::skillgate: the checkout (HEAD ${repo.base.slice(0, 7)}) does not hold the pull request #7's head commit ${repo.head.slice(0, 7)}`,
      );
    },
  );

  it('push with the commit before it (or one behind it) checked out fails the step, never 0 files checked', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    const payload = { ref: 'refs/heads/feature', before: repo.base, after: repo.head, forced: false };
    git(repo.dir, 'checkout', '-q', repo.base);
    const r = await runStep({ cwd: repo.dir, event: 'push', payload });
    expect([r.code, r.outputs.status]).toEqual([1, 'error']);
    expect(r.stdout).toContain(
      `::error::skillgate: the checkout (HEAD ${repo.base.slice(0, 7)}) does not hold the pushed commit ${repo.head.slice(0, 7)}, so its files are not the ones to check; check out the pushed commit (actions/checkout's default for push)`,
    );
    // changed-only: false scanned the commit before the push just the same.
    const full = await runStep({ cwd: repo.dir, event: 'push', payload, inputs: { 'changed-only': 'false' } });
    expect([full.code, full.outputs.status]).toEqual([1, 'error']);
    // A commit beside the push (another branch's), the whole history in the clone: not the push either.
    git(repo.dir, 'checkout', '-q', '-b', 'other', repo.base);
    writeTree(repo.dir, { 'skills/b/SKILL.md': validSkill('b') });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'other');
    expect((await runStep({ cwd: repo.dir, event: 'push', payload })).stdout).toContain(
      'does not hold the pushed commit',
    );
    // The pushed commit, or a later one on top of it: checked.
    git(repo.dir, 'checkout', '-q', repo.head);
    const ok = await runStep({ cwd: repo.dir, event: 'push', payload });
    expect([ok.code, ok.outputs['files-checked']]).toEqual([1, '1']);
    expect(ok.stdout).toMatch(/::error title=InvalidId,file=skills\/new\/SKILL\.md,/);
    writeTree(repo.dir, { 'skills/c/SKILL.md': validSkill('c') });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'later');
    const later = await runStep({ cwd: repo.dir, event: 'push', payload });
    expect(later.stdout).not.toContain('does not hold');
    expect(later.code).toBe(1);
  });

  it('a tag push names tag objects: an annotated tag moved back to an older commit, that commit checked out, is checked', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
    git(repo.dir, 'tag', '-a', 'v1', '-m', 'one', repo.head);
    const was = git(repo.dir, 'rev-parse', 'v1').trim();
    git(repo.dir, 'tag', '-f', '-a', 'v1', '-m', 'two', repo.base);
    const now = git(repo.dir, 'rev-parse', 'v1').trim();
    git(repo.dir, 'checkout', '-q', repo.base);
    const r = await runStep({
      cwd: repo.dir,
      event: 'push',
      payload: { ref: 'refs/tags/v1', before: was, after: now, forced: true },
    });
    expect(r.stdout).not.toContain('does not hold');
    expect([r.code, r.outputs.status]).toEqual([0, 'ok']);
  });

  it.each(['pull_request', 'pull_request_target'])(
    '%s: a payload without the head commit, with the base branch checked out, fails the step too',
    async (event) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
      git(repo.dir, 'checkout', '-q', 'main');
      const payload = prPayload(repo);
      delete (payload.pull_request as { head?: unknown }).head;
      const r = await runStep({ cwd: repo.dir, event, payload });
      expect(r.code).toBe(1);
      expect(r.outputs.status).toBe('error');
      expect(r.stdout).toContain(
        `::error::skillgate: the checkout (HEAD ${repo.base.slice(0, 7)}) does not hold the pull request #7's head commit`,
      );
    },
  );

  it.each(['pull_request', 'pull_request_target'])(
    '%s: a payload without the base commit, with the base branch checked out, fails the step too (it scanned the base)',
    async (event) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
      git(repo.dir, 'checkout', '-q', 'main');
      const payload = prPayload(repo);
      delete (payload.pull_request as { base?: unknown }).base;
      const r = await runStep({ cwd: repo.dir, event, payload });
      expect([r.code, r.outputs.status]).toEqual([1, 'error']);
      expect(r.stdout).toContain(`does not hold the pull request #7's head commit ${repo.head.slice(0, 7)}`);
      // Checked out, the head passes the same payload.
      git(repo.dir, 'checkout', '-q', repo.head);
      const ok = await runStep({ cwd: repo.dir, event, payload });
      expect(ok.stdout).not.toContain('does not hold');
    },
  );

  it('pull_request_target with an empty payload and GITHUB_SHA (the base branch) checked out fails the step', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    git(repo.dir, 'checkout', '-q', 'main');
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request_target',
      payload: {},
      env: { GITHUB_SHA: repo.base },
    });
    expect([r.code, r.outputs.status]).toEqual([1, 'error']);
    expect(r.stdout).toContain(`::error::skillgate: the checkout (HEAD ${repo.base.slice(0, 7)}) does not hold`);
  });

  it('a checkout behind the base, or of the base branch moved on without the head, fails the step too', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'base moves on');
    const later = git(repo.dir, 'rev-parse', 'HEAD').trim();
    for (const [at, base] of [
      [repo.base, later],
      [later, repo.base],
    ]) {
      git(repo.dir, 'checkout', '-q', '--detach', at);
      const r = await runStep({ cwd: repo.dir, event: 'pull_request_target', payload: prPayload({ ...repo, base }) });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(`does not hold the pull request #7's head commit ${repo.head.slice(0, 7)}`);
    }
  });

  // actions/checkout under pull_request_target: the base branch's tip, shallow, often a commit
  // or more past the payload's base (github.event.pull_request.base.sha lags the branch).
  function baseMovedOn(commits: number): { repo: Repo; tip: string } {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    git(repo.dir, 'checkout', '-q', 'main');
    for (let i = 0; i < commits; i++) git(repo.dir, 'commit', '-q', '--allow-empty', '-m', `main moves on ${i}`);
    const tip = git(repo.dir, 'rev-parse', 'HEAD').trim();
    // A fork's branch: the head is only under the pull request's ref.
    git(repo.dir, 'update-ref', 'refs/pull/7/head', repo.head);
    git(repo.dir, 'branch', '-q', '-D', 'feature');
    return { repo, tip };
  }
  function cloneOf(repo: Repo, ...args: string[]): string {
    const dir = path.join(tmpDir('skillgate-ptarget-'), 'w');
    git(path.dirname(dir), 'clone', '-q', ...args, '--branch', 'main', `file://${repo.dir}`, dir);
    return dir;
  }

  it.each([
    ['shallow and cut off from origin, GITHUB_SHA the tip, three commits past the base', 3, ['--depth', '1'], true],
    ['shallow, no GITHUB_SHA, one commit past the base (its only parent)', 1, ['--depth', '1'], false],
    ['shallow, no GITHUB_SHA, three commits past the base (deepened whole)', 3, ['--depth', '1'], false],
    ['whole history of main, the head only under refs/pull/7/head', 2, [], false],
  ] as const)(
    'pull_request_target with the base branch checked out fails the step: %s',
    async (_, commits, args, withSha) => {
      const { repo, tip } = baseMovedOn(commits);
      const dir = cloneOf(repo, ...args);
      // Nothing to deepen from: only GITHUB_SHA can tell.
      if (withSha) git(dir, 'remote', 'remove', 'origin');
      const r = await runStep({
        cwd: dir,
        event: 'pull_request_target',
        payload: prPayload(repo),
        env: withSha ? { GITHUB_SHA: tip } : {},
      });
      expect([r.code, r.outputs.status]).toEqual([1, 'error']);
      expect(r.stdout).toContain(
        `::error::skillgate: the checkout (HEAD ${tip.slice(0, 7)}) does not hold the pull request #7's head commit ${repo.head.slice(0, 7)}`,
      );
    },
  );

  it('a shallow clone of a long history, behind the base or of the base branch moved on, fails once deepened', async () => {
    // 60 commits before the base: deepening to 50 finds the merge base without making the clone
    // whole, and both checkouts passed with the base branch's files checked (0 of the PR's).
    const dir = tmpDir('skillgate-long-');
    git(dir, 'init', '-q', '-b', 'main');
    writeTree(dir, { 'skills/a/SKILL.md': validSkill('a') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'first');
    for (let i = 0; i < 60; i++) git(dir, 'commit', '-q', '--allow-empty', '-m', `main ${i}`);
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    const behind = git(dir, 'rev-parse', 'HEAD~10').trim();
    git(dir, 'checkout', '-q', '-b', 'feature');
    writeTree(dir, { 'skills/a/SKILL.md': BAD.replace('NewBad', 'BadA') });
    git(dir, 'commit', '-q', '-am', 'head');
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'main moves on 1');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'main moves on 2');
    const tip = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'update-ref', 'refs/pull/7/head', head);
    git(dir, 'branch', '-q', '-D', 'feature');
    for (const [at, event] of [
      [tip, 'pull_request_target'],
      [behind, 'pull_request'],
    ]) {
      const work = path.join(tmpDir('skillgate-long-'), 'w');
      git(path.dirname(work), 'init', '-q', work);
      git(work, 'remote', 'add', 'origin', `file://${dir}`);
      git(work, 'fetch', '-q', '--depth', '1', 'origin', at);
      git(work, 'checkout', '-q', '--detach', at);
      const r = await runStep({ cwd: work, event, payload: prPayload({ base, head }) });
      expect(r.stdout).toContain('Deepening the shallow clone to 50 commits');
      expect([r.code, r.outputs.status]).toEqual([1, 'error']);
      expect(r.stdout).toContain(
        `::error::skillgate: the checkout (HEAD ${at.slice(0, 7)}) does not hold the pull request #7's head commit ${head.slice(0, 7)}`,
      );
    }
    // The head itself, shallow: checked, not refused.
    const ok = path.join(tmpDir('skillgate-long-'), 'w');
    git(path.dirname(ok), 'init', '-q', ok);
    git(ok, 'remote', 'add', 'origin', `file://${dir}`);
    git(ok, 'fetch', '-q', '--depth', '1', 'origin', head);
    git(ok, 'checkout', '-q', '--detach', head);
    const checked = await runStep({ cwd: ok, event: 'pull_request', payload: prPayload({ base, head }) });
    expect(checked.stdout).not.toContain('does not hold');
    expect(checked.outputs).toMatchObject({ status: 'invalid', 'files-checked': '1' });
  }, 60_000);

  it('a checkout of another repository (whole history, without the base commit) is not refused', async () => {
    const { repo } = baseMovedOn(1);
    const other = repoWith({ 'skills/other/SKILL.md': validSkill('other') }, { 'skills/b/SKILL.md': BAD });
    const r = await runStep({ cwd: other.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.stdout).not.toContain('does not hold');
    // The change set is unknown there: every SKILL.md is checked.
    expect(r.outputs).toMatchObject({ status: 'invalid', 'files-checked': '2' });
  });

  it('pull_request_target with the head checked out from refs/pull/7/head is checked', async () => {
    const { repo, tip } = baseMovedOn(2);
    const dir = cloneOf(repo, '--depth', '1');
    git(dir, 'fetch', '-q', '--depth', '1', 'origin', repo.head);
    git(dir, 'checkout', '-q', '--detach', repo.head);
    const r = await runStep({
      cwd: dir,
      event: 'pull_request_target',
      payload: prPayload(repo),
      env: { GITHUB_SHA: tip },
    });
    expect(r.stdout).not.toContain('does not hold');
    expect(r.outputs).toMatchObject({ status: 'invalid', 'files-checked': '1' });
  });

  it('a shallow clone of a commit on top of the head, and a squash-merged pull request, are checked', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'c2');
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'c3');
    const shallow = path.join(tmpDir('skillgate-shallow-'), 'w');
    git(path.dirname(shallow), 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${repo.dir}`, shallow);
    const r = await runStep({ cwd: shallow, event: 'pull_request_target', payload: prPayload(repo) });
    expect(r.stdout).not.toContain('does not hold');
    expect(r.outputs.status).toBe('invalid');
    // Squash-merged: main holds the change, the head commit is in no ancestry of HEAD.
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'merge', '-q', '--squash', 'feature');
    git(repo.dir, 'commit', '-q', '-m', 'squash');
    const merged = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: (() => {
        const p = prPayload(repo) as { pull_request: Record<string, unknown> };
        return { ...p, action: 'closed', pull_request: { ...p.pull_request, state: 'closed', merged: true } };
      })(),
    });
    expect(merged.stdout).not.toContain('does not hold');
    expect(merged.outputs).toMatchObject({ status: 'invalid', 'files-checked': '1' });
  });

  it('a checkout of the head, of a merge of it or of a commit on top of it is the pull request', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    const expectChecked = async () => {
      const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
      expect(r.outputs).toMatchObject({ status: 'invalid', 'files-checked': '1' });
    };
    await expectChecked();
    git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'on top');
    await expectChecked();
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'merge', '-q', '--no-ff', '-m', 'merge', repo.head);
    await expectChecked();
  });
});

describe('Action end to end: a checkout of the head commit, the base branch moved on since', () => {
  it("is not blamed for what the base branch did since: only what it touched is judged against the base commit's lock", async () => {
    // The pull request (docs only) branches off; main then adds beta and a lockfile.
    const repo = repoWith({ 'skills/alpha/SKILL.md': validSkill('alpha') }, { 'README.md': 'docs\n' });
    git(repo.dir, 'checkout', '-q', 'main');
    const both = { 'skills/alpha/SKILL.md': validSkill('alpha'), 'skills/beta/SKILL.md': validSkill('beta') };
    writeTree(repo.dir, { 'skills/beta/SKILL.md': both['skills/beta/SKILL.md'], 'skillgate.lock': lockOf(both) });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'main moves on');
    repo.base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach', repo.head);
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.stdout).not.toContain('removed skill "beta"');
    expect(r.stdout).not.toContain('LockfileRemoved');
    expect([r.code, r.outputs.status, r.outputs.drift]).toEqual([0, 'ok', '0']);
    // A skill the pull request adds is judged against the base commit's lock: the merge would
    // hold it unpinned.
    git(repo.dir, 'checkout', '-q', '-b', 'more', repo.head);
    writeTree(repo.dir, { 'skills/gamma/SKILL.md': validSkill('gamma') });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'gamma');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const added = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload({ base: repo.base, head }),
    });
    expect(added.stdout).not.toContain('"beta"');
    expect(added.stdout).toMatch(/::error title=drift\/added,file=skills\/gamma\/SKILL\.md,/);
    expect([added.code, added.outputs.drift]).toEqual([1, '1']);
  });

  it('profiles: not blamed for a narrowing the base branch made since; a widening it makes itself, or a re-pin of its own, is warned for skills it did not touch', async () => {
    const escalations = (stdout: string) =>
      commands(stdout, 'warning').filter((w) => w.startsWith('::warning title=CapabilityEscalation,'));
    const wide = 'permission_profiles:\n  p:\n    allow: [read-only, trusted]\n    paths: ["skills/**"]\n';
    const narrow = wide.replace('[read-only, trusted]', '[read-only]');
    const skills = {
      'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']),
      'skills/b/SKILL.md': validSkill('b', ['Read', 'Bash']),
    };
    // The pull request edits a's body; main narrows the profile since.
    const moved = (base: Record<string, string>, head: Record<string, string>, mainChange: Record<string, string>) => {
      const repo = repoWith({ ...skills, ...base, 'skillgate.lock': lockOf(skills) }, head);
      git(repo.dir, 'checkout', '-q', 'main');
      writeTree(repo.dir, mainChange);
      git(repo.dir, 'add', '-A');
      git(repo.dir, 'commit', '-q', '-m', 'main moves on');
      repo.base = git(repo.dir, 'rev-parse', 'HEAD').trim();
      git(repo.dir, 'checkout', '-q', '--detach', repo.head);
      return repo;
    };
    const body = moved(
      { '.skillgate.yml': wide },
      { 'skills/a/SKILL.md': `${skills['skills/a/SKILL.md']}more\n` },
      {
        '.skillgate.yml': narrow,
      },
    );
    const notBlamed = await runStep({ cwd: body.dir, event: 'pull_request', payload: prPayload(body) });
    expect(escalations(notBlamed.stdout)).toEqual([]);
    // The pull request widens the profile itself: b, untouched, gains Bash.
    const widened = moved({ '.skillgate.yml': narrow }, { '.skillgate.yml': wide }, { 'README.md': 'docs\n' });
    const own = await runStep({ cwd: widened.dir, event: 'pull_request', payload: prPayload(widened) });
    expect(escalations(own.stdout)).toEqual([
      expect.stringContaining('skill "a" gains tool "Bash" (trusted)'),
      expect.stringContaining('skill "b" gains tool "Bash" (trusted)'),
    ]);
    // The pull request only re-pins the lockfile, granting b (which declares Bash, pinned without it) Bash.
    const pinnedRead = { ...skills, 'skills/b/SKILL.md': validSkill('b', ['Read']) };
    const repin = repoWith({ ...skills, 'skillgate.lock': lockOf(pinnedRead) }, { 'skillgate.lock': lockOf(skills) });
    git(repin.dir, 'checkout', '-q', 'main');
    writeTree(repin.dir, { 'README.md': 'docs\n' });
    git(repin.dir, 'add', '-A');
    git(repin.dir, 'commit', '-q', '-m', 'main moves on');
    repin.base = git(repin.dir, 'rev-parse', 'HEAD').trim();
    git(repin.dir, 'checkout', '-q', '--detach', repin.head);
    const repinned = await runStep({ cwd: repin.dir, event: 'pull_request', payload: prPayload(repin) });
    expect(escalations(repinned.stdout)).toEqual([expect.stringContaining('skill "b" gains tool "Bash"')]);
  });

  it("does not warn the pull request of config the base branch changed since; the base commit's still decides", async () => {
    const repo = repoWith(
      { 'skills/alpha/SKILL.md': validSkill('alpha') },
      { 'skills/new/SKILL.md': validSkill('new') },
    );
    git(repo.dir, 'checkout', '-q', 'main');
    writeTree(repo.dir, {
      '.skillgate.yml':
        'exclude: ["skills/old/**"]\nrules:\n  description-trigger: error\ntools:\n  mcp__x__y: read-only\n',
    });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'main: config');
    repo.base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach', repo.head);
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(commands(r.stdout, 'warning')).toEqual([]);
    expect([r.code, r.outputs.status, r.outputs['files-checked']]).toEqual([0, 'ok', '1']);
    // The pull request's own config change is still said.
    git(repo.dir, 'checkout', '-q', '-b', 'cfg', repo.head);
    writeTree(repo.dir, { '.skillgate.yml': 'rules:\n  description-trigger: off\n' });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'pr: config');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const own = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ base: repo.base, head }) });
    expect(commands(own.stdout, 'warning')).toContainEqual(expect.stringMatching(/^::warning title=PolicyChanged,/));
  });

  it('judges only what it touched on a full scan too (changed-only false, or a config the pull request edits)', async () => {
    // The pull request adds p; main then takes Bash from a and adds q and a lockfile.
    const repo = repoWith(
      { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) },
      { 'skills/p/SKILL.md': validSkill('p') },
    );
    git(repo.dir, 'checkout', '-q', 'main');
    const a = validSkill('a', ['Read']).replace('version: 1.0.0', 'version: 1.1.0');
    const mainTree = { 'skills/a/SKILL.md': a, 'skills/q/SKILL.md': validSkill('q') };
    writeTree(repo.dir, { ...mainTree, 'skillgate.lock': lockOf(mainTree) });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'main moves on');
    repo.base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach', repo.head);
    const full = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      inputs: { 'changed-only': 'false' },
    });
    expect(full.stdout).not.toMatch(/skill "(a|q)"/);
    expect(full.stdout).not.toContain('LockfileRemoved');
    expect(commands(full.stdout, 'error')).toEqual([
      expect.stringMatching(/^::error title=drift\/added,file=skills\/p\/SKILL\.md,/),
      expect.stringMatching(/^::error::skillgate: /),
    ]);
    // The pull request edits the config too (a full scan): still only p.
    git(repo.dir, 'checkout', '-q', '-b', 'cfg', repo.head);
    writeTree(repo.dir, { '.skillgate.yml': 'rules:\n  description-trigger: error\n' });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'config');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const cfg = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ base: repo.base, head }) });
    expect(cfg.stdout).toContain('Full scan (the change edits .skillgate.yml)');
    expect(cfg.stdout).not.toMatch(/skill "(a|q)"/);
    expect(commands(cfg.stdout, 'error')[0]).toMatch(/^::error title=drift\/added,file=skills\/p\/SKILL\.md,/);
  });

  it('on a full scan, a SKILL.md link whose target the pull request edits is one it touched', async () => {
    const repo = repoWith({ 'shared/b.md': validSkill('b'), 'README.md': 'x\n' }, {});
    mkdirSync(path.join(repo.dir, 'skills/b'), { recursive: true });
    symlinkSync('../../shared/b.md', path.join(repo.dir, 'skills/b/SKILL.md'));
    writeTree(repo.dir, { 'skillgate.lock': lockOf({ 'skills/b/SKILL.md': validSkill('b') }) });
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'b and its lock');
    // The pull request gives b Bash through its target and deletes the lockfile; main moves on.
    writeTree(repo.dir, { 'shared/b.md': validSkill('b', ['Read', 'Bash']) });
    git(repo.dir, 'rm', '-q', 'skillgate.lock');
    git(repo.dir, 'commit', '-q', '-am', 'pr');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    // main: up to b and its lock, then a commit of its own.
    git(repo.dir, 'checkout', '-q', 'main');
    git(repo.dir, 'reset', '-q', '--hard', 'feature~1');
    writeTree(repo.dir, { 'README.md': 'y\n' });
    git(repo.dir, 'commit', '-q', '-am', 'main moves on');
    const base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach', head);
    for (const changedOnly of ['true', 'false']) {
      const r = await runStep({
        cwd: repo.dir,
        event: 'pull_request',
        payload: prPayload({ base, head }),
        inputs: { 'changed-only': changedOnly },
      });
      expect([changedOnly, r.code]).toEqual([changedOnly, 1]);
      expect(r.stdout).toMatch(/::error title=drift\/changed,file=skills\/b\/SKILL\.md,.*gained "Bash"/);
    }
  });

  it('warns of a gain the pull request re-pins, not of a tool the base branch took away since', async () => {
    // main moved beta from Read to Grep (a new version); the pull request gives alpha Bash and re-pins it.
    const before = { 'skills/alpha/SKILL.md': validSkill('alpha'), 'skills/beta/SKILL.md': validSkill('beta') };
    const repo = repoWith({ ...before, 'skillgate.lock': lockOf(before) }, {});
    const alpha = validSkill('alpha', ['Read', 'Bash']).replace('version: 1.0.0', 'version: 1.1.0');
    writeTree(repo.dir, {
      'skills/alpha/SKILL.md': alpha,
      'skillgate.lock': lockOf({ ...before, 'skills/alpha/SKILL.md': alpha }),
    });
    git(repo.dir, 'commit', '-q', '-am', 'alpha gains Bash');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', 'main');
    const beta = validSkill('beta', ['Grep']).replace('version: 1.0.0', 'version: 1.1.0');
    writeTree(repo.dir, {
      'skills/beta/SKILL.md': beta,
      'skillgate.lock': lockOf({ ...before, 'skills/beta/SKILL.md': beta }),
    });
    git(repo.dir, 'commit', '-q', '-am', 'beta loses Read');
    const tip = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'checkout', '-q', '--detach', head);
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload({ base: tip, head }),
      inputs: { 'fail-on': 'warning' },
    });
    const warnings = commands(r.stdout, 'warning');
    expect(warnings.filter((w) => w.includes('skill "beta"'))).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^::warning title=CapabilityEscalation,file=skills\/alpha\/SKILL\.md,.*gains tool "Bash"/),
    );
    expect(r.code).toBe(1);
  });
});

describe('Action end to end: a deprecated stub the pull request breaks without touching it', () => {
  const stub = (target: string) => validSkill('old-skill').replace('version:', `x-deprecated-by: ${target}\nversion:`);
  const base = { 'skills/old/SKILL.md': stub('new-skill'), 'skills/new/SKILL.md': validSkill('new-skill') };
  const line = 'x-deprecated-by names "new-skill", but no skill with that id is in the tree';

  it.each([
    ['deletes the skill it names', { 'skills/new/SKILL.md': null }],
    ['gives that skill another id', { 'skills/new/SKILL.md': validSkill('newer-skill') }],
  ])('is reported when the change %s (changed-only would drop it)', async (_, head) => {
    const repo = repoWith(base, head);
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(1);
    const short = repo.base.slice(0, 7);
    expect(commands(r.stdout, 'error')[0]).toMatch(
      new RegExp(
        `^::error title=deprecated-by,file=skills/old/SKILL\\.md,line=3,col=18::${line}.*\\(this change takes it away: skills/new/SKILL\\.md declared it at the base commit ${short}\\)$`,
      ),
    );
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    const old = report.files.find((f: { path: string }) => f.path === 'skills/old/SKILL.md');
    expect(old.errors.map((e: { code: string }) => e.code)).toEqual(['deprecated-by']);
    expect(r.summary).toContain('skills\\/old\\/SKILL\\.md');
  });

  it('is in the telemetry as in the report: a span for each reported file (a host provider records them)', async () => {
    const repo = repoWith(base, { 'skills/new/SKILL.md': validSkill('newer-skill') });
    const host = otelHost();
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      env: { NODE_OPTIONS: `--require ${host.preload}` },
    });
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['skills/new/SKILL.md', 'skills/old/SKILL.md']);
    expect(host.ids()).toEqual(['newer-skill', 'old-skill']);
  });

  it('is not reported when it was broken before the change, nor when a rename keeps the id', async () => {
    const before = repoWith(
      { 'skills/old/SKILL.md': stub('gone-skill') },
      { 'skills/fine/SKILL.md': validSkill('fine') },
    );
    const r = await runStep({ cwd: before.dir, event: 'pull_request', payload: prPayload(before) });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'ok', 'files-checked': '1' });
    const moved = repoWith(base, { 'skills/new/SKILL.md': null, 'skills/newer/SKILL.md': validSkill('new-skill') });
    const m = await runStep({ cwd: moved.dir, event: 'pull_request', payload: prPayload(moved) });
    expect(m.code).toBe(0);
    expect(commands(m.stdout, 'error')).toEqual([]);
  });
});

describe('Action end to end: a job summary that cannot be written', () => {
  it('is a warning, not silence; the outputs and the exit code are as they would be', async () => {
    const repo = repoWith(
      { 'skills/good/SKILL.md': validSkill('good') },
      { 'skills/more/SKILL.md': validSkill('more') },
    );
    const r = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      env: { GITHUB_STEP_SUMMARY: path.join(repo.dir, 'no-such-dir', 'summary') },
    });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ status: 'ok', 'files-checked': '1' });
    expect(commands(r.stdout, 'warning')).toEqual([
      expect.stringMatching(
        /^::warning title=skillgate::the job summary was not written: the file GITHUB_STEP_SUMMARY names is missing, or cannot be read and written$/,
      ),
    ]);
    // A folder: said in words, without the runner's path.
    const folder = tmpDir('skillgate-summary-dir-');
    const d = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo),
      env: { GITHUB_STEP_SUMMARY: folder },
    });
    expect(commands(d.stdout, 'warning')).toEqual([
      '::warning title=skillgate::the job summary was not written: it is a directory',
    ]);
  });
});

describe('Action end to end: no workflow-command injection from repository text', () => {
  it('a SKILL.md whose name and values hold ::error::, %0A and newlines stays data', async () => {
    const dir = 'evil\n::error file=x::pwned-dir %0A';
    const hostile =
      '---\n' +
      'id: "::error::pwned-id\\n::warning::two %0A"\n' +
      'version: 1.0.0\n' +
      'description: "::error::desc %0A%0D\\n::set-output name=status::ok"\n' +
      'allowed_memory_scopes: []\n' +
      'allowed_tools: ["Read\\n::error::pwned-tool"]\n' +
      '"::error::pwned-key\\n%0A": 1\n' +
      '---\n\n::error::body line\n';
    const repo = repoWith({}, { [`${dir}/SKILL.md`]: hostile });
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(1);

    const live = liveLines(r.stdout).filter((l) => l.trimStart().startsWith('::') || l.includes('##['));
    const fileProp = 'evil%0A%3A%3Aerror file=x%3A%3Apwned-dir %250A/SKILL.md';
    for (const l of live) {
      // Only our own commands; any repository text sits in escaped properties or data.
      expect(l).toMatch(/^::(error|warning|notice|debug|stop-commands|skillgate-[0-9a-f-]+)( |::)/);
      if (/^::(error|warning) title=/.test(l)) expect(l).toContain(`,file=${fileProp},line=`);
    }
    const errors = commands(r.stdout, 'error');
    expect(errors.map((l) => /title=([^,]+)/.exec(l)?.[1] ?? 'failed')).toEqual([
      'InvalidId',
      'UnknownTool',
      'UnknownField',
      'failed',
    ]);
    // A literal "%0A" in the repository is sent as %250A, so the runner cannot turn it into a newline.
    expect(errors.join('\n')).not.toContain('pwned-dir %0A/');
    expect(errors.join('\n')).toContain('pwned-dir %250A/');
    for (const l of errors) expect(l).not.toContain('\r');
    // The fenced listing has every finding, with newlines shown as \n.
    const fenced = fencedLines(r.stdout).join('\n');
    expect(fenced).toContain('evil\\n::error file=x::pwned-dir %0A/SKILL.md:2:5: error InvalidId');
    expect(r.outputs.status).toBe('invalid');
    // The summary escapes it as Markdown text.
    expect(r.summary).not.toContain('::error::pwned');
    expect(r.summary).toContain('\\:\\:error\\:\\:pwned\\-id');
  });
});

interface Recorded {
  url: string;
  auth?: string;
}

/** A local stand-in for api.github.com serving recorded pull-request file pages and contents. */
async function fakeGitHub(opts: {
  pages?: unknown[][];
  generatePages?: number;
  contents?: Record<string, string>;
  /** Files (`path@ref`) the contents API fails to give (HTTP 500). */
  failing?: string[];
  /** Commits the API can see (default: every one; a 404 for a file then means "no such file"). */
  commits?: string[];
}): Promise<{ url: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization });
    const u = new URL(req.url ?? '/', 'http://localhost');
    const base = `http://${req.headers.host}`;
    // GitHub's Link headers name the repository by id; both forms reach the same list.
    const files = /^\/(?:repos\/octo\/skills|repositories\/1)\/pulls\/7\/files$/.exec(u.pathname);
    if (files) {
      const page = Number(u.searchParams.get('page') ?? '1');
      const total = opts.pages ? opts.pages.length : (opts.generatePages ?? 0);
      const body = opts.pages
        ? (opts.pages[page - 1] ?? [])
        : Array.from({ length: 100 }, (_, i) => ({ filename: `gen/p${page}-${i}.md`, status: 'added' }));
      const link = (p: number, rel: string) =>
        `<${base}/repositories/1/pulls/7/files?per_page=100&page=${p}>; rel="${rel}"`;
      const links: string[] = [];
      if (page < total) links.push(link(page + 1, 'next'), link(total, 'last'));
      if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        ...(links.length ? { link: links.join(', ') } : {}),
      });
      res.end(JSON.stringify(body));
      return;
    }
    const commit = /^\/repos\/octo\/skills\/git\/commits\/([0-9a-f]+)$/.exec(u.pathname)?.[1];
    if (commit && (!opts.commits || opts.commits.includes(commit))) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ sha: commit }));
      return;
    }
    const contents = /^\/repos\/octo\/skills\/contents\/(.+)$/.exec(u.pathname);
    if (contents) {
      const key = `${decodeURIComponent(contents[1])}@${u.searchParams.get('ref')}`;
      if (opts.failing?.includes(key)) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"message":"Server Error"}');
        return;
      }
      const text = opts.contents?.[key];
      if (text !== undefined) {
        res.writeHead(200, { 'content-type': 'application/vnd.github.raw; charset=utf-8' });
        res.end(text);
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, server };
}

const RECORDED = path.join(process.cwd(), '__tests__', 'action', 'recorded');
const page = (n: number): unknown[] =>
  JSON.parse(readFileSync(path.join(RECORDED, `pulls-7-files-page-${n}.json`), 'utf8'));

/** git's blob id of a text (SHA-1). */
const blobSha = (text: string): string => {
  const bytes = Buffer.from(text);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};

/** The head tree of a repository, copied without .git: what a checkout without history looks like. */
function withoutGit(files: Record<string, string>): string {
  const repo = repoWith({}, files);
  const dir = path.join(tmpDir(), 'workspace');
  cpSync(repo.dir, dir, { recursive: true });
  rmSync(path.join(dir, '.git'), { recursive: true, force: true });
  expect(existsSync(path.join(dir, '.git'))).toBe(false);
  return dir;
}

describe('Action end to end: the GitHub API path', () => {
  const BASE = 'b'.repeat(40);
  const HEAD = 'e'.repeat(40);

  it('a merge group without the base commit reads the base lockfile through the API too', async () => {
    const baseLock = lockOf({ 'skills/a/SKILL.md': validSkill('a') });
    const gh = await fakeGitHub({ contents: { [`skillgate.lock@${BASE}`]: baseLock } });
    try {
      const dir = withoutGit({ 'skills/a/SKILL.md': validSkill('a', ['Read', 'Write']) });
      const r = await runStep({
        cwd: dir,
        event: 'merge_group',
        payload: { merge_group: { base_sha: BASE, head_sha: HEAD, base_ref: 'refs/heads/main' } },
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(gh.requests.some((q) => q.url.startsWith(`/repos/octo/skills/contents/skillgate.lock?ref=${BASE}`))).toBe(
        true,
      );
      expect(r.summary).toContain('| a | skills\\/a\\/SKILL\\.md | Write (write) | — |');
      expect(r.stdout).not.toContain('give the job a github-token');
    } finally {
      gh.server.close();
    }
  });

  it('lists the pull request files through every page and checks only those SKILL.md files', async () => {
    const baseLock = lockOf({ 'skills/a/SKILL.md': validSkill('a') });
    // The listing names each file's blob at the head: the checkout's skills/a is that blob
    // (the step looks for one such file: else the checkout is not the pull request's).
    const first = page(1).map((f) =>
      (f as { filename: string }).filename === 'skills/a/SKILL.md'
        ? { ...(f as object), sha: blobSha(validSkill('a', ['Read', 'Write'])) }
        : f,
    );
    const gh = await fakeGitHub({ pages: [first, page(2)], contents: { [`skillgate.lock@${BASE}`]: baseLock } });
    try {
      const dir = withoutGit({
        'skills/a/SKILL.md': validSkill('a', ['Read', 'Write']),
        'skills/new/SKILL.md': BAD,
        'skills/moved/SKILL.md': validSkill('moved'),
        'skills/untouched/SKILL.md': BAD.replace('NewBad', 'Untouched'),
      });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 153),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      const fileRequests = gh.requests.filter((q) => q.url.includes('/pulls/7/files'));
      expect(fileRequests.map((q) => new URL(q.url, 'http://x').searchParams.get('page') ?? '1')).toEqual(['1', '2']);
      expect(fileRequests.every((q) => q.auth === 'token ghs_testtoken')).toBe(true);
      // The token is registered as a secret (so the runner masks it) and printed nowhere else.
      expect(r.stdout.split('\n').filter((l) => l.includes('ghs_testtoken'))).toEqual(['::add-mask::ghs_testtoken']);

      const fenced = fencedLines(r.stdout).join('\n');
      expect(fenced).toContain('Files changed by the pull request #7 (GitHub API, 153 files)');
      expect(r.outputs['files-checked']).toBe('3');
      expect(fenced).toContain('skills/new/SKILL.md:2:5: error InvalidId');
      expect(fenced).not.toContain('Untouched');
      expect(fenced).toContain('skills/gone/SKILL.md: deleted');
      expect(fenced).toContain('skills/old-place/SKILL.md: renamed to skills/moved/SKILL.md');
      // The base lock came from the contents API at the base commit.
      expect(gh.requests.some((q) => q.url.startsWith(`/repos/octo/skills/contents/skillgate.lock?ref=${BASE}`))).toBe(
        true,
      );
      expect(r.summary).toContain('| a | skills\\/a\\/SKILL\\.md | Write (write) | — |');
    } finally {
      gh.server.close();
    }
  });

  it('at the 3,000-file cap of the API, falls back to a full scan with a notice', async () => {
    const gh = await fakeGitHub({ generatePages: 31 });
    try {
      const dir = withoutGit({ 'skills/x/SKILL.md': BAD, 'skills/y/SKILL.md': validSkill('y') });
      const payload = prPayload({ base: BASE, head: HEAD });
      delete (payload.pull_request as Record<string, unknown>).changed_files;
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload,
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(gh.requests.filter((q) => q.url.includes('/pulls/7/files'))).toHaveLength(30);
      expect(commands(r.stdout, 'notice')).toEqual([
        "::notice title=skillgate%3A full scan::the pull request #7 changes at least 3000 files, GitHub's limit for listing them, so every SKILL.md is checked",
      ]);
      expect(r.outputs['files-checked']).toBe('2');
    } finally {
      gh.server.close();
    }
  });

  it('a PR that deletes the lockfile, whose base copy cannot be read, is warned about: the lock check is off', async () => {
    const gh = await fakeGitHub({
      pages: [
        [
          { filename: 'skillgate.lock', status: 'removed' },
          { filename: 'skills/evil/SKILL.md', status: 'added' },
        ],
      ],
      failing: [`skillgate.lock@${BASE}`],
    });
    try {
      const dir = withoutGit({
        'skills/a/SKILL.md': validSkill('a'),
        'skills/evil/SKILL.md': validSkill('evil', ['Bash']),
      });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 2),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(commands(r.stdout, 'warning')).toEqual([
        `::warning title=LockfileRemoved::this change deletes skillgate.lock, and the base commit bbbbbbb's copy could not be read: the lock check is off for this change (restore it, or make sure removing it was meant; fetch the base commit to check against it)`,
      ]);
      expect(r.outputs.warnings).toBe('1');
    } finally {
      gh.server.close();
    }
  });

  it('a full scan without a lockfile, whose base copy cannot be read, says nothing of a lockfile it never saw', async () => {
    // The listing fails too: what the pull request changed is unknown, and most repositories
    // without a lockfile never had one (a warning here failed them under fail-on: warning).
    const gh = await fakeGitHub({ failing: [`skillgate.lock@${BASE}`] });
    try {
      const dir = withoutGit({ 'skills/a/SKILL.md': validSkill('a') });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 8, 1),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(commands(r.stdout, 'warning')).toEqual([]);
      expect(r.outputs).toMatchObject({ status: 'ok', warnings: '0' });
    } finally {
      gh.server.close();
    }
  });

  it('a stub whose replacement the PR deletes is reported when the deleted file cannot be read at the base', async () => {
    const stub = validSkill('stub').replace('---\n\n', 'x-deprecated-by: gone\n---\n\n');
    const listing = [[{ filename: 'skills/gone/SKILL.md', status: 'removed' }]];
    const dir = withoutGit({ 'skills/stub/SKILL.md': stub, 'skills/b/SKILL.md': validSkill('b') });
    const step = (gh: { url: string }) =>
      runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 1),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
    const readable = await fakeGitHub({
      pages: listing,
      contents: { [`skills/gone/SKILL.md@${BASE}`]: validSkill('gone') },
    });
    const unreadable = await fakeGitHub({ pages: listing, failing: [`skills/gone/SKILL.md@${BASE}`] });
    try {
      const known = await step(readable);
      expect(known.code).toBe(1);
      expect(commands(known.stdout, 'error')[0]).toMatch(
        /^::error title=deprecated-by,file=skills\/stub\/SKILL\.md,.*\(this change takes it away: skills\/gone\/SKILL\.md declared it at the base commit bbbbbbb\)$/,
      );
      // It passed, with nothing said: the deleted file could not be read, so no stub was blamed.
      const unknown = await step(unreadable);
      expect(unknown.code).toBe(1);
      expect(commands(unknown.stdout, 'error')[0]).toMatch(
        /^::error title=deprecated-by,file=skills\/stub\/SKILL\.md,.*\(this change may take it away: skills\/gone\/SKILL\.md, which it touches, could not be read at the base commit bbbbbbb\)$/,
      );
    } finally {
      readable.server.close();
      unreadable.server.close();
    }
  });

  it('a 404 for every file is not "the base has none" when the API cannot see the base commit', async () => {
    // A token that cannot read the repository: GitHub answers 404 for all of it.
    const gh = await fakeGitHub({ pages: [[]], commits: [] });
    try {
      const dir = withoutGit({ 'skills/a/SKILL.md': validSkill('a'), '.skillgate.yml': 'trust: local\n' });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 0),
        inputs: { 'github-token': 'ghs_testtoken', 'changed-only': 'false' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(commands(r.stdout, 'warning').map((w) => /title=(\w+)/.exec(w)?.[1])).toContain('BaseConfigUnavailable');
      expect(gh.requests.some((q) => q.url === `/repos/octo/skills/git/commits/${BASE}`)).toBe(true);
    } finally {
      gh.server.close();
    }
  });

  it('does not call the API when the payload already says the PR is over the cap', async () => {
    const gh = await fakeGitHub({ pages: [page(1)] });
    try {
      const dir = withoutGit({ 'skills/x/SKILL.md': validSkill('x') });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 4200),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(gh.requests.filter((q) => q.url.includes('/pulls/'))).toEqual([]);
      expect(commands(r.stdout, 'notice')[0]).toMatch(/changes 4200 files; GitHub lists at most 3000/);
      expect(r.code).toBe(0);
    } finally {
      gh.server.close();
    }
  });
});

describe('Action end to end: the repository in a subdirectory of the workspace', () => {
  const BASE = 'b'.repeat(40);
  const HEAD = 'e'.repeat(40);

  /** A workspace holding the repository under repo/ (actions/checkout with `path: repo`). */
  function nested(): { ws: string; repo: Repo } {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': BAD });
    const ws = tmpDir('skillgate-ws-');
    cpSync(repo.dir, path.join(ws, 'repo'), { recursive: true });
    return { ws, repo };
  }

  it('a changed file whose name is not UTF-8 is said as such, not as a checkout in another folder', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, {});
    const bad = Buffer.concat([Buffer.from(repo.dir + '/skills/bad'), Buffer.from([0xff])]);
    mkdirSync(bad, { recursive: true });
    writeFileSync(Buffer.concat([bad, Buffer.from('/SKILL.md')]), validSkill('bad'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'a name that is not UTF-8');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ base: repo.base, head }) });
    expect(r.stdout).toContain(
      'has a name that is not valid UTF-8 (shown with U+FFFD), so it cannot be found by that name',
    );
    expect(r.stdout).not.toContain('working-directory');
    expect([r.code, r.outputs.status]).toEqual([1, 'invalid']);
  });

  it.each([
    ["a changed skill holds the base commit's text", 'modified'],
    ['an added skill is missing', 'added'],
    ['a removed skill is still there', 'removed'],
  ])(
    'pull_request_target with no git: the base branch checked out (%s) fails the step, not passes it',
    async (_, status) => {
      const old = validSkill('a');
      const files =
        status === 'modified'
          ? [{ filename: 'skills/a/SKILL.md', status, sha: blobSha(validSkill('a', ['Read', 'Bash'])) }]
          : status === 'added'
            ? [{ filename: 'skills/new/SKILL.md', status, sha: blobSha(validSkill('new', ['Bash'])) }]
            : [{ filename: 'skills/a/SKILL.md', status, sha: blobSha(old) }];
      const gh = await fakeGitHub({ pages: [files], contents: { [`skills/a/SKILL.md@${BASE}`]: old } });
      try {
        // actions/checkout without git: a download of GITHUB_SHA, the base branch's commit.
        const dir = withoutGit({ 'skills/a/SKILL.md': old });
        const r = await runStep({
          cwd: dir,
          event: 'pull_request_target',
          payload: prPayload({ base: BASE, head: HEAD }, 7, 1),
          inputs: { 'github-token': 'ghs_testtoken' },
          env: { GITHUB_API_URL: gh.url, GITHUB_SHA: BASE },
        });
        expect(r.code).toBe(1);
        expect(r.stdout).toMatch(
          new RegExp(
            `::error::skillgate: the checkout \\(no git: .*\\) does not hold the pull request #7's head commit ${HEAD.slice(0, 7)}`,
          ),
        );
        // The pull request's files checked out: the same listing passes (a merge of the base's
        // own edit, neither blob, too).
        for (const text of [validSkill('a', ['Read', 'Bash']), `${validSkill('a', ['Read', 'Bash'])}\nmerged\n`]) {
          if (status !== 'modified') break;
          writeFileSync(path.join(dir, 'skills/a/SKILL.md'), text);
          const ok = await runStep({
            cwd: dir,
            event: 'pull_request_target',
            payload: prPayload({ base: BASE, head: HEAD }, 7, 1),
            inputs: { 'github-token': 'ghs_testtoken', 'fail-on': 'never' },
            env: { GITHUB_API_URL: gh.url, GITHUB_SHA: BASE },
          });
          expect([ok.code, ok.outputs['files-checked']]).toEqual([0, '1']);
        }
      } finally {
        gh.server.close();
      }
    },
  );

  it('pull_request_target with no git: a mode change, a full scan or CRLF line ends do not let the base branch pass', async () => {
    const old = validSkill('a');
    const script = '#!/bin/sh\necho hi\n';
    const files = [
      // Its content is the base's and the head's alike: it tells nothing (it ended the check).
      { filename: 'run.sh', status: 'changed', sha: blobSha(script) },
      { filename: 'skills/a/SKILL.md', status: 'modified', sha: blobSha(validSkill('a', ['Read', 'Bash'])) },
    ];
    const gh = await fakeGitHub({ pages: [files], contents: { [`skills/a/SKILL.md@${BASE}`]: old } });
    try {
      for (const [inputs, text] of [
        [{}, old],
        [{ 'changed-only': 'false' }, old],
        // A checkout that writes CRLF (.gitattributes eol=crlf): still the base's text.
        [{}, old.replace(/\n/g, '\r\n')],
      ] as const) {
        const dir = withoutGit({ 'skills/a/SKILL.md': text, 'run.sh': script });
        const r = await runStep({
          cwd: dir,
          event: 'pull_request_target',
          payload: prPayload({ base: BASE, head: HEAD }, 7, 2),
          inputs: { 'github-token': 'ghs_testtoken', ...inputs },
          env: { GITHUB_API_URL: gh.url, GITHUB_SHA: BASE },
        });
        expect([inputs, r.code, r.stdout]).toEqual([
          inputs,
          1,
          expect.stringContaining("does not hold the pull request #7's head commit"),
        ]);
      }
    } finally {
      gh.server.close();
    }
  });

  it('with no git, the pull request checked out passes when it only changes modes or line ends', async () => {
    // A binary file's mode change: its bytes, not UTF-8, are the base's and the head's.
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0xff, 0x80, 0xc3, 0x28, 0x0a]);
    const binSha = createHash('sha1').update(`blob ${binary.length}\0`).update(binary).digest('hex');
    const script = '#!/bin/sh\necho hi\n';
    const notes = 'line one\nline two\n';
    const files = [
      { filename: 'run.sh', status: 'changed', sha: blobSha(script) },
      { filename: 'notes.md', status: 'modified', sha: blobSha(notes) },
      { filename: 'bin/tool', status: 'changed', sha: binSha },
    ];
    const gh = await fakeGitHub({
      pages: [files],
      contents: {
        [`run.sh@${BASE}`]: script,
        [`notes.md@${BASE}`]: notes.replace(/\n/g, '\r\n'),
        [`bin/tool@${BASE}`]: binary.toString('utf8'),
      },
    });
    try {
      const dir = withoutGit({ 'skills/a/SKILL.md': validSkill('a'), 'run.sh': script, 'notes.md': notes });
      mkdirSync(path.join(dir, 'bin'));
      writeFileSync(path.join(dir, 'bin/tool'), binary);
      const r = await runStep({
        cwd: dir,
        event: 'pull_request_target',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 2),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url, GITHUB_SHA: BASE },
      });
      expect([r.code, r.stdout]).toEqual([0, expect.not.stringContaining('does not hold')]);
      // notes.md with CRLF, as the base has it: a change of line ends alone cannot tell the
      // base from the head (a checkout that writes CRLF undoes it), nor can the rest.
      writeFileSync(path.join(dir, 'notes.md'), notes.replace(/\n/g, '\r\n'));
      const base = await runStep({
        cwd: dir,
        event: 'pull_request_target',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 2),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url, GITHUB_SHA: BASE },
      });
      expect([base.code, base.stdout]).toEqual([0, expect.not.stringContaining('does not hold')]);
    } finally {
      gh.server.close();
    }
  });

  it('with no git under pull_request (whose default checkout is the merge commit), the listing does not judge the checkout', async () => {
    const old = validSkill('a');
    const files = [
      { filename: 'skills/a/SKILL.md', status: 'modified', sha: blobSha(validSkill('a', ['Read', 'Bash'])) },
    ];
    const gh = await fakeGitHub({ pages: [files], contents: { [`skills/a/SKILL.md@${BASE}`]: old } });
    try {
      // The base's text (a merge where the base branch holds the change and more, say).
      const dir = withoutGit({ 'skills/a/SKILL.md': old });
      const r = await runStep({
        cwd: dir,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 1),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect([r.code, r.stdout]).toEqual([0, expect.not.stringContaining('does not hold')]);
    } finally {
      gh.server.close();
    }
  });

  it('without working-directory, a change set that is not this checkout falls back to a full scan, never to 0 checked', async () => {
    const gh = await fakeGitHub({ pages: [[{ filename: 'skills/new/SKILL.md', status: 'added' }]] });
    try {
      const { ws } = nested();
      const r = await runStep({
        cwd: ws,
        event: 'pull_request',
        payload: prPayload({ base: BASE, head: HEAD }, 7, 1),
        inputs: { 'github-token': 'ghs_testtoken' },
        env: { GITHUB_API_URL: gh.url },
      });
      expect(r.code).toBe(1);
      expect(r.outputs.status).toBe('invalid');
      expect(r.outputs['files-checked']).toBe('2');
      expect(r.stdout).toMatch(
        /::notice title=skillgate%3A full scan::the changed file "skills\/new\/SKILL.md" is not at that path/,
      );
      expect(r.stdout).toContain('file=repo/skills/new/SKILL.md');
    } finally {
      gh.server.close();
    }
  });

  it('without working-directory and no token, the full scan names the checkout to set working-directory to', async () => {
    const { ws } = nested();
    const r = await runStep({ cwd: ws, event: 'pull_request', payload: prPayload({ base: BASE, head: HEAD }, 7, 1) });
    expect(r.outputs['files-checked']).toBe('2');
    // It said only "not a git work tree": the checkout's history and lockfile went unused unsaid.
    expect(r.stdout + r.summary).toContain(
      `not a git work tree ("repo" is one: set the action's working-directory input to the checkout, the path given to actions/checkout, so that its history and its lockfile are used)`,
    );
  });

  it("with working-directory, the config input named from the workspace is the repository's config: the base commit still holds trust", async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'trust: registry\n', 'skills/a/SKILL.md': validSkill('a') },
      { '.skillgate.yml': 'trust: local\n', 'skills/new/SKILL.md': validSkill('new') },
    );
    const ws = tmpDir('skillgate-ws-');
    cpSync(repo.dir, path.join(ws, 'repo'), { recursive: true });
    symlinkSync('repo', path.join(ws, 'link'));
    for (const inputs of [
      { 'working-directory': 'repo' },
      { 'working-directory': 'repo', config: 'repo/.skillgate.yml' },
      // Through a symlinked folder on either side: named by the real paths.
      { 'working-directory': 'link', config: 'repo/.skillgate.yml' },
      { 'working-directory': 'repo', config: 'link/.skillgate.yml' },
    ] as Record<string, string>[]) {
      const r = await runStep({ cwd: ws, event: 'pull_request', payload: prPayload(repo, 7, 1), inputs });
      expect([inputs, r.code]).toEqual([inputs, 1]);
      expect(r.stdout).toMatch(/::warning title=TrustWeakened,file=\.skillgate\.yml,/);
      expect(r.stdout).not.toContain(ws);
      expect(r.stdout).toMatch(/::error title=SignatureMissing,file=skills\/new\/SKILL\.md/);
    }
  });

  it('without working-directory, a checkout holding a lockfile stops the step: its drift would go unchecked', async () => {
    const { ws, repo } = nested();
    // The lock pins a skill the change escalates: a scan from the workspace read no lockfile
    // and passed green.
    writeFileSync(path.join(ws, 'repo', 'skillgate.lock'), '{"lockfileVersion": 1, "skills": {}}\n');
    const r = await runStep({ cwd: ws, event: 'pull_request', payload: prPayload(repo, 7, 1) });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('error');
    expect(commands(r.stdout, 'error')).toEqual([
      `::error::skillgate: the workspace is not a git work tree, and the checkout "repo" under it holds the lockfile "repo/skillgate.lock", which a check from the workspace would not read (no drift would be checked): set the action's working-directory input to "repo", the path given to actions/checkout`,
    ]);
    // Deeper (src/repo), or under the name its own config gives the lockfile: stopped too.
    const deep = tmpDir('skillgate-ws-');
    cpSync(path.join(ws, 'repo'), path.join(deep, 'src', 'repo'), { recursive: true });
    const d = await runStep({ cwd: deep, event: 'pull_request', payload: prPayload(repo, 7, 1) });
    expect([d.code, d.outputs.status]).toEqual([1, 'error']);
    expect(commands(d.stdout, 'error')[0]).toContain(
      'the checkout "src/repo" under it holds the lockfile "src/repo/skillgate.lock"',
    );
    const named2 = tmpDir('skillgate-ws-');
    cpSync(path.join(ws, 'repo'), path.join(named2, 'repo'), { recursive: true });
    mkdirSync(path.join(named2, 'repo', 'locks'));
    renameSync(path.join(named2, 'repo', 'skillgate.lock'), path.join(named2, 'repo', 'locks', 'sg.lock'));
    renameSync(path.join(named2, 'repo', 'locks', 'sg.lock'), path.join(named2, 'repo', 'locks', 'x#1.lock'));
    // Read as YAML reads it: a `#` with no space before it is part of the value; a BOM first.
    writeFileSync(
      path.join(named2, 'repo', '.skillgate.yml'),
      '\ufeffx-note: "lockfile: elsewhere"\nlockfile: locks/x#1.lock  # pinned\n',
    );
    const n2 = await runStep({ cwd: named2, event: 'pull_request', payload: prPayload(repo, 7, 1) });
    expect([n2.code, n2.outputs.status]).toEqual([1, 'error']);
    expect(commands(n2.stdout, 'error')[0]).toContain('holds the lockfile "repo/locks/x#1.lock"');
    // A config the step cannot tell a lockfile from (an anchor, a link to /dev/zero): the
    // checkout uses skillgate, so the step stops all the same (it passed green, or ran out of memory).
    for (const config of ['lockfile: &a locks/x.lock\n', null]) {
      const odd = tmpDir('skillgate-ws-');
      cpSync(path.join(ws, 'repo'), path.join(odd, 'repo'), { recursive: true });
      rmSync(path.join(odd, 'repo', 'skillgate.lock'));
      if (config === null) symlinkSync('/dev/zero', path.join(odd, 'repo', '.skillgate.yml'));
      else writeFileSync(path.join(odd, 'repo', '.skillgate.yml'), config);
      const o = await runStep({ cwd: odd, event: 'pull_request', payload: prPayload(repo, 7, 1) });
      expect([config, o.code, o.outputs.status]).toEqual([config, 1, 'error']);
      expect(commands(o.stdout, 'error')[0]).toContain('holds a skillgate config "repo/.skillgate.yml"');
    }
    // Named, it is read: the tree's skills are drift against it.
    const wd = await runStep({
      cwd: ws,
      event: 'pull_request',
      payload: prPayload(repo, 7, 1),
      inputs: { 'working-directory': 'repo' },
    });
    expect(wd.outputs.status).not.toBe('error');
    expect(Number(wd.outputs.drift)).toBeGreaterThan(0);
    // A lockfile the workflow names from the workspace is read: no stop.
    const named = await runStep({
      cwd: ws,
      event: 'pull_request',
      payload: prPayload(repo, 7, 1),
      inputs: { lockfile: 'repo/skillgate.lock' },
    });
    expect(named.outputs.status).not.toBe('error');
    expect(Number(named.outputs.drift)).toBeGreaterThan(0);
  });

  it('with working-directory, git answers inside it and annotations name files as the repository does', async () => {
    const { ws, repo } = nested();
    const r = await runStep({
      cwd: ws,
      event: 'pull_request',
      payload: prPayload(repo, 7, 1),
      inputs: { 'working-directory': 'repo' },
    });
    expect(r.code).toBe(1);
    expect(r.outputs['files-checked']).toBe('1');
    // The pull request's diff names the file skills/new/SKILL.md: so must its annotation (the
    // runner passes a relative path on as it is), not repo/skills/new/SKILL.md.
    expect(r.stdout).toContain('file=skills/new/SKILL.md,');
    expect(r.stdout).not.toContain('file=repo/');
    // A lockfile input outside the repository, beside it in the workspace: named as the
    // workspace names it (a removed entry is annotated on its line there).
    const entry = {
      allowed_memory_scopes: [],
      allowed_tools: ['Read'],
      frontmatter: `sha256-${'A'.repeat(43)}=`,
      path: 'skills/gone/SKILL.md',
      signer: null,
      version: '1.0.0',
    };
    writeFileSync(
      path.join(ws, 'other.lock'),
      JSON.stringify({ lockfileVersion: 1, skills: { gone: entry } }, null, 2) + '\n',
    );
    const locked = await runStep({
      cwd: ws,
      event: 'pull_request',
      payload: prPayload(repo, 7, 1),
      inputs: { 'working-directory': 'repo', lockfile: 'other.lock' },
    });
    expect(locked.stdout).toMatch(/::error title=drift\/removed,file=other\.lock,line=4,/);
    // A config error in the repository is annotated as the repository names the config.
    writeFileSync(path.join(ws, 'repo', '.skillgate.yml'), 'trust: maybe\n');
    const config = await runStep({
      cwd: ws,
      event: 'pull_request',
      payload: prPayload(repo, 7, 1),
      inputs: { 'working-directory': 'repo' },
    });
    expect(commands(config.stdout, 'error')[0]).toBe(
      '::error title=skillgate%3A invalid config,file=.skillgate.yml,line=1,col=8::trust: must be one of "local", "registry"; got "maybe"',
    );
    const bad = await runStep({ cwd: ws, event: 'workflow_dispatch', inputs: { 'working-directory': 'nope' } });
    expect(bad.code).toBe(1);
    expect(bad.stdout + bad.stderr).toMatch(/input "working-directory" names "nope", which is not a directory/);
  });

  it('with working-directory and no git (a tarball checkout), annotations name files from that folder, as the reports do', async () => {
    // They came out as repo/skills/x/SKILL.md: not where the pull request's diff has the file.
    const ws = tmpDir('skillgate-ws-');
    writeTree(path.join(ws, 'repo'), { 'skills/x/SKILL.md': BAD });
    const r = await runStep({
      cwd: ws,
      event: 'workflow_dispatch',
      inputs: { 'working-directory': 'repo', 'sarif-path': 'r.sarif' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error title=\w+,file=skills\/x\/SKILL\.md,line=/);
    expect(r.stdout).not.toContain('file=repo/');
    const sarif = JSON.parse(readFileSync(path.join(ws, 'r.sarif'), 'utf8'));
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('skills/x/SKILL.md');
    // A config error in that folder likewise; a config named outside it keeps the workspace's name.
    writeFileSync(path.join(ws, 'repo', '.skillgate.yml'), 'trust: maybe\n');
    const config = await runStep({ cwd: ws, event: 'workflow_dispatch', inputs: { 'working-directory': 'repo' } });
    expect(commands(config.stdout, 'error')[0]).toMatch(
      /^::error title=skillgate%3A invalid config,file=\.skillgate\.yml,line=1,col=8::/,
    );
    writeTree(ws, { 'conf/c.yml': 'trust: maybe\n' });
    const outside = await runStep({
      cwd: ws,
      event: 'workflow_dispatch',
      inputs: { 'working-directory': 'repo', config: 'conf/c.yml' },
    });
    expect(commands(outside.stdout, 'error')[0]).toMatch(
      /^::error title=skillgate%3A invalid config,file=conf\/c\.yml,line=1,/,
    );
  });
});

describe('Action end to end: files named SKILL.md in another case', () => {
  it('a pull request that adds a skill.md gets a MisnamedSkillFile warning on it; unchanged ones are not named', async () => {
    const repo = repoWith(
      { 'skills/good/SKILL.md': validSkill('good'), 'skills/old/Skill.md': BAD },
      { 'skills/new/skill.md': BAD, 'skills/fine/SKILL.md': validSkill('fine') },
    );
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo, 7, 2) });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'warning')).toEqual([
      '::warning title=MisnamedSkillFile,file=skills/new/skill.md,line=1,col=1::skills/new/skill.md is not checked: its name differs from SKILL.md in case, and only SKILL.md is read (rename it to SKILL.md)',
    ]);
    expect(r.outputs).toMatchObject({ status: 'ok', 'files-checked': '1', warnings: '1' });
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.step_warnings).toEqual([
      expect.objectContaining({ code: 'MisnamedSkillFile', path: 'skills/new/skill.md', line: 1, column: 1 }),
    ]);
    // The summary counts it in its headline and says what it is (it said "No findings.").
    expect(r.summary).toContain('1 warning');
    expect(r.summary).toContain(
      '> skills\\/new\\/skill\\.md is not checked\\: its name differs from SKILL\\.md in case',
    );
    // fail-on: warning makes it fail the step.
    const strict = await runStep({
      cwd: repo.dir,
      event: 'pull_request',
      payload: prPayload(repo, 7, 2),
      inputs: { 'fail-on': 'warning' },
    });
    expect(strict.code).toBe(1);
  });

  it('a full scan names every one under `paths`', async () => {
    const repo = repoWith(
      { 'skills/good/SKILL.md': validSkill('good'), 'skills/old/Skill.md': BAD, 'docs/skill.md': BAD },
      {},
    );
    const r = await runStep({ cwd: repo.dir, event: 'workflow_dispatch', inputs: { paths: 'skills/**' } });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'warning')).toEqual([
      expect.stringMatching(/^::warning title=MisnamedSkillFile,file=skills\/old\/Skill\.md,line=1,col=1::/),
    ]);
    expect(r.outputs.warnings).toBe('1');
  });
});

describe('Action end to end: a config under another name', () => {
  it('is a MisnamedConfig warning on itself while no .skillgate.yml is read; the config input reads it', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good'), '.skillgate.yaml': 'trust: registry\n' }, {});
    const r = await runStep({ cwd: repo.dir, event: 'workflow_dispatch' });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'warning')).toEqual([
      "::warning title=MisnamedConfig,file=.skillgate.yaml,line=1,col=1::.skillgate.yaml is not read: skillgate's config is .skillgate.yml at the repository root, so what .skillgate.yaml sets does not apply (rename it to .skillgate.yml, or name it with the config input)",
    ]);
    expect(r.outputs.warnings).toBe('1');
    // Named by the input, it is the config: registry trust fails the unsigned skill.
    const named = await runStep({ cwd: repo.dir, event: 'workflow_dispatch', inputs: { config: '.skillgate.yaml' } });
    expect(commands(named.stdout, 'warning')).toEqual([]);
    expect(named.code).toBe(1);
  });
});

describe('Action end to end: config that does nothing', () => {
  it.each([
    [
      'a lockfile it names that is not there',
      'lockfile: skilgate.lock\n',
      'LockfileNotFound',
      1,
      11,
      'the lockfile "skilgate.lock" it names does not exist, so no drift was checked',
    ],
    [
      'a permission profile governing no skill',
      'permission_profiles:\n  reviewer:\n    allow: [read-only]\n    paths: ["skill/alpha/**"]\n',
      'ProfileGovernsNothing',
      2,
      3,
      'permission profile "reviewer" governs no skill',
    ],
    [
      'an include leaving every SKILL.md out',
      'include: ["skill/**"]\n',
      'IncludeLeavesAllOut',
      1,
      1,
      'include leaves out all 2 SKILL.md files of the tree, so nothing was checked',
    ],
    [
      'an exclude leaving every SKILL.md out',
      'exclude: ["!skills/gamma/**"]\n',
      'ExcludeLeavesAllOut',
      1,
      1,
      'exclude leaves out all 2 SKILL.md files of the tree, so nothing was checked; a glob starting with "!" leaves out every path it does not match',
    ],
  ])('%s is a step warning on the config line, as the CLI says it', async (_, config, code, line, col, text) => {
    const repo = repoWith(
      {
        'skills/alpha/SKILL.md': validSkill('alpha'),
        'skills/beta/SKILL.md': validSkill('beta', ['Bash']),
        '.skillgate.yml': config,
      },
      {},
    );
    const cli = runCli(['validate'], { cwd: repo.dir });
    expect(cli.stderr).toContain(`.skillgate.yml:${line}:${col}: ${text}`);
    const r = await runStep({ cwd: repo.dir, event: 'workflow_dispatch' });
    expect(r.code).toBe(0);
    const warnings = commands(r.stdout, 'warning');
    expect(warnings).toEqual([
      expect.stringContaining(`::warning title=${code},file=.skillgate.yml,line=${line},col=${col}::${text}`),
    ]);
    expect(r.outputs.warnings).toBe('1');
    // The summary counts it in its headline, and says it (it counted it and said nothing).
    expect(r.summary).toContain('1 warning');
    expect(r.summary).toMatch(
      new RegExp(`^> \\[!WARNING\\]\\n> .*${md(text.slice(0, 30)).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`, 'm'),
    );
    // fail-on: warning fails on it (it passed, the setting doing nothing in silence).
    const strict = await runStep({ cwd: repo.dir, event: 'workflow_dispatch', inputs: { 'fail-on': 'warning' } });
    expect(strict.code).toBe(1);
  });
});

describe('Action end to end: skills in a submodule', () => {
  it('a pull request that adds a submodule holding skills gets an UncheckedNestedRepository warning on .gitmodules', async () => {
    const sub = tmpDir('skillgate-sub-');
    git(sub, 'init', '-q');
    writeTree(sub, { 'skills/s/SKILL.md': validSkill('s') });
    git(sub, 'add', '-A');
    git(sub, 'commit', '-q', '-m', 'skills');
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    git(repo.dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', `file://${sub}`, 'vendor/sub');
    git(repo.dir, 'commit', '-q', '-m', 'vendor skills');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ ...repo, head }, 7, 2) });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'warning')).toEqual([
      '::warning title=UncheckedNestedRepository,file=.gitmodules,line=1,col=1::vendor/sub is a git submodule: it holds skills (vendor/sub/skills/s/SKILL.md among them) that a repository scan does not check and the lockfile does not pin; check them from inside it (cd vendor/sub && skillgate validate), or name the folder (skillgate validate vendor/sub)',
    ]);
    expect(r.outputs.warnings).toBe('1');
  });

  it('a pull request that bumps a submodule the job did not check out says that what it brings is not checked', async () => {
    const sub = tmpDir('skillgate-sub-');
    git(sub, 'init', '-q');
    writeTree(sub, { 'skills/s/SKILL.md': validSkill('s') });
    git(sub, 'add', '-A');
    git(sub, 'commit', '-q', '-m', 'skills');
    const origin = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    git(origin.dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', `file://${sub}`, 'vendor/sub');
    git(origin.dir, 'commit', '-q', '-m', 'vendor skills');
    const base = git(origin.dir, 'rev-parse', 'HEAD').trim();
    // The submodule gains a skill with Bash; the pull request moves the gitlink to it.
    writeTree(sub, { 'skills/evil/SKILL.md': validSkill('evil', ['Bash']) });
    git(sub, 'add', '-A');
    git(sub, 'commit', '-q', '-m', 'evil');
    const subHead = git(sub, 'rev-parse', 'HEAD').trim();
    git(origin.dir, 'update-index', '--cacheinfo', `160000,${subHead},vendor/sub`);
    git(origin.dir, 'commit', '-q', '-m', 'bump');
    const head = git(origin.dir, 'rev-parse', 'HEAD').trim();
    // actions/checkout's default: no submodules (an empty folder).
    const work = path.join(tmpDir('skillgate-sub-work-'), 'w');
    git(path.dirname(work), 'clone', '-q', `file://${origin.dir}`, work);
    git(work, 'checkout', '-q', '--detach', head);
    const r = await runStep({ cwd: work, event: 'pull_request', payload: prPayload({ base, head }) });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'notice')).toEqual([
      '::notice title=skillgate%3A submodule not checked::this change updates the submodule "vendor/sub", not checked out here: any SKILL.md it holds is not checked (check them out with actions/checkout\'s `submodules: true`)',
    ]);
  });

  it('spells out a bidi or C1 character of a submodule path in its notice', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    const odd = 'sub\u202e\u009b31m';
    writeTree(repo.dir, { '.gitmodules': `[submodule "x"]\n\tpath = ${odd}\n\turl = https://example.invalid/x.git\n` });
    git(repo.dir, 'add', '.gitmodules');
    git(repo.dir, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},${odd}`);
    git(repo.dir, 'commit', '-q', '-m', 'vendor');
    const base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    git(repo.dir, 'update-index', '--cacheinfo', `160000,${'2'.repeat(40)},${odd}`);
    git(repo.dir, 'commit', '-q', '-m', 'bump');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    mkdirSync(path.join(repo.dir, odd));
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload({ base, head }) });
    expect(r.code).toBe(0);
    expect(commands(r.stdout, 'notice')).toEqual([
      '::notice title=skillgate%3A submodule not checked::this change updates the submodule "sub\\u202e\\u009b31m", not checked out here: any SKILL.md it holds is not checked (check them out with actions/checkout\'s `submodules: true`)',
    ]);
  });
});

describe('a cancelled job (SIGINT while the reports are written)', () => {
  it('leaves no temp file or backup in the workspace, and the step ends by the signal', async () => {
    const dir = tmpDir('skillgate-cancel-');
    const files: Record<string, string> = {};
    for (let i = 0; i < 12_000; i++) files[`skills/s${i % 50}/k${i}/SKILL.md`] = validSkill(`k${i}`);
    writeTree(dir, files);
    git(dir, 'init', '-q');
    const runner = tmpDir('skillgate-cancel-runner-');
    writeFileSync(path.join(runner, 'event.json'), '{}');
    for (const f of ['output', 'summary']) writeFileSync(path.join(runner, f), '');
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env))
      if (!/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(k) && k !== 'NODE_OPTIONS') env[k] = v;
    Object.assign(env, {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_EVENT_PATH: path.join(runner, 'event.json'),
      GITHUB_OUTPUT: path.join(runner, 'output'),
      GITHUB_STEP_SUMMARY: path.join(runner, 'summary'),
      GITHUB_WORKSPACE: dir,
      INPUT_PATHS: '**/SKILL.md',
      'INPUT_CHANGED-ONLY': 'true',
      'INPUT_FAIL-ON': 'error',
      'INPUT_REPORT-PATH': 'skillgate-report.json',
      'INPUT_SARIF-PATH': 'skillgate.sarif',
    });
    const child = spawn(process.execPath, [BIN], { cwd: dir, env, stdio: 'ignore' });
    let sent = false;
    const w = watch(dir, (event, name) => {
      if (!sent && event === 'rename' && name?.endsWith('.tmp')) sent = child.kill('SIGINT');
    });
    const exit = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, s) => r([c, s])));
    w.close();
    const left = readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.bak'));
    expect([sent, exit, left]).toEqual([true, [null, 'SIGINT'], []]);
  }, 120_000);
});

describe('Action end to end: telemetry', () => {
  it("a collector that cannot be reached is the step's warning, not a plain line in the log", async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    const r = await runStep({
      cwd: repo.dir,
      event: 'workflow_dispatch',
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_METRICS_EXPORTER: 'none' },
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(commands(r.stdout, 'warning')).toEqual([
      '::warning title=skillgate%3A telemetry::telemetry export failed: traces: connect ECONNREFUSED 127.0.0.1:9',
    ]);
  });
});

describe('Action end to end: a workspace that is not there', () => {
  it('fails the step with what is wrong, not a check of the directory it started in', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    const gone = path.join(tmpDir('skillgate-gone-'), 'workspace');
    const r = await runStep({ cwd: repo.dir, event: 'workflow_dispatch', env: { GITHUB_WORKSPACE: gone } });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('error');
    expect(r.outputs['files-checked']).toBe('0');
    expect(commands(r.stdout, 'error').join('\n')).toContain(
      `GITHUB_WORKSPACE names ${JSON.stringify(gone)}, which does not exist`,
    );
    expect(existsSync(path.join(repo.dir, 'skillgate-report.json'))).toBe(false);
  });
});

describe('Action end to end: a log reader gone', () => {
  it('a closed stdout (EPIPE) is no crash: the step still writes its outputs and summary and exits by its findings', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good'), 'skills/bad/SKILL.md': BAD }, {});
    const r = await runStep({ cwd: repo.dir, event: 'workflow_dispatch', closeStdout: true });
    expect(r.stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('invalid');
    expect(r.outputs.errors).not.toBe('0');
    expect(r.summary).toContain('| InvalidId |');
    const clean = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    const ok = await runStep({ cwd: clean.dir, event: 'workflow_dispatch', closeStdout: true });
    expect([ok.code, ok.stderr, ok.outputs.status]).toEqual([0, '', 'ok']);
  });
});

describe('Action end to end: a change to .gitattributes', () => {
  it('is a full scan: it decides how git writes the SKILL.md files it does not touch', async () => {
    // working-tree-encoding=UTF-16: the checkout of every later commit holds alpha in UTF-16,
    // which is no UTF-8 (YamlParse); the change lists no SKILL.md.
    const base = repoWith({ 'skills/alpha/SKILL.md': validSkill('alpha') }, {});
    writeTree(base.dir, { 'skills/.gitattributes': 'alpha/SKILL.md working-tree-encoding=UTF-16\n' });
    git(base.dir, 'add', 'skills/.gitattributes');
    git(base.dir, 'commit', '-q', '-m', 'attributes');
    const repo: Repo = { ...base, head: git(base.dir, 'rev-parse', 'HEAD').trim() };
    // As actions/checkout writes it: the file written anew from the commit, through the attributes.
    rmSync(path.join(repo.dir, 'skills/alpha/SKILL.md'));
    git(repo.dir, 'checkout', '--', 'skills/alpha/SKILL.md');
    expect(readFileSync(path.join(repo.dir, 'skills/alpha/SKILL.md')).subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xfe]),
    );
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('invalid');
    expect(commands(r.stdout, 'notice').join('\n')).toContain(
      '"skills/.gitattributes" changed, and it decides how git writes every file into the checkout (an encoding, line ends, a filter): checking every SKILL.md',
    );
    expect(commands(r.stdout, 'error')[0]).toMatch(/file=skills\/alpha\/SKILL\.md,line=1,col=1::.*not valid UTF-8/);
  });
  it('names an attributes file with a line break in one log line, as the findings name files', async () => {
    const base = repoWith({ 'skills/alpha/SKILL.md': validSkill('alpha') }, {});
    const odd = 'g\n  skills/alpha/SKILL.md:1:1: error InvalidId forged';
    writeTree(base.dir, { [`${odd}/.gitattributes`]: '* text\n' });
    git(base.dir, 'add', '-A');
    git(base.dir, 'commit', '-q', '-m', 'attributes');
    const repo: Repo = { ...base, head: git(base.dir, 'rev-parse', 'HEAD').trim() };
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Full scan (the change edits g\\n  skills/alpha/SKILL.md:1:1: error InvalidId forged/.gitattributes)\n',
    );
    expect(r.stdout).not.toMatch(/^\s*skills\/alpha\/SKILL\.md:1:1: error InvalidId forged/m);
    expect(r.summary).toContain('Full scan \\(the change edits g\\\\n  skills');
  });
  it('spells out a bidi or zero-width character of the attributes file in the full-scan notice, as in the log line', async () => {
    const base = repoWith({ 'skills/alpha/SKILL.md': validSkill('alpha') }, {});
    writeTree(base.dir, { ['docs/x\u202e\u200bcod.txt/.gitattributes']: '* text\n' });
    git(base.dir, 'add', '-A');
    git(base.dir, 'commit', '-q', '-m', 'attributes');
    const repo: Repo = { ...base, head: git(base.dir, 'rev-parse', 'HEAD').trim() };
    const r = await runStep({ cwd: repo.dir, event: 'pull_request', payload: prPayload(repo) });
    expect(r.code).toBe(0);
    const [notice] = commands(r.stdout, 'notice');
    expect(notice).toMatch(
      /^::notice title=skillgate%3A full scan::"docs\/x\\u202e\\u200bcod\.txt\/\.gitattributes" changed/,
    );
    expect(r.stdout).not.toMatch(/[\u202e\u200b]/);
  });
});
