import type {
  AdminBanner,
  AdminPlan,
  AdminProduct,
  AdminService,
  BannerFields,
  CreateProductBody,
  PlanFields,
  ServiceFields,
  UpdateProductBody,
} from '@homekeep/contracts/catalog';
import type { Item, List } from '@homekeep/contracts/common';
import { ADMIN_TAGS, adminApi, queryString } from './admin-api';

type Params = Record<string, string | number | undefined>;
/** A catalogue change refreshes the console's tables and its audit log. */
const catalogChanged = [ADMIN_TAGS.catalog, ADMIN_TAGS.audit] as const;

/** A catalogue table's list, create and update, at `/admin/<path>`. */
function resource<T, Create, Update>(path: string) {
  return {
    list: (params: Params) => `/admin/${path}${queryString(params)}`,
    create: (body: Create) => ({ url: `/admin/${path}`, method: 'POST', body }),
    update: ({ id, body }: { id: string; body: Update }) => ({
      url: `/admin/${path}/${id}`,
      method: 'PUT',
      body,
    }),
    item: (response: Item<T>) => response.data,
  };
}

const services = resource<AdminService, ServiceFields, ServiceFields>('services');
const plans = resource<AdminPlan, PlanFields, PlanFields>('maintenance-plans');
const products = resource<AdminProduct, CreateProductBody, UpdateProductBody>('products');
const banners = resource<AdminBanner, BannerFields, BannerFields>('banners');

const adminCatalogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminServices: build.query<List<AdminService>, Params>({
      query: services.list,
      providesTags: [ADMIN_TAGS.catalog],
    }),
    createService: build.mutation<AdminService, ServiceFields>({
      query: services.create,
      transformResponse: services.item,
      invalidatesTags: [...catalogChanged],
    }),
    updateService: build.mutation<AdminService, { id: string; body: ServiceFields }>({
      query: services.update,
      transformResponse: services.item,
      invalidatesTags: [...catalogChanged],
    }),
    listAdminPlans: build.query<List<AdminPlan>, Params>({
      query: plans.list,
      providesTags: [ADMIN_TAGS.catalog],
    }),
    createPlan: build.mutation<AdminPlan, PlanFields>({
      query: plans.create,
      transformResponse: plans.item,
      invalidatesTags: [...catalogChanged],
    }),
    updatePlan: build.mutation<AdminPlan, { id: string; body: PlanFields }>({
      query: plans.update,
      transformResponse: plans.item,
      invalidatesTags: [...catalogChanged],
    }),
    listAdminProducts: build.query<List<AdminProduct>, Params>({
      query: products.list,
      providesTags: [ADMIN_TAGS.catalog],
    }),
    updateProduct: build.mutation<AdminProduct, { id: string; body: UpdateProductBody }>({
      query: products.update,
      transformResponse: products.item,
      invalidatesTags: [...catalogChanged],
    }),
    listAdminBanners: build.query<List<AdminBanner>, Params>({
      query: banners.list,
      providesTags: [ADMIN_TAGS.catalog],
    }),
    createBanner: build.mutation<AdminBanner, BannerFields>({
      query: banners.create,
      transformResponse: banners.item,
      invalidatesTags: [...catalogChanged],
    }),
    updateBanner: build.mutation<AdminBanner, { id: string; body: BannerFields }>({
      query: banners.update,
      transformResponse: banners.item,
      invalidatesTags: [...catalogChanged],
    }),
  }),
});

export const {
  useListAdminServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useListAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useListAdminProductsQuery,
  useUpdateProductMutation,
  useListAdminBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
} = adminCatalogApi;
