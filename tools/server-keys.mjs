// Resolves the server RSA key pair for builds and local starts, in the same order as the API's config:
// RSA_PRIVATE_KEY (PEM) > RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem (tools/testing/server-key.cjs)
// > generate it there. The site and extension builds embed the matching public key (SPKI DER, base64).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dataDirKeyFile, findServerKey, resolveDataDir } = createRequire(import.meta.url)('./testing/server-key.cjs');
export { resolveDataDir };

/** Returns { privatePem, publicPem, publicKeyBase64 } and writes a new pair under $DATA_DIR/keys when none exists. */
export function ensureServerKeys(env = process.env) {
  let privatePem = findServerKey(env)?.privatePem;
  if (!privatePem) {
    const privateFile = dataDirKeyFile(env);
    const keyDir = path.dirname(privateFile);
    const pair = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    fs.mkdirSync(keyDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(privateFile, pair.privateKey, { mode: 0o600 });
    fs.writeFileSync(path.join(keyDir, 'server-public.pem'), pair.publicKey);
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
