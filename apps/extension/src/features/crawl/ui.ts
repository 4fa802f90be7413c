// The crawl feature's React entry (the panel's).
export { CrawlPanel, type CrawlPanelProps } from './ui/crawl-panel';
export { createCrawlOnScreen, type CrawlOnScreen } from './ui/crawl-on-screen';
export { createExtensionCrawlPort, type CrawlPort } from './ui/crawl-port';
export { crawledTableIn } from './ui/crawled-table';
export { LastCrawl, type LastCrawlProps } from './ui/last-crawl';
