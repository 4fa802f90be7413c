const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('jsdom'), displayName: 'table-extract', rootDir: __dirname };
