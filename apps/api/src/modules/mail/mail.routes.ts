import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@homekeep/contracts/common';
import {
  notificationPreferencesEnvelopeSchema,
  notificationPreferencesUpdateSchema,
  outboxListSchema,
  outboxQuerySchema,
  unsubscribeBodySchema,
  unsubscribeResultSchema,
} from '@homekeep/contracts/mail';
import { signedIn } from '../../plugins/auth';
import { routeLimit } from '../../plugins/rate-limits';
import type { Database } from '../../db/database';
import type { MailSettings } from './mail-links';
import {
  getPreferences,
  listOutboxMail,
  setPreferences,
  unsubscribe,
} from './mail-preferences.service';

const everyone = ['resident', 'vendor', 'admin'] as const;
const security = [{ bearerAuth: [] }];

/** Mail preferences, the unsubscribe link's landing call, and the operators' outbox. */
export const mailRoutes: FastifyPluginAsyncZod<{
  mail: { db: Database; settings: MailSettings };
}> = async (app, { mail: { db, settings } }) => {
  app.get(
    '/auth/notification-preferences',
    {
      config: { access: everyone },
      schema: {
        tags: ['auth'],
        summary: 'Which optional mails the signed-in user receives',
        security,
        response: { 200: notificationPreferencesEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getPreferences(db, signedIn(request).id) }),
  );

  app.put(
    '/auth/notification-preferences',
    {
      config: { access: everyone },
      schema: {
        tags: ['auth'],
        summary: 'Turn optional mails on or off (mails about security and money always go out)',
        security,
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesEnvelopeSchema },
      },
    },
    async (request) => ({ data: await setPreferences(db, signedIn(request).id, request.body) }),
  );

  app.post(
    '/auth/unsubscribe',
    {
      config: {
        access: 'public',
        rateLimit: routeLimit({
          max: 60,
          windowMs: 3600_000,
          message: 'Too many unsubscribe requests from your network.',
        }),
      },
      schema: {
        tags: ['auth'],
        summary: 'Turn one kind of mail off with the signed link from such a mail (no sign-in)',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema, 400: errorSchema },
      },
    },
    async (request) => ({ data: await unsubscribe(db, settings.secret, request.body.token) }),
  );

  app.get(
    '/admin/outbox',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Every mail the product wrote, newest first, with its status (admin only)',
        description:
          '`to` is an exact address (any case), `kind` a mail kind such as `password_reset`, `status` pending, sent or failed. Links carrying a secret token are shown masked.',
        security,
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => listOutboxMail(db, settings, request.query),
  );
};
