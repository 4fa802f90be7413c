// `npm run bench`: runs every benchmark under bench/ in turn (each prints its own figures and ratios).
// Pass a name to run one: `npm run bench -- key-ready` (or table-extract, payments).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './server-keys.mjs';

const benchDir = path.join(workspaceRoot, 'bench');
const wanted = process.argv.slice(2);
const names = fs
  .readdirSync(benchDir)
  .filter((name) => fs.existsSync(path.join(benchDir, name, 'run.mjs')))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

let failed = 0;
for (const name of names) {
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(process.execPath, [path.join(benchDir, name, 'run.mjs')], { stdio: 'inherit', cwd: workspaceRoot });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
