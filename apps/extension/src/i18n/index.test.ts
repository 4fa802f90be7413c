import { ko } from '@tablecrawler/i18n';
import { createExtensionI18n, extensionT, resolveUiLanguage } from './index';

const extensionKo = ko.extension;

describe('extension texts', () => {
  it('come from libs/i18n under extension.* next to the shared texts', () => {
    const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
    const t = extensionT(i18n.t.bind(i18n));
    expect(i18n.t('common.app.name')).toBe('표 크롤러');
    expect(t('page.tableCount', { count: 3 })).toBe('표 3개를 찾았습니다.');
    expect(t('account.signedOut')).toBe(extensionKo.account.signedOut);
  });

  it('use English plurals in English', async () => {
    const i18n = createExtensionI18n({ lng: 'en', syncDocumentLanguage: false });
    const t = extensionT(i18n.t.bind(i18n));
    expect(t('page.tableCount', { count: 1 })).toBe('Found 1 table.');
    expect(t('page.tableCount', { count: 4 })).toBe('Found 4 tables.');
    await i18n.changeLanguage('ko');
    expect(t('page.tableCount', { count: 1 })).toBe('표 1개를 찾았습니다.');
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
