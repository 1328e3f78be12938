import type { Banner } from '@homekeep/contracts/catalog';
import type { List } from '@homekeep/contracts/common';
import { api } from '@/lib/api';

type PageArgs = { page?: number; limit?: number };

// The contract's default paging; a literal here keeps zod out of the landing page's script.
const FIRST_PAGE = { page: 1, limit: 20 };

/** The landing page's banners; plans and services are read through `@/lib/resources`. */
const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], PageArgs | void>({
      query: (args) => ({
        url: '/banners',
        params: { page: args?.page ?? FIRST_PAGE.page, limit: args?.limit ?? FIRST_PAGE.limit },
      }),
      transformResponse: (response: List<Banner>) => response.data,
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
