const { jestPreset } = require('../../jest.preset.js');

// Browser (Chromium via playwright-core) and LibreOffice round-trip tests: slow, so a separate `e2e` target.
module.exports = {
  ...jestPreset('node'),
  displayName: 'table-extract-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 300000,
  maxWorkers: 1,
};
