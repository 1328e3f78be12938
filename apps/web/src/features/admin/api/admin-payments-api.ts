import type { Item, List } from '@homekeep/contracts/common';
import type { AdminPayment, RefundBody } from '@homekeep/contracts/payment-refunds';
import { ADMIN_TAGS, adminApi, queryString } from './admin-api';

type Params = Record<string, string | number | undefined>;

/** Residents' payments in the console: open disputes, and refunds. */
const adminPaymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listPayments: build.query<List<AdminPayment>, Params>({
      query: ({ page, limit, state }) => `/admin/payments${queryString({ page, limit, state })}`,
      providesTags: [ADMIN_TAGS.payment],
    }),
    refundPayment: build.mutation<AdminPayment, { id: string; body: RefundBody }>({
      query: ({ id, body }) => ({ url: `/admin/payments/${id}/refund`, method: 'POST', body }),
      // A refusal (more than is left) is told once, inside the refund dialog.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<AdminPayment>) => response.data,
      invalidatesTags: [ADMIN_TAGS.payment, ADMIN_TAGS.audit, ADMIN_TAGS.metrics],
    }),
  }),
});

export const { useListPaymentsQuery, useRefundPaymentMutation } = adminPaymentsApi;
