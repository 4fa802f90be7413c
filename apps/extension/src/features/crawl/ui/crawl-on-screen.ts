/**
 * Which crawls a chosen table's crawl section has on screen, so that the panel's last-crawl card shows a crawl only
 * when nothing else does (its tab closed, another tab active, the user went back to the picked table).
 */
export interface CrawlOnScreen {
  /** Marks crawl `id` as on screen until the returned function is called. */
  show(id: string): () => void;
  /** How many crawl sections show a crawl now (a stable number for useSyncExternalStore). */
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createCrawlOnScreen(): CrawlOnScreen {
  const shown = new Map<symbol, string>();
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((listener) => listener());
  return {
    show(id) {
      const key = Symbol(id);
      shown.set(key, id);
      changed();
      return () => {
        if (shown.delete(key)) changed();
      };
    },
    count: () => shown.size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
