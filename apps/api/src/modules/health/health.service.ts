import type { Db } from '../../db';
import { pingDatabase } from './health.repository';

export interface HealthService {
  /** Resolves when the database answers a round trip; rejects otherwise. */
  checkDatabase(): Promise<void>;
}

export function createHealthService(db: Db): HealthService {
  return { checkDatabase: () => pingDatabase(db) };
}
