import type { MaintenancePlan } from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import { api } from '@/lib/api';

/** The published maintenance plans, shared by the landing page, the dashboard and subscriptions. */
const maintenancePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaintenancePlans: build.query<MaintenancePlan[], void>({
      query: () => ({ url: '/maintenance-plans', params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<MaintenancePlan>) => response.data,
    }),
  }),
});

export const { useGetMaintenancePlansQuery } = maintenancePlansApi;
