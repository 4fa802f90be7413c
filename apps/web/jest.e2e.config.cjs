const { jestPreset } = require('../../jest.preset.js');

// Browser tests: the built site served by the real API server, driven by playwright-core + /usr/bin/chromium.
module.exports = {
  ...jestPreset('node'),
  displayName: 'web-e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
