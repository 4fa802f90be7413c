import { loadMigrations, runMigrations } from '../../db';
import { createTestDatabase, migrationsDir, testClock, type TestDatabase } from '../../../test/harness';
import { createThrottle } from './throttle.service';

const rule = { name: 'test', max: 3, windowSeconds: 60 };

describe('database throttle (fixed windows in rate_limits)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.db, loadMigrations(migrationsDir));
  });
  afterAll(async () => {
    await database.drop();
  });

  it('allows max hits per window, tells how long to wait, and starts over when the window ends', async () => {
    const clock = testClock(new Date('2026-01-01T00:00:00Z'));
    const throttle = createThrottle({ db: database.db, now: clock.now });
    for (let i = 0; i < rule.max; i++) expect(await throttle.hit(rule, 'a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    clock.advance(15_500);
    expect(await throttle.hit(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await throttle.hit(rule, 'b')).allowed).toBe(true);
    clock.advance(44_500);
    expect(await throttle.hit(rule, 'a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('enforce() throws 429 rate_limited with the longest Retry-After of the rules over their limit', async () => {
    const clock = testClock(new Date('2026-01-02T00:00:00Z'));
    const throttle = createThrottle({ db: database.db, now: clock.now });
    const long = { name: 'long', max: 1, windowSeconds: 600 };
    await throttle.enforce([[rule, 'c'], [long, 'c']]);
    await expect(throttle.enforce([[rule, 'c'], [long, 'c']])).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited', headers: { 'retry-after': '600' } });
    await throttle.reset(long, 'c');
    await expect(throttle.enforce([[long, 'c']])).resolves.toBeUndefined();
  });

  it('counts atomically: of 20 concurrent hits from two connections exactly max are allowed', async () => {
    const clock = testClock(new Date('2026-01-03T00:00:00Z'));
    const other = await database.connect();
    const a = createThrottle({ db: database.db, now: clock.now });
    const b = createThrottle({ db: other, now: clock.now });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(rule, 'shared')));
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.max);
    if (other !== database.db) await other.close();
  });

  it('purges ended windows and keeps no e-mail in clear', async () => {
    const clock = testClock(new Date('2026-01-04T00:00:00Z'));
    const throttle = createThrottle({ db: database.db, now: clock.now });
    await throttle.hit(rule, 'someone@example.com');
    const { rows } = await database.db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    clock.advance(61_000);
    expect(await throttle.purge()).toBeGreaterThan(0);
    const left = await database.db.query('SELECT key FROM rate_limits WHERE window_ends_at < $1', [clock.now()]);
    expect(left.rows).toEqual([]);
  });
});
