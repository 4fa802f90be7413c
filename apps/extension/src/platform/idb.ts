/**
 * A thin promise layer over IndexedDB for extension data that outgrows chrome.storage (a crawl's pages): open with
 * an upgrade callback, run one transaction, read a key range. Works in the service worker and in extension pages
 * (same origin, same databases). The factory is injected so tests run on fake-indexeddb.
 */

export interface IdbSchema {
  name: string;
  version: number;
  /** Creates object stores and indexes; called on first open and on each version bump. */
  upgrade(db: IDBDatabase, oldVersion: number): void;
}

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens (and upgrades) a database. Other contexts holding an older version are asked to close by the `versionchange` handler. */
export function openDatabase(schema: IdbSchema, factory: IDBFactory = globalThis.indexedDB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(schema.name, schema.version);
    request.onupgradeneeded = (event) => schema.upgrade(request.result, event.oldVersion);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${schema.name} did not open`));
    request.onblocked = () => reject(new Error(`IndexedDB ${schema.name} is blocked by an open connection`));
  });
}

/**
 * One connection opened on first use and shared afterwards; a failed open is forgotten so that the next call tries
 * again (a store outlives a transient failure such as a blocked upgrade).
 */
export function sharedConnection(schema: IdbSchema, factory: IDBFactory = globalThis.indexedDB): () => Promise<IDBDatabase> {
  let opened: Promise<IDBDatabase> | undefined;
  return () => {
    opened ??= openDatabase(schema, factory).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
export function transact<T>(db: IDBDatabase, stores: string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    Promise.resolve(work(tx)).then(
      (value) => {
        result = value;
      },
      (error: unknown) => {
        tx.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
