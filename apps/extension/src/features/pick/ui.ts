// The pick feature's React entry (the panel's).
export { TablePicker, type PickPort, type TablePickerProps } from './ui/table-picker';
