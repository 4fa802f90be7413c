import { ApiError } from './api-error';
import { ERROR_CODES } from '@tablecrawler/contract';
import { signInErrorMessage, validateSignIn } from './sign-in-messages';

describe('validateSignIn', () => {
  it('asks for the e-mail first, then the password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ field: 'email', key: 'validation.signin.emailRequired' });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ field: 'email', key: 'validation.signin.emailRequired' });
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toEqual({ field: 'password', key: 'validation.signin.passwordRequired' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('signInErrorMessage (spec section 8, sign-in)', () => {
  it.each([
    [400, ERROR_CODES.invalidCredentials],
    [403, ERROR_CODES.forbidden],
    [404, ERROR_CODES.notFound],
  ])('maps %i to "check your email or password"', (status, code) => {
    expect(signInErrorMessage(new ApiError(status, code, 'x'))).toBe('auth.signin.failedCredentials');
  });

  it('maps 423 to "this account cannot be used"', () => {
    expect(signInErrorMessage(new ApiError(423, ERROR_CODES.accountDisabled, 'x'))).toBe('auth.signin.failedLocked');
  });

  it('maps a value_error detail to the check message', () => {
    const error = new ApiError(400, ERROR_CODES.validation, 'x', { details: [{ field: 'email', code: ERROR_CODES.valueError, message: 'bad' }] });
    expect(signInErrorMessage(error)).toBe('errors.value_error');
  });

  it.each([
    new ApiError(500, ERROR_CODES.internal, 'x'),
    new ApiError(429, ERROR_CODES.rateLimited, 'x'),
    new ApiError(0, ERROR_CODES.network, 'Network Error'),
    new Error('boom'),
  ])('maps anything else to "try again later" (%s)', (error) => {
    expect(signInErrorMessage(error)).toBe('auth.signin.failedGeneric');
  });
});
