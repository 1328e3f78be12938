import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@homekeep/contracts/catalog';
import type { Transaction } from '@homekeep/contracts/payments';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { withTriggersOff } from '../../../test/triggers-off';
import { planCheckoutOf } from '../../../test/subscriptions';
import { signUp } from '../../../test/users';

let t: TestApp;
let call: ApiCaller;
let resident: string;
let products: Product[];

beforeAll(async () => {
  // Its own database on a server: a TRUNCATE below empties a table every file writes.
  t = await createTestApp({ ownDatabase: true });
  call = apiCaller(t.app);
  resident = (await signUp(t.app, { role: 'resident' })).token;
  const listed = await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=100' });
  // A checkout pays for plans (or a bill): the lines here are plans' products.
  products = (listed.json() as { data: Product[] }).data.filter(
    (p) => p.priceCents > 0 && p.kind === 'maintenance_plan',
  );
});
afterAll(() => t.close());

const readAlone = async (id: string) =>
  (await call('GET', `/transactions/${id}`, resident)).body.data as Transaction;
const listed = async (id: string) =>
  ((await call('GET', '/transactions?limit=100', resident)).body.data as Transaction[]).find(
    (x) => x.id === id,
  );
const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);

async function checkout(items: { productId: string; quantity: number }[]) {
  const { body } = await call('POST', '/transactions/create-checkout-session', resident, {
    data: await planCheckoutOf(t.app, resident, items),
  });
  return (body.data as { id: string }).id;
}

describe('a payment as the resident reads it', () => {
  it('shows its row and its lines exactly, the lines in name order', async () => {
    const [a, b] = [...products].sort((x, y) => y.name.localeCompare(x.name));
    const id = await checkout([
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    const { rows } = (await run(
      sql`select created_at, amount_cents, currency from transactions where id = ${id}`,
    )) as unknown as {
      rows: { created_at: Date | string; amount_cents: number; currency: string }[];
    };
    const row = rows[0]!;

    const shown = await readAlone(id);
    expect(shown).toEqual({
      id,
      status: 'pending',
      amountCents: row.amount_cents,
      currency: row.currency,
      provider: 'test',
      items: [
        { productId: b!.id, name: b!.name, quantity: 1, unitPriceCents: b!.priceCents },
        { productId: a!.id, name: a!.name, quantity: 2, unitPriceCents: a!.priceCents },
      ],
      maintenanceRequestId: null,
      // The plans' three homes (planCheckoutOf), each named by the bill.
      properties: shown.properties,
      job: null,
      description: `${b!.name}, ${a!.name} × 2 for Home 1, Home 2, Home 3`,
      renewsEvery: 'month',
      receiptNumber: null,
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: null,
      card: null,
    });
    expect(shown.properties.map((home) => home.name).sort()).toEqual([
      'Home 1',
      'Home 2',
      'Home 3',
    ]);
    expect(shown.amountCents).toBe(2 * a!.priceCents + b!.priceCents);
    expect(await listed(id)).toEqual(shown);
  });

  it('follows every change to the payment and its lines, whoever writes it', async () => {
    const [product] = products;
    const id = await checkout([{ productId: product!.id, quantity: 1 }]);

    await run(sql`update transaction_items set quantity = 3 where transaction_id = ${id}`);
    expect((await readAlone(id)).items[0]!.quantity).toBe(3);

    await run(sql`update transactions set status = 'paid', paid_at = '2026-01-02T03:04:05.678Z',
      card_brand = null, card_last4 = '0005' where id = ${id}`);
    const paid = await readAlone(id);
    expect(paid).toMatchObject({
      status: 'paid',
      paidAt: '2026-01-02T03:04:05.678Z',
      card: { brand: 'Card', last4: '0005' },
    });
    expect(await listed(id)).toEqual(paid);

    await run(sql`delete from transaction_items where transaction_id = ${id}`);
    expect((await readAlone(id)).items).toEqual([]);
    expect((await listed(id))!.items).toEqual([]);
  });

  it('shows the payment and its lines as they are after a change made with triggers off', async () => {
    const [product] = products;
    const id = await checkout([{ productId: product!.id, quantity: 1 }]);

    await withTriggersOff(
      t.db,
      sql`update transaction_items set quantity = 4, name = 'Gutter clean (bulk)'
        where transaction_id = ${id}`,
      sql`update transactions set status = 'paid', paid_at = '2026-03-04T05:06:07.890Z',
        card_brand = 'Visa', card_last4 = '4242' where id = ${id}`,
    );

    const shown = await readAlone(id);
    expect(shown).toMatchObject({
      status: 'paid',
      paidAt: '2026-03-04T05:06:07.890Z',
      card: { brand: 'Visa', last4: '4242' },
      items: [{ productId: product!.id, name: 'Gutter clean (bulk)', quantity: 4 }],
    });
    expect(await listed(id)).toEqual(shown);
  });

  // Last: it empties every payment's lines.
  it('shows no lines once the lines are truncated', async () => {
    const [a, b] = products;
    const id = await checkout([
      { productId: a!.id, quantity: 1 },
      { productId: b!.id, quantity: 2 },
    ]);
    expect((await readAlone(id)).items).toHaveLength(2);

    await run(sql`truncate transaction_items`);

    expect((await readAlone(id)).items).toEqual([]);
    expect((await listed(id))!.items).toEqual([]);
  });
});
