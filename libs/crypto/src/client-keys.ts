import { type KeyPairStore, indexedDbKeyPairStore } from './key-store';
import { exportPublicKeyBase64, generateRsaKeyPair, isRsaOaepKey } from './rsa';

/** Fired (a plain Event) on the target once the client key pair is ready. */
export const RSA_KEY_READY_EVENT = 'rsaKeyReady';

export interface ClientKeys {
  keyPair: CryptoKeyPair;
  /** base64 SPKI DER: the X-RSA-PUBLIC-KEY value. */
  publicKeyBase64: string;
}

export interface ClientKeyManager {
  /** Resolves once the pair is ready (at once when it already is); rejects if it could not be made. */
  ready(): Promise<ClientKeys>;
  /** The keys when ready, otherwise undefined. */
  current(): ClientKeys | undefined;
}

export interface StartClientKeysOptions {
  /** Default: an IndexedDB store when globalThis.indexedDB exists, otherwise none (null = never persist). */
  store?: KeyPairStore | null;
  /** Default: globalThis when it can dispatch events (window, worker, service worker), otherwise none. */
  target?: EventTarget | null;
  /** Default: console. */
  logger?: Pick<Console, 'error'>;
  /**
   * Default false. True starts generating at once, before the store has answered, for when a first visit is
   * likely: the new pair is used only if the store holds no usable one, otherwise it is dropped unused.
   */
  generateEarly?: boolean;
}

function defaultStore(): KeyPairStore | null {
  // `in` rather than a read: in a page, the first read of indexedDB waits on a permission check with the browser process.
  return 'indexedDB' in globalThis ? indexedDbKeyPairStore() : null;
}

function defaultTarget(): EventTarget | null {
  const candidate = globalThis as unknown as Partial<EventTarget>;
  return typeof candidate.dispatchEvent === 'function' ? (globalThis as unknown as EventTarget) : null;
}

/** A stored pair is reused only if it is still an RSA-OAEP/SHA-256 pair of at least 2048 bits with the needed usages. */
function isUsablePair(pair: CryptoKeyPair): boolean {
  return isRsaOaepKey(pair.publicKey) && isRsaOaepKey(pair.privateKey) && pair.publicKey.usages.includes('encrypt') && pair.privateKey.usages.includes('decrypt');
}

/**
 * The stored pair when there is a usable one, otherwise a new non-extractable pair (not saved yet); `early` is a
 * generation already under way, used instead of starting one.
 */
async function loadOrGenerate(
  store: KeyPairStore | null,
  logger: Pick<Console, 'error'>,
  early: Promise<CryptoKeyPair> | undefined,
): Promise<{ keyPair: CryptoKeyPair; generated: boolean; publicKeyBase64?: string }> {
  if (store) {
    try {
      const stored = await store.load();
      if (stored && isUsablePair(stored)) {
        // A generation cannot be cancelled; its result (or failure) is simply not used.
        early?.catch(() => undefined);
        return { keyPair: { publicKey: stored.publicKey, privateKey: stored.privateKey }, generated: false, publicKeyBase64: stored.publicKeyBase64 };
      }
    } catch (error) {
      logger.error('[crypto] could not read the stored client key pair; generating a new one', error);
    }
  }
  return { keyPair: await (early ?? generateRsaKeyPair({ extractable: false })), generated: true };
}

/**
 * Starts at once: loads the pair from the store or generates one (non-extractable; with `generateEarly`
 * already while the store is asked), dispatches
 * `new Event('rsaKeyReady')` on `target` exactly once, then saves a generated pair without waiting; on
 * failure logs with logger.error and ready() rejects (no event). Defaults: see StartClientKeysOptions.
 */
export function startClientKeys(options: StartClientKeysOptions = {}): ClientKeyManager {
  const store = options.store === undefined ? defaultStore() : options.store;
  const target = options.target === undefined ? defaultTarget() : options.target;
  const logger = options.logger ?? console;
  let current: ClientKeys | undefined;

  const early = options.generateEarly && store ? generateRsaKeyPair({ extractable: false }) : undefined;
  const ready = (async () => {
    const { keyPair, generated, publicKeyBase64 } = await loadOrGenerate(store, logger, early);
    // A pair saved with its exported public key needs no export: one WebCrypto round trip (and main-thread turn) less.
    const keys: ClientKeys = { keyPair, publicKeyBase64: publicKeyBase64 ?? (await exportPublicKeyBase64(keyPair.publicKey)) };
    return { keys, generated };
  })().then(
    ({ keys, generated }) => {
      current = keys;
      try {
        target?.dispatchEvent(new Event(RSA_KEY_READY_EVENT));
      } catch (error) {
        logger.error('[crypto] an rsaKeyReady listener failed', error);
      }
      // After the event and not awaited: the pair is usable at once, saving only spares the next load a generation.
      if (generated && store) store.save(keys.keyPair, keys.publicKeyBase64).catch((error: unknown) => logger.error('[crypto] could not store the client key pair', error));
      return keys;
    },
    (error: unknown) => {
      logger.error('[crypto] could not create the client RSA key pair', error);
      throw error;
    },
  );
  // The failure is already logged; callers still see it through ready().
  ready.catch(() => undefined);

  return { ready: () => ready, current: () => current };
}
