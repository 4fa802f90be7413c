import { decryptField, decryptFieldJson } from './aes';
import { base64ToBytes } from './encoding';
import { decryptFields } from './fields';
import { exportPublicKeyBase64, importPrivateKey, importPublicKey, unwrapAesKey, wrapAesKey } from './rsa';
import { forgeEncryptField, forgeUnwrapAesKey } from './testing/forge-reference';

// The worked example of docs/api.md. The field values were produced with
// `printf '%s' VALUE | openssl enc -aes-256-cbc -K KEY -iv IV | xxd -p` and the wrapped key with
// `openssl pkeyutl -encrypt -pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:sha256 -pkeyopt rsa_mgf1_md:sha256`
// under the public half of the throw-away test key below (generated for this vector only; it protects nothing).
const AES_KEY_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const IV_HEX = 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf';
const FIELDS: [unknown, string][] = [
  ['male', `${IV_HEX}eaea98858644d35ebbabe0595ad1319b`],
  ['홍길동@example.kr', `${IV_HEX}7a47b9658017c0d114444843c8320d6df79428ae8ddd0b670d88552164c7a56a`],
  [{ a: [1, '둘'] }, `${IV_HEX}e4f49e1be0e6af4ab598c97e6c22c1b1`],
  ['', `${IV_HEX}600d07a3b9b2c4e4082153d6d1707aa6`],
];
const TEST_PRIVATE_KEY_PEM = [
    '-----BEGIN PRIVATE KEY-----',
    'MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQCgZaB7QeV96MY/',
    'cPgbHIzjtqZXeaAZS/Ivzin5E9ekEMUhoFuOmeqj2ZY7RlKJlnGxlsWRWiwP8axH',
    'jny5wZ3jNOkTWWWqWAdauDxo5Omesx9i77mzaH+Zj7up+y64z+UmsFRXI3g79Fjq',
    'oyiPl6Xd59axZLCXlWJXtC45I13u1imksDFrxQCSpaI7ow+GOEPf+0XXY8Z5ifCw',
    'PDSBKDawtPS0aFSm82nfZnJxWcPAnv8qIh5JT2BOfF7hUiAXsKXiCCyrGj0H+y5m',
    'ueQ/BuU7udhn93ky1OPTw1bKb8BOMdmTFf6qWWVQMAv1CMIoWLSpZihxOuOVEBdh',
    '2Ap/9/erAgMBAAECgf9bKWeMpmdIqIQEirB4uEFbKvRfw0C7H+8GPKaeaiilluJz',
    'ujBPXCt/9KruBYnjqR31UTv44McqSLEh+lnpOaIDAI9379dYea+0YAH1nCUrjaLJ',
    'GHbzAPGE1axTb++eGoqi8pT88avkZ3wh35muAwLCnIHpUNENVloOftnGn9NDao6V',
    '1TUvg/GrNfqZMO3OOMxmFwmME0b6V5zP7dLTkmDAp9yjWkatVLZbggGMP4z2k9/W',
    '3d9i67DPpl0/MyXGiV4ABoUOiJZNZodZ6OBnInZVjgwwbctf8XMuryPBHz7Wuhkz',
    '9mXh0/4kGeAt3Bf3kPahqkYcNNlmOUu4hnK2aDkCgYEA1bT2sk5qthzTY6cogJEj',
    'rDW3Qbp0Bqhn7maK8wzOHWx9u5F9uMvVk+2MyC2CSLVQleAxwpnz4rniPonTXfBG',
    'n15nctAHqPtVbfSKfC8ASZZuEUWzuX14dRDoBI3WerCM1Xil5APHVB8wl/QDDIjD',
    'JEGcRqV0Ls50XSvR+PLINqkCgYEAwCPSfjPVOWvfLjNo6nRgENrYzVQpPYYlXmMh',
    'nyK4v9fzSHRafCIvn/M46mMQfU+y/FlZjWJOKLgSVxEBJLoBFkjgCAGvy8LFuBXs',
    'JYiHSQGjFB7JfvRIgeTuG81K+gdCmOZtSYypKP+RdUU6A1gLkdEhJCuzbHPJITx/',
    'LGec9DMCgYEAxSAbvvWecUW9p9p0/cLjiOIznCmFBO8qjzl/ShqxtWpxwCbANUmw',
    'RLeGeM+hsbeuEdGvlLW1xZl5G/6+PZR5UGAgREOoDTNo5fgAFfS06ywbc0s8MQmP',
    'p0xk+G5tPNbF0dNsEht6LhpnFIM8nL86YaMzp+bOeK5vn9Hf6Sbpj6ECgYAXLns/',
    '9Lr+EZC8v0EiQGYywmSz6TqMjLnHeIhe7c6CfuiATmF4Zpt+Xdb5GHit1cbPgWw3',
    'javGZ+b2kDumFbb53FMDREjUeaxnOGXkZWOFIGhvjgNbiNeSrG859XvdTLDxR6PZ',
    '4tmp86O2FWMZci77KdMozQj5xcJ3exgQ4HNkVwKBgQCmrhQVtaw50VZTYd6qMFSD',
    'CwLHGLOVVJ7HgLpUT93IX63feucZilWcv2HTtxZoSL0yE2Uwh/UdsDw6GCW7TnSi',
    'JgVhzIjstRMZrnQcdGhw1B1zwNqZMc8bxkzerKPkSp6yru78EuVgPMbReov6HwYy',
    '/BAXSV9gC+kevI0NLAHNgQ==',
    '-----END PRIVATE KEY-----',
].join('\n');
const X_AES_KEY =
  'EFJwuiMacO4m59unAawdXNmebuTuJJmc2MEPnSK7aSBz1LAPtrm9rZsGsVNOYDfTaWArQ9lNDs+CJxRphBabGRaOmXGgTPNAiuTppqLf2e9Ynx6bU2Fa2ad5Eu9DhYBkZYQ4dYjdld1xn9xm12OWlQPF7rYEFtnaRfbUQmhQYN4ckdHjQUgjPHehfrwOmrkov+dplzpZQvOEAdpG83QAAerfXIqriy+jwWXtpwg2R+t1tJLi4BbhjqHxznoexH50SCQEhMFNqEps3jBL4+kE6n9/YScaryDUwHXhbh87Xs7FbV4mqit7jJ5A8t3BA27wJRP6Pr3SKCpHlHcqiRikOQ==';

describe('wire format worked example (docs/api.md)', () => {
  it.each(FIELDS)('field %j', async (value, field) => {
    if (typeof value === 'string') expect(await decryptField(field, AES_KEY_HEX)).toBe(value);
    else expect(await decryptFieldJson(field, AES_KEY_HEX)).toEqual(value);
    expect(forgeEncryptField(value, AES_KEY_HEX, IV_HEX)).toBe(field);
  });

  it('unwraps the X-AES-KEY made by OpenSSL', async () => {
    const privateKey = await importPrivateKey(TEST_PRIVATE_KEY_PEM);
    expect(base64ToBytes(X_AES_KEY)).toHaveLength(256);
    expect(await unwrapAesKey(X_AES_KEY, privateKey)).toBe(AES_KEY_HEX);
    expect(forgeUnwrapAesKey(X_AES_KEY, TEST_PRIVATE_KEY_PEM)).toBe(AES_KEY_HEX);
  });

  it('opens the example request body', async () => {
    const privateKey = await importPrivateKey(TEST_PRIVATE_KEY_PEM);
    const body = { password: FIELDS[1]?.[1], profile: { username: '길동이', gender: FIELDS[0]?.[1] } };
    const aesKeyHex = await unwrapAesKey(X_AES_KEY, privateKey);
    expect(await decryptFields(body, ['password', 'profile.gender'], aesKeyHex)).toEqual({
      password: '홍길동@example.kr',
      profile: { username: '길동이', gender: 'male' },
    });
  });

  it('wraps for a public key given as PEM or base64 SPKI, and the test key unwraps it', async () => {
    const privateKey = await importPrivateKey(TEST_PRIVATE_KEY_PEM);
    const { createPublicKey } = await import('node:crypto');
    const publicPem = createPublicKey(TEST_PRIVATE_KEY_PEM).export({ type: 'spki', format: 'pem' }).toString();
    const fromPem = await importPublicKey(publicPem);
    const fromBase64 = await importPublicKey(await exportPublicKeyBase64(fromPem));
    expect(await unwrapAesKey(await wrapAesKey(AES_KEY_HEX, fromBase64), privateKey)).toBe(AES_KEY_HEX);
  });
});
