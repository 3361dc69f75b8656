/** What the step advises when the base commit's files cannot be read (action/baseline.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  capabilityChanges,
  configUnavailableAtBase,
  keyringForPullRequest,
  unbumpedVersions,
  xProfilesAtBase,
  type BaseReader,
} from '../../src/action/baseline.js';
import type { SkillSnapshot } from '../../src/lock/types.js';
import { loadSettings } from '../../src/core/config.js';
import { tmpDir } from '../helpers/cli.js';

async function settingsIn() {
  const dir = tmpDir('skillgate-baseline-');
  writeFileSync(path.join(dir, '.skillgate.yml'), 'trust: registry\n');
  return loadSettings(dir, false);
}

const SHA = 'f'.repeat(40);

describe('advice when the base commit cannot be read', () => {
  it('without a token: fetch the base commit or give the job a github-token', async () => {
    const settings = await settingsIn();
    const reader: BaseReader = { sha: SHA };
    const said = await configUnavailableAtBase(settings, reader, () => undefined, { trust: false, lockfile: false });
    expect(said).toMatch(/\(fetch the base commit, give the job a github-token, or set the action's trust/);
  });

  it('with a token whose API failed: not "give the job a github-token" (it has one)', async () => {
    const settings = await settingsIn();
    const reader: BaseReader = {
      sha: SHA,
      api: async () => {
        throw new Error('HTTP 503');
      },
    };
    const said = await configUnavailableAtBase(settings, reader, () => undefined, { trust: false, lockfile: false });
    expect(said).toContain('(fetch the base commit (the GitHub API could not give the file either), or set the action');
    expect(said).not.toContain('github-token');
    const keyring = await keyringForPullRequest(settings, reader, () => true, false);
    expect(keyring.warning).toContain('fetch the base commit: the GitHub API could not give the file either');
    expect(keyring.warning).not.toContain('github-token');
  });
});

describe('capabilityChanges', () => {
  it('gives a narrowed tool the class of its base tool (SPEC §7), as the effective tools do', () => {
    const snap = {
      id: 'plain',
      path: 'skills/plain/SKILL.md',
      version: '',
      frontmatter: 'sha256-x',
      signer: null,
      allowed_tools: ['Bash(git:*)', 'Read', 'WebFetch', 'Frob'],
      allowed_memory_scopes: [],
      positions: { file: { line: 1, column: 1 } },
    } as unknown as SkillSnapshot;
    const [c] = capabilityChanges({ lockfileVersion: 1, skills: {} } as never, [snap], {
      tools: { WebFetch: 'read-only' },
    });
    expect(c.tools).toEqual([
      { name: 'Bash(git:*)', class: 'trusted' },
      { name: 'Frob', class: undefined },
      { name: 'Read', class: 'read-only' },
      { name: 'WebFetch', class: 'read-only' },
    ]);
  });
});

describe("unbumpedVersions (the Action's VersionNotBumped)", () => {
  const entry = (version: string, frontmatter: string) => ({
    path: 'skills/p/SKILL.md',
    version,
    frontmatter,
    signer: null,
    allowed_tools: [],
    allowed_memory_scopes: [],
  });
  const snap = (version: string, frontmatter: string) =>
    ({
      id: 'p',
      ...entry(version, frontmatter),
      positions: { file: { line: 1, column: 1 } },
    }) as unknown as SkillSnapshot;
  const h = (c: string) => `sha256-${c.repeat(43)}=`;

  it('a skill with no version (agentskills) that changed, or whose version went, is one: to be given a version', () => {
    const none = unbumpedVersions({ lockfileVersion: 1, skills: { p: entry('', h('A')) } }, [snap('', h('B'))]);
    expect(none).toEqual([
      expect.objectContaining({ reason: 'it has no version (metadata.version), as in the base lock', noVersion: true }),
    ]);
    const gone = unbumpedVersions({ lockfileVersion: 1, skills: { p: entry('1.1', h('A')) } }, [snap('', h('B'))]);
    expect(gone).toEqual([expect.objectContaining({ reason: 'its version "1.1" was removed', noVersion: true })]);
    expect(unbumpedVersions({ lockfileVersion: 1, skills: { p: entry('', h('A')) } }, [snap('', h('A'))])).toEqual([]);
    expect(unbumpedVersions({ lockfileVersion: 1, skills: { p: entry('', h('A')) } }, [snap('1.0.0', h('B'))])).toEqual(
      [],
    );
  });
});

describe('xProfilesAtBase (the x-profile an edited skill had at the base)', () => {
  const text = (id: string, x?: string) =>
    `---\nid: ${id}\nversion: 1.0.0\ndescription: Use when x.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n${x === undefined ? '' : `x-profile: ${x}\n`}---\n`;
  const entry = (id: string) => ({
    path: `old/${id}/SKILL.md`,
    version: '1.0.0',
    frontmatter: 'sha256-base',
    signer: null,
    allowed_tools: ['Read'],
    allowed_memory_scopes: [],
  });

  it('reads every edited skill at the base in one git process, and only parses what names x-profile', async () => {
    const settings = await settingsIn();
    const ids = Array.from({ length: 300 }, (_, i) => `s${i}`);
    const lock = { lockfileVersion: 1, skills: Object.fromEntries(ids.map((id) => [id, entry(id)])) };
    const results = ids.map((id) => ({
      path: `skills/${id}/SKILL.md`,
      hash: 'sha256-edited',
      data: { id },
      effective_tools: ['Read'],
    }));
    const asked: string[][] = [];
    const reader = {
      sha: SHA,
      git: {
        blobs: (_sha: string, paths: readonly string[]) => {
          asked.push([...paths]);
          return new Map(
            paths.map((p, i) => [p, { state: 'present', text: text(ids[i], i % 2 ? 'ops' : undefined) }] as const),
          );
        },
        blob: () => {
          throw new Error('one git process per file');
        },
      },
    } as unknown as BaseReader;
    const got = await xProfilesAtBase(lock as never, results as never, reader, settings, true);
    expect(asked).toEqual([ids.map((id) => `old/${id}/SKILL.md`)]);
    expect(got.get('skills/s0/SKILL.md')).toEqual({ has: false, disallowed: [] });
    expect(got.get('skills/s1/SKILL.md')).toEqual({ has: true, value: 'ops', disallowed: [] });
    expect(got.size).toBe(300);
    // A skill whose frontmatter is the pinned one is not read (its x-profile is the base's).
    const pinned = results.map((r) => ({ ...r, hash: 'sha256-base' }));
    asked.length = 0;
    expect((await xProfilesAtBase(lock as never, pinned as never, reader, settings, true)).size).toBe(0);
    expect(asked).toEqual([]);
  });

  it('reads the tools a disallowed_tools written as one string denied at the base', async () => {
    const settings = await settingsIn();
    const lock = { lockfileVersion: 1, skills: { s: entry('s') } };
    const results = [
      { path: 'skills/s/SKILL.md', hash: 'sha256-edited', data: { id: 's' }, effective_tools: ['Read'] },
    ];
    const at = (deny: string) =>
      ({
        sha: SHA,
        git: {
          blobs: (_sha: string, paths: readonly string[]) =>
            new Map(paths.map((p) => [p, { state: 'present', text: text('s').replace('---\n', `---\n${deny}\n`) }])),
        },
      }) as unknown as BaseReader;
    const read = async (deny: string) =>
      (await xProfilesAtBase(lock as never, results as never, at(deny), settings, true)).get('skills/s/SKILL.md');
    expect(await read('disallowed_tools: Bash, Write')).toEqual({ has: false, disallowed: ['Bash', 'Write'] });
    expect(await read('disallowed_tools: [Bash, 3]')).toEqual({ has: false, disallowed: ['Bash'] });
  });
});
