import type { List } from '@homekeep/contracts/common';
import type { OutboxMail } from '@homekeep/contracts/mail';
import { adminApi, queryString } from './admin-api';

type Params = Record<string, string | number | undefined>;

const adminOutboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listOutbox: build.query<List<OutboxMail>, Params>({
      query: (params) => `/admin/outbox${queryString(params)}`,
    }),
  }),
});

export const { useListOutboxQuery } = adminOutboxApi;
