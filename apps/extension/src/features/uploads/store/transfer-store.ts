import { requestResult, sharedConnection, transact } from '../../../platform/idb';

/**
 * Request bodies on their way from the worker to the offscreen document: runtime ports carry JSON only, IndexedDB
 * (same extension origin) carries a Blob. Each body lives for one attempt and is deleted by the worker after it.
 */
export interface TransferStore {
  put(id: string, body: Blob): Promise<void>;
  get(id: string): Promise<Blob | undefined>;
  remove(id: string): Promise<void>;
  /** Drops every body (what a worker that stopped mid-transfer left). */
  clear(): Promise<void>;
}

const BODIES = 'bodies';

const TRANSFER_DB = {
  name: 'tablecrawler-upload-transfers',
  version: 1,
  upgrade(db: IDBDatabase): void {
    if (!db.objectStoreNames.contains(BODIES)) db.createObjectStore(BODIES);
  },
};

export function createTransferStore(factory: IDBFactory = globalThis.indexedDB): TransferStore {
  const db = sharedConnection(TRANSFER_DB, factory);
  return {
    async put(id, body) {
      await transact(await db(), [BODIES], 'readwrite', (tx) => void tx.objectStore(BODIES).put(body, id));
    },
    async get(id) {
      return transact(await db(), [BODIES], 'readonly', async (tx) => (await requestResult(tx.objectStore(BODIES).get(id))) as Blob | undefined);
    },
    async remove(id) {
      await transact(await db(), [BODIES], 'readwrite', (tx) => void tx.objectStore(BODIES).delete(id));
    },
    async clear() {
      await transact(await db(), [BODIES], 'readwrite', (tx) => void tx.objectStore(BODIES).clear());
    },
  };
}
