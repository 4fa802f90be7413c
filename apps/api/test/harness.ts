import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { FastifyPluginAsync } from 'fastify';
import { importPublicKey } from '@tablecrawler/crypto';
import { buildApp, type AppDeps } from '../src/app';
import type { App, Authenticate } from '../src/app-types';
import { loadConfig, withOverrides, type AppConfig, type AuthSecrets, type EnvInput } from '../src/config';
import { pgliteDb, postgresDb, type Db, type DbKind } from '../src/db';
import type { FileStorage } from '../src/modules/files/file-storage';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The migrations folder as the app's config resolves it. */
export const migrationsDir = loadConfig({ REPO_ROOT: repoRoot }).migrationsDir;

/** A database of its own for one test file: PGlite from the run's template, or a fresh PostgreSQL database. */
export interface TestDatabase {
  kind: DbKind;
  db: Db;
  /** Another connection to the same database (a second API process); the same instance on PGlite. */
  connect(): Promise<Db>;
  /** Closes every connection and drops the database. */
  drop(): Promise<void>;
}

/** Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run on PostgreSQL. */
export const testDatabaseUrl = (): string | undefined => process.env['TEST_DATABASE_URL'] || undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (adminUrl) return createPostgresDatabase(adminUrl);
  const { PGlite } = await import('@electric-sql/pglite');
  const template = process.env['TC_PGLITE_TEMPLATE'];
  const pg = template ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]) }) : new PGlite();
  await pg.waitReady;
  const db = pgliteDb(pg);
  return {
    kind: 'pglite',
    db,
    connect: async () => pgliteDb(pg, { closeUnderlying: false }),
    drop: () => db.close(),
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `tc_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened: Db[] = [];
  const connect = async () => {
    const db = postgresDb(url.toString(), { poolSize: 4 });
    opened.push(db);
    return db;
  };
  const db = await connect();
  return {
    kind: 'postgres',
    db,
    connect,
    async drop() {
      await Promise.all(opened.map((d) => d.close()));
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestServerKeys {
  privatePem: string;
  publicPem: string;
  publicKeyBase64: string;
}

let serverKeys: TestServerKeys | undefined;

/** One RSA key pair per test file (module scope), as a deployment would configure it. */
export function testServerKeys(): TestServerKeys {
  if (!serverKeys) {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
    serverKeys = {
      privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    };
  }
  return serverKeys;
}

let authSecrets: AuthSecrets | undefined;

/** One set of accounts-module secrets per test file, shared by every app of the file (two API processes). */
export function testAuthSecrets(): AuthSecrets {
  authSecrets ??= {
    jwtSecret: crypto.randomBytes(32).toString('hex'),
    verificationCodeSecret: crypto.randomBytes(32).toString('hex'),
    emailHashSecret: crypto.randomBytes(32).toString('hex'),
  };
  return authSecrets;
}

/** A clock tests move by hand: `clock.advance(11 * 60_000)`; starts at the real time. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A temp folder removed by `close()` of the app that asked for it. */
export function tempDir(prefix = 'tc-api-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Config as production builds it (loadConfig over an env object), with test defaults underneath. */
export function testConfig(env: EnvInput = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = tempDir('tc-api-data-');
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'), ...env },
    { cwd: repoRoot },
  );
  return withOverrides(config, overrides);
}

export interface TestAppOptions {
  env?: EnvInput;
  config?: Partial<AppConfig>;
  /** Share a database between apps (two API processes); otherwise the app gets a fresh one. */
  database?: TestDatabase;
  /** Test-only routes, registered after the app's own modules. */
  routes?: FastifyPluginAsync;
  authenticate?: Authenticate;
  logStream?: AppDeps['logStream'];
  /** Server clock (default: real time). */
  now?: () => Date;
  /** Accounts-module secrets (default: the file's testAuthSecrets()). */
  authSecrets?: AuthSecrets;
  /** Builds the history-file storage from the test config (default: the one FILES_STORAGE selects). */
  fileStorage?: (config: AppConfig) => FileStorage;
}

export interface TestApp {
  app: App;
  db: Db;
  database: TestDatabase;
  config: AppConfig;
  keys: TestServerKeys;
  /** The server public key as the site and extension embed it. */
  serverPublicKey: CryptoKey;
  close(): Promise<void>;
}

/** Builds the real app (migrations included) on a fresh database; drive it with `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env, options.config);
  const database = options.database ?? (await createTestDatabase());
  const db = options.database ? await database.connect() : database.db;
  const keys = testServerKeys();
  const app = await buildApp(config, {
    db,
    serverPrivateKeyPem: keys.privatePem,
    authSecrets: options.authSecrets ?? testAuthSecrets(),
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.fileStorage ? { fileStorage: options.fileStorage(config) } : {}),
  });
  if (options.routes) await app.register(options.routes);
  await app.ready();
  return {
    app,
    db,
    database,
    config,
    keys,
    serverPublicKey: await importPublicKey(keys.publicKeyBase64),
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
