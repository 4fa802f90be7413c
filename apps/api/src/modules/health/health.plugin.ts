import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { healthRoutes } from './health.routes';

export async function healthPlugin(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(healthRoutes, { db: options.db });
}
