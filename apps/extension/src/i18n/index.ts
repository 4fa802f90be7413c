import { createI18n, SUPPORTED_LANGUAGES, toSupportedLanguage, type I18n, type Language, type Messages } from '@tablecrawler/i18n';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys of the extension's own texts (`extension.*` in libs/i18n), without the `extension.` prefix. */
export type ExtensionKey = Leaves<Messages['extension']>;
export type ExtensionT = (key: ExtensionKey, values?: Record<string, string | number>) => string;

/** Translates the extension's keys (`extension.<key>`) through an i18next `t`. */
export function extensionT(t: I18n['t']): ExtensionT {
  return (key, values) => t(`extension.${key}`, values);
}

/**
 * The UI language: the one chosen in the panel, else the first supported entry of the browser's preferred
 * languages (`navigator.languages`, as the site's detector reads them), else Korean.
 */
export function resolveUiLanguage(chosen: Language | null, preferred: readonly string[]): Language {
  if (chosen) return chosen;
  const supported = new Set<string>(SUPPORTED_LANGUAGES);
  const base = preferred.map((tag) => tag.toLowerCase().split(/[-_]/)[0] ?? '').find((b) => supported.has(b));
  return toSupportedLanguage(base);
}

/** The shared i18n instance (libs/i18n, extension texts included), fixed to `lng` (no page-level detection in the extension). */
export function createExtensionI18n(options: { lng: Language; syncDocumentLanguage: boolean }): I18n {
  return createI18n({ lng: options.lng, syncDocumentLanguage: options.syncDocumentLanguage });
}

/** Names of columns nothing on the page names ('열 N' / 'Column N'), as the panel's column editor shows them. */
export const columnNamer =
  (t: ExtensionT) =>
  (index: number): string =>
    t('pick.columnName', { n: index + 1 });
