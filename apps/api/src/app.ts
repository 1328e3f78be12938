import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { buildServices, mailSettingsOf, type AppServices, type MailDelivery } from './app-services';
import type { OfferDelivery } from './modules/jobs/offer-deliveries.service';
import type { Config, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { censorSecrets, redactUrl, safeError } from './lib/log-safety';
import { requestIds } from './lib/request-id';
import { compiledSerializerCompiler } from './lib/response-serializer';
import { isProductClock } from './lib/clock';
import { adminClockRoutes } from './modules/admin/admin-clock.routes';
import { adminCatalogRoutes } from './modules/admin/admin-catalog.routes';
import { adminOperationsRoutes } from './modules/admin/admin-operations.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { filesRoutes } from './modules/files/files.routes';
import { createDrainState, type DrainState } from './modules/health/drain-state';
import { healthRoutes, metricsRoutes } from './modules/health/health.routes';
import { createMetrics } from './modules/health/metrics';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { residentJobsRoutes } from './modules/jobs/resident-jobs.routes';
import { vendorJobsRoutes } from './modules/jobs/vendor-jobs.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { liveMessageFor } from './modules/messages/messages.service';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentRefundsRoutes } from './modules/payments/payment-refunds.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { receiptPrefixOf } from './modules/payments/receipt-number';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { adminReviewsRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { answerFrameworkError } from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import requestIdsPlugin from './plugins/request-ids';
import securityHeaders from './plugins/security-headers';
import slowBodiesPlugin from './plugins/slow-bodies';
import textInputPlugin from './plugins/text-input';
import routeContractPlugin from './plugins/route-contract';
import { createJobQueue, type JobQueue } from './queue/job-queue';
import { SCHEDULES, type ScheduledJob } from './queue/schedules';

/**
 * What the app is built from: the configuration and the database, plus any shared service a
 * caller wants to supply itself (tests pass a clock, hooks or stores of their own); the rest is
 * built from the configuration.
 */
export interface AppDeps extends Partial<AppServices> {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The scheduled jobs; tests may pass their own list. */
  schedules?: readonly ScheduledJob[];
}
const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: `app.mail.deliverDue()` sends what is due (the queue's job). */
    mail: MailDelivery;
    /** New jobs' offers, delivered once their dispatch commits; tests wait with `settled()`. */
    offers: OfferDelivery;
    /** Set when the process begins to stop: readiness answers 503 from then on. */
    drain: DrainState;
  }
}

export const loggerOptions = (config: Config): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  // A request's headers never reach a line (the `req` serializer below leaves them out, fastify's
  // `res` one keeps the status only); a secret in an object logged on purpose is censored.
  formatters: { log: censorSecrets },
  serializers: {
    // The live-notification stream carries its token in the query (EventSource sends no
    // headers), the sign-in callback its code and state: their values never reach a log.
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
    err: (error: Error) => safeError(error),
  },
});

/**
 * The composition root: builds the shared services once and hands each module what it needs.
 * Nothing in the modules holds state of its own between requests.
 */
export async function buildApp({ config, database, logger, schedules, ...given }: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: requestIds(config.trustProxy),
    // Long path parameters reach the route's schema, which answers 400 in the one error shape.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 4096 },
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : compiledSerializerCompiler,
  );
  // JSON in, JSON out: any other body type is a 415.
  app.removeContentTypeParser('text/plain');

  const { services, start, close, mail, offers } = buildServices(config, database, app.log, given);
  const queue = createJobQueue({
    database,
    databaseUrl: config.databaseUrl,
    worker: config.worker,
    schedules: schedules ?? SCHEDULES,
    services: {
      ...services,
      db: database.db,
      driver: database.driver,
      config,
      log: app.log,
      mail,
      offers,
    },
    log: app.log,
  });
  // Started with the app and stopped before the database closes (running jobs finish first).
  app.addHook('onReady', async () => {
    await start();
    await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    await close();
  });
  app.decorate('jobQueue', queue);
  // A write may have queued mail; its transaction has committed once it is answered.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') mail.deliverSoon();
  });
  app.decorate('mail', mail);
  app.decorate('offers', offers);
  const drain = createDrainState();
  app.decorate('drain', drain);
  const { registry, recordResponse } = createMetrics({
    database,
    openStreams: () => services.notificationHub.openStreams(),
    log: app.log,
  });
  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    recordResponse(request.method, request.routeOptions.url, reply.statusCode, seconds);
  });

  const { db } = database;
  const { clock } = services;
  await app.register(requestIdsPlugin);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(slowBodiesPlugin, config.slowBodies);
  await app.register(securityHeaders);
  await app.register(compressionPlugin);
  await app.register(authPlugin, {
    db,
    config,
    clock,
    sessions: services.sessions,
    verifiedTokens: services.verifiedTokens,
  });
  await app.register(rateLimitsPlugin, { db, counters: services.counters, clock });
  await app.register(routeContractPlugin);
  await app.register(openapiPlugin, { appName: config.appName });
  await app.register(healthRoutes, { database, drain });
  await app.register(metricsRoutes, { token: config.metricsToken, registry });
  await registerModules(app, config, database, services, offers);
  await app.register(mailRoutes, {
    prefix: '/api/v1',
    mail: { db, settings: mail.settings },
  });
  await registerTestClock(app, config, database, services, queue);
  return app;
}

type Server = ReturnType<typeof Fastify>;

/**
 * `TRUST_PROXY` for fastify. A hop count trusts the nearest N addresses of the chain (the peer,
 * then X-Forwarded-For from its right end); fastify alone would trust none for a number.
 */
const proxyTrust = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * A request is logged once, when answered, with what it asked (fastify's default logs its arrival
 * on a line of its own as well: two redacted lines for every request). Each line a request's
 * logger writes carries its id as `requestId`, as its answer's `X-Request-Id` does.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/** Every area's routes under /api/v1, each given the services it uses. */
async function registerModules(
  app: Server,
  config: Config,
  { db }: DatabaseHandle,
  services: AppServices,
  offers: OfferDelivery,
) {
  const { clock, cardGateway, sessionEndings } = services;
  const api = { prefix: '/api/v1' };
  const auth = {
    db,
    config,
    clock,
    counters: services.counters,
    pause: services.pause,
    providerDiscovery: services.providerDiscovery,
    sessionEndings,
    mailSends: services.mailer !== null,
  };
  await app.register(authRoutes, { ...api, auth });
  await app.register(catalogRoutes, { ...api, db, clock });
  await app.register(lookupsRoutes, { ...api, db });
  await app.register(leadsRoutes, {
    ...api,
    leads: { db, clock, operationsEmail: config.mail.operationsEmail },
    config,
  });
  const links = services.fileLinks;
  const files = {
    db,
    clock,
    storage: services.storage,
    links,
    quotaBytes: config.limits.uploadQuotaBytesPerUser,
  };
  await app.register(filesRoutes, { ...api, files, config });
  await app.register(propertiesRoutes, { ...api, properties: { db, links } });
  const payments = {
    db,
    clock,
    cardGateway,
    hooks: services.paymentHooks,
    log: app.log,
    receiptPrefix: receiptPrefixOf(config.appName),
  };
  await app.register(paymentsRoutes, { ...api, payments, config });
  await app.register(paymentRefundsRoutes, { ...api, payments });
  await app.register(vendorsRoutes, { ...api, vendors: { db, clock } });
  const payouts = { db, clock, gateway: services.payoutGateway, log: app.log };
  await app.register(payoutsRoutes, { ...api, payouts, config });
  await app.register(subscriptionsRoutes, { ...api, subscriptions: { db, clock, cardGateway } });
  const jobs = {
    db,
    clock,
    links,
    feePercent: config.payouts.platformFeePercent,
    operationsEmail: config.mail.operationsEmail,
    offers,
  };
  await app.register(residentJobsRoutes, { ...api, jobs });
  await app.register(vendorJobsRoutes, { ...api, jobs });
  await app.register(appointmentsRoutes, { ...api, appointments: jobs, config });
  await app.register(messagesRoutes, { ...api, messages: { db, clock, links }, config });
  const liveMessage = (userId: string, messageId: string) =>
    liveMessageFor({ db, links }, userId, messageId);
  const notifications = { db, config, hub: services.notificationHub, clock, liveMessage };
  await app.register(notificationsRoutes, { ...api, notifications });
  const publicUrl = mailSettingsOf(config).publicUrl;
  await app.register(adminOperationsRoutes, {
    ...api,
    admin: { db, clock, sessionEndings, publicUrl },
  });
  await app.register(adminCatalogRoutes, { ...api, admin: { db, clock } });
  await app.register(auditRoutes, { ...api, db });
  await app.register(reviewsRoutes, { ...api, reviews: { db, clock } });
  await app.register(adminReviewsRoutes, { ...api, reviews: { db, clock } });
  // Each further area registers its routes here, under /api/v1.
}

/** The test clock exists only with `PAYMENTS_MODE=test`; otherwise its paths answer 404. */
async function registerTestClock(
  app: Server,
  config: Config,
  { db }: DatabaseHandle,
  { clock }: AppServices,
  queue: JobQueue,
) {
  if (config.paymentsMode !== 'test' || !isProductClock(clock)) return;
  const testClock = { db, clock, runDueJobs: () => queue.runAllNow() };
  await app.register(adminClockRoutes, { prefix: '/api/v1', testClock });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
