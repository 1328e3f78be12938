import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  identityProvidersEnvelopeSchema,
  linkProviderBodySchema,
  providerCallbackQuerySchema,
  providerParamsSchema,
  providerStartQuerySchema,
} from '@homekeep/contracts/auth';
import { errorSchema } from '@homekeep/contracts/common';
import { routeLimit } from '../../plugins/rate-limits';
import type { AuthDeps } from './auth-deps';
import { readCookie, setCookie } from './auth-cookies.routes';
import {
  finishProviderSignIn,
  linkProvider,
  listIdentityProviders,
  startProviderSignIn,
  type ProviderOutcome,
} from './provider-sign-in';

type Api = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['auth'];
const ATTEMPT_COOKIE = 'homekeep_sign_in_attempt';
const ATTEMPT_PATH = '/api/v1/auth/oidc';
const redirect = { 302: z.null().describe('A redirect (Location) for the browser') };

const originOf = ({ config }: AuthDeps, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The browser's next stop once the provider sent it back. */
function answerOutcome(request: FastifyRequest, reply: FastifyReply, outcome: ProviderOutcome) {
  setCookie(reply, request, ATTEMPT_COOKIE, '', `Path=${ATTEMPT_PATH}; HttpOnly; Max-Age=0`);
  if (outcome.kind === 'session') {
    // The web app keeps its session in these two cookies (read by its own code, not HttpOnly).
    setCookie(reply, request, 'accessToken', outcome.accessToken, 'Path=/');
    setCookie(reply, request, 'role', outcome.role, 'Path=/');
    return reply.redirect('/', 302);
  }
  if (outcome.kind === 'link') {
    const fragment = new URLSearchParams({ 'provider-link': outcome.ticket, email: outcome.email });
    return reply.redirect(`/sign-in#${fragment}`, 302);
  }
  return reply.redirect(`/sign-in#provider-error=${outcome.reason}`, 302);
}

/**
 * Third-party sign-in through OpenID Connect: the authorization code flow with PKCE, run by the
 * API; the browser only follows redirects and never handles a provider token.
 */
export function providerSignInRoutes(app: Api, deps: AuthDeps) {
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
    async () => ({ data: await listIdentityProviders(deps) }),
  );

  app.get(
    '/auth/oidc/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Start signing in at the identity provider: redirects there (authorization code with PKCE); `role` is the role of an account this may create',
        params: providerParamsSchema,
        querystring: providerStartQuerySchema,
        response: { ...redirect, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const started = await startProviderSignIn(
        deps,
        request.query.role,
        originOf(deps, request),
      ).catch(() => null);
      if (!started) return reply.redirect('/sign-in#provider-error=failed', 302);
      setCookie(
        reply,
        request,
        ATTEMPT_COOKIE,
        started.attempt,
        `Path=${ATTEMPT_PATH}; HttpOnly; Max-Age=600`,
      );
      return reply.redirect(started.location, 302);
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      config: { access: 'public', issuesCredentials: true },
      schema: {
        tags,
        summary:
          'Where the identity provider sends the browser back: the code is exchanged and the ID token checked here, then the browser goes on signed in (`/`), to link an existing account (`/sign-in#provider-link=`), or with the reason it failed (`/sign-in#provider-error=`)',
        params: providerParamsSchema,
        querystring: providerCallbackQuerySchema,
        response: { ...redirect, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, originOf(deps, request));
      const outcome = await finishProviderSignIn(deps, url, readCookie(request, ATTEMPT_COOKIE), {
        address: request.ip,
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'third-party sign-in failed');
        return { kind: 'refused', reason: 'failed' } as const;
      });
      return answerOutcome(request, reply, outcome);
    },
  );

  app.post(
    '/auth/oidc/link',
    {
      config: {
        access: 'public',
        issuesCredentials: true,
        rateLimit: routeLimit({
          max: deps.config.limits.signInsPerAddressPer15Minutes,
          windowMs: 15 * 60_000,
          groupId: 'sign-in',
          message: 'Too many sign-in attempts from your network.',
        }),
      },
      schema: {
        tags,
        summary:
          'Link the identity of a provider sign-in to the existing account of the same email, once, by proving its password; answers a session',
        body: linkProviderBodySchema,
        response: { 200: authResultSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => ({
      data: await linkProvider(deps, request.body, { address: request.ip }),
    }),
  );
}
