import type { List } from '@homekeep/contracts/common';
import type { LookupItem } from '@homekeep/contracts/lookups';
import { api } from '@/lib/api';

/** The short lookup lists a vendor chooses from; each holds well under a page of 100. */
export type VendorLookupList =
  'vendor-types' | 'company-types' | 'license-types' | 'vehicle-types' | 'equipments';

export const SEARCH_LIMIT = 20;

/** The short lists behind the vendor forms' selects. */
const vendorChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendorLookup: build.query<LookupItem[], VendorLookupList>({
      query: (list) => ({ url: `/${list}`, params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<LookupItem>) => response.data,
    }),
  }),
});

export const { useGetVendorLookupQuery } = vendorChoicesApi;
