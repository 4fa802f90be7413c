import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { changePasswordErrorMessage, validateChangePassword } from './change-password.adapter';

describe('validateChangePassword (spec section 5)', () => {
  it('needs both, a different new password, meeting the conditions', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '' })).toEqual({ field: 'currentPassword', key: 'validation.password.currentRequired' });
    expect(validateChangePassword({ currentPassword: 'Old0ne!x', newPassword: '' })).toEqual({ field: 'newPassword', key: 'validation.password.newRequired' });
    expect(validateChangePassword({ currentPassword: 'Old0ne!x', newPassword: 'Old0ne!x' })).toEqual({ field: 'newPassword', key: 'validation.password.sameAsCurrent' });
    expect(validateChangePassword({ currentPassword: 'Old0ne!x', newPassword: 'weak' })).toEqual({ field: 'newPassword', key: 'validation.password.conditions' });
    expect(validateChangePassword({ currentPassword: 'Old0ne!x', newPassword: 'New0ne!x' })).toBeNull();
  });
});

describe('changePasswordErrorMessage (spec section 8)', () => {
  it.each([
    [400, ERROR_CODES.wrongCurrentPassword, 'user.password.wrongCurrent'],
    [400, ERROR_CODES.passwordReused, 'user.password.reused'],
    [403, ERROR_CODES.wrongCurrentPassword, 'user.password.failed'],
    [500, ERROR_CODES.internal, 'user.password.failed'],
  ])('%i %s → %s', (status, code, key) => {
    expect(changePasswordErrorMessage(new ApiError(status, code, 'x'))).toBe(key);
  });
});
