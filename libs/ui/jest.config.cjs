const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('jsdom'), displayName: 'ui', rootDir: __dirname };
