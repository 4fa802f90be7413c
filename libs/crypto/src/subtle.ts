/** The platform's WebCrypto (window, worker, service worker and Node ≥ 19 all expose it on globalThis). */
export function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (globalThis.crypto.subtle) is not available; a secure context is required');
  return api;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}
