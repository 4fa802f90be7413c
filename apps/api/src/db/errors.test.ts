import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { AppError } from '../plugins/app-error';
import { DbError, isUniqueViolation } from './errors';

describe('driver errors', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.exec('CREATE TABLE secrets_test (value text PRIMARY KEY)');
  });
  afterAll(async () => {
    await database.drop();
  });

  const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secret-hash';
  /** Everything an error logger could print: own properties, nested ones included. */
  const everything = (error: unknown) => JSON.stringify(error, Object.getOwnPropertyNames(error)) + JSON.stringify({ ...(error as object) });

  it('keep the SQLSTATE and the message, never the query, its parameters or the row detail', async () => {
    await database.db.query('INSERT INTO secrets_test (value) VALUES ($1)', [secret]);
    const error = await database.db.query('INSERT INTO secrets_test (value) VALUES ($1)', [secret]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DbError);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
    expect(isUniqueViolation(error)).toBe(true);
    expect(everything(error)).not.toContain(secret);
    expect(everything(error)).not.toContain('INSERT INTO');
    expect(Object.keys(error as object).sort()).toEqual(['code', 'name']);
  });

  it('wrap failures inside transactions and at commit; the caller\'s own errors pass through unchanged', async () => {
    const inside = await database.db.transaction((tx) => tx.query('INSERT INTO secrets_test (value) VALUES ($1)', [secret])).catch((e: unknown) => e);
    expect(inside).toBeInstanceOf(DbError);
    expect(everything(inside)).not.toContain(secret);
    const own = new AppError(409, 'conflict', 'mine');
    await expect(database.db.transaction(async () => Promise.reject(own))).rejects.toBe(own);
    const syntax = await database.db.exec(`SELECT '${secret}' FROM no_such_table`).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ name: 'DbError', code: '42P01' });
    expect(everything(syntax)).not.toContain(secret);
  });
});
