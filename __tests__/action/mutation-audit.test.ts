/**
 * Mutation audit of the Action's modules: behaviours a user sees (the job summary's
 * headline, which files a run covers, what the event payload means, what a pull request's
 * policy change says, which report paths are refused) that no other test pinned down.
 */
import { appendFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { runAction } from '../../src/action.js';
import path from 'node:path';
import { policyChangesAtBase, type BaseReader } from '../../src/action/baseline.js';
import { collectChanges } from '../../src/action/changed-files.js';
import { readEvent, type EventInfo } from '../../src/action/event.js';
import type { GitHubApi } from '../../src/action/github-api.js';
import { readInputs } from '../../src/action/inputs.js';
import { pathMatcher } from '../../src/action/select.js';
import { uncheckedLinkedSkills } from '../../src/action/linked-folders.js';
import { realOr } from '../../src/scan/files.js';
import { buildSummary, type SummaryInput } from '../../src/action/summary.js';
import { loadSettings } from '../../src/core/config.js';
import { serializeLockfile } from '../../src/lock/lockfile.js';
import { snapshots } from '../../src/core/run.js';
import { mockCore, prPayload, repoWith, resultsOf, tmpDir, validSkill, writeTree } from './helpers.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

const NO_TRIGGER = `---\nid: quiet\nversion: 1.0.0\ndescription: Says nothing of when\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n`;

describe('job summary headline', () => {
  const base: SummaryInput = {
    version: '0.1.0',
    how: 'Full scan',
    results: [],
    drift: [],
    lockChecked: false,
    lockfile: 'skillgate.lock',
    removed: [],
    notes: [],
    failOn: 'error',
    failed: false,
    durationMs: 1,
  };

  it('a passing run with warnings is marked ⚠️, not ✅', () => {
    const results = resultsOf({ 'a/SKILL.md': NO_TRIGGER });
    expect(results[0]!.findings.map((f) => f.severity)).toEqual(['warning']);
    const text = buildSummary({ ...base, results });
    expect(text).toMatch(/^## ⚠️ skillgate/);
    expect(buildSummary({ ...base, results: resultsOf({ 'a/SKILL.md': validSkill('a') }) })).toMatch(
      /^## ✅ skillgate/,
    );
  });

  it('says "No findings." only when some file was checked', () => {
    expect(buildSummary({ ...base, results: resultsOf({ 'a/SKILL.md': validSkill('a') }) })).toContain('No findings.');
    expect(buildSummary(base)).not.toContain('No findings.');
    // The headline's warnings are the step's own: "No findings." beside "2 warnings" was a contradiction.
    const own = buildSummary({ ...base, stepWarnings: 2, results: resultsOf({ 'a/SKILL.md': validSkill('a') }) });
    expect(own).toContain('2 warnings');
    expect(own).not.toContain('No findings.');
    expect(own).toContain(
      "No findings in the files checked; the 2 warnings counted above are the step's own (in this summary's other sections, and in the log)",
    );
  });

  it('a removed skill the lock pins says nothing of the lockfile when no lock was checked', () => {
    const removed = [{ path: 'gone/SKILL.md', pinned: true }];
    expect(buildSummary({ ...base, lockChecked: true, removed })).toContain(
      'gone\\/SKILL\\.md (deleted): its skill must leave skillgate\\.lock',
    );
    const off = buildSummary({ ...base, lockChecked: false, removed });
    expect(off).toContain('gone\\/SKILL\\.md (deleted)');
    expect(off).not.toContain('must leave');
  });
});

describe('paths input', () => {
  it('a folder written with a trailing slash covers its subtree', () => {
    const paths = readInputs((n) => (n === 'paths' ? 'skills/' : '')).paths;
    const match = pathMatcher(paths);
    expect(match('skills/a/SKILL.md')).toBe(true);
    expect(match('other/SKILL.md')).toBe(false);
    expect(pathMatcher(['skills//'])('skills/a/SKILL.md')).toBe(true);
  });
});

describe('readEvent (audit)', () => {
  const write = (payload: unknown) => {
    const f = path.join(tmpDir(), 'event.json');
    writeFileSync(f, JSON.stringify(payload));
    return f;
  };

  it("takes a SHA-256 repository's 64-hex commit ids", () => {
    const base = 'c'.repeat(64);
    const head = 'd'.repeat(64);
    const e = readEvent({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: write({ number: 2, pull_request: { number: 2, base: { sha: base }, head: { sha: head } } }),
    });
    expect(e).toMatchObject({ kind: 'pull_request', base, head });
    expect(e.problem).toBeUndefined();
  });
});

describe('collectChanges (audit)', () => {
  const info = () => undefined;
  const pr = (over: Partial<EventInfo> = {}): EventInfo => ({
    name: 'pull_request',
    kind: 'pull_request',
    base: A,
    head: B,
    prNumber: 7,
    ...over,
  });

  it("a pull request of exactly 3,000 files (GitHub's listing cap) is a full scan, without asking the API", async () => {
    let asked = 0;
    const files = [
      { filename: 'a/SKILL.md', status: 'modified' },
      ...Array.from({ length: 2998 }, (_, i) => ({ filename: `docs/f${i}.md`, status: 'modified' })),
    ];
    const api = async (): Promise<GitHubApi> => {
      asked++;
      return { listPullFiles: async () => ({ files, capped: false }), fileAt: async () => null };
    };
    const set = await collectChanges(pr({ changedFiles: 3000 }), true, { api, info });
    expect(set.full).toBe(true);
    expect(set.fallback).toContain('changes 3000 files; GitHub lists at most 3000');
    expect(asked).toBe(0);
    const fewer = await collectChanges(pr({ changedFiles: 2999 }), true, { api, info });
    expect(fewer.full).toBe(false);
    expect(fewer.changed.has('a/SKILL.md')).toBe(true);
    expect(fewer.changed.size).toBe(2999);
  });

  it('a listing with fewer files than the event says the pull request changes is a full scan', async () => {
    // A server that pages otherwise and names no next page: the files on later pages were lost.
    const api = async (): Promise<GitHubApi> => ({
      listPullFiles: async () => ({ files: [{ filename: 'docs/a.md', status: 'modified' }], capped: false }),
      fileAt: async () => null,
    });
    const set = await collectChanges(pr({ changedFiles: 61 }), true, { api, info });
    expect(set.full).toBe(true);
    expect(set.fallback).toBe(
      'the GitHub API listed 1 of the 61 files the event says the pull request #7 changes, so every SKILL.md is checked',
    );
    // As many or more (the pull request grew since the event): the listing stands.
    expect((await collectChanges(pr({ changedFiles: 1 }), true, { api, info })).full).toBe(false);
    // A page sent twice counts once: the page it stood for was lost.
    const twice = async (): Promise<GitHubApi> => ({
      listPullFiles: async () => ({
        files: [
          { filename: 'docs/a.md', status: 'modified' },
          { filename: 'docs/a.md', status: 'modified' },
        ],
        capped: false,
      }),
      fileAt: async () => null,
    });
    expect((await collectChanges(pr({ changedFiles: 2 }), true, { api: twice, info })).fallback).toMatch(
      /^the GitHub API listed 1 of the 2 files/,
    );
  });
});

describe('policyChangesAtBase (audit)', () => {
  async function changesFrom(baseConfig: string, prConfig: string): Promise<string | undefined> {
    const dir = tmpDir('skillgate-audit-policy-');
    writeTree(dir, { '.skillgate.yml': prConfig });
    const settings = await loadSettings(dir, false);
    const reader: BaseReader = {
      sha: A,
      api: async () => ({
        listPullFiles: async () => ({ files: [], capped: false }),
        fileAt: async (p: string) => (p === '.skillgate.yml' ? baseConfig : null),
      }),
    };
    return policyChangesAtBase(settings, reader);
  }

  it("moving a permission profile's paths is said, though its allow list stays", async () => {
    const profile = (paths: string) =>
      `permission_profiles:\n  reviewer:\n    allow: [read-only]\n    paths: ["${paths}"]\n`;
    const said = await changesFrom(profile('skills/review/**'), profile('skills/**'));
    expect(said).toContain('changes permission profile reviewer');
  });

  it('removing a permission profile, all of them, or changing their order is said (each hands skills more tools)', async () => {
    // Only the pull request's own profiles were compared: deleting one (or `permission_profiles`
    // whole) or swapping two widened effective tools with no PolicyChanged.
    const ro = `  ro:\n    allow: [read-only]\n    paths: ["skills/**"]\n`;
    const all = `  all:\n    allow: [read-only, trusted]\n    paths: ["skills/**"]\n`;
    expect(await changesFrom(`permission_profiles:\n${ro}`, 'profile: v1\n')).toContain(
      'removes permission profile ro',
    );
    expect(await changesFrom(`permission_profiles:\n${ro}${all}`, `permission_profiles:\n${all}`)).toContain(
      'removes permission profile ro',
    );
    expect(await changesFrom(`permission_profiles:\n${ro}${all}`, `permission_profiles:\n${all}${ro}`)).toContain(
      'reorders permission profiles from ro, all to all, ro (by paths, the first that matches a skill governs it)',
    );
    // Integer-like names are listed first by JavaScript, not by the file: the file's order counts.
    const named = (n: string) => `  "${n}":\n    allow: [read-only]\n    paths: ["skills/${n}/**"]\n`;
    expect(
      await changesFrom(
        `permission_profiles:\n${named('10')}${named('2')}`,
        `permission_profiles:\n${named('10')}${named('2')}`,
      ),
    ).toBeUndefined();
    expect(
      await changesFrom(
        `permission_profiles:\n${named('10')}${named('2')}`,
        `permission_profiles:\n${named('2')}${named('10')}`,
      ),
    ).toContain('reorders permission profiles from 10, 2 to 2, 10');
    // The same profiles in the same order: nothing.
    expect(await changesFrom(`permission_profiles:\n${ro}${all}`, `permission_profiles:\n${ro}${all}`)).toBeUndefined();
    // Ten tools registered beside the removal: the list is cut at ten, and the removal is not
    // the part cut (it was: "registers … search9 as read-only; and 1 more").
    const tools = `tools:\n${Array.from({ length: 10 }, (_, i) => `  mcp__docs__search${i}: read-only\n`).join('')}`;
    const said = await changesFrom(`permission_profiles:\n${ro}`, tools);
    expect(said).toContain(': removes permission profile ro; registers mcp__docs__search0 as read-only;');
    expect(said).toContain('; and 1 more (review these before merging)');
  });

  it('a broker_version changed is said, not only one removed (another broker passes other ranges)', async () => {
    expect(await changesFrom('broker_version: 1.4.0\n', 'broker_version: 1.0.0\n')).toContain(
      'changes broker_version from 1.4.0 to 1.0.0',
    );
    expect(await changesFrom('broker_version: 1.4.0\n', 'broker_version: 1.4.0\n')).toBeUndefined();
    expect(await changesFrom('broker_version: 1.4.0\n', 'profile: v1\n')).toContain('removes broker_version 1.4.0');
  });
});

describe('linked folders (audit)', () => {
  function tree(files: string[]): string {
    const dir = realOr(tmpDir('skillgate-audit-linked-'));
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), '---\n---\n');
    }
    return dir;
  }

  it('counts the unchecked files of a folder outside (names none); one file is "1 SKILL.md file"', () => {
    const root = tree(['skills/a/SKILL.md']);
    const three = tree(['one/SKILL.md', 'two/SKILL.md', 'three/SKILL.md']);
    const one = tree(['only/SKILL.md']);
    symlinkSync(three, path.join(root, 'skills/three'));
    symlinkSync(one, path.join(root, 'skills/one'));
    const found = uncheckedLinkedSkills(
      root,
      ['skills/three', 'skills/one'],
      () => new Set(),
      () => true,
    );
    const said = Object.fromEntries(found.map((f) => [f.link, f.message]));
    expect(said['skills/three']).toContain('holding 3 SKILL.md files, which no check reads');
    expect(said['skills/one']).toContain('holding 1 SKILL.md file, which no check reads');
  });
});

/** runAction with a recording core, as the runner starts it for `event` with `payload`. */
async function step(dir: string, event: string, payload: unknown, inputs: Record<string, string> = {}) {
  const f = path.join(tmpDir('skillgate-audit-event-'), 'event.json');
  writeFileSync(f, JSON.stringify(payload));
  const m = mockCore(inputs);
  const code = await runAction({
    core: m.core,
    cwd: dir,
    env: { GITHUB_EVENT_NAME: event, GITHUB_EVENT_PATH: f, GITHUB_WORKSPACE: dir, GITHUB_REPOSITORY: 'octo/skills' },
  });
  const warningTitles = m.of('warning').map((c) => (c.args[1] as { title?: string } | undefined)?.title);
  return { code, m, warningTitles };
}

const lockOf = (files: Record<string, string>): string => serializeLockfile(snapshots(resultsOf(files)));

describe('runAction (audit)', () => {
  it('a repository with no SKILL.md yet and the default paths is no PathsMatchedNothing warning', async () => {
    const repo = repoWith({ 'README.md': 'x' }, { 'docs/guide.md': 'y' });
    const { code, m, warningTitles } = await step(repo.dir, 'pull_request', prPayload(repo), { 'fail-on': 'warning' });
    expect(warningTitles).not.toContain('PathsMatchedNothing');
    expect(m.outputs.warnings).toBe('0');
    expect(code).toBe(0);
  });

  it('a full scan with nothing to check says so in a notice (a job that forgot actions/checkout), not a warning', async () => {
    const repo = repoWith({ 'README.md': 'x' }, { 'docs/guide.md': 'y' });
    const notices = (m: { of(kind: string): { args: unknown[] }[] }) =>
      m.of('notice').filter((c) => (c.args[1] as { title?: string })?.title === 'skillgate: nothing to check');
    const full = await step(repo.dir, 'workflow_dispatch', {}, { 'fail-on': 'warning' });
    expect(full.code).toBe(0);
    expect(notices(full.m).map((c) => c.args[0])).toEqual(['no SKILL.md file in the repository: nothing was checked']);
    // An empty workspace (no checkout at all).
    const empty = tmpDir('skillgate-empty-');
    const none = await step(empty, 'workflow_dispatch', {}, { 'fail-on': 'warning' });
    expect(none.code).toBe(0);
    expect(notices(none.m).map((c) => c.args[0])).toEqual([
      'no SKILL.md file in the workspace, which is not a git checkout: nothing was checked (does the job run actions/checkout before skillgate?)',
    ]);
    // A pull request that changes no skill has nothing to check, and that is no news.
    expect(notices((await step(repo.dir, 'pull_request', prPayload(repo))).m)).toEqual([]);
  });

  it('a changed SKILL.md the config excludes keeps the run to the changed files (no full-scan fallback)', async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'exclude: ["vendor/**"]\n', 'skills/a/SKILL.md': validSkill('a') },
      { 'vendor/x/SKILL.md': validSkill('x') },
    );
    const { code, m } = await step(repo.dir, 'pull_request', prPayload(repo));
    expect(code).toBe(0);
    expect(m.of('notice')).toEqual([]);
    expect(m.log()).not.toContain('Falling back to a full scan');
    expect(m.outputs['files-checked']).toBe('0');
  });

  it('a PR that deletes .skillgate.yml checks every skill (the rules every skill is held to changed)', async () => {
    const repo = repoWith(
      { '.skillgate.yml': 'rules:\n  description-trigger: off\n', 'skills/a/SKILL.md': validSkill('a') },
      { '.skillgate.yml': null, 'skills/b/SKILL.md': validSkill('b') },
    );
    const { m } = await step(repo.dir, 'pull_request', prPayload(repo));
    expect(m.log()).toMatch(/Full scan \(the change edits \.skillgate\.yml\)/);
    expect(m.outputs['files-checked']).toBe('2');
  });

  it('a push that deletes a skill and the lockfile does not ask for a lock entry to leave a lockfile that is gone', async () => {
    const files = { 'skills/c/SKILL.md': validSkill('c'), 'skills/keep/SKILL.md': validSkill('keep') };
    const repo = repoWith(
      { ...files, 'skillgate.lock': lockOf(files) },
      { 'skillgate.lock': null, 'skills/c/SKILL.md': null },
    );
    const { m } = await step(repo.dir, 'push', { before: repo.base, after: repo.head });
    expect(m.log()).toContain('skills/c/SKILL.md: deleted');
    expect(m.log()).not.toContain('its skill must leave');
  });
});

describe('the step outputs, all or none', () => {
  it('a GITHUB_OUTPUT write that fails half-way (a full disk) is cut back: no later step reads status=ok', async () => {
    const repo = repoWith({}, { 'skills/a/SKILL.md': validSkill('a') });
    const out = path.join(tmpDir('skillgate-outputs-'), 'output');
    writeFileSync(out, 'earlier=1\n');
    const f = path.join(tmpDir('skillgate-audit-event-'), 'event.json');
    writeFileSync(f, JSON.stringify(prPayload(repo)));
    const m = mockCore();
    // As @actions/core writes them: each output appended; the disk fills at the third.
    let n = 0;
    m.core.setOutput = (name: string, value: string | number) => {
      if (++n === 3) {
        appendFileSync(out, `${name}<<ghadelimiter_x\n`);
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      appendFileSync(out, `${name}<<ghadelimiter_x\n${value}\nghadelimiter_x\n`);
    };
    const code = await runAction({
      core: m.core,
      cwd: repo.dir,
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: f,
        GITHUB_WORKSPACE: repo.dir,
        GITHUB_REPOSITORY: 'octo/skills',
        GITHUB_OUTPUT: out,
      },
    });
    expect([code, m.failed]).toEqual([
      1,
      expect.stringMatching(/^skillgate: GITHUB_OUTPUT names .*no space left.*\(the step's outputs are not set\)$/),
    ]);
    // What was there before stays; nothing of this step's.
    expect(readFileSync(out, 'utf8')).toBe('earlier=1\n');
  });
});
