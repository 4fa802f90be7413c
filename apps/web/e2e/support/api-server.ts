import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'main.mjs');

export interface RunningApi {
  url: string;
  /** The server's DATA_DIR (its outbox is `mail/`). */
  dataDir: string;
  /** Server output so far (for failure messages). */
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
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

/**
 * Starts the real built server (`node apps/api/dist/main.mjs`) on a free loopback port with a fresh DATA_DIR
 * (embedded PGlite). It uses the server key the site build embedded ($DATA_DIR/keys of the build environment).
 */
export async function startApi(): Promise<RunningApi> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx nx run api:build\` first`);
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html'))) throw new Error('apps/web/dist is missing: run `npx nx run web:build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-web-e2e-'));
  const buildKey = process.env['RSA_PRIVATE_KEY_FILE']
    ? path.resolve(REPO_ROOT, process.env['RSA_PRIVATE_KEY_FILE'])
    : path.resolve(REPO_ROOT, process.env['DATA_DIR'] ?? 'data', 'keys', 'server-private.pem');
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env['RSA_PRIVATE_KEY'] ? { RSA_PRIVATE_KEY: process.env['RSA_PRIVATE_KEY'] } : fs.existsSync(buildKey) ? { RSA_PRIVATE_KEY_FILE: buildKey } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  try {
    await waitUntilReady(url, child, output, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
