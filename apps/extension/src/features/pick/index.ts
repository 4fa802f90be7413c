// The pick feature: table candidates of a page, highlight, pick on page, and reading the chosen table.
export { PICK_MESSAGES, type CandidateList, type CandidateSummary, type PickedTable } from './messages';
export { createPickHandlers, type PickDeps } from './content/pick-handlers';
export { TablePicker, type PickPort, type TablePickerProps } from './ui/table-picker';
