import crypto from 'node:crypto';
import { useMigratedTestDatabase } from '../../../test/harness';
import { insertUser } from './auth.repository';
import { deleteSignInKeys, recordSignInKey, trimSignInKeys } from './sign-in-keys.repository';

describe('sign-in key digests (bounded per account)', () => {
  const testDatabase = useMigratedTestDatabase();

  it('records a digest once per account, keeps only the newest, and forgets them all on request', async () => {
    const database = testDatabase();
    const newUser = async () => {
      const id = crypto.randomUUID();
      const email = `${id}@example.com`;
      await insertUser(database.db, { id, email, emailNormalized: email, passwordHash: 'x', nickname: 'nick', gender: 'no-say', channel: 'ads', channelOther: null, marketingOptIn: false, at: new Date() });
      return id;
    };
    const [a, b] = [await newUser(), await newUser()];
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 5; i++) expect(await recordSignInKey(database.db, a, `key-${i}`, new Date(start + i * 1000))).toBe(true);
    expect(await recordSignInKey(database.db, a, 'key-4', new Date(start + 9000))).toBe(false);
    expect(await recordSignInKey(database.db, b, 'key-4', new Date(start))).toBe(true);
    await trimSignInKeys(database.db, a, 3);
    const kept = async (user: string) => (await database.db.query<{ key_hash: string }>('SELECT key_hash FROM sign_in_keys WHERE user_id = $1 ORDER BY key_hash', [user])).rows.map((r) => r.key_hash);
    expect(await kept(a)).toEqual(['key-2', 'key-3', 'key-4']);
    expect(await kept(b)).toEqual(['key-4']);
    await deleteSignInKeys(database.db, a);
    expect(await kept(a)).toEqual([]);
    expect(await kept(b)).toEqual(['key-4']);
  });
});
