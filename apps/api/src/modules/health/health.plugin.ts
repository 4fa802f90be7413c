import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

export async function healthPlugin(app: FastifyInstance, options: { db: Db }): Promise<void> {
  await app.register(healthRoutes, { health: createHealthService(options.db) });
}
