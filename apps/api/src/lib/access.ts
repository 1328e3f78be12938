import type { Role } from '@homekeep/contracts/auth';

/**
 * Who may call a route, declared on every route as `config: { access }`:
 * `'public'`, or the roles allowed (a signed-in user of another role gets 403).
 * The auth plugin refuses at start-up to register an /api/v1 route without it.
 */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Also accept the token as `?accessToken=`, for EventSource, which cannot send headers. It
     * is checked exactly like the bearer token and removed from request logs.
     */
    tokenInQuery?: boolean;
    /**
     * The app calls it on its own (the live stream), not the person: a call does not count as
     * activity, so a session left open in a tab still ends when idle (`SESSION_IDLE_TIMEOUT`).
     */
    background?: boolean;
    /**
     * The answer carries a credential although the caller may be anonymous (sign-in, sign-up):
     * it is sent with `Cache-Control: no-store` like every signed-in answer.
     */
    issuesCredentials?: boolean;
  }
}
