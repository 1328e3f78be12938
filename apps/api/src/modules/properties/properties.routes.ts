import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import {
  propertiesQuerySchema,
  propertyBodySchema,
  propertySchema,
} from '@homekeep/contracts/properties';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth';
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  replaceProperty,
  type PropertiesDeps,
} from './properties.service';

const residents = ['resident'] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

const tags = ['properties'];
const security = [{ bearerAuth: [] }];

type Api = Parameters<FastifyPluginAsyncZod>[0];

/** The resident’s properties, as a list and one by one. */
function readRoutes(app: Api, deps: PropertiesDeps) {
  app.get(
    '/properties',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: "The signed-in resident's properties, newest first",
        querystring: propertiesQuerySchema,
        response: { 200: listEnvelope(propertySchema), ...errors },
      },
    },
    async (request) => listProperties(deps, signedIn(request).id, request.query),
  );

  app.get(
    '/properties/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'One of your properties, with its photos',
        params: idParamsSchema,
        response: { 200: itemEnvelope(propertySchema), ...errors },
      },
    },
    async (request) => ({
      data: await getProperty(deps, signedIn(request).id, request.params.id),
    }),
  );
}

/** Adding, replacing and archiving a property. */
function writeRoutes(app: Api, deps: PropertiesDeps) {
  app.post(
    '/properties',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary: 'Add a property; photoFileIds must be files you uploaded',
        body: propertyBodySchema,
        response: { 201: itemEnvelope(propertySchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createProperty(deps, signedIn(request).id, request.body) }),
  );

  app.put(
    '/properties/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Replace a property: fields left out take their defaults (null, or no photos), as with POST',
        params: idParamsSchema,
        body: propertyBodySchema,
        response: { 200: itemEnvelope(propertySchema), ...errors },
      },
    },
    async (request) => ({
      data: await replaceProperty(deps, signedIn(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/properties/:id',
    {
      config: { access: residents },
      schema: {
        tags,
        security,
        summary:
          'Remove a property: it is archived (hidden from lists and new requests, its history kept); 409 while it has an active plan or an open job',
        params: idParamsSchema,
        response: { 204: z.null().describe('Archived'), 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteProperty(deps.db, signedIn(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export const propertiesRoutes: FastifyPluginAsyncZod<{ properties: PropertiesDeps }> = async (
  app,
  { properties },
) => {
  readRoutes(app, properties);
  writeRoutes(app, properties);
};
