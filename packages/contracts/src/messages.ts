import { z } from 'zod';
import { listMetaSchema, longText, pageQuerySchema, uuidSchema } from './common';
import { fileIdsSchema } from './files';

/** The photos (or PDFs) one message may carry, each an upload of its sender. */
export const MAX_MESSAGE_FILES = 5;
/** How long after the job's completion its thread still takes messages. */
export const THREAD_OPEN_DAYS_AFTER_COMPLETION = 30;
/** An unread message older than this brings its recipient one mail for the thread. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;

export const MESSAGE_SENDER_ROLES = ['resident', 'vendor'] as const;

/** Text, photos or both: a message is never empty. */
export const messageBodySchema = z
  .object({
    body: longText('body').default(''),
    fileIds: fileIdsSchema('fileIds', MAX_MESSAGE_FILES).optional(),
  })
  .refine((message) => message.body !== '' || (message.fileIds?.length ?? 0) > 0, {
    message: 'body must not be empty unless the message carries a photo',
    path: ['body'],
  });
export type MessageBody = z.input<typeof messageBodySchema>;

export const messageFileSchema = z.object({ id: uuidSchema, url: z.string(), name: z.string() });

export const messageSchema = z.object({
  id: uuidSchema,
  senderRole: z.enum(MESSAGE_SENDER_ROLES),
  body: z.string(),
  files: z.array(messageFileSchema),
  createdAt: z.string(),
  /** When the recipient read it; null until then. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesQuerySchema = pageQuerySchema;

/** A page of the thread, newest first; `meta` says whether it still takes messages and until when. */
export const messageListSchema = z.object({
  data: z.array(messageSchema),
  meta: listMetaSchema.extend({
    /** False once the thread has become read-only. */
    open: z.boolean(),
    /** When the thread becomes read-only (30 days after completion); null while the job runs. */
    closesAt: z.string().nullable(),
    /** The caller's unread messages in this thread. */
    unread: z.number().int(),
  }),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const markThreadReadResultSchema = z.object({ updated: z.number().int() });

/** What the live stream's `message` event carries: the job and the message. */
export const liveMessageSchema = z.object({
  requestId: uuidSchema,
  orderId: uuidSchema,
  message: messageSchema,
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;
