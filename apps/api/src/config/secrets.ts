import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, type AppConfig } from './config';

/** The accounts module's server-side secrets (never logged, never sent). */
export interface AuthSecrets {
  /** HS256 key of the access tokens. */
  jwtSecret: string;
  /** HMAC key of stored verification codes. */
  verificationCodeSecret: string;
  /** HMAC key of the deleted-e-mail hashes. */
  emailHashSecret: string;
}

export type AuthSecretSource = 'env' | 'data-dir' | 'generated';

const SECRETS = [
  { key: 'jwtSecret', file: 'jwt-secret' },
  { key: 'verificationCodeSecret', file: 'verification-code-secret' },
  { key: 'emailHashSecret', file: 'email-hash-secret' },
] as const;

/**
 * Each secret from its environment variable, else from `$DATA_DIR/keys/<name>`, else generated into that
 * file (32 random bytes as hex, mode 0600) on first start — the same approach as the server RSA key.
 */
export function resolveAuthSecrets(
  config: Pick<AppConfig, 'jwtSecret' | 'verificationCodeSecret' | 'emailHashSecret' | 'keysDir'>,
): { secrets: AuthSecrets; origins: Record<keyof AuthSecrets, AuthSecretSource> } {
  const secrets = {} as AuthSecrets;
  const origins = {} as Record<keyof AuthSecrets, AuthSecretSource>;
  for (const { key, file } of SECRETS) {
    const fromEnv = config[key];
    if (fromEnv) {
      secrets[key] = fromEnv;
      origins[key] = 'env';
      continue;
    }
    const { value, origin } = readOrCreateSecret(path.join(config.keysDir, file));
    secrets[key] = value;
    origins[key] = origin;
  }
  return { secrets, origins };
}

/** The HMAC key of signed download URLs: FILE_URL_SECRET, else `$DATA_DIR/keys/file-url-secret` (generated on first start). */
export function resolveFileUrlSecret(config: Pick<AppConfig, 'files' | 'keysDir'>): { secret: string; origin: AuthSecretSource } {
  if (config.files.urlSecret) return { secret: config.files.urlSecret, origin: 'env' };
  const { value, origin } = readOrCreateSecret(path.join(config.keysDir, 'file-url-secret'));
  return { secret: value, origin };
}

function readOrCreateSecret(file: string): { value: string; origin: AuthSecretSource } {
  if (fs.existsSync(file)) return { value: readSecret(file), origin: 'data-dir' };
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': a second process starting at the same moment reads the winner's secret instead of overwriting it.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return { value: readSecret(file), origin: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { value: readSecret(file), origin: 'data-dir' };
    throw error;
  }
}

function readSecret(file: string): string {
  const value = fs.readFileSync(file, 'utf8').trim();
  if (value.length < MIN_SECRET_LENGTH) throw new Error(`${file} must hold a secret of at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}
