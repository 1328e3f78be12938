import type { User } from '@homekeep/contracts/auth';
import type { Banner, MaintenancePlan } from '@homekeep/contracts/catalog';

export const user = (role: User['role'], overrides: Partial<User> = {}): User => ({
  id: '6f1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e01',
  email: `${role}@example.test`,
  role,
  firstName: role === 'vendor' ? 'Victor' : 'Rosa',
  lastName: 'Example',
  phone: null,
  avatarFileId: null,
  maintenancePlanId: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const plans: MaintenancePlan[] = [
  {
    id: '0b7a4a52-8f55-4d6f-9a2b-3e1c5d7f9a11',
    name: 'Essential',
    description: 'Seasonal checks for one home.',
    priceCents: 2900,
    currency: 'usd',
    interval: 'month',
    visitsPerYear: 2,
    features: ['Two seasonal inspections'],
  },
];

export const banners: Banner[] = [
  {
    id: '3c2d1e0f-9a8b-4c7d-8e6f-5a4b3c2d1e0f',
    title: 'Spring gutter cleaning',
    subtitle: null,
    imageUrl: '/banners/spring.svg',
    linkUrl: null,
  },
];

export const list = <T>(data: T[]) => ({
  data,
  meta: { page: 1, limit: 20, total: data.length, totalPages: 1 },
});

/**
 * The page a list request asks for, as the API answers it: by `page` and `limit`, or by the
 * cursor an earlier page gave (`after-page-N`, whose page is then N + 1); a page that is not the
 * last gives the cursor to the next one (`meta.nextCursor`).
 */
export function pageOf<T>(items: T[], url: URL) {
  const cursor = url.searchParams.get('cursor');
  const page = cursor
    ? Number(cursor.replace('after-page-', '')) + 1
    : Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const meta = { page, limit, total: items.length, totalPages: Math.ceil(items.length / limit) };
  return {
    data: items.slice((page - 1) * limit, page * limit),
    meta: page * limit < items.length ? { ...meta, nextCursor: `after-page-${page}` } : meta,
  };
}
