import type { AvailableProductsResponse, Plan } from '@tablecrawler/contract';
import type { Db } from '../../db';
import { fromCents, toCents, vatOf, type Cents } from '../../shared/money';
import type { Language } from '../../shared/languages';
import * as repo from './products.repository';

/** A plan as the payments module sells it. */
export interface PlanForSale {
  id: string;
  days: number;
  /** The plan's name in the language asked for (the order name shown in the payment window). */
  name: string;
  price: Cents;
  currency: string;
}

export interface ProductsService {
  available(language: Language): Promise<AvailableProductsResponse>;
  /** undefined when the plan is unknown or retired. */
  planForSale(planId: string, language: Language): Promise<PlanForSale | undefined>;
}

const pick = (row: repo.PlanRow, field: 'name' | 'description' | 'product_name', language: Language): string =>
  row[`${field}_${language}` as const];

export function createProductsService(db: Db): ProductsService {
  return {
    async available(language) {
      const rows = await repo.plansOnSale(db);
      const products: AvailableProductsResponse = [];
      const byId = new Map<string, Plan[]>();
      for (const row of rows) {
        let plans = byId.get(row.product_id);
        if (!plans) {
          plans = [];
          byId.set(row.product_id, plans);
          products.push({ name: pick(row, 'product_name', language), plans });
        }
        const price = toCents(row.price);
        plans.push({
          name: pick(row, 'name', language),
          description: pick(row, 'description', language),
          priceInfo: { id: row.id, price: fromCents(price), vat: fromCents(vatOf(price)), currency: { code: row.currency_code, symbol: row.currency_symbol } },
        });
      }
      return products;
    },
    async planForSale(planId, language) {
      const row = await repo.planOnSale(db, planId);
      if (!row) return undefined;
      return { id: row.id, days: row.days, name: `${pick(row, 'product_name', language)} - ${pick(row, 'name', language)}`, price: toCents(row.price), currency: row.currency_code };
    },
  };
}
