// An independent implementation of the wire format on node-forge (pure JS), used to show that our
// WebCrypto code interoperates with another implementation in both directions. Test-only.
import forge from 'node-forge';

const oaepSha256 = () => ({ md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } });

/** ivHex (32) + hex of AES-256-CBC/PKCS#7 over the UTF-8 text of `value` (JSON unless a string). */
export function forgeEncryptField(value: unknown, aesKeyHex: string, ivHex?: string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return forgeEncryptBytes(forge.util.encodeUtf8(text), aesKeyHex, ivHex);
}

/** Like forgeEncryptField over raw bytes (a forge binary string, one char per byte), e.g. to make a field whose plaintext is not UTF-8. */
export function forgeEncryptBytes(binary: string, aesKeyHex: string, ivHex?: string): string {
  const iv = ivHex === undefined ? forge.random.getBytesSync(16) : forge.util.hexToBytes(ivHex);
  const cipher = forge.cipher.createCipher('AES-CBC', forge.util.hexToBytes(aesKeyHex));
  cipher.start({ iv });
  cipher.update(forge.util.createBuffer(binary, 'raw'));
  if (!cipher.finish()) throw new Error('forge: encryption failed');
  return forge.util.bytesToHex(iv) + cipher.output.toHex();
}

/** Reverses forgeEncryptField; throws on bad padding. */
export function forgeDecryptField(field: string, aesKeyHex: string): string {
  const decipher = forge.cipher.createDecipher('AES-CBC', forge.util.hexToBytes(aesKeyHex));
  decipher.start({ iv: forge.util.hexToBytes(field.slice(0, 32)) });
  decipher.update(forge.util.createBuffer(forge.util.hexToBytes(field.slice(32)), 'raw'));
  if (!decipher.finish()) throw new Error('forge: bad padding');
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

function publicKeyFrom(spkiBase64OrPem: string): forge.pki.rsa.PublicKey {
  if (spkiBase64OrPem.includes('-----BEGIN')) return forge.pki.publicKeyFromPem(spkiBase64OrPem) as forge.pki.rsa.PublicKey;
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(spkiBase64OrPem))) as forge.pki.rsa.PublicKey;
}

/** base64(RSA-OAEP with SHA-256 and MGF1-SHA-256 over utf8(aesKeyHex)). */
export function forgeWrapAesKey(aesKeyHex: string, spkiBase64OrPem: string): string {
  return forge.util.encode64(publicKeyFrom(spkiBase64OrPem).encrypt(forge.util.encodeUtf8(aesKeyHex), 'RSA-OAEP', oaepSha256()));
}

/** Reverses forgeWrapAesKey with a PKCS#8 or PKCS#1 PEM private key. */
export function forgeUnwrapAesKey(wrapped: string, privateKeyPem: string): string {
  const key = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  return forge.util.decodeUtf8(key.decrypt(forge.util.decode64(wrapped), 'RSA-OAEP', oaepSha256()));
}

/** A 2048-bit pair from node-forge: SPKI PEM, SPKI base64 and PKCS#8 PEM. */
export function forgeGenerateKeyPair(): { publicPem: string; publicKeyBase64: string; privatePem: string } {
  const pair = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const publicPem = forge.pki.publicKeyToPem(pair.publicKey);
  const publicKeyBase64 = forge.util.encode64(forge.asn1.toDer(forge.pki.publicKeyToAsn1(pair.publicKey)).getBytes());
  const privatePem = forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(pair.privateKey)));
  return { publicPem, publicKeyBase64, privatePem };
}
