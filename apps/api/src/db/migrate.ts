import fs from 'node:fs';
import path from 'node:path';
import { DB_KINDS, type Db } from './db';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATION_FILE_PATTERN = /^(\d{4})_([a-z0-9]+(?:_[a-z0-9]+)+)\.sql$/;

/** Arbitrary constant: the advisory lock that serialises migration runs of several processes. */
export const MIGRATION_LOCK_KEY = 734_251_901;

/**
 * Reads `NNNN_verb_noun.sql` files in version order. Throws on a file that does not follow the
 * pattern or on a gap/duplicate in the numbering, so a bad migration never half-applies.
 */
export function loadMigrations(dir: string): Migration[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const migrations = files.map((file) => {
    const match = MIGRATION_FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) throw new Error(`migration file "${file}" must be named NNNN_verb_noun.sql`);
    return { version: Number(match[1]), name: match[2], sql: fs.readFileSync(path.join(dir, file), 'utf8') };
  });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 0001, 0002, … without gaps: found ${String(m.version).padStart(4, '0')} at position ${i + 1}`);
  });
  return migrations;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies pending migrations in one transaction; forward only. On PostgreSQL a transaction-scoped
 * advisory lock makes processes starting together wait for each other instead of racing.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<MigrationReport> {
  return db.transaction(async (tx) => {
    if (db.kind === DB_KINDS.postgres) await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    const done = new Set(rows.map((r) => Number(r.version)));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...done].filter((v) => !known.has(v));
    if (unknown.length > 0) throw new Error(`database has migrations this build does not know: ${unknown.join(', ')}`);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(`${String(m.version).padStart(4, '0')}_${m.name}`);
    }
    return { applied, alreadyApplied: done.size };
  });
}
