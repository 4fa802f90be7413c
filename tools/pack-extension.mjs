// Zips the built extension (apps/extension/dist) into the file the Chrome Web Store takes:
// apps/extension/tablecrawler-extension-<version>.zip, manifest.json at the root of the archive.
// `npm start` runs it after the build; `npm run pack:extension` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `dir`, as archive paths (forward slashes) mapped to their bytes. */
function filesOf(dir, prefix = '') {
  const out = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = prefix + entry.name;
    if (entry.isDirectory()) Object.assign(out, filesOf(full, `${name}/`));
    else if (entry.isFile() && !name.endsWith('.map')) out[name] = fs.readFileSync(full);
  }
  return out;
}

/** Writes the store zip of `distDir` and returns its path; throws when the folder holds no manifest.json. */
export function packExtension(distDir = path.join(root, 'apps', 'extension', 'dist')) {
  const manifestPath = path.join(distDir, 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${distDir} has no manifest.json: build the extension first (npx nx run extension:build)`);
  const { version } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const out = path.join(path.dirname(distDir), `tablecrawler-extension-${version}.zip`);
  fs.writeFileSync(out, zipSync(filesOf(distDir), { level: 9 }));
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(path.relative(root, packExtension()));
}
