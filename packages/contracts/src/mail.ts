import { z } from 'zod';
import { itemEnvelope, listEnvelope, pageQuerySchema, secretText, uuidSchema } from './common';
import { emailSchema, passwordSchema } from './auth';

/** The longest link token we issue is 43 characters; anything far longer is not ours. */
const TOKEN_MAX = 512;

export const passwordResetBodySchema = z.object({ email: emailSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const passwordResetConfirmBodySchema = z.object({
  token: secretText('token', TOKEN_MAX),
  password: passwordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

export const verifyEmailBodySchema = z.object({ token: secretText('token', TOKEN_MAX) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/**
 * `GET /auth/mail-delivery`: whether this server sends mail. Without a mail transport, mails stay
 * in the outbox: people ask an operator for a one-time link instead of waiting for one.
 */
export const mailDeliverySchema = itemEnvelope(z.object({ sends: z.boolean() }));
export type MailDelivery = z.infer<typeof mailDeliverySchema>['data'];

/** The mails a person may turn off; mails about security and money always go out. */
export const notificationPreferencesSchema = z.object({
  /** A resident's job was accepted, the pro is on the way, work started, work done. */
  jobStatus: z.boolean({ message: 'jobStatus must be true or false' }),
  /** A vendor: a new job matches your services and area. */
  newOffer: z.boolean({ message: 'newOffer must be true or false' }),
  /** Either side: a message on a job left unread for 15 minutes. */
  messages: z.boolean({ message: 'messages must be true or false' }),
  /** Either side: a reminder to review the other after a job is done. */
  reviewReminders: z.boolean({ message: 'reviewReminders must be true or false' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesEnvelopeSchema = itemEnvelope(notificationPreferencesSchema);

/** A change of preferences: the kinds named change, the others stay as they are. */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: `Name at least one of ${notificationPreferencesSchema.keyof().options.join(', ')}`,
  });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const unsubscribeBodySchema = z.object({ token: secretText('token', TOKEN_MAX) });
export const unsubscribeResultSchema = itemEnvelope(
  z.object({
    kind: notificationPreferencesSchema.keyof(),
    preferences: notificationPreferencesSchema,
  }),
);
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES, {
  message: `status must be one of ${OUTBOX_STATUSES.join(', ')}`,
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const outboxQuerySchema = pageQuerySchema.extend({
  to: z.string().trim().max(254, 'to must be at most 254 characters').optional(),
  kind: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'kind must be a mail kind such as password_reset')
    .optional(),
  status: outboxStatusSchema.optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: uuidSchema,
  kind: z.string(),
  to: z.string(),
  userId: uuidSchema.nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: outboxStatusSchema,
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = listEnvelope(outboxMailSchema);
export type OutboxList = z.infer<typeof outboxListSchema>;
