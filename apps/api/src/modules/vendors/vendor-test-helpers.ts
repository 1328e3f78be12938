import type { LookupItem } from '@homekeep/contracts/lookups';
import type { Service } from '@homekeep/contracts/catalog';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/users';

/** Calls the API as a signed-in user (or anonymously without a token). */
export function caller(t: TestApp) {
  return async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.body ? (response.json() as T & { message?: string }) : undefined;
    return { status: response.statusCode, body: body as T & { message?: string } };
  };
}

/** The first items of a public list, for picking real ids. */
export async function firstOf<T = LookupItem>(t: TestApp, list: string, count = 3) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/${list}?limit=${count}` });
  return (response.json() as { data: T[] }).data;
}

export const someServices = (t: TestApp, count = 3) => firstOf<Service>(t, 'services', count);
