import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preSerializationAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import {
  HEADER_AES_KEY,
  HEADER_RSA_PUBLIC_KEY,
  decryptField,
  exportPublicKeyBase64,
  generateAesKeyHex,
  getPath,
  importPrivateKey,
  importPublicKey,
  sealResponse,
  unwrapAesKey,
  wrapAesKey,
} from '@tablecrawler/crypto';
import { publicKeyPemOf } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../shared/clock';
import { sha256Hex } from '../../shared/digests';
import { errors } from '../app-error';
import type { RateLimiter, RateRule } from '../rate-limits/rate-limiter';
import { sqlReplayStore, type ReplayStore } from './replay-store';
import { acceptsString, schemaAt, setPath, withStringAt } from './schema-paths';

export interface EncryptedFieldsOptions {
  db: Db;
  limiter: RateLimiter;
  now: Clock;
  serverPrivateKeyPem: string;
  aesKeyReplayWindowSeconds: number;
  decryptFailureLimitPerMinute: number;
  /** Requests with encrypted fields one client address may send per minute, counted before any RSA work. */
  encryptedRequestLimitPerMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 of the request's unwrapped X-AES-KEY once its fields opened; null elsewhere. */
    encryptionKeyHash: string | null;
  }
}

/** base64 of an RSA ciphertext (2048 to 8192-bit keys). */
const WRAPPED_KEY_PATTERN = /^[A-Za-z0-9+/]{300,1400}={0,2}$/;
/** IV (16 bytes) + at least one AES block, lowercase hex. */
const FIELD_PATTERN = /^[0-9a-f]{64}(?:[0-9a-f]{32})*$/;
const CLIENT_KEY_MAX_LENGTH = 2048;
const PURGE_INTERVAL_MS = 10 * 60_000;

interface RouteSpec {
  part: 'body' | 'query';
  request: readonly string[];
  response: readonly string[];
  /** Request paths whose schema is not a string: their plaintext is JSON. */
  jsonPaths: ReadonlySet<string>;
}

/** Stand-ins that let a malformed request take exactly the steps of a well-formed one. */
interface Decoys {
  wrappedKey: string;
  aesKeyHex: string;
  field: string;
  clientKeyBase64: string;
}

async function attemptDecrypt(field: string, aesKeyHex: string): Promise<string | undefined> {
  try {
    return await decryptField(field, aesKeyHex);
  } catch {
    return undefined;
  }
}

/**
 * Server side of the field-encryption scheme (spec section 7) for routes declaring
 * `config.encryptedRequest` / `config.encryptedResponse` (taken from ENDPOINTS).
 *
 * Request fields are opened in preValidation, i.e. after the auth hook (onRequest) and before schema
 * validation. Every failure — missing or malformed header, wrong RSA key, wrong key size, replayed
 * key, unencrypted field, bad hex, truncated ciphertext, bad padding, invalid UTF-8 — ends in the
 * same 400 `decryption_failed` thrown from one place, after the same steps: the RSA unwrap always
 * runs (on a decoy when the header is unusable), the key is always recorded in the replay store,
 * and every declared field is always run through AES (on a decoy when malformed). So neither the
 * answer nor the work done tells a padding error from any other failure. There is deliberately no
 * timing test: the uniform path is the guarantee.
 */
export const encryptedFieldsPlugin = fp(
  async (app: FastifyInstance, options: EncryptedFieldsOptions) => {
    const privateKey = await importPrivateKey(options.serverPrivateKeyPem);
    const serverPublicKey = await importPublicKey(publicKeyPemOf(options.serverPrivateKeyPem));
    const decoys: Decoys = {
      wrappedKey: await wrapAesKey(generateAesKeyHex(), serverPublicKey),
      aesKeyHex: generateAesKeyHex(),
      field: crypto.randomBytes(32).toString('hex'),
      // The server's public key (importPublicKey leaves it extractable): the failure path imports it in place of the
      // client's, a real RSA key of the same size as the clients' (both 2048-bit as generated).
      clientKeyBase64: await exportPublicKeyBase64(serverPublicKey),
    };
    const store: ReplayStore = sqlReplayStore(options.db, options.aesKeyReplayWindowSeconds, options.now);
    const { limiter } = options;
    const requestRule: RateRule = { name: 'encrypted:ip', max: options.encryptedRequestLimitPerMinute, windowSeconds: 60 };
    const failureRule: RateRule = { name: 'decrypt-failure:ip', max: options.decryptFailureLimitPerMinute, windowSeconds: 60 };

    app.decorateRequest('clientPublicKey', null);
    app.decorateRequest('encryptionKeyHash', null);

    const purge = () => store.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'purging aes_key_uses failed'));
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await purge();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    /** Opens the declared fields; returns the decrypted copy of the target, or undefined on any failure. */
    async function open(request: FastifyRequest, spec: RouteSpec): Promise<{ ok: boolean; target: unknown; keyHash: string | null }> {
      let failed = false;
      let keyHash: string | null = null;
      const target: unknown = spec.part === 'body' ? request.body : request.query;
      let opened = target;

      if (spec.request.length > 0) {
        const header = request.headers[HEADER_AES_KEY];
        const usable = typeof header === 'string' && WRAPPED_KEY_PATTERN.test(header);
        if (!usable) failed = true;
        let aesKeyHex = decoys.aesKeyHex;
        let replayId: string;
        try {
          const unwrapped = await unwrapAesKey(usable ? header : decoys.wrappedKey, privateKey);
          if (usable) aesKeyHex = unwrapped;
          replayId = sha256Hex(usable ? `key:${unwrapped}` : `header:${String(header)}:${crypto.randomUUID()}`);
        } catch {
          failed = true;
          replayId = sha256Hex(`header:${String(header)}`);
        }
        // Recorded whatever happens next, so a captured key answers exactly once after authentication.
        if (!(await store.consume(replayId))) failed = true;
        keyHash = replayId;

        const isObject = typeof target === 'object' && target !== null && !Array.isArray(target);
        if (!isObject) failed = true;
        for (const path of spec.request) {
          const value = isObject ? getPath(target, path) : undefined;
          const wellFormed = typeof value === 'string' && FIELD_PATTERN.test(value);
          if (value !== undefined && !wellFormed) failed = true;
          const plaintext = await attemptDecrypt(wellFormed ? value : decoys.field, aesKeyHex);
          if (value === undefined) continue;
          if (plaintext === undefined) {
            failed = true;
            continue;
          }
          let restored: unknown = plaintext;
          if (spec.jsonPaths.has(path)) {
            try {
              restored = JSON.parse(plaintext);
            } catch {
              failed = true;
            }
          }
          opened = setPath(opened, path, restored);
        }
      }

      if (spec.response.length > 0) {
        const header = request.headers[HEADER_RSA_PUBLIC_KEY];
        const usable = typeof header === 'string' && header.length > 0 && header.length <= CLIENT_KEY_MAX_LENGTH;
        if (!usable) failed = true;
        try {
          const key = await importPublicKey(usable ? header : decoys.clientKeyBase64);
          if (usable) request.clientPublicKey = key;
        } catch {
          failed = true;
        }
      }
      return { ok: !failed, target: opened, keyHash };
    }

    function openHook(spec: RouteSpec): preValidationAsyncHookHandler {
      return async function openEncryptedFields(request: FastifyRequest) {
        // Cheap checks first: a client over either limit costs no RSA work and stores no key use.
        const failing = await limiter.blockedFor(failureRule, request.ip);
        if (failing > 0) throw errors.rateLimited(failing);
        // Requests carrying a wrapped key are the ones that cost an RSA decryption and store a key use.
        if (spec.request.length > 0) await limiter.enforce([[requestRule, request.ip]]);
        const result = await open(request, spec);
        if (!result.ok) {
          request.clientPublicKey = null;
          await limiter.hit(failureRule, request.ip);
          throw errors.decryptionFailed();
        }
        request.encryptionKeyHash = result.keyHash;
        if (spec.part === 'body') request.body = result.target;
        else request.query = result.target;
      };
    }

    function sealHook(spec: RouteSpec): preSerializationAsyncHookHandler<unknown> {
      return async function sealEncryptedFields(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
        const clientKey = request.clientPublicKey;
        if (!clientKey) throw new Error('encrypted response without a client key');
        const sealed = await sealResponse(payload, spec.response, clientKey);
        reply.headers(sealed.headers);
        return sealed.body;
      };
    }

    app.addHook('onRoute', (route) => {
      const requestPaths = route.config?.encryptedRequest ?? [];
      const responsePaths = route.config?.encryptedResponse ?? [];
      if (requestPaths.length === 0 && responsePaths.length === 0) return;
      const methods = [route.method].flat();
      const part = methods.some((m) => m === 'GET' || m === 'HEAD') ? 'query' : 'body';
      const requestSchema = part === 'body' ? route.schema?.body : route.schema?.querystring;
      const jsonPaths = new Set<string>();
      for (const path of requestPaths) {
        const node = schemaAt(requestSchema, path);
        if (!node) throw new Error(`${methods.join(',')} ${route.url}: encrypted field "${path}" is not declared in the ${part} schema`);
        if (!acceptsString(node)) jsonPaths.add(path);
      }
      if (responsePaths.length > 0 && route.schema?.response) {
        // Encrypted fields travel as hex text: serialise them as strings (copies; contract schemas stay untouched).
        const response = { ...(route.schema.response as Record<string, TSchema>) };
        for (const [status, schema] of Object.entries(response)) {
          if (/^2/.test(status)) response[status] = responsePaths.reduce<TSchema>((s, path) => withStringAt(s, path), schema);
        }
        route.schema = { ...route.schema, response };
      }
      const spec: RouteSpec = { part, request: requestPaths, response: responsePaths, jsonPaths };
      route.preValidation = [...[route.preValidation ?? []].flat(), openHook(spec)];
      if (responsePaths.length > 0) route.preSerialization = [...[route.preSerialization ?? []].flat(), sealHook(spec)];
    });
  },
  { name: 'encrypted-fields', dependencies: ['security'] },
);
