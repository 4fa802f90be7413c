// node-forge (pure JavaScript) RSA-2048 generation in the same page, loaded only after our key is ready.
import forge from 'node-forge';

globalThis.__forgeGenerate = () => {
  const t0 = globalThis.performance.now();
  forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  return globalThis.performance.now() - t0;
};
