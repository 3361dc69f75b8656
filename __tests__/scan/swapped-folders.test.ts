/**
 * A folder swapped for a symlink while a scan runs (after its parent was listed, before its
 * files are read): the walk must not enter it (a link to `..` made it run round the tree
 * for ever) and no read may land outside the scanned tree (a link out of it was read and its
 * skill reported as the tree's). Each test builds the state the race leaves: what was a
 * folder when listed is a link when it is used.
 */
import { mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { realpathSync } from 'node:fs';
import { skill, tmpDir } from '../helpers/cli.js';
import { listFolder } from '../../src/scan/files.js';
import { readSkillFile } from '../../src/scan/read.js';
import { Sidecar } from '../../src/core/sidecar.js';
import type { FileRef } from '../../src/core/engine.js';

const linux = process.platform === 'linux';

/** A tree `t` with skills/a/SKILL.md, and a skill outside it. */
function tree(): { t: string; out: string } {
  const base = realpathSync.native(tmpDir('skillgate-swap-'));
  const t = path.join(base, 't');
  mkdirSync(path.join(t, 'skills/a'), { recursive: true });
  writeFileSync(path.join(t, 'skills/a/SKILL.md'), skill('a'));
  const out = path.join(base, 'outside');
  mkdirSync(out);
  writeFileSync(path.join(out, 'SKILL.md'), skill('outside-secret'));
  return { t, out };
}

(linux ? describe : describe.skip)('a folder swapped for a symlink during a scan', () => {
  test('a file found by the walk is not read once its folder leads out (the open says where it landed)', () => {
    const { t, out } = tree();
    const abs = path.join(t, 'skills/a/SKILL.md');
    expect(readSkillFile(abs, t)).toMatchObject({ ok: true });
    // Swapped: skills/a is now a link out of the tree.
    renameSync(path.join(t, 'skills/a'), path.join(t, 'skills/a-old'));
    symlinkSync(out, path.join(t, 'skills/a'));
    const r = readSkillFile(abs, t);
    expect(r).toMatchObject({ ok: false, code: 'EOUTSIDE' });
    expect(JSON.stringify(r)).not.toContain('outside-secret');
    // Into the tree's .git: refused too.
    mkdirSync(path.join(t, '.git/x'), { recursive: true });
    writeFileSync(path.join(t, '.git/x/SKILL.md'), skill('git'));
    renameSync(path.join(t, 'skills/a'), path.join(t, 'skills/a-link'));
    symlinkSync(path.join(t, '.git/x'), path.join(t, 'skills/a'));
    expect(readSkillFile(abs, t)).toMatchObject({ ok: false });
    // Without a fence (a named path, --follow-symlinks) it is read where it leads.
    expect(readSkillFile(abs)).toMatchObject({ ok: true });
  });

  test('the sidecar leaves such a file to the main thread', () => {
    const { t, out } = tree();
    const files: FileRef[] = [];
    for (let i = 0; i < 130; i++) {
      const dir = path.join(t, `s/${i}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'SKILL.md'), skill(`s${i}`));
      files.push({ abs: path.join(dir, 'SKILL.md'), rel: `s/${i}/SKILL.md`, fence: t });
    }
    // Swapped after the listing: folder 5 now leads out.
    renameSync(path.join(t, 's/5'), path.join(t, 's/5-old'));
    symlinkSync(out, path.join(t, 's/5'));
    const car = Sidecar.for(files, { SKILLGATE_SIDECAR_DEBUG: 'first' });
    const got = files.map((_, i) => car.bytesOf(i));
    car.settle();
    car.stop();
    expect(got[5]).toBeUndefined();
    expect(got.filter((b) => b !== undefined).length).toBeGreaterThan(100);
    for (const [i, b] of got.entries())
      if (b !== undefined) expect(Buffer.from(b).equals(readFileSync(files[i]!.abs))).toBe(true);
  });

  test('a folder or file named like a deleted one ("x (deleted)") is read as any other', () => {
    const { t } = tree();
    const dir = path.join(t, 'notes (deleted)');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'SKILL.md'), skill('b'));
    expect(listFolder(dir, dir)?.map((e) => e.name)).toEqual(['SKILL.md']);
    expect(readSkillFile(path.join(dir, 'SKILL.md'), t)).toMatchObject({ ok: true });
  });

  test('the walk does not enter a folder that is a link now, nor one reached through a link', () => {
    const { t } = tree();
    const dir = path.join(t, 'skills/a');
    expect(listFolder(dir, dir)?.map((e) => e.name)).toEqual(['SKILL.md']);
    // The folder itself is a link now (to `..`: the walk ran round the tree).
    renameSync(dir, path.join(t, 'skills/a-old'));
    symlinkSync('..', dir);
    expect(listFolder(dir, dir)).toBeUndefined();
    // A folder above it is a link now: the path names another folder than the one listed.
    mkdirSync(path.join(t, 'x/y'), { recursive: true });
    mkdirSync(path.join(t, 'elsewhere/y'), { recursive: true });
    const y = path.join(t, 'x/y');
    expect(listFolder(y, y)).toEqual([]);
    renameSync(path.join(t, 'x'), path.join(t, 'x-old'));
    symlinkSync(path.join(t, 'elsewhere'), path.join(t, 'x'));
    expect(() => listFolder(y, y)).toThrow(/replaced by a symlink while the scan read it/);
  });
});
