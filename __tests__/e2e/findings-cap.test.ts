/**
 * A frontmatter with a YAML error on every line, through the bundle: the first 10,000 and one
 * that says more follow, instead of a report of hundreds of thousands of lines (15 s and
 * 1.3 GB of memory for one hostile file of 1 MiB).
 */
import { describe, expect, it } from '@jest/globals';
import { runCli, tmpDir, writeTree } from '../helpers/cli.js';

const HEAD = 'id: a-b\nversion: 1.0.0\ndescription: Does x. Use when y.\nallowed_memory_scopes: []\n';

interface JsonFinding {
  code: string;
  message: string;
  line: number;
  column: number;
  severity: string;
}

describe('capped YAML findings (bundle)', () => {
  it('100,000 lines that are not keys: 10,000 YAML findings and one that says more follow', () => {
    const dir = tmpDir();
    writeTree(dir, { 'bad/SKILL.md': `---\n${HEAD}allowed_tools: []\n${'a\n'.repeat(100_000)}---\nbody\n` });
    const r = runCli(['validate', 'bad', '--json'], { cwd: dir });
    expect(r.code).toBe(6);
    const out = JSON.parse(r.stdout) as { outcome: string; errors: JsonFinding[] };
    expect(out.outcome).toBe('parse_err');
    expect(out.errors).toHaveLength(10_001);
    expect(out.errors.slice(0, 10_000).map((f) => [f.code, f.line, f.column])).toEqual(
      Array.from({ length: 10_000 }, (_, k) => ['YamlParse', 7 + k, 1]),
    );
    expect(out.errors[10_000]).toMatchObject({ code: 'YamlParse', line: 10_007, column: 1 });
    expect(out.errors[10_000]!.message).toMatch(/^more YAML errors follow from here; only the first 10000 are listed/);
  });
});
