// Jest globalTeardown: removes the run's temporary folder (see tmp-root-setup.mjs), after
// giving back the permissions tests take away (folders of mode 000 and the like).
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

function writable(dir) {
  try {
    chmodSync(dir, 0o700);
  } catch {
    return;
  }
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const p = path.join(dir, name);
    try {
      if (lstatSync(p).isDirectory()) writable(p);
    } catch {
      // gone already
    }
  }
}

export default function teardown() {
  const root = process.env.SKILLGATE_TEST_TMP_ROOT;
  if (!root || process.env.SKILLGATE_KEEP_TEST_TMP) return;
  writable(root);
  try {
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A path past PATH_MAX (a test of deep folders that failed before removing its own) is too
    // long for node's unlink; rm walks it folder by folder.
    spawnSync('rm', ['-rf', root]);
  }
}
