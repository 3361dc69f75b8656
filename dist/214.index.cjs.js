"use strict";
exports.id = 214;
exports.ids = [214];
exports.modules = {

/***/ 5214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keygenCommand: () => (/* binding */ keygenCommand),
  signCommand: () => (/* binding */ signCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/run.ts + 1 modules
var run = __webpack_require__(5728);
// EXTERNAL MODULE: ./src/core/config-types.ts
var config_types = __webpack_require__(6861);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var signature_keyring = __webpack_require__(351);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/core/mkdirs.ts
var mkdirs = __webpack_require__(3331);
// EXTERNAL MODULE: ./src/core/write-atomic.ts
var write_atomic = __webpack_require__(5044);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __webpack_require__(7188);
// EXTERNAL MODULE: ./src/core/engine.ts + 2 modules
var engine = __webpack_require__(9157);
// EXTERNAL MODULE: ./src/signature/ed25519.ts + 1 modules
var ed25519 = __webpack_require__(2962);
// EXTERNAL MODULE: ./src/signature/message.ts
var message = __webpack_require__(3317);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/libraries.ts
var libraries = __webpack_require__(7636);
// EXTERNAL MODULE: ./src/core/fences.ts
var core_fences = __webpack_require__(9085);
;// CONCATENATED MODULE: ./src/signature/insert.ts
/**
 * Writing a signature into a SKILL.md (SPEC \u00a73, `skillgate sign`).
 *
 * An existing top-level `signature` entry is replaced in place, from the start of its
 * key's line through the end of the last line of its value; otherwise the block is
 * appended as the last frontmatter key, just before the closing fence. Every line of the
 * block uses the file's line break. A frontmatter written as one flow mapping gets a flow
 * entry instead. No other byte of the file changes.
 */




function signatureBlock(sig, eol, indent) {
    const inner = indent + '  ';
    return (`${indent}signature:${eol}` +
        `${inner}algo: ed25519${eol}` +
        `${inner}public_key_hex: "${sig.publicKeyHex.toLowerCase()}"${eol}` +
        `${inner}signature_hex: "${sig.signatureHex.toLowerCase()}"${eol}`);
}
function parseFrontmatter(yamlText) {
    // No duplicate-key search: the file was validated (duplicates rejected) before signing,
    // and the library's search is quadratic in the number of keys (95,000 keys: minutes).
    const doc = (0,libraries/* yamlLibrary */.T)().parseDocument(yamlText, { version: '1.2', uniqueKeys: false });
    if (doc.errors.length > 0) {
        throw new Error(`cannot sign: the frontmatter does not parse (${doc.errors[0].message.split('\n')[0]})`);
    }
    return doc;
}
/** A node's source range, when it has one. */
const rangeOf = (n) => n?.range ?? undefined;
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/**
 * Returns `fileText` with the signature block set. Throws when there is no frontmatter.
 * `read`: the frontmatter as skillgate read it (parseSkill), when the caller has it: a block
 * mapping with no signature yet (the common case, a first signing) is then signed without the
 * yaml library, whose parse of a large frontmatter (450,000 list items) took seconds and a GB.
 */
function applySignature(fileText, sig, read) {
    if (!/^[0-9a-fA-F]{64}$/.test(sig.publicKeyHex))
        throw new Error('public key must be 64 hex characters');
    if (!/^[0-9a-fA-F]{128}$/.test(sig.signatureHex))
        throw new Error('signature must be 128 hex characters');
    const fences = (0,core_fences/* findFences */.e)(fileText);
    if (!fences)
        throw new Error('cannot sign: no frontmatter (the file must start with a "---" line and close it with another)');
    const { yamlStart, yamlEnd, eol } = fences;
    const yamlText = fileText.slice(yamlStart, yamlEnd);
    if (read &&
        !read.flow &&
        read.entries.length > 0 &&
        read.entries[0].key.column === 1 &&
        !/^\.\.\.(?=[ \t\r\n#]|$)/m.test(yamlText)) {
        const at = read.entries.findIndex((e) => e.key.value === 'signature');
        // The block goes last, at column 1 (the keys' indentation), before the closing fence.
        if (at < 0) {
            const block = (yamlText.length > 0 && !yamlText.endsWith('\n') ? eol : '') + signatureBlock(sig, eol, '');
            return checkedOwn(fileText, yamlStart, yamlEnd, read, yamlText + block, sig);
        }
        // A re-signing: the entry's lines (its key's line, then indented lines up to the next key
        // or the end) are replaced; anything else between (a blank line, a comment at column 1)
        // is left to the yaml library's placing below.
        const region = entryLines(yamlText, fences.yamlFirstLine, read, at);
        if (region) {
            const [from, to] = region;
            const newYaml = yamlText.slice(0, from) + signatureBlock(sig, eol, '') + yamlText.slice(to);
            return checkedOwn(fileText, yamlStart, yamlEnd, read, newYaml, sig);
        }
    }
    const doc = parseFrontmatter(yamlText);
    const root = doc.contents;
    let start; // offsets within yamlText
    let end;
    let indent = '';
    if (root === null) {
        // Empty frontmatter: the block becomes its only key.
        start = end = yamlText.length;
    }
    else {
        if (!(0,libraries/* yamlLibrary */.T)().isMap(root))
            throw new Error('cannot sign: the frontmatter is not a mapping');
        if (root.flow)
            return signFlowRoot(fileText, yamlStart, yamlEnd, doc, sig);
        const first = root.items[0]?.key;
        if ((0,libraries/* yamlLibrary */.T)().isScalar(first) && first.range) {
            const ls = lineStartOf(yamlText, first.range[0]);
            const before = yamlText.slice(ls, first.range[0]);
            if (/^ *$/.test(before))
                indent = before;
        }
        const pair = root.items.find((p) => (0,libraries/* yamlLibrary */.T)().isScalar(p.key) && p.key.value === 'signature');
        if (pair) {
            const key = rangeOf(pair.key);
            if (!key)
                throw new Error('cannot sign: cannot locate the existing signature entry');
            start = lineStartOf(yamlText, key[0]);
            // `signature:` at the line's start, or written as an explicit key (`? signature` with
            // its value on a `:` line): the whole entry is replaced.
            const lead = /^( *)(?:\?[ \t]+)?$/.exec(yamlText.slice(start, key[0]));
            if (!lead)
                throw new Error('cannot sign: the existing signature key does not start its line');
            indent = lead[1];
            const valueEnd = Math.max(rangeOf(pair.value)?.[1] ?? key[1], key[1]);
            if (valueEnd > start && yamlText[valueEnd - 1] === '\n') {
                end = valueEnd; // a block value ends with its last line break
            }
            else {
                const nl = yamlText.indexOf('\n', valueEnd);
                end = nl < 0 ? yamlText.length : nl + 1;
            }
        }
        else {
            // The new last key goes before a document-end marker (`...`), which must stay last.
            const marker = /^\.\.\.(?=[ \t\r\n#]|$)/m.exec(yamlText.slice(root.range?.[1] ?? 0));
            start = end = marker ? (root.range?.[1] ?? 0) + marker.index : yamlText.length;
        }
    }
    let block = signatureBlock(sig, eol, indent);
    // By construction the YAML text ends with a line break (the closing fence starts a line);
    // if the replaced region reaches the end without one, keep the file's lines intact.
    if (start > 0 && start === yamlText.length && yamlText[start - 1] !== '\n')
        block = eol + block;
    return checked(fileText, yamlStart, yamlEnd, doc, yamlText.slice(0, start) + block + yamlText.slice(end), sig);
}
/**
 * A frontmatter written as one flow mapping (`{id: a, ...}`): the signature is a flow entry
 * too, `signature: {algo: ed25519, public_key_hex: "...", signature_hex: "..."}`, in place
 * of an existing one or after the last entry.
 */
function signFlowRoot(fileText, yamlStart, yamlEnd, doc, sig) {
    const yamlText = fileText.slice(yamlStart, yamlEnd);
    const root = doc.contents;
    const entry = `signature: {algo: ed25519, public_key_hex: "${sig.publicKeyHex.toLowerCase()}", signature_hex: "${sig.signatureHex.toLowerCase()}"}`;
    const pair = root.items.find((p) => (0,libraries/* yamlLibrary */.T)().isScalar(p.key) && p.key.value === 'signature');
    let start;
    let end;
    let text = entry;
    if (pair) {
        const key = rangeOf(pair.key);
        if (!key)
            throw new Error('cannot sign: cannot locate the existing signature entry');
        start = key[0];
        end = Math.max(key[1], rangeOf(pair.value)?.[1] ?? key[1]);
    }
    else {
        const last = root.items[root.items.length - 1];
        const after = last ? (rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1]) : (rangeOf(root)?.[0] ?? -1) + 1;
        if (after === undefined || after <= 0)
            throw new Error('cannot sign: cannot locate the end of the frontmatter');
        start = end = after;
        if (last)
            text = `, ${entry}`;
    }
    return checked(fileText, yamlStart, yamlEnd, doc, yamlText.slice(0, start) + text + yamlText.slice(end), sig);
}
/** The file with `newYaml` as its frontmatter, once it parses to the old mapping plus the new signature. */
function checked(fileText, yamlStart, yamlEnd, doc, newYaml, sig) {
    const result = fileText.slice(0, yamlStart) + newYaml + fileText.slice(yamlEnd);
    // Safety net: the result must parse to the same mapping with the new signature.
    const after = parseFrontmatter(newYaml).toJS();
    const before = (doc.toJS() ?? {});
    const expected = {
        ...withoutSignature(before),
        signature: {
            algo: 'ed25519',
            public_key_hex: sig.publicKeyHex.toLowerCase(),
            signature_hex: sig.signatureHex.toLowerCase(),
        },
    };
    if (!after ||
        !(0,external_node_util_.isDeepStrictEqual)(withoutSignature(after), withoutSignature(expected)) ||
        !(0,external_node_util_.isDeepStrictEqual)(after.signature, expected.signature)) {
        throw new Error('cannot sign: inserting the signature would change the frontmatter; check its layout');
    }
    return result;
}
/**
 * Where the root entry `at` of `root` lies in `yamlText` (whose first line is the file's line
 * `firstLine`): from its key's line to the next entry's key line (or the end), when its key
 * starts its line and every line after the key's is indented and no comment; else undefined.
 */
function entryLines(yamlText, firstLine, root, at) {
    const entry = root.entries[at];
    const next = root.entries[at + 1];
    if (entry.key.column !== 1 || (next && next.key.column !== 1))
        return undefined;
    const starts = (0,core_document/* lineStarts */._$)(yamlText);
    const from = starts[entry.key.line - firstLine];
    const to = next ? starts[next.key.line - firstLine] : yamlText.length;
    if (from === undefined || to === undefined || to <= from)
        return undefined;
    const after = yamlText.indexOf('\n', from);
    if (after < 0 || after + 1 > to)
        return after < 0 && !next ? [from, to] : undefined;
    for (const line of yamlText
        .slice(after + 1, to)
        .split('\n')
        .slice(0, -1))
        if (!/^[ ]+[^\s#]/.test(line))
            return undefined; // (an indented comment: the library decides whose it is)
    return [from, to];
}
/** checked(), on skillgate's own reading of the old and the new frontmatter. */
function checkedOwn(fileText, yamlStart, yamlEnd, root, newYaml, sig) {
    const result = fileText.slice(0, yamlStart) + newYaml + fileText.slice(yamlEnd);
    const bytes = Buffer.from(result, 'utf8');
    // Past the file limit no reader takes it, and the caller refuses it saying so.
    if (bytes.length > core_document/* MAX_FILE_BYTES */.gZ)
        return result;
    const after = (0,core_document/* parseSkill */.vv)(bytes);
    // A reader's limit the signature's few values pass (100,000 values a frontmatter): said as that.
    if (!after.ok)
        throw new Error(`cannot sign: the signed file would not be read: ${after.findings[0].message}; shorten it first`);
    const value = (0,core_document/* toValue */.BA)(after.doc.root);
    const expected = {
        algo: 'ed25519',
        public_key_hex: sig.publicKeyHex.toLowerCase(),
        signature_hex: sig.signatureHex.toLowerCase(),
    };
    if (!(0,external_node_util_.isDeepStrictEqual)(withoutSignature(value), withoutSignature((0,core_document/* toValue */.BA)(root))) ||
        !(0,external_node_util_.isDeepStrictEqual)(value.signature, expected))
        throw new Error('cannot sign: inserting the signature would change the frontmatter; check its layout');
    return result;
}
function withoutSignature(m) {
    const out = Object.create(null);
    for (const k of Object.keys(m))
        if (k !== 'signature')
            out[k] = m[k];
    return out;
}

// EXTERNAL MODULE: ./src/scan/files.ts
var scan_files = __webpack_require__(5438);
// EXTERNAL MODULE: ./src/scan/read.ts
var read = __webpack_require__(6381);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/commands/common.ts
var common = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __webpack_require__(2419);
;// CONCATENATED MODULE: ./src/commands/keys.ts
/** `skillgate keygen` and `skillgate sign`: the secret seed never reaches any output. */


















async function keygenCommand(p, io) {
    if (p.positionals.length)
        throw new diagnostic/* UsageError */.eb('`skillgate keygen` takes no arguments; use --out FILE');
    const out = typeof p.opts.out === 'string' ? p.opts.out : 'skillgate.key';
    const undecodable = (0,io_text/* undecodableName */.KN)('--out', out);
    if (undecodable)
        throw new diagnostic/* UsageError */.eb(undecodable);
    // `keys/` names a folder: path.resolve would drop the slash and write a file named `keys`.
    if ((0,io_text/* namesFolder */.z0)(out) || out.endsWith('\\'))
        throw new diagnostic/* UsageError */.eb(`--out ${(0,report_text/* safe */.gB)(out)} names a folder; give the key file's name (--out ${(0,report_text/* safe */.gB)((0,io_text/* asFolder */.hS)(out.replace(/\\+$/, '/')))}skillgate.key)`);
    // A key named SKILL.md would be read as a skill, and its text quoted in findings.
    // `--output -` is stdout elsewhere: a secret key is never printed, nor written to a file named `-` unasked.
    if (out === '-')
        throw new diagnostic/* UsageError */.eb('--out - would name standard output: a secret key is only written to a file; give its name (--out ./- for a file named -)');
    if (/^skill\.md$/i.test(external_node_path_default().basename(out)))
        throw new diagnostic/* UsageError */.eb(`--out ${(0,report_text/* safe */.gB)(out)} names a SKILL.md file: a secret key is no skill; choose another name (skillgate.key)`);
    const abs = external_node_path_default().resolve(io.cwd, out);
    // Nor where the repository keeps its lockfile, keyring or config: files that are committed,
    // and that every later check would fail to read.
    const { root, inGit } = (0,scan_files/* findRoot */.wg)(io.cwd);
    const { files, keyring } = await repositoryFiles(io, root, inGit, p);
    const taken = files.find(([f]) => (0,scan_files/* landingOf */.ls)(f) === (0,scan_files/* landingOf */.ls)(abs));
    if (taken)
        throw new diagnostic/* UsageError */.eb(`--out ${(0,report_text/* safe */.gB)(out)} names the repository's ${taken[1]}: a secret key there would be committed, and every check would fail to read it; choose another name (skillgate.key)`);
    // Nor inside git's own files (`.git/hooks/pre-commit`): what is there is git's (a hook's
    // name, a config with a CI checkout's token beside it), as lock and scaffold refuse them.
    // Any `.git` folder on its way, a nested repository's or one outside any repository too
    // (`nested/.git/hooks/pre-commit`), as --output, lock and scaffold refuse them.
    if ((inGit && (0,scan_files/* inGitOwnFolder */.UA)(root, (0,scan_files/* realOr */.yA)(root), (0,scan_files/* landingOf */.ls)(abs))) ||
        // A bare repository's folder too (`repo.git/hooks/pre-commit`), from inside it or not; not
        // the folders the work tree itself lies in (a worktree made inside `.git`).
        [abs, (0,scan_files/* landingOf */.ls)(abs)].some((f) => (0,scan_files/* inAnyGitDir */.nC)(f, inGit ? root : undefined)))
        throw new diagnostic/* UsageError */.eb(`--out ${(0,report_text/* safe */.gB)(out)} is inside git's own files (the git directory or the hooks folder): a secret key does not belong there; choose another name (skillgate.key)`);
    const seed = (0,ed25519/* generateSeedHex */.gD)();
    // A missing folder (~/.config/skillgate, say) is created for the key, private to this user.
    let made;
    try {
        made = (0,mkdirs/* makeDirs */.X)(external_node_path_default().dirname(abs), 0o700);
    }
    catch (e) {
        throw new diagnostic/* UsageError */.eb(`cannot write ${(0,report_text/* safe */.gB)(out)}: cannot create its folder: ${(0,io_text/* fsReason */.EG)(e)}`);
    }
    // A key not kept is removed, with the folders made for it (the deepest first; one something
    // else wrote into meanwhile stays).
    const unmakeDirs = () => {
        for (const d of made.reverse())
            try {
                (0,external_node_fs_.rmdirSync)(d);
            }
            catch {
                break;
            }
    };
    const unmake = () => {
        (0,external_node_fs_.rmSync)(abs, { force: true });
        unmakeDirs();
    };
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, 'wx', 0o600);
    }
    catch (e) {
        const code = e.code;
        unmakeDirs();
        throw new diagnostic/* UsageError */.eb(code === 'EEXIST'
            ? isDirectory(abs)
                ? `cannot write ${(0,report_text/* safe */.gB)(out)}: it is a directory`
                : `${(0,report_text/* safe */.gB)(out)} already exists: refusing to overwrite a key (choose another --out)`
            : `cannot write ${(0,report_text/* safe */.gB)(out)}: ${(0,io_text/* createReason */.Hl)(e, abs)}`);
    }
    try {
        try {
            // 0600 whatever the umask; a file only this user can read.
            (0,external_node_fs_.fchmodSync)(fd, 0o600);
            (0,external_node_fs_.writeSync)(fd, seed + '\n');
            (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (e) {
        unmake();
        throw new diagnostic/* UsageError */.eb(`cannot write ${(0,report_text/* safe */.gB)(out)}: ${(0,io_text/* fsReason */.EG)(e)}`);
    }
    const pub = (0,ed25519/* publicKeyFromSeed */.wE)(seed);
    io.stdout(`public key: ${pub}\n` +
        // The keyring the checks read: the config may name another than the default.
        `keyring line (add it to ${(0,report_text/* safe */.gB)(keyring)}; narrow "*" to the skill ids this key may sign):\n` +
        // The file name is the line's comment: escaped, a name with a newline cannot split the line.
        `* ed25519 ${pub} ${(0,report_text/* safe */.gB)(external_node_path_default().basename(out))}\n` +
        `wrote the secret key to ${(0,report_text/* safe */.gB)(out)} (mode 0600). Keep it out of git: add it to .gitignore or a secret store.\n`);
    // Its public key not printed (`> /dev/full`, a reader gone), the key would be one nobody can
    // list in a keyring, kept under a name the next run refuses to overwrite: it is removed.
    if (await io.stdoutLost?.()) {
        unmake();
        throw new diagnostic/* UsageError */.eb(`its public key could not be printed, so the new key was not kept (${(0,report_text/* safe */.gB)(out)} removed): run again with standard output writable`);
    }
    return diagnostic/* EXIT */.dc.OK;
}
/**
 * The repository's lockfile, keyring and config: the default names, and those its config
 * gives. A config that cannot be read is an error, as for every command: the files it names
 * are not known, and a key written over its lockfile would be lost with it.
 */
async function repositoryFiles(io, root, inGit, 
/** keygen's --profile and --config: the config read as the checks read it (one valid only under agentskills). */
p) {
    const defaults = (0,config_types/* defaultSettings */.L6)(root, inGit);
    const files = [
        [(0,run/* resolveIn */.QH)(defaults, defaults.lockfile), 'lockfile'],
        [(0,run/* resolveIn */.QH)(defaults, defaults.trustedKeys), 'trusted keyring'],
        [external_node_path_default().join(root, config_types/* CONFIG_FILE */.g2), 'config'],
    ];
    const opts = {};
    for (const name of ['profile', 'config', 'follow-symlinks'])
        if (p.opts[name] !== undefined)
            opts[name] = p.opts[name];
    const settings = await (0,common/* settingsFrom */.ms)({ positionals: [], opts }, io, { keyring: false });
    files.push([(0,run/* resolveIn */.QH)(settings, settings.lockfile), 'lockfile'], [(0,run/* resolveIn */.QH)(settings, settings.trustedKeys), 'trusted keyring']);
    return { files, keyring: settings.trustedKeys };
}
/** True when `bytes` hold the 64 lowercase hex digits `hex`, in either case. */
function holdsHex(bytes, hex) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase().includes(hex);
}
function isDirectory(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p).isDirectory();
    }
    catch {
        return false;
    }
}
/** A secret key file is 65 bytes; room for a comment or stray whitespace, no more. */
const MAX_KEY_FILE_BYTES = 64 * 1024;
function readSeed(file, cwd) {
    let text;
    try {
        // A key file is one line; /dev/zero or a stray huge file must not be read whole.
        text = (0,read/* readBounded */.CB)(external_node_path_default().resolve(cwd, file), MAX_KEY_FILE_BYTES).toString('utf8');
    }
    catch (e) {
        if (e instanceof read/* TooLargeError */.qB)
            throw new diagnostic/* UsageError */.eb(`key file ${(0,report_text/* safe */.gB)(file)} is not a secret key: ${e.message} (a secret key is one line of 64 hex characters)`);
        const code = e.code;
        throw new diagnostic/* UsageError */.eb(`cannot read key file ${(0,report_text/* safe */.gB)(file)}: ${code === 'ENOENT' ? 'no such file' : (0,io_text/* fsReason */.EG)(e)}`);
    }
    const seed = text.trim();
    // Never echo the file's content: it is a secret.
    if (!(0,io_text/* isSecretKeyText */.lZ)(seed))
        throw new diagnostic/* UsageError */.eb(`key file ${(0,report_text/* safe */.gB)(file)} is not a secret key: expected one line of 64 hex characters (an Ed25519 seed, as written by \`skillgate keygen\`)`);
    return seed.toLowerCase();
}
/** A signature-block finding is what signing replaces, so it does not block signing. */
function blocksSigning(f) {
    if (f.severity !== 'error')
        return false;
    if (SIGNATURE_CODES.has(f.code))
        return false;
    return !(f.code === 'InvalidField' && (f.field === 'signature' || f.field.startsWith('signature.')));
}
const SIGNATURE_CODES = new Set(['SignatureFailed', 'SignatureMissing', 'UntrustedKey', 'RevokedKey']);
async function signCommand(p, io) {
    if (!p.positionals.length)
        throw new diagnostic/* UsageError */.eb('usage: skillgate sign BUNDLE... --key FILE');
    if (typeof p.opts.key !== 'string')
        throw new diagnostic/* UsageError */.eb('`skillgate sign` needs --key FILE (a secret key from `skillgate keygen`)');
    const seed = readSeed(p.opts.key, io.cwd);
    const pub = (0,ed25519/* publicKeyFromSeed */.wE)(seed);
    const settings = await (0,common/* settingsFrom */.ms)({
        positionals: [],
        opts: {
            ...Object.fromEntries(['config', 'profile', 'trusted-keys']
                .filter((k) => typeof p.opts[k] === 'string')
                .map((k) => [k, p.opts[k]])),
            ...(p.opts['follow-symlinks'] === true ? { 'follow-symlinks': true } : {}),
        },
    }, io);
    // A key committed to git is no secret: it still signs (the files are the user's), but
    // the way out is a new key and a @revoked line for this one.
    if (settings.inGit) {
        const rel = (0,scan_files/* relInside */.sf)((0,scan_files/* realOr */.yA)(settings.root), (0,scan_files/* realOr */.yA)(external_node_path_default().resolve(io.cwd, p.opts.key)));
        const tracked = rel !== undefined && (0,scan_files/* spawnGit */.Iz)(settings.root, ['ls-files', '-z', '--', `:(literal)${rel}`]);
        if (tracked && tracked.status === 0 && tracked.stdout.length > 0)
            io.stderr(`skillgate: warning: key file ${(0,report_text/* safe */.gB)(p.opts.key)} is tracked by git: whoever has the repository (or its history) holds this key; make a new one (skillgate keygen), revoke this one (@revoked ed25519 ${pub}) and take the file out of git\n`);
    }
    // Every bundle is found before any file is written: a typo in the last one signs nothing.
    // A path is a bundle, its SKILL.md, or a folder to search for bundles (SPEC \u00a71).
    // Config include/exclude are for checks: a bundle named to sign is signed, never skipped in silence.
    const found = (0,scan_files/* collectPaths */.jC)(p.positionals, { ...settings, include: [], exclude: [] }, io.cwd);
    (0,common/* warnOtherWorkTrees */.rj)(io, settings, p.positionals);
    // Every file is read before any is written. A SKILL.md symlink leading out of the
    // repository is not read, nor written through (FileRef.fence): a problem like an unreadable one.
    const readOf = (f) => (0,read/* readSkillFile */.eQ)(f.abs, f.fence, (0,scan_files/* listedFrom */.iG)(f));
    const reads = new Map(found.files.map((f) => [f.abs, readOf(f)]));
    for (const f of found.files) {
        const out = reads.get(f.abs);
        if (!out.ok && out.code === 'EOUTSIDE')
            found.problems.push({ ref: f, reason: out.reason });
    }
    if (found.problems.length > 0) {
        // Once each (overlapping folders find a path twice), worded for signing.
        for (const rel of new Set(found.problems.map((x) => x.ref.rel))) {
            const reason = found.problems
                .find((x) => x.ref.rel === rel)
                .reason.replace(/; the SKILL\.md files under it are not checked$/, '');
            io.stderr(`skillgate: ${reason.startsWith('cannot read') ? `${(0,report_text/* safe */.gB)(rel)}: ` : `cannot read ${(0,report_text/* safe */.gB)(rel)}: `}${(0,report_text/* safe */.gB)(reason)}\n`);
        }
        io.stderr(`skillgate: nothing signed: fix or leave out the paths above first\n`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
    // In path order, as validate reports (the folder walk yields a folder's subfolders last first).
    const sorted = found.files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    // One file under several names (`.claude/skills/pdf/SKILL.md -> ../../../skills/pdf/SKILL.md`)
    // is one skill, as validate checks it: signed once, under its own name.
    const own = new Map();
    for (const f of sorted) {
        const real = (0,scan_files/* realOr */.yA)(f.abs);
        const had = own.get(real);
        if (!had || (f.abs === real && had.abs !== real))
            own.set(real, f);
    }
    const files = sorted.filter((f) => own.get((0,scan_files/* realOr */.yA)(f.abs)) === f);
    // Sign against the local contract: the old signature (if any) is what is being replaced.
    settings.trust = 'local';
    const ctx = (0,engine/* makeContext */.og)(settings);
    // The keyring as validate reads it: a key it revokes signs nothing (every skill signed with
    // it would fail RevokedKey), and a key it does not trust for a skill is said.
    // A keyring that does not parse, or one the config names that is not there, is an error
    // here as in validate and lock (SPEC \u00a73): whether it revokes this key cannot be known.
    let keyring;
    try {
        keyring = (0,run/* loadKeyring */.Or)(settings).keyring;
    }
    catch (e) {
        if (!(e instanceof diagnostic/* UsageError */.eb))
            throw e;
        // One line a keyring problem, as validate prints them (safe() joined them with a backslash and an n).
        io.stderr(`skillgate: ${(0,report_text/* safeLines */.Bv)(e.message)}: nothing signed (fix the keyring first: it may revoke this key)\n`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
    // A public key given as the secret one (both are 64 hex characters): it would sign with a
    // key nobody holds, and every skill would then fail UntrustedKey.
    const asPublic = keyring?.entries.find((e) => e.key === seed) ??
        (keyring?.revoked.has(seed) ? { line: keyring.revoked.get(seed) } : undefined);
    if (asPublic) {
        io.stderr(`skillgate: key file ${(0,report_text/* safe */.gB)(p.opts.key)} holds a public key (${(0,report_text/* safe */.gB)(settings.trustedKeys)}:${asPublic.line} lists it), not a secret key: nothing signed (use the file \`skillgate keygen\` wrote)\n`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
    // Nor one a bundle shows (its signature's public_key_hex): that key's "secret" is public,
    // so anyone could sign as the key this would make.
    const shownIn = files.find((f) => {
        const read = reads.get(f.abs);
        return read.ok && holdsHex(read.bytes, seed);
    });
    if (shownIn) {
        io.stderr(`skillgate: key file ${(0,report_text/* safe */.gB)(p.opts.key)} holds a key that ${(0,report_text/* safe */.gB)((0,scan_files/* ref */.KR)(settings.root, shownIn.abs).rel)} shows (a signature's public key), not a secret key: nothing signed (use the file \`skillgate keygen\` wrote)\n`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
    const revokedAt = keyring?.revoked.get(pub);
    if (revokedAt !== undefined) {
        io.stderr(`skillgate: ${(0,report_text/* safe */.gB)(settings.trustedKeys)}:${revokedAt} revokes this key (${pub}): nothing signed (every skill signed with it fails RevokedKey)\n`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
    let status = diagnostic/* EXIT */.dc.OK;
    for (const bundle of files) {
        const file = bundle.abs;
        const r = (0,scan_files/* ref */.KR)(settings.root, file);
        const refuse = (findings, outcome) => {
            for (const f of findings)
                io.stderr(`${(0,report_text/* safe */.gB)(r.rel)}:${f.line}:${f.column}: error ${f.code} ${(0,report_text/* safe */.gB)(f.message)}\n`);
            io.stderr(`skillgate: not signing ${(0,report_text/* safe */.gB)(r.rel)} (${outcome}): fix the errors above first\n`);
            if (status !== diagnostic/* EXIT */.dc.USAGE)
                status = diagnostic/* EXIT */.dc.SCHEMA;
        };
        // As validate reads it: at most 1 MiB, a regular file (a FIFO or device is refused, not read).
        const read = reads.get(file);
        if (!read.ok && read.tooLarge !== undefined) {
            const message = `file is ${read.tooLarge} bytes; the limit is ${core_document/* MAX_FILE_BYTES */.gZ} bytes (1 MiB)`;
            refuse([{ field: '', code: 'FileTooLarge', message, line: 1, column: 1, severity: 'error' }], 'parse_err');
            continue;
        }
        if (!read.ok) {
            io.stderr(`skillgate: cannot read ${(0,report_text/* safe */.gB)(r.rel)}: ${(0,report_text/* safe */.gB)(read.reason.replace(/^cannot read file: /, ''))}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
        const allowBom = settings.profile === 'agentskills';
        // agentskills keys a skill by its name (SPEC \u00a77).
        const idWord = settings.profile === 'agentskills' ? 'name' : 'id';
        const parsed = (0,core_document/* parseSkill */.vv)(bytes, { allowBom });
        if (!parsed.ok) {
            refuse(parsed.findings, 'parse_err');
            continue;
        }
        const result = (0,engine/* checkDocument */.sw)(parsed.doc, r, ctx);
        const blocking = (0,engine/* orderFindings */.$t)(result.findings.filter(blocksSigning));
        if (blocking.length) {
            refuse(blocking, (0,diagnostic/* outcomeOf */.sG)(blocking));
            continue;
        }
        const fm = (0,core_document/* toValue */.BA)(parsed.doc.root);
        const sig = (0,ed25519/* signMessage */.lT)(seed, (0,message/* signingMessage */.Xm)(fm, parsed.doc.body));
        const bom = parsed.doc.text.startsWith('\uFEFF') ? '\uFEFF' : '';
        let signed;
        try {
            signed =
                bom +
                    applySignature(parsed.doc.text.slice(bom.length), { publicKeyHex: pub, signatureHex: sig }, parsed.doc.root);
        }
        catch (e) {
            io.stderr(`skillgate: cannot sign ${(0,report_text/* safe */.gB)(r.rel)}: ${(0,report_text/* safe */.gB)(e.message.replace(/^cannot sign: /, ''))}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        const signedBytes = Buffer.from(signed, 'utf8');
        if (signedBytes.length > core_document/* MAX_FILE_BYTES */.gZ) {
            io.stderr(`skillgate: cannot sign ${(0,report_text/* safe */.gB)(r.rel)}: the signed file would be ${signedBytes.length} bytes, over the limit of ${core_document/* MAX_FILE_BYTES */.gZ} bytes (1 MiB); shorten it first\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        // Prove it before touching the file: the new bytes must parse to the same contract and verify.
        const again = (0,core_document/* parseSkill */.vv)(signedBytes, { allowBom });
        if (!again.ok) {
            // A reader's limit the signature's few values pass (100,000 values a frontmatter).
            io.stderr(`skillgate: cannot sign ${(0,report_text/* safe */.gB)(r.rel)}: the signed file would not be read: ${(0,report_text/* safe */.gB)(again.findings[0].message)}; shorten it first\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        const check = (0,ed25519/* verifyStrict */.$r)(pub, sig, (0,message/* signingMessage */.Xm)((0,core_document/* toValue */.BA)(again.doc.root), again.doc.body));
        if (!check.ok)
            throw new Error(`the signature of ${r.rel} does not verify after signing: ${check.reason}`);
        const id = result.data?.id;
        // The same warning whether the file was signed now or already was: either way the keyring
        // does not let the signature through under trust: registry.
        const warnUntrusted = () => {
            if (keyring && id && (0,signature_keyring/* lookupKey */.kk)(keyring, id, pub) === 'untrusted')
                io.stderr(`skillgate: warning: ${(0,report_text/* safe */.gB)(settings.trustedKeys)} does not trust this key for ${JSON.stringify(id)}: under trust: registry the skill fails UntrustedKey until a line such as "${id} ed25519 ${pub}" is added\n`);
        };
        if (signed === parsed.doc.text) {
            io.stdout(`${(0,report_text/* safe */.gB)(r.rel)} is already signed by ${pub} (${idWord} ${(0,report_text/* safe */.gB)(id ?? '')}); unchanged\n`);
            warnUntrusted();
            continue;
        }
        // Read again as it was read: a file replaced since (by a link leading out of the repository,
        // or edited) would take, or lose, what the signature did not cover. (Seconds pass between
        // the first read of 3,000 bundles and the write of the last.)
        const now = readOf(bundle);
        if (!now.ok || !Buffer.from(now.bytes.buffer, now.bytes.byteOffset, now.bytes.byteLength).equals(bytes)) {
            io.stderr(`skillgate: cannot sign ${(0,report_text/* safe */.gB)(r.rel)}: it changed while skillgate was signing${now.ok ? '' : ` (${(0,report_text/* safe */.gB)(now.reason.replace(/^cannot read file: /, ''))})`}; run sign again\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        try {
            (0,write_atomic/* writeFileAtomic */.Zf)(file, signed);
        }
        catch (e) {
            io.stderr(`skillgate: cannot write ${(0,report_text/* safe */.gB)(r.rel)}: ${(0,io_text/* fsReason */.EG)(e)}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        // Said before a Ctrl-C may stop the signing here, between files: a file signed is listed.
        io.stdout(`signed ${(0,report_text/* safe */.gB)(r.rel)} (${idWord} ${(0,report_text/* safe */.gB)(id ?? '')}, key ${pub})\n`);
        warnUntrusted();
        await (0,write_atomic/* signalPoint */.Fi)();
    }
    return status;
}


/***/ })

};
;