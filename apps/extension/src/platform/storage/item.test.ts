import { Type } from '@sinclair/typebox';
import { bindItem, defineItem, StorageValueError } from './item';
import { memoryStoragePort } from './memory-storage-port';

const counterV2 = defineItem({
  key: 'crawl.counter',
  area: 'local',
  version: 2,
  schema: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
  fallback: { count: 0 },
  migrate: (stored, from) => (from === 1 && typeof stored === 'number' ? { count: stored } : undefined),
});

describe('defineItem', () => {
  it('rejects keys that are not <area>.<name>', () => {
    for (const key of ['tokens', 'Auth.tokens', 'auth.tokens.extra', 'auth-x.tokens', 'auth.', '.tokens']) {
      expect(() => defineItem({ key, area: 'local', version: 1, schema: Type.String(), fallback: '' })).toThrow(StorageValueError);
    }
  });

  it('rejects a bad version and a fallback its schema rejects', () => {
    expect(() => defineItem({ key: 'a.b', area: 'local', version: 0, schema: Type.String(), fallback: '' })).toThrow(/version/);
    // @ts-expect-error -- the type system catches it too
    expect(() => defineItem({ key: 'a.b', area: 'local', version: 1, schema: Type.String(), fallback: 1 })).toThrow(/fallback/);
  });
});

describe('bindItem', () => {
  it('returns the fallback when nothing is stored, and a fresh copy of it each time', async () => {
    const item = bindItem(counterV2, memoryStoragePort());
    const first = await item.get();
    expect(first).toEqual({ count: 0 });
    first.count = 5;
    await expect(item.get()).resolves.toEqual({ count: 0 });
  });

  it('stores values as { v, value } under the key and reads them back', async () => {
    const port = memoryStoragePort();
    const item = bindItem(counterV2, port);
    await item.set({ count: 3 });
    expect(port.snapshot()).toEqual({ 'crawl.counter': { v: 2, value: { count: 3 } } });
    await expect(item.get()).resolves.toEqual({ count: 3 });
  });

  it('refuses to write a value the schema rejects and leaves storage untouched', async () => {
    const port = memoryStoragePort();
    const item = bindItem(counterV2, port);
    await expect(item.set({ count: -1 })).rejects.toThrow(StorageValueError);
    expect(port.snapshot()).toEqual({});
  });

  it('reads unversioned, invalid or newer values as the fallback', async () => {
    for (const raw of [{ count: 3 }, { v: 2, value: { count: 'x' } }, { v: 3, value: { count: 1 } }, 'text', null]) {
      const item = bindItem(counterV2, memoryStoragePort({ 'crawl.counter': raw }));
      await expect(item.get()).resolves.toEqual({ count: 0 });
    }
  });

  it('migrates values of an older version, and drops what the migration cannot read', async () => {
    await expect(bindItem(counterV2, memoryStoragePort({ 'crawl.counter': { v: 1, value: 4 } })).get()).resolves.toEqual({ count: 4 });
    await expect(bindItem(counterV2, memoryStoragePort({ 'crawl.counter': { v: 1, value: 'x' } })).get()).resolves.toEqual({ count: 0 });
  });

  it('removes the key', async () => {
    const port = memoryStoragePort({ 'crawl.counter': { v: 2, value: { count: 1 } }, 'other.key': 1 });
    await bindItem(counterV2, port).remove();
    expect(port.snapshot()).toEqual({ 'other.key': 1 });
  });

  it('reports decoded changes of its own key until the signal aborts', async () => {
    const port = memoryStoragePort();
    const item = bindItem(counterV2, port);
    const seen: unknown[] = [];
    const controller = new AbortController();
    item.watch((value) => seen.push(value), controller.signal);
    await item.set({ count: 1 });
    await port.set({ 'other.key': 2 });
    await item.remove();
    controller.abort();
    await item.set({ count: 9 });
    expect(seen).toEqual([{ count: 1 }, { count: 0 }]);
  });
});
