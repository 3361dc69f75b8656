/**
 * A folder symlink a change adds (`skills/evil -> ../fixtures/evil`) gives every SKILL.md
 * under its target a second path, one that git does not list and so no scan checks: an agent
 * that loads `skills/*\/SKILL.md` gets the skill at `skills/evil/SKILL.md` all the same.
 * Where the target's SKILL.md is checked at its own path, that is one skill under two names,
 * as tools' folders often link (`.claude/skills -> ../skills`). Where it is not (the config
 * excludes it, or the link leads out of the repository), the skill
 * would pass unchecked and unlocked: each such file is named, for a step warning.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUnder, realOr, relPath, SKILL_FILE } from '../scan/files.js';

/** How far a linked folder is walked: a link to `/` must not walk the runner's disk. */
const MAX_ENTRIES = 5000;
const MAX_DEPTH = 12;
/** Unchecked files named per link; the rest are counted. */
const SHOWN = 3;

export interface UncheckedLink {
  /** The link, repository-relative. */
  link: string;
  message: string;
}

/**
 * The changed paths (repository-relative) that are symlinks to folders holding a SKILL.md
 * that this check does not read at its own path. `checked` holds the real paths of the
 * files the check reads (the lock check's tree); `keeps` says whether the check would read
 * a SKILL.md at a repository-relative path (config and `paths`).
 */
export function uncheckedLinkedSkills(
  root: string,
  changed: Iterable<string>,
  checked: () => Set<string>,
  keeps: (rel: string) => boolean,
): UncheckedLink[] {
  const out: UncheckedLink[] = [];
  const realRoot = realOr(root);
  for (const rel of changed) {
    if (path.posix.basename(rel) === SKILL_FILE) continue;
    const abs = path.join(root, rel);
    try {
      if (!lstatSync(abs).isSymbolicLink() || !statSync(abs).isDirectory()) continue;
    } catch {
      continue;
    }
    const target = realOr(abs);
    // A link to a folder that holds this one (`skills/loop -> ..`) would name every skill again.
    if (isUnder(target, realOr(path.dirname(abs)))) continue;
    const inside = isUnder(realRoot, target);
    const found = skillFilesUnder(target);
    const set = checked();
    const unchecked = found.filter((f) => {
      const asLinked = `${rel}/${path.relative(target, f).split(path.sep).join('/')}`;
      return keeps(asLinked) && !set.has(f);
    });
    if (!unchecked.length) continue;
    const shown = unchecked.slice(0, SHOWN).map((f) => (inside ? relPath(realRoot, f) : path.relative(target, f)));
    const more = unchecked.length > SHOWN ? ` and ${unchecked.length - SHOWN} more` : '';
    const what = inside
      ? `the folder ${relPath(realRoot, target)}, which holds ${shown.join(', ')}${more}: SKILL.md files this check does not read where they are (the config leaves them out)`
      : `a folder outside the repository holding ${unchecked.length} SKILL.md file${unchecked.length === 1 ? '' : 's'} (${shown.join(', ')}${more}), which no check reads`;
    out.push({
      link: rel,
      message: `${rel} is a symlink to ${what}; an agent loading the skills under ${rel} gets them unchecked and unlocked. Check them where they are, or remove the link.`,
    });
  }
  return out;
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

/** Real paths of the files named SKILL.md under `dir` (links to folders not followed). */
function skillFilesUnder(dir: string): string[] {
  const out: string[] = [];
  let seen = 0;
  const walk = (d: string, depth: number): void => {
    if (depth > MAX_DEPTH || seen > MAX_ENTRIES) return;
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (++seen > MAX_ENTRIES) return;
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== '.git') walk(p, depth + 1);
      } else if (e.name === SKILL_FILE) out.push(realOr(p));
    }
  };
  walk(dir, 0);
  return out.sort();
}
