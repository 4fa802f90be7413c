// `npm run bench -- payments`: 200 concurrent verifications of distinct orders and 50 concurrent verifications
// of one order, against the built API process (PGlite) and the fake Toss in tools/testing/toss-server.cjs.
// Prints p50/p95/max latency and checks that every order was paid once and every pass granted once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../..');

if (!fs.existsSync(path.join(workspaceRoot, 'apps/api/dist/main.mjs')) || process.argv.includes('--build')) {
  const built = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { cwd: workspaceRoot, stdio: 'inherit', env: { NX_DAEMON: 'false', NX_TUI: 'false', ...process.env } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Inside the workspace so that the bundle's bare imports resolve from its node_modules.
fs.mkdirSync(path.join(workspaceRoot, 'node_modules', '.cache'), { recursive: true });
const outDir = fs.mkdtempSync(path.join(workspaceRoot, 'node_modules', '.cache', 'bench-payments-'));
const outfile = path.join(outDir, 'scenario.mjs');
await esbuild.build({
  entryPoints: [path.join(here, 'scenario.mjs')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@tablecrawler/source'],
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tablecrawler/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2).filter((a) => a !== '--build')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { ...process.env, TC_TOOLS_TESTING: path.join(workspaceRoot, 'tools', 'testing') },
});
fs.rmSync(outDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
