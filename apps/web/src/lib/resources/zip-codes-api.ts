import type { List } from '@homekeep/contracts/common';
import type { ZipCode } from '@homekeep/contracts/lookups';
import { api } from '@/lib/api';

/** `global`: the digits typed; the lookups answer the zip codes that start with them. */
type ZipCodeSearch = { global: string; limit: number };

/** Zip codes from the lookups, shared by the property form and the vendor's service area. */
const zipCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchZipCodes: build.query<List<ZipCode>, ZipCodeSearch>({
      query: ({ global, limit }) => ({ url: '/zip-codes', params: { page: 1, limit, global } }),
      // The lookups do not change while the app runs.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useSearchZipCodesQuery } = zipCodesApi;
