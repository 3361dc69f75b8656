export const id = 214;
export const ids = [214];
export const modules = {

/***/ 85214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keygenCommand: () => (/* binding */ keygenCommand),
  signCommand: () => (/* binding */ signCommand)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(81400);
// EXTERNAL MODULE: ./src/core/document.ts + 1 modules
var core_document = __webpack_require__(2004);
// EXTERNAL MODULE: ./src/core/engine.ts + 3 modules
var engine = __webpack_require__(18830);
// EXTERNAL MODULE: ./src/signature/ed25519.ts
var ed25519 = __webpack_require__(90255);
// EXTERNAL MODULE: ./src/signature/message.ts + 1 modules
var message = __webpack_require__(10635);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/fences.ts
var core_fences = __webpack_require__(19085);
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
    // No duplicate-key search: the file was validated (duplicates rejected) before signing,
    // and the library's search is quadratic in the number of keys (95,000 keys: minutes).
    const doc = (0,dist/* parseDocument */.Tp)(yamlText, { version: '1.2', uniqueKeys: false });
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

// EXTERNAL MODULE: ./src/scan/files.ts
var scan_files = __webpack_require__(85438);
// EXTERNAL MODULE: ./src/scan/read.ts
var read = __webpack_require__(36381);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/commands/common.ts
var common = __webpack_require__(42365);
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
            : code === 'ENOENT'
                ? `cannot write ${out}: its directory does not exist`
                : `cannot write ${out}: ${e.message}`);
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
        (0,external_node_fs_.rmSync)(abs, { force: true });
        throw new diagnostic/* UsageError */.eb(`cannot write ${out}: ${e.message}`);
    }
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
    let st;
    try {
        st = (0,external_node_fs_.statSync)(abs);
    }
    catch {
        throw new diagnostic/* UsageError */.eb(`cannot read ${arg}: no such file or directory`);
    }
    if (!st.isDirectory())
        return abs;
    const f = external_node_path_default().join(abs, scan_files/* SKILL_FILE */.LF);
    if (!(0,external_node_fs_.existsSync)(f))
        throw new diagnostic/* UsageError */.eb(`no ${scan_files/* SKILL_FILE */.LF} in ${arg}: name a bundle directory or its ${scan_files/* SKILL_FILE */.LF}`);
    return f;
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
/**
 * Replaces `file` with `text` atomically (temp file in the same directory + rename),
 * keeping its permission bits. A symlinked SKILL.md is followed: the link survives.
 */
function writeAtomic(file, text) {
    let target = file;
    try {
        target = (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        // fall back to the named path
    }
    const mode = (0,external_node_fs_.statSync)(target).mode & 0o7777;
    const tmp = external_node_path_default().join(external_node_path_default().dirname(target), `.${external_node_path_default().basename(target)}.skillgate-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
    const fd = (0,external_node_fs_.openSync)(tmp, 'wx', mode);
    try {
        try {
            (0,external_node_fs_.writeFileSync)(fd, text);
            (0,external_node_fs_.fchmodSync)(fd, mode);
            (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(tmp, target);
    }
    catch (e) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw e;
    }
}
async function signCommand(p, io) {
    if (!p.positionals.length)
        throw new diagnostic/* UsageError */.eb('usage: skillgate sign BUNDLE... --key FILE');
    if (typeof p.opts.key !== 'string')
        throw new diagnostic/* UsageError */.eb('`skillgate sign` needs --key FILE (a secret key from `skillgate keygen`)');
    const seed = readSeed(p.opts.key, io.cwd);
    const pub = (0,ed25519/* publicKeyFromSeed */.wE)(seed);
    // Every bundle is found before any file is written: a typo in the last one signs nothing.
    const files = [...new Set(p.positionals.map((arg) => bundleFile(arg, io.cwd)))];
    const settings = await (0,common/* settingsFrom */.ms)({
        positionals: [],
        opts: Object.fromEntries(['config', 'profile'].filter((k) => typeof p.opts[k] === 'string').map((k) => [k, p.opts[k]])),
    }, io);
    // Sign against the local contract: the old signature (if any) is what is being replaced.
    settings.trust = 'local';
    const ctx = (0,engine/* makeContext */.og)(settings);
    let status = diagnostic/* EXIT */.dc.OK;
    for (const file of files) {
        const r = (0,scan_files/* ref */.KR)(settings.root, file);
        const refuse = (findings, outcome) => {
            for (const f of findings)
                io.stderr(`${(0,report_text/* safe */.gB)(r.rel)}:${f.line}:${f.column}: error ${f.code} ${(0,report_text/* safe */.gB)(f.message)}\n`);
            io.stderr(`skillgate: not signing ${r.rel} (${outcome}): fix the errors above first\n`);
            if (status !== diagnostic/* EXIT */.dc.USAGE)
                status = diagnostic/* EXIT */.dc.SCHEMA;
        };
        let bytes;
        try {
            bytes = (0,external_node_fs_.readFileSync)(file);
        }
        catch (e) {
            io.stderr(`skillgate: cannot read ${r.rel}: ${(0,read/* ioReason */.Ny)(e).replace(/^cannot read file: /, '')}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        const allowBom = settings.profile === 'agentskills';
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
            signed = bom + applySignature(parsed.doc.text.slice(bom.length), { publicKeyHex: pub, signatureHex: sig });
        }
        catch (e) {
            io.stderr(`skillgate: cannot sign ${r.rel}: ${e.message.replace(/^cannot sign: /, '')}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        // Prove it before touching the file: the new bytes must parse to the same contract and verify.
        const again = (0,core_document/* parseSkill */.vv)(Buffer.from(signed, 'utf8'), { allowBom });
        if (!again.ok)
            throw new Error(`signing ${r.rel} produced an unparsable file`);
        const check = (0,ed25519/* verifyStrict */.$r)(pub, sig, (0,message/* signingMessage */.Xm)((0,core_document/* toValue */.BA)(again.doc.root), again.doc.body));
        if (!check.ok)
            throw new Error(`the signature of ${r.rel} does not verify after signing: ${check.reason}`);
        if (signed === parsed.doc.text) {
            io.stdout(`${r.rel} is already signed by ${pub} (id ${result.data?.id}); unchanged\n`);
            continue;
        }
        try {
            writeAtomic(file, signed);
        }
        catch (e) {
            io.stderr(`skillgate: cannot write ${r.rel}: ${e.message}\n`);
            status = diagnostic/* EXIT */.dc.USAGE;
            continue;
        }
        io.stdout(`signed ${r.rel} (id ${result.data?.id}, key ${pub})\n`);
    }
    return status;
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summarize),
/* harmony export */   g: () => (/* binding */ overallStatus)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81400);
/** Counts shared by every report: outcomes, findings, drift. */

function summarize(results, drift, durationMs) {
    const s = Object.fromEntries(_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES */ .im.map((o) => [o, 0]));
    let errors = 0;
    let warnings = 0;
    for (const r of results) {
        s[r.outcome]++;
        for (const f of r.findings) {
            if (f.severity === 'error')
                errors++;
            else
                warnings++;
        }
    }
    return {
        files: results.length,
        ...s,
        errors,
        warnings,
        drift: drift.length,
        duration_ms: Math.round(durationMs * 1000) / 1000,
    };
}
function overallStatus(results, drift) {
    if (results.some((r) => r.findings.some((f) => f.severity === 'error')))
        return 'invalid';
    return drift.length ? 'drift' : 'ok';
}


/***/ }),

/***/ 65655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mf: () => (/* binding */ textReport),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   gB: () => (/* binding */ safe)
/* harmony export */ });
/* unused harmony export caret */
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);

const paint = (on, code, s) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);
/**
 * Terminal-safe: control characters from the repository (C0 with tab, DEL and C1: U+009B is
 * a CSI to terminals that act on 8-bit controls) never reach the terminal raw, nor
 * do the invisible ones that reorder or hide text (bidirectional controls, zero-width
 * characters: "Trojan Source").
 */
function safe(s) {
    return s
        .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2069\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/\n/g, '\\n')
        .replace(/\t/g, '\\t');
}
/** Quoted values longer than this are cut in text lines and annotations (JSON keeps them whole). */
const QUOTED_MAX = 120;
/**
 * A message for a terminal or an annotation: `safe`, and a quoted value of 5,000 characters
 * cut to its start and its length, so one finding stays one readable line.
 */
function shown(message) {
    const m = message.length <= QUOTED_MAX
        ? message
        : message.replace(/"(?:[^"\\]|\\.)*"/g, (q) => {
            if (q.length <= QUOTED_MAX)
                return q;
            let end = QUOTED_MAX - 20;
            if (q[end - 1] === '\\')
                end--;
            if (/[\ud800-\udbff]/.test(q[end - 1]))
                end--;
            return `${q.slice(0, end)}…" (${q.length - 2} characters)`;
        });
    return safe(m);
}
/** Terminal cells a string takes: wide East Asian characters and emoji 2, marks 0. */
function cells(s) {
    let n = 0;
    for (const ch of s) {
        if (/\p{Mn}|\p{Me}/u.test(ch))
            continue;
        n += WIDE.test(ch) ? 2 : 1;
    }
    return n;
}
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]|\p{Emoji_Presentation}/u;
/** Source lines longer than this are shown as a window around the column. */
const SHOWN_MAX = 160;
/**
 * The source line and a caret under `column` (UTF-16 units, as every report counts). The
 * caret is placed by what the terminal draws before it: escapes, tabs, wide characters.
 */
function caret(src, column) {
    const raw = src.endsWith('\r') ? src.slice(0, -1) : src;
    const at = Math.max(0, Math.min(column - 1, raw.length));
    // Only a window of the line is ever shown: escape that, not the whole line (a 1 MiB line
    // with 60,000 findings on it escaped 60,000 times was quadratic). Each side keeps
    // SHOWN_MAX raw characters, more than the SHOWN_MAX / 2 shown once escaped.
    let from = Math.max(0, at - SHOWN_MAX);
    if (from > 0 && /[\udc00-\udfff]/.test(raw[from]))
        from--;
    let to = Math.min(raw.length, at + SHOWN_MAX);
    if (to < raw.length && /[\udc00-\udfff]/.test(raw[to]))
        to++;
    // A tab in the source line is layout: one space, not an escape.
    let before = safe(raw.slice(from, at).replace(/\t/g, ' '));
    let after = safe(raw.slice(at, to).replace(/\t/g, ' '));
    if (before.length + after.length > SHOWN_MAX) {
        if (before.length > SHOWN_MAX / 2) {
            let cut = before.length - SHOWN_MAX / 2;
            if (/[\udc00-\udfff]/.test(before[cut] ?? ''))
                cut++;
            before = '…' + before.slice(cut);
        }
        if (after.length > SHOWN_MAX / 2) {
            let end = SHOWN_MAX / 2;
            if (/[\udc00-\udfff]/.test(after[end] ?? ''))
                end++;
            after = after.slice(0, end) + '…';
        }
    }
    return `    ${before}${after}\n    ${' '.repeat(cells(before))}^`;
}
function textReport(results, drift, durationMs, opts = {}) {
    const lines = [];
    for (const r of results) {
        for (const f of r.findings) {
            const sev = f.severity === 'error' ? paint(opts.color, '31', 'error') : paint(opts.color, '33', 'warning');
            lines.push(`${safe(r.path)}:${f.line}:${f.column}: ${sev} ${f.code} ${shown(f.message)}`);
            const src = opts.sourceLine?.(r.path, f.line);
            if (src !== undefined)
                lines.push(caret(src, f.column));
        }
    }
    for (const d of drift) {
        lines.push(`${safe(d.path)}:${d.line}:${d.column}: ${paint(opts.color, '31', 'error')} ${d.kind} ${shown(d.message)}`);
    }
    const s = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .e)(results, drift, durationMs);
    if (opts.single && results.length === 1 && s.errors === 0 && drift.length === 0 && results[0].data) {
        const d = results[0].data;
        lines.push(
        // A version is SemVer in v1; an agentskills `metadata.version` may already start with v.
        paint(opts.color, '32', `✓ ${safe(d.id ?? '')}${d.version ? ` ${/^v/i.test(d.version) ? '' : 'v'}${safe(d.version)}` : ''} — valid`) + (s.warnings ? ` (${s.warnings} warning${s.warnings === 1 ? '' : 's'})` : ''));
        return lines.join('\n') + '\n';
    }
    const invalid = results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
    const parts = [`${s.files} file${s.files === 1 ? '' : 's'} checked`, `${s.files - invalid} ok`, `${invalid} invalid`];
    parts.push(`${s.errors} error${s.errors === 1 ? '' : 's'}`, `${s.warnings} warning${s.warnings === 1 ? '' : 's'}`);
    // Unreadable files make the exit code 1: say so where the eye lands.
    const unreadable = results.filter((r) => r.findings.some((f) => f.code === 'ReadError')).length;
    if (unreadable)
        parts.push(`${unreadable} unreadable`);
    if (drift.length)
        parts.push(`${drift.length} lock drift`);
    if (opts.excluded)
        parts.push(`${opts.excluded} excluded by config`);
    const mark = s.errors || drift.length ? paint(opts.color, '31', '✖') : paint(opts.color, '32', '✓');
    lines.push(`${mark} skillgate: ${parts.join(', ')} (${Math.round(durationMs)} ms)`);
    return lines.join('\n') + '\n';
}


/***/ })

};
