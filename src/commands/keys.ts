/** `skillgate keygen` and `skillgate sign`: the secret seed never reaches any output. */
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { loadKeyring, resolveIn } from '../core/run.js';
import { CONFIG_FILE, defaultSettings } from '../core/config-types.js';
import { lookupKey, type Keyring } from '../signature/keyring.js';
import { EXIT, UsageError, outcomeOf, type Finding } from '../core/diagnostic.js';
import { makeDirs } from '../core/mkdirs.js';
import { signalPoint, writeFileAtomic } from '../core/write-atomic.js';
import { MAX_FILE_BYTES, parseSkill, toValue } from '../core/document.js';
import { checkDocument, makeContext, orderFindings, type FileResult } from '../core/engine.js';
import { generateSeedHex, publicKeyFromSeed, signMessage, verifyStrict } from '../signature/ed25519.js';
import { signingMessage } from '../signature/message.js';
import { applySignature } from '../signature/insert.js';
import {
  collectPaths,
  findRoot,
  inAnyGitDir,
  inGitOwnFolder,
  landingOf,
  listedFrom,
  realOr,
  ref,
  relInside,
  spawnGit,
} from '../scan/files.js';
import { readBounded, readSkillFile, TooLargeError } from '../scan/read.js';
import { safe, safeLines } from '../report/text.js';
import type { Parsed } from '../cli/args.js';
import { settingsFrom, warnOtherWorkTrees, type IO } from './common.js';
import { createReason, fsReason, asFolder, isSecretKeyText, namesFolder, undecodableName } from '../core/io-text.js';

export async function keygenCommand(p: Parsed, io: IO): Promise<number> {
  if (p.positionals.length) throw new UsageError('`skillgate keygen` takes no arguments; use --out FILE');
  const out = typeof p.opts.out === 'string' ? p.opts.out : 'skillgate.key';
  const undecodable = undecodableName('--out', out);
  if (undecodable) throw new UsageError(undecodable);
  // `keys/` names a folder: path.resolve would drop the slash and write a file named `keys`.
  if (namesFolder(out) || out.endsWith('\\'))
    throw new UsageError(
      `--out ${safe(out)} names a folder; give the key file's name (--out ${safe(asFolder(out.replace(/\\+$/, '/')))}skillgate.key)`,
    );
  // A key named SKILL.md would be read as a skill, and its text quoted in findings.
  // `--output -` is stdout elsewhere: a secret key is never printed, nor written to a file named `-` unasked.
  if (out === '-')
    throw new UsageError(
      '--out - would name standard output: a secret key is only written to a file; give its name (--out ./- for a file named -)',
    );
  if (/^skill\.md$/i.test(path.basename(out)))
    throw new UsageError(
      `--out ${safe(out)} names a SKILL.md file: a secret key is no skill; choose another name (skillgate.key)`,
    );
  const abs = path.resolve(io.cwd, out);
  // Nor where the repository keeps its lockfile, keyring or config: files that are committed,
  // and that every later check would fail to read.
  const { root, inGit } = findRoot(io.cwd);
  const { files, keyring } = await repositoryFiles(io, root, inGit, p);
  const taken = files.find(([f]) => landingOf(f) === landingOf(abs));
  if (taken)
    throw new UsageError(
      `--out ${safe(out)} names the repository's ${taken[1]}: a secret key there would be committed, and every check would fail to read it; choose another name (skillgate.key)`,
    );
  // Nor inside git's own files (`.git/hooks/pre-commit`): what is there is git's (a hook's
  // name, a config with a CI checkout's token beside it), as lock and scaffold refuse them.
  // Any `.git` folder on its way, a nested repository's or one outside any repository too
  // (`nested/.git/hooks/pre-commit`), as --output, lock and scaffold refuse them.
  if (
    (inGit && inGitOwnFolder(root, realOr(root), landingOf(abs))) ||
    // A bare repository's folder too (`repo.git/hooks/pre-commit`), from inside it or not; not
    // the folders the work tree itself lies in (a worktree made inside `.git`).
    [abs, landingOf(abs)].some((f) => inAnyGitDir(f, inGit ? root : undefined))
  )
    throw new UsageError(
      `--out ${safe(out)} is inside git's own files (the git directory or the hooks folder): a secret key does not belong there; choose another name (skillgate.key)`,
    );
  const seed = generateSeedHex();
  // A missing folder (~/.config/skillgate, say) is created for the key, private to this user.
  let made: string[];
  try {
    made = makeDirs(path.dirname(abs), 0o700);
  } catch (e) {
    throw new UsageError(`cannot write ${safe(out)}: cannot create its folder: ${fsReason(e)}`);
  }
  // A key not kept is removed, with the folders made for it (the deepest first; one something
  // else wrote into meanwhile stays).
  const unmakeDirs = () => {
    for (const d of made.reverse())
      try {
        rmdirSync(d);
      } catch {
        break;
      }
  };
  const unmake = () => {
    rmSync(abs, { force: true });
    unmakeDirs();
  };
  let fd: number;
  try {
    fd = openSync(abs, 'wx', 0o600);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    unmakeDirs();
    throw new UsageError(
      code === 'EEXIST'
        ? isDirectory(abs)
          ? `cannot write ${safe(out)}: it is a directory`
          : `${safe(out)} already exists: refusing to overwrite a key (choose another --out)`
        : `cannot write ${safe(out)}: ${createReason(e, abs)}`,
    );
  }
  try {
    try {
      // 0600 whatever the umask; a file only this user can read.
      fchmodSync(fd, 0o600);
      writeSync(fd, seed + '\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    unmake();
    throw new UsageError(`cannot write ${safe(out)}: ${fsReason(e)}`);
  }
  const pub = publicKeyFromSeed(seed);
  io.stdout(
    `public key: ${pub}\n` +
      // The keyring the checks read: the config may name another than the default.
      `keyring line (add it to ${safe(keyring)}; narrow "*" to the skill ids this key may sign):\n` +
      // The file name is the line's comment: escaped, a name with a newline cannot split the line.
      `* ed25519 ${pub} ${safe(path.basename(out))}\n` +
      `wrote the secret key to ${safe(out)} (mode 0600). Keep it out of git: add it to .gitignore or a secret store.\n`,
  );
  // Its public key not printed (`> /dev/full`, a reader gone), the key would be one nobody can
  // list in a keyring, kept under a name the next run refuses to overwrite: it is removed.
  if (await io.stdoutLost?.()) {
    unmake();
    throw new UsageError(
      `its public key could not be printed, so the new key was not kept (${safe(out)} removed): run again with standard output writable`,
    );
  }
  return EXIT.OK;
}

/**
 * The repository's lockfile, keyring and config: the default names, and those its config
 * gives. A config that cannot be read is an error, as for every command: the files it names
 * are not known, and a key written over its lockfile would be lost with it.
 */
async function repositoryFiles(
  io: IO,
  root: string,
  inGit: boolean,
  /** keygen's --profile and --config: the config read as the checks read it (one valid only under agentskills). */
  p: Parsed,
): Promise<{ files: (readonly [string, string])[]; keyring: string }> {
  const defaults = defaultSettings(root, inGit);
  const files: (readonly [string, string])[] = [
    [resolveIn(defaults, defaults.lockfile), 'lockfile'],
    [resolveIn(defaults, defaults.trustedKeys), 'trusted keyring'],
    [path.join(root, CONFIG_FILE), 'config'],
  ];
  const opts: Parsed['opts'] = {};
  for (const name of ['profile', 'config', 'follow-symlinks'] as const)
    if (p.opts[name] !== undefined) opts[name] = p.opts[name];
  const settings = await settingsFrom({ positionals: [], opts }, io, { keyring: false });
  files.push(
    [resolveIn(settings, settings.lockfile), 'lockfile'],
    [resolveIn(settings, settings.trustedKeys), 'trusted keyring'],
  );
  return { files, keyring: settings.trustedKeys };
}

/** True when `bytes` hold the 64 lowercase hex digits `hex`, in either case. */
function holdsHex(bytes: Uint8Array, hex: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase().includes(hex);
}

function isDirectory(p: string): boolean {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A secret key file is 65 bytes; room for a comment or stray whitespace, no more. */
const MAX_KEY_FILE_BYTES = 64 * 1024;

function readSeed(file: string, cwd: string): string {
  let text: string;
  try {
    // A key file is one line; /dev/zero or a stray huge file must not be read whole.
    text = readBounded(path.resolve(cwd, file), MAX_KEY_FILE_BYTES).toString('utf8');
  } catch (e) {
    if (e instanceof TooLargeError)
      throw new UsageError(
        `key file ${safe(file)} is not a secret key: ${e.message} (a secret key is one line of 64 hex characters)`,
      );
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read key file ${safe(file)}: ${code === 'ENOENT' ? 'no such file' : fsReason(e)}`);
  }
  const seed = text.trim();
  // Never echo the file's content: it is a secret.
  if (!isSecretKeyText(seed))
    throw new UsageError(
      `key file ${safe(file)} is not a secret key: expected one line of 64 hex characters (an Ed25519 seed, as written by \`skillgate keygen\`)`,
    );
  return seed.toLowerCase();
}

/** A signature-block finding is what signing replaces, so it does not block signing. */
function blocksSigning(f: Finding): boolean {
  if (f.severity !== 'error') return false;
  if (SIGNATURE_CODES.has(f.code)) return false;
  return !(f.code === 'InvalidField' && (f.field === 'signature' || f.field.startsWith('signature.')));
}
const SIGNATURE_CODES = new Set(['SignatureFailed', 'SignatureMissing', 'UntrustedKey', 'RevokedKey']);

export async function signCommand(p: Parsed, io: IO): Promise<number> {
  if (!p.positionals.length) throw new UsageError('usage: skillgate sign BUNDLE... --key FILE');
  if (typeof p.opts.key !== 'string')
    throw new UsageError('`skillgate sign` needs --key FILE (a secret key from `skillgate keygen`)');
  const seed = readSeed(p.opts.key, io.cwd);
  const pub = publicKeyFromSeed(seed);
  const settings = await settingsFrom(
    {
      positionals: [],
      opts: {
        ...Object.fromEntries(
          (['config', 'profile', 'trusted-keys'] as const)
            .filter((k) => typeof p.opts[k] === 'string')
            .map((k) => [k, p.opts[k]]),
        ),
        ...(p.opts['follow-symlinks'] === true ? { 'follow-symlinks': true } : {}),
      },
    },
    io,
  );
  // A key committed to git is no secret: it still signs (the files are the user's), but
  // the way out is a new key and a @revoked line for this one.
  if (settings.inGit) {
    const rel = relInside(realOr(settings.root), realOr(path.resolve(io.cwd, p.opts.key)));
    const tracked = rel !== undefined && spawnGit(settings.root, ['ls-files', '-z', '--', `:(literal)${rel}`]);
    if (tracked && tracked.status === 0 && tracked.stdout.length > 0)
      io.stderr(
        `skillgate: warning: key file ${safe(p.opts.key)} is tracked by git: whoever has the repository (or its history) holds this key; make a new one (skillgate keygen), revoke this one (@revoked ed25519 ${pub}) and take the file out of git\n`,
      );
  }
  // Every bundle is found before any file is written: a typo in the last one signs nothing.
  // A path is a bundle, its SKILL.md, or a folder to search for bundles (SPEC §1).
  // Config include/exclude are for checks: a bundle named to sign is signed, never skipped in silence.
  const found = collectPaths(p.positionals, { ...settings, include: [], exclude: [] }, io.cwd);
  warnOtherWorkTrees(io, settings, p.positionals);
  // Every file is read before any is written. A SKILL.md symlink leading out of the
  // repository is not read, nor written through (FileRef.fence): a problem like an unreadable one.
  const readOf = (f: (typeof found.files)[number]) => readSkillFile(f.abs, f.fence, listedFrom(f));
  const reads = new Map(found.files.map((f) => [f.abs, readOf(f)]));
  for (const f of found.files) {
    const out = reads.get(f.abs)!;
    if (!out.ok && out.code === 'EOUTSIDE') found.problems.push({ ref: f, reason: out.reason });
  }
  if (found.problems.length > 0) {
    // Once each (overlapping folders find a path twice), worded for signing.
    for (const rel of new Set(found.problems.map((x) => x.ref.rel))) {
      const reason = found.problems
        .find((x) => x.ref.rel === rel)!
        .reason.replace(/; the SKILL\.md files under it are not checked$/, '');
      io.stderr(
        `skillgate: ${reason.startsWith('cannot read') ? `${safe(rel)}: ` : `cannot read ${safe(rel)}: `}${safe(reason)}\n`,
      );
    }
    io.stderr(`skillgate: nothing signed: fix or leave out the paths above first\n`);
    return EXIT.USAGE;
  }
  // In path order, as validate reports (the folder walk yields a folder's subfolders last first).
  const sorted = found.files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  // One file under several names (`.claude/skills/pdf/SKILL.md -> ../../../skills/pdf/SKILL.md`)
  // is one skill, as validate checks it: signed once, under its own name.
  const own = new Map<string, (typeof sorted)[number]>();
  for (const f of sorted) {
    const real = realOr(f.abs);
    const had = own.get(real);
    if (!had || (f.abs === real && had.abs !== real)) own.set(real, f);
  }
  const files = sorted.filter((f) => own.get(realOr(f.abs)) === f);
  // Sign against the local contract: the old signature (if any) is what is being replaced.
  settings.trust = 'local';
  const ctx = makeContext(settings);
  // The keyring as validate reads it: a key it revokes signs nothing (every skill signed with
  // it would fail RevokedKey), and a key it does not trust for a skill is said.
  // A keyring that does not parse, or one the config names that is not there, is an error
  // here as in validate and lock (SPEC §3): whether it revokes this key cannot be known.
  let keyring: Keyring | undefined;
  try {
    keyring = loadKeyring(settings).keyring;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    // One line a keyring problem, as validate prints them (safe() joined them with a backslash and an n).
    io.stderr(`skillgate: ${safeLines(e.message)}: nothing signed (fix the keyring first: it may revoke this key)\n`);
    return EXIT.USAGE;
  }
  // A public key given as the secret one (both are 64 hex characters): it would sign with a
  // key nobody holds, and every skill would then fail UntrustedKey.
  const asPublic =
    keyring?.entries.find((e) => e.key === seed) ??
    (keyring?.revoked.has(seed) ? { line: keyring.revoked.get(seed)! } : undefined);
  if (asPublic) {
    io.stderr(
      `skillgate: key file ${safe(p.opts.key)} holds a public key (${safe(settings.trustedKeys)}:${asPublic.line} lists it), not a secret key: nothing signed (use the file \`skillgate keygen\` wrote)\n`,
    );
    return EXIT.USAGE;
  }
  // Nor one a bundle shows (its signature's public_key_hex): that key's "secret" is public,
  // so anyone could sign as the key this would make.
  const shownIn = files.find((f) => {
    const read = reads.get(f.abs)!;
    return read.ok && holdsHex(read.bytes, seed);
  });
  if (shownIn) {
    io.stderr(
      `skillgate: key file ${safe(p.opts.key)} holds a key that ${safe(ref(settings.root, shownIn.abs).rel)} shows (a signature's public key), not a secret key: nothing signed (use the file \`skillgate keygen\` wrote)\n`,
    );
    return EXIT.USAGE;
  }
  const revokedAt = keyring?.revoked.get(pub);
  if (revokedAt !== undefined) {
    io.stderr(
      `skillgate: ${safe(settings.trustedKeys)}:${revokedAt} revokes this key (${pub}): nothing signed (every skill signed with it fails RevokedKey)\n`,
    );
    return EXIT.USAGE;
  }
  let status: number = EXIT.OK;
  for (const bundle of files) {
    const file = bundle.abs;
    const r = ref(settings.root, file);
    const refuse = (findings: Finding[], outcome: FileResult['outcome']): void => {
      for (const f of findings) io.stderr(`${safe(r.rel)}:${f.line}:${f.column}: error ${f.code} ${safe(f.message)}\n`);
      io.stderr(`skillgate: not signing ${safe(r.rel)} (${outcome}): fix the errors above first\n`);
      if (status !== EXIT.USAGE) status = EXIT.SCHEMA;
    };
    // As validate reads it: at most 1 MiB, a regular file (a FIFO or device is refused, not read).
    const read = reads.get(file)!;
    if (!read.ok && read.tooLarge !== undefined) {
      const message = `file is ${read.tooLarge} bytes; the limit is ${MAX_FILE_BYTES} bytes (1 MiB)`;
      refuse([{ field: '', code: 'FileTooLarge', message, line: 1, column: 1, severity: 'error' }], 'parse_err');
      continue;
    }
    if (!read.ok) {
      io.stderr(`skillgate: cannot read ${safe(r.rel)}: ${safe(read.reason.replace(/^cannot read file: /, ''))}\n`);
      status = EXIT.USAGE;
      continue;
    }
    const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
    const allowBom = settings.profile === 'agentskills';
    // agentskills keys a skill by its name (SPEC §7).
    const idWord = settings.profile === 'agentskills' ? 'name' : 'id';
    const parsed = parseSkill(bytes, { allowBom });
    if (!parsed.ok) {
      refuse(parsed.findings, 'parse_err');
      continue;
    }
    const result = checkDocument(parsed.doc, r, ctx);
    const blocking = orderFindings(result.findings.filter(blocksSigning));
    if (blocking.length) {
      refuse(blocking, outcomeOf(blocking));
      continue;
    }
    const fm = toValue(parsed.doc.root) as Record<string, unknown>;
    const sig = signMessage(seed, signingMessage(fm, parsed.doc.body));
    const bom = parsed.doc.text.startsWith('\uFEFF') ? '\uFEFF' : '';
    let signed: string;
    try {
      signed =
        bom +
        applySignature(parsed.doc.text.slice(bom.length), { publicKeyHex: pub, signatureHex: sig }, parsed.doc.root);
    } catch (e) {
      io.stderr(`skillgate: cannot sign ${safe(r.rel)}: ${safe((e as Error).message.replace(/^cannot sign: /, ''))}\n`);
      status = EXIT.USAGE;
      continue;
    }
    const signedBytes = Buffer.from(signed, 'utf8');
    if (signedBytes.length > MAX_FILE_BYTES) {
      io.stderr(
        `skillgate: cannot sign ${safe(r.rel)}: the signed file would be ${signedBytes.length} bytes, over the limit of ${MAX_FILE_BYTES} bytes (1 MiB); shorten it first\n`,
      );
      status = EXIT.USAGE;
      continue;
    }
    // Prove it before touching the file: the new bytes must parse to the same contract and verify.
    const again = parseSkill(signedBytes, { allowBom });
    if (!again.ok) {
      // A reader's limit the signature's few values pass (100,000 values a frontmatter).
      io.stderr(
        `skillgate: cannot sign ${safe(r.rel)}: the signed file would not be read: ${safe(again.findings[0]!.message)}; shorten it first\n`,
      );
      status = EXIT.USAGE;
      continue;
    }
    const check = verifyStrict(
      pub,
      sig,
      signingMessage(toValue(again.doc.root) as Record<string, unknown>, again.doc.body),
    );
    if (!check.ok) throw new Error(`the signature of ${r.rel} does not verify after signing: ${check.reason}`);
    const id = result.data?.id;
    // The same warning whether the file was signed now or already was: either way the keyring
    // does not let the signature through under trust: registry.
    const warnUntrusted = () => {
      if (keyring && id && lookupKey(keyring, id, pub) === 'untrusted')
        io.stderr(
          `skillgate: warning: ${safe(settings.trustedKeys)} does not trust this key for ${JSON.stringify(id)}: under trust: registry the skill fails UntrustedKey until a line such as "${id} ed25519 ${pub}" is added\n`,
        );
    };
    if (signed === parsed.doc.text) {
      io.stdout(`${safe(r.rel)} is already signed by ${pub} (${idWord} ${safe(id ?? '')}); unchanged\n`);
      warnUntrusted();
      continue;
    }
    // Read again as it was read: a file replaced since (by a link leading out of the repository,
    // or edited) would take, or lose, what the signature did not cover. (Seconds pass between
    // the first read of 3,000 bundles and the write of the last.)
    const now = readOf(bundle);
    if (!now.ok || !Buffer.from(now.bytes.buffer, now.bytes.byteOffset, now.bytes.byteLength).equals(bytes)) {
      io.stderr(
        `skillgate: cannot sign ${safe(r.rel)}: it changed while skillgate was signing${now.ok ? '' : ` (${safe(now.reason.replace(/^cannot read file: /, ''))})`}; run sign again\n`,
      );
      status = EXIT.USAGE;
      continue;
    }
    try {
      writeFileAtomic(file, signed);
    } catch (e) {
      io.stderr(`skillgate: cannot write ${safe(r.rel)}: ${fsReason(e)}\n`);
      status = EXIT.USAGE;
      continue;
    }
    // Said before a Ctrl-C may stop the signing here, between files: a file signed is listed.
    io.stdout(`signed ${safe(r.rel)} (${idWord} ${safe(id ?? '')}, key ${pub})\n`);
    warnUntrusted();
    await signalPoint();
  }
  return status;
}
