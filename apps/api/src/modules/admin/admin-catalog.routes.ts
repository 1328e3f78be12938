import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminCatalogQuerySchema, type AdminCatalogQuery } from '@homekeep/contracts/admin';
import {
  adminBannerSchema,
  adminPlanSchema,
  adminProductSchema,
  adminServiceSchema,
  bannerFieldsSchema,
  createProductBodySchema,
  planFieldsSchema,
  serviceFieldsSchema,
  updateProductBodySchema,
} from '@homekeep/contracts/catalog';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import type { List } from '@homekeep/contracts/common';
import { operatorOf } from '../../plugins/auth';
import * as catalog from './admin-catalog.service';
import type { AdminDeps, Operator } from './operator-changes';

/** Schemas validate and serialise each route; the handlers see already-validated input. */
type Api = FastifyInstance;

const config = { access: ['admin'] as const };
const tags = ['admin catalogue'];
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** One catalogue table's routes: the operators' list, create and update, each audited. */
interface Resource<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  path: string;
  what: string;
  item: Item;
  createBody: Create;
  updateBody: Update;
  list: (deps: AdminDeps, query: AdminCatalogQuery) => Promise<List<z.infer<Item>>>;
  create: (deps: AdminDeps, operator: Operator, body: z.infer<Create>) => Promise<unknown>;
  update: (
    deps: AdminDeps,
    operator: Operator,
    id: string,
    body: z.infer<Update>,
  ) => Promise<unknown>;
}

function resourceRoutes<I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  app: Api,
  deps: AdminDeps,
  resource: Resource<I, C, U>,
) {
  const { path, what } = resource;
  app.get(
    `/admin/${path}`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Every ${what}, active or not, to edit (admin only)`,
        querystring: adminCatalogQuerySchema,
        response: { 200: listEnvelope(resource.item), ...guarded },
      },
    },
    async (request) => resource.list(deps, request.query as AdminCatalogQuery),
  );
  app.post(
    `/admin/${path}`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Add a ${what} (admin only; audited)`,
        body: resource.createBody,
        response: {
          201: itemEnvelope(resource.item),
          ...guarded,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await resource.create(deps, operatorOf(request), request.body as z.infer<C>),
      }),
  );
  app.put(
    `/admin/${path}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Change a ${what}; \`active: false\` hides it from public reads (admin only; audited)`,
        params: idParamsSchema,
        body: resource.updateBody,
        response: {
          200: itemEnvelope(resource.item),
          ...guarded,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ({
      data: await resource.update(
        deps,
        operatorOf(request),
        (request.params as { id: string }).id,
        request.body as z.infer<U>,
      ),
    }),
  );
}

/** The catalogue as operators edit it: services, plans, products and banners. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ admin: AdminDeps }> = async (
  app,
  { admin },
) => {
  resourceRoutes(app as unknown as FastifyInstance, admin, {
    path: 'services',
    what: 'service',
    item: adminServiceSchema,
    createBody: serviceFieldsSchema,
    updateBody: serviceFieldsSchema,
    list: catalog.catalogLists.services,
    create: catalog.createService,
    update: catalog.updateService,
  });
  resourceRoutes(app as unknown as FastifyInstance, admin, {
    path: 'maintenance-plans',
    what: 'maintenance plan',
    item: adminPlanSchema,
    createBody: planFieldsSchema,
    updateBody: planFieldsSchema,
    list: catalog.catalogLists.plans,
    create: catalog.createPlan,
    update: catalog.updatePlan,
  });
  resourceRoutes(app as unknown as FastifyInstance, admin, {
    path: 'products',
    what: 'product',
    item: adminProductSchema,
    createBody: createProductBodySchema,
    updateBody: updateProductBodySchema,
    list: catalog.catalogLists.products,
    create: catalog.createProduct,
    update: catalog.updateProduct,
  });
  resourceRoutes(app as unknown as FastifyInstance, admin, {
    path: 'banners',
    what: 'banner',
    item: adminBannerSchema,
    createBody: bannerFieldsSchema,
    updateBody: bannerFieldsSchema,
    list: catalog.catalogLists.banners,
    create: catalog.createBanner,
    update: catalog.updateBanner,
  });
};
