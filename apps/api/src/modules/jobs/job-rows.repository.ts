// The rows the job pages' statements bring (job-views.repository.ts), as job-answers.ts reads them.
import type {
  OrderStatus,
  RequestSource,
  RequestStatus,
  TimeWindow,
  Urgency,
} from '@homekeep/contracts/jobs';
import type { AppointmentRow, WindowRow } from '../appointments/job-appointment.conditions';
import type { RatingRow, ReviewRow } from '../reviews/job-reviews.conditions';

/** A photo of the job as the page's statement brings it: both stages, in their order. */
export interface PhotoRow {
  id: string;
  stage: 'request' | 'completion';
}

/** A step of the order as the page's statement brings it (`at` as PostgreSQL writes it). */
export interface StepRow {
  status: OrderStatus;
  note: string | null;
  at: string;
}

/** What both answers of a job are built from (job-answers.ts): the request, its order, service and place. */
export interface JobRow {
  requestId: string;
  title: string;
  description: string;
  urgency: Urgency;
  preferredDate: string | null;
  preferredTimeWindow: TimeWindow;
  serviceId: string;
  serviceName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  orderId: string;
  orderStatus: OrderStatus;
  offerRound: number;
  orderUpdatedAt: Date;
  photos: PhotoRow[];
  history: StepRow[];
  timezone: string;
  availability: WindowRow[];
  appointment: AppointmentRow | null;
  reviews: ReviewRow[];
}

/** The job as its resident sees it: their property, the vendor who took it, and its bill. */
export interface ResidentJobRow extends JobRow {
  requestStatus: RequestStatus;
  source: RequestSource;
  operatorsAlertedAt: Date | null;
  propertyId: string;
  propertyName: string;
  vendorCompanyName: string | null;
  listPriceCents: number;
  discountPercent: number;
  priceCents: number;
  currency: string;
  billProductId: string | null;
  dueAt: Date | null;
  paidAt: Date | null;
  completedAt: Date | null;
  requestedAt: Date;
  /** The vendor who accepted the job, and its rating (none read while no vendor holds it). */
  ratedVendorId: string | null;
  vendorRating: RatingRow | null;
  unreadMessages: number;
}

/** The job as a vendor sees it: who holds the order, the property's notes and the resident. */
export interface VendorJobRow extends JobRow {
  vendorId: string | null;
  propertyNotes: string | null;
  residentFirstName: string;
  residentPhone: string | null;
  orderCreatedAt: Date;
  jobCompletedAt: Date | null;
  unreadMessages: number;
  /** What the job pays on (`earnings`): the request's price, or a plan visit's list price. */
  source: RequestSource;
  listPriceCents: number;
  priceCents: number;
  currency: string;
}
