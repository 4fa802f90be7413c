// The uploads feature's React entry (the panel's).
export { RecentSaves, type RecentSavesProps } from './ui/recent-saves';
export { SaveToHistory, type SaveToHistoryProps } from './ui/save-to-history';
export { createExtensionUploadsPort, type AutoSave, type UploadsPort } from './ui/uploads-port';
