import { decryptField, generateAesKeyHex } from './aes';
import { CryptoFormatError } from './errors';
import { decryptFields, encryptFields, getPath } from './fields';
import { forgeDecryptField, forgeEncryptField } from './testing/forge-reference';

describe('getPath', () => {
  const obj = { a: { b: { c: 1 } }, list: [{ x: 'y' }], n: null, s: 'str' };

  it.each([
    ['a.b.c', 1],
    ['a.b', { c: 1 }],
    ['list.0.x', 'y'],
    ['n', null],
    ['missing', undefined],
    ['a.missing.c', undefined],
    ['s.length', undefined],
    ['n.x', undefined],
    ['a.b.c.d', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
    ['a.constructor', undefined],
  ])('%s', (path, expected) => {
    expect(getPath(obj, path)).toEqual(expected);
  });

  it('reads nothing from non-objects', () => {
    expect(getPath(null, 'a')).toBeUndefined();
    expect(getPath('text', 'length')).toBeUndefined();
  });
});

describe('encryptFields / decryptFields', () => {
  const key = generateAesKeyHex();
  const payload = {
    email: 'kim@example.com',
    password: 'Pa$$w0rd-한글',
    profile: { username: '철수', gender: 'male' },
    funnel: { channel: 'other', userInput: '' },
    agreements: { marketingOptIn: true },
  };
  const paths = ['password', 'profile.gender', 'funnel.userInput', 'agreements.marketingOptIn', 'absent', 'profile.absent'] as const;

  it('encrypts only the named, present fields and returns a copy', async () => {
    const snapshot = structuredClone(payload);
    const sealed = await encryptFields(payload, paths, key);
    expect(payload).toEqual(snapshot);
    expect(sealed).not.toBe(payload);
    expect(sealed.email).toBe(payload.email);
    expect(sealed.profile.username).toBe('철수');
    expect(sealed.password).toMatch(/^[0-9a-f]{64,}$/);
    expect(sealed.profile.gender).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.funnel.userInput).toMatch(/^[0-9a-f]{64}$/);
    expect(typeof sealed.agreements.marketingOptIn).toBe('string');
    expect(Object.keys(sealed)).toEqual(Object.keys(payload));
    expect('absent' in sealed).toBe(false);
    expect('absent' in sealed.profile).toBe(false);
    // Untouched branches are shared, touched ones copied.
    expect(sealed.profile).not.toBe(payload.profile);
    expect(forgeDecryptField(sealed.profile.gender, key)).toBe('male');
    expect(forgeDecryptField(sealed.agreements.marketingOptIn as unknown as string, key)).toBe('true');
  });

  it('decrypts back to the text of each field', async () => {
    const opened = await decryptFields(await encryptFields(payload, paths, key), paths, key);
    expect(opened).toEqual({ ...payload, agreements: { marketingOptIn: 'true' } });
  });

  it('leaves undefined fields absent', async () => {
    const sealed = await encryptFields({ a: undefined, b: 'x' }, ['a', 'b'], key);
    expect(sealed.a).toBeUndefined();
    expect(await decryptField(sealed.b, key)).toBe('x');
  });

  it('encrypts query objects for GET and values inside arrays', async () => {
    const sealed = await encryptFields({ userId: null, items: [{ v: 1 }, { v: 2 }] }, ['userId', 'items.1.v'], key);
    expect(await decryptField(sealed.userId as unknown as string, key)).toBe('null');
    expect(Array.isArray(sealed.items)).toBe(true);
    expect(sealed.items[0]).toEqual({ v: 1 });
    expect(await decryptField(sealed.items[1]?.v as unknown as string, key)).toBe('2');
  });

  it('opens fields that node-forge sealed', async () => {
    const body = { id: 7, profile: { email: forgeEncryptField('이메일@example.kr', key) } };
    expect(await decryptFields(body, ['profile.email'], key)).toEqual({ id: 7, profile: { email: '이메일@example.kr' } });
  });

  it('keeps a "__proto__" key an own data property', async () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": "x"}}') as Record<string, unknown>;
    const sealed = await encryptFields(hostile, ['__proto__.polluted'], key);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(sealed)).toBe(Object.prototype);
  });

  it('returns non-object payloads unchanged', async () => {
    expect(await encryptFields(undefined, ['a'], key)).toBeUndefined();
    expect(await decryptFields('text', ['a'], key)).toBe('text');
  });

  it.each([
    ['a present field that is not a string', { a: 5 }],
    ['a null field', { a: null }],
    ['a field that is not ciphertext', { a: 'plain' }],
  ])('decryptFields rejects %s with CryptoFormatError', async (_name, body) => {
    await expect(decryptFields(body, ['a'], key)).rejects.toThrow(CryptoFormatError);
  });

  it('rejects a bad key even when no field is present', async () => {
    await expect(encryptFields({}, ['a'], 'short')).rejects.toThrow(CryptoFormatError);
    await expect(decryptFields({}, ['a'], 'short')).rejects.toThrow(CryptoFormatError);
  });
});
