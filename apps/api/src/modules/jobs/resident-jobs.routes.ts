import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import {
  createRequestBodySchema,
  maintenanceRequestSchema,
  requestsQuerySchema,
} from '@homekeep/contracts/jobs';
import { requestQuoteQuerySchema, requestQuoteSchema } from '@homekeep/contracts/job-prices';
import { signedIn } from '../../plugins/auth';
import { createRequest } from './job-creation.service';
import { cancelRequest } from './job-progress.service';
import { getRequest, listRequests, type JobsDeps } from './jobs.service';
import { quoteRequest } from './request-quote.service';

const residents = ['resident'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The resident's side of a job: maintenance requests. */
export const residentJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsDeps }> = async (
  app,
  { jobs },
) => {
  const tags = ['maintenance-requests'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/maintenance-requests',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Your maintenance requests, newest first; `status=completed` for completed services',
        querystring: requestsQuerySchema,
        response: { 200: listEnvelope(maintenanceRequestSchema), ...errors },
      },
    },
    (request) => listRequests(jobs, signedIn(request).id, request.query),
  );

  app.get(
    '/maintenance-requests/quote',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          "What a service costs at one of your properties: its list price less the discount of the property's active plan",
        querystring: requestQuoteQuerySchema,
        response: { 200: itemEnvelope(requestQuoteSchema), ...errors },
      },
    },
    async (request) => ({
      data: await quoteRequest(jobs.db, signedIn(request).id, request.query),
    }),
  );

  app.get(
    '/maintenance-requests/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'One of your requests, with its order and the order timeline',
        params: idParamsSchema,
        response: { 200: itemEnvelope(maintenanceRequestSchema), ...errors },
      },
    },
    (request) => getRequest(jobs, signedIn(request).id, request.params.id),
  );

  app.post(
    '/maintenance-requests',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Ask for a service at one of your properties: opens its vendor order and notifies the matching vendors',
        body: createRequestBodySchema,
        response: { 201: itemEnvelope(maintenanceRequestSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRequest(jobs, signedIn(request).id, request.body)),
  );

  app.post(
    '/maintenance-requests/:id/cancel',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'Cancel a request whose work has not started (409 once it is in progress)',
        params: idParamsSchema,
        response: { 200: itemEnvelope(maintenanceRequestSchema), ...errors, 409: errorSchema },
      },
    },
    (request) => cancelRequest(jobs, signedIn(request).id, request.params.id),
  );
};
