import { decryptField, encryptField, generateAesKeyHex } from './aes';
import { bytesToBase64, derToPem } from './encoding';
import { CryptoFormatError } from './errors';
import { decryptFields } from './fields';
import { exportPublicKeyBase64, generateRsaKeyPair, importPublicKey, unwrapAesKey, wrapAesKey } from './rsa';
import { HEADER_AES_KEY, openRequest, openResponse, sealRequest, sealResponse } from './seal';
import { forgeDecryptField, forgeEncryptBytes, forgeEncryptField, forgeGenerateKeyPair, forgeUnwrapAesKey, forgeWrapAesKey } from './testing/forge-reference';
import { expectFormatError } from './testing/format-error';

describe('request and response sealing (client and server sides)', () => {
  let server: { pair: CryptoKeyPair; privatePem: string; publicKeyBase64: string };
  let client: { pair: CryptoKeyPair; publicKeyBase64: string };
  beforeAll(async () => {
    const serverPair = await generateRsaKeyPair({ extractable: true });
    server = {
      pair: serverPair,
      privatePem: derToPem(new Uint8Array(await crypto.subtle.exportKey('pkcs8', serverPair.privateKey)), 'PRIVATE KEY'),
      publicKeyBase64: await exportPublicKeyBase64(serverPair.publicKey),
    };
    const clientPair = await generateRsaKeyPair();
    client = { pair: clientPair, publicKeyBase64: await exportPublicKeyBase64(clientPair.publicKey) };
  });

  it('sealRequest encrypts the named fields and sends the wrapped key (and the client key when given)', async () => {
    const body = { email: 'a@b.kr', password: '비밀번호123!', deviceFingerprint: 'f'.repeat(64) };
    const sealed = await sealRequest(body, ['email', 'password'], server.pair.publicKey, client.publicKeyBase64);
    expect(Object.keys(sealed.headers).sort()).toEqual(['X-AES-KEY', 'X-RSA-PUBLIC-KEY']);
    expect(sealed.headers['X-RSA-PUBLIC-KEY']).toBe(client.publicKeyBase64);
    expect(sealed.payload.deviceFingerprint).toBe(body.deviceFingerprint);
    expect(sealed.aesKeyHex).toMatch(/^[0-9a-f]{64}$/);
    // The server side with our functions...
    expect(await openRequest(sealed.payload, ['email', 'password'], sealed.headers['X-AES-KEY'] as string, server.pair.privateKey)).toEqual(body);
    // ...and with node-forge.
    const aesKeyHex = forgeUnwrapAesKey(sealed.headers['X-AES-KEY'] as string, server.privatePem);
    expect(aesKeyHex).toBe(sealed.aesKeyHex);
    expect(forgeDecryptField(sealed.payload.password, aesKeyHex)).toBe(body.password);
  });

  it('omits X-RSA-PUBLIC-KEY when no client key is given, and rejects a client key that is not base64', async () => {
    expect(Object.keys((await sealRequest({}, [], server.pair.publicKey)).headers)).toEqual(['X-AES-KEY']);
    await expect(sealRequest({}, [], server.pair.publicKey, 'not base64!')).rejects.toThrow(CryptoFormatError);
  });

  it('uses a fresh AES key for every request', async () => {
    const a = await sealRequest({ x: '1' }, ['x'], server.pair.publicKey);
    const b = await sealRequest({ x: '1' }, ['x'], server.pair.publicKey);
    expect(a.aesKeyHex).not.toBe(b.aesKeyHex);
  });

  it('openRequest accepts a request sealed by node-forge', async () => {
    const aesKeyHex = generateAesKeyHex();
    const payload = { paymentKey: forgeEncryptField('tgen_20240101', aesKeyHex), orderId: 'o-1', amount: 1100 };
    const header = forgeWrapAesKey(aesKeyHex, server.publicKeyBase64);
    expect(await openRequest(payload, ['paymentKey'], header, server.pair.privateKey)).toEqual({ ...payload, paymentKey: 'tgen_20240101' });
  });

  it('sealResponse + openResponse: the server answers under the key from X-RSA-PUBLIC-KEY', async () => {
    const body = { id: 'u1', profile: { email: '사용자@example.com' }, voucher: null };
    const sealed = await sealResponse(body, ['profile.email'], client.publicKeyBase64);
    expect(Object.keys(sealed.headers)).toEqual([HEADER_AES_KEY]);
    expect(sealed.body.profile.email).not.toBe(body.profile.email);
    expect(await openResponse(sealed.body, ['profile.email'], sealed.headers[HEADER_AES_KEY] as string, client.pair.privateKey)).toEqual(body);
  });

  it('openResponse accepts a response sealed by node-forge under the client key', async () => {
    const aesKeyHex = generateAesKeyHex();
    const body = { profile: { email: forgeEncryptField('kim@example.kr', aesKeyHex) } };
    const header = forgeWrapAesKey(aesKeyHex, client.publicKeyBase64);
    expect(await openResponse(body, ['profile.email'], header, client.pair.privateKey)).toEqual({ profile: { email: 'kim@example.kr' } });
  });

  it('a forge-made client key pair works with sealResponse', async () => {
    const forgeClient = forgeGenerateKeyPair();
    const sealed = await sealResponse({ email: 'x@y.z' }, ['email'], forgeClient.publicKeyBase64);
    const aesKeyHex = forgeUnwrapAesKey(sealed.headers[HEADER_AES_KEY] as string, forgeClient.privatePem);
    expect(forgeDecryptField(sealed.body.email, aesKeyHex)).toBe('x@y.z');
  });

  describe('the server can answer every malformed request with one error', () => {
    const paths = ['email', 'password'];
    let aesKeyHex: string;
    let header: string;
    let goodField: string;
    beforeAll(async () => {
      aesKeyHex = generateAesKeyHex();
      header = await wrapAesKey(aesKeyHex, server.pair.publicKey);
      goodField = await encryptField('secret', aesKeyHex);
    });

    const cases: [string, () => Promise<[unknown, string]>][] = [
      ['header missing (undefined)', async () => [{ email: goodField }, undefined as unknown as string]],
      ['header empty', async () => [{ email: goodField }, '']],
      ['header not base64', async () => [{ email: goodField }, '!!!']],
      ['header is base64 of garbage', async () => [{ email: goodField }, bytesToBase64(crypto.getRandomValues(new Uint8Array(256)))]],
      ['header wraps a 16-byte key', async () => [{ email: goodField }, forgeWrapAesKey(aesKeyHex.slice(0, 32), server.publicKeyBase64)]],
      ['header wraps a non-hex key', async () => [{ email: goodField }, forgeWrapAesKey('g'.repeat(64), server.publicKeyBase64)]],
      ['field with bad padding (other key)', async () => [{ email: await encryptField('secret', generateAesKeyHex()) }, header]],
      ['field with bad hex', async () => [{ email: `${goodField.slice(0, -2)}xx` }, header]],
      ['field not a string', async () => [{ email: 123 }, header]],
      ['field of a partial block', async () => [{ email: goodField.slice(0, -4) }, header]],
      ['field with undecodable plaintext', async () => [{ email: forgeEncryptBytes('\xff\xfe', aesKeyHex) }, header]],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const [payload, wrapped] = await make();
      await expectFormatError(() => openRequest(payload, paths, wrapped, server.pair.privateKey));
    });

    it('the good request opens', async () => {
      expect(await openRequest({ email: goodField }, paths, header, server.pair.privateKey)).toEqual({ email: 'secret' });
    });

    it('sealResponse rejects a malformed X-RSA-PUBLIC-KEY with the same error', async () => {
      await expect(sealResponse({ a: 'x' }, ['a'], 'bm90IGEga2V5')).rejects.toThrow(CryptoFormatError);
    });
  });

  it('decryptFields/unwrapAesKey compose exactly like openRequest', async () => {
    const sealed = await sealRequest({ a: 'x' }, ['a'], server.pair.publicKey);
    const key = await unwrapAesKey(sealed.headers['X-AES-KEY'] as string, server.pair.privateKey);
    expect(await decryptFields(sealed.payload, ['a'], key)).toEqual({ a: 'x' });
    expect(await decryptField(sealed.payload.a, key)).toBe('x');
    await expect(importPublicKey(server.publicKeyBase64)).resolves.toMatchObject({ type: 'public' });
  });
});
