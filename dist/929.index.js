export const id = 929;
export const ids = [929];
export const modules = {

/***/ 2929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAction: () => (/* binding */ runAction)
/* harmony export */ });
/** GitHub Action mode (issue #5 builds it out). */
async function runAction() {
    const core = await __webpack_require__.e(/* import() */ 421).then(__webpack_require__.bind(__webpack_require__, 6421));
    core.setFailed('skillgate: Action mode is not available in this build');
    return 1;
}


/***/ })

};
