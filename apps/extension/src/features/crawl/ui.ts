// The crawl feature's React entry (the panel's).
export { CrawlPanel, type CrawlPanelProps } from './ui/crawl-panel';
export { createExtensionCrawlPort, type CrawlPort } from './ui/crawl-port';
