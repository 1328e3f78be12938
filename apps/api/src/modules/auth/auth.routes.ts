import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  chooseMaintenancePlanBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateProfileBodySchema,
  currentUserEnvelopeSchema,
  userEnvelopeSchema,
  type UpdateProfileBody,
} from '@homekeep/contracts/auth';
import { errorSchema } from '@homekeep/contracts/common';
import { signedIn } from '../../plugins/auth';
import { byUser, routeLimit } from '../../plugins/rate-limits';
import {
  chooseMaintenancePlan,
  currentUser,
  signIn,
  signOut,
  signUp,
  updateProfile,
} from './auth.service';
import type { AuthDeps } from './auth-deps';
import { accountRecoveryRoutes } from './account-recovery.routes';
import { providerSignInRoutes } from './provider-sign-in.routes';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const signedInUser = ['resident', 'vendor', 'admin'] as const;

const tags = ['auth'];

type Api = Parameters<FastifyPluginAsyncZod>[0];

const QUARTER_HOUR_MS = 15 * 60_000;
const callerOf = (request: FastifyRequest) => ({ address: request.ip });

/** Signing up, in and out, and the identity providers a browser may sign in with. */
function sessionRoutes(app: Api, deps: AuthDeps) {
  const { limits } = deps.config;
  app.post(
    '/auth/sign-up',
    {
      config: {
        access: 'public',
        issuesCredentials: true,
        rateLimit: routeLimit({
          max: limits.signUpsPerAddressPerHour,
          windowMs: 3600_000,
          message: 'Too many accounts were created from your network.',
        }),
      },
      schema: {
        tags,
        summary: 'Create a resident or vendor account and sign in',
        body: signUpBodySchema,
        response: { 201: authResultSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await signUp(deps, request.body, callerOf(request)) }),
  );

  app.post(
    '/auth/sign-in',
    {
      config: {
        access: 'public',
        issuesCredentials: true,
        rateLimit: routeLimit({
          max: limits.signInsPerAddressPer15Minutes,
          windowMs: QUARTER_HOUR_MS,
          groupId: 'sign-in',
          message: 'Too many sign-in attempts from your network.',
        }),
      },
      schema: {
        tags,
        summary:
          'Sign in with email and password (third-party sign-in runs through /auth/oidc/{provider}/start)',
        description: 'A blocked account answers 403 "This account is blocked".',
        body: signInBodySchema,
        response: {
          200: authResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      return { data: await signIn(deps, request.body, callerOf(request)) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: signedInUser },
      schema: {
        tags,
        summary: 'End this session; its token stops working at once',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('Signed out'), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      await signOut(deps, { userId: user.id, sessionId: user.sessionId }, callerOf(request));
      return reply.status(204).send(null);
    },
  );
}

/** The signed-in user’s own account. */
function accountRoutes(app: Api, deps: AuthDeps) {
  app.get(
    '/auth',
    {
      config: { access: signedInUser },
      schema: {
        tags,
        summary: "The signed-in user, with `unreadMessages`: their jobs' messages not read yet",
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ data: await currentUser(deps.db, signedIn(request).id) }),
  );

  app.patch(
    '/auth',
    {
      config: {
        access: signedInUser,
        // Guessing the current password through this route is limited per account.
        rateLimit: routeLimit({
          max: deps.config.limits.passwordChecksPerUserPer15Minutes,
          windowMs: QUARTER_HOUR_MS,
          key: byUser,
          skip: (request) => !(request.body as UpdateProfileBody).currentPassword,
          message: 'Too many password checks for this account.',
        }),
      },
      schema: {
        tags,
        summary: 'Update the profile or change the password (other sessions end)',
        security: [{ bearerAuth: [] }],
        body: updateProfileBodySchema,
        response: { 200: userEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return {
        data: await updateProfile(
          deps,
          { userId: user.id, sessionId: user.sessionId },
          request.body,
          callerOf(request),
        ),
      };
    },
  );

  app.patch(
    '/auth/maintenance-plan',
    {
      config: { access: ['resident'] },
      schema: {
        tags,
        summary: "Choose the resident's maintenance plan",
        security: [{ bearerAuth: [] }],
        body: chooseMaintenancePlanBodySchema,
        response: { 200: userEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      data: await chooseMaintenancePlan(
        deps.db,
        signedIn(request).id,
        request.body.data.maintenancePlanId,
      ),
    }),
  );
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthDeps }> = async (
  app,
  { auth: deps },
) => {
  sessionRoutes(app, deps);
  accountRoutes(app, deps);
  providerSignInRoutes(app, deps);
  accountRecoveryRoutes(app, deps);
};
