import type { List } from '@homekeep/contracts/common';
import type { ZipCode } from '@homekeep/contracts/lookups';
import { api } from '@/lib/api';

/** Where a zip code is: its city (null when the town is not in the city list) and state code. */
export type ZipPlace = { code: string; city: string | null; state: string };

/** Reads "90210 — Beverly Hills, CA" or "12812 — NY", as the lookups name a zip code. */
export function placeOfZipName(code: string, name: string): ZipPlace | null {
  const place = name.split(' — ')[1]?.trim();
  if (!place) return null;
  const comma = place.lastIndexOf(', ');
  if (comma === -1) return { code, city: null, state: place };
  return { code, city: place.slice(0, comma), state: place.slice(comma + 2) };
}

/** The place of a five-digit zip code, or null when the lookups do not know it. */
export const zipPlaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getZipPlace: build.query<ZipPlace | null, string>({
      query: (code) => ({ url: '/zip-codes', params: { global: code, page: 1, limit: 5 } }),
      transformResponse: (response: List<ZipCode>, _meta, code) => {
        const zip = response.data.find((candidate) => candidate.code === code);
        return zip ? placeOfZipName(zip.code, zip.name) : null;
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetZipPlaceQuery } = zipPlaceApi;
