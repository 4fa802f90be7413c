import { hrefs, PATHS } from './routes';

describe('route table', () => {
  it('has every route of spec section 2', () => {
    expect(Object.values(PATHS).sort()).toEqual(
      [
        '/',
        '/signin',
        '/signup',
        '/reset-password',
        '/pricing',
        '/payment-result',
        '/refund-policy',
        '/user',
        '/user/history',
        '/inquiry',
        '/inquiry-complete',
        '/terms',
        '/privacy',
        '/:type',
      ].sort(),
    );
  });

  it('builds links', () => {
    expect(hrefs.history()).toBe('/user/history?page=1');
    expect(hrefs.history(3)).toBe('/user/history?page=3');
    expect(hrefs.features()).toBe('/#features');
    expect(hrefs.document('refund-policy')).toBe('/refund-policy');
    expect(() => hrefs.document('../etc')).toThrow();
  });
});
