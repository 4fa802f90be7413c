import browser from 'webextension-polyfill';
import type { StorageAreaName, StorageChange, StoragePort } from './storage-port';

/** StoragePort over storage.<area> of the extension API; resolves the area on each call. */
export function extensionStoragePort(areaName: StorageAreaName): StoragePort {
  const area = () => browser.storage[areaName];
  return {
    get: (keys) => area().get([...keys]),
    set: (items) => area().set(items),
    remove: (keys) => area().remove([...keys]),
    subscribe(listener, signal) {
      if (signal.aborted) return;
      const onChanged = (changes: Record<string, StorageChange>, changedArea: string): void => {
        if (changedArea === areaName) listener(changes);
      };
      browser.storage.onChanged.addListener(onChanged);
      signal.addEventListener('abort', () => browser.storage.onChanged.removeListener(onChanged), { once: true });
    },
  };
}
