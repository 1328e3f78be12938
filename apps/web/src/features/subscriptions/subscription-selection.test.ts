import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  checkoutItems,
  chosenRows,
  initialChoices,
  selectionTotals,
  subscribableProperties,
} from './subscription-selection';
import { aProperty, aSubscription } from './subscriptions-test-data';

const plan = (id: string, priceCents: number, interval: 'month' | 'year' = 'month') =>
  ({ id, name: id, priceCents, currency: 'usd', interval }) as MaintenancePlan;
const [basic, plus, yearly] = [
  plan('basic', 4900),
  plan('plus', 9900),
  plan('yearly', 50000, 'year'),
];
const plans = [basic, plus, yearly];

describe('choosing plans for properties', () => {
  it('offers only properties without a live subscription', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => aProperty(id));
    const live = [aSubscription({ propertyId: 'b' })];
    expect(subscribableProperties([a!, b!, c!], live).map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('preselects a known plan for every property, and none for an unknown one', () => {
    const properties = [aProperty('a'), aProperty('b')];
    expect(initialChoices(properties, plans, 'plus')).toEqual({ a: 'plus', b: 'plus' });
    expect(initialChoices(properties, plans, 'gone')).toEqual({ a: '', b: '' });
    expect(initialChoices(properties, plans, null)).toEqual({ a: '', b: '' });
  });

  it('totals the chosen plans per interval, monthly first, skipping "not now"', () => {
    const choices = { a: 'basic', b: 'plus', c: '', d: 'yearly', e: 'basic' };
    expect(chosenRows(choices)).toHaveLength(4);
    expect(selectionTotals(choices, plans)).toEqual([
      { interval: 'month', currency: 'usd', cents: 4900 + 9900 + 4900 },
      { interval: 'year', currency: 'usd', cents: 50000 },
    ]);
    expect(selectionTotals({ a: '' }, plans)).toEqual([]);
  });

  it("pays each plan's product once per subscription on it", () => {
    const onPlan = (productId: string) =>
      aSubscription({ plan: { ...aSubscription().plan, productId } });
    expect(checkoutItems([onPlan('p1'), onPlan('p2'), onPlan('p1')])).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ]);
  });
});
