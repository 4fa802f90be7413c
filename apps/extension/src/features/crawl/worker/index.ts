// The crawl's service-worker entry (imported by src/background only): kept apart from ../index.ts so that the panel
// and the content script do not bundle the worker's platform adapters, and the worker bundles no React.
export { createCrawlHandlers, type CrawlHandlers } from './crawl-handlers';
export { startCrawlWorker, type CrawlWorkerOptions } from './crawl-worker';
export type { CrawlFinishedPort, CrawlGate } from './crawl-runner';
