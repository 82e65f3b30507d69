/** Client unit and component tests (jsdom). The browser end-to-end suite is jest.e2e.config.cjs. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'client',
  testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // auto-bind (used by the codegen helpers the named-hooks plugin test loads) ships only ESM.
  transformIgnorePatterns: ['/node_modules/(?!auto-bind/)'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/support/cssModule.cjs',
    '\\.css$': '<rootDir>/tests/support/emptyModule.cjs',
    // import.meta.env cannot be compiled to CommonJS; tests get fixed build flags instead.
    '^(\\.{1,2}/)+lib/env$': '<rootDir>/tests/support/env.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  // jest keeps one core for itself by default; these suites share nothing, so on two cores both run tests.
  maxWorkers: '100%',
  clearMocks: true,
  restoreMocks: true,
};
