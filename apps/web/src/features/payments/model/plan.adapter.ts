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
  };
}
