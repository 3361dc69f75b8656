/**
 * The agentskills profile and the ADR-028 policy end to end, through the bundled CLI:
 * real public skills, permission profiles, effective_tools in JSON and SARIF, rules:
 * settings and the refusal of contract codes.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, runCli, tmpDir, writeTree } from '../helpers/cli.js';

const FIXTURES = path.join(REPO, 'fixtures');

function copyFixture(name: string): string {
  const dir = tmpDir('skillgate-rules-');
  cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

interface FileJson {
  path: string;
  status: string;
  id?: string;
  /** Absent on an ok file (the seed's ok shape). */
  errors?: { code: string; severity: string; line: number; column: number }[];
  warnings: { code: string; severity: string; line: number; column: number }[];
  effective_tools: string[];
}

const REAL = ['brand-guidelines', 'frontend-design', 'internal-comms', 'mcp-builder', 'slack-gif-creator'].concat([
  'theme-factory',
  'web-artifacts-builder',
  'webapp-testing',
]);

describe('real public skills (anthropics/skills) in profile agentskills', () => {
  it('pass with warnings only (exit 0)', () => {
    const dir = copyFixture('agentskills/real');
    const r = runCli(['validate', '--profile', 'agentskills', '--format', 'json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { status: string; files: FileJson[] };
    expect(out.status).toBe('ok');
    expect(out.files.map((f) => f.path).sort()).toEqual(REAL.map((n) => `${n}/SKILL.md`));
    for (const f of out.files) {
      expect(f.errors ?? []).toEqual([]);
      expect(f.id).toBe(path.dirname(f.path));
      for (const w of f.warnings) expect(w.severity).toBe('warning');
    }
  });

  it('each one passes on its own', () => {
    const dir = copyFixture('agentskills/real');
    for (const name of REAL) {
      const r = runCli(['validate', name, '--profile', 'agentskills', '--json'], { cwd: dir });
      expect([name, r.code]).toEqual([name, 0]);
      expect(JSON.parse(r.stdout)).toMatchObject({ status: 'ok', id: name });
    }
  });

  it('fail in profile v1, which they do not follow', () => {
    const dir = copyFixture('agentskills/real');
    const r = runCli(['validate', 'mcp-builder'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stdout).toContain('RequiredMissing');
  });

  it('lock keyed by name, and lock --check is clean', () => {
    const dir = copyFixture('agentskills/real');
    writeFileSync(path.join(dir, '.skillgate.yml'), 'profile: agentskills\n');
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(dir, 'skillgate.lock'), 'utf8')) as {
      skills: Record<string, { path: string; version: string }>;
    };
    expect(Object.keys(lock.skills)).toEqual(REAL);
    expect(lock.skills['mcp-builder']).toMatchObject({ path: 'mcp-builder/SKILL.md', version: '' });
    const check = runCli(['lock', '--check'], { cwd: dir });
    expect(check.code).toBe(0);
  });
});

describe('agentskills files that truly break the specification', () => {
  it('fail with the contract codes (exit 6)', () => {
    const dir = tmpDir('skillgate-rules-');
    writeTree(dir, {
      'skills/template/SKILL.md': '---\nname: template-skill\ndescription: Replace me. Use when testing.\n---\n',
      'skills/long/SKILL.md': `---\nname: long\ndescription: ${'x'.repeat(1030)}\n---\n`,
      'skills/homoglyph/SKILL.md': '---\nname: "homoglyp\u04bb"\ndescription: Spoofs. Use when never.\n---\n',
      'skills/ok/SKILL.md':
        '\uFEFF---\nname: ok\ndescription: Fine. Use when fine.\nallowed-tools: Read Bash(git:*)\n---\n',
    });
    const r = runCli(['validate', '--profile', 'agentskills', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const files = Object.fromEntries(
      (JSON.parse(r.stdout) as { files: FileJson[] }).files.map((f) => [
        f.path,
        (f.errors ?? []).map((e) => [e.code, e.line, e.column]),
      ]),
    );
    expect(files).toEqual({
      'skills/homoglyph/SKILL.md': [
        ['InvalidId', 2, 7],
        ['NameMismatch', 2, 7],
      ],
      'skills/long/SKILL.md': [['InvalidDescription', 3, 14]],
      'skills/ok/SKILL.md': [],
      'skills/template/SKILL.md': [['NameMismatch', 2, 7]],
    });
  });
});

describe('permission profiles (fixtures/policy)', () => {
  it('effective_tools in the JSON report: by paths, x-profile wins, disallowed removed', () => {
    const dir = copyFixture('policy');
    const r = runCli(['validate', 'skills', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(6);
    const files = (JSON.parse(r.stdout) as { files: FileJson[] }).files;
    const eff = Object.fromEntries(files.map((f) => [f.path, f.effective_tools]));
    expect(eff).toEqual({
      'skills/conflict/SKILL.md': ['Read'],
      'skills/helper/SKILL.md': [],
      'skills/review-notes/SKILL.md': ['Read', 'MemoryEmit'],
      'skills/review/SKILL.md': ['Read', 'mcp__github__search_code'],
      'skills/stub/SKILL.md': [],
    });
    const findings = Object.fromEntries(
      files.map((f) => [
        f.path,
        [...(f.errors ?? []), ...f.warnings].map((x) => [x.code, x.severity, x.line, x.column]),
      ]),
    );
    expect(findings).toEqual({
      'skills/conflict/SKILL.md': [
        ['tool-conflict', 'error', 8, 5],
        ['description-trigger', 'warning', 4, 14],
      ],
      'skills/helper/SKILL.md': [['deprecated-by', 'error', 7, 18]],
      'skills/review-notes/SKILL.md': [['denied-tool', 'warning', 10, 5]],
      'skills/review/SKILL.md': [
        ['denied-tool', 'warning', 8, 5],
        ['denied-tool', 'warning', 10, 5],
      ],
      'skills/stub/SKILL.md': [],
    });
  });

  it('effective_tools of one bundle, and in the SARIF artifact properties with rule help links', () => {
    const dir = copyFixture('policy');
    const one = runCli(['validate', 'skills/review', '--json'], { cwd: dir });
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({
      status: 'ok',
      id: 'review',
      effective_tools: ['Read', 'mcp__github__search_code'],
    });
    const sarif = JSON.parse(runCli(['validate', 'skills', '--format', 'sarif'], { cwd: dir }).stdout) as {
      runs: {
        artifacts: { location: { uri: string }; properties: { effective_tools: string[] } }[];
        tool: { driver: { rules: { id: string; helpUri: string }[] } };
        results: { ruleId: string; level: string }[];
      }[];
    };
    const run = sarif.runs[0];
    const notes = run.artifacts.find((a) => a.location.uri === 'skills/review-notes/SKILL.md');
    expect(notes?.properties.effective_tools).toEqual(['Read', 'MemoryEmit']);
    const rule = run.tool.driver.rules.find((x) => x.id === 'denied-tool');
    expect(rule?.helpUri).toMatch(/\/docs\/rules\/denied-tool\.md$/);
    expect(run.results.filter((x) => x.ruleId === 'denied-tool').map((x) => x.level)).toEqual([
      'warning',
      'warning',
      'warning',
    ]);
  });

  it('rules: settings change severities and the exit code', () => {
    const dir = copyFixture('policy');
    const config = readFileSync(path.join(dir, '.skillgate.yml'), 'utf8');
    writeFileSync(
      path.join(dir, '.skillgate.yml'),
      `${config}rules:\n  tool-conflict: warning\n  deprecated-by: off\n  denied-tool: error\n  description-trigger: off\n`,
    );
    const r = runCli(['validate', 'skills', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(6);
    const files = (JSON.parse(r.stdout) as { files: FileJson[] }).files;
    const errors = files.flatMap((f) => (f.errors ?? []).map((e) => `${f.path}:${e.code}`));
    const warnings = files.flatMap((f) => f.warnings.map((e) => `${f.path}:${e.code}`));
    expect(errors).toEqual([
      'skills/review-notes/SKILL.md:denied-tool',
      'skills/review/SKILL.md:denied-tool',
      'skills/review/SKILL.md:denied-tool',
    ]);
    expect(warnings).toEqual(['skills/conflict/SKILL.md:tool-conflict']);

    writeFileSync(
      path.join(dir, '.skillgate.yml'),
      `${config}rules:\n  tool-conflict: warning\n  deprecated-by: warning\n`,
    );
    expect(runCli(['validate', 'skills'], { cwd: dir }).code).toBe(0);
  });

  it('rules: settings set the SARIF driver rule levels (off is "none")', () => {
    const dir = copyFixture('policy');
    const config = readFileSync(path.join(dir, '.skillgate.yml'), 'utf8');
    writeFileSync(
      path.join(dir, '.skillgate.yml'),
      `${config}rules:\n  description-trigger: off\n  tool-conflict: warning\n`,
    );
    const sarif = JSON.parse(runCli(['validate', 'skills', '--format', 'sarif'], { cwd: dir }).stdout) as {
      runs: { tool: { driver: { rules: { id: string; defaultConfiguration: { level: string } }[] } } }[];
    };
    const level = (id: string) => sarif.runs[0].tool.driver.rules.find((x) => x.id === id)?.defaultConfiguration.level;
    expect([level('tool-conflict'), level('description-trigger')]).toEqual(['warning', 'none']);
  });

  it('SARIF result locations carry the index of their artifact, 0 included', () => {
    const dir = copyFixture('policy');
    const sarif = JSON.parse(runCli(['validate', 'skills', '--format', 'sarif'], { cwd: dir }).stdout) as {
      runs: {
        artifacts: { location: { uri: string } }[];
        results: { locations: { physicalLocation: { artifactLocation: { uri: string; index?: number } } }[] }[];
      }[];
    };
    const run = sarif.runs[0];
    expect(run.artifacts[0].location.uri).toBe('skills/conflict/SKILL.md');
    const at = run.results.flatMap((x) => x.locations.map((l) => l.physicalLocation.artifactLocation));
    expect(at.filter((a) => a.uri === 'skills/conflict/SKILL.md').map((a) => a.index)).toEqual([0, 0]);
    for (const a of at) expect(a.index).toBe(run.artifacts.findIndex((x) => x.location.uri === a.uri));
  });

  it('a contract code under rules: is refused (exit 1)', () => {
    const dir = copyFixture('policy');
    writeFileSync(path.join(dir, '.skillgate.yml'), 'rules:\n  UnknownTool: off\n');
    const r = runCli(['validate', 'skills'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('.skillgate.yml:2:3: rules.UnknownTool: "UnknownTool" is a contract code, not a rule');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('deprecated-by on a repository scan', () => {
    const dir = copyFixture('policy');
    const r = runCli(['validate', '--format', 'json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(6);
    const helper = (JSON.parse(r.stdout) as { files: FileJson[] }).files.find(
      (f) => f.path === 'skills/helper/SKILL.md',
    );
    expect(helper?.errors?.map((e) => e.code)).toEqual(['deprecated-by']);
  });
});

describe('one file, one permission profile, whatever name it is reached by', () => {
  const skill =
    '---\nid: a\nversion: 1.0.0\ndescription: Does a. Use when a is needed.\nallowed_memory_scopes: []\nallowed_tools: [Read, Bash]\n---\n';
  const config = (glob: string) =>
    `permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ['${glob}']\nrules:\n  denied-tool: error\n`;
  const denied = (r: { code: number; stdout: string }, name: string) => {
    expect([name, r.code]).toEqual([name, 6]);
    const doc = JSON.parse(r.stdout) as { files?: FileJson[] } & FileJson;
    const file: FileJson = doc.files?.[0] ?? doc;
    expect(file.effective_tools).toEqual(['Read']);
    expect(file.errors?.map((e) => e.code)).toEqual(['denied-tool']);
  };

  it('named through a folder symlink, its real name is governed (a link must not shed the profile)', () => {
    const dir = tmpDir('skillgate-profile-link-');
    writeTree(dir, { 'skills/review/a/SKILL.md': skill, '.skillgate.yml': config('skills/review/**') });
    symlinkSync('skills/review', path.join(dir, 'lnk'));
    for (const name of ['skills/review/a', 'lnk/a', 'lnk/a/SKILL.md'])
      denied(runCli(['validate', name, '--json'], { cwd: dir }), name);
  });

  it('linked into a folder a profile governs, the repository scan gives the file that profile', () => {
    const dir = tmpDir('skillgate-profile-link-');
    writeTree(dir, {
      'skills/pdf/SKILL.md': skill.replace('id: a', 'id: pdf'),
      '.skillgate.yml': config('.claude/**'),
    });
    mkdirSync(path.join(dir, '.claude/skills/pdf'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.claude/skills/pdf/SKILL.md'));
    const scan = runCli(['validate', '--json'], { cwd: dir });
    denied(scan, 'scan');
    // Checked once, under its own name; the profile is not said to govern nothing.
    expect((JSON.parse(scan.stdout) as { files: FileJson[] }).files.map((f) => f.path)).toEqual([
      'skills/pdf/SKILL.md',
    ]);
    expect(scan.stderr).toBe('');
    denied(runCli(['validate', '.claude/skills/pdf/SKILL.md', '--json'], { cwd: dir }), 'link');
    // The earliest profile in config order that any name takes: a later, wider one at the
    // file's own name does not undo it.
    writeTree(dir, {
      '.skillgate.yml':
        "permission_profiles:\n  ro:\n    allow: [read-only]\n    paths: ['.claude/**']\n  wide:\n    allow: [read-only, trusted]\n    paths: ['skills/**']\nrules:\n  denied-tool: error\n",
    });
    denied(runCli(['validate', '--json'], { cwd: dir }), 'scan, two profiles');
  });

  it("under agentskills the file keeps its own name's NameMismatch when a link's profile governs it", () => {
    const dir = tmpDir('skillgate-profile-link-');
    writeTree(dir, {
      'skills/foo/SKILL.md':
        '---\nname: bar\ndescription: Does bar. Use when bar is needed.\nallowed-tools: Read Bash\n---\nbody\n',
      '.skillgate.yml':
        'profile: agentskills\npermission_profiles:\n  claude:\n    allow: [read-only]\n    paths: [".claude/skills/**"]\n',
    });
    mkdirSync(path.join(dir, '.claude/skills/bar'), { recursive: true });
    symlinkSync('../../../skills/foo/SKILL.md', path.join(dir, '.claude/skills/bar/SKILL.md'));
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const files = (JSON.parse(r.stdout) as { files: FileJson[] }).files;
    const own = files.find((f) => f.path === 'skills/foo/SKILL.md')!;
    expect(own.errors?.map((e) => e.code)).toEqual(['NameMismatch']);
    expect(own.warnings.map((w) => w.code)).toContain('denied-tool');
    expect(own.effective_tools).toEqual(['Read']);
    expect(runCli(['lock'], { cwd: dir }).code).toBe(6);
  });
});

describe('config that does nothing on a whole-tree run is said (stderr, never the exit code)', () => {
  const v1 = (id: string) =>
    `---\nid: ${id}\nversion: 1.0.0\ndescription: Does ${id}. Use when ${id} is needed.\nallowed_memory_scopes: []\nallowed_tools: [Read, Bash]\n---\n`;

  it('a permission profile whose paths govern no skill: a typo would leave Bash to a review skill', () => {
    const dir = tmpDir('skillgate-idle-');
    writeTree(dir, {
      'skills/review/a/SKILL.md': v1('a'),
      'skills/b/SKILL.md': v1('b'),
      '.skillgate.yml':
        'permission_profiles:\n  wide:\n    allow: [read-only, write, trusted]\n    paths: ["skills/**"]\n  reviewer:\n    allow: [read-only]\n    paths: ["skill/review/**", "skills/review/**"]\n  named:\n    allow: [read-only]\n',
    });
    const warning =
      'skillgate: warning: .skillgate.yml:5:3: permission profile "reviewer" governs no skill: its paths ("skill/review/**", "skills/review/**") match no SKILL.md, or only ones an earlier profile\'s paths or an x-profile take, so it restricts nothing (paths match from the repository root)\n';
    const r = runCli(['validate'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, warning]);
    expect(runCli(['lock'], { cwd: dir }).stderr).toBe(warning);
    expect(runCli(['lock', '--check'], { cwd: dir }).stderr).toBe(warning);
    // Named paths are not the tree: nothing is said.
    expect(runCli(['validate', 'skills/b'], { cwd: dir }).stderr).toBe('');
    // Governing one skill (by x-profile too) is enough; a profile without paths is not judged.
    writeTree(dir, {
      'skills/b/SKILL.md': v1('b')
        .replace('---\n\n', '')
        .replace(/---\n$/, 'x-profile: reviewer\n---\n'),
    });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe('');
    // Several, in the file's order (JavaScript lists integer-like names first: "2" came before "10").
    writeTree(dir, {
      '.skillgate.yml':
        'permission_profiles:\n  wide:\n    allow: [read-only, write, trusted]\n    paths: ["skills/**"]\n  "10":\n    allow: [write]\n    paths: ["skills/**"]\n  "2":\n    allow: [write]\n    paths: ["skills/review/**"]\n',
    });
    expect(
      runCli(['validate'], { cwd: dir })
        .stderr.split('\n')
        .filter(Boolean)
        .map((l) => l.match(/permission profile "(\w+)" governs no skill/)?.[1]),
    ).toEqual(['10', '2']);
  });

  it('an include that leaves every SKILL.md out: nothing was checked', () => {
    const dir = tmpDir('skillgate-idle-');
    writeTree(dir, { 'skills/a/SKILL.md': v1('a'), '.skillgate.yml': 'include: ["skill/**"]\n' });
    const r = runCli(['validate'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 files checked');
    expect(r.stderr).toBe(
      'skillgate: warning: .skillgate.yml:1:1: include leaves out the only SKILL.md of the tree, so nothing was checked; its globs match paths from the repository root (skills/** or skills/**/SKILL.md)\n',
    );
    writeTree(dir, { '.skillgate.yml': 'include: ["skills/**"]\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe('');
    // With an exclude, either may be why: both are named, and no hint about the include.
    writeTree(dir, { '.skillgate.yml': 'include: ["skills/**"]\nexclude: ["skills/a/**"]\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe(
      'skillgate: warning: .skillgate.yml:1:1: include and exclude leave out the only SKILL.md of the tree, so nothing was checked\n',
    );
  });

  it('an exclude that leaves every SKILL.md out: nothing was checked (a "!" glob leaves out all it does not match)', () => {
    const dir = tmpDir('skillgate-idle-');
    writeTree(dir, { 'skills/a/SKILL.md': v1('a'), 'skills/b/SKILL.md': v1('b'), '.skillgate.yml': 'x-a: 1\n' });
    writeTree(dir, { '.skillgate.yml': 'profile: v1\nexclude: ["!skills/x/**"]\n' });
    const r = runCli(['validate'], { cwd: dir });
    expect([r.code, r.stdout.includes('0 files checked')]).toEqual([0, true]);
    expect(r.stderr).toBe(
      'skillgate: warning: .skillgate.yml:2:1: exclude leaves out all 2 SKILL.md files of the tree, so nothing was checked; a glob starting with "!" leaves out every path it does not match\n',
    );
    writeTree(dir, { '.skillgate.yml': 'exclude: ["skills/**"]\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe(
      'skillgate: warning: .skillgate.yml:1:1: exclude leaves out all 2 SKILL.md files of the tree, so nothing was checked\n',
    );
    // One left in: nothing to say.
    writeTree(dir, { '.skillgate.yml': 'exclude: ["skills/a/**"]\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe('');
  });
});

describe('agentskills tools and classes', () => {
  const SKILL =
    '---\nname: research\ndescription: Researches. Use when sources are needed.\nallowed-tools: Read WebFetch Task Bash(git:*)\nx-profile: safe\n---\n';
  const CONFIG = 'tools:\n  WebFetch: read-only\npermission_profiles:\n  safe:\n    allow: [read-only]\n';

  it('unclassified client tools are warnings; registered ones are effective', () => {
    const dir = tmpDir('skillgate-rules-');
    writeTree(dir, { '.skillgate.yml': `profile: agentskills\n${CONFIG}`, 'skills/research/SKILL.md': SKILL });
    const r = runCli(['validate', 'skills/research', '--json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as FileJson;
    expect(out.effective_tools).toEqual(['Read', 'WebFetch']);
    expect(out.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['unclassified-tool', 4, 30],
      ['denied-tool', 4, 35],
    ]);
  });

  it('--profile agentskills lets the config register client tools', () => {
    const dir = tmpDir('skillgate-rules-');
    writeTree(dir, { '.skillgate.yml': CONFIG, 'skills/research/SKILL.md': SKILL });
    const r = runCli(['validate', 'skills/research', '--profile', 'agentskills', '--json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as FileJson).effective_tools).toEqual(['Read', 'WebFetch']);
    // Without the flag the same config is profile v1, where only MCP tools can be registered.
    const v1 = runCli(['validate', 'skills/research'], { cwd: dir });
    expect(v1.code).toBe(1);
    expect(v1.stderr).toContain('.skillgate.yml:2:3: tools.WebFetch: in profile v1 only MCP tools');
  });
});

describe('signatures in profile agentskills', () => {
  it('sign, verify and trust keyed by name', () => {
    const dir = tmpDir('skillgate-rules-');
    writeTree(dir, {
      '.skillgate.yml': 'profile: agentskills\n',
      'skills/demo/SKILL.md':
        '---\nname: demo\ndescription: Demo. Use when needed.\nallowed-tools: Read\n---\n\nBody\n',
    });
    const key = runCli(['keygen', '--out', 'k.key'], { cwd: dir });
    expect(key.code).toBe(0);
    const pub = /[0-9a-f]{64}/.exec(key.stdout)?.[0] ?? '';
    expect(runCli(['sign', 'skills/demo', '--key', 'k.key'], { cwd: dir }).code).toBe(0);
    writeTree(dir, { '.skillgate/trusted-keys': `demo ed25519 ${pub}\n` });
    expect(runCli(['validate', 'skills/demo', '--trust', 'registry'], { cwd: dir }).code).toBe(0);
    writeTree(dir, { '.skillgate/trusted-keys': `other ed25519 ${pub}\n` });
    const untrusted = runCli(['validate', 'skills/demo', '--trust', 'registry'], { cwd: dir });
    expect(untrusted.code).toBe(6);
    expect(untrusted.stdout).toContain('UntrustedKey');
    const file = path.join(dir, 'skills/demo/SKILL.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Body', 'Tampered'));
    const tampered = runCli(['validate', 'skills/demo'], { cwd: dir });
    expect(tampered.code).toBe(6);
    expect(tampered.stdout).toContain('SignatureFailed');
  });
});
