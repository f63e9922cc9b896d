module.exports = { ...require('@medivia/jest-presets/react') };
