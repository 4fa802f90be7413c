import { acceptLanguage } from './accept-language';

describe('acceptLanguage', () => {
  it('weights the list in order', () => {
    expect(acceptLanguage(['ko-KR', 'ko', 'en-US', 'en'])).toBe('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7');
    expect(acceptLanguage(['en'])).toBe('en');
  });

  it('skips invalid and repeated tags and is empty for an empty list', () => {
    expect(acceptLanguage([' ko ', 'KO', 'en;q=1', '', 'ja\nX', 'en'])).toBe('ko,en;q=0.9');
    expect(acceptLanguage([])).toBeUndefined();
    expect(acceptLanguage(['', 'a b'])).toBeUndefined();
  });

  it('caps the list and never weights below 0.1', () => {
    const tags = Array.from({ length: 15 }, (_, i) => `x-l${i}`);
    const value = acceptLanguage(tags) ?? '';
    expect(value.split(',')).toHaveLength(10);
    expect(value.endsWith('x-l9;q=0.1')).toBe(true);
    expect(acceptLanguage(tags, 12)?.split(',').slice(-2)).toEqual(['x-l10;q=0.1', 'x-l11;q=0.1']);
  });
});
