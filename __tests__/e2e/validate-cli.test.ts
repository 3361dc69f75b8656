/**
 * `skillgate validate` and friends as a user meets them: exit codes, the JSON and text
 * reports, --output, config errors, --version/--help, `schema` and `scaffold`.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  closeSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { BIN, git, runCli, skill, tmpDir, writeTree, type CliResult } from '../helpers/cli.js';

const Ajv2020 = Ajv2020Module.default;
const STACK = /\n\s+at /;

function project(files: Record<string, string | Buffer> = {}): string {
  const dir = tmpDir('skillgate-cli-');
  writeTree(dir, {
    'good/SKILL.md': skill('good'),
    'bad/SKILL.md': skill('bad', 'sync_class: public\nrandom_field: 1\n'),
    'warn/SKILL.md': skill('warn').replace(/description: .*/, 'description: Does warn things.'),
    'old-broker/SKILL.md': skill('old-broker', 'min_broker_version: 2.0.0\n'),
    ...files,
  });
  return dir;
}

function noTrace(r: CliResult): void {
  expect(r.stderr).not.toMatch(STACK);
  expect(r.stdout).not.toMatch(STACK);
}

describe('exit codes', () => {
  it.each([
    ...[
      'output',
      'config',
      'lockfile',
      'trusted-keys',
      'broker-version',
      'changed-since',
      'profile',
      'trust',
      'format',
    ].map((o) => ['validate', `--${o}=`]),
    ['sign', 'a', '--key='],
    ['keygen', '--out='],
  ])('an empty option value (%s %s, an unset CI variable) is exit 1, never another run', (...args) => {
    const r = runCli(args, { cwd: tmpDir() });
    const name = args.at(-1)!.slice(2, -1);
    expect([r.code, r.stderr, r.stdout]).toEqual([1, `skillgate: option --${name} needs a value\n`, '']);
  });

  const dir = project();
  it.each([
    ['a valid bundle', ['validate', 'good'], 0],
    ['an invalid bundle', ['validate', 'bad'], 6],
    ['warnings only', ['validate', 'warn'], 0],
    ['valid and invalid together', ['validate', 'good', 'bad'], 6],
    ['a missing path', ['validate', 'nowhere'], 1],
    ['a missing path beside a valid one', ['validate', 'good', 'nowhere'], 1],
    ['an unknown flag', ['validate', '--jsn', 'good'], 1],
    ['a flag without its value', ['validate', 'good', '--format'], 1],
    ['a bad --format', ['validate', 'good', '--format', 'xml'], 1],
    ['--json with another --format', ['validate', 'good', '--json', '--format', 'sarif'], 1],
    ['a bad --broker-version', ['validate', 'good', '--broker-version', 'v1'], 1],
    ['a bad --profile', ['validate', 'good', '--profile', 'v2'], 1],
    ['an unknown command', ['valdate', 'good'], 1],
    ['no command at all', [], 1],
    ['a missing --config file', ['validate', 'good', '--config', 'none.yml'], 1],
    ['an empty PATH (it must not mean "here")', ['validate', ''], 1],
    ['an empty PATH after --', ['validate', 'good', '--', ''], 1],
    ['an empty flag value', ['validate', 'good', '--output', ''], 1],
    ['a flag whose value is the next option', ['validate', 'good', '--output', '--json'], 1],
    [
      'a broker version written short (TASK-SKILL-103 #14: "broker at 1.5")',
      ['validate', 'old-broker', '--broker-version', '1.5'],
      6,
    ],
    ['a broker version too short to be one', ['validate', 'good', '--broker-version', '01.5'], 1],
  ])('%s -> %d', (_name, args, code) => {
    const r = runCli(args as string[], { cwd: dir });
    expect(r.code).toBe(code);
    noTrace(r);
    if (code === 1) {
      expect(r.stderr.trim().length).toBeGreaterThan(0);
      expect(r.stdout).toBe('');
    }
  });

  it('a named folder holding skill.md (another case) says so: the name is exact', () => {
    const dir = project({ 'lower/skill.md': '---\nid: lower\n---\n' });
    const r = runCli(['validate', 'lower'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      1,
      'skillgate: no SKILL.md found in lower (it holds "skill.md": the file must be named SKILL.md, in that case)\n',
    ]);
    // The root named too.
    const root = tmpDir('skillgate-root-');
    writeTree(root, { 'skill.md': '---\nid: lower\n---\n' });
    const dot = runCli(['validate', '.'], { cwd: root });
    expect([dot.code, dot.stderr]).toEqual([
      1,
      'skillgate: no SKILL.md found in . (it holds "skill.md": the file must be named SKILL.md, in that case)\n',
    ]);
  });

  it('says what is wrong on a usage error, with a suggestion', () => {
    expect(runCli(['valdate'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown command "valdate"; did you mean "validate"? (run `skillgate --help` for the commands)\n',
    );
    expect(runCli(['frobnicate'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown command "frobnicate"; run `skillgate --help` for the commands\n',
    );
    // Hints for the near misses a user types.
    expect(runCli(['validate', '--check'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option --check for `skillgate validate`; the drift check is `skillgate lock --check`\n',
    );
    expect(runCli(['-v'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option -v; the version is `skillgate --version`\n',
    );
    // A format's name as a flag (only --json is one) was an unknown option with no hint.
    expect(runCli(['validate', '--sarif'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option --sarif for `skillgate validate`; did you mean "--format sarif"?\n',
    );
    expect(runCli(['lock', '--check', '--text'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option --text for `skillgate lock`; did you mean "--format text"?\n',
    );
    // Before the command too.
    expect(runCli(['--sarif', 'validate'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option --sarif for `skillgate validate`; did you mean "--format sarif"?\n',
    );
    const first = runCli(['--format=json', 'validate'], { cwd: dir });
    expect([first.code, first.stderr]).toEqual([
      1,
      'skillgate: "--format" comes before a command: write the command first, as in `skillgate validate --format=json`\n',
    ]);
    expect(runCli(['--config', 'x.yml', 'lock'], { cwd: dir }).stderr).toBe(
      'skillgate: "--config" comes before a command: write the command first, as in `skillgate lock --config x.yml`\n',
    );
    // The advice is a line that runs: the command that has the option, every word kept; an
    // option no command (or not the one named) has is unknown.
    for (const [args, said] of [
      [['--check'], '"--check" comes before a command: write the command first, as in `skillgate lock --check`'],
      [['--key', 'k'], '"--key" comes before a command: write the command first, as in `skillgate sign --key k`'],
      [
        ['--trust', 'registry', 'validate', 'a', 'b c'],
        `"--trust" comes before a command: write the command first, as in \`skillgate validate --trust registry a 'b c'\``,
      ],
      // Not a line the command refuses: schema's --config is a flag, c.yml an argument.
      [
        ['--config', 'c.yml', 'schema'],
        '"--config" comes before a command, and `skillgate schema` takes no arguments besides its options: run `skillgate schema --help`',
      ],
      [
        ['--dir', 'd', 'scaffold', 'a', 'b'],
        '"--dir" comes before a command, and `skillgate scaffold` takes one argument besides its options: run `skillgate scaffold --help`',
      ],
      [
        ['--dir', 'd', 'scaffold', 'a'],
        '"--dir" comes before a command: write the command first, as in `skillgate scaffold --dir d a`',
      ],
      [['--bogus'], 'unknown option --bogus'],
      [['-?'], 'unknown option -?'],
      [['--ver'], 'unknown option --ver; did you mean "--version"?'],
      [['--he'], 'unknown option --he; did you mean "--help"?'],
      [['--format', 'json', 'schema'], 'unknown option --format for `skillgate schema`'],
      [['--fromat', 'json'], 'unknown option --fromat; did you mean "--format"?'],
      // An advice that would fail again is that failure.
      [['--check=1'], 'option --check takes no value'],
      [['---json'], 'unknown option ---json for `skillgate validate`; did you mean "--json"?'],
      [
        ['--lockfile', '--'],
        'option --lockfile needs a value, but the next argument is `--`, the end of the options (write --lockfile=-- if that is the value)',
      ],
    ] as [string[], string][]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 1, `skillgate: ${said}\n`]);
    }
    // `--` ends the options: it is no option's value (`--output --` wrote a file named `--`).
    const dashes = runCli(['validate', '--output', '--', 'x'], { cwd: dir });
    expect([dashes.code, dashes.stderr]).toEqual([
      1,
      'skillgate: option --output needs a value, but the next argument is `--`, the end of the options (write --output=-- if that is the value)\n',
    ]);
    expect(existsSync(path.join(dir, '--'))).toBe(false);
    // A single dash before a long name splits at `=` as two do, as the next word too.
    const single = runCli(['validate', '--output', '-format=json', 'x'], { cwd: dir });
    expect([single.code, single.stderr]).toEqual([
      1,
      'skillgate: option --output needs a value, but the next argument is the option -format (write --output=-format=json if that is the value)\n',
    ]);
    expect(existsSync(path.join(dir, '-format=json'))).toBe(false);
    expect(runCli(['validate', '-h=1'], { cwd: dir }).stderr).toBe('skillgate: option -h takes no value\n');
    expect(runCli(['validate', '-format=jsn'], { cwd: dir }).stderr).toBe(
      'skillgate: --format must be one of text, json, sarif; got "jsn"\n',
    );
    // A near miss of --help or --version, or a command with dashes, before any command is what
    // the user meant (it advised `skillgate validate --verison`, which fails again); an option
    // a word starts or ends short of is suggested, as a near miss is.
    for (const [args, said] of [
      [['--verison'], 'unknown option --verison; did you mean "--version"?'],
      [['--hlep'], 'unknown option --hlep; did you mean "--help"?'],
      [['-help'], 'unknown option -help; did you mean "--help"?'],
      [['--validate'], 'unknown option --validate; a command is written without dashes: `skillgate validate`'],
      [['validate', '--out', 'x'], 'unknown option --out for `skillgate validate`; did you mean "--output"?'],
      [['keygen', '--output', 'k'], 'unknown option --output for `skillgate keygen`; did you mean "--out"?'],
      [
        ['scaffold', 'x', '--directory', 'd'],
        'unknown option --directory for `skillgate scaffold`; did you mean "--dir"?',
      ],
      [['validate', '--he'], 'unknown option --he for `skillgate validate`; did you mean "--help"?'],
      // The option sharing the longest start, though another is fewer edits away (it was --profile).
      [['sign', 'x', '--keyfile', 'k'], 'unknown option --keyfile for `skillgate sign`; did you mean "--key"?'],
      [['validate', '--outfile', 'x'], 'unknown option --outfile for `skillgate validate`; did you mean "--output"?'],
      [['validate', '--trus', 'local'], 'unknown option --trus for `skillgate validate`; did you mean "--trust"?'],
      [['validate', '--stagde'], 'unknown option --stagde for `skillgate validate`; did you mean "--staged"?'],
      // Before the command alike (it still said --profile there).
      [['--keyfile', 'k', 'sign', 'x'], 'unknown option --keyfile for `skillgate sign`; did you mean "--key"?'],
      [['--outfile', 'x', 'keygen'], 'unknown option --outfile for `skillgate keygen`; did you mean "--out"?'],
      [
        ['validate', '--version'],
        'unknown option --version for `skillgate validate`; the version is `skillgate --version`',
      ],
      [['lock', '-V'], 'unknown option -V for `skillgate lock`; the version is `skillgate --version`'],
    ] as const) {
      const r = runCli([...args], { cwd: dir });
      expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 1, '', `skillgate: ${said}\n`]);
    }
    // --version and --help take no value (it suggested `skillgate validate --version=1`).
    for (const flag of ['--version', '--help']) {
      const r = runCli([`${flag}=1`], { cwd: dir });
      expect([r.code, r.stdout, r.stderr]).toEqual([
        1,
        '',
        `skillgate: ${flag} takes no value: write \`skillgate ${flag}\`\n`,
      ]);
    }
    // `--` before the command: said as that, not as an option validate lacks.
    const leading = runCli(['--', 'validate'], { cwd: dir });
    expect([leading.code, leading.stdout, leading.stderr]).toEqual([
      1,
      '',
      'skillgate: "--" comes before a command: it ends a command\'s options, so it goes after the command (`skillgate validate -- -odd-name`)\n',
    ]);
    // A value given twice, differently, is no silent last-one-wins (--trust registry --trust local).
    const twice = runCli(['validate', '--trust', 'registry', '--trust', 'local'], { cwd: dir });
    expect([twice.code, twice.stderr]).toEqual([
      1,
      'skillgate: option --trust is given twice, as "registry" and "local": give it once\n',
    ]);
    expect(runCli(['validate', '--trust=local', '--trust', 'local'], { cwd: dir }).code).not.toBe(1);
    expect(runCli(['validate', '--jsn'], { cwd: dir }).stderr).toContain('unknown option --jsn');
    expect(runCli(['validate', '--jsn'], { cwd: dir }).stderr).toContain('did you mean "--json"?');
    expect(runCli(['validate', 'nowhere'], { cwd: dir }).stderr).toBe(
      'skillgate: cannot read nowhere: no such file or directory\n',
    );
    // A one-letter alias is no near miss to suggest.
    expect(runCli(['validate', '-x'], { cwd: dir }).stderr).toBe(
      'skillgate: unknown option -x for `skillgate validate`\n',
    );
    expect(runCli(['validate', 'good', '--output', '--json'], { cwd: dir }).stderr).toBe(
      'skillgate: option --output needs a value, but the next argument is the option --json (write --output=--json if that is the value)\n',
    );
    expect(existsSync(path.join(dir, '--json'))).toBe(false);
    // No option holds a `/`: a path under a directory named like an option, as pre-commit and
    // lint-staged pass it (no `--` first), is a path; `--output=a/b` is still an option.
    const dashed = project({ '-x/SKILL.md': skill('bad', 'sync_class: public\n') });
    mkdirSync(path.join(dashed, 'out'));
    const named = runCli(['validate', '-x/SKILL.md', '--output=out/r.txt'], { cwd: dashed });
    expect(named.stderr).toBe('');
    expect(readFileSync(path.join(dashed, 'out/r.txt'), 'utf8')).toMatch(/^-x\/SKILL\.md:\d+:\d+: error InvalidField/);
    expect(named.code).toBe(6);
    // A committed `--output=skills/a/SKILL.md` (a folder named so) is the SKILL.md it names,
    // not an option that writes the report over skills/a/SKILL.md; `--format=sarif/SKILL.md` too.
    const tricky = project({
      'skills/a/SKILL.md': skill('a'),
      '--output=skills/a/SKILL.md': skill('b', 'sync_class: public\n'),
      '--format=sarif/SKILL.md': skill('c'),
    });
    const before = readFileSync(path.join(tricky, 'skills/a/SKILL.md'), 'utf8');
    const hook = runCli(['validate', '--output=skills/a/SKILL.md', '--format=sarif/SKILL.md'], { cwd: tricky });
    expect(hook.stdout).toMatch(/^--output=skills\/a\/SKILL\.md:\d+:\d+: error InvalidField/m);
    expect(hook.stdout).toMatch(/2 files checked, 1 ok, 1 invalid/);
    expect(hook.code).toBe(6);
    expect(readFileSync(path.join(tricky, 'skills/a/SKILL.md'), 'utf8')).toBe(before);
    // Naming no existing SKILL.md, it is still the option, and a report is never written as a
    // SKILL.md (the next scan would check it as a skill).
    mkdirSync(path.join(tricky, 'out'));
    const asOption = runCli(['validate', 'skills/a', '--output=out/SKILL.md'], { cwd: tricky });
    expect([asOption.code, asOption.stderr]).toEqual([
      1,
      'skillgate: --output out/SKILL.md names a SKILL.md file: the report would replace a skill; write it elsewhere\n',
    ]);
    expect(existsSync(path.join(tricky, 'out/SKILL.md'))).toBe(false);
    const old = runCli(['validate', 'old-broker', '--broker-version', '1.5', '--json'], { cwd: dir });
    expect(JSON.parse(old.stdout).errors).toEqual([
      expect.objectContaining({ code: 'BrokerTooOld', message: expect.stringContaining('1.5.0') }),
    ]);
  });
});

describe('a bad .skillgate.yml is exit 1 and names the key and its line', () => {
  it.each([
    [
      'an unknown key',
      'profile: v1\nincldue: ["**"]\n',
      /\.skillgate\.yml:2:1: unknown key "incldue".*did you mean "include"\?/,
    ],
    ['a bad tool class', 'tools:\n  mcp__gh__x: writer\n', /\.skillgate\.yml:2:\d+: tools\.mcp__gh__x: must be one of/],
    [
      'a native tool registered',
      'tools:\n  Bash: read-only\n',
      /\.skillgate\.yml:2:3: tools\.Bash: "Bash" is a native tool/,
    ],
    ['a YAML error (at the unclosed bracket)', 'include: [\n', /\.skillgate\.yml:1:10: Flow sequence/],
    ['a duplicate key', 'profile: v1\nprofile: v1\n', /\.skillgate\.yml:2:1: duplicate key "profile"/],
    [
      'two YAML documents',
      'profile: v1\n---\ntrust: local\n',
      /^skillgate: \.skillgate\.yml:2:1: \.skillgate\.yml must be one YAML document; remove the `---` or `\.\.\.` line/,
    ],
    [
      'a byte that is not UTF-8',
      Buffer.from('profile: v1\ntrust: l\xffocal\n', 'latin1'),
      /^skillgate: \.skillgate\.yml:2:9: the config is not valid UTF-8 \(bad byte 0xff\)\n$/,
    ],
  ])('%s', (_name, config, message) => {
    const dir = project({ '.skillgate.yml': config });
    const r = runCli(['validate', 'good'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    noTrace(r);
  });
});

describe('a SKILL.md a merge left conflicted', () => {
  it('is one finding at the first marker, saying so, not the YAML errors the markers make', () => {
    const text = skill('good').replace(
      'version: 1.0.0\n',
      '<<<<<<< HEAD\nversion: 1.0.1\n=======\nversion: 2.0.0\n>>>>>>> b\n',
    );
    const dir = project({ 'good/SKILL.md': text });
    const r = runCli(['validate', 'good'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stdout.split('\n')[0]).toBe(
      'good/SKILL.md:3:1: error YamlParse git conflict marker "<<<<<<< HEAD": a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)',
    );
    expect(r.stdout).not.toMatch(/Implicit keys/);
  });
});

describe('a config or keyring a merge left conflicted', () => {
  it('is named as a git conflict marker at its line (YAML and keyring errors pointed away from it)', () => {
    const dir = tmpDir('skillgate-conflict-cfg-');
    writeTree(dir, {
      'skills/a/SKILL.md': skill('a'),
      '.skillgate.yml':
        'profile: v1\n<<<<<<< HEAD\nrules:\n  description-trigger: error\n=======\nexclude: ["x/**"]\n>>>>>>> feat\n',
    });
    const cfg = runCli(['validate'], { cwd: dir });
    expect(cfg.code).toBe(1);
    expect(cfg.stderr).toBe(
      'skillgate: .skillgate.yml:2:1: git conflict marker "<<<<<<< HEAD": a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)\n',
    );
    writeTree(dir, {
      '.skillgate.yml': 'profile: v1\n',
      '.skillgate/trusted-keys': `<<<<<<< HEAD\n* ed25519 ${'a'.repeat(64)} one\n=======\n* ed25519 ${'b'.repeat(64)} two\n>>>>>>> feat\n`,
    });
    const keys = runCli(['validate'], { cwd: dir });
    expect(keys.code).toBe(1);
    expect(keys.stderr).toMatch(
      /^skillgate: invalid trusted keyring: \.skillgate\/trusted-keys:1: git conflict marker: a merge left both sides/,
    );
    expect(keys.stderr).toMatch(/\.skillgate\/trusted-keys:3: git conflict marker/);
    expect(keys.stderr).not.toMatch(/missing fields/);
  });
});

describe('a config under another name is not read, and every command says so', () => {
  const said = (file: string) =>
    `skillgate: warning: ${file} is not read: skillgate's config is .skillgate.yml at the repository root, so what ${file} sets does not apply (rename it to .skillgate.yml, or name it with --config)\n`;

  it('warns of .skillgate.yaml, skillgate.yml and skillgate.yaml while no .skillgate.yml is read', () => {
    const dir = project({ '.skillgate.yaml': 'trust: registry\n', 'skillgate.yml': 'trust: registry\n' });
    const r = runCli(['validate', 'good'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, said('.skillgate.yaml') + said('skillgate.yml')]);
    expect(runCli(['lock'], { cwd: dir }).stderr).toContain(said('.skillgate.yaml'));
    // scaffold takes the config's profile: it says so too.
    expect(runCli(['scaffold', 'fresh'], { cwd: dir }).stderr).toBe(said('.skillgate.yaml') + said('skillgate.yml'));
    // Named, it is the config (registry trust: the unsigned skill fails), and nothing is said.
    const named = runCli(['validate', 'good', '--config', '.skillgate.yaml'], { cwd: dir });
    expect(named.code).toBe(6);
    expect(named.stderr).toBe('');
    // With .skillgate.yml beside them, that is the config.
    writeTree(dir, { '.skillgate.yml': 'trust: local\n' });
    expect(runCli(['validate', 'good'], { cwd: dir }).stderr).toBe('');
  });
});

describe('a keyring or lockfile the config names is placed in the config when it cannot be read', () => {
  it.each([
    [
      'a keyring that is not there',
      'trusted_keys: .skillgate/trusted-kyes\n',
      ['validate', 'good'],
      '.skillgate.yml:1:15: cannot read trusted keyring .skillgate/trusted-kyes: no such file',
    ],
    [
      'a lockfile outside the repository',
      'lockfile: ../x.lock\n',
      ['validate'],
      '.skillgate.yml:1:11: the lockfile "../x.lock" that .skillgate.yml names lies outside the repository: it is not read (name it with --lockfile to read it)',
    ],
    [
      'a lockfile that is not there, for lock --check',
      'profile: v1\nlockfile: "skilgate.lock"\n',
      ['lock', '--check'],
      '.skillgate.yml:2:11: no lockfile at skilgate.lock: run `skillgate lock` to create it',
    ],
  ])('%s', (_name, config, args, message) => {
    const dir = project({ '.skillgate.yml': config });
    const r = runCli(args, { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, `skillgate: ${message}\n`]);
  });

  it('a flag that names the file is not placed in the config', () => {
    const dir = project({ '.skillgate.yml': 'trusted_keys: .skillgate/trusted-kyes\n' });
    const r = runCli(['validate', 'good', '--trusted-keys', 'nope'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, 'skillgate: cannot read trusted keyring nope: no such file\n']);
  });

  it('a repository scan says the lockfile the config names is not there (no drift was checked)', () => {
    const dir = project({ '.skillgate.yml': 'lockfile: skilgate.lock\n' });
    const r = runCli(['validate', 'good', 'warn'], { cwd: dir });
    expect(r.stderr).toBe('');
    const scan = runCli(['validate'], { cwd: dir });
    expect(scan.stderr).toBe(
      'skillgate: warning: .skillgate.yml:1:11: the lockfile "skilgate.lock" it names does not exist, so no drift was checked (run skillgate lock to write it, or fix the path)\n',
    );
    // The default lockfile absent is a repository that does not pin: nothing to say.
    writeTree(dir, { '.skillgate.yml': 'lockfile: skillgate.lock\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe('');
  });
});

describe('the config, lockfile and keyring are read inside the repository only', () => {
  // A checkout must not make a CI job read a file outside it and quote its lines in an error.
  const secret = () => {
    const dir = tmpDir('skillgate-outside-');
    writeFileSync(
      path.join(dir, 'secret.json'),
      '{"lockfileVersion":1,"skills":{"a":{"path":"SECRET-VALUE/SKILL.md"}}}\n',
    );
    writeFileSync(path.join(dir, 'passwd'), 'root:x:0:0:Secret Name:/root:/bin/sh\n');
    return dir;
  };
  it.each([
    ['lockfile', 'secret.json', '--lockfile'],
    ['trusted_keys', 'passwd', '--trusted-keys'],
  ])('config %s outside (absolute or ../): exit 1, unread; the flag may name it', (key, file, flag) => {
    const out = secret();
    const dir = project();
    const what = key === 'lockfile' ? 'lockfile' : 'trusted keyring';
    // The lockfile is read by a repository scan (a named bundle alone does not read it).
    const args = key === 'lockfile' ? ['validate'] : ['validate', 'good'];
    for (const named of [path.join(out, file), path.relative(dir, path.join(out, file))]) {
      writeFileSync(path.join(dir, '.skillgate.yml'), `${key}: ${JSON.stringify(named)}\n`);
      const r = runCli(args, { cwd: dir });
      expect(r.stderr).toBe(
        `skillgate: .skillgate.yml:1:${key.length + 3}: the ${what} ${JSON.stringify(named)} that .skillgate.yml names lies outside the repository: it is not read (name it with ${flag} to read it)\n`,
      );
      expect(r.code).toBe(1);
      // Named on the command line, it is read (and its problem said).
      const flagged = runCli([...args, flag, path.join(out, file)], { cwd: dir });
      expect(flagged.stderr).toMatch(/^skillgate: invalid (lockfile|trusted keyring): /);
      expect(flagged.code).toBe(1);
    }
  });

  it("a config, lockfile or keyring in git's own folder (.git/config holds a CI checkout's token): exit 1, unread", () => {
    for (const [link, target, what, flag] of [
      ['skillgate.lock', '.git/config', 'lockfile', '--lockfile'],
      ['.skillgate/trusted-keys', '../.git/config', 'trusted keyring', '--trusted-keys'],
      ['.skillgate.yml', '.git/config', 'config', '--config'],
    ]) {
      const dir = project();
      git(dir, 'init', '-q');
      git(dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
      mkdirSync(path.join(dir, '.skillgate'), { recursive: true });
      symlinkSync(target, path.join(dir, link));
      const args = link === 'skillgate.lock' ? ['validate'] : ['validate', 'good'];
      const r = runCli(args, { cwd: dir });
      expect([r.code, r.stdout, r.stderr]).toEqual([
        1,
        '',
        `skillgate: the ${what} ${link} is a symlink into git's own folder (.git): it is not read (run with --follow-symlinks, or name it with ${flag})\n`,
      ]);
      expect(runCli(['lock', '--check'], { cwd: dir }).stderr).not.toContain('SECRETX');
    }
    // Named there by the config itself.
    for (const [key, what, flag] of [
      ['trusted_keys', 'trusted keyring', '--trusted-keys'],
      ['lockfile', 'lockfile', '--lockfile'],
    ]) {
      const dir = project({ '.skillgate.yml': `${key}: .git/config\n` });
      git(dir, 'init', '-q');
      git(dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic SECRETX');
      const r = runCli(['validate', ...(key === 'lockfile' ? [] : ['good']), '--trust', 'registry'], { cwd: dir });
      expect([r.code, r.stdout, r.stderr]).toEqual([
        1,
        '',
        `skillgate: .skillgate.yml:1:${key.length + 3}: the ${what} ".git/config" that .skillgate.yml names lies in git's own folder (.git): it is not read (name it with ${flag} to read it)\n`,
      ]);
    }
  });

  it('a config, lockfile or keyring that is a symlink leading out: exit 1, unread, unless --follow-symlinks', () => {
    const out = secret();
    for (const [link, target, what, flag] of [
      ['skillgate.lock', 'secret.json', 'lockfile', '--lockfile'],
      ['.skillgate/trusted-keys', 'passwd', 'trusted keyring', '--trusted-keys'],
      ['.skillgate.yml', 'passwd', 'config', '--config'],
    ]) {
      const dir = project();
      mkdirSync(path.join(dir, '.skillgate'), { recursive: true });
      symlinkSync(path.join(out, target), path.join(dir, link));
      const args = link === 'skillgate.lock' ? ['validate'] : ['validate', 'good'];
      const r = runCli(args, { cwd: dir });
      expect(r.stderr).toBe(
        `skillgate: the ${what} ${link} is a symlink to a file outside the repository: it is not read (run with --follow-symlinks, or name it with ${flag})\n`,
      );
      expect(r.code).toBe(1);
      expect(runCli(['lock', '--check'], { cwd: dir }).stderr).toContain(
        'is a symlink to a file outside the repository',
      );
      // A named bundle does not read the lockfile: nothing to refuse.
      if (link === 'skillgate.lock') expect(runCli(['validate', 'good'], { cwd: dir }).code).toBe(0);
      const followed = runCli([...args, '--follow-symlinks'], { cwd: dir });
      expect(followed.stderr).not.toContain('is a symlink to a file outside');
      expect(followed.code).toBe(1); // read, and not a lockfile, keyring or config
    }
    // Inside the repository, a link is read as before.
    const dir = project({ 'locks/real.lock': '{"lockfileVersion":1,"skills":{}}\n' });
    symlinkSync('locks/real.lock', path.join(dir, 'skillgate.lock'));
    const inside = runCli(['validate', '--json'], { cwd: dir });
    expect(inside.stderr).toBe('');
    expect((JSON.parse(inside.stdout) as { drift: { kind: string }[] }).drift[0].kind).toBe('added');
  });

  it.each([
    ['.skillgate.yml', 'config'],
    ['.skillgate/trusted-keys', 'trusted keyring'],
    ['skillgate.lock', 'lockfile'],
  ])('a %s symlink that leads nowhere is a file that cannot be read (exit 1), not an absent one', (link, what) => {
    // Read as absent, a config's rules, a keyring's revocations or the lock check were dropped
    // without a word: a fail-open.
    const dir = project();
    mkdirSync(path.join(dir, '.skillgate'), { recursive: true });
    symlinkSync('missing-target', path.join(dir, link));
    const args = link === 'skillgate.lock' ? ['validate'] : ['validate', 'good'];
    const r = runCli(args, { cwd: dir });
    expect(r.stderr).toBe(`skillgate: cannot read ${what} ${link}: it is a symlink to a file that does not exist\n`);
    expect(r.stdout).toBe('');
    expect(r.code).toBe(1);
  });
});

describe('--json', () => {
  const dir = project();

  it('prints the seed shape for one valid bundle, plus path, outcome, warnings and the defaults', () => {
    const r = runCli(['validate', 'good', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({
      status: 'ok',
      id: 'good',
      version: '1.0.0',
      allowed_memory_scopes: ['memories/projects/**'],
      allowed_tools: ['Read'],
      path: 'good/SKILL.md',
      outcome: 'ok',
      warnings: [],
      sync_class: 'private',
      tenant_scope: 'any',
      tags: [],
      disallowed_tools: [],
    });
    expect(Object.keys(out).slice(0, 5)).toEqual(['status', 'id', 'version', 'allowed_memory_scopes', 'allowed_tools']);
  });

  it('prints {status: invalid, errors} with every finding for one invalid bundle', () => {
    const r = runCli(['validate', 'bad/SKILL.md', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { status: string; errors: Record<string, unknown>[]; outcome: string };
    expect(out.status).toBe('invalid');
    expect(out.outcome).toBe('invalid_field');
    expect(out.errors).toEqual([
      expect.objectContaining({ field: 'sync_class', code: 'InvalidField', line: 9, column: 13, severity: 'error' }),
      expect.objectContaining({ field: 'random_field', code: 'UnknownField', line: 10, column: 1, severity: 'error' }),
    ]);
    expect(out.errors[0].message).toContain('"public"');
  });

  it('one bundle named twice is one bundle: its shape, not the several-files one', () => {
    for (const args of [
      ['good', 'good'],
      ['good', 'good/SKILL.md'],
      ['./good/', 'good'],
    ]) {
      const out = JSON.parse(runCli(['validate', ...args, '--json'], { cwd: dir }).stdout) as Record<string, unknown>;
      expect([args, out.status, out.id, out.path, out.files]).toEqual([args, 'ok', 'good', 'good/SKILL.md', undefined]);
    }
    const two = JSON.parse(runCli(['validate', 'good', 'warn', '--json'], { cwd: dir }).stdout) as { files: unknown[] };
    expect(two.files).toHaveLength(2);
  });

  it('puts warnings in `warnings`, not in `errors`', () => {
    const out = JSON.parse(runCli(['validate', 'warn', '--json'], { cwd: dir }).stdout) as Record<string, unknown>;
    expect(out.status).toBe('ok');
    expect(out.warnings).toEqual([
      expect.objectContaining({ code: 'description-trigger', severity: 'warning', line: 4, column: 14 }),
    ]);
  });

  it('prints {status, summary, files, drift} for several files', () => {
    const r = runCli(['validate', 'good', 'bad', 'warn', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as {
      status: string;
      summary: Record<string, number>;
      files: { path: string; status: string }[];
      drift: unknown[];
    };
    expect(Object.keys(out)).toEqual(['status', 'summary', 'files', 'drift']);
    expect(out.status).toBe('invalid');
    expect(out.summary).toMatchObject({ files: 3, ok: 2, invalid_field: 1, parse_err: 0, errors: 2, warnings: 1 });
    expect(typeof out.summary.duration_ms).toBe('number');
    expect(out.files.map((f) => [f.path, f.status])).toEqual([
      ['bad/SKILL.md', 'invalid'],
      ['good/SKILL.md', 'ok'],
      ['warn/SKILL.md', 'ok'],
    ]);
    expect(out.drift).toEqual([]);
  });

  it('writes a report of many files (in parts of 64 entries) as JSON.stringify writes it whole, to stdout and to --output', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 150; i++)
      files[`s/k${String(i).padStart(3, '0')}/SKILL.md`] = skill(`k${i}`, i % 7 === 0 ? 'tags: x\n' : '');
    const tree = project(files);
    const r = runCli(['validate', '--json'], { cwd: tree });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { summary: { files: number }; files: { path: string }[] };
    expect(out.summary.files).toBe(154);
    expect(out.files.map((f) => f.path)).toEqual([...out.files.map((f) => f.path)].sort());
    expect(r.stdout).toBe(JSON.stringify(out, null, 2) + '\n');
    const toFile = runCli(['validate', '--json', '--output', 'r.json'], { cwd: tree });
    expect([toFile.code, toFile.stdout]).toEqual([6, '']);
    const written = readFileSync(path.join(tree, 'r.json'), 'utf8');
    expect(written).toBe(JSON.stringify(JSON.parse(written), null, 2) + '\n');
    const norm = (s: string) => s.replace(/"duration_ms": [\d.e-]+/g, '"duration_ms": 0');
    expect(norm(written)).toBe(norm(r.stdout));
  });

  it('a bundle directory gives the single shape, a tree of bundles the multi-file shape', () => {
    const tree = project();
    const out = JSON.parse(runCli(['validate', '.', '--json'], { cwd: path.join(tree, 'good') }).stdout);
    expect(out).toMatchObject({ status: 'ok', id: 'good' });
    const all = JSON.parse(runCli(['validate', '.', '--json'], { cwd: tree }).stdout);
    expect(all.summary.files).toBe(4);
  });
});

describe('text output', () => {
  const dir = project();
  it('prints path:line:col: severity CODE message per finding, then one summary line', () => {
    const r = runCli(['validate', 'good', 'bad', 'warn'], { cwd: dir });
    expect(r.code).toBe(6);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'bad/SKILL.md:9:13: error InvalidField sync_class must be one of "private", "shareable"; got "public"',
      'bad/SKILL.md:10:1: error UnknownField unknown field "random_field" (custom keys must start with `x-`)',
    ]);
    // The policy rule's wording is its owner's; the line's shape is the contract.
    expect(lines[2]).toMatch(/^warn\/SKILL\.md:4:14: warning description-trigger \S/);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/^✖ skillgate: 3 files checked, 2 ok, 1 invalid, 2 errors, 1 warning \(\d+ ms\)$/);
    expect(r.stderr).toBe('');
  });

  it('says "1 warning", singular, after a single valid bundle', () => {
    const r = runCli(['validate', 'warn'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('✓ warn v1.0.0 — valid (1 warning)');
  });

  it('cuts a long id in the "✓ id vX — valid" line (a valid 400,000-character id was printed whole)', () => {
    const id = `a${'b'.repeat(100_000)}`;
    const long = tmpDir('skillgate-long-id-');
    writeTree(long, {
      'x/SKILL.md': `---\nid: ${id}\nversion: 1.0.0\ndescription: Does x. Use when x.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\nbody\n`,
    });
    const r = runCli(['validate', 'x'], { cwd: long });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^✓ "ab{179}…" \(100001 characters\) v1\.0\.0 — valid\n$/);
    // A long version too, with no `v` glued to its quote (`v"1.0.0-aaa…"`).
    writeTree(long, {
      'x/SKILL.md': `---\nid: x\nversion: 1.0.0-${'a'.repeat(300)}\ndescription: Does x. Use when x.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\nbody\n`,
    });
    expect(runCli(['validate', 'x'], { cwd: long }).stdout).toMatch(
      /^✓ x "1\.0\.0-a{174}…" \(306 characters\) — valid\n$/,
    );
  });

  it('ends with a green summary when all is well', () => {
    const r = runCli(['validate', 'good', 'warn'], { cwd: dir });
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✓ skillgate: 2 files checked, 2 ok, 0 invalid, 0 errors, 1 warning/,
    );
  });
});

describe('--output FILE', () => {
  it('writes the chosen format to FILE and nothing to stdout', () => {
    const dir = project();
    const json = runCli(['validate', 'bad', '--json', '--output', 'report.json'], { cwd: dir });
    expect(json.code).toBe(6);
    expect(json.stdout).toBe('');
    expect(JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'))).toMatchObject({ status: 'invalid' });
    const text = runCli(['validate', 'good', '--output', 'report.txt'], { cwd: dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toBe('');
    expect(readFileSync(path.join(dir, 'report.txt'), 'utf8')).toBe('✓ good v1.0.0 — valid\n');
  });

  it('refuses a FILE that ends with "/": it names a folder, and was written as a file of that name', () => {
    const dir = project();
    for (const out of ['reports/', 'good/', 'a//']) {
      const r = runCli(['validate', 'good', '--json', '--output', out], { cwd: dir });
      expect([out, r.code, r.stdout, r.stderr]).toEqual([
        out,
        1,
        '',
        `skillgate: --output ${out} ends with "/", so it names a folder: name the report file in it\n`,
      ]);
    }
    expect(existsSync(path.join(dir, 'reports'))).toBe(false);
  });

  it('/dev/stdout or /dev/stderr (or the file the stream is redirected to) is written through the stream: what the shell wrote there before and after is kept', () => {
    const dir = project();
    const log = path.join(dir, 'build.log');
    for (const [out, fd] of [
      ['/dev/stdout', 1],
      ['/dev/stderr', 2],
      ['build.log', 1],
    ] as const) {
      writeFileSync(log, 'line 1 of the log\n');
      const handle = openSync(log, 'a');
      const stdio: ('ignore' | 'pipe' | number)[] = ['ignore', 'pipe', 'pipe'];
      stdio[fd] = handle;
      const r = spawnSync(process.execPath, [BIN, 'validate', 'good', '--json', '--output', out], { cwd: dir, stdio });
      closeSync(handle);
      appendFileSync(log, 'last line\n');
      expect([out, r.status]).toEqual([out, 0]);
      const text = readFileSync(log, 'utf8');
      // It was replaced by a temp file: the first line and the last were lost.
      expect([out, text.startsWith('line 1 of the log\n{'), text.endsWith('}\nlast line\n')]).toEqual([
        out,
        true,
        true,
      ]);
      expect(JSON.parse(text.slice('line 1 of the log\n'.length, -'last line\n'.length))).toMatchObject({
        status: 'ok',
      });
    }
  });

  it('lock --json --output /dev/stdout: stdout is one JSON document, the status line on stderr', () => {
    const dir = tmpDir('skillgate-cli-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    const r = runCli(['lock', '--json', '--output', '/dev/stdout'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'ok' });
    expect(r.stderr).toMatch(/^created skillgate\.lock: 1 skill pinned\n$/);
  });

  it('refuses (exit 1, before anything is written) a FILE that a SKILL.md symlink leads to: the report would replace that skill', () => {
    const dir = tmpDir('skillgate-cli-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'docs/b.md': skill('b') });
    mkdirSync(path.join(dir, 'skills/b'));
    symlinkSync('../../docs/b.md', path.join(dir, 'skills/b/SKILL.md'));
    const before = readFileSync(path.join(dir, 'docs/b.md'), 'utf8');
    for (const args of [['validate', '--json'], ['validate', 'skills/b'], ['lock']]) {
      const r = runCli([...args, '--output', 'docs/b.md'], { cwd: dir });
      expect([args, r.code, r.stdout, r.stderr]).toEqual([
        args,
        1,
        '',
        'skillgate: --output docs/b.md is the file the skill skills/b/SKILL.md is (through a link): a report never replaces a skill; write it elsewhere\n',
      ]);
      expect(readFileSync(path.join(dir, 'docs/b.md'), 'utf8')).toBe(before);
      // lock wrote no lockfile first.
      expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    }
    // A run that reads no such skill (another named, or a change that holds none) is refused
    // all the same when git tracks the link: the report would replace that skill.
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    for (const args of [
      ['validate', 'skills/a'],
      ['validate', '--changed-since', 'HEAD'],
    ]) {
      const r = runCli([...args, '--output', 'docs/b.md'], { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([
        args,
        1,
        'skillgate: --output docs/b.md is the file the skill skills/b/SKILL.md is (through a link): a report never replaces a skill; write it elsewhere\n',
      ]);
      expect(readFileSync(path.join(dir, 'docs/b.md'), 'utf8')).toBe(before);
    }
  });

  it('lock --output naming a folder is refused before the lockfile is written', () => {
    const dir = tmpDir('skillgate-cli-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'out/keep': '' });
    for (const [out, said] of [
      ['out', 'cannot write --output out: it is a directory'],
      ['out/.', '--output out/. ends with "/.", so it names a folder: name the report file in it'],
      ['new/..', '--output new/.. ends with "/..", so it names a folder: name the report file in it'],
    ]) {
      const r = runCli(['lock', '--json', '--output', out], { cwd: dir });
      expect([out, r.code, r.stderr]).toEqual([out, 1, `skillgate: ${said}\n`]);
      expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    }
    // Nor a target the write would fail on: a symlink into a folder that does not exist, a
    // socket, a name too long (lock wrote the lockfile, then failed).
    symlinkSync('nowhere/x', path.join(dir, 'r.json'));
    const server = spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(path.join(dir, 'sock'))}, function () { process.exit(0); })`,
    ]);
    expect(server.status).toBe(0);
    for (const [out, said] of [
      ['r.json', 'it is a symlink that leads nowhere'],
      ['sock', 'it is a socket, not a file'],
      ['x'.repeat(300), 'the path, or a name in it, is too long'],
    ]) {
      const r = runCli(['lock', '--output', out], { cwd: dir });
      expect([out, r.code, r.stderr]).toEqual([out, 1, `skillgate: cannot write --output ${out}: ${said}\n`]);
      expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    }
    // Not a file named `sub` either.
    const lock = runCli(['lock', '--lockfile', 'sub/.'], { cwd: dir });
    expect([lock.code, lock.stderr]).toEqual([
      1,
      'skillgate: --lockfile sub/. ends with "/.", so it names a folder: name the lockfile in it (sub/skillgate.lock)\n',
    ]);
    expect(existsSync(path.join(dir, 'sub'))).toBe(false);
  });

  it('refuses a FILE named SKILL.md: the report would replace a skill', () => {
    const dir = project();
    const before = readFileSync(path.join(dir, 'good/SKILL.md'), 'utf8');
    // Nor through a link to one.
    symlinkSync('good/SKILL.md', path.join(dir, 'report.json'));
    const linked = runCli(['validate', 'good', '--json', '--output', 'report.json'], { cwd: dir });
    expect([linked.code, linked.stderr]).toEqual([
      1,
      'skillgate: --output report.json names a SKILL.md file: the report would replace a skill; write it elsewhere\n',
    ]);
    // (Any case: on a case-insensitive disk skill.md is the same file.)
    const lower = runCli(['validate', 'good', '--output', 'good/skill.md'], { cwd: dir });
    expect([lower.code, lower.stderr]).toEqual([
      1,
      'skillgate: --output good/skill.md names a SKILL.md file: the report would replace a skill; write it elsewhere\n',
    ]);
    for (const args of [
      ['validate', 'good', '--output', 'good/SKILL.md'],
      ['validate', '--output=good/SKILL.md', 'good', '--json'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stdout]).toEqual([args, 1, '']);
      expect(r.stderr).toBe(
        'skillgate: --output good/SKILL.md names a SKILL.md file: the report would replace a skill; write it elsewhere\n',
      );
    }
    expect(readFileSync(path.join(dir, 'good/SKILL.md'), 'utf8')).toBe(before);
  });

  it('refuses a FILE that is a file the run checks, whatever its name (by name, absolute, through a link, or a hard link)', () => {
    const dir = project();
    const text = readFileSync(path.join(dir, 'good/SKILL.md'), 'utf8');
    writeFileSync(path.join(dir, 'my-skill.md'), text);
    symlinkSync('my-skill.md', path.join(dir, 'linked.md'));
    linkSync(path.join(dir, 'my-skill.md'), path.join(dir, 'hard.md'));
    for (const [named, out] of [
      ['my-skill.md', 'my-skill.md'],
      ['my-skill.md', path.join(dir, 'my-skill.md')],
      ['linked.md', 'my-skill.md'],
      ['my-skill.md', 'hard.md'],
    ] as const) {
      for (const format of ['text', 'json']) {
        const r = runCli(['validate', named, '--format', format, '--output', out], { cwd: dir });
        expect([named, out, r.code, r.stdout, r.stderr]).toEqual([
          named,
          out,
          1,
          '',
          `skillgate: --output ${out} is a file this run checks: the report would replace it; write it elsewhere\n`,
        ]);
      }
    }
    expect(readFileSync(path.join(dir, 'my-skill.md'), 'utf8')).toBe(text);
    // A named file that is not there is said as such, not as one the report would replace.
    const none = runCli(['validate', 'none.md', '--output', 'none.md'], { cwd: dir });
    expect([none.code, none.stderr]).toEqual([1, 'skillgate: cannot read none.md: no such file or directory\n']);
    // Another file is written as ever.
    expect(runCli(['validate', 'my-skill.md', '--output', 'report.txt'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'report.txt'), 'utf8')).toContain('valid');
  });

  it('refuses a link that leads nowhere yet when the write through it would create a SKILL.md, a lockfile or a hook', () => {
    const dir = project();
    spawnSync('git', ['init', '-q'], { cwd: dir });
    mkdirSync(path.join(dir, 'empty'));
    // Written through (a link that leads nowhere yet is), each would create what the run guards.
    const cases: [string, string, string][] = [
      ['dang.json', 'empty/SKILL.md', 'names a SKILL.md file: the report would replace a skill'],
      ['chain.json', 'dang.json', 'names a SKILL.md file: the report would replace a skill'],
      // `s` leads to good/: `s/..` is the folder above good/, as the kernel resolves it.
      ['out/up.json', 's/../skillgate.lock', 'is the lockfile: the report would replace it'],
      ['lock.json', 'skillgate.lock', 'is the lockfile: the report would replace it'],
      [
        'hook.json',
        '.git/hooks/pre-commit',
        "is inside git's own files (the git directory or the hooks folder): the report would replace them",
      ],
    ];
    mkdirSync(path.join(dir, 'out'));
    symlinkSync('../good', path.join(dir, 'out/s'));
    for (const [link, to] of cases) symlinkSync(to, path.join(dir, link));
    for (const [link, , why] of cases) {
      const r = runCli(['validate', 'good', '--json', '--output', link], { cwd: dir });
      expect([link, r.code, r.stderr]).toEqual([link, 1, `skillgate: --output ${link} ${why}; write it elsewhere\n`]);
    }
    expect(existsSync(path.join(dir, 'empty/SKILL.md'))).toBe(false);
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    expect(existsSync(path.join(dir, '.git/hooks/pre-commit'))).toBe(false);
    // A link to where a report may go is still written through.
    symlinkSync('reports/out.json', path.join(dir, 'ok.json'));
    mkdirSync(path.join(dir, 'reports'));
    const ok = runCli(['validate', 'good', '--json', '--output', 'ok.json'], { cwd: dir });
    expect([ok.code, ok.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, 'reports/out.json'), 'utf8')).status).toBe('ok');
  });

  it("refuses a FILE the run reads (lockfile, config, keyring), git's own files and a secret key: it would be lost", () => {
    const dir = project();
    spawnSync('git', ['init', '-q'], { cwd: dir });
    for (const d of ['bad', 'warn', 'old-broker']) rmSync(path.join(dir, d), { recursive: true });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    writeTree(dir, {
      '.skillgate.yml': 'profile: v1\n',
      'alt.yml': 'profile: v1\n',
      '.skillgate/trusted-keys': '# none yet\n',
      'my-keys': '# none\n',
    });
    expect(runCli(['keygen', '--out', 'signing.key'], { cwd: dir }).code).toBe(0);
    symlinkSync('skillgate.lock', path.join(dir, 'lock-link'));
    // The lockfile a link: the file it leads to is the lockfile too (and so is a hard link).
    mkdirSync(path.join(dir, 'locks'));
    renameSync(path.join(dir, 'skillgate.lock'), path.join(dir, 'locks/real.lock'));
    symlinkSync('locks/real.lock', path.join(dir, 'skillgate.lock'));
    linkSync(path.join(dir, 'locks/real.lock'), path.join(dir, 'hard.lock'));
    const files = [
      'skillgate.lock',
      '.skillgate.yml',
      'alt.yml',
      '.skillgate/trusted-keys',
      'my-keys',
      'signing.key',
      '.git/config',
    ];
    const before = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
    for (const [out, extra, what] of [
      ['skillgate.lock', [], 'is the lockfile: the report would replace it'],
      ['./skills/../skillgate.lock', [], 'is the lockfile: the report would replace it'],
      ['lock-link', [], 'is the lockfile: the report would replace it'],
      ['locks/real.lock', [], 'is the lockfile: the report would replace it'],
      ['hard.lock', [], 'is the lockfile: the report would replace it'],
      ['.skillgate.yml', [], 'is the config: the report would replace it'],
      ['alt.yml', ['--config', 'alt.yml'], 'is the config: the report would replace it'],
      ['.skillgate/trusted-keys', [], 'is the trusted keyring: the report would replace it'],
      ['my-keys', ['--trusted-keys', 'my-keys'], 'is the trusted keyring: the report would replace it'],
      // The default keyring too, while a flag names another.
      ['.skillgate/trusted-keys', ['--trusted-keys', 'my-keys'], 'is the trusted keyring: the report would replace it'],
      [
        '.git/config',
        [],
        "is inside git's own files (the git directory or the hooks folder): the report would replace them",
      ],
      [
        'signing.key',
        [],
        'is a secret key file (64 hex digits, as keygen writes it): the report would destroy the key',
      ],
    ] as const) {
      for (const cmd of [
        ['validate', 'good'],
        ['lock', '--check'],
      ]) {
        const r = runCli([...cmd, ...extra, '--json', '--output', out], { cwd: dir });
        expect([cmd, out, r.code, r.stdout, r.stderr]).toEqual([
          cmd,
          out,
          1,
          '',
          `skillgate: --output ${out} ${what}; write it elsewhere\n`,
        ]);
      }
    }
    expect(files.map((f) => readFileSync(path.join(dir, f), 'utf8'))).toEqual(before);
    // A key as `sign --key` also takes it (a BOM, spaces or tabs around it, a blank line after
    // it) is a key all the same: refused, and left as it was.
    const seed = readFileSync(path.join(dir, 'signing.key'), 'utf8').trim();
    for (const text of [`\ufeff${seed}\n`, ` ${seed}\n`, `${seed} \n`, `${seed}\n\n`, `\t${seed}\r\n`]) {
      writeFileSync(path.join(dir, 'odd.key'), text);
      const r = runCli(['validate', 'good', '--output', 'odd.key'], { cwd: dir });
      expect([JSON.stringify(text), r.code, r.stderr]).toEqual([
        JSON.stringify(text),
        1,
        'skillgate: --output odd.key is a secret key file (64 hex digits, as keygen writes it): the report would destroy the key; write it elsewhere\n',
      ]);
      expect(readFileSync(path.join(dir, 'odd.key'), 'utf8')).toBe(text);
    }
    // Any other file is written, as before.
    const ok = runCli(['validate', 'good', '--json', '--output', 'keys.json'], { cwd: dir });
    expect([ok.code, ok.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, 'keys.json'), 'utf8'))).toMatchObject({ status: 'ok' });
    // Refused before any work: `lock` writes no lockfile it then cannot report on.
    writeTree(dir, { 'skills/new/SKILL.md': skill('new') });
    const lockBefore = readFileSync(path.join(dir, 'locks/real.lock'), 'utf8');
    for (const out of ['skillgate.lock', 'skills/new/SKILL.md/report.txt']) {
      const r = runCli(['lock', '--output', out], { cwd: dir });
      expect([out, r.code]).toEqual([out, 1]);
      expect(readFileSync(path.join(dir, 'locks/real.lock'), 'utf8')).toBe(lockBefore);
    }
  });

  it('says why FILE cannot be written: a file on its path, a link that leads nowhere; makes a missing folder; --config as typed', () => {
    const dir = project();
    symlinkSync('nonexistent-skillgate-dir/x', path.join(dir, 'dangling'));
    for (const [out, why] of [
      ['good/SKILL.md/x', 'a part of its path is a file, not a directory'],
      ['dangling', 'it is a symlink that leads nowhere'],
    ]) {
      const r = runCli(['validate', 'good', '--output', out], { cwd: dir });
      expect([out, r.code, r.stderr]).toEqual([out, 1, `skillgate: cannot write --output ${out}: ${why}\n`]);
    }
    // A missing folder is made, as keygen --out and scaffold --dir make theirs: when the report
    // is written, so a run that fails first (exit 1) leaves no empty folders.
    const failed = runCli(['validate', 'nowhere', '--output', 'new/deeper/r.json'], { cwd: dir });
    expect([failed.code, failed.stderr]).toEqual([1, 'skillgate: cannot read nowhere: no such file or directory\n']);
    expect(existsSync(path.join(dir, 'new'))).toBe(false);
    const deep = runCli(['validate', 'good', '--format', 'sarif', '--output', 'reports/ci/skillgate.sarif'], {
      cwd: dir,
    });
    expect([deep.code, deep.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, 'reports/ci/skillgate.sarif'), 'utf8'))).toMatchObject({
      version: '2.1.0',
    });
    const config = runCli(['validate', 'good', '--config', 'nonexist.yml'], { cwd: dir });
    expect([config.code, config.stderr]).toEqual([1, 'skillgate: cannot read config nonexist.yml: no such file\n']);
  });

  it('replaces FILE whole: a hard link to a skill is broken, not written through; the mode stays', () => {
    const dir = project();
    const before = readFileSync(path.join(dir, 'good/SKILL.md'), 'utf8');
    linkSync(path.join(dir, 'good/SKILL.md'), path.join(dir, 'linked.json'));
    const r = runCli(['validate', 'good', '--json', '--output', 'linked.json'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(readFileSync(path.join(dir, 'good/SKILL.md'), 'utf8')).toBe(before);
    expect(JSON.parse(readFileSync(path.join(dir, 'linked.json'), 'utf8'))).toMatchObject({ status: 'ok' });
    writeFileSync(path.join(dir, 'old.txt'), 'old report\n', { mode: 0o640 });
    chmodSync(path.join(dir, 'old.txt'), 0o640);
    expect(runCli(['validate', 'good', '--output', 'old.txt'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'old.txt'), 'utf8')).toBe('✓ good v1.0.0 — valid\n');
    expect(statSync(path.join(dir, 'old.txt')).mode & 0o777).toBe(0o640);
    // No temp file is left beside it.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  // A null device of the test's own (mknod needs root, else the test shows as skipped), so
  // that a regression replaces it, not the machine's /dev/null.
  const dev = path.join(tmpDir('skillgate-dev-'), 'null');
  const haveDevice = spawnSync('mknod', ['-m', '666', dev, 'c', '1', '3']).status === 0;
  (haveDevice ? it : it.skip)('writes a FILE that is a character device in place, never renaming over it', () => {
    const dir = project();
    const r = runCli(['validate', 'good', '--output', dev], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '', '']);
    expect(statSync(dev).isCharacterDevice()).toBe(true);
  });

  it('writes a FILE whose name is as long as a name may be', () => {
    const dir = project();
    const name = 'r'.repeat(250) + '.json';
    const r = runCli(['validate', 'good', '--json', '--output', name], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))).toMatchObject({ status: 'ok' });
  });

  it('folders it would make through a link are guarded as the file: never into .git, never onto the lockfile', () => {
    const dir = project({ '.skillgate.yml': 'lockfile: locks/skillgate.lock\n' });
    git(dir, 'init', '-q');
    symlinkSync('.git', path.join(dir, 'gitlink'));
    symlinkSync('.', path.join(dir, 'alias'));
    for (const [args, why] of [
      [['validate', 'good', '--output', 'gitlink/newdir/r.txt'], "is inside git's own files"],
      [['lock', '--json', '--output', 'alias/locks/skillgate.lock'], 'is the lockfile: the report would replace it'],
    ] as const) {
      const r = runCli([...args], { cwd: dir });
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stderr).toContain(why);
    }
    expect(existsSync(path.join(dir, '.git/newdir'))).toBe(false);
    expect(existsSync(path.join(dir, 'locks'))).toBe(false);
  });

  it('`-` is stdout; a file named `-` is ./-', () => {
    const dir = project();
    const r = runCli(['validate', 'good', '--json', '--output', '-'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'ok' });
    expect(existsSync(path.join(dir, '-'))).toBe(false);
    const file = runCli(['validate', 'good', '--json', '--output', './-'], { cwd: dir });
    expect([file.code, file.stdout]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, '-'), 'utf8'))).toMatchObject({ status: 'ok' });
  });

  it('is exit 1 when FILE cannot be written', () => {
    const dir = project();
    writeFileSync(path.join(dir, 'no'), 'a file where a folder would be\n');
    const r = runCli(['validate', 'good', '--output', 'no/such/dir/report.txt'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^skillgate: cannot write --output no\/such\/dir\/report\.txt/);
    noTrace(r);
  });
});

describe('colour', () => {
  it('follows NO_COLOR, FORCE_COLOR and TERM=dumb; never into an --output file', () => {
    const dir = tmpDir('skillgate-color-');
    writeTree(dir, { 'bad/SKILL.md': skill('bad', 'allowed_tols: [Read]\n') });
    const ESC = '\x1b[';
    const run = (env: Record<string, string>, args: string[] = []) =>
      runCli(['validate', 'bad', ...args], { cwd: dir, env });
    expect(run({}).stdout).not.toContain(ESC); // a pipe
    expect(run({ FORCE_COLOR: '1' }).stdout).toContain(`${ESC}31merror`);
    expect(run({ FORCE_COLOR: '0' }).stdout).not.toContain(ESC);
    expect(run({ FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).not.toContain(ESC);
    expect(run({ FORCE_COLOR: '1' }, ['--output', 'out.txt']).code).toBe(6);
    expect(readFileSync(path.join(dir, 'out.txt'), 'utf8')).not.toContain(ESC);
  });
});

describe('--version, --help, schema', () => {
  it('--version prints the package version', () => {
    const r = runCli(['--version']);
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    expect(r).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it.each([
    ['validate', 'Usage: skillgate validate [PATH...] [options]', '--changed-since REF'],
    ['lock', 'Usage: skillgate lock [--check] [options]', 'version-not-bumped'],
    ['sign', 'Usage: skillgate sign BUNDLE... --key FILE', 'revokes'],
    ['keygen', 'Usage: skillgate keygen [--out FILE]', 'mode 0600'],
    ['scaffold', 'Usage: skillgate scaffold ID [--dir D]', "repository's profile"],
    ['schema', 'Usage: skillgate schema [--config]', 'JSON Schema'],
  ])('help %s (and the command with --help or -h) prints its own usage', (cmd, head, detail) => {
    for (const args of [
      ['help', cmd],
      [cmd, '--help'],
      [cmd, '-h'],
    ]) {
      const r = runCli(args);
      expect([args, r.code, r.stderr]).toEqual([args, 0, '']);
      expect(r.stdout.startsWith(head)).toBe(true);
      expect(r.stdout).toContain(detail);
    }
  });

  it('--help lists every option validate takes (it left out --if-merging)', () => {
    const top = runCli(['--help']).stdout;
    const own = runCli(['help', 'validate']).stdout;
    const flags = (text: string) => new Set([...text.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]));
    for (const flag of flags(own)) expect([flag, top.includes(`  ${flag}`)]).toEqual([flag, true]);
    expect(flags(own).has('--if-merging')).toBe(true);
  });

  it('`-` as a lockfile, keyring, config or key is refused, never a file named - written or read (`lock --lockfile -` wrote ./-)', () => {
    const dir = tmpDir('skillgate-dash-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    for (const [args, flag, stream, verb, what] of [
      [['lock', '--lockfile', '-'], 'lockfile', 'output', 'writes', 'lockfile'],
      [['lock', '--check', '--lockfile', '-'], 'lockfile', 'input', 'reads', 'lockfile'],
      [['validate', '--lockfile', '-'], 'lockfile', 'input', 'reads', 'lockfile'],
      [['validate', '--trusted-keys', '-'], 'trusted-keys', 'input', 'reads', 'keyring'],
      [['validate', '--config', '-'], 'config', 'input', 'reads', 'config'],
      [['keygen', '--config', '-'], 'config', 'input', 'reads', 'config'],
      [['sign', 'a', '--key', '-'], 'key', 'input', 'reads', 'key'],
    ]) {
      const r = runCli(args as string[], { cwd: dir });
      expect([args, r.code, r.stdout, r.stderr]).toEqual([
        args,
        1,
        '',
        `skillgate: --${flag} - would name standard ${stream}: skillgate ${verb} the ${what} only as a file; give its name (--${flag} ./- for a file named -)\n`,
      ]);
    }
    expect(existsSync(path.join(dir, '-'))).toBe(false);
    // As it says: ./- is a file so named.
    expect(runCli(['lock', '--lockfile', './-'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, '-'), 'utf8')).toContain('"lockfileVersion": 1');
  });

  it('--if-merging outside a merge still refuses a bad flag value (a hook with `--trust regsitry` passed every commit)', () => {
    const dir = tmpDir('skillgate-ifmerging-');
    git(dir, 'init', '-q');
    for (const [flag, value, why] of [
      ['--trust', 'regsitry', '--trust must be one of local, registry; got "regsitry"'],
      ['--profile', 'x', '--profile must be one of v1, agentskills; got "x"'],
      [
        '--broker-version',
        'x',
        '--broker-version must be a SemVer 2.0.0 version such as 1.4.0 (or 1.4 for 1.4.0); got "x"',
      ],
      ['--format', 'bogus', '--format must be one of text, json, sarif; got "bogus"'],
    ]) {
      const r = runCli(['validate', '--staged', '--if-merging', flag, value], { cwd: dir });
      expect([flag, r.code, r.stderr]).toEqual([flag, 1, `skillgate: ${why}\n`]);
    }
    // Good values, outside a merge: nothing read, exit 0.
    const ok = runCli(['validate', '--if-merging', '--trust', 'registry', '--profile', 'v1'], { cwd: dir });
    expect([ok.code, ok.stdout, ok.stderr]).toEqual([0, '', '']);
  });

  it('help lock says it does not write over a lockfile that is not valid (SPEC §4), as the README does', () => {
    const text = runCli(['help', 'lock']).stdout.replace(/\n/g, ' ');
    expect(text).toContain('refuses while a skill is invalid, and over a lockfile that is not valid');
  });

  it('help lock and --help offer --staged only as lock refuses it: with --check', () => {
    // `lock --staged` (no --check) is a usage error; the help said nothing of that.
    expect(runCli(['lock', '--staged']).stderr).toContain('--staged goes with --check');
    for (const args of [['help', 'lock'], ['--help']]) {
      const staged = runCli(args)
        .stdout.replace(/\n {29}/g, ' ')
        .split('\n')
        .find((l) => l.startsWith('  --staged'));
      expect([args, staged]).toEqual([args, expect.stringContaining('lock --check')]);
    }
  });

  it('--help gives each option of validate and lock the default help validate gives it', () => {
    // One option, two defaults, was one of them wrong: --profile's default is the config's.
    const defaults = (args: string[]) =>
      new Map(
        runCli(args)
          .stdout.replace(/\n {29}/g, ' ')
          .split('\n')
          .filter((l) => l.startsWith('  --'))
          .map((l) => [l.trim().split(' ')[0], /\(default [^)]*\)/.exec(l)?.[0]] as const),
      );
    const top = defaults(['--help']);
    const validate = defaults(['help', 'validate']);
    expect([...top.values()].filter(Boolean).length).toBeGreaterThan(4);
    for (const [flag, d] of top) if (validate.has(flag)) expect([flag, d]).toEqual([flag, validate.get(flag)]);
    expect(top.get('--profile')).toBe("(default v1, or the config's)");
  });

  it("--help's line for sign names every option sign --help lists", () => {
    const top = runCli(['--help']).stdout.replace(/\n {43}/g, ' ');
    const line = top.split('\n').find((l) => l.startsWith('  skillgate sign '))!;
    const options = [...runCli(['sign', '--help']).stdout.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1]!);
    expect(options.length).toBeGreaterThan(4);
    for (const o of options) expect([o, line.includes(o)]).toEqual([o, true]);
  });

  it('help says all that --follow-symlinks reads (not only a SKILL.md symlink), as the README does', () => {
    for (const args of [['--help'], ['help', 'validate'], ['help', 'lock'], ['help', 'sign']]) {
      const line = runCli(args).stdout.replace(/\n {29}/g, ' ');
      expect([
        args,
        /--follow-symlinks +also read a SKILL\.md, folder, config, keyring or lockfile symlink/.test(line),
      ]).toEqual([args, true]);
    }
  });

  it.each([
    [['--version', '--bogus'], 'skillgate: --version takes no arguments, not "--bogus"\n'],
    [['--version', 'validate', 'nowhere'], 'skillgate: --version takes no arguments, not "validate"\n'],
    [['-V', 'x'], 'skillgate: -V takes no arguments, not "x"\n'],
    [['--help', 'validate', 'x'], 'skillgate: --help takes one command name at most, not also "x"\n'],
    [['help', 'lock', '--bogus'], 'skillgate: help takes one command name at most, not also "--bogus"\n'],
  ])('%j is a usage error (exit 1), as a bad flag is anywhere else', (args, stderr) => {
    expect(runCli(args)).toEqual({ code: 1, stdout: '', stderr });
  });

  it('--help COMMAND is help COMMAND', () => {
    expect(runCli(['--help', 'lock'])).toEqual(runCli(['help', 'lock']));
    expect(runCli(['--help', '--bogus']).code).toBe(1);
  });

  it('help for something that is no command is exit 1 with a suggestion', () => {
    const r = runCli(['help', 'valdate']);
    expect([r.code, r.stderr]).toEqual([
      1,
      'skillgate: no help for "valdate"; did you mean "validate"? (the commands: validate, lock, sign, keygen, scaffold, schema)\n',
    ]);
  });

  it.each([
    ['help', 'help'],
    ['help', '--help'],
    ['--help', '--help'],
    ['-h', '-h'],
  ])('%s %s is the general help, exit 0 (it was "no help for")', (...args) => {
    const r = runCli(args);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(runCli(['--help']).stdout);
  });

  it('sign --help lists every option its usage line names', () => {
    const r = runCli(['sign', '--help']);
    for (const o of ['--key FILE', '--profile v1|agentskills', '--config FILE', '--trusted-keys FILE'])
      expect(r.stdout).toMatch(new RegExp(`^  ${o.replace(/[|]/g, '\\$&')} +\\S`, 'm'));
  });

  it('GITHUB_ACTIONS set to anything but true, with no arguments, is the CLI (usage), not the Action', () => {
    for (const v of ['false', '0', 'yes']) {
      const r = runCli([], { cwd: tmpDir('skillgate-not-runner-'), env: { GITHUB_ACTIONS: v } });
      expect([v, r.code, r.stdout]).toEqual([v, 1, '']);
      expect(r.stderr).toMatch(/^skillgate .* — enforce the SKILL\.md frontmatter contract/);
    }
  });

  it.each([['--help'], ['-h'], ['help']])('%s prints the usage to stdout', (...args) => {
    const r = runCli(args);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^skillgate .* — enforce the SKILL\.md frontmatter contract/);
    expect(r.stdout).toContain('skillgate validate [PATH...]');
    expect(r.stdout).toContain('Exit codes: 0 clean, 1 usage or I/O error, 6 schema violation, 7 lock drift only.');
  });

  it('schema prints a JSON Schema (2020-12) that ajv compiles and that judges a frontmatter', () => {
    const r = runCli(['schema']);
    expect(r.code).toBe(0);
    const schema = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(schema);
    expect(
      validate({ id: 'a', version: '1.0.0', description: 'd', allowed_memory_scopes: [], allowed_tools: ['Read'] }),
    ).toBe(true);
    expect(validate({ id: 'A', version: '1.0', description: '', allowed_memory_scopes: [], allowed_tools: [] })).toBe(
      false,
    );
    // The bundle prints the very schema the repository publishes for editors, byte for byte
    // (`skillgate schema > schema/skill.schema.json` leaves git nothing to show).
    expect(r.stdout).toBe(readFileSync(path.join(process.cwd(), 'schema', 'skill.schema.json'), 'utf8'));
    const configRun = runCli(['schema', '--config']);
    expect(configRun.stdout).toBe(readFileSync(path.join(process.cwd(), 'schema', 'config.schema.json'), 'utf8'));
    const config = JSON.parse(configRun.stdout) as Record<string, unknown>;
    expect(config.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(runCli(['schema', 'extra']).code).toBe(1);
  });
});

describe('scaffold', () => {
  it('writes ./ID/SKILL.md, a starter that validates', () => {
    const dir = tmpDir('skillgate-scaffold-');
    const r = runCli(['scaffold', 'my-skill'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote my-skill/SKILL.md');
    const text = readFileSync(path.join(dir, 'my-skill', 'SKILL.md'), 'utf8');
    for (const key of ['id: my-skill', 'version:', 'description:', 'allowed_memory_scopes:', 'allowed_tools:'])
      expect(text).toContain(key);
    expect(text).toMatch(/^---\n#/); // commented
    // The comments of the keys stand in one column, whatever the id's length.
    const column = (key: string) =>
      text
        .split('\n')
        .find((l) => l.startsWith(key))!
        .indexOf(' #');
    expect([column('id:'), column('allowed_tools:')]).toEqual([32, 32]);
    const v = runCli(['validate', 'my-skill', '--json'], { cwd: dir });
    expect(v.code).toBe(0);
    expect(JSON.parse(v.stdout)).toMatchObject({ status: 'ok', id: 'my-skill', warnings: [] });
  });

  it("says when the config's include/exclude leave the new file out (its next step would check nothing)", () => {
    const dir = tmpDir('skillgate-scaffold-');
    git(dir, 'init', '-q');
    writeFileSync(path.join(dir, '.skillgate.yml'), 'exclude: ["ex/**"]\n');
    const r = runCli(['scaffold', 'n', '--dir', 'ex/n'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      0,
      "skillgate: warning: the config's include/exclude leave ex/n/SKILL.md out: no check reads it, nor pins it in the lockfile; change include/exclude in .skillgate.yml, or choose another --dir\n",
    ]);
    expect(existsSync(path.join(dir, 'ex/n/SKILL.md'))).toBe(true);
    // A file the config keeps: nothing said.
    expect(runCli(['scaffold', 'k'], { cwd: dir }).stderr).toBe('');
  });

  it('an empty argument is refused, named for what it stands for', () => {
    const dir = tmpDir('skillgate-empty-');
    expect(runCli(['scaffold', ''], { cwd: dir }).stderr).toBe('skillgate: an empty argument names no skill id\n');
    expect(runCli(['validate', ''], { cwd: dir }).stderr).toBe(
      'skillgate: an empty argument names no file or directory\n',
    );
  });

  it('quotes an id or name YAML would read as null, a boolean or a number: the starter still validates', () => {
    const dir = tmpDir('skillgate-scaffold-');
    for (const id of ['null', 'true', 'false']) {
      expect(runCli(['scaffold', id], { cwd: dir }).code).toBe(0);
      expect(readFileSync(path.join(dir, id, 'SKILL.md'), 'utf8')).toContain(`id: "${id}"`);
      const v = runCli(['validate', id, '--json'], { cwd: dir });
      expect([v.code, JSON.parse(v.stdout).id]).toEqual([0, id]);
    }
    for (const name of ['123', '0x1f', '1e5', '0o17', '1e-5']) {
      expect(runCli(['scaffold', name, '--profile', 'agentskills'], { cwd: dir }).code).toBe(0);
      const v = runCli(['validate', name, '--profile', 'agentskills'], { cwd: dir });
      // The starter carries a version for the lock to pin (metadata.version).
      expect([name, v.code, v.stdout]).toEqual([name, 0, `✓ ${name} v1.0.0 — valid\n`]);
    }
    // Any other stays plain.
    expect(runCli(['scaffold', 'null-check'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'null-check', 'SKILL.md'), 'utf8')).toContain('id: null-check ');
  });

  it('refuses a --dir that leads out of the repository through a symlinked folder (no check reads it there)', () => {
    const dir = tmpDir('skillgate-scaffold-');
    git(dir, 'init', '-q');
    const elsewhere = tmpDir('skillgate-scaffold-elsewhere-');
    symlinkSync(elsewhere, path.join(dir, 'lnkdir'));
    const r = runCli(['scaffold', 'ld', '--dir', 'lnkdir'], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      'skillgate: cannot write "lnkdir/SKILL.md": its folder leads out of the repository through a symlink, where no check reads a skill; choose another --dir\n',
    );
    expect(existsSync(path.join(elsewhere, 'SKILL.md'))).toBe(false);
    // A folder link that stays inside is written through, and validate reads it.
    mkdirSync(path.join(dir, 'real'));
    symlinkSync('real', path.join(dir, 'inside'));
    expect(runCli(['scaffold', 'in', '--dir', 'inside'], { cwd: dir }).code).toBe(0);
    expect(existsSync(path.join(dir, 'real', 'SKILL.md'))).toBe(true);
  });

  it('honours --dir and refuses to overwrite, leaving the file alone', () => {
    const dir = tmpDir('skillgate-scaffold-');
    expect(runCli(['scaffold', 'other', '--dir', 'skills/other'], { cwd: dir }).code).toBe(0);
    const file = path.join(dir, 'skills', 'other', 'SKILL.md');
    expect(readFileSync(file, 'utf8')).toContain('`skillgate sign skills/other --key skillgate.key`');
    writeFileSync(file, 'mine\n');
    const again = runCli(['scaffold', 'other', '--dir', 'skills/other'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('skillgate: skills/other/SKILL.md already exists: refusing to overwrite it\n');
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
  });

  it("refuses git's own folders (--dir .git/hooks): no check reads a skill there", () => {
    const dir = tmpDir('skillgate-scaffold-');
    git(dir, 'init', '-q');
    for (const d of ['.git/hooks', '.git', '.git/x/y']) {
      const r = runCli(['scaffold', 'in-git', '--dir', d], { cwd: dir });
      expect([d, r.code, r.stdout, r.stderr]).toEqual([
        d,
        1,
        '',
        `skillgate: cannot write "${d}/SKILL.md": it is inside git's own files (the git directory or the hooks folder), where no check reads a skill; choose another --dir\n`,
      ]);
      expect(existsSync(path.join(dir, d, 'SKILL.md'))).toBe(false);
    }
    expect(runCli(['scaffold', 'in-git', '--dir', 'skills/in-git'], { cwd: dir }).code).toBe(0);
    // Outside a git work tree too: a `.git` folder made there would make later scans ask git.
    const plain = tmpDir('skillgate-scaffold-');
    for (const d of ['.git/hooks', 'a/.GIT']) {
      const r = runCli(['scaffold', 'x', '--dir', d], { cwd: plain });
      expect([d, r.code]).toEqual([d, 1]);
      expect(r.stderr).toContain("it is inside git's own files");
    }
    expect(existsSync(path.join(plain, '.git'))).toBe(false);
    expect(runCli(['validate'], { cwd: plain }).stderr).not.toContain('git');
  });

  it('quotes a folder its next-step hint names; refuses one the lockfile could never hold', () => {
    const dir = tmpDir('skillgate-scaffold-');
    const spaced = runCli(['scaffold', 'x', '--dir', "my team's skill"], { cwd: dir });
    expect(spaced.code).toBe(0);
    expect(spaced.stdout).toContain(`run \`skillgate validate 'my team'\\''s skill'\``);
    // The signing hint in the starter too; a folder starting with - is no option.
    expect(readFileSync(path.join(dir, "my team's skill", 'SKILL.md'), 'utf8')).toContain(
      `skillgate sign 'my team'\\''s skill' --key`,
    );
    const dash = runCli(['scaffold', 'z', '--dir=-z'], { cwd: dir });
    expect(dash.stdout).toContain('run `skillgate validate ./-z`');

    for (const bad of ['nl\ndir', 'back\\slash']) {
      const r = runCli(['scaffold', 'y', '--dir', bad], { cwd: dir });
      expect([bad, r.code]).toEqual([bad, 1]);
      expect(r.stderr).toMatch(
        /a lockfile cannot hold its path \(it contains a (control character|backslash)\); choose another --dir/,
      );
      expect(existsSync(path.join(dir, bad))).toBe(false);
    }
  });

  it.each([['BadId'], ['1x'], ['a_b']])('refuses the id %s (exit 1, nothing written)', (id) => {
    const dir = tmpDir('skillgate-scaffold-');
    const r = runCli(['scaffold', id], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is not kebab-case');
    expect(existsSync(path.join(dir, id))).toBe(false);
  });

  it("follows the repository's profile (config or --profile): an agentskills starter validates there too", () => {
    const dir = tmpDir('skillgate-scaffold-');
    writeTree(dir, { '.skillgate.yml': 'profile: agentskills\n' });
    const r = runCli(['scaffold', 'pdf-tools'], { cwd: dir });
    expect(r.code).toBe(0);
    const text = readFileSync(path.join(dir, 'pdf-tools', 'SKILL.md'), 'utf8');
    expect(text).toContain('\nname: pdf-tools\n');
    expect(text).not.toContain('allowed_tools');
    const v = runCli(['validate', 'pdf-tools', '--json'], { cwd: dir });
    expect(v.code).toBe(0);
    expect(JSON.parse(v.stdout)).toMatchObject({ status: 'ok', warnings: [] });
    // The name must be its directory's: a --dir that says otherwise is refused, nothing written.
    const other = runCli(['scaffold', 'pdf', '--dir', 'skills/y'], { cwd: dir });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain("an agentskills.io skill's name must equal its directory's name");
    expect(existsSync(path.join(dir, 'skills'))).toBe(false);
    // Compared after NFKC, as validate compares them: a folder spelled with a ligature holds
    // the ASCII name it folds to, and the starter written there validates.
    const lig = runCli(['scaffold', 'file-tools', '--dir', 'skills/\ufb01le-tools'], { cwd: dir });
    expect([lig.code, lig.stderr]).toEqual([0, '']);
    expect(runCli(['validate', 'skills/\ufb01le-tools'], { cwd: dir }).code).toBe(0);
    // Only an ASCII name is offered as the other way out.
    const wide = runCli(['scaffold', 'pdf', '--dir', '\u00e9t\u00e9'], { cwd: dir });
    expect(wide.code).toBe(1);
    expect(wide.stderr).not.toContain('or name the skill');
    // The folder it would advise holds a skill already: not advised (it read `use --dir
    // "pdf-tools"`, which the next run refused as taken).
    const held = runCli(['scaffold', 'pdf-tools', '--dir', 'pdf-new'], { cwd: dir });
    expect([held.code, held.stderr]).toEqual([
      1,
      `skillgate: an agentskills.io skill's name must equal its directory's name after NFKC: name the skill "pdf-new"\n`,
    ]);
    // Nor the other name, when the folder given holds a skill (it read `or name the skill
    // "pdf-tools"` for --dir pdf-tools, which holds one); `..` in --dir is read as a path.
    const given = runCli(['scaffold', 'pdf-x', '--dir', 'pdf-tools'], { cwd: dir });
    expect(given.stderr).toBe(
      `skillgate: an agentskills.io skill's name must equal its directory's name after NFKC: use --dir "pdf-x"\n`,
    );
    const up = runCli(['scaffold', 'pdf-x', '--dir', 'pdf-tools/..'], { cwd: dir });
    expect(up.stderr).toMatch(/: use --dir "pdf-x"/);
    const both = runCli(['scaffold', 'pdf-tools', '--dir', 'skills/\ufb01le-tools'], { cwd: dir });
    expect(both.stderr).toMatch(/: use --dir "skills\/pdf-tools"\n$/);
    // No way out: only the folder that holds a skill is named (a --dir that is no name holds none).
    const none = runCli(['scaffold', 'pdf-tools', '--dir', 'Pdf-X'], { cwd: dir });
    expect(none.stderr).toBe(
      `skillgate: an agentskills.io skill's name must equal its directory's name after NFKC: "pdf-tools" holds a SKILL.md already: choose another name, and a --dir named after it\n`,
    );
    // A config that cannot be read is exit 1 (SPEC §5), with or without --profile, and
    // nothing is written: the starter's profile and the id check both depend on it.
    const broken = tmpDir('skillgate-scaffold-');
    writeTree(broken, { '.skillgate.yml': 'bogus_key: 1\n' });
    for (const args of [
      ['scaffold', 'as3', '--profile', 'agentskills'],
      ['scaffold', 'v1s'],
    ]) {
      const refused = runCli(args, { cwd: broken });
      expect([refused.code, refused.stdout]).toEqual([1, '']);
      expect(refused.stderr).toMatch(
        /^skillgate: invalid config \.skillgate\.yml:\n {2}\.skillgate\.yml:1:1: .*bogus_key/,
      );
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(broken, args[1]))).toBe(false);
    }
    // --profile reads the config under its rules: a tool name agentskills may register.
    const named = tmpDir('skillgate-scaffold-');
    writeTree(named, { '.skillgate.yml': 'tools:\n  WebSearch: read-only\n' });
    expect(runCli(['validate', '--profile', 'agentskills'], { cwd: named }).code).toBe(0);
    const as4 = runCli(['scaffold', 'as4', '--profile', 'agentskills'], { cwd: named });
    expect([as4.code, as4.stderr]).toEqual([0, '']);
    // --profile, without a config.
    const plain = tmpDir('skillgate-scaffold-');
    const flagged = runCli(['scaffold', '2fa-helper', '--profile', 'agentskills'], { cwd: plain });
    expect(flagged.stdout).toContain('skillgate validate 2fa-helper --profile agentskills');
    expect(runCli(['validate', '2fa-helper', '--profile', 'agentskills'], { cwd: plain }).code).toBe(0);
  });

  it('refuses an id another skill of the repository declares, tracked or not (it would not validate)', () => {
    const dir = tmpDir('skillgate-scaffold-');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    spawnSync('git', ['add', '-A'], { cwd: dir });
    const taken = runCli(['scaffold', 'a', '--dir', 'other/a'], { cwd: dir });
    expect([taken.code, taken.stdout]).toEqual([1, '']);
    expect(taken.stderr).toBe(
      'skillgate: skill id "a" is already declared by skills/a/SKILL.md: ids must be unique in the repository; choose another\n',
    );
    expect(existsSync(path.join(dir, 'other'))).toBe(false);
    // An untracked skill holds its id too: the second of two new skills with one id is refused.
    expect(runCli(['scaffold', 'b', '--dir', 'skills/b'], { cwd: dir }).code).toBe(0);
    expect(runCli(['scaffold', 'b', '--dir', 'more/b'], { cwd: dir }).code).toBe(1);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    // As validate reads the tree: a skill edited to another id frees its old one; one deleted
    // from the work tree holds none.
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('a2'));
    expect(runCli(['scaffold', 'a', '--dir', 'other/a'], { cwd: dir }).code).toBe(0);
    expect(runCli(['scaffold', 'a2', '--dir', 'other/a2'], { cwd: dir }).code).toBe(1);
    rmSync(path.join(dir, 'skills/a'), { recursive: true });
    expect(runCli(['scaffold', 'a2', '--dir', 'other/a2'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    // A new file the config leaves out is compared with nothing, so it is not refused.
    writeTree(dir, { '.skillgate.yml': 'exclude: ["archive/**"]\n' });
    expect(runCli(['scaffold', 'b', '--dir', 'archive/b'], { cwd: dir }).code).toBe(0);
    // A config that does not load: the id cannot be checked, so nothing is written (exit 1).
    writeTree(dir, { '.skillgate.yml': 'profile: bogus\n' });
    const unchecked = runCli(['scaffold', 'b', '--dir', 'x/b', '--profile', 'v1'], { cwd: dir });
    expect([unchecked.code, unchecked.stderr]).toEqual([
      1,
      'skillgate: invalid config .skillgate.yml:\n  .skillgate.yml:1:10: profile: must be one of "v1", "agentskills"; got "bogus"\n',
    ]);
    expect(existsSync(path.join(dir, 'x'))).toBe(false);
  });

  it('reads a skill a sparse checkout leaves out from the index, as validate does', () => {
    const dir = tmpDir('skillgate-scaffold-');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    writeTree(dir, { 'team-a/alpha/SKILL.md': skill('alpha'), 'team-b/beta/SKILL.md': skill('beta') });
    spawnSync('git', ['add', '-A'], { cwd: dir });
    spawnSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-qm', 'i'], { cwd: dir });
    expect(spawnSync('git', ['sparse-checkout', 'set', '--no-cone', '/team-a/'], { cwd: dir }).status).toBe(0);
    expect(existsSync(path.join(dir, 'team-b'))).toBe(false);
    const r = runCli(['scaffold', 'beta', '--dir', 'team-a/beta'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      1,
      'skillgate: skill id "beta" is already declared by team-b/beta/SKILL.md: ids must be unique in the repository; choose another\n',
    ]);
  });

  it('checks only in a git work tree (outside one the tree could be any folder); names files escaped', () => {
    const plain = tmpDir('skillgate-scaffold-');
    writeTree(plain, { 'a/SKILL.md': skill('foo') });
    expect(runCli(['scaffold', 'foo', '--dir', 'b/foo'], { cwd: plain }).code).toBe(0);
    const dir = tmpDir('skillgate-scaffold-');
    spawnSync('git', ['init', '-q'], { cwd: dir });
    writeTree(dir, { 'ev\u001b[31mil\nx/SKILL.md': skill('foo') });
    const r = runCli(['scaffold', 'foo', '--dir', 'y/foo'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      1,
      'skillgate: skill id "foo" is already declared by ev\\u001b[31mil\\nx/SKILL.md: ids must be unique in the repository; choose another\n',
    ]);
  });

  it('says what went wrong in words, naming the files as given (no machine path, no temp file)', () => {
    const dir = tmpDir('skillgate-scaffold-');
    writeTree(dir, { afile: 'x' });
    const cases: [string[], string][] = [
      [
        ['scaffold', 'q', '--dir', 'afile/z'],
        'skillgate: cannot write afile/z/SKILL.md: cannot create its folder: a part of its path is a file, not a directory\n',
      ],
      [
        ['lock', '--lockfile', 'afile/l'],
        'skillgate: cannot write lockfile afile/l: a part of its path is a file, not a directory\n',
      ],
      [
        ['keygen', '--out', 'afile/k'],
        'skillgate: cannot write afile/k: cannot create its folder: a part of its path is a file, not a directory\n',
      ],
    ];
    for (const [args, stderr] of cases) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 1, stderr]);
    }
  });

  it('needs exactly one id', () => {
    expect(runCli(['scaffold'], { cwd: tmpDir() }).code).toBe(1);
    expect(runCli(['scaffold', 'a', 'b'], { cwd: tmpDir() }).code).toBe(1);
  });
});

describe('a reader that goes away', () => {
  test('`skillgate validate | head` ends with its own exit code, without a stack trace', () => {
    const dir = tmpDir('skillgate-epipe-');
    const files: Record<string, string> = {};
    // ~100 KB of findings: more than a pipe holds, so writes fail once `head` has gone.
    for (let i = 0; i < 400; i++) files[`s${i}/SKILL.md`] = skill(`s${i}`, 'allowed_tols: [Read]\n');
    writeTree(dir, files);
    // With a sidecar thread alive too (400 files start none of their own accord).
    for (const [format, sidecar] of [
      ['text', ''],
      ['json', ''],
      ['sarif', ''],
      ['text', 'on'],
      ['json', 'on'],
    ]) {
      const r = spawnSync(
        'bash',
        ['-c', `node "$BIN" validate . --format ${format} | head -c 100 >/dev/null; echo "exit=\${PIPESTATUS[0]}" >&2`],
        { cwd: dir, encoding: 'utf8', env: { ...process.env, BIN, SKILLGATE_SIDECAR_DEBUG: sidecar } },
      );
      expect(r.stderr).toMatch(/exit=6\n$/);
      expect(r.stderr).not.toMatch(/EPIPE|at .*\(node:|Error:/);
    }
  }, 60_000);
});

describe('messages that say where tools are registered', () => {
  it('name the config that --config names', () => {
    const dir = project({
      'team.yml': 'tools:\n  mcp__gh__search: read-only\n',
      'mcp/SKILL.md': skill('mcp', 'disallowed_tools: [mcp__gh__serch]\n'),
      'team-as.yml': 'profile: agentskills\n',
      'as/SKILL.md': '---\nname: as\ndescription: Does things. Use when needed.\nallowed-tools: Task\n---\n',
    });
    const v1 = runCli(['validate', 'mcp', '--config', 'team.yml'], { cwd: dir });
    expect(v1.stdout).toContain('(MCP tools must be registered with their class under `tools` in team.yml)');
    const as = runCli(['validate', 'as', '--config', 'team-as.yml'], { cwd: dir });
    expect(as.stdout).toContain('register "Task" under `tools` in team-as.yml as one of');
    // Without a config, the file to create.
    expect(runCli(['validate', 'mcp'], { cwd: dir }).stdout).toContain('under `tools` in .skillgate.yml)');
  });
});

describe('files the config leaves out', () => {
  it('are counted in the JSON summary and the SARIF run, as in the text summary', () => {
    const dir = project({ '.skillgate.yml': 'exclude: ["bad/**"]\n' });
    const text = runCli(['validate', 'bad', 'good'], { cwd: dir });
    expect(text.stdout).toMatch(/1 file checked, 1 ok, .*1 excluded by config/);
    const json = JSON.parse(runCli(['validate', 'bad', 'good', '--json'], { cwd: dir }).stdout);
    expect(json.summary).toMatchObject({ files: 1, excluded: 1 });
    const sarif = JSON.parse(runCli(['validate', 'bad', 'good', '--format', 'sarif'], { cwd: dir }).stdout);
    expect(sarif.runs[0].properties.excluded_by_config).toBe(1);
    // Nothing left out: no key at all.
    const none = JSON.parse(runCli(['validate', 'good', 'warn', '--json'], { cwd: dir }).stdout);
    expect(none.summary.excluded).toBeUndefined();
  });
});

describe('a working directory that was deleted', () => {
  it('is one line and exit 1, no stack trace; --version still answers', () => {
    const parent = tmpDir('skillgate-gone-');
    const run = (args: string) =>
      spawnSync('sh', ['-c', `mkdir d && cd d && rmdir ../d && exec "$NODE" "$BIN" ${args}`], {
        cwd: parent,
        encoding: 'utf8',
        env: { ...process.env, BIN, NODE: process.execPath, NODE_OPTIONS: '' },
      });
    for (const args of ['validate', 'lock --check', 'scaffold x']) {
      const r = run(args);
      expect([args, r.status, r.stdout]).toEqual([args, 1, '']);
      expect(r.stderr).toBe(
        'skillgate: cannot read the current directory (ENOENT): was it deleted? cd into the repository and run again\n',
      );
    }
    const v = run('--version');
    expect([v.status, v.stderr]).toEqual([0, '']);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const h = run('validate --help');
    expect([h.status, h.stderr]).toEqual([0, '']);
    expect(h.stdout).toMatch(/^Usage: skillgate validate/m);
    // Commands that read no file, and usage errors, answer as anywhere else.
    const schema = run('schema');
    expect([schema.status, schema.stderr]).toEqual([0, '']);
    expect(JSON.parse(schema.stdout)).toHaveProperty('$schema');
    const bogus = run('frobnicate');
    expect([bogus.status, bogus.stderr]).toEqual([
      1,
      'skillgate: unknown command "frobnicate"; run `skillgate --help` for the commands\n',
    ]);
  });
});

describe('an output that fails', () => {
  // /dev/full accepts the open and fails every write with ENOSPC (Linux).
  const full = existsSync('/dev/full') ? test : test.skip;
  full('stdout on a full disk: one line naming it, exit 1 (the report is lost), no stack trace', () => {
    const dir = tmpDir('skillgate-full-');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    for (const args of [['validate', '.', '--format', 'json'], ['validate', '.'], ['--version']]) {
      const r = spawnSync('bash', ['-c', `node "$BIN" ${args.join(' ')} >/dev/full`], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, BIN, NODE_OPTIONS: '' },
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('skillgate: cannot write to standard output: no space left on the device\n');
    }
  });
  full('keygen on a full disk: the key whose public key was lost is removed, so a run again makes one', () => {
    const dir = tmpDir('skillgate-full-');
    const keygen = (to: string) =>
      spawnSync('bash', ['-c', `node "$BIN" keygen --out k/new.key >${to}`], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, BIN, NODE_OPTIONS: '' },
      });
    const lost = keygen('/dev/full');
    expect([lost.status, lost.stderr]).toEqual([
      1,
      'skillgate: cannot write to standard output: no space left on the device\n' +
        'skillgate: its public key could not be printed, so the new key was not kept (k/new.key removed): run again with standard output writable\n',
    ]);
    // And the folder made for it.
    expect(existsSync(path.join(dir, 'k'))).toBe(false);
    const again = keygen('out.txt');
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(readFileSync(path.join(dir, 'out.txt'), 'utf8')).toMatch(/^public key: [0-9a-f]{64}\n/);
    expect(readFileSync(path.join(dir, 'k/new.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});

describe("the .git file of a worktree or submodule (git's link to its repository)", () => {
  it('is never replaced by --output or a lockfile, in any case: git would lose the work tree', () => {
    const main = tmpDir('skillgate-wt-');
    git(main, 'init', '-q');
    writeTree(main, { 'good/SKILL.md': skill('good') });
    git(main, 'add', '-A');
    git(main, 'commit', '-qm', 'i');
    const wt = path.join(tmpDir('skillgate-wt2-'), 'wt');
    git(main, 'worktree', 'add', '-q', wt);
    const link = readFileSync(path.join(wt, '.git'), 'utf8');
    expect(link).toMatch(/^gitdir: /);
    const why = (by: string) =>
      `is inside git's own files (a \`.git\` folder, or the \`.git\` file that links a worktree or submodule to its repository): ${by} would replace them`;
    for (const out of ['.git', './.GIT', path.join(wt, '.git')])
      for (const cmd of [
        ['validate', 'good', '--json'],
        ['validate', '--format', 'sarif'],
        ['lock', '--check'],
      ]) {
        const r = runCli([...cmd, '--output', out], { cwd: wt });
        expect([cmd, out, r.code, r.stderr]).toEqual([
          cmd,
          out,
          1,
          `skillgate: --output ${out} ${why('the report')}; write it elsewhere\n`,
        ]);
      }
    const lock = runCli(['lock', '--lockfile', '.git'], { cwd: wt });
    expect([lock.code, lock.stderr]).toEqual([
      1,
      `skillgate: cannot write lockfile .git: it ${why('the lockfile')}; name another file\n`,
    ]);
    expect(readFileSync(path.join(wt, '.git'), 'utf8')).toBe(link);
    expect(git(wt, 'status', '--porcelain')).toBe('');
    // A nested repository's git folder too; but a run in a worktree kept inside some `.git`
    // folder writes its own report.
    git(main, 'init', '-q', 'nested');
    const nested = runCli(['validate', 'good', '--output', 'nested/.git/config'], { cwd: main });
    expect([nested.code, nested.stderr]).toEqual([
      1,
      `skillgate: --output nested/.git/config ${why('the report')}; write it elsewhere\n`,
    ]);
    const inside = path.join(main, '.git', 'wt', 'feature');
    git(main, 'worktree', 'add', '-q', inside);
    const r = runCli(['validate', 'good', '--output', 'report.json'], { cwd: inside });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });
});

describe('--output through a symlink inside the repository', () => {
  it('is refused when the write would land outside the repository (unless --follow-symlinks)', () => {
    const dir = tmpDir('skillgate-outlink-');
    git(dir, 'init', '-q');
    writeTree(dir, { 'good/SKILL.md': skill('good') });
    const outside = tmpDir('skillgate-outside-');
    writeFileSync(path.join(outside, 'precious'), 'precious\n');
    // As a checkout may hold them: a link to a file outside, one leading nowhere yet, a device,
    // a folder link; and a loop.
    symlinkSync(path.join(outside, 'precious'), path.join(dir, 'report.json'));
    symlinkSync(path.join(outside, 'new-file'), path.join(dir, 'dangling.json'));
    symlinkSync('/dev/null', path.join(dir, 'null.json'));
    symlinkSync(outside, path.join(dir, 'out'));
    symlinkSync('loop.json', path.join(dir, 'loop.json'));
    const why =
      'leads out of the repository through a symlink: the report is not written there (--follow-symlinks writes it)';
    for (const out of ['report.json', 'dangling.json', 'null.json', 'out/r.json', 'loop.json'])
      for (const cmd of [
        ['validate', 'good', '--json'],
        ['lock', '--check'],
      ]) {
        const r = runCli([...cmd, '--output', out], { cwd: dir });
        expect([out, cmd, r.code, r.stdout, r.stderr]).toEqual([
          out,
          cmd,
          1,
          '',
          `skillgate: --output ${out} ${out === 'loop.json' ? 'is a symlink loop (too many levels of symbolic links): no write lands there (fix the link)' : why}; write it elsewhere\n`,
        ]);
      }
    // Named through an alias of the repository (`$PWD/report.json` in a symlinked workspace).
    const alias = path.join(tmpDir('skillgate-alias-'), 'repo');
    symlinkSync(dir, alias);
    for (const out of [path.join(alias, 'report.json'), path.join(alias, 'out/r.json')]) {
      const r = runCli(['validate', 'good', '--output', out], { cwd: dir });
      expect([out, r.code, r.stderr]).toEqual([out, 1, `skillgate: --output ${out} ${why}; write it elsewhere\n`]);
    }
    expect(readFileSync(path.join(outside, 'precious'), 'utf8')).toBe('precious\n');
    expect(readdirSync(outside)).toEqual(['precious']);
    // Through the alias to a file that stays inside: written.
    expect(runCli(['validate', 'good', '--output', path.join(alias, 'via-alias.txt')], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'via-alias.txt'), 'utf8')).toMatch(/valid/);
    // A link that stays inside is written through; a path outside the repository is the user's.
    symlinkSync('good/report.json', path.join(dir, 'inside.json'));
    expect(runCli(['validate', 'good', '--output', 'inside.json'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'good/report.json'), 'utf8')).toMatch(/valid/);
    expect(runCli(['validate', 'good', '--output', path.join(outside, 'mine.txt')], { cwd: dir }).code).toBe(0);
    // With --follow-symlinks the link is followed, as asked.
    expect(runCli(['validate', 'good', '--follow-symlinks', '--output', 'report.json'], { cwd: dir }).code).toBe(0);
    expect(lstatSync(path.join(dir, 'report.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(outside, 'precious'), 'utf8')).toMatch(/valid/);
  });
});

describe('a path named many times', () => {
  it('is looked at once: the same report, and no more git runs than for one naming (it was a walk and two git runs each)', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 's/a/SKILL.md': skill('a'), 's/b/SKILL.md': skill('b'), '.gitignore': 'ignored/\n' });
    // A `git` that counts its runs, then runs the real one.
    const bin = tmpDir('skillgate-gitlog-');
    const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
    const log = path.join(bin, 'log');
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
    const env = { PATH: `${bin}:${process.env.PATH}` };
    const runs = (args: string[]) => {
      writeFileSync(log, '');
      const r = runCli(args, { cwd: dir, env });
      return { r, git: readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
    };
    const once = runs(['validate', 's', '--json']);
    const many = runs(['validate', ...Array.from({ length: 40 }, () => 's'), './s', 's/a', 's/a', '--json']);
    expect(once.r.code).toBe(0);
    expect(once.git).toBeGreaterThan(0);
    expect(many.r.code).toBe(0);
    const files = (r: CliResult) => (JSON.parse(r.stdout) as { files: { path: string }[] }).files.map((f) => f.path);
    expect(files(many.r)).toEqual(files(once.r));
    // `s/a` inside `s` is a listing of its own, asked once.
    expect(many.git).toBeLessThanOrEqual(once.git + 2);
  });
});

describe('--output through a symlink loop', () => {
  it('is said as a loop (no flag writes there), not as a link leading out of the repository', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 'a/SKILL.md': skill('a') });
    symlinkSync('y', path.join(dir, 'x'));
    symlinkSync('x', path.join(dir, 'y'));
    const r = runCli(['validate', '--output', 'x'], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      'skillgate: --output x is a symlink loop (too many levels of symbolic links): no write lands there (fix the link); write it elsewhere\n',
    );
    expect(lstatSync(path.join(dir, 'x')).isSymbolicLink()).toBe(true);
  });
});
