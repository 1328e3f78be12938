import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorSchema } from '@homekeep/contracts/common';

/** One API route as registered: what the OpenAPI document, fuzzing and ownership tests read. */
export interface RouteEntry {
  method: string;
  url: string;
  config: RouteOptions['config'];
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/v1 route of the app, in registration order. */
    routeTable: RouteEntry[];
  }
}

type ResponseSchemas = Record<string | number, unknown>;

/**
 * The statuses the layers around a handler may answer for a route, whatever its handler does:
 * validation (400), the body parser (413, 415), the access guard (401, 403) and a rate limit
 * (429). Each is declared with the one error shape, so that the OpenAPI document lists every
 * answer a client can get.
 */
function frameworkStatuses(route: RouteOptions): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.push(400);
  const methods = ([] as string[]).concat(route.method);
  if (methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))) {
    statuses.push(400, 413, 415);
  }
  const access = route.config?.access;
  if (access !== undefined && access !== 'public') statuses.push(401, 403);
  if (route.config?.rateLimit) statuses.push(429);
  return statuses;
}

/** Records every /api/v1 route and completes its declared answers (see `frameworkStatuses`). */
async function routeContractPlugin(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (route.schema) {
      const response = (route.schema.response ?? {}) as ResponseSchemas;
      for (const status of frameworkStatuses(route)) response[status] ??= errorSchema;
      route.schema.response = response;
    }
    for (const method of ([] as string[]).concat(route.method)) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, config: route.config, schema: route.schema });
    }
  });
}

export default fp(routeContractPlugin, { name: 'route-contract' });
