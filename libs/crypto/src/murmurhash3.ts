// MurmurHash3 x64 128-bit (Austin Appleby's MurmurHash3_x64_128) on 32-bit halves, so that it runs
// without BigInt at the speed of plain number arithmetic. A 64-bit value is a pair [hi, lo] of uint32.

type U64 = [number, number];

const TWO_32 = 4294967296;

function add(a: U64, b: U64): U64 {
  const lo = a[1] + b[1];
  return [(a[0] + b[0] + Math.floor(lo / TWO_32)) >>> 0, lo >>> 0];
}

function mul(a: U64, b: U64): U64 {
  // Exact 64-bit product of the low words from 16-bit pieces (each partial product < 2^32).
  const a0 = a[1] & 0xffff;
  const a1 = a[1] >>> 16;
  const b0 = b[1] & 0xffff;
  const b1 = b[1] >>> 16;
  const middle = a0 * b1 + a1 * b0;
  const lo = a0 * b0 + (middle % 65536) * 65536;
  const hi = a1 * b1 + Math.floor(middle / 65536) + Math.floor(lo / TWO_32) + Math.imul(a[0], b[1]) + Math.imul(a[1], b[0]);
  return [hi >>> 0, lo >>> 0];
}

function rotl(x: U64, r: number): U64 {
  const [hi, lo] = r >= 32 ? [x[1], x[0]] : x;
  const s = r % 32;
  if (s === 0) return [hi, lo];
  return [((hi << s) | (lo >>> (32 - s))) >>> 0, ((lo << s) | (hi >>> (32 - s))) >>> 0];
}

function xor(a: U64, b: U64): U64 {
  return [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
}

/** x >>> 33 */
function shr33(x: U64): U64 {
  return [0, x[0] >>> 1];
}

const C1: U64 = [0x87c37b91, 0x114253d5];
const C2: U64 = [0x4cf5ad43, 0x2745937f];
const FMIX1: U64 = [0xff51afd7, 0xed558ccd];
const FMIX2: U64 = [0xc4ceb9fe, 0x1a85ec53];
const FIVE: U64 = [0, 5];
const N1: U64 = [0, 0x52dce729];
const N2: U64 = [0, 0x38495ab5];

function fmix(k: U64): U64 {
  let x = xor(k, shr33(k));
  x = mul(x, FMIX1);
  x = xor(x, shr33(x));
  x = mul(x, FMIX2);
  return xor(x, shr33(x));
}

/** Little-endian 64-bit word of up to 8 bytes from `offset` (missing bytes are zero). */
function readWord(bytes: Uint8Array, offset: number, count: number): U64 {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < count; i++) {
    const byte = bytes[offset + i] as number;
    if (i < 4) lo += byte * 2 ** (8 * i);
    else hi += byte * 2 ** (8 * (i - 4));
  }
  return [hi >>> 0, lo >>> 0];
}

function mixK1(k: U64): U64 {
  return mul(rotl(mul(k, C1), 31), C2);
}

function mixK2(k: U64): U64 {
  return mul(rotl(mul(k, C2), 33), C1);
}

function toHex(x: U64): string {
  return x[0].toString(16).padStart(8, '0') + x[1].toString(16).padStart(8, '0');
}

/** MurmurHash3_x64_128 of `bytes` with a 32-bit `seed`; 32 lowercase hex characters, h1 then h2, each big-endian. */
export function murmurhash3X64128(bytes: Uint8Array, seed = 0): string {
  let h1: U64 = [0, seed >>> 0];
  let h2: U64 = [0, seed >>> 0];
  const blocks = Math.floor(bytes.length / 16);
  for (let b = 0; b < blocks; b++) {
    const offset = b * 16;
    h1 = xor(h1, mixK1(readWord(bytes, offset, 8)));
    h1 = add(mul(add(rotl(h1, 27), h2), FIVE), N1);
    h2 = xor(h2, mixK2(readWord(bytes, offset + 8, 8)));
    h2 = add(mul(add(rotl(h2, 31), h1), FIVE), N2);
  }
  const tail = bytes.length % 16;
  const tailOffset = blocks * 16;
  if (tail > 8) h2 = xor(h2, mixK2(readWord(bytes, tailOffset + 8, tail - 8)));
  if (tail > 0) h1 = xor(h1, mixK1(readWord(bytes, tailOffset, Math.min(tail, 8))));

  const length: U64 = [Math.floor(bytes.length / TWO_32) >>> 0, bytes.length >>> 0];
  h1 = xor(h1, length);
  h2 = xor(h2, length);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  return toHex(h1) + toHex(h2);
}
