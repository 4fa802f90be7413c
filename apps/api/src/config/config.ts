import fs from 'node:fs';
import path from 'node:path';
import { ENV_VARS, envDefault, type DefaultedEnvVarName, type EnvInput, type EnvVarName } from './env-schema';

export const NODE_ENVS = { development: 'development', production: 'production', test: 'test' } as const;
export type NodeEnv = (typeof NODE_ENVS)[keyof typeof NODE_ENVS];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Without trailing slash. */
  publicUrl: string;
  /** Cookies get `Secure` and responses HSTS when the public URL is https. */
  secureCookies: boolean;
  siteOrigin: string;
  extensionOrigins: readonly string[];
  /** True when EXTENSION_ORIGINS is unset outside production. */
  allowAnyExtensionOrigin: boolean;
  repoRoot: string;
  dataDir: string;
  pgDataDir: string;
  keysDir: string;
  mailDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  smtpUrl: string | undefined;
  rsaPrivateKey: string | undefined;
  rsaPrivateKeyFile: string | undefined;
  webDistDir: string;
  markdownDir: string;
  migrationsDir: string;
  bodyLimitBytes: number;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  aesKeyReplayWindowSeconds: number;
  decryptFailureLimitPerMinute: number;
  /** Secrets of the accounts module; unset ones are read from or generated into `keysDir` (see secrets.ts). */
  jwtSecret: string | undefined;
  verificationCodeSecret: string | undefined;
  emailHashSecret: string | undefined;
  mailFrom: string;
  /** History files (issue 11). */
  files: FilesConfig;
}

export const FILE_STORAGE_KINDS = { local: 'local', s3: 's3' } as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[keyof typeof FILE_STORAGE_KINDS];

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both set or both undefined (the SDK's default credential chain). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface FilesConfig {
  storage: FileStorageKind;
  /** Root of local storage: `$DATA_DIR/files`. */
  localDir: string;
  quotaBytes: number;
  maxUploadBytes: number;
  sweepIntervalMs: number;
  /** Unset: read from or generated into `keysDir` (see secrets.ts). */
  urlSecret: string | undefined;
  /** Set when `storage` is `s3`. */
  s3: S3Config | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** Secrets given through the environment must carry at least 256 bits when hex or random text. */
export const MIN_SECRET_LENGTH = 32;

const EXTENSION_ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*-extension:\/\/[A-Za-z0-9._-]+$/;

/** Walks up from `start` to the first folder holding nx.json; `undefined` when there is none. */
export function findRepoRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Builds the frozen config from an environment-like object (pure apart from locating the repo root).
 * Tests call it with a plain object; `configFromProcessEnv` is the production entry.
 */
export function loadConfig(env: EnvInput, options: { cwd?: string } = {}): AppConfig {
  const problems: string[] = [];
  const raw = (name: EnvVarName): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  /** An integer variable; unset: its documented default. */
  const int = (name: DefaultedEnvVarName, min: number, max: number): number => {
    const fallback = Number(envDefault(name));
    const value = raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return Number(value);
  };

  const nodeEnvRaw = raw('NODE_ENV') ?? envDefault('NODE_ENV');
  const nodeEnv = (Object.values(NODE_ENVS) as string[]).includes(nodeEnvRaw) ? (nodeEnvRaw as NodeEnv) : undefined;
  if (!nodeEnv) problems.push(`NODE_ENV must be one of ${Object.values(NODE_ENVS).join(', ')} (got "${nodeEnvRaw}")`);

  const port = int('PORT', 0, 65535);
  const host = raw('HOST') ?? envDefault('HOST');

  const publicUrlRaw = raw('PUBLIC_URL') ?? envDefault('PUBLIC_URL').replace('$PORT', String(port));
  const publicUrl = parseHttpUrl(publicUrlRaw);
  if (!publicUrl) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrlRaw}")`);

  const siteOriginRaw = raw('SITE_ORIGIN');
  let siteOrigin = publicUrl?.origin ?? 'http://localhost';
  if (siteOriginRaw !== undefined) {
    const parsed = parseHttpUrl(siteOriginRaw);
    if (!parsed) problems.push(`SITE_ORIGIN must be an http(s) origin (got "${siteOriginRaw}")`);
    else siteOrigin = parsed.origin;
  }

  const extensionRaw = raw('EXTENSION_ORIGINS');
  const extensionOrigins = (extensionRaw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of extensionOrigins) {
    if (!EXTENSION_ORIGIN_PATTERN.test(origin)) problems.push(`EXTENSION_ORIGINS entry "${origin}" is not an extension origin such as chrome-extension://<id>`);
  }

  const cwd = options.cwd ?? '.';
  const repoRoot = path.resolve(raw('REPO_ROOT') ?? findRepoRoot(cwd) ?? cwd);
  const dataDir = path.resolve(repoRoot, raw('DATA_DIR') ?? envDefault('DATA_DIR'));

  const logLevelRaw = raw('LOG_LEVEL') ?? envDefault('LOG_LEVEL');
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw) ? (logLevelRaw as LogLevel) : undefined;
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const databaseUrl = raw('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');

  const smtpUrl = raw('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const rsaPrivateKeyFile = raw('RSA_PRIVATE_KEY_FILE');

  const secret = (name: 'JWT_SECRET' | 'VERIFICATION_CODE_SECRET' | 'EMAIL_HASH_SECRET'): string | undefined => {
    const value = raw(name);
    if (value !== undefined && value.length < MIN_SECRET_LENGTH) problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
    return value;
  };
  const mailFrom = raw('MAIL_FROM') ?? envDefault('MAIL_FROM');
  if (/[\r\n]/.test(mailFrom) || !/@/.test(mailFrom)) problems.push(`MAIL_FROM must be one mail address such as "TableCrawler <no-reply@example.com>" (got "${mailFrom}")`);

  const files = loadFilesConfig(raw, int, problems, dataDir);

  const config: AppConfig = {
    nodeEnv: nodeEnv ?? NODE_ENVS.development,
    host,
    port,
    publicUrl: publicUrl ? publicUrl.href.replace(/\/$/, '') : publicUrlRaw,
    secureCookies: publicUrl?.protocol === 'https:',
    siteOrigin,
    extensionOrigins: Object.freeze(extensionOrigins),
    allowAnyExtensionOrigin: extensionRaw === undefined && nodeEnv !== NODE_ENVS.production,
    repoRoot,
    dataDir,
    pgDataDir: path.join(dataDir, 'pg'),
    keysDir: path.join(dataDir, 'keys'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 1, 1000),
    smtpUrl,
    // PEM bodies keep their line breaks: read untrimmed.
    rsaPrivateKey: env.RSA_PRIVATE_KEY?.trim() ? env.RSA_PRIVATE_KEY : undefined,
    rsaPrivateKeyFile: rsaPrivateKeyFile === undefined ? undefined : path.resolve(repoRoot, rsaPrivateKeyFile),
    webDistDir: path.resolve(repoRoot, raw('WEB_DIST_DIR') ?? path.join('apps', 'web', 'dist')),
    markdownDir: path.join(repoRoot, 'apps', 'api', 'static', 'markdown'),
    migrationsDir: path.join(repoRoot, 'apps', 'api', 'src', 'db', 'migrations'),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1024, 1024 * 1024 * 1024),
    logLevel: logLevel ?? 'info',
    trustProxy: parseTrustProxy(raw('TRUST_PROXY') ?? envDefault('TRUST_PROXY'), problems),
    aesKeyReplayWindowSeconds: int('AES_KEY_REPLAY_WINDOW_SECONDS', 60, 365 * 24 * 3600),
    decryptFailureLimitPerMinute: int('DECRYPT_FAILURE_LIMIT_PER_MINUTE', 1, 100_000),
    jwtSecret: secret('JWT_SECRET'),
    verificationCodeSecret: secret('VERIFICATION_CODE_SECRET'),
    emailHashSecret: secret('EMAIL_HASH_SECRET'),
    mailFrom,
    files,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** Returns a copy of `config` with some fields replaced (tests: temp dirs, small limits). */
export function withOverrides(config: AppConfig, overrides: Partial<AppConfig>): AppConfig {
  return Object.freeze({ ...config, ...overrides });
}

/** The only reader of process.env in the API. */
export function configFromProcessEnv(): AppConfig {
  const env: EnvInput = {};
  for (const { name } of ENV_VARS) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return loadConfig(env, { cwd: process.cwd() });
}

type RawReader = (name: EnvVarName) => string | undefined;
type IntReader = (name: DefaultedEnvVarName, min: number, max: number) => number;

function loadFilesConfig(raw: RawReader, int: IntReader, problems: string[], dataDir: string): FilesConfig {
  const storageRaw = raw('FILES_STORAGE') ?? envDefault('FILES_STORAGE');
  const storage = (Object.values(FILE_STORAGE_KINDS) as string[]).includes(storageRaw) ? (storageRaw as FileStorageKind) : undefined;
  if (!storage) problems.push(`FILES_STORAGE must be one of ${Object.values(FILE_STORAGE_KINDS).join(', ')} (got "${storageRaw}")`);
  const urlSecret = raw('FILE_URL_SECRET');
  if (urlSecret !== undefined && urlSecret.length < MIN_SECRET_LENGTH) problems.push(`FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  const forcePathStyleRaw = raw('S3_FORCE_PATH_STYLE') ?? envDefault('S3_FORCE_PATH_STYLE');
  if (forcePathStyleRaw !== 'true' && forcePathStyleRaw !== 'false') problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${forcePathStyleRaw}")`);
  const endpoint = raw('S3_ENDPOINT');
  if (endpoint !== undefined && !parseHttpUrl(endpoint)) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const accessKeyId = raw('S3_ACCESS_KEY_ID');
  const secretAccessKey = raw('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const bucket = raw('S3_BUCKET');
  if (storage === FILE_STORAGE_KINDS.s3 && bucket === undefined) problems.push('S3_BUCKET is required when FILES_STORAGE=s3');
  return {
    storage: storage ?? FILE_STORAGE_KINDS.local,
    localDir: path.join(dataDir, 'files'),
    quotaBytes: int('FILES_QUOTA_BYTES', 0, Number.MAX_SAFE_INTEGER),
    maxUploadBytes: int('FILES_MAX_UPLOAD_BYTES', 1, 1024 * 1024 * 1024),
    sweepIntervalMs: int('FILES_SWEEP_INTERVAL_SECONDS', 1, 7 * 24 * 3600) * 1000,
    urlSecret,
    s3:
      storage === FILE_STORAGE_KINDS.s3 && bucket !== undefined
        ? { bucket, region: raw('S3_REGION') ?? envDefault('S3_REGION'), endpoint, accessKeyId, secretAccessKey, forcePathStyle: forcePathStyleRaw === 'true' }
        : undefined,
  };
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function parseTrustProxy(value: string, problems: string[]): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(s))) {
    problems.push(`TRUST_PROXY must be true, false, a hop count or a comma list of addresses (got "${value}")`);
    return false;
  }
  return list;
}
