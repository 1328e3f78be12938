import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema } from '@homekeep/contracts/common';
import {
  mailDeliverySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  verifyEmailBodySchema,
} from '@homekeep/contracts/mail';
import { signedIn } from '../../plugins/auth';
import { byUser, routeLimit } from '../../plugins/rate-limits';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendVerification,
  verifyEmail,
} from './account-recovery.service';
import type { AuthDeps } from './auth-deps';

type Api = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['auth'];
const HOUR_MS = 3600_000;
const QUARTER_HOUR_MS = 15 * 60_000;
const accepted = z.null().describe('Accepted');
const callerOf = (request: FastifyRequest) => ({ address: request.ip });

/** Forgotten passwords and address verification, by single-use links sent by mail. */
export function accountRecoveryRoutes(app: Api, deps: AuthDeps) {
  const { limits } = deps.config;
  const mailLimit = (key?: (request: FastifyRequest) => string) =>
    routeLimit({
      max: limits.accountMailsPerAddressPerHour,
      windowMs: HOUR_MS,
      ...(key ? { key } : { groupId: 'account-mail' }),
      message: 'Too many mails were asked for.',
    });
  const tokenLimit = routeLimit({
    max: limits.tokenChecksPerAddressPer15Minutes,
    windowMs: QUARTER_HOUR_MS,
    groupId: 'account-tokens',
    message: 'Too many links were tried from your network.',
  });

  app.get(
    '/auth/mail-delivery',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether this server sends mail (false: mails stay in the outbox)',
        description:
          'Without a mail transport no link can reach anyone: the forgot-password and verification screens send people to an operator, who can create a one-time link.',
        response: { 200: mailDeliverySchema },
      },
    },
    async () => ({ data: { sends: deps.mailSends } }),
  );

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public', rateLimit: mailLimit() },
      schema: {
        tags,
        summary: 'Mail a password-reset link (202 whether or not the email is known)',
        description:
          'A known account that may sign in is mailed `<PUBLIC_URL>/reset-password?token=…`, valid for one hour and once.',
        body: passwordResetBodySchema,
        response: { 202: accepted, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, callerOf(request));
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public', rateLimit: tokenLimit },
      schema: {
        tags,
        summary: 'Choose a new password with a reset link; every session of the account ends',
        body: passwordResetConfirmBodySchema,
        response: { 204: z.null().describe('Password changed'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body, callerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: tokenLimit },
      schema: {
        tags,
        summary: 'Confirm an email address with the link mailed at sign-up',
        body: verifyEmailBodySchema,
        response: { 204: z.null().describe('Verified'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await verifyEmail(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: { access: ['resident', 'vendor', 'admin'], rateLimit: mailLimit(byUser) },
      schema: {
        tags,
        summary: 'Mail a new verification link to the signed-in user (none once verified)',
        security: [{ bearerAuth: [] }],
        response: { 202: accepted },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, signedIn(request).id);
      return reply.status(202).send(null);
    },
  );
}
