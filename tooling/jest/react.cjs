const path = require('node:path');
const shared = require('./shared.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...shared,
  testEnvironment: require.resolve('jest-environment-jsdom'),
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  moduleNameMapper: { '\\.(css)$': require.resolve('identity-obj-proxy') },
};
