const { jestPreset } = require('../../jest.preset.js');

// Browser tests: load the built extension (dist/, built by the `build` target this target depends on) into Chromium.
module.exports = {
  ...jestPreset('node'),
  displayName: 'extension-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
