export const id = 376;
export const ids = [376];
export const modules = {

/***/ 8376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exitFor: () => (/* binding */ exitFor),
  render: () => (/* binding */ render),
  runCheck: () => (/* binding */ runCheck),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/scan/files.ts + 1 modules
var files = __webpack_require__(8267);
// EXTERNAL MODULE: ./src/core/run.ts + 3 modules
var run = __webpack_require__(6179);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(7994);
;// CONCATENATED MODULE: ./src/report/json.ts

function finding(f) {
    return { field: f.field, code: f.code, message: f.message, line: f.line, column: f.column, severity: f.severity };
}
function fileJson(r) {
    const errors = r.findings.filter((f) => f.severity === 'error').map(finding);
    const warnings = r.findings.filter((f) => f.severity === 'warning').map(finding);
    const d = r.data;
    if (errors.length === 0 && d) {
        return {
            status: 'ok',
            id: d.id,
            version: d.version,
            allowed_memory_scopes: d.allowed_memory_scopes,
            allowed_tools: d.allowed_tools,
            path: r.path,
            outcome: r.outcome,
            description: d.description,
            disallowed_tools: d.disallowed_tools,
            sync_class: d.sync_class,
            tenant_scope: d.tenant_scope,
            tags: d.tags,
            effort_minutes: d.effort_minutes ?? null,
            min_broker_version: d.min_broker_version ?? null,
            max_broker_version: d.max_broker_version ?? null,
            signature: d.signature ?? null,
            x_extensions: d.x_extensions,
            effective_tools: r.effective_tools ?? [],
            frontmatter_hash: r.hash ?? null,
            warnings,
            duration_ms: r.duration_ms,
        };
    }
    const out = { status: 'invalid', path: r.path, outcome: r.outcome };
    if (d?.id !== undefined)
        out.id = d.id;
    if (d?.version !== undefined)
        out.version = d.version;
    out.errors = errors;
    out.warnings = warnings;
    if (r.effective_tools)
        out.effective_tools = r.effective_tools;
    out.duration_ms = r.duration_ms;
    return out;
}
function driftJson(d) {
    return { ...d };
}
function multiJson(results, drift, durationMs) {
    return {
        status: (0,summary/* overallStatus */.g)(results, drift),
        summary: (0,summary/* summarize */.e)(results, drift, durationMs),
        files: results.map(fileJson),
        drift: drift.map(driftJson),
    };
}

// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/report/catalog.ts
/**
 * One line of documentation per code: used by SARIF rule metadata, the job summary and
 * the README's tables. Help links point into the repository's docs.
 */

const DOCS_BASE = 'https://github.com/skillgate/skillgate/blob/main';
const CODE_DOCS = {
    MissingFrontmatter: 'The file does not start with a `---` line, or the frontmatter has no closing `---` line.',
    YamlParse: 'The frontmatter is not valid YAML 1.2 in the accepted subset (no aliases, anchors, tags, merge keys, duplicate keys, non-string keys, or nesting deeper than 64), or the file is not UTF-8 text.',
    FileTooLarge: 'The file is larger than 1 MiB.',
    ReadError: 'The file could not be read (permissions, a symlink loop, or a directory named SKILL.md).',
    RequiredMissing: 'A required field (id, version, description, allowed_memory_scopes, allowed_tools) is missing.',
    InvalidId: 'The id is not kebab-case (^[a-z][a-z0-9-]*$).',
    InvalidVersion: 'A version field is not a full SemVer 2.0.0 version.',
    InvalidDescription: 'The description is not a string of 1 to 200 characters.',
    InvalidMemoryScopeGlob: 'A memory scope is not a valid relative glob.',
    UnknownTool: 'A tool is neither a native tool nor an MCP tool registered in the config.',
    UnknownField: 'A top-level key is not part of schema v1 and does not start with `x-`.',
    InvalidField: 'A field has the wrong type or value, or holds a value with no canonical form.',
    SignatureFailed: 'The ed25519 signature does not verify over the canonical frontmatter and body.',
    SignatureMissing: 'Trust mode `registry` requires a signature and the skill has none.',
    UntrustedKey: "The signature verifies, but its public key is not in the trusted keyring for the skill's id.",
    RevokedKey: 'The signature was made with a key the keyring revokes.',
    BrokerTooOld: "The configured broker version is below the skill's min_broker_version.",
    BrokerTooNew: "The configured broker version is above the skill's max_broker_version.",
    DuplicateId: 'Two or more SKILL.md files declare the same id.',
    NameMismatch: "The agentskills `name` differs from its directory's name.",
    'tool-conflict': 'A tool is in both allowed_tools and disallowed_tools.',
    'unclassified-tool': 'A declared tool has no class; it is denied for every profile.',
    'denied-tool': "A declared tool is not allowed by the skill's permission profile.",
    'description-trigger': 'The description does not say when to use the skill ("Use when …").',
    'deprecated-by': '`x-deprecated-by` names no skill in the tree.',
    'unknown-field': 'A key that the agentskills.io specification does not define.',
    'allowed-tools-list': '`allowed-tools` is written as a YAML list instead of a space-separated string.',
};
const DRIFT_DOCS = {
    added: 'A skill is in the tree but not in the lockfile.',
    removed: 'The lockfile pins a skill that is no longer in the tree.',
    changed: "A skill's frontmatter hash differs from the lockfile (added tools or scopes are a capability escalation).",
    moved: 'A skill moved to a new path with an unchanged frontmatter.',
    'version-not-bumped': "A skill's frontmatter changed but its version did not.",
};
function helpUri(code) {
    if (diagnostic/* RULE_IDS */.Iu.includes(code))
        return `${DOCS_BASE}/docs/rules/${code}.md`;
    if (diagnostic/* CONTRACT_CODES */.kC.includes(code))
        return `${DOCS_BASE}/README.md#error-codes`;
    return `${DOCS_BASE}/README.md#the-lockfile`;
}

;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 report: one rule per code (stable ruleIds: the code itself, `drift/<kind>`
 * for lock drift), results with repository-relative locations, and each file's
 * effective tools as artifact properties. A pure function of the results.
 */



const DRIFT_KINDS = ['added', 'removed', 'changed', 'moved', 'version-not-bumped'];
function pascal(id) {
    return id.replace(/(^|[-/])([a-z])/g, (_, __, c) => c.toUpperCase());
}
function sarifRules() {
    const rules = [];
    for (const code of [...diagnostic/* CONTRACT_CODES */.kC, ...diagnostic/* RULE_IDS */.Iu]) {
        const text = CODE_DOCS[code];
        const isRule = diagnostic/* RULE_IDS */.Iu.includes(code);
        rules.push({
            id: code,
            name: pascal(code),
            shortDescription: { text },
            fullDescription: { text },
            helpUri: helpUri(code),
            help: { text: `${text} See ${helpUri(code)}` },
            defaultConfiguration: {
                level: isRule && ['denied-tool', 'description-trigger', 'unknown-field', 'allowed-tools-list'].includes(code)
                    ? 'warning'
                    : 'error',
            },
            properties: { tags: [isRule ? 'policy' : 'contract', 'skill'] },
        });
    }
    for (const kind of DRIFT_KINDS) {
        rules.push({
            id: `drift/${kind}`,
            name: `LockDrift${pascal(kind)}`,
            shortDescription: { text: DRIFT_DOCS[kind] },
            fullDescription: { text: DRIFT_DOCS[kind] },
            helpUri: helpUri(`drift/${kind}`),
            help: { text: `${DRIFT_DOCS[kind]} Run \`skillgate lock\` after reviewing the change.` },
            defaultConfiguration: { level: 'error' },
            properties: { tags: ['lockfile', 'skill'] },
        });
    }
    return rules;
}
function sarif_location(uri, line, column) {
    return {
        physicalLocation: {
            artifactLocation: { uri: encodeURI(uri), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, line), startColumn: Math.max(1, column) },
        },
    };
}
function sarifReport(results, drift, settings) {
    const rules = sarifRules();
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const out = [];
    for (const r of results) {
        for (const f of r.findings) {
            out.push({
                ruleId: f.code,
                ruleIndex: index.get(f.code),
                level: f.severity,
                message: { text: f.message },
                locations: [sarif_location(r.path, f.line, f.column)],
                properties: { field: f.field, outcome: r.outcome },
            });
        }
    }
    for (const d of drift) {
        const id = `drift/${d.kind}`;
        out.push({
            ruleId: id,
            ruleIndex: index.get(id),
            level: 'error',
            message: { text: d.message },
            locations: [sarif_location(d.path, d.line, d.column)],
            properties: { skill_id: d.id, escalation: d.escalation ?? false },
        });
    }
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'skillgate',
                        version: version/* VERSION */.x,
                        semanticVersion: version/* VERSION */.x,
                        informationUri: 'https://github.com/skillgate/skillgate',
                        rules,
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
                artifacts: results.map((r) => ({
                    location: { uri: encodeURI(r.path), uriBaseId: '%SRCROOT%' },
                    properties: {
                        skill_id: r.data?.id ?? null,
                        outcome: r.outcome,
                        effective_tools: r.effective_tools ?? [],
                    },
                })),
                results: out,
                properties: settings ? { profile: settings.profile, trust: settings.trust } : {},
            },
        ],
    };
}

// EXTERNAL MODULE: ./src/commands/common.ts + 2 modules
var common = __webpack_require__(9863);
;// CONCATENATED MODULE: ./src/commands/validate.ts
/** `skillgate validate [PATH...]` and `skillgate lock --check` share this check-and-report path. */









/** True when one named path is a SKILL.md file or a directory holding SKILL.md itself. */
function isSingleBundle(paths, cwd) {
    if (paths.length !== 1)
        return false;
    const abs = external_node_path_default().resolve(cwd, paths[0]);
    try {
        const st = (0,external_node_fs_.statSync)(abs);
        return (st.isFile() ||
            (st.isDirectory() && (0,external_node_fs_.existsSync)(external_node_path_default().join(abs, files/* SKILL_FILE */.LF)) && (0,external_node_fs_.statSync)(external_node_path_default().join(abs, files/* SKILL_FILE */.LF)).isFile()));
    }
    catch {
        return false;
    }
}
async function runCheck(p, io, mode) {
    const t0 = (0,run/* now */.tB)();
    const settings = await (0,common/* settingsFrom */.ms)(p, io);
    const ctx = (0,run/* contextFor */.BT)(settings);
    const paths = p.positionals;
    const since = typeof p.opts['changed-since'] === 'string' ? p.opts['changed-since'] : undefined;
    const repoScan = paths.length === 0 && !since;
    const lockWanted = mode.requireLock || repoScan || settings.lockfileExplicit || !!since;
    // Read the lock before checking anything: a bad lockfile is exit 1 whatever the skills say.
    const lock = lockWanted ? (0,run/* readLock */.mF)(settings, mode.requireLock || settings.lockfileExplicit) : undefined;
    let collected;
    if (since) {
        collected = (0,files/* scanChangedSince */.UI)(settings, since);
        if (paths.length) {
            const under = paths.map((x) => external_node_path_default().resolve(io.cwd, x));
            collected.files = collected.files.filter((f) => under.some((u) => f.abs === u || f.abs.startsWith(u + (external_node_path_default()).sep)));
        }
    }
    else if (paths.length)
        collected = (0,files/* collectPaths */.jC)(paths, settings, io.cwd);
    else
        collected = (0,files/* scanRepository */.Gw)(settings);
    let tree;
    const wholeTree = () => {
        if (!tree)
            tree = repoScan ? results : (0,run/* checkAll */.K7)((0,files/* scanRepository */.Gw)(settings), ctx);
        return tree;
    };
    const results = (0,run/* checkAll */.K7)(collected, ctx, () => new Set(wholeTree()
        .map((r) => r.data?.id)
        .filter((x) => !!x)));
    let drift = [];
    if (lock)
        drift = (0,run/* drift */.UL)(lock, wholeTree());
    return {
        settings,
        results,
        drift,
        durationMs: (0,run/* now */.tB)() - t0,
        single: !since && isSingleBundle(paths, io.cwd) && results.length === 1,
        excluded: collected.excluded,
        lockChecked: !!lock,
    };
}
function exitFor(run) {
    if (run.results.some((r) => r.findings.some((f) => f.severity === 'error')))
        return diagnostic/* EXIT */.dc.SCHEMA;
    return run.drift.length ? diagnostic/* EXIT */.dc.DRIFT : diagnostic/* EXIT */.dc.OK;
}
function render(run, p, io) {
    const format = (0,common/* formatOf */.be)(p);
    if (format === 'json') {
        if (run.single) {
            const one = fileJson(run.results[0]);
            if (run.lockChecked)
                one.drift = run.drift;
            return JSON.stringify(one, null, 2) + '\n';
        }
        return JSON.stringify(multiJson(run.results, run.drift, run.durationMs), null, 2) + '\n';
    }
    if (format === 'sarif')
        return JSON.stringify(sarifReport(run.results, run.drift, run.settings), null, 2) + '\n';
    const tty = io.stdoutIsTTY && typeof p.opts.output !== 'string';
    const cache = new Map();
    return (0,report_text/* textReport */.M)(run.results, run.drift, run.durationMs, {
        single: run.single,
        excluded: run.excluded,
        color: tty && !io.env.NO_COLOR,
        sourceLine: tty
            ? (rel, line) => {
                let lines = cache.get(rel);
                if (!lines) {
                    try {
                        lines = (0,external_node_fs_.readFileSync)(external_node_path_default().resolve(run.settings.root, rel), 'utf8').split('\n');
                    }
                    catch {
                        lines = [];
                    }
                    cache.set(rel, lines);
                }
                return lines[line - 1];
            }
            : undefined,
    });
}
async function validateCommand(p, io) {
    (0,common/* formatOf */.be)(p);
    const run = await runCheck(p, io, { requireLock: false });
    (0,common/* emit */.Ic)(p, io, render(run, p, io));
    return exitFor(run);
}


/***/ }),

/***/ 6179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K7: () => (/* binding */ checkAll),
  BT: () => (/* binding */ contextFor),
  UL: () => (/* binding */ drift),
  tB: () => (/* binding */ now),
  mF: () => (/* binding */ readLock),
  QH: () => (/* binding */ resolveIn),
  ml: () => (/* binding */ snapshots)
});

// UNUSED EXPORTS: checkFile, loadKeyring, snapshotOf

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/core/engine.ts + 4 modules
var engine = __webpack_require__(9215);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var keyring = __webpack_require__(351);
// EXTERNAL MODULE: ./src/core/document.ts
var core_document = __webpack_require__(9354);
;// CONCATENATED MODULE: ./src/scan/read.ts
/** Reading a SKILL.md safely: size checked before reading, I/O errors as one-line reasons. */


function readSkillFile(abs) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, 'r');
    }
    catch (e) {
        return { ok: false, reason: ioReason(e) };
    }
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (st.isDirectory())
            return { ok: false, reason: 'SKILL.md is a directory, not a file' };
        if (!st.isFile())
            return { ok: false, reason: 'not a regular file' };
        if (st.size > core_document/* MAX_FILE_BYTES */.gZ)
            return { ok: false, reason: '', tooLarge: st.size };
        const buf = Buffer.allocUnsafe(st.size);
        let off = 0;
        while (off < st.size) {
            const n = (0,external_node_fs_.readSync)(fd, buf, off, st.size - off, off);
            if (n === 0)
                break;
            off += n;
        }
        return { ok: true, bytes: buf.subarray(0, off) };
    }
    catch (e) {
        return { ok: false, reason: ioReason(e) };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function ioReason(e) {
    const code = e.code;
    switch (code) {
        case 'ENOENT':
            return 'cannot read file: no such file (or a dangling symlink)';
        case 'EACCES':
        case 'EPERM':
            return 'cannot read file: permission denied';
        case 'ELOOP':
            return 'cannot read file: too many levels of symbolic links (symlink loop)';
        case 'EISDIR':
            return 'SKILL.md is a directory, not a file';
        default:
            return `cannot read file: ${e.message}`;
    }
}

// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
;// CONCATENATED MODULE: ./src/rules/tree.ts



/**
 * `moreIds` is asked only when a target is not among `results` (e.g. pre-commit passed
 * just the staged files): it lists the ids of the whole tree.
 */
function runTreeRules(results, settings, moreIds) {
    const sev = (0,rules/* severityOf */.xJ)('deprecated-by', settings, 'error');
    if (sev === 'off')
        return;
    const ids = new Set(results.map((r) => r.data?.id).filter((x) => !!x));
    for (const r of results) {
        const d = r.data;
        if (!d || !('x-deprecated-by' in d.x_extensions))
            continue;
        const target = d.x_extensions['x-deprecated-by'];
        const at = d.positions['x-deprecated-by'] ?? { line: 1, column: 1 };
        let message;
        if (typeof target !== 'string' || !target)
            message = 'x-deprecated-by must name the id of the skill that replaces this one';
        else if (target === d.id)
            message = `x-deprecated-by names this skill itself ("${target}")`;
        else if (!ids.has(target) && !(moreIds && moreIds().has(target)))
            message = `x-deprecated-by names "${target}", but no skill with that id is in the tree`;
        if (!message)
            continue;
        r.findings.push({
            field: 'x-deprecated-by',
            code: 'deprecated-by',
            message,
            line: at.line,
            column: at.column,
            severity: sev,
        });
        r.findings = (0,engine/* orderFindings */.$t)(r.findings);
        r.outcome = (0,diagnostic/* outcomeOf */.sG)(r.findings);
    }
}

// EXTERNAL MODULE: ./src/lock/lockfile.ts
var lockfile = __webpack_require__(8606);
;// CONCATENATED MODULE: ./src/lock/diff.ts
const FILE_START = { line: 1, column: 1 };
const RELOCK = 'run `skillgate lock` after review';
const q = (s) => JSON.stringify(s);
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const quoteList = (xs) => xs.map(q).join(', ');
/** Items of `now` not in `before`, and of `before` not in `now`, each sorted. */
function setDiff(before, now) {
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
function compare(id, entry, skill) {
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
        said.push('frontmatter fields other than version, tools and scopes');
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

;// CONCATENATED MODULE: ./src/core/run.ts
/**
 * The pipeline shared by `validate`, `lock` and the Action: settings, keyring, files,
 * per-file checks, tree checks and drift. Returns data; the callers print.
 */










/** Resolves a settings path: absolute as is, else relative to the repository root. */
function resolveIn(settings, p) {
    return external_node_path_default().isAbsolute(p) ? p : external_node_path_default().join(settings.root, p);
}
/** Loads the keyring when the trust mode needs it or a flag/config names it. */
function loadKeyring(settings, text) {
    const file = resolveIn(settings, settings.trustedKeys);
    if (text === undefined) {
        if (!settings.trustedKeysExplicit && settings.trust !== 'registry')
            return {};
        try {
            text = (0,external_node_fs_.readFileSync)(file, 'utf8');
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
    const read = readSkillFile(ref.abs);
    if (!read.ok) {
        if (read.tooLarge !== undefined) {
            return {
                path: ref.rel,
                outcome: 'parse_err',
                findings: [
                    {
                        field: '',
                        code: 'FileTooLarge',
                        message: `file is ${read.tooLarge} bytes; the limit is 1048576 bytes (1 MiB)`,
                        line: 1,
                        column: 1,
                        severity: 'error',
                    },
                ],
                duration_ms: 0,
                parsed: false,
            };
        }
        return (0,engine/* unreadable */.O$)(ref, read.reason);
    }
    return (0,engine/* checkBytes */.Ac)(read.bytes, ref, ctx);
}
function checkAll(collected, ctx, moreIds) {
    const results = collected.files.map((f) => checkFile(f, ctx));
    for (const p of collected.problems)
        results.push((0,engine/* unreadable */.O$)(p.ref, p.reason));
    results.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    (0,engine/* checkTree */.RX)(results);
    runTreeRules(results, ctx.settings, moreIds);
    return results;
}
/** What the lock pins of a result, when the result is complete enough to pin. */
function snapshotOf(r) {
    const d = r.data;
    if (!d || !d.id || d.version === undefined || !r.hash)
        return undefined;
    const pos = (k) => d.positions[k];
    return {
        id: d.id,
        path: r.path,
        version: d.version,
        frontmatter: r.hash,
        signer: r.signer ?? null,
        allowed_tools: [...d.allowed_tools],
        allowed_memory_scopes: [...d.allowed_memory_scopes],
        positions: {
            file: { line: 1, column: 1 },
            id: pos('id'),
            version: pos('version'),
            allowed_tools: pos('allowed_tools'),
            allowed_memory_scopes: pos('allowed_memory_scopes'),
            signature: d.signaturePos,
        },
    };
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
/** Reads and parses the lockfile; undefined when absent and not required. */
function readLock(settings, required, text) {
    const file = resolveIn(settings, settings.lockfile);
    if (text === undefined) {
        try {
            text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        }
        catch (e) {
            const code = e.code;
            if (code === 'ENOENT' && !required)
                return undefined;
            if (code === 'ENOENT')
                throw new diagnostic/* UsageError */.eb(`no lockfile at ${settings.lockfile}: run \`skillgate lock\` to create it`);
            throw new diagnostic/* UsageError */.eb(`cannot read lockfile ${settings.lockfile}: ${e.message}`);
        }
    }
    try {
        return (0,lockfile/* parseLockfile */.tg)(text, settings.lockfile);
    }
    catch (e) {
        if (e instanceof lockfile/* LockfileError */.g)
            throw new diagnostic/* UsageError */.eb(`invalid lockfile: ${e.message}`);
        throw e;
    }
}
function drift(lock, results) {
    return diffLock(lock, snapshots(results));
}
function contextFor(settings) {
    const { keyring, note } = loadKeyring(settings);
    return (0,engine/* makeContext */.og)(settings, keyring, note);
}
function now() {
    return external_node_perf_hooks_.performance.now();
}


/***/ }),

/***/ 8606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ writeLockfileAtomic),
/* harmony export */   c5: () => (/* binding */ serializeLockfile),
/* harmony export */   g: () => (/* binding */ LockfileError),
/* harmony export */   tg: () => (/* binding */ parseLockfile)
/* harmony export */ });
/* unused harmony exports lockPathProblem, readLockfile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Reading and writing `skillgate.lock` (SPEC §4).
 *
 * The reader is a small JSON parser of its own rather than JSON.parse: JSON.parse keeps the
 * last of duplicate keys silently, gives no line/column, and a lockfile it half-accepts
 * must never turn into an empty lock. Every rejection is a LockfileError naming the
 * offending token. Parsed objects have no prototype, so hostile keys cannot pollute one.
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
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const HASH_RE = /^sha256-[A-Za-z0-9+/]{43}=$/;
const SIGNER_RE = /^[0-9A-Fa-f]{64}$/;
const CONFLICT_RE = /^(<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)( |$)/;
const MAX_DEPTH = 64;
const FIX = 'fix it by hand or regenerate it with `skillgate lock`';
class JsonReader {
    text;
    file;
    i = 0;
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
    document() {
        this.skipWs();
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
            return { ...pos, kind: 'object', members: this.object(depth) };
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
    object(depth) {
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
            const c = this.text[this.i];
            if (c === undefined)
                this.fail(start, 'invalid JSON: unterminated string');
            if (c === '"')
                break;
            const code = c.charCodeAt(0);
            if (code < 0x20)
                this.fail(this.i, `invalid JSON: ${this.describe(this.i)} must be escaped in a string`);
            if (c !== '\\') {
                out += c;
                this.i++;
                continue;
            }
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
        if (!wellFormed(out))
            this.fail(start, 'string is not well-formed Unicode (lone surrogate)');
        return out;
    }
}
function wellFormed(s) {
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
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute; it must be relative to the repository root';
    if (/[\u0000-\u001f\u007f]/.test(p))
        return 'contains a control character';
    const segs = p.split('/');
    if (segs.includes('..'))
        return 'contains a ".." segment';
    if (segs.some((s) => s === '' || s === '.'))
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
    for (const s of [id, e.version, ...e.allowed_tools, ...e.allowed_memory_scopes]) {
        if (!wellFormed(s))
            return `skill ${JSON.stringify(id)}: a string is not well-formed Unicode`;
    }
    return null;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (xs) => [...new Set(xs)].sort(byCodeUnit);
// ---------------------------------------------------------------------------------------
// Reading
/**
 * Parses the text of a lockfile. `file` is the name used in error messages.
 * Lists come back sorted and deduplicated, signers in lowercase.
 */
function parseLockfile(text, file) {
    // Editors on Windows may add a BOM; it is not a column an editor shows, so drop it.
    if (text.startsWith('\uFEFF'))
        text = text.slice(1);
    const lines = text.split(/\r\n|\n|\r/);
    for (let n = 0; n < lines.length; n++) {
        if (CONFLICT_RE.test(lines[n])) {
            throw new LockfileError(file, n + 1, 1, `git conflict marker ${JSON.stringify(lines[n].slice(0, 40))}: resolve the merge, then run \`skillgate lock\``);
        }
    }
    if (text.trim() === '')
        throw new LockfileError(file, 1, 1, `lockfile is empty; ${FIX}`);
    const reader = new JsonReader(text, file);
    const root = reader.document();
    function fail(at, reason) {
        throw new LockfileError(file, at.line, at.column, reason);
    }
    const typeName = (n) => n.kind === 'number' ? `number ${n.raw}` : n.kind === 'string' ? `string ${JSON.stringify(n.value)}` : n.kind;
    const expectObject = (n, what) => n.kind === 'object' ? n.members : fail(n, `${what} must be an object, got ${typeName(n)}`);
    const rootMembers = expectObject(root, 'the lockfile');
    const member = (ms, key) => ms.find((m) => m.key === key);
    const version = member(rootMembers, 'lockfileVersion');
    if (!version)
        fail(root, `missing "lockfileVersion"; ${FIX}`);
    if (version.value.kind !== 'number')
        fail(version.value, `"lockfileVersion" must be the number 1, got ${typeName(version.value)}`);
    if (version.value.value !== 1) {
        fail(version.value, `unsupported lockfileVersion ${version.value.raw}; this skillgate reads lockfileVersion 1`);
    }
    for (const m of rootMembers) {
        if (!ROOT_KEYS.includes(m.key))
            fail(m, `unknown key ${JSON.stringify(m.key)}; expected "lockfileVersion" and "skills"`);
    }
    const skillsMember = member(rootMembers, 'skills');
    if (!skillsMember)
        fail(root, `missing "skills"; ${FIX}`);
    const skills = Object.create(null);
    for (const s of expectObject(skillsMember.value, '"skills"')) {
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
    }
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
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new LockfileError(displayName, 1, 1, 'lockfile is not valid UTF-8');
    }
    return parseLockfile(text, displayName);
}
// ---------------------------------------------------------------------------------------
// Writing
function toEntry(e) {
    return {
        path: e.path,
        version: e.version,
        frontmatter: e.frontmatter,
        signer: e.signer === null ? null : e.signer.toLowerCase(),
        allowed_tools: sortedUnique(e.allowed_tools),
        allowed_memory_scopes: sortedUnique(e.allowed_memory_scopes),
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
    // Assembled by hand: a JS object would list integer-like ids ("10", "9") first in
    // numeric order, not in code-unit order.
    const blocks = [];
    for (const id of [...byId.keys()].sort(byCodeUnit)) {
        const e = byId.get(id);
        const why = entryProblem(id, e);
        if (why)
            throw new Error(`cannot write lockfile: ${why}`);
        const out = {};
        for (const k of [...ENTRY_KEYS].sort(byCodeUnit))
            out[k] = e[k];
        blocks.push(`    ${JSON.stringify(id)}: ${JSON.stringify(out, null, 2).replace(/\n/g, '\n    ')}`);
    }
    const skills = blocks.length ? `{\n${blocks.join(',\n')}\n  }` : '{}';
    return `{\n  "lockfileVersion": 1,\n  "skills": ${skills}\n}\n`;
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
    const tmp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    let keepMode;
    try {
        keepMode = (await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.stat(target)).mode & 0o777;
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


/***/ })

};
