import { RETURN_TO_PARAM, toReturnPath, withReturnTo } from './return-to';

describe('toReturnPath', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/user/history?page=2', '/user/history?page=2'],
    ['/pricing#plans', '/pricing#plans'],
    ['/a/../pricing', '/pricing'],
  ])('accepts the same-site path %s', (raw, expected) => {
    expect(toReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/pricing'],
    ['protocol-relative URL', '//evil.example/pricing'],
    ['backslash trick', '/\\evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path', 'pricing'],
    ['dot segments collapsing to //host', '/..//evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/pricing\n'],
  ])('refuses a %s', (_case, raw) => {
    expect(toReturnPath(raw)).toBeNull();
  });
});

describe('withReturnTo', () => {
  it('appends the encoded path as the next parameter', () => {
    expect(withReturnTo('/signin', '/user/history?page=2')).toBe(`/signin?${RETURN_TO_PARAM}=%2Fuser%2Fhistory%3Fpage%3D2`);
  });

  it('drops a target outside the site', () => {
    expect(withReturnTo('/signin', 'https://evil.example')).toBe('/signin');
    expect(withReturnTo('/signin', undefined)).toBe('/signin');
  });
});
