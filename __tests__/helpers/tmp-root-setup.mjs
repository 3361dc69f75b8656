// Jest globalSetup: every temporary file of a test run lives under one folder of its own,
// which the teardown removes. The tests make thousands of repositories (and files of tens of
// megabytes); left in the system's temporary folder they fill a disk within a few runs.
// Jest's workers, and every process a test starts, inherit TMPDIR, so os.tmpdir() and
// mktemp(1) in any of them lead here.
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'skillgate-tests-'));
  // Like /tmp: some tests run the CLI as another user, who writes temporary files too.
  chmodSync(root, 0o1777);
  process.env.SKILLGATE_TEST_TMP_ROOT = root;
  process.env.TMPDIR = root;
}
