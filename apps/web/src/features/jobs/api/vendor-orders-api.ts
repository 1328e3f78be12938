import type { Item, List } from '@homekeep/contracts/common';
import type { OrderStatus, VendorOrder } from '@homekeep/contracts/jobs';
import { api, listTag, TAGS } from '@/lib/api';

/**
 * `status`: one status, or several joined with commas. `cursor`: the one the page before gave
 * (open jobs only), which the server reads from instead of counting to `page`.
 */
type OrdersArgs = { page: number; limit: number; status?: string; cursor?: string };

const allOrders = listTag(TAGS.vendorOrder);

/** The vendor's side of a job: the matching open orders, their own, accepting and moving on. */
const vendorOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVendorOrders: build.query<List<VendorOrder>, OrdersArgs>({
      query: (params) => ({ url: '/vendor-orders', params }),
      providesTags: [allOrders],
    }),
    acceptOrder: build.mutation<VendorOrder, string>({
      query: (orderId) => ({ url: '/vendor-orders/accept', method: 'POST', body: { orderId } }),
      transformResponse: (response: Item<VendorOrder>) => response.data,
      // A lost race changes the list too: refresh it either way. The screen says a refusal
      // itself, where it stays after the job has left the list.
      extraOptions: { told: 'inline' },
      invalidatesTags: [allOrders],
    }),
    updateOrderStatus: build.mutation<
      VendorOrder,
      { id: string; status: OrderStatus; note?: string; photoFileIds?: string[] }
    >({
      query: ({ id, ...body }) => ({
        url: `/vendor-orders/update-status/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      // The status form says a refusal itself (setting off before the appointment's day).
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<VendorOrder>) => response.data,
      invalidatesTags: [allOrders],
    }),
  }),
});

export const { useGetVendorOrdersQuery, useAcceptOrderMutation, useUpdateOrderStatusMutation } =
  vendorOrdersApi;
