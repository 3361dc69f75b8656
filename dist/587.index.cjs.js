"use strict";
exports.id = 587;
exports.ids = [587,843];
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
    refuseToWriteThrough(file, name, settings.root, !!settings.followSymlinks, settings.lockfileExplicit, settings.inGit);
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
    const say = (line) => {
        if (reported)
            (0,_common_js__WEBPACK_IMPORTED_MODULE_12__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_13__.render)(run, p, io));
        (reported && typeof p.opts.output !== 'string' ? io.stderr : io.stdout)(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .safe */ .gB)(line.replace(/\n$/, ''))}\n`);
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
function refuseToWriteThrough(file, name, root, follow, flagged, inGit) {
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
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot write lockfile ${name}: ${why}; ${tail}`);
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
    if (inGitDir || inBareGit || HOOK_NAMES.has(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(lands)) || (inGit && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .inGitOwnFolder */ .UA)(root, realRoot, lands)))
        refuse("it is inside git's own files (.git, or the hooks folder core.hooksPath names), or named as a git hook");
    // The default skillgate.lock, written where it is named, is the lockfile's own file:
    // whatever is there is replaced. A name from the config, or a write through a link, must
    // find a lockfile there already (not package.json, not ~/.bashrc).
    const throughLink = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(realRoot, lands) !== node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
    if ((name !== _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LOCKFILE */ .U || throughLink) && st?.isFile() && st.size > 0 && !looksLikeLockfile(file))
        // Not even with --lockfile: `lock` writes over a lockfile only (SPEC \u00a74).
        refuse('a file is there that is not a skillgate lockfile', 'name another file');
}
/** githooks(5): a file so named in a hooks folder is run by git (husky runs .husky/<name> too). */
const HOOK_NAMES = new Set([
    'applypatch-msg',
    'pre-applypatch',
    'post-applypatch',
    'pre-commit',
    'pre-merge-commit',
    'prepare-commit-msg',
    'commit-msg',
    'post-commit',
    'pre-rebase',
    'post-checkout',
    'post-merge',
    'pre-push',
    'pre-receive',
    'update',
    'proc-receive',
    'post-receive',
    'post-update',
    'reference-transaction',
    'push-to-checkout',
    'pre-auto-gc',
    'post-rewrite',
    'sendemail-validate',
    'fsmonitor-watchman',
    'p4-changelist',
    'p4-prepare-changelist',
    'p4-post-changelist',
    'p4-pre-submit',
    'post-index-change',
]);
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


/***/ }),

/***/ 843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  colorWanted: () => (/* binding */ colorWanted),
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
// EXTERNAL MODULE: ./src/core/config-types.ts
var config_types = __webpack_require__(6861);
// EXTERNAL MODULE: ./src/core/engine.ts + 2 modules
var engine = __webpack_require__(9157);
// EXTERNAL MODULE: ./src/scan/files.ts
var files = __webpack_require__(5438);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
;// CONCATENATED MODULE: ./src/scan/staged.ts
/**
 * `--staged` (for hooks): the files a check read must be what the commit holds. skillgate reads
 * the work tree, and a hook runs before the commit exists: pre-commit sets unstaged edits of
 * tracked files aside but leaves untracked files in place, and lint-staged sets aside only the
 * unstaged part of files that are partly staged. So a lockfile written and never added, or a
 * config edited and not staged, would pass the hook and be missing from the commit.
 */





const SKILL_SPECS = ['SKILL.md', '*/SKILL.md'];
/** Files listed at most; the rest are counted. */
const SHOWN = 20;
const literal = (files) => [...files].map((f) => `:(literal)${f}`);
/** git's NUL-separated output; `okExit`: an exit status that is no failure (check-ignore's 1: none ignored). */
function listed(root, args, opts = {}) {
    const r = (0,files/* spawnGit */.Iz)(root, args, opts.input);
    if (r.error || (r.status !== 0 && r.status !== opts.okExit))
        throw new diagnostic/* UsageError */.eb(`--staged: git ${args.filter((a) => !a.startsWith('-'))[0]} failed: ${(0,files/* gitFailure */.tv)(r)}`);
    return (0,files/* splitListing */.zv)(r.stdout).paths;
}
/**
 * Where git keeps a settings file, repository-relative: the entry itself (its folders'
 * symlinks resolved: git tracks no path beyond a symlink) and, for a symlink, the file it
 * leads to (what was read). None outside the repository (the workflow's, named on purpose).
 */
function locations(root, realRoot, file) {
    const abs = external_node_path_default().resolve(root, file);
    let folder;
    try {
        folder = external_node_fs_.realpathSync.native(external_node_path_default().dirname(abs));
    }
    catch {
        return [];
    }
    const entry = (0,files/* relInside */.sf)(realRoot, external_node_path_default().join(folder, external_node_path_default().basename(abs)));
    const out = entry === undefined ? [] : [entry];
    try {
        if ((0,external_node_fs_.lstatSync)(abs).isSymbolicLink()) {
            const target = (0,files/* relInside */.sf)(realRoot, external_node_fs_.realpathSync.native(abs));
            if (target !== undefined && target !== entry)
                out.push(target);
        }
    }
    catch {
        // absent, or a link that leads nowhere: the entry alone
    }
    return out;
}
/**
 * Whether the commit `--staged` checks for holds a SKILL.md: a predicate over report paths.
 * In it are the index's entries (one a sparse checkout leaves out, or deleted from the work
 * tree without `git rm`, too); not an untracked file, nor one whose deletion is staged. A path
 * outside the repository is no part of the commit and is taken as read (as without the flag);
 * an alias (a folder symlink inside the repository) is held when the file it leads to is.
 * The index is listed once, at the first question.
 */
function heldByCommit(root) {
    let index;
    const realRoot = (0,files/* realOr */.yA)(root);
    return (rel) => {
        const abs = external_node_path_default().resolve(root, rel);
        if ((0,files/* relInside */.sf)(root, abs) === undefined)
            return true;
        index ??= new Set(listed(root, ['ls-files', '-z', '--cached', '--', ...SKILL_SPECS]));
        if (index.has(rel))
            return true;
        const real = (0,files/* relInside */.sf)(realRoot, (0,files/* realOr */.yA)(abs));
        return real !== undefined && index.has(real);
    };
}
/**
 * Throws a UsageError (exit 1) naming each file the check read that the commit would not hold
 * as read: the config, keyring or lockfile not added (untracked, or ignored), or deleted and
 * the deletion not staged; any file read with changes that are not staged (content: a mode
 * change is not read); on a whole-tree check, a SKILL.md deleted and the deletion not staged,
 * and an untracked one that the lockfile pins (the commit's lock would pin a skill it does not
 * hold). Any other untracked SKILL.md is checked as it is, as without the flag: one named is
 * what the user asked for, and one the lock check finds is `added` drift.
 *
 * Under pre-commit (it sets PRE_COMMIT=1 for its hooks) unstaged changes `git diff` shows are
 * not reported: on a commit it sets them aside itself, and on `pre-commit run --all-files`
 * (nothing set aside) the work tree is what the user asked for. Edits to files flagged
 * skip-worktree or assume-unchanged are, always: pre-commit finds what to set aside with
 * `git diff-index`, which does not see them, so the check would read an edit the commit does
 * not hold.
 * Outside a git work tree there is no commit, and nothing to compare: the flag does nothing.
 */
const UNMERGED = 'unmerged (a merge conflict): resolve it, then git add it';
function assertStaged(settings, env, reads) {
    if (!settings.inGit)
        return;
    const root = settings.root;
    const realRoot = (0,files/* realOr */.yA)(root);
    const settingsFiles = new Set(reads.settingsFiles.flatMap((f) => (f === undefined ? [] : locations(root, realRoot, f))));
    const specs = [...SKILL_SPECS, ...literal(settingsFiles)];
    // The index, `TAG MODE OID STAGE\tpath` (-v: `S` skip-worktree, lower case assume-unchanged).
    const index = listed(root, ['ls-files', '-z', '-s', '-v', '--', ...specs]);
    const tracked = new Set(index.map((e) => e.slice(e.indexOf('\t') + 1)));
    // Entries at a stage other than 0: a merge left them in conflict (git diff lists them too).
    const unmerged = new Set(index.filter((e) => !/^\S+ \d+ [0-9a-f]+ 0\t/.test(e)).map((e) => e.slice(e.indexOf('\t') + 1)));
    const notStaged = (rel) => `${(0,report_text/* safe */.gB)(rel)}: ${unmerged.has(rel) ? UNMERGED : 'changes not staged'}`;
    // Content only: skillgate reads no file mode (`chmod +x` is no change it checked). And
    // the files flagged skip-worktree or assume-unchanged, whose edits git diff does not see.
    const changed = new Set();
    const diff = ['-c', 'core.fileMode=false', 'diff', '--name-only', '-z', '--no-renames', '--no-ext-diff'];
    if (env.PRE_COMMIT !== '1')
        for (const rel of listed(root, [...diff, '--', ...specs]))
            changed.add(rel);
    const wanted = (rel) => settingsFiles.has(rel) || (0,files/* isSkillPath */.FS)(rel);
    for (const rel of (0,files/* editedBehindFlags */.Pc)(root, index, wanted))
        changed.add(rel);
    const there = (rel) => (0,external_node_fs_.existsSync)(external_node_path_default().resolve(realRoot, rel)) || (0,files/* isLink */.PJ)(external_node_path_default().resolve(realRoot, rel));
    const problems = [];
    const notAdded = [];
    for (const rel of settingsFiles) {
        if (!tracked.has(rel)) {
            if (there(rel))
                notAdded.push(rel);
        }
        else if (changed.has(rel))
            problems.push(there(rel) || unmerged.has(rel)
                ? notStaged(rel)
                : `${(0,report_text/* safe */.gB)(rel)}: deleted, and the deletion not staged (git rm it)`);
    }
    const ignored = new Set(notAdded.length
        ? listed(root, ['check-ignore', '-z', '--stdin'], { input: notAdded.map((r) => `${r}\0`).join(''), okExit: 1 })
        : []);
    for (const rel of notAdded)
        problems.push(`${(0,report_text/* safe */.gB)(rel)}: ${ignored.has(rel) ? 'not added: it is ignored (git add -f it)' : 'not added'}`);
    const pinned = new Set(reads.wholeTree ? reads.skills.filter((r) => reads.pinned.has(r)) : []);
    const seen = new Set();
    for (const rel of reads.skills) {
        if (seen.has(rel) || external_node_path_default().isAbsolute(rel))
            continue;
        seen.add(rel);
        if (pinned.has(rel) && !tracked.has(rel))
            problems.push(`${(0,report_text/* safe */.gB)(rel)}: not added (the lockfile pins it)`);
        else if (changed.has(rel))
            problems.push(notStaged(rel));
    }
    // A tracked SKILL.md symlink was read through: the commit holds the link, and what it leads
    // to only when that is added (else CI reads a dangling link: a ReadError), as staged.
    // Every link on the way counts (`lnk/SKILL.md -> ../mid/hop.md -> ../shared/real.md`): one
    // not added leaves the commit's link dangling as surely as a target not added. On a check of
    // the whole tree, every tracked SKILL.md link is the tree's, also one the scan read under its
    // target's name (an untracked target the check read as it is).
    const read = new Set(reads.skills);
    const leadsTo = new Map();
    for (const e of index) {
        const m = /^\S+ 120000 [0-9a-f]+ 0\t([\s\S]*)$/.exec(e);
        if (!m)
            continue;
        const link = m[1];
        if (!read.has(link) && !(reads.wholeTree && (0,files/* isSkillPath */.FS)(link) && reads.kept(link)))
            continue;
        // Each link on the way, and where they end (linkHops, repository-relative).
        for (const h of (0,files/* linkHops */.tU)(root, external_node_path_default().resolve(root, link)) ?? [])
            if (h !== link && !leadsTo.has(h))
                leadsTo.set(h, link);
    }
    if (leadsTo.size) {
        const specs = literal(leadsTo.keys());
        const held = new Set(listed(root, ['ls-files', '-z', '--', ...specs]));
        const edited = new Set(env.PRE_COMMIT !== '1' ? listed(root, [...diff, '--', ...specs]) : []);
        // And the targets flagged skip-worktree or assume-unchanged whose edits git diff does not see.
        for (const rel of (0,files/* editedBehindFlags */.Pc)(root, listed(root, ['ls-files', '-z', '-s', '-v', '--', ...specs]), () => true))
            edited.add(rel);
        for (const [target, link] of leadsTo) {
            if (!held.has(target))
                problems.push(`${(0,report_text/* safe */.gB)(link)}: the symlink leads to ${(0,report_text/* safe */.gB)(target)}, which is not added`);
            // A file the check read itself has its unstaged changes said above.
            else if (edited.has(target) && !read.has(target))
                problems.push(`${(0,report_text/* safe */.gB)(link)}: the symlink leads to ${(0,report_text/* safe */.gB)(target)}, whose changes are not staged`);
        }
    }
    if (reads.wholeTree) {
        for (const rel of changed) {
            if (seen.has(rel) || settingsFiles.has(rel) || !reads.kept(rel) || !(0,files/* isSkillPath */.FS)(rel))
                continue;
            if (!there(rel))
                problems.push(`${(0,report_text/* safe */.gB)(rel)}: deleted, and the deletion not staged (git rm it)`);
        }
    }
    if (!problems.length)
        return;
    const more = problems.length - SHOWN;
    throw new diagnostic/* UsageError */.eb([
        `--staged: what the check read is not what the commit holds:`,
        ...problems.slice(0, SHOWN).map((p) => `  ${p}`),
        ...(more > 0 ? [`  \u2026 and ${more} more`] : []),
        // In a merge left in conflict git stashes nothing: resolving is the way on.
        unmerged.size && problems.some((p) => p.endsWith(UNMERGED))
            ? 'Resolve the conflicts and stage the files (git add / git rm), then commit again.'
            : 'Stage them (git add / git rm), or set them aside (git stash push --keep-index --include-untracked), then commit again.',
    ].join('\n'));
}

// EXTERNAL MODULE: ./src/rules/tree.ts
var rules_tree = __webpack_require__(2299);
// EXTERNAL MODULE: ./src/scan/sharing.ts
var sharing = __webpack_require__(1365);
// EXTERNAL MODULE: ./src/core/run.ts + 1 modules
var run = __webpack_require__(5728);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/telemetry/index.ts
var telemetry = __webpack_require__(7327);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/sarif.ts + 1 modules
var sarif = __webpack_require__(1756);
// EXTERNAL MODULE: ./src/lock/entry-position.ts
var entry_position = __webpack_require__(8823);
// EXTERNAL MODULE: ./src/commands/common.ts
var common = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __webpack_require__(2419);
// EXTERNAL MODULE: ./src/scan/read.ts
var scan_read = __webpack_require__(6381);
;// CONCATENATED MODULE: ./src/commands/validate.ts
/** `skillgate validate [PATH...]` and `skillgate lock --check` share this check-and-report path. */



















/** True when one named path is a SKILL.md file or a directory holding SKILL.md itself. */
function isSingleBundle(paths, cwd, checked) {
    // One bundle named twice (`validate a a`, `validate a a/SKILL.md`) is one bundle.
    const bundle = (p) => {
        const abs = external_node_path_default().resolve(cwd, p);
        return external_node_path_default().basename(abs) === files/* SKILL_FILE */.LF ? external_node_path_default().dirname(abs) : abs;
    };
    if (paths.length !== 1 && new Set(paths.map(bundle)).size !== 1)
        return false;
    const abs = external_node_path_default().resolve(cwd, paths[0]);
    // What a name leads to, or the link itself when it leads nowhere (dangling, a loop).
    const look = (p) => {
        try {
            return (0,external_node_fs_.statSync)(p, { throwIfNoEntry: false }) ?? (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false });
        }
        catch {
            return (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false });
        }
    };
    try {
        const st = look(abs);
        // Not in the work tree, yet checked: a tracked SKILL.md a sparse checkout leaves out, read
        // as the index holds it, is that bundle's (named as the bundle or as its SKILL.md).
        if (!st)
            return checked === (external_node_path_default().basename(abs) === files/* SKILL_FILE */.LF ? abs : external_node_path_default().join(abs, files/* SKILL_FILE */.LF));
        // A link that leads nowhere, named as the file, is one bundle's unreadable SKILL.md.
        if (st.isFile() || st.isSymbolicLink())
            return true;
        if (!st.isDirectory())
            return false;
        // A folder named SKILL.md, named itself (or a SKILL.md link to a folder): one bundle's
        // SKILL.md that is not a file, a ReadError in the one-bundle shape, as a dangling link.
        if (external_node_path_default().basename(abs) === files/* SKILL_FILE */.LF)
            return true;
        // A bundle whose SKILL.md cannot be read (a FIFO, a dangling or looping link) is still one
        // bundle: its ReadError comes in the one-bundle shape. A folder named SKILL.md is not a bundle.
        const it = look(external_node_path_default().join(abs, files/* SKILL_FILE */.LF));
        // A folder git keeps for its untracked files while a sparse checkout leaves its SKILL.md
        // out: that SKILL.md, read from the index, is the bundle's.
        if (it === undefined)
            return checked === external_node_path_default().join(abs, files/* SKILL_FILE */.LF);
        return !it.isDirectory();
    }
    catch {
        return false;
    }
}
/**
 * Colour on a terminal, as the conventions say: NO_COLOR (any value) turns it off,
 * FORCE_COLOR (1-3, or empty) turns it on even into a pipe, FORCE_COLOR=0 and TERM=dumb off.
 */
function colorWanted(io, tty) {
    if (io.env.NO_COLOR)
        return false;
    const force = io.env.FORCE_COLOR;
    if (force !== undefined)
        return force !== '0' && force !== 'false';
    return tty && io.env.TERM !== 'dumb';
}
async function runCheck(p, io, mode) {
    const t0 = (0,clock/* now */.tB)();
    const settings = await (0,common/* settingsFrom */.ms)(p, io);
    const ctx = (0,run/* contextFor */.BT)(settings);
    const paths = p.positionals;
    const since = typeof p.opts['changed-since'] === 'string' ? p.opts['changed-since'] : undefined;
    // `validate .` at the root (the root named any way) is the repository: scanned as with no
    // PATH, include and the lock check with it, so that it cannot pass while `validate` fails.
    // The root named beside other paths covers those the scan lists; the others (outside the
    // repository, or what git ignores, named) are checked beside it (`namedBeside`).
    const rootPath = paths.find((x) => (0,files/* underRoot */.N)(settings.root, external_node_path_default().resolve(io.cwd, x)) === settings.root);
    const rootNamed = rootPath !== undefined;
    const repoScan = (paths.length === 0 || rootNamed) && !since;
    if (rootNamed && !since) {
        // The paths it covers must still be there: a typo is exit 1, as without the root.
        for (const x of paths)
            if (!(0,external_node_fs_.existsSync)(external_node_path_default().resolve(io.cwd, x)))
                throw new diagnostic/* UsageError */.eb(`cannot read ${(0,report_text/* safe */.gB)(x)}: ${(0,io_text/* statReason */.Zr)({ code: 'ENOENT' }, (0,report_text/* safe */.gB)(x))}`);
    }
    const lockWanted = mode.requireLock || repoScan || settings.lockfileExplicit || !!since;
    // A bad lockfile is exit 1 whatever the skills say, and its error comes first.
    const readTheLock = () => {
        if (!lockWanted)
            return undefined;
        // One the config names (or the default) is read inside the repository only.
        if (typeof p.opts.lockfile !== 'string')
            (0,common/* refuseOutside */.gz)(settings.root, settings.lockfile, 'lockfile', '--lockfile', !!settings.followSymlinks, {
                settings,
                key: 'lockfile',
            });
        try {
            return (0,run/* readLock */.mF)(settings, mode.requireLock || settings.lockfileExplicit);
        }
        catch (e) {
            // `lock --check --staged` with the lockfile deleted and the deletion not staged: the
            // commit holds one, so "run skillgate lock" would be the wrong advice. Said as --staged
            // says it (exit 1 either way).
            if (p.opts.staged === true && e instanceof diagnostic/* UsageError */.eb)
                assertStaged(settings, io.env, {
                    skills: [],
                    settingsFiles: [settings.lockfile],
                    wholeTree: false,
                    kept: () => true,
                    pinned: new Set(),
                });
            throw e;
        }
    };
    let lock;
    let collected;
    // Files named beside the root that the repository scan does not hold: checked, not the tree's.
    let beside;
    let sidecar;
    // --changed-since PATH...: the files under the named paths (as written and as they resolve).
    let within;
    if (repoScan) {
        // A repository scan lists the files first and starts the sidecar, which reads the first
        // files and runs git's untracked listing while the lock is read (checkAll completes it).
        // With other paths named, the scan is listed whole first (untracked files too): what it
        // does not hold of theirs is told from what it does.
        const others = paths.filter((x) => (0,files/* underRoot */.N)(settings.root, external_node_path_default().resolve(io.cwd, x)) !== settings.root);
        try {
            collected = (0,files/* scanRepository */.Gw)(settings, { deferUntracked: others.length === 0 });
            if (others.length)
                beside = namedBeside(collected, (0,files/* collectPaths */.jC)(others, settings, io.cwd));
        }
        catch (e) {
            // A bad lockfile's error comes first; but in a bare repository there is nothing to
            // check at all ("no lockfile: run skillgate lock" would send the user on, to fail).
            if (!e.bare)
                readTheLock();
            throw e;
        }
        if (others.length)
            (0,common/* warnOtherWorkTrees */.rj)(io, settings, others, collected.files);
        sidecar = (0,run/* startSidecar */.yP)(collected, settings);
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
            if (paths.length) {
                // A PATH that is not there is an I/O error (exit 1), as without --changed-since.
                for (const x of paths) {
                    const abs = external_node_path_default().resolve(io.cwd, x);
                    // A folder or SKILL.md a sparse checkout leaves out: in the repository, its changed
                    // skills compared from the index (as without the flag, which checks them too).
                    if ((0,files/* leftOutOfSparse */.Tt)(settings, (0,files/* underRoot */.N)(settings.root, abs)))
                        continue;
                    const st = (0,files/* statNamed */.sv)(x, abs);
                    // git compares the repository's files with REF: one outside it, or reached through
                    // a folder symlink that leads out, was checked by no one (0 files, exit 0).
                    const lands = st.isDirectory() ? (0,files/* realOr */.yA)(abs) : (0,files/* landingOf */.ls)(abs);
                    if (!(0,files/* isUnder */.Jo)(settings.root, lands) && !(0,files/* isUnder */.Jo)((0,files/* realOr */.yA)(settings.root), lands))
                        throw new diagnostic/* UsageError */.eb(`${(0,report_text/* safe */.gB)(x)} is outside the repository, which --changed-since compares with ${(0,report_text/* safe */.gB)(since)}: validate it without --changed-since`);
                    // Nor inside a submodule or another repository in this one: git lists none of its
                    // files, so it was checked by no one either.
                    const nested = nestedRepoHolding((0,files/* realOr */.yA)(settings.root), st.isDirectory() ? lands : external_node_path_default().dirname(lands));
                    if (nested !== undefined)
                        throw new diagnostic/* UsageError */.eb(`${(0,report_text/* safe */.gB)(x)} is inside ${JSON.stringify(nested)}, a submodule or another git repository, whose files --changed-since does not compare: validate it without --changed-since (or from inside that repository)`);
                    // Nor one git ignores: git never lists it as changed (a generated skill in build/).
                    if ((0,files/* ignoredByGit */.kh)(settings, (0,files/* underRoot */.N)(settings.root, abs), st.isDirectory()))
                        throw new diagnostic/* UsageError */.eb(`${(0,report_text/* safe */.gB)(x)} is ignored by git, and --changed-since checks the files git lists as changed since ${(0,report_text/* safe */.gB)(since)}, which never include what it ignores: validate it without --changed-since`);
                }
                // Each PATH as written and as it resolves: git names the files where they are, and a
                // folder symlink in the repository (skills/link -> real) holds none of its own.
                const under = paths.flatMap((x) => {
                    const u = (0,files/* underRoot */.N)(settings.root, external_node_path_default().resolve(io.cwd, x));
                    const r = (0,files/* realOr */.yA)(u);
                    return r === u ? [u] : [u, r];
                });
                within = (abs) => under.some((u) => abs === u || abs.startsWith(u + (external_node_path_default()).sep));
            }
            collected = (0,files/* scanChangedSince */.UI)(settings, since, within);
            if (collected.since?.policy)
                io.stderr(`skillgate: ${(0,report_text/* safe */.gB)(collected.since.policy)} changed since ${(0,report_text/* safe */.gB)(since)}, and ${(0,files/* isAttributesPath */.VV)(collected.since.policy) ? 'it decides how git writes every file into the work tree (an encoding, line ends, a filter)' : 'every skill is held to it'}: checking every SKILL.md${within ? ' under the named paths' : ''}\n`);
        }
        else {
            collected = (0,files/* collectPaths */.jC)(paths, settings, io.cwd);
            (0,common/* warnOtherWorkTrees */.rj)(io, settings, paths, collected.files);
        }
    }
    // A changed skill's result says whether more than its version, tools and scopes changed.
    if (lock)
        ctx.locked = lock.skills;
    let tree;
    const wholeTree = () => {
        if (!tree)
            tree = repoScan
                ? beside
                    ? results.filter((r) => !beside.has(r.path))
                    : results
                : (0,run/* checkAll */.K7)((0,files/* scanRepository */.Gw)(settings), ctx, undefined, { record: false });
        return tree;
    };
    // Named paths in a git work tree: the repository's skills that share their ids (DuplicateId).
    const sharingIds = (checked) => 
    // The tree as a repository scan reads it (untracked copies too); under --staged (the
    // hooks), what the commit holds: tracked files only.
    tree ?? (0,sharing/* skillsSharingIds */.TJ)(settings, checked, { worktree: p.opts.staged !== true });
    // Under --staged (the hooks), a stub's replacement must be in what the commit holds: an
    // untracked one, or one whose deletion is staged, is not (CI's checkout has no such skill).
    const held = p.opts.staged === true && settings.inGit ? heldByCommit(settings.root) : undefined;
    // Their ids as the commit holds them (a skill deleted or edited in the work tree and not
    // staged, from the index), and those only files the commit does not hold declare (from the
    // work tree): looked up without reading the work tree as the check's (which --staged would
    // then want staged whole: a stub's commit blocked by unrelated unstaged edits).
    let unheld;
    const staged = held && {
        held,
        declaredOutside: (id) => (unheld ??= (0,rules_tree/* pathsOfIds */.o)((0,sharing/* skillsSharingIds */.TJ)(settings, [], { worktree: true, lookFor: 'all' }), (r) => !held(r.path))).get(id),
    };
    const commitIds = () => new Set((0,sharing/* skillsSharingIds */.TJ)(settings, [], { lookFor: 'all' })
        .filter((r) => held(r.path))
        .map((r) => r.data.id));
    // A repository scan already holds the whole tree; otherwise ids are looked up lazily.
    // The report lists at most MAX_RUN_FINDINGS findings, in its order (engine.ts).
    const results = (0,engine/* listWithinRun */.H_)((0,run/* checkAll */.K7)(collected, ctx, repoScan
        ? undefined
        : held
            ? commitIds
            : () => new Set(wholeTree()
                .map((r) => r.data?.id)
                .filter((x) => !!x)), 
    // A changed skill may take the id of one that did not change (SPEC \u00a74: duplicate ids in
    // the tree), and so may a staged one (the hooks name the staged files): the rest of the
    // repository is looked at for the ids they declare. Bundles named without --staged are
    // a tree of their own, compared among themselves: `validate signed-valid` beside the other
    // test vectors (one id, several bundles) checks that bundle, as a user names it.
    {
        sidecar,
        tree: since ? wholeTree : settings.inGit && !repoScan && p.opts.staged === true ? sharingIds : undefined,
        staged,
    }));
    if (since && collected.since) {
        // An unchanged stub whose replacement the change deletes or gives another id: its
        // `deprecated-by` error is the change's (as the Action's changed-only reports it).
        const touched = [...collected.since.removed, ...results.map((r) => r.path)];
        if (touched.length) {
            const have = new Set(results.map((r) => r.path));
            const inPaths = within ? (r) => within(external_node_path_default().resolve(settings.root, r.path)) : () => true;
            const others = wholeTree().filter((r) => !have.has(r.path) && inPaths(r) && r.findings.some((f) => f.code === 'deprecated-by'));
            if (others.length) {
                const [{ stubsBrokenByChange }, { Git }] = await Promise.all([
                    __webpack_require__.e(/* import() */ 645).then(__webpack_require__.bind(__webpack_require__, 7645)),
                    __webpack_require__.e(/* import() */ 346).then(__webpack_require__.bind(__webpack_require__, 6346)),
                ]);
                const { sha } = collected.since;
                const reader = { sha, git: new Git(settings.root) };
                const broken = await stubsBrokenByChange(others, touched, reader, settings, `${since} (${sha.slice(0, 7)})`);
                if (broken.length) {
                    results.push(...broken);
                    results.sort(run/* byPath */.f2);
                    // Reported, so counted: a span and the counter for each, as for every file checked.
                    (0,telemetry.recordAdded)(broken);
                }
            }
        }
    }
    // Named, the root must hold a SKILL.md, as any named folder must (a typo must not validate nothing).
    // (A lock that pins skills still has something to say: every one of them was removed.)
    if (rootNamed &&
        !since &&
        results.length === 0 &&
        collected.excluded === 0 &&
        !(lock && Object.keys(lock.skills).length))
        throw new diagnostic/* UsageError */.eb(`no ${files/* SKILL_FILE */.LF} found in ${(0,report_text/* safe */.gB)(rootPath)}${(0,files/* otherCase */.Ar)(settings.root)}`);
    let drift = [];
    if (lock && !repoScan) {
        // The lock check covers the whole tree: what of it could not be read (a folder that cannot
        // be listed, a file that cannot be opened) is reported too, an I/O error (exit 1), rather
        // than its skills turning into `removed` drift.
        const have = new Set(results.map((r) => r.path));
        const unread = wholeTree().filter((r) => !have.has(r.path) && r.findings.some((f) => f.code === 'ReadError'));
        if (unread.length) {
            results.push(...unread);
            results.sort(run/* byPath */.f2);
            // Reported, so counted (the lock check's pass over the tree records nothing).
            (0,telemetry.recordAdded)(unread);
        }
    }
    if (lock)
        drift = (0,run/* drift */.UL)(lock, wholeTree(), repoScan ? undefined : new Set(results.map((r) => r.path)), (0,files/* whyNotScanned */.ce)(settings));
    if (p.opts.staged === true) {
        // Every SKILL.md read from the work tree (a file that could not be read was not), and the
        // config, keyring and lockfile that were.
        const read = [...results, ...(tree && tree !== results ? tree : [])]
            .filter((r) => !r.gone && !r.findings.some((f) => f.code === 'ReadError'))
            .map((r) => r.path);
        // Named files one file under several names took as one (checkAll keeps one name): each
        // name was read, and one made a link to another named file and not staged is not what
        // the commit holds there.
        if (!repoScan) {
            const have = new Set(results.map((r) => r.path));
            for (const f of collected.files)
                if (!have.has(f.rel) && (0,external_node_fs_.lstatSync)(f.abs, { throwIfNoEntry: false }))
                    read.push(f.rel);
        }
        try {
            assertStaged(settings, io.env, {
                skills: read,
                // Where they are, or would be read (one deleted and the deletion not staged is read by
                // CI from the commit): a config named by --config was read, or this is an error already.
                settingsFiles: [
                    settings.configPath ?? (typeof p.opts.config === 'string' ? undefined : config_types/* CONFIG_FILE */.g2),
                    settings.trustedKeys,
                    lockWanted ? settings.lockfile : undefined,
                ],
                wholeTree: repoScan || !!lock,
                kept: (0,files/* keptByConfig */.Sr)(settings),
                pinned: new Set(lock ? Object.values(lock.skills).map((e) => e.path) : []),
            });
        }
        catch (e) {
            // No report: no validation counted either (telemetry).
            (0,telemetry.discardRecorded)();
            throw e;
        }
    }
    return {
        settings,
        results,
        drift,
        durationMs: (0,clock/* now */.tB)() - t0,
        single: !since && results.length === 1 && isSingleBundle(paths, io.cwd, external_node_path_default().resolve(settings.root, results[0].path)),
        excluded: collected.excluded,
        lockChecked: !!lock,
        wholeTree: repoScan,
        misnamed: collected.misnamed,
        // A repository scan, and --changed-since (git compares no file of theirs either): under
        // the named paths only, when there are any.
        ...(repoScan || since
            ? {
                nested: (0,files/* nestedRepos */.Zl)(settings, collected).filter((n) => !within || within(external_node_path_default().join(settings.root, n.rel))),
            }
            : {}),
    };
}
/**
 * Adds to a repository scan the files and problems of paths named beside the root that it
 * does not hold (a path outside the repository, a folder or file git ignores, named):
 * `validate . ../other` checked only the repository, and passed over an invalid skill there.
 * Returns their repository-relative paths (undefined when none), which are no part of the tree.
 */
function namedBeside(scan, named) {
    const have = new Set(scan.files.map((f) => f.abs));
    const more = named.files.filter((f) => !have.has(f.abs));
    // A problem of a file the scan holds is its own to find (a SKILL.md link leading out is
    // one for collectPaths, a file the scan reads and refuses).
    const told = new Set([...have, ...scan.problems.map((x) => x.ref.abs)]);
    for (const x of named.problems)
        if (!told.has(x.ref.abs))
            scan.problems.push(x);
    if (!more.length)
        return undefined;
    scan.files.push(...more);
    return new Set(more.map((f) => f.rel));
}
function exitFor(run) {
    // A file the scan found but could not read is an I/O error (SPEC \u00a75: exit 1), reported
    // beside every other file's findings.
    if (run.results.some((r) => r.findings.some((f) => f.code === 'ReadError')))
        return diagnostic/* EXIT */.dc.USAGE;
    if (run.results.some((r) => r.findings.some((f) => f.severity === 'error')))
        return diagnostic/* EXIT */.dc.SCHEMA;
    return run.drift.length ? diagnostic/* EXIT */.dc.DRIFT : diagnostic/* EXIT */.dc.OK;
}
/** Where removed skills' lock entries are (the lockfile is read again only when one is removed). */
function lockEntryFor(run) {
    if (!run.lockChecked || !run.drift.some((d) => d.kind === 'removed'))
        return undefined;
    const file = external_node_path_default().resolve(run.settings.root, run.settings.lockfile);
    let text;
    try {
        // Read again only when it is a file: a FIFO (`--lockfile <(\u2026)`) was read once and is
        // empty now, and reading it again would wait for ever. The entries then keep the skill's place.
        if (!(0,external_node_fs_.statSync)(file).isFile())
            return undefined;
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
    return (0,entry_position/* lockEntryLookup */.a_)(text, run.settings.lockfile);
}
function render(run, p, io) {
    const format = (0,common/* formatOf */.be)(p);
    if (format === 'json') {
        if (run.single) {
            const one = (0,json/* fileJson */.Hl)(run.results[0]);
            if (run.lockChecked) {
                // The status is the bundle's own, `ok` or `invalid` (SPEC \u00a75's one-bundle shape); the
                // tree's drift is the `drift` list beside it, and the exit code (7) says it too.
                const lockEntry = lockEntryFor(run);
                one.drift = run.drift.map((d) => (0,json/* driftJson */.GR)(d, lockEntry));
            }
            return (0,json/* reportText */.UH)(one);
        }
        return (0,json/* multiJsonParts */.ki)(run.results, run.drift, run.durationMs, [], run.excluded, lockEntryFor(run));
    }
    if (format === 'sarif') {
        const cut = (0,sarif/* sarifCutWarning */.GR)(run.results, run.drift);
        if (cut)
            io.stderr(`skillgate: warning: ${cut}\n`);
        return (0,sarif/* sarifParts */.yO)(run.results, run.drift, run.settings, lockEntryFor(run), [], run.excluded);
    }
    const toFile = typeof p.opts.output === 'string';
    const tty = io.stdoutIsTTY && !toFile;
    const cache = new Map();
    // A source line is shown only from a file the check read, read again as the check reads it:
    // never one it refused (a symlink out of the repository, a FIFO, /dev/zero), quoted.
    const refused = new Set(run.results
        .filter((r) => r.findings.some((f) => f.code === 'ReadError' || f.code === 'FileTooLarge'))
        .map((r) => r.path));
    const fence = run.settings.followSymlinks ? undefined : (0,files/* realOr */.yA)(run.settings.root);
    const readAgain = (rel) => {
        if (refused.has(rel))
            return [];
        const abs = external_node_path_default().resolve(run.settings.root, rel);
        const read = (0,scan_read/* readSkillFile */.eQ)(abs, fence, (0,files/* listedFrom */.iG)({ abs, rel, listed: true }));
        return read.ok
            ? Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8').split('\n')
            : [];
    };
    return (0,report_text/* textReport */.Mf)(run.results, run.drift, run.durationMs, {
        lockEntry: lockEntryFor(run),
        single: run.single,
        excluded: run.excluded,
        color: !toFile && colorWanted(io, tty),
        sourceLine: tty
            ? (rel, line) => {
                let lines = cache.get(rel);
                if (!lines) {
                    lines = readAgain(rel);
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
    (0,common/* warnMisnamed */.NU)(io, run.settings.root, run.misnamed);
    (0,common/* warnNested */.Ay)(io, run.nested);
    if (run.wholeTree)
        (0,common/* warnIdleConfig */.JY)(io, run);
    if (run.wholeTree)
        (0,common/* warnIdle */.jY)(io, run.settings, [(0,common/* lockfileNotFound */.j2)(run.settings, run.lockChecked)]);
    return exitFor(run);
}
/**
 * The repository-relative folder of the nested git repository (a submodule, a repository git
 * does not track) holding `dir`, looking up from `dir` to `root` (exclusive); undefined when
 * none does.
 */
function nestedRepoHolding(root, dir) {
    for (let at = dir; (0,files/* isUnder */.Jo)(root, at) && at !== root; at = external_node_path_default().dirname(at)) {
        if ((0,external_node_fs_.existsSync)(external_node_path_default().join(at, '.git')))
            return external_node_path_default().relative(root, at).split((external_node_path_default()).sep).join('/');
        if (external_node_path_default().dirname(at) === at)
            break;
    }
    return undefined;
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