/**
 * Issue #3 end to end: `keygen` and `sign` through the bundled CLI, in temporary directories.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  chmodSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { BIN, REPO, git, runCli, tmpDir, writeTree, skill } from '../helpers/cli.js';

const VECTORS = path.join(REPO, 'fixtures', 'vectors');
const keys: Record<string, { secret_seed_hex: string; public_key_hex: string }> = JSON.parse(
  readFileSync(path.join(VECTORS, 'keys.json'), 'utf8'),
);
const SIGNED_VALID = readFileSync(path.join(VECTORS, 'signed-valid', 'SKILL.md'), 'utf8');

/** The signature block as `sign` writes it (LF or CRLF), for removal in comparisons. */
const BLOCK =
  /(^|\n)signature:\r?\n {2}algo: ed25519\r?\n {2}public_key_hex: "[0-9a-f]{64}"\r?\n {2}signature_hex: "[0-9a-f]{128}"\r?\n/;

function withoutBlock(text: string): string {
  const m = BLOCK.exec(text);
  if (!m) throw new Error(`no signature block in:\n${text}`);
  return text.slice(0, m.index + m[1].length) + text.slice(m.index + m[0].length);
}

/** Runs keygen in `dir` and returns the public key and the keyring line it printed. */
function keygen(dir: string, out?: string): { pub: string; line: string; stdout: string; stderr: string } {
  const r = runCli(out ? ['keygen', '--out', out] : ['keygen'], { cwd: dir });
  expect(r.code).toBe(0);
  const pub = /([0-9a-f]{64})/.exec(r.stdout)?.[1];
  expect(pub).toBeDefined();
  const line = r.stdout.split('\n').find((l) => /^\S+ ed25519 [0-9a-f]{64}\b/.test(l));
  expect(line).toBeDefined();
  return { pub: pub!, line: line!, stdout: r.stdout, stderr: r.stderr };
}

function unsignedSignedValid(): string {
  const lines = SIGNED_VALID.split('\n');
  const at = lines.indexOf('signature:');
  expect(at).toBeGreaterThan(0);
  lines.splice(at, 4);
  return lines.join('\n');
}

describe('keygen', () => {
  test("refuses --out inside git's own files (.git/hooks/pre-commit), as lock and scaffold do", () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    for (const out of ['.git/hooks/pre-commit', '.git/skillgate.key']) {
      const r = runCli(['keygen', '--out', out], { cwd: dir });
      expect([r.code, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toBe(
        `skillgate: --out ${out} is inside git's own files (the git directory or the hooks folder): a secret key does not belong there; choose another name (skillgate.key)\n`,
      );
      expect(existsSync(path.join(dir, out))).toBe(false);
    }
    expect(runCli(['keygen', '--out', 'keys/skillgate.key'], { cwd: dir }).code).toBe(0);
  });

  test('in a work tree made inside a .git folder (git worktree add .git/wt), writes its key there, as scaffold and lock do (the folders the work tree lies in are its own)', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'i');
    git(dir, 'worktree', 'add', '-q', '.git/wt');
    const wt = path.join(dir, '.git', 'wt');
    keygen(wt);
    expect(readFileSync(path.join(wt, 'skillgate.key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(runCli(['scaffold', 'demo'], { cwd: wt }).code).toBe(0);
    // Git's own files beside it are still refused: the .git folder the work tree lies in holds
    // them (a key written as a ref, into objects/, as .git/shallow), by every command that writes.
    for (const args of [
      ['keygen', '--out', '../hooks/pre-commit'],
      ['keygen', '--out', 'sub/.git/k.key'],
      ['keygen', '--out', '../refs/heads/k6'],
      ['keygen', '--out', '../objects/k5.key'],
      ['keygen', '--out', '../shallow'],
      ['validate', '--output', '../refs/heads/r1'],
      ['scaffold', 'zz', '--dir', '../refs/zz'],
    ]) {
      const r = runCli(args, { cwd: wt });
      expect([args, r.code, r.stderr]).toEqual([args, 1, expect.stringContaining("inside git's own files")]);
    }
    for (const f of ['refs/heads/k6', 'objects/k5.key', 'shallow', 'refs/heads/r1', 'refs/zz'])
      expect([f, existsSync(path.join(dir, '.git', f))]).toEqual([f, false]);
  });

  test("a bare repository in the tree: lock's config-named lockfile and a report through a dangling link are refused there (they broke its refs)", () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    git(dir, 'init', '-q', '--bare', 'vendor/x.git');
    for (const target of ['vendor/x.git/packed-refs', 'vendor/x.git/refs/heads/main', 'vendor/x.git/shallow']) {
      writeFileSync(path.join(dir, '.skillgate.yml'), `lockfile: ${target}\n`);
      const r = runCli(['lock'], { cwd: dir });
      expect([target, r.code, r.stderr]).toEqual([target, 1, expect.stringContaining("it is inside git's own files")]);
      rmSync(path.join(dir, '.skillgate.yml'));
      symlinkSync(target, path.join(dir, 'report.json'));
      const o = runCli(['validate', '--output', 'report.json'], { cwd: dir });
      expect([target, o.code, o.stderr]).toEqual([target, 1, expect.stringContaining("is inside git's own files")]);
      rmSync(path.join(dir, 'report.json'));
      expect([target, existsSync(path.join(dir, target))]).toEqual([target, false]);
    }
    expect(git(path.join(dir, 'vendor/x.git'), 'for-each-ref')).toBe('');
  });

  test('core.hooksPath = . (the root is the hooks folder): a file there under a hook name is refused, others written', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), 'pre-commit': '#!/bin/sh\necho hook\n' });
    chmodSync(path.join(dir, 'pre-commit'), 0o755);
    git(dir, 'config', 'core.hooksPath', '.');
    for (const args of [
      ['validate', '--output', 'pre-commit'],
      ['keygen', '--out', 'pre-push'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 1, expect.stringContaining("inside git's own files")]);
    }
    expect(readFileSync(path.join(dir, 'pre-commit'), 'utf8')).toBe('#!/bin/sh\necho hook\n');
    expect(existsSync(path.join(dir, 'pre-push'))).toBe(false);
    expect(runCli(['validate', '--output', 'report.json'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', '--output', 'sub/pre-commit'], { cwd: dir }).code).toBe(0);
  });

  test('from a work tree inside .git: a lockfile through a folder link to the git folder is refused, an absolute --dir in the work tree is not', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    git(dir, 'commit', '-q', '--allow-empty', '-m', 'i');
    git(dir, 'worktree', 'add', '-q', '.git/wt');
    const wt = path.join(dir, '.git', 'wt');
    symlinkSync('..', path.join(wt, 'up'));
    writeFileSync(path.join(wt, '.skillgate.yml'), 'lockfile: up/refs/heads/evil\n');
    const r = runCli(['lock', '--follow-symlinks'], { cwd: wt });
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining("it is inside git's own files")]);
    expect(existsSync(path.join(dir, '.git/refs/heads/evil'))).toBe(false);
    rmSync(path.join(wt, '.skillgate.yml'));
    const abs = runCli(['scaffold', 'one', '--dir', path.join(wt, 'one')], { cwd: wt });
    expect([abs.code, abs.stderr]).toEqual([0, '']);
    expect(existsSync(path.join(wt, 'one/SKILL.md'))).toBe(true);
  });

  test('a key file that cannot be made (a name too long) leaves none of the folders made for it', () => {
    const dir = tmpDir();
    const r = runCli(['keygen', '--out', `nd/sub/${'a'.repeat(300)}`], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([1, expect.stringMatching(/: the path, or a name in it, is too long\n$/)]);
    expect(existsSync(path.join(dir, 'nd'))).toBe(false);
  });

  test("refuses a nested repository's .git, and a .git folder outside any repository", () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    git(path.join(dir), 'init', '-q', 'nested');
    const outside = tmpDir();
    mkdirSync(path.join(outside, '.git', 'hooks'), { recursive: true });
    for (const [cwd, out] of [
      [dir, 'nested/.git/hooks/pre-commit'],
      [dir, 'nested/.GIT/new/k.key'],
      [outside, '.git/hooks/x'],
    ] as const) {
      const r = runCli(['keygen', '--out', out], { cwd });
      expect([out, r.code, r.stdout]).toEqual([out, 1, '']);
      expect(r.stderr).toContain("is inside git's own files");
      expect(existsSync(path.join(cwd, out))).toBe(false);
    }
  });

  test("refuses another repository's git folder (a superproject's, a sibling's) and a bare repository's, from inside it or not: keygen --out, scaffold and --output", () => {
    const top = tmpDir();
    git(top, 'init', '-q', 'sup');
    const sup = path.join(top, 'sup');
    git(sup, 'init', '-q', 'sm');
    const sm = path.join(sup, 'sm');
    git(top, 'init', '-q', '--bare', 'repo.git');
    const bare = path.join(top, 'repo.git');
    const config = readFileSync(path.join(sup, '.git', 'config'), 'utf8');
    expect(runCli(['scaffold', 'demo'], { cwd: sm }).code).toBe(0);
    const refused: [string, string[], string][] = [
      [sm, ['validate', '--output', '../.git/config'], "is inside git's own files"],
      [sm, ['validate', '--output', '../../repo.git/hooks/pre-push'], "is inside git's own files"],
      [sm, ['keygen', '--out', '../../repo.git/hooks/post-commit'], "is inside git's own files"],
      [bare, ['keygen', '--out', 'hooks/pre-commit'], "is inside git's own files"],
      [bare, ['scaffold', 'demo'], "it is inside git's own files"],
      [bare, ['scaffold', 'y', '--dir', 'refs/heads/y'], "it is inside git's own files"],
      [bare, ['validate', '--json', '--output', 'config'], ''],
      [top, ['validate', 'sup/sm/demo', '--output', 'repo.git/config'], "is inside git's own files"],
    ];
    for (const [cwd, args, said] of refused) {
      const r = runCli(args, { cwd });
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stderr).toContain(said);
    }
    expect(readFileSync(path.join(sup, '.git', 'config'), 'utf8')).toBe(config);
    expect(existsSync(path.join(bare, 'hooks', 'pre-commit'))).toBe(false);
    expect(existsSync(path.join(bare, 'demo'))).toBe(false);
    expect(existsSync(path.join(bare, 'refs', 'heads', 'y'))).toBe(false);
    expect(git(bare, 'rev-parse', '--git-dir').trim()).toBe('.');
    // Outside any git folder, beside them: written.
    expect(runCli(['validate', '--output', '../report.txt'], { cwd: sm }).code).toBe(0);
    expect(runCli(['keygen', '--out', '../../keys/k.key'], { cwd: sm }).code).toBe(0);
    expect(runCli(['scaffold', 'other', '--dir', path.join(top, 'plain')], { cwd: top }).code).toBe(0);
  });

  test('names the keyring the checks read: the default, or the one the config gives', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    expect(keygen(dir, 'a.key').stdout).toContain('keyring line (add it to .skillgate/trusted-keys; narrow');
    writeFileSync(path.join(dir, '.skillgate.yml'), 'trusted_keys: keys/ring\n');
    expect(keygen(dir, 'b.key').stdout).toContain('keyring line (add it to keys/ring; narrow');
  });

  test('a key file name with a newline or an escape does not split or colour the keyring line it prints', () => {
    const dir = tmpDir();
    const r = runCli(['keygen', '--out', 'a\nb\u001b[31m.key'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\u001b/);
    const line = r.stdout.split('\n').find((l) => /^\* ed25519 /.test(l))!;
    expect(line).toMatch(/^\* ed25519 [0-9a-f]{64} a\\nb\\u001b\[31m\.key$/);
    // Pasted as printed, it is a good keyring line.
    writeTree(dir, { '.skillgate/trusted-keys': line + '\n', 's/SKILL.md': skill('s') });
    expect(runCli(['validate', 's'], { cwd: dir }).code).toBe(0);
    expect(existsSync(path.join(dir, 'a\nb\u001b[31m.key'))).toBe(true);
  });

  test('a keyring glob with an escape character is quoted escaped in the error, not sent to the terminal', () => {
    const dir = tmpDir();
    writeTree(dir, {
      '.skillgate/trusted-keys': `\u001b[31m ed25519 ${keys['key-1'].public_key_hex}\n`,
      's/SKILL.md': skill('s'),
    });
    const r = runCli(['validate', 's'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/\u001b/);
    expect(r.stderr).toMatch(
      /^skillgate: invalid trusted keyring: \.skillgate\/trusted-keys:1: invalid glob "\\u001b\[31m"/,
    );
  });

  test('writes ./skillgate.key: 64 hex + newline, mode 0600; prints the public key and a keyring line, never the seed', () => {
    const dir = tmpDir();
    const { pub, line, stdout, stderr } = keygen(dir);
    const file = path.join(dir, 'skillgate.key');
    const seed = readFileSync(file, 'utf8');
    expect(seed).toMatch(/^[0-9a-f]{64}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(stdout + stderr).not.toContain(seed.trim());
    expect((stdout + stderr).toLowerCase()).not.toContain(seed.trim().toLowerCase());
    expect(line.split(/\s+/).slice(1, 3)).toEqual(['ed25519', pub]);
    // The printed public key is the seed's: a skill signed with it validates under a
    // keyring made of the printed line, verbatim.
    writeTree(dir, { 'demo/SKILL.md': skill('demo'), '.skillgate/trusted-keys': line + '\n' });
    expect(runCli(['sign', 'demo', '--key', 'skillgate.key'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8')).toContain(`public_key_hex: "${pub}"`);
    const v = runCli(['validate', 'demo', '--trust', 'registry'], { cwd: dir });
    expect(v.stdout + v.stderr).not.toContain('error');
    expect(v.code).toBe(0);
  });

  test('two keys differ; --out writes where told (relative or absolute), always mode 0600', () => {
    const dir = tmpDir();
    const a = keygen(dir, 'a.key');
    const b = keygen(dir, path.join(dir, 'b.key'));
    expect(a.pub).not.toBe(b.pub);
    expect(readFileSync(path.join(dir, 'a.key'), 'utf8')).not.toBe(readFileSync(path.join(dir, 'b.key'), 'utf8'));
    for (const f of ['a.key', 'b.key']) expect(statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dir, 'skillgate.key'))).toBe(false);
  });

  test('refuses to overwrite an existing file (exit 1, file unchanged), default path and --out', () => {
    const dir = tmpDir();
    writeTree(dir, { 'skillgate.key': 'precious\n', 'other.key': 'also precious\n' });
    for (const args of [['keygen'], ['keygen', '--out', 'other.key']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/already exists/);
      expect(r.stdout).toBe('');
    }
    expect(readFileSync(path.join(dir, 'skillgate.key'), 'utf8')).toBe('precious\n');
    expect(readFileSync(path.join(dir, 'other.key'), 'utf8')).toBe('also precious\n');
  });

  test('refuses a dangling symlink at --out rather than writing through it', () => {
    const dir = tmpDir();
    symlinkSync(path.join(dir, 'target.key'), path.join(dir, 'link.key'));
    const r = runCli(['keygen', '--out', 'link.key'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(existsSync(path.join(dir, 'target.key'))).toBe(false);
  });

  test('--out that names a folder (a trailing slash, `.`) is refused: no key file named after the folder', () => {
    const dir = tmpDir();
    for (const out of ['keys/', 'keys\\', '.', '..']) {
      const r = runCli(['keygen', '--out', out], { cwd: dir });
      expect([out, r.code, r.stdout]).toEqual([out, 1, '']);
      expect(r.stderr).toMatch(
        /^skillgate: --out .* names a folder; give the key file's name \(--out .*\/skillgate\.key\)\n$/,
      );
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  test("--out that names the repository's lockfile, keyring or config is refused: a committed file every check reads", () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 'sub/x': '' });
    for (const [cwd, out, what] of [
      [dir, 'skillgate.lock', 'lockfile'],
      [dir, '.skillgate/trusted-keys', 'trusted keyring'],
      [dir, '.skillgate.yml', 'config'],
      [path.join(dir, 'sub'), '../skillgate.lock', 'lockfile'],
    ] as const) {
      const r = runCli(['keygen', '--out', out], { cwd });
      expect([out, r.code, r.stdout, r.stderr]).toEqual([
        out,
        1,
        '',
        `skillgate: --out ${out} names the repository's ${what}: a secret key there would be committed, and every check would fail to read it; choose another name (skillgate.key)\n`,
      ]);
    }
    // And those the config names.
    writeTree(dir, { '.skillgate.yml': 'lockfile: locks/team.lock\ntrusted_keys: keys/ring\n' });
    for (const [out, what] of [
      ['locks/team.lock', 'lockfile'],
      ['keys/ring', 'trusted keyring'],
    ] as const) {
      const r = runCli(['keygen', '--out', out], { cwd: dir });
      expect([out, r.code]).toEqual([out, 1]);
      expect(r.stderr).toContain(`names the repository's ${what}:`);
    }
    expect(readdirSync(dir).sort()).toEqual(['.git', '.skillgate.yml', 'sub']);
    // A config that does not load is an error, as for every command: the files it names are
    // not known (`lockfile: locks/foo.lock` beside a bad key had the key written there).
    for (const text of ['nonsense: [\n', 'lockfile: locks/foo.lock\nbogus: 1\n']) {
      writeTree(dir, { '.skillgate.yml': text });
      for (const out of ['locks/foo.lock', 'keys/mine.key']) {
        const r = runCli(['keygen', '--out', out], { cwd: dir });
        expect([text, out, r.code, r.stdout]).toEqual([text, out, 1, '']);
        expect(r.stderr).toMatch(/^skillgate: (invalid config )?\.skillgate\.yml/);
      }
    }
    expect(readdirSync(dir).sort()).toEqual(['.git', '.skillgate.yml', 'sub']);
    writeTree(dir, { '.skillgate.yml': 'rules: {}\n' });
    expect(runCli(['keygen', '--out', 'keys/mine.key'], { cwd: dir }).code).toBe(0);
  });

  test('keygen --out - is refused (elsewhere - is standard output; it wrote a file named -)', () => {
    const dir = tmpDir();
    const r = runCli(['keygen', '--out', '-'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'skillgate: --out - would name standard output: a secret key is only written to a file; give its name (--out ./- for a file named -)\n',
    ]);
    expect(readdirSync(dir)).toEqual([]);
    expect(runCli(['keygen', '--out', './-'], { cwd: dir }).code).toBe(0);
    expect(readdirSync(dir)).toEqual(['-']);
  });

  test('a key is never written as a SKILL.md, and a key file read as one is never quoted', () => {
    const dir = tmpDir();
    for (const out of ['skills/b/SKILL.md', 'skill.md', 'x/Skill.MD']) {
      const r = runCli(['keygen', '--out', out], { cwd: dir });
      expect([out, r.code, r.stdout, r.stderr]).toEqual([
        out,
        1,
        '',
        `skillgate: --out ${out} names a SKILL.md file: a secret key is no skill; choose another name (skillgate.key)\n`,
      ]);
    }
    expect(readdirSync(dir)).toEqual([]);
    // One put there by hand: the finding says what it looks like, and quotes none of it.
    expect(runCli(['keygen', '--out', 'k.key'], { cwd: dir }).code).toBe(0);
    const seed = readFileSync(path.join(dir, 'k.key'), 'utf8').trim();
    writeTree(dir, { 'skills/b/SKILL.md': `${seed}\n` });
    for (const format of ['text', 'json', 'sarif']) {
      const r = runCli(['validate', 'skills/b', '--format', format], { cwd: dir });
      expect(r.code).toBe(6);
      expect(r.stdout).toContain('found a line of 64 hexadecimal digits: is this a secret key file? (not quoted)');
      expect(r.stdout + r.stderr).not.toContain(seed.slice(0, 16));
    }
  });

  test('a folder that cannot be made or a stray argument is exit 1 without a stack trace', () => {
    const dir = tmpDir();
    writeTree(dir, { afile: 'x\n' });
    const r = runCli(['keygen', '--out', 'afile/sub/k'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^skillgate: cannot write afile\/sub\/k: cannot create its folder: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(runCli(['keygen', 'extra'], { cwd: dir }).code).toBe(1);
  });
});

describe('sign', () => {
  test('key-1 on an unsigned copy of signed-valid reproduces the vector byte for byte', () => {
    const dir = tmpDir();
    writeTree(dir, { 'b/SKILL.md': unsignedSignedValid(), k: keys['key-1'].secret_seed_hex + '\n' });
    const r = runCli(['sign', 'b', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('b/SKILL.md');
    expect(readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8')).toBe(SIGNED_VALID);
  });

  test('a key file holding a public key the keyring lists is refused: it would sign with a key nobody holds', () => {
    const dir = tmpDir();
    const pub = keys['key-1'].public_key_hex;
    writeTree(dir, {
      'b/SKILL.md': skill('b'),
      'pub.key': pub + '\n',
      '.skillgate/trusted-keys': `# ours\n* ed25519 ${pub}\n`,
    });
    const before = readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8');
    const r = runCli(['sign', 'b', '--key', 'pub.key'], { cwd: dir });
    expect(r.stderr).toBe(
      'skillgate: key file pub.key holds a public key (.skillgate/trusted-keys:2 lists it), not a secret key: nothing signed (use the file `skillgate keygen` wrote)\n',
    );
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8')).toBe(before);
  });

  test("a key file holding a bundle's own public key is refused, with no keyring: that key's secret would be public", () => {
    const dir = tmpDir();
    const pub = keys['key-1'].public_key_hex;
    writeTree(dir, { 'a/SKILL.md': skill('a'), 'b/SKILL.md': SIGNED_VALID, 'pub.key': pub.toUpperCase() + '\n' });
    const before = ['a', 'b'].map((d) => readFileSync(path.join(dir, d, 'SKILL.md'), 'utf8'));
    const r = runCli(['sign', 'a', 'b', '--key', 'pub.key'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      "skillgate: key file pub.key holds a key that b/SKILL.md shows (a signature's public key), not a secret key: nothing signed (use the file `skillgate keygen` wrote)\n",
    ]);
    expect(['a', 'b'].map((d) => readFileSync(path.join(dir, d, 'SKILL.md'), 'utf8'))).toEqual(before);
  });

  test("a bundle in another git work tree signs with a warning: that work tree's keyring (its revocations) is not read", () => {
    const ws = tmpDir();
    const repo = path.join(ws, 'repo');
    mkdirSync(repo);
    git(repo, 'init', '-q');
    const pub = keys['key-1'].public_key_hex;
    writeTree(ws, {
      'repo/skills/a/SKILL.md': skill('a'),
      'repo/.skillgate/trusted-keys': `@revoked ed25519 ${pub}\n`,
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    const r = runCli(['sign', 'repo/skills/a', '--key', 'k'], { cwd: ws });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      "skillgate: warning: repo/skills/a is in the git work tree repo, and this run is in .: repo's .skillgate/trusted-keys is not read; run skillgate from inside repo to hold its skills to it\n",
    );
    // From inside, the revocation holds.
    expect(runCli(['sign', 'skills/a', '--key', '../k'], { cwd: repo }).code).toBe(1);
  });

  test('a key file tracked by git signs, with a warning that says the key is public now and what to do', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    const pub1 = keys['key-1'].public_key_hex;
    writeTree(dir, { 'a/SKILL.md': skill('a'), 'keys/[x].key': keys['key-1'].secret_seed_hex + '\n' });
    const untracked = runCli(['sign', 'a', '--key', 'keys/[x].key'], { cwd: dir });
    expect([untracked.code, untracked.stderr]).toEqual([0, '']);
    git(dir, 'add', 'keys');
    const r = runCli(['sign', 'a', '--key', 'keys/[x].key'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      0,
      `skillgate: warning: key file keys/[x].key is tracked by git: whoever has the repository (or its history) holds this key; make a new one (skillgate keygen), revoke this one (@revoked ed25519 ${pub1}) and take the file out of git\n`,
    ]);
  });

  test('--trusted-keys names the keyring sign checks the key against, as validate reads it', () => {
    const dir = tmpDir();
    const pub1 = keys['key-1'].public_key_hex;
    writeTree(dir, {
      'a/SKILL.md': skill('a'),
      k: keys['key-1'].secret_seed_hex + '\n',
      'keys/team': `@revoked ed25519 ${pub1} leaked\n`,
    });
    const before = readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8');
    const r = runCli(['sign', 'a', '--key', 'k', '--trusted-keys', 'keys/team'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([
      1,
      `skillgate: keys/team:1 revokes this key (${pub1}): nothing signed (every skill signed with it fails RevokedKey)\n`,
    ]);
    expect(readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8')).toBe(before);
    const missing = runCli(['sign', 'a', '--key', 'k', '--trusted-keys', 'keys/none'], { cwd: dir });
    expect([missing.code, missing.stderr]).toEqual([
      1,
      'skillgate: cannot read trusted keyring keys/none: no such file: nothing signed (fix the keyring first: it may revoke this key)\n',
    ]);
    // Several bad lines: one a line, as validate prints them (they were joined by a literal backslash-n).
    writeTree(dir, { 'keys/bad': 'x y\nz w\n' });
    const bad = runCli(['sign', 'a', '--key', 'k', '--trusted-keys', 'keys/bad'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stderr.split('\n').map((l) => l.slice(0, 40))).toEqual([
      'skillgate: invalid trusted keyring: keys',
      'keys/bad:2: missing fields: expected "<s',
      '',
    ]);
    expect(bad.stderr).toMatch(/: nothing signed \(fix the keyring first: it may revoke this key\)\n$/);
  });

  test('a folder of bundles is searched, as every CLI path is (SPEC §1): each found SKILL.md is signed', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'tree/x/SKILL.md': skill('x'),
      'tree/deep/y/SKILL.md': skill('y'),
      'tree/notes.md': 'not a skill\n',
      k: keys['key-1'].secret_seed_hex + '\n',
      '.skillgate/trusted-keys': `* ed25519 ${keys['key-1'].public_key_hex}\n`,
    });
    const r = runCli(['sign', 'tree', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^signed tree\/(deep\/y|x)\/SKILL\.md /gm)).toHaveLength(2);
    expect(readFileSync(path.join(dir, 'tree/notes.md'), 'utf8')).toBe('not a skill\n');
    const v = runCli(['validate', 'tree', '--trust', 'registry'], { cwd: dir });
    expect(v.stdout).toMatch(/2 files checked, 2 ok/);
    expect(v.code).toBe(0);
    // A folder with no SKILL.md anywhere under it signs nothing: exit 1 before any write.
    writeTree(dir, { 'empty/readme.md': 'x\n' });
    const none = runCli(['sign', 'tree/x', 'empty', '--key', 'k'], { cwd: dir });
    expect(none.stderr).toBe('skillgate: no SKILL.md found in empty\n');
    expect(none.code).toBe(1);
  });

  test('bundles are signed and listed in path order, as validate lists them, whatever order the walk or the arguments give', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'tree/a/SKILL.md': skill('a'),
      'tree/b/SKILL.md': skill('b'),
      'tree/c/d/SKILL.md': skill('d'),
      'tree/e/SKILL.md': skill('e'),
      'z/SKILL.md': skill('z'),
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    const r = runCli(['sign', 'z', 'tree', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^signed \S+/gm)).toEqual([
      'signed tree/a/SKILL.md',
      'signed tree/b/SKILL.md',
      'signed tree/c/d/SKILL.md',
      'signed tree/e/SKILL.md',
      'signed z/SKILL.md',
    ]);
  });

  test('a bundle that config exclude matches is still signed when named; an unreadable one signs nothing', () => {
    const dir = tmpDir();
    writeTree(dir, {
      '.skillgate.yml': 'exclude: ["skills/private/**"]\n',
      'skills/private/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b'),
      'skills/SKILL.md/readme': 'a directory named SKILL.md\n',
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    const r = runCli(['sign', 'skills/private/a', '--key', 'k'], { cwd: dir });
    expect(r.stdout).toMatch(/^signed skills\/private\/a\/SKILL\.md /m);
    expect(r.code).toBe(0);
    const before = readFileSync(path.join(dir, 'skills/b/SKILL.md'), 'utf8');
    // Found twice (overlapping folders), said once.
    const bad = runCli(['sign', 'skills', 'skills', '--key', 'k'], { cwd: dir });
    expect(bad.stderr).toBe(
      'skillgate: cannot read skills/SKILL.md: SKILL.md is a directory, not a file\nskillgate: nothing signed: fix or leave out the paths above first\n',
    );
    expect(bad.code).toBe(1);
    expect(readFileSync(path.join(dir, 'skills/b/SKILL.md'), 'utf8')).toBe(before);
  });

  test('sign never reads or writes through a SKILL.md symlink that leads out of the repository, unless --follow-symlinks', () => {
    const outside = tmpDir();
    writeTree(outside, { 'x/SKILL.md': skill('far') });
    const far = path.join(outside, 'x', 'SKILL.md');
    const farBefore = readFileSync(far, 'utf8');
    const dir = tmpDir();
    writeTree(dir, { 'skills/a/SKILL.md': skill('a'), k: keys['key-1'].secret_seed_hex + '\n' });
    mkdirSync(path.join(dir, 'skills/b'));
    symlinkSync(far, path.join(dir, 'skills/b/SKILL.md'));
    const aBefore = readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8');
    const r = runCli(['sign', 'skills', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe(
      'skillgate: cannot read skills/b/SKILL.md: SKILL.md is a symlink to a file outside the repository: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)\nskillgate: nothing signed: fix or leave out the paths above first\n',
    );
    expect(r.code).toBe(1);
    expect(readFileSync(far, 'utf8')).toBe(farBefore);
    expect(readFileSync(path.join(dir, 'skills/a/SKILL.md'), 'utf8')).toBe(aBefore);
    // Named itself, it is fenced too; --follow-symlinks signs it, through the link.
    expect(runCli(['sign', 'skills/b/SKILL.md', '--key', 'k'], { cwd: dir }).code).toBe(1);
    expect(readFileSync(far, 'utf8')).toBe(farBefore);
    const named = runCli(['sign', 'skills/b/SKILL.md', '--key', 'k', '--follow-symlinks'], { cwd: dir });
    expect(named.code).toBe(0);
    expect(readFileSync(far, 'utf8')).not.toBe(farBefore);
    expect(lstatSync(path.join(dir, 'skills/b/SKILL.md')).isSymbolicLink()).toBe(true);
  });

  test('one file linked into another folder is one skill: signed once, under its own name', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, { 'skills/pdf/SKILL.md': skill('pdf'), k: keys['key-1'].secret_seed_hex + '\n' });
    mkdirSync(path.join(dir, '.claude/skills/pdf'), { recursive: true });
    symlinkSync('../../../skills/pdf/SKILL.md', path.join(dir, '.claude/skills/pdf/SKILL.md'));
    const r = runCli(['sign', '.', '--key', 'k'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n').filter(Boolean)).toEqual([
      `signed skills/pdf/SKILL.md (id pdf, key ${keys['key-1'].public_key_hex})`,
    ]);
    expect(lstatSync(path.join(dir, '.claude/skills/pdf/SKILL.md')).isSymbolicLink()).toBe(true);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
  });

  test('refuses a key the keyring revokes, and warns when the keyring does not trust it for a skill', () => {
    const dir = tmpDir();
    const pub1 = keys['key-1'].public_key_hex;
    writeTree(dir, {
      'a/SKILL.md': skill('a'),
      k: keys['key-1'].secret_seed_hex + '\n',
      '.skillgate/trusted-keys': `# keys\n@revoked ed25519 ${pub1} leaked\n`,
    });
    const before = readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8');
    const r = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe(
      `skillgate: .skillgate/trusted-keys:2 revokes this key (${pub1}): nothing signed (every skill signed with it fails RevokedKey)\n`,
    );
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8')).toBe(before);
    // Trusted for other ids only: signed, and said.
    writeTree(dir, { '.skillgate/trusted-keys': `b-* ed25519 ${pub1}\n` });
    const w = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect(w.code).toBe(0);
    expect(w.stderr).toBe(
      `skillgate: warning: .skillgate/trusted-keys does not trust this key for "a": under trust: registry the skill fails UntrustedKey until a line such as "a ed25519 ${pub1}" is added\n`,
    );
    expect(runCli(['validate', 'a', '--trust', 'registry'], { cwd: dir }).stdout).toMatch(/UntrustedKey/);
    // Signed again with the same key: unchanged, and still not trusted, so still said.
    const again = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect([again.code, again.stdout, again.stderr]).toEqual([
      0,
      `a/SKILL.md is already signed by ${pub1} (id a); unchanged\n`,
      w.stderr,
    ]);
    // A keyring that does not parse is an error (exit 1, SPEC §3), as in validate: it may revoke the key.
    writeTree(dir, { '.skillgate/trusted-keys': `garbage line\n@revoked ed25519 ${pub1}\n` });
    const signedBefore = readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8');
    writeTree(dir, { 'a/SKILL.md': before });
    const broken = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      /^skillgate: invalid trusted keyring: \.skillgate\/trusted-keys:1: .*: nothing signed \(fix the keyring first: it may revoke this key\)\n$/,
    );
    expect(readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8')).toBe(before);
    expect(signedBefore).not.toBe(before);
    // So is a keyring the config names that is not there.
    writeTree(dir, { '.skillgate.yml': 'trusted_keys: keys/missing\n' });
    const missing = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect([missing.code, missing.stderr]).toEqual([
      1,
      'skillgate: .skillgate.yml:1:15: cannot read trusted keyring keys/missing: no such file: nothing signed (fix the keyring first: it may revoke this key)\n',
    ]);
  });

  test('a file that signing would take past 1 MiB is refused with a message, not an internal error', () => {
    const dir = tmpDir();
    writeFileSync(path.join(dir, 'k'), '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60\n');
    const head =
      '---\nid: a\nversion: 1.0.0\ndescription: Do a thing. Use when testing.\nallowed_memory_scopes: []\nallowed_tools: [Read]\n---\n';
    const text = head + 'x'.repeat(1024 * 1024 - head.length - 10) + '\n';
    writeTree(dir, { 'a/SKILL.md': text });
    expect(runCli(['validate', 'a'], { cwd: dir }).code).toBe(0);
    const r = runCli(['sign', 'a', '--key', 'k'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^skillgate: cannot sign a\/SKILL\.md: the signed file would be 1048827 bytes, over the limit of 1048576 bytes \(1 MiB\); shorten it first\n$/,
    );
    expect(readFileSync(path.join(dir, 'a/SKILL.md'), 'utf8')).toBe(text);
  });

  test('keygen creates a missing folder for the key, private to the user', () => {
    const dir = tmpDir();
    const r = runCli(['keygen', '--out', 'deep/er/release.key'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(statSync(path.join(dir, 'deep/er/release.key')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'deep/er')).mode & 0o777).toBe(0o700);
    const isDir = runCli(['keygen', '--out', 'deep'], { cwd: dir });
    expect([isDir.code, isDir.stderr]).toEqual([1, 'skillgate: cannot write deep: it is a directory\n']);
  });

  test('keygen reads the config as the checks do: --profile agentskills for one valid only there, --config for another', () => {
    const dir = tmpDir();
    git(dir, 'init', '-q');
    writeTree(dir, {
      '.skillgate.yml': 'tools:\n  WebFetch: read-only\nlockfile: locks/skills.lock\n',
      'ci.yml': 'lockfile: ci/skills.lock\n',
    });
    // In profile v1 only MCP tools may be registered: the config does not read, and keygen
    // could not run in the repository at all (it knew no --profile).
    const v1 = runCli(['keygen', '--out', 'a.key'], { cwd: dir });
    expect(v1.code).toBe(1);
    expect(v1.stderr).toContain('.skillgate.yml');
    expect(existsSync(path.join(dir, 'a.key'))).toBe(false);
    expect(runCli(['keygen', '--out', 'a.key', '--profile', 'agentskills'], { cwd: dir }).code).toBe(0);
    expect(statSync(path.join(dir, 'a.key')).mode & 0o777).toBe(0o600);
    // The lockfile that config names is still refused as the key's place; so is another config's.
    const taken = runCli(['keygen', '--out', 'locks/skills.lock', '--profile', 'agentskills'], { cwd: dir });
    expect([taken.code, taken.stderr]).toEqual([1, expect.stringContaining("names the repository's lockfile")]);
    const other = runCli(['keygen', '--out', 'ci/skills.lock', '--config', 'ci.yml'], { cwd: dir });
    expect([other.code, other.stderr]).toEqual([1, expect.stringContaining("names the repository's lockfile")]);
  });

  test('replaces an existing signature in place: only its two hex values change', () => {
    const dir = tmpDir();
    writeTree(dir, { 'b/SKILL.md': SIGNED_VALID, k2: keys['key-2'].secret_seed_hex + '\n' });
    expect(runCli(['sign', 'b/SKILL.md', '--key', 'k2'], { cwd: dir }).code).toBe(0);
    const after = readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8');
    const a = SIGNED_VALID.split('\n');
    const b = after.split('\n');
    expect(b.length).toBe(a.length);
    const changed = a.map((l, i) => (l === b[i] ? -1 : i)).filter((i) => i >= 0);
    expect(changed.map((i) => a[i].split(':')[0])).toEqual(['  public_key_hex', '  signature_hex']);
    expect(after).toContain(keys['key-2'].public_key_hex);
    // Signing it back with key-1 restores the vector exactly.
    writeFileSync(path.join(dir, 'k1'), keys['key-1'].secret_seed_hex + '\n');
    expect(runCli(['sign', 'b', '--key', 'k1'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'b/SKILL.md'), 'utf8')).toBe(SIGNED_VALID);
  });

  test('appends the block as the last key; no other byte changes; comments, order and CRLF kept', () => {
    const dir = tmpDir();
    const lf =
      '---\n' +
      '# leading comment\n' +
      'version: 1.0.0   # trailing comment\n' +
      "id: 'styled'\n" +
      'description: >-\n  Folded text. Use when\n  styled things are needed.\n' +
      'allowed_tools: [Read, Grep]\n' +
      'allowed_memory_scopes:\n  - "memories/**"\n' +
      'x-meta:\n  nested: {a: 1}\n' +
      '# final comment\n' +
      '---\n\n# Body\n\nText with trailing spaces.  \n';
    const crlf = lf.replace(/\n/g, '\r\n');
    writeTree(dir, { 'lf/SKILL.md': lf, 'crlf/SKILL.md': crlf });
    const { pub, line } = keygen(dir, 'k');
    writeFileSync(path.join(dir, 'keys'), line + '\n');
    const r = runCli(['sign', 'lf', 'crlf/SKILL.md', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^signed /gm)).toHaveLength(2);
    const lfAfter = readFileSync(path.join(dir, 'lf/SKILL.md'), 'utf8');
    const crlfAfter = readFileSync(path.join(dir, 'crlf/SKILL.md'), 'utf8');
    expect(withoutBlock(lfAfter)).toBe(lf);
    expect(withoutBlock(crlfAfter)).toBe(crlf);
    // The block sits just before the closing fence, after the final comment.
    expect(lfAfter).toMatch(
      /# final comment\nsignature:\n {2}algo: ed25519\n {2}public_key_hex: "[0-9a-f]{64}"\n {2}signature_hex: "[0-9a-f]{128}"\n---\n/,
    );
    expect(lfAfter).toContain(`public_key_hex: "${pub}"`);
    // CRLF stays CRLF: no bare LF anywhere.
    expect(crlfAfter.replace(/\r\n/g, '')).not.toContain('\n');
    // Both lines carry the same signature: CRLF and style are not signed.
    const sigOf = (t: string) => /signature_hex: "([0-9a-f]{128})"/.exec(t)?.[1];
    expect(sigOf(lfAfter)).toBe(sigOf(crlfAfter));
    // Validated one at a time: both declare id "styled".
    for (const bundle of ['lf', 'crlf']) {
      const v = runCli(['validate', bundle, '--json', '--trust', 'registry', '--trusted-keys', 'keys'], { cwd: dir });
      expect(v.code).toBe(0);
      expect((JSON.parse(v.stdout) as { outcome: string }).outcome).toBe('ok');
    }
  });

  test('replaces a malformed or flow-style signature entry, leaving the keys around it', () => {
    const dir = tmpDir();
    const text = skill('flowsig').replace(
      'version: 1.0.0\n',
      'version: 1.0.0\nsignature: {algo: ed25519, public_key_hex: "00", signature_hex: "11"}\n',
    );
    writeTree(dir, { 'f/SKILL.md': text, k: keys['key-1'].secret_seed_hex + '\n' });
    expect(runCli(['validate', 'f'], { cwd: dir }).code).toBe(6);
    const r = runCli(['sign', 'f', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const after = readFileSync(path.join(dir, 'f/SKILL.md'), 'utf8');
    expect(withoutBlock(after)).toBe(skill('flowsig'));
    expect(after.indexOf('signature:')).toBeLessThan(after.indexOf('description:'));
    expect(
      runCli(['validate', 'f', '--trust', 'registry', '--trusted-keys', path.join(VECTORS, 'trusted-keys')], {
        cwd: dir,
      }).code,
    ).toBe(0);
  });

  test('an invalid SKILL.md is refused with its errors (exit 6) and left untouched', () => {
    const dir = tmpDir();
    const bad = skill('bad-one', 'allowed_tols: [Read]\n');
    const unparsable = '---\nid: [unclosed\n---\n';
    writeTree(dir, { 'bad/SKILL.md': bad, 'broken/SKILL.md': unparsable, k: keys['key-1'].secret_seed_hex + '\n' });
    const before = statSync(path.join(dir, 'bad/SKILL.md')).mtimeMs;
    for (const [bundle, code] of [
      ['bad', 'UnknownField'],
      ['broken', 'YamlParse'],
    ]) {
      const r = runCli(['sign', bundle, '--key', 'k'], { cwd: dir });
      expect(r.code).toBe(6);
      expect(r.stderr).toContain(`${bundle}/SKILL.md:`);
      expect(r.stderr).toContain(code);
      expect(r.stdout).not.toMatch(/^signed /m);
    }
    expect(readFileSync(path.join(dir, 'bad/SKILL.md'), 'utf8')).toBe(bad);
    expect(statSync(path.join(dir, 'bad/SKILL.md')).mtimeMs).toBe(before);
    expect(readFileSync(path.join(dir, 'broken/SKILL.md'), 'utf8')).toBe(unparsable);
  });

  test('several bundles at once: the valid ones are signed, an invalid one is refused, exit 6', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'one/SKILL.md': skill('one'),
      'two/SKILL.md': skill('two'),
      'bad/SKILL.md': skill('Bad'),
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    const r = runCli(['sign', 'one', 'bad', 'two/SKILL.md', '--key', 'k'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stderr).toContain('InvalidId');
    for (const id of ['one', 'two']) expect(readFileSync(path.join(dir, id, 'SKILL.md'), 'utf8')).toMatch(BLOCK);
    expect(readFileSync(path.join(dir, 'bad/SKILL.md'), 'utf8')).toBe(skill('Bad'));
    const v = runCli(
      ['validate', 'one', 'two', '--trust', 'registry', '--trusted-keys', path.join(VECTORS, 'trusted-keys')],
      {
        cwd: dir,
      },
    );
    expect(v.code).toBe(0);
  });

  test('a missing bundle signs nothing at all (exit 1)', () => {
    const dir = tmpDir();
    writeTree(dir, { 'one/SKILL.md': skill('one'), 'empty/README.md': 'x', k: keys['key-1'].secret_seed_hex + '\n' });
    for (const missing of ['nope', 'empty']) {
      const r = runCli(['sign', 'one', missing, '--key', 'k'], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(missing);
      expect(readFileSync(path.join(dir, 'one/SKILL.md'), 'utf8')).toBe(skill('one'));
    }
  });

  test('a bad key file is exit 1 and its content is never echoed', () => {
    const dir = tmpDir();
    const secretish = 'c0ffee' + 'ab'.repeat(28) + 'Z'; // 63 hex + junk: looks secret, is not a key
    const cases: Record<string, string> = {
      short: secretish + '\n',
      long: keys['key-1'].secret_seed_hex + 'aa\n',
      twoLines: keys['key-1'].secret_seed_hex + '\n' + keys['key-2'].secret_seed_hex + '\n',
      notHex: 'secret-password-do-not-print\n',
      empty: '',
    };
    writeTree(dir, { 'one/SKILL.md': skill('one') });
    for (const [name, content] of Object.entries(cases)) {
      writeFileSync(path.join(dir, name), content);
      const r = runCli(['sign', 'one', '--key', name], { cwd: dir });
      expect({ name, code: r.code }).toEqual({ name, code: 1 });
      expect(r.stderr).toContain(name);
      for (const secret of content.split('\n').filter(Boolean)) {
        expect(r.stdout + r.stderr).not.toContain(secret);
        expect(r.stdout + r.stderr).not.toContain(secret.slice(0, 32));
      }
    }
    const missing = runCli(['sign', 'one', '--key', 'absent.key'], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('absent.key');
    const dirKey = runCli(['sign', 'one', '--key', '.'], { cwd: dir });
    expect(dirKey.code).toBe(1);
    expect(dirKey.stderr).not.toMatch(/\n\s+at /);
    expect(runCli(['sign', 'one'], { cwd: dir }).code).toBe(1);
    expect(runCli(['sign', '--key', 'short'], { cwd: dir }).code).toBe(1);
    expect(readFileSync(path.join(dir, 'one/SKILL.md'), 'utf8')).toBe(skill('one'));
  });

  test('a key file with uppercase hex or CRLF still signs, and never shows up in output', () => {
    const dir = tmpDir();
    const seed = keys['key-1'].secret_seed_hex;
    writeTree(dir, { 'one/SKILL.md': skill('one'), k: seed.toUpperCase() + '\r\n' });
    const r = runCli(['sign', 'one', '--key', 'k'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(new RegExp(seed, 'i'));
    expect(readFileSync(path.join(dir, 'one/SKILL.md'), 'utf8')).toContain(keys['key-1'].public_key_hex);
  });

  test('writes atomically: keeps the file mode, leaves no temp file, follows a symlinked SKILL.md', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'one/SKILL.md': skill('one'),
      'real/SKILL.md': skill('linked'),
      'linked/README.md': 'x',
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    chmodSync(path.join(dir, 'one/SKILL.md'), 0o640);
    symlinkSync(path.join('..', 'real', 'SKILL.md'), path.join(dir, 'linked/SKILL.md'));
    const r = runCli(['sign', 'one', 'linked', '--key', 'k'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(statSync(path.join(dir, 'one/SKILL.md')).mode & 0o777).toBe(0o640);
    expect(readdirSync(path.join(dir, 'one')).sort()).toEqual(['SKILL.md']);
    expect(readdirSync(path.join(dir, 'real')).sort()).toEqual(['SKILL.md']);
    expect(readdirSync(path.join(dir, 'linked')).sort()).toEqual(['README.md', 'SKILL.md']);
    // The link is still a link, and its target got the signature.
    expect(lstatSync(path.join(dir, 'linked/SKILL.md')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'real/SKILL.md'), 'utf8')).toMatch(BLOCK);
  });

  test('signing twice with the same key changes nothing the second time', () => {
    const dir = tmpDir();
    writeTree(dir, { 'one/SKILL.md': skill('one'), k: keys['key-1'].secret_seed_hex + '\n' });
    expect(runCli(['sign', 'one', '--key', 'k'], { cwd: dir }).code).toBe(0);
    const once = readFileSync(path.join(dir, 'one/SKILL.md'), 'utf8');
    const r = runCli(['sign', 'one', '--key', 'k'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(dir, 'one/SKILL.md'), 'utf8')).toBe(once);
  });

  test('a frontmatter written as one flow mapping is signed with a flow entry, and verifies', () => {
    const dir = tmpDir();
    const head =
      '---\n{id: flowy, version: 1.0.0, description: "Flow. Use when flowing.", allowed_memory_scopes: [], allowed_tools: []';
    const flow = `${head}}\n---\nbody\n`;
    writeTree(dir, { 'f/SKILL.md': flow, k: keys['key-1'].secret_seed_hex + '\n' });
    const r = runCli(['sign', 'f', '--key', 'k'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const signed = readFileSync(path.join(dir, 'f/SKILL.md'), 'utf8');
    // Only inserted: the entry goes after the last one.
    const pub = keys['key-1'].public_key_hex;
    expect(signed.startsWith(`${head}, signature: {algo: ed25519, public_key_hex: "${pub}", signature_hex: "`)).toBe(
      true,
    );
    expect(signed).toMatch(/signature_hex: "[0-9a-f]{128}"\}\}\n---\nbody\n$/);
    writeTree(dir, { tk: `flowy ed25519 ${pub}\n` });
    const v = runCli(['validate', 'f', '--trusted-keys', 'tk', '--trust', 'registry'], { cwd: dir });
    expect([v.code, v.stderr]).toEqual([0, '']);
  });

  test('a frontmatter layout that cannot be edited in place is exit 1 with a reason, file untouched', () => {
    const dir = tmpDir();
    // An explicit key on the line after its `?`: replacing from the key would leave the `?`.
    const odd =
      '---\nid: oddy\nversion: 1.0.0\ndescription: "Odd. Use when odd."\nallowed_memory_scopes: []\nallowed_tools: []\n?\n  signature\n: {algo: x}\n---\nbody\n';
    writeTree(dir, { 'f/SKILL.md': odd, k: keys['key-1'].secret_seed_hex + '\n' });
    const r = runCli(['sign', 'f', '--key', 'k'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('f/SKILL.md');
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(readFileSync(path.join(dir, 'f/SKILL.md'), 'utf8')).toBe(odd);
  });

  test('signing under a config with trust: registry still works (the old signature is being replaced)', () => {
    const dir = tmpDir();
    writeTree(dir, {
      '.skillgate.yml': 'trust: registry\ntrusted_keys: keys\n',
      keys: `* ed25519 ${keys['key-1'].public_key_hex}\n`,
      'one/SKILL.md': skill('one'),
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    expect(runCli(['validate', 'one'], { cwd: dir }).code).toBe(6);
    expect(runCli(['sign', 'one', '--key', 'k'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', 'one'], { cwd: dir }).code).toBe(0);
  });
});

describe('sign near the reader limit of 100,000 values', () => {
  test('a valid skill the signature would push past it is refused as that, in both layouts (it was an internal error, or blamed the layout)', () => {
    const dir = tmpDir();
    const items = (n: number) => `[${'[a],'.repeat(n)}a]`;
    writeTree(dir, {
      // A flow root: inserted by the YAML library's layout.
      'f/SKILL.md': `---\n{id: f, version: 1.0.0, description: Use when x., allowed_memory_scopes: [], allowed_tools: [], x-l: ${items(49_992)}}\n---\nbody\n`,
      // A block mapping with an explicit key: inserted in place.
      'e/SKILL.md': `---\nid: e\nversion: 1.0.0\ndescription: Use when x.\nallowed_memory_scopes: []\nallowed_tools: []\n? x-q\n: 1\nx-l: ${items(49_990)}\n---\nbody\n`,
      'sk.key': keys['key-1'].secret_seed_hex + '\n',
    });
    expect(runCli(['validate', 'f', 'e'], { cwd: dir }).code).toBe(0);
    for (const b of ['f', 'e']) {
      const before = readFileSync(path.join(dir, b, 'SKILL.md'), 'utf8');
      const r = runCli(['sign', b, '--key', 'sk.key'], { cwd: dir });
      expect([b, r.code, r.stdout]).toEqual([b, 1, '']);
      expect(r.stderr).toMatch(
        new RegExp(
          `^skillgate: cannot sign ${b}/SKILL\\.md: the signed file would not be read: more than 100,000 values .*; shorten it first\\n$`,
        ),
      );
      expect(r.stderr).not.toMatch(/internal error|layout/);
      expect(readFileSync(path.join(dir, b, 'SKILL.md'), 'utf8')).toBe(before);
    }
  });
});

describe('Ctrl-C while sign writes', () => {
  it('stops between files and ends the run by the signal, leaving no temp file', async () => {
    const dir = tmpDir();
    const n = 800;
    const files: Record<string, string> = { k: keys['key-1'].secret_seed_hex + '\n' };
    for (let i = 0; i < n; i++) files[`b/s${i}/SKILL.md`] = skill(`s${i}`);
    writeTree(dir, files);
    const child = spawn(process.execPath, [BIN, 'sign', 'b', '--key', 'k'], { cwd: dir });
    let signed = 0;
    child.stdout.on('data', (d: Buffer) => {
      if (signed === 0) child.kill('SIGINT');
      signed += (d.toString().match(/^signed /gm) ?? []).length;
    });
    const exit = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, s) => r([c, s])));
    expect(exit).toEqual([null, 'SIGINT']);
    // Stopped long before the last bundle (it went on through all of them, then exit 0).
    expect(signed).toBeGreaterThan(0);
    expect(signed).toBeLessThan(n / 2);
    const left = readdirSync(path.join(dir, 'b'), { recursive: true }).filter((f) => String(f).endsWith('.tmp'));
    expect(left).toEqual([]);
  }, 60_000);
});
