// Integration tests of the contact storage and delivery: real PostgreSQL (scripts/test-postgres.sh), PGlite and an SMTP sink.
const path = require('path');

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/integration'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 60000,
};
