/**
 * A folder symlink (`skills/evil -> ../fixtures/evil`) gives every SKILL.md
 * under its target a second path, one that git does not list and so no scan checks: an agent
 * that loads `skills/*\/SKILL.md` gets the skill at `skills/evil/SKILL.md` all the same.
 * Where the target's SKILL.md is checked at its own path, that is one skill under two names,
 * as tools' folders often link (`.claude/skills -> ../skills`). Where it is not (the config
 * excludes it, or the link leads out of the repository), the skill would pass unchecked and
 * unlocked: each such file is named, for a step warning, on the links a change adds or whose
 * target it fills (every link in the index on a full scan).
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUnder, realOr, relPath, SKILL_FILE } from '../scan/files.js';

/**
 * How far each linked folder is walked: a link to `/` must not walk the runner's disk. A walk
 * cut short is said (a warning of its own): a budget shared by all links, or a silent cut,
 * would let a pull request hide a link behind a decoy that spends it.
 */
const MAX_ENTRIES = 50_000;
const MAX_DEPTH = 12;
/** Unchecked files named per link; the rest are counted. */
const SHOWN = 3;

export interface UncheckedLink {
  /** The link, repository-relative. */
  link: string;
  message: string;
}

/**
 * The `candidates` (repository-relative) that are symlinks to folders holding a SKILL.md
 * that this check does not read at its own path. `checked` holds the real paths of the
 * files the check reads (the lock check's tree); `keeps` says whether the check would read
 * a SKILL.md at a repository-relative path (config and `paths`).
 */
export function uncheckedLinkedSkills(
  root: string,
  candidates: Iterable<string>,
  checked: () => Set<string>,
  keeps: (rel: string) => boolean,
): UncheckedLink[] {
  const out: UncheckedLink[] = [];
  const realRoot = realOr(root);
  let set: Set<string> | undefined;
  // Each target walked once, whatever the number of links to it (1,000 links to one folder
  // of 50,000 entries: 42 s); every link is still said, each with its own findings.
  const walked = new Map<string, { found: { under: string; real: string }[]; cut: boolean }>();
  for (const rel of new Set(candidates)) {
    if (path.posix.basename(rel) === SKILL_FILE) continue;
    const abs = path.join(root, rel);
    try {
      if (!lstatSync(abs).isSymbolicLink() || !statSync(abs).isDirectory()) continue;
    } catch {
      continue;
    }
    const target = realOr(abs);
    const inside = isUnder(realRoot, target);
    let walk = walked.get(target);
    if (!walk) {
      const budget = { left: MAX_ENTRIES, cut: false };
      walk = { found: skillFilesUnder(target, budget), cut: budget.cut };
      walked.set(target, walk);
    }
    const { found } = walk;
    set ??= checked();
    // As an agent reads them: the link's path with the path under the target (never a real
    // path, which a SKILL.md link inside the target would take elsewhere).
    const unchecked = found.filter((f) => keeps(`${rel}/${f.under}`) && !set!.has(f.real));
    const cut = walk.cut;
    if (!unchecked.length && cut) {
      out.push({
        link: rel,
        message: `${rel} is a symlink to a folder of more than ${MAX_ENTRIES.toLocaleString('en-US')} entries (or ${MAX_DEPTH} folders deep), which this check did not walk to the end: a SKILL.md under it that no check reads would not be named here. Link a smaller folder, or check it where it is.`,
      });
      continue;
    }
    if (!unchecked.length) continue;
    const shown = unchecked
      .slice(0, SHOWN)
      .map((f) => (inside ? relPath(realRoot, path.join(target, f.under)) : f.under));
    const more = unchecked.length > SHOWN ? ` and ${unchecked.length - SHOWN} more` : '';
    const what = inside
      ? `the folder ${target === realRoot ? '.' : relPath(realRoot, target)}, which holds ${shown.join(', ')}${more}: SKILL.md files this check does not read where they are (${whyUnread(unchecked.map((f) => keeps(relPath(realRoot, path.join(target, f.under)))))})`
      : // Not named: the names under a folder of the runner's are not the pull request's to learn.
        `a folder outside the repository holding ${unchecked.length} SKILL.md file${unchecked.length === 1 ? '' : 's'}, which no check reads`;
    out.push({
      link: rel,
      message: `${rel} is a symlink to ${what}; an agent loading the skills under ${rel} gets them unchecked and unlocked. Check them where they are, or remove the link.`,
    });
  }
  return out;
}

/**
 * Why files inside the repository are not read at their own paths, from whether the config
 * keeps each there: where it does, git does not list the file (ignored, or a FIFO or socket,
 * which git never lists).
 */
function whyUnread(keptAtOwnPath: readonly boolean[]): string {
  const excluded = keptAtOwnPath.filter((k) => !k).length;
  if (excluded === keptAtOwnPath.length) return 'the config leaves them out';
  if (excluded === 0) return 'git does not list them: ignored, or not regular files';
  return 'the config leaves some out, and git does not list the others: ignored, or not regular files';
}

/**
 * The folder links among `links` (repository-relative) whose target holds one of `paths`
 * (repository-relative): a change that fills a folder an existing link leads to is as good
 * as a new link.
 */
export function linksLeadingTo(root: string, links: readonly string[], paths: Iterable<string>): string[] {
  if (!links.length) return [];
  const realRoot = realOr(root);
  // The folder links by their target's path in the repository (a link to a file leads to no
  // path under it): each changed path then asks its own folders, not every link (20,000
  // SKILL.md links and a change of 40,000 files took 33 s).
  const byTarget = new Map<string, string[]>();
  for (const l of links) {
    const abs = path.join(root, l);
    try {
      if (!statSync(abs).isDirectory()) continue;
    } catch {
      continue; // dangling: no path is under it
    }
    const t = realOr(abs);
    // A link to the root itself (`skills/all -> ..`) leads to every path: under is ''.
    const under = t === realRoot ? '' : isUnder(realRoot, t) ? relPath(realRoot, t) : undefined;
    if (under === undefined) continue;
    const list = byTarget.get(under);
    if (list) list.push(l);
    else byTarget.set(under, [l]);
  }
  const out = new Set<string>();
  const asked = new Set<string>();
  for (const p of paths) {
    if (!out.size) for (const l of byTarget.get('') ?? []) out.add(l);
    for (let cut = p.lastIndexOf('/'); cut > 0; cut = p.lastIndexOf('/', cut - 1)) {
      const dir = p.slice(0, cut);
      // (Siblings share their folders: each is looked up once.)
      if (asked.has(dir)) break;
      asked.add(dir);
      for (const l of byTarget.get(dir) ?? []) out.add(l);
    }
  }
  return [...out];
}

/** The symlinks git's index holds (mode 120000), repository-relative. */
export function trackedSymlinks(git: { try(args: string[]): string | undefined } | undefined): string[] {
  const out: string[] = [];
  const listing = git?.try(['ls-files', '-z', '-s']);
  if (!listing) return out;
  for (const entry of listing.split('\0')) {
    if (!entry.startsWith('120000 ')) continue;
    const tab = entry.indexOf('\t');
    if (tab > 0) out.push(entry.slice(tab + 1));
  }
  return out;
}

/**
 * The files named SKILL.md under `dir` (folder links not followed): each as its path under
 * `dir` (with `/`) and its real path.
 */
function skillFilesUnder(dir: string, budget: { left: number; cut: boolean }): { under: string; real: string }[] {
  const out: { under: string; real: string }[] = [];
  const walk = (d: string, under: string, depth: number): void => {
    if (depth > MAX_DEPTH || budget.left <= 0) {
      budget.cut = true;
      return;
    }
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (--budget.left < 0) {
        budget.cut = true;
        return;
      }
      const rel = under ? `${under}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git') walk(path.join(d, e.name), rel, depth + 1);
      } else if (e.name === SKILL_FILE) out.push({ under: rel, real: realOr(path.join(d, e.name)) });
    }
  };
  walk(dir, '', 0);
  return out.sort((a, b) => (a.under < b.under ? -1 : a.under > b.under ? 1 : 0));
}
