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
export const SEPARATOR = /[\s\x1c-\x1f\x85,]/;

/**
 * Splits an agentskills `allowed-tools` string. Entries are separated by whitespace
 * (the agentskills.io form) or commas (a form clients accept, `Read, Grep`), except
 * inside parentheses: `Bash(git add:*)` is one entry, kept as written. A word inside the
 * parentheses that is itself a tool (native, or registered in `tools`) is an entry too:
 * a loader that splits at spaces reads `Read(x Bash y)` as `Read(x`, `Bash` and `y)`, one
 * that reads parentheses as Read narrowed to `x Bash y`, so both `Read(x Bash y)` and `Bash`
 * are declared, and Bash cannot hide behind Read's class.
 */
export function splitToolList(text: string, tools: Readonly<Record<string, ToolClass>> = NO_TOOLS): ToolEntry[] {
  const out: ToolEntry[] = [];
  let depth = 0;
  let start = -1;
  let grouped = false;
  const flush = (end: number) => {
    if (start >= 0) {
      out.push({ name: text.slice(start, end), index: start });
      if (grouped) toolWords(text, start, end, tools, out);
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

/**
 * The words of the entry `text.slice(start, end)` after its first that name a tool, or a
 * narrowed one with its own parentheses (`Bash(git log:*)` in `Read(x Bash(git log:*))`),
 * added to `out` where they stand.
 */
function toolWords(
  text: string,
  start: number,
  end: number,
  tools: Readonly<Record<string, ToolClass>>,
  out: ToolEntry[],
): void {
  let i = start;
  while (i < end && !SEPARATOR.test(text[i]!)) i++;
  while (i < end) {
    while (i < end && SEPARATOR.test(text[i]!)) i++;
    if (i >= end) break;
    const from = i;
    while (i < end && !SEPARATOR.test(text[i]!)) i++;
    const word = text.slice(from, i);
    const open = word.indexOf('(');
    if (open > 0 && classOf(word.slice(0, open), tools) !== undefined) {
      // Up to the parenthesis that closes its own, spaces and all.
      let depth = 0;
      let j = from + open;
      for (; j < end; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      const stop = j < end ? j + 1 : end;
      out.push({ name: text.slice(from, stop), index: from });
      i = Math.max(i, stop);
    } else if (classOf(word, tools) !== undefined) out.push({ name: word, index: from });
  }
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
function locateParts(doc: SkillDocument, value: YNode, parts: ToolEntry[], end: number): Pos[] {
  const starts = startsOf(doc);
  let cursor = (starts[value.line - 1] ?? 0) + value.column - 1;
  const whole = { line: value.line, column: value.column };
  if (doc.text[cursor] === '"' && doc.text.slice(cursor, end).includes('\\')) return parts.map(() => whole);
  // A tool word inside an entry's parentheses (splitToolList) is looked for inside it.
  let group: { at: number; part: ToolEntry } | undefined;
  // After a part that is not written as read (`a''b` is the text of `a'b`), the rest are given
  // the value's place: each search for them would scan the rest of the file again (100,000
  // such parts in a 500 KB value took a minute).
  let lost = false;
  return parts.map((part) => {
    if (lost) return whole;
    const inside = group !== undefined && part.index < group.part.index + group.part.name.length;
    const from = inside ? group!.at + (part.index - group!.part.index) : cursor;
    const i = doc.text.indexOf(part.name, from);
    if (i < 0 || i + part.name.length > end) {
      lost = true;
      return whole;
    }
    if (!inside) {
      cursor = i + part.name.length;
      group = { at: i, part };
    }
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
    const parts = splitToolList(s, tools).filter((p) => ok.has(p.name));
    const at = locateParts(doc, node, parts, end);
    parts.forEach((p, i) => out.push({ name: p.name, field, at: at[i] }));
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
