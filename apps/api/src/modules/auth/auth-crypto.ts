import crypto from 'node:crypto';
import { hmacHex } from '../../shared/digests';

/** The keyed one-way hash under which a deleted account's e-mail is kept. */
export const deletedEmailHash = (secret: string, emailNormalized: string): string => hmacHex(secret, `deleted-email\n${emailNormalized}`);

/** A 6-digit code from the CSPRNG (uniform over 000000–999999). */
export const newVerificationCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** An opaque refresh token: 256 random bits, base64url (43 characters). */
export const newRefreshToken = (): string => crypto.randomBytes(32).toString('base64url');

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

const SEAL_INFO = Buffer.from('tablecrawler refresh grace pair');

/** AES-256-GCM key derived (HKDF-SHA256) from a refresh token's plaintext and its row id. */
function sealKey(token: string, rowId: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.from(rowId, 'utf8'), SEAL_INFO, 32));
}

/**
 * Seals `plaintext` for whoever presents `token` again: only the token's SHA-256 is stored, so the
 * database alone cannot open it. Output: base64url(iv ‖ tag ‖ ciphertext).
 */
export function sealForToken(plaintext: string, token: string, rowId: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(token, rowId), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what sealForToken produced; undefined when the token or the data do not fit. */
export function openForToken(sealed: string, token: string, rowId: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return undefined;
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(token, rowId), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
