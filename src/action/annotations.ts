/**
 * Findings as workflow annotations, and repository text in the log without letting it
 * become a workflow command.
 *
 * @actions/core's issueCommand escapes `%`, CR and LF in the message and additionally
 * `:` and `,` in properties (file, title), so a value holding `::error::` or `%0A` stays
 * data. Raw log output (core.info) is not escaped: every line of repository text goes
 * inside a `::stop-commands::<random token>` … `::<token>::` block.
 */
import { randomUUID } from 'node:crypto';
import type { FileResult } from '../core/engine.js';
import type { Drift } from '../lock/types.js';
import { shown } from '../report/text.js';

/** GitHub shows at most this many annotations of each type (error, warning, notice) per step. */
export const ANNOTATION_LIMIT = 10;
/**
 * Annotations issued of each type at most: GitHub shows 10 a step and 50 a job, and every
 * finding is in the log's listing anyway (5,000 broken skills issued 55,000 annotation
 * commands, 36 MB of log).
 */
export const ANNOTATIONS_ISSUED = 50;

export type Level = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: Level;
  /** Path as the repository names it (see toFile), with `/`; none for a file the work tree does not hold. */
  file?: string;
  line: number;
  column: number;
  /** The finding's code (or `drift/<kind>`). */
  title: string;
  message: string;
}

interface Props {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

/** The part of @actions/core used here (tests pass a mock). */
export interface AnnotationCore {
  error(message: string, properties?: Props): void;
  warning(message: string, properties?: Props): void;
  notice(message: string, properties?: Props): void;
  info(message: string): void;
}

export interface AnnotationOptions {
  /** Maps a path relative to the repository root to the one GitHub expects (the repository's, as a pull request's diff names it). */
  toFile: (rel: string) => string;
  /** Where a skill's entry sits in the lockfile (for `removed` drift, whose file is gone). */
  lockEntry?: (id: string) => { file: string; line: number; column: number } | undefined;
}

/** Every finding and drift item as an annotation: errors first, then warnings, each in report order. */
export function annotationsFor(results: FileResult[], drift: Drift[], opts: AnnotationOptions): Annotation[] {
  const errors: Annotation[] = [];
  const warnings: Annotation[] = [];
  for (const r of results) {
    for (const f of r.findings) {
      (f.severity === 'error' ? errors : warnings).push({
        level: f.severity,
        file: opts.toFile(r.path),
        line: Math.max(1, f.line),
        column: Math.max(1, f.column),
        title: f.code,
        message: shown(f.message),
      });
    }
  }
  for (const d of drift) {
    const at = d.kind === 'removed' ? opts.lockEntry?.(d.id) : undefined;
    errors.push({
      level: 'error',
      file: at ? at.file : opts.toFile(d.path),
      line: Math.max(1, at ? at.line : d.line),
      column: Math.max(1, at ? at.column : d.column),
      title: `drift/${d.kind}`,
      message: shown(d.message),
    });
  }
  return [...errors, ...warnings];
}

export interface EmitCounts {
  error: number;
  warning: number;
  notice: number;
}

/**
 * Issues the annotations, the first ANNOTATIONS_ISSUED of each type (GitHub keeps the first
 * ANNOTATION_LIMIT); returns how many there were of each type.
 */
export function emitAnnotations(core: AnnotationCore, list: Annotation[]): EmitCounts {
  const counts: EmitCounts = { error: 0, warning: 0, notice: 0 };
  for (const a of list) {
    if (++counts[a.level] > ANNOTATIONS_ISSUED) continue;
    core[a.level](
      a.message,
      a.file === undefined
        ? { title: a.title }
        : { title: a.title, file: a.file, startLine: a.line, startColumn: a.column },
    );
  }
  return counts;
}

/** Annotation types that went over GitHub's per-step limit, as sentences for the log and summary. */
export function overflowNotes(counts: EmitCounts): string[] {
  const out: string[] = [];
  for (const level of ['error', 'warning', 'notice'] as const) {
    if (counts[level] > ANNOTATION_LIMIT) {
      out.push(
        `GitHub shows only the first ${ANNOTATION_LIMIT} ${level} annotations of a step; all ${counts[level]} are in the log above and the reports (the job summary shows as many as fit in 1 MiB).`,
      );
    }
  }
  return out;
}

/**
 * Prints text that may hold repository content: indented, inside a stop-commands block
 * whose token is random and absent from the text, so no line can act as a command.
 */
export function printRaw(info: (s: string) => void, text: string): void {
  const body = text.replace(/\n+$/, '');
  if (!body) return;
  let token = `skillgate-${randomUUID()}`;
  while (body.includes(token)) token = `skillgate-${randomUUID()}`;
  info(`::stop-commands::${token}`);
  info(
    body
      .split('\n')
      .map(
        (l) =>
          `  ${l.replace(/[\r\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`,
      )
      .join('\n'),
  );
  info(`::${token}::`);
}

export { lockEntryIndex, lockEntryPosition } from '../lock/entry-position.js';
