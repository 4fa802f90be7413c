import { base64ToBytes, bytesToBase64, bytesToHex, derToPem, hexToBytes, parsePem, pemToDer, utf8DecodeStrict, utf8Encode } from './encoding';
import { CryptoFormatError } from './errors';

const allBytes = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('hex', () => {
  it('round-trips every byte value in lowercase', () => {
    const hex = bytesToHex(allBytes);
    expect(hex).toMatch(/^[0-9a-f]{512}$/);
    expect(hex.slice(0, 8)).toBe('00010203');
    expect(hex.slice(-4)).toBe('feff');
    expect(hexToBytes(hex)).toEqual(allBytes);
  });

  it('decodes the empty string to no bytes', () => {
    expect(hexToBytes('')).toEqual(new Uint8Array(0));
  });

  it.each(['abc', 'ABCD', 'aB', '0g', 'zz', ' 00', '00 ', '0x00', '\u0660\u0660'])('rejects %j', (bad) => {
    expect(() => hexToBytes(bad)).toThrow(CryptoFormatError);
  });

  it('rejects non-strings', () => {
    expect(() => hexToBytes(42 as unknown as string)).toThrow(CryptoFormatError);
  });
});

describe('base64', () => {
  it('agrees with Node Buffer for every length up to 64', () => {
    for (let length = 0; length <= 64; length++) {
      const bytes = allBytes.subarray(200 - length, 200);
      const expected = Buffer.from(bytes).toString('base64');
      expect(bytesToBase64(bytes)).toBe(expected);
      expect(base64ToBytes(expected)).toEqual(new Uint8Array(bytes));
    }
  });

  it('round-trips random data', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(1000));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it.each([
    ['missing padding', 'QQ'],
    ['length not a multiple of 4', 'QUJDR'],
    ['whitespace', 'QUJD\nREVG'],
    ['URL alphabet', 'ab-_'],
    ['padding in the middle', 'QQ==QUJD'],
    ['three padding characters', 'Q==='],
    ['non-zero unused bits (1 byte)', 'QR=='],
    ['non-zero unused bits (2 bytes)', 'QUJ='],
    ['non-ASCII', 'QUJ\u00e9'],
    ['a data URL', 'data:,QUJD'],
  ])('rejects %s', (_name, bad) => {
    expect(() => base64ToBytes(bad)).toThrow(CryptoFormatError);
  });
});

describe('PEM', () => {
  const der = crypto.getRandomValues(new Uint8Array(300));

  it('wraps at 64 characters and round-trips', () => {
    const pem = derToPem(der, 'PUBLIC KEY');
    const lines = pem.trimEnd().split('\n');
    expect(lines[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(lines.at(-1)).toBe('-----END PUBLIC KEY-----');
    expect(lines.slice(1, -1).every((line) => line.length <= 64)).toBe(true);
    expect(pemToDer(pem)).toEqual(der);
    expect(parsePem(derToPem(der, 'PRIVATE KEY')).label).toBe('PRIVATE KEY');
  });

  it('accepts CRLF line ends and surrounding whitespace', () => {
    const pem = `\n  ${derToPem(der, 'PRIVATE KEY').replace(/\n/g, '\r\n')}  \n`;
    expect(pemToDer(pem)).toEqual(der);
  });

  it('matches the PEM Node produces', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const { createPublicKey } = await import('node:crypto');
    const nodePem = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }).export({ format: 'pem', type: 'spki' }).toString();
    expect(derToPem(spki, 'PUBLIC KEY')).toBe(nodePem);
    expect(pemToDer(nodePem)).toEqual(spki);
  });

  it.each([
    ['no armour', 'QUJD'],
    ['mismatched labels', '-----BEGIN PUBLIC KEY-----\nQUJD\n-----END PRIVATE KEY-----'],
    ['bad base64 body', '-----BEGIN PUBLIC KEY-----\nQUJ!\n-----END PUBLIC KEY-----'],
    ['text after the block', '-----BEGIN PUBLIC KEY-----\nQUJD\n-----END PUBLIC KEY-----\nmore'],
  ])('rejects %s', (_name, bad) => {
    expect(() => pemToDer(bad)).toThrow(CryptoFormatError);
  });
});

describe('UTF-8', () => {
  it('round-trips Korean text and emoji', () => {
    const text = '표 크롤러 — 한국어 텍스트 😀';
    expect(utf8DecodeStrict(utf8Encode(text))).toBe(text);
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['a truncated sequence', [0xed, 0x95]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
  ])('rejects %s', (_name, bytes) => {
    expect(() => utf8DecodeStrict(new Uint8Array(bytes))).toThrow(CryptoFormatError);
  });
});
