import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  chooseMaintenancePlanBodySchema,
  identityProvidersEnvelopeSchema,
  signInBodySchema,
  signUpBodySchema,
  updateProfileBodySchema,
  userEnvelopeSchema,
} from '@homekeep/contracts/auth';
import { errorSchema } from '@homekeep/contracts/common';
import { signedIn } from '../../plugins/auth';
import {
  chooseMaintenancePlan,
  currentUser,
  listIdentityProviders,
  signIn,
  signInWithProvider,
  signOut,
  signUp,
  updateProfile,
  type AuthDeps,
} from './auth.service';
import type { SignInLimiter } from './sign-in-limits';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const signedInUser = ['resident', 'vendor', 'admin'] as const;

export const authRoutes: FastifyPluginAsyncZod<{ limiter: SignInLimiter }> = async (
  app,
  options,
) => {
  const deps: AuthDeps = { db: app.db, config: app.config, limiter: options.limiter };
  const tags = ['auth'];

  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a resident or vendor account and sign in',
        body: signUpBodySchema,
        response: { 201: authResultSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await signUp(deps, request.body) }),
  );

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email and password, or with an identity provider access token',
        body: signInBodySchema,
        response: { 200: authResultSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const result =
        'provider' in body
          ? await signInWithProvider(deps, body)
          : await signIn(deps, body, request.ip);
      return { data: result };
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Identity providers a browser can sign in with (empty when none is set up)',
        response: { 200: identityProvidersEnvelopeSchema },
      },
    },
    async () => ({ data: await listIdentityProviders(app.config) }),
  );

  app.get(
    '/auth',
    {
      config: { access: signedInUser },
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ data: await currentUser(app.db, signedIn(request).id) }),
  );

  app.patch(
    '/auth',
    {
      config: { access: signedInUser },
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
        app.db,
        signedIn(request).id,
        request.body.data.maintenancePlanId,
      ),
    }),
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
      await signOut(app.db, signedIn(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
