import { isUuid, newRefreshToken, newVerificationCode, openForToken, sealForToken } from './auth-crypto';

describe('auth crypto helpers', () => {
  it('draws 6-digit codes covering the whole range, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('makes opaque 256-bit refresh tokens', () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
  });

  it('recognises UUIDs and nothing around them', () => {
    expect(isUuid('6f1c0d5e-8f3a-4c1b-9d2e-7a6b5c4d3e2f')).toBe(true);
    expect(isUuid("6f1c0d5e-8f3a-4c1b-9d2e-7a6b5c4d3e2f' OR 1=1")).toBe(false);
  });

  it('seals a value for whoever presents the same token and row id, and for no one else', () => {
    const token = newRefreshToken();
    const sealed = sealForToken('{"accessToken":"a","refreshToken":"r"}', token, 'row-1');
    expect(sealed).not.toContain('accessToken');
    expect(openForToken(sealed, token, 'row-1')).toBe('{"accessToken":"a","refreshToken":"r"}');
    expect(openForToken(sealed, newRefreshToken(), 'row-1')).toBeUndefined();
    expect(openForToken(sealed, token, 'row-2')).toBeUndefined();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered.writeUInt8((tampered.at(-1) ?? 0) ^ 1, tampered.length - 1);
    expect(openForToken(tampered.toString('base64url'), token, 'row-1')).toBeUndefined();
    expect(openForToken('short', token, 'row-1')).toBeUndefined();
  });
});
