"use strict";
exports.id = 346;
exports.ids = [346];
exports.modules = {

/***/ 6346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Git: () => (/* binding */ Git),
/* harmony export */   parseNameStatus: () => (/* binding */ parseNameStatus),
/* harmony export */   setFetchStallSeconds: () => (/* binding */ setFetchStallSeconds)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5438);
/**
 * The few git operations the Action needs, run with execFile (no shell) in the
 * repository root. Failures come back as values; nothing here throws for a missing
 * commit, and git never prompts for credentials.
 */


let fetchStallSeconds = 60;
/** Tests: how long an origin may send nothing before a fetch gives up. */
function setFetchStallSeconds(s) {
    fetchStallSeconds = s;
}
/** gitEnv (the repository found from the working directory, never an inherited GIT_DIR's), and no prompts. */
function quietGitEnv() {
    return { ...(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .gE)(), GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' };
}
class Git {
    root;
    debug;
    constructor(root, debug = () => { }) {
        this.root = root;
        this.debug = debug;
    }
    /** Set once a fetch stalled: origin answers nothing, so later fetches are not tried. */
    originStalled = false;
    failedFetches = new Set();
    /** The first line of git's error, or the timeout, for the last failed run. */
    lastError = '';
    /** Runs git; undefined when it fails. */
    try(args, timeoutMs = 120_000) {
        return this.bytes(args, timeoutMs)?.toString('utf8');
    }
    /** Runs git, `input` on its stdin; its output's bytes, or undefined when it fails. */
    bytes(args, timeoutMs, input) {
        try {
            return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, {
                cwd: this.root,
                input,
                maxBuffer: 1 << 30,
                timeout: timeoutMs,
                stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
                env: quietGitEnv(),
            });
        }
        catch (e) {
            const err = e;
            this.lastError =
                err.code === 'ETIMEDOUT'
                    ? 'ETIMEDOUT'
                    : String(err.stderr?.length ? err.stderr : err.message)
                        .trim()
                        .split('\n')[0];
            this.debug(`git ${args.join(' ')}: ${this.lastError}`);
            return undefined;
        }
    }
    head() {
        return this.try(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])?.trim() || undefined;
    }
    /** The commit `sha` names, peeled (an annotated tag's commit), or undefined when this clone lacks it. */
    commitOf(sha) {
        return this.try(['rev-parse', '--verify', '--quiet', `${sha}^{commit}`])?.trim() || undefined;
    }
    hasCommit(sha) {
        return this.try(['cat-file', '-e', `${sha}^{commit}`]) !== undefined;
    }
    isShallow() {
        return this.try(['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
    }
    hasRemote(name) {
        return this.try(['remote', 'get-url', name]) !== undefined;
    }
    /** The parents a commit object names (present even when a shallow clone cut them off). */
    parents(sha) {
        const raw = this.try(['cat-file', 'commit', sha]);
        if (!raw)
            return [];
        const out = [];
        for (const line of raw.split('\n')) {
            if (line === '')
                break;
            const m = /^parent ([0-9a-f]+)$/.exec(line);
            if (m)
                out.push(m[1]);
        }
        return out;
    }
    /** True when `a` is `b` or one of its ancestors (as far as this clone's history goes). */
    isAncestor(a, b) {
        return this.try(['merge-base', '--is-ancestor', a, b]) !== undefined;
    }
    mergeBase(a, b) {
        return this.try(['merge-base', a, b])?.trim() || undefined;
    }
    /**
     * Fetches commits from origin; `depth` makes (or keeps) the clone shallow. An HTTP origin
     * that sends nothing for FETCH_STALL_SECONDS is given up (curl's low-speed limit: git's
     * own helper stops, rather than being left running when the timeout kills git; a server
     * preparing a pack sends keep-alives every few seconds), and then no other fetch is tried.
     */
    fetch(shas, depth) {
        if (this.originStalled)
            return false;
        // The same fetch failed already in this run (the base commit, asked for by the baseline
        // and again by the change set): once is enough.
        const key = `${depth ?? ''} ${shas.join(' ')}`;
        if (this.failedFetches.has(key))
            return false;
        const args = ['-c', 'http.lowSpeedLimit=1', '-c', `http.lowSpeedTime=${fetchStallSeconds}`];
        args.push('fetch', '--no-tags', '--no-recurse-submodules', '--quiet');
        if (depth !== undefined)
            args.push(`--depth=${depth}`);
        args.push('origin', ...shas);
        if (this.try(args, 300_000) !== undefined)
            return true;
        this.failedFetches.add(key);
        if (this.lastError === 'ETIMEDOUT' || /Operation too slow|timed out/i.test(this.lastError))
            this.originStalled = true;
        return false;
    }
    /**
     * A file's bytes at a commit, decoded as UTF-8, read as a checkout of that commit reads it:
     * through symlinks inside the repository, the file's own or a folder's on the way
     * (`.skillgate.yml -> conf/sg.yml`, `.skillgate -> conf`). A symlink is a blob to git,
     * whose text is the link's target: read as the file, the base commit's config, keyring or
     * lockfile was that path (a pull request then weakened trust, or dropped the lock check,
     * unseen). Absent when the commit has no such file, or the link leads out of the
     * repository, dangles or loops; undefined when it cannot be known.
     */
    blob(sha, path) {
        return this.blobs(sha, [path])?.get(path);
    }
    /**
     * Many files' bytes at a commit, from one `git cat-file --batch --follow-symlinks`: a
     * SKILL.md symlink is read through its target, as a scan of that commit would read it (one
     * leading outside the repository, dangling or looping is absent). Undefined when the
     * commit is not here or git fails; paths with a newline (which the batch cannot name) are
     * left out of the map.
     */
    blobs(sha, paths) {
        if (!this.hasCommit(sha))
            return undefined;
        const asked = paths.filter((p) => !p.includes('\n'));
        const input = asked.map((p) => `${sha}:${p}\n`).join('');
        const out = this.bytes(['cat-file', '--batch', '--follow-symlinks'], 120_000, input);
        if (!out)
            return undefined;
        const got = new Map();
        let at = 0;
        for (const p of asked) {
            const nl = out.indexOf(0x0a, at);
            if (nl < 0)
                return undefined;
            const header = out.toString('utf8', at, nl);
            at = nl + 1;
            // `<oid> <type> <size>` then the bytes; `symlink|dangling|loop|notdir <size>` then what
            // git says of the link; `<object> missing` alone.
            const object = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
            const link = object ? null : /^(?:symlink|dangling|loop|notdir) (\d+)$/.exec(header);
            const size = object ? Number(object[2]) : link ? Number(link[1]) : 0;
            if (object?.[1] === 'blob')
                got.set(p, { state: 'present', text: out.toString('utf8', at, at + size) });
            else
                got.set(p, { state: 'absent' });
            if (object || link)
                at += size + 1;
        }
        return got;
    }
    /** Files that differ between `base` and the work tree (tracked), renames detected. */
    diff(base) {
        const out = this.try(['diff', '-z', '--name-status', '-M', '--no-ext-diff', '--no-textconv', base, '--']);
        if (out === undefined)
            return undefined;
        return parseNameStatus(out);
    }
    /**
     * Untracked files that .gitignore does not hide; undefined when git failed, or warned (a
     * folder it could not open, a path too long: the list lacks what is under it), with the
     * reason in `failure()`.
     */
    untracked() {
        const args = ['ls-files', '-z', '--others', '--exclude-standard'];
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
            cwd: this.root,
            maxBuffer: 1 << 30,
            timeout: 120_000,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: quietGitEnv(),
        });
        const said = r.stderr?.toString('utf8').trim() ?? '';
        if (r.error || r.status !== 0 || said) {
            this.lastError = (said || r.error?.message || `exit status ${r.status}`).split('\n')[0];
            this.debug(`git ${args.join(' ')}: ${this.lastError}`);
            return undefined;
        }
        return r.stdout.toString('utf8').split('\0').filter(Boolean);
    }
    /** The first line of git's error for the last run that failed. */
    failure() {
        return this.lastError;
    }
}
const STATUS = {
    A: 'added',
    M: 'modified',
    D: 'deleted',
    R: 'renamed',
    C: 'copied',
    T: 'type-changed',
    U: 'unmerged',
};
/** Parses `git diff -z --name-status`: `S\0path\0`, or `R100\0from\0to\0` for renames and copies. */
function parseNameStatus(out) {
    const parts = out.split('\0');
    const entries = [];
    let i = 0;
    while (i < parts.length) {
        const code = parts[i++];
        if (!code)
            continue;
        const status = STATUS[code[0]];
        if (!status)
            continue;
        if (status === 'renamed' || status === 'copied') {
            const from = parts[i++];
            const to = parts[i++];
            if (from !== undefined && to !== undefined)
                entries.push({ status, path: to, from });
        }
        else {
            const p = parts[i++];
            if (p !== undefined)
                entries.push({ status, path: p });
        }
    }
    return entries;
}


/***/ })

};
;