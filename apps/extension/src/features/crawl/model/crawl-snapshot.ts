import type { CrawlSnapshot } from '../messages';
import { elapsedMs, etaMs } from './crawl-machine';
import type { CrawlRecord } from './crawl-record';

/** What the panel shows of a stored crawl at time `now` (the worker answers it; the panel also reads it from IndexedDB). */
export function toSnapshot(record: CrawlRecord, now: number): CrawlSnapshot {
  const s = record.state;
  return {
    id: record.id,
    tabId: record.tabId,
    url: s.pageUrl ?? record.target.url,
    fingerprint: record.target.fingerprint,
    status: s.status,
    requestedMode: s.requestedMode,
    mode: s.mode,
    pagesDone: s.pagesDone,
    maxPages: s.conditions.maxPages,
    rowCount: s.rowCount,
    duplicatesDropped: s.duplicatesDropped,
    elapsedMs: Math.round(elapsedMs(s, now)),
    etaMs: etaMs(s, now),
    stopReason: s.stopReason,
    lastError: s.lastError,
  };
}
