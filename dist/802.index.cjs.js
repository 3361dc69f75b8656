"use strict";
exports.id = 802;
exports.ids = [802];
exports.modules = {

/***/ 8823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a_: () => (/* binding */ lockEntryLookup)
/* harmony export */ });
/* unused harmony exports lockEntryPosition, lockEntryIndex */
/** Where a skill's entry sits in a lockfile's text: removed-skill drift points there (annotations, SARIF). */
/** Line and column of a skill's entry (`"<id>": {`) under `skills` in the lockfile text. */
function lockEntryPosition(lockText, id) {
    return lockEntryIndex(lockText)(id);
}
/**
 * Looks up entries' positions in one lockfile text: the lines are split once, and each id's
 * line found by one pass from where the last search stopped (drift of 10,000 removed skills
 * must not split a 5 MB lockfile 10,000 times).
 */
function lockEntryIndex(lockText) {
    let lines;
    let start = -1;
    const found = new Map();
    let scanned = 0;
    let fallback;
    return (id) => {
        const key = JSON.stringify(id);
        const known = found.get(key);
        if (known)
            return known;
        if (!lines) {
            lines = lockText.split('\n');
            start = lines.findIndex((l) => /^\s*"skills"\s*:/.test(l));
            scanned = start + 1;
        }
        // Every entry line seen on the way is indexed: ids are looked up in any order.
        for (; start >= 0 && scanned < lines.length; scanned++) {
            const l = lines[scanned];
            const m = /^(\s*)("(?:[^"\\]|\\.)*")\s*:\s*\{/.exec(l);
            if (!m || found.has(m[2]))
                continue;
            const at = { line: scanned + 1, column: m[1].length + 1 };
            found.set(m[2], at);
            if (m[2] === key) {
                scanned++;
                return at;
            }
        }
        // Not the writer's layout (minified, an id spelled with an escape, keys on one line):
        // the entries' keys found by reading the JSON itself, once.
        fallback ??= entryKeys(lockText);
        return fallback.get(id);
    };
}
/**
 * Each entry key of `skills` in a lockfile's JSON text, by its value, with the line and column
 * (UTF-16 code units, from 1) of its opening quote. A text that is not JSON gives what it
 * could read before it stopped.
 */
function entryKeys(text) {
    const out = new Map();
    let line = 1;
    let lineStart = 0;
    let depth = 0;
    // The depth of the `skills` object once its key was read at depth 1 (0: not yet).
    let skillsDepth = 0;
    let pendingSkills = false;
    let lastKey;
    for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\n') {
            line++;
            lineStart = i + 1;
        }
        else if (c === '"') {
            const at = { line, column: i - lineStart + 1 };
            let j = i + 1;
            while (j < text.length && text[j] !== '"')
                j += text[j] === '\\' ? 2 : 1;
            let value;
            try {
                value = JSON.parse(text.slice(i, j + 1));
            }
            catch {
                return out;
            }
            lastKey = typeof value === 'string' ? { value, at, depth } : undefined;
            i = j;
        }
        else if (c === ':') {
            if (lastKey && lastKey.depth === depth) {
                if (depth === 1 && lastKey.value === 'skills')
                    pendingSkills = true;
                else if (skillsDepth && depth === skillsDepth && !out.has(lastKey.value))
                    out.set(lastKey.value, lastKey.at);
            }
            lastKey = undefined;
        }
        else if (c === '{' || c === '[') {
            depth++;
            if (pendingSkills && c === '{' && depth === 2)
                skillsDepth = 2;
            pendingSkills = false;
            lastKey = undefined;
        }
        else if (c === '}' || c === ']') {
            if (skillsDepth && depth === skillsDepth)
                skillsDepth = 0;
            depth--;
            lastKey = undefined;
        }
        else if (c === ',')
            lastKey = undefined;
    }
    return out;
}
/** lockEntryIndex's positions, each with the lockfile's name as `file` (annotations, SARIF). */
function lockEntryLookup(lockText, file) {
    const at = lockEntryIndex(lockText);
    return (id) => {
        const p = at(id);
        return p && { file, ...p };
    };
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ driftJson),
/* harmony export */   Hl: () => (/* binding */ fileJson),
/* harmony export */   UH: () => (/* binding */ reportText),
/* harmony export */   j2: () => (/* binding */ reportParts),
/* harmony export */   ki: () => (/* binding */ multiJsonParts)
/* harmony export */ });
/* unused harmony exports shownMessage, multiJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7994);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5655);
/**
 * JSON reports (SPEC \u00a75): the seed's single-bundle shape, and the multi-file report.
 * Pure functions of the results.
 */



/**
 * A message as every report shows it (text.ts `safe`): a control, bidirectional or invisible
 * character of a quoted value is spelled out (`\u202e`), as C0 ones already are by the
 * quoting, so that `jq -r` or a viewer never prints it raw. Values (`path`, `id`, \u2026) stay as they are.
 */
const shownMessage = _text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB;
function finding(f) {
    return {
        field: f.field,
        code: f.code,
        message: shownMessage(f.message),
        line: f.line,
        column: f.column,
        severity: f.severity,
    };
}
function fileJson(r) {
    const errors = r.findings.filter((f) => f.severity === 'error').map(finding);
    const warnings = r.findings.filter((f) => f.severity === 'warning').map(finding);
    const d = r.data;
    if (errors.length === 0 && d && 'metadata' in d) {
        // Profile agentskills: its own fields, keyed by `name` (id holds the NFKC identity).
        const a = d;
        return {
            status: 'ok',
            name: a.name ?? a.id,
            id: a.id,
            version: a.version ?? '',
            description: a.description,
            // The seed's shape (SPEC \u00a75) holds both lists; agentskills.io grants no memory scopes.
            allowed_memory_scopes: [],
            allowed_tools: a.allowed_tools,
            path: r.path,
            outcome: r.outcome,
            license: a.license ?? null,
            compatibility: a.compatibility ?? null,
            metadata: a.metadata,
            signature: a.signature ?? null,
            x_extensions: oneLineEach(a.x_extensions),
            effective_tools: r.effective_tools ?? [],
            frontmatter_hash: r.hash ?? null,
            warnings,
            duration_ms: r.duration_ms,
        };
    }
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
            x_extensions: oneLineEach(d.x_extensions),
            effective_tools: r.effective_tools ?? [],
            frontmatter_hash: r.hash ?? null,
            warnings,
            duration_ms: r.duration_ms,
        };
    }
    const out = { status: 'invalid', path: r.path, outcome: r.outcome };
    // Profile agentskills keys a skill by `name`, as its ok shape says it (when it was read).
    const name = d && 'metadata' in d ? d.name : undefined;
    if (name !== undefined)
        out.name = name;
    if (d?.id !== undefined)
        out.id = d.id;
    // An agentskills skill without metadata.version has none: its "" is only the lock's.
    if (d?.version !== undefined && !(d.version === '' && 'metadata' in d))
        out.version = d.version;
    out.errors = errors;
    out.warnings = warnings;
    // SPEC \u00a77: every file's entry carries effective_tools; a file that did not parse grants none.
    out.effective_tools = r.effective_tools ?? [];
    out.duration_ms = r.duration_ms;
    return out;
}
function driftJson(d, lockEntry) {
    const at = d.kind === 'removed' ? lockEntry?.(d.id) : undefined;
    const shown = { ...d, message: shownMessage(d.message) };
    return at ? { ...shown, lockfile: { path: at.file, line: at.line, column: at.column } } : shown;
}
/**
 * The report of several files. `stepWarnings` (the Action's): counted in summary.warnings
 * and listed in `step_warnings`, present only when there is one.
 */
function multiJson(results, drift, durationMs, stepWarnings = [], 
/** SKILL.md files the config's include/exclude left out: `summary.excluded`, when any. */
excluded = 0, lockEntry, 
/** False for multiJsonParts: `files` is left empty, to be written a part at a time. */
withFiles = true) {
    const summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .e)(results, drift, durationMs);
    if (stepWarnings.length)
        summary.warnings += stepWarnings.length;
    if (excluded)
        summary.excluded = excluded;
    return {
        status: (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .overallStatus */ .g)(results, drift),
        summary,
        files: withFiles ? results.map(fileJson) : [],
        drift: drift.map((d) => driftJson(d, lockEntry)),
        ...(stepWarnings.length
            ? { step_warnings: stepWarnings.map((w) => ({ ...w, message: shownMessage(w.message) })) }
            : {}),
    };
}
/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** `s` with each lone surrogate written as the text `\uD800` (six characters). */
function wellFormed(s) {
    return s.replace(LONE_SURROGATE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/**
 * A report (JSON or SARIF) as the text written out. JSON.stringify writes a lone surrogate
 * (a key `"x-\uD800"` of a hostile SKILL.md, named in a finding's `field`) as the escape
 * `\ud800`: JSON by its grammar, but jq and other strict readers reject the whole report.
 * Only when one is there, every string and key is rewritten with it spelled out as text.
 */
function reportText(value) {
    return jsonText(value) + '\n';
}
/** reportText without the line end. */
function jsonText(value) {
    const text = indentedText(value, false);
    if (!/\\ud[89a-f][0-9a-f]{2}/.test(text))
        return text;
    return indentedText(value, true);
}
/** A lone surrogate spelled out, in a string or a key. */
function wellFormedValue(_key, v) {
    if (typeof v === 'string')
        return wellFormed(v);
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => wellFormed(k) !== k))
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), x]));
    return v;
}
/**
 * An `x_extensions` value, written on one line where the report is indented: a skill's own
 * nested `x-` value (62 lists deep, a leaf every 2 bytes) indented leaf by leaf made 68 MB of
 * report from a 1 MiB SKILL.md. Written by indentedText, it stands in as a placeholder (a
 * string no report holds: a NUL and a random token) for its compact text; elsewhere as itself.
 */
class OneLine {
    value;
    constructor(value) {
        this.value = value;
    }
    toJSON() {
        if (!writing)
            return this.value;
        writing.compact.push(JSON.stringify(this.value, writing.wellFormedOnly ? wellFormedValue : undefined));
        return writing.token + (writing.compact.length - 1);
    }
}
let writing;
/** A skill's `x_extensions`, each value to be written on one line (OneLine). */
function oneLineEach(x) {
    if (!x)
        return x;
    const out = {};
    for (const [k, v] of Object.entries(x))
        out[k] = v !== null && typeof v === 'object' ? new OneLine(v) : v;
    return out;
}
/** JSON indented by 2, each OneLine value on one line. */
function indentedText(value, wellFormedOnly) {
    const token = `\u0000${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}:`;
    const compact = [];
    writing = { token, compact, wellFormedOnly };
    let text;
    try {
        text = wellFormedOnly ? JSON.stringify(value, wellFormedValue, 2) : JSON.stringify(value, null, 2);
    }
    finally {
        writing = undefined;
    }
    if (!compact.length)
        return text;
    const at = new RegExp(`"\\\\u0000${token.slice(1)}(\\d+)"`, 'g');
    return text.replace(at, (_, i) => compact[Number(i)]);
}
/**
 * How many entries a part of reportParts holds: ~70 KB of text in the bench's files, under
 * V8's large-object size (~128 KB), past which each text is a mapping of its own that only a
 * full collection frees (256 a part: 165 MB peak RSS at 10,000 files, 64: 146 MB).
 */
const ITEMS_PER_PART = 64;
/**
 * reportText of a report whose long lists (`lists`: each left empty in `outline`, where its
 * key stands once at its depth) are written a part at a time: the same bytes, each part made
 * when the one before it has been taken, and made again from the start when iterated again (a
 * report file written in place after its temp file failed). 10,000 files make 10.7 MB of
 * JSON, which as one text was held two and three times over while it was written (its
 * objects, the text, the text with its line end, the bytes written): ~25 MB of peak RSS.
 * Each part is JSON.stringify's text of the same items as deep down as the report has them (a
 * line end is only ever between tokens, never in a string), so a lone surrogate is spelled
 * out in a part as reportText spells it out in the whole.
 */
function reportParts(outline, lists) {
    return { [Symbol.iterator]: () => parts(outline, lists) };
}
function* parts(outline, lists) {
    const text = jsonText(outline);
    const holes = lists
        .filter((l) => l.items.length)
        .map((l) => {
        const at = `\n${'  '.repeat(l.depth)}${JSON.stringify(l.key)}: []`;
        const i = text.indexOf(at);
        if (i < 0 || text.indexOf(at, i + 1) >= 0)
            throw new Error(`the report has no one place for its ${l.key}`);
        return { list: l, close: i + at.length - 1 };
    })
        .sort((a, b) => a.close - b.close);
    let from = 0;
    let lead = '';
    for (const { list, close } of holes) {
        yield lead + text.slice(from, close);
        const indent = '  '.repeat(list.depth);
        const partOf = (from, to) => {
            let batch = list.items.slice(from, to);
            if (list.map)
                batch = batch.map(list.map);
            // [items] inside depth objects of one key `x` puts them as deep as the report has them:
            // after the first `[` (no key of x's holds one), up to the line end before the last `]`.
            for (let d = 0; d < list.depth; d++)
                batch = { x: batch };
            const t = jsonText(batch);
            return t.slice(t.indexOf('[') + 1, t.lastIndexOf(']') - 1 - indent.length);
        };
        for (let i = 0; i < list.items.length; i += ITEMS_PER_PART) {
            const end = Math.min(i + ITEMS_PER_PART, list.items.length);
            let part;
            try {
                part = partOf(i, end);
            }
            catch (e) {
                // Past the longest string V8 makes (~512 MB: files of huge findings): one item a part.
                if (!(e instanceof RangeError))
                    throw e;
            }
            if (part !== undefined)
                yield (i === 0 ? '' : ',') + part;
            else
                for (let k = i; k < end; k++)
                    yield (k === 0 ? '' : ',') + partOf(k, k + 1);
        }
        lead = '\n' + indent;
        from = close;
    }
    yield lead + text.slice(from) + '\n';
}
/** reportText(multiJson(...)) in parts (reportParts): each file's entry made as its part is. */
function multiJsonParts(...args) {
    const [results, drift, durationMs, stepWarnings, excluded, lockEntry] = args;
    const outline = multiJson(results, drift, durationMs, stepWarnings, excluded, lockEntry, false);
    return reportParts(outline, [{ key: 'files', depth: 1, items: results, map: fileJson }]);
}


/***/ }),

/***/ 1756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GR: () => (/* binding */ sarifCutWarning),
  yO: () => (/* binding */ sarifParts),
  rr: () => (/* binding */ watchedForUpload)
});

// UNUSED EXPORTS: MAX_SARIF_GZIP_BYTES, MAX_SARIF_RESULTS, SARIF_SCHEMA_URI, artifactLocation, pathUri, sarifCutMessage, sarifOmitted, sarifReport, sarifRules, sarifText

// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/core/utf8.ts
var utf8 = __webpack_require__(3776);
// EXTERNAL MODULE: ./src/rules/index.ts + 5 modules
var src_rules = __webpack_require__(9939);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
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
    'description-trigger': 'The description does not say when to use the skill ("Use when \u2026").',
    'deprecated-by': '`x-deprecated-by` names no skill in the tree.',
    'unknown-field': 'A key that the agentskills.io specification does not define.',
    'allowed-tools-list': '`allowed-tools` is written as a YAML list instead of a space-separated string.',
};
const DRIFT_DOCS = {
    added: 'A skill is in the tree but not in the lockfile.',
    removed: 'The lockfile pins a skill that is no longer in the tree.',
    changed: "A skill's frontmatter hash differs from the lockfile (added tools or scopes are a capability escalation).",
    moved: 'A skill moved to a new path with an unchanged frontmatter.',
    'version-not-bumped': "A skill's frontmatter changed but its version did not go up (by SemVer precedence).",
};
/** The GitHub Action's own warnings (on the config, keyring or lockfile, not on a SKILL.md). */
const STEP_WARNING_DOCS = {
    CapabilityEscalation: "A skill gains a tool or memory scope against the base commit's lock, and the change re-pins it in the lockfile (so no drift says it): review the new capabilities.",
    BaseConfigUnavailable: "The base commit's .skillgate.yml could not be read: the trust mode, lockfile and scan came from the pull request's (or merge group's) own config.",
    IncludeLeavesAllOut: "The config's include (and exclude) leave out every SKILL.md of the tree: nothing was checked. Its globs match paths from the repository root (skills/** or skills/**/SKILL.md). On the config's include.",
    ExcludeLeavesAllOut: 'The config\'s exclude leaves out every SKILL.md of the tree: nothing was checked. A glob starting with "!" leaves out every path it does not match. On the config\'s exclude.',
    KeyringChanged: "The pull request (or merge group) edits the trusted keyring: the base commit's keyring was used.",
    KeyringMoved: "The pull request's (or merge group's) config names another keyring: the base commit's keyring was used.",
    KeyringUnavailable: "The base commit's keyring could not be read: no key was trusted.",
    LockfileMoved: "The pull request's (or merge group's) config names another lockfile: the base commit's lockfile was used.",
    MisnamedConfig: 'A file at the repository root named like the config (.skillgate.yaml, skillgate.yml, skillgate.yaml) while no .skillgate.yml is read: what it sets does not apply. Rename it to .skillgate.yml, or name it with the config input.',
    MisnamedSkillFile: 'A file named SKILL.md in another case (skill.md, Skill.md): it is not checked, as only SKILL.md is read; an agent on a case-insensitive file system would load it. Rename it to SKILL.md.',
    LockfileNotFound: "The lockfile the config names is not there (a typo such as skilgate.lock?): no drift was checked. Run skillgate lock to write it, or fix the path. On the config's lockfile.",
    LockfileRemoved: "The base commit has a lockfile that this checkout lacks: a pull request (or merge group) is checked against the base commit's; a push has no lock check.",
    PathsMatchedNothing: 'The `paths` input matched no SKILL.md file in the repository (a typo in a glob?): nothing under it was checked. On the workflow file.',
    ProfileGovernsNothing: "A permission profile's paths match no SKILL.md of the tree (or only ones an earlier profile's paths or an x-profile take): it restricts nothing. Paths match from the repository root. On the profile.",
    PolicyChanged: 'The pull request (or merge group) changes the policy its own check applies: tools it registers or reclassifies, rules it lowers, permission profiles.',
    ScanScopeChanged: "The pull request (or merge group) changes include or exclude: the base commit's were used.",
    UncheckedNestedRepository: 'A git submodule (or another repository inside the checkout) holds SKILL.md files: git lists none of them, so no check reads them and the lockfile does not pin them. Check them where they are kept (a skillgate run in that repository), or validate the folder by name.',
    UncheckedLinkedSkill: 'The change adds a folder symlink leading to SKILL.md files no check reads (the config excludes them, git does not list them, or they lie outside the repository): an agent loading the skills under the link gets them unchecked and unlocked.',
    VersionNotBumped: "A skill's frontmatter changed against the base commit's lock but its version did not go up, and the change re-pins it in the lockfile (so no drift says it): bump version.",
    TrustWeakened: "The pull request (or merge group) changes trust from registry to local: the base commit's registry was used.",
};
/** README sections the help links of contract codes and lock drift point into. */
const README_ANCHORS = {
    contract: 'error-codes',
    drift: 'the-lockfile',
};
function kindOf(code) {
    if (diagnostic/* RULE_IDS */.Iu.includes(code))
        return 'rule';
    if (diagnostic/* CONTRACT_CODES */.kC.includes(code))
        return 'contract';
    return 'drift';
}
/**
 * Where a code is documented: a contract code in the README's error-code table, lock
 * drift in its lockfile section, and each policy rule on its own page (docs/rules/, which
 * the README's policy-rule table links to).
 */
function helpUri(code) {
    if (Object.hasOwn(STEP_WARNING_DOCS, code))
        return `${DOCS_BASE}/README.md#security`;
    const kind = kindOf(code);
    if (kind === 'rule')
        return `${DOCS_BASE}/docs/rules/${code}.md`;
    return `${DOCS_BASE}/README.md#${README_ANCHORS[kind]}`;
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 report (valid against the OASIS schema vendored in fixtures/sarif/): one
 * rule per code with stable ruleIds (the code itself, `drift/<kind>` for lock drift),
 * results with repository-relative locations, and each file's effective tools as
 * artifact properties. A pure function of the results.
 */









const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const DRIFT_KINDS = ['added', 'removed', 'changed', 'moved', 'version-not-bumped'];
function pascal(id) {
    return id.replace(/(^|[-/])([a-z])/g, (_, __, c) => c.toUpperCase());
}
/** A short first sentence for shortDescription. */
function firstSentence(text) {
    const m = /^(.+?[.!?])(\s|$)/.exec(text);
    return m ? m[1] : text;
}
function rule(id, name, text, fix, level, tags) {
    const uri = helpUri(id);
    return {
        id,
        ...(name !== undefined && name !== id ? { name } : {}),
        shortDescription: { text: firstSentence(text) },
        fullDescription: { text },
        helpUri: uri,
        help: { text: `${text} ${fix} See ${uri}`, markdown: `${text} ${fix}\n\n[Documentation](${uri})` },
        defaultConfiguration: { level },
        properties: { tags },
    };
}
/**
 * Rule metadata. With settings, a policy rule's level is the one it runs at (its
 * `rules:` setting, else its default for the profile); without, its v1 default.
 */
function sarifRules(settings) {
    const levelOf = (id) => {
        const meta = (0,src_rules/* ruleMeta */.ME)(id);
        const sev = settings
            ? (settings.rules?.[id] ?? meta.defaultSeverity(settings.profile))
            : meta.defaultSeverity('v1');
        return sev === 'off' ? 'none' : sev;
    };
    const rules = [];
    const contract = new Set(diagnostic/* CONTRACT_CODES */.kC);
    for (const code of [...diagnostic/* CONTRACT_CODES */.kC, ...diagnostic/* RULE_IDS */.Iu]) {
        const isRule = kindOf(code) === 'rule';
        // A contract code is its own name (none given); a policy rule's name must not be another
        // rule's: `unknown-field` (agentskills) is not the contract's UnknownField.
        const name = isRule ? (contract.has(pascal(code)) ? `Policy${pascal(code)}` : pascal(code)) : undefined;
        rules.push(rule(code, name, CODE_DOCS[code], isRule
            ? `Fix the frontmatter, or set its severity under \`rules\` in .skillgate.yml.`
            : 'Fix the frontmatter: this is part of the schema v1 contract and cannot be switched off.', isRule ? levelOf(code) : 'error', [isRule ? 'policy' : 'contract', 'skill']));
    }
    for (const kind of DRIFT_KINDS) {
        rules.push(rule(`drift/${kind}`, `LockDrift${pascal(kind)}`, DRIFT_DOCS[kind], 'Run `skillgate lock` after reviewing the change.', 'error', ['lockfile', 'skill']));
    }
    return rules;
}
/** A repository-relative path as a URI reference: each segment percent-encoded, so `#`, `?`, `%` and `:` stay in the path. */
function pathUri(p, bytesShown = false) {
    // A name that is not UTF-8 spells each such byte `\xff` (scan/files.ts bytesShown): the URI
    // holds the byte itself, which a percent-encoding stands for (RFC 3986 2.1), not that text.
    return p
        .split('/')
        .map((seg) => (bytesShown && (0,utf8/* shownSegmentUri */.HU)(seg)) || encodeURIComponent(seg))
        .join('/');
}
/**
 * Where a file is, for SARIF: relative to %SRCROOT% (the repository root) as a rule. A file
 * named outside the repository is reported by its absolute path, which is no relative
 * reference: it becomes a `file://` URI with no base (SARIF \u00a73.4.3), never an absolute path
 * resolved against the root.
 */
function artifactLocation(p, bytesShown = false) {
    if (p.startsWith('/'))
        return { uri: 'file://' + pathUri(p, bytesShown) };
    // A drive letter only where paths have them: elsewhere `C:/SKILL.md` is a folder named `C:`
    // in the repository (its `:` percent-encoded, as a relative reference's first segment needs).
    if (process.platform === 'win32' && /^[A-Za-z]:\//.test(p))
        return { uri: 'file:///' + p.slice(0, 2) + pathUri(p.slice(2)) };
    return { uri: pathUri(p, bytesShown), uriBaseId: '%SRCROOT%' };
}
function sarif_location(uri, line, column, bytesShown = false) {
    return {
        physicalLocation: {
            artifactLocation: artifactLocation(uri, bytesShown),
            region: { startLine: Math.max(1, line), startColumn: Math.max(1, column) },
        },
    };
}
/** GitHub code scanning's hard limit on results per run: a run over it is rejected whole. */
const MAX_SARIF_RESULTS = 25_000;
/** How many results a SARIF report of these results leaves out (0 under the limit). */
function sarifOmitted(results, drift, extra = 0) {
    let n = drift.length + extra;
    for (const r of results)
        n += r.findings.length;
    return Math.max(0, n - MAX_SARIF_RESULTS);
}
/**
 * The step warnings that are SARIF results: a warning on no file (path '') is not one, as
 * code scanning requires a result to have a location; it is a notification of the run's
 * invocation instead (sarifReport).
 */
function sarifPlaced(stepWarnings) {
    return stepWarnings.filter((w) => w.path !== '');
}
/** The warning a SARIF report of these results needs (it is cut), else undefined. */
function sarifCutWarning(results, drift, 
/** The Action's own warnings, those on a file a result each besides (sarifPlaced). */
stepWarnings = []) {
    const cut = sarifOmitted(results, drift, sarifPlaced(stepWarnings).length);
    return cut ? sarifCutMessage(cut + MAX_SARIF_RESULTS) : undefined;
}
/** Says what a cut SARIF report left out, and where the rest is. */
function sarifCutMessage(total) {
    return (`the SARIF report holds ${MAX_SARIF_RESULTS} of ${total} results (errors first): GitHub code scanning ` +
        `rejects a run of more than ${MAX_SARIF_RESULTS}; the JSON report (--format json; the Action's report-path) holds them all`);
}
/** GitHub code scanning's limit on a SARIF upload, gzipped (10 MB; taken as 10,000,000 bytes). */
const MAX_SARIF_GZIP_BYTES = 10_000_000;
/**
 * The parts of a SARIF report as written, and, once written, a warning (`warn`) when it is
 * over the upload limit gzipped: code scanning would reject it whole, and the 25,000-result cut
 * does not bound its size (1,500 skills' drift, 50 names of 120 characters each, made 13.6 MB
 * gzipped). Text up to the limit is held, not compressed (gzip makes no text much larger); past
 * it, each part is compressed on its own, an estimate a little over the size of one stream.
 */
function watchedForUpload(parts, warn) {
    let warned = false;
    // Iterable again, as the parts are (a write in place after a failed rename takes them twice).
    return {
        *[Symbol.iterator]() {
            let raw = 0;
            let held = [];
            let gzipped = 0;
            for (const part of parts) {
                yield part;
                raw += Buffer.byteLength(part);
                held.push(part);
                if (raw > MAX_SARIF_GZIP_BYTES) {
                    for (const h of held)
                        gzipped += (0,external_node_zlib_.deflateRawSync)(h).length;
                    held = [];
                }
            }
            if (gzipped + 18 > MAX_SARIF_GZIP_BYTES && !warned) {
                warned = true;
                warn(`the SARIF report is about ${(gzipped / 1e6).toFixed(1)} MB gzipped (${(raw / 1e6).toFixed(1)} MB as written): GitHub code scanning rejects an upload over 10 MB gzipped, whole; narrow the run (fewer files, or fix the drift and findings first); the JSON report (--format json; the Action's report-path) has no such limit`);
            }
        },
    };
}
/**
 * A result's message: as the text output and annotations show it, each quoted value over 120
 * characters cut to its start and its length (the JSON report keeps them whole). GitHub refuses
 * a SARIF upload over 10 MB gzipped, and 1,152 findings quoting 20,000-character tool names
 * made 17 MB.
 */
const sarifMessage = report_text/* shown */.SP;
/** A result's `field` property, cut likewise past 200 characters (a key may be 1 MiB long). */
function sarifField(field) {
    if (field.length <= 200)
        return field;
    const end = /[\uD800-\uDBFF]/.test(field[199]) ? 199 : 200;
    return `${field.slice(0, end)}\u2026 (${field.length} characters)`;
}
/**
 * A message's text as SARIF plain text (\u00a73.11.6): `[text](uri)` there is an embedded link,
 * which a viewer shows as one, so a value quoted from a SKILL.md (`id: "[Verified](https://x)"`)
 * could pass for a link of skillgate's. The `]` before each `(` is escaped (`\]`, a literal
 * bracket to a viewer; backslashes before it are doubled so that they stay literal too): no
 * link can form. Braces are doubled (below); every other character is as the other reports
 * show it.
 */
function sarifText(text) {
    // \u00a73.11.5: `{0}` is a placeholder in a message (a reader fills it in, or fails on a lone
    // `{`); a literal brace is written doubled. A value quoted from a SKILL.md may hold them.
    const braced = /[{}]/.test(text) ? text.replace(/[{}]/g, '$&$&') : text;
    return braced.includes('](') ? braced.replace(/(\\*)\]\(/g, (_, bs) => `${bs}${bs}\\](`) : braced;
}
/**
 * Numbers in a field or message that move with the file: positions (`first defined at line 3,
 * column 1`, a keyring's `file:12`) and list indexes (`allowed_tools[2]`, which another item
 * added above shifts). Left out of fingerprints; the count tells equal findings apart.
 */
const MOVING = /\b((?:line|column)s?) \d+|\[\d+\]|:\d+\b/g;
/**
 * Gives each result `partialFingerprints`: without them, GitHub's upload computes one from the
 * text of the result's line, and every result of one rule on one line (five RequiredMissing
 * at 1:1, two UnknownTool in one flow list) becomes one alert. The identity is the rule, the
 * file, the field (or skill) and the message without its positions, so an alert follows its
 * finding when lines move, plus a count among results with the same identity.
 */
const unmoved = (m, words) => words ?? (m.startsWith('[') ? '[]' : ':');
/**
 * Parts of a message that other files decide, left out of fingerprints as positions are: a
 * did-you-mean (`x-deprecated-by` names "zzz"; did you mean "zzy"?, which a new skill `zzy`
 * elsewhere adds) and the copies a DuplicateId names (a third copy adds itself to the first
 * two's messages). An alert stays the same alert when an unrelated file changes.
 */
const ELSEWHERE = /; did you mean "(?:[^"\\]|\\.)*"\?| is also declared by .*(?=: skill (?:id|name)s must be unique$)/g;
/**
 * A commit a message names (`against skillgate.lock at 07a7ea7`, `the base commit 07a7ea7`,
 * `--changed-since main (07a7ea7)`): it moves whenever the base branch does, and an alert
 * would close and open again as another on every unrelated merge. Left out of fingerprints.
 */
const COMMITS = /(?<=\b(?:commit|HEAD|at|since) | \()[0-9a-f]{7,64}\b/g;
function fingerprint(out, keys) {
    const seen = new Map();
    out.forEach((x, i) => {
        const key = keys[i];
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        const h = `${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 32)}:${n}`;
        x.partialFingerprints = { 'skillgate/v1': h, primaryLocationLineHash: h };
    });
}
function sarifReport(results, drift, settings, 
/** Where a skill's lockfile entry is: a `removed` skill's file is gone, so its result points there. */
lockEntry, 
/** The Action's own warnings (LockfileRemoved, TrustWeakened, ...), each a result on its file. */
stepWarnings = [], 
/** SKILL.md files the config's include/exclude left out (a run property when there are any). */
excluded = 0) {
    const rules = sarifRules(settings ? { profile: settings.profile, rules: settings.rules ?? {} } : undefined);
    for (const code of new Set(stepWarnings.map((w) => w.code))) {
        rules.push(rule(code, undefined, STEP_WARNING_DOCS[code] ?? 'A warning of the GitHub Action itself about how this change is checked.', "See the message: the step checked this change with the base commit's settings, or without something it needs.", 'warning', ['action']));
    }
    const index = new Map(rules.map((r, i) => [r.id, i]));
    // A result's own artifact is at its own index (two files may be shown under one path: a
    // name that is not UTF-8 and a folder named like its spelling); drift finds its file's first.
    const artifactIndex = new Map();
    results.forEach((r, i) => {
        if (!artifactIndex.has(r.path))
            artifactIndex.set(r.path, i);
    });
    const withIndex = (loc, i) => {
        if (i !== undefined)
            loc.physicalLocation.artifactLocation.index = i;
        return loc;
    };
    const out = [];
    const keys = [];
    const identity = (rule, file, what, message) => [
        rule,
        file,
        what.replace(MOVING, unmoved),
        message.replace(ELSEWHERE, '').replace(COMMITS, '').replace(MOVING, unmoved),
    ].join('\0');
    for (const [ri, r] of results.entries()) {
        for (const f of r.findings) {
            keys.push(identity(f.code, r.path, f.field, f.message));
            out.push({
                ruleId: f.code,
                ruleIndex: index.get(f.code) ?? -1,
                level: f.severity,
                message: { text: sarifText(sarifMessage(f.message)) },
                locations: [withIndex(sarif_location(r.path, f.line, f.column, r.bytesShown), ri)],
                properties: { field: sarifField(f.field), outcome: r.outcome },
            });
        }
    }
    for (const d of drift) {
        const id = `drift/${d.kind}`;
        const entry = d.kind === 'removed' ? lockEntry?.(d.id) : undefined;
        keys.push(identity(id, entry ? entry.file : d.path, d.id, d.message));
        out.push({
            ruleId: id,
            ruleIndex: index.get(id) ?? -1,
            level: 'error',
            message: { text: sarifText(sarifMessage(d.message)) },
            locations: [
                entry
                    ? sarif_location(entry.file, entry.line, entry.column)
                    : withIndex(sarif_location(d.path, d.line, d.column), artifactIndex.get(d.path)),
            ],
            properties: { skill_id: d.id, escalation: d.escalation ?? false },
        });
    }
    const placed = sarifPlaced(stepWarnings);
    for (const w of placed) {
        keys.push(identity(w.code, w.path, '', w.message));
        out.push({
            ruleId: w.code,
            ruleIndex: index.get(w.code) ?? -1,
            level: 'warning',
            message: { text: sarifText(sarifMessage(w.message)) },
            // On a SKILL.md of the run (CapabilityEscalation, VersionNotBumped): its artifact's index.
            locations: [withIndex(sarif_location(w.path, w.line, w.column), artifactIndex.get(w.path))],
        });
    }
    fingerprint(out, keys);
    const omitted = Math.max(0, out.length - MAX_SARIF_RESULTS);
    let kept = out;
    if (omitted) {
        // GitHub code scanning rejects a whole run of more than 25,000 results: keep errors
        // first (drift included), then the step's own warnings (a handful, each about the whole
        // check), then the findings' warnings, each in report order, and say what was left out.
        let errorRoom = Math.min(out.filter((x) => x.level === 'error').length, MAX_SARIF_RESULTS);
        let stepRoom = Math.min(placed.length, MAX_SARIF_RESULTS - errorRoom);
        let room = MAX_SARIF_RESULTS - errorRoom - stepRoom;
        const step = new Set(out.slice(out.length - placed.length));
        kept = out.filter((x) => (x.level === 'error' ? errorRoom-- > 0 : step.has(x) ? stepRoom-- > 0 : room-- > 0));
    }
    // What concerns the run, not a place in a file: a step warning on no file (code scanning
    // takes no result without a location) and the cut, as the invocation's notifications.
    const notifications = stepWarnings
        .filter((w) => w.path === '')
        .map((w) => ({
        level: 'warning',
        message: { text: sarifText(sarifMessage(w.message)) },
        associatedRule: { id: w.code, index: index.get(w.code) ?? -1 },
    }));
    if (omitted)
        notifications.push({ level: 'warning', message: { text: sarifCutMessage(out.length) } });
    return {
        $schema: SARIF_SCHEMA_URI,
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
                columnKind: 'utf16CodeUnits',
                artifacts: results.map((r) => ({
                    location: artifactLocation(r.path, r.bytesShown),
                    properties: {
                        skill_id: r.data?.id ?? null,
                        outcome: r.outcome,
                        effective_tools: r.effective_tools ?? [],
                    },
                })),
                results: kept,
                ...(notifications.length
                    ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }] }
                    : {}),
                properties: {
                    ...(settings ? { profile: settings.profile, trust: settings.trust } : {}),
                    ...(omitted ? { results_total: out.length, results_omitted: omitted } : {}),
                    ...(excluded ? { excluded_by_config: excluded } : {}),
                },
            },
        ],
    };
}
/**
 * reportText(sarifReport(...)) in parts (json.ts reportParts): the run's artifacts (one a
 * file) and results, written a part at a time.
 */
function sarifParts(...args) {
    const report = sarifReport(...args);
    const run = report.runs[0];
    const lists = ['artifacts', 'results'].map((key) => {
        const items = run[key];
        run[key] = [];
        return { key, depth: 3, items };
    });
    return (0,json/* reportParts */.j2)(report, lists);
}


/***/ })

};
;