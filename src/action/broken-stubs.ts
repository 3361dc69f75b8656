/**
 * Deprecated stubs (ADR-028) a change breaks without touching them: the change deletes the
 * skill a stub's `x-deprecated-by` names, or gives it another id. With `changed-only` (and
 * `validate --changed-since`) only the changed files' findings are reported, so the stub's
 * `deprecated-by` error would be dropped and a green pull request would leave the default
 * branch red.
 */
import { outcomeOf } from '../core/diagnostic.js';
import { parseSkill } from '../core/document.js';
import type { FileResult } from '../core/engine.js';
import type { Settings } from '../core/config-types.js';
import { readAtBase, shortSha, type BaseReader } from './baseline.js';

/**
 * The unchanged results (`others`) whose `x-deprecated-by` names an id the tree no longer
 * holds but a file the change deletes, renames or edits declared at the base commit. Each
 * is returned as a copy holding only that `deprecated-by` finding, which says where the id
 * was. Nothing when no such stub exists (the base commit is read only then). When a file the
 * change touched cannot be read at the base, a stub whose id no readable file declared is
 * returned too, its finding saying the change may take the id away: the check cannot tell,
 * and a stub the change breaks must not pass unsaid.
 */
export async function stubsBrokenByChange(
  others: readonly FileResult[],
  touched: readonly string[],
  reader: BaseReader | undefined,
  settings: Pick<Settings, 'profile'>,
  /** Where the change starts, as messages name it (default: the base commit and its sha). */
  at = `the base commit ${shortSha(reader ?? { sha: '' })}`,
): Promise<FileResult[]> {
  if (!reader?.sha) return [];
  const missing = new Map<string, FileResult[]>();
  for (const r of others) {
    const target = r.data?.x_extensions['x-deprecated-by'];
    // The tree rule's "no skill with that id": a string, not the stub's own id.
    if (typeof target !== 'string' || !target || target === r.data?.id) continue;
    if (!r.findings.some((f) => f.code === 'deprecated-by')) continue;
    const list = missing.get(target);
    if (list) list.push(r);
    else missing.set(target, [r]);
  }
  if (!missing.size) return [];
  const field = settings.profile === 'agentskills' ? 'name' : 'id';
  const declaredAt = new Map<string, string>();
  // Every touched file at the base in one git process, links followed (a SKILL.md symlink
  // declares its target's id); the API, or a file git could not name, one by one.
  const batch = reader.git?.blobs(reader.sha, touched);
  // A file is parsed only when its text holds one of the ids (a stub broken before the
  // change keeps `missing` from filling up, and every touched file would be parsed).
  const ids = missing.size <= 64 ? [...missing.keys()] : undefined;
  const unreadable: string[] = [];
  for (const rel of touched) {
    if (declaredAt.size === missing.size) break;
    const blob = batch?.get(rel) ?? (await readAtBase(reader, rel));
    if (blob === undefined) unreadable.push(rel);
    if (blob?.state !== 'present') continue;
    // (An escape could spell an id another way: such a text is always parsed.)
    if (ids && !blob.text.includes('\\') && !ids.some((id) => blob.text.includes(id))) continue;
    const id = declaredId(blob.text, field, settings.profile === 'agentskills');
    if (id !== undefined && missing.has(id) && !declaredAt.has(id)) declaredAt.set(id, rel);
  }
  const broken: FileResult[] = [];
  // Each stub with its deprecated-by finding alone, saying what the change did to the id.
  const blame = (stubs: FileResult[], why: string) => {
    for (const r of stubs) {
      const findings = r.findings
        .filter((f) => f.code === 'deprecated-by')
        .map((f) => ({ ...f, message: `${f.message} (${why})` }));
      broken.push({ ...r, findings, outcome: outcomeOf(findings) });
    }
  };
  for (const [id, rel] of declaredAt) blame(missing.get(id)!, `this change takes it away: ${rel} declared it at ${at}`);
  if (unreadable.length) {
    const which = `${unreadable[0]}${unreadable.length > 1 ? ` and ${unreadable.length - 1} more` : ''}`;
    for (const [id, stubs] of missing)
      if (!declaredAt.has(id))
        blame(stubs, `this change may take it away: ${which}, which it touches, could not be read at ${at}`);
  }
  return broken;
}

/** The id (`name` under agentskills) a SKILL.md's text declares, when it parses to one. */
function declaredId(text: string, field: string, allowBom: boolean): string | undefined {
  const parsed = parseSkill(Buffer.from(text), { allowBom });
  if (!parsed.ok) return undefined;
  const value = parsed.doc.root.entries.find((e) => e.key.value === field)?.value;
  return value?.kind === 'scalar' && typeof value.value === 'string' ? value.value : undefined;
}
