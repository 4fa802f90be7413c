import { createI18n, toSupportedLanguage } from './create-i18n';

function setNavigatorLanguages(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  clearCookie('i18next');
  document.documentElement.lang = '';
  setNavigatorLanguages(['fr-FR', 'fr']);
});

describe('createI18n language detection (spec section 4 order)', () => {
  it('falls back to Korean when nothing names a supported language', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ko');
    expect(i18n.t('header.features')).toBe('서비스 소개');
  });

  it('uses the lng query parameter first', () => {
    window.history.replaceState(null, '', '/?lng=en');
    document.cookie = 'i18next=ko; path=/';
    localStorage.setItem('i18nextLng', 'ko');
    expect(createI18n().language).toBe('en');
  });

  it('uses the cookie before local storage', () => {
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'ko');
    expect(createI18n().language).toBe('en');
  });

  it('uses local storage before session storage, and session storage before the navigator', () => {
    localStorage.setItem('i18nextLng', 'en');
    sessionStorage.setItem('i18nextLng', 'ko');
    expect(createI18n().language).toBe('en');
    localStorage.clear();
    sessionStorage.setItem('i18nextLng', 'en');
    setNavigatorLanguages(['ko-KR']);
    expect(createI18n().language).toBe('en');
  });

  it('reduces a regional navigator language to the supported base language', () => {
    setNavigatorLanguages(['en-US', 'en']);
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('header.features')).toBe('Service intro');
  });

  it('reads the html lang attribute last', () => {
    document.documentElement.lang = 'en';
    expect(createI18n().language).toBe('en');
  });

  it('caches the detected language in local storage', () => {
    window.history.replaceState(null, '', '/?lng=en');
    createI18n();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});

describe('createI18n behaviour', () => {
  it('sets the document language and follows language changes', async () => {
    const i18n = createI18n({ lng: 'ko' });
    expect(document.documentElement.lang).toBe('ko');
    await i18n.changeLanguage('en-GB');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the document alone when asked to', () => {
    document.documentElement.lang = 'xx';
    createI18n({ lng: 'en', syncDocumentLanguage: false });
    expect(document.documentElement.lang).toBe('xx');
  });

  it('falls back to Korean for a key missing in English', () => {
    const i18n = createI18n({
      lng: 'en',
      resources: { ko: { translation: { only: { ko: { key: '한국어만' } } } }, en: { translation: {} } },
    });
    expect(i18n.t('only.ko.key' as never)).toBe('한국어만');
  });

  it('interpolates values without HTML escaping (React escapes)', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.t('common.pagination.page', { page: 3 })).toBe('Page 3');
    expect(i18n.t('errors.httpStatus', { status: 503 })).toBe('Request failed with status code 503');
  });

  it('keeps independent instances', async () => {
    const a = createI18n({ lng: 'ko' });
    const b = createI18n({ lng: 'en' });
    await b.changeLanguage('en');
    expect(a.language).toBe('ko');
  });
});

describe('toSupportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    ['ko-KR', 'ko'],
    ['fr', 'ko'],
    ['', 'ko'],
    [undefined, 'ko'],
  ])('%s → %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});
