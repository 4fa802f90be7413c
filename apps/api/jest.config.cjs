const { jestPreset } = require('../../jest.preset.js');

// PGlite's CJS build loads parts of itself with dynamic import(): the `test` target sets
// NODE_OPTIONS=--experimental-vm-modules (see project.json); running jest directly needs the same.
module.exports = {
  ...jestPreset('node'),
  displayName: 'api',
  rootDir: __dirname,
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30_000,
  maxWorkers: 2,
};
