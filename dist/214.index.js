export const id = 214;
export const ids = [214];
export const modules = {

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
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/core/document.ts
var core_document = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/core/engine.ts + 4 modules
var engine = __webpack_require__(9215);
// EXTERNAL MODULE: ./src/signature/ed25519.ts
var ed25519 = __webpack_require__(255);
// EXTERNAL MODULE: ./src/signature/message.ts
var signature_message = __webpack_require__(3317);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/fences.ts
var core_fences = __webpack_require__(9085);
;// CONCATENATED MODULE: ./src/signature/insert.ts
/**
 * Writing a signature into a SKILL.md (SPEC §3, `skillgate sign`).
 *
 * An existing top-level `signature` entry is replaced in place, from the start of its
 * key's line through the end of the last line of its value; otherwise the block is
 * appended as the last frontmatter key, just before the closing fence. Every line of the
 * block uses the file's line break. No other byte of the file changes.
 */



function signatureBlock(sig, eol, indent) {
    const inner = indent + '  ';
    return (`${indent}signature:${eol}` +
        `${inner}algo: ed25519${eol}` +
        `${inner}public_key_hex: "${sig.publicKeyHex.toLowerCase()}"${eol}` +
        `${inner}signature_hex: "${sig.signatureHex.toLowerCase()}"${eol}`);
}
function parseFrontmatter(yamlText) {
    const doc = (0,dist/* parseDocument */.Tp)(yamlText, { version: '1.2' });
    if (doc.errors.length > 0) {
        throw new Error(`cannot sign: the frontmatter does not parse (${doc.errors[0].message.split('\n')[0]})`);
    }
    return doc;
}
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** Returns `fileText` with the signature block set. Throws when there is no frontmatter. */
function applySignature(fileText, sig) {
    if (!/^[0-9a-fA-F]{64}$/.test(sig.publicKeyHex))
        throw new Error('public key must be 64 hex characters');
    if (!/^[0-9a-fA-F]{128}$/.test(sig.signatureHex))
        throw new Error('signature must be 128 hex characters');
    const fences = (0,core_fences/* findFences */.e)(fileText);
    if (!fences)
        throw new Error('cannot sign: no frontmatter (the file must start with a "---" line and close it with another)');
    const { yamlStart, yamlEnd, eol } = fences;
    const yamlText = fileText.slice(yamlStart, yamlEnd);
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
        if (!(0,dist/* isMap */.jh)(root))
            throw new Error('cannot sign: the frontmatter is not a mapping');
        if (root.flow)
            throw new Error('cannot sign: the frontmatter is a flow mapping ({...}); write it as a block mapping');
        const first = root.items[0]?.key;
        if ((0,dist/* isScalar */.jn)(first) && first.range) {
            const ls = lineStartOf(yamlText, first.range[0]);
            const before = yamlText.slice(ls, first.range[0]);
            if (/^ *$/.test(before))
                indent = before;
        }
        const pair = root.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'signature');
        if (pair) {
            const key = pair.key;
            if (!key.range)
                throw new Error('cannot sign: cannot locate the existing signature entry');
            start = lineStartOf(yamlText, key.range[0]);
            const lead = yamlText.slice(start, key.range[0]);
            if (!/^ *$/.test(lead))
                throw new Error('cannot sign: the existing signature key does not start its line');
            indent = lead;
            const value = pair.value;
            let valueEnd = value?.range ? value.range[1] : key.range[1];
            valueEnd = Math.max(valueEnd, key.range[1]);
            if (valueEnd > start && yamlText[valueEnd - 1] === '\n') {
                end = valueEnd; // a block value ends with its last line break
            }
            else {
                const nl = yamlText.indexOf('\n', valueEnd);
                end = nl < 0 ? yamlText.length : nl + 1;
            }
        }
        else {
            start = end = yamlText.length;
        }
    }
    let block = signatureBlock(sig, eol, indent);
    // By construction the YAML text ends with a line break (the closing fence starts a line);
    // if the replaced region reaches the end without one, keep the file's lines intact.
    if (start > 0 && start === yamlText.length && yamlText[start - 1] !== '\n')
        block = eol + block;
    const newYaml = yamlText.slice(0, start) + block + yamlText.slice(end);
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
function withoutSignature(m) {
    const out = Object.create(null);
    for (const k of Object.keys(m))
        if (k !== 'signature')
            out[k] = m[k];
    return out;
}

// EXTERNAL MODULE: ./src/scan/files.ts + 1 modules
var files = __webpack_require__(8267);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/commands/common.ts + 2 modules
var common = __webpack_require__(9863);
;// CONCATENATED MODULE: ./src/commands/keys.ts
/** `skillgate keygen` and `skillgate sign`: the secret seed never reaches any output. */












async function keygenCommand(p, io) {
    if (p.positionals.length)
        throw new diagnostic/* UsageError */.eb('`skillgate keygen` takes no arguments; use --out FILE');
    const out = typeof p.opts.out === 'string' ? p.opts.out : 'skillgate.key';
    const abs = external_node_path_default().resolve(io.cwd, out);
    const seed = (0,ed25519/* generateSeedHex */.gD)();
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, 'wx', 0o600);
    }
    catch (e) {
        const code = e.code;
        throw new diagnostic/* UsageError */.eb(code === 'EEXIST'
            ? `${out} already exists: refusing to overwrite a key (choose another --out)`
            : `cannot write ${out}: ${e.message}`);
    }
    try {
        (0,external_node_fs_.writeSync)(fd, seed + '\n');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    (0,external_node_fs_.chmodSync)(abs, 0o600);
    const pub = (0,ed25519/* publicKeyFromSeed */.wE)(seed);
    io.stdout(`public key: ${pub}\n` +
        `keyring line (add it to .skillgate/trusted-keys; narrow "*" to the skill ids this key may sign):\n` +
        `* ed25519 ${pub} ${external_node_path_default().basename(out)}\n` +
        `wrote the secret key to ${out} (mode 0600). Keep it out of git: add it to .gitignore or a secret store.\n`);
    return diagnostic/* EXIT */.dc.OK;
}
function readSeed(file, cwd) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(external_node_path_default().resolve(cwd, file), 'utf8');
    }
    catch (e) {
        const code = e.code;
        throw new diagnostic/* UsageError */.eb(`cannot read key file ${file}: ${code === 'ENOENT' ? 'no such file' : e.message}`);
    }
    const seed = text.trim();
    // Never echo the file's content: it is a secret.
    if (!/^[0-9a-fA-F]{64}$/.test(seed))
        throw new diagnostic/* UsageError */.eb(`key file ${file} is not a secret key: expected one line of 64 hex characters (an Ed25519 seed, as written by \`skillgate keygen\`)`);
    return seed.toLowerCase();
}
function bundleFile(arg, cwd) {
    const abs = external_node_path_default().resolve(cwd, arg);
    try {
        if ((0,external_node_fs_.statSync)(abs).isDirectory()) {
            const f = external_node_path_default().join(abs, files/* SKILL_FILE */.LF);
            if (!(0,external_node_fs_.existsSync)(f))
                throw new diagnostic/* UsageError */.eb(`no ${files/* SKILL_FILE */.LF} in ${arg}`);
            return f;
        }
        return abs;
    }
    catch (e) {
        if (e instanceof diagnostic/* UsageError */.eb)
            throw e;
        throw new diagnostic/* UsageError */.eb(`cannot read ${arg}: no such file or directory`);
    }
}
async function signCommand(p, io) {
    if (!p.positionals.length)
        throw new diagnostic/* UsageError */.eb('usage: skillgate sign BUNDLE... --key FILE');
    if (typeof p.opts.key !== 'string')
        throw new diagnostic/* UsageError */.eb('`skillgate sign` needs --key FILE (a secret key from `skillgate keygen`)');
    const seed = readSeed(p.opts.key, io.cwd);
    const pub = (0,ed25519/* publicKeyFromSeed */.wE)(seed);
    const settings = await (0,common/* settingsFrom */.ms)({ positionals: [], opts: typeof p.opts.config === 'string' ? { config: p.opts.config } : {} }, io);
    // Sign against the local contract: the old signature (if any) is what is being replaced.
    settings.trust = 'local';
    const ctx = (0,engine/* makeContext */.og)(settings);
    let status = diagnostic/* EXIT */.dc.OK;
    for (const arg of p.positionals) {
        const file = bundleFile(arg, io.cwd);
        const r = (0,files/* ref */.KR)(settings.root, file);
        let bytes;
        try {
            bytes = (0,external_node_fs_.readFileSync)(file);
        }
        catch (e) {
            throw new diagnostic/* UsageError */.eb(`cannot read ${r.rel}: ${e.message}`);
        }
        const parsed = (0,core_document/* parseSkill */.vv)(bytes, { allowBom: settings.profile === 'agentskills' });
        if (!parsed.ok) {
            io.stderr((0,report_text/* textReport */.M)([{ path: r.rel, outcome: 'parse_err', findings: parsed.findings, duration_ms: 0, parsed: false }], [], 0));
            io.stderr(`skillgate: not signing ${r.rel}: fix the errors above first\n`);
            status = diagnostic/* EXIT */.dc.SCHEMA;
            continue;
        }
        const result = (0,engine/* checkDocument */.sw)(parsed.doc, r, ctx);
        const blocking = (0,engine/* orderFindings */.$t)(result.findings.filter((f) => f.severity === 'error' && !['SignatureFailed'].includes(f.code)));
        if (blocking.length) {
            io.stderr((0,report_text/* textReport */.M)([{ ...result, findings: blocking }], [], 0));
            io.stderr(`skillgate: not signing ${r.rel}: fix the errors above first\n`);
            status = diagnostic/* EXIT */.dc.SCHEMA;
            continue;
        }
        const fm = (0,core_document/* toValue */.BA)(parsed.doc.root);
        const message = (0,signature_message/* signingMessage */.Xm)(fm, parsed.doc.body);
        const sig = (0,ed25519/* signMessage */.lT)(seed, message);
        const signed = applySignature(parsed.doc.text, { publicKeyHex: pub, signatureHex: sig });
        // Prove it before touching the file: the new bytes must parse to the same contract and verify.
        const again = (0,core_document/* parseSkill */.vv)(Buffer.from(signed, 'utf8'), { allowBom: settings.profile === 'agentskills' });
        if (!again.ok)
            throw new Error(`internal error: signing ${r.rel} produced an unparsable file`);
        const check = (0,ed25519/* verifyStrict */.$r)(pub, sig, (0,signature_message/* signingMessage */.Xm)((0,core_document/* toValue */.BA)(again.doc.root), again.doc.body));
        if (!check.ok)
            throw new Error(`internal error: signature of ${r.rel} does not verify after writing: ${check.reason}`);
        const tmp = `${file}.skillgate-${process.pid}.tmp`;
        (0,external_node_fs_.writeFileSync)(tmp, signed, { mode: (0,external_node_fs_.statSync)(file).mode & 0o777 });
        (0,external_node_fs_.renameSync)(tmp, file);
        io.stdout(`signed ${r.rel} (id ${result.data?.id}, key ${pub})\n`);
    }
    return status;
}


/***/ })

};
