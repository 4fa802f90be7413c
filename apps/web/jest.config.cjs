const { jestPreset } = require('../../jest.preset.js');

const preset = jestPreset('jsdom');

module.exports = {
  ...preset,
  displayName: 'web',
  // Real HTTP, a real RSA key pair per render and first-time transpiling of lazy pages: more than the 5 s default.
  testTimeout: 20_000,
  rootDir: __dirname,
  testEnvironmentOptions: { ...preset.testEnvironmentOptions, url: 'http://localhost/' },
  transform: { ...preset.transform, '\\.svg$': '<rootDir>/src/testing/file-transform.cjs' },
  setupFiles: ['<rootDir>/src/testing/jsdom-platform.ts'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup-after-env.ts'],
};
