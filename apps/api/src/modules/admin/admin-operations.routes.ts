import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  accessLinkSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminVendorSchema,
  adminVendorsQuerySchema,
  type AdminVendor,
  blockUserBodySchema,
  leadSchema,
  leadsCsvQuerySchema,
  leadsQuerySchema,
  metricsQuerySchema,
  metricsSchema,
  reasonBodySchema,
  cancelOrderBodySchema,
  reassignOrderBodySchema,
  updateLeadBodySchema,
} from '@homekeep/contracts/admin';
import {
  errorSchema,
  idParamsSchema,
  itemEnvelope,
  listEnvelope,
} from '@homekeep/contracts/common';
import { operatorOf, type signedIn } from '../../plugins/auth';
import { businessMetrics } from './admin-metrics.service';
import * as operations from './admin-operations.service';
import type { AdminDeps } from './operator-changes';

type Api = Parameters<FastifyPluginAsyncZod>[0];
type Request = Parameters<typeof signedIn>[0];

const config = { access: ['admin'] as const };
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const changeErrors = { ...guarded, 404: errorSchema, 409: errorSchema };

function leadRoutes(app: Api, deps: AdminDeps) {
  const tags = ['admin leads'];
  app.get(
    '/admin/leads',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Demo requests and potential clients as one inbox (admin only)',
        querystring: leadsQuerySchema,
        response: { 200: listEnvelope(leadSchema), ...guarded },
      },
    },
    async (request) => operations.listLeads(deps, request.query),
  );
  app.get(
    '/admin/leads.csv',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The inbox with the same filters, as CSV (admin only)',
        querystring: leadsCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one lead a line'), ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        // A stream is sent as it is, a batch of rows at a time.
        .send(Readable.from(operations.exportLeads(deps, request.query)) as unknown as string),
  );
  app.patch(
    '/admin/leads/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Set a lead's status, and its note when given (admin only; audited)",
        params: idParamsSchema,
        body: updateLeadBodySchema,
        response: { 200: itemEnvelope(leadSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.updateLead(deps, operatorOf(request), request.params.id, request.body),
    }),
  );
}

function vendorRoutes(app: Api, deps: AdminDeps) {
  const tags = ['admin vendors'];
  app.get(
    '/admin/vendors',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Vendors with completeness, licence expiry, jobs done and rating (admin only)',
        description: '`rating` is null while a vendor has no reviews.',
        querystring: adminVendorsQuerySchema,
        response: { 200: listEnvelope(adminVendorSchema), ...guarded },
      },
    },
    async (request) => operations.listVendors(deps, request.query),
  );
  const change = (
    verb: 'suspend' | 'reinstate' | 'verify',
    summary: string,
    run: (request: Request & { params: { id: string }; body: unknown }) => Promise<AdminVendor>,
    body?: z.ZodType,
  ) =>
    app.post(
      `/admin/vendors/:id/${verb}`,
      {
        config,
        schema: {
          tags,
          security,
          summary,
          params: idParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: itemEnvelope(adminVendorSchema), ...changeErrors },
        },
      },
      async (request) => ({ data: await run(request) }),
    );
  change(
    'suspend',
    'Suspend a vendor: no offers, no accepts, until reinstated (admin only; audited)',
    (request) =>
      operations.suspend(
        deps,
        operatorOf(request),
        request.params.id,
        (request.body as { reason: string }).reason,
      ),
    reasonBodySchema,
  );
  change('reinstate', 'Lift a suspension (admin only; audited)', (request) =>
    operations.reinstate(deps, operatorOf(request), request.params.id),
  );
  change('verify', 'Mark the company and licence as checked (admin only; audited)', (request) =>
    operations.verify(deps, operatorOf(request), request.params.id),
  );
}

function orderRoutes(app: Api, deps: AdminDeps) {
  const tags = ['admin orders'];
  app.get(
    '/admin/orders',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every job, with its timeline, by status, service, city and period (admin only)',
        querystring: adminOrdersQuerySchema,
        response: { 200: listEnvelope(adminOrderSchema), ...guarded },
      },
    },
    async (request) => operations.listOrders(deps, request.query),
  );
  app.get(
    '/admin/orders/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One job with its timeline (admin only)',
        params: idParamsSchema,
        response: { 200: itemEnvelope(adminOrderSchema), ...guarded, 404: errorSchema },
      },
    },
    async (request) => ({ data: await operations.getOrder(deps, request.params.id) }),
  );
  app.post(
    '/admin/orders/:id/cancel',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Cancel a job that is not done; its resident and vendor are told `message` (admin only; audited)',
        description:
          '`reason` is the operators’ own note, kept in the audit log; `message` is what the resident and the vendor read (a plain default without it).',
        params: idParamsSchema,
        body: cancelOrderBodySchema,
        response: { 200: itemEnvelope(adminOrderSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.cancelOrder(
        deps,
        operatorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    '/admin/orders/:id/reassign',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Give a job that has not started to another vendor, who must be ready for jobs (admin only; audited)',
        params: idParamsSchema,
        body: reassignOrderBodySchema,
        response: { 200: itemEnvelope(adminOrderSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.reassign(deps, operatorOf(request), request.params.id, request.body),
    }),
  );
}

function userRoutes(app: Api, deps: operations.OperatorDeps) {
  const tags = ['admin users'];
  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Accounts by role, state and text (admin only)',
        querystring: adminUsersQuerySchema,
        response: { 200: listEnvelope(adminUserSchema), ...guarded },
      },
    },
    async (request) => operations.listUsers(deps, request.query),
  );
  app.post(
    '/admin/users/:id/block',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Block an account: every session ends at once and sign-in answers 403 (admin only; audited)',
        params: idParamsSchema,
        body: blockUserBodySchema,
        response: { 200: itemEnvelope(adminUserSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.block(
        deps,
        operatorOf(request),
        request.params.id,
        request.body?.reason,
      ),
    }),
  );
  app.post(
    '/admin/users/:id/unblock',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Let a blocked account sign in again (admin only; audited)',
        params: idParamsSchema,
        response: { 200: itemEnvelope(adminUserSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.unblock(deps, operatorOf(request), request.params.id),
    }),
  );
  // Ways back into an account when mail cannot reach its owner.
  app.post(
    '/admin/users/:id/access-link',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A one-time link to choose a new password (admin only; audited)',
        description:
          "Answers `<PUBLIC_URL>/reset-password?token=…`, usable once within 30 minutes; it replaces the account's earlier reset links. The link is in this answer only: never listed, mailed or written to the audit log. Not for blocked accounts, operators or oneself (409).",
        params: idParamsSchema,
        response: { 201: itemEnvelope(accessLinkSchema), ...changeErrors },
      },
    },
    async (request, reply) => {
      const link = await operations.createAccessLink(deps, operatorOf(request), request.params.id);
      return reply.status(201).header('cache-control', 'no-store').send({ data: link });
    },
  );
  app.post(
    '/admin/users/:id/confirm-email',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Mark an account's email address as confirmed (admin only; audited)",
        params: idParamsSchema,
        response: { 200: itemEnvelope(adminUserSchema), ...changeErrors },
      },
    },
    async (request) => ({
      data: await operations.confirmEmail(deps, operatorOf(request), request.params.id),
    }),
  );
}

export const adminOperationsRoutes: FastifyPluginAsyncZod<{
  admin: operations.OperatorDeps;
}> = async (app, { admin }) => {
  leadRoutes(app, admin);
  vendorRoutes(app, admin);
  orderRoutes(app, admin);
  userRoutes(app, admin);
  app.get(
    '/admin/metrics',
    {
      config,
      schema: {
        tags: ['admin metrics'],
        security,
        summary: 'How the business did over a period (default: the last 30 days; admin only)',
        querystring: metricsQuerySchema,
        response: { 200: itemEnvelope(metricsSchema), ...guarded },
      },
    },
    async (request) => ({ data: await businessMetrics(admin, request.query) }),
  );
};
