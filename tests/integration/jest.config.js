// Integration tests of the contact storage and delivery: real PostgreSQL (TEST_DATABASE_URL or an embedded server, see
// scripts/test-postgres.ts), PGlite and an SMTP sink.
const path = require('path');

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 60000,
  globalSetup: '<rootDir>/tests/integration/global-setup.ts',
  globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
};
