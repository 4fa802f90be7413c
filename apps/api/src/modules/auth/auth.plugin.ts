import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../app-types';
import type { AuthSecrets } from '../../config';
import type { Db } from '../../db';
import { errors } from '../../plugins/app-error';
import type { Mailer } from '../mail/mailer';
import type { PassesService } from '../payments/passes.service';
import { accessTokens } from './access-tokens';
import type { Clock } from './auth.policy';
import { authRoutes } from './auth.routes';
import { createAuthService, type AccountDeletionStep, type AuthService } from './auth.service';
import { argon2Hasher, type PasswordHasher } from './passwords';
import { createSessionsService, type SessionsLog, type SessionsService } from './sessions.service';
import { createThrottle, type Throttle } from './throttle.service';
import { createVerificationService, type VerificationService } from './verification.service';

export interface AuthModuleDeps {
  db: Db;
  secrets: AuthSecrets;
  mailer: Mailer;
  passes: PassesService;
  now: Clock;
  log: SessionsLog;
  hasher?: PasswordHasher;
  /** Other modules' parts of deleting an account (history files). */
  accountDeletionSteps?: readonly AccountDeletionStep[];
}

/** The accounts module's services, built once per app; `authenticate` fills the auth slot. */
export interface AuthModule {
  service: AuthService;
  sessions: SessionsService;
  verification: VerificationService;
  throttle: Throttle;
  hasher: PasswordHasher;
  authenticate: Authenticate;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const PURGE_INTERVAL_MS = 60_000;

export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { db, secrets, mailer, passes, now } = deps;
  const hasher = deps.hasher ?? argon2Hasher();
  const throttle = createThrottle({ db, now });
  const sessions = createSessionsService({ db, tokens: accessTokens(secrets.jwtSecret), now, log: deps.log });
  const verification = createVerificationService({
    db,
    throttle,
    mailer,
    now,
    codeSecret: secrets.verificationCodeSecret,
    emailHashSecret: secrets.emailHashSecret,
  });
  const service = createAuthService({ db, hasher, sessions, verification, throttle, passes, now, emailHashSecret: secrets.emailHashSecret, accountDeletionSteps: deps.accountDeletionSteps ?? [] });
  const authenticate: Authenticate = async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw errors.unauthorized();
    request.auth = await sessions.authenticate(match[1]);
  };
  return { service, sessions, verification, throttle, hasher, authenticate };
}

/**
 * Mounted at API_PREFIXES.users: the accounts routes, the dummy password hash computed before the
 * first request, and a purge every minute (expired grace seals, ended sessions, old verifications,
 * ended rate-limit windows).
 */
export async function authPlugin(app: FastifyInstance, options: { module: AuthModule }): Promise<void> {
  const { module } = options;
  await app.register(authRoutes, { service: module.service, sessions: module.sessions, verification: module.verification });

  const purge = async () => {
    try {
      await module.sessions.purge();
      await module.verification.purge();
      await module.throttle.purge();
    } catch (error) {
      app.log.warn({ err: error }, 'purging auth tables failed');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await module.hasher.warmUp();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
