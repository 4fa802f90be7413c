// The preview feature: output columns (choose, order, rename, kind). React parts are in ./ui.ts.
export { availableKinds, createRowShaper, defaultColumns, moveColumn, shapeRows, updateColumn, type ShapedTable } from './model/columns';
