import './i18next-types';

export { createI18n, toSupportedLanguage, DETECTION_OPTIONS, type CreateI18nOptions } from './create-i18n';
export { formatDate, formatFileSize, formatPrice } from './format';
export { RESOURCES, SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, ko, en, type Language, type Messages } from './resources';
export type { i18n as I18n } from 'i18next';
