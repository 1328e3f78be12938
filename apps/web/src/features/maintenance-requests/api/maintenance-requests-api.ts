import type { Service } from '@homekeep/contracts/catalog';
import type { Item, List } from '@homekeep/contracts/common';
import type {
  CreateRequestBody,
  MaintenanceRequest,
  RequestStatus,
} from '@homekeep/contracts/maintenance-requests';
import type { Property } from '@homekeep/contracts/properties';
import { api } from '@/lib/api';

type RequestsArgs = { page: number; limit: number; status?: RequestStatus };

const requestsTagged = api.enhanceEndpoints({ addTagTypes: ['MaintenanceRequest', 'Property'] });

export const maintenanceRequestsApi = requestsTagged.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceRequests: build.query<List<MaintenanceRequest>, RequestsArgs>({
      query: (params) => ({ url: '/maintenance-requests', params }),
      providesTags: (result) => [
        { type: 'MaintenanceRequest', id: 'LIST' },
        ...(result?.data ?? []).map(({ id }) => ({ type: 'MaintenanceRequest' as const, id })),
      ],
    }),
    getMaintenanceRequest: build.query<MaintenanceRequest, string>({
      query: (id) => `/maintenance-requests/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'MaintenanceRequest', id }],
    }),
    createMaintenanceRequest: build.mutation<MaintenanceRequest, CreateRequestBody>({
      query: (body) => ({ url: '/maintenance-requests', method: 'POST', body }),
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      invalidatesTags: [{ type: 'MaintenanceRequest', id: 'LIST' }],
    }),
    cancelMaintenanceRequest: build.mutation<MaintenanceRequest, string>({
      query: (id) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
      transformResponse: (response: Item<MaintenanceRequest>) => response.data,
      invalidatesTags: (_result, _error, id) => [
        { type: 'MaintenanceRequest', id },
        { type: 'MaintenanceRequest', id: 'LIST' },
      ],
    }),
    /** The resident's properties to choose from (the first hundred). */
    getRequestPropertyChoices: build.query<Property[], void>({
      query: () => ({ url: '/properties', params: { limit: 100 } }),
      transformResponse: (response: List<Property>) => response.data,
      providesTags: [{ type: 'Property', id: 'LIST' }],
    }),
    searchRequestServices: build.query<Service[], string>({
      query: (global) => ({
        url: '/services',
        params: { limit: 50, ...(global ? { global } : {}) },
      }),
      transformResponse: (response: List<Service>) => response.data,
    }),
    getRequestService: build.query<Service, string>({
      query: (id) => `/services/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Service>) => response.data,
    }),
  }),
});

export const {
  useGetMaintenanceRequestsQuery,
  useGetMaintenanceRequestQuery,
  useCreateMaintenanceRequestMutation,
  useCancelMaintenanceRequestMutation,
  useGetRequestPropertyChoicesQuery,
  useSearchRequestServicesQuery,
  useGetRequestServiceQuery,
} = maintenanceRequestsApi;
