import { auth as authEn } from './auth/en';
import { auth as authKo } from './auth/ko';
import { common as commonEn } from './common/en';
import { common as commonKo } from './common/ko';
import { docs as docsEn } from './docs/en';
import { docs as docsKo } from './docs/ko';
import { errors as errorsEn } from './errors/en';
import { errors as errorsKo } from './errors/ko';
import { extension as extensionEn } from './extension/en';
import { extension as extensionKo } from './extension/ko';
import { footer as footerEn } from './footer/en';
import { footer as footerKo } from './footer/ko';
import { header as headerEn } from './header/en';
import { header as headerKo } from './header/ko';
import { history as historyEn } from './history/en';
import { history as historyKo } from './history/ko';
import { home as homeEn } from './home/en';
import { home as homeKo } from './home/ko';
import { inquiry as inquiryEn } from './inquiry/en';
import { inquiry as inquiryKo } from './inquiry/ko';
import { payment as paymentEn } from './payment/en';
import { payment as paymentKo } from './payment/ko';
import { pricing as pricingEn } from './pricing/en';
import { pricing as pricingKo } from './pricing/ko';
import { user as userEn } from './user/en';
import { user as userKo } from './user/ko';
import { validation as validationEn } from './validation/en';
import { validation as validationKo } from './validation/ko';

/** Korean texts: the source of truth for the key set (English is typed against it). */
export const ko = {
  common: commonKo,
  header: headerKo,
  footer: footerKo,
  home: homeKo,
  auth: authKo,
  user: userKo,
  pricing: pricingKo,
  payment: paymentKo,
  history: historyKo,
  inquiry: inquiryKo,
  docs: docsKo,
  errors: errorsKo,
  validation: validationKo,
  extension: extensionKo,
};

export type Messages = typeof ko;

export const en: Messages = {
  common: commonEn,
  header: headerEn,
  footer: footerEn,
  home: homeEn,
  auth: authEn,
  user: userEn,
  pricing: pricingEn,
  payment: paymentEn,
  history: historyEn,
  inquiry: inquiryEn,
  docs: docsEn,
  errors: errorsEn,
  validation: validationEn,
  extension: extensionEn,
};

export const SUPPORTED_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** The i18next resources object: one `translation` namespace whose top-level keys are the domain namespaces. */
export const RESOURCES = {
  ko: { translation: ko },
  en: { translation: en },
} as const satisfies Record<Language, { translation: Messages }>;
