import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startApiProcess, type RunningApi } from '../../../../tools/testing/api-process.cjs';

export { REPO_ROOT, type RunningApi };

/**
 * Starts the real built server (`node apps/api/dist/main.mjs`) on a free loopback port with a fresh DATA_DIR
 * (embedded PGlite). It uses the server key the site build embedded ($DATA_DIR/keys of the build environment).
 */
export function startApi(): Promise<RunningApi> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html'))) throw new Error('apps/web/dist is missing: run `npx nx run web:build` first');
  const buildKey = process.env['RSA_PRIVATE_KEY_FILE']
    ? path.resolve(REPO_ROOT, process.env['RSA_PRIVATE_KEY_FILE'])
    : path.resolve(REPO_ROOT, process.env['DATA_DIR'] ?? 'data', 'keys', 'server-private.pem');
  const key: Record<string, string> = process.env['RSA_PRIVATE_KEY']
    ? { RSA_PRIVATE_KEY: process.env['RSA_PRIVATE_KEY'] }
    : fs.existsSync(buildKey)
      ? { RSA_PRIVATE_KEY_FILE: buildKey }
      : {};
  return startApiProcess({ env: key, dataDirPrefix: 'tablecrawler-web-e2e-' });
}
