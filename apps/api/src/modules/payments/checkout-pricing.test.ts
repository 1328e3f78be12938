import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineTotalCents,
  MAX_AMOUNT_CENTS,
  priceCheckout,
  type CatalogueProduct,
} from './checkout-pricing';

const product = (id: string, priceCents: number, currency = 'usd'): CatalogueProduct => ({
  id,
  kind: 'service',
  name: `Product ${id}`,
  priceCents,
  currency,
});

/** A catalogue of distinct products and a checkout naming each of them once. */
const catalogueAndItems = fc
  .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 20 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.integer({ min: 0, max: 100_000 }), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, prices, quantities]) => ({
    products: ids.map((id, i) => product(id, prices[i]!)),
    items: ids.map((productId, i) => ({ productId, quantity: quantities[i]! })),
  }));

describe('priceCheckout', () => {
  it('prices each line from the catalogue, never from the client', () => {
    const { lines, amountCents, currency } = priceCheckout(
      [
        { productId: 'plan', quantity: 3 },
        { productId: 'visit', quantity: 1 },
      ],
      [product('visit', 4900), product('plan', 2999)],
    );
    expect(lines).toEqual([
      {
        productId: 'plan',
        kind: 'service',
        name: 'Product plan',
        quantity: 3,
        unitPriceCents: 2999,
        totalCents: 8997,
      },
      {
        productId: 'visit',
        kind: 'service',
        name: 'Product visit',
        quantity: 1,
        unitPriceCents: 4900,
        totalCents: 4900,
      },
    ]);
    expect(amountCents).toBe(13_897);
    expect(currency).toBe('usd');
  });

  it('totals the lines in whole cents, whatever their order', () => {
    fc.assert(
      fc.property(catalogueAndItems, ({ products, items }) => {
        const priced = priceCheckout(items, products);
        const expected = items.reduce(
          (sum, item) =>
            sum + products.find((p) => p.id === item.productId)!.priceCents * item.quantity,
          0,
        );
        expect(Number.isInteger(priced.amountCents)).toBe(true);
        expect(priced.amountCents).toBe(expected);
        expect(priced.lines.every((line) => Number.isInteger(line.totalCents))).toBe(true);
        expect(priceCheckout([...items].reverse(), products).amountCents).toBe(expected);
      }),
    );
  });

  it('refuses products that are not in the catalogue, naming them', () => {
    expect(() =>
      priceCheckout([{ productId: 'gone', quantity: 1 }], [product('plan', 100)]),
    ).toThrow(
      expect.objectContaining({
        code: 'payments.unknown_product',
        message: expect.stringContaining('gone'),
      }),
    );
  });

  it('refuses products priced in different currencies', () => {
    expect(() =>
      priceCheckout(
        [
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 1 },
        ],
        [product('a', 100, 'usd'), product('b', 100, 'eur')],
      ),
    ).toThrow(expect.objectContaining({ code: 'payments.mixed_currencies' }));
  });

  it('accepts a total up to what one card payment carries, and refuses one cent more', () => {
    const items = [{ productId: 'big', quantity: 1 }];
    expect(priceCheckout(items, [product('big', MAX_AMOUNT_CENTS)]).amountCents).toBe(
      MAX_AMOUNT_CENTS,
    );
    expect(() => priceCheckout(items, [product('big', MAX_AMOUNT_CENTS + 1)])).toThrow(
      expect.objectContaining({ code: 'payments.total_too_large' }),
    );
  });

  it('multiplies a line exactly', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
  });
});
