"use strict";
exports.id = 886;
exports.ids = [886,789];
exports.modules = {

/***/ 5886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentskillsStarter: () => (/* binding */ agentskillsStarter),
/* harmony export */   scaffoldCommand: () => (/* binding */ scaffoldCommand),
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand),
/* harmony export */   shellWord: () => (/* binding */ shellWord),
/* harmony export */   starter: () => (/* binding */ starter)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1400);
/* harmony import */ var _core_mkdirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3331);
/* harmony import */ var _generated_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(789);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2365);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7593);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2419);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8606);
/* harmony import */ var _scan_sharing_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1365);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5438);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5655);
/** `skillgate scaffold ID [--dir D]`: a commented starter SKILL.md that validates as is. */












/** `bundle` is the directory as the user named it, for the `skillgate sign` hint. */
function starter(id, bundle = id) {
    // A comment line must stay one line; the path is one word for the shell.
    const dir = /[\x00-\x1f\x7f\u2028\u2029]/.test(bundle) ? shellWord(id) : shellWord(bundle);
    return `---
# ${id}: a skillgate schema-v1 SKILL.md. Every key below is checked by \`skillgate validate\`.
# Required: id, version, description, allowed_memory_scopes, allowed_tools.
${`id: ${id}`.padEnd(32)} # kebab-case; unique in the repository
version: 0.1.0                   # SemVer 2.0.0; bump it whenever the frontmatter changes
# What the skill does, then when to use it (1..200 characters).
description: Describe what this skill does. Use when a task needs it.
allowed_memory_scopes: []        # relative globs, e.g. memories/projects/**; [] = no memory access
allowed_tools:                   # what the skill may call; effective tools are narrowed by policy
  - Read
# Optional, with their defaults:
# disallowed_tools: []           # tools the skill must never get
# sync_class: private            # private | shareable
# tenant_scope: any              # any | pinned
# effort_minutes: 5              # whole minutes, 0..4294967295
# tags: []                       # free-form labels
# min_broker_version: 1.0.0      # oldest broker the skill runs on
# max_broker_version: 2.0.0      # newest broker the skill was tested on
# x-owner: team@example.org      # keys starting with x- are kept as extensions
# signature: added by \`skillgate sign ${dir} --key skillgate.key\`
---

# ${id}

Explain here, for the agent, how to perform the task step by step.
`;
}
/** An agentskills.io starter: `name` (equal to its directory's name) and `description`. */
function agentskillsStarter(name) {
    return `---
# ${name}: an agentskills.io SKILL.md. Every key below is checked by \`skillgate validate\`.
name: ${name}
# What the skill does, then when to use it (1..1024 characters).
description: Describe what this skill does. Use when a task needs it.
# Optional:
# license: Apache-2.0
# compatibility: Requires git and network access.
# metadata:
#   author: team@example.org
# allowed-tools: Read Grep
---

# ${name}

Explain here, for the agent, how to perform the task step by step.
`;
}
/**
 * `s`, a path, as one word for a POSIX shell: as it is when it needs no quoting, else in
 * single quotes; `./` first when it starts with `-` (else it reads as an option).
 */
function shellWord(s) {
    const p = s.startsWith('-') ? `./${s}` : s;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(p) ? p : `'${p.replace(/'/g, `'\\''`)}'`;
}
async function scaffoldCommand(p, io) {
    const [id, ...rest] = p.positionals;
    if (!id || rest.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('usage: skillgate scaffold ID [--dir D] [--profile v1|agentskills]');
    // The repository's profile (config or --profile) decides which starter validates there.
    // A config that cannot be read is an error (exit 1), as for every command (SPEC \u00a75): the
    // starter's profile and the id's uniqueness both depend on it.
    const flagged = typeof p.opts.profile === 'string'
        ? (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .y)('profile', p.opts.profile, ['v1', 'agentskills'])
        : undefined;
    // The flag's profile reads the config too (its `tools` are read by the profile's rules).
    const read = await (0,_common_js__WEBPACK_IMPORTED_MODULE_5__/* .settingsFrom */ .ms)({ positionals: [], opts: flagged ? { profile: flagged } : {} }, io, {
        config: false,
        keyring: false,
    });
    const settings = flagged ? { ...read, profile: flagged } : read;
    const profile = settings.profile;
    const dir = typeof p.opts.dir === 'string' ? p.opts.dir : id;
    if (profile === 'agentskills') {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 64)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`skill name ${JSON.stringify(id)} is not an agentskills.io name: 1-64 of a-z, 0-9 and -, no leading, trailing or double hyphen`);
        // As validate compares them (SPEC \u00a77): the directory's name after NFKC, so a folder
        // spelled with a ligature or in fullwidth holds the ASCII name it normalizes to.
        const base = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, dir));
        const folded = base.normalize('NFKC');
        if (folded !== id) {
            const other = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(folded) && folded.length <= 64;
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`an agentskills.io skill's name must equal its directory's name after NFKC: use --dir ${JSON.stringify(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir), id))}` +
                (other ? `, or name the skill ${JSON.stringify(folded)}` : ''));
        }
    }
    else if (!/^[a-z][a-z0-9-]*$/.test(id))
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`skill id ${JSON.stringify(id)} is not kebab-case: it must match ^[a-z][a-z0-9-]*$`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, dir), 'SKILL.md');
    const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'SKILL.md').split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    // A folder the lockfile could never pin (a control character or a backslash in its path,
    // SPEC \u00a74): `lock` would refuse the skill later; say so now, before anything is written.
    const inRepo = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .relInside */ .sf)(settings.root, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .underRoot */ .N)(settings.root, file));
    const unpinnable = inRepo === undefined ? undefined : (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_8__/* .lockPathReason */ .RQ)(inRepo);
    if (unpinnable)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${JSON.stringify(shown)}: a lockfile cannot hold its path (it ${unpinnable}); choose another --dir`);
    // Never into git's own folders (`--dir .git/hooks`): no scan reads a skill there, and what
    // is there is git's.
    // Outside a work tree too: a `.git` folder made there would make later scans ask git.
    const gitPart = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(settings.root, file).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).concat(dir.split(/[\\/]/)).some(_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .isGitName */ .M$);
    if (gitPart || (settings.inGit && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .inGitOwnFolder */ .UA)(settings.root, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .realOr */ .yA)(settings.root), (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .landingOf */ .ls)(file))))
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${JSON.stringify(shown)}: it is inside git's own files (the git directory or the hooks folder), where no check reads a skill; choose another --dir`);
    // "Validates as is": not when another skill that validate reads (the work tree, untracked
    // files included) already declares the id, unless the config leaves the new file out (then
    // no check ever compares them). In a git work tree only: outside one the tree is the working
    // directory, which may be any folder (a scan from / would not end).
    if (settings.inGit) {
        const key = profile === 'agentskills' ? 'name' : 'id';
        const taken = inRepo === undefined || !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .keptByConfig */ .Sr)(settings)(inRepo)
            ? []
            : (0,_scan_sharing_js__WEBPACK_IMPORTED_MODULE_9__/* .skillsSharingIds */ .TJ)(settings, [{ path: inRepo, data: { id } }], {
                worktree: true,
                mustReadAll: true,
            });
        if (taken.length)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`skill ${key} ${JSON.stringify(id)} is already declared by ${taken
                .slice(0, 3)
                .map((r) => (0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(r.path))
                .join(', ')}${taken.length > 3 ? ` and ${taken.length - 3} more` : ''}: ${key}s must be unique in the repository; choose another`);
    }
    try {
        (0,_core_mkdirs_js__WEBPACK_IMPORTED_MODULE_3__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
    }
    catch (e) {
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${shown}: cannot create its folder: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_7__/* .fsReason */ .EG)(e)}`);
    }
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'wx', 0o644);
    }
    catch (e) {
        const code = e.code;
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(code === 'EEXIST'
            ? `${shown} already exists: refusing to overwrite it`
            : `cannot write ${shown}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_7__/* .createReason */ .Hl)(e, file)}`);
    }
    const text = Buffer.from(profile === 'agentskills' ? agentskillsStarter(id) : starter(id, dir.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/')));
    try {
        for (let off = 0; off < text.length;)
            off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, text, off);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    catch (e) {
        // A full disk, say: no empty SKILL.md left behind (a second try would refuse to overwrite it).
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
        catch {
            // already closed
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${shown}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_7__/* .fsReason */ .EG)(e)}`);
    }
    const flag = typeof p.opts.profile === 'string' ? ` --profile ${profile}` : '';
    // Control characters shown as escapes (a folder outside the repository may hold one).
    io.stdout(`wrote ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}\nnext: edit it, then run \`skillgate validate ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shellWord(dir))}${flag}\`\n`);
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.OK;
}
async function schemaCommand(p, io) {
    if (p.positionals.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('`skillgate schema` takes no arguments');
    const { configSchema } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 789));
    io.stdout(JSON.stringify(p.opts.config ? configSchema : _generated_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .skillSchema */ .b, null, 2) + '\n');
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.OK;
}


/***/ }),

/***/ 789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ skillSchema),
/* harmony export */   configSchema: () => (/* binding */ configSchema)
/* harmony export */ });
// Generated by scripts/gen-schemas.mjs from schema/*.json. Do not edit.
const skillSchema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/skillgate/skillgate/schema/skill.schema.json",
    "title": "SKILL.md frontmatter (schema v1)",
    "description": "The YAML frontmatter of a SKILL.md file, schema v1, as enforced by skillgate. This schema is an editor aid: skillgate itself is the source of truth and also checks what a schema cannot (glob details, MCP tool registration, signatures, broker version range, lockfile drift). Keys starting with \"x-\" are free-form extensions; any other unknown key is an error.",
    "type": "object",
    "required": [
        "id",
        "version",
        "description",
        "allowed_memory_scopes",
        "allowed_tools"
    ],
    "properties": {
        "id": {
            "type": "string",
            "pattern": "^[a-z][a-z0-9-]*$",
            "description": "Stable identity of the skill: lowercase kebab-case, starting with a letter (a-z, then a-z, 0-9 or \"-\"). Unique within the repository; it keys the lockfile and the trusted keyring. Error: InvalidId.",
            "examples": [
                "memory-capture",
                "code-review"
            ]
        },
        "version": {
            "$ref": "#/$defs/semver",
            "description": "Version of this skill, full SemVer 2.0.0 (MAJOR.MINOR.PATCH with optional -pre-release and +build), no \"v\" prefix. Bump it whenever the frontmatter contract changes, or `skillgate lock --check` reports version-not-bumped. Error: InvalidVersion.",
            "examples": [
                "1.0.0",
                "2.1.0-rc.1"
            ]
        },
        "description": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "What the skill does and when to use it, 1 to 200 Unicode code points. Say when to use it (\"Use when ...\", \"Use before ...\"): the description-trigger rule warns otherwise. Error: InvalidDescription.",
            "examples": [
                "Emit memory capture rows from arbitrary tools. Use when a tool result must be remembered."
            ]
        },
        "allowed_memory_scopes": {
            "type": "array",
            "items": {
                "$ref": "#/$defs/memoryScopeGlob"
            },
            "description": "Memory paths the skill may touch, as globs relative to the memory root (\"*\" one segment, \"**\" any depth, [abc] classes, {a,b} alternatives). An empty list grants no memory access. Error: InvalidMemoryScopeGlob.",
            "examples": [
                [
                    "memories/projects/**",
                    "memories/people/*/notes/**"
                ],
                []
            ]
        },
        "allowed_tools": {
            "$ref": "#/$defs/toolList",
            "description": "Tools the skill may call: native tools (Bash, Read, Write, Edit, Glob, Grep, MemoryRead, MemorySearch, MemoryEmit, HttpFetch, HttpPost, exact case) or MCP tools named mcp__<server>__<tool>. An MCP tool is only valid when registered with its class under `tools` in .skillgate.yml, which this schema cannot see. The effective set is further narrowed by the skill's permission profile. An empty list grants no tools. Error: UnknownTool.",
            "examples": [
                [
                    "Read",
                    "MemoryRead",
                    "MemoryEmit"
                ],
                [
                    "Read",
                    "mcp__github__search_code"
                ]
            ]
        },
        "signature": {
            "type": "object",
            "additionalProperties": false,
            "required": [
                "algo",
                "public_key_hex",
                "signature_hex"
            ],
            "properties": {
                "algo": {
                    "type": "string",
                    "const": "ed25519",
                    "description": "Signature algorithm; only \"ed25519\" (RFC 8032, pure Ed25519) is supported.",
                    "examples": [
                        "ed25519"
                    ]
                },
                "public_key_hex": {
                    "type": "string",
                    "pattern": "^[0-9a-fA-F]{64}$",
                    "description": "The signer's 32-byte Ed25519 public key as 64 hex characters. Quote it in YAML. In trust mode \"registry\" it must be trusted for this skill id in the keyring and not revoked.",
                    "examples": [
                        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
                    ]
                },
                "signature_hex": {
                    "type": "string",
                    "pattern": "^[0-9a-fA-F]{128}$",
                    "description": "The 64-byte Ed25519 signature as 128 hex characters, over SHA-256(JCS of the frontmatter without `signature`) || SHA-256(canonical body). Written by `skillgate sign`; quote it in YAML.",
                    "examples": [
                        "054b46f51eddf5706f39e07431825b5f3b7d6f0901bd9583128a325157f9dfd9f8250022242e2534e95ed160ea53294ac06209c9f1dba2b13f7fffaa0c91580d"
                    ]
                }
            },
            "description": "Optional Ed25519 signature over the frontmatter (without this key) and the body. A present signature is always verified (SignatureFailed); trust mode \"registry\" requires one (SignatureMissing). Add it with `skillgate sign`.",
            "examples": [
                {
                    "algo": "ed25519",
                    "public_key_hex": "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
                    "signature_hex": "054b46f51eddf5706f39e07431825b5f3b7d6f0901bd9583128a325157f9dfd9f8250022242e2534e95ed160ea53294ac06209c9f1dba2b13f7fffaa0c91580d"
                }
            ]
        },
        "min_broker_version": {
            "$ref": "#/$defs/semver",
            "description": "Lowest broker version this skill supports (SemVer 2.0.0, inclusive). With a broker version configured, an older broker gives BrokerTooOld. Must not exceed max_broker_version.",
            "examples": [
                "1.0.0"
            ]
        },
        "max_broker_version": {
            "$ref": "#/$defs/semver",
            "description": "Highest broker version this skill supports (SemVer 2.0.0, inclusive; pre-releases compare by SemVer precedence). With a broker version configured, a newer broker gives BrokerTooNew.",
            "examples": [
                "1.99.0"
            ]
        },
        "disallowed_tools": {
            "$ref": "#/$defs/toolList",
            "default": [],
            "description": "Tools the skill must never call, same names as allowed_tools. A tool listed in both is reported by the tool-conflict rule.",
            "examples": [
                [
                    "Bash",
                    "HttpPost"
                ]
            ]
        },
        "sync_class": {
            "type": "string",
            "enum": [
                "private",
                "shareable"
            ],
            "default": "private",
            "description": "Whether memory written by this skill may sync beyond the owner: \"private\" (default) or \"shareable\".",
            "examples": [
                "private",
                "shareable"
            ]
        },
        "tenant_scope": {
            "type": "string",
            "enum": [
                "any",
                "pinned"
            ],
            "default": "any",
            "description": "Tenants the skill may run for: \"any\" (default) or \"pinned\" to a single tenant.",
            "examples": [
                "any",
                "pinned"
            ]
        },
        "effort_minutes": {
            "type": "integer",
            "minimum": 0,
            "maximum": 4294967295,
            "description": "Rough effort estimate in minutes, a whole number from 0 to 4294967295 (unsigned 32-bit), written as one: 5, not 5.0 or 5e0 (YAML floats, which skillgate rejects; as JSON data they are the integer 5).",
            "examples": [
                5,
                30
            ]
        },
        "tags": {
            "type": "array",
            "items": {
                "type": "string"
            },
            "default": [],
            "description": "Free-form labels for search and grouping. Default: [].",
            "examples": [
                [
                    "memory",
                    "capture"
                ]
            ]
        },
        "x-profile": {
            "description": "Extension read by skillgate: the name of a permission profile from `permission_profiles` in .skillgate.yml. It wins over a profile matched by `paths`. Like any x- key it may hold any value, but only a string can name a profile: any other value, or a name no profile has, governs with an empty allow list (fail closed, denied-tool warnings).",
            "examples": [
                "reviewer"
            ],
            "$ref": "#/$defs/extensionValue"
        },
        "x-deprecated-by": {
            "type": "string",
            "minLength": 1,
            "description": "Extension read by skillgate: the id of the skill that replaces this one. The deprecated-by rule reports an id that names no skill in the repository.",
            "examples": [
                "memory-capture-v2"
            ]
        }
    },
    "patternProperties": {
        "^x-(?!profile$|deprecated-by$)": {
            "description": "Extension key: any value is allowed and kept as-is (it is part of the signed frontmatter).",
            "$ref": "#/$defs/extensionValue"
        }
    },
    "additionalProperties": false,
    "examples": [
        {
            "id": "memory-capture",
            "version": "1.0.0",
            "description": "Emit memory capture rows from arbitrary tools. Use when a tool result must be remembered.",
            "allowed_memory_scopes": [
                "memories/projects/**",
                "memories/people/*/notes/**"
            ],
            "allowed_tools": [
                "Read",
                "MemoryRead",
                "MemoryEmit"
            ],
            "sync_class": "shareable",
            "tenant_scope": "any",
            "effort_minutes": 5,
            "tags": [
                "memory",
                "capture"
            ],
            "x-author": "test@example.org"
        }
    ],
    "$defs": {
        "semver": {
            "type": "string",
            "pattern": "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$",
            "description": "A full SemVer 2.0.0 version (the official regex from semver.org): MAJOR.MINOR.PATCH, optional -pre-release and +build metadata, no leading zeros, no \"v\" prefix.",
            "examples": [
                "1.0.0",
                "0.5.2-beta.1+exp.sha.5114f85"
            ]
        },
        "toolName": {
            "anyOf": [
                {
                    "type": "string",
                    "enum": [
                        "Bash",
                        "Read",
                        "Write",
                        "Edit",
                        "Glob",
                        "Grep",
                        "MemoryRead",
                        "MemorySearch",
                        "MemoryEmit",
                        "HttpFetch",
                        "HttpPost"
                    ],
                    "description": "A native tool (exact case)."
                },
                {
                    "type": "string",
                    "pattern": "^mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_.-]+$",
                    "description": "An MCP tool, mcp__<server>__<tool>. It must also be registered with its class under `tools` in .skillgate.yml; skillgate checks that, this schema cannot."
                }
            ],
            "description": "A native tool (Bash, Read, Write, Edit, Glob, Grep, MemoryRead, MemorySearch, MemoryEmit, HttpFetch, HttpPost) or an MCP tool mcp__<server>__<tool> registered in .skillgate.yml.",
            "examples": [
                "Read",
                "MemoryEmit",
                "mcp__github__search_code"
            ]
        },
        "toolList": {
            "type": "array",
            "items": {
                "$ref": "#/$defs/toolName"
            },
            "description": "A list of tool names."
        },
        "memoryScopeGlob": {
            "type": "string",
            "minLength": 1,
            "pattern": "^(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|\\{(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|\\{(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|\\{(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|\\{(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|[^\\\\\\[{}])*\\}|[^\\\\\\[{}])*\\}|[^\\\\\\[{}])*\\}|[^\\\\\\[{}])*\\}|[^\\\\\\[{}])*$",
            "allOf": [
                {
                    "not": {
                        "type": "string",
                        "pattern": "^/"
                    },
                    "description": "A memory scope is relative to the memory root: it must not start with \"/\"."
                },
                {
                    "not": {
                        "type": "string",
                        "pattern": "^(?:\\./)*[A-Za-z]:[\\\\/]"
                    },
                    "description": "A memory scope is relative to the memory root: it must not start with a drive letter (\"C:/\"), which is absolute where Windows reads it."
                },
                {
                    "not": {
                        "type": "string",
                        "pattern": "(?:^|/)\\.\\.(?:/|$)"
                    },
                    "description": "A memory scope must not contain a \"..\" path segment."
                },
                {
                    "not": {
                        "type": "string",
                        "pattern": "^(?:\\./)*!"
                    },
                    "description": "A memory scope must not start with \"!\": negated, it would match every path it does not name, outside the memory root too (and a \"!(...)\" group can match \"..\")."
                },
                {
                    "not": {
                        "type": "string",
                        "pattern": "^(?:\\\\[\\s\\S]|\\[(?:[!^]|(?![!^]))(?:\\]|\\\\[\\s\\S]|[^\\]\\\\])(?:\\\\[\\s\\S]|[^\\]\\\\])*\\]|[^\\\\\\[])*\\[(?:[!^]|(?![!^]))(?:(?:(?:\\]|(?:\\\\[\\s\\S]|[^\\]\\\\]))(?!-[^\\]])|(?:\\]|(?:\\\\[\\s\\S]|[^\\]\\\\]))-(?!\\])(?:\\\\[\\s\\S]|[^\\]\\\\]))(?:(?:\\\\[\\s\\S]|[^\\]\\\\])(?!-[^\\]])|(?:\\\\[\\s\\S]|[^\\]\\\\])-(?!\\])(?:\\\\[\\s\\S]|[^\\]\\\\]))*?)?\\\\?(?:[1-9]-\\\\?0|[2-9]-\\\\?1|[3-9]-\\\\?2|[4-9]-\\\\?3|[5-9]-\\\\?4|[6-9]-\\\\?5|[7-9]-\\\\?6|[89]-\\\\?7|9-\\\\?8|[b-z]-\\\\?a|[c-z]-\\\\?b|[d-z]-\\\\?c|[e-z]-\\\\?d|[f-z]-\\\\?e|[g-z]-\\\\?f|[h-z]-\\\\?g|[i-z]-\\\\?h|[j-z]-\\\\?i|[k-z]-\\\\?j|[l-z]-\\\\?k|[m-z]-\\\\?l|[n-z]-\\\\?m|[o-z]-\\\\?n|[p-z]-\\\\?o|[q-z]-\\\\?p|[r-z]-\\\\?q|[s-z]-\\\\?r|[t-z]-\\\\?s|[u-z]-\\\\?t|[v-z]-\\\\?u|[w-z]-\\\\?v|[x-z]-\\\\?w|[yz]-\\\\?x|z-\\\\?y|[B-Z]-\\\\?A|[C-Z]-\\\\?B|[D-Z]-\\\\?C|[E-Z]-\\\\?D|[F-Z]-\\\\?E|[G-Z]-\\\\?F|[H-Z]-\\\\?G|[I-Z]-\\\\?H|[J-Z]-\\\\?I|[K-Z]-\\\\?J|[L-Z]-\\\\?K|[M-Z]-\\\\?L|[N-Z]-\\\\?M|[O-Z]-\\\\?N|[P-Z]-\\\\?O|[Q-Z]-\\\\?P|[R-Z]-\\\\?Q|[S-Z]-\\\\?R|[T-Z]-\\\\?S|[U-Z]-\\\\?T|[V-Z]-\\\\?U|[W-Z]-\\\\?V|[X-Z]-\\\\?W|[YZ]-\\\\?X|Z-\\\\?Y|[a-z]-\\\\?[0-9A-Z]|[A-Z]-\\\\?[0-9])"
                    },
                    "description": "A character class must not hold a reversed range such as [z-a] or [9-0] (checked here for ASCII letters and digits; skillgate checks every range)."
                }
            ],
            "description": "A memory scope glob, relative and non-empty. Rejected: an unclosed \"[\" or \"{\", an unopened \"}\", a trailing lone \"\\\" (\"\\\" escapes the next character, inside a class too), a leading \"/\" or drive letter (\"C:/\"), a leading \"!\" (negation), a \"..\" segment, a reversed range such as [z-a]. This schema allows braces nested up to 4 deep and checks reversed ranges among ASCII letters and digits only; skillgate checks every case.",
            "examples": [
                "memories/projects/**",
                "memories/people/*/notes/**",
                "memories/{inbox,today}/[a-z]*.md"
            ]
        },
        "extensionValue": {
            "description": "Any value; in mappings at any depth the keys __proto__, constructor and prototype are rejected (YamlParse), as everywhere in the frontmatter.",
            "if": {
                "type": "object"
            },
            "then": {
                "type": "object",
                "propertyNames": {
                    "not": {
                        "enum": [
                            "__proto__",
                            "constructor",
                            "prototype"
                        ]
                    }
                },
                "additionalProperties": {
                    "$ref": "#/$defs/extensionValue"
                }
            },
            "else": {
                "if": {
                    "type": "array"
                },
                "then": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/extensionValue"
                    }
                }
            }
        }
    }
};
const configSchema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://github.com/skillgate/skillgate/schema/config.schema.json",
    "title": "skillgate configuration (.skillgate.yml)",
    "description": "Optional configuration for skillgate, read from .skillgate.yml at the repository root or from --config. Command-line flags and action inputs override it. Unknown keys are an error (exit 1).",
    "type": "object",
    "additionalProperties": false,
    "properties": {
        "profile": {
            "type": "string",
            "enum": [
                "v1",
                "agentskills"
            ],
            "default": "v1",
            "description": "Frontmatter profile: \"v1\" (SKILL.md frontmatter schema v1, the default) or \"agentskills\" (the agentskills.io format: name, description, license, compatibility, metadata, allowed-tools). Overridden by --profile.",
            "examples": [
                "v1",
                "agentskills"
            ]
        },
        "broker_version": {
            "type": "string",
            "pattern": "^(?:(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?|(?:0|[1-9]\\d*)(?:\\.(?:0|[1-9]\\d*))?)$",
            "description": "Broker version to check each skill's min_broker_version / max_broker_version against (full SemVer 2.0.0, no \"v\" prefix; a release written short, \"1.5\" or \"2\", is read as 1.5.0 / 2.0.0; quote it, as YAML reads 1.5 as a number). Without it only the syntax and min <= max are checked. Overridden by --broker-version.",
            "examples": [
                "1.4.0",
                "2.0.0-rc.1",
                "1.5"
            ]
        },
        "trust": {
            "type": "string",
            "enum": [
                "local",
                "registry"
            ],
            "default": "local",
            "description": "Signature trust mode. \"local\" (default): unsigned skills pass, a present signature must verify. \"registry\": every skill must be signed by a key trusted for its id in the keyring and not revoked. Overridden by --trust.",
            "examples": [
                "local",
                "registry"
            ]
        },
        "trusted_keys": {
            "type": "string",
            "minLength": 1,
            "default": ".skillgate/trusted-keys",
            "description": "Path of the trusted keyring, relative to the repository root. One entry a line: \"<skill-id glob> ed25519 <64-hex public key> [comment]\" or \"@revoked ed25519 <hex> [comment]\"; \"#\" starts a comment. A keyring named here that does not exist is an error. Overridden by --trusted-keys.",
            "examples": [
                ".skillgate/trusted-keys"
            ]
        },
        "lockfile": {
            "type": "string",
            "minLength": 1,
            "default": "skillgate.lock",
            "description": "Path of the lockfile of frontmatter hashes, relative to the repository root. `skillgate lock` writes it; validate and `lock --check` report drift against it. Overridden by --lockfile.",
            "examples": [
                "skillgate.lock"
            ]
        },
        "include": {
            "type": "array",
            "items": {
                "$ref": "#/$defs/pathGlob"
            },
            "description": "Globs selecting the SKILL.md files skillgate validates (a repository scan, and the paths named on the command line, as a pre-commit hook names the staged files), matched against paths relative to the repository root with \"/\". Default: every SKILL.md.",
            "examples": [
                [
                    "skills/**"
                ]
            ]
        },
        "exclude": {
            "type": "array",
            "items": {
                "$ref": "#/$defs/pathGlob"
            },
            "description": "Globs of SKILL.md paths (relative to the repository root, with \"/\") skillgate skips (in a repository scan and among named paths), applied after include.",
            "examples": [
                [
                    "skills/experimental/**",
                    "**/fixtures/**"
                ]
            ]
        },
        "tools": {
            "type": "object",
            "propertyNames": {
                "type": "string",
                "minLength": 1,
                "pattern": "^\\S+$",
                "description": "A tool name without whitespace. Native tools cannot be registered (their classes are fixed), and in profile v1 only MCP names (mcp__<server>__<tool>) may be; skillgate checks both after this schema."
            },
            "additionalProperties": {
                "$ref": "#/$defs/toolClass"
            },
            "description": "Registers every non-native tool with its class (ADR-028). A declared tool that is not native and not registered here is unclassified: denied, and reported by the unclassified-tool rule. Native tools have fixed classes: read-only (Read, Glob, Grep, MemoryRead, MemorySearch, HttpFetch), write (Write, Edit, MemoryEmit, HttpPost), trusted (Bash).",
            "examples": [
                {
                    "mcp__github__create_issue": "write",
                    "mcp__github__search_code": "read-only"
                }
            ]
        },
        "permission_profiles": {
            "type": "object",
            "propertyNames": {
                "type": "string",
                "minLength": 1,
                "description": "Profile name, referenced from a skill's `x-profile` key."
            },
            "additionalProperties": {
                "$ref": "#/$defs/permissionProfile"
            },
            "description": "Named permission profiles (ADR-028): a skill's effective tools are its declared tools intersected with its profile's allow list (and with classified tools). A skill uses the profile named by its x-profile key, else one whose paths match its SKILL.md.",
            "examples": [
                {
                    "reviewer": {
                        "allow": [
                            "read-only",
                            "mcp__github__search_code"
                        ],
                        "paths": [
                            "skills/review/**"
                        ]
                    }
                }
            ]
        },
        "rules": {
            "type": "object",
            "additionalProperties": false,
            "description": "Severity of each policy rule: error, warning or off. Only the rule ids below can be set; the v1 contract codes (InvalidId, UnknownTool, SignatureFailed, ...) are not rules and cannot be switched off. Warnings never change the exit code.",
            "properties": {
                "tool-conflict": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "A tool listed in both allowed_tools and disallowed_tools. Default: error. One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "unclassified-tool": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "A declared tool with no class (not native, not registered under tools). It is denied either way. Default: error in profile v1, warning in agentskills. One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "denied-tool": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "A declared tool that the skill's permission profile does not allow. Default: warning. One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "description-trigger": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "A description that does not say when to use the skill (\"Use when ...\", \"Use before ...\"). Default: warning. One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "deprecated-by": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "An x-deprecated-by key naming no skill in the repository. Default: error. One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "unknown-field": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "A key the agentskills.io spec does not define. Default: warning (reported in profile agentskills only). One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                },
                "allowed-tools-list": {
                    "type": "string",
                    "enum": [
                        "error",
                        "warning",
                        "off"
                    ],
                    "description": "allowed-tools written as a YAML list instead of a space-separated string. Default: warning (reported in profile agentskills only). One of error, warning, off.",
                    "examples": [
                        "error",
                        "warning",
                        "off"
                    ]
                }
            },
            "examples": [
                {
                    "description-trigger": "warning",
                    "denied-tool": "error"
                }
            ]
        }
    },
    "examples": [
        {
            "profile": "v1",
            "trust": "registry",
            "tools": {
                "mcp__github__create_issue": "write",
                "mcp__github__search_code": "read-only"
            },
            "permission_profiles": {
                "reviewer": {
                    "allow": [
                        "read-only",
                        "mcp__github__search_code"
                    ],
                    "paths": [
                        "skills/review/**"
                    ]
                }
            },
            "rules": {
                "description-trigger": "warning"
            }
        }
    ],
    "$defs": {
        "toolClass": {
            "type": "string",
            "enum": [
                "read-only",
                "write",
                "trusted"
            ],
            "description": "Tool class (ADR-028): \"read-only\" (observes only), \"write\" (changes files, memory or remote state) or \"trusted\" (arbitrary effects, like Bash).",
            "examples": [
                "read-only",
                "write",
                "trusted"
            ]
        },
        "pathGlob": {
            "type": "string",
            "minLength": 1,
            "description": "A glob matched against a SKILL.md path relative to the repository root, with \"/\" separators.",
            "examples": [
                "skills/**",
                "skills/review/**"
            ]
        },
        "permissionProfile": {
            "type": "object",
            "additionalProperties": false,
            "required": [
                "allow"
            ],
            "properties": {
                "allow": {
                    "type": "array",
                    "items": {
                        "anyOf": [
                            {
                                "$ref": "#/$defs/toolClass"
                            },
                            {
                                "type": "string",
                                "enum": [
                                    "Bash",
                                    "Read",
                                    "Write",
                                    "Edit",
                                    "Glob",
                                    "Grep",
                                    "MemoryRead",
                                    "MemorySearch",
                                    "MemoryEmit",
                                    "HttpFetch",
                                    "HttpPost"
                                ],
                                "description": "A native tool."
                            },
                            {
                                "type": "string",
                                "minLength": 1,
                                "pattern": "^\\S+$",
                                "description": "A registered tool name, such as mcp__github__search_code."
                            }
                        ],
                        "description": "A tool class (read-only, write, trusted), allowing every tool of that class, or a single tool name."
                    },
                    "description": "Tool classes and/or tool names this profile allows. An empty list allows no tool.",
                    "examples": [
                        [
                            "read-only"
                        ],
                        [
                            "read-only",
                            "mcp__github__search_code"
                        ]
                    ]
                },
                "paths": {
                    "type": "array",
                    "items": {
                        "$ref": "#/$defs/pathGlob"
                    },
                    "description": "Globs of SKILL.md paths (relative to the repository root) this profile applies to. A skill's own x-profile key wins over a paths match.",
                    "examples": [
                        [
                            "skills/review/**"
                        ]
                    ]
                }
            },
            "description": "A permission profile: the tools it allows and, optionally, the skills it applies to."
        }
    }
};


/***/ }),

/***/ 1365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TJ: () => (/* binding */ skillsSharingIds)
/* harmony export */ });
/* unused harmony exports needle, holdsAnyOf, holdsToken */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1400);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5655);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7188);
/* harmony import */ var _core_fences_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9085);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6381);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5438);
/**
 * DuplicateId for named paths (`validate PATH\u2026`, the pre-commit hook): the repository's
 * other skills that declare an id a named skill declares (SPEC \u00a74: duplicate ids in the tree).
 */







/** Characters next to which a whole scalar cannot end: an id there is part of a longer one. */
const WORDISH = /[A-Za-z0-9_.\-\x80-\xff]/;
function needle(id) {
    const token = Buffer.from(id, 'utf8').toString('latin1');
    return { token, step: WORDISH_RUN.test(token) ? token.length : 1 };
}
/** A token of wordish characters only (every v1 id, every agentskills name). */
const WORDISH_RUN = /^[A-Za-z0-9_.\-\x80-\xff]+$/;
/** The maximal runs of wordish characters of a text. */
const WORDISH_RUNS = /[A-Za-z0-9_.\-\x80-\xff]+/g;
/**
 * A test of whether a frontmatter holds any of `needles` as a whole token (holdsToken). Past a
 * few ids (a hook naming 10,000 files), the wordish ones are looked up by the text's runs
 * of wordish characters, one pass a text: a token standing alone is such a run, whole. One
 * search a needle a file took 1.5 s for 10,000 named files.
 */
function holdsAnyOf(needles) {
    if (needles.length <= 4)
        return (text) => needles.some((n) => holdsToken(text, n));
    const runs = new Set(needles.filter((n) => WORDISH_RUN.test(n.token)).map((n) => n.token));
    const others = needles.filter((n) => !runs.has(n.token));
    return (text) => {
        WORDISH_RUNS.lastIndex = 0;
        for (let m = WORDISH_RUNS.exec(text); m; m = WORDISH_RUNS.exec(text))
            if (runs.has(m[0]))
                return true;
        return others.some((n) => holdsToken(text, n));
    };
}
/**
 * True when `token` occurs in `text` with no letter, digit, `_`, `.`, `-` or non-ASCII byte
 * right before or after it: the only way a scalar can equal it (a scalar's neighbours are
 * YAML's own: spaces, quotes, line ends, `[]{},:#`). `memory` in `allowed_memory_scopes` is
 * not one.
 */
function holdsToken(text, { token, step }) {
    for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + step)) {
        const before = at > 0 ? text[at - 1] : ' ';
        const after = at + token.length < text.length ? text[at + token.length] : ' ';
        if (!WORDISH.test(before) && !WORDISH.test(after))
            return true;
    }
    return false;
}
/**
 * A SKILL.md's frontmatter as latin1 text (bytes one for one, so the fences and ASCII ids
 * read as they are), up to its closing fence; undefined when it has none (an optional BOM
 * before line 1): such a file declares no id.
 */
function frontmatterOf(text) {
    const start = text.startsWith('\xef\xbb\xbf') ? 3 : 0;
    const fences = (0,_core_fences_js__WEBPACK_IMPORTED_MODULE_6__/* .findFences */ .e)(text.slice(start));
    return fences ? text.slice(0, start + fences.yamlEnd) : undefined;
}
/**
 * The skills of the repository that declare an id one of `checked` (inside the repository)
 * declares: only their path and id are filled in (checkTree names the other copies by
 * path). By default what a commit and CI's checkout hold (validate --staged, the hooks): the
 * tracked files (an untracked copy is part of neither), and those a sparse checkout leaves
 * out, read from the index; with `worktree`, the tree a repository scan reads. Cheap: a file's
 * frontmatter that holds none of the ids as a whole token, nor a backslash that could spell
 * one in an escape, cannot declare it; the others are parsed only (no rules, no signatures).
 * One file under several names (.gemini/skills/x -> skills/x) is one skill. Best effort:
 * when git cannot list the files, named paths are a tree of their own, as outside git.
 */
function skillsSharingIds(settings, checked, 
/**
 * `worktree` (scaffold, and validate PATH without --staged): the skills as a repository
 * scan reads them \u2014 the work tree, untracked ones included, a tracked file edited there as
 * edited and one deleted there as gone \u2014 instead of what a commit would hold.
 * `mustReadAll` (scaffold): a SKILL.md that cannot be read is an error (its id might be the
 * one asked about); else it is left to the check.
 */
opts = {}) {
    const ids = new Set(checked
        .filter((r) => (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .relInside */ .sf)(settings.root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(settings.root, r.path)) !== undefined)
        .map((r) => r.data?.id)
        .filter((x) => !!x));
    if (!ids.size)
        return [];
    let scan;
    try {
        scan = (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .scanRepository */ .Gw)(settings, { deferUntracked: !opts.worktree });
    }
    catch {
        return [];
    }
    const holdsAny = holdsAnyOf([...ids].map(needle));
    const named = new Set(checked.map((r) => r.path));
    let namedReal;
    const key = settings.profile === 'agentskills' ? 'name' : 'id';
    const found = [];
    const consider = (rel, abs, bytes) => {
        const fm = frontmatterOf(bytes.toString('latin1'));
        if (fm === undefined || (!fm.includes('\\') && !holdsAny(fm)))
            return;
        namedReal ??= new Set(checked.map((r) => (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .realOr */ .yA)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(settings.root, r.path))));
        if (namedReal.has((0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .realOr */ .yA)(abs)))
            return;
        const parsed = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSkill */ .vv)(bytes, { allowBom: settings.profile === 'agentskills' });
        if (!parsed.ok)
            return;
        const value = parsed.doc.root.entries.find((e) => e.key.value === key)?.value;
        if (value?.kind !== 'scalar' || typeof value.value !== 'string' || !ids.has(value.value))
            return;
        found.push({
            path: rel,
            outcome: 'ok',
            findings: [],
            duration_ms: 0,
            parsed: true,
            data: { id: value.value },
        });
    };
    // What the commit holds is the index: a tracked skill edited or deleted in the work tree
    // and not staged (a hook's commit leaves it as it was) is read as the index holds it.
    const edited = new Set();
    const listed = opts.worktree
        ? undefined
        : (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .spawnGit */ .Iz)(settings.root, ['ls-files', '-z', '-m', '--', 'SKILL.md', '*/SKILL.md']);
    if (listed && !listed.error && listed.status === 0)
        for (const rel of listed.stdout.toString('utf8').split('\0'))
            if (rel)
                edited.add(rel);
    const missing = [];
    for (const f of scan.files) {
        if (named.has(f.rel))
            continue;
        if (edited.has(f.rel)) {
            missing.push(f.rel);
            continue;
        }
        const read = (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readSkillFile */ .eQ)(f.abs, f.fence);
        if (read.ok)
            consider(f.rel, f.abs, Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
        else if (read.code === 'ENOENT')
            missing.push(f.rel);
        else if (opts.mustReadAll && (read.code === 'EACCES' || read.code === 'EPERM'))
            // scaffold: validate would stop at it (a ReadError), and its id might be the new one's.
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot check that the id is unique: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(f.rel)} cannot be read (${read.reason.replace(/^cannot read file: /, '')})`);
    }
    // Left out of the work tree by a sparse checkout, or edited there: as the index holds them.
    if (missing.length) {
        // As validate reads them: a file a sparse checkout leaves out, from the index; one deleted
        // from the work tree is gone (worktree). A commit holds both (the hook's view).
        for (const [rel, blob] of (0,_files_js__WEBPACK_IMPORTED_MODULE_5__/* .skillsFromIndex */ .jl)(settings.root, missing, _core_document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_FILE_BYTES */ .gZ, { anyEntry: !opts.worktree })) {
            if (Buffer.isBuffer(blob))
                consider(rel, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(settings.root, rel), blob);
            else if (typeof blob === 'object')
                // Its id cannot be known, so neither can the uniqueness of the named ones.
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot check that the named skills' ids are unique: a sparse checkout leaves ${rel} out of the work tree, and git cannot give it: ${blob.error}`);
        }
    }
    return found;
}


/***/ })

};
;