const { jestPreset } = require('../../jest.preset.js');

module.exports = { ...jestPreset('node'), displayName: 'crypto', rootDir: __dirname };
