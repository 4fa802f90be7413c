import * as esbuild from 'esbuild';
import fs from 'node:fs';
const r = await esbuild.build({ entryPoints: [new URL('../page-keys.mjs', import.meta.url).pathname], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', minify: true, conditions: ['@tablecrawler/source'], logLevel: 'silent' });
const js = r.outputFiles[0].text;
fs.mkdirSync('/tmp/kr-lib', { recursive: true });
fs.writeFileSync('/tmp/kr-lib/index.html', `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>key-ready</title><script>${js}</script></head><body>key-ready</body></html>`);
