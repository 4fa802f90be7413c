import { addExtensionResources, createExtensionI18n, extensionEn, extensionKo, extensionT, resolveUiLanguage } from './index';

const leaves = (value: unknown, prefix = ''): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => leaves(v, `${prefix}${k}.`)) : [[prefix.slice(0, -1), value]];

describe('extension texts', () => {
  it('have the same keys in Korean and English, none empty', () => {
    const ko = leaves(extensionKo);
    const en = leaves(extensionEn);
    expect(en.map(([k]) => k)).toEqual(ko.map(([k]) => k));
    for (const [key, text] of [...ko, ...en]) {
      expect(typeof text).toBe('string');
      expect({ key, empty: (text as string).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('are merged into the shared instance under extension.* next to the shared texts', () => {
    const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
    const t = extensionT(i18n.t.bind(i18n));
    expect(i18n.t('common.app.name')).toBe('표 크롤러');
    expect(t('page.tableCount', { count: 3 })).toBe('표 3개를 찾았습니다.');
    expect(t('session.signedOut')).toBe(extensionKo.session.signedOut);
  });

  it('use English plurals in English', async () => {
    const i18n = createExtensionI18n({ lng: 'en', syncDocumentLanguage: false });
    const t = extensionT(i18n.t.bind(i18n));
    expect(t('page.tableCount', { count: 1 })).toBe('Found 1 table.');
    expect(t('page.tableCount', { count: 4 })).toBe('Found 4 tables.');
    await i18n.changeLanguage('ko');
    expect(t('page.tableCount', { count: 1 })).toBe('표 1개를 찾았습니다.');
  });

  it('can be added to an instance twice without losing the shared texts', () => {
    const i18n = createExtensionI18n({ lng: 'en', syncDocumentLanguage: false });
    addExtensionResources(i18n);
    expect(i18n.t('common.app.name')).toBe('TableCrawler');
  });
});

describe('resolveUiLanguage', () => {
  it('prefers the language chosen in the panel', () => {
    expect(resolveUiLanguage('en', ['ko-KR'])).toBe('en');
    expect(resolveUiLanguage('ko', ['en-US'])).toBe('ko');
  });

  it('otherwise takes the first supported browser language, else Korean', () => {
    expect(resolveUiLanguage(null, ['en-US', 'ko'])).toBe('en');
    expect(resolveUiLanguage(null, ['ja-JP', 'en-GB'])).toBe('en');
    expect(resolveUiLanguage(null, ['ko-KR', 'en'])).toBe('ko');
    expect(resolveUiLanguage(null, ['ja-JP', 'fr'])).toBe('ko');
    expect(resolveUiLanguage(null, [])).toBe('ko');
  });
});
