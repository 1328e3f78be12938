import type { Item, List } from '@homekeep/contracts/common';
import type {
  UpdateVendorProfileBody,
  Vehicle,
  VehicleFields,
  VendorEquipment,
  VendorProfile,
} from '@homekeep/contracts/vendors';
import { api } from '@/lib/api';

type PageArgs = { page: number; limit: number };

const vendorsBase = api.enhanceEndpoints({
  addTagTypes: ['VendorProfile', 'VendorVehicles', 'VendorEquipments'],
});

export const vendorsApi = vendorsBase.injectEndpoints({
  endpoints: (build) => ({
    getVendorProfile: build.query<VendorProfile, void>({
      query: () => '/vendors/profile',
      transformResponse: (response: Item<VendorProfile>) => response.data,
      providesTags: ['VendorProfile'],
    }),
    updateVendorProfile: build.mutation<
      VendorProfile,
      { id: string; body: UpdateVendorProfileBody }
    >({
      query: ({ id, body }) => ({
        url: `/vendors/profile/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: Item<VendorProfile>) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (profile)
          dispatch(vendorsApi.util.upsertQueryData('getVendorProfile', undefined, profile));
      },
    }),
    getVendorVehicles: build.query<List<Vehicle>, PageArgs>({
      query: (params) => ({ url: '/vendor-vehicles', params }),
      providesTags: ['VendorVehicles'],
    }),
    addVendorVehicle: build.mutation<Vehicle, VehicleFields>({
      query: (data) => ({ url: '/vendor-vehicles/add', method: 'POST', body: { data } }),
      transformResponse: (response: Item<Vehicle>) => response.data,
      invalidatesTags: (result) => (result ? ['VendorVehicles'] : []),
    }),
    removeVendorVehicle: build.mutation<void, string>({
      query: (id) => ({ url: `/vendor-vehicles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['VendorVehicles'],
    }),
    getVendorEquipments: build.query<List<VendorEquipment>, PageArgs>({
      query: (params) => ({ url: '/vendor-equipments', params }),
      providesTags: ['VendorEquipments'],
    }),
    addVendorEquipments: build.mutation<VendorEquipment[], number[]>({
      query: (equipmentIds) => ({
        url: '/vendor-equipments/add',
        method: 'POST',
        body: { data: { equipmentIds } },
      }),
      transformResponse: (response: Item<VendorEquipment[]>) => response.data,
      invalidatesTags: (result) => (result ? ['VendorEquipments'] : []),
    }),
    removeVendorEquipment: build.mutation<void, number>({
      query: (equipmentId) => ({ url: `/vendor-equipments/${equipmentId}`, method: 'DELETE' }),
      invalidatesTags: ['VendorEquipments'],
    }),
  }),
});

export const {
  useGetVendorProfileQuery,
  useUpdateVendorProfileMutation,
  useGetVendorVehiclesQuery,
  useAddVendorVehicleMutation,
  useRemoveVendorVehicleMutation,
  useGetVendorEquipmentsQuery,
  useAddVendorEquipmentsMutation,
  useRemoveVendorEquipmentMutation,
} = vendorsApi;
