/** Integration suites run against a real PostgreSQL: the one in DATABASE_URL, or an embedded PGlite started once in globalSetup. */
const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
}];
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/server/src', '<rootDir>/server/test'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  // jose, tournament-organizer (with tournament-pairings) and @noble/@scure ship ESM only: jest runs them through swc to CommonJS.
  transform: { '^.+\\.ts$': swc, 'node_modules/(jose|tournament-organizer|tournament-pairings|@noble|@scure)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(jose|tournament-organizer|tournament-pairings|@noble|@scure)/)'],
  globalSetup: '<rootDir>/server/test/global-setup.js',
  setupFiles: ['<rootDir>/server/test/embedded-url.js'],
  globalTeardown: '<rootDir>/server/test/global-teardown.js',
  testTimeout: 30000,
  // Real PostgreSQL gets a database per suite; without it each worker has an embedded PostgreSQL of its own.
  maxWorkers: 2,
};
