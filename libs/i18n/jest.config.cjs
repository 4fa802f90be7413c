const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('jsdom'), displayName: 'i18n', rootDir: __dirname };
