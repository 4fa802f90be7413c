import type { FormMessageTone } from '@tablecrawler/ui';
import type { ParseKeys } from 'i18next';

/** Any translation key of libs/i18n (typed: a misspelt key is a type error). */
export type MessageKey = ParseKeys;

/** A message a form shows: what to say (an i18n key, translated when rendered) and how (error, success, info). */
export interface Notice {
  key: MessageKey;
  tone: FormMessageTone;
}

export const errorNotice = (key: MessageKey): Notice => ({ key, tone: 'error' });
export const successNotice = (key: MessageKey): Notice => ({ key, tone: 'success' });
export const infoNotice = (key: MessageKey): Notice => ({ key, tone: 'info' });

/** The first failed check of a form: which field to mark and what to say. */
export interface FieldError<F extends string> {
  field: F;
  key: MessageKey;
}
