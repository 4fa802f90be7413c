import type { Plan } from '@tablecrawler/contract';

export interface PlanView {
  /** The plan price id sent as `planPriceId`. */
  priceId: string;
  name: string;
  currencySymbol: string;
  currencyCode: string;
  /** The price without VAT, with thousands separators. */
  price: string;
  /** The description split by line into bullet items (blank lines dropped). */
  features: string[];
  /** What the payment window charges: price plus VAT, truncated to 2 decimals. */
  amount: number;
}

/** Price plus VAT truncated (not rounded) to 2 decimals; the sum is first rounded at 1e-6 so 1.15 stays 1.15. */
export function chargedAmount(price: number, vat: number): number {
  const cents = Number(((price + vat) * 100).toFixed(6));
  return Math.trunc(cents) / 100;
}

/** A price with the language's thousands separators and at most 2 decimals ('9,900', '12.5'). */
export function formatPrice(price: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(price);
}

/** The pricing card's data of one plan. */
export function toPlanView(plan: Plan, language: string): PlanView {
  const { priceInfo } = plan;
  return {
    priceId: priceInfo.id,
    name: plan.name,
    currencySymbol: priceInfo.currency.symbol,
    currencyCode: priceInfo.currency.code,
    price: formatPrice(priceInfo.price, language),
    features: plan.description
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    amount: chargedAmount(priceInfo.price, priceInfo.vat),
  };
}
