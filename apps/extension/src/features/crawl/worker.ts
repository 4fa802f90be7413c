// The crawl's service-worker entry (imported by src/background only): kept apart from index.ts so that the panel
// and the content script do not bundle the worker's platform adapters, and the worker bundles no React.
export { startCrawlWorker, type CrawlWorkerOptions } from './worker/crawl-worker';
export type { CrawlFinishedPort, CrawlGate } from './worker/crawl-runner';
export { readCrawlTable } from './worker/crawl-worker';
