/** "Did you mean" for unknown keys and tools: case-insensitive match first, then edit distance. */

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 8) return Math.abs(m - n);
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => {
    const row = new Array<number>(n + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= n; j++) d[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[m][n];
}

export function suggest(input: string, candidates: readonly string[]): string | undefined {
  if (input.length > 200) return undefined;
  const lower = input.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower);
  if (ci) return ci;
  let best: string | undefined;
  let bestD = Infinity;
  // One edit per three characters, at least one: `x` must not suggest `id` (two edits away).
  const limit = Math.max(1, Math.floor(input.length / 3));
  for (const c of candidates) {
    const dist = editDistance(lower, c.toLowerCase());
    if (dist < bestD) {
      bestD = dist;
      best = c;
    }
  }
  return bestD <= limit ? best : undefined;
}

export function didYouMean(input: string, candidates: readonly string[]): string {
  const s = suggest(input, candidates);
  return s ? `; did you mean "${s}"?` : '';
}
