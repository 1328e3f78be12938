import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { Property } from '@homekeep/contracts/properties';
import type { Subscription } from '@homekeep/contracts/subscriptions';

export const planEssential: MaintenancePlan = {
  id: '0b7a4a52-8f55-4d6f-9a2b-3e1c5d7f9a11',
  name: 'Essential',
  description: 'Seasonal checks.',
  priceCents: 4900,
  currency: 'usd',
  interval: 'month',
  features: [],
  visitsPerYear: 2,
};
export const planComplete: MaintenancePlan = {
  ...planEssential,
  id: '1c8b5b63-9066-4e70-8b3c-4f2d6e8a0b22',
  name: 'Complete',
  priceCents: 9900,
};

export const aProperty = (id: string, name = `Home ${id}`): Property => ({
  id,
  name,
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  country: 'US',
  type: 'house',
  sizeSqft: null,
  bedrooms: null,
  bathrooms: null,
  yearBuilt: null,
  notes: null,
  timezone: 'America/Chicago',
  photos: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'a5e0c7d4-1111-4222-8333-944455556666',
  status: 'pending',
  propertyId: 'p',
  property: { id: overrides.propertyId ?? 'p', name: 'Home p' },
  maintenancePlanId: planEssential.id,
  plan: {
    id: planEssential.id,
    name: planEssential.name,
    priceCents: planEssential.priceCents,
    currency: 'usd',
    interval: 'month',
    productId: 'c3d4e5f6-0000-4000-8000-000000000001',
  },
  pendingPlanId: null,
  pendingPlan: null,
  cancelAtPeriodEnd: false,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  canceledAt: null,
  nextVisitAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
