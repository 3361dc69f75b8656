"use strict";
exports.id = 584;
exports.ids = [584];
exports.modules = {

/***/ 7584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runWorker: () => (/* binding */ runWorker)
});

// EXTERNAL MODULE: ./src/core/builtin.ts
var builtin = __webpack_require__(7216);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/core/heap.ts
var heap = __webpack_require__(9861);
// EXTERNAL MODULE: ./src/core/engine.ts + 2 modules
var engine = __webpack_require__(9157);
// EXTERNAL MODULE: ./src/core/run.ts + 1 modules
var run = __webpack_require__(5728);
;// CONCATENATED MODULE: ./src/core/transfer.ts
/**
 * How results cross from a pool worker to the main thread (pool.ts, worker.ts): as JSON when
 * JSON carries them exactly, which is far cheaper to read than a structured clone.
 */
/**
 * True when JSON.parse(JSON.stringify(v)) gives back the same data: no NaN, Infinity or -0,
 * no undefined in a list, no Map, Date or other class instance. (An undefined property is
 * dropped, which reads the same.) Otherwise the structured clone carries the chunk.
 */
function jsonExact(v) {
    if (v === null)
        return true;
    switch (typeof v) {
        case 'string':
        case 'boolean':
        case 'undefined':
            return true;
        case 'number':
            return Number.isFinite(v) && !Object.is(v, -0);
        case 'object': {
            if (Array.isArray(v)) {
                for (const x of v)
                    if (x === undefined || !jsonExact(x))
                        return false;
                return true;
            }
            const proto = Object.getPrototypeOf(v);
            if (proto !== Object.prototype && proto !== null)
                return false;
            for (const k in v)
                if (!jsonExact(v[k]))
                    return false;
            return true;
        }
        default:
            return false;
    }
}

;// CONCATENATED MODULE: ./src/core/worker.ts
/**
 * A pool worker (see pool.ts): the bundle itself, started with WorkerInit as workerData.
 * It claims chunks from the shared counter until none is left and posts their results.
 */






function runWorker(init = (0,builtin/* workerThreads */.kp)().workerData) {
    const { files, chunk, port } = init;
    (0,clock/* useEpochAnchor */.Sw)(init.epochAnchor);
    if (init.holdYoung)
        (0,heap/* holdYoungGeneration */.kK)(heap/* HOLD_MIN_FILES */.Rp);
    const counter = new Int32Array(init.shared);
    const ctx = (0,engine/* makeContext */.og)(init.settings, init.keyring, init.keyringNote);
    if (init.locked)
        ctx.locked = init.locked;
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
                    starts.push((0,clock/* epochMs */.e9)());
                    results.push((0,run/* checkFile */.vH)(files[i], ctx));
                }
                msg = jsonExact(results) ? { chunk: c, json: JSON.stringify(results), starts } : { chunk: c, results, starts };
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