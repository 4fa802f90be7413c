const { jestPreset } = require('../../jest.preset.js');

// Browser tests: load the built extension (dist/, from the `build` target) into Chromium, against the real API
// server (apps/api/dist/main.mjs, from `api:build`); both are dependencies of the e2e target.
module.exports = {
  ...jestPreset('node'),
  displayName: 'extension-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
