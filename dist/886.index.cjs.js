"use strict";
exports.id = 886;
exports.ids = [886];
exports.modules = {

/***/ 5886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentskillsStarter: () => (/* binding */ agentskillsStarter),
/* harmony export */   scaffoldCommand: () => (/* binding */ scaffoldCommand),
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand),
/* harmony export */   starter: () => (/* binding */ starter),
/* harmony export */   yamlString: () => (/* binding */ yamlString)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1400);
/* harmony import */ var _core_mkdirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3331);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2365);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2419);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8606);
/* harmony import */ var _rules_v1_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9570);
/* harmony import */ var _scan_sharing_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1365);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5438);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5655);
/** `skillgate scaffold ID [--dir D]`: a commented starter SKILL.md that validates as is. */












/** `bundle` is the directory as the user named it, for the `skillgate sign` hint. */
function starter(id, bundle = id) {
    // A comment line must stay one line; the path is one word for the shell.
    const dir = /[\x00-\x1f\x7f\u2028\u2029]/.test(bundle) ? (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(id) : (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(bundle);
    return `---
# ${id}: a skillgate schema-v1 SKILL.md. Every key below is checked by \`skillgate validate\`.
# Required: id, version, description, allowed_memory_scopes, allowed_tools.
${`id: ${yamlString(id)}`.padEnd(32)} # kebab-case; unique in the repository
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
name: ${yamlString(name)}
# What the skill does, then when to use it (1..1024 characters).
description: Describe what this skill does. Use when a task needs it.
# The skill's version (SemVer): skillgate.lock pins it, and a change to the frontmatter that
# does not raise it is version-not-bumped drift.
metadata:
  version: "1.0.0"
# Optional:
# license: Apache-2.0
# compatibility: Requires git and network access.
# allowed-tools: Read Grep
---

# ${name}

Explain here, for the agent, how to perform the task step by step.
`;
}
/**
 * An id or name as a YAML string: plain, unless YAML 1.2 would read it as something else
 * (`null`, `true`, `123`, `0x1f`, `1e5`: kebab-case and agentskills names allow them), then
 * double-quoted (its characters need no escape). A starter must validate as it is.
 */
function yamlString(id) {
    const other = /^(?:null|true|false|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)$/;
    return other.test(id) ? `"${id}"` : id;
}
async function scaffoldCommand(p, io) {
    const [id, ...rest] = p.positionals;
    if (!id || rest.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('usage: skillgate scaffold ID [--dir D] [--profile v1|agentskills]');
    // The repository's profile (config or --profile) decides which starter validates there.
    // A config that cannot be read is an error (exit 1), as for every command (SPEC \u00a75): the
    // starter's profile and the id's uniqueness both depend on it.
    const flagged = typeof p.opts.profile === 'string'
        ? (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)('profile', p.opts.profile, ['v1', 'agentskills'])
        : undefined;
    // The flag's profile reads the config too (its `tools` are read by the profile's rules).
    // A config that is a symlink leading out of the repository (or into .git) is not read, as
    // for every command: it was parsed, quoted and obeyed.
    const opts = flagged ? { profile: flagged } : {};
    if (typeof p.opts.config === 'string')
        opts.config = p.opts.config;
    if (p.opts['follow-symlinks'] === true)
        opts['follow-symlinks'] = true;
    const read = await (0,_common_js__WEBPACK_IMPORTED_MODULE_4__/* .settingsFrom */ .ms)({ positionals: [], opts }, io, { keyring: false });
    const settings = flagged ? { ...read, profile: flagged } : read;
    const profile = settings.profile;
    const dir = typeof p.opts.dir === 'string' ? p.opts.dir : id;
    const undecodable = (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .undecodableName */ .KN)('--dir', dir);
    if (undecodable)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(undecodable);
    if (profile === 'agentskills') {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 64)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`skill name ${JSON.stringify(id)} is not an agentskills.io name: 1-64 of a-z, 0-9 and -, no leading, trailing or double hyphen`);
        // As validate compares them (SPEC \u00a77): the directory's name after NFKC, so a folder
        // spelled with a ligature or in fullwidth holds the ASCII name it normalizes to.
        const base = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, dir));
        const folded = base.normalize('NFKC');
        if (folded !== id) {
            const other = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(folded) && folded.length <= 64;
            const named = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().normalize(dir)), id);
            // Neither way out into a folder that holds a skill already: the write would be refused
            // next (the advised --dir, or the folder given, for the other name).
            const holds = (d) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, d), 'SKILL.md'));
            const ways = [
                ...(holds(named) ? [] : [`use --dir ${JSON.stringify(named)}`]),
                ...(other && !holds(dir) ? [`name the skill ${JSON.stringify(folded)}`] : []),
            ];
            // No way out left: the folders that hold a skill say why (the given one only when its
            // name would have been the other way).
            const held = [named, ...(other ? [dir] : [])].filter(holds).map((d) => JSON.stringify(d));
            const none = `${held.join(' and ')} ${held.length > 1 ? 'hold' : 'holds'} a SKILL.md already: choose another name, and a --dir named after it`;
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`an agentskills.io skill's name must equal its directory's name after NFKC: ${ways.length ? ways.join(', or ') : none}`);
        }
    }
    else if (!_rules_v1_js__WEBPACK_IMPORTED_MODULE_8__/* .V1_ID */ .gx.test(id))
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`skill id ${JSON.stringify(id)} is not kebab-case: it must match ^[a-z][a-z0-9-]*$`);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, dir), 'SKILL.md');
    const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'SKILL.md').split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    // A folder the lockfile could never pin (a control character or a backslash in its path,
    // SPEC \u00a74): `lock` would refuse the skill later; say so now, before anything is written.
    const inRepo = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .relInside */ .sf)(settings.root, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .underRoot */ .N)(settings.root, file));
    const unpinnable = inRepo === undefined ? undefined : (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_7__/* .lockPathReason */ .RQ)(inRepo);
    if (unpinnable)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${JSON.stringify(shown)}: a lockfile cannot hold its path (it ${unpinnable}); choose another --dir`);
    // Not out of the repository through a symlinked folder (`--dir lnk`, `lnk -> /elsewhere`):
    // validate and sign do not read through it, so the starter would be written where no check
    // reads it, and the "next" command would refuse it.
    if (inRepo !== undefined && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .relInside */ .sf)((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .realOr */ .yA)(settings.root), (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .landingOf */ .ls)(file)) === undefined)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${JSON.stringify(shown)}: its folder leads out of the repository through a symlink, where no check reads a skill; choose another --dir`);
    // Never into git's own folders (`--dir .git/hooks`): no scan reads a skill there, and what
    // is there is git's.
    // Outside a work tree too: a `.git` folder made there would make later scans ask git.
    // (`--dir` as written from here: an absolute one names the folders the work tree lies in too,
    // a `.git` folder holding a worktree among them, which inAnyGitDir judges.)
    const gitPart = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(settings.root, file)
        .split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))
        .concat(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, dir)).split(/[\\/]/))
        .some(_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .isGitName */ .M$);
    if (gitPart ||
        (settings.inGit && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .inGitOwnFolder */ .UA)(settings.root, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .realOr */ .yA)(settings.root), (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .landingOf */ .ls)(file))) ||
        // Another repository's git folder, or a bare repository's (a run inside one: no work tree).
        (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .inAnyGitDir */ .nC)(file, settings.inGit ? settings.root : undefined))
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
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}: cannot create its folder: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .fsReason */ .EG)(e)}`);
    }
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'wx', 0o644);
    }
    catch (e) {
        const code = e.code;
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(code === 'EEXIST'
            ? `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)} already exists: refusing to overwrite it`
            : `cannot write ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .createReason */ .Hl)(e, file)}`);
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
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .fsReason */ .EG)(e)}`);
    }
    // The flags that decided the starter decide its check too.
    const flag = (typeof p.opts.profile === 'string' ? ` --profile ${profile}` : '') +
        (typeof p.opts.config === 'string' ? ` --config ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(p.opts.config))}` : '') +
        (p.opts['follow-symlinks'] === true ? ' --follow-symlinks' : '');
    // Control characters shown as escapes (a folder outside the repository may hold one).
    io.stdout(`wrote ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}\nnext: edit it, then run \`skillgate validate ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(dir))}${flag}\`\n`);
    // A file the config leaves out is checked by no command (validate says 0 files checked).
    if (inRepo !== undefined && !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_10__/* .keptByConfig */ .Sr)(settings)(inRepo))
        io.stderr(`skillgate: warning: the config's include/exclude leave ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(inRepo)} out: no check reads it, nor pins it in the lockfile; change include/exclude in ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(settings.configFile ?? '.skillgate.yml')}, or choose another --dir\n`);
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.OK;
}
async function schemaCommand(p, io) {
    if (p.positionals.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('`skillgate schema` takes no arguments');
    const { configSchema, skillSchema } = await __webpack_require__.e(/* import() */ 789).then(__webpack_require__.bind(__webpack_require__, 789));
    io.stdout(JSON.stringify(p.opts.config ? configSchema : skillSchema, null, 2) + '\n');
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.OK;
}


/***/ }),

/***/ 1365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TJ: () => (/* binding */ skillsSharingIds)
/* harmony export */ });
/* unused harmony exports needle, holdsAnyOf, holdsToken */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1400);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5655);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7188);
/* harmony import */ var _core_fences_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9085);
/* harmony import */ var _rules_agentskills_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8952);
/* harmony import */ var _rules_v1_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9570);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6381);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5438);
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
    const fences = (0,_core_fences_js__WEBPACK_IMPORTED_MODULE_9__/* .findFences */ .e)(text.slice(start));
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
 * `lookFor`: the ids to look for instead of `checked`'s; `all`, every skill that declares
 * one (validate --staged: the targets of deprecated stubs, in what the commit holds).
 */
opts = {}) {
    const ids = opts.lookFor === 'all'
        ? undefined
        : new Set(checked
            .filter((r) => (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .relInside */ .sf)(settings.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(settings.root, r.path)) !== undefined)
            .map((r) => r.data?.id)
            .filter((x) => !!x));
    if (ids && !ids.size)
        return [];
    let scan;
    try {
        scan = (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .scanRepository */ .Gw)(settings, { deferUntracked: !opts.worktree });
    }
    catch (e) {
        // scaffold: git cannot list the files (not installed, a repository of another owner): the
        // id cannot be checked, so the starter is not written (it wrote a DuplicateId unchecked).
        if (opts.mustReadAll)
            throw e;
        return [];
    }
    const holdsAny = ids ? holdsAnyOf([...ids].map(needle)) : () => true;
    const named = new Set(checked.map((r) => r.path));
    let namedReal;
    const key = settings.profile === 'agentskills' ? 'name' : 'id';
    const found = [];
    // `readAt`: the file read, resolved: the work tree's realpath, or for a file read from the
    // index, its path there (a link followed through the index, never again through the work
    // tree's links, which may lead elsewhere, to the named skill itself).
    const consider = (rel, readAt, bytes) => {
        const fm = frontmatterOf(bytes.toString('latin1'));
        if (fm === undefined || (!fm.includes('\\') && !holdsAny(fm)))
            return;
        namedReal ??= new Set(checked.map((r) => (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(settings.root, r.path))));
        if (namedReal.has(readAt))
            return;
        const parsed = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSkill */ .vv)(bytes, { allowBom: settings.profile === 'agentskills' });
        if (!parsed.ok)
            return;
        const value = parsed.doc.root.entries.find((e) => e.key.value === key)?.value;
        if (value?.kind !== 'scalar' || typeof value.value !== 'string' || !value.value)
            return;
        if (ids && !ids.has(value.value))
            return;
        // Every id: the valid ones only, as the check gives a skill its id (a stub naming an
        // invalid one names no skill in the tree).
        if (!ids && !validId(value.value, settings.profile))
            return;
        found.push({
            path: rel,
            outcome: 'ok',
            findings: [],
            duration_ms: 0,
            parsed: true,
            data: { id: value.value },
            readAt,
        });
    };
    if (!opts.worktree) {
        // What the commit holds is the index, whatever the work tree says. Read from the work tree
        // where it is the index's (most files: fast), else from the index: a file git lists as
        // modified (edited or deleted, not staged), one flagged skip-worktree or assume-unchanged
        // whose edit git overlooks, a SKILL.md symlink (followed through the index: its target's
        // unstaged edit or a retarget is not the commit's), one not in the work tree (a sparse
        // checkout's), one a link on its way leads elsewhere.
        const specs = ['SKILL.md', '*/SKILL.md'];
        const index = (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .spawnGit */ .Iz)(settings.root, ['ls-files', '-z', '-s', '-v', '--', ...specs]);
        const modified = (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .spawnGit */ .Iz)(settings.root, ['ls-files', '-z', '-m', '--', ...specs]);
        const viaIndex = new Set();
        if (index.error || index.status !== 0 || modified.error || modified.status !== 0)
            for (const f of scan.files)
                viaIndex.add(f.rel);
        else {
            const entries = index.stdout.toString('utf8').split('\0').filter(Boolean);
            for (const e of entries)
                if (e.startsWith('120000 ', 2))
                    viaIndex.add(e.slice(e.indexOf('\t') + 1));
            for (const rel of modified.stdout.toString('utf8').split('\0'))
                if (rel)
                    viaIndex.add(rel);
            for (const rel of (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .editedBehindFlags */ .Pc)(settings.root, entries))
                viaIndex.add(rel);
        }
        // One file under several names (a link to another skill, two links to one file) is one
        // skill: files under their own name first, a link to one of them is that skill again.
        const targets = new Set();
        const realRoot = (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(settings.root);
        // Each read by exactly its name, or from the index: where it is, without asking the work tree.
        const take = (f, target, bytes) => {
            if (targets.has(target))
                return;
            targets.add(target);
            consider(f.rel, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, target), bytes);
        };
        for (const f of scan.files) {
            if (named.has(f.rel) || viaIndex.has(f.rel))
                continue;
            // By exactly its name: a link on the way (a folder or the file swapped for one, not
            // staged) is not what the index holds there.
            const read = (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .readSkillFile */ .eQ)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(realRoot, f.rel), f.fence, (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .listedFrom */ .iG)(f), true);
            if (read.ok)
                take(f, f.rel, Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
            else if (read.code === 'ENOENT' || read.code === 'ENOTEXACT')
                viaIndex.add(f.rel);
        }
        const rest = scan.files.filter((f) => !named.has(f.rel) && viaIndex.has(f.rel));
        const committed = (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .skillsAsCommitted */ .BD)(settings.root, rest.map((f) => f.rel), _core_document_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_FILE_BYTES */ .gZ);
        const own = (f) => {
            const c = committed.get(f.rel);
            return c?.kind === 'file' && c.target === f.rel;
        };
        for (const f of [...rest.filter(own), ...rest.filter((f) => !own(f))]) {
            const c = committed.get(f.rel);
            if (!c || c.kind === 'outside') {
                // A link out of the checked folder: as the work tree has it (the index cannot say).
                const read = (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .readSkillFile */ .eQ)(f.abs, f.fence, (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .listedFrom */ .iG)(f));
                if (read.ok)
                    consider(f.rel, (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(f.abs), Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
            }
            else if (c.kind === 'file') {
                if (Buffer.isBuffer(c.blob))
                    take(f, c.target, c.blob);
                else if (typeof c.blob === 'object')
                    // Its id cannot be known, so neither can the uniqueness of the named ones.
                    throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot check that the named skills' ids are unique: ${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f.abs) ? `git cannot give ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safe */ .gB)(f.rel)} as the commit holds it` : `a sparse checkout leaves ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safe */ .gB)(f.rel)} out of the work tree, and git cannot give it`}: ${c.blob.error}`);
            }
        }
        return found;
    }
    const missing = [];
    for (const f of scan.files) {
        if (named.has(f.rel))
            continue;
        const read = (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .readSkillFile */ .eQ)(f.abs, f.fence, (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .listedFrom */ .iG)(f));
        if (read.ok)
            consider(f.rel, (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(f.abs), Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength));
        else if (read.code === 'ENOENT')
            missing.push(f.rel);
        else if (opts.mustReadAll && (read.code === 'EACCES' || read.code === 'EPERM'))
            // scaffold: validate would stop at it (a ReadError), and its id might be the new one's.
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot check that the id is unique: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_3__/* .safe */ .gB)(f.rel)} cannot be read (${read.reason.replace(/^cannot read file: /, '')})`);
    }
    // Left out of the work tree by a sparse checkout: as the index holds them (as validate
    // reads them; one deleted from the work tree is gone).
    if (missing.length) {
        for (const [rel, blob] of (0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .skillsFromIndex */ .jl)(settings.root, missing, _core_document_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_FILE_BYTES */ .gZ)) {
            if (Buffer.isBuffer(blob))
                consider(rel, node_path__WEBPACK_IMPORTED_MODULE_1___default().join((0,_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(settings.root), rel), blob);
            else if (typeof blob === 'object')
                // Its id cannot be known, so neither can the uniqueness of the named ones.
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot check that the named skills' ids are unique: a sparse checkout leaves ${rel} out of the work tree, and git cannot give it: ${blob.error}`);
        }
    }
    return found;
}
/** Whether the check gives a skill this id: v1's kebab-case, or a valid agentskills name (NFKC as the check reads it). */
function validId(id, profile) {
    return profile === 'agentskills' ? (0,_rules_agentskills_js__WEBPACK_IMPORTED_MODULE_5__/* .nameProblem */ .rH)(id) === null : _rules_v1_js__WEBPACK_IMPORTED_MODULE_6__/* .V1_ID */ .gx.test(id);
}


/***/ })

};
;