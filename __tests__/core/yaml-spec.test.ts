/**
 * Values where the `yaml` library departs from YAML 1.2.2 (src/core/yaml-spec.ts): the lock
 * hash and the signed message must be what any conforming implementation computes. The
 * expected values are YAML 1.2.2's (§7.3.1 [112], §8.1.1.1 [171]); libyaml and PyYAML agree.
 */
import { parseDocument } from 'yaml';
import { parseSkill, toValue } from '../../src/core/document.js';
import { doubleQuotedValue } from '../../src/core/yaml-spec.js';
import { frontmatterHash } from '../../src/signature/message.js';

function valueOf(yaml: string): unknown {
  const r = parseSkill(new TextEncoder().encode(`---\n${yaml}---\nbody\n`));
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  return toValue(r.doc.root);
}

describe('double-quoted scalars with an escaped line break', () => {
  // Followed by an empty line, YAML 1.2.2 reads a line feed where js-yaml (gray-matter,
  // front-matter) joins the lines: refused (document.ts, loaderDifferential), so no value
  // reads one way here and another to an agent's loader.
  it.each([
    'x: "a\\\n\n  b"\n',
    'x: "a\\\n\n\n  b"\n',
    'x: "a \\\n  \n  b"\n',
    'x: "a\\\r\n\r\n  b"\r\n',
    'x: "p\n\n  q \\\n\n  r"\n',
    'l:\n  - "a\\\n\n    b"\n',
    'x: ["a\\\n\n  b"]\n',
    'x: "a\\\\\\\n\n  b"\n',
  ])('%j followed by an empty line is YamlParse', (yaml) => {
    const r = parseSkill(new TextEncoder().encode(`---\n${yaml}---\nbody\n`));
    expect(r.ok ? [] : r.findings.map((f) => [f.code, f.message.slice(0, 40)])).toEqual([
      ['YamlParse', 'an escaped line break (`\\` at the end of'],
    ]);
  });

  it.each([
    // Read alike by both: no empty line after the escaped break, or no escaped break at all.
    ['x: "a\\\n  b"\n', 'ab'],
    ['x: "a \\\n  b"\n', 'a b'],
    ['x: "a\\\\\n  b"\n', 'a\\ b'],
    // An escaped backslash, then a plain line break folded: no escaped break.
    ['x: "a\\\\\n\n  b"\n', 'a\\\nb'],
  ])('%j', (yaml, expected) => {
    const v = valueOf(yaml) as Record<string, unknown>;
    expect(v.x ?? v.l).toEqual(expected);
  });

  it('reads every other double-quoted scalar as the library does', () => {
    // Generated sources of escapes, spaces, tabs and line breaks: same value both ways.
    const parts = ['a', ' ', '\t', '\n', '\n\n', '\n  ', '\\n', '\\t', '\\ ', '\\\\', '\\"', '\\x41', '\\u00e9', 'é'];
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    for (let k = 0; k < 3000; k++) {
      let body = '';
      for (let j = 0, n = 1 + rnd(8); j < n; j++) body += parts[rnd(parts.length)];
      const src = `"${body}"`;
      const doc = parseDocument(`x: ${src.replace(/\n/g, '\n  ')}\n`, { version: '1.2' });
      if (doc.errors.length) continue;
      const lib = (doc.toJS() as { x: string }).x;
      expect([src, doubleQuotedValue(src.replace(/\n/g, '\n  '))]).toEqual([src, lib]);
    }
  });
});

describe('block scalars with an indentation indicator and trailing lines of spaces', () => {
  it.each([
    ['x: |1\n  C\n  \n', ' C\n \n'],
    ['x: |1-\n  C\n  \n', ' C\n '],
    ['x: >1\n  C\n  \n', ' C\n \n'],
    ['x: |1\r\n  C\r\n  \r\n', ' C\n \n'],
    ['x: >1\n  a\n  b\n   \n', ' a\n b\n  \n'],
    ['x: |1\n  C\n  \n   \n \n', ' C\n \n  \n'],
    ['m:\n  x: |2\n     C\n     \n', { x: ' C\n \n' }],
    ['l:\n  - |1\n     C\n     \n', ['  C\n  \n']],
    // Only lines of spaces (the library's shortcut for empty contents read them as nothing).
    ['x: |2\n     \n', '   \n'],
    ['x: |2+\n     \n\n', '   \n\n'],
    ['x:\r\n  - >1-\r\n     \r\n', ['  ']],
    ['x: |1\n   \n', '  \n'],
    ['x: >2\n     \n', '   \n'],
    ['x: |2-\n     \n', '   '],
    ['x: |1\n\n   \n', '\n  \n'],
    ['x: |1+\n   \n', '  \n'],
    ['m:\n  note: |1\n     \n', { note: '  \n' }],
    ['x: >1\n\n   \n\n   \n', '\n  \n\n  \n'],
    ['x: |1+\n\n   \n\n', '\n  \n\n'],
    // Unchanged: keep chomping, no indicator, or trailing lines no deeper than the indentation.
    ['x: |1+\n  C\n  \n', ' C\n \n'],
    ['x: |\n  C\n   \n', 'C\n \n'],
    ['x: |2\n  C\n  \n', 'C\n'],
    ['x: |1\n  C\n\n', ' C\n'],
  ])('%j', (yaml, expected) => {
    const v = valueOf(yaml) as Record<string, unknown>;
    expect(v.x ?? v.m ?? v.l).toEqual(expected);
  });
});

describe('lock hashes of such skills', () => {
  // Computed by an independent implementation (Python: its own YAML 1.2 core schema over
  // ruamel.yaml's events, RFC 8785, SHA-256).
  const skill = (extra: string) =>
    `---\nid: x\nversion: 1.0.0\ndescription: Use when testing.\nallowed_memory_scopes: []\nallowed_tools: []\n${extra}---\n`;
  it.each([['id: ind', 'x-a: |1\n  C\n  \n', 'sha256-sd0Fu1CaJd5M9CUhNPF6Z6+RKdS1cDalLTWpXitCXCU=']])(
    '%s',
    (id, extra, hash) => {
      const r = parseSkill(new TextEncoder().encode(skill(extra).replace('id: x', id)));
      if (!r.ok) throw new Error(JSON.stringify(r.findings));
      expect(frontmatterHash(r.doc.root)).toBe(hash);
    },
  );
});
