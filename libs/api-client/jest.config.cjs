const { jestPreset } = require('../../jest.preset.js');

// Default environment is node (axios then uses its http adapter against the in-test servers); browser-path
// tests switch per file with `@jest-environment jsdom` plus browser export conditions.
module.exports = { ...jestPreset('node'), displayName: 'api-client', rootDir: __dirname };
