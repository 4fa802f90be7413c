// Grants a pass with the operator command (what `npm run ops -- grant-pass` runs once the API is built) for browser
// tests and benchmarks. PGlite has one process at a time, so the API is stopped, the command runs on its DATA_DIR,
// and the API starts again on the same port, data and environment.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { REPO_ROOT, startApiProcess } = require('./api-process.cjs');

const OPS = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'ops.mjs');

async function grantPassWithOps(api, { email, days = 7, env = {} }) {
  const port = Number(new URL(api.url).port);
  await api.stop({ keepData: true });
  const result = spawnSync(process.execPath, [OPS, 'grant-pass', '--email', email, '--days', String(days), '--reason', 'test pass', '--actor', 'tests'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, DATA_DIR: api.dataDir },
    encoding: 'utf8',
  });
  const restarted = await startApiProcess({ port, env, dataDir: api.dataDir, removeOnStop: api.ownsDataDir });
  if (result.status !== 0) throw new Error(`grant-pass exited with ${result.status}: ${result.stderr}${result.stdout}`);
  return restarted;
}

/** Signs in with the side panel's own form (the service worker calls the API) and waits for the signed-in account. */
async function signInInPanel(panel, { email, password }) {
  const form = panel.getByRole('form', { name: '로그인' });
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByRole('button', { name: '로그인' }).click();
  await panel.getByText(`${email} 계정으로 로그인되어 있습니다.`).waitFor({ timeout: 60_000 });
}

module.exports = { grantPassWithOps, signInInPanel };
