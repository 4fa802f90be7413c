import { decryptField, decryptFieldJson, encryptField, generateAesKeyHex, importAesKey } from './aes';
import { bytesToHex, hexToBytes } from './encoding';
import { CryptoFormatError } from './errors';
import { forgeDecryptField, forgeEncryptBytes, forgeEncryptField } from './testing/forge-reference';
import { expectFormatError } from './testing/format-error';

const FIELD_VALUES: [string, unknown][] = [
  ['empty string', ''],
  ['ASCII string', 'user@example.com'],
  ['Korean string', '홍길동의 비밀번호는 안전합니다!'],
  ['string longer than a block', 'x'.repeat(100)],
  ['exactly one block of text', '0123456789abcdef'],
  ['number', 1234.5],
  ['zero', 0],
  ['boolean true', true],
  ['boolean false', false],
  ['object', { gender: 'male', nested: { 이름: '김철수', list: [1, 2] } }],
  ['array', ['a', 1, null, { b: '다' }]],
  ['empty array', []],
  ['null', null],
];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('generateAesKeyHex', () => {
  it('gives 64 lowercase hex characters, different every time', () => {
    const keys = new Set(Array.from({ length: 20 }, generateAesKeyHex));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('encryptField / decryptField', () => {
  const key = generateAesKeyHex();

  it.each(FIELD_VALUES)('round-trips %s', async (_name, value) => {
    const field = await encryptField(value, key);
    expect(field).toMatch(/^[0-9a-f]+$/);
    expect((field.length - 32) % 32).toBe(0);
    expect(await decryptField(field, key)).toBe(asText(value));
    if (typeof value !== 'string') expect(await decryptFieldJson(field, key)).toEqual(value);
  });

  it('uses a fresh IV each time', async () => {
    const a = await encryptField('same', key);
    const b = await encryptField('same', key);
    expect(a.slice(0, 32)).not.toBe(b.slice(0, 32));
    expect(a).not.toBe(b);
  });

  it('pads with PKCS#7: a block-sized plaintext gets a whole padding block', async () => {
    expect((await encryptField('', key)).length).toBe(32 + 32);
    expect((await encryptField('0123456789abcde', key)).length).toBe(32 + 32);
    expect((await encryptField('0123456789abcdef', key)).length).toBe(32 + 64);
  });

  it('refuses values that have no JSON form', async () => {
    await expect(encryptField(undefined, key)).rejects.toThrow(CryptoFormatError);
    await expect(encryptField(() => 1, key)).rejects.toThrow(CryptoFormatError);
    await expect(encryptField(10n, key)).rejects.toThrow(CryptoFormatError);
  });
});

describe('interoperability with node-forge', () => {
  const key = generateAesKeyHex();

  it.each(FIELD_VALUES)('decrypts what forge encrypted: %s', async (_name, value) => {
    expect(await decryptField(forgeEncryptField(value, key), key)).toBe(asText(value));
  });

  it.each(FIELD_VALUES)('forge decrypts what we encrypted: %s', async (_name, value) => {
    expect(forgeDecryptField(await encryptField(value, key), key)).toBe(asText(value));
  });

  it('produces byte-identical ciphertext for the same key and IV', async () => {
    const iv = '000102030405060708090a0b0c0d0e0f';
    const webCrypto = await crypto.subtle.encrypt(
      { name: 'AES-CBC', iv: hexToBytes(iv) },
      await importAesKey(key),
      new TextEncoder().encode('표 크롤러'),
    );
    expect(forgeEncryptField('표 크롤러', key, iv)).toBe(iv + bytesToHex(new Uint8Array(webCrypto)));
  });
});

describe('malformed input always gives CryptoFormatError with one message', () => {
  const key = generateAesKeyHex();
  let good: string;
  beforeAll(async () => {
    good = await encryptField('비밀 secret value!', key);
  });

  // Flipping a bit of the next-to-last block (or IV) flips the same bit of the last plaintext block: here its padding byte.
  const breakPadding = (field: string) => {
    const at = field.length - 32 - 2;
    return field.slice(0, at) + (parseInt(field.slice(at, at + 2), 16) ^ 0x01).toString(16).padStart(2, '0') + field.slice(at + 2);
  };

  const cases: [string, () => Promise<unknown>][] = [
    ['key too short (AES-128)', () => decryptField(good, key.slice(0, 32))],
    ['key too long', () => decryptField(good, `${key}00`)],
    ['key in uppercase', () => decryptField(good, key.toUpperCase())],
    ['key not hex', () => decryptField(good, 'z'.repeat(64))],
    ['wrong key (bad padding)', () => decryptField(good, generateAesKeyHex())],
    ['tampered ciphertext (bad padding)', () => decryptField(breakPadding(good), key)],
    ['IV only', () => decryptField(good.slice(0, 32), key)],
    ['partial block', () => decryptField(good.slice(0, -2), key)],
    ['odd length', () => decryptField(good.slice(0, -1), key)],
    ['uppercase hex', () => decryptField(good.toUpperCase(), key)],
    ['not hex', () => decryptField(`${good.slice(0, -2)}zz`, key)],
    ['empty', () => decryptField('', key)],
    ['not a string', () => decryptField(12 as unknown as string, key)],
    ['plaintext is not UTF-8', () => decryptField(forgeEncryptBytes('\xff\xfe\x80', key), key)],
    ['plaintext is not JSON (decryptFieldJson)', () => decryptFieldJson(forgeEncryptField('not json', key), key)],
    ['encrypt with a short key', () => encryptField('x', key.slice(2))],
  ];

  it.each(cases)('%s', async (_name, run) => {
    await expectFormatError(run);
  });
});
