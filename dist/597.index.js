export const id = 597;
export const ids = [597];
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
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __webpack_require__(87188);
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
                rule('unknown-field', k, unknownFieldMessage(k, value), pair.key);
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
/** Why a name breaks the agentskills.io rules (every way it does), or null. */
function nameProblem(name) {
    if (name.length === 0)
        return 'it is empty';
    const problems = [];
    const n = codePoints(name);
    if (n > NAME_MAX)
        problems.push(`it has ${n} characters; the limit is ${NAME_MAX}`);
    const upper = [...new Set([...name].filter((c) => c >= 'A' && c <= 'Z'))];
    if (upper.length)
        problems.push(`it contains the uppercase letter${upper.length > 1 ? 's' : ''} ${upper
            .slice(0, 3)
            .map((c) => JSON.stringify(c))
            .join(', ')}${upper.length > 3 ? ', …' : ''}; names are lowercase`);
    const foreign = [...name].find((c) => !/[a-zA-Z0-9-]/.test(c));
    if (foreign !== undefined)
        problems.push(`it contains ${JSON.stringify(foreign)} (${hex(foreign)}): only ASCII a-z, 0-9 and "-" are allowed, so no look-alike character can pass for another skill's name`);
    if (name.startsWith('-') || name.endsWith('-'))
        problems.push('it starts or ends with a hyphen');
    if (name.includes('--'))
        problems.push('it contains a double hyphen "--"');
    return problems.length ? problems.join('; ') : null;
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
const DENY_LIST = 'agentskills.io has no deny-list: a tool that `allowed-tools` does not name is not pre-approved (keep client-specific data under `metadata`, or prefix your own keys with `x-`)';
const KEY_HINTS = {
    id: 'the identity here is `name`',
    allowed_tools: 'the agentskills.io key is `allowed-tools`, a space-separated string',
    tags: 'put it under `metadata` as a string',
    author: 'put it under `metadata` (metadata.author)',
    // Not "did you mean allowed-tools": that would turn a deny-list into an allow-list.
    'disallowed-tools': DENY_LIST,
    disallowed_tools: DENY_LIST,
};
/** The file's own version, as `metadata.version` would hold it (a string), for the hint. */
function versionHint(value) {
    const text = value.kind === 'scalar' && value.value !== null && value.value !== ''
        ? (value.source ?? String(value.value))
        : undefined;
    return text !== undefined && text.length <= 40
        ? `put it under \`metadata\` (metadata.version: ${JSON.stringify(text)}), where skillgate reads it`
        : 'put it under `metadata` as a string (metadata.version: "1.0.0", say), where skillgate reads it';
}
function unknownFieldMessage(k, value) {
    // Own keys only: `toString` must not find Object.prototype's function.
    const hint = k === 'version'
        ? versionHint(value)
        : Object.hasOwn(KEY_HINTS, k)
            ? KEY_HINTS[k]
            : // Any spelling of a deny-list (disallowedTools, Disallowed-Tools, deny-tools, …).
                /dis+al+ow|deny|block|forbid/.test(k.toLowerCase())
                    ? DENY_LIST
                    : undefined;
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
function checkTree(results, tree, key = 'id', 
/** Links to another checked file, kept for their own findings: no copies of it. */
links) {
    const byId = new Map();
    const add = (r) => {
        const id = r.data?.id;
        if (!id || links?.has(r))
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

/***/ 26597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hP: () => (/* binding */ MAX_LOCKFILE_BYTES),
  f2: () => (/* binding */ byPath),
  K7: () => (/* binding */ checkAll),
  vH: () => (/* binding */ checkFile),
  BT: () => (/* binding */ contextFor),
  UL: () => (/* binding */ drift),
  Or: () => (/* binding */ loadKeyring),
  tB: () => (/* binding */ now),
  mF: () => (/* binding */ readLock),
  QH: () => (/* binding */ resolveIn),
  ml: () => (/* binding */ snapshots),
  yP: () => (/* binding */ startSidecar)
});

// UNUSED EXPORTS: MAX_KEYRING_BYTES, snapshotOf

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(81400);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __webpack_require__(87188);
// EXTERNAL MODULE: ./src/core/engine.ts + 3 modules
var engine = __webpack_require__(18830);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var keyring = __webpack_require__(20351);
// EXTERNAL MODULE: ./src/scan/read.ts
var scan_read = __webpack_require__(36381);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
// EXTERNAL MODULE: ./src/rules/index.ts + 5 modules
var rules = __webpack_require__(39939);
;// CONCATENATED MODULE: ./src/rules/tree.ts




/** What a run may spend on did-you-means for missing targets (see SuggestBudget). */
const SUGGEST_BUDGET = 50_000_000;
/**
 * A deprecated stub (ADR-028) points at the skill that replaces it with
 * `x-deprecated-by: <id>`; the target must exist in the tree. `moreIds` is asked only
 * when a target is not among `results` (e.g. pre-commit passed just the staged files):
 * it lists the ids of the whole tree.
 */
function runTreeRules(results, settings, moreIds) {
    const severity = (0,rules/* severityOf */.xJ)('deprecated-by', settings);
    if (severity === 'off')
        return;
    const ids = new Set(results.map((r) => r.data?.id).filter((x) => !!x));
    const idField = settings.profile === 'agentskills' ? 'name' : 'id';
    // The whole tree's ids, asked once; and one did-you-mean per missing target. (Per file,
    // 10,000 stubs naming missing targets cost 10,000 sets and 10^8 edit distances.)
    let all;
    const allIds = () => (all ??= moreIds ? new Set([...ids, ...moreIds()]) : ids);
    const hints = new Map();
    // Past the run's budget (hostile trees of many missing targets, however short), a near
    // miss is no longer worth the search: each one costs a table and a fixed cost per id.
    const budget = { left: SUGGEST_BUDGET };
    let idList;
    const hintFor = (target) => {
        let hint = hints.get(target);
        if (hint === undefined) {
            hint = (0,suggest/* didYouMeanWithin */.zo)(target, (idList ??= [...allIds()]), budget);
            hints.set(target, hint);
        }
        return hint;
    };
    for (const r of results) {
        const d = r.data;
        if (!d || !Object.prototype.hasOwnProperty.call(d.x_extensions, 'x-deprecated-by'))
            continue;
        const target = d.x_extensions['x-deprecated-by'];
        const at = d.positions['x-deprecated-by'] ?? { line: 1, column: 1 };
        let message;
        if (typeof target !== 'string' || !target)
            message = `x-deprecated-by must be the ${idField} of the skill that replaces this one; got ${target === '' ? 'an empty string' : JSON.stringify(target ?? null)}`;
        else if (target === d.id)
            message = `x-deprecated-by names this skill itself (${JSON.stringify(target)}); name the skill that replaces it`;
        else if (!ids.has(target) && !allIds().has(target)) {
            message = `x-deprecated-by names ${JSON.stringify(target)}, but no skill with that ${idField} is in the tree${hintFor(target)}`;
        }
        if (!message)
            continue;
        r.findings.push({
            field: 'x-deprecated-by',
            code: 'deprecated-by',
            message,
            line: at.line,
            column: at.column,
            severity,
        });
        r.findings = (0,engine/* orderFindings */.$t)(r.findings);
        r.outcome = (0,diagnostic/* outcomeOf */.sG)(r.findings);
    }
}

// EXTERNAL MODULE: ./src/lock/lockfile.ts
var lockfile = __webpack_require__(58606);
// EXTERNAL MODULE: ./src/lock/diff.ts
var diff = __webpack_require__(18300);
// EXTERNAL MODULE: ./src/lock/positions.ts
var positions = __webpack_require__(33535);
// EXTERNAL MODULE: ./src/scan/files.ts
var scan_files = __webpack_require__(85438);
// EXTERNAL MODULE: ./src/core/pool.ts
var pool = __webpack_require__(46021);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/signature/ed25519.ts
var ed25519 = __webpack_require__(90255);
;// CONCATENATED MODULE: ./src/core/sidecar.ts
/**
 * The second core's share of a large run, without a second copy of the checker (issues #3, #7).
 *
 * Two costs of a run need nothing of the checker's code: reading the files (open, fstat,
 * read, close: ~25 µs of system calls each) and the curve arithmetic of Ed25519
 * verification (~0.11 ms native). A sidecar is a tiny worker thread, an eval'd script that
 * loads only node:fs and node:crypto (it starts in ~20 ms: no bundle to load, no JIT to
 * warm up), that reads the files a little ahead of this thread and verifies the signatures
 * this thread hands it, while this thread parses and checks.
 *
 * It never decides anything, and nothing depends on it: every unit of work (a chunk of
 * files to read, a batch of signatures to verify) has a claim slot in shared memory, taken
 * by exactly one thread with a compare-and-swap. This thread does whatever the sidecar has
 * not claimed when it needs it, so a sidecar that starts late, fails or stalls only means
 * this thread does the work, as it would without one. A file the sidecar cannot read
 * cleanly (an error, not a regular file, too large) is read again here, by
 * scan/read.ts, which words the error. Verdicts come from the same `crypto.verify` either
 * way, after every strict check (ed25519.ts `precheck`) ran here.
 */




/** How long to wait for a git listing the sidecar started (git itself may take a while). */
const GIT_STALL_MS = 60_000;
/** Below this many files the sidecar would not be up before the run is over. */
const SIDECAR_MIN_FILES = 256;
/** Files per read chunk, and how many chunks the sidecar may read ahead of this thread. */
const CHUNK = 64;
const AHEAD = 6;
/** The ring the sidecar reads files into: a slot of this many bytes per chunk in flight. */
const SLOTS = AHEAD + 2;
const SLOT_BYTES = 1024 * 1024;
/** Signatures per verification batch. */
const BATCH = 16;
const MAX_BATCHES = 1 << 14;
/** How long this thread waits for a silent sidecar before it does the work itself. */
const STALL_MS = 5_000;
// Shared Int32 slots.
const POS = 0; // the chunk this thread is at
const ANSWERS = 1; // messages the sidecar posted
const STOP = 2; // set when the run is over
const GIT = 3; // 1 once the sidecar started the git listing it was given
const HEADER = 4;
// Claim slots: 0 free, 1 the sidecar's, 2 this thread's; 3 a chunk the sidecar has read into
// the ring. Read chunks first, then batches.
const WORKER_SOURCE = `
'use strict';
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createPublicKey, verify } = require('node:crypto');
const { port, shared, paths, chunk, nChunks, maxBytes, ahead, debug, git, ring, spanRing, slots, slotBytes } = workerData;
if (debug === 'crash') throw new Error('SKILLGATE_SIDECAR_DEBUG=crash');
const S = new Int32Array(shared);
const POS = ${POS}, ANSWERS = ${ANSWERS}, STOP = ${STOP}, GIT = ${GIT}, HEADER = ${HEADER};
const answered = () => { Atomics.add(S, ANSWERS, 1); Atomics.notify(S, ANSWERS); };

// The git listing runs in its own process, started first and collected by the event loop
// between chunks (the loop below yields to it), so that its output is there as soon as the
// main thread is done with the tracked files. A failure posts null: the main thread then
// runs git itself, for the error message.
if (git && debug !== 'stall') {
  Atomics.store(S, GIT, 1);
  let posted = false;
  const post = (out) => {
    if (posted) return;
    posted = true;
    port.postMessage({ g: out });
    answered();
  };
  try {
    const child = require('node:child_process').spawn('git', git.args, {
      cwd: git.cwd,
      env: git.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parts = [];
    // Anything on stderr (a directory git could not open, say) sends the listing to the main
    // thread, which runs git again and reads its warnings.
    let warned = false;
    child.stdout.on('data', (d) => parts.push(d));
    child.stderr.on('data', () => { warned = true; });
    child.on('error', () => post(null));
    child.on('close', (code) => post(code === 0 && !warned ? Buffer.concat(parts).toString('utf8') : null));
  } catch {
    post(null);
  }
}
// O_NOFOLLOW: a symlinked SKILL.md is left to the main thread, which reads it only when
// it stays inside the scanned tree (scan/read.ts).
const RO = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK || 0) | (fs.constants.O_NOFOLLOW || 0);
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
const RING = Buffer.from(ring);
const SPANS = new Int32Array(spanRing);

// Reads a file into the ring at base + at; -1 when the main thread must read it (an error,
// not a regular file, too large, or no room left in this chunk's slot).
function readInto(file, base, at) {
  let fd = -1;
  try {
    fd = fs.openSync(file, RO);
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes || at + st.size > slotBytes) return -1;
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, RING, base + at + off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return off;
  } catch {
    return -1;
  } finally {
    if (fd >= 0) try { fs.closeSync(fd); } catch {}
  }
}

// Chunk c goes to ring slot c % slots: the main thread is never more than \`ahead\` (< slots - 1)
// chunks behind, so a slot is rewritten only once it is done with it.
function readChunk(c) {
  if (debug === 'stall') return;
  const from = c * chunk, to = Math.min(paths.length, from + chunk);
  const slot = c % slots, base = slot * slotBytes, sp = slot * chunk * 2;
  let at = 0;
  for (let i = from; i < to; i++) {
    const n = readInto(paths[i], base, at);
    SPANS[sp + (i - from) * 2] = at;
    SPANS[sp + (i - from) * 2 + 1] = n;
    if (n > 0) at += n;
  }
  Atomics.store(S, HEADER + c, 3);
  Atomics.notify(S, HEADER + c);
}

function verifyBatch(m) {
  if (Atomics.compareExchange(S, HEADER + nChunks + m.b, 0, 1) !== 0 || debug === 'stall') return;
  const n = m.keys.length;
  const ok = new Uint8Array(n);
  const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
  for (let i = 0; i < n; i++) {
    try {
      let k = keys.get(m.keys[i]);
      if (k === undefined) {
        k = createPublicKey({ key: Buffer.concat([SPKI, Buffer.from(m.keys[i], 'hex')]), format: 'der', type: 'spki' });
        keys.set(m.keys[i], k);
      }
      ok[i] = verify(null, data.subarray(i * 128 + 64, i * 128 + 128), k, data.subarray(i * 128, i * 128 + 64)) ? 1 : 0;
    } catch {
      ok[i] = 2;
    }
  }
  port.postMessage({ b: m.b, ok }, [ok.buffer]);
  answered();
}

// Reading ahead comes first (the main thread needs the files in order, the verdicts only at
// the end); one batch of signatures at a time in between, so reading never falls behind.
// Each turn does a few steps and yields to the event loop (git's output arrives there).
let next = 0;
function pump() {
  for (let steps = 0; steps < 8; steps++) {
    if (next >= nChunks || Atomics.load(S, STOP)) {
      for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) verifyBatch(m.message);
      port.on('message', verifyBatch);
      return;
    }
    const at = Atomics.load(S, POS);
    if (next < at) { next = at; continue; }
    if (next > at + ahead) {
      const m = receiveMessageOnPort(port);
      if (m) verifyBatch(m.message);
      else Atomics.wait(S, POS, at, 2);
      continue;
    }
    if (Atomics.compareExchange(S, HEADER + next, 0, 1) === 0) readChunk(next);
    next++;
  }
  setImmediate(pump);
}
pump();
`;
/**
 * One run's sidecar. `Sidecar.for(files)` starts one when the run is large enough and a
 * second core exists (SKILLGATE_THREADS=1 turns it off); else every method does the work here.
 */
class Sidecar {
    files;
    debug;
    git;
    worker;
    port;
    shared;
    failed = false;
    started = false;
    nChunks;
    cur = -1;
    /** True when the sidecar read the current chunk into the ring. */
    curReady = false;
    ring;
    spans;
    batches = [];
    open = [];
    /** Chunks the sidecar read and batches it verified, of how many (SKILLGATE_POOL_DEBUG=trace). */
    stats = { chunks: 0, batches: 0, waits: 0, waitedMs: 0 };
    /** One line for SKILLGATE_POOL_DEBUG=trace. */
    trace() {
        return (`skillgate: sidecar: ${this.started ? 'started' : 'not started'}, ` +
            `${this.stats.chunks} of ${this.nChunks} chunks read there, ` +
            `${this.stats.batches} of ${this.batches.length} signature batches verified there, ` +
            `${this.git ? `untracked files listed ${this.gitText ? 'there' : 'here'}, ` : ''}` +
            `${this.stats.waits} waits for it (${this.stats.waitedMs.toFixed(1)} ms)\n`);
    }
    stallMs;
    /** Tests: this thread claims nothing and waits for the sidecar (which may never answer). */
    leaveAll;
    /** git's output for the listing handed over: undefined while pending, null when it failed. */
    gitText;
    constructor(files, threaded, debug, git) {
        this.files = files;
        this.debug = debug;
        this.git = git;
        this.nChunks = Math.ceil(files.length / CHUNK);
        // `first` waits as long as a loaded CI machine may take to start a thread.
        this.stallMs = debug === 'stall' ? 300 : debug === 'first' ? 60_000 : STALL_MS;
        this.leaveAll = debug === 'first' || debug === 'stall';
        if (threaded)
            this.start();
    }
    /** True when `Sidecar.for` would start one for `n` files. */
    static wanted(n, env = process.env) {
        return n >= SIDECAR_MIN_FILES && env.SKILLGATE_THREADS !== '1' && (0,external_node_os_.availableParallelism)() >= 2;
    }
    /** `git`: a listing for the sidecar to run (in its own process) while this thread checks. */
    static for(files, env = process.env, git) {
        const debug = env.SKILLGATE_SIDECAR_DEBUG;
        return new Sidecar(files, Sidecar.wanted(files.length, env), debug, git);
    }
    get threaded() {
        return this.worker !== undefined && !this.failed;
    }
    start() {
        try {
            const { port1, port2 } = new external_node_worker_threads_.MessageChannel();
            const shared = new SharedArrayBuffer(4 * (HEADER + this.nChunks + MAX_BATCHES));
            // Allocated here, once: no buffer per chunk made on the sidecar and freed on this thread.
            const ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
            const spanRing = new SharedArrayBuffer(4 * SLOTS * CHUNK * 2);
            this.worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
                eval: true,
                workerData: {
                    port: port2,
                    shared,
                    paths: this.files.map((f) => f.abs),
                    chunk: CHUNK,
                    nChunks: this.nChunks,
                    maxBytes: core_document/* MAX_FILE_BYTES */.gZ,
                    ahead: AHEAD,
                    debug: this.debug,
                    git: this.git,
                    ring,
                    spanRing,
                    slots: SLOTS,
                    slotBytes: SLOT_BYTES,
                },
                transferList: [port2],
                stdout: true,
                stderr: true,
                resourceLimits: { maxYoungGenerationSizeMb: 4 },
            });
            this.worker.unref();
            this.worker.on('error', () => {
                this.failed = true;
            });
            this.port = port1;
            this.shared = new Int32Array(shared);
            this.ring = new Uint8Array(ring);
            this.spans = new Int32Array(spanRing);
            this.started = true;
        }
        catch {
            this.failed = true;
            this.worker = undefined;
        }
    }
    /**
     * File `i`'s bytes when the sidecar read them, valid until this thread asks for a file of
     * another chunk; undefined: read it here (scan/read.ts).
     */
    bytesOf(i) {
        const c = (i / CHUNK) | 0;
        if (c !== this.cur) {
            this.cur = c;
            this.curReady = this.chunk(c);
            if (this.curReady)
                this.stats.chunks++;
        }
        if (!this.curReady)
            return undefined;
        const slot = c % SLOTS;
        const k = slot * CHUNK * 2 + (i - c * CHUNK) * 2;
        const len = this.spans[k + 1];
        if (len < 0)
            return undefined;
        const start = slot * SLOT_BYTES + this.spans[k];
        // A view into the ring, no copy: its slot is rewritten only after this thread has moved
        // two chunks on, and checkBytes keeps nothing of the bytes (it decodes them to text).
        return this.ring.subarray(start, start + len);
    }
    /** True when the sidecar read chunk `c` into the ring; false: this thread reads it. */
    chunk(c) {
        const s = this.shared;
        if (!s || this.failed)
            return false;
        Atomics.store(s, POS, c);
        Atomics.notify(s, POS);
        // Ours to read unless the sidecar took it (or, in tests, must take it).
        if (!this.leaveAll && Atomics.compareExchange(s, HEADER + c, 0, 2) === 0)
            return false;
        for (;;) {
            const v = Atomics.load(s, HEADER + c);
            if (v === 3)
                return true;
            if (v === 2 || this.failed)
                return false;
            const t0 = performance.now();
            const waited = Atomics.wait(s, HEADER + c, v, this.stallMs);
            this.stats.waits++;
            this.stats.waitedMs += performance.now() - t0;
            if (waited === 'timed-out' && Atomics.load(s, HEADER + c) === v) {
                this.failed = true;
                return false;
            }
        }
    }
    /** Waits for what `get` finds among the sidecar's answers; undefined when it went silent. */
    await(get, stallMs = this.stallMs) {
        const s = this.shared;
        let answers = Atomics.load(s, ANSWERS);
        for (;;) {
            this.drain();
            const got = get();
            if (got !== undefined)
                return got;
            if (this.failed)
                return undefined;
            const t0 = performance.now();
            const waited = Atomics.wait(s, ANSWERS, answers, stallMs);
            this.stats.waits++;
            this.stats.waitedMs += performance.now() - t0;
            if (waited === 'timed-out' && Atomics.load(s, ANSWERS) === answers) {
                this.failed = true;
                return undefined;
            }
            answers = Atomics.load(s, ANSWERS);
        }
    }
    drain() {
        if (!this.port)
            return;
        for (let m = (0,external_node_worker_threads_.receiveMessageOnPort)(this.port); m; m = (0,external_node_worker_threads_.receiveMessageOnPort)(this.port)) {
            const msg = m.message;
            if (msg.g !== undefined) {
                this.gitText = msg.g;
                continue;
            }
            const batch = this.batches[msg.b];
            if (!batch || batch.settled)
                continue;
            batch.settled = true;
            this.stats.batches++;
            batch.items.forEach((d, i) => 
            // 2: the sidecar could not run the check (never expected): decide it here.
            d.done(msg.ok[i] === 2 ? (0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message) : msg.ok[i] === 1));
        }
    }
    /**
     * The output of the git listing handed to `Sidecar.for`, once it is done; undefined when
     * the sidecar did not run it or it failed (the caller then runs git itself, for the error).
     */
    gitOutput() {
        const s = this.shared;
        if (!this.git || !s || this.failed || Atomics.load(s, GIT) !== 1)
            return undefined;
        const text = this.await(() => this.gitText, GIT_STALL_MS);
        return text ?? undefined;
    }
    /** Hands over a signature's curve check; its verdict arrives by `settle()` at the latest. */
    submit(d) {
        if (!this.threaded) {
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
            return;
        }
        this.open.push(d);
        if (this.open.length >= BATCH)
            this.flush();
    }
    flush() {
        while (this.open.length > 0 && this.batches.length < MAX_BATCHES) {
            const items = this.open.splice(0, BATCH);
            const b = this.batches.length;
            this.batches.push({ items, settled: false });
            const data = new Uint8Array(items.length * 128);
            items.forEach((d, i) => {
                data.set(d.sig, i * 128);
                data.set(d.message, i * 128 + 64);
            });
            try {
                this.port.postMessage({ b, keys: items.map((d) => d.key), data }, [data.buffer]);
            }
            catch {
                this.failed = true;
            }
        }
    }
    /** Every verdict delivered (each `done` called) and the sidecar stopped when this returns. */
    settle() {
        const s = this.shared;
        if (s && !this.failed)
            this.flush();
        for (const d of this.open)
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
        this.open = [];
        const base = HEADER + this.nChunks;
        // Batches the sidecar has not claimed: here, now (the claim keeps it off them).
        for (let b = 0; b < this.batches.length; b++) {
            if (this.batches[b].settled)
                continue;
            if (!s || this.failed)
                this.runHere(b);
            else if (!this.leaveAll && Atomics.compareExchange(s, base + b, 0, 2) === 0)
                this.runHere(b);
        }
        // The rest is the sidecar's: take its answers, or do them here if it went silent.
        const pending = () => (this.batches.some((x) => !x.settled) ? undefined : true);
        if (s && pending() === undefined && this.await(pending) === undefined) {
            for (let b = 0; b < this.batches.length; b++)
                if (!this.batches[b].settled)
                    this.runHere(b);
        }
        this.stop();
    }
    runHere(b) {
        const batch = this.batches[b];
        batch.settled = true;
        for (const d of batch.items)
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
    }
    /** Stops the sidecar (settle() does, once every verdict is in; a run that ends early, at once). */
    stop() {
        if (this.shared) {
            Atomics.store(this.shared, STOP, 1);
            Atomics.notify(this.shared, POS);
        }
        this.port?.close();
        if (this.worker)
            void this.worker.terminate();
        this.worker = undefined;
        this.port = undefined;
    }
}

// EXTERNAL MODULE: ./src/telemetry/index.ts
var telemetry = __webpack_require__(47327);
;// CONCATENATED MODULE: ./src/core/run.ts
/**
 * The pipeline shared by `validate`, `lock` and the Action: settings, keyring, files,
 * per-file checks, tree checks and drift. Returns data; the callers print.
 */
















/** Resolves a settings path: absolute as is, else relative to the repository root. */
function resolveIn(settings, p) {
    return external_node_path_default().isAbsolute(p) ? p : external_node_path_default().join(settings.root, p);
}
/**
 * Loads the keyring: the one a flag or config names (it must exist), else the default one
 * when it exists. Local mode reads it too, for its revocations (SPEC §3).
 */
function loadKeyring(settings, text) {
    const file = resolveIn(settings, settings.trustedKeys);
    if (text === undefined) {
        try {
            text = (0,scan_read/* readBounded */.CB)(file, MAX_KEYRING_BYTES, settings.trustedKeysExplicit).toString('utf8');
        }
        catch (e) {
            const code = e.code;
            if (!settings.trustedKeysExplicit && code === 'ENOENT')
                return { note: `no keyring at ${settings.trustedKeys}` };
            throw new diagnostic/* UsageError */.eb(`cannot read trusted keyring ${settings.trustedKeys}: ${code === 'ENOENT' ? 'no such file' : e.message}`);
        }
    }
    try {
        return { keyring: (0,keyring/* parseKeyring */.ZU)(text, settings.trustedKeys) };
    }
    catch (e) {
        if (e instanceof keyring/* KeyringError */.Wy)
            throw new diagnostic/* UsageError */.eb(`invalid trusted keyring: ${e.message}`);
        throw e;
    }
}
function checkFile(ref, ctx) {
    const read = (0,scan_read/* readSkillFile */.eQ)(ref.abs, ref.fence);
    if (!read.ok) {
        if (ref.listed && read.code === 'ENOENT' && !exists(ref.abs)) {
            return { path: ref.rel, outcome: 'ok', findings: [], duration_ms: 0, parsed: false, gone: true };
        }
        if (read.tooLarge !== undefined)
            return tooLarge(ref, read.tooLarge);
        return (0,engine/* unreadable */.O$)(ref, read.reason);
    }
    return (0,engine/* checkBytes */.Ac)(read.bytes, ref, ctx);
}
function tooLarge(ref, size) {
    return {
        path: ref.rel,
        outcome: 'parse_err',
        findings: [
            {
                field: '',
                code: 'FileTooLarge',
                message: `file is ${size} bytes; the limit is 1048576 bytes (1 MiB)`,
                line: 1,
                column: 1,
                severity: 'error',
            },
        ],
        duration_ms: 0,
        parsed: false,
    };
}
/** True when there is a directory entry at `abs` (a dangling symlink counts). */
function exists(abs) {
    try {
        (0,external_node_fs_.lstatSync)(abs);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Every file, then the cross-file checks. Large sets are spread over all cores (pool.ts);
 * a small one never pays for a thread. Telemetry records the final outcomes, unless
 * `record: false` (a second pass over the tree, for the lock check only, is not a validation
 * the report shows).
 */
/**
 * Starts a run's sidecar (sidecar.ts) before the caller's other work, such as reading the
 * lockfile, so that the first files are read and git's untracked listing is under way
 * meanwhile; checkAll takes it over (`opts.sidecar`). Undefined when checkAll would not
 * use one (a run too small, one thread, or a pool that SKILLGATE_THREADS forces).
 */
function startSidecar(collected, settings) {
    // No sidecar: checkAll lists the untracked files itself. Not here: the caller reads the
    // lock next, and a bad lockfile's error must come before a failing git listing's.
    if (poolForced(collected.files.length) || !Sidecar.wanted(collected.files.length))
        return undefined;
    return sidecarFor(collected, settings);
}
/** True when SKILLGATE_THREADS asks for a pool that `n` files would use. */
function poolForced(n) {
    return (0,pool/* threadsFor */.vd)(n) > 1 && (0,pool/* forcedThreads */.h2)() !== undefined;
}
/** The run's sidecar, given git's untracked listing to run when the scan left it pending. */
function sidecarFor(collected, settings) {
    const git = collected.untracked ? { cwd: settings.root, args: [...scan_files/* UNTRACKED_ARGS */.Mb], env: (0,scan_files/* gitEnv */.gE)() } : undefined;
    return Sidecar.for(collected.files, process.env, git);
}
function checkAll(collected, ctx, moreIds, opts = {}) {
    // Measured on 2 cores (docs/performance.md), the sidecar, which takes the reading, the
    // signatures and the untracked listing to the other core, beats a second checker thread
    // (pool.ts) at 10,000 and at 50,000 files: the pool runs only when SKILLGATE_THREADS asks.
    const pooled = () => !opts.sidecar && poolForced(collected.files.length);
    // A repository scan's untracked files: listed by git on the sidecar while the tracked ones
    // are checked, or here and now when there is no sidecar.
    if (!opts.sidecar && collected.untracked && (pooled() || !Sidecar.wanted(collected.files.length))) {
        (0,scan_files/* completeUntracked */.B4)(collected, ctx.settings);
    }
    const files = collected.files;
    let checked = pooled() ? (0,pool/* checkInPool */.qr)(files, ctx, (0,pool/* threadsFor */.vd)(files.length), (f) => checkFile(f, ctx)) : undefined;
    if (!checked) {
        // The sidecar reads ahead and verifies signatures on the other core (sidecar.ts).
        const sidecar = opts.sidecar ?? sidecarFor(collected, ctx.settings);
        const here = { ...ctx, verifier: sidecar };
        checked = { results: new Array(files.length), starts: new Array(files.length) };
        try {
            for (let i = 0; i < files.length; i++) {
                checked.starts[i] = (0,telemetry/* epochMs */.e9)();
                const bytes = sidecar.bytesOf(i);
                checked.results[i] = bytes ? (0,engine/* checkBytes */.Ac)(bytes, files[i], here) : checkFile(files[i], here);
            }
            if (collected.untracked) {
                for (const f of (0,scan_files/* completeUntracked */.B4)(collected, ctx.settings, sidecar.gitOutput())) {
                    checked.starts.push((0,telemetry/* epochMs */.e9)());
                    checked.results.push(checkFile(f, here));
                }
            }
        }
        finally {
            sidecar.settle();
        }
        if ((process.env.SKILLGATE_POOL_DEBUG ?? '').includes('trace'))
            process.stderr.write(sidecar.trace());
    }
    let { results, starts } = checked;
    if (ctx.settings.inGit && results.some((r) => r.gone)) {
        // Left out by a sparse checkout: checked as the index holds it (skillsFromIndex).
        const blobs = (0,scan_files/* skillsFromIndex */.jl)(ctx.settings.root, results.filter((r) => r.gone).map((r) => r.path), core_document/* MAX_FILE_BYTES */.gZ);
        if (blobs.size) {
            results = results.map((r, i) => {
                const blob = r.gone && i < files.length ? blobs.get(r.path) : undefined;
                if (blob === undefined)
                    return r;
                if (typeof blob === 'number')
                    return tooLarge(files[i], blob);
                if (!Buffer.isBuffer(blob))
                    return (0,engine/* unreadable */.O$)(files[i], `a sparse checkout leaves it out of the work tree, and git cannot give it: ${blob.error}`);
                return (0,engine/* checkBytes */.Ac)(blob, files[i], ctx);
            });
        }
    }
    if (results.some((r) => r.gone)) {
        starts = starts.filter((_, i) => !results[i].gone);
        results = results.filter((r) => !r.gone);
    }
    const { drop: aliases, named } = linksToOneFile(results, ctx.settings.root);
    if (aliases.size) {
        starts = starts.filter((_, i) => !aliases.has(i));
        results = results.filter((_, i) => !aliases.has(i));
    }
    for (const p of collected.problems) {
        starts.push((0,telemetry/* epochMs */.e9)());
        results.push((0,engine/* unreadable */.O$)(p.ref, p.reason));
    }
    const order = results.map((_, i) => i).sort((a, b) => byPath(results[a], results[b]));
    const sorted = order.map((i) => results[i]);
    (0,engine/* checkTree */.RX)(sorted, opts.tree && sorted.some((r) => r.data?.id)
        ? withoutLinkedCopies(sorted, opts.tree(sorted), ctx.settings.root)
        : undefined, ctx.settings.profile === 'agentskills' ? 'name' : 'id', named);
    runTreeRules(sorted, ctx.settings, moreIds);
    if (opts.record !== false) {
        const startedAt = order.map((i) => starts[i]);
        (0,telemetry/* recordValidations */.wP)(sorted, startedAt);
    }
    return sorted;
}
/**
 * Repositories link one SKILL.md into several tools' folders (`.gemini/skills/x/SKILL.md ->
 * ../../../skills/x/SKILL.md`): one file under several names is one skill, not a
 * DuplicateId. Among results sharing an id (only those: a realpath per file would cost
 * every run), the ones that are the same file are kept once, under the file's own name
 * when it is among them. Returns the indices to drop, and the links kept all the same: under
 * the agentskills profile a folder's name is part of the contract, so a link whose folder
 * does not carry the skill's name keeps its NameMismatch (it is no DuplicateId of its file).
 */
function linksToOneFile(results, root) {
    const drop = new Set();
    const named = new Set();
    const byId = new Map();
    for (let i = 0; i < results.length; i++) {
        const id = results[i].data?.id;
        if (!id)
            continue;
        const list = byId.get(id);
        if (list)
            list.push(i);
        else
            byId.set(id, [i]);
    }
    let rootReal;
    for (const list of byId.values()) {
        if (list.length < 2)
            continue;
        if (rootReal === undefined) {
            try {
                rootReal = (0,external_node_fs_.realpathSync)(root);
            }
            catch {
                rootReal = root;
            }
        }
        const byFile = new Map();
        for (const i of list) {
            let real;
            try {
                real = (0,external_node_fs_.realpathSync)(external_node_path_default().resolve(root, results[i].path));
            }
            catch {
                continue;
            }
            const same = byFile.get(real);
            if (same)
                same.push(i);
            else
                byFile.set(real, [i]);
        }
        for (const [real, same] of byFile) {
            if (same.length < 2)
                continue;
            const own = external_node_path_default().relative(rootReal, real).split((external_node_path_default()).sep).join('/');
            const mismatch = (i) => results[i].findings.some((f) => f.code === 'NameMismatch');
            const first = (xs) => xs.reduce((a, b) => (byPath(results[a], results[b]) <= 0 ? a : b));
            const fitting = same.filter((i) => !mismatch(i));
            const kept = same.find((i) => results[i].path === own) ?? (fitting.length ? first(fitting) : first(same));
            for (const i of same) {
                if (i === kept)
                    continue;
                if (mismatch(i))
                    named.add(results[i]);
                else
                    drop.add(i);
            }
        }
    }
    return { drop, named };
}
/**
 * The rest of the tree without the files a checked result links to (or is linked from): a
 * changed `.claude/skills/x/SKILL.md -> ../../../skills/x/SKILL.md` is that skill, not a
 * DuplicateId of it. Only results sharing an id with a checked one are looked at.
 */
function withoutLinkedCopies(checked, tree, root) {
    const ids = new Map();
    const paths = new Set(checked.map((r) => r.path));
    for (const r of checked)
        if (r.data?.id)
            (ids.get(r.data.id) ?? ids.set(r.data.id, []).get(r.data.id)).push(r.path);
    const real = (rel) => {
        try {
            return (0,external_node_fs_.realpathSync)(external_node_path_default().resolve(root, rel));
        }
        catch {
            return undefined;
        }
    };
    const reals = new Map();
    const realOf = (rel) => (reals.has(rel) ? reals.get(rel) : reals.set(rel, real(rel)).get(rel));
    return tree.filter((o) => {
        const mine = o.data?.id !== undefined && !paths.has(o.path) ? ids.get(o.data.id) : undefined;
        if (!mine)
            return true;
        const file = realOf(o.path);
        return file === undefined || !mine.some((p) => realOf(p) === file);
    });
}
function byPath(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/** What the lock pins of a result, when the result is complete enough to pin. */
function snapshotOf(r) {
    const d = r.data;
    if (!d || !d.id || d.version === undefined || !r.hash)
        return undefined;
    // Drift points at the key that changed (its line), falling back to where its value starts.
    const pos = (k) => (0,positions/* keyPosition */.T)(d, k) ?? d.positions[k];
    const snapshot = {
        id: d.id,
        path: r.path,
        version: d.version,
        frontmatter: r.hash,
        signer: r.signer ?? null,
        // The result's own lists (nothing downstream changes them): no copy per skill.
        allowed_tools: d.allowed_tools,
        allowed_memory_scopes: d.allowed_memory_scopes,
        positions: {
            file: { line: 1, column: 1 },
            id: pos('id'),
            version: pos('version'),
            allowed_tools: pos('allowed_tools'),
            allowed_memory_scopes: pos('allowed_memory_scopes'),
            signature: d.signaturePos ?? (0,positions/* keyPosition */.T)(d, 'signature'),
        },
    };
    if (r.outcome !== 'ok')
        snapshot.invalid = true;
    return snapshot;
}
function snapshots(results) {
    const seen = new Set();
    const out = [];
    for (const r of results) {
        const s = snapshotOf(r);
        if (s && !seen.has(s.id)) {
            seen.add(s.id);
            out.push(s);
        }
    }
    return out;
}
/** The largest keyring read: a line per skill for 100,000 skills takes ~10 MB. */
const MAX_KEYRING_BYTES = 16 * 1024 * 1024;
/** The largest lockfile read (about 150,000 skills; 10,000 take ~4 MB). */
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;
/** Reads and parses the lockfile; undefined when absent and not required. */
function readLock(settings, required, text) {
    const file = resolveIn(settings, settings.lockfile);
    let bytes;
    if (text === undefined) {
        try {
            // A lockfile past V8's longest string (~512 MiB) could not even be decoded; 10,000
            // skills take ~4 MB. A device (/dev/zero) is cut off at the limit too.
            bytes = (0,scan_read/* readBounded */.CB)(file, MAX_LOCKFILE_BYTES, settings.lockfileExplicit);
        }
        catch (e) {
            if (e instanceof scan_read/* TooLargeError */.qB)
                throw new diagnostic/* UsageError */.eb(`invalid lockfile: ${settings.lockfile} ${e.size === undefined ? 'holds more than' : `is ${Math.round(e.size / 1024 / 1024)} MiB;`} ${e.size === undefined ? `${MAX_LOCKFILE_BYTES / 1024 / 1024} MiB, the most a lockfile may hold` : `a lockfile may hold at most ${MAX_LOCKFILE_BYTES / 1024 / 1024} MiB`}`);
            const code = e.code;
            if (code === 'ENOENT' && !required)
                return undefined;
            if (code === 'ENOENT')
                throw new diagnostic/* UsageError */.eb(`no lockfile at ${settings.lockfile}: run \`skillgate lock\` to create it`);
            throw new diagnostic/* UsageError */.eb(`cannot read lockfile ${settings.lockfile}: ${e.message}`);
        }
    }
    try {
        return (0,lockfile/* parseLockfile */.tg)(text ?? (0,lockfile/* decodeLockfile */.Ec)(bytes, settings.lockfile), settings.lockfile);
    }
    catch (e) {
        if (e instanceof lockfile/* LockfileError */.g)
            throw new diagnostic/* UsageError */.eb(`invalid lockfile: ${e.message}`);
        throw e;
    }
}
/**
 * Drift of the whole tree against the lock. An id declared by several files is DuplicateId
 * on each copy; drift then compares only the copy at the locked path (if any), so a second
 * copy is never reported as a move. A lock entry whose file is still there but cannot be
 * read as a skill (a parse error, a broken id) is that file's error, not a removal, when the
 * run reports that file (`reported`: the paths it shows; all when undefined). A file outside
 * the paths a run shows has its error shown nowhere: its entry is then `removed`, so the lock
 * check still fails.
 */
function drift(lock, results, reported) {
    const byId = new Map();
    const broken = new Set();
    const shown = (p) => !reported || reported.has(p);
    for (const r of results) {
        const s = snapshotOf(r);
        if (!s) {
            if (shown(r.path))
                broken.add(r.path);
            continue;
        }
        const list = byId.get(s.id);
        if (list)
            list.push(s);
        else
            byId.set(s.id, [s]);
    }
    const compared = [];
    const ambiguous = new Set();
    for (const [id, list] of byId) {
        if (list.length === 1) {
            compared.push(list[0]);
            continue;
        }
        const locked = Object.hasOwn(lock.skills, id) ? list.find((s) => s.path === lock.skills[id].path) : undefined;
        if (locked)
            compared.push(locked);
        else if (list.some((x) => shown(x.path)))
            ambiguous.add(id); // DuplicateId is shown on a copy
    }
    // A folder that could not be listed (a ReadError of its own) hides its skills: unknown, not removed.
    const folders = [...broken].map((p) => p + '/');
    const hidden = (p) => broken.has(p) || folders.some((f) => p.startsWith(f));
    return (0,diff/* diffLock */.j)(lock, compared).filter((d) => !(d.kind === 'removed' && (hidden(d.path) || ambiguous.has(d.id))));
}
function contextFor(settings) {
    const { keyring, note } = loadKeyring(settings);
    return (0,engine/* makeContext */.og)(settings, keyring, note);
}
function now() {
    return external_node_perf_hooks_.performance.now();
}


/***/ }),

/***/ 18300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ diffLock)
/* harmony export */ });
const FILE_START = { line: 1, column: 1 };
const RELOCK = 'run `skillgate lock` after review';
const q = (s) => JSON.stringify(s);
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const quoteList = (xs) => xs.map(q).join(', ');
/** Items of `now` not in `before`, and of `before` not in `now`, each sorted. */
function setDiff(before, now) {
    // The common case, without sets.
    if (sameItems(before, now))
        return { added: [], removed: [] };
    const b = new Set(before);
    const n = new Set(now);
    return {
        added: [...n].filter((x) => !b.has(x)).sort(byCodeUnit),
        removed: [...b].filter((x) => !n.has(x)).sort(byCodeUnit),
    };
}
function describeList(field, d) {
    const parts = [];
    if (d.added.length)
        parts.push(`gained ${quoteList(d.added)} (capability escalation)`);
    if (d.removed.length)
        parts.push(`lost ${quoteList(d.removed)}`);
    return `${field} ${parts.join(' and ')}`;
}
const signerText = (s) => (s === null ? 'unsigned' : q(s));
/** The earliest of the given positions in the file, or the fallback. */
function firstPos(candidates, fallback) {
    const known = candidates.filter((p) => p !== undefined);
    known.sort((a, b) => a.line - b.line || a.column - b.column);
    return known[0] ?? fallback;
}
const NO_DRIFT = Object.freeze([]);
/** The same items, each once in `now` (`before`, from the lock, is unique). */
function sameItems(before, now) {
    if (before.length !== now.length)
        return false;
    if (now.length > 16) {
        // Long lists (a 1 MiB file holds 100,000 scopes) by sets: the scan below is quadratic.
        const b = new Set(before);
        const n = new Set(now);
        if (n.size !== now.length)
            return false;
        for (const x of n)
            if (!b.has(x))
                return false;
        return true;
    }
    for (let i = 0; i < now.length; i++)
        if (!before.includes(now[i]) || now.indexOf(now[i]) !== i)
            return false;
    return true;
}
function compare(id, entry, skill) {
    // Most skills match their entry: say so without building the change lists.
    if (entry.path === skill.path &&
        entry.frontmatter === skill.frontmatter &&
        entry.version === skill.version &&
        (entry.signer ?? '').toLowerCase() === (skill.signer ?? '').toLowerCase() &&
        sameItems(entry.allowed_tools, skill.allowed_tools) &&
        sameItems(entry.allowed_memory_scopes, skill.allowed_memory_scopes)) {
        return NO_DRIFT;
    }
    const fileAt = skill.positions.file ?? FILE_START;
    const moved = entry.path !== skill.path;
    const hashChanged = entry.frontmatter !== skill.frontmatter;
    const tools = setDiff(entry.allowed_tools, skill.allowed_tools);
    const scopes = setDiff(entry.allowed_memory_scopes, skill.allowed_memory_scopes);
    const changes = [];
    const at = [];
    const said = [];
    if (entry.version !== skill.version) {
        changes.push('version');
        at.push(skill.positions.version);
        said.push(`version ${q(entry.version)} -> ${q(skill.version)}`);
    }
    if (tools.added.length || tools.removed.length) {
        changes.push('tools');
        at.push(skill.positions.allowed_tools);
        said.push(describeList('allowed_tools', tools));
    }
    if (scopes.added.length || scopes.removed.length) {
        changes.push('scopes');
        at.push(skill.positions.allowed_memory_scopes);
        said.push(describeList('allowed_memory_scopes', scopes));
    }
    // Not part of the hash (the signature is excluded from the canonical form), so a
    // re-signing under another key is caught here even when the hash is unchanged.
    if ((entry.signer ?? '').toLowerCase() !== (skill.signer ?? '').toLowerCase()) {
        changes.push('signer');
        at.push(skill.positions.signature);
        said.push(`signer ${signerText(entry.signer)} -> ${signerText(skill.signer)}`);
    }
    if (hashChanged && !changes.some((c) => c === 'version' || c === 'tools' || c === 'scopes')) {
        changes.push('other');
        at.push(fileAt);
        // The lock keeps the lists as sets: reordering one changes the hash, not the sets. An
        // invalid file's lists hold only its valid entries: what changed may be a bad one.
        said.push(skill.invalid
            ? 'the frontmatter (this file has errors, so its lists hold only their valid entries: fix the errors, then review the change)'
            : 'the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list');
    }
    const drift = [];
    if (changes.length === 0) {
        if (moved) {
            drift.push({
                kind: 'moved',
                id,
                path: skill.path,
                line: fileAt.line,
                column: fileAt.column,
                message: `skill ${q(id)} moved from ${q(entry.path)} to ${q(skill.path)} (frontmatter unchanged); run \`skillgate lock\` to record the new path`,
                previous_path: entry.path,
            });
        }
        return drift;
    }
    const escalation = tools.added.length > 0 || scopes.added.length > 0;
    const where = moved ? ` (moved from ${q(entry.path)})` : '';
    const pos = firstPos(at, fileAt);
    drift.push({
        kind: 'changed',
        id,
        path: skill.path,
        line: pos.line,
        column: pos.column,
        message: `skill ${q(id)} changed since the lock${where}: ${said.join('; ')}; ${RELOCK}`,
        changes,
        escalation,
        added_tools: tools.added,
        removed_tools: tools.removed,
        added_scopes: scopes.added,
        removed_scopes: scopes.removed,
        ...(moved ? { previous_path: entry.path } : {}),
    });
    // A skill with no version (possible in the agentskills profile) has nothing to bump.
    if (hashChanged && entry.version === skill.version && skill.version !== '') {
        const vpos = skill.positions.version ?? fileAt;
        drift.push({
            kind: 'version-not-bumped',
            id,
            path: skill.path,
            line: vpos.line,
            column: vpos.column,
            message: `skill ${q(id)} changed but its version is still ${q(skill.version)}, as in the lock; bump version, then run \`skillgate lock\``,
        });
    }
    return drift;
}
const KIND_ORDER = { removed: 0, added: 1, moved: 2, changed: 3, 'version-not-bumped': 4 };
/**
 * Every difference between `lock` and the skills in the tree, sorted by path, then kind
 * (removed, added, moved, changed, version-not-bumped), then id and position.
 * Duplicate ids in `skills` are the engine's `DuplicateId`; here each copy is compared.
 */
function diffLock(lock, skills) {
    const drift = [];
    const present = new Set();
    for (const skill of skills) {
        present.add(skill.id);
        const entry = Object.hasOwn(lock.skills, skill.id) ? lock.skills[skill.id] : undefined;
        if (!entry) {
            const at = skill.positions.id ?? skill.positions.file ?? FILE_START;
            const caps = `allowed_tools [${quoteList([...new Set(skill.allowed_tools)].sort(byCodeUnit))}], allowed_memory_scopes [${quoteList([...new Set(skill.allowed_memory_scopes)].sort(byCodeUnit))}]`;
            drift.push({
                kind: 'added',
                id: skill.id,
                path: skill.path,
                line: at.line,
                column: at.column,
                message: `skill ${q(skill.id)} (version ${q(skill.version)}, ${caps}) is not in the lockfile; ${RELOCK} to pin it`,
            });
            continue;
        }
        drift.push(...compare(skill.id, entry, skill));
    }
    for (const id of Object.keys(lock.skills)) {
        if (present.has(id))
            continue;
        const entry = lock.skills[id];
        drift.push({
            kind: 'removed',
            id,
            path: entry.path,
            ...FILE_START,
            message: `skill ${q(id)} is in the lockfile (path ${q(entry.path)}) but not in the tree; restore it, or run \`skillgate lock\` to drop it`,
        });
    }
    return drift.sort((a, b) => byCodeUnit(a.path, b.path) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        byCodeUnit(a.id, b.id) ||
        a.line - b.line ||
        a.column - b.column ||
        byCodeUnit(a.message, b.message));
}


/***/ }),

/***/ 58606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ writeLockfileAtomic),
/* harmony export */   Ec: () => (/* binding */ decodeLockfile),
/* harmony export */   OS: () => (/* binding */ lockPathProblem),
/* harmony export */   c5: () => (/* binding */ serializeLockfile),
/* harmony export */   g: () => (/* binding */ LockfileError),
/* harmony export */   tg: () => (/* binding */ parseLockfile)
/* harmony export */ });
/* unused harmony exports parseLockfileStrict, parseLockfileFast, parseRoundTrip, scanWritten, readLockfile */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_own_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26207);
/* harmony import */ var _core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25044);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23776);
/**
 * Reading and writing `skillgate.lock` (SPEC §4).
 *
 * The reader is a small JSON parser of its own rather than JSON.parse: JSON.parse keeps the
 * last of duplicate keys silently, gives no line/column, and a lockfile it half-accepts
 * must never turn into an empty lock. Every rejection is a LockfileError naming the
 * offending token. Parsed objects have no prototype, so hostile keys cannot pollute one.
 * That reader is slow on big files, so a file exactly as `serializeLockfile` writes it
 * takes a JSON.parse fast path (see `parseLockfileFast`); everything else goes the strict way.
 */






class LockfileError extends Error {
    file;
    line;
    column;
    reason;
    constructor(file, line, column, reason) {
        super(`${file}:${line}:${column}: ${reason}`);
        this.file = file;
        this.line = line;
        this.column = column;
        this.reason = reason;
        this.name = 'LockfileError';
    }
}
const ENTRY_KEYS = ['path', 'version', 'frontmatter', 'signer', 'allowed_tools', 'allowed_memory_scopes'];
const ROOT_KEYS = ['lockfileVersion', 'skills'];
// Objects built here have no prototype, so only `__proto__` is refused: `constructor` and
// `prototype` are valid skill ids (SPEC §2) and must be lockable.
const FORBIDDEN_KEYS = new Set(['__proto__']);
const HASH_RE = /^sha256-[A-Za-z0-9+/]{43}=$/;
const SIGNER_RE = /^[0-9A-Fa-f]{64}$/;
const CONFLICT_RE = /^(<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)( |$)/;
// The same markers anywhere in the text. Multiline ^ and $ also match at every \r, \n,
// U+2028 and U+2029, so this finds every marker line CONFLICT_RE finds, and a few more.
const CONFLICT_ANY_RE = /^(?:<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)(?: |$)/m;
const MAX_DEPTH = 64;
/** How every lockfile the writer produces begins. */
const LOCK_HEAD = '{\n  "lockfileVersion": 1,\n  "skills": {';
const FIX = 'fix it by hand or regenerate it with `skillgate lock`';
class JsonReader {
    text;
    file;
    i = 0;
    onSkill;
    lineStarts = [0];
    constructor(text, file) {
        this.text = text;
        this.file = file;
        for (let k = 0; k < text.length; k++) {
            const c = text.charCodeAt(k);
            if (c === 0x0a || (c === 0x0d && text.charCodeAt(k + 1) !== 0x0a))
                this.lineStarts.push(k + 1);
        }
    }
    at(offset) {
        let lo = 0;
        let hi = this.lineStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.lineStarts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.lineStarts[lo] + 1 };
    }
    fail(offset, reason) {
        const { line, column } = this.at(offset);
        throw new LockfileError(this.file, line, column, reason);
    }
    /**
     * The whole document. With `onSkill`, each member of the root's "skills" object is handed
     * to it as soon as it is read, and not kept: a hostile 40 MB lockfile fails at its first
     * bad entry instead of after a tree of millions of nodes (seconds and gigabytes).
     */
    document(onSkill) {
        this.skipWs();
        this.onSkill = onSkill;
        const node = this.value(0);
        this.skipWs();
        if (this.i < this.text.length)
            this.fail(this.i, `invalid JSON: unexpected ${this.describe(this.i)} after the top-level value`);
        return node;
    }
    skipWs() {
        for (;;) {
            const c = this.text.charCodeAt(this.i);
            if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
                this.i++;
            else
                return;
        }
    }
    describe(offset) {
        if (offset >= this.text.length)
            return 'end of file';
        const cp = this.text.codePointAt(offset);
        const ch = String.fromCodePoint(cp);
        return cp < 0x20 || cp === 0x7f || cp === 0xfeff
            ? `character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
            : `character ${JSON.stringify(ch)}`;
    }
    value(depth) {
        if (depth > MAX_DEPTH)
            this.fail(this.i, `invalid JSON: nesting deeper than ${MAX_DEPTH}`);
        const start = this.i;
        const pos = this.at(start);
        const c = this.text[start];
        if (c === '{')
            return { ...pos, kind: 'object', members: this.object(depth, depth === 0) };
        if (c === '[')
            return { ...pos, kind: 'array', items: this.array(depth) };
        if (c === '"')
            return { ...pos, kind: 'string', value: this.string() };
        if (c === '-' || (c >= '0' && c <= '9')) {
            const m = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
            m.lastIndex = start;
            const raw = m.exec(this.text)?.[0];
            if (!raw || /[0-9A-Za-z.+-]/.test(this.text[start + raw.length] ?? '')) {
                this.fail(start, 'invalid JSON: malformed number');
            }
            this.i += raw.length;
            return { ...pos, kind: 'number', value: Number(raw), raw };
        }
        for (const [word, node] of [
            ['true', { kind: 'boolean', value: true }],
            ['false', { kind: 'boolean', value: false }],
            ['null', { kind: 'null' }],
        ]) {
            if (this.text.startsWith(word, start) && !/[A-Za-z0-9_$]/.test(this.text[start + word.length] ?? '')) {
                this.i += word.length;
                return { ...pos, ...node };
            }
        }
        if (start >= this.text.length)
            this.fail(start, 'invalid JSON: unexpected end of file, expected a value');
        if ((c === '}' || c === ']') && /,[ \t\r\n]*$/.test(this.text.slice(0, start))) {
            this.fail(start, `invalid JSON: trailing comma before ${JSON.stringify(c)}`);
        }
        return this.fail(start, `invalid JSON: unexpected ${this.describe(start)}, expected a value`);
    }
    object(depth, root = false, visit) {
        this.i++; // {
        const members = [];
        const seen = new Map();
        this.skipWs();
        if (this.text[this.i] === '}') {
            this.i++;
            return members;
        }
        for (;;) {
            this.skipWs();
            const keyStart = this.i;
            if (this.text[keyStart] !== '"') {
                if (this.text[keyStart] === '}')
                    this.fail(keyStart, 'invalid JSON: trailing comma before "}"');
                this.fail(keyStart, `invalid JSON: unexpected ${this.describe(keyStart)}, expected a string key`);
            }
            const keyAt = this.at(keyStart);
            const key = this.string();
            if (FORBIDDEN_KEYS.has(key))
                this.fail(keyStart, `key ${JSON.stringify(key)} is not allowed`);
            const first = seen.get(key);
            if (first) {
                this.fail(keyStart, `duplicate key ${JSON.stringify(key)} (first at line ${first.line}, column ${first.column})`);
            }
            seen.set(key, keyAt);
            this.skipWs();
            if (this.text[this.i] !== ':')
                this.fail(this.i, `invalid JSON: unexpected ${this.describe(this.i)}, expected ":"`);
            this.i++;
            this.skipWs();
            if (root && key === 'skills' && this.onSkill && this.text[this.i] === '{') {
                const at = this.at(this.i);
                this.object(depth + 1, false, this.onSkill);
                members.push({ ...keyAt, key, value: { ...at, kind: 'object', members: [] } });
            }
            else if (visit)
                visit({ ...keyAt, key, value: this.value(depth + 1) });
            else
                members.push({ ...keyAt, key, value: this.value(depth + 1) });
            this.skipWs();
            const sep = this.text[this.i];
            this.i++;
            if (sep === '}')
                return members;
            if (sep !== ',')
                this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "}"`);
        }
    }
    array(depth) {
        this.i++; // [
        const items = [];
        this.skipWs();
        if (this.text[this.i] === ']') {
            this.i++;
            return items;
        }
        for (;;) {
            this.skipWs();
            items.push(this.value(depth + 1));
            this.skipWs();
            const sep = this.text[this.i];
            this.i++;
            if (sep === ']')
                return items;
            if (sep !== ',')
                this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "]"`);
        }
    }
    string() {
        const start = this.i;
        let out = '';
        this.i++; // opening quote
        for (;;) {
            // A run of plain characters at once (one slice, not one append per character).
            let j = this.i;
            for (let code = this.text.charCodeAt(j); code >= 0x20 && code !== 0x22 && code !== 0x5c;) {
                code = this.text.charCodeAt(++j);
            }
            if (j > this.i) {
                out += this.text.slice(this.i, j);
                this.i = j;
            }
            const c = this.text[this.i];
            if (c === undefined)
                this.fail(start, 'invalid JSON: unterminated string');
            if (c === '"')
                break;
            const code = c.charCodeAt(0);
            if (code < 0x20)
                this.fail(this.i, `invalid JSON: ${this.describe(this.i)} must be escaped in a string`);
            const e = this.text[this.i + 1];
            const simple = {
                '"': '"',
                '\\': '\\',
                '/': '/',
                b: '\b',
                f: '\f',
                n: '\n',
                r: '\r',
                t: '\t',
            };
            if (e !== undefined && Object.hasOwn(simple, e)) {
                out += simple[e];
                this.i += 2;
            }
            else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
                out += String.fromCharCode(parseInt(this.text.slice(this.i + 2, this.i + 6), 16));
                this.i += 6;
            }
            else {
                this.fail(this.i, 'invalid JSON: invalid escape sequence in string');
            }
        }
        this.i++; // closing quote
        // The loop, not native isWellFormed: reading the characters one by one makes V8 flatten
        // the string built piece by piece above, and the GC then drops the pieces (native
        // isWellFormed leaves the chain as it is: a 10,000-entry lock held ~13 MB, not ~6 MB).
        if (!wellFormedLoop(out))
            this.fail(start, 'string is not well-formed Unicode (lone surrogate)');
        return (0,_core_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(out); // not a slice that keeps the whole text alive
    }
}
function wellFormed(s) {
    return s.isWellFormed();
}
function wellFormedLoop(s) {
    for (let k = 0; k < s.length; k++) {
        const c = s.charCodeAt(k);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = s.charCodeAt(k + 1);
            if (!(d >= 0xdc00 && d <= 0xdfff))
                return false;
            k++;
        }
        else if (c >= 0xdc00 && c <= 0xdfff)
            return false;
    }
    return true;
}
// ---------------------------------------------------------------------------------------
// Field rules, shared by the reader and the writer so neither accepts what the other refuses.
/** Why `p` is not acceptable as a lock entry path, or null when it is. */
function lockPathProblem(p) {
    if (p === '')
        return 'is empty';
    if (p.includes('\\'))
        return 'contains a backslash; use "/"';
    const c0 = p.charCodeAt(0);
    if (c0 === 0x2f || (p.charCodeAt(1) === 0x3a && (c0 | 0x20) >= 0x61 && (c0 | 0x20) <= 0x7a))
        return 'is absolute; it must be relative to the repository root';
    // One pass (10,000 lock entries are checked on every read): control characters, then
    // ".." segments, then empty or "." segments, in that order of precedence.
    let control = false;
    let dotdot = false;
    let odd = false;
    let from = 0;
    for (let k = 0; k <= p.length; k++) {
        const c = k < p.length ? p.charCodeAt(k) : 0x2f;
        if (c === 0x2f) {
            const n = k - from;
            if (n === 0 || (n === 1 && p.charCodeAt(from) === 0x2e))
                odd = true;
            else if (n === 2 && p.charCodeAt(from) === 0x2e && p.charCodeAt(from + 1) === 0x2e)
                dotdot = true;
            from = k + 1;
        }
        else if (c < 0x20 || c === 0x7f)
            control = true;
    }
    if (control)
        return 'contains a control character';
    if (dotdot)
        return 'contains a ".." segment';
    if (odd)
        return 'is not normalized (empty or "." segment)';
    return null;
}
function entryProblem(id, e) {
    if (id === '')
        return 'skill id is empty';
    if (FORBIDDEN_KEYS.has(id))
        return `skill id ${JSON.stringify(id)} is not allowed`;
    const pathWhy = lockPathProblem(e.path);
    if (pathWhy)
        return `skill ${JSON.stringify(id)}: path ${JSON.stringify(e.path)} ${pathWhy}`;
    if (!HASH_RE.test(e.frontmatter))
        return `skill ${JSON.stringify(id)}: frontmatter hash ${JSON.stringify(e.frontmatter)} is not "sha256-" + 44 base64 characters`;
    if (e.signer !== null && !SIGNER_RE.test(e.signer))
        return `skill ${JSON.stringify(id)}: signer ${JSON.stringify(e.signer)} is not null or 64 hex characters`;
    const ok = wellFormed(id) &&
        wellFormed(e.path) &&
        wellFormed(e.version) &&
        e.allowed_tools.every(wellFormed) &&
        e.allowed_memory_scopes.every(wellFormed);
    return ok ? null : `skill ${JSON.stringify(id)}: a string is not well-formed Unicode`;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (xs) => [...new Set(xs)].sort(byCodeUnit);
/** Strictly ascending by code unit: what sortedUnique returns, unchanged by it. */
function isCanonicalList(xs) {
    for (let k = 1; k < xs.length; k++)
        if (!(xs[k - 1] < xs[k]))
            return false;
    return true;
}
// ---------------------------------------------------------------------------------------
// Reading
/**
 * Parses the text of a lockfile. `file` is the name used in error messages.
 * Lists come back sorted and deduplicated, signers in lowercase.
 */
function parseLockfile(text, file) {
    text = precheck(text, file);
    return parseLockfileFast(text) ?? crlfFast(text) ?? parseStrict(text, file);
}
/**
 * A lockfile the writer wrote, checked out with CRLF line ends (git's autocrlf on
 * Windows). CR LF is whitespace between JSON tokens and cannot stand unescaped inside a
 * string, so when the text with LF ends is exactly the writer's, the strict reader would
 * return the very same value from the CRLF text: take it from the fast path instead.
 */
function crlfFast(text) {
    if (!text.includes('\r\n'))
        return null;
    return parseLockfileFast(text.replaceAll('\r\n', '\n'));
}
/** parseLockfile without the fast path: the reference the fast path is tested against. */
function parseLockfileStrict(text, file) {
    return parseStrict(precheck(text, file), file);
}
/** Drops a BOM; throws on git conflict markers and on an empty file. */
function precheck(text, file) {
    // Editors on Windows may add a BOM; it is not a column an editor shows, so drop it.
    if (text.startsWith('\uFEFF'))
        text = text.slice(1);
    // Splitting a big file into lines costs more than the whole fast path; only do it to
    // find the line number of a marker that is there.
    if (CONFLICT_ANY_RE.test(text)) {
        const lines = text.split(/\r\n|\n|\r/);
        for (let n = 0; n < lines.length; n++) {
            if (CONFLICT_RE.test(lines[n])) {
                throw new LockfileError(file, n + 1, 1, `git conflict marker ${JSON.stringify(lines[n].slice(0, 40))}: resolve the merge, then run \`skillgate lock\``);
            }
        }
    }
    if (text.trim() === '')
        throw new LockfileError(file, 1, 1, `lockfile is empty; ${FIX}`);
    return text;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * The lockfile in `text` when `text` is byte for byte what serializeLockfile writes for it,
 * else null. Such a text has no duplicate, unknown or forbidden key, no escape or spacing
 * the writer would not produce, and only values the writer accepts, so the strict reader
 * would return this very value; any other text (hand-edited, CRLF, invalid) returns null
 * and takes the strict reader, which owns every error message. Exported for tests.
 */
function parseLockfileFast(text) {
    // Cheap early outs, so that a CRLF, minified or reindented file costs the strict
    // reader alone rather than a JSON.parse first.
    if (!text.startsWith(LOCK_HEAD) || !text.endsWith('}\n}\n'))
        return null;
    const scanned = scanWritten(text);
    return scanned !== undefined ? scanned : parseRoundTrip(text);
}
/** parseLockfileFast by JSON.parse and a round trip alone (a string with an escape). Exported for tests. */
function parseRoundTrip(text) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (!isObject(root) || Object.keys(root).length !== 2 || root.lockfileVersion !== 1)
        return null;
    const raw = root.skills;
    if (!Object.hasOwn(root, 'skills') || !isObject(raw))
        return null;
    const skills = Object.create(null);
    // Object.keys lists integer-like ids first, but keeps the text's order for the others,
    // and skills (like the strict reader's object) orders its own keys by that same rule.
    for (const id of Object.keys(raw)) {
        const e = raw[id];
        if (!isObject(e) || Object.keys(e).length !== 6)
            return null;
        // Six own keys, each of the six names holding a value of its type: exactly ENTRY_KEYS.
        // Nothing is normalized here, so lists must already be sorted and unique and the signer
        // lowercase: the round trip alone would accept an uppercase signer and keep it.
        const { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes } = e;
        if (typeof path !== 'string' ||
            typeof version !== 'string' ||
            typeof frontmatter !== 'string' ||
            !(signer === null || (typeof signer === 'string' && signer === signer.toLowerCase())) ||
            !isStringList(allowed_tools) ||
            !isCanonicalList(allowed_tools) ||
            !isStringList(allowed_memory_scopes) ||
            !isCanonicalList(allowed_memory_scopes)) {
            return null;
        }
        const entry = { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes };
        // entryProblem is the writer's check, which also refuses "__proto__" and other
        // forbidden ids; the reader also refuses a path that is not well-formed Unicode.
        if (entryProblem(id, entry) !== null || !wellFormed(path))
            return null;
        skills[id] = entry;
    }
    const canonical = lockText(Object.keys(skills).sort(byCodeUnit), (id) => skills[id]);
    return canonical === text ? { lockfileVersion: 1, skills } : null;
}
const LIST_OPEN = '[\n        ';
const LIST_CLOSE = '\n      ]';
/** Between two items of a list the writer wrote. */
const LIST_SPLIT = '",\n        "';
/** How the writer ends a lockfile with no skills, and one with some. */
const EMPTY_TAIL = '}\n}\n';
const TAIL = '\n  }\n}\n';
/** A JSON string the writer writes as it is, its quotes included (one capture group). */
const PLAIN_STRING = '"([^"\\\\\\u0000-\\u001f]*)"';
const PLAIN_LIST = '(\\[\\]|\\[\\n {8}"[^"\\\\\\u0000-\\u001f]*"(?:,\\n {8}"[^"\\\\\\u0000-\\u001f]*")*\\n {6}\\])';
/** One entry of the writer's layout, from its id to its closing brace (lockText). */
const ENTRY_RE = new RegExp(PLAIN_STRING +
    ': \\{\\n {6}"allowed_memory_scopes": ' +
    PLAIN_LIST +
    ',\\n {6}"allowed_tools": ' +
    PLAIN_LIST +
    ',\\n {6}"frontmatter": ' +
    PLAIN_STRING +
    ',\\n {6}"path": ' +
    PLAIN_STRING +
    ',\\n {6}"signer": (?:null|' +
    PLAIN_STRING +
    '),\\n {6}"version": ' +
    PLAIN_STRING +
    '\\n {4}\\}', 'y');
/**
 * The writer's layout read in one pass, with no JSON.parse and no text rebuilt to compare
 * (10,000 entries: ~4 MB that the round trip would build): each entry is one native match
 * of ENTRY_RE, which holds every byte lockText writes between the values, and each string
 * must be one JSON.stringify writes as is (no escape, no control character; a lone
 * surrogate fails the entry checks). Returns null when the text is surely not the writer's,
 * undefined when it cannot tell (a string with an escape may follow):
 * parseLockfileFast then decides with JSON.parse and the round trip.
 * Whenever it decides, it decides as the round trip does (exported for that test).
 */
function scanWritten(text) {
    if (!text.startsWith(LOCK_HEAD))
        return null;
    const skills = Object.create(null);
    // Values must not be views into the text (V8 makes a slice of 13 or more characters one):
    // the lock lives for the whole run, and would keep all of its 4 MB text. Repeated values
    // (tools, scopes, versions) share one copy.
    const shared = new Map();
    const kept = (v) => {
        let got = shared.get(v);
        if (got === undefined) {
            got = (0,_core_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(v);
            if (shared.size < 50_000)
                shared.set(got, got);
        }
        return got;
    };
    const listOf = (t) => {
        if (t === '[]')
            return [];
        const out = t.slice(LIST_OPEN.length + 1, t.length - LIST_CLOSE.length - 1).split(LIST_SPLIT);
        for (let k = 1; k < out.length; k++)
            if (!(out[k - 1] < out[k]))
                return null; // sorted and unique
        for (let k = 0; k < out.length; k++)
            out[k] = kept(out[k]);
        return out;
    };
    const end = text.length;
    let i = LOCK_HEAD.length;
    if (text.startsWith(EMPTY_TAIL, i) && i + EMPTY_TAIL.length === end)
        return { lockfileVersion: 1, skills };
    let prev;
    for (let first = true;; first = false) {
        const sep = first ? '\n    ' : ',\n    ';
        ENTRY_RE.lastIndex = i + sep.length;
        const m = text.startsWith(sep, i) ? ENTRY_RE.exec(text) : null;
        if (!m) {
            // Not the writer's layout from here on, unless a string has an escape the layout
            // cannot show: then only the round trip can tell.
            return text.includes('\\', i) ? undefined : null;
        }
        const id = (0,_core_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(m[1]);
        if (prev !== undefined && !(prev < id))
            return null;
        prev = id;
        const allowed_memory_scopes = listOf(m[2]);
        const allowed_tools = listOf(m[3]);
        const signer = m[6] === undefined ? null : m[6];
        if (allowed_memory_scopes === null || allowed_tools === null)
            return null;
        if (signer !== null && signer !== signer.toLowerCase())
            return null;
        const entry = {
            path: (0,_core_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(m[5]),
            version: kept(m[7]),
            frontmatter: (0,_core_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(m[4]),
            signer: signer === null ? null : kept(signer),
            allowed_tools,
            allowed_memory_scopes,
        };
        if (entryProblem(id, entry) !== null)
            return null;
        skills[id] = entry;
        i = ENTRY_RE.lastIndex;
        if (text.startsWith(TAIL, i) && i + TAIL.length === end)
            return { lockfileVersion: 1, skills };
    }
}
/** The original strict reader, for every text the fast path does not take. */
function parseStrict(text, file) {
    function fail(at, reason) {
        throw new LockfileError(file, at.line, at.column, reason);
    }
    const typeName = (n) => n.kind === 'number' ? `number ${n.raw}` : n.kind === 'string' ? `string ${JSON.stringify(n.value)}` : n.kind;
    const expectObject = (n, what) => n.kind === 'object' ? n.members : fail(n, `${what} must be an object, got ${typeName(n)}`);
    const member = (ms, key) => ms.find((m) => m.key === key);
    // Each skill is checked as soon as it is read (JsonReader.document), so a bad entry fails
    // before the rest of the file is even parsed.
    const skills = Object.create(null);
    const entry = (s) => {
        const id = s.key;
        const q = JSON.stringify(id);
        if (id === '')
            fail(s, 'skill id is empty');
        const fields = expectObject(s.value, `skill ${q}`);
        for (const f of fields) {
            if (!ENTRY_KEYS.includes(f.key)) {
                fail(f, `skill ${q}: unknown key ${JSON.stringify(f.key)}; expected ${ENTRY_KEYS.map((k) => `"${k}"`).join(', ')}`);
            }
        }
        const get = (key) => member(fields, key)?.value ?? fail(s.value, `skill ${q}: missing "${key}"`);
        const str = (key) => {
            const n = get(key);
            return n.kind === 'string' ? n.value : fail(n, `skill ${q}: "${key}" must be a string, got ${typeName(n)}`);
        };
        const list = (key) => {
            const n = get(key);
            if (n.kind !== 'array')
                return fail(n, `skill ${q}: "${key}" must be a list of strings, got ${typeName(n)}`);
            return sortedUnique(n.items.map((it) => it.kind === 'string'
                ? it.value
                : fail(it, `skill ${q}: "${key}" must hold only strings, got ${typeName(it)}`)));
        };
        const path = str('path');
        const pathWhy = lockPathProblem(path);
        if (pathWhy)
            fail(get('path'), `skill ${q}: path ${JSON.stringify(path)} ${pathWhy}`);
        const entryVersion = str('version');
        const frontmatter = str('frontmatter');
        if (!HASH_RE.test(frontmatter))
            fail(get('frontmatter'), `skill ${q}: frontmatter ${JSON.stringify(frontmatter)} is not "sha256-" + base64 of a SHA-256 digest`);
        const signerNode = get('signer');
        let signer = null;
        if (signerNode.kind !== 'null') {
            if (signerNode.kind !== 'string' || !SIGNER_RE.test(signerNode.value)) {
                fail(signerNode, `skill ${q}: "signer" must be null or 64 hex characters, got ${typeName(signerNode)}`);
            }
            signer = signerNode.value.toLowerCase();
        }
        skills[id] = {
            path,
            version: entryVersion,
            frontmatter,
            signer,
            allowed_tools: list('allowed_tools'),
            allowed_memory_scopes: list('allowed_memory_scopes'),
        };
    };
    const root = new JsonReader(text, file).document(entry);
    const rootMembers = expectObject(root, 'the lockfile');
    const version = member(rootMembers, 'lockfileVersion');
    if (!version)
        fail(root, `missing "lockfileVersion"; ${FIX}`);
    if (version.value.kind !== 'number')
        fail(version.value, `"lockfileVersion" must be the number 1, got ${typeName(version.value)}`);
    // As written: 1.0, 1e0 or 1.0000000000000000001 (which reads as 1) is not the writer's 1.
    if (version.value.raw !== '1') {
        fail(version.value, `unsupported lockfileVersion ${version.value.raw}; this skillgate reads lockfileVersion 1`);
    }
    for (const m of rootMembers) {
        if (!ROOT_KEYS.includes(m.key))
            fail(m, `unknown key ${JSON.stringify(m.key)}; expected "lockfileVersion" and "skills"`);
    }
    const skillsMember = member(rootMembers, 'skills');
    if (!skillsMember)
        fail(root, `missing "skills"; ${FIX}`);
    // An object's entries were read and checked above; anything else is the wrong type.
    expectObject(skillsMember.value, '"skills"');
    return { lockfileVersion: 1, skills };
}
/**
 * Reads and parses a lockfile; null when it does not exist. Bytes must be strict UTF-8.
 * `displayName` is the name used in messages (e.g. the path relative to the repository).
 */
async function readLockfile(file, displayName = file) {
    let bytes;
    try {
        bytes = await fsp.readFile(file);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return null;
        throw new LockfileError(displayName, 1, 1, `cannot read lockfile: ${err.message}`);
    }
    return parseLockfile(decodeLockfile(bytes, displayName), displayName);
}
/**
 * A lockfile's bytes as text: strict UTF-8, or a LockfileError at the first bad byte. (A
 * lenient decode would turn a bad byte into U+FFFD, which a skill may legitimately hold, and
 * a corrupted lock could then match the tree.)
 */
function decodeLockfile(bytes, displayName) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    const at = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .firstInvalidUtf8 */ .v)(bytes);
    const { line, column } = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .bytePos */ .b)(bytes, at);
    throw new LockfileError(displayName, line, column, `lockfile is not valid UTF-8 (bad byte 0x${bytes[at].toString(16).padStart(2, '0')} at offset ${at})`);
}
// ---------------------------------------------------------------------------------------
// Writing
// A list that is already canonical (as in every parsed lockfile) is kept as is: copying and
// sorting 20,000 lists again cost more than writing them.
const canonicalList = (xs) => (isCanonicalList(xs) ? xs : sortedUnique(xs));
function toEntry(e) {
    return {
        path: e.path,
        version: e.version,
        frontmatter: e.frontmatter,
        signer: e.signer === null ? null : e.signer.toLowerCase(),
        allowed_tools: canonicalList(e.allowed_tools),
        allowed_memory_scopes: canonicalList(e.allowed_memory_scopes),
    };
}
/**
 * The bytes of a lockfile: every object's keys and both lists sorted by UTF-16 code unit,
 * lists deduplicated, two-space indent, trailing newline. Throws (a plain Error: it is a
 * caller bug) on input the reader would refuse, including two snapshots with one id.
 */
function serializeLockfile(entries) {
    const byId = new Map();
    if (Array.isArray(entries)) {
        for (const s of entries) {
            if (byId.has(s.id))
                throw new Error(`cannot write lockfile: skill id ${JSON.stringify(s.id)} appears twice`);
            byId.set(s.id, toEntry(s));
        }
    }
    else {
        for (const id of Object.keys(entries))
            byId.set(id, toEntry(entries[id]));
    }
    const ids = [...byId.keys()].sort(byCodeUnit);
    for (const id of ids) {
        const why = entryProblem(id, byId.get(id));
        if (why)
            throw new Error(`cannot write lockfile: ${why}`);
    }
    return lockText(ids, (id) => byId.get(id));
}
/**
 * The text of checked, normalized entries, `ids` sorted by code unit. Assembled by hand:
 * a JS object would list integer-like ids ("10", "9") first in numeric order, and
 * JSON.stringify(entry, null, 2) per entry is several times slower. The layout is exactly
 * JSON.stringify's with a two-space indent; entry keys are ENTRY_KEYS sorted by code unit.
 */
function lockText(ids, entryOf) {
    let out = LOCK_HEAD;
    for (let k = 0; k < ids.length; k++) {
        const e = entryOf(ids[k]);
        out +=
            (k === 0 ? '\n    ' : ',\n    ') +
                JSON.stringify(ids[k]) +
                ': {\n      "allowed_memory_scopes": ' +
                listText(e.allowed_memory_scopes) +
                ',\n      "allowed_tools": ' +
                listText(e.allowed_tools) +
                ',\n      "frontmatter": ' +
                JSON.stringify(e.frontmatter) +
                ',\n      "path": ' +
                JSON.stringify(e.path) +
                ',\n      "signer": ' +
                JSON.stringify(e.signer) +
                ',\n      "version": ' +
                JSON.stringify(e.version) +
                '\n    }';
    }
    return out + (ids.length ? '\n  }\n}\n' : '}\n}\n');
}
/** A list as JSON.stringify(…, null, 2) prints it three levels deep: `[]` when empty. */
function listText(xs) {
    if (xs.length === 0)
        return '[]';
    let out = '[\n        ' + JSON.stringify(xs[0]);
    for (let k = 1; k < xs.length; k++)
        out += ',\n        ' + JSON.stringify(xs[k]);
    return out + '\n      ]';
}
const RETRYABLE_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY']);
/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same
 * directory is written, fsynced and renamed over the target, so readers and concurrent
 * writers only ever see a whole file. The temp file is removed on failure. A symlinked
 * target is followed, so the link itself survives.
 */
async function writeLockfileAtomic(file, text) {
    let target = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file);
    try {
        target = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.realpath(target);
    }
    catch {
        // a new file: write it where it was named
    }
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(target);
    const tmp = (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .tempBeside */ .p)(target);
    let keepMode;
    try {
        // A lockfile is data: execute bits are not carried over.
        keepMode = (await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.stat(target)).mode & 0o666;
    }
    catch {
        // no existing file: default mode, umask applies
    }
    let handle;
    try {
        handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(tmp, 'wx', keepMode ?? 0o666);
        if (keepMode !== undefined)
            await handle.chmod(keepMode);
        await handle.writeFile(text, 'utf8');
        await handle.sync();
        await handle.close();
        handle = undefined;
        for (let attempt = 0;; attempt++) {
            try {
                await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rename(tmp, target);
                break;
            }
            catch (err) {
                // Windows refuses to replace a file another process has open; it clears quickly.
                const code = err.code ?? '';
                if (process.platform !== 'win32' || !RETRYABLE_RENAME.has(code) || attempt >= 10)
                    throw err;
                await new Promise((r) => setTimeout(r, 10 * (attempt + 1)));
            }
        }
    }
    catch (err) {
        await handle?.close().catch(() => undefined);
        await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
    }
    // Persist the rename itself; directories cannot be opened for fsync on every platform.
    try {
        const d = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(dir, 'r');
        try {
            await d.sync();
        }
        finally {
            await d.close();
        }
    }
    catch {
        // best effort
    }
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
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63853);
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73672);


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
        ix = { set: (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_0__/* .globSet */ .xk)(globs, { dot: true, flags: 's' }), owner };
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
    return (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .classOf */ .Kl)(baseTool(tool), settings.tools) ?? (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .classOf */ .Kl)(tool, settings.tools);
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
  Uj: () => (/* binding */ ALL_RULES),
  ME: () => (/* binding */ ruleMeta),
  fE: () => (/* binding */ runPolicyRules),
  xJ: () => (/* binding */ severityOf)
});

// UNUSED EXPORTS: POLICY_RULES

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
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87188);

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
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63853);
/* harmony import */ var _core_glob_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13012);
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
    if (glob.startsWith('@') && !glob.startsWith('@('))
        return `unknown directive "${glob}" (expected @revoked or a skill-id glob)`;
    if (PLAIN.test(glob))
        return null;
    // A trailing lone backslash escapes nothing.
    const trailing = /\\+$/.exec(glob);
    if (trailing && trailing[0].length % 2 === 1) {
        return `invalid glob "${glob}": trailing lone "\\"`;
    }
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_2___default()(glob, MATCH_OPTIONS);
    }
    catch (e) {
        return `invalid glob "${glob}": ${e instanceof Error ? e.message : String(e)}`;
    }
    // What picomatch accepts but reads as something else (`[z-a]`), or matches too slowly.
    const more = (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxProblem */ .R8)(glob) ?? (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_1__/* .starProblem */ .iu)(glob);
    return more ? `invalid glob "${glob}": ${more}` : null;
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
        // CRLF: a CR before the LF. (A CR ending the file's last line, with no LF, is a lone CR.)
        if (raw.endsWith('\r') && i < lines.length - 1)
            raw = raw.slice(0, -1);
        if (i === 0 && raw.startsWith('\uFEFF'))
            raw = raw.slice(1);
        // Another line end (a lone CR, as old Mac files have, U+2028, U+2029, NEL) would end the
        // line for some readers and not for this one: a comment could hide a @revoked line.
        const odd = /[\r\u2028\u2029\u0085]/.exec(raw);
        if (odd) {
            const name = odd[0] === '\r' ? 'a lone CR' : `U+${odd[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
            problems.push({
                line: lineNo,
                reason: `${name} at column ${odd.index + 1}: lines must end with LF or CRLF (one entry a line)`,
            });
            continue;
        }
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
    t.set ??= (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_0__/* .globSet */ .xk)(t.globs, MATCH_OPTIONS);
    return t.set.test(skillId);
}
/** Trust of `publicKeyHex` (either case) for `skillId`. Revocation wins over any trust line. */
function lookupKey(kr, skillId, publicKeyHex) {
    const key = publicKeyHex.toLowerCase();
    if (kr.revoked.has(key))
        return 'revoked';
    // No valid id holds a line end (it is InvalidId), and one would send every glob of the key to
    // picomatch's regex, which backtracks for minutes on a long id (`*-*-*-*-z`).
    if (/[\n\r\u2028\u2029]/.test(skillId))
        return 'untrusted';
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

// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __webpack_require__(87188);
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


/***/ }),

/***/ 47327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rn: () => (/* binding */ otlpSignals),
/* harmony export */   e9: () => (/* binding */ epochMs),
/* harmony export */   wP: () => (/* binding */ recordValidations)
/* harmony export */ });
/* unused harmony exports SPAN_NAME, RUN_SPAN_NAME, COUNTER_NAME, HISTOGRAM_NAME, DURATION_BUCKETS, otlpWanted, flushTelemetry */
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

const SPAN_NAME = 'skill.frontmatter.validate';
const RUN_SPAN_NAME = 'skillgate.check';
const COUNTER_NAME = 'skill_frontmatter_validation_total';
const HISTOGRAM_NAME = 'skill_frontmatter_validation_duration_seconds';
/** Seconds: a frontmatter check takes tens of microseconds to a few milliseconds. */
const DURATION_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 1];
/** Where @opentelemetry/api 1.x keeps registered providers (its documented global contract). */
const API_GLOBAL = Symbol.for('opentelemetry.js.api.1');
let pending = [];
let emitting = Promise.resolve();
let exitHooked = false;
let otlpStarted = false;
/**
 * The signals to export over OTLP: a signal is on when its endpoint (OTEL_EXPORTER_OTLP_
 * <SIGNAL>_ENDPOINT) or the common one is set and OTEL_<SIGNAL>S_EXPORTER, when set, names
 * `otlp` (`none` turns it off); OTEL_SDK_DISABLED=true turns both off.
 */
function otlpSignals(env = process.env) {
    if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true')
        return { traces: false, metrics: false };
    const on = (signal) => {
        const exporter = (env[`OTEL_${signal}_EXPORTER`] ?? '').trim().toLowerCase();
        if (exporter && !exporter.split(',').some((e) => e.trim() === 'otlp'))
            return false;
        return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT || env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]);
    };
    return { traces: on('TRACES'), metrics: on('METRICS') };
}
/** True when an OTLP endpoint is configured for a signal and the SDK is not switched off. */
function otlpWanted(env = process.env) {
    const s = otlpSignals(env);
    return s.traces || s.metrics;
}
/** True when something (the OTLP set-up, a host, a test) registered a provider with the API. */
function apiActive() {
    const g = globalThis[API_GLOBAL];
    return !!g && (g.trace !== undefined || g.metrics !== undefined);
}
/** Records the validations of one run. `starts[i]` is when `results[i]`'s check began (epoch ms). */
function recordValidations(results, starts, end = epochMs()) {
    if (results.length === 0)
        return;
    const otlp = !otlpStarted && otlpWanted();
    if (!otlp && !apiActive())
        return;
    pending.push({ results, starts, end });
    if (otlp) {
        if (!exitHooked)
            process.once('beforeExit', () => void exportOtlp());
        exitHooked = true;
        return;
    }
    emitting = emitting.then(emitPending);
}
/** Resolves once every run recorded so far has reached the registered providers. */
function flushTelemetry() {
    return emitting;
}
function epochMs() {
    return performance.timeOrigin + performance.now();
}
async function emitPending() {
    if (pending.length === 0)
        return;
    try {
        const api = await __webpack_require__.e(/* import() */ 914).then(__webpack_require__.bind(__webpack_require__, 63914));
        const batches = pending;
        pending = [];
        for (const b of batches)
            emit(api, b);
    }
    catch (e) {
        pending = [];
        process.stderr.write(`skillgate: telemetry not recorded: ${e instanceof Error ? e.message : String(e)}\n`);
    }
}
function emit(api, b) {
    const { context, metrics, trace, SpanStatusCode, ValueType } = api;
    const tracer = trace.getTracer('skillgate', _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x);
    const meter = metrics.getMeter('skillgate', _version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x);
    const counter = meter.createCounter(COUNTER_NAME, {
        description: 'SKILL.md frontmatter validations, by outcome',
        // A count: exported as an integer (OTLP `asInt`), not a double.
        valueType: ValueType.INT,
    });
    const histogram = meter.createHistogram(HISTOGRAM_NAME, {
        description: 'Time to validate one SKILL.md frontmatter',
        unit: 's',
        advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
    // A loop, not Math.min(...starts): 150,000 files would be too many arguments.
    let first = b.starts.length ? Infinity : b.end;
    for (const t of b.starts)
        if (t < first)
            first = t;
    const run = tracer.startSpan(RUN_SPAN_NAME, { startTime: first, attributes: { files: b.results.length } });
    const parent = trace.setSpan(context.active(), run);
    const outcomes = {};
    for (let i = 0; i < b.results.length; i++) {
        const r = b.results[i];
        const start = b.starts[i] ?? first;
        // Every span carries the four attributes of TASK-SKILL-103 #20: a file with no valid id
        // or version (a parse error, an InvalidId) has them empty, never missing.
        const attributes = {
            skill_id: r.data?.id ?? '',
            version: r.data?.version ?? '',
            validation_outcome: r.outcome,
            duration_ms: r.duration_ms,
            skill_path: r.path,
        };
        const span = tracer.startSpan(SPAN_NAME, { startTime: start, attributes }, parent);
        if (r.outcome !== 'ok') {
            const firstError = r.findings.find((f) => f.severity === 'error');
            span.setStatus({
                code: SpanStatusCode.ERROR,
                message: firstError ? `${r.outcome}: ${firstError.code}` : r.outcome,
            });
        }
        span.end(start + r.duration_ms);
        counter.add(1, { outcome: r.outcome });
        histogram.record(r.duration_ms / 1000, { outcome: r.outcome });
        outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
    }
    for (const [o, n] of Object.entries(outcomes))
        run.setAttribute(`outcome.${o}`, n);
    run.end(b.end);
}
/** Loads the SDK, replays what was recorded, flushes. Never throws, never prints a stack. */
async function exportOtlp() {
    try {
        const { startOtlp } = await Promise.all(/* import() */[__webpack_require__.e(914), __webpack_require__.e(151), __webpack_require__.e(548)]).then(__webpack_require__.bind(__webpack_require__, 68548));
        const stop = await startOtlp();
        otlpStarted = true;
        await emitPending();
        // Past the deadline the exporter's retries would hold the process: the run is over, so end it.
        if (!(await stop()))
            process.exit(process.exitCode ?? 0);
    }
    catch (e) {
        process.stderr.write(`skillgate: telemetry not exported: ${e instanceof Error ? e.message : String(e)}\n`);
    }
}


/***/ })

};
