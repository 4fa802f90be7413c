import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { EMPTY_SIGN_UP, signUpErrorMessage, toSignUpBody, validateSignUp, type SignUpValues } from './sign-up.adapter';

const verified = { verificationId: 'v1', verified: true };
const valid: SignUpValues = {
  password: 'Passw0rd!',
  passwordConfirm: 'Passw0rd!',
  nickname: 'tester',
  gender: 'female',
  channel: 'search',
  reason: '',
  marketingOptIn: false,
};

describe('validateSignUp (spec section 5)', () => {
  it('needs a completed verification first', () => {
    expect(validateSignUp(valid, { verificationId: null, verified: false })?.key).toBe('validation.verification.incomplete');
    expect(validateSignUp(valid, { verificationId: 'v1', verified: false })?.key).toBe('validation.verification.incomplete');
  });

  it('then a password, meeting the conditions, matching its confirmation', () => {
    expect(validateSignUp({ ...valid, password: '' }, verified)).toEqual({ field: 'password', key: 'validation.password.required' });
    for (const weak of ['passw0rd!', 'PASSW0RD!', 'Password!', 'Passw0rdd', 'Pa0!', 'Pa0!'.repeat(8)]) {
      expect(validateSignUp({ ...valid, password: weak, passwordConfirm: weak }, verified)).toEqual({ field: 'password', key: 'validation.password.conditions' });
    }
    expect(validateSignUp({ ...valid, passwordConfirm: 'Passw0rd?' }, verified)).toEqual({ field: 'passwordConfirm', key: 'validation.password.mismatch' });
  });

  it('then nickname, gender, channel and (for other) the reason: "Some required information is missing."', () => {
    expect(validateSignUp({ ...valid, nickname: ' ' }, verified)).toEqual({ field: 'nickname', key: 'validation.signup.missing' });
    expect(validateSignUp({ ...valid, gender: '' }, verified)).toEqual({ field: 'gender', key: 'validation.signup.missing' });
    expect(validateSignUp({ ...valid, channel: '' }, verified)).toEqual({ field: 'channel', key: 'validation.signup.missing' });
    expect(validateSignUp({ ...valid, channel: 'other', reason: '  ' }, verified)).toEqual({ field: 'reason', key: 'validation.signup.missing' });
    expect(validateSignUp({ ...valid, channel: 'other', reason: 'a blog' }, verified)).toBeNull();
  });

  it('then a nickname of at least 4 characters', () => {
    expect(validateSignUp({ ...valid, nickname: 'abc' }, verified)).toEqual({ field: 'nickname', key: 'validation.signup.nicknameTooShort' });
    expect(validateSignUp({ ...valid, nickname: 'abcd' }, verified)).toBeNull();
  });

  it('reports the first failure only', () => {
    expect(validateSignUp(EMPTY_SIGN_UP, { verificationId: null, verified: false })?.key).toBe('validation.verification.incomplete');
    expect(validateSignUp(EMPTY_SIGN_UP, verified)?.key).toBe('validation.password.required');
  });
});

describe('toSignUpBody', () => {
  it('builds the payload of spec section 3 (userInput only for other)', () => {
    expect(toSignUpBody({ ...valid, nickname: ' tester ', marketingOptIn: true }, 'v1')).toEqual({
      password: 'Passw0rd!',
      profile: { username: 'tester', gender: 'female' },
      funnel: { channel: 'search', userInput: null },
      agreements: { marketingOptIn: true },
      emailVerificationId: 'v1',
    });
    expect(toSignUpBody({ ...valid, channel: 'other', reason: ' a blog ' }, 'v1').funnel).toEqual({ channel: 'other', userInput: 'a blog' });
  });

  it('refuses unvalidated values', () => {
    expect(() => toSignUpBody({ ...valid, gender: '' }, 'v1')).toThrow();
  });
});

describe('signUpErrorMessage (spec section 8, sign-up submit)', () => {
  it.each([
    [400, ERROR_CODES.verificationInvalid, 'auth.signup.wrongCode'],
    [400, ERROR_CODES.validation, 'errors.validation_error'],
    [403, ERROR_CODES.verificationNotCompleted, 'auth.signup.notVerified'],
    [409, ERROR_CODES.emailTaken, 'auth.signup.conflict'],
    [500, ERROR_CODES.internal, 'auth.signup.failed'],
    [0, ERROR_CODES.timeout, 'auth.signup.failed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(signUpErrorMessage(new ApiError(status, code, 'x'))).toBe(key);
  });
});
