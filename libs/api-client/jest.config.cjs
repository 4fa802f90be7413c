const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('jsdom'), displayName: 'api-client', rootDir: __dirname, setupFilesAfterEnv: ['<rootDir>/../../tools/jest-setup-dom.ts'] };
