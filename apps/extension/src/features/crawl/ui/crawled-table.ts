import type { TableFingerprint } from '../../table';
import { CRAWL_STATUSES } from '../model/crawl-machine';
import type { CrawlPort } from './crawl-port';

/** The table (fingerprint) a crawl running or paused in `tabId` reads, from the stored state; null when none runs there. */
export async function crawledTableIn(port: Pick<CrawlPort, 'latest'>, tabId: number): Promise<TableFingerprint | null> {
  const s = await port.latest();
  return s && s.tabId === tabId && (s.status === CRAWL_STATUSES.RUNNING || s.status === CRAWL_STATUSES.PAUSED) ? s.fingerprint : null;
}
