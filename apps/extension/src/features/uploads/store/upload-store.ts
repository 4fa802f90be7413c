import { requestResult, sharedConnection, transact } from '../../../platform/idb';
import type { UploadEntry } from '../model/upload-entry';

/**
 * The upload queue in IndexedDB (shared by the service worker and the panel, same extension origin): `entries`
 * holds each save's metadata and state, `files` its bytes under the same id until the server has the file. A
 * browser restart or a stopped worker loses nothing: the next worker start reads the queue from here.
 */
export interface UploadStore {
  /** Adds an entry with its bytes in one transaction. */
  add(entry: UploadEntry, bytes: ArrayBuffer): Promise<void>;
  put(entry: UploadEntry): Promise<void>;
  get(id: string): Promise<UploadEntry | undefined>;
  /** Newest first. */
  list(): Promise<UploadEntry[]>;
  readFile(id: string): Promise<ArrayBuffer | undefined>;
  /** Marks the entry saved and deletes its bytes in one transaction. */
  markSaved(entry: UploadEntry): Promise<void>;
  /** Removes an entry and its bytes. */
  remove(id: string): Promise<void>;
}

const ENTRIES = 'entries';
const FILES = 'files';

export const UPLOAD_DB = {
  name: 'tablecrawler-uploads',
  version: 1,
  upgrade(db: IDBDatabase): void {
    if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
    if (!db.objectStoreNames.contains(FILES)) db.createObjectStore(FILES, { keyPath: 'id' });
  },
};

interface FileRecord {
  id: string;
  bytes: ArrayBuffer;
}

export interface UploadStoreOptions {
  /** Default globalThis.indexedDB (tests pass fake-indexeddb's). */
  factory?: IDBFactory;
}

export function createUploadStore(options: UploadStoreOptions = {}): UploadStore {
  const factory = options.factory ?? globalThis.indexedDB;
  const db = sharedConnection(UPLOAD_DB, factory);
  return {
    async add(entry, bytes) {
      const file: FileRecord = { id: entry.id, bytes };
      await transact(await db(), [ENTRIES, FILES], 'readwrite', (tx) => {
        tx.objectStore(FILES).put(file);
        tx.objectStore(ENTRIES).put(entry);
      });
    },
    async put(entry) {
      await transact(await db(), [ENTRIES], 'readwrite', (tx) => void tx.objectStore(ENTRIES).put(entry));
    },
    async get(id) {
      return transact(await db(), [ENTRIES], 'readonly', async (tx) => (await requestResult(tx.objectStore(ENTRIES).get(id))) as UploadEntry | undefined);
    },
    async list() {
      const all = await transact(await db(), [ENTRIES], 'readonly', async (tx) => (await requestResult(tx.objectStore(ENTRIES).index('createdAt').getAll())) as UploadEntry[]);
      return all.reverse();
    },
    async readFile(id) {
      return transact(await db(), [FILES], 'readonly', async (tx) => ((await requestResult(tx.objectStore(FILES).get(id))) as FileRecord | undefined)?.bytes);
    },
    async markSaved(entry) {
      await transact(await db(), [ENTRIES, FILES], 'readwrite', (tx) => {
        tx.objectStore(FILES).delete(entry.id);
        tx.objectStore(ENTRIES).put(entry);
      });
    },
    async remove(id) {
      await transact(await db(), [ENTRIES, FILES], 'readwrite', (tx) => {
        tx.objectStore(FILES).delete(id);
        tx.objectStore(ENTRIES).delete(id);
      });
    },
  };
}
