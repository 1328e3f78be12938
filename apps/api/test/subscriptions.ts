import type { FastifyInstance } from 'fastify';
import type { MaintenancePlan, Product } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import { bearer } from './users';

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
