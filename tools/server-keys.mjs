// Resolves the server RSA key pair for builds and local starts, in the same order as the API's config:
// RSA_PRIVATE_KEY (PEM) > RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem > generate it there.
// The site and extension builds embed the matching public key (SPKI DER, base64).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function resolveDataDir(env = process.env) {
  return path.resolve(workspaceRoot, env.DATA_DIR ?? 'data');
}

/** Returns { privatePem, publicPem, publicKeyBase64 } and writes a new pair under $DATA_DIR/keys when none exists. */
export function ensureServerKeys(env = process.env) {
  let privatePem = env.RSA_PRIVATE_KEY;
  if (!privatePem && env.RSA_PRIVATE_KEY_FILE) privatePem = fs.readFileSync(env.RSA_PRIVATE_KEY_FILE, 'utf8');
  const keyDir = path.join(resolveDataDir(env), 'keys');
  const privateFile = path.join(keyDir, 'server-private.pem');
  const publicFile = path.join(keyDir, 'server-public.pem');
  if (!privatePem && fs.existsSync(privateFile)) privatePem = fs.readFileSync(privateFile, 'utf8');
  if (!privatePem) {
    const pair = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    fs.mkdirSync(keyDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(publicFile, pair.publicKey);
    privatePem = pair.privateKey;
  }
  const publicKey = crypto.createPublicKey(privatePem);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { privatePem, publicPem, publicKeyBase64 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${ensureServerKeys().publicKeyBase64}\n`);
}
