import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, RESOURCES, SUPPORTED_LANGUAGES, type Language } from './resources';

/** Detection order of spec section 4: `?lng=`, cookie, localStorage, sessionStorage, navigator, `<html lang>`. */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  // 'en-US' → 'en', so that `i18n.language` is always a bare supported code when one was detected.
  convertDetectedLanguage: (lng: string) => lng.toLowerCase().split(/[-_]/)[0] ?? lng,
} as const satisfies DetectorOptions;

export interface CreateI18nOptions {
  /** Fixed language: skips detection (tests, server-rendered contexts). */
  lng?: string;
  /** Replaces the built-in texts (tests of the factory itself). Default: the ko/en resources. */
  resources?: Resource;
  /** Overrides the detector options. Default: DETECTION_OPTIONS. */
  detection?: DetectorOptions;
  /** Mirror the language onto `document.documentElement.lang`. Default: true when a document exists. */
  syncDocumentLanguage?: boolean;
}

/** Creates an initialised i18next instance (Korean default and fallback, English; react-i18next bound). */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const syncDocument = options.syncDocumentLanguage ?? typeof document !== 'undefined';
  if (syncDocument) {
    instance.on('languageChanged', (lng) => {
      document.documentElement.lang = toSupportedLanguage(instance.resolvedLanguage ?? lng);
    });
  }
  if (options.lng === undefined) instance.use(LanguageDetector);
  instance.use(initReactI18next);
  const init: InitOptions = {
    resources: options.resources ?? RESOURCES,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...(options.lng === undefined ? { detection: options.detection ?? DETECTION_OPTIONS } : { lng: options.lng }),
  };
  void instance.init(init);
  return instance;
}

/** Maps any language tag to a supported language ('en-US' → 'en'; unknown → 'ko'). */
export function toSupportedLanguage(lng: string | undefined): Language {
  const base = (lng ?? '').toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((l) => l === base) ?? DEFAULT_LANGUAGE;
}
