import type { Item, List } from '@homekeep/contracts/common';
import type { Property, PropertyBody } from '@homekeep/contracts/properties';
import { api } from '@/lib/api';

type PageArgs = { page: number; limit: number };

const propertiesTagged = api.enhanceEndpoints({ addTagTypes: ['Property'] });

export const propertiesApi = propertiesTagged.injectEndpoints({
  endpoints: (build) => ({
    getProperties: build.query<List<Property>, PageArgs>({
      query: (params) => ({ url: '/properties', params }),
      providesTags: (result) => [
        { type: 'Property', id: 'LIST' },
        ...(result?.data ?? []).map(({ id }) => ({ type: 'Property' as const, id })),
      ],
    }),
    getProperty: build.query<Property, string>({
      query: (id) => `/properties/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Property>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    createProperty: build.mutation<Property, PropertyBody>({
      query: (body) => ({ url: '/properties', method: 'POST', body }),
      transformResponse: (response: Item<Property>) => response.data,
      invalidatesTags: [{ type: 'Property', id: 'LIST' }],
    }),
    updateProperty: build.mutation<Property, { id: string; body: PropertyBody }>({
      query: ({ id, body }) => ({
        url: `/properties/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<Property>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Property', id },
        { type: 'Property', id: 'LIST' },
      ],
    }),
    deleteProperty: build.mutation<void, string>({
      query: (id) => ({ url: `/properties/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Property', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPropertiesQuery,
  useGetPropertyQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
} = propertiesApi;
