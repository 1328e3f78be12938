import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@homekeep/contracts/auth';
import '../lib/access';
import { authErrors } from '../modules/auth/auth.errors';
import { findLiveSession } from '../modules/auth/auth.repository';
import { verifyToken } from '../modules/auth/tokens';

export interface SignedInUser {
  id: string;
  role: Role;
  sessionId: string;
}

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
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && route.config?.access === undefined) {
      throw new Error(`${route.method} ${route.url} must declare config.access`);
    }
  });

  const identify = async (token: string): Promise<SignedInUser | null> => {
    const claims = await verifyToken(app.config.jwtSecret, token);
    if (!claims) return null;
    const session = await findLiveSession(app.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) return null;
    return { id: session.userId, role: session.role, sessionId: session.id };
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const token =
      bearer(request) ?? (request.routeOptions.config?.tokenInQuery ? queryToken(request) : null);
    if (access === 'public') {
      if (token) request.user = await identify(token);
      return;
    }
    if (token === null) throw authErrors.signInRequired();
    const user = token ? await identify(token) : null;
    if (!user) throw authErrors.sessionEnded();
    if (!access.includes(user.role)) throw authErrors.wrongRole();
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

/** The signed-in user of a route whose access names roles (the guard has already run). */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw authErrors.signInRequired();
  return request.user;
}
