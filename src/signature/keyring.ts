/**
 * The trusted keyring (SPEC §3), default `.skillgate/trusted-keys`:
 *
 *   # comment
 *   <skill-id glob> ed25519 <64-hex public key> [comment...]
 *   @revoked ed25519 <64-hex public key> [comment...]
 *
 * `#` starts a comment at the start of a line or after whitespace. Hex is accepted in
 * either case and stored lowercase. A revoked key fails even where a line trusts it.
 */
import { globSet, type GlobSet } from '../core/globset.js';
import { picomatchLibrary } from '../core/libraries.js';
import {
  backslashRun,
  bangClassProblem,
  globWeight,
  MAX_GLOB_WEIGHT,
  MAX_PATH_GLOB,
  nestingProblem,
  starProblem,
  syntaxProblem,
} from '../core/glob-check.js';
import { codePointName } from '../core/utf8.js';
import { CONFLICT_ADVICE, CONFLICT_MARKER } from '../core/document.js';
import { safe } from '../report/text.js';

export interface KeyringEntry {
  glob: string;
  /** Lowercase 64-hex public key. */
  key: string;
  /** 1-based line number in the keyring file. */
  line: number;
  comment?: string;
}

export interface Keyring {
  entries: KeyringEntry[];
  /** Lowercase 64-hex public key → 1-based line of its first `@revoked` line. */
  revoked: Map<string, number>;
}

export interface KeyringProblem {
  line: number;
  reason: string;
}

/** Malformed lines a KeyringError's message lists; the rest are counted. */
const MAX_LISTED = 20;

export class KeyringError extends Error {
  readonly file: string;
  /** Line of the first problem. */
  readonly line: number;
  readonly reason: string;
  /** Every malformed line, in file order (at least one). */
  readonly problems: KeyringProblem[];

  constructor(file: string, problems: KeyringProblem[]) {
    const first = problems[0] ?? { line: 1, reason: 'malformed keyring' };
    // A binary file or a stray big text is one problem a line: the first ones say what is wrong.
    const listed = problems.slice(0, MAX_LISTED).map((p) => `${safe(file)}:${p.line}: ${p.reason}`);
    if (problems.length > MAX_LISTED)
      listed.push(
        `${safe(file)}: ${problems.length - MAX_LISTED} more malformed lines are not listed (is it a keyring?)`,
      );
    super(listed.join('\n') || `${safe(file)}:1: malformed keyring`);
    this.name = 'KeyringError';
    this.file = file;
    this.line = first.line;
    this.reason = first.reason;
    this.problems = problems.length > 0 ? problems : [first];
  }
}

const REVOKED = '@revoked';
const USAGE =
  'expected "<skill-id glob> ed25519 <64-hex public key> [comment]" or "@revoked ed25519 <64-hex public key> [comment]"';

const MATCH_OPTIONS = { strictBrackets: true } as const;
/** Letters, digits, `-` and `_`: a skill id, matched as itself, with nothing to check. */
const PLAIN = /^[A-Za-z0-9_-]+$/;

/** Strips a `#` comment that starts the line or follows whitespace. */
function stripComment(line: string): string {
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) {
      return line.slice(0, i);
    }
  }
  return line;
}

function globProblem(glob: string, compile = true): string | null {
  if (glob.startsWith('@') && !glob.startsWith('@('))
    return `unknown directive "${glob}" (expected @revoked or a skill-id glob)`;
  // Long ones first: a plain glob (no star) over the limit is as refused as any other.
  if (glob.length > MAX_PATH_GLOB) return `invalid glob: ${glob.length} characters long; the limit is ${MAX_PATH_GLOB}`;
  if (PLAIN.test(glob)) return null;
  // `!` negates the glob after it: alone (or `!!`…), it negates nothing, and trusts the key for
  // every id, as `*` does, in a form no reviewer reads so.
  if (/^!+$/.test(glob))
    return `invalid glob "${glob}": "!" negates the glob after it, and none follows (it would trust the key for every skill id; write * for that)`;
  // Skill ids and names are ASCII: a glob holding anything else matches none, and an invisible
  // character (U+200B before `@revoked`) would turn a revocation into a trust line that
  // trusts nothing, one that reads in review as a revocation.
  const odd = /[^\x21-\x7e]/u.exec(glob);
  if (odd) {
    // Quoted as JSON writes it, with every character outside ASCII as its escape.
    const shown = JSON.stringify(glob).replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return `invalid glob ${shown}: ${codePointName(odd[0])} is no character a skill id or name can hold (they are ASCII)`;
  }
  // picomatch never returns on some runs of backslashes: refused before it is asked.
  const run = backslashRun(glob);
  if (run) return `invalid glob "${glob}": ${run}`;
  // A trailing lone backslash escapes nothing.
  const trailing = /\\+$/.exec(glob);
  if (trailing && trailing[0].length % 2 === 1) {
    return `invalid glob "${glob}": trailing lone "\\"`;
  }
  // Before picomatch reads it: past these, its compile time grows with the square of the glob
  // (and a regex too large for the engine failed only when first tested, as an internal error).
  const nested = nestingProblem(glob);
  if (nested) return `invalid glob "${glob}": ${nested}`;
  // What picomatch accepts but reads as something else (`[z-a]`), or matches too slowly: text
  // checks, before the costlier compile.
  const more = syntaxProblem(glob) ?? bangClassProblem(glob) ?? starProblem(glob, { skillIds: true });
  if (more) return `invalid glob "${glob}": ${more}`;
  // Past the listed problems (a file that is no keyring), the text checks alone count them.
  if (!compile) return null;
  const picomatch = picomatchLibrary(); // outside the try: a library that cannot load is no glob's fault
  try {
    // Tested once here: the engine compiles a regex at its first test, and may refuse it then.
    picomatch(glob, MATCH_OPTIONS)('a');
  } catch (e) {
    return `invalid glob "${glob}": ${e instanceof Error ? e.message : String(e)}`;
  }
  return null;
}

function keyProblem(hex: string): string | null {
  if (!/^[0-9a-fA-F]+$/.test(hex)) return `public key "${hex}" is not hexadecimal`;
  if (hex.length !== 64) return `bad hex length: public key must be 64 hex characters, got ${hex.length}`;
  return null;
}

/** Parses a keyring. Throws a KeyringError listing every malformed line as `file:line: reason`. */
export function parseKeyring(text: string, file: string): Keyring {
  const entries: KeyringEntry[] = [];
  const revoked = new Map<string, number>();
  const problems: KeyringProblem[] = [];
  // The trust lines' classes and alternatives so far (MAX_GLOB_WEIGHT).
  let weight = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    let raw = lines[i]!;
    // CRLF: a CR before the LF. (A CR ending the file's last line, with no LF, is a lone CR.)
    if (raw.endsWith('\r') && i < lines.length - 1) raw = raw.slice(0, -1);
    if (i === 0 && raw.startsWith('\uFEFF')) raw = raw.slice(1);
    // Another line end (a lone CR, as old Mac files have, U+2028, U+2029, NEL) would end the
    // line for some readers and not for this one: a comment could hide a @revoked line.
    const odd = /[\r\u2028\u2029\u0085]/.exec(raw);
    if (odd) {
      const name =
        odd[0] === '\r' ? 'a lone CR' : `U+${odd[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      problems.push({
        line: lineNo,
        reason: `${name} at column ${odd.index + 1}: lines must end with LF or CRLF (one entry a line)`,
      });
      continue;
    }
    if (CONFLICT_MARKER.test(raw)) {
      problems.push({ line: lineNo, reason: `git conflict marker: ${CONFLICT_ADVICE}` });
      continue;
    }
    const fields = stripComment(raw)
      .trim()
      .split(/[ \t]+/)
      .filter((f) => f !== '');
    if (fields.length === 0) continue;
    if (fields.length < 3) {
      problems.push({ line: lineNo, reason: `missing fields: ${USAGE}` });
      continue;
    }
    const [head, algo, hex] = fields as [string, string, string];
    const comment = fields.length > 3 ? fields.slice(3).join(' ') : undefined;
    if (algo.toLowerCase() !== 'ed25519') {
      problems.push({ line: lineNo, reason: `unknown algorithm "${algo}" (expected ed25519)` });
      continue;
    }
    const kp = keyProblem(hex);
    if (kp) {
      problems.push({ line: lineNo, reason: kp });
      continue;
    }
    const key = hex.toLowerCase();
    if (head === REVOKED) {
      if (!revoked.has(key)) revoked.set(key, lineNo);
      continue;
    }
    // Classes and alternatives cost compile time on every run: past the budget, the line
    // that crosses it is the problem (and no glob after it is compiled).
    if (weight <= MAX_GLOB_WEIGHT && (weight += globWeight(head)) > MAX_GLOB_WEIGHT) {
      problems.push({
        line: lineNo,
        reason: `the keyring's globs hold more than ${MAX_GLOB_WEIGHT} classes, alternatives and stars together (\`[…]\`, \`{a,b}\`, \`@(a|b)\`, \`*\`), each compiled on every run; pin ids with plain globs (skill-a, team-*)`,
      });
      continue;
    }
    // (The error lists MAX_LISTED lines: past them, no glob is compiled to be counted.)
    const gp = globProblem(head, problems.length < MAX_LISTED && weight <= MAX_GLOB_WEIGHT);
    if (gp) {
      problems.push({ line: lineNo, reason: gp });
      continue;
    }
    entries.push(
      comment === undefined ? { glob: head, key, line: lineNo } : { glob: head, key, line: lineNo, comment },
    );
  }
  if (problems.length > 0) throw new KeyringError(file, problems);
  const kr: Keyring = { entries, revoked };
  compiled.set(kr, compile(kr));
  return kr;
}

/**
 * What trusts one public key. A keyring that pins each skill id to a key has one line per
 * skill: one picomatch matcher per line, tried for each signed skill, took 54 s for 10,000
 * lines and 2,000 skills. The globs of a key are one GlobSet, built the first time a
 * signature under that key is looked up.
 */
interface KeyTrust {
  /** A `*` or `**` line: every id. */
  all: boolean;
  globs: string[];
  set?: GlobSet;
}
type Index = Map<string, KeyTrust>;
const compiled = new WeakMap<Keyring, { entries: KeyringEntry[]; count: number; index: Index }>();

function compile(kr: Keyring): { entries: KeyringEntry[]; count: number; index: Index } {
  const index: Index = new Map();
  for (const e of kr.entries) {
    const key = e.key.toLowerCase();
    let t = index.get(key);
    if (!t) index.set(key, (t = { all: false, globs: [] }));
    if (e.glob === '*' || e.glob === '**') t.all = true;
    else t.globs.push(e.glob);
  }
  return { entries: kr.entries, count: kr.entries.length, index };
}

function indexOf(kr: Keyring): Index {
  let c = compiled.get(kr);
  // Recompile if the keyring was built by hand or its entries were replaced or extended.
  if (!c || c.entries !== kr.entries || c.count !== kr.entries.length) {
    c = compile(kr);
    compiled.set(kr, c);
  }
  return c.index;
}

function trusts(t: KeyTrust, skillId: string): boolean {
  if (t.all) return true;
  t.set ??= globSet(t.globs, MATCH_OPTIONS);
  return t.set.test(skillId);
}

/** Trust of `publicKeyHex` (either case) for `skillId`. Revocation wins over any trust line. */
export function lookupKey(kr: Keyring, skillId: string, publicKeyHex: string): 'trusted' | 'untrusted' | 'revoked' {
  const key = publicKeyHex.toLowerCase();
  if (kr.revoked.has(key)) return 'revoked';
  // No valid id holds a line end (it is InvalidId), and one would send every glob of the key to
  // picomatch's regex, which backtracks for minutes on a long id (`*-*-*-*-z`).
  if (/[\n\r\u2028\u2029]/.test(skillId)) return 'untrusted';
  const t = indexOf(kr).get(key);
  if (t && trusts(t, skillId)) return 'trusted';
  return 'untrusted';
}
