// First import: sizes the libuv thread pool (argon2 hashing runs there) before anything starts it.
import { THREAD_POOL_SIZE } from './config/size-thread-pool';
import { buildApp } from './app';
import { configFromProcessEnv, resolveAuthSecrets, resolveFileUrlSecret, resolveServerPrivateKey } from './config';
import { openDatabase } from './db';

const SHUTDOWN_GRACE_MS = 10_000;

/** The only place that listens: config, key, database, app, listen, graceful close on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = configFromProcessEnv();
  const key = resolveServerPrivateKey(config);
  const auth = resolveAuthSecrets(config);
  const fileUrl = resolveFileUrlSecret(config);
  const db = await openDatabase(config);
  const app = await buildApp(config, { db, serverPrivateKeyPem: key.privateKeyPem, authSecrets: auth.secrets, fileUrlSecret: fileUrl.secret });
  app.addHook('onClose', async () => db.close());

  app.server.requestTimeout = 60_000;
  app.server.headersTimeout = 65_000;
  app.server.keepAliveTimeout = 72_000;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: db.kind === 'pglite' ? config.pgDataDir : 'postgresql (DATABASE_URL)',
      serverKey: key.origin,
      authSecrets: auth.origins,
      fileUrlSecret: fileUrl.origin,
      files: config.files.storage === 's3' ? `s3 (${config.files.s3?.bucket ?? ''})` : config.files.localDir,
      mail: config.smtpUrl ? 'smtp (SMTP_URL)' : config.mailDir,
      threadPool: THREAD_POOL_SIZE,
      site: config.webDistDir,
      publicUrl: config.publicUrl,
    },
    'TableCrawler API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
