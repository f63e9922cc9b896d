const path = require('node:path');
const react = require('@medivia/jest-presets/react');

module.exports = {
  ...react,
  moduleNameMapper: {
    ...react.moduleNameMapper,
    // `server-only` throws outside a React server build; tests import server modules directly.
    '^server-only$': path.join(path.dirname(require.resolve('server-only')), 'empty.js'),
  },
};
