import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import {
  addEquipmentsBodySchema,
  createVehicleBodySchema,
  equipmentParamsSchema,
  updateVendorProfileBodySchema,
  vehicleSchema,
  vehiclesQuerySchema,
  vendorEquipmentSchema,
  vendorEquipmentsQuerySchema,
  vendorProfileSchema,
} from '@homekeep/contracts/vendors';
import { signedIn } from '../../plugins/auth';
import {
  addEquipments,
  addVehicle,
  getVehicle,
  listEquipments,
  listVehicles,
  removeEquipment,
  removeVehicle,
} from './vendor-fleet.service';
import { getProfile, updateProfile } from './vendors.service';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';

const vendorOnly = { access: ['vendor'] as const };
const security = [{ bearerAuth: [] }];
const signedInErrors = { 401: errorSchema, 403: errorSchema };
const deleted = z.null().describe('Removed');
const profileTags = ['vendor profile'];
const fleetTags = ['vendor vehicles and equipment'];

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** What the vendor's own routes are given. */
interface VendorsDeps {
  db: Database;
  clock: Clock;
}

/** The company profile: read it, save it whole. */
function profileRoutes(app: Api, { db, clock }: VendorsDeps) {
  app.get(
    '/vendors/profile',
    {
      config: vendorOnly,
      schema: {
        tags: profileTags,
        summary: "The signed-in vendor's company profile",
        description:
          '`complete` is true once company name, vendor, company and licence types, licence ' +
          'number, at least one service and at least one zip code are set; `missing` lists what ' +
          'is not. Only complete profiles are offered matching jobs, and only while `hold` is ' +
          'null: `suspended` by an operator, or `license_expired` after `licenseExpiresAt`.',
        security,
        response: { 200: itemEnvelope(vendorProfileSchema), ...signedInErrors },
      },
    },
    async (request) => ({ data: await getProfile(db, signedIn(request).id, clock.now()) }),
  );

  app.put(
    '/vendors/profile/:id',
    {
      config: vendorOnly,
      schema: {
        tags: profileTags,
        summary: 'Save the whole company profile, replacing its services and service area',
        description:
          'Duplicated service ids and zip codes count once. Every id must be a listed lookup or ' +
          'service and every zip code a known US zip code, else 400 naming the unknown ones and ' +
          "nothing changes. Another vendor's profile id answers 404.",
        security,
        params: idParamsSchema,
        body: updateVendorProfileBodySchema,
        response: {
          200: itemEnvelope(vendorProfileSchema),
          400: errorSchema,
          ...signedInErrors,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      data: await updateProfile(
        db,
        signedIn(request).id,
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );
}

/** The vendor’s vehicles, as a list and one by one. */
function vehicleRoutes(app: Api, db: Database) {
  app.get(
    '/vendor-vehicles',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: "The vendor's vehicles, oldest registration first",
        security,
        querystring: vehiclesQuerySchema,
        response: { 200: listEnvelope(vehicleSchema), 400: errorSchema, ...signedInErrors },
      },
    },
    async (request) => listVehicles(db, signedIn(request).id, request.query),
  );

  app.get(
    '/vehicles/:id',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: "One of the vendor's vehicles",
        security,
        params: idParamsSchema,
        response: {
          200: itemEnvelope(vehicleSchema),
          400: errorSchema,
          ...signedInErrors,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      data: await getVehicle(db, signedIn(request).id, request.params.id),
    }),
  );
}

/** Registering and removing a vehicle. */
function vehicleChangeRoutes(app: Api, db: Database) {
  app.post(
    '/vendor-vehicles/add',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: 'Register a vehicle',
        description:
          'The licence plate is stored upper-case with single spaces; a vendor registers a ' +
          'plate once (409 the second time).',
        security,
        body: createVehicleBodySchema,
        response: {
          201: itemEnvelope(vehicleSchema),
          400: errorSchema,
          ...signedInErrors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addVehicle(db, signedIn(request).id, request.body.data) }),
  );

  app.delete(
    '/vendor-vehicles/:id',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: 'Remove one of the vendor’s vehicles',
        security,
        params: idParamsSchema,
        response: { 204: deleted, 400: errorSchema, ...signedInErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await removeVehicle(db, signedIn(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** The vendor’s equipment list. */
function equipmentRoutes(app: Api, db: Database) {
  app.get(
    '/vendor-equipments',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: "The vendor's equipment, by name",
        security,
        querystring: vendorEquipmentsQuerySchema,
        response: {
          200: listEnvelope(vendorEquipmentSchema),
          400: errorSchema,
          ...signedInErrors,
        },
      },
    },
    async (request) => listEquipments(db, signedIn(request).id, request.query),
  );

  app.post(
    '/vendor-equipments/add',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: 'Add equipment to the vendor’s list',
        description:
          'Equipment already listed is left as it is. Answers the requested equipment as now ' +
          'listed; an unknown id answers 400 and adds nothing.',
        security,
        body: addEquipmentsBodySchema,
        response: {
          201: z.object({ data: z.array(vendorEquipmentSchema) }),
          400: errorSchema,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addEquipments(db, signedIn(request).id, request.body.data.equipmentIds),
      }),
  );

  app.delete(
    '/vendor-equipments/:equipmentId',
    {
      config: vendorOnly,
      schema: {
        tags: fleetTags,
        summary: 'Remove a piece of equipment from the vendor’s list',
        security,
        params: equipmentParamsSchema,
        response: { 204: deleted, 400: errorSchema, ...signedInErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await removeEquipment(db, signedIn(request).id, request.params.equipmentId);
      return reply.status(204).send(null);
    },
  );
}

export const vendorsRoutes: FastifyPluginAsyncZod<{ vendors: VendorsDeps }> = async (
  app,
  { vendors },
) => {
  profileRoutes(app, vendors);
  vehicleRoutes(app, vendors.db);
  vehicleChangeRoutes(app, vendors.db);
  equipmentRoutes(app, vendors.db);
};
