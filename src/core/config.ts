/**
 * `.skillgate.yml`: parsed with positions, validated against schema/config.schema.json,
 * then checked for what a schema cannot say. Every problem names the key and its line.
 */
import { isUtf8 } from 'node:buffer';
import { lstatSync } from 'node:fs';
import { readSettingFile } from '../scan/setting-file.js';
import path from 'node:path';
import {
  CONFLICT_MARKER,
  conflictMessage,
  MORE_YAML_ERRORS,
  parseYamlText,
  type YMap,
  type YNode,
  type Pos,
} from './document.js';
import { UsageError, RULE_IDS, CONTRACT_CODES, nameCut, quoteCut, type ErrorLocation } from './diagnostic.js';
import { CONFIG_FILE, defaultSettings, type Settings, type PermissionProfile } from './config-types.js';
import { brokerVersionOf } from './semver.js';
import { bytePos, codePointName, firstInvalidUtf8 } from './utf8.js';
import { MCP_NAME, NATIVE_TOOLS, TOOL_CLASSES, nativeByCase, type ToolClass } from './tools.js';
import { globWeight as weightOf, MAX_GLOB_WEIGHT, pathGlobProblem } from './glob-check.js';
import { didYouMean, didYouMeanWithin, meanText, type SuggestBudget } from './suggest.js';
import { DANGLING, danglingLink, fsReason, namesFolder, folderEnding, asFolder } from './io-text.js';
import { safe } from '../report/text.js';
import { checkNonCanonical } from '../rules/v1.js';

/**
 * What the did-you-means of the bad `allow` entries may cost together (see SuggestBudget):
 * against tens of thousands of registered tools with long shared prefixes one took seconds,
 * and each of the 50 listed had this much of its own (48 entries: 20 s on every command).
 */
const CONFIG_HINT_BUDGET = 50_000_000;

export { CONFIG_FILE };

/** A mapping's entries by key, built once per mapping: a config of 80,000 bad keys is 80,000 lookups. */
const byKey = new WeakMap<YNode, Map<unknown, { key: Pos; value: YNode }>>();
function entryOf(map: YNode & { kind: 'map' }, key: string): { key: Pos; value: YNode } | undefined {
  let index = byKey.get(map);
  if (!index) {
    index = new Map();
    for (const e of map.entries) if (!index.has(e.key.value)) index.set(e.key.value, e);
    byKey.set(map, index);
  }
  return index.get(key);
}

/** Config errors listed before the rest are counted: each names its line, and the first ones say what is wrong. */
const MAX_CONFIG_ERRORS = 50;

/**
 * The error that lists a config's problems: `invalid config FILE:`, the first
 * MAX_CONFIG_ERRORS of `lines` (each `file:line:col: message`, in the file's order) and how
 * many more there are of `total` (all of `lines` by default; `atLeast`: a floor, "more than").
 */
function configErrors(
  file: string,
  lines: readonly string[],
  locations: readonly ErrorLocation[],
  atLeast = false,
  total = lines.length,
): UsageError {
  const more = total - Math.min(lines.length, MAX_CONFIG_ERRORS);
  const tail =
    more > 0 ? `\n  … and ${atLeast ? 'more than ' : ''}${more} more error${more === 1 && !atLeast ? '' : 's'}` : '';
  return new UsageError(
    `invalid config ${safe(file)}:\n  ${lines.slice(0, MAX_CONFIG_ERRORS).map(safe).join('\n  ')}${tail}`,
    locations.slice(0, MAX_CONFIG_ERRORS),
  );
}

function nodeAt(root: YNode, pointer: string): { node: YNode; key?: Pos } | undefined {
  let cur: YNode = root;
  let key: Pos | undefined;
  if (!pointer) return { node: cur };
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur.kind === 'map') {
      const e = entryOf(cur, seg);
      if (!e) return { node: cur, key };
      key = e.key;
      cur = e.value;
    } else if (cur.kind === 'seq') {
      const it = cur.items[Number(seg)];
      if (!it) return { node: cur, key };
      cur = it;
      key = undefined;
    } else return { node: cur, key };
  }
  return { node: cur, key };
}

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** Set on the error of a key that fails `propertyNames`. */
  propertyName?: string;
}

/**
 * A JSON pointer (`/permission_profiles/name/paths/0`) as messages write it:
 * `permission_profiles.name.paths[0]`. A segment is a list index where the config holds a
 * list there (with `root`; every list in the schema is under include, exclude, allow or paths).
 */
function dotted(ptr: string, root?: YNode): string {
  let out = '';
  let cur: YNode | undefined = root;
  for (const raw of ptr.slice(1).split('/')) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur?.kind === 'seq') {
      out += `[${k}]`;
      cur = cur.items[Number(k)];
    } else {
      out += `${out ? '.' : ''}${nameCut(k)}`;
      cur = cur?.kind === 'map' ? entryOf(cur, k)?.value : undefined;
    }
  }
  return out;
}

/** ajv's wording of the checks the schema makes on strings, as a user reads them. */
function stringRule(e: AjvError): string | undefined {
  if (e.keyword === 'minLength' && e.params.limit === 1) return 'must not be empty';
  if (e.keyword === 'pattern' && e.params.pattern === '^\\S+$') return 'must not contain spaces or other whitespace';
  return undefined;
}

/** A rule id or code as spelled without case, `-` or `_` (`unknown-tool`, `UnknownTool`: `unknowntool`). */
const flat = (s: string) => s.replace(/[-_]/g, '').toLowerCase();

/**
 * The contract code a key under `rules` spells, in its own form or a rule id's (`unknown-tool`,
 * `unknown_tool`: UnknownTool); none when a rule id is spelled so too (`unknown_field` is the
 * rule `unknown-field` mistyped; `UnknownField` itself is the code).
 */
function contractCode(key: string): string | undefined {
  if ((CONTRACT_CODES as readonly string[]).includes(key)) return key;
  const k = flat(key);
  if (RULE_IDS.some((r) => flat(r) === k)) return undefined;
  return CONTRACT_CODES.find((c) => flat(c) === k);
}

/** The rule a contract code's name also spells (UnknownField: the agentskills rule `unknown-field`). */
function ruleSpelled(code: string): string {
  const rule = RULE_IDS.find((r) => flat(r) === flat(code));
  return rule ? `; did you mean the rule "${rule}"?` : '';
}

/** `warn` for `warning`: the one allowed value that `got` (three characters or more) begins. */
function startOf(got: string, words: readonly string[]): string | undefined {
  if (got.length < 3) return undefined;
  const g = got.toLowerCase();
  const hits = words.filter((w) => w.length > got.length && w.toLowerCase().startsWith(g));
  return hits.length === 1 ? meanText(hits[0]!) : undefined;
}

function describeAjv(e: AjvError, root: YNode, file: string, topKeys: readonly string[]): string {
  const where = e.instancePath ? dotted(e.instancePath, root) : 'the top level';
  const found = nodeAt(root, e.instancePath);
  let pos: Pos = found?.node ?? { line: 1, column: 1 };
  let msg: string;
  if (e.keyword === 'additionalProperties') {
    const extra = String(e.params.additionalProperty);
    const sub = nodeAt(root, `${e.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (sub?.key) pos = sub.key;
    let known: string[] = [];
    const schemaProps =
      e.instancePath === ''
        ? [...topKeys]
        : e.instancePath === '/rules'
          ? [...RULE_IDS]
          : /^\/permission_profiles\/[^/]+$/.test(e.instancePath)
            ? ['allow', 'paths']
            : [];
    known = schemaProps;
    const contract = e.instancePath === '/rules' ? contractCode(extra) : undefined;
    msg = contract
      ? `rules.${extra}: ${contract === extra ? `"${extra}" is` : `"${extra}" names`} ${contract === extra ? 'a contract code' : `the contract code "${contract}"`}, not a rule: it cannot be configured or switched off${ruleSpelled(extra)}`
      : `unknown key ${quoteCut(extra)} ${e.instancePath ? `in ${where}` : 'at the top level'}${didYouMean(extra, known)}${known.length ? ` (expected one of: ${known.join(', ')})` : ''}`;
  } else if (e.keyword === 'enum') {
    const allowed = e.params.allowedValues as unknown[];
    const got = found?.node.kind === 'scalar' && typeof found.node.value === 'string' ? found.node.value : undefined;
    // `readonly` for read-only, `Local` for local: a near miss is named.
    const words = allowed.filter((v): v is string => typeof v === 'string');
    const near = got === undefined || got.length > 100 ? '' : (startOf(got, words) ?? didYouMean(got, words));
    msg = `${where}: must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${got === undefined ? '' : `; got ${quoteCut(got)}`}${near}`;
  } else if (e.keyword === 'anyOf') {
    // The schema's only anyOf: a profile's `allow` entry, a class or a tool name (no whitespace).
    const got = found?.node.kind === 'scalar' ? String(found.node.value) : '';
    const classes = `a tool class (${TOOL_CLASSES.join(', ')})`;
    msg =
      got === ''
        ? `${where}: must not be empty; write ${classes} or a tool name`
        : `${where} ${quoteCut(got)} is neither ${classes} nor a tool name (a tool name holds no whitespace)${got.length > 100 ? '' : didYouMean(got, [...TOOL_CLASSES, ...Object.keys(NATIVE_TOOLS)])}`;
  } else if (e.keyword === 'pattern' && e.instancePath === '/broker_version') {
    msg = `${where}: must be a SemVer 2.0.0 version such as "1.4.0" (or "1.5" for 1.5.0), with no "v" prefix; got ${quoteCut(found?.node.kind === 'scalar' ? String(found.node.value) : '')}`;
  } else if (e.keyword === 'type' && e.instancePath === '/broker_version') {
    // `broker_version: 1.5` is a number to YAML (and 1.10 would be 1.1): it must be quoted.
    msg = `${where}: must be a string; quote the version, as in broker_version: "1.5"`;
  } else if (e.keyword === 'type' && typeof e.params.type === 'string') {
    const kinds: Record<string, string> = {
      array: 'a list (such as [a, b])',
      object: 'a mapping of keys to values',
      string: 'a string',
      integer: 'a whole number',
      number: 'a number',
      boolean: 'true or false',
    };
    msg = `${where}: must be ${kinds[e.params.type] ?? e.params.type}`;
  } else if (typeof e.propertyName === 'string') {
    // A key's own error (propertyNames): say which key, at that key.
    const sub = nodeAt(root, `${e.instancePath}/${e.propertyName.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (sub?.key) pos = sub.key;
    msg = `${where}: key ${quoteCut(String(e.propertyName))} ${stringRule(e) ?? e.message ?? 'is invalid'}`;
  } else {
    msg = `${where}: ${stringRule(e) ?? e.message ?? 'is invalid'}`;
  }
  return `${safe(file)}:${pos.line}:${pos.column}: ${msg}`;
}

function toJs(n: YNode): unknown {
  if (n.kind === 'scalar') return n.value;
  if (n.kind === 'seq') return n.items.map(toJs);
  const o: Record<string, unknown> = {};
  for (const e of n.entries) o[e.key.value] = toJs(e.value);
  return o;
}

/**
 * A glob that matches no SKILL.md path: it ends in `/`, or its last segment is a plain name
 * (no wildcard, class, brace or group) other than SKILL.md. A `!` glob matches the rest.
 */
function namesNoSkill(glob: string): boolean {
  // A `!` glob matches the rest; picomatch reads `"…"` as quoted text and a bare `|` as
  // alternatives (`skills/"a[1]"/SKILL.md`, `a/SKILL.md|b`): not judged here.
  if (glob.startsWith('!') || /["|]/.test(glob)) return false;
  if (glob.endsWith('/')) return true;
  const last = glob.slice(glob.lastIndexOf('/') + 1);
  return !/[*?[\]{}()!+@\\]/.test(last) && last !== 'SKILL.md';
}

/** The most globs a config may hold in include, exclude and every profile's paths together. */
export const MAX_CONFIG_GLOBS = 10_000;
/** The largest config read (as for SKILL.md): 10,000 globs take ~0.5 MB. */
export const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * The most values (keys, scalars, lists and mappings) a config may hold: far above any valid
 * one (10,000 globs), and a bound on the YAML library's cost (~1–2 KB a value: 1 MiB of
 * `[[[[]]]],` took 3 s and 0.9 GB before it was refused).
 */
export const MAX_CONFIG_VALUES = 100_000;

/**
 * Parses and validates a config file's text. Throws UsageError naming file:line:col.
 * `opts.profile` is the profile a flag or action input sets over the file's own (what
 * may be registered under `tools` depends on it).
 */
export async function parseConfig(
  text: string,
  file: string,
  opts: { profile?: Settings['profile'] } = {},
): Promise<Partial<Settings>> {
  // A merge left both sides in it: said as that, as in a SKILL.md or the lockfile (YAML's own
  // error for a `<<<<<<<` line pointed away from the conflict).
  const marker = CONFLICT_MARKER.exec(text);
  if (marker) {
    const line = text.slice(0, marker.index).split('\n').length;
    const message = conflictMessage(marker[0]);
    throw new UsageError(`${safe(file)}:${line}:1: ${message}`, [{ line, column: 1, message }]);
  }
  const parsed = parseYamlText(text, MAX_CONFIG_VALUES);
  if (!parsed.ok) {
    // The YAML rules are those of SKILL.md frontmatter; the message names this file instead.
    // Every one is listed (the first MAX_CONFIG_ERRORS, in the file's order), as a SKILL.md's.
    // Past MAX_YAML_FINDINGS the parser adds one that says more follow: not an error to count.
    const capped = parsed.findings.some((f) => f.message.startsWith(MORE_YAML_ERRORS));
    const found = parsed.findings
      .filter((f) => !f.message.startsWith(MORE_YAML_ERRORS))
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .map((f) => ({
        line: f.line,
        column: f.column,
        message: f.message.startsWith('the frontmatter must be one YAML document')
          ? `${safe(file)} must be one YAML document; remove the \`---\` or \`...\` line that starts or ends another`
          : f.message
              .replace('in SKILL.md frontmatter', `in ${safe(file)}`)
              .replace('in the frontmatter', `in ${safe(file)}`),
      }));
    const lines = found.map((f) => `${safe(file)}:${f.line}:${f.column}: ${f.message}`);
    if (found.length === 1) throw new UsageError(lines[0]!, found);
    throw configErrors(file, lines, found, capped);
  }
  const root: YMap | null = parsed.root;
  if (!root) return {};
  // A string that is not well-formed Unicode (a lone surrogate from a `\uD800` escape), or
  // NaN/Infinity, as a SKILL.md refuses it (SPEC §2): a lockfile path of "\ud800" became a file
  // named U+FFFD, said as another name.
  const odd: ErrorLocation[] = [];
  checkNonCanonical(root, (_field, _code, message, n) => {
    odd.push({ line: n.line, column: n.column, message });
  });
  if (odd.length) {
    odd.sort((a, b) => a.line - b.line || a.column - b.column);
    const lines = odd.map((f) => `${safe(file)}:${f.line}:${f.column}: ${safe(f.message)}`);
    if (odd.length === 1) throw new UsageError(lines[0]!, odd);
    throw configErrors(file, lines, odd.slice(0, MAX_CONFIG_ERRORS), false);
  }
  const value = toJs(root);
  // Compiled ahead of time (scripts/gen-schemas.mjs): compiling the schema here cost ~80 ms.
  const { validate } = (await import('../generated/config-validator.js')) as unknown as { validate: Validator };
  if (!validate(value)) {
    const errs = (validate.errors ?? []) as AjvError[];
    // Prefer the most specific errors; anyOf/oneOf wrappers add noise.
    // A wrong type and the enum it then fails are one problem (`mcp__a__b:` with no class), and
    // `propertyNames` repeats the key's own error ("property name must be valid").
    const typed = new Set(errs.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
    // A string in a profile's `allow` that is no class and no tool fails each of the schema's
    // three forms: one message says what the entry may be, not three.
    const either = new Set(
      errs.filter((e) => e.keyword === 'anyOf' && !typed.has(e.instancePath)).map((e) => e.instancePath),
    );
    // One error per key that fails propertyNames (an empty key fails minLength and pattern).
    const keyed = new Set<string>();
    const useful = errs.filter((e) => {
      if (either.has(e.instancePath)) return e.keyword === 'anyOf';
      if (['anyOf', 'oneOf', 'if', 'propertyNames'].includes(e.keyword)) return false;
      if (e.keyword === 'enum' && typed.has(e.instancePath)) return false;
      if (typeof e.propertyName !== 'string') return true;
      const k = `${e.instancePath}\0${e.propertyName}`;
      if (keyed.has(k)) return false;
      keyed.add(k);
      return true;
    });
    const all = useful.length ? useful : errs;
    // In the file's order (ajv's is the schema's), as the checks below list theirs: every
    // error is worded (cheap: short lists to suggest from) and sorted before the first
    // MAX_CONFIG_ERRORS are taken.
    const pos = (l: string): number[] => /^:(\d+):(\d+):/.exec(l.slice(file.length))?.slice(1).map(Number) ?? [0, 0];
    // The schema itself, for the keys a misspelt one is told from: loaded only for a config
    // that fails it (its 28 KB of literals were compiled by every run).
    const { configSchema } = await import('../generated/schemas.js');
    const topKeys = Object.keys((configSchema.properties as object) ?? {});
    const described = [...new Set(all.map((e) => describeAjv(e, root, file, topKeys)))]
      .map((l) => ({ l, at: pos(l) }))
      .sort((a, b) => a.at[0]! - b.at[0]! || a.at[1]! - b.at[1]!)
      .map((x) => x.l);
    throw configErrors(
      file,
      described,
      described.slice(0, MAX_CONFIG_ERRORS).map((l) => {
        const [line = 1, column = 1] = pos(l);
        return { line, column, message: l.slice(file.length).replace(/^:\d+:\d+: /, '') };
      }),
    );
  }
  const out: Partial<Settings> = {};
  const v = value as Record<string, unknown>;
  const lineCol = (p: Pos) => ({ line: p.line, column: p.column });
  const at = (ptr: string): Pos => {
    const f = nodeAt(root, ptr);
    return f?.key ?? f?.node ?? { line: 1, column: 1 };
  };
  // Every problem below is listed (the first MAX_CONFIG_ERRORS, in the file's order, then how
  // many more), as the schema's are: a user fixing several globs runs once, not once each.
  // A message may be costly to word (a did-you-mean over many tools): only the listed ones are.
  const found: { at: Pos; message: string | (() => string) }[] = [];
  const problem = (ptr: string, message: string | (() => string)): void => {
    found.push({ at: at(ptr), message });
  };
  const report = (): void => {
    if (!found.length) return;
    found.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
    const problems = found.slice(0, MAX_CONFIG_ERRORS).map((p) => ({
      line: p.at.line,
      column: p.at.column,
      message: typeof p.message === 'string' ? p.message : p.message(),
    }));
    const lines = problems.map((p) => `${safe(file)}:${p.line}:${p.column}: ${p.message}`);
    throw configErrors(file, lines, problems, false, found.length);
  };
  if (v.profile !== undefined) out.profile = v.profile as Settings['profile'];
  if (v.broker_version !== undefined) {
    // As the flag and the action input read it: full SemVer, or a release written short.
    const broker = typeof v.broker_version === 'string' ? brokerVersionOf(v.broker_version) : undefined;
    if (broker === undefined)
      problem('/broker_version', `broker_version must be a SemVer 2.0.0 string such as "1.4.0" (or "1.5" for 1.5.0)`);
    else out.brokerVersion = broker;
  }
  if (v.trust !== undefined) out.trust = v.trust as Settings['trust'];
  // Where a path's value is, for the errors about the file it names (not found, outside).
  const valueAt = (ptr: string) => lineCol(nodeAt(root, ptr)?.node ?? at(ptr));
  // A problem with the file a path names, at the path's value (`problem` points at its key).
  const valueProblem = (ptr: string, message: string): void => {
    found.push({ at: valueAt(ptr), message });
  };
  // path.resolve drops a trailing slash: `lockfile: locks/` was written as a file named locks.
  const folder = (key: string, value: unknown, what: string, example: string): void => {
    if (typeof value === 'string' && namesFolder(value))
      valueProblem(
        `/${key}`,
        `${key} ${quoteCut(value)} ends with "${folderEnding(value)}", so it names a folder: name the ${what} in it (${quoteCut(asFolder(value) + example)})`,
      );
  };
  folder('trusted_keys', v.trusted_keys, 'keyring file', 'trusted-keys');
  folder('lockfile', v.lockfile, 'lockfile', 'skillgate.lock');
  // A line break or an escape sequence in a file's name: `lock` wrote a file named `x⏎y`
  // (a checked-out config names it for every developer who runs `skillgate lock`).
  for (const key of ['trusted_keys', 'lockfile'] as const) {
    const value = v[key];
    if (typeof value === 'string' && /[\x00-\x1f\x7f-\x9f\u2028\u2029]/.test(value))
      valueProblem(
        `/${key}`,
        `${key} ${quoteCut(value)} holds a control character (a line break, a tab, an escape): name a file without one`,
      );
  }
  // `./x` is `x`: shown, and pointed at in SARIF, as the flag's `x` is (a `..` is kept: after
  // a folder symlink the system does not read it as text does).
  const plain = (p: string): string => p.replace(/^(?:\.\/+)+(?=[^/])/, '');
  if (v.trusted_keys !== undefined) {
    out.trustedKeys = plain(v.trusted_keys as string);
    out.trustedKeysExplicit = true;
    out.trustedKeysAt = valueAt('/trusted_keys');
  }
  // The config names where the lock is; only --lockfile (or the Action's input) makes a run
  // of named paths check drift and the file required (SPEC §5), so that the pre-commit hook,
  // which names the staged files, never fails on drift elsewhere in the tree.
  if (v.lockfile !== undefined) {
    out.lockfile = plain(v.lockfile as string);
    out.lockfileAt = valueAt('/lockfile');
  }
  // Each glob is compiled (~10 KB); a hostile config of 200,000 of them ran out of memory.
  let globCount = 0;
  let globWeight = 0;
  const globs = (ptr: string, list: string[]): string[] => {
    globCount += list.length;
    if (globCount > MAX_CONFIG_GLOBS) {
      problem(
        ptr,
        `too many globs: include, exclude and permission_profiles.*.paths hold more than ${MAX_CONFIG_GLOBS} together (a directory glob such as "skills/team-a/**" covers a whole folder)`,
      );
      report(); // not one more glob is read
    }
    list.forEach((g, i) => {
      const why = pathGlobProblem(g);
      if (why) problem(`${ptr}/${i}`, `${dotted(ptr)}[${i}] ${quoteCut(g)} is not a valid glob: ${why}`);
      // A folder's name (`skills/review`, `skills/review/`) matches no SKILL.md: the profile
      // would govern, or the list keep, none of the skills in it, unsaid.
      else if (namesNoSkill(g))
        problem(
          `${ptr}/${i}`,
          `${dotted(ptr)}[${i}] ${quoteCut(g)} can match no SKILL.md: config globs match each SKILL.md's path from the repository root; for a folder and everything under it, write ${quoteCut(`${g.replace(/\/+$/, '')}/**`)}`,
        );
      // Classes and alternatives cost compile time on every run (MAX_GLOB_WEIGHT).
      else if (globWeight <= MAX_GLOB_WEIGHT && (globWeight += weightOf(g)) > MAX_GLOB_WEIGHT)
        problem(
          `${ptr}/${i}`,
          `${dotted(ptr)}[${i}]: include, exclude and permission_profiles.*.paths hold more than ${MAX_GLOB_WEIGHT} classes, alternatives and stars together (\`[…]\`, \`{a,b}\`, \`@(a|b)\`, \`*\`), each compiled on every run; a directory glob such as "skills/team-a/**" covers a whole folder`,
        );
    });
    // A list matches a path that any one of its globs matches, so a "!" glob beside others
    // adds every path outside it ("skills/**", "!skills/a/**" is every path), where
    // .gitignore-style lists subtract: refused, with the way to say it.
    if (list.length > 1) {
      list.forEach((g, i) => {
        if (!g.startsWith('!') || g.startsWith('!(')) return;
        problem(
          `${ptr}/${i}`,
          `${dotted(ptr)}[${i}] ${quoteCut(g)}: a "!" glob beside other globs adds every path outside it (a path matches the list when any one glob matches it), it does not take paths out; ${ptr === '/include' ? `leave those paths out with exclude: [${quoteCut(g.slice(1))}]` : ptr === '/exclude' ? 'list only the paths to leave out' : 'list only the paths this profile governs'}`,
        );
      });
    }
    return list;
  };
  if (v.include !== undefined) {
    out.include = globs('/include', v.include as string[]);
    out.includeAt = lineCol(at('/include'));
  }
  if (v.exclude !== undefined) {
    out.exclude = globs('/exclude', v.exclude as string[]);
    out.excludeAt = lineCol(at('/exclude'));
  }
  const profile = opts.profile ?? out.profile ?? 'v1';
  if (v.tools !== undefined) {
    const tools: Record<string, ToolClass> = {};
    // Registered names by their lower case: two that differ only in case are refused.
    const byCase = new Map<string, string>();
    for (const [name, cls] of Object.entries(v.tools as Record<string, ToolClass>)) {
      const ptr = `/tools/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const sameButCase = byCase.get(name.toLowerCase());
      // `Bash(git:*)` takes the class of `Bash` (SPEC §7): a narrowed form cannot be reclassified.
      const base = /^([^(]+)\(.*\)$/.exec(name)?.[1];
      if (Object.prototype.hasOwnProperty.call(NATIVE_TOOLS, name))
        problem(
          ptr,
          `tools.${nameCut(name)}: ${quoteCut(name)} is a native tool with the fixed class ${NATIVE_TOOLS[name]}; it cannot be registered`,
        );
      else if (base !== undefined && Object.prototype.hasOwnProperty.call(NATIVE_TOOLS, base))
        problem(
          ptr,
          `tools.${nameCut(name)}: ${quoteCut(name)} takes the fixed class ${NATIVE_TOOLS[base]} of the native tool "${base}"; it cannot be registered`,
        );
      else if (nativeByCase(base ?? name) !== undefined || /[^\x21-\x7e]/u.test(name)) {
        // `bash: read-only`: a client that matches tool names regardless of case would hand
        // the trusted shell to a read-only profile. `Bаsh` (a Cyrillic а), `Ｂａｓｈ`: a
        // look-alike of a native tool, or of another registered one, reads in review as it.
        const native = nativeByCase(base ?? name);
        const odd = /[^\x21-\x7e]/u.exec(name)?.[0];
        const cp = odd && codePointName(odd);
        problem(
          ptr,
          native !== undefined && !odd
            ? `tools.${nameCut(name)}: ${quoteCut(name)} differs from the native tool "${native}" only in letter case: tool names are case-sensitive, and one a client could take for a native tool cannot be registered; write "${native}" (its class is fixed)`
            : native !== undefined
              ? `tools.${nameCut(name)}: ${quoteCut(name)} is a look-alike of the native tool "${native}" (it holds ${cp}): one a client could take for a native tool cannot be registered; write "${native}" (its class is fixed)`
              : `tools.${nameCut(name)}: ${quoteCut(name)} holds ${cp}: a registered tool name is printable ASCII, so that no look-alike (a Cyrillic "а" in "Bаsh") can pass for another tool`,
        );
      } else if (name.includes('(') || name.includes(')'))
        // A narrowed form takes its base tool's class (so registering it changes nothing, or
        // would give one narrowing another class than its tool); `(` alone names no tool.
        problem(
          ptr,
          base !== undefined
            ? `tools.${nameCut(name)}: ${quoteCut(name)} is a narrowed form of ${quoteCut(base)}, which takes the class of ${quoteCut(base)}: register ${quoteCut(base)} instead`
            : `tools.${nameCut(name)}: ${quoteCut(name)} is not a tool name (a narrowed form is written Tool(argument))`,
        );
      else if ((TOOL_CLASSES as readonly string[]).includes(name.toLowerCase()))
        // A permission profile's `allow` reads the word as the class: a tool registered under it
        // would pass a profile that allows only that class, whatever class it is given.
        problem(
          ptr,
          `tools.${nameCut(name)}: ${quoteCut(name)} is the name of a tool class (read-only, write, trusted): a permission profile's allow would read it as the class, so it cannot name a tool`,
        );
      else if (profile === 'v1' && !MCP_NAME.test(name))
        problem(
          ptr,
          `tools.${nameCut(name)}: in profile v1 only MCP tools (mcp__<server>__<tool>) can be registered; other tool names need profile agentskills`,
        );
      else if (sameButCase !== undefined)
        // `WebFetch: read-only` beside `webfetch: trusted`: a client that matches tool names
        // regardless of case could run the trusted one for a read-only grant.
        problem(
          ptr,
          `tools.${nameCut(name)}: ${quoteCut(name)} differs from the registered tool ${quoteCut(sameButCase)} only in letter case: tool names are case-sensitive, and a client that matches them regardless of case could take one for the other; register one spelling`,
        );
      // Only a name that is registered: one refused above is no "registered tool" to name.
      else byCase.set(name.toLowerCase(), name);
      tools[name] = cls;
    }
    out.tools = tools;
  }
  if (v.permission_profiles !== undefined) {
    const profiles: Record<string, PermissionProfile> = {};
    const given = v.permission_profiles as Record<string, { allow?: string[]; paths?: string[] }>;
    // In the file's order (the YAML mapping's), not the object's: see PermissionProfile.order.
    const hints: SuggestBudget = { left: CONFIG_HINT_BUDGET };
    const node = entryOf(root, 'permission_profiles')?.value;
    const names = node?.kind === 'map' ? node.entries.map((e) => e.key.value) : Object.keys(given);
    for (const [order, name] of names.entries()) {
      const p = given[name]!;
      const ptr = `/permission_profiles/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const allow = p.allow ?? [];
      allow.forEach((a, i) => {
        // A class, a native or registered tool, or a narrowed form (`Bash(git:*)`): anything
        // else is a typo that would deny what it meant to allow. An MCP name must be
        // registered under `tools` (an unregistered one is denied anyway: it has no class).
        // A narrowed form is known when its base tool is.
        const known = (t: string) => Object.hasOwn(NATIVE_TOOLS, t) || (out.tools && Object.hasOwn(out.tools, t));
        const narrowedOf = /^([^(]+)\(.*\)$/.exec(a)?.[1];
        if (
          (TOOL_CLASSES as readonly string[]).includes(a) ||
          known(a) ||
          (narrowedOf !== undefined && known(narrowedOf))
        )
          return;
        if (MCP_NAME.test(a))
          problem(
            `${ptr}/allow/${i}`,
            () =>
              `permission_profiles.${nameCut(name)}.allow[${i}] ${quoteCut(a)} is not a registered tool: register it under \`tools\` with its class, or fix the name${didYouMeanWithin(a, Object.keys(out.tools ?? {}), hints)}`,
          );
        else
          problem(
            `${ptr}/allow/${i}`,
            () =>
              `permission_profiles.${nameCut(name)}.allow[${i}] ${quoteCut(a)} is neither a tool class (${TOOL_CLASSES.join(', ')}) nor a known tool${didYouMeanWithin(a, [...TOOL_CLASSES, ...Object.keys(NATIVE_TOOLS), ...Object.keys(out.tools ?? {})], hints)}`,
          );
      });
      profiles[name] = { allow, paths: globs(`${ptr}/paths`, p.paths ?? []), order, at: lineCol(at(ptr)) };
    }
    out.permissionProfiles = profiles;
  }
  if (v.rules !== undefined) out.rules = v.rules as Settings['rules'];
  report();
  return out;
}

/** Names a config is easily given instead of `.skillgate.yml` (none of them is read). */
const CONFIG_LOOKALIKES = ['.skillgate.yaml', 'skillgate.yml', 'skillgate.yaml'];

/**
 * Files at the root named like the config but not read (`.skillgate.yaml`): with no
 * `.skillgate.yml` and no --config, what they set (`trust: registry`, excludes, rules) would
 * not apply, and the run would pass on the defaults without a word. Each with what to say.
 */
export function misnamedConfigs(root: string, naming = '--config'): { file: string; message: string }[] {
  return CONFIG_LOOKALIKES.flatMap((file) => {
    try {
      const st = lstatSync(path.join(root, file));
      if (!st.isFile() && !st.isSymbolicLink()) return [];
    } catch {
      return [];
    }
    return [
      {
        file,
        message: `${safe(file)} is not read: skillgate's config is ${CONFIG_FILE} at the repository root, so what ${safe(file)} sets does not apply (rename it to ${CONFIG_FILE}, or name it with ${naming})`,
      },
    ];
  });
}

/**
 * Loads the config named by `--config`, or `.skillgate.yml` at the root when it exists.
 * `profileOverride`: the profile a flag or action input sets (it decides what `tools` may register).
 */
export async function loadSettings(
  root: string,
  inGit: boolean,
  configFlag?: string,
  profileOverride?: Settings['profile'],
  /** How messages name a config the flag gives (as typed), when not `configFlag` itself. */
  configShown?: string,
): Promise<Settings> {
  const base = defaultSettings(root, inGit);
  const file = configFlag ? path.resolve(configFlag) : path.join(root, CONFIG_FILE);
  let bytes: Buffer;
  try {
    bytes = readSettingFile(file, MAX_CONFIG_BYTES, !!configFlag, { root, inGit });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // No config is the defaults; a symlink there that leads nowhere is a config that cannot
    // be read (its tools, profiles and rules would be dropped without a word).
    const dangling = danglingLink(e, file);
    if (!configFlag && code === 'ENOENT' && !dangling) return base;
    throw new UsageError(
      `cannot read config ${safe(configShown ?? configFlag ?? CONFIG_FILE)}: ${dangling ? DANGLING : code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : fsReason(e)}`,
    );
  }
  const shown = configShown ?? configFlag ?? CONFIG_FILE;
  if (!isUtf8(bytes)) {
    // Decoded leniently, a bad byte would turn into U+FFFD and be reported as a wrong value.
    const at = firstInvalidUtf8(bytes);
    const { line, column } = bytePos(bytes, at);
    const message = `the config is not valid UTF-8 (bad byte 0x${bytes[at].toString(16).padStart(2, '0')})`;
    throw new UsageError(`${safe(shown)}:${line}:${column}: ${message}`, [{ file, line, column, message }]);
  }
  try {
    const partial = await parseConfig(bytes.toString('utf8'), shown, { profile: profileOverride });
    return { ...base, ...partial, configFile: shown, configPath: file };
  } catch (e) {
    // The problems' places in the file, for the Action's annotations.
    if (e instanceof UsageError) for (const l of e.locations ?? []) l.file = file;
    throw e;
  }
}
