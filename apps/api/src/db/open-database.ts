import fs from 'node:fs';
import type { AppConfig } from '../config';
import type { Db } from './db';
import { postgresDb } from './pg-db';
import { openPglite } from './pglite-db';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under $DATA_DIR/pg. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databasePoolSize' | 'pgDataDir'>): Promise<Db> {
  if (config.databaseUrl) return postgresDb(config.databaseUrl, { poolSize: config.databasePoolSize });
  fs.mkdirSync(config.pgDataDir, { recursive: true, mode: 0o700 });
  return openPglite(config.pgDataDir);
}
