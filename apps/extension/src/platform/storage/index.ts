import { bindItems } from './bind-items';
import { extensionStoragePort } from './extension-storage-port';
import { ACCOUNT_ITEMS, STORAGE_ITEMS } from './items';

export { STORAGE_ITEMS, ACCOUNT_ITEMS, UI_LANGUAGES, type UiLanguage, type StorageItemName } from './items';
export type { StorageItem } from './item';

const ports = { local: extensionStoragePort('local'), session: extensionStoragePort('session') };

/** The extension's typed storage items on browser.storage (local, session). */
export const storage = bindItems(STORAGE_ITEMS, ports);

/** Removes every account-bound item (sign-out, failed refresh). Settings and future crawl state survive. */
export async function clearAccountStorage(): Promise<void> {
  await Promise.all(ACCOUNT_ITEMS.map((name) => storage[name].remove()));
}
