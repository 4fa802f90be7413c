/**
 * @jest-environment jsdom
 */
import { localStorageTokenStore, memoryTokenStore } from './token-store';

describe('localStorageTokenStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the pair under the spec keys of window.localStorage', async () => {
    const store = localStorageTokenStore();
    expect(await store.get()).toBeNull();
    await store.set({ accessToken: 'a', refreshToken: 'r' });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual(['a', 'r']);
    expect(await store.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('other', 'kept');
    await store.clear();
    expect(await store.get()).toBeNull();
    expect([localStorage.length, localStorage.getItem('other')]).toEqual([1, 'kept']);
  });

  it('reads a missing half as an empty string', async () => {
    localStorage.setItem('accessToken', 'a');
    expect(await localStorageTokenStore().get()).toEqual({ accessToken: 'a', refreshToken: '' });
  });

  it('works over any Storage object', async () => {
    const store = localStorageTokenStore(sessionStorage);
    await store.set({ accessToken: 'a', refreshToken: 'r' });
    expect(sessionStorage.getItem('refreshToken')).toBe('r');
    expect(localStorage.length).toBe(0);
  });
});

describe('memoryTokenStore', () => {
  it('returns copies and forgets on clear', async () => {
    const store = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const pair = await store.get();
    if (pair) pair.accessToken = 'changed';
    expect(await store.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    await store.clear();
    expect(await store.get()).toBeNull();
  });
});
