export const id = 587;
export const ids = [587,10];
export const modules = {

/***/ 97587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lockCommand: () => (/* binding */ lockCommand)
/* harmony export */ });
/* harmony import */ var _scan_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36381);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81400);
/* harmony import */ var _core_engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18830);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26597);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85438);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58606);
/* harmony import */ var _lock_diff_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18300);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42365);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(30010);
/** `skillgate lock` writes the lockfile; `lock --check` reports drift and never writes. */









const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
async function lockCommand(p, io) {
    if (p.positionals.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('`skillgate lock` takes no paths: it pins every skill in the repository (use include/exclude in .skillgate.yml)');
    const format = (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .formatOf */ .be)(p);
    if (p.opts.check) {
        const run = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.runCheck)(p, io, { requireLock: true });
        (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.render)(run, p, io));
        const code = (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.exitFor)(run);
        if (code === _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.OK && format === 'text' && typeof p.opts.output !== 'string') {
            io.stdout(`${run.settings.lockfile} matches the tree (${plural(run.results.length, 'skill')})\n`);
        }
        return code;
    }
    return writeLock(p, io);
}
/**
 * Writing. The lock pins only valid contracts, so any error refuses to write. The old
 * lockfile is not read first as a gate: `skillgate lock` is how a broken one (a merge
 * conflict, a bad entry) is regenerated, so it only feeds the message.
 */
async function writeLock(p, io) {
    const t0 = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .now */ .tB)();
    const settings = await (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .settingsFrom */ .ms)(p, io);
    const ctx = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .contextFor */ .BT)(settings);
    const collected = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_4__/* .scanRepository */ .Gw)(settings, { deferUntracked: true }); // checkAll completes it
    const results = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAll */ .K7)(collected, ctx);
    const name = settings.lockfile;
    const run = {
        settings,
        results,
        drift: [],
        durationMs: (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .now */ .tB)() - t0,
        single: false,
        excluded: collected.excluded,
        lockChecked: false,
    };
    if ((0,_core_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .hasErrors */ .Cs)(results)) {
        (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.render)(run, p, io));
        io.stderr(`skillgate: not writing ${name}: the lock pins only valid skills; fix the errors above first\n`);
        return (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.exitFor)(run);
    }
    // With --json, --format or --output the report of the skills checked goes where they say,
    // and what was written is said on the stream the report leaves free.
    const reported = (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .formatOf */ .be)(p) !== 'text' || typeof p.opts.output === 'string';
    const say = (line) => {
        if (reported)
            (0,_common_js__WEBPACK_IMPORTED_MODULE_7__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__.render)(run, p, io));
        (reported && typeof p.opts.output !== 'string' ? io.stderr : io.stdout)(line);
    };
    const pinned = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .snapshots */ .ml)(results);
    // A path the lockfile cannot hold (SPEC §4: no `\`, no drive or absolute form, no control
    // character) is valid on this disk but cannot be pinned: say which and why, not crash.
    const unpinnable = pinned.flatMap((s) => {
        const why = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .lockPathProblem */ .OS)(s.path);
        if (!why)
            return [];
        const said = s.path.includes('\\')
            ? 'contains a backslash'
            : /^[A-Za-z]:/.test(s.path)
                ? 'starts like a Windows drive (X:)'
                : why.replace(/;.*/, '');
        return [`${JSON.stringify(s.path)} (${said})`];
    });
    if (unpinnable.length) {
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot write ${name}: a lockfile cannot hold ${unpinnable.length === 1 ? 'this skill path' : 'these skill paths'} (SPEC §4): ${unpinnable.join(', ')}; rename the directory`);
    }
    const text = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .serializeLockfile */ .c5)(pinned);
    const file = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveIn */ .QH)(settings, name);
    // Compared as bytes: a corrupted byte decoded leniently could read as the U+FFFD a skill holds.
    let previous;
    let tooLarge;
    try {
        // One too large to be a lockfile is replaced unread (its bytes could not be one string).
        previous = (0,_scan_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readBounded */ .CB)(file, _core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LOCKFILE_BYTES */ .hP);
    }
    catch (e) {
        if (e instanceof _scan_read_js__WEBPACK_IMPORTED_MODULE_0__/* .TooLargeError */ .qB)
            tooLarge = e.size ?? _core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LOCKFILE_BYTES */ .hP + 1;
        const code = e.code;
        if (code === 'EISDIR')
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot write lockfile ${name}: it is a directory`);
        // ENOENT: a first lock. Anything else surfaces when writing.
    }
    const count = plural(pinned.length, 'skill');
    if (previous?.equals(Buffer.from(text))) {
        say(`${name} is up to date (${count}); nothing to write\n`);
        return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.OK;
    }
    const what = previous === undefined && tooLarge === undefined ? `created ${name}` : `updated ${name}`;
    const detail = tooLarge !== undefined
        ? ` (replaced an unreadable lockfile: it was ${Math.round(tooLarge / 1024 / 1024)} MiB, past the ${_core_run_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LOCKFILE_BYTES */ .hP / 1024 / 1024} MiB a lockfile may hold)`
        : previous === undefined
            ? ''
            : changesSince(previous, name, pinned);
    try {
        await (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .writeLockfileAtomic */ .E3)(file, text);
    }
    catch (e) {
        const err = e;
        const why = err.code === 'ENOENT'
            ? 'its directory does not exist'
            : err.code === 'EACCES' || err.code === 'EPERM'
                ? 'permission denied'
                : err.message;
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot write lockfile ${name}: ${why}`);
    }
    const none = pinned.length === 0 ? ` (no ${_scan_files_js__WEBPACK_IMPORTED_MODULE_4__/* .SKILL_FILE */ .LF} found under ${settings.root})` : '';
    say(`${what}: ${count} pinned${detail}${none}\n`);
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.OK;
}
/** What writing changes, for the message: ` (added: a; changed: b, c)`. */
function changesSince(previous, name, pinned) {
    let before;
    try {
        before = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .parseLockfile */ .tg)((0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeLockfile */ .Ec)(previous, name), name);
    }
    catch (e) {
        if (!(e instanceof _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_5__/* .LockfileError */ .g))
            throw e;
        return ` (replaced an unreadable lockfile: ${e.message})`;
    }
    const ids = {};
    for (const d of (0,_lock_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .diffLock */ .j)(before, pinned)) {
        if (d.kind === 'version-not-bumped')
            continue;
        (ids[d.kind] ??= []).push(d.id);
    }
    const parts = [];
    for (const kind of ['added', 'removed', 'changed', 'moved']) {
        const list = [...new Set(ids[kind] ?? [])];
        if (!list.length)
            continue;
        const shown = list.slice(0, 10).join(', ') + (list.length > 10 ? `, … ${list.length - 10} more` : '');
        parts.push(`${kind}: ${shown}`);
    }
    // Same skills, other bytes: the old file was hand-edited or written by another version.
    return parts.length ? ` (${parts.join('; ')})` : ' (reformatted)';
}


/***/ }),

/***/ 30010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   exitFor: () => (/* binding */ exitFor),
/* harmony export */   render: () => (/* binding */ render),
/* harmony export */   runCheck: () => (/* binding */ runCheck),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81400);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85438);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26597);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32794);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65655);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1756);
/* harmony import */ var _lock_entry_position_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(38823);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42365);
/** `skillgate validate [PATH...]` and `skillgate lock --check` share this check-and-report path. */










/** True when one named path is a SKILL.md file or a directory holding SKILL.md itself. */
function isSingleBundle(paths, cwd) {
    if (paths.length !== 1)
        return false;
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, paths[0]);
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
        return (st.isFile() ||
            (st.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, _scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .SKILL_FILE */ .LF)) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, _scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .SKILL_FILE */ .LF)).isFile()));
    }
    catch {
        return false;
    }
}
async function runCheck(p, io, mode) {
    const t0 = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .now */ .tB)();
    const settings = await (0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsFrom */ .ms)(p, io);
    const ctx = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .contextFor */ .BT)(settings);
    const paths = p.positionals;
    const since = typeof p.opts['changed-since'] === 'string' ? p.opts['changed-since'] : undefined;
    const repoScan = paths.length === 0 && !since;
    const lockWanted = mode.requireLock || repoScan || settings.lockfileExplicit || !!since;
    // A bad lockfile is exit 1 whatever the skills say, and its error comes first.
    const readTheLock = () => lockWanted ? (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .readLock */ .mF)(settings, mode.requireLock || settings.lockfileExplicit) : undefined;
    let lock;
    let collected;
    let sidecar;
    if (repoScan) {
        // A repository scan lists the files first and starts the sidecar, which reads the first
        // files and runs git's untracked listing while the lock is read (checkAll completes it).
        try {
            collected = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .scanRepository */ .Gw)(settings, { deferUntracked: true });
        }
        catch (e) {
            readTheLock();
            throw e;
        }
        sidecar = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .startSidecar */ .yP)(collected, settings);
        try {
            lock = readTheLock();
        }
        catch (e) {
            sidecar?.stop();
            throw e;
        }
    }
    else {
        lock = readTheLock();
        if (since) {
            collected = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .scanChangedSince */ .UI)(settings, since);
            if (paths.length) {
                // A PATH that is not there is an I/O error (exit 1), as without --changed-since.
                for (const x of paths)
                    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, x)))
                        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot read ${x}: no such file or directory`);
                const under = paths.map((x) => (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .underRoot */ .N)(settings.root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, x)));
                collected.files = collected.files.filter((f) => under.some((u) => f.abs === u || f.abs.startsWith(u + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))));
            }
        }
        else
            collected = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .collectPaths */ .jC)(paths, settings, io.cwd);
    }
    let tree;
    const wholeTree = () => {
        if (!tree)
            tree = repoScan ? results : (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .checkAll */ .K7)((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .scanRepository */ .Gw)(settings), ctx, undefined, { record: false });
        return tree;
    };
    // A repository scan already holds the whole tree; otherwise ids are looked up lazily.
    const results = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .checkAll */ .K7)(collected, ctx, repoScan
        ? undefined
        : () => new Set(wholeTree()
            .map((r) => r.data?.id)
            .filter((x) => !!x)), 
    // A changed skill may take the id of one that did not change (SPEC §4: duplicate ids in
    // the tree); named paths are checked as a tree of their own.
    { sidecar, tree: since ? wholeTree : undefined });
    let drift = [];
    if (lock)
        drift = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .drift */ .UL)(lock, wholeTree(), repoScan ? undefined : new Set(results.map((r) => r.path)));
    return {
        settings,
        results,
        drift,
        durationMs: (0,_core_run_js__WEBPACK_IMPORTED_MODULE_4__/* .now */ .tB)() - t0,
        single: !since && isSingleBundle(paths, io.cwd) && results.length === 1,
        excluded: collected.excluded,
        lockChecked: !!lock,
    };
}
function exitFor(run) {
    // A file the scan found but could not read is an I/O error (SPEC §5: exit 1), reported
    // beside every other file's findings.
    if (run.results.some((r) => r.findings.some((f) => f.code === 'ReadError')))
        return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.USAGE;
    if (run.results.some((r) => r.findings.some((f) => f.severity === 'error')))
        return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.SCHEMA;
    return run.drift.length ? _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.DRIFT : _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.OK;
}
/** Where removed skills' lock entries are (the lockfile is read again only when one is removed). */
function lockEntryFor(run) {
    if (!run.lockChecked || !run.drift.some((d) => d.kind === 'removed'))
        return undefined;
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(run.settings.root, run.settings.lockfile), 'utf8');
    }
    catch {
        return undefined;
    }
    return (0,_lock_entry_position_js__WEBPACK_IMPORTED_MODULE_9__/* .lockEntryLookup */ .a_)(text, run.settings.lockfile);
}
function render(run, p, io) {
    const format = (0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .formatOf */ .be)(p);
    if (format === 'json') {
        if (run.single) {
            const one = (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .fileJson */ .Hl)(run.results[0]);
            if (run.lockChecked) {
                // The status agrees with the exit code: a valid bundle in a drifting tree exits 7.
                if (one.status === 'ok' && run.drift.length)
                    one.status = 'drift';
                one.drift = run.drift;
            }
            return (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .reportText */ .UH)(one);
        }
        return (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .reportText */ .UH)((0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .multiJson */ .oj)(run.results, run.drift, run.durationMs));
    }
    if (format === 'sarif') {
        const cut = (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_7__/* .sarifCutWarning */ .GR)(run.results, run.drift);
        if (cut)
            io.stderr(`skillgate: warning: ${cut}\n`);
        return (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .reportText */ .UH)((0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_7__/* .sarifReport */ ._I)(run.results, run.drift, run.settings, lockEntryFor(run)));
    }
    const tty = io.stdoutIsTTY && typeof p.opts.output !== 'string';
    const cache = new Map();
    return (0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .textReport */ .Mf)(run.results, run.drift, run.durationMs, {
        single: run.single,
        excluded: run.excluded,
        color: tty && !io.env.NO_COLOR,
        sourceLine: tty
            ? (rel, line) => {
                let lines = cache.get(rel);
                if (!lines) {
                    try {
                        lines = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(run.settings.root, rel), 'utf8').split('\n');
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
    (0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .formatOf */ .be)(p);
    const run = await runCheck(p, io, { requireLock: false });
    (0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .emit */ .Ic)(p, io, render(run, p, io));
    return exitFor(run);
}


/***/ }),

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
/* harmony export */   UH: () => (/* binding */ reportText),
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
    const text = JSON.stringify(value, null, 2);
    if (!/\\ud[89a-f][0-9a-f]{2}/.test(text))
        return text + '\n';
    return (JSON.stringify(value, (_key, v) => {
        if (typeof v === 'string')
            return wellFormed(v);
        if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => wellFormed(k) !== k))
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), x]));
        return v;
    }, 2) + '\n');
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


/***/ })

};
