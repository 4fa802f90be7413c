import { IDBFactory } from 'fake-indexeddb';
import { sharedConnection, type IdbSchema } from './idb';

const SCHEMA: IdbSchema = {
  name: 'shared-connection-test',
  version: 1,
  upgrade(db) {
    db.createObjectStore('items');
  },
};

describe('sharedConnection', () => {
  it('opens once and hands every caller the same connection', async () => {
    const factory = new IDBFactory();
    const open = jest.spyOn(factory, 'open');
    const db = sharedConnection(SCHEMA, factory);
    const [a, b] = await Promise.all([db(), db()]);
    expect(a).toBe(b);
    expect(await db()).toBe(a);
    expect(open).toHaveBeenCalledTimes(1);
    expect([...a.objectStoreNames]).toEqual(['items']);
    a.close();
  });

  it('forgets a failed open, so that the next call opens again', async () => {
    const factory = new IDBFactory();
    const realOpen = factory.open.bind(factory);
    const open = jest.spyOn(factory, 'open').mockImplementationOnce(() => {
      throw new Error('open refused');
    });
    open.mockImplementation(realOpen);
    const db = sharedConnection(SCHEMA, factory);
    await expect(db()).rejects.toThrow('open refused');
    const connection = await db();
    expect(connection.name).toBe(SCHEMA.name);
    expect(open).toHaveBeenCalledTimes(2);
    connection.close();
  });
});
