/**
 * DuplicateId for named paths (`validate PATH…`, the pre-commit hook): the repository's
 * other skills that declare an id a named skill declares (SPEC §4: duplicate ids in the tree).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../core/config-types.js';
import { UsageError } from '../core/diagnostic.js';
import { safe } from '../report/text.js';
import { MAX_FILE_BYTES, parseSkill } from '../core/document.js';
import type { FileRef, FileResult } from '../core/engine.js';
import { findFences } from '../core/fences.js';
import { nameProblem } from '../rules/agentskills.js';
import { V1_ID } from '../rules/v1.js';
import { readSkillFile } from './read.js';
import {
  editedBehindFlags,
  listedFrom,
  realOr,
  relInside,
  scanRepository,
  skillsAsCommitted,
  skillsFromIndex,
  spawnGit,
  type Collected,
} from './files.js';

/** Characters next to which a whole scalar cannot end: an id there is part of a longer one. */
const WORDISH = /[A-Za-z0-9_.\-\x80-\xff]/;

export interface Needle {
  token: string;
  /**
   * How far the search moves past an occurrence that does not stand alone. An id is wordish
   * through and through, so an occurrence that starts inside another (its character before
   * is then the id's own) cannot stand alone either: the search goes on past its end.
   * Searching again from the next character was quadratic (7 s for two files under 1 MiB: a
   * long id, a long run of its letter).
   */
  step: number;
}

export function needle(id: string): Needle {
  const token = Buffer.from(id, 'utf8').toString('latin1');
  return { token, step: WORDISH_RUN.test(token) ? token.length : 1 };
}

/** A token of wordish characters only (every v1 id, every agentskills name). */
const WORDISH_RUN = /^[A-Za-z0-9_.\-\x80-\xff]+$/;
/** The maximal runs of wordish characters of a text. */
const WORDISH_RUNS = /[A-Za-z0-9_.\-\x80-\xff]+/g;

/**
 * A test of whether a frontmatter holds any of `needles` as a whole token (holdsToken). Past a
 * few ids (a hook naming 10,000 files), the wordish ones are looked up by the text's runs
 * of wordish characters, one pass a text: a token standing alone is such a run, whole. One
 * search a needle a file took 1.5 s for 10,000 named files.
 */
export function holdsAnyOf(needles: Needle[]): (text: string) => boolean {
  if (needles.length <= 4) return (text) => needles.some((n) => holdsToken(text, n));
  const runs = new Set(needles.filter((n) => WORDISH_RUN.test(n.token)).map((n) => n.token));
  const others = needles.filter((n) => !runs.has(n.token));
  return (text) => {
    WORDISH_RUNS.lastIndex = 0;
    for (let m = WORDISH_RUNS.exec(text); m; m = WORDISH_RUNS.exec(text)) if (runs.has(m[0])) return true;
    return others.some((n) => holdsToken(text, n));
  };
}

/**
 * True when `token` occurs in `text` with no letter, digit, `_`, `.`, `-` or non-ASCII byte
 * right before or after it: the only way a scalar can equal it (a scalar's neighbours are
 * YAML's own: spaces, quotes, line ends, `[]{},:#`). `memory` in `allowed_memory_scopes` is
 * not one.
 */
export function holdsToken(text: string, { token, step }: Needle): boolean {
  for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + step)) {
    const before = at > 0 ? text[at - 1]! : ' ';
    const after = at + token.length < text.length ? text[at + token.length]! : ' ';
    if (!WORDISH.test(before) && !WORDISH.test(after)) return true;
  }
  return false;
}

/**
 * A SKILL.md's frontmatter as latin1 text (bytes one for one, so the fences and ASCII ids
 * read as they are), up to its closing fence; undefined when it has none (an optional BOM
 * before line 1): such a file declares no id.
 */
function frontmatterOf(text: string): string | undefined {
  const start = text.startsWith('\xef\xbb\xbf') ? 3 : 0;
  const fences = findFences(text.slice(start));
  return fences ? text.slice(0, start + fences.yamlEnd) : undefined;
}

/**
 * The skills of the repository that declare an id one of `checked` (inside the repository)
 * declares: only their path and id are filled in (checkTree names the other copies by
 * path). By default what a commit and CI's checkout hold (validate --staged, the hooks): the
 * tracked files (an untracked copy is part of neither), and those a sparse checkout leaves
 * out, read from the index; with `worktree`, the tree a repository scan reads. Cheap: a file's
 * frontmatter that holds none of the ids as a whole token, nor a backslash that could spell
 * one in an escape, cannot declare it; the others are parsed only (no rules, no signatures).
 * One file under several names (.gemini/skills/x -> skills/x) is one skill. Best effort:
 * when git cannot list the files, named paths are a tree of their own, as outside git.
 */
export function skillsSharingIds(
  settings: Settings,
  checked: readonly FileResult[],
  /**
   * `worktree` (scaffold, and validate PATH without --staged): the skills as a repository
   * scan reads them — the work tree, untracked ones included, a tracked file edited there as
   * edited and one deleted there as gone — instead of what a commit would hold.
   * `mustReadAll` (scaffold): a SKILL.md that cannot be read is an error (its id might be the
   * one asked about); else it is left to the check.
   * `lookFor`: the ids to look for instead of `checked`'s; `all`, every skill that declares
   * one (validate --staged: the targets of deprecated stubs, in what the commit holds).
   */
  opts: { worktree?: boolean; mustReadAll?: boolean; lookFor?: 'all' } = {},
): FileResult[] {
  const ids =
    opts.lookFor === 'all'
      ? undefined
      : new Set(
          checked
            .filter((r) => relInside(settings.root, path.resolve(settings.root, r.path)) !== undefined)
            .map((r) => r.data?.id)
            .filter((x): x is string => !!x),
        );
  if (ids && !ids.size) return [];
  let scan: Collected;
  try {
    scan = scanRepository(settings, { deferUntracked: !opts.worktree });
  } catch (e) {
    // scaffold: git cannot list the files (not installed, a repository of another owner): the
    // id cannot be checked, so the starter is not written (it wrote a DuplicateId unchecked).
    if (opts.mustReadAll) throw e;
    return [];
  }
  const holdsAny = ids ? holdsAnyOf([...ids].map(needle)) : () => true;
  const named = new Set(checked.map((r) => r.path));
  let namedReal: Set<string> | undefined;
  const key = settings.profile === 'agentskills' ? 'name' : 'id';
  const found: FileResult[] = [];
  // `readAt`: the file read, resolved: the work tree's realpath, or for a file read from the
  // index, its path there (a link followed through the index, never again through the work
  // tree's links, which may lead elsewhere, to the named skill itself).
  const consider = (rel: string, readAt: string, bytes: Buffer): void => {
    const fm = frontmatterOf(bytes.toString('latin1'));
    if (fm === undefined || (!fm.includes('\\') && !holdsAny(fm))) return;
    namedReal ??= new Set(checked.map((r) => realOr(path.resolve(settings.root, r.path))));
    if (namedReal.has(readAt)) return;
    const parsed = parseSkill(bytes, { allowBom: settings.profile === 'agentskills' });
    if (!parsed.ok) return;
    const value = parsed.doc.root.entries.find((e) => e.key.value === key)?.value;
    if (value?.kind !== 'scalar' || typeof value.value !== 'string' || !value.value) return;
    if (ids && !ids.has(value.value)) return;
    // Every id: the valid ones only, as the check gives a skill its id (a stub naming an
    // invalid one names no skill in the tree).
    if (!ids && !validId(value.value, settings.profile)) return;
    found.push({
      path: rel,
      outcome: 'ok',
      findings: [],
      duration_ms: 0,
      parsed: true,
      data: { id: value.value },
      readAt,
    } as unknown as FileResult);
  };
  if (!opts.worktree) {
    // What the commit holds is the index, whatever the work tree says. Read from the work tree
    // where it is the index's (most files: fast), else from the index: a file git lists as
    // modified (edited or deleted, not staged), one flagged skip-worktree or assume-unchanged
    // whose edit git overlooks, a SKILL.md symlink (followed through the index: its target's
    // unstaged edit or a retarget is not the commit's), one not in the work tree (a sparse
    // checkout's), one a link on its way leads elsewhere.
    const specs = ['SKILL.md', '*/SKILL.md'];
    const index = spawnGit(settings.root, ['ls-files', '-z', '-s', '-v', '--', ...specs]);
    const modified = spawnGit(settings.root, ['ls-files', '-z', '-m', '--', ...specs]);
    const viaIndex = new Set<string>();
    if (index.error || index.status !== 0 || modified.error || modified.status !== 0)
      for (const f of scan.files) viaIndex.add(f.rel);
    else {
      const entries = index.stdout.toString('utf8').split('\0').filter(Boolean);
      for (const e of entries) if (e.startsWith('120000 ', 2)) viaIndex.add(e.slice(e.indexOf('\t') + 1));
      for (const rel of modified.stdout.toString('utf8').split('\0')) if (rel) viaIndex.add(rel);
      for (const rel of editedBehindFlags(settings.root, entries)) viaIndex.add(rel);
    }
    // One file under several names (a link to another skill, two links to one file) is one
    // skill: files under their own name first, a link to one of them is that skill again.
    const targets = new Set<string>();
    const realRoot = realOr(settings.root);
    // Each read by exactly its name, or from the index: where it is, without asking the work tree.
    const take = (f: FileRef, target: string, bytes: Buffer) => {
      if (targets.has(target)) return;
      targets.add(target);
      consider(f.rel, path.join(realRoot, target), bytes);
    };
    for (const f of scan.files) {
      if (named.has(f.rel) || viaIndex.has(f.rel)) continue;
      // By exactly its name: a link on the way (a folder or the file swapped for one, not
      // staged) is not what the index holds there.
      const read = readSkillFile(path.join(realRoot, f.rel), f.fence, listedFrom(f), true);
      if (read.ok) take(f, f.rel, Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
      else if (read.code === 'ENOENT' || read.code === 'ENOTEXACT') viaIndex.add(f.rel);
    }
    const rest = scan.files.filter((f) => !named.has(f.rel) && viaIndex.has(f.rel));
    const committed = skillsAsCommitted(
      settings.root,
      rest.map((f) => f.rel),
      MAX_FILE_BYTES,
    );
    const own = (f: FileRef) => {
      const c = committed.get(f.rel);
      return c?.kind === 'file' && c.target === f.rel;
    };
    for (const f of [...rest.filter(own), ...rest.filter((f) => !own(f))]) {
      const c = committed.get(f.rel);
      if (!c || c.kind === 'outside') {
        // A link out of the checked folder: as the work tree has it (the index cannot say).
        const read = readSkillFile(f.abs, f.fence, listedFrom(f));
        if (read.ok)
          consider(f.rel, realOr(f.abs), Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
      } else if (c.kind === 'file') {
        if (Buffer.isBuffer(c.blob)) take(f, c.target, c.blob);
        else if (typeof c.blob === 'object')
          // Its id cannot be known, so neither can the uniqueness of the named ones.
          throw new UsageError(
            `cannot check that the named skills' ids are unique: ${existsSync(f.abs) ? `git cannot give ${safe(f.rel)} as the commit holds it` : `a sparse checkout leaves ${safe(f.rel)} out of the work tree, and git cannot give it`}: ${c.blob.error}`,
          );
      }
    }
    return found;
  }
  const missing: string[] = [];
  for (const f of scan.files) {
    if (named.has(f.rel)) continue;
    const read = readSkillFile(f.abs, f.fence, listedFrom(f));
    if (read.ok)
      consider(f.rel, realOr(f.abs), Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
    else if (read.code === 'ENOENT') missing.push(f.rel);
    else if (opts.mustReadAll && (read.code === 'EACCES' || read.code === 'EPERM'))
      // scaffold: validate would stop at it (a ReadError), and its id might be the new one's.
      throw new UsageError(
        `cannot check that the id is unique: ${safe(f.rel)} cannot be read (${read.reason.replace(/^cannot read file: /, '')})`,
      );
  }
  // Left out of the work tree by a sparse checkout: as the index holds them (as validate
  // reads them; one deleted from the work tree is gone).
  if (missing.length) {
    for (const [rel, blob] of skillsFromIndex(settings.root, missing, MAX_FILE_BYTES)) {
      if (Buffer.isBuffer(blob)) consider(rel, path.join(realOr(settings.root), rel), blob);
      else if (typeof blob === 'object')
        // Its id cannot be known, so neither can the uniqueness of the named ones.
        throw new UsageError(
          `cannot check that the named skills' ids are unique: a sparse checkout leaves ${rel} out of the work tree, and git cannot give it: ${blob.error}`,
        );
    }
  }
  return found;
}

/** Whether the check gives a skill this id: v1's kebab-case, or a valid agentskills name (NFKC as the check reads it). */
function validId(id: string, profile: Settings['profile']): boolean {
  return profile === 'agentskills' ? nameProblem(id) === null : V1_ID.test(id);
}
