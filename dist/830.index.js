export const id = 830;
export const ids = [830];
export const modules = {

/***/ 18830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ac: () => (/* binding */ checkBytes),
  sw: () => (/* binding */ checkDocument),
  RX: () => (/* binding */ checkTree),
  Cs: () => (/* binding */ hasErrors),
  og: () => (/* binding */ makeContext),
  $t: () => (/* binding */ orderFindings),
  O$: () => (/* binding */ unreadable)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/document.ts + 1 modules
var core_document = __webpack_require__(2004);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(81400);
// EXTERNAL MODULE: ./src/core/semver.ts
var semver = __webpack_require__(44015);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
// EXTERNAL MODULE: ./src/core/glob-check.ts
var glob_check = __webpack_require__(13012);
// EXTERNAL MODULE: ./src/core/tools.ts
var core_tools = __webpack_require__(73672);
;// CONCATENATED MODULE: ./src/rules/v1.ts




/** Keys of the agentskills.io format that v1 does not have: a hint at the other profile. */
const AGENTSKILLS_ONLY = new Set(['name', 'license', 'compatibility', 'metadata', 'allowed-tools']);

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
/**
 * One copy of each short string that many skills repeat (tool names, scopes, tags, enum
 * values): 10,000 results would otherwise hold 10,000 copies of "Read". Bounded, so that
 * hostile input cannot grow it without limit.
 */
const interned = new Map();
const INTERN_MAX = 20_000;
function intern(s) {
    if (s.length > 200)
        return s;
    const got = interned.get(s);
    if (got !== undefined)
        return got;
    if (interned.size < INTERN_MAX)
        interned.set(s, s);
    return s;
}
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
            return `${node.source ?? String(node.value)} (a boolean)`;
        case 'int':
            return `${node.source ?? String(node.value)} (a number)`;
        case 'float': {
            if (node.source !== undefined)
                return `${node.source} (a number)`;
            // YAML `1.0` and `5.0` are floats: show them as written, not as 1 and 5.
            const v = node.value;
            return `${Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(1) : String(v)} (a number)`;
        }
        default:
            return JSON.stringify(node.value);
    }
}
function checkV1(root, ctx) {
    const findings = [];
    const data = emptyData();
    const hints = { left: TOOL_HINT_BUDGET };
    const report = (field, code, message, at) => findings.push({ field, code, message, line: at.line, column: at.column, severity: 'error' });
    for (const { key, value } of root.entries) {
        const k = key.value;
        data.positions[k] = { line: value.line, column: value.column };
        if (k.startsWith('x-')) {
            const v = (0,core_document/* toValue */.BA)(value);
            data.x_extensions[k] = typeof v === 'string' ? intern(v) : v;
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
                if (s === undefined || !(0,semver/* isSemver */.nN)(s)) {
                    const hint = s !== undefined && /^v\d/.test(s)
                        ? ' (drop the `v` prefix)'
                        : value.kind === 'scalar' && (value.type === 'int' || value.type === 'float')
                            ? ' (YAML reads it as a number: write all three parts, e.g. 1.0.0)'
                            : ' (expected MAJOR.MINOR.PATCH, e.g. 1.0.0)';
                    report(k, 'InvalidVersion', `${k} ${describe(value)} is not a valid SemVer 2.0.0 version${hint}`, value);
                }
                else
                    data[k] = intern(s);
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
                const items = listOf(k, value, report) ?? [];
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    const problem = s === undefined ? undefined : (0,glob_check/* memoryScopeProblem */.vj)(s);
                    if (s === undefined)
                        report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] must be a glob string; got ${describe(it)}`, it);
                    else if (problem)
                        report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] is not a valid glob: ${JSON.stringify(s)} — ${problem}`, it);
                    else
                        data.allowed_memory_scopes.push(intern(s));
                }
                break;
            }
            case 'allowed_tools':
            case 'disallowed_tools': {
                const items = listOf(k, value, report) ?? [];
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    const problem = s === undefined ? `${k}[${i}] is ${describe(it)}, not a tool name` : toolProblem(s, ctx.tools, hints);
                    if (problem)
                        report(`${k}[${i}]`, 'UnknownTool', s === undefined ? problem : `${k}[${i}] is not a known tool: ${JSON.stringify(s)}${problem}`, it);
                    else
                        data[k].push(intern(s));
                }
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
                    data[k] = intern(s);
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
                const items = listOf(k, value, report) ?? [];
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    if (s === undefined)
                        report(`tags[${i}]`, 'InvalidField', `tags[${i}] must be a string; got ${describe(it)}`, it);
                    else
                        data.tags.push(intern(s));
                }
                break;
            }
            case 'signature':
                data.signaturePresent = true;
                data.signaturePos = { line: key.line, column: key.column };
                checkSignatureBlock(value, data, report);
                break;
            default:
                report(k, 'UnknownField', `unknown field ${JSON.stringify(k)}${(0,suggest/* didYouMean */.au)(k, V1_KEYS)} (custom keys must start with \`x-\`)${AGENTSKILLS_ONLY.has(k)
                    ? '; an agentskills.io skill? check it with --profile agentskills (or profile: agentskills in .skillgate.yml)'
                    : ''}`, key);
        }
    }
    for (const req of V1_REQUIRED) {
        if (!Object.hasOwn(data.positions, req))
            report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
    }
    checkBrokerRange(data, ctx, report);
    if (hasNonCanonical(root)) {
        // SPEC §2: NaN, ±Infinity and lone surrogates are InvalidField anywhere, also where the
        // field has its own error (`version: .nan` is InvalidVersion and InvalidField). A value
        // already InvalidField for its field (`effort_minutes: .inf`) is not reported twice.
        const taken = new Set(findings.filter((f) => f.code === 'InvalidField').map((f) => `${f.line}:${f.column}`));
        checkNonCanonical(root, (field, code, message, at) => {
            if (!taken.has(`${at.line}:${at.column}`))
                report(field, code, message, at);
        });
    }
    return { findings, data };
}
/** Each config's registered tool names, and with the native ones, listed once (not per unknown tool). */
const toolNames = new WeakMap();
/** Did-you-mean work one file's tool lists may cost (see SuggestBudget): a few ms at most. */
const TOOL_HINT_BUDGET = 2_000_000;
function toolProblem(name, tools, budget) {
    if (Object.prototype.hasOwnProperty.call(core_tools/* NATIVE_TOOLS */.gE, name))
        return null;
    let names = toolNames.get(tools);
    if (!names) {
        const registered = Object.keys(tools);
        names = { registered, all: [...core_tools/* NATIVE_TOOL_NAMES */.M_, ...registered] };
        toolNames.set(tools, names);
    }
    if (core_tools/* MCP_NAME */.jw.test(name)) {
        if (Object.prototype.hasOwnProperty.call(tools, name))
            return null;
        return `${(0,suggest/* didYouMeanWithin */.zo)(name, names.registered, budget)} (MCP tools must be registered with their class under \`tools\` in .skillgate.yml)`;
    }
    const hint = (0,suggest/* didYouMeanWithin */.zo)(name, names.all, budget);
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
/** True when checkNonCanonical would report something (most files: no; and no path bookkeeping to say so). */
function hasNonCanonical(n) {
    if (n.kind === 'scalar') {
        const v = n.value;
        return typeof v === 'number'
            ? !Number.isFinite(v) || (n.type === 'int' && !Number.isSafeInteger(v))
            : typeof v === 'string' && !v.isWellFormed();
    }
    if (n.kind === 'seq') {
        for (let i = 0; i < n.items.length; i++)
            if (hasNonCanonical(n.items[i]))
                return true;
        return false;
    }
    for (let i = 0; i < n.entries.length; i++) {
        const e = n.entries[i];
        if (!e.key.value.isWellFormed() || hasNonCanonical(e.value))
            return true;
    }
    return false;
}
/**
 * NaN, ±Infinity and lone surrogates have no canonical form (SPEC §2, §3); nor has an
 * integer past ±(2^53 − 1): JCS writes the double it rounds to (9007199254740993 reads as
 * ...992), so the signed and locked value would not be the one written, and another
 * implementation could keep it exact.
 */
function checkNonCanonical(root, report) {
    // The path (`a.b[2]`) is built only for a finding: most files have none.
    const at = [];
    const pathOf = () => {
        let p = '';
        for (const seg of at)
            p = typeof seg === 'number' ? `${p}[${seg}]` : p ? `${p}.${seg}` : seg;
        return p;
    };
    const walk = (n) => {
        if (n.kind === 'scalar') {
            if (typeof n.value === 'number' && !Number.isFinite(n.value)) {
                const path = pathOf();
                report(path, 'InvalidField', `${path} is ${String(n.value)}: NaN and Infinity have no canonical form`, n);
            }
            else if (typeof n.value === 'number' && n.type === 'int' && !Number.isSafeInteger(n.value)) {
                const path = pathOf();
                report(path, 'InvalidField', `${path} is ${n.source ?? String(n.value)}: an integer beyond ±9007199254740991 (2^53 − 1) is not exact as a JSON number, so it has no canonical form (quote it to keep it as text)`, n);
            }
            else if (typeof n.value === 'string' && !n.value.isWellFormed()) {
                const path = pathOf();
                report(path, 'InvalidField', `${path} contains a lone UTF-16 surrogate (e.g. from a \\uD800 escape): not well-formed Unicode`, n);
            }
        }
        else if (n.kind === 'seq') {
            for (let i = 0; i < n.items.length; i++) {
                at.push(i);
                walk(n.items[i]);
                at.pop();
            }
        }
        else
            for (const e of n.entries) {
                at.push(e.key.value);
                if (!e.key.value.isWellFormed())
                    report(pathOf(), 'InvalidField', `key ${JSON.stringify(e.key.value)} contains a lone UTF-16 surrogate: not well-formed Unicode`, e.key);
                walk(e.value);
                at.pop();
            }
    };
    walk(root);
}

// EXTERNAL MODULE: ./src/rules/index.ts + 5 modules
var rules = __webpack_require__(39939);
// EXTERNAL MODULE: ./src/rules/tool-list.ts
var tool_list = __webpack_require__(24670);
;// CONCATENATED MODULE: ./src/rules/agentskills.ts





const AGENTSKILLS_REQUIRED = ['name', 'description'];
const AGENTSKILLS_KEYS = [
    'name',
    'description',
    'license',
    'compatibility',
    'metadata',
    'allowed-tools',
];
const NAME_MAX = 64;
const DESCRIPTION_MAX = 1024;
const COMPATIBILITY_MAX = 500;
function checkAgentSkills(root, ctx) {
    const findings = [];
    const data = { ...emptyData(), metadata: {} };
    const report = (field, code, message, at) => findings.push({ field, code, message, line: at.line, column: at.column, severity: 'error' });
    const rule = (id, field, message, at) => {
        const severity = (0,rules/* severityOf */.xJ)(id, ctx.settings);
        if (severity !== 'off')
            findings.push({ field, code: id, message, line: at.line, column: at.column, severity });
    };
    const seen = new Set();
    for (const pair of root.entries) {
        const k = pair.key.value;
        const value = pair.value;
        seen.add(k);
        data.positions[k] = { line: value.line, column: value.column };
        if (k.startsWith('x-')) {
            data.x_extensions[k] = (0,core_document/* toValue */.BA)(value);
            continue;
        }
        switch (k) {
            case 'name':
                checkName(value, ctx.dirName, data, report);
                break;
            case 'description': {
                const s = agentskills_stringOf(value);
                const n = s === undefined ? -1 : codePoints(s);
                if (s === undefined)
                    report(k, 'InvalidDescription', `description must be a string of 1..${DESCRIPTION_MAX} characters, got ${describe(value)}`, value);
                else if (n < 1 || n > DESCRIPTION_MAX)
                    report(k, 'InvalidDescription', `description must be 1..${DESCRIPTION_MAX} characters (was ${n})`, value);
                else
                    data.description = s;
                break;
            }
            case 'license': {
                const s = agentskills_stringOf(value);
                if (s === undefined)
                    report(k, 'InvalidField', `license must be a string (a license name such as "Apache-2.0", or the name of a bundled license file); got ${describe(value)}`, value);
                else
                    data.license = s;
                break;
            }
            case 'compatibility': {
                const s = agentskills_stringOf(value);
                const n = s === undefined ? -1 : codePoints(s);
                if (s === undefined || n < 1 || n > COMPATIBILITY_MAX)
                    report(k, 'InvalidField', `compatibility must be a string of 1..${COMPATIBILITY_MAX} characters${s === undefined ? `; got ${describe(value)}` : ` (was ${n})`}`, value);
                else
                    data.compatibility = s;
                break;
            }
            case 'metadata':
                checkMetadata(value, data, report);
                break;
            case 'allowed-tools':
                checkAllowedTools(value, data, report, rule);
                break;
            case 'signature':
                // Signatures work as in v1 (SPEC §7): the same block, verified the same way.
                checkSignature(pair, data, report);
                break;
            default:
                rule('unknown-field', k, unknownFieldMessage(k), pair.key);
        }
    }
    for (const req of AGENTSKILLS_REQUIRED) {
        if (!seen.has(req))
            report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
    }
    // The lock pins a version; a skill without metadata.version has none to bump.
    if (data.version === undefined)
        data.version = '';
    checkNonCanonical(root, report);
    return { findings: dedupe(findings), data };
}
function agentskills_stringOf(n) {
    return n.kind === 'scalar' && n.type === 'str' ? n.value : undefined;
}
const hex = (c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
/** Why a (normalized) name breaks the agentskills.io rules, or null. */
function nameProblem(name) {
    if (name.length === 0)
        return 'it is empty';
    const n = codePoints(name);
    if (n > NAME_MAX)
        return `it has ${n} characters; the limit is ${NAME_MAX}`;
    const foreign = [...name].find((c) => !/[a-z0-9-]/.test(c));
    if (foreign !== undefined) {
        if (/[A-Z]/.test(foreign))
            return `it contains the uppercase letter "${foreign}"; names are lowercase`;
        return `it contains ${JSON.stringify(foreign)} (${hex(foreign)}): only ASCII a-z, 0-9 and "-" are allowed, so no look-alike character can pass for another skill's name`;
    }
    if (name.startsWith('-') || name.endsWith('-'))
        return 'it starts or ends with a hyphen';
    if (name.includes('--'))
        return 'it contains a double hyphen "--"';
    return null;
}
function checkName(value, dirName, data, report) {
    data.positions.id = { line: value.line, column: value.column };
    const raw = agentskills_stringOf(value);
    if (raw === undefined) {
        report('name', 'InvalidId', `name must be a string of 1..${NAME_MAX} lowercase letters, digits and hyphens; got ${describe(value)}`, value);
        return;
    }
    // The name as written must be ASCII (SPEC §7): a fullwidth "ｐｄｆ" is refused, not read as
    // "pdf", so that no look-alike spelling passes. NFKC is how it is compared with its
    // directory's name (a directory may be spelled in fullwidth), and shown when it differs.
    const name = raw.normalize('NFKC');
    const shown = name === raw ? JSON.stringify(raw) : `${JSON.stringify(raw)} (NFKC: ${JSON.stringify(name)})`;
    const problem = nameProblem(raw);
    if (problem) {
        report('name', 'InvalidId', `name ${shown} is not a valid skill name: ${problem} (1..${NAME_MAX} of a-z, 0-9 and "-", no leading, trailing or double hyphen)`, value);
    }
    else {
        data.id = name;
        data.name = raw;
    }
    const dir = dirName.normalize('NFKC');
    if (dirName && dir !== name) {
        report('name', 'NameMismatch', `name ${shown} does not match its directory ${JSON.stringify(dirName)}${dir === dirName ? '' : ` (NFKC: ${JSON.stringify(dir)})`}: the name must equal the directory's name; rename one of them`, value);
    }
}
function checkMetadata(value, data, report) {
    if (value.kind !== 'map') {
        report('metadata', 'InvalidField', `metadata must be a mapping of string keys to string values; got ${describe(value)}`, value);
        return;
    }
    for (const { key, value: v } of value.entries) {
        const field = `metadata.${key.value}`;
        const s = agentskills_stringOf(v);
        if (s === undefined) {
            // The text as written: quoting the value YAML read would turn 1.10 into "1.1", 0x1F into "31".
            const quote = v.kind === 'scalar' && v.type !== 'null' ? ` (quote it: ${key.value}: "${v.source ?? String(v.value)}")` : '';
            report(field, 'InvalidField', `${field} must be a string; got ${describe(v)}${quote}`, v);
            continue;
        }
        data.metadata[key.value] = s;
        // The agentskills.io example keeps a version here; the lock pins it as the skill's version.
        if (key.value === 'version') {
            data.version = s;
            data.positions.version = { line: v.line, column: v.column };
        }
    }
}
function checkAllowedTools(value, data, report, rule) {
    data.positions.allowed_tools = { line: value.line, column: value.column };
    const s = agentskills_stringOf(value);
    if (s !== undefined) {
        for (const part of (0,tool_list/* splitToolList */.h)(s))
            data.allowed_tools.push(part.name);
        return;
    }
    if (value.kind === 'seq') {
        const strings = value.items.map(agentskills_stringOf);
        const joined = strings.every((x) => x !== undefined) ? `: allowed-tools: ${strings.join(' ')}` : '';
        rule('allowed-tools-list', 'allowed-tools', `allowed-tools is a YAML list; the agentskills.io format is one space-separated string${joined}`, value);
        value.items.forEach((it, i) => {
            const t = agentskills_stringOf(it);
            const parts = t === undefined ? [] : (0,tool_list/* splitToolList */.h)(t);
            if (!parts.length)
                report(`allowed-tools[${i}]`, 'InvalidField', `allowed-tools[${i}] must be a tool name; got ${describe(it)}`, it);
            for (const part of parts)
                data.allowed_tools.push(part.name);
        });
        return;
    }
    report('allowed-tools', 'InvalidField', `allowed-tools must be a space-separated string of tool names (e.g. "Read Grep Bash(git:*)"); got ${describe(value)}`, value);
}
/** The v1 signature block rules, run on just this key so both profiles share one definition. */
function checkSignature(pair, data, report) {
    const only = { kind: 'map', entries: [pair], flow: false, line: pair.key.line, column: pair.key.column };
    const v1 = checkV1(only, { tools: {} });
    for (const f of v1.findings) {
        if (f.field === 'signature' || f.field.startsWith('signature.'))
            report(f.field, f.code, f.message, { line: f.line, column: f.column });
    }
    data.signaturePresent = v1.data.signaturePresent;
    data.signaturePos = v1.data.signaturePos;
    data.signature = v1.data.signature;
}
/** Keys that clients or schema v1 use, with where they belong in this format. */
const KEY_HINTS = {
    id: 'the identity here is `name`',
    version: 'put it under `metadata` (metadata.version: "1.0.0"), where skillgate reads it',
    allowed_tools: 'the agentskills.io key is `allowed-tools`, a space-separated string',
    tags: 'put it under `metadata` as a string',
    author: 'put it under `metadata` (metadata.author)',
};
function unknownFieldMessage(k) {
    // Own keys only: `toString` must not find Object.prototype's function.
    const hint = Object.hasOwn(KEY_HINTS, k) ? KEY_HINTS[k] : undefined;
    const base = `unknown field ${JSON.stringify(k)}: the agentskills.io specification defines ${AGENTSKILLS_KEYS.join(', ')}`;
    if (hint)
        return `${base}; ${hint}`;
    const mean = (0,suggest/* didYouMean */.au)(k, AGENTSKILLS_KEYS);
    if (mean)
        return `${base}${mean}`;
    return `${base}; clients that do not know this key ignore it (keep client-specific data under \`metadata\`, or prefix your own keys with \`x-\`)`;
}
/** One finding per code and spot: a NaN metadata value is "not a string", not also "not canonical". */
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const k = `${f.code}\u0000${f.field}\u0000${f.line}:${f.column}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}

// EXTERNAL MODULE: ./src/signature/ed25519.ts
var ed25519 = __webpack_require__(90255);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var signature_keyring = __webpack_require__(20351);
// EXTERNAL MODULE: ./src/signature/message.ts + 1 modules
var signature_message = __webpack_require__(10635);
;// CONCATENATED MODULE: ./src/signature/check.ts



/** The finding for a signature whose curve equation does not hold. */
function mismatchFinding(data) {
    const at = data.signaturePos ?? { line: 1, column: 1 };
    return {
        field: 'signature',
        code: 'SignatureFailed',
        message: `signature verification failed: ${ed25519/* MISMATCH */.$n}`,
        line: at.line,
        column: at.column,
        severity: 'error',
    };
}
/**
 * `fmDigest` is the SHA-256 of the canonical frontmatter, undefined when it has no canonical
 * form. With `ctx.verifier` set, a signature that passes the strict checks is handed over
 * for its curve check (see deferred.ts) and the trust mode is applied as if it verified;
 * the caller swaps in the failure when it does not.
 */
function check_checkSignature(doc, data, 
/** The frontmatter as a value (only a trust verdict without a v1 id reads it). */
fm, fmDigest, ctx) {
    const findings = signatureFindings(doc, data, fm, fmDigest, ctx);
    return Array.isArray(findings) ? { findings } : findings;
}
function signatureFindings(doc, data, fm, fmDigest, ctx) {
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
    if (!fmDigest) {
        return fail('SignatureFailed', 'signature verification failed: the frontmatter has no canonical form (NaN, Infinity or a lone surrogate)');
    }
    const pre = (0,ed25519/* precheck */.MQ)(sig.public_key_hex, sig.signature_hex);
    if ('reason' in pre)
        return fail('SignatureFailed', `signature verification failed: ${pre.reason}`);
    const message = (0,signature_message/* messageOf */.bD)(fmDigest, doc.body);
    if (!ctx.verifier) {
        if (!(0,ed25519/* verifyPrechecked */.A)(pre.key, pre.sig, message))
            return [mismatchFinding(data)];
        return trustFindings(data, fm, ctx, fail);
    }
    return { findings: trustFindings(data, fm, ctx, fail), pending: { key: pre.key, sig: pre.sig, message } };
}
/** The trust mode's verdict on a signature that verifies. */
function trustFindings(data, fm, ctx, fail) {
    const sig = data.signature;
    const key = sig.public_key_hex.toLowerCase();
    if (ctx.settings.trust !== 'registry') {
        // Local mode asks for no trust, but a key the keyring revokes is known bad (SPEC §3: a
        // revoked key fails even where a line trusts it).
        const line = ctx.keyring?.revoked.get(key);
        if (line === undefined)
            return [];
        return fail('RevokedKey', `public key ${key} is revoked (${ctx.settings.trustedKeys}:${line}): re-sign the skill with a trusted key`);
    }
    if (!ctx.keyring) {
        return fail('UntrustedKey', `public key ${key} is not in the trusted keyring${ctx.keyringNote ? ` (${ctx.keyringNote})` : ''}`);
    }
    // The skill's identity: `id` in v1, `name` in the agentskills profile (SPEC §7).
    const value = data.id === undefined ? fm() : undefined;
    const id = data.id ?? (typeof value?.id === 'string' ? value.id : typeof value?.name === 'string' ? value.name : '');
    const trust = (0,signature_keyring/* lookupKey */.kk)(ctx.keyring, id, key);
    const keyring = ctx.settings.trustedKeys;
    if (trust === 'revoked') {
        const line = ctx.keyring.revoked.get(key);
        return fail('RevokedKey', `public key ${key} is revoked (${keyring}${line ? `:${line}` : ''}): re-sign the skill with a trusted key`);
    }
    if (trust === 'untrusted') {
        return fail('UntrustedKey', `public key ${key} is not trusted for skill ${JSON.stringify(id)} in ${keyring}: sign with a trusted key, or add "${id} ed25519 ${key}" to the keyring`);
    }
    return [];
}

// EXTERNAL MODULE: ./src/rules/effective.ts
var effective = __webpack_require__(46462);
// EXTERNAL MODULE: ./src/lock/positions.ts
var positions = __webpack_require__(33535);
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
    // One digest of the canonical frontmatter: the lock hash and the signed message share it.
    const hash = (0,signature_message/* frontmatterHash */.$P)(doc.root);
    const digest = hash !== undefined && data.signaturePresent ? (0,signature_message/* digestOfLockHash */.jc)(hash) : undefined;
    // The lock's drift report points at keys (`allowed_tools:`), not only at their values.
    (0,positions/* recordKeyPositions */.Lf)(data, doc.root);
    const signature = check_checkSignature(doc, data, () => (0,core_document/* toValue */.BA)(doc.root), digest, ctx);
    // Loops, not push(...list): a list of 130,000 items has as many findings, too many arguments.
    append(findings, signature.findings);
    append(findings, schema.findings);
    const input = { path: ref.rel, doc, data, settings };
    const eff = (0,effective/* effectiveTools */.$J)(input);
    append(findings, (0,rules/* runPolicyRules */.fE)(input));
    data.positions = laterPositions(data.positions);
    // Lists grown by push() keep room for 17 items; exact copies hold 10,000 results in ~4 MB less.
    data.allowed_memory_scopes = data.allowed_memory_scopes.slice();
    data.allowed_tools = data.allowed_tools.slice();
    data.disallowed_tools = data.disallowed_tools.slice();
    data.tags = data.tags.slice();
    const result = {
        path: ref.rel,
        outcome: (0,diagnostic/* outcomeOf */.sG)(findings),
        findings: orderFindings(findings),
        data,
        hash,
        signer: data.signature ? data.signature.public_key_hex.toLowerCase() : null,
        effective_tools: eff.slice(),
        duration_ms: 0,
        parsed: true,
    };
    const pending = signature.pending;
    if (pending && ctx.verifier) {
        ctx.verifier.submit({
            ...pending,
            done: (ok) => {
                if (ok)
                    return;
                // The trust verdict assumed a good signature: a bad one replaces it.
                result.findings = orderFindings([
                    mismatchFinding(data),
                    ...result.findings.filter((f) => !SIGNATURE_CODES.has(f.code)),
                ]);
                result.outcome = (0,diagnostic/* outcomeOf */.sG)(result.findings);
            },
        });
    }
    return finish(result, t0);
}
/**
 * The value positions used after a file's own checks (tree rules, drift): a result keeps
 * only these, for 10,000 results hold 10,000 of them (≈ 10 MB of heap for all keys).
 */
const LATER_POSITIONS = [
    'id',
    'name',
    'version',
    'allowed_tools',
    'allowed_memory_scopes',
    'signature',
    'x-deprecated-by',
];
function laterPositions(all) {
    const kept = {};
    for (const k of LATER_POSITIONS)
        if (all[k])
            kept[k] = all[k];
    return kept;
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
    if (findings.length < 2)
        return findings.slice();
    const rank = (f) => (SIGNATURE_CODES.has(f.code) ? 0 : 1);
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
        .map((x) => x.f);
}
function append(to, from) {
    for (let i = 0; i < from.length; i++)
        to.push(from[i]);
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
const DUPLICATES_NAMED = 10;
/**
 * Cross-file checks: duplicate ids (SPEC §4) on every copy. `tree`, when the run checks part
 * of a repository (`--changed-since`), is the whole tree's results: a checked file's id is
 * then also compared with the unchecked copies, and only the checked files get findings.
 */
function checkTree(results, tree, key = 'id') {
    const byId = new Map();
    const add = (r) => {
        const id = r.data?.id;
        if (!id)
            return;
        const list = byId.get(id);
        if (list)
            list.push(r);
        else
            byId.set(id, [r]);
    };
    for (const r of results)
        add(r);
    let mine;
    if (tree) {
        mine = new Set(results);
        const checked = new Set(results.map((r) => r.path));
        for (const r of tree)
            if (!checked.has(r.path))
                add(r);
    }
    for (const [id, list] of byId) {
        if (list.length < 2)
            continue;
        for (const r of list) {
            if (mine && !mine.has(r))
                continue;
            // Each copy names the others, up to a point: 10,000 copies of one id must not make
            // 10,000 messages of 10,000 paths each.
            const others = [];
            for (const o of list) {
                if (o === r)
                    continue;
                if (others.length === DUPLICATES_NAMED) {
                    others.push(`and ${list.length - 1 - DUPLICATES_NAMED} more`);
                    break;
                }
                others.push(o.path);
            }
            // The agentskills profile names its identity `name`; v1 calls it `id`.
            const at = r.data?.positions[key] ?? r.data?.positions.id ?? { line: 1, column: 1 };
            r.findings.push({
                field: key,
                code: 'DuplicateId',
                message: `${key} "${id}" is also declared by ${others.join(', ')}: skill ${key}s must be unique`,
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

/***/ 46462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ effectiveTools),
/* harmony export */   P5: () => (/* binding */ profileFor),
/* harmony export */   VI: () => (/* binding */ toolClass),
/* harmony export */   cb: () => (/* binding */ choiceAllows),
/* harmony export */   gO: () => (/* binding */ baseTool)
/* harmony export */ });
/* unused harmony export profileAllows */
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63853);
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73672);


const pathIndexes = new WeakMap();
function pathIndex(profiles) {
    let ix = pathIndexes.get(profiles);
    if (!ix) {
        const globs = [];
        const owner = [];
        const inOrder = Object.entries(profiles).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
        for (const [name, profile] of inOrder)
            for (const g of profile.paths) {
                globs.push(g);
                owner.push(name);
            }
        ix = { set: (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_1__/* .globSet */ .x)(globs, { dot: true, flags: 's' }), owner };
        pathIndexes.set(profiles, ix);
    }
    return ix;
}
function profileFor(input) {
    return (input.profileChoice ??= chooseProfile(input));
}
function chooseProfile(input) {
    const profiles = input.settings.permissionProfiles;
    if (Object.prototype.hasOwnProperty.call(input.data.x_extensions, 'x-profile')) {
        const named = input.data.x_extensions['x-profile'];
        if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
            return { kind: 'profile', name: named, profile: profiles[named], via: 'x-profile' };
        }
        return { kind: 'unknown', name: typeof named === 'string' ? named : JSON.stringify(named ?? null) };
    }
    const byPath = pathIndex(profiles);
    const i = byPath.set.first(input.path);
    if (i !== -1) {
        const name = byPath.owner[i];
        return { kind: 'profile', name, profile: profiles[name], via: 'paths' };
    }
    return { kind: 'none' };
}
/** Base name of a tool entry: `Bash(git:*)` takes the class of `Bash`. */
function baseTool(tool) {
    const i = tool.indexOf('(');
    return i > 0 && tool.endsWith(')') ? tool.slice(0, i) : tool;
}
/**
 * The class of a declared entry, or undefined: then it is denied. The base tool decides
 * (SPEC §7: `Bash(git:*)` takes the class of `Bash`), so no registration can make a
 * narrowed form of a tool weaker than the tool itself.
 */
function toolClass(tool, settings) {
    return (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(baseTool(tool), settings.tools) ?? (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(tool, settings.tools);
}
/** An allow entry matches a class, the entry as written, or its base tool (`Bash` allows `Bash(git:*)`). */
function profileAllows(profile, tool, settings) {
    const base = baseTool(tool);
    const cls = toolClass(tool, settings);
    // A Set per profile: a skill's K tools against a profile's M entries were K × M compares.
    let allow = allowSets.get(profile.allow);
    if (!allow)
        allowSets.set(profile.allow, (allow = new Set(profile.allow)));
    return allow.has(tool) || allow.has(base) || (cls !== undefined && allow.has(cls));
}
const allowSets = new WeakMap();
function choiceAllows(choice, tool, settings) {
    if (choice.kind === 'none')
        return true;
    if (choice.kind === 'unknown')
        return false;
    return profileAllows(choice.profile, tool, settings);
}
function effectiveTools(input) {
    const { data, settings } = input;
    const choice = profileFor(input);
    const disallowed = new Set(data.disallowed_tools);
    const out = [];
    const kept = new Set();
    for (const t of data.allowed_tools) {
        if (disallowed.has(t) || kept.has(t))
            continue;
        if (toolClass(t, settings) === undefined)
            continue;
        if (!choiceAllows(choice, t, settings))
            continue;
        kept.add(t);
        out.push(t);
    }
    return out;
}


/***/ }),

/***/ 39939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ME: () => (/* binding */ ruleMeta),
  fE: () => (/* binding */ runPolicyRules),
  xJ: () => (/* binding */ severityOf)
});

// UNUSED EXPORTS: ALL_RULES, POLICY_RULES

;// CONCATENATED MODULE: ./src/rules/rule.ts
/** Defaults of the rules that run outside the per-file policy pass (tree and profile rules). */
const OTHER_RULES = [
    {
        id: 'deprecated-by',
        description: '`x-deprecated-by` must name a skill that exists in the tree.',
        defaultSeverity: () => 'error',
    },
    {
        id: 'unknown-field',
        description: 'A key that the agentskills.io specification does not define (profile agentskills).',
        defaultSeverity: () => 'warning',
    },
    {
        id: 'allowed-tools-list',
        description: '`allowed-tools` is written as a YAML list instead of a space-separated string (profile agentskills).',
        defaultSeverity: () => 'warning',
    },
];
/** The severity a rule runs at: `rules.<id>` in the config, else its default for the profile. */
function ruleSeverity(meta, settings) {
    return settings.rules[meta.id] ?? meta.defaultSeverity(settings.profile);
}

// EXTERNAL MODULE: ./src/rules/tool-list.ts
var tool_list = __webpack_require__(24670);
;// CONCATENATED MODULE: ./src/rules/tool-conflict.ts

const toolConflict = {
    id: 'tool-conflict',
    description: 'A tool is listed in both allowed_tools and disallowed_tools.',
    defaultSeverity: () => 'error',
    check({ doc, data, settings }, report) {
        if (!data.disallowed_tools.length)
            return;
        // The first declaration of each denied name (a Map, not a search per allowed tool: two
        // lists of 100,000 items made that 10^10 comparisons).
        const denied = new Map();
        for (const x of (0,tool_list/* declaredTools */.O)(doc, settings.profile, 'disallowed', data.disallowed_tools)) {
            if (!denied.has(x.name))
                denied.set(x.name, x);
        }
        const seen = new Set();
        for (const d of (0,tool_list/* declaredTools */.O)(doc, settings.profile, 'allowed', data.allowed_tools)) {
            if (seen.has(d.name))
                continue;
            const other = denied.get(d.name);
            if (!other)
                continue;
            seen.add(d.name);
            report(d.field, `tool ${JSON.stringify(d.name)} is in both allowed_tools and disallowed_tools (${other.field}, line ${other.at.line}); remove it from one of them`, d.at);
        }
    },
};

// EXTERNAL MODULE: ./src/core/tools.ts
var tools = __webpack_require__(73672);
// EXTERNAL MODULE: ./src/rules/effective.ts
var effective = __webpack_require__(46462);
;// CONCATENATED MODULE: ./src/rules/unclassified-tool.ts
/**
 * `unclassified-tool` (ADR-028, SPEC §6–§7): a declared tool that nothing classifies as
 * read-only, write or trusted is denied for every profile (fail closed), and said so.
 */



const unclassifiedTool = {
    id: 'unclassified-tool',
    description: 'A declared tool has no class (read-only, write, trusted): it is denied for every permission profile (fail closed).',
    // In agentskills, tool names belong to each client: an unknown one is worth a warning, not a failure.
    defaultSeverity: (p) => (p === 'v1' ? 'error' : 'warning'),
    check({ doc, data, settings }, report) {
        // Only a tool of the data can be reported: most skills have none to report.
        if (data.allowed_tools.every((t) => (0,effective/* toolClass */.VI)(t, settings) !== undefined))
            return;
        const seen = new Set();
        for (const d of (0,tool_list/* declaredTools */.O)(doc, settings.profile, 'allowed', data.allowed_tools)) {
            if (seen.has(d.name) || (0,effective/* toolClass */.VI)(d.name, settings) !== undefined)
                continue;
            seen.add(d.name);
            const base = (0,effective/* baseTool */.gO)(d.name);
            const hint = /,$/.test(d.name) ? ' (entries are separated by spaces)' : '';
            report(d.field, `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed)${hint}; register ${JSON.stringify(base)} under \`tools\` in .skillgate.yml as one of ${tools/* TOOL_CLASSES */.Y$.join(', ')}`, d.at);
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/denied-tool.ts


/** Lists named from the config, at most 10 names a message: the config has no size limit per list. */
const SHOWN = 10;
function some(names) {
    if (names.length <= SHOWN)
        return names.join(', ');
    return `${names.slice(0, SHOWN).join(', ')}, … (${names.length - SHOWN} more)`;
}
const deniedTool = {
    id: 'denied-tool',
    description: "A declared tool is not allowed by the skill's permission profile, so it is not in effective_tools.",
    defaultSeverity: () => 'warning',
    check(input, report) {
        const { doc, data, settings } = input;
        const choice = (0,effective/* profileFor */.P5)(input);
        if (choice.kind === 'none')
            return;
        const disallowed = new Set(data.disallowed_tools);
        const seen = new Set();
        for (const d of (0,tool_list/* declaredTools */.O)(doc, settings.profile, 'allowed', data.allowed_tools)) {
            if (seen.has(d.name) || disallowed.has(d.name))
                continue;
            seen.add(d.name);
            const cls = (0,effective/* toolClass */.VI)(d.name, settings);
            // Unclassified tools are denied anyway and reported by unclassified-tool.
            if (cls === undefined || (0,effective/* choiceAllows */.cb)(choice, d.name, settings))
                continue;
            let message;
            if (choice.kind === 'unknown') {
                const known = Object.keys(settings.permissionProfiles);
                message = `tool ${JSON.stringify(d.name)} is denied: x-profile names ${JSON.stringify(choice.name)}, which is not a permission profile in the config (${known.length ? `profiles: ${some(known)}` : 'none is configured'}), so no tool is allowed (fail closed)`;
            }
            else {
                const allow = choice.profile.allow.length ? some(choice.profile.allow) : 'nothing';
                const via = choice.via === 'x-profile' ? 'named by x-profile' : `matched by paths ${some(choice.profile.paths)}`;
                message = `tool ${JSON.stringify(d.name)} (${cls}) is not allowed by permission profile ${JSON.stringify(choice.name)} (${via}; allow: ${allow}), so it is not in effective_tools; remove it, or allow it in permission_profiles.${choice.name}.allow`;
            }
            report(d.field, message, d.at);
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/description-trigger.ts
/**
 * "Use when …", "Use this skill whenever …", "Use it before …", "Use for …", "Use to …",
 * "This skill should be used when …", "Activates when …", "Trigger when …", "Trigger with
 * phrases like …", "Triggers: …" (the phrasings public skills use, from a sweep of 8,700).
 */
const TRIGGERS = [
    /\buse\b(?:\s+(?:it|this|this\s+skill|the\s+skill|me|them))?\s+(?:when|whenever|before|after|if|for|during|once|on|to|any\s*time)\b/i,
    /\b(?:should|must|can|may)\s+be\s+used\s+(?:when|whenever|before|after|if|for|during|to)\b/i,
    /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies))\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on|for|with)\b/i,
    /\b(?:trigger(?:s|ed)?|use\s+cases?|when\s+to\s+use)\s*:/i,
];
function hasTrigger(description) {
    return TRIGGERS.some((rx) => rx.test(description));
}
const descriptionTrigger = {
    id: 'description-trigger',
    description: 'The description says what the skill does and when to use it ("Use when …", "Use before …").',
    defaultSeverity: () => 'warning',
    check({ data }, report) {
        const d = data.description;
        if (d === undefined || hasTrigger(d))
            return;
        report('description', 'description does not say when to use the skill: after what it does, add a trigger such as "Use when …" or "Use before …" (ADR-028: the description is what routes a request to the skill)', data.positions.description ?? { line: 1, column: 1 });
    },
};

;// CONCATENATED MODULE: ./src/rules/index.ts





const POLICY_RULES = [toolConflict, unclassifiedTool, deniedTool, descriptionTrigger];
/** Every rule of SPEC §7, in the order of its table. */
const ALL_RULES = [...POLICY_RULES, ...OTHER_RULES];
function ruleMeta(id) {
    const meta = ALL_RULES.find((r) => r.id === id);
    if (!meta)
        throw new Error(`no rule ${id}`);
    return meta;
}
/** The severity rule `id` runs at under these settings. */
function severityOf(id, settings) {
    return ruleSeverity(ruleMeta(id), settings);
}
function runPolicyRules(input) {
    const out = [];
    for (const rule of POLICY_RULES) {
        const severity = ruleSeverity(rule, input.settings);
        if (severity === 'off')
            continue;
        rule.check(input, (field, message, at) => out.push({ field, code: rule.id, message, line: at.line, column: at.column, severity }));
    }
    return out;
}


/***/ }),

/***/ 24670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ declaredTools),
/* harmony export */   h: () => (/* binding */ splitToolList)
/* harmony export */ });
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2004);

/**
 * Splits an agentskills `allowed-tools` string. Entries are separated by whitespace
 * (the agentskills.io form) or commas (a form clients accept, `Read, Grep`), except
 * inside parentheses: `Bash(git add:*)` is one entry, kept as written.
 */
function splitToolList(text) {
    const out = [];
    let depth = 0;
    let start = -1;
    const flush = (end) => {
        if (start >= 0)
            out.push({ name: text.slice(start, end), index: start });
        start = -1;
    };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (depth === 0 && (c === ',' || /\s/.test(c))) {
            flush(i);
            continue;
        }
        if (start < 0)
            start = i;
        if (c === '(')
            depth++;
        else if (c === ')' && depth > 0)
            depth--;
    }
    flush(text.length);
    return out;
}
const startsCache = new WeakMap();
function startsOf(doc) {
    let starts = startsCache.get(doc);
    if (!starts) {
        starts = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(doc.text, doc.fences.yamlEnd + 1);
        startsCache.set(doc, starts);
    }
    return starts;
}
/** Where each part of a split string sits in the file; the value's position when not found verbatim. */
function locateParts(doc, value, names) {
    const starts = startsOf(doc);
    let cursor = (starts[value.line - 1] ?? 0) + value.column - 1;
    return names.map((name) => {
        const i = doc.text.indexOf(name, cursor);
        if (i < 0 || i + name.length > doc.fences.yamlEnd)
            return { line: value.line, column: value.column };
        cursor = i + name.length;
        return (0,_core_document_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetToPos */ .Z3)(starts, i);
    });
}
/**
 * The entries of a tool list key as the profile reads them. Only entries that made it
 * into the skill's data (`valid`) are returned, so positions line up with the data.
 */
function declaredTools(doc, profile, which, valid) {
    const ok = new Set(valid);
    const key = profile === 'agentskills' ? (which === 'allowed' ? 'allowed-tools' : '') : `${which}_tools`;
    const e = key ? (0,_core_document_js__WEBPACK_IMPORTED_MODULE_0__/* .entry */ .f_)(doc.root, key) : undefined;
    if (!e)
        return [];
    const out = [];
    const add = (node, field) => {
        if (node.kind !== 'scalar' || node.type !== 'str')
            return;
        const s = node.value;
        if (profile === 'v1') {
            if (ok.has(s))
                out.push({ name: s, field, at: { line: node.line, column: node.column } });
            return;
        }
        const parts = splitToolList(s)
            .map((p) => p.name)
            .filter((n) => ok.has(n));
        const at = locateParts(doc, node, parts);
        parts.forEach((name, i) => out.push({ name, field, at: at[i] }));
    };
    if (e.value.kind === 'seq')
        e.value.items.forEach((it, i) => add(it, `${key}[${i}]`));
    else
        add(e.value, key);
    return out;
}


/***/ }),

/***/ 90255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ MISMATCH),
/* harmony export */   $r: () => (/* binding */ verifyStrict),
/* harmony export */   A: () => (/* binding */ verifyPrechecked),
/* harmony export */   MQ: () => (/* binding */ precheck),
/* harmony export */   gD: () => (/* binding */ generateSeedHex),
/* harmony export */   lT: () => (/* binding */ signMessage),
/* harmony export */   wE: () => (/* binding */ publicKeyFromSeed)
/* harmony export */ });
/* unused harmony exports L, SMALL_ORDER_ENCODINGS, sIsNotCanonical, yIsNotCanonical, isSignatureHex, isPublicKeyHex */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _noble_ed25519__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89605);
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
/** L as 32 little-endian bytes, for a comparison without BigInt (it runs once per signature). */
const L_BYTES = Uint8Array.from(Buffer.from(L.toString(16).padStart(64, '0'), 'hex').reverse());
/** S (bytes 32..63 of a signature, little-endian) >= L. */
function sIsNotCanonical(sig) {
    for (let i = 31; i >= 0; i--) {
        const a = sig[32 + i];
        const b = L_BYTES[i];
        if (a !== b)
            return a > b;
    }
    return true; // S == L
}
/** The 32 bytes at `start` encode y >= p = 2^255 - 19 (the sign bit ignored). */
function yIsNotCanonical(bytes, start) {
    if ((bytes[start + 31] & 0x7f) !== 0x7f)
        return false;
    for (let i = 30; i >= 1; i--)
        if (bytes[start + i] !== 0xff)
            return false;
    return bytes[start] >= 0xed;
}
const keyCache = new Map();
const KEY_CACHE_LIMIT = 4096;
/** Why a (lowercase, 64-hex) public key is unacceptable, or its KeyObject. */
function checkPublicKey(hex) {
    const bytes = Buffer.from(hex, 'hex');
    if (yIsNotCanonical(bytes, 0)) {
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
 * Everything strict about a signature, without the curve arithmetic: hex shapes, the
 * public key (canonical, on the curve, outside the 8-torsion; cached per key), S < L and a
 * canonical R outside the 8-torsion. Never throws.
 */
function precheck(publicKeyHex, signatureHex) {
    const keyProblem = hexProblem('public key', publicKeyHex, 64);
    if (keyProblem)
        return { ok: false, reason: keyProblem };
    const sigProblem = hexProblem('signature', signatureHex, 128);
    if (sigProblem)
        return { ok: false, reason: sigProblem };
    const key = publicKeyHex.toLowerCase();
    const entry = publicKeyEntry(key);
    if ('reason' in entry)
        return { ok: false, reason: entry.reason };
    const sig = Buffer.from(signatureHex, 'hex');
    if (sIsNotCanonical(sig)) {
        return { ok: false, reason: 'signature S is not canonical (S >= L)' };
    }
    if (yIsNotCanonical(sig, 0)) {
        return { ok: false, reason: 'signature R is a non-canonical point encoding (y >= p)' };
    }
    if (SMALL_ORDER_ENCODINGS.has(signatureHex.slice(0, 64).toLowerCase())) {
        return { ok: false, reason: 'signature R is a small-order point' };
    }
    // Its own 64 bytes: a deferred signature is kept until the run settles, and a slice of
    // Buffer's shared pool would keep the whole 8 KB slab around it alive.
    return { key, sig: Buffer.from(new Uint8Array(sig)) };
}
/** The curve equation for a signature `precheck` accepted (node's crypto.verify). Never throws. */
function verifyPrechecked(key, sig, message) {
    const entry = publicKeyEntry(key);
    if ('reason' in entry)
        return false;
    try {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, message, entry.keyObject, sig);
    }
    catch {
        return false;
    }
}
const MISMATCH = 'signature does not match the frontmatter and body';
/**
 * Strict verification of a 64-byte message. Hex may be either case. Never throws.
 */
function verifyStrict(publicKeyHex, signatureHex, message) {
    const pre = precheck(publicKeyHex, signatureHex);
    if ('reason' in pre)
        return pre;
    return verifyPrechecked(pre.key, pre.sig, message) ? { ok: true } : { ok: false, reason: MISMATCH };
}
function seedBytes(seedHex) {
    if (typeof seedHex !== 'string' || !HEX64.test(seedHex)) {
        throw new Error('Ed25519 seed must be 64 hex characters');
    }
    return Buffer.from(seedHex, 'hex');
}
/** The key of the last seed: `sign` of many bundles uses one key (building it was ~40% of a bundle's cost). */
let lastKey;
function privateKeyFromSeed(seedHex) {
    if (lastKey?.seedHex === seedHex)
        return lastKey.key;
    const key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({
        key: Buffer.concat([PKCS8_PREFIX, seedBytes(seedHex)]),
        format: 'der',
        type: 'pkcs8',
    });
    lastKey = { seedHex, key };
    return key;
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

/***/ 20351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wy: () => (/* binding */ KeyringError),
/* harmony export */   ZU: () => (/* binding */ parseKeyring),
/* harmony export */   kk: () => (/* binding */ lookupKey)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63853);
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
/** Letters, digits, `-` and `_`: a skill id, matched as itself, with nothing to check. */
const PLAIN = /^[A-Za-z0-9_-]+$/;
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
    if (PLAIN.test(glob))
        return null;
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
        let t = index.get(key);
        if (!t)
            index.set(key, (t = { all: false, globs: [] }));
        if (e.glob === '*' || e.glob === '**')
            t.all = true;
        else
            t.globs.push(e.glob);
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
function trusts(t, skillId) {
    if (t.all)
        return true;
    t.set ??= (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_1__/* .globSet */ .x)(t.globs, MATCH_OPTIONS);
    return t.set.test(skillId);
}
/** Trust of `publicKeyHex` (either case) for `skillId`. Revocation wins over any trust line. */
function lookupKey(kr, skillId, publicKeyHex) {
    const key = publicKeyHex.toLowerCase();
    if (kr.revoked.has(key))
        return 'revoked';
    const t = indexOf(kr).get(key);
    if (t && trusts(t, skillId))
        return 'trusted';
    return 'untrusted';
}


/***/ }),

/***/ 10635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jc: () => (/* binding */ digestOfLockHash),
  $P: () => (/* binding */ frontmatterHash),
  bD: () => (/* binding */ messageOf),
  Xm: () => (/* binding */ signingMessage)
});

// UNUSED EXPORTS: bodyDigest, canonicalFrontmatter, frontmatterDigest, lockHash, lockHashOf

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/signature/jcs.ts
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
/**
 * A string as JSON.stringify writes it (which is RFC 8785's escaping for well-formed
 * strings), without calling it for the common string that needs no escape; throws NOT_FAST
 * for a string that is not well-formed.
 */
function quote(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
            if (!isWellFormed(s))
                throw NOT_FAST;
            return JSON.stringify(s);
        }
    }
    return '"' + s + '"';
}
/** Thrown by the fast path: the checked path below decides, and words the error. */
const NOT_FAST = new Error('not on the fast path');
/**
 * RFC 8785 without bookkeeping: no path, no ancestor set, no intermediate arrays. It gives
 * up (throws NOT_FAST) on anything the checked walk would refuse (cycles reach the depth
 * limit), so its output is the checked walk's whenever it returns. `skip` is a top-level key
 * left out (the frontmatter's `signature`).
 */
function fastCanonical(v, depth, skip) {
    switch (typeof v) {
        case 'string':
            return quote(v);
        case 'number':
            if (!Number.isFinite(v))
                throw NOT_FAST;
            return JSON.stringify(v);
        case 'boolean':
            return v ? 'true' : 'false';
        case 'object':
            break;
        default:
            throw NOT_FAST;
    }
    if (v === null)
        return 'null';
    if (depth >= MAX_DEPTH)
        throw NOT_FAST;
    if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++)
            out += (i === 0 ? '' : ',') + fastCanonical(v[i], depth + 1);
        return out + ']';
    }
    if (!isPlainObject(v) || Object.getOwnPropertySymbols(v).length > 0)
        throw NOT_FAST;
    const rec = v;
    const keys = Object.keys(rec).sort();
    let out = '{';
    let first = true;
    for (const k of keys) {
        if (k === skip)
            continue;
        out += (first ? '' : ',') + quote(k) + ':' + fastCanonical(rec[k], depth + 1);
        first = false;
    }
    return out + '}';
}
/**
 * RFC 8785 of a plain object without its top-level key `skip` (the frontmatter's
 * `signature`), without copying it. Throws CanonicalError as `canonicalize` does.
 */
function canonicalizeWithout(value, skip) {
    try {
        return fastCanonical(value, 0, skip);
    }
    catch (e) {
        if (e !== NOT_FAST)
            throw e;
    }
    const rest = Object.create(null);
    for (const k of Object.keys(value))
        if (k !== skip)
            rest[k] = value[k];
    return checkedCanonical(rest);
}
/** Serialize `value` per RFC 8785. Throws CanonicalError for values with no canonical form. */
function canonicalize(value) {
    try {
        return fastCanonical(value, 0);
    }
    catch (e) {
        if (e !== NOT_FAST)
            throw e;
    }
    return checkedCanonical(value);
}
/** The walk that keeps its path, so that a value with no canonical form is named exactly. */
function checkedCanonical(value) {
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

// EXTERNAL MODULE: ./src/core/document.ts + 1 modules
var core_document = __webpack_require__(2004);
;// CONCATENATED MODULE: ./src/signature/message.ts
/**
 * The signed message and the lockfile hash (SPEC §3, §4).
 *
 * message = SHA-256(UTF-8(canonical frontmatter)) || SHA-256(UTF-8(canonical body))
 */



/** JCS of the frontmatter mapping without its top-level `signature` key. */
function canonicalFrontmatter(fm) {
    if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) {
        // Not a mapping: let canonicalize serialize it or say why it cannot.
        return canonicalize(fm);
    }
    const proto = Object.getPrototypeOf(fm);
    if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(fm).length > 0) {
        return canonicalize(fm); // throws: no canonical form
    }
    return canonicalizeWithout(fm, 'signature');
}
/** One-shot `crypto.hash` (Node 20.12+, ~40% cheaper for short inputs), else createHash. */
const oneShot = typeof external_node_crypto_.hash === 'function' ? external_node_crypto_.hash : undefined;
function sha256(text) {
    return oneShot ? oneShot('sha256', text, 'buffer') : external_node_crypto_.createHash('sha256').update(text, 'utf8').digest();
}
/** SHA-256 of UTF-8 `text`, as base64. */
function sha256Base64(text) {
    return oneShot
        ? oneShot('sha256', text, 'base64')
        : external_node_crypto_.createHash('sha256').update(text, 'utf8').digest('base64');
}
/** SHA-256 of the UTF-8 canonical frontmatter. */
function frontmatterDigest(fm) {
    return sha256(canonicalFrontmatter(fm));
}
/** The lockfile's `frontmatter` value: `sha256-` + base64 of the frontmatter digest. */
function lockHash(fm) {
    return lockHashOf(frontmatterDigest(fm));
}
/** SHA-256 of the UTF-8 canonical body. */
function bodyDigest(body) {
    return sha256(canonicalBody(body));
}
/** The 64 bytes that Ed25519 signs. */
function signingMessage(fm, body) {
    return messageOf(frontmatterDigest(fm), body);
}
/** The signed message from a frontmatter digest already computed (for the lock hash). */
function messageOf(fmDigest, body) {
    const out = new Uint8Array(64);
    out.set(fmDigest, 0);
    out.set(bodyDigest(body), 32);
    return out;
}
/** The lockfile's `frontmatter` value from a frontmatter digest. */
function lockHashOf(fmDigest) {
    return 'sha256-' + Buffer.from(fmDigest.buffer, fmDigest.byteOffset, fmDigest.byteLength).toString('base64');
}
/**
 * The lockfile's `frontmatter` value straight from a parsed root, or undefined when the
 * frontmatter has no canonical form. The same bytes as lockHashOf(frontmatterDigest(
 * toValue(root))), without the value tree or the canonical text built in pieces: a copy
 * with its keys in RFC 8785 order, which JSON.stringify then writes as RFC 8785 does
 * (for well-formed strings, finite numbers and keys that are not array indices; anything
 * else takes the general path).
 */
function frontmatterHash(root) {
    const sorted = sortedCopy(root, true);
    try {
        const text = sorted !== NOT_PLAIN ? JSON.stringify(sorted) : canonicalFrontmatter((0,core_document/* toValue */.BA)(root));
        return 'sha256-' + sha256Base64(text);
    }
    catch (e) {
        if (e instanceof CanonicalError)
            return undefined;
        throw e;
    }
}
/** The SHA-256 digest a lock hash holds (the first half of the signed message). */
function digestOfLockHash(hash) {
    return new Uint8Array(Buffer.from(hash.slice('sha256-'.length), 'base64'));
}
const NOT_PLAIN = Symbol('not plain');
const byKey = (a, b) => a.key.value < b.key.value ? -1 : a.key.value > b.key.value ? 1 : 0;
/**
 * toValue(node) with every mapping's keys inserted in code-unit order, which is the order
 * JSON.stringify writes them in, unless a key is an array index (V8 lists those first):
 * such a key, a key `__proto__`, a non-finite number or a string that is not well-formed
 * Unicode gives NOT_PLAIN.
 */
function sortedCopy(node, top = false) {
    if (node.kind === 'scalar') {
        const v = node.value;
        if (typeof v === 'string')
            return v.isWellFormed() ? v : NOT_PLAIN;
        if (typeof v === 'number' && !Number.isFinite(v))
            return NOT_PLAIN;
        return v;
    }
    if (node.kind === 'seq') {
        const out = new Array(node.items.length);
        for (let i = 0; i < out.length; i++) {
            const v = sortedCopy(node.items[i]);
            if (v === NOT_PLAIN)
                return NOT_PLAIN;
            out[i] = v;
        }
        return out;
    }
    const entries = node.entries.slice().sort(byKey);
    const out = {};
    for (let i = 0; i < entries.length; i++) {
        const k = entries[i].key.value;
        if (top && k === 'signature')
            continue;
        const c = k.charCodeAt(0);
        if ((c >= 0x30 && c <= 0x39) || k === '__proto__' || !k.isWellFormed())
            return NOT_PLAIN;
        const v = sortedCopy(entries[i].value);
        if (v === NOT_PLAIN)
            return NOT_PLAIN;
        out[k] = v;
    }
    return out;
}


/***/ })

};
