import type { FastifyInstance } from 'fastify';
import type { LookupItem } from '@homekeep/contracts/lookups';
import type { Service } from '@homekeep/contracts/catalog';
import { bearer } from './users';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an error answer adds to the body; absent on success. */
export interface ErrorFields {
  message?: string;
  code?: string;
}

/**
 * Calls `/api/v1<url>` on the real app as a signed-in user (or anonymously without a token),
 * and answers the status and the parsed JSON body (undefined when empty) once the work the call
 * started after its answer is done.
 */
export function apiCaller(app: FastifyInstance) {
  return async <T = Record<string, unknown>>(
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // A new job's offers are written just after its answer: a test reads them as a client
    // would a moment later.
    if (method !== 'GET') await app.offers.settled();
    // A file (a receipt's PDF, a calendar) comes back as its text; every other answer is JSON.
    const json = String(response.headers['content-type'] ?? '').includes('json');
    const body = !response.body ? undefined : json ? (response.json() as T) : response.body;
    return { status: response.statusCode, body: body as T & ErrorFields };
  };
}

export type ApiCaller = ReturnType<typeof apiCaller>;

/** The first items of a public list, for picking real ids. */
export async function firstOf<T = LookupItem>(app: FastifyInstance, list: string, count = 3) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/${list}?limit=${count}` });
  return (response.json() as { data: T[] }).data;
}

export const someServices = (app: FastifyInstance, count = 3) =>
  firstOf<Service>(app, 'services', count);
