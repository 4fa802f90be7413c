export { forgeDecryptField, forgeEncryptBytes, forgeEncryptField, forgeGenerateKeyPair, forgeUnwrapAesKey, forgeWrapAesKey } from './forge-reference';
