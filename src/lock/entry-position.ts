/** Where a skill's entry sits in a lockfile's text: removed-skill drift points there (annotations, SARIF). */

/** Line and column of a skill's entry (`"<id>": {`) under `skills` in the lockfile text. */
export function lockEntryPosition(lockText: string, id: string): { line: number; column: number } | undefined {
  return lockEntryIndex(lockText)(id);
}

/**
 * Looks up entries' positions in one lockfile text: the lines are split once, and each id's
 * line found by one pass from where the last search stopped (drift of 10,000 removed skills
 * must not split a 5 MB lockfile 10,000 times).
 */
export function lockEntryIndex(lockText: string): (id: string) => { line: number; column: number } | undefined {
  let lines: string[] | undefined;
  let start = -1;
  const found = new Map<string, { line: number; column: number }>();
  let scanned = 0;
  return (id) => {
    const key = JSON.stringify(id);
    const known = found.get(key);
    if (known) return known;
    if (!lines) {
      lines = lockText.split('\n');
      start = lines.findIndex((l) => /^\s*"skills"\s*:/.test(l));
      scanned = start + 1;
    }
    if (start < 0) return undefined;
    // Every entry line seen on the way is indexed: ids are looked up in any order.
    for (; scanned < lines.length; scanned++) {
      const l = lines[scanned];
      const m = /^(\s*)("(?:[^"\\]|\\.)*")\s*:\s*\{/.exec(l);
      if (!m || found.has(m[2])) continue;
      const at = { line: scanned + 1, column: m[1].length + 1 };
      found.set(m[2], at);
      if (m[2] === key) {
        scanned++;
        return at;
      }
    }
    return undefined;
  };
}

/** lockEntryIndex's positions, each with the lockfile's name as `file` (annotations, SARIF). */
export function lockEntryLookup(
  lockText: string,
  file: string,
): (id: string) => { file: string; line: number; column: number } | undefined {
  const at = lockEntryIndex(lockText);
  return (id) => {
    const p = at(id);
    return p && { file, ...p };
  };
}
