#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Zy: () => (/* binding */ parseArgs),
/* harmony export */   pK: () => (/* binding */ optionHint),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export formatHint */
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2085);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5655);
/** A small, strict argument parser: unknown options are usage errors with a suggestion. */



const SKILL_MD = 'SKILL.md';
/**
 * `namesSkillFile`: whether a word names an existing SKILL.md file. pre-commit and husky pass
 * staged file names after the options with no `--` before them, so a committed
 * `--output=skills/a/SKILL.md` would be read as an option (and write the report over
 * skills/a/SKILL.md): a word that starts with `-` but names a SKILL.md file that exists is
 * that file.
 */
function parseArgs(command, argv, spec, namesSkillFile = () => false) {
    const positionals = [];
    const opts = {};
    let i = 0;
    while (i < argv.length) {
        const a = argv[i++];
        if (a === '--') {
            for (; i < argv.length; i++)
                positionals.push(positional(argv[i], command));
            break;
        }
        const eq = a.indexOf('=');
        // No option name holds a `/`: `-x/SKILL.md` is a path (pre-commit and lint-staged pass
        // file names without a `--` before them).
        if (!a.startsWith('-') ||
            a === '-' ||
            a.slice(0, eq > 0 ? eq : undefined).includes('/') ||
            ((a.endsWith('/' + SKILL_MD) || a.endsWith('=' + SKILL_MD)) && namesSkillFile(a))) {
            positionals.push(positional(a, command));
            continue;
        }
        // `-format=json` is split as `--format=json` is (a single dash is accepted for a long name).
        const name = a.slice(a.startsWith('--') ? 2 : 1, eq > 0 ? eq : undefined);
        // Own keys only: `--toString` or `--__proto__` must not find Object.prototype's members.
        const s = Object.hasOwn(spec, name) ? spec[name] : undefined;
        if (!s) {
            if (command === 'validate' && name === 'check')
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown option --check for \`skillgate validate\`; the drift check is \`skillgate lock --check\``);
            if ((name === 'version' || name === 'V') && !a.includes('='))
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown option ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(a)} for \`skillgate ${command}\`; the version is \`skillgate --version\``);
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown option ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(a.split('=')[0])} for \`skillgate ${command}\`${optionHint(name, Object.keys(spec))}`);
        }
        const key = s.alias ?? name;
        const target = (Object.hasOwn(spec, key) ? spec[key] : undefined) ?? s;
        if (target.value) {
            let v;
            if (eq > 0)
                v = a.slice(eq + 1);
            else if (i < argv.length)
                v = argv[i++];
            if (v === undefined || v === '')
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`option --${name} needs a value`);
            // `--output -- x`: the end of the options is no file name.
            if (eq < 0 && v === '--')
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`option --${name} needs a value, but the next argument is \`--\`, the end of the options (write --${name}=-- if that is the value)`);
            // `--output --json`: the next word is an option the user meant, not a file name.
            if (eq < 0 && v.startsWith('-') && v.length > 1) {
                const n = v.slice(v.startsWith('--') ? 2 : 1).split('=')[0];
                if (Object.hasOwn(spec, n))
                    throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`option --${name} needs a value, but the next argument is the option ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(v.split('=')[0])} (write --${name}=${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(v)} if that is the value)`);
            }
            if (target.multiple)
                opts[key] = [...(opts[key] ?? []), v];
            else if (typeof opts[key] === 'string' && opts[key] !== v)
                // `--trust registry --trust local` must not quietly run as local.
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`option --${key} is given twice, as ${JSON.stringify(opts[key])} and ${JSON.stringify(v)}: give it once`);
            else
                opts[key] = v;
        }
        else {
            if (eq > 0)
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`option ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .safe */ .gB)(a.slice(0, eq))} takes no value`);
            opts[key] = true;
        }
    }
    return { positionals, opts };
}
/** An empty argument names nothing: `validate ""` must not quietly mean "here". */
function positional(a, command) {
    if (a === '')
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`an empty argument names no ${command === 'scaffold' ? 'skill id' : 'file or directory'}`);
    return a;
}
function oneOf(name, v, allowed) {
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string' || !allowed.includes(v)) {
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${name} must be one of ${allowed.join(', ')}; got ${JSON.stringify(v)}`);
    }
    return v;
}
/** `--sarif`, `--text`: a format's name as a flag (only --json is one), for a command with --format. */
function formatHint(word, options) {
    return (word === 'sarif' || word === 'text') && options.includes('format') ? (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .meanText */ .zy)(`--format ${word}`) : '';
}
/**
 * A did-you-mean for an unknown option: the one option it shares the longest start with
 * (`--keyfile` \u2192 `--key`), else a near miss (`--fromat`), else the one option that starts with
 * it or that it starts with (`--ou` \u2192 `--output`).
 * One-letter aliases (-h) are no near miss worth suggesting: `-x` is not `--h`.
 */
function optionHint(name, options) {
    const format = formatHint(name.toLowerCase(), options);
    if (format)
        return format;
    const known = options.filter((k) => k.length > 1);
    // The one option sharing the longest start (3 characters at least) with it: `--keyfile` is
    // `--key` and `--outfile` is `--output`, though `--profile` is fewer edits away from each.
    const lower = name.toLowerCase();
    const shared = (k) => {
        let n = 0;
        while (n < k.length && n < lower.length && k[n] === lower[n])
            n++;
        return n;
    };
    const longest = Math.max(0, ...known.map(shared));
    const sharing = known.filter((k) => shared(k) === longest);
    if (longest >= 3 && sharing.length === 1 && sharing[0] !== lower)
        return (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .meanText */ .zy)('--' + sharing[0]);
    const near = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)('--' + name, known.map((k) => '--' + k));
    if (near)
        return near;
    const part = known.filter((k) => k !== lower && ((lower.length >= 2 && k.startsWith(lower)) || (k.length >= 3 && lower.startsWith(k))));
    return part.length === 1 ? (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .meanText */ .zy)('--' + part[0]) : '';
}


/***/ }),

/***/ 2365:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ refuseReportOverSkill),
/* harmony export */   Ay: () => (/* binding */ warnNested),
/* harmony export */   Ic: () => (/* binding */ emit),
/* harmony export */   JY: () => (/* binding */ warnIdleConfig),
/* harmony export */   NU: () => (/* binding */ warnMisnamed),
/* harmony export */   NW: () => (/* binding */ flagValues),
/* harmony export */   Tj: () => (/* binding */ idleConfig),
/* harmony export */   be: () => (/* binding */ formatOf),
/* harmony export */   cT: () => (/* binding */ replacesGitLink),
/* harmony export */   gz: () => (/* binding */ refuseOutside),
/* harmony export */   j2: () => (/* binding */ lockfileNotFound),
/* harmony export */   jY: () => (/* binding */ warnIdle),
/* harmony export */   jZ: () => (/* binding */ destroysSecretKey),
/* harmony export */   m5: () => (/* binding */ CHECK_OPTIONS),
/* harmony export */   ms: () => (/* binding */ settingsFrom),
/* harmony export */   rj: () => (/* binding */ warnOtherWorkTrees),
/* harmony export */   sJ: () => (/* binding */ replacesWhatRunReads)
/* harmony export */ });
/* unused harmony export forRunnerLog */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1400);
/* harmony import */ var _core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5044);
/* harmony import */ var _core_mkdirs_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3331);
/* harmony import */ var _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6861);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4489);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5728);
/* harmony import */ var _core_semver_js__WEBPACK_IMPORTED_MODULE_14__ = __nccwpck_require__(4015);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(5438);
/* harmony import */ var _scan_read_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6381);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(5655);
/* harmony import */ var _rules_effective_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(6462);
/* harmony import */ var _cli_args_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(7593);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(2419);
/** What every command shares: the IO seam, settings from config + flags, and writing reports. */















/** Options shared by the commands that check skills. */
const CHECK_OPTIONS = {
    format: { value: true },
    json: {},
    output: { value: true },
    config: { value: true },
    profile: { value: true },
    'broker-version': { value: true },
    trust: { value: true },
    'trusted-keys': { value: true },
    lockfile: { value: true },
    'follow-symlinks': {},
    staged: {},
    help: {},
    h: { alias: 'help' },
};
/**
 * The config, and the lockfile and keyring it names (or the defaults), are read only inside
 * the repository, as the Action reads them: a checkout's `lockfile: /etc/passwd`, or a
 * `skillgate.lock` symlink to a file outside, must not make a CI job read that file and quote
 * its lines in an error. A flag names any file; --follow-symlinks lets a link lead out.
 */
function refuseOutside(root, file, what, flag, follow, 
/** The keyring or the lockfile the settings name (the config, or the default). */
named) {
    const config = named?.settings.configFile ?? _core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2;
    const refuse = (message) => {
        throw named ? (0,_core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .namedFileError */ .Gd)(named.settings, named.key, message) : new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(message);
    };
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, file);
    if (!(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(root, abs))
        refuse(`the ${what} ${JSON.stringify(file)} that ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(config)} names lies outside the repository: it is not read (name it with ${flag} to read it)`);
    if ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .underDotGit */ .wJ)(root, abs))
        refuse(`the ${what} ${JSON.stringify(file)} that ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(config)} names lies in git's own folder (.git): it is not read (name it with ${flag} to read it)`);
    if (follow)
        return;
    const real = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(abs);
    const realRoot = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(root);
    // (A link that leads nowhere, ending outside, too: said as one that leads out, never as a
    // missing file, so that a committed link cannot ask which runner paths exist.)
    if ((real !== abs && !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(realRoot, real)) || (0,_scan_read_js__WEBPACK_IMPORTED_MODULE_9__/* .linkLeadsOut */ .AV)(abs, realRoot))
        refuse(`the ${what} ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(file)} is a symlink to a file outside the repository: it is not read (run with --follow-symlinks, or name it with ${flag})`);
    // git's own folder holds no setting; in a CI checkout its config holds the token.
    if (real !== abs && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .underDotGit */ .wJ)(realRoot, real))
        refuse(`the ${what} ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(file)} is a symlink into git's own folder (.git): it is not read (run with --follow-symlinks, or name it with ${flag})`);
    // Nor to a file git does not list (a .env it ignores, a file in a submodule): its lines would
    // be quoted in the error that says why it is no config.
    // (A folder is no file git lists, ignored or not: the read says it is a directory.)
    if (real !== abs && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(real) && statOr(real)?.isDirectory() !== true && (0,_scan_read_js__WEBPACK_IMPORTED_MODULE_9__/* .unlistedByGit */ .Fp)(real, realRoot))
        refuse(`the ${what} ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(file)} is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track): it is not read (run with --follow-symlinks, or name it with ${flag})`);
}
/**
 * The values of --profile, --trust and --broker-version, each checked (a bad one is a usage
 * error): what a run that reads no file (`validate --if-merging` outside a merge) checks too,
 * so that a hook's bad flag fails every commit, not only a merge's.
 */
function flagValues(o) {
    const profile = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('profile', o.profile, ['v1', 'agentskills']);
    const trust = (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('trust', o.trust, ['local', 'registry']);
    let broker;
    if (typeof o['broker-version'] === 'string') {
        broker = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_14__/* .brokerVersionOf */ .HV)(o['broker-version']);
        if (!broker)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--broker-version must be a SemVer 2.0.0 version such as 1.4.0 (or 1.4 for 1.4.0); got ${JSON.stringify(o['broker-version'])}`);
    }
    return { profile, trust, broker };
}
/**
 * `reads`: the files the command reads (the lockfile is judged where it is read: runCheck;
 * `lock` refuses one outside before it reads or writes it, worded for writing).
 */
async function settingsFrom(p, io, reads = { keyring: true }) {
    const { root, inGit } = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .findRoot */ .wg)(io.cwd);
    const o = p.opts;
    const follow = o['follow-symlinks'] === true;
    if (typeof o.config !== 'string' && reads.config !== false)
        refuseOutside(root, _core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2, 'config', '--config', follow);
    // The profile decides how the config's `tools` are read, so it is known before loading.
    const { profile, trust, broker } = flagValues(o);
    const settings = await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSettings */ .M5)(root, inGit, typeof o.config === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, o.config) : undefined, profile, typeof o.config === 'string' ? o.config : undefined);
    if (typeof o.config === 'string')
        settings.configFile = o.config;
    else if (settings.configPath === undefined)
        for (const m of (0,_core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .misnamedConfigs */ .sd)(root))
            io.stderr(`skillgate: warning: ${m.message}\n`);
    if (profile)
        settings.profile = profile;
    if (trust)
        settings.trust = trust;
    if (broker)
        settings.brokerVersion = broker;
    if (typeof o['trusted-keys'] === 'string') {
        if ((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .namesFolder */ .z0)(o['trusted-keys']))
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--trusted-keys ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o['trusted-keys'])} ends with "${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .folderEnding */ .CL)(o['trusted-keys'])}", so it names a folder: name the keyring file`);
        settings.trustedKeys = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .relPath */ .nA)(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, o['trusted-keys']));
        settings.trustedKeysExplicit = true;
        delete settings.trustedKeysAt;
    }
    else if (reads.keyring)
        refuseOutside(root, settings.trustedKeys, 'trusted keyring', '--trusted-keys', follow, {
            settings,
            key: 'trustedKeys',
        });
    if (typeof o.lockfile === 'string') {
        // path.resolve drops the slash: `lock --lockfile locks/` wrote a file named `locks`.
        if ((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .namesFolder */ .z0)(o.lockfile))
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--lockfile ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.lockfile)} ends with "${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .folderEnding */ .CL)(o.lockfile)}", so it names a folder: name the lockfile in it (${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .asFolder */ .hS)(o.lockfile))}skillgate.lock)`);
        settings.lockfile = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .relPath */ .nA)(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, o.lockfile));
        settings.lockfileExplicit = true;
        delete settings.lockfileAt;
    }
    // A flag only, never config: a pull request's config must not turn the fence off.
    if (o['follow-symlinks'] === true)
        settings.followSymlinks = true;
    // Where the report goes is known now: refuse it before any work (`lock` would otherwise
    // write the lockfile and then fail on its report).
    if (typeof o.output === 'string') {
        const undecodable = (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .undecodableName */ .KN)('--output', o.output);
        if (undecodable)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(undecodable);
        if ((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .namesFolder */ .z0)(o.output))
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.output)} ends with "${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .folderEnding */ .CL)(o.output)}", so it names a folder: name the report file in it`);
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, o.output);
        // A folder there: refused now, not after `lock` has written the lockfile.
        if (statOr(file)?.isDirectory())
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write --output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.output)}: it is a directory`);
        const lost = replacedByReport(p, io, file, settings);
        if (lost)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.output)} ${lost}; write it elsewhere`);
        // Its folders are made when the report is written, as keygen's and scaffold's are
        // (`--output reports/x.sarif` in CI); whether they can be is known now.
        try {
            (0,_core_mkdirs_js__WEBPACK_IMPORTED_MODULE_4__/* .checkDirs */ .x)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
        }
        catch (e) {
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write --output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.output)}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .createReason */ .Hl)(e, file)}`);
        }
        const linked = reportLinkedInPlace(file) ?? unwritableReport(file);
        if (linked)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write --output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(o.output)}: ${linked}`);
    }
    return settings;
}
function formatOf(p) {
    if (p.opts.json && p.opts.format && p.opts.format !== 'json')
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('--json conflicts with --format ' + String(p.opts.format));
    return (0,_cli_args_js__WEBPACK_IMPORTED_MODULE_12__/* .oneOf */ .yL)('format', p.opts.json ? 'json' : (p.opts.format ?? 'text'), ['text', 'json', 'sarif']);
}
/**
 * A report replaces a regular file (or creates one) atomically, so that a full disk or a
 * killed run leaves the previous report, not an empty one, and a hard link to another file
 * (a skill, a lockfile) is broken rather than written through. Anything else (/dev/stdout, a
 * FIFO, a terminal) is written as it is; so is a file whose directory takes no new file,
 * unless it has other hard links.
 */
function writeReport(target, text) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
    }
    catch {
        // not there yet; a link that leads nowhere yet is written through, as before
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target, { throwIfNoEntry: false })?.isSymbolicLink())
            return (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeTextTo */ .O$)(target, text);
    }
    if (st && !st.isFile())
        return (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeTextTo */ .O$)(target, text);
    try {
        (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(target, text);
    }
    catch (e) {
        const code = e.code;
        if (!st || (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS'))
            throw e;
        // Written in place, a hard link's other names (a skill, another repository's file) would
        // change too: refused, as a report never replaces a skill (settingsFrom refused it first).
        if (st.nlink > 1)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(inPlaceLinked(st.nlink, noRename(code)));
        (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeTextTo */ .O$)(target, text);
    }
}
/** Why a report cannot be written in place: `nlink` names, its folder takes no new file (`code`). */
function inPlaceLinked(nlink, why) {
    return `it cannot be replaced (${why}), so it could only be written in place, and it has ${nlink - 1} other hard ${nlink === 2 ? 'link' : 'links'} that would change with it: write the report elsewhere`;
}
/** Why a rename over a file failed with `code` (EACCES, EPERM, EROFS). */
function noRename(code) {
    return code === 'EROFS' ? 'a read-only file system' : 'its folder takes no new file or rename: permission denied';
}
/**
 * Before any work, what the write would fail on (`lock` would write the lockfile first): a
 * name too long for the system, a socket (no file opens one), a symlink that leads into a
 * folder that does not exist.
 */
function unwritableReport(file) {
    if (Buffer.byteLength(file) > 4095 || file.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).some((part) => Buffer.byteLength(part) > 255))
        return 'the path, or a name in it, is too long';
    const st = statOr(file);
    // (This process's own output, a socket when its parent made it one, is written through it.)
    if (st?.isSocket() && (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .ownOutputFd */ .kT)(file) === undefined)
        return 'it is a socket, not a file';
    if (!st && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false })?.isSymbolicLink()) {
        let target;
        try {
            target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(file));
        }
        catch {
            return undefined;
        }
        if (!statOr(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target))?.isDirectory())
            return 'it is a symlink that leads nowhere';
    }
    return undefined;
}
/**
 * Before any work (`lock` would write the lockfile, then fail on its report): a regular file
 * with other hard links that a rename cannot replace (its folder takes no new file, or is
 * sticky and the file another user's), which writeReport would refuse.
 */
function reportLinkedInPlace(file) {
    const st = statOr(file);
    if (!st?.isFile() || st.nlink < 2)
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(file));
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(dir, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
    catch (e) {
        const code = e.code ?? '';
        return code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
            ? inPlaceLinked(st.nlink, noRename(code))
            : undefined;
    }
    // A sticky folder (/tmp): only the file's or the folder's owner (or root) may replace it.
    const uid = process.getuid?.();
    const folder = statOr(dir);
    if (uid !== undefined && uid !== 0 && folder && folder.mode & 0o1000 && st.uid !== uid && folder.uid !== uid)
        return inPlaceLinked(st.nlink, "its folder is sticky and the file another user's");
    return undefined;
}
/** The largest file looked at as a possible secret key (`sign --key` reads up to this). */
const MAX_KEY_TEXT = 64 * 1024;
/** A small file's text, or '' when it cannot be read. */
function readTextOr(p, encoding = 'latin1') {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, encoding);
    }
    catch {
        return '';
    }
}
/** A path's stat (links followed), or undefined when there is none to take. */
function statOr(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
    }
    catch {
        return undefined;
    }
}
/** A path's own lstat (a link itself), or undefined when there is none. */
function lstatOr(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p);
    }
    catch {
        return undefined;
    }
}
/**
 * Where a write through `file` lands when `file` is a symlink that leads nowhere yet (the
 * report is written through it, writeReport): the missing name its links end at, followed
 * as the kernel does (followParts). Undefined when `file` is no such link.
 */
function danglingEnd(file) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined; // a file on its path (ENOTDIR): the write says so
    }
    return st?.isSymbolicLink() && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .followParts */ .YM)(file) : undefined;
}
/**
 * A `.git` folder, or the `.git` file that links a worktree or a submodule to its git
 * directory (in any case): replaced, git no longer finds the repository. With `root`, any
 * `.git` on the way from the repository root (a nested repository's, a submodule's); the
 * file's own name only outside it, or without `root` (a run inside some `.git` folder, a
 * worktree put there, is no reason to refuse).
 */
function replacesGitLink(file, by, root) {
    const parts = (f) => {
        const rel = root === undefined ? undefined : ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .relInside */ .sf)(root, f) ?? (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .relInside */ .sf)((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(root), f));
        return rel === undefined ? [node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(f)] : rel.split('/');
    };
    if ([file, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(file), danglingEnd(file)].some((f) => f !== undefined && parts(f).some(_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isGitName */ .M$)))
        return `is inside git's own files (a \`.git\` folder, or the \`.git\` file that links a worktree or submodule to its repository): ${by} would replace them`;
    return undefined;
}
/**
 * What is lost when `by` (the report, the lockfile) replaces `file`: a skill (a link to one is
 * the skill; so is a link that leads nowhere yet where a SKILL.md would be) or one of the
 * `guarded` files the run reads (the same file by name, through links, or, on any disk, a
 * case-insensitive one too, by inode). Undefined when neither is.
 */
function replacesWhatRunReads(file, guarded, by) {
    const target = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(file);
    const end = danglingEnd(file);
    if ([file, target, end].some((f) => f !== undefined && node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(f).toLowerCase() === 'skill.md'))
        return `names a SKILL.md file: ${by} would replace a skill`;
    const st = statOr(file);
    for (const [g, what] of guarded) {
        const gs = st && statOr(g);
        if ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .landingOf */ .ls)(g) === (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .landingOf */ .ls)(file) ||
            (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(g) === target ||
            (end !== undefined && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .landingOf */ .ls)(g) === end) ||
            (st && gs && gs.dev === st.dev && gs.ino === st.ino))
            return `is ${what}: ${by} would replace it`;
    }
    return undefined;
}
/** A secret key (64 hex digits, as `sign --key` reads one) at `file`: replacing it loses the key for good. */
function destroysSecretKey(file, by) {
    const st = statOr(file);
    if (st?.isFile() && st.size <= MAX_KEY_TEXT && (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .isSecretKeyText */ .lZ)(readTextOr((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(file), 'utf8')))
        return `is a secret key file (64 hex digits, as keygen writes it): ${by} would destroy the key`;
    return undefined;
}
/** What is lost when a report replaces `file`, or undefined when nothing the run uses is. */
function replacedByReport(p, io, file, settings) {
    const config = typeof p.opts.config === 'string' ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, p.opts.config) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(settings.root, _core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2);
    const guarded = [
        [(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, settings.lockfile), 'the lockfile'],
        [(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, settings.trustedKeys), 'the trusted keyring'],
        // The default keyring too, when the config names another: a flag may bring it back.
        [(0,_core_run_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(settings, _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TRUSTED_KEYS */ .$_), 'the trusted keyring'],
        [config, 'the config'],
        // A file named to validate (any name: `validate my-skill.md --output my-skill.md`).
        ...p.positionals
            .map((x) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, x))
            // One that is there (a link that leads nowhere included): a name that is not is said
            // as such (`cannot read`), not as a file the report would replace.
            .filter((x) => lstatOr(x) !== undefined && statOr(x)?.isDirectory() !== true)
            .map((x) => [x, 'a file this run checks']),
    ];
    const read = replacesWhatRunReads(file, guarded, 'the report');
    if (read)
        return read;
    // A symlink a checkout holds on the way (`report.json -> ~/.bashrc`, `out -> /etc`): the
    // report would replace a file outside the repository, as a lockfile would (SPEC \u00a74's writer
    // refuses it too). A path outside the repository is the user's own.
    // Judged by the links the write goes through, not by how the path is spelled: one named
    // through an alias of the repository (`$PWD/report.json`, a symlinked workspace) counts too.
    if (!settings.followSymlinks) {
        const realRoot = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(settings.root);
        let throughRepo = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(settings.root, file) || (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(realRoot, file);
        const lands = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .followParts */ .YM)(file, (link) => {
            if ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(realRoot, link))
                throughRepo = true;
        });
        // Links that never end (`a -> b`, `b -> a`): no write lands anywhere, with the flag or not.
        if (lands === undefined)
            return 'is a symlink loop (too many levels of symbolic links): no write lands there (fix the link)';
        if (throughRepo && !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(realRoot, lands))
            return 'leads out of the repository through a symlink: the report is not written there (--follow-symlinks writes it)';
    }
    // Where the write lands, and where a link to a file not there yet leads.
    const landed = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .landingOf */ .ls)(file);
    const dangling = danglingEnd(file);
    if (settings.inGit && [landed, dangling].some((f) => f && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .inGitOwnFolder */ .UA)(settings.root, (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(settings.root), f)))
        return "is inside git's own files (the git directory or the hooks folder): the report would replace them";
    const link = replacesGitLink(file, 'the report', settings.root);
    if (link)
        return link;
    // Another repository's too (a superproject's `../.git/config`, a bare `repo.git/hooks/\u2026`).
    // Where a link leads too, to a file there or not yet (`report.json -> vendor/x.git/packed-refs`).
    if ([file, landed, dangling].some((f) => f && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .inAnyGitDir */ .nC)(f, settings.inGit ? settings.root : undefined)))
        return "is inside git's own files (a repository's `.git` folder, or a bare repository): the report would replace them";
    return destroysSecretKey(file, 'the report');
}
/**
 * Refuses (exit 1, before anything is written) an --output that is one of the skills the run
 * read, by another name: a SKILL.md symlink's target (`skills/b/SKILL.md -> ../../docs/b.md`,
 * then `--output docs/b.md`). A name ending in SKILL.md, or a file named to
 * check, settingsFrom refused already; these are known once the scan has listed the skills.
 */
function refuseReportOverSkill(p, io, settings, paths) {
    if (typeof p.opts.output !== 'string')
        return;
    const root = settings.root;
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, p.opts.output);
    const st = statOr(file);
    // Written through the stream (emit), or made anew: no skill's bytes are there.
    if (!st?.isFile() || (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .ownOutputFd */ .kT)(file) !== undefined)
        return;
    // The same file where the write lands (a hard link's other name is no skill's: the write
    // replaces that name only).
    const lands = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(file);
    // The skills the run read, and (a run of named files or of a change may read none of them)
    // every SKILL.md symlink git tracks in the repository.
    const links = [];
    if (settings.inGit) {
        const r = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .spawnGit */ .Iz)(root, ['ls-files', '-z', '-s', '--', 'SKILL.md', '*/SKILL.md']);
        if (r.status === 0)
            for (const e of r.stdout.toString('utf8').split('\0'))
                if (e.startsWith('120000 '))
                    links.push(e.slice(e.indexOf('\t') + 1));
    }
    for (const rel of [...paths, ...links]) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, rel);
        const skill = statOr(abs);
        if (skill && skill.dev === st.dev && skill.ino === st.ino && (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(abs) === lands)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(p.opts.output)} is the file the skill ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(rel)} is (through a link): a report never replaces a skill; write it elsewhere`);
    }
}
/** Writes a report to --output (settingsFrom has refused a target the run needs), or stdout. */
function emit(p, io, text) {
    const parts = typeof text === 'string' ? [text] : text;
    if (typeof p.opts.output === 'string') {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, p.opts.output);
        // --output /dev/stdout (or the file stdout is redirected to) is written through the
        // stream, in place: replaced by a temp file, it would lose what the shell writes there
        // before and after (`>> build.log`). Under the runner it is the log, as stdout is.
        const fd = (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .ownOutputFd */ .kT)(file);
        if (fd !== undefined) {
            const to = fd === 1 ? io.stdout : io.stderr;
            for (const part of parts)
                to((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .underRunner */ .ru)(io.env) ? forRunnerLog(part, formatOf(p)) : part);
            return;
        }
        try {
            (0,_core_mkdirs_js__WEBPACK_IMPORTED_MODULE_4__/* .makeDirs */ .X)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
            writeReport(file, text);
        }
        catch (e) {
            const why = e instanceof _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb
                ? e.message
                : e.code === undefined
                    ? 'write failed'
                    : (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .createReason */ .Hl)(e, file);
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cannot write --output ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(String(p.opts.output))}: ${why}`);
        }
    }
    else
        for (const part of parts)
            io.stdout((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_13__/* .underRunner */ .ru)(io.env) ? forRunnerLog(part, formatOf(p)) : part);
}
/**
 * A report for the runner's log, where a line starting with `::` or holding `##[` is a
 * workflow command: repository text in it (a folder named `::warning::x`, a tool named
 * `##[set-output name=status]ok`) must not become one. The CLI's output streams make any text
 * inert there (src/index.ts, inertForRunner: an invisible word joiner); JSON and SARIF, which
 * a later command may parse, are made so first without changing a value: a `[` after `##`
 * (only ever inside a string) is written as the escape `\u005b`, and no line of theirs starts
 * with `::`. Text is returned as it is.
 */
function forRunnerLog(text, format) {
    return format === 'text' ? text : text.replaceAll('##[', '##\\u005b');
}
/**
 * Config that does nothing on a whole-tree run: an `include` that leaves every SKILL.md out
 * (nothing was checked), and a permission profile whose `paths` govern no skill (it
 * restricts nothing). The CLI says them on stderr (warnIdleConfig), the Action as step
 * warnings on the config; never the exit code.
 */
function idleConfig(run, opts = { include: true }) {
    const { settings } = run;
    const out = [];
    if (opts.include && run.results.length === 0 && run.excluded > 0 && settings.include?.length) {
        // With an exclude too, either may be why: both are named, and the include hint only
        // when it is the include alone.
        const what = settings.exclude?.length ? 'include and exclude leave' : 'include leaves';
        const hint = settings.exclude?.length
            ? ''
            : '; its globs match paths from the repository root (skills/** or skills/**/SKILL.md)';
        out.push({
            code: 'IncludeLeavesAllOut',
            at: settings.includeAt,
            message: `${what} out ${run.excluded === 1 ? 'the only SKILL.md' : `all ${run.excluded} SKILL.md files`} of the tree, so nothing was checked${hint}`,
        });
    }
    else if (opts.include && run.results.length === 0 && run.excluded > 0 && settings.exclude?.length) {
        // `exclude: ["!skills/x/**"]` leaves out every path but those: the opposite of its look.
        const negated = settings.exclude.some((g) => g.startsWith('!') && !g.startsWith('!('));
        out.push({
            code: 'ExcludeLeavesAllOut',
            at: settings.excludeAt,
            message: `exclude leaves out ${run.excluded === 1 ? 'the only SKILL.md' : `all ${run.excluded} SKILL.md files`} of the tree, so nothing was checked${negated ? '; a glob starting with "!" leaves out every path it does not match' : ''}`,
        });
    }
    for (const name of (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_11__/* .profilesGoverningNothing */ .By)(run.results, settings)) {
        const globs = settings.permissionProfiles[name].paths;
        const shown = globs
            .slice(0, 3)
            .map((g) => JSON.stringify(g))
            .join(', ') + (globs.length > 3 ? ', \u2026' : '');
        out.push({
            code: 'ProfileGovernsNothing',
            at: settings.permissionProfiles[name].at,
            message: `permission profile ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(JSON.stringify(name))} governs no skill: its paths (${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(shown)}) match no SKILL.md, or only ones an earlier profile's paths or an x-profile take, so it restricts nothing (paths match from the repository root)`,
        });
    }
    return out;
}
/**
 * A whole-tree run without a lock check because the lockfile the config names is not there
 * (`lockfile: skilgate.lock`, a typo), as the config's other settings that do nothing are.
 * The default lockfile absent is a repository that does not pin (SPEC \u00a75); one an input or
 * flag names must exist.
 */
function lockfileNotFound(settings, lockChecked) {
    if (lockChecked || !settings.lockfileAt || settings.lockfile === _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LOCKFILE */ .U)
        return undefined;
    return {
        code: 'LockfileNotFound',
        at: settings.lockfileAt,
        message: `the lockfile ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(JSON.stringify(settings.lockfile))} it names does not exist, so no drift was checked (run skillgate lock to write it, or fix the path)`,
    };
}
/** Idle settings on stderr: `skillgate: warning: .skillgate.yml:3:10: \u2026`. */
function warnIdle(io, settings, idle) {
    const file = settings.configFile ?? _core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2;
    for (const w of idle)
        if (w)
            io.stderr(`skillgate: warning: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(file)}${w.at ? `:${w.at.line}:${w.at.column}` : ''}: ${w.message}\n`);
}
/** idleConfig on stderr. */
function warnIdleConfig(io, run, opts) {
    warnIdle(io, run.settings, idleConfig(run, opts));
}
/**
 * Named paths that lie in another git work tree than the run's repository (a run from a
 * workspace folder that names `repo/skills/x`): the run holds them to its own repository's
 * config, keyring and lockfile (SPEC \u00a76), not to the ones that work tree has, so a signer its
 * keyring revokes passes. Said once a work tree that has any of them. No git is run there
 * (its .git/config could run commands): a `.git` beside a folder on the way up marks it.
 */
function warnOtherWorkTrees(io, settings, paths, found = []) {
    const root = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(settings.root);
    const treeOf = new Map();
    // Up from `dir` to the first folder with a `.git`; one stat a folder, each folder once (a
    // hook names thousands of files in a few folders). Inside the repository, up to its root.
    const workTree = (dir) => {
        if (treeOf.has(dir))
            return treeOf.get(dir);
        const up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        const found = dir === settings.root || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, '.git')) ? dir : up === dir ? undefined : workTree(up);
        treeOf.set(dir, found);
        return found;
    };
    const told = new Set();
    // A named folder outside the repository (`validate ..` from inside it) may hold other work
    // trees below it: each is named by the first SKILL.md found in it.
    const outside = found.filter((f) => !(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(settings.root, f.abs)).map((f) => node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, f.abs) || f.abs);
    for (const p of [...paths, ...outside]) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(io.cwd, p);
        // A path inside the repository as written is looked at as written (no realpath a file);
        // one outside it, or through an alias, where it really is.
        const at = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .isUnder */ .Jo)(settings.root, abs) ? abs : (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realDeepest */ .Nk)(abs);
        const tree = workTree(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(at) === _scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .SKILL_FILE */ .LF ? node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) : at);
        if (tree === undefined || tree === root || tree === settings.root || told.has(tree))
            continue;
        // A folder link back into this repository (`skills/up -> ..`) finds this repository's `.git`.
        if ((0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realOr */ .yA)(tree) === root)
            continue;
        told.add(tree);
        const own = [_core_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2, _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_TRUSTED_KEYS */ .$_, _core_config_types_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_LOCKFILE */ .U].filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(tree, f)));
        if (!own.length)
            continue;
        const shown = (0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, tree) || '.');
        const where = tree === (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .realDeepest */ .Nk)(abs) ? 'is a git work tree' : `is in the git work tree ${shown}`;
        io.stderr(`skillgate: warning: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(p)} ${where}, and this run is in ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(io.cwd, settings.root) || '.')}: ${shown}'s ${own.join(', ')} ${own.length > 1 ? 'are' : 'is'} not read; run skillgate from inside ${shown} to hold its skills to ${own.length > 1 ? 'them' : 'it'}\n`);
    }
}
/** Says, on stderr, which submodules and nested repositories hold skills the scan did not read. */
function warnNested(io, nested) {
    for (const n of nested ?? [])
        io.stderr(`skillgate: warning: ${(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .nestedRepoMessage */ .n$)(n, _report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)}\n`);
}
/**
 * Says, on stderr (the report on stdout stays as the formats define it), which files named
 * SKILL.md in another case the run found and did not check: an agent on a case-insensitive
 * file system loads `skill.md` as its SKILL.md, so leaving it out in silence would be a
 * skipped check.
 */
function warnMisnamed(io, root, misnamed) {
    if (!misnamed?.length)
        return;
    const all = [...new Set(misnamed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const rel of all.slice(0, _scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .MISNAMED_SHOWN */ .Dm))
        io.stderr(`skillgate: warning: ${(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .misnamedMessage */ .wH)((0,_report_text_js__WEBPACK_IMPORTED_MODULE_10__/* .safe */ .gB)(rel), node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root, rel))}\n`);
    if (all.length > _scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .MISNAMED_SHOWN */ .Dm)
        io.stderr(`skillgate: warning: ${(0,_scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .misnamedMoreMessage */ .ZJ)(all.length - _scan_files_js__WEBPACK_IMPORTED_MODULE_8__/* .MISNAMED_SHOWN */ .Dm)}\n`);
}


/***/ }),

/***/ 7216:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   by: () => (/* binding */ nodeV8),
/* harmony export */   jw: () => (/* binding */ nodeOs),
/* harmony export */   kp: () => (/* binding */ workerThreads)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Node built-in modules that only some runs need, loaded on first use rather than when the
 * bundle starts: a single-file run starts no thread, and node:worker_threads alone took
 * ~2.7 ms of its start-up (issue #2's 1.8x `node -e 0` budget; docs/performance.md).
 */

// process.getBuiltinModule is node 20.16+; createRequire serves older ones.
const load = typeof process.getBuiltinModule === 'function'
    ? (id) => process.getBuiltinModule(id)
    : (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(require("url").pathToFileURL(__filename).href);
let workerThreadsModule;
let osModule;
let v8Module;
/** node:worker_threads, loaded the first time a thread is started or asked about. */
function workerThreads() {
    return (workerThreadsModule ??= load('node:worker_threads'));
}
/** node:os, loaded the first time a core count or CPU times are asked for. */
function nodeOs() {
    return (osModule ??= load('node:os'));
}
/** node:v8, loaded the first time a run sizes the heap (heap.ts). */
function nodeV8() {
    return (v8Module ??= load('node:v8'));
}


/***/ }),

/***/ 2257:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sw: () => (/* binding */ useEpochAnchor),
/* harmony export */   e9: () => (/* binding */ epochMs),
/* harmony export */   l$: () => (/* binding */ epochAnchor),
/* harmony export */   tB: () => (/* binding */ now)
/* harmony export */ });
/**
 * The run's clocks, without node:perf_hooks: the `performance` global loads it and ten more
 * of node's modules (~1 ms of a single-file run's start-up, docs/performance.md), for a
 * monotonic clock that process.hrtime reads as cheaply (~55 ns a call, as performance.now).
 */
/** Milliseconds on the monotonic clock (its origin is arbitrary): for durations. */
function now() {
    const [s, ns] = process.hrtime();
    return s * 1e3 + ns / 1e6;
}
let offset;
/**
 * Milliseconds since the epoch, for telemetry's start times: the monotonic clock anchored to
 * the wall clock once, so that times taken in one run never go backwards (within 1 ms of
 * Date.now(), whose milliseconds it reads once).
 */
function epochMs() {
    const t = now();
    return t + (offset ??= Date.now() - t);
}
/**
 * The anchor epochMs() adds to the monotonic clock (taken now when not yet). A pool worker
 * is given the main thread's (useEpochAnchor): the monotonic clock is the process's, so their
 * start times then agree to the nanosecond, where two anchors read from Date.now() could
 * differ by a millisecond.
 */
function epochAnchor() {
    if (offset === undefined)
        epochMs();
    return offset;
}
function useEpochAnchor(anchor) {
    offset = anchor;
}


/***/ }),

/***/ 6861:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ DEFAULT_TRUSTED_KEYS),
/* harmony export */   Gd: () => (/* binding */ namedFileError),
/* harmony export */   L6: () => (/* binding */ defaultSettings),
/* harmony export */   U: () => (/* binding */ DEFAULT_LOCKFILE),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE)
/* harmony export */ });
/* harmony import */ var _diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5655);


/** The config at the repository root. */
const CONFIG_FILE = '.skillgate.yml';
/** Where the trusted keyring is unless a config or flag names another. */
const DEFAULT_TRUSTED_KEYS = '.skillgate/trusted-keys';
const DEFAULT_LOCKFILE = 'skillgate.lock';
function defaultSettings(root, inGit) {
    return {
        root,
        inGit,
        profile: 'v1',
        trust: 'local',
        trustedKeys: DEFAULT_TRUSTED_KEYS,
        trustedKeysExplicit: false,
        lockfile: DEFAULT_LOCKFILE,
        lockfileExplicit: false,
        include: [],
        exclude: [],
        tools: {},
        permissionProfiles: {},
        rules: {},
    };
}
/**
 * An error about the keyring or the lockfile, placed where the config names it when it does
 * (`.skillgate.yml:3:11: no lockfile at skilgate.lock \u2026`: a typo in the config is found there),
 * with that place for the Action's annotation. As it is when a flag or the default names it.
 */
function namedFileError(settings, key, message) {
    const at = key === 'lockfile' ? settings.lockfileAt : settings.trustedKeysAt;
    if (!at)
        return new _diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(message);
    return new _diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .safe */ .gB)(settings.configFile ?? CONFIG_FILE)}:${at.line}:${at.column}: ${message}`, [
        { file: settings.configPath, line: at.line, column: at.column, message },
    ]);
}


/***/ }),

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ MAX_CONFIG_BYTES),
/* harmony export */   M5: () => (/* binding */ loadSettings),
/* harmony export */   RZ: () => (/* binding */ MAX_CONFIG_VALUES),
/* harmony export */   g2: () => (/* reexport safe */ _config_types_js__WEBPACK_IMPORTED_MODULE_6__.g2),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   sd: () => (/* binding */ misnamedConfigs)
/* harmony export */ });
/* unused harmony export MAX_CONFIG_GLOBS */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _scan_setting_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9692);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7188);
/* harmony import */ var _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1400);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(6861);
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_14__ = __nccwpck_require__(4015);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(3776);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(3672);
/* harmony import */ var _glob_check_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(7065);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2085);
/* harmony import */ var _io_text_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(2419);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(5655);
/* harmony import */ var _rules_v1_js__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(9570);
/**
 * `.skillgate.yml`: parsed with positions, validated against schema/config.schema.json,
 * then checked for what a schema cannot say. Every problem names the key and its line.
 */















/**
 * What the did-you-means of the bad `allow` entries may cost together (see SuggestBudget):
 * against tens of thousands of registered tools with long shared prefixes one took seconds,
 * and each of the 50 listed had this much of its own (48 entries: 20 s on every command).
 */
const CONFIG_HINT_BUDGET = 50_000_000;

/** A mapping's entries by key, built once per mapping: a config of 80,000 bad keys is 80,000 lookups. */
const byKey = new WeakMap();
function entryOf(map, key) {
    let index = byKey.get(map);
    if (!index) {
        index = new Map();
        for (const e of map.entries)
            if (!index.has(e.key.value))
                index.set(e.key.value, e);
        byKey.set(map, index);
    }
    return index.get(key);
}
/** Config errors listed before the rest are counted: each names its line, and the first ones say what is wrong. */
const MAX_CONFIG_ERRORS = 50;
/**
 * The error that lists a config's problems: `invalid config FILE:`, the first
 * MAX_CONFIG_ERRORS of `lines` (each `file:line:col: message`, in the file's order) and how
 * many more there are of `total` (all of `lines` by default; `atLeast`: a floor, "more than").
 */
function configErrors(file, lines, locations, atLeast = false, total = lines.length) {
    const more = total - Math.min(lines.length, MAX_CONFIG_ERRORS);
    const tail = more > 0 ? `\n  \u2026 and ${atLeast ? 'more than ' : ''}${more} more error${more === 1 && !atLeast ? '' : 's'}` : '';
    return new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`invalid config ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:\n  ${lines.slice(0, MAX_CONFIG_ERRORS).map(_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB).join('\n  ')}${tail}`, locations.slice(0, MAX_CONFIG_ERRORS));
}
function nodeAt(root, pointer) {
    let cur = root;
    let key;
    if (!pointer)
        return { node: cur };
    for (const raw of pointer.split('/').slice(1)) {
        const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (cur.kind === 'map') {
            const e = entryOf(cur, seg);
            if (!e)
                return { node: cur, key };
            key = e.key;
            cur = e.value;
        }
        else if (cur.kind === 'seq') {
            const it = cur.items[Number(seg)];
            if (!it)
                return { node: cur, key };
            cur = it;
            key = undefined;
        }
        else
            return { node: cur, key };
    }
    return { node: cur, key };
}
/**
 * A JSON pointer (`/permission_profiles/name/paths/0`) as messages write it:
 * `permission_profiles.name.paths[0]`. A segment is a list index where the config holds a
 * list there (with `root`; every list in the schema is under include, exclude, allow or paths).
 */
function dotted(ptr, root) {
    let out = '';
    let cur = root;
    for (const raw of ptr.slice(1).split('/')) {
        const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (cur?.kind === 'seq') {
            out += `[${k}]`;
            cur = cur.items[Number(k)];
        }
        else {
            out += `${out ? '.' : ''}${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(k)}`;
            cur = cur?.kind === 'map' ? entryOf(cur, k)?.value : undefined;
        }
    }
    return out;
}
/** ajv's wording of the checks the schema makes on strings, as a user reads them. */
function stringRule(e) {
    if (e.keyword === 'minLength' && e.params.limit === 1)
        return 'must not be empty';
    if (e.keyword === 'pattern' && e.params.pattern === '^\\S+$')
        return 'must not contain spaces or other whitespace';
    return undefined;
}
/** A rule id or code as spelled without case, `-` or `_` (`unknown-tool`, `UnknownTool`: `unknowntool`). */
const flat = (s) => s.replace(/[-_]/g, '').toLowerCase();
/**
 * The contract code a key under `rules` spells, in its own form or a rule id's (`unknown-tool`,
 * `unknown_tool`: UnknownTool); none when a rule id is spelled so too (`unknown_field` is the
 * rule `unknown-field` mistyped; `UnknownField` itself is the code).
 */
function contractCode(key) {
    if (_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTRACT_CODES */ .kC.includes(key))
        return key;
    const k = flat(key);
    if (_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .RULE_IDS */ .Iu.some((r) => flat(r) === k))
        return undefined;
    return _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTRACT_CODES */ .kC.find((c) => flat(c) === k);
}
/** The rule a contract code's name also spells (UnknownField: the agentskills rule `unknown-field`). */
function ruleSpelled(code) {
    const rule = _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .RULE_IDS */ .Iu.find((r) => flat(r) === flat(code));
    return rule ? `; did you mean the rule "${rule}"?` : '';
}
/** `warn` for `warning`: the one allowed value that `got` (three characters or more) begins. */
function startOf(got, words) {
    if (got.length < 3)
        return undefined;
    const g = got.toLowerCase();
    const hits = words.filter((w) => w.length > got.length && w.toLowerCase().startsWith(g));
    return hits.length === 1 ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .meanText */ .zy)(hits[0]) : undefined;
}
function describeAjv(e, root, file, topKeys) {
    const where = e.instancePath ? dotted(e.instancePath, root) : 'the top level';
    const found = nodeAt(root, e.instancePath);
    let pos = found?.node ?? { line: 1, column: 1 };
    let msg;
    if (e.keyword === 'additionalProperties') {
        const extra = String(e.params.additionalProperty);
        const sub = nodeAt(root, `${e.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (sub?.key)
            pos = sub.key;
        let known = [];
        const schemaProps = e.instancePath === ''
            ? [...topKeys]
            : e.instancePath === '/rules'
                ? [..._diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .RULE_IDS */ .Iu]
                : /^\/permission_profiles\/[^/]+$/.test(e.instancePath)
                    ? ['allow', 'paths']
                    : [];
        known = schemaProps;
        const contract = e.instancePath === '/rules' ? contractCode(extra) : undefined;
        msg = contract
            ? `rules.${extra}: ${contract === extra ? `"${extra}" is` : `"${extra}" names`} ${contract === extra ? 'a contract code' : `the contract code "${contract}"`}, not a rule: it cannot be configured or switched off${ruleSpelled(extra)}`
            : `unknown key ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(extra)} ${e.instancePath ? `in ${where}` : 'at the top level'}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMean */ .au)(extra, known)}${known.length ? ` (expected one of: ${known.join(', ')})` : ''}`;
    }
    else if (e.keyword === 'enum') {
        const allowed = e.params.allowedValues;
        const got = found?.node.kind === 'scalar' && typeof found.node.value === 'string' ? found.node.value : undefined;
        // `readonly` for read-only, `Local` for local: a near miss is named.
        const words = allowed.filter((v) => typeof v === 'string');
        const near = got === undefined || got.length > 100 ? '' : (startOf(got, words) ?? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMean */ .au)(got, words));
        msg = `${where}: must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${got === undefined ? '' : `; got ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(got)}`}${near}`;
    }
    else if (e.keyword === 'anyOf') {
        // The schema's only anyOf: a profile's `allow` entry, a class or a tool name (no whitespace).
        const got = found?.node.kind === 'scalar' ? String(found.node.value) : '';
        const classes = `a tool class (${_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$.join(', ')})`;
        msg =
            got === ''
                ? `${where}: must not be empty; write ${classes} or a tool name`
                : `${where} ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(got)} is neither ${classes} nor a tool name (a tool name holds no whitespace)${got.length > 100 ? '' : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMean */ .au)(got, [..._tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$, ...Object.keys(_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE)])}`;
    }
    else if (e.keyword === 'pattern' && e.instancePath === '/broker_version') {
        msg = `${where}: must be a SemVer 2.0.0 version such as "1.4.0" (or "1.5" for 1.5.0), with no "v" prefix; got ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(found?.node.kind === 'scalar' ? String(found.node.value) : '')}`;
    }
    else if (e.keyword === 'type' && e.instancePath === '/broker_version') {
        // `broker_version: 1.5` is a number to YAML (and 1.10 would be 1.1): it must be quoted.
        msg = `${where}: must be a string; quote the version, as in broker_version: "1.5"`;
    }
    else if (e.keyword === 'type' && typeof e.params.type === 'string') {
        const kinds = {
            array: 'a list (such as [a, b])',
            object: 'a mapping of keys to values',
            string: 'a string',
            integer: 'a whole number',
            number: 'a number',
            boolean: 'true or false',
        };
        msg = `${where}: must be ${kinds[e.params.type] ?? e.params.type}`;
    }
    else if (typeof e.propertyName === 'string') {
        // A key's own error (propertyNames): say which key, at that key.
        const sub = nodeAt(root, `${e.instancePath}/${e.propertyName.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        if (sub?.key)
            pos = sub.key;
        msg = `${where}: key ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(String(e.propertyName))} ${stringRule(e) ?? e.message ?? 'is invalid'}`;
    }
    else {
        msg = `${where}: ${stringRule(e) ?? e.message ?? 'is invalid'}`;
    }
    return `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:${pos.line}:${pos.column}: ${msg}`;
}
function toJs(n) {
    if (n.kind === 'scalar')
        return n.value;
    if (n.kind === 'seq')
        return n.items.map(toJs);
    const o = {};
    for (const e of n.entries)
        o[e.key.value] = toJs(e.value);
    return o;
}
/**
 * A glob that matches no SKILL.md path: it ends in `/`, or its last segment is a plain name
 * (no wildcard, class, brace or group) other than SKILL.md. A `!` glob matches the rest.
 */
function namesNoSkill(glob) {
    // A `!` glob matches the rest; picomatch reads `"\u2026"` as quoted text and a bare `|` as
    // alternatives (`skills/"a[1]"/SKILL.md`, `a/SKILL.md|b`): not judged here.
    if (glob.startsWith('!') || /["|]/.test(glob))
        return false;
    if (glob.endsWith('/'))
        return true;
    const last = glob.slice(glob.lastIndexOf('/') + 1);
    return !/[*?[\]{}()!+@\\]/.test(last) && last !== 'SKILL.md';
}
/** The most globs a config may hold in include, exclude and every profile's paths together. */
const MAX_CONFIG_GLOBS = 10_000;
/** The largest config read (as for SKILL.md): 10,000 globs take ~0.5 MB. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * The most values (keys, scalars, lists and mappings) a config may hold: far above any valid
 * one (10,000 globs), and a bound on the YAML library's cost (~1\u20132 KB a value: 1 MiB of
 * `[[[[]]]],` took 3 s and 0.9 GB before it was refused).
 */
const MAX_CONFIG_VALUES = 100_000;
/**
 * Parses and validates a config file's text. Throws UsageError naming file:line:col.
 * `opts.profile` is the profile a flag or action input sets over the file's own (what
 * may be registered under `tools` depends on it).
 */
async function parseConfig(text, file, opts = {}) {
    // A merge left both sides in it: said as that, as in a SKILL.md or the lockfile (YAML's own
    // error for a `<<<<<<<` line pointed away from the conflict).
    const marker = _document_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFLICT_MARKER */ .C7.exec(text);
    if (marker) {
        const line = text.slice(0, marker.index).split('\n').length;
        const message = (0,_document_js__WEBPACK_IMPORTED_MODULE_4__/* .conflictMessage */ .GN)(marker[0]);
        throw new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:${line}:1: ${message}`, [{ line, column: 1, message }]);
    }
    const parsed = (0,_document_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlText */ .cd)(text, MAX_CONFIG_VALUES);
    if (!parsed.ok) {
        // The YAML rules are those of SKILL.md frontmatter; the message names this file instead.
        // Every one is listed (the first MAX_CONFIG_ERRORS, in the file's order), as a SKILL.md's.
        // Past MAX_YAML_FINDINGS the parser adds one that says more follow: not an error to count.
        const capped = parsed.findings.some((f) => f.message.startsWith(_document_js__WEBPACK_IMPORTED_MODULE_4__/* .MORE_YAML_ERRORS */ .kz));
        const found = parsed.findings
            .filter((f) => !f.message.startsWith(_document_js__WEBPACK_IMPORTED_MODULE_4__/* .MORE_YAML_ERRORS */ .kz))
            .sort((a, b) => a.line - b.line || a.column - b.column)
            .map((f) => ({
            line: f.line,
            column: f.column,
            message: f.message.startsWith('the frontmatter must be one YAML document')
                ? `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)} must be one YAML document; remove the \`---\` or \`...\` line that starts or ends another`
                : f.message
                    .replace('in SKILL.md frontmatter', `in ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}`)
                    .replace('in the frontmatter', `in ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}`),
        }));
        const lines = found.map((f) => `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:${f.line}:${f.column}: ${f.message}`);
        if (found.length === 1)
            throw new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(lines[0], found);
        throw configErrors(file, lines, found, capped);
    }
    const root = parsed.root;
    if (!root)
        return {};
    // A string that is not well-formed Unicode (a lone surrogate from a `\uD800` escape), or
    // NaN/Infinity, as a SKILL.md refuses it (SPEC \u00a72): a lockfile path of "\ud800" became a file
    // named U+FFFD, said as another name.
    const odd = [];
    (0,_rules_v1_js__WEBPACK_IMPORTED_MODULE_13__/* .checkNonCanonical */ .I1)(root, (_field, _code, message, n) => {
        odd.push({ line: n.line, column: n.column, message });
    });
    if (odd.length) {
        odd.sort((a, b) => a.line - b.line || a.column - b.column);
        const lines = odd.map((f) => `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:${f.line}:${f.column}: ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(f.message)}`);
        if (odd.length === 1)
            throw new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(lines[0], odd);
        throw configErrors(file, lines, odd.slice(0, MAX_CONFIG_ERRORS), false);
    }
    const value = toJs(root);
    // Compiled ahead of time (scripts/gen-schemas.mjs): compiling the schema here cost ~80 ms.
    const { validate } = (await __nccwpck_require__.e(/* import() */ 936).then(__nccwpck_require__.bind(__nccwpck_require__, 7936)));
    if (!validate(value)) {
        const errs = (validate.errors ?? []);
        // Prefer the most specific errors; anyOf/oneOf wrappers add noise.
        // A wrong type and the enum it then fails are one problem (`mcp__a__b:` with no class), and
        // `propertyNames` repeats the key's own error ("property name must be valid").
        const typed = new Set(errs.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
        // A string in a profile's `allow` that is no class and no tool fails each of the schema's
        // three forms: one message says what the entry may be, not three.
        const either = new Set(errs.filter((e) => e.keyword === 'anyOf' && !typed.has(e.instancePath)).map((e) => e.instancePath));
        // One error per key that fails propertyNames (an empty key fails minLength and pattern).
        const keyed = new Set();
        const useful = errs.filter((e) => {
            if (either.has(e.instancePath))
                return e.keyword === 'anyOf';
            if (['anyOf', 'oneOf', 'if', 'propertyNames'].includes(e.keyword))
                return false;
            if (e.keyword === 'enum' && typed.has(e.instancePath))
                return false;
            if (typeof e.propertyName !== 'string')
                return true;
            const k = `${e.instancePath}\0${e.propertyName}`;
            if (keyed.has(k))
                return false;
            keyed.add(k);
            return true;
        });
        const all = useful.length ? useful : errs;
        // In the file's order (ajv's is the schema's), as the checks below list theirs: every
        // error is worded (cheap: short lists to suggest from) and sorted before the first
        // MAX_CONFIG_ERRORS are taken.
        const pos = (l) => /^:(\d+):(\d+):/.exec(l.slice(file.length))?.slice(1).map(Number) ?? [0, 0];
        // The schema itself, for the keys a misspelt one is told from: loaded only for a config
        // that fails it (its 28 KB of literals were compiled by every run).
        const { configSchema } = await __nccwpck_require__.e(/* import() */ 789).then(__nccwpck_require__.bind(__nccwpck_require__, 789));
        const topKeys = Object.keys(configSchema.properties ?? {});
        const described = [...new Set(all.map((e) => describeAjv(e, root, file, topKeys)))]
            .map((l) => ({ l, at: pos(l) }))
            .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1])
            .map((x) => x.l);
        throw configErrors(file, described, described.slice(0, MAX_CONFIG_ERRORS).map((l) => {
            const [line = 1, column = 1] = pos(l);
            return { line, column, message: l.slice(file.length).replace(/^:\d+:\d+: /, '') };
        }));
    }
    const out = {};
    const v = value;
    const lineCol = (p) => ({ line: p.line, column: p.column });
    const at = (ptr) => {
        const f = nodeAt(root, ptr);
        return f?.key ?? f?.node ?? { line: 1, column: 1 };
    };
    // Every problem below is listed (the first MAX_CONFIG_ERRORS, in the file's order, then how
    // many more), as the schema's are: a user fixing several globs runs once, not once each.
    // A message may be costly to word (a did-you-mean over many tools): only the listed ones are.
    const found = [];
    const problem = (ptr, message) => {
        found.push({ at: at(ptr), message });
    };
    const report = () => {
        if (!found.length)
            return;
        found.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
        const problems = found.slice(0, MAX_CONFIG_ERRORS).map((p) => ({
            line: p.at.line,
            column: p.at.column,
            message: typeof p.message === 'string' ? p.message : p.message(),
        }));
        const lines = problems.map((p) => `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)}:${p.line}:${p.column}: ${p.message}`);
        throw configErrors(file, lines, problems, false, found.length);
    };
    if (v.profile !== undefined)
        out.profile = v.profile;
    if (v.broker_version !== undefined) {
        // As the flag and the action input read it: full SemVer, or a release written short.
        const broker = typeof v.broker_version === 'string' ? (0,_semver_js__WEBPACK_IMPORTED_MODULE_14__/* .brokerVersionOf */ .HV)(v.broker_version) : undefined;
        if (broker === undefined)
            problem('/broker_version', `broker_version must be a SemVer 2.0.0 string such as "1.4.0" (or "1.5" for 1.5.0)`);
        else
            out.brokerVersion = broker;
    }
    if (v.trust !== undefined)
        out.trust = v.trust;
    // Where a path's value is, for the errors about the file it names (not found, outside).
    const valueAt = (ptr) => lineCol(nodeAt(root, ptr)?.node ?? at(ptr));
    // A problem with the file a path names, at the path's value (`problem` points at its key).
    const valueProblem = (ptr, message) => {
        found.push({ at: valueAt(ptr), message });
    };
    // path.resolve drops a trailing slash: `lockfile: locks/` was written as a file named locks.
    const folder = (key, value, what, example) => {
        if (typeof value === 'string' && (0,_io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .namesFolder */ .z0)(value))
            valueProblem(`/${key}`, `${key} ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(value)} ends with "${(0,_io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .folderEnding */ .CL)(value)}", so it names a folder: name the ${what} in it (${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)((0,_io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .asFolder */ .hS)(value) + example)})`);
    };
    folder('trusted_keys', v.trusted_keys, 'keyring file', 'trusted-keys');
    folder('lockfile', v.lockfile, 'lockfile', 'skillgate.lock');
    // A line break or an escape sequence in a file's name: `lock` wrote a file named `x\u23cey`
    // (a checked-out config names it for every developer who runs `skillgate lock`).
    for (const key of ['trusted_keys', 'lockfile']) {
        const value = v[key];
        if (typeof value === 'string' && /[\x00-\x1f\x7f-\x9f\u2028\u2029]/.test(value))
            valueProblem(`/${key}`, `${key} ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(value)} holds a control character (a line break, a tab, an escape): name a file without one`);
    }
    // `./x` is `x`: shown, and pointed at in SARIF, as the flag's `x` is (a `..` is kept: after
    // a folder symlink the system does not read it as text does).
    const plain = (p) => p.replace(/^(?:\.\/+)+(?=[^/])/, '');
    if (v.trusted_keys !== undefined) {
        out.trustedKeys = plain(v.trusted_keys);
        out.trustedKeysExplicit = true;
        out.trustedKeysAt = valueAt('/trusted_keys');
    }
    // The config names where the lock is; only --lockfile (or the Action's input) makes a run
    // of named paths check drift and the file required (SPEC \u00a75), so that the pre-commit hook,
    // which names the staged files, never fails on drift elsewhere in the tree.
    if (v.lockfile !== undefined) {
        out.lockfile = plain(v.lockfile);
        out.lockfileAt = valueAt('/lockfile');
    }
    // Each glob is compiled (~10 KB); a hostile config of 200,000 of them ran out of memory.
    let globCount = 0;
    let globWeight = 0;
    const globs = (ptr, list) => {
        globCount += list.length;
        if (globCount > MAX_CONFIG_GLOBS) {
            problem(ptr, `too many globs: include, exclude and permission_profiles.*.paths hold more than ${MAX_CONFIG_GLOBS} together (a directory glob such as "skills/team-a/**" covers a whole folder)`);
            report(); // not one more glob is read
        }
        list.forEach((g, i) => {
            const why = (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_9__/* .pathGlobProblem */ .r)(g);
            if (why)
                problem(`${ptr}/${i}`, `${dotted(ptr)}[${i}] ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(g)} is not a valid glob: ${why}`);
            // A folder's name (`skills/review`, `skills/review/`) matches no SKILL.md: the profile
            // would govern, or the list keep, none of the skills in it, unsaid.
            else if (namesNoSkill(g))
                problem(`${ptr}/${i}`, `${dotted(ptr)}[${i}] ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(g)} can match no SKILL.md: config globs match each SKILL.md's path from the repository root; for a folder and everything under it, write ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(`${g.replace(/\/+$/, '')}/**`)}`);
            // Classes and alternatives cost compile time on every run (MAX_GLOB_WEIGHT).
            else if (globWeight <= _glob_check_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_GLOB_WEIGHT */ .nH && (globWeight += (0,_glob_check_js__WEBPACK_IMPORTED_MODULE_9__/* .globWeight */ .bs)(g)) > _glob_check_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_GLOB_WEIGHT */ .nH)
                problem(`${ptr}/${i}`, `${dotted(ptr)}[${i}]: include, exclude and permission_profiles.*.paths hold more than ${_glob_check_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_GLOB_WEIGHT */ .nH} classes, alternatives and stars together (\`[\u2026]\`, \`{a,b}\`, \`@(a|b)\`, \`*\`), each compiled on every run; a directory glob such as "skills/team-a/**" covers a whole folder`);
        });
        // A list matches a path that any one of its globs matches, so a "!" glob beside others
        // adds every path outside it ("skills/**", "!skills/a/**" is every path), where
        // .gitignore-style lists subtract: refused, with the way to say it.
        if (list.length > 1) {
            list.forEach((g, i) => {
                if (!g.startsWith('!') || g.startsWith('!('))
                    return;
                problem(`${ptr}/${i}`, `${dotted(ptr)}[${i}] ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(g)}: a "!" glob beside other globs adds every path outside it (a path matches the list when any one glob matches it), it does not take paths out; ${ptr === '/include' ? `leave those paths out with exclude: [${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(g.slice(1))}]` : ptr === '/exclude' ? 'list only the paths to leave out' : 'list only the paths this profile governs'}`);
            });
        }
        return list;
    };
    if (v.include !== undefined) {
        out.include = globs('/include', v.include);
        out.includeAt = lineCol(at('/include'));
    }
    if (v.exclude !== undefined) {
        out.exclude = globs('/exclude', v.exclude);
        out.excludeAt = lineCol(at('/exclude'));
    }
    const profile = opts.profile ?? out.profile ?? 'v1';
    if (v.tools !== undefined) {
        const tools = {};
        // Registered names by their lower case: two that differ only in case are refused.
        const byCase = new Map();
        for (const [name, cls] of Object.entries(v.tools)) {
            const ptr = `/tools/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            const sameButCase = byCase.get(name.toLowerCase());
            // `Bash(git:*)` takes the class of `Bash` (SPEC \u00a77): a narrowed form cannot be reclassified.
            const base = /^([^(]+)\(.*\)$/.exec(name)?.[1];
            if (Object.prototype.hasOwnProperty.call(_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE, name))
                problem(ptr, `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} is a native tool with the fixed class ${_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE[name]}; it cannot be registered`);
            else if (base !== undefined && Object.prototype.hasOwnProperty.call(_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE, base))
                problem(ptr, `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} takes the fixed class ${_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE[base]} of the native tool "${base}"; it cannot be registered`);
            else if ((0,_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .nativeByCase */ .p9)(base ?? name) !== undefined || /[^\x21-\x7e]/u.test(name)) {
                // `bash: read-only`: a client that matches tool names regardless of case would hand
                // the trusted shell to a read-only profile. `B\u0430sh` (a Cyrillic \u0430), `\uff22\uff41\uff53\uff48`: a
                // look-alike of a native tool, or of another registered one, reads in review as it.
                const native = (0,_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .nativeByCase */ .p9)(base ?? name);
                const odd = /[^\x21-\x7e]/u.exec(name)?.[0];
                const cp = odd && (0,_utf8_js__WEBPACK_IMPORTED_MODULE_7__/* .codePointName */ .R8)(odd);
                problem(ptr, native !== undefined && !odd
                    ? `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} differs from the native tool "${native}" only in letter case: tool names are case-sensitive, and one a client could take for a native tool cannot be registered; write "${native}" (its class is fixed)`
                    : native !== undefined
                        ? `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} is a look-alike of the native tool "${native}" (it holds ${cp}): one a client could take for a native tool cannot be registered; write "${native}" (its class is fixed)`
                        : `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} holds ${cp}: a registered tool name is printable ASCII, so that no look-alike (a Cyrillic "\u0430" in "B\u0430sh") can pass for another tool`);
            }
            else if (name.includes('(') || name.includes(')'))
                // A narrowed form takes its base tool's class (so registering it changes nothing, or
                // would give one narrowing another class than its tool); `(` alone names no tool.
                problem(ptr, base !== undefined
                    ? `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} is a narrowed form of ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(base)}, which takes the class of ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(base)}: register ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(base)} instead`
                    : `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} is not a tool name (a narrowed form is written Tool(argument))`);
            else if (_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$.includes(name.toLowerCase()))
                // A permission profile's `allow` reads the word as the class: a tool registered under it
                // would pass a profile that allows only that class, whatever class it is given.
                problem(ptr, `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} is the name of a tool class (read-only, write, trusted): a permission profile's allow would read it as the class, so it cannot name a tool`);
            else if (profile === 'v1' && !_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .MCP_NAME */ .jw.test(name))
                problem(ptr, `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: in profile v1 only MCP tools (mcp__<server>__<tool>) can be registered; other tool names need profile agentskills`);
            else if (sameButCase !== undefined)
                // `WebFetch: read-only` beside `webfetch: trusted`: a client that matches tool names
                // regardless of case could run the trusted one for a read-only grant.
                problem(ptr, `tools.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}: ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(name)} differs from the registered tool ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(sameButCase)} only in letter case: tool names are case-sensitive, and a client that matches them regardless of case could take one for the other; register one spelling`);
            // Only a name that is registered: one refused above is no "registered tool" to name.
            else
                byCase.set(name.toLowerCase(), name);
            tools[name] = cls;
        }
        out.tools = tools;
    }
    if (v.permission_profiles !== undefined) {
        const profiles = {};
        const given = v.permission_profiles;
        // In the file's order (the YAML mapping's), not the object's: see PermissionProfile.order.
        const hints = { left: CONFIG_HINT_BUDGET };
        const node = entryOf(root, 'permission_profiles')?.value;
        const names = node?.kind === 'map' ? node.entries.map((e) => e.key.value) : Object.keys(given);
        for (const [order, name] of names.entries()) {
            const p = given[name];
            const ptr = `/permission_profiles/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            const allow = p.allow ?? [];
            allow.forEach((a, i) => {
                // A class, a native or registered tool, or a narrowed form (`Bash(git:*)`): anything
                // else is a typo that would deny what it meant to allow. An MCP name must be
                // registered under `tools` (an unregistered one is denied anyway: it has no class).
                // A narrowed form is known when its base tool is.
                const known = (t) => Object.hasOwn(_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE, t) || (out.tools && Object.hasOwn(out.tools, t));
                const narrowedOf = /^([^(]+)\(.*\)$/.exec(a)?.[1];
                if (_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$.includes(a) ||
                    known(a) ||
                    (narrowedOf !== undefined && known(narrowedOf)))
                    return;
                if (_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .MCP_NAME */ .jw.test(a))
                    problem(`${ptr}/allow/${i}`, () => `permission_profiles.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}.allow[${i}] ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(a)} is not a registered tool: register it under \`tools\` with its class, or fix the name${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMeanWithin */ .zo)(a, Object.keys(out.tools ?? {}), hints)}`);
                else
                    problem(`${ptr}/allow/${i}`, () => `permission_profiles.${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .nameCut */ .Kj)(name)}.allow[${i}] ${(0,_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteCut */ .Hj)(a)} is neither a tool class (${_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$.join(', ')}) nor a known tool${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_10__/* .didYouMeanWithin */ .zo)(a, [..._tools_js__WEBPACK_IMPORTED_MODULE_8__/* .TOOL_CLASSES */ .Y$, ...Object.keys(_tools_js__WEBPACK_IMPORTED_MODULE_8__/* .NATIVE_TOOLS */ .gE), ...Object.keys(out.tools ?? {})], hints)}`);
            });
            profiles[name] = { allow, paths: globs(`${ptr}/paths`, p.paths ?? []), order, at: lineCol(at(ptr)) };
        }
        out.permissionProfiles = profiles;
    }
    if (v.rules !== undefined)
        out.rules = v.rules;
    report();
    return out;
}
/** Names a config is easily given instead of `.skillgate.yml` (none of them is read). */
const CONFIG_LOOKALIKES = ['.skillgate.yaml', 'skillgate.yml', 'skillgate.yaml'];
/**
 * Files at the root named like the config but not read (`.skillgate.yaml`): with no
 * `.skillgate.yml` and no --config, what they set (`trust: registry`, excludes, rules) would
 * not apply, and the run would pass on the defaults without a word. Each with what to say.
 */
function misnamedConfigs(root, naming = '--config') {
    return CONFIG_LOOKALIKES.flatMap((file) => {
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, file));
            if (!st.isFile() && !st.isSymbolicLink())
                return [];
        }
        catch {
            return [];
        }
        return [
            {
                file,
                message: `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)} is not read: skillgate's config is ${_config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2} at the repository root, so what ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(file)} sets does not apply (rename it to ${_config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2}, or name it with ${naming})`,
            },
        ];
    });
}
/**
 * Loads the config named by `--config`, or `.skillgate.yml` at the root when it exists.
 * `profileOverride`: the profile a flag or action input sets (it decides what `tools` may register).
 */
async function loadSettings(root, inGit, configFlag, profileOverride, 
/** How messages name a config the flag gives (as typed), when not `configFlag` itself. */
configShown) {
    const base = (0,_config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultSettings */ .L6)(root, inGit);
    const file = configFlag ? node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(configFlag) : node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2);
    let bytes;
    try {
        bytes = (0,_scan_setting_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettingFile */ .F)(file, MAX_CONFIG_BYTES, !!configFlag, { root, inGit });
    }
    catch (e) {
        const code = e.code;
        // No config is the defaults; a symlink there that leads nowhere is a config that cannot
        // be read (its tools, profiles and rules would be dropped without a word).
        const dangling = (0,_io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .danglingLink */ .d8)(e, file);
        if (!configFlag && code === 'ENOENT' && !dangling)
            return base;
        throw new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read config ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(configShown ?? configFlag ?? _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2)}: ${dangling ? _io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .DANGLING */ .Pb : code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (0,_io_text_js__WEBPACK_IMPORTED_MODULE_11__/* .fsReason */ .EG)(e)}`);
    }
    const shown = configShown ?? configFlag ?? _config_types_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE */ .g2;
    if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes)) {
        // Decoded leniently, a bad byte would turn into U+FFFD and be reported as a wrong value.
        const at = (0,_utf8_js__WEBPACK_IMPORTED_MODULE_7__/* .firstInvalidUtf8 */ .vE)(bytes);
        const { line, column } = (0,_utf8_js__WEBPACK_IMPORTED_MODULE_7__/* .bytePos */ .bA)(bytes, at);
        const message = `the config is not valid UTF-8 (bad byte 0x${bytes[at].toString(16).padStart(2, '0')})`;
        throw new _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_12__/* .safe */ .gB)(shown)}:${line}:${column}: ${message}`, [{ file, line, column, message }]);
    }
    try {
        const partial = await parseConfig(bytes.toString('utf8'), shown, { profile: profileOverride });
        return { ...base, ...partial, configFile: shown, configPath: file };
    }
    catch (e) {
        // The problems' places in the file, for the Action's annotations.
        if (e instanceof _diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb)
            for (const l of e.locations ?? [])
                l.file = file;
        throw e;
    }
}


/***/ }),

/***/ 1400:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ quoteCut),
/* harmony export */   Ir: () => (/* binding */ QUOTE_CUT),
/* harmony export */   Iu: () => (/* binding */ RULE_IDS),
/* harmony export */   Kj: () => (/* binding */ nameCut),
/* harmony export */   LE: () => (/* binding */ MAX_FILE_FINDINGS),
/* harmony export */   d1: () => (/* binding */ outcomeWith),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   hv: () => (/* binding */ spillingPush),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   kC: () => (/* binding */ CONTRACT_CODES),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* unused harmony exports outcomeOfCode, sortFindings */
/**
 * The one definition of every finding skillgate reports.
 *
 * Contract codes (SPEC \u00a72\u2013\u00a74) cannot be switched off; rule ids (SPEC \u00a77) carry a
 * configurable severity. Each code maps to exactly one outcome.
 */
const CONTRACT_CODES = [
    'MissingFrontmatter',
    'YamlParse',
    'FileTooLarge',
    'ReadError',
    'RequiredMissing',
    'InvalidId',
    'InvalidVersion',
    'InvalidDescription',
    'InvalidMemoryScopeGlob',
    'UnknownTool',
    'UnknownField',
    'InvalidField',
    'SignatureFailed',
    'SignatureMissing',
    'UntrustedKey',
    'RevokedKey',
    'BrokerTooOld',
    'BrokerTooNew',
    'DuplicateId',
    'NameMismatch',
];
const RULE_IDS = [
    'tool-conflict',
    'unclassified-tool',
    'denied-tool',
    'description-trigger',
    'deprecated-by',
    'unknown-field',
    'allowed-tools-list',
];
const OUTCOMES = [
    'ok',
    'parse_err',
    'required_missing',
    'invalid_field',
    'signature_failed',
    'version_skew',
];
/**
 * At most this many findings a file (its YAML findings are capped alike in document.ts), then
 * one that says how many more: a 1 MiB list of 350,000 bad names would otherwise be 350,000
 * findings, a 117 MB report and over 1 GB of memory. SPEC \u00a72 has every error reported: far
 * more than any real file holds. (engine.ts capFindings makes the cut.)
 */
const MAX_FILE_FINDINGS = 10_000;
/**
 * A push for errors made in document order (one top-level key's, a list's items): past
 * MAX_FILE_FINDINGS + 1 of them, the rest are one error that stands for them (`omitted`),
 * which the file's cap (engine.ts capFindings) always leaves out and counts, as more errors
 * than it keeps come before each. The report is the same, but they are not held (450,000 bad
 * tool names were 420 MB before the cap). Warnings are pushed as they come.
 */
function spillingPush(findings) {
    let errors = 0;
    let spill;
    return {
        push(f) {
            if (f.severity !== 'error' || errors++ <= MAX_FILE_FINDINGS) {
                findings.push(f);
                return;
            }
            if (!spill)
                findings.push((spill = { ...f, omitted: { errors: 0, warnings: 0 } }));
            spill.omitted.errors++;
            // A file's outcome is its highest finding's: the spill's code keeps the highest it stands for.
            if (outcomeWith(outcomeOfCode(spill.code), f) !== outcomeOfCode(spill.code))
                spill.code = f.code;
        },
        reset() {
            errors = 0;
            spill = undefined;
        },
    };
}
/** Past this many characters a value quoted by quoteCut is cut to its start and its length. */
const QUOTE_CUT = 200;
/** A name a message writes bare (a config key, a profile): as it is, or quoteCut when it is long. */
function nameCut(name) {
    return name.length > QUOTE_CUT ? quoteCut(name) : name;
}
/**
 * `JSON.stringify(s)`, cut past `max` characters to its start, `\u2026` and its length: for a
 * value that a message repeats in every finding of a file (3,000 tools denied by one
 * x-profile of 300 KB made a 900 MB report), never a finding's own value.
 */
function quoteCut(s, max = QUOTE_CUT) {
    if (s.length <= max)
        return JSON.stringify(s);
    let end = max - 20;
    if (/[\ud800-\udbff]/.test(s[end - 1]))
        end--;
    // Counted in code points, as description lengths are (an emoji is one character).
    let n = 0;
    for (const _ of s)
        n++;
    return `${JSON.stringify(s.slice(0, end)).slice(0, -1)}\u2026" (${n} characters)`;
}
const OUTCOME_OF = {
    MissingFrontmatter: 'parse_err',
    YamlParse: 'parse_err',
    FileTooLarge: 'parse_err',
    ReadError: 'parse_err',
    SignatureFailed: 'signature_failed',
    SignatureMissing: 'signature_failed',
    UntrustedKey: 'signature_failed',
    RevokedKey: 'signature_failed',
    RequiredMissing: 'required_missing',
    BrokerTooOld: 'version_skew',
    BrokerTooNew: 'version_skew',
};
/** SPEC \u00a72: a file with several errors takes the first of this list. */
const PRECEDENCE = ['parse_err', 'signature_failed', 'required_missing', 'version_skew', 'invalid_field'];
function outcomeOfCode(code) {
    return OUTCOME_OF[code] ?? 'invalid_field';
}
/**
 * A file's outcome once `f` is added to its findings: `outcome` holds for the findings it
 * has (some maybe left out of its list by the cap), so it is kept unless `f` comes first.
 */
function outcomeWith(outcome, f) {
    if (f.severity !== 'error')
        return outcome;
    const added = outcomeOfCode(f.code);
    const i = PRECEDENCE.indexOf(outcome);
    return i >= 0 && i <= PRECEDENCE.indexOf(added) ? outcome : added;
}
function outcomeOf(findings) {
    let best = PRECEDENCE.length;
    for (const f of findings) {
        if (f.severity !== 'error')
            continue;
        const i = PRECEDENCE.indexOf(outcomeOfCode(f.code));
        if (i < best)
            best = i;
    }
    return best < PRECEDENCE.length ? PRECEDENCE[best] : 'ok';
}
/** Errors first, then by position; stable for equal positions. */
function sortFindings(findings) {
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
        .map((x) => x.f);
}
/** Exit codes (SPEC \u00a75), named once. */
const EXIT = {
    OK: 0,
    USAGE: 1,
    SCHEMA: 6,
    DRIFT: 7,
};
/** An error that aborts a command with exit 1 and a one-line message (no stack trace). */
class UsageError extends Error {
    /** Where in a file (the config) each problem the message lists is. */
    locations;
    constructor(message, locations) {
        super(message);
        this.name = 'UsageError';
        if (locations?.length)
            this.locations = locations;
    }
}


/***/ }),

/***/ 7188:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kt: () => (/* binding */ CONFLICT_ADVICE),
  C7: () => (/* binding */ CONFLICT_MARKER),
  gZ: () => (/* binding */ MAX_FILE_BYTES),
  kz: () => (/* binding */ MORE_YAML_ERRORS),
  GN: () => (/* binding */ conflictMessage),
  f_: () => (/* binding */ entry),
  _$: () => (/* binding */ lineStarts),
  Z3: () => (/* binding */ offsetToPos),
  vv: () => (/* binding */ parseSkill),
  cd: () => (/* binding */ parseYamlText),
  BA: () => (/* binding */ toValue)
});

// UNUSED EXPORTS: MAX_DEPTH, MAX_LIBRARY_VALUES, MAX_YAML_FINDINGS, headStats, nestingTooDeep, parseYaml, scanStructure, setYamlLimits

// EXTERNAL MODULE: ./src/core/libraries.ts
var libraries = __nccwpck_require__(7636);
;// CONCATENATED MODULE: ./src/core/yaml-spec.ts
/**
 * Two places where the `yaml` library's value differs from YAML 1.2.2, fixed here so that
 * the lock hash and the signed message are those every conforming implementation computes
 * (SPEC \u00a73). The library still parses the document and reports its errors; only the value
 * of these scalars is computed again from their source.
 *
 * 1. A double-quoted scalar with an escaped line break followed by empty lines: each empty
 *    line is a line feed (\u00a77.3.1, production [112] `s-double-escaped`: `s-white* "\"
 *    b-non-content l-empty* s-flow-line-prefix`), and the white space before the `\` is
 *    content. The library reads one empty line as a space, and k lines as k \u2212 1 line feeds.
 * 2. A block scalar with an explicit indentation indicator (`|1`, `>2-`): a trailing line of
 *    spaces deeper than the content indentation is a content line (\u00a78.1.1.1, [171]
 *    `l-nb-literal-text`: a space is an `nb-char`). The library's lexer drops such lines
 *    when they are no deeper than the first content line, as it does for an auto-detected
 *    indentation, where that is right.
 */
/** A double-quoted scalar's one-character escapes (YAML 1.2 \u00a75.7), as the library reads them. */
const ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t',
};
/** An escaped line break: a `\` that an even run of backslashes (none included) precedes, then CR? LF. */
const ESCAPED_BREAK = /(?:^|[^\\])(?:\\\\)*\\\r?\n/;
/** True when a double-quoted scalar's source (quotes included) holds an escaped line break. */
function hasEscapedBreak(source) {
    return source.includes('\n') && ESCAPED_BREAK.test(source);
}
/**
 * The value of a double-quoted scalar from its source, quotes included, as YAML 1.2.2 reads
 * it. The source is one the library accepted (valid escapes, a closing quote).
 */
function doubleQuotedValue(source) {
    let res = '';
    const end = source.length - 1;
    for (let i = 1; i < end; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            // A line folding: one break is a space, a break and k empty lines are k line feeds.
            let breaks = 0;
            let j = i + 1;
            for (;;) {
                while (source[j] === ' ' || source[j] === '\t')
                    j++;
                if (source[j] === '\n')
                    j++;
                else if (source[j] === '\r' && source[j + 1] === '\n')
                    j += 2;
                else
                    break;
                breaks++;
            }
            res += breaks ? '\n'.repeat(breaks) : ' ';
            i = j - 1;
        }
        else if (ch === '\\') {
            const next = source[++i];
            if (next === '\n' || (next === '\r' && source[i + 1] === '\n')) {
                // An escaped break: no content for the break; each empty line after it is a line feed.
                let j = next === '\n' ? i + 1 : i + 2;
                for (;;) {
                    while (source[j] === ' ' || source[j] === '\t')
                        j++;
                    if (source[j] === '\n')
                        j++;
                    else if (source[j] === '\r' && source[j + 1] === '\n')
                        j += 2;
                    else
                        break;
                    res += '\n';
                }
                i = j - 1;
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += String.fromCodePoint(parseInt(source.slice(i + 1, i + 1 + length), 16));
                i += length;
            }
            else
                res += Object.hasOwn(ESCAPES, next) ? ESCAPES[next] : '\\' + next;
        }
        else if (ch === ' ' || ch === '\t') {
            // White space before a (plain) line break is not content; before anything else it is.
            let j = i;
            while (source[j + 1] === ' ' || source[j + 1] === '\t')
                j++;
            const after = source[j + 1];
            if (after !== '\n' && !(after === '\r' && source[j + 2] === '\n'))
                res += source.slice(i, j + 1);
            i = j;
        }
        else
            res += ch;
    }
    return res;
}
function isBlockToken(t) {
    const b = t;
    return b?.type === 'block-scalar' && b.props?.[0]?.type === 'block-scalar-header' && typeof b.source === 'string';
}
/**
 * The value of a block scalar with an explicit indentation indicator, when the library's
 * differs from YAML 1.2.2's (see above); else undefined. That is when a line of spaces deeper
 * than the content indentation is in it: one the lexer left out after the source (clip or
 * strip), or any in a scalar of only such lines (the library's shortcut for empty contents).
 * `text` is the YAML text and `end` the offset where the library's source of the scalar ends.
 */
function blockScalarValue(token, text, end) {
    if (!isBlockToken(token))
        return undefined;
    const header = token.props[0].source;
    const mode = header[0];
    const digit = /[1-9]/.exec(header)?.[0];
    if (!digit || (mode !== '|' && mode !== '>'))
        return undefined;
    const trim = token.indent + Number(digit);
    // The lines of spaces right after the source: what the lexer left out.
    let at = end;
    while (at < text.length) {
        const nl = text.indexOf('\n', at);
        const line = text.slice(at, nl < 0 ? text.length : nl);
        if (!/^ *\r?$/.test(line))
            break;
        at = nl < 0 ? text.length : nl + 1;
    }
    const lines = splitLines(token.source + text.slice(end, at));
    if (!lines.some(([indent, content]) => isEmpty(content) && indent.length > trim))
        return undefined;
    return blockValue(lines, mode, header.includes('-') ? '-' : header.includes('+') ? '+' : '', trim);
}
const isEmpty = (content) => content === '' || content === '\r';
/** `[indent, content]` per line, as the library splits a block scalar's source. */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const lead = /^( *)/.exec(first)[1];
    const lines = [[lead, first.slice(lead.length)]];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}
/**
 * The library's block scalar value (resolve-block-scalar.js) for a fixed indentation `trim`,
 * over all of the scalar's lines, where a line of spaces deeper than `trim` is content
 * wherever it is (its contents start at the first line with a character or such spaces).
 */
function blockValue(lines, mode, chomp, trim) {
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        if (isEmpty(lines[i][1]))
            chompStart = i;
        else
            break;
    }
    // Trailing lines deeper than the indentation are content (spaces).
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trim) {
            chompStart = i + 1;
            break;
        }
    }
    let contentStart = 0;
    while (contentStart < chompStart && isEmpty(lines[contentStart][1]) && lines[contentStart][0].length <= trim)
        contentStart++;
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trim) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        const indent = lines[i][0];
        let content = lines[i][1];
        if (content.endsWith('\r'))
            content = content.slice(0, -1);
        if (mode === '|') {
            value += sep + indent.slice(trim) + content;
            sep = '\n';
        }
        else if (indent.length > trim || content[0] === '\t') {
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trim) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    if (chomp === '-')
        return value;
    if (chomp === '+') {
        for (let i = chompStart; i < lines.length; ++i)
            value += '\n' + lines[i][0].slice(trim);
        return value.endsWith('\n') ? value : value + '\n';
    }
    return value + '\n';
}

// EXTERNAL MODULE: ./src/core/fences.ts
var core_fences = __nccwpck_require__(9085);
// EXTERNAL MODULE: ./src/core/own.ts
var own = __nccwpck_require__(6207);
;// CONCATENATED MODULE: ./src/core/fastyaml.ts


/** Characters that make the fast path give up on the whole text. */
const UNSURE_CHARS = /[\0-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u00a0\u2028\u2029\ufeff\ufffe\uffff]/;
const HEX = /^[0-9a-fA-F]+$/;
/** A CR that is not part of a CRLF. */
function loneCr(s) {
    for (let i = s.indexOf('\r'); i >= 0; i = s.indexOf('\r', i + 1))
        if (s.charCodeAt(i + 1) !== 0x0a)
            return true;
    return false;
}
/** Keys of a mapping found by a scan; past this many, by a Map. */
const SCAN_KEYS = 32;
const KEY = /[A-Za-z_][A-Za-z0-9_./-]*/y;
/**
 * Past the key at `k0` that a `:` follows, on the line ending at `lineEnd`: a plain key (KEY),
 * or a quoted key of printable ASCII with nothing escaped (`"x-owner": a`, `'id': b`), past
 * its closing quote; -1 for any other (an escape, a `''`, another character, an empty key:
 * the library's), or no `:` after it.
 */
function keyEnd(s, k0, lineEnd) {
    const q = s.charCodeAt(k0);
    if (q !== 0x22 && q !== 0x27) {
        KEY.lastIndex = k0;
        return KEY.test(s) && s.charCodeAt(KEY.lastIndex) === 0x3a ? KEY.lastIndex : -1;
    }
    const close = s.indexOf(q === 0x22 ? '"' : "'", k0 + 1);
    if (close < 0 || close >= lineEnd || close === k0 + 1 || s.charCodeAt(close + 1) !== 0x3a)
        return -1;
    for (let i = k0 + 1; i < close; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c > 0x7e || c === 0x5c)
            return -1;
    }
    return close + 1;
}
/** The name of the key from `k0` to `k1` (keyEnd): its text, inside the quotes of a quoted one. */
function keyName(s, k0, k1) {
    const q = s.charCodeAt(k0);
    return (0,own/* own */.Z)(q === 0x22 || q === 0x27 ? s.slice(k0 + 1, k1 - 1) : s.slice(k0, k1));
}
const RESERVED_KEYS = new Set([
    'true',
    'True',
    'TRUE',
    'false',
    'False',
    'FALSE',
    'null',
    'Null',
    'NULL',
    '__proto__',
    'constructor',
    'prototype',
]);
const MAX_KEY = 256;
/** 1 for the ASCII characters a plain scalar cannot start with (YAML indicators). */
const INDICATOR = new Uint8Array(128);
for (const ch of '-,[]{}#&*!|>\'"%@`?:')
    INDICATOR[ch.charCodeAt(0)] = 1;
const MAX_NEST = 16;
/** SPEC \u00a71: nesting deeper than this is refused (the root mapping is level 1). */
const MAX_DEPTH = 64;
const TOO_DEEP = `nesting is deeper than ${MAX_DEPTH} levels`;
/** More cut-off flow lists than this are the library's (the fast path words only a few). */
const MAX_UNCLOSED = 20;
const UNCLOSED_FLOW = 'Flow sequence in block collection must be sufficiently indented and end with a ]';
// The core schema's tests, in the library's order (yaml/dist/schema/core).
const NULL_RX = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL_RX = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCT_RX = /^0o[0-7]+$/;
const INT_RX = /^[-+]?[0-9]+$/;
const HEX_RX = /^0x[0-9a-fA-F]+$/;
const NAN_RX = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXP_RX = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_RX = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/**
 * The line after the one whose break starts at `lineEnd` (its CR or LF): where it starts, and
 * where it ends before its own break. Undefined at the end of the text.
 */
function lineAfter(s, lineEnd) {
    const nl = s.charCodeAt(lineEnd) === 0x0d ? lineEnd + 1 : lineEnd;
    if (nl >= s.length)
        return undefined;
    const start = nl + 1;
    let e = s.indexOf('\n', start);
    if (e < 0)
        e = s.length;
    return { start, stop: e > start && s.charCodeAt(e - 1) === 0x0d ? e - 1 : e };
}
class Unsure extends Error {
}
const UNSURE = new Unsure();
function unsure() {
    throw UNSURE;
}
/** The core-schema value and skillgate type of a plain scalar. */
function resolvePlain(s) {
    const value = plainValue(s);
    return { value, type: plainType };
}
/** The type plainValue found last (no object per scalar on the fast path). */
let plainType = 'str';
/** The core-schema value of a plain scalar; its type in `plainType`. */
function plainValue(s) {
    // The first character decides which of the core schema's tests can match at all (null:
    // empty, ~, n, N; bool: t, T, f, F; numbers: a digit, + - or .), so at most one group
    // runs, in the library's order within it.
    const c = s.charCodeAt(0);
    if (s.length === 0 || c === 0x7e || c === 0x4e || c === 0x6e) {
        plainType = 'null';
        if (NULL_RX.test(s))
            return null;
    }
    else if (c === 0x54 || c === 0x74 || c === 0x46 || c === 0x66) {
        plainType = 'bool';
        if (BOOL_RX.test(s))
            return c === 0x74 || c === 0x54;
    }
    else if (c === 0x2e || c === 0x2b || c === 0x2d || (c >= 0x30 && c <= 0x39)) {
        plainType = 'int';
        if (OCT_RX.test(s))
            return parseInt(s.substring(2), 8);
        if (INT_RX.test(s))
            return parseInt(s, 10);
        if (HEX_RX.test(s))
            return parseInt(s.substring(2), 16);
        plainType = 'float';
        if (NAN_RX.test(s))
            return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity;
        if (EXP_RX.test(s) || FLOAT_RX.test(s))
            return parseFloat(s);
    }
    plainType = 'str';
    return s;
}
let enabled = process.env.SKILLGATE_FAST_YAML !== '0';
/**
 * An alias (`*name`), refused, as both paths word it. Text that starts with `*` (a Markdown
 * `**bold**` opening a description) is read by YAML as an alias: said so, with the cure.
 */
function aliasMessage(token) {
    return `aliases (${propShown(token)}) are not allowed in SKILL.md frontmatter (YAML reads a value that starts with "*" as an alias: quote it if it is text)`;
}
/**
 * An alias or anchor as a message shows it: past 200 characters, its start, `\u2026` and its length
 * (a `*` opening a 1 MB description made a 1 MB message).
 */
function propShown(token) {
    if (token.length <= 200)
        return token;
    let end = 180;
    if (/[\ud800-\udbff]/.test(token[end - 1]))
        end--;
    return `${token.slice(0, end)}\u2026 (${token.length} characters)`;
}
/** Turns the fast path off (tests compare it with the library; SKILLGATE_FAST_YAML=0 does it too). */
function setFastYaml(on) {
    enabled = on;
}
/**
 * Root mapping of `src`; or, for a document wholly in the subset whose only faults are
 * flow lists cut off at the end of their line, the library's errors as document.ts words
 * them (at each `[`), with the duplicate keys and aliases before the first; or, for one whose only faults are duplicate keys and aliases, the
 * findings document.ts's convert() gives it (the same messages, at the same places, in the
 * same order: a duplicate after any within its own value); or undefined
 * when the library must decide. Never throws.
 */
function fastParseYaml(src, pos) {
    if (!enabled || UNSURE_CHARS.test(src) || loneCr(src))
        return undefined;
    try {
        const parser = new FastParser(src);
        const root = parser.document(pos(0));
        // The library path reports its errors and, beside them, the duplicates and aliases the
        // text holds before the first (the library's error sits at the start of the next line).
        if (parser.unclosed.length) {
            if (parser.unclosed.length > MAX_UNCLOSED)
                return undefined;
            const bound = parser.unclosed[0].line;
            const earlier = parser.refused.filter((f) => f.line <= bound);
            if (!earlier.length)
                return parser.unclosed;
            return [...earlier, ...parser.unclosed].sort((a, b) => a.line - b.line || a.column - b.column);
        }
        return parser.refused.length ? parser.refused : root;
    }
    catch (e) {
        if (e instanceof Unsure)
            return undefined;
        throw e;
    }
}
class FastParser {
    s;
    /** Start offset of the current content line, its indent, and its end (before `\n`). */
    start = 0;
    indent = 0;
    end = 0;
    atEnd = false;
    /** Position of the current line's first character; columns advance one per UTF-16 unit. */
    line = 0;
    column = 0;
    /** Position of offset 0 (the text starts a line: every other line starts at column 1). */
    base = { line: 1, column: 1 };
    /** Where quoted() ended (past the closing quote). */
    next = 0;
    /** Duplicate keys and aliases, as convert() words them, in its order (a key after its value). */
    refused = [];
    /** Flow lists cut off at the end of their line, as document.ts words the library's error. */
    unclosed = [];
    /** Inside a collection nested too deep: what is in it is read, not reported (as convert()). */
    muted = 0;
    constructor(s) {
        this.s = s;
    }
    document(base) {
        this.base = base;
        this.seek(0);
        if (this.atEnd || this.indent !== 0)
            unsure();
        const root = this.map(0, 1);
        if (!this.atEnd)
            unsure();
        return root;
    }
    /** Moves to the first content line (not blank, not a comment) at or after `from`. */
    seek(from) {
        const s = this.s;
        let i = from;
        // `from` is 0, or just past the current line's end: on the next line after its \n, else
        // (CRLF: the \n itself) still on this one.
        let line = from === 0 ? this.base.line : s.charCodeAt(from - 1) === 0x0a ? this.line + 1 : this.line;
        while (i < s.length) {
            let j = i;
            while (s.charCodeAt(j) === 0x20)
                j++;
            let nl = s.indexOf('\n', j);
            if (nl < 0)
                nl = s.length;
            const c = s.charCodeAt(j);
            if (j < nl && c !== 0x23 && !(c === 0x0d && j + 1 === nl)) {
                // Document markers and directives end or change the document: not our business.
                if (j === i &&
                    (c === 0x25 || ((c === 0x2d || c === 0x2e) && /^(?:---|\.\.\.)(?:[ \n]|$)/.test(s.slice(i, i + 4)))))
                    unsure();
                this.start = i;
                this.indent = j - i;
                this.end = s.charCodeAt(nl - 1) === 0x0d ? nl - 1 : nl; // CRLF: the CR is part of the break
                this.line = line;
                this.column = i === 0 ? this.base.column : 1;
                this.atEnd = false;
                return;
            }
            i = nl + 1;
            line++;
        }
        this.atEnd = true;
        this.start = this.end = s.length;
        this.indent = -1;
    }
    /** Column of offset `o` on the current line. */
    col(o) {
        return this.column + (o - this.start);
    }
    map(indent, depth) {
        if (depth > MAX_NEST)
            unsure();
        const entries = [];
        let byName;
        const line = this.line;
        const column = this.col(this.start + indent);
        while (!this.atEnd && this.indent === indent) {
            const s = this.s;
            const k0 = this.start + indent;
            // A quoted key is placed at its opening quote, as the library places it.
            const k1 = keyEnd(s, k0, this.end);
            if (k1 < 0 || k1 - k0 > MAX_KEY)
                unsure();
            const name = keyName(s, k0, k1);
            if (RESERVED_KEYS.has(name))
                unsure();
            const key = {
                kind: 'scalar',
                value: name,
                type: 'str',
                line: this.line,
                column: this.col(k0),
            };
            // A handful of keys per mapping: a scan is cheaper than a Map. Past SCAN_KEYS, a Map
            // (a 1 MiB frontmatter of 64,000 keys would otherwise be quadratic).
            let first;
            if (byName)
                first = byName.get(name);
            else {
                for (let e = 0; e < entries.length; e++) {
                    if (entries[e].key.value === name) {
                        first = entries[e].key;
                        break;
                    }
                }
            }
            let v = k1 + 1;
            if (v < this.end && s.charCodeAt(v) !== 0x20)
                unsure();
            while (v < this.end && s.charCodeAt(v) === 0x20)
                v++;
            let value;
            if (v >= this.end) {
                // `key:` alone: a nested block (a same-indent `- ` list is allowed under a key), or
                // nothing, a null value, placed at its key as convert() places it.
                this.seek(this.end + 1);
                const dash = !this.atEnd && this.indent >= indent && this.isDash();
                if (this.atEnd || this.indent < indent || (this.indent === indent && !dash))
                    value = { kind: 'scalar', value: null, type: 'null', line: key.line, column: key.column };
                else
                    value = dash ? this.seq(this.indent, depth + 1) : this.map(this.indent, depth + 1);
            }
            else {
                if (s.charCodeAt(v) === 0x23)
                    unsure(); // `key: # comment` is null
                const open = s.charCodeAt(v);
                if (open === 0x2a) {
                    value = this.alias(v);
                    this.rest(this.next, this.end);
                }
                else
                    value =
                        open === 0x5b
                            ? this.flowSeq(v, indent === 0, depth + 1)
                            : open === 0x7b
                                ? this.flowMapLine(v, depth + 1)
                                : this.scalar(v, this.end, indent);
                this.seek(this.end + 1);
                if (!this.atEnd && this.indent > indent)
                    unsure(); // continuation lines
            }
            if (first) {
                this.refused.push({
                    field: '',
                    code: 'YamlParse',
                    message: `duplicate key ${JSON.stringify(name)} (first defined at line ${first.line}, column ${first.column})`,
                    line: key.line,
                    column: key.column,
                    severity: 'error',
                });
            }
            else {
                entries.push({ key, value });
                if (byName)
                    byName.set(name, key);
                else if (entries.length === SCAN_KEYS)
                    byName = new Map(entries.map((e) => [e.key.value, e.key]));
            }
        }
        if (!this.atEnd && this.indent > indent)
            unsure();
        return { kind: 'map', entries, flow: false, line, column };
    }
    isDash() {
        const i = this.start + this.indent;
        return this.s.charCodeAt(i) === 0x2d && (i + 1 >= this.end || this.s.charCodeAt(i + 1) === 0x20);
    }
    seq(indent, depth) {
        if (depth > MAX_NEST)
            unsure();
        const items = [];
        const line = this.line;
        const column = this.col(this.start + indent);
        while (!this.atEnd && this.indent === indent && this.isDash()) {
            const s = this.s;
            let v = this.start + indent + 1;
            while (s.charCodeAt(v) === 0x20)
                v++;
            if (v >= this.end)
                unsure(); // empty item or a nested block
            const c = s.charCodeAt(v);
            if (c === 0x23)
                unsure();
            if (c === 0x2d && (v + 1 >= this.end || s.charCodeAt(v + 1) === 0x20))
                unsure(); // `- - x`
            let k;
            if (c === 0x5b) {
                items.push(this.flowSeq(v, false, depth + 1));
            }
            else if (c === 0x2a) {
                items.push(this.alias(v));
                this.rest(this.next, this.end);
            }
            else if (c === 0x7b) {
                items.push(this.flowMapLine(v, depth + 1));
            }
            else if ((k = keyEnd(s, v, this.end)) >= 0 && (k + 1 >= this.end || s.charCodeAt(k + 1) === 0x20)) {
                // `- key: value`: a mapping whose later keys line up with this one (map() checks the
                // rest); it reads the first key where this line's indentation would end.
                this.indent = v - this.start;
                items.push(this.map(this.indent, depth + 1));
                if (!this.atEnd && this.indent > indent)
                    unsure();
                continue;
            }
            else {
                items.push(this.scalar(v, this.end));
            }
            this.seek(this.end + 1);
            if (!this.atEnd && this.indent > indent)
                unsure();
        }
        return { kind: 'seq', items, flow: false, line, column };
    }
    /**
     * A scalar from `i` to the end of its line (`end`), comments allowed after it. A mapping's
     * value (`keyIndent` given) may be a quoted scalar over several lines.
     */
    scalar(i, end, keyIndent) {
        const s = this.s;
        const c = s.charCodeAt(i);
        if (c === 0x22 || c === 0x27) {
            const line = this.line;
            const column = this.col(i);
            let value = this.quoted(i, end, c, keyIndent !== undefined);
            if (value === undefined) {
                value = this.quotedLines(i, c, keyIndent);
                end = this.end;
            }
            this.rest(this.next, end);
            return { kind: 'scalar', value, type: 'str', line, column };
        }
        if ((c === 0x7c || c === 0x3e) && keyIndent !== undefined) {
            const line = this.line;
            const column = this.col(i);
            return { kind: 'scalar', value: this.blockScalar(i, end, keyIndent), type: 'str', line, column };
        }
        if (!this.plainStart(i, end))
            unsure();
        let j = i;
        let stop = end;
        for (; j < end; j++) {
            const ch = s.charCodeAt(j);
            if (ch === 0x23 && s.charCodeAt(j - 1) === 0x20) {
                stop = j;
                break;
            }
            if (ch === 0x3a && (j + 1 >= end || s.charCodeAt(j + 1) === 0x20))
                unsure(); // `a: b` in a value
        }
        while (stop > i && s.charCodeAt(stop - 1) === 0x20)
            stop--;
        if (keyIndent !== undefined && j === end && this.continues(end, keyIndent)) {
            const line = this.line;
            const column = this.col(i);
            return { kind: 'scalar', value: this.plainLines(s.slice(i, stop), keyIndent), type: 'str', line, column };
        }
        const raw = (0,own/* own */.Z)(s.slice(i, stop));
        const value = plainValue(raw);
        return plainType === 'str' || plainType === 'null'
            ? { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(i) }
            : { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(i), source: raw };
    }
    /** Is the next line with content, after the line ending at `end`, indented past `keyIndent`? */
    continues(end, keyIndent) {
        const s = this.s;
        let lineEnd = end;
        for (;;) {
            const next = lineAfter(s, lineEnd);
            if (!next)
                return false;
            const { start, stop } = next;
            let j = start;
            while (j < stop && s.charCodeAt(j) === 0x20)
                j++;
            if (j < stop)
                return j - start > keyIndent;
            lineEnd = stop;
        }
    }
    /**
     * A plain scalar over several lines, as a key's value (YAML 1.2 \u00a77.3.3): folded as a
     * quoted one is, and always a string. Each later line holds content indented past the
     * key, starting with no indicator, with no `: `, no ` #` and no `:` at its end; a comment
     * line or anything else is the library's. Leaves the parser on its last line.
     */
    plainLines(firstLine, keyIndent) {
        const s = this.s;
        let value = firstLine;
        let empty = 0;
        let lineEnd = this.end;
        let lineNo = this.line;
        for (;;) {
            const next = lineAfter(s, lineEnd);
            if (!next)
                break;
            const { start, stop } = next;
            let j = start;
            while (j < stop && s.charCodeAt(j) === 0x20)
                j++;
            if (j === stop) {
                empty++;
            }
            else {
                if (j - start <= keyIndent)
                    break; // the next key, or less: the scalar ended
                if (!this.plainStart(j, stop))
                    unsure(); // `# comment`, `- x`, `[a]`, \u2026
                let b = stop;
                while (b > j && s.charCodeAt(b - 1) === 0x20)
                    b--;
                for (let k = j; k < b; k++) {
                    const ch = s.charCodeAt(k);
                    if (ch === 0x3a && (k + 1 === b || s.charCodeAt(k + 1) === 0x20))
                        unsure();
                    if (ch === 0x23 && s.charCodeAt(k - 1) === 0x20)
                        unsure();
                }
                value += empty ? '\n'.repeat(empty) : ' ';
                value += s.slice(j, b);
                empty = 0;
                this.start = start;
                this.end = stop;
                this.line = lineNo + 1;
                this.column = 1;
            }
            lineEnd = stop;
            lineNo++;
        }
        return (0,own/* own */.Z)(value);
    }
    /** Can a plain scalar start at `i`? Indicators and their look-alikes are left to the library. */
    plainStart(i, end) {
        const c = this.s.charCodeAt(i);
        if (c === 0x2d)
            return i + 1 < end && this.s.charCodeAt(i + 1) !== 0x20;
        // , [ ] { } # & * ! | > ' " % @ ` ? :
        return !(c < 0x80 && INDICATOR[c] === 1);
    }
    /**
     * A quoted scalar closing on this line; double quotes without escapes only. Sets `next`.
     * Undefined when it does not close on this line and `mayContinue`.
     */
    quoted(i, end, q, mayContinue = false) {
        const s = this.s;
        let value = '';
        let from = i + 1;
        for (;;) {
            const close = s.indexOf(q === 0x22 ? '"' : "'", from);
            if (close < 0 || close >= end) {
                if (mayContinue)
                    return undefined;
                unsure();
            }
            if (q === 0x22) {
                // (Scan only this scalar: lastIndexOf would scan back to the start of the text,
                // quadratic on a long line of quoted items.)
                let k = i + 1;
                while (k < close && s.charCodeAt(k) !== 0x5c)
                    k++;
                if (k === close) {
                    this.next = close + 1;
                    return (0,own/* own */.Z)(s.slice(i + 1, close));
                }
                return this.escaped(i, k, end, mayContinue);
            }
            if (s.charCodeAt(close + 1) === 0x27) {
                value += s.slice(from, close + 1);
                from = close + 2;
                continue;
            }
            this.next = close + 1;
            return (0,own/* own */.Z)(value + s.slice(from, close));
        }
    }
    /**
     * The rest of a double-quoted scalar opened at `i` whose first escape is at `k`, closing on
     * this line (YAML 1.2 \u00a75.7, read as the library reads them): an escape the library refuses,
     * one at the end of the line (a line break escaped) or a code point past U+10FFFF is unsure.
     */
    escaped(i, k, end, mayContinue) {
        const s = this.s;
        let value = s.slice(i + 1, k);
        let from = k;
        for (; k < end; k++) {
            const ch = s.charCodeAt(k);
            if (ch === 0x22) {
                this.next = k + 1;
                return (0,own/* own */.Z)(value + s.slice(from, k));
            }
            if (ch !== 0x5c)
                continue;
            value += s.slice(from, k);
            const e = s[k + 1];
            // (Its own keys only: the table is a plain object. A tab after `\` is unsure anyway.)
            const simple = e === undefined || k + 1 >= end || !Object.hasOwn(ESCAPES, e) ? undefined : ESCAPES[e];
            if (simple !== undefined) {
                value += simple;
                k++;
            }
            else {
                const n = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
                const hex = s.slice(k + 2, k + 2 + n);
                if (n === 0 || k + 2 + n > end || !HEX.test(hex))
                    unsure();
                const code = parseInt(hex, 16);
                if (code > 0x10ffff)
                    unsure();
                // A `\U` escape of a surrogate is no character (two would join into one): the library's.
                if (n === 8 && code >= 0xd800 && code <= 0xdfff)
                    unsure();
                value += String.fromCodePoint(code);
                k += 1 + n;
            }
            from = k + 1;
        }
        if (mayContinue)
            return undefined;
        return unsure();
    }
    /**
     * A quoted scalar from `i` that closes on a later line (YAML 1.2 \u00a77.3, line folding \u00a76.5):
     * each line break between two lines with content is one space; n empty lines between them
     * are n line feeds; white space around a line break is dropped, except before the closing
     * quote. The form PyYAML writes long descriptions in. Only when every line with content is
     * indented past the key, and (double quotes) nothing is escaped; otherwise unsure. Leaves
     * the parser on the closing line, `next` past the quote.
     */
    quotedLines(i, q, keyIndent) {
        const s = this.s;
        const single = q === 0x27;
        let value = '';
        let empty = 0;
        let first = true;
        let from = i + 1;
        let lineStart = this.start;
        let lineEnd = this.end;
        let lineNo = this.line;
        for (;;) {
            let close = -1;
            for (let k = from; k < lineEnd; k++) {
                const ch = s.charCodeAt(k);
                if (ch === 0x5c && !single)
                    unsure();
                if (ch === q) {
                    if (single && s.charCodeAt(k + 1) === 0x27) {
                        k++;
                        continue;
                    }
                    close = k;
                    break;
                }
            }
            let a = from;
            let b = close >= 0 ? close : lineEnd;
            if (!first)
                while (a < b && s.charCodeAt(a) === 0x20)
                    a++;
            if (close < 0)
                while (b > a && s.charCodeAt(b - 1) === 0x20)
                    b--;
            const piece = s.slice(a, b);
            if (first) {
                if (piece === '')
                    unsure(); // `key: '` alone on its line: the library's to fold
                value = piece;
                first = false;
            }
            else if (piece === '' && close < 0) {
                empty++;
            }
            else {
                value += empty ? '\n'.repeat(empty) : ' ';
                value += piece;
                empty = 0;
            }
            if (close >= 0) {
                this.start = lineStart;
                this.end = lineEnd;
                this.line = lineNo;
                this.column = 1;
                this.next = close + 1;
                return (0,own/* own */.Z)(single ? value.replace(/''/g, "'") : value);
            }
            // The next line: it must exist, and hold content only past the key's indent.
            const next = lineAfter(s, lineEnd) ?? unsure();
            lineStart = next.start;
            lineEnd = next.stop;
            lineNo++;
            let j = lineStart;
            while (j < lineEnd && s.charCodeAt(j) === 0x20)
                j++;
            if (j < lineEnd && j - lineStart <= keyIndent)
                unsure();
            from = lineStart;
        }
    }
    /**
     * A block scalar, `|` or `>` with an optional `-` (YAML 1.2 \u00a78.1), as the value of a key
     * at `keyIndent`: its lines are those indented at least as far as its first line, which
     * must be past the key. Literal keeps each line break; folded makes a break between two
     * lines one space, and n empty lines between them n line feeds. The final break is kept
     * (`-`: dropped), trailing empty lines are not. Unsure on anything rarer: `+`, an
     * indentation digit, leading empty lines, a line more indented than the first (folded),
     * a blank line holding more spaces than the indentation, or no line break at the end.
     * Leaves the parser on the last line of the scalar.
     */
    blockScalar(i, end, keyIndent) {
        const s = this.s;
        const folded = s.charCodeAt(i) === 0x3e;
        let h = i + 1;
        const strip = s.charCodeAt(h) === 0x2d;
        if (strip)
            h++;
        if (h < end && s.charCodeAt(h) !== 0x20)
            unsure(); // `+`, a digit, anything else
        this.rest(h, end);
        let lineEnd = end;
        let lineNo = this.line;
        let n = -1; // the indentation, from the first line with content
        let value = '';
        let empty = 0; // empty lines since the last line with content
        let lastStart = -1;
        let lastEnd = -1;
        let lastNo = 0;
        for (;;) {
            const next = lineAfter(s, lineEnd);
            if (!next)
                break; // the end of the text
            const { start, stop } = next;
            let j = start;
            while (j < stop && s.charCodeAt(j) === 0x20)
                j++;
            if (j === stop) {
                // A blank line: empty, unless it holds more spaces than the scalar's indentation.
                if (n < 0 || j - start > n)
                    unsure();
                empty++;
            }
            else {
                const ind = j - start;
                if (n < 0) {
                    if (ind <= keyIndent)
                        unsure(); // an empty scalar
                    n = ind;
                }
                else if (ind < n)
                    break; // the scalar ended before this line
                else if (ind > n && folded)
                    unsure(); // a more-indented line is not folded
                const text = s.slice(start + n, stop);
                if (lastStart < 0)
                    value = text;
                else
                    value += empty ? (folded ? '\n'.repeat(empty) : '\n'.repeat(empty + 1)) : folded ? ' ' : '\n';
                if (lastStart >= 0)
                    value += text;
                empty = 0;
                lastStart = start;
                lastEnd = stop;
                lastNo = lineNo + 1;
            }
            lineEnd = stop;
            lineNo++;
        }
        // The last line with content must end in a line break (clip keeps it).
        if (lastStart < 0 || lastEnd >= s.length)
            unsure();
        this.start = lastStart;
        this.end = lastEnd;
        this.line = lastNo;
        this.column = 1;
        return (0,own/* own */.Z)(strip ? value : value + '\n');
    }
    /** After a complete value: only spaces, then an optional space-separated comment. */
    rest(i, end) {
        const s = this.s;
        let j = i;
        while (j < end && s.charCodeAt(j) === 0x20)
            j++;
        if (j < end && !(s.charCodeAt(j) === 0x23 && j > i))
            unsure();
    }
    /**
     * `[a, b, "c"]` on one line; lists nest (`[a, [b, c], []]`, see deeper()); no
     * trailing comma, no empty entries, no mappings. A top-level key's list cut off at the end
     * of its line (`tags: [a, b` or `[a,` or `[`), with no list inside it, is an error when
     * the next line with content is not indented past the key (map() makes sure of that, or
     * leaves the text to the library): reported at its `[`, as document.ts reports the
     * library's error.
     */
    flowSeq(i, mayCutOff, depth) {
        const seq = this.flowList(i, mayCutOff, depth);
        if (!seq.cut)
            this.rest(this.next, this.end);
        return seq.node;
    }
    /** The list opened at `i`; leaves `next` just past its `]`. */
    flowList(i, mayCutOff, depth) {
        if (!this.deeper(i, depth))
            return this.flowListAt(i, mayCutOff, depth);
        try {
            return this.flowListAt(i, mayCutOff, depth);
        }
        finally {
            this.muted--;
        }
    }
    /**
     * A flow collection opened at `i`, at `depth` as convert() counts (the root mapping is 1):
     * true when it is the one level past MAX_DEPTH that convert() reports (then what is inside
     * it is read but not reported, until the caller lowers `muted`). Far deeper is the
     * library's: nestingTooDeep() refuses such a text as a whole, before composing it.
     */
    deeper(i, depth) {
        if (depth <= MAX_DEPTH || this.muted) {
            if (depth > 2 * MAX_DEPTH)
                unsure();
            return false;
        }
        this.refused.push({
            field: '',
            code: 'YamlParse',
            message: TOO_DEEP,
            line: this.line,
            column: this.col(i),
            severity: 'error',
        });
        this.muted++;
        return true;
    }
    flowListAt(i, mayCutOff, depth) {
        const s = this.s;
        const end = this.end;
        const items = [];
        const line = this.line;
        const column = this.col(i);
        let nested = false;
        const cut = () => {
            if (nested)
                unsure(); // the library's recovery reports more
            return { node: this.cutOff(i, items, mayCutOff), cut: true };
        };
        let j = i + 1;
        while (s.charCodeAt(j) === 0x20)
            j++;
        if (s.charCodeAt(j) === 0x5d) {
            this.next = j + 1;
            return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
        }
        if (j >= end)
            return cut();
        for (;;) {
            const c = s.charCodeAt(j);
            let k;
            if (c === 0x22 || c === 0x27) {
                const value = this.quoted(j, end, c);
                items.push({ kind: 'scalar', value, type: 'str', line: this.line, column: this.col(j) });
                k = this.next;
            }
            else if (c === 0x5b) {
                nested = true;
                items.push(this.flowList(j, false, depth + 1).node);
                k = this.next;
            }
            else if (c === 0x7b) {
                nested = true;
                items.push(this.flowMap(j, depth + 1));
                k = this.next;
            }
            else if (c === 0x2a) {
                items.push(this.alias(j));
                k = this.next;
            }
            else {
                items.push(this.flowPlain(j, 0x5d));
                k = this.next;
            }
            while (s.charCodeAt(k) === 0x20)
                k++;
            const sep = s.charCodeAt(k);
            if (k >= end)
                return cut();
            if (sep === 0x5d) {
                this.next = k + 1;
                return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
            }
            if (sep !== 0x2c)
                unsure();
            j = k + 1;
            while (s.charCodeAt(j) === 0x20)
                j++;
            if (j >= end)
                return cut();
            // A trailing comma (`[a, b, ]`) ends the list as YAML 1.2 allows; `,,` is the library's.
            if (s.charCodeAt(j) === 0x5d) {
                this.next = j + 1;
                return { node: { kind: 'seq', items, flow: true, line, column }, cut: false };
            }
            if (s.charCodeAt(j) === 0x2c)
                unsure();
        }
    }
    /**
     * A plain scalar at `j` inside a flow collection that `close` (`]` or `}`) ends; leaves
     * `next` at the `,` or `close` after it. Flow indicators, a possible `key: value` or a
     * comment in it are the library's business.
     */
    flowPlain(j, close) {
        const s = this.s;
        const end = this.end;
        if (j >= end || s.charCodeAt(j) === 0x2d || !this.plainStart(j, end))
            unsure();
        let k = j;
        for (; k < end; k++) {
            const ch = s.charCodeAt(k);
            if (ch === 0x2c || ch === close)
                break;
            if (ch === 0x5b || ch === 0x5d || ch === 0x7b || ch === 0x7d || ch === 0x3a || ch === 0x23)
                unsure();
        }
        this.next = k;
        let stop = k;
        while (stop > j && s.charCodeAt(stop - 1) === 0x20)
            stop--;
        const raw = (0,own/* own */.Z)(s.slice(j, stop));
        const value = plainValue(raw);
        return plainType === 'str' || plainType === 'null'
            ? { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(j) }
            : { kind: 'scalar', value, type: plainType, line: this.line, column: this.col(j), source: raw };
    }
    /** `{a: b}` as a whole value: the line holds nothing more but a comment. */
    flowMapLine(i, depth) {
        const map = this.flowMap(i, depth);
        this.rest(this.next, this.end);
        return map;
    }
    /**
     * `{key: value, ...}` on one line, opened at `i`: plain keys (as block mappings take them),
     * each followed by `: ` and a value (a plain or quoted scalar, a flow list or mapping); no
     * empty values, no repeated keys, no trailing comma. Leaves `next` just past its `}`.
     */
    flowMap(i, depth) {
        if (!this.deeper(i, depth))
            return this.flowMapAt(i, depth);
        try {
            return this.flowMapAt(i, depth);
        }
        finally {
            this.muted--;
        }
    }
    flowMapAt(i, depth) {
        const s = this.s;
        const end = this.end;
        const entries = [];
        let names;
        const line = this.line;
        const column = this.col(i);
        let j = i + 1;
        while (s.charCodeAt(j) === 0x20)
            j++;
        if (s.charCodeAt(j) === 0x7d) {
            this.next = j + 1;
            return { kind: 'map', entries, flow: true, line, column };
        }
        for (;;) {
            if (j >= end)
                unsure(); // cut off at the end of the line: the library's
            const k1 = keyEnd(s, j, end);
            if (k1 < 0 || s.charCodeAt(k1 + 1) !== 0x20 || k1 - j > MAX_KEY)
                unsure();
            const name = keyName(s, j, k1);
            if (RESERVED_KEYS.has(name))
                unsure();
            // A repeated key is the library's to report. Past SCAN_KEYS, a set (a 1 MiB mapping of
            // 100,000 keys would otherwise be quadratic).
            if (names) {
                if (names.has(name))
                    unsure();
                names.add(name);
            }
            else {
                for (let e = 0; e < entries.length; e++)
                    if (entries[e].key.value === name)
                        unsure();
                if (entries.length + 1 === SCAN_KEYS)
                    names = new Set([...entries.map((x) => x.key.value), name]);
            }
            const key = { kind: 'scalar', value: name, type: 'str', line, column: this.col(j) };
            let v = k1 + 2;
            while (s.charCodeAt(v) === 0x20)
                v++;
            if (v >= end)
                unsure();
            const c = s.charCodeAt(v);
            let value;
            let k;
            if (c === 0x22 || c === 0x27) {
                value = { kind: 'scalar', value: this.quoted(v, end, c), type: 'str', line, column: this.col(v) };
                k = this.next;
            }
            else if (c === 0x5b) {
                value = this.flowList(v, false, depth + 1).node;
                k = this.next;
            }
            else if (c === 0x7b) {
                value = this.flowMap(v, depth + 1);
                k = this.next;
            }
            else if (c === 0x2a) {
                value = this.alias(v);
                k = this.next;
            }
            else {
                value = this.flowPlain(v, 0x7d);
                k = this.next;
            }
            entries.push({ key, value });
            while (s.charCodeAt(k) === 0x20)
                k++;
            const sep = s.charCodeAt(k);
            if (sep === 0x7d) {
                this.next = k + 1;
                return { kind: 'map', entries, flow: true, line, column };
            }
            if (k >= end || sep !== 0x2c)
                unsure();
            j = k + 1;
            while (s.charCodeAt(j) === 0x20)
                j++;
            // A trailing comma (`{a: 1, }`) ends the mapping as YAML 1.2 allows.
            if (s.charCodeAt(j) === 0x7d) {
                this.next = j + 1;
                return { kind: 'map', entries, flow: true, line, column };
            }
        }
    }
    /**
     * An alias `*name` at `i` as a value (not a key): refused, as document.ts's convert() words
     * it, in document order with the duplicate keys. Names of letters, digits, `_` and `-` only,
     * followed by a space, the end of the line or a flow `,` `]` `}` (what may come after it is
     * for the caller to check); anything else is the library's. Leaves `next` past the name.
     * So a flood of aliases (1 MiB of `[*a, *a, \u2026]`: ~500 MB in the library) stays here.
     */
    alias(i) {
        const s = this.s;
        let k = i + 1;
        for (; k < this.end; k++) {
            const ch = s.charCodeAt(k);
            if (!((ch >= 0x61 && ch <= 0x7a) ||
                (ch >= 0x41 && ch <= 0x5a) ||
                (ch >= 0x30 && ch <= 0x39) ||
                ch === 0x5f ||
                ch === 0x2d))
                break;
        }
        const after = s.charCodeAt(k);
        if (k === i + 1 ||
            k - i > MAX_KEY ||
            (k < this.end && after !== 0x20 && after !== 0x2c && after !== 0x5d && after !== 0x7d))
            unsure();
        this.next = k;
        const line = this.line;
        const column = this.col(i);
        if (!this.muted)
            this.refused.push({
                field: '',
                code: 'YamlParse',
                message: aliasMessage(s.slice(i, k)),
                line,
                column,
                severity: 'error',
            });
        return { kind: 'scalar', value: null, type: 'null', line, column };
    }
    /** The flow list opened at `i` ends with its line: an error at its `[` (a top-level key's only). */
    cutOff(i, items, mayCutOff) {
        if (!mayCutOff)
            unsure(); // in a nested mapping the library's recovery reports more
        const line = this.line;
        const column = this.col(i);
        this.unclosed.push({ field: '', code: 'YamlParse', message: UNCLOSED_FLOW, line, column, severity: 'error' });
        return { kind: 'seq', items, flow: true, line, column };
    }
}

// EXTERNAL MODULE: ./src/core/utf8.ts
var utf8 = __nccwpck_require__(3776);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __nccwpck_require__(2419);
;// CONCATENATED MODULE: ./src/core/document.ts






const MAX_FILE_BYTES = 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * Not in YAML 1.2's c-printable: C0 controls but tab, LF and CR; DEL; C1 but NEL; U+FFFE,
 * U+FFFF. And a CR that no LF follows: YAML 1.2 reads it as a line break, the parser here
 * (and the line numbers of every message) as a character of the line, so it is refused
 * rather than read either way.
 */
/** C0 controls other than tab and LF, and a CR without LF: refused anywhere in the YAML. */
const NON_PRINTABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f]|\r(?!\n)/;
/**
 * Characters YAML 1.2 admits only inside a quoted scalar: DEL, the C1 controls but NEL,
 * U+FFFE, U+FFFF (5.1: "YAML processors must allow all non-C0 characters inside quoted
 * scalars", for JSON compatibility) and U+FEFF (nb-char excludes the byte order mark,
 * nb-json does not). And the line breaks of YAML 1.1 that 1.2 reads as ordinary
 * characters (NEL, U+2028, U+2029; see YAML_11_BREAKS), allowed there by this checker only.
 */
const QUOTED_ONLY = /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g;
/**
 * YAML 1.1 readers (PyYAML, which many agent runtimes load SKILL.md with) break the line at
 * these: `allowed_tools: [] # note<U+2028>allowed_tools: [Bash]` is one key to a YAML 1.2
 * reader and a second one, Bash granted, to them. Inside a quoted scalar they only fold.
 */
const YAML_11_BREAKS = /[\x85\u2028\u2029]/;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function fileFinding(code, message, pos = { line: 1, column: 1 }) {
    return { field: '', code, message, line: pos.line, column: pos.column, severity: 'error' };
}
function lineStarts(text, limit = text.length) {
    const starts = [0];
    let i = text.indexOf('\n');
    while (i >= 0 && i < limit) {
        starts.push(i + 1);
        i = text.indexOf('\n', i + 1);
    }
    return starts;
}
function offsetToPos(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
}
/**
 * An offset at the end of a line (a YAML error "at" the line break, an unclosed `[`) is the
 * column after the line's last character whether the line ends in LF or CR LF: on the LF of a
 * CR LF, the column of the CR.
 */
function beforeCr(text, offset) {
    return text.charCodeAt(offset) === 10 && text.charCodeAt(offset - 1) === 13 ? offset - 1 : offset;
}
/** A git conflict marker line: `<<<<<<< ours`, `||||||| base`, `=======`, `>>>>>>> theirs`. */
const CONFLICT_MARKER = /^(?:<{7}|\|{7}|>{7})(?:[ \t].*)?(?=\r?$)|^={7}(?=\r?$)/m;
/** What to do about a conflict marker, wherever it is. */
const CONFLICT_ADVICE = 'a merge left both sides in this file; resolve the conflict (keep one side, remove the marker lines)';
/** The first `n` UTF-16 units of `line` and `\u2026` when there is more, never half of a surrogate pair. */
function headOf(line, n) {
    if (line.length <= n)
        return line;
    const cut = /[\uD800-\uDBFF]/.test(line[n - 1]) && /[\uDC00-\uDFFF]/.test(line[n]) ? n - 1 : n;
    return `${line.slice(0, cut)}\u2026`;
}
/** What a conflict marker line says, for a SKILL.md and the config alike. */
function conflictMessage(line) {
    const shown = JSON.stringify(headOf(line, 40));
    return `git conflict marker ${shown}: ${CONFLICT_ADVICE}`;
}
function conflictFinding(code, line, at) {
    return fileFinding(code, conflictMessage(line), at);
}
/** Decode and split a SKILL.md. Never throws for bad input. */
function parseSkill(bytes, opts = {}) {
    if (bytes.length > MAX_FILE_BYTES) {
        return {
            ok: false,
            findings: [
                fileFinding('FileTooLarge', `file is ${bytes.length} bytes; the limit is ${MAX_FILE_BYTES} bytes (1 MiB)`),
            ],
        };
    }
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        const at = (0,utf8/* firstInvalidUtf8 */.vE)(bytes);
        return {
            ok: false,
            findings: [
                fileFinding('YamlParse', `file is not valid UTF-8 (bad byte 0x${bytes[Math.max(at, 0)]?.toString(16).padStart(2, '0')} at offset ${at})`, (0,utf8/* bytePos */.bA)(bytes, Math.max(at, 0))),
            ],
        };
    }
    const nul = text.indexOf('\0');
    if (nul >= 0) {
        return {
            ok: false,
            findings: [
                fileFinding('YamlParse', 'file contains a NUL byte: SKILL.md must be text', offsetToPos(lineStarts(text, nul + 1), nul)),
            ],
        };
    }
    let bomOffset = 0;
    if (text.charCodeAt(0) === 0xfeff) {
        if (!opts.allowBom) {
            return {
                ok: false,
                findings: [
                    fileFinding('MissingFrontmatter', 'file starts with a UTF-8 byte order mark: line 1 must be exactly `---` (remove the BOM)'),
                ],
            };
        }
        bomOffset = 1;
    }
    const fences = (0,core_fences/* findFences */.e)(bomOffset ? text.slice(1) : text);
    if (!fences) {
        const first = text.slice(bomOffset, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n')).replace(/\r$/, '');
        if (CONFLICT_MARKER.test(first))
            return { ok: false, findings: [conflictFinding('MissingFrontmatter', first, { line: 1, column: 1 })] };
        const msg = /^---[ \t]*$/.test(first)
            ? 'frontmatter has no closing `---` line (a line that is exactly `---`; `----`, `--- x` and `...` do not close it)'
            : `missing frontmatter: line 1 must be exactly \`---\`${
            // A secret key (a file of 64 hex digits) is never quoted into a report or a log.
            (0,io_text/* isSecretKeyText */.lZ)(first)
                ? ', found a line of 64 hexadecimal digits: is this a secret key file? (not quoted)'
                : first.length
                    ? `, found ${JSON.stringify(headOf(first, 40))}`
                    : ''}`;
        return { ok: false, findings: [fileFinding('MissingFrontmatter', msg)] };
    }
    if (bomOffset) {
        fences.yamlStart += 1;
        fences.yamlEnd += 1;
        fences.bodyStart += 1;
    }
    const yamlText = text.slice(fences.yamlStart, fences.yamlEnd);
    // Line starts only when a position past the first line is asked for (the fast path counts
    // lines itself; the library path and errors need them).
    let starts;
    const pos = (yamlOffset) => yamlOffset === 0
        ? { line: fences.yamlFirstLine, column: 1 }
        : offsetToPos((starts ??= lineStarts(text, fences.yamlEnd + 1)), beforeCr(text, fences.yamlStart + yamlOffset));
    const y = parseYaml(yamlText, pos, { line: fences.yamlFirstLine, column: 1 });
    if (!y.ok) {
        // A merge left both sides in the file: that is what to say, not the YAML errors it makes.
        const marker = CONFLICT_MARKER.exec(yamlText);
        return marker ? { ok: false, findings: [conflictFinding('YamlParse', marker[0], pos(marker.index))] } : y;
    }
    if (!y.root) {
        // Nothing in it to point at: a file-level finding, at line 1 (SPEC \u00a71).
        return {
            ok: false,
            findings: [
                fileFinding('YamlParse', 'frontmatter is empty: it must be a YAML mapping of keys to values', {
                    line: 1,
                    column: 1,
                }),
            ],
        };
    }
    // What mainstream loaders read otherwise than YAML 1.2 does: refused, so that no skill
    // declares one thing to this checker and another to the agent that loads it. (A text YAML
    // refuses already is reported as YAML reads it.)
    const differs = loaderDifferential(yamlText);
    if (differs)
        return { ok: false, findings: [fileFinding('YamlParse', differs.message, pos(differs.at))] };
    // Line 1 with trailing whitespace (`--- `, which SPEC \u00a71 allows): front-matter looks for a
    // line that is exactly `---` (or `= yaml =`) anywhere, so it opens at the closing fence (or
    // at such a line inside a quoted string, after a U+2028) and reads what lies up to the next
    // `---`, `...` or `= yaml =` line as the frontmatter (allowed-tools: Bash there). Refused then
    // only: any such line but the closing fence, as JavaScript reads lines (U+2028 and U+2029
    // break them) and front-matter ends them (any whitespace after the marker).
    const opening = text.slice(bomOffset, text.indexOf('\n'));
    if (opening.replace(/\r$/, '') !== '---' && fenceLikeLine(text, fences))
        return {
            ok: false,
            findings: [
                fileFinding('YamlParse', 'line 1 has spaces or tabs after `---` and the file holds another line that reads as a fence (`---`, `...` or `= yaml =`, then only whitespace; a U+2028 or U+2029 starts a line there too): loaders such as front-matter look for a line that is exactly `---`, so they would read part of the file as the frontmatter; end line 1 right after `---`'),
            ],
        };
    const root = y.root;
    return { ok: true, doc: { text, fences, root, body: text.slice(fences.bodyStart) } };
}
/**
 * A line front-matter opens or ends its frontmatter at (`^(= yaml =|---)$`, then
 * `^(?:\2|\.\.\.)\s*$`, JavaScript's multiline `^` and `$`), the closing fence aside:
 * whether one is after line 1.
 */
function fenceLikeLine(text, fences) {
    // (front-matter's opening line may start with a byte order mark: `^\ufeff?(= yaml =|---)$`.)
    const re = /^\ufeff?(?:---|\.\.\.|= yaml =)\s*$/gm;
    re.lastIndex = fences.yamlStart;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        if (m.index !== fences.yamlEnd)
            return true;
        re.lastIndex = m.index + 3; // the fence's own `---`: a match may not swallow the lines after it
    }
    return false;
}
/**
 * A line of the frontmatter that starts like a fence or a document end marker (`...` then
 * whitespace as JavaScript reads it, which front-matter ends its frontmatter at).
 */
const MARKER_LINE = /^(?:---|\.\.\.(?=\s|$))/m;
/** An escaped line break (an odd run of `\` at a line's end) followed by an empty line. */
const ESCAPED_BREAK_BLANK = /(?<!\\)(?:\\\\)*\\\r?\n[ \t]*\r?\n/;
/**
 * Where the frontmatter would be read otherwise by a mainstream loader than by YAML 1.2, or
 * undefined. A line starting with `---` (`---x: 1`, `----`): gray-matter ends the frontmatter
 * there, so every key after it (allowed-tools too) would be body to it. A `...` line, YAML's
 * document end: front-matter ends it there, and what follows up to the fence (comments, which
 * no signature covers) would be the prompt. An escaped line break followed by an empty line
 * in a double-quoted string (`"Ba\` at a line's end, an empty line, then `sh"`): YAML 1.2 reads a line feed, js-yaml (gray-matter,
 * front-matter) joins the lines, so `"Read Ba` written so grants Bash there and names `Ba` and
 * `sh` here, and a key so spelled is `allowed-tools` there.
 */
function loaderDifferential(yamlText) {
    // An indented first line (`  allowed-tools: |` before `  name: pdf`): front-matter strips
    // the frontmatter's leading whitespace, so a block scalar there takes the keys after it.
    // Whitespace as JavaScript's \s reads it (what front-matter trims): a no-break space, U+3000
    // or a U+FEFF too, which YAML reads as part of the key (gray-matter keeps a U+FEFF in it).
    const lead = /^\s*/.exec(yamlText)[0];
    const indent = lead.length - (lead.lastIndexOf('\n') + 1);
    if (indent > 0 && lead.length < yamlText.length && yamlText[lead.length] !== '#') {
        const odd = /[^ \t\r\n]/.exec(lead.slice(lead.length - indent));
        return {
            at: lead.length - indent,
            message: odd
                ? `the frontmatter's first line starts with U+${hex4(odd[0])}, which loaders such as front-matter strip as whitespace (and gray-matter keeps in the first key), so its keys and values read otherwise there; start the first key at column 1`
                : "the frontmatter's first line is indented: loaders such as front-matter strip that indentation, so where its values end changes (a block scalar there takes the keys after it); start the first key at column 1",
        };
    }
    // A quoted string whose line ends in an escaped quote (`\"`, `''`), continued on a line that
    // starts with a tab and `#`: the yaml library reads a comment there and ends the string
    // (`"Read \"`, then a line `<tab># Bash"`, is `Read "`), YAML 1.2 and the other loaders read `Read " # Bash`.
    const tabHash = escapedQuoteBeforeTabHash(yamlText);
    if (tabHash !== undefined)
        return {
            at: tabHash,
            message: 'a quoted string whose line ends in an escaped quote, continued on a line that starts with `#`: the YAML library reads a comment there and ends the string early, other loaders read the text; write the string on one line',
        };
    const marker = MARKER_LINE.exec(yamlText);
    // A `...` that ends the frontmatter's text (nothing but blank lines after it) changes nothing.
    // Its line ends where JavaScript's does (at U+2028 too: inside a quoted value, more follows).
    const markerEnd = marker ? /[\n\r\u2028\u2029]|$/.exec(yamlText.slice(marker.index)) : undefined;
    if (marker && (marker[0] === '---' || /\S/.test(yamlText.slice(marker.index + markerEnd.index + 1))))
        return {
            at: marker.index,
            message: marker[0] === '---'
                ? 'a line starting with `---` inside the frontmatter: loaders such as gray-matter end the frontmatter there, and would read every key after it as the body; indent it, or quote it as a value'
                : "a `...` line (YAML's document end) with more after it inside the frontmatter: loaders such as front-matter end the frontmatter there, and would read what follows (comments too, which no signature covers) as the body; remove it",
        };
    if (!ESCAPED_BREAK_BLANK.test(yamlText))
        return undefined;
    let found;
    for (const t of quotedScalars(yamlText) ?? []) {
        const m = t.type === 'double-quoted-scalar' ? ESCAPED_BREAK_BLANK.exec(t.source) : null;
        if (m) {
            found = t.offset + m.index;
            break;
        }
    }
    return found === undefined
        ? undefined
        : {
            at: found,
            message: 'an escaped line break (`\\` at the end of a line) followed by an empty line in a double-quoted string: YAML 1.2 reads a line feed there, js-yaml (gray-matter, front-matter) joins the lines, so the value (or key) would read otherwise to an agent; write it on one line, with "\\n" for a line feed',
        };
}
/**
 * Candidates: a line ending in `\"` or `''` (blanks after it allowed), then blank lines or
 * none, then a line whose first non-blank is `#`. The library's own tokens then decide (the
 * blanks need not hold a tab: `#` at column 1 after the quote misreads too). Each run of
 * blanks is tried from one start only (a start is a quote pair), so hostile lines of tabs
 * cost their length once, not its square.
 */
const QUOTE_PAIR_THEN_HASH = /(?:\\"|'')[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*#/g;
/**
 * Where the line starts after a quoted string that the yaml library ends at a line's end
 * though YAML 1.2 keeps it open (its last quote escaped: `"Read \"`, `'Read ''`), when a
 * line starting with `#` follows (the library reads a comment there, after blank lines too);
 * undefined when there is none. The library's own tokens decide whether the string closes there (`"C:\\"` and
 * `'it'''` are closed: no differential): a text pattern cannot tell an escaped closing quote
 * from an escaped quote inside the string.
 */
function escapedQuoteBeforeTabHash(text) {
    // Where a candidate's quote pair ends \u2192 where the next line starts.
    const ends = new Map();
    QUOTE_PAIR_THEN_HASH.lastIndex = 0;
    for (let m = QUOTE_PAIR_THEN_HASH.exec(text); m; m = QUOTE_PAIR_THEN_HASH.exec(text)) {
        ends.set(m.index + 2, m.index + m[0].indexOf('\n') + 1);
        // `'''` then a line end: the pair that ends the run is a candidate too.
        QUOTE_PAIR_THEN_HASH.lastIndex = m.index + 1;
    }
    if (!ends.size)
        return undefined;
    let first;
    for (const t of quotedScalars(text) ?? []) {
        const at = ends.get(t.offset + t.source.length);
        if (at !== undefined && !closesAtItsEnd(t) && (first === undefined || at < first))
            first = at;
    }
    return first;
}
/** Whether a quoted scalar's source, read as YAML 1.2 reads it, closes at its last character. */
function closesAtItsEnd(t) {
    const s = t.source;
    const quote = t.type === 'double-quoted-scalar' ? '"' : "'";
    for (let i = 1; i < s.length; i++) {
        if (quote === '"' && s[i] === '\\')
            i++;
        else if (s[i] === quote) {
            if (quote === "'" && s[i + 1] === "'")
                i++;
            else
                return i === s.length - 1;
        }
    }
    return false;
}
/**
 * The quoted scalars of `text`, from the library's lexer (the tokens its CST is built of), in
 * text order; undefined when it does not lex. One linear pass in constant memory: building the
 * CST of a hostile 1 MiB text (a million `[`) took 5 s and 1 GB, for a text that one BOM in a
 * quoted value, or a comment ending in `\`, sent here.
 */
function quotedScalars(text) {
    const out = [];
    let off = 0;
    try {
        for (const tok of new ((0,libraries/* yamlLibrary */.T)().Lexer)().lex(text)) {
            // Control tokens (document start, scalar, flow error) are not in the source.
            if ((tok === '\x02' || tok === '\x18' || tok === '\x1f') && !text.startsWith(tok, off))
                continue;
            if (!text.startsWith(tok, off))
                return undefined; // out of step: cannot tell
            const c = tok.charCodeAt(0);
            if (c === 0x22 || c === 0x27)
                out.push({ type: c === 0x22 ? 'double-quoted-scalar' : 'single-quoted-scalar', offset: off, source: tok });
            off += tok.length;
        }
    }
    catch {
        return undefined;
    }
    return out;
}
/**
 * The offset of the first character of QUOTED_ONLY in `text` outside a quoted scalar (a
 * U+FEFF at its very start excepted), or -1. The CST is built only when the text holds one.
 */
function quotedOnlyOutsideQuotes(text) {
    QUOTED_ONLY.lastIndex = text.startsWith('\uFEFF') ? 1 : 0;
    const first = QUOTED_ONLY.exec(text);
    if (!first)
        return -1;
    const tokens = quotedScalars(text);
    if (!tokens)
        return -1; // the parse reports what is wrong
    const quoted = tokens.map((t) => [t.offset, t.offset + t.source.length]);
    // Both in source order: one pass (a range per character would be quadratic on a hostile file).
    quoted.sort((x, y) => x[0] - y[0]);
    let i = 0;
    for (let m = first; m; m = QUOTED_ONLY.exec(text)) {
        const at = m.index;
        while (i < quoted.length && quoted[i][1] <= at)
            i++;
        if (i === quoted.length || !(at > quoted[i][0] && at < quoted[i][1]))
            return at;
    }
    return -1;
}
/** A UTF-16 unit as four upper-case hex digits. */
const hex4 = (ch) => ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
/** YAML text -> root mapping (null when the document is empty), with positions via `pos`. */
function parseYaml(yamlText, pos, emptyAt, 
/** At most this many values (scanStructure()), checked before anything is composed. */
maxValues) {
    // YAML 1.2 (5.1): the stream holds only printable characters; others must be written as
    // escapes inside double quotes. The library lets them through; a conformant loader does not.
    const bad = NON_PRINTABLE.exec(yamlText);
    if (bad) {
        const message = bad[0] === '\r'
            ? 'a CR without LF (an old Mac line end) is not allowed in the frontmatter: end its lines with LF or CRLF; inside double quotes write it as the escape "\\r"'
            : `character U+${hex4(bad[0])} is not allowed in YAML text (YAML 1.2 admits printable characters only); inside double quotes write it as the escape "\\u${hex4(bad[0])}"`;
        return { ok: false, findings: [fileFinding('YamlParse', message, pos(bad.index))] };
    }
    // DEL, C1 controls, U+FFFE/U+FFFF and U+FEFF are allowed inside quoted scalars only; the
    // library lets them through elsewhere too. (Rare: one regex test, the CST only then.)
    const outside = quotedOnlyOutsideQuotes(yamlText);
    if (outside >= 0) {
        const ch = yamlText[outside];
        const message = ch === '\uFEFF'
            ? 'character U+FEFF (a byte order mark) is allowed in YAML only inside a quoted string; remove it, or inside double quotes write it as the escape "\\uFEFF"'
            : YAML_11_BREAKS.test(ch)
                ? `character U+${hex4(ch)} (${ch === '\x85' ? 'next line' : ch === '\u2028' ? 'line separator' : 'paragraph separator'}) is allowed here only inside a quoted string: YAML 1.1 readers (PyYAML) break the line at it, so what follows would read as YAML of its own (a key after a comment); remove it, or inside double quotes write it as the escape "\\u${hex4(ch)}"`
                : `character U+${hex4(ch)} is allowed in YAML only inside a quoted string (YAML 1.2 admits printable characters only elsewhere); quote the value, or inside double quotes write it as the escape "\\u${hex4(ch)}"`;
        return { ok: false, findings: [fileFinding('YamlParse', message, pos(outside))] };
    }
    const tooMany = (at, most, why = '') => fileFinding('YamlParse', `more than ${most.toLocaleString('en-US')} values (keys, scalars, list items, lists and mappings) in the frontmatter${why}`, pos(at));
    if (maxValues !== undefined) {
        const many = scanStructure(yamlText, maxValues).tooMany;
        if (many !== null)
            return { ok: false, findings: [tooMany(many, maxValues)] };
    }
    // The common plain subset, ~20x faster; anything it is not sure of falls through (fastyaml.ts).
    // Linear up to the file limit (tests in document.test.ts and validate-hostile.test.ts).
    const fast = fastParseYaml(yamlText, pos);
    if (Array.isArray(fast)) {
        // Nesting past MAX_DEPTH, the fast path reports as convert() does; unless the library
        // path would refuse the text as a whole first, before composing it (below).
        const deep = fast.some((f) => f.message === TOO_DEEP) ? nestingTooDeep(yamlText) : null;
        if (deep !== null)
            return { ok: false, findings: [fileFinding('YamlParse', TOO_DEEP, pos(deep))] };
        return { ok: false, findings: capFindings(fast) };
    }
    if (fast)
        return { ok: true, root: fast };
    // Deep nesting is refused before the library composes it: its composer recurses per level,
    // so 5,000 levels cost seconds or a stack overflow (SPEC \u00a71: nesting deeper than 64). And
    // so is a text of more values than LIMITS.values: the library's CST and nodes cost 1\u20132 KB
    // a value (1 MiB of nested lists with a tab in it: 5 s and 1 GB), unless its head already
    // holds so many YAML errors that they are the report (below).
    const scan = scanStructure(yamlText, LIMITS.values);
    if (scan.deep !== null) {
        return { ok: false, findings: [fileFinding('YamlParse', TOO_DEEP, pos(scan.deep))] };
    }
    // A text with many broken lines is judged by its head: the library's time and memory grow
    // with each error (1 MiB of lines like `a` took 15 s and 1.3 GB for 500,000 findings).
    for (const head of LIMITS.heads) {
        if (yamlText.length < 2 * head)
            break;
        // A head that holds too many values itself is not parsed either.
        if (scan.tooMany !== null && head > scan.tooMany)
            break;
        const capped = cappedFromHead(yamlText, head, pos);
        if (capped) {
            headStats.hits++;
            return { ok: false, findings: capped };
        }
    }
    if (scan.tooMany !== null) {
        const why = " that needs the full YAML parser (skillgate's fast reader takes YAML's common forms whatever their size; this frontmatter holds one it leaves to the full parser, such as a tab, an anchor, a tag, a quoted key with an escape or a flow collection over several lines)";
        const early = headErrors(yamlText, Math.min(LIMITS.heads[0] ?? 0, scan.tooMany), pos);
        return { ok: false, findings: [...early, tooMany(scan.tooMany, LIMITS.values, why)] };
    }
    let ydoc;
    try {
        ydoc = libraryParse(yamlText);
    }
    catch (e) {
        return { ok: false, findings: [fileFinding('YamlParse', libraryMessage(e), emptyAt)] };
    }
    if (ydoc.errors.length) {
        const errors = errorFindings(ydoc.errors, yamlText, pos).findings;
        // Every error is reported, not the first: a duplicate key, an anchor or a tag the text
        // holds before the first syntax error (where the library read it as written) is said
        // beside it, not only once the syntax is fixed. What follows that error is not judged.
        // A loop, not Math.min(...): 300,000 errors would be too many arguments (a stack overflow).
        let firstAt = Infinity;
        for (const e of ydoc.errors)
            if (e.pos[0] < firstAt)
                firstAt = e.pos[0];
        const first = pos(firstAt);
        const earlier = [];
        if ((0,libraries/* yamlLibrary */.T)().isMap(ydoc.contents)) {
            const found = [];
            try {
                convert(ydoc.contents, 1, pos, found, yamlText);
            }
            catch {
                // a tree too broken to walk: the syntax errors alone
            }
            for (const f of found)
                if (f.line < first.line || (f.line === first.line && f.column < first.column))
                    earlier.push(f);
        }
        if (!earlier.length)
            return { ok: false, findings: errors };
        const all = [...earlier, ...errors].sort((a, b) => a.line - b.line || a.column - b.column);
        return { ok: false, findings: capFindings(all) };
    }
    // A directive after the `...` that ends the document, with no document after it: the
    // library lets it pass, YAML 1.2 does not (a directive must be followed by `---`), and
    // one on line 2 is refused, so this one is too.
    // Reported with the document's other problems, after them (it comes last in the text).
    const end = /^\.\.\.(?=[ \t\r\n#]|$)/m.exec(yamlText);
    const late = end ? /^%/m.exec(yamlText.slice(end.index)) : null;
    const lateDirective = end && late
        ? fileFinding('YamlParse', 'YAML directives (lines starting with `%`) are not allowed in SKILL.md frontmatter', pos(end.index + late.index))
        : undefined;
    const withLate = (findings) => (lateDirective ? [...findings, lateDirective] : findings);
    const contents = ydoc.contents;
    const bareTags = emptyVerbatimTags(yamlText, pos);
    if (bareTags.length) {
        const found = [];
        if ((0,libraries/* yamlLibrary */.T)().isMap(contents))
            convert(contents, 1, pos, found, yamlText);
        return {
            ok: false,
            findings: capFindings(withLate([...found, ...bareTags].sort((a, b) => a.line - b.line || a.column - b.column))),
        };
    }
    if (contents === null || ((0,libraries/* yamlLibrary */.T)().isScalar(contents) && contents.value === null && !contents.tag && !contents.anchor)) {
        return lateDirective ? { ok: false, findings: [lateDirective] } : { ok: true, root: null };
    }
    if (!(0,libraries/* yamlLibrary */.T)().isMap(contents)) {
        const where = contents.range ? pos(contents.range[0]) : emptyAt;
        const what = (0,libraries/* yamlLibrary */.T)().isSeq(contents) ? 'a list' : 'a scalar';
        return {
            ok: false,
            findings: withLate([
                fileFinding('YamlParse', `the document must be a YAML mapping of keys to values; it is ${what}`, where),
            ]),
        };
    }
    const findings = [];
    const root = convert(contents, 1, pos, findings, yamlText);
    if (findings.length || !root || lateDirective)
        return { ok: false, findings: capFindings(withLate(findings)) };
    return { ok: true, root };
}
/**
 * Offset of the quote that opens the last quoted scalar at or before `until` which its
 * quote does not close (the lexer's token runs on to the end of the text), or -1.
 */
function unclosedQuote(quotes, quote, until) {
    const list = quote === "'" ? quotes.single : quotes.double;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid] <= until)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo > 0 ? list[lo - 1] : -1;
}
/**
 * The offsets of the quoted scalars whose quote does not close them, in one pass of the
 * lexer, for every "Missing closing quote" of a document: one pass per error was quadratic
 * (4,000 such lines, 70 KB, took 19 s).
 */
function unclosedQuotes(yamlText) {
    const out = { single: [], double: [] };
    for (const { tok, off } of lexed(yamlText)) {
        const q = tok.charAt(0);
        if ((q === "'" || q === '"') && !closes(tok, q))
            (q === "'" ? out.single : out.double).push(off);
    }
    return out;
}
/**
 * Each empty verbatim tag (`!<>`) as the explicit tag it is: YAML forbids it (a verbatim tag
 * names a URI), and the library drops it without a word (no tag, no error), so `allowed_tools:
 * !<> [Bash]` passed where every other tag is refused.
 */
function emptyVerbatimTags(yamlText, pos) {
    const out = [];
    if (!yamlText.includes('!<>'))
        return out;
    for (const { tok, off } of lexed(yamlText))
        if (tok === '!<>')
            out.push(fileFinding('YamlParse', 'explicit tags (!<>) are not allowed in SKILL.md frontmatter', pos(off)));
    return out;
}
/**
 * The lexer's tokens with their offsets in the text. Its markers (document start, scalar,
 * flow end) stand for no text: they come with `tok` '' and `marker` set.
 */
function* lexed(yamlText) {
    let off = 0;
    for (const tok of new ((0,libraries/* yamlLibrary */.T)().Lexer)().lex(yamlText)) {
        if (tok === '\x02' || tok === '\x18' || tok === '\x1f') {
            yield { tok: '', off, marker: tok };
            continue;
        }
        yield { tok, off };
        off += tok.length;
    }
}
/**
 * The flow collections the lexer had to cut off (it ends them with a flow-end marker when
 * the text runs out or drops back to block indentation): each `[` or `{` with its offset,
 * innermost first within a cut.
 */
function unclosedFlows(yamlText) {
    const open = [];
    const cut = [];
    for (const { tok, off, marker } of lexed(yamlText)) {
        if (marker === '\x18')
            while (open.length)
                cut.push(open.pop());
        else if (tok === '[' || tok === '{')
            open.push({ c: tok, at: off });
        else if ((tok === ']' || tok === '}') && open.length)
            open.pop();
    }
    while (open.length)
        cut.push(open.pop());
    return cut;
}
/** The first cut-off collection opened by `c` before `until`, taken from the list; or -1. */
function takeUnclosed(list, c, until) {
    const i = list.findIndex((x) => x.c === c && x.at <= until);
    if (i < 0)
        return -1;
    return list.splice(i, 1)[0].at;
}
/** True when a quoted scalar's source ends with its closing quote. */
function closes(tok, quote) {
    if (quote === "'")
        return /^'(?:[^']|'')*'$/.test(tok);
    let i = 1;
    while (i < tok.length) {
        const c = tok.charAt(i);
        if (c === '\\')
            i += 2;
        else if (c === '"')
            return i === tok.length - 1;
        else
            i++;
    }
    return false;
}
/**
 * The commonest cause of "Implicit keys need to be on a single line" (or, on the last line,
 * "Implicit map keys need to be followed by map values") in frontmatter: a long
 * value went on over a second line that is not indented (a pasted description), so YAML
 * reads that line as a key. Said when the line at `at` starts at column 1, is no `key:` of
 * its own, and the line above is a `key: value` line.
 */
function continuationHint(text, at) {
    const start = text.lastIndexOf('\n', at - 1) + 1;
    if (start !== at || start === 0)
        return '';
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    // A key of its own (`key: v`, or `key:[v]` short of a space), a list item, a comment: no.
    if (/^[^\s#][^:]*:/.test(line) || /^-(?:[ \t]|\r?$)/.test(line))
        return '';
    const prevStart = text.lastIndexOf('\n', start - 2) + 1;
    const prev = /^([A-Za-z_][\w-]*):[ \t]+([^\s#].*?)\r?$/.exec(text.slice(prevStart, start - 1));
    if (!prev)
        return '';
    // The value above must be one that can go on: not a flow collection, not a quoted value
    // closed on its own line (indenting the next line could not join them).
    const v = prev[2];
    if (/^[[{]/.test(v) || /^"(?:[^"\\]|\\.)*"\s*(?:#.*)?$/.test(v) || /^'(?:[^']|'')*'\s*(?:#.*)?$/.test(v))
        return '';
    return ` (if this line is the rest of the value of ${JSON.stringify(prev[1])} above, indent it: a value's next lines must be indented)`;
}
/** The yaml library's "a token out of place" error (`Unexpected flow-seq-end token in YAML stream: "]"`). */
const STREAM_ERROR = /^Unexpected ([\w-]+) token in YAML stream/;
/** The v1 keys whose value is a list of names. */
const LIST_KEYS = new Set(['allowed_tools', 'disallowed_tools', 'allowed_memory_scopes', 'tags']);
/** The library's words for a second collection (or an alias) after a complete value on its line. */
const SECOND_VALUE = /^Unexpected (?:flow-seq-start|flow-map-start|alias|anchor) at node end/;
/** The library, with the options the contract needs (its errors carry no stack trace). */
function libraryParse(yamlText) {
    // Each error the library makes is an Error: capturing its stack was half the time of a
    // text with an error on every line.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
        return (0,libraries/* yamlLibrary */.T)().parseDocument(yamlText, {
            version: '1.2',
            schema: 'core',
            merge: false,
            // Duplicate keys are found in convert(), which can name the first definition.
            uniqueKeys: false,
            strict: true,
            prettyErrors: false,
            intAsBigInt: false,
            // Block scalars' tokens, for their indentation (yaml-spec.ts).
            keepSourceTokens: true,
        });
    }
    finally {
        Error.stackTraceLimit = limit;
    }
}
/**
 * At most this many YAML findings a file (SPEC \u00a72 has every error reported: far more than
 * any real file holds), then one that says more follow: a flood of one per line is bounded.
 */
const MAX_YAML_FINDINGS = 10_000;
const DEFAULT_HEADS = [32 * 1024, 256 * 1024];
/** The cap, and the heads of a long text parsed alone first (cappedFromHead), each for texts twice as long. */
/**
 * The most values (keys, scalars, list items, collections) of a text the library composes:
 * ~200 MB and 0.5 s; no real frontmatter comes near (the fast path reads any number).
 */
const MAX_LIBRARY_VALUES = 100_000;
const LIMITS = { findings: MAX_YAML_FINDINGS, heads: DEFAULT_HEADS, values: MAX_LIBRARY_VALUES };
/** For tests: how many texts their head decided. */
const headStats = { hits: 0 };
/** For tests: other limits (small ones make the heads' path testable on small texts); none: the defaults. */
function setYamlLimits(limits) {
    LIMITS.findings = limits?.findings ?? MAX_YAML_FINDINGS;
    LIMITS.heads = limits?.heads ?? DEFAULT_HEADS;
    LIMITS.values = limits?.values ?? MAX_LIBRARY_VALUES;
}
/** How the finding past MAX_YAML_FINDINGS begins (it says more follow; it is no error itself). */
const MORE_YAML_ERRORS = 'more YAML errors follow from here';
const moreYamlErrors = () => `${MORE_YAML_ERRORS}; only the first ${LIMITS.findings} are listed (fix them first: one mistake often causes many)`;
/**
 * The library's errors as findings, in the order of their offsets, cut to
 * MAX_YAML_FINDINGS plus one that says more follow. `stream` counts the stream errors seen.
 */
function errorFindings(all, yamlText, pos) {
    const sorted = [...all].sort((a, b) => a.pos[0] - b.pos[0]);
    let unclosed;
    let quotes;
    let ends;
    const directive = /^%/m.exec(yamlText);
    // One token out of place (a stray `]`) leaves the parser out of step for the rest of
    // the text: every later token is "unexpected" too, on lines that are fine. The first is
    // the finding; the ones after it are its echo.
    let streamErrors = 0;
    // `argument-hint: [a] [b]`: once a second collection (or an alias) follows a complete value,
    // the rest of its line is the library's echo of that one mistake (`b` after a value, a `]`
    // closing no list): the first says it, with the fix for the whole line.
    let echoUntil = -1;
    let echoed;
    // The error that says the first token out of place (when it is an echo: the error it echoes).
    let outOfStep;
    // The end of the echoed error's line, and whether the library read on past it in its open collection.
    let lineEnd = -1;
    let readOn = false;
    const errors = sorted.filter((e) => {
        const stream = STREAM_ERROR.test(e.message);
        // A list left open on that line (`[x] [abc`) is ended by the library at the next line's
        // start: its "Unexpected flow-error-end" is the same mistake's echo too.
        if (e.pos[0] < echoUntil || (e.pos[0] <= echoUntil + 1 && /^Unexpected flow-error-end/.test(e.message))) {
            if (stream && streamErrors++ === 0)
                outOfStep = echoed;
            // (Past its line, where there is more text: not the end of the YAML.)
            if (e.pos[0] > lineEnd && !readOn) {
                const more = /\S/g;
                more.lastIndex = lineEnd;
                readOn = more.test(yamlText);
            }
            return false;
        }
        if (SECOND_VALUE.test(e.message)) {
            const end = yamlText.indexOf('\n', e.pos[0]);
            echoUntil = lineEnd = end < 0 ? yamlText.length : end;
            echoed = e;
            // The second collection left open (`[x] [abc`): the library reads on in it, line after
            // line, and what it then says is that one mistake too: said once, with the YAML not read.
            const rest = yamlText.slice(e.pos[0], lineEnd);
            if ((rest.match(/[[{]/g)?.length ?? 0) > (rest.match(/[\]}]/g)?.length ?? 0))
                echoUntil = yamlText.length;
        }
        if (stream && streamErrors++ === 0)
            outOfStep = e;
        return !stream || outOfStep === e;
    });
    // What the parser did not read past it is said with it.
    const unread = streamErrors > 1 || readOn ? ' (the YAML after it is not read until this is fixed)' : '';
    if (readOn && !outOfStep)
        outOfStep = echoed;
    const toFinding = (e) => {
        const message = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
        if (e.code === 'MULTIPLE_DOCS') {
            // Point at the `...` that ended the first document, not at the second one.
            let marker = -1;
            for (const at of (ends ??= [...yamlText.matchAll(/^\.\.\.(?=[ \t\r\n#]|$)/gm)].map((m) => m.index))) {
                if (at < e.pos[0])
                    marker = at;
                else
                    break;
            }
            if (marker < 0 && yamlText.startsWith('---', e.pos[0])) {
                // `--- x` (or `---` followed by a space or tab and more) is no closing fence: it
                // starts a second document.
                return fileFinding('YamlParse', 'the frontmatter must be one YAML document; this `---` line starts another (only a line that is exactly `---` closes the frontmatter)', pos(e.pos[0]));
            }
            return fileFinding('YamlParse', 'the frontmatter must be one YAML document; remove the `...` line inside it', pos(marker < 0 ? e.pos[0] : marker));
        }
        if (e.code === 'MISSING_CHAR' && directive && message.startsWith('Missing directives-end')) {
            return fileFinding('YamlParse', 'YAML directives (lines starting with `%`) are not allowed in SKILL.md frontmatter', pos(directive.index));
        }
        const flow = /^Flow (sequence|map) in block collection must be sufficiently indented and end with a/.exec(message);
        if (flow) {
            // The library points where the collection was cut off: point at its `[` or `{`.
            const open = takeUnclosed((unclosed ??= unclosedFlows(yamlText)), flow[1] === 'map' ? '{' : '[', e.pos[0]);
            if (open >= 0)
                return fileFinding('YamlParse', libraryMessage(message), pos(open));
        }
        if (e.code === 'MISSING_CHAR' && /^Missing closing ["']quote/.test(message)) {
            // The library points past the end of the text the quote swallowed: point at the quote.
            const open = unclosedQuote((quotes ??= unclosedQuotes(yamlText)), message.charAt(16), e.pos[0]);
            if (open >= 0)
                return fileFinding('YamlParse', libraryMessage(message), pos(open));
        }
        if (/^Implicit (?:keys need to be on a single line|map keys need to be followed by map values)/.test(message)) {
            const hint = continuationHint(yamlText, e.pos[0]);
            if (hint)
                return fileFinding('YamlParse', `${libraryMessage(message)}${hint}`, pos(e.pos[0]));
        }
        const said = libraryMessage(message, yamlText, e.pos[0]);
        return fileFinding('YamlParse', e === outOfStep ? said + unread : said, pos(pastIndent(yamlText, e.pos[0])));
    };
    // Only as many as the cap needs are worded (a flood of 500,000 errors took seconds more):
    // the first n, for n doubled until past the cap. Filters that keep first occurrences, so
    // each try's findings begin the next's; the openings errors take are found again each try.
    let n = Math.min(errors.length, 2 * (LIMITS.findings + 1));
    let kept;
    for (;;) {
        unclosed = undefined;
        quotes = undefined;
        kept = dedupe(oneKeyErrorPerLine(errors.slice(0, n).map(toFinding), yamlText, pos));
        if (kept.length > LIMITS.findings || n === errors.length)
            break;
        n = Math.min(errors.length, 2 * n);
    }
    return { findings: capFindings(kept), stream: streamErrors, whole: kept.length };
}
/** The first LIMITS.findings findings, and one at the next that says more follow. */
function capFindings(findings) {
    const cap = LIMITS.findings;
    if (findings.length <= cap)
        return findings;
    return [...findings.slice(0, cap), { ...findings[cap], message: moreYamlErrors() }];
}
/**
 * The findings of a text whose head alone holds more than MAX_YAML_FINDINGS of them, from
 * the head's parse: the same as the whole text's (what comes after the head cannot change
 * how the lines before its last top-level line parse). Undefined when the head holds
 * fewer, or a stream error (whose wording counts the ones after it).
 */
function cappedFromHead(yamlText, size, pos) {
    const parsed = parseHead(yamlText, size);
    if (!parsed)
        return undefined;
    const { head, safe, ydoc } = parsed;
    if (ydoc.errors.length) {
        const before = ydoc.errors.filter((e) => e.pos[0] < safe);
        if (before.length <= LIMITS.findings)
            return undefined;
        const got = errorFindings(before, yamlText, pos);
        return got.stream === 0 && got.whole > LIMITS.findings ? got.findings : undefined;
    }
    // No syntax error in the head: what the mapping's own checks find before its last
    // top-level line (1 MiB of `:` lines, each a null key, took 13 s and 1 GB).
    if (!(0,libraries/* yamlLibrary */.T)().isMap(ydoc.contents))
        return undefined;
    const found = [];
    convert(ydoc.contents, 1, pos, found, head);
    const safeLine = pos(safe).line;
    const before = found.filter((f) => f.line < safeLine);
    return before.length > LIMITS.findings ? capFindings(before) : undefined;
}
/**
 * The library's parse of the text's first `size` characters (cut after a line), and `safe`:
 * where its last top-level line starts. What lies from there on may belong to something the
 * cut leaves open; what comes after the head cannot change how the lines before it parse.
 */
function parseHead(yamlText, size) {
    const cut = yamlText.lastIndexOf('\n', size - 1) + 1;
    if (cut <= 0)
        return undefined;
    const head = yamlText.slice(0, cut);
    // The last line that starts at column 0 (a key, a list item, or a line out of place).
    TOP_LINE.lastIndex = 0;
    let safe = 0;
    for (let m = TOP_LINE.exec(head); m; m = TOP_LINE.exec(head))
        safe = m.index;
    try {
        return { head, safe, ydoc: libraryParse(head) };
    }
    catch {
        return undefined;
    }
}
/**
 * The YAML errors in the head of a text too large for the library (more values than it
 * composes): reported before that finding, so the cut does not hide the file's real error.
 */
function headErrors(yamlText, size, pos) {
    const parsed = parseHead(yamlText, size);
    if (!parsed)
        return [];
    const { head, ydoc } = parsed;
    // What the cut leaves open (a flow collection, a quoted scalar) is said at the head's last
    // line with content or at its end; the lines before it read as they do in the whole text
    // (an indentation error on line 7 of 60,000 indented lines is the file's first error).
    const last = head.trimEnd().lastIndexOf('\n') + 1;
    const before = ydoc.errors.filter((e) => e.pos[0] < last);
    // A token out of place is one finding (the rest of the text is its echo), as in a whole parse.
    if (before.length)
        return capFindings(errorFindings(before, yamlText, pos).findings);
    // No syntax error before it: what the mapping's own checks find before its last top-level
    // line (an anchor, a tag, a duplicate key), as a whole parse would report them. Not up to
    // the last line: a key over several lines (`? a` then `  b`, or in a flow mapping) cut
    // short is another key, a false duplicate; a top-level entry holds all of its own lines.
    if (!(0,libraries/* yamlLibrary */.T)().isMap(ydoc.contents))
        return [];
    const found = [];
    convert(ydoc.contents, 1, pos, found, head);
    const safeLine = pos(parsed.safe).line;
    return capFindings(found.filter((f) => f.line < safeLine));
}
/** A line of the frontmatter that starts at column 0 with anything but a comment. */
const TOP_LINE = /^[^\s#]/gm;
/** The closing bracket of a flow collection, and what it would close. */
const CLOSERS = {
    'flow-seq-end': [']', '[', 'list'],
    'flow-map-end': ['}', '{', 'mapping'],
};
/** The line starts of the last text asked about (libraryMessage: thousands of errors, one text). */
let startsText;
let startsOfText = [];
/** Where the line holding offset `at` of `text` starts (a binary search, not a scan back per error). */
function lineStartOf(text, at) {
    if (text !== startsText) {
        startsText = text;
        startsOfText = lineStarts(text);
    }
    return at - offsetToPos(startsOfText, at).column + 1;
}
/** nestedHint's answers for the last text, by line start. */
let hintsText;
const hintsAt = new Map();
/** The hint for a "nested mappings" error on the line at `lineStart` (undefined: the generic one). */
function nestedHint(text, lineStart) {
    if (text !== hintsText) {
        hintsText = text;
        hintsAt.clear();
    }
    if (hintsAt.has(lineStart))
        return hintsAt.get(lineStart);
    const hint = computeNestedHint(text, lineStart);
    hintsAt.set(lineStart, hint);
    return hint;
}
function computeNestedHint(text, lineStart) {
    // A line without its line end and trailing blanks (so no pattern below runs over them).
    const lineOf = (from) => {
        const end = text.indexOf('\n', from);
        return text.slice(from, end < 0 ? text.length : end).trimEnd();
    };
    // `key: value`, also as a list item's first key (`- name: a: b`).
    // (`s`: a U+2028 in the value is no line break in YAML 1.2, nor here.)
    const KEY = /^([ \t]*(?:-[ \t]+)?)([^\s#:'"[{-][^:]*?):(?:[ \t]+(.*))?$/s;
    const own = KEY.exec(lineOf(lineStart));
    // `key: value` and, indented deeper on the next line, `other: x`: that line goes on
    // with the value (the library points at the value).
    const nextStart = text.indexOf('\n', lineStart) + 1;
    const next = own && nextStart > 0 ? KEY.exec(lineOf(nextStart)) : null;
    if (own && next && next[1].length > own[1].length && !(own[3] ?? '').includes(': '))
        return `(the next line is indented deeper than ${JSON.stringify(own[2])}, so it goes on with that value: indent ${JSON.stringify(next[2])} as ${JSON.stringify(own[2])} is)`;
    // The value as it would be quoted: a comment after it (` # note`) stays a comment.
    const comment = own?.[3]?.search(/[ \t]#/) ?? -1;
    const value = comment >= 0 ? own[3].slice(0, comment).trimEnd() : own?.[3];
    // A long value is not quoted back whole: one line of a hostile file holds thousands
    // of these errors, and each copy of a 600 KB line made the report quadratic.
    if (value?.includes(': '))
        return value.length <= HINT_VALUE_MAX
            ? `(a plain value cannot hold ": "; quote it: ${own[2]}: ${JSON.stringify(value)})`
            : `(a plain value cannot hold ": "; put the value of ${JSON.stringify(own[2])} in quotes)`;
    return undefined;
}
/**
 * A library message fit for users (a stack overflow means nesting, whatever the library
 * says). Given the text and the error's offset, the commonest mistakes are said in
 * frontmatter terms, with the fix.
 */
function libraryMessage(e, text, at) {
    const m = typeof e === 'string' ? e : e instanceof Error ? e.message : String(e);
    if (/call stack|too much recursion/i.test(m))
        return TOO_DEEP;
    const first = m.split('\n')[0];
    const lineStart = text === undefined || at === undefined ? -1 : lineStartOf(text, at);
    if (NESTED_MAPPING.test(first)) {
        // One line of a hostile file holds thousands of these errors: its hint is worked out once.
        if (lineStart >= 0) {
            const hint = nestedHint(text, lineStart);
            if (hint !== undefined)
                return `${first} ${hint}`;
        }
        return `${first} (a plain value cannot hold ": "; quote it: description: "Does this: and that")`;
    }
    const stray = STREAM_ERROR.exec(first);
    if (stray) {
        const closer = CLOSERS[stray[1]];
        if (closer)
            return `a "${closer[0]}" here closes no ${closer[2]}: remove it (or add the "${closer[1]}" it should close)`;
        const token = /: (".*")$/.exec(first)?.[1];
        return `unexpected ${token ?? stray[1]} here: the YAML is broken at this point or just before it`;
    }
    if (/^Unexpected (?:scalar|double-quoted-scalar|single-quoted-scalar) at node end/.test(first))
        return "unexpected text after a complete value: a quoted value ends at its closing quote (inside '...' write '' for a quote, inside \"...\" write \\\"), and nothing may follow a [list], a {mapping} or an *alias on its line";
    if (lineStart >= 0 && /^Not a YAML token/.test(first) && /[|>][-+1-9]*[ \t]+$/.test(text.slice(lineStart, at)))
        return 'text after a block scalar indicator (| or >): the value starts on the next line, indented (or quote it and keep it on this line)';
    if (at !== undefined && /^Map comment with trailing content/.test(first) && /[[{]/.test(text.charAt(at)))
        return 'mapping keys must be plain strings, not collections or empty keys';
    // `` description: `code` does \u2026 `` or `@team \u2026`: YAML keeps these characters for itself.
    if (/^Plain value cannot start with reserved character/.test(first)) {
        // The example under the line's own key (`author: @me`: it said `description:` whatever the key).
        const key = (lineStart >= 0 &&
            /^[ \t]*(?:-[ \t]+)?([A-Za-z0-9_][A-Za-z0-9_.-]{0,63})[ \t]*:[ \t]/.exec(text.slice(lineStart, at))?.[1]) ||
            'description';
        return `${first} (quote the value if it is text: ${key}: ${/character @/.test(first) ? '"@team owns it"' : '"`make` builds it"'})`;
    }
    // `argument-hint: [a] [b]`: the library's own words for a second collection on the line.
    if (SECOND_VALUE.test(first)) {
        // The fix under the line's own key, with its own value when it is short and plain to quote.
        let example = 'argument-hint: "[date] [author]"';
        if (lineStart >= 0) {
            const end = text.indexOf('\n', lineStart);
            const line = text.slice(lineStart, end < 0 ? text.length : end).replace(/\r$/, '');
            const own = /^[ \t]*(?:-[ \t]+)?([A-Za-z0-9_][A-Za-z0-9_.-]{0,63})[ \t]*:[ \t]+(.*)$/.exec(line);
            if (own) {
                // A comment after the value (` # note`) stays a comment.
                const comment = own[2].search(/[ \t]#/);
                const value = (comment >= 0 ? own[2].slice(0, comment) : own[2]).trimEnd();
                // A list key written as lists side by side (`allowed_tools: [Read] [Write]`) meant one
                // list: quoted, it is text, which such a key refuses.
                const lists = value.length <= HINT_VALUE_MAX && /^(?:\[[^[\]{}"'#]*\][ \t]*)+$/.test(value);
                const entries = lists
                    ? value
                        .split(/[[\],]/)
                        .map((x) => x.trim())
                        .filter(Boolean)
                    : [];
                // Names only: an entry YAML reads as more (an *alias, a &anchor, a !tag) is not merged.
                const items = entries.some((x) => /^[*&!|>%@`]/.test(x)) ? [] : entries;
                if (items.length && LIST_KEYS.has(own[1]))
                    return `unexpected text after a complete value: nothing may follow a [list] on its line (one list holds every entry, separated by commas: ${own[1]}: [${items.join(', ')}])`;
                if (LIST_KEYS.has(own[1]))
                    return `unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (${own[1]} takes one list of names: ${own[1]}: [a, b])`;
                if (items.length && own[1] === 'allowed-tools')
                    return `unexpected text after a complete value: nothing may follow a [list] on its line (the agentskills.io format is one space-separated string: allowed-tools: ${items.join(' ')})`;
                example =
                    value.length <= HINT_VALUE_MAX && !/["\\]/.test(value)
                        ? `${own[1]}: "${value}"`
                        : `${own[1]}: "[date] [author]"`;
            }
        }
        return `unexpected text after a complete value: nothing may follow a [list], a {mapping} or an *alias on its line (quote the whole value if it is text: ${example})`;
    }
    // `allowed-tools: *`: a `*` alone is an alias with no name.
    if (/^Alias cannot be an empty string/.test(first))
        return 'a "*" alone starts an alias with no name (YAML reads "*" as an alias): quote it if it is text ("*")';
    return first;
}
/**
 * A cheap upper estimate of the nesting depth, from the library's lexer (linear, no
 * recursion): flow brackets exactly, block levels by the columns of entries. Returns the
 * offset where the estimate first passes MAX_DEPTH when it later passes twice that, so the
 * library never composes a pathological document; shallower cases are measured exactly by
 * convert(). null when the text is not pathologically deep.
 */
function nestingTooDeep(yamlText) {
    return scanStructure(yamlText).deep;
}
/**
 * One lexer pass (linear, no recursion) over a text the library is about to compose:
 * `deep` as nestingTooDeep() says it, and `tooMany`, the offset of the value (a scalar, a
 * key, a collection or a list item) that passes `maxValues`. The library's CST and nodes
 * cost ~1\u20132 KB a value whatever their size: 1 MiB of `[[[[]]]],` took 3 s and 0.9 GB.
 */
function scanStructure(yamlText, maxValues = Infinity) {
    const LIMIT = 2 * MAX_DEPTH;
    let values = 0;
    const stack = [];
    let flow = 0;
    let off = 0;
    let lineStart = 0;
    let atLineStart = true;
    let afterIndicator = false;
    let first = -1;
    const enter = (col, seq) => {
        const top = () => stack[stack.length - 1];
        // A block sequence may sit at its parent key's column: it is still one level deeper.
        while (stack.length &&
            (top().col > col || (top().col === col && top().seq !== seq && stack[stack.length - 2]?.col === col))) {
            stack.pop();
        }
        if (!stack.length || top().col < col || top().seq !== seq)
            stack.push({ col, seq });
    };
    let scalarNext = false;
    for (const tok of new ((0,libraries/* yamlLibrary */.T)().Lexer)().lex(yamlText)) {
        // Control tokens (document, scalar and flow-error markers) are not in the source. The
        // flow-error marker ends every open flow collection (the lexer leaves flow there): 128
        // lists cut off at their line's end were counted open, a false "nesting is deeper".
        if (tok === '\x18')
            flow = 0;
        if (tok === '\x02' || tok === '\x18')
            continue;
        // An alias (`*a`, not a scalar's own text) is a value too: each one costs the library a
        // node, and 1 MiB of them after one anchor took 1.8 s and 566 MB.
        const alias = tok.charCodeAt(0) === 0x2a && !scalarNext;
        scalarNext = tok === '\x1f';
        if (alias || tok === '\x1f' || tok === '[' || tok === '{' || tok === '-' || tok === '?') {
            if (++values > maxValues)
                return { deep: null, tooMany: off };
            if (tok === '\x1f')
                continue;
        }
        // A closer outside any flow collection (a stray `}` or `]`): an error of the library's
        // each, which cost it as a value does (1 MiB of `}` lines: 5 s and 300 MB).
        if ((tok === ']' || tok === '}') && flow === 0 && ++values > maxValues)
            return { deep: null, tooMany: off };
        const start = off;
        off += tok.length;
        if (/^\r?\n$/.test(tok)) {
            atLineStart = true;
            afterIndicator = false;
            lineStart = off;
            continue;
        }
        if (/^[ \t]+$/.test(tok) || tok.startsWith('#'))
            continue;
        const nl = tok.lastIndexOf('\n');
        if (flow > 0) {
            if (tok === '[' || tok === '{')
                flow++;
            else if (tok === ']' || tok === '}')
                flow--;
        }
        else if (tok === '[' || tok === '{') {
            flow = 1;
        }
        else if (tok === '-' || tok === '?') {
            enter(start - lineStart, tok === '-');
            afterIndicator = true;
        }
        else if (atLineStart || afterIndicator) {
            enter(start - lineStart, false);
            afterIndicator = false;
        }
        atLineStart = false;
        if (nl >= 0)
            lineStart = start + nl + 1;
        const depth = stack.length + flow;
        if (depth > MAX_DEPTH && first < 0)
            first = start;
        if (depth > LIMIT)
            return { deep: first, tooMany: null };
    }
    return { deep: null, tooMany: null };
}
/** A whole YAML file (the config): positions are in the text itself. */
function parseYamlText(text, maxValues) {
    const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const starts = lineStarts(t);
    return parseYaml(t, (o) => offsetToPos(starts, beforeCr(t, o)), { line: 1, column: 1 }, maxValues);
}
const NESTED_MAPPING = /^Nested mappings are not allowed in compact mappings/;
/** How long a value a hint quotes back whole (`quote it: key: "\u2026"`). */
const HINT_VALUE_MAX = 200;
/** The library's ways of saying a line is no `key: value` where one is expected. */
const KEY_LINE_ERROR = /^(?:Implicit keys need to be on a single line|Implicit map keys need to be followed by map values|Unexpected block-seq-ind on same line with key|A block sequence may not be used as an implicit map key|All mapping items must start at the same column)/;
/**
 * The library says one misplaced line in up to three ways (`- x` among keys: "Implicit keys
 * need to be on a single line", "Unexpected block-seq-ind on same line with key", "Implicit
 * map keys need to be followed by map values"): one finding a line is kept, the first. A
 * list item out of place (`- x` where a key is expected, `-Read` with no space), when the
 * finding is on its `-`, is said as such, there.
 */
function oneKeyErrorPerLine(findings, text, pos) {
    const lines = new Set();
    const first = pos(0).line;
    // The frontmatter's line starts, found once (a finding per line of a hostile 1 MiB text).
    let starts;
    return findings.flatMap((f) => {
        if (f.code !== 'YamlParse' || !KEY_LINE_ERROR.test(f.message))
            return [f];
        if (lines.has(f.line))
            return [];
        lines.add(f.line);
        // The finding's line of the file, as a line of the frontmatter's text.
        const lineStart = (starts ??= lineStarts(text, text.length))[f.line - first];
        if (lineStart === undefined)
            return [f];
        const end = text.indexOf('\n', lineStart);
        const line = text.slice(lineStart, end < 0 ? text.length : end).replace(/\r$/, '');
        const item = /^([ \t]*)-([^\s:]*)/.exec(line);
        // Only where the finding is on the `-` itself (or before it): one inside an item's text
        // (`- a` then a deeper `b: c`) is about that text, and the item may be well placed. A
        // line that holds a key (` -b: 2`) is a key out of place, as the library says.
        if (!item || f.column > item[1].length + 1 || line.includes(':', item[0].length))
            return [f];
        const at = pos(lineStart + item[1].length);
        if (!item[2])
            return [
                {
                    ...f,
                    message: 'a list item where a key is expected: a list is the value of a key, its items lined up under it ("tags:", then "  - x" on the next lines)',
                    line: at.line,
                    column: at.column,
                },
            ];
        // `-Read` under a key with no value (`allowed_tools:`) is an item short of its space;
        // elsewhere (`-1` after `description: x`) the library's own hint stands.
        const prev = lineStart > 0 ? text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1) : '';
        if (!/:[ \t]*\r?$/.test(prev))
            return [f];
        return [
            { ...f, message: `a list item needs a space after "-": write "- ${item[2]}"`, line: at.line, column: at.column },
        ];
    });
}
/**
 * An error the library places on a line's indentation (`   x: 1` over-indented: "All mapping
 * items must start at the same column") points at what the indentation leads to, the key.
 */
function pastIndent(text, at) {
    if (at > 0 && text[at - 1] !== '\n')
        return at;
    let i = at;
    while (text[i] === ' ')
        i++;
    // A tab in the indentation is the error itself: it stays pointed at.
    return i < text.length && !'\t\r\n'.includes(text[i]) ? i : at;
}
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        // Each further ": " in a plain value is the same mistake again: one finding a line says it.
        // The library's stack running out at each of many levels is one finding too (the first).
        const k = NESTED_MAPPING.test(f.message)
            ? `${f.line}:nested`
            : f.message === TOO_DEEP
                ? 'deep'
                : `${f.line}:${f.column}:${f.message}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
const document_INT_RX = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
/** `key:` with nothing after it: the finding belongs on the key, not on the empty spot after it. */
/** Offset of the `-` before an empty block item at `offset` (else `offset`). */
function dashBefore(src, offset) {
    let i = offset - 1;
    while (i >= 0 && src.charCodeAt(i) === 0x20)
        i--;
    return src.charCodeAt(i) === 0x2d ? i : offset;
}
function isEmptyScalar(v) {
    if (!(0,libraries/* yamlLibrary */.T)().isScalar(v) || v.value !== null || v.anchor || v.tag)
        return false;
    return !!v.range && v.range[0] === v.range[1];
}
/** Offset of the `&anchor` or `!tag` written before a node that starts at `offset` (else `offset`). */
function propOffset(src, offset, marker) {
    const sep = /[\s,[{]/;
    let i = offset;
    for (let guard = 0; guard < 3 && i > 0; guard++) {
        while (i > 0 && /\s/.test(src[i - 1]))
            i--;
        let j = i;
        // A verbatim tag (`!<tag:yaml.org,2002:str>`) may hold the separators: it is one token.
        const verbatim = src[i - 1] === '>' ? src.lastIndexOf('!<', i - 2) : -1;
        if (verbatim >= 0 && !/[\s]/.test(src.slice(verbatim, i)))
            j = verbatim;
        else
            while (j > 0 && !sep.test(src[j - 1]))
                j--;
        const tok = src.slice(j, i);
        if (tok.startsWith(marker))
            return j;
        if (!tok.startsWith('&') && !tok.startsWith('!'))
            break;
        i = j;
    }
    return offset;
}
/** A string scalar's value as YAML 1.2.2 reads it, where the library reads it otherwise (yaml-spec.ts). */
function specString(n, v, src) {
    const range = n.range;
    if (!range)
        return v;
    if (n.type === 'QUOTE_DOUBLE') {
        const source = src.slice(range[0], range[1]);
        return hasEscapedBreak(source) ? doubleQuotedValue(source) : v;
    }
    if (n.type === 'BLOCK_LITERAL' || n.type === 'BLOCK_FOLDED')
        return blockScalarValue(n.srcToken, src, range[1]) ?? v;
    return v;
}
/** True when a double-quoted scalar's source holds a `\U` escape of a surrogate (U+D800\u2013U+DFFF). */
function surrogateEscape(source) {
    if (!source.includes('\\U'))
        return false;
    for (let i = source.indexOf('\\'); i >= 0 && i < source.length; i = source.indexOf('\\', i + 2))
        if (source[i + 1] === 'U' && /^0000d[89a-f][0-9a-f]{2}$/i.test(source.slice(i + 2, i + 10)))
            return true;
    return false;
}
function convert(node, depth, pos, out, src) {
    const n = node;
    const at = (x) => pos(x.range ? x.range[0] : 0);
    if ((0,libraries/* yamlLibrary */.T)().isAlias(n)) {
        out.push(fileFinding('YamlParse', aliasMessage(`*${n.source}`), at(n)));
        return null;
    }
    const anchored = n;
    if (anchored.anchor) {
        out.push(fileFinding('YamlParse', `anchors (${propShown(`&${anchored.anchor}`)}) are not allowed in SKILL.md frontmatter`, pos(propOffset(src, anchored.range?.[0] ?? 0, '&'))));
        return null;
    }
    if (anchored.tag) {
        const tagAt = propOffset(src, anchored.range?.[0] ?? 0, '!');
        // The tag as written (`!<tag:yaml.org,2002:str>`, `!e!x`), else as the library resolved it.
        const written = /^!(?:<[^>\s]*>|[^\s,[\]{}]*)/.exec(src.slice(tagAt, tagAt + 1024))?.[0];
        out.push(fileFinding('YamlParse', `explicit tags (${written ?? anchored.tag.replace(/^tag:yaml\.org,2002:/, '!!')}) are not allowed in SKILL.md frontmatter`, pos(tagAt)));
        return null;
    }
    if ((0,libraries/* yamlLibrary */.T)().isScalar(n)) {
        const v = n.value;
        const p = at(n);
        if (v === null || v === undefined)
            return { kind: 'scalar', value: null, type: 'null', ...p };
        if (typeof v === 'boolean')
            return typeof n.source === 'string'
                ? { kind: 'scalar', value: v, type: 'bool', ...p, source: n.source }
                : { kind: 'scalar', value: v, type: 'bool', ...p };
        if (typeof v === 'number') {
            const src = typeof n.source === 'string' ? n.source : String(v);
            return { kind: 'scalar', value: v, type: document_INT_RX.test(src) ? 'int' : 'float', ...p, source: src };
        }
        if (typeof v === 'string') {
            const value = specString(n, v, src);
            return n.type === 'QUOTE_DOUBLE' && n.range && surrogateEscape(src.slice(n.range[0], n.range[1]))
                ? { kind: 'scalar', value, type: 'str', ...p, surrogate: true }
                : { kind: 'scalar', value, type: 'str', ...p };
        }
        out.push(fileFinding('YamlParse', `unsupported scalar value`, p));
        return null;
    }
    if (depth > MAX_DEPTH) {
        out.push(fileFinding('YamlParse', TOO_DEEP, at(anchored)));
        return null;
    }
    // Siblings are still converted after a problem, so every problem of the file is reported.
    if ((0,libraries/* yamlLibrary */.T)().isSeq(n)) {
        const items = [];
        let bad = false;
        for (const it of n.items) {
            const c = it === null
                ? { kind: 'scalar', value: null, type: 'null', ...at(n) }
                : convert(it, depth + 1, pos, out, src);
            // An empty block item (`-` alone) has no text of its own: point at its dash, as an
            // empty mapping value points at its key, not past the end of the line.
            if (c && !n.flow && isEmptyScalar(it))
                Object.assign(c, pos(dashBefore(src, it.range[0])));
            if (c)
                items.push(c);
            else
                bad = true;
        }
        return bad ? null : { kind: 'seq', items, flow: !!n.flow, ...at(n) };
    }
    if ((0,libraries/* yamlLibrary */.T)().isMap(n)) {
        const entries = [];
        const seen = new Map();
        let bad = false;
        for (const pair of n.items) {
            if (!(0,libraries/* yamlLibrary */.T)().isPair(pair))
                continue;
            const k = pair.key;
            if (k === null || !(0,libraries/* yamlLibrary */.T)().isScalar(k)) {
                const where = k && k.range ? at(k) : at(n);
                out.push(fileFinding('YamlParse', (0,libraries/* yamlLibrary */.T)().isAlias(k)
                    ? aliasMessage(`*${k.source}`)
                    : 'mapping keys must be plain strings, not collections or empty keys', where));
                bad = true;
                continue;
            }
            const kc = convert(k, depth + 1, pos, out, src);
            const value = pair.value === null || pair.value === undefined || isEmptyScalar(pair.value)
                ? kc && { kind: 'scalar', value: null, type: 'null', line: kc.line, column: kc.column }
                : convert(pair.value, depth + 1, pos, out, src);
            if (!kc) {
                bad = true;
                continue;
            }
            if (kc.type !== 'str') {
                out.push(fileFinding('YamlParse', `mapping keys must be strings; ${JSON.stringify(k.source ?? String(kc.value))} is ${kc.type === 'int' || kc.type === 'float' ? 'a number' : kc.type === 'bool' ? 'a boolean' : 'null'} (quote it)`, kc));
                bad = true;
                continue;
            }
            const key = kc;
            if (key.value === '<<' && k.type === 'PLAIN') {
                out.push(fileFinding('YamlParse', 'merge keys (<<) are not allowed in SKILL.md frontmatter', key));
                bad = true;
                continue;
            }
            if (FORBIDDEN_KEYS.has(key.value)) {
                out.push(fileFinding('YamlParse', `key ${JSON.stringify(key.value)} is not allowed (prototype pollution guard)`, key));
                bad = true;
                continue;
            }
            const earlier = seen.get(key.value);
            if (earlier) {
                out.push(fileFinding('YamlParse', `duplicate key ${JSON.stringify(key.value)} (first defined at line ${earlier.line}, column ${earlier.column})`, key));
                bad = true;
                continue;
            }
            seen.set(key.value, { line: key.line, column: key.column });
            if (value)
                entries.push({ key, value });
            else
                bad = true;
        }
        return bad ? null : { kind: 'map', entries, flow: !!n.flow, ...at(n) };
    }
    out.push(fileFinding('YamlParse', 'unsupported YAML node', { line: 1, column: 1 }));
    return null;
}
/** Plain JS value of a node (for canonical form and reports). Keys are never hostile here. */
function toValue(node) {
    if (node.kind === 'scalar')
        return node.value;
    if (node.kind === 'seq')
        return node.items.map(toValue);
    const o = {};
    for (const e of node.entries)
        o[e.key.value] = toValue(e.value);
    return o;
}
function entry(map, key) {
    return map.entries.find((e) => e.key.value === key);
}


/***/ }),

/***/ 9157:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  jZ: () => (/* binding */ capFindings),
  Ac: () => (/* binding */ checkBytes),
  sw: () => (/* binding */ checkDocument),
  RX: () => (/* binding */ checkTree),
  Cs: () => (/* binding */ hasErrors),
  mu: () => (/* binding */ heldFindings),
  H_: () => (/* binding */ listWithinRun),
  og: () => (/* binding */ makeContext),
  $t: () => (/* binding */ orderFindings),
  O$: () => (/* binding */ unreadable)
});

// UNUSED EXPORTS: HELD_RUN_FINDINGS, MAX_FILE_FINDINGS, MAX_RUN_FINDINGS, RunFindings

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __nccwpck_require__(2257);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __nccwpck_require__(7188);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __nccwpck_require__(1400);
// EXTERNAL MODULE: ./src/core/semver.ts
var semver = __nccwpck_require__(4015);
// EXTERNAL MODULE: ./src/rules/v1.ts
var v1 = __nccwpck_require__(9570);
// EXTERNAL MODULE: ./src/rules/agentskills.ts
var agentskills = __nccwpck_require__(8952);
// EXTERNAL MODULE: ./src/rules/index.ts + 5 modules
var rules = __nccwpck_require__(9939);
// EXTERNAL MODULE: ./src/signature/ed25519.ts + 1 modules
var ed25519 = __nccwpck_require__(2962);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var signature_keyring = __nccwpck_require__(351);
// EXTERNAL MODULE: ./src/signature/message.ts
var signature_message = __nccwpck_require__(3317);
;// CONCATENATED MODULE: ./src/signature/check.ts



/** The finding for a signature whose curve equation does not hold. */
function mismatchFinding(data) {
    const at = data.signaturePos ?? { line: 1, column: 1 };
    return {
        field: 'signature',
        code: 'SignatureFailed',
        // What to do: a skill edited after signing is the common case; a forgery reads the same.
        message: `signature verification failed: ${ed25519/* MISMATCH */.$n} (edited since it was signed? review the change, then sign it again: \`skillgate sign\`)`,
        line: at.line,
        column: at.column,
        severity: 'error',
    };
}
/**
 * `fmDigest` is the SHA-256 of the canonical frontmatter, undefined when it has no canonical
 * form. With `ctx.verifier` set, a signature that passes the strict checks is handed over
 * for its curve check (see deferred.ts) and the trust mode is applied as if it verified;
 * the caller swaps in the failure when it does not.
 */
function checkSignature(doc, data, 
/** The frontmatter as a value (only a trust verdict without a v1 id reads it). */
fm, fmDigest, ctx) {
    const findings = signatureFindings(doc, data, fm, fmDigest, ctx);
    return Array.isArray(findings) ? { findings } : findings;
}
function signatureFindings(doc, data, fm, fmDigest, ctx) {
    const registry = ctx.settings.trust === 'registry';
    const at = data.signaturePos ?? { line: 1, column: 1 };
    const fail = (code, message) => [
        { field: 'signature', code, message, line: at.line, column: at.column, severity: 'error' },
    ];
    if (!data.signaturePresent) {
        return registry
            ? fail('SignatureMissing', 'skill is not signed: trust mode "registry" requires a signature (run `skillgate sign`)')
            : [];
    }
    const sig = data.signature;
    if (!sig)
        return fail('SignatureFailed', 'signature verification failed: the signature block is malformed');
    if (!fmDigest) {
        return fail('SignatureFailed', 'signature verification failed: the frontmatter has no canonical form (NaN, Infinity or a lone surrogate)');
    }
    const pre = (0,ed25519/* precheck */.MQ)(sig.public_key_hex, sig.signature_hex);
    if ('reason' in pre)
        return fail('SignatureFailed', `signature verification failed: ${pre.reason}`);
    const message = (0,signature_message/* messageOf */.bD)(fmDigest, doc.body);
    if (!ctx.verifier) {
        if (!(0,ed25519/* verifyPrechecked */.A)(pre.key, pre.sig, message))
            return [mismatchFinding(data)];
        return trustFindings(data, fm, ctx, fail);
    }
    return { findings: trustFindings(data, fm, ctx, fail), pending: { key: pre.key, sig: pre.sig, message } };
}
/** The trust mode's verdict on a signature that verifies. */
function trustFindings(data, fm, ctx, fail) {
    const sig = data.signature;
    const key = sig.public_key_hex.toLowerCase();
    if (ctx.settings.trust !== 'registry') {
        // Local mode asks for no trust, but a key the keyring revokes is known bad (SPEC \u00a73: a
        // revoked key fails even where a line trusts it).
        const line = ctx.keyring?.revoked.get(key);
        if (line === undefined)
            return [];
        return fail('RevokedKey', `public key ${key} is revoked (${ctx.settings.trustedKeys}:${line}): re-sign the skill with a trusted key`);
    }
    if (!ctx.keyring) {
        return fail('UntrustedKey', `public key ${key} is not in the trusted keyring${ctx.keyringNote ? ` (${ctx.keyringNote})` : ''}`);
    }
    // The skill's identity: `id` in v1, `name` in the agentskills profile (SPEC \u00a77).
    const value = data.id === undefined ? fm() : undefined;
    const id = data.id ?? (typeof value?.id === 'string' ? value.id : typeof value?.name === 'string' ? value.name : '');
    const trust = (0,signature_keyring/* lookupKey */.kk)(ctx.keyring, id, key);
    const keyring = ctx.settings.trustedKeys;
    if (trust === 'revoked') {
        const line = ctx.keyring.revoked.get(key);
        return fail('RevokedKey', `public key ${key} is revoked (${keyring}${line ? `:${line}` : ''}): re-sign the skill with a trusted key`);
    }
    if (trust === 'untrusted') {
        return fail('UntrustedKey', `public key ${key} is not trusted for skill ${JSON.stringify(id)} in ${keyring}: sign with a trusted key, or add "${id} ed25519 ${key}" to the keyring`);
    }
    return [];
}

// EXTERNAL MODULE: ./src/rules/effective.ts
var effective = __nccwpck_require__(6462);
// EXTERNAL MODULE: ./src/lock/positions.ts
var positions = __nccwpck_require__(3535);
// EXTERNAL MODULE: ./src/rules/tool-list.ts
var tool_list = __nccwpck_require__(4670);
// EXTERNAL MODULE: ./src/signature/jcs.ts
var jcs = __nccwpck_require__(5506);
;// CONCATENATED MODULE: ./src/lock/beyond.ts




/** Characters hashed for one skill, at most: a 1 MiB frontmatter gets a few tries, a small one hundreds. */
const FILE_BUDGET = 8 << 20;
/** And for the run (a thread): past it, a changed skill is said to have changed more (`other`). */
const RUN_BUDGET = 256 << 20;
let runLeft = RUN_BUDGET;
/** Characters hashed so far in this thread (tests). */
function hashedChars() {
    return RUN_BUDGET - runLeft;
}
/**
 * True when more than the version, tools and scopes changed since `entry` was written, or
 * when the lock's values cannot be put back as the file wrote them (a list in an order not
 * guessed) or the budget for hashing runs out; false when they explain the new hash;
 * undefined when the frontmatter has no canonical form, or none of the three changed (drift
 * says `other` then anyway).
 */
function beyondLock(root, settings, now, entry) {
    const { profile } = settings;
    // Keys set wholesale on a copy of the frontmatter (a version, a key taken out), and lists
    // or strings swapped into the canonical text in place: a list's thousands of orders cost a
    // hash each, not a canonical form of the whole frontmatter each.
    const choices = [];
    const slots = [];
    if (entry.version !== now.version)
        choices.push(versionChoice(profile, entry.version));
    if (!sameSet(entry.allowed_tools, now.allowed_tools)) {
        const key = profile === 'agentskills' ? 'allowed-tools' : 'allowed_tools';
        if (profile === 'agentskills') {
            const values = toolStrings(first(orders(entry.allowed_tools, now.allowed_tools), STRING_ORDERS), settings.tools);
            if (!entry.allowed_tools.length)
                values.push(ABSENT);
            choices.push(values.map((v) => (d) => set(d, key, v)));
        }
        else
            slots.push({ key, values: () => orders(entry.allowed_tools, now.allowed_tools) });
    }
    if (profile === 'v1' && !sameSet(entry.allowed_memory_scopes, now.allowed_memory_scopes))
        slots.push({
            key: 'allowed_memory_scopes',
            values: () => orders(entry.allowed_memory_scopes, now.allowed_memory_scopes),
        });
    if (!choices.length && !slots.length)
        return undefined;
    const fm = (0,core_document/* toValue */.BA)(root);
    let fileLeft = FILE_BUDGET;
    const matches = (text) => {
        if (text.length > fileLeft || text.length > runLeft)
            throw OUT_OF_BUDGET;
        fileLeft -= text.length;
        runLeft -= text.length;
        return (0,signature_message/* lockHashOfText */.CU)(text) === entry.frontmatter;
    };
    const tryFrom = (i, draft) => {
        if (i === choices.length)
            return trySlots(draft);
        for (const apply of choices[i]) {
            const next = { ...draft };
            apply(next);
            const found = tryFrom(i + 1, next);
            if (found !== false)
                return found;
        }
        return false;
    };
    // The canonical text with a marker string where each slot's value goes, cut at the
    // markers: each value is then its own canonical JSON put between the pieces.
    const trySlots = (draft) => {
        const marked = { ...draft };
        slots.forEach((slot, k) => (marked[slot.key] = `${MARK}${k}`));
        const text = (0,signature_message/* canonicalFrontmatterOrUndefined */.gd)(marked);
        if (text === undefined)
            return undefined;
        if (!slots.length)
            return matches(text);
        const at = slots.map((_, k) => {
            const m = JSON.stringify(`${MARK}${k}`);
            const first = text.indexOf(m);
            return first >= 0 && text.indexOf(m, first + 1) < 0 ? { k, first, end: first + m.length } : undefined;
        });
        // The marker is a value of the frontmatter too (`x-note: "\0skillgate-slot\00"`): each
        // value set on a copy, and that canonical form hashed, as for a large frontmatter.
        if (at.some((a) => a === undefined))
            return setEach(0, draft);
        const cuts = at.sort((a, b) => a.first - b.first);
        const pieces = [text.slice(0, cuts[0].first)];
        cuts.forEach((c, n) => pieces.push(text.slice(c.end, n + 1 < cuts.length ? cuts[n + 1].first : text.length)));
        const fill = (n, head) => {
            if (n === cuts.length)
                return matches(head);
            for (const v of slots[cuts[n].k].values()) {
                let json;
                try {
                    json = (0,jcs/* canonicalize */.dw)(v);
                }
                catch (e) {
                    if (e instanceof jcs/* CanonicalError */.dO)
                        return undefined;
                    throw e;
                }
                const found = fill(n + 1, head + json + pieces[n + 1]);
                if (found !== false)
                    return found;
            }
            return false;
        };
        return fill(0, pieces[0]);
    };
    const setEach = (n, draft) => {
        if (n === slots.length) {
            const text = (0,signature_message/* canonicalFrontmatterOrUndefined */.gd)(draft);
            return text === undefined ? undefined : matches(text);
        }
        for (const v of slots[n].values()) {
            const found = setEach(n + 1, { ...draft, [slots[n].key]: v });
            if (found !== false)
                return found;
        }
        return false;
    };
    try {
        const matched = tryFrom(0, fm);
        return matched === undefined ? undefined : !matched;
    }
    catch (e) {
        if (e === OUT_OF_BUDGET)
            return true;
        throw e;
    }
}
/** The marker a slot's value stands in for while the text is cut (NULs: a value's JSON escapes them). */
const MARK = '\u0000skillgate-slot\u0000';
const ABSENT = Symbol('absent');
const OUT_OF_BUDGET = Symbol('out of budget');
function set(d, key, v) {
    if (v === ABSENT)
        delete d[key];
    else
        d[key] = v;
}
/**
 * The lock's version put back: v1's `version`; agentskills' `metadata.version` (the lock
 * pins "" for a skill without one: then it had none, an empty one, or no `metadata`).
 */
function versionChoice(profile, version) {
    if (profile === 'v1')
        return [(d) => set(d, 'version', version)];
    const withMeta = (d, f) => {
        const m = d.metadata === undefined ? {} : d.metadata;
        if (m === null || typeof m !== 'object' || Array.isArray(m))
            return;
        const copy = { ...m };
        f(copy);
        d.metadata = copy;
    };
    if (version !== '')
        return [(d) => withMeta(d, (m) => (m.version = version))];
    return [
        (d) => d.metadata !== undefined && withMeta(d, (m) => delete m.version),
        (d) => withMeta(d, (m) => (m.version = '')),
        (d) => set(d, 'metadata', ABSENT),
    ];
}
/**
 * An agentskills `allowed-tools` string as it may have been written: the names joined by a
 * space, a comma or a line end (a block scalar, with its final line end or not), without the
 * tools splitToolList found inside another entry's parentheses (`Bash` of `Read(x Bash y)`,
 * which the lock lists too) or with them; or as a YAML list.
 */
function toolStrings(lists, tools) {
    const strings = new Set();
    const arrays = [];
    for (const l of lists) {
        const inner = new Set(l.flatMap((x) => (0,tool_list/* splitToolList */.hU)(x, tools)
            .slice(1)
            .map((e) => e.name)));
        const top = inner.size ? l.filter((x) => !inner.has(x)) : l;
        for (const names of top === l ? [l] : [top, l]) {
            arrays.push(names);
            for (const sep of [' ', ', ', ',', '\n'])
                for (const end of ['', '\n'])
                    strings.add(names.join(sep) + end);
        }
    }
    return [...strings, ...arrays];
}
/**
 * Orders tried for one list, at most: every order of a list of 8 (each one a hash, times the
 * other list's tries, within the budgets above).
 */
const MAX_ORDERS = 40_320;
/** Orders of an agentskills tool list tried, at most: each is eight strings and a list. */
const STRING_ORDERS = 64;
function first(items, n) {
    const out = [];
    for (const x of items) {
        if (out.length >= n)
            break;
        out.push(x);
    }
    return out;
}
/** Items of a list past which only the three likeliest orders are tried (the walk is as deep as the list). */
const MAX_WALKED = 64;
/**
 * The lists a file may have held when the lock (which keeps a sorted set) was written: the
 * lock's order, and the file's own order of what it still holds with what it dropped put
 * back at each place (every interleaving, up to MAX_ORDERS), one at a time.
 */
function* orders(locked, now) {
    const keep = new Set(locked);
    const held = now.filter((x) => keep.has(x));
    const have = new Set(held);
    const dropped = locked.filter((x) => !have.has(x));
    const seen = new Set();
    const seeds = [[...locked], [...held, ...dropped], [...dropped, ...held]];
    for (const l of seeds) {
        const key = JSON.stringify(l);
        if (seen.has(key))
            continue;
        seen.add(key);
        yield l;
    }
    if (held.length + dropped.length > MAX_WALKED)
        return;
    // Each list takes, next, the held item that comes next or any dropped one not yet placed.
    // Every list the walk makes is a different one (the dropped items are none of the held);
    // it makes the seeds again (a hash each), so they are not counted against it: every order
    // of 8 items is made.
    let left = MAX_ORDERS;
    const list = [];
    const free = dropped.map(() => true);
    function* walk(h, placed) {
        if (left <= 0)
            return;
        if (h === held.length && placed === dropped.length) {
            left--;
            yield [...list];
            return;
        }
        if (h < held.length) {
            list.push(held[h]);
            yield* walk(h + 1, placed);
            list.pop();
        }
        for (let k = 0; k < dropped.length && left > 0; k++) {
            if (!free[k])
                continue;
            free[k] = false;
            list.push(dropped[k]);
            yield* walk(h, placed + 1);
            list.pop();
            free[k] = true;
        }
    }
    yield* walk(0, 0);
}
function sameSet(a, b) {
    const x = new Set(a);
    const y = new Set(b);
    if (x.size !== y.size)
        return false;
    for (const v of x)
        if (!y.has(v))
            return false;
    return true;
}

;// CONCATENATED MODULE: ./src/core/engine.ts
/**
 * files + settings -> results. No stdout, no exit: cli.ts and action.ts report.
 *
 * Per file: parse, verify a present signature first, schema rules, policy rules.
 * Across files: duplicate ids, deprecated-by, and (in lock/) drift.
 */














function makeContext(settings, keyring, keyringNote) {
    return {
        settings,
        broker: settings.brokerVersion ? ((0,semver/* parseSemver */.kf)(settings.brokerVersion) ?? undefined) : undefined,
        keyring,
        keyringNote,
    };
}
/** Validate one SKILL.md given its bytes. Never throws for bad input. */
function checkBytes(bytes, ref, ctx) {
    const t0 = (0,clock/* now */.tB)();
    const profile = ctx.settings.profile;
    const parsed = (0,core_document/* parseSkill */.vv)(bytes, { allowBom: profile === 'agentskills' });
    if (!parsed.ok) {
        return finish({ path: ref.rel, outcome: 'parse_err', findings: parsed.findings, duration_ms: 0, parsed: false }, t0);
    }
    return checkDocument(parsed.doc, ref, ctx, t0);
}
function checkDocument(doc, ref, ctx, t0 = (0,clock/* now */.tB)()) {
    const { settings } = ctx;
    const schema = checkV1Like(doc, ref, ctx);
    const data = schema.data;
    const findings = [];
    // A present signature is verified before anything else is reported (SPEC \u00a73).
    // One digest of the canonical frontmatter: the lock hash and the signed message share it.
    const hash = (0,signature_message/* frontmatterHash */.$P)(doc.root);
    const digest = hash !== undefined && data.signaturePresent ? (0,signature_message/* digestOfLockHash */.jc)(hash) : undefined;
    const signature = checkSignature(doc, data, () => (0,core_document/* toValue */.BA)(doc.root), digest, ctx);
    // Loops, not push(...list): a list of 130,000 items has as many findings, too many arguments.
    append(findings, signature.findings);
    append(findings, schema.findings);
    const input = { path: ref.rel, abs: ref.abs, doc, data, settings };
    const eff = (0,effective/* effectiveTools */.$J)(input);
    append(findings, (0,rules/* runPolicyRules */.fE)(input));
    // Later stages read a few keys' positions: kept as numbers (10,000 results are many).
    // Drift points at the key that changed (`allowed_tools:`), not only at its value.
    data.kept = (0,positions/* keepPositions */.M7)(data.positions, doc.root);
    data.positions = {};
    // Lists grown by push() keep room for 17 items; exact copies hold 10,000 results in ~4 MB less.
    data.allowed_memory_scopes = data.allowed_memory_scopes.slice();
    data.allowed_tools = data.allowed_tools.slice();
    data.disallowed_tools = data.disallowed_tools.slice();
    data.tags = data.tags.slice();
    const result = {
        path: ref.rel,
        outcome: (0,diagnostic/* outcomeOf */.sG)(findings),
        findings: capFindings(orderFindings(findings)),
        data,
        hash,
        signer: data.signature ? data.signature.public_key_hex.toLowerCase() : null,
        effective_tools: eff.slice(),
        duration_ms: 0,
        parsed: true,
    };
    const choice = input.profileChoice;
    if (choice?.kind === 'profile' && choice.rank !== undefined)
        result.profileRank = choice.rank;
    // Drift's `other` (lock/beyond.ts): the lists as the lock snapshot takes them (run.ts).
    if (ctx.locked && hash !== undefined && data.id && data.version !== undefined && !data.unnamed) {
        const entry = Object.hasOwn(ctx.locked, data.id) ? ctx.locked[data.id] : undefined;
        if (entry && entry.frontmatter !== hash) {
            const beyond = beyondLock(doc.root, settings, {
                version: data.version,
                allowed_tools: (0,v1/* declaredOf */.yN)(data, 'allowed_tools'),
                allowed_memory_scopes: (0,v1/* declaredOf */.yN)(data, 'allowed_memory_scopes'),
            }, entry);
            if (beyond !== undefined)
                result.beyondLock = beyond;
        }
    }
    const pending = signature.pending;
    if (pending && ctx.verifier)
        ctx.verifier.submit({ ...pending, done: onVerdict(result, data) });
    return finish(result, t0);
}
/**
 * What a deferred signature's verdict does to its result. Made here, not in checkDocument: a
 * closure there shares that function's context with its other closures, which hold the parsed
 * document (the file's text and YAML tree), and 10,000 pending verdicts kept 10,000 documents
 * alive until the end (a fully signed tree of 10,000 skills: 113 MB of heap, not 38).
 */
function onVerdict(result, data) {
    return (ok) => {
        if (ok)
            return;
        // The trust verdict assumed a good signature: a bad one replaces it.
        const bad = mismatchFinding(data);
        result.findings = orderFindings([bad, ...result.findings.filter((f) => !SIGNATURE_CODES.has(f.code))]);
        result.outcome = (0,diagnostic/* outcomeWith */.d1)(result.outcome, bad);
    };
}
function checkV1Like(doc, ref, ctx) {
    if (ctx.settings.profile === 'agentskills') {
        return (0,agentskills/* checkAgentSkills */.OV)(doc.root, {
            settings: ctx.settings,
            dirName: external_node_path_default().basename(external_node_path_default().dirname(ref.abs)),
        });
    }
    return (0,v1/* checkV1 */.wk)(doc.root, {
        tools: ctx.settings.tools,
        brokerVersion: ctx.broker,
        brokerVersionText: ctx.settings.brokerVersion,
        configName: ctx.settings.configFile,
    });
}
const SIGNATURE_CODES = new Set(['SignatureFailed', 'SignatureMissing', 'UntrustedKey', 'RevokedKey']);
/** Signature findings first (they are decided before any field is trusted), then by position. */
function orderFindings(findings) {
    if (findings.length < 2)
        return findings.slice();
    const rank = (f) => (SIGNATURE_CODES.has(f.code) ? 0 : 1);
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.f.line - b.f.line || a.f.column - b.f.column || a.i - b.i)
        .map((x) => x.f);
}

/** Why a file's findings past MAX_FILE_FINDINGS are not listed. */
const FILE_CAP_WHY = `only the first ${diagnostic/* MAX_FILE_FINDINGS */.LE} are (fix them first: one mistake repeated down a list often causes many)`;
/**
 * `ordered` cut to `max` findings (MAX_FILE_FINDINGS) plus one that says how many more, in
 * their order. Errors are kept before warnings, so a cut never hides an error behind warnings
 * (the outcome and the exit code are the whole file's either way). A finding that already
 * stands for others (an earlier cut) counts as those when cut again.
 */
function capFindings(ordered, max = diagnostic/* MAX_FILE_FINDINGS */.LE, why = FILE_CAP_WHY) {
    if (ordered.length <= max + 1)
        return ordered;
    let errors = 0;
    for (const f of ordered)
        if (f.severity === 'error')
            errors++;
    let errorRoom = max;
    let warningRoom = Math.max(0, max - errors);
    const kept = [];
    let left = 0;
    let leftErrors = 0;
    let first;
    for (const f of ordered) {
        if (f.severity === 'error' ? errorRoom-- > 0 : warningRoom-- > 0)
            kept.push(f);
        else {
            const stands = f.omitted ?? (f.severity === 'error' ? { errors: 1, warnings: 0 } : { errors: 0, warnings: 1 });
            left += stands.errors + stands.warnings;
            leftErrors += stands.errors;
            // The first left-out error, else the first left out: its code keeps the outcome.
            if (!first || (first.severity !== 'error' && f.severity === 'error'))
                first = f;
        }
    }
    kept.push({
        ...first,
        message: `${left} more findings in this file are not listed; ${why}`,
        omitted: { errors: leftErrors, warnings: left - leftErrors },
    });
    return kept;
}
/**
 * Findings a run lists in its report (a report of 300 hostile files of 10,000 findings each
 * took 4 GB and ended in "Invalid string length", with no report). Past them, in the
 * report's order, each further file lists its first finding (an error when it has one) and
 * one that counts the rest: `listWithinRun`, on the results a report shows.
 */
const MAX_RUN_FINDINGS = 100_000;
/**
 * Findings a pass over the files holds while it checks (~200 MB of them; a run may make two
 * passes): past them, in the order files are checked, a file keeps its first and one that
 * counts the rest. Only a run of more than twice the report's cut gets there; the report's
 * cut (MAX_RUN_FINDINGS, in its own order) comes after.
 */
const HELD_RUN_FINDINGS = 200_000;
/** Keeps findings within `limit`, file by file, in the order results are given. */
class RunFindings {
    why;
    left;
    constructor(limit, why) {
        this.why = why;
        this.left = limit;
    }
    take(r) {
        if (r.findings.length > this.left)
            r.findings = capFindings(r.findings, Math.max(1, this.left), this.why);
        this.left = Math.max(0, this.left - r.findings.length);
        return r;
    }
}
/** A run's results cut to MAX_RUN_FINDINGS listed findings, in their (the report's) order. */
function listWithinRun(results) {
    const cut = new RunFindings(MAX_RUN_FINDINGS, `a report lists at most ${MAX_RUN_FINDINGS} findings, and the files before this one used them (fix those first)`);
    for (const r of results)
        cut.take(r);
    return results;
}
/** The cut while a run checks (HELD_RUN_FINDINGS). */
function heldFindings() {
    return new RunFindings(HELD_RUN_FINDINGS, `a run holds at most ${HELD_RUN_FINDINGS} findings, and the files checked before this one used them (fix those first)`);
}
function append(to, from) {
    for (let i = 0; i < from.length; i++)
        to.push(from[i]);
}
function finish(r, t0) {
    r.duration_ms = Math.round(((0,clock/* now */.tB)() - t0) * 1000) / 1000;
    return r;
}
/** A file that could not be read at all (scan-time I/O problem). */
function unreadable(ref, reason) {
    return {
        path: ref.rel,
        outcome: 'parse_err',
        findings: [{ field: '', code: 'ReadError', message: reason, line: 1, column: 1, severity: 'error' }],
        duration_ms: 0,
        parsed: false,
    };
}
const DUPLICATES_NAMED = 10;
/**
 * Cross-file checks: duplicate ids (SPEC \u00a74) on every copy. `tree`, when the run checks part
 * of a repository (`--changed-since`), is the whole tree's results: a checked file's id is
 * then also compared with the unchecked copies, and only the checked files get findings.
 */
function checkTree(results, tree, key = 'id', 
/** Links to another checked file, kept for their own findings: no copies of it. */
links) {
    const byId = new Map();
    const add = (r) => {
        const id = r.data?.id;
        if (!id || links?.has(r))
            return;
        const list = byId.get(id);
        if (list)
            list.push(r);
        else
            byId.set(id, [r]);
    };
    for (const r of results)
        add(r);
    let mine;
    if (tree) {
        mine = new Set(results);
        const checked = new Set(results.map((r) => r.path));
        for (const r of tree)
            if (!checked.has(r.path))
                add(r);
    }
    for (const [id, found] of byId) {
        if (found.length < 2)
            continue;
        // The others named in path order, whichever files the run checked first: `validate one`
        // and a repository scan word a copy's finding alike.
        const list = found.slice().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        for (const r of list) {
            if (mine && !mine.has(r))
                continue;
            // Each copy names the others, up to a point: 10,000 copies of one id must not make
            // 10,000 messages of 10,000 paths each.
            const others = [];
            for (const o of list) {
                if (o === r)
                    continue;
                if (others.length === DUPLICATES_NAMED) {
                    others.push(`and ${list.length - 1 - DUPLICATES_NAMED} more`);
                    break;
                }
                others.push(o.path);
            }
            // The agentskills profile names its identity `name`; v1 calls it `id`.
            const at = (0,positions/* valueAt */.fK)(r.data?.kept, key) ?? (0,positions/* valueAt */.fK)(r.data?.kept, 'id') ?? { line: 1, column: 1 };
            const finding = {
                field: key,
                code: 'DuplicateId',
                message: `${key} "${id}" is also declared by ${others.join(', ')}: skill ${key}s must be unique`,
                line: at.line,
                column: at.column,
                severity: 'error',
            };
            r.findings = orderFindings([...r.findings, finding]);
            // Not from the listed findings: the cap may have left out the one that sets the outcome.
            r.outcome = (0,diagnostic/* outcomeWith */.d1)(r.outcome, finding);
        }
    }
}
function hasErrors(results) {
    return results.some((r) => r.findings.some((f) => f.severity === 'error'));
}


/***/ }),

/***/ 9085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ findFences)
/* harmony export */ });
/**
 * Locating the frontmatter fences of a SKILL.md (SPEC \u00a71).
 *
 * Line 1 is exactly `---` (trailing spaces/tabs allowed) ending in LF or CRLF; the
 * frontmatter ends at the first later line that is exactly `---` (trailing spaces/tabs
 * allowed). Everything is expressed as UTF-16 offsets into the decoded text so that the
 * parser, the signer and the reporters agree on positions.
 */
const FENCE = /^---[ \t]*$/;
/** Returns the fences, or null when the text has no valid frontmatter block. */
function findFences(text) {
    const firstNl = text.indexOf('\n');
    if (firstNl < 0)
        return null;
    let first = text.slice(0, firstNl);
    const eol = first.endsWith('\r') ? '\r\n' : '\n';
    if (eol === '\r\n')
        first = first.slice(0, -1);
    if (!FENCE.test(first))
        return null;
    let lineStart = firstNl + 1;
    let line = 2;
    while (lineStart <= text.length) {
        const nl = text.indexOf('\n', lineStart);
        const end = nl < 0 ? text.length : nl;
        // Only a line that starts with `---` can be a fence: the others need no copy and no regex.
        const dashes = text.charCodeAt(lineStart) === 0x2d &&
            text.charCodeAt(lineStart + 1) === 0x2d &&
            text.charCodeAt(lineStart + 2) === 0x2d;
        let content = dashes ? text.slice(lineStart, end) : '';
        // CR is part of a CRLF line end only: `---` then a lone CR at the end of the file is no fence.
        if (nl >= 0 && content.endsWith('\r'))
            content = content.slice(0, -1);
        if (dashes && FENCE.test(content)) {
            return {
                yamlStart: firstNl + 1,
                yamlEnd: lineStart,
                bodyStart: nl < 0 ? text.length : nl + 1,
                yamlFirstLine: 2,
                closingLine: line,
                eol,
            };
        }
        if (nl < 0)
            break;
        lineStart = nl + 1;
        line++;
    }
    return null;
}


/***/ }),

/***/ 7065:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  nH: () => (/* binding */ MAX_GLOB_WEIGHT),
  Ir: () => (/* binding */ MAX_PATH_GLOB),
  M3: () => (/* binding */ SCOPE_SEARCH_BUDGET),
  yC: () => (/* binding */ backslashRun),
  Wo: () => (/* binding */ bangClassProblem),
  bs: () => (/* binding */ globWeight),
  vj: () => (/* binding */ memoryScopeProblem),
  m4: () => (/* binding */ nestingProblem),
  r: () => (/* binding */ pathGlobProblem),
  r9: () => (/* binding */ posixClassEnd),
  iu: () => (/* binding */ starProblem),
  R8: () => (/* binding */ syntaxProblem)
});

// UNUSED EXPORTS: MAX_POSIX_SCOPE, MAX_REGEX_GLOBSTARS, MAX_REGEX_STARS, globProblem

// EXTERNAL MODULE: ./src/core/libraries.ts
var libraries = __nccwpck_require__(7636);
// EXTERNAL MODULE: ./src/core/globset.ts
var globset = __nccwpck_require__(3853);
;// CONCATENATED MODULE: ./src/core/regex-escape.ts
/**
 * Whether a regular expression (picomatch's, for a memory scope) matches some path that
 * starts at `/` or holds a `..` segment, decided on the expression itself: its automaton is
 * walked together with the automaton of such paths, breadth first, until a path both accept
 * is found or none is left. The lookaheads picomatch writes (`(?!\.)`, `(?=.)`,
 * `(?!(?:^|\/)\.)`, `(?!\.{1,2}(?:\/|$))`) are followed as obligations on what comes next,
 * so a wildcard's dot guard counts as it does when the expression runs. The path found is
 * checked with the expression itself before it is believed (escapingPath's caller).
 *
 * The search complements glob-check.ts's candidate search, which builds paths from the
 * glob's text and misses what picomatch reads otherwise than the text says (a quoted part,
 * a star alternative after a `/` alternative, a repeat that spells `/../`).
 */
class Unsupported extends Error {
}
class TooLarge extends Error {
}
const MAX_UNIT = 0xffff;
const LINE_ENDS = [
    [0x0a, 0x0a],
    [0x0d, 0x0d],
    [0x2028, 0x2029],
];
function normalize(ranges) {
    const sorted = ranges.filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [lo, hi] of sorted) {
        const last = out[out.length - 1];
        if (last && lo <= last[1] + 1)
            last[1] = Math.max(last[1], hi);
        else
            out.push([lo, hi]);
    }
    return out;
}
function complement(set) {
    const out = [];
    let from = 0;
    for (const [lo, hi] of set) {
        if (lo > from)
            out.push([from, lo - 1]);
        from = hi + 1;
    }
    if (from <= MAX_UNIT)
        out.push([from, MAX_UNIT]);
    return out;
}
const DIGITS = [[0x30, 0x39]];
const WORD = normalize([
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x5f, 0x5f],
    [0x61, 0x7a],
]);
const SPACE = normalize([
    [0x09, 0x0d],
    [0x20, 0x20],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
]);
/** A parser for the expressions picomatch writes (no flags, no backreferences, no lookbehind). */
function parse(source) {
    let i = 0;
    const peek = () => source[i];
    const escape = (inClass) => {
        const c = source[i++];
        if (c === undefined)
            throw new Unsupported('dangling escape');
        const hex = (n) => {
            const h = source.slice(i, i + n);
            if (!new RegExp(`^[0-9A-Fa-f]{${n}}$`).test(h))
                throw new Unsupported('escape');
            i += n;
            const cp = parseInt(h, 16);
            return [[cp, cp]];
        };
        switch (c) {
            case 'x':
                return hex(2);
            case 'u':
                return hex(4);
            case 'd':
                return DIGITS;
            case 'D':
                return complement(DIGITS);
            case 'w':
                return WORD;
            case 'W':
                return complement(WORD);
            case 's':
                return SPACE;
            case 'S':
                return complement(SPACE);
            case 't':
                return [[9, 9]];
            case 'n':
                return [[10, 10]];
            case 'r':
                return [[13, 13]];
            case 'f':
                return [[12, 12]];
            case 'v':
                return [[11, 11]];
            case '0':
                if (!/[0-9]/.test(source[i] ?? ''))
                    return [[0, 0]];
                throw new Unsupported('octal');
            default:
                if (/[A-Za-z0-9]/.test(c) && !(inClass && c === 'b'))
                    throw new Unsupported(`escape \\${c}`);
                if (inClass && c === 'b')
                    return [[8, 8]];
                return [[c.charCodeAt(0), c.charCodeAt(0)]];
        }
    };
    const klass = () => {
        // After the `[`.
        let neg = false;
        if (peek() === '^') {
            neg = true;
            i++;
        }
        const ranges = [];
        const single = () => {
            const c = source[i++];
            if (c === undefined)
                throw new Unsupported('unclosed class');
            if (c === '\\')
                return escape(true);
            return [[c.charCodeAt(0), c.charCodeAt(0)]];
        };
        while (peek() !== ']') {
            if (peek() === undefined)
                throw new Unsupported('unclosed class');
            const a = single();
            if (peek() === '-' &&
                source[i + 1] !== ']' &&
                source[i + 1] !== undefined &&
                a.length === 1 &&
                a[0][0] === a[0][1]) {
                i++;
                const b = single();
                if (b.length !== 1 || b[0][0] !== b[0][1])
                    throw new Unsupported('class range to a class');
                if (b[0][0] < a[0][0])
                    throw new Unsupported('reversed range');
                ranges.push([a[0][0], b[0][0]]);
            }
            else
                ranges.push(...a);
        }
        i++; // `]`
        const set = normalize(ranges);
        return neg ? complement(set) : set;
    };
    const atom = () => {
        const c = peek();
        if (c === undefined || c === '|' || c === ')')
            return undefined;
        i++;
        switch (c) {
            case '(': {
                let look;
                if (source.startsWith('?:', i))
                    i += 2;
                else if (source.startsWith('?=', i)) {
                    i += 2;
                    look = false;
                }
                else if (source.startsWith('?!', i)) {
                    i += 2;
                    look = true;
                }
                else if (peek() === '?')
                    throw new Unsupported('group kind');
                const inner = alternation();
                if (peek() !== ')')
                    throw new Unsupported('unclosed group');
                i++;
                return look === undefined ? inner : { t: 'look', neg: look, item: inner };
            }
            case '[':
                return { t: 'set', set: klass() };
            case '.':
                return { t: 'set', set: complement(LINE_ENDS) };
            case '^':
                return { t: 'bol' };
            case '$':
                return { t: 'eol' };
            case '\\':
                if (source[i] === 'b' || source[i] === 'B' || /[1-9]/.test(source[i] ?? ''))
                    throw new Unsupported('assertion');
                return { t: 'set', set: escape(false) };
            case '*':
            case '+':
            case '?':
                throw new Unsupported('nothing to repeat');
            default:
                return { t: 'set', set: [[c.charCodeAt(0), c.charCodeAt(0)]] };
        }
    };
    const quantified = () => {
        let node = atom();
        if (!node)
            return undefined;
        for (;;) {
            const c = peek();
            let min;
            let max;
            if (c === '*')
                [min, max] = [0, Infinity];
            else if (c === '+')
                [min, max] = [1, Infinity];
            else if (c === '?')
                [min, max] = [0, 1];
            else if (c === '{') {
                const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
                if (!m)
                    break; // a literal `{`, as JavaScript reads it without the u flag
                min = Number(m[1]);
                max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
                if (min > 64 || (max !== Infinity && max > 64))
                    throw new Unsupported('large count');
                i += m[0].length - 1;
            }
            else
                break;
            i++;
            if (peek() === '?')
                i++; // lazy: the same language
            if (node.t === 'bol' || node.t === 'eol' || node.t === 'look')
                throw new Unsupported('repeated assertion');
            node = { t: 'rep', min, max, item: node };
        }
        return node;
    };
    const sequence = () => {
        const items = [];
        for (let n = quantified(); n; n = quantified())
            items.push(n);
        return { t: 'cat', items };
    };
    const alternation = () => {
        const items = [sequence()];
        while (peek() === '|') {
            i++;
            items.push(sequence());
        }
        return items.length === 1 ? items[0] : { t: 'alt', items };
    };
    const root = alternation();
    if (i !== source.length)
        throw new Unsupported('trailing text');
    return root;
}
/** Thompson's construction; lookahead bodies become automata of their own (`subs`). */
function build(root, subs, nested) {
    const edges = [];
    const node = () => edges.push([]) - 1;
    const emit = (n, from) => {
        switch (n.t) {
            case 'set': {
                const to = node();
                edges[from].push({ t: 'set', set: n.set, to });
                return to;
            }
            case 'bol':
            case 'eol': {
                const to = node();
                edges[from].push({ t: n.t, to });
                return to;
            }
            case 'look': {
                if (nested)
                    throw new Unsupported('nested lookahead');
                subs.push(build(n.item, subs, true));
                const to = node();
                edges[from].push({ t: 'look', neg: n.neg, sub: subs.length - 1, to });
                return to;
            }
            case 'cat': {
                let at = from;
                for (const item of n.items)
                    at = emit(item, at);
                return at;
            }
            case 'alt': {
                const to = node();
                for (const item of n.items) {
                    const s = node();
                    edges[from].push({ t: 'eps', to: s });
                    edges[emit(item, s)].push({ t: 'eps', to });
                }
                return to;
            }
            case 'rep': {
                let at = from;
                for (let k = 0; k < n.min; k++)
                    at = emit(n.item, at);
                if (n.max === Infinity) {
                    const loop = node();
                    edges[at].push({ t: 'eps', to: loop });
                    const s = node();
                    edges[loop].push({ t: 'eps', to: s });
                    edges[emit(n.item, s)].push({ t: 'eps', to: loop });
                    return loop;
                }
                const to = node();
                edges[at].push({ t: 'eps', to });
                for (let k = n.min; k < n.max; k++) {
                    at = emit(n.item, at);
                    edges[at].push({ t: 'eps', to });
                }
                return to;
            }
        }
    };
    const start = node();
    const accept = emit(root, start);
    if (edges.length > 20_000)
        throw new TooLarge();
    return { edges, start, accept };
}
const inSet = (set, c) => {
    for (const [lo, hi] of set) {
        if (c < lo)
            return false;
        if (c <= hi)
            return true;
    }
    return false;
};
/** One representative code unit for each run of code units every set of the automata treats alike. */
function alphabet(nfas) {
    const cuts = new Set([0, 0x2e, 0x2f, 0x30, 0x61, 0x62]);
    for (const nfa of nfas)
        for (const list of nfa.edges)
            for (const e of list)
                if (e.t === 'set')
                    for (const [lo, hi] of e.set) {
                        cuts.add(lo);
                        if (hi < MAX_UNIT)
                            cuts.add(hi + 1);
                    }
    const sorted = [...cuts].sort((a, b) => a - b);
    // A printable member when the run has one (the path is shown in a message).
    return sorted.map((lo, k) => {
        const hi = (sorted[k + 1] ?? MAX_UNIT + 1) - 1;
        for (let c = Math.max(lo, 0x21); c <= Math.min(hi, 0x7e); c++)
            return c;
        return lo;
    });
}
const EOF = -1;
// The paths that escape, as an automaton: at a segment's start, after one dot, after two,
// inside a segment, escaped (a leading `/`, or `..` then `/`; `..` at the end counts too).
const START = 0;
const SEG = 1;
const DOT1 = 2;
const DOT2 = 3;
const MID = 4;
const ESC = 5;
function escStep(s, c, absolute) {
    if (s === ESC)
        return ESC;
    if (c === 0x2f)
        return (s === START && absolute) || s === DOT2 ? ESC : SEG;
    if (c === 0x2e)
        return s === START || s === SEG ? DOT1 : s === DOT1 ? DOT2 : MID;
    return MID;
}
/**
 * `source` (a regular expression, anchored by itself as picomatch's are) as automata;
 * 'unknown' for an expression this reader does not take, 'large' for one too large to walk.
 */
function readExpression(source, flags) {
    if (flags.replace(/[gdy]/g, '') !== '')
        return 'unknown';
    const subs = [];
    try {
        return { main: build(parse(source), subs, false), subs };
    }
    catch (e) {
        if (e instanceof TooLarge)
            return 'large';
        if (e instanceof Unsupported)
            return 'unknown';
        throw e;
    }
}
/** The moves of a machine that read nothing, each step charged to `budget` (OutOfBudget past it). */
function stepper(m, budget) {
    const { main, subs } = m;
    const spend = (n) => {
        budget.left -= n;
        if (budget.left < 0)
            throw new OutOfBudget();
    };
    const obligation = (sub, neg, states) => ({
        sub,
        neg,
        states,
        key: `${sub}${neg ? '!' : '='}${states.join('.')}`,
    });
    const merged = (list) => {
        const byKey = new Map();
        for (const o of list)
            byKey.set(o.key, o);
        if (byKey.size > MAX_OBLIGATIONS)
            throw new Unsupported('too many lookaheads at once');
        return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    };
    const keyOf = (list) => list.map((o) => o.key).join(';');
    /** The states of `nfa` reached from `from` by moves that read nothing, at a place that is (or not) the start and before `next`. */
    const subClosure = (nfa, from, atStart, next) => {
        const seen = new Set(from);
        const stack = [...from];
        while (stack.length) {
            const s = stack.pop();
            spend(1 + nfa.edges[s].length);
            for (const e of nfa.edges[s]) {
                const ok = e.t === 'eps' || (e.t === 'bol' && atStart) || (e.t === 'eol' && next === EOF);
                if (ok && !seen.has(e.to)) {
                    seen.add(e.to);
                    stack.push(e.to);
                }
            }
        }
        return seen;
    };
    /** The obligations after the place before `next`: undefined when one fails. */
    const settle = (list, atStart, next) => {
        const out = [];
        for (const o of list) {
            const nfa = subs[o.sub];
            const closed = subClosure(nfa, o.states, atStart, next);
            if (closed.has(nfa.accept)) {
                if (o.neg)
                    return undefined;
                continue; // a positive lookahead holds
            }
            const moved = new Set();
            if (next !== EOF)
                for (const s of closed)
                    for (const e of nfa.edges[s]) {
                        spend(1);
                        if (e.t === 'set' && inSet(e.set, next))
                            moved.add(e.to);
                    }
            if (moved.size === 0) {
                if (!o.neg)
                    return undefined;
                continue; // a negative lookahead can no longer match
            }
            out.push(obligation(o.sub, o.neg, [...moved].sort((a, b) => a - b)));
        }
        return merged(out);
    };
    /** The main automaton's places reached from `st` reading nothing, each with the lookaheads met on the way. */
    const closure = (st, atStart, atEnd) => {
        const out = [[st.at, st.obl]];
        const met = new Set([`${st.at}|${keyOf(st.obl)}`]);
        for (let k = 0; k < out.length; k++) {
            const [s, obl] = out[k];
            spend(1 + main.edges[s].length);
            for (const e of main.edges[s]) {
                if (e.t === 'set' || (e.t === 'bol' && !atStart) || (e.t === 'eol' && !atEnd))
                    continue;
                const o = e.t === 'look' ? merged([...obl, obligation(e.sub, e.neg, [subs[e.sub].start])]) : obl;
                const k2 = `${e.to}|${keyOf(o)}`;
                if (met.has(k2))
                    continue;
                met.add(k2);
                out.push([e.to, o]);
            }
        }
        return out;
    };
    /** Whether the place, at the end of the text, accepts with every lookahead settled. */
    const acceptsAtEnd = (st, atStart) => {
        for (const [s, obl] of closure(st, atStart, true))
            if (s === main.accept && settle(obl, atStart, EOF)?.length === 0)
                return true;
        return false;
    };
    return { spend, closure, settle, keyOf, acceptsAtEnd };
}
/**
 * Whether the expression matches `text`, as JavaScript's engine answers, in time linear in the
 * text (each place is kept once per character; the engine's backtracking can take exponential
 * time on a glob of many stars: 7 of them and 64 characters took 52 s). 'budget' when the
 * budget ran out, 'unknown' where the search would say so.
 */
function machineMatches(m, text, budget) {
    const { spend, closure, settle, keyOf, acceptsAtEnd } = stepper(m, budget);
    try {
        let places = [{ at: m.main.start, obl: [] }];
        for (let k = 0; k < text.length; k++) {
            const atStart = k === 0;
            const c = text.charCodeAt(k);
            const next = [];
            const seen = new Set();
            const settled = new Map();
            for (const st of places)
                for (const [s, obl] of closure(st, atStart, false))
                    for (const e of m.main.edges[s]) {
                        spend(1);
                        if (e.t !== 'set' || !inSet(e.set, c))
                            continue;
                        const ok = keyOf(obl);
                        let after = settled.get(ok);
                        if (!settled.has(ok))
                            settled.set(ok, (after = settle(obl, atStart, c)));
                        if (!after)
                            continue;
                        const key = `${e.to}|${keyOf(after)}`;
                        if (seen.has(key))
                            continue;
                        seen.add(key);
                        next.push({ at: e.to, obl: after });
                    }
            if (!next.length)
                return false;
            places = next;
        }
        return places.some((st) => acceptsAtEnd(st, text.length === 0));
    }
    catch (e) {
        if (e instanceof OutOfBudget)
            return 'budget';
        if (e instanceof Unsupported)
            return 'unknown';
        throw e;
    }
}
/**
 * A path that `source` (a regular expression, anchored by itself as picomatch's are) matches
 * and that starts at `/` (unless `absolute` is false) or holds a `..` segment; 'none' when there is none; 'unknown' for an
 * expression this reader does not take, 'large' for one too large to walk; 'budget' when the search ran out.
 */
function escapingPath(source, flags, budget, opts = { absolute: true }) {
    const m = typeof source === 'string' ? readExpression(source, flags) : source;
    if (m === 'unknown' || m === 'large')
        return m;
    const { main } = m;
    const symbols = alphabet([main, ...m.subs]);
    // Every step of the search is charged (closures, edges, obligations), so the budget bounds
    // the time: an alternation of 500 characters under a repeat has 1,000 symbols and 500 edges.
    const { spend, closure, settle, keyOf, acceptsAtEnd } = stepper(m, budget);
    // The symbols each character-set edge takes (a set of one character takes one).
    const takes = new Map();
    const symbolsOf = (set) => {
        let got = takes.get(set);
        if (!got) {
            spend(symbols.length);
            got = symbols.filter((c) => inSet(set, c));
            takes.set(set, got);
        }
        return got;
    };
    const pathOf = (s) => {
        const units = [];
        for (let x = s; x?.parent; x = x.parent)
            units.push(x.via);
        return String.fromCharCode(...units.reverse());
    };
    const seen = new Set([`${main.start}|${START}|`]);
    let frontier = [{ at: main.start, esc: START, obl: [] }];
    let atStart = true;
    try {
        while (frontier.length) {
            const next = [];
            for (const st of frontier) {
                // The end of the path here: accepted, with every lookahead settled, and escaped.
                if ((st.esc === ESC || st.esc === DOT2) && acceptsAtEnd(st, atStart))
                    return { path: pathOf(st) };
                // Each character read here: what each edge of the closure takes.
                const settled = new Map();
                for (const [s, obl] of closure(st, atStart, false)) {
                    for (const e of main.edges[s]) {
                        if (e.t !== 'set')
                            continue;
                        for (const c of symbolsOf(e.set)) {
                            spend(1);
                            const sk = `${keyOf(obl)}#${c}`;
                            let after = settled.get(sk);
                            if (!settled.has(sk))
                                settled.set(sk, (after = settle(obl, atStart, c)));
                            if (!after)
                                continue;
                            const esc = escStep(st.esc, c, opts.absolute);
                            const k = `${e.to}|${esc}|${keyOf(after)}`;
                            if (seen.has(k))
                                continue;
                            seen.add(k);
                            next.push({ at: e.to, esc, obl: after, parent: st, via: c });
                        }
                    }
                }
            }
            atStart = false;
            frontier = next;
        }
    }
    catch (e) {
        if (e instanceof OutOfBudget)
            return 'budget';
        if (e instanceof Unsupported)
            return 'unknown';
        throw e;
    }
    return 'none';
}
class OutOfBudget extends Error {
}
/** Lookaheads pending at one place: picomatch writes one or two; more is no glob's. */
const MAX_OBLIGATIONS = 16;

;// CONCATENATED MODULE: ./src/core/glob-check.ts



/**
 * Syntax check for memory-scope globs (SPEC \u00a72). picomatch accepts nearly anything
 * (`[unclosed` included), so the rules the contract names are checked here by hand.
 * Returns the reason a glob is rejected, or null when it is valid.
 */
function globProblem(glob) {
    if (glob.length === 0)
        return 'glob is empty';
    if (glob.startsWith('/'))
        return 'glob is absolute (starts with `/`); scopes are relative to the memory root';
    const syntax = syntaxProblem(glob);
    if (syntax)
        return syntax;
    if (glob.includes('..') && glob.split('/').some((seg) => seg === '..'))
        return 'glob contains a `..` segment (scopes may not escape their root)';
    return null;
}
/**
 * A run of three or more backslashes: picomatch 4 skips such a run past its own end and, at
 * the end of a glob, never returns (`a/` and four backslashes hangs `makeRe`). No glob needs
 * one: `\\\\` is a backslash.
 */
function backslashRun(glob) {
    const m = /\\{3,}/.exec(glob);
    return m
        ? `glob holds a run of ${m[0].length} backslashes at position ${m.index + 1}: picomatch cannot read more than two in a row (\`\\\\\` is one backslash)`
        : null;
}
/** Escapes, classes and braces well formed: no dangling `\\`, unclosed or reversed `[`, unbalanced `{`. */
function syntaxProblem(glob) {
    const run = backslashRun(glob);
    if (run)
        return run;
    let braces = 0;
    let braceAt = -1;
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            if (i === glob.length - 1)
                return 'glob ends with a lone `\\` (dangling escape)';
            i++;
            continue;
        }
        if (c === '[') {
            const p = classProblem(glob, i);
            if (typeof p === 'string')
                return p;
            i = p;
            continue;
        }
        if (c === '{') {
            if (braces === 0)
                braceAt = i;
            braces++;
        }
        else if (c === '}') {
            if (braces === 0)
                return `unopened \`}\` at position ${i + 1}`;
            braces--;
        }
    }
    if (braces > 0)
        return `unclosed \`{\` at position ${braceAt + 1}`;
    return null;
}
/** Stars a glob may hold when the linear scan cannot take it (globset.ts scanTakes). */
const MAX_REGEX_STARS = 2;
/** Whole-segment `**` a glob may hold when the linear scan cannot take it. */
const MAX_REGEX_GLOBSTARS = 2;
/**
 * The most choices a regex-matched glob may leave to backtracking (see starProblem): each
 * run of `*` beyond a segment's first counts as CHOICES_PER_RUN, each group as its number
 * of alternatives, and they multiply. Measured against names of 250 `a`s: 3 runs in one
 * segment (`[a]*a*a*ab`) ~17 ms a path (refused since: 1,000 such globs took a minute), and
 * with 16 alternatives 270 ms; 2 runs and 64 alternatives ~13 ms; no runs and 4,096
 * alternatives (`@(a|a)` 12 times) ~0.3 ms.
 */
const MAX_CHOICES = 2 ** 16;
const CHOICES_PER_RUN = 256;
const MAX_ALTERNATIVES = 4096;
/**
 * A glob matched by picomatch's regex (braces, groups, escapes, classes of other than letters,
 * digits and `_`, `***`, characters
 * beyond letters, digits, `-`, `_`, `.`) that can take exponential time on a long path: the
 * regex backtracks over every way to split a name between lazy loops, and over every
 * alternative of every group, and the ways multiply. Refused:
 * - more than MAX_REGEX_STARS runs of `*` in one segment (`[a]*a*a*a*b/SKILL.md`, before classes were scanned, against a
 *   folder `aaa\u2026`: 28 s), a `!(\u2026)` and a repeated group counting as one;
 * - a repeated group (`+(\u2026)`, `*(\u2026)`, `(\u2026)+`, `{\u2026}+`) that holds a `*`, a group, or
 *   alternatives that can match the same text: `@(a|aa)+b` against 44 `a`s took 80 s,
 *   `+([a-z]|a)b` as long;
 * - more choices in all than MAX_CHOICES: segments each holding several runs multiply
 *   (`~*a*a*a/*a*a*a/c` against two folders of 100 `a`s: 5 s), and so do groups
 *   (`@(a|a)` 30 times against 40 `a`s: 35 s).
 * Globs of literals, `?`, stars, globstars and classes of letters, digits and `_` have no such
 * limit: a scan matches them.
 */
function starProblem(glob, opts = {}) {
    // Judged as globSet will match it: a leading `./` keeps it from the scan (picomatch's
    // regex strips it and matches), so it is counted here, not waved through.
    if ((0,globset/* scanTakes */.mk)(glob))
        return null;
    let g = glob;
    while (g.startsWith('./'))
        g = g.slice(2);
    const repeated = repeatedGroup(g);
    if (repeated !== undefined)
        return `glob is too complex: the group at position ${repeated.at + 1} repeats (\`+(\u2026)\`, \`*(\u2026)\`, \`(\u2026)+\`) and holds ${repeated.what}; matching it can take exponential time on a long name: repeat only plain text, or alternatives of plain text that start with different characters (\`*(a|b)\`)`;
    // Runs per segment (a star stops at `/`), escapes and classes as one literal, whole-segment
    // globstars left out.
    const segments = segmentsOf(g);
    // Each whole-segment `**` is a loop over folders: picomatch's regex backtracks over every
    // way to share a deep path among them, the depth to the power of their number (four against
    // a folder 200 deep took 53 s; three against 1,000 deep, 0.3 s a path).
    // Counted wherever they stand: `{**,x}/{**,y}/\u2026` loops over folders as `**/**/\u2026` does.
    // And as picomatch reads them: `**""/`, `""**/`, `**\/`, `**@(b)` and `**{b,c}` are globstars
    // too (8 `**""` and a folder 80 deep: a minute a path).
    const globstars = Math.max(g.match(/(?<=^|[/{,(|])\*\*(?=$|[/},)|])/g)?.length ?? 0, folderLoopsOf(g));
    if (globstars > MAX_REGEX_GLOBSTARS)
        return `glob is too complex: ${globstars} \`**\` in a glob with braces, groups, escapes, classes or other characters (at most ${MAX_REGEX_GLOBSTARS}); matching it takes time growing with the folder depth to the power of their number: split it into simpler globs, or write it with letters, digits, \`-\`, \`_\`, \`.\`, \`?\`, \`*\`, \`**\` and classes such as \`[a-z0-9]\` only, which have no such limit`;
    const runs = segments.map((seg) => (seg === '**' ? 0 : loopsIn(seg)));
    // A keyring glob is matched against skill ids, which have no length limit (a path segment
    // has 255 bytes): two runs already cost the square of the id's length, three its cube.
    const all = runs.reduce((n, r) => n + r, 0);
    if (opts.skillIds && all > 1)
        return `glob is too complex: ${all} runs of \`*\` in a glob with braces, groups, escapes or other characters (at most 1 in a keyring glob: matching more takes polynomial time on a long skill id); split it into several lines, or write it with letters, digits, \`-\`, \`_\`, \`?\`, \`*\` and classes such as \`[a-z0-9]\` only, which have no such limit`;
    const most = Math.max(0, ...runs);
    if (most > MAX_REGEX_STARS)
        return `glob is too complex: ${most} runs of \`*\` in one segment of a glob with braces, groups, escapes, classes or other characters (at most ${MAX_REGEX_STARS}); matching it can take exponential time on a long name: split it into simpler globs`;
    const beyondFirst = runs.reduce((n, r) => n + Math.max(0, r - 1), 0);
    const alternatives = alternativesIn(g);
    if (alternatives > MAX_ALTERNATIVES || CHOICES_PER_RUN ** beyondFirst * alternatives > MAX_CHOICES) {
        const what = [
            beyondFirst === 0
                ? ''
                : runs.filter((r) => r > 1).length === 1
                    ? `${most} runs of \`*\` in one segment`
                    : `runs of \`*\` in several segments (${runs.filter((r) => r > 0).join(', ')})`,
            alternatives > 1
                ? `groups with ${alternatives > MAX_ALTERNATIVES ? `more than ${MAX_ALTERNATIVES}` : alternatives} alternatives in all`
                : '',
        ]
            .filter(Boolean)
            .join(' and ');
        return `glob is too complex: ${what}; matching it can take exponential time on a long path: split it into simpler globs`;
    }
    return null;
}
/** The glob's segments: split at each `/` outside escapes and classes. */
function segmentsOf(glob) {
    const out = [];
    let from = 0;
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined)
            i = skip;
        else if (glob[i] === '/') {
            out.push(glob.slice(from, i));
            from = i + 1;
        }
    }
    out.push(glob.slice(from));
    return out;
}
/** Lazy loops in a segment: runs of `*`, `!(\u2026)` groups, and `+(\u2026)` / `\u2026)+` / `\u2026}+` / `\u2026]+` repeats. */
function loopsIn(seg) {
    let n = 0;
    for (let i = 0; i < seg.length; i++) {
        const skip = atomEnd(seg, i);
        if (skip !== undefined) {
            // A class followed by `+` repeats (picomatch: `(?:\[ab\]|[ab])+`).
            if (seg[i] === '[' && seg[skip + 1] === '+')
                n++;
            i = skip;
            continue;
        }
        const c = seg[i];
        if (c === '*') {
            n++;
            while (seg[i + 1] === '*')
                i++;
        }
        else if ((c === '+' || c === '!') && seg[i + 1] === '(')
            n++;
        else if ((c === ')' || c === '}') && seg[i + 1] === '+')
            n++;
    }
    return n;
}
/** Every group of the glob (nested ones too), with where it opens; escapes and classes skipped. */
function* groupsOf(glob) {
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined) {
            i = skip;
            continue;
        }
        const group = groupStartingAt(glob, i);
        if (group)
            yield { at: i, ...group };
    }
}
/** The product of the alternatives of every group (a `?(\u2026)` or `*(\u2026)` may also be empty): an upper bound. */
function alternativesIn(glob) {
    let product = 1;
    for (const group of groupsOf(glob)) {
        // picomatch keeps a `?` after a `(\u2026)` group as a quantifier (after `}` it is a wildcard).
        const optional = group.kind === '?' || group.kind === '*' || (group.kind !== '{' && glob[group.end + 1] === '?');
        product *= (group.kind === '{' && group.parts.length === 1 ? 1 : group.parts.length) + (optional ? 1 : 0);
        if (product > MAX_ALTERNATIVES)
            break;
    }
    return product;
}
/**
 * A group that repeats (an extglob `+(` or `*(` opens it, or a `+` follows its `)` or `}`)
 * and holds a `*`, an alternative or another group: picomatch's `(?:a|aa)+` or
 * `(?:a[^/]*?)+` backtracks exponentially (`+(a*)`: 24 characters took 80 ms, 32 took 15 s).
 * Repeating a fixed text, a `?` or a class (`+(ab)`, `*([0-9])`) is linear.
 */
function repeatedGroup(glob) {
    for (const group of groupsOf(glob)) {
        const { at } = group;
        const after = glob[group.end + 1];
        // picomatch keeps a `+` after a group as a regex quantifier; a `*` there is a star.
        const repeats = group.kind === '+' || group.kind === '*' || after === '+';
        if (!repeats || group.kind === '!')
            continue;
        // `{a}+` with no comma is a literal brace (or a range, one class): no alternative.
        const parts = group.kind === '{' && group.parts.length === 1 && !group.parts[0].includes('..') ? [] : group.parts;
        const inside = parts.join('\u0000');
        // Alternatives of plain text that start with distinct characters (`*(a|b)`, `+(ab|cd)`)
        // split a name one way only; others (`a|aa`, a class, a wildcard) in many.
        if (parts.length > 1) {
            const plain = parts.every((a) => /^[^*?[\]{}()|!@+\\]+$/.test(a));
            if (!plain || new Set(parts.map((a) => a[0])).size !== parts.length)
                return { at, what: 'alternatives that can match the same text' };
            continue;
        }
        let star = false;
        let nested = false;
        for (let j = 0; j < inside.length; j++) {
            const s = atomEnd(inside, j);
            if (s !== undefined) {
                j = s;
                continue;
            }
            if (inside[j] === '*')
                star = true;
            else if (inside[j] === '(' || inside[j] === '{')
                nested = true;
        }
        if (star)
            return { at, what: 'a `*`' };
        if (nested)
            return { at, what: 'a group' };
    }
    return undefined;
}
/**
 * A memory scope (SPEC \u00a72): a well-formed glob that neither starts at `/` nor holds a `..`
 * segment, also when it spells them without writing them, as picomatch reads the glob: by an
 * escape (`\/etc`, `a/\.\./b`), a brace, extglob or group alternative (`{/etc,x}`,
 * `a/{b/..,c}/d`, `@(/etc)`, `+(.)`, `(..)`, `@(.)+`), a range or class of that one character
 * (`{...}`, `[.][.]`, `[..]`, `[/]etc`), a leading `./` (picomatch drops it: `.//etc`), a `|`
 * outside a group (an alternative of the whole glob: `x|../y`) or a leading `!` (a negated
 * glob matches everything else). Wildcards are not spelling: `.*` and `.?` are picomatch's
 * business (it keeps them from matching `..` after a `/`).
 */
function memoryScopeProblem(glob, budget = { left: SCOPE_SEARCH_BUDGET }) {
    // A pure function of the text, and scopes repeat across a tree's skills: remember the
    // answers for short ones (a bounded table, so a hostile tree cannot grow it without end).
    // A remembered answer is charged what its search cost, so a file's verdict never depends on
    // the files checked before it; an answer the budget cut short is not remembered.
    if (glob.length > MEMO_LENGTH)
        return scopeProblem(glob, budget);
    const known = memo.get(glob);
    if (known !== undefined) {
        // (One that needed no search needs none now: never refused for want of budget.)
        if (known.cost === 0)
            return known.answer;
        budget.left -= known.cost;
        return budget.left < 0 ? OUT_OF_BUDGET : known.answer;
    }
    const before = budget.left;
    const answer = scopeProblem(glob, budget);
    if (answer === OUT_OF_BUDGET)
        return answer;
    if (memo.size >= MEMO_ENTRIES)
        memo.clear();
    memo.set(glob, { answer, cost: before - budget.left });
    return answer;
}
/**
 * The characters of candidate paths the escape search may build for one file's scopes
 * (escapeProblem): each candidate is a whole path, so a scope of n atoms costs about n\u00b2
 * (1,000 atoms: ~0.1 s), and a file of many long scopes took minutes. ~1 s of search; a
 * scope past it is refused (fail closed). Real scopes cost a few thousand each.
 */
const SCOPE_SEARCH_BUDGET = 8_000_000;
const OUT_OF_BUDGET = "glob is too complex to show that it stays inside the memory root (this file's scopes use up the search that shows it: write fewer or shorter scopes with wildcards)";
class BudgetSpent extends Error {
}
const MEMO_LENGTH = 256;
const MEMO_ENTRIES = 4096;
const memo = new Map();
/**
 * The longest memory scope with a POSIX class (`[:alpha:]`) in it: the checks below cost
 * the square of its length (a POSIX class inside a class reaches to the end of the text:
 * 900 KB of `[[:alpha:]` took a minute), and picomatch's regex for it can be too large to
 * run (60 KB of `*[[:].`). No scope under a memory root needs more.
 */
const MAX_POSIX_SCOPE = 1024;
function scopeProblem(glob, budget) {
    if (glob.length > MAX_POSIX_SCOPE && glob.includes('[:'))
        return `glob is too long to check (over ${MAX_POSIX_SCOPE} characters with POSIX classes such as \`[:alpha:]\`)`;
    // `C:/x` is absolute where Windows reads it (a tool on Windows would leave the memory root).
    if (/^(?:\.\/)*[A-Za-z]:[\\/]/.test(glob))
        return `glob is absolute: it starts with a drive letter (\`${glob.replace(/^(?:\.\/)*/, '').slice(0, 3)}\`); scopes are relative to the memory root`;
    const syntax = globProblem(glob);
    if (syntax !== null || !MAYBE_SPELLING.test(glob))
        return syntax;
    let g = glob;
    while (g.startsWith('./'))
        g = g.slice(2);
    if (g.startsWith('/'))
        return `glob is absolute: picomatch drops its leading "./", which leaves a path starting with \`/\`; scopes are relative to the memory root`;
    if (g.startsWith('!') && g[1] !== '(')
        return `glob is negated: it matches every path it does not name, outside the memory root too; name what the skill may touch`;
    const parens = parenProblem(g);
    if (parens)
        return parens;
    // Whatever is searched below is first read by picomatch, whose parse grows faster than the
    // glob in its classes and stars (21,000 `[a]`: 8.6 s, and 16 such scopes 168 s, 400 MB;
    // 16,000 `***/`: 21 s), and each is a loop or a choice of the regex searched after it. No
    // scope under a memory root holds near this many; up to it, a parse takes ~70 ms at most.
    const weight = globWeight(g);
    if (weight > MAX_SCOPE_WEIGHT)
        return `glob is too complex to show that it stays inside the memory root (${weight} classes, runs of stars, braces, groups and alternatives; at most ${MAX_SCOPE_WEIGHT})`;
    if (leadingClassTakesSlash(g))
        return `glob is absolute: it can match a path starting with \`/\`; scopes are relative to the memory root`;
    if (!SPELLING.test(g))
        return null;
    const tooLong = (limit, what) => `glob is too long to show that it stays inside the memory root (over ${limit} characters with ${what})`;
    // (Classes and `.?` alone cost one linear pass; groups and escapes are what multiply.)
    if (g.length > 4 * MAX_SPELLED_LENGTH && /[{(]|\\[./]/.test(g))
        return tooLong(4 * MAX_SPELLED_LENGTH, 'braces, groups, or escapes of "." or "/"');
    const reduced = withoutInertGroups(g);
    const groups = groupsIn(reduced);
    // Each group that is left multiplies the alternatives, each as long as the glob.
    if (groups > 0 && reduced.length > MAX_SPELLED_LENGTH)
        return tooLong(MAX_SPELLED_LENGTH, 'brace, extglob or group alternatives that can spell "." or "/"');
    const spelled = groups <= MAX_GROUPS ? expand(reduced, MAX_SPELLINGS) : undefined;
    if (!spelled)
        return `glob is too complex to show that it stays inside the memory root (more than ${MAX_GROUPS} brace, extglob or group alternatives that hold "." or "/", or ${MAX_SPELLINGS} alternatives from them)`;
    for (const alt of spelled) {
        const literal = literalOf(alt);
        if (literal.startsWith('/') || leadingClassTakesSlash(alt))
            return `glob is absolute: it can match a path starting with \`/\`; scopes are relative to the memory root`;
        if (literal.split('/').includes('..'))
            return `glob contains a \`..\` segment: it can match ${JSON.stringify(literal)} (scopes may not escape their root)`;
    }
    return escapeProblem(glob, spelled, budget) ?? automatonProblem(glob, budget);
}
/**
 * What the candidate search (escapeProblem) cannot build: a path found on picomatch's regular
 * expression itself (regex-escape.ts), then confirmed by running it. A quoted part (`"/etc"`
 * is `/etc` to picomatch), a star alternative after an alternative ending in `/`
 * (`{a/,b/}{c,*}`), a repeat that spells `/../` (`*([a-z./])x`).
 */
const AUTOMATON_UNIT = 3;
/** `run` with the budget in the automaton's units, what it spent charged back in the search's. */
function inAutomatonUnits(budget, run) {
    const local = { left: Math.floor(budget.left / AUTOMATON_UNIT) };
    const before = local.left;
    try {
        return run(local);
    }
    finally {
        budget.left -= (before - local.left) * AUTOMATON_UNIT;
    }
}
function automatonProblem(glob, budget) {
    let read;
    try {
        read = scopeMachine(glob, budget);
    }
    catch (e) {
        if (e instanceof BudgetSpent)
            return OUT_OF_BUDGET;
        throw e;
    }
    if (read === null)
        return null; // picomatch cannot read it: it matches nothing
    if (typeof read === 'string')
        return read;
    const { re, machine } = read;
    // A glob that starts with a wildcard may match a path starting at `/` (picomatch's `**`
    // matches `/etc`): left to the candidate search, as `**` and `*/x` are. A `..` segment never.
    // A unit of the automaton's search (a step of a closure, an edge, a character read) costs
    // ~3 of the candidate search's (a character of a candidate): charged so, the file's budget
    // stays ~1 s (a scope that spends it all alone: ~0.8 s).
    const found = inAutomatonUnits(budget, (local) => escapingPath(machine, '', local, { absolute: !/^(?:\.\/)*[*?](?!\()/.test(glob) }));
    if (found === 'budget')
        return OUT_OF_BUDGET;
    if (found === 'unknown')
        return UNREAD_CONSTRUCT;
    if (found === 'large')
        return TOO_LARGE;
    if (found === 'none')
        return null;
    // The path is one the expression's automaton takes; asked again of the engine where that is
    // cheap (a reader's mistake would refuse a scope, never let one through), not where its
    // backtracking can take exponential time.
    if (engineCheap(glob, re)) {
        let matched;
        try {
            matched = re.test(found.path);
        }
        catch {
            return 'glob is too complex to show that it stays inside the memory root (its regular expression cannot be run)';
        }
        if (!matched || !escapes(found.path))
            return null;
    }
    return escapeMessage(found.path);
}
/** A scope refused for a path it can match that starts at `/` or holds a `..` segment. */
function escapeMessage(found) {
    return found.startsWith('/')
        ? `glob is absolute: picomatch lets it match ${JSON.stringify(found)}, a path starting with \`/\`; scopes are relative to the memory root`
        : `glob can match a \`..\` segment: picomatch lets it match ${JSON.stringify(found)} (scopes may not escape their root)`;
}
// An expression the search does not read (a lookbehind, `\b`, an escape it does not know,
// picomatch copies them from the glob): no proof that it stays inside, so refused.
const UNREAD_CONSTRUCT = "glob is too complex to show that it stays inside the memory root (picomatch's regular expression for it holds a construct this check does not read: a lookbehind, `\\b`, an unknown escape)";
const TOO_LARGE = "glob is too complex to show that it stays inside the memory root (picomatch's regular expression for it is too large to search)";
/**
 * picomatch's regular expression for a scope, read into automata (regex-escape.ts): null when
 * picomatch cannot read the glob (it matches nothing), a refusal when the reader cannot.
 */
function scopeMachine(glob, budget) {
    const re = scopeRegex(glob, budget);
    if (re === null)
        return null;
    return machineOf(re);
}
/** A scope's regex read into automata, or the refusal when the reader cannot. */
function machineOf(re) {
    const machine = readExpression(re.source, re.flags);
    return machine === 'unknown' ? UNREAD_CONSTRUCT : machine === 'large' ? TOO_LARGE : { re, machine };
}
/**
 * picomatch's regular expression for a scope, or null when picomatch cannot read the glob (it
 * matches nothing). Its parse is charged to the budget (~1 \u00b5s a character: a 1 MiB file of
 * long scopes read each two or three times took seconds; more for many classes and stars).
 */
function scopeRegex(glob, budget) {
    // (And the square of its classes and stars, past which the parse grows: 1,024 runs of
    // `*/**/` took ~70 ms.)
    const weight = globWeight(glob);
    budget.left -= glob.length * REGEX_UNIT + (weight * weight) / 2;
    if (budget.left < 0)
        throw new BudgetSpent();
    const picomatch = (0,libraries/* picomatchLibrary */.s)(); // outside the try: a library that cannot load is no answer
    try {
        return picomatch.makeRe(glob);
    }
    catch {
        return null;
    }
}
/**
 * Whether the engine's backtracking on picomatch's regex for a scope stays cheap on a
 * candidate path: few lazy runs sharing a segment, counted over the whole glob (every
 * alternative of every group is in the regex, the ones the search leaves out too), and none
 * of what makes path globs too complex (starProblem). Other scopes' candidates are asked of
 * the regex's automaton, in linear time but dearer.
 */
function engineCheap(glob, re) {
    let g = glob;
    while (g.startsWith('./'))
        g = g.slice(2);
    let runs = 0;
    for (const seg of segmentsOf(g)) {
        // A star alone in its segment matches it one way; a globstar loops over folders, and the
        // ways to share a path among them multiply (16 `**/a/` segments and `.*`: 15 s a scope),
        // counted on picomatch's regex (`**""/` is one too: 8 of them and 60 folders, minutes).
        if (!/^\*+$/.test(seg))
            runs += loopsIn(seg);
    }
    return runs <= MAX_SEARCHED_RUNS && folderLoops(re.source) <= MAX_REGEX_GLOBSTARS && starProblem(glob) === null;
}
/**
 * The loops of picomatch's regex that cross `/`: its globstar (`(?:(?!(?:^|\/)\.).)*?`) and any
 * other repeat of "any character". A star within a segment is `[^/]*?` and is not one.
 */
function folderLoops(source) {
    return (source.match(/(?<!\\)\.\)\*|(?<![\\[])\.[*+]/g) ?? []).length;
}
/** folderLoops of a glob's regex (0 when picomatch cannot read it). */
function folderLoopsOf(glob) {
    const picomatch = (0,libraries/* picomatchLibrary */.s)(); // outside the try: a library that cannot load is no answer
    try {
        return folderLoops(picomatch.makeRe(glob).source);
    }
    catch {
        return 0;
    }
}
/**
 * What no single spelling shows: a glob that picomatch lets match a path starting at `/` or
 * holding a `..` segment through its wildcards and classes together (`.?/x` and `[.a][.a]/x`
 * match `../x`, `a[--/]../x` matches `a/../x`). Candidate paths are built from each
 * alternative's atoms, one per place an escape could be (a `..` segment, a leading `/`), every
 * other atom taking a plain member, and each is asked of picomatch's own regex for the glob:
 * only a path it matches is reported. A glob too long to search is refused (fail closed).
 */
function escapeProblem(glob, spelled, budget) {
    let test;
    // (A POSIX class anywhere in a class, `[a[:alpha:]]`, and a run of three stars too.)
    const anyDot = /\{[^}]*\.\.[^}]*\}|\[:[a-z]+:|\*\*\*|"|[*+]\(/.test(glob);
    // picomatch guards a wildcard against a leading dot only where the glob starts a segment
    // with it: after a group that may end in `/` (`@(/|a)*`, `{/,a}?`) there is no guard.
    const unguarded = /[)}\]][+?]?[*?]|\)[+?]|[({|,][*?]/.test(glob);
    try {
        for (const alt of spelled) {
            const atoms = atomsOf(alt, anyDot, budget);
            if (atoms)
                atoms.unguarded = unguarded;
            if (!atoms || !mayEscape(atoms))
                continue;
            if (atoms.list.length > MAX_SEARCHED_ATOMS)
                return `glob is too long to show that it stays inside the memory root (over ${MAX_SEARCHED_ATOMS} characters with wildcards or classes that can spell ".." or "/")`;
            if (atoms.runs > MAX_SEARCHED_RUNS)
                return `glob is too complex to show that it stays inside the memory root (over ${MAX_SEARCHED_RUNS} wildcards that share a segment with other characters, or classes with \`+\`); write fewer`;
            if (!test) {
                const re = scopeRegex(glob, budget);
                if (re === null)
                    return null; // picomatch cannot read it: it matches nothing
                const read = engineCheap(glob, re) ? re : machineOf(re);
                if (typeof read === 'string')
                    return read;
                test =
                    read instanceof RegExp
                        ? (text) => {
                            try {
                                return read.test(text);
                            }
                            catch {
                                // The engine compiles the regex at its first test, and may give up on it (too large).
                                throw new Refused('glob is too complex to show that it stays inside the memory root (its regular expression cannot be run)');
                            }
                        }
                        : (text) => matches(read.machine, text, budget);
            }
            const found = escapingMatch(atoms.list, test, atoms.wild, budget);
            if (found !== null)
                return escapeMessage(found);
        }
    }
    catch (e) {
        if (e instanceof BudgetSpent)
            return OUT_OF_BUDGET;
        if (e instanceof Refused)
            return e.message;
        throw e;
    }
    return null;
}
/**
 * Whether the scope's expression matches a candidate, asked of its automaton (linear in the
 * candidate, charged to the budget as the automaton search is) rather than of the engine:
 * picomatch's regex for `{a\u2026a,*a*a*a*a*a*a*a*}/.*` backtracks over every way to share 64
 * characters among 7 stars, 52 s for one candidate.
 */
function matches(machine, text, budget) {
    const got = inAutomatonUnits(budget, (local) => machineMatches(machine, text, local));
    if (got === 'budget' || budget.left < 0)
        throw new BudgetSpent();
    if (got === 'unknown')
        throw new Refused(UNREAD_CONSTRUCT);
    return got;
}
/** A scope refused while its candidates are asked (the message says why). */
class Refused extends Error {
}
const MAX_SEARCHED_ATOMS = 1024;
/**
 * Stars that share a segment with other characters (`.*`, `a**b`) and classes with `+`: each
 * is a lazy run in picomatch's regex, and the ways a candidate path splits among them grow
 * combinatorially with their number (each a run of dots, `x/.**.**\u2026z`: 16 of them 1.2 s, 20
 * 35 s, 21 over a minute). A star alone in its segment matches it one way, so it does not
 * count. Real scopes hold one to four.
 */
const MAX_SEARCHED_RUNS = 8;
/**
 * A linear first test: can the atoms spell an escape at all? Only when an atom other than a
 * written `/` can be `/`, or a segment (between written `/`) is made only of atoms that can be
 * `.` or nothing, able to spell two dots. (`[a-z]*`, `.?x`, `*.md` cannot: most scopes stop here.)
 */
function mayEscape(atoms) {
    let dots = 0;
    let plain = false;
    let start = true;
    for (let i = 0; i <= atoms.list.length; i++) {
        const a = atoms.list[i];
        if (a === undefined || a === '/') {
            if (!plain && dots >= 2)
                return true;
            dots = 0;
            plain = false;
            start = true;
            continue;
        }
        // A segment that starts with `*` or `?` never starts with `.` (picomatch's guard), unless
        // a group's alternative put the `/` before it: `@(/|a)*` has no guard (`//..` matches).
        if (start && atoms.wild[i] && !atoms.unguarded)
            plain = true;
        start = false;
        if (typeof a === 'string') {
            if (a === '.')
                dots++;
            else
                plain = true;
            continue;
        }
        // (A class of `/` alone too: `memories[/]*` puts a star at a segment start, unguarded.)
        if (a.includes('/'))
            return true;
        if (a.includes('..'))
            dots += 2;
        else if (a.includes('.'))
            dots++;
        else if (!a.includes(''))
            plain = true;
    }
    return false;
}
/** Each atom of an expanded glob as the strings a candidate path tries for it; undefined for a glob too odd to read. */
function atomsOf(alt, anyDot, budget) {
    const list = [];
    const wild = [];
    const atoms = { list, wild, runs: 0 };
    // Where picomatch reads more than the glob says, an atom stands for more (each candidate
    // is still asked of its regex): a `.` is any character when the glob holds a brace range
    // or a POSIX class (picomatch leaves it unescaped there), an escaped backslash may vanish
    // (its fast path drops it: `\\..` matches `..`), a class it cannot read may be anything.
    const ANY = ['.', '/', 'a'];
    for (let i = 0; i < alt.length; i++) {
        const c = alt[i];
        if (c === '\\' && i + 1 < alt.length) {
            const e = alt[++i];
            // An escaped `.` too is any character where a bare one is (picomatch leaves both so).
            list.push(e === '\\' ? ['\\', ''] : e === '.' && anyDot ? ANY : e);
        }
        else if (c === '[') {
            const end = posixClassEnd(alt, i);
            if (end === undefined)
                return undefined;
            // Reading a class is asking picomatch (~40 \u00b5s when it is new): charged, remembered or not,
            // so a file's verdict does not hang on the files before it (190,000 classes took 10 s).
            budget.left -= CLASS_UNIT;
            if (budget.left < 0)
                throw new BudgetSpent();
            const members = classMembers(alt.slice(i, end + 1));
            i = end;
            // A `+` after a class is picomatch's regex quantifier: the class once or more.
            if (alt[i + 1] === '+') {
                i++;
                atoms.runs++;
                const m = members.length ? members : ANY;
                // Once or twice (or three times) is enough to spell `..`, `/..` or `../`.
                const twice = m.flatMap((x) => m.map((y) => x + y));
                list.push([...new Set([...m, ...twice, ...(m.includes('/') && m.includes('.') ? ['/..', '../'] : [])])]);
            }
            else
                list.push(members.length ? members : ANY);
        }
        else if (c === '*') {
            const from = i;
            while (alt[i + 1] === '*')
                i++;
            wild[list.length] = true;
            // A globstar that is not a whole segment (`x**y`) is picomatch's any-characters, `/` too.
            const alone = (from === 0 || alt[from - 1] === '/') && (i + 1 >= alt.length || alt[i + 1] === '/');
            if (!alone)
                atoms.runs++;
            const inside = i > from && !alone;
            // Inside a segment it may also end one segment and start the next (`./`, `/..`): with
            // a `.` before it, `notes/.**md` matches `notes/../md`.
            list.push(inside ? ['', '.', '..', 'a', '/', './', '../', '/..'] : ['', '.', '..', 'a']);
        }
        else if (c === '?') {
            wild[list.length] = true;
            list.push(['.', 'a']);
        }
        else if (c === '.' && anyDot)
            list.push(ANY);
        else
            list.push(c);
    }
    return atoms;
}
/** What picomatch's parse of a scope costs a character, in the candidate search's units. */
const REGEX_UNIT = 8;
/** What reading one class costs, in the candidate search's units (a character of a candidate). */
const CLASS_UNIT = 320;
const classMemo = new Map();
/** What a class can stand for in a candidate: `.`, `/` and one other of its characters, as picomatch reads it. */
function classMembers(cls) {
    let known = classMemo.get(cls);
    if (known)
        return known;
    known = [];
    const picomatch = (0,libraries/* picomatchLibrary */.s)(); // outside the try: a library that cannot load is no answer
    try {
        const re = picomatch.makeRe(cls, { dot: true });
        if (re.test('.'))
            known.push('.');
        if (re.test('/'))
            known.push('/');
        for (let cp = 0x21; cp < 0x7f; cp++) {
            const ch = String.fromCharCode(cp);
            if (ch !== '.' && ch !== '/' && re.test(ch)) {
                known.push(ch);
                break;
            }
        }
    }
    catch {
        // picomatch cannot read it: no candidate
    }
    if (classMemo.size > 4096)
        classMemo.clear();
    classMemo.set(cls, known);
    return known;
}
/**
 * A path the atoms can spell that starts at `/` or holds a `..` segment and that `re`
 * matches, or null. One candidate per place: a leading `/` (the atoms before it empty), or
 * two dots (one atom's `..`, or two atoms' `.` with only empty ones between) bounded by a
 * `/` or an end on each side (the atoms between empty); every other atom takes a plain
 * member (a letter for a wildcard or class, and a `*` empty, then a letter). Linear in the
 * candidates, each tested once: no recursion, no pruning that could hide a path.
 */
function escapingMatch(atoms, test, wild = [], budget = { left: SCOPE_SEARCH_BUDGET }) {
    const n = atoms.length;
    const can = (i, piece) => {
        const a = atoms[i];
        return typeof a === 'string' ? a === piece : a.includes(piece);
    };
    // `dots`: an atom that may be a `.` is one (a `.` written beside a brace range or a POSIX
    // class stands for any character, yet picomatch may keep it as the `.` it is).
    // `dots` 2: every such atom but a wildcard, which picomatch guards against a leading dot
    // (`?..` beside a POSIX class: `a./..`, the `?` a letter, the written `.` a dot).
    const plainOf = (i, starEmpty, dots) => {
        const a = atoms[i];
        if (typeof a === 'string')
            return a;
        if (a.length === 1)
            return a[0];
        if (starEmpty && a.includes(''))
            return '';
        if (dots && a.includes('.') && !(dots === 2 && wild[i]))
            return '.';
        return a.find((x) => x !== '' && x !== '.' && x !== '/' && x !== '..') ?? (a.includes('') ? '' : a[0]);
    };
    const tried = new Set();
    const attempt = (chosen) => {
        for (const dots of [0, 1, 2]) {
            for (const starEmpty of [true, false]) {
                budget.left -= n;
                if (budget.left < 0)
                    throw new BudgetSpent();
                let out = '';
                for (let i = 0; i < n; i++)
                    out += chosen.get(i) ?? plainOf(i, starEmpty, dots);
                if (tried.has(out))
                    continue;
                tried.add(out);
                if (escapes(out) && test(out))
                    return out;
            }
        }
        return null;
    };
    // The places a `/` bounds a segment before atom `p` (scanning back over atoms that can be
    // empty): the nearest atom that can be `/`, or the start.
    // Every atom that can be that `/` while those between can be empty (a `**` that may be `/`
    // or nothing, then a `[/]`: either is the boundary).
    const before = (p) => {
        const out = [];
        for (let b = p - 1;; b--) {
            if (b < 0)
                return [...out, -1];
            if (can(b, '/'))
                out.push(b);
            if (!can(b, ''))
                return out;
        }
    };
    const after = (q) => {
        const out = [];
        for (let c = q + 1;; c++) {
            if (c >= n)
                return [...out, n];
            if (can(c, '/'))
                out.push(c);
            if (!can(c, ''))
                return out;
        }
    };
    const emptyBetween = (from, to, chosen) => {
        for (let k = from + 1; k < to; k++)
            chosen.set(k, '');
    };
    // An atom that spells it alone (`[./]+` as `/..`).
    for (let k = 0; k < n; k++) {
        const a = atoms[k];
        if (typeof a === 'string')
            continue;
        for (const piece of a) {
            if (piece.length < 2 || !(piece.includes('/') || piece.includes('..')))
                continue;
            const found = attempt(new Map([[k, piece]]));
            if (found !== null)
                return found;
        }
    }
    // A leading `/`.
    for (let k = 0; k < n; k++) {
        if (can(k, '/')) {
            const chosen = new Map([[k, '/']]);
            emptyBetween(-1, k, chosen);
            const found = attempt(chosen);
            if (found !== null)
                return found;
        }
        if (!can(k, ''))
            break;
    }
    // A `..` segment.
    for (let p = 0; p < n; p++) {
        const sites = [];
        if (can(p, '..'))
            sites.push([p, p, new Map([[p, '..']])]);
        if (can(p, '.')) {
            for (let q = p + 1; q < n; q++) {
                if (can(q, '.')) {
                    const m = new Map([
                        [p, '.'],
                        [q, '.'],
                    ]);
                    emptyBetween(p, q, m);
                    sites.push([p, q, m]);
                }
                if (!can(q, ''))
                    break;
            }
        }
        for (const [from, to, m] of sites) {
            for (const b of before(from)) {
                for (const c of after(to)) {
                    const chosen = new Map(m);
                    if (b >= 0)
                        chosen.set(b, '/');
                    if (c < n)
                        chosen.set(c, '/');
                    emptyBetween(b, from, chosen);
                    emptyBetween(to, c, chosen);
                    const found = attempt(chosen);
                    if (found !== null)
                        return found;
                }
            }
        }
    }
    return null;
}
/** Whether a path starts at `/` or holds a `..` segment. */
function escapes(p) {
    return p.startsWith('/') || p.split('/').includes('..');
}
/** A cheaper first test: none of these characters, no `.` before a wildcard and no leading `./`, no spelling. */
const MAYBE_SPELLING = /[\\[{()|!"]|^\.\/|\.[?*]|\*\*\*/;
/**
 * What can spell `/` or `..` without writing them: an escaped `.` or `/`, a class (`[./]`,
 * and `[--0]`, `[^a]` or `[[:punct:]]` hold them too), a brace, a group, a `.` before a
 * wildcard (`.?` can be `..`).
 */
const SPELLING = /\\|\[|\{|\(|\.[?*]|\*\*\*|"/;
const MAX_SPELLED_LENGTH = 256;
/** The most classes, runs of stars, braces, groups and alternatives a scope may hold (globWeight; see scopeProblem). */
const MAX_SCOPE_WEIGHT = 1024;
const MAX_SPELLINGS = 64;
const MAX_GROUPS = 6;
const EXTGLOB = /[@?+*!]/;
/**
 * Where an escape (`\\x`) or a character class starting at `i` ends (its last index), or
 * undefined: nothing inside either opens or closes a group.
 */
function atomEnd(glob, i) {
    if (glob[i] === '\\')
        return i + 1;
    if (glob[i] !== '[')
        return undefined;
    const end = classProblem(glob, i);
    return typeof end === 'number' ? end : undefined;
}
/**
 * `(`\u2026`)` as picomatch reads them: a `|` outside every group is an alternative of the whole
 * glob, an unclosed `(` takes the rest of the glob into a regex group, an empty group
 * (`?()`) is read in ways that swallow what follows. Each is refused.
 */
function parenProblem(glob) {
    let depth = 0;
    let braces = 0;
    let deepest = 0;
    // Where each open brace opened (innermost last), and the parens open when it did.
    const opened = [];
    for (let i = 0; i < glob.length; i++) {
        if (depth + braces > deepest)
            deepest = depth + braces;
        const c = glob[i];
        const skip = atomEnd(glob, i);
        if (skip !== undefined)
            i = skip;
        else if (c === '{') {
            braces++;
            opened.push({ at: i, depth });
        }
        else if (c === '}') {
            if (braces > 0)
                braces--;
            opened.pop();
        }
        else if (c === '|' &&
            opened.length &&
            opened[opened.length - 1].depth === depth &&
            !braceExpands(glob, opened[opened.length - 1].at)) {
            // A brace picomatch does not expand (no comma at its level, no range) is text, and a `|`
            // in it splits the whole glob, or the group around it: `m/{a|b}/x` is "m/{a" or "b}/x".
            return `glob has a \`|\` at position ${i + 1} in a brace without a comma: picomatch keeps the brace as text and reads the \`|\` as an alternative of the whole glob; write {a,b}, or \\| for the character`;
        }
        else if (c === '!' && glob[i + 1] === '(') {
            return `glob has a \`!(\u2026)\` group at position ${i + 1}: picomatch lets it match an empty name and \`..\`, so the scope reaches outside the memory root; name what the skill may touch`;
        }
        else if (c === '(') {
            if (glob[i + 1] === ')')
                return `glob has an empty group \`()\` at position ${i + 1}`;
            depth++;
        }
        else if (c === ')') {
            // picomatch escapes a `)` no `(` opened, yet keeps a `?` or `+` after it as a regex
            // quantifier: `)?*` is an optional `)` and a star with no dot guard (`)?*` matches `..`).
            if (depth === 0)
                return `glob has a \`)\` with no \`(\` at position ${i + 1}: picomatch reads a \`?\` or \`+\` after it as a regex quantifier; write \\) for the character`;
            depth--;
        }
        else if (c === '|' && depth === 0 && braces === 0)
            return `glob has a \`|\` outside a group at position ${i + 1}: picomatch reads it as an alternative of the whole glob; write @(a|b), or \\| for the character`;
    }
    if (depth > 0)
        return 'glob has an unclosed `(`';
    // Each group is read by a scan to its closer: groups in groups cost depth \u00d7 length, which a
    // 1 MiB file of a thousand scopes `a{{{\u2026}}}` made seconds. No real scope nests this deep.
    if (deepest > MAX_GROUP_DEPTH)
        return `glob is too complex to show that it stays inside the memory root (groups nested more than ${MAX_GROUP_DEPTH} deep)`;
    return null;
}
const MAX_GROUP_DEPTH = 16;
/** Whether picomatch expands the brace opened at `open`: a comma at its own level, or a range (`{1..3}`). */
function braceExpands(glob, open) {
    let nested = 0;
    for (let j = open + 1; j < glob.length; j++) {
        const skip = atomEnd(glob, j);
        if (skip !== undefined) {
            j = skip;
            continue;
        }
        const d = glob[j];
        if (d === '{' || d === '(')
            nested++;
        else if ((d === '}' || d === ')') && nested > 0)
            nested--;
        else if (d === '}')
            return glob.slice(open + 1, j).includes('..');
        else if (d === ',' && nested === 0)
            return true;
    }
    return false;
}
/** Where a group starts at `i`: `{`, an extglob `@(` `?(` `+(` `*(` `!(`, or a bare `(`. */
function groupKind(glob, i) {
    const c = glob[i];
    if (c === '{')
        return '{';
    if (EXTGLOB.test(c) && glob[i + 1] === '(')
        return c;
    if (c === '(' && !(i > 0 && EXTGLOB.test(glob[i - 1]) && glob[i - 2] !== '\\'))
        return '@';
    return undefined;
}
/** The group that starts at `i`: its kind, its parts and the index of its closer; undefined if none or unclosed. */
function groupStartingAt(glob, i) {
    const kind = groupKind(glob, i);
    if (!kind)
        return undefined;
    const group = kind === '{' ? groupAt(glob, i, '{', '}', ',') : groupAt(glob, glob[i] === '(' ? i : i + 1, '(', ')', '|');
    return group && { kind, ...group };
}
/**
 * The alternatives of a group of `kind` followed by `quantifier` (a `+` or `?` right after a
 * `)`, or a `+` right after a `}`, which picomatch keeps as a regex quantifier): `?` and `*`
 * may be empty, `+` and `*` also repeat once (`!(\u2026)` never gets here: it is refused). A brace
 * without a top-level comma is a range (`{1..3}`, `{...}`: picomatch expands it to a class,
 * which a `+` repeats) or literal.
 */
function alternatives(kind, parts, quantifier) {
    const repeated = (alts) => quantifier === '+' ? [...alts, ...alts.flatMap((a) => alts.map((b) => a + b))] : alts;
    if (kind === '{') {
        if (parts.length > 1)
            return repeated(parts);
        if (!parts[0].includes('..'))
            return 'literal';
        // picomatch turns a range into a class, in its own way (`{...}` is `[.]`, `{..}` `[]`):
        // ask it, and keep the class only when it can be one character.
        let source = '';
        const picomatch = (0,libraries/* picomatchLibrary */.s)(); // outside the try: a library that cannot load is no answer
        try {
            source = picomatch.makeRe(`{${parts[0]}}`).source;
        }
        catch {
            // not a range picomatch can read: no class of one character either
        }
        const range = /^\^\(\?:\[((?:\\.|[^\]\\])*)\]\)\$$/.exec(source);
        const only = range ? onlyMember(range[1].replace(/\\(.)/g, '$1')) : undefined;
        const plus = range && quantifier === '+' ? '+' : '';
        // A class of several characters stays one (`{-../}` is `[--/]`, which takes `.` and `/`).
        if (only === undefined)
            return [range ? `[${range[1]}]${plus}` : '?'];
        return [`[${only === ']' ? '\\]' : only}]${plus}`];
    }
    // The extglob's own repetition and the quantifier after it, both (`*(x)?` repeats and may be empty).
    const reps = [kind === '@' ? '' : kind, quantifier ?? ''];
    const repeats = reps.some((x) => x === '+' || x === '*');
    const twice = repeats ? parts.flatMap((a) => parts.map((b) => a + b)) : [];
    // Where the parts may spell `.` or `/`: three times (`*(/|.)` is `/..` only so), and of two
    // one-character parts up to five (`a*(/|.)a` matches `a./../a`).
    const more = [];
    if (repeats && parts.some((x) => /[/.\\[{(?*]/.test(x))) {
        let last = twice;
        for (let n = 3; n <= (parts.length <= 2 && parts.every((x) => x.length === 1) ? 5 : 3); n++) {
            last = last.flatMap((a) => parts.map((b) => a + b));
            more.push(...last);
        }
    }
    return [...(reps.some((x) => x === '?' || x === '*') ? [''] : []), ...parts, ...twice, ...more];
}
/**
 * A `+` or `?` right after a `(`\u2026`)` group's closer, or a `+` right after a brace's: picomatch
 * keeps them as regex quantifiers (`{a,b}+` is `(a|b)+`). A `*` after either, and a `?` after
 * a brace, are wildcards, and stay in the glob.
 */
function quantifierAfter(glob, kind, end) {
    const next = glob[end + 1];
    // `+(` or `?(` opens an extglob of its own (`@(a/|b)+(.)`): no quantifier.
    if (glob[end + 2] === '(')
        return undefined;
    return next === '+' || (next === '?' && kind !== '{') ? next : undefined;
}
/**
 * The glob with every inert group replaced by its first alternative: a group none of whose
 * alternatives can spell `/` or `.` (each is non-empty and holds none of `/ . \ [ { (`) turns
 * no segment into `..` or the root whichever is taken, so one stands for all
 * (`memories/{inbox,today,archive}/**` is one path to check, not three).
 */
function withoutInertGroups(glob) {
    let out = '';
    let from = 0;
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined) {
            i = skip;
            continue;
        }
        const group = groupStartingAt(glob, i);
        if (!group)
            continue;
        const { kind } = group;
        const q = quantifierAfter(glob, kind, group.end);
        const inert = (kind === '{' ? group.parts.length > 1 : kind === '@' || kind === '+') &&
            q !== '?' &&
            q !== '*' &&
            group.parts.every((p) => p !== '' && !/[/.\\[{(]/.test(p));
        if (!inert)
            continue;
        out += glob.slice(from, i) + group.parts[0];
        i = group.end + (q ? 1 : 0);
        from = i + 1;
    }
    return out + glob.slice(from);
}
/** How many groups a glob holds, nested ones too. */
function groupsIn(glob) {
    let n = 0;
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined)
            i = skip;
        else {
            const group = groupStartingAt(glob, i);
            // `{x}` is literal to picomatch; a range and a `(\u2026)` group count.
            if (group && (group.kind !== '{' || group.parts.length > 1 || group.parts[0].includes('..')))
                n++;
        }
    }
    return n;
}
/** The alternatives of a glob's groups (as `alternatives` reads each), or undefined past `limit`. */
function expand(glob, limit) {
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined) {
            i = skip;
            continue;
        }
        const group = groupStartingAt(glob, i);
        if (!group)
            continue;
        const q = quantifierAfter(glob, group.kind, group.end);
        const alts = alternatives(group.kind, group.parts, q);
        if (alts === 'literal')
            continue;
        if (alts.length > limit)
            return undefined;
        const rest = glob.slice(group.end + 1 + (q ? 1 : 0));
        const out = [];
        for (const alt of alts) {
            const more = expand(glob.slice(0, i) + alt + rest, limit - out.length);
            if (!more || out.length + more.length > limit)
                return undefined;
            out.push(...more);
        }
        return out;
    }
    return [glob];
}
/** The group opened at `open`: its top-level parts and the index of its closer; undefined if unclosed. */
function groupAt(glob, open, opener, closer, sep) {
    let depth = 0;
    // The other kind of group: a separator inside it is not this group's.
    const [otherOpen, otherClose] = opener === '{' ? ['(', ')'] : ['{', '}'];
    let other = 0;
    const cuts = [];
    for (let j = open; j < glob.length; j++) {
        const d = glob[j];
        const skip = atomEnd(glob, j);
        if (skip !== undefined)
            j = skip;
        else if (d === opener)
            depth++;
        else if (d === closer && --depth === 0) {
            const parts = [];
            let from = open + 1;
            for (const k of [...cuts, j]) {
                parts.push(glob.slice(from, k));
                from = k + 1;
            }
            return { parts, end: j };
        }
        else if (d === otherOpen)
            other++;
        else if (d === otherClose && other > 0)
            other--;
        // picomatch reads a `|` in a brace as it reads a comma: {a|b} is (a|b).
        else if ((d === sep || d === '|') && depth === 1 && other === 0)
            cuts.push(j);
    }
    return undefined;
}
/**
 * The characters an expanded glob stands for where it leaves no choice: an escaped
 * character is itself, a class that can only be one character (`[.]`, `[..]`, `[.-.]`) is
 * that character; anything else is kept as written (a wildcard never turns into `/` or `..`
 * here).
 */
function literalOf(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\' && i + 1 < glob.length) {
            out += glob[++i];
        }
        else if (c === '[') {
            const end = classProblem(glob, i);
            if (typeof end !== 'number') {
                out += c;
                continue;
            }
            out += onlyMember(glob.slice(i + 1, end)) ?? glob.slice(i, end + 1);
            i = end;
        }
        else
            out += c;
    }
    return out;
}
/**
 * Does the glob start with a class that can be `/`, as `[/a]`, `[.-0]`, `[--0]`, `[!-0]` (a
 * range to picomatch) or a POSIX class (`[[:punct:]]`, `[[:ascii:]]`) make it? picomatch
 * itself is asked, as it reads the class, besides the ranges as written.
 */
function leadingClassTakesSlash(glob) {
    if (glob[0] !== '[')
        return false;
    const end = classProblem(glob, 0);
    if (typeof end !== 'number')
        return false;
    const last = posixClassEnd(glob, 0) ?? end;
    const picomatch = (0,libraries/* picomatchLibrary */.s)(); // outside the try: a library that cannot load is no answer
    try {
        if (picomatch.makeRe(`${glob.slice(0, last + 1)}x`, { dot: true }).test('/x'))
            return true;
    }
    catch {
        // a class picomatch cannot read: the ranges decide
    }
    return (classRanges(glob.slice(1, end)) ?? []).some(([lo, hi]) => lo <= '/' && '/' <= hi);
}
/**
 * The index of the `]` that ends the class opened at `start`, as picomatch reads it:
 * `[[:alpha:][:punct:]]` is one class, ending past the POSIX classes' `]`. Undefined when unclosed.
 */
function posixClassEnd(glob, start) {
    const end = classProblem(glob, start);
    return typeof end === 'number' ? end : undefined;
}
/** The one character a class body can match (`.`, `\.`, `..`, `.-.`), or undefined. */
function onlyMember(body) {
    const ranges = classRanges(body);
    if (!ranges?.length)
        return undefined;
    const [only] = ranges[0];
    return ranges.every(([lo, hi]) => lo === only && hi === only) ? only : undefined;
}
/**
 * A class body's members as ranges (a single character is lo = hi), escapes read; undefined
 * for a negated or a POSIX class, which these checks leave to picomatch.
 */
function classRanges(body) {
    if (body[0] === '!' || body[0] === '^' || body.startsWith('[:'))
        return undefined;
    const ranges = [];
    for (let i = 0; i < body.length; i++) {
        let lo = body[i];
        if (lo === '\\' && i + 1 < body.length)
            lo = body[++i];
        let hi = lo;
        if (body[i + 1] === '-' && i + 2 < body.length) {
            i += 2;
            hi = body[i] === '\\' && i + 1 < body.length ? body[++i] : body[i];
        }
        ranges.push([lo, hi]);
    }
    return ranges;
}
/**
 * The POSIX classes picomatch reads inside a class (`[[:alpha:]]`; any other name is text),
 * each with the first and last characters of its ranges as picomatch writes them (`alpha`:
 * `a-zA-Z`, so a range may end at `a` or start at `Z` there).
 */
const POSIX_ENDS = new Map([
    ['alnum', ['a', '9']],
    ['alpha', ['a', 'Z']],
    ['ascii', ['\x00', '\x7f']],
    ['blank', [' ', '\t']],
    ['cntrl', ['\x00', '\x7f']],
    ['digit', ['0', '9']],
    ['graph', ['!', '~']],
    ['lower', ['a', 'z']],
    ['print', [' ', ' ']],
    ['punct', ['-', '~']],
    ['space', [' ', '\f']],
    ['upper', ['A', 'Z']],
    ['word', ['A', '_']],
    ['xdigit', ['A', '9']],
]);
/** Where a POSIX class (`[:alpha:]`) that starts at `i` inside a class ends (past its `]`), or undefined. */
function posixClassAt(glob, i) {
    if (glob[i] !== '[' || glob[i + 1] !== ':')
        return undefined;
    // The longest name is 6 characters: looked for that far only (a glob of many `[:` stays linear).
    const end = glob.slice(i + 2, i + 10).indexOf(':]');
    return end > 0 && POSIX_ENDS.has(glob.slice(i + 2, i + 2 + end)) ? i + 2 + end + 2 : undefined;
}
/**
 * Scan a character class starting at `[`; returns the index of its `]` or a problem.
 * Walks code points, so a range of astral characters (`[\ud83d\ude00-\ud83d\ude03]`) compares whole characters.
 */
function classProblem(glob, start) {
    const width = (cp) => (cp > 0xffff ? 2 : 1);
    let i = start + 1;
    if (glob[i] === '!' || glob[i] === '^')
        i++;
    let first = true;
    let prev = null;
    // Where `prev` is written (its `\` included): a range is quoted as it is written.
    let prevAt = i;
    while (i < glob.length) {
        const at = i;
        let cp = glob.codePointAt(i);
        if (cp === 0x5d && !first)
            return i; // `]`
        first = false;
        // A POSIX class inside the class (`[[:alpha:]z-a]`): one member, its `]` not the end.
        const posix = posixClassAt(glob, i);
        if (posix !== undefined) {
            // Its last character can start a range (`[[:punct:]-a]` is picomatch's `[\u2026~-a]`).
            prev = POSIX_ENDS.get(glob.slice(i + 2, posix - 2))[1].codePointAt(0);
            prevAt = at;
            i = posix;
            continue;
        }
        let escaped = false;
        if (cp === 0x5c) {
            // `\` escapes the next character, which is then never special.
            if (i === glob.length - 1)
                return 'glob ends with a lone `\\` (dangling escape)';
            i++;
            cp = glob.codePointAt(i);
            escaped = true;
        }
        const next = i + width(cp);
        if (cp === 0x2d && !escaped && prev !== null && next < glob.length && glob[next] !== ']') {
            let j = next;
            // A range up to a POSIX class: picomatch puts the class's own ranges in its place
            // (`[a-[:alpha:]]` is `[a-a-zA-Z]`), so the range ends at their first character.
            const posixEnd = posixClassAt(glob, j);
            if (posixEnd !== undefined) {
                const first = POSIX_ENDS.get(glob.slice(j + 2, posixEnd - 2))[0];
                if (first.codePointAt(0) < prev)
                    return `reversed range \`[${glob.slice(prevAt, posixEnd)}]\` in character class (picomatch reads the class as starting at ${JSON.stringify(first)})`;
                i = posixEnd;
                prev = null;
                continue;
            }
            if (glob[j] === '\\' && j + 1 < glob.length)
                j++;
            const hi = glob.codePointAt(j);
            if (hi < prev) {
                return `reversed range \`[${glob.slice(prevAt, j + width(hi))}]\` in character class`;
            }
            i = j + width(hi);
            prev = null;
            continue;
        }
        prev = cp;
        prevAt = at;
        i = next;
    }
    return `unclosed \`[\` at position ${start + 1}`;
}
/**
 * Syntax check for the globs that select SKILL.md paths (config include, exclude and
 * permission_profiles paths; the Action's `paths`): relative to the repository root, and
 * well formed. picomatch would read `[unclosed` as matching nothing, so a profile meant to
 * narrow a skill's tools would silently not apply.
 */
function pathGlobProblem(glob) {
    if (glob.length === 0)
        return 'glob is empty';
    // No path holds a NUL: such a glob would match nothing, or match as if cut there.
    if (glob.includes('\0'))
        return `glob holds a NUL character (at position ${glob.indexOf('\0') + 1}); no path can`;
    if (glob.startsWith('/') || /^[A-Za-z]:[\\/]/.test(glob))
        return 'glob is absolute; globs are relative to the repository root';
    if (glob.split('/').includes('..'))
        return 'glob contains a `..` segment; globs may not leave the repository';
    // picomatch refuses a pattern over 65,536 characters by throwing; no path glob needs a tenth.
    if (glob.length > MAX_PATH_GLOB)
        return `glob is ${glob.length} characters long; the limit is ${MAX_PATH_GLOB}`;
    return (nestingProblem(glob) ?? globProblem(glob) ?? bangClassProblem(glob) ?? starProblem(glob) ?? unclosedParen(glob));
}
/**
 * Groups (`{\u2026}`, `(\u2026)`) nested more than MAX_GROUP_DEPTH deep, outside escapes and classes:
 * picomatch compiles them in time quadratic in the glob (a keyring line of 64,000 characters of
 * `{\u2026}`: 26 s, at every run), and no real glob nests so. Asked before picomatch is.
 */
function nestingProblem(glob) {
    let depth = 0;
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined) {
            i = skip;
            continue;
        }
        const c = glob[i];
        if (c === '{' || c === '(') {
            if (++depth > MAX_GROUP_DEPTH)
                return `groups nested more than ${MAX_GROUP_DEPTH} deep (at position ${i + 1}); no glob needs so many`;
        }
        else if ((c === '}' || c === ')') && depth > 0)
            depth--;
    }
    return null;
}
/**
 * `[!\u2026]`, which git, bash and minimatch read as "any character but \u2026": picomatch 4 reads it
 * as a `!` or one of the characters (`(?:\[!a\]|[!a])`), the opposite, so an exclude or a
 * profile's paths would cover the files it means to leave out, and a keyring line would trust
 * the ids it means to leave out. `[^\u2026]` is the complement to picomatch too. For path and
 * keyring globs (memory scopes are the broker's to read, not matched here).
 */
function bangClassProblem(glob) {
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c !== '[')
            continue;
        if (glob[i + 1] === '!')
            return `\`[!\` at position ${i + 1}: picomatch reads \`[!\u2026]\` as \`!\` or one of the characters, not as any character but them; write \`[^\u2026]\``;
        // The class's own `]`, past any POSIX class in it (`[[:alpha:][!a]` is one class).
        const end = posixClassEnd(glob, i);
        if (end === undefined)
            return null; // syntaxProblem says what is wrong
        i = end;
    }
    return null;
}
/**
 * What a glob costs the regex engine to compile, roughly: its classes and alternatives (`[`,
 * `{`, `,`, `(`, `|` outside escapes) and its runs of stars. picomatch writes each `[a]` as
 * `(?:\[a\]|[a])`, and the engine's compile time grows with the alternatives in one regex: a
 * 4 KB glob of 1,300 `[a]` took ~55 ms, every run (16 s for a keyring of 200 such lines); a
 * star is a group with its dot guards (810 globstar segments: ~25 ms a glob).
 */
function globWeight(glob) {
    let n = 0;
    for (let i = 0; i < glob.length; i++) {
        const c = glob.charCodeAt(i);
        if (c === 0x5c)
            i++; // `\`: the next character is itself
        else if (c === 0x5b || c === 0x7b || c === 0x2c || c === 0x28 || c === 0x7c)
            n++;
        // A run of stars: a group with its dot guards in the regex (`a/**/` 810 times, ~25 ms).
        else if (c === 0x2a && glob.charCodeAt(i - 1) !== 0x2a)
            n++;
    }
    return n;
}
/**
 * The most classes and alternatives (globWeight) the globs of one file (the keyring; the
 * config's include, exclude and profile paths) hold together: ~1 s of compiling at worst.
 * A glob per skill id, or thousands of `{a,b}-*`, are far below it.
 */
const MAX_GLOB_WEIGHT = 20_000;
/** The longest path glob (config include, exclude, profile paths; the Action's `paths`). */
const MAX_PATH_GLOB = 4096;
/** An unclosed `(` (outside escapes and classes): picomatch reads the rest as a group, and the glob matches nothing. */
function unclosedParen(glob) {
    let depth = 0;
    for (let i = 0; i < glob.length; i++) {
        const skip = atomEnd(glob, i);
        if (skip !== undefined)
            i = skip;
        else if (glob[i] === '(')
            depth++;
        else if (glob[i] === ')' && depth > 0)
            depth--;
    }
    return depth > 0 ? 'glob has an unclosed `(`' : null;
}


/***/ }),

/***/ 3853:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   mk: () => (/* binding */ scanTakes),
/* harmony export */   xk: () => (/* binding */ globSet)
/* harmony export */ });
/* unused harmony exports segmentsMatch, wildMatch */
/* harmony import */ var _libraries_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7636);
/**
 * Many globs matched as picomatch matches each, at the cost of a few native regex tests.
 *
 * picomatch's matcher for a list tries one matcher per glob, each allocating a result: a
 * config of K globs over N files is K \u00d7 N calls (2,500 permission profiles \u00d7 2,500 files
 * took 19 s; a keyring line per skill, 54 s). Here every glob is first an exact match (as
 * picomatch checks `input === glob` before its regex), a glob that can only match itself
 * needs nothing more, and the others' regexes are joined in chunks. A chunk that matches
 * is then searched glob by glob, so `first` still names the first glob in order.
 */

/** Letters, digits, `_`, `-` in segments joined by `/` or `.`: picomatch reads it literally. */
const PLAIN = /^[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/;
/** Globs per joined regex: a lookup is a few native matches, and each compiles quickly. */
const CHUNK = 256;
/**
 * The characters a glob spells literally before its first special one, less trailing `/`s
 * (`team/p1` of `team/p1/**`, which also matches `team/p1`; `team-` of `team-*`): a string
 * it matches starts with them. None when the glob holds a `|` (picomatch reads a `|`
 * outside a group as an alternative of the whole glob). Only letters, digits, `_`, `-` and
 * `/`: with a range such as `{1..3}` later in the glob, picomatch leaves the dots of
 * `a.b/{1..3}` unescaped, so they match any character; a leading `./` is dropped.
 */
const LITERAL_HEAD = /^[A-Za-z0-9_/-]*/;
function literalPrefix(glob) {
    if (glob.includes('|'))
        return '';
    return LITERAL_HEAD.exec(glob)[0].replace(/\/+$/, '');
}
/** Globs with one literal prefix, their regexes joined in chunks of CHUNK. */
class Bucket {
    chunks = [];
    at = [];
    regexes = [];
    add(i, re) {
        // Back-references would point at other globs' groups once joined, and two groups of one
        // name (picomatch passes `(?<n>...)` through) cannot be in one regex; flags must agree.
        const alone = /\\(?:[1-9]|k<)|\(\?<[^=!]/.test(re.source);
        if (alone || (this.regexes.length > 0 && re.flags !== this.regexes[0].flags))
            this.flush();
        this.at.push(i);
        this.regexes.push(re);
        if (alone || this.at.length >= CHUNK)
            this.flush();
    }
    flush() {
        const { at, regexes } = this;
        if (at.length === 0)
            return;
        let joined = regexes.length === 1 ? regexes[0] : undefined;
        try {
            // The outer `^`: each source starts with its own, but the engine would still try every start position.
            joined ??= new RegExp(`^(?:${regexes.map((r) => `(?:${r.source})`).join('|')})`, regexes[0].flags);
            // The engine compiles it at its first test, and may refuse it as too large only then.
            joined.test('');
        }
        catch {
            // Whatever else cannot be joined: each glob is its own chunk, as picomatch tests it.
            for (let j = 0; j < at.length; j++)
                this.chunks.push({ at: [at[j]], regexes: [regexes[j]], joined: regexes[j] });
            this.at = [];
            this.regexes = [];
            return;
        }
        this.chunks.push({ at, regexes, joined });
        this.at = [];
        this.regexes = [];
    }
    /** The first of its globs before `best` that matches `s`, else `best`. */
    first(s, best) {
        for (const c of this.chunks) {
            if (c.at[0] > best)
                break;
            if (!c.joined.test(s))
                continue;
            for (let j = 0; j < c.at.length && c.at[j] < best; j++) {
                if (c.regexes[j].test(s))
                    return c.at[j];
            }
        }
        return best;
    }
}
/**
 * A segment of a glob the scan matches: literals (letters, digits, `_`, `-`, `.`), `?`, runs
 * of `*` (`**` inside a segment is a `*`) and classes of letters, digits and `_` holding a
 * range (`[a-z0-9]`: picomatch passes such a class to its regex as it is; one without a range
 * also matches its own text), not `.` or `..`.
 * picomatch's regexes for such globs (`[^/]*?` per star) backtrack polynomially, or worse, on
 * a long string: `*-*-*-z` against a 10,000 character skill id took minutes,
 * `team-[a-z]*-*-*-prod` against an 8,000 character one 10 s, and `**a**a**a\u2026b/SKILL.md` in
 * a config against a folder named `aaaa\u2026` grows exponentially with the stars.
 */
const WILD_SEGMENT = /^(?:[A-Za-z0-9_.?-]|\*|\[(?:[A-Za-z0-9_](?:-[A-Za-z0-9_])?)+\])+$/;
/** A class WILD_SEGMENT takes, for its ranges' order (a reversed one is picomatch's to refuse). */
const CLASS = /\[([^\]]*)\]/g;
function rangesInOrder(seg) {
    for (const m of seg.matchAll(CLASS)) {
        const body = m[1];
        // A class without a range is also its own text to picomatch (`[ab]` is `(?:\[ab\]|[ab])`):
        // left to its regex.
        if (!body.includes('-'))
            return false;
        for (let k = 0; k < body.length; k++)
            if (body[k + 1] === '-' && k + 2 < body.length) {
                if (body.charCodeAt(k) > body.charCodeAt(k + 2))
                    return false;
                k += 2;
            }
    }
    return true;
}
/**
 * The segments of a glob the scan matches, each a whole-segment globstar `**` or a
 * WILD_SEGMENT with its star runs made one star; undefined for any other glob (braces,
 * classes, extglobs, escapes, a leading `!` or `./`, an empty segment, `***`).
 */
function wildSegments(glob) {
    if (fastPath(glob))
        return undefined;
    const segs = glob.split('/');
    for (let k = 0; k < segs.length; k++) {
        const g = segs[k];
        if (g === '**')
            continue;
        // A run of three stars or more makes picomatch read a later `.` as any character.
        if (g === '.' || g === '..' || !WILD_SEGMENT.test(g) || g.includes('***') || !rangesInOrder(g))
            return undefined;
        segs[k] = g.replace(/\*\*/g, '*');
    }
    return segs;
}
/**
 * Globs picomatch compiles by a shortcut of its own (`*.*` then wants a character after the
 * dot): left to its regexes, which for these few stars are quick.
 */
const FAST_PATHS = new Set(['*', '.*', '*.*', '*/*', '**', '**/*', '**/*.*', '**/.*']);
function fastPath(glob) {
    return (glob[0] === '.' || glob[0] === '*') && shortcut(glob);
}
/** picomatch's shortcuts: one of FAST_PATHS, or one of them followed by `.ext`s. */
function shortcut(glob) {
    for (let g = glob;;) {
        if (FAST_PATHS.has(g))
            return true;
        // picomatch's /^(.*?)\.(\w+)$/: the text before the last `.`, when word characters follow it.
        const dot = g.lastIndexOf('.');
        if (dot < 0 || !/^\w+$/.test(g.slice(dot + 1)))
            return false;
        g = g.slice(0, dot);
    }
}
/**
 * The segments of a string the scan takes, or undefined for one it leaves to the regexes:
 * empty, an empty segment (a leading, trailing or doubled `/`), a `.` or `..` segment, or
 * a line terminator without the `s` flag (picomatch's `(?=.)` refuses one there).
 */
function scannable(s, dotAll) {
    if (s === '' || (!dotAll && LINE_END.test(s)))
        return undefined;
    const segs = s.split('/');
    for (const x of segs)
        if (x === '' || x === '.' || x === '..')
            return undefined;
    return segs;
}
const LINE_END = /[\n\r\u2028\u2029]/;
/**
 * `segs` (wildSegments) against `parts` (scannable), as picomatch matches the glob: a
 * globstar takes any number of whole segments (none starting with `.` unless `dot`), a
 * segment pattern one segment (a leading `*` or `?` never takes a leading `.` unless `dot`).
 * A table over (glob segment, string segment): O(segments\u00b2 \u00d7 segment length\u00b2) at worst.
 */
function segmentsMatch(segs, parts, dot) {
    const n = parts.length;
    // picomatch's quirk: trailing globstars take no segment (`a/**` matches `a`) unless the
    // segment before them ends with a star (`*/**` does not match `a`).
    let last = segs.length - 1;
    while (last >= 0 && segs[last] === '**')
        last--;
    const tailTakesOne = last >= 0 && last < segs.length - 1 && segs[last].endsWith('*');
    // next[i]: the glob's segments after this one match parts[i..].
    let next = new Uint8Array(n + 1);
    next[n] = 1;
    for (let g = segs.length - 1; g >= 0; g--) {
        const cur = new Uint8Array(n + 1);
        const seg = segs[g];
        if (seg === '**') {
            cur[n] = next[n];
            for (let i = n - 1; i >= 0; i--)
                cur[i] = next[i] || (cur[i + 1] && (dot || parts[i].charCodeAt(0) !== 0x2e)) ? 1 : 0;
        }
        else {
            const end = g === last && tailTakesOne ? n - 1 : n;
            for (let i = end - 1; i >= 0; i--) {
                const part = parts[i];
                cur[i] =
                    next[i + 1] && (dot || part.charCodeAt(0) !== 0x2e || seg.charCodeAt(0) === 0x2e) && wildMatch(seg, part)
                        ? 1
                        : 0;
            }
        }
        next = cur;
    }
    return next[0] === 1;
}
/**
 * One segment pattern (letters, digits, `_`, `-`, `.`, `?`, single `*`s, classes as
 * WILD_SEGMENT takes them, each with a range) against one segment, as picomatch matches it: `?` is one UTF-16
 * unit, a class one of its characters, `*` any run of units. The pieces between stars are
 * matched left to right, each at its leftmost place after the one before (the first at the
 * start, the last at the end): a piece of literals is found by indexOf, which skips through
 * a long segment, so `*aaa\u2026x*` against 400,000 `a`s is no longer the classic scan's
 * |glob| \u00d7 |s| (16,000 \u00d7 400,000: 24 s). A piece with `?` or a class is tried place by place.
 */
function wildMatch(glob, s) {
    const first = glob.indexOf('*');
    if (first < 0)
        return unitsOf(glob, 0, glob.length) === s.length && pieceAt(glob, 0, glob.length, s, 0) >= 0;
    // The head, before the first star, at the start.
    let at = pieceAt(glob, 0, first, s, 0);
    if (at < 0)
        return false;
    const last = glob.lastIndexOf('*');
    // The tail, after the last star, at the end (its length in units: a class is one).
    const tailUnits = unitsOf(glob, last + 1, glob.length);
    const tailFrom = s.length - tailUnits;
    if (tailFrom < at || pieceAt(glob, last + 1, glob.length, s, tailFrom) < 0)
        return false;
    // The middle pieces, each at its leftmost place, before the tail.
    for (let g = first + 1; g < last;) {
        const e = glob.indexOf('*', g);
        if (e === g) {
            g++;
            continue;
        }
        const from = g;
        g = e;
        const units = unitsOf(glob, from, e);
        const found = findPiece(glob, from, e, s, at, tailFrom - units);
        if (found < 0)
            return false;
        at = found + units;
    }
    return true;
}
/** How many units of s the star-free piece glob[from..to) matches. */
function unitsOf(glob, from, to) {
    let n = 0;
    for (let g = from; g < to; g++, n++)
        if (glob.charCodeAt(g) === 0x5b)
            g = glob.indexOf(']', g);
    return n;
}
/** The star-free piece glob[from..to) at s[at..]: where it ends in s, else -1. */
function pieceAt(glob, from, to, s, at) {
    let i = at;
    for (let g = from; g < to; g++, i++) {
        if (i >= s.length)
            return -1;
        const c = glob.charCodeAt(g);
        if (c === 0x5b) {
            const end = glob.indexOf(']', g);
            if (!inClass(glob, g + 1, end, s.charCodeAt(i)))
                return -1;
            g = end;
        }
        else if (c !== 0x3f && c !== s.charCodeAt(i))
            return -1;
    }
    return i;
}
/** The leftmost place in s[at..latest] where the piece glob[from..to) matches, else -1. */
function findPiece(glob, from, to, s, at, latest) {
    if (latest < at)
        return -1;
    let literal = true;
    for (let g = from; g < to && literal; g++)
        literal = glob.charCodeAt(g) !== 0x5b && glob.charCodeAt(g) !== 0x3f;
    if (literal) {
        const found = s.indexOf(glob.slice(from, to), at);
        return found >= 0 && found <= latest ? found : -1;
    }
    for (let p = at; p <= latest; p++)
        if (pieceAt(glob, from, to, s, p) >= 0)
            return p;
    return -1;
}
/** Whether `c` is in the class whose members (`a`, `a-z`) are glob[from..end). */
function inClass(glob, from, end, c) {
    for (let k = from; k < end; k++) {
        const lo = glob.charCodeAt(k);
        let hi = lo;
        if (glob.charCodeAt(k + 1) === 0x2d && k + 2 < end) {
            hi = glob.charCodeAt(k + 2);
            k += 2;
        }
        if (c >= lo && c <= hi)
            return true;
    }
    return false;
}
/** True when globSet matches `glob` without a regex for the strings it scans (case-sensitive sets). */
function scanTakes(glob) {
    return PLAIN.test(glob) || wildSegments(glob) !== undefined;
}
/** Throws as picomatch does for a glob it cannot read (strictBrackets, an empty glob). */
function globSet(globs, options = {}) {
    const caseless = options.flags?.includes('i') ?? false;
    const dotAll = options.flags?.includes('s') ?? false;
    const dot = options.dot ?? false;
    // Globs of literals, `?`, stars and globstars are matched by a scan for the strings it can
    // take; the rest (and those globs for the other strings) by picomatch's regexes. The first
    // glob in the given order that matches is the smaller of the two answers.
    const wild = [];
    const wildSegs = [];
    const others = [];
    const otherAt = [];
    for (let i = 0; i < globs.length; i++) {
        const g = globs[i];
        const segs = caseless || PLAIN.test(g) ? undefined : wildSegments(g);
        if (segs) {
            wild.push(i);
            wildSegs.push(segs);
        }
        else {
            others.push(g);
            otherAt.push(i);
        }
    }
    if (wild.length === 0)
        return regexSet(globs, options);
    const rest = regexSet(others, options);
    // picomatch matches a glob's own text first (`[a-z]` matches "[a-z]"): the scan does not
    // for a class, so those globs are looked up as text too.
    const ownText = new Map();
    for (const i of wild)
        if (globs[i].includes('[') && !ownText.has(globs[i]))
            ownText.set(globs[i], i);
    const wildGlobs = wild.map((i) => globs[i]);
    // Built only when a string the scan cannot take comes (ids and git's paths never do).
    let wildByRegex;
    // As the regexes are: by the literal prefix before the first wildcard, less trailing `/`s
    // (`a/**` also matches `a`): a keyring of `team-1-*`, `team-2-*`, \u2026 tries one glob per id.
    const anywhere = [];
    const byPrefix = new Map();
    for (let k = 0; k < wildGlobs.length; k++) {
        const prefix = /^[^*?[]*/.exec(wildGlobs[k])[0].replace(/\/+$/, '');
        if (prefix === '')
            anywhere.push(k);
        else {
            const list = byPrefix.get(prefix);
            if (list)
                list.push(k);
            else
                byPrefix.set(prefix, [k]);
        }
    }
    const lengths = [...new Set([...byPrefix.keys()].map((p) => p.length))].sort((a, b) => a - b);
    // Each scanned glob's shortest match, and its only length when it has no star: a string of
    // another length is passed over without a scan (a keyring of 2,000 `s???\u2026x` lines was
    // scanned line by line for every signed skill).
    const minLength = [];
    const onlyLength = [];
    for (const segs of wildSegs) {
        let chars = 0;
        let starred = false;
        for (const g of segs) {
            if (g === '**') {
                starred = true;
                continue;
            }
            // A class is one character, as is any other token but a star (WILD_SEGMENT's tokens).
            const t = g.replace(/\[[^\]]*\]/g, 'c');
            const stars = t.split('*').length - 1;
            if (stars)
                starred = true;
            chars += t.length - stars;
        }
        minLength.push(chars);
        onlyLength.push(starred ? -1 : chars + segs.length - 1);
    }
    /** The first glob of `list` (ascending) before `best` that matches `parts` (of `s`), else `best`. */
    const scan = (list, s, parts, best) => {
        for (const k of list) {
            if (wild[k] >= best)
                break;
            if (s.length < minLength[k] || (onlyLength[k] >= 0 && s.length !== onlyLength[k]))
                continue;
            if (segmentsMatch(wildSegs[k], parts, dot))
                return wild[k];
        }
        return best;
    };
    const first = (s) => {
        const o = rest.first(s);
        let best = o < 0 ? Infinity : otherAt[o];
        const own = ownText.size ? ownText.get(s) : undefined;
        if (own !== undefined && own < best)
            best = own;
        const parts = scannable(s, dotAll);
        if (!parts) {
            const k = (wildByRegex ??= regexSet(wildGlobs, options)).first(s);
            if (k >= 0 && wild[k] < best)
                best = wild[k];
        }
        else {
            best = scan(anywhere, s, parts, best);
            for (const n of lengths) {
                if (n > s.length)
                    break;
                const list = byPrefix.get(s.slice(0, n));
                if (list)
                    best = scan(list, s, parts, best);
            }
        }
        return best === Infinity ? -1 : best;
    };
    return { first, test: (s) => first(s) !== -1 };
}
function regexSet(globs, options) {
    const exact = new Map();
    /** Globs with no literal prefix, tried for every path. */
    const anywhere = new Bucket();
    /** Literal prefix \u2192 its globs, tried for the strings that start with it. */
    const byPrefix = new Map();
    const caseless = options.flags?.includes('i') ?? false;
    for (let i = 0; i < globs.length; i++) {
        const glob = globs[i];
        if (glob === '')
            throw new TypeError('Expected pattern to be a non-empty string');
        if (!exact.has(glob))
            exact.set(glob, i);
        // With the `i` flag a plain glob matches other cases too, and a prefix is no longer literal.
        if (!caseless && PLAIN.test(glob))
            continue;
        const re = (0,_libraries_js__WEBPACK_IMPORTED_MODULE_0__/* .picomatchLibrary */ .s)().makeRe(glob, options);
        const prefix = caseless ? '' : literalPrefix(glob);
        let bucket = anywhere;
        if (prefix !== '') {
            bucket = byPrefix.get(prefix) ?? new Bucket();
            byPrefix.set(prefix, bucket);
        }
        bucket.add(i, re);
    }
    anywhere.flush();
    for (const b of byPrefix.values())
        b.flush();
    /** The prefixes' lengths, ascending: a string is looked up by its own prefixes of these lengths. */
    const lengths = [...new Set([...byPrefix.keys()].map((k) => k.length))].sort((a, b) => a - b);
    const first = (s) => {
        if (s === '')
            return -1;
        let best = anywhere.first(s, exact.get(s) ?? Infinity);
        for (const n of lengths) {
            if (n > s.length)
                break;
            const b = byPrefix.get(n === s.length ? s : s.slice(0, n));
            if (b)
                best = b.first(s, best);
        }
        return best === Infinity ? -1 : best;
    };
    return { first, test: (s) => first(s) !== -1 };
}


/***/ }),

/***/ 9861:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JJ: () => (/* binding */ HOLD_FLAG),
/* harmony export */   Rp: () => (/* binding */ HOLD_MIN_FILES),
/* harmony export */   cU: () => (/* binding */ youngGenerationHeld),
/* harmony export */   kK: () => (/* binding */ holdYoungGeneration)
/* harmony export */ });
/* unused harmony export measuredOn */
/* harmony import */ var _builtin_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7216);
/**
 * A run of many files keeps V8's young generation at its starting size (issue #7: 150 MB
 * of peak RSS for 10,000 skills). Every result is kept for the report and the lock check, so
 * most of what a scavenge finds is alive; V8 reads that as a reason to double the young
 * generation, up to 16 MB a semi-space on node 20 and 32 MB on node 24 (the Action's
 * runtime), each megabyte of it touched and kept. A run's survivors are promoted either way,
 * and more, smaller scavenges cost the same time (measured, docs/performance.md).
 *
 * The heap's maximum is fixed when the isolate starts (only a node flag sets it, which a
 * program run as `node dist/index.js` cannot pass), but V8 reads its growth factor each time
 * it would grow the young generation: at 1 the next size is the current one. V8 flags are
 * the process's, and V8 sets a factor below 2 back to 2 whenever it sets up an isolate's
 * heap: a worker thread's start undoes the hold, so the sidecar (sidecar.ts) and a pool worker
 * (worker.ts) set it again as they start.
 */

/** From this many files on: below it the young generation barely grows (1,000 skills: 71 MB against 67 MB). */
const HOLD_MIN_FILES = 1000;
let held = false;
/**
 * Stops the young generation from growing, for a run of `files` files (or a repository
 * listing of as many, before the skills among them are known). Only on the node
 * versions it was measured on: a flag V8 no longer knows would be an error line on stderr,
 * so a later node keeps V8's default.
 */
function holdYoungGeneration(files) {
    if (held || files < HOLD_MIN_FILES || !measuredOn(process.versions.node))
        return;
    held = true;
    hold();
}
/** True when this run holds the young generation (a thread it starts sets the hold again). */
function youngGenerationHeld() {
    return held;
}
const HOLD_FLAG = '--semi-space-growth-factor=1';
function hold() {
    (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeV8 */ .by)().setFlagsFromString(HOLD_FLAG);
}
/** Node 20 to 24 (V8 11.3 to 13.6). Exported for tests. */
function measuredOn(version) {
    const major = Number(version.split('.')[0]);
    return major >= 20 && major <= 24;
}


/***/ }),

/***/ 2419:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CL: () => (/* binding */ folderEnding),
/* harmony export */   Dt: () => (/* binding */ unreadableName),
/* harmony export */   EG: () => (/* binding */ fsReason),
/* harmony export */   Hl: () => (/* binding */ createReason),
/* harmony export */   KN: () => (/* binding */ undecodableName),
/* harmony export */   Pb: () => (/* binding */ DANGLING),
/* harmony export */   WH: () => (/* binding */ ownOutput),
/* harmony export */   Zr: () => (/* binding */ statReason),
/* harmony export */   d8: () => (/* binding */ danglingLink),
/* harmony export */   hS: () => (/* binding */ asFolder),
/* harmony export */   kN: () => (/* binding */ inertForRunner),
/* harmony export */   kT: () => (/* binding */ ownOutputFd),
/* harmony export */   lZ: () => (/* binding */ isSecretKeyText),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   ru: () => (/* binding */ underRunner),
/* harmony export */   z0: () => (/* binding */ namesFolder)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A file-system error in words, for messages about a file the user named. Node's own
 * message (`ENOTDIR: not a directory, open '/abs/path/.x.123.tmp'`) names absolute paths and
 * temporary files; the caller names the file as the user gave it, this says what went wrong.
 */
function fsReason(e) {
    const code = e?.code;
    switch (code) {
        case 'ENOENT':
            return 'its directory does not exist';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'ENOTDIR':
            return 'a part of its path is a file, not a directory';
        case 'EEXIST':
            return 'a file is in the way';
        case 'EISDIR':
            return 'it is a directory';
        case 'EROFS':
            return 'read-only file system';
        case 'ENOSPC':
            return 'no space left on the device';
        case 'EDQUOT':
            return 'disk quota exceeded';
        case 'ENAMETOOLONG':
            return 'the path, or a name in it, is too long';
        case 'ELOOP':
            return 'too many levels of symbolic links';
        case 'EMFILE':
        case 'ENFILE':
            return 'too many open files';
        default: {
            const message = String(e?.message ?? e);
            // Node's messages are `CODE: description, syscall 'path'`: the description is kept,
            // the path (the machine's, or a temporary file's) is not. One of skillgate's own (`it
            // is a FIFO, not a regular file`, code ENOTREG) is already words.
            if (code === undefined || !message.startsWith(`${code}:`))
                return message;
            const description = message
                .slice(code.length + 1)
                .split(',')[0]
                .trim();
            return description ? `${description} (${code})` : code;
        }
    }
}
/**
 * Why a file could not be created at `file`, in words: an ENOENT is a missing folder, a
 * dangling symlink in the file's place, or a folder where no file can be made (/proc).
 */
function createReason(e, file) {
    if (e?.code !== 'ENOENT')
        return fsReason(e);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file)))
        return 'its directory does not exist';
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file, { throwIfNoEntry: false })?.isSymbolicLink()
        ? 'it is a symlink that leads nowhere'
        : 'no file can be created there';
}
/**
 * True when reading `file` failed with `e` only because a symlink is there that leads nowhere:
 * a config, keyring or lockfile so linked is one that cannot be read, not one that is absent
 * (its settings, revocations or pins would be dropped without a word).
 */
function danglingLink(e, file) {
    if (e?.code !== 'ENOENT')
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
    }
    catch {
        return false;
    }
}
/** Said of a file that `danglingLink` finds. */
const DANGLING = 'it is a symlink to a file that does not exist';
/**
 * Whether `abs` is this process's own stdout or stderr (`/dev/stdout`, `/proc/self/fd/1`, or
 * the file the output is redirected to): the same file on disk as fd 1 or 2.
 */
function ownOutput(abs) {
    return ownOutputFd(abs) !== undefined;
}
/** Which of this process's outputs `abs` is (ownOutput): 1 for stdout, 2 for stderr. */
function ownOutputFd(abs) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(abs);
    }
    catch {
        return undefined;
    }
    for (const fd of [1, 2]) {
        try {
            const o = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
            if (o.dev === st.dev && o.ino === st.ino)
                return fd;
        }
        catch {
            // not open
        }
    }
    return undefined;
}
/** True when the GitHub runner runs the CLI (a workflow's `run:` step): its output is the job's log. */
function underRunner(env) {
    return env.GITHUB_ACTIONS === 'true';
}
/**
 * Why a path named on the command line cannot be looked up, in words. A name holding U+FFFD
 * that is not there is most likely a name on disk that is not valid UTF-8: node decodes the
 * command line as UTF-8, so the bytes it hands back are not the name's, and nothing opens it.
 */
function statReason(e, name = '') {
    if (e?.code !== 'ENOENT')
        return fsReason(e);
    return name.includes('\uFFFD')
        ? 'no such file or directory (the name holds U+FFFD: if the name on disk is not valid UTF-8, it cannot be passed on the command line; rename it, file and directory names must be UTF-8)'
        : 'no such file or directory';
}
let argvNotUtf8;
/**
 * Whether `name` came from an argument that is not UTF-8, as the bytes the process was given
 * (Linux's /proc/self/cmdline; where it cannot be read, any U+FFFD is taken as so): a U+FFFD
 * typed as itself (valid UTF-8) is a name like any other.
 */
function fromBytesNotUtf8(name) {
    if (argvNotUtf8 === undefined) {
        try {
            argvNotUtf8 = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)('/proc/self/cmdline')
                .toString('latin1')
                .split('\0')
                .map((a) => Buffer.from(a, 'latin1'))
                .filter((b) => !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(b))
                .map((b) => b.toString('utf8'));
        }
        catch {
            return true;
        }
    }
    return argvNotUtf8.some((a) => a.includes(name));
}
/**
 * Why a path to write, named on the command line, cannot be: it holds U+FFFD. Node decodes
 * the command line as UTF-8, so a name typed in bytes that are not (`r$'\xff'.json`) arrives
 * with U+FFFD in their place, and a file would be written under that other name, silently.
 * Undefined for any other name.
 */
function undecodableName(flag, name) {
    if (!name.includes('\uFFFD') || !fromBytesNotUtf8(name))
        return undefined;
    return `${flag} names a file with U+FFFD in its name: a name that is not valid UTF-8 reaches skillgate so decoded, and would be written under another name; give a name in UTF-8`;
}
/**
 * Why a path to read, named on the command line, cannot be: as undecodableName, a name typed in
 * bytes that are not UTF-8 arrives with U+FFFD in their place, and a file or folder named with
 * U+FFFD (another, a sibling say) would be read in its place, silently. Undefined for any other name.
 */
function unreadableName(what, name) {
    if (!name.includes('\uFFFD') || !fromBytesNotUtf8(name))
        return undefined;
    return `${what} names a path that is not valid UTF-8: it reaches skillgate decoded (U+FFFD in place of each bad byte), and a file so named, another, would be read in its place; rename it (names must be UTF-8) and name it again`;
}
/**
 * Text for the GitHub runner's log, where a line starting with `::` (after blanks) or
 * holding `##[` anywhere is a workflow command: a word joiner (U+2060, invisible, and no
 * blank to the runner's TrimStart) goes before such a `::` and inside each `##[`. Text
 * without either is returned as it is.
 */
function inertForRunner(s) {
    if (!s.includes('::') && !s.includes('##['))
        return s;
    return s.replaceAll('##[', '##\u2060[').replace(/^([\s\u0085]*)::/gm, '$1\u2060::');
}
/**
 * A secret key's text as `sign --key` reads it (keygen writes 64 hex digits and a line end;
 * whitespace and a BOM around them are taken too). Such text is never quoted, never replaced.
 */
function isSecretKeyText(text) {
    return /^[0-9a-fA-F]{64}$/.test(text.trim());
}
/**
 * True when a report path ends with a path separator (`/`, and `\` on Windows): it names a
 * folder, and path.resolve would drop the separator and write a file of the folder's name.
 */
function namesFolder(p) {
    return folderEnding(p) !== undefined;
}
/**
 * How `p` ends when that ending names a folder whatever is there: `/` (path.resolve drops
 * it), or a last part `.` or `..` (`locks/.`: path.resolve makes it `locks`, a file's name).
 */
function folderEnding(p) {
    const sep = process.platform === 'win32' ? /[\\/]/ : /\//;
    if (p.endsWith('/') || (process.platform === 'win32' && p.endsWith('\\')))
        return p.slice(-1);
    const last = p.split(sep).pop();
    if (last !== '.' && last !== '..')
        return undefined;
    return p.length > last.length ? p.slice(-(last.length + 1)) : last;
}
/** `p` as a folder to name a file in: `locks/` for `locks/`, `locks/.` and `locks`. */
function asFolder(p) {
    if (p.endsWith('/') || (process.platform === 'win32' && p.endsWith('\\')))
        return p;
    return p === '.' ? './' : p.endsWith('/.') ? p.slice(0, -1) : `${p}/`;
}
/**
 * `s`, a path, as one word for a POSIX shell: as it is when it needs no quoting, else in
 * single quotes; `./` first when it starts with `-` (else it reads as an option).
 */
function shellWord(s) {
    const p = s.startsWith('-') ? `./${s}` : s;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(p) ? p : `'${p.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 7636:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ yamlLibrary),
/* harmony export */   s: () => (/* binding */ picomatchLibrary)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Libraries loaded on first use (issue #7: start-up), each from a file of its own beside
 * the bundle, a CommonJS build of the package that `npm run build` writes into dist/
 * (scripts/build-libraries.mjs; webpack does not follow a `createRequire` require, so no
 * chunk holds them). Run from the sources (the tests), they are the packages themselves.
 *
 * - `yaml`: most frontmatter never needs it (core/fastyaml.ts reads the common shapes); a
 *   single-file run that loads it anyway spends ~8 ms (of ~115) compiling and running it.
 * - `picomatch`: only globs the hand-written checks and matchers leave to it (core/globset.ts,
 *   core/glob-check.ts, a keyring's globs: classes, ranges in braces, extglobs, a glob that
 *   might spell `..`; not stars, globstars nor `{a,b}` lists); ~2 ms of every start when it
 *   sat in the main chunk.
 */




/** The package `pkg`, from `file` beside the bundle when it is there. */
function load(file, pkg) {
    // Not `new URL(file, import.meta.url)`: webpack would make that an asset of its own.
    const bundled = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(require("url").pathToFileURL(__filename).href)), file);
    return (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(require("url").pathToFileURL(__filename).href)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(bundled) ? bundled : pkg);
}
let yaml;
let picomatch;
function yamlLibrary() {
    return (yaml ??= load('yaml.cjs', 'yaml'));
}
function picomatchLibrary() {
    return (picomatch ??= load('picomatch.cjs', 'picomatch'));
}


/***/ }),

/***/ 3331:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ makeDirs),
/* harmony export */   x: () => (/* binding */ checkDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * `mkdir -p`, one level at a time from the deepest folder that exists. Node's
 * `mkdirSync(dir, { recursive: true })` never returns under /proc (`/proc/x/y`: mkdir says
 * ENOENT, its parent says EEXIST, and it tries again), so a report path or `--dir` there
 * would hang the step; here it fails with the first mkdir's error. A file on the way is
 * ENOTDIR; a folder named SKILL.md to be made on the way is refused (ESKILLDIR). `mode`
 * applies to every folder it creates. Returns the folders it made, the shallowest first.
 */
function makeDirs(dir, mode) {
    const missing = missingDirs(dir);
    const made = [];
    for (let i = missing.length - 1; i >= 0; i--) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(missing[i], mode === undefined ? undefined : { mode });
            made.push(missing[i]);
        }
        catch (e) {
            // Created meanwhile by someone else: fine when it is a folder.
            if (e.code !== 'EEXIST' || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(missing[i]).isDirectory())
                throw e;
        }
    }
    return made;
}
/**
 * Throws what makeDirs(dir) would before it made a folder (a file on the way, a folder that
 * takes no new entry), making none: a run that fails later leaves no empty folders behind.
 */
function checkDirs(dir) {
    const missing = missingDirs(dir);
    if (missing.length)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(missing[missing.length - 1]), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
}
/** The folders of `dir` that are not there, deepest first; throws as mkdir would for a file on the way. */
function missingDirs(dir) {
    const missing = [];
    let d = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    for (;;) {
        let isDir;
        try {
            isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(d).isDirectory();
        }
        catch (e) {
            const up = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(d);
            if (e.code !== 'ENOENT' || up === d)
                throw e;
            missing.push(d);
            d = up;
            continue;
        }
        if (!isDir)
            throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}' (${d} is a file)`), {
                code: 'ENOTDIR',
            });
        break;
    }
    // A folder named SKILL.md is read by every scan as a skill that cannot be read (ReadError):
    // a report, a key or a skill written under one would break every later check.
    if (missing.some((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(d) === 'SKILL.md'))
        throw Object.assign(new Error('a folder named SKILL.md would be made on the way, and every scan reads a folder by that name as a skill it cannot read (ReadError); name the folder otherwise'), { code: 'ESKILLDIR' });
    return missing;
}


/***/ }),

/***/ 6207:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ own)
/* harmony export */ });
/**
 * A string that does not keep the string it was sliced from alive. V8 makes a slice of 13
 * or more characters a view into its parent, so a value kept for a whole run (a result's
 * data, a lock entry) would keep the whole file's text. Prefixing one character and slicing
 * it off again copies the characters (the concatenation is flattened first).
 */
function own(v) {
    return v.length < 13 ? v : ('\0' + v).slice(1);
}


/***/ }),

/***/ 6021:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ setWorkerEntry),
/* harmony export */   Xx: () => (/* binding */ isPoolWorker),
/* harmony export */   h2: () => (/* binding */ forcedThreads),
/* harmony export */   qr: () => (/* binding */ checkInPool),
/* harmony export */   vd: () => (/* binding */ threadsFor)
/* harmony export */ });
/* unused harmony exports WORKER_TAG, POOL_THRESHOLD, LARGE_REST, idleCores, worthAWorker */
/* harmony import */ var _builtin_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7216);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2257);
/* harmony import */ var _heap_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9861);



/** Marks workerData as ours: src/index.ts runs the worker when it sees it. */
const WORKER_TAG = 'skillgate-pool-worker';
/**
 * Below this many files a worker is never worth it: it takes ~90 ms to load the bundle, its
 * code starts cold (JIT) and each result it sends back costs ~20 \u00b5s to receive.
 */
const POOL_THRESHOLD = 1000;
/**
 * Above the threshold the main thread checks the first chunks itself, then starts workers
 * only for a large rest (docs/performance.md): plain JS checking of a few thousand files
 * gains nothing from a cold second isolate, and the sidecar (sidecar.ts) already gives the
 * other core the reading and the signature checks.
 */
const LARGE_REST = 20_000;
const PROBE_CHUNKS = 2;
const CHUNK = 48;
const MAX_THREADS = 8;
/** How long the main thread waits for a silent worker before checking its chunks itself. */
const STALL_MS = 5_000;
let entry;
/**
 * True in a pool worker: the bundle started by checkInPool, with WORKER_TAG as its argument
 * and in its workerData. A user's `skillgate skillgate-pool-worker` is not one; node's
 * worker_threads module is loaded only to tell (a plain run never loads it).
 */
function isPoolWorker(argv = process.argv) {
    if (argv[2] !== WORKER_TAG)
        return false;
    const { isMainThread, workerData } = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .workerThreads */ .kp)();
    return !isMainThread && !!workerData?.[WORKER_TAG];
}
/** Called by the bundle's entry with its own path: the file a worker runs. */
function setWorkerEntry(file) {
    entry = file;
}
const CONTEXT_KEYS = new Set(['settings', 'broker', 'keyring', 'keyringNote', 'locked']);
/**
 * CPU times when the run first asked about threads: the window idleCores() looks at. Not read
 * when the module loads: a single-file run would pay for node:os and /proc reads it never uses.
 */
let cpusAtStart;
function cpuTimes() {
    try {
        return (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOs */ .jw)()
            .cpus()
            .map(({ times: t }) => ({ idle: t.idle, total: t.user + t.nice + t.sys + t.idle + t.irq }));
    }
    catch {
        return [];
    }
}
/**
 * How many cores sat idle since the run first asked (threadsFor, before the main thread's
 * first chunks), e.g. 0.9 on a quiet 2-core machine. Falls back to the load average when the
 * window is too short to tell (the kernel counts in 10 ms ticks), as it is on the first call.
 */
function idleCores() {
    if (!cpusAtStart)
        cpusAtStart = cpuTimes();
    const current = cpuTimes();
    let idle = 0;
    let ticks = 0;
    for (let i = 0; i < current.length && i < cpusAtStart.length; i++) {
        const total = current[i].total - cpusAtStart[i].total;
        ticks += total;
        if (total > 0)
            idle += (current[i].idle - cpusAtStart[i].idle) / total;
    }
    if (ticks >= 40 * Math.max(1, current.length))
        return idle;
    const os = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOs */ .jw)();
    return Math.max(0, os.availableParallelism() - os.loadavg()[0] - 1);
}
/**
 * How many threads (main included) to use for `n` files; 1 means: do not start a pool.
 * Only an idle core is worth a worker: on a busy machine a second thread gets no core of its
 * own, and its start-up (~70 ms of CPU), its cold JIT and the results it sends back are pure
 * cost (measured: docs/performance.md). SKILLGATE_THREADS=N overrides (1 turns the pool off).
 */
function threadsFor(n, env = process.env, cores = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOs */ .jw)().availableParallelism(), idle = n >= POOL_THRESHOLD ? idleCores() : 0) {
    if (!entry || n === 0)
        return 1;
    const forced = forcedThreads(env);
    if (forced !== undefined)
        return forced;
    if (n < POOL_THRESHOLD)
        return 1;
    const workers = Math.floor(idle + 0.4);
    return Math.max(1, Math.min(1 + workers, cores, MAX_THREADS, Math.ceil(n / (POOL_THRESHOLD / 2))));
}
/** SKILLGATE_THREADS=N, when set: the thread count, decided by the user (tests, benchmarks). */
function forcedThreads(env = process.env) {
    const v = env.SKILLGATE_THREADS;
    return v !== undefined && /^\d+$/.test(v) ? Math.max(1, Math.min(Number(v), MAX_THREADS)) : undefined;
}
/**
 * After the probe: is a worker worth starting for `rest` files? Only for a large rest: below
 * that, the sidecar (sidecar.ts) gives the other core the reading and the signatures, which
 * pays more than a cold second checker.
 */
function worthAWorker(rest) {
    return rest >= LARGE_REST;
}
/**
 * Checks `files` with `check` on up to `threads` threads (all of them at once when the user
 * forced the count, else after the probe, if it pays). Returns undefined when it cannot use
 * a pool at all (the caller then checks sequentially); never loses or duplicates a file.
 */
function checkInPool(files, ctx, threads, check, forced = forcedThreads() !== undefined) {
    if (!entry || threads < 2 || files.length === 0)
        return undefined;
    // A context field a worker could not rebuild means: do it here, correctly, if slowly.
    if (Object.keys(ctx).some((k) => !CONTEXT_KEYS.has(k)))
        return undefined;
    const debug = (process.env.SKILLGATE_POOL_DEBUG ?? '').split(',').filter(Boolean);
    const stallMs = debug.includes('crash') ? 300 : STALL_MS;
    const nChunks = Math.ceil(files.length / CHUNK);
    const shared = new SharedArrayBuffer(8);
    const counter = new Int32Array(shared);
    const workers = [];
    const spawn = () => {
        try {
            for (let i = 1; i < threads; i++) {
                const { MessageChannel, Worker } = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .workerThreads */ .kp)();
                const { port1, port2 } = new MessageChannel();
                const init = {
                    [WORKER_TAG]: true,
                    settings: ctx.settings,
                    keyring: ctx.keyring,
                    keyringNote: ctx.keyringNote,
                    locked: ctx.locked,
                    files,
                    chunk: CHUNK,
                    shared,
                    port: port2,
                    debug,
                    epochAnchor: (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .epochAnchor */ .l$)(),
                    holdYoung: (0,_heap_js__WEBPACK_IMPORTED_MODULE_1__/* .youngGenerationHeld */ .cU)(),
                };
                const worker = new Worker(entry, {
                    // src/index.ts looks at workerData only when it sees this argument (see isPoolWorker).
                    argv: [WORKER_TAG],
                    workerData: init,
                    transferList: [port2],
                    stdout: true,
                    stderr: true,
                    // A smaller young generation: ~10 MB less RSS per worker, no measurable time.
                    resourceLimits: { maxYoungGenerationSizeMb: 8 },
                });
                worker.unref();
                // A worker that fails is recovered from below; its errors must not reach the user.
                worker.on('error', () => undefined);
                workers.push({ worker, port: port1 });
            }
        }
        catch {
            // No worker, or fewer: the main thread claims whatever they do not.
        }
    };
    // `late` (tests): start the workers after the probe, as an unforced run that pays would.
    if (forced && !debug.includes('late'))
        spawn();
    const results = new Array(nChunks);
    const starts = new Array(nChunks);
    const runChunk = (c) => {
        const from = c * CHUNK;
        const to = Math.min(files.length, from + CHUNK);
        const rs = [];
        const ts = [];
        for (let i = from; i < to; i++) {
            ts.push((0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .epochMs */ .e9)());
            rs.push(check(files[i]));
        }
        results[c] = rs;
        starts[c] = ts;
    };
    // Tests make the workers go first, so that they surely take part.
    const letWorkersStart = () => {
        if (!debug.includes('wait') || workers.length === 0)
            return;
        const t0 = (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .now */ .tB)();
        const claimed = Atomics.load(counter, 0);
        while (Atomics.load(counter, 0) === claimed && (0,_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .now */ .tB)() - t0 < 20_000)
            Atomics.wait(counter, 0, claimed, 20);
    };
    letWorkersStart();
    // Main thread's share: claim chunks until none is left; after the probe, maybe start workers.
    let mainChunks = 0;
    let decided = forced && !debug.includes('late');
    for (let c = Atomics.add(counter, 0, 1); c < nChunks; c = Atomics.add(counter, 0, 1)) {
        runChunk(c);
        mainChunks++;
        if (!decided && mainChunks >= PROBE_CHUNKS) {
            decided = true;
            if (debug.includes('late') || worthAWorker(files.length - (c + 1) * CHUNK)) {
                spawn();
                letWorkersStart();
            }
        }
    }
    // The rest was claimed by workers: wait for their messages, or do it here.
    let missing = 0;
    let failed = 0;
    for (let c = 0; c < nChunks; c++)
        if (!results[c])
            missing++;
    const drain = () => {
        const { receiveMessageOnPort } = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .workerThreads */ .kp)();
        for (const { port } of workers) {
            for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
                const msg = m.message;
                const rs = msg.json !== undefined ? JSON.parse(msg.json) : msg.results;
                if (rs && msg.starts && !results[msg.chunk] && rs.length > 0) {
                    results[msg.chunk] = rs;
                    starts[msg.chunk] = msg.starts;
                    missing--;
                }
                else if (msg.error !== undefined && !results[msg.chunk]) {
                    runChunk(msg.chunk);
                    failed++;
                    missing--;
                }
            }
        }
    };
    const fromWorkers = missing;
    let recovered = 0;
    let delivered = Atomics.load(counter, 1);
    while (missing > 0) {
        drain();
        if (missing === 0)
            break;
        if (Atomics.wait(counter, 1, delivered, stallMs) === 'timed-out' && Atomics.load(counter, 1) === delivered) {
            for (let c = 0; c < nChunks; c++) {
                if (results[c])
                    continue;
                runChunk(c);
                recovered++;
            }
            missing = 0;
        }
        delivered = Atomics.load(counter, 1);
    }
    if (debug.includes('trace')) {
        process.stderr.write(`skillgate: pool: ${files.length} files, ${workers.length + 1} threads, ${nChunks} chunks: ` +
            `${mainChunks} on the main thread, ${fromWorkers - failed - recovered} from workers, ` +
            `${failed + recovered} redone after a worker failed\n`);
    }
    for (const { worker, port } of workers) {
        port.close();
        void worker.terminate();
    }
    return { results: results.flatMap((r) => r), starts: starts.flatMap((s) => s) };
}


/***/ }),

/***/ 5728:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Rj: () => (/* binding */ MAX_KEYRING_BYTES),
  hP: () => (/* binding */ MAX_LOCKFILE_BYTES),
  f2: () => (/* binding */ byPath),
  K7: () => (/* binding */ checkAll),
  vH: () => (/* binding */ checkFile),
  BT: () => (/* binding */ contextFor),
  UL: () => (/* binding */ drift),
  Or: () => (/* binding */ loadKeyring),
  mF: () => (/* binding */ readLock),
  QH: () => (/* binding */ resolveIn),
  ml: () => (/* binding */ snapshots),
  yP: () => (/* binding */ startSidecar),
  l: () => (/* binding */ tooLargeLockfile)
});

// UNUSED EXPORTS: snapshotOf

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __nccwpck_require__(1400);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __nccwpck_require__(2419);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __nccwpck_require__(7188);
// EXTERNAL MODULE: ./src/core/config-types.ts
var config_types = __nccwpck_require__(6861);
// EXTERNAL MODULE: ./src/core/engine.ts + 2 modules
var engine = __nccwpck_require__(9157);
// EXTERNAL MODULE: ./src/signature/keyring.ts
var keyring = __nccwpck_require__(351);
// EXTERNAL MODULE: ./src/scan/read.ts
var scan_read = __nccwpck_require__(6381);
// EXTERNAL MODULE: ./src/scan/setting-file.ts
var setting_file = __nccwpck_require__(9692);
// EXTERNAL MODULE: ./src/rules/tree.ts
var tree = __nccwpck_require__(2299);
// EXTERNAL MODULE: ./src/rules/v1.ts
var v1 = __nccwpck_require__(9570);
// EXTERNAL MODULE: ./src/lock/lockfile.ts
var lockfile = __nccwpck_require__(8606);
// EXTERNAL MODULE: ./src/lock/diff.ts
var diff = __nccwpck_require__(8300);
// EXTERNAL MODULE: ./src/lock/positions.ts
var positions = __nccwpck_require__(3535);
// EXTERNAL MODULE: ./src/scan/files.ts
var scan_files = __nccwpck_require__(5438);
// EXTERNAL MODULE: ./src/core/pool.ts
var pool = __nccwpck_require__(6021);
// EXTERNAL MODULE: ./src/core/builtin.ts
var builtin = __nccwpck_require__(7216);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __nccwpck_require__(2257);
// EXTERNAL MODULE: ./src/signature/ed25519.ts + 1 modules
var ed25519 = __nccwpck_require__(2962);
// EXTERNAL MODULE: ./src/core/heap.ts
var heap = __nccwpck_require__(9861);
;// CONCATENATED MODULE: ./src/core/sidecar.ts
/**
 * The second core's share of a large run, without a second copy of the checker (issues #3, #7).
 *
 * Two costs of a run need nothing of the checker's code: reading the files (open, fstat,
 * read, close: ~25 \u00b5s of system calls each) and the curve arithmetic of Ed25519
 * verification (~0.11 ms native). A sidecar is a tiny worker thread, an eval'd script that
 * loads only node:fs and node:crypto (it starts in ~20 ms: no bundle to load, no JIT to
 * warm up), that reads the files a little ahead of this thread and verifies the signatures
 * this thread hands it, while this thread parses and checks.
 *
 * It never decides anything, and nothing depends on it: every unit of work (a chunk of
 * files to read, a batch of signatures to verify) has a claim slot in shared memory, taken
 * by exactly one thread with a compare-and-swap. This thread does whatever the sidecar has
 * not claimed when it needs it, so a sidecar that starts late, fails or stalls only means
 * this thread does the work, as it would without one. A file the sidecar cannot read
 * cleanly (an error, not a regular file, too large) is read again here, by
 * scan/read.ts, which words the error. Verdicts come from the same `crypto.verify` either
 * way, after every strict check (ed25519.ts `precheck`) ran here.
 */







/** How long to wait for a git listing the sidecar started (git itself may take a while). */
const GIT_STALL_MS = 60_000;
/**
 * Below this many files a sidecar costs more than it saves: starting a worker's isolate takes
 * ~0.2 s of CPU on these machines (where each first touch of a page of memory costs ~20 \u00b5s),
 * more than reading the files and listing git's untracked ones here. Measured interleaved on
 * the bench corpus (docs/performance.md): 1,000 and 1,500 skills ~10% slower with it, 2,500
 * a tie, 5,000 and 10,000 faster.
 */
const SIDECAR_MIN_FILES = 3000;
/** Files per read chunk, and how many chunks the sidecar may read ahead of this thread. */
const CHUNK = 64;
const AHEAD = 6;
/** The ring the sidecar reads files into: a slot of this many bytes per chunk in flight. */
const SLOTS = AHEAD + 2;
const SLOT_BYTES = 1024 * 1024;
/** Signatures per verification batch. */
const BATCH = 16;
const MAX_BATCHES = 1 << 14;
/** How long this thread waits for a silent sidecar before it does the work itself. */
const STALL_MS = 5_000;
const DEBUG_MODES = ['on', 'first', 'crash', 'stall'];
// Shared Int32 slots.
const POS = 0; // the chunk this thread is at
const ANSWERS = 1; // messages the sidecar posted
const STOP = 2; // set when the run is over
const GIT = 3; // 1 once the sidecar started the git listing it was given
const HEADER = 4;
// Claim slots: 0 free, 1 the sidecar's, 2 this thread's; 3 a chunk the sidecar has read into
// the ring. Read chunks first, then batches.
const WORKER_SOURCE = `
'use strict';
const { workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createPublicKey, verify } = require('node:crypto');
const { port, shared, paths, listedAt, fences, fenceAt, sep, chunk, nChunks, maxBytes, ahead, debug, git, ring, spanRing, slots, slotBytes, hold } = workerData;
// Setting up this thread's isolate set the process's young-generation growth back: the main
// thread's hold is set again, first thing (heap.ts).
if (hold) require('node:v8').setFlagsFromString(${JSON.stringify(heap/* HOLD_FLAG */.JJ)});
if (debug === 'crash') throw new Error('SKILLGATE_SIDECAR_DEBUG=crash');
const S = new Int32Array(shared);
const POS = ${POS}, ANSWERS = ${ANSWERS}, STOP = ${STOP}, GIT = ${GIT}, HEADER = ${HEADER};
const answered = () => { Atomics.add(S, ANSWERS, 1); Atomics.notify(S, ANSWERS); };

// The git listing runs in its own process, started first and collected by the event loop
// between chunks (the loop below yields to it), so that its output is there as soon as the
// main thread is done with the tracked files. A failure posts null: the main thread then
// runs git itself, for the error message.
if (git && debug !== 'stall') {
  Atomics.store(S, GIT, 1);
  let posted = false;
  const post = (out) => {
    if (posted) return;
    posted = true;
    port.postMessage({ g: out });
    answered();
  };
  try {
    const child = require('node:child_process').spawn('git', git.args, {
      cwd: git.cwd,
      env: git.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parts = [];
    // Anything on stderr (a directory git could not open, say) sends the listing to the main
    // thread, which runs git again and reads its warnings.
    let warned = false;
    child.stdout.on('data', (d) => parts.push(d));
    child.stderr.on('data', () => { warned = true; });
    child.on('error', () => post(null));
    child.on('close', (code) => post(code === 0 && !warned ? Buffer.concat(parts).toString('utf8') : null));
  } catch {
    post(null);
  }
}
// O_NOFOLLOW: a symlinked SKILL.md is left to the main thread, which reads it only when
// it stays inside the scanned tree (scan/read.ts).
const RO = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK || 0) | (fs.constants.O_NOFOLLOW || 0);
const SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const keys = new Map();
const RING = Buffer.from(ring);
const SPANS = new Int32Array(spanRing);

// Folders on the way to a listed file: one a symlink (a tracked folder replaced by a link,
// which O_NOFOLLOW does not see) leaves the file to the main thread, which judges where it leads.
const plain = new Map();
function linkOnTheWay(file, start) {
  for (let j = file.indexOf(sep, start); j >= 0; j = file.indexOf(sep, j + 1)) {
    const dir = file.slice(0, j);
    let p = plain.get(dir);
    if (p === undefined) {
      try { p = !fs.lstatSync(dir).isSymbolicLink(); } catch { p = true; }
      plain.set(dir, p);
    }
    if (!p) return true;
  }
  return false;
}

// Where an open file really is (Linux): a folder swapped for a symlink since the scan listed
// it leads the open out of the tree, whatever was checked before. Such a file, or one inside
// a .git folder, is left to the main thread, which says so (scan/read.ts, openedPath).
const PROC_FD = process.platform === 'linux' ? '/proc/self/fd/' : undefined;
function openedAt(fd) {
  if (PROC_FD === undefined) return undefined;
  try { return fs.readlinkSync(PROC_FD + fd); } catch { return undefined; }
}
function leftTheFence(real, fence) {
  if (real === undefined) return false;
  if (!real.startsWith(fence + sep) && !(fence.endsWith(sep) && real.startsWith(fence))) return true;
  return real.slice(fence.length).split(sep).some((part) => part.toLowerCase() === '.git');
}

// Reads a file into the ring at base + at; -1 when the main thread must read it (an error,
// not a regular file, too large, no room left in this chunk's slot, a folder link on the way,
// or where it was opened out of its fence).
function readInto(file, base, at, start, fence) {
  let fd = -1;
  try {
    fd = fs.openSync(file, RO);
    // Opened by exactly the name asked for: no folder on the way is a link (the lstats of
    // linkOnTheWay have nothing to find).
    const real = fence !== undefined || start >= 0 ? openedAt(fd) : undefined;
    if (real !== file && start >= 0 && linkOnTheWay(file, start)) return -1;
    if (fence !== undefined && leftTheFence(real, fence)) return -1;
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes || at + st.size > slotBytes) return -1;
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, RING, base + at + off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return off;
  } catch {
    return -1;
  } finally {
    if (fd >= 0) try { fs.closeSync(fd); } catch {}
  }
}

// Chunk c goes to ring slot c % slots: the main thread is never more than \`ahead\` (< slots - 1)
// chunks behind, so a slot is rewritten only once it is done with it.
function readChunk(c) {
  if (debug === 'stall') return;
  const from = c * chunk, to = Math.min(paths.length, from + chunk);
  const slot = c % slots, base = slot * slotBytes, sp = slot * chunk * 2;
  let at = 0;
  for (let i = from; i < to; i++) {
    const n = readInto(paths[i], base, at, listedAt[i], fenceAt[i] >= 0 ? fences[fenceAt[i]] : undefined);
    SPANS[sp + (i - from) * 2] = at;
    SPANS[sp + (i - from) * 2 + 1] = n;
    if (n > 0) at += n;
  }
  Atomics.store(S, HEADER + c, 3);
  Atomics.notify(S, HEADER + c);
}

function verifyBatch(m) {
  if (Atomics.compareExchange(S, HEADER + nChunks + m.b, 0, 1) !== 0 || debug === 'stall') return;
  const n = m.keys.length;
  const ok = new Uint8Array(n);
  const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
  for (let i = 0; i < n; i++) {
    try {
      let k = keys.get(m.keys[i]);
      if (k === undefined) {
        k = createPublicKey({ key: Buffer.concat([SPKI, Buffer.from(m.keys[i], 'hex')]), format: 'der', type: 'spki' });
        keys.set(m.keys[i], k);
      }
      ok[i] = verify(null, data.subarray(i * 128 + 64, i * 128 + 128), k, data.subarray(i * 128, i * 128 + 64)) ? 1 : 0;
    } catch {
      ok[i] = 2;
    }
  }
  port.postMessage({ b: m.b, ok }, [ok.buffer]);
  answered();
}

// Reading ahead comes first (the main thread needs the files in order, the verdicts only at
// the end); one batch of signatures at a time in between, so reading never falls behind.
// Each turn does a few steps and yields to the event loop (git's output arrives there).
let next = 0;
function pump() {
  for (let steps = 0; steps < 8; steps++) {
    if (next >= nChunks || Atomics.load(S, STOP)) {
      for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) verifyBatch(m.message);
      port.on('message', verifyBatch);
      return;
    }
    const at = Atomics.load(S, POS);
    if (next < at) { next = at; continue; }
    if (next > at + ahead) {
      const m = receiveMessageOnPort(port);
      if (m) verifyBatch(m.message);
      else Atomics.wait(S, POS, at, 2); // the main thread does not notify its moves: look again in 2 ms
      continue;
    }
    if (Atomics.compareExchange(S, HEADER + next, 0, 1) === 0) readChunk(next);
    next++;
  }
  setImmediate(pump);
}
pump();
`;
/**
 * One run's sidecar. `Sidecar.for(files)` starts one when the run is large enough and a
 * second core exists (SKILLGATE_THREADS=1 turns it off); else every method does the work here.
 */
class Sidecar {
    files;
    debug;
    git;
    worker;
    port;
    shared;
    failed = false;
    started = false;
    nChunks;
    cur = -1;
    /** True when the sidecar read the current chunk into the ring. */
    curReady = false;
    ring;
    spans;
    batches = [];
    open = [];
    /** Chunks the sidecar read and batches it verified, of how many (SKILLGATE_POOL_DEBUG=trace). */
    stats = { chunks: 0, batches: 0, waits: 0, waitedMs: 0 };
    /** One line for SKILLGATE_POOL_DEBUG=trace. */
    trace() {
        return (`skillgate: sidecar: ${this.started ? 'started' : 'not started'}, ` +
            `${this.stats.chunks} of ${this.nChunks} chunks read there, ` +
            `${this.stats.batches} of ${this.batches.length} signature batches verified there, ` +
            `${this.git ? `untracked files listed ${this.gitText ? 'there' : 'here'}, ` : ''}` +
            `${this.stats.waits} waits for it (${this.stats.waitedMs.toFixed(1)} ms)\n`);
    }
    stallMs;
    /** Tests: this thread claims nothing and waits for the sidecar (which may never answer). */
    leaveAll;
    /** git's output for the listing handed over: undefined while pending, null when it failed. */
    gitText;
    constructor(files, threaded, debug, git) {
        this.files = files;
        this.debug = debug;
        this.git = git;
        this.nChunks = Math.ceil(files.length / CHUNK);
        // `first` waits as long as a loaded CI machine may take to start a thread.
        this.stallMs = debug === 'stall' ? 300 : debug === 'first' ? 60_000 : STALL_MS;
        this.leaveAll = debug === 'first' || debug === 'stall';
        if (threaded)
            this.start();
    }
    /** True when `Sidecar.for` would start one for `n` files. */
    static wanted(n, env = process.env) {
        const min = DEBUG_MODES.includes(env.SKILLGATE_SIDECAR_DEBUG ?? '') ? 1 : SIDECAR_MIN_FILES;
        return n >= min && env.SKILLGATE_THREADS !== '1' && (0,builtin/* nodeOs */.jw)().availableParallelism() >= 2;
    }
    /** `git`: a listing for the sidecar to run (in its own process) while this thread checks. */
    static for(files, env = process.env, git) {
        const mode = env.SKILLGATE_SIDECAR_DEBUG ?? '';
        const debug = DEBUG_MODES.includes(mode) ? mode : undefined;
        return new Sidecar(files, Sidecar.wanted(files.length, env), debug, git);
    }
    get threaded() {
        return this.worker !== undefined && !this.failed;
    }
    start() {
        try {
            const { MessageChannel, Worker } = (0,builtin/* workerThreads */.kp)();
            const { port1, port2 } = new MessageChannel();
            const shared = new SharedArrayBuffer(4 * (HEADER + this.nChunks + MAX_BATCHES));
            // Allocated here, once: no buffer per chunk made on the sidecar and freed on this thread.
            const ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
            const spanRing = new SharedArrayBuffer(4 * SLOTS * CHUNK * 2);
            this.worker = new Worker(WORKER_SOURCE, {
                eval: true,
                workerData: {
                    port: port2,
                    shared,
                    paths: this.files.map((f) => f.abs),
                    // Where each listed file starts below its root (-1: not listed): folders checked from there.
                    listedAt: Int32Array.from(this.files, (f) => (0,scan_files/* listedFrom */.iG)(f) ?? -1),
                    // Each file's fence (FileRef.fence), as an index into the few there are (-1: none).
                    ...fenceIndex(this.files),
                    sep: (external_node_path_default()).sep,
                    chunk: CHUNK,
                    nChunks: this.nChunks,
                    maxBytes: core_document/* MAX_FILE_BYTES */.gZ,
                    ahead: AHEAD,
                    debug: this.debug,
                    git: this.git,
                    ring,
                    spanRing,
                    slots: SLOTS,
                    slotBytes: SLOT_BYTES,
                    hold: (0,heap/* youngGenerationHeld */.cU)(),
                },
                transferList: [port2],
                stdout: true,
                stderr: true,
                resourceLimits: { maxYoungGenerationSizeMb: 4 },
            });
            this.worker.unref();
            this.worker.on('error', () => {
                this.failed = true;
            });
            this.port = port1;
            this.shared = new Int32Array(shared);
            this.ring = new Uint8Array(ring);
            this.spans = new Int32Array(spanRing);
            this.started = true;
        }
        catch {
            this.failed = true;
            this.worker = undefined;
        }
    }
    /**
     * File `i`'s bytes when the sidecar read them, valid until this thread asks for a file of
     * another chunk; undefined: read it here (scan/read.ts).
     */
    bytesOf(i) {
        const c = (i / CHUNK) | 0;
        if (c !== this.cur) {
            this.cur = c;
            this.curReady = this.chunk(c);
            if (this.curReady)
                this.stats.chunks++;
        }
        if (!this.curReady)
            return undefined;
        const slot = c % SLOTS;
        const k = slot * CHUNK * 2 + (i - c * CHUNK) * 2;
        const len = this.spans[k + 1];
        if (len < 0)
            return undefined;
        const start = slot * SLOT_BYTES + this.spans[k];
        // A view into the ring, no copy: its slot is rewritten only after this thread has moved
        // two chunks on, and checkBytes keeps nothing of the bytes (it decodes them to text).
        return this.ring.subarray(start, start + len);
    }
    /** True when the sidecar read chunk `c` into the ring; false: this thread reads it. */
    chunk(c) {
        const s = this.shared;
        if (!s || this.failed)
            return false;
        // Not notified: the sidecar's wait for a move times out every 2 ms, and it is chunks
        // ahead. A notify woke its idle core each chunk and cost this thread ~150 \u00b5s a time
        // (~40 ms of a 10,000-skill run's ~650 ms: a futex wake of another vCPU is dear here).
        Atomics.store(s, POS, c);
        // Ours to read unless the sidecar took it (or, in tests, must take it).
        if (!this.leaveAll && Atomics.compareExchange(s, HEADER + c, 0, 2) === 0)
            return false;
        for (;;) {
            const v = Atomics.load(s, HEADER + c);
            if (v === 3)
                return true;
            if (v === 2 || this.failed)
                return false;
            const t0 = (0,clock/* now */.tB)();
            const waited = Atomics.wait(s, HEADER + c, v, this.stallMs);
            this.stats.waits++;
            this.stats.waitedMs += (0,clock/* now */.tB)() - t0;
            if (waited === 'timed-out' && Atomics.load(s, HEADER + c) === v) {
                this.failed = true;
                return false;
            }
        }
    }
    /** Waits for what `get` finds among the sidecar's answers; undefined when it went silent. */
    await(get, stallMs = this.stallMs) {
        const s = this.shared;
        let answers = Atomics.load(s, ANSWERS);
        for (;;) {
            this.drain();
            const got = get();
            if (got !== undefined)
                return got;
            if (this.failed)
                return undefined;
            const t0 = (0,clock/* now */.tB)();
            const waited = Atomics.wait(s, ANSWERS, answers, stallMs);
            this.stats.waits++;
            this.stats.waitedMs += (0,clock/* now */.tB)() - t0;
            if (waited === 'timed-out' && Atomics.load(s, ANSWERS) === answers) {
                this.failed = true;
                return undefined;
            }
            answers = Atomics.load(s, ANSWERS);
        }
    }
    drain() {
        if (!this.port)
            return;
        const { receiveMessageOnPort } = (0,builtin/* workerThreads */.kp)();
        for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
            const msg = m.message;
            if (msg.g !== undefined) {
                this.gitText = msg.g;
                continue;
            }
            const batch = this.batches[msg.b];
            if (!batch || batch.settled)
                continue;
            batch.settled = true;
            this.stats.batches++;
            batch.items.forEach((d, i) => 
            // 2: the sidecar could not run the check (never expected): decide it here.
            d.done(msg.ok[i] === 2 ? (0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message) : msg.ok[i] === 1));
        }
    }
    /**
     * The output of the git listing handed to `Sidecar.for`, once it is done; undefined when
     * the sidecar did not run it or it failed (the caller then runs git itself, for the error).
     */
    gitOutput() {
        const s = this.shared;
        if (!this.git || !s || this.failed || Atomics.load(s, GIT) !== 1)
            return undefined;
        const text = this.await(() => this.gitText, GIT_STALL_MS);
        return text ?? undefined;
    }
    /** Hands over a signature's curve check; its verdict arrives by `settle()` at the latest. */
    submit(d) {
        if (!this.threaded) {
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
            return;
        }
        this.open.push(d);
        if (this.open.length >= BATCH)
            this.flush();
    }
    flush() {
        while (this.open.length > 0 && this.batches.length < MAX_BATCHES) {
            const items = this.open.splice(0, BATCH);
            const b = this.batches.length;
            this.batches.push({ items, settled: false });
            const data = new Uint8Array(items.length * 128);
            items.forEach((d, i) => {
                data.set(d.sig, i * 128);
                data.set(d.message, i * 128 + 64);
            });
            try {
                this.port.postMessage({ b, keys: items.map((d) => d.key), data }, [data.buffer]);
            }
            catch {
                this.failed = true;
            }
        }
    }
    /** Every verdict delivered (each `done` called) and the sidecar stopped when this returns. */
    settle() {
        const s = this.shared;
        if (s && !this.failed)
            this.flush();
        for (const d of this.open)
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
        this.open = [];
        const base = HEADER + this.nChunks;
        // Batches the sidecar has not claimed: here, now (the claim keeps it off them).
        for (let b = 0; b < this.batches.length; b++) {
            if (this.batches[b].settled)
                continue;
            if (!s || this.failed)
                this.runHere(b);
            else if (!this.leaveAll && Atomics.compareExchange(s, base + b, 0, 2) === 0)
                this.runHere(b);
        }
        // The rest is the sidecar's: take its answers, or do them here if it went silent.
        const pending = () => (this.batches.some((x) => !x.settled) ? undefined : true);
        if (s && pending() === undefined && this.await(pending) === undefined) {
            for (let b = 0; b < this.batches.length; b++)
                if (!this.batches[b].settled)
                    this.runHere(b);
        }
        this.stop();
    }
    runHere(b) {
        const batch = this.batches[b];
        batch.settled = true;
        for (const d of batch.items)
            d.done((0,ed25519/* verifyPrechecked */.A)(d.key, d.sig, d.message));
    }
    /** Stops the sidecar (settle() does, once every verdict is in; a run that ends early, at once). */
    stop() {
        if (this.shared) {
            Atomics.store(this.shared, STOP, 1);
            Atomics.notify(this.shared, POS);
        }
        this.port?.close();
        if (this.worker)
            void this.worker.terminate();
        this.worker = undefined;
        this.port = undefined;
    }
}
/** The files' fences as a list of the distinct ones and each file's index into it (-1: none). */
function fenceIndex(files) {
    const fences = [];
    const at = new Map();
    const fenceAt = Int32Array.from(files, (f) => {
        if (f.fence === undefined)
            return -1;
        let i = at.get(f.fence);
        if (i === undefined)
            at.set(f.fence, (i = fences.push(f.fence) - 1));
        return i;
    });
    return { fences, fenceAt };
}

// EXTERNAL MODULE: ./src/telemetry/index.ts
var telemetry = __nccwpck_require__(7327);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __nccwpck_require__(5655);
;// CONCATENATED MODULE: ./src/core/run.ts
/**
 * The pipeline shared by `validate`, `lock` and the Action: settings, keyring, files,
 * per-file checks, tree checks and drift. Returns data; the callers print.
 */






















/** Resolves a settings path: absolute as is, else relative to the repository root. */
function resolveIn(settings, p) {
    return external_node_path_default().isAbsolute(p) ? p : external_node_path_default().join(settings.root, p);
}
/**
 * Loads the keyring: the one a flag or config names (it must exist), else the default one
 * when it exists. Local mode reads it too, for its revocations (SPEC \u00a73).
 */
function loadKeyring(settings, text) {
    const file = resolveIn(settings, settings.trustedKeys);
    const fromDisk = text === undefined;
    if (text === undefined) {
        try {
            // A pipe only when a flag names it (`--trusted-keys <(\u2026)`): one the config names (`trusted_keys:`
            // at a FIFO with no writer) waited forever, where the config's lockfile is refused.
            const pipes = settings.trustedKeysExplicit && settings.trustedKeysAt === undefined;
            text = (0,setting_file/* readSettingFile */.F)(file, MAX_KEYRING_BYTES, pipes, settings).toString('utf8');
        }
        catch (e) {
            const code = e.code;
            const dangling = (0,io_text/* danglingLink */.d8)(e, file);
            if (!settings.trustedKeysExplicit && code === 'ENOENT' && !dangling)
                return { note: `no keyring at ${settings.trustedKeys}` };
            throw (0,config_types/* namedFileError */.Gd)(settings, 'trustedKeys', `cannot read trusted keyring ${settings.trustedKeys}: ${dangling ? io_text/* DANGLING */.Pb : code === 'ENOENT' ? 'no such file' : (0,io_text/* fsReason */.EG)(e)}`);
        }
    }
    try {
        return { keyring: (0,keyring/* parseKeyring */.ZU)(text, settings.trustedKeys) };
    }
    catch (e) {
        if (e instanceof keyring/* KeyringError */.Wy)
            throw new diagnostic/* UsageError */.eb(`invalid trusted keyring: ${e.message}`, 
            // Each bad line, for the Action's annotations: only when the text is the file's (a
            // keyring read from the base commit has other lines).
            fromDisk
                ? e.problems.map((p) => ({ file, line: p.line, column: 1, message: p.reason, what: 'trusted keyring' }))
                : undefined);
        throw e;
    }
}
function checkFile(ref, ctx) {
    const read = (0,scan_read/* readSkillFile */.eQ)(ref.abs, ref.fence, (0,scan_files/* listedFrom */.iG)(ref));
    if (!read.ok) {
        if (ref.listed && read.code === 'ENOENT' && !exists(ref.abs)) {
            return { path: ref.rel, outcome: 'ok', findings: [], duration_ms: 0, parsed: false, gone: true };
        }
        if (read.tooLarge !== undefined)
            return tooLarge(ref, read.tooLarge);
        return (0,engine/* unreadable */.O$)(ref, read.reason);
    }
    return (0,engine/* checkBytes */.Ac)(read.bytes, ref, ctx);
}
function tooLarge(ref, size) {
    return {
        path: ref.rel,
        outcome: 'parse_err',
        findings: [
            {
                field: '',
                code: 'FileTooLarge',
                message: `file is ${size} bytes; the limit is 1048576 bytes (1 MiB)`,
                line: 1,
                column: 1,
                severity: 'error',
            },
        ],
        duration_ms: 0,
        parsed: false,
    };
}
/** True when there is a directory entry at `abs` (a dangling symlink counts). */
function exists(abs) {
    try {
        (0,external_node_fs_.lstatSync)(abs);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Every file, then the cross-file checks. Large sets are spread over all cores (pool.ts);
 * a small one never pays for a thread. Telemetry records the final outcomes, unless
 * `record: false` (a second pass over the tree, for the lock check only, is not a validation
 * the report shows); a function records only the results it keeps (the Action checks every
 * file under `paths` for duplicate ids, and reports the changed ones).
 */
/**
 * Starts a run's sidecar (sidecar.ts) before the caller's other work, such as reading the
 * lockfile, so that the first files are read and git's untracked listing is under way
 * meanwhile; checkAll takes it over (`opts.sidecar`). Undefined when checkAll would not
 * use one (a run too small, one thread, or a pool that SKILLGATE_THREADS forces).
 */
function startSidecar(collected, settings) {
    // Before the lock is read: its 10,000 entries would grow the young generation (heap.ts).
    (0,heap/* holdYoungGeneration */.kK)(collected.files.length);
    (0,scan_read/* forgetFolders */.$9)();
    // No sidecar: checkAll lists the untracked files itself. Not here: the caller reads the
    // lock next, and a bad lockfile's error must come before a failing git listing's.
    if (poolForced(collected.files.length) || !Sidecar.wanted(collected.files.length))
        return undefined;
    return sidecarFor(collected, settings);
}
/** True when SKILLGATE_THREADS asks for a pool that `n` files would use. */
function poolForced(n) {
    return (0,pool/* forcedThreads */.h2)() !== undefined && (0,pool/* threadsFor */.vd)(n) > 1;
}
/** The run's sidecar, given git's untracked listing to run when the scan left it pending. */
function sidecarFor(collected, settings) {
    const git = collected.untracked ? { cwd: settings.root, args: [...scan_files/* UNTRACKED_ARGS */.Mb], env: (0,scan_files/* gitEnv */.gE)() } : undefined;
    return Sidecar.for(collected.files, process.env, git);
}
function checkAll(collected, ctx, moreIds, opts = {}) {
    // Measured on 2 cores (docs/performance.md), the sidecar, which takes the reading, the
    // signatures and the untracked listing to the other core, beats a second checker thread
    // (pool.ts) at 10,000 and at 50,000 files: the pool runs only when SKILLGATE_THREADS asks.
    const pooled = () => !opts.sidecar && poolForced(collected.files.length);
    (0,heap/* holdYoungGeneration */.kK)(collected.files.length);
    (0,scan_read/* forgetFolders */.$9)();
    // A repository scan's untracked files: listed by git on the sidecar while the tracked ones
    // are checked, or here and now when there is no sidecar.
    if (!opts.sidecar && collected.untracked && (pooled() || !Sidecar.wanted(collected.files.length))) {
        (0,scan_files/* completeUntracked */.B4)(collected, ctx.settings);
    }
    const files = collected.files;
    let checked = pooled() ? (0,pool/* checkInPool */.qr)(files, ctx, (0,pool/* threadsFor */.vd)(files.length), (f) => checkFile(f, ctx)) : undefined;
    if (checked) {
        const held = (0,engine/* heldFindings */.mu)();
        for (const r of checked.results)
            held.take(r);
    }
    if (!checked) {
        // The sidecar reads ahead and verifies signatures on the other core (sidecar.ts).
        const sidecar = opts.sidecar ?? sidecarFor(collected, ctx.settings);
        const here = { ...ctx, verifier: sidecar };
        checked = { results: new Array(files.length), starts: new Array(files.length) };
        // Held within bounds as each file is checked: 300 hostile files kept ~1 GB of findings.
        // (The report's own cut, in its order, is listWithinRun's.)
        const listed = (0,engine/* heldFindings */.mu)();
        try {
            for (let i = 0; i < files.length; i++) {
                checked.starts[i] = (0,clock/* epochMs */.e9)();
                const bytes = sidecar.bytesOf(i);
                checked.results[i] = listed.take(bytes ? (0,engine/* checkBytes */.Ac)(bytes, files[i], here) : checkFile(files[i], here));
            }
            if (collected.untracked) {
                for (const f of (0,scan_files/* completeUntracked */.B4)(collected, ctx.settings, sidecar.gitOutput())) {
                    checked.starts.push((0,clock/* epochMs */.e9)());
                    checked.results.push(listed.take(checkFile(f, here)));
                }
            }
        }
        finally {
            sidecar.settle();
        }
        if ((process.env.SKILLGATE_POOL_DEBUG ?? '').includes('trace'))
            process.stderr.write(sidecar.trace());
    }
    let { results, starts } = checked;
    if (ctx.settings.inGit && results.some((r) => r.gone)) {
        // Left out by a sparse checkout: checked as the index holds it (skillsFromIndex).
        const blobs = (0,scan_files/* skillsFromIndex */.jl)(ctx.settings.root, results.filter((r) => r.gone).map((r) => r.path), core_document/* MAX_FILE_BYTES */.gZ);
        if (blobs.size) {
            results = results.map((r, i) => {
                const blob = r.gone && i < files.length ? blobs.get(r.path) : undefined;
                if (blob === undefined)
                    return r;
                if (typeof blob === 'number')
                    return tooLarge(files[i], blob);
                if (!Buffer.isBuffer(blob))
                    return (0,engine/* unreadable */.O$)(files[i], `a sparse checkout leaves it out of the work tree, and git cannot give it: ${blob.error}`);
                return (0,engine/* checkBytes */.Ac)(blob, files[i], ctx);
            });
        }
    }
    if (results.some((r) => r.gone)) {
        starts = starts.filter((_, i) => !results[i].gone);
        results = results.filter((r) => !r.gone);
    }
    const { drop: aliases, named } = linksToOneFile(results, ctx.settings.root);
    if (aliases.size) {
        starts = starts.filter((_, i) => !aliases.has(i));
        results = results.filter((_, i) => !aliases.has(i));
    }
    for (const p of collected.problems) {
        starts.push((0,clock/* epochMs */.e9)());
        const r = (0,engine/* unreadable */.O$)(p.ref, p.reason);
        // Its path spells each byte that is not UTF-8 as the text `\xff`: SARIF's URI gives the byte.
        if (p.reason === scan_files/* NOT_UTF8 */.mM)
            r.bytesShown = true;
        results.push(r);
    }
    const order = results.map((_, i) => i).sort((a, b) => byPath(results[a], results[b]));
    const sorted = order.map((i) => results[i]);
    (0,engine/* checkTree */.RX)(sorted, opts.tree && sorted.some((r) => r.data?.id)
        ? withoutLinkedCopies(sorted, opts.tree(sorted), ctx.settings.root)
        : undefined, ctx.settings.profile === 'agentskills' ? 'name' : 'id', named);
    (0,tree/* runTreeRules */.J)(sorted, ctx.settings, moreIds, opts.staged);
    if (opts.record !== false) {
        const startedAt = order.map((i) => starts[i]);
        const keep = opts.record;
        if (typeof keep === 'function') {
            const kept = sorted.flatMap((r, i) => (keep(r) ? [i] : []));
            (0,telemetry.recordValidations)(kept.map((i) => sorted[i]), kept.map((i) => startedAt[i]));
        }
        else
            (0,telemetry.recordValidations)(sorted, startedAt);
    }
    return sorted;
}
/**
 * Repositories link one SKILL.md into several tools' folders (`.gemini/skills/x/SKILL.md ->
 * ../../../skills/x/SKILL.md`): one file under several names is one skill, not a
 * DuplicateId. Among results sharing an id (only those: a realpath per file would cost
 * every run; one without an id by its hash or first finding), the ones that are the same
 * file are kept once, under the file's own name when it is among them. Returns the indices to drop, and the links kept all the same: under
 * the agentskills profile a folder's name is part of the contract, so a link whose folder
 * does not carry the skill's name keeps its NameMismatch (it is no DuplicateId of its file).
 */
function linksToOneFile(results, root) {
    const drop = new Set();
    const named = new Set();
    const byId = new Map();
    for (let i = 0; i < results.length; i++) {
        // One file read twice reads alike: its id, else (a skill of another profile, a file that
        // does not parse) its frontmatter's hash or its first finding stands for it here. Not a
        // ReadError: a link refused (one leading out, say) is reported at every name it has.
        const r = results[i];
        const first = r.findings[0];
        const id = r.data?.id ||
            (r.hash !== undefined ? `\0${r.hash}` : first && first.code !== 'ReadError' ? `\0${JSON.stringify(first)}` : '');
        if (!id)
            continue;
        const list = byId.get(id);
        if (list)
            list.push(i);
        else
            byId.set(id, [i]);
    }
    let rootReal;
    for (const list of byId.values()) {
        if (list.length < 2)
            continue;
        if (rootReal === undefined) {
            try {
                rootReal = external_node_fs_.realpathSync.native(root);
            }
            catch {
                rootReal = root;
            }
        }
        const byFile = new Map();
        for (const i of list) {
            let real;
            try {
                real = external_node_fs_.realpathSync.native(external_node_path_default().resolve(root, results[i].path));
            }
            catch {
                continue;
            }
            const same = byFile.get(real);
            if (same)
                same.push(i);
            else
                byFile.set(real, [i]);
        }
        for (const [real, same] of byFile) {
            if (same.length < 2)
                continue;
            const own = external_node_path_default().relative(rootReal, real).split((external_node_path_default()).sep).join('/');
            const mismatch = (i) => results[i].findings.some((f) => f.code === 'NameMismatch');
            const first = (xs) => xs.reduce((a, b) => (byPath(results[a], results[b]) <= 0 ? a : b));
            const fitting = same.filter((i) => !mismatch(i));
            const kept = same.find((i) => results[i].path === own) ?? (fitting.length ? first(fitting) : first(same));
            // One file, one permission profile: the first any of its names takes (an agent loads it
            // by the link's name, which a profile's paths may govern). That name's check is kept,
            // under the kept name: the same bytes, so the same findings but the profile's.
            const rank = (i) => results[i].profileRank ?? Infinity;
            const governed = fitting.reduce((a, b) => (rank(b) < rank(a) ? b : a), kept);
            if (rank(governed) < rank(kept)) {
                // Under agentskills the kept name's own NameMismatch stays (the folder a name must
                // match is its own; the governed link's folder may carry the name).
                const own = results[kept].findings.filter((f) => f.code === 'NameMismatch');
                const findings = own.length
                    ? (0,engine/* capFindings */.jZ)((0,engine/* orderFindings */.$t)([...results[governed].findings, ...own]))
                    : results[governed].findings;
                results[kept] = {
                    ...results[governed],
                    path: results[kept].path,
                    findings,
                    outcome: own.length ? (0,diagnostic/* outcomeOf */.sG)(findings) : results[governed].outcome,
                };
            }
            for (const i of same) {
                if (i === kept)
                    continue;
                if (mismatch(i))
                    named.add((results[i] = { ...results[i], linkOf: results[kept].path }));
                else
                    drop.add(i);
            }
        }
    }
    return { drop, named };
}
/**
 * The rest of the tree without the files a checked result links to (or is linked from): a
 * changed `.claude/skills/x/SKILL.md -> ../../../skills/x/SKILL.md` is that skill, not a
 * DuplicateId of it. Only results sharing an id with a checked one are looked at.
 */
function withoutLinkedCopies(checked, tree, root) {
    const ids = new Map();
    const paths = new Set(checked.map((r) => r.path));
    for (const r of checked)
        if (r.data?.id)
            (ids.get(r.data.id) ?? ids.set(r.data.id, []).get(r.data.id)).push(r.path);
    const real = (rel) => {
        try {
            return external_node_fs_.realpathSync.native(external_node_path_default().resolve(root, rel));
        }
        catch {
            return undefined;
        }
    };
    const reals = new Map();
    const realOf = (rel) => (reals.has(rel) ? reals.get(rel) : reals.set(rel, real(rel)).get(rel));
    return tree.filter((o) => {
        const mine = o.data?.id !== undefined && !paths.has(o.path) ? ids.get(o.data.id) : undefined;
        if (!mine)
            return true;
        // As read: a link of the commit's (validate --staged) may lead elsewhere in the work tree.
        const file = o.readAt ?? realOf(o.path);
        return file === undefined || !mine.some((p) => realOf(p) === file);
    });
}
function byPath(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/** What the lock pins of a result, when the result is complete enough to pin. */
function snapshotOf(r) {
    const d = r.data;
    if (!d || !d.id || d.version === undefined || !r.hash)
        return undefined;
    return new ResultSnapshot(r, d, d.id, d.version, r.hash);
}
/**
 * A result's snapshot. Its positions are worked out when drift asks for them: most skills
 * match their entry, and 10,000 snapshots are made at once.
 */
class ResultSnapshot {
    data;
    id;
    version;
    frontmatter;
    path;
    signer;
    allowed_tools;
    allowed_memory_scopes;
    at;
    constructor(r, data, id, version, frontmatter) {
        this.data = data;
        this.id = id;
        this.version = version;
        this.frontmatter = frontmatter;
        this.path = r.path;
        this.signer = r.signer ?? null;
        // The result's own lists (nothing downstream changes them): no copy per skill. Of an
        // invalid skill, every name it declares: drift says what it asks for.
        this.allowed_tools = (0,v1/* declaredOf */.yN)(data, 'allowed_tools');
        this.allowed_memory_scopes = (0,v1/* declaredOf */.yN)(data, 'allowed_memory_scopes');
        if (data.unnamed)
            this.unnamed = true;
        if (r.beyondLock !== undefined)
            this.beyondLock = r.beyondLock;
        if (r.findings.length) {
            const errors = r.findings.filter((f) => f.severity === 'error');
            if (errors.length)
                this.invalid = errors.every((f) => f.code === 'DuplicateId') ? 'duplicate' : true;
        }
        // Only the agentskills profile's data keeps a metadata mapping.
        if ('metadata' in data)
            this.versionKey = 'metadata.version';
    }
    get positions() {
        if (this.at)
            return this.at;
        const d = this.data;
        // Drift points at the key that changed (its line), falling back to where its value starts.
        // (Under agentskills the keys are `name` and `allowed-tools`.)
        const pos = (k, alias) => (0,positions/* keyAt */.f5)(d.kept, k) ?? (alias !== undefined ? (0,positions/* keyAt */.f5)(d.kept, alias) : undefined) ?? (0,positions/* valueAt */.fK)(d.kept, k);
        return (this.at = {
            file: { line: 1, column: 1 },
            id: pos('id', 'name'),
            version: pos('version'),
            allowed_tools: pos('allowed_tools', 'allowed-tools'),
            allowed_memory_scopes: pos('allowed_memory_scopes'),
            signature: d.signaturePos ?? (0,positions/* keyAt */.f5)(d.kept, 'signature'),
        });
    }
}
function snapshots(results) {
    const seen = new Set();
    const out = [];
    for (const r of results) {
        // A link kept for its own findings is pinned by its file's own name.
        const s = r.linkOf === undefined ? snapshotOf(r) : undefined;
        if (s && !seen.has(s.id)) {
            seen.add(s.id);
            out.push(s);
        }
    }
    return out;
}
/** The largest keyring read: a line per skill for 100,000 skills takes ~10 MB. */
const MAX_KEYRING_BYTES = 16 * 1024 * 1024;
/**
 * The largest lockfile read or written (about 150,000 skills; 10,000 take ~4 MB).
 * SKILLGATE_LOCKFILE_MAX_BYTES lowers it (for tests: a lockfile past 64 MiB takes a tree of
 * hundreds of MiB to write); it never raises it.
 */
const MAX_LOCKFILE_BYTES = Math.min(64 * 1024 * 1024, Number(process.env.SKILLGATE_LOCKFILE_MAX_BYTES) > 0 ? Number(process.env.SKILLGATE_LOCKFILE_MAX_BYTES) : Infinity);
/** What a lockfile past MAX_LOCKFILE_BYTES is, for every command that meets one (`size`: when known). */
function tooLargeLockfile(name, size) {
    return size === undefined
        ? `invalid lockfile: ${name} holds more than ${(0,scan_read/* sizeText */.lP)(MAX_LOCKFILE_BYTES)}, the most a lockfile may hold`
        : `invalid lockfile: ${name} is ${(0,scan_read/* sizeText */.lP)(size)}; a lockfile may hold at most ${(0,scan_read/* sizeText */.lP)(MAX_LOCKFILE_BYTES)}`;
}
/** Reads and parses the lockfile; undefined when absent and not required. */
function readLock(settings, required, text) {
    const file = resolveIn(settings, settings.lockfile);
    let bytes;
    if (text === undefined) {
        try {
            // A lockfile past V8's longest string (~512 MiB) could not even be decoded; 10,000
            // skills take ~4 MB. A device (/dev/zero) is cut off at the limit too.
            bytes = (0,setting_file/* readSettingFile */.F)(file, MAX_LOCKFILE_BYTES, settings.lockfileExplicit, settings);
        }
        catch (e) {
            if (e instanceof scan_read/* TooLargeError */.qB)
                throw new diagnostic/* UsageError */.eb(tooLargeLockfile((0,report_text/* safe */.gB)(settings.lockfile), e.size));
            const code = e.code;
            const fail = (message) => {
                throw (0,config_types/* namedFileError */.Gd)(settings, 'lockfile', message);
            };
            if ((0,io_text/* danglingLink */.d8)(e, file))
                fail(`cannot read lockfile ${(0,report_text/* safe */.gB)(settings.lockfile)}: ${io_text/* DANGLING */.Pb}`);
            if (code === 'ENOENT' && !required)
                return undefined;
            if (code === 'ENOENT')
                fail(`no lockfile at ${(0,report_text/* safe */.gB)(settings.lockfile)}: run \`skillgate lock\` to create it`);
            fail(`cannot read lockfile ${(0,report_text/* safe */.gB)(settings.lockfile)}: ${(0,io_text/* fsReason */.EG)(e)}`);
        }
    }
    try {
        // Named in its errors as messages show names (a line break in it spelled out).
        const shown = (0,report_text/* safe */.gB)(settings.lockfile);
        return (0,lockfile/* parseLockfile */.tg)(text ?? (0,lockfile/* decodeLockfile */.Ec)(bytes, shown), shown);
    }
    catch (e) {
        if (e instanceof lockfile/* LockfileError */.g)
            throw new diagnostic/* UsageError */.eb(`invalid lockfile: ${e.message}`);
        throw e;
    }
}
/**
 * Drift of the whole tree against the lock. An id declared by several files is DuplicateId
 * on each copy; drift then compares only the copy at the locked path (if any), so a second
 * copy is never reported as a move (when the run shows no DuplicateId of those copies, as it
 * checks none of them or compares fewer files, each other copy is `added`: it must not pass
 * unsaid). A lock entry whose file is still there but cannot be read as a skill (a parse
 * error, a broken id) is that file's error, not a removal, when the run reports that file
 * (`shownResults`: what the run reports; all the tree when undefined). A file outside
 * the paths a run shows has its error shown nowhere: its entry is then `removed`, so the lock
 * check still fails, and the drift says what is wrong with the file (it is there). So does
 * the drift of an entry whose file is still there but left out by config include/exclude
 * (`leftOut`).
 */
function drift(lock, results, shownResults, leftOut) {
    const byId = new Map();
    const broken = new Set();
    const unshown = new Map();
    // Skills with errors this run does not show: their drift says to fix them, so it quotes them.
    const unshownInvalid = new Map();
    const reported = shownResults && new Set(shownResults.map((r) => r.path));
    const shown = (p) => !reported || reported.has(p);
    // The copies whose DuplicateId the run shows (a repository scan: every copy). A shown copy
    // may have none: the Action's `paths` or named files outside the tree compare fewer files.
    const duplicateShown = shownResults &&
        new Set(shownResults.filter((r) => r.findings.some((f) => f.code === 'DuplicateId')).map((r) => r.path));
    const said = (p) => !duplicateShown || duplicateShown.has(p);
    for (const r of results) {
        // A link kept for its own findings is the file it links to, no copy of it.
        if (r.linkOf !== undefined)
            continue;
        const s = snapshotOf(r);
        if (!s) {
            if (shown(r.path))
                broken.add(r.path);
            else
                unshown.set(r.path, r);
            continue;
        }
        if (s.invalid && !shown(r.path))
            unshownInvalid.set(r.path, r);
        const list = byId.get(s.id);
        if (list)
            list.push(s);
        else
            byId.set(s.id, [s]);
    }
    const compared = [];
    const ambiguous = new Set();
    // Ids several files this run does not show declare (a DuplicateId no finding shows here).
    const copies = new Map();
    // Copies of a skill the lock pins at another of them, when no shown DuplicateId says them.
    const others = [];
    for (const [id, list] of byId) {
        if (list.length === 1) {
            compared.push(list[0]);
            continue;
        }
        const locked = Object.hasOwn(lock.skills, id) ? list.find((s) => s.path === lock.skills[id].path) : undefined;
        if (locked) {
            compared.push(locked);
            // The other copies, when no DuplicateId shows them (not on the locked copy, nor on theirs):
            // not in the lock.
            if (!said(locked.path))
                for (const x of list)
                    if (x !== locked && !said(x.path))
                        others.push(x);
        }
        else if (list.some((x) => said(x.path)))
            ambiguous.add(id); // DuplicateId is shown on a copy
        else
            copies.set(id, list.map((x) => x.path).sort()); // shown nowhere: the drift says it
    }
    // A folder that could not be listed (a ReadError of its own) hides its skills: unknown, not removed.
    const folders = [...broken].map((p) => p + '/');
    const hidden = (p) => broken.has(p) || folders.some((f) => p.startsWith(f));
    const out = [];
    // The paths the run read, built for the first removed entry (most runs have none).
    let scanned;
    const readPaths = () => new Set(results.map((r) => r.path));
    // A file the run does not show that declares an id but no valid skill (a bad version, say),
    // at a path no entry pins: neither in the lock nor reported anywhere (it passed, gaining Bash
    // as a copy of a pinned id or a new skill). Drift that quotes its errors.
    const pinned = new Set(Object.values(lock.skills).map((e) => e.path));
    let unshownAdded = false;
    for (const [p, r] of unshown) {
        const id = r.data?.id;
        if (id === undefined || pinned.has(p) || hidden(p))
            continue;
        const at = (0,positions/* keyAt */.f5)(r.data?.kept, 'id') ?? { line: 1, column: 1 };
        out.push({
            kind: 'added',
            id,
            path: p,
            line: at.line,
            column: at.column,
            message: `skill ${JSON.stringify(id)} is not in the lockfile, and cannot be pinned: that file does not declare a valid skill; fix it, then run \`skillgate lock\` after review.${errorsShownHere(r)}`,
        });
        unshownAdded = true;
    }
    for (const d of (0,diff/* diffLock */.jr)(lock, compared, others)) {
        // (Where the advice is to fix them: a lone DuplicateId's drift says the other file itself.)
        const invalid = d.kind === 'removed' || !d.message.includes('fix its errors') ? undefined : unshownInvalid.get(d.path);
        if (invalid)
            out.push({ ...d, message: `${d.message}.${errorsShownHere(invalid)}` });
        else if (d.kind !== 'removed')
            out.push(d);
        else if (!hidden(d.path) && !ambiguous.has(d.id))
            out.push({
                ...d,
                message: whyRemoved(d, unshown, (scanned ??= readPaths()).has(d.path) ? undefined : leftOut, copies.get(d.id), scanned),
            });
    }
    // Drift made here (files not shown) among diffLock's, in its order.
    return unshownAdded ? out.sort(diff/* byDriftOrder */.lu) : out;
}
/** The errors of a file the run does not check, for a drift message: the first three, and how many more. */
function errorsShownHere(file) {
    const errors = file.findings.filter((x) => x.severity === 'error');
    if (!errors.length)
        return '';
    const listed = errors
        .slice(0, 3)
        .map((f) => `${f.code} at line ${f.line}, column ${f.column}: ${f.message}`)
        .join('; ');
    const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
    return ` Its ${errors.length === 1 ? 'error' : 'errors'} (this run does not check that file, so ${errors.length === 1 ? 'it is' : 'they are'} shown only here): ${listed}${more}`;
}
/** A `removed` entry's message, when its file is still there (unchecked by this run, or left out by config). */
function whyRemoved(d, unshown, leftOut, copies, scanned) {
    const entry = `skill ${JSON.stringify(d.id)} is in the lockfile (path ${JSON.stringify(d.path)})`;
    // Not "not in the tree": it is, several times, in files whose DuplicateId this run does not show.
    if (copies && !unshown.has(d.path) && !leftOut?.(d.path)) {
        const named = copies.slice(0, 5).join(', ') + (copies.length > 5 ? ` and ${copies.length - 5} more` : '');
        return `${entry}, but no skill at that path declares it, and ${copies.length} other files do (a DuplicateId this run does not show: ${named}); make the id unique, then run \`skillgate lock\``;
    }
    const file = unshown.get(d.path);
    if (file)
        return `${entry}, but that file no longer declares a valid skill; fix it, or delete it and run \`skillgate lock\` to drop the entry.${errorsShownHere(file)}`;
    const why = leftOut?.(d.path, scanned);
    if (typeof why === 'object')
        return `${entry}, but that file is now a symlink to ${JSON.stringify(why.link)}, which the scan checks under its own name (one file, one skill); run \`skillgate lock\` to drop the entry, or make ${JSON.stringify(d.path)} a file of its own again`;
    if (why === 'config')
        return `${entry}, but include/exclude in the config leave that file out of the scan; run \`skillgate lock\` to drop the entry, or stop excluding the file`;
    if (why === 'not-skill')
        return `${entry}, but that file is not a SKILL.md, and the scan reads only files named SKILL.md; run \`skillgate lock\` to drop the entry`;
    if (why === 'unlisted')
        return `${entry}, but the scan does not read that file: git does not list it (it is ignored, or lies in a submodule or another repository inside this one); run \`skillgate lock\` to drop the entry, or track the file (git add -f)`;
    return d.message;
}
function contextFor(settings) {
    const { keyring, note } = loadKeyring(settings);
    return (0,engine/* makeContext */.og)(settings, keyring, note);
}


/***/ }),

/***/ 4015:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HV: () => (/* binding */ brokerVersionOf),
/* harmony export */   kf: () => (/* binding */ parseSemver),
/* harmony export */   mU: () => (/* binding */ compareSemver),
/* harmony export */   nN: () => (/* binding */ isSemver)
/* harmony export */ });
/** Strict SemVer 2.0.0: the regex published at semver.org, no `v` prefix, no loose forms. */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
function parseSemver(s) {
    const m = SEMVER.exec(s);
    if (!m)
        return null;
    return {
        major: BigInt(m[1]),
        minor: BigInt(m[2]),
        patch: BigInt(m[3]),
        pre: m[4] ? m[4].split('.') : [],
    };
}
function isSemver(s) {
    return SEMVER.test(s);
}
/**
 * A broker version as an operator gives it (flag or action input): full SemVer, or a
 * release written short, `1.5` or `2`, read as `1.5.0` / `2.0.0` (TASK-SKILL-103 #14
 * says "broker at 1.5"). Undefined when it is neither. A skill's own version fields stay
 * strict (SPEC \u00a72: no loose forms).
 */
function brokerVersionOf(s) {
    if (SEMVER.test(s))
        return s;
    const m = /^(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?$/.exec(s);
    return m ? `${m[1]}.${m[2] ?? '0'}.0` : undefined;
}
const NUMERIC = /^\d+$/;
/** SemVer precedence (\u00a711): build metadata ignored, pre-releases lower than releases. */
function compareSemver(a, b) {
    for (const k of ['major', 'minor', 'patch']) {
        if (a[k] !== b[k])
            return a[k] < b[k] ? -1 : 1;
    }
    if (!a.pre.length || !b.pre.length)
        return a.pre.length ? -1 : b.pre.length ? 1 : 0;
    const n = Math.min(a.pre.length, b.pre.length);
    for (let i = 0; i < n; i++) {
        const x = a.pre[i];
        const y = b.pre[i];
        if (x === y)
            continue;
        const xn = NUMERIC.test(x);
        const yn = NUMERIC.test(y);
        if (xn && yn)
            return BigInt(x) < BigInt(y) ? -1 : 1;
        if (xn)
            return -1;
        if (yn)
            return 1;
        return x < y ? -1 : 1;
    }
    return a.pre.length === b.pre.length ? 0 : a.pre.length < b.pre.length ? -1 : 1;
}


/***/ }),

/***/ 2085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jb: () => (/* binding */ fileHints),
/* harmony export */   aT: () => (/* binding */ holdsOdd),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   ky: () => (/* binding */ oddCharacters),
/* harmony export */   op: () => (/* binding */ suggestCost),
/* harmony export */   zo: () => (/* binding */ didYouMeanWithin),
/* harmony export */   zy: () => (/* binding */ meanText)
/* harmony export */ });
/* unused harmony exports editDistance, suggest */
/** "Did you mean" for unknown keys and tools: case-insensitive match first, then edit distance. */
/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions). With
 * `max`, any distance above it may be returned as `max + 1` as soon as a whole row of the
 * table exceeds it: a search over thousands of candidates stops most of them early.
 */
function editDistance(a, b, max = Infinity) {
    const m = a.length;
    const n = b.length;
    if (Math.abs(m - n) > 8)
        return Math.abs(m - n);
    // Three rows of the table (this one, the one above, the one above that).
    let prev2 = new Int32Array(n + 1);
    let prev = new Int32Array(n + 1);
    let cur = new Int32Array(n + 1);
    for (let j = 0; j <= n; j++)
        prev[j] = j;
    for (let i = 1; i <= m; i++) {
        cur[0] = i;
        let rowMin = i;
        for (let j = 1; j <= n; j++) {
            const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
            let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 &&
                j > 1 &&
                a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
                a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
                v = Math.min(v, prev2[j - 2] + 1);
            }
            cur[j] = v;
            if (v < rowMin)
                rowMin = v;
        }
        // Every later row's values are at least this row's minimum, less one for a transposition
        // that reaches two rows back: past max + 1 it cannot come back.
        if (rowMin > max + 1)
            return max + 1;
        const t = prev2;
        prev2 = prev;
        prev = cur;
        cur = t;
    }
    return prev[n];
}
function suggest(input, candidates) {
    if (input.length > 200)
        return undefined;
    const lower = input.toLowerCase();
    const ci = candidates.find((c) => c.toLowerCase() === lower);
    if (ci)
        return ci;
    let best;
    let bestD = Infinity;
    // One edit per three characters, at least one: `x` must not suggest `id` (two edits away).
    const limit = Math.max(1, Math.floor(input.length / 3));
    for (const c of candidates) {
        const dist = editDistance(lower, c.toLowerCase(), Math.min(bestD, limit + 1));
        if (dist < bestD) {
            bestD = dist;
            best = c;
        }
    }
    if (bestD <= limit)
        return best;
    return partOf(lower, candidates);
}
/**
 * The one candidate that `input` (lower case) begins or ends at a `_` or `-` boundary:
 * `min_broker` \u2192 `min_broker_version`, `effort` \u2192 `effort_minutes`, `memory_scopes` \u2192
 * `allowed_memory_scopes`. None when several do (`allowed` is the start of two keys) or the
 * input is under four characters.
 */
function partOf(input, candidates) {
    if (input.length < 4)
        return undefined;
    let found;
    for (const c of candidates) {
        const l = c.toLowerCase();
        if (l.length <= input.length)
            continue;
        const head = l.startsWith(input) && '_-'.includes(l[input.length]);
        const tail = l.endsWith(input) && '_-'.includes(l[l.length - input.length - 1]);
        if (!head && !tail)
            continue;
        if (found !== undefined)
            return undefined;
        found = c;
    }
    return found;
}
/** `; did you mean "x"?` for the nearest candidate, or ''; `noteOdd` false: its caller names look-alikes itself. */
function didYouMean(input, candidates, noteOdd = true) {
    const s = suggest(input, candidates);
    return s ? meanText(s, noteOdd ? input : undefined) : '';
}
/**
 * The text didYouMean adds for a suggestion `s` of `input`. A look-alike (`rev\u0456ewer` with a
 * Cyrillic \u0456, for `reviewer`) prints as the name it is not: its odd characters are named.
 */
function meanText(s, input) {
    const odd = input === undefined ? '' : oddCharacters(input);
    return `; did you mean "${s}"?${odd && !oddCharacters(s) ? ` (the name written holds ${odd})` : ''}`;
}
/**
 * The first (up to four) characters of `s` outside printable ASCII, as code points
 * (`U+0430, U+2010`); '' when there are none. Names that must be ASCII (ids, tools, keys) and
 * hold one of these look like a name they are not.
 */
function oddCharacters(s) {
    const odd = [];
    for (let i = 0; i < s.length && odd.length < 4; i++) {
        const u = s.charCodeAt(i);
        if (u >= 0x20 && u <= 0x7e)
            continue;
        const c = s.codePointAt(i);
        // (A pair is one character; a lone surrogate is named as itself.)
        if (c > 0xffff)
            i++;
        const cp = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
        if (!odd.includes(cp))
            odd.push(cp);
    }
    return odd.join(', ');
}
/** ` (it holds U+0430)` for a name with odd characters (oddCharacters), else ''. */
function holdsOdd(s) {
    const odd = oddCharacters(s);
    return odd ? ` (it holds ${odd})` : '';
}
/** didYouMean, charged to `budget` (and the budget it draws from): '' when the search would cost more than is left. */
function didYouMeanWithin(input, candidates, budget, noteOdd = true) {
    const cost = suggestCost(input, candidates.length);
    if (cost > budget.left || (budget.run && cost > budget.run.left))
        return '';
    budget.left -= cost;
    if (budget.run)
        budget.run.left -= cost;
    return didYouMean(input, candidates, noteOdd);
}
/**
 * What the did-you-means of every file's own checks may cost together, in one thread's run
 * (~1 s): a file's budget bounds that file, but a tree of hostile files paid it once a file
 * (1,000 skills each naming a near miss of 320 registered 66-character tools: 15.6 s). A
 * typo in each of 10,000 ordinary skills costs a tenth of it.
 */
const RUN_HINT_BUDGET = 200_000_000;
const runHints = { left: RUN_HINT_BUDGET };
/** A budget of `perFile` for one file's did-you-means, drawn from the run's as well. */
function fileHints(perFile) {
    return { left: perFile, run: runHints };
}
/**
 * What one candidate costs beyond its table, in table cells: lower-casing it and three
 * small arrays (~2 \u00b5s, where a cell is a few ns).
 */
const SUGGEST_FIXED = 500;
/** An upper estimate of what suggest() costs: a table per candidate and a fixed cost each. */
function suggestCost(input, candidates) {
    return candidates * (SUGGEST_FIXED + (Math.min(input.length, 200) + 1) ** 2);
}


/***/ }),

/***/ 3672:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ classOf),
/* harmony export */   M_: () => (/* binding */ NATIVE_TOOL_NAMES),
/* harmony export */   Y$: () => (/* binding */ TOOL_CLASSES),
/* harmony export */   gE: () => (/* binding */ NATIVE_TOOLS),
/* harmony export */   jw: () => (/* binding */ MCP_NAME),
/* harmony export */   p9: () => (/* binding */ nativeByCase)
/* harmony export */ });
const TOOL_CLASSES = ['read-only', 'write', 'trusted'];
const NATIVE_TOOLS = {
    Read: 'read-only',
    Glob: 'read-only',
    Grep: 'read-only',
    MemoryRead: 'read-only',
    MemorySearch: 'read-only',
    HttpFetch: 'read-only',
    Write: 'write',
    Edit: 'write',
    MemoryEmit: 'write',
    HttpPost: 'write',
    Bash: 'trusted',
};
const NATIVE_TOOL_NAMES = Object.keys(NATIVE_TOOLS);
/** A full case fold (NFKC, then upper, then lower): `ba\u017fh`, `Ed\u0131t` and `\uff42\uff41\uff53\uff48` fold as a client ignoring case would. */
const fold = (s) => s.normalize('NFKC').toUpperCase().toLowerCase();
const NATIVE_BY_FOLD = new Map(NATIVE_TOOL_NAMES.map((n) => [fold(n), n]));
/**
 * The native tool `name` spells in other letter case (`bash`, `READ`, `ba\u017fh`), or undefined: for
 * names that are not that tool but that a client matching names regardless of case would
 * take for it.
 */
function nativeByCase(name) {
    if (name.length > 64)
        return undefined; // no native name is near that long
    const native = NATIVE_BY_FOLD.get(fold(name));
    return native !== undefined && native !== name ? native : undefined;
}
/**
 * `mcp__<server>__<tool>`: what /^mcp__[A-Za-z0-9_-]+?__[A-Za-z0-9_.-]+$/ matches, in
 * linear time. (The regex backtracks over every `__` split: quadratic, minutes on a 1 MiB
 * name of underscores.) The first `__` after the server's first character is the split
 * that works if any does: it leaves the longest tool part and the shortest server part.
 */
const MCP_NAME = {
    test(name) {
        if (!name.startsWith('mcp__') || !/^[A-Za-z0-9_.-]+$/.test(name))
            return false;
        const split = name.indexOf('__', 6);
        return split >= 0 && split + 2 < name.length && !name.slice(5, split).includes('.');
    },
};
/** The class of a tool, or undefined when nothing classifies it (it is then denied). */
function classOf(tool, registered) {
    if (Object.prototype.hasOwnProperty.call(NATIVE_TOOLS, tool))
        return NATIVE_TOOLS[tool];
    if (Object.prototype.hasOwnProperty.call(registered, tool))
        return registered[tool];
    return undefined;
}


/***/ }),

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ shownSegmentUri),
/* harmony export */   R8: () => (/* binding */ codePointName),
/* harmony export */   ZR: () => (/* binding */ noteShownSegment),
/* harmony export */   bA: () => (/* binding */ bytePos),
/* harmony export */   h2: () => (/* binding */ percentBytes),
/* harmony export */   vE: () => (/* binding */ firstInvalidUtf8)
/* harmony export */ });
/** Where strict UTF-8 decoding fails, for error positions (SKILL.md files, the lockfile). */
/** A character's Unicode name in messages: `U+200B`. */
function codePointName(c) {
    return `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** Offset of the first byte that breaks UTF-8, for the error position. */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        let n = 0;
        let min = 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        else if (b >= 0xc2 && b <= 0xdf) {
            n = 1;
            min = 0x80;
        }
        else if (b >= 0xe0 && b <= 0xef) {
            n = 2;
            min = 0x800;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            n = 3;
            min = 0x10000;
        }
        else
            return i;
        let cp = b & (0x3f >> n);
        for (let k = 1; k <= n; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
            cp = (cp << 6) | (c & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += n + 1;
    }
    return -1;
}
/** 1-based line and column of a byte offset, counting columns in characters of the valid prefix. */
function bytePos(bytes, offset) {
    const prefix = Buffer.from(bytes.buffer, bytes.byteOffset, offset).toString('utf8');
    let line = 1;
    for (let i = prefix.indexOf('\n'); i >= 0; i = prefix.indexOf('\n', i + 1))
        line++;
    return { line, column: prefix.length - prefix.lastIndexOf('\n') };
}
/**
 * Path segments that are not UTF-8, as the outputs show them (each such byte as the text
 * `\xff`), mapped to their URI spelling (each byte percent-encoded, `%FF`): SARIF's URI of
 * such a file must name its bytes, and the text cannot tell `\xff` the byte from `\xff`
 * typed in a name. Noted when the name is read (scan/files.ts bytesShown), for the run.
 */
const shownSegments = new Map();
function noteShownSegment(shown, uri) {
    if (!shownSegments.has(shown))
        shownSegments.set(shown, uri);
}
/** The URI spelling of a segment noted by noteShownSegment, if it is one. */
function shownSegmentUri(shown) {
    return shownSegments.get(shown);
}
/** Bytes as a URI path segment: what encodeURIComponent leaves as it is, the rest as %XX. */
function percentBytes(bytes) {
    let out = '';
    for (const b of bytes) {
        const c = String.fromCharCode(b);
        out += b < 0x80 && /[A-Za-z0-9\-_.!~*'()]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return out;
}


/***/ }),

/***/ 5044:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ replaced),
/* harmony export */   EO: () => (/* binding */ trackTemp),
/* harmony export */   Fi: () => (/* binding */ signalPoint),
/* harmony export */   O$: () => (/* binding */ writeTextTo),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   oR: () => (/* binding */ ownerToKeep),
/* harmony export */   p8: () => (/* binding */ tempBeside)
/* harmony export */ });
/* unused harmony export keepOwner */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** Whole-file replacement that never leaves a half-written or emptied file behind. */



/**
 * A fresh temporary name beside `target` for a write-then-rename: hidden, unique, and never
 * much longer than a name can be (at most 64 characters of the target's name are kept).
 */
function tempBeside(target) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(target).slice(0, 64)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
}
/** Temporary files being written: a signal that stops the run removes them first. */
const live = new Set();
let guarding = false;
/**
 * Counts `tmp` as being written until the returned function is called. Ctrl-C (SIGINT) or a
 * SIGTERM would otherwise leave it beside its target (`.skillgate.lock.<pid>.<hex>.tmp`, a
 * whole copy for `git add -A` to pick up): from the first such file on, those signals remove
 * every temp file still there, then end the run as the signal does (the shell sees 128+n).
 * A signal that comes during a synchronous write is handled once it is done (renamed).
 */
function trackTemp(tmp) {
    live.add(tmp);
    if (!guarding) {
        guarding = true;
        const stop = (signal) => {
            for (const t of live) {
                try {
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(t, { force: true });
                }
                catch {
                    // cannot be removed (its folder went read-only): the signal still ends the run
                }
            }
            live.clear();
            process.removeListener('SIGINT', stop);
            process.removeListener('SIGTERM', stop);
            // With no listener left the signal's default action is back: it ends the process.
            process.kill(process.pid, signal);
            process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
    }
    return () => live.delete(tmp);
}
/**
 * Lets a signal that came while a synchronous write ran be handled now: node runs its handler
 * only from the event loop, and a run that ends right after the write would exit as if no
 * Ctrl-C had come (exit 0, and `sign` went on through every bundle). A no-op until a temp
 * file was made. (One turn of the loop is not enough: the signal is read in the next poll.)
 */
async function signalPoint() {
    if (!guarding)
        return;
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
}
/**
 * What a replacement of `target` keeps of the file there (undefined: none yet). A file its user
 * may not write (0444) is refused with EACCES, as writing it in place would be: a rename needs
 * only the folder's permission, and would overwrite it.
 */
function replaced(target) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(target);
    }
    catch {
        return undefined;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(target, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
    return st;
}
/**
 * Gives the replacement its owner back, when it can: root in a user namespace (a rootless
 * container) may not name an owner the namespace does not map (EINVAL), and the write goes on.
 */
function keepOwner(chown) {
    try {
        chown();
    }
    catch {
        // not kept: the replacement is the writer's, as a rename by anyone else leaves it
    }
}
/** The owner to give a replacement of `old`: root replacing another user's file leaves it theirs. */
function ownerToKeep(old) {
    if (!old || process.getuid?.() !== 0 || (old.uid === 0 && old.gid === 0))
        return undefined;
    return { uid: old.uid, gid: old.gid };
}
/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same directory
 * is written, fsynced and renamed over the target. A symlink is followed (the link
 * survives); a hard link is broken (the other names keep the old bytes). An existing file
 * keeps its permission bits (and, replaced by root, its owner); one its user may not write is
 * refused (EACCES); a new one gets 0666 less the umask. On failure (a full disk,
 * say) the temp file is removed and the target is as it was. Throws what the file system
 * throws.
 */
function writeFileAtomic(file, text) {
    let target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file);
    try {
        target = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(target);
    }
    catch {
        // a new file: written where it was named
    }
    const old = replaced(target);
    const mode = old && old.mode & 0o7777;
    const tmp = tempBeside(target);
    // Counted before the open: the first write installs the signal handler, and a signal
    // between the open and the count would end the run with the file there.
    const done = trackTemp(tmp);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(tmp, 'wx', mode ?? 0o666);
    try {
        try {
            writeTextTo(fd, text);
            if (mode !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchmodSync)(fd, mode);
            const owner = ownerToKeep(old);
            if (owner)
                keepOwner(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fchownSync)(fd, owner.uid, owner.gid));
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, target);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(tmp, { force: true });
        throw e;
    }
    finally {
        done();
    }
}
/**
 * Writes a text, or the parts of one (a report written in parts, json.ts reportParts) one after
 * another, to an open file or to a path (created or truncated, as writeFileSync does).
 */
function writeTextTo(target, text) {
    if (typeof text === 'string')
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(target, text);
    const fd = typeof target === 'number' ? target : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(target, 'w');
    try {
        // writeFileSync on a descriptor writes from where the last write ended.
        for (const part of text)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(fd, part);
    }
    finally {
        if (fd !== target)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 6614:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __nccwpck_require__(1400);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __nccwpck_require__(7593);
// EXTERNAL MODULE: ./src/commands/common.ts
var common = __nccwpck_require__(2365);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __nccwpck_require__(2085);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __nccwpck_require__(5655);
// EXTERNAL MODULE: ./src/core/io-text.ts
var io_text = __nccwpck_require__(2419);
// EXTERNAL MODULE: ./src/telemetry/index.ts
var telemetry = __nccwpck_require__(7327);
;// CONCATENATED MODULE: ./src/cli.ts
/**
 * main(argv, io) -> exit code. Only this file and action.ts touch process state; commands
 * return exit codes and throw UsageError for exit 1. Bad input never shows a stack trace.
 */










const HELP = `skillgate ${version/* VERSION */.x} \u2014 enforce the SKILL.md frontmatter contract

Usage:
  skillgate validate [PATH...] [options]   check SKILL.md files (bundle dir, file, or tree;
                                           no PATH = the whole repository)
  skillgate lock [--check] [options]       write skillgate.lock, or report drift against it
  skillgate sign BUNDLE... --key FILE      sign bundles with an ed25519 secret key (--profile, --config,
                                           --trusted-keys, --follow-symlinks)
  skillgate keygen [--out FILE]            create a secret key (default ./skillgate.key)
  skillgate scaffold ID [--dir D]          write a starter D/SKILL.md (default ./ID/SKILL.md; the
                                           config's profile, or --profile, picks v1 or agentskills)
  skillgate schema [--config]              print the JSON schema of SKILL.md (or the config)
  skillgate --version | --help | help COMMAND

Options for validate and lock:
  --format text|json|sarif   report format (default text); --json is --format json
  --output FILE              write the report to FILE instead of stdout (- is stdout)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --broker-version X         check min/max_broker_version against broker X (SemVer)
  --trust local|registry     registry: every skill must be signed by a trusted key
  --trusted-keys FILE        keyring (default .skillgate/trusted-keys)
  --lockfile FILE            lockfile (default skillgate.lock); naming it enables the drift check
  --changed-since REF        validate only SKILL.md files changed since REF (validate only)
  --if-merging               check only while git finishes a merge, else exit 0 (validate only)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository (not by default, so
                             a checkout cannot make CI quote a file)
  --staged                   (git hooks; validate, lock --check) exit 1 when the config,
                             keyring or lockfile read is not added, or a file read has
                             changes that are not staged; a named skill's id is also looked
                             for in what the commit holds

Exit codes: 0 clean, 1 usage or I/O error, 6 schema violation, 7 lock drift only.
Docs: https://github.com/skillgate/skillgate#readme
`;
const COMMANDS = {
    validate: {
        options: { ...common/* CHECK_OPTIONS */.m5, 'changed-since': { value: true }, 'if-merging': {} },
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(802), __nccwpck_require__.e(843)]).then(__nccwpck_require__.bind(__nccwpck_require__, 843))).validateCommand,
    },
    lock: {
        options: { ...common/* CHECK_OPTIONS */.m5, check: {} },
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(802), __nccwpck_require__.e(843), __nccwpck_require__.e(587)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7587))).lockCommand,
    },
    sign: {
        options: {
            key: { value: true },
            config: { value: true },
            profile: { value: true },
            'trusted-keys': { value: true },
            'follow-symlinks': {},
            help: {},
            h: { alias: 'help' },
        },
        load: async () => (await __nccwpck_require__.e(/* import() */ 214).then(__nccwpck_require__.bind(__nccwpck_require__, 5214))).signCommand,
    },
    keygen: {
        options: {
            out: { value: true },
            profile: { value: true },
            config: { value: true },
            'follow-symlinks': {},
            help: {},
            h: { alias: 'help' },
        },
        load: async () => (await __nccwpck_require__.e(/* import() */ 214).then(__nccwpck_require__.bind(__nccwpck_require__, 5214))).keygenCommand,
    },
    scaffold: {
        options: {
            dir: { value: true },
            profile: { value: true },
            config: { value: true },
            'follow-symlinks': {},
            help: {},
            h: { alias: 'help' },
        },
        load: async () => (await __nccwpck_require__.e(/* import() */ 886).then(__nccwpck_require__.bind(__nccwpck_require__, 5886))).scaffoldCommand,
    },
    schema: {
        options: { config: {}, help: {}, h: { alias: 'help' } },
        load: async () => (await __nccwpck_require__.e(/* import() */ 886).then(__nccwpck_require__.bind(__nccwpck_require__, 5886))).schemaCommand,
    },
};
const CHECK_HELP = `Options:
  --format text|json|sarif   report format (default text); --json is --format json
  --output FILE              write the report to FILE instead of stdout (- is stdout)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --broker-version X         check min/max_broker_version against broker X (SemVer)
  --trust local|registry     registry: every skill must be signed by a trusted key
  --trusted-keys FILE        keyring (default .skillgate/trusted-keys)
  --lockfile FILE            lockfile (default skillgate.lock)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository
  --staged                   (git hooks; validate, lock --check) exit 1 when the config,
                             keyring or lockfile read is not added, or a file read has
                             changes that are not staged`;
/** `skillgate help CMD` and `skillgate CMD --help`. */
const COMMAND_HELP = {
    validate: `Usage: skillgate validate [PATH...] [options]

Checks SKILL.md files against schema v1 (or agentskills), their signatures and the policy
rules. A PATH is a bundle directory, a SKILL.md file, or a directory to search; no PATH (or
the repository root) scans the repository and also checks drift against the lockfile.

${CHECK_HELP}
  --changed-since REF        only the SKILL.md files changed since REF, or every one when the
                             config, the keyring or a .gitattributes changed (the lock check
                             still covers the whole tree)
  --if-merging               check only while git finishes a merge (MERGE_HEAD), else exit 0
                             with no output (pre-commit's skillgate-merge hook)

Exit codes: 0 clean, 1 usage or I/O error, 6 schema violation, 7 lock drift only.
`,
    lock: `Usage: skillgate lock [--check] [options]

Writes skillgate.lock, pinning every skill's frontmatter hash, version, signer, tools and
memory scopes; refuses while a skill is invalid, and over a lockfile that is not valid (a
merge conflict: resolve it, or delete the file to write it anew). --check never writes: it
reports drift (added, removed, changed, moved, version-not-bumped) and exits 7 on it.

${CHECK_HELP}

Exit codes: 0 clean, 1 usage or I/O error (no lockfile with --check), 6 invalid skill, 7 drift.
`,
    sign: `Usage: skillgate sign BUNDLE... --key FILE [--profile v1|agentskills] [--config FILE]
                      [--trusted-keys FILE] [--follow-symlinks]

Signs each bundle's SKILL.md (a bundle directory, the file, or a directory to search) with
the ed25519 secret key in FILE (from \`skillgate keygen\`): the signature entry is replaced
in place or appended as the last frontmatter key; no other byte changes. Bundles are signed
in path order. An invalid skill is not signed (the valid ones are; exit 6); a path not
found, or a key the keyring revokes, signs nothing (exit 1). --trusted-keys names
the keyring to check the key against (default .skillgate/trusted-keys, or the config's
trusted_keys).

Options:
  --key FILE                 the secret key (required)
  --profile v1|agentskills   schema profile (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --trusted-keys FILE        keyring the key is checked against (default
                             .skillgate/trusted-keys, or the config's trusted_keys)
  --follow-symlinks          also read a SKILL.md, folder, config, keyring or lockfile
                             symlink that leads out of the repository (and sign writes
                             through it)
`,
    keygen: `Usage: skillgate keygen [--out FILE] [--profile v1|agentskills] [--config FILE]
                       [--follow-symlinks]

Writes a new ed25519 secret key to FILE (default ./skillgate.key, mode 0600; never
overwrites) and prints its public key and a line for .skillgate/trusted-keys. It refuses the
repository's lockfile, keyring or config as FILE: --profile and --config read the config as
the checks do (one valid only under agentskills).

Options:
  --out FILE                 where the secret key goes (default ./skillgate.key)
  --profile v1|agentskills   the profile the config is read under (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --follow-symlinks          also read a config that is a symlink leading out of the repository
`,
    scaffold: `Usage: skillgate scaffold ID [--dir D] [--profile v1|agentskills] [--config FILE]
                         [--follow-symlinks]

Writes a commented starter D/SKILL.md (default ./ID/SKILL.md) that validates as is, for the
repository's profile; never overwrites.

Options:
  --dir D                    where the starter goes (default ./ID)
  --profile v1|agentskills   the starter's profile (default v1, or the config's)
  --config FILE              config file (default .skillgate.yml at the repository root)
  --follow-symlinks          also read a config that is a symlink leading out of the repository
`,
    schema: `Usage: skillgate schema [--config]

Prints the JSON Schema of SKILL.md frontmatter (with --config: of .skillgate.yml).
`,
};
async function main(argv, io) {
    // Telemetry's warnings (a collector's reply quoted in them) go where the CLI's own lines go:
    // made inert for a workflow's log like them (src/index.ts), spelled out like them.
    (0,telemetry.setTelemetryWarning)((message) => io.stderr(`skillgate: ${(0,report_text/* safe */.gB)(message)}\n`));
    try {
        const [cmd, ...rest] = argv;
        const helpFlag = cmd === '--help' || cmd === '-h';
        // `--help CMD` is `help CMD`; anything more after help, or after --version, is a usage
        // error (exit 1), as a bad flag is anywhere else.
        if ((cmd === 'help' || helpFlag) && rest.length > 1)
            throw new diagnostic/* UsageError */.eb(`${cmd} takes one command name at most, not also ${JSON.stringify(rest[1])}`);
        if ((cmd === '--version' || cmd === '-V' || cmd === 'version') && rest.length)
            throw new diagnostic/* UsageError */.eb(`${cmd} takes no arguments, not ${JSON.stringify(rest[0])}`);
        // `help help`, `help --help`, `--help -h`: the general help.
        if ((cmd === 'help' || helpFlag) && rest.length && ['help', '--help', '-h'].includes(rest[0])) {
            io.stdout(HELP);
            return diagnostic/* EXIT */.dc.OK;
        }
        if ((cmd === 'help' || helpFlag) && rest.length) {
            const topic = rest[0];
            if (!Object.hasOwn(COMMAND_HELP, topic))
                throw new diagnostic/* UsageError */.eb(`no help for ${JSON.stringify(topic)}${(0,suggest/* didYouMean */.au)(topic, Object.keys(COMMAND_HELP))} (the commands: ${Object.keys(COMMAND_HELP).join(', ')})`);
            io.stdout(COMMAND_HELP[topic]);
            return diagnostic/* EXIT */.dc.OK;
        }
        if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
            (cmd === undefined ? io.stderr : io.stdout)(HELP);
            return cmd === undefined ? diagnostic/* EXIT */.dc.USAGE : diagnostic/* EXIT */.dc.OK;
        }
        if (cmd === '--version' || cmd === '-V' || cmd === 'version') {
            io.stdout(`${version/* VERSION */.x}\n`);
            return diagnostic/* EXIT */.dc.OK;
        }
        const spec = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : undefined;
        if (!spec && (cmd === '-v' || cmd === '--v' || cmd === '-version'))
            throw new diagnostic/* UsageError */.eb(`unknown option ${cmd}; the version is \`skillgate --version\``);
        // `--version=1`, `--help=x`: these take no value.
        const bare = cmd.split('=')[0];
        if (!spec && cmd.includes('=') && ['--version', '--help', '-V', '-h'].includes(bare))
            throw new diagnostic/* UsageError */.eb(`${bare} takes no value: write \`skillgate ${bare}\``);
        // `--` ends a command's options: before the command there are none to end.
        if (!spec && cmd === '--')
            throw new diagnostic/* UsageError */.eb(`"--" comes before a command: it ends a command's options, so it goes after the command (\`skillgate validate -- -odd-name\`)`);
        if (!spec && cmd.startsWith('-') && cmd.length > 1) {
            // No command's option: a command written with dashes (`--validate`), or a near miss of
            // --help or --version (`--verison`, `-help`), which is what the user meant.
            const word = bare.replace(/^-+/, '');
            const anyOption = Object.values(COMMANDS).some((c) => Object.hasOwn(c.options, word));
            if (!anyOption && Object.hasOwn(COMMANDS, word))
                throw new diagnostic/* UsageError */.eb(`unknown option ${(0,report_text/* safe */.gB)(bare)}; a command is written without dashes: \`skillgate ${word}\``);
            const global = word === 'help' || word === 'version'
                ? (0,suggest/* meanText */.zy)(`--${word}`)
                : anyOption
                    ? ''
                    : (0,suggest/* didYouMean */.au)(bare, ['--help', '--version']);
            if (global)
                throw new diagnostic/* UsageError */.eb(`unknown option ${(0,report_text/* safe */.gB)(bare)}${global}`);
            // A prefix of a global flag (`--ver`, `--he`) is that flag.
            if (!anyOption && word.length >= 2 && ['help', 'version'].some((g) => g.startsWith(word)))
                throw new diagnostic/* UsageError */.eb(`unknown option ${(0,report_text/* safe */.gB)(bare)}${(0,suggest/* meanText */.zy)(`--${'help'.startsWith(word) ? 'help' : 'version'}`)}`);
            // The command the line names later, else the first that has the option (validate first).
            const at = argv.findIndex((a) => Object.hasOwn(COMMANDS, a));
            const named = at > 0 ? argv[at] : undefined;
            const owner = named ?? ['validate', ...Object.keys(COMMANDS)].find((c) => Object.hasOwn(COMMANDS[c].options, word));
            // No command has it (`--bogus`), or not the one named (`--format json schema`): unknown,
            // with the near misses of the command's options (of every command's when none is named).
            if (!owner || !Object.hasOwn(COMMANDS[owner].options, word)) {
                const names = owner
                    ? Object.keys(COMMANDS[owner].options)
                    : [...new Set(Object.values(COMMANDS).flatMap((c) => Object.keys(c.options)))];
                const hint = (0,args/* optionHint */.pK)(word, names);
                throw new diagnostic/* UsageError */.eb(`unknown option ${(0,report_text/* safe */.gB)(bare)}${owner ? ` for \`skillgate ${owner}\`` : ''}${hint}`);
            }
            // The whole line, the command first: nothing the user wrote is dropped. Advised only when
            // it parses (`--check=1`, `---json`, `--lockfile --` would fail again): else its error.
            const moved = argv.filter((_, j) => j !== at);
            const advised = (0,args/* parseArgs */.Zy)(owner, moved, COMMANDS[owner].options);
            // A line the command would refuse for its words (`--config c.yml schema`: schema's
            // --config is a flag, so c.yml is an argument it does not take) is not advised.
            const most = { schema: 0, keygen: 0, lock: 0, scaffold: 1 }[owner];
            if (most !== undefined && advised.positionals.length > most)
                throw new diagnostic/* UsageError */.eb(`${JSON.stringify(bare)} comes before a command, and \`skillgate ${owner}\` takes ${most ? 'one argument' : 'no arguments'} besides its options: run \`skillgate ${owner} --help\``);
            const example = ['skillgate', owner, ...moved]
                .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`))
                .join(' ');
            throw new diagnostic/* UsageError */.eb(`${JSON.stringify(bare)} comes before a command: write the command first, as in \`${(0,report_text/* safe */.gB)(example)}\``);
        }
        if (!spec) {
            throw new diagnostic/* UsageError */.eb(`unknown command ${JSON.stringify(cmd)}${(0,suggest/* didYouMean */.au)(cmd, Object.keys(COMMANDS))}${(0,suggest/* didYouMean */.au)(cmd, Object.keys(COMMANDS)) ? ' (' : '; '}run \`skillgate --help\` for the commands${(0,suggest/* didYouMean */.au)(cmd, Object.keys(COMMANDS)) ? ')' : ''}`);
        }
        const parsed = (0,args/* parseArgs */.Zy)(cmd, rest, spec.options, (word) => {
            try {
                return (0,external_node_fs_.statSync)(external_node_path_default().resolve(io.cwd, word)).isFile();
            }
            catch {
                return false;
            }
        });
        if (parsed.opts.help) {
            io.stdout(COMMAND_HELP[cmd] ?? HELP);
            return diagnostic/* EXIT */.dc.OK;
        }
        // A name to read typed in bytes that are not UTF-8 would read another file (node decodes
        // argv as UTF-8); the names to write say so where they are checked (`--output`, `--out`, ...).
        const reads = [
            ...(cmd === 'validate' || cmd === 'sign'
                ? parsed.positionals.map((a) => [`the argument ${JSON.stringify(a)}`, a])
                : []),
            ...['config', 'trusted-keys', 'key'].map((f) => [`--${f}`, parsed.opts[f]]),
            ...(cmd !== 'lock' || parsed.opts.check ? [['--lockfile', parsed.opts.lockfile]] : []),
        ];
        for (const [what, name] of reads) {
            const why = typeof name === 'string' ? (0,io_text/* unreadableName */.Dt)(what, name) : undefined;
            if (why)
                throw new diagnostic/* UsageError */.eb(why);
        }
        // `-` is standard input or output to most tools: a lockfile, keyring, config or key is a
        // file, never a stream, so `-` is refused rather than read or written as a file so named.
        for (const flag of ['lockfile', 'trusted-keys', 'config', 'key']) {
            if (parsed.opts[flag] !== '-')
                continue;
            const writes = cmd === 'lock' && flag === 'lockfile' && !parsed.opts.check;
            throw new diagnostic/* UsageError */.eb(`--${flag} - would name standard ${writes ? 'output' : 'input'}: skillgate ${writes ? 'writes' : 'reads'} the ${flag === 'trusted-keys' ? 'keyring' : flag} only as a file; give its name (--${flag} ./- for a file named -)`);
        }
        // `--output -` is stdout, as for most tools (a file named `-` is `--output ./-`).
        if (parsed.opts.output === '-')
            delete parsed.opts.output;
        const run = await spec.load();
        const code = await run(parsed, io);
        // What the run recorded for a host's telemetry providers goes out now, before any exit hook.
        await (0,telemetry.endRun)();
        return code;
    }
    catch (e) {
        // A message may quote a keyring glob, a path or a config value: control characters in
        // them are shown escaped, never sent to the terminal.
        if (e instanceof diagnostic/* UsageError */.eb) {
            io.stderr(`skillgate: ${(0,report_text/* safeLines */.Bv)(e.message)}\n`);
            return diagnostic/* EXIT */.dc.USAGE;
        }
        const err = e;
        io.stderr(`skillgate: internal error: ${(0,report_text/* safeLines */.Bv)(err?.message ?? String(e))}\n${io.env.SKILLGATE_DEBUG ? (err?.stack ?? '') + '\n' : 'Set SKILLGATE_DEBUG=1 for details, and please report it.\n'}`);
        return diagnostic/* EXIT */.dc.USAGE;
    }
}

// EXTERNAL MODULE: ./src/core/pool.ts
var pool = __nccwpck_require__(6021);
// EXTERNAL MODULE: ./src/core/write-atomic.ts
var write_atomic = __nccwpck_require__(5044);
;// CONCATENATED MODULE: ./src/index.ts
/**
 * The one entry: Action mode when the GitHub runner starts it (GITHUB_ACTIONS=true and no
 * CLI arguments), else the CLI. @actions/* load only in Action mode.
 */








async function entry() {
    const argv = process.argv.slice(2);
    // GITHUB_ACTIONS=true, as the runner sets it (and as the CLI's own runner checks read it).
    if ((0,io_text/* underRunner */.ru)(process.env) && argv.length === 0) {
        // @actions/core writes the log (annotations, the report) with process.stdout.write: a
        // log whose reader went away (EPIPE) must not end the step with a stack trace before it
        // writes its outputs and summary; the step's result stands. Any other failure to write
        // loses annotations: one line on stderr, and the step fails.
        let lost = false;
        for (const stream of [process.stdout, process.stderr]) {
            stream.on('error', (e) => {
                if (e?.code === 'EPIPE' || e?.code === 'ERR_STREAM_DESTROYED' || lost)
                    return;
                lost = true;
                // Also when it comes after runAction's code was taken (a write's error is a later tick).
                process.exitCode = 1;
                if (stream !== process.stderr) {
                    try {
                        process.stderr.write(`skillgate: cannot write the log: ${e?.code ?? String(e?.message ?? e)}\n`);
                    }
                    catch {
                        // stderr is gone too: the exit code says it.
                    }
                }
            });
        }
        const { runAction } = await Promise.all(/* import() */[__nccwpck_require__.e(802), __nccwpck_require__.e(645), __nccwpck_require__.e(855)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4855));
        try {
            const code = await runAction();
            process.exitCode = lost ? 1 : code;
            // What the run recorded for a host's telemetry providers goes out now, before any exit hook.
            await (await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 7327))).endRun();
        }
        catch (e) {
            // runAction reports its own errors; this is one in reporting them (say, setFailed's
            // own output failing): a workflow command, no stack trace unless asked for.
            const err = e;
            const text = `skillgate: internal error: ${String(err?.message ?? e)}${process.env.SKILLGATE_DEBUG ? `\n${String(err?.stack)}` : ''}`;
            // Workflow command data: %, CR and LF escaped as the runner reads them.
            process.stdout.write(`::error::${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
            process.exitCode = 1;
        }
        await (0,write_atomic/* signalPoint */.Fi)();
        return;
    }
    // A reader that goes away (`skillgate validate | head`) is no error of ours: the rest of
    // the output is dropped and the run still ends with its own exit code, without a trace.
    // Any other failure to write (a full disk under `> report.json`) loses the report: one
    // line on stderr and exit 1, never a pass with half a report, never a stack trace.
    let lost = false;
    let stdoutClosed = false;
    const out = (stream, name) => {
        let closed = false;
        const fail = (e) => {
            closed = true;
            if (stream === process.stdout)
                stdoutClosed = true;
            if (e?.code === 'EPIPE')
                return;
            lost = true;
            process.exitCode = 1;
            if (stream !== process.stderr) {
                try {
                    process.stderr.write(`skillgate: cannot write to ${name}: ${e?.code ? (0,io_text/* fsReason */.EG)(e) : String(e?.message ?? e)}\n`);
                }
                catch {
                    // stderr is gone too: the exit code says it.
                }
            }
        };
        stream.on('error', fail);
        // Under the GitHub runner (a workflow's `run:` step), stdout and stderr are the job's log:
        // repository text in any of it (a path, a lockfile id, a config value, a finding) must not
        // read as a workflow command (inertForRunner). JSON reports are escaped first, value for
        // value (commands/common.ts emit), so that this changes nothing in them.
        const runner = (0,io_text/* underRunner */.ru)(process.env);
        return (s) => {
            if (closed)
                return;
            if (runner)
                s = (0,io_text/* inertForRunner */.kN)(s);
            try {
                stream.write(s);
            }
            catch (e) {
                fail(e);
            }
        };
    };
    // A working directory deleted under the shell has no path: say so, without a stack trace
    // (only the commands that read files need one: not --version, help, schema, nor a usage error).
    let cwd;
    const reads = /^(validate|lock|sign|keygen|scaffold)$/.test(argv[0] ?? '') && !argv.some((a) => /^(--help|-h)$/.test(a));
    try {
        cwd = process.cwd();
    }
    catch (e) {
        if (reads) {
            process.stderr.write(`skillgate: cannot read the current directory (${e.code ?? 'error'}): was it deleted? cd into the repository and run again\n`);
            process.exitCode = 1;
            return;
        }
        cwd = '/';
    }
    // A working directory whose path is not UTF-8 reaches node decoded, a bad byte as U+FFFD:
    // every path made from it names another folder (a sibling spelled with U+FFFD, made anew
    // by scaffold, lock and keygen, or read in its place). Only asked when U+FFFD is there.
    if (reads && cwd.includes('\uFFFD') && !cwdIsUtf8()) {
        process.stderr.write(`skillgate: the current directory's path is not valid UTF-8 (node reads it as ${(0,report_text/* safe */.gB)(cwd)}), so no file under it can be named: rename the folder (folder names must be UTF-8) and run again\n`);
        process.exitCode = 1;
        return;
    }
    const code = await main(argv, {
        cwd,
        env: process.env,
        stdout: out(process.stdout, 'standard output'),
        stderr: out(process.stderr, 'standard error'),
        stdoutIsTTY: !!process.stdout.isTTY,
        // A write's callback runs once the writes before it are done, with their error if one failed.
        stdoutLost: () => new Promise((resolve) => {
            if (stdoutClosed)
                return resolve(true);
            try {
                process.stdout.write('', (e) => resolve(!!e || stdoutClosed));
            }
            catch {
                resolve(true);
            }
        }),
    });
    process.exitCode = lost ? 1 : code;
    // A Ctrl-C that came during the report's or lockfile's write ends the run by that signal.
    await (0,write_atomic/* signalPoint */.Fi)();
}
/** Whether the working directory's path, as bytes, is UTF-8 (true when it cannot be asked). */
function cwdIsUtf8() {
    try {
        return (0,external_node_buffer_.isUtf8)(external_node_fs_.realpathSync.native('.', { encoding: 'buffer' }));
    }
    catch {
        return true;
    }
}
// A pool worker (src/core/pool.ts) is this same bundle started on a thread: it checks files.
if ((0,pool/* isPoolWorker */.Xx)()) {
    void __nccwpck_require__.e(/* import() */ 584).then(__nccwpck_require__.bind(__nccwpck_require__, 7584)).then((w) => w.runWorker());
}
else {
    (0,pool/* setWorkerEntry */.HU)((0,external_node_url_.fileURLToPath)(require("url").pathToFileURL(__filename).href));
    void entry();
}


/***/ }),

/***/ 8300:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TW: () => (/* binding */ LISTED_NAMES),
/* harmony export */   Z3: () => (/* binding */ notBumpedReason),
/* harmony export */   jr: () => (/* binding */ diffLock),
/* harmony export */   lu: () => (/* binding */ byDriftOrder)
/* harmony export */ });
/* harmony import */ var _lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8606);
/* harmony import */ var _core_semver_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4015);


const FILE_START = { line: 1, column: 1 };
const RELOCK = 'run `skillgate lock` after review';
/** `skillgate lock` refuses a tree with errors: a skill with errors of its own is told to fix them first. */
const fixFirst = (skill, advice) => skill.invalid ? `fix its errors, then ${advice}` : advice;
/** What a skill must do before `skillgate lock` pins it: `rename its directory`, say, and fix its errors (not when the step is to make the id unique, its only error a DuplicateId). */
const before = (skill, step, duplicate = false) => skill.invalid && !(duplicate && skill.invalid === 'duplicate') ? `${step} and fix its errors` : step;
const q = (s) => JSON.stringify(s);
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** Names a drift message lists; a lockfile's list may hold 3,000,000 (one 35 MB line). */
const LISTED_NAMES = 50;
const quoteList = (xs, quote = q) => xs.length <= LISTED_NAMES
    ? xs.map(quote).join(', ')
    : `${xs.slice(0, LISTED_NAMES).map(quote).join(', ')} and ${xs.length - LISTED_NAMES} more`;
/** `s` quoted with every character beyond ASCII as an escape (`"m/e\\u0301/**"`). */
const spelled = (s) => q(s).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** Items of `now` not in `before`, and of `before` not in `now`, each sorted. */
function setDiff(before, now) {
    // The common case, without sets.
    if (sameItems(before, now))
        return { added: [], removed: [] };
    const b = new Set(before);
    const n = new Set(now);
    return {
        added: [...n].filter((x) => !b.has(x)).sort(byCodeUnit),
        removed: [...b].filter((x) => !n.has(x)).sort(byCodeUnit),
    };
}
function describeList(field, d) {
    // A name beyond ASCII is spelled with escapes: one gained may print as one pinned or lost
    // (`\u00e9` as one character, then as `e` and a combining accent; a Cyrillic `\u0430` for `a`; a
    // full-width `\uff22\uff41\uff53\uff48`), and no table of look-alikes is whole. (The data keeps the names.)
    const parts = [];
    if (d.added.length)
        parts.push(`gained ${quoteList(d.added, spelled)} (capability escalation)`);
    if (d.removed.length)
        parts.push(`lost ${quoteList(d.removed, spelled)}`);
    return `${field} ${parts.join(' and ')}`;
}
const signerText = (s) => (s === null ? 'unsigned' : q(s));
/** The earliest of the given positions in the file, or the fallback. */
function firstPos(candidates, fallback) {
    const known = candidates.filter((p) => p !== undefined);
    known.sort((a, b) => a.line - b.line || a.column - b.column);
    return known[0] ?? fallback;
}
const NO_DRIFT = Object.freeze([]);
/** The same items, each once in `now` (`before`, from the lock, is unique). */
function sameItems(before, now) {
    if (before.length !== now.length)
        return false;
    if (now.length > 16) {
        // Long lists (a 1 MiB file holds 100,000 scopes) by sets: the scan below is quadratic.
        const b = new Set(before);
        const n = new Set(now);
        if (n.size !== now.length)
            return false;
        for (const x of n)
            if (!b.has(x))
                return false;
        return true;
    }
    for (let i = 0; i < now.length; i++)
        if (!before.includes(now[i]) || now.indexOf(now[i]) !== i)
            return false;
    return true;
}
function compare(id, entry, skill) {
    // Most skills match their entry: say so without building the change lists.
    if (entry.path === skill.path &&
        entry.frontmatter === skill.frontmatter &&
        entry.version === skill.version &&
        (entry.signer ?? '').toLowerCase() === (skill.signer ?? '').toLowerCase() &&
        sameItems(entry.allowed_tools, skill.allowed_tools) &&
        sameItems(entry.allowed_memory_scopes, skill.allowed_memory_scopes)) {
        return NO_DRIFT;
    }
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
    const explained = changes.some((c) => c === 'version' || c === 'tools' || c === 'scopes');
    // Beside a version bump, a change elsewhere (`disallowed_tools: [Bash]` dropped) is said too:
    // the result put the lock's version, tools and scopes back and got another hash (beyond.ts).
    if (hashChanged && explained && skill.beyondLock === true) {
        changes.push('other');
        said.push('and more of the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list');
    }
    if (hashChanged && !explained) {
        changes.push('other');
        // No key of its own: the file's start only when nothing else changed (a signer change
        // beside it points at its `signature` key).
        // The lock keeps the lists as sets: reordering one changes the hash, not the sets. The
        // lists hold every name a skill declares, valid or not, but not entries that are no names
        // (`- 1`, `- {a: b}`): when the skill has some, what changed may be one of those.
        said.push(skill.unnamed
            ? 'the frontmatter (this file has errors, and its lists leave out entries that are not names: fix the errors, then review the change)'
            : 'the frontmatter: a field other than version, tools and scopes, or the order or repeats of a list');
    }
    const drift = [];
    // A path a lockfile cannot hold (a `\\`): `skillgate lock` would refuse it, so the advice
    // is to rename first, as an `added` skill's is.
    const unpinnable = moved ? (0,_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockPathReason */ .RQ)(skill.path) : null;
    const relock = unpinnable
        ? `a lockfile cannot hold its new path (it ${unpinnable}); ${before(skill, 'rename its directory')}, then ${RELOCK}`
        : undefined;
    if (changes.length === 0) {
        if (moved) {
            drift.push({
                kind: 'moved',
                id,
                path: skill.path,
                line: fileAt.line,
                column: fileAt.column,
                message: `skill ${q(id)} moved from ${q(entry.path)} to ${q(skill.path)} (frontmatter unchanged); ${relock ?? fixFirst(skill, 'run `skillgate lock` to record the new path')}`,
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
        message: `skill ${q(id)} changed since the lock${where}: ${said.join('; ')}; ${relock ?? fixFirst(skill, RELOCK)}`,
        changes,
        escalation,
        added_tools: tools.added,
        removed_tools: tools.removed,
        added_scopes: scopes.added,
        removed_scopes: scopes.removed,
        ...(moved ? { previous_path: entry.path } : {}),
    });
    // A skill with no version (possible in the agentskills profile) did not bump it either.
    const notBumped = hashChanged ? notBumpedReason(entry.version, skill.version) : null;
    if (notBumped !== null) {
        const vpos = skill.positions.version ?? fileAt;
        drift.push({
            kind: 'version-not-bumped',
            id,
            path: skill.path,
            line: vpos.line,
            column: vpos.column,
            message: `skill ${q(id)} changed but ${notBumped}; ${before(skill, skill.version === '' ? `give it a version (metadata.version)${entry.version ? ` above ${q(entry.version)}` : ''}` : `bump ${skill.versionKey ?? 'version'}`)}, then run \`skillgate lock\``,
        });
    }
    return drift;
}
const KIND_ORDER = { removed: 0, added: 1, moved: 2, changed: 3, 'version-not-bumped': 4 };
/**
 * Every difference between `lock` and the skills in the tree, sorted by path, then kind
 * (removed, added, moved, changed, version-not-bumped), then id and position.
 * Duplicate ids in `skills` are the engine's `DuplicateId`; here each copy is compared.
 * `copies`: skills declaring an id the lock pins at another file, which no finding of the run
 * shows as a DuplicateId: each is `added` (the lock does not pin it), saying where the id is.
 */
function diffLock(lock, skills, copies = []) {
    const drift = [];
    const present = new Set();
    const added = (skill, pinnedAt) => {
        const at = skill.positions.id ?? skill.positions.file ?? FILE_START;
        const unpinnable = (0,_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockPathReason */ .RQ)(skill.path);
        const caps = `allowed_tools [${quoteList([...new Set(skill.allowed_tools)].sort(byCodeUnit))}], allowed_memory_scopes [${quoteList([...new Set(skill.allowed_memory_scopes)].sort(byCodeUnit))}]`;
        const what = `skill ${q(skill.id)} (version ${q(skill.version)}, ${caps}) is not in the lockfile`;
        return {
            kind: 'added',
            id: skill.id,
            path: skill.path,
            line: at.line,
            column: at.column,
            message: pinnedAt !== undefined
                ? `${what}, which pins that id at ${q(pinnedAt)}: both files declare it (a DuplicateId this run does not show); ${before(skill, 'make the id unique', true)}, then ${RELOCK}`
                : unpinnable
                    ? `${what}, and cannot be: a lockfile cannot hold its path (it ${unpinnable}); ${before(skill, 'rename its directory')}, then ${RELOCK} to pin it`
                    : `${what}; ${fixFirst(skill, RELOCK)} to pin it`,
        };
    };
    for (const skill of skills) {
        present.add(skill.id);
        const entry = Object.hasOwn(lock.skills, skill.id) ? lock.skills[skill.id] : undefined;
        if (!entry) {
            drift.push(added(skill));
            continue;
        }
        drift.push(...compare(skill.id, entry, skill));
    }
    for (const copy of copies)
        drift.push(added(copy, lock.skills[copy.id].path));
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
    return drift.sort(byDriftOrder);
}
/** Drift in report order: by path, then kind (removed, added, moved, changed, version-not-bumped), id, position. */
function byDriftOrder(a, b) {
    return (byCodeUnit(a.path, b.path) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        byCodeUnit(a.id, b.id) ||
        a.line - b.line ||
        a.column - b.column ||
        byCodeUnit(a.message, b.message));
}
/**
 * Two versions that SemVer does not read, when both are dotted numbers (`2.1`, `1.0.3`, `10`),
 * each optionally with a SemVer pre-release and build (`1.0-beta`, `2.0+b1`): the numbers
 * ordered part by part (a missing part is 0: `1.0` is `1`), then the pre-release as SemVer
 * orders it (`1.0-beta` below `1.0`). Undefined when either is another string.
 */
function compareLoose(x, y) {
    const loose = /^(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
    const mx = loose.exec(x);
    const my = loose.exec(y);
    if (!mx || !my)
        return undefined;
    // The pre-releases, as SemVer's rules order them (a malformed one, `2024-01`: no order).
    const px = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSemver */ .kf)(mx[2] === undefined ? '0.0.0' : `0.0.0-${mx[2]}`);
    const py = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSemver */ .kf)(my[2] === undefined ? '0.0.0' : `0.0.0-${my[2]}`);
    if (!px || !py)
        return undefined;
    const xs = mx[1].split('.');
    const ys = my[1].split('.');
    for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
        // As digit strings (no rounding past 2^53): without leading zeros, longer is larger.
        const m = (xs[i] ?? '0').replace(/^0+(?=.)/, '');
        const n = (ys[i] ?? '0').replace(/^0+(?=.)/, '');
        if (m !== n)
            return m.length !== n.length ? m.length - n.length : m < n ? -1 : 1;
    }
    return (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .compareSemver */ .mU)(px, py);
}
/**
 * Why `now` is not a bump of the lock's `was`, or null when it is: the same version, one of
 * the same SemVer precedence (build metadata does not count, SemVer 2.0.0 \u00a710) or a lower
 * one. Versions that are not both SemVer are ordered only as compareLoose orders them.
 */
function notBumpedReason(was, now, lock = 'the lock') {
    // No version (the agentskills profile's metadata.version is optional): nothing went up.
    if (now === '')
        return was === '' ? `it has no version (metadata.version), as in ${lock}` : `its version ${q(was)} was removed`;
    if (was === now)
        return `its version is still ${q(now)}, as in ${lock}`;
    const a = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSemver */ .kf)(was);
    const b = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSemver */ .kf)(now);
    if (!a || !b) {
        // agentskills' metadata.version is any string: dotted numbers ("2.1", "1.0", "1.0.0-beta")
        // are still ordered, each part as a number; other strings are not.
        const order = compareLoose(now, was);
        if (order === 0)
            return `its version ${q(now)} has the precedence of ${lock}'s ${q(was)}`;
        if (order !== undefined && order < 0)
            return `its version went down from ${q(was)} to ${q(now)}`;
        return null;
    }
    const order = (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_1__/* .compareSemver */ .mU)(b, a);
    if (order === 0)
        return `its version ${q(now)} has the precedence of ${lock}'s ${q(was)} (build metadata does not count)`;
    if (order < 0)
        return `its version went down from ${q(was)} to ${q(now)}`;
    return null;
}


/***/ }),

/***/ 8606:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ writeLockfileAtomic),
/* harmony export */   Ec: () => (/* binding */ decodeLockfile),
/* harmony export */   RQ: () => (/* binding */ lockPathReason),
/* harmony export */   c5: () => (/* binding */ serializeLockfile),
/* harmony export */   g: () => (/* binding */ LockfileError),
/* harmony export */   j6: () => (/* binding */ rawCut),
/* harmony export */   tg: () => (/* binding */ parseLockfile)
/* harmony export */ });
/* unused harmony exports lockPathProblem, parseLockfileStrict, parseLockfileFast, parseRoundTrip, scanWritten, readLockfile */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_own_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6207);
/* harmony import */ var _core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5044);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3776);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2419);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1400);
/**
 * Reading and writing `skillgate.lock` (SPEC \u00a74).
 *
 * The reader is a small JSON parser of its own rather than JSON.parse: JSON.parse keeps the
 * last of duplicate keys silently, gives no line/column, and a lockfile it half-accepts
 * must never turn into an empty lock. Every rejection is a LockfileError naming the
 * offending token. Parsed objects have no prototype, so hostile keys cannot pollute one.
 * That reader is slow on big files, so a file exactly as `serializeLockfile` writes it
 * takes a JSON.parse fast path (see `parseLockfileFast`); everything else goes the strict way.
 */








class LockfileError extends Error {
    file;
    line;
    column;
    reason;
    /** The lockfileVersion the file declares, as written, when that version is the error. */
    declaredVersion;
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
// Objects built here have no prototype, so only `__proto__` is refused: `constructor` and
// `prototype` are valid skill ids (SPEC \u00a72) and must be lockable.
const FORBIDDEN_KEYS = new Set(['__proto__']);
// 32 bytes in base64: 43 characters and one '='. The 43rd carries the last 4 bits and two
// that must be 0 (RFC 4648 \u00a73.5: canonical); another decodes to the same digest, so a hand-
// edited lock would read as drift when nothing changed.
const HASH_RE = /^sha256-[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;
const SIGNER_RE = /^[0-9A-Fa-f]{64}$/;
const CONFLICT_RE = /^(<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)( |$)/;
// The same markers anywhere in the text. Multiline ^ and $ also match at every \r, \n,
// U+2028 and U+2029, so this finds every marker line CONFLICT_RE finds, and a few more.
const CONFLICT_ANY_RE = /^(?:<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)(?: |$)/m;
const MAX_DEPTH = 64;
/** How every lockfile the writer produces begins. */
const LOCK_HEAD = '{\n  "lockfileVersion": 1,\n  "skills": {';
const FIX = 'fix it by hand, or delete it and run `skillgate lock` to write a new one';
const ENTRY_LISTS = new Set(['allowed_tools', 'allowed_memory_scopes']);
class JsonReader {
    text;
    file;
    i = 0;
    onSkill;
    onRoot;
    // Where positions are counted from: the reader asks for them in text order (a duplicate
    // key's first place, and an error, may be earlier: counted again from the start). No table
    // of line starts: a 64 MB lockfile of line breaks made one of 64 M numbers (1.6 GB).
    mark = { offset: 0, line: 1, lineStart: 0 };
    constructor(text, file) {
        this.text = text;
        this.file = file;
    }
    at(offset) {
        let { offset: k, line, lineStart } = offset >= this.mark.offset ? this.mark : { offset: 0, line: 1, lineStart: 0 };
        const text = this.text;
        for (; k < offset && k < text.length; k++) {
            const c = text.charCodeAt(k);
            if (c === 0x0a || (c === 0x0d && text.charCodeAt(k + 1) !== 0x0a)) {
                line++;
                lineStart = k + 1;
            }
        }
        if (offset >= this.mark.offset)
            this.mark = { offset: k, line, lineStart };
        return { line, column: offset - lineStart + 1 };
    }
    fail(offset, reason) {
        const { line, column } = this.at(offset);
        throw new LockfileError(this.file, line, column, reason);
    }
    /**
     * The whole document. With `onSkill`, each member of the root's "skills" object is handed
     * to it as soon as it is read, and not kept: a hostile 40 MB lockfile fails at its first
     * bad entry instead of after a tree of millions of nodes (seconds and gigabytes).
     */
    /**
     * `onSkill` sees each entry of the root's `skills` as soon as it is read (and the entries
     * are not kept); `onRoot` each other member of the root, as soon as it is read.
     */
    document(onSkill, onRoot) {
        this.skipWs();
        this.onSkill = onSkill;
        this.onRoot = onRoot;
        // A root that is no object is refused by its kind: it is read, not kept (a root array of
        // 30 million numbers was a node each, 2.8 GB).
        const node = this.value(0, this.text[this.i] === '{' || !onSkill ? 'keep' : 'shallow');
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
    value(depth, keep = 'keep') {
        if (depth > MAX_DEPTH)
            this.fail(this.i, `invalid JSON: nesting deeper than ${MAX_DEPTH}`);
        const start = this.i;
        const { line, column } = this.at(start);
        const c = this.text[start];
        if (c === '{')
            return { line, column, kind: 'object', members: this.object(depth, depth === 0, undefined, keep) };
        if (c === '[')
            return { line, column, kind: 'array', ...this.array(depth, keep) };
        if (c === '"')
            return { line, column, kind: 'string', value: this.string() };
        if (c === '-' || (c >= '0' && c <= '9')) {
            const m = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
            m.lastIndex = start;
            const raw = m.exec(this.text)?.[0];
            if (!raw || /[0-9A-Za-z.+-]/.test(this.text[start + raw.length] ?? '')) {
                this.fail(start, 'invalid JSON: malformed number');
            }
            this.i += raw.length;
            return { line, column, kind: 'number', value: Number(raw), raw };
        }
        for (const [word, node] of [
            ['true', { kind: 'boolean', value: true }],
            ['false', { kind: 'boolean', value: false }],
            ['null', { kind: 'null' }],
        ]) {
            if (this.text.startsWith(word, start) && !/[A-Za-z0-9_$]/.test(this.text[start + word.length] ?? '')) {
                this.i += word.length;
                return { line, column, ...node };
            }
        }
        if (start >= this.text.length)
            this.fail(start, 'invalid JSON: unexpected end of file, expected a value');
        if ((c === '}' || c === ']') && /,[ \t\r\n]*$/.test(this.text.slice(0, start))) {
            this.fail(start, `invalid JSON: trailing comma before ${JSON.stringify(c)}`);
        }
        return this.fail(start, `invalid JSON: unexpected ${this.describe(start)}, expected a value`);
    }
    object(depth, root = false, visit, keep = 'keep') {
        this.i++; // {
        const members = [];
        // Where each key starts: positions are worked out for a duplicate only (a skills object
        // of 300,000 entries would keep as many position objects).
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
            const { line, column } = this.at(keyStart);
            const key = this.string();
            if (FORBIDDEN_KEYS.has(key))
                this.fail(keyStart, `key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(key)} is not allowed`);
            const firstAt = seen.get(key);
            if (firstAt !== undefined) {
                const first = this.at(firstAt);
                this.fail(keyStart, `duplicate key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(key)} (first at line ${first.line}, column ${first.column})`);
            }
            seen.set(key, keyStart);
            this.skipWs();
            if (this.text[this.i] !== ':')
                this.fail(this.i, `invalid JSON: unexpected ${this.describe(this.i)}, expected ":"`);
            this.i++;
            this.skipWs();
            if (root && key === 'skills' && this.onSkill && this.text[this.i] === '{') {
                const at = this.at(this.i);
                this.object(depth + 1, false, this.onSkill);
                members.push({ line, column, key, value: { ...at, kind: 'object', members: [] } });
            }
            else if (visit)
                visit({ line, column, key, value: this.value(depth + 1, 'entry') });
            else if (keep === 'shallow' || keep === 'strings')
                this.value(depth + 1, 'shallow');
            else {
                // The root's other members are read for their kind (lockfileVersion is a number, or
                // refused by its kind), and so is every member of an entry but its lists.
                const inner = keep === 'entry' ? (ENTRY_LISTS.has(key) ? 'strings' : 'shallow') : root && this.onSkill ? 'shallow' : 'keep';
                members.push({ line, column, key, value: this.value(depth + 1, inner) });
                if (root)
                    this.onRoot?.(members[members.length - 1]);
            }
            this.skipWs();
            const sep = this.text[this.i];
            this.i++;
            if (sep === '}')
                return members;
            if (sep !== ',')
                this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "}"`);
        }
    }
    array(depth, keep) {
        this.i++; // [
        const items = [];
        const list = { items };
        if (keep === 'strings')
            list.strings = new Set();
        this.skipWs();
        if (this.text[this.i] === ']') {
            this.i++;
            return list;
        }
        for (;;) {
            this.skipWs();
            if (keep === 'keep')
                items.push(this.value(depth + 1));
            else {
                const item = this.value(depth + 1, 'shallow');
                if (keep === 'strings') {
                    if (item.kind === 'string')
                        list.strings.add(item.value);
                    else
                        list.notString ??= item;
                }
            }
            this.skipWs();
            const sep = this.text[this.i];
            this.i++;
            if (sep === ']')
                return list;
            if (sep !== ',')
                this.fail(this.i - 1, `invalid JSON: unexpected ${this.describe(this.i - 1)}, expected "," or "]"`);
        }
    }
    string() {
        const start = this.i;
        // Decoded as runs of text and blocks of escaped characters, joined once: a string of
        // millions of escapes appended one by one was a chain of as many pieces (1.3 GB for 31 MB).
        const parts = [];
        const codes = [];
        const flush = () => {
            if (codes.length)
                parts.push(String.fromCharCode(...codes));
            codes.length = 0;
        };
        const simple = { '"': 0x22, '\\': 0x5c, '/': 0x2f, b: 8, f: 12, n: 10, r: 13, t: 9 };
        this.i++; // opening quote
        for (;;) {
            // A run of plain characters at once (one slice, not one append per character).
            let j = this.i;
            for (let code = this.text.charCodeAt(j); code >= 0x20 && code !== 0x22 && code !== 0x5c;) {
                code = this.text.charCodeAt(++j);
            }
            if (j - this.i > 16) {
                flush();
                parts.push(this.text.slice(this.i, j));
            }
            else
                for (let k = this.i; k < j; k++)
                    codes.push(this.text.charCodeAt(k));
            if (codes.length >= 4096)
                flush();
            this.i = j;
            const c = this.text[this.i];
            if (c === undefined)
                this.fail(start, 'invalid JSON: unterminated string');
            if (c === '"')
                break;
            const code = c.charCodeAt(0);
            if (code < 0x20)
                this.fail(this.i, `invalid JSON: ${this.describe(this.i)} must be escaped in a string`);
            const e = this.text[this.i + 1];
            if (e !== undefined && Object.hasOwn(simple, e)) {
                codes.push(simple[e]);
                this.i += 2;
            }
            else if (e === 'u' && /^[0-9A-Fa-f]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
                codes.push(parseInt(this.text.slice(this.i + 2, this.i + 6), 16));
                this.i += 6;
            }
            else {
                this.fail(this.i, 'invalid JSON: invalid escape sequence in string');
            }
        }
        flush();
        const out = parts.length === 1 ? parts[0] : parts.join('');
        this.i++; // closing quote
        // The loop, not native isWellFormed: reading the characters one by one makes V8 flatten
        // the string built piece by piece above, and the GC then drops the pieces (native
        // isWellFormed leaves the chain as it is: a 10,000-entry lock held ~13 MB, not ~6 MB).
        if (!wellFormedLoop(out))
            this.fail(start, 'string is not well-formed Unicode (lone surrogate)');
        return (0,_core_own_js__WEBPACK_IMPORTED_MODULE_7__/* .own */ .Z)(out); // not a slice that keeps the whole text alive
    }
}
function wellFormed(s) {
    return s.isWellFormed();
}
function wellFormedLoop(s) {
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
/** Why a lockfile cannot hold `p`, in a few words for a message (no advice), or undefined. */
function lockPathReason(p) {
    const why = lockPathProblem(p);
    if (!why)
        return undefined;
    if (p.includes('\\'))
        return 'contains a backslash';
    if (/^[A-Za-z]:/.test(p))
        return 'starts like a Windows drive (X:)';
    return why.replace(/;.*/, '');
}
/** Why `p` is not acceptable as a lock entry path, or null when it is. */
function lockPathProblem(p) {
    if (p === '')
        return 'is empty';
    if (p.includes('\\'))
        return 'contains a backslash; use "/"';
    const c0 = p.charCodeAt(0);
    if (c0 === 0x2f || (p.charCodeAt(1) === 0x3a && (c0 | 0x20) >= 0x61 && (c0 | 0x20) <= 0x7a))
        return 'is absolute; it must be relative to the repository root';
    // One pass (10,000 lock entries are checked on every read): control characters, then
    // ".." segments, then empty or "." segments, in that order of precedence.
    let control = false;
    let dotdot = false;
    let odd = false;
    let from = 0;
    for (let k = 0; k <= p.length; k++) {
        const c = k < p.length ? p.charCodeAt(k) : 0x2f;
        if (c === 0x2f) {
            const n = k - from;
            if (n === 0 || (n === 1 && p.charCodeAt(from) === 0x2e))
                odd = true;
            else if (n === 2 && p.charCodeAt(from) === 0x2e && p.charCodeAt(from + 1) === 0x2e)
                dotdot = true;
            from = k + 1;
        }
        else if (c < 0x20 || c === 0x7f)
            control = true;
    }
    if (control)
        return 'contains a control character';
    if (dotdot)
        return 'contains a ".." segment';
    if (odd)
        return 'is not normalized (empty or "." segment)';
    return null;
}
function entryProblem(id, e) {
    if (id === '')
        return 'skill id is empty';
    if (FORBIDDEN_KEYS.has(id))
        return `skill id ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(id)} is not allowed`;
    const pathWhy = lockPathProblem(e.path);
    if (pathWhy)
        return `skill ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(id)}: path ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(e.path)} ${pathWhy}`;
    if (!HASH_RE.test(e.frontmatter))
        return `skill ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(id)}: frontmatter hash ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(e.frontmatter)} is not "sha256-" + the canonical base64 of a SHA-256 digest (44 characters)`;
    if (e.signer !== null && !SIGNER_RE.test(e.signer))
        return `skill ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(id)}: signer ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(e.signer)} is not null or 64 hex characters`;
    const ok = wellFormed(id) &&
        wellFormed(e.path) &&
        wellFormed(e.version) &&
        e.allowed_tools.every(wellFormed) &&
        e.allowed_memory_scopes.every(wellFormed);
    return ok ? null : `skill ${JSON.stringify(id)}: a string is not well-formed Unicode`;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (xs) => [...new Set(xs)].sort(byCodeUnit);
/** Strictly ascending by code unit: what sortedUnique returns, unchanged by it. */
function isCanonicalList(xs) {
    for (let k = 1; k < xs.length; k++)
        if (!(xs[k - 1] < xs[k]))
            return false;
    return true;
}
// ---------------------------------------------------------------------------------------
// Reading
/**
 * Parses the text of a lockfile. `file` is the name used in error messages.
 * Lists come back sorted and deduplicated, signers in lowercase.
 */
function parseLockfile(text, file) {
    text = precheck(text, file);
    return parseLockfileFast(text) ?? crlfFast(text) ?? parseStrict(text, file);
}
/**
 * A lockfile the writer wrote, checked out with CRLF line ends (git's autocrlf on
 * Windows). CR LF is whitespace between JSON tokens and cannot stand unescaped inside a
 * string, so when the text with LF ends is exactly the writer's, the strict reader would
 * return the very same value from the CRLF text: take it from the fast path instead.
 */
function crlfFast(text) {
    if (!text.includes('\r\n'))
        return null;
    return parseLockfileFast(text.replaceAll('\r\n', '\n'));
}
/** parseLockfile without the fast path: the reference the fast path is tested against. */
function parseLockfileStrict(text, file) {
    return parseStrict(precheck(text, file), file);
}
/** Drops a BOM; throws on git conflict markers and on an empty file. */
function precheck(text, file) {
    // Editors on Windows may add a BOM; it is not a column an editor shows, so drop it.
    if (text.startsWith('\uFEFF'))
        text = text.slice(1);
    // Splitting a big file into lines costs more than the whole fast path; only do it to
    // find the line number of a marker that is there.
    if (CONFLICT_ANY_RE.test(text)) {
        const lines = text.split(/\r\n|\n|\r/);
        for (let n = 0; n < lines.length; n++) {
            if (CONFLICT_RE.test(lines[n])) {
                throw new LockfileError(file, n + 1, 1, `git conflict marker ${JSON.stringify(lines[n].slice(0, 40))}: resolve the merge, then run \`skillgate lock\``);
            }
        }
    }
    if (text.trim() === '')
        throw new LockfileError(file, 1, 1, `lockfile is empty; ${FIX}`);
    return text;
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
/**
 * The lockfile in `text` when `text` is byte for byte what serializeLockfile writes for it,
 * else null. Such a text has no duplicate, unknown or forbidden key, no escape or spacing
 * the writer would not produce, and only values the writer accepts, so the strict reader
 * would return this very value; any other text (hand-edited, CRLF, invalid) returns null
 * and takes the strict reader, which owns every error message. Exported for tests.
 */
function parseLockfileFast(text) {
    // Cheap early outs, so that a CRLF, minified or reindented file costs the strict
    // reader alone rather than a JSON.parse first.
    if (!text.startsWith(LOCK_HEAD) || !text.endsWith('}\n}\n'))
        return null;
    const scanned = scanWritten(text);
    return scanned !== undefined ? scanned : parseRoundTrip(text);
}
/** parseLockfileFast by JSON.parse and a round trip alone (a string with an escape). Exported for tests. */
function parseRoundTrip(text) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (!isObject(root) || Object.keys(root).length !== 2 || root.lockfileVersion !== 1)
        return null;
    const raw = root.skills;
    if (!Object.hasOwn(root, 'skills') || !isObject(raw))
        return null;
    const skills = Object.create(null);
    // Object.keys lists integer-like ids first, but keeps the text's order for the others,
    // and skills (like the strict reader's object) orders its own keys by that same rule.
    for (const id of Object.keys(raw)) {
        const e = raw[id];
        if (!isObject(e) || Object.keys(e).length !== 6)
            return null;
        // Six own keys, each of the six names holding a value of its type: exactly ENTRY_KEYS.
        // Nothing is normalized here, so lists must already be sorted and unique and the signer
        // lowercase: the round trip alone would accept an uppercase signer and keep it.
        const { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes } = e;
        if (typeof path !== 'string' ||
            typeof version !== 'string' ||
            typeof frontmatter !== 'string' ||
            !(signer === null || (typeof signer === 'string' && signer === signer.toLowerCase())) ||
            !isStringList(allowed_tools) ||
            !isCanonicalList(allowed_tools) ||
            !isStringList(allowed_memory_scopes) ||
            !isCanonicalList(allowed_memory_scopes)) {
            return null;
        }
        const entry = { path, version, frontmatter, signer, allowed_tools, allowed_memory_scopes };
        // entryProblem is the writer's check, which also refuses "__proto__" and other
        // forbidden ids; the reader also refuses a path that is not well-formed Unicode.
        if (entryProblem(id, entry) !== null || !wellFormed(path))
            return null;
        skills[id] = entry;
    }
    const canonical = lockText(Object.keys(skills).sort(byCodeUnit), (id) => skills[id]);
    return canonical === text ? { lockfileVersion: 1, skills } : null;
}
const LIST_OPEN = '[\n        ';
const LIST_CLOSE = '\n      ]';
/** Between two items of a list the writer wrote. */
const LIST_SPLIT = '",\n        "';
/** How the writer ends a lockfile with no skills, and one with some. */
const EMPTY_TAIL = '}\n}\n';
const TAIL = '\n  }\n}\n';
/** A JSON string the writer writes as it is, its quotes included (one capture group). */
const PLAIN_STRING = '"([^"\\\\\\u0000-\\u001f]*)"';
const PLAIN_LIST = '(\\[\\]|\\[\\n {8}"[^"\\\\\\u0000-\\u001f]*"(?:,\\n {8}"[^"\\\\\\u0000-\\u001f]*")*\\n {6}\\])';
/** One entry of the writer's layout, from its id to its closing brace (lockText). */
const ENTRY_RE = new RegExp(PLAIN_STRING +
    ': \\{\\n {6}"allowed_memory_scopes": ' +
    PLAIN_LIST +
    ',\\n {6}"allowed_tools": ' +
    PLAIN_LIST +
    ',\\n {6}"frontmatter": ' +
    PLAIN_STRING +
    ',\\n {6}"path": ' +
    PLAIN_STRING +
    ',\\n {6}"signer": (?:null|' +
    PLAIN_STRING +
    '),\\n {6}"version": ' +
    PLAIN_STRING +
    '\\n {4}\\}', 'y');
/**
 * The writer's layout read in one pass, with no JSON.parse and no text rebuilt to compare
 * (10,000 entries: ~4 MB that the round trip would build): each entry is one native match
 * of ENTRY_RE, which holds every byte lockText writes between the values, and each string
 * must be one JSON.stringify writes as is (no escape, no control character; a lone
 * surrogate fails the entry checks). Returns null when the text is surely not the writer's,
 * undefined when it cannot tell (a string with an escape may follow):
 * parseLockfileFast then decides with JSON.parse and the round trip.
 * Whenever it decides, it decides as the round trip does (exported for that test).
 */
function scanWritten(text) {
    if (!text.startsWith(LOCK_HEAD))
        return null;
    const skills = Object.create(null);
    // Values must not be views into the text (V8 makes a slice of 13 or more characters one):
    // the lock lives for the whole run, and would keep all of its 4 MB text. Repeated values
    // (tools, scopes, versions) share one copy.
    const shared = new Map();
    const kept = (v) => {
        let got = shared.get(v);
        if (got === undefined) {
            got = (0,_core_own_js__WEBPACK_IMPORTED_MODULE_7__/* .own */ .Z)(v);
            if (shared.size < 50_000)
                shared.set(got, got);
        }
        return got;
    };
    const listOf = (t) => {
        if (t === '[]')
            return [];
        const out = t.slice(LIST_OPEN.length + 1, t.length - LIST_CLOSE.length - 1).split(LIST_SPLIT);
        for (let k = 1; k < out.length; k++)
            if (!(out[k - 1] < out[k]))
                return null; // sorted and unique
        for (let k = 0; k < out.length; k++)
            out[k] = kept(out[k]);
        return out;
    };
    const end = text.length;
    let i = LOCK_HEAD.length;
    if (text.startsWith(EMPTY_TAIL, i) && i + EMPTY_TAIL.length === end)
        return { lockfileVersion: 1, skills };
    let prev;
    for (let first = true;; first = false) {
        const sep = first ? '\n    ' : ',\n    ';
        ENTRY_RE.lastIndex = i + sep.length;
        let m;
        try {
            m = text.startsWith(sep, i) ? ENTRY_RE.exec(text) : null;
        }
        catch (e) {
            // An entry of hundreds of thousands of list items overflows the regex engine's stack
            // (RangeError): the round trip decides such a text.
            if (e instanceof RangeError)
                return undefined;
            throw e;
        }
        if (!m) {
            // Not the writer's layout from here on, unless a string has an escape the layout
            // cannot show: then only the round trip can tell.
            return text.includes('\\', i) ? undefined : null;
        }
        const id = (0,_core_own_js__WEBPACK_IMPORTED_MODULE_7__/* .own */ .Z)(m[1]);
        if (prev !== undefined && !(prev < id))
            return null;
        prev = id;
        const allowed_memory_scopes = listOf(m[2]);
        const allowed_tools = listOf(m[3]);
        const signer = m[6] === undefined ? null : m[6];
        if (allowed_memory_scopes === null || allowed_tools === null)
            return null;
        if (signer !== null && signer !== signer.toLowerCase())
            return null;
        const entry = {
            path: (0,_core_own_js__WEBPACK_IMPORTED_MODULE_7__/* .own */ .Z)(m[5]),
            version: kept(m[7]),
            frontmatter: (0,_core_own_js__WEBPACK_IMPORTED_MODULE_7__/* .own */ .Z)(m[4]),
            signer: signer === null ? null : kept(signer),
            allowed_tools,
            allowed_memory_scopes,
        };
        if (entryProblem(id, entry) !== null)
            return null;
        skills[id] = entry;
        i = ENTRY_RE.lastIndex;
        if (text.startsWith(TAIL, i) && i + TAIL.length === end)
            return { lockfileVersion: 1, skills };
    }
}
/** A number as written, cut to its start and length when it is long (5,000 digits). */
function rawCut(raw) {
    return raw.length > 40 ? `${raw.slice(0, 20)}\u2026 (${raw.length} characters)` : raw;
}
/** The original strict reader, for every text the fast path does not take. */
function parseStrict(text, file) {
    function fail(at, reason) {
        throw new LockfileError(file, at.line, at.column, reason);
    }
    const typeName = (n) => n.kind === 'number' ? `number ${rawCut(n.raw)}` : n.kind === 'string' ? `string ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(n.value)}` : n.kind;
    const expectObject = (n, what) => n.kind === 'object' ? n.members : fail(n, `${what} must be an object, got ${typeName(n)}`);
    const member = (ms, key) => ms.find((m) => m.key === key);
    // Each skill is checked as soon as it is read (JsonReader.document), so a bad entry fails
    // before the rest of the file is even parsed.
    const skills = Object.create(null);
    const entry = (s) => {
        const id = s.key;
        const q = (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(id);
        if (id === '')
            fail(s, 'skill id is empty');
        const fields = expectObject(s.value, `skill ${q}`);
        for (const f of fields) {
            if (!ENTRY_KEYS.includes(f.key)) {
                fail(f, `skill ${q}: unknown key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(f.key)}; expected ${ENTRY_KEYS.map((k) => `"${k}"`).join(', ')}`);
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
            // Read as `strings` (JsonReader's Keep): the strings, and the first item that is not one.
            if (n.notString)
                fail(n.notString, `skill ${q}: "${key}" must hold only strings, got ${typeName(n.notString)}`);
            return sortedUnique(n.strings);
        };
        const path = str('path');
        const pathWhy = lockPathProblem(path);
        if (pathWhy)
            fail(get('path'), `skill ${q}: path ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(path)} ${pathWhy}`);
        const entryVersion = str('version');
        const frontmatter = str('frontmatter');
        if (!HASH_RE.test(frontmatter))
            fail(get('frontmatter'), `skill ${q}: frontmatter ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(frontmatter)} is not "sha256-" + the canonical base64 of a SHA-256 digest (44 characters)`);
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
    };
    const checkVersion = (version) => {
        if (version.value.kind !== 'number')
            fail(version.value, `"lockfileVersion" must be the number 1, got ${typeName(version.value)}`);
        // As written: 1.0, 1e0 or 1.0000000000000000001 (which reads as 1) is not the writer's 1.
        if (version.value.raw !== '1') {
            const { line, column, raw } = version.value;
            const e = new LockfileError(file, line, column, Number(raw) === 1
                ? `lockfileVersion is written ${rawCut(raw)}: write it 1 (the format's version is the integer 1)`
                : `unsupported lockfileVersion ${rawCut(raw)}; this skillgate reads lockfileVersion 1`);
            e.declaredVersion = raw;
            throw e;
        }
    };
    // The version is checked as soon as it is read: a lockfile of another version (first, as
    // every writer puts it) is that, not an entry with keys this version does not know.
    const root = new JsonReader(text, file).document(entry, (m) => {
        if (m.key === 'lockfileVersion')
            checkVersion(m);
    });
    const rootMembers = expectObject(root, 'the lockfile');
    const version = member(rootMembers, 'lockfileVersion');
    if (!version)
        fail(root, `missing "lockfileVersion"; ${FIX}`);
    checkVersion(version);
    for (const m of rootMembers) {
        if (!ROOT_KEYS.includes(m.key))
            fail(m, `unknown key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(m.key)}; expected "lockfileVersion" and "skills"`);
    }
    const skillsMember = member(rootMembers, 'skills');
    if (!skillsMember)
        fail(root, `missing "skills"; ${FIX}`);
    // An object's entries were read and checked above; anything else is the wrong type.
    expectObject(skillsMember.value, '"skills"');
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
        throw new LockfileError(displayName, 1, 1, `cannot read lockfile: ${fsReason(err)}`);
    }
    return parseLockfile(decodeLockfile(bytes, displayName), displayName);
}
/**
 * A lockfile's bytes as text: strict UTF-8, or a LockfileError at the first bad byte. (A
 * lenient decode would turn a bad byte into U+FFFD, which a skill may legitimately hold, and
 * a corrupted lock could then match the tree.)
 */
function decodeLockfile(bytes, displayName) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    const at = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .firstInvalidUtf8 */ .vE)(bytes);
    const { line, column } = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .bytePos */ .bA)(bytes, at);
    throw new LockfileError(displayName, line, column, `lockfile is not valid UTF-8 (bad byte 0x${bytes[at].toString(16).padStart(2, '0')} at offset ${at})`);
}
// ---------------------------------------------------------------------------------------
// Writing
// A list that is already canonical (as in every parsed lockfile) is kept as is: copying and
// sorting 20,000 lists again cost more than writing them.
const canonicalList = (xs) => (isCanonicalList(xs) ? xs : sortedUnique(xs));
function toEntry(e) {
    return {
        path: e.path,
        version: e.version,
        frontmatter: e.frontmatter,
        signer: e.signer === null ? null : e.signer.toLowerCase(),
        allowed_tools: canonicalList(e.allowed_tools),
        allowed_memory_scopes: canonicalList(e.allowed_memory_scopes),
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
    const ids = [...byId.keys()].sort(byCodeUnit);
    for (const id of ids) {
        const why = entryProblem(id, byId.get(id));
        if (why)
            throw new Error(`cannot write lockfile: ${why}`);
    }
    return lockText(ids, (id) => byId.get(id));
}
/**
 * The text of checked, normalized entries, `ids` sorted by code unit. Assembled by hand:
 * a JS object would list integer-like ids ("10", "9") first in numeric order, and
 * JSON.stringify(entry, null, 2) per entry is several times slower. The layout is exactly
 * JSON.stringify's with a two-space indent; entry keys are ENTRY_KEYS sorted by code unit.
 */
function lockText(ids, entryOf) {
    let out = LOCK_HEAD;
    for (let k = 0; k < ids.length; k++) {
        const e = entryOf(ids[k]);
        out +=
            (k === 0 ? '\n    ' : ',\n    ') +
                JSON.stringify(ids[k]) +
                ': {\n      "allowed_memory_scopes": ' +
                listText(e.allowed_memory_scopes) +
                ',\n      "allowed_tools": ' +
                listText(e.allowed_tools) +
                ',\n      "frontmatter": ' +
                JSON.stringify(e.frontmatter) +
                ',\n      "path": ' +
                JSON.stringify(e.path) +
                ',\n      "signer": ' +
                JSON.stringify(e.signer) +
                ',\n      "version": ' +
                JSON.stringify(e.version) +
                '\n    }';
    }
    return out + (ids.length ? '\n  }\n}\n' : '}\n}\n');
}
/** A list as JSON.stringify(\u2026, null, 2) prints it three levels deep: `[]` when empty. */
function listText(xs) {
    if (xs.length === 0)
        return '[]';
    let out = '[\n        ' + JSON.stringify(xs[0]);
    for (let k = 1; k < xs.length; k++)
        out += ',\n        ' + JSON.stringify(xs[k]);
    return out + '\n      ]';
}
const RETRYABLE_RENAME = new Set(['EPERM', 'EACCES', 'EBUSY']);
/**
 * Replaces `file` with `text` atomically: a uniquely named temp file in the same
 * directory is written, fsynced and renamed over the target, so readers and concurrent
 * writers only ever see a whole file. The temp file is removed on failure. A symlinked
 * target is followed, so the link itself survives. A read-only lockfile is refused (EACCES),
 * and one root replaces keeps its owner (write-atomic.ts `replaced`).
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
    const tmp = (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .tempBeside */ .p8)(target);
    const done = (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .trackTemp */ .EO)(tmp);
    let handle;
    try {
        const old = (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .replaced */ .$3)(target);
        // A lockfile is data: execute bits are not carried over.
        const keepMode = old && old.mode & 0o666;
        handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(tmp, 'wx', keepMode ?? 0o666);
        if (keepMode !== undefined)
            await handle.chmod(keepMode);
        const owner = (0,_core_write_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerToKeep */ .oR)(old);
        if (owner)
            await handle.chown(owner.uid, owner.gid).catch(() => undefined); // best effort, as keepOwner
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
    finally {
        done();
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


/***/ }),

/***/ 3535:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M7: () => (/* binding */ keepPositions),
/* harmony export */   f5: () => (/* binding */ keyAt),
/* harmony export */   fK: () => (/* binding */ valueAt)
/* harmony export */ });
/** The keys whose positions are kept: drift's, the agentskills spellings, and x-deprecated-by (tree rules). */
const KEPT_KEYS = [
    'id',
    'name',
    'version',
    'allowed_tools',
    'allowed-tools',
    'allowed_memory_scopes',
    'signature',
    'x-deprecated-by',
];
const SLOT = new Map(KEPT_KEYS.map((k, i) => [k, i * 4]));
/**
 * The kept positions of a checked skill: each key's first occurrence in `root` (a duplicate
 * key is reported, the first is the one read), and the value positions the checks recorded
 * in `values` (under the v1 names: agentskills records `allowed-tools`' value as `allowed_tools`).
 */
function keepPositions(values, root) {
    const out = new Array(KEPT_KEYS.length * 4).fill(0);
    for (const { key } of root.entries) {
        const s = SLOT.get(key.value);
        if (s !== undefined && out[s] === 0) {
            out[s] = key.line;
            out[s + 1] = key.column;
        }
    }
    for (let i = 0; i < KEPT_KEYS.length; i++) {
        const p = Object.hasOwn(values, KEPT_KEYS[i]) ? values[KEPT_KEYS[i]] : undefined;
        if (p) {
            out[i * 4 + 2] = p.line;
            out[i * 4 + 3] = p.column;
        }
    }
    return out;
}
function at(kept, i) {
    if (kept === undefined || !(kept[i] > 0))
        return undefined;
    return { line: kept[i], column: kept[i + 1] };
}
/** Where top-level key `key` of the skill sits, when kept. */
function keyAt(kept, key) {
    return at(kept, SLOT.get(key));
}
/** Where the value of top-level key `key` starts, when kept. */
function valueAt(kept, key) {
    return at(kept, SLOT.get(key) + 2);
}


/***/ }),

/***/ 7994:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summarize),
/* harmony export */   g: () => (/* binding */ overallStatus)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/** Counts shared by every report: outcomes, findings, drift. */

function summarize(results, drift, durationMs) {
    const s = Object.fromEntries(_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES */ .im.map((o) => [o, 0]));
    let errors = 0;
    let warnings = 0;
    for (const r of results) {
        s[r.outcome]++;
        for (const f of r.findings) {
            // The finding that stands for those a file's cap left out counts as they do.
            if (f.omitted) {
                errors += f.omitted.errors;
                warnings += f.omitted.warnings;
            }
            else if (f.severity === 'error')
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

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ safeLines),
/* harmony export */   Mf: () => (/* binding */ textReport),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   gB: () => (/* binding */ safe)
/* harmony export */ });
/* unused harmony export caret */
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7994);
/**
 * Text report: `path:line:col: error CODE message` per finding (actionlint style), an
 * optional source line with a caret (terminals only), then a one-line summary.
 */


const paint = (on, code, s) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);
/**
 * Terminal-safe: control characters from the repository (C0 with tab, DEL and C1: U+009B is
 * a CSI to terminals that act on 8-bit controls) never reach the terminal raw, nor
 * do the invisible ones that reorder or hide text (bidirectional controls, zero-width
 * characters: "Trojan Source"), nor Unicode's other default-ignorable code points, which
 * show as nothing: a soft hyphen, variation selectors, Hangul fillers, the tag characters
 * U+E0000-E007F that "ASCII smuggling" hides text in (`"Re<U+E0041>ad"` read as "Read"),
 * and the interlinear annotation controls. An astral one is spelled `\u{e0041}`.
 */
const UNSEEN = 
// Code points, one by one, on purpose: combining ones (U+034F, the variation selectors) among them.
// eslint-disable-next-line no-misleading-character-class
/[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}]/gu;
function safe(s) {
    return (s
        // A CR as JSON spells it, as a value's in a message (`"a\rb"`): the same character reads alike.
        .replace(/\r/g, '\\r')
        .replace(UNSEEN, (c) => {
        const cp = c.codePointAt(0);
        return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    })
        .replace(/\n/g, '\\n')
        .replace(/\t/g, '\\t')
        // A lone surrogate (a hostile key `"\ud800"`) has no UTF-8: written out, it became U+FFFD.
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`));
}
/** A message line longer than this quotes something hostile (a 900 KB path in a config). */
const LINE_MAX = 4000;
/** A message of several lines, each made `safe` and cut in its middle past LINE_MAX: the lines stay lines. */
function safeLines(s) {
    return s.split('\n').map(clipLine).join('\n');
}
/** A line as `safe`, past LINE_MAX characters its start and its end (the reason) around what was cut. */
function clipLine(line) {
    if (line.length <= LINE_MAX)
        return safe(line);
    let head = 1500;
    let tail = line.length - 500;
    // Never half a surrogate pair.
    if (/[\ud800-\udbff]/.test(line[head - 1]))
        head--;
    if (/[\udc00-\udfff]/.test(line[tail]))
        tail++;
    return `${safe(line.slice(0, head))}\u2026 (${tail - head} characters cut) \u2026${safe(line.slice(tail))}`;
}
/** Quoted values longer than this are cut in text lines and annotations (JSON keeps them whole). */
const QUOTED_MAX = 120;
/**
 * A message for a terminal or an annotation: `safe`, and a quoted value of 5,000 characters
 * cut to its start and its length, so one finding stays one readable line.
 */
function shown(message) {
    return safe(message.length <= QUOTED_MAX ? message : cutQuoted(message));
}
/** `v1.0.0`, or the version as it is when it starts with v; a long one cut, with no `v` glued to its quote. */
function versionShown(version) {
    const cut = (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(version);
    return safe(cut !== version || /^v/i.test(version) ? cut : `v${version}`);
}
/**
 * Each `"\u2026"` (backslash escapes inside) over QUOTED_MAX cut to its start and its length. One
 * pass: a regex retried at every `"` of an unclosed `"\"\"\"\u2026` took quadratic time (a
 * 320 KB skill, a minute).
 */
function cutQuoted(message) {
    let out = '';
    let from = 0;
    for (let i = message.indexOf('"'); i >= 0; i = message.indexOf('"', from)) {
        let j = i + 1;
        while (j < message.length && message[j] !== '"')
            j += message[j] === '\\' ? 2 : 1;
        if (j >= message.length)
            break; // unclosed: the rest stays as it is
        const q = message.slice(i, j + 1);
        let cut = q;
        if (q.length > QUOTED_MAX) {
            let end = QUOTED_MAX - 20;
            if (q[end - 1] === '\\')
                end--;
            if (/[\ud800-\udbff]/.test(q[end - 1]))
                end--;
            // A value the message cut already (quoteCut: `"abc\u2026" (5006 characters)`) keeps its own
            // count: counting the cut would say "(181 characters) (5006 characters)".
            const counted = q.endsWith('\u2026"') && /^ \(\d+ characters\)/.test(message.slice(j + 1));
            cut = counted ? `${q.slice(0, end)}\u2026"` : `${q.slice(0, end)}\u2026" (${codePoints(q)} characters)`;
        }
        out += message.slice(from, i) + cut;
        from = j + 1;
    }
    return out + message.slice(from);
}
/**
 * How many characters a quoted value holds, as the schema's limits count them (code points:
 * an emoji is one): the value the JSON quotes, else the text between the quotes.
 */
function codePoints(q) {
    let value;
    try {
        value = JSON.parse(q);
    }
    catch {
        value = q.slice(1, -1);
    }
    let n = 0;
    for (const _ of value)
        n++;
    return n;
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
 * The characters of `s` escaped one by one, from its end (`fromEnd`) or its start, and their
 * width in cells, read until it passes SHOWN_MAX. A tab in the source line is layout: one
 * space, not an escape.
 */
function pieces(s, fromEnd) {
    const out = [];
    let width = 0;
    let i = fromEnd ? s.length : 0;
    while (width <= SHOWN_MAX && (fromEnd ? i > 0 : i < s.length)) {
        let ch;
        if (fromEnd) {
            const low = s.charCodeAt(i - 1);
            const pair = i > 1 && low >= 0xdc00 && low <= 0xdfff && (s.charCodeAt(i - 2) & 0xfc00) === 0xd800;
            ch = s.slice(i - (pair ? 2 : 1), i);
            i -= ch.length;
        }
        else {
            ch = String.fromCodePoint(s.codePointAt(i));
            // A lone surrogate is one unit (fromCodePoint of it gives it back).
            i += ch.length;
        }
        const k = ch.charCodeAt(0);
        const piece = k >= 0x20 && k < 0x7f ? ch : k === 9 ? ' ' : safe(ch);
        out.push(piece);
        width += pieceCells(piece);
    }
    if (fromEnd)
        out.reverse();
    return { pieces: out, width };
}
/** A piece's cells; printable ASCII (most of any line) without a regex. */
function pieceCells(piece) {
    return piece.length === 1 && piece.charCodeAt(0) < 0x7f ? 1 : cells(piece);
}
/** As many of `pieces` as fill SHOWN_MAX / 2 cells, from the end or the start (at least one), and their width. */
function shownPart(all, fromEnd) {
    const list = fromEnd ? [...all].reverse() : all;
    let n = 0;
    let i = 0;
    while (i < list.length && n + pieceCells(list[i]) <= SHOWN_MAX / 2)
        n += pieceCells(list[i++]);
    if (i === 0)
        n = pieceCells(list[i++]);
    const kept = list.slice(0, i);
    return { text: (fromEnd ? kept.reverse() : kept).join(''), width: n };
}
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
    // Each character is escaped on its own, so that the window is cut between escapes (never
    // `\u2026u202e` or a lone `\`), and measured by what the terminal draws (a CJK character is two
    // cells). Each side is read only as far as it can be shown.
    const before = pieces(raw.slice(from, at), true);
    const after = pieces(raw.slice(at, to), false);
    const cut = before.width + after.width > SHOWN_MAX;
    const head = cut && before.width > SHOWN_MAX / 2
        ? ((part) => ({ text: '\u2026' + part.text, width: part.width + 1 }))(shownPart(before.pieces, true))
        : // The raw window itself may have left out the line's start (characters of no cells,
            // combining marks): that is a cut too.
            from > 0
                ? { text: '\u2026' + before.pieces.join(''), width: before.width + 1 }
                : { text: before.pieces.join(''), width: before.width };
    const tail = cut && after.width > SHOWN_MAX / 2
        ? shownPart(after.pieces, false).text + '\u2026'
        : after.pieces.join('') + (to < raw.length ? '\u2026' : '');
    return `    ${head.text}${tail}\n    ${' '.repeat(head.width)}^`;
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
        const at = (d.kind === 'removed' ? opts.lockEntry?.(d.id) : undefined) ?? {
            file: d.path,
            line: d.line,
            column: d.column,
        };
        lines.push(`${safe(at.file)}:${at.line}:${at.column}: ${paint(opts.color, '31', 'error')} ${d.kind} ${shown(d.message)}`);
    }
    for (const w of opts.stepWarnings ?? []) {
        // One on no file (path ''): no place to name, rather than `:1:1:`.
        const at = w.path ? `${safe(w.path)}:${w.line}:${w.column}: ` : '';
        lines.push(`${at}${paint(opts.color, '33', 'warning')} ${w.code} ${shown(w.message)}`);
    }
    const s = (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summarize */ .e)(results, drift, durationMs);
    s.warnings += opts.stepWarnings?.length ?? 0;
    if (opts.single && results.length === 1 && s.errors === 0 && drift.length === 0 && results[0].data) {
        const d = results[0].data;
        lines.push(
        // A version is SemVer in v1; an agentskills `metadata.version` may already start with v.
        paint(opts.color, '32', 
        // A long id or version (a 400 KB id is valid) is cut as a message cuts a value.
        `\u2713 ${safe((0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(d.id ?? ''))}${d.version ? ` ${versionShown(d.version)}` : ''} \u2014 valid`) + (s.warnings ? ` (${s.warnings} warning${s.warnings === 1 ? '' : 's'})` : ''));
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
    const mark = s.errors || drift.length ? paint(opts.color, '31', '\u2716') : paint(opts.color, '32', '\u2713');
    lines.push(`${mark} skillgate: ${parts.join(', ')} (${Math.round(durationMs)} ms)`);
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 8952:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OV: () => (/* binding */ checkAgentSkills),
/* harmony export */   rH: () => (/* binding */ nameProblem)
/* harmony export */ });
/* unused harmony exports AGENTSKILLS_REQUIRED, AGENTSKILLS_KEYS */
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7188);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2085);
/* harmony import */ var _v1_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9570);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9939);
/* harmony import */ var _tool_list_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4670);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3776);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(1400);







const AGENTSKILLS_REQUIRED = ['name', 'description'];
const AGENTSKILLS_KEYS = [
    'name',
    'description',
    'license',
    'compatibility',
    'metadata',
    'allowed-tools',
];
const NAME_MAX = 64;
const DESCRIPTION_MAX = 1024;
const COMPATIBILITY_MAX = 500;
function checkAgentSkills(root, ctx) {
    const findings = [];
    const data = { ...(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyData */ .S1)(), metadata: {} };
    const report = (field, code, message, at) => findings.push({ field, code, message, line: at.line, column: at.column, severity: 'error' });
    const rule = (id, field, message, at) => {
        const severity = (0,_index_js__WEBPACK_IMPORTED_MODULE_3__/* .severityOf */ .xJ)(id, ctx.settings);
        if (severity !== 'off')
            findings.push({ field, code: id, message, line: at.line, column: at.column, severity });
    };
    const seen = new Set();
    for (const pair of root.entries) {
        const k = pair.key.value;
        const value = pair.value;
        seen.add(k);
        data.positions[k] = { line: value.line, column: value.column };
        if (k.startsWith('x-')) {
            data.x_extensions[k] = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_0__/* .toValue */ .BA)(value);
            continue;
        }
        switch (k) {
            case 'name':
                checkName(value, ctx.dirName, data, report);
                break;
            case 'description': {
                const s = stringOf(value);
                const n = s === undefined ? -1 : (0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .codePoints */ .BH)(s);
                if (s === undefined)
                    report(k, 'InvalidDescription', `description must be a string of 1..${DESCRIPTION_MAX} characters, got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}`, value);
                else if (n < 1 || n > DESCRIPTION_MAX)
                    report(k, 'InvalidDescription', `description must be 1..${DESCRIPTION_MAX} characters (was ${n})`, value);
                else
                    data.description = s;
                break;
            }
            case 'license': {
                const s = stringOf(value);
                if (s === undefined)
                    report(k, 'InvalidField', `license must be a string (a license name such as "Apache-2.0", or the name of a bundled license file); got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}`, value);
                else
                    data.license = s;
                break;
            }
            case 'compatibility': {
                const s = stringOf(value);
                const n = s === undefined ? -1 : (0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .codePoints */ .BH)(s);
                if (s === undefined || n < 1 || n > COMPATIBILITY_MAX)
                    report(k, 'InvalidField', `compatibility must be a string of 1..${COMPATIBILITY_MAX} characters${s === undefined ? `; got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}` : ` (was ${n})`}`, value);
                else
                    data.compatibility = s;
                break;
            }
            case 'metadata':
                checkMetadata(value, data, report);
                break;
            case 'allowed-tools':
                checkAllowedTools(value, data, report, rule, ctx.settings.tools);
                break;
            case 'signature':
                // Signatures work as in v1 (SPEC \u00a77): the same block, verified the same way.
                checkSignature(pair, data, findings);
                break;
            default:
                rule('unknown-field', k, unknownFieldMessage(k, value), pair.key);
        }
    }
    for (const req of AGENTSKILLS_REQUIRED) {
        if (!seen.has(req))
            report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
    }
    // The lock pins a version; a skill without metadata.version has none to bump.
    if (data.version === undefined)
        data.version = '';
    (0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .checkNonCanonical */ .I1)(root, report);
    return { findings: dedupe(findings), data };
}
function stringOf(n) {
    return n.kind === 'scalar' && n.type === 'str' ? n.value : undefined;
}
/** Why a name breaks the agentskills.io rules (every way it does), or null. */
function nameProblem(name) {
    if (name.length === 0)
        return 'it is empty';
    const problems = [];
    const n = (0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .codePoints */ .BH)(name);
    if (n > NAME_MAX)
        problems.push(`it has ${n} characters; the limit is ${NAME_MAX}`);
    const upper = [...new Set([...name].filter((c) => c >= 'A' && c <= 'Z'))];
    if (upper.length)
        problems.push(`it contains the uppercase letter${upper.length > 1 ? 's' : ''} ${upper
            .slice(0, 3)
            .map((c) => JSON.stringify(c))
            .join(', ')}${upper.length > 3 ? ', \u2026' : ''}; names are lowercase`);
    const foreign = [...name].find((c) => !/[a-zA-Z0-9-]/.test(c));
    if (foreign !== undefined)
        problems.push(`it contains ${JSON.stringify(foreign)} (${(0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_5__/* .codePointName */ .R8)(foreign)}): only ASCII a-z, 0-9 and "-" are allowed, so no look-alike character can pass for another skill's name`);
    if (name.startsWith('-') || name.endsWith('-'))
        problems.push('it starts or ends with a hyphen');
    if (name.includes('--'))
        problems.push('it contains a double hyphen "--"');
    return problems.length ? problems.join('; ') : null;
}
function checkName(value, dirName, data, report) {
    data.positions.id = { line: value.line, column: value.column };
    const raw = stringOf(value);
    if (raw === undefined) {
        report('name', 'InvalidId', `name must be a string of 1..${NAME_MAX} lowercase letters, digits and hyphens; got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}${
        // `name: 2048` (a folder named 2048): the number is the name, once quoted.
        value.kind === 'scalar' && (value.type === 'int' || value.type === 'float' || value.type === 'bool')
            ? ` (quote it: name: "${value.source ?? String(value.value)}")`
            : ''}`, value);
        return;
    }
    // The name as written must be ASCII (SPEC \u00a77): a fullwidth "\uff50\uff44\uff46" is refused, not read as
    // "pdf", so that no look-alike spelling passes. NFKC is how it is compared with its
    // directory's name (a directory may be spelled in fullwidth), and shown when it differs.
    const name = raw.normalize('NFKC');
    // Quoted cut to their start and length: a 1 MB name of U+FDFA, 18 characters each in NFKC,
    // was a 24 MB message, twice a file.
    const shown = name === raw ? (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(raw) : `${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(raw)} (NFKC: ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(name)})`;
    const problem = nameProblem(raw);
    if (problem) {
        report('name', 'InvalidId', `name ${shown} is not a valid skill name: ${problem} (1..${NAME_MAX} of a-z, 0-9 and "-", no leading, trailing or double hyphen)`, value);
    }
    else {
        data.id = name;
        data.name = raw;
    }
    const dir = dirName.normalize('NFKC');
    if (dirName && dir !== name) {
        report('name', 'NameMismatch', `name ${shown} does not match its directory ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(dirName)}${dir === dirName ? '' : ` (NFKC: ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteCut */ .Hj)(dir)})`}: the name must equal the directory's name; rename one of them`, value);
    }
}
function checkMetadata(value, data, report) {
    if (value.kind !== 'map') {
        report('metadata', 'InvalidField', `metadata must be a mapping of string keys to string values; got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}`, value);
        return;
    }
    for (const { key, value: v } of value.entries) {
        const field = `metadata.${key.value}`;
        const s = stringOf(v);
        if (s === undefined) {
            // The text as written: quoting the value YAML read would turn 1.10 into "1.1", 0x1F into "31".
            const quote = v.kind === 'scalar' && v.type !== 'null' ? ` (quote it: ${key.value}: "${v.source ?? String(v.value)}")` : '';
            report(field, 'InvalidField', `${field} must be a string; got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(v)}${quote}`, v);
            continue;
        }
        data.metadata[key.value] = s;
        // The agentskills.io example keeps a version here; the lock pins it as the skill's version (drift
        // points at its key, as at v1's `version` key).
        if (key.value === 'version') {
            data.version = s;
            data.positions.version = { line: key.line, column: key.column };
        }
    }
}
function checkAllowedTools(value, data, report, rule, tools) {
    data.positions.allowed_tools = { line: value.line, column: value.column };
    const s = stringOf(value);
    if (s !== undefined) {
        for (const part of (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_4__/* .splitToolList */ .hU)(s, tools))
            data.allowed_tools.push(part.name);
        return;
    }
    if (value.kind === 'seq') {
        const strings = value.items.map(stringOf);
        // Blank items (an InvalidField each) and blanks around a name are no part of the string.
        const line = strings
            .map((x) => x?.trim())
            .filter((x) => x !== '')
            .join(' ');
        // Quoted when it could not stand as a plain string (empty, `*x`, a tab, a line break, a
        // `: ` or ` #` inside, or a word YAML reads as a boolean or null: `true`, `Null`).
        const plain = /^[A-Za-z_][\x20-\x7e]*$/.test(line) && !/: | #|:$/.test(line) && !/^(?:true|false|null)$/i.test(line);
        const joined = strings.every((x) => x !== undefined)
            ? `: allowed-tools: ${plain ? line : JSON.stringify(line)}`
            : '';
        rule('allowed-tools-list', 'allowed-tools', `allowed-tools is a YAML list; the agentskills.io format is one space-separated string${joined}`, value);
        value.items.forEach((it, i) => {
            const t = stringOf(it);
            const parts = t === undefined ? [] : (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_4__/* .splitToolList */ .hU)(t, tools);
            if (t === undefined)
                data.unnamed = true;
            if (!parts.length)
                report(`allowed-tools[${i}]`, 'InvalidField', `allowed-tools[${i}] must be a tool name; got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(it)}`, it);
            for (const part of parts)
                data.allowed_tools.push(part.name);
        });
        return;
    }
    data.unnamed = true;
    report('allowed-tools', 'InvalidField', `allowed-tools must be a space-separated string of tool names (e.g. "Read Grep Bash(git:*)"); got ${(0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .describe */ .q0)(value)}`, value);
}
/** The v1 signature block rules, run on just this key so both profiles share one definition. */
function checkSignature(pair, data, findings) {
    const only = { kind: 'map', entries: [pair], flow: false, line: pair.key.line, column: pair.key.column };
    const v1 = (0,_v1_js__WEBPACK_IMPORTED_MODULE_2__/* .checkV1 */ .wk)(only, { tools: {} });
    // Taken as they are: one may stand for findings past the file's cap (`omitted`).
    for (const f of v1.findings)
        if (f.field === 'signature' || f.field.startsWith('signature.'))
            findings.push(f);
    data.signaturePresent = v1.data.signaturePresent;
    data.signaturePos = v1.data.signaturePos;
    data.signature = v1.data.signature;
}
/** Keys that clients or schema v1 use, with where they belong in this format. */
const DENY_LIST = 'agentskills.io has no deny-list: a tool that `allowed-tools` does not name is not pre-approved (keep client-specific data under `metadata`, or prefix your own keys with `x-`)';
const KEY_HINTS = {
    id: 'the identity here is `name`',
    allowed_tools: 'the agentskills.io key is `allowed-tools`, a space-separated string',
    tags: 'put it under `metadata` as a string',
    author: 'put it under `metadata` (metadata.author)',
    // Not "did you mean allowed-tools": that would turn a deny-list into an allow-list.
    'disallowed-tools': DENY_LIST,
    disallowed_tools: DENY_LIST,
};
/** The file's own version, as `metadata.version` would hold it (a string), for the hint. */
function versionHint(value) {
    const text = value.kind === 'scalar' && value.value !== null && value.value !== ''
        ? (value.source ?? String(value.value))
        : undefined;
    return text !== undefined && text.length <= 40
        ? `put it under \`metadata\` (metadata.version: ${JSON.stringify(text)}), where skillgate reads it`
        : 'put it under `metadata` as a string (metadata.version: "1.0.0", say), where skillgate reads it';
}
function unknownFieldMessage(k, value) {
    // Own keys only: `toString` must not find Object.prototype's function.
    const hint = k === 'version'
        ? versionHint(value)
        : Object.hasOwn(KEY_HINTS, k)
            ? KEY_HINTS[k]
            : // Any spelling of a deny-list (disallowedTools, Disallowed-Tools, deny-tools, \u2026).
                /dis+al+ow|deny|block|forbid/.test(k.toLowerCase())
                    ? DENY_LIST
                    : undefined;
    const base = `unknown field ${JSON.stringify(k)}: the agentskills.io specification defines ${AGENTSKILLS_KEYS.join(', ')}`;
    if (hint)
        return `${base}; ${hint}`;
    const mean = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(k, AGENTSKILLS_KEYS);
    if (mean)
        return `${base}${mean}`;
    return `${base}; clients that do not know this key ignore it (keep client-specific data under \`metadata\`, or prefix your own keys with \`x-\`)`;
}
/** One finding per code and spot: a NaN metadata value is "not a string", not also "not canonical". */
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const k = `${f.code}\u0000${f.field}\u0000${f.line}:${f.column}`;
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}


/***/ }),

/***/ 6462:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ effectiveTools),
/* harmony export */   By: () => (/* binding */ profilesGoverningNothing),
/* harmony export */   Oc: () => (/* binding */ pathsChoice),
/* harmony export */   P5: () => (/* binding */ profileFor),
/* harmony export */   VI: () => (/* binding */ toolClass),
/* harmony export */   cb: () => (/* binding */ choiceAllows),
/* harmony export */   gO: () => (/* binding */ baseTool)
/* harmony export */ });
/* unused harmony export profileAllows */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3853);
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3672);
/**
 * ADR-028: effective tools = declared \u2229 permission profile \u2229 classified, minus
 * disallowed. A declaration can only narrow; an unclassified tool is always denied.
 */




const pathIndexes = new WeakMap();
function pathIndex(profiles) {
    let ix = pathIndexes.get(profiles);
    if (!ix) {
        const globs = [];
        const owner = [];
        const inOrder = Object.entries(profiles).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
        for (const [name, profile] of inOrder)
            for (const g of profile.paths) {
                globs.push(g);
                owner.push(name);
            }
        ix = { set: (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_2__/* .globSet */ .xk)(globs, { dot: true, flags: 's' }), owner };
        pathIndexes.set(profiles, ix);
    }
    return ix;
}
function profileFor(input) {
    return (input.profileChoice ??= chooseProfile(input));
}
function chooseProfile(input) {
    const profiles = input.settings.permissionProfiles;
    if (Object.prototype.hasOwnProperty.call(input.data.x_extensions, 'x-profile')) {
        const named = input.data.x_extensions['x-profile'];
        if (typeof named === 'string' && Object.prototype.hasOwnProperty.call(profiles, named)) {
            return { kind: 'profile', name: named, profile: profiles[named], via: 'x-profile' };
        }
        if (typeof named === 'string')
            return { kind: 'unknown', name: named };
        const text = typeof named === 'number' || typeof named === 'boolean' ? String(named) : undefined;
        return {
            kind: 'unknown',
            notName: describeValue(named),
            ...(text !== undefined && Object.prototype.hasOwnProperty.call(profiles, text) ? { quoted: text } : {}),
        };
    }
    const byPath = pathIndex(profiles);
    if (byPath.owner.length === 0)
        return { kind: 'none' };
    let i = byPath.set.first(input.path);
    const real = input.abs === undefined ? undefined : realName(input.abs, input.settings.root);
    if (real !== undefined && real !== input.path) {
        const j = byPath.set.first(real);
        if (j !== -1 && (i === -1 || j < i))
            i = j;
    }
    return pathsChoice(profiles, i);
}
/** The profile the `rank`th glob of every profile's paths (config order) belongs to; none for -1. */
function pathsChoice(profiles, rank) {
    if (rank < 0)
        return { kind: 'none' };
    const name = pathIndex(profiles).owner[rank];
    return { kind: 'profile', name, profile: profiles[name], via: 'paths', rank };
}
const realRoots = new Map();
/** `abs`'s real path relative to the repository's, with `/`; undefined when it is outside or cannot be resolved. */
function realName(abs, root) {
    let real;
    let top = realRoots.get(root);
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
        if (top === undefined)
            realRoots.set(root, (top = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(root)));
    }
    catch {
        return undefined;
    }
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(top, real);
    if (!rel || rel === '..' || rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
        return undefined;
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}
/** An x- extension's value (not a string) as a message shows it. */
function describeValue(v) {
    if (v === null || v === undefined)
        return 'null (empty)';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'a mapping';
    return `${String(v)} (a ${typeof v === 'number' ? 'number' : typeof v})`;
}
/** Base name of a tool entry: `Bash(git:*)` takes the class of `Bash`. */
function baseTool(tool) {
    const i = tool.indexOf('(');
    return i > 0 && tool.endsWith(')') ? tool.slice(0, i) : tool;
}
/**
 * The class of a declared entry, or undefined: then it is denied. The base tool decides
 * (SPEC \u00a77: `Bash(git:*)` takes the class of `Bash`), so no registration can make a
 * narrowed form of a tool weaker than the tool itself.
 */
function toolClass(tool, settings) {
    return (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .classOf */ .Kl)(baseTool(tool), settings.tools) ?? (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .classOf */ .Kl)(tool, settings.tools);
}
/** An allow entry matches a class, the entry as written, or its base tool (`Bash` allows `Bash(git:*)`). */
function profileAllows(profile, tool, settings) {
    const base = baseTool(tool);
    const cls = toolClass(tool, settings);
    // A Set per profile: a skill's K tools against a profile's M entries were K \u00d7 M compares.
    let allow = allowSets.get(profile.allow);
    if (!allow)
        allowSets.set(profile.allow, (allow = new Set(profile.allow)));
    return allow.has(tool) || allow.has(base) || (cls !== undefined && allow.has(cls));
}
const allowSets = new WeakMap();
function choiceAllows(choice, tool, settings) {
    if (choice.kind === 'none')
        return true;
    if (choice.kind === 'unknown')
        return false;
    return profileAllows(choice.profile, tool, settings);
}
function effectiveTools(input) {
    const { data, settings } = input;
    const choice = profileFor(input);
    const disallowed = new Set(data.disallowed_tools);
    const out = [];
    const kept = new Set();
    for (const t of data.allowed_tools) {
        if (disallowed.has(t) || kept.has(t))
            continue;
        if (toolClass(t, settings) === undefined)
            continue;
        if (!choiceAllows(choice, t, settings))
            continue;
        kept.add(t);
        out.push(t);
    }
    return out;
}
/**
 * The permission profiles with `paths` that govern none of `files` (a whole tree's): their
 * globs match no SKILL.md, or only ones an earlier profile or an `x-profile` takes. Such a
 * profile restricts nothing, and a typo in its paths (`skill/review/**`) would otherwise
 * leave the skills it was written for with every tool they declare, unsaid.
 */
function profilesGoverningNothing(files, settings) {
    const profiles = settings.permissionProfiles;
    // In the file's order (JavaScript lists integer-like names first), as every config message is.
    const withPaths = Object.keys(profiles)
        .filter((n) => profiles[n].paths.length > 0)
        .sort((a, b) => (profiles[a].order ?? 0) - (profiles[b].order ?? 0));
    if (withPaths.length === 0)
        return [];
    const used = new Set();
    for (const f of files) {
        // The profile its check chose (by its real name, or another name linked to it), else by its path.
        const choice = f.profileRank !== undefined
            ? pathsChoice(profiles, f.profileRank)
            : chooseProfile({
                path: f.path,
                data: (f.data ?? { x_extensions: {} }),
                settings: settings,
            });
        if (choice.kind === 'profile')
            used.add(choice.name);
    }
    return withPaths.filter((n) => !used.has(n));
}


/***/ }),

/***/ 9939:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Uj: () => (/* binding */ ALL_RULES),
  ME: () => (/* binding */ ruleMeta),
  fE: () => (/* binding */ runPolicyRules),
  xJ: () => (/* binding */ severityOf)
});

// UNUSED EXPORTS: POLICY_RULES

;// CONCATENATED MODULE: ./src/rules/rule.ts
/** Defaults of the rules that run outside the per-file policy pass (tree and profile rules). */
const OTHER_RULES = [
    {
        id: 'deprecated-by',
        description: '`x-deprecated-by` must name a skill that exists in the tree.',
        defaultSeverity: () => 'error',
    },
    {
        id: 'unknown-field',
        description: 'A key that the agentskills.io specification does not define (profile agentskills).',
        defaultSeverity: () => 'warning',
    },
    {
        id: 'allowed-tools-list',
        description: '`allowed-tools` is written as a YAML list instead of a space-separated string (profile agentskills).',
        defaultSeverity: () => 'warning',
    },
];
/** The severity a rule runs at: `rules.<id>` in the config, else its default for the profile. */
function ruleSeverity(meta, settings) {
    return settings.rules[meta.id] ?? meta.defaultSeverity(settings.profile);
}

// EXTERNAL MODULE: ./src/rules/tool-list.ts
var tool_list = __nccwpck_require__(4670);
// EXTERNAL MODULE: ./src/core/document.ts + 2 modules
var core_document = __nccwpck_require__(7188);
;// CONCATENATED MODULE: ./src/rules/tool-conflict.ts


const toolConflict = {
    id: 'tool-conflict',
    description: 'A tool is listed in both allowed_tools and disallowed_tools.',
    defaultSeverity: () => 'error',
    check({ doc, data, settings }, report) {
        // A deny list written as one string is refused as that (InvalidField) and read for its
        // names only to keep them out of the effective tools: no conflict is judged on it.
        if (!data.disallowed_tools.length || (0,core_document/* entry */.f_)(doc.root, 'disallowed_tools')?.value.kind !== 'seq')
            return;
        // The first declaration of each denied name (a Map, not a search per allowed tool: two
        // lists of 100,000 items made that 10^10 comparisons).
        const denied = new Map();
        for (const x of (0,tool_list/* declaredTools */.OP)(doc, settings.profile, 'disallowed', data.disallowed_tools, settings.tools)) {
            if (!denied.has(x.name))
                denied.set(x.name, x);
        }
        const seen = new Set();
        for (const d of (0,tool_list/* declaredTools */.OP)(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
            if (seen.has(d.name))
                continue;
            const other = denied.get(d.name);
            if (!other)
                continue;
            seen.add(d.name);
            report(d.field, `tool ${JSON.stringify(d.name)} is in both allowed_tools and disallowed_tools (${other.field}, line ${other.at.line}); remove it from one of them`, d.at);
        }
    },
};

// EXTERNAL MODULE: ./src/core/tools.ts
var core_tools = __nccwpck_require__(3672);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __nccwpck_require__(2085);
// EXTERNAL MODULE: ./src/rules/effective.ts
var effective = __nccwpck_require__(6462);
;// CONCATENATED MODULE: ./src/rules/unclassified-tool.ts
/**
 * `unclassified-tool` (ADR-028, SPEC \u00a76\u2013\u00a77): a declared tool that nothing classifies as
 * read-only, write or trusted is denied for every profile (fail closed), and said so.
 */




const unclassifiedTool = {
    id: 'unclassified-tool',
    description: 'A declared tool has no class (read-only, write, trusted): it is denied for every permission profile (fail closed).',
    // In agentskills, tool names belong to each client: an unknown one is worth a warning, not a failure.
    defaultSeverity: (p) => (p === 'v1' ? 'error' : 'warning'),
    check({ doc, data, settings }, report) {
        // Only a tool of the data can be reported: most skills have none to report.
        if (data.allowed_tools.every((t) => (0,effective/* toolClass */.VI)(t, settings) !== undefined))
            return;
        const seen = new Set();
        // A typo (`Raed`) is said as one, against the native and registered names, before the
        // advice to register it; within a budget, as v1's UnknownTool is (a 1 MiB list of names).
        const budget = (0,suggest/* fileHints */.Jb)(HINT_BUDGET);
        for (const d of (0,tool_list/* declaredTools */.OP)(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
            if (seen.has(d.name) || (0,effective/* toolClass */.VI)(d.name, settings) !== undefined)
                continue;
            seen.add(d.name);
            const base = (0,effective/* baseTool */.gO)(d.name);
            // A `(` never closed runs to the end of the string (`Bash(git:* status`): one entry, which
            // no config can register (a name with parentheses is refused there); unless a word after
            // it names a tool (`Bash(git:* Read`, split as a loader splits it: tool-list.ts), which
            // leaves the `(` and a `)` (`Read(x Bash y)`: `y)`) in entries of their own.
            // (The last `(` after the last `)`: one pass, where /\([^)]*$/ rescanned from each `(`,
            // quadratic in a name of 500,000 of them.)
            const unclosed = d.name.lastIndexOf('(') > d.name.lastIndexOf(')');
            const unopened = !unclosed && !d.name.includes('(') && d.name.includes(')');
            const runs = tool_list/* SEPARATOR */.wv.test(d.name) ? ', so it runs to the end of the list' : '';
            const hint = /,$/.test(d.name) && !unclosed ? ' (entries are separated by spaces)' : '';
            // `bash` is not `Bash`, and cannot be registered (config.ts): name the native tool.
            const native = (0,core_tools/* nativeByCase */.p9)(base);
            report(d.field, unclosed || unopened
                ? `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed): a parenthesis in it ${unclosed ? `does not close${runs}` : 'closes none that opens'} (a narrowed tool is written Tool(argument), as Bash(git:*))`
                : native !== undefined
                    ? `tool ${JSON.stringify(d.name)} has no class, so it is denied for every profile (fail closed); tool names are case-sensitive: did you mean the native tool ${JSON.stringify(native)}?`
                    : registerAdvice(d.name, base, hint, settings.configFile ?? '.skillgate.yml', settings.tools, budget), d.at);
        }
    },
};
/** Did-you-mean work one file's unclassified tools may cost (see SuggestBudget). */
const HINT_BUDGET = 2_000_000;
/** The native tools and a config's registered ones, listed once per config. */
const candidates = new WeakMap();
function registerAdvice(name, base, hint, configName, tools, budget) {
    let names = candidates.get(tools);
    if (!names)
        candidates.set(tools, (names = [...core_tools/* NATIVE_TOOL_NAMES */.M_, ...Object.keys(tools)]));
    const mean = (0,suggest/* didYouMeanWithin */.zo)(base, names, budget);
    const register = `register ${JSON.stringify(base)} under \`tools\` in ${configName} as one of ${core_tools/* TOOL_CLASSES */.Y$.join(', ')}`;
    return `tool ${JSON.stringify(name)} has no class, so it is denied for every profile (fail closed)${hint}${mean ? `${mean} If not, ${register}` : `; ${register}`}`;
}

// EXTERNAL MODULE: ./src/core/diagnostic.ts
var diagnostic = __nccwpck_require__(1400);
;// CONCATENATED MODULE: ./src/rules/denied-tool.ts
/**
 * `denied-tool` (ADR-028): effective tools = declared \u2229 permission profile. A declared,
 * classified tool that the skill's profile does not allow is dropped, and said so.
 */




/**
 * Lists named from the config, at most 10 names a message, each cut past QUOTE_CUT
 * characters: the config has no size limit per list, and every denied tool repeats them.
 */
const SHOWN = 10;
function some(names) {
    const shown = names.slice(0, SHOWN).map(diagnostic/* nameCut */.Kj);
    return names.length <= SHOWN ? shown.join(', ') : `${shown.join(', ')}, \u2026 (${names.length - SHOWN} more)`;
}
/**
 * A profile the x-profile value nearly spells (`reviewr`): asked of short names and lists
 * only, within a file's budget drawn from the run's (400 skills naming a near miss of 1,000
 * profiles of 100 characters took 27 s).
 */
function near(name, known) {
    return name.length <= 100 && known.length <= 1000 ? (0,suggest/* didYouMeanWithin */.zo)(name, known, (0,suggest/* fileHints */.Jb)(NEAR_BUDGET)) : '';
}
/** What one file's x-profile did-you-mean may cost (see SuggestBudget): a few ms at most. */
const NEAR_BUDGET = 2_000_000;
const deniedTool = {
    id: 'denied-tool',
    description: "A declared tool is not allowed by the skill's permission profile, so it is not in effective_tools.",
    defaultSeverity: () => 'warning',
    check(input, report) {
        const { doc, data, settings } = input;
        const choice = (0,effective/* profileFor */.P5)(input);
        if (choice.kind === 'none')
            return;
        const disallowed = new Set(data.disallowed_tools);
        const seen = new Set();
        let why;
        for (const d of (0,tool_list/* declaredTools */.OP)(doc, settings.profile, 'allowed', data.allowed_tools, settings.tools)) {
            if (seen.has(d.name) || disallowed.has(d.name))
                continue;
            seen.add(d.name);
            const cls = (0,effective/* toolClass */.VI)(d.name, settings);
            // Unclassified tools are denied anyway and reported by unclassified-tool.
            if (cls === undefined || (0,effective/* choiceAllows */.cb)(choice, d.name, settings))
                continue;
            // What follows the tool's name is the same for every tool of the file: worded once.
            let message;
            if (choice.kind === 'unknown') {
                if (why === undefined) {
                    // In the config's order (JavaScript lists integer-like names first).
                    const byName = settings.permissionProfiles;
                    const known = Object.keys(byName).sort((a, b) => (byName[a].order ?? 0) - (byName[b].order ?? 0));
                    const profiles = known.length ? `profiles: ${some(known)}` : 'none is configured';
                    why =
                        choice.name === undefined
                            ? `x-profile is ${choice.notName}, not the name of a permission profile in the config (${profiles}), so no tool is allowed (fail closed); ${choice.quoted !== undefined ? `quote it to name that profile: x-profile: ${(0,diagnostic/* quoteCut */.Hj)(choice.quoted)}` : 'name a profile, or remove x-profile'}`
                            : `x-profile names ${(0,diagnostic/* quoteCut */.Hj)(choice.name)}, which is not a permission profile in the config (${profiles}), so no tool is allowed (fail closed)${near(choice.name, known)}`;
                }
                message = `tool ${JSON.stringify(d.name)} is denied: ${why}`;
            }
            else {
                if (why === undefined) {
                    const allow = choice.profile.allow.length ? some(choice.profile.allow) : 'nothing';
                    const via = choice.via === 'x-profile' ? 'named by x-profile' : `matched by paths ${some(choice.profile.paths)}`;
                    why = `permission profile ${(0,diagnostic/* quoteCut */.Hj)(choice.name)} (${via}; allow: ${allow}), so it is not in effective_tools; remove it, or allow it in permission_profiles.${(0,diagnostic/* nameCut */.Kj)(choice.name)}.allow`;
                }
                message = `tool ${JSON.stringify(d.name)} (${cls}) is not allowed by ${why}`;
            }
            report(d.field, message, d.at);
        }
    },
};

;// CONCATENATED MODULE: ./src/rules/description-trigger.ts
/**
 * "Use when \u2026", "Use this skill whenever \u2026", "Use it before \u2026", "Use for \u2026", "Use to \u2026",
 * "This skill should be used when \u2026", "Activates when \u2026", "Trigger when \u2026", "Trigger with
 * phrases like \u2026", "Triggers: \u2026", "Trigger words: \u2026", "Activate only when \u2026" (the phrasings public skills use, from a sweep of 8,700),
 * "Use proactively when \u2026", "Call when \u2026", and a sentence that begins "When \u2026" (not "When
 * finished \u2026", about the skill's own run).
 */
const TRIGGERS = [
    // "Use proactively when \u2026", "Use immediately after \u2026", "Use only before \u2026": Claude Code's subagent phrasings.
    // "Use this skill FIRST when \u2026", "Use this agent when \u2026", "Use at the end of the day".
    /\buse\b(?:\s+(?:it|this|(?:this|the)\s+(?:skill|agent|tool|command)|me|them))?(?:\s+(?:proactively|immediately|only|automatically|always|also|first|instead|right(?=\s+(?:after|before|when|once)\b)))?\s+(?:when|whenever|before|after|if|for|during|once|on|at(?!\s+(?:your\s+own\s+risk|least|most|once)\b)|to|while|upon|as\s+soon\s+as|any\s*time)\b/giu,
    /\b(?:should|must|can|may)\s+be\s+used\s+(?:when|whenever|before|after|if|for|during|to)\b/giu,
    // "This skill is used when \u2026" (not "Used for PDFs.", which says what it is for).
    /\b(?:is|are|gets?)\s+used\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
    // "Used when the user pastes a query." as a sentence of its own, "Best used when \u2026",
    // "Useful when \u2026", "Helpful if \u2026".
    /(?:^|[.!?]\s+|\n\s*|\bbest\s+)used\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
    /\b(?:useful|helpful)\s+(?:when|whenever|before|after|if|during|while|once)\b/giu,
    /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies))\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on|for|with)\b/giu,
    // "Activate ONLY when \u2026", "Invoke automatically before \u2026", "Invoke only on push"; "Applies
    // only when \u2026", not "Applies only on Linux" (where, not when).
    /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:only|automatically|proactively|also|always)\s+(?:when|whenever|before|after|if|on|for|with)\b/giu,
    /\bappl(?:y|ies)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:only|automatically|also|always)\s+(?:when|whenever|before|after|if)\b/giu,
    // "Trigger this tool when \u2026", "Invokes this agent on push" (not "Apply this tool with caution").
    /\b(?:trigger(?:s|ed)?|invoke[sd]?|activate[sd]?|appl(?:y|ies)|call(?:s|ed)?)\s+this\s+(?:skill|agent|tool)\s+(?:when|whenever|before|after|if|on)\b/giu,
    // "Call when \u2026", "Runs when \u2026" (not "Runs on Linux", "Called with a JSON object").
    /\b(?:call(?:s|ed)?|runs?)\b(?:\s+(?:it|this|this\s+skill))?\s+(?:when|whenever|before|after|if|on\s+(?:every|each))\b/giu,
    // "Triggers: \u2026", "Trigger words: \u2026", "Trigger keywords - \u2026".
    /\b(?:trigger(?:s|ed)?(?:\s+(?:words?|keywords?|phrases?|terms?))?|use\s+cases?|when\s+to\s+use)\s*:/giu,
    /\btrigger\s+(?:words?|keywords?|phrases?|terms?)\s*[-\u2013\u2014](?=\s)/giu,
    // A sentence that begins with "When" ("When the user asks to format, use this.", "When
    // implementing login flows, \u2026"), not one about the skill's own run ("When finished, it prints").
    /(?:^|[.!?]\s+|\n\s*)when\s+(?!(?:finished|done|complete|completed|possible|applicable|run|executed)\b)/giu,
];
/** A trigger said the other way round: "Do not use when \u2026", "Never use before \u2026", "Can't ever use \u2026". */
const NEGATED = /\b(?:not|never|no|cannot|can['\u2019]t|don['\u2019]t|doesn['\u2019]t|shouldn['\u2019]t|mustn['\u2019]t|won['\u2019]t|wouldn['\u2019]t)(?:\s+\p{L}+)?\s+$/iu;
/**
 * What a trigger must be followed by: something (a word, `/review`, `.env`, `[CI]`, \u201cquoted\u201d,
 * `@team`, an emoji or other symbol), not an end of sentence, a closing quote or bracket
 * (`the phrase "use when".`, `(see use when)`) or a dash alone.
 */
const SAYS_SOMETHING = 
// A colon (a fullwidth one too), dashes, a list's bullet, an ellipsis or an
// arrow before it, on the next line too ("Use when:\n- the user \u2026", "USE THIS SKILL WHEN: -
// building \u2026", "Use when\u2026 the user", "Use when\u2026\u300cPDF\u300d", "Use when \u2192 \u2026"): what follows is
// still said (not "'use when\u2026' lines": a quote or bracket closed right after the ellipsis
// ends a quoted phrase). Then any opening bracket or quote,
// CJK ones too ("Use when \u300c\u2026\u300d", "\u300aPDF\u300b", "\uff02x\uff02"): Ps and Pi.
/^\s*(?:(?:[:\uff1a\-\u2013\u2014\u2022\u2023\u25e6\u2043*\p{Sm}]|(?:\u2026|\.{2,})(?![\p{Pf}\p{Pe}'"]))\s*)*(?:["'\uff02\uff07\p{Ps}\p{Pi}<]\s*)?(?:[\p{L}\p{N}\p{So}\p{Extended_Pictographic}/@#*`$~_\\&%+=]|\.[\p{L}\p{N}_])/u;
/** Unicode format characters (Cf): bidi controls, zero-width ones, the soft hyphen. */
const FORMAT = /\p{Cf}/u;
const FORMATS = /\p{Cf}/gu;
// (U+0085, NEXT LINE, is a line break to Unicode, not white space to JavaScript's `\s`.)
const SPACES = /[\s\u0085]+/g;
/**
 * True when the description holds a trigger that says when: not negated ("Do not use when
 * \u2026" routes nothing to the skill) and followed by a word (a bare "Use when." says nothing).
 */
function hasTrigger(description) {
    // Invisible format characters (a bidi control, a zero-width space) are read through: a
    // reader sees "Use when a PR \u2026" whatever sits unseen between the words.
    if (FORMAT.test(description))
        description = description.replace(FORMATS, '');
    // A run of white space as one character (a line break when it holds one): the patterns'
    // `\n\s*` and `[.!?]\s+` rescanned a run from each of its characters, quadratic in it (1,024
    // line breaks: 0.6 ms a file, 5x a 10,000-skill run). What they read is the same.
    description = description.replace(SPACES, (run) => run.length === 1 && run !== '\u0085' ? run : /[\n\u0085]/.test(run) ? '\n' : ' ');
    for (const rx of TRIGGERS) {
        rx.lastIndex = 0;
        for (let m = rx.exec(description); m; m = rx.exec(description)) {
            const before = description.slice(Math.max(0, m.index - 32), m.index);
            const after = description.slice(m.index + m[0].length, m.index + m[0].length + 16);
            if (!NEGATED.test(before) && SAYS_SOMETHING.test(after))
                return true;
        }
    }
    return false;
}
const descriptionTrigger = {
    id: 'description-trigger',
    description: 'The description says what the skill does and when to use it ("Use when \u2026", "Use before \u2026").',
    defaultSeverity: () => 'warning',
    check({ data }, report) {
        const d = data.description;
        if (d === undefined || hasTrigger(d))
            return;
        report('description', 'description does not say when to use the skill: after what it does, add a trigger such as "Use when \u2026" or "Use before \u2026" (ADR-028: the description is what routes a request to the skill)', data.positions.description ?? { line: 1, column: 1 });
    },
};

;// CONCATENATED MODULE: ./src/rules/index.ts





const POLICY_RULES = [toolConflict, unclassifiedTool, deniedTool, descriptionTrigger];
/** Every rule of SPEC \u00a77, in the order of its table. */
const ALL_RULES = [...POLICY_RULES, ...OTHER_RULES];
function ruleMeta(id) {
    const meta = ALL_RULES.find((r) => r.id === id);
    if (!meta)
        throw new Error(`no rule ${id}`);
    return meta;
}
/** The severity rule `id` runs at under these settings. */
function severityOf(id, settings) {
    return ruleSeverity(ruleMeta(id), settings);
}
function runPolicyRules(input) {
    const out = [];
    for (const rule of POLICY_RULES) {
        const severity = ruleSeverity(rule, input.settings);
        if (severity === 'off')
            continue;
        rule.check(input, (field, message, at) => out.push({ field, code: rule.id, message, line: at.line, column: at.column, severity }));
    }
    return out;
}


/***/ }),

/***/ 4670:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ declaredTools),
/* harmony export */   hU: () => (/* binding */ splitToolList),
/* harmony export */   wv: () => (/* binding */ SEPARATOR)
/* harmony export */ });
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3672);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7188);


/**
 * What separates entries: whitespace as JavaScript and Python both read it (Python's
 * `str.split()` also splits at NEL and U+001C-U+001F, JavaScript's `\s` at U+FEFF: a loader
 * that splits `"Read\u0085Bash"` grants Bash), and commas.
 */
const SEPARATOR = /[\s\x1c-\x1f\x85,]/;
/**
 * Splits an agentskills `allowed-tools` string. Entries are separated by whitespace
 * (the agentskills.io form) or commas (a form clients accept, `Read, Grep`), except
 * inside parentheses: `Bash(git add:*)` is one entry, kept as written. A word inside the
 * parentheses that is itself a tool (native, or registered in `tools`) is an entry too:
 * a loader that splits at spaces reads `Read(x Bash y)` as `Read(x`, `Bash` and `y)`, one
 * that reads parentheses as Read narrowed to `x Bash y`, so both `Read(x Bash y)` and `Bash`
 * are declared, and Bash cannot hide behind Read's class.
 */
function splitToolList(text, tools = NO_TOOLS) {
    const out = [];
    let depth = 0;
    let start = -1;
    let grouped = false;
    const flush = (end) => {
        if (start >= 0) {
            out.push({ name: text.slice(start, end), index: start });
            if (grouped)
                toolWords(text, start, end, tools, out);
        }
        start = -1;
        grouped = false;
    };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (SEPARATOR.test(c)) {
            if (depth === 0) {
                flush(i);
                continue;
            }
            grouped = true;
        }
        if (start < 0)
            start = i;
        if (c === '(')
            depth++;
        else if (c === ')' && depth > 0)
            depth--;
    }
    flush(text.length);
    return out;
}
const NO_TOOLS = Object.freeze({});
/**
 * The words of the entry `text.slice(start, end)` after its first that name a tool, or a
 * narrowed one with its own parentheses (`Bash(git log:*)` in `Read(x Bash(git log:*))`),
 * added to `out` where they stand.
 */
function toolWords(text, start, end, tools, out) {
    let i = start;
    while (i < end && !SEPARATOR.test(text[i]))
        i++;
    while (i < end) {
        while (i < end && SEPARATOR.test(text[i]))
            i++;
        if (i >= end)
            break;
        const from = i;
        while (i < end && !SEPARATOR.test(text[i]))
            i++;
        const word = text.slice(from, i);
        const open = word.indexOf('(');
        if (open > 0 && (0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(word.slice(0, open), tools) !== undefined) {
            // Up to the parenthesis that closes its own, spaces and all.
            let depth = 0;
            let j = from + open;
            for (; j < end; j++) {
                if (text[j] === '(')
                    depth++;
                else if (text[j] === ')' && --depth === 0)
                    break;
            }
            const stop = j < end ? j + 1 : end;
            out.push({ name: text.slice(from, stop), index: from });
            i = Math.max(i, stop);
        }
        else if ((0,_core_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .classOf */ .Kl)(word, tools) !== undefined)
            out.push({ name: word, index: from });
    }
}
const startsCache = new WeakMap();
function startsOf(doc) {
    let starts = startsCache.get(doc);
    if (!starts) {
        starts = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_1__/* .lineStarts */ ._$)(doc.text, doc.fences.yamlEnd + 1);
        startsCache.set(doc, starts);
    }
    return starts;
}
/**
 * Where each part of a split string sits in the file, searched from the value's start up to
 * `end` (where the next entry begins: never in a later key's text); the value's position when
 * a part is not there verbatim, and for every part of a double-quoted value that holds an
 * escape (`"\x42ash"` is Bash: the text does not spell it).
 */
function locateParts(doc, value, parts, end) {
    const starts = startsOf(doc);
    let cursor = (starts[value.line - 1] ?? 0) + value.column - 1;
    const whole = { line: value.line, column: value.column };
    if (doc.text[cursor] === '"' && doc.text.slice(cursor, end).includes('\\'))
        return parts.map(() => whole);
    // A tool word inside an entry's parentheses (splitToolList) is looked for inside it.
    let group;
    // After a part that is not written as read (`a''b` is the text of `a'b`), the rest are given
    // the value's place: each search for them would scan the rest of the file again (100,000
    // such parts in a 500 KB value took a minute).
    let lost = false;
    return parts.map((part) => {
        if (lost)
            return whole;
        const inside = group !== undefined && part.index < group.part.index + group.part.name.length;
        const from = inside ? group.at + (part.index - group.part.index) : cursor;
        const i = doc.text.indexOf(part.name, from);
        if (i < 0 || i + part.name.length > end) {
            lost = true;
            return whole;
        }
        if (!inside) {
            cursor = i + part.name.length;
            group = { at: i, part };
        }
        return (0,_core_document_js__WEBPACK_IMPORTED_MODULE_1__/* .offsetToPos */ .Z3)(starts, i);
    });
}
/** The offset where a node that `next` follows ends at the latest: `next`'s start, else the frontmatter's end. */
function endBefore(doc, next) {
    if (!next)
        return doc.fences.yamlEnd;
    return (startsOf(doc)[next.line - 1] ?? doc.fences.yamlEnd) + next.column - 1;
}
/**
 * The entries of a tool list key as the profile reads them. Only entries that made it
 * into the skill's data (`valid`) are returned, so positions line up with the data.
 */
function declaredTools(doc, profile, which, valid, 
/** The config's registered tools: splitToolList's words that name a tool. */
tools) {
    const ok = new Set(valid);
    const key = profile === 'agentskills' ? (which === 'allowed' ? 'allowed-tools' : '') : `${which}_tools`;
    const e = key ? (0,_core_document_js__WEBPACK_IMPORTED_MODULE_1__/* .entry */ .f_)(doc.root, key) : undefined;
    if (!e)
        return [];
    const out = [];
    const add = (node, field, end) => {
        if (node.kind !== 'scalar' || node.type !== 'str')
            return;
        const s = node.value;
        if (profile === 'v1') {
            if (ok.has(s))
                out.push({ name: s, field, at: { line: node.line, column: node.column } });
            return;
        }
        const parts = splitToolList(s, tools).filter((p) => ok.has(p.name));
        const at = locateParts(doc, node, parts, end);
        parts.forEach((p, i) => out.push({ name: p.name, field, at: at[i] }));
    };
    const after = endBefore(doc, doc.root.entries[doc.root.entries.indexOf(e) + 1]?.key);
    const list = e.value;
    if (list.kind === 'seq')
        list.items.forEach((it, i) => add(it, `${key}[${i}]`, i + 1 < list.items.length ? endBefore(doc, list.items[i + 1]) : after));
    else
        add(list, key, after);
    return out;
}


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ runTreeRules),
/* harmony export */   o: () => (/* binding */ pathsOfIds)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/* harmony import */ var _core_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9157);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2085);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9939);
/* harmony import */ var _lock_positions_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3535);





/** What a run may spend on did-you-means for missing targets (see SuggestBudget). */
const SUGGEST_BUDGET = 50_000_000;
/** Each id `keep`'s results declare, with the path of the first of them that declares it. */
function pathsOfIds(results, keep) {
    const out = new Map();
    for (const r of results)
        if (r.data?.id && !out.has(r.data.id) && keep(r))
            out.set(r.data.id, r.path);
    return out;
}
function runTreeRules(results, settings, moreIds, staged) {
    const severity = (0,_index_js__WEBPACK_IMPORTED_MODULE_3__/* .severityOf */ .xJ)('deprecated-by', settings);
    if (severity === 'off')
        return;
    if (!results.some((r) => r.data && Object.prototype.hasOwnProperty.call(r.data.x_extensions, 'x-deprecated-by')))
        return;
    const held = staged?.held;
    const ids = new Set(results.filter((r) => !held || held(r.path)).flatMap((r) => (r.data?.id ? [r.data.id] : [])));
    // A target only a file the commit does not hold declares: named, with what to do.
    let unheld;
    const notHeld = (target) => {
        if (!held)
            return undefined;
        unheld ??= pathsOfIds(results, (r) => !held(r.path));
        return unheld.get(target) ?? staged?.declaredOutside?.(target);
    };
    const idField = settings.profile === 'agentskills' ? 'name' : 'id';
    // The whole tree's ids, asked once; and one did-you-mean per missing target. (Per file,
    // 10,000 stubs naming missing targets cost 10,000 sets and 10^8 edit distances.)
    let all;
    let treeNote = '';
    const allIds = () => {
        if (!all && moreIds) {
            const more = moreIds();
            treeNote = more.note ?? '';
            all = new Set([...ids, ...more]);
        }
        return (all ??= ids);
    };
    const hints = new Map();
    // Past the run's budget (hostile trees of many missing targets, however short), a near
    // miss is no longer worth the search: each one costs a table and a fixed cost per id.
    const budget = { left: SUGGEST_BUDGET };
    let idList;
    // A stub's own id is never the hint (following it gives "names this skill itself"): when
    // it is the nearest, the search runs again without it, once per target and stub id.
    const besides = new Map();
    const hintFor = (target, self) => {
        let hint = hints.get(target);
        if (hint === undefined) {
            // Sorted: a tie picks the same id whichever files a run named first.
            hint = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMeanWithin */ .zo)(target, (idList ??= [...allIds()].sort()), budget);
            hints.set(target, hint);
        }
        if (self === undefined || hint !== (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .meanText */ .zy)(self, target))
            return hint;
        let mine = besides.get(target);
        if (!mine)
            besides.set(target, (mine = new Map()));
        let other = mine.get(self);
        if (other === undefined) {
            // The budget is asked before the list is copied: a copy per stub costs too.
            const list = idList;
            other =
                (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .suggestCost */ .op)(target, list.length - 1) > budget.left
                    ? ''
                    : (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMeanWithin */ .zo)(target, list.filter((x) => x !== self), budget);
            mine.set(self, other);
        }
        return other;
    };
    for (const r of results) {
        const d = r.data;
        if (!d || !Object.prototype.hasOwnProperty.call(d.x_extensions, 'x-deprecated-by'))
            continue;
        const target = d.x_extensions['x-deprecated-by'];
        const at = (0,_lock_positions_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAt */ .fK)(d.kept, 'x-deprecated-by') ?? { line: 1, column: 1 };
        let message;
        if (typeof target !== 'string' || !target)
            message = `x-deprecated-by must be the ${idField} of the skill that replaces this one; got ${target === '' ? 'an empty string' : JSON.stringify(target ?? null)}`;
        else if (target === d.id)
            message = `x-deprecated-by names this skill itself (${JSON.stringify(target)}); name the skill that replaces it`;
        else if (!ids.has(target) && !allIds().has(target)) {
            // Skills the config leaves out are not read, so not known: a target among them is
            // reported too, and the message says where to look.
            const leftOut = settings.include?.length || settings.exclude?.length
                ? " (skills the config's include/exclude leave out are not part of it)"
                : '';
            const outside = notHeld(target);
            message = outside
                ? `x-deprecated-by names ${JSON.stringify(target)}, but no skill the commit holds has that ${idField}: ${outside} declares it and is not in the commit (git add it)`
                : `x-deprecated-by names ${JSON.stringify(target)}, but no skill with that ${idField} is in the tree${leftOut}${treeNote}${hintFor(target, d.id)}`;
        }
        if (!message)
            continue;
        const finding = {
            field: 'x-deprecated-by',
            code: 'deprecated-by',
            message,
            line: at.line,
            column: at.column,
            severity,
        };
        r.findings = (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .orderFindings */ .$t)([...r.findings, finding]);
        // Not from the listed findings: the cap may have left out the one that sets the outcome.
        r.outcome = (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomeWith */ .d1)(r.outcome, finding);
    }
}


/***/ }),

/***/ 9570:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ codePoints),
/* harmony export */   I1: () => (/* binding */ checkNonCanonical),
/* harmony export */   S1: () => (/* binding */ emptyData),
/* harmony export */   gx: () => (/* binding */ V1_ID),
/* harmony export */   m3: () => (/* binding */ deniedNames),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   wk: () => (/* binding */ checkV1),
/* harmony export */   yN: () => (/* binding */ declaredOf)
/* harmony export */ });
/* unused harmony exports V1_REQUIRED, V1_OPTIONAL, V1_KEYS */
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1400);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7188);
/* harmony import */ var _core_semver_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4015);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2085);
/* harmony import */ var _core_glob_check_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7065);
/* harmony import */ var _core_tools_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3672);
/**
 * Schema v1 field rules (SPEC \u00a72). Every error of a file is reported, each on the
 * offending key or value. Cross-file and policy rules live elsewhere.
 */





/** Keys of the agentskills.io format that v1 does not have: a hint at the other profile. */
const AGENTSKILLS_ONLY = new Set(['name', 'license', 'compatibility', 'metadata', 'allowed-tools']);

const V1_REQUIRED = ['id', 'version', 'description', 'allowed_memory_scopes', 'allowed_tools'];
const V1_OPTIONAL = [
    'signature',
    'min_broker_version',
    'max_broker_version',
    'disallowed_tools',
    'sync_class',
    'tenant_scope',
    'effort_minutes',
    'tags',
];
const V1_KEYS = [...V1_REQUIRED, ...V1_OPTIONAL];
const U32_MAX = 4294967295;
/** Lists of more names than this are packed (PackedNames). */
const PACK_FROM = 1000;
function packed(names) {
    return names.length > PACK_FROM ? { json: JSON.stringify(names) } : names.map(intern);
}
/** Every name a list declares: all of them when some were refused (SkillData.declared), else the list. */
function declaredOf(data, k) {
    const d = data.declared?.[k];
    return d === undefined ? data[k] : Array.isArray(d) ? d : JSON.parse(d.json);
}
/** Every string a list declares, for `declared` (see SkillData). */
function declaredNames(items) {
    const out = [];
    for (const it of items) {
        const s = stringOf(it);
        if (s !== undefined)
            out.push(s);
    }
    return packed(out);
}
/** The names a list written as one string holds (`Bash Read`, `Bash, Read`). */
const namesIn = (s) => s.split(/[\s,]+/).filter(Boolean);
/**
 * A list written as one string (`allowed_tools: Bash Read`, the agentskills.io form): refused,
 * but what it asks for is its names, for `declared` (drift says `Bash` was gained).
 */
function declareScalar(data, k, value) {
    const s = stringOf(value);
    if (s)
        (data.declared ??= {})[k] = packed(namesIn(s));
    else
        data.unnamed = true;
}
/**
 * One copy of each short string that many skills repeat (tool names, scopes, tags, enum
 * values): 10,000 results would otherwise hold 10,000 copies of "Read". Bounded, so that
 * hostile input cannot grow it without limit.
 */
const interned = new Map();
const INTERN_MAX = 20_000;
function intern(s) {
    if (s.length > 200)
        return s;
    const got = interned.get(s);
    if (got !== undefined)
        return got;
    if (interned.size < INTERN_MAX)
        interned.set(s, s);
    return s;
}
function emptyData() {
    return {
        allowed_memory_scopes: [],
        allowed_tools: [],
        disallowed_tools: [],
        sync_class: 'private',
        tenant_scope: 'any',
        tags: [],
        signaturePresent: false,
        x_extensions: {},
        positions: {},
    };
}
/** Extension keys skillgate itself reads: a near miss of one means it. */
const READ_EXTENSIONS = ['x-profile', 'x-deprecated-by'];
/**
 * `x_owner` or `X-owner` meant as an extension: the did-you-mean is `x-owner`, or, when the
 * key is one skillgate reads spelled with `_` or capitals (`x_deprecated_by`, `X-Profile`),
 * that key: `x-deprecated_by` would pass and be read by nothing.
 */
function extensionHint(k) {
    if (!/^x[-_]./i.test(k))
        return undefined;
    const read = READ_EXTENSIONS.find((x) => x === k.toLowerCase().replace(/_/g, '-'));
    return (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .meanText */ .zy)(read ?? `x-${k.slice(2)}`);
}
/**
 * For a whole number YAML reads as a float (`1e3`, `5.0`): it is the type, not the value, that
 * is wrong (an integer is written with digits only).
 */
function floatHint(node) {
    if (node.kind !== 'scalar' || node.type !== 'float' || typeof node.value !== 'number')
        return '';
    const v = node.value;
    return Number.isInteger(v) && v >= 0 && v <= U32_MAX ? ` (YAML reads it as a float, not an integer: write ${v})` : '';
}
function describe(node) {
    if (node.kind === 'seq')
        return 'a list';
    if (node.kind === 'map')
        return 'a mapping';
    switch (node.type) {
        case 'null':
            return 'null (empty)';
        case 'bool':
            return `${node.source ?? String(node.value)} (a boolean)`;
        case 'int':
            return `${node.source ?? String(node.value)} (a number)`;
        case 'float': {
            if (node.source !== undefined)
                return `${node.source} (a number)`;
            // YAML `1.0` and `5.0` are floats: show them as written, not as 1 and 5.
            const v = node.value;
            return `${Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(1) : String(v)} (a number)`;
        }
        default:
            return JSON.stringify(node.value);
    }
}
/** The keys whose findings checkV1 makes in document order: their lists' items, one by one. */
const IN_ORDER_KEYS = new Set(['allowed_tools', 'disallowed_tools', 'allowed_memory_scopes', 'tags']);
function checkV1(root, ctx) {
    const findings = [];
    const data = emptyData();
    const hints = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .fileHints */ .Jb)(TOOL_HINT_BUDGET);
    // A list's findings, and the non-canonical walk's, are made in document order: past the
    // file's cap they are counted, not held. (Other keys make few, some out of order: the
    // signature block's missing fields come after its entries, at the block's start.)
    const spilling = (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .spillingPush */ .hv)(findings);
    let inOrder = false;
    // Where an InvalidField was made (held or counted): the non-canonical walk adds none there.
    const invalidAt = new Set();
    const report = (field, code, message, at) => {
        if (code === 'InvalidField')
            invalidAt.add(`${at.line}:${at.column}`);
        const f = { field, code, message, line: at.line, column: at.column, severity: 'error' };
        if (inOrder)
            spilling.push(f);
        else
            findings.push(f);
    };
    for (const { key, value } of root.entries) {
        spilling.reset();
        const k = key.value;
        inOrder = IN_ORDER_KEYS.has(k);
        data.positions[k] = { line: value.line, column: value.column };
        if (k.startsWith('x-')) {
            const v = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_1__/* .toValue */ .BA)(value);
            data.x_extensions[k] = typeof v === 'string' ? intern(v) : v;
            continue;
        }
        switch (k) {
            case 'id': {
                const s = stringOf(value);
                if (s === undefined || !V1_ID.test(s)) {
                    report('id', 'InvalidId', `id violates kebab-case: ${describe(value)}${s === undefined ? '' : (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .holdsOdd */ .aT)(s)}; it must match ^[a-z][a-z0-9-]*$ (lowercase letters, digits and hyphens, starting with a letter)`, value);
                }
                else
                    data.id = s;
                break;
            }
            case 'version':
            case 'min_broker_version':
            case 'max_broker_version': {
                const s = stringOf(value);
                if (s === undefined || !(0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .isSemver */ .nN)(s)) {
                    // The seed's wording first (`version is not valid SemVer: "1.0"`), then how to fix it.
                    const hint = s !== undefined && /^v\d/.test(s)
                        ? 'drop the `v` prefix'
                        : value.kind === 'scalar' && (value.type === 'int' || value.type === 'float')
                            ? 'YAML reads it as a number: write all three parts, e.g. 1.0.0'
                            : value.kind !== 'scalar' || value.type === 'null'
                                ? 'it must be a SemVer 2.0.0 version such as 1.0.0'
                                : 'expected SemVer 2.0.0 MAJOR.MINOR.PATCH, e.g. 1.0.0';
                    report(k, 'InvalidVersion', `${k} is not valid SemVer: ${describe(value)}; ${hint}`, value);
                }
                else
                    data[k] = intern(s);
                break;
            }
            case 'description': {
                const s = stringOf(value);
                if (s === undefined) {
                    report('description', 'InvalidDescription', `description must be a string of 1..=200 chars, got ${describe(value)}`, value);
                }
                else {
                    const n = codePoints(s);
                    if (n < 1 || n > 200)
                        report('description', 'InvalidDescription', `description must be 1..=200 chars (was ${n})`, value);
                    else
                        data.description = s;
                }
                break;
            }
            case 'allowed_memory_scopes': {
                const list = listOf(k, value, report);
                const items = list ?? [];
                if (!list)
                    declareScalar(data, k, value);
                let refused = false;
                // One search budget for the file's scopes: a file of many long ones cannot take minutes.
                const budget = { left: _core_glob_check_js__WEBPACK_IMPORTED_MODULE_3__/* .SCOPE_SEARCH_BUDGET */ .M3 };
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    const problem = s === undefined ? undefined : (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_3__/* .memoryScopeProblem */ .vj)(s, budget);
                    if (s === undefined) {
                        data.unnamed = true;
                        report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] must be a glob string; got ${describe(it)}`, it);
                    }
                    else if (problem) {
                        refused = true;
                        report(`${k}[${i}]`, 'InvalidMemoryScopeGlob', `${k}[${i}] is not a valid glob: ${JSON.stringify(s)} \u2014 ${problem}`, it);
                    }
                    else
                        data.allowed_memory_scopes.push(intern(s));
                }
                if (refused)
                    (data.declared ??= {}).allowed_memory_scopes = declaredNames(items);
                break;
            }
            case 'allowed_tools':
            case 'disallowed_tools': {
                const list = listOf(k, value, report);
                const items = list ?? [];
                if (!list && k === 'allowed_tools')
                    declareScalar(data, k, value);
                // A deny list written as one string (`disallowed_tools: Bash`) is refused too, but still
                // denies what it names: the effective tools never show a tool the skill disallows.
                else if (!list)
                    data.disallowed_tools = deniedNames(value).map(intern);
                let refused = false;
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    const problem = s === undefined
                        ? `${k}[${i}] is ${describe(it)}, not a tool name`
                        : toolProblem(s, ctx.tools, hints, ctx.configName);
                    if (problem) {
                        if (s !== undefined)
                            refused = true;
                        else if (k === 'allowed_tools')
                            data.unnamed = true;
                        report(`${k}[${i}]`, 'UnknownTool', s === undefined ? problem : `${k}[${i}] is not a known tool: ${JSON.stringify(s)}${problem}`, it);
                    }
                    else
                        data[k].push(intern(s));
                }
                if (refused && k === 'allowed_tools')
                    (data.declared ??= {}).allowed_tools = declaredNames(items);
                break;
            }
            case 'sync_class':
            case 'tenant_scope': {
                const allowed = k === 'sync_class' ? ['private', 'shareable'] : ['any', 'pinned'];
                const s = stringOf(value);
                if (s === undefined || !allowed.includes(s)) {
                    report(k, 'InvalidField', `${k} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; got ${describe(value)}${s ? (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(s, allowed) : ''}`, value);
                }
                else
                    data[k] = intern(s);
                break;
            }
            case 'effort_minutes': {
                if (value.kind !== 'scalar' ||
                    value.type !== 'int' ||
                    typeof value.value !== 'number' ||
                    value.value < 0 ||
                    value.value > U32_MAX) {
                    report(k, 'InvalidField', `effort_minutes must be a whole number from 0 to ${U32_MAX}; got ${describe(value)}${floatHint(value)}`, value);
                }
                else
                    data.effort_minutes = value.value;
                break;
            }
            case 'tags': {
                const items = listOf(k, value, report) ?? [];
                for (let i = 0; i < items.length; i++) {
                    const it = items[i];
                    const s = stringOf(it);
                    if (s === undefined)
                        report(`tags[${i}]`, 'InvalidField', `tags[${i}] must be a string; got ${describe(it)}`, it);
                    else
                        data.tags.push(intern(s));
                }
                break;
            }
            case 'signature':
                data.signaturePresent = true;
                data.signaturePos = { line: key.line, column: key.column };
                checkSignatureBlock(value, data, report);
                break;
            default:
                report(k, 'UnknownField', `unknown field ${JSON.stringify(k)}${(0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .holdsOdd */ .aT)(k)}${extensionHint(k) ?? (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(k, V1_KEYS, false)} (custom keys must start with \`x-\`)${AGENTSKILLS_ONLY.has(k)
                    ? '; an agentskills.io skill? check it with --profile agentskills (or profile: agentskills in .skillgate.yml)'
                    : ''}`, key);
        }
    }
    inOrder = false;
    for (const req of V1_REQUIRED) {
        if (!Object.hasOwn(data.positions, req))
            report(req, 'RequiredMissing', `required field "${req}" is missing`, { line: 1, column: 1 });
    }
    checkBrokerRange(data, ctx, report);
    if (hasNonCanonical(root)) {
        // SPEC \u00a72: NaN, \u00b1Infinity and lone surrogates are InvalidField anywhere, also where the
        // field has its own error (`version: .nan` is InvalidVersion and InvalidField). A value
        // already InvalidField for its field (`effort_minutes: .inf`) is not reported twice.
        const taken = new Set(invalidAt);
        // A walk of the whole frontmatter in document order.
        spilling.reset();
        inOrder = true;
        checkNonCanonical(root, (field, code, message, at) => {
            if (!taken.has(`${at.line}:${at.column}`))
                report(field, code, message, at);
        });
    }
    return { findings, data };
}
/** Each config's registered tool names, and with the native ones, listed once (not per unknown tool). */
const toolNames = new WeakMap();
/** Did-you-mean work one file's tool lists may cost (see SuggestBudget): a few ms at most. */
const TOOL_HINT_BUDGET = 2_000_000;
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function toolProblem(name, tools, budget, configName = '.skillgate.yml') {
    if (has(_core_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .NATIVE_TOOLS */ .gE, name))
        return null;
    let names = toolNames.get(tools);
    if (!names) {
        const registered = Object.keys(tools);
        names = { registered, all: [..._core_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .NATIVE_TOOL_NAMES */ .M_, ...registered] };
        toolNames.set(tools, names);
    }
    if (_core_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .MCP_NAME */ .jw.test(name)) {
        if (has(tools, name))
            return null;
        return `${(0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMeanWithin */ .zo)(name, names.registered, budget)} (MCP tools must be registered with their class under \`tools\` in ${configName})`;
    }
    // `- Read` then a deeper `  - Bash`: YAML reads one item, "Read - Bash".
    // (Names are short: a long one is no run of tools, and is not split.)
    if (name.length <= 200 &&
        name.includes(' - ') &&
        name.split(' - ').every((t) => has(_core_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .NATIVE_TOOLS */ .gE, t.trim()) || has(tools, t.trim())))
        return ` (one item holding " - ": in a block list, an item indented deeper than the one above it goes on with that one, so line the "- " items up; in a [flow list], separate items with ",")`;
    const hint = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMeanWithin */ .zo)(name, names.all, budget, false);
    return `${hint || `; native tools are ${_core_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .NATIVE_TOOL_NAMES */ .M_.join(', ')}`}${lookAlike(name)}`;
}
/**
 * For a name that holds characters beyond printable ASCII (every native tool name is ASCII):
 * which, as code points. A Cyrillic `\u0430` in "B\u0430sh" prints as the `a` of "Bash", so the message
 * would otherwise show two names that look the same.
 */
function lookAlike(name) {
    const odd = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .oddCharacters */ .ky)(name);
    return odd ? ` (it holds ${odd}: tool names are printable ASCII)` : '';
}
function stringOf(n) {
    return n.kind === 'scalar' && n.type === 'str' ? n.value : undefined;
}
/**
 * The tools a `disallowed_tools` value denies: a list's strings, or the names a string lists (a
 * deny list written as one string is refused, but still denies what it names).
 */
function deniedNames(n) {
    if (n.kind === 'seq')
        return n.items.map(stringOf).filter((s) => s !== undefined);
    const s = stringOf(n);
    return s ? namesIn(s) : [];
}
function listOf(field, n, report) {
    if (n.kind !== 'seq') {
        report(field, 'InvalidField', `${field} must be a list; got ${describe(n)}`, n);
        return undefined;
    }
    return n.items;
}
function codePoints(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
        n++;
    }
    return n;
}
function checkSignatureBlock(value, data, report) {
    if (value.kind !== 'map') {
        report('signature', 'InvalidField', `signature must be a mapping with algo, public_key_hex and signature_hex; got ${describe(value)}`, value);
        return;
    }
    const got = {};
    let ok = true;
    for (const { key, value: v } of value.entries) {
        const k = key.value;
        const s = stringOf(v);
        const field = `signature.${k}`;
        if (k === 'algo') {
            if (s !== 'ed25519') {
                report(field, 'InvalidField', `signature.algo must be "ed25519"; got ${describe(v)}`, v);
                ok = false;
            }
            else
                got.algo = s;
        }
        else if (k === 'public_key_hex' || k === 'signature_hex') {
            const len = k === 'public_key_hex' ? 64 : 128;
            if (s === undefined || s.length !== len || !/^[0-9a-fA-F]*$/.test(s)) {
                const why = s === undefined
                    ? `got ${describe(v)}`
                    : !/^[0-9a-fA-F]*$/.test(s)
                        ? 'it contains non-hex characters'
                        : `it has ${s.length}`;
                report(field, 'InvalidField', `signature.${k} must be ${len} hex characters (${len / 2} bytes); ${why}`, v);
                ok = false;
            }
            else
                got[k] = s;
        }
        else {
            report(field, 'InvalidField', `unknown key ${JSON.stringify(k)} in signature${(0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(k, ['algo', 'public_key_hex', 'signature_hex'])} (allowed: algo, public_key_hex, signature_hex)`, key);
            ok = false;
        }
    }
    for (const req of ['algo', 'public_key_hex', 'signature_hex']) {
        if (!(req in got) && !value.entries.some((e) => e.key.value === req)) {
            report(`signature.${req}`, 'InvalidField', `signature.${req} is missing`, value);
            ok = false;
        }
    }
    if (ok)
        data.signature = { algo: got.algo, public_key_hex: got.public_key_hex, signature_hex: got.signature_hex };
}
function checkBrokerRange(data, ctx, report) {
    const min = data.min_broker_version ? (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSemver */ .kf)(data.min_broker_version) : null;
    const max = data.max_broker_version ? (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSemver */ .kf)(data.max_broker_version) : null;
    if (min && max && (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .compareSemver */ .mU)(min, max) > 0) {
        report('max_broker_version', 'InvalidField', `max_broker_version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(data.max_broker_version)} is lower than min_broker_version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(data.min_broker_version)}`, data.positions.max_broker_version);
    }
    const broker = ctx.brokerVersion;
    if (!broker)
        return;
    if (min && (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .compareSemver */ .mU)(broker, min) < 0) {
        report('min_broker_version', 'BrokerTooOld', `broker version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(ctx.brokerVersionText ?? '')} below skill's min_broker_version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(data.min_broker_version)}`, data.positions.min_broker_version);
    }
    if (max && (0,_core_semver_js__WEBPACK_IMPORTED_MODULE_5__/* .compareSemver */ .mU)(broker, max) > 0) {
        report('max_broker_version', 'BrokerTooNew', `broker version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(ctx.brokerVersionText ?? '')} above skill's max_broker_version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .nameCut */ .Kj)(data.max_broker_version)}`, data.positions.max_broker_version);
    }
}
/** True when checkNonCanonical would report something (most files: no; and no path bookkeeping to say so). */
function hasNonCanonical(n) {
    if (n.kind === 'scalar') {
        const v = n.value;
        return typeof v === 'number'
            ? !Number.isFinite(v) || (n.type === 'int' && !Number.isSafeInteger(v))
            : typeof v === 'string' && (n.surrogate || !v.isWellFormed());
    }
    if (n.kind === 'seq') {
        for (let i = 0; i < n.items.length; i++)
            if (hasNonCanonical(n.items[i]))
                return true;
        return false;
    }
    for (let i = 0; i < n.entries.length; i++) {
        const e = n.entries[i];
        if (e.key.surrogate || !e.key.value.isWellFormed() || hasNonCanonical(e.value))
            return true;
    }
    return false;
}
/** A v1 id: kebab-case, starting with a letter (SPEC \u00a72). */
const V1_ID = /^[a-z][a-z0-9-]*$/;
/** Past this many characters a key path in a message is cut to its start and its end. */
const PATH_MAX = 200;
const PATH_HALF = 90;
/**
 * NaN, \u00b1Infinity and lone surrogates have no canonical form (SPEC \u00a72, \u00a73); nor has an
 * integer past \u00b1(2^53 \u2212 1): JCS writes the double it rounds to (9007199254740993 reads as
 * ...992), so the signed and locked value would not be the one written, and another
 * implementation could keep it exact.
 */
function checkNonCanonical(root, report) {
    // The path (`a.b[2]`) is built only for a finding: most files have none.
    const at = [];
    const counted = new Map();
    const codePointsOf = (key) => {
        let n = counted.get(key);
        if (n === undefined)
            counted.set(key, (n = codePoints(key)));
        return n;
    };
    const join = (p, seg) => typeof seg === 'number' ? `${p}[${seg}]` : p ? `${p}.${seg}` : seg;
    const pathOf = () => {
        // Its length, exactly (in UTF-16 units, as a cut counts them): within PATH_MAX it is whole.
        const full = at.reduce((len, seg, i) => len + (typeof seg === 'number' ? String(seg).length + 2 : seg.length + (i ? 1 : 0)), 0);
        if (full <= PATH_MAX)
            return at.reduce(join, '');
        // Each finding repeats it, 10,000 a file at most: a path of long keys nested deep (60 KB
        // in a 120 KB file) made a report too long for one string. Its start and end (past
        // PATH_MAX they cannot overlap), and its length in characters (code points).
        let head = '';
        for (const seg of at)
            if ((head = join(head, seg)).length >= PATH_HALF)
                break;
        let tail = '';
        for (let i = at.length - 1; i >= 0 && tail.length < PATH_HALF; i--) {
            const seg = at[i];
            tail = typeof seg === 'number' ? `[${seg}]${tail}` : `.${seg}${tail}`;
        }
        // In code points (an emoji is one character), each key counted once (findings repeat them).
        let chars = 0;
        for (const seg of at)
            chars += typeof seg === 'number' ? String(seg).length + 2 : codePointsOf(seg) + 1;
        chars -= typeof at[0] === 'string' ? 1 : 0;
        // Cut between code points: half an emoji would be a lone surrogate in the report.
        let h = PATH_HALF;
        if (/[\ud800-\udbff]/.test(head.charAt(h - 1)))
            h--;
        let t = tail.length - PATH_HALF;
        if (t > 0 && /[\udc00-\udfff]/.test(tail.charAt(t)))
            t++;
        return `${head.slice(0, h)}\u2026${tail.slice(Math.max(t, 0))} (a path of ${chars} characters)`;
    };
    const walk = (n) => {
        if (n.kind === 'scalar') {
            if (typeof n.value === 'number' && !Number.isFinite(n.value)) {
                const path = pathOf();
                report(path, 'InvalidField', `${path} is ${String(n.value)}: NaN and Infinity have no canonical form`, n);
            }
            else if (typeof n.value === 'number' && n.type === 'int' && !Number.isSafeInteger(n.value)) {
                const path = pathOf();
                report(path, 'InvalidField', `${path} is ${n.source ?? String(n.value)}: an integer beyond \u00b19007199254740991 (2^53 \u2212 1) has no canonical form: RFC 8785 signs I-JSON (RFC 7493), whose integers stay within \u00b1(2^53 \u2212 1) so that every implementation reads the same value (quote it to keep it as text)`, n);
            }
            else if (typeof n.value === 'string' && (n.surrogate || !n.value.isWellFormed())) {
                const path = pathOf();
                report(path, 'InvalidField', n.surrogate
                    ? `${path} holds a \\U escape of a surrogate (U+D800\u2013U+DFFF), which is no character: not well-formed Unicode`
                    : `${path} contains a lone UTF-16 surrogate (e.g. from a \\uD800 escape): not well-formed Unicode`, n);
            }
        }
        else if (n.kind === 'seq') {
            for (let i = 0; i < n.items.length; i++) {
                at.push(i);
                walk(n.items[i]);
                at.pop();
            }
        }
        else
            for (const e of n.entries) {
                at.push(e.key.value);
                if (e.key.surrogate || !e.key.value.isWellFormed())
                    report(pathOf(), 'InvalidField', e.key.surrogate
                        ? `key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteCut */ .Hj)(e.key.value)} holds a \\U escape of a surrogate (U+D800\u2013U+DFFF), which is no character: not well-formed Unicode`
                        : `key ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteCut */ .Hj)(e.key.value)} contains a lone UTF-16 surrogate: not well-formed Unicode`, e.key);
                walk(e.value);
                at.pop();
            }
    };
    walk(root);
}


/***/ }),

/***/ 5438:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ otherCase),
/* harmony export */   B4: () => (/* binding */ completeUntracked),
/* harmony export */   BD: () => (/* binding */ skillsAsCommitted),
/* harmony export */   D7: () => (/* binding */ throughTouchedLinks),
/* harmony export */   Dm: () => (/* binding */ MISNAMED_SHOWN),
/* harmony export */   FS: () => (/* binding */ HOOK_NAMES),
/* harmony export */   Gw: () => (/* binding */ scanRepository),
/* harmony export */   Iz: () => (/* binding */ spawnGit),
/* harmony export */   Jo: () => (/* binding */ isUnder),
/* harmony export */   KR: () => (/* binding */ ref),
/* harmony export */   LF: () => (/* binding */ SKILL_FILE),
/* harmony export */   M$: () => (/* binding */ isGitName),
/* harmony export */   Mb: () => (/* binding */ UNTRACKED_ARGS),
/* harmony export */   N: () => (/* binding */ underRoot),
/* harmony export */   Nk: () => (/* binding */ realDeepest),
/* harmony export */   PJ: () => (/* binding */ isLink),
/* harmony export */   Pc: () => (/* binding */ editedBehindFlags),
/* harmony export */   Sr: () => (/* binding */ keptByConfig),
/* harmony export */   Tt: () => (/* binding */ leftOutOfSparse),
/* harmony export */   UA: () => (/* binding */ inGitOwnFolder),
/* harmony export */   UI: () => (/* binding */ scanChangedSince),
/* harmony export */   VK: () => (/* binding */ gitOwnDirs),
/* harmony export */   VV: () => (/* binding */ isAttributesPath),
/* harmony export */   YM: () => (/* reexport safe */ _read_js__WEBPACK_IMPORTED_MODULE_10__.YM),
/* harmony export */   Yd: () => (/* binding */ isSkillPath),
/* harmony export */   ZJ: () => (/* binding */ misnamedMoreMessage),
/* harmony export */   Zl: () => (/* binding */ nestedRepos),
/* harmony export */   ah: () => (/* binding */ touchedAtOrAbove),
/* harmony export */   be: () => (/* binding */ ignoredByGitMany),
/* harmony export */   ce: () => (/* binding */ whyNotScanned),
/* harmony export */   dt: () => (/* binding */ onlyTrackedLinkTargets),
/* harmony export */   ff: () => (/* binding */ policyPaths),
/* harmony export */   gE: () => (/* binding */ gitEnv),
/* harmony export */   h6: () => (/* binding */ mayHoldSkipWorktree),
/* harmony export */   iG: () => (/* binding */ listedFrom),
/* harmony export */   jC: () => (/* binding */ collectPaths),
/* harmony export */   jl: () => (/* binding */ skillsFromIndex),
/* harmony export */   kB: () => (/* binding */ submodulesNotCheckedOut),
/* harmony export */   lQ: () => (/* binding */ isFolder),
/* harmony export */   ls: () => (/* binding */ landingOf),
/* harmony export */   mM: () => (/* binding */ NOT_UTF8),
/* harmony export */   n$: () => (/* binding */ nestedRepoMessage),
/* harmony export */   nA: () => (/* binding */ relPath),
/* harmony export */   nC: () => (/* binding */ inAnyGitDir),
/* harmony export */   sf: () => (/* binding */ relInside),
/* harmony export */   sv: () => (/* binding */ statNamed),
/* harmony export */   tO: () => (/* binding */ skillDirOf),
/* harmony export */   tU: () => (/* binding */ linkHops),
/* harmony export */   tv: () => (/* binding */ gitFailure),
/* harmony export */   wH: () => (/* binding */ misnamedMessage),
/* harmony export */   wJ: () => (/* binding */ underDotGit),
/* harmony export */   wg: () => (/* binding */ findRoot),
/* harmony export */   yA: () => (/* binding */ realOr),
/* harmony export */   zv: () => (/* binding */ splitListing)
/* harmony export */ });
/* unused harmony exports fenceOf, cannotRun, bytesShown, gitDirWarnings, isMisnamedSkillPath, skillShaped, listFolder, includeCouldReach, ignoredUnder, ignoredByGit, ignoredUnderMany */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3853);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1400);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2419);
/* harmony import */ var _core_config_types_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6861);
/* harmony import */ var _core_heap_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(9861);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(3776);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6381);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(5655);
/**
 * Finding the SKILL.md files to check: named paths, directory walks, the repository
 * (git-tracked plus untracked-not-ignored), and files changed since a ref.
 * Paths leave here as FileRefs: absolute on disk, repository-relative with `/` for output.
 */













const SKILL_FILE = 'SKILL.md';
/**
 * git's attributes file at any level: it decides how git writes files into a work tree
 * (`working-tree-encoding=UTF-16`, `eol`, a filter), so a change to it may change the bytes
 * of SKILL.md files it does not touch. A change set that holds one is checked whole.
 */
function isAttributesPath(p) {
    return p === '.gitattributes' || p.endsWith('/.gitattributes');
}
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/** The reason a folder named SKILL.md is reported. */
const SKILL_DIR = 'SKILL.md is a directory, not a file';
/** The git work tree holding `cwd` (found by walking up to a `.git`), else `cwd` itself. */
function findRoot(cwd) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd);
    for (;;) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, '.git')))
            return { root: dir, inGit: true };
        const up = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(dir);
        if (up === dir)
            break;
        dir = up;
    }
    const named = workTreeNamedByEnv(cwd);
    return named ? { root: named, inGit: true } : { root: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd), inGit: false };
}
/**
 * The work tree and git dir GIT_DIR (and GIT_WORK_TREE) name, when no `.git` is found from the
 * working directory: a bare repository with a separate work tree (`git --git-dir=\u2026 --work-tree=\u2026`,
 * a dotfiles repository), whose hooks git runs with both set. Then git runs with them, made
 * absolute (gitEnv). Else GIT_DIR and GIT_WORK_TREE are dropped: see gitEnv.
 */
let namedByEnv;
/** The work tree GIT_DIR/GIT_WORK_TREE name, when the working directory is inside it (git says). */
function workTreeNamedByEnv(cwd) {
    const { GIT_DIR, GIT_WORK_TREE } = process.env;
    if (!GIT_DIR)
        return undefined;
    // git's environment, with the two it otherwise drops.
    const env = { ...gitEnv(), GIT_DIR, ...(GIT_WORK_TREE === undefined ? {} : { GIT_WORK_TREE }) };
    const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['rev-parse', '--absolute-git-dir', '--show-toplevel', '--is-inside-work-tree'], {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (r.error || r.status !== 0)
        return undefined;
    const [gitDir, top, inside] = r.stdout.toString('utf8').split('\n');
    // Outside the work tree they name, the run is not in it (a hook's script run elsewhere).
    if (!gitDir || !top || inside !== 'true')
        return undefined;
    namedByEnv = { GIT_DIR: gitDir, GIT_WORK_TREE: top };
    return top;
}
function relPath(root, abs) {
    return relInside(root, abs) ?? abs.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
}
/** `abs` relative to `root` with `/` when it lies strictly inside `root`, else undefined. */
function relInside(root, abs) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, abs);
    if (!rel || rel === '..' || rel.startsWith('..' + (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel))
        return undefined;
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
}
/**
 * `abs` as a path under `root` when it reaches the repository through a symlink (say,
 * `$PWD/skills/a` where the working directory was entered through a symlinked parent):
 * a directory resolved, a file's directories resolved and its own name kept. Any other
 * path is returned as is.
 */
function underRoot(root, abs) {
    if (isUnder(root, abs))
        return abs;
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(abs).isDirectory()
            ? node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(abs)
            : node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(abs));
        return isUnder(root, real) ? real : abs;
    }
    catch {
        return abs;
    }
}
/** True when `abs` is `root` or lies inside it. */
function isUnder(root, abs) {
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, abs) === '' || relInside(root, abs) !== undefined;
}
/**
 * True when `abs` is or lies under a `.git` folder inside `root` (`.git/config`, where a CI
 * checkout keeps its token; a nested checkout's too), told from the path alone (no git run, unlike inGitOwnFolder):
 * no setting file is read there, nor quoted.
 */
function underDotGit(root, abs) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, abs);
    // Any `.git` on the way, a nested checkout's too (actions/checkout with `path:` keeps its token there).
    return (rel !== '' &&
        rel !== '..' &&
        !rel.startsWith('..' + (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) &&
        !node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel) &&
        rel.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).some(isGitName));
}
/**
 * The config's and the keyring's repository-relative paths that a change may edit them at:
 * each one's own path and, when it is a symlink or lies under a symlinked folder inside the
 * repository (`.skillgate.yml -> conf/sg.yml`), the file it leads to, whose edit changes
 * the policy as much.
 */
function policyPaths(settings) {
    const out = new Set();
    const realRoot = realOr(settings.root);
    for (const abs of [
        settings.configPath ?? node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, _core_config_types_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_FILE */ .g2),
        node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(settings.root, settings.trustedKeys),
    ]) {
        out.add(relPath(settings.root, abs));
        const real = relInside(realRoot, realOr(abs));
        if (real !== undefined)
            out.add(real);
    }
    return [...out];
}
/** The real path of `p`; `p` itself when it cannot be resolved (not there, a loop). */
function realOr(p) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(p);
    }
    catch {
        return p;
    }
}
/**
 * Where a write to `abs` lands: the folders on the way resolved (a folder symlink is followed
 * by the write, and folders made for it are made where the nearest existing one leads), the
 * last name as it is (a rename replaces a symlink there).
 */
function landingOf(abs) {
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(realDeepest(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(abs));
}
/**
 * The real path of `p` when it exists, else its nearest existing ancestor's real path with
 * the rest of the name (`alias/new/x` with `alias -> .git`: `<repo>/.git/new/x`).
 */
function realDeepest(p) {
    const rest = [];
    let at = p;
    // No system resolves a path past PATH_MAX: start at the longest ancestor under it (a config
    // `lockfile:` of 40,000 parts took 85 s, a lookup and two copies of the path a part).
    while (Buffer.byteLength(at) > 4095) {
        const up = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
        if (up === at)
            break;
        rest.push(node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(at));
        at = up;
        // (A long run of short parts: cut at once to the last separator under the limit.)
        if (at.length > 8192) {
            const cut = at.lastIndexOf((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep), 4095);
            if (cut > 0) {
                const parts = at.slice(cut + 1).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
                for (let k = parts.length - 1; k >= 0; k--)
                    rest.push(parts[k]);
                at = at.slice(0, cut);
            }
        }
    }
    // `rest`: the parts below `at`, the deepest first.
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(at), [...rest].reverse().join((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)));
        }
        catch {
            const up = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
            if (up === at)
                return p;
            rest.push(node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(at));
            at = up;
        }
    }
}
/**
 * The real path of `dir`, the fence of the files a scan of it finds (FileRef.fence): a
 * SKILL.md symlink that leads out of it is not read. `dir` itself when it cannot be resolved.
 */
const fenceOf = realOr;
/** The fence of a scan of `dir` under `settings` (undefined: --follow-symlinks, no fence). */
function fenceFor(settings, dir) {
    return settings.followSymlinks ? undefined : fenceOf(dir);
}
function ref(root, abs) {
    return { abs, rel: relPath(root, abs) };
}
/** A directory the scan could not list: the SKILL.md files under it would go unchecked. */
function unlistable(root, absDir, why) {
    const r = ref(root, absDir);
    return {
        ref: r,
        reason: `cannot read directory: ${why}; the SKILL.md files under it are not checked`,
        unlistedDir: r.rel,
    };
}
/** Why a named path cannot be read as a SKILL.md, or undefined when it can. */
function canOpen(abs, st) {
    if (!st.isFile())
        return `it is ${(0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .kindOf */ .I)(st)}, not a regular file`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(abs, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NONBLOCK ?? 0)));
        return undefined;
    }
    catch (e) {
        return (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .ioReason */ .Ny)(e).replace(/^cannot read file: /, '');
    }
}
/**
 * Runs git in `root`, in the C locale (its warnings are read in English); a failure is a
 * UsageError naming the command and git's first line.
 */
function runGit(root, args) {
    const r = spawnGit(root, args);
    if (r.error || r.status !== 0)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`git ${args.join(' ')} failed: ${gitFailure(r)}`);
    return { stdout: r.stdout, stderr: r.stderr };
}
/** Why a git run failed: git's first line, else why it could not start, else its exit. */
function gitFailure(r) {
    const said = r.stderr?.toString().trim();
    const first = said?.split('\n')[0];
    // git's own way out follows on later lines; the first alone left the user without it.
    const fix = first && /dubious ownership/.test(first) && /git config --global --add safe\.directory .+/.exec(said);
    if (fix)
        return `${first} (another user owns it; if you trust it: ${fix[0].trim()})`;
    return first || cannotRun(r.error) || `exit ${r.status ?? r.signal}`;
}
/**
 * The environment git runs in: the repository is the one found from the working directory
 * (findRoot), so a GIT_DIR or GIT_WORK_TREE inherited from elsewhere must not point git at
 * another (git sets GIT_DIR for hooks in a linked worktree: the same repository, found again
 * from `root`). Only when no `.git` is found do they name the repository (findRoot), and then
 * git runs with them. GIT_INDEX_FILE stays: a hook run by `git commit -a` checks its index.
 * The pathspec switches go too: every pathspec skillgate writes says how it matches
 * (`*\/SKILL.md` as a glob, `:(literal)` for names), and an inherited GIT_LITERAL_PATHSPECS
 * (Magit sets it for hooks) or GIT_GLOB_PATHSPECS made `*\/SKILL.md` match no nested file.
 */
function gitEnv() {
    const env = { ...process.env, LC_ALL: 'C', LANGUAGE: '' };
    for (const name of GIT_ENV_DROPPED)
        delete env[name];
    return namedByEnv ? Object.assign(env, namedByEnv) : env;
}
const GIT_ENV_DROPPED = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_LITERAL_PATHSPECS',
    'GIT_GLOB_PATHSPECS',
    'GIT_NOGLOB_PATHSPECS',
    'GIT_ICASE_PATHSPECS',
];
/** Why git could not be started at all, as a user reads it (`spawnSync git ENOENT`: git is not installed). */
function cannotRun(error) {
    if (!error)
        return undefined;
    return error.code === 'ENOENT'
        ? 'git was not found on PATH (in a git work tree, skillgate asks git which files it tracks): install git'
        : error.message;
}
// A SKILL.md link's target that git does not list is not read (scan/read.ts). What git lists
// is read once per repository (the fence's, and a submodule's: one git process a link took
// 45 s for 2,000 links): its tracked files and, unless only tracked files count (the Action:
// a file the checkout does not track there is an earlier step's, and the pull request's own
// .gitignore would decide), its untracked files that are not ignored. A target inside a
// submodule (a gitlink the repository tracks) is judged by the submodule's git; inside any
// other nested repository (a private checkout an earlier step made), it is not listed. Outside
// a work tree, or without git, nothing is ignored; any other failure of git refuses the target.
let trackedOnly = false;
/** Only tracked files are link targets (the Action). */
function onlyTrackedLinkTargets() {
    trackedOnly = true;
}
const listedAt = new Map();
function listedIn(dir) {
    let listed = listedAt.get(dir);
    if (listed !== undefined)
        return listed;
    const args = trackedOnly
        ? ['ls-files', '-z', '--cached']
        : ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
    const r = spawnGit(dir, args);
    listed =
        r.status === 0
            ? new Set(splitListing(r.stdout).paths)
            : r.error || /not a git repository/i.test(r.stderr?.toString('utf8') ?? '')
                ? 'no git'
                : 'failed';
    listedAt.set(dir, listed);
    return listed;
}
(0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .setGitUnlisted */ .Rn)((real, fence) => {
    const here = listedIn(fence);
    if (here === 'no git')
        return false;
    if (here === 'failed')
        return true;
    const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(fence, real).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
    if (here.has(rel))
        return false;
    // Inside a submodule (a gitlink this repository tracks, which lists none of its files).
    const parts = rel.split('/');
    for (let i = parts.length - 1; i > 0; i--) {
        const sub = parts.slice(0, i).join('/');
        if (!here.has(sub))
            continue;
        const inner = listedIn(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(fence, sub));
        return !(inner instanceof Set && inner.has(parts.slice(i).join('/')));
    }
    return true;
});
function spawnGit(root, args, input) {
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', args, {
        cwd: root,
        maxBuffer: 1 << 30,
        input,
        stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        env: gitEnv(),
    });
}
function splitListing(out) {
    const text = out.toString('utf8');
    // U+FFFD also stands for itself (a file name may hold it): only then are the bytes looked at.
    if (!text.includes('\uFFFD'))
        return plainListing(text);
    const listing = { paths: [], notUtf8: [] };
    let from = 0;
    while (from < out.length) {
        let end = out.indexOf(0, from);
        if (end < 0)
            end = out.length;
        if (end > from) {
            const raw = out.subarray(from, end);
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(raw))
                listing.paths.push(raw.toString('utf8'));
            else
                listing.notUtf8.push(bytesShown(raw));
        }
        from = end + 1;
    }
    return listing;
}
/**
 * A name that is not UTF-8, as outputs show it: its UTF-8 parts as they are, each other byte
 * as the text `\xff`. (Decoded with U+FFFD, two names that differ only in such bytes were
 * one name, and one of the two files went unreported.)
 */
function bytesShown(b) {
    // Each segment that is not UTF-8 is noted with its URI (the bytes percent-encoded), for
    // SARIF: the text `\xff` is also a name a folder may have, and `\x41` a UTF-8 one.
    for (let from = 0; from <= b.length;) {
        let to = b.indexOf(0x2f, from);
        if (to < 0)
            to = b.length;
        const seg = b.subarray(from, to);
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(seg))
            (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_9__/* .noteShownSegment */ .ZR)(segmentShown(seg), (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_9__/* .percentBytes */ .h2)(seg));
        from = to + 1;
    }
    return segmentShown(b);
}
function segmentShown(b) {
    let out = '';
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        const n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
        if (n && i + n <= b.length && (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(b.subarray(i, i + n))) {
            out += b.toString('utf8', i, i + n);
            i += n;
        }
        else {
            out += `\\x${c.toString(16).padStart(2, '0')}`;
            i++;
        }
    }
    return out;
}
/** A listing decoded without a U+FFFD: every path is UTF-8. */
function plainListing(text) {
    return { paths: text.split('\0').filter(Boolean), notUtf8: [] };
}
/**
 * The paths `git diff -z --name-status --no-renames ARGS --` names, those it says are deleted
 * apart from the others (one run for both).
 */
function gitChanges(root, args) {
    const out = runGit(root, ['diff', '-z', '--name-status', '--no-renames', ...args, '--']).stdout;
    const changed = [];
    const deleted = [];
    // STATUS NUL PATH NUL, for each path.
    for (let from = 0; from < out.length;) {
        const at = out.indexOf(0, from);
        if (at < 0)
            break;
        let end = out.indexOf(0, at + 1);
        if (end < 0)
            end = out.length;
        (out.subarray(from, at).toString('latin1') === 'D' ? deleted : changed).push(out.subarray(at + 1, end), NUL);
        from = end + 1;
    }
    const listing = { changed: splitListing(Buffer.concat(changed)), deleted: splitListing(Buffer.concat(deleted)) };
    (0,_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)(listing.changed.paths.length);
    return listing;
}
const NUL = Buffer.from([0]);
/** git lists what it can and, for a directory it cannot open, warns on stderr and exits 0: those warnings become `unreadable`. */
function gitPaths(root, args) {
    const r = runGit(root, args);
    const listing = splitListing(r.stdout);
    // Before its paths become the run's files: a large listing is a large run (heap.ts).
    (0,_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)(listing.paths.length);
    const unreadable = gitDirWarnings(r.stderr.toString('utf8'));
    return unreadable.length ? { ...listing, unreadable } : listing;
}
const COULD_NOT_OPEN = /^warning: could not open directory '/gm;
/** What git's message was cut from: a path over PATH_MAX (git cuts its messages at 4 KiB). */
const TOO_LONG = 'the path, or a name in it, is too long';
/**
 * `warning: could not open directory 'a/b/': Permission denied` lines, as {dir, why}. git
 * cuts a message at 4 KiB, so one about a path too long to open (over PATH_MAX) has no
 * `': reason` at all: it names the deepest whole folder of what is left, which holds the
 * one git skipped (else a SKILL.md down there would be left out with exit 0).
 */
function gitDirWarnings(stderr) {
    const out = [];
    const starts = [...stderr.matchAll(COULD_NOT_OPEN)].map((m) => m.index);
    for (let i = 0; i < starts.length; i++) {
        const from = starts[i] + "warning: could not open directory '".length;
        // git writes the name raw: one holding a newline spans lines, so the name runs to the
        // first `': ` (before the next warning).
        const text = stderr.slice(from, i + 1 < starts.length ? starts[i + 1] - 1 : stderr.length);
        const end = text.indexOf("': ");
        if (end >= 0) {
            const dir = text.slice(0, end).replace(/\/+$/, '');
            const why = text
                .slice(end + 3)
                .split('\n')[0]
                .trim()
                .toLowerCase();
            if (dir)
                out.push({ dir, why: why || 'unreadable' });
            continue;
        }
        const cut = text.replace(/\n$/, '');
        const dir = cut.slice(0, cut.lastIndexOf('/'));
        if (cut.length >= 3000 && dir)
            out.push({ dir, why: `a folder in it: ${TOO_LONG}` });
    }
    return out;
}
/**
 * SKILL.md files git tracks that a sparse checkout leaves out of the work tree (the
 * skip-worktree bit), with their content in the index: among `missing` (tracked files whose
 * read found nothing). Checked from there, a sparse checkout neither reports them removed
 * from the lock nor has `lock` drop them. A blob over `maxBytes` gives its size instead (a
 * FileTooLarge, as on disk). Only regular files (a symlinked SKILL.md is an alias of another
 * file), stage 0. Asked only when tracked files were missing; blobs are read by object id,
 * so any path works.
 */
function skillsFromIndex(root, missing, maxBytes) {
    const out = new Map();
    const wanted = new Set(missing);
    const listed = spawnGit(root, ['ls-files', '-z', '-s', '-t']);
    if (listed.error || listed.status !== 0)
        return out;
    const sparse = [];
    // `S 100644 <oid> 0<TAB>path`: skip-worktree, a regular file, merged. (What a commit holds
    // of any file, links followed: skillsAsCommitted.)
    const entry = /^S (100644|100755) ([0-9a-f]+) 0\t([\s\S]*)$/;
    for (const line of listed.stdout.toString('utf8').split('\0')) {
        const m = entry.exec(line);
        if (m && wanted.has(m[3]))
            sparse.push({ path: m[3], oid: m[2] });
    }
    if (!sparse.length)
        return out;
    readBlobs(root, sparse, maxBytes, out);
    return out;
}
/**
 * The blobs of `list` (a path and its object id each) into `out`: the content, its size when
 * over `maxBytes` (never read into memory: a FileTooLarge, as on disk), or why git cannot
 * give it. Two `git cat-file` calls whatever the number.
 */
function readBlobs(root, list, maxBytes, out) {
    if (!list.length)
        return;
    // A skill git cannot give (a partial clone whose remote is gone, say) is unreadable, never
    // gone: it would be `removed` drift, and `skillgate lock` would drop it.
    const failed = (of, why) => {
        for (const x of of)
            if (!out.has(x.path))
                out.set(x.path, { error: why });
    };
    const batch = (args, oids) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['cat-file', ...args], {
        cwd: root,
        env: gitEnv(),
        input: oids.map((o) => `${o}\n`).join(''),
        maxBuffer: 1 << 30,
    });
    const gitSays = (r) => r.error?.message ?? (r.stderr?.toString('utf8').trim().split('\n').pop() || `git exited ${r.status}`);
    const MISSING = 'its content is not in the local object store (a partial clone that cannot fetch it?)';
    // Sizes first: a blob too large to be a SKILL.md is never read into memory.
    const check = batch(['--batch-check'], list.map((x) => x.oid));
    if (check.error || check.status !== 0) {
        failed(list, gitSays(check));
        return;
    }
    const sizes = check.stdout.toString('utf8').split('\n');
    const small = [];
    list.forEach((x, k) => {
        const m = /^[0-9a-f]+ blob (\d+)$/.exec(sizes[k] ?? '');
        if (!m)
            out.set(x.path, { error: MISSING });
        else if (Number(m[1]) > maxBytes)
            out.set(x.path, Number(m[1]));
        else
            small.push(x);
    });
    if (!small.length)
        return;
    const r = batch(['--batch'], small.map((x) => x.oid));
    if (r.error || r.status !== 0) {
        failed(small, gitSays(r));
        return;
    }
    const buf = r.stdout;
    let at = 0;
    for (const x of small) {
        const eol = buf.indexOf(0x0a, at);
        if (eol < 0)
            break;
        const m = /^[0-9a-f]+ blob (\d+)$/.exec(buf.subarray(at, eol).toString('utf8'));
        at = eol + 1;
        if (!m) {
            out.set(x.path, { error: MISSING });
            continue;
        }
        const size = Number(m[1]);
        out.set(x.path, Buffer.from(buf.subarray(at, at + size)));
        at += size + 1;
    }
    failed(small, MISSING);
}
/**
 * Each of `rels` (root-relative) as the commit the index holds would have it: a regular file
 * as its index blob, a symlink (a SKILL.md link, or a folder link on its way) followed through
 * the links the index holds, to the regular file it lands on (`target`, root-relative) and
 * its blob. What the work tree says is not read: an unstaged edit, a link retargeted and not
 * staged, a target edited and not staged, a file flagged skip-worktree or assume-unchanged
 * are all as the commit will hold them (validate --staged: the ids of the other skills).
 * Merged entries only (stage 0); at most 40 links followed a path, as the kernel does.
 */
function skillsAsCommitted(root, rels, maxBytes) {
    const out = new Map();
    const listed = spawnGit(root, ['ls-files', '-z', '-s']);
    if (listed.error || listed.status !== 0) {
        for (const rel of rels)
            out.set(rel, { kind: 'outside' });
        return out;
    }
    const entries = new Map();
    for (const line of listed.stdout.toString('utf8').split('\0')) {
        const m = /^(\d+) ([0-9a-f]+) 0\t([\s\S]*)$/.exec(line);
        if (m)
            entries.set(m[3], { mode: m[1], oid: m[2] });
    }
    // What each link of the index holds: its target's text.
    const linkList = [...entries].filter(([, e]) => e.mode === '120000').map(([p, e]) => ({ path: p, oid: e.oid }));
    const linkBlobs = new Map();
    readBlobs(root, linkList, 4096, linkBlobs);
    const resolve = (rel) => {
        let pending = rel.split('/');
        const done = [];
        let hops = 0;
        while (pending.length) {
            const c = pending.shift();
            if (c === '' || c === '.')
                continue;
            if (c === '..') {
                // Above the checked folder: the index (of this folder) cannot say.
                if (!done.length)
                    return null;
                done.pop();
                continue;
            }
            done.push(c);
            const at = done.join('/');
            const mode = entries.get(at)?.mode;
            // Into a submodule: its files are in its own index, not this one's.
            if (mode === '160000')
                return null;
            if (mode !== '120000')
                continue;
            const text = linkBlobs.get(at);
            if (!Buffer.isBuffer(text))
                return undefined;
            const target = text.toString('utf8');
            if (++hops > 40 || target.startsWith('/'))
                return target.startsWith('/') ? null : undefined;
            done.pop();
            pending = [...target.split('/'), ...pending];
        }
        return done.join('/');
    };
    const wanted = [];
    const targetOf = new Map();
    for (const rel of rels) {
        const target = resolve(rel);
        if (target === null) {
            out.set(rel, { kind: 'outside' });
            continue;
        }
        const e = target === undefined ? undefined : entries.get(target);
        if (!e || (e.mode !== '100644' && e.mode !== '100755')) {
            out.set(rel, { kind: 'absent' });
            continue;
        }
        targetOf.set(rel, target);
        wanted.push({ path: rel, oid: e.oid });
    }
    const blobs = new Map();
    readBlobs(root, wanted, maxBytes, blobs);
    for (const [rel, target] of targetOf)
        out.set(rel, { kind: 'file', target, blob: blobs.get(rel) });
    return out;
}
/**
 * False when the index cannot hold a skip-worktree entry: git writes index version 2 unless
 * an entry needs the extended flags (skip-worktree is one), so a repository that is not a
 * sparse checkout costs no git run to ask (a settings file absent, a folder named).
 * True when unsure (another index file, one not read), for git to say.
 */
function mayHoldSkipWorktree(root) {
    if (process.env.GIT_INDEX_FILE)
        return true;
    const index = indexPath(root);
    if (index === undefined)
        return true;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(index, 'r');
        const head = Buffer.alloc(8);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readSync)(fd, head, 0, 8, 0) < 8)
            return true;
        return !(head.toString('latin1', 0, 4) === 'DIRC' && head.readUInt32BE(4) === 2);
    }
    catch (e) {
        // No index at all (a repository with no commit and nothing added) holds no entry.
        return e.code !== 'ENOENT';
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
    }
}
/** `.git/index`, or the index of the git dir a `.git` file names (a linked worktree, a submodule). */
function indexPath(root) {
    const dotGit = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, '.git');
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(dotGit).isDirectory())
            return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dotGit, 'index');
        const m = /^gitdir: (.+?)\s*$/.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readFileSync)(dotGit, 'utf8').split('\n')[0] ?? '');
        return m ? node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root, m[1]), 'index') : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * git's own folders for the repository at `root`: its git dir, common dir and hooks folder
 * (`core.hooksPath`, husky's `.husky/_`), as real paths. Empty when git cannot say.
 */
function gitOwnDirs(root) {
    const r = spawnGit(root, ['rev-parse', '--git-dir', '--git-common-dir', '--git-path', 'hooks']);
    if (r.error || r.status !== 0)
        return [];
    return r.stdout
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((p) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root, p);
        try {
            return node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(abs);
        }
        catch {
            return abs;
        }
    });
}
/**
 * Whether `lands` is in one of git's own folders: the git dir, the common dir, or the hooks
 * folder (with husky's parent of `.husky/_`, whose scripts its hooks run). A hooks folder at
 * the root or above it (core.hooksPath = .) is not the whole repository: what is there is the
 * repository's, but for a file there under a hook's name (`pre-commit`), which git runs.
 */
function inGitOwnFolder(root, realRoot, lands) {
    const dirs = gitOwnDirs(root);
    const hooks = dirs[2];
    if (hooks !== undefined && node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(hooks) === '_')
        dirs.push(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(hooks));
    if (hooks !== undefined &&
        isUnder(hooks, realRoot) &&
        node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(lands) === hooks &&
        HOOK_NAMES.has(node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(lands)))
        return true;
    return dirs.some((d) => isUnder(d, lands) && !isUnder(d, realRoot));
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
 * Whether a write to `file` lands inside a git directory: a folder named `.git` (any case) on
 * its way, or one git takes for a repository (a bare one, `HEAD`, `objects/` and `refs/` in it:
 * `repo.git/hooks/pre-commit`, `../other.git/config`), a nested, a sibling or a superproject's
 * repository's too. For a file inside the work tree `root`, the folders that hold the work tree
 * (a work tree put inside some `.git` folder, or under a bare repository's folder) are its own,
 * no reason to refuse; for any other file (`../refs/heads/x` from a work tree in `.git/wt`), and
 * without a work tree (a run inside a bare repository), every folder on the way counts.
 */
function inAnyGitDir(file, root) {
    const partsOf = (p) => p.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).filter((x) => x !== '');
    const ownRoots = root === undefined ? [] : [partsOf(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root)), partsOf(realOr(root))];
    const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(file);
    const real = realDeepest(abs);
    for (const start of real === abs ? [abs] : [abs, real]) {
        // Its folders from the top (one pass: a path of 65,000 folders took minutes folder by
        // folder up), past those that hold the work tree.
        const parts = partsOf(start);
        parts.pop();
        let own = 0;
        for (const r of ownRoots) {
            let k = 0;
            while (k < r.length && k < parts.length && r[k] === parts[k])
                k++;
            // Only for a file inside the work tree: one beside it, under a folder that holds it
            // (`.git/wt`'s `../refs/heads/x`), is in that folder's files, a git directory's maybe.
            if (k === r.length)
                own = Math.max(own, k);
        }
        let d = node_path__WEBPACK_IMPORTED_MODULE_3___default().parse(start).root;
        for (let k = 0; k < parts.length; k++) {
            d = k === 0 ? d + parts[k] : d + (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) + parts[k];
            if (k < own)
                continue;
            // (A folder past PATH_MAX cannot be opened: its parts' names still tell.)
            if (isGitName(parts[k]) || (d.length < 4096 && looksLikeGitDir(d)))
                return true;
        }
    }
    return false;
}
/** A folder git would read as a repository's git directory (as git's own test: HEAD, objects/, refs/). */
function looksLikeGitDir(dir) {
    try {
        return ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'HEAD'), { throwIfNoEntry: false })?.isFile() === true &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'objects'), { throwIfNoEntry: false })?.isDirectory() === true &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'refs'), { throwIfNoEntry: false })?.isDirectory() === true);
    }
    catch {
        return false; // not readable: not known to be one
    }
}
/** The reason a SKILL.md under a name that is not UTF-8 is reported, not checked. */
const NOT_UTF8 = 'the path is not valid UTF-8, so skillgate cannot name or check this file: rename it (file and directory names must be UTF-8)';
/** True when a path part is `.git` (in any case: a case-insensitive disk opens `.GIT` as it). */
function isGitName(part) {
    return part.toLowerCase() === '.git';
}
function isSkillPath(p) {
    return p === SKILL_FILE || p.endsWith('/' + SKILL_FILE);
}
/** A path whose last part is SKILL.md in another case (`a/skill.md`), as git or a walk names it. */
function isMisnamedSkillPath(p) {
    const n = p.length;
    // Most paths end in neither d nor D: one character code decides them.
    if (n < 8 || (p.charCodeAt(n - 1) | 32) !== 100 || (n > 8 && p.charCodeAt(n - 9) !== 47))
        return false;
    const last = p.slice(n - 8);
    return last !== SKILL_FILE && last.toLowerCase() === 'skill.md';
}
/** How many misnamed files a run names one by one; the rest are counted. */
const MISNAMED_SHOWN = 10;
/**
 * What a run says of a misnamed file it did not check (`shown` as the report names it; `abs`
 * where it is): rename it, or, when its folder has a SKILL.md too, merge or remove it.
 */
function misnamedMessage(shown, abs) {
    let beside = false;
    try {
        beside = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(abs)).includes(SKILL_FILE);
    }
    catch {
        // unreadable folder: the plain advice
    }
    return beside
        ? `${shown} is not checked: its name differs from ${SKILL_FILE} in case, and only ${SKILL_FILE} is read; its folder has a ${SKILL_FILE} too (merge the two, or remove this one)`
        : `${shown} is not checked: its name differs from ${SKILL_FILE} in case, and only ${SKILL_FILE} is read (rename it to ${SKILL_FILE})`;
}
/** How much of a misnamed file is read to tell a skill from a document that happens to be named so. */
const SHAPE_BYTES = 16 * 1024;
/**
 * Whether a file named SKILL.md in another case holds a skill: it opens with a `---`
 * frontmatter that has a `description` key and an `id` or `name` key, as both profiles
 * require. A `docs/skill.md` page about skills is no skill, and is not warned about.
 */
function skillShaped(abs) {
    let text;
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(abs, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NONBLOCK ?? 0));
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fstatSync)(fd).isFile())
                return false;
            const buf = Buffer.alloc(SHAPE_BYTES);
            text = buf.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readSync)(fd, buf, 0, SHAPE_BYTES, 0)).toString('utf8');
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
        }
    }
    catch {
        return false;
    }
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    if (!/^---[ \t]*$/.test(lines[0] ?? ''))
        return false;
    let description = false;
    let identity = false;
    for (let i = 1; i < lines.length && !/^---[ \t]*$/.test(lines[i]); i++) {
        if (/^description[ \t]*:/.test(lines[i]))
            description = true;
        else if (/^(?:id|name)[ \t]*:/.test(lines[i]))
            identity = true;
    }
    return description && identity;
}
/** What a run says of the misnamed files past MISNAMED_SHOWN. */
function misnamedMoreMessage(n) {
    return `${n} more file${n === 1 ? '' : 's'} named ${SKILL_FILE} in another case ${n === 1 ? 'is' : 'are'} not checked (rename ${n === 1 ? 'it' : 'them'} to ${SKILL_FILE})`;
}
function noteMisnamed(out, rel, abs) {
    if (skillShaped(abs))
        (out.misnamed ??= []).push(rel);
}
/** Folders a walk lists before it holds the young generation (see walk). */
const WALK_HOLD_FOLDERS = 256;
/**
 * Walks a directory for SKILL.md entries without following symlinked directories, skipping
 * `ignored` (repository-relative paths: what git ignores, see ignoredUnder).
 */
function walk(dir, root, out, fence, ignored, 
/** Inside a git work tree what git ignores is left out (`ignored`), not node_modules as such: git may track it. */
inWorkTree = false, 
/** Entries listed, at most: past it the walk stops and says so (Collected.cut). */
limit = Infinity) {
    let seen = 0;
    // Each folder with the real path it must have: one swapped for a symlink since its parent
    // was listed is not entered (a link to `..` made the walk run round the tree for ever, one
    // leading out read the files there).
    const stack = [[dir, undefined]];
    const top = realOrUndefined(dir);
    let listings = 0;
    // With a limit, breadth first: what a cut leaves out is what lies farthest from the root.
    const wide = limit !== Infinity;
    let next = 0;
    while (wide ? next < stack.length : stack.length) {
        const [d, real] = wide ? stack[next++] : stack.pop();
        // A walk of WALK_HOLD_FOLDERS folders is a large run in the making: its paths are kept
        // (long ones under a deep folder), and by its 1,000th file node 24 had already doubled
        // the young generation (heap.ts).
        if (++listings === WALK_HOLD_FOLDERS)
            (0,_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)(_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .HOLD_MIN_FILES */ .Rp);
        let entries;
        try {
            const listed = d === dir ? (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(d, { withFileTypes: true }) : listFolder(d, real);
            if (listed === undefined)
                continue;
            entries = listed;
        }
        catch (e) {
            if (d === dir)
                throw e;
            // Skipped in silence, its skills would never be checked nor locked: an I/O error (exit 1).
            out.problems.push(unlistable(root, d, (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .ioReason */ .Ny)(e).replace(/^cannot read file: /, '')));
            continue;
        }
        if (entries.length >= _core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .HOLD_MIN_FILES */ .Rp)
            (0,_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)(_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .HOLD_MIN_FILES */ .Rp);
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // The entries up to the limit are taken, then the walk stops.
        const cut = seen + entries.length > limit;
        if (cut) {
            entries = entries.slice(0, limit - seen);
            out.cut = limit;
        }
        seen += entries.length;
        const bad = entries.some((e) => e.name.includes('\uFFFD')) ? notUtf8Names(d) : undefined;
        for (const ent of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(d, ent.name);
            if (ignored?.has(relPath(root, full)))
                continue;
            const badNames = bad?.get(ent.name);
            // readdir lists every such name, and a valid one holding U+FFFD, under one string: the
            // first of them reports the names that are not UTF-8, a valid one is walked as any other.
            if (badNames && (badNames.length || !validNames(d).has(ent.name))) {
                // Its name cannot be opened by its decoded form: its SKILL.md files are reported, under
                // every name that decodes so (each once: readdir lists them all under that one name).
                for (const [raw, name] of badNames.splice(0)) {
                    for (const rel of skillFilesUnder(raw, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(d, bytesShown(name)))) {
                        out.problems.push({ ref: ref(root, rel), reason: NOT_UTF8 });
                    }
                }
                continue;
            }
            if (ent.isDirectory()) {
                if (ent.name === SKILL_FILE)
                    out.problems.push({ ref: ref(root, full), reason: SKILL_DIR });
                const skipped = ent.name === '.git' || (!inWorkTree && SKIP_DIRS.has(ent.name));
                if (!skipped &&
                    stack.push([full, d === dir ? top && node_path__WEBPACK_IMPORTED_MODULE_3___default().join(top, ent.name) : real && node_path__WEBPACK_IMPORTED_MODULE_3___default().join(real, ent.name)]) ===
                        _core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .HOLD_MIN_FILES */ .Rp)
                    // As many folders to walk as a large run's files: held before their listings grow it.
                    (0,_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .holdYoungGeneration */ .kK)(_core_heap_js__WEBPACK_IMPORTED_MODULE_8__/* .HOLD_MIN_FILES */ .Rp);
            }
            else if (ent.name === SKILL_FILE) {
                // (A folder holds one SKILL.md: a walk's 1,000th is past its 256th listing, held then.)
                out.files.push({ abs: full, rel: relPath(root, full), fence });
            }
            else if (isMisnamedSkillPath(ent.name))
                noteMisnamed(out, relPath(root, full), full);
        }
        if (cut)
            return;
    }
}
const DIR_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_DIRECTORY ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NOFOLLOW ?? 0);
/**
 * Lists a folder the walk found, opened without following a symlink: undefined when it is
 * one now (a symlinked folder is not followed). Where the system tells what it opened
 * (openedPath), the folder must be at `real`: a folder on the way swapped for a symlink since
 * is an error (the files under it are not where the scan found them).
 */
function listFolder(d, real) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(d, DIR_FLAGS);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'EMLINK')
            return undefined;
        throw e;
    }
    try {
        const opened = (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .openedPath */ .Vz)(fd);
        if (opened === undefined || real === undefined)
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(d, { withFileTypes: true });
        if (opened !== real)
            throw Object.assign(new Error('a folder on its way was replaced by a symlink while the scan read it'), {
                code: 'ECHANGED',
            });
        // The folder opened, not whatever its path names by now.
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(`/proc/self/fd/${fd}`, { withFileTypes: true });
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
    }
}
function realOrUndefined(p) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(p);
    }
    catch {
        return undefined;
    }
}
/** The names of `dir`'s entries that are valid UTF-8 and hold U+FFFD (which a name not UTF-8 decodes to). */
function validNames(dir) {
    const found = new Set();
    try {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(Buffer.from(dir), { encoding: 'buffer' })) {
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(name) && name.includes(REPLACEMENT))
                found.add(name.toString('utf8'));
        }
    }
    catch {
        // Unreadable now: nothing more to walk.
    }
    return found;
}
const REPLACEMENT = Buffer.from('\uFFFD');
/** The entries of `dir` whose names are not UTF-8: decoded name -> each such entry's path bytes and name bytes. */
function notUtf8Names(dir) {
    const found = new Map();
    const base = Buffer.from(dir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) ? dir : dir + (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    try {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(Buffer.from(dir), { encoding: 'buffer' })) {
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(name))
                continue;
            const decoded = name.toString('utf8');
            const list = found.get(decoded) ?? [];
            list.push([Buffer.concat([base, name]), name]);
            found.set(decoded, list);
        }
    }
    catch {
        // Unreadable now: the walk already has its entries, and skips what it cannot open.
    }
    return found;
}
/**
 * The SKILL.md files at or under `raw` (a path in bytes, not UTF-8), as decoded paths under
 * `shown`. Symlinked directories are not followed, as in walk().
 */
function skillFilesUnder(raw, shown) {
    const found = [];
    const sep = Buffer.from((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const stack = [[raw, shown]];
    while (stack.length) {
        const [p, name] = stack.pop();
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(p);
        }
        catch {
            continue;
        }
        if (st.isDirectory()) {
            let names;
            try {
                names = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(p, { encoding: 'buffer' });
            }
            catch {
                continue;
            }
            for (const n of names) {
                const decoded = (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(n) ? n.toString('utf8') : bytesShown(n);
                if (!SKIP_DIRS.has(decoded))
                    stack.push([Buffer.concat([p, sep, n]), node_path__WEBPACK_IMPORTED_MODULE_3___default().join(name, decoded)]);
            }
        }
        else if (node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(name) === SKILL_FILE)
            found.push(name);
    }
    return found.sort();
}
function matcher(globs) {
    if (!globs.length)
        return undefined;
    const set = (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_4__/* .globSet */ .xk)(globs, { dot: true, flags: 's' });
    return (p) => set.test(p);
}
/**
 * Whether some include glob could match a path under `dir`: its leading literal segments
 * (letters, digits, ` `, `_`, `-`; anything else may be special to picomatch) lead into
 * `dir`, or `dir` into them. When unsure, yes.
 */
function includeCouldReach(dir, globs) {
    const d = dir.split('/');
    for (const raw of globs) {
        // picomatch reads `!a/**` as everything outside a: it may reach anywhere.
        if (raw.startsWith('!'))
            return true;
        if (raw.includes('|'))
            return true;
        const g = raw.startsWith('./') ? raw.slice(2) : raw;
        const lead = [];
        for (const seg of g.split('/')) {
            if (!/^[A-Za-z0-9 _-]+$/.test(seg))
                break;
            lead.push(seg);
        }
        const n = Math.min(lead.length, d.length);
        let same = true;
        for (let i = 0; i < n && same; i++)
            same = lead[i] === d[i];
        if (same)
            return true;
    }
    return false;
}
/**
 * Whether exclude drops everything a folder could hold: a SKILL.md right in it and ones
 * folders deep (`s/c/**` does; `s/*` or `s/*\/SKILL.md`, which match the folder or its own
 * SKILL.md only, do not). Probed with names no config spells.
 */
function excludeCoversFolder(dir, exc) {
    return [`${dir}/${SKILL_FILE}`, `${dir}/.sg-probe/${SKILL_FILE}`, `${dir}/.sg-probe/.sg-probe2/${SKILL_FILE}`].every(exc);
}
/** The config's include/exclude as tests, one per scope (a file any scope keeps is kept). */
function configTests(settings) {
    const scopes = [{ include: settings.include, exclude: settings.exclude }];
    // A second scope (alsoScan, the Action's scan of the base): a file either one keeps is kept.
    if (settings.alsoScan)
        scopes.push(settings.alsoScan);
    return scopes.map((scope) => {
        const inc = matcher(scope.include);
        const exc = matcher(scope.exclude);
        return {
            all: !inc && !exc,
            keep: (rel) => (!inc || inc(rel)) && !(exc && exc(rel)),
            // What an unlisted folder holds is unknown: it is reported unless no include glob could
            // reach into it, or exclude covers all of it.
            keepFolder: (dir) => (!inc || includeCouldReach(dir, scope.include)) && !(exc && excludeCoversFolder(dir, exc)),
        };
    });
}
function whyNotScanned(settings) {
    // Built on the first question: most runs have no removed entry to ask about.
    let kept;
    return (rel, read) => {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel);
        const st = lstatOrNone(abs);
        if (!st || !(st.isFile() || st.isSymbolicLink()))
            return undefined;
        // Only a file of the repository (not one reached through a folder link leading out): the
        // wording would tell a pull request's lock entry whether a file exists out there.
        if (!isUnder(realOr(settings.root), realOr(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(abs))))
            return undefined;
        // A hand-edited entry naming another file (`docs/notes.md`): no scan reads it, listed or not.
        if (node_path__WEBPACK_IMPORTED_MODULE_3___default().posix.basename(rel) !== 'SKILL.md')
            return 'not-skill';
        if (!(kept ??= keptByConfig(settings))(rel))
            return 'config';
        // A SKILL.md link to a file the scan read (`read`): it checks that file under its own
        // name (checkAll's linksToOneFile), not under this one.
        if (st.isSymbolicLink() && read) {
            const rootReal = realOr(settings.root);
            const to = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(rootReal, realOr(abs)).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
            if (read.has(to))
                return { link: to };
        }
        return settings.inGit ? 'unlisted' : undefined;
    };
}
/** Whether config include/exclude keep a SKILL.md at repository-relative `rel`. */
function keptByConfig(settings) {
    const tests = configTests(settings);
    return (rel) => tests.some((t) => t.all || t.keep(rel));
}
function applyConfig(c, settings) {
    const tests = configTests(settings);
    if (tests.some((t) => t.all))
        return c;
    // Config globs are over repository-relative paths: a file named outside the repository
    // (its `rel` is then its absolute path) is none of theirs, and is checked.
    const keep = (r) => node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(r.rel) || tests.some((t) => t.keep(r.rel));
    const files = c.files.filter(keep);
    // A misnamed file is said only where its SKILL.md would be checked.
    const misnamed = c.misnamed?.filter((rel) => node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel) || tests.some((t) => t.keep(rel.slice(0, -SKILL_FILE.length) + SKILL_FILE)));
    return {
        files,
        problems: c.problems.filter((p) => p.unlistedDir === undefined ? keep(p.ref) : tests.some((t) => t.keepFolder(p.unlistedDir))),
        excluded: c.excluded + c.files.length - files.length,
        ...(misnamed?.length ? { misnamed } : {}),
        ...(c.nested ? { nested: c.nested } : {}),
        ...(c.cut ? { cut: c.cut } : {}),
    };
}
/** A hint when the folder holds the file under another case (`skill.md`): the name is exact. */
function otherCase(dir) {
    try {
        const near = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(dir).find((n) => n !== SKILL_FILE && n.toLowerCase() === SKILL_FILE.toLowerCase());
        return near ? ` (it holds ${JSON.stringify(near)}: the file must be named ${SKILL_FILE}, in that case)` : '';
    }
    catch {
        return '';
    }
}
function dedupeRefs(c) {
    const seen = new Set();
    const files = c.files.filter((f) => (seen.has(f.abs) ? false : (seen.add(f.abs), true)));
    // A path named twice that cannot be read (a dangling link, a folder named SKILL.md) is one
    // unreadable file, as a readable one named twice is one file.
    const said = new Set();
    const problems = c.problems.filter((p) => {
        const key = `${p.ref.abs}\0${p.reason}`;
        return said.has(key) ? false : (said.add(key), true);
    });
    return { ...c, files, problems };
}
/** git's listing of the untracked-not-ignored files (repository scan). */
const UNTRACKED_ARGS = ['ls-files', '-z', '--others', '--exclude-standard'];
/** What a `seen` set holds a name that is not UTF-8 under, beside the spelling it is shown as. */
const NOT_UTF8_KEY = '\0';
/** Adds git's repository-relative paths to `out`: SKILL.md files, and directories named so. */
function addListed(listed, settings, out, seen) {
    const root = settings.root.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) ? settings.root : settings.root + (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep);
    const abs = (p) => root + ((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) === '/' ? p : p.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)));
    const fence = fenceFor(settings, settings.root);
    for (const p of listed.paths) {
        // git lists files, and a nested repository it does not track as `dir/`.
        if (p.endsWith('/')) {
            (out.nested ??= []).push(p.slice(0, -1));
            continue;
        }
        // A directory named SKILL.md shows as files under it.
        noteSkillDir(out, settings.root, p, seen);
        if (!isSkillPath(p)) {
            if (isMisnamedSkillPath(p) && !seen.has(p)) {
                seen.add(p);
                noteMisnamed(out, p, abs(p));
            }
            continue;
        }
        if (seen.has(p))
            continue;
        seen.add(p);
        // git's path is already root-relative with `/`. Whether the file is still there (a
        // tracked file deleted from the work tree is dropped) or became a directory is found
        // when it is read: no stat of every file here.
        out.files.push({ abs: abs(p), rel: p, listed: true, fence });
    }
    for (const u of listed.unreadable ?? []) {
        if (seen.has(u.dir + '/'))
            continue;
        seen.add(u.dir + '/');
        out.problems.push(unlistable(settings.root, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, u.dir), u.why));
    }
    for (const p of listed.notUtf8) {
        const shown = isSkillPath(p) ? p : skillDirOf(p);
        // Kept apart from the UTF-8 names (a NUL is in no path): `caf\xe9` spells the byte 0xe9
        // and is also a name a folder can have; one must not hide the other.
        if (!shown || seen.has(NOT_UTF8_KEY + shown))
            continue;
        seen.add(NOT_UTF8_KEY + shown);
        out.problems.push({ ref: { abs: abs(shown), rel: shown }, reason: NOT_UTF8 });
    }
}
/**
 * Where a file git lists starts below its root (for readSkillFile's check of the folders on
 * its way), or undefined for a file that is not listed or lies at the root.
 */
function listedFrom(ref) {
    if (!ref.listed || !ref.rel.includes('/'))
        return undefined;
    const rel = (node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) === '/' ? ref.rel : ref.rel.split('/').join((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    return ref.abs.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) + rel) ? ref.abs.length - rel.length : undefined;
}
/** Reports the directory named SKILL.md that git's file path `p` lies in, once (`seen`). */
function noteSkillDir(out, root, p, seen) {
    const dirPath = skillDirOf(p);
    if (!dirPath || seen.has(dirPath))
        return;
    seen.add(dirPath);
    out.problems.push({ ref: ref(root, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, dirPath)), reason: SKILL_DIR });
}
/** The directory named SKILL.md that git's file path `p` lies in, or ''. */
function skillDirOf(p) {
    if (p.startsWith(SKILL_FILE + '/'))
        return SKILL_FILE;
    const inside = p.indexOf('/' + SKILL_FILE + '/');
    return inside >= 0 ? p.slice(0, inside + SKILL_FILE.length + 1) : '';
}
/**
 * Repository scan: git-tracked and untracked-not-ignored files, or a walk outside git.
 * `deferUntracked`: list the tracked files only and leave the untracked ones pending in
 * `untracked` for checkAll (which must then run on this Collected before it is read).
 */
function scanRepository(settings, opts = {}) {
    const out = { files: [], problems: [], excluded: 0 };
    if (settings.inGit && opts.deferUntracked) {
        const seen = new Set();
        addListed(gitPaths(settings.root, ['ls-files', '-z', '--cached']), settings, out, seen);
        return { ...applyConfig(out, settings), untracked: { seen } };
    }
    return applyConfig(listRepository(settings, opts.limit), settings);
}
/** True when `dir` is a git directory as git tells one: a HEAD file beside objects/ and refs/. */
function isGitDir(dir) {
    try {
        return ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'HEAD')).isFile() &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'objects')).isDirectory() &&
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, 'refs')).isDirectory());
    }
    catch {
        return false;
    }
}
/** The git directory `dir` is or lies in, looking up from it; undefined when none. */
function gitDirHolding(dir) {
    for (let at = dir;;) {
        if (isGitDir(at))
            return at;
        const up = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
        if (up === at)
            return undefined;
        at = up;
    }
}
/** Every SKILL.md of the repository (git's tracked and untracked ones, or a walk), before the config's include and exclude. */
function listRepository(settings, limit) {
    const out = { files: [], problems: [], excluded: 0 };
    if (settings.inGit) {
        const listed = gitPaths(settings.root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
        addListed(listed, settings, out, new Set());
    }
    else {
        // A bare repository (a server-side hook's working directory) holds its skills in
        // commits: a walk of its folders found none, and the run passed.
        // Its hooks/ folder too: a walk there passed with no file checked.
        const gitDir = gitDirHolding(settings.root);
        if (gitDir !== undefined)
            throw Object.assign(new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`the working directory ${gitDir === settings.root ? 'is' : `is inside ${gitDir}, which is`} a bare git repository (git's own folder, no work tree): its skills are in its commits, not in files here; check them in a work tree (git worktree add, or a checkout of the pushed commit)`), { bare: true });
        try {
            walk(settings.root, settings.root, out, fenceFor(settings, settings.root), undefined, false, limit);
        }
        catch (e) {
            // The root itself cannot be listed (a folder below it is a ReadError, as in git mode).
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read directory ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(settings.root)}: ${(0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .ioReason */ .Ny)(e).replace(/^cannot read file: /, '')}`);
        }
    }
    return out;
}
/**
 * Completes a deferred repository scan: adds the untracked files from git's output (or
 * from running git now, when `stdout` is undefined) to `c`, and clears `c.untracked`.
 * Returns the files added.
 */
function completeUntracked(c, settings, stdout) {
    const pending = c.untracked;
    if (!pending)
        return [];
    c.untracked = undefined;
    const more = { files: [], problems: [], excluded: 0 };
    // The sidecar's output is text: a name that is not UTF-8 (U+FFFD in it) is listed again in bytes.
    const listed = stdout !== undefined && !stdout.includes('\uFFFD')
        ? plainListing(stdout)
        : gitPaths(settings.root, [...UNTRACKED_ARGS]);
    addListed(listed, settings, more, pending.seen);
    const kept = applyConfig(more, settings);
    for (const f of kept.files)
        c.files.push(f);
    for (const p of kept.problems)
        c.problems.push(p);
    for (const m of kept.misnamed ?? [])
        (c.misnamed ??= []).push(m);
    for (const n of kept.nested ?? [])
        (c.nested ??= []).push(n);
    c.excluded += kept.excluded;
    return kept.files;
}
/**
 * The repository-relative paths a SKILL.md symlink goes through: the link itself, each
 * link it leads to (a folder's included) and the file it ends at, where each lies inside the
 * repository. Undefined when `abs` is not a symlink. Resolved one path part at a time, as
 * the kernel does, so a target that is gone still ends the list (a deleted target is a
 * change too) and a loop stops after 40 links.
 */
function linkHops(root, abs) {
    if (!isLink(abs))
        return undefined;
    const rootReal = realOr(root);
    const hops = [];
    const note = (p) => {
        const rel = relInside(root, p) ?? relInside(rootReal, p);
        if (rel !== undefined && !hops.includes(rel))
            hops.push(rel);
    };
    const end = (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .followParts */ .YM)(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(abs), note);
    if (end !== undefined)
        note(end);
    return hops;
}
/**
 * What is at `abs`, not following a link there; undefined when nothing can be looked at: no
 * such path, or one that cannot be (a name too long, a file on the way, a loop of links),
 * which whoever names the path words (statNamed). A lock entry's path of 300 characters, or
 * `validate plain/SKILL.md` where plain is a file, was an internal error.
 */
function lstatOrNone(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(abs, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
function isLink(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(abs).isSymbolicLink();
    }
    catch {
        return false;
    }
}
/**
 * The files of `files` that are symlinks going through a path of `touched` (a changed or
 * deleted file, a retargeted link): a change there changes the skill, though git names
 * only the target. Each file is asked with one lstat; only links are followed.
 */
function throughTouchedLinks(root, files, touched) {
    if (touched.size === 0)
        return [];
    return files.filter((f) => linkHops(root, f.abs)?.some((h) => h !== f.rel && touchedAtOrAbove(touched, h)));
}
/**
 * Whether `rel` or a folder above it is in `touched`: a submodule bumped (git names only its
 * folder, the gitlink) changes every file in it, one a link or a setting leads to included.
 */
function touchedAtOrAbove(touched, rel) {
    for (let i = rel.indexOf('/'); i > 0; i = rel.indexOf('/', i + 1))
        if (touched.has(rel.slice(0, i)))
            return true;
    return touched.has(rel);
}
/**
 * SKILL.md files changed since `since` (committed, staged, unstaged or untracked); with
 * `within`, only those it keeps (absolute paths: the PATHs named beside --changed-since),
 * before the config's include/exclude, so that `excluded` counts only files within them.
 */
function scanChangedSince(settings, since, within) {
    if (!settings.inGit)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('--changed-since needs a git work tree');
    // --quiet: a ref that is not there fails in silence; anything git says is another failure
    // (git missing, a repository it refuses: "dubious ownership"), worded as git words it.
    // --end-of-options: a REF such as `-foo` (refs/heads/-foo) is a name, never an option.
    let r = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${since}^{commit}`]);
    // `:/text` (the youngest commit whose message matches) reads a suffix as part of the text:
    // the REF is resolved first, and what it names peeled to its commit after.
    if (r.status !== 0 && !r.error && since.startsWith(':/')) {
        const named = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', '--end-of-options', since]);
        const sha = named.status === 0 ? named.stdout.toString().trim() : '';
        if (/^[0-9a-f]{40,64}$/.test(sha))
            r = spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', `${sha}^{commit}`]);
    }
    if (r.error)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--changed-since needs git, which could not run: ${cannotRun(r.error)}`);
    if (r.status !== 0) {
        const said = r.stderr?.toString().trim() ? gitFailure(r) : undefined;
        if (said)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--changed-since ${JSON.stringify(since)}: git rev-parse failed: ${said}`);
        // A range (`main..HEAD`, `HEAD^!`) or a path in a commit (`HEAD:skills`): no ref name holds
        // `..`, `^` or `:`, so it is no missing commit, and saying so would send the user looking.
        // (A `:` inside a reflog's `@{\u2026}`, `main@{10:00}`, is a time, not a path.)
        const bare = since.replace(/@\{[^}]*\}/g, '');
        const shape = /\.\.|\^[!@-]/.test(bare) ? 'a range' : /^(?!:\/)[^:]+:|^:[^/]/.test(bare) ? 'a path' : undefined;
        if (shape)
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--changed-since ${JSON.stringify(since)}: it names ${shape}, not one commit; give the commit to compare with (--changed-since origin/main)`);
        // A shallow clone (CI's fetch-depth: 1) lacks the history a REF names.
        const shallow = spawnGit(settings.root, ['rev-parse', '--is-shallow-repository']).stdout?.toString().trim() === 'true';
        // A repository without a commit yet (`HEAD` names none, and no ref any): said so; a
        // branch without a commit yet (`git checkout --orphan`) in one that has some, too.
        const unborn = !shallow && spawnGit(settings.root, ['rev-parse', '--verify', '--quiet', 'HEAD']).status !== 0;
        const empty = unborn &&
            spawnGit(settings.root, ['for-each-ref', '--count=1', '--format=%(objectname)']).stdout?.toString().trim() === '';
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--changed-since ${JSON.stringify(since)}: no such commit in this repository` +
            (shallow
                ? ' (this clone is shallow: fetch the history it needs, e.g. git fetch --unshallow)'
                : empty
                    ? ' (it has no commit yet: validate without --changed-since)'
                    : unborn && /^(?:HEAD|@)(?![\w/-])/.test(since)
                        ? ' (the current branch has no commit yet: name a commit of another branch, or validate without --changed-since)'
                        : ''));
    }
    // Compared with the commit it names (an object id: no option, no ref read twice): the
    // commit against the index, then the index against the work tree. One diff of the commit
    // against the work tree is quadratic in git (2.39) when files are added in folders the
    // commit has: 20,000 skills each beside an added file took two such diffs of 7-8 s; these
    // take ~0.1 s. (A file changed and changed back is checked too.)
    const sha = r.stdout.toString().trim();
    const staged = gitChanges(settings.root, ['--cached', sha]);
    const unstaged = gitChanges(settings.root, []);
    // The index, `TAG MODE OID STAGE\tpath` (-v: `S` skip-worktree, lower case assume-unchanged).
    const index = gitPaths(settings.root, ['ls-files', '-z', '-s', '-v']).paths;
    // git diff takes a flagged file's work-tree copy as the index holds it: one edited on disk
    // (assume-unchanged, or skip-worktree outside a sparse checkout) is found by its content,
    // and one deleted (assume-unchanged) by its absence; the config and the keyring too.
    const policyFiles = new Set(policyPaths(settings));
    const flaggedGone = [];
    const edited = editedBehindFlags(settings.root, index, (rel) => isSkillPath(rel) || policyFiles.has(rel), flaggedGone);
    // Gone from the work tree: deleted from the index, or from the disk while in the index.
    const gone = new Set([...unstaged.deleted.paths, ...unstaged.deleted.notUtf8, ...flaggedGone]);
    const deleted = [...new Set([...staged.deleted.paths, ...unstaged.deleted.paths, ...flaggedGone])];
    const changed = {
        paths: [...new Set([...staged.changed.paths, ...unstaged.changed.paths])].filter((p) => !gone.has(p)),
        notUtf8: [...new Set([...staged.changed.notUtf8, ...unstaged.changed.notUtf8])].filter((p) => !gone.has(p)),
    };
    const removed = deleted.filter(isSkillPath);
    const untracked = gitPaths(settings.root, [...UNTRACKED_ARGS]);
    // The config or the keyring changed: every skill is held to the new ones, so every SKILL.md
    // is checked (as the Action does), not only the changed ones. And so when a .gitattributes
    // changed: git may now write unchanged SKILL.md files otherwise (git diff compares them
    // through it, so they are not listed).
    const touched = new Set([...changed.paths, ...deleted, ...untracked.paths, ...edited]);
    const policy = policyPaths(settings).find((rel) => touchedAtOrAbove(touched, rel)) ?? [...touched].find(isAttributesPath);
    if (policy) {
        const all = listRepository(settings);
        if (within) {
            all.files = all.files.filter((f) => within(f.abs));
            all.problems = all.problems.filter((p) => within(p.ref.abs));
            all.misnamed = all.misnamed?.filter((rel) => within(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel)));
            all.nested = all.nested?.filter((rel) => within(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel)));
        }
        return { ...applyConfig(all, settings), since: { sha, removed, policy } };
    }
    // Repositories inside this one that git does not track (`dir/`): none of their files is
    // listed, so the run says which hold skills (nestedRepos), as a repository scan does.
    const nested = untracked.paths
        .filter((p) => p.endsWith('/'))
        .map((p) => p.slice(0, -1))
        .filter((rel) => !within || within(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel)));
    const out = {
        files: [],
        problems: [],
        excluded: 0,
        since: { sha, removed },
        ...(nested.length ? { nested } : {}),
    };
    const fence = fenceFor(settings, settings.root);
    const dirs = new Set();
    for (const p of new Set([...changed.paths, ...untracked.paths])) {
        // A folder named SKILL.md that the change fills: git names the files under it, and a scan
        // of the tree reports it (addListed); so must the check of the change.
        noteSkillDir(out, settings.root, p, dirs);
        if (!isSkillPath(p)) {
            const at = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, p);
            if (isMisnamedSkillPath(p) && (!within || within(at)))
                noteMisnamed(out, p, at);
            continue;
        }
        // Not on disk: a skill a sparse checkout leaves out, checked as the index holds it
        // (checkAll reads it from git; one that is simply gone is dropped there).
        const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, p);
        out.files.push({ abs, rel: relPath(settings.root, abs), fence, listed: true });
    }
    for (const p of new Set([...changed.notUtf8, ...untracked.notUtf8])) {
        if (isSkillPath(p))
            out.problems.push({ ref: { abs: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, p), rel: p }, reason: NOT_UTF8 });
    }
    const have = new Set(out.files.map((f) => f.rel));
    const add = (f) => {
        if (have.has(f.rel))
            return;
        have.add(f.rel);
        out.files.push({ ...f, listed: true });
    };
    for (const rel of edited)
        if (isSkillPath(rel))
            add({ abs: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel), rel, fence });
    // A SKILL.md symlink whose target (or a link on the way) changed: git names the target only.
    // The SKILL.md symlinks: git's mode 120000 among the tracked files, and untracked ones.
    const linkPaths = index
        .filter((e) => e.startsWith('120000 ', 2))
        .map((e) => e.slice(e.indexOf('\t') + 1))
        .concat(untracked.paths.filter((p) => isSkillPath(p) && isLink(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, p))))
        .filter(isSkillPath);
    const links = linkPaths.map((p) => ({ abs: node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, p), rel: p, fence }));
    if (links.length) {
        const touched = gitPaths(settings.root, ['diff', '-z', '--name-only', '--no-renames', sha, '--']).paths;
        for (const f of throughTouchedLinks(settings.root, links, new Set([...touched, ...untracked.paths, ...edited])))
            add(f);
    }
    if (within) {
        out.files = out.files.filter((f) => within(f.abs));
        out.problems = out.problems.filter((p) => within(p.ref.abs));
    }
    out.files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    // (applyConfig keeps only what it filters: `since` is carried over, or with include or
    // exclude set the stubs a deletion breaks went unreported.)
    return { ...applyConfig(out, settings), since: out.since };
}
/**
 * The SKILL.md files (or those `wanted`) flagged skip-worktree or assume-unchanged in `index`
 * (`ls-files -s -v` entries) whose work-tree copy is not the index's blob: git's diff does not look at them.
 * One `git hash-object` per 500 files (with the path's filters, as `git add` would hash it);
 * a file not on disk (a sparse checkout's) is left to the index, unless it is flagged
 * assume-unchanged alone: then it was deleted, and is added to `deleted`.
 */
function editedBehindFlags(root, index, wanted = isSkillPath, deleted) {
    const flagged = [];
    const links = [];
    const otherKinds = [];
    for (const e of index) {
        const tag = e.charCodeAt(0);
        if (tag !== 0x53 /* S */ && !(tag >= 0x61 && tag <= 0x7a))
            continue;
        const tab = e.indexOf('\t');
        const rel = e.slice(tab + 1);
        const [, mode, oid] = e.slice(0, tab).split(' ');
        if (mode === '100644' || mode === '100755') {
            if (!wanted(rel))
                continue;
            // Hashed only when a regular file: git hash-object would wait on a FIFO for a writer
            // forever (or read a device without end). Anything else where the index has a file (a
            // FIFO, a folder, a symlink) is no longer what the index holds: edited, and its read
            // says what it is. One not there at all (a sparse checkout's) is left to the index.
            const kind = lstatKind(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, rel));
            if (kind === 'file')
                flagged.push({ rel, oid: oid });
            else if (kind === 'other')
                otherKinds.push(rel);
            // Not there, and flagged assume-unchanged alone (lower case, not `s`): no sparse
            // checkout left it out; it was deleted, and git diff does not say so.
            else if (tag !== 0x73 /* s */ && tag !== 0x53)
                deleted?.push(rel);
        }
        else if (mode === '120000' && wanted(rel))
            links.push({ path: rel, oid: oid });
    }
    const edited = [...otherKinds];
    // A flagged symlink: edited when the work tree's is no longer a link to the same target
    // (one not there at all, a sparse checkout's, is left to the index).
    if (links.length) {
        const was = new Map();
        readBlobs(root, links, 4096, was);
        for (const l of links) {
            let now;
            try {
                now = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readlinkSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, l.path));
            }
            catch (e) {
                if (e.code === 'ENOENT')
                    continue;
            }
            const text = was.get(l.path);
            if (now === undefined || !Buffer.isBuffer(text) || text.toString('utf8') !== now)
                edited.push(l.path);
        }
    }
    for (let i = 0; i < flagged.length; i += 500) {
        const part = flagged.slice(i, i + 500);
        const r = spawnGit(root, ['hash-object', '--', ...part.map((f) => f.rel)]);
        // One file git cannot hash (unreadable, say) fails the whole run: each is hashed alone
        // then, so only that one counts as edited (checked, and the read words why).
        const oids = r.status === 0
            ? r.stdout.toString('utf8').split('\n')
            : part.map((f) => {
                const one = spawnGit(root, ['hash-object', '--', f.rel]);
                return one.status === 0 ? one.stdout.toString('utf8').trim() : '';
            });
        part.forEach((f, k) => {
            if (oids[k] !== f.oid)
                edited.push(f.rel);
        });
    }
    return edited;
}
/** What is at `abs`, not following a symlink: a regular file, nothing, or something else. */
function lstatKind(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(abs).isFile() ? 'file' : 'other';
    }
    catch (e) {
        const code = e.code;
        return code === 'ENOENT' || code === 'ENOTDIR' ? 'none' : 'other';
    }
}
/** git's listing of what it ignores (ignored folders as one entry each, with a `/`). */
const IGNORED_LISTING = ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'];
/**
 * What git ignores under `abs`, a folder named on the command line, as repository-relative
 * paths (a folder without its `/`): a folder walked inside a git work tree leaves out what a
 * repository scan leaves out (build output, vendored copies that would be DuplicateIds).
 * Undefined when nothing is ignored there, outside the work tree, when git fails (the whole
 * folder is walked, as before), and when the named folder is itself ignored or lies in an
 * ignored one: named on purpose, it is walked whole. The folder's own SKILL.md is never in
 * the set.
 */
function ignoredUnder(settings, abs) {
    if (!settings.inGit || !isUnder(settings.root, abs))
        return undefined;
    const rel = relInside(settings.root, abs);
    if (rel) {
        // Named on purpose though git ignores it (or a folder above it): walked whole. Asked
        // of the ignore rules alone (--no-index): a folder with force-added files is still one.
        // Without a trailing slash: git reads `rel/` as a path inside the folder, which
        // `rel/*` matches, so a folder whose contents are ignored would count as ignored itself
        // (a folder pattern, `rel/`, still matches: git sees that it is a folder).
        if (spawnGit(settings.root, ['check-ignore', '-q', '--no-index', '--', rel]).status === 0)
            return undefined;
    }
    let listing;
    try {
        listing = gitPaths(settings.root, [...IGNORED_LISTING, ...(rel ? ['--', `:(literal)${rel}`] : [])]);
    }
    catch {
        return undefined;
    }
    const ignored = new Set(listing.paths.map((p) => (p.endsWith('/') ? p.slice(0, -1) : p)));
    // The named folder's own SKILL.md makes it a bundle named on purpose (SPEC \u00a71: a path may
    // be the bundle directory), checked as when the file itself is named, ignored or not.
    ignored.delete(rel ? `${rel}/${SKILL_FILE}` : SKILL_FILE);
    return ignored.size ? ignored : undefined;
}
/**
 * True when git ignores `abs`, a path named beside `--changed-since` (so git lists none of
 * its files as changed): a file that is ignored and not tracked, a folder that is ignored
 * itself or lies in an ignored one (asked of the ignore rules alone, as ignoredUnder does), or
 * a bundle folder whose SKILL.md is ignored and not tracked. False outside a work tree and
 * when git cannot tell.
 */
function ignoredByGit(settings, abs, folder) {
    if (!settings.inGit)
        return false;
    const rel = relInside(settings.root, abs);
    if (!rel)
        return false;
    const ignored = (args) => spawnGit(settings.root, ['check-ignore', '-q', ...args]).status === 0;
    if (!folder)
        return ignored(['--', rel]);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(abs, SKILL_FILE)) && ignored(['--', `${rel}/${SKILL_FILE}`]))
        return true;
    // A folder git ignores but whose files it tracks (added with -f): git compares those.
    if (!ignored(['--no-index', '--', rel]))
        return false;
    const tracked = spawnGit(settings.root, ['ls-files', '-z', '--', `:(literal)${rel}`]);
    return tracked.status === 0 && tracked.stdout.length === 0;
}
/**
 * ignoredByGit for many paths at once (named with --changed-since): one `check-ignore --stdin`
 * with the index and one without, where asking for each cost two runs of git (10,000 folders:
 * 100 s). The paths git ignores, as given; one it cannot answer for is asked alone.
 */
function ignoredByGitMany(settings, items) {
    const out = new Set();
    if (!settings.inGit || items.length === 0)
        return out;
    const rels = items.map((it) => ({ ...it, rel: relInside(settings.root, it.abs) }));
    const ask = (args, paths) => {
        if (paths.length === 0)
            return new Set();
        const r = spawnGit(settings.root, ['check-ignore', '-z', '--stdin', ...args], paths.map((x) => `${x}\0`).join(''));
        // 0: some ignored, 1: none; anything else (a path git refuses): asked one by one.
        if (r.error || (r.status !== 0 && r.status !== 1))
            return undefined;
        return new Set(r.stdout.toString('utf8').split('\0').filter(Boolean));
    };
    const files = rels.filter((x) => x.rel && !x.folder).map((x) => x.rel);
    const withSkill = rels.filter((x) => x.rel && x.folder && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(x.abs, SKILL_FILE)));
    const viaIndex = ask([], [...files, ...withSkill.map((x) => `${x.rel}/${SKILL_FILE}`)]);
    const folders = rels.filter((x) => x.rel && x.folder);
    const noIndex = ask(['--no-index'], folders.map((x) => x.rel));
    if (!viaIndex || !noIndex) {
        for (const it of items)
            if (ignoredByGit(settings, it.abs, it.folder))
                out.add(it.abs);
        return out;
    }
    for (const x of rels) {
        if (!x.rel)
            continue;
        if (!x.folder) {
            if (viaIndex.has(x.rel))
                out.add(x.abs);
            continue;
        }
        if (viaIndex.has(`${x.rel}/${SKILL_FILE}`) && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(x.abs, SKILL_FILE)))
            out.add(x.abs);
        // A folder git ignores but whose files it tracks (added with -f): git compares those.
        else if (noIndex.has(x.rel)) {
            const tracked = spawnGit(settings.root, ['ls-files', '-z', '--', `:(literal)${x.rel}`]);
            if (tracked.status === 0 && tracked.stdout.length === 0)
                out.add(x.abs);
        }
    }
    return out;
}
/** Is `abs` a folder (links followed)? False when it cannot be looked up. */
function isFolder(abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(abs).isDirectory();
    }
    catch {
        return false;
    }
}
/** Named folders listed by one run of git (a command line stays well under ARG_MAX). */
const IGNORED_BATCH = 256;
/**
 * ignoredUnder for many folders named on the command line at once, keyed by absolute path:
 * one `check-ignore --stdin` and one `ls-files` per IGNORED_BATCH folders, where asking for
 * each cost two runs of git (~50 ms a folder: 1,000 folders took a minute). Each folder's
 * set is what the listing holds under it, as a listing of that folder alone gives (tests
 * compare the two). Folders it cannot answer for are left out: the caller asks ignoredUnder.
 */
function ignoredUnderMany(settings, absDirs) {
    const out = new Map();
    if (!settings.inGit)
        return out;
    const byRel = new Map();
    for (const abs of absDirs) {
        if (!isUnder(settings.root, abs))
            continue;
        const rel = relInside(settings.root, abs);
        // The root is one listing of its own (ignoredUnder); a folder named twice is asked once.
        if (!rel)
            continue;
        const list = byRel.get(rel);
        if (list)
            list.push(abs);
        else
            byRel.set(rel, [abs]);
    }
    // A folder named inside another named one is asked alone (its listing could shape the
    // other's); so is the other.
    const nested = new Set();
    for (const rel of byRel.keys()) {
        for (let cut = rel.lastIndexOf('/'); cut > 0; cut = rel.lastIndexOf('/', cut - 1)) {
            const up = rel.slice(0, cut);
            if (byRel.has(up))
                nested.add(up).add(rel);
        }
    }
    const rels = [...byRel.keys()].filter((rel) => !nested.has(rel));
    if (rels.length < 2)
        return out;
    const check = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.spawnSync)('git', ['check-ignore', '--no-index', '-z', '--stdin'], {
        cwd: settings.root,
        input: rels.join('\0') + '\0',
        maxBuffer: 1 << 30,
        env: gitEnv(),
    });
    if (check.error || (check.status !== 0 && check.status !== 1))
        return out;
    const skipped = new Set(check.stdout.toString('utf8').split('\0'));
    const listed = [];
    const asked = rels.filter((rel) => !skipped.has(rel));
    for (let i = 0; i < asked.length; i += IGNORED_BATCH) {
        const chunk = asked.slice(i, i + IGNORED_BATCH);
        let listing;
        try {
            listing = gitPaths(settings.root, [...IGNORED_LISTING, '--', ...chunk.map((rel) => `:(literal)${rel}`)]);
        }
        catch {
            return out;
        }
        for (const p of listing.paths)
            listed.push(p.endsWith('/') ? p.slice(0, -1) : p);
    }
    listed.sort();
    // The first index whose path is not below `key` in code-unit order.
    const lower = (key) => {
        let lo = 0;
        let hi = listed.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (listed[mid] < key)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    for (const rel of rels) {
        let set;
        if (!skipped.has(rel)) {
            const found = new Set();
            // The folder itself, then everything under `rel/` (between `rel/` and `rel0`: `0` follows `/`).
            for (let i = lower(rel); i < listed.length && listed[i] === rel; i++)
                found.add(rel);
            for (let i = lower(`${rel}/`); i < listed.length && listed[i] < `${rel}0`; i++)
                found.add(listed[i]);
            found.delete(`${rel}/${SKILL_FILE}`);
            if (found.size)
                set = found;
        }
        for (const abs of byRel.get(rel))
            out.set(abs, set);
    }
    return out;
}
/**
 * True when `abs` resolves outside `fence` through a symlinked folder: a folder on the way,
 * or `abs` itself when it is a folder (a file's own link is the reader's to judge).
 */
function behindOutsideLink(abs, fence, folder) {
    let real;
    try {
        if (!folder && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(abs).isSymbolicLink())
            real = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(abs)), node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(abs));
        else
            real = node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(abs);
    }
    catch {
        return false; // unreadable on the way: whoever reads it says so
    }
    if (!isUnder(fence, real))
        return true;
    // Into git's own folder (`lnk -> .git/x`): its config holds a CI checkout's token.
    return underDotGit(fence, real) && !underDotGit(fence, abs) ? 'git' : false;
}
const GIT_FOLDER = "lies behind a symlinked folder that leads into git's own folder (.git): it is not read (the CLI reads it with --follow-symlinks)";
/** Why `abs` cannot be looked up (links followed), or undefined when it can. */
function statFailure(abs) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(abs);
        return undefined;
    }
    catch (e) {
        return e;
    }
}
/** What a path named on the command line is; exit 1, in words, when it cannot be looked up. */
function statNamed(shown, abs) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.statSync)(abs);
    }
    catch (e) {
        // Never Node's message (which names the machine's absolute path).
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown)}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .statReason */ .Zr)(e, (0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(shown))}`);
    }
}
/** Named paths: a SKILL.md file, a bundle directory, or a tree to walk. Missing path: exit 1. */
/**
 * A named path with `.` or `..` parts is read as the system reads it: `link/../b` is the
 * folder above link's target, not `./b` (path.resolve's reading, which was checked, or
 * signed, in its place), and `SKILL.md/.` is no path at all. Refused when the two differ.
 */
function refuseDotsAfterLink(p, cwd, abs) {
    if (!p.split(/[\\/]/).some((part) => part === '..' || part === '.'))
        return;
    const raw = node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(p) ? p : `${cwd}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}${p}`;
    let system;
    let textual;
    try {
        system = node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(raw);
    }
    catch {
        // not there as the system reads it
    }
    try {
        textual = node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync.native(abs);
    }
    catch {
        // not there at all: statNamed says so
    }
    if (textual === undefined || system === textual)
        return;
    throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(system === undefined
        ? `cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: as the system reads it (following each symlink, then its ".." or "."), there is no such path; name the file or folder itself`
        : `cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: a ".." in it comes after a symlink, so the system reads another path than the one it spells; name the file or folder itself`);
}
function collectPaths(paths, settings, cwd) {
    const out = { files: [], problems: [], excluded: 0 };
    let realRoot;
    const rootFence = () => (realRoot ??= fenceOf(settings.root));
    let kept;
    // What git ignores under each named folder, asked of git once for them all.
    let ignoredAt;
    const ignoredIn = (abs) => {
        ignoredAt ??= ignoredUnderMany(settings, paths.map((x) => underRoot(settings.root, node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, x))).filter(isFolder));
        if (ignoredAt.has(abs))
            return ignoredAt.get(abs);
        const ignored = ignoredUnder(settings, abs);
        ignoredAt.set(abs, ignored);
        return ignored;
    };
    // A path named again (`validate s s s \u2026`, 1,000 times in 30 s) is the same files: looked at once.
    const named = new Set();
    for (const p of paths) {
        const abs = underRoot(settings.root, node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, p));
        refuseDotsAfterLink(p, cwd, abs);
        // (`plain/` is another question than `plain`: a file named as a folder is refused.)
        const key = (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .namesFolder */ .z0)(p) ? `${abs}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}` : abs;
        if (named.has(key))
            continue;
        named.add(key);
        // A SKILL.md the config leaves out is left out before it is looked at, as a scan leaves it
        // out (a hook names a staged dangling link or a folder named SKILL.md all the same).
        const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(abs) === SKILL_FILE ? relInside(settings.root, abs) : undefined;
        if (rel !== undefined && !(kept ??= keptByConfig(settings))(rel)) {
            out.excluded++;
            continue;
        }
        // A SKILL.md link leading out of the repository is not read, nor looked at: its target may
        // be a device, a folder or nothing, which the check of a pull request must not tell apart.
        if (rel !== undefined && !settings.followSymlinks && isLink(abs) && (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .linkLeadsOut */ .AV)(abs, rootFence())) {
            out.problems.push({ ref: ref(settings.root, abs), reason: _read_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTSIDE_LINK */ .p4 });
            continue;
        }
        // A SKILL.md that is a symlink leading nowhere or in a loop (a hook names a staged one):
        // a ReadError beside the other files' findings, as a scan reports it (exit 1 all the
        // same), so that one bad link does not hide the rest of a commit's problems.
        const linkFailure = rel !== undefined && isLink(abs) ? statFailure(abs) : undefined;
        if (linkFailure) {
            out.problems.push({ ref: ref(settings.root, abs), reason: (0,_read_js__WEBPACK_IMPORTED_MODULE_10__/* .ioReason */ .Ny)(linkFailure) });
            continue;
        }
        // Not in the work tree at all (a folder or SKILL.md a sparse checkout leaves out): the
        // tracked skills at that path, from the index; else statNamed says there is no such path.
        if (settings.inGit && !lstatOrNone(abs)) {
            const leftOut = leftOutUnder(settings, abs, rootFence);
            if (leftOut.length) {
                for (const f of leftOut)
                    out.files.push(f);
                continue;
            }
        }
        const st = statNamed(p, abs);
        // A folder named SKILL.md (or a SKILL.md link to a folder, which a hook names when it is
        // staged): a ReadError beside the other files' findings, as a scan reports it (exit 1 all
        // the same), not a stop that hides the rest of a commit's problems. A folder (not a link)
        // is still a folder named to be scanned: the skills inside it are checked, as a scan does.
        const skillFolder = st.isDirectory() && node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(abs) === SKILL_FILE;
        if (skillFolder) {
            out.problems.push({ ref: ref(settings.root, abs), reason: SKILL_DIR });
            if (isLink(abs))
                continue;
        }
        // path.resolve drops the slash, the system does not (`cat plain/`: not a directory).
        if (!st.isDirectory() && (0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .namesFolder */ .z0)(p))
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: it is a file, not a directory`);
        // A path inside the repository that leads out of it through a symlinked folder on the way
        // (`evil -> /elsewhere`, then `evil` or `evil/SKILL.md`): the fence of its SKILL.md files
        // is the repository, and opening with O_NOFOLLOW only sees the last name. (A SKILL.md that
        // is itself the link is left to the reader, which words it.)
        const behind = !settings.followSymlinks && isUnder(settings.root, abs) && behindOutsideLink(abs, rootFence(), st.isDirectory());
        if (behind) {
            const where = behind === 'git' ? "into git's own folder (.git)" : 'out of the repository';
            if (st.isDirectory())
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: this folder leads ${where} through a symlink: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)`);
            out.problems.push({
                ref: ref(settings.root, abs),
                reason: behind === 'git' ? `SKILL.md ${GIT_FOLDER}` : `SKILL.md ${_read_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTSIDE_FOLDER */ .fT}`,
            });
            continue;
        }
        if (st.isDirectory()) {
            const before = out.files.length + out.problems.length;
            try {
                // A tree inside the repository is fenced by the repository; a tree outside it, named
                // by its own path, by itself (one reached through a symlinked folder inside the
                // repository was refused above, unless --follow-symlinks: then there is no fence).
                const real = fenceOf(abs);
                const fence = settings.followSymlinks ? undefined : isUnder(rootFence(), real) ? rootFence() : real;
                // A folder inside the repository named through a symlink (`skills/alias -> ../shared`) is
                // walked where it is: its files under their own names, and what git ignores there left
                // out (git lists nothing beyond a symlink, so asked at the alias it ignored nothing).
                const own = isUnder(settings.root, abs) && isUnder(rootFence(), real)
                    ? real === rootFence()
                        ? ''
                        : relInside(rootFence(), real)
                    : undefined;
                const at = own === undefined ? abs : node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, own);
                walk(at, settings.root, out, fence, ignoredIn(at), settings.inGit && isUnder(settings.root, at));
            }
            catch (e) {
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read directory ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .fsReason */ .EG)(e)}`);
            }
            // The skills under it a sparse checkout leaves out, as a repository scan checks them.
            for (const f of leftOutUnder(settings, abs, rootFence))
                out.files.push(f);
            if (!skillFolder && out.files.length + out.problems.length === before) {
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`no ${SKILL_FILE} found in ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}${otherCase(abs)}`);
            }
        }
        else {
            // A named file that cannot be read is an I/O error of the command line (exit 1).
            const read = canOpen(abs, st);
            if (read)
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_11__/* .safe */ .gB)(p)}: ${read}`);
            // A file named by a path inside the repository is fenced by it too: in CI the names
            // often come from the change (git diff --name-only | xargs skillgate validate).
            const fence = settings.followSymlinks || !isUnder(settings.root, abs) ? undefined : rootFence();
            out.files.push(fence === undefined ? ref(settings.root, abs) : { ...ref(settings.root, abs), fence });
        }
    }
    // A skill reached by several names (a symlinked directory, a link to the file) is checked
    // once, under its own name: checkAll's linksToOneFile. Config include and exclude apply to
    // named paths as to a scan: a pre-commit hook names the staged files, and must keep and
    // leave out what CI's scan (and the Action) does.
    return applyConfig(dedupeRefs(out), settings);
}
/** True when `abs` is not on disk but the index holds tracked SKILL.md files there that a sparse checkout leaves out. */
function leftOutOfSparse(settings, abs) {
    try {
        return (settings.inGit &&
            !(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(abs, { throwIfNoEntry: false }) &&
            leftOutUnder(settings, abs, () => settings.root).length > 0);
    }
    catch {
        // A name too long, a folder that cannot be looked at: statNamed says what is wrong.
        return false;
    }
}
/**
 * The tracked SKILL.md files at `abs` (itself, or under the folder) that a sparse checkout
 * leaves out of the work tree (skip-worktree, not on disk), as listed refs fenced by the
 * repository: a named path holds them as a repository scan does (checkAll reads them from
 * the index). None outside git, for the root (a scan), or when the index cannot hold such an
 * entry (no git run).
 */
function leftOutUnder(settings, abs, fence) {
    const rel = settings.inGit ? relInside(settings.root, abs) : undefined;
    if (rel === undefined || !mayHoldSkipWorktree(settings.root))
        return [];
    const r = spawnGit(settings.root, ['ls-files', '-z', '-t', '--', `:(literal)${rel}`]);
    if (r.error || r.status !== 0)
        return [];
    return r.stdout
        .toString('utf8')
        .split('\0')
        .flatMap((e) => {
        const at = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, e.slice(2));
        return e.startsWith('S ') && isSkillPath(e.slice(2)) && !lstatOrNone(at)
            ? [{ abs: at, rel: e.slice(2), listed: true, fence: fence() }]
            : [];
    });
}
/** Entries a search of one nested repository looks at before it gives up (a vendored monorepo). */
const NESTED_SEARCH_LIMIT = 20_000;
/**
 * The submodules (the paths .gitmodules declares) and the nested repositories git does not
 * track (Collected.nested) of a repository scan that hold a SKILL.md the config keeps: git
 * lists none of their files, so the scan does not check them and the lock does not pin them,
 * and a skill that gains Bash through a submodule bump would pass in silence. No git is run
 * in them (a checkout's own config could run commands): a bounded walk finds the first one.
 */
function nestedRepos(settings, collected) {
    if (!settings.inGit)
        return [];
    const found = [];
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, '.gitmodules'))) {
        // `key\nvalue` entries, NUL-ended; a .gitmodules git cannot read declares nothing here.
        const r = spawnGit(settings.root, [
            'config',
            '-z',
            '--file',
            '.gitmodules',
            '--get-regexp',
            '^submodule\\..*\\.path$',
        ]);
        const declared = [];
        for (const entry of r.status === 0 ? r.stdout.toString('utf8').split('\0') : []) {
            const value = entry.slice(entry.indexOf('\n') + 1);
            const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().posix.normalize(value).replace(/\/+$/, '');
            if (entry.includes('\n') &&
                rel &&
                rel !== '.' &&
                !rel.startsWith('../') &&
                rel !== '..' &&
                !node_path__WEBPACK_IMPORTED_MODULE_3___default().posix.isAbsolute(rel))
                declared.push(rel);
        }
        // Only where the index holds a submodule (a gitlink, mode 160000): a stale or edited
        // .gitmodules entry (`path = skills`) names a folder whose skills are checked.
        if (declared.length) {
            const gitlinks = spawnGit(settings.root, [
                'ls-files',
                '-z',
                '-s',
                '--',
                ...declared.map((d) => `:(literal)${d}`),
            ]);
            for (const e of gitlinks.status === 0 ? gitlinks.stdout.toString('utf8').split('\0') : []) {
                const tab = e.indexOf('\t');
                if (tab > 0 && e.startsWith('160000 '))
                    found.push({ rel: e.slice(tab + 1), kind: 'submodule' });
            }
        }
    }
    for (const rel of collected.nested ?? [])
        found.push({ rel, kind: 'repository' });
    if (!found.length)
        return [];
    const keep = keptByConfig(settings);
    const out = [];
    const told = new Set();
    for (const f of found) {
        if (told.has(f.rel))
            continue;
        told.add(f.rel);
        // Its folder as a folder of this repository: not a link (a pull request's .gitmodules
        // could name one that leads out), not inside git's own files.
        if (f.rel.split('/').some(isGitName))
            continue;
        const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, f.rel);
        const st = lstatOrNone(abs);
        // Nor through a link on its way: it must really lie inside the repository.
        if (!st?.isDirectory() || !isUnder(realOr(settings.root), realOr(abs)))
            continue;
        const skill = firstSkillIn(settings.root, f.rel, keep);
        if (skill !== undefined)
            out.push({ ...f, skill });
    }
    return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
/**
 * The most paths `git ls-files` is given by name (more: the whole index, matched here): git
 * matches each index entry against each name.
 */
const SUBMODULE_NAMED = 64;
/**
 * Of `paths` (a change's files, repository-relative), the submodules (gitlinks in the index)
 * that are not checked out here (their folder empty or missing): what the change brings in
 * them is read by no check, and the step says so. No git is run inside them.
 */
function submodulesNotCheckedOut(settings, paths) {
    const list = [...paths].filter((p) => p && !p.endsWith('/'));
    if (!settings.inGit || list.length === 0)
        return [];
    const listing = [];
    // A few paths are asked of git by name. Many are not: git matches every index entry against
    // every pathspec, so a change of 80,000 files took 37 s (in batches of 1,000 names, as one
    // command line of 30,000 passed ARG_MAX); the whole index is listed once and matched here.
    const many = list.length > SUBMODULE_NAMED;
    const asked = many ? new Set(list) : undefined;
    if (many) {
        const r = spawnGit(settings.root, ['ls-files', '-z', '-s']);
        if (r.status === 0)
            for (const e of r.stdout.toString('utf8').split('\0'))
                listing.push(e);
    }
    else {
        const part = list.map((p) => `:(literal)${p}`);
        const r = spawnGit(settings.root, ['ls-files', '-z', '-s', '--', ...part]);
        if (r.status === 0)
            for (const e of r.stdout.toString('utf8').split('\0'))
                listing.push(e);
    }
    // As a literal pathspec matches: the path itself, or a folder above it.
    const named = (rel) => {
        if (!asked)
            return true;
        for (let p = rel;; p = p.slice(0, p.lastIndexOf('/'))) {
            if (asked.has(p))
                return true;
            if (!p.includes('/'))
                return false;
        }
    };
    const out = [];
    for (const e of listing) {
        const tab = e.indexOf('\t');
        if (tab < 0 || !e.startsWith('160000 '))
            continue;
        const rel = e.slice(tab + 1);
        if (!named(rel))
            continue;
        let entries = [];
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(settings.root, rel));
        }
        catch {
            // missing: not checked out
        }
        if (entries.length === 0)
            out.push(rel);
    }
    return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
/** The first SKILL.md (repository-relative) under `rel` that `keep` keeps: links not followed, .git skipped. */
function firstSkillIn(root, rel, keep) {
    let budget = NESTED_SEARCH_LIMIT;
    const stack = [rel];
    while (stack.length && budget > 0) {
        const dir = stack.pop();
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(root, dir), { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const e of entries) {
            if (--budget < 0)
                break;
            const child = `${dir}/${e.name}`;
            if (e.isDirectory()) {
                if (!SKIP_DIRS.has(e.name))
                    stack.push(child);
            }
            else if (e.name === SKILL_FILE && (e.isFile() || e.isSymbolicLink()) && keep(child))
                return child;
        }
    }
    return undefined;
}
/** What a run says of a nested repository whose skills it does not check. */
function nestedRepoMessage(n, shown = (r) => r) {
    const what = n.kind === 'submodule' ? 'is a git submodule' : 'is another git repository inside this one, not tracked by it';
    return `${shown(n.rel)} ${what}: it holds skills (${shown(n.skill)} among them) that a repository scan does not check and the lockfile does not pin; check them from inside it (cd ${shown((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(n.rel))} && skillgate validate), or name the folder (skillgate validate ${shown((0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7)(n.rel))})`;
}


/***/ }),

/***/ 6381:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ forgetFolders),
/* harmony export */   AV: () => (/* binding */ linkLeadsOut),
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   Fp: () => (/* binding */ unlistedByGit),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Ny: () => (/* binding */ ioReason),
/* harmony export */   Rn: () => (/* binding */ setGitUnlisted),
/* harmony export */   Vz: () => (/* binding */ openedPath),
/* harmony export */   YM: () => (/* binding */ followParts),
/* harmony export */   eQ: () => (/* binding */ readSkillFile),
/* harmony export */   f1: () => (/* binding */ setNamedPipes),
/* harmony export */   fT: () => (/* binding */ OUTSIDE_FOLDER),
/* harmony export */   lP: () => (/* binding */ sizeText),
/* harmony export */   p4: () => (/* binding */ OUTSIDE_LINK),
/* harmony export */   qB: () => (/* binding */ TooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7188);
/* harmony import */ var _core_io_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2419);
/** Reading a SKILL.md safely: size checked before reading, I/O errors as one-line reasons. */




// O_NONBLOCK: opening a FIFO named SKILL.md must not wait for a writer (it is rejected below).
const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
// Undefined on Windows, where a fenced read lstats first.
const NOFOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
const OUTSIDE_LINK = 'SKILL.md is a symlink to a file outside the repository: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)';
/** git's own folder holds no skill, and on a CI runner its config holds the checkout's token. */
const GIT_DIR_LINK = "SKILL.md is a symlink into git's own folder (.git): it is not read (the CLI reads it with --follow-symlinks)";
/**
 * Reads a SKILL.md. With `fence` (a scanned file, FileRef.fence), a symlink is followed
 * only to a file inside that real directory: one that leads out is not read at all, so no
 * byte of it reaches a message. The common case costs nothing: the file is opened with
 * O_NOFOLLOW, and only a link (ELOOP) is looked at.
 */
function readSkillFile(abs, fence, listedFrom, 
/**
 * Only a file opened by exactly `abs` (no symlink on the way, as Linux's /proc tells):
 * anything else is `ENOTEXACT`, unread (validate --staged: a work-tree link where the index
 * holds a file is read from the index). Where it cannot be told, always `ENOTEXACT`.
 */
exactName = false) {
    // A file that lies in a folder named `.git` in some spelling (`x/.GIT/s/SKILL.md`) by its
    // own path: no symlink leads there, so it is said as what it is (a case-insensitive disk
    // opens `.GIT` as git's own folder, which is never read).
    if (fence !== undefined) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(fence, abs);
        const part = outside(rel) ? undefined : rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).find((x) => x.toLowerCase() === '.git');
        if (part !== undefined)
            return {
                ok: false,
                reason: part === '.git'
                    ? "SKILL.md lies in git's own folder (.git): it is not read"
                    : `SKILL.md lies in a folder named ${part}, which a case-insensitive disk opens as git's own folder (.git): it is not read; rename the folder`,
                code: 'EOUTSIDE',
            };
    }
    // The common case first: opened without following a link, the file is where the kernel says
    // it is, by exactly the name it was asked for, so no part of the way is a symlink and the
    // checks below (an lstat of each new folder, then of the file) have nothing to find.
    if (fence !== undefined && NOFOLLOW !== undefined && PROC_FD !== undefined) {
        let fd = -1;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, READ_FLAGS | NOFOLLOW);
        }
        catch {
            // Anything else (a link, an error) takes the way below, which words it.
        }
        if (fd >= 0) {
            if (openedPath(fd) === abs)
                return readOpened(fd, fence, abs);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    if (exactName)
        return { ok: false, reason: 'not opened by exactly its name', code: 'ENOTEXACT' };
    let file = abs;
    let flags = READ_FLAGS;
    // A file git lists, whose tracked folder was replaced by a symlink (O_NOFOLLOW guards only
    // the last part of the path): read only when the folder it leads to stays inside.
    if (fence !== undefined && listedFrom !== undefined && folderLinkOnTheWay(abs, listedFrom)) {
        let dir;
        try {
            dir = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs));
        }
        catch (e) {
            return { ok: false, reason: ioReason(e), code: e.code };
        }
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(fence, dir);
        if (outside(rel))
            return { ok: false, reason: `SKILL.md ${OUTSIDE_FOLDER}`, code: 'EOUTSIDE' };
        if (inGitFolder(rel))
            return refusedLink(GIT_DIR);
    }
    if (fence !== undefined) {
        if (NOFOLLOW === undefined) {
            const out = linkOutside(abs, fence);
            if (out === true || out === GIT_DIR)
                return refusedLink(out);
            if (typeof out === 'string' && ignoredTarget(out, fence))
                return refusedLink(IGNORED);
            if (typeof out === 'string')
                file = out;
        }
        else
            flags |= NOFOLLOW;
    }
    let fd;
    try {
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flags);
        }
        catch (e) {
            const code = e.code;
            if (fence === undefined || NOFOLLOW === undefined || (code !== 'ELOOP' && code !== 'EMLINK'))
                throw e;
            // A symlink (O_NOFOLLOW's ELOOP; EMLINK on FreeBSD): read its target only when it stays
            // inside, opened by its real path so that the link cannot be swapped in between.
            const out = linkOutside(abs, fence);
            if (out === true || out === GIT_DIR)
                return refusedLink(out);
            // One that leads nowhere: its realpath error (dangling, a loop) is worded. Not a link
            // now (swapped since): opened again without following anything.
            if (typeof out === 'object')
                throw out.error;
            if (typeof out === 'string' && ignoredTarget(out, fence))
                return refusedLink(IGNORED);
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(out ?? abs, flags);
        }
    }
    catch (e) {
        const code = e.code;
        // A Unix socket cannot be opened (ENXIO): said as what it is, as a FIFO is below.
        if (code === 'ENXIO') {
            const kind = kindAt(abs);
            if (kind)
                return { ok: false, reason: `SKILL.md is ${kind}, not a regular file`, code };
        }
        return { ok: false, reason: ioReason(e), code };
    }
    return readOpened(fd, fence);
}
/** Reads the file open as `fd`, and closes it; `real`: where it is, when already known. */
function readOpened(fd, fence, real) {
    try {
        // Where the file opened really is: a folder on the way swapped for a symlink since the
        // scan listed it (or since the checks above) would lead the open out of the tree.
        if (fence !== undefined) {
            real ??= openedPath(fd);
            if (real !== undefined) {
                const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(fence, real);
                if (outside(rel))
                    return { ok: false, reason: `SKILL.md ${OUTSIDE_FOLDER}`, code: 'EOUTSIDE' };
                if (inGitFolder(rel))
                    return refusedLink(GIT_DIR);
            }
        }
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (st.isDirectory())
            return { ok: false, reason: 'SKILL.md is a directory, not a file' };
        if (!st.isFile())
            return { ok: false, reason: `SKILL.md is ${kindOf(st)}, not a regular file` };
        if (st.size > _core_document_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ)
            return { ok: false, reason: '', tooLarge: st.size };
        const buf = Buffer.allocUnsafe(st.size);
        let off = 0;
        while (off < st.size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, off, st.size - off, off);
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const GIT_DIR = Symbol('git dir');
/** Linux names every open file's real path under /proc/self/fd (elsewhere: not told). */
const PROC_FD = process.platform === 'linux' ? '/proc/self/fd/' : undefined;
const DELETED = ' (deleted)';
/**
 * The real path of what `fd` opened, as the kernel resolved it when it was opened (no path
 * can be swapped under it since); undefined where that cannot be told (no /proc).
 */
function openedPath(fd) {
    if (PROC_FD === undefined)
        return undefined;
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(PROC_FD + fd);
        // A file removed since it was opened (no link left to it): still the file that was read.
        // A name that ends so itself is kept.
        return real.endsWith(DELETED) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).nlink === 0 ? real.slice(0, -DELETED.length) : real;
    }
    catch {
        return undefined;
    }
}
const OUTSIDE_FOLDER = 'lies behind a symlinked folder that leads out of the repository: it is not read (only files inside the repository are; the CLI reads it with --follow-symlinks)';
/** Folders on the way to listed files, and whether each is a plain folder (no symlink): one lstat each a run. */
const plainFolders = new Map();
/** Forgets what folders were (a new run: the tree may have changed). */
function forgetFolders() {
    plainFolders.clear();
}
/** True when a folder of `abs` past its first `from` characters (the root) is a symlink. */
function folderLinkOnTheWay(abs, from) {
    for (let j = abs.indexOf((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep), from); j >= 0; j = abs.indexOf((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep), j + 1)) {
        const dir = abs.slice(0, j);
        let plain = plainFolders.get(dir);
        if (plain === undefined) {
            try {
                plain = !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir).isSymbolicLink();
            }
            catch {
                plain = true; // not there: the read says what is missing
            }
            plainFolders.set(dir, plain);
        }
        if (!plain)
            return true;
    }
    return false;
}
function refusedLink(out) {
    return {
        ok: false,
        reason: out === true ? OUTSIDE_LINK : out === GIT_DIR ? GIT_DIR_LINK : IGNORED_LINK,
        code: 'EOUTSIDE',
    };
}
const IGNORED = Symbol('ignored');
const IGNORED_LINK = 'SKILL.md is a symlink to a file that git does not list (an ignored file, one in a nested repository that is no submodule, or in the Action one it does not track), not to a SKILL.md: it is not read (such files are where a checkout keeps its secrets, a .env or a token file an earlier step wrote; link to a file git tracks; the CLI reads it with --follow-symlinks)';
/** Asks git whether it lists a path (a link's target, real, inside `fence`); set by scan/files.ts. */
let gitUnlisted;
function setGitUnlisted(check) {
    gitUnlisted = check;
}
/**
 * True when `real`, where a settings file's symlink (the config, the keyring, the lockfile)
 * leads inside the repository `fence`, is a file git does not list: not read, as a SKILL.md
 * link to it is not.
 */
function unlistedByGit(real, fence) {
    return gitUnlisted !== undefined && gitUnlisted(real, fence);
}
/**
 * True when a SKILL.md link's target inside the repository is a file git does not list
 * (tracked, or untracked and not ignored), not itself named SKILL.md: what a scan would never
 * read (a `.env`, a token file an earlier CI step wrote) is not read through a link either, and
 * no line of it reaches a message, a job summary or a report. A link to a SKILL.md git ignores
 * (a skill vendored under node_modules) is read.
 */
function ignoredTarget(real, fence) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(real) !== 'SKILL.md' && unlistedByGit(real, fence);
}
/**
 * For a symlink at `abs`: true when its target lies outside `fence`, GIT_DIR when inside the
 * `.git` folder at its top (the repository's own files: `.git/config`, hooks), else the
 * target's real path; the error when it cannot be resolved (dangling, a loop). Undefined
 * when `abs` is no symlink.
 */
function linkOutside(abs, fence) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs).isSymbolicLink())
            return undefined;
    }
    catch (e) {
        return { error: e };
    }
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(abs);
    }
    catch (e) {
        // Leading nowhere: when it ends outside the fence (followed as the kernel follows it: a
        // folder link or a chain on the way), it is refused as one that leads out (a pull request
        // must not learn which paths of the runner exist); else the error.
        const end = followParts(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(abs));
        if (end !== undefined && outside(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(fence, end)))
            return true;
        return { error: e };
    }
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(fence, real);
    // The fence itself (a link to the repository root) is inside: it is a directory, said so.
    if (outside(rel))
        return true;
    return inGitFolder(rel) ? GIT_DIR : real;
}
/** A path inside the fence that is or lies in a `.git` folder (the repository's, or a nested checkout's). */
const inGitFolder = (rel) => rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).some((part) => part.toLowerCase() === '.git');
const outside = (rel) => rel === '..' || rel.startsWith('..' + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel);
/**
 * True when `abs` is a symlink leading out of `fence` (or written to, when it leads nowhere):
 * a named SKILL.md that is such a link is refused unread, whatever its target is (a device, a
 * folder, nothing), as a scan refuses it.
 */
function linkLeadsOut(abs, fence) {
    return linkOutside(abs, fence) === true;
}
/** What a non-regular file is, for the one-line reason. */
function kindOf(st) {
    if (st.isFIFO())
        return 'a FIFO (named pipe)';
    if (st.isSocket())
        return 'a socket';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'a device';
    return 'a special file';
}
/** What the non-regular file at `abs` is (its link followed), or undefined. */
function kindAt(abs) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs);
        return st.isFile() || st.isDirectory() ? undefined : kindOf(st);
    }
    catch {
        return undefined;
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
            return `cannot read file: ${(0,_core_io_text_js__WEBPACK_IMPORTED_MODULE_3__/* .fsReason */ .EG)(e)}`;
    }
}
/** A file past the limit its reader sets: `size` when a regular file's size says so, else undefined. */
class TooLargeError extends Error {
    size;
    limit;
    constructor(limit, size) {
        super(`it is larger than ${sizeText(limit)}`);
        this.name = 'TooLargeError';
        this.size = size;
        this.limit = limit;
    }
}
function sizeText(bytes) {
    return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
        ? `${bytes / 1024 / 1024} MiB`
        : bytes >= 1024 && bytes % 1024 === 0
            ? `${bytes / 1024} KiB`
            : `${bytes} bytes`;
}
let namedPipes = true;
/**
 * Whether a file named by a flag or the config may be a pipe, read as it comes (the CLI:
 * `--config <(...)`). The Action turns it off: nothing writes to a FIFO its inputs or the
 * repository name, so one is refused rather than waited on until the job's timeout.
 */
function setNamedPipes(on) {
    const was = namedPipes;
    namedPipes = on;
    return was;
}
/**
 * Reads a file the user names (a config, keyring, lockfile, key), at most `limit` bytes:
 * a device such as /dev/zero, or a file of gigabytes, is a TooLargeError, not a read that
 * runs out of memory. With `pipes` (a file the user named, by a flag or the config), a pipe
 * (`--key <(...)`) is read as it comes; without (a default path such as skillgate.lock), a
 * FIFO there is refused at once instead of waited on for a writer that never comes. Errors
 * are fs's own (ENOENT, EACCES, EISDIR, ...).
 */
function readBounded(file, limit, pipes = true) {
    pipes &&= namedPipes;
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, pipes ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY : READ_FLAGS);
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (st.isDirectory())
            throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read`), { code: 'EISDIR' });
        if (!pipes && !st.isFile())
            throw Object.assign(new Error(`it is ${kindOf(st)}, not a regular file`), { code: 'ENOTREG' });
        if (st.isFile() && st.size > limit)
            throw new TooLargeError(limit, st.size);
        const chunks = [];
        let total = 0;
        // One byte past the limit tells a file at the limit from a longer one.
        for (;;) {
            const want = Math.min(st.isFile() && total < st.size ? st.size - total : 64 * 1024, limit + 1 - total);
            if (want <= 0)
                break;
            const buf = Buffer.allocUnsafe(want);
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, want, null);
            if (n === 0)
                break;
            chunks.push(n === want ? buf : buf.subarray(0, n));
            total += n;
        }
        if (total > limit)
            throw new TooLargeError(limit);
        return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Follows `abs` one path part at a time, as the kernel does: each symlink on the way (given
 * to `hop`) is replaced by its target's parts, so a `..` in a target goes up from where the
 * parts before it lead, never taken as text. Returns where the path ends: its real path, or,
 * from the first part that is not there (or cannot be looked at), that part joined with the
 * rest as written. Undefined past 40 links (a loop).
 */
function followParts(abs, hop) {
    const split = (p) => {
        const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(p).root;
        return [top, p.slice(top.length).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))];
    };
    let [cur, pending] = split(abs);
    let links = 0;
    while (pending.length) {
        const part = pending.shift();
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            cur = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(cur);
            continue;
        }
        const next = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cur, part);
        let link;
        try {
            link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(next).isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(next) : undefined;
        }
        catch {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(next, ...pending);
        }
        if (link === undefined) {
            cur = next;
            continue;
        }
        hop?.(next);
        if (++links > 40)
            return undefined;
        let parts;
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(link))
            [cur, parts] = split(link);
        else
            parts = link.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
        pending = [...parts, ...pending];
    }
    return cur;
}


/***/ }),

/***/ 9692:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readSettingFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6381);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5438);
/**
 * Reading a settings file (the config, the keyring, the lockfile) in a sparse checkout: a
 * tracked one the sparse checkout leaves out of the work tree is read as the index holds it,
 * as a SKILL.md left out is. Read as absent, it would drop the keyring's revocations, turn the
 * lock check off, or drop `trust: registry`, where a full checkout (CI) enforces them.
 */




/**
 * readBounded, and when nothing is at `file` (ENOENT, no entry at all: a dangling symlink is
 * its caller's to word) in a git work tree, the file as the index holds it when git tracks
 * it with the skip-worktree bit (a sparse checkout leaves it out). A blob over `limit` is a
 * TooLargeError; one git cannot give (a partial clone whose remote is gone) is an error that
 * says so, never an absent file. Errors are otherwise readBounded's.
 */
function readSettingFile(file, limit, pipes, repo) {
    try {
        return (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readBounded */ .CB)(file, limit, pipes);
    }
    catch (e) {
        if (e.code !== 'ENOENT' || !repo.inGit)
            throw e;
        const held = leftOutBySparseCheckout(repo.root, file, limit);
        if (held === undefined)
            throw e;
        return held;
    }
}
function leftOutBySparseCheckout(root, file, limit) {
    const rel = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .relInside */ .sf)(root, file);
    if (rel === undefined || (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .underDotGit */ .wJ)(root, file) || onDisk(file) || !(0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHoldSkipWorktree */ .h6)(root))
        return undefined;
    const held = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .skillsFromIndex */ .jl)(root, [rel], limit).get(rel);
    if (Buffer.isBuffer(held))
        return held;
    if (typeof held === 'number')
        throw new _read_js__WEBPACK_IMPORTED_MODULE_2__/* .TooLargeError */ .qB(limit, held);
    if (held)
        throw leftOut(`git cannot give it: ${held.error}`);
    // A symlink left out: what it leads to is not read from the index here. Refused, never
    // read as absent (a keyring's revocations, a lockfile's pins would be dropped).
    const r = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGit */ .Iz)(root, ['ls-files', '-z', '-s', '-t', '--', `:(literal)${rel}`]);
    if (!r.error && r.status === 0 && r.stdout.toString('utf8').startsWith('S 120000 ')) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.dirname(rel);
        throw leftOut(`it is a symlink, which is not read from the index: add it to the sparse checkout${dir === '.' ? '' : ` (git sparse-checkout add ${dir})`}`);
    }
    return undefined;
}
/** Why a settings file the sparse checkout leaves out cannot be read (fsReason words it as is). */
function leftOut(why) {
    return Object.assign(new Error(`a sparse checkout leaves it out of the work tree, and ${why}`), { code: 'ESPARSE' });
}
function onDisk(file) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false }) !== undefined;
}


/***/ }),

/***/ 2962:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $n: () => (/* binding */ MISMATCH),
  gD: () => (/* binding */ generateSeedHex),
  MQ: () => (/* binding */ precheck),
  wE: () => (/* binding */ publicKeyFromSeed),
  lT: () => (/* binding */ signMessage),
  A: () => (/* binding */ verifyPrechecked),
  $r: () => (/* binding */ verifyStrict)
});

// UNUSED EXPORTS: L, SMALL_ORDER_ENCODINGS, isPublicKeyHex, isSignatureHex, sIsNotCanonical, yIsNotCanonical

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./node_modules/@noble/ed25519/index.js
/*! noble-ed25519 - MIT License (c) 2019 Paul Miller (paulmillr.com) */
/**
 * 5KB JS implementation of ed25519 EdDSA signatures.
 * Targets RFC8032, FIPS 186-5, and ZIP215 behavior.
 * @module
 * @example
 * ```js
import * as ed from '@noble/ed25519';
(async () => {
  const secretKey = ed.utils.randomSecretKey();
  const message = Uint8Array.from([0xab, 0xbc, 0xcd, 0xde]);
  const pubKey = await ed.getPublicKeyAsync(secretKey); // Sync methods are also present
  const signature = await ed.signAsync(message, secretKey);
  const isValid = await ed.verifyAsync(signature, message, pubKey);
})();
```
 */
/**
 * Curve params. edwards25519 uses the RFC equation `-x\u00b2 + y\u00b2 = 1 + dx\u00b2y\u00b2`.
 * The stored `a` literal below is `p - 1`, i.e. the field-element encoding of RFC `a = -1`.
 * * P = `2n**255n - 19n` // field over which calculations are done
 * * N = `2n**252n + 27742317777372353535851937790883648493n` // prime-order subgroup order
 * * h = 8 // cofactor
 * * a = `Fp.create(BigInt(-1))` // equation param, stored here as `p - 1`
 * * d = -121665/121666 a.k.a. `Fp.neg(121665 * Fp.inv(121666))` // equation param
 * * Gx, Gy are coordinates of Generator / base point
 *
 * Mirror noble-curves: Point.CURVE() exposes shared params, but callers must not be able to mutate
 * that shared view and desynchronize it from the arithmetic constants captured below.
 */
const freeze = Object.freeze;
const P = 0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedn;
const N = 0x1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3edn;
const _d = 0x52036cee2b6ffe738cc740797779e89800700a4d4141d8ab75eb4dca135978a3n;
const Gx = 0x216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51an;
const Gy = 0x6666666666666666666666666666666666666666666666666666666666666658n;
const _a = P - 1n; // field-element encoding of RFC `a = -1`
const ed25519_CURVE = freeze({
    p: P,
    n: N,
    h: 8n,
    a: _a,
    d: _d,
    Gx,
    Gy,
});
// Shared 32-byte encoded width for Ed25519 points, scalars, signatures/2, and keys. Named LEN
// rather than RFC 8032's `L`, which names the group order (stored here as `N`).
const LEN = 32;
// Helpers and Precomputes sections are reused between libraries
// ## Helpers
// ----------
/** Checks if something is Uint8Array. Be careful: nodejs Buffer will return true. */
const isBytes = (a) => {
    // Plain `instanceof Uint8Array` is too strict for some Buffer / proxy / cross-realm cases.
    // The fallback still requires a real ArrayBuffer view, so plain
    // JSON-deserialized `{ constructor: ... }` spoofing is rejected, and
    // `BYTES_PER_ELEMENT === 1` keeps the fallback on byte-oriented views.
    return (a instanceof Uint8Array ||
        (ArrayBuffer.isView(a) &&
            a.constructor.name === 'Uint8Array' &&
            a.BYTES_PER_ELEMENT === 1));
};
/** Asserts something is Bytes. */
const abytes = (value, length, title = '') => {
    // Success path first: this runs at the start of every update() / digestInto(), and the
    // common `abytes(data)` form must not pay for length handling it does not use.
    if (isBytes(value) && (length === undefined || value.length === length))
        return value;
    // Error path: recompute freely to build the exact message.
    const bytes = isBytes(value);
    const ofLen = length !== undefined ? ` of length ${length}` : '';
    const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
    const message = (title ? `"${title}" ` : '') + 'expected Uint8Array' + ofLen + ', got ' + got;
    if (!bytes)
        throw new TypeError(message);
    throw new RangeError(message);
};
// Validate, then take one owned copy, so later caller mutation cannot be observed \u2014 e.g. cannot
// make sign()'s nonce derivation and challenge derivation see different messages.
const snapshotBytes = (value, title = '', length) => Uint8Array.from(abytes(value, length, title));
// Callers keep values non-negative and within the requested width; padStart() won't truncate over-wide inputs.
const padh = (n, pad) => n.toString(16).padStart(pad, '0');
/** Convert byte array to hex string. */
const bytesToHex = (bytes) => {
    let hex = '';
    for (const byte of abytes(bytes))
        hex += padh(byte, 2);
    return hex;
};
/** Convert hex string to byte array. */
const hexToBytes = (hex) => {
    const e = 'hex invalid'; // Strict ASCII hex only, with one generic error for parse failures.
    if (typeof hex !== 'string')
        throw new TypeError(e);
    if (hex.length % 2 || !/^[\da-f]*$/i.test(hex))
        throw new RangeError(e);
    const array = new Uint8Array(hex.length / 2);
    for (let ai = 0, hi = 0; ai < array.length; ai++, hi += 2) {
        const n1 = hex.charCodeAt(hi);
        const n2 = hex.charCodeAt(hi + 1);
        // Regex guarantees ASCII. For 0..9/A..F/a..f, this maps char codes to 0..15.
        array[ai] = ((n1 & 15) + (n1 >> 6) * 9) * 16 + (n2 & 15) + (n2 >> 6) * 9;
    }
    return array;
};
// WebCrypto is available in all modern environments
/** Copies several Uint8Arrays into one. */
const concatBytes = (...arrays) => {
    let sum = 0;
    for (const a of arrays)
        sum += abytes(a).length;
    const res = new Uint8Array(sum);
    let pad = 0;
    for (const a of arrays) {
        res.set(a, pad);
        pad += a.length;
    }
    return res;
};
/**
 * WebCrypto OS-level CSPRNG (random number generator).
 * Will throw when not available; large-request ceilings are delegated to getRandomValues().
 */
const randomBytes = (len = LEN) => {
    const c = globalThis?.crypto;
    if (typeof c?.getRandomValues !== 'function')
        throw new Error('crypto.getRandomValues must be defined, consider polyfill');
    return c.getRandomValues(new Uint8Array(len));
};
/** Inclusive-lower, exclusive-upper bigint range assertion. */
const arange = (n, min, max, msg = 'bad number: out of range') => {
    if (typeof n !== 'bigint')
        throw new TypeError(msg);
    if (min <= n && n < max)
        return n;
    throw new RangeError(msg);
};
/** Canonical modular reduction. Callers must provide a positive modulus. */
const mod = (a, b = P) => ((a %= b) >= 0n ? a : b + a);
// Low-255-bit mask used by the `2^255 - 19` fast reduction in `modP(...)`.
const P_MASK = (1n << 255n) - 1n;
// Fast reduction for the special prime `2^255 - 19`. This path assumes nonnegative inputs; the
// generic fallback would simply be `mod(num, P)`.
const modP = (num) => {
    if (num < 0n)
        throw new RangeError('negative coordinate');
    let r = (num >> 255n) * 19n + (num & P_MASK);
    r = (r >> 255n) * 19n + (r & P_MASK);
    return r % P;
};
// Reduce modulo the subgroup order stored in implementation constant `N` (RFC 8032's `L`).
const modN = (a) => mod(a, N);
/** Modular inversion using extended euclidean GCD. Variable-time (non-CT). */
const invert = (number, modulo) => {
    if (number === 0n)
        throw new Error('invert: expected non-zero number');
    // modulo = 1 is the zero ring: gcd(x, 1) = 1 makes the loop below "succeed" and return the
    // useless inverse 0. Reject it like pow() and invertCt() do.
    if (modulo <= 1n)
        throw new Error('invert: expected modulus > 1, got ' + modulo);
    // This is variable-time: the loop count depends on `number`.
    let a = mod(number, modulo);
    let b = modulo;
    // Only the B\u00e9zout coefficient of `number` (x/u chain) is tracked; the coefficient of `modulo`
    // never affects the output, so it is not computed.
    // prettier-ignore
    let x = 0n, u = 1n;
    while (a !== 0n) {
        const q = b / a;
        const r = b - a * q;
        const m = x - u * q;
        // prettier-ignore
        b = a, a = r, x = u, u = m;
    }
    const gcd = b;
    if (gcd !== 1n)
        throw new Error('invert: does not exist');
    return mod(x, modulo);
};
// Dynamic lookup keeps sync/async hash providers configurable at runtime. Both exported slots are
// caller-owned and may be unset; wrapper helpers use this lookup first and then enforce the digest
// contract instead of trusting provider output.
const _hash = (name) => {
    // @ts-ignore
    const fn = hashes[name];
    if (typeof fn !== 'function')
        throw new Error('hashes.' + name + ' not set');
    return fn;
};
// All exported provider slots are caller-configurable and may be unset or return arbitrary values,
// so wrapper helpers must enforce the exact 64-byte SHA-512 digest contract instead of trusting providers.
const callHash = (name, ...m) => abytes(_hash(name)(concatBytes(...m)), 64, 'digest');
const callHashAsync = async (name, ...m) => abytes(await _hash(name)(concatBytes(...m)), 64, 'digest');
/**
 * SHA-512 helper used by the synchronous API.
 * @param msg - Message bytes to hash.
 * @returns 64-byte SHA-512 digest.
 * @example
 * Hash message bytes after wiring the synchronous SHA-512 implementation.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const digest = ed.hash(new Uint8Array([1, 2, 3]));
 * ```
 */
// Public helper validates the message boundary explicitly; the configured provider is still looked
// up dynamically and its output is checked with `callHash(...)`.
const hash = (msg) => callHash('sha512', abytes(msg, undefined, 'message'));
// Runtime class guard: this is `instanceof Point`, so cross-realm / duplicate-bundle Point objects
// are rejected even if they are structurally identical.
const apoint = (p) => {
    if (p instanceof Point)
        return p;
    throw new TypeError('Point expected');
};
// ## End of Helpers
// -----------------
// Exclusive upper bound `2^256` used by 32-byte decode/serialization range checks.
const B256 = 2n ** 256n;
/**
 * Point in XYZT extended coordinates.
 * @param X - X coordinate.
 * @param Y - Y coordinate.
 * @param Z - Projective Z coordinate.
 * @param T - Cached cross-product term.
 * @example
 * Do point arithmetic with the built-in base point and encode the result as hex.
 *
 * ```ts
 * const hex = Point.BASE.double().toHex();
 * ```
 */
class Point {
    static BASE;
    static ZERO;
    X;
    Y;
    Z;
    T;
    // Constructor only bounds-checks and freezes XYZT coordinates; it does not prove the point is
    // on-curve or that T matches X*Y/Z.
    constructor(X, Y, Z, T) {
        const max = B256;
        this.X = arange(X, 0n, max);
        this.Y = arange(Y, 0n, max);
        this.Z = arange(Z, 1n, max);
        this.T = arange(T, 0n, max);
        freeze(this);
    }
    static CURVE() {
        return ed25519_CURVE;
    }
    static fromAffine(p) {
        return new Point(p.x, p.y, 1n, modP(p.x * p.y));
    }
    /** RFC8032 5.1.3: Uint8Array to Point. */
    static fromBytes(bytes, zip215 = false) {
        const normed = snapshotBytes(bytes, 'point', LEN); // owned copy: sign-bit mask below mutates it
        // adjust first LE byte = last BE byte
        const lastByte = normed[31];
        normed[31] = lastByte & ~0x80;
        const y = bytesToNumberLE(normed);
        // After clearing the sign bit, parsed `y` is always < 2^255. ZIP-215 still accepts the full
        // post-mask range here, while strict RFC8032 decoding further requires `y < p`.
        if (!zip215)
            arange(y, 0n, P);
        const y2 = modP(y * y); // y\u00b2
        const u = mod(y2 - 1n); // u=y\u00b2-1
        const v = modP(_d * y2 + 1n); // v=dy\u00b2+1
        let { isValid, value: x } = uvRatio(u, v); // (uv\u00b3)(uv\u2077)^(p-5)/8; square root
        if (!isValid)
            throw new Error('bad point: y not sqrt'); // not square root: bad point
        const isLastByteOdd = !!(lastByte & 0x80); // x_0, last bit
        // ZIP-215-compatible decoding keeps the x=0 / sign-bit=1 encoding accepted; strict RFC 8032
        // rejects it, but the vendored ZIP-215 compliance vectors include this form in A/R bytes.
        if (!zip215 && x === 0n && isLastByteOdd)
            throw new Error('bad point: x==0, isLastByteOdd'); // x=0, x_0=1
        if (isLastByteOdd !== !!(x & 1n))
            x = mod(-x); // adjust sign of x coordinate
        return new Point(x, y, 1n, modP(x * y)); // Z=1, T=xy
    }
    static fromHex(hex, zip215) {
        return Point.fromBytes(hexToBytes(hex), zip215);
    }
    get x() {
        return this.toAffine().x;
    }
    get y() {
        return this.toAffine().y;
    }
    /** Checks if the point is valid and on-curve. */
    assertValidity() {
        const a = _a;
        const d = _d;
        const p = this;
        // Intentional stricter-than-on-curve policy: reject ZERO by default because many protocols
        // require a non-zero point, and silently accepting identity points is a common caller mistake.
        if (p.is0())
            throw new Error('bad point: ZERO');
        // Equation in affine coordinates: ax\u00b2 + y\u00b2 = 1 + dx\u00b2y\u00b2
        // Equation in projective coordinates (X/Z, Y/Z, Z):  (aX\u00b2 + Y\u00b2)Z\u00b2 = Z\u2074 + dX\u00b2Y\u00b2
        const { X, Y, Z, T } = p;
        const X2 = modP(X * X); // X\u00b2
        const Y2 = modP(Y * Y); // Y\u00b2
        const Z2 = modP(Z * Z); // Z\u00b2
        const Z4 = modP(Z2 * Z2); // Z\u2074
        const aX2 = modP(X2 * a); // aX\u00b2
        const left = modP(Z2 * (aX2 + Y2)); // (aX\u00b2 + Y\u00b2)Z\u00b2
        const right = mod(Z4 + modP(d * modP(X2 * Y2))); // Z\u2074 + dX\u00b2Y\u00b2
        if (left !== right)
            throw new Error('bad point: equation left != right (1)');
        // In Extended coordinates we also have T, which is x*y=T/Z: check X*Y == Z*T
        const XY = modP(X * Y);
        const ZT = modP(Z * T);
        if (XY !== ZT)
            throw new Error('bad point: equation left != right (2)');
        return this;
    }
    /** Equality check: compare points P&Q. */
    equals(other) {
        const { X: X1, Y: Y1, Z: Z1 } = this;
        const { X: X2, Y: Y2, Z: Z2 } = apoint(other); // checks class equality
        return modP(X1 * Z2) === modP(X2 * Z1) && modP(Y1 * Z2) === modP(Y2 * Z1);
    }
    is0() {
        return this.equals(I);
    }
    /** Flip point over y coordinate. */
    negate() {
        return new Point(mod(-this.X), this.Y, this.Z, mod(-this.T));
    }
    /** Point doubling. Complete formula. Cost: `4M + 4S + 1*a + 6add + 1*2`. */
    double() {
        const { X: X1, Y: Y1, Z: Z1 } = this;
        const a = _a;
        // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#doubling-dbl-2008-hwcd
        const A = modP(X1 * X1);
        const B = modP(Y1 * Y1);
        const C = modP(2n * Z1 * Z1);
        const D = modP(a * A);
        const x1y1 = mod(X1 + Y1);
        const E = mod(modP(x1y1 * x1y1) - A - B);
        const G = mod(D + B);
        const F = mod(G - C);
        const H = mod(D - B);
        const X3 = modP(E * F);
        const Y3 = modP(G * H);
        const T3 = modP(E * H);
        const Z3 = modP(F * G);
        return new Point(X3, Y3, Z3, T3);
    }
    /** Point addition. Complete formula. Cost: `9M + 1*a + 1*d + 7add`. */
    add(other) {
        const { X: X1, Y: Y1, Z: Z1, T: T1 } = this;
        const { X: X2, Y: Y2, Z: Z2, T: T2 } = apoint(other); // doesn't check if other on-curve
        const a = _a;
        const d = _d;
        // https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html#addition-add-2008-hwcd
        const A = modP(X1 * X2);
        const B = modP(Y1 * Y2);
        const C = modP(modP(T1 * d) * T2);
        const D = modP(Z1 * Z2);
        const E = mod(modP(mod(X1 + Y1) * mod(X2 + Y2)) - A - B);
        const F = mod(D - C);
        const G = mod(D + C);
        const H = mod(B - modP(a * A));
        const X3 = modP(E * F);
        const Y3 = modP(G * H);
        const T3 = modP(E * H);
        const Z3 = modP(F * G);
        return new Point(X3, Y3, Z3, T3);
    }
    subtract(other) {
        return this.add(apoint(other).negate());
    }
    /**
     * Point-by-scalar multiplication. Safe mode requires `1 <= n < CURVE.n`.
     * Unsafe mode additionally permits `n = 0` and returns the identity point for that case.
     * Uses {@link wNAF} for base point.
     * Uses fake point to mitigate side-channel leakage.
     * @param n - scalar by which point is multiplied
     * @param safe - safe mode guards against timing attacks; unsafe mode is faster
     */
    multiply(n, safe = true) {
        // Mirror noble-curves: unsafe mode still validates scalar range first, but intentionally keeps
        // `n = 0` as the one extra accepted case used by verification-style callers.
        if (!safe && n === 0n)
            return I;
        arange(n, 1n, N);
        if (!safe && this.is0())
            return I;
        if (n === 1n)
            return this;
        if (this.equals(G))
            return wNAF(n).p;
        // init result point & fake point
        let p = I;
        let f = G;
        let d = this;
        // Safe mode always runs 256 iterations so ladder length can't leak the scalar's
        // leading zero bits; unsafe mode stops at the top set bit for speed.
        for (let i = 0; safe ? i < 256 : n > 0n; i++) {
            // if bit is present, add to point
            // if not present, add to fake, for timing safety
            if (n & 1n)
                p = p.add(d);
            else if (safe)
                f = f.add(d);
            d = d.double();
            n >>= 1n;
        }
        return p;
    }
    multiplyUnsafe(scalar) {
        return this.multiply(scalar, false);
    }
    /** Convert point to 2d xy affine point. (X, Y, Z) \u220b (x=X/Z, y=Y/Z) */
    toAffine() {
        const { X, Y, Z } = this;
        // Fast-path only for the identity point; all other inputs still go through inversion.
        if (this.equals(I))
            return { x: 0n, y: 1n };
        const iz = invert(Z, P);
        // (Z * Z^-1) must be 1, otherwise bad math
        if (modP(Z * iz) !== 1n)
            throw new Error('invalid inverse');
        // x = X*Z^-1; y = Y*Z^-1
        return { x: modP(X * iz), y: modP(Y * iz) };
    }
    toBytes() {
        const { x, y } = this.toAffine();
        const b = numTo32bLE(y);
        // store sign in first LE byte
        b[31] |= x & 1n ? 0x80 : 0;
        return b;
    }
    toHex() {
        return bytesToHex(this.toBytes());
    }
    clearCofactor() {
        return this.multiply(8n, false); // h = 8
    }
    isSmallOrder() {
        return this.clearCofactor().is0();
    }
    isTorsionFree() {
        // Multiply by big number N. We can't `mul(N)` because of checks. Instead, we `mul(N/2)*2+1`;
        // N is odd, so N/2 truncates and the final `add(this)` is always needed.
        return this.multiply(N / 2n, false)
            .double()
            .add(this)
            .is0();
    }
}
/** Generator / base point */
const G = new Point(Gx, Gy, 1n, mod(Gx * Gy));
/** Identity / zero point */
const I = new Point(0n, 1n, 1n, 0n);
// Static aliases
Point.BASE = G;
Point.ZERO = I;
const numTo32bLE = (num) => hexToBytes(padh(arange(num, 0n, B256), 64)).reverse();
// Caller-enforced width: some sites require 32-byte RFC encodings, while others intentionally feed
// wider SHA-512 output chunks through the same little-endian parser.
const bytesToNumberLE = (b) => BigInt('0x' + bytesToHex(Uint8Array.from(abytes(b)).reverse()));
const pow2 = (x, power) => {
    // pow2(x, 4) == x^(2^4)
    // Negative `power` values are not rejected here and currently leave `x` unchanged.
    let r = x;
    while (power-- > 0) {
        r = modP(r * r);
    }
    return r;
};
// prettier-ignore
const pow_2_252_3 = (x) => {
    const x2 = modP(x * x); // x^2,       bits 1
    const b2 = modP(x2 * x); // x^3,       bits 11
    const b4 = modP(pow2(b2, 2) * b2); // x^(2^4-1), bits 1111
    const b5 = modP(pow2(b4, 1) * x); // x^(2^5-1), bits 11111
    const b10 = modP(pow2(b5, 5) * b5); // x^(2^10-1)
    const b20 = modP(pow2(b10, 10) * b10); // x^(2^20-1)
    const b40 = modP(pow2(b20, 20) * b20); // x^(2^40-1)
    const b80 = modP(pow2(b40, 40) * b40); // x^(2^80-1)
    const b160 = modP(pow2(b80, 80) * b80); // x^(2^160-1)
    const b240 = modP(pow2(b160, 80) * b80); // x^(2^240-1)
    const b250 = modP(pow2(b240, 10) * b10); // x^(2^250-1)
    return modP(pow2(b250, 2) * x); // x^((p-5)/8), used by RFC8032 point decode
};
const RM1 = 0x2b8324804fc1df0b2b4d00993dfbd7a72f431806ad2fe478c4ee1b274a0ea0b0n; // 2^((p-1)/4) = sqrt(-1)
// RFC8032 \u00a75.1.3 square-root helper for point decompression. `value` is only meaningful when
// `isValid` is true; callers are also expected to pass canonical field elements with non-zero `v`.
// prettier-ignore
const uvRatio = (u, v) => {
    const v3 = modP(v * modP(v * v)); // v\u00b3
    const v7 = modP(modP(v3 * v3) * v); // v\u2077
    const pow = pow_2_252_3(modP(u * v7)); // (uv\u2077)^(p-5)/8
    let x = modP(u * modP(v3 * pow)); // (uv\u00b3)(uv\u2077)^(p-5)/8
    const vx2 = modP(v * modP(x * x)); // vx\u00b2
    const root1 = x; // First root candidate
    const root2 = modP(x * RM1); // Second root candidate; RM1 is \u221a-1
    const useRoot1 = vx2 === u; // If vx\u00b2 = u (mod p), x is a square root
    const useRoot2 = vx2 === mod(-u); // If vx\u00b2 = -u, set x <-- x * 2^((p-1)/4)
    const noRoot = vx2 === mod(-u * RM1); // There is no valid root, vx\u00b2 = -u\u221a-1
    if (useRoot1)
        x = root1;
    if (useRoot2 || noRoot)
        x = root2; // We return root2 anyway, for const-time
    if ((mod(x) & 1n) === 1n)
        x = mod(-x); // edIsNegative
    return { isValid: useRoot1 || useRoot2, value: x };
};
// Reduce a little-endian byte string modulo the subgroup order `N` (RFC 8032's `L`); the `hash`
// param name reflects the common caller shape, not an input restriction.
const modL_LE = (hash) => modN(bytesToNumberLE(hash));
// RFC8032 5.1.5. Split the 64-byte hashed seed into the clamped scalar half and nonce prefix.
const hashedToExtK = (hashed) => {
    // slice creates a copy, unlike subarray
    const copy = snapshotBytes(hashed);
    const head = copy.slice(0, 32);
    head[0] &= 248; // Clamp bits: 0b1111_1000
    head[31] &= 127; // 0b0111_1111
    head[31] |= 64; // 0b0100_0000
    const prefix = copy.slice(32); // secret key "prefix"
    // RFC words this as `[s]B`; reducing the clamped little-endian scalar modulo `N` is equivalent
    // for base-point multiplication because `G` already has subgroup order `N`.
    const scalar = modL_LE(head);
    const point = G.multiply(scalar); // public key point
    const pointBytes = point.toBytes(); // point serialized to Uint8Array
    return { head, prefix, scalar, point, pointBytes };
};
// RFC8032 5.1.5; getPublicKey async, sync. Hash secret key and extract point.
const getExtendedPublicKeyAsync = (secretKey) => callHashAsync('sha512Async', abytes(secretKey, LEN, 'secretKey')).then(hashedToExtK);
const getExtendedPublicKey = (secretKey) => hashedToExtK(callHash('sha512', abytes(secretKey, LEN, 'secretKey')));
/**
 * Creates a 32-byte Ed25519 public key from the RFC 8032 32-byte secret-key seed. Async.
 * @param secretKey - 32-byte RFC 8032 secret-key seed, not a 64-byte expanded secret key.
 * @returns 32-byte public key.
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Derive the public key bytes for a newly generated signer secret.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 *
 * const secretKey = ed.utils.randomSecretKey();
 * const publicKey = await ed.getPublicKeyAsync(secretKey);
 * ```
 */
const getPublicKeyAsync = (secretKey) => getExtendedPublicKeyAsync(secretKey).then((p) => p.pointBytes);
/**
 * Creates a 32-byte Ed25519 public key from the RFC 8032 32-byte secret-key seed.
 * To use, set `hashes.sha512` first.
 * @param secretKey - 32-byte RFC 8032 secret-key seed, not a 64-byte expanded secret key.
 * @returns 32-byte public key.
 * @throws If synchronous SHA-512 has not been configured in `hashes`. {@link Error}
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Derive the public key entirely through the synchronous API.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const secretKey = ed.utils.randomSecretKey();
 * const publicKey = ed.getPublicKey(secretKey);
 * ```
 */
const getPublicKey = (secretKey) => getExtendedPublicKey(secretKey).pointBytes;
const hashFinishAsync = async (res) => res[1](await callHashAsync('sha512Async', res[0]));
const hashFinishSync = (res) => res[1](callHash('sha512', res[0]));
// Code, shared between sync & async sign
const _sign = (e, rBytes, msg) => {
    const { pointBytes: A, scalar: s } = e;
    const r = modL_LE(rBytes); // r was created outside, reduce it modulo L
    // RFC 8032 5.1.6 allows r mod L = 0, and SUPERCOP ref10 accepts the resulting identity-point
    // signature.
    // We intentionally keep the safe multiply() rejection here so a miswired all-zero SHA-512 provider
    // fails loudly instead of silently producing a degenerate signature.
    const R = G.multiply(r).toBytes(); // R = [r]B
    const hashable = concatBytes(R, A, msg); // dom2(F, C) || R || A || PH(M)
    const finish = (hashed) => {
        // k = SHA512(dom2(F, C) || R || A || PH(M))
        const S = modN(r + modL_LE(hashed) * s); // S = (r + k * s) mod L; 0 <= s < l
        return abytes(concatBytes(R, numTo32bLE(S)), 64); // 64-byte sig: 32-byte encoded R point || 32-byte LE(S)
    };
    return [hashable, finish];
};
/**
 * Signs message using secret key. Async.
 * Follows RFC8032 5.1.6.
 * @param message - Message bytes to sign.
 * @param secretKey - 32-byte RFC 8032 secret-key seed, not a 64-byte expanded secret key.
 * @returns 64-byte Ed25519 signature.
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Sign an arbitrary message with a fresh Ed25519 secret key.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 *
 * const secretKey = ed.utils.randomSecretKey();
 * const message = new Uint8Array([1, 2, 3]);
 * const signature = await ed.signAsync(message, secretKey);
 * ```
 */
const signAsync = async (message, secretKey) => {
    const m = snapshotBytes(message, 'message');
    const e = await getExtendedPublicKeyAsync(secretKey);
    // r = SHA512(dom2(F, C) || prefix || PH(M)); then generate R, k, S and the signature.
    return hashFinishAsync(_sign(e, await callHashAsync('sha512Async', e.prefix, m), m));
};
/**
 * Signs message using secret key. To use, set `hashes.sha512` first.
 * Follows RFC8032 5.1.6.
 * @param message - Message bytes to sign.
 * @param secretKey - 32-byte RFC 8032 secret-key seed, not a 64-byte expanded secret key.
 * @returns 64-byte Ed25519 signature.
 * @throws If synchronous SHA-512 has not been configured in `hashes`. {@link Error}
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Use the sync API when you've wired a SHA-512 implementation yourself.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const secretKey = ed.utils.randomSecretKey();
 * const signature = ed.sign(new Uint8Array([1, 2, 3]), secretKey);
 * ```
 */
const sign = (message, secretKey) => {
    const m = snapshotBytes(message, 'message');
    const e = getExtendedPublicKey(secretKey);
    // r = SHA512(dom2(F, C) || prefix || PH(M)); then generate R, k, S and the signature.
    return hashFinishSync(_sign(e, callHash('sha512', e.prefix, m), m));
};
// Exported defaults favor ZIP-215 interoperability semantics; callers must opt into the stricter
// branch with `{ zip215: false }`.
// Preserves the exported ZIP-215 default for `{}` / `{ zip215: undefined }`, not just omitted opts.
const getZip215 = (options) => {
    if (options === null || typeof options !== 'object')
        throw new TypeError('expected valid options object');
    return options.zip215 ?? true;
};
const _verify = (sig, msg, publicKey, options) => {
    sig = abytes(sig, 64, 'signature'); // Signature hex str/Bytes, must be 64 bytes
    msg = abytes(msg, undefined, 'message'); // Message hex str/Bytes
    publicKey = abytes(publicKey, LEN, 'publicKey');
    const zip215 = getZip215(options);
    // zip215=false keeps the library's stricter branch, which still canonicalizes `R` / `A` before
    // hashing and rejects small-order public keys earlier than pure RFC8032 text would require.
    const r = sig.subarray(0, LEN);
    const s = bytesToNumberLE(sig.subarray(LEN, 64)); // Decode second half as an integer S;
    let A, R, SB;
    let hashable = Uint8Array.of();
    let finished = false;
    try {
        // zip215=true is good for consensus-critical apps. =false follows RFC8032 / NIST186-5.
        // zip215=true:  0 <= y < MASK (2^256 for ed25519)
        // zip215=false: 0 <= y < P (2^255-19 for ed25519)
        A = Point.fromBytes(publicKey, zip215);
        R = Point.fromBytes(r, zip215);
        SB = G.multiply(s, false); // 0 <= s < l is done inside
        // ZIP-215 accepts noncanonical / unreduced point encodings, so the challenge hash must use the
        // exact signature/public-key bytes rather than canonicalized re-encodings of the decoded points.
        hashable = concatBytes(r, publicKey, msg); // dom2(F, C) || R || A || PH(M)
        finished = true;
    }
    catch (error) { }
    const finish = (hashed) => {
        if (!finished)
            return false;
        // Policy: strict mode intentionally rejects all small-order public keys, even though the raw RFC
        // equation text is looser here. This matches libsodium and avoids weak / ambiguous verification
        // outcomes where unusual low-order public keys can make distinct key/signature combinations verify.
        if (!zip215 && A.isSmallOrder())
            return false;
        // k = SHA512(dom2(F, C) || R || A || PH(M))
        const k = modL_LE(hashed);
        const RkA = R.add(A.multiply(k, false));
        // Extended group equation
        // [8][S]B = [8]R + [8][k]A'
        return RkA.subtract(SB).clearCofactor().is0();
    };
    return [hashable, finish];
};
/**
 * Verifies a signature on message and public key. Async.
 * The implementation is based on RFC8032 5.1.7, but default opts use ZIP-215 semantics; pass
 * `{ zip215: false }` for the library's stricter branch.
 * @param signature - 64-byte signature.
 * @param message - Signed message bytes.
 * @param publicKey - 32-byte public key.
 * @param opts - Verification options. Defaults to ZIP-215 semantics. See {@link EdDSAVerifyOpts}.
 * @returns `true` when the signature is valid.
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Verify the signature against the same message and derived public key.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 *
 * const secretKey = ed.utils.randomSecretKey();
 * const message = new Uint8Array([1, 2, 3]);
 * const publicKey = await ed.getPublicKeyAsync(secretKey);
 * const signature = await ed.signAsync(message, secretKey);
 * const isValid = await ed.verifyAsync(signature, message, publicKey);
 * ```
 */
const verifyAsync = async (signature, message, publicKey, opts = {}) => hashFinishAsync(_verify(signature, message, publicKey, opts));
/**
 * Verifies a signature on message and public key using the synchronous hash path.
 * The implementation is based on RFC8032 5.1.7, but default opts use ZIP-215 semantics; pass
 * `{ zip215: false }` for the library's stricter branch.
 * @param signature - 64-byte signature.
 * @param message - Signed message bytes.
 * @param publicKey - 32-byte public key.
 * @param opts - Verification options. Defaults to ZIP-215 semantics. See {@link EdDSAVerifyOpts}.
 * @returns `true` when the signature is valid.
 * @throws If synchronous SHA-512 has not been configured in `hashes`. {@link Error}
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Verify a signature entirely through the synchronous API.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const secretKey = ed.utils.randomSecretKey();
 * const message = new Uint8Array([1, 2, 3]);
 * const publicKey = ed.getPublicKey(secretKey);
 * const signature = ed.sign(message, secretKey);
 * const isValid = ed.verify(signature, message, publicKey);
 * ```
 */
const verify = (signature, message, publicKey, opts = {}) => hashFinishSync(_verify(signature, message, publicKey, opts));
/**
 * Math, hex, byte helpers. Not in `utils` because utils share API with noble-curves.
 * Exposes the same low-level field-default `mod` reducer and non-CT `invert` helper used
 * internally.
 * @example
 * Convert bytes to a hex string with the low-level helper namespace.
 *
 * ```ts
 * const hex = etc.bytesToHex(new Uint8Array([1, 2, 3]));
 * ```
 */
const etc = /* @__PURE__ */ freeze({
    bytesToHex,
    hexToBytes,
    concatBytes,
    mod,
    invert,
    randomBytes,
});
/**
 * Hash implementations used by the synchronous API plus the default async WebCrypto provider.
 * Both slots are configurable API surface; wrapper helpers revalidate that providers still return
 * 64-byte SHA-512 digests.
 * @example
 * Provide a SHA-512 implementation before calling synchronous helpers.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const { publicKey } = ed.keygen();
 * ```
 */
const hashes = {
    sha512Async: async (message) => {
        const s = globalThis?.crypto?.subtle;
        if (!s)
            throw new Error('crypto.subtle must be defined, consider polyfill');
        return new Uint8Array(await s.digest('SHA-512', concatBytes(message)));
    },
    sha512: undefined,
};
// Returns the final 32-byte Ed25519 secret-key seed verbatim, generating fresh random bytes only
// when omitted.
const randomSecretKey = (seed) => {
    return abytes(seed === undefined ? randomBytes() : seed, LEN, 'seed');
};
/**
 * Generates a secret/public keypair.
 * @param seed - Optional 32-byte Ed25519 secret-key seed, returned verbatim as `secretKey`.
 * @returns Keypair with `secretKey` and `publicKey`.
 * @throws If synchronous SHA-512 has not been configured in `hashes`. {@link Error}
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Generate a new keypair through the synchronous API after wiring SHA-512.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 * import { sha512 } from '@noble/hashes/sha2.js';
 *
 * ed.hashes.sha512 = sha512;
 * const { secretKey, publicKey } = ed.keygen();
 * ```
 */
const keygen = (seed) => {
    const secretKey = randomSecretKey(seed);
    const publicKey = getPublicKey(secretKey);
    return { secretKey, publicKey };
};
/**
 * Generates a secret/public keypair asynchronously.
 * @param seed - Optional 32-byte Ed25519 secret-key seed, returned verbatim as `secretKey`.
 * @returns Keypair with `secretKey` and `publicKey`.
 * @throws On wrong argument types. {@link TypeError}
 * @throws On wrong argument ranges or values. {@link RangeError}
 * @example
 * Generate a new keypair through the asynchronous WebCrypto-backed path.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 *
 * const { secretKey, publicKey } = await ed.keygenAsync();
 * ```
 */
const keygenAsync = async (seed) => {
    const secretKey = randomSecretKey(seed);
    const publicKey = await getPublicKeyAsync(secretKey);
    return { secretKey, publicKey };
};
/**
 * Ed25519-specific key utilities.
 * `utils.getExtendedPublicKey*` expose secret-derived internals (`head`, `prefix`, `scalar`, and
 * point objects), not just public-key bytes.
 * @example
 * Generate a new Ed25519 secret key and derive the matching public key.
 *
 * ```ts
 * import * as ed from '@noble/ed25519';
 *
 * const secretKey = ed.utils.randomSecretKey();
 * const publicKey = await ed.getPublicKeyAsync(secretKey);
 * ```
 */
const utils = /* @__PURE__ */ freeze({
    getExtendedPublicKeyAsync,
    getExtendedPublicKey,
    randomSecretKey,
});
// ## Precomputes
// --------------
// Fixed W=8 window: 33 windows (ceil(256/8) + 1, NOT 32 - see wNAF loop), 128 points per window.
// Layout is grouped by window: each block stores the positive multiples `1*base .. 128*base` for
// that window, and the extra `+1` window absorbs carries from signed-digit recoding.
const precompute = () => {
    const points = [];
    let p = G;
    let b;
    for (let w = 0; w < 33; w++) {
        b = p;
        points.push(b);
        for (let i = 1; i < 128; i++) {
            b = b.add(p);
            points.push(b);
        } // i=1, bc we skip 0
        p = b.double();
    }
    return points;
};
let Gpows = undefined; // shared process-wide cache of base-point precomputes
// Branch-based negate helper used for JS/JIT mitigation symmetry, not a strict constant-time claim.
const ctneg = (cnd, p) => {
    const n = p.negate();
    return cnd ? n : p;
};
/**
 * Precomputes give 12x faster getPublicKey(), 10x sign(), 2x verify() by
 * caching multiples of G (base point). Cache is stored in 32MB of RAM.
 * Any time `G.multiply` is done, precomputes are used.
 * Not used for getSharedSecret, which instead multiplies random pubkey `P.multiply`.
 *
 * w-ary non-adjacent form (wNAF) precomputation method is 10% slower than windowed method,
 * but takes 2x less RAM. RAM reduction is possible by utilizing `.subtract`.
 * Returns the real accumulator `p` plus a fake accumulator `f`; callers only care about `p`, while
 * `f` exists to keep similar work in zero-digit branches as a JS/JIT side-channel mitigation.
 *
 * !! Precomputes can be disabled by commenting-out call of the wNAF() inside Point#multiply().
 */
const wNAF = (n) => {
    const comp = Gpows || (Gpows = precompute());
    let p = I;
    let f = G; // f must be G, or could become I in the end
    for (let w = 0; w < 33; w++) {
        let wbits = Number(n & 255n); // extract W=8 bits.
        n >>= 8n; // shift number by W=8 bits.
        // We use negative indexes to reduce size of precomputed table by 2x.
        // Instead of needing precomputes 0..256, we only calculate them for 0..128.
        // If an index > 128 is found, we do (256-index) - where 256 is next window.
        // Naive: index +127 => 127, +224 => 224
        // Optimized: index +127 => 127, +224 => 256-32
        if (wbits > 128) {
            wbits -= 256;
            n += 1n;
        }
        const off = w * 128; // offset of this window's block; also the fake-add index
        const offP = off + Math.abs(wbits) - 1; // real-add index; both offsets always evaluated
        const isOddW = w % 2 !== 0; // conditions, evaluate both; alternates fake-add sign per window
        const isNeg = wbits < 0;
        if (wbits === 0) {
            // wbits == 0 means the real index would be I: can't add it. Add window offset `off` instead.
            f = f.add(ctneg(isOddW, comp[off])); // bits are 0: add garbage to fake point
        }
        else {
            p = p.add(ctneg(isNeg, comp[offP])); // bits are 1: add to result point
        }
    }
    if (n !== 0n)
        throw new Error('invalid wnaf');
    return { p, f }; // return both real and fake points for JIT/leakage-shape symmetry
};
// !! Remove the export to easily use in REPL / browser console


;// CONCATENATED MODULE: ./src/signature/ed25519.ts
/**
 * Strict Ed25519 (RFC 8032, pure) for skill signatures (SPEC \u00a73).
 *
 * The curve arithmetic of verification is node's built-in crypto (OpenSSL), which is far
 * faster than pure JS. OpenSSL, like @noble/ed25519's default ZIP-215 mode, accepts a
 * signature under a small-order public key (with R = identity and S = 0 it "signs" every
 * message), so strictness comes from the checks here: S < L, a canonical R that is not of
 * small order, and a public key that is a canonical encoding of a curve point outside the
 * 8-torsion. Key checks are done once per distinct key and cached.
 */


/** Order of the prime subgroup: 2^252 + 27742317777372353535851937790883648493. */
const L = (1n << 252n) + 27742317777372353535851937790883648493n;
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/**
 * Canonical encodings of the eight points of the 8-torsion subgroup (orders 1, 2, 4, 8).
 * Non-canonical encodings of them have y >= p and are rejected before this list is used.
 */
const SMALL_ORDER_ENCODINGS = new Set([
    '0100000000000000000000000000000000000000000000000000000000000000', // identity
    'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // order 2
    '0000000000000000000000000000000000000000000000000000000000000000', // order 4
    '0000000000000000000000000000000000000000000000000000000000000080', // order 4
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05', // order 8
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85', // order 8
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a', // order 8
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa', // order 8
]);
const HEX64 = /^[0-9a-fA-F]{64}$/;
const HEX128 = /^[0-9a-fA-F]{128}$/;
function hexProblem(what, hex, len) {
    if (typeof hex !== 'string')
        return `${what} must be a string of ${len} hex characters`;
    if (!/^[0-9a-fA-F]*$/.test(hex))
        return `${what} is not hexadecimal`;
    if (hex.length !== len)
        return `${what} must be ${len} hex characters, got ${hex.length}`;
    return null;
}
/** L as 32 little-endian bytes, for a comparison without BigInt (it runs once per signature). */
const L_BYTES = Uint8Array.from(Buffer.from(L.toString(16).padStart(64, '0'), 'hex').reverse());
/** S (bytes 32..63 of a signature, little-endian) >= L. */
function sIsNotCanonical(sig) {
    for (let i = 31; i >= 0; i--) {
        const a = sig[32 + i];
        const b = L_BYTES[i];
        if (a !== b)
            return a > b;
    }
    return true; // S == L
}
/** The 32 bytes at `start` encode y >= p = 2^255 - 19 (the sign bit ignored). */
function yIsNotCanonical(bytes, start) {
    if ((bytes[start + 31] & 0x7f) !== 0x7f)
        return false;
    for (let i = 30; i >= 1; i--)
        if (bytes[start + i] !== 0xff)
            return false;
    return bytes[start] >= 0xed;
}
const keyCache = new Map();
const KEY_CACHE_LIMIT = 4096;
/** Why a (lowercase, 64-hex) public key is unacceptable, or its KeyObject. */
function checkPublicKey(hex) {
    const bytes = Buffer.from(hex, 'hex');
    if (yIsNotCanonical(bytes, 0)) {
        return { reason: 'public key is a non-canonical point encoding (y >= p)' };
    }
    let point;
    try {
        point = Point.fromBytes(bytes, false); // strict RFC 8032 decoding
    }
    catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        if (/x\s*==\s*0/.test(msg)) {
            return {
                reason: 'public key is a non-canonical point encoding (x = 0 with the sign bit set)',
            };
        }
        return { reason: 'public key is not a point on the curve' };
    }
    if (point.isSmallOrder())
        return { reason: 'public key is a small-order point' };
    try {
        const keyObject = (0,external_node_crypto_.createPublicKey)({
            key: Buffer.concat([SPKI_PREFIX, bytes]),
            format: 'der',
            type: 'spki',
        });
        return { keyObject };
    }
    catch {
        return { reason: 'public key is not a valid Ed25519 key' };
    }
}
function publicKeyEntry(hex) {
    let entry = keyCache.get(hex);
    if (entry === undefined) {
        entry = checkPublicKey(hex);
        if (keyCache.size >= KEY_CACHE_LIMIT)
            keyCache.clear();
        keyCache.set(hex, entry);
    }
    return entry;
}
/**
 * Everything strict about a signature, without the curve arithmetic: hex shapes, the
 * public key (canonical, on the curve, outside the 8-torsion; cached per key), S < L and a
 * canonical R outside the 8-torsion. Never throws.
 */
function precheck(publicKeyHex, signatureHex) {
    const keyProblem = hexProblem('public key', publicKeyHex, 64);
    if (keyProblem)
        return { ok: false, reason: keyProblem };
    const sigProblem = hexProblem('signature', signatureHex, 128);
    if (sigProblem)
        return { ok: false, reason: sigProblem };
    const key = publicKeyHex.toLowerCase();
    const entry = publicKeyEntry(key);
    if ('reason' in entry)
        return { ok: false, reason: entry.reason };
    const sig = Buffer.from(signatureHex, 'hex');
    if (sIsNotCanonical(sig)) {
        return { ok: false, reason: 'signature S is not canonical (S >= L)' };
    }
    if (yIsNotCanonical(sig, 0)) {
        return { ok: false, reason: 'signature R is a non-canonical point encoding (y >= p)' };
    }
    if (SMALL_ORDER_ENCODINGS.has(signatureHex.slice(0, 64).toLowerCase())) {
        return { ok: false, reason: 'signature R is a small-order point' };
    }
    // Its own 64 bytes: a deferred signature is kept until the run settles, and a slice of
    // Buffer's shared pool would keep the whole 8 KB slab around it alive.
    return { key, sig: Buffer.from(new Uint8Array(sig)) };
}
/** The curve equation for a signature `precheck` accepted (node's crypto.verify). Never throws. */
function verifyPrechecked(key, sig, message) {
    const entry = publicKeyEntry(key);
    if ('reason' in entry)
        return false;
    try {
        return (0,external_node_crypto_.verify)(null, message, entry.keyObject, sig);
    }
    catch {
        return false;
    }
}
const MISMATCH = 'signature does not match the frontmatter and body';
/**
 * Strict verification of a 64-byte message. Hex may be either case. Never throws.
 */
function verifyStrict(publicKeyHex, signatureHex, message) {
    const pre = precheck(publicKeyHex, signatureHex);
    if ('reason' in pre)
        return pre;
    return verifyPrechecked(pre.key, pre.sig, message) ? { ok: true } : { ok: false, reason: MISMATCH };
}
function seedBytes(seedHex) {
    if (typeof seedHex !== 'string' || !HEX64.test(seedHex)) {
        throw new Error('Ed25519 seed must be 64 hex characters');
    }
    return Buffer.from(seedHex, 'hex');
}
/** The key of the last seed: `sign` of many bundles uses one key (building it was ~40% of a bundle's cost). */
let lastKey;
function privateKeyFromSeed(seedHex) {
    if (lastKey?.seedHex === seedHex)
        return lastKey.key;
    const key = (0,external_node_crypto_.createPrivateKey)({
        key: Buffer.concat([PKCS8_PREFIX, seedBytes(seedHex)]),
        format: 'der',
        type: 'pkcs8',
    });
    lastKey = { seedHex, key };
    return key;
}
/** 32 random bytes, as 64 lowercase hex characters: an Ed25519 seed. */
function generateSeedHex() {
    return (0,external_node_crypto_.randomBytes)(32).toString('hex');
}
/** The 64-hex public key of a 64-hex seed. */
function publicKeyFromSeed(seedHex) {
    const spki = (0,external_node_crypto_.createPublicKey)(privateKeyFromSeed(seedHex)).export({ format: 'der', type: 'spki' });
    return Buffer.from(spki.subarray(SPKI_PREFIX.length)).toString('hex');
}
/** Ed25519 signature (128 lowercase hex) of `message` under the 64-hex seed. */
function signMessage(seedHex, message) {
    return (0,external_node_crypto_.sign)(null, message, privateKeyFromSeed(seedHex)).toString('hex');
}
/** True when `hex` is a 128-hex string (either case). */
function isSignatureHex(hex) {
    return typeof hex === 'string' && HEX128.test(hex);
}
/** True when `hex` is a 64-hex string (either case). */
function isPublicKeyHex(hex) {
    return typeof hex === 'string' && HEX64.test(hex);
}


/***/ }),

/***/ 5506:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bT: () => (/* binding */ canonicalBody),
/* harmony export */   dO: () => (/* binding */ CanonicalError),
/* harmony export */   dw: () => (/* binding */ canonicalize),
/* harmony export */   pl: () => (/* binding */ canonicalizeWithout)
/* harmony export */ });
/* unused harmony exports MAX_DEPTH, isWellFormed, checkedCanonical */
/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) and the canonical body (SPEC \u00a73).
 *
 * Only the JSON data model is accepted: well-formed strings, booleans, null, finite
 * numbers, arrays and plain objects. Anything else has no canonical form and throws a
 * CanonicalError naming where in the value it sits.
 */
/** Deeper values than this are refused (the parser already rejects nesting beyond 64). */
const MAX_DEPTH = 1000;
class CanonicalError extends Error {
    /** Location of the offending value inside the canonicalized value, e.g. ['x-meta', 'a', 2]. */
    path;
    reason;
    constructor(path, reason) {
        super(path.length > 0 ? `${formatPath(path)}: ${reason}` : reason);
        this.name = 'CanonicalError';
        this.path = path;
        this.reason = reason;
    }
}
function formatPath(path) {
    let out = '';
    for (const p of path) {
        if (typeof p === 'number')
            out += `[${p}]`;
        else if (/^[A-Za-z_$][\w$-]*$/.test(p))
            out += out === '' ? p : `.${p}`;
        else
            out += `[${JSON.stringify(p)}]`;
    }
    return out;
}
function isPlainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** `String.prototype.isWellFormed` (Node 20+; not in the ES2023 lib typings), with a fallback. */
function isWellFormed(s) {
    const native = s.isWellFormed;
    return typeof native === 'function' ? native.call(s) : !LONE_SURROGATE.test(s);
}
function serializeString(s, path, what) {
    if (!isWellFormed(s)) {
        throw new CanonicalError([...path], `${what} is not well-formed Unicode (lone surrogate)`);
    }
    // For well-formed strings JSON.stringify escapes exactly what RFC 8785 \u00a73.2.2.2 requires:
    // `"`, `\`, \b \t \n \f \r and the other C0 controls as lowercase \u00xx; nothing else.
    return JSON.stringify(s);
}
/**
 * A string as JSON.stringify writes it (which is RFC 8785's escaping for well-formed
 * strings), without calling it for the common string that needs no escape; throws NOT_FAST
 * for a string that is not well-formed.
 */
function quote(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
            if (!isWellFormed(s))
                throw NOT_FAST;
            return JSON.stringify(s);
        }
    }
    return '"' + s + '"';
}
/** Thrown by the fast path: the checked path below decides, and words the error. */
const NOT_FAST = new Error('not on the fast path');
/**
 * RFC 8785 without bookkeeping: no path, no ancestor set, no intermediate arrays. It gives
 * up (throws NOT_FAST) on anything the checked walk would refuse (cycles reach the depth
 * limit), so its output is the checked walk's whenever it returns. `skip` is a top-level key
 * left out (the frontmatter's `signature`).
 */
function fastCanonical(v, depth, skip) {
    switch (typeof v) {
        case 'string':
            return quote(v);
        case 'number':
            if (!Number.isFinite(v))
                throw NOT_FAST;
            return JSON.stringify(v);
        case 'boolean':
            return v ? 'true' : 'false';
        case 'object':
            break;
        default:
            throw NOT_FAST;
    }
    if (v === null)
        return 'null';
    if (depth >= MAX_DEPTH)
        throw NOT_FAST;
    if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++)
            out += (i === 0 ? '' : ',') + fastCanonical(v[i], depth + 1);
        return out + ']';
    }
    if (!isPlainObject(v) || Object.getOwnPropertySymbols(v).length > 0)
        throw NOT_FAST;
    const rec = v;
    const keys = Object.keys(rec).sort();
    let out = '{';
    let first = true;
    for (const k of keys) {
        if (k === skip)
            continue;
        out += (first ? '' : ',') + quote(k) + ':' + fastCanonical(rec[k], depth + 1);
        first = false;
    }
    return out + '}';
}
/**
 * RFC 8785 of a plain object without its top-level key `skip` (the frontmatter's
 * `signature`), without copying it. Throws CanonicalError as `canonicalize` does.
 */
function canonicalizeWithout(value, skip) {
    try {
        return fastCanonical(value, 0, skip);
    }
    catch (e) {
        if (e !== NOT_FAST)
            throw e;
    }
    const rest = Object.create(null);
    for (const k of Object.keys(value))
        if (k !== skip)
            rest[k] = value[k];
    return checkedCanonical(rest);
}
/** Serialize `value` per RFC 8785. Throws CanonicalError for values with no canonical form. */
function canonicalize(value) {
    try {
        return fastCanonical(value, 0);
    }
    catch (e) {
        if (e !== NOT_FAST)
            throw e;
    }
    return checkedCanonical(value);
}
/** The walk that keeps its path, so that a value with no canonical form is named exactly. */
function checkedCanonical(value) {
    const path = [];
    const ancestors = new Set();
    const walk = (v, depth) => {
        if (v === null)
            return 'null';
        switch (typeof v) {
            case 'boolean':
                return v ? 'true' : 'false';
            case 'string':
                return serializeString(v, path, 'string');
            case 'number':
                if (!Number.isFinite(v)) {
                    throw new CanonicalError([...path], `${String(v)} has no canonical JSON form`);
                }
                // ECMAScript Number::toString, which RFC 8785 \u00a73.2.2.3 adopts; -0 serializes as 0.
                return JSON.stringify(v);
            case 'undefined':
                throw new CanonicalError([...path], 'undefined has no canonical JSON form');
            case 'bigint':
                throw new CanonicalError([...path], 'bigint has no canonical JSON form');
            case 'object':
                break;
            default:
                throw new CanonicalError([...path], `a ${typeof v} has no canonical JSON form`);
        }
        const obj = v;
        if (depth >= MAX_DEPTH) {
            throw new CanonicalError([...path], `nesting deeper than ${MAX_DEPTH}`);
        }
        if (ancestors.has(obj))
            throw new CanonicalError([...path], 'circular reference');
        if (Array.isArray(obj)) {
            ancestors.add(obj);
            const parts = [];
            for (let i = 0; i < obj.length; i++) {
                path.push(i);
                parts.push(walk(obj[i], depth + 1));
                path.pop();
            }
            ancestors.delete(obj);
            return `[${parts.join(',')}]`;
        }
        if (!isPlainObject(obj)) {
            const name = obj.constructor?.name;
            throw new CanonicalError([...path], `${typeof name === 'string' && name !== '' ? name : 'this object'} has no canonical JSON form`);
        }
        if (Object.getOwnPropertySymbols(obj).length > 0) {
            throw new CanonicalError([...path], 'symbol keys have no canonical JSON form');
        }
        ancestors.add(obj);
        const rec = obj;
        // Default sort compares UTF-16 code units, as RFC 8785 \u00a73.2.3 requires.
        const keys = Object.keys(rec).sort();
        const parts = [];
        for (const k of keys) {
            path.push(k);
            const key = serializeString(k, path, 'key');
            parts.push(`${key}:${walk(rec[k], depth + 1)}`);
            path.pop();
        }
        ancestors.delete(obj);
        return `{${parts.join(',')}}`;
    };
    return walk(value, 0);
}
function isStripped(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a;
}
/**
 * Canonical body: CRLF and lone CR become LF, then leading and trailing spaces, tabs and
 * LFs are removed (nothing else: no other whitespace, no Unicode spaces).
 */
function canonicalBody(body) {
    const lf = body.replace(/\r\n?/g, '\n');
    // Plain loops rather than /[ \t\n]+$/, which is quadratic on long interior whitespace runs.
    let start = 0;
    let end = lf.length;
    while (start < end && isStripped(lf.charCodeAt(start)))
        start++;
    while (end > start && isStripped(lf.charCodeAt(end - 1)))
        end--;
    return lf.slice(start, end);
}


/***/ }),

/***/ 351:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wy: () => (/* binding */ KeyringError),
/* harmony export */   ZU: () => (/* binding */ parseKeyring),
/* harmony export */   kk: () => (/* binding */ lookupKey)
/* harmony export */ });
/* harmony import */ var _core_globset_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3853);
/* harmony import */ var _core_libraries_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7636);
/* harmony import */ var _core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7065);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3776);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7188);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5655);
/**
 * The trusted keyring (SPEC \u00a73), default `.skillgate/trusted-keys`:
 *
 *   # comment
 *   <skill-id glob> ed25519 <64-hex public key> [comment...]
 *   @revoked ed25519 <64-hex public key> [comment...]
 *
 * `#` starts a comment at the start of a line or after whitespace. Hex is accepted in
 * either case and stored lowercase. A revoked key fails even where a line trusts it.
 */






/** Malformed lines a KeyringError's message lists; the rest are counted. */
const MAX_LISTED = 20;
class KeyringError extends Error {
    file;
    /** Line of the first problem. */
    line;
    reason;
    /** Every malformed line, in file order (at least one). */
    problems;
    constructor(file, problems) {
        const first = problems[0] ?? { line: 1, reason: 'malformed keyring' };
        // A binary file or a stray big text is one problem a line: the first ones say what is wrong.
        const listed = problems.slice(0, MAX_LISTED).map((p) => `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_5__/* .safe */ .gB)(file)}:${p.line}: ${p.reason}`);
        if (problems.length > MAX_LISTED)
            listed.push(`${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_5__/* .safe */ .gB)(file)}: ${problems.length - MAX_LISTED} more malformed lines are not listed (is it a keyring?)`);
        super(listed.join('\n') || `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_5__/* .safe */ .gB)(file)}:1: malformed keyring`);
        this.name = 'KeyringError';
        this.file = file;
        this.line = first.line;
        this.reason = first.reason;
        this.problems = problems.length > 0 ? problems : [first];
    }
}
const REVOKED = '@revoked';
const USAGE = 'expected "<skill-id glob> ed25519 <64-hex public key> [comment]" or "@revoked ed25519 <64-hex public key> [comment]"';
const MATCH_OPTIONS = { strictBrackets: true };
/** Letters, digits, `-` and `_`: a skill id, matched as itself, with nothing to check. */
const PLAIN = /^[A-Za-z0-9_-]+$/;
/** Strips a `#` comment that starts the line or follows whitespace. */
function stripComment(line) {
    for (let i = 0; i < line.length; i++) {
        if (line[i] === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) {
            return line.slice(0, i);
        }
    }
    return line;
}
function globProblem(glob, compile = true) {
    if (glob.startsWith('@') && !glob.startsWith('@('))
        return `unknown directive "${glob}" (expected @revoked or a skill-id glob)`;
    // Long ones first: a plain glob (no star) over the limit is as refused as any other.
    if (glob.length > _core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PATH_GLOB */ .Ir)
        return `invalid glob: ${glob.length} characters long; the limit is ${_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_PATH_GLOB */ .Ir}`;
    if (PLAIN.test(glob))
        return null;
    // `!` negates the glob after it: alone (or `!!`\u2026), it negates nothing, and trusts the key for
    // every id, as `*` does, in a form no reviewer reads so.
    if (/^!+$/.test(glob))
        return `invalid glob "${glob}": "!" negates the glob after it, and none follows (it would trust the key for every skill id; write * for that)`;
    // Skill ids and names are ASCII: a glob holding anything else matches none, and an invisible
    // character (U+200B before `@revoked`) would turn a revocation into a trust line that
    // trusts nothing, one that reads in review as a revocation.
    const odd = /[^\x21-\x7e]/u.exec(glob);
    if (odd) {
        // Quoted as JSON writes it, with every character outside ASCII as its escape.
        const shown = JSON.stringify(glob).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        return `invalid glob ${shown}: ${(0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .codePointName */ .R8)(odd[0])} is no character a skill id or name can hold (they are ASCII)`;
    }
    // picomatch never returns on some runs of backslashes: refused before it is asked.
    const run = (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .backslashRun */ .yC)(glob);
    if (run)
        return `invalid glob "${glob}": ${run}`;
    // A trailing lone backslash escapes nothing.
    const trailing = /\\+$/.exec(glob);
    if (trailing && trailing[0].length % 2 === 1) {
        return `invalid glob "${glob}": trailing lone "\\"`;
    }
    // Before picomatch reads it: past these, its compile time grows with the square of the glob
    // (and a regex too large for the engine failed only when first tested, as an internal error).
    const nested = (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .nestingProblem */ .m4)(glob);
    if (nested)
        return `invalid glob "${glob}": ${nested}`;
    // What picomatch accepts but reads as something else (`[z-a]`), or matches too slowly: text
    // checks, before the costlier compile.
    const more = (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .syntaxProblem */ .R8)(glob) ?? (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .bangClassProblem */ .Wo)(glob) ?? (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .starProblem */ .iu)(glob, { skillIds: true });
    if (more)
        return `invalid glob "${glob}": ${more}`;
    // Past the listed problems (a file that is no keyring), the text checks alone count them.
    if (!compile)
        return null;
    const picomatch = (0,_core_libraries_js__WEBPACK_IMPORTED_MODULE_1__/* .picomatchLibrary */ .s)(); // outside the try: a library that cannot load is no glob's fault
    try {
        // Tested once here: the engine compiles a regex at its first test, and may refuse it then.
        picomatch(glob, MATCH_OPTIONS)('a');
    }
    catch (e) {
        return `invalid glob "${glob}": ${e instanceof Error ? e.message : String(e)}`;
    }
    return null;
}
function keyProblem(hex) {
    if (!/^[0-9a-fA-F]+$/.test(hex))
        return `public key "${hex}" is not hexadecimal`;
    if (hex.length !== 64)
        return `bad hex length: public key must be 64 hex characters, got ${hex.length}`;
    return null;
}
/** Parses a keyring. Throws a KeyringError listing every malformed line as `file:line: reason`. */
function parseKeyring(text, file) {
    const entries = [];
    const revoked = new Map();
    const problems = [];
    // The trust lines' classes and alternatives so far (MAX_GLOB_WEIGHT).
    let weight = 0;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const lineNo = i + 1;
        let raw = lines[i];
        // CRLF: a CR before the LF. (A CR ending the file's last line, with no LF, is a lone CR.)
        if (raw.endsWith('\r') && i < lines.length - 1)
            raw = raw.slice(0, -1);
        if (i === 0 && raw.startsWith('\uFEFF'))
            raw = raw.slice(1);
        // Another line end (a lone CR, as old Mac files have, U+2028, U+2029, NEL) would end the
        // line for some readers and not for this one: a comment could hide a @revoked line.
        const odd = /[\r\u2028\u2029\u0085]/.exec(raw);
        if (odd) {
            const name = odd[0] === '\r' ? 'a lone CR' : `U+${odd[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
            problems.push({
                line: lineNo,
                reason: `${name} at column ${odd.index + 1}: lines must end with LF or CRLF (one entry a line)`,
            });
            continue;
        }
        if (_core_document_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFLICT_MARKER */ .C7.test(raw)) {
            problems.push({ line: lineNo, reason: `git conflict marker: ${_core_document_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFLICT_ADVICE */ .kt}` });
            continue;
        }
        const fields = stripComment(raw)
            .trim()
            .split(/[ \t]+/)
            .filter((f) => f !== '');
        if (fields.length === 0)
            continue;
        if (fields.length < 3) {
            problems.push({ line: lineNo, reason: `missing fields: ${USAGE}` });
            continue;
        }
        const [head, algo, hex] = fields;
        const comment = fields.length > 3 ? fields.slice(3).join(' ') : undefined;
        if (algo.toLowerCase() !== 'ed25519') {
            problems.push({ line: lineNo, reason: `unknown algorithm "${algo}" (expected ed25519)` });
            continue;
        }
        const kp = keyProblem(hex);
        if (kp) {
            problems.push({ line: lineNo, reason: kp });
            continue;
        }
        const key = hex.toLowerCase();
        if (head === REVOKED) {
            if (!revoked.has(key))
                revoked.set(key, lineNo);
            continue;
        }
        // Classes and alternatives cost compile time on every run: past the budget, the line
        // that crosses it is the problem (and no glob after it is compiled).
        if (weight <= _core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_GLOB_WEIGHT */ .nH && (weight += (0,_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .globWeight */ .bs)(head)) > _core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_GLOB_WEIGHT */ .nH) {
            problems.push({
                line: lineNo,
                reason: `the keyring's globs hold more than ${_core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_GLOB_WEIGHT */ .nH} classes, alternatives and stars together (\`[\u2026]\`, \`{a,b}\`, \`@(a|b)\`, \`*\`), each compiled on every run; pin ids with plain globs (skill-a, team-*)`,
            });
            continue;
        }
        // (The error lists MAX_LISTED lines: past them, no glob is compiled to be counted.)
        const gp = globProblem(head, problems.length < MAX_LISTED && weight <= _core_glob_check_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_GLOB_WEIGHT */ .nH);
        if (gp) {
            problems.push({ line: lineNo, reason: gp });
            continue;
        }
        entries.push(comment === undefined ? { glob: head, key, line: lineNo } : { glob: head, key, line: lineNo, comment });
    }
    if (problems.length > 0)
        throw new KeyringError(file, problems);
    const kr = { entries, revoked };
    compiled.set(kr, compile(kr));
    return kr;
}
const compiled = new WeakMap();
function compile(kr) {
    const index = new Map();
    for (const e of kr.entries) {
        const key = e.key.toLowerCase();
        let t = index.get(key);
        if (!t)
            index.set(key, (t = { all: false, globs: [] }));
        if (e.glob === '*' || e.glob === '**')
            t.all = true;
        else
            t.globs.push(e.glob);
    }
    return { entries: kr.entries, count: kr.entries.length, index };
}
function indexOf(kr) {
    let c = compiled.get(kr);
    // Recompile if the keyring was built by hand or its entries were replaced or extended.
    if (!c || c.entries !== kr.entries || c.count !== kr.entries.length) {
        c = compile(kr);
        compiled.set(kr, c);
    }
    return c.index;
}
function trusts(t, skillId) {
    if (t.all)
        return true;
    t.set ??= (0,_core_globset_js__WEBPACK_IMPORTED_MODULE_0__/* .globSet */ .xk)(t.globs, MATCH_OPTIONS);
    return t.set.test(skillId);
}
/** Trust of `publicKeyHex` (either case) for `skillId`. Revocation wins over any trust line. */
function lookupKey(kr, skillId, publicKeyHex) {
    const key = publicKeyHex.toLowerCase();
    if (kr.revoked.has(key))
        return 'revoked';
    // No valid id holds a line end (it is InvalidId), and one would send every glob of the key to
    // picomatch's regex, which backtracks for minutes on a long id (`*-*-*-*-z`).
    if (/[\n\r\u2028\u2029]/.test(skillId))
        return 'untrusted';
    const t = indexOf(kr).get(key);
    if (t && trusts(t, skillId))
        return 'trusted';
    return 'untrusted';
}


/***/ }),

/***/ 3317:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ frontmatterHash),
/* harmony export */   CU: () => (/* binding */ lockHashOfText),
/* harmony export */   Xm: () => (/* binding */ signingMessage),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   gd: () => (/* binding */ canonicalFrontmatterOrUndefined),
/* harmony export */   jc: () => (/* binding */ digestOfLockHash)
/* harmony export */ });
/* unused harmony exports canonicalFrontmatter, frontmatterDigest, lockHash, bodyDigest, lockHashOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _jcs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5506);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7188);
/**
 * The signed message and the lockfile hash (SPEC \u00a73, \u00a74).
 *
 * message = SHA-256(UTF-8(canonical frontmatter)) || SHA-256(UTF-8(canonical body))
 */



/** JCS of the frontmatter mapping without its top-level `signature` key. */
function canonicalFrontmatter(fm) {
    if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) {
        // Not a mapping: let canonicalize serialize it or say why it cannot.
        return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalize */ .dw)(fm);
    }
    const proto = Object.getPrototypeOf(fm);
    if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(fm).length > 0) {
        return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalize */ .dw)(fm); // throws: no canonical form
    }
    return (0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalizeWithout */ .pl)(fm, 'signature');
}
/** One-shot `crypto.hash` (Node 20.12+, ~40% cheaper for short inputs), else createHash. */
const oneShot = typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function' ? node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash : undefined;
function sha256(text) {
    return oneShot ? oneShot('sha256', text, 'buffer') : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(text, 'utf8').digest();
}
/** SHA-256 of UTF-8 `text`, as base64. */
function sha256Base64(text) {
    return oneShot
        ? oneShot('sha256', text, 'base64')
        : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(text, 'utf8').digest('base64');
}
/** SHA-256 of the UTF-8 canonical frontmatter. */
function frontmatterDigest(fm) {
    return sha256(canonicalFrontmatter(fm));
}
/** The lockfile's `frontmatter` value: `sha256-` + base64 of the frontmatter digest. */
function lockHash(fm) {
    return lockHashOf(frontmatterDigest(fm));
}
/** SHA-256 of the UTF-8 canonical body. */
function bodyDigest(body) {
    return sha256((0,_jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalBody */ .bT)(body));
}
/** The 64 bytes that Ed25519 signs. */
function signingMessage(fm, body) {
    return messageOf(frontmatterDigest(fm), body);
}
/** The signed message from a frontmatter digest already computed (for the lock hash). */
function messageOf(fmDigest, body) {
    const out = new Uint8Array(64);
    out.set(fmDigest, 0);
    out.set(bodyDigest(body), 32);
    return out;
}
/** The lockfile's `frontmatter` value from a frontmatter digest. */
function lockHashOf(fmDigest) {
    return 'sha256-' + Buffer.from(fmDigest.buffer, fmDigest.byteOffset, fmDigest.byteLength).toString('base64');
}
/**
 * The lockfile's `frontmatter` value straight from a parsed root, or undefined when the
 * frontmatter has no canonical form. The same bytes as lockHashOf(frontmatterDigest(
 * toValue(root))), without the value tree or the canonical text built in pieces: a copy
 * with its keys in RFC 8785 order, which JSON.stringify then writes as RFC 8785 does
 * (for well-formed strings, finite numbers and keys that are not array indices; anything
 * else takes the general path).
 */
function frontmatterHash(root) {
    const sorted = sortedCopy(root, true);
    try {
        const text = sorted !== NOT_PLAIN ? JSON.stringify(sorted) : canonicalFrontmatter((0,_core_document_js__WEBPACK_IMPORTED_MODULE_2__/* .toValue */ .BA)(root));
        return lockHashOfText(text);
    }
    catch (e) {
        if (e instanceof _jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .CanonicalError */ .dO)
            return undefined;
        throw e;
    }
}
/** canonicalFrontmatter(), or undefined when the frontmatter has none (lock/beyond.ts). */
function canonicalFrontmatterOrUndefined(fm) {
    try {
        return canonicalFrontmatter(fm);
    }
    catch (e) {
        if (e instanceof _jcs_js__WEBPACK_IMPORTED_MODULE_1__/* .CanonicalError */ .dO)
            return undefined;
        throw e;
    }
}
/** The lock hash of a canonical frontmatter's text. */
function lockHashOfText(text) {
    return 'sha256-' + sha256Base64(text);
}
/** The SHA-256 digest a lock hash holds (the first half of the signed message). */
function digestOfLockHash(hash) {
    return new Uint8Array(Buffer.from(hash.slice('sha256-'.length), 'base64'));
}
const NOT_PLAIN = Symbol('not plain');
const byKey = (a, b) => a.key.value < b.key.value ? -1 : a.key.value > b.key.value ? 1 : 0;
/**
 * toValue(node) with every mapping's keys inserted in code-unit order, which is the order
 * JSON.stringify writes them in, unless a key is an array index (V8 lists those first):
 * such a key, a key `__proto__`, a non-finite number or a string that is not well-formed
 * Unicode gives NOT_PLAIN.
 */
function sortedCopy(node, top = false) {
    if (node.kind === 'scalar') {
        const v = node.value;
        if (typeof v === 'string')
            return v.isWellFormed() ? v : NOT_PLAIN;
        if (typeof v === 'number' && !Number.isFinite(v))
            return NOT_PLAIN;
        return v;
    }
    if (node.kind === 'seq') {
        const out = new Array(node.items.length);
        for (let i = 0; i < out.length; i++) {
            const v = sortedCopy(node.items[i]);
            if (v === NOT_PLAIN)
                return NOT_PLAIN;
            out[i] = v;
        }
        return out;
    }
    const entries = node.entries.slice().sort(byKey);
    const out = {};
    for (let i = 0; i < entries.length; i++) {
        const k = entries[i].key.value;
        if (top && k === 'signature')
            continue;
        const c = k.charCodeAt(0);
        if ((c >= 0x30 && c <= 0x39) || k === '__proto__' || !k.isWellFormed())
            return NOT_PLAIN;
        const v = sortedCopy(entries[i].value);
        if (v === NOT_PLAIN)
            return NOT_PLAIN;
        out[k] = v;
    }
    return out;
}


/***/ }),

/***/ 7327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   COUNTER_NAME: () => (/* binding */ COUNTER_NAME),
/* harmony export */   DURATION_BUCKETS: () => (/* binding */ DURATION_BUCKETS),
/* harmony export */   HISTOGRAM_NAME: () => (/* binding */ HISTOGRAM_NAME),
/* harmony export */   RUN_SPAN_NAME: () => (/* binding */ RUN_SPAN_NAME),
/* harmony export */   SPAN_NAME: () => (/* binding */ SPAN_NAME),
/* harmony export */   discardRecorded: () => (/* binding */ discardRecorded),
/* harmony export */   endRun: () => (/* binding */ endRun),
/* harmony export */   flushTelemetry: () => (/* binding */ flushTelemetry),
/* harmony export */   otlpSignals: () => (/* binding */ otlpSignals),
/* harmony export */   otlpWanted: () => (/* binding */ otlpWanted),
/* harmony export */   recordAdded: () => (/* binding */ recordAdded),
/* harmony export */   recordValidations: () => (/* binding */ recordValidations),
/* harmony export */   setHostFlushMs: () => (/* binding */ setHostFlushMs),
/* harmony export */   setTelemetryWarning: () => (/* binding */ setTelemetryWarning),
/* harmony export */   telemetryWarning: () => (/* binding */ telemetryWarning),
/* harmony export */   unsupportedExporters: () => (/* binding */ unsupportedExporters)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(311);
/* harmony import */ var _core_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2257);


const SPAN_NAME = 'skill.frontmatter.validate';
const RUN_SPAN_NAME = 'skillgate.check';
const COUNTER_NAME = 'skill_frontmatter_validation_total';
const HISTOGRAM_NAME = 'skill_frontmatter_validation_duration_seconds';
/** Seconds: a frontmatter check takes tens of microseconds to a few milliseconds. */
const DURATION_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 1];
/** Where @opentelemetry/api 1.x keeps registered providers (its documented global contract). */
const API_GLOBAL = Symbol.for('opentelemetry.js.api.1');
let pending = [];
let emitting = Promise.resolve();
let exitHooked = false;
let otlpStarted = false;
let exportersChecked = false;
/** Where telemetry's one-line warnings go: stderr, or (the Action) a workflow warning. */
let warnSink = (message) => void process.stderr.write(`skillgate: ${message}\n`);
/** Sends telemetry's warnings (each one line, without the `skillgate: ` prefix) to `sink`. */
function setTelemetryWarning(sink) {
    warnSink = sink;
}
/** One telemetry warning: never a stack trace, never an exit code. */
function telemetryWarning(message) {
    warnSink(message);
}
const sdkDisabled = (env) => (env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true';
/** The exporters OTEL_<SIGNAL>S_EXPORTER names (lowercase, trimmed); undefined when it is unset or blank. */
function exportersOf(env, signal) {
    const value = (env[`OTEL_${signal}_EXPORTER`] ?? '').trim().toLowerCase();
    return value ? value.split(',').map((e) => e.trim()) : undefined;
}
/**
 * The signals to export over OTLP: a signal is on when its endpoint (OTEL_EXPORTER_OTLP_
 * <SIGNAL>_ENDPOINT) or the common one is set and OTEL_<SIGNAL>S_EXPORTER, when set, names
 * `otlp` (`none` turns it off); OTEL_SDK_DISABLED=true turns both off.
 */
function otlpSignals(env = process.env) {
    if (sdkDisabled(env))
        return { traces: false, metrics: false };
    const on = (signal) => {
        const names = exportersOf(env, signal);
        if (names && !names.includes('otlp'))
            return false;
        // A blank signal endpoint is unset (the common one serves the signal).
        return !!(env.OTEL_EXPORTER_OTLP_ENDPOINT || env[`OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`]?.trim());
    };
    return { traces: on('TRACES'), metrics: on('METRICS') };
}
/**
 * One line for each OTEL_<SIGNAL>S_EXPORTER that names an exporter skillgate does not have
 * (console, zipkin, prometheus...) and not `none`: without `otlp` the signal would otherwise
 * be off without a word, beside it that exporter would be left out without one.
 */
function unsupportedExporters(env = process.env) {
    if (sdkDisabled(env))
        return [];
    const lines = [];
    for (const signal of ['TRACES', 'METRICS']) {
        const name = `OTEL_${signal}_EXPORTER`;
        const names = exportersOf(env, signal);
        if (!names || names.every((e) => e === '') || names.includes('none'))
            continue;
        if (names.includes('otlp')) {
            // Beside otlp (`console,otlp`): the others are dropped, and a user who asked for the
            // console's spans would look for them.
            const others = [...new Set(names.filter((e) => e !== 'otlp' && e !== ''))];
            if (others.length)
                lines.push(`${name}=${JSON.stringify(env[name])}: ${others.map((e) => JSON.stringify(e)).join(', ')} ${others.length > 1 ? 'are' : 'is'} not supported (skillgate exports over OTLP only); ${signal.toLowerCase()} are exported over OTLP alone`);
            continue;
        }
        lines.push(`${name}=${JSON.stringify(env[name])} is not supported (skillgate exports over OTLP only: otlp or none); ${signal.toLowerCase()} are not exported`);
    }
    return lines;
}
/** True when an OTLP endpoint is configured for a signal and the SDK is not switched off. */
function otlpWanted(env = process.env) {
    const s = otlpSignals(env);
    return s.traces || s.metrics;
}
/** True when something (the OTLP set-up, a host, a test) registered a provider with the API. */
function apiActive() {
    const g = globalThis[API_GLOBAL];
    return !!g && (g.trace !== undefined || g.metrics !== undefined);
}
/**
 * Records results checked earlier and added to the report after (the stubs a change breaks):
 * each started its duration before now.
 */
function recordAdded(results) {
    const end = (0,_core_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .epochMs */ .e9)();
    // The run's own batch when it is still held (not yet emitted): one run span for the run,
    // its counts whole (a second span in another trace held the added files).
    const last = pending[pending.length - 1];
    if (last && results.length) {
        for (const r of results) {
            last.results.push(r);
            last.starts.push(end - r.duration_ms);
        }
        last.end = Math.max(last.end, end);
        return;
    }
    recordValidations(results, results.map((r) => end - r.duration_ms), end);
}
/** Records the validations of one run. `starts[i]` is when `results[i]`'s check began (epoch ms). */
function recordValidations(results, starts, end = (0,_core_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .epochMs */ .e9)()) {
    if (results.length === 0)
        return;
    // A host that registered its own providers (zero-code instrumentation, which reads the same
    // OTEL_EXPORTER_OTLP_ENDPOINT) owns the export: registering skillgate's SDK beside it failed
    // ("duplicate registration") and nothing was sent.
    const hosted = apiActive() && !otlpStarted;
    // The exporter variables are skillgate's to read only when no host did (its console
    // exporter, say, prints the spans).
    if (!exportersChecked && !hosted) {
        exportersChecked = true;
        for (const line of unsupportedExporters())
            telemetryWarning(line);
    }
    const otlp = !otlpStarted && !hosted && otlpWanted();
    if (!otlp && !apiActive())
        return;
    // Copies: a caller may add to its list after (the stubs a change breaks), and records those itself.
    pending.push({ results: results.slice(), starts: starts.slice(), end });
    if (otlp) {
        if (!exitHooked)
            process.once('beforeExit', () => void exportOtlp());
        exitHooked = true;
        return;
    }
    // Emitted when the command is over (endRun, which the CLI and the Action call before they
    // return): files added to the report after the checks (recordAdded) then join the run's
    // span, and a host that shuts its SDK down on beforeExit (zero-code instrumentation's
    // register does) has them by then. beforeExit emits whatever is left, then flushes a host's
    // batch processor, which may still hold the spans.
    deferred = true;
    if (!hostFlushHooked)
        process.once('beforeExit', () => {
            void endRun();
            if (hosted)
                void flushHost();
        });
    hostFlushHooked = true;
}
/**
 * Forgets what the run recorded and has not emitted: a run refused after its checks
 * (`--staged`: what it read is not what the commit holds) reports no result, so it counts none.
 */
function discardRecorded() {
    pending = [];
}
/** Records held for the API (a host's providers, a test's) wait for endRun. */
let deferred = false;
/**
 * The command is over: what it recorded for a host's (or a test's) providers is emitted now.
 * Records for skillgate's own OTLP export are left to it (it loads its SDK before exit).
 */
function endRun() {
    if (!deferred)
        return emitting;
    emitting = emitting.then(emitPending);
    return emitting;
}
let hostFlushHooked = false;
/** Flushes the providers a host registered (at most 5 s); what fails there is the host's to say. */
async function flushHost() {
    try {
        await emitting;
        const api = await __nccwpck_require__.e(/* import() */ 914).then(__nccwpck_require__.bind(__nccwpck_require__, 3914));
        const tracers = api.trace.getTracerProvider();
        const delegate = (tracers.getDelegate?.() ?? tracers);
        const meters = api.metrics.getMeterProvider();
        const flushed = Promise.allSettled([delegate.forceFlush?.(), meters.forceFlush?.()]);
        await Promise.race([flushed, new Promise((r) => setTimeout(r, 5_000).unref())]);
    }
    catch {
        // nothing of skillgate's to report
    }
}
/** Resolves once every run recorded so far has reached the registered providers. */
function flushTelemetry() {
    return endRun();
}
async function emitPending() {
    if (pending.length === 0)
        return;
    try {
        const api = await __nccwpck_require__.e(/* import() */ 914).then(__nccwpck_require__.bind(__nccwpck_require__, 3914));
        const batches = pending;
        pending = [];
        // skillgate's own exporter takes any number of spans; a host's batch processor, at its
        // defaults, keeps 2,048 and drops the rest (the run span, ended last, first of all).
        const flush = otlpStarted ? undefined : hostFlusher(api);
        for (const b of batches)
            await emit(api, b, flush);
    }
    catch (e) {
        pending = [];
        telemetryWarning(`telemetry not recorded: ${e instanceof Error ? e.message : String(e)}`);
    }
}
/** Spans handed to a host's provider between two flushes: its batch processor's default export batch. */
const HOST_CHUNK = 512;
/**
 * How long the flushes of a host's spans may take in all: past it the rest are handed over
 * unflushed (a slow exporter must not hold the process for minutes: 100 lots of 3 s each).
 */
let hostFlushMs = 5_000;
/** Tests: a shorter deadline. */
function setHostFlushMs(ms) {
    hostFlushMs = ms;
}
/**
 * Flushes the host's tracer provider (its delegate behind the API's proxy), so that its batch
 * processor's queue never holds more than a chunk: undefined when it cannot be flushed. All
 * the flushes of a run share one deadline (hostFlushMs); once it passes, none is waited on.
 */
function hostFlusher(api) {
    const tracers = api.trace.getTracerProvider();
    const delegate = (tracers.getDelegate?.() ?? tracers);
    if (typeof delegate.forceFlush !== 'function')
        return undefined;
    const deadline = Date.now() + hostFlushMs;
    return async () => {
        const left = deadline - Date.now();
        if (left <= 0)
            return;
        let timer;
        // Unref'd: a pending flush does not keep the process alive past its work.
        const late = new Promise((r) => (timer = setTimeout(r, left).unref()));
        const done = delegate.forceFlush().then(() => undefined, () => undefined);
        await Promise.race([done, late]);
        clearTimeout(timer);
    };
}
async function emit(api, b, flush) {
    const { context, metrics, trace, SpanStatusCode, ValueType } = api;
    const tracer = trace.getTracer('skillgate', _version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x);
    const meter = metrics.getMeter('skillgate', _version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x);
    const counter = meter.createCounter(COUNTER_NAME, {
        description: 'SKILL.md frontmatter validations, by outcome',
        // A count: exported as an integer (OTLP `asInt`), not a double.
        valueType: ValueType.INT,
    });
    const histogram = meter.createHistogram(HISTOGRAM_NAME, {
        description: 'Time to validate one SKILL.md frontmatter',
        unit: 's',
        advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
    // A loop, not Math.min(...starts): 150,000 files would be too many arguments.
    let first = b.starts.length ? Infinity : b.end;
    for (const t of b.starts)
        if (t < first)
            first = t;
    const run = tracer.startSpan(RUN_SPAN_NAME, { startTime: first, attributes: { files: b.results.length } });
    const parent = trace.setSpan(context.active(), run);
    const outcomes = {};
    for (let i = 0; i < b.results.length; i++) {
        const r = b.results[i];
        const start = b.starts[i] ?? first;
        // Every span carries the four attributes of TASK-SKILL-103 #20: a file with no valid id
        // or version (a parse error, an InvalidId) has them empty, never missing.
        const attributes = {
            skill_id: r.data?.id ?? '',
            version: r.data?.version ?? '',
            validation_outcome: r.outcome,
            duration_ms: r.duration_ms,
            skill_path: r.path,
        };
        const span = tracer.startSpan(SPAN_NAME, { startTime: start, attributes }, parent);
        if (r.outcome !== 'ok') {
            const firstError = r.findings.find((f) => f.severity === 'error');
            span.setStatus({
                code: SpanStatusCode.ERROR,
                message: firstError ? `${r.outcome}: ${firstError.code}` : r.outcome,
            });
        }
        span.end(start + r.duration_ms);
        counter.add(1, { outcome: r.outcome });
        histogram.record(r.duration_ms / 1000, { outcome: r.outcome });
        outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
        if (flush && (i + 1) % HOST_CHUNK === 0)
            await flush();
    }
    for (const [o, n] of Object.entries(outcomes))
        run.setAttribute(`outcome.${o}`, n);
    run.end(b.end);
}
/** Loads the SDK, replays what was recorded, flushes. Never throws, never prints a stack. */
async function exportOtlp() {
    try {
        const { startOtlp } = await Promise.all(/* import() */[__nccwpck_require__.e(914), __nccwpck_require__.e(151), __nccwpck_require__.e(548)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8548));
        const stop = await startOtlp();
        otlpStarted = true;
        await emitPending();
        // Past the deadline the exporter's retries would hold the process: the run is over, so end it.
        if (!(await stop()))
            process.exit(process.exitCode ?? 0);
    }
    catch (e) {
        telemetryWarning(`telemetry not exported: ${e instanceof Error ? e.message : String(e)}`);
    }
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

"use strict";
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test. */
const VERSION = '0.1.0';


/***/ }),

/***/ 2613:
/***/ ((module) => {

"use strict";
module.exports = require("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

"use strict";
module.exports = require("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

"use strict";
module.exports = require("crypto");

/***/ }),

/***/ 2053:
/***/ ((module) => {

"use strict";
module.exports = require("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

"use strict";
module.exports = require("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

"use strict";
module.exports = require("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

"use strict";
module.exports = require("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

"use strict";
module.exports = require("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

"use strict";
module.exports = require("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

"use strict";
module.exports = require("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

"use strict";
module.exports = require("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

"use strict";
module.exports = require("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

"use strict";
module.exports = require("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

"use strict";
module.exports = require("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

"use strict";
module.exports = require("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

"use strict";
module.exports = require("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

"use strict";
module.exports = require("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

"use strict";
module.exports = require("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

"use strict";
module.exports = require("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

"use strict";
module.exports = require("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

"use strict";
module.exports = require("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

"use strict";
module.exports = require("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

"use strict";
module.exports = require("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

"use strict";
module.exports = require("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

"use strict";
module.exports = require("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

"use strict";
module.exports = require("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

"use strict";
module.exports = require("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

"use strict";
module.exports = require("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

"use strict";
module.exports = require("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

"use strict";
module.exports = require("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

"use strict";
module.exports = require("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

"use strict";
module.exports = require("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

"use strict";
module.exports = require("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

"use strict";
module.exports = require("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

"use strict";
module.exports = require("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

"use strict";
module.exports = require("stream");

/***/ }),

/***/ 5574:
/***/ ((module) => {

"use strict";
module.exports = require("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

"use strict";
module.exports = require("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

"use strict";
module.exports = require("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

"use strict";
module.exports = require("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

"use strict";
module.exports = require("zlib");

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.cjs.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// The bundle's entry as ncc sees it (`npm run build`): a CommonJS file, so that ncc writes
// a CommonJS bundle. node starts one ~5 ms sooner than an ES module (no ESM loader to set up),
// a tenth of what a single-file run spends beyond `node -e 0` (docs/performance.md). The
// program itself is src/index.ts; ncc renames the output to dist/index.js
// (scripts/finish-bundle.mjs), beside a dist/package.json that says "commonjs".
/* eslint-disable no-undef, @typescript-eslint/no-require-imports -- a CommonJS file */
__nccwpck_require__(6614);

module.exports = __webpack_exports__;
/******/ })()
;