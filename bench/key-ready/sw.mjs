// Service-worker script: the same library in a ServiceWorkerGlobalScope (no document, screen or cookies),
// as in the extension's background worker.
import { RSA_KEY_READY_EVENT, deviceFingerprint, startClientKeys } from '@tablecrawler/crypto';

let events = 0;
globalThis.addEventListener(RSA_KEY_READY_EVENT, () => {
  events += 1;
});
const keys = startClientKeys();

globalThis.addEventListener('install', (event) => event.waitUntil(globalThis.skipWaiting()));
globalThis.addEventListener('activate', (event) => event.waitUntil(globalThis.clients.claim()));
globalThis.addEventListener('message', (event) => {
  const port = event.ports[0];
  event.waitUntil(
    (async () => {
      try {
        const ready = await keys.ready();
        const fingerprints = [await deviceFingerprint(), await deviceFingerprint()];
        port.postMessage({ ok: true, events, publicKeyBase64: ready.publicKeyBase64, fingerprints, hasDocument: typeof globalThis.document !== 'undefined' });
      } catch (error) {
        port.postMessage({ ok: false, error: String(error) });
      }
    })(),
  );
});
