/**
 * runAction in-process with @actions/core mocked (jest.unstable_mockModule): the module
 * loads @actions/core lazily, so the mock is what it gets. Real git repositories in
 * temporary directories stand in for the checkout.
 */
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { serializeLockfile } from '../../src/lock/lockfile.js';
import { snapshots } from '../../src/core/run.js';
import { git, mockCore, prPayload, repoWith, resultsOf, tmpDir, validSkill, writeTree } from './helpers.js';

const mock = { current: mockCore() };
jest.unstable_mockModule('@actions/core', () => {
  // Forward every call to whichever recorder the running test installed.
  const fwd =
    (name: string) =>
    (...args: unknown[]) =>
      (mock.current.core as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
  return {
    getInput: fwd('getInput'),
    setOutput: fwd('setOutput'),
    setFailed: fwd('setFailed'),
    setSecret: fwd('setSecret'),
    debug: fwd('debug'),
    info: fwd('info'),
    error: fwd('error'),
    warning: fwd('warning'),
    notice: fwd('notice'),
    summary: { addRaw: (text: string, eol?: boolean) => mock.current.core.summary.addRaw(text, eol) },
  };
});
const { runAction } = await import('../../src/action.js');

const VECTORS = path.join(process.cwd(), 'fixtures', 'vectors');
const vector = (name: string) => readFileSync(path.join(VECTORS, name, 'SKILL.md'), 'utf8');
const KEY1 = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const KEY2 = '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c';

const BAD = `---\nid: Bad\nversion: 1.0\ndescription: Bad skill. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n`;

/** A lockfile pinning the given SKILL.md texts. */
function lockOf(files: Record<string, string>, profile?: 'agentskills'): string {
  return serializeLockfile(snapshots(resultsOf(files, profile ? { profile } : {})));
}

function eventEnv(dir: string, name: string, payload: unknown): NodeJS.ProcessEnv {
  const f = path.join(tmpDir('skillgate-event-'), 'event.json');
  writeFileSync(f, JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: f,
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'octo/skills',
    GITHUB_STEP_SUMMARY: path.join(dir, '..', 'summary-unused'),
  };
}

async function run(dir: string, env: NodeJS.ProcessEnv, inputs: Record<string, string> = {}) {
  mock.current = mockCore(inputs);
  const code = await runAction({ env, cwd: dir });
  return { code, m: mock.current };
}

describe('runAction (pull_request)', () => {
  it('checks only the changed SKILL.md files, annotates, writes outputs, reports and a summary', async () => {
    const files = { 'skills/good/SKILL.md': validSkill('good'), 'skills/old-bad/SKILL.md': BAD };
    const repo = repoWith(files, { 'skills/new-bad/SKILL.md': BAD.replace('Bad', 'NewBad') });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'sarif-path': 'out/skillgate.sarif',
    });
    expect(code).toBe(1);
    expect(m.outputs).toEqual({
      status: 'invalid',
      'files-checked': '1',
      errors: '2',
      warnings: '0',
      drift: '0',
      'report-path': 'skillgate-report.json',
      'sarif-path': 'out/skillgate.sarif',
    });
    const errors = m.of('error').map((c) => c.args[1]);
    expect(errors).toEqual([
      { title: 'InvalidId', file: 'skills/new-bad/SKILL.md', startLine: 2, startColumn: 5 },
      { title: 'InvalidVersion', file: 'skills/new-bad/SKILL.md', startLine: 3, startColumn: 10 },
    ]);
    expect(m.failed).toBe('skillgate: 2 errors in 1 checked SKILL.md file (fail-on: error)');
    expect(m.log()).toContain(`Files changed by the pull request #7 since ${repo.base.slice(0, 7)} (git)`);
    expect(m.log()).toContain('skills/new-bad/SKILL.md:2:5: error InvalidId');
    expect(m.log()).not.toContain('old-bad');

    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.status).toBe('invalid');
    expect(report.summary).toMatchObject({ files: 1, errors: 2, invalid_field: 1 });
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['skills/new-bad/SKILL.md']);
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'out/skillgate.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['InvalidId', 'InvalidVersion']);
    expect(m.summaries.join('')).toContain('| ❌ error | skills\\/new\\-bad\\/SKILL\\.md | 2:5 | InvalidId |');
  });

  it('cuts a SARIF report of more than 25,000 results to 25,000 (GitHub rejects more) with a warning', async () => {
    // A file lists at most 10,000 findings: three files of 8,666 or 8,667 bad tools.
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Bad${i}`);
    const repo = repoWith(
      {},
      {
        'skills/m1/SKILL.md': validSkill('m1', many(8_666)),
        'skills/m2/SKILL.md': validSkill('m2', many(8_667)),
        'skills/m3/SKILL.md': validSkill('m3', many(8_667)),
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'sarif-path': 'skillgate.sarif',
    });
    expect(code).toBe(1);
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate.sarif'), 'utf8'));
    expect(sarif.runs[0].results).toHaveLength(25_000);
    expect(m.of('warning').map((c) => c.args[0])).toContain(
      "the SARIF report holds 25000 of 26000 results (errors first): GitHub code scanning rejects a run of more than 25000; the JSON report (--format json; the Action's report-path) holds them all",
    );
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.summary.errors).toBe(26_000);
  });

  it('passes when the changed files are clean even if untouched files are broken', async () => {
    const repo = repoWith({ 'skills/old-bad/SKILL.md': BAD }, { 'skills/fine/SKILL.md': validSkill('fine') });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(0);
    expect(m.failed).toBeUndefined();
    expect(m.outputs).toMatchObject({ status: 'ok', 'files-checked': '1', errors: '0' });
    expect(m.of('error')).toEqual([]);
  });

  it('checks the whole tree against the lock: a deleted SKILL.md must leave it', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a'), 'skills/b/SKILL.md': validSkill('b') };
    const repo = repoWith({ ...files, 'skillgate.lock': lockOf(files) }, { 'skills/b/SKILL.md': null });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    expect(m.outputs).toMatchObject({ status: 'drift', 'files-checked': '0', drift: '1' });
    const [msg, props] = m.of('error')[0].args as [string, Record<string, unknown>];
    expect(msg).toMatch(/skill "b" is in the lockfile/);
    // The file is gone, so the annotation sits on the lock entry.
    const lockLines = readFileSync(path.join(repo.dir, 'skillgate.lock'), 'utf8').split('\n');
    const entryLine = lockLines.indexOf('    "b": {') + 1;
    expect(entryLine).toBeGreaterThan(3);
    expect(props).toMatchObject({
      title: 'drift/removed',
      file: 'skillgate.lock',
      startLine: entryLine,
      startColumn: 5,
    });
    expect(m.log()).toContain('skills/b/SKILL.md: deleted; its skill must leave skillgate.lock');
    expect(m.summaries.join('')).toContain('### Removed SKILL.md files');
    // The JSON report says where the entry is, as the annotation does.
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.drift[0]).toMatchObject({
      kind: 'removed',
      path: 'skills/b/SKILL.md',
      lockfile: { path: 'skillgate.lock', line: entryLine, column: 5 },
    });
  });

  it('a locked skill the change does not touch, broken on the base already, is drift that says what is wrong with it', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a'), 'skills/x/SKILL.md': validSkill('x') };
    const broken = validSkill('x').replace('id: x', 'id: X');
    const repo = repoWith(
      { ...files, 'skills/x/SKILL.md': broken, 'skillgate.lock': lockOf(files) },
      { 'README.md': 'docs\n' },
    );
    for (const changedOnly of ['true', 'false']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
        'changed-only': changedOnly,
      });
      expect([changedOnly, code]).toEqual([changedOnly, 1]);
      if (changedOnly === 'false') {
        // Checked, the file shows its own error, and its lock entry is no removal.
        expect(m.outputs).toMatchObject({ status: 'invalid', errors: '1', drift: '0' });
        continue;
      }
      expect(m.outputs).toMatchObject({ status: 'drift', 'files-checked': '0', drift: '1' });
      const [msg, props] = m.of('error')[0].args as [string, Record<string, unknown>];
      expect(props).toMatchObject({ title: 'drift/removed', file: 'skillgate.lock' });
      expect(msg).not.toMatch(/not in the tree/);
      expect(msg).toMatch(
        /^skill "x" is in the lockfile \(path "skills\/x\/SKILL\.md"\), but that file no longer declares a valid skill; fix it, or delete it and run `skillgate lock` to drop the entry\. Its error \(this run does not check that file, so it is shown only here\): InvalidId at line 2, column 5: /,
      );
    }
  });

  it('a renamed SKILL.md is checked under its new name and must move in the lock', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith({ ...files, 'skillgate.lock': lockOf(files) }, {});
    git(repo.dir, 'mv', 'skills/a', 'skills/renamed');
    git(repo.dir, 'commit', '-q', '-m', 'rename');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base: repo.base, head })));
    expect(code).toBe(1);
    expect(m.outputs).toMatchObject({ 'files-checked': '1', errors: '0', drift: '1', status: 'drift' });
    expect((m.of('error')[0].args[1] as { title: string }).title).toBe('drift/moved');
    expect(m.log()).toContain(
      'skills/a/SKILL.md: renamed to skills/renamed/SKILL.md; its entry in skillgate.lock must follow it',
    );
  });

  it('a folder symlink the change adds, leading to a skill no check reads, is a step warning on the link', async () => {
    const evil = validSkill('evil', ['Bash', 'HttpPost']);
    const files = { 'skills/good/SKILL.md': validSkill('good') };
    const repo = repoWith(
      {
        ...files,
        'fixtures/evil/SKILL.md': evil,
        '.skillgate.yml': 'exclude: ["fixtures/**"]\n',
        'skillgate.lock': lockOf(files),
      },
      {},
    );
    symlinkSync('../fixtures/evil', path.join(repo.dir, 'skills/evil'));
    // A link to skills that are checked where they are is one skill under two names: no warning.
    mkdirSync(path.join(repo.dir, '.claude'));
    symlinkSync('../skills', path.join(repo.dir, '.claude/skills'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '-m', 'links');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    for (const changedOnly of ['true', 'false']) {
      const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base: repo.base, head })), {
        'changed-only': changedOnly,
        'sarif-path': 'out.sarif',
      });
      expect([changedOnly, m.outputs.warnings]).toEqual([changedOnly, '1']);
      expect(m.of('warning').map((c) => c.args)).toEqual([
        [
          'skills/evil is a symlink to the folder fixtures/evil, which holds fixtures/evil/SKILL.md: SKILL.md files this check does not read where they are (the config leaves them out); an agent loading the skills under skills/evil gets them unchecked and unlocked. Check them where they are, or remove the link.',
          expect.objectContaining({ title: 'UncheckedLinkedSkill', file: 'skills/evil' }),
        ],
      ]);
      const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
      expect(report.step_warnings.map((w: { code: string }) => w.code)).toEqual(['UncheckedLinkedSkill']);
      // And in the job summary, where a reviewer looks.
      expect(m.summaries.join('')).toContain('> skills\\/evil is a symlink to the folder fixtures\\/evil');
    }
    // fail-on: warning fails on it.
    const strict = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base: repo.base, head })), {
      'fail-on': 'warning',
    });
    expect(strict.code).toBe(1);

    // The link already in the base, its target filled by the change: as good as a new link.
    const later = repoWith(
      {
        ...files,
        '.skillgate.yml': 'exclude: ["fixtures/**"]\n',
        'skillgate.lock': lockOf(files),
        'fixtures/evil/x': '',
      },
      {},
    );
    symlinkSync('../fixtures/evil', path.join(later.dir, 'skills/evil'));
    git(later.dir, 'add', '-A');
    git(later.dir, 'commit', '-q', '-m', 'link to a folder with no skill');
    const base = git(later.dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(path.join(later.dir, 'fixtures/evil/SKILL.md'), evil);
    git(later.dir, 'add', '-A');
    git(later.dir, 'commit', '-q', '-m', 'fill it');
    const filled = git(later.dir, 'rev-parse', 'HEAD').trim();
    const { m: m2 } = await run(later.dir, eventEnv(later.dir, 'pull_request', prPayload({ base, head: filled })));
    expect(m2.of('warning').map((c) => (c.args[1] as { title: string; file: string }).file)).toEqual(['skills/evil']);

    // A link in a chain retargeted by the change (vendor -> empty, then -> fixtures/evil):
    // the links that go through it are looked at too.
    const chain = repoWith(
      {
        ...files,
        '.skillgate.yml': 'include: ["skills/**"]\n',
        'skillgate.lock': lockOf(files),
        'fixtures/evil/SKILL.md': evil,
        'empty/x': '',
      },
      {},
    );
    symlinkSync('empty', path.join(chain.dir, 'vendor'));
    symlinkSync('../vendor', path.join(chain.dir, 'skills/evil'));
    git(chain.dir, 'add', '-A');
    git(chain.dir, 'commit', '-q', '-m', 'a chain to an empty folder');
    const chainBase = git(chain.dir, 'rev-parse', 'HEAD').trim();
    rmSync(path.join(chain.dir, 'vendor'));
    symlinkSync('fixtures/evil', path.join(chain.dir, 'vendor'));
    git(chain.dir, 'add', '-A');
    git(chain.dir, 'commit', '-q', '-m', 'retarget');
    const retargeted = git(chain.dir, 'rev-parse', 'HEAD').trim();
    const { m: m3 } = await run(
      chain.dir,
      eventEnv(chain.dir, 'pull_request', prPayload({ base: chainBase, head: retargeted })),
    );
    expect(m3.of('warning').map((c) => (c.args[1] as { title: string; file: string }).file)).toEqual(['skills/evil']);
  });

  it('a SKILL.md renamed to another name is a deletion; one the lock never pinned says nothing of the lock', async () => {
    const files = { 'skills/bak/SKILL.md': validSkill('bak'), 'skills/keep/SKILL.md': validSkill('keep') };
    const repo = repoWith(
      {
        ...files,
        'fixtures/f/SKILL.md': validSkill('f'),
        '.skillgate.yml': 'exclude: ["fixtures/**"]\n',
        'skillgate.lock': lockOf(files),
      },
      {},
    );
    git(repo.dir, 'mv', 'skills/bak/SKILL.md', 'skills/bak/SKILL.md.bak');
    git(repo.dir, 'rm', '-q', 'fixtures/f/SKILL.md');
    git(repo.dir, 'commit', '-q', '-m', 'rename and delete');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base: repo.base, head })));
    expect(m.log()).toContain('skills/bak/SKILL.md: deleted; its skill must leave skillgate.lock');
    expect(m.log()).not.toContain('renamed to');
    expect(m.log()).toMatch(/^ *fixtures\/f\/SKILL\.md: deleted$/m);
    const summary = m.summaries.join('');
    expect(summary).toContain('skills\\/bak\\/SKILL\\.md (deleted): its skill must leave skillgate\\.lock');
    expect(summary).toMatch(/fixtures\\\/f\\\/SKILL\\\.md \(deleted\)\n/);
  });

  it('a deleted skill that git pairs with a different new one is a deletion, not a rename the lock entry follows', async () => {
    const files = { 'skills/c/SKILL.md': validSkill('c'), 'skills/keep/SKILL.md': validSkill('keep') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      // Nearly the same text, another id: git's rename detection pairs the two files.
      { 'skills/c/SKILL.md': null, 'skills/d/SKILL.md': validSkill('c').replace('id: c\n', 'id: d\n') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['drift/removed', 'drift/added']);
    expect(m.log()).toContain('skills/c/SKILL.md: deleted; its skill must leave skillgate.lock');
    expect(m.log()).not.toContain('renamed to');
    expect(m.summaries.join('')).toContain('skills\\/c\\/SKILL\\.md (deleted): its skill must leave skillgate\\.lock');
  });

  it("a push that deletes the lockfile too: the pairing is judged against the base commit's lock", async () => {
    const files = { 'skills/c/SKILL.md': validSkill('c'), 'skills/keep/SKILL.md': validSkill('keep') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      {
        'skillgate.lock': null,
        'skills/c/SKILL.md': null,
        'skills/d/SKILL.md': validSkill('c').replace('id: c\n', 'id: d\n'),
      },
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }));
    expect(m.log()).toContain('skills/c/SKILL.md: deleted');
    expect(m.log()).not.toContain('renamed to');
  });

  it("a push that moves the lockfile (config lockfile:) is compared with the previous commit's lockfile: its gains are warned", async () => {
    // The previous commit was read at the new path only, where it has none: Bash, re-pinned in
    // the moved lockfile, passed with no warning ("Not compared").
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const after = { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) };
    const repo = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      {
        ...after,
        'skillgate.lock': null,
        '.skillgate.yml': 'lockfile: locks/skills.lock\n',
        'locks/skills.lock': lockOf(after),
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }));
    expect(code).toBe(0);
    const titles = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles).toEqual(expect.arrayContaining(['LockfileMoved', 'CapabilityEscalation', 'VersionNotBumped']));
    expect(m.of('warning').find((c) => (c.args[1] as { title: string }).title === 'LockfileMoved')?.args[0]).toMatch(
      /^this push's config names the lockfile locks\/skills\.lock instead of skillgate\.lock \(\.skillgate\.yml\): the capabilities it gains are compared with the previous commit's skillgate\.lock/,
    );
    expect(m.summaries.join('')).toContain('| a | skills\\/a\\/SKILL\\.md | Bash (trusted) |');
    // Each names the lockfile it was compared with: the previous commit's, not the one moved to.
    const said = m.of('warning').map((c) => c.args[0] as string);
    expect(said.find((w) => w.startsWith('skill "a" gains'))).toMatch(/ against skillgate\.lock at [0-9a-f]{7}, /);
    expect(said.find((w) => w.startsWith('skill "a" changed'))).toMatch(/ against skillgate\.lock at [0-9a-f]{7} /);
    expect(m.summaries.join('')).toMatch(/Compared with skillgate\\\.lock at [0-9a-f]{7}\./);
    expect(titles).not.toContain('LockfileRemoved');
    // The config moved to a lockfile not written yet, the old one still there: nothing was
    // deleted (it said "other.lock is in the base commit but not in this checkout").
    const moved = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      { ...after, '.skillgate.yml': 'lockfile: other.lock\n' },
    );
    const unwritten = await run(moved.dir, eventEnv(moved.dir, 'push', { before: moved.base, after: moved.head }));
    const warned = unwritten.m.of('warning').map((c) => c.args as [string, { title: string }]);
    expect(warned.map((w) => w[1].title)).not.toContain('LockfileRemoved');
    expect(warned.find((w) => w[1].title === 'CapabilityEscalation')?.[0]).toMatch(
      / against skillgate\.lock at [0-9a-f]{7}, and no lockfile pins it \(the lock check is off\): /,
    );
  });

  it('a gain re-pinned in the lock is warned though other drift of that skill says something else', async () => {
    // Any drift of the skill hid its CapabilityEscalation, a drift that says nothing of the
    // gain too (a description edited after the re-pin): Bash was only in the summary's table.
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const pinned = { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) };
    const repo = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      {
        'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']).replace('Does a things.', 'Does a things well.'),
        'skillgate.lock': lockOf(pinned),
      },
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    // Drift says the description changed without a version bump, nothing of Bash.
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toContain('drift/version-not-bumped');
    expect(
      m
        .of('error')
        .map((c) => c.args[0])
        .join('\n'),
    ).not.toContain('Bash');
    expect(m.of('warning').map((c) => c.args[0])).toContainEqual(
      expect.stringMatching(/^skill "a" gains tool "Bash" \(trusted\) against skillgate\.lock at [0-9a-f]{7}/),
    );
    // A drift that says the gain itself (not re-pinned: `changed`, escalation) is not repeated.
    const unpinned = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']).replace('version: 1.0.0', 'version: 1.1.0') },
    );
    const said = await run(unpinned.dir, eventEnv(unpinned.dir, 'pull_request', prPayload(unpinned)));
    expect(said.m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['drift/changed']);
    expect(said.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
  });

  it('a re-pinned gain of 60 tools and 2 memory scopes lists 50 and counts the rest, in its warning and the log', async () => {
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const tools = Array.from({ length: 60 }, (_, i) => `mcp__s__t${String(i).padStart(2, '0')}`);
    const after = {
      'skills/a/SKILL.md': validSkill('a', ['Read', ...tools], ['memories/projects/**', 'x/**', 'y/**']),
    };
    const repo = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      { ...after, 'skillgate.lock': lockOf(after) },
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const listed = `${tools
      .slice(0, 50)
      .map((t) => `tool "${t}" (unclassified)`)
      .join(', ')}, and 12 more`;
    const gains = m.of('warning').filter((c) => (c.args[1] as { title: string }).title === 'CapabilityEscalation');
    expect(gains.map((c) => c.args[0])).toEqual([expect.stringContaining(`skill "a" gains ${listed} against`)]);
    expect(m.log()).toContain(`skills/a/SKILL.md: skill a gains ${listed} against`);
  });

  it('a skill the change gives a new id (or another skill\'s) with a gain, the lock untouched, gets no "re-pins it" warning: its drift (removed, added) or DuplicateId says it', async () => {
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']), 'skills/b/SKILL.md': validSkill('b', ['Grep']) };
    for (const [label, after, errors] of [
      ['new id', validSkill('a2', ['Read', 'Bash']), ['drift/removed', 'drift/added']],
      ["another skill's id", validSkill('b', ['Read', 'Bash']), ['DuplicateId']],
    ] as const) {
      const repo = repoWith({ ...before, 'skillgate.lock': lockOf(before) }, { 'skills/a/SKILL.md': after });
      for (const event of ['pull_request', 'push'] as const) {
        const payload = event === 'push' ? { before: repo.base, after: repo.head } : prPayload(repo);
        const { m } = await run(repo.dir, eventEnv(repo.dir, event, payload));
        const titles = m.of('error').map((c) => (c.args[1] as { title: string }).title);
        expect([label, event, errors.every((e) => titles.includes(e))]).toEqual([label, event, true]);
        const warned = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
        expect([label, event, warned]).toEqual([
          label,
          event,
          expect.not.arrayContaining(['CapabilityEscalation', 'VersionNotBumped']),
        ]);
        expect([label, event, m.outputs.warnings]).toEqual([label, event, '0']);
      }
    }
  });

  it('agentskills: a link to a re-pinned skill from a folder of another name (its NameMismatch, no DuplicateId) keeps the re-pin warnings', async () => {
    const md = (tools: string) =>
      `---\nname: pdf\ndescription: Test skill. Use when testing.\nallowed-tools: ${tools}\nmetadata:\n  version: "1.0.0"\n---\nbody\n`;
    const lock = (tools: string) =>
      serializeLockfile(snapshots(resultsOf({ 'skills/pdf/SKILL.md': md(tools) }, { profile: 'agentskills' })));
    const config = 'profile: agentskills\n';
    const repo = repoWith(
      { '.skillgate.yml': config, 'skills/pdf/SKILL.md': md('Read'), 'skillgate.lock': lock('Read') },
      { 'skills/pdf/SKILL.md': md('Read Bash'), 'skillgate.lock': lock('Read Bash') },
    );
    mkdirSync(path.join(repo.dir, 'other/pdf-x'), { recursive: true });
    symlinkSync('../../skills/pdf/SKILL.md', path.join(repo.dir, 'other/pdf-x/SKILL.md'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-q', '--amend', '-m', 'head');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ ...repo, head })));
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['NameMismatch']);
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toEqual(
      expect.arrayContaining(['CapabilityEscalation', 'VersionNotBumped']),
    );
  });

  it('a re-pinned skill moved afterwards (drift: moved) still gets VersionNotBumped and CapabilityEscalation', async () => {
    // Any drift of the skill hid VersionNotBumped, one that says only where it moved too.
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const pinned = { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) };
    const repo = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      {
        'skills/a/SKILL.md': null,
        'skills/b/SKILL.md': validSkill('a', ['Read', 'Bash']),
        'skillgate.lock': lockOf(pinned),
      },
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['drift/moved']);
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toEqual(
      expect.arrayContaining(['VersionNotBumped', 'CapabilityEscalation']),
    );
  });

  it('a permission profile the pull request removes or narrows is CapabilityEscalation for each skill it let through more', async () => {
    // Only PolicyChanged said it, and the summary said no skill gains a tool.
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']), 'skills/b/SKILL.md': validSkill('b') };
    const ro = 'permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ["skills/**"]\n';
    const removed = repoWith(
      { ...before, '.skillgate.yml': ro, 'skillgate.lock': lockOf(before) },
      { '.skillgate.yml': 'tools:\n  mcp__docs__search: read-only\n' },
    );
    const { m } = await run(removed.dir, eventEnv(removed.dir, 'pull_request', prPayload(removed)));
    const warned = m.of('warning').map((c) => c.args as [string, { title: string; file?: string }]);
    expect(warned.filter((w) => w[1].title === 'CapabilityEscalation').map((w) => w[0])).toEqual([
      `skill "a" gains tool "Bash" (trusted), which it declared at ${removed.base.slice(0, 7)} too, through its permission profile: at "skills/a/SKILL.md" permission profile ro (the base commit's) governed it, now no permission profile at "skills/a/SKILL.md": review the new capabilities before merging`,
    ]);
    expect(m.summaries.join('')).toContain('| a | skills\\/a\\/SKILL\\.md | Bash (trusted) |');
    expect(m.summaries.join('')).not.toContain('No skill gains');
    // A profile that keeps its name and lets more through (here it allows trusted tools now).
    const widened = repoWith(
      { ...before, '.skillgate.yml': ro, 'skillgate.lock': lockOf(before) },
      { '.skillgate.yml': ro.replace('[read-only]', '[read-only, trusted]') },
    );
    const wide = await run(widened.dir, eventEnv(widened.dir, 'pull_request', prPayload(widened)));
    expect(
      wide.m
        .of('warning')
        .map((c) => c.args as [string, { title: string }])
        .filter((w) => w[1].title === 'CapabilityEscalation')
        .map((w) => w[0]),
    ).toEqual([expect.stringContaining('skill "a" gains tool "Bash" (trusted)')]);
    // A tool the pull request reclassifies, which the profile now lets through.
    const mcp = {
      'skills/a/SKILL.md': validSkill('a', ['Read', 'mcp__gh__run']),
    };
    const classed = (cls: string) =>
      `tools:\n  mcp__gh__run: ${cls}\npermission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ["skills/**"]\n`;
    const reclassed = repoWith(
      { ...mcp, '.skillgate.yml': classed('trusted'), 'skillgate.lock': lockOf(mcp) },
      { '.skillgate.yml': classed('read-only') },
    );
    const rc = await run(reclassed.dir, eventEnv(reclassed.dir, 'pull_request', prPayload(reclassed)));
    expect(
      rc.m
        .of('warning')
        .map((c) => c.args as [string, { title: string }])
        .filter((w) => w[1].title === 'CapabilityEscalation')
        .map((w) => w[0]),
    ).toEqual([
      `skill "a" gains tool "mcp__gh__run" (read-only), which it declared at ${reclassed.base.slice(0, 7)} too, through the config's tool classes: it classes mcp__gh__run from trusted to read-only (permission profile ro governs it at "skills/a/SKILL.md"): review the new capabilities before merging`,
    ]);
    // A profile that narrows what skills get: nothing gained, no escalation.
    const narrowed = repoWith(
      {
        ...before,
        '.skillgate.yml': ro.replace('[read-only]', '[read-only, trusted]'),
        'skillgate.lock': lockOf(before),
      },
      { '.skillgate.yml': ro },
    );
    const narrow = await run(narrowed.dir, eventEnv(narrowed.dir, 'pull_request', prPayload(narrowed)));
    expect(narrow.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
  });

  it('a skill moved out of a restrictive permission profile is CapabilityEscalation (the profiles as at the base)', async () => {
    // Its effective tools grew with no change to what it declares or to the config: exit 0,
    // no warning, "No skill gains a tool" in the summary.
    const config = {
      '.skillgate.yml':
        'permission_profiles:\n  ops:\n    allow: [read-only, write, trusted]\n    paths: ["ops/**"]\n  ro:\n    allow: [read-only]\n    paths: ["skills/ro/**"]\n',
    };
    const before = { 'skills/ro/x/SKILL.md': validSkill('x', ['Read', 'Bash']) };
    const after = { 'ops/x/SKILL.md': validSkill('x', ['Read', 'Bash']) };
    const moved = repoWith(
      { ...config, ...before, 'skillgate.lock': lockOf(before) },
      { 'skills/ro/x/SKILL.md': null, ...after, 'skillgate.lock': lockOf(after) },
    );
    const { m } = await run(moved.dir, eventEnv(moved.dir, 'pull_request', prPayload(moved)));
    const warned = m.of('warning').map((c) => c.args as [string, { title: string; file?: string }]);
    const escalation = warned.find((w) => w[1].title === 'CapabilityEscalation');
    expect(escalation?.[0]).toBe(
      `skill "x" gains tool "Bash" (trusted), which it declared at ${moved.base.slice(0, 7)} too, through its permission profile: at "skills/ro/x/SKILL.md" permission profile ro governed it, now permission profile ops at "ops/x/SKILL.md": review the new capabilities before merging`,
    );
    expect(escalation?.[1].file).toBe('ops/x/SKILL.md');
    expect(m.summaries.join('')).toContain('| x | ops\\/x\\/SKILL\\.md | Bash (trusted) |');
    // A SKILL.md link the base already had, under the wider profile: nothing gained by a change
    // that does not touch the skill (every pull request warned, and failed under fail-on: warning).
    const linked = repoWith({ ...config, ...before, 'skillgate.lock': lockOf(before) }, {});
    mkdirSync(path.join(linked.dir, 'ops/x'), { recursive: true });
    symlinkSync('../../skills/ro/x/SKILL.md', path.join(linked.dir, 'ops/x/SKILL.md'));
    git(linked.dir, 'add', '-A');
    git(linked.dir, 'commit', '-q', '-m', 'link');
    const linkedBase = git(linked.dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(path.join(linked.dir, 'README.md'), 'docs\n');
    git(linked.dir, 'add', '-A');
    git(linked.dir, 'commit', '-q', '-m', 'docs');
    const head = git(linked.dir, 'rev-parse', 'HEAD').trim();
    const docs = await run(linked.dir, eventEnv(linked.dir, 'pull_request', prPayload({ base: linkedBase, head })));
    expect(docs.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
    // The pull request adds the restrictive profile as it moves the skill out of its paths:
    // PolicyChanged says the config changed; no claim about a profile the base did not have.
    const added = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      { ...config, 'skills/ro/x/SKILL.md': null, ...after, 'skillgate.lock': lockOf(after) },
    );
    const withConfig = await run(added.dir, eventEnv(added.dir, 'pull_request', prPayload(added)));
    const titles = withConfig.m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles).toContain('PolicyChanged');
    expect(titles).not.toContain('CapabilityEscalation');
    // Moved with an edit (a version bump, as a move often carries): the base commit's SKILL.md
    // tells its x-profile there (none), and the gain is said (the edit hid it).
    const bumped = validSkill('x', ['Read', 'Bash']).replace('version: 1.0.0', 'version: 1.0.1');
    const bump = repoWith(
      { ...config, ...before, 'skillgate.lock': lockOf(before) },
      {
        'skills/ro/x/SKILL.md': null,
        'ops/x/SKILL.md': bumped,
        'skillgate.lock': lockOf({ 'ops/x/SKILL.md': bumped }),
      },
    );
    const afterBump = await run(bump.dir, eventEnv(bump.dir, 'pull_request', prPayload(bump)));
    expect(
      afterBump.m
        .of('warning')
        .map((c) => c.args as [string, { title: string }])
        .find((w) => w[1].title === 'CapabilityEscalation')?.[0],
    ).toBe(
      `skill "x" gains tool "Bash" (trusted), which it declared at ${bump.base.slice(0, 7)} too, through its permission profile: at "skills/ro/x/SKILL.md" permission profile ro governed it, now permission profile ops at "ops/x/SKILL.md": review the new capabilities before merging`,
    );
    // Moved with an edit that drops an x-profile naming the wider profile: the base commit's
    // x-profile governed it at the old path too, so nothing is gained.
    const xprofiled = {
      'skills/ro/x/SKILL.md': validSkill('x', ['Read', 'Bash']).replace('id: x\n', 'id: x\nx-profile: ops\n'),
    };
    const edited = repoWith(
      { ...config, ...xprofiled, 'skillgate.lock': lockOf(xprofiled) },
      {
        'skills/ro/x/SKILL.md': null,
        'ops/x/SKILL.md': validSkill('x', ['Read', 'Bash']).replace('version: 1.0.0', 'version: 1.0.1'),
        'skillgate.lock': lockOf({
          'ops/x/SKILL.md': validSkill('x', ['Read', 'Bash']).replace('version: 1.0.0', 'version: 1.0.1'),
        }),
      },
    );
    const afterEdit = await run(edited.dir, eventEnv(edited.dir, 'pull_request', prPayload(edited)));
    expect(afterEdit.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
    // Moved while a SKILL.md link left at the old place still restricts it (ro first in the
    // config: the first profile any of its names takes): nothing gained.
    const roFirst = {
      '.skillgate.yml':
        'permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ["skills/ro/**"]\n  ops:\n    allow: [read-only, write, trusted]\n    paths: ["ops/**"]\n',
    };
    const kept = repoWith(
      { ...roFirst, ...before, 'skillgate.lock': lockOf(before) },
      { 'skills/ro/x/SKILL.md': null, ...after, 'skillgate.lock': lockOf(after) },
    );
    mkdirSync(path.join(kept.dir, 'skills/ro/x'), { recursive: true });
    symlinkSync('../../../ops/x/SKILL.md', path.join(kept.dir, 'skills/ro/x/SKILL.md'));
    git(kept.dir, 'add', '-A');
    git(kept.dir, 'commit', '-q', '-m', 'link back');
    const keptHead = git(kept.dir, 'rev-parse', 'HEAD').trim();
    const restricted = await run(
      kept.dir,
      eventEnv(kept.dir, 'pull_request', prPayload({ base: kept.base, head: keptHead })),
    );
    const restrictedTitles = restricted.m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(restrictedTitles).toContain('denied-tool');
    expect(restrictedTitles).not.toContain('CapabilityEscalation');
    // Moved between folders of one profile: nothing.
    const same = repoWith(
      { ...config, ...before, 'skillgate.lock': lockOf(before) },
      {
        'skills/ro/x/SKILL.md': null,
        'skills/ro/y/SKILL.md': validSkill('x', ['Read', 'Bash']),
        'skillgate.lock': lockOf({ 'skills/ro/y/SKILL.md': validSkill('x', ['Read', 'Bash']) }),
      },
    );
    const quiet = await run(same.dir, eventEnv(same.dir, 'pull_request', prPayload(same)));
    expect(quiet.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
  });

  it('a skill edited in place to leave a restrictive x-profile, or to stop disallowing a tool, and re-pinned, is CapabilityEscalation', async () => {
    // Its declared tools are the same, so the lock comparison saw nothing; the summary said "No
    // skill gains a tool" beside an effective-tools table listing Bash.
    const config = {
      '.skillgate.yml':
        'permission_profiles:\n  ro:\n    allow: [read-only]\n  admin:\n    allow: [read-only, write, trusted]\nrules:\n  tool-conflict: "off"\n',
    };
    const skill = (extra: string) =>
      validSkill('x', ['Read', 'Bash'])
        .replace('id: x\n', `id: x\n${extra}`)
        .replace('version: 1.0.0', 'version: 1.0.1');
    const pinned = (text: string) => ({ 'skills/x/SKILL.md': text });
    const warned = async (before: string, after: string) => {
      const r = repoWith(
        { ...config, ...pinned(before), 'skillgate.lock': lockOf(pinned(before)) },
        { ...pinned(after), 'skillgate.lock': lockOf(pinned(after)) },
      );
      const out = await run(r.dir, eventEnv(r.dir, 'pull_request', prPayload(r)));
      return {
        base: r.base.slice(0, 7),
        said: out.m
          .of('warning')
          .map((c) => c.args as [string, { title: string }])
          .filter((w) => w[1].title === 'CapabilityEscalation')
          .map((w) => w[0]),
        summary: out.m.summaries.join(''),
      };
    };
    const base = validSkill('x', ['Read', 'Bash']).replace('id: x\n', 'id: x\nx-profile: ro\n');
    const toAdmin = await warned(base, skill('x-profile: admin\n'));
    expect(toAdmin.said).toEqual([
      `skill "x" gains tool "Bash" (trusted), which it declared at ${toAdmin.base} too, through its permission profile: at "skills/x/SKILL.md" permission profile ro governed it, now permission profile admin at "skills/x/SKILL.md": review the new capabilities before merging`,
    ]);
    expect(toAdmin.summary).not.toContain('No skill gains a tool');
    expect(toAdmin.summary).toContain('Capability changes');
    const dropped = await warned(base, skill(''));
    expect(dropped.said).toEqual([
      `skill "x" gains tool "Bash" (trusted), which it declared at ${dropped.base} too, through its permission profile: at "skills/x/SKILL.md" permission profile ro governed it, now no permission profile at "skills/x/SKILL.md": review the new capabilities before merging`,
    ]);
    const disallowed = validSkill('x', ['Read', 'Bash']).replace('id: x\n', 'id: x\ndisallowed_tools: [Bash]\n');
    const undisallowed = await warned(disallowed, skill(''));
    expect(undisallowed.said).toEqual([
      `skill "x" gains tool "Bash" (trusted), which it declared at ${undisallowed.base} too: its disallowed_tools listed "Bash" at ${undisallowed.base} and no longer does (no permission profile governs it at "skills/x/SKILL.md"): review the new capabilities before merging`,
    ]);
    // An edit that keeps what it lets through (a version bump), or narrows it: nothing said.
    expect((await warned(base, skill('x-profile: ro\n'))).said).toEqual([]);
    expect((await warned(skill('x-profile: admin\n'), skill('x-profile: ro\n'))).said).toEqual([]);
    expect((await warned(skill(''), skill('disallowed_tools: [Bash]\n'))).said).toEqual([]);
  });

  it('in-place edits judged right: an id changed at the same path, an unreadable base config, agentskills, an unknown x-profile, the base branch moving on', async () => {
    const cfg =
      'permission_profiles:\n  ro:\n    allow: [read-only]\n  admin:\n    allow: [read-only, write, trusted]\nrules:\n  tool-conflict: "off"\n';
    const skill = (id: string, extra: string, version = '1.0.1') =>
      validSkill(id, ['Read', 'Bash'])
        .replace(/^id: .*\n/m, `id: ${id}\n${extra}`)
        .replace('version: 1.0.0', `version: ${version}`);
    const at = (text: string) => ({ 'skills/x/SKILL.md': text });
    const escalations = async (
      base: Record<string, string>,
      head: Record<string, string | null>,
      baseBranch?: Record<string, string>,
    ) => {
      const r = repoWith(base, head);
      let baseSha = r.base;
      if (baseBranch) {
        // The base branch moves on after the pull request branched; the checkout is its head.
        git(r.dir, 'checkout', '-q', 'main');
        writeTree(r.dir, baseBranch);
        git(r.dir, 'add', '-A');
        git(r.dir, 'commit', '-q', '-m', 'base moves on');
        baseSha = git(r.dir, 'rev-parse', 'HEAD').trim();
        git(r.dir, 'checkout', '-q', 'feature');
      }
      const out = await run(r.dir, eventEnv(r.dir, 'pull_request', prPayload({ base: baseSha, head: r.head })));
      return out.m
        .of('warning')
        .map((c) => c.args as [string, { title: string }])
        .filter((w) => w[1].title === 'CapabilityEscalation')
        .map((w) => w[0].replace(/[0-9a-f]{7}/g, 'SHA'));
    };
    const ro = skill('x', 'x-profile: ro\n', '1.0.0');
    const admin = skill('x', 'x-profile: admin\n');
    // The id changed with the edit: compared with what the old id was pinned to at that path.
    const renamed = skill('x2', 'x-profile: admin\n');
    expect(
      await escalations(
        { '.skillgate.yml': cfg, ...at(ro), 'skillgate.lock': lockOf(at(ro)) },
        { ...at(renamed), 'skillgate.lock': lockOf(at(renamed)) },
      ),
    ).toEqual([
      'skill "x2" gains tool "Bash" (trusted), which it declared at SHA too, through its permission profile: at "skills/x/SKILL.md" permission profile ro governed it, now permission profile admin at "skills/x/SKILL.md": review the new capabilities before merging',
    ]);
    // A base config this check cannot read: the edit is judged with this check's profiles.
    expect(
      await escalations(
        { '.skillgate.yml': `${cfg}  bogus: 1\n`, ...at(ro), 'skillgate.lock': lockOf(at(ro)) },
        { '.skillgate.yml': cfg, ...at(admin), 'skillgate.lock': lockOf(at(admin)) },
      ),
    ).toContainEqual(expect.stringContaining('ro governed it, now permission profile admin'));
    // The base branch changed its config since: the pull request's own edit is still judged.
    expect(
      await escalations(
        { '.skillgate.yml': cfg, ...at(ro), 'skillgate.lock': lockOf(at(ro)) },
        { ...at(admin), 'skillgate.lock': lockOf(at(admin)) },
        { '.skillgate.yml': `${cfg}  writer:\n    allow: [write]\n` },
      ),
    ).toContainEqual(expect.stringContaining('ro governed it, now permission profile admin'));
    // The base branch narrowed the x-profile since; the pull request only edited the body:
    // not the pull request's doing.
    const wide = skill('x', 'x-profile: admin\n', '1.0.0');
    expect(
      await escalations(
        { '.skillgate.yml': cfg, ...at(wide), 'skillgate.lock': lockOf(at(wide)) },
        at(`${wide}more\n`),
        { ...at(ro), 'skillgate.lock': lockOf(at(ro)) },
      ),
    ).toEqual([]);
    // agentskills does not read disallowed_tools: dropping it gives nothing.
    const agent = (v: string, extra: string) =>
      `---\nname: x\ndescription: Does things. Use when testing.\nallowed-tools: Read Bash\n${extra}metadata:\n  version: "${v}"\n---\nb\n`;
    expect(
      await escalations(
        {
          '.skillgate.yml': 'profile: agentskills\n',
          ...at(agent('1.0.0', 'disallowed_tools: [Bash]\n')),
          'skillgate.lock': lockOf(at(agent('1.0.0', 'disallowed_tools: [Bash]\n')), 'agentskills'),
        },
        { ...at(agent('1.0.1', '')), 'skillgate.lock': lockOf(at(agent('1.0.1', '')), 'agentskills') },
      ),
    ).toEqual([]);
    // An x-profile naming no profile allowed nothing: said as that, not as no profile.
    const unknown = skill('x', 'x-profile: readonly\n', '1.0.0');
    const none = skill('x', '');
    expect(
      await escalations(
        { '.skillgate.yml': cfg, ...at(unknown), 'skillgate.lock': lockOf(at(unknown)) },
        { ...at(none), 'skillgate.lock': lockOf(at(none)) },
      ),
    ).toEqual([
      'skill "x" gains tool "Bash" (trusted), tool "Read" (read-only), which it declared at SHA too, through its permission profile: at "skills/x/SKILL.md" an x-profile naming no permission profile (readonly, which allows no tool) governed it, now no permission profile at "skills/x/SKILL.md": review the new capabilities before merging',
    ]);
  });

  it('lists capabilities a skill gains against the base branch lock', async () => {
    const base = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const head = {
      'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash'], ['memories/projects/**', 'memories/**']),
      'skills/n/SKILL.md': validSkill('n', ['Write']),
    };
    const repo = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, { ...head, 'skillgate.lock': lockOf(head) });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    // The PR updated its lock, so there is no drift; the gain is still shown for review.
    expect(code).toBe(0);
    const summary = m.summaries.join('');
    expect(summary).toContain('### Capability changes against the base lock');
    expect(summary).toContain('| a | skills\\/a\\/SKILL\\.md | Bash (trusted) | memories\\/\\*\\* |');
    expect(summary).toContain('| n (new) | skills\\/n\\/SKILL\\.md | Write (write) | memories\\/projects\\/\\*\\* |');
    // The log has each one too: the summary may have to leave some out.
    expect(m.log()).toMatch(
      // Quoted: a scope may hold `, ` (`m/x, tool Bash`), which unquoted read as more gains.
      /skills\/n\/SKILL\.md: new skill n gains tool "Write" \(write\), memory scope "memories\/projects\/\*\*" against skillgate\.lock at [0-9a-f]{7}/,
    );
    // The existing skill's gain, re-pinned by the PR (no drift says it), is a warning on its
    // allowed_tools key, where the reviewer sees it in the diff; the new skill's is not.
    expect(m.of('warning').map((c) => [c.args[0], c.args[1]])).toEqual([
      [
        expect.stringMatching(
          /^skill "a" gains tool "Bash" \(trusted\), memory scope "memories\/\*\*" against skillgate\.lock at [0-9a-f]{7}, and this change re-pins it in the lockfile: review the new capabilities before merging$/,
        ),
        { title: 'CapabilityEscalation', file: 'skills/a/SKILL.md', startLine: 8, startColumn: 1 },
      ],
      // Its version stayed 1.0.0 as its frontmatter changed: said on the version key.
      [
        expect.stringMatching(
          /^skill "a" changed against skillgate\.lock at [0-9a-f]{7} but its version is still "1\.0\.0"/,
        ),
        { title: 'VersionNotBumped', file: 'skills/a/SKILL.md', startLine: 3, startColumn: 1 },
      ],
    ]);
    expect(m.outputs.warnings).toBe('2');
    expect(
      (await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'fail-on': 'warning' })).code,
    ).toBe(1);

    // Not re-pinned: the drift error says it, not a second warning.
    const unpinned = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, head);
    const second = await run(unpinned.dir, eventEnv(unpinned.dir, 'pull_request', prPayload(unpinned)));
    expect(second.code).toBe(1);
    expect(second.m.of('error').map((c) => (c.args[1] as { title: string }).title)).toContain('drift/changed');
    expect(second.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).not.toContain(
      'CapabilityEscalation',
    );
  });

  it('CapabilityEscalation: a renamed id, the paths input, a lock-only change, a push', async () => {
    const title = (m: ReturnType<typeof mockCore>) =>
      m.of('warning').filter((c) => (c.args[1] as { title: string }).title === 'CapabilityEscalation');
    // `id: a` becomes `id: b` at the same path and gains Bash: not "new".
    const base = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const renamedHead = { 'skills/a/SKILL.md': validSkill('b', ['Read', 'Bash']) };
    const renamed = repoWith(
      { ...base, 'skillgate.lock': lockOf(base) },
      { ...renamedHead, 'skillgate.lock': lockOf(renamedHead) },
    );
    const r1 = await run(renamed.dir, eventEnv(renamed.dir, 'pull_request', prPayload(renamed)));
    expect(title(r1.m).map((c) => [c.args[0], c.args[1]])).toEqual([
      [
        expect.stringMatching(/^skill "b" \(pinned as "a"\) gains tool "Bash" \(trusted\) against skillgate\.lock at /),
        { title: 'CapabilityEscalation', file: 'skills/a/SKILL.md', startLine: 7, startColumn: 1 },
      ],
    ]);
    expect(r1.m.summaries.join('')).toContain('| b (was a) | skills\\/a\\/SKILL\\.md | Bash (trusted) |');
    // Outside the `paths` input: not the step's to say.
    const r2 = await run(renamed.dir, eventEnv(renamed.dir, 'pull_request', prPayload(renamed)), {
      paths: 'other/**',
    });
    expect(title(r2.m)).toEqual([]);

    // A change that only re-pins the lock (the base lock was behind its tree): on the key
    // still, read from the whole tree, not at 1:1.
    const behind = { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) };
    const lockOnly = repoWith({ ...behind, 'skillgate.lock': lockOf(base) }, { 'skillgate.lock': lockOf(behind) });
    const r3 = await run(lockOnly.dir, eventEnv(lockOnly.dir, 'pull_request', prPayload(lockOnly)));
    expect(title(r3.m).map((c) => c.args[1])).toEqual([
      { title: 'CapabilityEscalation', file: 'skills/a/SKILL.md', startLine: 7, startColumn: 1 },
    ]);
    // A push is merged already: no "before merging".
    const r4 = await run(lockOnly.dir, eventEnv(lockOnly.dir, 'push', { before: lockOnly.base, after: lockOnly.head }));
    expect(title(r4.m).map((c) => c.args[0])).toEqual([
      expect.stringMatching(/, and the lockfile was re-pinned with it: review the new capabilities$/),
    ]);
  });

  it('a copy of a pinned id outside the `paths` input fails the step (its DuplicateId was not shown, and it gained Bash)', async () => {
    const base = { 'skills/a/SKILL.md': validSkill('a'), 'skills/c/SKILL.md': validSkill('c') };
    const repo = repoWith(
      { ...base, 'skillgate.lock': lockOf(base) },
      { 'docs/evil/SKILL.md': validSkill('a', ['Read', 'Bash']) },
    );
    for (const changedOnly of ['true', 'false']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
        paths: 'skills/**/SKILL.md',
        'changed-only': changedOnly,
      });
      expect([changedOnly, code]).toEqual([changedOnly, 1]);
      expect(m.of('error').map((c) => [c.args[0], c.args[1]])).toEqual([
        [
          expect.stringMatching(/^skill "a" .*is not in the lockfile, which pins that id at "skills\/a\/SKILL\.md"/),
          expect.objectContaining({ title: 'drift/added', file: 'docs/evil/SKILL.md' }),
        ],
      ]);
    }
  });

  it('a folder named SKILL.md that the change fills is a ReadError in the changed-only report, as in a full scan', async () => {
    const base = { 'skills/ok/SKILL.md': validSkill('ok') };
    const repo = repoWith(base, { 'skills/evil/SKILL.md/inner/SKILL.md': validSkill('inner') });
    for (const env of [
      eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }),
      eventEnv(repo.dir, 'pull_request', prPayload(repo)),
    ]) {
      const { code, m } = await run(repo.dir, env);
      expect(code).toBe(1);
      expect(m.of('error').map((c) => c.args[1])).toEqual([
        expect.objectContaining({ title: 'ReadError', file: 'skills/evil/SKILL.md' }),
      ]);
    }
  });

  it('VersionNotBumped: a skill re-pinned without a version bump against the base lock', async () => {
    const titled = (m: ReturnType<typeof mockCore>) =>
      m.of('warning').filter((c) => (c.args[1] as { title: string }).title === 'VersionNotBumped');
    const base = { 'skills/a/SKILL.md': validSkill('a'), 'skills/b/SKILL.md': validSkill('b') };
    const edited = (id: string, version = '1.0.0') =>
      validSkill(id).replace('Does', 'Really does').replace('version: 1.0.0', `version: ${version}`);
    // a: description edited, version kept; b: edited and bumped; n: new.
    const head = {
      'skills/a/SKILL.md': edited('a'),
      'skills/b/SKILL.md': edited('b', '1.0.1'),
      'skills/n/SKILL.md': validSkill('n'),
    };
    const repo = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, { ...head, 'skillgate.lock': lockOf(head) });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(0);
    expect(titled(m).map((c) => [c.args[0], c.args[1]])).toEqual([
      [
        expect.stringMatching(
          /^skill "a" changed against skillgate\.lock at [0-9a-f]{7} but its version is still "1\.0\.0", as in the base lock, and this change re-pins it in the lockfile: bump version before merging$/,
        ),
        { title: 'VersionNotBumped', file: 'skills/a/SKILL.md', startLine: 3, startColumn: 1 },
      ],
    ]);
    expect(m.outputs.warnings).toBe('1');
    expect(m.summaries.join('')).toContain('skill \\"a\\" changed against skillgate\\.lock');
    expect(
      (await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'fail-on': 'warning' })).code,
    ).toBe(1);
    // Outside the `paths` input: not the step's to say.
    const other = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { paths: 'other/**' });
    expect(titled(other.m)).toEqual([]);

    // A version that goes down, on a push: said with the push's wording.
    const down = { 'skills/a/SKILL.md': edited('a', '0.9.0'), 'skills/b/SKILL.md': validSkill('b') };
    const pushed = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, { ...down, 'skillgate.lock': lockOf(down) });
    const p = await run(pushed.dir, eventEnv(pushed.dir, 'push', { before: pushed.base, after: pushed.head }));
    // A merged pull request (a `closed` event, the merge result checked out): too late for "before merging".
    const merged = prPayload(pushed);
    Object.assign(merged, { action: 'closed' });
    Object.assign(merged.pull_request as object, { state: 'closed', merged: true });
    const mp = await run(pushed.dir, eventEnv(pushed.dir, 'pull_request', merged));
    expect(titled(mp.m).map((c) => c.args[0])).toEqual([
      expect.stringMatching(
        /but its version went down from "1\.0\.0" to "0\.9\.0", and the lockfile was re-pinned with it: bump version in a follow-up change$/,
      ),
    ]);
    expect(titled(p.m).map((c) => c.args[0])).toEqual([
      expect.stringMatching(
        /but its version went down from "1\.0\.0" to "0\.9\.0", and the lockfile was re-pinned with it: bump version in a follow-up change$/,
      ),
    ]);

    // Not re-pinned: the drift error (version-not-bumped) says it, not a second warning.
    const unpinned = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, { 'skills/a/SKILL.md': edited('a') });
    const u = await run(unpinned.dir, eventEnv(unpinned.dir, 'pull_request', prPayload(unpinned)));
    expect(u.code).toBe(1);
    expect(u.m.of('error').map((c) => (c.args[1] as { title: string }).title)).toContain('drift/version-not-bumped');
    expect(titled(u.m)).toEqual([]);

    // Several: one summary line lists them (each has its annotation).
    const many = { 'skills/a/SKILL.md': edited('a'), 'skills/b/SKILL.md': edited('b') };
    const both = repoWith({ ...base, 'skillgate.lock': lockOf(base) }, { ...many, 'skillgate.lock': lockOf(many) });
    const w = await run(both.dir, eventEnv(both.dir, 'pull_request', prPayload(both)));
    expect(titled(w.m)).toHaveLength(2);
    expect(w.m.summaries.join('')).toMatch(
      /^> 2 skills changed against .+ without a version bump .+: skills\\\/a\\\/SKILL\\\.md\\, skills\\\/b\\\/SKILL\\\.md$/m,
    );

    // agentskills keeps the version under metadata: the advice names that key.
    const agent = (d: string) =>
      `---\nname: a\ndescription: ${d}. Use when testing.\nallowed-tools: Read\nmetadata:\n  version: "1.0.0"\n---\nb\n`;
    const ab = { '.skillgate.yml': 'profile: agentskills\n', 'skills/a/SKILL.md': agent('Does things') };
    const ah = { ...ab, 'skills/a/SKILL.md': agent('Really does things') };
    const ar = repoWith(
      { ...ab, 'skillgate.lock': lockOf({ 'skills/a/SKILL.md': ab['skills/a/SKILL.md'] }, 'agentskills') },
      { ...ah, 'skillgate.lock': lockOf({ 'skills/a/SKILL.md': ah['skills/a/SKILL.md'] }, 'agentskills') },
    );
    const am = (await run(ar.dir, eventEnv(ar.dir, 'pull_request', prPayload(ar)))).m;
    expect(titled(am).map((c) => [c.args[0], c.args[1]])).toEqual([
      [
        expect.stringMatching(/, and this change re-pins it in the lockfile: bump metadata\.version before merging$/),
        { title: 'VersionNotBumped', file: 'skills/a/SKILL.md', startLine: 6, startColumn: 3 },
      ],
    ]);
  });

  it('checks signatures against the base commit keyring and flags a PR that edits the keyring', async () => {
    const baseKeys = `* ed25519 ${KEY1} key-1\n`;
    const repo = repoWith(
      { '.skillgate/trusted-keys': baseKeys, 'skills/mine/SKILL.md': vector('signed-valid') },
      {
        '.skillgate/trusted-keys': `${baseKeys}* ed25519 ${KEY2} my own key\n`,
        'skills/mine/SKILL.md': vector('signed-untrusted-key'),
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(code).toBe(1);
    const errors = m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
    expect(errors).toHaveLength(1);
    expect(errors[0][1]).toMatchObject({ title: 'UntrustedKey', file: 'skills/mine/SKILL.md' });
    expect(errors[0][0]).toContain(KEY2);
    const warnings = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warnings[0][1]).toMatchObject({ title: 'KeyringChanged', file: '.skillgate/trusted-keys' });
    expect(m.summaries.join('')).toContain('edits the trusted keyring');

    // The same tree outside a pull request trusts the work tree's keyring.
    const push = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
    expect(push.code).toBe(0);
  });

  it('a PR whose keyring has a malformed line fails, though the base commit keyring decides trust', async () => {
    const baseKeys = `* ed25519 ${KEY1} key-1\n`;
    const repo = repoWith(
      { '.skillgate/trusted-keys': baseKeys, 'skills/mine/SKILL.md': vector('signed-valid') },
      { '.skillgate/trusted-keys': `${baseKeys}garbage line here\n` },
    );
    // It used to pass (the base keyring read fine), and every run after the merge failed.
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(code).toBe(1);
    expect(m.failed).toMatch(/\.skillgate\/trusted-keys:2: .*\(this pull request's copy, the keyring once it merges/);
    // A PR that moves the keyring: its new one is the one checked.
    const moved = repoWith(
      { '.skillgate/trusted-keys': baseKeys, 'skills/mine/SKILL.md': vector('signed-valid') },
      { '.skillgate.yml': 'trusted_keys: keys/new\n', 'keys/new': `${baseKeys}@revoked rsa ${KEY1}\n` },
    );
    const r = await run(moved.dir, eventEnv(moved.dir, 'pull_request', prPayload(moved)), { trust: 'registry' });
    expect(r.code).toBe(1);
    expect(r.m.failed).toMatch(/keys\/new:2: unknown algorithm "rsa".*\(this pull request's copy/);
    // Each bad line is annotated on its line, as outside a pull request (it was not).
    const lines = (x: typeof m) =>
      x.of('error').map((c) => {
        const [msg, props] = c.args as [string, Record<string, unknown>];
        return [props.title, props.file, props.startLine, msg];
      });
    expect(lines(m)).toEqual([
      [
        'skillgate: invalid trusted keyring',
        '.skillgate/trusted-keys',
        2,
        expect.stringMatching(/^.+\(this pull request's copy, the keyring once it merges/),
      ],
    ]);
    expect(lines(r.m)).toEqual([
      [
        'skillgate: invalid trusted keyring',
        'keys/new',
        2,
        expect.stringMatching(/unknown algorithm "rsa".*\(this pull/),
      ],
    ]);
  });

  it('a checkout whose sparse-checkout input leaves the keyring and lockfile out reads them as the commit holds them', async () => {
    // actions/checkout's `sparse-checkout: skills` (cone mode): .skillgate/ and locks/ are not in the work tree.
    const skills = { 'skills/mine/SKILL.md': vector('signed-valid') };
    const repo = repoWith(
      {
        '.skillgate.yml': 'lockfile: locks/skillgate.lock\n',
        '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
        'locks/skillgate.lock': lockOf(skills),
        ...skills,
      },
      { '.skillgate/trusted-keys': `@revoked ed25519 ${KEY1} leaked\n`, 'skills/other/SKILL.md': validSkill('other') },
    );
    git(repo.dir, 'sparse-checkout', 'set', 'skills');
    expect(existsSync(path.join(repo.dir, '.skillgate'))).toBe(false);
    const push = await run(repo.dir, eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }));
    expect(push.code).toBe(1);
    // The revocation the push brings applies, and the lock check runs against the lockfile left out.
    expect(push.m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual([
      'RevokedKey',
      'drift/added',
    ]);
    expect(push.m.log()).not.toMatch(/LockfileNotFound|does not exist/);
  });

  it.each([
    ['.skillgate.yml', { '.skillgate.yml': 'trusted_keys: keys/tema\n' }, {}],
    ['the trusted-keys input', {}, { 'trusted-keys': 'keys/tema' }],
  ])('a PR whose keyring named by %s is not there fails, as every run after the merge would', async (_, cfg, input) => {
    const baseKeys = `* ed25519 ${KEY1} key-1\n`;
    const repo = repoWith(
      { '.skillgate/trusted-keys': baseKeys, 'keys/tema': baseKeys, 'skills/mine/SKILL.md': vector('signed-valid') },
      { ...cfg, 'keys/tema': null },
    );
    const env = eventEnv(repo.dir, 'pull_request', prPayload(repo));
    const { code, m } = await run(repo.dir, env, { trust: 'registry', ...input });
    expect(code).toBe(1);
    // (The input's file is checked before anything else: it must exist in the workspace.)
    expect(m.failed).toMatch(
      '.skillgate.yml' in cfg
        ? /cannot read trusted keyring keys\/tema: no such file \(this pull request's copy/
        : /input "trusted-keys" names "keys\/tema", which does not exist/,
    );
    if ('.skillgate.yml' in cfg) {
      // Where the config names it.
      const errors = m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
      expect(errors.map(([, p]) => [p.title, p.file, p.startLine, p.startColumn])).toEqual([
        ['skillgate: invalid config', '.skillgate.yml', 1, 15],
      ]);
    }
    // The same tree on a push fails alike.
    const push = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry', ...input });
    expect(push.code).toBe(1);
    expect(push.m.failed).toMatch(/keys\/tema(: no such file|", which does not exist)/);
  });

  it.each([
    ['a path through ..', 'skills/../mykeys'],
    ['an absolute path inside the checkout', '<abs>/mykeys'],
    ['a path through a symlinked directory', 'linked/../mykeys'],
  ])('a PR cannot trust its own key by naming its keyring as %s in .skillgate.yml', async (_, spelled) => {
    const base = {
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    const repo = repoWith(base, {
      mykeys: `* ed25519 ${KEY2} my own key\n`,
      'skills/mine/SKILL.md': vector('signed-untrusted-key'),
    });
    const keys = spelled.replace('<abs>', repo.dir);
    writeTree(repo.dir, { '.skillgate.yml': `trusted_keys: ${JSON.stringify(keys)}\n` });
    if (spelled.startsWith('linked')) symlinkSync(path.join(repo.dir, 'skills', 'mine'), path.join(repo.dir, 'linked'));
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(code).toBe(1);
    const errors = m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
    expect(errors.map((e) => e[1].title)).toEqual(['UntrustedKey']);
  });

  it('a PR cannot move trusted_keys to another keyring of the base (one whose secret key is public)', async () => {
    const base = {
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'fixtures/keys': `* ed25519 ${KEY2} a test key, its seed in the repository\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    const repo = repoWith(base, {
      '.skillgate.yml': 'trusted_keys: fixtures/keys\n',
      'skills/mine/SKILL.md': vector('signed-untrusted-key'),
    });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(code).toBe(1);
    const errors = m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
    expect(errors.map((e) => e[1].title)).toEqual(['UntrustedKey']);
    const warnings = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warnings.map((w) => w[1].title)).toContain('KeyringMoved');
    expect(warnings.find((w) => w[1].title === 'KeyringMoved')![0]).toMatch(
      /moves the trusted keyring from \.skillgate\/trusted-keys to fixtures\/keys/,
    );
    // Not also "edits the trusted keyring fixtures/keys": that file is not the keyring used.
    expect(warnings.map((w) => w[1].title)).not.toContain('KeyringChanged');
    expect(m.log()).not.toMatch(/fixtures\/keys: the trusted keyring differs/);
  });

  describe('trust local: revocations come from the base commit too', () => {
    const titles = (x: { of: (k: string) => { args: unknown[] }[] }, kind: string) =>
      x.of(kind).map((c) => (c.args[1] as { title: string }).title);

    it('a PR that deletes the @revoked line of the key its skill is signed with still fails RevokedKey', async () => {
      const repo = repoWith(
        { '.skillgate/trusted-keys': `@revoked ed25519 ${KEY1} leaked\n`, 'skills/a/SKILL.md': validSkill('a') },
        { '.skillgate/trusted-keys': '# keys\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(1);
      expect(titles(m, 'error')).toEqual(['RevokedKey']);
      const changed = m.of('warning').find((c) => (c.args[1] as { title: string }).title === 'KeyringChanged')!;
      expect(changed.args[0]).toMatch(
        /only its revocations count, and both the base commit's copy's and this change's apply/,
      );
      expect(changed.args[0]).not.toMatch(/not in use/);
    });

    it('a PR that drops trusted_keys from .skillgate.yml gets the base keyring (and KeyringMoved)', async () => {
      const repo = repoWith(
        {
          '.skillgate.yml': 'trusted_keys: keys/ring\n',
          'keys/ring': `@revoked ed25519 ${KEY1} leaked\n`,
          'skills/a/SKILL.md': validSkill('a'),
        },
        { '.skillgate.yml': '# tidy\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(1);
      expect(titles(m, 'error')).toEqual(['RevokedKey']);
      expect(m.of('error')[0]!.args[0]).toMatch(/is revoked \(keys\/ring:1\)/);
      expect(titles(m, 'warning')).toContain('KeyringMoved');
    });

    it("a PR's own new @revoked line applies at once, to skills it does not touch", async () => {
      const repo = repoWith(
        { '.skillgate/trusted-keys': '# keys\n', 'skills/mine/SKILL.md': vector('signed-valid') },
        { '.skillgate/trusted-keys': `# keys\n@revoked ed25519 ${KEY1} leaked\n` },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(1);
      expect(titles(m, 'error')).toEqual(['RevokedKey']);
      expect(m.of('error')[0]!.args[0]).toMatch(/is revoked \(\.skillgate\/trusted-keys:2\)/);
    });

    it("a PR that repairs the base commit's malformed keyring passes, its own revocations checked, with a warning", async () => {
      const repo = repoWith(
        { '.skillgate/trusted-keys': 'garbage line\n', 'skills/mine/SKILL.md': vector('signed-valid') },
        { '.skillgate/trusted-keys': '# fixed\n' },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(0);
      const warned = m.of('warning').map((c) => c.args as [string, { title: string }]);
      expect(warned.map((w) => w[1].title)).toEqual(expect.arrayContaining(['KeyringChanged', 'KeyringUnavailable']));
      expect(warned.find((w) => w[1].title === 'KeyringUnavailable')![0]).toMatch(
        /trusted keyring \.skillgate\/trusted-keys does not read as one .*only this pull request's copy's revocations are checked/,
      );
      expect(warned.find((w) => w[1].title === 'KeyringChanged')![0]).toMatch(
        /could not be read, so this change's apply/,
      );
      // Its own revocation applies.
      const revoking = repoWith(
        { '.skillgate/trusted-keys': 'garbage line\n', 'skills/mine/SKILL.md': vector('signed-valid') },
        { '.skillgate/trusted-keys': `@revoked ed25519 ${KEY1} leaked\n` },
      );
      const r = await run(revoking.dir, eventEnv(revoking.dir, 'pull_request', prPayload(revoking)));
      expect([r.code, titles(r.m, 'error')]).toEqual([1, ['RevokedKey']]);
    });

    it("a PR that moves the keyring: the base copy's revocations apply, and KeyringChanged says so", async () => {
      const repo = repoWith(
        { '.skillgate/trusted-keys': '# k\n', 'skills/mine/SKILL.md': vector('signed-valid') },
        {
          '.skillgate/trusted-keys': null,
          '.skillgate.yml': 'trusted_keys: keys/ring\n',
          'keys/ring': `@revoked ed25519 ${KEY1} leaked\n`,
        },
      );
      const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
        'changed-only': 'false',
      });
      const changed = m.of('warning').find((c) => (c.args[1] as { title: string }).title === 'KeyringChanged');
      expect(changed?.args[0]).toMatch(
        /this change moves the keyring, so the base commit's copy's apply, and the moved copy's count only after merge/,
      );
      expect(titles(m, 'warning')).toContain('KeyringMoved');
    });

    it('unchanged keyring: a signed skill passes as before', async () => {
      const repo = repoWith(
        { '.skillgate/trusted-keys': `@revoked ed25519 ${KEY2} old\n`, 'skills/a/SKILL.md': validSkill('a') },
        { 'skills/mine/SKILL.md': vector('signed-valid') },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(0);
      expect(titles(m, 'warning')).toEqual([]);
    });
  });

  it('KeyringMoved is annotated on the keyring the PR adds; one its config names and it does not add fails there', async () => {
    const base = {
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    const repo = repoWith(base, {
      '.skillgate.yml': 'trusted_keys: "keys/new\\u202e"\n',
      'keys/new\u202e': `* ed25519 ${KEY2} my own key\n`,
    });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    const warnings = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    const moved = warnings.find((w) => w[1].title === 'KeyringMoved')!;
    // The path from the config is shown as the findings' messages are: a bidi control escaped.
    expect(moved[0]).toContain('moves the trusted keyring from .skillgate/trusted-keys to keys/new\\u202e');
    expect(moved[0]).not.toContain('\u202e');
    // On the keyring it adds (one it does not add is the error below, on the config).
    expect(moved[1].file).toBe('keys/new\u202e');

    // A keyring the PR's config names and nobody adds: every run after the merge fails on it
    // (SPEC §3), and so does this one, at the config line (it passed with a warning).
    const none = repoWith(base, { '.skillgate.yml': 'trusted_keys: "keys/none\\u202e"\n' });
    const r = await run(none.dir, eventEnv(none.dir, 'pull_request', prPayload(none)), { trust: 'registry' });
    expect(r.code).toBe(1);
    const errors = r.m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
    expect(errors).toEqual([
      [
        expect.stringMatching(
          /^cannot read trusted keyring keys\/none\\u202e: no such file \(this pull request's copy/,
        ),
        { title: 'skillgate: invalid config', file: '.skillgate.yml', startLine: 1, startColumn: 15 },
      ],
    ]);
    expect(r.m.failed).not.toContain('\u202e');
  });

  it('a PR that moves trusted_keys and also edits the base keyring gets KeyringChanged on the base keyring', async () => {
    const base = {
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'fixtures/keys': `* ed25519 ${KEY2} a test key\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    const repo = repoWith(base, {
      '.skillgate.yml': 'trusted_keys: fixtures/keys\n',
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n* ed25519 ${KEY2} key-2\n`,
    });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    const warnings = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warnings.map((w) => w[1].title)).toEqual(expect.arrayContaining(['KeyringMoved', 'KeyringChanged']));
    const changed = warnings.find((w) => w[1].title === 'KeyringChanged')!;
    expect(changed[1].file).toBe('.skillgate/trusted-keys');
    expect(changed[0]).toContain('.skillgate/trusted-keys');
    expect(m.log()).toMatch(/\.skillgate\/trusted-keys: the trusted keyring differs/);
  });

  it.each([
    ['local, the base without config or keyring', {}, {}],
    [
      'registry, the base config naming no keyring and the base without one',
      { '.skillgate.yml': 'trust: registry\n' },
      { trust: 'registry' },
    ],
  ])(
    'a PR adding its own keyring path (%s) is checked, trusting nothing, with KeyringMoved',
    async (_, base, inputs) => {
      const repo = repoWith(
        { ...base, 'skills/plain/SKILL.md': validSkill('plain') },
        {
          '.skillgate.yml': `${(base as Record<string, string>)['.skillgate.yml'] ?? ''}trusted_keys: keys/trusted\n`,
          'keys/trusted': `* ed25519 ${KEY2} my own key\n`,
          'skills/mine/SKILL.md': vector('signed-untrusted-key'),
        },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), inputs);
      expect(m.of('setFailed').map((c) => c.args[0])).not.toContainEqual(
        expect.stringMatching(/cannot read trusted keyring/),
      );
      const warnings = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
      expect(warnings.map((w) => w[1].title)).toContain('KeyringMoved');
      const errors = m.of('error').map((c) => (c.args[1] as { title: string }).title);
      // Local: a present signature must verify (it does), trust is not asked. Registry: the
      // PR's key is not trusted, as the base trusts none.
      const registry = (inputs as Record<string, string>).trust === 'registry';
      expect(errors).toEqual(registry ? ['UntrustedKey', 'SignatureMissing'] : []);
      expect(code).toBe(registry ? 1 : 0);
    },
  );

  it('a keyring path the base config already names is used as it is', async () => {
    const cfg = { '.skillgate.yml': 'trusted_keys: keys/release\n', 'keys/release': `* ed25519 ${KEY2} release\n` };
    const repo = repoWith(
      { ...cfg, 'skills/mine/SKILL.md': vector('signed-valid') },
      { 'skills/mine/SKILL.md': vector('signed-untrusted-key') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(m.of('error')).toEqual([]);
    expect(m.of('warning')).toEqual([]);
    expect(code).toBe(0);
  });

  it('a PR cannot switch trust from registry to local in .skillgate.yml; the trust input can', async () => {
    const base = {
      '.skillgate.yml': 'trust: registry\n',
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    const repo = repoWith(base, {
      '.skillgate.yml': 'trust: local\n',
      'skills/mine/SKILL.md': vector('signed-untrusted-key'),
    });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['UntrustedKey']);
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warned.find((w) => w[1].title === 'TrustWeakened')?.[0]).toMatch(
      /^this pull request changes trust from registry to local/,
    );
    // A merge group is named as one (it was "this pull request").
    const payload = { merge_group: { base_sha: repo.base, head_sha: repo.head, base_ref: 'refs/heads/main' } };
    const group = await run(repo.dir, eventEnv(repo.dir, 'merge_group', payload));
    expect(group.code).toBe(1);
    const said = group.m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(said.find((w) => w[1].title === 'TrustWeakened')?.[0]).toMatch(
      /^this merge group changes trust from registry to local/,
    );
    expect(JSON.stringify(said)).not.toContain('pull request');
    // The workflow's own input decides, as it is not the PR's to edit.
    const byInput = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'local' });
    expect(byInput.code).toBe(0);
  });

  it('a symlink to a folder at the report path is replaced by the report, never followed', async () => {
    const repo = repoWith(
      { 'skills/good/SKILL.md': validSkill('good'), 'realdir/keep': 'x\n' },
      { 'skills/new/SKILL.md': validSkill('new') },
    );
    symlinkSync('realdir', path.join(repo.dir, 'report.json'));
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'report-path': 'report.json',
    });
    expect(m.failed).toBeUndefined();
    expect(code).toBe(0);
    expect(lstatSync(path.join(repo.dir, 'report.json')).isFile()).toBe(true);
    expect(readdirSync(path.join(repo.dir, 'realdir'))).toEqual(['keep']);
    expect(readdirSync(repo.dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.bak'))).toEqual([]);
  });

  // A null device of the test's own (mknod needs root, else the test shows as skipped), so that
  // a regression replaces it, not the machine's /dev/null.
  const dev = path.join(tmpDir('skillgate-dev-'), 'null');
  const haveDevice = spawnSync('mknod', ['-m', '666', dev, 'c', '1', '3']).status === 0;
  (haveDevice ? it : it.skip)(
    'a report path that is a character device is written in place, never renamed over; so is one a link outside the workspace leads to',
    async () => {
      const repo = repoWith(
        { 'skills/good/SKILL.md': validSkill('good') },
        { 'skills/new/SKILL.md': validSkill('new') },
      );
      const link = path.join(tmpDir('skillgate-devlink-'), 'out');
      symlinkSync(dev, link);
      for (const target of [dev, link]) {
        const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
          'report-path': target,
        });
        expect([target, code, m.failed]).toEqual([target, 0, undefined]);
        expect(lstatSync(dev).isCharacterDevice()).toBe(true);
      }
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      // Through a folder link the checkout holds, leading out of the workspace: refused, unwritten.
      symlinkSync(path.dirname(dev), path.join(repo.dir, 'rdir'));
      const committed = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
        'report-path': 'rdir/null',
      });
      expect([committed.code, committed.m.failed]).toEqual([
        1,
        'skillgate: input "report-path" names "rdir/null", which cannot be written: "rdir" is a symlink to a folder outside the workspace',
      ]);
    },
  );

  it('a link outside the workspace (/dev/stdout with the output sent to a file) is written through, never replaced', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new/SKILL.md': validSkill('new') });
    const outside = tmpDir('skillgate-outlink-');
    const log = path.join(outside, 'step.log');
    writeFileSync(log, 'earlier output\n');
    const link = path.join(outside, 'stdout');
    symlinkSync(log, link);
    const dangling = path.join(outside, 'later');
    symlinkSync(path.join(outside, 'later-target.json'), dangling);
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'report-path': link,
      'sarif-path': dangling,
    });
    expect([code, m.failed]).toEqual([0, undefined]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(log, 'utf8')).status).toBe('ok');
    expect(lstatSync(dangling).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(path.join(outside, 'later-target.json'), 'utf8')).version).toBe('2.1.0');
    // One to a folder is refused.
    const dir = path.join(outside, 'dir');
    mkdirSync(path.join(outside, 'real-dir'));
    symlinkSync(path.join(outside, 'real-dir'), dir);
    const folder = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'report-path': dir });
    expect([folder.code, folder.m.failed]).toEqual([
      1,
      `skillgate: input "report-path" names "${dir}", which is a folder`,
    ]);
  });

  it('a link the pull request committed is never written through, however the workspace is reached', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new/SKILL.md': validSkill('new') });
    const outside = tmpDir('skillgate-victim-');
    const victim = path.join(outside, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, path.join(repo.dir, 'report2.json')); // the pull request's
    // The workspace reached through a symlink (a self-hosted runner's _work folder).
    const alias = path.join(tmpDir('skillgate-alias-'), 'ws');
    symlinkSync(repo.dir, alias);
    const env = { ...eventEnv(repo.dir, 'pull_request', prPayload(repo)), GITHUB_WORKSPACE: alias };
    const viaAlias = await run(repo.dir, env, { 'report-path': path.join(alias, 'report2.json') });
    expect([viaAlias.code, viaAlias.m.failed]).toEqual([0, undefined]);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(path.join(repo.dir, 'report2.json')).isFile()).toBe(true); // the link was replaced
    // The workflow's own link outside, leading to a link the pull request committed: refused.
    symlinkSync(victim, path.join(repo.dir, 'report3.json'));
    const hop = path.join(outside, 'hop');
    symlinkSync(path.join(repo.dir, 'report3.json'), hop);
    const twice = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'report-path': hop });
    expect(twice.code).toBe(1);
    expect(twice.m.failed).toMatch(
      /names ".*hop", a symlink that leads through the checkout \("report3\.json"\): name the file itself/,
    );
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    // A folder link of the pull request's, named through the alias: refused, nothing written there.
    symlinkSync(outside, path.join(repo.dir, 'reports'));
    const folder = await run(repo.dir, env, { 'report-path': path.join(alias, 'reports', 'x.json') });
    expect(folder.code).toBe(1);
    expect(folder.m.failed).toMatch(/is a symlink to a folder outside the workspace/);
    expect(existsSync(path.join(outside, 'x.json'))).toBe(false);
    // The workflow's dangling link into a folder that does not exist: said in words.
    const nowhere = path.join(outside, 'nowhere');
    symlinkSync(path.join(outside, 'no-such-dir', 'r.json'), nowhere);
    const dangling = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'report-path': nowhere,
    });
    expect(dangling.code).toBe(1);
    expect(dangling.m.failed).toBe(
      `skillgate: input "report-path" names "${nowhere}", which cannot be written: its directory does not exist`,
    );
    // A folder where no file can be made: in words, not Node's message naming the temp file.
    const proc = await run(repo.dir, env, { 'report-path': '/proc/skillgate-report.json' });
    expect(proc.code).toBe(1);
    expect(proc.m.failed).toBe(
      'skillgate: input "report-path" names "/proc/skillgate-report.json", which cannot be written: no file can be created there',
    );
  });

  it('a report path that is a FIFO is refused', async () => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new/SKILL.md': validSkill('new') });
    expect(spawnSync('mkfifo', [path.join(repo.dir, 'pipe')]).status).toBe(0);
    const fifo = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'sarif-path': 'pipe' });
    expect(fifo.code).toBe(1);
    expect(fifo.m.failed).toBe(
      'skillgate: input "sarif-path" names "pipe", which is not a file (a FIFO, socket or block device)',
    );
    expect(lstatSync(path.join(repo.dir, 'pipe')).isFIFO()).toBe(true);
  });

  it('a config, keyring or lockfile input, or a config entry, that names a FIFO is refused, not waited on', async () => {
    // Nothing writes to a FIFO in a job: the CLI reads one named by a flag as a pipe
    // (`--config <(...)`), the Action refuses it (it would wait until the job's timeout).
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new/SKILL.md': validSkill('new') });
    expect(spawnSync('mkfifo', [path.join(repo.dir, 'pipe')]).status).toBe(0);
    const env = eventEnv(repo.dir, 'pull_request', prPayload(repo));
    for (const [input, what] of [
      ['config', 'config'],
      ['trusted-keys', 'trusted keyring'],
      ['lockfile', 'lockfile'],
    ]) {
      const r = await run(repo.dir, env, { [input]: 'pipe' });
      expect([input, r.code]).toEqual([input, 1]);
      expect(r.m.failed).toBe(`skillgate: cannot read ${what} pipe: it is a FIFO (named pipe), not a regular file`);
    }
    writeFileSync(path.join(repo.dir, '.skillgate.yml'), 'lockfile: pipe\n');
    const viaConfig = await run(repo.dir, env);
    expect(viaConfig.code).toBe(1);
    expect(viaConfig.m.failed).toBe(
      'skillgate: .skillgate.yml:1:11: cannot read lockfile pipe: it is a FIFO (named pipe), not a regular file',
    );
    writeFileSync(path.join(repo.dir, '.skillgate.yml'), 'trusted_keys: pipe\n');
    const keysViaConfig = await run(repo.dir, env);
    expect(keysViaConfig.code).toBe(1);
    expect(keysViaConfig.m.failed).toMatch(
      /^skillgate: \.skillgate\.yml:1:15: cannot read trusted keyring pipe: it is a FIFO \(named pipe\), not a regular file/,
    );
  });

  it('a report-path through a folder symlink that leads out of the workspace is refused, nothing written there', async () => {
    const outside = tmpDir('skillgate-outside-');
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, { 'skills/new/SKILL.md': validSkill('new') });
    symlinkSync(outside, path.join(repo.dir, 'reports'));
    for (const input of ['report-path', 'sarif-path']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
        [input]: 'reports/deep/out.json',
      });
      expect(code).toBe(1);
      expect(m.failed).toBe(
        `skillgate: input "${input}" names "reports/deep/out.json", which cannot be written: "reports" is a symlink to a folder outside the workspace`,
      );
      expect(readdirSync(outside)).toEqual([]);
    }
    // A folder symlink that stays inside the workspace is fine.
    mkdirSync(path.join(repo.dir, 'out'));
    symlinkSync('out', path.join(repo.dir, 'inside'));
    const { code } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'report-path': 'inside/r.json',
    });
    expect(code).toBe(0);
    expect(readdirSync(path.join(repo.dir, 'out'))).toEqual(['r.json']);
  });

  it.each([
    ['a payload without a base commit', 'payload'],
    ['an event file that cannot be read', 'missing'],
  ])('a pull request with %s fails closed: its own keyring is not trusted', async (_, how) => {
    const base = {
      '.skillgate.yml': 'trust: registry\n',
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
      'skills/mine/SKILL.md': vector('signed-valid'),
    };
    // The PR trusts its own key (key-2) and signs with it.
    const repo = repoWith(base, {
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n* ed25519 ${KEY2} key-2\n`,
      'skills/mine/SKILL.md': vector('signed-untrusted-key'),
    });
    const payload = prPayload(repo) as { pull_request: { base: { sha?: string } } };
    delete payload.pull_request.base.sha;
    const env = eventEnv(repo.dir, 'pull_request', payload);
    if (how === 'missing') env.GITHUB_EVENT_PATH = path.join(repo.dir, 'no-such-event.json');
    const { code, m } = await run(repo.dir, env);
    expect(code).toBe(1);
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['UntrustedKey']);
    const titles = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles).toContain('KeyringUnavailable');
    const warned = m.of('warning').find((c) => (c.args[1] as { title: string }).title === 'KeyringUnavailable');
    expect(warned?.args[0]).toMatch(
      /base commit \(which the event payload does not name, or could not be read\) to find its trusted keyring: no key is trusted \(the event payload must name the base commit\)$/,
    );
    expect(m.of('notice')[0]?.args[0]).toMatch(
      how === 'missing' ? /cannot read the event payload/ : /has no base commit/,
    );
  });

  it('a push whose event file cannot be read, or is no JSON object, is a full scan that says why', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, {});
    for (const payload of [undefined, [], 'text']) {
      const env = eventEnv(repo.dir, 'push', payload ?? {});
      if (payload === undefined) env.GITHUB_EVENT_PATH = path.join(repo.dir, 'no-such-event.json');
      const { code, m } = await run(repo.dir, env);
      expect(code).toBe(0);
      expect(m.of('notice')[0]?.args[0]).toMatch(/^cannot read the event payload \(GITHUB_EVENT_PATH\)/);
      expect(m.log()).not.toMatch(/created the branch/);
    }
  });

  it('file names with a newline stay one log line in the removed and capability lines', async () => {
    // (A lockfile cannot hold such a path: the lock pins the other skill.)
    const pinned = { 'skills/c/SKILL.md': validSkill('c') };
    const head = { 'skills/n\nx/SKILL.md': validSkill('n', ['Write']), 'skills/a\nb/SKILL.md': null };
    const repo = repoWith(
      { ...pinned, 'skills/a\nb/SKILL.md': validSkill('a'), 'skillgate.lock': lockOf(pinned) },
      head,
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const log = m.log();
    // (git sees a rename: the two skills differ in a few bytes.)
    // (The lock never pinned the old path, so nothing is said of it.)
    expect(log).toMatch(/^ *skills\/a\\nb\/SKILL\.md: renamed to skills\/n\\nx\/SKILL\.md$/m);
    expect(log).toMatch(/skills\/n\\nx\/SKILL\.md: new skill n gains tool "Write"/);
    expect(log.split('\n').filter((l) => /^(b|x)\/SKILL\.md/.test(l))).toEqual([]);
  });

  it.each([
    ['report-path', 'skillgate.lock', 'the lockfile'],
    ['sarif-path', '.skillgate.yml', 'the config'],
    ['report-path', '.skillgate/trusted-keys', 'the trusted keyring'],
    ['sarif-path', 'skills/good/skill.md', 'a SKILL.md'],
    // On a case-insensitive disk (macOS runners) this is the lockfile.
    ['report-path', 'SKILLGATE.LOCK', 'the lockfile'],
  ])('a %s naming %s is refused before the check: the report would replace %s', async (input, file, what) => {
    const files = {
      'skills/good/SKILL.md': validSkill('good'),
      '.skillgate.yml': 'trust: local\n',
      '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
    };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf({ 'skills/good/SKILL.md': files['skills/good/SKILL.md'] }) },
      {},
    );
    const before = readFileSync(
      path.join(
        repo.dir,
        { 'skills/good/skill.md': 'skills/good/SKILL.md', 'SKILLGATE.LOCK': 'skillgate.lock' }[file] ?? file,
      ),
      'utf8',
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', {}), { [input]: file });
    expect(code).toBe(1);
    expect(m.failed).toBe(
      `skillgate: input "${input}" names "${file}", which is ${what}: the report would replace it; give the report its own file`,
    );
    expect(m.outputs.status).toBe('error');
    expect(
      readFileSync(
        path.join(
          repo.dir,
          { 'skills/good/skill.md': 'skills/good/SKILL.md', 'SKILLGATE.LOCK': 'skillgate.lock' }[file] ?? file,
        ),
        'utf8',
      ),
    ).toBe(before);
  });

  it('a report-path or sarif-path naming the file a SKILL.md symlink leads to is refused: the skill would be the report', async () => {
    const repo = repoWith({ 'docs/g.md': validSkill('g') }, {});
    mkdirSync(path.join(repo.dir, 'skills/g'), { recursive: true });
    symlinkSync('../../docs/g.md', path.join(repo.dir, 'skills/g/SKILL.md'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-qm', 'link');
    const before = readFileSync(path.join(repo.dir, 'docs/g.md'), 'utf8');
    for (const input of ['report-path', 'sarif-path']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', {}), { [input]: 'docs/g.md' });
      expect([input, code, m.outputs.status]).toEqual([input, 1, 'error']);
      expect(m.failed).toContain(
        `input "${input}" names "docs/g.md", which is the file the skill "skills/g/SKILL.md" is (through a link): the report would replace it; give the report its own file`,
      );
      expect(readFileSync(path.join(repo.dir, 'docs/g.md'), 'utf8')).toBe(before);
    }
    // A pull request that reads none of the linked skills (it changes another), and a link on
    // the way to one (`skills/c/SKILL.md -> ../../mid/g.md -> ../docs/g.md`): both were replaced.
    mkdirSync(path.join(repo.dir, 'mid'));
    symlinkSync('../docs/g.md', path.join(repo.dir, 'mid/g.md'));
    mkdirSync(path.join(repo.dir, 'skills/c'), { recursive: true });
    symlinkSync('../../mid/g.md', path.join(repo.dir, 'skills/c/SKILL.md'));
    // A hop written with `..` after a folder link (`lnk/../mid2.md`, lnk -> mid/deep): the kernel's reading.
    mkdirSync(path.join(repo.dir, 'mid/deep'), { recursive: true });
    writeFileSync(path.join(repo.dir, 'mid/deep/.keep'), '');
    symlinkSync('mid/deep', path.join(repo.dir, 'lnk'));
    symlinkSync('../docs/g.md', path.join(repo.dir, 'mid/mid2.md'));
    mkdirSync(path.join(repo.dir, 'skills/e'), { recursive: true });
    symlinkSync('../../lnk/../mid2.md', path.join(repo.dir, 'skills/e/SKILL.md'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-qm', 'chain');
    const base = git(repo.dir, 'rev-parse', 'HEAD').trim();
    mkdirSync(path.join(repo.dir, 'skills/d'), { recursive: true });
    writeFileSync(path.join(repo.dir, 'skills/d/SKILL.md'), validSkill('d'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-qm', 'd');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    for (const file of ['docs/g.md', 'mid/g.md', 'mid/mid2.md']) {
      const pr = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base, head })), {
        'report-path': file,
      });
      expect([file, pr.code, pr.m.outputs['files-checked']]).toEqual([file, 1, '1']);
      expect(pr.m.failed).toMatch(
        new RegExp(`names "${file}", which is the file the skill "skills/[ceg]/SKILL\\.md" is`),
      );
      expect(lstatSync(path.join(repo.dir, 'mid/g.md')).isSymbolicLink()).toBe(true);
      expect(readFileSync(path.join(repo.dir, 'docs/g.md'), 'utf8')).toBe(before);
    }
  });

  it.each([
    ['report-path', 'GITHUB_OUTPUT'],
    ['sarif-path', 'GITHUB_STEP_SUMMARY'],
    ['report-path', 'GITHUB_ENV'],
    ['sarif-path', 'GITHUB_PATH'],
  ])("a %s naming the runner's %s file is refused: the report would replace it", async (input, name) => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    const runnerDir = tmpDir('skillgate-runner-');
    const file = path.join(runnerDir, name.toLowerCase());
    writeFileSync(file, '');
    const env = { ...eventEnv(repo.dir, 'push', {}), [name]: file };
    const { code, m } = await run(repo.dir, env, { [input]: file });
    expect(code).toBe(1);
    expect(m.failed).toBe(
      `skillgate: input "${input}" names ${JSON.stringify(file)}, which is the runner's ${name} file: the report would replace it; give the report its own file`,
    );
    expect(readFileSync(file, 'utf8')).toBe('');
    // A device standing in for one (a hand-made run with GITHUB_OUTPUT=/dev/null) is no such file.
    const dev = await run(
      repo.dir,
      { ...eventEnv(repo.dir, 'push', {}), [name]: '/dev/null' },
      { [input]: '/dev/null' },
    );
    expect(dev.code).toBe(0);
  });

  it('a report path that reaches the lockfile through a folder symlink (self -> .) is refused too', async () => {
    const files = { 'skills/good/SKILL.md': validSkill('good') };
    const repo = repoWith({ ...files, 'skillgate.lock': lockOf(files) }, {});
    symlinkSync('.', path.join(repo.dir, 'self'));
    const before = readFileSync(path.join(repo.dir, 'skillgate.lock'), 'utf8');
    for (const file of ['self/skillgate.lock', 'skills/good/../../self/skillgate.lock']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', {}), { 'report-path': file });
      expect(code).toBe(1);
      expect(m.failed).toMatch(/which is the lockfile: the report would replace it/);
    }
    expect(readFileSync(path.join(repo.dir, 'skillgate.lock'), 'utf8')).toBe(before);
  });

  it.each([
    '.git/config',
    '.git/hooks/pre-commit',
    'self/.git/new/r.json',
    '.git',
    '.GIT/config',
    'sub/.git',
    '.husky/pre-commit',
    '.husky/_/h',
    'vendor/x.git/config',
    'vendor/x.git/hooks/pre-push',
  ])("a report path inside git's own files (%s) is refused, nothing written", async (file) => {
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    symlinkSync('.', path.join(repo.dir, 'self'));
    // A bare repository the workspace holds is git's own files too.
    git(repo.dir, 'init', '-q', '--bare', 'vendor/x.git');
    const bareConfig = readFileSync(path.join(repo.dir, 'vendor/x.git/config'), 'utf8');
    // husky: git runs .husky/_/<hook>, which runs .husky/<hook>.
    if (file.startsWith('.husky')) git(repo.dir, 'config', 'core.hooksPath', '.husky/_');
    const before = readFileSync(path.join(repo.dir, '.git/config'), 'utf8');
    for (const input of ['report-path', 'sarif-path']) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', {}), { [input]: file });
      expect(code).toBe(1);
      expect(m.failed).toBe(
        `skillgate: input "${input}" names "${file}", which is inside git's own files: give the report its own file`,
      );
    }
    expect(readFileSync(path.join(repo.dir, '.git/config'), 'utf8')).toBe(before);
    expect(existsSync(path.join(repo.dir, '.git/hooks/pre-commit'))).toBe(false);
    expect(existsSync(path.join(repo.dir, '.git/new'))).toBe(false);
    expect(readFileSync(path.join(repo.dir, 'vendor/x.git/config'), 'utf8')).toBe(bareConfig);
    expect(existsSync(path.join(repo.dir, 'vendor/x.git/hooks/pre-push'))).toBe(false);
  });

  it('a working-directory outside the workspace is refused (.., or a folder symlink that leads out)', async () => {
    const outside = tmpDir('skillgate-outside-');
    writeTree(outside, { 'x/SKILL.md': BAD });
    const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
    symlinkSync(outside, path.join(repo.dir, 'elsewhere'));
    for (const wd of [path.relative(repo.dir, outside), 'elsewhere', outside]) {
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { 'working-directory': wd });
      expect(code).toBe(1);
      expect(m.failed).toBe(
        `skillgate: input "working-directory" names ${JSON.stringify(wd)}, which is outside the workspace (paths are relative to the workspace)`,
      );
    }
  });

  (existsSync('/proc/self') ? it : it.skip)(
    "a report-path under /proc fails the step with a message (Node's recursive mkdir never returns there)",
    async () => {
      const repo = repoWith({ 'skills/good/SKILL.md': validSkill('good') }, {});
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'push', {}), {
        'report-path': '/proc/skillgate-x/r.json',
      });
      expect(code).toBe(1);
      expect(m.failed).toMatch(
        /^skillgate: input "report-path" names "\/proc\/skillgate-x\/r\.json", which cannot be written: /,
      );
    },
    20_000,
  );

  it('a sarif-path that is a folder fails the step before the JSON report is put in place', async () => {
    const repo = repoWith(
      { 'skills/good/SKILL.md': validSkill('good'), 'sarif/keep': 'x\n' },
      { 'skills/new/SKILL.md': validSkill('new') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'report-path': 'report.json',
      'sarif-path': 'sarif',
    });
    expect(code).toBe(1);
    expect(m.failed).toBe('skillgate: input "sarif-path" names "sarif", which cannot be written: it is a folder');
    expect(m.outputs.status).toBe('error');
    expect(existsSync(path.join(repo.dir, 'report.json'))).toBe(false);
    expect(readdirSync(repo.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['sarif-path', { 'sarif-path': 'afile/x.sarif' }],
    ['report-path', { 'report-path': 'afile/x.json', 'sarif-path': 'out.sarif' }],
  ])(
    'a %s under a file fails the step with a message naming the input, and writes no report',
    async (input, inputs) => {
      const repo = repoWith(
        { 'skills/good/SKILL.md': validSkill('good'), afile: 'not a folder\n' },
        { 'skills/new/SKILL.md': validSkill('new') },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), inputs);
      expect(code).toBe(1);
      expect(m.failed).toMatch(
        new RegExp(
          `^skillgate: input "${input}" names "afile/x\\.(sarif|json)", which cannot be written: "afile" is a file, not a folder$`,
        ),
      );
      expect(m.failed).not.toMatch(/internal error/);
      expect(m.outputs.status).toBe('error');
      // All or none: the other report is not left behind either.
      for (const f of ['skillgate-report.json', 'out.sarif']) expect(existsSync(path.join(repo.dir, f))).toBe(false);
      expect(readdirSync(repo.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    },
  );

  it('a base config this version refuses still holds its trust mode against the PR', async () => {
    // An unregistered MCP name in allow: accepted by older versions, a config error now.
    const repo = repoWith(
      {
        '.skillgate.yml': 'trust: registry\npermission_profiles:\n  r:\n    allow: [mcp__x__y]\n',
        '.skillgate/trusted-keys': `* ed25519 ${KEY1} key-1\n`,
        'skills/mine/SKILL.md': vector('signed-valid'),
      },
      { '.skillgate.yml': 'trust: local\n', 'skills/new/SKILL.md': validSkill('new') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const warned = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(warned).toContain('TrustWeakened');
    expect(warned).not.toContain('BaseConfigUnavailable');
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toContain('SignatureMissing');
    expect(code).toBe(1);
  });

  it('a step warning on a file the checkout lacks is a SARIF notification, as its annotation has no file', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/new/SKILL.md': validSkill('new') });
    const payload = prPayload({ ...repo, base: 'f'.repeat(40) });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload), { 'sarif-path': 'out.sarif' });
    expect(code).toBe(0);
    const ann = m.of('warning').find((c) => (c.args[1] as { title?: string }).title === 'BaseConfigUnavailable');
    expect(ann?.args[1]).not.toHaveProperty('file');
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'out.sarif'), 'utf8'));
    const run0 = sarif.runs[0];
    expect(run0.results.filter((r: { ruleId: string }) => r.ruleId === 'BaseConfigUnavailable')).toEqual([]);
    expect(
      run0.invocations[0].toolExecutionNotifications.map((n: { message: { text: string } }) => n.message.text),
    ).toEqual([
      expect.stringMatching(/could not read \.skillgate\.yml from the base commit fffffff/),
      // Trust local: the revocations known are the PR's own (a PR could un-revoke a key unsaid).
      expect.stringMatching(/to find its trusted keyring: only this pull request's copy's revocations are checked/),
    ]);
  });

  it("when the base config cannot be read, a warning says the PR's own config decided trust and lockfile", async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'trust: registry\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      { '.skillgate.yml': 'trust: local\n', 'skills/new/SKILL.md': validSkill('new') },
    );
    // A base commit git does not have, and no token for the API: nothing of the base can be read.
    const payload = prPayload({ ...repo, base: 'f'.repeat(40) });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload));
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    const w = warned.find((x) => x[1].title === 'BaseConfigUnavailable');
    expect(w?.[0]).toMatch(
      /could not read \.skillgate\.yml from the base commit fffffff: the trust mode \(local\) and the lockfile \(skillgate\.lock\) come from this pull request's own config/,
    );
    expect(w?.[1]).toEqual(expect.objectContaining({ file: '.skillgate.yml', startLine: 1 }));
    expect(code).toBe(0);
    // One of them fixed by an input: the other alone "comes" from the config (it read "come").
    const one = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload), { trust: 'local' });
    const alone = one.m.of('warning').find((c) => (c.args[1] as { title?: string }).title === 'BaseConfigUnavailable');
    expect(alone?.args[0]).toMatch(/: the lockfile \(skillgate\.lock\) comes from this pull request's own config/);
    // The workflow's inputs fix both: nothing the PR's config decides is left to warn about.
    const fixed = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload), {
      trust: 'local',
      lockfile: 'skillgate.lock',
    });
    const titles = fixed.m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles).not.toContain('BaseConfigUnavailable');
    // No input fixes which files are scanned: a PR config with include or exclude is said either way.
    const scoped = repoWith(
      {
        '.skillgate.yml': 'trust: local\n',
        'skills/mine/SKILL.md': validSkill('mine'),
        'skillgate.lock': lockOf({ 'skills/mine/SKILL.md': validSkill('mine') }),
      },
      { '.skillgate.yml': 'exclude: ["skills/evil/**"]\n', 'skills/evil/SKILL.md': validSkill('evil', ['Bash']) },
    );
    const hidden = await run(
      scoped.dir,
      eventEnv(scoped.dir, 'pull_request', prPayload({ ...scoped, base: 'f'.repeat(40) })),
      { trust: 'local', lockfile: 'skillgate.lock' },
    );
    const said = hidden.m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(said.find((x) => x[1].title === 'BaseConfigUnavailable')?.[0]).toMatch(
      /: which SKILL\.md files are scanned \(include, exclude\) comes from this pull request's own config/,
    );
  });

  it('a base config that does not parse as YAML is said so, without advice to fetch what is there', async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'trust: [registry\n', 'skills/mine/SKILL.md': validSkill('mine') },
      { '.skillgate.yml': 'trust: local\n', 'skills/new/SKILL.md': validSkill('new') },
    );
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const w = m
      .of('warning')
      .map((c) => c.args as [string, Record<string, unknown>])
      .find((x) => x[1].title === 'BaseConfigUnavailable');
    expect(w?.[0]).toMatch(
      /^the base commit [0-9a-f]{7}'s \.skillgate\.yml does not parse as YAML: the trust mode \(local\) and the lockfile \(skillgate\.lock\) come from this pull request's own config/,
    );
    expect(w?.[0]).not.toMatch(/fetch the base commit/);
  });

  it('a PR that edits .skillgate.yml checks every skill against it, not only the changed ones', async () => {
    const repo = repoWith(
      { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Write']), 'skills/b/SKILL.md': validSkill('b') },
      {
        '.skillgate.yml':
          'permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ["skills/**"]\nrules:\n  denied-tool: error\n',
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    const errors = m.of('error').map((c) => c.args[1] as { title: string; file: string });
    expect(errors).toEqual([expect.objectContaining({ title: 'denied-tool', file: 'skills/a/SKILL.md' })]);
    expect(m.log()).toMatch(/Full scan \(the change edits \.skillgate\.yml\)/);
  });

  it("a PR cannot switch the lock check off by deleting the lockfile: the base commit's is used", async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      { 'skillgate.lock': null, 'skills/evil/SKILL.md': validSkill('evil', ['Read', 'Bash']) },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    expect(m.outputs).toMatchObject({ status: 'drift', drift: '1' });
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    const removed = warned.find((w) => w[1].title === 'LockfileRemoved');
    expect(removed?.[0]).toMatch(/is checked against the base commit's skillgate\.lock/);
    // The lockfile is gone from the work tree: no file for the annotation to sit on.
    expect(removed?.[1]).toEqual({ title: 'LockfileRemoved' });
    // On a push the base commit's lockfile is not imposed: the deletion is merged, and said.
    const push = await run(repo.dir, eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }));
    expect(push.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toContain('LockfileRemoved');
    expect(push.m.outputs.drift).toBe('0');
    // A skill that gains a tool while the push deletes the lockfile: said as a deletion, not
    // as a re-pin (nothing was re-pinned).
    const gains = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      { 'skillgate.lock': null, 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) },
    );
    const deleted = await run(gains.dir, eventEnv(gains.dir, 'push', { before: gains.base, after: gains.head }));
    const said = deleted.m
      .of('warning')
      .filter((c) => ['CapabilityEscalation', 'VersionNotBumped'].includes((c.args[1] as { title: string }).title))
      .map((c) => c.args[0]);
    expect(said).toEqual([
      expect.stringMatching(
        /gains tool "Bash" \(trusted\) .*, and the change deleted the lockfile: review the new capabilities$/,
      ),
      expect.stringMatching(/, and the change deleted the lockfile: bump version in a follow-up change$/),
    ]);
  });

  it('a PR that deletes a lockfile the base commit holds but that is not valid there: the lock check is off, and said', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': '{"lockfileVersion": 1, "skills": ' },
      { 'skillgate.lock': null },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(0);
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warned.find((w) => w[1].title === 'LockfileRemoved')?.[0]).toMatch(
      /^skillgate\.lock is in the base commit [0-9a-f]{7}, where it is not valid, but not in this checkout: the lock check is off for this change/,
    );
  });

  it("the step's own warnings come before the findings' warnings: GitHub shows a step's first 10", async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const noTrigger = (id: string) =>
      `---\nid: ${id}\nversion: 1.0.0\ndescription: No trigger phrase\nallowed_memory_scopes: []\nallowed_tools: []\n---\n`;
    const many: Record<string, string | null> = { 'skillgate.lock': null };
    for (let i = 0; i < 12; i++) many[`skills/w${i}/SKILL.md`] = noTrigger(`w${i}`);
    const repo = repoWith({ ...files, 'skillgate.lock': lockOf(files) }, many);
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo, 7, 13)));
    const titles = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles[0]).toBe('LockfileRemoved');
    expect(titles.slice(1)).toEqual(Array(12).fill('description-trigger'));
    // In the job summary, under the headline, before the tables.
    const summary = m.summaries.join('');
    expect(summary.indexOf('> [!WARNING]\n> skillgate\\.lock is in the base commit')).toBeGreaterThan(0);
    expect(summary.indexOf('> [!WARNING]')).toBeLessThan(summary.indexOf('| outcome | files |'));
  });

  it('a PR that deletes the lockfile is warned about, and fail-on: warning fails on it', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith({ ...files, 'skillgate.lock': lockOf(files) }, { 'skillgate.lock': null });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(0);
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warned.find((w) => w[1].title === 'LockfileRemoved')?.[0]).toMatch(/skillgate\.lock is in the base commit/);
    expect(m.outputs).toMatchObject({ status: 'ok', warnings: '1' });
    // A warning of the step's own is a warning: fail-on: warning fails on it.
    const strict = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { 'fail-on': 'warning' });
    expect(strict.code).toBe(1);
    expect(strict.m.of('setFailed')[0].args[0]).toMatch(/1 warning in 0 checked SKILL\.md files \(fail-on: warning\)/);
    // Everywhere the findings' warnings are: the reports, the log and the summary count it.
    const both = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'sarif-path': 'out.sarif',
    });
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.summary.warnings).toBe(1);
    expect(report.step_warnings).toEqual([
      expect.objectContaining({
        code: 'LockfileRemoved',
        path: 'skillgate.lock',
        line: 1,
        column: 1,
        severity: 'warning',
      }),
    ]);
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'out.sarif'), 'utf8'));
    const results = sarif.runs[0].results as {
      ruleId: string;
      ruleIndex: number;
      level: string;
      locations: unknown[];
    }[];
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([['LockfileRemoved', 'warning']]);
    expect(sarif.runs[0].tool.driver.rules[results[0].ruleIndex].id).toBe('LockfileRemoved');
    expect(JSON.stringify(results[0].locations)).toContain('"uri":"skillgate.lock"');
    expect(both.m.log()).toMatch(
      /\bskillgate\.lock:1:1: warning LockfileRemoved skillgate\.lock is in the base commit/,
    );
    expect(both.m.log()).toMatch(/✓ skillgate: 0 files checked, 0 ok, 0 invalid, 0 errors, 1 warning/);
    expect(both.m.summaries.join('\n')).toMatch(/0 errors · 1 warning/);
  });

  it('a PR cannot move the lock check off the lockfile in .skillgate.yml; the lockfile input can', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      { '.skillgate.yml': 'lockfile: nowhere.lock\n', 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']) },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(1);
    expect(m.outputs.status).toBe('drift');
    expect(Number(m.outputs.drift)).toBeGreaterThan(0);
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warned.find((w) => w[1].title === 'LockfileMoved')?.[0]).toMatch(
      /moves the lockfile from skillgate\.lock to nowhere\.lock \(\.skillgate\.yml\): the lock check uses the base commit's skillgate\.lock/,
    );
    // The job summary compares with the base commit's lock: the new tool is listed.
    expect(m.summaries.join('\n')).toMatch(
      /Compared with skillgate\\.lock at [0-9a-f]{7}\.\n\n.*\n.*\n\| a \| skills.*\| Bash \(trusted\) \|/,
    );
    // A lockfile really moved (file and config): the base's is gone, and that is said too.
    const moved = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      { '.skillgate.yml': 'lockfile: locks/skills.lock\n', 'skillgate.lock': null, 'locks/skills.lock': lockOf(files) },
    );
    const second = await run(moved.dir, eventEnv(moved.dir, 'pull_request', prPayload(moved)));
    expect(second.code).toBe(0);
    const titles = second.m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(titles).toEqual(expect.arrayContaining(['LockfileMoved', 'LockfileRemoved']));
    // The workflow's own input decides, as it is not the PR's to edit.
    const byInput = await run(moved.dir, eventEnv(moved.dir, 'pull_request', prPayload(moved)), {
      lockfile: 'locks/skills.lock',
    });
    expect(byInput.code).toBe(0);
    expect(byInput.m.of('warning')).toEqual([]);
    // The base config named its lockfile: moving it is the same two warnings, not an error.
    const named = repoWith(
      { ...files, '.skillgate.yml': 'lockfile: locks/a.lock\n', 'locks/a.lock': lockOf(files) },
      { '.skillgate.yml': 'lockfile: locks/b.lock\n', 'locks/a.lock': null, 'locks/b.lock': lockOf(files) },
    );
    const third = await run(named.dir, eventEnv(named.dir, 'pull_request', prPayload(named)));
    expect(third.code).toBe(0);
    expect(third.m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toEqual(
      expect.arrayContaining(['LockfileMoved', 'LockfileRemoved']),
    );
  });

  it.each([
    ['exclude', 'exclude: ["skills/evil/**"]\n'],
    ['include', 'include: ["skills/a/**"]\n'],
  ])(
    "a PR cannot hide a skill it adds with its own %s: the base commit's include/exclude decide what is scanned",
    async (_key, config) => {
      const files = { 'skills/a/SKILL.md': validSkill('a') };
      const repo = repoWith(
        { ...files, 'skillgate.lock': lockOf(files) },
        { '.skillgate.yml': config, 'skills/evil/SKILL.md': validSkill('evil', ['Read', 'Bash']) },
      );
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      expect(code).toBe(1);
      expect(m.outputs).toMatchObject({ status: 'drift' });
      expect(m.summaries.join('\n')).toMatch(/\| evil \(new\) \| .*\| Bash \(trusted\)/);
      const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
      expect(warned.find((w) => w[1].title === 'ScanScopeChanged')?.[0]).toMatch(
        new RegExp(
          `this pull request changes ${_key} \\(\\.skillgate\\.yml\\): the step scans every SKILL\\.md that the base commit's or this pull request's`,
        ),
      );
      // The same config in the base commit is the repository's own choice: it stands, no warning.
      const own = repoWith(
        { ...files, 'skillgate.lock': lockOf(files), '.skillgate.yml': config },
        { 'skills/evil/SKILL.md': validSkill('evil', ['Read', 'Bash']) },
      );
      const second = await run(own.dir, eventEnv(own.dir, 'pull_request', prPayload(own)));
      expect(second.m.of('warning')).toEqual([]);
      expect(second.code).toBe(0);
    },
  );

  it('a PR that changes the policy its own check applies is said in one PolicyChanged warning', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith(
      { ...files, '.skillgate.yml': 'tools:\n  mcp__gh__search: read-only\n' },
      {
        '.skillgate.yml':
          'tools:\n  mcp__gh__search: read-only\n  mcp__evil__shell: read-only\nrules:\n  tool-conflict: off\n  description-trigger: error\npermission_profiles:\n  lax:\n    allow: [read-only]\n',
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(code).toBe(0);
    const warned = m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(warned.map((w) => w[1].title)).toEqual(['PolicyChanged']);
    expect(warned[0][0]).toBe(
      'this pull request changes the policy in .skillgate.yml, and this check applies it: lowers tool-conflict from error to off; registers mcp__evil__shell as read-only; adds permission profile lax (review these before merging)',
    );
    expect(m.outputs.warnings).toBe('1');
    // A switch of profile (its rule defaults and schema with it), and a broker range dropped.
    const switched = repoWith(
      { ...files, '.skillgate.yml': 'profile: v1\nbroker_version: "1.4.0"\n' },
      {
        '.skillgate.yml': 'profile: agentskills\n',
        'skills/a/SKILL.md': null,
        'a/SKILL.md': '---\nname: a\ndescription: Does a. Use when a.\n---\n',
      },
    );
    const sw = await run(switched.dir, eventEnv(switched.dir, 'pull_request', prPayload(switched)));
    const swWarned = sw.m.of('warning').map((c) => c.args as [string, Record<string, unknown>]);
    expect(swWarned.find((w) => w[1].title === 'PolicyChanged')?.[0]).toBe(
      'this pull request changes the policy in .skillgate.yml, and this check applies it: switches the profile from v1 to agentskills; removes broker_version 1.4.0 (min/max_broker_version are no longer checked); lowers unclassified-tool from error to warning (review these before merging)',
    );
    // The same config already in the base commit: nothing to say.
    const same = repoWith(
      { ...files, '.skillgate.yml': 'tools:\n  mcp__gh__search: read-only\n' },
      { 'skills/b/SKILL.md': validSkill('b') },
    );
    expect((await run(same.dir, eventEnv(same.dir, 'pull_request', prPayload(same)))).m.of('warning')).toEqual([]);
  });

  it('a PR that widens include and relocks passes: its new files are scanned too (the union of both scopes)', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const wider = { ...files, 'examples/e/SKILL.md': validSkill('e') };
    const repo = repoWith(
      {
        ...files,
        'examples/e/SKILL.md': validSkill('e'),
        '.skillgate.yml': 'include: ["skills/**"]\n',
        'skillgate.lock': lockOf(files),
      },
      { '.skillgate.yml': 'include: ["skills/**", "examples/**"]\n', 'skillgate.lock': lockOf(wider) },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.outputs).toMatchObject({ status: 'ok', drift: '0', 'files-checked': '2' });
    expect(code).toBe(0);
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toEqual(['ScanScopeChanged']);
  });

  it('a PR adopting a lockfile at a path of its own is checked against it, with no warning', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = repoWith(files, {
      '.skillgate.yml': 'lockfile: locks/x.lock\n',
      'locks/x.lock': lockOf({ 'skills/a/SKILL.md': validSkill('a', ['Read', 'Write']) }),
    });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.of('warning')).toEqual([]);
    // The PR's own lockfile is the one checked: it pins Write, which the skill lacks.
    expect(m.outputs.status).toBe('drift');
    expect(code).toBe(1);
  });

  it('the profile input decides how the config registers tools, as --profile does', async () => {
    const skill =
      '---\nname: mine\ndescription: Does a thing. Use when testing.\nallowed-tools: my_tool Read\n---\nbody\n';
    const repo = repoWith({ 'README.md': 'x' }, { 'mine/SKILL.md': skill });
    writeTree(repo.dir, { '.skillgate.yml': 'tools:\n  my_tool: read-only\n' });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { profile: 'agentskills' });
    expect(m.log()).not.toMatch(/only MCP tools/);
    expect(m.outputs.status).toBe('ok');
    expect(code).toBe(0);
  });

  it('a keyring the base branch does not have trusts nothing yet', async () => {
    const repo = repoWith(
      { 'README.md': 'x' },
      { '.skillgate/trusted-keys': `* ed25519 ${KEY1}\n`, 'skills/s/SKILL.md': vector('signed-valid') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { trust: 'registry' });
    expect(code).toBe(1);
    const [msg, props] = m.of('error')[0].args as [string, Record<string, unknown>];
    expect(props.title).toBe('UntrustedKey');
    expect(msg).toMatch(/no keyring at \.skillgate\/trusted-keys on the base commit/);
  });
});

/**
 * A repository whose settings files are symlinks inside it: `links` (path -> target) are made
 * in the base commit; `head` edits files on the feature branch.
 */
function linkedRepo(
  base: Record<string, string>,
  links: Record<string, string>,
  head: Record<string, string | null>,
): { dir: string; base: string; head: string } {
  const repo = repoWith(base, {});
  git(repo.dir, 'checkout', '-q', 'main');
  for (const [link, target] of Object.entries(links)) {
    rmSync(path.join(repo.dir, link), { recursive: true, force: true });
    mkdirSync(path.dirname(path.join(repo.dir, link)), { recursive: true });
    symlinkSync(target, path.join(repo.dir, link));
  }
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '-m', 'links');
  const baseSha = git(repo.dir, 'rev-parse', 'HEAD').trim();
  git(repo.dir, 'checkout', '-q', '-B', 'feature');
  for (const [rel, content] of Object.entries(head)) {
    if (content === null) git(repo.dir, 'rm', '-q', rel);
    else writeTree(repo.dir, { [rel]: content });
  }
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'head');
  return { dir: repo.dir, base: baseSha, head: git(repo.dir, 'rev-parse', 'HEAD').trim() };
}

describe("runAction (pull_request): the base commit's settings files through symlinks", () => {
  const KEYS = `* ed25519 ${KEY1} key-1\n`;

  it('a PR cannot weaken trust in the file a symlinked .skillgate.yml leads to', async () => {
    const repo = linkedRepo(
      {
        'conf/sg.yml': 'trust: registry\n',
        '.skillgate/trusted-keys': KEYS,
        'skills/mine/SKILL.md': vector('signed-valid'),
      },
      { '.skillgate.yml': 'conf/sg.yml' },
      { 'conf/sg.yml': 'trust: local\n', 'skills/evil/SKILL.md': validSkill('evil', ['Bash']) },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const warned = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(warned).toContain('TrustWeakened');
    expect(m.of('error').map((c) => (c.args[1] as { title: string; file: string }).file)).toContain(
      'skills/evil/SKILL.md',
    );
    expect(code).toBe(1);
  });

  it('a PR cannot hide a skill by excluding it in the file a symlinked .skillgate.yml leads to', async () => {
    const repo = linkedRepo(
      {
        'conf/sg.yml': 'trust: registry\n',
        '.skillgate/trusted-keys': KEYS,
        'skills/mine/SKILL.md': vector('signed-valid'),
      },
      { '.skillgate.yml': 'conf/sg.yml' },
      { 'conf/sg.yml': 'trust: registry\nexclude: ["skills/evil/**"]\n', 'skills/evil/SKILL.md': validSkill('evil') },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    const warned = m.of('warning').map((c) => (c.args[1] as { title: string }).title);
    expect(warned).toContain('ScanScopeChanged');
    expect(warned).not.toContain('KeyringUnavailable');
    expect(m.of('error').map((c) => (c.args[1] as { title: string; file: string }).file)).toContain(
      'skills/evil/SKILL.md',
    );
    expect(code).toBe(1);
  });

  it('a PR deleting a symlinked lockfile is checked against the base commit lockfile it leads to', async () => {
    const files = { 'skills/a/SKILL.md': validSkill('a') };
    const repo = linkedRepo(
      { ...files, 'conf/sg.lock': lockOf(files) },
      { 'skillgate.lock': 'conf/sg.lock' },
      { 'skillgate.lock': null, 'conf/sg.lock': null, 'skills/evil/SKILL.md': validSkill('evil', ['Read', 'Bash']) },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.outputs).toMatchObject({ status: 'drift', drift: '1' });
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toContain('LockfileRemoved');
    expect(code).toBe(1);
  });

  it('a PR editing the file a symlinked .skillgate.yml leads to checks every skill against it', async () => {
    const repo = linkedRepo(
      { 'conf/sg.yml': 'trust: local\n', 'skills/a/SKILL.md': validSkill('a', ['Read', 'Write']) },
      { '.skillgate.yml': 'conf/sg.yml' },
      {
        'conf/sg.yml':
          'permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ["skills/**"]\nrules:\n  denied-tool: error\n',
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.log()).toMatch(/Full scan \(the change edits conf\/sg\.yml\)/);
    const errors = m.of('error').map((c) => c.args[1] as { title: string; file: string });
    expect(errors).toEqual([expect.objectContaining({ title: 'denied-tool', file: 'skills/a/SKILL.md' })]);
    expect(code).toBe(1);
  });

  it("a PR adding its own key to the file a symlinked keyring leads to is checked against the base commit's", async () => {
    const repo = linkedRepo(
      { 'keys/main.txt': KEYS, '.skillgate.yml': 'trust: registry\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      { '.skillgate/trusted-keys': '../keys/main.txt' },
      {
        'keys/main.txt': `${KEYS}* ed25519 ${KEY2} my own key\n`,
        'skills/mine/SKILL.md': vector('signed-untrusted-key'),
      },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.failed).not.toMatch(/invalid trusted keyring/);
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toEqual(['UntrustedKey']);
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toContain('KeyringChanged');
    expect(code).toBe(1);
  });

  it('with the base commit unreadable, a PR editing the file a symlinked keyring leads to is not trusted', async () => {
    const repo = linkedRepo(
      { 'keys/main.txt': KEYS, '.skillgate.yml': 'trust: registry\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      { '.skillgate/trusted-keys': '../keys/main.txt' },
      {
        'keys/main.txt': `${KEYS}* ed25519 ${KEY2} my own key\n`,
        'skills/mine/SKILL.md': vector('signed-untrusted-key'),
      },
    );
    // A base commit git does not have, and no token: nothing of the base can be read.
    const payload = prPayload({ ...repo, base: 'f'.repeat(40) });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload));
    const errors = m.of('error').map((c) => (c.args[1] as { title: string }).title);
    expect(errors).toContain('UntrustedKey');
    expect(code).toBe(1);
  });

  it.each([
    ['the keyring file is a symlink', { 'keys/main.txt': KEYS }, { '.skillgate/trusted-keys': '../keys/main.txt' }],
    ['its folder is a symlink', { 'conf/trusted-keys': KEYS }, { '.skillgate': 'conf' }],
  ])('a base keyring read through a symlink trusts its keys (%s)', async (_, base, links) => {
    const repo = linkedRepo(
      { ...base, '.skillgate.yml': 'trust: registry\n', 'skills/mine/SKILL.md': vector('signed-valid') },
      links,
      { 'README.md': 'docs\n' },
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.failed).toBeUndefined();
    expect(m.of('error')).toEqual([]);
    expect(m.of('warning')).toEqual([]);
    expect(code).toBe(0);
  });
});

describe('runAction (events and modes)', () => {
  const broken = { 'skills/x/SKILL.md': BAD, 'skills/y/SKILL.md': validSkill('y') };

  it.each([
    ['workflow_dispatch', {}, /event "workflow_dispatch" has no base/],
    ['push', { before: '0'.repeat(40), after: 'a'.repeat(40) }, /push created the branch/],
    // A tag is no branch (the log said "the push created the branch" for `git push origin v1`).
    ['push', { ref: 'refs/tags/v1', before: '0'.repeat(40), after: 'a'.repeat(40) }, /push created the tag:/],
    ['push', { before: 'b'.repeat(40), after: 'a'.repeat(40), forced: true }, /force push/],
    // A payload whose before is no SHA did not create a branch: it is said as it is.
    [
      'push',
      { before: '--upload-pack=evil', after: 'a'.repeat(40) },
      /Falling back to a full scan: the push payload's "before" is not a commit SHA/,
    ],
    [
      'push',
      { before: { x: 1 }, after: 'a'.repeat(40) },
      /^(?![\s\S]*created the branch)[\s\S]*"before" is not a commit SHA/,
    ],
    // Nor did one without "before" at all.
    ['push', {}, /^(?![\s\S]*created the branch)[\s\S]*the push payload has no "before" commit/],
  ])('%s %j is a full scan', async (event, payload, why) => {
    const repo = repoWith(broken, { 'skills/z/SKILL.md': validSkill('z') });
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, event, payload));
    expect(code).toBe(1);
    expect(m.outputs['files-checked']).toBe('3');
    expect(m.log()).toMatch(why);
  });

  it('a force push is a full scan, and its gains are still compared with the commit before it when that can be had', async () => {
    // Every comparison with `before` was dropped: a force push giving a skill Bash and deleting
    // the lockfile passed green under fail-on: warning.
    const before = { 'skills/a/SKILL.md': validSkill('a', ['Read']) };
    const repo = repoWith(
      { ...before, 'skillgate.lock': lockOf(before) },
      { 'skills/a/SKILL.md': validSkill('a', ['Read', 'Bash']), 'skillgate.lock': null },
    );
    const { code, m } = await run(
      repo.dir,
      eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head, forced: true }),
      { 'fail-on': 'warning' },
    );
    expect(m.log()).toMatch(/force push/);
    expect(m.of('warning').map((c) => (c.args[1] as { title: string }).title)).toEqual(
      expect.arrayContaining(['LockfileRemoved', 'CapabilityEscalation']),
    );
    expect(code).toBe(1);
  });

  it('push compares before..after', async () => {
    const repo = repoWith(broken, { 'skills/z/SKILL.md': BAD.replace('Bad', 'Zed') });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'push', { before: repo.base, after: repo.head }));
    expect(m.outputs['files-checked']).toBe('1');
    expect(m.log()).toContain(`Files changed by the push since ${repo.base.slice(0, 7)} (git)`);
    expect(m.of('error').map((c) => (c.args[1] as { file: string }).file)).toEqual([
      'skills/z/SKILL.md',
      'skills/z/SKILL.md',
    ]);
  });

  it('merge_group compares the group against its base', async () => {
    const repo = repoWith(broken, { 'skills/z/SKILL.md': BAD.replace('Bad', 'Zed') });
    const payload = { merge_group: { base_sha: repo.base, head_sha: repo.head, base_ref: 'refs/heads/main' } };
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'merge_group', payload));
    expect(m.outputs['files-checked']).toBe('1');
    expect(m.log()).toContain(`Files changed by the merge group since ${repo.base.slice(0, 7)} (git)`);
  });

  it('a SKILL.md symlinked to a runner file outside the checkout is reported, never read or quoted', async () => {
    const secret = path.join(tmpDir('skillgate-runner-'), 'credentials');
    writeFileSync(secret, 'https://user:s3cr3t-t0ken@example.com\n');
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/README.md': 'b' });
    symlinkSync(secret, path.join(repo.dir, 'skills', 'b', 'SKILL.md'), 'file');
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}));
    expect(code).toBe(1);
    const errors = m.of('error').map((c) => c.args as [string, Record<string, unknown>]);
    expect(errors.map((e) => [e[1].title, e[1].file])).toEqual([['ReadError', 'skills/b/SKILL.md']]);
    expect(errors[0][0]).toMatch(/symlink to a file outside the repository/);
    expect(JSON.stringify(m)).not.toContain('s3cr3t');
  });

  it('a workspace reached through a symlink still gets repository-relative annotation paths', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': BAD });
    const link = path.join(tmpDir('skillgate-wslink-'), 'ws');
    symlinkSync(repo.dir, link);
    const env = { ...eventEnv(repo.dir, 'workflow_dispatch', {}), GITHUB_WORKSPACE: link };
    const { m } = await run(repo.dir, env);
    const files = m.of('error').map((c) => (c.args[1] as { file: string }).file);
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files)).toEqual(new Set(['skills/b/SKILL.md']));
  });

  it('a symlink at the report path is replaced by the report, never followed out of the checkout', async () => {
    const outside = path.join(tmpDir('skillgate-outside-'), 'precious.txt');
    writeFileSync(outside, 'precious\n');
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
    symlinkSync(outside, path.join(repo.dir, 'skillgate-report.json'));
    const { code } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), {
      'report-path': 'skillgate-report.json',
    });
    expect(code).toBe(0);
    expect(readFileSync(outside, 'utf8')).toBe('precious\n');
    expect(JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8')).status).toBe('ok');
  });

  it.each([
    ['skillgate.lock', 'lockfile'],
    ['.skillgate.yml', 'config'],
    ['.skillgate/trusted-keys', 'trusted keyring'],
  ])('a %s symlinked to a runner file is refused without reading it', async (file, what) => {
    const outside = path.join(tmpDir('skillgate-runner-'), 'secret.json');
    writeFileSync(outside, '{"ghp_SECRETX": 1}\n');
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
    mkdirSync(path.dirname(path.join(repo.dir, file)), { recursive: true });
    symlinkSync(outside, path.join(repo.dir, file));
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
    expect(code).toBe(1);
    expect(m.failed).toBe(
      `skillgate: the ${what} ${file} is a symlink to a file outside the repository: it is not read here`,
    );
    expect(JSON.stringify(m)).not.toContain('SECRETX');
    // One that leads nowhere outside is said alike: a pull request must not learn which paths exist.
    rmSync(path.join(repo.dir, file));
    symlinkSync(path.join(path.dirname(outside), 'no-such-file'), path.join(repo.dir, file));
    const gone = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
    expect(gone.m.failed).toBe(m.failed);
  });

  it.each([
    ['skillgate.lock', '.git/config', 'lockfile'],
    ['.skillgate.yml', '.git/config', 'config'],
    ['.skillgate/trusted-keys', '../.git/config', 'trusted keyring'],
  ])(
    "a %s symlinked into git's own folder (.git/config: the checkout's token) is refused without reading it",
    async (file, target, what) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
      git(repo.dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
      mkdirSync(path.dirname(path.join(repo.dir, file)), { recursive: true });
      symlinkSync(target, path.join(repo.dir, file));
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
      expect(code).toBe(1);
      expect(m.failed).toBe(
        `skillgate: the ${what} ${file} is a symlink into git's own folder (.git): it is not read here`,
      );
      expect(JSON.stringify(m)).not.toContain('SECRETX');
    },
  );

  it.each([
    ['skillgate.lock', '.env', 'lockfile'],
    ['.skillgate.yml', '.env', 'config'],
    ['.skillgate/trusted-keys', '../.env', 'trusted keyring'],
  ])(
    'a %s symlinked to a file git ignores (a .env an earlier step wrote) is refused without reading it',
    async (file, target, what) => {
      const repo = repoWith(
        { 'skills/a/SKILL.md': validSkill('a'), '.gitignore': '.env\n' },
        { 'skills/b/SKILL.md': validSkill('b') },
      );
      writeFileSync(path.join(repo.dir, '.env'), 'deploy ghp_SECRETX x\n');
      mkdirSync(path.dirname(path.join(repo.dir, file)), { recursive: true });
      symlinkSync(target, path.join(repo.dir, file));
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
      expect(code).toBe(1);
      expect(m.failed).toBe(
        `skillgate: the ${what} ${file} is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track): it is not read here`,
      );
      expect(JSON.stringify(m)).not.toContain('SECRETX');
    },
  );

  it("a workspace that is no git work tree: report-path into a repository it holds (tools/.git/config, a bare one's refs) is refused", async () => {
    const ws = tmpDir('skillgate-nogit-');
    writeFileSync(path.join(ws, 'placeholder'), '');
    mkdirSync(path.join(ws, 'skills/a'), { recursive: true });
    writeFileSync(path.join(ws, 'skills/a/SKILL.md'), validSkill('a'));
    git(ws, 'init', '-q', 'tools');
    git(ws, 'init', '-q', '--bare', 'vend.git');
    const config = readFileSync(path.join(ws, 'tools/.git/config'), 'utf8');
    for (const file of ['tools/.git/config', 'vend.git/refs/heads/x', 'vend.git/packed-refs']) {
      const { code, m } = await run(ws, eventEnv(ws, 'workflow_dispatch', {}), { 'report-path': file });
      expect([file, code, m.failed]).toEqual([
        file,
        1,
        `skillgate: input "report-path" names "${file}", which is inside git's own files: give the report its own file`,
      ]);
    }
    expect(readFileSync(path.join(ws, 'tools/.git/config'), 'utf8')).toBe(config);
    expect(existsSync(path.join(ws, 'vend.git/refs/heads/x'))).toBe(false);
    // A report elsewhere in such a workspace is written.
    const ok = await run(ws, eventEnv(ws, 'workflow_dispatch', {}), { 'report-path': 'out/report.json' });
    expect(ok.code).toBe(0);
    expect(existsSync(path.join(ws, 'out/report.json'))).toBe(true);
  });

  it.each([
    ['skillgate.lock', 'skills', 'lockfile'],
    ['.skillgate.yml', 'skills', 'config'],
    ['.skillgate/trusted-keys', '../skills', 'trusted keyring'],
  ])(
    'a %s symlinked to a folder of the repository is said to be a directory (it was "a file that git does not list")',
    async (file, target, what) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
      mkdirSync(path.dirname(path.join(repo.dir, file)), { recursive: true });
      symlinkSync(target, path.join(repo.dir, file));
      const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
      expect(code).toBe(1);
      expect(m.failed).toMatch(
        new RegExp(`^skillgate: cannot read ${what} ${file.replace(/\./g, '\\.')}: it is a directory`),
      );
    },
  );

  it("a SKILL.md link to a file the checkout does not track is refused, whatever the pull request's .gitignore says", async () => {
    // The pull request empties .gitignore: the .env an earlier step wrote was untracked and not
    // ignored, so it was read and its first line quoted.
    const repo = repoWith({ '.gitignore': '.env\n', 'README.md': 'x\n' }, { '.gitignore': '' });
    mkdirSync(path.join(repo.dir, 's'));
    symlinkSync('../.env', path.join(repo.dir, 's/SKILL.md'));
    git(repo.dir, 'add', '-A');
    git(repo.dir, 'commit', '-qm', 'link');
    const head = git(repo.dir, 'rev-parse', 'HEAD').trim();
    writeFileSync(path.join(repo.dir, '.env'), 'SECRET_TOKEN=ghp_SECRETX\n');
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload({ base: repo.base, head })));
    expect(code).toBe(1);
    expect(JSON.stringify(m)).not.toContain('SECRETX');
    expect(m.of('error').map((c) => (c.args[1] as { title: string }).title)).toContain('ReadError');
  });

  it.each([
    ['lockfile', 'lockfile'],
    ['trusted_keys', 'trusted keyring'],
  ])("a %s in git's own folder named by the repository's config is refused without reading it", async (key, what) => {
    const repo = repoWith(
      { 'skills/a/SKILL.md': validSkill('a'), '.skillgate.yml': `${key}: .git/config\n` },
      { 'skills/b/SKILL.md': validSkill('b') },
    );
    git(repo.dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { trust: 'registry' });
    expect(code).toBe(1);
    // At the config's line, as a keyring or lockfile it names that is not there is.
    expect(m.failed).toBe(
      `skillgate: .skillgate.yml:1:${key.length + 3}: the ${what} ".git/config" lies in git's own folder (.git): it is not read here`,
    );
    expect(JSON.stringify(m)).not.toContain('SECRETX');
  });

  it.each(['lockfile', 'trusted-keys'])(
    "the %s input naming a file in git's own folder is refused without reading it (the workflow's own inputs too)",
    async (input) => {
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
      git(repo.dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
      const env = eventEnv(repo.dir, 'workflow_dispatch', {});
      const { code, m } = await run(repo.dir, env, { trust: 'registry', [input]: '.git/config' });
      expect(code).toBe(1);
      expect(m.failed).toMatch(/"\.git\/config" lies in git's own folder \(\.git\): it is not read here/);
      expect(JSON.stringify(m)).not.toContain('SECRETX');
    },
  );

  it.each([
    ['lockfile', 'lockfile', 'lockfile'],
    ['trusted_keys', 'trusted keyring', 'trusted-keys'],
  ])(
    "a %s outside the repository named by a pull request's config is refused without reading it",
    async (key, what, input) => {
      const outside = path.join(tmpDir('skillgate-runner-'), 'secret.json');
      writeFileSync(outside, '{"lockfileVersion":1,"skills":{"ghp_SECRETX":{"path":"a/SKILL.md"}}}\n');
      for (const relative of [false, true]) {
        // The base has no config: a pull request adopting one decides the lockfile's path.
        const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
        const spelled = relative ? path.relative(repo.dir, outside) : outside;
        writeFileSync(path.join(repo.dir, '.skillgate.yml'), `${key}: ${JSON.stringify(spelled)}\n`);
        const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
        expect(code).toBe(1);
        // At the config's line, as a keyring or lockfile it names that is not there is.
        expect(m.failed).toMatch(
          new RegExp(
            `^skillgate: \\.skillgate\\.yml:1:${key.length + 3}: the ${what} ".*" that the repository's config names lies outside the repository: it is not read here`,
          ),
        );
        expect(JSON.stringify(m)).not.toContain('SECRETX');
      }
      // Named by the workflow's input, it is the workflow's own file, and read.
      const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': validSkill('b') });
      const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), { [input]: outside });
      expect(m.failed ?? '').not.toMatch(/lies outside the repository/);
    },
  );

  it('telemetry records the files the report holds: the changed ones, not every one under paths', async () => {
    const { trace } = await import('@opentelemetry/api');
    const { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } =
      await import('@opentelemetry/sdk-trace-base');
    const { flushTelemetry, SPAN_NAME } = await import('../../src/telemetry/index.js');
    const spans = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
    trace.setGlobalTracerProvider(provider);
    try {
      const repo = repoWith(
        { 'skills/a/SKILL.md': validSkill('a'), 'skills/old/SKILL.md': BAD },
        { 'skills/b/SKILL.md': validSkill('b') },
      );
      const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
      await flushTelemetry();
      expect(m.outputs).toMatchObject({ 'files-checked': '1' });
      const files = spans.getFinishedSpans().filter((x) => x.name === SPAN_NAME);
      expect(files.map((x) => [x.attributes.skill_path, x.attributes.validation_outcome])).toEqual([
        ['skills/b/SKILL.md', 'ok'],
      ]);
    } finally {
      trace.disable();
      await provider.shutdown();
    }
  });

  it('a changed SKILL.md that duplicates an unchanged one is DuplicateId', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/copy/SKILL.md': validSkill('a') });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    expect(m.of('error').map((c) => c.args[1] as { title: string; file: string })).toEqual([
      expect.objectContaining({ title: 'DuplicateId', file: 'skills/copy/SKILL.md' }),
    ]);
  });

  it('changed-only: false checks every SKILL.md matched by paths', async () => {
    const repo = repoWith(broken, { 'skills/z/SKILL.md': validSkill('z') });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), {
      'changed-only': 'false',
      paths: 'skills/**\n!skills/x/**',
    });
    expect(m.outputs).toMatchObject({ 'files-checked': '2', errors: '0', status: 'ok' });
  });

  it('a paths input that matches no SKILL.md is a warning of the step, counted as one (fail-on: warning fails)', async () => {
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, {});
    const workflow = { GITHUB_WORKFLOW_REF: 'octo/skills/.github/workflows/ci.yml@refs/heads/main' };
    writeTree(repo.dir, { '.github/workflows/ci.yml': 'on: push\n' });
    const warned = await run(
      repo.dir,
      { ...eventEnv(repo.dir, 'workflow_dispatch', {}), ...workflow },
      {
        paths: 'skils/**',
        'sarif-path': 'out.sarif',
      },
    );
    expect(warned.code).toBe(0);
    expect(warned.m.of('warning').map((c) => c.args)).toEqual([
      [
        'input "paths" matched no SKILL.md file in the repository',
        expect.objectContaining({ title: 'PathsMatchedNothing', file: '.github/workflows/ci.yml' }),
      ],
    ]);
    expect(warned.m.outputs).toMatchObject({ 'files-checked': '0', warnings: '1' });
    expect(warned.m.summaries.join('')).toMatch(/0 SKILL\.md files checked · 0 invalid · 0 errors · 1 warning/);
    // A warning of the step, shown as one (not a NOTE).
    expect(warned.m.summaries.join('')).toMatch(/> \[!WARNING\]\n> input \\?"paths\\?" matched no SKILL\\\.md file/);
    // The reports say it too, and count it as the warnings output does.
    const report = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(report.summary.warnings).toBe(1);
    expect(report.step_warnings).toEqual([
      expect.objectContaining({ code: 'PathsMatchedNothing', path: '.github/workflows/ci.yml', line: 1, column: 1 }),
    ]);
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'out.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['PathsMatchedNothing']);
    // In a pull request too, where the changed files are none of what paths names.
    const pr = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, { 'skills/b/SKILL.md': BAD });
    // (No GITHUB_WORKFLOW_REF: the warning is on no file, and not in SARIF, which needs one.)
    const inPr = await run(pr.dir, eventEnv(pr.dir, 'pull_request', prPayload(pr)), {
      paths: 'skill/**',
      'sarif-path': 'out.sarif',
    });
    expect(inPr.m.outputs).toMatchObject({ 'files-checked': '0', warnings: '1' });
    expect(inPr.m.of('warning').map((c) => c.args)).toEqual([
      [
        'input "paths" matched no SKILL.md file in the repository',
        expect.not.objectContaining({ file: expect.anything() }),
      ],
    ]);
    const prReport = JSON.parse(readFileSync(path.join(pr.dir, 'skillgate-report.json'), 'utf8'));
    expect(prReport.step_warnings).toEqual([expect.objectContaining({ code: 'PathsMatchedNothing', path: '' })]);
    // The log names no place for it (it read `:1:1: warning …`).
    expect(inPr.m.log()).toMatch(/^\s*warning PathsMatchedNothing input "paths" matched no SKILL\.md/m);
    expect(inPr.m.log()).not.toMatch(/^\s*:1:1:/m);
    expect(JSON.parse(readFileSync(path.join(pr.dir, 'out.sarif'), 'utf8')).runs[0].results).toEqual([]);
    // Nor is a workflow of another repository this one's file.
    const other = await run(
      pr.dir,
      {
        ...eventEnv(pr.dir, 'pull_request', prPayload(pr)),
        GITHUB_WORKFLOW_REF: 'octo/shared/.github/workflows/ci.yml@refs/heads/main',
      },
      { paths: 'skill/**' },
    );
    expect(JSON.parse(readFileSync(path.join(pr.dir, 'skillgate-report.json'), 'utf8')).step_warnings[0].path).toBe('');
    expect(other.m.outputs).toMatchObject({ warnings: '1' });
    const failed = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), {
      paths: 'skils/**',
      'fail-on': 'warning',
    });
    expect(failed.code).toBe(1);
    expect(failed.m.failed).toMatch(/warning/);
    // Matches that the config excludes are no typo of the input: the summary counts them, and
    // the one warning is the config's (its exclude leaves every SKILL.md out).
    writeFileSync(path.join(repo.dir, '.skillgate.yml'), 'exclude: ["skills/**"]\n');
    const excluded = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), {
      paths: 'skills/**',
      'fail-on': 'warning',
    });
    expect(excluded.code).toBe(1);
    expect(excluded.m.of('warning').map((c) => (c.args[1] as { title?: string }).title)).toEqual([
      'ExcludeLeavesAllOut',
    ]);
    expect(excluded.m.outputs).toMatchObject({ 'files-checked': '0', warnings: '1' });
    // A typo is one though the config leaves other files out.
    writeFileSync(path.join(repo.dir, '.skillgate.yml'), 'exclude: ["fixtures/**"]\n');
    writeTree(repo.dir, { 'fixtures/f/SKILL.md': validSkill('f') });
    const typo = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), { paths: 'skils/**' });
    expect(typo.m.outputs).toMatchObject({ 'files-checked': '0', warnings: '1' });
  });

  it('paths that keep **/SKILL.md but leave every skill out with `!` globs is PathsMatchedNothing, not "no SKILL.md in the repository"', async () => {
    // The default glob was taken to match everything, whatever `!` globs followed: the step
    // passed under fail-on: warning and said the repository had no SKILL.md.
    const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, {});
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), {
      paths: '**/SKILL.md\n!skills/**',
      'fail-on': 'warning',
    });
    expect(code).toBe(1);
    expect(m.of('warning').map((c) => (c.args[1] as { title?: string }).title)).toEqual(['PathsMatchedNothing']);
    expect(m.of('notice').map((c) => c.args[0])).not.toContainEqual(expect.stringMatching(/no SKILL\.md file/));
    expect(m.outputs).toMatchObject({ 'files-checked': '0', warnings: '1' });
    // The default alone, in a repository with no skill yet, is still no warning.
    const empty = repoWith({ 'README.md': 'x\n' }, {});
    const none = await run(empty.dir, eventEnv(empty.dir, 'workflow_dispatch', {}), {
      paths: '**/SKILL.md\n!skills/**',
      'fail-on': 'warning',
    });
    expect(none.code).toBe(0);
    expect(none.m.of('warning')).toEqual([]);
  });

  it('the reports count the SKILL.md files the config leaves out', async () => {
    const repo = repoWith(
      {
        '.skillgate.yml': 'exclude: ["skills/old/**"]\n',
        'skills/old/SKILL.md': BAD,
        'skills/a/SKILL.md': validSkill('a'),
      },
      {},
    );
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'workflow_dispatch', {}), {
      'sarif-path': 'out.sarif',
    });
    expect(code).toBe(0);
    const json = JSON.parse(readFileSync(path.join(repo.dir, 'skillgate-report.json'), 'utf8'));
    expect(json.summary).toMatchObject({ files: 1, excluded: 1 });
    const sarif = JSON.parse(readFileSync(path.join(repo.dir, 'out.sarif'), 'utf8'));
    expect(sarif.runs[0].properties.excluded_by_config).toBe(1);
    // The log's summary line and the job summary's headline say it too.
    expect(m.log()).toMatch(/1 file checked, 1 ok, .*1 excluded by config/);
    expect(m.summaries.join('')).toMatch(/\*\*1 SKILL\.md file checked · .* · 1 excluded by config\*\*/);
  });

  it('a pull request whose base commit cannot be found falls back to a full scan with a notice', async () => {
    const repo = repoWith(broken, {});
    const payload = prPayload({ base: 'c'.repeat(40), head: repo.head });
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', payload));
    expect(m.outputs['files-checked']).toBe('2');
    const [notice, props] = m.of('notice')[0].args as [string, Record<string, unknown>];
    expect(props).toEqual({ title: 'skillgate: full scan' });
    expect(notice).toMatch(/the base commit ccccccc could not be fetched; no github-token/);
  });

  it('fail-on decides the exit: never, warning, error', async () => {
    const warnOnly = `---\nid: w\nversion: 1.0.0\ndescription: No trigger phrase\nallowed_memory_scopes: []\nallowed_tools: []\n---\n`;
    const repo = repoWith({}, { 'skills/w/SKILL.md': warnOnly, 'skills/x/SKILL.md': BAD });
    const env = eventEnv(repo.dir, 'pull_request', prPayload(repo));
    expect((await run(repo.dir, env, { 'fail-on': 'never' })).code).toBe(0);
    expect((await run(repo.dir, env, { 'fail-on': 'error', paths: 'skills/w' })).code).toBe(0);
    const w = await run(repo.dir, env, { 'fail-on': 'warning', paths: 'skills/w' });
    expect(w.code).toBe(1);
    expect(w.m.failed).toBe('skillgate: 1 warning in 1 checked SKILL.md file (fail-on: warning)');
  });

  it('also reads INPUT_FAIL_ON (underscores) when INPUT_FAIL-ON is absent', async () => {
    const repo = repoWith({}, { 'skills/x/SKILL.md': BAD });
    const env = { ...eventEnv(repo.dir, 'pull_request', prPayload(repo)), INPUT_FAIL_ON: 'never' };
    const { code, m } = await run(repo.dir, env);
    expect(code).toBe(0);
    expect(m.outputs.errors).toBe('2');
  });

  it('says when there are more annotations than GitHub shows', async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 12; i++) many[`skills/s${i}/SKILL.md`] = BAD.replace('Bad', `Bad${i}`);
    const repo = repoWith({}, many);
    const { m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)));
    // The verdict first (setFailed's comes last, past the 10 GitHub shows), then the 24 findings.
    expect(m.failed).toBe('skillgate: 24 errors in 12 checked SKILL.md files (fail-on: error)');
    expect(m.of('error')).toHaveLength(25);
    expect(m.of('error')[0].args).toEqual([m.failed]);
    expect(m.log()).toMatch(/GitHub shows only the first 10 error annotations of a step; all 24 are in the log/);
    expect(m.summaries.join('')).toMatch(/GitHub shows only the first 10 error annotations/);
    // Every finding is in the log.
    for (let i = 0; i < 12; i++) expect(m.log()).toContain(`skills/s${i}/SKILL.md:2:5: error InvalidId`);
  });
});

describe('runAction (bad input and configuration)', () => {
  const repo = repoWith({ 'skills/a/SKILL.md': validSkill('a') }, {});

  it.each([
    [{ 'fail-on': 'sometimes' }, /^skillgate: input "fail-on" must be one of error, warning, never; got "sometimes"$/],
    [{ config: 'nope.yml' }, /^skillgate: input "config" names "nope\.yml", which does not exist/],
    [{ lockfile: 'missing.lock' }, /^skillgate: input "lockfile" names "missing\.lock", which does not exist/],
    [{ 'trusted-keys': 'keys' }, /^skillgate: input "trusted-keys" names "keys", which does not exist/],
    [{ 'changed-only': 'maybe' }, /^skillgate: input "changed-only" must be true or false/],
  ])('%j fails the step naming the input', async (inputs, message) => {
    const { code, m } = await run(repo.dir, eventEnv(repo.dir, 'pull_request', prPayload(repo)), inputs);
    expect(code).toBe(1);
    expect(m.failed).toMatch(message);
    expect(m.outputs).toEqual({
      status: 'error',
      'files-checked': '0',
      errors: '0',
      warnings: '0',
      drift: '0',
      'report-path': '',
      'sarif-path': '',
    });
  });

  it('a broken config, lockfile or keyring fails with its file and line', async () => {
    const r = repoWith({ 'skills/a/SKILL.md': validSkill('a'), '.skillgate.yml': 'trust: sometimes\n' }, {});
    const c = await run(r.dir, eventEnv(r.dir, 'workflow_dispatch', {}));
    expect(c.code).toBe(1);
    expect(c.m.failed).toMatch(/\.skillgate\.yml/);
    writeTree(r.dir, { '.skillgate.yml': '', 'skillgate.lock': '{"lockfileVersion": 2, "skills": {}}' });
    const l = await run(r.dir, eventEnv(r.dir, 'workflow_dispatch', {}));
    expect(l.m.failed).toMatch(/invalid lockfile: skillgate\.lock:1/);

    const k = repoWith({ '.skillgate/trusted-keys': '* ed25519 nothex\n' }, { 'skills/a/SKILL.md': validSkill('a') });
    const kr = await run(k.dir, eventEnv(k.dir, 'pull_request', prPayload(k)), { trust: 'registry' });
    expect(kr.code).toBe(1);
    expect(kr.m.failed).toMatch(
      /invalid trusted keyring: \.skillgate\/trusted-keys:1: .*\(the base commit [0-9a-f]{7}'s copy\)/,
    );
  });
});
