const path = require('node:path');
const react = require('@medivia/jest-presets/react');

module.exports = {
  ...react,
  // The Next contract test builds and serves an app under node:test (pnpm test:contract), and the
  // staff-language check loads Payload's ESM config under node:test with tsx: not jest's.
  testPathIgnorePatterns: [
    ...react.testPathIgnorePatterns,
    '/test/next-contract/',
    '/test/staff-language/',
  ],
  moduleNameMapper: {
    ...react.moduleNameMapper,
    // `server-only` throws outside a React server build; tests import server modules directly.
    '^server-only$': path.join(path.dirname(require.resolve('server-only')), 'empty.js'),
  },
};
