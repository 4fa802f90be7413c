// The storage port over the real webextension-polyfill wrapping a fake callback-style chrome.storage
// (Chrome < 148); the e2e suite covers the real storage of Chromium ≥ 148, where the polyfill passes through.
import { fakeEvent, loadWithGlobals } from '../testing/fake-extension-api';
import type { StorageChange } from './storage-port';

type Callback = (result?: unknown) => void;

function fakeChromeStorage(options: { setError?: string } = {}) {
  const runtime = { id: 'abcdefghijklmnopabcdefghijklmnop', lastError: undefined as { message: string } | undefined };
  const local = new Map<string, unknown>();
  const session = new Map<string, unknown>();
  const finish = (callback: Callback, result?: unknown, error?: string): void =>
    queueMicrotask(() => {
      runtime.lastError = error === undefined ? undefined : { message: error };
      callback(result);
      runtime.lastError = undefined;
    });
  const pick = (data: Map<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => data.has(k)).map((k) => [k, data.get(k)]));
  const chrome = {
    runtime,
    storage: {
      // storage.local: callback style, wrapped by the polyfill.
      local: {
        get: (keys: string[], callback: Callback) => finish(callback, pick(local, keys)),
        set: (items: Record<string, unknown>, callback: Callback) => {
          if (options.setError === undefined) for (const [k, v] of Object.entries(items)) local.set(k, v);
          finish(callback, undefined, options.setError);
        },
        remove: (keys: string[], callback: Callback) => {
          for (const k of keys) local.delete(k);
          finish(callback);
        },
      },
      // storage.session: not in the polyfill's list, forwarded as is; Chrome's MV3 methods return Promises.
      session: {
        get: async (keys: string[]) => pick(session, keys),
        set: async (items: Record<string, unknown>) => void Object.entries(items).forEach(([k, v]) => session.set(k, v)),
        remove: async (keys: string[]) => void keys.forEach((k) => session.delete(k)),
      },
      onChanged: fakeEvent<(changes: Record<string, StorageChange>, area: string) => void>(),
    },
  };
  return { chrome, local, session };
}

const loadPort = (chrome: unknown) => loadWithGlobals({ chrome }, () => import('./extension-storage-port'));

describe('extensionStoragePort', () => {
  it('reads, writes and removes keys of storage.local', async () => {
    const { chrome, local } = fakeChromeStorage();
    const port = (await loadPort(chrome)).extensionStoragePort('local');
    await port.set({ 'auth.tokens': { v: 1, value: null }, 'settings.language': { v: 1, value: 'en' } });
    expect(Object.fromEntries(local)).toEqual({ 'auth.tokens': { v: 1, value: null }, 'settings.language': { v: 1, value: 'en' } });
    await expect(port.get(['settings.language', 'absent.key'])).resolves.toEqual({ 'settings.language': { v: 1, value: 'en' } });
    await port.remove(['auth.tokens']);
    expect([...local.keys()]).toEqual(['settings.language']);
  });

  it('uses storage.session for the session area', async () => {
    const { chrome, local, session } = fakeChromeStorage();
    const port = (await loadPort(chrome)).extensionStoragePort('session');
    await port.set({ 'crawl.job': 1 });
    await expect(port.get(['crawl.job'])).resolves.toEqual({ 'crawl.job': 1 });
    expect(session.size).toBe(1);
    expect(local.size).toBe(0);
  });

  it('rejects with the browser error when a write fails', async () => {
    const { chrome } = fakeChromeStorage({ setError: 'QUOTA_BYTES quota exceeded' });
    const port = (await loadPort(chrome)).extensionStoragePort('local');
    await expect(port.set({ 'a.b': 1 })).rejects.toThrow('QUOTA_BYTES quota exceeded');
  });

  it('reports changes of its own area only, until the signal aborts', async () => {
    const { chrome } = fakeChromeStorage();
    const port = (await loadPort(chrome)).extensionStoragePort('local');
    const seen: Record<string, StorageChange>[] = [];
    const controller = new AbortController();
    port.subscribe((changes) => seen.push(changes), controller.signal);
    const emit = (changes: Record<string, StorageChange>, area: string) => chrome.storage.onChanged.listeners.forEach((l) => l(changes, area));
    emit({ 'a.b': { newValue: 1 } }, 'local');
    emit({ 'a.b': { newValue: 2 } }, 'session');
    controller.abort();
    expect(chrome.storage.onChanged.listeners.size).toBe(0);
    emit({ 'a.b': { newValue: 3 } }, 'local');
    expect(seen).toEqual([{ 'a.b': { newValue: 1 } }]);
    port.subscribe(() => undefined, controller.signal);
    expect(chrome.storage.onChanged.listeners.size).toBe(0);
  });
});
