import { Value } from '@sinclair/typebox/value';
import { ENDPOINTS, SUCCESS_STATUS, buildPath } from './endpoints';
import { ALL_ERROR_CODES } from './error-codes';
import { SignUpBody } from './auth.schema';
import { amountWithVat, isValidPassword, passwordConditions } from './limits';

describe('endpoint registry', () => {
  it('declares a response schema and a conventional status for every call', () => {
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      expect({ name, hasResponse: e.response !== undefined }).toEqual({ name, hasResponse: true });
      expect(SUCCESS_STATUS[e.method]).toBeGreaterThanOrEqual(200);
    }
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      const hasParams = /:[A-Za-z]+/.test(e.path);
      expect({ name, params: 'params' in e }).toEqual({ name, params: hasParams });
    }
  });

  it('keeps every method/path pair unique', () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('only encrypts fields that exist in the body or query schema', () => {
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      const schema = ('body' in e ? e.body : undefined) ?? ('query' in e ? e.query : undefined);
      for (const path of ('encryptedRequest' in e ? e.encryptedRequest : []) ?? []) {
        type SchemaNode = { properties?: Record<string, SchemaNode> };
        let node = schema as SchemaNode | undefined;
        for (const seg of path.split('.')) node = node?.properties?.[seg];
        expect({ name, path, found: node !== undefined }).toEqual({ name, path, found: true });
      }
    }
  });

  it('fills path templates and refuses missing parameters', () => {
    expect(buildPath(ENDPOINTS.verifyEmail.path, { verificationId: 'a/b' })).toBe('/users/v1/auth/a%2Fb/verify-email');
    expect(() => buildPath(ENDPOINTS.verifyEmail.path)).toThrow('verificationId');
  });
});

describe('error codes', () => {
  it('are unique strings and keep the spec digits', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    expect(ALL_ERROR_CODES).toEqual(expect.arrayContaining(['100020', '004004', '100001', '003001']));
  });
});

describe('schemas and rules', () => {
  const valid = {
    password: 'x',
    profile: { username: 'nick', gender: 'female' },
    funnel: { channel: 'other', userInput: '친구' },
    emailVerificationId: 'v1',
    deviceFingerprint: 'a'.repeat(64),
  };
  it('accepts a sign-up body and rejects an unknown gender or short nickname', () => {
    expect(Value.Check(SignUpBody, valid)).toBe(true);
    expect(Value.Check(SignUpBody, { ...valid, funnel: { channel: 'search' } })).toBe(true);
    expect(Value.Check(SignUpBody, { ...valid, profile: { username: 'nick', gender: 'x' } })).toBe(false);
    expect(Value.Check(SignUpBody, { ...valid, profile: { username: 'abc', gender: 'male' } })).toBe(false);
  });

  it('reports each password condition', () => {
    expect(passwordConditions('abc')).toEqual({ upper: false, lower: true, number: false, special: false, length: false });
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(isValidPassword('Abcdef1_')).toBe(false);
    expect(isValidPassword(`Ab1!${'x'.repeat(27)}`)).toBe(false);
  });

  it('adds VAT and truncates to two decimals', () => {
    expect(amountWithVat(1000)).toBe(1100);
    expect(amountWithVat(9.99)).toBe(10.98);
    expect(amountWithVat(0.05)).toBe(0.05);
  });
});
