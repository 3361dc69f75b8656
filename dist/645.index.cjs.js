"use strict";
exports.id = 645;
exports.ids = [645];
exports.modules = {

/***/ 6611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ scanScopeAtBase),
/* harmony export */   Ej: () => (/* binding */ lockfileAtBase),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   ID: () => (/* binding */ capabilityChanges),
/* harmony export */   LS: () => (/* binding */ baseLock),
/* harmony export */   PL: () => (/* binding */ trustAtBase),
/* harmony export */   W: () => (/* binding */ profileEscalations),
/* harmony export */   YU: () => (/* binding */ unbumpedVersions),
/* harmony export */   bF: () => (/* binding */ xProfilesAtBase),
/* harmony export */   bo: () => (/* binding */ policyAtBase),
/* harmony export */   fI: () => (/* binding */ keyringForPullRequest),
/* harmony export */   rO: () => (/* binding */ configUnavailableAtBase),
/* harmony export */   yC: () => (/* binding */ policyChangesAtBase),
/* harmony export */   yJ: () => (/* binding */ inRepository),
/* harmony export */   z1: () => (/* binding */ readAtBase)
/* harmony export */ });
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5655);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _scan_setting_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9692);
/* harmony import */ var _scan_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5438);
/* harmony import */ var _core_config_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6861);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4489);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7188);
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1400);
/* harmony import */ var _core_engine_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9157);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5728);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8606);
/* harmony import */ var _lock_diff_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8300);
/* harmony import */ var _rules_effective_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6462);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9939);
/* harmony import */ var _rules_v1_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9570);
/**
 * The base commit's side of a pull request: its trusted keyring (so a PR cannot trust
 * its own key) and its lockfile (to show the capabilities a skill gains). Read with
 * `git cat-file` when git has the commit, else through the contents API.
 */















/** The change checked, as messages name it (`this pull request's copy`). */
function changeOf(reader) {
    return reader.change ?? 'this pull request';
}
/** The base commit as messages name it. */
function shortSha(reader) {
    return reader.sha ? reader.sha.slice(0, 7) : '(which the event payload does not name, or could not be read)';
}
/** What would let the step read the base commit: fetching it or a token, when it is known. */
function baseAdvice(reader, inputs = false) {
    if (!reader.sha)
        return inputs
            ? "the event payload must name the base commit; or set the action's trust and lockfile inputs"
            : 'the event payload must name the base commit';
    // With a token given, the GitHub API was asked and could not give the file either.
    if (reader.api)
        return inputs
            ? "fetch the base commit (the GitHub API could not give the file either), or set the action's trust and lockfile inputs"
            : 'fetch the base commit: the GitHub API could not give the file either';
    return inputs
        ? "fetch the base commit, give the job a github-token, or set the action's trust and lockfile inputs"
        : 'fetch the base commit, or give the job a github-token';
}
/** A repository-relative path that can name a file at another commit. */
function repoRelative(p) {
    return !!p && !p.startsWith('/') && !/^[A-Za-z]:/.test(p) && !p.split('/').includes('..') && !p.includes('\\');
}
/**
 * `p` (a settings path: absolute, or relative to the root) as a repository-relative path
 * with `/` when it names a file inside the repository, lexically or once symlinks are
 * resolved; undefined when it lies outside.
 */
function inRepository(settings, p) {
    const abs = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveIn */ .QH)(settings, p);
    const lexical = (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .relInside */ .sf)(settings.root, abs);
    if (lexical !== undefined)
        return lexical;
    try {
        return (0,_scan_files_js__WEBPACK_IMPORTED_MODULE_3__/* .relInside */ .sf)(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(settings.root), node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(abs));
    }
    catch {
        // Not there (or unreadable): nothing inside the repository can be read through it.
        return undefined;
    }
}
/** Files read through the API, per reader: the config is asked for by several checks. */
const apiReads = new WeakMap();
/** The file at the base commit; undefined when it cannot be known. */
async function readAtBase(reader, rel) {
    if (!repoRelative(rel) || !reader.sha)
        return undefined;
    const viaGit = reader.git?.blob(reader.sha, rel);
    if (viaGit)
        return viaGit;
    if (!reader.api)
        return undefined;
    let reads = apiReads.get(reader);
    if (!reads)
        apiReads.set(reader, (reads = new Map()));
    let read = reads.get(rel);
    if (!read)
        reads.set(rel, (read = readThroughApi(reader, rel)));
    return read;
}
async function readThroughApi(reader, rel) {
    try {
        const text = await (await reader.api()).fileAt(rel, reader.sha);
        return text === null ? { state: 'absent' } : { state: 'present', text };
    }
    catch {
        return undefined;
    }
}
/** The keyring in the work tree, to compare with the base commit's. */
function workTreeText(settings, rel) {
    const abs = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveIn */ .QH)(settings, rel);
    // One a sparse checkout leaves out is the index's, as the keyring's own read takes it.
    try {
        // Bounded, and never a FIFO waited on (the keyring's own read words what is wrong).
        return { state: 'present', text: (0,_scan_setting_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettingFile */ .F)(abs, _core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_KEYRING_BYTES */ .Rj, false, settings).toString('utf8') };
    }
    catch {
        return { state: 'absent' };
    }
}
/**
 * Pull requests check signatures against the base commit's keyring. When that copy
 * cannot be read, the work tree's copy is used only if the PR is known not to touch it;
 * otherwise the keyring is empty (fail closed: every key is untrusted).
 *
 * In `local` mode only revocations count, and they come from the base commit's keyring too:
 * a pull request that deletes a `@revoked` line, or points `trusted_keys` at another file,
 * must not make a revoked key's signature pass. Its own copy's revocations count as well
 * (they can only fail more signatures), so a key it revokes fails at once.
 */
async function keyringForPullRequest(settings, reader, prTouches, keysFromInput = false) {
    const decision = await decideKeyring(settings, reader, prTouches, keysFromInput);
    // A keyring the PR edits, adds or moves to must read as one too (unchanged, it was read).
    if (decision.changed || decision.warningTitle === 'KeyringMoved')
        prKeyringReads(settings, reader);
    return settings.trust === 'registry' ? decision : withOwnRevocations(settings, decision, reader);
}
/**
 * A local-mode decision: the base commit's revocations and the work tree's (the PR's copy,
 * where its config puts it; read as a push reads it, errors and all). A revocation the base
 * names keeps the base's line; one only the PR's copy names is added when both are one file
 * (a line of another file would be shown under the base's name). When the base's keyring
 * could not be read, the PR's copy is what there is: the warning says so.
 */
function withOwnRevocations(settings, decision, reader) {
    const own = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .loadKeyring */ .Or)(settings).keyring;
    const base = decision.ctx.keyring;
    const ownFile = inRepository(settings, settings.trustedKeys) ?? settings.trustedKeys;
    const sameFile = !base || [settings.trustedKeys, ownFile].includes(decision.ctx.settings.trustedKeys);
    let keyring = base ?? own;
    if (base && own && sameFile && [...own.revoked.keys()].some((k) => !base.revoked.has(k))) {
        const revoked = new Map(base.revoked);
        for (const [key, line] of own.revoked)
            if (!revoked.has(key))
                revoked.set(key, line);
        keyring = { entries: base.entries, revoked };
    }
    const ctx = keyring === base ? decision.ctx : (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(decision.ctx.settings, keyring, decision.ctx.keyringNote);
    // What a KeyringChanged says: in local mode, the revocations read (the base commit's and
    // the PR's, or, when the PR moves the keyring, the base commit's alone).
    const source = decision.source === 'base commit'
        ? sameFile
            ? 'revocations'
            : 'base revocations'
        : decision.source === 'none' && own
            ? 'own revocations'
            : decision.source;
    if (!decision.warning || decision.warningTitle)
        return { ...decision, ctx, source };
    // KeyringUnavailable: nothing of the base's keyring is known.
    return {
        ...decision,
        ctx,
        source,
        warning: decision.warning.replace(/: no key is trusted \(/, `: only ${changeOf(reader)}'s copy's revocations are checked (`),
    };
}
async function decideKeyring(settings, reader, prTouches, keysFromInput) {
    if (!keysFromInput) {
        // Where the keyring is comes from the config, which the pull request may edit: the
        // base commit's config decides, or the PR could point trusted_keys at another file
        // (a test fixture's keyring whose secret key is public, say).
        const atBase = await pathAtBase(settings, reader, 'trustedKeys');
        if (atBase === undefined) {
            return {
                ctx: (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(settings, undefined, `the base commit's config could not be read`),
                changed: false,
                source: 'none',
                warning: `could not read the config from the base commit ${shortSha(reader)} to find its trusted keyring: no key is trusted (${baseAdvice(reader)})`,
            };
        }
        const current = inRepository(settings, settings.trustedKeys) ?? settings.trustedKeys;
        if (atBase.path !== current) {
            const decision = await decideKeyring({ ...settings, trustedKeys: atBase.path, trustedKeysExplicit: atBase.explicit, trustedKeysAt: undefined }, reader, prTouches, true);
            if (decision.warning)
                return { ...decision, changed: true };
            // KeyringMoved says where the keyring went; KeyringChanged, if the PR also edits the
            // base commit's keyring (the one used), names that file, not the PR's.
            return {
                ...decision,
                file: atBase.path,
                warningTitle: 'KeyringMoved',
                warning: `${changeOf(reader)} moves the trusted keyring from ${atBase.path} to ${current} (${atBase.config}): the base commit's ${atBase.path} is used`,
            };
        }
    }
    // A keyring outside the repository (say, written by an earlier step) is the workflow's, not
    // the PR's. One inside it, however spelled (`a/../keys`, an absolute path, a path through a
    // symlink), is the PR's: it is read at the base commit by its repository-relative name.
    const rel = inRepository(settings, settings.trustedKeys);
    if (rel === undefined)
        return { ctx: (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .contextFor */ .BT)(settings), changed: false, source: 'workflow' };
    if (rel !== settings.trustedKeys)
        settings = { ...settings, trustedKeys: rel };
    const base = await readAtBase(reader, rel);
    const here = workTreeText(settings, rel);
    const changed = base !== undefined &&
        (base.state !== here.state || (base.state === 'present' && here.state === 'present' && base.text !== here.text));
    const short = shortSha(reader);
    if (base?.state === 'present') {
        let keyring;
        try {
            keyring = (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .loadKeyring */ .Or)(settings, base.text).keyring;
        }
        catch (e) {
            // In local mode only revocations are read from it, and a pull request may be the one
            // that repairs it: its own copy's revocations are checked, and a warning says so.
            if (e instanceof _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb && settings.trust !== 'registry')
                return {
                    ctx: (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(settings, undefined, `the base commit's keyring does not read`),
                    changed,
                    source: 'none',
                    warning: `the base commit ${short}'s trusted keyring ${rel} does not read as one (${e.message}): only ${changeOf(reader)}'s copy's revocations are checked`,
                };
            if (e instanceof _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb)
                throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`${e.message} (the base commit ${short}'s copy)`);
            throw e;
        }
        return { ctx: (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(settings, keyring), changed, source: 'base commit' };
    }
    if (base?.state === 'absent' && here.state === 'absent')
        return { ctx: (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .contextFor */ .BT)(settings), changed, source: 'none' };
    if (base?.state === 'absent') {
        // The base branch has no keyring: nothing is trusted yet, whatever the PR adds.
        return {
            ctx: (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(settings, undefined, `no keyring at ${rel} on the base commit ${short}`),
            changed,
            source: 'base commit',
        };
    }
    if (prTouches(rel) === false)
        return { ctx: (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .contextFor */ .BT)(settings), changed: false, source: 'work tree' };
    return {
        ctx: (0,_core_engine_js__WEBPACK_IMPORTED_MODULE_8__/* .makeContext */ .og)(settings, undefined, `the base commit's keyring could not be read`),
        changed: false,
        source: 'none',
        warning: `could not read the trusted keyring from the base commit ${short}, and ${changeOf(reader)} may change it: no key is trusted (${baseAdvice(reader)})`,
    };
}
/**
 * The pull request's own keyring (where its config puts it) must read as a keyring, as its
 * config and lockfile must: the base commit's decides trust for this run, but the PR's is the
 * keyring every run after the merge reads, and a malformed line there, or a keyring its config
 * (or the `trusted-keys` input) names that is not there (SPEC \u00a73: an error, exit 1), would
 * fail them all while this check passed. One outside the repository is the workflow's; the
 * default keyring deleted is the KeyringChanged warning's, not an error (as on a push: no
 * keyring, no key trusted). The error keeps its place (the keyring's bad lines, the config
 * line naming a missing one) for the annotations.
 */
function prKeyringReads(settings, reader) {
    const rel = inRepository(settings, settings.trustedKeys);
    if (rel === undefined)
        return;
    try {
        (0,_core_run_js__WEBPACK_IMPORTED_MODULE_9__/* .loadKeyring */ .Or)({ ...settings, trustedKeys: rel });
    }
    catch (e) {
        if (e instanceof _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb) {
            const note = ` (${changeOf(reader)}'s copy, the keyring once it merges; the base commit's decides trust here)`;
            throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`${e.message}${note}`, e.locations?.map((l) => ({ ...l, message: `${l.message}${note}` })));
        }
        throw e;
    }
}
/**
 * Where the base commit's config puts a file (`trustedKeys` or `lockfile`), repository-relative:
 * its own value or the default; undefined when that config cannot be read or parsed. A config
 * outside the repository (the workflow's, named by the `config` input) is not the PR's to
 * edit: the path as the settings have it stands (`theWorkflows`).
 */
async function pathAtBase(settings, reader, key) {
    const base = await configAtBase(settings, reader);
    if (!base)
        return undefined;
    const explicitKey = key === 'trustedKeys' ? 'trustedKeysExplicit' : 'lockfileExplicit';
    if (base.theWorkflows)
        return { path: settings[key], config: base.config, explicit: settings[explicitKey], theWorkflows: true };
    const named = base.partial?.[key] ?? (0,_core_config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultSettings */ .L6)(settings.root, settings.inGit)[key];
    // `explicit`: the base's config names it (then it must exist); the default may be absent.
    return { path: inRepository(settings, named) ?? named, config: base.config, explicit: !!base.partial?.[key] };
}
/**
 * A pull request cannot move the lock check off its lockfile: when its config names another
 * lockfile than the base commit's config does (or defaults to), and the base commit has that
 * lockfile, the step checks against it, with a warning. Returns the settings to check with
 * and that warning. A config outside the repository (the workflow's) or one the base commit
 * cannot give leaves the settings as they are.
 */
async function lockfileAtBase(settings, reader, push = false) {
    const base = await pathAtBase(settings, reader, 'lockfile');
    if (!base || base.theWorkflows)
        return { settings };
    const atBase = base.path;
    const current = inRepository(settings, settings.lockfile) ?? settings.lockfile;
    if (atBase === current)
        return { settings };
    // A base without that lockfile has no lock check to lose: the PR's choice stands (adopting one).
    if ((await readAtBase(reader, atBase))?.state === 'absent')
        return { settings };
    return {
        // Not required: a lockfile really moved is gone from its base path, and that is the
        // LockfileRemoved warning's to say, as when the default one is moved.
        settings: { ...settings, lockfile: atBase, lockfileExplicit: false, lockfileAt: undefined },
        // A push is merged: its lockfile is the lock check's; only what it gains is compared with
        // the lockfile the commit before it used.
        warning: push
            ? `this push's config names the lockfile ${current} instead of ${atBase} (${base.config}): the capabilities it gains are compared with the previous commit's ${atBase}`
            : `${changeOf(reader)} moves the lockfile from ${atBase} to ${current} (${base.config}): the lock check uses the base commit's ${atBase}`,
    };
}
/**
 * A pull request cannot hide a skill from the check with its own config: when its
 * `include` or `exclude` differs from the base commit's, the step scans every file that
 * either one selects (a skill the PR adds under `exclude: [skills/evil/**]` is still
 * validated and lock-checked, and a PR that widens the scope is checked on its new files).
 * Returns the settings to scan with and the warning. A config outside the repository (the
 * workflow's) or one the base commit cannot give (configUnavailableAtBase says so) leaves
 * the settings as they are.
 */
async function scanScopeAtBase(settings, reader) {
    const base = await configAtBase(settings, reader);
    if (!base || base.theWorkflows)
        return { settings };
    const include = base.partial?.include ?? [];
    const exclude = base.partial?.exclude ?? [];
    const same = (a, b) => a.length === b.length && a.every((g, i) => g === b[i]);
    const changed = [
        same(include, settings.include) ? undefined : 'include',
        same(exclude, settings.exclude) ? undefined : 'exclude',
    ].filter(Boolean);
    if (!changed.length)
        return { settings };
    return {
        settings: { ...settings, alsoScan: { include, exclude } },
        warning: `${changeOf(reader)} changes ${changed.join(' and ')} (${base.config}): the step scans every SKILL.md that the base commit's or ${changeOf(reader)}'s include and exclude select, so that no skill can be left out of the check (a skill it leaves out that the base scans is still checked, and must still be in the lockfile)`,
    };
}
/**
 * What a pull request's config changes in the policy its own check runs under, against the
 * base commit's: tools it registers or reclassifies, rules it lowers, permission profiles it
 * adds or changes. The check applies them (a new MCP tool must be registered with the skill
 * that uses it), so they are said, for the reviewer, in one warning. Undefined when nothing
 * changed, or the base config cannot be compared (unreadable, the workflow's, or one this
 * version refuses).
 */
async function policyChangesAtBase(settings, reader, fixedByInputs = { profile: false, brokerVersion: false }) {
    const base = await configAtBase(settings, reader);
    if (!base || base.theWorkflows || base.lenient)
        return undefined;
    const was = base.partial ?? {};
    const changes = [];
    // What the config adds (a tool registered, a profile added) is said after what it changes or
    // takes away: a list cut at ten must not hide a profile removed behind ten registrations.
    const added = [];
    // The profile decides the schema and rule defaults: a PR that switches it is said, and the
    // base's defaults are those of its own profile.
    const baseProfile = fixedByInputs.profile ? settings.profile : (was.profile ?? 'v1');
    if (baseProfile !== settings.profile)
        changes.push(`switches the profile from ${baseProfile} to ${settings.profile}`);
    if (!fixedByInputs.brokerVersion && was.brokerVersion && !settings.brokerVersion)
        changes.push(`removes broker_version ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(was.brokerVersion)} (min/max_broker_version are no longer checked)`);
    // Another broker passes other skills' ranges (a BrokerTooOld silenced by a config edit).
    else if (!fixedByInputs.brokerVersion && was.brokerVersion && settings.brokerVersion !== was.brokerVersion)
        changes.push(`changes broker_version from ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(was.brokerVersion)} to ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(settings.brokerVersion)}`);
    const baseTools = was.tools ?? {};
    for (const [name, cls] of Object.entries(settings.tools)) {
        const before = Object.hasOwn(baseTools, name) ? baseTools[name] : undefined;
        if (before === undefined)
            added.push(`registers ${name} as ${cls}`);
        else if (before !== cls)
            changes.push(`reclassifies ${name} from ${before} to ${cls}`);
    }
    const rank = { off: 0, warning: 1, error: 2 };
    for (const meta of _rules_index_js__WEBPACK_IMPORTED_MODULE_13__/* .ALL_RULES */ .Uj) {
        const now = settings.rules[meta.id] ?? meta.defaultSeverity(settings.profile);
        const before = was.rules?.[meta.id] ?? meta.defaultSeverity(baseProfile);
        if (rank[now] < rank[before])
            changes.push(`lowers ${meta.id} from ${before} to ${now}`);
    }
    const baseProfiles = was.permissionProfiles ?? {};
    const shape = (p) => JSON.stringify([p.allow, p.paths]);
    for (const [name, profile] of Object.entries(settings.permissionProfiles)) {
        const before = Object.hasOwn(baseProfiles, name) ? baseProfiles[name] : undefined;
        if (!before)
            added.push(`adds permission profile ${name}`);
        else if (shape(before) !== shape(profile))
            changes.push(`changes permission profile ${name}`);
    }
    // A profile removed no longer restricts the skills it governed (a pull request that deletes
    // `permission_profiles` hands them every tool they declare); and by paths the first profile
    // in the file governs a skill, so an order changed hands skills to other profiles.
    for (const name of Object.keys(baseProfiles))
        if (!Object.hasOwn(settings.permissionProfiles, name))
            changes.push(`removes permission profile ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(name)}`);
    const kept = (name) => Object.hasOwn(baseProfiles, name) && Object.hasOwn(settings.permissionProfiles, name);
    const orderBefore = inFileOrder(baseProfiles)
        .filter(([name]) => kept(name))
        .map(([name]) => name);
    const orderNow = inFileOrder(settings.permissionProfiles)
        .filter(([name]) => kept(name))
        .map(([name]) => name);
    if (orderBefore.some((name, i) => name !== orderNow[i]))
        changes.push(`reorders permission profiles from ${names(orderBefore)} to ${names(orderNow)} (by paths, the first that matches a skill governs it)`);
    changes.push(...added);
    if (!changes.length)
        return undefined;
    const shown = changes.length > 10 ? [...changes.slice(0, 10), `and ${changes.length - 10} more`] : changes;
    return `${changeOf(reader)} changes the policy in ${base.config}, and this check applies it: ${shown.join('; ')} (review these before merging)`;
}
/** Permission profiles in the config file's order (JavaScript lists integer-like names first). */
function inFileOrder(profiles) {
    return Object.entries(profiles).sort((a, b) => (a[1].order ?? 0) - (b[1].order ?? 0));
}
/** Profile names for a message: the first 10, each cut when long. */
function names(list) {
    return list.slice(0, 10).map(_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj).join(', ') + (list.length > 10 ? `, and ${list.length - 10} more` : '');
}
/** One read and parse of the base config per reader, config file and profile: six callers ask for it. */
const baseConfigs = new WeakMap();
function configAtBase(settings, reader) {
    let byKey = baseConfigs.get(reader);
    if (!byKey)
        baseConfigs.set(reader, (byKey = new Map()));
    const key = `${settings.configFile ?? _core_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2}\0${settings.profile}`;
    let found = byKey.get(key);
    if (!found)
        byKey.set(key, (found = readConfigAtBase(settings, reader)));
    return found;
}
async function readConfigAtBase(settings, reader) {
    const config = settings.configFile ?? _core_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2;
    const rel = inRepository(settings, config);
    if (rel === undefined)
        return { config, theWorkflows: true };
    const blob = await readAtBase(reader, rel);
    if (!blob)
        return undefined;
    if (blob.state === 'absent')
        return { config };
    try {
        return {
            config,
            partial: await (0,_core_config_js__WEBPACK_IMPORTED_MODULE_5__/* .parseConfig */ .o4)(blob.text, `${rel} at ${shortSha(reader)}`, { profile: settings.profile }),
        };
    }
    catch {
        // A base config this version refuses (a rule it added, say) still says where the
        // keyring and lockfile are and which trust mode holds: a pull request that fixes the
        // config must not thereby get to weaken them.
        const lenient = lenientConfig(blob.text, config);
        return lenient && { ...lenient, lenient: true };
    }
}
/** `trust`, `trusted_keys`, `lockfile`, `include` and `exclude` as a config that fails validation states them; undefined if it is not YAML. */
function lenientConfig(text, config) {
    const parsed = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_6__/* .parseYamlText */ .cd)(text, _core_config_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CONFIG_VALUES */ .RZ);
    if (!parsed.ok)
        return undefined;
    const partial = {};
    for (const { key, value } of parsed.root?.entries ?? []) {
        if (value.kind === 'seq') {
            // include and exclude, when they are lists of strings: what the base scans.
            if (key.value !== 'include' && key.value !== 'exclude')
                continue;
            const globs = value.items.flatMap((n) => (n.kind === 'scalar' && typeof n.value === 'string' ? [n.value] : []));
            if (globs.length === value.items.length)
                partial[key.value] = globs;
            continue;
        }
        if (value.kind !== 'scalar' || value.type !== 'str' || typeof value.value !== 'string' || !value.value)
            continue;
        const v = value.value;
        if (key.value === 'trust' && (v === 'local' || v === 'registry'))
            partial.trust = v;
        else if (key.value === 'trusted_keys')
            partial.trustedKeys = v;
        else if (key.value === 'lockfile')
            partial.lockfile = v;
    }
    return { config, partial };
}
/**
 * A pull request cannot weaken the trust mode: when the base commit's config says
 * `registry` and the PR's says (or defaults to) `local`, the step checks with `registry`.
 * Returns the warning to show, or undefined when the PR's trust mode stands.
 */
async function trustAtBase(settings, reader) {
    if (settings.trust === 'registry')
        return undefined;
    const base = await configAtBase(settings, reader);
    if (!base || base.theWorkflows || base.partial?.trust !== 'registry')
        return undefined;
    return `${changeOf(reader)} changes trust from registry to local (${base.config}): it is checked with the base commit's trust: registry`;
}
/**
 * When the base commit's config cannot be read (no base commit in git, no API), the trust
 * mode and the lockfile come from the pull request's own config, which it may have edited:
 * say so, unless the workflow's inputs fix both or the PR is known not to touch the config.
 * (Failing closed here would fail every unsigned skill of a `local` repository whose job
 * cannot reach its base; the keyring does fail closed, as it decides what is trusted.)
 */
async function configUnavailableAtBase(settings, reader, prTouches, fixedByInputs) {
    // No input fixes the scan's scope: a PR config that sets include or exclude is said either way.
    const scoped = settings.include.length > 0 || settings.exclude.length > 0;
    if (fixedByInputs.trust && fixedByInputs.lockfile && !scoped)
        return undefined;
    const config = settings.configFile ?? _core_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FILE */ .g2;
    const rel = inRepository(settings, config);
    if (rel === undefined || prTouches(rel) === false)
        return undefined;
    if (await configAtBase(settings, reader))
        return undefined;
    const what = [
        fixedByInputs.trust ? undefined : `the trust mode (${settings.trust})`,
        fixedByInputs.lockfile ? undefined : `the lockfile (${settings.lockfile})`,
        scoped ? 'which SKILL.md files are scanned (include, exclude)' : undefined,
    ].filter(Boolean);
    const own = `${what.join(' and ')} ${what.length > 1 ? 'come' : 'comes'} from ${changeOf(reader)}'s own config, which it may change`;
    // There, but not YAML: no fetch or token would help (it said to fetch the base commit).
    if ((await readAtBase(reader, rel))?.state === 'present')
        return `the base commit ${shortSha(reader)}'s ${rel} does not parse as YAML: ${own} (the workflow's trust and lockfile inputs fix them)`;
    return `could not read ${rel} from the base commit ${shortSha(reader)}: ${own} (${baseAdvice(reader, true)})`;
}
async function baseLock(settings, reader) {
    const short = shortSha(reader);
    const blob = await readAtBase(reader, inRepository(settings, settings.lockfile) ?? settings.lockfile);
    if (!blob)
        return { note: `the base commit ${short} could not be read`, unreadable: true };
    if (blob.state === 'absent')
        return { note: `the base commit ${short} has no ${settings.lockfile}` };
    try {
        return { lock: (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_10__/* .parseLockfile */ .tg)(blob.text, `${(0,_report_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safe */ .gB)(settings.lockfile)} at ${short}`), text: blob.text };
    }
    catch (e) {
        return {
            note: `the base commit's ${settings.lockfile} is not valid: ${e.message.split('\n')[0]}`,
            invalid: true,
        };
    }
}
/**
 * For each skill edited (its lock entry's hash is not its own) and moved, or any edited skill
 * (`all`), the `x-profile` and `disallowed_tools` its SKILL.md at the base path
 * declared at the base commit, by the skill's path now; a SKILL.md the base commit does not
 * give (or that does not parse there) is left out, and profileEscalations does not judge that
 * skill.
 */
async function xProfilesAtBase(base, results, reader, settings, all, at = reader.sha) {
    const out = new Map();
    const wanted = [];
    const entryOf = resultEntries(base, results);
    for (const r of results) {
        const entry = entryOf(r);
        if (!entry)
            continue;
        if ((!all && entry.path === r.path) || r.hash === entry.frontmatter || !r.effective_tools)
            continue;
        wanted.push([r.path, entry.path]);
    }
    if (!wanted.length)
        return out;
    // Moved skills first: read through the API, the reads run out on them last.
    wanted.sort((a, b) => Number(a[0] === a[1]) - Number(b[0] === b[1]));
    // Every one at the base in one git process (a pull request that edits 10,000 skills and
    // changes the profiles: one git process each took minutes); through the API (no git history),
    // at most API_READS, the rest not judged.
    const batch = reader.git?.blobs(at, wanted.map(([, then]) => then));
    let viaApi = 0;
    for (const [now, then] of wanted) {
        let blob = batch?.get(then);
        if (!blob && viaApi < API_READS) {
            viaApi++;
            blob = await readAtBase(at === reader.sha ? reader : { ...reader, sha: at }, then);
        }
        if (blob?.state !== 'present')
            continue;
        // Only a text that holds the keys (or an escape, which could spell them) is parsed.
        if (!blob.text.includes('x-profile') && !blob.text.includes('disallowed') && !blob.text.includes('\\')) {
            out.set(now, { has: false, disallowed: [] });
            continue;
        }
        const parsed = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSkill */ .vv)(Buffer.from(blob.text), { allowBom: settings.profile === 'agentskills' });
        if (!parsed.ok)
            continue;
        const pair = parsed.doc.root.entries.find((e) => e.key.value === 'x-profile');
        // (A key the agentskills profile does not read denies nothing there.)
        const listed = settings.profile === 'agentskills'
            ? undefined
            : parsed.doc.root.entries.find((e) => e.key.value === 'disallowed_tools');
        const disallowed = listed ? (0,_rules_v1_js__WEBPACK_IMPORTED_MODULE_14__/* .deniedNames */ .m3)(listed.value) : [];
        out.set(now, pair ? { has: true, value: (0,_core_document_js__WEBPACK_IMPORTED_MODULE_6__/* .toValue */ .BA)(pair.value), disallowed } : { has: false, disallowed });
    }
    return out;
}
/** Files read one by one through the GitHub API for xProfilesAtBase, when git cannot give them. */
const API_READS = 100;
/**
 * Skills whose permission profile lets through more of the tools they declared at the base
 * commit than it did there: their effective tools (declared \u2229 profile, ADR-028) grow with no
 * change to what they declare, and neither drift nor the declared tools' comparison sees it
 * (the lock pins declared tools; the signature covers neither the path nor the config). With
 * the base commit's profiles (`baseProfiles`, when the pull request changed them: a profile
 * removed, narrowed paths, another order) every skill is judged; with the same profiles, a
 * skill moved out of a restrictive profile's `paths`. Each at its base path, with the
 * `x-profile` it had there (its frontmatter as the base lock pinned it, or, edited, as
 * xProfilesAtBase read it: a version bump beside the move hid the gain; a skill edited whose
 * base text is not known is not judged), against what its check let through now.
 */
function profileEscalations(base, results, settings, snaps, edited = new Map(), basePolicy) {
    const out = [];
    const snapAt = new Map(snaps.map((x) => [x.path, x]));
    const thenSettings = basePolicy ? { ...settings, ...basePolicy } : settings;
    const named = (c, then = false) => c.kind === 'profile'
        ? `permission profile ${(0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(c.name)}${then && basePolicy ? " (the base commit's)" : ''}`
        : c.kind === 'unknown'
            ? `an x-profile naming no permission profile (${c.name !== undefined ? (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_7__/* .nameCut */ .Kj)(c.name) : (c.notName ?? 'not a name')}, which allows no tool)`
            : 'no permission profile';
    const entryOf = resultEntries(base, results);
    for (const r of results) {
        const id = r.data?.id;
        const entry = entryOf(r);
        if (!id || !r.data || !entry)
            continue;
        // Moved: its frontmatter as pinned (so its x-profile is the base's too), or edited beside
        // the move with its x-profile at the base known.
        if (!r.effective_tools)
            continue;
        const asPinned = r.hash === entry.frontmatter;
        const was = asPinned ? undefined : edited.get(r.path);
        if (!asPinned && !was)
            continue;
        // In place, under the same policy: only an edit (of its x-profile, its disallowed_tools) can
        // let more through.
        if (!basePolicy && entry.path === r.path && !was)
            continue;
        const declared = new Set(entry.allowed_tools);
        let thenData = r.data;
        if (was) {
            const x_extensions = { ...r.data.x_extensions };
            if (was.has)
                x_extensions['x-profile'] = was.value;
            else
                delete x_extensions['x-profile'];
            thenData = { ...r.data, x_extensions, disallowed_tools: was.disallowed };
        }
        const thenInput = { path: entry.path, data: thenData, settings: thenSettings };
        const nowInput = { path: r.path, data: r.data, settings };
        const then = new Set((0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .effectiveTools */ .$J)(thenInput));
        // What its check let through (a SKILL.md linked to it still restricting it counts).
        const gained = r.effective_tools.filter((t) => declared.has(t) && !then.has(t));
        if (!gained.length)
            continue;
        const undisallowed = was ? gained.filter((t) => was.disallowed.includes(t)) : [];
        const snap = snapAt.get(r.path);
        out.push({
            id,
            path: r.path,
            isNew: false,
            tools: [...new Set(gained)].sort(byCodeUnit).map((name) => ({ name, class: (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(name, settings) })),
            scopes: [],
            at: snap?.positions.allowed_tools ?? snap?.positions.file,
            profile: {
                before: named((0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .profileFor */ .P5)(thenInput), true),
                // The profile its check chose (a name linked to it may take one first).
                now: named(r.profileRank !== undefined ? (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .pathsChoice */ .Oc)(settings.permissionProfiles, r.profileRank) : (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .profileFor */ .P5)(nowInput)),
                basePath: entry.path,
                ...(basePolicy ? { reclassified: reclassifiedAmong(gained, thenSettings, settings) } : {}),
                ...(undisallowed.length ? { undisallowed: [...new Set(undisallowed)].sort(byCodeUnit) } : {}),
            },
        });
    }
    return out;
}
/**
 * The permission profiles and tool classes the base commit's config gives (none when it has no
 * config): `same` when they are this check's (names, allow lists, paths and order; each
 * tool's class), or the config is the workflow's; undefined when that config cannot be read.
 */
async function policyAtBase(settings, reader) {
    const base = await configAtBase(settings, reader);
    if (!base || base.lenient)
        return undefined;
    if (base.theWorkflows)
        return 'same';
    const permissionProfiles = base.partial?.permissionProfiles ?? {};
    const tools = base.partial?.tools ?? {};
    const shape = (profiles) => JSON.stringify(inFileOrder(profiles).map(([name, p]) => [name, p.allow, p.paths]));
    const classes = (t) => JSON.stringify(Object.entries(t).sort(([a], [b]) => byCodeUnit(a, b)));
    return shape(permissionProfiles) === shape(settings.permissionProfiles) && classes(tools) === classes(settings.tools)
        ? 'same'
        : { permissionProfiles, tools };
}
/** Of `tools`, those whose class differs between `then` and `now`, as `name from A to B`. */
function reclassifiedAmong(tools, then, now) {
    const out = [...new Set(tools)]
        .sort(byCodeUnit)
        .filter((t) => (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(t, then) !== (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(t, now))
        .map((t) => `${t} from ${(0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(t, then) ?? 'unclassified'} to ${(0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(t, now) ?? 'unclassified'}`);
    return out.length ? out : undefined;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** baseEntries for check results (a skill without an id has none). */
function resultEntries(base, results) {
    const of = baseEntries(base, results.flatMap((r) => (r.data?.id ? [{ id: r.data.id, path: r.path }] : [])));
    return (r) => (r.data?.id ? of({ id: r.data.id, path: r.path }).entry : undefined);
}
/**
 * Each skill's entry in the base lock: by its id, or, for a skill whose id changed at the same
 * path (`id: a` became `id: b`), the old id's (`renamedFrom`), so that it is compared with what
 * `a` was pinned to, not taken for a new skill.
 */
function baseEntries(base, current) {
    const ids = new Set(current.map((s) => s.id));
    const byPath = new Map();
    for (const [id, e] of Object.entries(base.skills))
        if (!ids.has(id) && !byPath.has(e.path))
            byPath.set(e.path, id);
    return (s) => {
        if (Object.hasOwn(base.skills, s.id))
            return { entry: base.skills[s.id] };
        const renamedFrom = byPath.get(s.path);
        return renamedFrom === undefined ? {} : { entry: base.skills[renamedFrom], renamedFrom };
    };
}
/** Tools and memory scopes each skill has now that the base lock did not give it. */
function capabilityChanges(base, current, settings) {
    const out = [];
    const entryOf = baseEntries(base, current);
    for (const s of current) {
        const { entry, renamedFrom } = entryOf(s);
        const oldTools = new Set(entry?.allowed_tools ?? []);
        const oldScopes = new Set(entry?.allowed_memory_scopes ?? []);
        const tools = [...new Set(s.allowed_tools)].filter((t) => !oldTools.has(t)).sort(byCodeUnit);
        const scopes = [...new Set(s.allowed_memory_scopes)].filter((t) => !oldScopes.has(t)).sort(byCodeUnit);
        if (!tools.length && !scopes.length)
            continue;
        const at = (tools.length ? s.positions.allowed_tools : s.positions.allowed_memory_scopes) ?? s.positions.file;
        out.push({
            id: s.id,
            path: s.path,
            isNew: !entry,
            ...(renamedFrom !== undefined ? { renamedFrom } : {}),
            // `Bash(git:*)` takes the class of `Bash` (SPEC \u00a77), as in the effective tools.
            tools: tools.map((name) => ({ name, class: (0,_rules_effective_js__WEBPACK_IMPORTED_MODULE_12__/* .toolClass */ .VI)(name, settings) })),
            scopes,
            ...(at ? { at: { line: at.line, column: at.column } } : {}),
        });
    }
    return out.sort((a, b) => byCodeUnit(a.path, b.path) || byCodeUnit(a.id, b.id));
}
/**
 * Skills whose frontmatter differs from the base lock's pin while their version is no bump of
 * the pinned one (SPEC \u00a74's version-not-bumped, against the base commit's lock): a change that
 * re-pins such a skill leaves no drift to say it. New skills have no pinned version.
 */
function unbumpedVersions(base, current) {
    const out = [];
    const entryOf = baseEntries(base, current);
    for (const s of current) {
        const { entry, renamedFrom } = entryOf(s);
        // A skill with no version (possible in the agentskills profile) did not bump it either.
        if (!entry || entry.frontmatter === s.frontmatter)
            continue;
        const reason = (0,_lock_diff_js__WEBPACK_IMPORTED_MODULE_11__/* .notBumpedReason */ .Z3)(entry.version, s.version, 'the base lock');
        if (reason === null)
            continue;
        const at = s.positions.version ?? s.positions.file;
        out.push({
            id: s.id,
            path: s.path,
            ...(renamedFrom !== undefined ? { renamedFrom } : {}),
            reason,
            ...(s.version === '' ? { noVersion: true } : {}),
            ...(s.versionKey !== undefined ? { versionKey: s.versionKey } : {}),
            ...(at ? { at: { line: at.line, column: at.column } } : {}),
        });
    }
    return out.sort((a, b) => byCodeUnit(a.path, b.path) || byCodeUnit(a.id, b.id));
}


/***/ }),

/***/ 7645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   stubsBrokenByChange: () => (/* binding */ stubsBrokenByChange)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1400);
/* harmony import */ var _core_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7188);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6611);
/**
 * Deprecated stubs (ADR-028) a change breaks without touching them: the change deletes the
 * skill a stub's `x-deprecated-by` names, or gives it another id. With `changed-only` (and
 * `validate --changed-since`) only the changed files' findings are reported, so the stub's
 * `deprecated-by` error would be dropped and a green pull request would leave the default
 * branch red.
 */



/**
 * The unchanged results (`others`) whose `x-deprecated-by` names an id the tree no longer
 * holds but a file the change deletes, renames or edits declared at the base commit. Each
 * is returned as a copy holding only that `deprecated-by` finding, which says where the id
 * was. Nothing when no such stub exists (the base commit is read only then). When a file the
 * change touched cannot be read at the base, a stub whose id no readable file declared is
 * returned too, its finding saying the change may take the id away: the check cannot tell,
 * and a stub the change breaks must not pass unsaid.
 */
async function stubsBrokenByChange(others, touched, reader, settings, 
/** Where the change starts, as messages name it (default: the base commit and its sha). */
at = `the base commit ${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(reader ?? { sha: '' })}`) {
    if (!reader?.sha)
        return [];
    const missing = new Map();
    for (const r of others) {
        const target = r.data?.x_extensions['x-deprecated-by'];
        // The tree rule's "no skill with that id": a string, not the stub's own id.
        if (typeof target !== 'string' || !target || target === r.data?.id)
            continue;
        if (!r.findings.some((f) => f.code === 'deprecated-by'))
            continue;
        const list = missing.get(target);
        if (list)
            list.push(r);
        else
            missing.set(target, [r]);
    }
    if (!missing.size)
        return [];
    const field = settings.profile === 'agentskills' ? 'name' : 'id';
    const declaredAt = new Map();
    // Every touched file at the base in one git process, links followed (a SKILL.md symlink
    // declares its target's id); the API, or a file git could not name, one by one.
    const batch = reader.git?.blobs(reader.sha, touched);
    // A file is parsed only when its text holds one of the ids (a stub broken before the
    // change keeps `missing` from filling up, and every touched file would be parsed).
    const ids = missing.size <= 64 ? [...missing.keys()] : undefined;
    const unreadable = [];
    for (const rel of touched) {
        if (declaredAt.size === missing.size)
            break;
        const blob = batch?.get(rel) ?? (await (0,_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .readAtBase */ .z1)(reader, rel));
        if (blob === undefined)
            unreadable.push(rel);
        if (blob?.state !== 'present')
            continue;
        // (An escape could spell an id another way: such a text is always parsed.)
        if (ids && !blob.text.includes('\\') && !ids.some((id) => blob.text.includes(id)))
            continue;
        const id = declaredId(blob.text, field, settings.profile === 'agentskills');
        if (id !== undefined && missing.has(id) && !declaredAt.has(id))
            declaredAt.set(id, rel);
    }
    const broken = [];
    // Each stub with its deprecated-by finding alone, saying what the change did to the id.
    const blame = (stubs, why) => {
        for (const r of stubs) {
            const findings = r.findings
                .filter((f) => f.code === 'deprecated-by')
                .map((f) => ({ ...f, message: `${f.message} (${why})` }));
            broken.push({ ...r, findings, outcome: (0,_core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomeOf */ .sG)(findings) });
        }
    };
    for (const [id, rel] of declaredAt)
        blame(missing.get(id), `this change takes it away: ${rel} declared it at ${at}`);
    if (unreadable.length) {
        const which = `${unreadable[0]}${unreadable.length > 1 ? ` and ${unreadable.length - 1} more` : ''}`;
        for (const [id, stubs] of missing)
            if (!declaredAt.has(id))
                blame(stubs, `this change may take it away: ${which}, which it touches, could not be read at ${at}`);
    }
    return broken;
}
/** The id (`name` under agentskills) a SKILL.md's text declares, when it parses to one. */
function declaredId(text, field, allowBom) {
    const parsed = (0,_core_document_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSkill */ .vv)(Buffer.from(text), { allowBom });
    if (!parsed.ok)
        return undefined;
    const value = parsed.doc.root.entries.find((e) => e.key.value === field)?.value;
    return value?.kind === 'scalar' && typeof value.value === 'string' ? value.value : undefined;
}


/***/ })

};
;