import type { Item, List } from '@homekeep/contracts/common';
import type {
  UpdateVendorProfileBody,
  Vehicle,
  VehicleFields,
  VendorEquipment,
  VendorProfile,
} from '@homekeep/contracts/vendors';
import { api, TAGS } from '@/lib/api';
import { vendorProfileApi } from '@/lib/resources/vendor-profile-api';

type PageArgs = { page: number; limit: number };

/** The vendor's profile changes and fleet; the profile itself is read through `@/lib/resources`. */
const vendorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateVendorProfile: build.mutation<
      VendorProfile,
      { id: string; body: UpdateVendorProfileBody }
    >({
      query: ({ id, body }) => ({
        url: `/vendors/profile/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      // The form says a refusal itself, above its Save button, with what was typed kept.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<VendorProfile>) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (profile)
          dispatch(vendorProfileApi.util.upsertQueryData('getVendorProfile', undefined, profile));
      },
    }),
    getVendorVehicles: build.query<List<Vehicle>, PageArgs>({
      query: (params) => ({ url: '/vendor-vehicles', params }),
      providesTags: [TAGS.vendorVehicles],
    }),
    addVendorVehicle: build.mutation<Vehicle, VehicleFields>({
      query: (data) => ({ url: '/vendor-vehicles/add', method: 'POST', body: { data } }),
      transformResponse: (response: Item<Vehicle>) => response.data,
      invalidatesTags: (result) => (result ? [TAGS.vendorVehicles] : []),
    }),
    removeVendorVehicle: build.mutation<void, string>({
      query: (id) => ({ url: `/vendor-vehicles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.vendorVehicles],
    }),
    getVendorEquipments: build.query<List<VendorEquipment>, PageArgs>({
      query: (params) => ({ url: '/vendor-equipments', params }),
      providesTags: [TAGS.vendorEquipments],
    }),
    addVendorEquipments: build.mutation<VendorEquipment[], number[]>({
      query: (equipmentIds) => ({
        url: '/vendor-equipments/add',
        method: 'POST',
        body: { data: { equipmentIds } },
      }),
      transformResponse: (response: Item<VendorEquipment[]>) => response.data,
      invalidatesTags: (result) => (result ? [TAGS.vendorEquipments] : []),
    }),
    removeVendorEquipment: build.mutation<void, number>({
      query: (equipmentId) => ({ url: `/vendor-equipments/${equipmentId}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.vendorEquipments],
    }),
  }),
});

export const {
  useUpdateVendorProfileMutation,
  useGetVendorVehiclesQuery,
  useAddVendorVehicleMutation,
  useRemoveVendorVehicleMutation,
  useGetVendorEquipmentsQuery,
  useAddVendorEquipmentsMutation,
  useRemoveVendorEquipmentMutation,
} = vendorsApi;
