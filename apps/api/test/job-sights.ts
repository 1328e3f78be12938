import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import { apiCaller } from './api';
import { requestService, residentWithProperty, vendorCovering } from './jobs';

/** How each side sees a job through the API: each read checked as a client depends on it. */
export function jobSights(app: FastifyInstance) {
  const call = apiCaller(app);

  /** The resident's request as its detail and its list show it (the two the same). */
  async function residentSees(token: string, requestId: string) {
    const one = await call<{ data: MaintenanceRequest }>(
      'GET',
      `/maintenance-requests/${requestId}`,
      token,
    );
    expect(one.status).toBe(200);
    const list = await call<List<MaintenanceRequest>>(
      'GET',
      '/maintenance-requests?limit=100',
      token,
    );
    const listed = list.body.data.find((request) => request.id === requestId);
    expect(listed, 'in the resident’s list').toBeDefined();
    expect(listed).toEqual(one.body.data);
    return one.body.data;
  }

  /** The vendor's order as its own orders show it, or the open job as its open jobs do. */
  async function vendorSees(token: string, orderId: string, list: 'own' | 'open') {
    const url =
      list === 'own' ? '/vendor-orders?limit=100' : '/vendor-orders?status=pending&limit=100';
    const page = await call<List<VendorOrder>>('GET', url, token);
    expect(page.status).toBe(200);
    const order = page.body.data.find((each) => each.id === orderId);
    expect(order, `in the vendor's ${list} orders`).toBeDefined();
    return order!;
  }

  /** The vendor's answer to moving its order one step: the order's detail as it is now. */
  async function vendorStep(token: string, orderId: string, status: string) {
    const moved = await call<{ data: VendorOrder }>(
      'PUT',
      `/vendor-orders/update-status/${orderId}`,
      token,
      { status },
    );
    expect(moved.status).toBe(200);
    return moved.body.data;
  }

  /** A resident with a job its vendor holds and one still open to it, of the same service. */
  async function twoJobsOf(serviceId: string, zipCode = '53703') {
    const resident = await residentWithProperty(app, zipCode);
    const vendor = await vendorCovering(app, [serviceId], [zipCode], 'Lakeside Repairs');
    const held = await requestService(app, resident, serviceId);
    const open = await requestService(app, resident, serviceId);
    const accepted = await call('POST', '/vendor-orders/accept', vendor.token, {
      orderId: held.order.id,
    });
    expect(accepted.status).toBe(200);
    return { resident, vendor, held, open };
  }

  return { residentSees, vendorSees, vendorStep, twoJobsOf };
}
