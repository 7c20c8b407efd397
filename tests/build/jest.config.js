// The contract of our shortcuts into Gatsby's internals, checked on the real build output (public/ and .cache/) after
// `npm run build`: `npm run test:build` (docs/gatsby-internals.md).
const path = require('path');

module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/build'],
  testMatch: ['**/*.test.ts'],
  // The two-rebuild contract rebuilds public/ under the others' feet: it runs on its own (rebuild.jest.config.js).
  testPathIgnorePatterns: ['\\.rebuild\\.test\\.ts$'],
  testTimeout: 60000,
  // The functions are packed once for the tests that read their archives.
  globalSetup: '<rootDir>/tests/build/global-setup.ts',
  globalTeardown: '<rootDir>/tests/build/global-teardown.ts',
};
