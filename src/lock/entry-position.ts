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
  let fallback: Map<string, { line: number; column: number }> | undefined;
  return (id) => {
    const key = JSON.stringify(id);
    const known = found.get(key);
    if (known) return known;
    if (!lines) {
      lines = lockText.split('\n');
      start = lines.findIndex((l) => /^\s*"skills"\s*:/.test(l));
      scanned = start + 1;
    }
    // Every entry line seen on the way is indexed: ids are looked up in any order.
    for (; start >= 0 && scanned < lines.length; scanned++) {
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
    // Not the writer's layout (minified, an id spelled with an escape, keys on one line):
    // the entries' keys found by reading the JSON itself, once.
    fallback ??= entryKeys(lockText);
    return fallback.get(id);
  };
}

/**
 * Each entry key of `skills` in a lockfile's JSON text, by its value, with the line and column
 * (UTF-16 code units, from 1) of its opening quote. A text that is not JSON gives what it
 * could read before it stopped.
 */
function entryKeys(text: string): Map<string, { line: number; column: number }> {
  const out = new Map<string, { line: number; column: number }>();
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  // The depth of the `skills` object once its key was read at depth 1 (0: not yet).
  let skillsDepth = 0;
  let pendingSkills = false;
  let lastKey: { value: string; at: { line: number; column: number }; depth: number } | undefined;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
    } else if (c === '"') {
      const at = { line, column: i - lineStart + 1 };
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      let value: unknown;
      try {
        value = JSON.parse(text.slice(i, j + 1));
      } catch {
        return out;
      }
      lastKey = typeof value === 'string' ? { value, at, depth } : undefined;
      i = j;
    } else if (c === ':') {
      if (lastKey && lastKey.depth === depth) {
        if (depth === 1 && lastKey.value === 'skills') pendingSkills = true;
        else if (skillsDepth && depth === skillsDepth && !out.has(lastKey.value)) out.set(lastKey.value, lastKey.at);
      }
      lastKey = undefined;
    } else if (c === '{' || c === '[') {
      depth++;
      if (pendingSkills && c === '{' && depth === 2) skillsDepth = 2;
      pendingSkills = false;
      lastKey = undefined;
    } else if (c === '}' || c === ']') {
      if (skillsDepth && depth === skillsDepth) skillsDepth = 0;
      depth--;
      lastKey = undefined;
    } else if (c === ',') lastKey = undefined;
  }
  return out;
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
