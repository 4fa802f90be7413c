import { digestsEqual, hmacHex, sha256Hex } from './digests';

describe('digests', () => {
  it('hashes, keys and compares digests', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hmacHex('key', 'data')).not.toBe(hmacHex('other', 'data'));
    expect(digestsEqual('ab', 'ab')).toBe(true);
    expect(digestsEqual('ab', 'ac')).toBe(false);
    expect(digestsEqual('ab', 'abc')).toBe(false);
  });
});
