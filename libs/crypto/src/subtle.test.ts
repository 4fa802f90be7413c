import { randomBytes, subtle } from './subtle';

describe('subtle', () => {
  it('is the platform WebCrypto', () => {
    expect(subtle()).toBe(globalThis.crypto.subtle);
  });

  it('says so when there is no WebCrypto (an insecure context)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => subtle()).toThrow('WebCrypto (globalThis.crypto.subtle) is not available');
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });

  it('gives random bytes of the asked length', () => {
    const a = randomBytes(32);
    expect(a).toHaveLength(32);
    expect(randomBytes(32)).not.toEqual(a);
  });
});
