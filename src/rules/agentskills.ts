/**
 * Profile `agentskills` (SPEC §7): the open Agent Skills format (agentskills.io), keyed
 * by `name`. Field errors use the contract codes of SPEC §2 plus `NameMismatch`; keys the
 * specification does not define and `allowed-tools` written as a list are rules
 * (`unknown-field`, `allowed-tools-list`), warnings by default, because clients such as
 * Claude Code add keys of their own.
 */
import type { Code, Finding, RuleId } from '../core/diagnostic.js';
import type { Pos, YMap, YNode, YPair } from '../core/document.js';
import { toValue } from '../core/document.js';
import type { Settings } from '../core/config-types.js';
import { didYouMean } from '../core/suggest.js';
import { checkNonCanonical, checkV1, codePoints, describe, emptyData, type SkillData } from './v1.js';
import { severityOf } from './index.js';
import { splitToolList } from './tool-list.js';
import { codePointName } from '../core/utf8.js';
import { quoteCut } from '../core/diagnostic.js';

export const AGENTSKILLS_REQUIRED = ['name', 'description'] as const;
export const AGENTSKILLS_KEYS: readonly string[] = [
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
];
const NAME_MAX = 64;
const DESCRIPTION_MAX = 1024;
const COMPATIBILITY_MAX = 500;

export interface AgentSkillsContext {
  settings: Settings;
  /** Name of the directory holding the SKILL.md (`name` must equal it after NFKC). */
  dirName: string;
}

/** SkillData plus what only this profile declares (reports may show it). */
export interface AgentSkillsData extends SkillData {
  /** The `name` as written; `id` holds its NFKC form, the skill's identity. */
  name?: string;
  license?: string;
  compatibility?: string;
  metadata: Record<string, string>;
}

type Report = (field: string, code: Code, message: string, at: Pos) => void;

export function checkAgentSkills(root: YMap, ctx: AgentSkillsContext): { findings: Finding[]; data: AgentSkillsData } {
  const findings: Finding[] = [];
  const data: AgentSkillsData = { ...emptyData(), metadata: {} };
  const report: Report = (field, code, message, at) =>
    findings.push({ field, code, message, line: at.line, column: at.column, severity: 'error' });
  const rule = (id: RuleId, field: string, message: string, at: Pos) => {
    const severity = severityOf(id, ctx.settings);
    if (severity !== 'off') findings.push({ field, code: id, message, line: at.line, column: at.column, severity });
  };

  const seen = new Set<string>();
  for (const pair of root.entries) {
    const k = pair.key.value;
    const value = pair.value;
    seen.add(k);
    data.positions[k] = { line: value.line, column: value.column };
    if (k.startsWith('x-')) {
      data.x_extensions[k] = toValue(value);
      continue;
    }
    switch (k) {
      case 'name':
        checkName(value, ctx.dirName, data, report);
        break;
      case 'description': {
        const s = stringOf(value);
        const n = s === undefined ? -1 : codePoints(s);
        if (s === undefined)
          report(
            k,
            'InvalidDescription',
            `description must be a string of 1..${DESCRIPTION_MAX} characters, got ${describe(value)}`,
            value,
          );
        else if (n < 1 || n > DESCRIPTION_MAX)
          report(k, 'InvalidDescription', `description must be 1..${DESCRIPTION_MAX} characters (was ${n})`, value);
        else data.description = s;
        break;
      }
      case 'license': {
        const s = stringOf(value);
        if (s === undefined)
          report(
            k,
            'InvalidField',
            `license must be a string (a license name such as "Apache-2.0", or the name of a bundled license file); got ${describe(value)}`,
            value,
          );
        else data.license = s;
        break;
      }
      case 'compatibility': {
        const s = stringOf(value);
        const n = s === undefined ? -1 : codePoints(s);
        if (s === undefined || n < 1 || n > COMPATIBILITY_MAX)
          report(
            k,
            'InvalidField',
            `compatibility must be a string of 1..${COMPATIBILITY_MAX} characters${s === undefined ? `; got ${describe(value)}` : ` (was ${n})`}`,
            value,
          );
        else data.compatibility = s;
        break;
      }
      case 'metadata':
        checkMetadata(value, data, report);
        break;
      case 'allowed-tools':
        checkAllowedTools(value, data, report, rule, ctx.settings.tools);
        break;
      case 'signature':
        // Signatures work as in v1 (SPEC §7): the same block, verified the same way.
        checkSignature(pair, data, findings);
        break;
      default:
        rule('unknown-field', k, unknownFieldMessage(k, value), pair.key);
    }
  }
  for (const req of AGENTSKILLS_REQUIRED) {
    if (!seen.has(req)) report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
  }
  // The lock pins a version; a skill without metadata.version has none to bump.
  if (data.version === undefined) data.version = '';
  checkNonCanonical(root, report);
  return { findings: dedupe(findings), data };
}

function stringOf(n: YNode): string | undefined {
  return n.kind === 'scalar' && n.type === 'str' ? (n.value as string) : undefined;
}

/** Why a name breaks the agentskills.io rules (every way it does), or null. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'it is empty';
  const problems: string[] = [];
  const n = codePoints(name);
  if (n > NAME_MAX) problems.push(`it has ${n} characters; the limit is ${NAME_MAX}`);
  const upper = [...new Set([...name].filter((c) => c >= 'A' && c <= 'Z'))];
  if (upper.length)
    problems.push(
      `it contains the uppercase letter${upper.length > 1 ? 's' : ''} ${upper
        .slice(0, 3)
        .map((c) => JSON.stringify(c))
        .join(', ')}${upper.length > 3 ? ', …' : ''}; names are lowercase`,
    );
  const foreign = [...name].find((c) => !/[a-zA-Z0-9-]/.test(c));
  if (foreign !== undefined)
    problems.push(
      `it contains ${JSON.stringify(foreign)} (${codePointName(foreign)}): only ASCII a-z, 0-9 and "-" are allowed, so no look-alike character can pass for another skill's name`,
    );
  if (name.startsWith('-') || name.endsWith('-')) problems.push('it starts or ends with a hyphen');
  if (name.includes('--')) problems.push('it contains a double hyphen "--"');
  return problems.length ? problems.join('; ') : null;
}

function checkName(value: YNode, dirName: string, data: AgentSkillsData, report: Report): void {
  data.positions.id = { line: value.line, column: value.column };
  const raw = stringOf(value);
  if (raw === undefined) {
    report(
      'name',
      'InvalidId',
      `name must be a string of 1..${NAME_MAX} lowercase letters, digits and hyphens; got ${describe(value)}${
        // `name: 2048` (a folder named 2048): the number is the name, once quoted.
        value.kind === 'scalar' && (value.type === 'int' || value.type === 'float' || value.type === 'bool')
          ? ` (quote it: name: "${value.source ?? String(value.value)}")`
          : ''
      }`,
      value,
    );
    return;
  }
  // The name as written must be ASCII (SPEC §7): a fullwidth "ｐｄｆ" is refused, not read as
  // "pdf", so that no look-alike spelling passes. NFKC is how it is compared with its
  // directory's name (a directory may be spelled in fullwidth), and shown when it differs.
  const name = raw.normalize('NFKC');
  // Quoted cut to their start and length: a 1 MB name of U+FDFA, 18 characters each in NFKC,
  // was a 24 MB message, twice a file.
  const shown = name === raw ? quoteCut(raw) : `${quoteCut(raw)} (NFKC: ${quoteCut(name)})`;
  const problem = nameProblem(raw);
  if (problem) {
    report(
      'name',
      'InvalidId',
      `name ${shown} is not a valid skill name: ${problem} (1..${NAME_MAX} of a-z, 0-9 and "-", no leading, trailing or double hyphen)`,
      value,
    );
  } else {
    data.id = name;
    data.name = raw;
  }
  const dir = dirName.normalize('NFKC');
  if (dirName && dir !== name) {
    report(
      'name',
      'NameMismatch',
      `name ${shown} does not match its directory ${quoteCut(dirName)}${dir === dirName ? '' : ` (NFKC: ${quoteCut(dir)})`}: the name must equal the directory's name; rename one of them`,
      value,
    );
  }
}

function checkMetadata(value: YNode, data: AgentSkillsData, report: Report): void {
  if (value.kind !== 'map') {
    report(
      'metadata',
      'InvalidField',
      `metadata must be a mapping of string keys to string values; got ${describe(value)}`,
      value,
    );
    return;
  }
  for (const { key, value: v } of value.entries) {
    const field = `metadata.${key.value}`;
    const s = stringOf(v);
    if (s === undefined) {
      // The text as written: quoting the value YAML read would turn 1.10 into "1.1", 0x1F into "31".
      const quote =
        v.kind === 'scalar' && v.type !== 'null' ? ` (quote it: ${key.value}: "${v.source ?? String(v.value)}")` : '';
      report(field, 'InvalidField', `${field} must be a string; got ${describe(v)}${quote}`, v);
      continue;
    }
    data.metadata[key.value] = s;
    // The agentskills.io example keeps a version here; the lock pins it as the skill's version (drift
    // points at its key, as at v1's `version` key).
    if (key.value === 'version') {
      data.version = s;
      data.positions.version = { line: key.line, column: key.column };
    }
  }
}

function checkAllowedTools(
  value: YNode,
  data: AgentSkillsData,
  report: Report,
  rule: (id: RuleId, field: string, message: string, at: Pos) => void,
  tools: Settings['tools'],
): void {
  data.positions.allowed_tools = { line: value.line, column: value.column };
  const s = stringOf(value);
  if (s !== undefined) {
    for (const part of splitToolList(s, tools)) data.allowed_tools.push(part.name);
    return;
  }
  if (value.kind === 'seq') {
    const strings = value.items.map(stringOf);
    // Blank items (an InvalidField each) and blanks around a name are no part of the string.
    const line = strings
      .map((x) => x?.trim())
      .filter((x) => x !== '')
      .join(' ');
    // Quoted when it could not stand as a plain string (empty, `*x`, a tab, a line break, a
    // `: ` or ` #` inside, or a word YAML reads as a boolean or null: `true`, `Null`).
    const plain =
      /^[A-Za-z_][\x20-\x7e]*$/.test(line) && !/: | #|:$/.test(line) && !/^(?:true|false|null)$/i.test(line);
    const joined = strings.every((x) => x !== undefined)
      ? `: allowed-tools: ${plain ? line : JSON.stringify(line)}`
      : '';
    rule(
      'allowed-tools-list',
      'allowed-tools',
      `allowed-tools is a YAML list; the agentskills.io format is one space-separated string${joined}`,
      value,
    );
    value.items.forEach((it, i) => {
      const t = stringOf(it);
      const parts = t === undefined ? [] : splitToolList(t, tools);
      if (t === undefined) data.unnamed = true;
      if (!parts.length)
        report(
          `allowed-tools[${i}]`,
          'InvalidField',
          `allowed-tools[${i}] must be a tool name; got ${describe(it)}`,
          it,
        );
      for (const part of parts) data.allowed_tools.push(part.name);
    });
    return;
  }
  data.unnamed = true;
  report(
    'allowed-tools',
    'InvalidField',
    `allowed-tools must be a space-separated string of tool names (e.g. "Read Grep Bash(git:*)"); got ${describe(value)}`,
    value,
  );
}

/** The v1 signature block rules, run on just this key so both profiles share one definition. */
function checkSignature(pair: YPair, data: AgentSkillsData, findings: Finding[]): void {
  const only: YMap = { kind: 'map', entries: [pair], flow: false, line: pair.key.line, column: pair.key.column };
  const v1 = checkV1(only, { tools: {} });
  // Taken as they are: one may stand for findings past the file's cap (`omitted`).
  for (const f of v1.findings) if (f.field === 'signature' || f.field.startsWith('signature.')) findings.push(f);
  data.signaturePresent = v1.data.signaturePresent;
  data.signaturePos = v1.data.signaturePos;
  data.signature = v1.data.signature;
}

/** Keys that clients or schema v1 use, with where they belong in this format. */
const DENY_LIST =
  'agentskills.io has no deny-list: a tool that `allowed-tools` does not name is not pre-approved (keep client-specific data under `metadata`, or prefix your own keys with `x-`)';
const KEY_HINTS: Record<string, string> = {
  id: 'the identity here is `name`',
  allowed_tools: 'the agentskills.io key is `allowed-tools`, a space-separated string',
  tags: 'put it under `metadata` as a string',
  author: 'put it under `metadata` (metadata.author)',
  // Not "did you mean allowed-tools": that would turn a deny-list into an allow-list.
  'disallowed-tools': DENY_LIST,
  disallowed_tools: DENY_LIST,
};

/** The file's own version, as `metadata.version` would hold it (a string), for the hint. */
function versionHint(value: YNode): string {
  const text =
    value.kind === 'scalar' && value.value !== null && value.value !== ''
      ? (value.source ?? String(value.value))
      : undefined;
  return text !== undefined && text.length <= 40
    ? `put it under \`metadata\` (metadata.version: ${JSON.stringify(text)}), where skillgate reads it`
    : 'put it under `metadata` as a string (metadata.version: "1.0.0", say), where skillgate reads it';
}

function unknownFieldMessage(k: string, value: YNode): string {
  // Own keys only: `toString` must not find Object.prototype's function.
  const hint =
    k === 'version'
      ? versionHint(value)
      : Object.hasOwn(KEY_HINTS, k)
        ? KEY_HINTS[k]
        : // Any spelling of a deny-list (disallowedTools, Disallowed-Tools, deny-tools, …).
          /dis+al+ow|deny|block|forbid/.test(k.toLowerCase())
          ? DENY_LIST
          : undefined;
  const base = `unknown field ${JSON.stringify(k)}: the agentskills.io specification defines ${AGENTSKILLS_KEYS.join(', ')}`;
  if (hint) return `${base}; ${hint}`;
  const mean = didYouMean(k, AGENTSKILLS_KEYS);
  if (mean) return `${base}${mean}`;
  return `${base}; clients that do not know this key ignore it (keep client-specific data under \`metadata\`, or prefix your own keys with \`x-\`)`;
}

/** One finding per code and spot: a NaN metadata value is "not a string", not also "not canonical". */
function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const k = `${f.code}\u0000${f.field}\u0000${f.line}:${f.column}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
