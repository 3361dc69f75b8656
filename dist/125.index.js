export const id = 125;
export const ids = [125];
export const modules = {

/***/ 9215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* binding */ checkBytes),
  sw: () => (/* binding */ checkDocument),
  RX: () => (/* binding */ checkTree),
  og: () => (/* binding */ makeContext),
  $t: () => (/* binding */ orderFindings),
  O$: () => (/* binding */ unreadable)
});

// UNUSED EXPORTS: hasErrors

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/document.ts
var core_document = __webpack_require__(9354);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/core/semver.ts
var semver = __webpack_require__(4015);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(2085);
;// CONCATENATED MODULE: ./src/core/glob-check.ts
/**
 * Syntax check for memory-scope globs (SPEC §2). picomatch accepts nearly anything
 * (`[unclosed` included), so the rules the contract names are checked here by hand.
 * Returns the reason a glob is rejected, or null when it is valid.
 */
function globProblem(glob) {
    if (glob.length === 0)
        return 'glob is empty';
    if (glob.startsWith('/'))
        return 'glob is absolute (starts with `/`); scopes are relative to the memory root';
    let braces = 0;
    let braceAt = -1;
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            if (i === glob.length - 1)
                return 'glob ends with a lone `\\` (dangling escape)';
            i++;
            continue;
        }
        if (c === '[') {
            const p = classProblem(glob, i);
            if (typeof p === 'string')
                return p;
            i = p;
            continue;
        }
        if (c === '{') {
            if (braces === 0)
                braceAt = i;
            braces++;
        }
        else if (c === '}') {
            if (braces === 0)
                return `unopened \`}\` at position ${i + 1}`;
            braces--;
        }
    }
    if (braces > 0)
        return `unclosed \`{\` at position ${braceAt + 1}`;
    if (glob.split('/').some((seg) => seg === '..'))
        return 'glob contains a `..` segment (scopes may not escape their root)';
    return null;
}
/** Scan a character class starting at `[`; returns the index of its `]` or a problem. */
function classProblem(glob, start) {
    let i = start + 1;
    if (glob[i] === '!' || glob[i] === '^')
        i++;
    let first = true;
    let prev = null;
    for (; i < glob.length; i++) {
        let c = glob[i];
        if (c === ']' && !first)
            return i;
        first = false;
        if (c === '\\') {
            if (i === glob.length - 1)
                return 'glob ends with a lone `\\` (dangling escape)';
            c = glob[++i];
        }
        if (c === '-' && prev !== null && i + 1 < glob.length && glob[i + 1] !== ']') {
            let hi = glob[i + 1];
            let skip = 1;
            if (hi === '\\' && i + 2 < glob.length) {
                hi = glob[i + 2];
                skip = 2;
            }
            const lo = prev;
            const hiCode = hi.codePointAt(0) ?? 0;
            if (hiCode < lo) {
                return `reversed range \`[${String.fromCodePoint(lo)}-${hi}]\` in character class`;
            }
            i += skip;
            prev = null;
            continue;
        }
        prev = c.codePointAt(0) ?? 0;
    }
    return `unclosed \`[\` at position ${start + 1}`;
}

// EXTERNAL MODULE: ./src/core/tools.ts
var core_tools = __webpack_require__(3672);
;// CONCATENATED MODULE: ./src/rules/v1.ts





const V1_REQUIRED = ['id', 'version', 'description', 'allowed_memory_scopes', 'allowed_tools'];
const V1_OPTIONAL = [
    'signature',
    'min_broker_version',
    'max_broker_version',
    'disallowed_tools',
    'sync_class',
    'tenant_scope',
    'effort_minutes',
    'tags',
];
const V1_KEYS = [...V1_REQUIRED, ...V1_OPTIONAL];
const U32_MAX = 4294967295;
function emptyData() {
    return {
        allowed_memory_scopes: [],
        allowed_tools: [],
        disallowed_tools: [],
        sync_class: 'private',
        tenant_scope: 'any',
        tags: [],
        signaturePresent: false,
        x_extensions: {},
        positions: {},
    };
}
function describe(node) {
    if (node.kind === 'seq')
        return 'a list';
    if (node.kind === 'map')
        return 'a mapping';
    switch (node.type) {
        case 'null':
            return 'null (empty)';
        case 'bool':
            return `the boolean ${String(node.value)}`;
        case 'int':
        case 'float':
            return `the number ${String(node.value)}`;
        default:
            return JSON.stringify(node.value);
    }
}
function checkV1(root, ctx) {
    const findings = [];
    const data = emptyData();
    const report = (field, code, message, at) => findings.push({ field, code, message, line: at.line, column: at.column, severity: 'error' });
    const seen = new Set();
    for (const { key, value } of root.entries) {
        const k = key.value;
        seen.add(k);
        data.positions[k] = { line: value.line, column: value.column };
        if (k.startsWith('x-')) {
            data.x_extensions[k] = (0,core_document/* toValue */.BA)(value);
            continue;
        }
        switch (k) {
            case 'id': {
                const s = stringOf(value);
                if (s === undefined || !/^[a-z][a-z0-9-]*$/.test(s)) {
                    report('id', 'InvalidId', `id ${describe(value)} is not kebab-case: it must match ^[a-z][a-z0-9-]*$ (lowercase letters, digits and hyphens, starting with a letter)`, value);
                }
                else
                    data.id = s;
                break;
            }
            case 'version':
            case 'min_broker_version':
            case 'max_broker_version': {
                const s = stringOf(value);
                if (s === undefined || !(0,semver/* parseSemver */.kf)(s)) {
                    const hint = s !== undefined && /^v\d/.test(s)
                        ? ' (drop the `v` prefix)'
                        : value.kind === 'scalar' && value.type !== 'str'
                            ? ' (write all three parts, e.g. "1.0.0"; quote it)'
                            : ' (expected MAJOR.MINOR.PATCH, e.g. 1.0.0)';
                    report(k, 'InvalidVersion', `${k} ${describe(value)} is not a valid SemVer 2.0.0 version${hint}`, value);
                }
                else
                    data[k] = s;
                break;
            }
            case 'description': {
                const s = stringOf(value);
                if (s === undefined) {
                    report('description', 'InvalidDescription', `description must be a string of 1..200 characters, got ${describe(value)}`, value);
                }
                else {
                    const n = codePoints(s);
                    if (n < 1 || n > 200)
                        report('description', 'InvalidDescription', `description must be 1..200 characters (was ${n})`, value);
                    else
                        data.description = s;
                }
                break;
            }
            case 'allowed_memory_scopes': {
                const items = listOf(k, value, report);
                items?.forEach((it, i) => {
                    const s = stringOf(it);
                    const problem = s === undefined ? `is ${describe(it)}, not a string` : globProblem(s);
                    if (problem)
                        report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] is not a valid glob: ${s !== undefined ? JSON.stringify(s) + ' — ' : ''}${problem}`, it);
                    else
                        data.allowed_memory_scopes.push(s);
                });
                break;
            }
            case 'allowed_tools':
            case 'disallowed_tools': {
                const items = listOf(k, value, report);
                items?.forEach((it, i) => {
                    const s = stringOf(it);
                    const problem = s === undefined ? `${k}[${i}] is ${describe(it)}, not a tool name` : toolProblem(s, ctx.tools);
                    if (problem)
                        report(`${k}[${i}]`, 'UnknownTool', s === undefined ? problem : `${k}[${i}] is not a known tool: ${JSON.stringify(s)}${problem}`, it);
                    else
                        data[k].push(s);
                });
                break;
            }
            case 'sync_class':
            case 'tenant_scope': {
                const allowed = k === 'sync_class' ? ['private', 'shareable'] : ['any', 'pinned'];
                const s = stringOf(value);
                if (s === undefined || !allowed.includes(s)) {
                    report(k, 'InvalidField', `${k} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; got ${describe(value)}${s ? (0,suggest/* didYouMean */.au)(s, allowed) : ''}`, value);
                }
                else
                    data[k] = s;
                break;
            }
            case 'effort_minutes': {
                if (value.kind !== 'scalar' ||
                    value.type !== 'int' ||
                    typeof value.value !== 'number' ||
                    value.value < 0 ||
                    value.value > U32_MAX) {
                    report(k, 'InvalidField', `effort_minutes must be a whole number from 0 to ${U32_MAX}; got ${describe(value)}`, value);
                }
                else
                    data.effort_minutes = value.value;
                break;
            }
            case 'tags': {
                const items = listOf(k, value, report);
                items?.forEach((it, i) => {
                    const s = stringOf(it);
                    if (s === undefined)
                        report(`tags[${i}]`, 'InvalidField', `tags[${i}] must be a string; got ${describe(it)}`, it);
                    else
                        data.tags.push(s);
                });
                break;
            }
            case 'signature':
                data.signaturePresent = true;
                data.signaturePos = { line: key.line, column: key.column };
                checkSignatureBlock(value, data, report);
                break;
            default:
                report(k, 'UnknownField', `unknown field ${JSON.stringify(k)}${(0,suggest/* didYouMean */.au)(k, V1_KEYS)} (custom keys must start with \`x-\`)`, key);
        }
    }
    for (const req of V1_REQUIRED) {
        if (!seen.has(req))
            report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
    }
    checkBrokerRange(data, ctx, report);
    checkNonCanonical(root, report);
    return { findings, data };
}
function toolProblem(name, tools) {
    if (Object.prototype.hasOwnProperty.call(core_tools/* NATIVE_TOOLS */.gE, name))
        return null;
    if (core_tools/* MCP_NAME */.jw.test(name)) {
        if (Object.prototype.hasOwnProperty.call(tools, name))
            return null;
        return ' (MCP tools must be registered with their class under `tools` in .skillgate.yml)';
    }
    const registered = Object.keys(tools);
    const hint = (0,suggest/* didYouMean */.au)(name, [...core_tools/* NATIVE_TOOL_NAMES */.M_, ...registered]);
    return `${hint}${hint ? '' : `; native tools are ${core_tools/* NATIVE_TOOL_NAMES */.M_.join(', ')}`}`;
}
function stringOf(n) {
    return n.kind === 'scalar' && n.type === 'str' ? n.value : undefined;
}
function listOf(field, n, report) {
    if (n.kind !== 'seq') {
        report(field, 'InvalidField', `${field} must be a list; got ${describe(n)}`, n);
        return undefined;
    }
    return n.items;
}
function codePoints(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
        n++;
    }
    return n;
}
function checkSignatureBlock(value, data, report) {
    if (value.kind !== 'map') {
        report('signature', 'InvalidField', `signature must be a mapping with algo, public_key_hex and signature_hex; got ${describe(value)}`, value);
        return;
    }
    const got = {};
    let ok = true;
    for (const { key, value: v } of value.entries) {
        const k = key.value;
        const s = stringOf(v);
        const field = `signature.${k}`;
        if (k === 'algo') {
            if (s !== 'ed25519') {
                report(field, 'InvalidField', `signature.algo must be "ed25519"; got ${describe(v)}`, v);
                ok = false;
            }
            else
                got.algo = s;
        }
        else if (k === 'public_key_hex' || k === 'signature_hex') {
            const len = k === 'public_key_hex' ? 64 : 128;
            if (s === undefined || s.length !== len || !/^[0-9a-fA-F]*$/.test(s)) {
                const why = s === undefined
                    ? `got ${describe(v)}`
                    : !/^[0-9a-fA-F]*$/.test(s)
                        ? 'it contains non-hex characters'
                        : `it has ${s.length}`;
                report(field, 'InvalidField', `signature.${k} must be ${len} hex characters (${len / 2} bytes); ${why}`, v);
                ok = false;
            }
            else
                got[k] = s;
        }
        else {
            report(field, 'InvalidField', `unknown key ${JSON.stringify(k)} in signature${(0,suggest/* didYouMean */.au)(k, ['algo', 'public_key_hex', 'signature_hex'])} (allowed: algo, public_key_hex, signature_hex)`, key);
            ok = false;
        }
    }
    for (const req of ['algo', 'public_key_hex', 'signature_hex']) {
        if (!(req in got) && !value.entries.some((e) => e.key.value === req)) {
            report(`signature.${req}`, 'InvalidField', `signature.${req} is missing`, value);
            ok = false;
        }
    }
    if (ok)
        data.signature = { algo: got.algo, public_key_hex: got.public_key_hex, signature_hex: got.signature_hex };
}
function checkBrokerRange(data, ctx, report) {
    const min = data.min_broker_version ? (0,semver/* parseSemver */.kf)(data.min_broker_version) : null;
    const max = data.max_broker_version ? (0,semver/* parseSemver */.kf)(data.max_broker_version) : null;
    if (min && max && (0,semver/* compareSemver */.mU)(min, max) > 0) {
        report('max_broker_version', 'InvalidField', `max_broker_version ${data.max_broker_version} is lower than min_broker_version ${data.min_broker_version}`, data.positions.max_broker_version);
    }
    const broker = ctx.brokerVersion;
    if (!broker)
        return;
    if (min && (0,semver/* compareSemver */.mU)(broker, min) < 0) {
        report('min_broker_version', 'BrokerTooOld', `broker version ${ctx.brokerVersionText} below skill's min_broker_version ${data.min_broker_version}`, data.positions.min_broker_version);
    }
    if (max && (0,semver/* compareSemver */.mU)(broker, max) > 0) {
        report('max_broker_version', 'BrokerTooNew', `broker version ${ctx.brokerVersionText} above skill's max_broker_version ${data.max_broker_version}`, data.positions.max_broker_version);
    }
}
/** NaN, ±Infinity and lone surrogates have no canonical form (SPEC §2, §3). */
function checkNonCanonical(root, report) {
    const walk = (n, path) => {
        if (n.kind === 'scalar') {
            if (typeof n.value === 'number' && !Number.isFinite(n.value)) {
                report(path, 'InvalidField', `${path} is ${String(n.value)}: NaN and Infinity have no canonical form`, n);
            }
            else if (typeof n.value === 'string' && !n.value.isWellFormed()) {
                report(path, 'InvalidField', `${path} contains a lone UTF-16 surrogate (e.g. from a \\uD800 escape): not well-formed Unicode`, n);
            }
        }
        else if (n.kind === 'seq')
            n.items.forEach((it, i) => walk(it, `${path}[${i}]`));
        else
            for (const e of n.entries) {
                const p = path ? `${path}.${e.key.value}` : e.key.value;
                if (!e.key.value.isWellFormed())
                    report(p, 'InvalidField', `key ${JSON.stringify(e.key.value)} contains a lone UTF-16 surrogate: not well-formed Unicode`, e.key);
                walk(e.value, p);
            }
    };
    walk(root, '');
}

;// CONCATENATED MODULE: ./src/rules/agentskills.ts

function checkAgentSkills(root, ctx) {
    void root;
    void ctx;
    const data = emptyData();
    return {
        findings: [
            {
                field: '',
                code: 'InvalidField',
                message: 'profile agentskills is not implemented yet',
                line: 1,
                column: 1,
                severity: 'error',
            },
        ],
        data,
    };
}

// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/signature/ed25519.ts
var ed25519 = __webpack_require__(255);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var keyring = __webpack_require__(351);
// EXTERNAL MODULE: ./src/signature/message.ts
var message = __webpack_require__(3317);
;// CONCATENATED MODULE: ./src/signature/check.ts



function checkSignature(doc, data, fm, canonicalOk, ctx) {
    const registry = ctx.settings.trust === 'registry';
    const at = data.signaturePos ?? { line: 1, column: 1 };
    const fail = (code, message) => [
        { field: 'signature', code, message, line: at.line, column: at.column, severity: 'error' },
    ];
    if (!data.signaturePresent) {
        return registry
            ? fail('SignatureMissing', 'skill is not signed: trust mode "registry" requires a signature (run `skillgate sign`)')
            : [];
    }
    const sig = data.signature;
    if (!sig)
        return fail('SignatureFailed', 'signature verification failed: the signature block is malformed');
    if (!canonicalOk) {
        return fail('SignatureFailed', 'signature verification failed: the frontmatter has no canonical form (NaN, Infinity or a lone surrogate)');
    }
    const verdict = (0,ed25519/* verifyStrict */.$r)(sig.public_key_hex, sig.signature_hex, (0,message/* signingMessage */.Xm)(fm, doc.body));
    if (!verdict.ok)
        return fail('SignatureFailed', `signature verification failed: ${verdict.reason}`);
    if (!registry)
        return [];
    const key = sig.public_key_hex.toLowerCase();
    if (!ctx.keyring) {
        return fail('UntrustedKey', `public key ${key} is not in the trusted keyring${ctx.keyringNote ? ` (${ctx.keyringNote})` : ''}`);
    }
    const id = typeof fm.id === 'string' ? fm.id : '';
    const trust = (0,keyring/* lookupKey */.kk)(ctx.keyring, id, key);
    if (trust === 'revoked')
        return fail('RevokedKey', `public key ${key} is revoked in ${ctx.settings.trustedKeys}`);
    if (trust === 'untrusted') {
        return fail('UntrustedKey', `public key ${key} is not trusted for skill "${id}" in ${ctx.settings.trustedKeys}`);
    }
    return [];
}

// EXTERNAL MODULE: ./src/signature/jcs.ts
var jcs = __webpack_require__(5506);
// EXTERNAL MODULE: ./src/rules/effective.ts
var effective = __webpack_require__(6462);
;// CONCATENATED MODULE: ./src/core/engine.ts
/**
 * files + settings -> results. No stdout, no exit: cli.ts and action.ts report.
 *
 * Per file: parse, verify a present signature first, schema rules, policy rules.
 * Across files: duplicate ids, deprecated-by, and (in lock/) drift.
 */













function makeContext(settings, keyring, keyringNote) {
    return {
        settings,
        broker: settings.brokerVersion ? ((0,semver/* parseSemver */.kf)(settings.brokerVersion) ?? undefined) : undefined,
        keyring,
        keyringNote,
    };
}
/** Validate one SKILL.md given its bytes. Never throws for bad input. */
function checkBytes(bytes, ref, ctx) {
    const t0 = external_node_perf_hooks_.performance.now();
    const profile = ctx.settings.profile;
    const parsed = (0,core_document/* parseSkill */.vv)(bytes, { allowBom: profile === 'agentskills' });
    if (!parsed.ok) {
        return finish({ path: ref.rel, outcome: 'parse_err', findings: parsed.findings, duration_ms: 0, parsed: false }, t0);
    }
    return checkDocument(parsed.doc, ref, ctx, t0);
}
function checkDocument(doc, ref, ctx, t0 = external_node_perf_hooks_.performance.now()) {
    const { settings } = ctx;
    const schema = checkV1Like(doc, ref, ctx);
    const data = schema.data;
    const findings = [];
    // A present signature is verified before anything else is reported (SPEC §3).
    let hash;
    const fmValue = (0,core_document/* toValue */.BA)(doc.root);
    let canonicalOk = true;
    try {
        hash = (0,message/* lockHash */.Ug)(fmValue);
    }
    catch (e) {
        if (!(e instanceof jcs/* CanonicalError */.dO))
            throw e;
        canonicalOk = false;
    }
    findings.push(...checkSignature(doc, data, fmValue, canonicalOk, ctx));
    findings.push(...schema.findings);
    const input = { path: ref.rel, doc, data, settings };
    const eff = (0,effective/* effectiveTools */.$J)(input);
    findings.push(...(0,rules/* runPolicyRules */.fE)(input));
    const result = {
        path: ref.rel,
        outcome: (0,diagnostic/* outcomeOf */.sG)(findings),
        findings: orderFindings(findings),
        data,
        hash,
        signer: data.signature ? data.signature.public_key_hex.toLowerCase() : null,
        effective_tools: eff,
        duration_ms: 0,
        parsed: true,
    };
    return finish(result, t0);
}
function checkV1Like(doc, ref, ctx) {
    if (ctx.settings.profile === 'agentskills') {
        return checkAgentSkills(doc.root, {
            settings: ctx.settings,
            dirName: external_node_path_default().basename(external_node_path_default().dirname(ref.abs)),
        });
    }
    return checkV1(doc.root, {
        tools: ctx.settings.tools,
        brokerVersion: ctx.broker,
        brokerVersionText: ctx.settings.brokerVersion,
    });
}
const SIGNATURE_CODES = new Set(['SignatureFailed', 'SignatureMissing', 'UntrustedKey', 'RevokedKey']);
/** Signature findings first (they are decided before any field is trusted), then by position. */
function orderFindings(findings) {
    const rank = (f) => (SIGNATURE_CODES.has(f.code) ? 0 : 1);
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
        .map((x) => x.f);
}
function finish(r, t0) {
    r.duration_ms = Math.round((external_node_perf_hooks_.performance.now() - t0) * 1000) / 1000;
    return r;
}
/** A file that could not be read at all (scan-time I/O problem). */
function unreadable(ref, reason) {
    return {
        path: ref.rel,
        outcome: 'parse_err',
        findings: [{ field: '', code: 'ReadError', message: reason, line: 1, column: 1, severity: 'error' }],
        duration_ms: 0,
        parsed: false,
    };
}
/** Cross-file checks: duplicate ids (SPEC §4) on every copy. */
function checkTree(results) {
    const byId = new Map();
    for (const r of results) {
        const id = r.data?.id;
        if (!id)
            continue;
        const list = byId.get(id) ?? [];
        list.push(r);
        byId.set(id, list);
    }
    for (const [id, list] of byId) {
        if (list.length < 2)
            continue;
        for (const r of list) {
            const others = list.filter((o) => o !== r).map((o) => o.path);
            const at = r.data?.positions.id ?? { line: 1, column: 1 };
            r.findings.push({
                field: 'id',
                code: 'DuplicateId',
                message: `id "${id}" is also declared by ${others.join(', ')}: skill ids must be unique`,
                line: at.line,
                column: at.column,
                severity: 'error',
            });
            r.findings = orderFindings(r.findings);
            r.outcome = (0,diagnostic/* outcomeOf */.sG)(r.findings);
        }
    }
}
function hasErrors(results) {
    return results.some((r) => r.findings.some((f) => f.severity === 'error'));
}


/***/ }),

/***/ 7994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summarize),
/* harmony export */   g: () => (/* binding */ overallStatus)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1400);
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

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ textReport)
/* harmony export */ });
/* unused harmony export safe */
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7994);

const paint = (on, code, s) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);
/** Terminal-safe: control characters from the repository never reach the terminal raw. */
function safe(s) {
    return s
        .replace(/[\x00-\x08\x0b-\x1f\x7f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/\n/g, '\\n');
}
function caret(src, column) {
    const shown = safe(src.replace(/\r$/, '')).replace(/\t/g, ' ');
    const pad = Math.max(0, Math.min(column - 1, shown.length));
    return `    ${shown}\n    ${' '.repeat(pad)}^`;
}
function textReport(results, drift, durationMs, opts = {}) {
    const lines = [];
    for (const r of results) {
        for (const f of r.findings) {
            const sev = f.severity === 'error' ? paint(opts.color, '31', 'error') : paint(opts.color, '33', 'warning');
            lines.push(`${safe(r.path)}:${f.line}:${f.column}: ${sev} ${f.code} ${safe(f.message)}`);
            const src = opts.sourceLine?.(r.path, f.line);
            if (src !== undefined)
                lines.push(caret(src, f.column));
        }
    }
    for (const d of drift) {
        lines.push(`${safe(d.path)}:${d.line}:${d.column}: ${paint(opts.color, '31', 'error')} ${d.kind} ${safe(d.message)}`);
    }
    const s = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .e)(results, drift, durationMs);
    if (opts.single && results.length === 1 && s.errors === 0 && drift.length === 0 && results[0].data) {
        const d = results[0].data;
        lines.push(paint(opts.color, '32', `✓ ${d.id} v${d.version} — valid`) +
            (s.warnings ? ` (${s.warnings} warning${s.warnings === 1 ? '' : 's'})` : ''));
        return lines.join('\n') + '\n';
    }
    const invalid = results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
    const parts = [`${s.files} file${s.files === 1 ? '' : 's'} checked`, `${s.files - invalid} ok`, `${invalid} invalid`];
    parts.push(`${s.errors} error${s.errors === 1 ? '' : 's'}`, `${s.warnings} warning${s.warnings === 1 ? '' : 's'}`);
    if (drift.length)
        parts.push(`${drift.length} lock drift`);
    if (opts.excluded)
        parts.push(`${opts.excluded} excluded by config`);
    const mark = s.errors || drift.length ? paint(opts.color, '31', '✖') : paint(opts.color, '32', '✓');
    lines.push(`${mark} skillgate: ${parts.join(', ')} (${Math.round(durationMs)} ms)`);
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 6462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ effectiveTools),
/* harmony export */   P5: () => (/* binding */ profileFor),
/* harmony export */   gO: () => (/* binding */ baseTool),
/* harmony export */   wh: () => (/* binding */ profileAllows)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3672);
/**
 * ADR-028: effective tools = declared ∩ permission profile ∩ classified, minus
 * disallowed. A declaration can only narrow; an unclassified tool is always denied.
 */


const matcherCache = new WeakMap();
/** The profile that governs a skill: its `x-profile` wins over `paths` globs. */
function profileFor(input) {
    const profiles = input.settings.permissionProfiles;
    const named = input.data.x_extensions['x-profile'];
    if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
        return { name: named, profile: profiles[named] };
    }
    for (const [name, profile] of Object.entries(profiles)) {
        if (!profile.paths.length)
            continue;
        let m = matcherCache.get(profile);
        if (!m) {
            m = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(profile.paths, { dot: true });
            matcherCache.set(profile, m);
        }
        if (m(input.path))
            return { name, profile };
    }
    return undefined;
}
/** Base name of a tool entry: `Bash(git:*)` takes the class of `Bash`. */
function baseTool(tool) {
    const i = tool.indexOf('(');
    return i > 0 && tool.endsWith(')') ? tool.slice(0, i) : tool;
}
function profileAllows(profile, tool, settings) {
    const base = baseTool(tool);
    const cls = (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(base, settings.tools);
    return profile.allow.some((a) => a === tool || a === base || (cls !== undefined && a === cls));
}
function effectiveTools(input) {
    const { data, settings } = input;
    const prof = profileFor(input);
    const disallowed = new Set(data.disallowed_tools);
    const out = [];
    for (const t of data.allowed_tools) {
        if (disallowed.has(t))
            continue;
        if ((0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(baseTool(t), settings.tools) === undefined)
            continue;
        if (prof && !profileAllows(prof.profile, t, settings))
            continue;
        if (!out.includes(t))
            out.push(t);
    }
    return out;
}


/***/ }),

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fE: () => (/* binding */ runPolicyRules),
/* harmony export */   xJ: () => (/* binding */ severityOf)
/* harmony export */ });
/* unused harmony export POLICY_RULES */
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3672);
/* harmony import */ var _effective_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6462);


const toolConflict = {
    id: 'tool-conflict',
    description: 'A tool is listed in both allowed_tools and disallowed_tools.',
    defaultSeverity: () => 'error',
    check({ data }, report) {
        const denied = new Set(data.disallowed_tools);
        for (const t of new Set(data.allowed_tools)) {
            if (denied.has(t)) {
                report('allowed_tools', `tool "${t}" is in both allowed_tools and disallowed_tools; remove it from one`, data.positions.allowed_tools ?? { line: 1, column: 1 });
            }
        }
    },
};
const unclassifiedTool = {
    id: 'unclassified-tool',
    description: 'A declared tool has no class (read-only, write, trusted); it is denied for every profile.',
    defaultSeverity: (p) => (p === 'v1' ? 'error' : 'warning'),
    check({ data, settings }, report) {
        for (const t of data.allowed_tools) {
            if ((0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)((0,_effective_js__WEBPACK_IMPORTED_MODULE_1__/* .baseTool */ .gO)(t), settings.tools) === undefined) {
                report('allowed_tools', `tool "${t}" has no class, so it is denied (fail closed); register it under \`tools\` in .skillgate.yml as read-only, write or trusted`, data.positions.allowed_tools ?? { line: 1, column: 1 });
            }
        }
    },
};
const deniedTool = {
    id: 'denied-tool',
    description: "A declared tool is not allowed by the skill's permission profile, so it is not effective.",
    defaultSeverity: () => 'warning',
    check(input, report) {
        const prof = (0,_effective_js__WEBPACK_IMPORTED_MODULE_1__/* .profileFor */ .P5)(input);
        if (!prof)
            return;
        for (const t of input.data.allowed_tools) {
            if ((0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)((0,_effective_js__WEBPACK_IMPORTED_MODULE_1__/* .baseTool */ .gO)(t), input.settings.tools) === undefined)
                continue;
            if (!(0,_effective_js__WEBPACK_IMPORTED_MODULE_1__/* .profileAllows */ .wh)(prof.profile, t, input.settings)) {
                report('allowed_tools', `tool "${t}" is not allowed by permission profile "${prof.name}" (allow: ${prof.profile.allow.join(', ') || 'nothing'}); it is not in effective_tools`, input.data.positions.allowed_tools ?? { line: 1, column: 1 });
            }
        }
    },
};
/** "Use when …", "Use before …", "Use this skill when …" and the like. */
const TRIGGER = /\buse\b(?:\s+(?:it|this|this\s+skill|me|them))?\s+(?:when|before|after|whenever|if|to|for)\b/i;
const descriptionTrigger = {
    id: 'description-trigger',
    description: 'The description should say what the skill does and when to use it ("Use when …").',
    defaultSeverity: () => 'warning',
    check({ data }, report) {
        const d = data.description;
        if (d === undefined || TRIGGER.test(d))
            return;
        report('description', 'description does not say when to use the skill: add a trigger phrase such as "Use when …" or "Use before …"', data.positions.description ?? { line: 1, column: 1 });
    },
};
const POLICY_RULES = [toolConflict, unclassifiedTool, deniedTool, descriptionTrigger];
function severityOf(id, settings, fallback) {
    return settings.rules[id] ?? fallback;
}
function runPolicyRules(input) {
    const out = [];
    for (const rule of POLICY_RULES) {
        const sev = severityOf(rule.id, input.settings, rule.defaultSeverity(input.settings.profile));
        if (sev === 'off')
            continue;
        rule.check(input, (field, message, at) => out.push({ field, code: rule.id, message, line: at.line, column: at.column, severity: sev }));
    }
    return out;
}


/***/ }),

/***/ 255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ verifyStrict),
/* harmony export */   gD: () => (/* binding */ generateSeedHex),
/* harmony export */   lT: () => (/* binding */ signMessage),
/* harmony export */   wE: () => (/* binding */ publicKeyFromSeed)
/* harmony export */ });
/* unused harmony exports L, SMALL_ORDER_ENCODINGS, isSignatureHex, isPublicKeyHex */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _noble_ed25519__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9605);
/**
 * Strict Ed25519 (RFC 8032, pure) for skill signatures (SPEC §3).
 *
 * The curve arithmetic of verification is node's built-in crypto (OpenSSL), which is far
 * faster than pure JS. OpenSSL, like @noble/ed25519's default ZIP-215 mode, accepts a
 * signature under a small-order public key (with R = identity and S = 0 it "signs" every
 * message), so strictness comes from the checks here: S < L, a canonical R that is not of
 * small order, and a public key that is a canonical encoding of a curve point outside the
 * 8-torsion. Key checks are done once per distinct key and cached.
 */


/** Order of the prime subgroup: 2^252 + 27742317777372353535851937790883648493. */
const L = (1n << 252n) + 27742317777372353535851937790883648493n;
/** The field prime 2^255 - 19. */
const P = (1n << 255n) - 19n;
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/**
 * Canonical encodings of the eight points of the 8-torsion subgroup (orders 1, 2, 4, 8).
 * Non-canonical encodings of them have y >= p and are rejected before this list is used.
 */
const SMALL_ORDER_ENCODINGS = new Set([
    '0100000000000000000000000000000000000000000000000000000000000000', // identity
    'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // order 2
    '0000000000000000000000000000000000000000000000000000000000000000', // order 4
    '0000000000000000000000000000000000000000000000000000000000000080', // order 4
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05', // order 8
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85', // order 8
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a', // order 8
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa', // order 8
]);
const HEX64 = /^[0-9a-fA-F]{64}$/;
const HEX128 = /^[0-9a-fA-F]{128}$/;
function hexProblem(what, hex, len) {
    if (typeof hex !== 'string')
        return `${what} must be a string of ${len} hex characters`;
    if (!/^[0-9a-fA-F]*$/.test(hex))
        return `${what} is not hexadecimal`;
    if (hex.length !== len)
        return `${what} must be ${len} hex characters, got ${hex.length}`;
    return null;
}
function leToBigInt(bytes, start, end) {
    let n = 0n;
    for (let i = end - 1; i >= start; i--)
        n = (n << 8n) | BigInt(bytes[i]);
    return n;
}
/** y with the sign bit cleared; >= p means a non-canonical point encoding. */
function encodedY(bytes, start) {
    return leToBigInt(bytes, start, start + 32) & ((1n << 255n) - 1n);
}
const keyCache = new Map();
const KEY_CACHE_LIMIT = 4096;
/** Why a (lowercase, 64-hex) public key is unacceptable, or its KeyObject. */
function checkPublicKey(hex) {
    const bytes = Buffer.from(hex, 'hex');
    if (encodedY(bytes, 0) >= P) {
        return { reason: 'public key is a non-canonical point encoding (y >= p)' };
    }
    let point;
    try {
        point = _noble_ed25519__WEBPACK_IMPORTED_MODULE_1__/* .Point */ .bR.fromBytes(bytes, false); // strict RFC 8032 decoding
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        if (/x\s*==\s*0/.test(msg)) {
            return {
                reason: 'public key is a non-canonical point encoding (x = 0 with the sign bit set)',
            };
        }
        return { reason: 'public key is not a point on the curve' };
    }
    if (point.isSmallOrder())
        return { reason: 'public key is a small-order point' };
    try {
        const keyObject = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({
            key: Buffer.concat([SPKI_PREFIX, bytes]),
            format: 'der',
            type: 'spki',
        });
        return { keyObject };
    }
    catch {
        return { reason: 'public key is not a valid Ed25519 key' };
    }
}
function publicKeyEntry(hex) {
    let entry = keyCache.get(hex);
    if (entry === undefined) {
        entry = checkPublicKey(hex);
        if (keyCache.size >= KEY_CACHE_LIMIT)
            keyCache.clear();
        keyCache.set(hex, entry);
    }
    return entry;
}
/**
 * Strict verification of a 64-byte message. Hex may be either case. Never throws.
 */
function verifyStrict(publicKeyHex, signatureHex, message) {
    const keyProblem = hexProblem('public key', publicKeyHex, 64);
    if (keyProblem)
        return { ok: false, reason: keyProblem };
    const sigProblem = hexProblem('signature', signatureHex, 128);
    if (sigProblem)
        return { ok: false, reason: sigProblem };
    const entry = publicKeyEntry(publicKeyHex.toLowerCase());
    if ('reason' in entry)
        return { ok: false, reason: entry.reason };
    const sig = Buffer.from(signatureHex, 'hex');
    if (leToBigInt(sig, 32, 64) >= L) {
        return { ok: false, reason: 'signature S is not canonical (S >= L)' };
    }
    if (encodedY(sig, 0) >= P) {
        return { ok: false, reason: 'signature R is a non-canonical point encoding (y >= p)' };
    }
    if (SMALL_ORDER_ENCODINGS.has(signatureHex.slice(0, 64).toLowerCase())) {
        return { ok: false, reason: 'signature R is a small-order point' };
    }
    let valid = false;
    try {
        valid = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, entry.keyObject, sig);
    }
    catch {
        valid = false;
    }
    return valid ? { ok: true } : { ok: false, reason: 'signature does not match the frontmatter and body' };
}
function seedBytes(seedHex) {
    if (typeof seedHex !== 'string' || !HEX64.test(seedHex)) {
        throw new Error('Ed25519 seed must be 64 hex characters');
    }
    return Buffer.from(seedHex, 'hex');
}
function privateKeyFromSeed(seedHex) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({
        key: Buffer.concat([PKCS8_PREFIX, seedBytes(seedHex)]),
        format: 'der',
        type: 'pkcs8',
    });
}
/** 32 random bytes, as 64 lowercase hex characters: an Ed25519 seed. */
function generateSeedHex() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex');
}
/** The 64-hex public key of a 64-hex seed. */
function publicKeyFromSeed(seedHex) {
    const spki = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(privateKeyFromSeed(seedHex)).export({ format: 'der', type: 'spki' });
    return Buffer.from(spki.subarray(SPKI_PREFIX.length)).toString('hex');
}
/** Ed25519 signature (128 lowercase hex) of `message` under the 64-hex seed. */
function signMessage(seedHex, message) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, message, privateKeyFromSeed(seedHex)).toString('hex');
}
/** True when `hex` is a 128-hex string (either case). */
function isSignatureHex(hex) {
    return typeof hex === 'string' && HEX128.test(hex);
}
/** True when `hex` is a 64-hex string (either case). */
function isPublicKeyHex(hex) {
    return typeof hex === 'string' && HEX64.test(hex);
}


/***/ }),

/***/ 5506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bT: () => (/* binding */ canonicalBody),
/* harmony export */   dO: () => (/* binding */ CanonicalError),
/* harmony export */   dw: () => (/* binding */ canonicalize)
/* harmony export */ });
/* unused harmony exports MAX_DEPTH, isWellFormed */
/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) and the canonical body (SPEC §3).
 *
 * Only the JSON data model is accepted: well-formed strings, booleans, null, finite
 * numbers, arrays and plain objects. Anything else has no canonical form and throws a
 * CanonicalError naming where in the value it sits.
 */
/** Deeper values than this are refused (the parser already rejects nesting beyond 64). */
const MAX_DEPTH = 1000;
class CanonicalError extends Error {
    /** Location of the offending value inside the canonicalized value, e.g. ['x-meta', 'a', 2]. */
    path;
    reason;
    constructor(path, reason) {
        super(path.length > 0 ? `${formatPath(path)}: ${reason}` : reason);
        this.name = 'CanonicalError';
        this.path = path;
        this.reason = reason;
    }
}
function formatPath(path) {
    let out = '';
    for (const p of path) {
        if (typeof p === 'number')
            out += `[${p}]`;
        else if (/^[A-Za-z_$][\w$-]*$/.test(p))
            out += out === '' ? p : `.${p}`;
        else
            out += `[${JSON.stringify(p)}]`;
    }
    return out;
}
function isPlainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** `String.prototype.isWellFormed` (Node 20+; not in the ES2023 lib typings), with a fallback. */
function isWellFormed(s) {
    const native = s.isWellFormed;
    return typeof native === 'function' ? native.call(s) : !LONE_SURROGATE.test(s);
}
function serializeString(s, path, what) {
    if (!isWellFormed(s)) {
        throw new CanonicalError([...path], `${what} is not well-formed Unicode (lone surrogate)`);
    }
    // For well-formed strings JSON.stringify escapes exactly what RFC 8785 §3.2.2.2 requires:
    // `"`, `\`, \b \t \n \f \r and the other C0 controls as lowercase \u00xx; nothing else.
    return JSON.stringify(s);
}
/** Serialize `value` per RFC 8785. Throws CanonicalError for values with no canonical form. */
function canonicalize(value) {
    const path = [];
    const ancestors = new Set();
    const walk = (v, depth) => {
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'boolean':
                return v ? 'true' : 'false';
            case 'string':
                return serializeString(v, path, 'string');
            case 'number':
                if (!Number.isFinite(v)) {
                    throw new CanonicalError([...path], `${String(v)} has no canonical JSON form`);
                }
                // ECMAScript Number::toString, which RFC 8785 §3.2.2.3 adopts; -0 serializes as 0.
                return JSON.stringify(v);
            case 'undefined':
                throw new CanonicalError([...path], 'undefined has no canonical JSON form');
            case 'bigint':
                throw new CanonicalError([...path], 'bigint has no canonical JSON form');
            case 'object':
                break;
            default:
                throw new CanonicalError([...path], `a ${typeof v} has no canonical JSON form`);
        }
        const obj = v;
        if (depth >= MAX_DEPTH) {
            throw new CanonicalError([...path], `nesting deeper than ${MAX_DEPTH}`);
        }
        if (ancestors.has(obj))
            throw new CanonicalError([...path], 'circular reference');
        if (Array.isArray(obj)) {
            ancestors.add(obj);
            const parts = [];
            for (let i = 0; i < obj.length; i++) {
                path.push(i);
                parts.push(walk(obj[i], depth + 1));
                path.pop();
            }
            ancestors.delete(obj);
            return `[${parts.join(',')}]`;
        }
        if (!isPlainObject(obj)) {
            const name = obj.constructor?.name;
            throw new CanonicalError([...path], `${typeof name === 'string' && name !== '' ? name : 'this object'} has no canonical JSON form`);
        }
        if (Object.getOwnPropertySymbols(obj).length > 0) {
            throw new CanonicalError([...path], 'symbol keys have no canonical JSON form');
        }
        ancestors.add(obj);
        const rec = obj;
        // Default sort compares UTF-16 code units, as RFC 8785 §3.2.3 requires.
        const keys = Object.keys(rec).sort();
        const parts = [];
        for (const k of keys) {
            path.push(k);
            const key = serializeString(k, path, 'key');
            parts.push(`${key}:${walk(rec[k], depth + 1)}`);
            path.pop();
        }
        ancestors.delete(obj);
        return `{${parts.join(',')}}`;
    };
    return walk(value, 0);
}
function isStripped(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a;
}
/**
 * Canonical body: CRLF and lone CR become LF, then leading and trailing spaces, tabs and
 * LFs are removed (nothing else: no other whitespace, no Unicode spaces).
 */
function canonicalBody(body) {
    const lf = body.replace(/\r\n?/g, '\n');
    // Plain loops rather than /[ \t\n]+$/, which is quadratic on long interior whitespace runs.
    let start = 0;
    let end = lf.length;
    while (start < end && isStripped(lf.charCodeAt(start)))
        start++;
    while (end > start && isStripped(lf.charCodeAt(end - 1)))
        end--;
    return lf.slice(start, end);
}


/***/ }),

/***/ 351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wy: () => (/* binding */ KeyringError),
/* harmony export */   ZU: () => (/* binding */ parseKeyring),
/* harmony export */   kk: () => (/* binding */ lookupKey)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
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

class KeyringError extends Error {
    file;
    /** Line of the first problem. */
    line;
    reason;
    /** Every malformed line, in file order (at least one). */
    problems;
    constructor(file, problems) {
        const first = problems[0] ?? { line: 1, reason: 'malformed keyring' };
        super(problems.map((p) => `${file}:${p.line}: ${p.reason}`).join('\n') || `${file}:1: malformed keyring`);
        this.name = 'KeyringError';
        this.file = file;
        this.line = first.line;
        this.reason = first.reason;
        this.problems = problems.length > 0 ? problems : [first];
    }
}
const REVOKED = '@revoked';
const USAGE = 'expected "<skill-id glob> ed25519 <64-hex public key> [comment]" or "@revoked ed25519 <64-hex public key> [comment]"';
const MATCH_OPTIONS = { strictBrackets: true };
/** Strips a `#` comment that starts the line or follows whitespace. */
function stripComment(line) {
    for (let i = 0; i < line.length; i++) {
        if (line[i] === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) {
            return line.slice(0, i);
        }
    }
    return line;
}
function globProblem(glob) {
    if (glob.startsWith('@'))
        return `unknown directive "${glob}" (expected @revoked or a skill-id glob)`;
    // A trailing lone backslash escapes nothing.
    const trailing = /\\+$/.exec(glob);
    if (trailing && trailing[0].length % 2 === 1) {
        return `invalid glob "${glob}": trailing lone "\\"`;
    }
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_0___default()(glob, MATCH_OPTIONS);
    }
    catch (e) {
        return `invalid glob "${glob}": ${e instanceof Error ? e.message : String(e)}`;
    }
    return null;
}
function keyProblem(hex) {
    if (!/^[0-9a-fA-F]+$/.test(hex))
        return `public key "${hex}" is not hexadecimal`;
    if (hex.length !== 64)
        return `bad hex length: public key must be 64 hex characters, got ${hex.length}`;
    return null;
}
/** Parses a keyring. Throws a KeyringError listing every malformed line as `file:line: reason`. */
function parseKeyring(text, file) {
    const entries = [];
    const revoked = new Map();
    const problems = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const lineNo = i + 1;
        let raw = lines[i];
        if (raw.endsWith('\r'))
            raw = raw.slice(0, -1);
        if (i === 0 && raw.startsWith('\uFEFF'))
            raw = raw.slice(1);
        const fields = stripComment(raw)
            .trim()
            .split(/[ \t]+/)
            .filter((f) => f !== '');
        if (fields.length === 0)
            continue;
        if (fields.length < 3) {
            problems.push({ line: lineNo, reason: `missing fields: ${USAGE}` });
            continue;
        }
        const [head, algo, hex] = fields;
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
            if (!revoked.has(key))
                revoked.set(key, lineNo);
            continue;
        }
        const gp = globProblem(head);
        if (gp) {
            problems.push({ line: lineNo, reason: gp });
            continue;
        }
        entries.push(comment === undefined ? { glob: head, key, line: lineNo } : { glob: head, key, line: lineNo, comment });
    }
    if (problems.length > 0)
        throw new KeyringError(file, problems);
    const kr = { entries, revoked };
    compiled.set(kr, compile(kr));
    return kr;
}
const compiled = new WeakMap();
function compile(kr) {
    const index = new Map();
    for (const e of kr.entries) {
        const key = e.key.toLowerCase();
        let list = index.get(key);
        if (!list)
            index.set(key, (list = []));
        list.push(e.glob === '*' || e.glob === '**' ? () => true : picomatch__WEBPACK_IMPORTED_MODULE_0___default()(e.glob, MATCH_OPTIONS));
    }
    return { entries: kr.entries, count: kr.entries.length, index };
}
function indexOf(kr) {
    let c = compiled.get(kr);
    // Recompile if the keyring was built by hand or its entries were replaced or extended.
    if (!c || c.entries !== kr.entries || c.count !== kr.entries.length) {
        c = compile(kr);
        compiled.set(kr, c);
    }
    return c.index;
}
/** Trust of `publicKeyHex` (either case) for `skillId`. Revocation wins over any trust line. */
function lookupKey(kr, skillId, publicKeyHex) {
    const key = publicKeyHex.toLowerCase();
    if (kr.revoked.has(key))
        return 'revoked';
    const matchers = indexOf(kr).get(key);
    if (matchers && matchers.some((m) => m(skillId)))
        return 'trusted';
    return 'untrusted';
}


/***/ }),

/***/ 3317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ lockHash),
/* harmony export */   Xm: () => (/* binding */ signingMessage)
/* harmony export */ });
/* unused harmony exports canonicalFrontmatter, frontmatterDigest, bodyDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5506);
/**
 * The signed message and the lockfile hash (SPEC §3, §4).
 *
 * message = SHA-256(UTF-8(canonical frontmatter)) || SHA-256(UTF-8(canonical body))
 */


/** JCS of the frontmatter mapping without its top-level `signature` key. */
function canonicalFrontmatter(fm) {
    if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) {
        // Not a mapping: let canonicalize serialize it or say why it cannot.
        return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalize */ .dw)(fm);
    }
    const proto = Object.getPrototypeOf(fm);
    if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(fm).length > 0) {
        return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalize */ .dw)(fm); // throws: no canonical form
    }
    // A null-prototype copy: assigning a `__proto__` key defines a plain own property.
    const rest = Object.create(null);
    for (const k of Object.keys(fm)) {
        if (k !== 'signature')
            rest[k] = fm[k];
    }
    return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalize */ .dw)(rest);
}
function sha256(text) {
    return new Uint8Array((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest());
}
/** SHA-256 of the UTF-8 canonical frontmatter. */
function frontmatterDigest(fm) {
    return sha256(canonicalFrontmatter(fm));
}
/** The lockfile's `frontmatter` value: `sha256-` + base64 of the frontmatter digest. */
function lockHash(fm) {
    return 'sha256-' + Buffer.from(frontmatterDigest(fm)).toString('base64');
}
/** SHA-256 of the UTF-8 canonical body. */
function bodyDigest(body) {
    return sha256((0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalBody */ .bT)(body));
}
/** The 64 bytes that Ed25519 signs. */
function signingMessage(fm, body) {
    const out = new Uint8Array(64);
    out.set(frontmatterDigest(fm), 0);
    out.set(bodyDigest(body), 32);
    return out;
}


/***/ })

};
