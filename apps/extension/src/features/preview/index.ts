// The preview feature: output columns (choose, order, rename, kind) and the windowed preview of the rows.
export { availableKinds, defaultColumns, moveColumn, shapeRows, updateColumn, type ShapedTable } from './model/columns';
export { ColumnEditor, type ColumnEditorProps } from './ui/column-editor';
export { PreviewGrid, type PreviewGridProps } from './ui/preview-grid';
