import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { resolveAuthSecrets, resolveFileUrlSecret } from './secrets';

describe('accounts secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-secrets-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates each secret under $DATA_DIR/keys on first start (0600), then reuses it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveAuthSecrets(config);
    expect(first.origins).toEqual({ jwtSecret: 'generated', verificationCodeSecret: 'generated', emailHashSecret: 'generated' });
    for (const [name, value] of [
      ['jwt-secret', first.secrets.jwtSecret],
      ['verification-code-secret', first.secrets.verificationCodeSecret],
      ['email-hash-secret', first.secrets.emailHashSecret],
    ] as const) {
      expect(value).toMatch(/^[0-9a-f]{64}$/);
      const file = path.join(dir, 'keys', name);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(value);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    }
    expect(new Set(Object.values(first.secrets)).size).toBe(3);
    const second = resolveAuthSecrets(config);
    expect(second.secrets).toEqual(first.secrets);
    expect(second.origins).toEqual({ jwtSecret: 'data-dir', verificationCodeSecret: 'data-dir', emailHashSecret: 'data-dir' });
  });

  it('takes the environment first and refuses short secrets', () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'j'.repeat(32), VERIFICATION_CODE_SECRET: 'v'.repeat(40), EMAIL_HASH_SECRET: 'e'.repeat(50) });
    expect(resolveAuthSecrets(config)).toEqual({
      secrets: { jwtSecret: 'j'.repeat(32), verificationCodeSecret: 'v'.repeat(40), emailHashSecret: 'e'.repeat(50) },
      origins: { jwtSecret: 'env', verificationCodeSecret: 'env', emailHashSecret: 'env' },
    });
    expect(fs.existsSync(path.join(dir, 'keys'))).toBe(false);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    fs.mkdirSync(path.join(dir, 'keys'));
    fs.writeFileSync(path.join(dir, 'keys', 'jwt-secret'), 'tiny');
    expect(() => resolveAuthSecrets(loadConfig({ DATA_DIR: dir }))).toThrow(/at least 32 characters/);
  });

  it('reads MAIL_FROM with a default and refuses header injection', () => {
    expect(loadConfig({}).mailFrom).toBe('TableCrawler <no-reply@localhost>');
    expect(loadConfig({ MAIL_FROM: '표 크롤러 <no-reply@tablecrawler.example>' }).mailFrom).toBe('표 크롤러 <no-reply@tablecrawler.example>');
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });
});

describe('file URL secret', () => {
  it('is generated into $DATA_DIR/keys/file-url-secret once, reused, and taken from FILE_URL_SECRET first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-secrets-'));
    try {
      const first = resolveFileUrlSecret(loadConfig({ DATA_DIR: dir }));
      expect(first.origin).toBe('generated');
      expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(path.join(dir, 'keys', 'file-url-secret')).mode & 0o777).toBe(0o600);
      expect(resolveFileUrlSecret(loadConfig({ DATA_DIR: dir }))).toEqual({ secret: first.secret, origin: 'data-dir' });
      expect(resolveFileUrlSecret(loadConfig({ DATA_DIR: dir, FILE_URL_SECRET: 'f'.repeat(32) }))).toEqual({ secret: 'f'.repeat(32), origin: 'env' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
