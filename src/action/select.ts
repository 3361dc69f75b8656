/**
 * The `paths` input as a predicate over repository-relative SKILL.md paths. A glob that
 * names a directory (`skills`, `skills/`) also covers everything under it; `!glob` excludes.
 */
import { globSet } from '../core/globset.js';

export function pathMatcher(globs: string[]): (rel: string) => boolean {
  const expand = (g: string): string[] => {
    const t = g.replace(/\/+$/, '');
    return t.endsWith('**') ? [t] : [t, `${t}/**`];
  };
  const inc = globs.filter((g) => !g.startsWith('!')).flatMap(expand);
  const exc = globs.filter((g) => g.startsWith('!')).flatMap((g) => expand(g.slice(1)));
  // `s`: a `*` must also match a file name holding a newline (picomatch's `.` does not).
  const isInc = globSet(inc, { dot: true, flags: 's' });
  const isExc = globSet(exc, { dot: true, flags: 's' });
  return (rel) => isInc.test(rel) && !isExc.test(rel);
}
