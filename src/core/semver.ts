/** Strict SemVer 2.0.0: the regex published at semver.org, no `v` prefix, no loose forms. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export interface SemVer {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: string[];
}

export function parseSemver(s: string): SemVer | null {
  const m = SEMVER.exec(s);
  if (!m) return null;
  return {
    major: BigInt(m[1]),
    minor: BigInt(m[2]),
    patch: BigInt(m[3]),
    pre: m[4] ? m[4].split('.') : [],
  };
}

export function isSemver(s: string): boolean {
  return SEMVER.test(s);
}

/**
 * A broker version as an operator gives it (flag or action input): full SemVer, or a
 * release written short, `1.5` or `2`, read as `1.5.0` / `2.0.0` (TASK-SKILL-103 #14
 * says "broker at 1.5"). Undefined when it is neither. A skill's own version fields stay
 * strict (SPEC §2: no loose forms).
 */
export function brokerVersionOf(s: string): string | undefined {
  if (SEMVER.test(s)) return s;
  const m = /^(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?$/.exec(s);
  return m ? `${m[1]}.${m[2] ?? '0'}.0` : undefined;
}

const NUMERIC = /^\d+$/;

/** SemVer precedence (§11): build metadata ignored, pre-releases lower than releases. */
export function compareSemver(a: SemVer, b: SemVer): number {
  for (const k of ['major', 'minor', 'patch'] as const) {
    if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
  }
  if (!a.pre.length || !b.pre.length) return a.pre.length ? -1 : b.pre.length ? 1 : 0;
  const n = Math.min(a.pre.length, b.pre.length);
  for (let i = 0; i < n; i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === y) continue;
    const xn = NUMERIC.test(x);
    const yn = NUMERIC.test(y);
    if (xn && yn) return BigInt(x) < BigInt(y) ? -1 : 1;
    if (xn) return -1;
    if (yn) return 1;
    return x < y ? -1 : 1;
  }
  return a.pre.length === b.pre.length ? 0 : a.pre.length < b.pre.length ? -1 : 1;
}
