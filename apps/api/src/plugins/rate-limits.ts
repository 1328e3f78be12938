import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { tooManyRequests } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { Counters } from '../lib/counters';
import { recordAudit } from '../modules/audit/audit.service';

/**
 * Adapts the shared counters to the plugin. Each route counts on its own, under its method and
 * path, unless it names a `groupId`: routes of one group share their counts.
 */
function countersStore(counters: Counters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ hits, resetInMs }) => done(null, { current: hits, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { groupId, routeInfo } = options as unknown as {
        groupId?: string;
        routeInfo: { method?: string; url?: string };
      };
      return new CountersStore({}, groupId ? 'group:' : `${routeInfo.method} ${routeInfo.url}:`);
    }
  }
  return CountersStore;
}

const minutes = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60_000));

/**
 * Who a limit counts by: the client's address (an IPv6 address by its /64, which one household
 * or one attacker holds whole), or the signed-in user (else the address).
 */
export const byAddress = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;
export const byUser = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : byAddress(request);

/**
 * A route's limit, for `config.rateLimit`: at most `max` requests per `windowMs` for each key;
 * beyond, 429 with `Retry-After` and `message` (plus when to try again) in the one error shape.
 */
export function routeLimit(options: {
  max: number;
  windowMs: number;
  message: string;
  key?: (request: FastifyRequest) => string;
  groupId?: string;
  /** Requests this returns true for are not counted (a profile change without a password). */
  skip?: (request: FastifyRequest) => boolean;
}): RateLimitOptions {
  return {
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: options.key ?? byAddress,
    ...(options.groupId ? { groupId: options.groupId } : {}),
    ...(options.skip ? { allowList: (request: FastifyRequest) => options.skip!(request) } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        'rate_limited',
        `${options.message} Try again in ${minutes(context.ttl)} minute(s).`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  };
}

/**
 * `@fastify/rate-limit` over the shared counters. No route is limited unless it opts in with
 * `config: { rateLimit: routeLimit({...}) }`; the check runs after the body was validated and
 * the user identified, so invalid requests are not counted and limits can be per user.
 */
async function rateLimitsPlugin(
  app: FastifyInstance,
  { db, counters, clock }: { db: Database; counters: Counters; clock: Clock },
) {
  await app.register(rateLimit, {
    global: false,
    // Every refusal is a security event: written to the audit log, without the count's key.
    onExceeded: (request) => {
      recordAudit(db, {
        action: 'security.rate_limited',
        at: clock.now(),
        actorId: request.user?.id ?? null,
        address: request.ip,
        details: { method: request.method, route: request.routeOptions.url },
      }).catch((error: unknown) => request.log.warn({ err: error }, 'audit entry not written'));
    },
    hook: 'preHandler',
    store: countersStore(counters),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        'rate_limited',
        `Too many requests. Try again in ${minutes(context.ttl)} minute(s).`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
