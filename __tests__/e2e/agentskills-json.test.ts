/** JSON output for the agentskills profile names its own fields, and text omits an absent version. */
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
      allowed_tools: ['Read', 'Bash(git:*)'],
      effective_tools: ['Read', 'Bash(git:*)'],
    });
    expect(j).not.toHaveProperty('sync_class');
  });

  it('text output leaves out an absent version', () => {
    const dir = tmpDir();
    writeTree(dir, { 'pdf-tools/SKILL.md': SKILL.replace(/metadata:\n( {2}.*\n)+/, '') });
    const r = runCli(['validate', 'pdf-tools', '--profile', 'agentskills'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ pdf-tools — valid');
  });
});
