import type { List } from '@homekeep/contracts/common';
import type { LookupItem, ZipCode } from '@homekeep/contracts/lookups';
import { api } from '@/lib/api';

/** The short lookup lists a vendor chooses from; each holds well under a page of 100. */
export type VendorLookupList =
  'vendor-types' | 'company-types' | 'license-types' | 'vehicle-types' | 'equipments';

export const SEARCH_LIMIT = 20;

/** The lists behind the vendor forms' selects, searched on the server as people type. */
export const vendorChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendorLookup: build.query<LookupItem[], VendorLookupList>({
      query: (list) => ({ url: `/${list}`, params: { page: 1, limit: 100 } }),
      transformResponse: (response: List<LookupItem>) => response.data,
    }),
    searchZipCodesForVendor: build.query<List<ZipCode>, string>({
      query: (global) => ({ url: '/zip-codes', params: { page: 1, limit: SEARCH_LIMIT, global } }),
    }),
  }),
});

export const { useGetVendorLookupQuery, useSearchZipCodesForVendorQuery } = vendorChoicesApi;
