// `npm run ops -- <command> …`: builds the API (nx, cached) and runs its operator commands (apps/api/src/ops.ts)
// with the same environment as the server. `npm run ops -- help` lists the commands.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nx } from './start-api.mjs';
import { workspaceRoot } from './server-keys.mjs';

nx(['run', 'api:build', '--outputStyle=static']);
const result = spawnSync(process.execPath, [path.join(workspaceRoot, 'apps', 'api', 'dist', 'ops.mjs'), ...process.argv.slice(2)], { cwd: workspaceRoot, stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
