import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT, freePort, startApiProcess, type RunningApi } from '../../../../tools/testing/api-process.cjs';
import { dataDirKeyFile, findServerKey } from '../../../../tools/testing/server-key.cjs';

export { REPO_ROOT };

export interface ServerKey {
  privatePem: string;
  /** SPKI DER as base64, the value a build embeds as __SERVER_PUBLIC_KEY__. */
  publicKeyBase64: string;
}

/**
 * The server key a build embedded, found as tools/server-keys.mjs finds it for the build environment
 * (RSA_PRIVATE_KEY > RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem; never generated here), and checked
 * against the built extension in `dist` so that a build made with another key fails here instead of as a 400 later.
 */
export function builtServerKey(dist: string): ServerKey {
  const privatePem = findServerKey()?.privatePem;
  if (!privatePem) throw new Error(`no server key (RSA_PRIVATE_KEY, RSA_PRIVATE_KEY_FILE or ${dataDirKeyFile()}): build the extension first`);
  const publicKeyBase64 = crypto.createPublicKey(privatePem).export({ type: 'spki', format: 'der' }).toString('base64');
  const assets = path.join(dist, 'assets');
  const embedded = fs.existsSync(assets) && fs.readdirSync(assets).some((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes(publicKeyBase64));
  if (!embedded) throw new Error(`${dist} does not embed the public key of the build environment's server key: rebuild the extension`);
  return { privatePem, publicKeyBase64 };
}

export { freePort, type RunningApi };

/**
 * Starts the real built server on loopback `port` with a fresh DATA_DIR and the given server key.
 * NODE_ENV=test: any chrome-extension:// origin is allowed.
 */
export function startApi(options: { port: number; privatePem: string }): Promise<RunningApi> {
  return startApiProcess({ port: options.port, env: { RSA_PRIVATE_KEY: options.privatePem }, dataDirPrefix: 'tablecrawler-ext-e2e-api-' });
}
