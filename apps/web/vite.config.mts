import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultClientConditions, defineConfig, normalizePath, type Plugin } from 'vite';
import { ensureServerKeys } from '../../tools/server-keys.mjs';

const root = import.meta.dirname;
// Local development: the API (npm run start:api) answers these paths; the built site is served by the API itself.
const API_PATHS = ['/users', '/products', '/payments', '/inquiries', '/markdown', '/healthz', '/readyz'];
/** Starts the client key pair; main.tsx imports the same module. */
const EARLY_KEYS_ENTRY = 'src/platform/client-keys.ts';

/**
 * Loads the client key manager from a tiny entry of its own at the top of <head>, as an async module script
 * with modulepreloads for what it imports, so `rsaKeyReady` does not wait for the app bundle (Vite would fold
 * a second module script of index.html into the app's entry chunk). The chunk it shares with the app is one
 * module instance, so only one manager starts.
 */
function earlyClientKeys(): Plugin {
  const entryId = normalizePath(path.join(root, EARLY_KEYS_ENTRY));
  let base = '/';
  return {
    name: 'tablecrawler:early-client-keys',
    config: () => ({ build: { rolldownOptions: { input: { index: path.join(root, 'index.html'), 'client-keys': path.join(root, EARLY_KEYS_ENTRY) } } } }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return [{ tag: 'script', attrs: { type: 'module', src: `${base}${EARLY_KEYS_ENTRY}` }, injectTo: 'head' }];
        const chunks = Object.values(ctx.bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && normalizePath(chunk.facadeModuleId) === entryId);
        if (!entry) throw new Error(`${EARLY_KEYS_ENTRY} was not built as an entry`);
        const preloads: string[] = [];
        const visit = (fileName: string): void => {
          if (preloads.includes(fileName)) return;
          preloads.push(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        entry.imports.forEach(visit);
        const tags = [
          `<script type="module" async crossorigin src="${base}${entry.fileName}"></script>`,
          ...preloads.map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`),
        ].join('\n    ');
        // Ahead of the app's own entry script, so that the browser asks for these first.
        const at = html.indexOf('<script type="module"');
        return at < 0 ? html.replace('</head>', `  ${tags}\n  </head>`) : `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
      },
    },
  };
}

/** Text files worth compressing; source maps stay as they are (fetched by developer tools only). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|md)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of at least 1 KiB in the build, once, at build
 * time (brotli quality 11, gzip level 9): the API serves them to browsers that accept them (`preCompressed` of
 * @fastify/static), so a phone on a slow network loads about a third of the bytes, with no compression per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tablecrawler:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(outDir, name));
      for (const file of files) {
        if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' }), earlyClientKeys(), precompress()],
  resolve: { conditions: ['@tablecrawler/source', ...defaultClientConditions] },
  define: { __SERVER_PUBLIC_KEY__: JSON.stringify(ensureServerKeys().publicKeyBase64) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false }])),
  },
});
