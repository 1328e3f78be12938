import type { MaintenanceRequest, RequestPayment, VendorOrder } from '@homekeep/contracts/jobs';
import type { JobReviews } from '@homekeep/contracts/reviews';

/** A job's reviews before either side has written one. */
export const noReviews: JobReviews = { closesAt: null, mine: null, theirs: null };

/** A request's bill as the API answers it: $149.00 less a 10 % plan discount, due on completion. */
export const requestPayment = (overrides: Partial<RequestPayment> = {}): RequestPayment => ({
  status: 'on_completion',
  listPriceCents: 14900,
  discountPercent: 10,
  priceCents: 13410,
  currency: 'usd',
  productId: '5b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0f',
  dueAt: null,
  paidAt: null,
  ...overrides,
});

/** "Leaking tap" at the Lake house, completed by Fixit Services, its bill due. */
export const completedRequest = (
  overrides: Partial<MaintenanceRequest> = {},
): MaintenanceRequest => ({
  id: '7b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e07',
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  urgency: 'normal',
  status: 'completed',
  preferredDate: null,
  preferredTimeWindow: 'any',
  source: 'resident',
  property: { id: '4b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0d', name: 'Lake house', address: '1 Shore' },
  service: { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Plumbing repair' },
  photos: [],
  completionPhotos: [],
  order: {
    id: '10000000-0000-4000-8000-000000000007',
    status: 'completed',
    vendorCompanyName: 'Fixit Services',
    updatedAt: '2026-11-20T15:00:00.000Z',
    history: [],
    offerRound: 1,
    operatorsAlertedAt: null,
  },
  payment: requestPayment({ status: 'due', dueAt: '2026-11-20T15:00:00.000Z' }),
  timezone: 'America/New_York',
  availability: [],
  appointment: null,
  completedAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-18T10:00:00.000Z',
  vendorRating: null,
  reviews: noReviews,
  unreadMessages: 0,
  ...overrides,
});

/** "Leaking tap" in Madison as the vendor holding it sees it, Rosa's phone number kept. */
export const heldOrder = (overrides: Partial<VendorOrder> = {}): VendorOrder => ({
  id: '1b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0a',
  status: 'accepted',
  requestId: '2b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0b',
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  urgency: 'normal',
  preferredDate: null,
  preferredTimeWindow: 'any',
  service: { id: '3b1c3f9e-3b1a-4c55-9d4e-0a4b8c2d1e0c', name: 'Plumbing repair' },
  location: {
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    addressLine1: '12 Shore Road',
    addressLine2: null,
    notes: null,
    mapUrl: null,
  },
  resident: { firstName: 'Rosa', phone: '+14065550142' },
  photos: [],
  completionPhotos: [],
  earnings: { priceCents: 14900, feeCents: 2235, payoutCents: 12665, currency: 'usd' },
  history: [],
  offerRound: 1,
  timezone: 'America/Chicago',
  availability: [],
  appointment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reviews: noReviews,
  unreadMessages: 0,
  ...overrides,
});
