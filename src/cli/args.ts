/** A small, strict argument parser: unknown options are usage errors with a suggestion. */
import { UsageError } from '../core/diagnostic.js';
import { didYouMean } from '../core/suggest.js';

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

export function parseArgs(command: string, argv: string[], spec: Record<string, OptionSpec>): Parsed {
  const positionals: string[] = [];
  const opts: Parsed['opts'] = {};
  let i = 0;
  while (i < argv.length) {
    const a = argv[i++];
    if (a === '--') {
      for (; i < argv.length; i++) positionals.push(argv[i]);
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? (eq > 0 ? a.slice(2, eq) : a.slice(2)) : a.slice(1);
    // Own keys only: `--toString` or `--__proto__` must not find Object.prototype's members.
    const s = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!s) {
      throw new UsageError(
        `unknown option ${a.split('=')[0]} for \`skillgate ${command}\`${didYouMean(
          '--' + name,
          Object.keys(spec).map((k) => '--' + k),
        )}`,
      );
    }
    const key = s.alias ?? name;
    const target = (Object.hasOwn(spec, key) ? spec[key] : undefined) ?? s;
    if (target.value) {
      let v: string | undefined;
      if (eq > 0) v = a.slice(eq + 1);
      else if (i < argv.length) v = argv[i++];
      if (v === undefined) throw new UsageError(`option --${name} needs a value`);
      if (target.multiple) opts[key] = [...((opts[key] as string[]) ?? []), v];
      else opts[key] = v;
    } else {
      if (eq > 0) throw new UsageError(`option --${name} takes no value`);
      opts[key] = true;
    }
  }
  return { positionals, opts };
}

export function oneOf<T extends string>(name: string, v: unknown, allowed: readonly T[]): T | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}; got ${JSON.stringify(v)}`);
  }
  return v as T;
}
