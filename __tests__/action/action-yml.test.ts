/** action.yml declares what the code reads and writes, and the README documents all of it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readInputs } from '../../src/action/inputs.js';

const ROOT = process.cwd();
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};
const docs = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

const INPUTS = [
  'paths',
  'changed-only',
  'config',
  'profile',
  'broker-version',
  'trust',
  'trusted-keys',
  'lockfile',
  'fail-on',
  'report-path',
  'sarif-path',
  'working-directory',
  'github-token',
];
const OUTPUTS = ['status', 'files-checked', 'errors', 'warnings', 'drift', 'report-path', 'sarif-path'];

describe('action.yml', () => {
  it('runs dist/index.js on node24, with a name, description and branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.name).toBe('skillgate');
    expect(action.description.length).toBeGreaterThan(20);
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toBeTruthy();
  });

  it('declares every input, each optional with a default (so no input is ever read empty by the runner)', () => {
    expect(Object.keys(action.inputs)).toEqual(INPUTS);
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect([name, typeof spec.default]).toEqual([name, 'string']);
      expect(spec.required ?? false).toBe(false);
      expect(spec.description.length).toBeGreaterThan(10);
    }
    expect(action.inputs.paths.default).toBe('**/SKILL.md');
    expect(action.inputs['changed-only'].default).toBe('true');
    expect(action.inputs['fail-on'].default).toBe('error');
    expect(action.inputs['report-path'].default).toBe('skillgate-report.json');
    expect(action.inputs['sarif-path'].default).toBe('');
    expect(action.inputs['github-token'].default).toBe('${{ github.token }}');
  });

  it('its defaults read the same as empty inputs', () => {
    const read: string[] = [];
    const fromDefaults = readInputs((n) => {
      read.push(n);
      return n === 'github-token' ? '' : (action.inputs[n]?.default ?? '');
    });
    expect(fromDefaults).toEqual(readInputs(() => ''));
    // The code reads nothing action.yml does not declare.
    expect([...new Set(read)].sort()).toEqual([...INPUTS].sort());
  });

  it('declares every output', () => {
    expect(Object.keys(action.outputs)).toEqual(OUTPUTS);
  });

  it('the README documents every input and output, and a copy-paste pull_request workflow', () => {
    for (const name of [...INPUTS, ...OUTPUTS]) expect(docs).toContain(`| \`${name}\` |`);
    expect(docs).toMatch(/on:\n {2}pull_request:\n\npermissions:\n {2}contents: read\n/);
    expect(docs).toContain('uses: actions/checkout@v4');
    expect(docs).toContain('github/codeql-action/upload-sarif');
    // Every YAML block in the page parses.
    for (const block of docs.matchAll(/```yaml\n([\s\S]*?)```/g)) expect(() => parse(block[1])).not.toThrow();
  });
});
