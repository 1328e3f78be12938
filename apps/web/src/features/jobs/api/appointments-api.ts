import type {
  BookAppointmentBody,
  MoveAppointmentBody,
  SetAvailabilityBody,
  VendorAppointment,
} from '@homekeep/contracts/appointments';
import type { Item, List } from '@homekeep/contracts/common';
import type { MaintenanceRequest, VendorOrder } from '@homekeep/contracts/jobs';
import { api, listTag, TAGS } from '@/lib/api';

const allOrders = listTag(TAGS.vendorOrder);
const allRequests = listTag(TAGS.maintenanceRequest);
const asRequest = (response: Item<MaintenanceRequest>) => response.data;
const asOrder = (response: Item<VendorOrder>) => response.data;

type RequestTime = MoveAppointmentBody & { id: string };

/**
 * Both sides of a job's appointment: booking, confirming, proposing another time; the vendor's
 * week. The time form and the confirm button say a refusal of a time themselves, beside it.
 */
const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookAppointment: build.mutation<VendorOrder, BookAppointmentBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/vendor-orders/${encodeURIComponent(id)}/appointment`,
        method: 'POST',
        body,
      }),
      extraOptions: { told: 'inline' },
      transformResponse: asOrder,
      invalidatesTags: [allOrders],
    }),
    confirmOrderAppointment: build.mutation<VendorOrder, string>({
      query: (id) => ({
        url: `/vendor-orders/${encodeURIComponent(id)}/appointment/confirm`,
        method: 'POST',
      }),
      extraOptions: { told: 'inline' },
      transformResponse: asOrder,
      invalidatesTags: [allOrders],
    }),
    moveOrderAppointment: build.mutation<VendorOrder, RequestTime>({
      query: ({ id, ...body }) => ({
        url: `/vendor-orders/${encodeURIComponent(id)}/appointment`,
        method: 'PUT',
        body,
      }),
      extraOptions: { told: 'inline' },
      transformResponse: asOrder,
      invalidatesTags: [allOrders],
    }),
    confirmRequestAppointment: build.mutation<MaintenanceRequest, string>({
      query: (id) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/appointment/confirm`,
        method: 'POST',
      }),
      extraOptions: { told: 'inline' },
      transformResponse: asRequest,
      invalidatesTags: (_result, _error, id) => [
        { type: TAGS.maintenanceRequest, id },
        allRequests,
      ],
    }),
    moveRequestAppointment: build.mutation<MaintenanceRequest, RequestTime>({
      query: ({ id, ...body }) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/appointment`,
        method: 'PUT',
        body,
      }),
      extraOptions: { told: 'inline' },
      transformResponse: asRequest,
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.maintenanceRequest, id },
        allRequests,
      ],
    }),
    setRequestAvailability: build.mutation<
      MaintenanceRequest,
      SetAvailabilityBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/maintenance-requests/${encodeURIComponent(id)}/availability`,
        method: 'PUT',
        body,
      }),
      transformResponse: asRequest,
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.maintenanceRequest, id },
        allRequests,
      ],
    }),
    getVendorAppointments: build.query<List<VendorAppointment>, { from: string; to: string }>({
      query: (params) => ({ url: '/vendor-appointments', params: { ...params, limit: 100 } }),
      providesTags: [allOrders],
    }),
  }),
});

export const {
  useBookAppointmentMutation,
  useConfirmOrderAppointmentMutation,
  useMoveOrderAppointmentMutation,
  useConfirmRequestAppointmentMutation,
  useMoveRequestAppointmentMutation,
  useSetRequestAvailabilityMutation,
  useGetVendorAppointmentsQuery,
} = appointmentsApi;
