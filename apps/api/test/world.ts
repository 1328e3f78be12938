import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { apiCaller } from './api';
import { requestService, residentWithProperty, twoServices, vendorCovering } from './jobs';
import { createProperty, goodCard, planCheckoutOf, plansWithProducts } from './subscriptions';
import { uploadPng } from './uploads';
import { createAdmin } from './users';

/** A resident with one of everything a resident owns. */
async function residentWithRecords(app: FastifyInstance, zipCode: string, serviceId: string) {
  const call = apiCaller(app);
  const resident = await residentWithProperty(app, zipCode);
  const request = await requestService(app, resident, serviceId);
  const [plan] = await plansWithProducts(app);
  const home = await createProperty(app, resident.token, 'Second home');
  const subscription = await call<{ data: { id: string }[] }>(
    'POST',
    '/subscriptions/bulk',
    resident.token,
    { data: [{ propertyId: home.id, maintenancePlanId: plan!.id }] },
  );
  // The payment is for a subscription of its own: paying it leaves the one above pending.
  const checkout = await call<{ data: { id: string } }>(
    'POST',
    '/transactions/create-checkout-session',
    resident.token,
    { data: await planCheckoutOf(app, resident.token) },
  );
  const file = await uploadPng(app, resident.token);
  return {
    ...resident,
    requestId: request.id,
    orderId: request.order.id,
    subscriptionId: subscription.body.data[0]!.id,
    transactionId: checkout.body.data.id,
    fileId: file.id,
  };
}

/** A vendor with a complete profile covering `zipCode`, a vehicle and a piece of equipment. */
async function vendorWithRecords(app: FastifyInstance, zipCode: string, serviceId: string) {
  const call = apiCaller(app);
  const vendor = await vendorCovering(app, [serviceId], [zipCode]);
  const types = await app.inject({ method: 'GET', url: '/api/v1/vehicle-types?limit=1' });
  const vehicle = await call<{ data: { id: string } }>(
    'POST',
    '/vendor-vehicles/add',
    vendor.token,
    {
      data: {
        vehicleTypeId: types.json().data[0].id,
        make: 'Ford',
        model: 'Transit',
        year: 2020,
        licensePlate: `HK ${Math.floor(Math.random() * 9000 + 1000)}`,
      },
    },
  );
  const equipment = await app.inject({ method: 'GET', url: '/api/v1/equipments?limit=1' });
  const equipmentId = equipment.json().data[0].id as number;
  await call('POST', '/vendor-equipments/add', vendor.token, {
    data: { equipmentIds: [equipmentId] },
  });
  const file = await uploadPng(app, vendor.token);
  return { ...vendor, vehicleId: vehicle.body.data.id, equipmentId, fileId: file.id };
}

/**
 * Two residents and two vendors with records of their own, the first vendor having accepted
 * the first resident's job, and an operator: the people the security tests act as.
 */
export async function buildWorld(app: FastifyInstance, db: Database, zipCode = '73301') {
  const [service] = await twoServices(app);
  const resident = await residentWithRecords(app, zipCode, service.id);
  const otherResident = await residentWithRecords(app, zipCode, service.id);
  const vendor = await vendorWithRecords(app, zipCode, service.id);
  const otherVendor = await vendorWithRecords(app, zipCode, service.id);
  const accepted = await apiCaller(app)('POST', '/vendor-orders/accept', vendor.token, {
    orderId: resident.orderId,
  });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
  const admin = await createAdmin(app, db);
  const lead = await apiCaller(app)<{ data: { id: string; token: string } }>(
    'POST',
    '/potential-clients',
    undefined,
    { firstName: 'Pat', lastName: 'Lead', email: 'pat@example.test' },
  );
  return {
    service,
    resident,
    otherResident,
    vendor,
    otherVendor,
    admin,
    lead: lead.body.data,
    goodCard,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
