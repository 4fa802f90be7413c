import { generateAesKeyHex } from './aes';
import { base64ToBytes, bytesToBase64, derToPem, pemToDer } from './encoding';
import { CryptoFormatError } from './errors';
import { RSA_OAEP, exportPublicKeyBase64, generateRsaKeyPair, importPrivateKey, importPublicKey, unwrapAesKey, wrapAesKey } from './rsa';
import { forgeGenerateKeyPair, forgeUnwrapAesKey, forgeWrapAesKey } from './testing/forge-reference';
import { expectFormatError } from './testing/format-error';

async function extractablePair(): Promise<{ pair: CryptoKeyPair; privatePem: string; publicKeyBase64: string }> {
  const pair = await generateRsaKeyPair({ extractable: true });
  const privatePem = derToPem(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)), 'PRIVATE KEY');
  return { pair, privatePem, publicKeyBase64: await exportPublicKeyBase64(pair.publicKey) };
}

describe('generateRsaKeyPair', () => {
  it('makes a 2048-bit RSA-OAEP/SHA-256 pair, e = 65537, private key non-extractable by default', async () => {
    const pair = await generateRsaKeyPair();
    const algorithm = pair.privateKey.algorithm as RsaHashedKeyAlgorithm;
    expect(algorithm.name).toBe('RSA-OAEP');
    expect(algorithm.hash.name).toBe('SHA-256');
    expect(algorithm.modulusLength).toBe(2048);
    expect(Array.from(algorithm.publicExponent)).toEqual([1, 0, 1]);
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
    // The public key stays exportable: it is what X-RSA-PUBLIC-KEY carries.
    expect(base64ToBytes(await exportPublicKeyBase64(pair.publicKey)).length).toBeGreaterThan(256);
  });

  it('exports the private key only when asked', async () => {
    const pair = await generateRsaKeyPair({ extractable: true });
    expect(pair.privateKey.extractable).toBe(true);
  });

  it('exposes the algorithm constant', () => {
    expect(RSA_OAEP).toEqual({ name: 'RSA-OAEP', hash: 'SHA-256' });
  });
});

describe('wrapAesKey / unwrapAesKey', () => {
  let ours: Awaited<ReturnType<typeof extractablePair>>;
  let forgePair: ReturnType<typeof forgeGenerateKeyPair>;
  beforeAll(async () => {
    ours = await extractablePair();
    forgePair = forgeGenerateKeyPair();
  });

  it('round-trips with our own keys', async () => {
    const aesKeyHex = generateAesKeyHex();
    const wrapped = await wrapAesKey(aesKeyHex, ours.pair.publicKey);
    expect(base64ToBytes(wrapped).length).toBe(256);
    expect(await unwrapAesKey(wrapped, ours.pair.privateKey)).toBe(aesKeyHex);
  });

  it('forge unwraps what we wrapped (OAEP SHA-256, MGF1 SHA-256)', async () => {
    const aesKeyHex = generateAesKeyHex();
    expect(forgeUnwrapAesKey(await wrapAesKey(aesKeyHex, ours.pair.publicKey), ours.privatePem)).toBe(aesKeyHex);
  });

  it('we unwrap what forge wrapped under our exported public key', async () => {
    const aesKeyHex = generateAesKeyHex();
    expect(await unwrapAesKey(forgeWrapAesKey(aesKeyHex, ours.publicKeyBase64), ours.pair.privateKey)).toBe(aesKeyHex);
  });

  it('imports forge-generated keys (SPKI PEM, SPKI base64, PKCS#8 PEM) in both directions', async () => {
    const privateKey = await importPrivateKey(forgePair.privatePem);
    const fromPem = await importPublicKey(forgePair.publicPem);
    const fromBase64 = await importPublicKey(forgePair.publicKeyBase64);
    expect(await exportPublicKeyBase64(fromPem)).toBe(forgePair.publicKeyBase64);
    const a = generateAesKeyHex();
    expect(await unwrapAesKey(forgeWrapAesKey(a, forgePair.publicPem), privateKey)).toBe(a);
    const b = generateAesKeyHex();
    expect(forgeUnwrapAesKey(await wrapAesKey(b, fromBase64), forgePair.privatePem)).toBe(b);
  });

  it('uses randomised padding: wrapping twice gives different values', async () => {
    const aesKeyHex = generateAesKeyHex();
    expect(await wrapAesKey(aesKeyHex, ours.pair.publicKey)).not.toBe(await wrapAesKey(aesKeyHex, ours.pair.publicKey));
  });

  it('refuses to wrap anything but a 64-character lowercase hex key', async () => {
    await expect(wrapAesKey('abc', ours.pair.publicKey)).rejects.toThrow(CryptoFormatError);
    await expect(wrapAesKey(generateAesKeyHex().toUpperCase(), ours.pair.publicKey)).rejects.toThrow(CryptoFormatError);
  });

  describe('every malformed or foreign input is a CryptoFormatError with one message', () => {
    const cases: [string, () => Promise<unknown>][] = [
      ['not base64', async () => unwrapAesKey('***', ours.pair.privateKey)],
      ['empty', async () => unwrapAesKey('', ours.pair.privateKey)],
      ['wrong length', async () => unwrapAesKey(bytesToBase64(new Uint8Array(100)), ours.pair.privateKey)],
      ['random bytes of the right length', async () => unwrapAesKey(bytesToBase64(crypto.getRandomValues(new Uint8Array(256))), ours.pair.privateKey)],
      ['wrapped for another key', async () => unwrapAesKey(await wrapAesKey(generateAesKeyHex(), await importPublicKey(forgePair.publicKeyBase64)), ours.pair.privateKey)],
      ['OAEP with SHA-1 instead of SHA-256', async () => unwrapAesKey(await wrapWithSha1(generateAesKeyHex(), ours.publicKeyBase64), ours.pair.privateKey)],
      ['plaintext is not a hex key', async () => unwrapAesKey(forgeWrapAesKey('not-a-key', ours.publicKeyBase64), ours.pair.privateKey)],
      ['plaintext is an uppercase key', async () => unwrapAesKey(forgeWrapAesKey(generateAesKeyHex().toUpperCase(), ours.publicKeyBase64), ours.pair.privateKey)],
      ['plaintext is a 16-byte key', async () => unwrapAesKey(forgeWrapAesKey(generateAesKeyHex().slice(0, 32), ours.publicKeyBase64), ours.pair.privateKey)],
      ['plaintext is not UTF-8', async () => unwrapAesKey(await wrapRaw(new Uint8Array([0xff, 0xfe]), ours.pair.publicKey), ours.pair.privateKey)],
      ['unwrapping with a public key', async () => unwrapAesKey(await wrapAesKey(generateAesKeyHex(), ours.pair.publicKey), ours.pair.publicKey)],
      ['public key: not base64', async () => importPublicKey('%%%')],
      ['public key: base64 of junk', async () => importPublicKey(bytesToBase64(new Uint8Array(300)))],
      ['public key: PEM with a private label', async () => importPublicKey(ours.privatePem)],
      ['public key: 1024 bits', async () => importPublicKey(await publicKeyOfSize(1024))],
      ['public key: an EC key', async () => importPublicKey(await ecPublicKeyBase64())],
      ['private key: a public PEM', async () => importPrivateKey(forgePair.publicPem)],
      ['private key: garbage body', async () => importPrivateKey(derToPem(new Uint8Array(64), 'PRIVATE KEY'))],
      ['private key: PKCS#1 label', async () => importPrivateKey(derToPem(pemToDer(forgePair.privatePem), 'PRIVATE KEY').replace(/PRIVATE KEY/g, 'RSA PRIVATE KEY'))],
    ];

    it.each(cases)('%s', async (_name, run) => {
      await expectFormatError(run);
    });
  });
});

async function wrapWithSha1(aesKeyHex: string, spkiBase64: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
  return wrapRaw(new TextEncoder().encode(aesKeyHex), key);
}

async function wrapRaw(bytes: Uint8Array<ArrayBuffer>, publicKey: CryptoKey): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, bytes)));
}

async function publicKeyOfSize(bits: number): Promise<string> {
  const pair = await crypto.subtle.generateKey({ ...RSA_OAEP, modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  return exportPublicKeyBase64(pair.publicKey);
}

async function ecPublicKeyBase64(): Promise<string> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  return exportPublicKeyBase64(pair.publicKey);
}
