// Starts the real built API (`node apps/api/dist/main.mjs`) for browser tests: loopback, a free port unless one
// is given, a fresh DATA_DIR (embedded PGlite, mail outbox in `$DATA_DIR/mail`), NODE_ENV=test.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'main.mjs');

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilReady(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/** Stops a child process: SIGTERM, SIGKILL after 10 s; resolves once it has exited. */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `dataDir`: an existing DATA_DIR to use (a restart over the same database and files); stop() leaves it unless
 * `removeOnStop` (default: true only for the fresh one made here). `stop({ keepData: true })` always leaves it.
 */
async function startApiProcess({ port, env = {}, dataDirPrefix = 'tablecrawler-e2e-api-', readyTimeoutMs = 90_000, dataDir: givenDataDir, removeOnStop = givenDataDir === undefined } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx nx run api:build\` first`);
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const removeDataDir = () => removeOnStop && fs.rmSync(dataDir, { recursive: true, force: true });
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk.toString()));
  child.stderr.on('data', (chunk) => (log += chunk.toString()));
  const output = () => log;
  try {
    await waitUntilReady(url, child, output, readyTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    removeDataDir();
    throw error;
  }
  return {
    url,
    dataDir,
    ownsDataDir: removeOnStop,
    pid: child.pid,
    output,
    async stop({ keepData = false } = {}) {
      await stopChild(child);
      if (!keepData) removeDataDir();
    },
  };
}

module.exports = { REPO_ROOT, freePort, stopChild, startApiProcess };
