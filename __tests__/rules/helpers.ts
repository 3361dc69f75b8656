/** In-process checks of one SKILL.md text, as the engine runs them for a file at skills/<dir>/SKILL.md. */
import { checkBytes, makeContext, type FileResult } from '../../src/core/engine.js';
import { defaultSettings, type Settings } from '../../src/core/config-types.js';
import type { Finding } from '../../src/core/diagnostic.js';

export function settingsWith(over: Partial<Settings> = {}): Settings {
  return { ...defaultSettings(process.cwd(), false), ...over };
}

export function checkText(
  text: string | Buffer,
  opts: { dir?: string; settings?: Partial<Settings> } = {},
): FileResult {
  const rel = `skills/${opts.dir ?? 'demo'}/SKILL.md`;
  const settings = settingsWith(opts.settings);
  return checkBytes(typeof text === 'string' ? Buffer.from(text) : text, { abs: rel, rel }, makeContext(settings));
}

/** The findings as compact tuples, for exact expectations. */
export function brief(r: FileResult): [string, string, number, number][] {
  return r.findings.map((f: Finding) => [f.code, f.severity, f.line, f.column]);
}

export function codes(r: FileResult): string[] {
  return r.findings.map((f) => f.code);
}
