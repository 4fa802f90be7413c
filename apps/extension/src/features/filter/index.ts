// The filter feature: include/exclude keywords applied to the output rows (never to what was collected).
export { addKeyword, applyFilter, EMPTY_FILTER, isFilterActive, removeKeyword, KEYWORD_LISTS, type KeywordList } from './model/keyword-filter';
export { FilterBar, type FilterBarProps } from './ui/filter-bar';
