import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@homekeep/contracts/common';
import {
  createdPotentialClientEnvelopeSchema,
  createPotentialClientBodySchema,
  demoRequestEnvelopeSchema,
  POTENTIAL_CLIENT_TOKEN_HEADER,
  potentialClientEnvelopeSchema,
  potentialClientTokenHeadersSchema,
  scheduleDemoBodySchema,
  updatePotentialClientBodySchema,
} from '@homekeep/contracts/leads';
import type { Config } from '../../config';
import { routeLimit } from '../../plugins/rate-limits';
import {
  createPotentialClient,
  scheduleFreeDemo,
  updatePotentialClient,
  type LeadsDeps,
} from './leads.service';

/** The three lead forms share one count per address. */
const leadFormLimit = (max: number) =>
  routeLimit({
    max,
    windowMs: 3600_000,
    groupId: 'lead-forms',
    message: 'Too many forms were sent from your network.',
  });

const tags = ['leads'];

export const leadsRoutes: FastifyPluginAsyncZod<{ leads: LeadsDeps; config: Config }> = async (
  app,
  { leads: deps, config },
) => {
  const rateLimit = leadFormLimit(config.limits.leadFormsPerAddressPerHour);
  app.post(
    '/potential-clients',
    {
      config: { access: 'public', issuesCredentials: true, rateLimit },
      schema: {
        tags,
        summary:
          'Leave your details as a potential client; the answer carries a token, shown only once, that allows later changes',
        body: createPotentialClientBodySchema,
        response: { 201: createdPotentialClientEnvelopeSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createPotentialClient(deps, request.body),
      }),
  );

  app.put(
    '/potential-clients/:id',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: `Change a potential client's details with the token from its creation in the ${POTENTIAL_CLIENT_TOKEN_HEADER} header (wrong or missing token: 404)`,
        params: idParamsSchema,
        headers: potentialClientTokenHeadersSchema,
        body: updatePotentialClientBodySchema,
        response: {
          200: potentialClientEnvelopeSchema,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({
      data: await updatePotentialClient(
        deps,
        request.params.id,
        request.headers[POTENTIAL_CLIENT_TOKEN_HEADER],
        request.body,
      ),
    }),
  );

  app.post(
    '/schedule-free-demo',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Ask for a free demo from the contact page',
        body: scheduleDemoBodySchema,
        response: { 201: demoRequestEnvelopeSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await scheduleFreeDemo(deps, request.body),
      }),
  );
};
