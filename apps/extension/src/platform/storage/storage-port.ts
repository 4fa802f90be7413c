/** One change of one key, as storage.onChanged reports it. */
export interface StorageChange {
  oldValue?: unknown;
  newValue?: unknown;
}

/** The small slice of a storage area the typed items need; browser.storage.local/session or memory (tests). */
export interface StoragePort {
  get(keys: readonly string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  /** Reports changes of this area until `signal` aborts. */
  subscribe(listener: (changes: Record<string, StorageChange>) => void, signal: AbortSignal): void;
}

export const STORAGE_AREAS = { LOCAL: 'local', SESSION: 'session' } as const;
export type StorageAreaName = (typeof STORAGE_AREAS)[keyof typeof STORAGE_AREAS];
