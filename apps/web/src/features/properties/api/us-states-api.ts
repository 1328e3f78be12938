import type { List } from '@homekeep/contracts/common';
import type { Country, State } from '@homekeep/contracts/lookups';
import { api } from '@/lib/api';

type StateOption = { value: string; label: string };

/** The US states and territories from the lookups, as select options keyed by their code. */
const usStatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsStates: build.query<StateOption[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const countries = await baseQuery({
          url: '/countries',
          params: { global: 'United States', limit: 20 },
        });
        if (countries.error) return { error: countries.error };
        const us = (countries.data as List<Country>).data.find((c) => c.code === 'US');
        if (!us) return { data: [] };
        const states = await baseQuery({
          url: '/states',
          params: { countryId: us.id, limit: 100 },
        });
        if (states.error) return { error: states.error };
        const options = (states.data as List<State>).data
          .map((state) => ({ value: state.code ?? state.name, label: state.name }))
          .sort((a, b) => a.label.localeCompare(b.label));
        return { data: options };
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetUsStatesQuery } = usStatesApi;
