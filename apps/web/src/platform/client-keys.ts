import { indexedDbKeyPairStore, startClientKeys, type ClientKeyManager } from '@tablecrawler/crypto';

/**
 * Probably no key pair stored yet: this module's own (hashed, cached for a year) file came over the network
 * instead of from the HTTP cache, as on a first visit. Reads no storage, whose first use in a page waits on the
 * browser process; a wrong guess costs only time (an unused generation, or one started a little later).
 */
function likelyFirstVisit(): boolean {
  const entry = globalThis.performance?.getEntriesByName(import.meta.url, 'resource')[0] as PerformanceResourceTiming | undefined;
  return entry !== undefined && entry.transferSize > 0;
}

/**
 * The site's one client key manager (it fires `rsaKeyReady` on window), started when this module is first
 * evaluated. The build also makes this module a tiny entry of its own, loaded by an async module script at
 * the top of <head> (vite.config.mts), so the key pair is under way before the app bundle has even been
 * fetched; main.tsx imports the same module instance and hands the manager to createServices.
 */
export const clientKeys: ClientKeyManager = startClientKeys({ store: indexedDbKeyPairStore(), generateEarly: likelyFirstVisit() });
