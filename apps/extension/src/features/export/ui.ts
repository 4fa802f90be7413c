// The export feature's React entry.
export { ExportBar, type ExportBarProps, type ExportPort } from './ui/export-bar';
