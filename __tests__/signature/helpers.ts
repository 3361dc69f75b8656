import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { findFences } from '../../src/core/fences.js';

/** fixtures/vectors, relative to the repo root (jest's working directory). */
export const VECTORS = join(process.cwd(), 'fixtures', 'vectors');

export interface Vector {
  bundle: string;
  note: string;
  expect: { local: string; registry: string };
  canonical_frontmatter: string;
  frontmatter_sha256: string;
  body_sha256: string;
  message_hex: string;
}

export const vectors: Vector[] = JSON.parse(readFileSync(join(VECTORS, 'vectors.json'), 'utf8'));
export const keys: Record<string, { secret_seed_hex: string; public_key_hex: string }> = JSON.parse(
  readFileSync(join(VECTORS, 'keys.json'), 'utf8'),
);

export function readBundle(bundle: string): string {
  return readFileSync(join(VECTORS, bundle, 'SKILL.md'), 'utf8');
}

export interface Parsed {
  text: string;
  fm: Record<string, unknown>;
  body: string;
  signature: { algo: string; public_key_hex: string; signature_hex: string };
}

export function parseBundleText(text: string): Parsed {
  const f = findFences(text);
  if (!f) throw new Error('no fences');
  const doc = parseDocument(text.slice(f.yamlStart, f.yamlEnd), { version: '1.2' });
  if (doc.errors.length) throw doc.errors[0];
  const fm = doc.toJS() as Record<string, unknown>;
  return {
    text,
    fm,
    body: text.slice(f.bodyStart),
    signature: fm.signature as Parsed['signature'],
  };
}

export function parseBundle(bundle: string): Parsed {
  return parseBundleText(readBundle(bundle));
}

export const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
