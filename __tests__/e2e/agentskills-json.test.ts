/** JSON output for the agentskills profile names its own fields, and text omits an absent version. */
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { runCli, tmpDir, writeTree } from '../helpers/cli.js';

const SKILL = `---
name: pdf-tools
description: Fills PDF forms. Use when a PDF form must be completed.
license: Apache-2.0
metadata:
  version: "2.0.0"
  author: team
allowed-tools: Read Bash(git:*)
---
# pdf-tools
`;

describe('agentskills output', () => {
  it('--json carries name, license, compatibility and metadata', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      status: 'ok',
      name: 'pdf-tools',
      version: '2.0.0',
      license: 'Apache-2.0',
      compatibility: null,
      metadata: { version: '2.0.0', author: 'team' },
      allowed_memory_scopes: [],
      allowed_tools: ['Read', 'Bash(git:*)'],
      effective_tools: ['Read', 'Bash(git:*)'],
    });
    expect(j).not.toHaveProperty('sync_class');
    // The seed's shape (SPEC §5): status, id, version, both lists, in that order.
    expect(
      Object.keys(j).filter((k) => ['status', 'id', 'version', 'allowed_memory_scopes', 'allowed_tools'].includes(k)),
    ).toEqual(['status', 'id', 'version', 'allowed_memory_scopes', 'allowed_tools']);
  });

  it('--json of an invalid skill without metadata.version has no version key', () => {
    const bad = tmpDir();
    writeTree(bad, {
      'pdf-tools/SKILL.md': SKILL.replace(/metadata:\n( {2}.*\n)+/, '').replace('name: pdf-tools', 'name: PDF'),
    });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills', '--json'], { cwd: bad });
    expect(r.code).toBe(6);
    const j = JSON.parse(r.stdout);
    expect(j.status).toBe('invalid');
    expect(j).not.toHaveProperty('version');
    // A name that was read keys it, as the ok shape does (id is its NFKC identity).
    writeTree(bad, {
      'pdf-tools/SKILL.md': SKILL.replace(/metadata:\n( {2}.*\n)+/, '').replace(
        'name: pdf-tools',
        'name: pdf-tools\ncompatibility: ""',
      ),
    });
    const named = JSON.parse(
      runCli(['validate', 'pdf-tools', '--profile', 'agentskills', '--json'], { cwd: bad }).stdout,
    );
    expect([named.status, named.name, named.id]).toEqual(['invalid', 'pdf-tools', 'pdf-tools']);
  });

  it('text output leaves out an absent version', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL.replace(/metadata:\n( {2}.*\n)+/, '') });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ pdf-tools — valid');
  });

  it('text output does not double a version that starts with v', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL.replace('"2.0.0"', 'v2') });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills'], { cwd: dir });
    expect(r.stdout).toContain('✓ pdf-tools v2 — valid');
  });

  it('text output does not double a version that starts with a capital V', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL.replace('"2.0.0"', '"V2"') });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ pdf-tools V2 — valid');
  });

  it('DuplicateId names the field `name`, at the name', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL, 'other/pdf-tools/SKILL.md': SKILL });
    const r = runCli(['validate', '.', '--profile', 'agentskills', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const files = JSON.parse(r.stdout).files as {
      path: string;
      errors: { field: string; code: string; message: string; line: number; column: number }[];
    }[];
    expect(files.find((f) => f.path === 'pdf-tools/SKILL.md')!.errors).toEqual([
      expect.objectContaining({
        field: 'name',
        code: 'DuplicateId',
        message: 'name "pdf-tools" is also declared by other/pdf-tools/SKILL.md: skill names must be unique',
        line: 2,
        column: 7,
      }),
    ]);
  });
});

describe('hints', () => {
  it('a plain value holding ": " says to quote it', () => {
    const dir = tmpDir();
    writeTree(dir, {
      'yp/SKILL.md':
        '---\nid: yp\nversion: 1.0.0\ndescription: Does this: and that. Use when x.\nallowed_memory_scopes: []\nallowed_tools: []\n---\n',
    });
    const r = runCli(['validate', 'yp'], { cwd: dir });
    expect(r.stdout).toContain('yp/SKILL.md:4:14: error YamlParse ');
    // The hint quotes the line's own key and value.
    expect(r.stdout).toContain(
      '(a plain value cannot hold ": "; quote it: description: "Does this: and that. Use when x.")',
    );
  });

  it('the summary counts unreadable files, the reason for exit 1', () => {
    const dir = tmpDir();
    writeTree(dir, { 'ok/SKILL.md': SKILL.replace('pdf-tools', 'ok'), 'gone/x': '' });
    symlinkSync('nowhere', path.join(dir, 'gone/SKILL.md'));
    const r = runCli(['validate', '.', '--profile', 'agentskills'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✖ skillgate: 2 files checked, 1 ok, 1 invalid, 1 error, 0 warnings, 1 unreadable \(/,
    );
  });
});
