/**
 * Browser end-to-end tests: the global setup boots the BUILT app (server/dist + client/dist) on a
 * free port with a fresh data dir; specs drive the system Chromium through playwright-core.
 * Run from the repo root with `npm run test:e2e` (builds first).
 */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.cjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.cjs',
  testTimeout: 60_000,
  // Two workers, each with an app server of its own (support/global-setup.cjs).
  maxWorkers: 2,
};
