"use strict";
exports.id = 855;
exports.ids = [855,346];
exports.modules = {

/***/ 4855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// UNUSED EXPORTS: workflowFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __webpack_require__(7188);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __webpack_require__(2419);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __webpack_require__(1400);
// EXTERNAL MODULE: ./src/lock/diff.ts
var diff = __webpack_require__(8300);
// EXTERNAL MODULE: ./src/core/config-types.ts
var config_types = __webpack_require__(6861);
// EXTERNAL MODULE: ./src/core/engine.ts + 2 modules
var engine = __webpack_require__(9157);
// EXTERNAL MODULE: ./src/core/run.ts + 1 modules
var run = __webpack_require__(5728);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/action/broken-stubs.ts
var broken_stubs = __webpack_require__(7645);
// EXTERNAL MODULE: ./src/scan/files.ts
var files = __webpack_require__(5438);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/sarif.ts + 1 modules
var sarif = __webpack_require__(1756);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(7994);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/commands/common.ts
var common = __webpack_require__(2365);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/lock/entry-position.ts
var entry_position = __webpack_require__(8823);
// EXTERNAL MODULE: ./src/lock/lockfile.ts
var lockfile = __webpack_require__(8606);
// EXTERNAL MODULE: ./src/core/semver.ts
var semver = __webpack_require__(4015);
// EXTERNAL MODULE: ./src/core/glob-check.ts + 1 modules
var glob_check = __webpack_require__(7065);
;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * Action inputs (action.yml): read through a `getInput` seam, validated here so a bad
 * value fails the step with a message that names the input and quotes the value.
 *
 * An empty input always means "the default": the runner fills in action.yml defaults,
 * but a caller that starts the entry without them (or passes `''`) must not break.
 */






const DEFAULT_PATHS = ['**/SKILL.md'];
const DEFAULT_REPORT = 'skillgate-report.json';
/** A bad action input: the message names the input. */
class InputError extends diagnostic/* UsageError */.eb {
    input;
    constructor(input, message) {
        super(`input "${input}" ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}
const q = (s) => JSON.stringify(s);
function oneOf(input, v, allowed) {
    if (v === '')
        return undefined;
    if (!allowed.includes(v)) {
        throw new InputError(input, `must be one of ${allowed.join(', ')}; got ${q(v)}`);
    }
    return v;
}
/** YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them; empty = default. */
function parseBool(input, v, dflt) {
    if (v === '')
        return dflt;
    if (['true', 'True', 'TRUE'].includes(v))
        return true;
    if (['false', 'False', 'FALSE'].includes(v))
        return false;
    throw new InputError(input, `must be true or false; got ${q(v)}`);
}
/**
 * Splits the `paths` input: one glob a line, or several on a line separated by commas
 * outside braces and classes (so `skills/{a,b}/SKILL.md` and `skills/a[,]b/SKILL.md` stay
 * whole; `\,` is a comma too). `#` lines are comments.
 */
function splitGlobs(v) {
    const out = [];
    for (const line of v.split(/\r?\n/)) {
        const t = line.trim();
        if (!t || t.startsWith('#'))
            continue;
        let depth = 0;
        let cur = '';
        for (let i = 0; i < t.length; i++) {
            const c = t[i];
            if (c === '\\' && i + 1 < t.length) {
                cur += c + t[++i];
                continue;
            }
            if (c === '[') {
                // A class up to its `]`, as the glob check reads it (`[,]`, `[!,]`, `[[:alpha:],]`): commas and all.
                const end = (0,glob_check/* posixClassEnd */.r9)(t, i);
                if (end !== undefined) {
                    cur += t.slice(i, end + 1);
                    i = end;
                    continue;
                }
            }
            if (c === '{')
                depth++;
            else if (c === '}' && depth > 0)
                depth--;
            if (c === ',' && depth === 0) {
                if (cur.trim())
                    out.push(cur.trim());
                cur = '';
            }
            else
                cur += c;
        }
        if (cur.trim())
            out.push(cur.trim());
    }
    return out;
}
function checkGlob(g) {
    const body = g.startsWith('!') ? g.slice(1) : g;
    // `skills//b/SKILL.md`, `skills/./b/SKILL.md` and `skills/b/.` name what `skills/b/SKILL.md`
    // and `skills/b` do (git lists neither form, so as written they matched nothing); a leading
    // `./` (`.//skills`) is the root. A leading `/` stays: an absolute glob is refused below.
    let norm = body.replace(/(?<=.)\/(?:\.?\/)+/g, '/').replace(/(?<=.)\/\.$/, '');
    while (norm.startsWith('./'))
        norm = norm.slice(2);
    // `./` is the repository root, as `.` is.
    if (!norm && body)
        norm = '.';
    if (!norm)
        throw new InputError('paths', `has an empty glob in ${q(g)}`);
    if (norm.startsWith('/') || /^[A-Za-z]:[\\/]/.test(norm)) {
        throw new InputError('paths', `globs are relative to the repository root; got the absolute ${q(g)} (drop the leading "/")`);
    }
    if (norm.split('/').includes('..')) {
        throw new InputError('paths', `globs may not leave the repository; got ${q(g)} (remove the ".." segment)`);
    }
    const why = (0,glob_check/* pathGlobProblem */.r)(norm);
    // "Too complex" is a well-formed glob refused for its cost: not called malformed.
    if (why)
        throw new InputError('paths', `has ${why.startsWith('glob is too complex') ? 'a glob it refuses' : 'a malformed glob'} ${q(g)}: ${why}`);
    return (g.startsWith('!') ? '!' : '') + norm;
}
function readInputs(getInput, cwd = process.cwd()) {
    const get = (name) => (getInput(name) ?? '').trim();
    const single = (name) => {
        const v = get(name);
        if (/[\r\n]/.test(v))
            throw new InputError(name, `must be a single line; got ${q(v)}`);
        return v;
    };
    const pathsRaw = get('paths');
    const paths = pathsRaw ? splitGlobs(pathsRaw).map(checkGlob) : [...DEFAULT_PATHS];
    if (!paths.length) {
        // Only separators (`,`, or commas and spaces): no glob at all, which is not the default.
        throw new InputError('paths', /^\s*#/m.test(pathsRaw)
            ? `holds no glob, only comments (a line starting with # is one; a name starting with #: \\#) and separators; got ${q(pathsRaw)}`
            : `holds no glob, only separators (commas, spaces, new lines); got ${q(pathsRaw)}`);
    }
    if (!paths.some((g) => !g.startsWith('!'))) {
        throw new InputError('paths', `needs at least one glob that is not a "!" exclusion; got ${q(pathsRaw)}`);
    }
    const brokerRaw = single('broker-version') || undefined;
    const brokerVersion = brokerRaw === undefined ? undefined : (0,semver/* brokerVersionOf */.HV)(brokerRaw);
    if (brokerRaw !== undefined && !brokerVersion) {
        throw new InputError('broker-version', `must be a SemVer 2.0.0 version such as 1.4.0, or 1.4 for 1.4.0 (no "v" prefix); got ${q(brokerRaw)}`);
    }
    const reportPath = single('report-path') || DEFAULT_REPORT;
    const sarifPath = single('sarif-path');
    for (const [name, value] of [
        ['report-path', reportPath],
        ['sarif-path', sarifPath],
    ]) {
        if ((0,io_text/* namesFolder */.z0)(value))
            throw new InputError(name, `${q(value)} ends with "${(0,io_text/* folderEnding */.CL)(value)}", so it names a folder: name the report file in it`);
    }
    for (const [name, what] of [
        ['lockfile', 'the lockfile'],
        ['trusted-keys', 'the keyring file'],
    ]) {
        const value = single(name);
        if ((0,io_text/* namesFolder */.z0)(value))
            throw new InputError(name, `${q(value)} ends with "${(0,io_text/* folderEnding */.CL)(value)}", so it names a folder: name ${what} in it`);
    }
    // Compared where they are written (from the step's directory), as the file system compares
    // names: `out/r.json` and `./out//r.json`, an absolute path to it, or `link/r.json` through
    // a symlinked folder `link -> out`, are one file. (The last part is not followed: a link
    // there is replaced, not written through.)
    const where = (p) => {
        const abs = external_node_path_default().resolve(cwd, p);
        const dir = (0,files/* followParts */.YM)(external_node_path_default().dirname(abs)) ?? external_node_path_default().dirname(abs);
        const at = external_node_path_default().join(dir, external_node_path_default().basename(abs));
        return process.platform === 'darwin' || process.platform === 'win32' ? at.toLowerCase() : at;
    };
    if (sarifPath && where(sarifPath) === where(reportPath)) {
        throw new InputError('sarif-path', `names the same file as report-path (${q(reportPath)}): the SARIF report would replace the JSON one; give each its own file`);
    }
    return {
        paths,
        changedOnly: parseBool('changed-only', get('changed-only'), true),
        config: single('config') || undefined,
        profile: oneOf('profile', single('profile'), ['v1', 'agentskills']),
        brokerVersion,
        trust: oneOf('trust', single('trust'), ['local', 'registry']),
        trustedKeys: single('trusted-keys') || undefined,
        lockfile: single('lockfile') || undefined,
        failOn: oneOf('fail-on', single('fail-on'), ['error', 'warning', 'never']) ?? 'error',
        reportPath,
        sarifPath,
        githubToken: get('github-token'),
        workingDirectory: single('working-directory'),
    };
}

// EXTERNAL MODULE: ./src/core/mkdirs.ts
var mkdirs = __webpack_require__(3331);
// EXTERNAL MODULE: ./src/core/write-atomic.ts
var write_atomic = __webpack_require__(5044);
// EXTERNAL MODULE: ./src/scan/read.ts
var read = __webpack_require__(6381);
;// CONCATENATED MODULE: ./src/action/settings.ts
/**
 * Settings for an Action run: the config (or the `config` input), then the inputs over
 * it, as the CLI's flags go over it. Files named by inputs must exist; reports are
 * written where the inputs say. Errors name the input.
 */











const settings_q = (s) => JSON.stringify(s);
/** Files the runner hands the step and reads back (or reads after it): never a report's place. */
const RUNNER_FILES = [
    'GITHUB_OUTPUT',
    'GITHUB_STEP_SUMMARY',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_STATE',
    'GITHUB_EVENT_PATH',
];
async function settingsFor(inputs, cwd, env = {}) {
    // The repository may sit in a subdirectory of the workspace (actions/checkout `path:`).
    const repoDir = external_node_path_default().resolve(cwd, inputs.workingDirectory || '.');
    if (inputs.workingDirectory && !((0,external_node_fs_.existsSync)(repoDir) && (0,external_node_fs_.statSync)(repoDir).isDirectory())) {
        throw new InputError('working-directory', `names ${settings_q(inputs.workingDirectory)}, which is not a directory (paths are relative to the workspace)`);
    }
    // The repository is inside the workspace: `..` (or a folder symlink that leads out) would
    // have the step walk the runner's disk, and annotate files GitHub cannot show.
    if (inputs.workingDirectory && !(0,files/* isUnder */.Jo)((0,files/* realOr */.yA)(cwd), (0,files/* realOr */.yA)(repoDir)))
        throw new InputError('working-directory', `names ${settings_q(inputs.workingDirectory)}, which is outside the workspace (paths are relative to the workspace)`);
    const { root, inGit } = (0,files/* findRoot */.wg)(repoDir);
    refuseOutsideLink(root, inputs.config ? external_node_path_default().resolve(cwd, inputs.config) : core_config/* CONFIG_FILE */.g2, 'config');
    let configAbs;
    if (inputs.config) {
        configAbs = external_node_path_default().resolve(cwd, inputs.config);
        if (!(0,external_node_fs_.existsSync)(configAbs))
            throw new InputError('config', `names ${settings_q(inputs.config)}, which does not exist (paths are relative to the workspace)`);
        if ((0,external_node_fs_.statSync)(configAbs).isDirectory())
            throw new InputError('config', `names ${settings_q(inputs.config)}, which is a directory`);
    }
    // The profile decides how the config's `tools` are read, so the input goes in before loading.
    const settings = await (0,core_config/* loadSettings */.M5)(root, inGit, configAbs, inputs.profile || undefined, inputs.config || undefined);
    // As the repository names it (the other path inputs alike): with working-directory, the
    // workspace's `repo/.skillgate.yml` resolved against the repository named no file, and the
    // pull request's own config was taken for the workflow's (no base-commit lockfile, trust or
    // keyring held).
    // (Through a symlinked folder on either side, by the real paths.)
    if (configAbs)
        settings.configFile =
            (0,files/* relInside */.sf)(root, configAbs) ?? (0,files/* relInside */.sf)((0,files/* realOr */.yA)(root), (0,files/* realOr */.yA)(configAbs)) ?? (0,files/* relPath */.nA)(root, configAbs);
    if (inputs.profile)
        settings.profile = inputs.profile;
    if (inputs.trust)
        settings.trust = inputs.trust;
    if (inputs.brokerVersion)
        settings.brokerVersion = inputs.brokerVersion;
    if (inputs.trustedKeys) {
        const abs = external_node_path_default().resolve(cwd, inputs.trustedKeys);
        if (!(0,external_node_fs_.existsSync)(abs))
            throw new InputError('trusted-keys', `names ${settings_q(inputs.trustedKeys)}, which does not exist (paths are relative to the workspace)`);
        settings.trustedKeys = (0,files/* relPath */.nA)(root, abs);
        settings.trustedKeysExplicit = true;
        delete settings.trustedKeysAt;
    }
    if (inputs.lockfile) {
        const abs = external_node_path_default().resolve(cwd, inputs.lockfile);
        if (!(0,external_node_fs_.existsSync)(abs))
            throw new InputError('lockfile', `names ${settings_q(inputs.lockfile)}, which does not exist: run \`skillgate lock\` and commit the lockfile, or drop the input`);
        settings.lockfile = (0,files/* relPath */.nA)(root, abs);
        settings.lockfileExplicit = true;
        delete settings.lockfileAt;
    }
    refuseReportOverFile(inputs, cwd, settings, configAbs, env);
    return settings;
}
/**
 * A report must not replace a file the check reads: the lockfile, the config, the keyring or
 * a SKILL.md (the next run would read the report in its place). Refused before the check runs.
 */
function refuseReportOverFile(inputs, cwd, settings, configAbs, env) {
    const guarded = new Map([
        [(0,files/* landingOf */.ls)(external_node_path_default().resolve(settings.root, settings.lockfile)).toLowerCase(), 'the lockfile'],
        [(0,files/* landingOf */.ls)(external_node_path_default().resolve(settings.root, settings.trustedKeys)).toLowerCase(), 'the trusted keyring'],
        [(0,files/* landingOf */.ls)(configAbs ?? external_node_path_default().resolve(settings.root, core_config/* CONFIG_FILE */.g2)).toLowerCase(), 'the config'],
    ]);
    // The runner's own files: a report over GITHUB_OUTPUT would replace the step's outputs
    // (and one over GITHUB_ENV or GITHUB_PATH hand repository text to every later step).
    for (const name of RUNNER_FILES) {
        const f = env[name];
        // (A device such as /dev/null standing in for one, in a hand-made run, is no file to keep.)
        if (f && !isDevice(external_node_path_default().resolve(cwd, f)))
            guarded.set((0,files/* landingOf */.ls)(external_node_path_default().resolve(cwd, f)).toLowerCase(), `the runner's ${name} file`);
    }
    for (const [input, file] of [
        ['report-path', inputs.reportPath],
        ['sarif-path', inputs.sarifPath],
    ]) {
        if (!file)
            continue;
        const abs = (0,files/* landingOf */.ls)(external_node_path_default().resolve(cwd, file));
        // Compared in any case: on a case-insensitive disk (macOS runners) SKILLGATE.LOCK is the lockfile.
        const what = guarded.get(abs.toLowerCase()) ?? (external_node_path_default().basename(abs).toLowerCase() === 'skill.md' ? 'a SKILL.md' : undefined);
        if (what)
            throw new InputError(input, `names ${settings_q(file)}, which is ${what}: the report would replace it; give the report its own file`);
        // git's own files (.git/config, a hook) are the repository's machinery, not a report's place:
        // the git dir, the hooks folder (husky's `.husky/` too), or a `.git` file (a submodule's or
        // worktree's link to its git dir) or folder, in any case. Another repository's too: a bare
        // one the workspace holds (`vendor/x.git/config`), or, with no work tree, `tools/.git/config`.
        const root = settings.inGit ? settings.root : undefined;
        const own = (root !== undefined &&
            (0,files/* inGitOwnFolder */.UA)(root, (0,files/* realOr */.yA)(root), external_node_path_default().join(nearestReal(external_node_path_default().dirname(abs)), external_node_path_default().basename(abs)))) ||
            external_node_path_default().relative(root ?? cwd, external_node_path_default().resolve(cwd, file))
                .split((external_node_path_default()).sep)
                .some(files/* isGitName */.M$) ||
            (0,files/* inAnyGitDir */.nC)(abs, root);
        if (own)
            throw new InputError(input, `names ${settings_q(file)}, which is inside git's own files: give the report its own file`);
    }
}
function isDevice(p) {
    try {
        const st = (0,external_node_fs_.statSync)(p);
        return st.isCharacterDevice() || st.isBlockDevice();
    }
    catch {
        return false;
    }
}
/** `p` with its deepest existing folder resolved (the folders a write would create kept as named). */
function nearestReal(p) {
    const rest = [];
    for (let at = p;; at = external_node_path_default().dirname(at)) {
        const real = (0,files/* realOr */.yA)(at);
        if (real !== at || (0,external_node_fs_.existsSync)(at) || external_node_path_default().dirname(at) === at)
            return external_node_path_default().join(real, ...rest.reverse());
        rest.push(external_node_path_default().basename(at));
    }
}
/**
 * A config, keyring or lockfile inside the checkout must be a file of the checkout: a
 * symlink to a runner file would have the step read it, and quote it in an error message.
 * One the repository's config names must lie inside the repository at all; a path outside
 * it is the workflow's own only when an input names it (`byInput`).
 */
function refuseOutsideLink(root, file, what, byInput = true, 
/** The error, placed where the config names the file (namedFileError). */
refusal = (message) => new diagnostic/* UsageError */.eb(message)) {
    const abs = external_node_path_default().resolve(root, file);
    if (!(0,files/* isUnder */.Jo)(root, abs)) {
        if (byInput)
            return;
        throw refusal(`the ${what} ${JSON.stringify(file)} that the repository's config names lies outside the repository: it is not read here (the workflow can name one there with an input)`);
    }
    // git's own folder holds no setting, and a checkout's .git/config holds its token.
    if ((0,files/* underDotGit */.wJ)(root, abs))
        throw refusal(`the ${what} ${JSON.stringify(file)} lies in git's own folder (.git): it is not read here`);
    let real;
    let realRoot;
    try {
        realRoot = external_node_fs_.realpathSync.native(root);
    }
    catch {
        return; // not there: whoever reads it says so
    }
    // A link that leads nowhere, written out of the repository: said as one that leads out.
    if ((0,read/* linkLeadsOut */.AV)(abs, realRoot))
        throw refusal(`the ${what} ${(0,report_text/* safe */.gB)(file)} is a symlink to a file outside the repository: it is not read here`);
    try {
        real = external_node_fs_.realpathSync.native(abs);
    }
    catch {
        return; // not there: whoever reads it says so
    }
    if (!(0,files/* isUnder */.Jo)(realRoot, real)) {
        throw refusal(`the ${what} ${(0,report_text/* safe */.gB)(file)} is a symlink to a file outside the repository: it is not read here`);
    }
    if ((0,files/* underDotGit */.wJ)(realRoot, real))
        throw refusal(`the ${what} ${(0,report_text/* safe */.gB)(file)} is a symlink into git's own folder (.git): it is not read here`);
    // Nor to a file git does not list (a .env an earlier step wrote, a file in a submodule): its
    // lines would be quoted in the error that says why it is no setting.
    // (A folder is no file git lists, ignored or not: the read says it is a directory.)
    if (real !== abs &&
        (0,external_node_fs_.statSync)(real, { throwIfNoEntry: false })?.isDirectory() !== true &&
        (0,read/* unlistedByGit */.Fp)(real, realRoot))
        throw refusal(`the ${what} ${(0,report_text/* safe */.gB)(file)} is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track): it is not read here`);
}
/** The first folder on the way to `abs` that is not a folder, if any. */
function fileInTheWay(abs) {
    const parts = external_node_path_default().dirname(abs).split((external_node_path_default()).sep);
    for (let i = 2; i <= parts.length; i++) {
        const p = parts.slice(0, i).join((external_node_path_default()).sep) || (external_node_path_default()).sep;
        try {
            if (!(0,external_node_fs_.statSync)(p).isDirectory())
                return p;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
/**
 * The first path on the way to `abs` (its folders; `abs` itself too with `withSelf`) that
 * lies in the workspace and leads out of it, if any: a pull request can commit
 * `reports -> /somewhere`, and `report-path: reports/skillgate.json` would then write (and
 * create folders) there. Judged on real paths, so that a workspace reached through a
 * symlink (a self-hosted runner's `_work`) is the same workspace; a report path that never
 * enters the workspace is the workflow's own choice and is not checked.
 */
function exitFromWorkspace(realWs, abs, withSelf) {
    const parts = abs.split((external_node_path_default()).sep).filter((x) => x !== '');
    const n = withSelf ? parts.length : parts.length - 1;
    let lex = (external_node_path_default()).sep;
    let inside = (0,files/* isUnder */.Jo)(realWs, lex);
    for (let i = 0; i < n; i++) {
        lex = external_node_path_default().join(lex, parts[i]);
        let real;
        try {
            real = external_node_fs_.realpathSync.native(lex);
        }
        catch {
            return undefined; // not there (or a dangling link): creating the folder fails, and says so
        }
        const now = (0,files/* isUnder */.Jo)(realWs, real);
        if (inside && !now)
            return lex;
        inside = now;
    }
    return undefined;
}
/** Where `p` itself lies, its folders resolved (not `p` when it is a link). */
function locationOf(p) {
    return external_node_path_default().join((0,files/* realOr */.yA)(external_node_path_default().dirname(p)), external_node_path_default().basename(p));
}
/**
 * Where a symlink outside the workspace (the workflow's own) leads through the checkout,
 * if it does: a link of the checkout's on the way (a pull request's, which may lead
 * anywhere), a folder of it that leads out, or a file in it. Followed hop by hop (40 at
 * most, as the kernel does); a link that leads to none of these is the workflow's to follow.
 */
function throughCheckout(realWs, abs) {
    let p = abs;
    for (let hop = 0; hop < 40; hop++) {
        let target;
        try {
            target = external_node_path_default().resolve(external_node_path_default().dirname(p), (0,external_node_fs_.readlinkSync)(p));
        }
        catch {
            return undefined;
        }
        if (exitFromWorkspace(realWs, target, false) !== undefined || (0,files/* isUnder */.Jo)(realWs, locationOf(target)))
            return target;
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(target);
        }
        catch {
            return undefined; // dangling: the file it names is created there, outside the checkout
        }
        if (!st.isSymbolicLink())
            return undefined;
        p = target;
    }
    return p;
}
/**
 * Writes report files, all or none. Each goes through a temporary file and a rename, so that
 * a symlink the checkout holds at that path (a pull request's) is replaced, not followed to a
 * file outside the checkout. Every temporary file is written before any is renamed: a report
 * path that cannot be written (a file where its folder should be, say) fails the step with
 * no report in place, as its `error` status says.
 */
function writeReports(cwd, 
/** Each report's text, or its parts (json.ts reportParts), taken once for each file written. */
reports, toLog, 
/** The skills the run read, by where they are (their real paths) (the first asks). */
skills) {
    // A character device (/dev/null) is written as it is, before any rename: renaming over it
    // would replace the device node. So is a file reached through a symlink outside the
    // workspace, the workflow's own (`/dev/stdout` when the runner's output goes to a file):
    // a rename would replace the link itself (/dev/stdout turned into a file). A FIFO is
    // refused (with no reader it blocks the step).
    // The step's own output (`/dev/stdout`): the runner reads it as the log, where repository
    // text must stay between stop-commands markers (`toLog`); written to, it was a FIFO
    // (refused), or a file cut short under the log written after it.
    const devices = [];
    const logged = [];
    const regular = [];
    const realWs = (0,files/* realOr */.yA)(cwd);
    const shown = (p) => settings_q((0,files/* isUnder */.Jo)(cwd, p) ? external_node_path_default().relative(cwd, p) : p);
    for (const r of reports) {
        const abs = external_node_path_default().resolve(cwd, r.file);
        // A committed folder link out of the workspace is refused for a device too.
        const out = exitFromWorkspace(realWs, abs, false);
        if (out !== undefined)
            throw new InputError(r.input, `names ${settings_q(r.file)}, which cannot be written: ${shown(out)} is a symlink to a folder outside the workspace`);
        // Only a path outside the checkout: a link a pull request commits there (report.json ->
        // /dev/stdout) is replaced, never followed, like any other.
        if (toLog && !(0,files/* isUnder */.Jo)(realWs, locationOf(abs)) && (0,io_text/* ownOutput */.WH)(abs)) {
            logged.push(r);
            continue;
        }
        let st;
        let through = false;
        try {
            st = (0,external_node_fs_.lstatSync)(abs);
            // A link in the checkout (a pull request's) is replaced, never followed. One outside it
            // is the workflow's (`/dev/stdout`): what it leads to is written through it, unless it
            // leads through the checkout.
            if (st.isSymbolicLink() && !(0,files/* isUnder */.Jo)(realWs, locationOf(abs))) {
                const via = throughCheckout(realWs, abs);
                if (via !== undefined)
                    throw new InputError(r.input, `names ${settings_q(r.file)}, a symlink that leads through the checkout (${shown(via)}): name the file itself`);
                through = true;
                st = (0,external_node_fs_.statSync)(abs);
            }
        }
        catch (e) {
            if (e instanceof InputError)
                throw e;
            // not there, a dangling link (written through: the file it names is created), or under
            // a file (the staging below says so)
        }
        if (st?.isDirectory() && through)
            throw new InputError(r.input, `names ${settings_q(r.file)}, which is a folder`);
        // A file a SKILL.md symlink leads to (`skills/g/SKILL.md -> ../../docs/g.md`): replaced,
        // the skill would be the report.
        // A link on the way to one (`mid/b.md -> ../docs/b.md`, `skills/c/SKILL.md -> ../../mid/b.md`)
        // too: replaced by the report, the skill would lead to it.
        const place = external_node_path_default().join((0,files/* realOr */.yA)(external_node_path_default().dirname(abs)), external_node_path_default().basename(abs));
        const skill = st && !st.isDirectory()
            ? (skills?.().get(place) ?? (st.isFile() && !st.isSymbolicLink() ? skills?.().get((0,files/* realOr */.yA)(abs)) : undefined))
            : undefined;
        if (skill !== undefined)
            throw new InputError(r.input, `names ${settings_q(r.file)}, which is the file the skill ${settings_q(skill)} is (through a link): the report would replace it; give the report its own file`);
        if (st?.isCharacterDevice() || (through && !st?.isFIFO() && !st?.isSocket() && !st?.isBlockDevice()))
            devices.push({ ...r, abs });
        else if (st && (st.isFIFO() || st.isSocket() || st.isBlockDevice()))
            throw new InputError(r.input, `names ${settings_q(r.file)}, which is not a file (a FIFO, socket or block device)`);
        else
            regular.push(r);
    }
    for (const l of logged)
        toLog(typeof l.text === 'string' ? l.text : [...l.text].join(''));
    for (const d of devices) {
        try {
            (0,write_atomic/* writeTextTo */.O$)(d.abs, d.text);
        }
        catch (e) {
            throw new InputError(d.input, `names ${settings_q(d.file)}, which cannot be written: ${(0,io_text/* fsReason */.EG)(e)}`);
        }
    }
    reports = regular;
    // A signal while they are written (a cancelled job) removes the temp files and backups.
    const untrack = [];
    try {
        const staged = [];
        const discard = () => {
            for (const s of staged) {
                try {
                    (0,external_node_fs_.rmSync)(s.tmp, { force: true });
                }
                catch {
                    // Never written (its folder is not a folder): nothing to remove.
                }
            }
        };
        const fail = (r, e) => {
            discard();
            const code = e.code;
            const blocker = code === 'EEXIST' || code === 'ENOTDIR' ? fileInTheWay(external_node_path_default().resolve(cwd, r.file)) : undefined;
            const why = blocker
                ? `${settings_q(external_node_path_default().relative(cwd, blocker))} is a file, not a folder`
                : (0,io_text/* createReason */.Hl)(e, external_node_path_default().resolve(cwd, r.file));
            throw new InputError(r.input, `names ${settings_q(r.file)}, which cannot be written: ${why}`);
        };
        for (const r of reports) {
            const abs = external_node_path_default().resolve(cwd, r.file);
            const tmp = (0,write_atomic/* tempBeside */.p8)(abs);
            staged.push({ tmp, abs, input: r.input, file: r.file });
            untrack.push((0,write_atomic/* trackTemp */.EO)(tmp));
            try {
                (0,mkdirs/* makeDirs */.X)(external_node_path_default().dirname(abs));
                const fd = (0,external_node_fs_.openSync)(tmp, 'wx');
                try {
                    (0,write_atomic/* writeTextTo */.O$)(fd, r.text);
                }
                finally {
                    (0,external_node_fs_.closeSync)(fd);
                }
            }
            catch (e) {
                fail(r, e);
            }
        }
        // A folder at a report path would fail its rename after the others succeeded: refuse first.
        // (lstat: a symlink there, even to a folder, is replaced by the rename, never followed.)
        for (const s of staged) {
            let folder = false;
            try {
                folder = (0,external_node_fs_.lstatSync)(s.abs).isDirectory();
            }
            catch {
                // not there yet: the rename creates it
            }
            if (folder)
                fail(s, new Error('it is a folder'));
        }
        // What each rename replaces is kept (a hard link) until all are done, to put back if one fails.
        const backups = staged.map((s) => {
            const bak = `${s.tmp}.bak`;
            try {
                (0,external_node_fs_.linkSync)(s.abs, bak);
                untrack.push((0,write_atomic/* trackTemp */.EO)(bak));
                return bak;
            }
            catch {
                return undefined; // nothing there (or no hard links here): nothing to put back
            }
        });
        const dropBackups = () => {
            for (const bak of backups)
                if (bak)
                    (0,external_node_fs_.rmSync)(bak, { force: true });
        };
        for (let i = 0; i < staged.length; i++) {
            const s = staged[i];
            try {
                (0,external_node_fs_.renameSync)(s.tmp, s.abs);
            }
            catch (e) {
                // None, then: each report already placed gives way to what was there before.
                for (let j = 0; j < i; j++) {
                    const bak = backups[j];
                    try {
                        if (bak)
                            (0,external_node_fs_.renameSync)(bak, staged[j].abs);
                        else
                            (0,external_node_fs_.rmSync)(staged[j].abs, { force: true });
                    }
                    catch {
                        // best effort: the step fails with its message either way
                    }
                }
                dropBackups();
                fail(s, e);
            }
        }
        dropBackups();
    }
    finally {
        for (const done of untrack)
            done();
    }
}

// EXTERNAL MODULE: ./src/core/globset.ts
var globset = __webpack_require__(3853);
;// CONCATENATED MODULE: ./src/action/select.ts
/**
 * The `paths` input as a predicate over repository-relative SKILL.md paths. A glob that
 * names a directory (`skills`, `skills/`) also covers everything under it; `!glob` excludes.
 */

/**
 * Whether folder `rel` may hold a path `glob` matches, by the glob's folders before its first
 * wildcard: `rel` is among them or under them (a glob without a wildcard: `rel` holds it).
 */
function reaches(glob, rel) {
    const segments = glob.split('/');
    const wild = segments.findIndex((s) => /[*?[\]{}()!+@\\]/.test(s));
    if (wild < 0)
        return glob.startsWith(rel + '/');
    const prefix = segments.slice(0, wild).join('/');
    return prefix === '' || (rel + '/').startsWith(prefix + '/') || prefix.startsWith(rel + '/');
}
function pathMatcher(globs) {
    const expand = (g) => {
        const t = g.replace(/\/+$/, '');
        return t.endsWith('**') ? [t] : [t, `${t}/**`];
    };
    const inc = globs.filter((g) => !g.startsWith('!')).flatMap(expand);
    const exc = globs.filter((g) => g.startsWith('!')).flatMap((g) => expand(g.slice(1)));
    // `s`: a `*` must also match a file name holding a newline (picomatch's `.` does not).
    const isInc = (0,globset/* globSet */.xk)(inc, { dot: true, flags: 's' });
    const isExc = (0,globset/* globSet */.xk)(exc, { dot: true, flags: 's' });
    const match = ((rel) => isInc.test(rel) && !isExc.test(rel));
    match.mayHold = (rel) => {
        if (isExc.test(rel))
            return false;
        if ([`${rel}/SKILL.md`, `${rel}/x/SKILL.md`, `${rel}/x/y/SKILL.md`].some((p) => isInc.test(p)))
            return true;
        return inc.some((g) => reaches(g, rel));
    };
    return match;
}

;// CONCATENATED MODULE: ./src/action/event.ts
/**
 * What the triggering event says about the change under test: read from
 * GITHUB_EVENT_NAME and the JSON payload at GITHUB_EVENT_PATH. Commit ids from the
 * payload are checked to be hex before any of them reaches a git command line.
 */


/** Events whose payload describes a pull request (its `pull_request` object). */
const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
    'pull_request_review_thread',
]);
const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const ZERO = /^0+$/;
function isSha(v) {
    return typeof v === 'string' && SHA.test(v);
}
function isZeroSha(v) {
    return typeof v === 'string' && ZERO.test(v);
}
const obj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/** Why a payload gives no base commit: none at all, or a value that is not a commit SHA (never passed to git). */
function noBase(event, key, value) {
    if (value === undefined || value === null)
        return `the ${event} payload has no base commit`;
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) + (value.length > 80 ? '\u2026' : '') : typeof value;
    return `the ${event} payload's ${key} is not a commit SHA (40 or 64 lowercase hex digits): ${shown}`;
}
function readEvent(env) {
    const name = env.GITHUB_EVENT_NAME ?? '';
    const info = { name, kind: 'other' };
    if (isSha(env.GITHUB_SHA))
        info.sha = env.GITHUB_SHA;
    const repoEnv = env.GITHUB_REPOSITORY ?? '';
    if (/^[^/\s]+\/[^/\s]+$/.test(repoEnv))
        [info.owner, info.repo] = repoEnv.split('/');
    let payload = {};
    const file = env.GITHUB_EVENT_PATH;
    if (file) {
        try {
            const parsed = obj(JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')));
            if (!parsed)
                throw new Error('it is not a JSON object');
            payload = parsed;
        }
        catch (e) {
            // Still a pull request when the event's name says so: its base-commit protections
            // then fail closed (no base commit can be read) instead of being skipped. Any other
            // event is a full scan that says why.
            info.problem = `cannot read the event payload (GITHUB_EVENT_PATH): ${(0,io_text/* statReason */.Zr)(e)}`;
            if (!PR_EVENTS.has(name) && name !== 'merge_group')
                return info;
        }
    }
    else if (name) {
        info.problem = 'GITHUB_EVENT_PATH is not set';
        if (!PR_EVENTS.has(name) && name !== 'merge_group')
            return info;
    }
    if (!info.owner) {
        const full = obj(payload.repository)?.full_name;
        if (typeof full === 'string' && /^[^/\s]+\/[^/\s]+$/.test(full))
            [info.owner, info.repo] = full.split('/');
    }
    const pr = obj(payload.pull_request);
    const mg = obj(payload.merge_group);
    // The event's name decides (a workflow_dispatch is a full scan, whatever its payload
    // holds); the payload only when no name is given.
    if (PR_EVENTS.has(name) || (!name && pr)) {
        info.kind = 'pull_request';
        const base = obj(pr?.base)?.sha;
        const head = obj(pr?.head)?.sha;
        if (isSha(base))
            info.base = base;
        if (isSha(head))
            info.head = head;
        if (pr?.merged === true)
            info.merged = true;
        const n = pr?.number ?? payload.number;
        if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0)
            info.prNumber = n;
        if (typeof pr?.changed_files === 'number')
            info.changedFiles = pr.changed_files;
        if (!info.base)
            info.problem ??= noBase(name || 'pull_request', 'pull_request.base.sha', base);
    }
    else if (name === 'merge_group' || (!name && mg)) {
        info.kind = 'merge_group';
        if (mg && isSha(mg.base_sha))
            info.base = mg.base_sha;
        if (mg && isSha(mg.head_sha))
            info.head = mg.head_sha;
        if (!info.base)
            info.problem ??= noBase('merge_group', 'merge_group.base_sha', mg?.base_sha);
    }
    else if (name === 'push') {
        info.kind = 'push';
        if (isSha(payload.before))
            info.before = payload.before;
        else if (payload.before !== undefined)
            info.problem ??= 'the push payload\'s "before" is not a commit SHA';
        else
            info.problem ??= 'the push payload has no "before" commit';
        if (isSha(payload.after))
            info.after = payload.after;
        info.forced = payload.forced === true;
        if (typeof payload.ref === 'string' && payload.ref.startsWith('refs/tags/'))
            info.tag = true;
    }
    return info;
}

// EXTERNAL MODULE: ./src/action/git.ts
var action_git = __webpack_require__(6346);
// EXTERNAL MODULE: ./src/scan/setting-file.ts
var setting_file = __webpack_require__(9692);
;// CONCATENATED MODULE: ./src/action/linked-folders.ts
/**
 * A folder symlink (`skills/evil -> ../fixtures/evil`) gives every SKILL.md
 * under its target a second path, one that git does not list and so no scan checks: an agent
 * that loads `skills/*\/SKILL.md` gets the skill at `skills/evil/SKILL.md` all the same.
 * Where the target's SKILL.md is checked at its own path, that is one skill under two names,
 * as tools' folders often link (`.claude/skills -> ../skills`). Where it is not (the config
 * excludes it, or the link leads out of the repository), the skill would pass unchecked and
 * unlocked: each such file is named, for a step warning, on the links a change adds or whose
 * target it fills (every link in the index on a full scan).
 */



/**
 * How far each linked folder is walked: a link to `/` must not walk the runner's disk. A walk
 * cut short is said (a warning of its own): a budget shared by all links, or a silent cut,
 * would let a pull request hide a link behind a decoy that spends it.
 */
const MAX_ENTRIES = 50_000;
const MAX_DEPTH = 12;
/** Unchecked files named per link; the rest are counted. */
const SHOWN = 3;
/**
 * The `candidates` (repository-relative) that are symlinks to folders holding a SKILL.md
 * that this check does not read at its own path. `checked` holds the real paths of the
 * files the check reads (the lock check's tree); `keeps` says whether the check would read
 * a SKILL.md at a repository-relative path (config and `paths`).
 */
function uncheckedLinkedSkills(root, candidates, checked, keeps) {
    const out = [];
    const realRoot = (0,files/* realOr */.yA)(root);
    let set;
    // Each target walked once, whatever the number of links to it (1,000 links to one folder
    // of 50,000 entries: 42 s); every link is still said, each with its own findings.
    const walked = new Map();
    for (const rel of new Set(candidates)) {
        if (external_node_path_default().posix.basename(rel) === files/* SKILL_FILE */.LF)
            continue;
        const abs = external_node_path_default().join(root, rel);
        try {
            if (!(0,external_node_fs_.lstatSync)(abs).isSymbolicLink() || !(0,external_node_fs_.statSync)(abs).isDirectory())
                continue;
        }
        catch {
            continue;
        }
        const target = (0,files/* realOr */.yA)(abs);
        const inside = (0,files/* isUnder */.Jo)(realRoot, target);
        let walk = walked.get(target);
        if (!walk) {
            const budget = { left: MAX_ENTRIES, cut: false };
            walk = { found: skillFilesUnder(target, budget), cut: budget.cut };
            walked.set(target, walk);
        }
        const { found } = walk;
        set ??= checked();
        // As an agent reads them: the link's path with the path under the target (never a real
        // path, which a SKILL.md link inside the target would take elsewhere).
        const unchecked = found.filter((f) => keeps(`${rel}/${f.under}`) && !set.has(f.real));
        const cut = walk.cut;
        if (!unchecked.length && cut) {
            out.push({
                link: rel,
                message: `${rel} is a symlink to a folder of more than ${MAX_ENTRIES.toLocaleString('en-US')} entries (or ${MAX_DEPTH} folders deep), which this check did not walk to the end: a SKILL.md under it that no check reads would not be named here. Link a smaller folder, or check it where it is.`,
            });
            continue;
        }
        if (!unchecked.length)
            continue;
        const shown = unchecked
            .slice(0, SHOWN)
            .map((f) => (inside ? (0,files/* relPath */.nA)(realRoot, external_node_path_default().join(target, f.under)) : f.under));
        const more = unchecked.length > SHOWN ? ` and ${unchecked.length - SHOWN} more` : '';
        const what = inside
            ? `the folder ${target === realRoot ? '.' : (0,files/* relPath */.nA)(realRoot, target)}, which holds ${shown.join(', ')}${more}: SKILL.md files this check does not read where they are (${whyUnread(unchecked.map((f) => keeps((0,files/* relPath */.nA)(realRoot, external_node_path_default().join(target, f.under)))))})`
            : // Not named: the names under a folder of the runner's are not the pull request's to learn.
                `a folder outside the repository holding ${unchecked.length} SKILL.md file${unchecked.length === 1 ? '' : 's'}, which no check reads`;
        out.push({
            link: rel,
            message: `${rel} is a symlink to ${what}; an agent loading the skills under ${rel} gets them unchecked and unlocked. Check them where they are, or remove the link.`,
        });
    }
    return out;
}
/**
 * Why files inside the repository are not read at their own paths, from whether the config
 * keeps each there: where it does, git does not list the file (ignored, or a FIFO or socket,
 * which git never lists).
 */
function whyUnread(keptAtOwnPath) {
    const excluded = keptAtOwnPath.filter((k) => !k).length;
    if (excluded === keptAtOwnPath.length)
        return 'the config leaves them out';
    if (excluded === 0)
        return 'git does not list them: ignored, or not regular files';
    return 'the config leaves some out, and git does not list the others: ignored, or not regular files';
}
/**
 * The folder links among `links` (repository-relative) whose target holds one of `paths`
 * (repository-relative): a change that fills a folder an existing link leads to is as good
 * as a new link.
 */
function linksLeadingTo(root, links, paths) {
    if (!links.length)
        return [];
    const realRoot = (0,files/* realOr */.yA)(root);
    // The folder links by their target's path in the repository (a link to a file leads to no
    // path under it): each changed path then asks its own folders, not every link (20,000
    // SKILL.md links and a change of 40,000 files took 33 s).
    const byTarget = new Map();
    for (const l of links) {
        const abs = external_node_path_default().join(root, l);
        try {
            if (!(0,external_node_fs_.statSync)(abs).isDirectory())
                continue;
        }
        catch {
            continue; // dangling: no path is under it
        }
        const t = (0,files/* realOr */.yA)(abs);
        // A link to the root itself (`skills/all -> ..`) leads to every path: under is ''.
        const under = t === realRoot ? '' : (0,files/* isUnder */.Jo)(realRoot, t) ? (0,files/* relPath */.nA)(realRoot, t) : undefined;
        if (under === undefined)
            continue;
        const list = byTarget.get(under);
        if (list)
            list.push(l);
        else
            byTarget.set(under, [l]);
    }
    const out = new Set();
    const asked = new Set();
    for (const p of paths) {
        if (!out.size)
            for (const l of byTarget.get('') ?? [])
                out.add(l);
        for (let cut = p.lastIndexOf('/'); cut > 0; cut = p.lastIndexOf('/', cut - 1)) {
            const dir = p.slice(0, cut);
            // (Siblings share their folders: each is looked up once.)
            if (asked.has(dir))
                break;
            asked.add(dir);
            for (const l of byTarget.get(dir) ?? [])
                out.add(l);
        }
    }
    return [...out];
}
/** The symlinks git's index holds (mode 120000), repository-relative. */
function trackedSymlinks(git) {
    const out = [];
    const listing = git?.try(['ls-files', '-z', '-s']);
    if (!listing)
        return out;
    for (const entry of listing.split('\0')) {
        if (!entry.startsWith('120000 '))
            continue;
        const tab = entry.indexOf('\t');
        if (tab > 0)
            out.push(entry.slice(tab + 1));
    }
    return out;
}
/**
 * The files named SKILL.md under `dir` (folder links not followed): each as its path under
 * `dir` (with `/`) and its real path.
 */
function skillFilesUnder(dir, budget) {
    const out = [];
    const walk = (d, under, depth) => {
        if (depth > MAX_DEPTH || budget.left <= 0) {
            budget.cut = true;
            return;
        }
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(d, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (--budget.left < 0) {
                budget.cut = true;
                return;
            }
            const rel = under ? `${under}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    walk(external_node_path_default().join(d, e.name), rel, depth + 1);
            }
            else if (e.name === files/* SKILL_FILE */.LF)
                out.push({ under: rel, real: (0,files/* realOr */.yA)(external_node_path_default().join(d, e.name)) });
        }
    };
    walk(dir, '', 0);
    return out.sort((a, b) => (a.under < b.under ? -1 : a.under > b.under ? 1 : 0));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/action/github-api.ts
/**
 * The GitHub REST calls the Action makes when git history is not enough: the files of a
 * pull request (paginated, capped by GitHub at 3,000) and a file's text at a commit.
 * @actions/github is loaded here, lazily; GITHUB_API_URL picks the server (GHES, tests).
 */
/** GitHub's "list pull request files" endpoint returns at most this many files. */
const PR_FILES_CAP = 3000;
/**
 * How long one API call (a page of a pull request's files, a file's text) may take: a server
 * that accepts and never answers would otherwise hold the step for node's five-minute header
 * timeout per call.
 */
let apiTimeoutMs = 30_000;
/** Files per page of the listing (GitHub's maximum). */
const PAGE = 100;
/** Tests: a shorter bound. */
function setApiTimeoutMs(ms) {
    apiTimeoutMs = ms;
}
/** The most a page of the listing may take (100 entries are ~30 KB), and a file at the base (the lockfile's own bound). */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;
const MAX_FILE_BYTES = 64 * 1024 * 1024;
/**
 * Every answer is read here, not by octokit: octokit reads a success's body itself and takes
 * a body cut off, stalled past the bound or missing (a 204) for an empty one, so a listing
 * read as "no files changed" and a base file as an empty or absent one, and the step passed
 * with what it should have checked unchecked. Such an answer is an error here: the step then
 * scans everything, or says what it could not read at the base.
 */
async function makeApi(token, owner, repo) {
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(413)]).then(__webpack_require__.bind(__webpack_require__, 2413));
    const octokit = getOctokit(token);
    // The API's own origin: a 404 from another host (a redirect's target) says nothing of the commit.
    const apiOrigin = originOf(octokit.request.endpoint.DEFAULTS.baseUrl);
    // A server that left one call unanswered is not asked again: each call would wait as long.
    // (octokit reads an error's body itself and takes one cut off by the bound for an empty
    // one: the call then ends without an error, and the bound is looked at here too.)
    let stalled;
    const call = async (run) => {
        if (stalled)
            throw stalled;
        const signal = AbortSignal.timeout(apiTimeoutMs);
        let got;
        try {
            got = await run(signal);
        }
        catch (e) {
            if (!signal.aborted)
                throw withoutToken(e, token);
            throw (stalled = unanswered(apiTimeoutMs));
        }
        if (signal.aborted)
            throw (stalled = unanswered(apiTimeoutMs));
        return got;
    };
    // Whether the base commit is there for the API to read: a 404 for a file is "no such file"
    // only then (GitHub answers 404 for a repository or commit the token cannot see, too).
    const commits = new Map();
    const commitVisible = (ref) => {
        let known = commits.get(ref);
        if (!known) {
            known = call(async (signal) => {
                try {
                    const res = await octokit.rest.git.getCommit({
                        owner,
                        repo,
                        commit_sha: ref,
                        headers: IDENTITY,
                        request: { signal },
                    });
                    return res.status === 200;
                }
                catch (e) {
                    const status = e.status;
                    if (status === 404 || status === 422)
                        return false;
                    throw e;
                }
            });
            commits.set(ref, known);
        }
        return known;
    };
    return {
        async listPullFiles(pullNumber) {
            // Page by page, each request with its own bound: octokit's paginate drops a per-call
            // signal, and one bound for all 30 pages would fail a slow but healthy API.
            const files = [];
            for (let page = 1;; page++) {
                // GitHub's 3,000 files are 30 pages of 100: a server that pages in tens still ends.
                if (page > MAX_PAGES)
                    throw new Error(`the API named more than ${MAX_PAGES} pages of files`);
                const { data, next } = await call(async (signal) => {
                    const res = await octokit.rest.pulls.listFiles({
                        owner,
                        repo,
                        pull_number: pullNumber,
                        per_page: PAGE,
                        page,
                        headers: IDENTITY,
                        request: { signal, parseSuccessResponseBody: false },
                    });
                    const body = await bodyOf(res, MAX_PAGE_BYTES, 'a page of the files');
                    return { data: pageOf(body), next: /<[^<>]*>\s*;\s*rel="next"/.test(String(res.headers.link ?? '')) };
                });
                for (const f of data)
                    files.push(f);
                if (files.length >= PR_FILES_CAP)
                    return { files, capped: true };
                // GitHub names a next page in a Link header; a server that does not is asked until a short page.
                if (data.length === 0 || (!next && data.length < PAGE))
                    return { files, capped: false };
            }
        },
        async fileAt(path, ref) {
            const got = await call(async (signal) => {
                try {
                    const res = await octokit.rest.repos.getContent({
                        owner,
                        repo,
                        path,
                        ref,
                        mediaType: { format: 'raw' },
                        headers: IDENTITY,
                        request: { signal, parseSuccessResponseBody: false },
                    });
                    return fileText(await bodyOf(res, MAX_FILE_BYTES, path), String(res.headers['content-type'] ?? ''));
                }
                catch (e) {
                    const err = e;
                    // The API's own 404 (a redirect to another host that answers 404 is a failed read).
                    if (err.status === 404 && originOf(err.response?.url) === apiOrigin)
                        return undefined;
                    throw e;
                }
            });
            if (got !== undefined)
                return got;
            if (await commitVisible(ref))
                return null;
            throw new Error(`HTTP 404: the API cannot see the commit ${ref.slice(0, 7)} (a repository or commit the token cannot read)`);
        },
    };
}
/**
 * The error with the token taken out of its message: a server (or a proxy) that echoes the
 * request's Authorization header in an error would put it in the notice and the job summary,
 * where Markdown's escapes keep the runner's mask from matching it.
 */
function withoutToken(e, token) {
    if (token && e instanceof Error && e.message.includes(token)) {
        e.message = e.message.split(token).join('***');
        // SKILLGATE_DEBUG prints the stack, which was made with the message.
        if (e.stack)
            e.stack = e.stack.split(token).join('***');
    }
    return e;
}
/** Pages of the listing asked for at most (3,000 files at 30 a page). */
const MAX_PAGES = 100;
/**
 * Uncompressed answers only: fetch decodes a compressed body before it is read here, and a
 * compressed stream cut off at a clean end of the HTTP body decodes to a shorter text without
 * an error (a base config without its `trust: registry` line). An answer compressed anyway
 * is a failed call (bodyOf).
 */
const IDENTITY = { 'accept-encoding': 'identity' };
function originOf(url) {
    try {
        return url ? new URL(url).origin : undefined;
    }
    catch {
        return undefined;
    }
}
/** The bytes of a success's body, all of them: a 204, a body cut off or over `max` bytes is an error. */
async function bodyOf(res, max, what) {
    const stream = res.data;
    const drop = () => stream?.cancel?.().catch(() => undefined);
    if (res.status !== 200) {
        void drop();
        throw new Error(`HTTP ${res.status}: no content for ${what}`);
    }
    const encoding = String(res.headers['content-encoding'] ?? 'identity')
        .trim()
        .toLowerCase();
    if (encoding !== 'identity' && encoding !== '') {
        void drop();
        throw new Error(`the API compressed its answer for ${what} (${encoding.slice(0, 40)}) when asked not to: it cannot be told whole`);
    }
    if (!stream || typeof stream.getReader !== 'function')
        throw new Error(`the API sent no body for ${what}`);
    const parts = [];
    let size = 0;
    // A stream cut off rejects here (undici: "terminated"); a stalled one when the signal aborts it.
    try {
        for await (const part of stream) {
            size += part.byteLength;
            if (size > max)
                break;
            parts.push(part);
        }
    }
    catch (e) {
        throw new Error(`the API's answer for ${what} was cut off (${String(e?.message ?? e).slice(0, 100)})`);
    }
    if (size > max)
        throw new Error(`the API sent more than ${max} bytes for ${what}`);
    return Buffer.concat(parts);
}
/** A page of the listing: a JSON array of files, each with a name and a status. */
function pageOf(body) {
    let data;
    try {
        data = JSON.parse(body.toString('utf8'));
    }
    catch {
        throw new Error('the API sent a page of the files that is not JSON');
    }
    if (!Array.isArray(data))
        throw new Error('the API sent a page of the files that is not a list');
    return data.map((f) => {
        const file = f;
        if (typeof file?.filename !== 'string' || typeof file.status !== 'string' || file.filename === '')
            throw new Error('the API sent a file without a name or status');
        const prev = typeof file.previous_filename === 'string' ? file.previous_filename : undefined;
        const sha = typeof file.sha === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(file.sha) ? file.sha : undefined;
        return {
            filename: file.filename,
            status: file.status,
            ...(prev === undefined ? {} : { previous_filename: prev }),
            ...(sha === undefined ? {} : { sha }),
        };
    });
}
/**
 * A file's text from the contents API's raw answer. A server that sends the JSON description
 * instead (a proxy that drops the media type) is read from it: a file's base64 content, null
 * for a folder, a submodule or a symlink (no file there, as before); any other JSON is the
 * file's own text (a lockfile served as JSON).
 */
function fileText(body, contentType) {
    const text = body.toString('utf8');
    if (!/^application\/json\b/i.test(contentType.trim()))
        return text;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return text;
    }
    if (Array.isArray(data))
        return null;
    const d = data;
    if (d && typeof d === 'object' && typeof d.sha === 'string' && typeof d.type === 'string') {
        if (d.type === 'file' && d.encoding === 'base64' && typeof d.content === 'string')
            return Buffer.from(d.content, 'base64').toString('utf8');
        if (d.type === 'dir' || d.type === 'submodule' || d.type === 'symlink')
            return null;
        throw new Error(`the API described the file instead of sending it (type ${JSON.stringify(d.type).slice(0, 40)})`);
    }
    return text;
}
/** The error of a call the API did not answer in time (octokit says only "Unknown Error"). */
function unanswered(ms) {
    return new Error(`no answer from the API within ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}`);
}
/** A short reason for a failed API call, without the token or a stack. */
function apiErrorText(e) {
    const err = e;
    const msg = String(err?.message ?? e)
        .split('\n')[0]
        .slice(0, 200);
    // Octokit reports a request that got no response at all (DNS, a refused connection) as
    // status 500 without a response: that is no HTTP status.
    if (err?.status === 500 && err.response === undefined)
        return `no response from the API: ${msg}`;
    return err?.status ? `HTTP ${err.status}: ${msg}` : msg;
}

;// CONCATENATED MODULE: ./src/action/changed-files.ts
/**
 * Which files a run covers (issue #5 \u00a72).
 *
 * pull_request / merge_group: base..head from git when the history is there \u2014 a
 * shallow clone is deepened with `git fetch` \u2014 else GitHub's "list pull request files"
 * (paginated; at its 3,000-file cap, a full scan). push: before..after; a new branch
 * (zero `before`) or a force push is a full scan. Any other event, or `changed-only:
 * false`: a full scan. A full scan that replaces a changed-files run says why.
 */






/** Depths tried, in turn, to find the merge base in a shallow clone. */
const DEEPEN_STEPS = [50, 400, 3000];
const changed_files_short = (sha) => sha.slice(0, 7);
const NOT_GIT = 'not a git work tree';
/** A checkout's config (lockfileOf gives its name when the lockfile it names cannot be told). */
const CONFIG_NAME = '.skillgate.yml';
/**
 * Why the step's folder is no git work tree, naming the checkouts in its subfolders (actions/checkout
 * with `path:`): the step would otherwise scan them as plain folders, their lockfile unread.
 */
function notGitReason(root) {
    const nested = nestedCheckouts(root);
    if (!nested.length)
        return NOT_GIT;
    const shown = nested.slice(0, 3).map((n) => JSON.stringify(n));
    return `${NOT_GIT} (${shown.join(', ')}${nested.length > 3 ? ` and ${nested.length - 3} more` : ''} ${nested.length === 1 ? 'is one' : 'are'}: set the action's working-directory input to the checkout, the path given to actions/checkout, so that its history and its lockfile are used)`;
}
/** The folders right under `root` that are git checkouts (actions/checkout with `path:`), sorted. */
function nestedCheckouts(root) {
    return checkoutsUnder(root, 1);
}
/**
 * The git checkouts under `root` (actions/checkout with `path:`, `src/repo` too), up to
 * three folders deep, not inside one another; a bounded walk (a workspace may be large).
 */
function checkoutsUnder(root, depth = 3, budget = 2000) {
    const found = [];
    let level = [''];
    for (let d = 0; d < depth && level.length && budget > 0; d++) {
        const next = [];
        for (const rel of level) {
            let entries;
            try {
                entries = (0,external_node_fs_.readdirSync)(external_node_path_default().join(root, rel), { withFileTypes: true });
            }
            catch {
                continue;
            }
            for (const e of entries) {
                if (!e.isDirectory() || e.name === '.git' || e.name === 'node_modules' || --budget < 0)
                    continue;
                const sub = rel ? `${rel}/${e.name}` : e.name;
                if ((0,external_node_fs_.existsSync)(external_node_path_default().join(root, sub, '.git')))
                    found.push(sub);
                else
                    next.push(sub);
            }
        }
        level = next;
    }
    return found.sort();
}
/**
 * Why the step stops: its folder is no git work tree (so its own lockfile is not there) while a
 * checkout under it holds a lockfile (the default name, or the one its config names), whose
 * lock check a scan from here would silently skip: a capability escalation would pass green.
 * Undefined when no checkout holds one.
 */
function unreadNestedLock(root, lockfileOf) {
    const held = checkoutsUnder(root).filter((n) => (0,external_node_fs_.existsSync)(external_node_path_default().join(root, n, lockfileOf(n))));
    if (!held.length)
        return undefined;
    const [first] = held;
    const named = lockfileOf(first);
    const what = named === CONFIG_NAME ? 'a skillgate config' : 'the lockfile';
    const lock = JSON.stringify(`${first}/${named}`);
    return `the workspace is not a git work tree, and the checkout ${JSON.stringify(first)} under it holds ${what} ${lock}, which a check from the workspace would not read (no drift would be checked): set the action's working-directory input to ${JSON.stringify(first)}, the path given to actions/checkout${held.length > 1 ? ` (${held.length} checkouts hold one: one step for each)` : ''}`;
}
function full(how, fallback) {
    return { full: true, how, fallback, changed: new Set(), removed: [], source: 'none' };
}
/**
 * The commit whose keyring and lock are the baseline: the PR base, or the push's `before`
 * (a force push's too: its files are all scanned, but what the branch held before it is still
 * what a gain is measured against, when that commit can be had; every comparison was lost).
 */
function baselineCommit(event) {
    if (event.kind === 'pull_request' || event.kind === 'merge_group')
        return event.base;
    if (event.kind === 'push' && event.before && !isZeroSha(event.before))
        return event.before;
    return undefined;
}
/** Makes sure git has `sha`, fetching it from origin when it does not; false when it cannot. */
function ensureCommit(git, sha) {
    if (git.hasCommit(sha))
        return true;
    if (!git.hasRemote('origin'))
        return false;
    git.fetch([sha], git.isShallow() ? 1 : undefined);
    return git.hasCommit(sha);
}
/**
 * Why the checkout is not the change the event describes, or undefined. It is not when HEAD:
 * - is GITHUB_SHA under pull_request_target: the base branch's last commit, which
 *   actions/checkout checks out by default there;
 * - is the base commit or a commit behind it;
 * - has the base commit as its only parent (GitHub's merge commit has the head as a parent);
 * - with the whole history of the event's repository in the clone (the base commit is in it),
 *   does not hold the head commit (fetched if missing).
 * It is the change when HEAD is the head commit, GitHub's merge commit, a commit on top of
 * the head, the result of a merged pull request (squashed or rebased: the head is then in no
 * ancestry), or a commit whose history a shallow clone cannot tell (`collectChanges` may
 * deepen the clone; the caller asks again once it found the merge base, `connected`, or the
 * clone is whole).
 */
function checkoutLacksHead(git, event, 
/** The clone holds the history between the base and HEAD (a merge base was found in it), shallow or not. */
opts = {}) {
    const { head, base } = event;
    const at = git.head();
    if (!at || event.merged)
        return undefined;
    if (!base) {
        // A payload without the base commit (never GitHub's, but a step must not pass on the base
        // branch's files for it): under pull_request_target GITHUB_SHA is the base branch's commit;
        // a head commit the payload names must be what is checked out, a parent of it (GitHub's
        // merge commit), or in its history.
        if (event.name === 'pull_request_target' && at === event.sha && at !== head)
            return lacksHeadText(event, `HEAD ${changed_files_short(at)}`);
        if (!head || at === head || git.parents(at).includes(head))
            return undefined;
        if (!git.hasCommit(head) && git.hasRemote('origin'))
            git.fetch([head]);
        return git.hasCommit(head) && git.isAncestor(head, at) ? undefined : lacksHeadText(event, `HEAD ${changed_files_short(at)}`);
    }
    // A payload without the head commit (never GitHub's): what shows the base branch checked out
    // without it still fails the step, rather than check the base's files as the change's.
    if (!head)
        return (event.name === 'pull_request_target' && at === event.sha) || at === base
            ? lacksHeadText(event, `HEAD ${changed_files_short(at)}`)
            : undefined;
    if (head === base || at === head)
        return undefined;
    const parents = git.parents(at);
    if (parents.includes(head))
        return undefined;
    let lacks = (event.name === 'pull_request_target' && at === event.sha) ||
        at === base ||
        (parents.length === 1 && parents[0] === base) ||
        (git.hasCommit(base) && git.isAncestor(at, base));
    // The whole history, and of the event's repository (the base commit is in it: a workflow may
    // check out another repository, whose history cannot hold the event's commits).
    if (!lacks && (opts.connected || !git.isShallow()) && git.hasCommit(base)) {
        if (!git.hasCommit(head) && git.hasRemote('origin'))
            git.fetch([head]);
        lacks = !git.hasCommit(head) || !git.isAncestor(head, at);
    }
    if (!lacks)
        return undefined;
    return lacksHeadText(event, `HEAD ${changed_files_short(at)}`);
}
/**
 * Why the checkout is not the push the event describes, or undefined: HEAD is the commit before
 * the push (or one behind it), or, the clone holding the whole history of the event's repository
 * (the commit before the push is in it), a commit whose history lacks the pushed one (fetched if
 * missing). HEAD is the push when it is the pushed commit or a commit on top of it (a later push
 * checked out); a shallow clone that cannot tell, a push that created its branch (no commit
 * before it to know the repository by) and a deleted branch are not refused.
 */
function checkoutLacksPush(git, event) {
    const at = git.head();
    if (!at || !event.after || isZeroSha(event.after) || at === event.after)
        return undefined;
    if (!event.before || isZeroSha(event.before))
        return undefined;
    // A tag push names tag objects (an annotated tag's own id): the commits they tag are compared.
    const before = git.commitOf(event.before);
    if (!before)
        return undefined;
    if (!git.hasCommit(event.after) && git.hasRemote('origin'))
        git.fetch([event.after], git.isShallow() ? 1 : undefined);
    const after = git.commitOf(event.after) ?? event.after;
    if (at === after || git.parents(at).includes(after))
        return undefined;
    let lacks = at === before || git.isAncestor(at, before);
    if (!lacks && !git.isShallow())
        lacks = !git.hasCommit(after) || !git.isAncestor(after, at);
    if (!lacks)
        return undefined;
    return `the checkout (HEAD ${changed_files_short(at)}) does not hold the pushed commit ${changed_files_short(after)}, so its files are not the ones to check; check out the pushed commit (actions/checkout's default for push)`;
}
/** What a step that would check the wrong files says: the checkout (`which`) lacks the head commit. */
function lacksHeadText(event, which) {
    const what = event.kind === 'merge_group' ? 'merge group' : `pull request${event.prNumber ? ` #${event.prNumber}` : ''}`;
    return `the checkout (${which}) does not hold the ${what}'s head commit${event.head ? ` ${changed_files_short(event.head)}` : ''}, so its files are not the ones to check; check out the ${what === 'merge group' ? 'merge group' : 'pull request'} (actions/checkout's default for pull_request; with pull_request_target, set its \`ref\` to the head commit)`;
}
/** Listed files looked at in the workspace, and changed files compared with the base commit's copy. */
const LOOKED_AT = 200;
const COMPARED_WITH_BASE = 5;
/**
 * With no git (actions/checkout downloads the repository where git is missing), under
 * pull_request_target (whose default ref is the base branch; pull_request's is GitHub's merge
 * commit), whether the workspace holds the pull request, from the GitHub API's listing of its
 * files, which names each one's blob at the head commit. Only what a checkout of the base
 * branch cannot show counts for the head: an added (or renamed-to) file there as the head has
 * it, or a changed file whose copy is not the base commit's text (the head's, or a merge of
 * it). A removed file still there, an added one missing, or a changed file with the base's
 * text (line ends aside) shows another checkout, unless the change kept the file's bytes (a
 * mode change) or changed only its line ends: the error, unless something showed the head.
 * A symlink tells nothing (the contents API gives its target's text).
 */
async function apiCheckoutLacksHead(root, event, files, baseText) {
    // Only where the default checkout is not the change: pull_request's is GitHub's merge commit.
    if (event.name !== 'pull_request_target')
        return undefined;
    let other = 0;
    let missing = 0;
    const changed = [];
    for (const f of files.slice(0, LOOKED_AT)) {
        if (f.status === 'unchanged')
            continue;
        const here = workspaceBlob(external_node_path_default().join(root, f.filename));
        if (f.status === 'removed') {
            if (here)
                other++;
            continue;
        }
        if (here === null) {
            missing++;
            continue;
        }
        if (here === undefined)
            continue;
        if (f.status === 'added' || f.status === 'renamed' || f.status === 'copied') {
            if (f.sha && blobId(here, f.sha.length) === f.sha)
                return undefined;
            continue;
        }
        changed.push({ rel: f.filename, here, sha: f.sha });
    }
    // Each changed file against the base commit's copy. When the head's blob is the base's
    // bytes (a mode change, a change the base branch made too), it tells nothing. Else a copy
    // that is the head's blob shows the head; one that is the base's text, line ends aside (a
    // checkout may write CRLF, .gitattributes), the base branch; any other, a merge of the head.
    const lf = (t) => t.replace(/\r\n/g, '\n');
    for (const c of changed.slice(0, COMPARED_WITH_BASE)) {
        const base = await baseText(c.rel);
        if (base?.state !== 'present')
            continue;
        const text = c.here.toString('utf8');
        if (text === base.text || lf(text) === lf(base.text)) {
            // The base's text here (line ends aside). A change that kept the bytes (a mode change)
            // or only changed line ends (which a checkout writing CRLF undoes) tells nothing; else
            // the base branch is checked out.
            const kept = !!c.sha &&
                (blobId(c.here, c.sha.length) === c.sha || blobId(Buffer.from(lf(text), 'utf8'), c.sha.length) === c.sha);
            if (!kept)
                other++;
            continue;
        }
        // Not the base's text: the head's, or a merge of it with the base's own edit.
        return undefined;
    }
    if (other || missing)
        return lacksHeadText(event, other
            ? "no git: its files compared with the GitHub API's listing of the pull request"
            : 'no git: files the pull request adds or changes are missing; if actions/checkout used `path:`, set the `working-directory` input to it');
    return undefined;
}
/** A file's content as git hashes it (a symlink: its target), null when nothing is there, undefined when it cannot be told. */
function workspaceBlob(abs) {
    try {
        const st = (0,external_node_fs_.lstatSync)(abs);
        // A symlink: the contents API answers with its target's text, not the link's blob.
        if (st.isSymbolicLink())
            return undefined;
        if (!st.isFile() || st.size > 16 * 1024 * 1024)
            return undefined;
        return (0,external_node_fs_.readFileSync)(abs);
    }
    catch (e) {
        const code = e.code;
        return code === 'ENOENT' || code === 'ENOTDIR' ? null : undefined;
    }
}
/** git's object id of a blob: SHA-1 (40 hex digits) or, in a SHA-256 repository, SHA-256. */
function blobId(bytes, hexLength) {
    return (0,external_node_crypto_.createHash)(hexLength === 64 ? 'sha256' : 'sha1')
        .update(`blob ${bytes.length}\0`)
        .update(bytes)
        .digest('hex');
}
function fromEntries(entries, untracked) {
    const changed = new Set();
    const removed = [];
    for (const e of entries) {
        if (e.status === 'deleted')
            removed.push({ path: e.path });
        else if (e.status === 'renamed') {
            changed.add(e.path);
            if (e.from !== undefined)
                removed.push({ path: e.from, to: e.path });
        }
        else
            changed.add(e.path);
    }
    for (const u of untracked)
        changed.add(u);
    return { changed: withSkillDirs(changed), removed };
}
/**
 * A folder named SKILL.md that the change fills is changed too: git names only the files under
 * it, and the scan reports the folder itself (a ReadError), which the changed-only report
 * must keep, as a full scan does.
 */
function withSkillDirs(changed) {
    for (const p of [...changed]) {
        const dir = (0,files/* skillDirOf */.tO)(p);
        if (dir)
            changed.add(dir);
    }
    return changed;
}
function fromPullFiles(files) {
    const changed = new Set();
    const removed = [];
    for (const f of files) {
        if (f.status === 'removed')
            removed.push({ path: f.filename });
        else if (f.status === 'unchanged')
            continue;
        else {
            changed.add(f.filename);
            if (f.status === 'renamed' && f.previous_filename)
                removed.push({ path: f.previous_filename, to: f.filename });
        }
    }
    return { changed: withSkillDirs(changed), removed };
}
/** The commit to diff from for a pull request: `base` itself for GitHub's merge commit, else the merge base. */
function prDiffBase(git, base, event, info) {
    const head = git.head();
    if (!head)
        return undefined;
    // actions/checkout checks out refs/pull/N/merge: a merge commit whose first parent is the base.
    if (git.parents(head).includes(base))
        return base;
    let mb = git.mergeBase(base, head);
    if (mb || !git.isShallow() || !git.hasRemote('origin'))
        return mb;
    for (const depth of DEEPEN_STEPS) {
        info(`Deepening the shallow clone to ${depth} commits to find the merge base`);
        git.fetch([base], depth);
        if (!git.fetch([head], depth) && event.head && event.head !== head)
            git.fetch([event.head], depth);
        mb = git.mergeBase(base, head);
        if (mb)
            return mb;
        if (!git.isShallow())
            break;
    }
    return undefined;
}
function viaGit(git, from, how) {
    const entries = git.diff(from);
    if (!entries)
        return undefined;
    // Untracked files are changed files too (made by an earlier step): a listing git could not
    // finish would leave the SKILL.md files it skipped unchecked, so the whole tree is scanned.
    const untracked = git.untracked();
    if (!untracked) {
        const why = git.failure();
        return full('Full scan', `git could not list the untracked files (${why.length > 300 ? why.slice(0, 300) + '\u2026' : why})`);
    }
    return { full: false, how, ...fromEntries(entries, untracked), source: 'git' };
}
async function collectChanges(event, changedOnly, deps) {
    const { git } = deps;
    if (!changedOnly)
        return full('Full scan (changed-only is false)');
    if (event.kind === 'push') {
        if (!event.before && event.problem)
            return full('Full scan', event.problem);
        if (!event.before || isZeroSha(event.before))
            return full(`Full scan (the push created the ${event.tag ? 'tag' : 'branch'}: no earlier commit to compare with)`);
        if (event.forced)
            return full('Full scan (force push: the previous commit may be gone)');
        const before = event.before;
        if (!git)
            return full('Full scan', `${deps.notGit ?? NOT_GIT}, so the files changed by the push are unknown`);
        if (!ensureCommit(git, before))
            return full('Full scan', `the push's previous commit ${changed_files_short(before)} could not be fetched`);
        return (viaGit(git, before, `Files changed by the push since ${changed_files_short(before)} (git)`) ??
            full('Full scan', `git diff against ${changed_files_short(before)} failed`));
    }
    if (event.kind !== 'pull_request' && event.kind !== 'merge_group') {
        if (event.problem)
            return full('Full scan', event.problem);
        return full(event.name ? `Full scan (event "${event.name}" has no base to compare with)` : 'Full scan (not run by an event)');
    }
    const what = event.kind === 'merge_group' ? 'merge group' : `pull request${event.prNumber ? ` #${event.prNumber}` : ''}`;
    if (!event.base)
        return full('Full scan', `${event.problem ?? 'no base commit in the event'}`);
    const base = event.base;
    const reasons = [];
    if (git && ensureCommit(git, base)) {
        const from = prDiffBase(git, base, event, deps.info);
        if (from) {
            const set = viaGit(git, from, `Files changed by the ${what} since ${changed_files_short(from)} (git)`);
            if (set)
                return set.full ? set : { ...set, from };
            reasons.push('git diff failed');
        }
        else
            reasons.push(`no merge base with ${changed_files_short(base)} in the git history`);
    }
    else
        reasons.push(git ? `the base commit ${changed_files_short(base)} could not be fetched` : (deps.notGit ?? NOT_GIT));
    if (event.kind === 'pull_request' && event.prNumber && deps.api) {
        if (event.changedFiles !== undefined && event.changedFiles >= PR_FILES_CAP) {
            return full('Full scan', `the ${what} changes ${event.changedFiles} files; GitHub lists at most ${PR_FILES_CAP}, so every SKILL.md is checked`);
        }
        try {
            const api = await deps.api();
            const { files, capped } = await api.listPullFiles(event.prNumber);
            if (capped) {
                return {
                    ...full('Full scan', `the ${what} changes at least ${PR_FILES_CAP} files, GitHub's limit for listing them, so every SKILL.md is checked`),
                    pullFiles: files,
                };
            }
            // Fewer files than the event says the pull request changes: a listing that lost pages
            // (a server that pages otherwise, or sends one page twice), or a pull request changed
            // since; either way not all of them.
            const listed = new Set(files.map((f) => f.filename)).size;
            if (event.changedFiles !== undefined && listed < event.changedFiles) {
                return {
                    ...full('Full scan', `the GitHub API listed ${listed} of the ${event.changedFiles} files the event says the ${what} changes, so every SKILL.md is checked`),
                    pullFiles: files,
                };
            }
            return {
                full: false,
                how: `Files changed by the ${what} (GitHub API, ${files.length} file${files.length === 1 ? '' : 's'})`,
                ...fromPullFiles(files),
                source: 'api',
                pullFiles: files,
            };
        }
        catch (e) {
            reasons.push(`the GitHub API failed (${apiErrorText(e)})`);
        }
    }
    else if (event.kind === 'pull_request') {
        reasons.push(deps.api ? 'no pull request number in the event' : 'no github-token for the GitHub API');
    }
    return full('Full scan', `the files changed by the ${what} are unknown: ${reasons.join('; ')}`);
}

// EXTERNAL MODULE: ./src/action/baseline.ts
var baseline = __webpack_require__(6611);
;// CONCATENATED MODULE: ./src/action/annotations.ts
/**
 * Findings as workflow annotations, and repository text in the log without letting it
 * become a workflow command.
 *
 * @actions/core's issueCommand escapes `%`, CR and LF in the message and additionally
 * `:` and `,` in properties (file, title), so a value holding `::error::` or `%0A` stays
 * data. Raw log output (core.info) is not escaped: every line of repository text goes
 * inside a `::stop-commands::<random token>` \u2026 `::<token>::` block.
 */


/** GitHub shows at most this many annotations of each type (error, warning, notice) per step. */
const ANNOTATION_LIMIT = 10;
/**
 * Annotations issued of each type at most: GitHub shows 10 a step and 50 a job, and every
 * finding is in the log's listing anyway (5,000 broken skills issued 55,000 annotation
 * commands, 36 MB of log).
 */
const ANNOTATIONS_ISSUED = 50;
/** Every finding and drift item as an annotation: errors first, then warnings, each in report order. */
function annotationsFor(results, drift, opts) {
    const errors = [];
    const warnings = [];
    for (const r of results) {
        for (const f of r.findings) {
            (f.severity === 'error' ? errors : warnings).push({
                level: f.severity,
                file: opts.toFile(r.path),
                line: Math.max(1, f.line),
                column: Math.max(1, f.column),
                title: f.code,
                message: (0,report_text/* shown */.SP)(f.message),
            });
        }
    }
    for (const d of drift) {
        const at = d.kind === 'removed' ? opts.lockEntry?.(d.id) : undefined;
        errors.push({
            level: 'error',
            file: at ? at.file : opts.toFile(d.path),
            line: Math.max(1, at ? at.line : d.line),
            column: Math.max(1, at ? at.column : d.column),
            title: `drift/${d.kind}`,
            message: (0,report_text/* shown */.SP)(d.message),
        });
    }
    return [...errors, ...warnings];
}
/**
 * Issues the annotations, the first ANNOTATIONS_ISSUED of each type (GitHub keeps the first
 * ANNOTATION_LIMIT); returns how many there were of each type.
 */
function emitAnnotations(core, list) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const a of list) {
        if (++counts[a.level] > ANNOTATIONS_ISSUED)
            continue;
        core[a.level](a.message, a.file === undefined
            ? { title: a.title }
            : { title: a.title, file: a.file, startLine: a.line, startColumn: a.column });
    }
    return counts;
}
/** Annotation types that went over GitHub's per-step limit, as sentences for the log and summary. */
function overflowNotes(counts) {
    const out = [];
    for (const level of ['error', 'warning', 'notice']) {
        if (counts[level] > ANNOTATION_LIMIT) {
            out.push(`GitHub shows only the first ${ANNOTATION_LIMIT} ${level} annotations of a step; all ${counts[level]} are in the log above and the reports (the job summary shows as many as fit in 1 MiB).`);
        }
    }
    return out;
}
/**
 * Prints text that may hold repository content: indented, inside a stop-commands block
 * whose token is random and absent from the text, so no line can act as a command.
 */
function printRaw(info, text) {
    const body = text.replace(/\n+$/, '');
    if (!body)
        return;
    let token = `skillgate-${(0,external_node_crypto_.randomUUID)()}`;
    while (body.includes(token))
        token = `skillgate-${(0,external_node_crypto_.randomUUID)()}`;
    info(`::stop-commands::${token}`);
    info(body
        .split('\n')
        .map((l) => `  ${l.replace(/[\r\x00-\x08\x0b-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`)
        .join('\n'));
    info(`::${token}::`);
}


// EXTERNAL MODULE: ./src/rules/v1.ts
var v1 = __webpack_require__(9570);
;// CONCATENATED MODULE: ./src/action/summary.ts
/**
 * The job summary (Markdown): outcome, files checked, a table of findings, lock drift,
 * capability changes against the base lock, and notes. Repository text is escaped so it
 * renders as text; the whole stays under GitHub's 1 MiB step-summary limit.
 */





/** GitHub rejects a step summary over 1 MiB; keep a margin for what follows the tables. */
const SUMMARY_LIMIT = 1024 * 1024 - 16 * 1024;
/** Escapes every ASCII punctuation character (CommonMark backslash escapes) and flattens control characters. */
function md(s) {
    // Bidi controls, zero-width characters and C1 controls shown as escapes (`safe`), as in the
    // log: a file name cannot read one way and be another.
    return (0,report_text/* safe */.gB)(s.replace(/[\r\n\t]+/g, ' ').replace(/[\x00-\x1f\x7f\u2028\u2029]/g, '')).replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`);
}
/**
 * A file name as Markdown: as `md`, but a line break or tab in it is shown as `\n` / `\t`,
 * as the log shows it (flattened to a space, `a\nb` and `a b` read as one name).
 */
function mdName(s) {
    return md((0,report_text/* safe */.gB)(s));
}
/**
 * A declared tool name (or a memory scope) in a list of them: as it is when it reads as one name, else quoted with
 * what it holds spelled out (`"Read, Bash"`, `"Gre\u0000p"`), as the findings show it: flattened
 * or joined with `, `, a name could read as another, or as two.
 */
function mdTool(s) {
    if (s.length > diagnostic/* QUOTE_CUT */.Ir)
        return mdName((0,diagnostic/* quoteCut */.Hj)(s));
    return s === '' || /[\s,"\\]/.test(s) || (0,report_text/* safe */.gB)(s) !== s ? mdName(JSON.stringify(s)) : md(s);
}
/** Names in a cell, at most LISTED_NAMES of them (a skill may declare 100,000), each as `name` shows it. */
function names(xs, name) {
    if (xs.length <= diff/* LISTED_NAMES */.TW)
        return xs.map(name).join(', ');
    return `${xs.slice(0, diff/* LISTED_NAMES */.TW).map(name).join(', ')} and ${xs.length - diff/* LISTED_NAMES */.TW} more`;
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/**
 * A line of the step's own that quotes repository text (a note, a warning, a file name from
 * the config): at most `max` characters, cut in the middle, so that a pull request's config
 * cannot push the summary past GitHub's limit or crowd out the findings. Never splits a
 * surrogate pair.
 */
function brief(s, max = 2000) {
    if (s.length <= max)
        return s;
    let head = Math.floor((max * 3) / 4);
    let tail = s.length - Math.floor(max / 4);
    if (/[\ud800-\udbff]/.test(s[head - 1]))
        head--;
    if (/[\udc00-\udfff]/.test(s[tail]))
        tail++;
    return `${s.slice(0, head)} \u2026 (${tail - head} characters cut) \u2026 ${s.slice(tail)}`;
}
function buildSummary(full, limit = SUMMARY_LIMIT) {
    const input = {
        ...full,
        how: brief(full.how),
        fallback: full.fallback === undefined ? undefined : brief(full.fallback),
        lockfile: brief(full.lockfile, 512),
        warnings: (full.warnings ?? []).map((n) => brief(n)),
        problems: (full.problems ?? []).map((n) => brief(n)),
        notes: full.notes.map((n) => brief(n)),
        reportPath: full.reportPath === undefined ? undefined : brief(full.reportPath, 512),
        sarifPath: full.sarifPath === undefined ? undefined : brief(full.sarifPath, 512),
    };
    const s = (0,summary/* summarize */.e)(input.results, input.drift, input.durationMs);
    s.warnings += input.stepWarnings ?? 0;
    const invalid = input.results.filter((r) => r.findings.some((f) => f.severity === 'error')).length;
    const parts = [];
    // The lists below the tables take at most a quarter of the limit each: a pull request
    // that removes or adds thousands of skills must not push the summary past 1 MiB.
    const capped = (rows, more, share = 4) => {
        let room = Math.floor(limit / share);
        let n = 0;
        while (n < rows.length && Buffer.byteLength(rows[n]) + 1 <= room)
            room -= Buffer.byteLength(rows[n++]) + 1;
        return n < rows.length ? [...rows.slice(0, n), `\n_${more(rows.length - n)}_`] : rows;
    };
    const mark = input.failed ? '\u274c' : s.errors || s.drift || s.warnings ? '\u26a0\ufe0f' : '\u2705';
    const headline = [
        `${plural(s.files, 'SKILL.md file')} checked`,
        `${invalid} invalid`,
        plural(s.errors, 'error'),
        plural(s.warnings, 'warning'),
    ];
    if (input.lockChecked)
        headline.push(`${s.drift} lock drift`);
    if (input.excluded)
        headline.push(`${input.excluded} excluded by config`);
    parts.push(`## ${mark} skillgate\n`);
    parts.push(`**${headline.join(' \u00b7 ')}**\n`);
    parts.push(`${mdName(input.how)}${input.fallback ? `: ${mdName(input.fallback)}` : ''}.\n`);
    // What failed the step beside the findings, first; then the step's own warnings under the
    // headline: a reviewer reads them before the tables.
    for (const p of input.problems ?? [])
        parts.push(`> [!CAUTION]\n> ${mdName(p)}\n`);
    if (input.keyring?.changed) {
        parts.push(`> [!WARNING]\n> ${mdName(brief(keyringChangedText(input.keyring.file, input.keyring.source)))}\n`);
    }
    if (input.keyring?.warning)
        parts.push(`> [!WARNING]\n> ${mdName(brief(input.keyring.warning))}\n`);
    // One per link, nested repository, ...: as many as a pull request adds, so capped too (an
    // eighth of the limit each, the warnings and the notes: the lists below take a quarter each).
    const callouts = (kind, list, what) => capped(list.map((w) => `> [!${kind}]\n> ${mdName(w)}\n`), (n) => `${n} more ${what}${n === 1 ? ' is' : 's are'} in the log.`, 8);
    parts.push(...callouts('WARNING', input.warnings ?? [], 'warning'));
    parts.push(...callouts('NOTE', input.notes, 'note'));
    parts.push('| outcome | files |\n|---|---:|');
    for (const o of diagnostic/* OUTCOMES */.im)
        parts.push(`| ${o} | ${s[o]} |`);
    parts.push('');
    const tail = [];
    if (input.removed.length) {
        tail.push(`### Removed SKILL.md files\n`);
        const rows = input.removed.map((r) => `- ${mdName(r.path)}${r.to ? ` (renamed to ${mdName(r.to)})` : ' (deleted)'}` +
            (input.lockChecked && r.pinned
                ? r.to
                    ? `: its entry in ${mdName(input.lockfile)} must follow it`
                    : `: its skill must leave ${mdName(input.lockfile)}`
                : ''));
        tail.push(...capped(rows, (n) => `${n} more removed ${n === 1 ? 'file is' : 'files are'} in the log.`));
        tail.push('');
    }
    if (input.capabilities) {
        tail.push('### Capability changes against the base lock\n');
        if ('note' in input.capabilities)
            tail.push(`Not compared: ${mdName(brief(input.capabilities.note))}.\n`);
        else if (!input.capabilities.changes.length)
            tail.push(`No skill gains a tool or memory scope compared with ${mdName(input.capabilities.lockfile ?? input.lockfile)} at ${input.capabilities.base}.\n`);
        else {
            tail.push(`Compared with ${mdName(input.capabilities.lockfile ?? input.lockfile)} at ${input.capabilities.base}.\n`);
            const rows = input.capabilities.changes.map((c) => {
                const tools = names(c.tools, (t) => `${mdTool(t.name)} (${t.class ?? 'unclassified'})`) || '\u2014';
                const scopes = names(c.scopes, mdTool) || '\u2014';
                const note = c.isNew ? ' (new)' : c.renamedFrom !== undefined ? ` (was ${md(c.renamedFrom)})` : '';
                return `| ${md((0,diagnostic/* nameCut */.Kj)(c.id))}${note} | ${mdName(c.path)} | ${tools} | ${scopes} |`;
            });
            const kept = capped(rows, (n) => `${n} more ${n === 1 ? 'skill gains' : 'skills gain'} capabilities; every one is in the log.`);
            // No row fits (one skill gaining 1 MiB of tools): no table header without rows.
            if (kept.length > 1 || kept[0] === rows[0])
                tail.push('| skill | file | gains tools | gains memory scopes |\n|---|---|---|---|');
            tail.push(...kept);
            tail.push('');
        }
    }
    const files = [
        input.reportPath && `JSON report: ${mdName(input.reportPath)}`,
        input.sarifPath && `SARIF: ${mdName(input.sarifPath)}`,
    ]
        .filter(Boolean)
        .join(' \u00b7 ');
    tail.push(`<sub>skillgate ${md(input.version)} \u00b7 fail\\-on: ${md(input.failOn)} \u00b7 ${Math.round(input.durationMs)} ms${files ? ` \u00b7 ${files}` : ''}</sub>\n`);
    const tailText = tail.join('\n');
    // Tables last to first in priority: findings, then drift, cut when the limit nears.
    let size = Buffer.byteLength(parts.join('\n')) + Buffer.byteLength(tailText) + 1024;
    const add = (line) => {
        const n = Buffer.byteLength(line) + 1;
        if (size + n > limit)
            return false;
        parts.push(line);
        size += n;
        return true;
    };
    const errorRows = [];
    const warningRows = [];
    for (const r of input.results) {
        for (const f of r.findings) {
            (f.severity === 'error' ? errorRows : warningRows).push(`| ${f.severity === 'error' ? '\u274c error' : '\u26a0\ufe0f warning'} | ${mdName(r.path)} | ${f.line}:${f.column} | ${md(f.code)} | ${mdName((0,report_text/* shown */.SP)(f.message))} |`);
        }
    }
    const driftRows = input.lockChecked
        ? input.drift.map((d) => {
            const at = (d.kind === 'removed' ? input.lockEntry?.(d.id) : undefined) ?? {
                file: d.path,
                line: d.line,
                column: d.column,
            };
            return `| ${md(d.kind)}${d.escalation ? ' \u2b06\ufe0f' : ''} | ${mdName((0,diagnostic/* nameCut */.Kj)(d.id))} | ${mdName(at.file)} | ${at.line}:${at.column} | ${mdName((0,report_text/* shown */.SP)(d.message))} |`;
        })
        : [];
    // What fails the step gets the room first: errors (leaving drift a share when there is
    // drift), then drift, then the rest of the errors, then warnings. 20,000 warnings must not
    // crowd out the drift that failed the step.
    const TABLE_OVERHEAD = 400;
    let room = limit - size - 3 * TABLE_OVERHEAD;
    const take = (body, from, cap) => {
        let n = from;
        while (n < body.length) {
            const cost = Buffer.byteLength(body[n]) + 1;
            if (cost > room || cost > cap)
                break;
            room -= cost;
            cap -= cost;
            n++;
        }
        return n;
    };
    let errorsShown = take(errorRows, 0, driftRows.length ? Math.floor(room * 0.6) : room);
    const driftShown = take(driftRows, 0, room);
    errorsShown = take(errorRows, errorsShown, room);
    const warningsShown = take(warningRows, 0, room);
    /** A titled table of the rows chosen above, then a note of what was left out. */
    const table = (title, header, body, left, more) => {
        add(title);
        add(header);
        for (const row of body)
            parts.push(row);
        size += body.reduce((n, row) => n + Buffer.byteLength(row) + 1, 0);
        if (left > 0)
            parts.push(`\n_${more(left)}_`);
        parts.push('');
    };
    const findingRows = errorRows.slice(0, errorsShown).concat(warningRows.slice(0, warningsShown));
    const findingsLeft = errorRows.length - errorsShown + warningRows.length - warningsShown;
    if (errorRows.length + warningRows.length) {
        table('### Findings\n', '| severity | file | line:col | code | message |\n|---|---|---|---|---|', findingRows, findingsLeft, (n) => `${n} more findings are not shown here (${plural(errorRows.length - errorsShown, 'error')}, ${plural(warningRows.length - warningsShown, 'warning')}; the summary is limited to 1 MiB); every finding is in the log and the report files.`);
    }
    else if (input.results.length) {
        // The headline counts the step's own warnings (an escalation, a file no check reads): "No
        // findings." beside "2 warnings" read as a contradiction.
        const own = input.stepWarnings ?? 0;
        add(own
            ? `No findings in the files checked; the ${own === 1 ? 'warning counted above is' : `${own} warnings counted above are`} the step's own (in this summary's other sections, and in the log).\n`
            : 'No findings.\n');
    }
    if (input.lockChecked) {
        if (driftRows.length) {
            table(`### Lock drift (${mdName(input.lockfile)})\n`, '| kind | skill | file | line:col | message |\n|---|---|---|---|---|', driftRows.slice(0, driftShown), driftRows.length - driftShown, (n) => `${n} more drift items are in the log and the report files.`);
        }
        else
            add(`The lock check found no drift against ${mdName(input.lockfile)}.\n`);
    }
    // ADR-028: what each checked skill may actually use (declared \u2229 profile \u2229 classified).
    const list = (xs) => (xs.length ? names(xs, mdTool) : '\u2014');
    const toolRows = input.results
        .filter((r) => r.data?.id)
        .map((r) => 
    // Every name the skill declares, unknown ones too (they are findings above, never effective).
    `| ${md((0,diagnostic/* nameCut */.Kj)(r.data.id))} | ${mdName(r.path)} | ${list((0,v1/* declaredOf */.yN)(r.data, 'allowed_tools'))} | ${list(r.effective_tools ?? [])} |`);
    if (toolRows.length) {
        const before = parts.length;
        const headed = add('### Effective tools\n') && add('| skill | file | declared | effective |\n|---|---|---|---|');
        let shown = 0;
        while (headed && shown < toolRows.length && add(toolRows[shown]))
            shown++;
        if (shown === 0) {
            // No row fits: no table head without a body, one line instead.
            parts.length = before;
            parts.push(`### Effective tools\n\n_The effective tools of ${toolRows.length} skills are in the report files (the summary is limited to 1 MiB)._`);
        }
        else if (shown < toolRows.length)
            parts.push(`\n_${toolRows.length - shown} more skills are in the report files._`);
        parts.push('');
    }
    parts.push(tailText);
    return parts.join('\n');
}
/** What to say about a change that edits the trusted keyring. */
function keyringChangedText(file, source) {
    const how = source === 'base commit'
        ? "signatures were checked against the base commit's copy, so a key it adds counts only after merge"
        : source === 'revocations'
            ? "in trust mode local only its revocations count, and both the base commit's copy's and this change's apply, so a revocation it removes counts only after merge"
            : source === 'base revocations'
                ? "in trust mode local only its revocations count; this change moves the keyring, so the base commit's copy's apply, and the moved copy's count only after merge"
                : source === 'own revocations'
                    ? "in trust mode local only its revocations count, and the base commit's copy could not be read, so this change's apply"
                    : 'the keyring is not in use for this run';
    return `This change edits the trusted keyring ${file}: ${how}. Review every added or removed key before merging.`;
}
/** A short summary for a run that stopped on a usage error. */
function errorSummary(version, message) {
    return `## \u274c skillgate\n\nThe check did not run: ${md(brief(message, 8000))}\n\n<sub>skillgate ${md(version)}</sub>\n`;
}

// EXTERNAL MODULE: ./src/telemetry/index.ts
var telemetry = __webpack_require__(7327);
;// CONCATENATED MODULE: ./src/action.ts
/**
 * GitHub Action mode: inputs -> files to check -> engine -> annotations, log, job
 * summary, reports and outputs. src/index.ts loads this module only when the runner
 * starts the entry (GITHUB_ACTIONS set, no arguments); @actions/* load lazily from here.
 */



































/**
 * Where the step runs from: the runner starts an action in GITHUB_WORKSPACE. Started from
 * a directory outside it (a hand-made runner environment), the workspace is still the
 * repository the step checks: the check must not pass on an unrelated directory.
 */
function actionDirectory(env) {
    const here = process.cwd();
    const ws = env.GITHUB_WORKSPACE ? external_node_path_default().resolve(env.GITHUB_WORKSPACE) : undefined;
    if (!ws || !(0,external_node_fs_.existsSync)(ws))
        return here;
    const real = (0,files/* realOr */.yA)(ws);
    const hereReal = (0,files/* realOr */.yA)(here);
    return hereReal === real || hereReal.startsWith(real + (external_node_path_default()).sep) ? here : ws;
}
/**
 * A SKILL.md the change set names as changed that is neither in the scan nor on disk at
 * that path: then the change set's paths are not this checkout's. (One that is on disk but
 * not in the scan is excluded by config, which is fine.)
 */
function changedButNotHere(changes, scanned, root) {
    const known = new Set();
    for (const f of scanned.files)
        known.add(f.rel);
    for (const p of scanned.problems)
        known.add(p.ref.rel);
    for (const p of changes.changed) {
        if (isSkillPath(p) && !known.has(p) && !(0,external_node_fs_.existsSync)(external_node_path_default().join(root, p)))
            return p;
    }
    return undefined;
}
/** The config or keyring file, when the change edits or removes it (repository-relative). */
function policyFileChanged(changes, settings) {
    // Its own path, or the file a symlink at it leads to (`.skillgate.yml -> conf/sg.yml`).
    for (const rel of (0,files/* policyPaths */.ff)(settings)) {
        if ((0,files/* touchedAtOrAbove */.ah)(changes.changed, rel) || changes.removed.some((r) => r.path === rel || r.to === rel))
            return rel;
    }
    return undefined;
}
function isSkillPath(p) {
    return p === files/* SKILL_FILE */.LF || p.endsWith(`/${files/* SKILL_FILE */.LF}`);
}
/**
 * A `.gitattributes` the change edits, adds or removes: it decides how git writes files into
 * the checkout (`working-tree-encoding=UTF-16`, `eol`, a filter), so a SKILL.md the change
 * does not touch may read otherwise here (and in every checkout after the merge).
 */
function attributesChanged(changes) {
    for (const p of changes.changed)
        if ((0,files/* isAttributesPath */.VV)(p))
            return p;
    for (const r of changes.removed)
        if ((0,files/* isAttributesPath */.VV)(r.path))
            return r.path;
    return undefined;
}
async function check(inputs, settings, event, core, match) {
    // The config was checked before it was read (settingsFor).
    // Refused where the config names them (the annotation on its line), as a keyring not there is.
    refuseOutsideLink(settings.root, settings.trustedKeys, 'trusted keyring', !!inputs.trustedKeys, (m) => inputs.trustedKeys ? new diagnostic/* UsageError */.eb(m) : (0,config_types/* namedFileError */.Gd)(settings, 'trustedKeys', m));
    refuseOutsideLink(settings.root, settings.lockfile, 'lockfile', !!inputs.lockfile, (m) => inputs.lockfile ? new diagnostic/* UsageError */.eb(m) : (0,config_types/* namedFileError */.Gd)(settings, 'lockfile', m));
    const git = settings.inGit ? new action_git.Git(settings.root, (s) => core.debug(s)) : undefined;
    // A checkout under a workspace that is none (actions/checkout with `path:`, no
    // working-directory): its lockfile would go unread, its drift unchecked.
    if (!git && !(0,external_node_fs_.existsSync)((0,run/* resolveIn */.QH)(settings, settings.lockfile))) {
        // Each checkout's lockfile as its own config names it (a plain `lockfile:` line), else the default.
        const unread = unreadNestedLock(settings.root, (checkout) => configuredLockfile(external_node_path_default().join(settings.root, checkout)));
        if (unread)
            throw new diagnostic/* UsageError */.eb(unread);
    }
    let apiPromise;
    const api = inputs.githubToken && event.owner && event.repo
        ? () => (apiPromise ??= makeApi(inputs.githubToken, event.owner, event.repo))
        : undefined;
    const prLike = event.kind === 'pull_request' || event.kind === 'merge_group';
    // How the base commit's warnings name the change (a merge group is no pull request).
    const change = event.kind === 'merge_group' ? 'this merge group' : 'this pull request';
    const baseSha = baselineCommit(event);
    if (git && baseSha)
        ensureCommit(git, baseSha);
    // A checkout of the base branch would pass a pull request unchecked; one of the commit before
    // a push (or behind it), the push.
    const lacks = !git
        ? undefined
        : prLike
            ? checkoutLacksHead(git, event)
            : event.kind === 'push'
                ? checkoutLacksPush(git, event)
                : undefined;
    if (lacks)
        throw new diagnostic/* UsageError */.eb(lacks);
    // A pull request whose payload names no base commit gets a reader that can read nothing:
    // the keyring then fails closed and BaseConfigUnavailable says what the PR's config decided,
    // as when the base commit cannot be fetched. Without one, the PR would trust its own key.
    const reader = baseSha
        ? { sha: baseSha, git, api: prLike ? api : undefined, change }
        : prLike
            ? { sha: '', change }
            : undefined;
    const wasShallow = !!git && prLike && git.isShallow();
    const changeDeps = {
        git,
        api,
        info: (s) => core.info(s),
        notGit: git ? undefined : notGitReason(settings.root),
    };
    let changes = await collectChanges(event, inputs.changedOnly, changeDeps);
    // No git to ask what the checkout is: the API's listing tells whether its files are the
    // pull request's (under pull_request_target, a checkout of the base branch's would pass).
    // (A full scan, changed-only: false, asks for the listing for this alone.)
    if (!git && prLike && reader) {
        let listing = changes.pullFiles;
        if (!listing && !inputs.changedOnly && api && event.kind === 'pull_request' && event.prNumber) {
            try {
                listing = (await (await api()).listPullFiles(event.prNumber)).files;
            }
            catch {
                // Not known: as when the change set could not be listed (its fallback says why).
            }
        }
        const lacksHead = listing && (await apiCheckoutLacksHead(settings.root, event, listing, (rel) => (0,baseline/* readAtBase */.z1)(reader, rel)));
        if (lacksHead)
            throw new diagnostic/* UsageError */.eb(lacksHead);
    }
    // The pull request's own change set, for a checkout of its head commit (headOnly below):
    // the run's, or, for a full scan (changed-only: false), asked of git here all the same.
    let own = changes.from !== undefined ? changes : undefined;
    if (!own && prLike && git && !inputs.changedOnly) {
        const probe = await collectChanges(event, true, changeDeps);
        if (!probe.full && probe.from !== undefined)
            own = probe;
    }
    // Deepened while looking for the merge base, to its whole history or far enough to find it:
    // now the clone can tell a checkout behind the base, or of the base branch moved on.
    if (git && wasShallow && (!git.isShallow() || own?.from !== undefined)) {
        const again = checkoutLacksHead(git, event, { connected: own?.from !== undefined });
        if (again)
            throw new diagnostic/* UsageError */.eb(again);
    }
    // Every SKILL.md under `paths` is checked, changed or not, so duplicate ids are found
    // against unchanged copies; the findings reported are those of the changed files. The
    // lock covers the whole tree (as `skillgate lock` sees it), whatever `paths` selects.
    // A pull request's own include/exclude cannot leave a skill out of the check: what the
    // base commit's scope selects is scanned too (scanScopeAtBase).
    let scopeChanged;
    let policyChanged;
    if (prLike && reader) {
        const atBase = await (0,baseline/* scanScopeAtBase */.Ad)(settings, reader);
        settings = atBase.settings;
        scopeChanged = atBase.warning;
        policyChanged = await (0,baseline/* policyChangesAtBase */.yC)(settings, reader, {
            profile: !!inputs.profile,
            brokerVersion: !!inputs.brokerVersion,
        });
    }
    // A SKILL.md symlink that leads out of the checkout is not read (FileRef.fence): a pull
    // request cannot make the runner read one of its files and quote it in a message.
    const scanned = (0,files/* scanRepository */.Gw)(settings);
    // A SKILL.md symlink whose target changed is a changed skill, though the change set
    // names only the target (a retargeted link on the way, or a deleted target, too).
    const withLinks = (set) => {
        const linked = (0,files/* throughTouchedLinks */.D7)(settings.root, scanned.files, touchedPaths(set)).filter((f) => !set.changed.has(f.rel));
        return linked.length ? { ...set, changed: new Set([...set.changed, ...linked.map((f) => f.rel)]) } : set;
    };
    if (!changes.full)
        changes = withLinks(changes);
    // The pull request's own change set: the run's (the full scans below keep its files), or the
    // one asked for a full scan, the same way.
    if (own)
        own = changes.from !== undefined ? changes : withLinks(own);
    const unmatched = changes.full ? undefined : changedButNotHere(changes, scanned, settings.root);
    const policy = changes.full ? undefined : policyFileChanged(changes, settings);
    const attributes = changes.full || policy ? undefined : attributesChanged(changes);
    if (attributes && !unmatched) {
        changes = {
            ...changes,
            full: true,
            how: `Full scan (the change edits ${attributes})`,
            fallback: `${JSON.stringify(attributes)} changed, and it decides how git writes every file into the checkout (an encoding, line ends, a filter): checking every SKILL.md`,
        };
    }
    if (policy && !unmatched) {
        // The rules every skill is held to changed: unchanged skills may now fail them.
        changes = {
            ...changes,
            full: true,
            how: `Full scan (the change edits ${policy})`,
            fallback: `${JSON.stringify(policy)} changed, and every skill is held to it: checking every SKILL.md`,
        };
    }
    if (unmatched) {
        // The change set does not describe this checkout (the repository in a subdirectory of
        // the workspace, say): check everything rather than less than what changed. A name that
        // is not UTF-8 reaches the change set decoded (U+FFFD), a name no file has.
        const notUtf8 = unmatched.includes('\uFFFD');
        changes = {
            ...changes,
            full: true,
            how: notUtf8
                ? 'Full scan (a changed file has a name that is not UTF-8)'
                : 'Full scan (the changed files are not in this checkout)',
            fallback: notUtf8
                ? `the changed file ${JSON.stringify(unmatched)} has a name that is not valid UTF-8 (shown with U+FFFD), so it cannot be found by that name: checking every SKILL.md instead (each such file is a ReadError)`
                : `the changed file ${JSON.stringify(unmatched)} is not at that path in the checked repository: checking every SKILL.md instead (if actions/checkout used \`path:\`, set the \`working-directory\` input to it)`,
        };
    }
    // A checkout of the pull request's head commit (not GitHub's merge commit: the change set
    // runs from their merge base) holds the base branch as it was when the pull request
    // branched off: against the base commit's lock, only what the pull request touched is its
    // doing. What the base branch did since (a skill and a lockfile it added, a tool it took
    // away) is not, and the merge keeps the base branch's side of it.
    // (Also for a full scan: changed-only false, or a change to the config or .gitattributes.
    // Not when the change set does not describe this checkout: its paths are not these.)
    const headOnly = prLike &&
        reader &&
        own?.from !== undefined &&
        own.from !== reader.sha &&
        !changedButNotHere(own, scanned, settings.root)
        ? touchedBy(own)
        : undefined;
    // When it touches neither the config nor the keyring, a difference between them and the base
    // commit's is the base branch's: its settings are used all the same (they decide), but the
    // pull request is not warned of changing them.
    const ownPolicy = headOnly && policyFileChanged(own, settings);
    const blames = (warning) => (headOnly && !ownPolicy ? undefined : warning);
    let ctx;
    let keyring;
    let trustWarning;
    if (prLike && reader && !inputs.trust) {
        trustWarning = await (0,baseline/* trustAtBase */.PL)(settings, reader);
        if (trustWarning)
            settings = { ...settings, trust: 'registry' };
    }
    let lockMoved;
    if (prLike && reader && !inputs.lockfile) {
        const atBase = await (0,baseline/* lockfileAtBase */.Ej)(settings, reader);
        settings = atBase.settings;
        lockMoved = atBase.warning;
        if (lockMoved)
            refuseOutsideLink(settings.root, settings.lockfile, 'lockfile', false);
    }
    let configWarning;
    if (prLike && reader) {
        const touched = (rel) => changes.full
            ? undefined
            : changes.changed.has(rel) ||
                changes.removed.some((r) => r.path === rel) ||
                // A settings file that is a symlink through what the change touched (a submodule it
                // bumps, which git names alone): its text changed with it.
                (0,files/* throughTouchedLinks */.D7)(settings.root, [{ abs: external_node_path_default().resolve(settings.root, rel), rel }], touchedPaths(changes)).length > 0;
        configWarning = await (0,baseline/* configUnavailableAtBase */.rO)(settings, reader, touched, {
            trust: !!inputs.trust,
            lockfile: !!inputs.lockfile,
        });
        keyring = await (0,baseline/* keyringForPullRequest */.fI)(settings, reader, touched, !!inputs.trustedKeys);
        ctx = keyring.ctx;
    }
    else {
        ctx = (0,run/* contextFor */.BT)(settings);
    }
    // Read the lock before checking: a bad lockfile fails the step whatever the skills say.
    let lock = (0,run/* readLock */.mF)(settings, settings.lockfileExplicit);
    let lockText;
    if (lock) {
        try {
            lockText = (0,setting_file/* readSettingFile */.F)(external_node_path_default().resolve(settings.root, settings.lockfile), run/* MAX_LOCKFILE_BYTES */.hP, false, settings).toString('utf8');
        }
        catch {
            lockText = undefined;
        }
    }
    // A push that moves the lockfile (its config names another) is compared with the lockfile
    // the commit before it used: at the new path that commit has none, and every gain went unseen.
    let pushBase;
    if (!prLike && reader && !inputs.lockfile) {
        const atBase = await (0,baseline/* lockfileAtBase */.Ej)(settings, reader, true);
        if (atBase.warning) {
            pushBase = atBase.settings;
            lockMoved = atBase.warning;
        }
    }
    const base = reader ? await (0,baseline/* baseLock */.LS)(pushBase ?? settings, reader) : undefined;
    let lockFromBase = false;
    let lockRemoved;
    if (reader && base?.lock && !lock) {
        const short = (0,baseline/* shortSha */.Fu)(reader);
        if (prLike) {
            // A pull request cannot switch the lock check off by deleting the lockfile (as it
            // cannot by moving it): it is checked against the base commit's. A head-commit checkout
            // may lack it only because the base branch added it since: then nothing is said.
            lock = base.lock;
            lockText = base.text;
            lockFromBase = true;
            const rel = (0,baseline/* inRepository */.yJ)(settings, settings.lockfile) ?? settings.lockfile;
            if (!headOnly || headOnly(rel))
                lockRemoved = `${settings.lockfile} is in the base commit ${short} but not in this checkout: this change is checked against the base commit's ${settings.lockfile} (restore it, or make sure removing it was meant)`;
        }
        else if (!pushBase)
            lockRemoved = `${settings.lockfile} is in the base commit ${short} but not in this checkout: the lock check is off for this change (restore it, or make sure removing it was meant)`;
        // Moved by the push's config: removed only when the previous commit's lockfile is gone too.
        else if (!(0,external_node_fs_.existsSync)(external_node_path_default().resolve(settings.root, pushBase.lockfile)))
            lockRemoved = `${pushBase.lockfile} is in the base commit ${short} but not in this checkout, nor is ${settings.lockfile}, which the config names now: the lock check is off for this change (run skillgate lock, or make sure removing it was meant)`;
    }
    else if (reader && !lock && (base?.unreadable || base?.invalid)) {
        // No lockfile here, and none from the base commit to check against: one the base has but
        // that is not valid there, or one that cannot be read while the change deletes it. (A
        // full scan does not know what it changed, and most repositories without a lockfile
        // never had one: nothing is said then but BaseConfigUnavailable's "the lockfile comes
        // from this pull request's own config".)
        const rel = (0,baseline/* inRepository */.yJ)(settings, settings.lockfile) ?? settings.lockfile;
        const short = (0,baseline/* shortSha */.Fu)(reader);
        if (base.invalid)
            lockRemoved = `${settings.lockfile} is in the base commit ${short}, where it is not valid, but not in this checkout: the lock check is off for this change (restore a valid one, or make sure removing it was meant)`;
        else if (changes.removed.some((r) => r.path === rel))
            lockRemoved = `this change deletes ${settings.lockfile}, and the base commit ${short}'s copy could not be read: the lock check is off for this change (restore it, or make sure removing it was meant; fetch the base commit to check against it)`;
    }
    // A changed skill's result says whether more than its version, tools and scopes changed.
    if (lock)
        ctx = { ...ctx, locked: lock.skills };
    const inPaths = {
        ...scanned,
        files: scanned.files.filter((f) => match(f.rel)),
        // A folder that could not be read is reported when a SKILL.md under it may be in `paths`.
        problems: scanned.problems.filter((p) => (isSkillPath(p.ref.rel) ? match : match.mayHold)(p.ref.rel)),
    };
    const narrowed = inPaths.files.length !== scanned.files.length || inPaths.problems.length !== scanned.problems.length;
    // A `paths` input that matches no SKILL.md is a typo until shown otherwise, in a pull
    // request too (where the changed files may be none of them): only files the config leaves
    // out prove it is not (the check then has nothing to say about them).
    // The default `**/SKILL.md` matches every SKILL.md: with it, only a `!` glob that left out
    // every one the scan found is a mistake (a repository with no skill yet is not).
    const pathsMatchedNothing = (!inputs.paths.includes('**/SKILL.md') || scanned.files.length > 0 || scanned.problems.length > 0) &&
        inPaths.files.length === 0 &&
        inPaths.problems.length === 0 &&
        !(scanned.excluded > 0 &&
            (0,files/* scanRepository */.Gw)({ ...settings, include: [], exclude: [], alsoScan: undefined }).files.some((f) => match(f.rel)));
    let whole;
    const wholeTree = () => (whole ??= (0,run/* checkAll */.K7)(scanned, ctx, undefined, { record: false }));
    const ids = () => new Set(wholeTree().flatMap((r) => (r.data?.id ? [r.data.id] : [])));
    const reported = (r) => changes.full || changes.changed.has(r.path);
    // Telemetry counts what the report does: the changed files, not every one under paths.
    const selected = (0,run/* checkAll */.K7)(inPaths, ctx, narrowed ? ids : undefined, { record: reported });
    if (!narrowed)
        whole = selected;
    // The report lists at most MAX_RUN_FINDINGS findings: of the files it reports, in its order.
    const results = (0,engine/* listWithinRun */.H_)(selected.filter(reported));
    if (!changes.full) {
        // An unchanged stub whose replacement the change deletes or renumbers: its error is the change's.
        const touched = [...changes.removed.map((r) => r.path), ...changes.changed].filter(isSkillPath);
        const broken = await (0,broken_stubs.stubsBrokenByChange)(selected.filter((r) => !reported(r)), touched, reader, settings);
        if (broken.length) {
            for (const b of broken)
                results.push(b);
            results.sort(run/* byPath */.f2);
            // Reported, so counted: a span and the counter for each, as for every file checked.
            (0,telemetry.recordAdded)(broken);
        }
    }
    const drift = lock
        ? (0,run/* drift */.UL)(lock, wholeTree(), results, (0,files/* whyNotScanned */.ce)(settings)).filter(
        // The base commit's lock against a head-commit checkout: the skills the pull request touched.
        (d) => !(lockFromBase && headOnly) || headOnly(d.path))
        : [];
    let capabilities;
    let unbumped;
    // What permission profiles let through now that they did not at the base commit: for skills
    // moved or edited (an x-profile or disallowed_tools edit, re-pinned in the lock, gave Bash
    // unsaid), and, when the pull request changed the profiles, for every skill.
    const profileChanges = async (lockAtBase, mine, tree) => {
        if (!reader)
            return [];
        // Skills moved or edited, judged with the profiles and classes of this check: their
        // x-profile and disallowed_tools at the base (on a head-commit checkout, at the commit the
        // pull request branched from: an edit the base branch made since is not its doing).
        const edits = async (at, all) => (0,baseline/* profileEscalations */.W)(lockAtBase, mine, settings, tree, await (0,baseline/* xProfilesAtBase */.bF)(lockAtBase, mine, reader, settings, all, at));
        const from = headOnly ? own?.from : reader.sha;
        const policy = await (0,baseline/* policyAtBase */.bo)(settings, reader);
        // The same policy, or one the base commit's config does not give: edits judged alone (with
        // no commit the pull request branched from, on a head-commit checkout, moves alone, as the
        // base commit's copy may hold the base branch's own edit).
        if (!policy || policy === 'same')
            return from === undefined ? edits(reader.sha, false) : edits(from, true);
        // A policy the base branch changed since the pull request branched (the merge keeps its
        // side): the pull request's own edits judged with this check's.
        if (headOnly && !ownPolicy)
            return from === undefined ? [] : edits(from, true);
        // Other profiles or tool classes than the base commit's: the pull request's doing, and
        // every skill judged.
        const all = wholeTree();
        const edited = await (0,baseline/* xProfilesAtBase */.bF)(lockAtBase, all, reader, settings, true);
        return (0,baseline/* profileEscalations */.W)(lockAtBase, all, settings, (0,run/* snapshots */.ml)(all), edited, policy);
    };
    // A head-commit checkout judges the skills the pull request touched, and those whose lock
    // entry it re-pinned itself (its lockfile against the one at the commit it branched from):
    // a re-pin granting an untouched skill Bash went unseen there.
    const repinnedByChange = () => {
        const out = new Set();
        if (!headOnly || !lock || lockFromBase || !git || own?.from === undefined)
            return out;
        const rel = (0,baseline/* inRepository */.yJ)(settings, settings.lockfile) ?? settings.lockfile;
        if (!headOnly(rel))
            return out;
        const blob = git.blob(own.from, rel);
        let before;
        try {
            before = blob?.state === 'present' ? (0,lockfile/* parseLockfile */.tg)(blob.text, rel) : undefined;
        }
        catch {
            before = undefined;
        }
        for (const [id, e] of Object.entries(lock.skills)) {
            const was = before && Object.hasOwn(before.skills, id) ? before.skills[id] : undefined;
            if (!was || JSON.stringify(was) !== JSON.stringify(e))
                out.add(e.path);
        }
        return out;
    };
    if (reader && base) {
        const repinned = repinnedByChange();
        const mine = base.lock ? wholeTree().filter((r) => !headOnly || headOnly(r.path) || repinned.has(r.path)) : [];
        const tree = (0,run/* snapshots */.ml)(mine);
        capabilities = base.lock
            ? {
                base: (0,baseline/* shortSha */.Fu)(reader),
                // What they declare, then what their permission profiles let through.
                changes: [...(0,baseline/* capabilityChanges */.ID)(base.lock, tree, settings), ...(await profileChanges(base.lock, mine, tree))],
                lockfile: pushBase?.lockfile,
            }
            : { note: base.note ?? 'no base lock' };
        if (base.lock)
            unbumped = (0,baseline/* unbumpedVersions */.YU)(base.lock, tree);
    }
    // git pairs a deleted file with an added one by their likeness: when the lock pinned another
    // skill at the old path than the new path declares, that is a deletion (and an addition).
    const idAt = new Map(wholeTree().map((r) => [r.path, r.data?.id]));
    // (The base commit's lock when this checkout has none: a push that deletes the lockfile.)
    const pins = lock ?? base?.lock;
    const pinnedAt = new Map(pins ? Object.entries(pins.skills).map(([id, e]) => [e.path, id]) : []);
    const removed = changes.removed
        .filter((r) => isSkillPath(r.path))
        .map((r) => {
        const pinned = pinnedAt.has(r.path);
        // A rename to a name that is no SKILL.md (SKILL.md.bak) removes the skill.
        if (r.to !== undefined && !isSkillPath(r.to))
            return { path: r.path, pinned };
        const was = r.to === undefined ? undefined : pinnedAt.get(r.path);
        const now = r.to === undefined ? undefined : idAt.get(r.to);
        return was !== undefined && now !== undefined && was !== now ? { path: r.path, pinned } : { ...r, pinned };
    });
    // A `skill.md` is no SKILL.md (the name is exact), but an agent on a case-insensitive file
    // system loads it as one: said where its SKILL.md would be checked.
    // A folder symlink the change adds, leading to skills no check reads.
    const keptByConfigAt = (0,files/* keptByConfig */.Sr)(settings);
    // The links the change adds, and those whose target it fills; in a full scan, every symlink
    // the index holds: the whole tree is under review.
    const links = trackedSymlinks(git);
    const uncheckedLinks = uncheckedLinkedSkills(settings.root, 
    // (A change to a link itself may retarget a chain that other links go through: all then.)
    changes.full || links.some((l) => changes.changed.has(l))
        ? links
        : [...changes.changed, ...linksLeadingTo(settings.root, links, changes.changed)], () => new Set(scanned.files.map((f) => (0,files/* realOr */.yA)(f.abs))), (rel) => keptByConfigAt(rel) && match(rel));
    const misnamed = (scanned.misnamed ?? []).filter((rel) => match(rel.slice(0, -files/* SKILL_FILE */.LF.length) + files/* SKILL_FILE */.LF) && (changes.full || changes.changed.has(rel)));
    const nested = (0,files/* nestedRepos */.Zl)(settings, scanned).filter((n) => match(n.skill) && (changes.full || changes.changed.has(n.rel) || changes.changed.has('.gitmodules')));
    const submodulesAway = changes.full ? [] : (0,files/* submodulesNotCheckedOut */.kB)(settings, changes.changed);
    // Config that does nothing, as the CLI's repository scan says it: on the whole tree.
    const profilePaths = Object.values(settings.permissionProfiles).some((p) => p.paths.length > 0);
    const idle = (0,common/* idleConfig */.Tj)({
        settings,
        excluded: scanned.excluded,
        results: profilePaths || scanned.files.length === 0 ? wholeTree() : scanned.files.map((f) => ({ path: f.rel })),
    });
    const noLock = lockRemoved ? undefined : (0,common/* lockfileNotFound */.j2)(settings, !!lock);
    if (noLock)
        idle.push(noLock);
    return {
        settings,
        results,
        drift,
        repinned: repinnedIn(lock, wholeTree),
        idle,
        excluded: scanned.excluded,
        misnamed,
        nested,
        submodulesAway,
        pathsMatchedNothing,
        uncheckedLinks,
        lockChecked: !!lock,
        changes,
        keyring: keyring && headOnly && !ownPolicy ? { ...keyring, changed: false } : keyring,
        capabilities,
        unbumped,
        selects: match,
        prLike: prLike && !event.merged,
        removed,
        lockText,
        trustWarning: blames(trustWarning),
        configWarning,
        lockRemoved,
        lockMoved: blames(lockMoved),
        scopeChanged: blames(scopeChanged),
        policyChanged: blames(policyChanged),
    };
}
/**
 * The step's own warnings, repository-relative, in the order they are reported: a keyring
 * edit, a removed lockfile, what the config decided (on the config file), a keyring that
 * could not be read.
 */
/** The keyring a KeyringChanged is about: the base commit's when the PR moves it, else the settings'. */
function changedKeyring(run, settings) {
    return run.keyring?.file ?? settings.trustedKeys;
}
const PATHS_MATCHED_NOTHING = 'input "paths" matched no SKILL.md file in the repository';
/**
 * How annotations name a file (by its real path): as the repository does, which is how a
 * pull request's diff names it: relative to the git work tree's top when that lies in the
 * workspace (actions/checkout with `path: repo` puts it below; the runner passes a relative
 * path on as it is). With no git (actions/checkout downloads a tarball where git is missing),
 * the repository is the folder `working-directory` names (README), and files are named from it
 * too. A file outside the repository (a lockfile input beside it) as the workspace names it.
 */
function annotationNames(env, cwd, realRoot, rootIsRepository) {
    // The working directory is a real path (the OS resolves it); a workspace reached through
    // a symlink must be too, or every annotation path comes out absolute.
    const workspace = env.GITHUB_WORKSPACE ? (0,files/* realOr */.yA)(external_node_path_default().resolve(env.GITHUB_WORKSPACE)) : cwd;
    const base = rootIsRepository && (0,files/* isUnder */.Jo)(workspace, realRoot) ? realRoot : workspace;
    return (abs) => (0,files/* relPath */.nA)((0,files/* isUnder */.Jo)(base, abs) ? base : workspace, abs);
}
/**
 * The running workflow's file, repository-relative, from GITHUB_WORKFLOW_REF
 * (`owner/repo/.github/workflows/ci.yml@refs/heads/main`): where a warning about the
 * step's inputs belongs. Undefined when the variable says something else.
 */
function workflowFile(env) {
    const m = /^([^/@]+\/[^/@]+)\/(\.github\/workflows\/[^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '');
    // A workflow of another repository (a reusable one's caller elsewhere) has no file here.
    if (!m || !env.GITHUB_REPOSITORY || m[1].toLowerCase() !== env.GITHUB_REPOSITORY.toLowerCase())
        return undefined;
    return m[2];
}
/** The paths the change set changed, added, deleted or renamed (either name). */
function touchedPaths(changes) {
    return new Set([...changes.changed, ...changes.removed.flatMap((r) => [r.path, ...(r.to ? [r.to] : [])])]);
}
/** Whether a path is one the change set touched (touchedPaths). */
function touchedBy(changes) {
    const touched = touchedPaths(changes);
    return (rel) => touched.has(rel);
}
/**
 * The end of a CapabilityEscalation or VersionNotBumped message: what the change did to the
 * lockfile (re-pinned the skill, or deleted the lockfile), then `todo`, before merging a pull
 * request or `later` on a push (merged already).
 */
/** Run.repinned for the checkout's `lock` and the tree's skills. */
function repinnedIn(lock, tree) {
    if (!lock)
        return () => true;
    // The ids a DuplicateId is reported on (one file linked into several folders is one skill,
    // not a copy: its links are no DuplicateId), found on the first question.
    let duplicated;
    return (id, tools = [], scopes = []) => {
        if (!duplicated) {
            duplicated = new Set();
            for (const r of tree())
                if (r.data?.id && r.findings.some((f) => f.code === 'DuplicateId'))
                    duplicated.add(r.data.id);
        }
        const e = Object.hasOwn(lock.skills, id) ? lock.skills[id] : undefined;
        if (!e || duplicated.has(id))
            return false;
        // Sets for long lists: a skill may gain 100,000 scopes, each looked up in as many.
        const within = (xs, pinned) => {
            if (xs.length * pinned.length <= 256)
                return xs.every((x) => pinned.includes(x));
            const set = new Set(pinned);
            return xs.every((x) => set.has(x));
        };
        return within(tools, e.allowed_tools) && within(scopes, e.allowed_memory_scopes);
    };
}
function withTheLock(run, todo, later) {
    // No lockfile at all (the config names one that is not there): nothing re-pinned it.
    const lock = run.lockRemoved
        ? run.prLike
            ? 'this change deletes the lockfile'
            : 'the change deleted the lockfile'
        : run.lockText === undefined
            ? 'no lockfile pins it (the lock check is off)'
            : run.prLike
                ? 'this change re-pins it in the lockfile'
                : 'the lockfile was re-pinned with it';
    return `and ${lock}: ${todo}${run.prLike ? ' before merging' : later}`;
}
function stepWarningsOf(run, settings, env) {
    const at = (file) => (0,files/* relPath */.nA)(settings.root, external_node_path_default().resolve(settings.root, file));
    const out = [];
    // `file` '': a warning on no file (path '').
    const add = (code, file, message) => {
        if (message)
            out.push({ code, path: file && at(file), line: 1, column: 1, message, severity: 'warning' });
    };
    if (run.keyring?.changed)
        add('KeyringChanged', changedKeyring(run, settings), keyringChangedText(changedKeyring(run, settings), run.keyring.source));
    add('LockfileRemoved', run.settings.lockfile, run.lockRemoved);
    const config = run.settings.configFile ?? core_config/* CONFIG_FILE */.g2;
    add('LockfileMoved', config, run.lockMoved);
    add('ScanScopeChanged', config, run.scopeChanged);
    add('PolicyChanged', config, run.policyChanged);
    add('TrustWeakened', config, run.trustWarning);
    add('BaseConfigUnavailable', config, run.configWarning);
    // A skill that gains a tool or a memory scope and whose lockfile entry the change re-pins:
    // no drift says it (the lock agrees), so it is said here, on the key, for the reviewer.
    // (Without the re-pin, the drift error says it; a new skill's capabilities are all new.)
    // Within `paths`, as every finding of the step is.
    if (run.capabilities && 'changes' in run.capabilities) {
        // The gains a drift error says already (`changed` with an escalation lists what it adds);
        // drift that says something else (a signer changed) leaves the gain to this warning.
        const said = new Map();
        for (const d of run.drift) {
            const got = said.get(d.id) ?? new Set();
            for (const t of d.added_tools ?? [])
                got.add(`t\0${t}`);
            for (const x of d.added_scopes ?? [])
                got.add(`s\0${x}`);
            said.set(d.id, got);
        }
        const saidAll = (c) => {
            const got = said.get(c.id);
            return !!got && c.tools.every((t) => got.has(`t\0${t.name}`)) && c.scopes.every((x) => got.has(`s\0${x}`));
        };
        for (const c of run.capabilities.changes) {
            if (c.isNew ||
                (!c.profile &&
                    (saidAll(c) ||
                        !run.repinned(c.id, c.tools.map((t) => t.name), c.scopes))) ||
                !run.selects(c.path))
                continue;
            const gains = gainsOf(c);
            const was = c.renamedFrom !== undefined ? ` (pinned as ${JSON.stringify(c.renamedFrom)})` : '';
            // Declared before, let through now: it moved out of a restrictive profile's paths.
            // Through a tool's class alone (the same profile then and now): said as that.
            const sameProfile = !!c.profile && c.profile.before.replace(" (the base commit's)", '') === c.profile.now;
            const byClass = c.profile?.reclassified && sameProfile;
            const undisallowed = c.profile?.undisallowed?.length
                ? `its disallowed_tools listed ${c.profile.undisallowed.map((t) => (0,diagnostic/* quoteCut */.Hj)(t)).join(', ')} at ${run.capabilities.base} and no longer ${c.profile.undisallowed.length === 1 ? 'does' : 'do'}`
                : undefined;
            const message = undisallowed && sameProfile && !c.profile?.reclassified?.length
                ? `skill ${(0,diagnostic/* quoteCut */.Hj)(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too: ${undisallowed} (${c.profile.now} governs it at ${JSON.stringify(c.path)}): review the new capabilities${run.prLike ? ' before merging' : ''}`
                : byClass
                    ? `skill ${(0,diagnostic/* quoteCut */.Hj)(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too, through the config's tool classes: it classes ${c.profile.reclassified.join(', ')} (${c.profile.now} governs it at ${JSON.stringify(c.path)})${undisallowed ? `, and ${undisallowed}` : ''}: review the new capabilities${run.prLike ? ' before merging' : ''}`
                    : c.profile
                        ? `skill ${(0,diagnostic/* quoteCut */.Hj)(c.id)} gains ${gains.join(', ')}, which it declared at ${run.capabilities.base} too, through its permission profile: at ${JSON.stringify(c.profile.basePath)} ${c.profile.before} governed it, now ${c.profile.now} at ${JSON.stringify(c.path)}${c.profile.reclassified ? ` (the config classes ${c.profile.reclassified.join(', ')})` : ''}${undisallowed ? `, and ${undisallowed}` : ''}: review the new capabilities${run.prLike ? ' before merging' : ''}`
                        : `skill ${(0,diagnostic/* quoteCut */.Hj)(c.id)}${was} gains ${gains.join(', ')} against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base}, ${withTheLock(run, 'review the new capabilities', '')}`;
            out.push({
                code: 'CapabilityEscalation',
                path: c.path,
                line: c.at?.line ?? 1,
                column: c.at?.column ?? 1,
                message,
                severity: 'warning',
            });
        }
    }
    // A skill whose frontmatter changed against the base commit's lock, re-pinned without a
    // version bump: no drift says it (the lock agrees), so it is said here, on its version key.
    if (run.unbumped && run.capabilities && 'base' in run.capabilities) {
        // Left out only where a drift error says it (version-not-bumped): drift that says another
        // thing (a signer changed) does not.
        const said = new Set(run.drift.filter((d) => d.kind === 'version-not-bumped').map((d) => d.id));
        for (const u of run.unbumped) {
            if (said.has(u.id) || !run.repinned(u.id) || !run.selects(u.path))
                continue;
            const was = u.renamedFrom !== undefined ? ` (pinned as ${JSON.stringify(u.renamedFrom)})` : '';
            const by = withTheLock(run, u.noVersion ? 'give it a version (metadata.version)' : `bump ${u.versionKey ?? 'version'}`, ' in a follow-up change');
            out.push({
                code: 'VersionNotBumped',
                path: u.path,
                line: u.at?.line ?? 1,
                column: u.at?.column ?? 1,
                message: `skill ${JSON.stringify(u.id)}${was} changed against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base} but ${u.reason}, ${by}`,
                severity: 'warning',
            });
        }
    }
    if (run.keyring?.warning) {
        // On the keyring, or on the config that names it when the work tree has no such file (a
        // PR naming a keyring it does not add): an annotation on a missing file has no place.
        const keys = settings.trustedKeys;
        const placed = !(0,external_node_fs_.existsSync)(external_node_path_default().resolve(settings.root, keys)) && (0,external_node_fs_.existsSync)(external_node_path_default().resolve(settings.root, config));
        add(run.keyring.warningTitle ?? 'KeyringUnavailable', placed ? config : keys, run.keyring.warning);
    }
    // A config under another name (`.skillgate.yaml`) with none read: on itself.
    if (settings.configPath === undefined && settings.configFile === undefined)
        for (const m of (0,core_config/* misnamedConfigs */.sd)(settings.root, 'the config input'))
            add('MisnamedConfig', m.file, m.message);
    // Each misnamed file on itself, the first MISNAMED_SHOWN of them; the rest counted on the next.
    const misnamed = [...new Set(run.misnamed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const rel of misnamed.slice(0, files/* MISNAMED_SHOWN */.Dm))
        add('MisnamedSkillFile', rel, (0,files/* misnamedMessage */.wH)(rel, external_node_path_default().resolve(settings.root, rel)));
    if (misnamed.length > files/* MISNAMED_SHOWN */.Dm)
        add('MisnamedSkillFile', misnamed[files/* MISNAMED_SHOWN */.Dm], (0,files/* misnamedMoreMessage */.ZJ)(misnamed.length - files/* MISNAMED_SHOWN */.Dm));
    for (const l of run.uncheckedLinks)
        add('UncheckedLinkedSkill', l.link, l.message);
    // A submodule on .gitmodules, which declares it (GitHub shows no file inside one).
    for (const n of run.nested)
        add('UncheckedNestedRepository', n.kind === 'submodule' ? '.gitmodules' : '', (0,files/* nestedRepoMessage */.n$)(n));
    // On the config's line that sets it.
    for (const w of run.idle)
        out.push({
            code: w.code,
            path: at(config),
            line: w.at?.line ?? 1,
            column: w.at?.column ?? 1,
            message: w.message,
            severity: 'warning',
        });
    // On the workflow file; on no file when the runner does not say which.
    if (run.pathsMatchedNothing)
        add('PathsMatchedNothing', workflowFile(env) ?? '', PATHS_MATCHED_NOTHING);
    return out;
}
/**
 * Step warnings the summary says in a callout of its own (trust, config, lockfile moved or
 * removed, scope, policy, paths matched nothing, one line for all VersionNotBumped), the
 * keyring callout, or the capability table: every other one is a callout with its message.
 */
/** Step warnings about a file the change deletes: placed on it in SARIF (the deletion is in the diff). */
const ON_DELETED = new Set(['LockfileRemoved', 'KeyringChanged']);
const SUMMARY_SAYS_ELSEWHERE = new Set([
    'TrustWeakened',
    'BaseConfigUnavailable',
    'LockfileMoved',
    'ScanScopeChanged',
    'PolicyChanged',
    'LockfileRemoved',
    'PathsMatchedNothing',
    'VersionNotBumped',
    'KeyringChanged',
    'KeyringMoved',
    'KeyringUnavailable',
    'CapabilityEscalation',
]);
/** One summary line for every VersionNotBumped warning: the annotations and the log have each. */
function unbumpedNote(warnings) {
    if (!warnings.length)
        return undefined;
    if (warnings.length === 1)
        return warnings[0].message;
    const SHOWN = 10;
    const paths = warnings.slice(0, SHOWN).map((w) => w.path);
    const more = warnings.length > SHOWN ? `, and ${warnings.length - SHOWN} more` : '';
    return `${warnings.length} skills changed against the base commit's lock without a version bump (each is a VersionNotBumped warning): ${paths.join(', ')}${more}`;
}
function failureMessage(failOn, errors, warnings, drift, files) {
    const parts = [];
    if (errors)
        parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
    if (drift)
        parts.push(`${drift} lock drift`);
    if (failOn === 'warning' && warnings)
        parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
    return `skillgate: ${parts.join(', ')} in ${files} checked SKILL.md file${files === 1 ? '' : 's'} (fail-on: ${failOn})`;
}
/**
 * The lockfile a checkout's .skillgate.yml names (its top-level `lockfile`, as YAML reads it),
 * the default when it has no config; CONFIG_FILE itself when its config names none that can be
 * told (it cannot be read, does not parse, names one by an absolute path or an anchor): the
 * checkout uses skillgate, and a scan from the workspace would not read its config either.
 */
function configuredLockfile(dir) {
    const file = external_node_path_default().join(dir, core_config/* CONFIG_FILE */.g2);
    if (!(0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false }))
        return config_types/* DEFAULT_LOCKFILE */.U;
    try {
        // Bounded, a regular file only (a link to /dev/zero must not fill memory).
        const parsed = (0,core_document/* parseYamlText */.cd)((0,read/* readBounded */.CB)(file, core_config/* MAX_CONFIG_BYTES */.GW, false).toString('utf8'));
        if (!parsed.ok)
            return core_config/* CONFIG_FILE */.g2;
        const value = parsed.root?.entries.find((e) => e.key.value === 'lockfile')?.value;
        if (value === undefined)
            return config_types/* DEFAULT_LOCKFILE */.U;
        if (value.kind === 'scalar' && typeof value.value === 'string' && value.value && !external_node_path_default().isAbsolute(value.value))
            return value.value;
    }
    catch {
        // unreadable: said as a config the step cannot tell
    }
    return core_config/* CONFIG_FILE */.g2;
}
/**
 * Sets the step's outputs, all or none: a GITHUB_OUTPUT write that fails half-way (a full
 * disk) is cut back to the length it had, so that no later step reads `status=ok` from a step
 * that says its outputs are not set, nor an entry without its closing delimiter.
 */
function setOutputs(core, env, outputs) {
    const file = env.GITHUB_OUTPUT;
    let size;
    try {
        if (file)
            size = (0,external_node_fs_.statSync)(file).size;
    }
    catch {
        // Not there: setOutput says so.
    }
    try {
        for (const [name, value] of outputs)
            core.setOutput(name, value);
    }
    catch (e) {
        if (file && size !== undefined)
            try {
                (0,external_node_fs_.truncateSync)(file, size);
            }
            catch {
                // Cannot be cut back either: what was written stays, and the step says it failed.
            }
        throw e;
    }
}
/** Why the step's outputs were not set: GITHUB_OUTPUT could not be written. */
function outputsUnwritten(env, e) {
    return `GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT ?? '')}, which cannot be written: ${(0,io_text/* fsReason */.EG)(e)} (the step's outputs are not set)`;
}
/**
 * Where skills' bytes are, for the report paths' guard: each skill the run read (its real
 * path), and every file on the way of a SKILL.md symlink git tracks (each link of a chain,
 * and the file at its end), whether the run read that skill or not (a run of a change reads
 * only the skills it touched). Keyed by the place (its folder's real path, then its name),
 * naming the skill.
 */
function skillFilesByPlace(settings, results) {
    const out = new Map();
    for (const r of results)
        out.set((0,files/* realOr */.yA)(external_node_path_default().resolve(settings.root, r.path)), r.path);
    const git = settings.inGit ? new action_git.Git(settings.root, () => { }) : undefined;
    for (const rel of trackedSymlinks(git)) {
        if (rel !== files/* SKILL_FILE */.LF && !rel.endsWith(`/${files/* SKILL_FILE */.LF}`))
            continue;
        let hop = external_node_path_default().resolve(settings.root, rel);
        // Up to 40 links, as the kernel follows them.
        for (let n = 0; n < 40; n++) {
            let target;
            try {
                if (!(0,external_node_fs_.lstatSync)(hop).isSymbolicLink())
                    break;
                target = (0,external_node_fs_.readlinkSync)(hop);
            }
            catch {
                break;
            }
            // As the kernel reads it: a `..` after a folder link leaves the folder the link leads to
            // (`lnk/../mid.md` with `lnk -> a/deep` is `a/mid.md`), so the folder is resolved unnormalised.
            const raw = external_node_path_default().isAbsolute(target) ? target : `${external_node_path_default().dirname(hop)}${(external_node_path_default()).sep}${target}`;
            hop = external_node_path_default().join((0,files/* realOr */.yA)(external_node_path_default().dirname(raw)), external_node_path_default().basename(raw));
            if (!out.has(hop))
                out.set(hop, rel);
        }
        const real = (0,files/* realOr */.yA)(external_node_path_default().resolve(settings.root, rel));
        if (!out.has(real))
            out.set(real, rel);
    }
    return out;
}
async function runAction(opts = {}) {
    const core = opts.core ?? (await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(183)]).then(__webpack_require__.bind(__webpack_require__, 6421)));
    const env = opts.env ?? process.env;
    const cwd = opts.cwd ?? actionDirectory(env);
    const t0 = (0,clock/* now */.tB)();
    // A link's target is read only when git tracks it: in a checkout, any other file is an
    // earlier step's (a .env, a token), and the pull request's own .gitignore would decide.
    (0,files/* onlyTrackedLinkTargets */.dt)();
    const writeSummary = async (text) => {
        if (!env.GITHUB_STEP_SUMMARY)
            return;
        try {
            await core.summary.addRaw(text, true).write();
        }
        catch (e) {
            // The findings are in the log and the reports either way: said, not a failure.
            // In words (fsReason): Node's message names the runner's absolute path.
            // @actions/core's own check quotes the path too: said in words.
            const why = /^Unable to access summary file/.test(String(e?.message))
                ? 'the file GITHUB_STEP_SUMMARY names is missing, or cannot be read and written'
                : (0,io_text/* fsReason */.EG)(e);
            core.warning(`the job summary was not written: ${(0,report_text/* safeLines */.Bv)(why)}`, { title: 'skillgate' });
        }
    };
    const pipesWere = (0,read/* setNamedPipes */.f1)(false);
    // Telemetry's warnings (a collector that is down, say) are the step's warnings, shown on the
    // run's page, not a plain line in the log.
    (0,telemetry.setTelemetryWarning)((message) => core.warning(message, { title: 'skillgate: telemetry' }));
    // The repository's folder (`working-directory`), once the inputs are read: outside git, the
    // config errors' annotations name files from it, as the findings' do.
    let repoDir;
    try {
        core.info(`skillgate ${version/* VERSION */.x}`);
        // The runner creates this file; one that is gone would fail the step after the whole check.
        if (env.GITHUB_OUTPUT && !(0,external_node_fs_.existsSync)(env.GITHUB_OUTPUT))
            throw new diagnostic/* UsageError */.eb(`GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT)}, which does not exist: the step's outputs cannot be written (the runner creates this file; a step before this one may have removed it)`);
        if (env.GITHUB_OUTPUT && (0,files/* isFolder */.lQ)(env.GITHUB_OUTPUT))
            throw new diagnostic/* UsageError */.eb(`GITHUB_OUTPUT names ${JSON.stringify(env.GITHUB_OUTPUT)}, which is a folder: the step's outputs cannot be written (the runner creates a file there)`);
        // The runner creates the workspace: one that is not there is no checkout to fall back
        // from (the directory the step started in was checked instead, reports written there).
        if (env.GITHUB_WORKSPACE && !(0,files/* isFolder */.lQ)(external_node_path_default().resolve(env.GITHUB_WORKSPACE)))
            throw new diagnostic/* UsageError */.eb(`GITHUB_WORKSPACE names ${JSON.stringify(env.GITHUB_WORKSPACE)}, which ${(0,external_node_fs_.existsSync)(external_node_path_default().resolve(env.GITHUB_WORKSPACE)) ? 'is not a folder' : 'does not exist'}: there is no checkout to check (the runner creates the workspace; a step before this one may have removed it)`);
        // The runner writes INPUT_FAIL-ON; a hand-written environment may say INPUT_FAIL_ON.
        const inputs = readInputs((name) => core.getInput(name) || (env[`INPUT_${name.replace(/[ -]/g, '_').toUpperCase()}`] ?? ''), cwd);
        if (inputs.githubToken)
            core.setSecret(inputs.githubToken);
        repoDir = external_node_path_default().resolve(cwd, inputs.workingDirectory || '.');
        const settings = await settingsFor(inputs, cwd, env);
        const event = readEvent(env);
        const run = await check(inputs, settings, event, core, pathMatcher(inputs.paths));
        const durationMs = (0,clock/* now */.tB)() - t0;
        const s = (0,summary/* summarize */.e)(run.results, run.drift, durationMs);
        const status = (0,summary/* overallStatus */.g)(run.results, run.drift);
        // The step's own warnings (a keyring or trust change, a removed lockfile, ...): in the
        // reports, the log, the annotations and the summary, counted with the findings' warnings.
        const steps = stepWarningsOf(run, settings, env);
        // Reports first, so they exist whatever happens to the log.
        // Where removed skills' lockfile entries are, as the reports name the lockfile (SARIF, the log).
        const lockEntry = run.lockText ? (0,entry_position/* lockEntryLookup */.a_)(run.lockText, run.settings.lockfile) : undefined;
        const reports = [
            {
                input: 'report-path',
                file: inputs.reportPath,
                text: (0,json/* multiJsonParts */.ki)(run.results, run.drift, durationMs, steps, run.excluded, lockEntry),
            },
        ];
        if (inputs.sarifPath) {
            const cut = (0,sarif/* sarifCutWarning */.GR)(run.results, run.drift, steps);
            if (cut)
                core.warning(cut);
            reports.push({
                input: 'sarif-path',
                file: inputs.sarifPath,
                // A warning on a file the checkout lacks (a config the base commit could not give) is
                // about the run, as its annotation is: a notification, no location. Not a lockfile or
                // keyring the change deletes: the deletion is in the diff, where code scanning shows it.
                text: (0,sarif/* watchedForUpload */.rr)((0,sarif/* sarifParts */.yO)(run.results, run.drift, settings, lockEntry, steps.map((w) => w.path !== '' && !ON_DELETED.has(w.code) && !(0,external_node_fs_.existsSync)(external_node_path_default().resolve(settings.root, w.path))
                    ? { ...w, path: '' }
                    : w), run.excluded), (m) => core.warning(m)),
            });
        }
        // What the step could not write (a report, its outputs): it fails with it, but only after
        // the log, the annotations and the summary have every finding.
        const unwritten = [];
        try {
            // A report named /dev/stdout goes into the log as the findings do: fenced off.
            let skills;
            writeReports(cwd, reports, (text) => printRaw((l) => core.info(l), text), () => (skills ??= skillFilesByPlace(settings, run.results)));
        }
        catch (e) {
            if (!(e instanceof diagnostic/* UsageError */.eb))
                throw e;
            unwritten.push(e.message);
        }
        // None is written when one cannot be (they are put in place together).
        const written = !unwritten.length;
        // The log: how files were chosen, then every finding (repository text, fenced off).
        // One line each: a file name in them is spelled out as the findings spell it.
        const log = [(0,report_text/* safe */.gB)(run.changes.how)];
        if (run.changes.fallback)
            log.push(`Falling back to a full scan: ${(0,report_text/* safe */.gB)(run.changes.fallback)}`);
        log.push((0,report_text/* textReport */.Mf)(run.results, run.drift, durationMs, {
            stepWarnings: steps,
            excluded: run.excluded,
            lockEntry,
        }).replace(/\n$/, ''), ...run.removed.map((r) => `${(0,report_text/* safe */.gB)(r.path)}: ${r.to ? `renamed to ${(0,report_text/* safe */.gB)(r.to)}` : 'deleted'}` +
            (run.lockChecked && r.pinned
                ? `; ${r.to ? 'its entry in' : 'its skill must leave'} ${run.settings.lockfile}${r.to ? ' must follow it' : ''} (run \`skillgate lock\`)`
                : '')));
        if (run.capabilities && 'changes' in run.capabilities) {
            for (const c of run.capabilities.changes) {
                const gains = gainsOf(c).map(report_text/* safe */.gB);
                log.push(`${(0,report_text/* safe */.gB)(c.path)}: ${c.isNew ? 'new skill' : 'skill'} ${(0,report_text/* safe */.gB)((0,diagnostic/* nameCut */.Kj)(c.id))}${c.renamedFrom !== undefined ? ` (was ${(0,report_text/* safe */.gB)(c.renamedFrom)})` : ''} gains ${gains.join(', ')} ${c.profile ? `through its permission profile (${(0,report_text/* safe */.gB)(c.profile.before)} at ${(0,report_text/* safe */.gB)(c.profile.basePath)} at ${run.capabilities.base}, ${(0,report_text/* safe */.gB)(c.profile.now)} now)` : `against ${run.capabilities.lockfile ?? run.settings.lockfile} at ${run.capabilities.base}`}`);
            }
        }
        if (run.keyring?.changed)
            log.push(`${(0,report_text/* safe */.gB)(changedKeyring(run, settings))}: the trusted keyring differs from the base commit's`);
        printRaw((l) => core.info(l), log.join('\n'));
        // safe(): a file name the change controls is spelled out here as in the log line (bidi, zero-width, C1).
        if (run.changes.fallback)
            core.notice((0,report_text/* safe */.gB)(run.changes.fallback), { title: 'skillgate: full scan' });
        // A submodule bump brings files no check reads when the job does not check submodules out.
        const away = run.submodulesAway;
        if (away.length) {
            const named = away
                .slice(0, 5)
                .map((r) => (0,report_text/* safe */.gB)(JSON.stringify(r)))
                .join(', ');
            const more = away.length > 5 ? ` and ${away.length - 5} more` : '';
            const one = away.length === 1;
            core.notice(`this change updates ${one ? 'the submodule' : 'the submodules'} ${named}${more}, not checked out here: any SKILL.md ${one ? 'it holds' : 'they hold'} is not checked (check them out with actions/checkout's \`submodules: true\`)`, { title: 'skillgate: submodule not checked' });
        }
        // Nothing to check on a full scan is no warning (a repository with no skills yet), but it
        // is said: a workflow that forgot actions/checkout would otherwise pass green on nothing.
        if (run.changes.full && s.files === 0 && !run.pathsMatchedNothing && run.excluded === 0)
            core.notice(settings.inGit
                ? 'no SKILL.md file in the repository: nothing was checked'
                : 'no SKILL.md file in the workspace, which is not a git checkout: nothing was checked (does the job run actions/checkout before skillgate?)', { title: 'skillgate: nothing to check' });
        // A `paths` input that matches nothing is a warning of the step's own (PathsMatchedNothing,
        // in `steps`): counted with the findings' warnings (and so failing under fail-on: warning),
        // as a typo must not pass.
        const noMatch = run.pathsMatchedNothing ? PATHS_MATCHED_NOTHING : undefined;
        const ownWarnings = steps.length;
        // Annotations: errors, then the step's own warnings, then the findings' warnings.
        const realRoot = (0,files/* realOr */.yA)(settings.root);
        // The settings' root is the repository: git's work tree, else the working directory.
        const named = annotationNames(env, cwd, realRoot, true);
        const toFile = (rel) => named(external_node_path_default().resolve(realRoot, rel));
        const entryAt = run.lockText ? (0,entry_position/* lockEntryLookup */.a_)(run.lockText, toFile(run.settings.lockfile)) : undefined;
        const anns = annotationsFor(run.results, run.drift, { toFile, lockEntry: (id) => entryAt?.(id) });
        // The step's own warnings (a keyring edit first) before the findings' warnings: GitHub
        // shows only the first 10 warnings of a step, and these are the reviewer's safeguard.
        const own = [];
        for (const w of steps) {
            const ann = {
                level: 'warning',
                // On its file, unless the work tree has none (a lockfile the change removes, a config
                // the base commit had): an annotation on a missing file has no place to show.
                file: w.path !== '' && (0,external_node_fs_.existsSync)(external_node_path_default().resolve(realRoot, w.path)) ? toFile(w.path) : undefined,
                line: w.line,
                column: w.column,
                title: w.code,
                // Repository text (a path from the config) shown as the findings' messages are.
                message: (0,report_text/* safe */.gB)(w.message),
            };
            if (w.code === 'KeyringChanged')
                own.unshift(ann);
            else
                own.push(ann);
        }
        const firstWarning = anns.findIndex((x) => x.level !== 'error');
        anns.splice(firstWarning < 0 ? anns.length : firstWarning, 0, ...own);
        // The step's own warnings are warnings like the findings': `fail-on: warning` fails on them too.
        const warnings = s.warnings + ownWarnings;
        try {
            // A report that could not be written is a bad input: `error`, with the check's counts.
            setOutputs(core, env, [
                ['status', written ? status : 'error'],
                ['files-checked', String(s.files)],
                ['errors', String(s.errors)],
                ['warnings', String(warnings)],
                ['drift', String(s.drift)],
                ['report-path', written ? inputs.reportPath : ''],
                ['sarif-path', written ? inputs.sarifPath : ''],
            ]);
        }
        catch (e) {
            // A GITHUB_OUTPUT that cannot be written (read-only, a full disk): said as such, and the
            // step fails on it whatever the findings (fail-on: never too).
            unwritten.push(outputsUnwritten(env, e));
        }
        const failedCheck = inputs.failOn !== 'never' && (s.errors > 0 || s.drift > 0 || (inputs.failOn === 'warning' && warnings > 0));
        const verdict = failedCheck ? failureMessage(inputs.failOn, s.errors, warnings, s.drift, s.files) : '';
        const failed = failedCheck || unwritten.length > 0;
        // What fails the step: what it could not write, then the verdict (setFailed's, the last).
        const problems = unwritten.map((m) => `skillgate: ${(0,report_text/* safeLines */.Bv)(m)}`);
        if (failedCheck)
            problems.push(verdict);
        // GitHub shows a step's first 10 error annotations: with as many findings, the problems
        // would not be among them. They go first then (the last is setFailed's again at the end).
        const first = anns.filter((a) => a.level === 'error').length + problems.length > ANNOTATION_LIMIT;
        if (first)
            for (const m of problems)
                core.error(m);
        const counts = emitAnnotations(core, anns);
        const notes = overflowNotes(counts);
        for (const n of notes)
            core.info(n);
        if (!first)
            for (const m of problems.slice(0, -1))
                core.error(m);
        await writeSummary(buildSummary({
            version: version/* VERSION */.x,
            how: run.changes.how,
            fallback: run.changes.fallback,
            results: run.results,
            drift: run.drift,
            lockChecked: run.lockChecked,
            lockEntry,
            lockfile: run.settings.lockfile,
            removed: run.removed,
            capabilities: run.capabilities,
            keyring: run.keyring && {
                file: changedKeyring(run, settings),
                changed: run.keyring.changed,
                source: run.keyring.source,
                warning: run.keyring.warning,
            },
            warnings: [
                run.trustWarning,
                run.configWarning,
                run.lockMoved,
                run.scopeChanged,
                run.policyChanged,
                run.lockRemoved,
                noMatch,
                // Every other step warning the headline counts: files no check reads, config that
                // does nothing (nothing checked, no drift checked), a config under another name.
                ...steps.filter((w) => !SUMMARY_SAYS_ELSEWHERE.has(w.code)).map((w) => w.message),
                unbumpedNote(steps.filter((w) => w.code === 'VersionNotBumped')),
            ].filter((n) => !!n),
            problems: unwritten,
            notes,
            stepWarnings: ownWarnings,
            excluded: run.excluded,
            reportPath: written ? inputs.reportPath : undefined,
            sarifPath: (written && inputs.sarifPath) || undefined,
            failOn: inputs.failOn,
            failed,
            durationMs,
        }));
        if (failed) {
            core.setFailed(problems[problems.length - 1]);
            return 1;
        }
        return 0;
    }
    catch (e) {
        // Control characters a message quotes (a keyring glob, a path) are shown escaped: GitHub's
        // log viewer acts on ANSI escapes.
        const message = e instanceof diagnostic/* UsageError */.eb
            ? (0,report_text/* safeLines */.Bv)(e.message)
            : `internal error: ${(0,report_text/* safeLines */.Bv)(e?.message ?? String(e))}${env.SKILLGATE_DEBUG ? `\n${e?.stack ?? ''}` : ' (set SKILLGATE_DEBUG=1 for details, and please report it)'}`;
        // Every output is set, so a later step's `if:` on them reads numbers, not empty strings;
        // no report was written, so none is named.
        // The error may be the outputs' own (a GITHUB_OUTPUT file that is gone): the step still
        // fails with its message, not a stack trace.
        let outputs;
        try {
            setOutputs(core, env, [
                ['status', 'error'],
                ...['files-checked', 'errors', 'warnings', 'drift'].map((name) => [name, '0']),
                ['report-path', ''],
                ['sarif-path', ''],
            ]);
        }
        catch (o) {
            if (!(e instanceof diagnostic/* UsageError */.eb && /^GITHUB_OUTPUT /.test(e.message)))
                outputs = (0,report_text/* safeLines */.Bv)(outputsUnwritten(env, o));
        }
        if (outputs)
            core.error(`skillgate: ${outputs}`);
        await writeSummary(errorSummary(version/* VERSION */.x, message));
        // A config's problems each on its line, as the findings are (the message lists them all).
        const locations = e instanceof diagnostic/* UsageError */.eb ? (e.locations ?? []) : [];
        for (const l of locations.slice(0, ANNOTATION_LIMIT)) {
            if (!l.file)
                continue;
            const abs = (0,files/* realOr */.yA)(l.file);
            // Outside git, the repository is the working directory (a config file's folder is not).
            const { root, inGit } = (0,files/* findRoot */.wg)(external_node_path_default().dirname(abs));
            const repo = inGit ? root : repoDir;
            core.error((0,report_text/* safe */.gB)(l.message), {
                title: `skillgate: invalid ${l.what ?? 'config'}`,
                file: annotationNames(env, cwd, (0,files/* realOr */.yA)(repo ?? root), repo !== undefined)(abs),
                startLine: Math.max(1, l.line),
                startColumn: Math.max(1, l.column),
            });
        }
        core.setFailed(`skillgate: ${message}`);
        return 1;
    }
    finally {
        (0,read/* setNamedPipes */.f1)(pipesWere);
    }
}
/**
 * What a capability change gains, each name quoted (a name may hold `, `: `m/x, tool Bash` read
 * unquoted as two gains) and cut when long, at most LISTED_NAMES of them: a 200 KB tool name, or
 * 100,000 of them, filled the log and the annotation.
 */
function gainsOf(c) {
    // Only the names listed are quoted (a skill may gain 100,000 tools).
    const tools = c.tools.slice(0, diff/* LISTED_NAMES */.TW);
    const scopes = c.scopes.slice(0, diff/* LISTED_NAMES */.TW - tools.length);
    const listed = [
        ...tools.map((t) => `tool ${(0,diagnostic/* quoteCut */.Hj)(t.name)} (${t.class ?? 'unclassified'})`),
        ...scopes.map((x) => `memory scope ${(0,diagnostic/* quoteCut */.Hj)(x)}`),
    ];
    const more = c.tools.length + c.scopes.length - listed.length;
    return more > 0 ? [...listed, `and ${more} more`] : listed;
}


/***/ }),

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