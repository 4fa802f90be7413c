import { createI18n, SUPPORTED_LANGUAGES, toSupportedLanguage, type I18n, type Language } from '@tablecrawler/i18n';
import { extensionEn, extensionKo, type ExtensionMessages } from './resources';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys of the extension's own texts, without the `extension.` prefix. */
export type ExtensionKey = Leaves<ExtensionMessages>;
export type ExtensionT = (key: ExtensionKey, values?: Record<string, string | number>) => string;

type UntypedT = (key: string, values?: Record<string, string | number>) => string;

/** Translates extension keys through an i18next `t` (the shared resources are typed and do not know the `extension` key yet). */
export function extensionT(t: I18n['t']): ExtensionT {
  const untyped = t as unknown as UntypedT;
  return (key, values) => untyped(`extension.${key}`, values);
}

/** Adds the extension's texts to an instance created by libs/i18n. */
export function addExtensionResources(i18n: I18n): void {
  i18n.addResourceBundle('ko', 'translation', { extension: extensionKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { extension: extensionEn }, true, false);
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

/** The shared i18n instance with the extension's texts, fixed to `lng` (no page-level detection in the extension). */
export function createExtensionI18n(options: { lng: Language; syncDocumentLanguage: boolean }): I18n {
  const i18n = createI18n({ lng: options.lng, syncDocumentLanguage: options.syncDocumentLanguage });
  addExtensionResources(i18n);
  return i18n;
}

export { extensionEn, extensionKo, type ExtensionMessages } from './resources';
