// The build contracts that rebuild the site (`npm run test:rebuild`, after a build): apart from the others, which read
// public/ and .cache/ while they stay put.
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testMatch: ['**/*.rebuild.test.ts'],
  testPathIgnorePatterns: [],
};
