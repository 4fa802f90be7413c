import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIXES } from '@tablecrawler/contract';
import type { App, Authenticate } from './app-types';
import { resolveFileUrlSecret, type AppConfig, type AuthSecrets } from './config';
import { loadMigrations, runMigrations, type Db } from './db';
import { authPlugin, createAuthModule } from './modules/auth/auth.plugin';
import { docsPlugin } from './modules/docs/docs.plugin';
import type { FileStorage } from './modules/files/file-storage';
import { createFilesModule, filesPlugin } from './modules/files/files.plugin';
import { healthPlugin } from './modules/health/health.plugin';
import { inquiriesPlugin } from './modules/inquiries/inquiries.plugin';
import { createMailer } from './modules/mail/mailer';
import { createPassesService } from './modules/payments/passes.service';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { productsPlugin } from './modules/products/products.plugin';
import { authSlotPlugin } from './plugins/auth-slot.plugin';
import { encryptedFieldsPlugin } from './plugins/encrypted-fields/encrypted-fields.plugin';
import { errorHandlerPlugin } from './plugins/error-handler.plugin';
import { requestContextPlugin } from './plugins/request-context.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { staticSitePlugin } from './plugins/static-site.plugin';
import { createValidatorCompiler } from './plugins/validation';

export interface AppDeps {
  db: Db;
  /** PKCS#8 PEM of the server key of the field-encryption scheme. */
  serverPrivateKeyPem: string;
  /** Replaces the accounts module's bearer-token check for `auth: true` routes (plugin tests). */
  authenticate?: Authenticate;
  /** Secrets of the accounts module (`resolveAuthSecrets(config)` in production: environment or `$DATA_DIR/keys`). */
  authSecrets: AuthSecrets;
  /** The server clock; tests inject a fake one for expiry rules. Default `() => new Date()`. */
  now?: () => Date;
  /** HMAC key of signed download URLs (`resolveFileUrlSecret(config)` when unset: FILE_URL_SECRET or `$DATA_DIR/keys`). */
  fileUrlSecret?: string;
  /** Replaces the storage FILES_STORAGE selects (tests: fault injection around a real storage). */
  fileStorage?: FileStorage;
  /** Log destination (tests capture logs with it); default stdout. */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['stream'];
}

/** Headers and fields that must never reach a log line. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-aes-key"]',
  'req.headers["x-rsa-public-key"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'res.headers["x-aes-key"]',
  'req.body',
  'body',
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: AppDeps['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Method, path without query string and client address only: no headers, no bodies.
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Builds the API: migrations, then plugins in a fixed order (request context, errors, security,
 * auth slot, encrypted fields), then modules, then the static site (not-found handler). Does not
 * listen; call `ready()` or `listen()`.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    // A hop count becomes proxy-addr's function form (the typings only list boolean, string and list).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(createValidatorCompiler());

  const migrations = await runMigrations(deps.db, loadMigrations(config.migrationsDir));
  if (migrations.applied.length > 0) app.log.info({ applied: migrations.applied }, 'migrations applied');

  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin, { bodyLimitBytes: config.bodyLimitBytes });
  await app.register(securityPlugin, {
    siteOrigin: config.siteOrigin,
    extensionOrigins: config.extensionOrigins,
    allowAnyExtensionOrigin: config.allowAnyExtensionOrigin,
    secureCookies: config.secureCookies,
  });
  const now = deps.now ?? (() => new Date());
  // Outgoing mail: SMTP when `SMTP_URL` is set, else the `$DATA_DIR/mail` outbox.
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const passes = createPassesService(deps.db);
  const files = createFilesModule({
    db: deps.db,
    config,
    passes,
    now,
    log: app.log,
    urlSecret: deps.fileUrlSecret ?? resolveFileUrlSecret(config).secret,
    ...(deps.fileStorage ? { storage: deps.fileStorage } : {}),
  });
  const auth = createAuthModule({
    db: deps.db,
    secrets: deps.authSecrets,
    mailer,
    passes,
    now,
    log: app.log,
    accountDeletionSteps: [files.service.removeAllOfOwner],
  });

  await app.register(authSlotPlugin, { authenticate: deps.authenticate ?? auth.authenticate });
  await app.register(encryptedFieldsPlugin, {
    db: deps.db,
    serverPrivateKeyPem: deps.serverPrivateKeyPem,
    aesKeyReplayWindowSeconds: config.aesKeyReplayWindowSeconds,
    decryptFailureLimitPerMinute: config.decryptFailureLimitPerMinute,
  });

  await app.register(healthPlugin, { db: deps.db });
  await app.register(docsPlugin, { markdownDir: config.markdownDir });
  await app.register(authPlugin, { prefix: API_PREFIXES.users, module: auth });
  await app.register(productsPlugin, { prefix: API_PREFIXES.products });
  await app.register(filesPlugin, { prefix: API_PREFIXES.products, module: files });
  await app.register(paymentsPlugin, { prefix: API_PREFIXES.payments });
  await app.register(inquiriesPlugin, { prefix: API_PREFIXES.inquiries });

  await app.register(staticSitePlugin, { webDistDir: config.webDistDir });
  return app;
}
