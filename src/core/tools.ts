/** Tool names and classes (SPEC §2, §6; ADR-028). */
export type ToolClass = 'read-only' | 'write' | 'trusted';
export const TOOL_CLASSES: readonly ToolClass[] = ['read-only', 'write', 'trusted'];

export const NATIVE_TOOLS: Readonly<Record<string, ToolClass>> = {
  Read: 'read-only',
  Glob: 'read-only',
  Grep: 'read-only',
  MemoryRead: 'read-only',
  MemorySearch: 'read-only',
  HttpFetch: 'read-only',
  Write: 'write',
  Edit: 'write',
  MemoryEmit: 'write',
  HttpPost: 'write',
  Bash: 'trusted',
};
export const NATIVE_TOOL_NAMES = Object.keys(NATIVE_TOOLS);
/** A full case fold (NFKC, then upper, then lower): `baſh`, `Edıt` and `ｂａｓｈ` fold as a client ignoring case would. */
const fold = (s: string): string => s.normalize('NFKC').toUpperCase().toLowerCase();
const NATIVE_BY_FOLD = new Map(NATIVE_TOOL_NAMES.map((n) => [fold(n), n]));

/**
 * The native tool `name` spells in other letter case (`bash`, `READ`, `baſh`), or undefined: for
 * names that are not that tool but that a client matching names regardless of case would
 * take for it.
 */
export function nativeByCase(name: string): string | undefined {
  if (name.length > 64) return undefined; // no native name is near that long
  const native = NATIVE_BY_FOLD.get(fold(name));
  return native !== undefined && native !== name ? native : undefined;
}

/**
 * `mcp__<server>__<tool>`: what /^mcp__[A-Za-z0-9_-]+?__[A-Za-z0-9_.-]+$/ matches, in
 * linear time. (The regex backtracks over every `__` split: quadratic, minutes on a 1 MiB
 * name of underscores.) The first `__` after the server's first character is the split
 * that works if any does: it leaves the longest tool part and the shortest server part.
 */
export const MCP_NAME = {
  test(name: string): boolean {
    if (!name.startsWith('mcp__') || !/^[A-Za-z0-9_.-]+$/.test(name)) return false;
    const split = name.indexOf('__', 6);
    return split >= 0 && split + 2 < name.length && !name.slice(5, split).includes('.');
  },
};

/** The class of a tool, or undefined when nothing classifies it (it is then denied). */
export function classOf(tool: string, registered: Readonly<Record<string, ToolClass>>): ToolClass | undefined {
  if (Object.prototype.hasOwnProperty.call(NATIVE_TOOLS, tool)) return NATIVE_TOOLS[tool];
  if (Object.prototype.hasOwnProperty.call(registered, tool)) return registered[tool];
  return undefined;
}
