import type { Item, List } from '@homekeep/contracts/common';
import type { Property } from '@homekeep/contracts/properties';
import { api, listTags, TAGS } from '@/lib/api';

export type PageArgs = { page: number; limit: number };

/** The first hundred properties: what the screens that choose a property offer. */
export const PROPERTY_CHOICES: PageArgs = { page: 1, limit: 100 };

/** Reads of the resident's properties, shared by every screen that shows or chooses one. */
const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperties: build.query<List<Property>, PageArgs>({
      query: (params) => ({ url: '/properties', params }),
      providesTags: (result) => listTags(TAGS.property, result?.data),
    }),
    getProperty: build.query<Property, string>({
      query: (id) => `/properties/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Property>) => response.data,
      providesTags: (_result, _error, id) => [{ type: TAGS.property, id }],
    }),
  }),
});

export const { useGetPropertiesQuery, useGetPropertyQuery } = propertiesApi;
