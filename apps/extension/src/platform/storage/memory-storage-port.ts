import type { StorageChange, StoragePort } from './storage-port';

/**
 * A StoragePort over a Map with chrome.storage's semantics that matter to items: values are stored as
 * JSON copies (so non-serialisable values fail the same way), absent keys are omitted from get(), and
 * subscribers see { oldValue, newValue } per changed key. Used by unit tests; the real path is covered by e2e.
 */
export function memoryStoragePort(initial: Record<string, unknown> = {}): StoragePort & { snapshot(): Record<string, unknown> } {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  const listeners = new Set<(changes: Record<string, StorageChange>) => void>();
  const read = (key: string): unknown => {
    const text = data.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  };
  const emit = (changes: Record<string, StorageChange>): void => {
    if (Object.keys(changes).length === 0) return;
    for (const listener of listeners) listener(changes);
  };
  return {
    async get(keys) {
      const out: Record<string, unknown> = {};
      for (const key of keys) if (data.has(key)) out[key] = read(key);
      return out;
    },
    async set(items) {
      const changes: Record<string, StorageChange> = {};
      for (const [key, value] of Object.entries(items)) {
        const text = JSON.stringify(value);
        if (text === undefined) throw new TypeError(`value of ${key} is not JSON-serialisable`);
        changes[key] = { oldValue: read(key), newValue: JSON.parse(text) as unknown };
        data.set(key, text);
      }
      emit(changes);
    },
    async remove(keys) {
      const changes: Record<string, StorageChange> = {};
      for (const key of keys) {
        if (!data.has(key)) continue;
        changes[key] = { oldValue: read(key) };
        data.delete(key);
      }
      emit(changes);
    },
    subscribe(listener, signal) {
      if (signal.aborted) return;
      listeners.add(listener);
      signal.addEventListener('abort', () => listeners.delete(listener), { once: true });
    },
    snapshot() {
      return Object.fromEntries([...data.keys()].map((k) => [k, read(k)]));
    },
  };
}
