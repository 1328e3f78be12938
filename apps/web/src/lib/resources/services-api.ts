import type { Service, ServiceKind } from '@homekeep/contracts/catalog';
import type { Item, List } from '@homekeep/contracts/common';
import { api } from '@/lib/api';

/**
 * `global` searches names and descriptions; no `kind` means every kind. `cursor`: the one the page
 * before gave (`meta.nextCursor`), which the server reads from instead of counting to `page`.
 */
type ServicesArgs = {
  page: number;
  limit: number;
  kind?: ServiceKind;
  global?: string;
  cursor?: string;
};

/** Reads of the service catalogue, shared by the catalogue, the request form and vendor setup. */
const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<List<Service>, ServicesArgs>({
      query: ({ kind, page, limit, global, cursor }) => ({
        url: '/services',
        params: {
          ...(kind ? { kind } : {}),
          page,
          limit,
          ...(global ? { global } : {}),
          cursor,
        },
      }),
    }),
    getService: build.query<Service, string>({
      query: (id) => `/services/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Service>) => response.data,
    }),
  }),
});

export const { useGetServicesQuery, useGetServiceQuery } = servicesApi;
