/**
 * The `paths` input as a predicate over repository-relative SKILL.md paths. A glob that
 * names a directory (`skills`, `skills/`) also covers everything under it; `!glob` excludes.
 */
import { globSet } from '../core/globset.js';

export interface PathMatch {
  (rel: string): boolean;
  /**
   * True when a SKILL.md under folder `rel` could be among the paths: a folder the scan could
   * not read is reported when it may hold one (leaning to yes: a glob's folders are read up to
   * its first wildcard).
   */
  mayHold(rel: string): boolean;
}

/**
 * Whether folder `rel` may hold a path `glob` matches, by the glob's folders before its first
 * wildcard: `rel` is among them or under them (a glob without a wildcard: `rel` holds it).
 */
function reaches(glob: string, rel: string): boolean {
  const segments = glob.split('/');
  const wild = segments.findIndex((s) => /[*?[\]{}()!+@\\]/.test(s));
  if (wild < 0) return glob.startsWith(rel + '/');
  const prefix = segments.slice(0, wild).join('/');
  return prefix === '' || (rel + '/').startsWith(prefix + '/') || prefix.startsWith(rel + '/');
}

export function pathMatcher(globs: string[]): PathMatch {
  const expand = (g: string): string[] => {
    const t = g.replace(/\/+$/, '');
    return t.endsWith('**') ? [t] : [t, `${t}/**`];
  };
  const inc = globs.filter((g) => !g.startsWith('!')).flatMap(expand);
  const exc = globs.filter((g) => g.startsWith('!')).flatMap((g) => expand(g.slice(1)));
  // `s`: a `*` must also match a file name holding a newline (picomatch's `.` does not).
  const isInc = globSet(inc, { dot: true, flags: 's' });
  const isExc = globSet(exc, { dot: true, flags: 's' });
  const match = ((rel: string) => isInc.test(rel) && !isExc.test(rel)) as PathMatch;
  match.mayHold = (rel) => {
    if (isExc.test(rel)) return false;
    if ([`${rel}/SKILL.md`, `${rel}/x/SKILL.md`, `${rel}/x/y/SKILL.md`].some((p) => isInc.test(p))) return true;
    return inc.some((g) => reaches(g, rel));
  };
  return match;
}
