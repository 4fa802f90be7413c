// Page script of the benchmark: starts the client keys as the site does, as early as possible, and
// records when rsaKeyReady fires (performance.now() counts from the start of the navigation).
import {
  RSA_KEY_READY_EVENT,
  deviceFingerprint,
  exportPublicKeyBase64,
  generateRsaKeyPair,
  indexedDbKeyPairStore,
  startClientKeys,
} from '@tablecrawler/crypto';

const state = { scriptStart: globalThis.performance.now(), readyAt: null, events: 0, publicKeyBase64: null, error: null };
globalThis.__bench = state;
globalThis.addEventListener(RSA_KEY_READY_EVENT, () => {
  state.events += 1;
  state.readyAt ??= globalThis.performance.now();
});
startClientKeys()
  .ready()
  .then(
    (keys) => {
      state.publicKeyBase64 = keys.publicKeyBase64;
    },
    (error) => {
      state.error = String(error);
    },
  );

globalThis.__benchApi = {
  deviceFingerprint,
  /** WebCrypto generation alone, for a like-for-like comparison with node-forge. */
  async timeGeneration() {
    const t0 = globalThis.performance.now();
    await generateRsaKeyPair();
    return globalThis.performance.now() - t0;
  },
  async storedPublicKey() {
    const pair = await indexedDbKeyPairStore().load();
    return pair ? exportPublicKeyBase64(pair.publicKey) : null;
  },
};
