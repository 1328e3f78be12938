import type { Item } from '@homekeep/contracts/common';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { api, TAGS } from '@/lib/api';

/** The signed-in vendor's company profile: edited in profile setup, checked before accepting jobs. */
export const vendorProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendorProfile: build.query<VendorProfile, void>({
      query: () => '/vendors/profile',
      transformResponse: (response: Item<VendorProfile>) => response.data,
      providesTags: [TAGS.vendorProfile],
    }),
  }),
});

export const { useGetVendorProfileQuery } = vendorProfileApi;
