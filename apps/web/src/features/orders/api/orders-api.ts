import type { Item, List } from '@homekeep/contracts/common';
import type { OrderStatus, VendorOrder } from '@homekeep/contracts/orders';
import type { VendorProfile } from '@homekeep/contracts/vendors';
import { api } from '@/lib/api';

/** `status`: one status, or several joined with commas. */
type OrdersArgs = { page: number; limit: number; status?: string };

const ordersTagged = api.enhanceEndpoints({ addTagTypes: ['VendorOrder', 'VendorProfile'] });

export const ordersApi = ordersTagged.injectEndpoints({
  endpoints: (build) => ({
    getVendorOrders: build.query<List<VendorOrder>, OrdersArgs>({
      query: (params) => ({ url: '/vendor-orders', params }),
      providesTags: [{ type: 'VendorOrder', id: 'LIST' }],
    }),
    acceptOrder: build.mutation<VendorOrder, string>({
      query: (orderId) => ({ url: '/vendor-orders/accept', method: 'POST', body: { orderId } }),
      transformResponse: (response: Item<VendorOrder>) => response.data,
      // A lost race changes the list too: refresh it either way.
      invalidatesTags: [{ type: 'VendorOrder', id: 'LIST' }],
    }),
    updateOrderStatus: build.mutation<
      VendorOrder,
      { id: string; status: OrderStatus; note?: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/vendor-orders/update-status/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<VendorOrder>) => response.data,
      invalidatesTags: [{ type: 'VendorOrder', id: 'LIST' }],
    }),
    /** Whether the vendor may accept jobs yet. */
    getOrdersProfileStatus: build.query<Pick<VendorProfile, 'complete'>, void>({
      query: () => '/vendors/profile',
      transformResponse: (response: Item<VendorProfile>) => ({ complete: response.data.complete }),
      providesTags: ['VendorProfile'],
    }),
  }),
});

export const {
  useGetVendorOrdersQuery,
  useAcceptOrderMutation,
  useUpdateOrderStatusMutation,
  useGetOrdersProfileStatusQuery,
} = ordersApi;
