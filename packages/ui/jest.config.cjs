const preset = require('@medivia/jest-presets/react');

/** Shared React preset plus the portable-stories / jest-axe setup of this package. */
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'],
};
