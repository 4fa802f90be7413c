/** A stored pair, with its public key's base64 SPKI when that was saved too. */
export interface StoredKeyPair extends CryptoKeyPair {
  publicKeyBase64?: string;
}

/** Where the client's key pair is kept between page loads. */
export interface KeyPairStore {
  load(): Promise<StoredKeyPair | undefined>;
  /** `publicKeyBase64`: the pair's exported public key, kept beside it so that a load needs no export (one WebCrypto round trip less). */
  save(pair: CryptoKeyPair, publicKeyBase64?: string): Promise<void>;
}

/** A synchronous note beside the database (localStorage in a page) saying that it holds a pair. */
export type KeyPairStoreHint = Pick<Storage, 'getItem' | 'setItem'>;

export interface IndexedDbKeyPairStoreOptions {
  /** Default 'tablecrawler-keys'. */
  dbName?: string;
  /** Default globalThis.indexedDB. */
  factory?: IDBFactory;
  /**
   * Default: globalThis.localStorage when it is usable and no `factory` is given, otherwise none (null).
   * When the hint does not say that a pair was saved, load() answers "nothing stored" at once instead
   * of waiting for IndexedDB, so a first visit starts generating without the database's set-up time.
   */
  hint?: KeyPairStoreHint | null;
}

const DB_VERSION = 1;
const OBJECT_STORE = 'key-pairs';
const RECORD_KEY = 'client';
const RECORD_VERSION = 1;
const HINT_SAVED = '1';

interface StoredRecord {
  version: number;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  publicKeyBase64?: string;
}

function isCryptoKeyLike(value: unknown, type: KeyType): value is CryptoKey {
  return typeof value === 'object' && value !== null && (value as Partial<CryptoKey>).type === type && typeof (value as Partial<CryptoKey>).algorithm === 'object';
}

function isStoredRecord(value: unknown): value is StoredRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<StoredRecord>;
  return (
    record.version === RECORD_VERSION &&
    isCryptoKeyLike(record.publicKey, 'public') &&
    isCryptoKeyLike(record.privateKey, 'private') &&
    (record.publicKeyBase64 === undefined || typeof record.publicKeyBase64 === 'string')
  );
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

/** localStorage where the page may use it (reading it throws when storage is blocked, and workers have none). */
function defaultHint(): KeyPairStoreHint | null {
  try {
    const storage = (globalThis as { localStorage?: Storage | null }).localStorage;
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the CryptoKey objects themselves in IndexedDB (structured clone), so a non-extractable pair
 * survives reloads without its private key ever being exported. Defaults: see IndexedDbKeyPairStoreOptions.
 * With a hint, a pair whose note was wiped (e.g. localStorage.clear() on sign-out) is not read: the
 * caller generates and saves a new one, which replaces it.
 */
export function indexedDbKeyPairStore(options: IndexedDbKeyPairStoreOptions = {}): KeyPairStore {
  const dbName = options.dbName ?? 'tablecrawler-keys';
  // Looked up at the first load, not here: the localStorage getter itself waits on the browser process.
  let hint = options.hint === undefined && options.factory ? null : options.hint;
  const hintKey = `${dbName}.saved`;
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

  const resolveHint = (): KeyPairStoreHint | null => {
    if (hint === undefined) hint = defaultHint();
    return hint;
  };

  /** True only when the hint can be read and does not record a save. */
  const hintSaysNothingSaved = (): boolean => {
    const note = resolveHint();
    if (!note) return false;
    try {
      return note.getItem(hintKey) !== HINT_SAVED;
    } catch {
      return false;
    }
  };

  return {
    async load() {
      const first = firstLoad;
      firstLoad = false;
      // Read before touching IndexedDB, whose first use in a page waits on the browser process: on a first
      // visit the caller starts generating at once, and save() opens (and creates) the database later.
      if (first && hintSaysNothingSaved()) return undefined;
      const { db, created } = open();
      // A database that this store is creating holds nothing: a load before any save answers at once
      // instead of waiting for the creation to commit, so that a first visit starts generating sooner.
      if (first && (await Promise.race([created.then(() => true), db.then(() => false)]))) return undefined;
      const tx = (await db).transaction(OBJECT_STORE, 'readonly');
      const value = await requestResult(tx.objectStore(OBJECT_STORE).get(RECORD_KEY));
      if (!isStoredRecord(value)) return undefined;
      const pair: StoredKeyPair = { publicKey: value.publicKey, privateKey: value.privateKey };
      if (value.publicKeyBase64) pair.publicKeyBase64 = value.publicKeyBase64;
      return pair;
    },
    async save(pair, publicKeyBase64) {
      firstLoad = false;
      const tx = (await open().db).transaction(OBJECT_STORE, 'readwrite');
      const record: StoredRecord = { version: RECORD_VERSION, publicKey: pair.publicKey, privateKey: pair.privateKey };
      if (publicKeyBase64) record.publicKeyBase64 = publicKeyBase64;
      tx.objectStore(OBJECT_STORE).put(record, RECORD_KEY);
      await transactionDone(tx);
      try {
        resolveHint()?.setItem(hintKey, HINT_SAVED);
      } catch {
        // Without the note the next load generates a new pair, which is slower but still correct.
      }
    },
  };
}
