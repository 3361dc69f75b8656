/** A small, strict argument parser: unknown options are usage errors with a suggestion. */
import { UsageError } from '../core/diagnostic.js';
import { didYouMean, meanText } from '../core/suggest.js';
import { safe } from '../report/text.js';

const SKILL_MD = 'SKILL.md';

export interface OptionSpec {
  /** Takes a value (`--x v` or `--x=v`). */
  value?: boolean;
  /** May repeat (values are collected). */
  multiple?: boolean;
  /** Canonical name this one is an alias of. */
  alias?: string;
}

export interface Parsed {
  positionals: string[];
  opts: Record<string, string | boolean | string[]>;
}

/**
 * `namesSkillFile`: whether a word names an existing SKILL.md file. pre-commit and husky pass
 * staged file names after the options with no `--` before them, so a committed
 * `--output=skills/a/SKILL.md` would be read as an option (and write the report over
 * skills/a/SKILL.md): a word that starts with `-` but names a SKILL.md file that exists is
 * that file.
 */
export function parseArgs(
  command: string,
  argv: string[],
  spec: Record<string, OptionSpec>,
  namesSkillFile: (word: string) => boolean = () => false,
): Parsed {
  const positionals: string[] = [];
  const opts: Parsed['opts'] = {};
  let i = 0;
  while (i < argv.length) {
    const a = argv[i++];
    if (a === '--') {
      for (; i < argv.length; i++) positionals.push(positional(argv[i], command));
      break;
    }
    const eq = a.indexOf('=');
    // No option name holds a `/`: `-x/SKILL.md` is a path (pre-commit and lint-staged pass
    // file names without a `--` before them).
    if (
      !a.startsWith('-') ||
      a === '-' ||
      a.slice(0, eq > 0 ? eq : undefined).includes('/') ||
      ((a.endsWith('/' + SKILL_MD) || a.endsWith('=' + SKILL_MD)) && namesSkillFile(a))
    ) {
      positionals.push(positional(a, command));
      continue;
    }
    // `-format=json` is split as `--format=json` is (a single dash is accepted for a long name).
    const name = a.slice(a.startsWith('--') ? 2 : 1, eq > 0 ? eq : undefined);
    // Own keys only: `--toString` or `--__proto__` must not find Object.prototype's members.
    const s = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!s) {
      if (command === 'validate' && name === 'check')
        throw new UsageError(
          `unknown option --check for \`skillgate validate\`; the drift check is \`skillgate lock --check\``,
        );
      if ((name === 'version' || name === 'V') && !a.includes('='))
        throw new UsageError(
          `unknown option ${safe(a)} for \`skillgate ${command}\`; the version is \`skillgate --version\``,
        );
      throw new UsageError(
        `unknown option ${safe(a.split('=')[0]!)} for \`skillgate ${command}\`${optionHint(name, Object.keys(spec))}`,
      );
    }
    const key = s.alias ?? name;
    const target = (Object.hasOwn(spec, key) ? spec[key] : undefined) ?? s;
    if (target.value) {
      let v: string | undefined;
      if (eq > 0) v = a.slice(eq + 1);
      else if (i < argv.length) v = argv[i++];
      if (v === undefined || v === '') throw new UsageError(`option --${name} needs a value`);
      // `--output -- x`: the end of the options is no file name.
      if (eq < 0 && v === '--')
        throw new UsageError(
          `option --${name} needs a value, but the next argument is \`--\`, the end of the options (write --${name}=-- if that is the value)`,
        );
      // `--output --json`: the next word is an option the user meant, not a file name.
      if (eq < 0 && v.startsWith('-') && v.length > 1) {
        const n = v.slice(v.startsWith('--') ? 2 : 1).split('=')[0]!;
        if (Object.hasOwn(spec, n))
          throw new UsageError(
            `option --${name} needs a value, but the next argument is the option ${safe(v.split('=')[0]!)} (write --${name}=${safe(v)} if that is the value)`,
          );
      }
      if (target.multiple) opts[key] = [...((opts[key] as string[]) ?? []), v];
      else if (typeof opts[key] === 'string' && opts[key] !== v)
        // `--trust registry --trust local` must not quietly run as local.
        throw new UsageError(
          `option --${key} is given twice, as ${JSON.stringify(opts[key])} and ${JSON.stringify(v)}: give it once`,
        );
      else opts[key] = v;
    } else {
      if (eq > 0) throw new UsageError(`option ${safe(a.slice(0, eq))} takes no value`);
      opts[key] = true;
    }
  }
  return { positionals, opts };
}

/** An empty argument names nothing: `validate ""` must not quietly mean "here". */
function positional(a: string, command: string): string {
  if (a === '')
    throw new UsageError(`an empty argument names no ${command === 'scaffold' ? 'skill id' : 'file or directory'}`);
  return a;
}

export function oneOf<T extends string>(name: string, v: unknown, allowed: readonly T[]): T | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}; got ${JSON.stringify(v)}`);
  }
  return v as T;
}

/** `--sarif`, `--text`: a format's name as a flag (only --json is one), for a command with --format. */
export function formatHint(word: string, options: readonly string[]): string {
  return (word === 'sarif' || word === 'text') && options.includes('format') ? meanText(`--format ${word}`) : '';
}

/**
 * A did-you-mean for an unknown option: the one option it shares the longest start with
 * (`--keyfile` → `--key`), else a near miss (`--fromat`), else the one option that starts with
 * it or that it starts with (`--ou` → `--output`).
 * One-letter aliases (-h) are no near miss worth suggesting: `-x` is not `--h`.
 */
export function optionHint(name: string, options: readonly string[]): string {
  const format = formatHint(name.toLowerCase(), options);
  if (format) return format;
  const known = options.filter((k) => k.length > 1);
  // The one option sharing the longest start (3 characters at least) with it: `--keyfile` is
  // `--key` and `--outfile` is `--output`, though `--profile` is fewer edits away from each.
  const lower = name.toLowerCase();
  const shared = (k: string) => {
    let n = 0;
    while (n < k.length && n < lower.length && k[n] === lower[n]) n++;
    return n;
  };
  const longest = Math.max(0, ...known.map(shared));
  const sharing = known.filter((k) => shared(k) === longest);
  if (longest >= 3 && sharing.length === 1 && sharing[0] !== lower) return meanText('--' + sharing[0]);
  const near = didYouMean(
    '--' + name,
    known.map((k) => '--' + k),
  );
  if (near) return near;
  const part = known.filter(
    (k) => k !== lower && ((lower.length >= 2 && k.startsWith(lower)) || (k.length >= 3 && lower.startsWith(k))),
  );
  return part.length === 1 ? meanText('--' + part[0]) : '';
}
