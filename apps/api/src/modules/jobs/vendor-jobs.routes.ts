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
} from '@homekeep/contracts/jobs';
import { signedIn } from '../../plugins/auth';
import { acceptOrder, updateOrderStatus } from './job-progress.service';
import { listVendorOrders, type JobsDeps } from './jobs.service';

const vendors = ['vendor'] as const;
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** The vendor's side of a job: orders offered, accepted and walked to completion. */
export const vendorJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsDeps }> = async (
  app,
  { jobs },
) => {
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
    (request) => listVendorOrders(jobs, signedIn(request).id, request.query),
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
    (request) => acceptOrder(jobs, signedIn(request).id, request.body.orderId),
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
    (request) => updateOrderStatus(jobs, signedIn(request).id, request.params.id, request.body),
  );
};
