import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../lib/access';
import { recordAudit } from '../modules/audit/audit.service';
import { authErrors } from '../modules/auth/auth.errors';
import { userOfToken, type SessionHolder, type TokenOwnerDeps } from '../modules/auth/token-owner';

/** The signed-in user of a request. */
export type SignedInUser = SessionHolder;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set before the handler runs. */
    user: SignedInUser | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
};

const queryToken = (request: FastifyRequest) => {
  const { accessToken } = (request.query ?? {}) as { accessToken?: unknown };
  return typeof accessToken === 'string' ? accessToken : null;
};

/**
 * Declares who may call each route (`config.access`) and enforces it:
 * - no declaration on an /api/v1 route: the app refuses to start;
 * - `'public'`: anyone; a valid token still identifies the user, a bad one is ignored;
 * - roles: no, bad, expired or revoked token → 401; another role → 403.
 */
async function authPlugin(app: FastifyInstance, deps: TokenOwnerDeps) {
  const { db, clock } = deps;
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && route.config?.access === undefined) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === undefined) return;
    const token = bearer(request) ?? (config?.tokenInQuery ? queryToken(request) : null);
    const identify = (held: string) =>
      userOfToken(deps, held, { activity: config?.background !== true });
    if (access === 'public') {
      if (token) request.user = (await identify(token)).user;
      return;
    }
    if (token === null) throw authErrors.signInRequired();
    const owner = token ? await identify(token) : { user: null, idle: false };
    if (owner.user === null) {
      throw owner.idle
        ? authErrors.sessionIdle(deps.config.sessionIdleSeconds)
        : authErrors.sessionEnded();
    }
    const { user } = owner;
    if (!access.includes(user.role)) {
      await recordAudit(db, {
        action: 'auth.role_refused',
        at: clock.now(),
        actorId: user.id,
        address: request.ip,
        details: { method: request.method, route: request.routeOptions.url, role: user.role },
      });
      throw authErrors.wrongRole();
    }
    request.user = user;
  });

  // No cache, shared or private, may keep an answer meant for one signed-in person: whatever
  // a request with credentials is answered (its data, or a 401/403) is stored nowhere.
  app.addHook('onSend', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config?.access === undefined) return;
    const personal =
      request.user !== null ||
      config.access !== 'public' ||
      config.issuesCredentials === true ||
      request.headers.authorization !== undefined;
    if (personal) void reply.header('Cache-Control', 'no-store');
  });
}

export default fp(authPlugin, { name: 'auth' });

/** The signed-in user of a route whose access names roles (the guard has already run). */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw authErrors.signInRequired();
  return request.user;
}

/** Who acts in a request, and from where, as the audit log records an operator's change. */
export const operatorOf = (request: FastifyRequest) => ({
  id: signedIn(request).id,
  address: request.ip,
});
