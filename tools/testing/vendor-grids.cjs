// The one map of the grid libraries' files that browser tests serve under /vendor/ (pinned devDependencies, read from
// node_modules, never fetched): the table-extract grid tests and the extension's grid pager and virtual-grid tests.
const path = require('node:path');

const MODULES = path.join(__dirname, '..', '..', 'node_modules');

/** File name under /vendor/ → absolute path in node_modules. */
const VENDOR_GRID_FILES = Object.freeze({
  'ag-grid-community.min.js': path.join(MODULES, 'ag-grid-community', 'dist', 'ag-grid-community.min.js'),
  'tabulator.min.js': path.join(MODULES, 'tabulator-tables', 'dist', 'js', 'tabulator.min.js'),
  'tabulator.min.css': path.join(MODULES, 'tabulator-tables', 'dist', 'css', 'tabulator.min.css'),
  'gridjs.umd.js': path.join(MODULES, 'gridjs', 'dist', 'gridjs.umd.js'),
  'mermaid.min.css': path.join(MODULES, 'gridjs', 'dist', 'theme', 'mermaid.min.css'),
  'jquery.min.js': path.join(MODULES, 'jquery', 'dist', 'jquery.min.js'),
  'dataTables.min.js': path.join(MODULES, 'datatables.net', 'js', 'dataTables.min.js'),
  'dataTables.dataTables.min.css': path.join(MODULES, 'datatables.net-dt', 'css', 'dataTables.dataTables.min.css'),
});

module.exports = { VENDOR_GRID_FILES };
