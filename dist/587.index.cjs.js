"use strict";
exports.id = 587;
exports.ids = [587];
exports.modules = {

/***/ 7587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lockCommand: () => (/* binding */ lockCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _scan_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6381);
/* harmony import */ var _scan_setting_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9692);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1400);
/* harmony import */ var _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6861);
/* harmony import */ var _core_engine_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9157);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5728);
/* harmony import */ var _core_clock_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(2257);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5438);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5655);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8606);
/* harmony import */ var _lock_diff_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8300);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2365);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(843);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(2419);
/* harmony import */ var _core_mkdirs_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3331);
/** `skillgate lock` writes the lockfile; `lock --check` reports drift and never writes. */

















const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
async function lockCommand(p, io) {
    if (p.positionals.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('`skillgate lock` takes no paths: it pins every skill in the repository (use include/exclude in .skillgate.yml)');
    const format = (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .formatOf */ .be)(p);
    if (p.opts.staged === true && !p.opts.check)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--staged goes with --check (`skillgate lock --check --staged`, in a git hook)');
    if (p.opts.check) {
        const run = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.runCheck)(p, io, { requireLock: true });
        const code = (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.exitFor)(run);
        // Said on the terminal with --output too (after the file is written): the file holds the
        // report, not this line. On stdout it comes before the report, which ends with its
        // one-line summary (SPEC \u00a75).
        const verdict = code === _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.OK && format === 'text'
            ? `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)(run.settings.lockfile)} matches the tree (${plural(run.results.length, 'skill')})\n`
            : '';
        const toFile = typeof p.opts.output === 'string';
        if (!toFile && verdict)
            io.stdout(verdict);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.render)(run, p, io));
        if (toFile && verdict)
            io.stdout(verdict);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnMisnamed */ .NU)(io, run.settings.root, run.misnamed);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnNested */ .Ay)(io, run.nested);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnIdleConfig */ .JY)(io, run);
        return code;
    }
    return writeLock(p, io);
}
/**
 * Writing. The lock pins only valid contracts, so any error refuses to write. The old
 * lockfile feeds the message (what changed), and one that is not a valid lockfile (a merge
 * conflict, a bad entry, too large) is an error, as for every command (SPEC \u00a74): it is
 * replaced only once deleted.
 */
async function writeLock(p, io) {
    const t0 = (0,_core_clock_js__WEBPACK_IMPORTED_MODULE_16__/* .now */ .tB)();
    // Written under a name decoded with U+FFFD, it would be another file (the lock checked nowhere).
    const undecodable = typeof p.opts.lockfile === 'string' ? (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_14__/* .undecodableName */ .KN)('--lockfile', p.opts.lockfile) : undefined;
    if (undecodable)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(undecodable);
    const settings = await (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .settingsFrom */ .ms)(p, io);
    const ctx = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .contextFor */ .BT)(settings);
    const collected = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .scanRepository */ .Gw)(settings, { deferUntracked: true }); // checkAll completes it
    const results = (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_6__/* .listWithinRun */ .H_)((0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .checkAll */ .K7)(collected, ctx));
    // As messages show it (a line break in it spelled out).
    const name = (0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)(settings.lockfile);
    const run = {
        settings,
        results,
        drift: [],
        durationMs: (0,_core_clock_js__WEBPACK_IMPORTED_MODULE_16__/* .now */ .tB)() - t0,
        single: false,
        excluded: collected.excluded,
        lockChecked: false,
        wholeTree: true,
        misnamed: collected.misnamed,
        nested: (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .nestedRepos */ .Zl)(settings, collected),
    };
    (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .refuseReportOverSkill */ .AY)(p, io, settings, results.map((r) => r.path));
    (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnMisnamed */ .NU)(io, run.settings.root, run.misnamed);
    (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnNested */ .Ay)(io, run.nested);
    // The include that leaves everything out is said in the summary line already.
    (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .warnIdleConfig */ .JY)(io, run, { include: false });
    const file = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, settings.lockfile);
    // Never a skill, the config, the keyring or a secret key, whoever names it: none of them
    // can be a lockfile, and `--lockfile my.key` would lose the key for good.
    const config = settings.configPath ?? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(settings.root, _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2);
    const lost = (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .replacesWhatRunReads */ .sJ)(file, [
        [(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, settings.trustedKeys), 'the trusted keyring'],
        // The default keyring too, when the config names another: a flag may bring it back.
        [(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TRUSTED_KEYS */ .$_), 'the trusted keyring'],
        [config, 'the config'],
    ], 'the lockfile') ?? (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .destroysSecretKey */ .jZ)(file, 'the lockfile');
    if (lost)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: it ${lost}; name another file`);
    refuseToWriteThrough(file, name, settings.root, !!settings.followSymlinks, settings.lockfileExplicit, settings.inGit, 
    // The config named it (a flag makes the write allowed): refused at the config's line.
    (message) => (0,_core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .namedFileError */ .Gd)(settings, 'lockfile', message));
    // Named by --lockfile too: a worktree's `.git` file replaced, git loses the work tree. (A
    // file inside git's folders is written when named: a lockfile is data.)
    const gitLink = (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .replacesGitLink */ .cT)(file, 'the lockfile');
    if (gitLink)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: it ${gitLink}; name another file`);
    // Compared as bytes: a corrupted byte decoded leniently could read as the U+FFFD a skill holds.
    let previous;
    let tooLarge;
    // Not in the work tree, yet read: a sparse checkout leaves it out (read from the index).
    let leftOut = false;
    try {
        // One too large to be a lockfile is not read (its bytes could not be one string).
        leftOut = settings.inGit && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false });
        previous = (0,_scan_setting_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readSettingFile */ .F)(file, _core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_LOCKFILE_BYTES */ .hP, settings.lockfileExplicit, settings);
    }
    catch (e) {
        if (e instanceof _scan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .TooLargeError */ .qB)
            tooLarge = e;
        const code = e.code;
        if (code === 'EISDIR')
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: it is a directory`);
        if (code === 'ENOTREG')
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: ${e.message}`);
        // ENOENT (or a missing folder): a first lock. A lockfile that is there but cannot be read
        // (no read permission, an I/O error) is not replaced unread: it may be one a newer
        // skillgate wrote, and what it pins would be lost without a word.
        if (!(e instanceof _scan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .TooLargeError */ .qB) && code !== 'ENOENT' && code !== 'ENOTDIR')
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read lockfile ${name}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_14__/* .fsReason */ .EG)(e)}; not replacing a lockfile it cannot read (make it readable, or delete it to write a new one)`);
    }
    // A lockfile there that is not valid is the error (exit 1), whatever the skills say (SPEC
    // \u00a74, \u00a75): it would have to be fixed (or deleted) before any lock is written all the same.
    if (tooLarge)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .tooLargeLockfile */ .l)(name, tooLarge.size)} ${NOT_REPLACED(name)}`);
    if ((0,_core_engine_js__WEBPACK_IMPORTED_MODULE_6__/* .hasErrors */ .Cs)(results)) {
        if (previous !== undefined)
            previousLock(previous, name);
        (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.render)(run, p, io));
        io.stderr(`skillgate: not writing ${name}: the lock pins only valid skills; fix the errors above first\n`);
        return (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.exitFor)(run);
    }
    // With --json, --format or --output the report of the skills checked goes where they say,
    // and what was written is said on the stream the report leaves free.
    const reported = (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .formatOf */ .be)(p) !== 'text' || typeof p.opts.output === 'string';
    // One line, its names spelled out (a lockfile named in a checked-out config, a skill id).
    let emitted = false;
    const say = (line) => {
        // The report once, before the first line (a second line is no second report).
        if (reported && !emitted)
            (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.render)(run, p, io));
        emitted = true;
        // (The report on stdout, --output /dev/stdout too: the line goes to stderr, or stdout would
        // not be one JSON document.)
        const onStdout = typeof p.opts.output !== 'string' || (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_14__/* .ownOutputFd */ .kT)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, p.opts.output)) === 1;
        (reported && onStdout ? io.stderr : io.stdout)(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)(line.replace(/\n$/, ''))}\n`);
    };
    const pinned = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .snapshots */ .ml)(results);
    // A path the lockfile cannot hold (SPEC \u00a74: no `\`, no drive or absolute form, no `..`; and
    // no control character) is valid on this disk but cannot be pinned: say which and why, not crash.
    const unpinnable = pinned.flatMap((s) => {
        const said = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .lockPathReason */ .RQ)(s.path);
        return said ? [`${JSON.stringify(s.path)} (${said})`] : [];
    });
    if (unpinnable.length) {
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write ${name}: a lockfile cannot hold ${unpinnable.length === 1 ? 'this skill path' : 'these skill paths'}: ${unpinnable.join(', ')}; rename the directory`);
    }
    const text = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .serializeLockfile */ .c5)(pinned);
    // Never a lockfile every command would then refuse to read (and `lock` to replace).
    const size = Buffer.byteLength(text);
    if (size > _core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_LOCKFILE_BYTES */ .hP)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write ${name}: it would be ${(0,_scan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .sizeText */ .lP)(size)}, and a lockfile may hold at most ${(0,_scan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .sizeText */ .lP)(_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_LOCKFILE_BYTES */ .hP)} (every command would refuse it); pin fewer skills, or shorter tool and memory scope lists, per lockfile (config include/exclude and \`lockfile\`)`);
    const count = plural(pinned.length, 'skill');
    if (previous?.equals(Buffer.from(text))) {
        say(`${name} is up to date (${count}); nothing to write\n`);
        return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.OK;
    }
    const what = previous === undefined ? `created ${name}` : `updated ${name}`;
    const detail = previous === undefined ? '' : changesSince(previousLock(previous, name), name, pinned);
    try {
        (0,_core_mkdirs_js__WEBPACK_IMPORTED_MODULE_15__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file)); // `lockfile: locks/skillgate.lock` in a fresh repository
        await (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .writeLockfileAtomic */ .E3)(file, text);
    }
    catch (e) {
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_14__/* .createReason */ .Hl)(e, file)}`);
    }
    // Where it looked, without the machine's path (a CI log would show the runner's).
    const where = settings.inGit ? 'in the repository' : 'under the working directory';
    const none = pinned.length > 0
        ? ''
        : run.excluded
            ? ` (${run.excluded} ${_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .SKILL_FILE */ .LF} file${run.excluded === 1 ? '' : 's'} ${where}, all excluded by config include/exclude)`
            : ` (no ${_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .SKILL_FILE */ .LF} found ${where})`;
    say(`${what}: ${count} pinned${detail}${none}\n`);
    // git add (and add -A) leaves a path outside the sparse checkout unstaged without a word.
    if (leftOut && previous !== undefined)
        say(`${name} is outside the sparse checkout: stage it with \`git add --sparse ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_14__/* .shellWord */ .r7)(settings.lockfile))}\` (git add alone leaves it out)\n`);
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.OK;
}
/**
 * The lockfile is replaced only when it is a lockfile of the repository. A device or a FIFO
 * there (`--lockfile /dev/null`) is not turned into a regular file. A lockfile path that
 * comes from the (checked-out) config must not make a developer's `skillgate lock` write
 * elsewhere: outside the repository (`lockfile: ../x`; through a symlink, unless
 * --follow-symlinks), into git's own files (`.git/hooks/pre-commit`, the folder
 * core.hooksPath names, husky's `.husky/_/h`, which every hook sources), or over a file that
 * is not a lockfile. --lockfile on the command line names the file to write, whatever it is.
 */
function refuseToWriteThrough(file, name, root, follow, flagged, inGit, refusal = (message) => new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(message)) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
    }
    catch {
        st = undefined; // a first lock: the write says what is wrong
    }
    // A link that leads nowhere is no absent lockfile (validate and lock --check say it cannot be
    // read): a link someone set up (to a shared lockfile not there yet) is not replaced in silence.
    if (!st && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isLink */ .PJ)(file))
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: it is a symlink that leads nowhere (${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(file))}): fix the link, or remove it to write a new lockfile`);
    if (st && !st.isFile() && !st.isDirectory())
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: it is ${(0,_scan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOf */ .I)(st)}, not a regular file`);
    if (flagged)
        return;
    const refuse = (why, tail = 'name the file with --lockfile to write it anyway') => {
        throw refusal(`cannot write lockfile ${name}: ${why}; ${tail}`);
    };
    if (!(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(root, file))
        refuse('the config names a path outside the repository');
    const realRoot = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realDeepest */ .Nk)(root);
    const lands = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realDeepest */ .Nk)(file); // a link to a file is written through
    if (!follow && !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(realRoot, lands))
        refuse('the write would land outside the repository through a symlink (or run with --follow-symlinks)');
    const inGitDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, lands).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).some(_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isGitName */ .M$);
    // Outside a work tree the "repository" may be git's own folder: a bare repository, or `.git`
    // itself as the working directory.
    const inBareGit = !inGit && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .gitOwnDirs */ .VK)(root).some((d) => (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(d, lands));
    // Any git directory on the way too: a bare repository's in the tree (`vendor/x.git/packed-refs`),
    // or, through a link, the one the work tree lies in.
    const anyGitDir = [file, lands].some((f) => (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .inAnyGitDir */ .nC)(f, inGit ? root : undefined));
    if (inGitDir ||
        inBareGit ||
        anyGitDir ||
        _scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .HOOK_NAMES */ .FS.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(lands)) ||
        (inGit && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .inGitOwnFolder */ .UA)(root, realRoot, lands)))
        refuse("it is inside git's own files (.git, or the hooks folder core.hooksPath names), or named as a git hook");
    // The default skillgate.lock, written where it is named, is the lockfile's own file:
    // whatever is there is replaced. A name from the config, or a write through a link, must
    // find a lockfile there already (not package.json, not ~/.bashrc).
    const throughLink = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, lands) !== node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
    if ((name !== _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LOCKFILE */ .U || throughLink) && st?.isFile() && st.size > 0 && !looksLikeLockfile(file))
        // Not even with --lockfile: `lock` writes over a lockfile only (SPEC \u00a74).
        refuse('a file is there that is not a skillgate lockfile', 'name another file');
}
/**
 * True when the file holds a skillgate lockfile, whole or broken (its keys, or a merge
 * conflict), or nothing: what `lock` may replace under a name the config gives.
 */
function looksLikeLockfile(file) {
    let head = '';
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, 'r');
        try {
            const buf = Buffer.alloc(4096);
            head = buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, 4096, 0)).toString('utf8');
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch {
        return true; // unreadable: the write says what is wrong
    }
    return lockfileLike(head);
}
/** Whether a file's first bytes are a lockfile's (perhaps broken or conflicted) or nothing. */
function lockfileLike(head) {
    const start = head.replace(/^\uFEFF/, '').trimStart();
    return start === '' || start.startsWith('<<<<<<<') || (/"lockfileVersion"/.test(head) && /"skills"/.test(head));
}
/** What `lock` says of a lockfile it will not replace. */
const NOT_REPLACED = (name) => `(not replaced: skillgate lock rewrites only a lockfile it can read; fix it, or delete ${name} and run skillgate lock to write a new one)`;
/** The number a lockfile's last root member, `"lockfileVersion": N }`, gives, as written. */
function lastVersion(bytes) {
    const tail = bytes.subarray(Math.max(0, bytes.length - 256)).toString('latin1');
    return /[,{]\s*"lockfileVersion"\s*:\s*(-?[0-9][0-9.eE+-]*)\s*\}\s*$/.exec(tail)?.[1];
}
/** The lockfile there before, read strictly: one that is not valid is a UsageError (exit 1). */
function previousLock(previous, name) {
    try {
        return (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .parseLockfile */ .tg)((0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .decodeLockfile */ .Ec)(previous, name), name);
    }
    catch (e) {
        if (!(e instanceof _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .LockfileError */ .g))
            throw e;
        // A lockfile a newer skillgate wrote is not replaced by an older one's (which would drop
        // what the newer format pins); one that is broken, conflicted or hand-mangled is.
        // The version as the strict reader found it (no second parse of a file that may be huge),
        // or, when an entry failed before the reader got to it, a version written last (the
        // other order a writer may use; skillgate's own writes it first).
        const newer = e.declaredVersion ?? lastVersion(previous);
        if (newer !== undefined && Number(newer) > 1)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${name} is lockfileVersion ${(0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .rawCut */ .j6)(newer)}, written by a newer skillgate; this one reads and writes lockfileVersion 1: upgrade skillgate, or delete ${name} to write a version 1 lockfile`);
        // SPEC \u00a74: such a lockfile is an error (exit 1), for the command that writes it too: a
        // conflicted or hand-mangled lock is not papered over (what the other side pinned, or the
        // edit, would be gone without a review). Deleting it is the deliberate way to start anew.
        // A file that is no lockfile at all (named by --lockfile: a script, a README) is not
        // "fixed" by deleting it: another name is the way. (What is at skillgate.lock is the
        // lockfile, however broken.)
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(name) !== _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LOCKFILE */ .U && !lockfileLike(previous.subarray(0, 4096).toString('utf8')))
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: a file is there that is not a skillgate lockfile (${e.reason.replace(/; fix it by hand.*$/s, '')}); name another file`);
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`invalid lockfile: ${e.message} ${/\bdelete it\b/.test(e.message) ? '(not replaced)' : NOT_REPLACED(name)}`);
    }
}
/** What writing changes, for the message: ` (added: a; changed: b, c)`. */
function changesSince(before, name, pinned) {
    const ids = {};
    for (const d of (0,_lock_diff_js__WEBPACK_IMPORTED_MODULE_11__/* .diffLock */ .jr)(before, pinned))
        (ids[d.kind] ??= []).push(d.id);
    const parts = [];
    // A changed skill re-pinned at the same (or a lower) version: what lock --check called
    // version-not-bumped, said as the drift goes away.
    for (const kind of ['added', 'removed', 'changed', 'moved', 'version-not-bumped']) {
        // By id, as the lockfile lists them (drift comes sorted by path).
        const list = [...new Set(ids[kind] ?? [])].sort(); // UTF-16 code units
        if (!list.length)
            continue;
        // An id a hand-edited lockfile holds may be anything (1 MB of it): cut, and spelled out.
        const shown = list
            .slice(0, 10)
            .map((id) => (0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)((0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .nameCut */ .Kj)(id)))
            .join(', ') + (list.length > 10 ? `, \u2026 ${list.length - 10} more` : '');
        parts.push(`${kind === 'version-not-bumped' ? 'version not bumped' : kind}: ${shown}`);
    }
    // Same skills, other bytes: the old file was hand-edited or written by another version.
    return parts.length ? ` (${parts.join('; ')})` : ' (reformatted)';
}


/***/ })

};
;