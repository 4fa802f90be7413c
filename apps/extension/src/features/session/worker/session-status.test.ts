import { memoryTokenStore } from '@tablecrawler/api-client';
import { readSessionStatus } from './session-status';

const quiet = { warn: jest.fn() };

describe('readSessionStatus', () => {
  it('is signed out without a request when no tokens are stored', async () => {
    const validate = jest.fn();
    await expect(readSessionStatus({ tokenStore: memoryTokenStore(), validate, logger: quiet })).resolves.toEqual({ signedIn: false });
    expect(validate).not.toHaveBeenCalled();
  });

  it('is signed in when the server accepts the stored session', async () => {
    const validate = jest.fn(async () => ({ userId: 'u1' }));
    const tokenStore = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    await expect(readSessionStatus({ tokenStore, validate, logger: quiet })).resolves.toEqual({ signedIn: true });
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('counts any validate failure as signed out', async () => {
    const tokenStore = memoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const validate = jest.fn(async () => Promise.reject(new Error('Network Error')));
    await expect(readSessionStatus({ tokenStore, validate, logger: quiet })).resolves.toEqual({ signedIn: false });
    expect(quiet.warn).toHaveBeenCalled();
  });
});
