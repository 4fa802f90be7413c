import react from '@vitejs/plugin-react';
import path from 'node:path';
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

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' }), earlyClientKeys()],
  resolve: { conditions: ['@tablecrawler/source', ...defaultClientConditions] },
  define: { __SERVER_PUBLIC_KEY__: JSON.stringify(ensureServerKeys().publicKeyBase64) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false }])),
  },
});
