// Bundles code for benchmark and evaluation pages with esbuild, libraries from source (the @tablecrawler/source condition).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One IIFE script from `entry` (TypeScript, resolved from the repository root); `globalName` names its exports. */
export async function bundle(entry, globalName) {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2022',
    conditions: ['@tablecrawler/source'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
