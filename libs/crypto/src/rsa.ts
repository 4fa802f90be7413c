import { isAesKeyHex } from './aes';
import { base64ToBytes, bytesToBase64, parsePem, utf8DecodeStrict, utf8Encode } from './encoding';
import { CryptoFormatError, orFormatError } from './errors';
import { subtle } from './subtle';

/** The one RSA algorithm of the scheme: RSA-OAEP with SHA-256 as both the OAEP hash and the MGF1 hash. */
export const RSA_OAEP: { readonly name: 'RSA-OAEP'; readonly hash: 'SHA-256' } = Object.freeze({ name: 'RSA-OAEP', hash: 'SHA-256' });

const RSA_MODULUS_BITS = 2048;
const MIN_MODULUS_BITS = 2048;
const MAX_MODULUS_BITS = 8192;
const PUBLIC_EXPONENT = new Uint8Array([1, 0, 1]);

/** A new 2048-bit RSA-OAEP/SHA-256 key pair with e = 65537. Options: extractable (default false; the public key is always exportable). */
export async function generateRsaKeyPair(options: { extractable?: boolean } = {}): Promise<CryptoKeyPair> {
  return subtle().generateKey(
    { ...RSA_OAEP, modulusLength: RSA_MODULUS_BITS, publicExponent: PUBLIC_EXPONENT },
    options.extractable ?? false,
    ['encrypt', 'decrypt'],
  );
}

function modulusBits(key: CryptoKey): number {
  const { modulusLength } = key.algorithm as Partial<RsaHashedKeyAlgorithm>;
  return typeof modulusLength === 'number' ? modulusLength : 0;
}

/** True for an RSA-OAEP/SHA-256 key (RSA_OAEP) of at least 2048 bits; no upper bound. */
export function isRsaOaepKey(key: CryptoKey): boolean {
  const { name, hash } = key.algorithm as Partial<RsaHashedKeyAlgorithm>;
  return name === RSA_OAEP.name && hash?.name === RSA_OAEP.hash && modulusBits(key) >= MIN_MODULUS_BITS;
}

function checkRsaKey(key: CryptoKey): CryptoKey {
  const bits = modulusBits(key);
  if (bits < MIN_MODULUS_BITS || bits > MAX_MODULUS_BITS) throw new CryptoFormatError();
  return key;
}

/** Imports an RSA-OAEP/SHA-256 public key from base64 of SPKI DER (the X-RSA-PUBLIC-KEY form) or from PEM; CryptoFormatError if bad or under 2048 bits. */
export async function importPublicKey(spkiBase64OrPem: string): Promise<CryptoKey> {
  if (typeof spkiBase64OrPem !== 'string') throw new CryptoFormatError();
  const text = spkiBase64OrPem.trim();
  let der: Uint8Array<ArrayBuffer>;
  if (text.startsWith('-----BEGIN')) {
    const pem = parsePem(text);
    if (pem.label !== 'PUBLIC KEY') throw new CryptoFormatError();
    der = pem.der;
  } else {
    der = base64ToBytes(text);
  }
  const key = await orFormatError(() => subtle().importKey('spki', der, RSA_OAEP, true, ['encrypt']));
  return checkRsaKey(key);
}

/** Imports a PKCS#8 PEM ("PRIVATE KEY") RSA private key for RSA-OAEP/SHA-256 decryption, non-extractable; CryptoFormatError if bad. */
export async function importPrivateKey(pkcs8Pem: string): Promise<CryptoKey> {
  const pem = parsePem(pkcs8Pem);
  if (pem.label !== 'PRIVATE KEY') throw new CryptoFormatError();
  const key = await orFormatError(() => subtle().importKey('pkcs8', pem.der, RSA_OAEP, false, ['decrypt']));
  return checkRsaKey(key);
}

/** Base64 of the SPKI DER of a public key: the X-RSA-PUBLIC-KEY header value. */
export async function exportPublicKeyBase64(key: CryptoKey): Promise<string> {
  const spki = await subtle().exportKey('spki', key);
  return bytesToBase64(new Uint8Array(spki));
}

/** base64(RSA-OAEP-SHA256(utf8(aesKeyHex))): the X-AES-KEY request header and the x-aes-key response header. */
export async function wrapAesKey(aesKeyHex: string, publicKey: CryptoKey): Promise<string> {
  if (!isAesKeyHex(aesKeyHex)) throw new CryptoFormatError();
  const wrapped = await orFormatError(() => subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, utf8Encode(aesKeyHex)));
  return bytesToBase64(new Uint8Array(wrapped));
}

/** Reverses wrapAesKey: returns the 64-character lowercase hex key; CryptoFormatError for anything else. */
export async function unwrapAesKey(wrapped: string, privateKey: CryptoKey): Promise<string> {
  const ciphertext = base64ToBytes(wrapped);
  const plaintext = await orFormatError(() => subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, ciphertext));
  const aesKeyHex = utf8DecodeStrict(new Uint8Array(plaintext));
  if (!isAesKeyHex(aesKeyHex)) throw new CryptoFormatError();
  return aesKeyHex;
}
