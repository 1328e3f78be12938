import type { AdminBanner } from '@homekeep/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  bannerFormValues,
  planBody,
  planFormValues,
  serviceBody,
  serviceFormValues,
} from './catalog-form-values';

describe('catalogue form values', () => {
  it('send prices in cents and empty links as none', () => {
    const values = { ...serviceFormValues(), name: 'Flush', price: 149.5, imageUrl: '' };
    expect(serviceBody(values)).toMatchObject({ priceCents: 14950, imageUrl: null });
    const plan = { ...planFormValues(), name: 'Gold', price: 29, features: 'One\n\n Two ' };
    expect(planBody(plan)).toMatchObject({ priceCents: 2900, features: ['One', 'Two'] });
  });
  it('count positions from 1, as people do', () => {
    expect(planFormValues().sortOrder).toBe(1);
    expect(planBody({ ...planFormValues(), sortOrder: 1 }).sortOrder).toBe(0);
    expect(bannerFormValues({ sortOrder: 2 } as AdminBanner).sortOrder).toBe(3);
  });
});
