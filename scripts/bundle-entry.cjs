#!/usr/bin/env node
// The bundle's entry as ncc sees it (`npm run build`): a CommonJS file, so that ncc writes
// a CommonJS bundle. node starts one ~5 ms sooner than an ES module (no ESM loader to set up),
// a tenth of what a single-file run spends beyond `node -e 0` (docs/performance.md). The
// program itself is src/index.ts; ncc renames the output to dist/index.js
// (scripts/finish-bundle.mjs), beside a dist/package.json that says "commonjs".
/* eslint-disable no-undef, @typescript-eslint/no-require-imports -- a CommonJS file */
require('../src/index.ts');
