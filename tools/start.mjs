// `npm start`: builds the API, the site and the extension (whichever exist), makes sure the server key
// pair exists (the site and extension embed its public key), prints where everything is, then runs
// the API, which also serves the site, in the foreground.
import fs from 'node:fs';
import path from 'node:path';
import { packExtension } from './pack-extension.mjs';
import { ensureServerKeys, resolveDataDir, workspaceRoot } from './server-keys.mjs';
import { nx, runApiServer } from './start-api.mjs';

const projects = ['api', 'web', 'extension'].filter((name) => fs.existsSync(path.join(workspaceRoot, 'apps', name, 'project.json')));

// Keys first: the web and extension builds read the same pair through tools/server-keys.mjs.
ensureServerKeys();
nx(['run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static']);
const storeZip = projects.includes('extension') ? packExtension() : undefined;

const port = process.env.PORT ?? '3000';
const siteUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir = resolveDataDir();
const shown = (p) => (p.startsWith(workspaceRoot + path.sep) ? path.relative(workspaceRoot, p) : p);
const mail = process.env.SMTP_URL ? `SMTP server ${process.env.SMTP_URL.replace(/\/\/[^@/]*@/, '//***@')}` : `${shown(path.join(dataDir, 'mail'))} (.eml files)`;
const lines = [
  '',
  'TableCrawler',
  `  site and API      ${siteUrl}`,
  projects.includes('extension')
    ? `  extension         ${path.join('apps', 'extension', 'dist')}  (chrome://extensions → Developer mode → Load unpacked); store zip ${shown(storeZip)}`
    : '  extension         not built (apps/extension does not exist yet)',
  `  mail              ${mail}`,
  `  data              ${shown(dataDir)}  (database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PGlite in pg/'}; server keys: keys/)`,
  '',
];
console.log(lines.join('\n'));
process.exit(await runApiServer());
