// The preview feature's React entry: the column editor and the windowed preview of the rows.
export { ColumnEditor, type ColumnEditorProps } from './ui/column-editor';
export { PreviewGrid, type PreviewGridProps } from './ui/preview-grid';
