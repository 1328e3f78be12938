import type { FastifyInstance } from 'fastify';
import type { MaintenancePlan, Product } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import { apiCaller } from './api';
import { bearer, signUp } from './users';

/** The published plans, each with the catalogue product that pays for it. */
export async function plansWithProducts(app: FastifyInstance) {
  const plans = (await app.inject({ method: 'GET', url: '/api/v1/maintenance-plans' })).json()
    .data as MaintenancePlan[];
  const products = (
    await app.inject({ method: 'GET', url: '/api/v1/products?kind=maintenance_plan&limit=100' })
  ).json().data as Product[];
  return plans.map((plan) => ({
    ...plan,
    productId: products.find((product) => product.maintenancePlanId === plan.id)!.id,
  }));
}

export async function createProperty(app: FastifyInstance, token: string, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/properties',
    headers: bearer(token),
    payload: { name, addressLine1: '1 Main St', city: 'Madison', state: 'WI', zipCode: '53703' },
  });
  if (response.statusCode !== 201) throw new Error(`property: ${response.body}`);
  return response.json().data as Property;
}

export const goodCard = {
  cardNumber: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  cardholderName: 'Rosa Example',
};

/**
 * What a checkout of new subscriptions sends: for each plan product, `quantity` subscriptions to
 * its plan, each on a new property of `token`'s (a checkout pays for a plan or a bill, never bare
 * products). Without items: one subscription to the first plan.
 */
export async function planCheckoutOf(
  app: FastifyInstance,
  token: string,
  items?: { productId: string; quantity: number }[],
) {
  const plans = await plansWithProducts(app);
  const wanted = items ?? [{ productId: plans[0]!.productId, quantity: 1 }];
  const subscriptionIds: string[] = [];
  for (const { productId, quantity } of wanted) {
    const plan = plans.find((candidate) => candidate.productId === productId)!;
    for (let i = 0; i < quantity; i++) {
      const property = await createProperty(app, token, `Home ${subscriptionIds.length + 1}`);
      const created = await apiCaller(app)<{ data: { id: string }[] }>(
        'POST',
        '/subscriptions/bulk',
        token,
        { data: [{ propertyId: property.id, maintenancePlanId: plan.id }] },
      );
      if (created.status !== 201) throw new Error(`subscription: ${created.status}`);
      subscriptionIds.push(created.body.data[0]!.id);
    }
  }
  return { items: wanted, subscriptionIds };
}

/**
 * A new resident with one property ("Home", Madison WI 53703), subscribed to the plan named
 * `planName` and paid by test card (`cardNumber`) when one is given.
 */
export async function residentWithPlan(
  app: FastifyInstance,
  planName?: string,
  cardNumber = goodCard.cardNumber,
) {
  const call = apiCaller(app);
  const resident = await signUp(app, { role: 'resident' });
  const home = await createProperty(app, resident.token, 'Home');
  if (!planName) return { ...resident, propertyId: home.id, subscriptionId: null };
  const plan = (await plansWithProducts(app)).find((candidate) => candidate.name === planName)!;
  const created = await call<{ data: { id: string }[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: home.id, maintenancePlanId: plan.id }] },
  );
  const checkout = await call<{ data: { id: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    resident.token,
    {
      data: {
        items: [{ productId: plan.productId, quantity: 1 }],
        subscriptionIds: [created.body.data[0]!.id],
      },
    },
  );
  const paid = await call(
    'POST',
    `/transactions/${checkout.body.data.id}/test-payment`,
    resident.token,
    { ...goodCard, cardNumber },
  );
  if (paid.status !== 200) throw new Error(`plan payment: ${paid.status}`);
  return { ...resident, propertyId: home.id, subscriptionId: created.body.data[0]!.id };
}
