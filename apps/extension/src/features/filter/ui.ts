// The filter feature's React entry.
export { FilterBar, type FilterBarProps } from './ui/filter-bar';
