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
