// The filter feature: include/exclude keywords applied to the output rows (never to what was collected). React parts are in ./ui.ts.
export { addKeyword, applyFilter, createRowFilter, EMPTY_FILTER, isFilterActive, removeKeyword, KEYWORD_LISTS, type KeywordList } from './model/keyword-filter';
