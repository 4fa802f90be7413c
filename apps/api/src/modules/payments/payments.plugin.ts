import type { FastifyInstance } from 'fastify';

/**
 * Mounted at API_PREFIXES.payments. Its endpoints (ENDPOINTS entries under this prefix) arrive in later
 * issues; until then every path here is a 404 in the error shape.
 */
export async function paymentsPlugin(_app: FastifyInstance): Promise<void> {
  // Intentionally empty: routes are added by the issue that implements this domain.
}
