import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startApiProcess, type RunningApi } from '../../../../tools/testing/api-process.cjs';
import { findServerKey } from '../../../../tools/testing/server-key.cjs';

export { REPO_ROOT, type RunningApi };

/**
 * Starts the real built server (`node apps/api/dist/main.mjs`) on a free loopback port with a fresh DATA_DIR
 * (embedded PGlite). It uses the server key the site build embedded (found as the build found it, never generated).
 * `env`: extra variables (e.g. TOSS_API_URL of the fake Toss).
 */
export function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html'))) throw new Error('apps/web/dist is missing: run `npx nx run web:build` first');
  const key = findServerKey();
  return startApiProcess({ env: { ...(key ? { RSA_PRIVATE_KEY: key.privatePem } : {}), ...env }, dataDirPrefix: 'tablecrawler-web-e2e-' });
}
