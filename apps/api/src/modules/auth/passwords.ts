import crypto from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: m = 19 MiB, t = 2, p = 1.
 * The native addon runs each hash on the libuv thread pool (sized to the cores by src/main.ts), never on
 * the event loop.
 */
export const ARGON2_OPTIONS: Argon2Options = { type: argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export interface Argon2Options {
  type: typeof argon2id;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read. */
  verify(hash: string, password: string): Promise<boolean>;
  /** The same work as a real verification, for unknown accounts; always false. */
  verifyDummy(password: string): Promise<false>;
  /** True when the hash was made with other parameters (rehash after a successful sign-in). */
  needsRehash(hash: string): boolean;
  /** Computes the dummy hash ahead of the first request, so the first unknown e-mail costs no extra hash. */
  warmUp(): Promise<void>;
}

/** The hasher with `options` (default ARGON2_OPTIONS); weaker options only to test rehashing. */
export function argon2Hasher(options: Argon2Options = ARGON2_OPTIONS): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hash(crypto.randomUUID(), options));
  const check = async (digest: string, password: string): Promise<boolean> => {
    try {
      return await verify(digest, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyDummy(password) {
      await check(await dummyHash(), password);
      return false;
    },
    needsRehash(digest) {
      try {
        return needsRehash(digest, options);
      } catch {
        return true;
      }
    },
    async warmUp() {
      await dummyHash();
    },
  };
}
