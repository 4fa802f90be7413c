import { crx, type CrxPlugin } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { ensureServerKeys } from '../../tools/server-keys.mjs';
import { resolveBuildConfig, withoutInjectedScriptResource } from './build-config.ts';
import { createManifest } from './manifest.config.ts';

const root = import.meta.dirname;

/** A CRXJS hook run on the final manifest: the injected content script need not be web-accessible. */
const privateInjectedScript = (): CrxPlugin => ({
  name: 'tablecrawler:private-injected-script',
  enforce: 'post',
  renderCrxManifest: (manifest) => withoutInjectedScriptResource(manifest),
});

/**
 * Writes dist/build-info.json with the API and site URLs the build embeds, so that the command-line runner knows which
 * API the extension talks to (tools/crawl.mjs `--api`).
 */
const buildInfo = (info: { apiBaseUrl: string; siteUrl: string }): Plugin => ({
  name: 'tablecrawler:build-info',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(info)}\n` });
  },
});

export default defineConfig(({ mode }) => {
  const config = resolveBuildConfig(loadEnv(mode, root, 'VITE_'));
  return {
    root,
    // Vite copies public/ (the _locales folders) to the root of dist/.
    publicDir: 'public',
    plugins: [react({ jsxImportSource: '@emotion/react' }), crx({ manifest: createManifest(config) }), privateInjectedScript(), buildInfo({ apiBaseUrl: config.apiBaseUrl, siteUrl: config.siteUrl })],
    resolve: { conditions: ['@tablecrawler/source', ...defaultClientConditions] },
    define: {
      __API_BASE_URL__: JSON.stringify(config.apiBaseUrl),
      __SITE_URL__: JSON.stringify(config.siteUrl),
      __SERVER_PUBLIC_KEY__: JSON.stringify(ensureServerKeys().publicKeyBase64),
    },
    // Source maps only outside production: CRXJS would list them as web-accessible resources.
    // The offscreen document is no manifest entry, so it is an input of its own (dist/src/offscreen/index.html).
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'chrome116',
      sourcemap: mode !== 'production',
      rollupOptions: { input: { offscreen: `${root}/src/offscreen/index.html` } },
    },
  };
});
