import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { resetPasswordErrorMessage, validateResetPassword, type ResetPasswordValues } from './reset-password.adapter';

const values: ResetPasswordValues = { email: 'a@b.co', code: '123456', newPassword: 'Passw0rd!', newPasswordConfirm: 'Passw0rd!' };
const verified = { verificationId: 'v1', verified: true };

describe('validateResetPassword (spec section 5, reset)', () => {
  it('checks, in order: e-mail, request made, code, verification done, password rules, match', () => {
    expect(validateResetPassword({ ...values, email: '' }, verified)?.key).toBe('validation.email.required');
    expect(validateResetPassword(values, { verificationId: null, verified: false })?.key).toBe('validation.verification.requestFirst');
    expect(validateResetPassword({ ...values, code: '' }, { verificationId: 'v1', verified: false })?.key).toBe('validation.verification.codeRequired');
    expect(validateResetPassword(values, { verificationId: 'v1', verified: false })?.key).toBe('validation.verification.incomplete');
    expect(validateResetPassword({ ...values, newPassword: '' }, verified)?.key).toBe('validation.password.required');
    expect(validateResetPassword({ ...values, newPassword: 'password1!', newPasswordConfirm: 'password1!' }, verified)?.key).toBe('validation.password.conditions');
    expect(validateResetPassword({ ...values, newPasswordConfirm: 'Passw0rd?' }, verified)).toEqual({ field: 'newPasswordConfirm', key: 'validation.password.mismatch' });
    expect(validateResetPassword(values, verified)).toBeNull();
  });
});

describe('resetPasswordErrorMessage (spec section 8, reset password)', () => {
  it.each([
    [400, ERROR_CODES.resetInvalidVerification, 'auth.reset.invalidRequest'],
    [400, ERROR_CODES.passwordReused, 'auth.reset.reused'],
    [409, ERROR_CODES.passwordReused, 'auth.reset.reused'],
    [400, ERROR_CODES.validation, 'auth.reset.failed'],
    [500, ERROR_CODES.internal, 'auth.reset.failed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(resetPasswordErrorMessage(new ApiError(status, code, 'x'))).toBe(key);
  });

  it('maps a non-API failure to the change-failed message', () => {
    expect(resetPasswordErrorMessage(new Error('x'))).toBe('auth.reset.failed');
  });
});
