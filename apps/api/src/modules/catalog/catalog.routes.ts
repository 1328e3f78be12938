import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannerSchema,
  bannersQuerySchema,
  createServiceBodySchema,
  maintenancePlanSchema,
  productSchema,
  productsQuerySchema,
  serviceSchema,
  servicesQuerySchema,
} from '@homekeep/contracts/catalog';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
  pageQuerySchema,
} from '@homekeep/contracts/common';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { operatorOf } from '../../plugins/auth';
import {
  createService,
  getCustomRequestProduct,
  getService,
  listBanners,
  listMaintenancePlans,
  listProducts,
  listServices,
} from './catalog.service';

const tags = ['catalog'];
const listErrors = { 400: errorSchema };

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** Plans and services: public reads; admins add services. */
function planAndServiceRoutes(app: Api, { db, clock }: { db: Database; clock: Clock }) {
  app.get(
    '/maintenance-plans',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Maintenance plans on offer, cheapest tier first',
        querystring: pageQuerySchema,
        response: { 200: listEnvelope(maintenancePlanSchema), ...listErrors },
      },
    },
    async (request) => listMaintenancePlans(db, request.query),
  );

  app.get(
    '/services',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Services by name; `global` matches name or description anywhere, ignoring case',
        querystring: servicesQuerySchema,
        response: { 200: listEnvelope(serviceSchema), ...listErrors },
      },
    },
    async (request) => listServices(db, request.query),
  );

  app.get(
    '/services/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One service',
        params: idParamsSchema,
        response: { 200: itemEnvelope(serviceSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ data: await getService(db, request.params.id) }),
  );

  app.post(
    '/services',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Add a service to the catalogue, with the product that sells it (admin only)',
        security: [{ bearerAuth: [] }],
        body: createServiceBodySchema,
        response: {
          201: itemEnvelope(serviceSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createService({ db, clock }, operatorOf(request), request.body) }),
  );
}

/** Products (what a checkout sells) and banners. */
function productAndBannerRoutes(app: Api, db: Database) {
  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Products that can be bought, by kind: one per plan, one per service, and the custom request',
        querystring: productsQuerySchema,
        response: { 200: listEnvelope(productSchema), ...listErrors },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/products/custom-maintenance-request',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The product that pays for a custom maintenance request',
        response: { 200: itemEnvelope(productSchema), 404: errorSchema },
      },
    },
    async () => ({ data: await getCustomRequestProduct(db) }),
  );

  app.get(
    '/banners',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active banners in display order',
        querystring: bannersQuerySchema,
        response: { 200: listEnvelope(bannerSchema), ...listErrors },
      },
    },
    async (request) => listBanners(db, request.query),
  );
}

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  planAndServiceRoutes(app, { db, clock });
  productAndBannerRoutes(app, db);
};
