import { columnNamer, type ExtensionT } from '../../../i18n';
import type { MessageHandlers } from '../../../messaging';
import { advancePage, fingerprintElement, readPage, settle } from './page-steps';
import { teachNextControl } from './teach-next';

type CrawlContentHandlers = Pick<MessageHandlers<'content'>, 'crawl.fingerprint' | 'crawl.read' | 'crawl.advance' | 'crawl.settle' | 'crawl.teach'>;

/**
 * The content script's crawl messages: fingerprint the chosen table, read it, reach the next page. `candidate` resolves
 * the pick's candidate ids; `translator` names columns the page leaves unnamed in the UI language, as the pick does.
 */
export function createCrawlContentHandlers(doc: Document, candidate: (id: number) => Element | undefined, translator?: () => Promise<ExtensionT>): CrawlContentHandlers {
  return {
    'crawl.fingerprint': ({ candidateId }) => {
      const element = candidate(candidateId);
      if (!element?.isConnected) throw new Error(`table candidate ${candidateId} is no longer on the page`);
      return { url: doc.URL, fingerprint: fingerprintElement(doc, element) };
    },
    'crawl.read': async (query) => readPage(doc, query, translator ? columnNamer(await translator()) : undefined),
    'crawl.advance': (query) => advancePage(doc, query),
    'crawl.settle': () => settle(),
    'crawl.teach': () => teachNextControl(doc),
  };
}
