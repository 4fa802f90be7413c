/**
 * @jest-environment jsdom
 */
import { readDocumentCookie } from './cookies';

describe('readDocumentCookie', () => {
  it('reads one cookie of document.cookie, decoded', () => {
    document.cookie = 'a=1';
    document.cookie = 'XSRF-TOKEN=abc%3D%3D';
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('abc==');
    expect(readDocumentCookie('missing')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding and trims names', () => {
    expect(readDocumentCookie('X', { cookie: 'Y=1; X=%E0%A4%A' })).toBe('%E0%A4%A');
    expect(readDocumentCookie('X', { cookie: 'XX=1;X =2' })).toBe('2');
  });
});
