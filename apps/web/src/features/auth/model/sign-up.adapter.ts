import { isApiError } from '@tablecrawler/api-client';
import { CHANNELS, ERROR_CODES, isValidPassword, LIMITS, type Channel, type Gender, type SignUpBody } from '@tablecrawler/contract';
import type { FieldError, MessageKey } from '../../../shared/forms/notice';
import type { VerificationState } from './email-verification.adapter';

export interface SignUpValues {
  password: string;
  passwordConfirm: string;
  nickname: string;
  gender: Gender | '';
  channel: Channel | '';
  reason: string;
  marketingOptIn: boolean;
}

export const EMPTY_SIGN_UP: SignUpValues = { password: '', passwordConfirm: '', nickname: '', gender: '', channel: '', reason: '', marketingOptIn: false };

export type SignUpField = 'code' | 'password' | 'passwordConfirm' | 'nickname' | 'gender' | 'channel' | 'reason';

/**
 * Spec section 5, sign-up submit, first failure wins: verified e-mail, password present, meeting the conditions,
 * matching confirmation; nickname, gender, channel (and the reason for 'other') present; nickname ≥ 4 characters.
 */
export function validateSignUp(values: SignUpValues, verification: VerificationState): FieldError<SignUpField> | null {
  if (!verification.verified || verification.verificationId === null) return { field: 'code', key: 'validation.verification.incomplete' };
  if (values.password === '') return { field: 'password', key: 'validation.password.required' };
  if (!isValidPassword(values.password)) return { field: 'password', key: 'validation.password.conditions' };
  if (values.password !== values.passwordConfirm) return { field: 'passwordConfirm', key: 'validation.password.mismatch' };
  const missing: SignUpField | null =
    values.nickname.trim() === ''
      ? 'nickname'
      : values.gender === ''
        ? 'gender'
        : values.channel === ''
          ? 'channel'
          : values.channel === CHANNELS.OTHER && values.reason.trim() === ''
            ? 'reason'
            : null;
  if (missing) return { field: missing, key: 'validation.signup.missing' };
  if (values.nickname.trim().length < LIMITS.nicknameMinLength) return { field: 'nickname', key: 'validation.signup.nicknameTooShort' };
  return null;
}

/** The sign-up payload of spec section 3 (the fingerprint is added by the fetcher); call after validateSignUp passed. */
export function toSignUpBody(values: SignUpValues, emailVerificationId: string): Omit<SignUpBody, 'deviceFingerprint'> {
  if (values.gender === '' || values.channel === '') throw new Error('toSignUpBody needs validated values');
  return {
    password: values.password,
    profile: { username: values.nickname.trim(), gender: values.gender },
    funnel: { channel: values.channel, userInput: values.channel === CHANNELS.OTHER ? values.reason.trim() : null },
    agreements: { marketingOptIn: values.marketingOptIn },
    emailVerificationId,
  };
}

/**
 * Spec section 8, sign-up submit: 400 → wrong code (a field validation_error → check the values), 403 → verification
 * not finished, 409 → already registered or withdrawn, anything else → try again later.
 */
export function signUpErrorMessage(error: unknown): MessageKey {
  if (!isApiError(error)) return 'auth.signup.failed';
  if (error.status === 400) return error.code === ERROR_CODES.validation ? 'errors.validation_error' : 'auth.signup.wrongCode';
  if (error.status === 403) return 'auth.signup.notVerified';
  if (error.status === 409) return 'auth.signup.conflict';
  return 'auth.signup.failed';
}
