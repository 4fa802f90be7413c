import { IDBFactory } from 'fake-indexeddb';
import { generateAesKeyHex } from './aes';
import { RSA_KEY_READY_EVENT, startClientKeys } from './client-keys';
import { type KeyPairStore, indexedDbKeyPairStore } from './key-store';
import { RSA_OAEP, exportPublicKeyBase64, unwrapAesKey, wrapAesKey } from './rsa';

/** A real IndexedDB store whose saves can be awaited and counted. */
function observedStore(factory: IDBFactory): KeyPairStore & { saves: Promise<void>[] } {
  const inner = indexedDbKeyPairStore({ factory });
  const saves: Promise<void>[] = [];
  return {
    saves,
    load: () => inner.load(),
    save: (pair, publicKeyBase64) => {
      const saving = inner.save(pair, publicKeyBase64);
      saves.push(saving);
      return saving;
    },
  };
}

const RSA_OAEP_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) };

function quietLogger() {
  return { error: jest.fn() };
}

describe('startClientKeys', () => {
  it('generates a working non-extractable pair, fires rsaKeyReady exactly once, and ready() resolves for early and late callers', async () => {
    const target = new EventTarget();
    const fired = jest.fn();
    target.addEventListener(RSA_KEY_READY_EVENT, fired);
    const logger = quietLogger();

    const manager = startClientKeys({ store: null, target, logger });
    expect(manager.current()).toBeUndefined();
    const early = manager.ready();
    const keys = await early;

    expect(fired).toHaveBeenCalledTimes(1);
    expect(manager.current()).toBe(keys);
    expect(await manager.ready()).toBe(keys);
    expect(keys.keyPair.privateKey.extractable).toBe(false);
    expect(keys.publicKeyBase64).toBe(await exportPublicKeyBase64(keys.keyPair.publicKey));
    const aesKeyHex = generateAesKeyHex();
    expect(await unwrapAesKey(await wrapAesKey(aesKeyHex, keys.keyPair.publicKey), keys.keyPair.privateKey)).toBe(aesKeyHex);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('lets an event listener read current() when the event fires', async () => {
    const target = new EventTarget();
    let seen: unknown = 'not called';
    const manager = startClientKeys({ store: null, target, logger: quietLogger() });
    target.addEventListener(RSA_KEY_READY_EVENT, () => {
      seen = manager.current();
    });
    const keys = await manager.ready();
    expect(seen).toBe(keys);
  });

  it('stores the pair on a first visit and reuses it on a return visit without generating', async () => {
    const factory = new IDBFactory();
    const firstStore = observedStore(factory);
    const first = await startClientKeys({ store: firstStore, target: null, logger: quietLogger() }).ready();
    expect(firstStore.saves).toHaveLength(1);
    await firstStore.saves[0];

    const generateKey = jest.spyOn(crypto.subtle, 'generateKey');
    const exportKey = jest.spyOn(crypto.subtle, 'exportKey');
    try {
      const returnStore = observedStore(factory);
      const target = new EventTarget();
      const fired = jest.fn();
      target.addEventListener(RSA_KEY_READY_EVENT, fired);
      const second = await startClientKeys({ store: returnStore, target, logger: quietLogger() }).ready();
      expect(generateKey).not.toHaveBeenCalled();
      // The exported public key was saved beside the pair.
      expect(exportKey).not.toHaveBeenCalled();
      expect(returnStore.saves).toHaveLength(0);
      expect(second.publicKeyBase64).toBe(first.publicKeyBase64);
      expect(second.keyPair.privateKey.extractable).toBe(false);
      expect(fired).toHaveBeenCalledTimes(1);
      const aesKeyHex = generateAesKeyHex();
      expect(await unwrapAesKey(await wrapAesKey(aesKeyHex, first.keyPair.publicKey), second.keyPair.privateKey)).toBe(aesKeyHex);
    } finally {
      generateKey.mockRestore();
      exportKey.mockRestore();
    }
  });

  it('exports the public key of a pair stored without it (saved by an earlier version)', async () => {
    const factory = new IDBFactory();
    const pair = await crypto.subtle.generateKey({ ...RSA_OAEP_PARAMS }, false, ['encrypt', 'decrypt']);
    await indexedDbKeyPairStore({ factory }).save(pair);
    const keys = await startClientKeys({ store: observedStore(factory), target: null, logger: quietLogger() }).ready();
    expect(keys.publicKeyBase64).toBe(await exportPublicKeyBase64(pair.publicKey));
  });

  it('fires rsaKeyReady before it starts saving a generated pair', async () => {
    const store = observedStore(new IDBFactory());
    const target = new EventTarget();
    const savesAtEvent: number[] = [];
    target.addEventListener(RSA_KEY_READY_EVENT, () => savesAtEvent.push(store.saves.length));
    await startClientKeys({ store, target, logger: quietLogger() }).ready();
    expect(savesAtEvent).toEqual([0]);
    expect(store.saves).toHaveLength(1);
    await store.saves[0];
  });

  it('with a localStorage-like hint: generates on a first visit, then reuses the pair on a return visit', async () => {
    const factory = new IDBFactory();
    const items = new Map<string, string>();
    const hint = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    const firstStore = indexedDbKeyPairStore({ factory, hint });
    const save = jest.spyOn(firstStore, 'save');
    const first = await startClientKeys({ store: firstStore, target: null, logger: quietLogger() }).ready();
    expect(save).toHaveBeenCalledTimes(1);
    await save.mock.results[0]?.value;
    expect(items.size).toBe(1);

    const generateKey = jest.spyOn(crypto.subtle, 'generateKey');
    try {
      const second = await startClientKeys({ store: indexedDbKeyPairStore({ factory, hint }), target: null, logger: quietLogger() }).ready();
      expect(generateKey).not.toHaveBeenCalled();
      expect(second.publicKeyBase64).toBe(first.publicKeyBase64);
    } finally {
      generateKey.mockRestore();
    }
  });

  it('generateEarly: starts generating before the store is asked and uses that pair when the store is empty', async () => {
    const store = observedStore(new IDBFactory());
    const generateKey = jest.spyOn(crypto.subtle, 'generateKey');
    const callsAtLoad: number[] = [];
    const load = store.load;
    store.load = () => {
      callsAtLoad.push(generateKey.mock.calls.length);
      return load();
    };
    try {
      const target = new EventTarget();
      const fired = jest.fn();
      target.addEventListener(RSA_KEY_READY_EVENT, fired);
      const keys = await startClientKeys({ store, target, logger: quietLogger(), generateEarly: true }).ready();
      expect(callsAtLoad).toEqual([1]);
      expect(generateKey).toHaveBeenCalledTimes(1);
      expect(await generateKey.mock.results[0]?.value).toBe(keys.keyPair);
      expect(keys.keyPair.privateKey.extractable).toBe(false);
      expect(fired).toHaveBeenCalledTimes(1);
      expect(store.saves).toHaveLength(1);
      await store.saves[0];
    } finally {
      generateKey.mockRestore();
    }
  });

  it('generateEarly: a usable stored pair wins; the early generation is dropped, even when it fails', async () => {
    const factory = new IDBFactory();
    const firstStore = observedStore(factory);
    const stored = await startClientKeys({ store: firstStore, target: null, logger: quietLogger() }).ready();
    await firstStore.saves[0];

    const generateKey = jest.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(new Error('busy'));
    try {
      const store = observedStore(factory);
      const logger = quietLogger();
      const keys = await startClientKeys({ store, target: null, logger, generateEarly: true }).ready();
      expect(generateKey).toHaveBeenCalledTimes(1);
      expect(keys.publicKeyBase64).toBe(stored.publicKeyBase64);
      expect(store.saves).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(logger.error).not.toHaveBeenCalled();
    } finally {
      generateKey.mockRestore();
    }
  });

  it('replaces a stored pair that is not an RSA-OAEP/SHA-256 pair', async () => {
    const factory = new IDBFactory();
    const sha1Pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-1', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      false,
      ['encrypt', 'decrypt'],
    );
    await indexedDbKeyPairStore({ factory }).save(sha1Pair);
    const store = observedStore(factory);
    const keys = await startClientKeys({ store, target: null, logger: quietLogger() }).ready();
    expect((keys.keyPair.publicKey.algorithm as RsaHashedKeyAlgorithm).hash.name).toBe(RSA_OAEP.hash);
    expect(store.saves).toHaveLength(1);
  });

  it('still becomes ready when the store cannot be read or written, and logs both', async () => {
    const logger = quietLogger();
    const broken: KeyPairStore = {
      load: () => Promise.reject(new Error('read blocked')),
      save: () => Promise.reject(new Error('quota')),
    };
    const keys = await startClientKeys({ store: broken, target: null, logger }).ready();
    expect(keys.publicKeyBase64.length).toBeGreaterThan(300);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs an error, rejects ready() and fires no event when no key pair can be made', async () => {
    const generateKey = jest.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(new Error('no WebCrypto here'));
    try {
      const target = new EventTarget();
      const fired = jest.fn();
      target.addEventListener(RSA_KEY_READY_EVENT, fired);
      const logger = quietLogger();
      const manager = startClientKeys({ store: null, target, logger });
      await expect(manager.ready()).rejects.toThrow('no WebCrypto here');
      expect(manager.current()).toBeUndefined();
      expect(fired).not.toHaveBeenCalled();
      expect(logger.error).toHaveBeenCalledTimes(1);
    } finally {
      generateKey.mockRestore();
    }
  });

  it('defaults to no store and no target in plain Node (no indexedDB, globalThis not an EventTarget)', async () => {
    const keys = await startClientKeys({ logger: quietLogger() }).ready();
    expect(keys.keyPair.privateKey.type).toBe('private');
  });

  it('dispatches on globalThis by default where globalThis is an EventTarget (window, worker)', async () => {
    const scope = globalThis as unknown as { dispatchEvent?: unknown; addEventListener?: unknown; removeEventListener?: unknown };
    const events = new EventTarget();
    Object.assign(scope, {
      dispatchEvent: events.dispatchEvent.bind(events),
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    });
    try {
      const fired = jest.fn();
      events.addEventListener(RSA_KEY_READY_EVENT, fired);
      await startClientKeys({ store: null, logger: quietLogger() }).ready();
      expect(fired).toHaveBeenCalledTimes(1);
    } finally {
      delete scope.dispatchEvent;
      delete scope.addEventListener;
      delete scope.removeEventListener;
    }
  });
});
