/**
 * What a whole-file replacement keeps of the file it replaces: a read-only file is refused (a
 * rename needs only the folder's permission, and overwrote a 0444 SKILL.md or lockfile), and
 * root replacing another user's file leaves it theirs (it became root's).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../../src/core/write-atomic.js';
import { writeLockfileAtomic } from '../../src/lock/lockfile.js';
import { BIN, git, writeTree } from '../helpers/cli.js';

const root = process.getuid?.() === 0;
const NOBODY = 65534;

/** `node ARGS` as the user nobody (root only, where setpriv is there and nobody can run node). */
function asNobody(args: string[], cwd: string) {
  return spawnSync(
    'setpriv',
    [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', process.execPath, ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, HOME: cwd, NODE_OPTIONS: '' } },
  );
}
const nobodyRuns = root && asNobody(['-e', '0'], os.tmpdir()).status === 0;

const fresh = () => mkdtempSync(path.join(os.tmpdir(), 'skillgate-replace-'));

describe('writeFileAtomic and writeLockfileAtomic: what a replaced file keeps', () => {
  (root ? it : it.skip)("root replacing another user's file leaves it theirs (owner and group)", async () => {
    const dir = fresh();
    for (const name of ['report.json', 'skillgate.lock']) {
      const file = path.join(dir, name);
      writeFileSync(file, 'old\n');
      chownSync(file, NOBODY, NOBODY);
      chmodSync(file, 0o640);
    }
    writeFileAtomic(path.join(dir, 'report.json'), 'new\n');
    await writeLockfileAtomic(path.join(dir, 'skillgate.lock'), '{}\n');
    for (const name of ['report.json', 'skillgate.lock']) {
      const st = statSync(path.join(dir, name));
      expect([name, st.uid, st.gid, st.mode & 0o777]).toEqual([name, NOBODY, NOBODY, 0o640]);
    }
    expect(readFileSync(path.join(dir, 'report.json'), 'utf8')).toBe('new\n');
  });

  (root ? it.skip : it)('a file its user may not write is refused, and left as it was', async () => {
    const dir = fresh();
    const file = path.join(dir, 'SKILL.md');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o444);
    expect(() => writeFileAtomic(file, 'new\n')).toThrow(expect.objectContaining({ code: 'EACCES' }));
    await expect(writeLockfileAtomic(file, 'new\n')).rejects.toMatchObject({ code: 'EACCES' });
    expect(readFileSync(file, 'utf8')).toBe('old\n');
    expect(readdirSync(dir)).toEqual(['SKILL.md']);
  });

  // Root of a user namespace (a rootless container) cannot give an unmapped user's file back
  // (EINVAL): the write goes on (lock and --output failed).
  const nsRoot = spawnSync('unshare', ['-U', '-r', 'true']).status === 0;
  (root && nsRoot ? it : it.skip)(
    'lock and --output as root of a user namespace, over a file of an unmapped user',
    () => {
      const dir = fresh();
      const repo = path.join(dir, 'repo');
      writeTree(repo, {
        'a/SKILL.md': `---\nid: a\nversion: 1.0.0\ndescription: Use when testing a.\nallowed_tools: [Read]\nallowed_memory_scopes: []\n---\n`,
      });
      git(repo, 'init', '-q');
      git(repo, 'add', '-A');
      git(repo, 'commit', '-qm', 'x');
      for (const name of ['skillgate.lock', 'report.json']) {
        writeFileSync(
          path.join(repo, name),
          name === 'skillgate.lock' ? '{"lockfileVersion": 1, "skills": {}}\n' : '{}\n',
        );
        chownSync(path.join(repo, name), NOBODY, NOBODY);
        chmodSync(path.join(repo, name), 0o666);
      }
      const ns = (...args: string[]) =>
        spawnSync('unshare', ['-U', '-r', process.execPath, BIN, ...args], {
          cwd: repo,
          encoding: 'utf8',
          env: {
            ...process.env,
            NODE_OPTIONS: '',
            GIT_CONFIG_COUNT: '1',
            GIT_CONFIG_KEY_0: 'safe.directory',
            GIT_CONFIG_VALUE_0: '*',
          },
        });
      const locked = ns('lock');
      expect([locked.status, locked.stderr]).toEqual([0, '']);
      expect(readFileSync(path.join(repo, 'skillgate.lock'), 'utf8')).toContain('"a": {');
      const report = ns('validate', '--json', '--output', 'report.json');
      expect([report.status, report.stderr]).toEqual([0, '']);
      expect(JSON.parse(readFileSync(path.join(repo, 'report.json'), 'utf8'))).toMatchObject({ status: 'ok' });
    },
  );

  // As root, the same through the bundle run as another user (root may write any file).
  (nobodyRuns ? it : it.skip)('sign and lock refuse a read-only SKILL.md and lockfile (the bundle, as nobody)', () => {
    const dir = fresh();
    const bin = path.join(dir, 'dist');
    cpSync(path.dirname(BIN), bin, { recursive: true });
    const repo = path.join(dir, 'repo');
    const skill = (id: string) =>
      `---\nid: ${id}\nversion: 1.0.0\ndescription: Use when testing ${id}.\nallowed_tools: [Read]\nallowed_memory_scopes: []\n---\nBody.\n`;
    writeTree(repo, { 'a/SKILL.md': skill('a'), 'b/SKILL.md': skill('b') });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'x');
    writeFileSync(path.join(repo, '.gitconfig'), '[safe]\n\tdirectory = *\n');
    const run = (...args: string[]) => asNobody([path.join(bin, 'index.js'), ...args], repo);
    spawnSync('chown', ['-R', `${NOBODY}:${NOBODY}`, dir]);
    chmodSync(dir, 0o755);
    expect(run('keygen', '--out', '../k').status).toBe(0);
    expect(run('lock').status).toBe(0);
    chmodSync(path.join(repo, 'a/SKILL.md'), 0o444);
    chmodSync(path.join(repo, 'skillgate.lock'), 0o444);
    const before = readFileSync(path.join(repo, 'a/SKILL.md'), 'utf8');
    const lockBefore = readFileSync(path.join(repo, 'skillgate.lock'), 'utf8');
    const signed = run('sign', 'a', 'b', '--key', '../k');
    expect(signed.stderr).toContain('skillgate: cannot write a/SKILL.md: permission denied');
    expect(signed.stdout).toMatch(/^signed b\/SKILL\.md /m);
    expect(signed.status).toBe(1);
    expect(readFileSync(path.join(repo, 'a/SKILL.md'), 'utf8')).toBe(before);
    const locked = run('lock');
    expect(locked.stderr).toContain('cannot write lockfile skillgate.lock: permission denied');
    expect(locked.status).toBe(1);
    expect(readFileSync(path.join(repo, 'skillgate.lock'), 'utf8')).toBe(lockBefore);
  });
});
