import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import {
  codeRequestErrorMessage,
  joinVerifyErrorMessage,
  NO_VERIFICATION,
  resetVerifyErrorMessage,
  validateCodeCheck,
  validateCodeRequest,
} from './email-verification.adapter';

const sent = { verificationId: 'v1', verified: false };

describe('validateCodeRequest', () => {
  it('needs an e-mail matching the basic pattern', () => {
    expect(validateCodeRequest('')).toEqual({ field: 'email', key: 'validation.email.required' });
    expect(validateCodeRequest('not-an-email')).toEqual({ field: 'email', key: 'validation.email.invalid' });
    expect(validateCodeRequest('a@b')).toEqual({ field: 'email', key: 'validation.email.invalid' });
    expect(validateCodeRequest(' user@example.com ')).toBeNull();
  });
});

describe('validateCodeCheck', () => {
  it('sign-up: e-mail, code, then an existing verification id ("redo the verification")', () => {
    expect(validateCodeCheck('join', '', '123456', sent)?.key).toBe('validation.email.required');
    expect(validateCodeCheck('join', 'a@b.co', '', NO_VERIFICATION)?.key).toBe('validation.verification.codeRequired');
    expect(validateCodeCheck('join', 'a@b.co', '123456', NO_VERIFICATION)?.key).toBe('validation.verification.redo');
    expect(validateCodeCheck('join', 'a@b.co', '123456', sent)).toBeNull();
  });

  it('reset: e-mail, the request first ("request verification first"), then the code', () => {
    expect(validateCodeCheck('change', '', '', NO_VERIFICATION)?.key).toBe('validation.email.required');
    expect(validateCodeCheck('change', 'a@b.co', '', NO_VERIFICATION)?.key).toBe('validation.verification.requestFirst');
    expect(validateCodeCheck('change', 'a@b.co', '', sent)?.key).toBe('validation.verification.codeRequired');
    expect(validateCodeCheck('change', 'a@b.co', '123456', sent)).toBeNull();
  });
});

describe('codeRequestErrorMessage', () => {
  it('sign-up: 409 → already registered or withdrawn, anything else → could not send', () => {
    expect(codeRequestErrorMessage('join', new ApiError(409, ERROR_CODES.emailTaken, 'x'))).toBe('auth.signup.codeRequestConflict');
    expect(codeRequestErrorMessage('join', new ApiError(500, ERROR_CODES.internal, 'x'))).toBe('auth.signup.codeRequestFailed');
    expect(codeRequestErrorMessage('join', new Error('x'))).toBe('auth.signup.codeRequestFailed');
  });

  it('reset: could not send', () => {
    expect(codeRequestErrorMessage('change', new ApiError(409, ERROR_CODES.emailTaken, 'x'))).toBe('auth.reset.codeRequestFailed');
  });

  it('both flows: 429 → too many requests', () => {
    expect(codeRequestErrorMessage('join', new ApiError(429, ERROR_CODES.rateLimited, 'x'))).toBe('errors.rate_limited');
    expect(codeRequestErrorMessage('change', new ApiError(429, ERROR_CODES.rateLimited, 'x'))).toBe('errors.rate_limited');
  });
});

describe('joinVerifyErrorMessage (by status)', () => {
  it.each([
    [400, ERROR_CODES.codeInvalid, 'auth.verify.invalid'],
    [422, ERROR_CODES.stringTooShort, 'auth.verify.invalid'],
    [410, ERROR_CODES.verificationExpired, 'auth.verify.expired'],
    [423, 'locked', 'auth.verify.expired'],
    [404, ERROR_CODES.codeUsed, 'auth.verify.used'],
    [429, ERROR_CODES.codeInvalidated, 'auth.verify.tooMany'],
    [500, ERROR_CODES.internal, 'auth.verify.failed'],
    [0, ERROR_CODES.network, 'auth.verify.failed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(joinVerifyErrorMessage(new ApiError(status, code, 'x'))).toBe(key);
  });

  it('reads string_too_short in the details too', () => {
    const error = new ApiError(422, ERROR_CODES.validation, 'x', { details: [{ field: 'verificationCode', code: ERROR_CODES.stringTooShort, message: 'short' }] });
    expect(joinVerifyErrorMessage(error)).toBe('auth.verify.invalid');
  });
});

describe('resetVerifyErrorMessage (by body code)', () => {
  it.each([
    [400, ERROR_CODES.resetInvalidCode, 'auth.verify.invalid'],
    [410, ERROR_CODES.verificationExpired, 'auth.verify.expired'],
    [410, ERROR_CODES.resetCodeExpired, 'auth.verify.expired'],
    [429, ERROR_CODES.resetTooManyAttempts, 'auth.verify.tooMany'],
    [404, ERROR_CODES.codeUsed, 'auth.verify.used'],
    [404, ERROR_CODES.notFound, 'auth.verify.used'],
    [400, ERROR_CODES.codeInvalid, 'auth.verify.failed'],
    [500, ERROR_CODES.internal, 'auth.verify.failed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(resetVerifyErrorMessage(new ApiError(status, code, 'x'))).toBe(key);
  });
});
