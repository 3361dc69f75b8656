/**
 * main(argv, io) -> exit code. Only this file and action.ts touch process state; commands
 * return exit codes and throw UsageError for exit 1. Bad input never shows a stack trace.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from './core/diagnostic.js';
import { optionHint, parseArgs, type OptionSpec } from './cli/args.js';
import { CHECK_OPTIONS, type IO } from './commands/common.js';
import { VERSION } from './version.js';
import { didYouMean, meanText } from './core/suggest.js';
import { safe, safeLines } from './report/text.js';
import { unreadableName } from './core/io-text.js';
import { endRun, setTelemetryWarning } from './telemetry/index.js';

export const HELP = `skillgate ${VERSION} — enforce the SKILL.md frontmatter contract

Usage:
  skillgate validate [PATH...] [options]   check SKILL.md files (bundle dir, file, or tree;
                                           no PATH = the whole repository)
  skillgate lock [--check] [options]       write skillgate.lock, or report drift against it
  skillgate sign BUNDLE... --key FILE      sign bundles with an ed25519 secret key (--profile, --config,
                                           --trusted-keys, --follow-symlinks)
  skillgate keygen [--out FILE]            create a secret key (default ./skillgate.key)
  skillgate scaffold ID [--dir D]          write a starter D/SKILL.md (default ./ID/SKILL.md; the
                                           config's profile, or --profile, picks v1 or agentskills)
  skillgate schema [--config]              print the JSON schema of SKILL.md (or the config)
  skillgate --version | --help | help COMMAND

Options for validate and lock:
  --format text|json|sarif   report format (default text); --json is --format json
  --output FILE              write the report to FILE instead of stdout (- is stdout)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --broker-version X         check min/max_broker_version against broker X (SemVer)
  --trust local|registry     registry: every skill must be signed by a trusted key
  --trusted-keys FILE        keyring (default .skillgate/trusted-keys)
  --lockfile FILE            lockfile (default skillgate.lock); naming it enables the drift check
  --changed-since REF        validate only SKILL.md files changed since REF (validate only)
  --if-merging               check only while git finishes a merge, else exit 0 (validate only)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository (not by default, so
                             a checkout cannot make CI quote a file)
  --staged                   (git hooks; validate, lock --check) exit 1 when the config,
                             keyring or lockfile read is not added, or a file read has
                             changes that are not staged; a named skill's id is also looked
                             for in what the commit holds

Exit codes: 0 clean, 1 usage or I/O error, 6 schema violation, 7 lock drift only.
Docs: https://github.com/skillgate/skillgate#readme
`;

const COMMANDS: Record<
  string,
  {
    options: Record<string, OptionSpec>;
    load: () => Promise<(p: ReturnType<typeof parseArgs>, io: IO) => Promise<number>>;
  }
> = {
  validate: {
    options: { ...CHECK_OPTIONS, 'changed-since': { value: true }, 'if-merging': {} },
    load: async () => (await import('./commands/validate.js')).validateCommand,
  },
  lock: {
    options: { ...CHECK_OPTIONS, check: {} },
    load: async () => (await import('./commands/lock.js')).lockCommand,
  },
  sign: {
    options: {
      key: { value: true },
      config: { value: true },
      profile: { value: true },
      'trusted-keys': { value: true },
      'follow-symlinks': {},
      help: {},
      h: { alias: 'help' },
    },
    load: async () => (await import('./commands/keys.js')).signCommand,
  },
  keygen: {
    options: {
      out: { value: true },
      profile: { value: true },
      config: { value: true },
      'follow-symlinks': {},
      help: {},
      h: { alias: 'help' },
    },
    load: async () => (await import('./commands/keys.js')).keygenCommand,
  },
  scaffold: {
    options: {
      dir: { value: true },
      profile: { value: true },
      config: { value: true },
      'follow-symlinks': {},
      help: {},
      h: { alias: 'help' },
    },
    load: async () => (await import('./commands/scaffold.js')).scaffoldCommand,
  },
  schema: {
    options: { config: {}, help: {}, h: { alias: 'help' } },
    load: async () => (await import('./commands/scaffold.js')).schemaCommand,
  },
};

const CHECK_HELP = `Options:
  --format text|json|sarif   report format (default text); --json is --format json
  --output FILE              write the report to FILE instead of stdout (- is stdout)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --broker-version X         check min/max_broker_version against broker X (SemVer)
  --trust local|registry     registry: every skill must be signed by a trusted key
  --trusted-keys FILE        keyring (default .skillgate/trusted-keys)
  --lockfile FILE            lockfile (default skillgate.lock)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository
  --staged                   (git hooks; validate, lock --check) exit 1 when the config,
                             keyring or lockfile read is not added, or a file read has
                             changes that are not staged`;

/** `skillgate help CMD` and `skillgate CMD --help`. */
const COMMAND_HELP: Record<string, string> = {
  validate: `Usage: skillgate validate [PATH...] [options]

Checks SKILL.md files against schema v1 (or agentskills), their signatures and the policy
rules. A PATH is a bundle directory, a SKILL.md file, or a directory to search; no PATH (or
the repository root) scans the repository and also checks drift against the lockfile.

${CHECK_HELP}
  --changed-since REF        only the SKILL.md files changed since REF, or every one when the
                             config, the keyring or a .gitattributes changed (the lock check
                             still covers the whole tree)
  --if-merging               check only while git finishes a merge (MERGE_HEAD), else exit 0
                             with no output (pre-commit's skillgate-merge hook)

Exit codes: 0 clean, 1 usage or I/O error, 6 schema violation, 7 lock drift only.
`,
  lock: `Usage: skillgate lock [--check] [options]

Writes skillgate.lock, pinning every skill's frontmatter hash, version, signer, tools and
memory scopes; refuses while a skill is invalid, and over a lockfile that is not valid (a
merge conflict: resolve it, or delete the file to write it anew). --check never writes: it
reports drift (added, removed, changed, moved, version-not-bumped) and exits 7 on it.

${CHECK_HELP}

Exit codes: 0 clean, 1 usage or I/O error (no lockfile with --check), 6 invalid skill, 7 drift.
`,
  sign: `Usage: skillgate sign BUNDLE... --key FILE [--profile v1|agentskills] [--config FILE]
                      [--trusted-keys FILE] [--follow-symlinks]

Signs each bundle's SKILL.md (a bundle directory, the file, or a directory to search) with
the ed25519 secret key in FILE (from \`skillgate keygen\`): the signature entry is replaced
in place or appended as the last frontmatter key; no other byte changes. Bundles are signed
in path order. An invalid skill is not signed (the valid ones are; exit 6); a path not
found, or a key the keyring revokes, signs nothing (exit 1). --trusted-keys names
the keyring to check the key against (default .skillgate/trusted-keys, or the config's
trusted_keys).

Options:
  --key FILE                 the secret key (required)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --trusted-keys FILE        keyring the key is checked against (default
                             .skillgate/trusted-keys, or the config's trusted_keys)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository (and sign writes
                             through it)
`,
  keygen: `Usage: skillgate keygen [--out FILE] [--profile v1|agentskills] [--config FILE]
                       [--follow-symlinks]

Writes a new ed25519 secret key to FILE (default ./skillgate.key, mode 0600; never
overwrites) and prints its public key and a line for .skillgate/trusted-keys. It refuses the
repository's lockfile, keyring or config as FILE: --profile and --config read the config as
the checks do (one valid only under agentskills).

Options:
  --out FILE                 where the secret key goes (default ./skillgate.key)
  --profile v1|agentskills   the profile the config is read under (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --follow-symlinks          also read a config that is a symlink leading out of the repository
`,
  scaffold: `Usage: skillgate scaffold ID [--dir D] [--profile v1|agentskills] [--config FILE]
                         [--follow-symlinks]

Writes a commented starter D/SKILL.md (default ./ID/SKILL.md) that validates as is, for the
repository's profile; never overwrites.

Options:
  --dir D                    where the starter goes (default ./ID)
  --profile v1|agentskills   the starter's profile (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --follow-symlinks          also read a config that is a symlink leading out of the repository
`,
  schema: `Usage: skillgate schema [--config]

Prints the JSON Schema of SKILL.md frontmatter (with --config: of .skillgate.yml).
`,
};

export async function main(argv: string[], io: IO): Promise<number> {
  // Telemetry's warnings (a collector's reply quoted in them) go where the CLI's own lines go:
  // made inert for a workflow's log like them (src/index.ts), spelled out like them.
  setTelemetryWarning((message) => io.stderr(`skillgate: ${safe(message)}\n`));
  try {
    const [cmd, ...rest] = argv;
    const helpFlag = cmd === '--help' || cmd === '-h';
    // `--help CMD` is `help CMD`; anything more after help, or after --version, is a usage
    // error (exit 1), as a bad flag is anywhere else.
    if ((cmd === 'help' || helpFlag) && rest.length > 1)
      throw new UsageError(`${cmd} takes one command name at most, not also ${JSON.stringify(rest[1])}`);
    if ((cmd === '--version' || cmd === '-V' || cmd === 'version') && rest.length)
      throw new UsageError(`${cmd} takes no arguments, not ${JSON.stringify(rest[0])}`);
    // `help help`, `help --help`, `--help -h`: the general help.
    if ((cmd === 'help' || helpFlag) && rest.length && ['help', '--help', '-h'].includes(rest[0]!)) {
      io.stdout(HELP);
      return EXIT.OK;
    }
    if ((cmd === 'help' || helpFlag) && rest.length) {
      const topic = rest[0];
      if (!Object.hasOwn(COMMAND_HELP, topic))
        throw new UsageError(
          `no help for ${JSON.stringify(topic)}${didYouMean(topic, Object.keys(COMMAND_HELP))} (the commands: ${Object.keys(COMMAND_HELP).join(', ')})`,
        );
      io.stdout(COMMAND_HELP[topic]);
      return EXIT.OK;
    }
    if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
      (cmd === undefined ? io.stderr : io.stdout)(HELP);
      return cmd === undefined ? EXIT.USAGE : EXIT.OK;
    }
    if (cmd === '--version' || cmd === '-V' || cmd === 'version') {
      io.stdout(`${VERSION}\n`);
      return EXIT.OK;
    }
    const spec = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : undefined;
    if (!spec && (cmd === '-v' || cmd === '--v' || cmd === '-version'))
      throw new UsageError(`unknown option ${cmd}; the version is \`skillgate --version\``);
    // `--version=1`, `--help=x`: these take no value.
    const bare = cmd.split('=')[0]!;
    if (!spec && cmd.includes('=') && ['--version', '--help', '-V', '-h'].includes(bare))
      throw new UsageError(`${bare} takes no value: write \`skillgate ${bare}\``);
    // `--` ends a command's options: before the command there are none to end.
    if (!spec && cmd === '--')
      throw new UsageError(
        `"--" comes before a command: it ends a command's options, so it goes after the command (\`skillgate validate -- -odd-name\`)`,
      );
    if (!spec && cmd.startsWith('-') && cmd.length > 1) {
      // No command's option: a command written with dashes (`--validate`), or a near miss of
      // --help or --version (`--verison`, `-help`), which is what the user meant.
      const word = bare.replace(/^-+/, '');
      const anyOption = Object.values(COMMANDS).some((c) => Object.hasOwn(c.options, word));
      if (!anyOption && Object.hasOwn(COMMANDS, word))
        throw new UsageError(
          `unknown option ${safe(bare)}; a command is written without dashes: \`skillgate ${word}\``,
        );
      const global =
        word === 'help' || word === 'version'
          ? meanText(`--${word}`)
          : anyOption
            ? ''
            : didYouMean(bare, ['--help', '--version']);
      if (global) throw new UsageError(`unknown option ${safe(bare)}${global}`);
      // A prefix of a global flag (`--ver`, `--he`) is that flag.
      if (!anyOption && word.length >= 2 && (['help', 'version'] as const).some((g) => g.startsWith(word)))
        throw new UsageError(
          `unknown option ${safe(bare)}${meanText(`--${'help'.startsWith(word) ? 'help' : 'version'}`)}`,
        );
      // The command the line names later, else the first that has the option (validate first).
      const at = argv.findIndex((a) => Object.hasOwn(COMMANDS, a));
      const named = at > 0 ? argv[at]! : undefined;
      const owner =
        named ?? ['validate', ...Object.keys(COMMANDS)].find((c) => Object.hasOwn(COMMANDS[c]!.options, word));
      // No command has it (`--bogus`), or not the one named (`--format json schema`): unknown,
      // with the near misses of the command's options (of every command's when none is named).
      if (!owner || !Object.hasOwn(COMMANDS[owner]!.options, word)) {
        const names = owner
          ? Object.keys(COMMANDS[owner]!.options)
          : [...new Set(Object.values(COMMANDS).flatMap((c) => Object.keys(c.options)))];
        const hint = optionHint(word, names);
        throw new UsageError(`unknown option ${safe(bare)}${owner ? ` for \`skillgate ${owner}\`` : ''}${hint}`);
      }
      // The whole line, the command first: nothing the user wrote is dropped. Advised only when
      // it parses (`--check=1`, `---json`, `--lockfile --` would fail again): else its error.
      const moved = argv.filter((_, j) => j !== at);
      const advised = parseArgs(owner, moved, COMMANDS[owner]!.options);
      // A line the command would refuse for its words (`--config c.yml schema`: schema's
      // --config is a flag, so c.yml is an argument it does not take) is not advised.
      const most = ({ schema: 0, keygen: 0, lock: 0, scaffold: 1 } as Record<string, number>)[owner];
      if (most !== undefined && advised.positionals.length > most)
        throw new UsageError(
          `${JSON.stringify(bare)} comes before a command, and \`skillgate ${owner}\` takes ${
            most ? 'one argument' : 'no arguments'
          } besides its options: run \`skillgate ${owner} --help\``,
        );
      const example = ['skillgate', owner, ...moved]
        .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`))
        .join(' ');
      throw new UsageError(
        `${JSON.stringify(bare)} comes before a command: write the command first, as in \`${safe(example)}\``,
      );
    }
    if (!spec) {
      throw new UsageError(
        `unknown command ${JSON.stringify(cmd)}${didYouMean(cmd, Object.keys(COMMANDS))}${
          didYouMean(cmd, Object.keys(COMMANDS)) ? ' (' : '; '
        }run \`skillgate --help\` for the commands${didYouMean(cmd, Object.keys(COMMANDS)) ? ')' : ''}`,
      );
    }
    const parsed = parseArgs(cmd, rest, spec.options, (word) => {
      try {
        return statSync(path.resolve(io.cwd, word)).isFile();
      } catch {
        return false;
      }
    });
    if (parsed.opts.help) {
      io.stdout(COMMAND_HELP[cmd] ?? HELP);
      return EXIT.OK;
    }
    // A name to read typed in bytes that are not UTF-8 would read another file (node decodes
    // argv as UTF-8); the names to write say so where they are checked (`--output`, `--out`, ...).
    const reads: [string, unknown][] = [
      ...(cmd === 'validate' || cmd === 'sign'
        ? parsed.positionals.map((a): [string, unknown] => [`the argument ${JSON.stringify(a)}`, a])
        : []),
      ...['config', 'trusted-keys', 'key'].map((f): [string, unknown] => [`--${f}`, parsed.opts[f]]),
      ...(cmd !== 'lock' || parsed.opts.check ? [['--lockfile', parsed.opts.lockfile] as [string, unknown]] : []),
    ];
    for (const [what, name] of reads) {
      const why = typeof name === 'string' ? unreadableName(what, name) : undefined;
      if (why) throw new UsageError(why);
    }
    // `-` is standard input or output to most tools: a lockfile, keyring, config or key is a
    // file, never a stream, so `-` is refused rather than read or written as a file so named.
    for (const flag of ['lockfile', 'trusted-keys', 'config', 'key']) {
      if (parsed.opts[flag] !== '-') continue;
      const writes = cmd === 'lock' && flag === 'lockfile' && !parsed.opts.check;
      throw new UsageError(
        `--${flag} - would name standard ${writes ? 'output' : 'input'}: skillgate ${writes ? 'writes' : 'reads'} the ${flag === 'trusted-keys' ? 'keyring' : flag} only as a file; give its name (--${flag} ./- for a file named -)`,
      );
    }
    // `--output -` is stdout, as for most tools (a file named `-` is `--output ./-`).
    if (parsed.opts.output === '-') delete parsed.opts.output;
    const run = await spec.load();
    const code = await run(parsed, io);
    // What the run recorded for a host's telemetry providers goes out now, before any exit hook.
    await endRun();
    return code;
  } catch (e) {
    // A message may quote a keyring glob, a path or a config value: control characters in
    // them are shown escaped, never sent to the terminal.
    if (e instanceof UsageError) {
      io.stderr(`skillgate: ${safeLines(e.message)}\n`);
      return EXIT.USAGE;
    }
    const err = e as Error;
    io.stderr(
      `skillgate: internal error: ${safeLines(err?.message ?? String(e))}\n${io.env.SKILLGATE_DEBUG ? (err?.stack ?? '') + '\n' : 'Set SKILLGATE_DEBUG=1 for details, and please report it.\n'}`,
    );
    return EXIT.USAGE;
  }
}
