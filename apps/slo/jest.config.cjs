module.exports = { ...require('@medivia/jest-presets/node') };
