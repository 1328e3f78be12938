import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditLogQuerySchema } from '@homekeep/contracts/audit';
import { errorSchema, listEnvelope } from '@homekeep/contracts/common';
import type { Database } from '../../db/database';
import { listAuditLog } from './audit.service';

/** The operators' audit log: who changed what, and when. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/audit-log',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Changes made by operators, newest first (admin only)',
        description:
          '`from` is inclusive and `to` exclusive; `action` is exact, such as `service.update`.',
        security: [{ bearerAuth: [] }],
        querystring: auditLogQuerySchema,
        response: {
          200: listEnvelope(auditEntrySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
