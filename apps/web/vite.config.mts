import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { ensureServerKeys } from '../../tools/server-keys.mjs';

const root = import.meta.dirname;
// Local development: the API (npm run start:api) answers these paths; the built site is served by the API itself.
const API_PATHS = ['/users', '/products', '/payments', '/inquiries', '/markdown', '/healthz', '/readyz'];

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { conditions: ['@tablecrawler/source', ...defaultClientConditions] },
  define: { __SERVER_PUBLIC_KEY__: JSON.stringify(ensureServerKeys().publicKeyBase64) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 4200,
    proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false }])),
  },
});
