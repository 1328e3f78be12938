import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import type { Subscription } from '@homekeep/contracts/subscriptions';
import { api, listTags, TAGS } from '@/lib/api';

/**
 * What the resident's dashboard shows beside the properties: the plans that cover them and the
 * jobs still open and the bills of completed ones still to pay. Same tags as the screens that change them, so the dashboard never lags.
 */
export const residentOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanCoverage: build.query<List<Subscription>, void>({
      query: () => ({ url: '/subscriptions', params: { page: 1, limit: 100, live: true } }),
      providesTags: (result) => listTags(TAGS.subscription, result?.data),
    }),
    getOpenJobs: build.query<List<MaintenanceRequest>, void>({
      query: () => ({
        url: '/maintenance-requests',
        params: { page: 1, limit: 5, status: 'open' },
      }),
      providesTags: (result) => listTags(TAGS.maintenanceRequest, result?.data),
    }),
    getBillsDue: build.query<List<MaintenanceRequest>, void>({
      query: () => ({
        url: '/maintenance-requests',
        params: { page: 1, limit: 5, payment: 'due' },
      }),
      providesTags: (result) => listTags(TAGS.maintenanceRequest, result?.data),
    }),
  }),
});

export const { useGetPlanCoverageQuery, useGetOpenJobsQuery, useGetBillsDueQuery } =
  residentOverviewApi;
