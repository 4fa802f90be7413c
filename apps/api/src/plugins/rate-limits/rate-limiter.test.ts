import { testClock, useMigratedTestDatabase } from '../../../test/harness';
import { sha256Hex } from '../../shared/digests';
import { createRateLimiter } from './rate-limiter';

const rule = { name: 'test', max: 3, windowSeconds: 60 };

describe('rate limiter (fixed windows in rate_limits)', () => {
  const testDatabase = useMigratedTestDatabase();

  it('allows max hits per window, tells how long to wait, and starts over when the window ends', async () => {
    const clock = testClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ db: testDatabase().db, now: clock.now });
    for (let i = 0; i < rule.max; i++) expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true, hits: i + 1, retryAfterSeconds: 60 });
    clock.advance(15_500);
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: false, hits: 4, retryAfterSeconds: 45 });
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    clock.advance(44_500);
    expect(await limiter.hit(rule, 'a')).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
  });

  it('enforce() throws 429 rate_limited with the longest Retry-After of the rules over their limit', async () => {
    const clock = testClock(new Date('2026-01-02T00:00:00Z'));
    const limiter = createRateLimiter({ db: testDatabase().db, now: clock.now });
    const long = { name: 'long', max: 1, windowSeconds: 600 };
    await limiter.enforce([[rule, 'c'], [long, 'c']]);
    await expect(limiter.enforce([[rule, 'c'], [long, 'c']])).rejects.toMatchObject({ statusCode: 429, code: 'rate_limited', headers: { 'retry-after': '600' } });
    await limiter.reset(long, 'c');
    await expect(limiter.enforce([[long, 'c']])).resolves.toBeUndefined();
  });

  it('a refused request does not count: enforce() takes its hits back, refund() takes back a request that did not count', async () => {
    const clock = testClock(new Date('2026-01-05T00:00:00Z'));
    const limiter = createRateLimiter({ db: testDatabase().db, now: clock.now });
    const tight = { name: 'tight', max: 1, windowSeconds: 60 };
    const loose = { name: 'loose', max: 100, windowSeconds: 60 };
    await limiter.enforce([[tight, 'r'], [loose, 'r']]);
    for (let i = 0; i < 5; i++) await expect(limiter.enforce([[tight, 'r'], [loose, 'r']])).rejects.toMatchObject({ statusCode: 429 });
    // Only the one accepted request counted under the loose rule.
    expect(await limiter.hit(loose, 'r')).toMatchObject({ allowed: true });
    const { rows } = await testDatabase().db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [sha256Hex('loose\nr')]);
    expect(Number(rows[0]?.hits)).toBe(2);
    await limiter.refund([[tight, 'r']]);
    await expect(limiter.enforce([[tight, 'r']])).resolves.toBeUndefined();
  });

  it('block() puts a subject over its limit for the whole window; blockedFor() tells how long without counting', async () => {
    const clock = testClock(new Date('2026-01-06T00:00:00Z'));
    const limiter = createRateLimiter({ db: testDatabase().db, now: clock.now });
    const pause = { name: 'pause', max: 1, windowSeconds: 3600 };
    expect(await limiter.blockedFor(pause, 'p')).toBe(0);
    await limiter.block(pause, 'p');
    clock.advance(600_000);
    expect(await limiter.blockedFor(pause, 'p')).toBe(3000);
    expect(await limiter.blockedFor(pause, 'p')).toBe(3000);
    clock.advance(3000_000);
    expect(await limiter.blockedFor(pause, 'p')).toBe(0);
  });

  it('counts atomically: of 20 concurrent hits from two connections exactly max are allowed', async () => {
    const clock = testClock(new Date('2026-01-03T00:00:00Z'));
    const other = await testDatabase().connect();
    const a = createRateLimiter({ db: testDatabase().db, now: clock.now });
    const b = createRateLimiter({ db: other, now: clock.now });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(rule, 'shared')));
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.max);
    if (other !== testDatabase().db) await other.close();
  });

  it('purges ended windows and keeps no e-mail in clear', async () => {
    const clock = testClock(new Date('2026-01-04T00:00:00Z'));
    const limiter = createRateLimiter({ db: testDatabase().db, now: clock.now });
    await limiter.hit(rule, 'someone@example.com');
    const { rows } = await testDatabase().db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    clock.advance(61_000);
    expect(await limiter.purge()).toBeGreaterThan(0);
    const left = await testDatabase().db.query('SELECT key FROM rate_limits WHERE window_ends_at < $1', [clock.now()]);
    expect(left.rows).toEqual([]);
  });
});
