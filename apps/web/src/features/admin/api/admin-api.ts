import { api } from '@/lib/api';

/** Cache tags of the operations console; its writes refresh the tables that show them. */
export const ADMIN_TAGS = {
  lead: 'AdminLead',
  vendor: 'AdminVendor',
  order: 'AdminOrder',
  user: 'AdminUser',
  catalog: 'AdminCatalog',
  audit: 'AdminAudit',
  metrics: 'AdminMetrics',
  review: 'AdminReview',
  payment: 'AdminPayment',
} as const;

/** The shared API with the console's tags added; every admin endpoint is injected into it. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: Object.values(ADMIN_TAGS) });

/** A table's query as the API takes it: empty values left out. */
export const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
