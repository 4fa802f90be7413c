import fp from 'fastify-plugin';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { RateLimiter, RateRule } from './rate-limiter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-client-IP limit for the route, counted before authentication and body parsing. */
    rateLimit?: RateRule;
  }

  interface FastifyInstance {
    /** The app's one rate limiter (modules and plugins key their own rules on it). */
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitsOptions {
  limiter: RateLimiter;
}

const PURGE_INTERVAL_MS = 60_000;

/**
 * The rate limiter for everything that limits (`app.rateLimiter`), the per-IP opt-in of routes declaring
 * `config.rateLimit` (429 with Retry-After, counted first in onRequest), and the minute purge of ended windows.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitsOptions) => {
    const { limiter } = options;
    app.decorate('rateLimiter', limiter);

    app.addHook('onRoute', (route) => {
      const rule = route.config?.rateLimit;
      if (!rule) return;
      const hook: onRequestHookHandler = async (request) => limiter.enforce([[rule, request.ip]]);
      route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
    });

    const purge = () => limiter.purge().catch((error: unknown) => app.log.warn({ err: error }, 'purging rate_limits failed'));
    const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits' },
);
