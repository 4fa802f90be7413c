export { DB_KINDS } from './db';
export type { Db, DbClient, DbKind, QueryResult, SqlParam } from './db';
export { MIGRATION_FILE_PATTERN, MIGRATION_LOCK_KEY, loadMigrations, runMigrations } from './migrate';
export type { Migration, MigrationReport } from './migrate';
export { openDatabase } from './open-database';
export { postgresDb } from './pg-db';
export { openPglite, pgliteDb } from './pglite-db';
export { DbError, isUniqueViolation, toDbError } from './errors';
