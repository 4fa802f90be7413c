/** Where the client's key pair is kept between page loads. */
export interface KeyPairStore {
  load(): Promise<CryptoKeyPair | undefined>;
  save(pair: CryptoKeyPair): Promise<void>;
}

const DB_VERSION = 1;
const OBJECT_STORE = 'key-pairs';
const RECORD_KEY = 'client';
const RECORD_VERSION = 1;

interface StoredRecord {
  version: number;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

function isCryptoKeyLike(value: unknown, type: KeyType): value is CryptoKey {
  return typeof value === 'object' && value !== null && (value as Partial<CryptoKey>).type === type && typeof (value as Partial<CryptoKey>).algorithm === 'object';
}

function isStoredRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredRecord>;
  return record.version === RECORD_VERSION && isCryptoKeyLike(record.publicKey, 'public') && isCryptoKeyLike(record.privateKey, 'private');
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Keeps the CryptoKey objects themselves in IndexedDB (structured clone), so a non-extractable pair
 * survives reloads without its private key ever being exported. Defaults: dbName 'tablecrawler-keys',
 * factory globalThis.indexedDB.
 */
export function indexedDbKeyPairStore(options: { dbName?: string; factory?: IDBFactory } = {}): KeyPairStore {
  const dbName = options.dbName ?? 'tablecrawler-keys';
  let opening: { db: Promise<IDBDatabase>; created: Promise<void> } | undefined;
  let firstLoad = true;

  const open = (): { db: Promise<IDBDatabase>; created: Promise<void> } => {
    if (opening) return opening;
    let markCreated = (): void => undefined;
    const created = new Promise<void>((resolve) => {
      markCreated = resolve;
    });
    const db = new Promise<IDBDatabase>((resolve, reject) => {
      const factory = options.factory ?? globalThis.indexedDB;
      if (!factory) {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const request = factory.open(dbName, DB_VERSION);
      request.onupgradeneeded = (event) => {
        if (!request.result.objectStoreNames.contains(OBJECT_STORE)) request.result.createObjectStore(OBJECT_STORE);
        if (event.oldVersion === 0) markCreated();
      };
      request.onsuccess = () => {
        const connection = request.result;
        // Another tab upgrading or deleting the database must not be blocked by this connection.
        connection.onversionchange = () => {
          connection.close();
          opening = undefined;
        };
        resolve(connection);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
      request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    });
    // A failed open is retried by the next call rather than cached.
    db.catch(() => {
      opening = undefined;
    });
    opening = { db, created };
    return opening;
  };

  return {
    async load() {
      const { db, created } = open();
      // A database that this store is creating holds nothing: a load before any save answers at once
      // instead of waiting for the creation to commit, so that a first visit starts generating sooner.
      if (firstLoad) {
        firstLoad = false;
        if (await Promise.race([created.then(() => true), db.then(() => false)])) return undefined;
      }
      const tx = (await db).transaction(OBJECT_STORE, 'readonly');
      const value = await requestResult(tx.objectStore(OBJECT_STORE).get(RECORD_KEY));
      return isStoredRecord(value) ? { publicKey: value.publicKey, privateKey: value.privateKey } : undefined;
    },
    async save(pair) {
      firstLoad = false;
      const tx = (await open().db).transaction(OBJECT_STORE, 'readwrite');
      const record: StoredRecord = { version: RECORD_VERSION, publicKey: pair.publicKey, privateKey: pair.privateKey };
      tx.objectStore(OBJECT_STORE).put(record, RECORD_KEY);
      await transactionDone(tx);
    },
  };
}
