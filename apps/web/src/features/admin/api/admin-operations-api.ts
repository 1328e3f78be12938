import type {
  AccessLink,
  AdminOrder,
  AdminUser,
  AdminVendor,
  Lead,
  Metrics,
  CancelOrderBody,
  ReassignOrderBody,
  UpdateLeadBody,
} from '@homekeep/contracts/admin';
import type { AuditEntry } from '@homekeep/contracts/audit';
import type { AdminReview } from '@homekeep/contracts/reviews';
import type { Item, List } from '@homekeep/contracts/common';
import { ADMIN_TAGS, adminApi, queryString } from './admin-api';

type Params = Record<string, string | number | undefined>;
const data = <T>(response: Item<T>) => response.data;
/** Every change is audited and may move the dashboard: those refresh with it. */
const changed = (tag: (typeof ADMIN_TAGS)[keyof typeof ADMIN_TAGS]) => [
  tag,
  ADMIN_TAGS.audit,
  ADMIN_TAGS.metrics,
];

/** A change confirmed in a dialog: the dialog says a refusal itself, where the operator reads it. */
const inDialog = { told: 'inline' } as const;

const adminOperationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listLeads: build.query<List<Lead>, Params>({
      query: (params) => `/admin/leads${queryString(params)}`,
      providesTags: [ADMIN_TAGS.lead],
    }),
    exportLeads: build.mutation<string, Params>({
      query: (params) => ({
        url: `/admin/leads.csv${queryString(params)}`,
        responseHandler: 'text',
      }),
    }),
    updateLead: build.mutation<Lead, { id: string; body: UpdateLeadBody }>({
      query: ({ id, body }) => ({ url: `/admin/leads/${id}`, method: 'PATCH', body }),
      transformResponse: data<Lead>,
      invalidatesTags: changed(ADMIN_TAGS.lead),
    }),
    listReviews: build.query<List<AdminReview>, Params>({
      query: (params) => `/admin/reviews${queryString(params)}`,
      providesTags: [ADMIN_TAGS.review],
    }),
    hideReview: build.mutation<AdminReview, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/reviews/${id}/hide`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: inDialog,
      transformResponse: data<AdminReview>,
      // The vendor's rating in the vendors list changes with it.
      invalidatesTags: [...changed(ADMIN_TAGS.review), ADMIN_TAGS.vendor],
    }),
    listVendors: build.query<List<AdminVendor>, Params>({
      query: (params) => `/admin/vendors${queryString(params)}`,
      providesTags: [ADMIN_TAGS.vendor],
    }),
    changeVendor: build.mutation<
      AdminVendor,
      { id: string; action: 'suspend' | 'reinstate' | 'verify'; reason?: string }
    >({
      query: ({ id, action, reason }) => ({
        url: `/admin/vendors/${id}/${action}`,
        method: 'POST',
        ...(action === 'suspend' ? { body: { reason } } : {}),
      }),
      extraOptions: inDialog,
      transformResponse: data<AdminVendor>,
      invalidatesTags: changed(ADMIN_TAGS.vendor),
    }),
    listOrders: build.query<List<AdminOrder>, Params>({
      query: (params) => `/admin/orders${queryString(params)}`,
      providesTags: [ADMIN_TAGS.order],
    }),
    getOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${id}`,
      transformResponse: data<AdminOrder>,
      providesTags: [ADMIN_TAGS.order],
    }),
    cancelOrder: build.mutation<AdminOrder, { id: string } & CancelOrderBody>({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${id}/cancel`,
        method: 'POST',
        body,
      }),
      extraOptions: inDialog,
      transformResponse: data<AdminOrder>,
      invalidatesTags: changed(ADMIN_TAGS.order),
    }),
    reassignOrder: build.mutation<AdminOrder, { id: string; body: ReassignOrderBody }>({
      query: ({ id, body }) => ({ url: `/admin/orders/${id}/reassign`, method: 'POST', body }),
      extraOptions: inDialog,
      transformResponse: data<AdminOrder>,
      invalidatesTags: changed(ADMIN_TAGS.order),
    }),
    listUsers: build.query<List<AdminUser>, Params>({
      query: (params) => `/admin/users${queryString(params)}`,
      providesTags: [ADMIN_TAGS.user],
    }),
    changeUser: build.mutation<
      AdminUser,
      { id: string; action: 'block' | 'unblock' | 'confirm-email' }
    >({
      query: ({ id, action }) => ({ url: `/admin/users/${id}/${action}`, method: 'POST' }),
      extraOptions: inDialog,
      transformResponse: data<AdminUser>,
      invalidatesTags: changed(ADMIN_TAGS.user),
    }),
    createAccessLink: build.mutation<AccessLink, string>({
      query: (id) => ({ url: `/admin/users/${id}/access-link`, method: 'POST' }),
      transformResponse: data<AccessLink>,
      invalidatesTags: [ADMIN_TAGS.audit],
    }),
    listAuditLog: build.query<List<AuditEntry>, Params>({
      query: (params) => `/admin/audit-log${queryString(params)}`,
      providesTags: [ADMIN_TAGS.audit],
    }),
    getMetrics: build.query<Metrics, Params>({
      query: (params) => `/admin/metrics${queryString(params)}`,
      transformResponse: data<Metrics>,
      providesTags: [ADMIN_TAGS.metrics],
    }),
  }),
});

export const {
  useListLeadsQuery,
  useExportLeadsMutation,
  useUpdateLeadMutation,
  useListReviewsQuery,
  useHideReviewMutation,
  useListVendorsQuery,
  useChangeVendorMutation,
  useListOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useReassignOrderMutation,
  useListUsersQuery,
  useChangeUserMutation,
  useCreateAccessLinkMutation,
  useListAuditLogQuery,
  useGetMetricsQuery,
} = adminOperationsApi;
