import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { deleteAccountErrorMessage, needsReauthentication, reauthenticateErrorMessage } from './delete-account.adapter';

describe('deleteAccountErrorMessage (spec section 8)', () => {
  it('423 → the active-pass message, 403 reauthentication → ask for the password, anything else → the generic delete error', () => {
    expect(deleteAccountErrorMessage(new ApiError(423, ERROR_CODES.passActive, 'x'))).toBe('user.delete.activePass');
    expect(deleteAccountErrorMessage(new ApiError(403, ERROR_CODES.reauthenticationRequired, 'x'))).toBe('user.delete.reauthenticate');
    expect(deleteAccountErrorMessage(new ApiError(500, ERROR_CODES.internal, 'x'))).toBe('user.delete.failed');
    expect(deleteAccountErrorMessage(new Error('x'))).toBe('user.delete.failed');
  });

  it('asks for the password only on 403 reauthentication_required', () => {
    expect(needsReauthentication(new ApiError(403, ERROR_CODES.reauthenticationRequired, 'x'))).toBe(true);
    expect(needsReauthentication(new ApiError(403, ERROR_CODES.forbidden, 'x'))).toBe(false);
    expect(needsReauthentication(new ApiError(401, ERROR_CODES.unauthorized, 'x'))).toBe(false);
  });

  it('maps the renewed sign-in: wrong password, too many attempts, anything else', () => {
    expect(reauthenticateErrorMessage(new ApiError(400, ERROR_CODES.invalidCredentials, 'x'))).toBe('user.delete.wrongPassword');
    expect(reauthenticateErrorMessage(new ApiError(429, ERROR_CODES.rateLimited, 'x'))).toBe('user.delete.tooManyAttempts');
    expect(reauthenticateErrorMessage(new Error('x'))).toBe('user.delete.failed');
  });
});
