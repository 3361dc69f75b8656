/**
 * Issue #3 end to end: the test vectors, trust modes and the keyring, through the bundled
 * CLI (SKILLGATE_BIN or dist/index.js), in temporary directories.
 */
import { cpSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO, git, runCli, tmpDir, writeTree, skill } from '../helpers/cli.js';

const VECTORS = path.join(REPO, 'fixtures', 'vectors');
const vectors: { bundle: string; expect: { local: string; registry: string } }[] = JSON.parse(
  readFileSync(path.join(VECTORS, 'vectors.json'), 'utf8'),
);
const keys: Record<string, { secret_seed_hex: string; public_key_hex: string }> = JSON.parse(
  readFileSync(path.join(VECTORS, 'keys.json'), 'utf8'),
);
const KEY1 = keys['key-1'].public_key_hex;
const KEY2 = keys['key-2'].public_key_hex;

interface Finding {
  field: string;
  code: string;
  message: string;
  line: number;
  column: number;
  severity: string;
}
interface FileJson {
  status: string;
  path: string;
  outcome: string;
  id?: string;
  errors?: Finding[];
  warnings: Finding[];
}

/** A scratch directory (not a git repo) holding a copy of every vector bundle. */
function vectorDir(): string {
  const dir = tmpDir('skillgate-trust-');
  for (const v of vectors) cpSync(path.join(VECTORS, v.bundle), path.join(dir, v.bundle), { recursive: true });
  cpSync(path.join(VECTORS, 'trusted-keys'), path.join(dir, 'trusted-keys'));
  return dir;
}

function json(stdout: string): FileJson {
  try {
    return JSON.parse(stdout) as FileJson;
  } catch {
    throw new Error(`not JSON:\n${stdout}`);
  }
}

/** The signed-valid bundle with each line passed through `edit`. */
function signedValid(edit: (text: string) => string = (t) => t): string {
  return edit(readFileSync(path.join(VECTORS, 'signed-valid', 'SKILL.md'), 'utf8'));
}

function signWith(dir: string, keyName: string, bundles: string[]): void {
  const keyFile = path.join(dir, `${keyName}.key`);
  writeFileSync(keyFile, keys[keyName].secret_seed_hex + '\n', { mode: 0o600 });
  const r = runCli(['sign', ...bundles, '--key', keyFile], { cwd: dir });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
}

// In a git repository too, the vectors committed side by side (they share one id): a bundle
// named on the command line is checked as it is, not against its neighbours.
describe.each([
  ['a plain folder', false],
  ['a git repository', true],
])('test vectors in both trust modes, in %s', (_where, inGit) => {
  const dir = vectorDir();
  if (inGit) {
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'vectors');
  }
  const cases = vectors.flatMap((v) =>
    (['local', 'registry'] as const).map((mode) => ({ bundle: v.bundle, mode, expected: v.expect[mode] })),
  );

  test.each(cases)('$bundle under --trust $mode → $expected', ({ bundle, mode, expected }) => {
    const args = ['validate', bundle, '--json', '--trust', mode];
    if (mode === 'registry') args.push('--trusted-keys', 'trusted-keys');
    const r = runCli(args, { cwd: dir });
    const out = json(r.stdout);
    expect(out.path).toBe(`${bundle}/SKILL.md`);
    if (expected === 'ok') {
      expect({ code: r.code, status: out.status, outcome: out.outcome }).toEqual({
        code: 0,
        status: 'ok',
        outcome: 'ok',
      });
      expect(out.id).toBe('memory-capture');
    } else {
      expect(r.code).toBe(6);
      expect(out.status).toBe('invalid');
      expect(out.outcome).toBe('signature_failed');
      expect(out.errors?.map((e) => e.code)).toEqual([expected]);
      const e = out.errors![0];
      expect(e.field).toBe('signature');
      // The finding points at the `signature:` key of the file.
      const lines = readFileSync(path.join(dir, bundle, 'SKILL.md'), 'utf8').split(/\r?\n/);
      expect(lines[e.line - 1]).toMatch(/^signature:/);
      expect(e.column).toBe(1);
    }
  });

  test('a signature block with a key the contract does not define is a failed signature, not only a bad field', () => {
    const d = tmpDir();
    writeTree(d, {
      'extra/SKILL.md': signedValid((t) => t.replace('  algo: ed25519\n', '  algo: ed25519\n  note: x\n')),
    });
    const r = runCli(['validate', 'extra', '--json'], { cwd: d });
    expect(r.code).toBe(6);
    const out = json(r.stdout);
    expect(out.outcome).toBe('signature_failed');
    expect(out.errors!.map((e) => [e.code, e.field])).toEqual(
      expect.arrayContaining([
        ['InvalidField', 'signature.note'],
        ['SignatureFailed', 'signature'],
      ]),
    );
  });

  test('the keyring file itself is the one from fixtures/vectors (key-1 for every id)', () => {
    expect(readFileSync(path.join(dir, 'trusted-keys'), 'utf8')).toContain(`* ed25519 ${KEY1}`);
  });

  test('a whole tree of vectors: signature codes decide the outcome over DuplicateId', () => {
    const r = runCli(['validate', '.', '--json', '--trust', 'registry', '--trusted-keys', 'trusted-keys'], {
      cwd: dir,
    });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { files: FileJson[]; summary: Record<string, number> };
    const byBundle = Object.fromEntries(out.files.map((f) => [f.path.split('/')[0], f]));
    for (const v of vectors) {
      const f = byBundle[v.bundle];
      expect(f).toBeDefined();
      // Every vector declares id memory-capture: DuplicateId on each copy, and a signature
      // failure still decides the outcome (signature_failed before invalid_field).
      if (v.expect.registry === 'ok') {
        expect(f.outcome).toBe('invalid_field');
        expect(f.errors!.map((e) => e.code)).toEqual(['DuplicateId']);
      } else {
        expect(f.outcome).toBe('signature_failed');
        expect(f.errors!.map((e) => e.code)).toEqual([v.expect.registry, 'DuplicateId']);
      }
    }
    expect(out.summary.signature_failed).toBe(vectors.filter((v) => v.expect.registry !== 'ok').length);
  });
});

describe('trust mode registry', () => {
  test('an unsigned skill → SignatureMissing, outcome signature_failed, exit 6; fine under local', () => {
    const dir = tmpDir();
    writeTree(dir, { 'plain/SKILL.md': skill('plain'), keys: `* ed25519 ${KEY1}\n` });
    const reg = runCli(['validate', 'plain', '--json', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
    expect(reg.code).toBe(6);
    const out = json(reg.stdout);
    expect(out.outcome).toBe('signature_failed');
    expect(out.errors!.map((e) => e.code)).toEqual(['SignatureMissing']);
    const local = runCli(['validate', 'plain', '--trust', 'local'], { cwd: dir });
    expect(local.code).toBe(0);
  });

  test('a signature finding is listed before every other finding of its file', () => {
    const dir = tmpDir();
    writeTree(dir, {
      // An unknown key on line 2, before the signature: the signature no longer verifies.
      'tampered/SKILL.md': signedValid((t) => t.replace('---\n', '---\nzzz_unknown: 1\n')),
      // Unsigned with an error on line 2: SignatureMissing still comes first.
      'unsigned/SKILL.md': skill('unsigned').replace('---\n', '---\nzzz_unknown: 1\n'),
      keys: `* ed25519 ${KEY1}\n`,
    });
    for (const [bundle, code] of [
      ['tampered', 'SignatureFailed'],
      ['unsigned', 'SignatureMissing'],
    ]) {
      const r = runCli(['validate', bundle, '--json', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
      expect(r.code).toBe(6);
      const out = json(r.stdout);
      expect(out.outcome).toBe('signature_failed');
      expect(out.errors!.map((e) => e.code)).toEqual([code, 'UnknownField']);
      expect(out.errors![1].line).toBe(2);
      // Listed first whatever its position: the `signature:` key, or line 1 when there is none.
      expect(out.errors![0].line).toBe(code === 'SignatureFailed' ? 18 : 1);
      // Text output keeps the same order.
      const text = runCli(['validate', bundle, '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
      const codes = text.stdout
        .split('\n')
        .filter((l) => l.includes(': error '))
        .map((l) => l.split(': error ')[1].split(' ')[0]);
      expect(codes).toEqual([code, 'UnknownField']);
    }
  });

  test('@revoked wins over a line that trusts the key, even listed after it', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'memory-capture/SKILL.md': signedValid(),
      keys: `memory-* ed25519 ${KEY1} trusted\n* ed25519 ${KEY1}\n@revoked ed25519 ${KEY1} leaked\n`,
      'keys-revoked-only': `@revoked ed25519 ${KEY1}\n`,
    });
    for (const keyring of ['keys', 'keys-revoked-only']) {
      const r = runCli(['validate', 'memory-capture', '--json', '--trust', 'registry', '--trusted-keys', keyring], {
        cwd: dir,
      });
      expect(r.code).toBe(6);
      const out = json(r.stdout);
      expect(out.outcome).toBe('signature_failed');
      expect(out.errors!.map((e) => e.code)).toEqual(['RevokedKey']);
      expect(out.errors![0].message).toContain(KEY1);
    }
  });

  test('local mode: a signature by a revoked key fails too (named or default keyring); others pass', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'memory-capture/SKILL.md': signedValid(),
      'plain/SKILL.md': skill('plain'),
      '.skillgate/trusted-keys': `* ed25519 ${KEY1}\n@revoked ed25519 ${KEY1.toUpperCase()} leaked\n`,
      'other-keys': `* ed25519 ${KEY1}\n`,
    });
    for (const args of [[], ['--trusted-keys', '.skillgate/trusted-keys']]) {
      const r = runCli(['validate', 'memory-capture', '--json', ...args], { cwd: dir });
      expect(r.code).toBe(6);
      const out = json(r.stdout);
      expect(out.errors!.map((e) => [e.code, e.line])).toEqual([['RevokedKey', 17]]);
      expect(out.errors![0].message).toContain('.skillgate/trusted-keys:2');
    }
    expect(runCli(['validate', 'plain'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', 'memory-capture', '--trusted-keys', 'other-keys'], { cwd: dir }).code).toBe(0);
    // The skill's public_key_hex in upper case is the same key: still revoked (either case on either side).
    writeTree(dir, {
      'upper/SKILL.md': signedValid((t) => t.replace(KEY1, KEY1.toUpperCase())),
      'lower-revoked': `@revoked ed25519 ${KEY1}\n`,
    });
    expect(readFileSync(path.join(dir, 'upper/SKILL.md'), 'utf8')).toContain(KEY1.toUpperCase());
    for (const keyring of ['lower-revoked', '.skillgate/trusted-keys']) {
      const r = runCli(['validate', 'upper', '--json', '--trusted-keys', keyring], { cwd: dir });
      expect([keyring, r.code, json(r.stdout).errors!.map((e) => e.code)]).toEqual([keyring, 6, ['RevokedKey']]);
    }
  });

  test('keyring globs are per skill id', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'skills/memory-capture/SKILL.md': signedValid(),
      'skills/memory-notes/SKILL.md': skill('memory-notes'),
      'skills/notes-app/SKILL.md': skill('notes-app'),
      keys: `# only memory skills\nmemory-* ed25519 ${KEY1} memory team\n`,
    });
    signWith(dir, 'key-1', ['skills/memory-notes', 'skills/notes-app/SKILL.md']);
    const r = runCli(['validate', 'skills', '--json', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { files: FileJson[] };
    const outcome = Object.fromEntries(
      out.files.map((f) => [f.path, [f.outcome, ...(f.errors ?? []).map((e) => e.code)]]),
    );
    expect(outcome).toEqual({
      'skills/memory-capture/SKILL.md': ['ok'],
      'skills/memory-notes/SKILL.md': ['ok'],
      'skills/notes-app/SKILL.md': ['signature_failed', 'UntrustedKey'],
    });
    // Trusting the key for `notes-*` too makes every skill pass.
    writeFileSync(path.join(dir, 'keys'), `memory-* ed25519 ${KEY1}\nnotes-* ed25519 ${KEY1}\n`);
    expect(runCli(['validate', 'skills', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir }).code).toBe(0);
  });

  test('a keyring glob with classes and several stars answers a long skill id at once', () => {
    // picomatch's regex for `team-[a-z]*-*-*-prod` took 10 s against an 8,000 character id,
    // 8 times that per doubling: a signed skill in a pull request could stall the check.
    const dir = tmpDir();
    const id = `team${'-a'.repeat(20_000)}`;
    const long = (x: string) => skill(x).replace(/^description: .*$/m, 'description: Does things. Use when asked.');
    writeTree(dir, {
      'long/SKILL.md': long(id),
      'prod/SKILL.md': long(`${id}-prod`),
      keys: `[a-a]*[a-a]*[a-a]*b ed25519 ${KEY2}\nteam-[a-z]*-*-*-prod ed25519 ${KEY1}\n`,
    });
    signWith(dir, 'key-1', ['long', 'prod']);
    const r = runCli(['validate', 'long', 'prod', '--json', '--trust', 'registry', '--trusted-keys', 'keys'], {
      cwd: dir,
      timeout: 20_000,
    });
    const out = JSON.parse(r.stdout) as { files: FileJson[] };
    expect(out.files.map((f) => [f.path, f.outcome, ...(f.errors ?? []).map((e) => e.code)])).toEqual([
      ['long/SKILL.md', 'signature_failed', 'UntrustedKey'],
      ['prod/SKILL.md', 'ok'],
    ]);
  });

  test('uppercase hex is accepted in the keyring and in the signature', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'upper/SKILL.md': signedValid((t) =>
        t.replace(/"([0-9a-f]{64}|[0-9a-f]{128})"/g, (_, h: string) => `"${h.toUpperCase()}"`),
      ),
      keys: `* ED25519 ${KEY1.toUpperCase()}\n`,
    });
    expect(readFileSync(path.join(dir, 'upper/SKILL.md'), 'utf8')).toContain(KEY1.toUpperCase());
    const r = runCli(['validate', 'upper', '--json', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
    expect(r.stdout + r.stderr).not.toContain('error');
    expect(r.code).toBe(0);
    expect(json(r.stdout).outcome).toBe('ok');
  });

  test('no keyring at the default path under registry: UntrustedKey, not a crash', () => {
    const dir = tmpDir();
    writeTree(dir, { 'memory-capture/SKILL.md': signedValid() });
    const r = runCli(['validate', 'memory-capture', '--json', '--trust', 'registry'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(json(r.stdout).errors!.map((e) => e.code)).toEqual(['UntrustedKey']);
  });

  test('the default keyring .skillgate/trusted-keys is used under registry', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'memory-capture/SKILL.md': signedValid(),
      '.skillgate/trusted-keys': `memory-capture ed25519 ${KEY1}\n`,
    });
    expect(runCli(['validate', 'memory-capture', '--trust', 'registry'], { cwd: dir }).code).toBe(0);
  });
});

describe('keyring errors are exit 1', () => {
  test('a malformed line names file:line and never turns into an empty keyring', () => {
    const dir = tmpDir();
    const bad = [
      `* ed25519 ${KEY1.slice(0, 63)}`, // short key
      `* ed25519 ${'g'.repeat(64)}`, // not hex
      `* rsa ${KEY1}`, // unknown algorithm
      `* ed25519`, // missing key
      `@revokd ed25519 ${KEY1}`, // unknown directive
      `[z-a ed25519 ${KEY1}`, // bad glob
    ];
    writeTree(dir, { 'memory-capture/SKILL.md': signedValid() });
    for (const line of bad) {
      writeFileSync(path.join(dir, 'keys'), `# header\n\n${line}\n* ed25519 ${KEY2}\n`);
      for (const trust of ['registry', 'local']) {
        const r = runCli(['validate', 'memory-capture', '--trust', trust, '--trusted-keys', 'keys'], { cwd: dir });
        expect({ line, trust, code: r.code }).toEqual({ line, trust, code: 1 });
        expect(r.stderr).toContain('keys:3');
        expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
        expect(r.stdout).toBe('');
      }
    }
  });

  test('a keyring of thousands of bad lines (a binary file) lists the first 20 and counts the rest', () => {
    const dir = tmpDir();
    writeTree(dir, { 'memory-capture/SKILL.md': signedValid() });
    writeFileSync(path.join(dir, 'keys'), `* ed25519 ${KEY1}\n` + 'garbage \x01\x02 line\n'.repeat(5_000));
    const r = runCli(['validate', 'memory-capture', '--trusted-keys', 'keys'], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/^skillgate: invalid trusted keyring: keys:2: /);
    expect(lines.slice(1, 20).map((l) => l.split(':')[1])).toEqual(Array.from({ length: 19 }, (_, i) => String(i + 3)));
    expect(lines[20]).toBe('keys: 4980 more malformed lines are not listed (is it a keyring?)');
  });

  test('a malformed default keyring is exit 1 in local mode too; a missing one is fine there', () => {
    const dir = tmpDir();
    writeTree(dir, { 'a/SKILL.md': skill('a'), '.skillgate/trusted-keys': `* ed25519 ${KEY1.slice(1)}\n` });
    const r = runCli(['validate', 'a'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.skillgate/trusted-keys:1');
    const fine = tmpDir();
    writeTree(fine, { 'a/SKILL.md': skill('a') });
    expect(runCli(['validate', 'a'], { cwd: fine }).code).toBe(0);
  });

  test('a keyring named by flag or by config that does not exist', () => {
    const dir = tmpDir();
    writeTree(dir, { 'memory-capture/SKILL.md': signedValid() });
    const flag = runCli(['validate', 'memory-capture', '--trusted-keys', 'missing-keys'], { cwd: dir });
    expect(flag.code).toBe(1);
    expect(flag.stderr).toContain('missing-keys');
    const flagRegistry = runCli(['validate', 'memory-capture', '--trust', 'registry', '--trusted-keys', 'nope'], {
      cwd: dir,
    });
    expect(flagRegistry.code).toBe(1);
    expect(flagRegistry.stderr).toContain('nope');

    writeFileSync(path.join(dir, '.skillgate.yml'), 'trusted_keys: config-keys\n');
    const cfg = runCli(['validate', 'memory-capture'], { cwd: dir });
    expect(cfg.code).toBe(1);
    expect(cfg.stderr).toContain('config-keys');
    // A directory is no keyring either.
    mkdirSync(path.join(dir, 'config-keys'));
    const isDir = runCli(['validate', 'memory-capture', '--trust', 'registry'], { cwd: dir });
    expect(isDir.code).toBe(1);
    expect(isDir.stderr).toContain('config-keys');
  });
});

describe('config keys trust and trusted_keys, overridden by flags', () => {
  const dir = tmpDir();
  writeTree(dir, {
    'untrusted/SKILL.md': readFileSync(path.join(VECTORS, 'signed-untrusted-key', 'SKILL.md'), 'utf8'),
    'keys/only-key-1': `* ed25519 ${KEY1}\n`,
    'keys/key-2': `* ed25519 ${KEY2}\n`,
    '.skillgate.yml': 'trust: registry\ntrusted_keys: keys/only-key-1\n',
  });

  test('config trust: registry + trusted_keys apply', () => {
    const r = runCli(['validate', 'untrusted', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(json(r.stdout).errors!.map((e) => e.code)).toEqual(['UntrustedKey']);
  });

  test('--trust local overrides config trust', () => {
    expect(runCli(['validate', 'untrusted', '--trust', 'local'], { cwd: dir }).code).toBe(0);
  });

  test('--trusted-keys overrides config trusted_keys', () => {
    expect(runCli(['validate', 'untrusted', '--trusted-keys', 'keys/key-2'], { cwd: dir }).code).toBe(0);
  });

  test('config trust: local with flag --trust registry', () => {
    const d2 = tmpDir();
    writeTree(d2, {
      'untrusted/SKILL.md': readFileSync(path.join(VECTORS, 'signed-untrusted-key', 'SKILL.md'), 'utf8'),
      k: `* ed25519 ${KEY1}\n`,
      '.skillgate.yml': 'trust: local\ntrusted_keys: k\n',
    });
    expect(runCli(['validate', 'untrusted'], { cwd: d2 }).code).toBe(0);
    const r = runCli(['validate', 'untrusted', '--trust', 'registry', '--json'], { cwd: d2 });
    expect(r.code).toBe(6);
    expect(json(r.stdout).errors!.map((e) => e.code)).toEqual(['UntrustedKey']);
  });

  test('a bad trust value is a usage error', () => {
    const r = runCli(['validate', 'untrusted', '--trust', 'strict'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('strict');
  });
});

describe('values with no canonical form are never silently hashed (SPEC §2, §3)', () => {
  const cases: [string, string][] = [
    ['NaN', 'x-author: .nan'],
    ['Infinity', 'x-author: .inf'],
    ['-Infinity in a list', 'x-author: [1, -.Inf]'],
    ['a lone surrogate', 'x-author: "\\uD800"'],
    ['a lone low surrogate in a nested map', 'x-author: {name: "a\\uDC00b"}'],
  ];
  test.each(cases)('%s in a signed skill → InvalidField, and the signature cannot verify', (_name, line) => {
    const dir = tmpDir();
    writeTree(dir, { 'm/SKILL.md': signedValid((t) => t.replace(/^x-author: .*$/m, line)) });
    for (const trust of ['local', 'registry']) {
      const r = runCli(
        ['validate', 'm', '--json', '--trust', trust, '--trusted-keys', path.join(VECTORS, 'trusted-keys')],
        {
          cwd: dir,
        },
      );
      expect(r.code).toBe(6);
      const out = json(r.stdout);
      expect(out.outcome).toBe('signature_failed');
      const codes = out.errors!.map((e) => e.code);
      expect(codes[0]).toBe('SignatureFailed');
      expect(codes).toContain('InvalidField');
      const inv = out.errors!.find((e) => e.code === 'InvalidField')!;
      expect(inv.line).toBe(16); // the x-author line
    }
  });

  test.each(cases)('%s in an unsigned skill → InvalidField; sign refuses it', (_name, line) => {
    const dir = tmpDir();
    const text = skill('m', line + '\n');
    writeTree(dir, { 'm/SKILL.md': text, k: keys['key-1'].secret_seed_hex + '\n' });
    const r = runCli(['validate', 'm', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = json(r.stdout);
    expect(out.outcome).toBe('invalid_field');
    expect(out.errors!.map((e) => e.code)).toEqual(['InvalidField']);
    const s = runCli(['sign', 'm', '--key', 'k'], { cwd: dir });
    expect(s.code).toBe(6);
    expect(s.stderr).toContain('InvalidField');
    expect(readFileSync(path.join(dir, 'm/SKILL.md'), 'utf8')).toBe(text);
  });
});
