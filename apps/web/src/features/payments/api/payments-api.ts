import type { Item, List } from '@homekeep/contracts/common';
import type { TestPaymentBody, Transaction } from '@homekeep/contracts/payments';
import { api } from '@/lib/api';

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<List<Transaction>, { page: number; limit: number }>({
      query: (params) => ({ url: '/transactions', params }),
    }),
    getTransaction: build.query<Transaction, string>({
      query: (id) => `/transactions/${encodeURIComponent(id)}`,
      transformResponse: (response: Item<Transaction>) => response.data,
    }),
    /** A paid payment's PDF receipt, as an object URL the screen offers and then revokes. */
    downloadReceipt: build.mutation<string, string>({
      query: (id) => ({
        url: `/transactions/${encodeURIComponent(id)}/receipt.pdf`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    payWithTestCard: build.mutation<Transaction, { id: string; card: TestPaymentBody }>({
      query: ({ id, card }) => ({
        url: `/transactions/${encodeURIComponent(id)}/test-payment`,
        method: 'POST',
        body: card,
      }),
      // A decline or a refused card is told once, inside the checkout form.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<Transaction>) => response.data,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(paymentsApi.util.upsertQueryData('getTransaction', id, data));
      },
    }),
  }),
});

export const {
  useDownloadReceiptMutation,
  useGetTransactionQuery,
  useGetTransactionsQuery,
  usePayWithTestCardMutation,
} = paymentsApi;
