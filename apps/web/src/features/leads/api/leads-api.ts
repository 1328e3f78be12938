import type { Item } from '@homekeep/contracts/common';
import {
  POTENTIAL_CLIENT_TOKEN_HEADER,
  type CreatedPotentialClient,
  type CreatePotentialClientBody,
  type DemoRequest,
  type PotentialClient,
  type ScheduleDemoBody,
  type UpdatePotentialClientBody,
} from '@homekeep/contracts/leads';
import { api } from '@/lib/api';

type UpdateArgs = { id: string; token: string; changes: UpdatePotentialClientBody };

const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPotentialClient: build.mutation<CreatedPotentialClient, CreatePotentialClientBody>({
      query: (body) => ({ url: '/potential-clients', method: 'POST', body }),
      transformResponse: (response: Item<CreatedPotentialClient>) => response.data,
    }),
    updatePotentialClient: build.mutation<PotentialClient, UpdateArgs>({
      query: ({ id, token, changes }) => ({
        url: `/potential-clients/${encodeURIComponent(id)}`,
        method: 'PUT',
        headers: { [POTENTIAL_CLIENT_TOKEN_HEADER]: token },
        body: changes,
      }),
      transformResponse: (response: Item<PotentialClient>) => response.data,
    }),
    scheduleFreeDemo: build.mutation<DemoRequest, ScheduleDemoBody>({
      query: (body) => ({ url: '/schedule-free-demo', method: 'POST', body }),
      transformResponse: (response: Item<DemoRequest>) => response.data,
    }),
  }),
});

export const {
  useCreatePotentialClientMutation,
  useUpdatePotentialClientMutation,
  useScheduleFreeDemoMutation,
} = leadsApi;
