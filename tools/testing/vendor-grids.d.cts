/** File name under /vendor/ → absolute path in node_modules of the grid libraries browser tests serve (AG Grid, Tabulator, Grid.js, DataTables with jQuery). */
export declare const VENDOR_GRID_FILES: Readonly<Record<string, string>>;
