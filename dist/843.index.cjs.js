"use strict";
exports.id = 843;
exports.ids = [843];
exports.modules = {

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
    const wanted = (rel) => settingsFiles.has(rel) || (0,files/* isSkillPath */.Yd)(rel);
    // (One flagged assume-unchanged and deleted: git diff does not list the deletion either.)
    const flaggedGone = [];
    for (const rel of (0,files/* editedBehindFlags */.Pc)(root, index, wanted, flaggedGone))
        changed.add(rel);
    for (const rel of flaggedGone)
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
        if (!read.has(link) && !(reads.wholeTree && (0,files/* isSkillPath */.Yd)(link) && reads.kept(link)))
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
            if (seen.has(rel) || settingsFiles.has(rel) || !reads.kept(rel) || !(0,files/* isSkillPath */.Yd)(rel))
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
var core_run = __webpack_require__(5728);
// EXTERNAL MODULE: ./src/scan/setting-file.ts
var setting_file = __webpack_require__(9692);
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




















/**
 * Entries the walk of the working directory (outside a git work tree) lists at most, for the
 * ids the skills named beside it may point at: run from `/` or a home folder it read every
 * folder below it and checked every SKILL.md there, for minutes.
 */
const TREE_WALK_LIMIT = Math.max(0, Number(process.env.SKILLGATE_TREE_WALK_LIMIT)) || 100_000;
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
    const ctx = (0,core_run/* contextFor */.BT)(settings);
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
            return (0,core_run/* readLock */.mF)(settings, mode.requireLock || settings.lockfileExplicit);
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
        sidecar = (0,core_run/* startSidecar */.yP)(collected, settings);
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
                // What git ignores among them, asked at once (two runs of git a path took minutes).
                let ignored;
                const ignoredAll = () => (ignored ??= (0,files/* ignoredByGitMany */.be)(settings, paths.map((x) => {
                    const abs = (0,files/* underRoot */.N)(settings.root, external_node_path_default().resolve(io.cwd, x));
                    return { abs, folder: (0,files/* isFolder */.lQ)(abs) };
                })));
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
                    if (ignoredAll().has((0,files/* underRoot */.N)(settings.root, abs)))
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
                : (0,core_run/* checkAll */.K7)((0,files/* scanRepository */.Gw)(settings), ctx, undefined, { record: false });
        return tree;
    };
    // The ids named stubs may point at. Outside a git work tree the tree is the working
    // directory, which may be any folder (`/`, a home): unless the lock check reads it whole
    // anyway, that walk stops at TREE_WALK_LIMIT entries, and a target not found says so.
    let treeCut;
    const idsTree = () => {
        if (tree || settings.inGit || lock)
            return wholeTree();
        const scanned = (0,files/* scanRepository */.Gw)(settings, { limit: TREE_WALK_LIMIT });
        treeCut = scanned.cut;
        return (0,core_run/* checkAll */.K7)(scanned, ctx, undefined, { record: false });
    };
    // Named paths in a git work tree: the repository's skills that share their ids (DuplicateId).
    const sharingIds = (checked) => 
    // The tree as a repository scan reads it (untracked copies too); under --staged (the
    // hooks), what the commit holds: tracked files only.
    tree ?? (0,sharing/* skillsSharingIds */.TJ)(settings, checked, { worktree: p.opts.staged !== true });
    // With the lock checked, the whole tree is read anyway, and is what the lock pins: a named
    // skill of the tree is compared with its other skills (DuplicateId; a copy of a pinned id that
    // no DuplicateId shows is drift, drift()). A named file outside it (ignored, in a submodule,
    // outside the repository) is no copy in the tree: it is compared with the named files only.
    const treeCopies = (checked) => {
        const whole = wholeTree();
        const inTree = new Set(whole.map((r) => r.path));
        const ids = new Set(checked.flatMap((r) => (r.data?.id && inTree.has(r.path) ? [r.data.id] : [])));
        return whole.filter((r) => r.data?.id !== undefined && ids.has(r.data.id));
    };
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
    const results = (0,engine/* listWithinRun */.H_)((0,core_run/* checkAll */.K7)(collected, ctx, repoScan
        ? undefined
        : held
            ? commitIds
            : () => {
                const ids = new Set(idsTree()
                    .map((r) => r.data?.id)
                    .filter((x) => !!x));
                if (treeCut !== undefined)
                    ids.note = ` (outside a git work tree the tree is the working directory, and its walk stopped at ${treeCut.toLocaleString('en-US')} entries: run skillgate from the folder that holds the skills, or name that folder)`;
                return ids;
            }, 
    // A changed skill may take the id of one that did not change (SPEC \u00a74: duplicate ids in
    // the tree), and so may a staged one (the hooks name the staged files): the rest of the
    // repository is looked at for the ids they declare. Bundles named without --staged are
    // a tree of their own, compared among themselves: `validate signed-valid` beside the other
    // test vectors (one id, several bundles) checks that bundle, as a user names it.
    {
        sidecar,
        tree: since
            ? wholeTree
            : lock && !repoScan
                ? treeCopies
                : settings.inGit && !repoScan && p.opts.staged === true
                    ? sharingIds
                    : undefined,
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
                    for (const b of broken)
                        results.push(b);
                    results.sort(core_run/* byPath */.f2);
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
            for (const u of unread)
                results.push(u);
            results.sort(core_run/* byPath */.f2);
            // Reported, so counted (the lock check's pass over the tree records nothing).
            (0,telemetry.recordAdded)(unread);
        }
    }
    if (lock)
        drift = (0,core_run/* drift */.UL)(lock, wholeTree(), repoScan ? undefined : results, (0,files/* whyNotScanned */.ce)(settings));
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
    (0,common/* refuseReportOverSkill */.AY)(p, io, settings, [...results, ...(tree && tree !== results ? tree : [])].map((r) => r.path));
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
    for (const f of more)
        scan.files.push(f);
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
        // empty now, and reading it again would wait for ever. The entries then keep the skill's
        // place. One a sparse checkout leaves out is read from the index, as the lock check read it.
        text = (0,setting_file/* readSettingFile */.F)(file, core_run/* MAX_LOCKFILE_BYTES */.hP, false, run.settings).toString('utf8');
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
        return (0,sarif/* watchedForUpload */.rr)((0,sarif/* sarifParts */.yO)(run.results, run.drift, run.settings, lockEntryFor(run), [], run.excluded), (m) => io.stderr(`skillgate: warning: ${m}\n`));
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
    // pre-commit's skillgate-merge hook runs on every commit: it checks only one that finishes a
    // merge (pre-commit hands a merge's hooks only the files that conflicted, so a skill merged
    // in cleanly from a branch committed with --no-verify reached no other hook).
    // Its flags' values are checked still: a hook with a bad one fails every commit, not only a merge's.
    (0,common/* flagValues */.NW)(p.opts);
    if (p.opts['if-merging'] === true && !mergeInProgress(io.cwd))
        return diagnostic/* EXIT */.dc.OK;
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
/** True when git is finishing a merge in the work tree holding `cwd` (MERGE_HEAD is set). */
function mergeInProgress(cwd) {
    const { root, inGit } = (0,files/* findRoot */.wg)(cwd);
    return inGit && (0,files/* spawnGit */.Iz)(root, ['rev-parse', '-q', '--verify', 'MERGE_HEAD']).status === 0;
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