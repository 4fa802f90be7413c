import type { MessageHandlers } from '../../../messaging';
import type { CrawlRunner } from './crawl-runner';

export type CrawlHandlers = Pick<MessageHandlers<'background'>, 'crawl.check' | 'crawl.start' | 'crawl.control' | 'crawl.status' | 'crawl.dismiss'>;

/** The service worker's crawl messages over a runner. */
export function createCrawlHandlers(runner: Pick<CrawlRunner, 'check' | 'start' | 'control' | 'status' | 'dismiss'>): CrawlHandlers {
  return {
    'crawl.check': async (request) => {
      await runner.check(request);
      return {};
    },
    'crawl.start': (request) => runner.start(request),
    'crawl.control': ({ action }) => runner.control(action),
    'crawl.status': () => runner.status(),
    'crawl.dismiss': async ({ id }) => ({ removed: await runner.dismiss(id) }),
  };
}
