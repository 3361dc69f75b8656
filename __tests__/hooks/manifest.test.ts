/**
 * Static checks of what pre-commit reads from this repository: .pre-commit-hooks.yaml and
 * the parts of package.json that `npm install` + `npm pack` (pre-commit's node install) use.
 * The end-to-end proof is pre-commit.test.ts; these fail fast with a readable reason.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO } from './helpers.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  files?: string;
  pass_filenames?: boolean;
  minimum_pre_commit_version?: string;
  [k: string]: unknown;
}

const hooks = parse(readFileSync(path.join(REPO, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  bin?: Record<string, string>;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
};
const byId = (id: string) => hooks.find((h) => h.id === id)!;

describe('.pre-commit-hooks.yaml', () => {
  test('declares exactly the skillgate, skillgate-lock, skillgate-policy and skillgate-merge hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['skillgate', 'skillgate-lock', 'skillgate-policy', 'skillgate-merge']);
    for (const h of hooks) {
      expect(h.language).toBe('node');
      expect(h.minimum_pre_commit_version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(typeof h.name).toBe('string');
      expect(typeof h.description).toBe('string');
    }
  });

  test('skillgate validates the SKILL.md files it is given', () => {
    const h = byId('skillgate');
    expect(h.entry).toBe('skillgate validate --staged');
    expect(h.files).toBe('(^|/)SKILL\\.md$');
    expect(h.require_serial).toBe(true);
    expect(h.types_or).toEqual(['file', 'symlink']);
    expect(h.types).toEqual([]);
    expect(h.pass_filenames).toBeUndefined();
    // pre-commit uses Python's re.search; this pattern means the same in JS.
    const re = new RegExp(h.files!);
    for (const p of ['SKILL.md', 'skills/a/SKILL.md', 'a b/ü/SKILL.md']) expect(re.test(p)).toBe(true);
    for (const p of ['skill.md', 'skills/a/XSKILL.md', 'SKILL.md.bak', 'SKILL.mdx', 'skills/a/SKILLxmd'])
      expect(re.test(p)).toBe(false);
  });

  test('skillgate-lock runs lock --check once, on a SKILL.md, lockfile, config or keyring change', () => {
    const h = byId('skillgate-lock');
    expect(h.entry).toBe('skillgate lock --check --staged');
    expect(h.pass_filenames).toBe(false);
    const re = new RegExp(h.files!);
    for (const p of ['skillgate.lock', 'skills/a/SKILL.md', 'SKILL.md', '.skillgate.yml', '.skillgate/trusted-keys'])
      expect(re.test(p)).toBe(true);
    for (const p of [
      'skillgate.lock.bak',
      'README.md',
      'xskillgate.lock',
      'sub/.skillgate.yml',
      '.skillgate.yml.bak',
      '.skillgate/trusted-keys.old',
    ])
      expect(re.test(p)).toBe(false);
  });

  test('skillgate-merge runs on every commit, and skillgate checks only one that finishes a merge', () => {
    const h = byId('skillgate-merge');
    expect(h.entry).toBe('skillgate validate --staged --if-merging');
    expect(h.always_run).toBe(true);
    expect(h.pass_filenames).toBe(false);
    expect(h.files).toBeUndefined();
  });

  test('skillgate-policy scans the repository once, on a config or keyring change only', () => {
    const h = byId('skillgate-policy');
    expect(h.entry).toBe('skillgate validate --staged');
    expect(h.pass_filenames).toBe(false);
    expect(h.types_or).toEqual(['file', 'symlink']);
    const re = new RegExp(h.files!);
    for (const p of ['.skillgate.yml', '.skillgate/trusted-keys']) expect(re.test(p)).toBe(true);
    for (const p of [
      'skills/a/SKILL.md',
      'skillgate.lock',
      'sub/.skillgate.yml',
      '.skillgate.yml.bak',
      'x.skillgate.yml',
    ])
      expect(re.test(p)).toBe(false);
  });
});

describe('package.json as pre-commit installs it', () => {
  test('the skillgate bin is the committed, self-contained bundle', () => {
    expect(pkg.bin?.skillgate).toBe('dist/index.js');
    expect(pkg.files).toEqual(expect.arrayContaining(['dist/']));
    // pre-commit runs `npm install -g <packed tarball>`: runtime dependencies would be fetched.
    expect(Object.keys(pkg.dependencies ?? {})).toEqual([]);
    expect(readFileSync(path.join(REPO, 'dist', 'index.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(path.join(REPO, 'dist', 'index.js')).isFile()).toBe(true);
  });

  test("dist/licenses.txt carries the notice of every package the bundle holds (the checker's own ones too)", () => {
    const text = readFileSync(path.join(REPO, 'dist/licenses.txt'), 'utf8');
    const named = new Set(text.split('\n\n').map((block) => block.split('\n')[0]));
    for (const pkg of ['@noble/ed25519', 'yaml', 'picomatch', '@actions/core', '@opentelemetry/api'])
      expect([pkg, named.has(pkg)]).toEqual([pkg, true]);
    expect(text).toContain('Copyright (c) 2019 Paul Miller');
  });

  test("the README's SKIP= advice names every hook this file declares", () => {
    // pre-commit's SKIP takes hook ids: a list missing one leaves that hook running (and
    // blocking the commit) for a user who asked to skip them all.
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const all = [...readme.matchAll(/`SKIP=([a-z,-]+)`/g)].find((m) => m[1].includes(','));
    expect(all).toBeDefined();
    expect(all![1].split(',').sort()).toEqual(hooks.map((h) => h.id).sort());
  });

  test("the README's husky install line pins the lint-staged major the example does (17 needs node 22)", () => {
    // An unpinned `npm install lint-staged` takes 17, whose engines ask for node 22: on node
    // 20, skillgate's floor, the README's own line installed a hook runner it cannot run.
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const line = /^npm install --save-dev husky (\S+)/m.exec(readme);
    const example = JSON.parse(
      readFileSync(path.join(REPO, 'examples/hooks/husky-lint-staged/package.json'), 'utf8'),
    ) as { devDependencies: Record<string, string> };
    const major = /^\^(\d+)\./.exec(example.devDependencies['lint-staged'])?.[1];
    expect(major).toBe('16');
    expect(line?.[1]).toBe(`lint-staged@${major}`);
  });

  test('the README tells how to pass --version through `npx --no` (npm reads a flag of its own there)', () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('`npx --no -- skillgate --version`');
  });

  test('no lifecycle script runs during `npm pack`', () => {
    // pre-commit takes the tarball name from the whole stdout of `npm pack`; npm prints a
    // "> skillgate@x prepare" banner there for every prepack/prepare/postpack script, so
    // any of them (even a silent one, like `husky`) breaks every pre-commit user's install.
    const packScripts = Object.keys(pkg.scripts ?? {}).filter((s) => ['prepack', 'prepare', 'postpack'].includes(s));
    expect(packScripts).toEqual([]);
  });
});
