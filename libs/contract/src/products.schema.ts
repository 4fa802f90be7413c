import { Type, type Static } from '@sinclair/typebox';

export const Currency = Type.Object({ code: Type.String(), symbol: Type.String() });

export const PriceInfo = Type.Object({
  id: Type.String(),
  price: Type.Number(),
  vat: Type.Number(),
  currency: Currency,
});
export type PriceInfo = Static<typeof PriceInfo>;

export const Plan = Type.Object({ name: Type.String(), description: Type.String(), priceInfo: PriceInfo });
export type Plan = Static<typeof Plan>;

export const Product = Type.Object({ name: Type.String(), plans: Type.Array(Plan) });
export type Product = Static<typeof Product>;

export const AvailableProductsResponse = Type.Array(Product);
export type AvailableProductsResponse = Static<typeof AvailableProductsResponse>;
