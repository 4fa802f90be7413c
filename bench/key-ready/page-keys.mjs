// Page script of the benchmark: starts the client keys as the site does, as early as possible. The timings
// (rsaKeyReady, first indexedDB.open, generateKey calls) are taken by the benchmark's init script, the same
// way for this page and for the built site.
import { deviceFingerprint, exportPublicKeyBase64, generateRsaKeyPair, indexedDbKeyPairStore, startClientKeys } from '@tablecrawler/crypto';

const state = globalThis.__bench ?? {};
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
    const pair = await indexedDbKeyPairStore({ hint: null }).load();
    return pair ? exportPublicKeyBase64(pair.publicKey) : null;
  },
};
