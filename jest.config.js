/** ESM + ts-jest: run with NODE_OPTIONS=--experimental-vm-modules (see package.json). */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false, tsconfig: 'tsconfig.check.json' }],
  },
  testTimeout: 60000,
  // One temporary folder per run, removed at its end (see the two files).
  globalSetup: '<rootDir>/__tests__/helpers/tmp-root-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/helpers/tmp-root-teardown.mjs',
};
