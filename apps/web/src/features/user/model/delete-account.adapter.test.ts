import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { deleteAccountErrorMessage } from './delete-account.adapter';

describe('deleteAccountErrorMessage (spec section 8)', () => {
  it('423 → the active-pass message, anything else → the generic delete error', () => {
    expect(deleteAccountErrorMessage(new ApiError(423, ERROR_CODES.passActive, 'x'))).toBe('user.delete.activePass');
    expect(deleteAccountErrorMessage(new ApiError(500, ERROR_CODES.internal, 'x'))).toBe('user.delete.failed');
    expect(deleteAccountErrorMessage(new Error('x'))).toBe('user.delete.failed');
  });
});
