import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HEADER_AES_KEY, HEADER_RSA_PUBLIC_KEY } from '@tablecrawler/crypto';
import type { AppConfig } from '../config';
import { errors } from './app-error';
import { createOriginPolicy } from './origins';
import { XSRF_COOKIE, XSRF_HEADER, isWellFormedXsrfToken, newXsrfToken, xsrfTokensMatch } from './xsrf';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Card payment window of the payment provider (spec section 7). */
const PAYMENT_HOSTS = ['https://js.tosspayments.com', 'https://*.tosspayments.com'];

export type SecurityOptions = Pick<AppConfig, 'siteOrigin' | 'extensionOrigins' | 'allowAnyExtensionOrigin' | 'secureCookies'> & {
  /** PUBLIC_URL when only its host may be asked for (production); undefined accepts any Host. */
  onlyHostOf?: string | undefined;
};

/** Paths load balancers probe by address: no data behind them, so they answer whatever the Host. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** The Host header values naming `publicUrl`'s host: as written, and with the scheme's default port spelled out. */
function publicHostNames(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return new Set([url.host.toLowerCase(), `${url.hostname.toLowerCase()}:${port}`]);
}

/**
 * Helmet headers, CORS allowlist, cross-origin guard and XSRF double-submit check for state-changing
 * requests (rate limits: plugins/rate-limits).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, config: SecurityOptions) => {
    const isAllowedOrigin = createOriginPolicy(config);

    if (config.onlyHostOf !== undefined) {
      // DNS rebinding: a page of another site whose name now resolves to us must not reach the API as same-origin.
      const hosts = publicHostNames(config.onlyHostOf);
      app.addHook('onRequest', async (request) => {
        if (!hosts.has(request.host.toLowerCase()) && !PROBE_PATHS.has(request.url.split('?')[0] ?? '')) throw errors.misdirected();
      });
    }

    await app.register(cookie);

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'", ...PAYMENT_HOSTS],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'", ...PAYMENT_HOSTS],
          'frame-src': ["'self'", ...PAYMENT_HOSTS],
          'form-action': ["'self'", ...PAYMENT_HOSTS],
          // Over plain http (local use) upgrading would break every sub-resource.
          'upgrade-insecure-requests': config.secureCookies ? [] : null,
        },
      },
      hsts: config.secureCookies ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });

    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && isAllowedOrigin(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language', XSRF_HEADER, HEADER_AES_KEY, HEADER_RSA_PUBLIC_KEY],
      exposedHeaders: [HEADER_AES_KEY, 'retry-after', 'x-request-id'],
      maxAge: 600,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (STATE_CHANGING.has(request.method)) {
        // A browser names the page that sent a cross-site request: refuse origins not on the list.
        const origin = request.headers.origin;
        if (origin !== undefined && !isAllowedOrigin(origin) && origin !== `${request.protocol}://${request.host}`) throw errors.originNotAllowed();
        // Double-submit check only binds cookie-bearing (browser) requests; bearer-only clients pass.
        if (request.headers.cookie && !xsrfTokensMatch(request.cookies[XSRF_COOKIE], request.headers[XSRF_HEADER])) throw errors.xsrfInvalid();
      } else if (request.method === 'GET' && !isWellFormedXsrfToken(request.cookies[XSRF_COOKIE])) {
        reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'lax', secure: config.secureCookies, httpOnly: false });
      }
    });
  },
  { name: 'security' },
);
