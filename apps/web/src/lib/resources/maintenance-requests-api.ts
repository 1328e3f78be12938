import type { List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, RequestStatus } from '@homekeep/contracts/jobs';
import { api, listTags, TAGS } from '@/lib/api';

export type MaintenanceRequestsArgs = {
  page: number;
  limit: number;
  status?: RequestStatus;
  payment?: 'due';
};

/** Reads of the resident's requests, shared by the dashboard and the request screens. */
const maintenanceRequestsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceRequests: build.query<List<MaintenanceRequest>, MaintenanceRequestsArgs>({
      query: (params) => ({ url: '/maintenance-requests', params }),
      providesTags: (result) => listTags(TAGS.maintenanceRequest, result?.data),
    }),
  }),
});

export const { useGetMaintenanceRequestsQuery } = maintenanceRequestsReadApi;
