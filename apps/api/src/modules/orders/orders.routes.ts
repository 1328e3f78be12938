import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import {
  acceptOrderBodySchema,
  updateOrderStatusBodySchema,
  vendorOrderSchema,
  vendorOrdersQuerySchema,
} from '@homekeep/contracts/orders';
import { signedIn } from '../../plugins/auth';
import { completeRequest } from '../maintenance-requests/maintenance-requests.service';
import { acceptOrder, listVendorOrders, updateOrderStatus } from './orders.service';

const vendors = ['vendor'] as const;
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/vendor-orders',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary:
          '`status=pending`: open jobs matching your services and area; any other status (or none): your own orders',
        querystring: vendorOrdersQuerySchema,
        response: { 200: listEnvelope(vendorOrderSchema), ...errors },
      },
    },
    async (request) => listVendorOrders(app.db, signedIn(request).id, request.query),
  );

  app.post(
    '/vendor-orders/accept',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary: 'Take a job: the first vendor wins, the others get 409 orders.already_accepted',
        body: acceptOrderBodySchema,
        response: { 200: itemEnvelope(vendorOrderSchema), ...errors },
      },
    },
    async (request) => ({
      data: await acceptOrder(app.db, signedIn(request).id, request.body.orderId),
    }),
  );

  app.put(
    '/vendor-orders/update-status/:id',
    {
      config: { access: vendors },
      schema: {
        tags,
        security,
        summary:
          'Move your order one step: accepted → en_route → in_progress → completed (409 otherwise)',
        params: idParamsSchema,
        body: updateOrderStatusBodySchema,
        response: { 200: itemEnvelope(vendorOrderSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateOrderStatus(
        app.db,
        signedIn(request).id,
        request.params.id,
        request.body.status,
        request.body.note,
        completeRequest,
      ),
    }),
  );
};
