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

export const MCP_NAME = /^mcp__[A-Za-z0-9_-]+?__[A-Za-z0-9_.-]+$/;

/** The class of a tool, or undefined when nothing classifies it (it is then denied). */
export function classOf(tool: string, registered: Readonly<Record<string, ToolClass>>): ToolClass | undefined {
  if (Object.prototype.hasOwnProperty.call(NATIVE_TOOLS, tool)) return NATIVE_TOOLS[tool];
  if (Object.prototype.hasOwnProperty.call(registered, tool)) return registered[tool];
  return undefined;
}
