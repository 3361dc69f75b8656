import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  LockfileError,
  parseLockfile,
  readLockfile,
  serializeLockfile,
  writeLockfileAtomic,
} from '../../src/lock/lockfile.js';
import type { SkillSnapshot } from '../../src/lock/types.js';

const hash = (s: string): string => 'sha256-' + createHash('sha256').update(s).digest('base64');

/** A distinct, valid lockfile text per writer; sizes vary so a torn write would show. */
function lockTextFor(writer: number): string {
  const skills: SkillSnapshot[] = Array.from({ length: 1 + (writer % 7) * 5 }, (_, k) => ({
    id: `w${writer}-skill-${k}`,
    path: `skills/w${writer}-${k}/SKILL.md`,
    version: `1.${writer}.${k}`,
    frontmatter: hash(`${writer}/${k}`),
    signer: null,
    allowed_tools: ['Read', 'Grep'],
    allowed_memory_scopes: [`memories/w${writer}/**`],
    positions: {},
  }));
  return serializeLockfile(skills);
}

let dir: string;
beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'skillgate-lock-'));
});
afterEach(async () => {
  await fsp.rm(dir, { recursive: true, force: true });
});

describe('writeLockfileAtomic', () => {
  it('creates the file with exactly the given text', async () => {
    const file = path.join(dir, 'skillgate.lock');
    await writeLockfileAtomic(file, lockTextFor(3));
    expect(await fsp.readFile(file, 'utf8')).toBe(lockTextFor(3));
    expect(await fsp.readdir(dir)).toEqual(['skillgate.lock']);
  });

  it('20 concurrent writers leave one whole input and no temp files', async () => {
    const file = path.join(dir, 'skillgate.lock');
    const inputs = Array.from({ length: 20 }, (_, k) => lockTextFor(k));
    for (let round = 0; round < 3; round++) {
      await Promise.all(inputs.map((text) => writeLockfileAtomic(file, text)));
      const result = await fsp.readFile(file, 'utf8');
      expect(inputs).toContain(result);
      expect(parseLockfile(result, 'skillgate.lock').lockfileVersion).toBe(1);
      expect(await fsp.readdir(dir)).toEqual(['skillgate.lock']);
    }
  });

  it('writer processes racing on one file: readers only ever see a whole lockfile', async () => {
    // Compile the module under test (and the one it imports) for plain node, so each child
    // runs the real code.
    for (const rel of [
      'lock/lockfile',
      'core/own',
      'core/utf8',
      'core/write-atomic',
      'core/io-text',
      'core/diagnostic',
    ]) {
      const srcFile = fileURLToPath(new URL(`../../src/${rel}.ts`, import.meta.url));
      const js = ts.transpileModule(await fsp.readFile(srcFile, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      await fsp.mkdir(path.join(dir, path.dirname(rel)), { recursive: true });
      await fsp.writeFile(path.join(dir, `${rel}.js`), js);
    }
    await fsp.writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    const work = path.join(dir, 'work');
    await fsp.mkdir(work);
    await fsp.writeFile(
      path.join(dir, 'child.mjs'),
      `import { writeLockfileAtomic } from './lock/lockfile.js';
const [file, text, times] = [process.argv[2], process.argv[3], Number(process.argv[4])];
for (let k = 0; k < times; k++) await writeLockfileAtomic(file, text);
`,
    );
    const file = path.join(work, 'skillgate.lock');
    const inputs = [1, 2, 3, 4].map(lockTextFor);
    await fsp.writeFile(file, inputs[0]);

    const children = inputs.map(
      (text) =>
        new Promise<number | null>((resolve, reject) => {
          const child = spawn(process.execPath, [path.join(dir, 'child.mjs'), file, text, '40'], {
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          child.on('error', reject);
          child.on('exit', resolve);
        }),
    );
    let running = true;
    const all = Promise.all(children).finally(() => {
      running = false;
    });
    let reads = 0;
    while (running) {
      const seen = await fsp.readFile(file, 'utf8');
      expect(inputs).toContain(seen);
      reads++;
    }
    expect(await all).toEqual([0, 0, 0, 0]);
    expect(reads).toBeGreaterThan(0);
    expect(inputs).toContain(await fsp.readFile(file, 'utf8'));
    expect(await fsp.readdir(work)).toEqual(['skillgate.lock']);
  });

  it('removes its temp file and rethrows when the rename fails', async () => {
    const target = path.join(dir, 'skillgate.lock');
    await fsp.mkdir(target);
    await fsp.writeFile(path.join(target, 'keep'), 'x');
    await expect(writeLockfileAtomic(target, lockTextFor(1))).rejects.toThrow();
    expect(await fsp.readdir(dir)).toEqual(['skillgate.lock']);
    expect(await fsp.readdir(target)).toEqual(['keep']);
  });

  it('fails without leaving anything when the directory does not exist', async () => {
    await expect(writeLockfileAtomic(path.join(dir, 'missing', 'skillgate.lock'), 'x')).rejects.toThrow();
    expect(await fsp.readdir(dir)).toEqual([]);
  });

  const posix = process.platform === 'win32' ? it.skip : it;

  posix('keeps the mode of the file it replaces', async () => {
    const file = path.join(dir, 'skillgate.lock');
    await fsp.writeFile(file, 'old');
    await fsp.chmod(file, 0o640);
    await writeLockfileAtomic(file, lockTextFor(2));
    expect((await fsp.stat(file)).mode & 0o777).toBe(0o640);
  });

  posix('writes through a symlinked lockfile and keeps the link', async () => {
    const real = path.join(dir, 'real.lock');
    const link = path.join(dir, 'skillgate.lock');
    await fsp.writeFile(real, 'old');
    await fsp.symlink('real.lock', link);
    await writeLockfileAtomic(link, lockTextFor(5));
    expect((await fsp.lstat(link)).isSymbolicLink()).toBe(true);
    expect(await fsp.readFile(real, 'utf8')).toBe(lockTextFor(5));
    expect((await fsp.readdir(dir)).sort()).toEqual(['real.lock', 'skillgate.lock']);
  });
});

describe('readLockfile', () => {
  it('returns null when there is no lockfile', async () => {
    expect(await readLockfile(path.join(dir, 'skillgate.lock'))).toBeNull();
  });

  it('parses what writeLockfileAtomic wrote', async () => {
    const file = path.join(dir, 'skillgate.lock');
    await writeLockfileAtomic(file, lockTextFor(4));
    const lock = await readLockfile(file, 'skillgate.lock');
    expect(lock && serializeLockfile(lock.skills)).toBe(lockTextFor(4));
  });

  it('rejects bytes that are not UTF-8, naming the display name', async () => {
    const file = path.join(dir, 'skillgate.lock');
    await fsp.writeFile(file, Buffer.from([0x7b, 0xff, 0x7d]));
    const err = await readLockfile(file, 'skillgate.lock').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LockfileError);
    expect((err as Error).message).toBe('skillgate.lock:1:2: lockfile is not valid UTF-8 (bad byte 0xff at offset 1)');
  });

  it('reports a directory in its place as an error, not as a missing lock', async () => {
    await fsp.mkdir(path.join(dir, 'skillgate.lock'));
    await expect(readLockfile(path.join(dir, 'skillgate.lock'), 'skillgate.lock')).rejects.toThrow(
      /^skillgate\.lock:1:1: cannot read lockfile/,
    );
  });
});
