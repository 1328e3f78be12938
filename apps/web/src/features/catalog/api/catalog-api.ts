import type { Banner, MaintenancePlan, Service, ServiceKind } from '@homekeep/contracts/catalog';
import type { Item, List } from '@homekeep/contracts/common';
import { api } from '@/lib/api';

type PageArgs = { page?: number; limit?: number };
export type ServicesArgs = { kind: ServiceKind; page: number; limit: number; global?: string };

// The contract's default paging; a literal here keeps zod out of the landing page's script.
const FIRST_PAGE = { page: 1, limit: 20 };

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaintenancePlans: build.query<MaintenancePlan[], void>({
      query: () => ({ url: '/maintenance-plans', params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<MaintenancePlan>) => response.data,
    }),
    getBanners: build.query<Banner[], PageArgs | void>({
      query: (args) => ({
        url: '/banners',
        params: { page: args?.page ?? FIRST_PAGE.page, limit: args?.limit ?? FIRST_PAGE.limit },
      }),
      transformResponse: (response: List<Banner>) => response.data,
    }),
    getServices: build.query<List<Service>, ServicesArgs>({
      query: ({ kind, page, limit, global }) => ({
        url: '/services',
        params: { kind, page, limit, ...(global ? { global } : {}) },
      }),
    }),
    getService: build.query<Service, string>({
      query: (id) => `/services/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Service>) => response.data,
    }),
  }),
});

export const {
  useGetMaintenancePlansQuery,
  useGetBannersQuery,
  useGetServicesQuery,
  useGetServiceQuery,
} = catalogApi;
