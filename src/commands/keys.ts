/** `skillgate keygen` and `skillgate sign`: the secret seed never reaches any output. */
import {
  closeSync,
  openSync,
  readFileSync,
  writeSync,
  statSync,
  existsSync,
  renameSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import path from 'node:path';
import { EXIT, UsageError } from '../core/diagnostic.js';
import { parseSkill } from '../core/document.js';
import { toValue } from '../core/document.js';
import { checkDocument, makeContext, orderFindings } from '../core/engine.js';
import { generateSeedHex, publicKeyFromSeed, signMessage, verifyStrict } from '../signature/ed25519.js';
import { signingMessage } from '../signature/message.js';
import { applySignature } from '../signature/insert.js';
import { ref, SKILL_FILE } from '../scan/files.js';
import { textReport } from '../report/text.js';
import type { Parsed } from '../cli/args.js';
import { settingsFrom, type IO } from './common.js';

export async function keygenCommand(p: Parsed, io: IO): Promise<number> {
  if (p.positionals.length) throw new UsageError('`skillgate keygen` takes no arguments; use --out FILE');
  const out = typeof p.opts.out === 'string' ? p.opts.out : 'skillgate.key';
  const abs = path.resolve(io.cwd, out);
  const seed = generateSeedHex();
  let fd: number;
  try {
    fd = openSync(abs, 'wx', 0o600);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'EEXIST'
        ? `${out} already exists: refusing to overwrite a key (choose another --out)`
        : `cannot write ${out}: ${(e as Error).message}`,
    );
  }
  try {
    writeSync(fd, seed + '\n');
  } finally {
    closeSync(fd);
  }
  chmodSync(abs, 0o600);
  const pub = publicKeyFromSeed(seed);
  io.stdout(
    `public key: ${pub}\n` +
      `keyring line (add it to .skillgate/trusted-keys; narrow "*" to the skill ids this key may sign):\n` +
      `* ed25519 ${pub} ${path.basename(out)}\n` +
      `wrote the secret key to ${out} (mode 0600). Keep it out of git: add it to .gitignore or a secret store.\n`,
  );
  return EXIT.OK;
}

function readSeed(file: string, cwd: string): string {
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read key file ${file}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  const seed = text.trim();
  // Never echo the file's content: it is a secret.
  if (!/^[0-9a-fA-F]{64}$/.test(seed))
    throw new UsageError(
      `key file ${file} is not a secret key: expected one line of 64 hex characters (an Ed25519 seed, as written by \`skillgate keygen\`)`,
    );
  return seed.toLowerCase();
}

function bundleFile(arg: string, cwd: string): string {
  const abs = path.resolve(cwd, arg);
  try {
    if (statSync(abs).isDirectory()) {
      const f = path.join(abs, SKILL_FILE);
      if (!existsSync(f)) throw new UsageError(`no ${SKILL_FILE} in ${arg}`);
      return f;
    }
    return abs;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${arg}: no such file or directory`);
  }
}

export async function signCommand(p: Parsed, io: IO): Promise<number> {
  if (!p.positionals.length) throw new UsageError('usage: skillgate sign BUNDLE... --key FILE');
  if (typeof p.opts.key !== 'string')
    throw new UsageError('`skillgate sign` needs --key FILE (a secret key from `skillgate keygen`)');
  const seed = readSeed(p.opts.key, io.cwd);
  const pub = publicKeyFromSeed(seed);
  const settings = await settingsFrom(
    { positionals: [], opts: typeof p.opts.config === 'string' ? { config: p.opts.config } : {} },
    io,
  );
  // Sign against the local contract: the old signature (if any) is what is being replaced.
  settings.trust = 'local';
  const ctx = makeContext(settings);
  let status: number = EXIT.OK;
  for (const arg of p.positionals) {
    const file = bundleFile(arg, io.cwd);
    const r = ref(settings.root, file);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      throw new UsageError(`cannot read ${r.rel}: ${(e as Error).message}`);
    }
    const parsed = parseSkill(bytes, { allowBom: settings.profile === 'agentskills' });
    if (!parsed.ok) {
      io.stderr(
        textReport(
          [{ path: r.rel, outcome: 'parse_err', findings: parsed.findings, duration_ms: 0, parsed: false }],
          [],
          0,
        ),
      );
      io.stderr(`skillgate: not signing ${r.rel}: fix the errors above first\n`);
      status = EXIT.SCHEMA;
      continue;
    }
    const result = checkDocument(parsed.doc, r, ctx);
    const blocking = orderFindings(
      result.findings.filter((f) => f.severity === 'error' && !['SignatureFailed'].includes(f.code)),
    );
    if (blocking.length) {
      io.stderr(textReport([{ ...result, findings: blocking }], [], 0));
      io.stderr(`skillgate: not signing ${r.rel}: fix the errors above first\n`);
      status = EXIT.SCHEMA;
      continue;
    }
    const fm = toValue(parsed.doc.root) as Record<string, unknown>;
    const message = signingMessage(fm, parsed.doc.body);
    const sig = signMessage(seed, message);
    const signed = applySignature(parsed.doc.text, { publicKeyHex: pub, signatureHex: sig });
    // Prove it before touching the file: the new bytes must parse to the same contract and verify.
    const again = parseSkill(Buffer.from(signed, 'utf8'), { allowBom: settings.profile === 'agentskills' });
    if (!again.ok) throw new Error(`internal error: signing ${r.rel} produced an unparsable file`);
    const check = verifyStrict(
      pub,
      sig,
      signingMessage(toValue(again.doc.root) as Record<string, unknown>, again.doc.body),
    );
    if (!check.ok)
      throw new Error(`internal error: signature of ${r.rel} does not verify after writing: ${check.reason}`);
    const tmp = `${file}.skillgate-${process.pid}.tmp`;
    writeFileSync(tmp, signed, { mode: statSync(file).mode & 0o777 });
    renameSync(tmp, file);
    io.stdout(`signed ${r.rel} (id ${result.data?.id}, key ${pub})\n`);
  }
  return status;
}
