import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, migrationsDir, type TestDatabase } from '../../test/harness';
import { MIGRATION_FILE_PATTERN, loadMigrations, runMigrations } from './migrate';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('are numbered 0001, 0002, … without gaps and named NNNN_verb_noun.sql', () => {
    const files = fs.readdirSync(migrationsDir).sort();
    expect(files.length).toBeGreaterThan(0);
    files.forEach((file, i) => {
      expect(file).toMatch(MIGRATION_FILE_PATTERN);
      expect(file.slice(0, 4)).toBe(String(i + 1).padStart(4, '0'));
    });
  });

  it('apply once and are idempotent afterwards', async () => {
    const migrations = loadMigrations(migrationsDir);
    const first = await runMigrations(database.db, migrations);
    expect(first.applied).toHaveLength(migrations.length);
    const second = await runMigrations(database.db, migrations);
    expect(second).toEqual({ applied: [], alreadyApplied: migrations.length });
    const { rows } = await database.db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(migrations.map((m) => m.version));
    await expect(database.db.query('SELECT key_hash, expires_at FROM aes_key_uses')).resolves.toEqual({ rows: [] });
  });

  it('run safely when two processes start together', async () => {
    const other = await createTestDatabase();
    try {
      const a = other.db;
      const b = await other.connect();
      const migrations = loadMigrations(migrationsDir);
      const [ra, rb] = await Promise.all([runMigrations(a, migrations), runMigrations(b, migrations)]);
      expect([...ra.applied, ...rb.applied].sort()).toEqual(migrations.map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`));
    } finally {
      await other.drop();
    }
  });

  it('roll back a failing migration as a whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-mig-'));
    const fresh = await createTestDatabase();
    try {
      fs.writeFileSync(path.join(dir, '0001_create_things.sql'), 'CREATE TABLE things (id integer PRIMARY KEY);');
      fs.writeFileSync(path.join(dir, '0002_break_things.sql'), 'CREATE TABLE more_things (id integer); SELECT no_such_function();');
      await expect(runMigrations(fresh.db, loadMigrations(dir))).rejects.toThrow();
      const { rows } = await fresh.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('things', 'more_things', 'schema_migrations')",
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await fresh.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse badly named or unnumbered files, and databases ahead of the code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-mig-'));
    try {
      fs.writeFileSync(path.join(dir, '0001_create_things.sql'), 'SELECT 1;');
      fs.writeFileSync(path.join(dir, '0003_add_more.sql'), 'SELECT 1;');
      expect(() => loadMigrations(dir)).toThrow(/without gaps/);
      fs.renameSync(path.join(dir, '0003_add_more.sql'), path.join(dir, '0002-AddMore.sql'));
      expect(() => loadMigrations(dir)).toThrow(/NNNN_verb_noun/);
      await expect(runMigrations(database.db, [])).rejects.toThrow(/does not know/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
