/**
 * The one list of environment variables the API reads. Each entry carries the default and the text
 * that apps/api/README.md documents (a test keeps the two in step).
 */
export interface EnvVarSpec {
  name: string;
  /** Default as documented; `undefined` means "unset" (the description says what that does). */
  default: string | undefined;
  description: string;
}

export const ENV_VARS = [
  { name: 'NODE_ENV', default: 'development', description: '`development`, `production` or `test`. Production refuses unlisted extension origins.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on. Loopback by default; set `0.0.0.0` to accept connections from other machines.' },
  { name: 'PORT', default: '3000', description: 'TCP port of the API and the site.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:$PORT', description: 'Public base URL of the site and API (links in mail, payment redirects). `https://` makes cookies `Secure` and turns on HSTS.' },
  { name: 'SITE_ORIGIN', default: 'origin of PUBLIC_URL', description: 'Browser origin of the site, allowed by CORS.' },
  { name: 'EXTENSION_ORIGINS', default: undefined, description: 'Comma-separated extension origins allowed by CORS (`chrome-extension://<id>`). Unset: any `chrome-extension://` origin in development and test, none in production.' },
  { name: 'REPO_ROOT', default: 'nearest folder above the working directory holding nx.json', description: 'Root the relative paths below are resolved from (falls back to the working directory).' },
  { name: 'DATA_DIR', default: './data', description: 'Local state: PGlite database (`pg/`), server keys (`keys/`), outgoing mail (`mail/`), history files of local storage (`files/`). Relative to REPO_ROOT.' },
  { name: 'DATABASE_URL', default: undefined, description: 'PostgreSQL connection string. Unset: embedded PGlite persisted under `$DATA_DIR/pg` (one process only).' },
  { name: 'DATABASE_POOL_SIZE', default: '10', description: 'Connections in the PostgreSQL pool (ignored for PGlite).' },
  { name: 'SMTP_URL', default: undefined, description: 'SMTP server for outgoing mail (`smtp://user:pass@host:port`). Unset: messages are written as `.eml` files under `$DATA_DIR/mail` and the line with the verification code is logged at info (local use without a mail server).' },
  { name: 'RSA_PRIVATE_KEY', default: undefined, description: 'Server private key (PKCS#8 PEM) for the field-encryption scheme. Takes precedence over the file below.' },
  { name: 'RSA_PRIVATE_KEY_FILE', default: undefined, description: 'Path of the server private key PEM. Neither set: `$DATA_DIR/keys/server-private.pem`, generated with `server-public.pem` on first start (same order as tools/server-keys.mjs).' },
  { name: 'WEB_DIST_DIR', default: '<REPO_ROOT>/apps/web/dist', description: 'Built site served with SPA fallback. Missing: HTML requests get a 503 page asking to build the site.' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body (1 MiB); larger bodies get 413 `body_too_large`.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Fastify `trustProxy`: `true`, `false`, a hop count, or a comma list of proxy addresses/CIDRs. Decides the client IP used by rate limits.' },
  { name: 'AES_KEY_REPLAY_WINDOW_SECONDS', default: '604800', description: 'How long a used `X-AES-KEY` is remembered and refused (7 days).' },
  { name: 'DECRYPT_FAILURE_LIMIT_PER_MINUTE', default: '10', description: 'Failed decryptions allowed per client IP per minute; beyond it encrypted routes answer 429 with `Retry-After`.' },
  { name: 'JWT_SECRET', default: undefined, description: 'HS256 key of the access tokens (at least 32 characters; every API process on one database needs the same). Unset: `$DATA_DIR/keys/jwt-secret`, generated (32 random bytes, hex) on first start.' },
  { name: 'VERIFICATION_CODE_SECRET', default: undefined, description: 'HMAC key under which e-mail verification codes are stored (at least 32 characters). Unset: `$DATA_DIR/keys/verification-code-secret`, generated on first start.' },
  { name: 'EMAIL_HASH_SECRET', default: undefined, description: 'HMAC key of the one-way hashes that keep deleted accounts\' e-mail addresses from registering again (at least 32 characters; never change it once accounts were deleted). Unset: `$DATA_DIR/keys/email-hash-secret`, generated on first start.' },
  { name: 'MAIL_FROM', default: 'TableCrawler <no-reply@localhost>', description: 'Sender of outgoing mail (verification codes).' },
  { name: 'FILES_STORAGE', default: 'local', description: 'Where history files are kept: `local` (under `$DATA_DIR/files`, downloads served by the API behind a signed URL; one API host) or `s3` (an S3-compatible bucket shared by every API process; downloads through presigned GET URLs).' },
  { name: 'FILES_QUOTA_BYTES', default: '1073741824', description: 'Storage each user may fill with history files (1 GiB); an upload beyond it gets 413 `quota_exceeded`.' },
  { name: 'FILES_MAX_UPLOAD_BYTES', default: '52428800', description: 'Largest history file accepted (50 MiB); larger uploads get 413 `file_too_large` and nothing is stored.' },
  { name: 'FILES_SWEEP_INTERVAL_SECONDS', default: '600', description: 'How often stored blobs without a history row (older than an hour) and day-old upload idempotency keys are removed.' },
  { name: 'FILE_URL_SECRET', default: undefined, description: 'HMAC key of the signed download URLs of local storage (at least 32 characters; every API process needs the same). Unset: `$DATA_DIR/keys/file-url-secret`, generated on first start.' },
  { name: 'S3_BUCKET', default: undefined, description: 'Bucket of the history files when `FILES_STORAGE=s3` (required then). Objects are named `files/<id>`.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket (also used to sign requests to S3-compatible servers).' },
  { name: 'S3_ENDPOINT', default: undefined, description: 'Endpoint URL of an S3-compatible server (MinIO, Ceph, R2 …). Unset: AWS S3 of `S3_REGION`.' },
  { name: 'S3_ACCESS_KEY_ID', default: undefined, description: 'Access key of the bucket. Unset (with the secret below): the AWS SDK\'s default credential chain (environment, profile, instance role).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: undefined, description: 'Secret of `S3_ACCESS_KEY_ID` (both or neither).' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'false', description: '`true` addresses the bucket as `<endpoint>/<bucket>` instead of `<bucket>.<endpoint>` (most S3-compatible servers need it).' },
  { name: 'UV_THREADPOOL_SIZE', default: 'number of CPU cores', description: 'libuv thread pool size, set by `src/main.ts` before the pool starts (password hashing runs there). An explicit value is kept as it is.' },
] as const satisfies readonly EnvVarSpec[];

export type EnvVarName = (typeof ENV_VARS)[number]['name'];

/** Names whose documented default is a value (not unset). */
export type DefaultedEnvVarName = Extract<(typeof ENV_VARS)[number], { default: string }>['name'];

/** The documented default of a variable, so the code cannot drift from the README (literal defaults only). */
export function envDefault(name: DefaultedEnvVarName): string {
  const spec: EnvVarSpec | undefined = ENV_VARS.find((v) => v.name === name);
  if (spec?.default === undefined) throw new Error(`${name} has no documented default`);
  return spec.default;
}

/** The environment as the config sees it: only declared names. */
export type EnvInput = Partial<Record<EnvVarName, string>>;
