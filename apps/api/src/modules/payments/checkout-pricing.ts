import type { ProductKind } from '@homekeep/contracts/catalog';
import { paymentsErrors } from './payments.errors';

/** Stripe refuses a Checkout Session above this many of the smallest currency unit. */
export const MAX_AMOUNT_CENTS = 99_999_999;

export interface CatalogueProduct {
  id: string;
  kind: ProductKind;
  name: string;
  priceCents: number;
  currency: string;
}

export interface PricedLine {
  productId: string;
  kind: ProductKind;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** Money is integer cents: a line is its unit price times its quantity, exactly. */
export const lineTotalCents = (unitPriceCents: number, quantity: number) =>
  unitPriceCents * quantity;

/**
 * Prices what a client asked for from the catalogue (the client only names products): each line
 * at its product's price, the total in integer cents, in one currency. Unknown products, mixed
 * currencies and a total one card payment cannot carry are refused.
 */
export function priceCheckout(
  items: readonly { productId: string; quantity: number }[],
  products: readonly CatalogueProduct[],
) {
  const byId = new Map(products.map((product) => [product.id, product]));
  const unknown = items.filter((item) => !byId.has(item.productId)).map((item) => item.productId);
  if (unknown.length > 0) throw paymentsErrors.unknownProducts(unknown);
  const lines: PricedLine[] = items.map(({ productId, quantity }) => {
    const product = byId.get(productId)!;
    return {
      productId,
      kind: product.kind,
      name: product.name,
      quantity,
      unitPriceCents: product.priceCents,
      totalCents: lineTotalCents(product.priceCents, quantity),
    };
  });
  const currencies = new Set(items.map((item) => byId.get(item.productId)!.currency));
  if (currencies.size > 1) throw paymentsErrors.mixedCurrencies();
  const amountCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (amountCents > MAX_AMOUNT_CENTS) throw paymentsErrors.totalTooLarge();
  return { lines, amountCents, currency: [...currencies][0]! };
}

/** The lines with the prices agreed beforehand in place of the catalogue's, and their total. */
export function applyAgreedPrices(
  lines: readonly PricedLine[],
  agreed: readonly { productId: string; unitPriceCents: number; name: string }[],
) {
  const byProduct = new Map(agreed.map((price) => [price.productId, price]));
  const priced = lines.map((line) => {
    const price = byProduct.get(line.productId);
    if (!price) return line;
    return {
      ...line,
      name: price.name,
      unitPriceCents: price.unitPriceCents,
      totalCents: lineTotalCents(price.unitPriceCents, line.quantity),
    };
  });
  return { lines: priced, amountCents: priced.reduce((sum, line) => sum + line.totalCents, 0) };
}
