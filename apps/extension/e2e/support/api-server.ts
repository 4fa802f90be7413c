import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
const MAIN = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'main.mjs');

export interface ServerKey {
  privatePem: string;
  /** SPKI DER as base64, the value a build embeds as __SERVER_PUBLIC_KEY__. */
  publicKeyBase64: string;
}

/**
 * The server key a build embedded, resolved as tools/server-keys.mjs does for the build environment
 * (RSA_PRIVATE_KEY > RSA_PRIVATE_KEY_FILE > $DATA_DIR/keys/server-private.pem; never generated here), and checked
 * against the built extension in `dist` so that a build made with another key fails here instead of as a 400 later.
 */
export function builtServerKey(dist: string): ServerKey {
  const env = process.env;
  const keyFile = env['RSA_PRIVATE_KEY_FILE']
    ? path.resolve(REPO_ROOT, env['RSA_PRIVATE_KEY_FILE'])
    : path.resolve(REPO_ROOT, env['DATA_DIR'] ?? 'data', 'keys', 'server-private.pem');
  const privatePem = env['RSA_PRIVATE_KEY'] || (fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8') : '');
  if (!privatePem) throw new Error(`no server key (RSA_PRIVATE_KEY, RSA_PRIVATE_KEY_FILE or ${keyFile}): build the extension first`);
  const publicKeyBase64 = crypto.createPublicKey(privatePem).export({ type: 'spki', format: 'der' }).toString('base64');
  const assets = path.join(dist, 'assets');
  const embedded = fs.existsSync(assets) && fs.readdirSync(assets).some((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes(publicKeyBase64));
  if (!embedded) throw new Error(`${dist} does not embed the public key of the build environment's server key: rebuild the extension`);
  return { privatePem, publicKeyBase64 };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RunningApi {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The server's DATA_DIR (its outbox is `mail/`). */
  dataDir: string;
  /** Server output so far (for failure messages). */
  output: () => string;
  stop(): Promise<void>;
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
 * Starts the real built server (`node apps/api/dist/main.mjs`) on loopback `port` with a fresh DATA_DIR (embedded
 * PGlite, mail written to `$DATA_DIR/mail`) and the given server key. NODE_ENV=test: any chrome-extension:// origin is allowed.
 */
export async function startApi(options: { port: number; privatePem: string }): Promise<RunningApi> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx nx run api:build\` first`);
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tablecrawler-ext-e2e-api-'));
  let log = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RSA_PRIVATE_KEY: options.privatePem,
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
    fs.rmSync(dataDir, { recursive: true, force: true });
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
