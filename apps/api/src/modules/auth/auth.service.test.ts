import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMigrations, runMigrations } from '../../db';
import { createTestDatabase, migrationsDir, testAuthSecrets, testClock, type TestDatabase } from '../../../test/harness';
import { outboxMailer } from '../mail/outbox-mailer';
import { createRateLimiter } from '../../plugins/rate-limits/rate-limiter';
import { createPassesService } from '../payments/passes.service';
import { createAuthModule } from './auth.plugin';
import { ARGON2_OPTIONS, argon2Hasher, type PasswordHasher } from './passwords';

/** The real hasher, counting what the service asks of it. */
function countingHasher(inner: PasswordHasher) {
  const calls = { hash: 0, verify: 0, verifyDummy: 0 };
  const hasher: PasswordHasher = {
    hash: (p) => ((calls.hash += 1), inner.hash(p)),
    verify: (h, p) => ((calls.verify += 1), inner.verify(h, p)),
    verifyDummy: (p) => ((calls.verifyDummy += 1), inner.verifyDummy(p)),
    needsRehash: (h) => inner.needsRehash(h),
    warmUp: () => inner.warmUp(),
  };
  return { hasher, calls };
}

/** The local outbox, its log lines captured (the way a local user reads the code). */
function capturedOutbox() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-outbox-'));
  const lines: string[] = [];
  const mailer = outboxMailer(dir, 'TableCrawler <no-reply@localhost>', { info: (_obj, msg) => void lines.push(msg) });
  return { mailer, lines, dir };
}

const fp = 'f'.repeat(64);

describe('auth service (directly, on a real database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.db, loadMigrations(migrationsDir));
  });
  const dirs: string[] = [];
  afterAll(async () => {
    await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const build = (hasher: PasswordHasher) => {
    const outbox = capturedOutbox();
    dirs.push(outbox.dir);
    const clock = testClock();
    const module = createAuthModule({ db: database.db, secrets: testAuthSecrets(), mailer: outbox.mailer, passes: createPassesService(database.db), limiter: createRateLimiter({ db: database.db, now: clock.now }), now: clock.now, log: { warn: () => undefined }, hasher });
    return { module, outbox, clock };
  };

  const register = async (m: ReturnType<typeof build>, email: string, password = 'Passw0rd!') => {
    const { id } = await m.module.verification.request({ purpose: 'join', email, ip: '10.0.0.1', language: 'ko' });
    const code = /: (\d{6})$/.exec(m.outbox.lines.at(-1) ?? '')?.[1] ?? '';
    await m.module.verification.verify(id, code, 'ko');
    return m.module.service.signUp({ password, profile: { username: 'tester', gender: 'female' }, funnel: { channel: 'search' }, emailVerificationId: id, deviceFingerprint: fp });
  };

  it('runs exactly one password verification per sign-in, a dummy one for an unknown e-mail', async () => {
    const { hasher, calls } = countingHasher(argon2Hasher());
    const m = build(hasher);
    await register(m, 'known@example.com');
    calls.verify = 0;
    await expect(m.module.service.signIn({ email: 'unknown@example.com', password: 'Passw0rd!', deviceFingerprint: fp }, { ip: '10.0.0.2', keyHash: null })).rejects.toMatchObject({ statusCode: 400 });
    expect(calls).toMatchObject({ verify: 0, verifyDummy: 1 });
    await expect(m.module.service.signIn({ email: 'known@example.com', password: 'Wrong-Passw0rd', deviceFingerprint: fp }, { ip: '10.0.0.2', keyHash: null })).rejects.toMatchObject({ statusCode: 400 });
    expect(calls).toMatchObject({ verify: 1, verifyDummy: 1 });
  });

  it('rehashes a password made with older parameters at the next sign-in', async () => {
    const weak = build(argon2Hasher({ ...ARGON2_OPTIONS, memoryCost: 8192, timeCost: 1 }));
    await register(weak, 'rehash@example.com');
    const before = await database.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'rehash@example.com'");
    expect(before.rows[0]?.password_hash).toContain('m=8192');
    const strong = build(argon2Hasher());
    await strong.module.service.signIn({ email: 'rehash@example.com', password: 'Passw0rd!', deviceFingerprint: fp }, { ip: '10.0.0.3', keyHash: null });
    const after = await database.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = 'rehash@example.com'");
    expect(after.rows[0]?.password_hash).toContain('m=19456');
  });

  it('writes the code mail to the outbox in the language asked for and logs only the code line', async () => {
    const m = build(argon2Hasher());
    await m.module.verification.request({ purpose: 'join', email: 'lang@example.com', ip: '10.0.0.4', language: 'en' });
    expect(m.outbox.lines).toEqual([expect.stringMatching(/^verification code \(join\) for l\*\*\*@example\.com: \d{6}$/)]);
    const files = fs.readdirSync(m.outbox.dir);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(m.outbox.dir, files[0] ?? ''), 'utf8')).toContain('Subject: [TableCrawler] Your sign-up verification code');
  });
});
