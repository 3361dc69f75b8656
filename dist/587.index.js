export const id = 587;
export const ids = [587];
export const modules = {

/***/ 7587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lockCommand: () => (/* binding */ lockCommand)
/* harmony export */ });
/* harmony import */ var _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1400);
/* harmony import */ var _core_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6179);
/* harmony import */ var _lock_lockfile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8606);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9863);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8376);
/** `skillgate lock` writes the lockfile; `lock --check` reports drift and never writes. */






async function lockCommand(p, io) {
    if (p.positionals.length)
        throw new _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('`skillgate lock` takes no paths: it pins every skill in the repository (use include/exclude in .skillgate.yml)');
    if (p.opts.check) {
        const run = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.runCheck)(p, io, { requireLock: true });
        (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.render)(run, p, io));
        return (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.exitFor)(run);
    }
    // Writing: the lock pins only valid contracts, so any error refuses to write.
    const run = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.runCheck)({ ...p, opts: { ...p.opts, lockfile: p.opts.lockfile ?? undefined } }, io, {
        requireLock: false,
    });
    if ((0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.exitFor)({ ...run, drift: [] }) !== _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.OK) {
        (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .emit */ .Ic)(p, io, (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.render)({ ...run, drift: [] }, p, io));
        io.stderr(`skillgate: not writing ${run.settings.lockfile}: fix the errors above first\n`);
        return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.SCHEMA;
    }
    const text = (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeLockfile */ .c5)((0,_core_run_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshots */ .ml)(run.results));
    await (0,_lock_lockfile_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLockfileAtomic */ .E3)((0,_core_run_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveIn */ .QH)(run.settings, run.settings.lockfile), text);
    const n = run.results.length;
    io.stdout(`wrote ${run.settings.lockfile} (${n} skill${n === 1 ? '' : 's'})\n`);
    return _core_diagnostic_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.OK;
}


/***/ })

};
