// The export feature: CSV / XLSX / JSON files and TSV for the clipboard, built from the output table. React parts are in ./ui.ts.
export { buildExportFile, exportFileName, toClipboardTsv, toExportJson, type ExportFile } from './model/export-file';
