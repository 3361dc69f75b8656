/**
 * The declared tools of a skill, each with the position of its own entry, for both
 * profiles: v1 `allowed_tools` / `disallowed_tools` lists, agentskills `allowed-tools`
 * (a space-separated string, or a YAML list that the `allowed-tools-list` rule flags).
 */
import type { Profile } from '../core/config-types.js';
import { classOf, type ToolClass } from '../core/tools.js';
import { entry, lineStarts, offsetToPos, type Pos, type SkillDocument, type YNode } from '../core/document.js';

export interface ToolEntry {
  name: string;
  /** Offset of the entry in the string it was split from. */
  index: number;
}

/**
 * What separates entries: whitespace as JavaScript and Python both read it (Python's
 * `str.split()` also splits at NEL and U+001C-U+001F, JavaScript's `\s` at U+FEFF: a loader
 * that splits `"Read\u0085Bash"` grants Bash), and commas.
 */
const SEPARATOR = /[\s\x1c-\x1f\x85,]/;

/**
 * Splits an agentskills `allowed-tools` string. Entries are separated by whitespace
 * (the agentskills.io form) or commas (a form clients accept, `Read, Grep`), except
 * inside parentheses: `Bash(git add:*)` is one entry, kept as written. Unless a word inside
 * the parentheses is itself a tool (native, or registered in `tools`): a loader that splits
 * on spaces reads `Read(x Bash y)` as `Read(x`, `Bash` and `y)`, and so does this, so that
 * Bash is not hidden behind Read's class.
 */
export function splitToolList(text: string, tools: Readonly<Record<string, ToolClass>> = NO_TOOLS): ToolEntry[] {
  const out: ToolEntry[] = [];
  let depth = 0;
  let start = -1;
  let grouped = false;
  const push = (from: number, to: number) => {
    if (to > from) out.push({ name: text.slice(from, to), index: from });
  };
  const flush = (end: number) => {
    if (start >= 0) {
      if (grouped && holdsTool(text.slice(start, end), tools)) {
        let from = start;
        for (let i = start; i < end; i++)
          if (SEPARATOR.test(text[i]!)) {
            push(from, i);
            from = i + 1;
          }
        push(from, end);
      } else push(start, end);
    }
    start = -1;
    grouped = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (SEPARATOR.test(c)) {
      if (depth === 0) {
        flush(i);
        continue;
      }
      grouped = true;
    }
    if (start < 0) start = i;
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
  }
  flush(text.length);
  return out;
}

const NO_TOOLS: Readonly<Record<string, ToolClass>> = Object.freeze({});

/** True when a word of `entry` after its first (`Bash` in `Read(x Bash y)`) names a tool, or a narrowed one (`Bash(ls)`). */
function holdsTool(entry: string, tools: Readonly<Record<string, ToolClass>>): boolean {
  const words = entry.split(SEPARATOR);
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (!w) continue;
    const open = w.indexOf('(');
    if (classOf(w, tools) !== undefined || (open > 0 && classOf(w.slice(0, open), tools) !== undefined)) return true;
  }
  return false;
}

export interface Declared {
  name: string;
  /** The finding's field: `allowed_tools[2]`, `allowed-tools`, … */
  field: string;
  at: Pos;
}

const startsCache = new WeakMap<SkillDocument, number[]>();

function startsOf(doc: SkillDocument): number[] {
  let starts = startsCache.get(doc);
  if (!starts) {
    starts = lineStarts(doc.text, doc.fences.yamlEnd + 1);
    startsCache.set(doc, starts);
  }
  return starts;
}

/**
 * Where each part of a split string sits in the file, searched from the value's start up to
 * `end` (where the next entry begins: never in a later key's text); the value's position when
 * a part is not there verbatim, and for every part of a double-quoted value that holds an
 * escape (`"\x42ash"` is Bash: the text does not spell it).
 */
function locateParts(doc: SkillDocument, value: YNode, names: string[], end: number): Pos[] {
  const starts = startsOf(doc);
  let cursor = (starts[value.line - 1] ?? 0) + value.column - 1;
  const whole = { line: value.line, column: value.column };
  if (doc.text[cursor] === '"' && doc.text.slice(cursor, end).includes('\\')) return names.map(() => whole);
  return names.map((name) => {
    const i = doc.text.indexOf(name, cursor);
    if (i < 0 || i + name.length > end) return whole;
    cursor = i + name.length;
    return offsetToPos(starts, i);
  });
}

/** The offset where a node that `next` follows ends at the latest: `next`'s start, else the frontmatter's end. */
function endBefore(doc: SkillDocument, next: YNode | undefined): number {
  if (!next) return doc.fences.yamlEnd;
  return (startsOf(doc)[next.line - 1] ?? doc.fences.yamlEnd) + next.column - 1;
}

/**
 * The entries of a tool list key as the profile reads them. Only entries that made it
 * into the skill's data (`valid`) are returned, so positions line up with the data.
 */
export function declaredTools(
  doc: SkillDocument,
  profile: Profile,
  which: 'allowed' | 'disallowed',
  valid: readonly string[],
  /** The config's registered tools: splitToolList's words that name a tool. */
  tools: Readonly<Record<string, ToolClass>>,
): Declared[] {
  const ok = new Set(valid);
  const key = profile === 'agentskills' ? (which === 'allowed' ? 'allowed-tools' : '') : `${which}_tools`;
  const e = key ? entry(doc.root, key) : undefined;
  if (!e) return [];
  const out: Declared[] = [];
  const add = (node: YNode, field: string, end: number) => {
    if (node.kind !== 'scalar' || node.type !== 'str') return;
    const s = node.value as string;
    if (profile === 'v1') {
      if (ok.has(s)) out.push({ name: s, field, at: { line: node.line, column: node.column } });
      return;
    }
    const parts = splitToolList(s, tools)
      .map((p) => p.name)
      .filter((n) => ok.has(n));
    const at = locateParts(doc, node, parts, end);
    parts.forEach((name, i) => out.push({ name, field, at: at[i] }));
  };
  const after = endBefore(doc, doc.root.entries[doc.root.entries.indexOf(e) + 1]?.key);
  const list = e.value;
  if (list.kind === 'seq')
    list.items.forEach((it, i) =>
      add(it, `${key}[${i}]`, i + 1 < list.items.length ? endBefore(doc, list.items[i + 1]) : after),
    );
  else add(list, key, after);
  return out;
}
