import type { MessageHandlers } from '../../../messaging';
import { advancePage, readPage } from './page-steps';

type CrawlContentHandlers = Pick<MessageHandlers<'content'>, 'crawl.read' | 'crawl.advance'>;

/** The content script's crawl messages: read the table, reach the next page. */
export function createCrawlContentHandlers(doc: Document): CrawlContentHandlers {
  return {
    'crawl.read': (query) => readPage(doc, query),
    'crawl.advance': (query) => advancePage(doc, query),
  };
}
