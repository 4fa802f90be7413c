export { CRAWL_MESSAGES, type CrawlSnapshot, type CrawlStartRequest } from './messages';
export { createCrawlContentHandlers } from './content/crawl-handlers';
export { CRAWL_MODES, DEFAULT_CONDITIONS, type CrawlConditions, type CrawlMode } from './model/crawl-machine';
export type { CrawlTarget } from './model/crawl-record';
export { createCrawlHandlers, type CrawlHandlers } from './worker/crawl-handlers';
