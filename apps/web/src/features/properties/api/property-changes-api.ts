import type { Item } from '@homekeep/contracts/common';
import type { Property, PropertyBody } from '@homekeep/contracts/properties';
import { api, listTag, TAGS } from '@/lib/api';

/** Changes to the resident's properties; they are read through `@/lib/resources`. */
const propertyChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProperty: build.mutation<Property, PropertyBody>({
      query: (body) => ({ url: '/properties', method: 'POST', body }),
      transformResponse: (response: Item<Property>) => response.data,
      invalidatesTags: [listTag(TAGS.property)],
    }),
    updateProperty: build.mutation<Property, { id: string; body: PropertyBody }>({
      query: ({ id, body }) => ({
        url: `/properties/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<Property>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.property, id },
        listTag(TAGS.property),
      ],
    }),
    deleteProperty: build.mutation<void, string>({
      query: (id) => ({ url: `/properties/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // A refusal (an active plan, an open job) is told inside the confirmation dialog.
      extraOptions: { told: 'inline' },
      invalidatesTags: [listTag(TAGS.property)],
    }),
  }),
});

export const { useCreatePropertyMutation, useUpdatePropertyMutation, useDeletePropertyMutation } =
  propertyChangesApi;
