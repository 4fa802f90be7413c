import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config';
import { ENV_VARS } from './env-schema';
import { resolveServerPrivateKey } from './server-key';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, { cwd: path.join(repoRoot, 'apps', 'api') });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      secureCookies: false,
      extensionOrigins: [],
      allowAnyExtensionOrigin: true,
      repoRoot,
      dataDir: path.join(repoRoot, 'data'),
      pgDataDir: path.join(repoRoot, 'data', 'pg'),
      keysDir: path.join(repoRoot, 'data', 'keys'),
      mailDir: path.join(repoRoot, 'data', 'mail'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
      trustProxy: false,
      aesKeyReplayWindowSeconds: 604800,
      decryptFailureLimitPerMinute: 10,
      files: {
        storage: 'local',
        localDir: path.join(repoRoot, 'data', 'files'),
        quotaBytes: 1024 ** 3,
        maxUploadBytes: 50 * 1024 ** 2,
        sweepIntervalMs: 600_000,
        urlSecret: undefined,
        s3: undefined,
      },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads the history-file storage settings and refuses incomplete S3 ones', () => {
    const config = loadConfig({
      FILES_STORAGE: 's3',
      S3_BUCKET: 'history',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FILES_QUOTA_BYTES: '1000',
      FILES_MAX_UPLOAD_BYTES: '2000',
      FILE_URL_SECRET: 'u'.repeat(32),
    });
    expect(config.files).toMatchObject({
      storage: 's3',
      quotaBytes: 1000,
      maxUploadBytes: 2000,
      urlSecret: 'u'.repeat(32),
      s3: { bucket: 'history', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    });
    let error: unknown;
    try {
      loadConfig({ FILES_STORAGE: 's3', S3_ACCESS_KEY_ID: 'id', S3_FORCE_PATH_STYLE: 'yes', FILE_URL_SECRET: 'short', S3_ENDPOINT: 'nope' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['S3_BUCKET', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'FILE_URL_SECRET', 'S3_ENDPOINT']) expect(problems).toContain(name);
    expect(() => loadConfig({ FILES_STORAGE: 'ftp' })).toThrow('FILES_STORAGE');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      PUBLIC_URL: 'https://tablecrawler.example/',
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop, chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba',
      REPO_ROOT: '/srv/tc',
      DATA_DIR: '/var/lib/tc',
      DATABASE_URL: 'postgres://u@db/tc',
      DATABASE_POOL_SIZE: '20',
      SMTP_URL: 'smtp://mail:25',
      RSA_PRIVATE_KEY_FILE: 'secrets/key.pem',
      WEB_DIST_DIR: 'site',
      BODY_LIMIT_BYTES: '2048',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      AES_KEY_REPLAY_WINDOW_SECONDS: '3600',
      DECRYPT_FAILURE_LIMIT_PER_MINUTE: '5',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'https://tablecrawler.example',
      siteOrigin: 'https://tablecrawler.example',
      secureCookies: true,
      extensionOrigins: ['chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba'],
      allowAnyExtensionOrigin: false,
      repoRoot: '/srv/tc',
      dataDir: '/var/lib/tc',
      pgDataDir: '/var/lib/tc/pg',
      databaseUrl: 'postgres://u@db/tc',
      databasePoolSize: 20,
      smtpUrl: 'smtp://mail:25',
      rsaPrivateKeyFile: '/srv/tc/secrets/key.pem',
      webDistDir: '/srv/tc/site',
      bodyLimitBytes: 2048,
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      aesKeyReplayWindowSeconds: 3600,
      decryptFailureLimitPerMinute: 5,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).allowAnyExtensionOrigin).toBe(false);
    expect(loadConfig({ SITE_ORIGIN: 'http://127.0.0.1:5173/path' }).siteOrigin).toBe('http://127.0.0.1:5173');
  });

  it('reports every invalid value at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://x', LOG_LEVEL: 'loud', EXTENSION_ORIGINS: 'https://evil.example', DATABASE_URL: 'mysql://x', BODY_LIMIT_BYTES: '-1', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'PUBLIC_URL', 'LOG_LEVEL', 'EXTENSION_ORIGINS', 'DATABASE_URL', 'BODY_LIMIT_BYTES', 'NODE_ENV']) expect(problems).toContain(name);
  });

  it('finds the repository root by nx.json', () => {
    expect(findRepoRoot(path.join(repoRoot, 'apps', 'api', 'src'))).toBe(repoRoot);
    expect(findRepoRoot(os.tmpdir())).toBeUndefined();
  });
});

describe('resolveServerPrivateKey', () => {
  it('generates the pair under $DATA_DIR/keys on first start, then reuses it; env wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-keys-'));
    try {
      const keysDir = path.join(dir, 'keys');
      const first = resolveServerPrivateKey({ rsaPrivateKey: undefined, rsaPrivateKeyFile: undefined, keysDir });
      expect(first.origin).toBe('generated');
      expect(fs.readFileSync(path.join(keysDir, 'server-private.pem'), 'utf8')).toBe(first.privateKeyPem);
      expect(fs.readFileSync(path.join(keysDir, 'server-public.pem'), 'utf8')).toContain('BEGIN PUBLIC KEY');
      expect(fs.statSync(path.join(keysDir, 'server-private.pem')).mode & 0o777).toBe(0o600);
      const second = resolveServerPrivateKey({ rsaPrivateKey: undefined, rsaPrivateKeyFile: undefined, keysDir });
      expect(second).toEqual({ privateKeyPem: first.privateKeyPem, origin: 'data-dir' });
      const file = path.join(dir, 'other.pem');
      fs.writeFileSync(file, 'FILE-PEM');
      expect(resolveServerPrivateKey({ rsaPrivateKey: undefined, rsaPrivateKeyFile: file, keysDir })).toEqual({ privateKeyPem: 'FILE-PEM', origin: 'RSA_PRIVATE_KEY_FILE' });
      expect(resolveServerPrivateKey({ rsaPrivateKey: 'ENV-PEM', rsaPrivateKeyFile: file, keysDir })).toEqual({ privateKeyPem: 'ENV-PEM', origin: 'RSA_PRIVATE_KEY' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('README', () => {
  it('documents every environment variable with its default', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const v of ENV_VARS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${v.name}\` |`));
      expect({ name: v.name, documented: row !== undefined }).toEqual({ name: v.name, documented: true });
      expect(row).toContain(v.default === undefined ? '(unset)' : `\`${v.default}\``);
    }
  });
});
