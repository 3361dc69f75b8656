"use strict";
exports.id = 777;
exports.ids = [777];
exports.modules = {

/***/ 9777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runWorker: () => (/* binding */ runWorker)
/* harmony export */ });
/* harmony import */ var _builtin_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7216);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2257);
/* harmony import */ var _heap_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9861);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8830);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5728);
/* harmony import */ var _transfer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8060);
/**
 * A pool worker (see pool.ts): the bundle itself, started with WorkerInit as workerData.
 * It claims chunks from the shared counter until none is left and posts their results.
 */






function runWorker(init = (0,_builtin_js__WEBPACK_IMPORTED_MODULE_0__/* .workerThreads */ .kp)().workerData) {
    const { files, chunk, port } = init;
    (0,_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .useEpochAnchor */ .Sw)(init.epochAnchor);
    if (init.holdYoung)
        (0,_heap_js__WEBPACK_IMPORTED_MODULE_1__/* .holdYoungGeneration */ .kK)(_heap_js__WEBPACK_IMPORTED_MODULE_1__/* .HOLD_MIN_FILES */ .Rp);
    const counter = new Int32Array(init.shared);
    const ctx = (0,_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .makeContext */ .og)(init.settings, init.keyring, init.keyringNote);
    const nChunks = Math.ceil(files.length / chunk);
    try {
        for (let c = Atomics.add(counter, 0, 1); c < nChunks; c = Atomics.add(counter, 0, 1)) {
            let msg;
            if (init.debug.includes('crash'))
                process.exit(1); // ends this thread only
            try {
                if (init.debug.includes('fail'))
                    throw new Error('SKILLGATE_POOL_DEBUG=fail');
                const results = [];
                const starts = [];
                for (let i = c * chunk; i < Math.min(files.length, (c + 1) * chunk); i++) {
                    starts.push((0,_clock_js__WEBPACK_IMPORTED_MODULE_5__/* .epochMs */ .e9)());
                    results.push((0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .checkFile */ .vH)(files[i], ctx));
                }
                const keys = results.map(_transfer_js__WEBPACK_IMPORTED_MODULE_4__/* .keyPositionsOf */ .Tt);
                msg = (0,_transfer_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonExact */ .m7)(results)
                    ? { chunk: c, json: JSON.stringify([results, keys]), starts }
                    : { chunk: c, results, starts, keys };
            }
            catch (e) {
                // The main thread checks this chunk itself, and reports what it finds.
                msg = { chunk: c, error: e instanceof Error ? e.message : String(e) };
            }
            try {
                port.postMessage(msg);
            }
            catch (e) {
                // A result a structured clone cannot carry: the main thread redoes the chunk.
                port.postMessage({ chunk: c, error: e instanceof Error ? e.message : String(e) });
            }
            Atomics.add(counter, 1, 1);
            Atomics.notify(counter, 1);
        }
    }
    finally {
        port.close();
    }
}


/***/ })

};
;