// The extract feature's React entry: the current page card and its scan hook.
export { PageCard, type PageCardProps } from './ui/page-card';
export { usePageScan, type PageScanPorts, type PageScanView } from './ui/use-page-scan';
