// The pick feature's React entry (the panel's).
export { TablePicker, type PickPort, type TablePickerProps } from './ui/table-picker';
export { GridReadNote, GridReading, READING_POLL_MS, type GridReadingPort, type GridReadingProgress } from './ui/grid-reading';
