import { z } from 'zod';
import { longText, nameText, pageQuerySchema, uuidSchema } from './common';
import { fileIdsSchema } from './files';
import {
  orderStatusSchema,
  photoSchema,
  statusChangeSchema,
  timeWindowSchema,
  urgencySchema,
} from './orders';

export const REQUEST_STATUSES = ['open', 'completed', 'canceled'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES, {
  message: `status must be one of ${REQUEST_STATUSES.join(', ')}`,
});
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const MAX_REQUEST_PHOTOS = 10;

/** Today in UTC as YYYY-MM-DD; a preferred date before it is refused. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

export const preferredDateSchema = z
  .string({ message: 'preferredDate must be a date such as 2030-01-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'preferredDate must be a date such as 2030-01-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'preferredDate must be a real date',
  })
  // A day of grace: "today" in the resident's zone may still be yesterday in UTC.
  .refine(
    (value) => value >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    'preferredDate cannot be in the past',
  );

export const createRequestBodySchema = z.object({
  propertyId: uuidSchema,
  serviceId: uuidSchema,
  title: nameText('title').optional(),
  description: longText('description').min(1, 'description is required'),
  urgency: urgencySchema.default('normal'),
  preferredDate: preferredDateSchema.nullable().optional().default(null),
  preferredTimeWindow: timeWindowSchema.default('any'),
  photoFileIds: fileIdsSchema('photoFileIds', MAX_REQUEST_PHOTOS).default([]),
});
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type CreateRequestInput = z.output<typeof createRequestBodySchema>;

export const requestsQuerySchema = pageQuerySchema.extend({
  status: requestStatusSchema.optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuerySchema>;

export const maintenanceRequestSchema = z.object({
  id: uuidSchema,
  title: z.string(),
  description: z.string(),
  urgency: urgencySchema,
  status: requestStatusSchema,
  preferredDate: z.string().nullable(),
  preferredTimeWindow: timeWindowSchema,
  property: z.object({ id: uuidSchema, name: z.string(), address: z.string() }),
  service: z.object({ id: uuidSchema, name: z.string() }),
  photos: z.array(photoSchema),
  order: z.object({
    id: uuidSchema,
    status: orderStatusSchema,
    vendorCompanyName: z.string().nullable(),
    updatedAt: z.string(),
    history: z.array(statusChangeSchema),
  }),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;
