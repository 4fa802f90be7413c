import type { DbClient } from '../../db';

export interface PlanRow {
  id: string;
  product_id: string;
  product_name_ko: string;
  product_name_en: string;
  days: number;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  /** numeric(12,2) as text */
  price: string;
  currency_code: string;
  currency_symbol: string;
}

const COLUMNS = `p.id, p.product_id, pr.name_ko AS product_name_ko, pr.name_en AS product_name_en, p.days, p.name_ko, p.name_en,
  p.description_ko, p.description_en, p.price::text AS price, p.currency_code, p.currency_symbol`;

/** Plans on sale (active product, plan not retired), products and plans in their display order. */
export async function plansOnSale(db: DbClient): Promise<PlanRow[]> {
  const { rows } = await db.query<PlanRow>(
    `SELECT ${COLUMNS} FROM plans p JOIN products pr ON pr.id = p.product_id
     WHERE pr.active AND p.retired_at IS NULL ORDER BY pr.sort_order, pr.id, p.sort_order, p.id`,
  );
  return rows;
}

/** One plan on sale; undefined when unknown or retired. */
export async function planOnSale(db: DbClient, planId: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(
    `SELECT ${COLUMNS} FROM plans p JOIN products pr ON pr.id = p.product_id WHERE p.id = $1 AND pr.active AND p.retired_at IS NULL`,
    [planId],
  );
  return rows[0];
}
