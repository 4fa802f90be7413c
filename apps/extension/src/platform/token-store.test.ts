import { bindItem } from './storage/item';
import { STORAGE_ITEMS } from './storage/items';
import { memoryStoragePort } from './storage/memory-storage-port';
import { createTokenStore } from './token-store';

function setup(initial: Record<string, unknown> = {}) {
  const port = memoryStoragePort(initial);
  return { port, store: createTokenStore(bindItem(STORAGE_ITEMS.authTokens, port)) };
}

describe('createTokenStore (auth.tokens)', () => {
  it('reads null when signed out', async () => {
    await expect(setup().store.get()).resolves.toBeNull();
  });

  it('stores the pair under auth.tokens with its schema version and reads it back', async () => {
    const { port, store } = setup();
    await store.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(port.snapshot()).toEqual({ 'auth.tokens': { v: 1, value: { accessToken: 'access-1', refreshToken: 'refresh-1' } } });
    await expect(store.get()).resolves.toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('keeps only the two tokens of a larger response object', async () => {
    const { port, store } = setup();
    const response = { accessToken: 'a', refreshToken: 'r', expiresIn: 3600 };
    await store.set(response);
    expect(port.snapshot()['auth.tokens']).toEqual({ v: 1, value: { accessToken: 'a', refreshToken: 'r' } });
  });

  it('replaces the pair on refresh and removes it on clear', async () => {
    const { port, store } = setup({ 'settings.language': { v: 1, value: 'en' } });
    await store.set({ accessToken: 'a1', refreshToken: 'r1' });
    await store.set({ accessToken: 'a2', refreshToken: 'r2' });
    await expect(store.get()).resolves.toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    await store.clear();
    await expect(store.get()).resolves.toBeNull();
    expect(port.snapshot()).toEqual({ 'settings.language': { v: 1, value: 'en' } });
  });

  it('reads a corrupted entry as signed out rather than passing it to the api-client', async () => {
    const { store } = setup({ 'auth.tokens': { v: 1, value: { accessToken: 5 } } });
    await expect(store.get()).resolves.toBeNull();
  });

  it('refuses to store a malformed pair', async () => {
    const { store } = setup();
    // @ts-expect-error -- a token must be a string
    await expect(store.set({ accessToken: 1, refreshToken: 'r' })).rejects.toThrow(/auth\.tokens/);
  });
});
