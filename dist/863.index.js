export const id = 863;
export const ids = [863];
export const modules = {

/***/ 38823:
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
        if (start < 0)
            return undefined;
        // Every entry line seen on the way is indexed: ids are looked up in any order.
        for (; scanned < lines.length; scanned++) {
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
        return undefined;
    };
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

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ fileJson),
/* harmony export */   oj: () => (/* binding */ multiJson)
/* harmony export */ });
/* unused harmony export driftJson */
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);

function finding(f) {
    return { field: f.field, code: f.code, message: f.message, line: f.line, column: f.column, severity: f.severity };
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
            // The seed's shape (SPEC §5) holds both lists; agentskills.io grants no memory scopes.
            allowed_memory_scopes: [],
            allowed_tools: a.allowed_tools,
            path: r.path,
            outcome: r.outcome,
            license: a.license ?? null,
            compatibility: a.compatibility ?? null,
            metadata: a.metadata,
            signature: a.signature ?? null,
            x_extensions: a.x_extensions,
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
    // An agentskills skill without metadata.version has none: its "" is only the lock's.
    if (d?.version !== undefined && !(d.version === '' && 'metadata' in d))
        out.version = d.version;
    out.errors = errors;
    out.warnings = warnings;
    // SPEC §7: every file's entry carries effective_tools; a file that did not parse grants none.
    out.effective_tools = r.effective_tools ?? [];
    out.duration_ms = r.duration_ms;
    return out;
}
function driftJson(d) {
    return { ...d };
}
function multiJson(results, drift, durationMs) {
    return {
        status: (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .overallStatus */ .g)(results, drift),
        summary: (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .summarize */ .e)(results, drift, durationMs),
        files: results.map(fileJson),
        drift: drift.map(driftJson),
    };
}


/***/ }),

/***/ 1756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GR: () => (/* binding */ sarifCutWarning),
  _I: () => (/* binding */ sarifReport)
});

// UNUSED EXPORTS: MAX_SARIF_RESULTS, SARIF_SCHEMA_URI, pathUri, sarifCutMessage, sarifOmitted, sarifRules

// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(81400);
// EXTERNAL MODULE: ./src/rules/index.ts + 5 modules
var src_rules = __webpack_require__(39939);
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
    const kind = kindOf(code);
    if (kind === 'rule')
        return `${DOCS_BASE}/docs/rules/${code}.md`;
    return `${DOCS_BASE}/README.md#${README_ANCHORS[kind]}`;
}

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
        name,
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
    for (const code of [...diagnostic/* CONTRACT_CODES */.kC, ...diagnostic/* RULE_IDS */.Iu]) {
        const isRule = kindOf(code) === 'rule';
        rules.push(rule(code, pascal(code), CODE_DOCS[code], isRule
            ? `Fix the frontmatter, or set its severity under \`rules\` in .skillgate.yml.`
            : 'Fix the frontmatter: this is part of the schema v1 contract and cannot be switched off.', isRule ? levelOf(code) : 'error', [isRule ? 'policy' : 'contract', 'skill']));
    }
    for (const kind of DRIFT_KINDS) {
        rules.push(rule(`drift/${kind}`, `LockDrift${pascal(kind)}`, DRIFT_DOCS[kind], 'Run `skillgate lock` after reviewing the change.', 'error', ['lockfile', 'skill']));
    }
    return rules;
}
/** A repository-relative path as a URI reference: each segment percent-encoded, so `#`, `?`, `%` and `:` stay in the path. */
function pathUri(p) {
    return p
        .split('/')
        .map((seg) => encodeURIComponent(seg))
        .join('/');
}
function sarif_location(uri, line, column) {
    return {
        physicalLocation: {
            artifactLocation: { uri: pathUri(uri), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, line), startColumn: Math.max(1, column) },
        },
    };
}
/** GitHub code scanning's hard limit on results per run: a run over it is rejected whole. */
const MAX_SARIF_RESULTS = 25_000;
/** How many results a SARIF report of these results leaves out (0 under the limit). */
function sarifOmitted(results, drift) {
    let n = drift.length;
    for (const r of results)
        n += r.findings.length;
    return Math.max(0, n - MAX_SARIF_RESULTS);
}
/** The warning a SARIF report of these results needs (it is cut), else undefined. */
function sarifCutWarning(results, drift) {
    const cut = sarifOmitted(results, drift);
    return cut ? sarifCutMessage(cut + MAX_SARIF_RESULTS) : undefined;
}
/** Says what a cut SARIF report left out, and where the rest is. */
function sarifCutMessage(total) {
    return (`the SARIF report holds ${MAX_SARIF_RESULTS} of ${total} results (errors first): GitHub code scanning ` +
        `rejects a run of more than ${MAX_SARIF_RESULTS}; the JSON report (--format json; the Action's report-path) holds every finding`);
}
function sarifReport(results, drift, settings, 
/** Where a skill's lockfile entry is: a `removed` skill's file is gone, so its result points there. */
lockEntry) {
    const rules = sarifRules(settings ? { profile: settings.profile, rules: settings.rules ?? {} } : undefined);
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const artifactIndex = new Map(results.map((r, i) => [r.path, i]));
    const withIndex = (loc, p) => {
        const i = artifactIndex.get(p);
        if (i !== undefined)
            loc.physicalLocation.artifactLocation.index = i;
        return loc;
    };
    const out = [];
    for (const r of results) {
        for (const f of r.findings) {
            out.push({
                ruleId: f.code,
                ruleIndex: index.get(f.code) ?? -1,
                level: f.severity,
                message: { text: f.message },
                locations: [withIndex(sarif_location(r.path, f.line, f.column), r.path)],
                properties: { field: f.field, outcome: r.outcome },
            });
        }
    }
    for (const d of drift) {
        const id = `drift/${d.kind}`;
        const entry = d.kind === 'removed' ? lockEntry?.(d.id) : undefined;
        out.push({
            ruleId: id,
            ruleIndex: index.get(id) ?? -1,
            level: 'error',
            message: { text: d.message },
            locations: [
                entry ? sarif_location(entry.file, entry.line, entry.column) : withIndex(sarif_location(d.path, d.line, d.column), d.path),
            ],
            properties: { skill_id: d.id, escalation: d.escalation ?? false },
        });
    }
    const omitted = Math.max(0, out.length - MAX_SARIF_RESULTS);
    let kept = out;
    if (omitted) {
        // GitHub code scanning rejects a whole run of more than 25,000 results: keep errors
        // first (drift included), then warnings, each in report order, and say what was left out.
        let errorRoom = Math.min(out.filter((x) => x.level === 'error').length, MAX_SARIF_RESULTS);
        let room = MAX_SARIF_RESULTS - errorRoom;
        kept = out.filter((x) => (x.level === 'error' ? errorRoom-- > 0 : room-- > 0));
    }
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
                    location: { uri: pathUri(r.path), uriBaseId: '%SRCROOT%' },
                    properties: {
                        skill_id: r.data?.id ?? null,
                        outcome: r.outcome,
                        effective_tools: r.effective_tools ?? [],
                    },
                })),
                results: kept,
                ...(omitted
                    ? {
                        invocations: [
                            {
                                executionSuccessful: true,
                                toolExecutionNotifications: [{ level: 'warning', message: { text: sarifCutMessage(out.length) } }],
                            },
                        ],
                    }
                    : {}),
                properties: {
                    ...(settings ? { profile: settings.profile, trust: settings.trust } : {}),
                    ...(omitted ? { results_total: out.length, results_omitted: omitted } : {}),
                },
            },
        ],
    };
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
