import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['fr-FR,en;q=0.5,ko;q=0.4', 'en'],
    ['fr-FR,de', 'ko'],
    ['en;q=0.2,ko;q=0.8', 'ko'],
    ['en;q=0', 'ko'],
    ['*', 'ko'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
