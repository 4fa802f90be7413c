import { chargedAmount, fromCents, toCents, truncateToCurrency, vatOf } from './money';

describe('money', () => {
  it.each([
    [1000, 100, 1100],
    [5000, 500, 5500],
    [15000, 1500, 16500],
    [9.99, 0.99, 10.98],
    [0.05, 0, 0.05],
    [123.45, 12.34, 135.79],
  ])('price %p has VAT %p and is charged %p (truncated to 2 decimals)', (price, vat, charged) => {
    expect(fromCents(vatOf(toCents(price)))).toBe(vat);
    expect(fromCents(chargedAmount(toCents(price)))).toBe(charged);
  });

  it('reads PostgreSQL numeric text', () => {
    expect(toCents('5500.00')).toBe(550000);
    expect(() => toCents('abc')).toThrow('not an amount');
  });

  it('truncates to whole won for KRW and to cents elsewhere', () => {
    expect(fromCents(truncateToCurrency(toCents(4714.28), 'KRW'))).toBe(4714);
    expect(fromCents(truncateToCurrency(toCents(4714.28), 'USD'))).toBe(4714.28);
  });
});
