const shared = require('./shared.cjs');

/** @type {import('jest').Config} */
module.exports = { ...shared, testEnvironment: 'node' };
