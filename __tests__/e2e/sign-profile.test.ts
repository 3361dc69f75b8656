/** `sign --profile agentskills`: signing follows the profile the skill is written for. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli, tmpDir, writeTree } from '../helpers/cli.js';

const SKILL = `---
name: demo
description: Does demo things. Use when a demo is needed.
allowed-tools: Read Grep
---

# demo
`;

describe('sign --profile agentskills', () => {
  it('signs an agentskills SKILL.md that v1 would refuse, and it verifies under registry trust', () => {
    const dir = tmpDir();
    writeTree(dir, { 'demo/SKILL.md': SKILL });
    const key = runCli(['keygen', '--out', 'k.key'], { cwd: dir });
    expect(key.code).toBe(0);
    const pub = /public key: ([0-9a-f]{64})/.exec(key.stdout)![1];
    writeFileSync(path.join(dir, 'keys'), `demo ed25519 ${pub}\n`);

    const refused = runCli(['sign', 'demo', '--key', 'k.key'], { cwd: dir });
    expect(refused.code).toBe(6);
    expect(readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8')).toBe(SKILL);

    const signed = runCli(['sign', 'demo', '--key', 'k.key', '--profile', 'agentskills'], { cwd: dir });
    expect(signed.stderr).toBe('');
    expect(signed.code).toBe(0);
    // Keyed by its name, and said so.
    expect(signed.stdout).toBe(`signed demo/SKILL.md (name demo, key ${pub})\n`);
    const v = runCli(
      ['validate', 'demo', '--profile', 'agentskills', '--trust', 'registry', '--trusted-keys', 'keys'],
      {
        cwd: dir,
      },
    );
    expect(v.code).toBe(0);
  });
});
