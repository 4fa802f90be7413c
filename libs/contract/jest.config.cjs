const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('node'), displayName: 'contract', rootDir: __dirname };
