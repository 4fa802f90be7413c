import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signUpViaApi, type ApiUser } from '../../../../tools/testing/api-user.cjs';
import { freePort, REPO_ROOT, startApi, type RunningApi } from './api-server';

const OPS = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'ops.mjs');

/**
 * Grants `email` a pass with the operator command (what `npm run ops -- grant-pass` runs once the API is built).
 * PGlite has one process at a time, so the API is stopped, the command runs on its DATA_DIR, and the API starts
 * again on the same port and data; the returned server replaces `api`.
 */
export async function grantPassWithOps(api: RunningApi, options: { email: string; days: number; privatePem: string }): Promise<RunningApi> {
  const port = Number(new URL(api.url).port);
  await api.stop({ keepData: true });
  const result = spawnSync(process.execPath, [OPS, 'grant-pass', '--email', options.email, '--days', String(options.days), '--reason', 'extension e2e', '--actor', 'e2e'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: api.dataDir, RSA_PRIVATE_KEY: options.privatePem, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const restarted = await startApi({ port, privatePem: options.privatePem, dataDir: api.dataDir });
  if (result.status !== 0) throw new Error(`grant-pass exited with ${result.status}: ${result.stderr}${result.stdout}`);
  return restarted;
}

/** A new account signed up through the real API (code from the outbox). */
export function newAccount(api: RunningApi, privatePem: string): Promise<ApiUser> {
  return signUpViaApi(api, { serverPrivateKeyPem: privatePem, nickname: 'extension e2e' });
}

/** Signs in with the panel's own form (the service worker calls the API) and waits for the signed-in account. */
export async function signInInPanel(panel: Page, user: { email: string; password: string }): Promise<void> {
  const form = panel.getByRole('form', { name: '로그인' });
  await form.getByLabel('이메일').fill(user.email);
  await form.getByLabel('비밀번호').fill(user.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await panel.getByText(`${user.email} 계정으로 로그인되어 있습니다.`).waitFor();
}

/** The real API (fresh PGlite data) with one account that holds a 7-day pass granted by the operator command. */
export async function startApiWithPassHolder(serverKey: { privatePem: string }): Promise<{ api: RunningApi; user: ApiUser }> {
  const started = await startApi({ port: await freePort(), privatePem: serverKey.privatePem });
  try {
    const user = await newAccount(started, serverKey.privatePem);
    return { api: await grantPassWithOps(started, { email: user.email, days: 7, privatePem: serverKey.privatePem }), user };
  } catch (error) {
    await started.stop();
    throw error;
  }
}
