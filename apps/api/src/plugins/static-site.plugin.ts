import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '@tablecrawler/contract';
import { errors } from './app-error';

export interface StaticSiteOptions {
  webDistDir: string;
  /** False in production: `.map` files of the build are not published (they would hand out the sources). */
  serveSourceMaps: boolean;
}

/** Paths the site never answers: unknown ones there are API 404s in the error shape. */
const RESERVED_PREFIXES = [...Object.values(API_PREFIXES), '/markdown', '/healthz', '/readyz'];

export function isReservedPath(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && /(^|,)\s*text\/html\b/i.test(accept);
}

/** The file under `root` a URL path names, or undefined (missing, a folder, a dotfile, or outside root). */
export function resolveSiteFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>TableCrawler</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.6">
<h1>사이트가 아직 빌드되지 않았습니다</h1>
<p>저장소 루트에서 <code>npm start</code> 또는 <code>npx nx run web:build</code>를 실행한 뒤 새로고침하세요.</p>
<h1 lang="en">The site has not been built yet</h1>
<p lang="en">Run <code>npm start</code> or <code>npx nx run web:build</code> in the repository root, then reload.</p>
</body></html>
`;

/**
 * Serves the built site (apps/web/dist) from the not-found handler, so it never shadows an API
 * route: existing files as they are, or their pre-compressed `.br`/`.gz` twin when the browser accepts it
 * (hashed assets cached for a year), other GET requests that
 * accept HTML get index.html (SPA fallback), everything else is a 404 in the error shape. Without a
 * build, HTML requests get a 503 page saying how to build the site.
 */
export const staticSitePlugin = fp(
  async (app: FastifyInstance, options: StaticSiteOptions) => {
    const root = path.resolve(options.webDistDir);
    // `preCompressed`: the site build writes `.br` and `.gz` beside its text files; they go to browsers that accept them.
    await app.register(fastifyStatic, { serve: false, root: undefined, wildcard: false, preCompressed: true });

    const sendSiteFile = (reply: FastifyReply, relative: string, immutable: boolean) => {
      // The body depends on Accept-Encoding (pre-compressed twins), which @fastify/static does not declare to caches.
      const vary = reply.getHeader('vary');
      const varies = typeof vary === 'string' && vary !== '' ? vary.split(',').map((v) => v.trim()) : [];
      if (!varies.some((v) => v.toLowerCase() === 'accept-encoding')) reply.header('vary', [...varies, 'Accept-Encoding'].join(', '));
      return reply.code(200).sendFile(relative, root, immutable ? { immutable: true, maxAge: '365d' } : { cacheControl: false });
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const readOnly = request.method === 'GET' || request.method === 'HEAD';
      if (!readOnly || isReservedPath(pathname)) throw errors.routeNotFound();

      if (!options.serveSourceMaps && pathname.endsWith('.map')) throw errors.routeNotFound();
      const file = pathname === '/' ? undefined : resolveSiteFile(root, pathname);
      if (file) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (!relative.startsWith('assets/')) reply.header('cache-control', 'no-cache');
        return sendSiteFile(reply, relative, relative.startsWith('assets/'));
      }
      if (!acceptsHtml(request)) throw errors.routeNotFound();
      if (!fs.existsSync(path.join(root, 'index.html'))) {
        return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      reply.header('cache-control', 'no-cache');
      return sendSiteFile(reply, 'index.html', false);
    });
  },
  { name: 'static-site' },
);
