/**
 * Money in the smallest unit the rules need: hundredths (prices are stored as numeric(12,2)). Every computation
 * runs on integers so that truncation is exact; values leave as numbers with at most two decimals.
 */
export type Cents = number & { readonly __cents: unique symbol };

export const VAT_RATE_PERCENT = 10;

/** Decimal digits each currency can be charged in (Toss charges KRW in whole won); others: 2. */
const MINOR_UNITS: Readonly<Record<string, number>> = { KRW: 0, JPY: 0 };

export const minorUnitsOf = (currency: string): number => MINOR_UNITS[currency] ?? 2;

/** From a decimal amount (a number or the text PostgreSQL returns for numeric). */
export function toCents(amount: number | string): Cents {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${String(amount)}`);
  return Math.round(value * 100) as Cents;
}

export const fromCents = (cents: Cents): number => cents / 100;

/** VAT (10 % of the price) truncated to 2 decimals. */
export const vatOf = (price: Cents): Cents => Math.floor((price * VAT_RATE_PERCENT) / 100) as Cents;

/** What the buyer is charged: price + VAT, truncated to 2 decimals. */
export const chargedAmount = (price: Cents): Cents => (price + vatOf(price)) as Cents;

/** Truncates to what the currency can be charged in (whole won for KRW). */
export function truncateToCurrency(cents: Cents, currency: string): Cents {
  const step = 10 ** (2 - minorUnitsOf(currency));
  return (Math.floor(cents / step) * step) as Cents;
}
