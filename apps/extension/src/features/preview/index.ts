// The preview feature: output columns (choose, order, rename, kind). React parts are in ./ui.ts.
export { availableKinds, createKindScanner, createRowShaper, defaultColumns, moveColumn, shapeRows, updateColumn, type ShapedTable } from './model/columns';
