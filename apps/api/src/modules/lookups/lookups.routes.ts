import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, listEnvelope } from '@homekeep/contracts/common';
import {
  citiesQuerySchema,
  citySchema,
  countrySchema,
  lookupItemSchema,
  lookupQuerySchema,
  stateSchema,
  statesQuerySchema,
  zipCodeSchema,
  zipCodesQuerySchema,
} from '@homekeep/contracts/lookups';
import type { Database } from '../../db/database';
import {
  listCities,
  listCountries,
  listSimpleLookup,
  type SimpleLookup,
  listStates,
  listZipCodes,
} from './lookups.service';

const tags = ['lookups'];
const errors = { 400: errorSchema };

const simpleLists: Record<SimpleLookup, string> = {
  'vendor-types': 'Kinds of vendor',
  'license-types': 'Licenses and certifications a vendor may hold',
  'company-types': 'Legal forms of a vendor company',
  'vehicle-types': 'Kinds of vehicle a vendor may register',
  equipments: 'Equipment a vendor may own',
};

export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const [list, what] of Object.entries(simpleLists) as [SimpleLookup, string][]) {
    app.get(
      `/${list}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `${what}, by name; \`global\` matches the name anywhere, ignoring case`,
          querystring: lookupQuerySchema,
          response: { 200: listEnvelope(lookupItemSchema), ...errors },
        },
      },
      async (request) => listSimpleLookup(db, list, request.query),
    );
  }

  app.get(
    '/countries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Countries by name; `global` matches the name anywhere or the ISO code exactly',
        querystring: lookupQuerySchema,
        response: { 200: listEnvelope(countrySchema), ...errors },
      },
    },
    async (request) => listCountries(db, request.query),
  );

  app.get(
    '/states',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'States and provinces by name, of one country with `countryId`',
        querystring: statesQuerySchema,
        response: { 200: listEnvelope(stateSchema), ...errors },
      },
    },
    async (request) => listStates(db, request.query),
  );

  app.get(
    '/cities',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cities by name, of one state with `stateId`',
        querystring: citiesQuerySchema,
        response: { 200: listEnvelope(citySchema), ...errors },
      },
    },
    async (request) => listCities(db, request.query),
  );

  app.get(
    '/zip-codes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'US zip codes by code, of one state (`stateId`) or city (`cityId`)',
        description:
          '`global` matches the start of the code. `name` reads "90210 — Beverly Hills, CA", ' +
          'or "12812 — NY" when the town is not in the city list (`cityId` is then null).',
        querystring: zipCodesQuerySchema,
        response: { 200: listEnvelope(zipCodeSchema), ...errors },
      },
    },
    async (request) => listZipCodes(db, request.query),
  );
};
