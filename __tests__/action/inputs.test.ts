/** Action inputs: defaults for empty values, and bad values fail with a message naming the input. */
import { InputError, parseBool, readInputs, splitGlobs } from '../../src/action/inputs.js';
import { pathMatcher } from '../../src/action/select.js';
import { readEvent } from '../../src/action/event.js';
import { parseNameStatus } from '../../src/action/git.js';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpDir } from './helpers.js';

const read = (inputs: Record<string, string>) => readInputs((n) => inputs[n] ?? '');

function inputError(inputs: Record<string, string>): InputError {
  try {
    read(inputs);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('readInputs', () => {
  it('gives every input its action.yml default when it is empty', () => {
    expect(read({})).toEqual({
      paths: ['**/SKILL.md'],
      changedOnly: true,
      config: undefined,
      profile: undefined,
      brokerVersion: undefined,
      trust: undefined,
      trustedKeys: undefined,
      lockfile: undefined,
      failOn: 'error',
      reportPath: 'skillgate-report.json',
      sarifPath: '',
      githubToken: '',
      workingDirectory: '',
    });
  });

  it('reads every input', () => {
    const got = read({
      paths: 'skills/**\n!skills/legacy/**',
      'changed-only': 'false',
      config: 'ci/skillgate.yml',
      profile: 'agentskills',
      'broker-version': '1.4.0-rc.1',
      trust: 'registry',
      'trusted-keys': 'keys/trusted',
      lockfile: 'locks/skillgate.lock',
      'fail-on': 'warning',
      'report-path': 'out/report.json',
      'sarif-path': 'out/skillgate.sarif',
      'github-token': 'ghs_x',
      'working-directory': 'repo',
    });
    expect(got).toEqual({
      paths: ['skills/**', '!skills/legacy/**'],
      changedOnly: false,
      config: 'ci/skillgate.yml',
      profile: 'agentskills',
      brokerVersion: '1.4.0-rc.1',
      trust: 'registry',
      trustedKeys: 'keys/trusted',
      lockfile: 'locks/skillgate.lock',
      failOn: 'warning',
      reportPath: 'out/report.json',
      sarifPath: 'out/skillgate.sarif',
      githubToken: 'ghs_x',
      workingDirectory: 'repo',
    });
  });

  it.each([
    [{ 'fail-on': 'warnings' }, 'fail-on', /must be one of error, warning, never; got "warnings"/],
    [{ 'changed-only': 'yes' }, 'changed-only', /must be true or false; got "yes"/],
    [{ profile: 'v2' }, 'profile', /must be one of v1, agentskills; got "v2"/],
    [{ trust: 'strict' }, 'trust', /must be one of local, registry; got "strict"/],
    [{ 'broker-version': 'v1.2.3' }, 'broker-version', /SemVer.*got "v1\.2\.3"/],
    [{ 'broker-version': '1.2.3.4' }, 'broker-version', /got "1\.2\.3\.4"/],
    [{ 'broker-version': '01.2' }, 'broker-version', /got "01\.2"/],
    [{ paths: 'skills/[unclosed/**' }, 'paths', /malformed glob "skills\/\[unclosed\/\*\*": unclosed `\[`/],
    [{ paths: '!skills/{a,b' }, 'paths', /malformed glob "!skills\/\{a,b": unclosed `\{`/],
    // Well formed, refused for its cost on a deep path: not called malformed.
    [
      { paths: '{**,x}/{**,y}/{**,z}/e' },
      'paths',
      /has a glob it refuses "\{\*\*,x\}.*": glob is too complex: 3 `\*\*`/,
    ],
    [{ paths: '/abs/**/SKILL.md' }, 'paths', /relative to the repository root.*"\/abs\/\*\*\/SKILL\.md"/],
    [{ paths: '../other/**' }, 'paths', /may not leave the repository/],
    [{ paths: '!skills/**' }, 'paths', /at least one glob that is not a "!" exclusion/],
    // Separators alone are no glob (not the "!" exclusion the message above is about).
    [{ paths: ',' }, 'paths', /holds no glob, only separators \(commas, spaces, new lines\); got ","/],
    [{ paths: ' , ,\n,' }, 'paths', /holds no glob, only separators/],
    [{ lockfile: 'a\nb' }, 'lockfile', /single line/],
    [{ 'sarif-path': 'skillgate-report.json' }, 'sarif-path', /same file as report-path \("skillgate-report\.json"\)/],
    [{ 'report-path': 'out/r.json', 'sarif-path': './out//r.json' }, 'sarif-path', /same file as report-path/],
    [{ 'sarif-path': path.resolve('skillgate-report.json') }, 'sarif-path', /same file as report-path/],
    // A folder: it would have been written as a file of that name.
    [{ 'report-path': 'reports/' }, 'report-path', /"reports\/" ends with "\/", so it names a folder/],
    [{ 'sarif-path': 'out/sarif/' }, 'sarif-path', /"out\/sarif\/" ends with "\/", so it names a folder/],
    [{ lockfile: 'locks/' }, 'lockfile', /"locks\/" ends with "\/", so it names a folder: name the lockfile in it/],
    [{ 'trusted-keys': 'keys/' }, 'trusted-keys', /"keys\/" ends with "\/", so it names a folder: name the keyring/],
  ])('rejects %j naming the input', (inputs, name, message) => {
    const e = inputError(inputs as Record<string, string>);
    expect(e.input).toBe(name);
    expect(e.message).toContain(`input "${name}"`);
    expect(e.message).toMatch(message);
  });

  it('sees one file through a symlinked folder (sarif-path link/r.json, report-path out/r.json)', () => {
    const dir = tmpDir('skillgate-inputs-link-');
    mkdirSync(path.join(dir, 'out'));
    symlinkSync('out', path.join(dir, 'link'));
    const both = { 'report-path': 'out/r.json', 'sarif-path': 'link/r.json' };
    expect(() => readInputs((n) => (both as Record<string, string>)[n] ?? '', dir)).toThrow(
      /input "sarif-path" names the same file as report-path/,
    );
    const apart = { 'report-path': 'out/r.json', 'sarif-path': 'link/r.sarif' };
    expect(readInputs((n) => (apart as Record<string, string>)[n] ?? '', dir).sarifPath).toBe('link/r.sarif');
  });

  it('reads a broker version written short as the release it names (TASK-SKILL-103 #14: "broker at 1.5")', () => {
    expect(read({ 'broker-version': '1.5' }).brokerVersion).toBe('1.5.0');
    expect(read({ 'broker-version': '2' }).brokerVersion).toBe('2.0.0');
  });

  it('accepts the booleans @actions/core accepts', () => {
    for (const t of ['true', 'True', 'TRUE']) expect(parseBool('x', t, false)).toBe(true);
    for (const f of ['false', 'False', 'FALSE']) expect(parseBool('x', f, true)).toBe(false);
    expect(parseBool('x', '', true)).toBe(true);
  });
});

describe('paths', () => {
  it('splits lines and top-level commas, keeping brace lists whole', () => {
    expect(splitGlobs('a/**, b/*/SKILL.md\n# comment\n\n  skills/{x,y}/SKILL.md  ')).toEqual([
      'a/**',
      'b/*/SKILL.md',
      'skills/{x,y}/SKILL.md',
    ]);
    // A comma in a class is a member, not a separator; so is an escaped one.
    expect(splitGlobs('skills/a[,]b/SKILL.md, c/**\nskills/x\\,y/SKILL.md\nd[!,]/**,e')).toEqual([
      'skills/a[,]b/SKILL.md',
      'c/**',
      'skills/x\\,y/SKILL.md',
      'd[!,]/**',
      'e',
    ]);
    expect(splitGlobs('a[,b')).toEqual(['a[', 'b']);
    expect(splitGlobs('skills/[[:alpha:],]x/SKILL.md,y')).toEqual(['skills/[[:alpha:],]x/SKILL.md', 'y']);
  });

  it('paths of comments only is refused, saying they are comments', () => {
    expect(() => read({ paths: '# skills/**' })).toThrow(
      /holds no glob, only comments \(a line starting with # is one/,
    );
  });

  it('a line starting with # is a comment; \\# names a folder that starts with # (as action.yml says)', () => {
    expect(splitGlobs('# skills\n\\#x/**')).toEqual(['\\#x/**']);
    const m = pathMatcher(splitGlobs('# skills\n\\#x/**'));
    expect(m('#x/a/SKILL.md')).toBe(true);
    expect(m('skills/a/SKILL.md')).toBe(false);
  });

  it('matches SKILL.md paths, directories cover their subtree, and ! excludes', () => {
    const m = pathMatcher(['skills', 'tools/*/SKILL.md', '!skills/legacy/**']);
    expect(m('skills/a/SKILL.md')).toBe(true);
    expect(m('skills/deep/er/SKILL.md')).toBe(true);
    expect(m('tools/t/SKILL.md')).toBe(true);
    expect(m('tools/t/u/SKILL.md')).toBe(false);
    expect(m('skills/legacy/old/SKILL.md')).toBe(false);
    expect(m('other/SKILL.md')).toBe(false);
  });

  it('a folder the scan could not read is in paths when a SKILL.md under it may be (mayHold)', () => {
    const m = pathMatcher(['skills', 'tools/*/SKILL.md', 'deep/*/sub/SKILL.md', '!skills/legacy/**']);
    // Under the folder, or a folder that holds it.
    for (const rel of ['skills', 'skills/a', 'skills/a/b/c', 'tools', 'tools/t', 'deep', 'deep/x', 'deep/x/sub'])
      expect([rel, m.mayHold(rel)]).toEqual([rel, true]);
    // Excluded, or where no glob reaches.
    // (It leans to yes past a wildcard: tools/t/u cannot hold a tools/*/SKILL.md, and is kept.)
    expect(m.mayHold('tools/t/u')).toBe(true);
    for (const rel of ['skills/legacy', 'skills/legacy/old', 'other', 'toolsx', 'deepx/y'])
      expect([rel, m.mayHold(rel)]).toEqual([rel, false]);
    const all = pathMatcher(['**/SKILL.md']);
    expect(['a', 'a/b/c', '.hidden'].map((r) => all.mayHold(r))).toEqual([true, true, true]);
  });

  it('a doubled `/` or a `./` segment names what the plain path does (git lists neither form)', () => {
    const { paths } = read({
      paths:
        'skills//b/SKILL.md, skills/./c/./SKILL.md, !skills/.//d/**, skills/.e/SKILL.md, .//skills/f/SKILL.md, skills/g/.',
    });
    expect(paths).toEqual([
      'skills/b/SKILL.md',
      'skills/c/SKILL.md',
      '!skills/d/**',
      'skills/.e/SKILL.md',
      'skills/f/SKILL.md',
      'skills/g',
    ]);
    expect(inputError({ paths: '//etc/SKILL.md' }).message).toMatch(/absolute/);
    const m = pathMatcher(paths);
    expect(['skills/b/SKILL.md', 'skills/c/SKILL.md', 'skills/d/SKILL.md'].map((p) => m(p))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('`.` and `./` (and `./.`) are the whole repository', () => {
    for (const root of ['.', './', '././', './.']) {
      const globs = read({ paths: root }).paths;
      const m = pathMatcher(globs);
      expect([root, m('SKILL.md'), m('skills/a/SKILL.md')]).toEqual([root, true, true]);
    }
    expect(inputError({ paths: '!./' }).message).toMatch(/at least one glob that is not a "!" exclusion/);
  });

  it('the default glob matches every SKILL.md, at the root, in dot directories and in names with newlines', () => {
    const m = pathMatcher(['**/SKILL.md']);
    for (const p of ['SKILL.md', 'a/b/SKILL.md', '.claude/skills/x/SKILL.md', 'evil\n::error::x/SKILL.md']) {
      expect(m(p)).toBe(true);
    }
  });
});

describe('readEvent', () => {
  const write = (payload: unknown) => {
    const f = path.join(tmpDir(), 'event.json');
    writeFileSync(f, JSON.stringify(payload));
    return f;
  };
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);

  it('reads a pull_request payload', () => {
    const e = readEvent({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: write({
        number: 3,
        pull_request: { number: 3, base: { sha: A }, head: { sha: B }, changed_files: 9 },
      }),
      GITHUB_REPOSITORY: 'octo/skills',
    });
    expect(e).toMatchObject({
      kind: 'pull_request',
      base: A,
      head: B,
      prNumber: 3,
      changedFiles: 9,
      owner: 'octo',
      repo: 'skills',
    });
  });

  it('reads merge_group and push payloads', () => {
    expect(
      readEvent({
        GITHUB_EVENT_NAME: 'merge_group',
        GITHUB_EVENT_PATH: write({ merge_group: { base_sha: A, head_sha: B } }),
      }),
    ).toMatchObject({ kind: 'merge_group', base: A, head: B });
    expect(
      readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: write({ before: A, after: B, forced: true }) }),
    ).toMatchObject({ kind: 'push', before: A, after: B, forced: true });
  });

  it("the event's name decides the kind, not what its payload holds (README: workflow_dispatch is a full scan)", () => {
    const pr = { pull_request: { base: { sha: A }, head: { sha: B } }, merge_group: { base_sha: A, head_sha: B } };
    for (const name of ['workflow_dispatch', 'schedule', 'push'])
      expect([name, readEvent({ GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: write(pr) }).kind]).toEqual([
        name,
        name === 'push' ? 'push' : 'other',
      ]);
    // With no name (a runner that sets none), the payload says what it is.
    expect(readEvent({ GITHUB_EVENT_PATH: write(pr) })).toMatchObject({ kind: 'pull_request', base: A, head: B });
  });

  it('never passes a commit id that is not hex to git (option injection)', () => {
    const e = readEvent({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: write({ pull_request: { base: { sha: '--upload-pack=touch /tmp/x' }, head: { sha: B } } }),
    });
    expect(e.base).toBeUndefined();
    // Said as what it is: a base commit that is not a SHA, not a missing one.
    expect(e.problem).toBe(
      'the pull_request payload\'s pull_request.base.sha is not a commit SHA (40 or 64 lowercase hex digits): "--upload-pack=touch /tmp/x"',
    );
    const mg = readEvent({
      GITHUB_EVENT_NAME: 'merge_group',
      GITHUB_EVENT_PATH: write({ merge_group: { base_sha: 7, head_sha: B } }),
    });
    expect(mg.problem).toBe(
      "the merge_group payload's merge_group.base_sha is not a commit SHA (40 or 64 lowercase hex digits): number",
    );
    const none = readEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: write({ pull_request: {} }) });
    expect(none.problem).toBe('the pull_request payload has no base commit');
  });

  it('reports an unreadable payload instead of throwing', () => {
    const f = path.join(tmpDir(), 'event.json');
    writeFileSync(f, '{not json');
    expect(readEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: f }).problem).toMatch(
      /cannot read the event payload/,
    );
  });
});

describe('parseNameStatus', () => {
  it('parses -z output with renames, deletions and names holding newlines', () => {
    const out = 'M\0a/SKILL.md\0R087\0old/SKILL.md\0new/SKILL.md\0D\0gone/SKILL.md\0A\0x\ny/SKILL.md\0';
    expect(parseNameStatus(out)).toEqual([
      { status: 'modified', path: 'a/SKILL.md' },
      { status: 'renamed', path: 'new/SKILL.md', from: 'old/SKILL.md' },
      { status: 'deleted', path: 'gone/SKILL.md' },
      { status: 'added', path: 'x\ny/SKILL.md' },
    ]);
  });
});
