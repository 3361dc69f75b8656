/**
 * Schema v1 field rules (SPEC §2). Every error of a file is reported, each on the
 * offending key or value. Cross-file and policy rules live elsewhere.
 */
import { nameCut, quoteCut, spillingPush, type Code, type Finding } from '../core/diagnostic.js';
import type { Pos, YMap, YNode, YScalar } from '../core/document.js';
import { toValue } from '../core/document.js';
import { compareSemver, isSemver, parseSemver, type SemVer } from '../core/semver.js';
import {
  didYouMean,
  didYouMeanWithin,
  fileHints,
  holdsOdd,
  meanText,
  oddCharacters,
  type SuggestBudget,
} from '../core/suggest.js';
import { memoryScopeProblem, SCOPE_SEARCH_BUDGET, type SearchBudget } from '../core/glob-check.js';
import type { KeptPositions } from '../lock/positions.js';

/** Keys of the agentskills.io format that v1 does not have: a hint at the other profile. */
const AGENTSKILLS_ONLY = new Set(['name', 'license', 'compatibility', 'metadata', 'allowed-tools']);
import { MCP_NAME, NATIVE_TOOL_NAMES, NATIVE_TOOLS, type ToolClass } from '../core/tools.js';

export const V1_REQUIRED = ['id', 'version', 'description', 'allowed_memory_scopes', 'allowed_tools'] as const;
export const V1_OPTIONAL = [
  'signature',
  'min_broker_version',
  'max_broker_version',
  'disallowed_tools',
  'sync_class',
  'tenant_scope',
  'effort_minutes',
  'tags',
] as const;
export const V1_KEYS: readonly string[] = [...V1_REQUIRED, ...V1_OPTIONAL];
const U32_MAX = 4294967295;

export interface SignatureBlock {
  algo: string;
  public_key_hex: string;
  signature_hex: string;
}

/** What a valid-enough skill declares, with defaults applied (SPEC §5 JSON output). */
export interface SkillData {
  id?: string;
  version?: string;
  description?: string;
  allowed_memory_scopes: string[];
  allowed_tools: string[];
  disallowed_tools: string[];
  sync_class: string;
  tenant_scope: string;
  tags: string[];
  effort_minutes?: number;
  min_broker_version?: string;
  max_broker_version?: string;
  signature?: SignatureBlock;
  /** True when a `signature` key is present, well-formed or not. */
  signaturePresent: boolean;
  signaturePos?: Pos;
  x_extensions: Record<string, unknown>;
  /**
   * Where each key's value starts, while the file is checked. Emptied once its own checks are
   * done: what later stages read is `kept` (lock/positions.ts).
   */
  positions: Record<string, Pos>;
  /** The positions kept for the stages after the file's own checks (keyAt / valueAt). */
  kept?: KeptPositions;
  /**
   * A list some of whose names the checks refused (an unknown tool, a bad glob): every name
   * it declares, in order, so that drift says what the skill asks for, not only the names
   * that passed (the lists above hold those). Absent when every name passed.
   */
  declared?: Partial<Record<'allowed_tools' | 'allowed_memory_scopes', string[] | PackedNames>>;
  /**
   * allowed_tools or allowed_memory_scopes holds something that is no name (`- 1`, a mapping,
   * a number for the whole list): neither the lists above nor `declared` can show it.
   */
  unnamed?: true;
}

/**
 * A long list of declared names kept as one JSON text: a result keeps it for the whole run,
 * and 150,000 refused names a file (1 MiB of unknown tools) were ~5 MB of strings and list
 * each, ~1 MB as one text. Read with declaredOf().
 */
export interface PackedNames {
  json: string;
}

/** Lists of more names than this are packed (PackedNames). */
const PACK_FROM = 1000;

function packed(names: string[]): string[] | PackedNames {
  return names.length > PACK_FROM ? { json: JSON.stringify(names) } : names.map(intern);
}

/** Every name a list declares: all of them when some were refused (SkillData.declared), else the list. */
export function declaredOf(data: SkillData, k: 'allowed_tools' | 'allowed_memory_scopes'): string[] {
  const d = data.declared?.[k];
  return d === undefined ? data[k] : Array.isArray(d) ? d : (JSON.parse(d.json) as string[]);
}

/** Every string a list declares, for `declared` (see SkillData). */
function declaredNames(items: readonly YNode[]): string[] | PackedNames {
  const out: string[] = [];
  for (const it of items) {
    const s = stringOf(it);
    if (s !== undefined) out.push(s);
  }
  return packed(out);
}

/** The names a list written as one string holds (`Bash Read`, `Bash, Read`). */
const namesIn = (s: string): string[] => s.split(/[\s,]+/).filter(Boolean);

/**
 * A list written as one string (`allowed_tools: Bash Read`, the agentskills.io form): refused,
 * but what it asks for is its names, for `declared` (drift says `Bash` was gained).
 */
function declareScalar(data: SkillData, k: 'allowed_tools' | 'allowed_memory_scopes', value: YNode): void {
  const s = stringOf(value);
  if (s) (data.declared ??= {})[k] = packed(namesIn(s));
  else data.unnamed = true;
}

export interface V1Context {
  tools: Readonly<Record<string, ToolClass>>;
  brokerVersion?: SemVer;
  brokerVersionText?: string;
  /** The config file as the user named it (--config), where tools are registered; default .skillgate.yml. */
  configName?: string;
}

/**
 * One copy of each short string that many skills repeat (tool names, scopes, tags, enum
 * values): 10,000 results would otherwise hold 10,000 copies of "Read". Bounded, so that
 * hostile input cannot grow it without limit.
 */
const interned = new Map<string, string>();
const INTERN_MAX = 20_000;
function intern(s: string): string {
  if (s.length > 200) return s;
  const got = interned.get(s);
  if (got !== undefined) return got;
  if (interned.size < INTERN_MAX) interned.set(s, s);
  return s;
}

export function emptyData(): SkillData {
  return {
    allowed_memory_scopes: [],
    allowed_tools: [],
    disallowed_tools: [],
    sync_class: 'private',
    tenant_scope: 'any',
    tags: [],
    signaturePresent: false,
    x_extensions: {},
    positions: {},
  };
}

/** Extension keys skillgate itself reads: a near miss of one means it. */
const READ_EXTENSIONS = ['x-profile', 'x-deprecated-by'];

/**
 * `x_owner` or `X-owner` meant as an extension: the did-you-mean is `x-owner`, or, when the
 * key is one skillgate reads spelled with `_` or capitals (`x_deprecated_by`, `X-Profile`),
 * that key: `x-deprecated_by` would pass and be read by nothing.
 */
function extensionHint(k: string): string | undefined {
  if (!/^x[-_]./i.test(k)) return undefined;
  const read = READ_EXTENSIONS.find((x) => x === k.toLowerCase().replace(/_/g, '-'));
  return meanText(read ?? `x-${k.slice(2)}`);
}

/**
 * For a whole number YAML reads as a float (`1e3`, `5.0`): it is the type, not the value, that
 * is wrong (an integer is written with digits only).
 */
function floatHint(node: YNode): string {
  if (node.kind !== 'scalar' || node.type !== 'float' || typeof node.value !== 'number') return '';
  const v = node.value;
  return Number.isInteger(v) && v >= 0 && v <= U32_MAX ? ` (YAML reads it as a float, not an integer: write ${v})` : '';
}

export function describe(node: YNode): string {
  if (node.kind === 'seq') return 'a list';
  if (node.kind === 'map') return 'a mapping';
  switch (node.type) {
    case 'null':
      return 'null (empty)';
    case 'bool':
      return `${node.source ?? String(node.value)} (a boolean)`;
    case 'int':
      return `${node.source ?? String(node.value)} (a number)`;
    case 'float': {
      if (node.source !== undefined) return `${node.source} (a number)`;
      // YAML `1.0` and `5.0` are floats: show them as written, not as 1 and 5.
      const v = node.value as number;
      return `${Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(1) : String(v)} (a number)`;
    }
    default:
      return JSON.stringify(node.value);
  }
}

/** The keys whose findings checkV1 makes in document order: their lists' items, one by one. */
const IN_ORDER_KEYS = new Set(['allowed_tools', 'disallowed_tools', 'allowed_memory_scopes', 'tags']);

export function checkV1(root: YMap, ctx: V1Context): { findings: Finding[]; data: SkillData } {
  const findings: Finding[] = [];
  const data = emptyData();
  const hints: SuggestBudget = fileHints(TOOL_HINT_BUDGET);
  // A list's findings, and the non-canonical walk's, are made in document order: past the
  // file's cap they are counted, not held. (Other keys make few, some out of order: the
  // signature block's missing fields come after its entries, at the block's start.)
  const spilling = spillingPush(findings);
  let inOrder = false;
  // Where an InvalidField was made (held or counted): the non-canonical walk adds none there.
  const invalidAt = new Set<string>();
  const report = (field: string, code: Code, message: string, at: Pos) => {
    if (code === 'InvalidField') invalidAt.add(`${at.line}:${at.column}`);
    const f: Finding = { field, code, message, line: at.line, column: at.column, severity: 'error' };
    if (inOrder) spilling.push(f);
    else findings.push(f);
  };

  for (const { key, value } of root.entries) {
    spilling.reset();
    const k = key.value;
    inOrder = IN_ORDER_KEYS.has(k);
    data.positions[k] = { line: value.line, column: value.column };
    if (k.startsWith('x-')) {
      const v = toValue(value);
      data.x_extensions[k] = typeof v === 'string' ? intern(v) : v;
      continue;
    }
    switch (k) {
      case 'id': {
        const s = stringOf(value);
        if (s === undefined || !V1_ID.test(s)) {
          report(
            'id',
            'InvalidId',
            `id violates kebab-case: ${describe(value)}${s === undefined ? '' : holdsOdd(s)}; it must match ^[a-z][a-z0-9-]*$ (lowercase letters, digits and hyphens, starting with a letter)`,
            value,
          );
        } else data.id = s;
        break;
      }
      case 'version':
      case 'min_broker_version':
      case 'max_broker_version': {
        const s = stringOf(value);
        if (s === undefined || !isSemver(s)) {
          // The seed's wording first (`version is not valid SemVer: "1.0"`), then how to fix it.
          const hint =
            s !== undefined && /^v\d/.test(s)
              ? 'drop the `v` prefix'
              : value.kind === 'scalar' && (value.type === 'int' || value.type === 'float')
                ? 'YAML reads it as a number: write all three parts, e.g. 1.0.0'
                : value.kind !== 'scalar' || value.type === 'null'
                  ? 'it must be a SemVer 2.0.0 version such as 1.0.0'
                  : 'expected SemVer 2.0.0 MAJOR.MINOR.PATCH, e.g. 1.0.0';
          report(k, 'InvalidVersion', `${k} is not valid SemVer: ${describe(value)}; ${hint}`, value);
        } else data[k] = intern(s);
        break;
      }
      case 'description': {
        const s = stringOf(value);
        if (s === undefined) {
          report(
            'description',
            'InvalidDescription',
            `description must be a string of 1..=200 chars, got ${describe(value)}`,
            value,
          );
        } else {
          const n = codePoints(s);
          if (n < 1 || n > 200)
            report('description', 'InvalidDescription', `description must be 1..=200 chars (was ${n})`, value);
          else data.description = s;
        }
        break;
      }
      case 'allowed_memory_scopes': {
        const list = listOf(k, value, report);
        const items = list ?? [];
        if (!list) declareScalar(data, k, value);
        let refused = false;
        // One search budget for the file's scopes: a file of many long ones cannot take minutes.
        const budget: SearchBudget = { left: SCOPE_SEARCH_BUDGET };
        for (let i = 0; i < items.length; i++) {
          const it = items[i];
          const s = stringOf(it);
          const problem = s === undefined ? undefined : memoryScopeProblem(s, budget);
          if (s === undefined) {
            data.unnamed = true;
            report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] must be a glob string; got ${describe(it)}`, it);
          } else if (problem) {
            refused = true;
            report(
              `${k}[${i}]`,
              'InvalidMemoryScopeGlob',
              `${k}[${i}] is not a valid glob: ${JSON.stringify(s)} — ${problem}`,
              it,
            );
          } else data.allowed_memory_scopes.push(intern(s!));
        }
        if (refused) (data.declared ??= {}).allowed_memory_scopes = declaredNames(items);
        break;
      }
      case 'allowed_tools':
      case 'disallowed_tools': {
        const list = listOf(k, value, report);
        const items = list ?? [];
        if (!list && k === 'allowed_tools') declareScalar(data, k, value);
        // A deny list written as one string (`disallowed_tools: Bash`) is refused too, but still
        // denies what it names: the effective tools never show a tool the skill disallows.
        else if (!list) data.disallowed_tools = deniedNames(value).map(intern);
        let refused = false;
        for (let i = 0; i < items.length; i++) {
          const it = items[i];
          const s = stringOf(it);
          const problem =
            s === undefined
              ? `${k}[${i}] is ${describe(it)}, not a tool name`
              : toolProblem(s, ctx.tools, hints, ctx.configName);
          if (problem) {
            if (s !== undefined) refused = true;
            else if (k === 'allowed_tools') data.unnamed = true;
            report(
              `${k}[${i}]`,
              'UnknownTool',
              s === undefined ? problem : `${k}[${i}] is not a known tool: ${JSON.stringify(s)}${problem}`,
              it,
            );
          } else data[k].push(intern(s!));
        }
        if (refused && k === 'allowed_tools') (data.declared ??= {}).allowed_tools = declaredNames(items);
        break;
      }
      case 'sync_class':
      case 'tenant_scope': {
        const allowed = k === 'sync_class' ? ['private', 'shareable'] : ['any', 'pinned'];
        const s = stringOf(value);
        if (s === undefined || !allowed.includes(s)) {
          report(
            k,
            'InvalidField',
            `${k} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; got ${describe(value)}${s ? didYouMean(s, allowed) : ''}`,
            value,
          );
        } else data[k] = intern(s);
        break;
      }
      case 'effort_minutes': {
        if (
          value.kind !== 'scalar' ||
          value.type !== 'int' ||
          typeof value.value !== 'number' ||
          value.value < 0 ||
          value.value > U32_MAX
        ) {
          report(
            k,
            'InvalidField',
            `effort_minutes must be a whole number from 0 to ${U32_MAX}; got ${describe(value)}${floatHint(value)}`,
            value,
          );
        } else data.effort_minutes = value.value;
        break;
      }
      case 'tags': {
        const items = listOf(k, value, report) ?? [];
        for (let i = 0; i < items.length; i++) {
          const it = items[i];
          const s = stringOf(it);
          if (s === undefined)
            report(`tags[${i}]`, 'InvalidField', `tags[${i}] must be a string; got ${describe(it)}`, it);
          else data.tags.push(intern(s));
        }
        break;
      }
      case 'signature':
        data.signaturePresent = true;
        data.signaturePos = { line: key.line, column: key.column };
        checkSignatureBlock(value, data, report);
        break;
      default:
        report(
          k,
          'UnknownField',
          `unknown field ${JSON.stringify(k)}${holdsOdd(k)}${extensionHint(k) ?? didYouMean(k, V1_KEYS, false)} (custom keys must start with \`x-\`)${
            AGENTSKILLS_ONLY.has(k)
              ? '; an agentskills.io skill? check it with --profile agentskills (or profile: agentskills in .skillgate.yml)'
              : ''
          }`,
          key,
        );
    }
  }
  inOrder = false;
  for (const req of V1_REQUIRED) {
    if (!Object.hasOwn(data.positions, req))
      report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
  }
  checkBrokerRange(data, ctx, report);
  if (hasNonCanonical(root)) {
    // SPEC §2: NaN, ±Infinity and lone surrogates are InvalidField anywhere, also where the
    // field has its own error (`version: .nan` is InvalidVersion and InvalidField). A value
    // already InvalidField for its field (`effort_minutes: .inf`) is not reported twice.
    const taken = new Set(invalidAt);
    // A walk of the whole frontmatter in document order.
    spilling.reset();
    inOrder = true;
    checkNonCanonical(root, (field, code, message, at) => {
      if (!taken.has(`${at.line}:${at.column}`)) report(field, code, message, at);
    });
  }
  return { findings, data };
}

/** Each config's registered tool names, and with the native ones, listed once (not per unknown tool). */
const toolNames = new WeakMap<object, { registered: string[]; all: string[] }>();

/** Did-you-mean work one file's tool lists may cost (see SuggestBudget): a few ms at most. */
const TOOL_HINT_BUDGET = 2_000_000;

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function toolProblem(
  name: string,
  tools: Readonly<Record<string, ToolClass>>,
  budget: SuggestBudget,
  configName = '.skillgate.yml',
): string | null {
  if (has(NATIVE_TOOLS, name)) return null;
  let names = toolNames.get(tools);
  if (!names) {
    const registered = Object.keys(tools);
    names = { registered, all: [...NATIVE_TOOL_NAMES, ...registered] };
    toolNames.set(tools, names);
  }
  if (MCP_NAME.test(name)) {
    if (has(tools, name)) return null;
    return `${didYouMeanWithin(name, names.registered, budget)} (MCP tools must be registered with their class under \`tools\` in ${configName})`;
  }
  // `- Read` then a deeper `  - Bash`: YAML reads one item, "Read - Bash".
  // (Names are short: a long one is no run of tools, and is not split.)
  if (
    name.length <= 200 &&
    name.includes(' - ') &&
    name.split(' - ').every((t) => has(NATIVE_TOOLS, t.trim()) || has(tools, t.trim()))
  )
    return ` (one item holding " - ": in a block list, an item indented deeper than the one above it goes on with that one, so line the "- " items up; in a [flow list], separate items with ",")`;
  const hint = didYouMeanWithin(name, names.all, budget, false);
  return `${hint || `; native tools are ${NATIVE_TOOL_NAMES.join(', ')}`}${lookAlike(name)}`;
}

/**
 * For a name that holds characters beyond printable ASCII (every native tool name is ASCII):
 * which, as code points. A Cyrillic `а` in "Bаsh" prints as the `a` of "Bash", so the message
 * would otherwise show two names that look the same.
 */
function lookAlike(name: string): string {
  const odd = oddCharacters(name);
  return odd ? ` (it holds ${odd}: tool names are printable ASCII)` : '';
}

type Report = (field: string, code: Code, message: string, at: Pos) => void;

function stringOf(n: YNode): string | undefined {
  return n.kind === 'scalar' && n.type === 'str' ? (n.value as string) : undefined;
}

/**
 * The tools a `disallowed_tools` value denies: a list's strings, or the names a string lists (a
 * deny list written as one string is refused, but still denies what it names).
 */
export function deniedNames(n: YNode): string[] {
  if (n.kind === 'seq') return n.items.map(stringOf).filter((s): s is string => s !== undefined);
  const s = stringOf(n);
  return s ? namesIn(s) : [];
}

function listOf(field: string, n: YNode, report: Report): YNode[] | undefined {
  if (n.kind !== 'seq') {
    report(field, 'InvalidField', `${field} must be a list; got ${describe(n)}`, n);
    return undefined;
  }
  return n.items;
}

export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

function checkSignatureBlock(value: YNode, data: SkillData, report: Report): void {
  if (value.kind !== 'map') {
    report(
      'signature',
      'InvalidField',
      `signature must be a mapping with algo, public_key_hex and signature_hex; got ${describe(value)}`,
      value,
    );
    return;
  }
  const got: Record<string, string> = {};
  let ok = true;
  for (const { key, value: v } of value.entries) {
    const k = key.value;
    const s = stringOf(v);
    const field = `signature.${k}`;
    if (k === 'algo') {
      if (s !== 'ed25519') {
        report(field, 'InvalidField', `signature.algo must be "ed25519"; got ${describe(v)}`, v);
        ok = false;
      } else got.algo = s;
    } else if (k === 'public_key_hex' || k === 'signature_hex') {
      const len = k === 'public_key_hex' ? 64 : 128;
      if (s === undefined || s.length !== len || !/^[0-9a-fA-F]*$/.test(s)) {
        const why =
          s === undefined
            ? `got ${describe(v)}`
            : !/^[0-9a-fA-F]*$/.test(s)
              ? 'it contains non-hex characters'
              : `it has ${s.length}`;
        report(field, 'InvalidField', `signature.${k} must be ${len} hex characters (${len / 2} bytes); ${why}`, v);
        ok = false;
      } else got[k] = s;
    } else {
      report(
        field,
        'InvalidField',
        `unknown key ${JSON.stringify(k)} in signature${didYouMean(k, ['algo', 'public_key_hex', 'signature_hex'])} (allowed: algo, public_key_hex, signature_hex)`,
        key,
      );
      ok = false;
    }
  }
  for (const req of ['algo', 'public_key_hex', 'signature_hex']) {
    if (!(req in got) && !value.entries.some((e) => e.key.value === req)) {
      report(`signature.${req}`, 'InvalidField', `signature.${req} is missing`, value);
      ok = false;
    }
  }
  if (ok) data.signature = { algo: got.algo, public_key_hex: got.public_key_hex, signature_hex: got.signature_hex };
}

function checkBrokerRange(data: SkillData, ctx: V1Context, report: Report): void {
  const min = data.min_broker_version ? parseSemver(data.min_broker_version) : null;
  const max = data.max_broker_version ? parseSemver(data.max_broker_version) : null;
  if (min && max && compareSemver(min, max) > 0) {
    report(
      'max_broker_version',
      'InvalidField',
      `max_broker_version ${nameCut(data.max_broker_version!)} is lower than min_broker_version ${nameCut(data.min_broker_version!)}`,
      data.positions.max_broker_version,
    );
  }
  const broker = ctx.brokerVersion;
  if (!broker) return;
  if (min && compareSemver(broker, min) < 0) {
    report(
      'min_broker_version',
      'BrokerTooOld',
      `broker version ${nameCut(ctx.brokerVersionText ?? '')} below skill's min_broker_version ${nameCut(data.min_broker_version!)}`,
      data.positions.min_broker_version,
    );
  }
  if (max && compareSemver(broker, max) > 0) {
    report(
      'max_broker_version',
      'BrokerTooNew',
      `broker version ${nameCut(ctx.brokerVersionText ?? '')} above skill's max_broker_version ${nameCut(data.max_broker_version!)}`,
      data.positions.max_broker_version,
    );
  }
}

/** True when checkNonCanonical would report something (most files: no; and no path bookkeeping to say so). */
function hasNonCanonical(n: YNode): boolean {
  if (n.kind === 'scalar') {
    const v = n.value;
    return typeof v === 'number'
      ? !Number.isFinite(v) || (n.type === 'int' && !Number.isSafeInteger(v))
      : typeof v === 'string' && (n.surrogate || !v.isWellFormed());
  }
  if (n.kind === 'seq') {
    for (let i = 0; i < n.items.length; i++) if (hasNonCanonical(n.items[i])) return true;
    return false;
  }
  for (let i = 0; i < n.entries.length; i++) {
    const e = n.entries[i];
    if (e.key.surrogate || !e.key.value.isWellFormed() || hasNonCanonical(e.value)) return true;
  }
  return false;
}

/** A v1 id: kebab-case, starting with a letter (SPEC §2). */
export const V1_ID = /^[a-z][a-z0-9-]*$/;

/** Past this many characters a key path in a message is cut to its start and its end. */
const PATH_MAX = 200;
const PATH_HALF = 90;

/**
 * NaN, ±Infinity and lone surrogates have no canonical form (SPEC §2, §3); nor has an
 * integer past ±(2^53 − 1): JCS writes the double it rounds to (9007199254740993 reads as
 * ...992), so the signed and locked value would not be the one written, and another
 * implementation could keep it exact.
 */
export function checkNonCanonical(root: YMap, report: Report): void {
  // The path (`a.b[2]`) is built only for a finding: most files have none.
  const at: (string | number)[] = [];
  const counted = new Map<string, number>();
  const codePointsOf = (key: string): number => {
    let n = counted.get(key);
    if (n === undefined) counted.set(key, (n = codePoints(key)));
    return n;
  };
  const join = (p: string, seg: string | number): string =>
    typeof seg === 'number' ? `${p}[${seg}]` : p ? `${p}.${seg}` : seg;
  const pathOf = (): string => {
    // Its length, exactly (in UTF-16 units, as a cut counts them): within PATH_MAX it is whole.
    const full = at.reduce<number>(
      (len, seg, i) => len + (typeof seg === 'number' ? String(seg).length + 2 : seg.length + (i ? 1 : 0)),
      0,
    );
    if (full <= PATH_MAX) return at.reduce<string>(join, '');
    // Each finding repeats it, 10,000 a file at most: a path of long keys nested deep (60 KB
    // in a 120 KB file) made a report too long for one string. Its start and end (past
    // PATH_MAX they cannot overlap), and its length in characters (code points).
    let head = '';
    for (const seg of at) if ((head = join(head, seg)).length >= PATH_HALF) break;
    let tail = '';
    for (let i = at.length - 1; i >= 0 && tail.length < PATH_HALF; i--) {
      const seg = at[i]!;
      tail = typeof seg === 'number' ? `[${seg}]${tail}` : `.${seg}${tail}`;
    }
    // In code points (an emoji is one character), each key counted once (findings repeat them).
    let chars = 0;
    for (const seg of at) chars += typeof seg === 'number' ? String(seg).length + 2 : codePointsOf(seg) + 1;
    chars -= typeof at[0] === 'string' ? 1 : 0;
    // Cut between code points: half an emoji would be a lone surrogate in the report.
    let h = PATH_HALF;
    if (/[\ud800-\udbff]/.test(head.charAt(h - 1))) h--;
    let t = tail.length - PATH_HALF;
    if (t > 0 && /[\udc00-\udfff]/.test(tail.charAt(t))) t++;
    return `${head.slice(0, h)}…${tail.slice(Math.max(t, 0))} (a path of ${chars} characters)`;
  };
  const walk = (n: YNode): void => {
    if (n.kind === 'scalar') {
      if (typeof n.value === 'number' && !Number.isFinite(n.value)) {
        const path = pathOf();
        report(path, 'InvalidField', `${path} is ${String(n.value)}: NaN and Infinity have no canonical form`, n);
      } else if (typeof n.value === 'number' && n.type === 'int' && !Number.isSafeInteger(n.value)) {
        const path = pathOf();
        report(
          path,
          'InvalidField',
          `${path} is ${n.source ?? String(n.value)}: an integer beyond ±9007199254740991 (2^53 − 1) has no canonical form: RFC 8785 signs I-JSON (RFC 7493), whose integers stay within ±(2^53 − 1) so that every implementation reads the same value (quote it to keep it as text)`,
          n,
        );
      } else if (typeof n.value === 'string' && (n.surrogate || !n.value.isWellFormed())) {
        const path = pathOf();
        report(
          path,
          'InvalidField',
          n.surrogate
            ? `${path} holds a \\U escape of a surrogate (U+D800–U+DFFF), which is no character: not well-formed Unicode`
            : `${path} contains a lone UTF-16 surrogate (e.g. from a \\uD800 escape): not well-formed Unicode`,
          n,
        );
      }
    } else if (n.kind === 'seq') {
      for (let i = 0; i < n.items.length; i++) {
        at.push(i);
        walk(n.items[i]);
        at.pop();
      }
    } else
      for (const e of n.entries) {
        at.push(e.key.value);
        if (e.key.surrogate || !e.key.value.isWellFormed())
          report(
            pathOf(),
            'InvalidField',
            e.key.surrogate
              ? `key ${quoteCut(e.key.value)} holds a \\U escape of a surrogate (U+D800–U+DFFF), which is no character: not well-formed Unicode`
              : `key ${quoteCut(e.key.value)} contains a lone UTF-16 surrogate: not well-formed Unicode`,
            e.key as YScalar,
          );
        walk(e.value);
        at.pop();
      }
  };
  walk(root);
}
