import { utf8Encode } from './encoding';
import { murmurhash3X64128 } from './murmurhash3';

// Independent straight-from-the-reference implementation on BigInt, to compare on many inputs.
const MASK = (1n << 64n) - 1n;
function rotl(x: bigint, r: bigint): bigint {
  return ((x << r) | (x >> (64n - r))) & MASK;
}
function fmix(k: bigint): bigint {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & MASK;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & MASK;
  return k ^ (k >> 33n);
}
function word(bytes: Uint8Array, offset: number, count: number): bigint {
  let w = 0n;
  for (let i = count - 1; i >= 0; i--) w = (w << 8n) | BigInt(bytes[offset + i] as number);
  return w;
}
function referenceHash(bytes: Uint8Array, seed: number): string {
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  let h1 = BigInt(seed >>> 0);
  let h2 = h1;
  const blocks = Math.floor(bytes.length / 16);
  for (let b = 0; b < blocks; b++) {
    let k1 = word(bytes, b * 16, 8);
    let k2 = word(bytes, b * 16 + 8, 8);
    k1 = (rotl((k1 * c1) & MASK, 31n) * c2) & MASK;
    h1 ^= k1;
    h1 = (((rotl(h1, 27n) + h2) & MASK) * 5n + 0x52dce729n) & MASK;
    k2 = (rotl((k2 * c2) & MASK, 33n) * c1) & MASK;
    h2 ^= k2;
    h2 = (((rotl(h2, 31n) + h1) & MASK) * 5n + 0x38495ab5n) & MASK;
  }
  const tail = bytes.length % 16;
  if (tail > 8) h2 ^= (rotl((word(bytes, blocks * 16 + 8, tail - 8) * c2) & MASK, 33n) * c1) & MASK;
  if (tail > 0) h1 ^= (rotl((word(bytes, blocks * 16, Math.min(tail, 8)) * c1) & MASK, 31n) * c2) & MASK;
  h1 ^= BigInt(bytes.length);
  h2 ^= BigInt(bytes.length);
  h1 = (h1 + h2) & MASK;
  h2 = (h2 + h1) & MASK;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) & MASK;
  h2 = (h2 + h1) & MASK;
  return h1.toString(16).padStart(16, '0') + h2.toString(16).padStart(16, '0');
}

describe('murmurhash3X64128', () => {
  // Published vectors (h1 then h2) of MurmurHash3_x64_128 over UTF-8 bytes.
  it.each([
    ['', 0, '00000000000000000000000000000000'],
    ['', 0x7fffffff, '656ac7570e166c3fc34c2ca1ed468e40'],
    ['Hello World!', 0x7fffffff, 'a8c348436bb9375369e62d2b2cefbb56'],
    ['Hello World! Hello World!', 0, 'e881a28e49269b1e8d0d724eecb72e66'],
    ['Hello World! Hello World! Hello World!', 0x7fffffff, 'd2c2001b93170cb1945953bac30824a0'],
    ['メロス', 0x7fffffff, 'a3012f4a9e5ff3f372207cd889383582'],
    ['メロスは激怒した。必ず、かの邪智暴虐の王を除かなければならぬと決意した。', 0x7fffffff, '2b7beaca8e84e4e64046aed01f5382ef'],
  ])('hashes %j with seed %d', (text, seed, expected) => {
    expect(murmurhash3X64128(utf8Encode(text), seed)).toBe(expected);
  });

  it('agrees with a BigInt implementation for every length 0..80 and several seeds', () => {
    const bytes = Uint8Array.from({ length: 80 }, (_, i) => (i * 151 + 7) & 255);
    for (const seed of [0, 1, 256, 0x9747b28c, 0xffffffff]) {
      for (let length = 0; length <= 80; length++) {
        const input = bytes.subarray(0, length);
        expect(murmurhash3X64128(input, seed)).toBe(referenceHash(input, seed));
      }
    }
  });

  it('agrees with the BigInt implementation on random data', () => {
    for (let i = 0; i < 50; i++) {
      const input = crypto.getRandomValues(new Uint8Array(1 + Math.floor(Math.random() * 300)));
      expect(murmurhash3X64128(input, 256)).toBe(referenceHash(input, 256));
    }
  });
});
