import { IDBFactory } from 'fake-indexeddb';
import { indexedDbKeyPairStore } from './key-store';
import { exportPublicKeyBase64, generateRsaKeyPair, unwrapAesKey, wrapAesKey } from './rsa';
import { generateAesKeyHex } from './aes';

describe('indexedDbKeyPairStore', () => {
  it('loads nothing from a fresh database', async () => {
    expect(await indexedDbKeyPairStore({ factory: new IDBFactory() }).load()).toBeUndefined();
  });

  it('keeps a non-extractable pair as CryptoKeys that still work after a "reload" (new store, same database)', async () => {
    const factory = new IDBFactory();
    const pair = await generateRsaKeyPair();
    await indexedDbKeyPairStore({ factory }).save(pair);

    const loaded = await indexedDbKeyPairStore({ factory }).load();
    expect(loaded).toBeDefined();
    const { publicKey, privateKey } = loaded as CryptoKeyPair;
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.type).toBe('private');
    expect(await exportPublicKeyBase64(publicKey)).toBe(await exportPublicKeyBase64(pair.publicKey));
    const aesKeyHex = generateAesKeyHex();
    expect(await unwrapAesKey(await wrapAesKey(aesKeyHex, pair.publicKey), privateKey)).toBe(aesKeyHex);
  });

  it('replaces the stored pair on save and keeps databases apart by name', async () => {
    const factory = new IDBFactory();
    const first = await generateRsaKeyPair();
    const second = await generateRsaKeyPair();
    const store = indexedDbKeyPairStore({ factory });
    await store.save(first);
    await store.save(second);
    await indexedDbKeyPairStore({ factory, dbName: 'other' }).save(first);
    const loaded = (await store.load()) as CryptoKeyPair;
    expect(await exportPublicKeyBase64(loaded.publicKey)).toBe(await exportPublicKeyBase64(second.publicKey));
    const other = (await indexedDbKeyPairStore({ factory, dbName: 'other' }).load()) as CryptoKeyPair;
    expect(await exportPublicKeyBase64(other.publicKey)).toBe(await exportPublicKeyBase64(first.publicKey));
  });

  it("ignores a record it did not write (another version's shape)", async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const request = factory.open('tablecrawler-keys', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('key-pairs');
      request.onsuccess = () => {
        const tx = request.result.transaction('key-pairs', 'readwrite');
        tx.objectStore('key-pairs').put({ version: 0, publicKey: 'x', privateKey: 'y' }, 'client');
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      request.onerror = () => reject(request.error);
    });
    expect(await indexedDbKeyPairStore({ factory }).load()).toBeUndefined();
  });

  it('rejects when no IndexedDB exists', async () => {
    await expect(indexedDbKeyPairStore().load()).rejects.toThrow('IndexedDB is not available');
  });
});

describe('indexedDbKeyPairStore on a database that does not exist yet', () => {
  it('answers "nothing stored" while the database is still being created, and a save then lands', async () => {
    const factory = new IDBFactory();
    const store = indexedDbKeyPairStore({ factory });
    expect(await store.load()).toBeUndefined();
    const pair = await generateRsaKeyPair();
    await store.save(pair);
    const loaded = (await indexedDbKeyPairStore({ factory }).load()) as CryptoKeyPair;
    expect(await exportPublicKeyBase64(loaded.publicKey)).toBe(await exportPublicKeyBase64(pair.publicKey));
  });
});

/** The synchronous note a page keeps in localStorage, here in memory; counts reads and can be made to fail. */
function memoryHint(options: { failReads?: boolean } = {}) {
  const items = new Map<string, string>();
  const hint = {
    reads: 0,
    items,
    getItem(key: string): string | null {
      hint.reads += 1;
      if (options.failReads) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string): void {
      items.set(key, value);
    },
  };
  return hint;
}

describe('indexedDbKeyPairStore with a hint (localStorage in a page)', () => {
  it('answers "nothing stored" without reading the database when the hint records no save, and notes a save', async () => {
    const factory = new IDBFactory();
    await indexedDbKeyPairStore({ factory }).save(await generateRsaKeyPair());
    const hint = memoryHint();

    const store = indexedDbKeyPairStore({ factory, hint });
    // The note was wiped (e.g. localStorage.clear()): the stored pair is not read, the caller makes a new one.
    expect(await store.load()).toBeUndefined();
    expect(hint.items.size).toBe(0);

    const replacement = await generateRsaKeyPair();
    await store.save(replacement);
    expect([...hint.items.values()]).toEqual(['1']);
    const loaded = (await indexedDbKeyPairStore({ factory, hint }).load()) as CryptoKeyPair;
    expect(await exportPublicKeyBase64(loaded.publicKey)).toBe(await exportPublicKeyBase64(replacement.publicKey));
  });

  it('keeps one note per database name', async () => {
    const factory = new IDBFactory();
    const hint = memoryHint();
    await indexedDbKeyPairStore({ factory, hint, dbName: 'a' }).save(await generateRsaKeyPair());
    expect(await indexedDbKeyPairStore({ factory, hint, dbName: 'a' }).load()).toBeDefined();
    await indexedDbKeyPairStore({ factory, dbName: 'b' }).save(await generateRsaKeyPair());
    expect(await indexedDbKeyPairStore({ factory, hint, dbName: 'b' }).load()).toBeUndefined();
  });

  it('reads the database when the hint cannot be read', async () => {
    const factory = new IDBFactory();
    const pair = await generateRsaKeyPair();
    await indexedDbKeyPairStore({ factory }).save(pair);
    const hint = memoryHint({ failReads: true });
    const loaded = (await indexedDbKeyPairStore({ factory, hint }).load()) as CryptoKeyPair;
    expect(hint.reads).toBe(1);
    expect(await exportPublicKeyBase64(loaded.publicKey)).toBe(await exportPublicKeyBase64(pair.publicKey));
  });

  it('defaults to globalThis.localStorage with globalThis.indexedDB, and to no hint when a factory is given', async () => {
    const scope = globalThis as { localStorage?: unknown; indexedDB?: unknown };
    const hint = memoryHint();
    const factory = new IDBFactory();
    Object.assign(scope, { localStorage: hint, indexedDB: factory });
    try {
      const store = indexedDbKeyPairStore();
      expect(await store.load()).toBeUndefined();
      expect(hint.reads).toBe(1);
      await store.save(await generateRsaKeyPair());
      expect(hint.items.get('tablecrawler-keys.saved')).toBe('1');
      expect(await indexedDbKeyPairStore().load()).toBeDefined();

      const reads = hint.reads;
      expect(await indexedDbKeyPairStore({ factory: new IDBFactory() }).load()).toBeUndefined();
      expect(hint.reads).toBe(reads);
    } finally {
      delete scope.localStorage;
      delete scope.indexedDB;
    }
  });
});
