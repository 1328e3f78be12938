import { z } from 'zod';
import { longText, pageQuerySchema, uuidSchema } from './common';

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'en_route',
  'in_progress',
  'completed',
  'canceled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The statuses a vendor moves its own order through, each from the one before it. */
export const VENDOR_STEPS = ['en_route', 'in_progress', 'completed'] as const;
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  accepted: 'en_route',
  en_route: 'in_progress',
  in_progress: 'completed',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Requested',
  accepted: 'Accepted',
  en_route: 'En route',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Canceled',
};

export const URGENCIES = ['low', 'normal', 'high', 'emergency'] as const;
export const urgencySchema = z.enum(URGENCIES, {
  message: `urgency must be one of ${URGENCIES.join(', ')}`,
});
export type Urgency = z.infer<typeof urgencySchema>;

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening', 'any'] as const;
export const timeWindowSchema = z.enum(TIME_WINDOWS, {
  message: `preferredTimeWindow must be one of ${TIME_WINDOWS.join(', ')}`,
});
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const photoSchema = z.object({ id: uuidSchema, url: z.string() });

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** An order as a vendor sees it: the street address only once the order is theirs. */
export const vendorOrderSchema = z.object({
  id: uuidSchema,
  status: orderStatusSchema,
  requestId: uuidSchema,
  title: z.string(),
  description: z.string(),
  urgency: urgencySchema,
  preferredDate: z.string().nullable(),
  preferredTimeWindow: timeWindowSchema,
  service: z.object({ id: uuidSchema, name: z.string() }),
  location: z.object({
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
  }),
  photos: z.array(photoSchema),
  history: z.array(statusChangeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/** One status, or several separated by commas (`accepted,en_route`); `pending` stands alone. */
export const vendorOrdersQuerySchema = pageQuerySchema.extend({
  status: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(z.array(orderStatusSchema))
    .refine((list) => !list.includes('pending') || list.length === 1, {
      message: 'status=pending lists open jobs and cannot be combined with other statuses',
    })
    .optional(),
});
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuerySchema>;

export const acceptOrderBodySchema = z.object({ orderId: uuidSchema });
export type AcceptOrderBody = z.infer<typeof acceptOrderBodySchema>;

export const updateOrderStatusBodySchema = z.object({
  status: orderStatusSchema,
  note: longText('note')
    .max(1000, 'note must be at most 1000 characters')
    .optional()
    .transform((value) => (value ? value : null)),
});
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;
