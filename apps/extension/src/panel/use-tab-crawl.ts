import { useEffect, useState } from 'react';
import type { TableFingerprint } from '../features/table';
import type { TabCrawlPort } from './panel-ports';

/** How often the stored crawl is read (the crawl writes it after every page). */
export const TAB_CRAWL_POLL_MS = 1000;

/**
 * The table a crawl running or paused in `tabId` reads, read from the crawl's stored state at once (a panel opened
 * mid-crawl knows it before the tab's next page loads) and then every `pollMs`; null when none runs there.
 */
export function useTabCrawl(port: TabCrawlPort | undefined, tabId: number | undefined, pollMs = TAB_CRAWL_POLL_MS): TableFingerprint | null {
  const [crawl, setCrawl] = useState<{ tabId: number; key: string; table: TableFingerprint } | null>(null);
  useEffect(() => {
    if (!port || tabId === undefined) return;
    const controller = new AbortController();
    // One read at a time, the next `pollMs` after the last one answered (a slow store does not pile reads up).
    const loop = async (): Promise<void> => {
      while (!controller.signal.aborted) {
        try {
          const table = await port.crawledTable(tabId);
          if (controller.signal.aborted) return;
          const key = table ? JSON.stringify(table) : '';
          // The same object while the same crawl runs: the workspace's memoised list does not re-render per read.
          setCrawl((before) => (table ? (before && before.tabId === tabId && before.key === key ? before : { tabId, key, table }) : null));
        } catch (error) {
          console.error("[panel] reading the tab's crawl failed", error);
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    };
    void loop();
    return () => controller.abort();
  }, [port, tabId, pollMs]);
  return crawl && crawl.tabId === tabId ? crawl.table : null;
}
