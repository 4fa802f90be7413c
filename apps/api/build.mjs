// Bundles src/main.ts into dist/main.mjs and src/ops.ts into dist/ops.mjs: our libraries (@tablecrawler/*) are compiled in from their
// TypeScript source, every npm package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports stay external, except our own workspace libraries. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tablecrawler/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  // main: the server; ops: the operator commands (tools/ops.mjs).
  entryPoints: { main: path.join(root, 'src', 'main.ts'), ops: path.join(root, 'src', 'ops.ts') },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@tablecrawler/source'],
  plugins: [externalPackages],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`api: dist/main.mjs and dist/ops.mjs built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KiB with source map)`);
