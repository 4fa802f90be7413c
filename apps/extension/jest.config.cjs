const { jestPreset } = require('../../jest.preset.js');

const preset = jestPreset('node');

// Unit tests run under node by default; DOM tests opt in with a `@jest-environment jsdom` docblock.
// The build-time config beside vite.config.mts is tested too.
module.exports = {
  ...preset,
  displayName: 'extension',
  rootDir: __dirname,
  testMatch: [...preset.testMatch, '<rootDir>/*.test.ts'],
};
