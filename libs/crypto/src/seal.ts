import { generateAesKeyHex } from './aes';
import { base64ToBytes } from './encoding';
import { decryptFields, encryptFields } from './fields';
import { importPublicKey, unwrapAesKey, wrapAesKey } from './rsa';

/** Header carrying the RSA-wrapped AES key (request: under the server key; response: under the client key). */
export const HEADER_AES_KEY = 'x-aes-key';
/** Request header carrying the client's public key (base64 SPKI DER) when the response is to be encrypted. */
export const HEADER_RSA_PUBLIC_KEY = 'x-rsa-public-key';

/** Header names as the spec writes them on requests (HTTP header names are case-insensitive). */
export const REQUEST_HEADER_AES_KEY = 'X-AES-KEY';
export const REQUEST_HEADER_RSA_PUBLIC_KEY = 'X-RSA-PUBLIC-KEY';

export interface SealedRequest<T> {
  payload: T;
  aesKeyHex: string;
  headers: Record<string, string>;
}

export interface SealedResponse<T> {
  body: T;
  aesKeyHex: string;
  headers: Record<string, string>;
}

/**
 * Client side: encrypts the fields at `paths` (for GET, of the query object) with a fresh AES key and
 * returns the headers to send: X-AES-KEY, plus X-RSA-PUBLIC-KEY when `clientPublicKeyBase64` is given.
 */
export async function sealRequest<T>(
  payload: T,
  paths: readonly string[],
  serverPublicKey: CryptoKey,
  clientPublicKeyBase64?: string,
): Promise<SealedRequest<T>> {
  if (clientPublicKeyBase64 !== undefined) base64ToBytes(clientPublicKeyBase64);
  const aesKeyHex = generateAesKeyHex();
  const [sealed, wrapped] = await Promise.all([encryptFields(payload, paths, aesKeyHex), wrapAesKey(aesKeyHex, serverPublicKey)]);
  const headers: Record<string, string> = { [REQUEST_HEADER_AES_KEY]: wrapped };
  if (clientPublicKeyBase64 !== undefined) headers[REQUEST_HEADER_RSA_PUBLIC_KEY] = clientPublicKeyBase64;
  return { payload: sealed, aesKeyHex, headers };
}

/** Client side: unwraps the x-aes-key response header with the client's private key and decrypts the fields at `paths`. */
export async function openResponse<T>(body: T, paths: readonly string[], wrappedAesKey: string, clientPrivateKey: CryptoKey): Promise<T> {
  return decryptFields(body, paths, await unwrapAesKey(wrappedAesKey, clientPrivateKey));
}

/** Server side: unwraps the X-AES-KEY request header with the server's private key and decrypts the fields at `paths`. */
export async function openRequest<T>(payload: T, paths: readonly string[], wrappedAesKey: string, serverPrivateKey: CryptoKey): Promise<T> {
  return decryptFields(payload, paths, await unwrapAesKey(wrappedAesKey, serverPrivateKey));
}

/**
 * Server side: encrypts the fields at `paths` of a response body with a fresh AES key wrapped under the
 * client's public key (a CryptoKey, or the X-RSA-PUBLIC-KEY header value); headers holds x-aes-key.
 */
export async function sealResponse<T>(body: T, paths: readonly string[], clientPublicKey: CryptoKey | string): Promise<SealedResponse<T>> {
  const publicKey = typeof clientPublicKey === 'string' ? await importPublicKey(clientPublicKey) : clientPublicKey;
  const aesKeyHex = generateAesKeyHex();
  const [sealed, wrapped] = await Promise.all([encryptFields(body, paths, aesKeyHex), wrapAesKey(aesKeyHex, publicKey)]);
  return { body: sealed, aesKeyHex, headers: { [HEADER_AES_KEY]: wrapped } };
}
