export { CryptoFormatError } from './errors';
export { base64ToBytes, bytesToBase64, bytesToHex, derToPem, hexToBytes, pemToDer } from './encoding';
export type { PemLabel } from './encoding';
export { decryptField, decryptFieldJson, encryptField, generateAesKeyHex } from './aes';
export { RSA_OAEP, exportPublicKeyBase64, generateRsaKeyPair, importPrivateKey, importPublicKey, unwrapAesKey, wrapAesKey } from './rsa';
export { decryptFields, encryptFields, getPath } from './fields';
export {
  HEADER_AES_KEY,
  HEADER_RSA_PUBLIC_KEY,
  REQUEST_HEADER_AES_KEY,
  REQUEST_HEADER_RSA_PUBLIC_KEY,
  openRequest,
  openResponse,
  sealRequest,
  sealResponse,
} from './seal';
export type { SealedRequest, SealedResponse } from './seal';
export { indexedDbKeyPairStore } from './key-store';
export type { IndexedDbKeyPairStoreOptions, KeyPairStore, KeyPairStoreHint, StoredKeyPair } from './key-store';
export { RSA_KEY_READY_EVENT, startClientKeys } from './client-keys';
export type { ClientKeyManager, ClientKeys, StartClientKeysOptions } from './client-keys';
export { FINGERPRINT_HASH_SEED, canonicalJson, collectFingerprintTraits, deviceFingerprint, fingerprintFromTraits } from './fingerprint';
export type { FingerprintEnvironment, FingerprintTraits } from './fingerprint';
export { murmurhash3X64128 } from './murmurhash3';
