/**
 * Issue #4 end to end: `lock`, `lock --check` and the drift check of `validate`, through the
 * bundled CLI, in real temporary git repositories.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  watch,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { BIN, REPO, git, runCli, skill, tmpDir, writeTree, type CliResult } from '../helpers/cli.js';

const VECTORS = path.join(REPO, 'fixtures', 'vectors');
const keys: Record<string, { secret_seed_hex: string; public_key_hex: string }> = JSON.parse(
  readFileSync(path.join(VECTORS, 'keys.json'), 'utf8'),
);

interface Drift {
  kind: string;
  id: string;
  path: string;
  line: number;
  column: number;
  message: string;
  changes?: string[];
  escalation?: boolean;
  added_tools?: string[];
  removed_tools?: string[];
  added_scopes?: string[];
  removed_scopes?: string[];
  previous_path?: string;
}
interface Report {
  status: string;
  summary: Record<string, number>;
  files: { path: string; outcome: string; errors?: { code: string; message: string }[] }[];
  drift: Drift[];
}

/** A git repository holding `files`, committed. */
function repo(files: Record<string, string>): string {
  const dir = tmpDir('skillgate-lock-');
  git(dir, 'init', '-q');
  writeTree(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'init');
  return dir;
}

/**
 * A blobless (--filter=blob:none) sparse clone of `src` holding only `cone`, whose blobs
 * outside it are fetched on demand; `cutOff` takes its remote away, so none can be.
 */
function sparsePartialClone(src: string, cone: string): { work: string; cutOff: () => void } {
  const top = tmpDir('skillgate-partial-');
  git(top, 'clone', '-q', '--bare', src, 'origin.git');
  git(path.join(top, 'origin.git'), 'config', 'uploadpack.allowfilter', 'true');
  git(top, 'clone', '-q', '--filter=blob:none', '--sparse', `file://${path.join(top, 'origin.git')}`, 'work');
  const work = path.join(top, 'work');
  git(work, 'sparse-checkout', 'set', cone);
  return { work, cutOff: () => renameSync(path.join(top, 'origin.git'), path.join(top, 'gone.git')) };
}

function report(r: CliResult): Report {
  try {
    return JSON.parse(r.stdout) as Report;
  } catch {
    throw new Error(`not JSON (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
  }
}

function lockOk(dir: string, args: string[] = []): string {
  const r = runCli(['lock', ...args], { cwd: dir });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

const MiB = 1024 * 1024;
const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');
const edit = (dir: string, rel: string, f: (t: string) => string) =>
  writeFileSync(path.join(dir, rel), f(read(dir, rel)));
/** 1-based line of the first line of `rel` that starts with `prefix`. */
const lineOf = (dir: string, rel: string, prefix: string) =>
  read(dir, rel)
    .split(/\r?\n/)
    .findIndex((l) => l.startsWith(prefix)) + 1;

const sha = (canonical: string) => 'sha256-' + createHash('sha256').update(canonical, 'utf8').digest('base64');

describe('lock writes the SPEC §4 format', () => {
  test('exact bytes: keys and lists sorted by code unit, two-space indent, trailing newline, no timestamp', () => {
    const dir = repo({
      // Lists out of order on disk; ids whose order differs from their paths' order.
      'skills/zeta/SKILL.md':
        '---\nid: alpha\nversion: 1.2.3\ndescription: Does alpha. Use when alpha.\nallowed_memory_scopes:\n  - memories/z/**\n  - memories/B/**\n  - memories/a/**\nallowed_tools: [Write, Read, MemoryEmit]\n---\nbody\n',
      'skills/alpha/SKILL.md': skill('zeta'),
    });
    const out = lockOk(dir);
    expect(out).toMatch(/skillgate\.lock/);
    expect(out).toMatch(/2 skills/);
    const alphaCanonical =
      '{"allowed_memory_scopes":["memories/z/**","memories/B/**","memories/a/**"],"allowed_tools":["Write","Read","MemoryEmit"],"description":"Does alpha. Use when alpha.","id":"alpha","version":"1.2.3"}';
    const zetaCanonical =
      '{"allowed_memory_scopes":["memories/projects/**"],"allowed_tools":["Read"],"description":"Does zeta things. Use when zeta is needed.","id":"zeta","version":"1.0.0"}';
    const expected =
      '{\n' +
      '  "lockfileVersion": 1,\n' +
      '  "skills": {\n' +
      '    "alpha": {\n' +
      '      "allowed_memory_scopes": [\n' +
      '        "memories/B/**",\n' +
      '        "memories/a/**",\n' +
      '        "memories/z/**"\n' +
      '      ],\n' +
      '      "allowed_tools": [\n' +
      '        "MemoryEmit",\n' +
      '        "Read",\n' +
      '        "Write"\n' +
      '      ],\n' +
      `      "frontmatter": "${sha(alphaCanonical)}",\n` +
      '      "path": "skills/zeta/SKILL.md",\n' +
      '      "signer": null,\n' +
      '      "version": "1.2.3"\n' +
      '    },\n' +
      '    "zeta": {\n' +
      '      "allowed_memory_scopes": [\n' +
      '        "memories/projects/**"\n' +
      '      ],\n' +
      '      "allowed_tools": [\n' +
      '        "Read"\n' +
      '      ],\n' +
      `      "frontmatter": "${sha(zetaCanonical)}",\n` +
      '      "path": "skills/alpha/SKILL.md",\n' +
      '      "signer": null,\n' +
      '      "version": "1.0.0"\n' +
      '    }\n' +
      '  }\n' +
      '}\n';
    expect(read(dir, 'skillgate.lock')).toBe(expected);
  });

  test('--json, --format and --output give the report of the skills pinned; the message takes the free stream', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    const json = runCli(['lock', '--json'], { cwd: dir });
    expect(json.code).toBe(0);
    const rep = report(json);
    expect([rep.status, rep.files.map((f) => f.path), rep.drift]).toEqual([
      'ok',
      ['skills/a/SKILL.md', 'skills/b/SKILL.md'],
      [],
    ]);
    expect(json.stderr).toBe('created skillgate.lock: 2 skills pinned\n');
    const out = runCli(['lock', '--format', 'sarif', '--output', 'lock.sarif'], { cwd: dir });
    expect([out.code, out.stdout, out.stderr]).toEqual([
      0,
      'skillgate.lock is up to date (2 skills); nothing to write\n',
      '',
    ]);
    expect(JSON.parse(read(dir, 'lock.sarif')).version).toBe('2.1.0');
    // Text with --output: the check's text report in the file, the message on stdout.
    const text = runCli(['lock', '--output', 'lock.txt'], { cwd: dir });
    expect(text.stdout).toBe('skillgate.lock is up to date (2 skills); nothing to write\n');
    expect(read(dir, 'lock.txt')).toMatch(/2 files checked, 2 ok/);
    // lock --check --output: the report in the file, the verdict still on the terminal.
    const check = runCli(['lock', '--check', '--output', 'check.txt'], { cwd: dir });
    expect([check.code, check.stdout, check.stderr]).toEqual([0, 'skillgate.lock matches the tree (2 skills)\n', '']);
    expect(read(dir, 'check.txt')).toMatch(/2 files checked, 2 ok/);
    expect(read(dir, 'check.txt')).not.toContain('matches the tree');
  });

  test('the signer is the public key of a signed skill, and the hash matches the vector', () => {
    const dir = repo({ 'skills/memory-capture/SKILL.md': read(VECTORS, 'signed-valid/SKILL.md') });
    lockOk(dir);
    const vector = (JSON.parse(read(VECTORS, 'vectors.json')) as { bundle: string; frontmatter_sha256: string }[])[0];
    const lock = JSON.parse(read(dir, 'skillgate.lock')) as { skills: Record<string, Record<string, unknown>> };
    expect(lock.skills['memory-capture'].signer).toBe(keys['key-1'].public_key_hex);
    expect(lock.skills['memory-capture'].frontmatter).toBe(
      'sha256-' + Buffer.from(vector.frontmatter_sha256, 'hex').toString('base64'),
    );
  });

  test('same tree → same bytes, whatever order the files were created in', () => {
    // "x10" sorts before "x9" by code unit.
    const ids = ['b-two', 'a-one', 'd-four', 'c-three', 'x9', 'x10'];
    const files = Object.fromEntries(ids.map((id) => [`skills/${id}/SKILL.md`, skill(id)]));
    const forward = repo(files);
    const backward = tmpDir();
    git(backward, 'init', '-q');
    for (const [rel, text] of Object.entries(files).reverse()) writeTree(backward, { [rel]: text });
    const plain = tmpDir(); // not a git repo: a directory walk
    writeTree(plain, Object.fromEntries(Object.entries(files).sort(() => -1)));
    for (const d of [forward, backward, plain]) lockOk(d);
    expect(read(backward, 'skillgate.lock')).toBe(read(forward, 'skillgate.lock'));
    expect(read(plain, 'skillgate.lock')).toBe(read(forward, 'skillgate.lock'));
    // And again: re-locking changes nothing, not even the mtime.
    const before = statSync(path.join(forward, 'skillgate.lock')).mtimeMs;
    utimesSync(path.join(forward, 'skillgate.lock'), new Date(before - 60_000), new Date(before - 60_000));
    const old = statSync(path.join(forward, 'skillgate.lock')).mtimeMs;
    expect(lockOk(forward)).toMatch(/up to date/);
    expect(statSync(path.join(forward, 'skillgate.lock')).mtimeMs).toBe(old);
  });

  test('--lockfile and config `lockfile` choose the path', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir, ['--lockfile', 'locks-flag.json']);
    expect(existsSync(path.join(dir, 'locks-flag.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    writeTree(dir, { '.skillgate.yml': 'lockfile: config.lock\n' });
    lockOk(dir);
    expect(read(dir, 'config.lock')).toBe(read(dir, 'locks-flag.json'));
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    // The flag wins over the config.
    lockOk(dir, ['--lockfile', 'flag-wins.lock']);
    expect(existsSync(path.join(dir, 'flag-wins.lock'))).toBe(true);
    // And each is what --check reads.
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lock', '--check', '--lockfile', 'flag-wins.lock'], { cwd: dir }).code).toBe(0);
  });

  test('config `lockfile` names the path only: named paths are not drift-checked (the hook case), --lockfile makes them so', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    writeTree(dir, { '.skillgate.yml': 'lockfile: locks/skills.lock\n' });
    // Its folder is made by the first lock.
    lockOk(dir);
    expect(existsSync(path.join(dir, 'locks', 'skills.lock'))).toBe(true);
    edit(dir, 'skills/b/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    expect(runCli(['validate', 'skills/a/SKILL.md'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(7);
    expect(runCli(['validate', 'skills/a/SKILL.md', '--lockfile', 'locks/skills.lock'], { cwd: dir }).code).toBe(7);
    // A lockfile the config names but that is not there yet is no error: checked when it exists.
    rmSync(path.join(dir, 'locks', 'skills.lock'));
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(1);
  });

  test('refuses to write while any skill is invalid: exit 6, no file written, an old lock untouched', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b', 'allowed_tols: [Read]\n') });
    const r = runCli(['lock'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(r.stdout).toContain('skills/b/SKILL.md');
    expect(r.stdout).toContain('UnknownField');
    expect(r.stderr).toMatch(/not writing skillgate\.lock/);
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    // With a lock already there, it is left as it was.
    writeFileSync(path.join(dir, 'skillgate.lock'), '{"lockfileVersion":1,"skills":{}}\n');
    expect(runCli(['lock'], { cwd: dir }).code).toBe(6);
    expect(read(dir, 'skillgate.lock')).toBe('{"lockfileVersion":1,"skills":{}}\n');
    // Duplicate ids are invalid too.
    writeTree(dir, { 'skills/b/SKILL.md': skill('a') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(6);
  });

  test('`lock` refuses a broken lockfile too (SPEC §4: exit 1), leaves it as it is, and says how to start anew', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    const good = read(dir, 'skillgate.lock');
    const conflicted = `<<<<<<< HEAD\n${good}=======\n${good}>>>>>>> other\n`;
    for (const broken of [conflicted, '{bad', '{"lockfileVersion": 0, "skills": {}}\n']) {
      writeFileSync(path.join(dir, 'skillgate.lock'), broken);
      expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(1);
      const r = runCli(['lock'], { cwd: dir });
      expect([r.code, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toMatch(
        /^skillgate: invalid lockfile: skillgate\.lock:\d+:\d+: .* \(not replaced: skillgate lock rewrites only a lockfile it can read; fix it, or delete skillgate\.lock and run skillgate lock to write a new one\)\n$/,
      );
      expect(read(dir, 'skillgate.lock')).toBe(broken);
    }
    rmSync(path.join(dir, 'skillgate.lock'));
    expect(lockOk(dir)).toMatch(/^created skillgate\.lock/);
    expect(read(dir, 'skillgate.lock')).toBe(good);
  });

  test('a hostile id the old lockfile pinned is named cut and spelled out (1 MB was printed whole)', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    const lock = JSON.parse(read(dir, 'skillgate.lock')) as { skills: Record<string, unknown> };
    lock.skills['z'.repeat(1_000_000)] = { ...(lock.skills.a as object), path: 'skills/z/SKILL.md' };
    lock.skills['q\u001b[2Jx'] = { ...(lock.skills.a as object), path: 'skills/q/SKILL.md' };
    writeTree(dir, { 'skillgate.lock': JSON.stringify(lock, null, 2) + '\n' });
    const out = lockOk(dir);
    expect(out.length).toBeLessThan(500);
    expect(out).toMatch(
      /^updated skillgate\.lock: 1 skill pinned \(removed: q\\u001b\[2Jx, "z+…" \(1000000 characters\)\)\n$/,
    );
  });

  test('the message says what changed', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    expect(lockOk(dir)).toMatch(/created skillgate\.lock.*2 skills/);
    rmSync(path.join(dir, 'skills/b'), { recursive: true });
    writeTree(dir, { 'skills/c/SKILL.md': skill('c') });
    edit(dir, 'skills/a/SKILL.md', (t) => t.replace('1.0.0', '1.1.0'));
    const out = lockOk(dir);
    expect(out).toMatch(/updated skillgate\.lock/);
    expect(out).toMatch(/added: c/);
    expect(out).toMatch(/removed: b/);
    expect(out).toMatch(/changed: a\)/);
    // A change re-pinned without a version bump: said, as lock --check said it.
    edit(dir, 'skills/a/SKILL.md', (t) => t.replace('description: ', 'description: Now '));
    edit(dir, 'skills/c/SKILL.md', (t) => t.replace('description: ', 'description: Now ').replace('1.0.0', '0.9.0'));
    expect(lockOk(dir)).toMatch(/ \(changed: a, c; version not bumped: a, c\)\n$/);
    // Ids in the lockfile's order (code units), not in their folders' order.
    writeTree(dir, { 'skills/x/SKILL.md': skill('ca'), 'skills/y/SKILL.md': skill('c-b') });
    expect(lockOk(dir)).toMatch(/added: c-b, ca\)/);
  });
});

describe('lock never writes through what is not a lockfile of the repository', () => {
  test('a FIFO named by --lockfile is refused, not turned into a file', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    const fifo = path.join(tmpDir('skillgate-fifo-'), 'lock.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = runCli(['lock', '--lockfile', fifo], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(`skillgate: cannot write lockfile ${fifo}: it is a FIFO (named pipe), not a regular file\n`);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  test("a config-named lockfile is written only inside the repository, outside git's files, over a lockfile", () => {
    const tail = '; name the file with --lockfile to write it anyway\n';
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    const victim = path.join(tmpDir('skillgate-victim-'), 'bashrc');
    writeFileSync(victim, 'export PATH=$HOME/bin:$PATH\n');
    symlinkSync(victim, path.join(dir, 'skillgate.lock'));
    const r = runCli(['lock'], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      `skillgate: cannot write lockfile skillgate.lock: the write would land outside the repository through a symlink (or run with --follow-symlinks)${tail}`,
    );
    // --follow-symlinks follows the link, but what is there is no lockfile: still refused.
    const followed = runCli(['lock', '--follow-symlinks'], { cwd: dir });
    expect([followed.code, followed.stderr]).toEqual([
      1,
      'skillgate: cannot write lockfile skillgate.lock: a file is there that is not a skillgate lockfile; name another file\n',
    ]);
    expect(readFileSync(victim, 'utf8')).toBe('export PATH=$HOME/bin:$PATH\n');
    // Nor through a folder symlink on the way, nor where the (checked-out) config points outside.
    const folder = repo({ 'skills/a/SKILL.md': skill('a'), '.skillgate.yml': 'lockfile: locks/bashrc\n' });
    symlinkSync(path.dirname(victim), path.join(folder, 'locks'));
    const viaFolder = runCli(['lock'], { cwd: folder });
    expect([viaFolder.code, viaFolder.stderr]).toEqual([
      1,
      `skillgate: .skillgate.yml:1:11: cannot write lockfile locks/bashrc: the write would land outside the repository through a symlink (or run with --follow-symlinks)${tail}`,
    ]);
    const outsideName = path.relative(folder, victim);
    writeFileSync(path.join(folder, '.skillgate.yml'), `lockfile: ${outsideName}\n`);
    for (const args of [['lock'], ['lock', '--follow-symlinks']]) {
      const viaConfig = runCli(args, { cwd: folder });
      expect([args, viaConfig.code, viaConfig.stderr]).toEqual([
        args,
        1,
        `skillgate: .skillgate.yml:1:11: cannot write lockfile ${outsideName}: the config names a path outside the repository${tail}`,
      ]);
    }
    expect(readFileSync(victim, 'utf8')).toBe('export PATH=$HOME/bin:$PATH\n');
    // Nor in git's own files (`lockfile: .git/hooks/pre-commit` would run at the next commit),
    // nor in the hooks folder core.hooksPath names (husky: every hook sources .husky/_/h).
    const gitOwn = `it is inside git's own files (.git, or the hooks folder core.hooksPath names), or named as a git hook${tail}`;
    // A bare repository is git's own folder through and through: no lockfile is written there.
    const bare = tmpDir('skillgate-bare-');
    git(bare, 'init', '-q', '--bare');
    const bareMessage =
      "skillgate: the working directory is a bare git repository (git's own folder, no work tree): its skills are in its commits, not in files here; check them in a work tree (git worktree add, or a checkout of the pushed commit)\n";
    // lock --check too: not "no lockfile: run skillgate lock", which would fail next.
    for (const args of [['lock'], ['validate'], ['lock', '--check']]) {
      const inBare = runCli(args, { cwd: bare });
      expect([args, inBare.code, inBare.stdout, inBare.stderr]).toEqual([args, 1, '', bareMessage]);
    }
    // From its hooks folder too (a walk there found no SKILL.md and passed).
    const inHooks = runCli(['validate'], { cwd: path.join(bare, 'hooks') });
    expect([inHooks.code, inHooks.stdout, inHooks.stderr]).toEqual([
      1,
      '',
      bareMessage.replace('is a bare', `is inside ${bare}, which is a bare`),
    ]);
    expect(existsSync(path.join(bare, 'skillgate.lock'))).toBe(false);
    // Named on the command line, a file there is still refused as git's own.
    const named = runCli(['lock', '--lockfile', 'skillgate.lock'], { cwd: bare });
    expect(named.code).toBe(1);
    expect(existsSync(path.join(bare, 'skillgate.lock'))).toBe(false);
    const hooks = repo({ 'skills/a/SKILL.md': skill('a'), '.skillgate.yml': 'lockfile: .git/hooks/pre-commit\n' });
    writeFileSync(path.join(hooks, '.git/hooks/pre-commit'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    for (const args of [['lock'], ['lock', '--follow-symlinks']]) {
      const h = runCli(args, { cwd: hooks });
      expect([args, h.code, h.stderr]).toEqual([
        args,
        1,
        `skillgate: .skillgate.yml:1:11: cannot write lockfile .git/hooks/pre-commit: ${gitOwn}`,
      ]);
    }
    expect(read(hooks, '.git/hooks/pre-commit')).toBe('#!/bin/sh\nexit 0\n');
    const husky = repo({
      'skills/a/SKILL.md': skill('a'),
      '.husky/_/h': '#!/usr/bin/env sh\n',
      '.skillgate.yml': 'lockfile: .husky/_/h\n',
    });
    git(husky, 'config', 'core.hooksPath', '.husky/_');
    for (const target of ['.husky/_/h', '.husky/_/new.lock']) {
      writeFileSync(path.join(husky, '.skillgate.yml'), `lockfile: ${target}\n`);
      const h = runCli(['lock'], { cwd: husky });
      expect([target, h.code, h.stderr]).toEqual([
        target,
        1,
        `skillgate: .skillgate.yml:1:11: cannot write lockfile ${target}: ${gitOwn}`,
      ]);
    }
    expect(read(husky, '.husky/_/h')).toBe('#!/usr/bin/env sh\n');
    // husky v9 also runs .husky/<hook>; and a hook name is refused anywhere.
    for (const target of ['.husky/pre-push', 'pre-push']) {
      writeFileSync(path.join(husky, '.skillgate.yml'), `lockfile: ${target}\n`);
      const h = runCli(['lock'], { cwd: husky });
      expect([target, h.code, h.stderr]).toEqual([
        target,
        1,
        `skillgate: .skillgate.yml:1:11: cannot write lockfile ${target}: ${gitOwn}`,
      ]);
    }
    // A config that names another file of the repository (package.json) does not replace it;
    // core.hooksPath = . does not make the whole repository a hooks folder.
    writeFileSync(path.join(husky, 'package.json'), '{"name": "x", "lockfileVersion": 3, "packages": {}}\n');
    writeFileSync(path.join(husky, '.skillgate.yml'), 'lockfile: package.json\n');
    const pkg = runCli(['lock'], { cwd: husky });
    expect([pkg.code, pkg.stderr]).toEqual([
      1,
      'skillgate: .skillgate.yml:1:11: cannot write lockfile package.json: a file is there that is not a skillgate lockfile; name another file\n',
    ]);
    writeFileSync(path.join(husky, '.skillgate.yml'), 'lockfile: locks.lock\n');
    git(husky, 'config', 'core.hooksPath', '.');
    const dotHooks = runCli(['lock'], { cwd: husky });
    expect([dotHooks.code, dotHooks.stderr]).toEqual([0, '']);
    git(husky, 'config', 'core.hooksPath', '.husky/_');
    // Named on purpose, a file inside git's folders is written as a lockfile is (data: no
    // execute bits kept), but never over a file that is not a lockfile (SPEC §4: exit 1).
    const hook = path.join(hooks, '.git/hooks/pre-commit');
    const script = readFileSync(hook, 'utf8');
    const asHook = runCli(['lock', '--lockfile', '.git/hooks/pre-commit'], { cwd: hooks });
    expect([asHook.code, readFileSync(hook, 'utf8')]).toEqual([1, script]);
    // Not "delete it": it is no lockfile at all.
    expect(asHook.stderr).toMatch(
      /^skillgate: cannot write lockfile \.git\/hooks\/pre-commit: a file is there that is not a skillgate lockfile \(.*\); name another file\n$/,
    );
    // A JSON file that is no lockfile: not told to delete it either.
    writeFileSync(path.join(hooks, 'x.json'), '{"a": 1}\n');
    expect(runCli(['lock', '--lockfile', 'x.json'], { cwd: hooks }).stderr).toBe(
      'skillgate: cannot write lockfile x.json: a file is there that is not a skillgate lockfile (missing "lockfileVersion"); name another file\n',
    );
    rmSync(hook);
    writeFileSync(hook, '{"lockfileVersion": 1, "skills": {}}\n', { mode: 0o755 });
    expect(runCli(['lock', '--lockfile', '.git/hooks/pre-commit'], { cwd: hooks }).code).toBe(0);
    expect(statSync(hook).mode & 0o111).toBe(0);
    // Named on the command line, it is the user's own choice.
    const elsewhere = path.join(path.dirname(victim), 'team.lock');
    expect(runCli(['lock', '--lockfile', elsewhere], { cwd: folder }).code).toBe(0);
    expect(readFileSync(elsewhere, 'utf8')).toMatch(/"lockfileVersion": 1/);
    // A lockfile that links out is written through with --follow-symlinks.
    writeFileSync(victim, '{"lockfileVersion": 1, "skills": {}}\n');
    expect(runCli(['lock', '--follow-symlinks'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toMatch(/"lockfileVersion": 1/);
    // A link that stays inside the repository is written through, as before.
    const inside = repo({
      'skills/a/SKILL.md': skill('a'),
      'locks/main.lock': '{"lockfileVersion": 1, "skills": {}}\n',
    });
    symlinkSync('locks/main.lock', path.join(inside, 'skillgate.lock'));
    expect(runCli(['lock'], { cwd: inside }).code).toBe(0);
    expect(readFileSync(path.join(inside, 'locks/main.lock'), 'utf8')).toMatch(/"lockfileVersion": 1/);
    expect(lstatSync(path.join(inside, 'skillgate.lock')).isSymbolicLink()).toBe(true);
  });
});

describe('lock --lockfile never replaces what cannot be a lockfile', () => {
  test('a skill, the config, the keyring or a secret key, named or through a link, is refused and kept', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('a'),
      '.skillgate.yml': 'rules: {}\n',
      '.skillgate/trusted-keys': '# team keys\n',
      'other.yml': 'rules: {}\n',
    });
    expect(runCli(['keygen', '--out', 'my.key'], { cwd: dir }).code).toBe(0);
    symlinkSync('my.key', path.join(dir, 'link.key'));
    const before = new Map(
      ['skills/a/SKILL.md', '.skillgate.yml', '.skillgate/trusted-keys', 'my.key', 'other.yml'].map((f) => [
        f,
        read(dir, f),
      ]),
    );
    const key = 'is a secret key file (64 hex digits, as keygen writes it): the lockfile would destroy the key';
    for (const [args, lockfile, why] of [
      [[], 'my.key', key],
      [[], 'link.key', key],
      [[], 'skills/a/SKILL.md', 'names a SKILL.md file: the lockfile would replace a skill'],
      [[], '.skillgate.yml', 'is the config: the lockfile would replace it'],
      [['--config', 'other.yml'], 'other.yml', 'is the config: the lockfile would replace it'],
      [[], '.skillgate/trusted-keys', 'is the trusted keyring: the lockfile would replace it'],
    ] as const) {
      const r = runCli(['lock', ...args, '--lockfile', lockfile], { cwd: dir });
      expect([lockfile, r.code, r.stdout, r.stderr]).toEqual([
        lockfile,
        1,
        '',
        `skillgate: cannot write lockfile ${lockfile}: it ${why}; name another file\n`,
      ]);
    }
    // The default keyring too, when the config names another.
    const other = runCli(['lock', '--config', 'other.yml', '--lockfile', '.skillgate/trusted-keys'], { cwd: dir });
    writeFileSync(path.join(dir, 'other.yml'), 'trusted_keys: keys/team\n');
    writeTree(dir, { 'keys/team': '# team keys\n' });
    const named = runCli(['lock', '--config', 'other.yml', '--lockfile', '.skillgate/trusted-keys'], { cwd: dir });
    expect([other.code, named.code, named.stderr]).toEqual([
      1,
      1,
      'skillgate: cannot write lockfile .skillgate/trusted-keys: it is the trusted keyring: the lockfile would replace it; name another file\n',
    ]);
    writeFileSync(path.join(dir, 'other.yml'), 'rules: {}\n');
    for (const [f, text] of before) expect([f, read(dir, f)]).toEqual([f, text]);
    // Any other file named on the command line is still the user's choice.
    expect(runCli(['lock', '--lockfile', 'team.lock'], { cwd: dir }).code).toBe(0);
  });
});

describe('a --lockfile or --trusted-keys that ends with "/" names a folder', () => {
  test('is refused (exit 1) before anything is written or read: `locks/` was written as a file named locks', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    for (const args of [['lock'], ['lock', '--check'], ['validate']]) {
      const r = runCli([...args, '--lockfile', 'locks/'], { cwd: dir });
      expect([args, r.code, r.stdout, r.stderr]).toEqual([
        args,
        1,
        '',
        'skillgate: --lockfile locks/ ends with "/", so it names a folder: name the lockfile in it (locks/skillgate.lock)\n',
      ]);
    }
    expect(existsSync(path.join(dir, 'locks'))).toBe(false);
    // A file of that name is not read through the slash either.
    expect(runCli(['lock', '--lockfile', 'team.lock'], { cwd: dir }).code).toBe(0);
    const read = runCli(['validate', '--lockfile', 'team.lock/'], { cwd: dir });
    expect([read.code, read.stderr]).toEqual([
      1,
      'skillgate: --lockfile team.lock/ ends with "/", so it names a folder: name the lockfile in it (team.lock/skillgate.lock)\n',
    ]);
    writeTree(dir, { 'keys/team': '# team keys\n' });
    const keys = runCli(['validate', '--trusted-keys', 'keys/'], { cwd: dir });
    expect([keys.code, keys.stdout, keys.stderr]).toEqual([
      1,
      '',
      'skillgate: --trusted-keys keys/ ends with "/", so it names a folder: name the keyring file\n',
    ]);
  });
});

describe('a sparse checkout', () => {
  test('skills it leaves out of the work tree are checked as the index holds them: not removed, never dropped', () => {
    const dir = repo({ 'team1/a/SKILL.md': skill('a'), 'team2/b/SKILL.md': skill('b') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    const locked = read(dir, 'skillgate.lock');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    git(dir, 'sparse-checkout', 'set', 'team1');
    expect(existsSync(path.join(dir, 'team2'))).toBe(false);
    const v = runCli(['validate', '--json'], { cwd: dir });
    expect(v.code).toBe(0);
    expect((JSON.parse(v.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual([
      'team1/a/SKILL.md',
      'team2/b/SKILL.md',
    ]);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    const w = runCli(['lock'], { cwd: dir });
    expect([w.code, w.stdout]).toEqual([0, 'skillgate.lock is up to date (2 skills); nothing to write\n']);
    expect(read(dir, 'skillgate.lock')).toBe(locked);
    // A staged skill taking the id of one the sparse checkout leaves out is still DuplicateId.
    writeTree(dir, { 'team1/copy/SKILL.md': skill('b') });
    git(dir, 'add', 'team1/copy');
    const dup = runCli(['validate', '--staged', 'team1/copy'], { cwd: dir });
    expect([dup.code, dup.stdout]).toEqual([
      6,
      expect.stringMatching(
        /^team1\/copy\/SKILL\.md:\d+:\d+: error DuplicateId id "b" is also declared by team2\/b\/SKILL\.md/,
      ),
    ]);
    git(dir, 'rm', '-q', '-r', '--cached', 'team1/copy');
    rmSync(path.join(dir, 'team1/copy'), { recursive: true });
    // A file deleted from the work tree (not left out by the sparse checkout) is still removed.
    rmSync(path.join(dir, 'team1/a'), { recursive: true });
    const gone = runCli(['lock', '--check'], { cwd: dir });
    expect(gone.code).toBe(7);
    expect(gone.stdout).toMatch(/removed skill "a"/);
  });
});

describe('a sparse checkout that leaves the lockfile out', () => {
  test('removed drift points at its entry in the lockfile (read from the index), as without it', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    git(dir, 'sparse-checkout', 'set', '--no-cone', '/skills/');
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    git(dir, 'rm', '-q', '-r', 'skills/b');
    const text = runCli(['lock', '--check'], { cwd: dir });
    expect([text.code, text.stdout]).toEqual([
      7,
      expect.stringMatching(/^skillgate\.lock:\d+:\d+: error removed skill "b"/),
    ]);
    const json = report(runCli(['lock', '--check', '--json'], { cwd: dir }));
    expect(json.drift.map((d) => [d.kind, (d as { lockfile?: { path: string } }).lockfile?.path])).toEqual([
      ['removed', 'skillgate.lock'],
    ]);
  });
});

describe('a sparse checkout, a named folder', () => {
  test('holds the tracked skills it leaves out under that folder, as a repository scan does', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('a'),
      'skills/b/SKILL.md': skill('b').replace('id: b', 'id: B'),
      'other/c/SKILL.md': skill('c').replace('id: c', 'id: C'),
    });
    git(dir, 'sparse-checkout', 'set', '--no-cone', '/skills/a/');
    expect(existsSync(path.join(dir, 'skills/b'))).toBe(false);
    const paths = (r: CliResult) => (JSON.parse(r.stdout) as Report).files.map((f) => [f.path, f.outcome]);
    for (const named of ['skills', 'skills/', './skills']) {
      const r = runCli(['validate', '--json', named], { cwd: dir });
      expect([named, r.code, paths(r)]).toEqual([
        named,
        6,
        [
          ['skills/a/SKILL.md', 'ok'],
          ['skills/b/SKILL.md', 'invalid_field'],
        ],
      ]);
    }
    // A folder or SKILL.md it leaves out whole, named, is no typo: checked from the index.
    expect(existsSync(path.join(dir, 'other'))).toBe(false);
    const folder = runCli(['validate', '--json', 'other'], { cwd: dir });
    expect([folder.code, paths(folder)]).toEqual([6, [['other/c/SKILL.md', 'invalid_field']]]);
    // A bundle named alone gets the one-bundle shape, as in a full checkout (it got the
    // several-files one, so the report's shape hung on the sparse-checkout cone).
    for (const named of ['other/c', 'other/c/SKILL.md']) {
      const r = runCli(['validate', '--json', named], { cwd: dir });
      const one = JSON.parse(r.stdout) as { path?: string; outcome?: string; files?: unknown; summary?: unknown };
      expect([named, r.code, one.path, one.outcome, one.files, one.summary]).toEqual([
        named,
        6,
        'other/c/SKILL.md',
        'invalid_field',
        undefined,
        undefined,
      ]);
    }
    // A folder git keeps for an untracked file in it, its SKILL.md left out: one bundle too.
    mkdirSync(path.join(dir, 'other/c'), { recursive: true });
    writeFileSync(path.join(dir, 'other/c/notes.txt'), 'x\n');
    const kept = JSON.parse(runCli(['validate', '--json', 'other/c'], { cwd: dir }).stdout) as {
      path?: string;
      files?: unknown;
    };
    expect([kept.path, kept.files]).toEqual(['other/c/SKILL.md', undefined]);
    // Nothing tracked there: still no such path.
    expect(runCli(['validate', 'othr'], { cwd: dir }).code).toBe(1);
    // The config's exclude applies to them as to the others.
    writeTree(dir, { '.skillgate.yml': 'exclude: ["skills/b/**"]\n' });
    expect(runCli(['validate', 'skills'], { cwd: dir }).code).toBe(0);
  });
});

describe('a sparse checkout, odd entries', () => {
  test('a blob over 1 MiB is FileTooLarge, a path like 0:top is read, a symlinked alias is no skill of its own', () => {
    const dir = repo({
      'team1/a/SKILL.md': skill('a'),
      '0:top/SKILL.md': skill('ztop'),
      'big/SKILL.md': skill('big') + 'x'.repeat(MiB + 10),
    });
    mkdirSync(path.join(dir, '.gemini/skills'), { recursive: true });
    symlinkSync('../../team1/a', path.join(dir, '.gemini/skills/a'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'skills');
    git(dir, 'sparse-checkout', 'set', '--no-cone', '/team1/', '/skillgate.lock');
    expect(existsSync(path.join(dir, '0:top'))).toBe(false);
    const r = runCli(['validate', '--json'], { cwd: dir });
    const files = (JSON.parse(r.stdout) as { files: { path: string; errors?: { code: string }[] }[] }).files;
    expect(files.map((f) => [f.path, (f.errors ?? []).map((e) => e.code)])).toEqual([
      ['0:top/SKILL.md', []],
      ['big/SKILL.md', ['FileTooLarge']],
      ['team1/a/SKILL.md', []],
    ]);
    expect(r.code).toBe(6);
  });
});

describe('a sparse partial clone that cannot fetch', () => {
  test('a left-out skill git cannot give is a ReadError (exit 1), never removed nor dropped by lock', () => {
    const src = repo({ 'team1/a/SKILL.md': skill('a'), 'team2/b/SKILL.md': skill('b') });
    expect(runCli(['lock'], { cwd: src }).code).toBe(0);
    git(src, 'add', '-A');
    git(src, 'commit', '-qm', 'skills');
    const { work, cutOff } = sparsePartialClone(src, 'team1');
    const locked = read(work, 'skillgate.lock');
    cutOff();
    const v = runCli(['validate'], { cwd: work });
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(
      /^team2\/b\/SKILL\.md:1:1: error ReadError a sparse checkout leaves it out of the work tree, and git cannot give it: /m,
    );
    expect(v.stdout).not.toMatch(/removed/);
    expect(runCli(['lock'], { cwd: work }).code).toBe(1);
    expect(read(work, 'skillgate.lock')).toBe(locked);
    // Staged (as the hooks name files): the ids' uniqueness cannot be known either.
    const named = runCli(['validate', '--staged', 'team1/a'], { cwd: work });
    expect([named.code, named.stdout]).toEqual([1, '']);
    expect(named.stderr).toMatch(
      /^skillgate: cannot check that the named skills' ids are unique: a sparse checkout leaves team2\/b\/SKILL\.md out of the work tree, and git cannot give it: /,
    );
  });
});

describe('a sparse checkout, settings files it leaves out', () => {
  const escalate = (t: string) => t.replace('  - Read\n', '  - Bash\n');

  test('a keyring left out (cone mode) is read as the index holds it: its revocations still apply', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), k: keys['key-1'].secret_seed_hex + '\n' });
    expect(runCli(['sign', 'skills/a', '--key', 'k'], { cwd: dir }).code).toBe(0);
    writeTree(dir, { '.skillgate/trusted-keys': `@revoked ed25519 ${keys['key-1'].public_key_hex} leaked\n` });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'signed, key revoked');
    git(dir, 'sparse-checkout', 'set', 'skills');
    expect(existsSync(path.join(dir, '.skillgate'))).toBe(false);
    for (const args of [['validate'], ['validate', '--staged', 'skills/a/SKILL.md'], ['validate', 'skills/a']]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stdout]).toEqual([
        args,
        6,
        expect.stringMatching(/^skills\/a\/SKILL\.md:\d+:1: error RevokedKey .*\(\.skillgate\/trusted-keys:1\)/),
      ]);
    }
    expect(existsSync(path.join(dir, '.skillgate'))).toBe(false);
  });

  test('a lockfile left out (a folder the config names) is checked: drift fails, lock --check finds it, lock updates it', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), '.skillgate.yml': 'lockfile: locks/skillgate.lock\n' });
    lockOk(dir);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'lock');
    const locked = read(dir, 'locks/skillgate.lock');
    edit(dir, 'skills/a/SKILL.md', escalate);
    git(dir, 'commit', '-qam', 'a gains Bash, not relocked');
    git(dir, 'sparse-checkout', 'set', 'skills');
    expect(existsSync(path.join(dir, 'locks'))).toBe(false);
    for (const args of [
      ['validate'],
      ['validate', '--staged'],
      ['validate', '--changed-since', 'HEAD~1'],
      ['lock', '--check'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 7, '']);
      expect(r.stdout).toMatch(/error changed skill "a" changed since the lock: allowed_tools gained "Bash"/);
    }
    // `lock` reads the one the index holds: it updates it (nothing else is "created").
    const w = runCli(['lock'], { cwd: dir });
    expect([w.code, w.stdout]).toEqual([
      0,
      expect.stringMatching(/^updated locks\/skillgate\.lock: 1 skill pinned \(changed: a/),
    ]);
    // And says how to stage it: `git add` alone leaves a path outside the sparse checkout out.
    expect(w.stdout).toMatch(
      /\nlocks\/skillgate\.lock is outside the sparse checkout: stage it with `git add --sparse locks\/skillgate\.lock`/,
    );
    expect(read(dir, 'locks/skillgate.lock')).not.toBe(locked);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    // With --json (or SARIF) the report is printed once, the two lines on stderr: it was
    // printed before each of them, two documents on stdout.
    edit(dir, 'skills/a/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    rmSync(path.join(dir, 'locks'), { recursive: true }); // left out again: read from the index
    const json = runCli(['lock', '--json'], { cwd: dir });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'ok' });
    expect(json.stderr).toMatch(
      /^updated locks\/skillgate\.lock: .*\nlocks\/skillgate\.lock is outside the sparse checkout/,
    );
    git(dir, 'add', '--sparse', 'locks/skillgate.lock');
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('locks/skillgate.lock\n');
  });

  test('a root config left out (non-cone patterns) still applies: trust registry and rule severities', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('a').replace(' Use when a is needed.', ''),
      '.skillgate.yml': 'trust: registry\nrules:\n  description-trigger: error\n',
    });
    git(dir, 'sparse-checkout', 'set', '--no-cone', '/skills/');
    expect(existsSync(path.join(dir, '.skillgate.yml'))).toBe(false);
    for (const args of [
      ['validate', '--json'],
      ['validate', '--staged', '--json', 'skills/a/SKILL.md'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code]).toEqual([args, 6]);
      // A repository's report, or a single file's (the hook's).
      const j = JSON.parse(r.stdout) as Report & { errors?: { code: string }[] };
      expect((j.files?.[0] ?? j).errors!.map((e) => e.code)).toEqual(['SignatureMissing', 'description-trigger']);
    }
  });

  test('a left-out keyring that is a symlink fails (exit 1) and says how to bring it back, never read as absent', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('a'),
      'keys/team': `@revoked ed25519 ${keys['key-1'].public_key_hex} leaked\n`,
    });
    mkdirSync(path.join(dir, '.skillgate'));
    symlinkSync('../keys/team', path.join(dir, '.skillgate/trusted-keys'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'keyring as a link');
    git(dir, 'sparse-checkout', 'set', 'skills');
    expect(existsSync(path.join(dir, '.skillgate'))).toBe(false);
    const r = runCli(['validate'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'skillgate: cannot read trusted keyring .skillgate/trusted-keys: a sparse checkout leaves it out of the work tree, and it is a symlink, which is not read from the index: add it to the sparse checkout (git sparse-checkout add .skillgate)\n',
    ]);
    git(dir, 'sparse-checkout', 'add', '.skillgate', 'keys');
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
  });

  test('a left-out keyring git cannot give (a partial clone whose remote is gone) fails, never read as absent', () => {
    const src = repo({
      'team1/a/SKILL.md': skill('a'),
      '.skillgate/trusted-keys': '@revoked ed25519 ' + '0'.repeat(64) + '\n',
    });
    const { work, cutOff } = sparsePartialClone(src, 'team1');
    expect(existsSync(path.join(work, '.skillgate'))).toBe(false);
    cutOff();
    const r = runCli(['validate'], { cwd: work });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toMatch(
      /^skillgate: cannot read trusted keyring \.skillgate\/trusted-keys: a sparse checkout leaves it out of the work tree, and git cannot give it: /,
    );
  });
});

describe('lock --check and validate report drift', () => {
  test('a narrowed run: the drift of a skill with errors it does not show quotes them (it said "fix its errors", none listed)', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    lockOk(dir);
    edit(dir, 'skills/b/SKILL.md', (t) => t.replace('  - Read\n', '  - Read\n  - Nope\n'));
    for (const args of [
      ['validate', 'skills/a', '--lockfile', 'skillgate.lock', '--json'],
      ['validate', '--changed-since', 'HEAD', '--json', 'skills/a'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code]).toEqual([args, 7]);
      const rep = report(r);
      expect(rep.drift.map((d) => [d.kind, d.path])).toEqual([
        ['changed', 'skills/b/SKILL.md'],
        ['version-not-bumped', 'skills/b/SKILL.md'],
      ]);
      for (const d of rep.drift)
        expect(d.message).toMatch(
          /fix its errors, then run `skillgate lock`(?: after review)?\. Its error \(this run does not check that file, so it is shown only here\): UnknownTool at line 9, column 5: allowed_tools\[1\] is not a known tool: "Nope"/,
        );
    }
  });

  test('drift of a skill with errors of its own says to fix them first (`skillgate lock` refuses them), and the advice works', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    const typo = (t: string) => t.replace('  - Read\n', '  - Read\n  - Bsah\n');
    edit(dir, 'skills/a/SKILL.md', typo);
    writeTree(dir, { 'skills/c/SKILL.md': typo(skill('c')) });
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    expect(report(r).drift.map((d) => [d.kind, d.path, d.message.replace(/^.*; /, '')])).toEqual([
      ['changed', 'skills/a/SKILL.md', 'fix its errors, then run `skillgate lock` after review'],
      ['version-not-bumped', 'skills/a/SKILL.md', 'bump version and fix its errors, then run `skillgate lock`'],
      ['added', 'skills/c/SKILL.md', 'fix its errors, then run `skillgate lock` after review to pin it'],
    ]);
    // As it says: `skillgate lock` alone refuses; with the errors fixed and the version bumped, it pins.
    expect(runCli(['lock'], { cwd: dir }).code).toBe(6);
    const fixed = (t: string) => t.replace('Bsah', 'Bash');
    edit(dir, 'skills/c/SKILL.md', fixed);
    edit(dir, 'skills/a/SKILL.md', (t) => fixed(t).replace('version: 1.0.0', 'version: 1.1.0'));
    lockOk(dir);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    // A valid skill's drift keeps the plain advice.
    edit(dir, 'skills/c/SKILL.md', (t) => t.replace('  - Bash\n', ''));
    expect(
      report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift.map((d) => d.message.replace(/^.*; /, '')),
    ).toEqual(['run `skillgate lock` after review', 'bump version, then run `skillgate lock`']);
  });

  test('--changed-since: an entry whose id unchecked copies declare (a DuplicateId) is not "not in the tree"', () => {
    const dir = repo({ 'skills/g/SKILL.md': skill('gamma'), 'skills/o/SKILL.md': skill('other') });
    lockOk(dir);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'lock');
    rmSync(path.join(dir, 'skills/g'), { recursive: true });
    writeTree(dir, { 'skills/x/SKILL.md': skill('gamma'), 'skills/y/SKILL.md': skill('gamma') });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'copies');
    writeTree(dir, { 'skills/o/SKILL.md': skill('other', 'x-note: edited\n') });
    const r = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain(
      'removed skill "gamma" is in the lockfile (path "skills/g/SKILL.md"), but no skill at that path declares it, and 2 other files do (a DuplicateId this run does not show: skills/x/SKILL.md, skills/y/SKILL.md); make the id unique, then run `skillgate lock`',
    );
    expect(r.stdout).not.toContain('not in the tree');
  });

  test('a lockfile read through a FIFO (--lockfile <(…)) with a removed entry is read once, not waited on again', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    lockOk(dir);
    const lock = read(dir, 'skillgate.lock');
    rmSync(path.join(dir, 'skills/b'), { recursive: true });
    const fifo = path.join(tmpDir('skillgate-fifo-'), 'lock.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const saved = `${fifo}.saved`;
    writeFileSync(saved, lock);
    for (const args of [
      ['lock', '--check', '--json'],
      ['lock', '--check'],
      ['validate', '--format', 'sarif'],
    ]) {
      // From a file: this process's event loop is blocked while the CLI runs.
      spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', saved, fifo], { stdio: 'ignore' });
      const r = runCli([...args, '--lockfile', fifo], { cwd: dir, timeout: 20_000 });
      expect([args, r.code]).toEqual([args, 7]);
      expect(r.stdout).toMatch(/removed/);
    }
  });

  /** A locked repo with three skills, committed; returns it. */
  function lockedRepo(): string {
    const dir = repo({
      'skills/keep/SKILL.md': skill('keep'),
      'skills/tools/SKILL.md': skill('tools'),
      'skills/gone/SKILL.md': skill('gone'),
    });
    lockOk(dir);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'lock');
    return dir;
  }

  test('no drift: exit 0 for lock --check and validate; --check never writes', () => {
    const dir = lockedRepo();
    const lockPath = path.join(dir, 'skillgate.lock');
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(lockPath, old, old);
    const before = { bytes: read(dir, 'skillgate.lock'), mtime: statSync(lockPath).mtimeMs };
    const check = runCli(['lock', '--check'], { cwd: dir });
    expect(check.code).toBe(0);
    // The verdict, then the report, whose one-line summary is the last line (SPEC §5).
    const lines = check.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^skillgate\.lock matches the tree \(\d+ skills\)$/);
    expect(lines.at(-1)).toMatch(/^✓ skillgate: \d+ files checked, /);
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    const j = report(runCli(['validate', '--json'], { cwd: dir }));
    expect(j.drift).toEqual([]);
    expect(j.status).toBe('ok');
    // With drift too, --check leaves the file alone.
    edit(dir, 'skills/keep/SKILL.md', (t) => t.replace('1.0.0', '2.0.0'));
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(7);
    expect(runCli(['lock', '--check', '--json'], { cwd: dir }).code).toBe(7);
    expect({ bytes: read(dir, 'skillgate.lock'), mtime: statSync(lockPath).mtimeMs }).toEqual(before);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('drift of an invalid skill says what it declares: an unknown tool or a bad glob is gained, not left out', () => {
    const dir = lockedRepo();
    edit(dir, 'skills/tools/SKILL.md', (t) =>
      t.replace('  - Read\n', '  - Raed\n').replace('  - memories/projects/**\n', '  - memories/[bad\n  - 7\n'),
    );
    writeTree(dir, { 'skills/new/SKILL.md': skill('new').replace('  - Read\n', '  - Read\n  - Bsah\n') });
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const j = report(r) as unknown as { drift: Record<string, unknown>[] };
    expect(j.drift.find((d) => d.id === 'tools')).toMatchObject({
      kind: 'changed',
      added_tools: ['Raed'],
      removed_tools: ['Read'],
      added_scopes: ['memories/[bad'],
      removed_scopes: ['memories/projects/**'],
      escalation: true,
    });
    const text = runCli(['lock', '--check'], { cwd: dir }).stdout;
    expect(text).toContain('allowed_tools gained "Raed" (capability escalation) and lost "Read"');
    expect(text).toMatch(/error added skill "new" \(version "1\.0\.0", allowed_tools \["Bsah", "Read"\], /);
    // A list written as one string asks for its names too.
    edit(dir, 'skills/keep/SKILL.md', (t) => t.replace('allowed_tools:\n  - Read\n', 'allowed_tools: Bash Read\n'));
    const scalar = report(runCli(['lock', '--check', '--json'], { cwd: dir })) as unknown as {
      drift: Record<string, unknown>[];
    };
    expect(scalar.drift.find((d) => d.id === 'keep')).toMatchObject({
      kind: 'changed',
      added_tools: ['Bash'],
      removed_tools: [],
      escalation: true,
    });
  });

  test('an invalid skill\'s "other" change says its lists leave entries out only when they do', () => {
    const dir = lockedRepo();
    // Invalid (a 201-character description), every list entry a name: the usual wording.
    edit(dir, 'skills/keep/SKILL.md', (t) => t.replace(/^description: .*$/m, `description: ${'d'.repeat(201)}`));
    // A list entry that is no name: the lists cannot show it.
    edit(dir, 'skills/tools/SKILL.md', (t) => t.replace('  - Read\n', '  - Read\n  - 7\n'));
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const drift = report(r).drift.filter((d) => d.kind === 'changed');
    const said = (id: string) => drift.find((d) => d.id === id)?.message;
    expect(drift.map((d) => [d.id, d.changes])).toEqual([
      ['keep', ['other']],
      ['tools', ['other']],
    ]);
    expect(said('keep')).toContain('a field other than version, tools and scopes, or the order or repeats of a list');
    expect(said('keep')).not.toContain('leave out');
    expect(said('tools')).toContain('its lists leave out entries that are not names');
  });

  test('a version bump beside another change says the other change too, in text, JSON, validate and the pool', () => {
    // Bash declared, and held back by a read-only profile: effective tools Read. A wider
    // profile gives Bash while allowed_tools (what the lock pins) stays as it was.
    const dir = repo({
      '.skillgate.yml':
        'permission_profiles:\n  ro:\n    allow: [read-only]\n  ops:\n    allow: [read-only, trusted]\n',
      'skills/wide/SKILL.md': skill('wide', 'x-profile: ro\n').replace('  - Read\n', '  - Read\n  - Bash\n'),
      'skills/bump/SKILL.md': skill('bump'),
    });
    lockOk(dir);
    edit(dir, 'skills/wide/SKILL.md', (t) =>
      t.replace('version: 1.0.0', 'version: 1.0.1').replace('x-profile: ro', 'x-profile: ops'),
    );
    edit(dir, 'skills/bump/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    for (const env of [{}, { SKILLGATE_THREADS: '2' }]) {
      const r = runCli(['lock', '--check', '--json'], { cwd: dir, env });
      expect(r.code).toBe(7);
      const changed = report(r).drift.filter((d) => d.kind === 'changed');
      expect(changed.map((d) => [d.id, d.changes])).toEqual([
        ['bump', ['version']],
        ['wide', ['version', 'other']],
      ]);
      expect(changed[1]!.message).toBe(
        'skill "wide" changed since the lock: version "1.0.0" -> "1.0.1"; and more of the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list; run `skillgate lock` after review',
      );
    }
    const text = runCli(['validate'], { cwd: dir });
    expect(text.code).toBe(7);
    expect(text.stdout).toContain('version "1.0.0" -> "1.0.1"; and more of the frontmatter');
    expect(text.stdout).toMatch(/skill "bump" changed since the lock: version "1\.0\.0" -> "1\.0\.1"; run/);
  });

  test('drift without errors ends the text report with a red ✖, not a green ✓; exit 7', () => {
    const dir = repo({ 'skills/v/SKILL.md': skill('v') });
    lockOk(dir);
    edit(dir, 'skills/v/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    const r = runCli(['validate'], { cwd: dir });
    expect(r.code).toBe(7);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ skillgate: 1 file checked, 1 ok, 0 invalid, 0 errors, 0 warnings, 1 lock drift \(/,
    );
  });

  test('every drift kind, in text and JSON, each pointing at the line of the changed key; exit 7', () => {
    const dir = lockedRepo();
    // removed: a tracked skill deleted from the work tree.
    rmSync(path.join(dir, 'skills/gone'), { recursive: true });
    // added
    writeTree(dir, { 'skills/new/SKILL.md': skill('new') });
    // changed (tools and scopes gained and lost) + version-not-bumped
    edit(dir, 'skills/tools/SKILL.md', (t) =>
      t.replace('  - Read\n', '  - Read\n  - Bash\n').replace('memories/projects/**', 'memories/all/**'),
    );
    // moved
    renameSync(path.join(dir, 'skills/keep'), path.join(dir, 'skills/kept'));

    for (const args of [
      ['lock', '--check', '--json'],
      ['validate', '--json'],
      ['validate', '--format', 'json'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code: 7 });
      const j = report(r);
      expect(j.status).toBe('drift');
      expect(j.summary.drift).toBe(j.drift.length);
      const kinds = Object.fromEntries(j.drift.map((d) => [`${d.kind}:${d.id}`, d]));
      expect(Object.keys(kinds).sort()).toEqual([
        'added:new',
        'changed:tools',
        'moved:keep',
        'removed:gone',
        'version-not-bumped:tools',
      ]);
      expect(kinds['removed:gone'].path).toBe('skills/gone/SKILL.md');
      expect(kinds['added:new']).toMatchObject({ path: 'skills/new/SKILL.md', line: 2 });
      expect(kinds['moved:keep']).toMatchObject({
        path: 'skills/kept/SKILL.md',
        previous_path: 'skills/keep/SKILL.md',
      });
      const changed = kinds['changed:tools'];
      expect(changed.changes).toEqual(['tools', 'scopes']);
      expect(changed.escalation).toBe(true);
      expect(changed.added_tools).toEqual(['Bash']);
      expect(changed.added_scopes).toEqual(['memories/all/**']);
      expect(changed.removed_scopes).toEqual(['memories/projects/**']);
      expect(changed.message).toMatch(/escalation/);
      expect(changed.message).toMatch(/Bash/);
      // The earliest changed key: allowed_memory_scopes (line 5), its key line, not its item.
      expect(changed.line).toBe(lineOf(dir, 'skills/tools/SKILL.md', 'allowed_memory_scopes:'));
      expect(kinds['version-not-bumped:tools'].line).toBe(lineOf(dir, 'skills/tools/SKILL.md', 'version:'));
    }
    const text = runCli(['lock', '--check'], { cwd: dir });
    expect(text.code).toBe(7);
    for (const kind of ['added', 'changed', 'moved', 'version-not-bumped']) {
      expect(text.stdout).toMatch(new RegExp(`^skills/\\S+/SKILL\\.md:\\d+:\\d+: error ${kind} `, 'm'));
    }
    // A removed skill's file is gone: its line points at its lockfile entry, as SARIF's result does.
    const entry = /^skillgate\.lock:(\d+):(\d+): error removed /m.exec(text.stdout);
    expect(entry).not.toBeNull();
    const sarif = JSON.parse(runCli(['lock', '--check', '--format', 'sarif'], { cwd: dir }).stdout) as {
      runs: {
        results: {
          ruleId: string;
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
          }[];
        }[];
      }[];
    };
    const removed = sarif.runs[0].results.find((x) => x.ruleId === 'drift/removed')!.locations[0].physicalLocation;
    expect([removed.artifactLocation.uri, removed.region.startLine, removed.region.startColumn]).toEqual([
      'skillgate.lock',
      Number(entry![1]),
      Number(entry![2]),
    ]);
    // JSON says it too, beside the skill's own path: the same place as text and SARIF.
    const json = report(runCli(['lock', '--check', '--json'], { cwd: dir }));
    const gone = json.drift.find((d) => d.kind === 'removed')! as Drift & { lockfile?: unknown };
    expect(gone.lockfile).toEqual({ path: 'skillgate.lock', line: Number(entry![1]), column: Number(entry![2]) });
    for (const d of json.drift.filter((x) => x.kind !== 'removed')) expect(d).not.toHaveProperty('lockfile');
  });

  test('changed names version, tools, scopes and signer; only additions are escalation', () => {
    const dir = repo({
      'skills/v/SKILL.md': skill('v'),
      'skills/t/SKILL.md': skill('t'),
      'skills/s/SKILL.md': skill('s'),
      'skills/d/SKILL.md': skill('d'),
      k: keys['key-1'].secret_seed_hex + '\n',
    });
    lockOk(dir);
    edit(dir, 'skills/v/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    edit(dir, 'skills/t/SKILL.md', (t) =>
      t.replace('  - Read\n', '  []\n').replace('allowed_tools:\n  []', 'allowed_tools: []'),
    );
    expect(read(dir, 'skills/t/SKILL.md')).toContain('allowed_tools: []');
    expect(runCli(['sign', 'skills/s', '--key', 'k'], { cwd: dir }).code).toBe(0);
    edit(dir, 'skills/d/SKILL.md', (t) => t.replace('Does d things.', 'Does d stuff.'));
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(7);
    const j = report(r);
    const by = (kind: string, id: string) => j.drift.find((d) => d.kind === kind && d.id === id);
    expect(by('changed', 'v')).toMatchObject({ changes: ['version'], escalation: false });
    expect(by('changed', 'v')!.line).toBe(lineOf(dir, 'skills/v/SKILL.md', 'version:'));
    expect(by('version-not-bumped', 'v')).toBeUndefined();
    expect(by('changed', 't')).toMatchObject({ changes: ['tools'], escalation: false, removed_tools: ['Read'] });
    expect(by('changed', 't')!.line).toBe(lineOf(dir, 'skills/t/SKILL.md', 'allowed_tools:'));
    expect(by('version-not-bumped', 't')).toBeDefined();
    expect(by('changed', 's')).toMatchObject({ changes: ['signer'], escalation: false });
    expect(by('changed', 's')!.message).toContain(keys['key-1'].public_key_hex);
    expect(by('changed', 's')!.line).toBe(lineOf(dir, 'skills/s/SKILL.md', 'signature:'));
    // Signing does not change the frontmatter hash: not a version-not-bumped.
    expect(by('version-not-bumped', 's')).toBeUndefined();
    expect(by('changed', 'd')!.changes).toEqual(['other']);
    expect(by('version-not-bumped', 'd')).toBeDefined();
  });

  test('exit 6 wins over 7; JSON still carries the drift', () => {
    const dir = lockedRepo();
    edit(dir, 'skills/keep/SKILL.md', (t) => t.replace('1.0.0', '1.0.1'));
    edit(dir, 'skills/tools/SKILL.md', (t) => t.replace('  - Read\n', '  - Raed\n'));
    for (const args of [['lock', '--check'], ['validate']]) expect(runCli(args, { cwd: dir }).code).toBe(6);
    const j = report(runCli(['validate', '--json'], { cwd: dir }));
    expect(j.status).toBe('invalid');
    expect(j.drift.map((d) => `${d.kind}:${d.id}`)).toContain('changed:keep');
  });

  test('validate with a PATH checks drift only when --lockfile names the lock (and then over the whole tree)', () => {
    const dir = lockedRepo();
    edit(dir, 'skills/tools/SKILL.md', (t) => t.replace('1.0.0', '1.0.1'));
    expect(runCli(['validate', 'skills/keep'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', 'skills/tools'], { cwd: dir }).code).toBe(0);
    const named = runCli(['validate', 'skills/keep', '--lockfile', 'skillgate.lock', '--json'], { cwd: dir });
    expect(named.code).toBe(7);
    expect(JSON.stringify(JSON.parse(named.stdout))).toContain('"drift":[{');
    // The one-bundle shape keeps its status to the bundle's own (SPEC §5: ok or invalid); the
    // drift list and the exit code say the tree drifts.
    const one = JSON.parse(named.stdout);
    expect(one).toMatchObject({ status: 'ok', id: 'keep', outcome: 'ok' });
    expect(one.drift).toEqual([expect.objectContaining({ kind: 'changed', id: 'tools' })]);
    // So does its text: no green "valid" line over an exit 7, the summary with the drift.
    const text = runCli(['validate', 'skills/keep', '--lockfile', 'skillgate.lock'], { cwd: dir });
    expect(text.code).toBe(7);
    expect(text.stdout).not.toContain('— valid');
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(/^✖ skillgate: 1 file checked, .*1 lock drift/);
    const clean = runCli(['validate', 'skills/tools', '--lockfile', 'skillgate.lock', '--json'], { cwd: lockedRepo() });
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ status: 'ok', drift: [] });
    // From a subdirectory, --lockfile is relative to the working directory.
    const sub = runCli(['validate', '.', '--lockfile', '../../skillgate.lock'], { cwd: path.join(dir, 'skills/keep') });
    expect(sub.code).toBe(7);
    expect(sub.stdout).toContain('skills/tools/SKILL.md');
  });

  test('no lockfile: lock --check is exit 1; validate skips the drift check; a named missing one is exit 1', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    const r = runCli(['lock', '--check'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/skillgate\.lock/);
    expect(r.stdout).toBe('');
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', '--lockfile', 'nope.lock'], { cwd: dir }).code).toBe(1);
    expect(runCli(['lock', '--check', '--lockfile', 'nope.lock'], { cwd: dir }).code).toBe(1);
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
  });

  test('reformatting, reordering keys, editing comments and CRLF are not drift; any value change is', () => {
    const dir = repo({
      'skills/a/SKILL.md':
        '---\n# comment\nid: a\nversion: 1.0.0\ndescription: Does a. Use when a.\nallowed_memory_scopes: ["memories/**"]\nallowed_tools:\n  - Read\n  - Grep\nx-meta: {n: 1, s: "x"}\n---\nbody\n',
    });
    lockOk(dir);
    const restyled =
      '---\r\nallowed_tools: [Read, Grep]  # a new comment\r\n' +
      "x-meta:\r\n  s: 'x'\r\n  n: 1\r\nversion: '1.0.0'\r\ndescription: >-\r\n  Does a. Use when a.\r\n" +
      'id: "a"\r\nallowed_memory_scopes:\r\n- memories/**\r\n---\r\nother body\r\n';
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), restyled);
    const clean = runCli(['lock', '--check'], { cwd: dir });
    expect(clean.stdout + clean.stderr).not.toMatch(/: error /);
    expect(clean.code).toBe(0);
    for (const [from, to] of [
      ['n: 1', 'n: 2'],
      ["s: 'x'", "s: 'y'"],
      ['n: 1', "n: '1'"],
      ['[Read, Grep]', '[Grep, Read]'],
    ]) {
      writeFileSync(path.join(dir, 'skills/a/SKILL.md'), restyled.replace(from, to));
      const r = runCli(['lock', '--check', '--json'], { cwd: dir });
      expect({ from, to, code: r.code }).toEqual({ from, to, code: 7 });
      expect(report(r).drift.map((d) => d.kind)).toContain('changed');
    }
  });

  test('duplicate ids → DuplicateId on every copy, naming the others; never reported as a move', () => {
    const dir = lockedRepo();
    writeTree(dir, { 'skills/copy1/SKILL.md': skill('keep'), 'skills/copy2/SKILL.md': skill('keep') });
    const r = runCli(['validate', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const j = report(r);
    const copies = ['skills/copy1/SKILL.md', 'skills/copy2/SKILL.md', 'skills/keep/SKILL.md'];
    for (const p of copies) {
      const f = j.files.find((x) => x.path === p)!;
      const dup = f.errors!.filter((e) => e.code === 'DuplicateId');
      expect(dup).toHaveLength(1);
      for (const other of copies.filter((o) => o !== p)) expect(dup[0].message).toContain(other);
    }
    expect(j.drift).toEqual([]);
    // Without the locked copy, the id is ambiguous: still no made-up move or removal.
    rmSync(path.join(dir, 'skills/keep'), { recursive: true });
    const j2 = report(runCli(['lock', '--check', '--json'], { cwd: dir }));
    expect(j2.drift.filter((d) => d.id === 'keep')).toEqual([]);
  });

  test('a locked skill that no longer parses is its own error (exit 6), not a removal', () => {
    const dir = lockedRepo();
    writeFileSync(path.join(dir, 'skills/keep/SKILL.md'), 'no frontmatter\n');
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const j = report(r);
    expect(j.files.find((f) => f.path === 'skills/keep/SKILL.md')!.outcome).toBe('parse_err');
    expect(j.drift).toEqual([]);
  });
});

test('a bad lockfile is reported before a failing git listing of untracked files, with or without the sidecar', () => {
  for (const n of [1, 300]) {
    const files: Record<string, string> = {};
    for (let k = 0; k < n; k++) files[`skills/s${k}/SKILL.md`] = skill(`s${k}`);
    const dir = repo(files);
    lockOk(dir);
    writeFileSync(
      path.join(dir, 'skillgate.lock'),
      read(dir, 'skillgate.lock').replace('"lockfileVersion": 1', '"lockfileVersion": 2'),
    );
    // git's untracked listing now fails (an exclude file that is a directory); the tracked one works.
    rmSync(path.join(dir, '.git', 'info', 'exclude'), { force: true });
    mkdirSync(path.join(dir, '.git', 'info', 'exclude'), { recursive: true });
    for (const args of [['validate'], ['lock', '--check']]) {
      // 300 files: a sidecar only when asked for (SIDECAR_MIN_FILES).
      const r = runCli(args, { cwd: dir, env: n > 1 ? { SKILLGATE_SIDECAR_DEBUG: 'on' } : {} });
      expect({ n, args, code: r.code }).toEqual({ n, args, code: 1 });
      expect(r.stderr).toMatch(/invalid lockfile: skillgate\.lock:2:\d+: unsupported lockfileVersion 2/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  }
});

describe('bad lockfiles are exit 1 with the reason and line, never an empty lock', () => {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const good = (dir: string) => JSON.parse(read(dir, 'skillgate.lock')) as { skills: Record<string, { path: string }> };
  const withPath = (dir: string, p: string) => {
    const l = good(dir);
    l.skills.a.path = p;
    return JSON.stringify(l, null, 2) + '\n';
  };
  const cases: [string, (dir: string) => string, RegExp, number][] = [
    ['invalid JSON', () => '{"lockfileVersion": 1,\n  "skills": {,}\n}\n', /invalid JSON/, 2],
    ['empty file', () => '', /empty/, 1],
    [
      'duplicate keys',
      (dir) => read(dir, 'skillgate.lock').replace('"skills": {', '"skills": {},\n  "skills": {'),
      /duplicate key "skills"/,
      4,
    ],
    [
      'git conflict markers',
      (dir) => `<<<<<<< HEAD\n${read(dir, 'skillgate.lock')}=======\n{}\n>>>>>>> branch\n`,
      /conflict marker/,
      1,
    ],
    [
      'lockfileVersion 2',
      (dir) => read(dir, 'skillgate.lock').replace('"lockfileVersion": 1', '"lockfileVersion": 2'),
      /lockfileVersion 2/,
      2,
    ],
    ['an absolute path', (dir) => withPath(dir, '/etc/skills/a/SKILL.md'), /absolute/, 0],
    ['a ".." segment', (dir) => withPath(dir, 'skills/../../a/SKILL.md'), /\.\./, 0],
    ['a backslash', (dir) => withPath(dir, 'skills\\a\\SKILL.md'), /backslash/, 0],
    ['not an object', () => '[]\n', /object/, 1],
    // The writer's layout with one character off: the fast reader refuses it as the strict one does.
    [
      'a hash without its "="',
      (dir) => read(dir, 'skillgate.lock').replace('=",', '",'),
      /frontmatter "sha256-[^"]*" is not "sha256-"/,
      -1,
    ],
    [
      'a hash with "=="',
      (dir) => read(dir, 'skillgate.lock').replace(/.=",/, '==",'),
      /frontmatter "sha256-[^"]*" is not "sha256-"/,
      -1,
    ],
    // The same digest with bits that must be 0 set in its last character: read leniently, it
    // was drift (changed, version-not-bumped) where nothing changed.
    [
      'a hash in base64 that is not canonical',
      (dir) =>
        read(dir, 'skillgate.lock').replace(
          /(sha256-[A-Za-z0-9+/]{42})(.)=/,
          (_m, head: string, last: string) => head + B64[B64.indexOf(last) + 1] + '=',
        ),
      /frontmatter "sha256-[^"]*" is not "sha256-" \+ the canonical base64 of a SHA-256 digest/,
      -1,
    ],
  ];

  test.each(cases)('%s', (_name, make, reason, line) => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    const text = make(dir);
    writeFileSync(path.join(dir, 'skillgate.lock'), text);
    const lineOf = (key: string) => text.split('\n').findIndex((l) => l.includes(`"${key}"`)) + 1;
    // 0: the entry's "path" line; -1: its "frontmatter" line.
    const expectedLine = line === 0 ? lineOf('path') : line === -1 ? lineOf('frontmatter') : line;
    for (const args of [
      ['lock', '--check'],
      ['validate'],
      ['validate', 'skills/a', '--lockfile', 'skillgate.lock'],
      ['validate', '--json'],
    ]) {
      const r = runCli(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      expect(r.stderr).toMatch(reason);
      expect(r.stderr).toContain(`skillgate.lock:${expectedLine}:`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stdout).toBe('');
    }
    expect(read(dir, 'skillgate.lock')).toBe(text);
  });

  it('`lock` says so (exit 1) when a skill is invalid too: not the exit 6 that hid the lockfile', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/bad/SKILL.md': '---\nid: Bad\n---\n' });
    const conflicted = `<<<<<<< HEAD\n{}\n`;
    writeFileSync(path.join(dir, 'skillgate.lock'), conflicted);
    const r = runCli(['lock'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/invalid lockfile: skillgate\.lock:1:1: git conflict marker/);
    expect(read(dir, 'skillgate.lock')).toBe(conflicted);
    rmSync(path.join(dir, 'skillgate.lock'));
    mkdirSync(path.join(dir, 'skillgate.lock'));
    const d = runCli(['lock'], { cwd: dir });
    expect([d.code, d.stderr]).toEqual([
      1,
      expect.stringContaining('cannot write lockfile skillgate.lock: it is a directory'),
    ]);
    // No lockfile there: the skills' errors, exit 6, as before.
    rmSync(path.join(dir, 'skillgate.lock'), { recursive: true });
    expect(runCli(['lock'], { cwd: dir }).code).toBe(6);
  });
});

test('two `lock` processes started together leave a valid lockfile', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 40; i++) files[`skills/s${i}/SKILL.md`] = skill(`s${i}`);
  const dir = repo(files);
  const env = { ...process.env };
  delete env.GITHUB_ACTIONS;
  delete env.NODE_OPTIONS;
  const run = () =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'lock'], { cwd: dir, env });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  for (let round = 0; round < 3; round++) {
    rmSync(path.join(dir, 'skillgate.lock'), { force: true });
    const results = await Promise.all([run(), run(), run()]);
    for (const r of results) expect(r).toEqual({ code: 0, stderr: '' });
    const text = read(dir, 'skillgate.lock');
    const lock = JSON.parse(text) as { skills: Record<string, unknown> };
    expect(Object.keys(lock.skills)).toHaveLength(40);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp'))).toEqual([]);
  }
});

describe('lockfiles in bytes', () => {
  it('a lockfile that is not UTF-8 is exit 1 at its bad byte, even where a skill holds U+FFFD; lock rewrites it', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('a').replace('memories/projects/**', '"memories/\uFFFD/**"'),
    });
    lockOk(dir);
    const file = path.join(dir, 'skillgate.lock');
    const good = readFileSync(file);
    const at = good.indexOf(Buffer.from('\uFFFD'));
    expect(at).toBeGreaterThan(0);
    // The scope's U+FFFD (3 bytes) becomes one 0xff byte: a lenient decode reads it back as U+FFFD.
    writeFileSync(file, Buffer.concat([good.subarray(0, at), Buffer.from([0xff]), good.subarray(at + 3)]));
    const line = good.subarray(0, at).toString().split('\n').length;
    for (const args of [['lock', '--check'], ['validate']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `^skillgate: invalid lockfile: skillgate\\.lock:${line}:\\d+: lockfile is not valid UTF-8 \\(bad byte 0xff`,
        ),
      );
    }
    // `lock` too (SPEC §4): the bad bytes are not written over; deleted, it is written anew.
    const rewrite = runCli(['lock'], { cwd: dir });
    expect(rewrite.code).toBe(1);
    expect(rewrite.stderr).toMatch(
      new RegExp(
        `^skillgate: invalid lockfile: skillgate\\.lock:${line}:\\d+: lockfile is not valid UTF-8 .*\\(not replaced: `,
      ),
    );
    rmSync(file);
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(file).equals(good)).toBe(true);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
  });

  it('a tree without skills is said without the machine path', () => {
    const dir = repo({ 'README.md': 'no skills here\n' });
    const r = runCli(['lock'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([
      0,
      'created skillgate.lock: 0 skills pinned (no SKILL.md found in the repository)\n',
      '',
    ]);
    // Skills there, all left out by the config: said so.
    mkdirSync(path.join(dir, 'foo'));
    writeFileSync(path.join(dir, 'foo', 'SKILL.md'), skill('foo'));
    writeFileSync(path.join(dir, '.skillgate.yml'), 'include: ["skills/**"]\n');
    const out = runCli(['lock'], { cwd: dir });
    expect([out.code, out.stdout]).toEqual([0, 'skillgate.lock is up to date (0 skills); nothing to write\n']);
    rmSync(path.join(dir, 'skillgate.lock'));
    expect(runCli(['lock'], { cwd: dir }).stdout).toBe(
      'created skillgate.lock: 0 skills pinned (1 SKILL.md file in the repository, all excluded by config include/exclude)\n',
    );
  });

  it('a lockfile a newer skillgate wrote is named as such, and `lock` does not downgrade it', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    const file = path.join(dir, 'skillgate.lock');
    const newer = read(dir, 'skillgate.lock')
      .replace('"lockfileVersion": 1', '"lockfileVersion": 2')
      .replace('"version": "1.0.0"', '"version": "1.0.0",\n      "integrity": "sha512-x"');
    writeFileSync(file, newer);
    for (const args of [['lock', '--check'], ['validate']]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code]).toEqual([args, 1]);
      expect(r.stderr).toMatch(/invalid lockfile: skillgate\.lock:2:\d+: unsupported lockfileVersion 2;/);
    }
    const write = runCli(['lock'], { cwd: dir });
    expect([write.code, write.stdout]).toEqual([1, '']);
    expect(write.stderr).toBe(
      'skillgate: skillgate.lock is lockfileVersion 2, written by a newer skillgate; this one reads and writes lockfileVersion 1: upgrade skillgate, or delete skillgate.lock to write a version 1 lockfile\n',
    );
    expect(read(dir, 'skillgate.lock')).toBe(newer);
    // Whatever its layout: a BOM, CRLF line ends, the version written 2.0 or after the skills.
    for (const text of [
      `\ufeff${newer}`,
      newer.replace(/\n/g, '\r\n'),
      newer.replace('"lockfileVersion": 2', '"lockfileVersion": 2.0'),
      '{"skills": {}, "lockfileVersion": 3}\n',
      // Last, after an entry this version reads as broken (a key it does not know).
      '{"skills": {"a": {"path": "skills/a/SKILL.md", "newfield": 1}}, "lockfileVersion": 2}\r\n',
    ]) {
      writeFileSync(file, text);
      const r = runCli(['lock'], { cwd: dir });
      expect([JSON.stringify(text.slice(0, 40)), r.code]).toEqual([JSON.stringify(text.slice(0, 40)), 1]);
      expect(r.stderr).toMatch(
        /^skillgate: skillgate\.lock is lockfileVersion (2|2\.0|3), written by a newer skillgate;/,
      );
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
    // A version-0 lockfile is invalid as a broken one is: refused, not regenerated (SPEC §4).
    writeFileSync(file, newer.replace('"lockfileVersion": 2', '"lockfileVersion": 0'));
    expect(runCli(['lock'], { cwd: dir }).stderr).toMatch(/^skillgate: invalid lockfile: .*\(not replaced: /);
  });

  it('"constructor" and "prototype" are valid ids: validated, locked and checked like any other', () => {
    const dir = repo({
      'skills/c/SKILL.md': skill('constructor'),
      'skills/p/SKILL.md': skill('prototype'),
    });
    expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
    expect(lockOk(dir)).toMatch(/^created skillgate\.lock: 2 skills pinned/);
    expect(Object.keys(JSON.parse(read(dir, 'skillgate.lock')).skills)).toEqual(['constructor', 'prototype']);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    edit(dir, 'skills/c/SKILL.md', (t) => t.replace('  - Read\n', '  - Read\n  - Bash\n'));
    const drift = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(drift.map((d) => [d.kind, d.id])).toEqual([
      ['changed', 'constructor'],
      ['version-not-bumped', 'constructor'],
    ]);
  });
});

describe('the lock check of named paths covers what they do not show', () => {
  it('a locked skill outside PATH that no longer parses is removed drift (its error is shown nowhere)', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a'), 'skills/b/SKILL.md': skill('sk-b') });
    lockOk(dir);
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), '---\nid: SK-A\n---\n');
    const r = runCli(['validate', 'skills/b', '--lockfile', 'skillgate.lock', '--json'], { cwd: dir });
    expect(r.code).toBe(7);
    expect(report(r).drift.map((d) => [d.kind, d.id, d.path])).toEqual([['removed', 'sk-a', 'skills/a/SKILL.md']]);
    // The file is there: the drift says what is wrong with it, not "not in the tree".
    const [why] = report(r).drift;
    expect(why.message).not.toMatch(/not in the tree/);
    expect(why.message).toMatch(
      /but that file no longer declares a valid skill; fix it, or delete it and run `skillgate lock`/,
    );
    expect(why.message).toMatch(
      /Its errors \(this run does not check that file, so they are shown only here\): RequiredMissing at line 1, column 1: required field "version" is missing; .*; and 2 more$/,
    );
    const text = runCli(['validate', 'skills/b', '--lockfile', 'skillgate.lock'], { cwd: dir });
    expect(text.stdout).toMatch(
      /^skillgate\.lock:\d+:5: error removed .*no longer declares a valid skill.*RequiredMissing/m,
    );
    // Named, the file shows its own errors instead (exit 6), and no removal besides.
    const both = runCli(['validate', 'skills', '--lockfile', 'skillgate.lock', '--json'], { cwd: dir });
    expect(both.code).toBe(6);
    expect(report(both).drift).toEqual([]);
  });
});

describe('named paths and a pinned id that several files declare (the lock check covers the whole tree)', () => {
  const bash = (id: string) => skill(id).replace('  - Read\n', '  - Read\n  - Bash\n');
  const check = (dir: string, named: string) =>
    runCli(['validate', named, '--lockfile', 'skillgate.lock', '--json'], { cwd: dir });

  it('a named copy of a pinned skill is DuplicateId against the tree (it passed, gaining Bash, drift [])', () => {
    const dir = repo({ 'skills/one/SKILL.md': skill('one') });
    lockOk(dir);
    writeTree(dir, { 'skills/copy/SKILL.md': bash('one') });
    const r = check(dir, 'skills/copy');
    expect(r.code).toBe(6);
    const one = JSON.parse(r.stdout) as { path: string; errors: { code: string; message: string }[] };
    expect([one.path, one.errors.map((e) => [e.code, e.message])]).toEqual([
      'skills/copy/SKILL.md',
      [['DuplicateId', 'id "one" is also declared by skills/one/SKILL.md: skill ids must be unique']],
    ]);
    expect(report(r).drift).toEqual([]);
    // The locked file gone and two copies left; a new id hidden behind a second copy.
    rmSync(path.join(dir, 'skills/one'), { recursive: true });
    writeTree(dir, {
      'skills/b/SKILL.md': skill('one'),
      'skills/x/SKILL.md': bash('fresh'),
      'skills/y/SKILL.md': skill('fresh'),
    });
    for (const named of ['skills/copy', 'skills/x']) expect([named, check(dir, named).code]).toEqual([named, 6]);
    // Without the lock check, named bundles are still a tree of their own.
    expect(runCli(['validate', 'skills/x'], { cwd: dir }).code).toBe(0);
  });

  it('a named copy outside the tree the lock pins (ignored, outside the repository) is no DuplicateId of it', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), '.gitignore': 'build/\n' });
    lockOk(dir);
    const outside = tmpDir('skillgate-outside-');
    writeTree(dir, { 'build/a/SKILL.md': skill('a') });
    writeTree(outside, { 'a/SKILL.md': skill('a') });
    for (const named of ['build/a', path.join(outside, 'a')]) {
      const r = runCli(['validate', named, '--lockfile', 'skillgate.lock'], { cwd: dir });
      expect([named, r.code, r.stdout]).toEqual([named, 0, expect.stringContaining('✓ a v1.0.0 — valid')]);
    }
    // Named beside a skill of the tree, it is still compared with what is named.
    const both = runCli(['validate', 'build/a', 'skills/a', '--lockfile', 'skillgate.lock'], { cwd: dir });
    expect(both.code).toBe(6);
  });

  it('agentskills: a link from a folder of another name is its file (NameMismatch), no copy of it: no drift', () => {
    const md = `---\nname: pdf\ndescription: Test skill. Use when testing.\nallowed-tools: Read\nmetadata:\n  version: "1.0.0"\n---\nbody\n`;
    const dir = repo({ '.skillgate.yml': 'profile: agentskills\n', 'skills/pdf/SKILL.md': md });
    lockOk(dir);
    mkdirSync(path.join(dir, 'other/pdf-x'), { recursive: true });
    symlinkSync('../../skills/pdf/SKILL.md', path.join(dir, 'other/pdf-x/SKILL.md'));
    git(dir, 'add', '-A');
    for (const args of [
      ['lock', '--check'],
      ['validate', 'other/pdf-x', '--lockfile', 'skillgate.lock'],
      ['validate', 'skills/pdf', '--lockfile', 'skillgate.lock'],
    ]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      const shown = JSON.parse(r.stdout) as Report & { errors?: { code: string }[] };
      const codes = (shown.files ?? [shown]).flatMap((f) => (f.errors ?? []).map((e) => e.code));
      expect([args, shown.drift]).toEqual([args, []]);
      expect([args, codes.filter((c) => c !== 'NameMismatch')]).toEqual([args, []]);
    }
  });

  it('an unnamed file that declares an id but no valid skill (a bad version) is added drift quoting its errors (it passed)', () => {
    const dir = repo({ 'skills/x/SKILL.md': skill('x'), 'skills/z/SKILL.md': skill('z') });
    lockOk(dir);
    writeTree(dir, {
      'other/x/SKILL.md': bash('x').replace('version: 1.0.0', 'version: "1.0"'),
      'other/new/SKILL.md': bash('fresh').replace('version: 1.0.0\n', ''),
    });
    for (const args of [
      ['validate', 'skills/z', '--lockfile', 'skillgate.lock'],
      ['validate', '--changed-since', 'HEAD', 'skills/z'],
    ]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 7]);
      expect(
        report(r).drift.map((d) => [d.kind, d.id, d.path, d.line, d.message.replace(/ Its errors? .*/, '')]),
      ).toEqual([
        [
          'added',
          'fresh',
          'other/new/SKILL.md',
          2,
          'skill "fresh" is not in the lockfile, and cannot be pinned: that file does not declare a valid skill; fix it, then run `skillgate lock` after review.',
        ],
        [
          'added',
          'x',
          'other/x/SKILL.md',
          2,
          'skill "x" is not in the lockfile, and cannot be pinned: that file does not declare a valid skill; fix it, then run `skillgate lock` after review.',
        ],
      ]);
      expect(report(r).drift[1].message).toMatch(
        /Its errors \(this run does not check that file.*InvalidVersion at line 3, column 10/,
      );
    }
  });

  it('an unnamed copy of a pinned skill is added drift, saying where the id is pinned (it passed)', () => {
    const dir = repo({ 'skills/one/SKILL.md': skill('one'), 'skills/two/SKILL.md': skill('two') });
    lockOk(dir);
    writeTree(dir, { 'skills/evil/SKILL.md': bash('one') });
    const r = check(dir, 'skills/two');
    expect(r.code).toBe(7);
    expect(report(r).drift).toEqual([
      {
        kind: 'added',
        id: 'one',
        path: 'skills/evil/SKILL.md',
        line: 2,
        column: 1,
        message:
          'skill "one" (version "1.0.0", allowed_tools ["Bash", "Read"], allowed_memory_scopes ["memories/projects/**"]) is not in the lockfile, which pins that id at "skills/one/SKILL.md": both files declare it (a DuplicateId this run does not show); make the id unique, then run `skillgate lock` after review',
      },
    ]);
    // A run that shows a copy shows its DuplicateId instead, and no such drift.
    const shown = check(dir, 'skills');
    expect(shown.code).toBe(6);
    expect(report(shown).drift).toEqual([]);
  });
});

describe('a locked skill that config include/exclude leaves out', () => {
  it('is removed drift that says the config leaves the file out (it is there), not "not in the tree"; so is one git ignores', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a'), 'skills/b/SKILL.md': skill('sk-b') });
    lockOk(dir);
    writeFileSync(path.join(dir, '.skillgate.yml'), 'exclude: ["skills/b/**"]\n');
    for (const args of [['lock', '--check'], ['validate'], ['validate', 'skills/a', '--lockfile', 'skillgate.lock']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 7]);
      const drift = report(r).drift;
      expect(drift.map((d) => [d.kind, d.id, d.path])).toEqual([['removed', 'sk-b', 'skills/b/SKILL.md']]);
      expect(drift[0].message).toMatch(
        /^skill "sk-b" is in the lockfile \(path "skills\/b\/SKILL\.md"\), but include\/exclude in the config leave that file out of the scan; run `skillgate lock` to drop the entry, or stop excluding the file$/,
      );
    }
    // Kept by the config but ignored by git (and untracked): git does not list it.
    writeFileSync(path.join(dir, '.skillgate.yml'), 'exclude: []\n');
    writeFileSync(path.join(dir, '.gitignore'), 'skills/b/\n');
    git(dir, 'rm', '-q', '-r', '--cached', 'skills/b');
    const ignored = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(ignored.map((d) => [d.kind, d.id])).toEqual([['removed', 'sk-b']]);
    expect(ignored[0].message).toBe(
      'skill "sk-b" is in the lockfile (path "skills/b/SKILL.md"), but the scan does not read that file: git does not list it (it is ignored, or lies in a submodule or another repository inside this one); run `skillgate lock` to drop the entry, or track the file (git add -f)',
    );
    // A file still there under a new id is not "unlisted": its old id is just not in the tree.
    writeFileSync(path.join(dir, '.gitignore'), '');
    writeFileSync(path.join(dir, 'skills/b/SKILL.md'), skill('sk-c'));
    const renamed = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(renamed.find((d) => d.kind === 'removed')?.message).toMatch(/but not in the tree; restore it/);
    // Gone from the disk as well: it is not in the tree.
    rmSync(path.join(dir, 'skills/b'), { recursive: true });
    const gone = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(gone.map((d) => [d.kind, d.id])).toEqual([['removed', 'sk-b']]);
    expect(gone[0].message).toMatch(/but not in the tree; restore it/);
  });
});

describe('a lock entry naming a file that is not a SKILL.md', () => {
  it('is removed drift that says so, not that git does not list it (it does) nor to `git add -f`', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a'), 'docs/notes.md': 'notes\n' });
    lockOk(dir);
    const lockPath = path.join(dir, 'skillgate.lock');
    writeFileSync(
      lockPath,
      readFileSync(lockPath, 'utf8')
        .replace('"path": "skills/a/SKILL.md"', '"path": "docs/notes.md"')
        .replace('"sk-a": {', '"old": {'),
    );
    git(dir, 'add', '-A');
    const drift = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(drift.map((d) => [d.kind, d.id])).toEqual([
      ['removed', 'old'],
      ['added', 'sk-a'],
    ]);
    expect(drift[0].message).toBe(
      'skill "old" is in the lockfile (path "docs/notes.md"), but that file is not a SKILL.md, and the scan reads only files named SKILL.md; run `skillgate lock` to drop the entry',
    );
  });

  it('through a folder link leading out of the repository, says nothing of what is out there: a file that exists reads as one that does not', () => {
    const outside = tmpDir('skillgate-outside-');
    writeTree(outside, { 'notes.txt': 'x\n', 'x/SKILL.md': skill('far') });
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a') });
    symlinkSync(outside, path.join(dir, 'out'));
    lockOk(dir);
    const lockPath = path.join(dir, 'skillgate.lock');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { skills: Record<string, { path: string }> };
    const a = lock.skills['sk-a']!;
    for (const [id, p] of [
      ['e1', 'out/notes.txt'],
      ['e2', 'out/missing.txt'],
      ['e3', 'out/x/SKILL.md'],
      ['e4', 'out/y/SKILL.md'],
    ])
      lock.skills[id] = { ...a, path: p };
    writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
    // The config leaves out/ out too: its wording must not tell either.
    for (const config of ['', 'include: ["skills/**"]\n']) {
      writeFileSync(path.join(dir, '.skillgate.yml'), config);
      const drift = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
      const said = drift
        .filter((d) => d.kind === 'removed')
        .map((d) => d.message.replace(/"e\d".*\(path "[^"]*"\)/, ''));
      expect([config, said.length]).toEqual([config, 4]);
      expect([config, new Set(said).size]).toEqual([config, 1]);
      expect(said[0]).toMatch(/but not in the tree/);
    }
  });
});

describe('a locked SKILL.md replaced by a symlink to another skill', () => {
  it('is removed drift that names the file the link leads to (checked under its own name), in lock --check and validate alike', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a'), 'skills/b/SKILL.md': skill('sk-b') });
    lockOk(dir);
    rmSync(path.join(dir, 'skills/b/SKILL.md'));
    symlinkSync('../a/SKILL.md', path.join(dir, 'skills/b/SKILL.md'));
    for (const args of [['lock', '--check'], ['validate']]) {
      const r = runCli([...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 7]);
      const drift = report(r).drift;
      expect(drift.map((d) => [d.kind, d.id, d.path])).toEqual([['removed', 'sk-b', 'skills/b/SKILL.md']]);
      // git lists the link (it is tracked): not "git does not list it".
      expect(drift[0].message).toBe(
        'skill "sk-b" is in the lockfile (path "skills/b/SKILL.md"), but that file is now a symlink to "skills/a/SKILL.md", which the scan checks under its own name (one file, one skill); run `skillgate lock` to drop the entry, or make "skills/b/SKILL.md" a file of its own again',
      );
    }
    // A link to a file the scan does not read (left out by the config) keeps the config's wording.
    writeFileSync(path.join(dir, '.skillgate.yml'), 'exclude: ["skills/a/**"]\n');
    const left = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(left.find((d) => d.id === 'sk-b')?.message).not.toMatch(/symlink/);
  });
});

describe('the root named as a PATH is the repository', () => {
  it('validate . (or the root by any name) scans it as validate does, lock check included; a folder below does not', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('sk-a'), 'skills/b/SKILL.md': skill('sk-b') });
    lockOk(dir);
    writeFileSync(path.join(dir, 'skills/a/SKILL.md'), skill('sk-a', 'tags: [x]\n'));
    for (const [args, cwd] of [
      [[], dir],
      [['.'], dir],
      [['./'], dir],
      [[dir], dir],
      [['..'], path.join(dir, 'skills')],
      [['.', '.'], dir],
      [['.', 'skills'], dir],
      [['skills', '.'], dir],
    ] as const) {
      const r = runCli(['validate', ...args, '--json'], { cwd });
      expect([args, r.code]).toEqual([args, 7]);
      expect(report(r).drift.map((d) => [d.kind, d.id])).toEqual([
        ['changed', 'sk-a'],
        ['version-not-bumped', 'sk-a'],
      ]);
    }
    expect(runCli(['validate', 'skills'], { cwd: dir }).code).toBe(0);
    // Named, it must hold a SKILL.md, as any named folder must.
    const empty = tmpDir('skillgate-empty-root-');
    git(empty, 'init', '-q');
    const r = runCli(['validate', '.'], { cwd: empty });
    expect([r.code, r.stderr]).toEqual([1, 'skillgate: no SKILL.md found in .\n']);
    expect(runCli(['validate'], { cwd: empty }).code).toBe(0);
    // Beside the root, a path that is not there is still exit 1.
    expect(runCli(['validate', '.', 'skils'], { cwd: dir }).code).toBe(1);
    // Every locked skill removed: the drift says so, not 'no SKILL.md found'.
    rmSync(path.join(dir, 'skills'), { recursive: true });
    const gone = runCli(['validate', '.', '--json'], { cwd: dir });
    expect(gone.code).toBe(7);
    expect(report(gone).drift.map((d) => d.kind)).toEqual(['removed', 'removed']);
  });
});

describe('paths named beside the root', () => {
  it('are checked where the repository scan does not hold them (outside it, or ignored by git), and are no part of the lock check', () => {
    const dir = repo({
      'skills/a/SKILL.md': skill('sk-a'),
      '.gitignore': 'vendor/\n',
    });
    lockOk(dir);
    const outside = tmpDir('skillgate-beside-');
    writeTree(outside, { 'bad/SKILL.md': skill('Bad-Id'), 'good/SKILL.md': skill('sk-out') });
    writeTree(dir, { 'vendor/v/SKILL.md': skill('sk-vendor'), 'vendor/w/SKILL.md': skill('Bad-Vendor') });
    const paths = (r: CliResult) => report(r).files.map((f) => f.path);
    // Alone, each is checked; beside the root they were left out and the run passed.
    for (const args of [
      ['.', path.join(outside, 'bad')],
      [path.join(outside, 'bad'), '.'],
      ['.', 'vendor/w/SKILL.md'],
      ['./', 'vendor'],
    ]) {
      const r = runCli(['validate', ...args, '--json'], { cwd: dir });
      expect([args, r.code]).toEqual([args, 6]);
      expect(report(r).files.find((f) => f.errors?.length)?.errors?.[0]?.code).toBe('InvalidId');
    }
    // Valid ones beside the root: checked, and not `added` drift (the lock is the repository's).
    const ok = runCli(['validate', '.', path.join(outside, 'good'), 'vendor/v', '--json'], { cwd: dir });
    expect(ok.stderr).toBe('');
    expect(paths(ok)).toEqual([path.join(outside, 'good', 'SKILL.md'), 'skills/a/SKILL.md', 'vendor/v/SKILL.md']);
    expect(report(ok).drift).toEqual([]);
    expect(ok.code).toBe(0);
    // The root from a folder below, beside a path from there; a file the scan holds is checked once.
    const sub = runCli(['validate', '..', 'a', path.join(outside, 'good'), '--json'], {
      cwd: path.join(dir, 'skills'),
    });
    expect(paths(sub)).toEqual([path.join(outside, 'good', 'SKILL.md'), 'skills/a/SKILL.md']);
    expect(sub.code).toBe(0);
    // A SKILL.md link leading out, in the scan and named: one ReadError, not two.
    mkdirSync(path.join(dir, 'skills/l'));
    symlinkSync(path.join(outside, 'good', 'SKILL.md'), path.join(dir, 'skills/l/SKILL.md'));
    const link = runCli(['validate', '.', 'skills/l/SKILL.md', '--json'], { cwd: dir });
    expect(paths(link)).toEqual(['skills/a/SKILL.md', 'skills/l/SKILL.md']);
    expect(link.code).toBe(1);
  });
});

describe('paths a lockfile cannot hold', () => {
  it.each([
    ['a backslash', 'a\\b', 'contains a backslash'],
    ['a drive-like first segment', 'x:', 'starts like a Windows drive (X:)'],
    ['a control character', 'new\nline', 'contains a control character'],
  ])(
    'a valid skill under a directory name with %s: lock is exit 1 naming it, not an internal error',
    (_, name, why) => {
      const dir = repo({ [`${name}/SKILL.md`]: skill('a'), 'skills/b/SKILL.md': skill('b') });
      expect(runCli(['validate'], { cwd: dir }).code).toBe(0);
      const r = runCli(['lock'], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(
        `skillgate: cannot write skillgate.lock: a lockfile cannot hold this skill path: ${JSON.stringify(`${name}/SKILL.md`)} (${why}); rename the directory\n`,
      );
      expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    },
  );
});

describe('a new skill under a path no lockfile can hold', () => {
  it('is added drift that says it cannot be pinned until renamed (not "run skillgate lock", which refuses)', () => {
    const dir = repo({ 'skills/b/SKILL.md': skill('b') });
    lockOk(dir);
    for (const [name, why] of [
      ['new\nline', 'contains a control character'],
      ['a\\b', 'contains a backslash'],
      ['x:', 'starts like a Windows drive \\(X:\\)'],
    ]) {
      writeTree(dir, { [`${name}/SKILL.md`]: skill('c') });
      const r = runCli(['validate', '--json'], { cwd: dir });
      expect([name, r.code]).toEqual([name, 7]);
      const [added] = report(r).drift;
      expect([added.kind, added.id]).toEqual(['added', 'c']);
      expect(added.message).toMatch(
        new RegExp(
          `is not in the lockfile, and cannot be: a lockfile cannot hold its path \\(it ${why}\\); rename its directory, then run \`skillgate lock\``,
        ),
      );
      rmSync(path.join(dir, name), { recursive: true });
    }
  });
});

describe('a skill moved to a path no lockfile can hold', () => {
  it('is moved (or changed) drift that says to rename first, not "run skillgate lock", which refuses', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    renameSync(path.join(dir, 'skills/a'), path.join(dir, 'skills/a\\x'));
    const moved = report(runCli(['validate', '--json'], { cwd: dir })).drift;
    expect(moved.map((d) => [d.kind, d.message])).toEqual([
      [
        'moved',
        expect.stringMatching(
          /moved from .*; a lockfile cannot hold its new path \(it contains a backslash\); rename its directory, then run `skillgate lock` after review$/,
        ),
      ],
    ]);
    writeTree(dir, { 'skills/a\\x/SKILL.md': skill('a', '  - Grep\n') });
    const changed = report(runCli(['validate', '--json'], { cwd: dir })).drift;
    expect(changed.find((d) => d.kind === 'changed')?.message).toMatch(
      /; a lockfile cannot hold its new path \(it contains a backslash\); rename its directory, then run `skillgate lock` after review$/,
    );
  });
});

describe('a huge hostile lockfile', () => {
  it('fails at its first bad entry without reading the rest into memory (27 MB of them)', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    const members = Array.from({ length: 2_000_000 }, (_, i) => `"k${i}": 1`).join(',');
    writeFileSync(path.join(dir, 'skillgate.lock'), `{"lockfileVersion": 1, "skills": {${members}}}`);
    const r = runCli(['lock', '--check'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'skillgate: invalid lockfile: skillgate.lock:1:41: skill "k0" must be an object, got number 1\n',
    );
  }, 30_000);

  it('a CRLF copy of the lockfile (git autocrlf) reads as the LF one', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a'), 'skills/b/SKILL.md': skill('b') });
    lockOk(dir);
    const lf = read(dir, 'skillgate.lock');
    writeFileSync(path.join(dir, 'skillgate.lock'), lf.replaceAll('\n', '\r\n'));
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
    edit(dir, 'skills/b/SKILL.md', (t) => t.replace('version: 1.0.0', 'version: 1.0.1'));
    const drift = report(runCli(['lock', '--check', '--json'], { cwd: dir })).drift;
    expect(drift.map((d) => [d.kind, d.id])).toEqual([['changed', 'b']]);
  });
});

describe('a lockfile too large to be one', () => {
  it('lock never writes a lockfile past the limit every command reads (it wrote one, then refused to read or replace it)', () => {
    // The limit lowered for the test (SKILLGATE_LOCKFILE_MAX_BYTES only lowers it): past 64 MiB
    // takes a tree of hundreds of MiB.
    const dir = tmpDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`s/k${i}/SKILL.md`] = skill(`k${i}`);
    writeTree(dir, files);
    const env = { SKILLGATE_LOCKFILE_MAX_BYTES: '2000' };
    const r = runCli(['lock'], { cwd: dir, env });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toMatch(
      /^skillgate: cannot write skillgate\.lock: it would be \d+ bytes, and a lockfile may hold at most 2000 bytes \(every command would refuse it\)/,
    );
    expect(existsSync(path.join(dir, 'skillgate.lock'))).toBe(false);
    // Under the limit, written and read back.
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
  });

  it('over 64 MiB is an invalid lockfile (exit 1) for validate, lock --check and lock, not an internal error', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    lockOk(dir);
    // Sparse: 600 MiB on disk in name only.
    const fd = openSync(path.join(dir, 'skillgate.lock'), 'r+');
    ftruncateSync(fd, 600 * 1024 * 1024);
    closeSync(fd);
    for (const args of [['validate'], ['lock', '--check']]) {
      const r = runCli(args, { cwd: dir });
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
      expect(r.stderr).toBe(
        'skillgate: invalid lockfile: skillgate.lock is 600 MiB; a lockfile may hold at most 64 MiB\n',
      );
    }
    // `lock` too (SPEC §4): not replaced unread; deleted, it is written anew.
    const r = runCli(['lock'], { cwd: dir });
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      'skillgate: invalid lockfile: skillgate.lock is 600 MiB; a lockfile may hold at most 64 MiB (not replaced: skillgate lock rewrites only a lockfile it can read; fix it, or delete skillgate.lock and run skillgate lock to write a new one)\n',
    );
    expect(statSync(path.join(dir, 'skillgate.lock')).size).toBe(600 * 1024 * 1024);
    rmSync(path.join(dir, 'skillgate.lock'));
    expect(runCli(['lock'], { cwd: dir }).code).toBe(0);
    expect(statSync(path.join(dir, 'skillgate.lock')).size).toBeLessThan(10_000);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(0);
  });
});

describe('a lockfile that is a symlink leading nowhere', () => {
  it('is not replaced by lock (exit 1), as validate and lock --check do not read it as absent', () => {
    const dir = tmpDir('skillgate-danglock-');
    writeTree(dir, { 'skills/a/SKILL.md': skill('a') });
    symlinkSync('../shared/skillgate.lock', path.join(dir, 'skillgate.lock'));
    const why =
      'it is a symlink that leads nowhere (../shared/skillgate.lock): fix the link, or remove it to write a new lockfile';
    for (const args of [['lock'], ['lock', '--lockfile', 'skillgate.lock'], ['lock', '--follow-symlinks']]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stdout, r.stderr]).toEqual([
        args,
        1,
        '',
        `skillgate: cannot write lockfile skillgate.lock: ${why}\n`,
      ]);
    }
    expect(lstatSync(path.join(dir, 'skillgate.lock')).isSymbolicLink()).toBe(true);
    expect(runCli(['lock', '--check'], { cwd: dir }).code).toBe(1);
  });
});

describe('Ctrl-C (SIGINT) or SIGTERM while a file is written', () => {
  /** Runs the CLI and sends `signal` as soon as a temp file appears in `dir`: how it ended, the temp files left. */
  async function interrupt(dir: string, args: string[], signal: NodeJS.Signals) {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, stdio: 'ignore' });
    let sent = false;
    const w = watch(dir, (event, name) => {
      if (!sent && event === 'rename' && name?.endsWith('.tmp')) sent = child.kill(signal);
    });
    const exit = await new Promise<[number | null, string | null]>((r) => child.on('exit', (c, sg) => r([c, sg])));
    w.close();
    return { sent, exit, temps: readdirSync(dir).filter((f) => f.endsWith('.tmp')) };
  }

  it('leaves no temp file beside the lockfile or the report, a whole file or none, and ends the run', async () => {
    const dir = tmpDir('skillgate-signal-');
    // A lockfile of some megabytes: the write lasts long enough to be interrupted.
    const files: Record<string, string> = {};
    for (let i = 0; i < 12_000; i++) files[`skills/s${i % 50}/k${i}/SKILL.md`] = skill(`k${i}`);
    writeTree(dir, files);
    for (const [args, signal] of [
      [['lock'], 'SIGINT'],
      [['lock'], 'SIGTERM'],
      [['validate', '--json', '--output', 'report.json'], 'SIGINT'],
    ] as const) {
      rmSync(path.join(dir, 'skillgate.lock'), { force: true });
      const r = await interrupt(dir, [...args], signal);
      // And the run ends by the signal, also when it came during a synchronous write (it was
      // held until the write was done, and then the run exited 0 as if it had not come).
      expect([args, signal, r.sent, r.temps, r.exit]).toEqual([args, signal, true, [], [null, signal]]);
      for (const f of ['skillgate.lock', 'report.json'])
        if (existsSync(path.join(dir, f)))
          expect(() => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).not.toThrow();
    }
  }, 120_000);
});

describe('skills in a submodule or a nested repository (git lists none of their files)', () => {
  test('are said on stderr by lock, lock --check and validate; a config that excludes them silences it', () => {
    const sub = repo({ 'skills/s/SKILL.md': skill('s') });
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    git(dir, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', `file://${sub}`, 'vendor/sub');
    const nested = path.join(dir, 'nested');
    mkdirSync(nested);
    git(nested, 'init', '-q');
    writeTree(nested, { 'x/n/SKILL.md': skill('n'), 'deep/a/b/c/README.md': 'no skill\n' });
    // A nested repository without skills is not named.
    mkdirSync(path.join(dir, 'plain'));
    git(path.join(dir, 'plain'), 'init', '-q');
    const said = [
      'skillgate: warning: nested is another git repository inside this one, not tracked by it: it holds skills (nested/x/n/SKILL.md among them) that a repository scan does not check and the lockfile does not pin; check them from inside it (cd nested && skillgate validate), or name the folder (skillgate validate nested)\n',
      'skillgate: warning: vendor/sub is a git submodule: it holds skills (vendor/sub/skills/s/SKILL.md among them) that a repository scan does not check and the lockfile does not pin; check them from inside it (cd vendor/sub && skillgate validate), or name the folder (skillgate validate vendor/sub)\n',
    ].join('');
    const lock = runCli(['lock'], { cwd: dir });
    expect([lock.code, lock.stderr]).toEqual([0, said]);
    expect(Object.keys(JSON.parse(read(dir, 'skillgate.lock')).skills)).toEqual(['a']);
    for (const args of [['lock', '--check'], ['validate'], ['validate', '--json']]) {
      const r = runCli(args, { cwd: dir });
      expect([args, r.code, r.stderr]).toEqual([args, 0, said]);
    }
    // --changed-since: git compares none of their files either (a change adding them passed unsaid).
    const since = runCli(['validate', '--changed-since', 'HEAD'], { cwd: dir });
    expect([since.code, since.stderr]).toEqual([0, said]);
    expect(runCli(['validate', '--changed-since', 'HEAD', 'skills'], { cwd: dir }).stderr).toBe('');
    // Named paths are what the user asked for: nothing to say.
    expect(runCli(['validate', 'skills'], { cwd: dir }).stderr).toBe('');
    // A submodule path that is a link (a .gitmodules a change edits) is not followed out.
    const outside = repo({ 'o/SKILL.md': skill('o') });
    symlinkSync(outside, path.join(dir, 'linked'));
    writeFileSync(
      path.join(dir, '.gitmodules'),
      `${read(dir, '.gitmodules')}[submodule "x"]\n\tpath = linked\n\turl = ./x\n[submodule "g"]\n\tpath = .git\n\turl = ./g\n` +
        // Stale entries (no submodule in the index there): the repository's own folders.
        `[submodule "s"]\n\tpath = skills\n\turl = ./s\n[submodule "r"]\n\tpath = .\n\turl = ./r\n`,
    );
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe(said);
    writeTree(dir, { '.skillgate.yml': 'exclude: ["vendor/**", "nested/**"]\n' });
    expect(runCli(['validate'], { cwd: dir }).stderr).toBe('');
  });

  test('the commands it advises quote a folder name the shell would split or run', () => {
    const dir = repo({ 'skills/a/SKILL.md': skill('a') });
    const nested = path.join(dir, "a b;touch PWNED'");
    mkdirSync(nested);
    git(nested, 'init', '-q');
    writeTree(nested, { 'x/SKILL.md': skill('n') });
    const r = runCli(['validate'], { cwd: dir });
    expect(r.stderr).toContain(
      `check them from inside it (cd 'a b;touch PWNED'\\''' && skillgate validate), or name the folder (skillgate validate 'a b;touch PWNED'\\''')`,
    );
  });
});

describe('drift under the agentskills profile', () => {
  it('points at the allowed-tools key and the name key, as v1 drift points at its keys', () => {
    const md = (tools: string) =>
      `---\nname: pdf\ndescription: Fills PDF forms. Use when a form must be filled.\nallowed-tools: ${tools}\n---\n\n# pdf\n`;
    const dir = repo({ '.skillgate.yml': 'profile: agentskills\n', 'pdf/SKILL.md': md('Read') });
    lockOk(dir);
    edit(dir, 'pdf/SKILL.md', () => md('Read Bash'));
    const r = runCli(['lock', '--check'], { cwd: dir });
    expect(r.code).toBe(7);
    // Line 4 is `allowed-tools: Read Bash`: the key's column 1, not its value's 16.
    expect(r.stdout).toMatch(
      /^pdf\/SKILL\.md:4:1: error changed skill "pdf" changed since the lock: allowed_tools gained "Bash"/m,
    );
    // No metadata.version: the version did not go up either (SPEC §4).
    expect(r.stdout).toMatch(
      /^pdf\/SKILL\.md:1:1: error version-not-bumped skill "pdf" changed but it has no version \(metadata\.version\), as in the lock; give it a version \(metadata\.version\), then run `skillgate lock`$/m,
    );
  });

  it('drift on metadata.version points at its key, as v1 drift points at `version:`', () => {
    const md = (v: string) =>
      `---\nname: pdf\ndescription: Fills PDF forms. Use when a form must be filled.\nallowed-tools: Read\nmetadata:\n  version: "${v}"\n---\n`;
    const dir = repo({ '.skillgate.yml': 'profile: agentskills\n', 'pdf/SKILL.md': md('1.1.0') });
    lockOk(dir);
    edit(dir, 'pdf/SKILL.md', () => md('1.0.0'));
    const r = runCli(['lock', '--check'], { cwd: dir });
    expect(r.stdout).toMatch(
      /^pdf\/SKILL\.md:6:3: error changed skill "pdf" changed since the lock: version "1\.1\.0" -> "1\.0\.0"/m,
    );
    // The advice names the field the profile keeps the version in.
    expect(r.stdout).toMatch(
      /^pdf\/SKILL\.md:6:3: error version-not-bumped skill "pdf" changed but its version went down from "1\.1\.0" to "1\.0\.0"; bump metadata\.version, then run `skillgate lock`$/m,
    );
  });

  it('a metadata.version the change removes is version-not-bumped', () => {
    const md = (tools: string, meta: string) =>
      `---\nname: pdf\ndescription: Fills PDF forms. Use when a form must be filled.\nallowed-tools: ${tools}\n${meta}---\n`;
    const dir = repo({
      '.skillgate.yml': 'profile: agentskills\n',
      'pdf/SKILL.md': md('Read', 'metadata:\n  version: "1.1"\n'),
    });
    lockOk(dir);
    edit(dir, 'pdf/SKILL.md', () => md('Read Bash', ''));
    const r = runCli(['lock', '--check', '--json'], { cwd: dir });
    expect(r.code).toBe(7);
    const drift = JSON.parse(r.stdout).drift as { kind: string; message: string }[];
    expect(drift.map((d) => [d.kind, d.message])).toEqual([
      ['changed', expect.stringContaining('version "1.1" -> ""')],
      [
        'version-not-bumped',
        'skill "pdf" changed but its version "1.1" was removed; give it a version (metadata.version) above "1.1", then run `skillgate lock`',
      ],
    ]);
  });
});
