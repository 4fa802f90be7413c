import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

export interface ServerKeySource {
  privateKeyPem: string;
  /** Where the key came from, for the start-up log (never the key itself). */
  origin: 'RSA_PRIVATE_KEY' | 'RSA_PRIVATE_KEY_FILE' | 'data-dir' | 'generated';
}

/**
 * Resolves the server RSA private key in the order tools/server-keys.mjs uses:
 * RSA_PRIVATE_KEY > RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem > generate that file
 * (and server-public.pem) on first start.
 */
export function resolveServerPrivateKey(config: Pick<AppConfig, 'rsaPrivateKey' | 'rsaPrivateKeyFile' | 'keysDir'>): ServerKeySource {
  if (config.rsaPrivateKey) return { privateKeyPem: config.rsaPrivateKey, origin: 'RSA_PRIVATE_KEY' };
  if (config.rsaPrivateKeyFile) return { privateKeyPem: fs.readFileSync(config.rsaPrivateKeyFile, 'utf8'), origin: 'RSA_PRIVATE_KEY_FILE' };
  const privateFile = path.join(config.keysDir, 'server-private.pem');
  if (fs.existsSync(privateFile)) return { privateKeyPem: fs.readFileSync(privateFile, 'utf8'), origin: 'data-dir' };
  const pair = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicExponent: 0x10001,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  fs.mkdirSync(config.keysDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
  fs.writeFileSync(path.join(config.keysDir, 'server-public.pem'), pair.publicKey);
  return { privateKeyPem: pair.privateKey, origin: 'generated' };
}

/** SPKI PEM of the public half (logged fingerprint, dummy-key setup). */
export function publicKeyPemOf(privateKeyPem: string): string {
  return crypto.createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}
