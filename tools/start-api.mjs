// `npm run start:api`: builds the API (nx, cached) and runs apps/api/dist/main.mjs in the foreground,
// forwarding SIGINT/SIGTERM so the server closes gracefully. Environment: see apps/api/README.md.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceRoot } from './server-keys.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs `npx nx …` in the workspace root; exits the process when it fails. */
export function nx(args) {
  const result = spawnSync(npx, ['nx', ...args], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { NX_DAEMON: 'false', NX_TUI: 'false', ...process.env },
  });
  if (result.status !== 0) {
    console.error(`nx ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Starts the built server and resolves with its exit code; signals to this process are passed on. */
export function runApiServer() {
  const child = spawn(process.execPath, [path.join(workspaceRoot, 'apps', 'api', 'dist', 'main.mjs')], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: process.env,
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  nx(['run', 'api:build', '--outputStyle=static']);
  process.exit(await runApiServer());
}
