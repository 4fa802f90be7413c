// Jest stand-in for Vite's asset import: the module's value is the file name (Vite gives a URL).
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(path.basename(filename))} };` };
  },
};
