// The export feature: CSV / XLSX / JSON files and TSV for the clipboard, built from the output table.
export { buildExportFile, exportFileName, toClipboardTsv, toExportJson, type ExportFile } from './model/export-file';
export { ExportBar, type ExportBarProps, type ExportPort } from './ui/export-bar';
