import { formatPrice, toPlanView } from './plan.adapter';

describe('formatPrice', () => {
  it('uses thousands separators and at most 2 decimals', () => {
    expect(formatPrice(29900, 'ko')).toBe('29,900');
    expect(formatPrice(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatPrice(12.5, 'en')).toBe('12.5');
  });
});

describe('toPlanView', () => {
  it('maps a plan to its card: price id, formatted price, bullets from the description lines', () => {
    const view = toPlanView(
      { name: '7-day pass', description: 'Multi-page crawling\r\n\n  Uploads to history  \n', priceInfo: { id: 'price-7', price: 9900, vat: 990, currency: { code: 'KRW', symbol: '₩' } } },
      'en',
    );
    expect(view).toEqual({
      priceId: 'price-7',
      name: '7-day pass',
      currencySymbol: '₩',
      currencyCode: 'KRW',
      price: '9,900',
      features: ['Multi-page crawling', 'Uploads to history'],
    });
  });
});
